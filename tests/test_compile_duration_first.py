""" "Until the end of the turn, ..." opening a power gain compiled (lang-b): the duration
said first is the one said last ("Until the end of the turn, each of your minions gains +1
power" is "Each of your minions gains +1 power until the end of the turn", normalise rule
4), the minions there as it resolves gaining it. An ongoing text for a while ("Until the end
of the turn, your minions have +1 power") stops: the engine plays no static for a duration.
Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Duration
from smashwiki.engine.scenario import run_check

NEXT_TURN = "Until the start of your next turn, give a minion +2 power."


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (
            "Until the end of the turn, each of your minions gains +1 power.",
            "Each of your minions gains +1 power until the end of the turn.",
        ),
        (NEXT_TURN, "Give a minion +2 power until the start of your next turn."),
        (
            "Play on a base. Until the end of the turn, each minion here gains -1 power for "
            "each of your minions here.",
            "Play on a base. Each minion here gains -1 power for each of your minions here "
            "until the end of the turn.",
        ),
    ],
    ids=["yours", "next-turn", "for-each"],
)
def test_a_duration_said_first_is_the_one_said_last(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_the_duration_said_first_is_played() -> None:
    outcome = compile_text(NEXT_TURN, "action")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    assert effect.verb == "power" and effect.duration == Duration("start-of-your-next-turn")


def test_a_power_gain_said_first_then_another_effect_compiles() -> None:
    text = "Until the end of the turn, each of your minions gains +1 power and draw a card."
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type", "reason"),
    [
        ("Until the end of the turn, your minions have +1 power.", "action", "for a duration"),
        ("Until the end of the turn, your minions cannot be destroyed.", "action", "duration"),
        ("Until the end of the turn, draw a card.", "action", ""),
        ("Until the end of their turn, give a minion +2 power.", "action", ""),
        (
            "Until the end of the turn, give a minion +2 power until the end of the turn.",
            "action",
            "",
        ),
        ("Ongoing: Your minions have +2 power until the end of the turn.", "minion", "parse"),
    ],
    ids=["have", "cannot-be-destroyed", "draw", "their-turn", "twice", "ongoing"],
)
def test_a_duration_first_stops_where_it_would_play_otherwise(
    text: str, card_type: str, reason: str
) -> None:
    assert_stops(text, card_type, reason)


@pytest.mark.parametrize(
    "second",
    [
        "Until the end of the turn, give a minion +2 power.",
        "Until the start of your next turn, give a minion +1 power.",
        "Until the start of your next turn, each minion gains +2 power.",
    ],
    ids=["end-of-turn", "amount", "each"],
)
def test_a_duration_first_near_misses_compile_apart(second: str) -> None:
    assert_apart(NEXT_TURN, second, "action")


def _boost(text: str) -> dict[str, Any]:
    """Alan plays ``boost`` (printed ``text``) on his ``knight`` (power 3), then turns go."""
    return {
        "cards": {"boost": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": {"Alan": ["knight"]}}],
            "hands": {"Alan": ["boost"]},
            "decks": {"Alan": [1, 1, 1, 1], "Beth": [1, 1, 1, 1]},
        },
    }


def test_until_the_start_of_your_next_turn_lasts_through_the_other_players_turn() -> None:
    check = _boost(NEXT_TURN)
    check["setup"]["bases"][0]["minions"] = {"Alan": [{"card": 3, "name": "knight"}]}
    check["do"] = [
        {"play": "boost"},
        {"next-turn": True, "expect": {"power": {"knight": 5}, "active": "Beth"}},
        "next-turn",
    ]
    run_check({**check, "expect": {"power": {"knight": 3}, "active": "Alan"}})


def test_until_the_end_of_the_turn_said_first_ends_with_the_turn() -> None:
    check = _boost("Until the end of the turn, give a minion +2 power.")
    check["setup"]["bases"][0]["minions"] = {"Alan": [{"card": 3, "name": "knight"}]}
    check["do"] = [{"play": "boost", "expect": {"power": {"knight": 5}}}, "next-turn"]
    run_check({**check, "expect": {"power": {"knight": 3}}})
