"""validate.card_stats: minions need power, bases a breakpoint and three VP values."""

from __future__ import annotations

import pytest

from smashwiki.model import Card, Dataset
from smashwiki.validate import card_stats


def problems(**fields) -> list[str]:
    card = Card("f/x", "X", fields.pop("type"), "f", None, "src", **fields)
    return [p.message for p in card_stats.check(Dataset(cards=(card,)))]


@pytest.mark.parametrize(
    "fields",
    [
        {"type": "minion", "power": 0},
        {"type": "action"},
        {"type": "action", "power": 2},
        {"type": "base", "breakpoint": 22, "vps": (2, 3, 1)},
        {"type": "titan"},
    ],
    ids=["minion-power-0", "action", "action-with-power", "base", "titan"],
)
def test_complete_cards_pass(fields):
    assert problems(**fields) == []


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"type": "minion"}, "minion 'f/x' needs a power"),
        ({"type": "base", "vps": (2, 3, 1)}, "base 'f/x' needs a breakpoint"),
        ({"type": "base", "breakpoint": 20, "vps": (2, 3)}, "needs three VP values"),
        ({"type": "action", "breakpoint": 20}, "only bases have a breakpoint"),
        ({"type": "titan", "power": 3}, "bases and titans have no printed power"),
    ],
    ids=[
        "minion-without-power",
        "base-without-breakpoint",
        "base-two-vps",
        "action-breakpoint",
        "titan-power",
    ],
)
def test_missing_or_impossible_numbers_are_reported(fields, message):
    [problem] = problems(**fields)
    assert message in problem


@pytest.mark.parametrize("card_type", ["minion", "base", "unknown"])
def test_a_card_known_by_name_only_needs_no_numbers(card_type):
    """No text and no copy count: no source gives its numbers yet (most Disney cards)."""
    assert problems(type=card_type, count=None) == []


def test_a_card_with_text_but_no_count_still_needs_its_numbers():
    [problem] = problems(type="minion", count=None, text="Draw a card.")
    assert "needs a power" in problem
