"""The data model: frozen dataclasses loaded from ``data/*.yaml``.

Every record knows where it came from (:class:`Where`), so a problem found by a
later check can still name ``file:line:col``.  Loading knows nothing of SQLite
and the engine knows nothing of YAML: this module is the contract between them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: Card types as the rules treat them; ``unknown`` when no source makes a card's type certain
#: (known by name only, or printed as a type the rules of the data do not cover).
CARD_TYPES = ("minion", "action", "base", "titan", "unknown")
#: The type words a card may print, and the type the rules treat each as: a Disney or
#: Marvel character is a minion.
PRINTED_TYPES = {
    "minion": "minion",
    "action": "action",
    "base": "base",
    "titan": "titan",
    "character": "minion",
    "unknown": "unknown",
}
#: ``reversion``: an erratum that restores an earlier wording; ``unknown``: the source says
#: the card has errata but not of what kind.
ERRATUM_KINDS = ("wording", "functional", "reversion", "unknown")
#: Whether a card has errata: ``errata`` (see its errata), ``none``, or ``unknown`` when no
#: source says (the site then says "not known", never "No errata.").
ERRATA_STATUSES = ("errata", "none", "unknown")
#: The printed power of a card whose power varies (``Power X``).
POWER_X = "X"
#: The kinds of ruling: text a source published (a clarification, an FAQ answer, a rulebook
#: example, a proviso), quoted from it.
RULING_KINDS = ("clarification", "faq", "example", "proviso")
#: The kind of a *rule check*: a scenario this project wrote to prove one rule statement (kept
#: under the statement's ``checks:`` in ``data/rules/``). It is never a ruling: no source
#: published it, so it is shown as the statement's proof and counted apart.
RULE_CHECK = "rule-check"
RULING_STATUSES = ("verified", "verified-standin", "failing", "untestable", "pending")
DEFAULT_DECK_SIZE = 20


@dataclass(frozen=True)
class Where:
    """A position in a data file: path relative to the project, 1-based line and column.

    ``fields`` maps a key of the mapping the record came from to its own position,
    so a check can point at the exact line of a bad reference.

    >>> Where("data/sets.yaml", 3, 5)
    Where('data/sets.yaml:3:5')
    """

    file: str
    line: int = 1
    col: int = 1
    fields: Mapping[str, tuple[int, int]] = field(default_factory=dict, compare=False)

    def at(self, key: str) -> Where:
        """The position of ``key`` inside this record, or the record's own position."""
        line, col = self.fields.get(key, (self.line, self.col))
        return Where(self.file, line, col)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    def __repr__(self) -> str:
        return f"Where({str(self)!r})"


NOWHERE = Where("<unknown>", 0, 0)


@dataclass(frozen=True)
class Source:
    """A document facts come from: a wiki page, a rulebook, an FAQ."""

    id: str
    title: str
    kind: str
    url: str | None = None
    revised: str | None = None
    publisher: str | None = None
    licence: str | None = None
    attribution: str | None = None
    #: When the source gives no date of its own: a date by which it was published.
    published_by: str | None = None
    #: When the source gives no date of its own: the day its text was taken in.
    retrieved: str | None = None
    #: Where the source's date comes from (a revision timestamp, a copyright line, ...).
    date_from: str | None = None
    where: Where = field(default=NOWHERE, compare=False, repr=False)


@dataclass(frozen=True)
class Set:
    """A published product (core set or expansion) that factions and bases come in."""

    id: str
    name: str
    year: int | None = None
    where: Where = field(default=NOWHERE, compare=False, repr=False)


@dataclass(frozen=True)
class Faction:
    """A faction: its description and the facts a player needs to pick it."""

    id: str
    name: str
    set_id: str | None
    source_id: str
    complexity: str | None = None
    description: str | None = None
    mechanics: tuple[str, ...] = ()
    partners: tuple[str, ...] = ()
    tips: tuple[str, ...] = ()
    deck_size: int = DEFAULT_DECK_SIZE
    partial: bool = False
    noun: str | None = None  # lang-faction: its cards' noun where the rule's is wrong
    where: Where = field(default=NOWHERE, compare=False, repr=False)


@dataclass(frozen=True)
class Correction:
    """A dated correction of one field of a card, with the source that made it.

    The data holds the corrected value; this records what it used to be.
    """

    field: str
    old: Any
    new: Any
    source_id: str
    date: str | None = None
    where: Where = dataclasses.field(default=NOWHERE, compare=False, repr=False)


