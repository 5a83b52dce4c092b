"""'Transfer a +1 power counter from one minion to another' compiled: normalise rule 4's
"move a +1 power counter from a minion to another minion", from any minion with that many
counters to any other minion; a scenario plays it; near-misses stop or stay apart."""

from __future__ import annotations

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.scenario import run_check

SHIFT = "Transfer a +1 power counter from one minion to another."


def test_the_two_wordings_compile_to_the_same_values() -> None:
    canonical = "Move a +1 power counter from a minion to another minion."
    assert normalise(SHIFT) == normalise(canonical)
    outcome, expected = compile_text(SHIFT, "action"), compile_text(canonical, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled == expected.compiled


@pytest.mark.parametrize(
    "text",
    [
        "Transfer a +1 power counter from one of your minions to another of your minions.",
        "Move a +1 power counter from a minion to a minion.",
    ],
    ids=["yours-only", "not-another"],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


def test_the_number_of_counters_is_kept() -> None:
    one = compile_text(SHIFT, "action")
    two = compile_text("Transfer two +1 power counters from one minion to another.", "action")
    assert one.compiled is not None and two.compiled is not None
    assert one.compiled != two.compiled


def test_a_counter_moves_from_a_minion_with_one_to_another() -> None:
    run_check(
        {
            "cards": {"shift": stand_in(SHIFT, "action")},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 2, "name": "mine"}],
                            "Beth": [
                                {"card": 2, "name": "rich", "counters": 2},
                                {"card": 3, "name": "poor"},
                            ],
                        },
                    }
                ],
                "hands": {"Alan": ["shift"]},
            },
            "do": [{"play": "shift"}],
            "choices": [{"counter-to": "mine"}],  # rich, the only minion with one, unasked
            "expect": {
                "counters": {"rich": 1, "mine": 1, "poor": 0},
                "offered": {"counter-to": ["mine", "poor"]},
            },
        }
    )
