"""A recorded source discrepancy still holds: the card it names exists, and a minion
recorded as printed without a power still has none (once someone knows the power, the
record goes). A ``deck-size`` record whose total is no longer the deck's is left to the
deck-size check, which then refuses the deck."""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import Problem
from ..model import Dataset


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every recorded discrepancy that no longer holds."""
    cards = {card.id: card for card in dataset.cards}
    for found in dataset.discrepancies:
        if found.card_id is None:
            continue
        card = cards.get(found.card_id)
        if card is None:
            yield Problem.at(
                found.where.at("card"),
                f"discrepancy about card {found.card_id!r}, which the faction does not have",
            )
        elif found.kind == "no-power" and card.shown_power is not None:
            yield Problem.at(
                found.where,
                f"card {found.card_id!r} now has a power ({card.shown_power}): "
                "remove its no-power discrepancy",
            )