@dataclass(frozen=True)
class Card:
    """A card: minion, action, base, titan, character, or several types at once.

    ``id`` is ``<group>/<slug>`` where the group is the faction, or the set when
    no source makes the faction certain (then ``faction_id`` is ``None``).
    ``text`` is ``None`` when no source holds the card's text yet, ``count`` is
    ``None`` when no source gives the number of copies, and ``type`` is
    ``"unknown"`` when no source makes it certain.

    ``type`` is the card's (first) type as the rules treat it, which the engine
    uses; ``printed_types`` are the type words as printed (``("character",)``,
    ``("minion", "action")`` for a fusion card) and ``printed_type`` the printed
    type in the card's own words when it is none of those words (``Monster``).
    ``power`` is ``None`` when the card prints no power or ``Power X``
    (``power_x``). ``errata_status`` is ``errata``, ``none`` or ``unknown``;
    ``errata_note`` is what the source says when it is not a plain yes or no.

    >>> card = Card("f/genie", "Genie", "minion", "f", None, "s", power=4,
    ...             printed_types=("character",))
    >>> card.shown_type, card.types, card.shown_power
    ('character', ('minion',), '4')
    """

    id: str
    name: str
    type: str
    faction_id: str | None
    set_id: str | None
    source_id: str
    count: int | None = 1
    power: int | None = None
    breakpoint: int | None = None
    vps: tuple[int, ...] = ()
    text: str | None = None
    illustrator: str | None = None
    image: str | None = None
    corrections: tuple[Correction, ...] = ()
    printed_types: tuple[str, ...] = ()
    printed_type: str | None = None
    power_x: bool = False
    errata_status: str = "none"
    errata_note: str | None = None
    #: Ids the card had before (``disney-edition/aladdin``): references to them resolve here.
    aliases: tuple[str, ...] = ()
    #: Its abilities in the engine's card language (``abilities:``), or None.
    abilities: Mapping[str, Any] | None = field(default=None, compare=False, repr=False)
    #: The abilities its printed text compiles to, as ``smashwiki compile --write`` stored them
    #: (``compiled:``, the card language's YAML), or None; ``abilities:`` wins over them.
    compiled: Mapping[str, Any] | None = field(default=None, compare=False, repr=False)
    where: Where = field(default=NOWHERE, compare=False, repr=False)

    @property
    def slug(self) -> str:
        """The part of the id after the group."""
        return self.id.split("/", 1)[-1]

    @property
    def types(self) -> tuple[str, ...]:
        """Every type the rules treat the card as (a minion-and-action fusion has two)."""
        words = self.printed_types or (self.type,)
        return tuple(dict.fromkeys(PRINTED_TYPES.get(word, "unknown") for word in words))

    @property
    def type_words(self) -> tuple[str, ...]:
        """The printed type words and the rules types, without repeats (what ``t:`` finds)."""
        printed = (self.printed_type.lower(),) if self.printed_type else ()
        return tuple(dict.fromkeys((*(self.printed_types or (self.type,)), *printed, *self.types)))

    @property
    def shown_type(self) -> str:
        """The type as printed, for people: ``character``, ``minion and action``, ``Monster``."""
        if self.printed_type:
            return self.printed_type
        return " and ".join(self.printed_types or (self.type,))

    @property
    def shown_power(self) -> str | None:
        """The power as printed: ``"0"``, ``"5"``, ``"X"``, or ``None`` when it prints none."""
        if self.power_x:
            return POWER_X
        return None if self.power is None else str(self.power)


@dataclass(frozen=True)
class Erratum:
    """An official change to a card's printed text."""

    card_id: str
    kind: str
    source_id: str
    description: str | None = None
    errata_in: str | None = None
    #: The wording before the erratum, where a source gives it.
    old_text: str | None = None
    #: The wording after it, where that is not the card's current text.
    new_text: str | None = None
    where: Where = field(default=NOWHERE, compare=False, repr=False)


@dataclass(frozen=True)
class Ruling:
    """A ruling (a clarification, FAQ answer, rulebook example or proviso a source
    published), or a rule check (``kind`` :data:`RULE_CHECK`: a scenario this project wrote to
    prove one rule statement, ``statement_id``; it has no source of its own).

    It is about any number of cards and rules, and carries either a ``check``
    (a scenario the engine runs) or an ``untestable`` reason, or neither yet
    (then its status is ``pending``). ``source_quote`` holds the source's own words when
    ``text`` adapts them (as a CC BY-SA page's rulings are adapted) instead of quoting them.
    """

    id: str
    kind: str
    text: str
    source_id: str | None
    card_ids: tuple[str, ...] = ()
    rule_ids: tuple[str, ...] = ()
    check: Mapping[str, Any] | None = field(default=None, compare=False)
    untestable: str | None = None
    date: str | None = None
    #: The engine is known to get this check wrong: why (the check still runs; see checks.py).
    known_failing: str | None = None
    where: Where = field(default=NOWHERE, compare=False, repr=False)
    #: The check as read, knowing the line of each of its parts (a :mod:`smashwiki.yamlpos`
    #: mapping), so a malformed check's message names the line of the field at fault.
    check_source: Any = field(default=None, compare=False, repr=False)
    #: The source's own words, when ``text`` adapts them rather than quoting them.
    source_quote: str | None = None
    #: The rule statement a rule check proves (``None`` for a ruling).
    statement_id: str | None = None

    @property
    def is_rule_check(self) -> bool:
        """True for a rule check (written here to prove a statement), False for a ruling."""
        return self.kind == RULE_CHECK


