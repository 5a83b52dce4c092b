"""Each card has the numbers its type needs: minions (characters and minion fusions
included) a power, which may be 0 or X; bases a breakpoint and three VP values; and no
numbers that its type cannot have: only bases have a breakpoint and VPs, and bases and
titans print no power (the rulebooks say no more: some actions do print a power).

A card known by name only (no text and no copy count, as for most Disney cards) may
lack the numbers: no source gives them yet."""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import Problem
from ..model import Card, Dataset

VP_PLACES = 3


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every card missing a number its type needs, or carrying one it can't."""
    unpowered = {d.card_id for d in dataset.discrepancies if d.kind == "no-power"}
    for card in dataset.cards:
        yield from _card_problems(card, card.id in unpowered)


def known_by_name_only(card: Card) -> bool:
    """True for a card no source gives more than its name (and perhaps its type)."""
    return card.text is None and card.count is None


def _card_problems(card: Card, unpowered: bool = False) -> Iterator[Problem]:
    label = f"{card.shown_type} {card.id!r}"
    known = not known_by_name_only(card)
    types = card.types
    if "minion" in types and card.shown_power is None and known and not unpowered:
        yield Problem.at(card.where, f"{label} needs a power (a number, 0, or X)")
    if "base" in types and known:
        if card.breakpoint is None:
            yield Problem.at(card.where, f"{label} needs a breakpoint")
        if len(card.vps) != VP_PLACES:
            spot = card.where.at("vps") if "vps" in card.where.fields else card.where
            yield Problem.at(
                spot,
                f"{label} needs three VP values (winner, runner-up, third), got {len(card.vps)}",
            )
    if "base" not in types and (card.breakpoint is not None or card.vps):
        yield Problem.at(card.where, f"{label}: only bases have a breakpoint and VPs")
    if set(types) & {"base", "titan"} and card.shown_power is not None:
        yield Problem.at(card.where.at("power"), f"{label}: bases and titans have no printed power")
