"""Real cards: every scenario in tests/scenarios/cards-*.yaml plays a card's printed
text, and every card the engine implements is played by at least one check (a card
scenario or a ruling's check)."""

from __future__ import annotations

import functools
from typing import Any

import pytest
from conftest import real_dataset, real_results
from scenariokit import every

from smashwiki.checks import catalog, implemented
from smashwiki.engine.scenario import run_check

DATASET = real_dataset()
CARDS = catalog(DATASET)
SCENARIOS: dict[str, Any] = every("cards-*.yaml")


@functools.cache
def _played(name: str) -> frozenset[str]:
    """The real cards card scenario ``name`` plays (it is run once, for both tests below)."""
    return frozenset(run_check(SCENARIOS[name], CARDS).real_cards)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_card_scenario(name: str) -> None:
    _played(name)


def _played_by_rulings() -> set[str]:
    played: set[str] = set()
    for ruling in DATASET.rulings:
        # the statuses of every ruling on CARDS, run once a session (conftest)
        if ruling.check is not None and real_results()[ruling.id].status.startswith("verified"):
            played |= run_check(ruling.check, CARDS).real_cards
    return played


def test_every_implemented_card_is_played_by_a_check() -> None:
    played: set[str] = set()
    for name in SCENARIOS:
        played |= _played(name)
    played |= _played_by_rulings()
    missing = sorted(implemented(DATASET) - played)
    assert not missing, f"implemented cards no check plays: {missing}"


@pytest.mark.parametrize("faction", ["time-travelers", "musketeers"])
def test_every_card_of_the_faction_is_implemented(faction: str) -> None:
    cards = {card.id for card in DATASET.cards if card.faction_id == faction}
    assert cards, faction
    assert sorted(cards - implemented(DATASET)) == []
