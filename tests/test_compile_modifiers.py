""" "An action played on a minion (a base)" compiled as a target: destroyed or returned
to its owner's hand, played as printed; as the target of any other verb, or as an
ongoing text's subject, the card stops."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.engine.scenario import run_check

HEX = {"type": "action", "modifier": "minion", "ongoing": {"power": -1}}
WARD = {"type": "action", "modifier": "base", "ongoing": {"power": 1}}


def _board(card: dict[str, Any]) -> dict[str, Any]:
    """Alan plays ``card`` on bank: a hex on a minion at bank and one at keep, a ward
    on bank."""
    return {
        "cards": {"cleaner": card, "hex": HEX, "ward": WARD},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "modifiers": {"Beth": ["ward"]},
                    "minions": {"Beth": [{"card": 3, "name": "imp", "modifiers": ["hex"]}]},
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {
                        "Beth": [
                            {
                                "card": 3,
                                "name": "elf",
                                "modifiers": [{"card": "hex", "name": "hex2"}],
                            }
                        ]
                    },
                },
            ],
            "hands": {"Alan": ["cleaner"]},
        },
        "do": [{"play": "cleaner", "on": "bank"}],
    }


def test_an_action_played_on_a_minion_here_is_the_only_one_destroyed():
    cleaner = stand_in("Destroy an action played on a minion here.", "minion", power=2)
    check = _board(cleaner)
    check["expect"] = {
        "zones": {"hex": "Beth's discard", "hex2": "on elf", "ward": "at bank"},
        "power": {"imp": 3, "elf": 2},
    }
    run_check(check, {})


def test_an_action_played_on_a_minion_returned_to_its_owner_s_hand():
    text = "Return an action played on a minion to its owner's hand."
    check = _board(stand_in(text, "minion", power=2))
    check["choices"] = [{"return-target": "hex2"}]
    check["expect"] = {
        "offered": {"return-target": ["hex", "hex2"]},
        "not-offered": {"return-target": ["ward", "imp"]},
        "zones": {"hex2": "Beth's hand", "hex": "on imp"},
    }
    run_check(check, {})


def test_an_action_played_on_a_base_is_not_one_played_on_a_minion():
    check = _board(stand_in("Destroy an action played on a base.", "minion", power=2))
    check["expect"] = {"zones": {"ward": "Beth's discard", "hex": "on imp", "hex2": "on elf"}}
    run_check(check, {})


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Destroy an action played on a minion.", "Destroy an action."),
        ("Destroy an action played on a minion.", "Destroy an action played on a base."),
        ("Destroy an action played on a minion.", "Destroy a minion."),
        ("Destroy an action played on a minion here.", "Destroy an action played on a minion."),
    ],
)
def test_near_misses_stay_apart(first: str, second: str):
    assert_apart(first, second, "minion")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Move an action played on a minion to another base.", "as the target of 'move'"),
        ("Place a +1 power counter on an action played on a minion.", "as the target of"),
        ("Ongoing: Actions played on a minion here cannot be destroyed.", "an ongoing text about"),
        ("Destroy an action played on an minion.", "'played on an minion'"),
    ],
)
def test_what_the_engine_does_not_play_on_a_modifier_stops(text: str, why: str):
    assert_stops(text, "minion", why)
