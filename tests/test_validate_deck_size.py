"""validate.deck_size: a faction's minions and actions total its deck size."""

from __future__ import annotations

import pytest

from smashwiki.model import Card, Dataset, Faction, Where


def deck(*counts: int, **faction_fields) -> Dataset:
    faction = Faction(
        "f", "F", None, "src", where=Where("data/factions/f.yaml", 1, 1), **faction_fields
    )
    cards = tuple(
        Card(f"f/c{i}", f"C{i}", "minion", "f", None, "src", count=n, power=1)
        for i, n in enumerate(counts)
    )
    base = Card("f/base", "Base", "base", "f", None, "src", breakpoint=20, vps=(3, 2, 1))
    return Dataset(factions=(faction,), cards=(*cards, base))


def problems(dataset: Dataset) -> list[str]:
    from smashwiki.validate import deck_size

    return [str(p) for p in deck_size.check(dataset)]


def test_twenty_cards_pass_and_bases_do_not_count():
    assert problems(deck(10, 10)) == []


@pytest.mark.parametrize("counts", [(10, 11), (2,) * 9], ids=["21-cards", "18-cards"])
def test_wrong_total_is_reported_with_the_fix(counts):
    [message] = problems(deck(*counts))
    assert message.startswith(
        "data/factions/f.yaml:1:1: faction 'f': its minions and actions total"
    )
    assert f"total {sum(counts)} cards, expected 20" in message


def test_a_faction_may_say_its_deck_size():
    assert problems(deck(10, 11, deck_size=21)) == []


def test_a_partial_faction_is_skipped():
    assert problems(deck(1, partial=True)) == []
