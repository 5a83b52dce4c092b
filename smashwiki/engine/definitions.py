"""What is printed on a card: :class:`CardDef`, shared by every copy of the card.

A :class:`CardDef` is a value object. Physical copies in a game are
:class:`~smashwiki.engine.state.Card` records that point at one.

>>> CardDef("x/knight", "Knight", "minion", power=3)
CardDef('x/knight', minion, power=3)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

MINION = "minion"
ACTION = "action"
BASE = "base"
TITAN = "titan"
CARD_TYPES = (MINION, ACTION, BASE, TITAN)

#: Kinds of special cards with rules of their own (see ``002``, "Special Cards").
MADNESS = "madness"
MONSTER = "monster"
TREASURE = "treasure"


@dataclass(frozen=True)
class CardDef:
    """The printed card: type, power (minions), breakpoint and VPs (bases).

    ``kind`` marks madness, monster and treasure cards. ``treasure`` is a
    monster's treasure number, ``monsters`` a base's monster number. ``power``
    of an action or titan is inherent power it gives its controller at its base
    ("non-minion power"). ``card_set`` is the set (box) a card comes from.
    ``standin_for`` names the real card a stand-in replaces;
    ``spec`` declares the card's abilities in the card language (see
    :mod:`smashwiki.engine.language`): a real card's ``abilities:``, or a stand-in's
    whole mapping.
    """

    id: str
    name: str
    type: str
    power: int = 0
    breakpoint: int = 0
    vps: tuple[int, ...] = ()
    kind: str | None = None
    treasure: int = 0
    monsters: int = 0
    faction: str | None = None
    card_set: str | None = None
    standin: bool = False
    standin_for: str | None = None
    text: str | None = None
    spec: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __repr__(self) -> str:
        stats = ""
        if self.type == MINION or self.power:
            stats = f", power={self.power}"
        if self.type == BASE:
            stats = f", breakpoint={self.breakpoint}, vps={list(self.vps)}"
        return f"CardDef({self.id!r}, {self.type}{stats})"

    @property
    def is_minion(self) -> bool:
        """True for minions (characters), monsters and minion treasures included."""
        return self.type == MINION

    @property
    def is_action(self) -> bool:
        """True for actions, madness cards and action treasures included."""
        return self.type == ACTION


def vanilla_minion(power: int, name: str | None = None) -> CardDef:
    """A minion with no abilities.

    >>> vanilla_minion(4)
    CardDef('vanilla/minion-4', minion, power=4)
    """
    return CardDef(
        f"vanilla/minion-{power}",
        name or f"{power}-power minion",
        MINION,
        power=power,
        standin=True,
    )


def vanilla_action(name: str = "action") -> CardDef:
    """An action with no abilities (played, then discarded)."""
    return CardDef(f"vanilla/{name}", name, ACTION, standin=True)


def vanilla_base(
    breakpoint: int, vps: tuple[int, ...] = (3, 2, 1), name: str | None = None
) -> CardDef:
    """A base with no abilities."""
    return CardDef(
        f"vanilla/base-{breakpoint}",
        name or f"base ({breakpoint})",
        BASE,
        breakpoint=breakpoint,
        vps=vps,
        standin=True,
    )


MADNESS_CARD = CardDef("madness/madness", "Madness", ACTION, kind=MADNESS)
