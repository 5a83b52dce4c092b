"""A base's trigger on a minion played here that only places power counters on that minion
("The first time a minion is played here each turn, place a +1 power counter on it.",
"After a minion is played here, place two +1 power counters on it."): no player is said to
do it, as who places them changes nothing (as "it gains +2 power"), so the print's
imperative is the engine's reading. Played: only the turn's first minion gets the counter;
one that places counters on other minions still names its player (differs)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.scenario import run_check

FIRST = "The first time a minion is played here each turn, place a +1 power counter on it."


@pytest.mark.parametrize(
    "text",
    [
        FIRST,
        "After the first minion is played here each turn, place a +1 power counter on it.",
        "After a minion is played here, place two +1 power counters on it.",
    ],
    ids=["first-time", "first-minion", "every-minion"],
)
def test_counters_on_the_minion_played_here_compile(text: str) -> None:
    outcome = compile_text(text, "base")
    assert outcome.accepted, outcome.describe()
    assert outcome.stored is not None
    (trigger,) = outcome.stored["triggers"]
    assert trigger["do"][0]["target"] == {"this": "event"}


def test_counters_on_each_minion_here_still_name_who_places_them() -> None:
    text = "After a minion is played here, place a +1 power counter on each minion here."
    assert compile_text(text, "base").status == "differs"


def _two_plays(text: str) -> dict[str, Any]:
    """Alan plays ``first`` then ``second`` at the base ``nest`` of card ``text``."""
    return {
        "active": "Alan",
        "cards": {"nest": stand_in(text, "base", breakpoint=30)},
        "setup": {
            "bases": [{"name": "bank", "card": "nest"}],
            "hands": {"Alan": [{"card": 2, "name": "first"}, {"card": 3, "name": "second"}]},
            "plays": {"Alan": {"minions": 2}},
        },
        "do": [{"play": "first", "on": "bank"}, {"play": "second", "on": "bank"}],
    }


def test_only_the_turns_first_minion_played_here_gets_the_counter() -> None:
    run_check({**_two_plays(FIRST), "expect": {"counters": {"first": 1, "second": 0}}})


def test_a_counter_on_the_second_minion_fails() -> None:
    with pytest.raises(ExpectationFailed):
        run_check({**_two_plays(FIRST), "expect": {"counters": {"second": 1}}})
