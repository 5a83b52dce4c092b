"""One ability at two moments joined by "or" compiled (lang-twomoments): "After this minion
is destroyed or moved, ...", "After you play or move a minion here, ...", "After a minion
is played here or moved here, ...", "At the start or end of your turn, ...": the trigger
ability of each moment, with the same effects, said back as one sentence; the engine
plays each at its own moment, once. "Destroyed or discarded" ("or placed in the discard
pile") in an ongoing text is the one goes-to-discard moment (a destroyed minion is
discarded too: it fires once). Moments one event may both be, or that differ in more
than their moment (conditions, "once per turn"), stop."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Ability
from smashwiki.engine.scenario import run_check

DESTROYED_OR_MOVED = "Ongoing: After this minion is destroyed or moved, draw a card."
DISCARDED = "Ongoing: After this minion is destroyed or discarded, draw a card."
TURNS = "Ongoing: At the start or end of your turn, gain 1 VP."
PLAY_OR_MOVE = "Play on a base. Ongoing: After you play or move a minion here, draw a card."


def _abilities(text: str, card_type: str = "minion") -> tuple[Ability, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    return outcome.compiled.abilities.abilities


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (DESTROYED_OR_MOVED, "minion"),
        ("Ongoing: After this minion is moved or destroyed, you may draw a card.", "minion"),
        (DISCARDED, "minion"),
        ("Ongoing: After this minion is discarded or destroyed, gain 1 VP.", "minion"),
        ("Ongoing: When this minion is destroyed or placed in the discard pile, draw a card.",
         "minion"),
        (TURNS, "minion"),
        ("Ongoing: At the start or end of each turn, draw a card, then discard a card.", "minion"),
        ("Ongoing: At the end of your turn or the start of your turn, draw a card.", "minion"),
        ("At the start or end of your turn, draw a card.", "base"),
        (PLAY_OR_MOVE, "action"),
        ("Play on a base. Ongoing: After a minion is played here or moved here, draw a card.",
         "action"),
        ("Play on a base. Ongoing: After a minion is played or moved here, gain 1 VP.", "action"),
        ("Play on a base. Ongoing: After you play a minion here or move a minion here, draw a"
         " card.", "action"),
        ("After a minion is played or moved here, its owner draws a card.", "base"),
        ("Ongoing: After you play a minion or an action here, draw a card.", "minion"),
        ("Ongoing: After another player plays a minion or an action, gain 1 VP.", "minion"),
        ("Ongoing: After one of your minions or another player's minion is destroyed here,"
         " gain 1 VP.", "minion"),
        ("Play on a minion. Ongoing: At the start or end of your turn, draw 2 cards.", "action"),
    ],
    ids=[
        "destroyed-or-moved", "moved-or-destroyed-may", "destroyed-or-discarded",
        "discarded-or-destroyed", "placed-in-the-discard-pile", "start-or-end-your",
        "start-or-end-each-then", "end-or-the-start", "base-turns", "play-or-move",
        "played-here-or-moved-here", "played-or-moved-here", "play-here-or-move-here",
        "base-its-owner", "minion-or-action", "other-plays-either", "yours-or-theirs-destroyed",
        "minion-modifier",
    ],
)  # fmt: skip
def test_two_moments_compile_and_say_themselves_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_two_moments_are_two_triggers_of_the_same_effects() -> None:
    first, second = _abilities(DESTROYED_OR_MOVED)
    assert first.trigger is not None and second.trigger is not None
    assert (first.trigger.moment, second.trigger.moment) == ("destroyed", "moved")
    assert (first.effects, first.conditions) == (second.effects, second.conditions)
    played, moved = _abilities(PLAY_OR_MOVE, "action")
    assert played.trigger is not None and moved.trigger is not None
    assert (played.trigger.moment, played.trigger.who, played.trigger.here) == (
        "after-play",
        "you",
        True,
    )
    assert (moved.trigger.moment, moved.trigger.moved_by, moved.trigger.here) == (
        "minion-moved",
        "you",
        True,
    )


def test_destroyed_or_discarded_is_one_moment_in_play() -> None:
    (goes,) = _abilities(DISCARDED)
    assert goes.trigger is not None and goes.trigger.moment == "goes-to-discard"
    for said in (
        "Ongoing: After this minion is destroyed or discarded from play, draw a card.",
        "Ongoing: When this minion is destroyed or placed in the discard pile, draw a card.",
    ):
        assert _abilities(said) == (goes,)


def test_the_start_or_end_of_your_turn_keeps_your_turn_for_each() -> None:
    start, end = _abilities(TURNS)
    assert start.trigger is not None and end.trigger is not None
    assert (start.trigger.moment, end.trigger.moment) == ("start-of-turn", "end-of-turn")
    assert [c.kind for c in start.conditions] == [c.kind for c in end.conditions] == ["your-turn"]


def test_played_here_or_moved_here_is_played_or_moved_here() -> None:
    one = _abilities(
        "Play on a base. Ongoing: After a minion is played here or moved here, draw a card.",
        "action",
    )
    other = _abilities(
        "Play on a base. Ongoing: After a minion is played or moved here, draw a card.", "action"
    )
    assert one == other
    assert all(a.trigger is not None and a.trigger.here for a in one)


def test_two_sentences_of_two_moments_are_the_same_abilities() -> None:
    joined = _abilities("Ongoing: After you play a minion or an action here, draw a card.")
    apart = _abilities(
        "Ongoing: After you play a minion here, draw a card. After you play an action here,"
        " draw a card."
    )
    assert joined == apart


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Ongoing: After you play or move a minion here, draw a card.", "minion",
         "this one too?"),
        ("Ongoing: Once per turn, after you play a minion or an action here, draw a card.",
         "minion", "once for both"),
        ("Play on a base. Ongoing: After the first time each turn a minion or an action is"
         " played here, draw a card.", "action", "once for both"),
        ("Ongoing: At the start of your turn or the end of each turn, draw a card.", "minion",
         "conditions differ"),
        ("Ongoing: After this minion is destroyed or returned to your hand, draw a card.",
         "minion", "returned to a hand"),
        ("Ongoing: After you play a minion or a card, gain 1 VP.", "minion",
         "not a minion or an action"),
        ("Ongoing: After a minion or one of your minions is destroyed here, gain 1 VP.",
         "minion", "one event may both be"),
        ("After this minion is destroyed or moved, draw a card.", "minion",
         "an unlabelled ability is On-play"),
        ("Play on a base. At the start or end of your turn, destroy this card.", "action",
         "a trigger outside Ongoing:"),
        ("After a minion is played here or moved here, draw a card.", "base", "'you' on a base"),
        ("Special: Before a base scores or after a base scores, you may play this minion there.",
         "minion", "not one trigger"),
        ("Ongoing: After this minion is destroyed or moved, it gains +1 power until the end of"
         " the turn.", "minion", "'it' after two moments"),
    ],
    ids=[
        "minion-moves-itself", "once-per-turn", "first-time-each-turn", "your-or-each-turn",
        "returned-to-hand",
        "a-card-overlaps", "any-or-yours", "unlabelled", "unlabelled-modifier", "base-you",
        "special", "it",
    ],
)  # fmt: skip
def test_two_moments_stop_where_they_would_play_otherwise(
    text: str, card_type: str, why: str
) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (TURNS, "Ongoing: At the start or end of each turn, gain 1 VP.", "minion"),
        (TURNS, "Ongoing: At the start of your turn, gain 1 VP.", "minion"),
        (DESTROYED_OR_MOVED, DISCARDED, "minion"),
        (DESTROYED_OR_MOVED, "Ongoing: After this minion is destroyed, draw a card.", "minion"),
        (PLAY_OR_MOVE, "Play on a base. Ongoing: After you play a minion here, draw a card.",
         "action"),
        (PLAY_OR_MOVE,
         "Play on a base. Ongoing: After a minion is played or moved here, draw a card.",
         "action"),
    ],
    ids=["your-vs-each", "both-vs-start", "moved-vs-discarded", "both-vs-destroyed",
         "both-vs-play", "you-vs-anyone"],
)  # fmt: skip
def test_two_moments_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


# ---- played: each moment once


def _at_bank(cards: dict[str, Any], hand: list[Any] | None = None) -> dict[str, Any]:
    """Alan's turn: Alan's ``watch`` (if a minion card is given) and ``pal`` at bank, Beth's
    ``foe`` at keep; two cards in each deck; Alan holds ``axe`` and ``shove`` (and
    ``hand``), Beth ``push``."""
    mine: list[Any] = [{"card": 2, "name": "pal"}]
    if cards["watch"]["type"] == "minion":
        mine.append("watch")
    bank = {"name": "bank", "breakpoint": 30, "minions": {"Alan": mine}}
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 3, "name": "foe"}]}}
    decks = {
        p: [{"card": 1, "name": f"{p[0].lower()}{i}"} for i in (1, 2)] for p in ("Alan", "Beth")
    }
    tools = {name: {"type": "action"} for name in ("axe", "shove", "push")}
    hands = {"Alan": ["axe", "shove", *(hand or [])], "Beth": ["push"]}
    return {
        "active": "Alan",
        "cards": {**cards, **tools},
        "setup": {"bases": [bank, keep], "decks": decks, "hands": hands},
    }


HELD = ["axe", "shove"]


@pytest.mark.parametrize(
    ("step", "drawn"),
    [
        ({"destroy": "watch", "by": "axe"}, ["a1"]),
        ({"move": "watch", "to": "keep", "by": "shove"}, ["a1"]),
        ({"destroy": "pal", "by": "axe"}, []),
        ({"move": "pal", "to": "keep", "by": "shove"}, []),
    ],
    ids=["destroyed", "moved", "another-destroyed", "another-moved"],
)
def test_destroyed_or_moved_draws_once_at_either(step: dict[str, Any], drawn: list[str]) -> None:
    check = _at_bank({"watch": stand_in(DESTROYED_OR_MOVED, "minion", power=2)})
    moved = next(c for c in ("watch", "pal") if c in step.values())
    zone = "at keep" if "move" in step else "Alan's discard"
    expect = {"hand": {"Alan": [*HELD, *drawn]}, "zones": {moved: zone}}
    run_check({**check, "do": [step], "expect": expect})


def test_moved_then_destroyed_draws_at_each_moment_once() -> None:
    check = _at_bank({"watch": stand_in(DESTROYED_OR_MOVED, "minion", power=2)})
    steps = [{"move": "watch", "to": "keep", "by": "shove"}, {"destroy": "watch", "by": "axe"}]
    expect = {"hand": {"Alan": [*HELD, "a1", "a2"]}, "zones": {"watch": "Alan's discard"}}
    run_check({**check, "do": steps, "expect": expect})


def test_destroyed_or_discarded_draws_once_when_destroyed() -> None:
    check = _at_bank({"watch": stand_in(DISCARDED, "minion", power=2)})
    expect = {"hand": {"Alan": [*HELD, "a1"]}, "zones": {"watch": "Alan's discard"}}
    run_check({**check, "do": [{"destroy": "watch", "by": "axe"}], "expect": expect})


def test_destroyed_or_discarded_draws_once_as_its_base_scores() -> None:
    check = _at_bank({"watch": stand_in(DISCARDED, "minion", power=2)})
    check["setup"]["bases"][0]["breakpoint"] = 3
    expect = {"zones": {"watch": "Alan's discard"}, "hand": {"Alan": [*HELD, "a1"]}}
    run_check({**check, "do": ["score"], "expect": expect})


@pytest.mark.parametrize(
    ("text", "vps"),
    [(TURNS, [1, 1, 2]), ("Ongoing: At the start or end of each turn, gain 1 VP.", [1, 2, 4])],
    ids=["your-turn", "each-turn"],
)
def test_the_start_and_the_end_of_the_turn_each_score(text: str, vps: list[int]) -> None:
    check = _at_bank({"watch": stand_in(text, "minion", power=2)})
    ended, beths, alans = ({"Alan": n, "Beth": 0} for n in vps)
    steps = [
        {"end-turn": True, "expect": {"vps": ended}},
        {"next-turn": None, "expect": {"vps": beths}},
        {"next-turn": None, "expect": {"vps": alans}},
    ]
    run_check({**check, "do": steps})


SHOVE = "Move a minion to another base."


def _watching(steps: list[Any]) -> dict[str, Any]:
    """Alan plays PLAY_OR_MOVE on bank, then ``steps``; he holds a SHOVE (``shove``) and
    ``newbie``, Beth another (``shove2``); Alan's deck holds three cards."""
    check = _at_bank(
        {"watch": stand_in(PLAY_OR_MOVE, "action")}, ["watch", {"card": 2, "name": "newbie"}]
    )
    shove = stand_in(SHOVE, "action")
    check["cards"] = {**check["cards"], "shove": shove, "shove2": shove}
    check["setup"]["hands"]["Beth"] = ["shove2"]
    check["setup"]["decks"]["Alan"] = [{"card": 1, "name": f"a{i}"} for i in (1, 2, 3)]
    check["do"] = [{"play": "watch", "on": "bank"}, {"grant-extra": "action"}, *steps]
    return check


