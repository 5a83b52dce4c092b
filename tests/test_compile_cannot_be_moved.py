""" "Minions here cannot be moved." / "This minion cannot be moved." compiled: a static
(``cannot-be-moved``) on the minions its selector names where they are; the engine refuses
to move them to another base, and a move effect does not offer them. Played by scenarios."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

HERE = "Minions here cannot be moved."
SELF = "Ongoing: This minion cannot be moved."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (HERE, "base"),
        ("Play on a base. Ongoing: Minions here cannot be moved.", "action"),
        ("Play on a base. Ongoing: Your minions here cannot be moved.", "action"),
        (SELF, "minion"),
        # lang-r: a minion is only ever moved to another base (normalise rule 4)
        ("Minions here cannot be moved to other bases.", "base"),
    ],
)
def test_cannot_be_moved_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert [s.kind for s in ability.statics] == ["cannot-be-moved"]


@pytest.mark.parametrize(
    "text",
    [
        "Actions here cannot be moved.",
    ],
)
def test_cannot_be_moved_stops_where_it_would_play_otherwise(text: str) -> None:
    assert compile_text(text, "base").status == "stopped"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "Play on a base. Ongoing: Minions here cannot be moved.",
            "Play on a base. Ongoing: Your minions here cannot be moved.",
        ),
        (
            "Play on a base. Ongoing: Minions here cannot be moved.",
            "Play on a base. Ongoing: Minions here cannot be destroyed.",
        ),
    ],
)
def test_cannot_be_moved_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = assert_apart(first, second, "action")
    assert one.rendered != other.rendered


def _moving(cards: dict[str, Any], choices: list[dict[str, Any]], **expect: Any) -> dict[str, Any]:
    """Alan's ``a1`` and Beth's ``b1`` at bank (of card ``pit`` if given), Beth's ``b2`` and
    ``b3`` at keep; Alan plays ``shift``: "Move a minion to another base."."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    if "pit" in cards:
        bank["card"] = "pit"
    bank["minions"] = {"Alan": [{"card": 2, "name": "a1"}], "Beth": [{"card": 1, "name": "b1"}]}
    beths = [{"card": 3, "name": "b2"}, {"card": 1, "name": "b3"}]
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": beths}}
    return {
        "active": "Alan",
        "cards": {**cards, "shift": stand_in("Move a minion to another base.", "action")},
        "setup": {"bases": [bank, keep], "hands": {"Alan": ["shift"]}},
        "do": [{"play": "shift"}],
        "choices": choices,
        "expect": expect,
    }


def test_minions_here_are_not_offered_to_a_move() -> None:
    pit = stand_in(HERE, "base", breakpoint=30)
    choices = [{"move-target": "b2"}]
    offered = {"offered": {"move-target": ["b2", "b3"]}, "not-offered": {"move-target": "a1"}}
    check = _moving({"pit": pit}, choices, zones={"b2": "at bank", "a1": "at bank"}, **offered)
    run_check(check, {})


def test_a_minion_moved_here_may_still_come() -> None:
    pit = stand_in(HERE, "base", breakpoint=30)
    check = _moving({"pit": pit}, [], zones={"b2": "at bank"})
    check["do"] = [{"move": "b2", "to": "bank"}]
    run_check(check, {})


def test_this_minion_is_not_moved_by_any_effect() -> None:
    check = _moving({"a1": stand_in(SELF, "minion", power=2)}, [], zones={"a1": "at bank"})
    check["setup"]["bases"][0]["minions"]["Alan"] = ["a1"]
    check["do"] = [{"move": "a1", "to": "keep", "illegal": True}]
    run_check(check, {})


def test_your_minions_here_leave_other_players_movable() -> None:
    guard = stand_in("Ongoing: Your minions here cannot be moved.", "minion", power=1)
    check = _moving({"guard": guard}, [{"move-target": "b1"}])
    check["setup"]["bases"][0]["minions"]["Alan"].append("guard")
    check["expect"] = {
        "zones": {"b1": "at keep", "a1": "at bank"},
        "offered": {"move-target": ["b1", "b2", "b3"]},
        "not-offered": {"move-target": ["a1", "guard"]},
    }
    run_check(check, {})
