"""Write a :class:`~smashwiki.model.Dataset` to SQLite with sqlite-utils.

The schema is declared once, in :data:`TABLES`, with a description of every
table and column. The descriptions are stored in the database itself (table
``descriptions``) and exported as Datasette metadata next to it. The database is
written to a temporary file and renamed into place, so a failed build leaves the
previous one untouched.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections.abc import Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlite_utils

from . import __version__, matching
from .coverage import statement_status
from .dataversion import UNVERSIONED, DataVersion
from .errors import BuildError
from .model import Card, CheckResult, Dataset, Ruling, Source, unchecked_result


@dataclass(frozen=True)
class Column:
    """A column: its SQL type (a Python type, as sqlite-utils takes them) and meaning."""

    name: str
    type: type
    description: str


@dataclass(frozen=True)
class Table:
    """A table of the database, with its columns, keys and description."""

    name: str
    description: str
    columns: tuple[Column, ...]
    pk: str | tuple[str, ...] = "id"
    foreign_keys: tuple[tuple[str, str, str], ...] = ()
    not_null: tuple[str, ...] = ()
    fts: tuple[str, ...] = ()


def _c(name: str, kind: type, description: str) -> Column:
    return Column(name, kind, description)


_WHERE = (
    _c("file", str, "The data file this row comes from (path in the repository)."),
    _c("line", int, "The line in that file where the record starts."),
)
#: The rules engine's verdict on a ruling or a rule check, and its worked example.
_VERDICT = (
    _c(
        "status",
        str,
        "The engine's verdict: verified, verified-standin, failing, untestable or pending.",
    ),
    _c("status_detail", str, "Why: the failure, the untestable reason, the stand-ins used."),
    _c("example", str, "The worked example as JSON: setup, steps and result in words."),
    _c("has_check", int, "1 if it carries an executable check."),
    _c(
        "known_failing",
        str,
        "Why the engine is known to get this check wrong (the check still runs); "
        "NULL if it is not.",
    ),
)

TABLES: tuple[Table, ...] = (
    Table(
        "sources",
        "Every document a fact comes from: wiki pages, rulebooks, FAQs.",
        (
            _c("id", str, "Stable slug of the source."),
            _c("title", str, "Title of the document."),
            _c("kind", str, "wiki, rulebook, faq or other."),
            _c("url", str, "Where the document can be read."),
            _c("revised", str, "Revision date (ISO 8601) of the copy the data was taken from."),
            _c("publisher", str, "Who publishes the document."),
            _c("licence", str, "The licence the document's text is under."),
            _c("attribution", str, "The credit the licence asks for."),
            _c(
                "published_by",
                str,
                "For a document that gives no date: a date (ISO 8601) by which it was "
                "published, as another source shows.",
            ),
            _c(
                "retrieved",
                str,
                "For a document that gives no date: the day (ISO 8601) its text was taken in.",
            ),
            _c("date_from", str, "Where the document's date comes from."),
        ),
        not_null=("title", "kind"),
    ),
    Table(
        "sets",
        "Published products (core sets and expansions).",
        (
            _c("id", str, "Stable slug of the set."),
            _c("name", str, "Name of the set as printed."),
            _c("year", int, "Year of first release, where known."),
        ),
        not_null=("name",),
    ),
    Table(
        "factions",
        "Factions: each has a 20-card deck and usually two bases, sometimes a titan.",
        (
            _c("id", str, "Stable slug of the faction, e.g. time-travelers."),
            _c("name", str, "Name of the faction."),
            _c("set_id", str, "The set the faction comes in (sets.id)."),
            _c("source_id", str, "Where the faction's facts come from (sources.id)."),
            _c("complexity", str, "Complexity as the publisher rates it, e.g. Medium-High."),
            _c("description", str, "The faction's description (Markdown)."),
            _c("mechanics", str, "JSON list of the faction's mechanics."),
            _c("partners", str, "JSON list of suggested partner factions, by name."),
            _c("tips", str, "JSON list of tips for play."),
            _c(
                "deck_size", int, "How many cards the faction's deck should hold (20 unless noted)."
            ),
            _c("partial", int, "1 if the data holds only some of the faction's cards."),
            *_WHERE,
        ),
        foreign_keys=(("set_id", "sets", "id"), ("source_id", "sources", "id")),
        not_null=("name", "source_id"),
    ),
    Table(
        "cards",
        "Every card: minions, actions, bases and titans.",
        (
            _c(
                "id", str, "Stable id <faction>/<card> (or <set>/<card> if the faction is unknown)."
            ),
            _c(
                "faction_id",
                str,
                "The faction (factions.id); NULL when no source makes it certain.",
            ),
            _c("set_id", str, "The set the card comes in (sets.id)."),
            _c("name", str, "Name of the card as printed."),
            _c(
                "type",
                str,
                "The card's type as the rules treat it: minion (characters included), action, "
                "base or titan (the first, for a card of several types); unknown if no source "
                "makes it certain.",
            ),
            _c(
                "printed_type",
                str,
                "The type as printed, e.g. character, 'minion and action' for a fusion card, "
                "or the card's own word (Monster).",
            ),
            _c(
                "count",
                int,
                "Copies of the card in its faction's deck (1 for bases and titans); "
                "NULL when no source gives it.",
            ),
            _c(
                "power",
                int,
                "Printed power as a number (minions, and actions that print one); NULL when the "
                "card prints none or prints X.",
            ),
            _c("printed_power", str, "The power as printed: '0', '5' or 'X'; NULL if none."),
            _c("breakpoint", int, "Breakpoint of a base; else NULL."),
            _c("vp_first", int, "VPs for the winner of a base; else NULL."),
            _c("vp_second", int, "VPs for the runner-up of a base; else NULL."),
            _c("vp_third", int, "VPs for third place at a base; else NULL."),
            _c("text", str, "The card's current text (after errata); NULL if no source has it."),
            _c("has_text", int, "1 if the card's text is known, 0 if not."),
            _c(
                "search_text",
                str,
                "What a word search reads: the card's name, text, faction's and set's names, "
                "folded as the search folds them (lower case, no accents or punctuation: "
                "smashwiki.matching).",
            ),
            _c(
                "errata_status",
                str,
                "errata (see the errata table), none, or unknown when no source says.",
            ),
            _c("errata_note", str, "What the source says of errata when not a plain yes or no."),
            _c("illustrator", str, "Who illustrated the card."),
            _c("image", str, "File name of the card image on the source wiki."),
            _c("source_id", str, "Where the card's facts come from (sources.id)."),
            _c("implemented", int, "1 if the rules engine implements the card's abilities."),
            _c(
                "implemented_by",
                str,
                "How the engine knows the card's abilities: text (compiled from its printed "
                "text by smashwiki compile, stored under compiled:), hand (declared under "
                "abilities: or in Python; a hand declaration always wins), or NULL when the "
                "engine does not play the card.",
            ),
            _c(
                "abilities",
                str,
                "The card's abilities declared in the engine's card language (JSON), when the "
                "data implements the card; NULL when Python does or nothing does.",
            ),
            *_WHERE,
        ),
        foreign_keys=(
            ("faction_id", "factions", "id"),
            ("set_id", "sets", "id"),
            ("source_id", "sources", "id"),
        ),
        not_null=("name", "type", "source_id", "has_text", "implemented"),
        fts=("name", "text"),
    ),
    Table(
        "card_types",
        "Every type of each card, as printed and as the rules treat it (what t: searches).",
        (
            _c("card_id", str, "The card (cards.id)."),
            _c("type", str, "A type word, lower case: minion, action, character, monster..."),
            _c("printed", int, "1 if the card prints this type, 0 if only the rules give it."),
        ),
        pk=("card_id", "type"),
        foreign_keys=(("card_id", "cards", "id"),),
    ),
    Table(
        "card_corrections",
        "Corrections a later source made to a card's data: the card holds the new value.",
        (
            _c("id", int, "Row number."),
            _c("card_id", str, "The corrected card (cards.id)."),
            _c("field", str, "The corrected field, e.g. count."),
            _c("old", str, "The value before the correction (JSON)."),
            _c("new", str, "The value after the correction (JSON)."),
            _c("source_id", str, "The source that made the correction (sources.id)."),
            _c("date", str, "When the correction was made (ISO 8601)."),
        ),
        foreign_keys=(("card_id", "cards", "id"), ("source_id", "sources", "id")),
    ),
    Table(
        "errata",
        "Official changes to cards' printed text.",
        (
            _c("id", int, "Row number."),
            _c("card_id", str, "The errata'd card (cards.id)."),
            _c(
                "kind",
                str,
                "wording (same function, clearer words), functional, reversion (an earlier "
                "wording restored) or unknown (the source does not say).",
            ),
            _c("description", str, "What changed, where the source says."),
            _c("errata_in", str, "The product that carried the errata, where known."),
            _c("old_text", str, "The card's wording before the erratum, where a source gives it."),
            _c(
                "new_text",
                str,
                "The wording after the erratum; NULL when it is the card's current text.",
            ),
            _c("source_id", str, "The source that records the errata (sources.id)."),
        ),
        foreign_keys=(("card_id", "cards", "id"), ("source_id", "sources", "id")),
        not_null=("card_id", "kind"),
    ),
    Table(
        "rules",
        "The rules as a tree of sections, each with a Markdown body.",
        (
            _c("id", str, "Stable id of the section, e.g. scoring/me-first."),
            _c("parent_id", str, "The enclosing section (rules.id); NULL at the top."),
            _c("title", str, "Heading of the section."),
            _c("body", str, "Text of the section (Markdown)."),
            _c("position", int, "Order among its siblings, from 0."),
            _c("source_id", str, "Where the rule text comes from (sources.id)."),
            _c(
                "same_as",
                str,
                "The section (of another source) this one words again (rules.id): the site "
                "shows the two as one section, on that one's page; NULL for most.",
            ),
            *_WHERE,
        ),
        foreign_keys=(
            ("parent_id", "rules", "id"),
            ("source_id", "sources", "id"),
            ("same_as", "rules", "id"),
        ),
        not_null=("title",),
        fts=("title", "body"),
    ),
    Table(
        "terms",
        "Glossary of game terms.",
        (
            _c("id", str, "Stable slug of the term."),
            _c("term", str, "The term as written."),
            _c("text", str, "What it means (Markdown)."),
            _c("source_id", str, "Where the definition comes from (sources.id)."),
            *_WHERE,
        ),
        foreign_keys=(("source_id", "sources", "id"),),
        not_null=("term", "text"),
    ),
    Table(
        "rulings",
        "Rulings a source published (clarifications, FAQ answers, rulebook examples, "
        "provisos), with the rules engine's verdict on each. The project's own checks of rule "
        "statements are not rulings: they are in rule_checks.",
        (
            _c("id", str, "Stable id, e.g. time-travelers/doctor-when#1."),
            _c("kind", str, "clarification, faq, example or proviso."),
            _c("text", str, "The ruling as the source words it (or adapts it: see source_quote)."),
            _c(
                "source_quote",
                str,
                "The source's own words, where text adapts them (a CC BY-SA page's ruling "
                "reworded); NULL where text quotes the source.",
            ),
            _c("source_id", str, "Where the ruling comes from (sources.id)."),
            _c(
                "date",
                str,
                "When it was stated (YYYY-MM-DD): the ruling's own date, else its source's "
                "(see date_basis).",
            ),
            _c(
                "date_basis",
                str,
                "Where date comes from: ruling (its own), or the source's revised, "
                "published_by or retrieved date.",
            ),
            *_VERDICT,
            *_WHERE,
        ),
        foreign_keys=(("source_id", "sources", "id"),),
        not_null=("kind", "text", "source_id", "status", "has_check"),
        fts=("text",),
    ),
    Table(
        "ruling_cards",
        "Which cards each ruling is about (many-to-many).",
        (
            _c("ruling_id", str, "The ruling (rulings.id)."),
            _c("card_id", str, "A card it is about (cards.id)."),
        ),
        pk=("ruling_id", "card_id"),
        foreign_keys=(("ruling_id", "rulings", "id"), ("card_id", "cards", "id")),
    ),
    Table(
        "ruling_rules",
        "Which rule sections each ruling is about (many-to-many).",
        (
            _c("ruling_id", str, "The ruling (rulings.id)."),
            _c("rule_id", str, "A rule section it is about (rules.id)."),
        ),
        pk=("ruling_id", "rule_id"),
        foreign_keys=(("ruling_id", "rulings", "id"), ("rule_id", "rules", "id")),
    ),
    Table(
        "statements",
        "Each rule section and glossary term split into its statements, as the source words "
        "them, with how well the rules engine proves each.",
        (
            _c(
                "id",
                str,
                "Stable id, <section>/<slug>, e.g. scoring/me-first/mandatory; a glossary "
                "term's <section>/<term>/<slug>, e.g. glossary/play/on-play-happens.",
            ),
            _c("rule_id", str, "The section it belongs to (rules.id)."),
            _c("term_id", str, "The glossary term it belongs to (terms.id); else NULL."),
            _c("position", int, "Order within the section, from 0."),
            _c("text", str, "The statement, word for word from the section's body."),
            _c(
                "coverage",
                str,
                "covered (a check it names passes and none fails), uncovered, or untestable "
                "(it states no mechanic the engine can check).",
            ),
            _c("untestable", str, "Why it states no mechanic the engine can check; else NULL."),
            *_WHERE,
        ),
        foreign_keys=(("rule_id", "rules", "id"), ("term_id", "terms", "id")),
        not_null=("rule_id", "text", "coverage"),
        fts=("text",),
    ),
    Table(
        "rule_checks",
        "The project's own checks of rule statements: each is a scenario written here to "
        "prove one statement of the rules (statements.text, quoted from the rule's source), "
        "with the rules engine's verdict. Not rulings: no source published them.",
        (
            _c("id", str, "Stable id, <statement id>#<n>, e.g. scoring/ties/best-place#1."),
            _c("kind", str, "Always rule-check."),
            _c("statement_id", str, "The statement it proves (statements.id)."),
            _c("rule_id", str, "The statement's section (rules.id)."),
            _c("text", str, "What the scenario shows, in the project's words."),
            *_VERDICT,
            *_WHERE,
        ),
        foreign_keys=(("statement_id", "statements", "id"), ("rule_id", "rules", "id")),
        not_null=("kind", "statement_id", "rule_id", "text", "status", "has_check"),
    ),
    Table(
        "statement_checks",
        "Which checks prove each rule statement: rulings (a source's word) and rule checks "
        "(the project's own scenarios).",
        (
            _c("statement_id", str, "The statement (statements.id)."),
            _c("check_id", str, "The check: a rulings.id or a rule_checks.id."),
            _c("kind", str, "ruling or rule-check: which table check_id is in."),
            _c("ruling_id", str, "The ruling (rulings.id); NULL for a rule check."),
            _c("rule_check_id", str, "The rule check (rule_checks.id); NULL for a ruling."),
            _c("position", int, "Order of the check in the statement's list, from 0."),
        ),
        pk=("statement_id", "check_id"),
        foreign_keys=(
            ("statement_id", "statements", "id"),
            ("ruling_id", "rulings", "id"),
            ("rule_check_id", "rule_checks", "id"),
        ),
        not_null=("kind",),
    ),
    Table(
        "changelog",
        "Dated data corrections published by a source (e.g. the wiki's Update Tracker).",
        (
            _c("id", int, "Row number."),
            _c("date", str, "When the source made the change (ISO 8601)."),
            _c("source_id", str, "The source whose change log this is (sources.id)."),
            _c("text", str, "What changed, as the source says it (Markdown)."),
            _c("cards", str, "JSON list of the card ids the entry concerns."),
        ),
        foreign_keys=(("source_id", "sources", "id"),),
    ),
    Table(
        "card_aliases",
        "Ids a card had before (a set-level card merged into its faction's card by an import):"
        " a reference to one resolves to the card, and its old page redirects there.",
        (
            _c("alias", str, "The id the card had (e.g. disney-edition/aladdin)."),
            _c("card_id", str, "The card it is now (cards.id)."),
        ),
        pk=("alias",),
        foreign_keys=(("card_id", "cards", "id"),),
    ),
    Table(
        "discrepancies",
        "Where a faction's source page disagrees with what the game requires but is not "
        "corrupt: the data holds the page as printed, and each disagreement is recorded.",
        (
            _c("id", int, "Row number."),
            _c("faction_id", str, "The faction whose page says it (factions.id)."),
            _c(
                "kind",
                str,
                "no-power (a minion printed without a power: its power is unknown), deck-size "
                "(the deck totals another number than the faction's deck size) or unknown-type "
                "(a card under a heading, or of a type, no rule here reads).",
            ),
            _c("card_id", str, "The card it is about (cards.id), or NULL."),
            _c("page", str, "The title of the page that says it."),
            _c("page_line", int, "The line of the imported file where the page says it."),
            _c("says", str, "What the page says (for deck-size, the deck's total)."),
            _c("expected", str, "What the game requires."),
            *_WHERE,
        ),
        foreign_keys=(("faction_id", "factions", "id"), ("card_id", "cards", "id")),
        not_null=("faction_id", "kind", "page", "says", "expected"),
    ),
    Table(
        "descriptions",
        "What every table and column of this database means.",
        (
            _c("id", int, "Row number."),
            _c("table_name", str, "The table (or view)."),
            _c("column_name", str, "The column; NULL for the description of the table itself."),
            _c("description", str, "What it holds."),
        ),
    ),
    Table(
        "meta",
        "This database's version: the data it was built from (the same version every "
        "download of the build carries).",
        (
            _c(
                "key",
                str,
                "data_commit (the last commit that changed data/), data_date (that commit's "
                "date, UTC), data_modified (1 if data/ had changes not committed, else 0), "
                "smashwiki (the version of smashwiki that built it).",
            ),
            _c("value", str, "Its value (NULL when not known: a build outside a git checkout)."),
        ),
        pk="key",
    ),
)

VIEWS: dict[str, tuple[str, str]] = {
    "checks": (
        "Everything the rules engine checks, with the kind of each record: a ruling (a "
        "source's word) or a rule check (the project's own scenario for a rule statement).",
        """select id, 'ruling' as record, kind, text, source_id, null as statement_id, status
