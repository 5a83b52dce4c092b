""" "Once on your turn, after ..." and "Once during your turn, after ..." compiled (lang-f):
a once-per-turn trigger that also needs your Play Cards phase (the glossary's "On your
turn") or any phase of your turn (its "During a turn"), said back as printed. Played by
scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.language.grammar import Condition
from smashwiki.engine.scenario import run_check

ON_DESTROYED = "Ongoing: Once on your turn, after a minion is destroyed here, draw a card."
DURING_DESTROYED = "Ongoing: Once during your turn, after a minion is destroyed here, draw a card."


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: Once on your turn, after you play an action that directly affects this minion, "
        "you may play an action that directly affects this minion as an extra action.",
        "Ongoing: Once on your turn, after you play a minion here, draw a card.",
        "Ongoing: Once during your turn, after you play an action, place a +1 power counter on "
        "this minion.",
        ON_DESTROYED,
        DURING_DESTROYED,
        "Ongoing: Once on your turn, after another player plays a minion here, you may destroy it.",
    ],
)
def test_once_on_your_turn_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert (outcome.rendered or "").startswith(text.split(",")[0])


@pytest.mark.parametrize(
    ("text", "phase"),
    [(ON_DESTROYED, "your-play-phase"), (DURING_DESTROYED, "your-turn")],
    ids=["on", "during"],
)
def test_once_on_your_turn_is_once_per_turn_in_that_part_of_your_turn(
    text: str, phase: str
) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None and ability.trigger.once_per_turn
    assert ability.conditions == (Condition(phase),)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: Once on your turn, at the start of your turn, draw a card.", "minion"),
        ("Ongoing: Once during your turn, at the end of your turn, draw a card.", "minion"),
        ("Once on your turn, after you play a minion here, draw a card.", "base"),
        ("Talent: Once on your turn, draw a card.", "minion"),
        ("Once on your turn, draw a card.", "action"),
        ("Ongoing: Twice on your turn, after you play a minion here, draw a card.", "minion"),
    ],
    ids=["start-of-turn", "end-of-turn", "on-a-base", "talent", "no-trigger", "twice"],
)
def test_once_on_your_turn_stops_where_it_would_play_otherwise(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (ON_DESTROYED, DURING_DESTROYED),
        (ON_DESTROYED, "Ongoing: Once per turn, after a minion is destroyed here, draw a card."),
        (ON_DESTROYED, "Ongoing: After a minion is destroyed here, draw a card."),
    ],
    ids=["on-vs-during", "on-vs-per-turn", "on-vs-every-time"],
)
def test_once_on_your_turn_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = compile_text(first), compile_text(second)
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _destroyed_on(active: str, text: str, times: int) -> dict[str, Any]:
    """``active``'s turn: they play ``times`` actions each destroying one of Beth's minions
    at bank, where Alan's ``watch`` (printed ``text``) is."""
    zap = stand_in("Destroy a minion.", "action")
    zaps = [{"card": "zap", "name": f"zap{n}"} for n in range(times)]
    victims = [{"card": 1, "name": f"v{n}"} for n in range(times)]
    return {
        "active": active,
        "cards": {"watch": stand_in(text, "minion", power=1), "zap": zap},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["watch"], "Beth": victims}}
            ],
            "hands": {active: zaps},
            "decks": {"Alan": [{"card": 1, "name": "a1"}, {"card": 1, "name": "a2"}]},
            "plays": {active: {"minions": 1, "actions": times}},
        },
        "do": [{"play": f"zap{n}"} for n in range(times)],
        "choices": [{"destroy-target": f"v{n}"} for n in range(times)],
    }


def test_once_on_your_turn_draws_once_for_two_minions_destroyed_on_your_turn() -> None:
    check = _destroyed_on("Alan", ON_DESTROYED, 2)
    run_check({**check, "expect": {"hand": {"Alan": ["a1"]}, "deck-size": {"Alan": 1}}})


def test_once_per_turn_alone_also_fires_on_another_players_turn() -> None:
    text = "Ongoing: Once per turn, after a minion is destroyed here, draw a card."
    check = _destroyed_on("Beth", text, 1)
    run_check({**check, "expect": {"hand": {"Alan": ["a1"]}}})


@pytest.mark.parametrize("text", [ON_DESTROYED, DURING_DESTROYED], ids=["on", "during"])
def test_once_on_your_turn_does_not_fire_on_another_players_turn(text: str) -> None:
    check = _destroyed_on("Beth", text, 1)
    expect = {"zones": {"v0": "Beth's discard"}, "hand": {"Alan": []}, "deck-size": {"Alan": 2}}
    run_check({**check, "expect": expect})


def _destroyed_at_the_start_of_alans_turn(text: str) -> dict[str, Any]:
    """Beth's turn ends; at the start of Alan's, his ``bomb`` at bank destroys itself, where
    his ``watch`` (printed ``text``) is (his Draw phase is at the end of his turn)."""
    bomb = stand_in("Ongoing: At the start of your turn, destroy this minion.", "minion", power=1)
    deck = [{"card": 1, "name": f"a{n}"} for n in range(1, 5)]
    return {
        "active": "Beth",
        "cards": {"watch": stand_in(text, "minion", power=1), "bomb": bomb},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Alan": ["watch", "bomb"]}}],
            "decks": {"Alan": deck, "Beth": [{"card": 1, "name": f"b{n}"} for n in range(3)]},
        },
        "do": ["next-turn"],
    }


def test_once_during_your_turn_fires_in_the_start_of_turn_phase() -> None:
    check = _destroyed_at_the_start_of_alans_turn(DURING_DESTROYED)
    run_check({**check, "expect": {"zones": {"bomb": "Alan's discard"}, "hand": {"Alan": ["a1"]}}})


def test_once_on_your_turn_does_not_fire_outside_the_play_cards_phase() -> None:
    check = _destroyed_at_the_start_of_alans_turn(ON_DESTROYED)
    run_check({**check, "expect": {"zones": {"bomb": "Alan's discard"}, "hand-size": {"Alan": 0}}})


def test_an_action_played_as_an_extra_action_is_an_extra_action() -> None:
    assert_same_values(
        "Ongoing: Once on your turn, after you play a minion here, you may play an action that "
        "directly affects this minion as an extra action.",
        "Ongoing: Once on your turn, after you play a minion here, you may play an extra action "
        "that directly affects this minion.",
        "minion",
    )
    assert normalise("Play an action that directly affects it as an extra action.") == (
        "Play an action that directly affects it as an extra action"
    )
