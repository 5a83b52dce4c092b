"""Ids are unique within their kind: two cards, rulings or rules may not share one."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ..errors import Problem
from ..model import Dataset

KINDS = ("sources", "sets", "factions", "cards", "rulings", "rules", "terms")


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every record whose id an earlier record of its kind already has."""
    for kind in KINDS:
        yield from _duplicates(kind, getattr(dataset, kind))
    yield from _aliases(dataset)


def _aliases(dataset: Dataset) -> Iterator[Problem]:
    """A card's alias (an id it had before) is no other card's id or alias."""
    taken = {card.id: f"card {card.id!r}" for card in dataset.cards}
    for card in dataset.cards:
        for alias in card.aliases:
            if alias in taken:
                message = f"alias {alias!r} of card {card.id!r} is already {taken[alias]}"
                yield Problem.at(card.where.at("aliases"), message)
            else:
                taken[alias] = f"an alias of card {card.id!r}"


def _duplicates(kind: str, records: Iterable[Any]) -> Iterator[Problem]:
    first_seen: dict[str, Any] = {}
    for record in records:
        if record.id == "None" and "id" not in record.where.fields:
            continue  # a record written without an id: the schema says it is missing
        if record.id in first_seen:
            earlier = first_seen[record.id].where
            message = f"duplicate id {record.id!r}: {kind} already has it at {earlier}"
            yield Problem.at(record.where.at("id"), message)
        else:
            first_seen[record.id] = record
