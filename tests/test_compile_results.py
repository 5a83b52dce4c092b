"""Amounts that count what an earlier effect of the same ability did (lang-results):
"Discard any number of cards. Draw a card for each card discarded.", "... Draw that many
cards.", "For each card discarded, play an extra action.", "Each other player may discard a
card. For each player who does not, you draw a card.". Compiled to an amount with a
``Result`` (the effect's position among the ability's effects), said back as printed,
played by the engine from what that effect really did as the ability resolved (none done:
nothing; fewer chosen: fewer counted); near-misses stop (which effect is meant is unsure,
or it did not do what the count names) or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import (
    Amount,
    Destination,
    GrammarError,
    PowerFilter,
    Result,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

DISCARD_DRAW = "Discard any number of cards. Draw a card for each card discarded."
DISCARD_EXTRA = "Discard up to two cards. For each card discarded, play an extra action."
RETURN_DRAW = "Return any number of minions to their owners' hands. Draw that many cards."
DESTROY_VP = "Destroy up to two minions. Gain 1 VP for each minion destroyed."
OTHERS_MAY = "Each other player may discard a card. For each player who does not, you draw a card."


def _amount(text: str) -> Amount | None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return ability.effects[-1].amount


# ------------------------------------------------------------------ (1) compiled


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        (DISCARD_DRAW, Amount(1, result=Result(0, "discard"))),
        (
            "Discard any number of cards. For each card discarded, draw a card.",
            Amount(1, result=Result(0, "discard")),
        ),
        (
            "Discard any number of cards and draw two cards for each card discarded.",
            Amount(2, result=Result(0, "discard")),
        ),
        (DISCARD_EXTRA, Amount(1, result=Result(0, "discard"))),
        (RETURN_DRAW, Amount(1, result=Result(0, "return"))),
        (DESTROY_VP, Amount(1, result=Result(0, "destroy", "minion"))),
        (
            "Discard any number of cards. Gain 1 VP for each action discarded.",
            Amount(1, result=Result(0, "discard", "action")),
        ),
        (
            "Shuffle any number of cards from your discard pile into your deck. Draw that many"
            " cards.",
            Amount(1, result=Result(0, "shuffle")),
        ),
        (
            "Discard up to three cards. Give a minion +1 power for each card discarded until the"
            " end of the turn.",
            Amount(1, result=Result(0, "discard")),
        ),
        (OTHERS_MAY, Amount(1, result=Result(0, "each", counts="players-who-did-not"))),
        (
            "Each other player may discard a card. For each player who does not, draw a card.",
            Amount(1, result=Result(0, "each", counts="players-who-did-not")),
        ),
        (
            "Each player may discard a card. For each player who does, gain 1 VP.",
            Amount(1, result=Result(0, "each", counts="players-who-did")),
        ),
    ],
    ids=[
        "draw-for-each",
        "for-each-first",
        "same-sentence-two",
        "extra-action",
        "that-many-returned",
        "vp-minions-destroyed",
        "vp-actions-discarded",
        "that-many-shuffled",
        "power",
        "players-who-do-not",
        "players-who-do-not-no-you",
        "players-who-do",
    ],
)
def test_results_compile_and_say_themselves_back(text: str, amount: Amount) -> None:
    assert _amount(text) == amount


def test_the_count_names_the_effect_by_its_position_in_the_ability() -> None:
    text = "Draw a card. Discard any number of cards. Draw a card for each card discarded."
    assert _amount(text) == Amount(1, result=Result(1, "discard"))


def test_a_hand_declared_result_must_name_an_earlier_effect_of_its_verb() -> None:
    counted = {"draw": {"value": 1, "for-each-done": {"effect": 0, "verb": "discard"}}}
    ok = {"on-play": [{"discard": 1, "target": {"pile": "hand", "any-number": True}}, counted]}
    assert parse_abilities(ok).abilities[0].effects[1].amount == Amount(
        1, result=Result(0, "discard")
    )
    with pytest.raises(GrammarError, match="not before it"):
        parse_abilities({"on-play": [counted]})
    wrong = {"on-play": [{"destroy": True}, counted]}
    with pytest.raises(GrammarError, match="which is 'destroy'"):
        parse_abilities(wrong)


def test_a_hand_declared_result_outside_an_ability_s_own_effects_is_a_problem() -> None:
    done = {"effect": 0, "verb": "discard"}
    ongoing = {"ongoing": {"statics": [{"kind": "power", "amount": {"for-each-done": done}}]}}
    with pytest.raises(GrammarError, match="in an ongoing effect"):
        parse_abilities(ongoing)
    discard = {"discard": 1, "target": {"pile": "hand", "any-number": True}}
    inner = {"on-play": [discard, {"each-player": [{"draw": {"for-each-done": done}}]}]}
    with pytest.raises(GrammarError, match="inside another effect"):
        parse_abilities(inner)


# ------------------------------------------------------------------ (2) played


def _table(text: str, hand: list[Any], **setup: Any) -> dict[str, Any]:
    """Alan plays ``zap`` (printed ``text``) holding ``hand`` besides; his deck holds five
    cards (``d1`` ... ``d5``)."""
    return {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": setup.pop("bases", [{"name": "bank", "breakpoint": 30}]),
            "hands": {"Alan": ["zap", *hand], **setup.pop("hands", {})},
            "decks": {"Alan": [{"card": 1, "name": f"d{n}"} for n in range(1, 6)]},
            **setup,
        },
        "do": [{"play": "zap"}],
    }


def _cards(*names: str, power: int = 2) -> list[dict[str, Any]]:
    return [{"card": power, "name": name} for name in names]


@pytest.mark.parametrize(
    ("discarded", "drawn"), [([], 0), (["a"], 1), (["a", "b", "c"], 3)], ids=["0", "1", "3"]
)
def test_a_card_is_drawn_for_each_card_discarded(discarded: list[str], drawn: int) -> None:
    check = _table(DISCARD_DRAW, _cards("a", "b", "c"))
    check["choices"] = [{"discard-card": discarded}]
    # the hand: 3 - discarded + drawn; the deck: 5 - drawn (not the hand's size, nor 1)
    check["expect"] = {
        "hand-size": {"Alan": 3 - len(discarded) + drawn},
        "deck-size": {"Alan": 5 - drawn},
        "discard-size": {"Alan": 1 + len(discarded)},
    }
    run_check(check)


def test_the_count_is_what_was_discarded_not_what_was_offered() -> None:
    check = _table(DISCARD_DRAW, _cards("a", "b", "c"))
    check["choices"] = [{"discard-card": ["b"]}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"deck-size": {"Alan": 2}}})


def test_two_cards_for_each_card_discarded() -> None:
    text = "Discard any number of cards and draw two cards for each card discarded."
    check = _table(text, _cards("a", "b"))
    check["choices"] = [{"discard-card": ["a", "b"]}]
    run_check({**check, "expect": {"hand-size": {"Alan": 4}, "deck-size": {"Alan": 1}}})


def test_only_the_actions_discarded_are_counted() -> None:
    text = "Discard any number of cards. Gain 1 VP for each action discarded."
    check = _table(text, [*_cards("a"), {"card": "boom", "name": "act"}])
    check["cards"]["boom"] = {"type": "action", "on-play": [{"draw": 1}]}
    check["choices"] = [{"discard-card": ["a", "act"]}]
    run_check({**check, "expect": {"vps": {"Alan": 1}, "discard-size": {"Alan": 3}}})


@pytest.mark.parametrize(("discarded", "extra"), [([], 0), (["a"], 1), (["a", "b"], 2)])
def test_an_extra_action_for_each_card_discarded(discarded: list[str], extra: int) -> None:
    actions = [{"card": "act", "name": f"x{n}"} for n in range(1, 4)]
    check = _table(DISCARD_EXTRA, [*_cards("a", "b"), *actions])
    check["cards"]["act"] = {"type": "action"}
    check["choices"] = [{"discard-card": discarded}]
    played = [f"x{n}" for n in range(1, extra + 1)]
    check["do"] = [{"play": "zap"}, *({"play": x} for x in played)]
    after = f"x{extra + 1}"
    zones = {x: "Alan's discard" for x in ["zap", *played]}
    run_check({**check, "expect": {"zones": zones, "illegal": [{"play": after}]}})


def _minions(**at_bank: list[str]) -> list[dict[str, Any]]:
    minions = {who: [{"card": 2, "name": n} for n in names] for who, names in at_bank.items()}
    return [{"name": "bank", "breakpoint": 30, "minions": minions}]


@pytest.mark.parametrize(
    ("returned", "drawn"), [([], 0), (["m1"], 1), (["m1", "b1"], 2)], ids=["0", "1", "2"]
)
def test_that_many_cards_as_minions_returned(returned: list[str], drawn: int) -> None:
    bases = _minions(Alan=["m1"], Beth=["b1"])
    check = _table(RETURN_DRAW, [], bases=bases)
    check["choices"] = [{"return-target": returned}]
    zones = {"zap": "Alan's discard"}
    run_check({**check, "expect": {"deck-size": {"Alan": 5 - drawn}, "zones": zones}})


def test_a_protected_minion_returned_is_not_counted() -> None:
    guard = stand_in("Ongoing: This minion is not affected by other players' actions.", "minion")
    bases = _minions(Alan=["m1"])
    bases[0]["minions"]["Beth"] = [{"card": "guard", "name": "g"}]
    check = _table(RETURN_DRAW, [], bases=bases)
    check["cards"]["guard"] = {**guard, "power": 3}
    check["choices"] = [{"return-target": ["m1", "g"]}]
    zones = {"g": "at bank", "m1": "Alan's hand"}
    run_check({**check, "expect": {"zones": zones, "deck-size": {"Alan": 4}}})


@pytest.mark.parametrize(("destroyed", "vps"), [([], 0), (["b1"], 1), (["b1", "b2"], 2)])
def test_a_vp_for_each_minion_destroyed(destroyed: list[str], vps: int) -> None:
    check = _table(DESTROY_VP, [], bases=_minions(Beth=["b1", "b2", "b3"]))
    check["choices"] = [{"destroy-targets": destroyed}]
    zones = {"zap": "Alan's discard", **{m: "Beth's discard" for m in destroyed}}
    run_check({**check, "expect": {"vps": {"Alan": vps}, "zones": zones}})


def _others(text: str = OTHERS_MAY) -> dict[str, Any]:
    """Alan plays ``zap``; Beth and Cara hold a card each."""
    hands = {"Beth": _cards("b1"), "Cara": _cards("c1")}
    return _table(text, [], hands=hands)


@pytest.mark.parametrize(
    ("beth", "cara", "drawn"),
    [("b1", "c1", 0), ("b1", "pass", 1), ("pass", "pass", 2)],
    ids=["both-do", "one-does-not", "none-do"],
)
def test_a_card_for_each_player_who_does_not(beth: str, cara: str, drawn: int) -> None:
    check = _others()
    check["choices"] = [
        {"discard-card": beth, "player": "Beth"},
        {"discard-card": cara, "player": "Cara"},
    ]
    run_check({**check, "expect": {"deck-size": {"Alan": 5 - drawn}, "hand-size": {"Alan": drawn}}})


def test_a_player_with_no_card_to_discard_does_not() -> None:
    check = _table(OTHERS_MAY, [], hands={"Beth": _cards("b1")})
    check["choices"] = [{"discard-card": "b1", "player": "Beth"}]
    run_check({**check, "expect": {"deck-size": {"Alan": 4}}})


def test_a_vp_for_each_player_who_does() -> None:
    check = _others("Each player may discard a card. For each player who does, gain 1 VP.")
    check["setup"]["hands"]["Alan"].append({"card": 1, "name": "a1"})
    check["choices"] = [
        {"discard-card": "a1", "player": "Alan"},
        {"discard-card": "pass", "player": "Beth"},
        {"discard-card": "c1", "player": "Cara"},
    ]
    run_check({**check, "expect": {"vps": {"Alan": 2, "Beth": 0, "Cara": 0}}})


# ------------------------------------------------------------------ (3) stop


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card for each card discarded.",
        "Draw that many cards.",
        "Discard a card. Draw a card for each card destroyed.",
        "Discard any number of cards and destroy a minion. Draw a card for each card discarded.",
        "Discard any number of cards and destroy a minion. Draw that many cards.",
        "Discard any number of cards. If you do, draw a card. Draw that many cards.",
        "Discard any number of cards. Destroy a minion for each card discarded.",
        "Discard any number of cards. Draw a card for each card dropped.",
        "Discard any number of cards. Ongoing: You have +1 power here for each card discarded.",
        "Discard any number of cards. Draw that many minions.",
        "Discard up to two cards. For each card discarded, play an extra action and draw a card.",
        "Destroy up to two minions. Gain 1 VP for each action destroyed.",
        "Each other player may play an extra minion. For each player who does not, you draw a"
        " card.",
        "Discard any number of cards. For each player who does not, you draw a card.",
        "Look at the top three cards of your deck. Draw that many cards.",
    ],
    ids=[
        "nothing-before",
        "that-many-of-nothing",
        "wrong-verb",
        "two-effects-before",
        "that-many-two-before",
        "after-if-you-do",
        "uncounted-verb",
        "unknown-word",
        "ongoing",
        "minions",
        "two-after",
        "kind-never-acted-on",
        "each-plays",
        "players-of-no-each",
        "look",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


# ------------------------------------------------------------------ (4) apart


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (DISCARD_DRAW, "Discard any number of cards. Draw a card for each card in your hand."),
        (DISCARD_DRAW, "Discard any number of cards. Draw a card."),
        (DISCARD_DRAW, "Discard up to two cards. Draw a card for each card discarded."),
        (DISCARD_DRAW, "Discard any number of cards. Draw two cards for each card discarded."),
        (DISCARD_DRAW, "Discard any number of cards. Draw a card for each minion discarded."),
        (RETURN_DRAW, "Shuffle any number of minions into their owners' decks. Draw that many"
         " cards."),
        (OTHERS_MAY, "Each player may discard a card. For each player who does not, you draw a"
         " card."),
        (OTHERS_MAY, "Each other player may discard a card. For each player who does, you draw"
         " a card."),
    ],
    ids=["hand", "plain", "up-to", "two", "minions", "verb", "each-player", "does"],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


# ------------------------------------------------------------------ cards revealed, by kind

REVEAL = (
    "Reveal the top three cards of your deck. Place any minions revealed into your hand and the"
    " rest on the bottom of your deck."
)


def test_any_minions_revealed_compile_to_each_minion_of_those_revealed() -> None:
    outcome = compile_text(REVEAL, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    ((look,),) = (a.effects for a in outcome.compiled.abilities.abilities)
    first, rest = look.effects
    assert look.revealed and first.target is not None and rest.target is not None
    assert (first.target.what, first.target.pile, first.target.quantifier.kind) == (
        "minion",
        "looked",
        "each",
    )
    assert (rest.target.what, rest.destination) == ("card", Destination("deck-bottom"))


def _revealing(text: str, deck: list[Any]) -> dict[str, Any]:
    return {
        "cards": {"zap": stand_in(text, "action"), "boom": {"type": "action"}},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["zap"]},
            "decks": {"Alan": deck},
        },
        "do": [{"play": "zap"}],
    }


def _mixed(*kinds: str) -> list[Any]:
    return [
        {"card": 2, "name": f"m{n}"} if kind == "m" else {"card": "boom", "name": f"x{n}"}
        for n, kind in enumerate(kinds, 1)
    ]


@pytest.mark.parametrize(
    ("kinds", "in_hand"),
    [("xxxm", []), ("mxxm", ["m1"]), ("mmmx", ["m1", "m2", "m3"])],
    ids=["none", "one", "all"],
)
def test_the_minions_revealed_go_to_the_hand_the_rest_under(kinds: str, in_hand: list[str]) -> None:
    check = _revealing(REVEAL, _mixed(*kinds))
    top = {uid: "Alan's hand" for uid in in_hand}
    rest = {f"{k}{n}": "Alan's deck" for n, k in enumerate(kinds[:3], 1) if k == "x"}
    check["expect"] = {
        "hand": {"Alan": in_hand},
        "zones": {**top, **rest, "zap": "Alan's discard"},
        "deck-top": {"Alan": f"{kinds[3]}4"},  # the fourth card: the three went in or under
    }
    run_check(check)


def test_any_minions_revealed_leave_the_rest_on_top_when_no_place_is_said() -> None:
    text = "Reveal the top three cards of your deck. Place any minions revealed into your hand."
    check = _revealing(text, _mixed("x", "m", "x", "m"))
    check["expect"] = {"hand": {"Alan": ["m2"]}, "deck-top": {"Alan": "x1"}}
    run_check(check)


@pytest.mark.parametrize(
    "text",
    [
        "Look at the top three cards of your deck. Place any minions revealed into your hand.",
        "Reveal the top card of your deck. Place any minions revealed into your hand.",
        "Reveal the top three cards of your deck. Place any titans revealed into your hand.",
        "Place any minions revealed into your hand.",
    ],
    ids=["looked-not-revealed", "one-card", "titans", "no-reveal"],
)
def test_any_minions_revealed_near_misses_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped", compile_text(text).describe()


def test_any_minions_revealed_and_them_compile_apart() -> None:
    them = REVEAL.replace("any minions revealed", "one of them")
    one, other = compile_text(REVEAL, "action"), compile_text(them, "action")
    assert one.accepted and other.accepted, other.describe()
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


# ------------------------------------------------------------------ a power compared with it

SACRIFICE = (
    "Destroy up to two of your minions. Then play an extra minion with power less than the"
    " number of minions destroyed."
)


def test_a_power_compared_with_the_number_an_effect_did_compiles() -> None:
    outcome = compile_text(SACRIFICE, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    ((_, play),) = (a.effects for a in outcome.compiled.abilities.abilities)
    assert play.grant is not None and play.target is not None
    assert play.target.power == PowerFilter("less-than", result=Result(0, "destroy", "minion"))


def _sacrifice(text: str = SACRIFICE) -> dict[str, Any]:
    """Alan plays ``zap`` with two minions of his at bank (``m1``, ``m2``) and minions of
    power 0, 1 and 2 in hand (``p0``, ``p1``, ``p2``)."""
    check = _table(text, [{"card": n, "name": f"p{n}"} for n in (0, 1, 2, 3)])
    check["setup"]["bases"] = _minions(Alan=["m1", "m2"])
    check["do"] = [{"play": "p3", "on": "bank"}, {"play": "zap"}]  # his minion play used first
    return check


@pytest.mark.parametrize(
    ("destroyed", "legal", "illegal"),
    [([], [], ["p0"]), (["m1"], ["p0"], ["p1"]), (["m1", "m2"], ["p1"], ["p2"])],
    ids=["0", "1", "2"],
)
def test_the_extra_minion_is_of_power_less_than_the_minions_destroyed(
    destroyed: list[str], legal: list[str], illegal: list[str]
) -> None:
    check = _sacrifice()
    check["choices"] = [{"destroy-targets": destroyed}]
    zones = {"zap": "Alan's discard", **{m: "Alan's discard" for m in destroyed}}
    expect: dict[str, Any] = {"zones": zones}
    expect["illegal"] = [{"play": p, "on": "bank"} for p in illegal]
    if legal:
        expect["legal"] = [{"play": p, "on": "bank"} for p in legal]
    run_check({**check, "expect": expect})


def test_a_minion_destroyed_is_counted_not_one_left() -> None:
    check = _sacrifice()
    check["choices"] = [{"destroy-targets": ["m1"]}]
    with pytest.raises(ExpectationFailed):
        expect = {"zones": {"m1": "Alan's discard"}, "legal": [{"play": "p1", "on": "bank"}]}
        run_check({**check, "expect": expect})


def test_destroy_a_minion_of_power_less_than_the_cards_discarded() -> None:
    text = (
        "Discard any number of cards. Destroy a minion with power less than the number of"
        " cards discarded."
    )
    beth = [{"card": n, "name": f"b{n}"} for n in (0, 1, 2)]
    check = _table(text, _cards("a", "b"), bases=[{"name": "bank", "minions": {"Beth": beth}}])
    check["choices"] = [{"discard-card": ["a", "b"]}, {"destroy-target": "b1"}]
    zones = {"b1": "Beth's discard", "b2": "at bank"}
    # two discarded: power less than 2, so b0 and b1, not b2 (nor less than 3: the hand)
    offered = {"destroy-target": ["b0", "b1"]}
    run_check({**check, "expect": {"zones": zones, "offered": offered}})


@pytest.mark.parametrize(
    "text",
    [
        "Destroy up to two of your minions. Then play an extra minion with power less than the"
        " number of cards discarded.",
        "Play an extra minion with power less than the number of minions destroyed.",
        "Destroy up to two of your minions. Ongoing: Your minions with power less than the"
        " number of minions destroyed have +1 power.",
    ],
    ids=["wrong-verb", "nothing-before", "ongoing"],
)
def test_a_power_compared_with_what_was_done_near_misses_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped", compile_text(text).describe()


def test_less_than_and_equal_to_or_less_than_compile_apart() -> None:
    other = SACRIFICE.replace("less than", "equal to or less than")
    one, two = compile_text(SACRIFICE, "action"), compile_text(other, "action")
    assert one.accepted and two.accepted, two.describe()
    assert one.compiled is not None and two.compiled is not None
    assert one.compiled.abilities != two.compiled.abilities


RECYCLE = (
    "Discard two cards. Then play an extra minion from your discard pile with power less than"
    " the number of cards discarded."
)


@pytest.mark.parametrize(
    ("hand", "playable", "refused"),
    [(["p1", "p0"], "p1", "big"), (["p0"], "p0", "p1")],
    ids=["two-discarded", "one-discarded"],
)
def test_an_extra_minion_from_the_discard_pile_below_the_cards_discarded(
    hand: list[str], playable: str, refused: str
) -> None:
    powers = {"p0": 0, "p1": 1, "big": 2}
    check = _table(RECYCLE, [{"card": powers[n], "name": n} for n in hand])
    check["setup"]["discards"] = {
        "Alan": [
            {"card": 2, "name": "big"},
            *([{"card": 1, "name": "p1"}] if "p1" not in hand else []),
        ]
    }
    check["setup"]["hands"]["Alan"].insert(0, {"card": 3, "name": "first"})
    check["do"] = [{"play": "first", "on": "bank"}, {"play": "zap"}]
    check["choices"] = [{"discard-card": "p1"}] if len(hand) == 2 else []
    zones = {n: "Alan's discard" for n in hand}
    legal = [{"play": playable, "on": "bank"}]
    run_check(
        {
            **check,
            "expect": {
                "zones": zones,
                "legal": legal,
                "illegal": [{"play": refused, "on": "bank"}],
            },
        }
    )


WINNER = "After this base scores, the winner discards up to two cards and draws that many cards."


def test_the_winner_draws_as_many_as_they_discarded() -> None:
    outcome = compile_text(WINNER, "base")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    ((discard, draw),) = (a.effects for a in outcome.compiled.abilities.abilities)
    assert discard.verb == "discard" and draw.amount == Amount(1, result=Result(0, "discard"))
    minions = {"Alan": [{"card": 4, "name": "a-m"}], "Beth": [{"card": 6, "name": "b-m"}]}
    check = {
        "players": ["Alan", "Beth"],
        "cards": {"arena": stand_in(WINNER, "base", breakpoint=10, vps=[3, 2, 1])},
        "setup": {
            "bases": [
                {"name": "arena", "card": "arena", "minions": minions},
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "hands": {"Beth": _cards("b1", "b2", "b3"), "Alan": _cards("a1")},
            "decks": {p: [1, 1, 1, 1, 1] for p in ("Alan", "Beth")},
        },
        "do": ["next-turn"],
        # Beth (the winner) discards one of three: she draws one, not three (Alan draws his
        # two at the end of his turn)
        "choices": [{"discard-card": ["b2"], "player": "Beth"}],
        "expect": {"zones": {"b2": "Beth's discard"}, "deck-size": {"Beth": 4, "Alan": 3}},
    }
    run_check(check)
