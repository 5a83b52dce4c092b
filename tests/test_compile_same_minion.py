"""An extra play of several actions on one minion: "Play up to two actions that directly
affect the same minion as extra actions." compiles to an immediate extra play whose
"directly affects" selector chooses (the minion first, then each action on it), and is
played so; wordings that differ stop."""

from __future__ import annotations

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.scenario import run_check

TWO = "Play up to two actions that directly affect the same minion as extra actions."


@pytest.mark.parametrize(
    "text",
    [
        TWO,
        "Play up to three actions that directly affect the same minion as extra actions.",
        "You may play up to two actions that directly affect the same minion as extra actions.",
    ],
)
def test_it_compiles_and_round_trips(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "Play two actions that directly affect the same minion as extra actions.",
        "Play up to two actions that directly affect the same minion.",
        "Play up to 1 actions that directly affect the same minion as extra actions.",
        "Play up to two minions that directly affect the same minion as extra minions.",
        "Play up to two actions that directly affect the same base as extra actions.",
    ],
)
def test_other_wordings_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def test_two_and_three_stay_apart() -> None:
    three = TWO.replace("two", "three")
    values = [compile_text(text, "action").compiled for text in (TWO, three)]
    assert None not in values and values[0] != values[1]


def _rally(choices: list[dict[str, str]], power: dict[str, int]) -> None:
    """Alan plays the card with three minion modifiers in hand."""
    run_check(
        {
            "players": ["Alan", "Beth"],
            "cards": {
                "rally": stand_in(TWO, "action"),
                "boost": {"type": "action", "modifier": "minion", "ongoing": {"power": 1}},
                "plan": {"type": "action", "on-play": {"draw": 1}},
            },
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 3, "name": "scout"}],
                            "Beth": [{"card": 2, "name": "imp"}],
                        },
                    }
                ],
                "hands": {
                    "Alan": [
                        "rally",
                        "boost",
                        {"card": "boost", "name": "boost2"},
                        {"card": "boost", "name": "boost3"},
                        "plan",
                    ]
                },
            },
            "do": [{"play": "rally"}],
            "choices": choices,
            "expect": {"power": power, "not-offered": {"play-extra": ["plan"]}},
        },
        {},
    )


def test_two_actions_on_the_chosen_minion_and_no_third() -> None:
    choices = [{"choose-target": "scout"}, {"play-extra": "boost"}, {"play-extra": "boost2"}]
    _rally(choices, {"scout": 5, "imp": 2})


def test_declining_the_first_ends_the_plays() -> None:
    _rally([{"choose-target": "imp"}, {"play-extra": "pass"}], {"scout": 3, "imp": 2})


def test_a_wrong_power_fails_the_check() -> None:
    choices = [{"choose-target": "scout"}, {"play-extra": "boost"}, {"play-extra": "boost2"}]
    with pytest.raises(ExpectationFailed):
        _rally(choices, {"scout": 4, "imp": 2})
