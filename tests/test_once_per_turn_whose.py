"""Whose "once per turn" it is: "the first time each turn a player plays ..." happens once a
turn for the card, whoever plays; a base's "the first time each turn you play ..." once a turn
for each player its "you" describes (each player's first)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.engine.scenario import run_check


def _alan_then_beth(text: str, expected_vps: dict[str, int]) -> dict[str, Any]:
    """On Alan's turn Alan plays a minion at the base, then Beth plays one there as an
    extra minion she must play at once."""
    return {
        "cards": {"rally": stand_in(text, "base", breakpoint=30)},
        "setup": {
            "bases": [{"name": "bank", "card": "rally"}],
            "hands": {"Alan": [{"card": 2, "name": "a1"}], "Beth": [{"card": 2, "name": "b1"}]},
        },
        "do": [
            {"play": "a1", "on": "bank"},
            {"grant-extra": "minion", "as": "Beth", "immediate": True},
        ],
        "choices": [{"play-extra": "b1", "player": "Beth"}],
        "expect": {"zones": {"b1": "at bank"}, "vps": expected_vps},
    }


@pytest.mark.parametrize(
    ("text", "vps"),
    [
        ("The first time each turn a player plays a minion here, that player gains 1 VP.",
         {"Alan": 1, "Beth": 0}),
        ("The first time each turn you play a minion here, gain 1 VP.", {"Alan": 1, "Beth": 1}),
    ],
    ids=["a-player-once-for-the-card", "you-once-for-each-player"],
)  # fmt: skip
def test_whose_once_per_turn_follows_the_text(text: str, vps: dict[str, int]) -> None:
    run_check(_alan_then_beth(text, vps), {})
