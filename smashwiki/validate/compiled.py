"""A card's stored compilation (``compiled:``) must still be what its text compiles to.

``smashwiki compile --write`` stores, under a card's ``compiled:``, the abilities its
printed text compiles to (the card language's YAML, as ``abilities:`` would hold them);
the engine plays them when the card declares no ``abilities:`` by hand. Nothing is
recompiled silently: if the text was edited, or the compiler or the card language
changed, so that the text no longer compiles to exactly the stored values, this check
fails and names the command that writes them anew.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..compile.compiler import compile_text
from ..engine.language.factions import known_nouns
from ..engine.language.grammar import GrammarError, parse_abilities
from ..errors import Problem
from ..model import Dataset


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for each card whose ``compiled:`` its text no longer compiles to."""
    known = known_nouns(dataset.factions)  # lang-faction
    for card in dataset.cards:
        if card.compiled is None:
            continue
        fix = f"run: smashwiki compile --write {card.id}"
        outcome = compile_text(card.text, card.type, card.set_id, card.name, known)
        if not outcome.accepted or outcome.compiled is None:
            yield Problem.at(
                card.where,
                f"compiled: the card's text no longer compiles ({outcome.describe()}); {fix}",
            )
            continue
        try:
            stored = parse_abilities(card.compiled)
        except GrammarError as error:
            yield Problem.at(card.where, f"compiled: not in the card language ({error}); {fix}")
            continue
        if stored != outcome.compiled.abilities:
            yield Problem.at(
                card.where,
                "compiled: is not what the card's text compiles to now (its text, the "
                f"compiler or the card language changed); {fix}",
            )
