"""Conditions and restrictions on ongoing texts compiled: "On your turn, this minion has
+2 power" (the turn of the card's controller, asked at each moment), played as
printed; "on your turn" before an effect, or on a base, stops."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: On your turn, this minion has +2 power.", "minion"),
        ("Ongoing: On your turn, your other minions here have +1 power.", "minion"),
        ("Play on a base. Ongoing: On your turn, you have +3 power here.", "action"),
        ("Play on a minion. Ongoing: On your turn, this minion cannot be destroyed.", "action"),
        ("Ongoing: On your turn, this minion is not affected by other players' actions.",
         "minion"),
    ],
)  # fmt: skip
def test_on_your_turn_compiles_and_says_itself_back(text: str, card_type: str):
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("On your turn, draw a card.", "minion", "'on your turn' before an effect"),
        ("Ongoing: At the start of your turn, on your turn, draw a card.", "minion",
         "'on your turn' before an effect"),
        ("On your turn, minions here have +1 power.", "base", "'on your turn' on a base"),
    ],
)  # fmt: skip
def test_on_your_turn_stops_where_the_engine_would_play_otherwise(
    text: str, card_type: str, why: str
):
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ongoing: On your turn, this minion has +2 power.", "Ongoing: This minion has +2 power."),
        (
            "Ongoing: On your turn, this minion has +2 power.",
            "Ongoing: If you have the most power here, this minion has +2 power.",
        ),
    ],
)
def test_near_misses_stay_apart(first: str, second: str):
    one, other = compile_text(first, "minion"), compile_text(second, "minion")
    assert one.accepted and other.accepted
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _two_turns(cards: dict[str, Any], minions: dict[str, Any]) -> dict[str, Any]:
    return {
        "cards": cards,
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": minions}],
            "decks": {"Alan": [1, 1, 1], "Beth": [1, 1, 1]},
        },
    }


def test_on_your_turn_counts_in_its_controller_s_play_cards_phase_only():
    """The glossary's "On your turn": the normal Play Cards phase of your turn (not its
    End Turn phase, nor another player's turn)."""
    brute = stand_in("Ongoing: On your turn, this minion has +2 power.", "minion", power=3)
    check = _two_turns({"brute": brute}, {"Alan": ["brute"]})
    check["do"] = [{"end-turn": True, "expect": {"power": {"brute": 3}}}, "next-turn"]
    check["expect"] = {"power": {"brute": 3}}
    run_check({**check, "do": [], "expect": {"power": {"brute": 5}}}, {})
    run_check(check, {})


def test_a_protection_on_your_turn_protects_on_that_turn_only():
    """The engine asks a protection's condition too (it did not: an ``if:`` on a
    protection was ignored)."""
    ward = stand_in(
        "Ongoing: On your turn, this minion is not affected by other players' actions.",
        "minion",
        power=3,
    )
    zap = {"type": "action", "on-play": {"destroy": True, "target": {"what": "minion"}}}
    check = _two_turns({"ward": ward, "zap": zap}, {"Alan": ["ward"]})
    check["setup"]["hands"] = {"Beth": ["zap"]}
    check["do"] = ["next-turn", {"play": "zap"}]
    check["expect"] = {"zones": {"ward": "Alan's discard"}}
    run_check(check, {})


@pytest.mark.parametrize(
    ("players", "passive"),
    [
        ("Players cannot play actions here.", "Actions cannot be played here."),
        ("Players cannot play minions here.", "Minions cannot be played here."),
    ],
)
def test_players_cannot_play_is_the_restriction_on_every_player(players: str, passive: str):
    said, other = compile_text(players, "base"), compile_text(passive, "base")
    assert said.accepted, said.describe()
    assert said.compiled is not None and other.compiled is not None
    assert said.compiled.abilities == other.compiled.abilities
    others = compile_text("Other players cannot play actions here.", "base")
    assert others.compiled is not None and others.compiled.abilities != said.compiled.abilities


def test_players_cannot_play_actions_here_holds_for_the_card_s_controller_too():
    lock = stand_in("Ongoing: Players cannot play actions here.", "minion", power=2)
    hex_ = {"type": "action", "modifier": "minion", "ongoing": {"power": -1}}
    run_check(
        {
            "cards": {"lock": lock, "hex": hex_},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["lock"]}},
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 3, "name": "far"}]},
                    },
                ],
                "hands": {"Alan": ["hex", {"card": "hex", "name": "hex2"}]},
                "plays": {"Alan": {"minions": 1, "actions": 2}},
            },
            "do": [
                {"play": "hex", "on": "lock", "illegal": "actions can't be played"},
                {"play": "hex2", "on": "far"},
            ],
            "expect": {"power": {"far": 2}},
        },
        {},
    )
