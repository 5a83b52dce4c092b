"""A faction's noun: the word a card's text names the faction's cards by (lang-faction).

Smash Up texts name a faction's cards by the faction's singular noun before the kind of
card: "a Princess minion" is a minion of the Princesses faction, "each Kree action" each
action of the Kree. The noun is the faction's name said in the singular by
:func:`singular` (its last word: "-sses", "-ches", "-shes", "-xes" lose "es", any other
"-s" but "-ss" loses "s": Princesses is Princess, Teddy Bears is Teddy Bear, Witches is
Witch; a name not ending so is its own noun: Kaiju, Kree), unless the faction's file
says its noun (``noun:``) where that rule is wrong (Fairies, whose rule gives "Fairie").

:data:`NOUNS` (set with :func:`faction_nouns`) holds the nouns of the factions known
while a text is compiled or rendered; a faction not among them is said by the rule
applied to its id ("teddy-bears" is "Teddy Bear").

>>> [singular(n) for n in ("Princesses", "Teddy Bears", "Kaiju", "Kree", "Mermaids")]
['Princess', 'Teddy Bear', 'Kaiju', 'Kree', 'Mermaid']
>>> noun_of("sumo-wrestlers")
'Sumo Wrestler'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType
from typing import Protocol

_NONE: Mapping[str, str] = MappingProxyType({})
NOUNS: ContextVar[Mapping[str, str]] = ContextVar("faction_nouns", default=_NONE)
"""The known factions (by id) and each one's noun, while a text is compiled (rendered)."""

_ES = re.compile(r"(?:ss|ch|sh|x)es$")


def singular(name: str) -> str:
    """The faction ``name``'s noun by the written rule (the module's docstring)."""
    head, _, last = name.strip().rpartition(" ")
    if _ES.search(last):
        last = last[:-2]
    elif last.endswith("s") and not last.endswith("ss"):
        last = last[:-1]
    return f"{head} {last}" if head else last


def titled(faction_id: str) -> str:
    """A faction's id as its name: ``teddy-bears`` is "Teddy Bears"."""
    return " ".join(word[:1].upper() + word[1:] for word in faction_id.split("-"))


def noun_of(faction_id: str) -> str:
    """The noun the faction ``faction_id``'s cards are named by: its noun as known
    (:data:`NOUNS`), else the rule's singular of its id said as a name."""
    return NOUNS.get().get(faction_id) or singular(titled(faction_id))


def nouns(factions: Mapping[str, tuple[str, str | None]]) -> dict[str, str]:
    """Each faction (by id: its name and its noun, if its file says one) and its noun."""
    return {fid: noun or singular(name) for fid, (name, noun) in factions.items()}


@contextmanager
def faction_nouns(known: Mapping[str, str] | None) -> Iterator[None]:
    """While inside, ``known`` (faction id: noun) are the factions known (:data:`NOUNS`);
    None leaves the ones known as they are."""
    if known is None:
        yield
        return
    token = NOUNS.set(MappingProxyType(dict(known)))
    try:
        yield
    finally:
        NOUNS.reset(token)


class _Faction(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def noun(self) -> str | None: ...


def known_nouns(factions: Iterable[_Faction]) -> dict[str, str]:
    """The noun of each of ``factions`` (the data set's: :class:`smashwiki.model.Faction`),
    by its id: its file's ``noun:``, else its name's singular by the rule."""
    return nouns({f.id: (f.name, f.noun) for f in factions if isinstance(f.name, str)})