@dataclass(frozen=True)
class Rule:
    """A section of the rules; sections nest through ``parent_id``. ``body`` is Markdown."""

    id: str
    title: str
    source_id: str
    body: str = ""
    parent_id: str | None = None
    position: int = 0
    where: Where = field(default=NOWHERE, compare=False, repr=False)
    #: The section (of another source) this one words again: shown as one with it.
    same_as: str | None = None


@dataclass(frozen=True)
class Statement:
    """One statement of a rule section, worded as its source words it.

    ``id`` is ``<section id>/<slug>`` (``scoring/me-first/mandatory-mid-round``). A statement
    that states a mechanic names the checks that prove it (``ruling_ids``: rulings
    and rule checks, its own first-listed ``checks:`` among them); one that states none says
    why in ``untestable``. A statement of a glossary term (``term_id``) quotes the term's
    text, not its section's body: ``<section id>/<term id>/<slug>`` (``glossary/play/on-play``).
    """

    id: str
    rule_id: str
    text: str
    position: int = 0
    ruling_ids: tuple[str, ...] = ()
    untestable: str | None = None
    where: Where = field(default=NOWHERE, compare=False, repr=False)
    #: The glossary term the statement belongs to (None: a statement of a rule section).
    term_id: str | None = None

    @property
    def mechanical(self) -> bool:
        """True when the statement states a mechanic (it is not marked untestable)."""
        return self.untestable is None


@dataclass(frozen=True)
class Term:
    """A glossary term."""

    id: str
    term: str
    text: str
    source_id: str
    rule_ids: tuple[str, ...] = ()
    where: Where = field(default=NOWHERE, compare=False, repr=False)


@dataclass(frozen=True)
class ChangelogEntry:
    """A dated entry of a source's own change log (e.g. the wiki's Update Tracker)."""

    date: str
    source_id: str
    text: str
    card_ids: tuple[str, ...] = ()
    where: Where = field(default=NOWHERE, compare=False, repr=False)


#: The kinds of :class:`Discrepancy`.
DISCREPANCY_KINDS = ("no-power", "deck-size", "unknown-type")


@dataclass(frozen=True)
class Discrepancy:
    """Where a faction's source page disagrees with what the game requires, but is not
    corrupt: the data holds the page as printed, and this records the disagreement.

    ``kind`` is ``no-power`` (a minion printed without a power: its power is unknown),
    ``deck-size`` (``says`` is the deck's total) or ``unknown-type`` (a card under a heading
    or of a type no rule here reads). ``card_id`` is the card's full id, if it is about one.

    >>> Discrepancy("aliens", "deck-size", "Aliens", 12, 18, 20).summary
    'the page says 18, the game expects 20'
    """

    faction_id: str
    kind: str
    page: str
    line: int
    says: str | int
    expected: str | int
    card_id: str | None = None
    where: Where = field(default=NOWHERE, compare=False, repr=False)

    @property
    def summary(self) -> str:
        """What the page says against what is expected, in words."""
        return f"the page says {self.says}, the game expects {self.expected}"


@dataclass(frozen=True)
class Dataset:
    """Everything in ``data/``, as loaded."""

    sources: tuple[Source, ...] = ()
    sets: tuple[Set, ...] = ()
    factions: tuple[Faction, ...] = ()
    cards: tuple[Card, ...] = ()
    errata: tuple[Erratum, ...] = ()
    #: Rulings only: what sources published. Rule checks are in ``rule_checks``.
    rulings: tuple[Ruling, ...] = ()
    rules: tuple[Rule, ...] = ()
    terms: tuple[Term, ...] = ()
    statements: tuple[Statement, ...] = ()
    changelog: tuple[ChangelogEntry, ...] = ()
    discrepancies: tuple[Discrepancy, ...] = ()
    #: Data files that could not be read at all (their records are missing).
    unreadable: tuple[str, ...] = ()
    #: The project's checks of rule statements (kind :data:`RULE_CHECK`), never rulings.
    rule_checks: tuple[Ruling, ...] = ()

    @property
    def checked(self) -> tuple[Ruling, ...]:
        """Everything the engine runs: the rulings, then the rule checks."""
        return (*self.rulings, *self.rule_checks)

    def card(self, card_id: str) -> Card:
        """The card with this id (raises ``KeyError``)."""
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)


@dataclass(frozen=True)
class CheckResult:
    """What running a ruling's check gave: its status and its worked example in plain words.

    ``detail`` says why a check failed, why a ruling is untestable, or which
    stand-in cards a verified check used.
    """

    ruling_id: str
    status: str
    detail: str | None = None
    setup: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    result: tuple[str, ...] = ()
    #: A ``failing`` result the data declares (``known-failing:``): reported, not a surprise.
    known: bool = False

    @property
    def passes(self) -> bool:
        """True when the check passed (``verified`` or ``verified-standin``)."""
        return self.status in ("verified", "verified-standin")


def unchecked_result(ruling: Ruling) -> CheckResult:
    """The result of a ruling that no engine has run: ``untestable`` with its reason, else
    ``pending``."""
    if ruling.untestable:
        return CheckResult(ruling.id, "untestable", ruling.untestable)
    return CheckResult(
        ruling.id,
        "pending",
        "no check yet" if ruling.check is None else "the check has not been run",
    )
