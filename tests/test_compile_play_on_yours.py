""" "Play on one of your minions." compiled: an action its player may attach only to a
minion they control (the print's host), said back as printed; "Play on a minion" (any
minion) compiles apart, and a count other than one stops."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

SHIELD = "Play on one of your minions. Ongoing: This minion has +2 power."


@pytest.mark.parametrize(
    "text",
    [
        SHIELD,
        "Play on one of your minions. Draw a card.",
        "Play on one of your minions. Ongoing: This minion cannot be destroyed.",
    ],
)
def test_play_on_one_of_your_minions_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    assert outcome.compiled.abilities.modifier == "your-minion"


def test_play_on_a_minion_is_another_card() -> None:
    outcome = compile_text("Play on a minion. Ongoing: This minion has +2 power.", "action")
    assert outcome.compiled is not None and outcome.compiled.abilities.modifier == "minion"


@pytest.mark.parametrize(
    "text",
    [
        "Play on two of your minions. Ongoing: This minion has +2 power.",
        "Play on one of your bases. Ongoing: This minion has +2 power.",
    ],
    ids=["two", "bases"],
)
def test_play_on_your_minions_stops_otherwise(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def _shield_check(**more: Any) -> dict[str, Any]:
    return {
        "cards": {"shield": stand_in(SHIELD, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": [{"card": 2, "name": "mine"}],
                        "Beth": [{"card": 3, "name": "theirs"}],
                    },
                }
            ],
            "hands": {"Alan": ["shield"]},
        },
        **more,
    }


def test_the_action_goes_on_your_own_minion() -> None:
    check = _shield_check(do=[{"play": "shield", "on": "mine"}])
    run_check({**check, "expect": {"power": {"mine": 4, "theirs": 3}}})


def test_the_action_cannot_go_on_another_players_minion() -> None:
    check = _shield_check(do=[{"play": "shield", "on": "theirs", "illegal": "own minions"}])
    run_check({**check, "expect": {"power": {"mine": 2, "theirs": 3}}})
