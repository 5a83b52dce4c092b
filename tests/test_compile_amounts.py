"""Amounts "for each" minion a selector names compiled: "This minion has +1 power for
each other minion here", "Draw a card for each of your minions here"; played as
printed (counted when asked), and near-misses apart."""

from __future__ import annotations

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a card for each minion here.", "minion"),
        ("Draw two cards for each of your other minions here.", "minion"),
        ("Gain 1 VP for each of your minions here.", "minion"),
        ("Ongoing: This minion has +1 power for each other minion here.", "minion"),
        ("Ongoing: This minion has +2 power for each other player's minion here.", "minion"),
        ("Ongoing: This minion has +1 power for each minion of power 2 or less here.", "minion"),
        ("Give a minion +1 power for each of your minions here until the end of the turn.",
         "minion"),
    ],
)  # fmt: skip
def test_for_each_compiles_and_says_itself_back(text: str, card_type: str):
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Draw a card for each minion here.", "Draw a card."),
        ("Draw a card for each minion here.", "Draw a card for each other minion here."),
        ("Draw a card for each minion here.", "Draw a card for each of your minions here."),
        ("Draw a card for each minion here.", "Draw a card for each other player's minion here."),
        ("Draw a card for each minion here.", "Draw two cards for each minion here."),
        (
            "Ongoing: This minion has +1 power for each other minion here.",
            "Ongoing: This minion has +1 power for each other minion.",
        ),
    ],
)
def test_near_misses_stay_apart(first: str, second: str):
    assert_apart(first, second, "minion")


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card for each minion there.",
        "Draw a card for each minion with more power than this minion.",
        "Place a +1 power counter on this minion for each minion here.",
    ],
)
def test_what_the_grammar_does_not_count_stops(text: str):
    assert compile_text(text, "minion").status == "stopped"


def test_power_for_each_other_minion_here_counts_when_asked():
    giant = stand_in(
        "Ongoing: This minion has +1 power for each other minion here.", "minion", power=2
    )
    run_check(
        {
            "cards": {"giant": giant},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Alan": ["giant"], "Beth": [{"card": 1, "name": "imp"}]},
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 1, "name": "far"}]},
                    },
                ],
                "hands": {"Alan": [{"card": 3, "name": "new"}]},
            },
            "do": [{"play": "new", "on": "bank"}],
            "expect": {"power": {"giant": 4, "imp": 1, "far": 1}},
        },
        {},
    )


def test_draw_for_each_of_your_other_minions_here():
    scout = stand_in("Draw a card for each of your other minions here.", "minion", power=1)
    run_check(
        {
            "cards": {"scout": scout},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 1, "name": "a1"}, {"card": 1, "name": "a2"}],
                            "Beth": [{"card": 1, "name": "b1"}],
                        },
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Alan": [{"card": 1, "name": "a3"}]},
                    },
                ],
                "hands": {"Alan": ["scout"]},
                "decks": {"Alan": [1, 2, 3, 4, 5]},
            },
            "do": [{"play": "scout", "on": "bank"}],
            "expect": {"hand-size": {"Alan": 2}, "deck-size": {"Alan": 3}},
        },
        {},
    )
