"""``events-in-order``: a check can require events to happen in a given order."""

from __future__ import annotations

from typing import Any

import pytest

from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.scenario import mutants, run_check

DRAW_THEN_DISCARD = [
    {"kind": "card-moved", "card": "card-a", "reason": "drawn"},
    {"kind": "card-moved", "card": "zap", "reason": "resolved"},
]


def _check(order: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "cards": {"zap": {"type": "action", "on-play": {"draw": 1}}},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 20}],
            "hands": {"Alan": ["zap"]},
            "decks": {"Alan": [{"card": 1, "name": "card-a"}]},
        },
        "do": [{"play": "zap"}],
        "expect": {"events-in-order": order},
    }


def test_events_in_the_order_they_happened_pass() -> None:
    outcome = run_check(_check(DRAW_THEN_DISCARD))
    assert any(line.startswith("In this order: ") for line in outcome.result)


@pytest.mark.parametrize(
    ("order", "words"),
    [
        pytest.param(list(reversed(DRAW_THEN_DISCARD)), "only before", id="reversed"),
        pytest.param(
            [DRAW_THEN_DISCARD[0], {"kind": "card-moved", "card": "zap", "reason": "destroyed"}],
            "nowhere",
            id="never-happens",
        ),
    ],
)
def test_events_out_of_order_or_missing_fail(order: list[dict[str, Any]], words: str) -> None:
    with pytest.raises(ExpectationFailed, match=words):
        run_check(_check(order))


def test_the_mutant_reverses_the_order_and_fails() -> None:
    [(what, mutant)] = list(mutants(_check(DRAW_THEN_DISCARD)))
    assert what == "expect events-in-order"
    with pytest.raises(ExpectationFailed):
        run_check(mutant)
