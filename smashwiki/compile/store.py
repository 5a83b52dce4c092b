"""Where a card's compilation is stored: its ``compiled:`` key, in its own YAML file.

``smashwiki compile --write`` writes there the abilities a card's printed text compiles
to (the card language's YAML, read back to exactly the compiled values:
:func:`.dump.to_yaml`), and removes a ``compiled:`` its text no longer compiles to. A
card with ``abilities:`` declared by hand gets none: the hand declaration always wins.
The engine plays the stored values; ``smashwiki check`` fails while they differ from
what the text compiles to (:mod:`smashwiki.validate.compiled`).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap

from ..atomic import atomic_write
from ..engine.cards import load_all
from ..errors import SmashwikiError
from ..fmt import dump, read_round_trip
from ..importers.common import to_node
from ..model import Card
from ..yamlpos import YamlError, load_text
from .compiler import compile_text


class StoreError(SmashwikiError):
    """A card file that cannot be rewritten."""


@dataclass(frozen=True)
class Stored:
    """What ``--write`` did to one card: ``wrote``, ``removed`` or ``unchanged``, and why."""

    card_id: str
    action: str
    why: str


def compiled_yaml(card: Card, factions: Mapping[str, str] | None = None) -> dict[str, Any] | None:
    """What the card's ``compiled:`` should hold now (None: nothing; also for a card
    declared by hand, in ``abilities:`` or in Python), ``factions`` known (id: noun)."""
    return compiled_for(
        card.id,
        card.text,
        card.type,
        by_hand=bool(card.abilities),
        card_set=card.set_id,
        card_name=card.name,
        factions=factions,
    )


def compiled_for(
    card_id: str,
    text: str | None,
    card_type: str,
    *,
    by_hand: bool,
    card_set: str | None = None,
    card_name: str | None = None,
    factions: Mapping[str, str] | None = None,
) -> dict[str, Any] | None:
    """What ``compiled:`` should hold for the card ``card_id`` of this text, type, set and
    printed name (None: nothing), ``by_hand`` when it declares ``abilities:``:
    :func:`compiled_yaml` for a card not read yet (an import compiles its cards before it
    writes them)."""
    if by_hand or load_all().knows(card_id):
        return None
    known = tuple(sorted((factions or {}).items()))  # lang-faction (hashable: remembered)
    found = _compiled_text(text, card_type, card_set, card_name, known)
    return copy.deepcopy(found) if found is not None else None


@lru_cache(maxsize=8192)
def _compiled_text(
    text: str | None,
    card_type: str,
    card_set: str | None,
    card_name: str | None = None,
    factions: tuple[tuple[str, str], ...] = (),
) -> dict[str, Any] | None:
    """The compilation of a text, remembered: an import compiles its cards, then
    ``compile --write``'s pass over the whole data set finds the same texts."""
    return compile_text(text, card_type, card_set, card_name, dict(factions)).stored


def write_compiled(
    project: Path, cards: Sequence[Card], factions: Mapping[str, str] | None = None
) -> list[Stored]:
    """Store each card's compilation in its file (or remove a stale one), ``factions``
    known (id: noun, lang-faction)."""
    done = []
    for card in cards:
        wanted = compiled_yaml(card, factions)
        if wanted == (dict(card.compiled) if card.compiled else None):
            done.append(Stored(card.id, "unchanged", "as stored"))
            continue
        _rewrite(project / card.where.file, card, wanted)
        done.append(Stored(card.id, "wrote" if wanted else "removed", _why(card, wanted)))
    return done


def _why(card: Card, wanted: dict[str, Any] | None) -> str:
    if wanted is not None:
        return "compiled from its printed text"
    if card.abilities or load_all().knows(card.id):
        return "its abilities are declared by hand"
    return "its text does not compile"


def _rewrite(path: Path, card: Card, wanted: dict[str, Any] | None) -> None:
    text = path.read_text(encoding="utf-8")
    try:
        load_text(text)
    except YamlError as error:
        raise StoreError(f"{path}:{error.line}:{error.col}: {error.describe()}") from error
    document = read_round_trip(text)
    node = _card_node(document, card)
    if wanted is None:
        node.pop("compiled", None)
    else:
        node["compiled"] = to_node(wanted)
    atomic_write(path, dump(document, "faction" if "factions" in path.parts else "cards"))


def _card_node(document: Any, card: Card) -> CommentedMap:
    slug = card.id.rpartition("/")[2]
    for key in ("cards", "bases"):
        for item in document.get(key) or []:
            if isinstance(item, CommentedMap) and item.get("id") == slug:
                return item
    raise StoreError(f"{card.where.file}: no card {slug!r} to store its compilation in")
