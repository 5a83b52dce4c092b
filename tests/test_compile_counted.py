"""Amounts counted from what an earlier effect of the same ability did, in more wordings
and of more verbs (lang-counted): "for each card you discarded" ("you drew", "you
destroyed", "you returned"), "for each minion destroyed this way", "for each Madness card
you drew", an extra play for each ("Play an extra minion for each card discarded", "Play an
equal number of extra minions", "Play that many extra actions"), "Draw cards equal to the
number of minions destroyed", +1 power counters placed for each. Compiled to an amount with
a ``Result`` (lang-results), said back as printed, played from what that effect really did
(fewer done: fewer counted). "You" is read only of an effect you did; a cost of cards equal
to a card's power stops (the engine pays a fixed number of cards)."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import Amount, PowerFilter, Result
from smashwiki.engine.scenario import run_check

YOU_DISCARDED = "Discard two cards. Draw a card for each card you discarded."
THIS_WAY = "Destroy up to two minions. Gain 1 VP for each minion you destroyed this way."
EQUAL_PLAYS = "Discard up to two cards. Play an equal number of extra minions."
DRAW_EQUAL = "Destroy up to two minions. Draw cards equal to the number of minions destroyed."
COUNTERS = "Discard up to two cards. Place a +1 power counter on a minion for each card discarded."
MADNESS = "Draw two Madness cards. Play an extra action for each Madness card you drew."


# ------------------------------------------------------------------ (1) compiled, said back


@pytest.mark.parametrize(
    ("text", "result"),
    [
        (YOU_DISCARDED, Result(0, "discard")),
        ("Discard up to three cards. For each card you discarded, draw a card.",
         Result(0, "discard")),
        ("Draw three cards. Gain 1 VP for each minion you drew.", Result(0, "draw", "minion")),
        ("Draw two cards. Gain 1 VP for each action drawn this way.", Result(0, "draw", "action")),
        (THIS_WAY, Result(0, "destroy", "minion")),
        ("Destroy up to two minions. Gain 1 VP for each minion destroyed this way.",
         Result(0, "destroy", "minion")),
        ("Return up to two minions to their owners' hands. Draw a card for each minion you"
         " returned.", Result(0, "return", "minion")),
        (MADNESS, Result(0, "draw", "madness")),
        (EQUAL_PLAYS, Result(0, "discard")),
        ("Destroy up to two minions. Play that many extra actions.", Result(0, "destroy")),
        ("Discard up to two cards. You may play an equal number of extra minions of power 2 or"
         " less.", Result(0, "discard")),
        ("Discard up to two cards. Play an extra minion for each card you discarded.",
         Result(0, "discard")),
        (DRAW_EQUAL, Result(0, "destroy", "minion")),
        ("Discard any number of cards. Draw a number of cards equal to the number of cards you"
         " discarded.", Result(0, "discard")),
        (COUNTERS, Result(0, "discard")),
    ],
    ids=[
        "you-discarded", "you-discarded-first", "you-drew", "drawn-this-way", "you-this-way",
        "this-way", "you-returned", "madness-you-drew", "equal-number", "that-many-extra",
        "equal-number-may-power", "extra-for-each", "draw-equal", "a-number-equal",
        "counters",
    ],
)  # fmt: skip
def test_counted_wordings_compile_and_say_themselves_back(text: str, result: Result) -> None:
    counted = effects_of(text)[-1]
    assert counted.amount is not None and counted.amount.result == result


def test_more_wordings_of_the_class_compile() -> None:
    texts = [
        ("Talent: Discard up to two cards. Place two +1 power counters on this minion for each"
         " card you discarded.", "minion"),
        ("Talent: Destroy up to two of your minions here. Play an equal number of extra minions"
         " here.", "minion"),
        ("Destroy up to two of your minions. Then play an extra minion with power less than the"
         " number of minions you destroyed this way.", "action"),
        ("Discard up to two cards and play an equal number of extra actions.", "action"),
        ("Destroy up to two minions. Draw cards equal to the number of minions destroyed this"
         " way.", "action"),
    ]  # fmt: skip
    for text, card_type in texts:
        assert compile_text(text, card_type).accepted, compile_text(text, card_type).describe()


# ------------------------------------------------------------------ (2) the values


def test_the_counters_count_on_one_minion() -> None:
    (_, place) = effects_of(COUNTERS)
    assert place.verb == "place-counters" and place.target is not None
    assert place.target.quantifier.count == 1
    assert place.amount == Amount(1, result=Result(0, "discard"))


def test_an_equal_number_of_extra_plays_is_one_grant_counted() -> None:
    effects = effects_of(EQUAL_PLAYS)
    assert len(effects) == 2 and effects[1].grant is not None
    assert effects[1].amount == Amount(1, result=Result(0, "discard"))


def test_you_and_this_way_say_the_values_of_the_plain_wording() -> None:
    plain = "Destroy up to two minions. Gain 1 VP for each minion destroyed."
    assert effects_of(THIS_WAY) == effects_of(plain)
    assert effects_of(YOU_DISCARDED) == effects_of(YOU_DISCARDED.replace(" you", ""))
    equal = effects_of(DRAW_EQUAL)
    assert equal == effects_of("Destroy up to two minions. Draw a card for each minion destroyed.")


def test_a_power_compared_with_the_minions_you_destroyed() -> None:
    text = (
        "Destroy up to two of your minions. Then play an extra minion with power less than the"
        " number of minions you destroyed."
    )
    play = effects_of(text)[-1]
    assert play.target is not None
    assert play.target.power == PowerFilter("less-than", result=Result(0, "destroy", "minion"))


# ------------------------------------------------------------------ (3) played


def _table(text: str, hand: list[Any], **setup: Any) -> dict[str, Any]:
    """Alan plays ``zap`` (printed ``text``) holding ``hand`` besides; his deck holds five
    cards."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"zap": stand_in(text, "action"), "act": {"type": "action"}},
        "setup": {
            "bases": setup.pop("bases", [{"name": "bank", "breakpoint": 30}]),
            "hands": {"Alan": ["zap", *hand]},
            "decks": {"Alan": [{"card": 1, "name": f"d{n}"} for n in range(1, 6)]},
            **setup,
        },
        "do": [{"play": "zap"}],
    }


