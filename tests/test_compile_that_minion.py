""" "That minion" after an effect that chose one minion (destroy, return, move, counters)
is that one: "Place a +1 power counter on one of your minions. Destroy a minion with less
power than that minion." compiles, and the engine's heads say which minion they chose
(they chose none as far as the later effect knew, so it destroyed nothing)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.engine.scenario import run_check


def _then_destroy_smaller(first: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
    text = f"{first} Destroy a minion with less power than that minion."
    return {
        "cards": {"hunt": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": [{"card": 3, "name": "champ"}, {"card": 1, "name": "pal"}],
                        "Beth": [{"card": 2, "name": "small"}, {"card": 5, "name": "big"}],
                    },
                },
                {"name": "keep", "breakpoint": 30},
            ],
            "hands": {"Alan": ["hunt"]},
        },
        "do": [{"play": "hunt"}],
        "choices": choices,
    }


@pytest.mark.parametrize(
    ("first", "choices"),
    [
        ("Place a +1 power counter on one of your minions.", [{"counter-target": "champ"}]),
        ("Move one of your minions to another base.",
         [{"move-target": "champ"}]),
    ],
    ids=["counters", "move"],
)  # fmt: skip
def test_that_minion_is_the_one_the_effect_before_chose(
    first: str, choices: list[dict[str, Any]]
) -> None:
    check = _then_destroy_smaller(first, [*choices, {"destroy-target": "small"}])
    expect = {
        "zones": {"small": "Beth's discard", "big": "at bank", "pal": "at bank"},
        "not-offered": {"destroy-target": ["big", "champ"]},
    }
    run_check({**check, "expect": expect})
