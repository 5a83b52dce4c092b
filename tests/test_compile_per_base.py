""" "For each base where you have a minion" and "for each base where you have the most
power" as an amount compiled (lang-c): counted as the effect resolves (or, for power, as
power is derived), over the bases in play; the most power is more than each other
player's (tied: not the most, as "if you have the most power here"). Power for each base
where you have the most power stops (it would count itself). Scenarios, stops and
near-misses."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Selector
from smashwiki.engine.scenario import run_check

DRAWS = "Draw a card for each base where you have a minion."
GAINS = "Gain 1 VP for each base where you have the most power."
GROWS = "Ongoing: This minion has +1 power for each base where you have a minion."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (DRAWS, "action"),
        (GAINS, "action"),
        (GROWS, "minion"),
        ("Talent: Gain 1 VP for each base where you have the most power.", "minion"),
    ],
)
def test_per_base_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_per_base_counts_bases() -> None:
    outcome = compile_text(DRAWS, "action")
    assert outcome.compiled is not None
    (effect,) = outcome.compiled.abilities.abilities[0].effects
    assert effect.amount is not None
    assert effect.amount.per == Selector(what="base", where="base-with-your-minion")


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (
            "Ongoing: This minion has +1 power for each base where you have the most power.",
            "minion",
        ),
        ("Give a minion +1 power for each base where you have the most power.", "action"),
        ("Draw a card for each base.", "action"),
        ("Draw a card for each base where you have 2 minions.", "action"),
        ("Draw a card for each base where another player has a minion.", "action"),
    ],
    ids=["power-most-power", "give-most-power", "each-base", "two-minions", "another-player"],
)
def test_per_base_stops_where_it_would_play_otherwise(text: str, card_type: str) -> None:
    assert compile_text(text, card_type).status == "stopped"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (DRAWS, "Draw a card for each base where you have the most power."),
        (DRAWS, "Draw a card for each minion you have."),
        (GAINS, "Gain 1 VP for each base where you have a minion."),
    ],
    ids=["minion-vs-most-power", "bases-vs-minions", "most-power-vs-minion"],
)
def test_per_base_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def _three_bases(cards: dict[str, Any], **more: Any) -> dict[str, Any]:
    """Alan: 4 power at bank (Beth 2), 3 at mill (Beth 3: tied), none at keep (Beth 1)."""
    bases = [
        {
            "name": "bank",
            "breakpoint": 30,
            "minions": {"Alan": [{"card": 4, "name": "a4"}], "Beth": [{"card": 2, "name": "b2"}]},
        },
        {
            "name": "mill",
            "breakpoint": 30,
            "minions": {"Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 3, "name": "b3"}]},
        },
        {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 1, "name": "b1"}]}},
    ]
    decks = {"Alan": [{"card": 1, "name": f"d{n}"} for n in range(4)]}
    return {"cards": cards, "setup": {"bases": bases, "decks": decks, **more}}


def test_draws_a_card_for_each_base_where_you_have_a_minion() -> None:
    check = _three_bases({"scout": stand_in(DRAWS, "action")}, hands={"Alan": ["scout"]})
    run_check({**check, "do": [{"play": "scout"}], "expect": {"hand-size": {"Alan": 2}}})


def test_gains_a_vp_for_each_base_where_you_have_the_most_power_not_tied() -> None:
    check = _three_bases({"crown": stand_in(GAINS, "action")}, hands={"Alan": ["crown"]})
    run_check({**check, "do": [{"play": "crown"}], "expect": {"vps": {"Alan": 1}}})


def test_power_for_each_base_where_you_have_a_minion_is_derived_now() -> None:
    check = _three_bases({"spread": stand_in(GROWS, "minion", power=1)})
    check["setup"]["bases"][2]["minions"]["Alan"] = ["spread"]
    run_check({**check, "expect": {"power": {"spread": 4}}})