from rulings
union all
select id, 'rule-check' as record, kind, text, null as source_id, statement_id, status
from rule_checks""",
    ),
    "card_rulings": (
        "Each card with each ruling about it.",
        """select cards.id as card_id, cards.name as card_name, cards.faction_id,
       rulings.id as ruling_id, rulings.kind, rulings.status, rulings.text
from cards
join ruling_cards on ruling_cards.card_id = cards.id
join rulings on rulings.id = ruling_cards.ruling_id
order by cards.id, rulings.id""",
    ),
    "card_errata": (
        "Each errata'd card with its errata.",
        """select cards.id as card_id, cards.name as card_name, cards.faction_id,
       errata.kind, errata.description, errata.errata_in, errata.old_text, errata.new_text,
       errata.source_id
from errata join cards on cards.id = errata.card_id
order by cards.id""",
    ),
}

VIEW_COLUMNS: dict[str, dict[str, str]] = {
    "checks": {
        "id": "The record (rulings.id or rule_checks.id).",
        "record": "ruling or rule-check.",
        "kind": "clarification, faq, example, proviso, or rule-check.",
        "text": "The ruling's text, or what the rule check shows.",
        "source_id": "The ruling's source (sources.id); NULL for a rule check.",
        "statement_id": "The statement a rule check proves (statements.id); NULL for a ruling.",
        "status": "The engine's verdict.",
    },
    "card_rulings": {
        "card_id": "The card (cards.id).",
        "card_name": "Name of the card.",
        "faction_id": "The card's faction (factions.id).",
        "ruling_id": "The ruling (rulings.id).",
        "kind": "Kind of ruling.",
        "status": "The engine's verdict on the ruling.",
        "text": "The ruling's text.",
    },
    "card_errata": {
        "card_id": "The card (cards.id).",
        "card_name": "Name of the card.",
        "faction_id": "The card's faction (factions.id).",
        "kind": "wording, functional, reversion or unknown.",
        "description": "What changed.",
        "errata_in": "The product that carried the errata.",
        "old_text": "The wording before the erratum, where a source gives it.",
        "new_text": "The wording after it, where not the card's current text.",
        "source_id": "The source that records it (sources.id).",
    },
}

CANNED_QUERIES: dict[str, dict[str, str]] = {
    "search_cards": {
        "title": "Search card names and text",
        # Each word of :q is quoted as an FTS5 string ("don't" -> "\"don't\""), so any input is
        # words to find, never FTS5 syntax: an apostrophe, a hyphen or a quote is no error.
        "sql": "select cards.id, cards.name, cards.type, cards.text from cards_fts "
        "join cards on cards.rowid = cards_fts.rowid "
        "where cards_fts match '\"' || replace(replace(:q, '\"', '\"\"'), ' ', '\" \"') || '\"' "
        "order by rank",
    },
    "rulings_by_status": {
        "title": "How many rulings the engine proves",
        "sql": "select status, count(*) as rulings from rulings "
        "group by status order by rulings desc",
    },
    "rules_coverage": {
        "title": "Rule statements the engine proves, by section",
        "sql": "select rule_id, sum(coverage = 'covered') as covered, "
        "sum(coverage != 'untestable') as mechanical, count(*) as statements "
        "from statements group by rule_id order by rule_id",
    },
    "uncovered_statements": {
        "title": "Rule statements that state a mechanic no passing check proves",
        "sql": "select id, text from statements where coverage = 'uncovered' order by rule_id, "
        "position",
    },
    "faction_decks": {
        "title": "Deck size and power of every faction",
        "sql": "select faction_id, sum(count) as cards, "
        "sum(count * coalesce(power, 0)) as total_power from cards "
        "where type in ('minion', 'action') and faction_id is not null "
        "group by faction_id order by faction_id",
    },
    "bases": {
        "title": "Bases by breakpoint",
        "sql": "select id, name, breakpoint, vp_first, vp_second, vp_third from cards "
        "where type = 'base' order by breakpoint desc, name",
    },
}


# --------------------------------------------------------------------------- rows


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _rules_only(card: Card) -> set[str]:
    """The types the rules give a card that it does not print (a character's minion)."""
    printed = set(card.printed_types or (card.type,))
    if card.printed_type:
        printed.add(card.printed_type.lower())
    return set(card.types) - printed


def _vp(vps: tuple[int, ...], place: int) -> int | None:
    return vps[place] if len(vps) > place else None


def _rows(
    dataset: Dataset, results: Mapping[str, CheckResult], implemented: frozenset[str]
) -> dict[str, Iterable[dict[str, Any]]]:
    """Rows of every table, keyed by table name, in the order they must be inserted."""

    def where(record: Any) -> dict[str, Any]:
        return {"file": record.where.file, "line": record.where.line}

    def verdict(ruling: Ruling) -> dict[str, Any]:
        result = results.get(ruling.id) or unchecked_result(ruling)
        example = None
        if result.setup or result.steps or result.result:
            example = _json({"setup": result.setup, "steps": result.steps, "result": result.result})
        return {
            "status": result.status,
            "status_detail": result.detail,
            "example": example,
            "has_check": int(ruling.check is not None),
            "known_failing": ruling.known_failing,
            **where(ruling),
        }

    sources = {source.id: source for source in dataset.sources}
    faction_names = {faction.id: faction.name for faction in dataset.factions}
    set_names = {card_set.id: card_set.name for card_set in dataset.sets}
    rulings = [
        {
            "id": ruling.id,
            "kind": ruling.kind,
            "text": ruling.text,
            "source_quote": ruling.source_quote,
            "source_id": ruling.source_id,
            **_ruling_date(ruling, sources.get(ruling.source_id or "")),
            **verdict(ruling),
        }
        for ruling in dataset.rulings
    ]
    rule_checks = [
        {
            "id": check.id,
            "kind": check.kind,
            "statement_id": check.statement_id,
            "rule_id": check.rule_ids[0] if check.rule_ids else None,
            "text": check.text,
            **verdict(check),
        }
        for check in dataset.rule_checks
    ]
    rule_check_ids = {check.id for check in dataset.rule_checks}
    return {
        "sources": (
            {
                "id": s.id,
                "title": s.title,
                "kind": s.kind,
                "url": s.url,
                "revised": s.revised,
                "publisher": s.publisher,
                "licence": s.licence,
                "attribution": s.attribution,
                "published_by": s.published_by,
                "retrieved": s.retrieved,
                "date_from": s.date_from,
            }
            for s in dataset.sources
        ),
        "sets": ({"id": s.id, "name": s.name, "year": s.year} for s in dataset.sets),
        "factions": (
            {
                "id": f.id,
                "name": f.name,
                "set_id": f.set_id,
                "source_id": f.source_id,
                "complexity": f.complexity,
                "description": f.description,
                "mechanics": _json(list(f.mechanics)),
                "partners": _json(list(f.partners)),
                "tips": _json(list(f.tips)),
                "deck_size": f.deck_size,
                "partial": int(f.partial),
                **where(f),
            }
            for f in dataset.factions
        ),
        "cards": (
            {
                "id": c.id,
                "faction_id": c.faction_id,
                "set_id": c.set_id,
                "name": c.name,
                "type": c.type,
                "printed_type": c.shown_type,
                "count": c.count,
                "power": c.power,
                "printed_power": c.shown_power,
                "breakpoint": c.breakpoint,
                "vp_first": _vp(c.vps, 0),
                "vp_second": _vp(c.vps, 1),
                "vp_third": _vp(c.vps, 2),
                "text": c.text,
                "has_text": int(c.text is not None),
                "search_text": matching.haystack(
                    c.name,
                    c.text,
                    faction_names.get(c.faction_id or ""),
                    set_names.get(c.set_id or ""),
                ),
                "errata_status": c.errata_status,
                "errata_note": c.errata_note,
                "illustrator": c.illustrator,
                "image": c.image,
                "source_id": c.source_id,
                "implemented": int(c.id in implemented),
                "implemented_by": _implemented_by(c, implemented),
                "abilities": json.dumps(c.abilities, ensure_ascii=False) if c.abilities else None,
                **where(c),
            }
            for c in dataset.cards
        ),
        "card_types": (
            {"card_id": c.id, "type": word, "printed": int(word not in _rules_only(c))}
            for c in dataset.cards
            for word in c.type_words
        ),
        "card_corrections": (
            {
                "card_id": c.id,
                "field": k.field,
                "old": _json(k.old),
                "new": _json(k.new),
                "source_id": k.source_id,
                "date": k.date,
            }
            for c in dataset.cards
            for k in c.corrections
        ),
        "errata": (
            {
                "card_id": e.card_id,
                "kind": e.kind,
                "description": e.description,
                "errata_in": e.errata_in,
                "old_text": e.old_text,
                "new_text": e.new_text,
                "source_id": e.source_id,
            }
            for e in dataset.errata
        ),
        "rules": (
            {
                "id": r.id,
                "parent_id": r.parent_id,
                "title": r.title,
                "body": r.body,
                "position": r.position,
                "source_id": r.source_id,
                "same_as": r.same_as,
                **where(r),
            }
            for r in dataset.rules
        ),
        "terms": (
            {"id": t.id, "term": t.term, "text": t.text, "source_id": t.source_id, **where(t)}
            for t in dataset.terms
        ),
        "rulings": rulings,
        "ruling_cards": (
            {"ruling_id": r.id, "card_id": card_id}
            for r in dataset.rulings
            for card_id in r.card_ids
        ),
        "ruling_rules": (
            {"ruling_id": r.id, "rule_id": rule_id}
            for r in dataset.rulings
            for rule_id in r.rule_ids
        ),
        "statements": (
            {
                "id": st.id,
                "rule_id": st.rule_id,
                "term_id": st.term_id,
                "position": st.position,
                "text": st.text,
                "coverage": statement_status(st, results),
                "untestable": st.untestable,
                **where(st),
            }
            for st in dataset.statements
        ),
        "rule_checks": rule_checks,
        "statement_checks": (
            _statement_check(st.id, check_id, index, check_id in rule_check_ids)
            for st in dataset.statements
            for index, check_id in enumerate(st.ruling_ids)
        ),
        "changelog": (
            {
                "date": e.date,
                "source_id": e.source_id,
                "text": e.text,
                "cards": _json(list(e.card_ids)),
            }
            for e in dataset.changelog
        ),
        "card_aliases": (
            {"alias": alias, "card_id": c.id} for c in dataset.cards for alias in c.aliases
        ),
        "discrepancies": (
            {
                "faction_id": d.faction_id,
                "kind": d.kind,
                "card_id": d.card_id,
                "page": d.page,
                "page_line": d.line,
                "says": str(d.says),
                "expected": str(d.expected),
                **where(d),
            }
            for d in dataset.discrepancies
        ),
        "descriptions": _description_rows(),
    }


def _implemented_by(card: Card, implemented: frozenset[str]) -> str | None:
    """``text``, ``hand`` or None (see the column's description)."""
    if card.id not in implemented:
        return None
    return "text" if card.compiled and not card.abilities else "hand"


#: A source's date columns, most exact first (a ruling without its own date takes the first
#: its source has).
SOURCE_DATE_FIELDS = ("revised", "published_by", "retrieved")


def _ruling_date(ruling: Ruling, source: Source | None) -> dict[str, Any]:
    """A ruling's ``date`` and ``date_basis``: its own date, else its source's best date."""
    if ruling.date:
        return {"date": ruling.date, "date_basis": "ruling"}
    for name in SOURCE_DATE_FIELDS:
        value = getattr(source, name, None) if source else None
        if value:
            return {"date": str(value), "date_basis": name}
    return {"date": None, "date_basis": None}


def _statement_check(
    statement_id: str, check_id: str, position: int, rule_check: bool
) -> dict[str, Any]:
    """A row of ``statement_checks``: the check's id in the column of its own table."""
    return {
        "statement_id": statement_id,
        "check_id": check_id,
        "kind": "rule-check" if rule_check else "ruling",
        "ruling_id": None if rule_check else check_id,
        "rule_check_id": check_id if rule_check else None,
        "position": position,
    }


def _description_rows() -> Iterable[dict[str, Any]]:
    for table in TABLES:
        yield {"table_name": table.name, "column_name": None, "description": table.description}
        for column in table.columns:
            yield {
                "table_name": table.name,
                "column_name": column.name,
                "description": column.description,
            }
    for view, (description, _) in VIEWS.items():
        yield {"table_name": view, "column_name": None, "description": description}
        for column_name, text in VIEW_COLUMNS[view].items():
            yield {"table_name": view, "column_name": column_name, "description": text}


# --------------------------------------------------------------------------- writing


def populate(
    db: sqlite_utils.Database,
    dataset: Dataset,
    results: Mapping[str, CheckResult] | None = None,
    implemented: frozenset[str] = frozenset(),
    version: DataVersion = UNVERSIONED,
) -> None:
    """Create every table and view in an empty database and fill them from ``dataset``;
    ``version`` (the data's) goes in the table ``meta``."""
    db.execute("pragma foreign_keys = on")
    rows = _rows(dataset, results or {}, implemented)
    rows["meta"] = meta_rows(version)
    for table in TABLES:
        db[table.name].create(  # type: ignore[union-attr]
            {c.name: c.type for c in table.columns},
            pk=table.pk,
            foreign_keys=list(table.foreign_keys),
            not_null=set(table.not_null),
        )
        db[table.name].insert_all(rows[table.name])  # type: ignore[union-attr]
        for column in _unindexed_references(table):
            db[table.name].create_index([column])  # type: ignore[union-attr]
        if table.fts:
            db[table.name].enable_fts(list(table.fts), tokenize="porter")  # type: ignore[union-attr]
    for view, (_, sql) in VIEWS.items():
        db.create_view(view, sql)


def meta_rows(version: DataVersion) -> list[dict[str, str | None]]:
    """The rows of the table ``meta`` for a database of the data at ``version``."""
    values = {
        "data_commit": version.commit,
        "data_date": version.date,
        "data_modified": "1" if version.modified else "0",
        "smashwiki": __version__,
    }
    return [{"key": key, "value": value} for key, value in values.items()]


def _unindexed_references(table: Table) -> list[str]:
    """The columns of ``table`` that reference another table and that no index starts with
    (SQLite indexes only primary keys): without one, looking a card's rulings or errata up
    reads the whole table, which makes ``has:ruling`` over every card quadratic."""
    first = table.pk if isinstance(table.pk, str) else table.pk[0]
    return [column for column, _, _ in table.foreign_keys if column != first]


def write_database(
    dataset: Dataset,
    path: Path,
    results: Mapping[str, CheckResult] | None = None,
    implemented: frozenset[str] = frozenset(),
    version: DataVersion = UNVERSIONED,
) -> Path:
    """Write the database to ``path`` atomically, and Datasette metadata beside it, both
    carrying the data's ``version``.

    The database is built in a temporary file in the same folder and renamed over
    ``path`` only when complete; on any error the old file is left as it was.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    os.chmod(temporary, _readable_mode())
    try:
        db = sqlite_utils.Database(temporary)
        try:
            # No one sees the temporary file until it is complete: no journal, no syncing of
            # each of the hundred statements that fill it; the whole file is synced once.
            db.execute("pragma journal_mode = off")
            db.execute("pragma synchronous = off")
            populate(db, dataset, results, implemented, version)
            db.execute("vacuum")
        finally:
            db.close()
        _sync(temporary)
        metadata_path = metadata_file(path)
        metadata = datasette_metadata(version=version)
        _write_atomically(metadata_path, json.dumps(metadata, indent=2) + "\n")
        os.replace(temporary, path)
    except sqlite3.DatabaseError as exc:
        raise BuildError(f"could not write {path}: {exc}") from exc
    finally:
        with suppress(FileNotFoundError):
            os.unlink(temporary)
    return path


def _sync(path: str) -> None:
    """Write the file at ``path`` through to the disk (before it is renamed into place)."""
    handle = os.open(path, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def _readable_mode() -> int:
    """The mode a new file gets under the current umask (temporary files start at 0600)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def metadata_file(db_path: Path) -> Path:
    """Where the Datasette metadata of a database lives: ``metadata.json`` beside it."""
    return Path(db_path).with_name("metadata.json")


def _write_atomically(path: Path, text: str) -> None:
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    os.chmod(temporary, _readable_mode())
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(text)
    os.replace(temporary, path)


def datasette_metadata(
    database: str = "smashup", version: DataVersion = UNVERSIONED
) -> dict[str, Any]:
    """Datasette metadata: every table's and column's description, canned queries, and the
    data's ``version`` (``data_version``: commit, date, modified)."""
    tables: dict[str, Any] = {
        table.name: {
            "description": table.description,
            "columns": {c.name: c.description for c in table.columns},
        }
        for table in TABLES
    }
    for view, (description, _) in VIEWS.items():
        tables[view] = {"description": description, "columns": VIEW_COLUMNS[view]}
    return {
        "title": "smashwiki: the Smash Up card database",
        "description": "Cards, errata, rules and rulings of Smash Up, with the rules engine's "
        "verdict on every ruling.",
        "databases": {database: {"tables": tables, "queries": CANNED_QUERIES}},
        "data_version": version.as_dict(),
    }