MOVE_FOE = [{"move-target": "foe"}]  # (to bank: the only other base)


@pytest.mark.parametrize(
    ("steps", "choices", "drawn"),
    [
        ([{"play": "newbie", "on": "bank"}], [], ["shove", "a1"]),
        ([{"play": "shove"}], MOVE_FOE, ["newbie", "a1"]),
        ([{"play": "newbie", "on": "bank"}, {"play": "shove"}], MOVE_FOE, ["a1", "a2"]),
        ([{"play": "newbie", "on": "keep"}], [], ["shove"]),
        ([{"play": "shove"}], [{"move-target": "pal"}], ["newbie"]),
    ],
    ids=["played-here", "moved-here", "both", "played-elsewhere", "moved-away"],
)  # fmt: skip
def test_play_or_move_here_draws_at_each(
    steps: list[Any], choices: list[Any], drawn: list[str]
) -> None:
    check = {**_watching(steps), "choices": choices}
    run_check({**check, "expect": {"hand": {"Alan": ["axe", *drawn]}}})


def test_another_player_moving_a_minion_here_is_not_you() -> None:
    check = {**_watching(["next-turn", {"play": "shove2"}]), "choices": MOVE_FOE}
    hands = {"Alan": ["axe", "shove", "newbie", "a1", "a2"], "Beth": []}
    run_check({**check, "expect": {"hand": hands, "zones": {"foe": "at bank"}}})
