""" "Each player may play an extra minion." compiled (lang-b): each player in turn from the
current one is given the extra play; the current player may play theirs at once (before the
next player's) or later in their Play Cards phase (the glossary's "Extra"), every other
player at once or not at all (outside their own Play Cards phase). Played by scenarios;
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

EACH = "Each player may play an extra minion."


@pytest.mark.parametrize(
    "text",
    [
        EACH,
        "Each other player may play an extra minion.",
        "Each player may play an extra action.",
        "Each player may play an extra minion of power 2 or less.",
    ],
)
def test_each_player_may_play_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    assert effect.verb == "each" and effect.effects[0].grant is not None


@pytest.mark.parametrize(
    "text",
    [
        "Each player may play two extra minions.",
        "Each player may play an extra minion from their discard pile.",
        "Each player plays an extra minion.",
        "Each player may play an extra action that directly affects this minion.",
    ],
    ids=["two", "discard", "plays", "affects"],
)
def test_each_player_may_play_stops_where_it_would_play_otherwise(text: str) -> None:
    assert compile_text(text, "minion").status == "stopped"


@pytest.mark.parametrize(
    "second",
    [
        "Each other player may play an extra minion.",
        "Each player may play an extra action.",
        "You may play an extra minion.",
    ],
    ids=["others", "action", "you"],
)
def test_each_player_may_play_near_misses_compile_apart(second: str) -> None:
    assert_apart(EACH, second, "action")


def _rally(text: str = EACH) -> dict[str, Any]:
    """Alan plays ``rally`` (printed ``text``) in his Play Cards phase; he holds ``m1`` and
    ``m2``, Beth ``b1`` (one base, bank)."""
    return {
        "cards": {"rally": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40}],
            "hands": {
                "Alan": ["rally", {"card": 2, "name": "m1"}, {"card": 2, "name": "m2"}],
                "Beth": [{"card": 2, "name": "b1"}],
            },
        },
    }


def test_each_player_plays_an_extra_minion_in_turn_from_you() -> None:
    check = _rally()
    check["do"] = [{"play": "rally"}]
    check["choices"] = [{"play-extra": "m1"}, {"play-extra": "b1"}]
    played = [{"kind": "card-played", "card": "m1"}, {"kind": "card-played", "card": "b1"}]
    run_check({**check, "expect": {"events-in-order": played, "zones": {"b1": "at bank"}}})


def test_the_current_player_may_keep_theirs_for_later_in_the_phase() -> None:
    check = _rally()
    check["do"] = [{"play": "rally"}, {"play": "m1", "on": "bank"}, {"play": "m2", "on": "bank"}]
    check["choices"] = [{"play-extra": "pass"}, {"play-extra": "b1"}]
    run_check({**check, "expect": {"zones": {"m1": "at bank", "m2": "at bank", "b1": "at bank"}}})


def test_another_player_plays_theirs_at_once_or_not_at_all() -> None:
    check = _rally()
    check["setup"]["hands"]["Beth"].append({"card": 2, "name": "b2"})
    check["do"] = [{"play": "rally"}]
    check["choices"] = [{"play-extra": "pass"}, {"play-extra": "pass"}]
    zones = {"rally": "Alan's discard", "b1": "Beth's hand", "b2": "Beth's hand"}
    run_check({**check, "expect": {"zones": zones, "events": [{"kind": "grant-expired"}]}})
