""" "Move any number of your minions from one base to another base." compiled: a group of the
minions the selector names (whose, power) at one base its player chooses, all moved to one
other base; the engine offers only those minions (it offered every minion at that base).
Played by scenarios; near-misses apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

YOURS = "Move any number of your minions from one base to another base."


@pytest.mark.parametrize(
    "text",
    [
        YOURS,
        "Move any number of minions from one base to another base.",
        "Move any number of other players' minions of power 2 or less from one base to another "
        "base.",
    ],
)
def test_a_group_moved_from_one_base_compiles(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "Move up to three minions from one base to another base.",
        "Move a minion from one base to another base.",
        "Move any number of minions from two bases to another base.",
    ],
    ids=["up-to", "one", "two-bases"],
)
def test_a_group_moved_otherwise_stops(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def test_whose_minions_is_kept() -> None:
    yours = compile_text(YOURS, "action")
    any_ = compile_text("Move any number of minions from one base to another base.", "action")
    assert yours.compiled is not None and any_.compiled is not None
    assert yours.compiled.abilities != any_.compiled.abilities


def _moved(text: str, choices: list[dict[str, Any]], **expect: Any) -> dict[str, Any]:
    return {
        "cards": {"shift": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": [{"card": 2, "name": "a1"}, {"card": 3, "name": "a2"}],
                        "Beth": [{"card": 1, "name": "b1"}],
                    },
                },
                {"name": "keep", "breakpoint": 30},
            ],
            "hands": {"Alan": ["shift"]},
        },
        "do": [{"play": "shift"}],
        "choices": choices,
        "expect": expect,
    }


def test_only_your_minions_there_are_offered_and_move_together() -> None:
    choices = [{"move-from": "bank"}, {"move-minions": ["a1", "a2"]}]
    zones = {"a1": "at keep", "a2": "at keep", "b1": "at bank"}
    offered = {"offered": {"move-minions": ["a1", "a2"]}, "not-offered": {"move-minions": "b1"}}
    check = _moved(YOURS, choices, zones=zones, **offered)
    run_check(check, {})
