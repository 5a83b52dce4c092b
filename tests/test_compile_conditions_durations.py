"""Conditions and durations of ongoing power and protection compiled (lang-c2):

- a condition said after an ongoing text ("This minion has +2 power during your turn", "on
  your turn", "if ...", "while ...": "while" is "if", normalise rule 4), the same value as
  said before it;
- counts of the minions of the player the ability is for: here other than this one
  (``your-other-minions-here-at-least``/``-at-most``: "another minion here", "no other
  minions here", "this is your only minion here", said of a minion), here
  (``your-minions-here-at-most``: "no minions here"), in play
  (``your-minions-in-play-at-least``), and of their hand ("no cards in hand", "in hand"
  is "in your hand"; ``cards-in-hand-at-least``);
- one subject's ongoing texts joined by "and" ("has +2 power and cannot be destroyed"),
  each its own static, and "cannot be destroyed or moved by other players' cards" (both,
  by those cards);
- "-1 power (minimum 0)" (or "(but not below 0)"): the engine's own floor (the total power
  of a minion, never below 0), the same value as unsaid;
- "until the end of your turn" where the effect always happens on your turn (an action's
  with no Special, a Talent's, at the start of your turn, once on (during) your turn): the
  end of this turn; anywhere else it stops (played on another player's turn it would last
  to the end of your next);
- "One minion gains +3 power ..." (a number opening the sentence), "A minion gains ...".

Each accepted shape is played by a scenario whose expectation fails if the engine did the
wrong thing; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import Ability, Condition, Static
from smashwiki.engine.scenario import run_check


def _abilities(text: str, card_type: str = "minion") -> tuple[Ability, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    return outcome.compiled.abilities.abilities


def _statics(text: str, card_type: str = "minion") -> tuple[Static, ...]:
    (ability,) = (a for a in _abilities(text, card_type) if a.timing == "ongoing")
    return ability.statics


# ------------------------------------------------------------------ compiles, values


@pytest.mark.parametrize(
    ("text", "kind", "condition"),
    [
        ("Ongoing: This minion has +2 power during your turn.", "power", Condition("your-turn")),
        (
            "Ongoing: This minion has +3 power on your turn.",
            "power",
            Condition("your-play-phase"),
        ),
        (
            "Ongoing: This minion has +2 power while you have another minion on this base.",
            "power",
            Condition("your-other-minions-here-at-least", count=1),
        ),
        (
            "Ongoing: This minion has +1 power if you have 2 or more other minions here.",
            "power",
            Condition("your-other-minions-here-at-least", count=2),
        ),
        (
            "Ongoing: If you have no other minions on this base, this minion has +2 power.",
            "power",
            Condition("your-other-minions-here-at-most", count=0),
        ),
        (
            "Ongoing: If this is your only minion on this base, this minion cannot be destroyed.",
            "cannot-be-destroyed",
            Condition("your-other-minions-here-at-most", count=0),
        ),
        (
            "Ongoing: This minion cannot be destroyed if this is your only minion here.",
            "cannot-be-destroyed",
            Condition("your-other-minions-here-at-most", count=0),
        ),
        (
            "Ongoing: Your other minions here have +1 power if you have 3 or more minions in play.",
            "power",
            Condition("your-minions-in-play-at-least", count=3),
        ),
        (
            "Ongoing: This minion has +2 power while you have no cards in hand.",
            "power",
            Condition("cards-in-hand-at-most", count=0),
        ),
        (
            "Ongoing: This minion is not affected by other players' actions if you have 4 or"
            " more cards in your hand.",
            "protect",
            Condition("cards-in-hand-at-least", count=4),
        ),
    ],
    ids=[
        "during-after",
        "on-after",
        "while-another",
        "two-others",
        "no-others-first",
        "your-only-first",
        "your-only-after",
        "in-play",
        "no-cards-in-hand",
        "cards-at-least",
    ],
)
def test_a_static_with_its_condition_compiles(text: str, kind: str, condition: Condition) -> None:
    (static,) = _statics(text)
    assert static.kind == kind and static.condition == condition


@pytest.mark.parametrize(
    ("text", "card_type", "condition"),
    [
        (
            "If you have 2 or fewer cards in hand, draw a card.",
            "action",
            Condition("cards-in-hand-at-most", count=2),
        ),
        (
            "If you have no cards in hand, draw two cards.",
            "action",
            Condition("cards-in-hand-at-most", count=0),
        ),
        (
            "If you have 3 or more minions in play, draw a card.",
            "action",
            Condition("your-minions-in-play-at-least", count=3),
        ),
        (
            "If you have another minion here, draw a card.",
            "minion",
            Condition("your-other-minions-here-at-least", count=1),
        ),
        (
            "Play on a base. Ongoing: If you have no minions here, you have +2 power here.",
            "action",
            Condition("your-minions-here-at-most", count=0),
        ),
    ],
    ids=["two-or-fewer-in-hand", "no-cards", "in-play", "another-here", "no-minions-here"],
)
def test_a_new_condition_compiles_on_an_effect_too(
    text: str, card_type: str, condition: Condition
) -> None:
    found = [
        c
        for a in _abilities(text, card_type)
        for c in [*(e.condition for e in a.effects), *(s.condition for s in a.statics)]
    ]
    assert found == [condition]


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        (
            "Ongoing: This minion has +2 power and cannot be destroyed.",
            ["power", "cannot-be-destroyed"],
        ),
        (
            "Ongoing: This minion has +1 power and is not affected by other players' actions.",
            ["power", "protect"],
        ),
        (
            "Ongoing: This minion cannot be destroyed or moved by other players' cards.",
            ["cannot-be-destroyed", "cannot-be-moved"],
        ),
        (
            "Ongoing: This minion cannot be destroyed or moved.",
            ["cannot-be-destroyed", "cannot-be-moved"],
        ),
        (
            "Ongoing: Your minions here have +1 power and cannot be moved.",
            ["power", "cannot-be-moved"],
        ),
        (
            "Ongoing: This minion has +2 power and cannot be destroyed and cannot be moved.",
            ["power", "cannot-be-destroyed", "cannot-be-moved"],
        ),
    ],
    ids=[
        "power-indestructible",
        "power-protected",
        "or-moved-by-others",
        "or-moved",
        "group",
        "three",
    ],
)
def test_joined_statics_are_each_their_own_of_one_subject(text: str, kinds: list[str]) -> None:
    statics = _statics(text)
    assert [s.kind for s in statics] == kinds
    assert len({s.target for s in statics}) == 1


def test_destroyed_or_moved_by_other_players_cards_is_both_by_them() -> None:
    statics = _statics("Ongoing: This minion cannot be destroyed or moved by other players' cards.")
    assert {s.protect_from for s in statics} == {"other-players-cards"}
    (apart,) = _statics("Ongoing: This minion cannot be moved by other players' cards.")
    assert apart == statics[1]


def test_a_condition_before_joined_statics_is_each_of_theirs() -> None:
    statics = _statics(
        "Ongoing: During your turn, this minion has +2 power and cannot be destroyed."
    )
    assert [s.condition for s in statics] == [Condition("your-turn")] * 2


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            "Ongoing: This minion has +2 power during your turn.",
            "Ongoing: During your turn, this minion has +2 power.",
            "minion",
        ),
        (
            "Ongoing: This minion has +2 power while you have another minion here.",
            "Ongoing: If you have another minion here, this minion has +2 power.",
            "minion",
        ),
        (
            "Ongoing: If this is your only minion here, this minion has +2 power.",
            "Ongoing: If you have no other minions here, this minion has +2 power.",
            "minion",
        ),
        (
            "Ongoing: This minion has +2 power as long as you have another minion here.",
            "Ongoing: If you have another minion here, this minion has +2 power.",
            "minion",
        ),
        (
            "Ongoing: This minion has +2 power and cannot be destroyed.",
            "Ongoing: This minion has +2 power. This minion cannot be destroyed.",
            "minion",
        ),
        (
            "Play on a base. Ongoing: Other players' minions here have -1 power (minimum 0).",
            "Play on a base. Ongoing: Other players' minions here have -1 power.",
            "action",
        ),
        (
            "Play on a base. Ongoing: Other players' minions here have -1 power (but not below 0).",
            "Play on a base. Ongoing: Other players' minions here have -1 power.",
            "action",
        ),
        (
            "Each of your minions gains +1 power until the end of your turn.",
            "Each of your minions gains +1 power until the end of the turn.",
            "action",
        ),
        (
            "Until the end of your turn, give a minion +2 power.",
            "Give a minion +2 power until the end of the turn.",
            "action",
        ),
        (
            "One minion gains +3 power until the end of the turn.",
            "Give a minion +3 power until the end of the turn.",
            "action",
        ),
        (
            "Two minions gain +1 power until the end of the turn.",
            "Give two minions +1 power until the end of the turn.",
            "action",
        ),
        (
            "Talent: One of your minions gains +2 power until the end of your turn.",
            "Talent: Give one of your minions +2 power until the end of the turn.",
            "minion",
        ),
        (
            "Ongoing: At the start of your turn, this minion gains +2 power until the end of"
            " your turn.",
            "Ongoing: At the start of your turn, give this minion +2 power until the end of the"
            " turn.",
            "minion",
        ),
        (
            "Ongoing: Once during your turn, after you play a minion, this minion gains +1 power"
            " until the end of your turn.",
            "Ongoing: Once during your turn, after you play a minion, give this minion +1 power"
            " until the end of the turn.",
            "minion",
        ),
    ],
    ids=[
        "condition-after",
        "while-is-if",
        "your-only-is-no-others",
        "as-long-as-is-if",
        "joined-is-apart",
        "minimum-0",
        "not-below-0",
        "your-turn-action",
        "your-turn-first",
        "one-minion",
        "two-minions",
        "your-turn-talent",
        "your-turn-start",
        "your-turn-once-during",
    ],
)
def test_wordings_of_one_meaning_compile_alike(first: str, second: str, card_type: str) -> None:
    assert _abilities(first, card_type) == _abilities(second, card_type)


# ------------------------------------------------------------------ near-misses


@pytest.mark.parametrize(
    ("text", "card_type", "reason"),
    [
        (
            "Ongoing: This minion has +2 power and cannot be destroyed during your turn.",
            "minion",
            "of the last, or all",
        ),
        ("Each of your minions gains +1 power until the end of your turn.", "minion", "another"),
        (
            "Special: Before a base scores, give a minion +2 power until the end of your turn.",
            "action",
            "Special",
        ),
        (
            "Give a minion +2 power until the end of your turn. Special: Before a base scores,"
            " draw a card.",
            "action",
            "with a Special",
        ),
        (
            "Ongoing: At the start of each turn, this minion gains +2 power until the end of"
            " your turn.",
            "minion",
            "another player's turn",
        ),
        (
            "Ongoing: After you play a minion, this minion gains +1 power until the end of your"
            " turn.",
            "minion",
            "another player's turn",
        ),
        (
            "Ongoing: At the end of your turn, this minion gains +2 power until the end of your"
            " turn.",
            "minion",
            "another player's turn",
        ),
        (
            "Ongoing: Once per turn, after you play an action, this minion gains +1 power until"
            " the end of your turn.",
            "minion",
            "another player's turn",
        ),
        ("Give a minion +2 power until the end of their turn.", "action", "cannot parse"),
        (
            "Play on a base. Ongoing: Other players' minions here have -1 power (minimum 1).",
            "action",
            "'('",
        ),
        (
            "Play on a base. Ongoing: Other players' minions here have +1 power (minimum 0).",
            "action",
            "'('",
        ),
        (
            "Play on a base. Ongoing: Other players' minions here have -1 power (minimum zero).",
            "action",
            "'('",
        ),
        ("If you have another minion here, draw a card.", "action", "no minion"),
        (
            "Play on a base. Ongoing: If you have another minion here, you have +1 power here.",
            "action",
            "no minion",
        ),
        ("If you have no minions here, draw a card.", "action", "played on no base"),
        (
            "Ongoing: This minion has +2 power if you have another minion there.",
            "minion",
            "other than 'here'",
        ),
        (
            "Ongoing: This minion has +2 power if you have 0 or more other minions here.",
            "minion",
            "a count of 0",
        ),
        ("Ongoing: This minion has +2 power and has +1 power.", "minion", "said twice"),
        ("If they have no cards in hand, draw a card.", "action", "'they'"),
        ("Ongoing: This minion has +2 power during each turn.", "minion", "'each'"),
    ],
    ids=[
        "condition-after-joined",
        "your-turn-minion-on-play",
        "your-turn-special",
        "your-turn-action-with-special",
        "your-turn-each-turn",
        "your-turn-after-a-play",
        "your-turn-at-its-end",
        "your-turn-once-per-turn",
        "their-turn",
        "minimum-1",
        "minimum-of-a-gain",
        "minimum-zero-word",
        "another-on-an-action",
        "another-on-a-modifier",
        "here-on-a-plain-action",
        "there",
        "zero-or-more",
        "power-twice",
        "they",
        "each-turn",
    ],
)
def test_near_misses_stop(text: str, card_type: str, reason: str) -> None:
    assert_stops(text, card_type, reason)


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            "Ongoing: This minion has +2 power during your turn.",
            "Ongoing: This minion has +2 power on your turn.",
            "minion",
        ),
        (
            "Ongoing: This minion has +2 power if you have another minion here.",
            "Ongoing: This minion has +2 power if you have 2 or more minions here.",
            "minion",
        ),
        (
            "Ongoing: This minion has +2 power if you have no other minions here.",
            "Ongoing: This minion has +2 power if this is the only minion here.",
            "minion",
        ),
        (
            "If you have no cards in hand, draw a card.",
            "If you have 1 or fewer cards in hand, draw a card.",
            "action",
        ),
        (
            "If you have 3 or more minions in play, draw a card.",
            "Play on a base. If you have 3 or more minions here, draw a card.",
            "action",
        ),
        (
            "Ongoing: This minion cannot be destroyed or moved by other players' cards.",
            "Ongoing: This minion cannot be destroyed or moved.",
            "minion",
        ),
        (
            "Each of your minions gains +1 power until the end of your turn.",
            "Each of your minions gains +1 power until the start of your next turn.",
            "action",
        ),
        (
            "One minion gains +3 power until the end of the turn.",
            "Each minion gains +3 power until the end of the turn.",
            "action",
        ),
        (
            "Two minions gain +1 power until the end of the turn.",
            "Up to two minions gain +1 power until the end of the turn.",
            "action",
        ),
    ],
    ids=[
        "during-vs-on",
        "another-vs-two-or-more",
        "your-only-vs-the-only",
        "none-vs-one-or-fewer",
        "in-play-vs-here",
        "by-others-vs-any",
        "your-turn-vs-next-turn",
        "one-vs-each",
        "two-vs-up-to-two",
    ],
)
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert _abilities(first, card_type) != _abilities(second, card_type)


# ------------------------------------------------------------------ played


def _at_bank(cards: dict[str, Any], minions: dict[str, Any], **setup: Any) -> dict[str, Any]:
    """``minions`` at bank (breakpoint 40), ``keep`` (breakpoint 40) beside it."""
    bases = [
        {"name": "bank", "breakpoint": 40, "minions": minions},
        {"name": "keep", "breakpoint": 40, "minions": setup.pop("keep", {})},
    ]
    decks = {"Alan": [1, 1, 1], "Beth": [1, 1, 1]}
    return {"cards": cards, "setup": {"bases": bases, "decks": decks, **setup}}


AFTER = "Ongoing: This minion has +2 power during your turn."


def test_a_condition_said_after_holds_on_your_turn_only() -> None:
    check = _at_bank({"brute": stand_in(AFTER, "minion", power=3)}, {"Alan": ["brute"]})
    run_check({**check, "expect": {"power": {"brute": 5}}})
    run_check({**check, "do": ["next-turn"], "expect": {"power": {"brute": 3}}})


ANOTHER = "Ongoing: This minion has +1 power while you have another minion on this base."


@pytest.mark.parametrize(
    ("minions", "keep", "power"),
    [
        ({"Alan": ["brute"]}, {}, 3),
        ({"Alan": ["brute", {"card": 1, "name": "pal"}]}, {}, 4),
        ({"Alan": ["brute"], "Beth": [{"card": 1, "name": "foe"}]}, {}, 3),
        ({"Alan": ["brute"]}, {"Alan": [{"card": 1, "name": "far"}]}, 3),
    ],
    ids=["alone", "with-yours-here", "with-another-players", "yours-elsewhere"],
)
def test_another_minion_here_is_one_of_yours_here(
    minions: dict[str, Any], keep: dict[str, Any], power: int
) -> None:
    check = _at_bank({"brute": stand_in(ANOTHER, "minion", power=3)}, minions, keep=keep)
    run_check({**check, "expect": {"power": {"brute": power}}})


ONLY = "Ongoing: If this is your only minion on this base, this minion cannot be destroyed."
ZAP = "Destroy a minion."


def _zapped(mine: list[Any]) -> dict[str, Any]:
    """Alan's ``lone`` (and ``mine``) at bank, Beth's ``foe``; Beth plays zap."""
    cards = {"lone": stand_in(ONLY, "minion", power=2), "zap": stand_in(ZAP, "action")}
    beths = [{"card": 1, "name": "foe"}, {"card": 1, "name": "foe2"}]
    minions = {"Alan": ["lone", *mine], "Beth": beths}
    check = _at_bank(cards, minions, hands={"Beth": ["zap"]})
    check["active"] = "Beth"
    check["do"] = [{"play": "zap"}]
    return check


def test_your_only_minion_here_cannot_be_destroyed() -> None:
    check = _zapped([])
    check["choices"] = [{"destroy-target": "foe"}]
    check["expect"] = {
        "zones": {"foe": "Beth's discard"},
        "not-offered": {"destroy-target": "lone"},
    }
    run_check(check)


def test_your_minion_with_a_friend_here_can_be_destroyed() -> None:
    check = _zapped([{"card": 1, "name": "pal"}])
    check["choices"] = [{"destroy-target": "lone"}]
    run_check({**check, "expect": {"zones": {"lone": "Alan's discard"}}})


JOINED = "Ongoing: This minion has +2 power and cannot be destroyed."


def test_joined_statics_both_play() -> None:
    cards = {"tank": stand_in(JOINED, "minion", power=3), "zap": stand_in(ZAP, "action")}
    minions = {"Alan": ["tank"], "Beth": [{"card": 1, "name": "foe"}, {"card": 1, "name": "foe2"}]}
    check = _at_bank(cards, minions, hands={"Beth": ["zap"]})
    check.update(active="Beth", do=[{"play": "zap"}], choices=[{"destroy-target": "foe"}])
    expect = {"power": {"tank": 5}, "zones": {"foe": "Beth's discard"}}
    run_check({**check, "expect": {**expect, "not-offered": {"destroy-target": "tank"}}})


FIRM = "Ongoing: This minion cannot be destroyed or moved by other players' cards."
SHIFT = "Move a minion to another base."


def _pushed(player: str, text: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
    cards = {"firm": stand_in(FIRM, "minion", power=2), "push": stand_in(text, "action")}
    minions = {"Alan": ["firm"], "Beth": [{"card": 1, "name": "foe"}, {"card": 1, "name": "foe2"}]}
    check = _at_bank(cards, minions, hands={player: ["push"]})
    check.update(active=player, do=[{"play": "push"}], choices=choices)
    return check


@pytest.mark.parametrize("text", [ZAP, SHIFT], ids=["destroy", "move"])
def test_other_players_cards_cannot_destroy_or_move_it(text: str) -> None:
    verb = "destroy" if text == ZAP else "move"
    check = _pushed("Beth", text, [{f"{verb}-target": "foe"}])
    run_check(
        {
            **check,
            "expect": {"zones": {"firm": "at bank"}, "not-offered": {f"{verb}-target": "firm"}},
        }
    )


def test_its_own_players_cards_may_move_it() -> None:
    check = _pushed("Alan", SHIFT, [{"move-target": "firm"}])
    run_check({**check, "expect": {"zones": {"firm": "at keep"}}})


FLOOR = "Play on a base. Ongoing: Other players' minions here have -1 power (minimum 0)."


@pytest.mark.parametrize(
    ("curses", "power"), [(["curse"], 0), (["curse", "curse2"], 0)], ids=["one", "two"]
)
def test_minus_power_with_a_floor_stops_at_0(curses: list[str], power: int) -> None:
    """A minion of power 1 under one or two such cards has power 0 (never -1): the floor
    the engine applies to every minion's total power."""
    cards = {c: stand_in(FLOOR, "action") for c in curses}
    bank = {"Alan": [{"card": 2, "name": "mine"}], "Beth": [{"card": 1, "name": "weak"}]}
    check = _at_bank(cards, bank)
    check["setup"]["bases"][0]["modifiers"] = {"Alan": curses}
    expect = {"power": {"weak": power, "mine": 2}}
    run_check({**check, "expect": expect})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"power": {"weak": 1}}})


