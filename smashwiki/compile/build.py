"""Parse trees turned into the card grammar's typed values, and rendered back.

The card grammar (issue 22: ``smashwiki.engine.language.grammar`` and its English
renderer ``smashwiki.engine.language.english``) is not on main yet; until it is,
every clause that parses stops here as a construct the grammar cannot say, so no
card is accepted on a rendering this package would have to invent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .clauses import Clause
from .parse import CANNOT_SAY, ClauseError


@dataclass(frozen=True)
class Compiled:
    """A card's abilities as the card grammar's values."""

    abilities: tuple[object, ...]


def build_abilities(parsed: Sequence[tuple[Clause, object]], card_type: str) -> Compiled:
    """The card grammar's values for ``parsed`` clauses, or :class:`ClauseError` at the
    first clause the grammar cannot say."""
    for clause, _tree in parsed:
        raise ClauseError(clause, CANNOT_SAY, "the card grammar's typed values are not there yet")
    return Compiled(())


def render(compiled: Compiled) -> str:
    """``compiled`` in the rulebook's English (the card grammar's renderer)."""
    return " ".join(str(ability) for ability in compiled.abilities)
