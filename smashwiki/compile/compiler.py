"""A whole printed text compiled, or not: the outcome ``smashwiki compile`` reports.

A text compiles over the whole of it or not at all: every clause must parse and
turn into the card grammar's values (:mod:`.build`), and then the values,
rendered back to English, must say the printed text (:func:`.normalise.same_text`),
and the card language's YAML must store them (:func:`.dump.to_yaml`: what a card keeps
under ``compiled:`` and plays from).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from lark import Token, Tree

from ..engine.language.factions import faction_nouns
from ..engine.language.grammar import CardAbilities
from .build import Compiled, build_abilities, render, renderings, this_base_wordings
from .clauses import Clause, split
from .dump import NoYaml, to_yaml
from .normalise import normalise, same_text
from .ownname import own_name
from .parse import CANNOT_SAY, ClauseError, parse_clause
from .setwords import set_words

Status = Literal["compiled", "differs", "stopped", "no-text"]
"""``compiled``: compiles and round-trips (accepted); ``differs``: compiles, but its
rendering does not say the printed text (rejected); ``stopped``: a clause does not
compile; ``no-text``: no source holds the card's text."""


@dataclass(frozen=True)
class Outcome:
    """What compiling one printed text came to."""

    text: str | None
    status: Status
    compiled: Compiled | None = None
    rendered: str | None = None
    stop: ClauseError | None = None
    stored: dict[str, Any] | None = None  # accepted: the YAML ``compiled:`` keeps

    @property
    def accepted(self) -> bool:
        """Whether the engine may play the card from its text."""
        return self.status == "compiled"

    def describe(self) -> str:
        """One line for the report, in a contributor's words."""
        if self.status == "compiled":
            return "compiled and round-trips"
        if self.status == "differs":
            return f"compiled but differs (rejected): the engine would play {self.rendered!r}"
        if self.status == "no-text":
            return "no printed text to compile"
        assert self.stop is not None
        clause = self.stop.clause
        where = f"stopped at clause {clause.number} ({clause.text!r})"
        return f"{where}: {self.stop.reason}: {self.stop.detail}"


def compile_text(
    text: str | None,
    card_type: str = "minion",
    card_set: str | None = None,
    card_name: str | None = None,
    factions: Mapping[str, str] | None = None,
) -> Outcome:
    """Compile one card's printed ``text`` (of a card of ``card_type``, of the set
    ``card_set`` if known: a set's own words, :mod:`.setwords`, read as its rules say;
    named ``card_name`` if known: its own name said as a noun, :mod:`.ownname`, is the
    cards of that name; ``factions``, the factions known (id: noun,
    :func:`smashwiki.engine.language.factions.nouns`): a known faction's noun before
    "minion", "action" or "card" names that faction's cards, lang-faction).

    >>> compile_text("Annihilate a minion.").describe()
    "stopped at clause 1 ('Annihilate a minion'): unknown verb head: 'Annihilate' at column 1"
    >>> compile_text("Destroy a Kree minion.", factions={"kree": "Kree"}).describe()
    'compiled and round-trips'
    """
    if not text or not text.strip():
        return Outcome(text, "no-text")
    with faction_nouns(factions or {}):
        return _compile(text, card_type, card_set, card_name)


def _compile(text: str, card_type: str, card_set: str | None, card_name: str | None) -> Outcome:
    read = own_name(set_words(text, card_set), card_name, card_type)
    clauses = split(read)
    try:
        parsed = _parsed(clauses)
        compiled = build_abilities(parsed, card_type)
    except ClauseError as stop:
        return Outcome(text, "stopped", stop=stop)
    found = renderings(compiled)
    printed = as_sentences(read, parsed)
    said = [r for r in found if same_text(printed, r)]
    if not said and ("this base" in read.lower() or "another base" in read.lower()):
        said = [r for r in this_base_wordings(found, compiled) if same_text(printed, r)]
    if not said:
        said = [r for r in (in_printed_order(r, printed) for r in found) if same_text(printed, r)]
    if not said:
        return Outcome(text, "differs", compiled=compiled, rendered=render(compiled))
    try:  # what is accepted is what a card stores (``compiled:``) and plays from
        stored = to_yaml(compiled.abilities)
    except NoYaml as lost:
        unstored = f"the card language cannot store it: {lost}"
        return Outcome(text, "stopped", stop=ClauseError(clauses[0], CANNOT_SAY, unstored))
    return Outcome(text, "compiled", compiled=compiled, rendered=said[0], stored=stored)


_LABEL = re.compile(r"\b(Ongoing|Talent|Special):\s*")


