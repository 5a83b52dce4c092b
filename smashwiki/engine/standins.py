"""Stand-in cards: cards a check declares inline (under ``cards:``), in the card
language of :mod:`smashwiki.engine.language` (its docstring lists every key and
effect). A stand-in says what is printed on it (type, power, breakpoint ...) and
declares its abilities with the same keys as a real card's ``abilities:``.

>>> knight = define("knight", {"power": 3, "on-play": [{"draw": 1}]})
>>> knight.id, knight.power, knight.standin
('standin/knight', 3, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import definitions as d
from .errors import InvalidScenario
from .language import ABILITY_KEYS, PRINTED_KEYS, abilities_of, register, run_effects

__all__ = ["CARD_KEYS", "define", "register", "run_effects"]

#: A stand-in's keys: what is printed on it, and its abilities.
CARD_KEYS = {*PRINTED_KEYS, *ABILITY_KEYS}


def define(key: str, spec: Mapping[str, Any]) -> d.CardDef:
    """The :class:`CardDef` of the stand-in ``key`` described by ``spec``; its abilities
    are read in the card language's grammar (a value outside it raises
    :class:`InvalidScenario` naming its field)."""
    if not isinstance(spec, dict | Mapping):
        raise InvalidScenario(f"stand-in {key!r} must be a mapping")
    unknown = set(spec) - CARD_KEYS
    if unknown:
        raise InvalidScenario(
            f"stand-in {key!r}: unknown keys {sorted(unknown)}; known: {sorted(CARD_KEYS)}"
        )
    kind = spec.get("type", d.MINION)
    if kind not in d.CARD_TYPES:
        raise InvalidScenario(f"stand-in {key!r}: type must be one of {d.CARD_TYPES}")
    definition = d.CardDef(
        id=f"standin/{key}",
        name=str(spec.get("name", key)),
        type=kind,
        power=int(spec.get("power", 0)),
        breakpoint=int(spec.get("breakpoint", 0)),
        vps=tuple(int(vp) for vp in spec.get("vps", (3, 2, 1) if kind == d.BASE else ())),
        kind=spec.get("kind"),
        treasure=int(spec.get("treasure", 0)),
        monsters=int(spec.get("monsters", 0)),
        faction=spec.get("faction"),
        standin=True,
        standin_for=spec.get("standin-for"),
        spec=dict(spec),
    )
    abilities_of(definition)
    return definition