RALLY = "Each of your minions gains +1 power until the end of your turn."


def test_until_the_end_of_your_turn_ends_with_this_turn() -> None:
    cards = {"rally": stand_in(RALLY, "action")}
    minions = {"Alan": [{"card": 3, "name": "mine"}], "Beth": [{"card": 2, "name": "foe"}]}
    check = _at_bank(cards, minions, hands={"Alan": ["rally"]})
    during = {"play": "rally", "expect": {"power": {"mine": 4, "foe": 2}}}
    check["do"] = [during, "next-turn"]
    run_check({**check, "expect": {"power": {"mine": 3, "foe": 2}}})


DAWN = "Ongoing: At the start of your turn, this minion gains +2 power until the end of your turn."


def test_a_start_of_your_turn_gain_lasts_your_turn() -> None:
    check = _at_bank({"dawn": stand_in(DAWN, "minion", power=3)}, {"Alan": ["dawn"]})
    check["active"] = "Beth"
    check["do"] = [{"next-turn": None, "expect": {"power": {"dawn": 5}}}, "next-turn"]
    run_check({**check, "expect": {"power": {"dawn": 3}}})


ONE = "One minion gains +3 power until the end of the turn."


def test_one_minion_gains_is_the_one_chosen() -> None:
    cards = {"boost": stand_in(ONE, "action")}
    minions = {"Alan": [{"card": 2, "name": "mine"}], "Beth": [{"card": 2, "name": "foe"}]}
    check = _at_bank(cards, minions, hands={"Alan": ["boost"]})
    check["do"] = [{"play": "boost"}]
    check["choices"] = [{"power-target": "foe"}]
    run_check({**check, "expect": {"power": {"foe": 5, "mine": 2}}})