def in_printed_order(rendering: str, printed: str) -> str:
    """``rendering`` with its labelled parts (``Ongoing:``, ``Talent:``, ``Special:``) in
    the order ``printed`` has them, its unlabelled start first as ever: each labelled part
    is an ability of its own, played the same wherever the card prints it (the card
    grammar renders them in one fixed order). Unchanged unless both have the same labels,
    each once.

    >>> in_printed_order("Talent: Draw a card. Ongoing: You have +1 power here.",
    ...                  "Ongoing: You have +1 power here. Talent: Draw a card.")
    'Ongoing: You have +1 power here. Talent: Draw a card.'
    """
    head, *rest = _LABEL.split(rendering)
    parts = dict(zip(rest[0::2], rest[1::2], strict=True))
    order = _LABEL.findall(printed)
    if len(parts) != len(rest) // 2 or sorted(order) != sorted(parts):
        return rendering
    said = [head.strip(), *(f"{label}: {parts[label].strip()}" for label in order)]
    return " ".join(part for part in said if part)


def _parsed(clauses: Sequence[Clause]) -> list[tuple[Clause, Tree[Token]]]:
    return [(clause, parse_clause(clause)) for clause in clauses]


def as_sentences(text: str, parsed: Sequence[tuple[Clause, Tree[Token]]]) -> str:
    """``text`` (normalised) with the effects its clauses join in order said as sentences,
    as the card grammar's renderer says them: "Draw a card, then discard a card" (or "and
    discard", "and then discard") is "Draw a card. Discard a card", and a sentence's
    opening "Then" goes. The two say one meaning (the rulebook: "Do X and then do Y", "Do X.
    Do Y" alike); only the joints the parser read so are cut, never a word elsewhere.

    >>> text = "Draw a card, then discard a card."
    >>> as_sentences(text, _parsed(split(text)))
    'Draw a card. Discard a card'
    """
    said, at = normalise(text), 0
    for clause, tree in parsed:
        found = said.find(clause.text, at)
        cuts = _joints(tree)
        if found < 0 or not cuts:
            at = max(at, found)
            continue
        cut = _cut(clause.text, cuts)
        said = said[:found] + cut + said[found + len(clause.text) :]
        at = found + len(cut)
    return said


def _joints(tree: Tree[Token]) -> list[tuple[int, int]]:
    """Where the words of each joint of effects in order are in the clause (from, to)."""
    cuts = []
    for sub in tree.iter_subtrees():
        pairs: list[tuple[object, object]] = []
        if sub.data == "then_sentence":
            pairs = [(sub, None)]
        elif sub.data == "effects":
            pairs = list(zip(sub.children[1::2], sub.children[2::2], strict=True))
        for joint, after in pairs:
            more = isinstance(after, Tree) and after.data == "more_extra"
            if not isinstance(joint, Tree) or more:
                continue
            if joint.data in ("then", "also", "then_sentence"):
                words = [t for t in joint.children if isinstance(t, Token)]
                cuts.append((words[0].start_pos or 0, words[-1].end_pos or 0))
    return sorted(set(cuts))  # lang-twomoments: a clause of two moments says each joint twice


def _cut(text: str, cuts: Sequence[tuple[int, int]]) -> str:
    """``text`` with each joint ``cuts`` says where as a sentence boundary."""
    for start, end in sorted(cuts, reverse=True):
        head = text[:start].rstrip().removesuffix(",").rstrip()
        rest = text[end:].lstrip()
        rest = rest[:1].upper() + rest[1:]
        text = f"{head}. {rest}" if head else rest
    return text


@dataclass(frozen=True)
class Draft:
    """The best partial compilation of a text: the abilities of the clauses before the
    first one that does not compile (None if not even the first does), that clause and
    why (``stop``), and every clause."""

    abilities: CardAbilities | None
    clauses: tuple[Clause, ...]
    stop: ClauseError | None


def draft(
    text: str,
    card_type: str = "minion",
    card_set: str | None = None,
    card_name: str | None = None,
    factions: Mapping[str, str] | None = None,
) -> Draft:
    """The longest start of ``text`` (of a card of ``card_set``, named ``card_name``) that
    compiles, and where it stops.

    >>> found = draft("Draw a card. Obliterate a minion.")
    >>> found.stop.clause.number, len(found.abilities.abilities)
    (2, 1)
    """
    with faction_nouns(factions or {}):
        return _draft(text, card_type, card_set, card_name)


def _draft(text: str, card_type: str, card_set: str | None, card_name: str | None) -> Draft:
    clauses = tuple(split(own_name(set_words(text, card_set), card_name, card_type)))
    parsed: list[tuple[Clause, Tree[Token]]] = []
    stop: ClauseError | None = None
    for clause in clauses:
        try:
            parsed.append((clause, parse_clause(clause)))
        except ClauseError as error:
            stop = error
            break
    while parsed:
        try:
            return Draft(build_abilities(parsed, card_type).abilities, clauses, stop)
        except ClauseError as error:
            stop = error
            parsed = [(c, tree) for c, tree in parsed if c.number < error.clause.number]
    return Draft(None, clauses, stop)
