""" "Each time ..." and "After each time ..." opening a trigger (lang-c): said as "After
..." (normalise rule 4: the ability resolves after the event, once for each), and "Return
this minion (card) to your hand": to its owner's hand (the glossary's Control: a card
leaving play goes to its owner's hand). Played by scenarios; near-misses stay apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values
from test_compile_once_your_turn import _destroyed_on
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.scenario import run_check

EACH_TIME = "Ongoing: Each time a minion is destroyed here, draw a card."


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        (EACH_TIME, "Ongoing: After a minion is destroyed here, draw a card.", "minion"),
        (
            "Ongoing: After each time a minion is destroyed here, draw a card.",
            "Ongoing: After a minion is destroyed here, draw a card.",
            "minion",
        ),
        (
            "Each time a minion is destroyed here, its owner draws a card.",
            "After a minion is destroyed here, its owner draws a card.",
            "base",
        ),
        (
            "Each time a player plays a minion here, that player draws a card.",
            "After a player plays a minion here, that player draws a card.",
            "base",
        ),
        (
            "Ongoing: Once per turn, each time you play an action, draw a card.",
            "Ongoing: Once per turn, after you play an action, draw a card.",
            "minion",
        ),
        (
            "Ongoing: Each time one of your minions is destroyed here, gain 1 VP.",
            "Ongoing: After one of your minions is destroyed here, gain 1 VP.",
            "minion",
        ),
        (
            "Play on a base. Ongoing: After a minion is destroyed here, return this card to "
            "your hand.",
            "Play on a base. Ongoing: After a minion is destroyed here, return this card to its "
            "owner's hand.",
            "action",
        ),
        (
            "Ongoing: At the start of your turn, return this minion to your hand.",
            "Ongoing: At the start of your turn, return this minion to its owner's hand.",
            "minion",
        ),
    ],
)
def test_each_time_and_your_hand_say_what_the_engine_plays(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card each time a minion is destroyed.",
        "Each time, draw a card.",
        "Return this minion to your hand. You may play it again as an extra minion.",
    ],
)
def test_each_time_and_your_hand_are_said_as_printed_elsewhere(text: str) -> None:
    said = normalise(text)
    assert "each time" in said.lower() or "to your hand" in said


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a card each time a minion is destroyed here.", "minion"),
        ("Each time you do, draw a card.", "action"),
        ("Return this minion to your deck.", "minion"),
    ],
    ids=["each-time-after", "each-time-you-do", "to-your-deck"],
)
def test_each_time_stops_where_it_would_play_otherwise(text: str, card_type: str) -> None:
    assert compile_text(text, card_type).status == "stopped"


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            EACH_TIME,
            "Ongoing: Once per turn, after a minion is destroyed here, draw a card.",
            "minion",
        ),
        (
            EACH_TIME,
            "Ongoing: Each time one of your minions is destroyed here, draw a card.",
            "minion",
        ),
        (
            "Play on a base. Ongoing: At the start of your turn, return this card to your hand.",
            "Play on a base. Ongoing: At the start of your turn, destroy this card.",
            "action",
        ),
        (
            "Ongoing: At the start of your turn, return this minion to your hand.",
            "Ongoing: At the start of your turn, destroy this minion.",
            "minion",
        ),
    ],
    ids=["every-time-vs-once", "any-vs-yours", "returned-vs-not", "returned-vs-destroyed"],
)
def test_each_time_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


def test_each_time_draws_for_each_minion_destroyed() -> None:
    check = _destroyed_on("Beth", EACH_TIME, 2)
    run_check({**check, "expect": {"hand": {"Alan": ["a1", "a2"]}, "deck-size": {"Alan": 0}}})


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card. Return this card to your hand.",
        "Return this card to its owner's hand.",
        "Choose one: draw a card; or return this card to your hand.",
    ],
)
def test_an_action_returning_itself_as_it_resolves_stops(text: str) -> None:
    """The engine returns only a card in play: a resolving action would go to the discard
    pile instead of its owner's hand (played as printed, it would play otherwise)."""
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()
    assert "returning itself" in outcome.describe()


def test_an_ongoing_action_returns_itself_to_its_owners_hand() -> None:
    text = "Play on a base. Ongoing: At the start of your turn, return this card to your hand."
    boomerang = stand_in(text, "action")
    check: dict[str, Any] = {
        "active": "Beth",
        "cards": {"boomerang": boomerang},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "modifiers": {"Alan": ["boomerang"]}}],
            "decks": {
                "Alan": [{"card": 1, "name": f"a{n}"} for n in range(3)],
                "Beth": [{"card": 1, "name": f"b{n}"} for n in range(3)],
            },
        },
        "do": ["next-turn"],
        "expect": {"zones": {"boomerang": "Alan's hand"}},
    }
    run_check(check)


def test_a_minion_returning_itself_goes_to_its_owners_hand_not_its_controllers() -> None:
    text = "Ongoing: At the start of your turn, return this minion to your hand."
    homing = stand_in(text, "minion", power=2)
    check: dict[str, Any] = {
        "active": "Alan",
        "cards": {"homing": homing},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": [{"card": "homing", "name": "h", "controller": "Beth"}]},
                }
            ],
            "decks": {
                "Alan": [{"card": 1, "name": f"a{n}"} for n in range(3)],
                "Beth": [{"card": 1, "name": f"b{n}"} for n in range(3)],
            },
        },
        "do": ["next-turn"],
        "expect": {"zones": {"h": "Alan's hand"}},
    }
    run_check(check)
