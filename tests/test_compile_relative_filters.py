"""Relative clauses and other wordings said as the filters they are (normalise rule 4):
"a minion that has power 2 or less", "a minion that has a +1 power counter on it" (and
"with a +1 power counter on it"), "every minion" for "each minion", and "Choose one: Draw"
with the rulebook's capital; each compiles to the canonical wording's values, a scenario
plays the counter filter, and near-misses stay apart or stop."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.scenario import run_check

CHARGED = "Destroy a minion that has a +1 power counter on it."


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Destroy a minion that has power 2 or less.", "Destroy a minion of power 2 or less.",
         "action"),
        ("Return a minion that has power 4 or more to its owner's hand.",
         "Return a minion of power 4 or more to its owner's hand.", "action"),
        (CHARGED, "Destroy a minion with a +1 power counter on it.", "action"),
        ("Every minion here gains +1 power until the end of the turn.",
         "Each minion here gains +1 power until the end of the turn.", "minion"),
        ("Every other player discards a card.", "Each other player discards a card.", "action"),
        ("Choose one: Draw 2 cards; or gain 1 VP.", "Choose one: draw 2 cards; or gain 1 VP.",
         "action"),
    ],
    ids=["that-has-power-or-less", "that-has-power-or-more", "that-has-a-counter",
         "every-minion", "every-other-player", "choose-one-capital"],
)  # fmt: skip
def test_the_two_wordings_compile_to_the_same_values(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Destroy an action with a +1 power counter on it.",
         "'with a +1 power counter on it' said of other than one minion"),
        ("Destroy all minions with a +1 power counter on it.",
         "'with a +1 power counter on it' said of other than one minion"),
        ("Place a minion with a +1 power counter on it from your discard pile into your hand.",
         "a filter on a card in a pile other than its power"),
    ],
    ids=["an-action", "plural", "in-a-pile"],
)  # fmt: skip
def test_the_counter_filter_stops_where_it_says_nothing_right(text: str, why: str) -> None:
    assert_stops(text, "action", why)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Destroy a minion that has power 2 or less.",
         "Destroy a minion that has power 2 or more."),
        (CHARGED, "Destroy a minion."),
        ("Choose one: Draw 2 cards; or gain 1 VP.", "Choose one: draw a card; or gain 1 VP."),
    ],
    ids=["less-vs-more", "counter-vs-none", "two-cards-vs-one"],
)  # fmt: skip
def test_near_misses_stay_apart(one: str, other: str) -> None:
    assert normalise(one) != normalise(other)
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.status == "compiled", first.describe()
    if second.status == "compiled":
        assert first.compiled != second.compiled


def test_every_is_a_whole_word_and_other_capitals_stay() -> None:
    assert normalise("Everyone draws a card.") == "Everyone draws a card"
    assert normalise("Ongoing: Draw a card.") == "Ongoing: Draw a card"


def _charged(minions: list[dict[str, Any]], answer: str) -> dict[str, Any]:
    """The counter filter's card played on a base with ``minions`` of Beth's."""
    return {
        "cards": {"zap": stand_in(CHARGED, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Beth": minions}}],
            "hands": {"Alan": ["zap"]},
        },
        "do": [{"play": "zap"}],
        "choices": [{"destroy-target": answer}],
    }


def test_only_a_minion_with_a_counter_is_offered_and_destroyed() -> None:
    minions = [
        {"card": 2, "name": "charged", "counters": 1},
        {"card": 3, "name": "plain"},
        {"card": 1, "name": "full", "counters": 3},
    ]
    check = _charged(minions, "charged")
    expect = {
        "zones": {"charged": "Beth's discard", "plain": "at bank", "full": "at bank"},
        "offered": {"destroy-target": ["charged", "full"]},
    }
    run_check({**check, "expect": expect})
