"""Stasis in the compiler: "Place a minion in stasis.", "Place one of your minions here in
stasis with two stasis counters.", "Place two stasis counters on a minion." (the rule
Stasis: placing stasis counters on a card places it in stasis), "Place this card in stasis
with two stasis counters." and a card in stasis: "Add (Remove) a stasis counter to (from)
one of your cards in stasis.". Each card named goes in stasis in front of its owner
(``stasis: N`` with a ``target:``); scenarios play them, near-misses stop or compile
apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import parse_effects
from smashwiki.engine.scenario import run_check

A_MINION = "Place a minion in stasis."
WITH_TWO = "Place a minion in stasis with two stasis counters."
YOURS_HERE = "Place one of your minions here in stasis."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (A_MINION, "action"),
        (WITH_TWO, "action"),
        ("You may place a minion of power 3 or less in stasis with a stasis counter.", "action"),
        (YOURS_HERE, "minion"),
        ("Place a minion here in stasis with two stasis counters.", "minion"),
        ("Place two stasis counters on a minion.", "action"),
        ("Place a stasis counter on a minion of power 2 or less.", "action"),
        ("Choose a minion. Place it in stasis.", "action"),
        ("Place this card in stasis with two stasis counters.", "action"),
        ("Place this minion in stasis with three stasis counters.", "minion"),
        ("Talent: Place one of your minions here in stasis with a stasis counter.", "titan"),
        ("Add a stasis counter to one of your cards in stasis.", "action"),
        ("Remove two stasis counters from one of your cards in stasis.", "action"),
        ("Ongoing: At the start of your turn, remove a stasis counter from one of your cards in "
         "stasis.", "minion"),
        ("Draw a card. Place a minion in stasis.", "action"),
    ],
)  # fmt: skip
def test_stasis_compiles_and_round_trips(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "declared"),
    [
        ("Place this card in stasis with two stasis counters.", {"stasis": 2}),
        ("Remove a stasis counter from one of your cards in stasis.", {"stasis-counters": -1}),
        ("Add two stasis counters to one of your cards in stasis.", {"stasis-counters": 2}),
        (WITH_TWO, {"stasis": 2, "target": {"what": "minion"}}),
    ],
)
def test_stasis_is_the_language_stasis(text: str, declared: dict[str, Any]) -> None:
    outcome = compile_text(text, "action")
    assert outcome.compiled is not None, outcome.describe()
    assert outcome.compiled.abilities.abilities[0].effects == parse_effects([declared])


def test_stasis_counters_placed_on_a_minion_place_it_in_stasis_with_them() -> None:
    on = compile_text("Place two stasis counters on a minion.", "action")
    placed = compile_text(WITH_TWO, "action")
    assert on.accepted and on.compiled == placed.compiled


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Place an action in stasis.", "action"),
        ("Place a card in stasis.", "action"),
        ("Talent: Place this titan in stasis.", "titan"),
        ("Place a minion from your hand in stasis.", "action"),
        ("Place a minion in stasis with two +1 power counters.", "action"),
        ("Add a stasis counter to a minion.", "action"),
        ("Remove a stasis counter from two of your cards in stasis.", "action"),
        ("Place a minion in a stasis.", "action"),
        ("Place it in stasis.", "action"),
        ("Place a minion on a base in stasis.", "action"),
        ("Place a minion there in stasis.", "minion"),
    ],
)
def test_stasis_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (A_MINION, WITH_TWO, "action"),
        (A_MINION, "Place one of your minions in stasis.", "action"),
        (A_MINION, "Destroy a minion.", "action"),
        (YOURS_HERE, "Place one of your minions in stasis.", "minion"),
        (YOURS_HERE, "Place a minion here in stasis.", "minion"),
        (WITH_TWO, "Place a minion in stasis with a stasis counter.", "action"),
        ("Add a stasis counter to one of your cards in stasis.",
         "Remove a stasis counter from one of your cards in stasis.", "action"),
    ],
)  # fmt: skip
def test_stasis_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


def _table(text: str, card_type: str = "action") -> dict[str, Any]:
    """Alan plays ``text``; at bank Beth has b3, Alan a2; at keep Alan has a4."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {
            "pause": stand_in(text, card_type, **({"power": 1} if card_type != "action" else {}))
        },
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Beth": [{"card": 3, "name": "b3"}],
                        "Alan": [{"card": 2, "name": "a2"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Alan": [{"card": 4, "name": "a4"}]},
                },
            ],
            "hands": {"Alan": ["pause"]},
        },
        "do": [{"play": "pause", "on": "bank"} if card_type != "action" else {"play": "pause"}],
    }


def test_another_players_minion_goes_in_stasis_in_front_of_its_owner() -> None:
    check = _table(WITH_TWO)
    check["choices"] = [{"choose-target": "b3"}]
    check["expect"] = {
        "zones": {"b3": "Beth's stasis", "pause": "Alan's discard"},
        "total-power": {"bank": 2},
        "events": [{"kind": "stasis-counters-changed", "card": "b3", "amount": 2}],
    }
    run_check(check)


def test_a_minion_in_stasis_without_counters_is_discarded_at_the_end_of_the_turn() -> None:
    check = _table(A_MINION)
    check["do"] = [*check["do"], "end"]
    check["choices"] = [{"choose-target": "b3"}]
    check["expect"] = {"zones": {"b3": "Beth's discard"}}
    run_check(check)


def test_a_minion_in_stasis_with_a_counter_is_played_by_its_owner_once_it_is_gone() -> None:
    check = _table("Place a minion in stasis with a stasis counter.")
    check["do"] = [
        *check["do"],
        "end",
        "next-turn",
        {"play-from-stasis": "b3", "on": "keep"},
    ]
    check["choices"] = [{"choose-target": "b3"}]
    check["expect"] = {"zones": {"b3": "at keep"}, "total-power": {"bank": 2, "keep": 7}}
    run_check(check)


def test_one_of_your_minions_here_is_one_at_this_minions_base() -> None:
    check = _table(YOURS_HERE, "minion")
    check["choices"] = [{"choose-target": "a2"}]
    check["expect"] = {
        "zones": {"a2": "Alan's stasis", "a4": "at keep", "b3": "at bank", "pause": "at bank"},
    }
    run_check(check)


def test_a_minion_not_offered_cannot_be_chosen() -> None:
    check = _table(YOURS_HERE, "minion")
    check["choices"] = [{"choose-target": "a4"}]
    with pytest.raises(Exception, match="a4"):
        run_check(check)


def test_a_stasis_counter_comes_off_one_of_your_cards_in_stasis() -> None:
    check = _table("Remove a stasis counter from one of your cards in stasis.")
    check["setup"]["stasis"] = {"Alan": [{"card": 3, "name": "sleeper", "counters": 2}]}
    check["expect"] = {
        "events": [{"kind": "stasis-counters-changed", "card": "sleeper", "amount": -1}]
    }
    run_check(check)
