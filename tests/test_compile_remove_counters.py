"""Removing a +1 power counter in the compiler (lang-d): "Remove a +1 power counter from
this titan (a minion, one of your minions here).", "You may remove ... If you do, ...":
one counter, from a card the selector names that has one (``remove-counters: 1``); "you
may" lets its player decline. Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import parse_effects
from smashwiki.engine.scenario import run_check

TITAN_COST = "Talent: You may remove a +1 power counter from this titan. If you do, draw two cards."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Remove a +1 power counter from a minion.", "action"),
        ("Remove a +1 power counter from one of your minions here.", "minion"),
        ("Talent: Remove a +1 power counter from this titan. If you do, gain 1 VP.", "titan"),
        (TITAN_COST, "titan"),
        ("Remove a +1 power counter from a minion. Draw a card.", "action"),
    ],
)
def test_removing_a_counter_compiles_and_round_trips(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_removing_a_counter_is_the_language_remove_counters() -> None:
    outcome = compile_text("Remove a +1 power counter from a minion.", "action")
    assert outcome.compiled is not None
    assert outcome.compiled.abilities.abilities[0].effects == parse_effects(
        [{"remove-counters": 1}]
    )


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Remove two +1 power counters from a minion.", "action"),
        ("Remove a +1 power counter from minions.", "action"),
        ("Remove a power counter from a minion.", "action"),
        ("Talent: Remove a +1 power counter from this titan.", "minion"),
    ],
)
def test_removing_counters_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Remove a +1 power counter from a minion.",
         "Remove a +1 power counter from one of your minions."),
        ("Remove a +1 power counter from a minion.", "Place a +1 power counter on a minion."),
        ("Remove a +1 power counter from a minion.",
         "You may remove a +1 power counter from a minion."),
    ],
)  # fmt: skip
def test_removing_counters_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def _titan(text: str, counters: int) -> dict[str, Any]:
    return {
        "players": ["Alan", "Beth"],
        "cards": {"colossus": stand_in(text, "titan")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "titans": {"Alan": [{"card": "colossus", "counters": counters}]},
                }
            ],
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"talent": "colossus"}],
    }


def test_a_counter_off_this_titan_then_two_cards() -> None:
    check = _titan(TITAN_COST, 2)
    check["choices"] = [{"counter-remove": "colossus"}]
    check["expect"] = {"counters": {"colossus": 1}, "hand-size": {"Alan": 2}}
    run_check(check)


def test_you_may_decline_to_remove_the_counter_and_then_draw_nothing() -> None:
    check = _titan(TITAN_COST, 2)
    check["choices"] = [{"counter-remove": "pass"}]
    check["expect"] = {
        "counters": {"colossus": 2},
        "hand-size": {"Alan": 0},
        "events": [{"kind": "talent-used", "card": "colossus"}],
    }
    run_check(check)


def test_without_a_counter_there_is_nothing_to_remove_and_no_cards() -> None:
    check = _titan(TITAN_COST, 0)
    check["expect"] = {
        "hand-size": {"Alan": 0},
        "events": [{"kind": "talent-used", "card": "colossus"}],
    }
    run_check(check)