def _cards(*names: str) -> list[dict[str, Any]]:
    return [{"card": 2, "name": name} for name in names]


@pytest.mark.parametrize(("hand", "drawn"), [(["a", "b", "c"], 2), (["a"], 1), ([], 0)])
def test_a_player_with_fewer_cards_discards_fewer_and_draws_fewer(
    hand: list[str], drawn: int
) -> None:
    check = _table(YOU_DISCARDED, _cards(*hand))
    if len(hand) > 2:
        check["choices"] = [{"discard-card": "a"}, {"discard-card": "b"}]
    expect = {"deck-size": {"Alan": 5 - drawn}, "discard-size": {"Alan": 1 + min(len(hand), 2)}}
    run_check({**check, "expect": expect})


def test_one_card_discarded_does_not_draw_the_two_asked() -> None:
    check = _table(YOU_DISCARDED, _cards("a"))
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"deck-size": {"Alan": 3}}})


def _minions(**at_bank: list[str]) -> list[dict[str, Any]]:
    minions = {who: [{"card": 2, "name": n} for n in names] for who, names in at_bank.items()}
    return [{"name": "bank", "breakpoint": 30, "minions": minions}]


@pytest.mark.parametrize(
    ("destroyed", "vps"), [([], 0), (["b1"], 1), (["b1", "b2"], 2)], ids=["0", "1", "2"]
)
def test_a_vp_for_each_minion_you_destroyed_this_way(destroyed: list[str], vps: int) -> None:
    check = _table(THIS_WAY, [], bases=_minions(Beth=["b1", "b2", "b3"]))
    check["choices"] = [{"destroy-targets": destroyed}]
    zones = {"zap": "Alan's discard", **{m: "Beth's discard" for m in destroyed}}
    run_check({**check, "expect": {"vps": {"Alan": vps}, "zones": zones}})


def test_a_protected_minion_is_not_destroyed_and_not_counted() -> None:
    guard = stand_in("Ongoing: This minion is not affected by other players' actions.", "minion")
    bases = _minions(Beth=["b1"])
    bases[0]["minions"]["Beth"].append({"card": "guard", "name": "g"})
    check = _table(THIS_WAY, [], bases=bases)
    check["cards"]["guard"] = {**guard, "power": 3}
    check["choices"] = [{"destroy-targets": ["b1", "g"]}]
    run_check({**check, "expect": {"vps": {"Alan": 1}, "zones": {"g": "at bank"}}})


@pytest.mark.parametrize(
    ("destroyed", "drawn"), [([], 0), (["b1"], 1), (["b1", "a1"], 2)], ids=["0", "1", "2"]
)
def test_cards_drawn_equal_to_the_minions_destroyed(destroyed: list[str], drawn: int) -> None:
    check = _table(DRAW_EQUAL, [], bases=_minions(Alan=["a1"], Beth=["b1"]))
    check["choices"] = [{"destroy-targets": destroyed}]
    run_check({**check, "expect": {"deck-size": {"Alan": 5 - drawn}, "hand-size": {"Alan": drawn}}})


@pytest.mark.parametrize(("discarded", "extra"), [([], 0), (["a"], 1), (["a", "b"], 2)])
def test_an_equal_number_of_extra_minions(discarded: list[str], extra: int) -> None:
    minions = [{"card": 3, "name": f"m{n}"} for n in range(1, 5)]
    check = _table(EQUAL_PLAYS, [*_cards("a", "b"), *minions])
    check["choices"] = [{"discard-card": discarded}]
    # his own minion play first: the extra ones come on top of it
    played = [f"m{n}" for n in range(1, extra + 2)]
    check["do"] = [{"play": "zap"}, *({"play": m, "on": "bank"} for m in played)]
    zones = {m: "at bank" for m in played}
    after = {"play": f"m{extra + 2}", "on": "bank"}
    run_check({**check, "expect": {"zones": zones, "illegal": [after]}})


