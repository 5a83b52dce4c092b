"""Amounts "for each" of yours said as cards print them: "for each other minion you have
here" is "for each of your other minions here"; "for each of your minions in play", "for
each minion you have" and "for each minion you control" are one count (your cards are
those you control); and "for each card in your hand" / "in your discard pile" counts a
pile of yours. Played as printed; near-misses stop or compile apart."""

from __future__ import annotations

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Ongoing: This minion has +1 power for each other minion you have here.",
         "Ongoing: This minion has +1 power for each of your other minions here.", "minion"),
        ("Draw a card for each minion you have here.",
         "Draw a card for each of your minions here.", "minion"),
        ("Ongoing: This minion has +1 power for each minion of power 2 or less you have here.",
         "Ongoing: This minion has +1 power for each of your minions of power 2 or less here.",
         "minion"),
        ("Ongoing: This minion has +1 power for each of your minions in play.",
         "Ongoing: This minion has +1 power for each minion you control.", "minion"),
        ("Ongoing: This minion has +1 power for each minion you have.",
         "Ongoing: This minion has +1 power for each minion you control.", "minion"),
        ("Gain 1 VP for each of your other minions.",
         "Gain 1 VP for each other minion you control.", "minion"),
    ],
)  # fmt: skip
def test_wordings_of_one_count_compile_alike(printed: str, canonical: str, card_type: str) -> None:
    one, other = compile_text(printed, card_type), compile_text(canonical, card_type)
    assert one.status == "compiled", one.describe()
    assert other.status == "compiled", other.describe()
    assert one.compiled == other.compiled


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a card for each card in your hand.", "action"),
        ("Gain 1 VP for each action in your discard pile.", "action"),
        ("Ongoing: This minion has +1 power for each card in your hand.", "minion"),
        ("Give a minion +1 power for each minion in your discard pile until the end of the turn.",
         "action"),
    ],
)  # fmt: skip
def test_a_count_of_a_pile_of_yours_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        ("Ongoing: This minion has +1 power for each other minion you have here.",
         "Ongoing: This minion has +1 power for each minion you have here.", "minion"),
        ("Ongoing: This minion has +1 power for each minion you have here.",
         "Ongoing: This minion has +1 power for each minion here.", "minion"),
        ("Ongoing: This minion has +1 power for each minion you have here.",
         "Ongoing: This minion has +1 power for each minion you have.", "minion"),
        ("Draw a card for each card in your hand.",
         "Draw a card for each card in your discard pile.", "action"),
        ("Draw a card for each action in your hand.", "Draw a card for each card in your hand.",
         "action"),
    ],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card for each card in your deck.",
        "Draw a card for each card in their hand.",
        "Ongoing: This minion has +1 power for each minion you have of power 2 or less here.",
        "Gain 1 VP for each base where you have 2 minions.",
        "Ongoing: This minion has +1 power for each minion you have there.",
    ],
)
def test_what_the_grammar_does_not_count_is_not_accepted(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert not outcome.accepted, outcome.describe()


def test_power_for_each_other_minion_you_have_here() -> None:
    text = "Ongoing: This minion has +1 power for each other minion you have here."
    run_check(
        {
            "cards": {"chief": stand_in(text, "minion", power=2)},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {
                        "Alan": ["chief", {"card": 1, "name": "a1"}, {"card": 1, "name": "a2"}],
                        "Beth": [{"card": 1, "name": "b1"}],
                    }},
                    {"name": "keep", "breakpoint": 30, "minions": {
                        "Alan": [{"card": 1, "name": "a3"}],
                    }},
                ],
            },
            "do": [],
            "expect": {"power": {"chief": 4, "a1": 1, "b1": 1, "a3": 1}},
        }
    )  # fmt: skip


def test_draw_for_each_card_left_in_your_hand() -> None:
    """The count is taken as the effect starts: the played card has left the hand, the
    cards drawn are not counted."""
    hoard = stand_in("Draw a card for each card in your hand.", "action")
    run_check(
        {
            "cards": {"hoard": hoard},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["hoard", 1, 2], "Beth": [3, 4, 5]},
                "decks": {"Alan": [1, 2, 3, 4, 5]},
            },
            "do": [{"play": "hoard"}],
            "expect": {"hand-size": {"Alan": 4}, "deck-size": {"Alan": 3}},
        }
    )


def test_vp_for_each_action_in_your_discard_pile() -> None:
    text = "Gain 1 VP for each action in your discard pile."
    run_check(
        {
            "cards": {"tally": stand_in(text, "action"), "old": {"type": "action"}},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["tally"]},
                "discards": {"Alan": ["old", 2], "Beth": ["old"]},
            },
            "do": [{"play": "tally"}],
            "expect": {"vps": {"Alan": 1}},
        }
    )


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (
            "Each of your minions here gains +1 power for each of your other minions here"
            " until the end of the turn.",
            "minion",
        ),
        ("Ongoing: Your minions here have +1 power for each of your other minions here.", "minion"),
        (
            "Choose a base. Each of your minions there gains +1 power for each of your other"
            " minions there until the end of the turn.",
            "action",
        ),
    ],
    ids=["each-gains", "ongoing-group", "chosen-base"],
)
def test_other_in_a_count_for_each_of_a_group_stops(text: str, card_type: str) -> None:
    """Said of a group, "other" is other than each one that gains the power; the card
    grammar's "other" is other than this card: it would count one too many."""
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert "'other' in a count for each of a group" in outcome.describe()