HAND = "If you have no cards in hand, draw two cards."


@pytest.mark.parametrize(("held", "drawn"), [(0, 2), (1, 0)], ids=["empty", "one-held"])
def test_no_cards_in_hand_counts_the_hand_as_it_resolves(held: int, drawn: int) -> None:
    """The action being played has left the hand: with nothing else held, you draw."""
    kept = [{"card": 1, "name": f"h{n}"} for n in range(held)]
    check = _at_bank({"refill": stand_in(HAND, "action")}, {}, hands={"Alan": ["refill", *kept]})
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]}
    check["do"] = [{"play": "refill"}]
    place = "Alan's hand" if drawn else "Alan's deck"
    zones = {"d1": place, "d2": place, "refill": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


CROWD = "If you have 3 or more minions in play, draw a card."


@pytest.mark.parametrize(
    ("bank", "keep", "draws"),
    [
        ({"Alan": ["m1", "m2"]}, {"Alan": ["m3"]}, True),
        ({"Alan": ["m1", "m2"], "Beth": ["m3"]}, {}, False),
    ],
    ids=["yours-on-two-bases", "one-is-another-players"],
)
def test_minions_in_play_are_yours_on_every_base(
    bank: dict[str, Any], keep: dict[str, Any], draws: bool
) -> None:
    minions = {f"m{n}": {"type": "minion", "power": 1} for n in (1, 2, 3)}
    check = _at_bank(
        {"crowd": stand_in(CROWD, "action"), **minions}, bank, keep=keep, hands={"Alan": ["crowd"]}
    )
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "d1"}]}
    check["do"] = [{"play": "crowd"}]
    zones = {"d1": "Alan's hand" if draws else "Alan's deck", "crowd": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


ONCE = (
    "Ongoing: Once during your turn, after you play a minion, this minion gains +1 power until"
    " the end of your turn."
)


def test_a_gain_once_during_your_turn_ends_with_it() -> None:
    cards = {"coach": stand_in(ONCE, "minion", power=2), "kid": {"type": "minion", "power": 1}}
    check = _at_bank(cards, {"Alan": ["coach"]}, hands={"Alan": ["kid"]})
    played = {"play": "kid", "on": "bank", "expect": {"power": {"coach": 3}}}
    check["do"] = [played, "next-turn"]
    run_check({**check, "expect": {"power": {"coach": 2}, "zones": {"kid": "at bank"}}})


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        (
            "This minion has +2 power while you have a card.",
            "This minion has +2 power if you have a card.",
        ),
        (
            "As long as this is your only minion here, draw.",
            "If this is your only minion here, draw.",
        ),
        ("If you have no cards in hand, draw.", "If you have no cards in your hand, draw."),
        ("Minions here have -2 power (minimum 0).", "Minions here have -2 power."),
        (
            "Minions here have -1 power (but not below zero).",
            "Minions here have -1 power (but not below zero).",
        ),
    ],
    ids=["while", "as-long-as", "in-hand", "minimum-0", "zero-word-kept"],
)
def test_normalise_says_these_alike(printed: str, said: str) -> None:
    assert normalise(printed) == normalise(said)


@pytest.mark.parametrize(
    ("printed", "other"),
    [
        ("Minions here have -2 power (minimum 1).", "Minions here have -2 power."),
        ("Minions here have +2 power (minimum 0).", "Minions here have +2 power."),
        (
            "Each player with no cards in hand draws.",
            "Each player with no cards in your hand draws.",
        ),
        (
            "If you have a minion here and Beth has no cards in hand, draw.",
            "If you have a minion here and Beth has no cards in your hand, draw.",
        ),
    ],
    ids=["minimum-1", "a-gain", "not-yours", "another-players-hand"],
)
def test_normalise_keeps_these_apart(printed: str, other: str) -> None:
    assert normalise(printed) != normalise(other)
