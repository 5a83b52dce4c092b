"""lang-moved: minions selected by how they came to the base they are on: "moved here"
(``moved: there`` with ``where: here``: their last arrival at their base was a move, not a
play; moved away and back is moved there again), "moved this turn" (that move this turn).
No selector picks a minion by who moved it earlier (only a trigger at the move knows who moved
it, lang-moves): "moved by ..." stops."""

from __future__ import annotations

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import Selector
from smashwiki.engine.scenario import run_check


def _target(text: str, card_type: str) -> Selector:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    ability = outcome.compiled.abilities.abilities[0]
    found = ability.effects[0].target if ability.effects else ability.statics[0].target
    assert found is not None
    return found


@pytest.mark.parametrize(
    ("text", "card_type", "moved", "where", "whose"),
    [
        ("Destroy a minion that was moved this turn.", "action", "this-turn", "anywhere", "any"),
        ("Destroy each minion moved here this turn.", "minion", "this-turn", "here", "any"),
        (
            "Play on a base. Ongoing: Other players' minions that were moved to this base have"
            " -1 power.",
            "action",
            "there",
            "here",
            "other",
        ),
        (
            "Play on a base. Ongoing: Minions moved here have +1 power.",
            "action",
            "there",
            "here",
            "any",
        ),
    ],
    ids=["moved-this-turn", "moved-here-this-turn", "others-moved-here-static", "moved-here"],
)
def test_moved_minions_compile(
    text: str, card_type: str, moved: str, where: str, whose: str
) -> None:
    found = _target(text, card_type)
    assert (found.moved, found.where, found.whose) == (moved, where, whose)


@pytest.mark.parametrize(
    "text",
    [
        "Destroy a minion moved here by another player this turn.",
        "Destroy a minion moved by you this turn.",
        "Destroy a minion moved there.",
        "Destroy a minion moved to another base.",
        "Destroy a minion moved.",
        "Destroy an action moved here.",
    ],
    ids=["by-another-player", "by-you", "there", "to-another-base", "bare", "action"],
)
def test_moved_near_misses_stop(text: str) -> None:
    assert compile_text(text, "minion").status == "stopped"


def test_moved_and_played_compile_apart() -> None:
    moved = _target("Destroy a minion moved this turn.", "action")
    played = _target("Destroy a minion played this turn.", "action")
    assert moved.moved == "this-turn" and not moved.played_this_turn
    assert played.played_this_turn and played.moved is None


def _wreck() -> dict[str, object]:
    bank = {"name": "bank", "breakpoint": 40, "minions": {"Beth": [{"card": 2, "name": "b1"}]}}
    keep = {"name": "keep", "breakpoint": 40, "minions": {"Beth": [{"card": 3, "name": "b2"}]}}
    yard = {"name": "yard", "breakpoint": 40, "minions": {"Beth": [{"card": 4, "name": "b3"}]}}
    return {
        "active": "Alan",
        "cards": {
            "wreck": stand_in("Destroy each minion moved here this turn.", "minion", power=2)
        },
        "setup": {"bases": [bank, keep, yard], "hands": {"Alan": ["wreck"]}},
        "do": [
            {"move": "b2", "to": "bank"},
            {"move": "b3", "to": "bank"},
            {"move": "b3", "to": "keep"},
            {"play": "wreck", "on": "bank"},
        ],
    }


def test_a_moved_minion_is_destroyed_not_a_played_one_nor_one_moved_on() -> None:
    check = _wreck()
    zones = {"b2": "Beth's discard", "b1": "at bank", "b3": "at keep", "wreck": "at bank"}
    run_check({**check, "expect": {"zones": zones}}, {})


def test_the_played_minion_staying_fails_if_destroyed() -> None:
    check = _wreck()
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"b1": "Beth's discard"}}}, {})


def test_a_minion_that_moves_here_is_a_minion_moved_here() -> None:
    assert_same_values(
        "After a minion moves to this base, its owner may draw a card.",
        "After a minion is moved here, its owner may draw a card.",
        "base",
    )


def test_another_minion_destroyed_on_this_base_is_the_moment_of_any_other_minion() -> None:
    assert_same_values(
        "Ongoing: After another minion on this base is destroyed, place a +1 power counter on"
        " this minion.",
        "Ongoing: After a minion is destroyed here, place a +1 power counter on this minion.",
        "minion",
    )
