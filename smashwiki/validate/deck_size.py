"""A faction's deck (its minions and actions, by copy count) totals 20 cards,
unless the faction says otherwise with ``deck_size``, or says ``partial: true`` (the
data holds only some of its cards). A total its source page prints, recorded as a
``deck-size`` discrepancy of that total, is accepted: any other total is still refused."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from ..errors import Problem
from ..model import Card, Dataset

DECK_TYPES = ("minion", "action")


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every faction whose deck does not total its deck size."""
    decks: dict[str | None, list[Card]] = defaultdict(list)
    for card in dataset.cards:
        if set(card.types) & set(DECK_TYPES):
            decks[card.faction_id].append(card)
    recorded = {(d.faction_id, d.says) for d in dataset.discrepancies if d.kind == "deck-size"}
    for faction in dataset.factions:
        cards = decks.get(faction.id, [])
        if not cards or faction.partial:
            continue
        total = sum(c.count for c in cards if isinstance(c.count, int))
        if total != faction.deck_size and (faction.id, total) not in recorded:
            yield Problem.at(
                faction.where.at("id"),
                f"faction {faction.id!r}: its minions and actions total {total} cards, "
                f"expected {faction.deck_size} (fix a copy count, or set deck_size: {total} "
                "if the faction really has that many)",
            )
