"""An ongoing text for every minion of a group, said one by one: "Each minion here has +1
power", "Each of your minions here has -1 power" are the same values as "Minions here
have +1 power", "Your minions here have -1 power" (a modifier on each of them, not one
chosen card), and are played so."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("each", "group", "card_type"),
    [
        ("Each minion here has +1 power.", "Minions here have +1 power.", "base"),
        ("Each minion here has -1 power.", "Minions here have -1 power.", "base"),
        ("Each of your minions here has +1 power.", "Your minions here have +1 power.", "base"),
        ("Each minion here cannot be destroyed.", "Minions here cannot be destroyed.", "base"),
        (
            "Ongoing: Each of your other minions here has +1 power.",
            "Ongoing: Your other minions here have +1 power.",
            "minion",
        ),
        (
            "Ongoing: Each other minion here has -1 power.",
            "Ongoing: Other minions here have -1 power.",
            "minion",
        ),
    ],
)
def test_each_said_one_by_one_is_the_group(each: str, group: str, card_type: str) -> None:
    one_by_one, together = compile_text(each, card_type), compile_text(group, card_type)
    assert one_by_one.status == "compiled", one_by_one.describe()
    assert together.compiled is not None
    assert one_by_one.compiled == together.compiled


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Each minion here has +1 power.", "Each of your minions here has +1 power."),
        ("Each minion here has +1 power.", "Each minion here has -1 power."),
        ("Each minion here has +1 power.", "Each minion has +1 power."),
        (
            "Ongoing: Each of your other minions here has +1 power.",
            "Ongoing: Each of your minions here has +1 power.",
        ),
    ],
)
def test_near_misses_stay_apart(first: str, second: str) -> None:
    card_type = "minion" if first.startswith("Ongoing") else "base"
    values = [compile_text(text, card_type).compiled for text in (first, second)]
    assert None not in values and values[0] != values[1]


@pytest.mark.parametrize(
    "text",
    [
        "Each minion here has +1 power until the end of the turn.",
        "Ongoing: Each minion here gains +1 power.",
        "Ongoing: A minion here has +1 power.",
    ],
)
def test_what_is_no_group_modifier_does_not_compile(text: str) -> None:
    assert not compile_text(text, "minion").accepted


def _weakened(text: str, card_type: str, minions: dict[str, Any], power: dict[str, int]) -> None:
    """The card ``text`` in play at "mire" (a base, or a minion of Alan's there), with
    ``minions`` at it and a minion of each player's at another base."""
    stats = {"breakpoint": 30} if card_type == "base" else {"power": 2}
    card = stand_in(text, card_type, **stats)
    here = dict(minions)
    base: dict[str, Any] = {"name": "mire", "minions": here}
    if card_type == "base":
        base["card"] = "it"
    else:
        base["breakpoint"] = 30
        here["Alan"] = [*here.get("Alan", []), {"card": "it", "name": "it"}]
    run_check(
        {
            "cards": {"it": card},
            "setup": {
                "bases": [
                    base,
                    {
                        "name": "far",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 3, "name": "a-far"}],
                            "Beth": [{"card": 3, "name": "b-far"}],
                        },
                    },
                ]
            },
            "do": [],
            "expect": {"power": {**power, "a-far": 3, "b-far": 3}},
        }
    )


MIRE = {"Alan": [{"card": 3, "name": "a-here"}], "Beth": [{"card": 3, "name": "b-here"}]}


def test_each_minion_here_is_weakened_and_no_other() -> None:
    _weakened("Each minion here has -1 power.", "base", MIRE, {"a-here": 2, "b-here": 2})


def test_each_of_your_other_minions_here_is_strengthened() -> None:
    """On Alan's minion: his other minion here, not itself, not Beth's."""
    _weakened(
        "Ongoing: Each of your other minions here has +1 power.",
        "minion",
        MIRE,
        {"a-here": 4, "b-here": 3, "it": 2},
    )
