"""The context of every kind of page, as frozen dataclasses with documented fields.

Templates see exactly these fields (Jinja runs with ``StrictUndefined``, so a
misspelt field fails the build). Text from the data arrives already rendered to
safe HTML (:class:`~markupsafe.Markup`); every other string is a plain value the
template escapes. :mod:`smashwiki.site.pages` builds them from the database.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from markupsafe import Markup

STATUS_LABELS = {
    "verified": "verified",
    "verified-standin": "verified with a stand-in",
    "failing": "failing",
    "untestable": "untestable",
    "pending": "pending",
}
STATUS_HELP = {
    "verified": "The rules engine replays the ruling and gets the answer it states.",
    "verified-standin": "The engine replays the ruling with stand-in cards, because the real "
    "card's text is not in the data yet.",
    "failing": "The engine replays the ruling and gets a different answer: the engine or the "
    "data is wrong.",
    "untestable": "The ruling states no game mechanics the engine could check.",
    "pending": "Nobody has written a check for this ruling yet.",
}
KIND_LABELS = {
    "clarification": "clarification",
    "faq": "FAQ",
    "example": "rulebook example",
    "proviso": "proviso",
    "scenario": "rules scenario",
}
COVERAGE_LABELS = {
    "covered": "proven",
    "uncovered": "not proven yet",
    "untestable": "no mechanic",
}
COVERAGE_HELP = {
    "covered": "A check that exercises this statement passes in the rules engine, and none fails.",
    "uncovered": "No passing check exercises this statement yet, or one of its checks fails.",
    "untestable": "This statement states no game mechanic the engine could check.",
}
TYPE_ORDER = {"minion": 0, "action": 1, "titan": 2, "base": 3}


# --------------------------------------------------------------------------- small views


@dataclass(frozen=True)
class Ref:
    """A link to a page of the site.

    Attributes:
        name: the text of the link.
        url: the page's path from the site root, e.g. ``cards/time-travelers/doctor-when/``.
    """

    name: str
    url: str


@dataclass(frozen=True)
class Dated:
    """When a ruling, an erratum or a source was stated, and what that date is.

    Attributes:
        iso: the date (ISO 8601; a timestamp's day is the date shown).
        label: what the date is, in words before it: ``revised`` (a wiki page's revision),
            ``undated, published by`` (the source gives no date; another source shows it was
            out by then), ``undated, as read on`` (the day its text was taken in); empty when
            the ruling or erratum dates itself.
        origin: where the date comes from, in words, or ``None`` if the data does not say.
    """

    iso: str
    label: str = ""
    origin: str | None = None

    @property
    def day(self) -> str:
        """The date shown: the day, without a timestamp's time."""
        return self.iso[:10]


@dataclass(frozen=True)
class SourceView:
    """A source document, as credited on pages.

    Attributes:
        id: its id.
        ref: link to its own page (``sources/<id>/``).
        title: its title.
        url: where it can be read (``None`` unless http(s)).
        kind, publisher, licence, attribution: as in the ``sources`` table.
        date: when it was revised or published, what that date is and where it comes from
            (``None`` if the data gives no date).
        facts: how many cards, rulings, rules and terms come from it, by kind.
    """

    id: str
    ref: Ref
    title: str
    url: str | None
    kind: str
    date: Dated | None
    publisher: str | None
    licence: str | None
    attribution: str | None
    facts: dict[str, int]


@dataclass(frozen=True)
class Example:
    """A ruling's worked example in plain words: lines of setup, steps and result."""

    setup: list[Markup]
    steps: list[Markup]
    result: list[Markup]


@dataclass(frozen=True)
class RulingView:
    """A ruling with the engine's verdict.

    Attributes:
        id: its id, e.g. ``time-travelers/doctor-when#1``.
        url: its own page, ``rulings/time-travelers/doctor-when/1/``.
        anchor: HTML id of its entry on any page (``r-`` plus the id as a slug).
        kind, kind_label: clarification, faq, example or proviso, and how to show it.
        status, status_label, status_help: the engine's verdict, its words and what it means.
        detail: why (the failure, the untestable reason, the stand-ins), or ``None``.
        text: the ruling, with names linked.
        example: the worked example, or ``None`` if the engine gave none.
        cards: every card it names; rules: every rule section it is about.
        source: where it comes from; date: when it was stated (its own date, or its
            source's date), ``None`` if neither is known.
        where: ``file:line`` of its YAML; edit_url: link to edit that file, or ``None``.
        source_quote: the source's own words where ``text`` adapts them, else ``None``.
    """

    id: str
    url: str
    anchor: str
    kind: str
    kind_label: str
    status: str
    status_label: str
    status_help: str
    detail: str | None
    text: Markup
    example: Example | None
    cards: list[Ref]
    rules: list[Ref]
    source: Ref | None
    date: Dated | None
    where: str | None
    edit_url: str | None
    source_quote: Markup | None = None


@dataclass(frozen=True)
class ErratumView:
    """An erratum.

    Attributes:
        kind: wording, functional, ... as the source says. description: what changed, in
            the source's words (empty when the source says nothing more than the kind).
        errata_in: where the corrected card was printed. source, date: where it is stated
            and when (its source's date), ``None`` if the data gives none.
        old: the wording before the erratum, where known. new: the wording after it (the
            erratum's own ``new_text``, else the card's current text), where known.
        new_is_current: whether ``new`` is the card's current text (no later erratum changed
            it again).
    """

    kind: str
    description: Markup
    errata_in: str | None
    source: Ref | None
    date: Dated | None
    old: Markup | None
    new: Markup | None
    new_is_current: bool = True


@dataclass(frozen=True)
class CorrectionView:
    """A later source's correction of one field of a card (old and new as JSON text)."""

    field: str
    old: str
    new: str
    source: Ref | None
    date: str | None


@dataclass(frozen=True)
class CardRow:
    """A card as a row of a table.

    Attributes:
        ref: link to its page. type: as printed (minion, character, minion and action...).
        count: copies. power: as printed (``"0"``, ``"X"``) or ``None``. breakpoint and vps
        (e.g. ``"3-3-2"``) for bases.
        rulings, errata: how many it has. has_text: whether its text is known.
        text: its text with names linked, where known (shown on reference sheets).
    """

    ref: Ref
    type: str
    count: int
    power: str | None
    breakpoint: int | None
    vps: str
    rulings: int
    errata: int
    has_text: bool
    text: Markup | None = None


@dataclass(frozen=True)
class CurveBar:
    """One bar of a deck's power curve: copies of minions with this power (``percent`` of
    the tallest bar)."""

    power: int
    copies: int
    percent: int


@dataclass(frozen=True)
class Change:
    """A dated data correction from a source's change log."""

    date: str
    source: Ref | None
    text: Markup
    cards: list[Ref]


@dataclass(frozen=True)
class CheckLink:
    """A check named by a rule statement: link to its entry and the engine's verdict."""

    ref: Ref
    status: str
    status_label: str
    status_help: str


@dataclass(frozen=True)
class RuleCheckView:
    """A rule check: a scenario this project wrote to prove one rule statement, shown as that
    statement's proof (never as a ruling: no source published it).

    Attributes:
        id: ``<statement id>#<n>``. anchor: HTML id of its entry on the rule's page.
        text: what it shows, in the project's words. statement: the statement it checks, as
            the rule's source words it.
        status, status_label, status_help: the engine's verdict, its words and what it means.
        detail: why (the failure, the stand-ins), or ``None``. example: the worked example.
        where: ``file:line`` of its YAML; edit_url: link to edit that file, or ``None``.
    """

    id: str
    anchor: str
    text: Markup
    statement: Markup
    status: str
    status_label: str
    status_help: str
    detail: str | None
    example: Example | None
    where: str | None
    edit_url: str | None


@dataclass(frozen=True)
class StatementView:
    """One statement of a rule section, with the checks that prove it.

    Attributes:
        id: ``<section>/<slug>``. anchor: HTML id of its entry (``s-`` plus the slug).
        text: the statement as the source words it.
        coverage, coverage_label, coverage_help: covered, uncovered or untestable.
        untestable: why it states no mechanic, or ``None``.
        checks: the rulings that exercise it (links to their pages), with their status.
        rule_checks: the project's own checks of it, shown in full beside it.
    """

    id: str
    anchor: str
    text: Markup
    coverage: str
    coverage_label: str
    coverage_help: str
    untestable: str | None
    checks: list[CheckLink]
    rule_checks: list[RuleCheckView] = field(default_factory=list)


@dataclass(frozen=True)
class RuleNode:
    """A rule section in the tree: link, rulings on it, sub-sections."""

    ref: Ref
    rulings: int
    children: list[RuleNode]


# --------------------------------------------------------------------------- pages


@dataclass(frozen=True)
class EngineCounts:
    """How many of some cards the rules engine plays (``from_text``: compiled from their
    printed text; ``by_hand``: declared in the card language or in Python) and how many
    it does not play yet, out of ``total``."""

    total: int = 0
    from_text: int = 0
    by_hand: int = 0

    @property
    def plays(self) -> int:
        """The cards the engine plays."""
        return self.from_text + self.by_hand

    @property
    def not_yet(self) -> int:
        """The cards the engine does not play yet."""
        return self.total - self.plays


@dataclass(frozen=True)
class HomePage:
    """``/``: what the site is, how much it holds, the latest corrections.

    Attributes:
        counts: (label, number, link) for each kind of thing in the database.
        statuses: (status, label, number of rulings) for every verdict.
        changes: the latest change-log entries, newest first.
    """

    title: str
    url: str
    counts: list[tuple[str, int, str]]
    statuses: list[tuple[str, str, int]]
    changes: list[Change]
    engine: EngineCounts = EngineCounts()


@dataclass(frozen=True)
class FactionsPage:
    """``/factions/``: every faction with its set, complexity, deck size as its page says it
    (``20``, ``6 cards named so far``) and whether it has a titan."""

    title: str
    url: str
    factions: list[tuple[Ref, Ref | None, str | None, str, bool]]


@dataclass(frozen=True)
class FactionPage:
    """``/factions/<faction>/``.

    Attributes:
        name, set, source, complexity: as in the ``factions`` table (set and source as links).
        description: Markdown rendered. mechanics: plain strings. partners, tips: rendered
            text (a partner that is a faction of the database links to it).
        deck: every card the data places in it that is not a base or titan (minions,
            actions, characters, cards whose type is not known yet), with their text;
            deck_total: their copies; deck_size: what it should be; deck_uncounted: how
            many of them have no known number of copies.
        bases, titans: its other cards. curve: minion copies by power.
        where, edit_url: its YAML and a link to edit it.
    """

    title: str
    url: str
    name: str
    set: Ref | None
    source: Ref | None
    complexity: str | None
    description: Markup
    mechanics: list[str]
    partners: list[Markup]
    tips: list[Markup]
    deck: list[CardRow]
    deck_total: int
    deck_size: int
    deck_uncounted: int
    bases: list[CardRow]
    titans: list[CardRow]
    curve: list[CurveBar]
    where: str | None
    edit_url: str | None
    engine: EngineCounts = EngineCounts()


@dataclass(frozen=True)
class CardPage:
    """``/cards/<faction-or-set>/<card>/``.

    Attributes:
        group: the page of its faction's (or set's) cards.
        name, type, count, power, breakpoint, vps: the card's stats as printed (``None`` where
        absent; power ``"X"`` where it varies). rules_type: how the rules treat a card whose
        printed type is not a rules type (a character is a minion), else ``None``.
        errata_status: ``errata``, ``none`` or ``unknown``; errata_note: what the source says.
        text: its current text with names linked, or ``None`` when not yet known.
        faction, set, source: links. illustrator: as printed. implemented: by the engine;
        implemented_by: ``text`` (compiled from its printed text), ``hand`` or ``None``;
        abilities: the card's abilities as declared in the card language (YAML flow style),
        or ``None`` when the data does not declare them; engine_text: those abilities said
        back in English ("What the rules engine plays"), or ``None``.
        errata, corrections, rulings: everything about it.
        where, edit_url: its YAML and a link to edit it.
    """

    title: str
    url: str
    group: Ref
    name: str
    type: str
    rules_type: str | None
    count: int
    power: str | None
    breakpoint: int | None
    vps: list[int]
    errata_status: str
    errata_note: str | None
    text: Markup | None
    faction: Ref | None
    set: Ref | None
    source: Ref | None
    illustrator: str | None
    implemented: bool
    abilities: str | None
    engine_text: str | None
    errata: list[ErratumView]
    corrections: list[CorrectionView]
    rulings: list[RulingView]
    where: str | None
    edit_url: str | None
    implemented_by: str | None = None


@dataclass(frozen=True)
class CardsPage:
    """``/cards/``: every group of cards (a faction, or a set for cards of unknown faction),
    as (link, number of cards)."""

    title: str
    url: str
    groups: list[tuple[Ref, int]]


@dataclass(frozen=True)
class CardGroupPage:
    """``/cards/<faction-or-set>/``: the cards of one faction, or of one set when no source
    records their faction.

    Attributes:
        owner: the faction's page or the set's entry (``None`` if neither is in the database).
        cards: its cards, minions and actions first.
    """

    title: str
    url: str
    owner: Ref | None
    cards: list[CardRow]


@dataclass(frozen=True)
class RulesPage:
    """``/rules/``: the tree of rule sections."""

    title: str
    url: str
    tree: list[RuleNode]


@dataclass(frozen=True)
class RulePage:
    """``/rules/<section>/``: a section's text, where it sits, its sub-sections and rulings,
    and its statements each with the checks that prove it (``statements``)."""

    title: str
    url: str
    parents: list[Ref]
    body: Markup
    children: list[Ref]
    rulings: list[RulingView]
    source: Ref | None
    where: str | None
    edit_url: str | None
    statements: list[StatementView]
    #: The same rule as other sources word it (sections ``same-as`` this one).
    also: list[WordingView] = field(default_factory=list)


@dataclass(frozen=True)
class WordingView:
    """A section that words another source's section again, shown on that one's page."""

    title: str
    body: Markup
    source: Ref | None
    where: str | None
    edit_url: str | None


@dataclass(frozen=True)
class RulingPage:
    """``/rulings/<id>/``: one ruling, its verdict, worked example and what it is about."""

    title: str
    url: str
    ruling: RulingView
    lists: list[Ref]


@dataclass(frozen=True)
class RulingListPage:
    """One page of a list of rulings (by verdict, kind or faction), each linking to its page.

    Attributes:
        heading: what the list holds; total: rulings in the whole list.
        pages: a link to every page of the list (one page: empty); number: this page's (from 1).
    """

    title: str
    url: str
    heading: str
    help: str
    rulings: list[RulingView]
    total: int
    pages: list[Ref]
    number: int


@dataclass(frozen=True)
class RulingsPage:
    """``/rulings/``: how many rulings there are, and the lists they are split into.

    Attributes:
        statuses: (status, label, count, help, list). kinds: (kind, label, count, list).
        factions: (faction or "no faction", count, list).
    """

    title: str
    url: str
    total: int
    statuses: list[tuple[str, str, int, str, Ref]]
    kinds: list[tuple[str, str, int, Ref]]
    factions: list[tuple[str, int, Ref]]


@dataclass(frozen=True)
class TermsPage:
    """``/terms/``: the glossary."""

    title: str
    url: str
    terms: list[tuple[Ref, Markup]]


@dataclass(frozen=True)
class TermPage:
    """``/terms/<term>/``: a term's meaning and the cards whose text uses it."""

    title: str
    url: str
    text: Markup
    source: Ref | None
    cards: list[Ref]
    where: str | None
    edit_url: str | None


@dataclass(frozen=True)
class ErrataPage:
    """``/errata/``: how many cards of each faction (or set) have errata, each linking to
    the list of them (:class:`ErrataListPage`)."""

    title: str
    url: str
    groups: list[tuple[Ref, int]]


@dataclass(frozen=True)
class ErrataListPage:
    """``/errata/<faction-or-set>/``: the errata'd cards of one faction (or set) with their
    errata. ``owner``: the faction's page or the set's entry, if known."""

    title: str
    url: str
    owner: Ref | None
    cards: list[tuple[Ref, list[ErratumView]]]


@dataclass(frozen=True)
class SetView:
    """A set: its factions, its bases and the cards no source ties to a faction."""

    id: str
    name: str
    year: int | None
    factions: list[Ref]
    bases: list[CardRow]
    loose_cards: list[CardRow]


@dataclass(frozen=True)
class SetsPage:
    """``/sets/``: every set, a line each, linking to its own page."""

    title: str
    url: str
    sets: list[SetView]


@dataclass(frozen=True)
class SetPage:
    """``/sets/<id>/``: one set with its factions, bases and cards of no faction."""

    title: str
    url: str
    set: SetView


@dataclass(frozen=True)
class BasesPage:
    """``/bases/``: every base, grouped by set (``None`` name: no set)."""

    title: str
    url: str
    groups: list[tuple[str, list[CardRow]]]


@dataclass(frozen=True)
class TitansPage:
    """``/titans/``: factions with titans, and their titans."""

    title: str
    url: str
    factions: list[tuple[Ref, list[CardRow]]]


@dataclass(frozen=True)
class MovedPage:
    """The page a card had under an id it no longer has (``/cards/<set>/<card>/`` of a card
    merged into its faction's), or of a rule section shown on another's page (``same-as``):
    it sends the reader to that page (``card``, whatever it shows)."""

    title: str
    url: str
    card: Ref
    #: The page it sends to, relative to this one (what the redirect follows).
    target: str


@dataclass(frozen=True)
class DiscrepancyView:
    """One place a source page disagrees with what the game requires."""

    line: int | None
    card: Ref | None
    says: str
    expected: str
    #: ``no-power``, ``deck-size`` or ``unknown-type``.
    kind: str = "unknown-type"


@dataclass(frozen=True)
class DiscrepanciesPage:
    """``/what-the-sources-get-wrong/``: every recorded source discrepancy, grouped by the
    page that says it (with the faction it is about), to report to the page's editors."""

    title: str
    url: str
    pages: list[tuple[str, Ref, list[DiscrepancyView]]]


@dataclass(frozen=True)
class SourcesPage:
    """``/sources/``: every source, a line each, linking to its own page."""

    title: str
    url: str
    sources: list[SourceView]


@dataclass(frozen=True)
class SourcePage:
    """``/sources/<id>/``: one source with its licence, attribution and what comes from it."""

    title: str
    url: str
    source: SourceView


@dataclass(frozen=True)
class Column:
    """A column of the schema: name, SQL type, description."""

    name: str
    type: str
    description: str


@dataclass(frozen=True)
class TableDoc:
    """A table or view of the schema with its description and columns."""

    name: str
    kind: str
    description: str
    columns: list[Column]
    rows: int | None


@dataclass(frozen=True)
class QueryDoc:
    """An example query, run at render time: its output (at most ``limit`` rows shown)."""

    title: str
    sql: str
    params: dict[str, str]
    columns: list[str]
    rows: list[list[object]]
    total: int
    error: str | None


@dataclass(frozen=True)
class SqlPage:
    """``/sql/``: download, schema, example queries with output, Datasette metadata.

    Attributes:
        database, metadata: file names of the database and metadata copies on the site.
        size: the database's size in bytes. metadata_json: the metadata, pretty-printed.
    """

    title: str
    url: str
    database: str
    size: int
    tables: list[TableDoc]
    queries: list[QueryDoc]
    metadata: str
    metadata_json: str
    #: The version of SQLite's WebAssembly build beside the page (``None``: not in this build),
    #: the database's SHA-256, what the script links in a result (sqlpage.result_links, as
    #: JSON) and how many rows of a result it keeps.
    engine: str | None = None
    sha256: str = ""
    links: str = "{}"
    cap: int = 1000


@dataclass(frozen=True)
class SearchPage:
    """``/search/``: the card search, run in the browser on an index of the cards.

    Attributes:
        index: the index's file name, beside the page (``cards.json``).
        cards: how many cards the index holds.
        examples: (search text, what it finds) for the syntax table; each links to its search.
        factions, sets: (id, name) of every faction and set, for ``f:`` and ``set:``.
    """

    title: str
    url: str
    index: str
    cards: int
    examples: list[tuple[str, str]]
    factions: list[tuple[str, str]]
    sets: list[tuple[str, str]]


#: What a player should take from each verdict, beyond its one-line help.
STATUS_EXPLANATIONS = {
    "verified": "You can rely on it: the engine played it out with the real cards.",
    "verified-standin": "The rule holds; the real card is described by the ruling, not by "
    "the data, so a made-up card with the same effect stood in for it.",
    "failing": "Something is wrong, in the engine or in the data; until it is fixed, trust "
    "the ruling's source over the example.",
    "untestable": "It is about something other than play (how a name is said, what a card "
    "shows), so there is nothing to replay.",
    "pending": "The ruling is as its source says; nobody has written its scenario yet.",
}


@dataclass(frozen=True)
class ChecksPage:
    """``/how-rulings-are-checked/``: what each verdict means, worked examples, stand-ins.

    Attributes:
        statuses: (status, label, help, number of rulings) for every verdict.
        explanations: what a player should take from each verdict.
        coverage: (status, label, help) for rule statements.
    """

    title: str
    url: str
    statuses: list[tuple[str, str, str, int]]
    explanations: dict[str, str]
    coverage: list[tuple[str, str, str]]
