"""'Place three +1 power counters divided as you choose among your minions' compiled: one
counter at a time, each on one of your minions (several may go on one); said back as the
print says it (normalise rule 4); a scenario plays it; near-misses stop or stay apart."""

from __future__ import annotations

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.scenario import run_check

SHARE = "Place three +1 power counters divided as you choose among your minions."


@pytest.mark.parametrize(
    "text",
    [
        SHARE,
        "Play on a base. Place 2 +1 power counters divided as you choose among your minions here.",
    ],
    ids=["yours", "yours-here"],
)
def test_divided_counters_compile_and_say_themselves_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


def test_the_two_wordings_normalise_alike() -> None:
    one_at_a_time = "Place a +1 power counter on one of your minions, three times (one at a time)."
    assert normalise(SHARE) == normalise(one_at_a_time)


@pytest.mark.parametrize(
    "text",
    [
        "Place three +1 power counters divided as you choose among minions.",
        "Place three +1 power counters divided as you choose among other players' minions.",
    ],
    ids=["anyones", "other-players"],
)
def test_divided_among_other_than_yours_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


def test_the_number_of_counters_is_kept() -> None:
    two = compile_text(SHARE.replace("three", "two"), "action")
    three = compile_text(SHARE, "action")
    assert two.compiled is not None and three.compiled is not None
    assert two.compiled != three.compiled


def test_the_counters_go_one_at_a_time_where_you_choose() -> None:
    run_check(
        {
            "cards": {"share": stand_in(SHARE, "action")},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 2, "name": "a"}, {"card": 3, "name": "b"}],
                            "Beth": [{"card": 2, "name": "theirs"}],
                        },
                    }
                ],
                "hands": {"Alan": ["share"]},
            },
            "do": [{"play": "share"}],
            "choices": [{"counter-target": "a"}, {"counter-target": "a"}, {"counter-target": "b"}],
            "expect": {
                "counters": {"a": 2, "b": 1, "theirs": 0},
                "offered": {"counter-target": ["a", "b"]},
            },
        }
    )
