"""Restrictions a base (or a card on it) prints, compiled and played: "Actions cannot be
played here." (no player, on the base or on a minion there) beside "Other players cannot
play actions here." (only the card's controller may)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


def _check(text: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "cards": {
            "quiet": stand_in(text, "base", breakpoint=30),
            "hex": {"type": "action", "modifier": "minion", "ongoing": {"power": -1}},
            "ward": {"type": "action", "modifier": "base", "ongoing": {"power": 1}},
        },
        "setup": {
            "bases": [
                {
                    "name": "still",
                    "card": "quiet",
                    "minions": {"Beth": [{"card": 3, "name": "mine"}]},
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 3, "name": "far"}]},
                },
            ],
            "hands": {"Alan": ["hex", {"card": "hex", "name": "hex2"}, "ward"]},
            "plays": {"Alan": {"minions": 1, "actions": 3}},
        },
        "do": steps,
        "expect": {"power": {"far": 2}},
    }


@pytest.mark.parametrize(
    "text", ["Actions cannot be played here.", "Other players cannot play actions here."]
)
def test_the_restriction_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "base")
    assert outcome.status == "compiled", outcome.describe()


def test_no_player_plays_an_action_here_nor_on_a_minion_here() -> None:
    run_check(
        _check(
            "Actions cannot be played here.",
            [
                {"play": "hex", "on": "mine", "illegal": "actions can't be played"},
                {"play": "ward", "on": "still", "illegal": "actions can't be played"},
                {"play": "hex2", "on": "far"},
            ],
        )
    )


def test_only_some_actions_is_not_said() -> None:
    outcome = compile_text("Your actions cannot be played here.", "base")
    assert outcome.status == "stopped"
    assert "only some cards cannot be played here" in outcome.describe()