THERE = (
    "Choose a base. Destroy up to two minions there. Play an equal number of extra minions there."
)


def test_extra_minions_there_for_the_minions_destroyed_there() -> None:
    (choose,) = effects_of(THERE)
    destroy, play = choose.effects
    assert destroy.verb == "destroy" and play.grant is not None and play.grant.there
    assert play.amount == Amount(1, result=Result(0, "destroy"))
    minions = [{"card": 3, "name": f"m{n}"} for n in range(1, 4)]
    bases = [*_minions(Beth=["b1"]), {"name": "keep", "breakpoint": 30}]
    check = _table(THERE, minions, bases=bases)
    check["choices"] = [{"choose-base": "bank"}, {"destroy-targets": ["b1"]}]
    # one destroyed at bank: one extra minion, there only (his own play: anywhere)
    check["do"] = [{"play": "zap"}, {"play": "m1", "on": "bank"}, {"play": "m2", "on": "keep"}]
    expect = {
        "zones": {"b1": "Beth's discard", "m1": "at bank", "m2": "at keep"},
        "illegal": [{"play": "m3", "on": "bank"}, {"play": "m3", "on": "keep"}],
    }
    run_check({**check, "expect": expect})


def test_extra_actions_for_each_madness_card_drawn_count_only_those_drawn() -> None:
    check = _table(MADNESS, [{"card": "act", "name": f"x{n}"} for n in (1, 2, 3)])
    check["setup"]["madness-deck"] = 1  # only one there to draw
    check["do"] = [{"play": "zap"}, {"play": "x1"}]
    expect = {"zones": {"x1": "Alan's discard"}, "illegal": [{"play": "x2"}]}
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(("discarded", "counters"), [([], 0), (["a"], 1), (["a", "b"], 2)])
def test_a_counter_for_each_card_discarded(discarded: list[str], counters: int) -> None:
    check = _table(COUNTERS, _cards("a", "b"), bases=_minions(Beth=["b1", "b2"]))
    check["choices"] = [{"discard-card": discarded}]
    if counters:
        check["choices"].append({"counter-target": "b1"})
    expect = {"counters": {"b1": counters, "b2": 0}, "zones": {"zap": "Alan's discard"}}
    run_check({**check, "expect": expect})


# ------------------------------------------------------------------ (4) near-misses stop


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Each other player discards a card. Draw a card for each card you discarded.",
         "action", "does not discard"),
        ("After this base scores, the winner discards up to two cards and draws a card for"
         " each card you discarded.", "base", "another player does"),
        ("Discard any number of cards. Draw a card for each card you drew.", "action",
         "does not draw"),
        ("Play an equal number of extra minions.", "action", "not right after"),
        ("Look at the top three cards of your deck. Play an equal number of extra minions.",
         "action", "does not act on cards"),
        ("Discard up to two cards. Play an equal number of extra minions on each base.",
         "action", "on each base"),
        ("Discard up to two cards. Play two extra minions for each card discarded.", "action",
         "N for each"),
        ("Discard up to two cards. Play an extra minion for each minion you control.", "action",
         "engine cannot play"),
        ("Draw cards equal to the number of minions you control here.", "action",
         "other than what an effect before did"),
        ("Discard up to two cards. Place a +1 power counter on each of your minions for each"
         " card discarded.", "action", "more than one minion"),
        ("Discard up to two cards. For each card discarded, place a +1 power counter on a"
         " minion.", "action", "cannot count"),
        ("Choose a base. Destroy up to two minions there and draw a card. Play an equal number"
         " of extra minions there.", "action", "not right after its one effect"),
        ("You may discard cards equal to its power to destroy it.", "minion",
         "cost of cards equal to a card's power"),
        ("Choose a minion. You may discard cards equal to its power to destroy it.", "action",
         "engine cannot play"),
    ],
    ids=[
        "you-of-each-other", "you-of-the-winner", "drew-after-discard", "equal-of-nothing",
        "equal-of-look", "each-base", "two-for-each", "extra-per-selector", "equal-selector",
        "counters-on-each", "counters-for-each-first", "chosen-base-two-before", "cost-its-power",
        "cost-chosen-power",
    ],
)  # fmt: skip
def test_near_misses_stop_with_the_reason(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


# ------------------------------------------------------------------ (5) apart


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (THIS_WAY, "Destroy up to two minions. Gain 2 VP for each minion you destroyed this way."),
        (YOU_DISCARDED, "Discard two cards. Draw two cards for each card you discarded."),
        (EQUAL_PLAYS, "Discard up to two cards. Play two extra minions."),
        (EQUAL_PLAYS, "Discard up to two cards. Play an equal number of extra actions."),
        (DRAW_EQUAL, "Destroy up to two minions. Draw cards equal to the number of cards"
         " destroyed."),
        (COUNTERS, "Discard up to two cards. Place a +1 power counter on a minion."),
        (MADNESS, "Draw two Madness cards. Play an extra action for each card you drew."),
    ],
    ids=["two-vp", "two-each", "fixed-plays", "actions", "cards-not-minions", "uncounted",
         "any-card"],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")
