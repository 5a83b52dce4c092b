"""Everything the site shows, read from the database in one pass.

:class:`Catalogue` loads each table once into memory and indexes it, so building
the context of any page is a lookup, and building every page costs time in
proportion to the data, never to its square.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import defaultdict
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import BuildError

Row = dict[str, Any]


def connect(path: Path) -> sqlite3.Connection:
    """A read-only connection to the database at ``path``, rows as ``sqlite3.Row``."""
    path = Path(path)
    if not path.is_file():
        raise BuildError(f"no database at {path}: run `smashwiki build` first")
    connection = sqlite3.connect(f"file:{path.resolve()}?mode=ro", uri=True)
    connection.row_factory = sqlite3.Row
    return connection


def rows(connection: sqlite3.Connection, sql: str, *params: Any) -> list[Row]:
    """Every row of ``sql`` as a plain dict."""
    return [dict(row) for row in connection.execute(sql, params)]


def json_list(value: str | None) -> list[Any]:
    """A JSON list column as a list (``NULL`` and bad JSON give an empty list)."""
    if not value:
        return []
    try:
        loaded = json.loads(value)
    except json.JSONDecodeError:
        return []
    return loaded if isinstance(loaded, list) else []


def natural_key(text: str) -> tuple[tuple[int, int | str], ...]:
    """A sort key that orders the numbers inside ids as numbers (``#2`` before ``#10``).

    >>> sorted(["x#10", "x#2", "x#1"], key=natural_key)
    ['x#1', 'x#2', 'x#10']
    """
    return tuple(
        (0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"(\d+)", text) if part
    )


@dataclass
class Catalogue:
    """The database's rows, indexed by id and by relation."""

    path: Path
    sources: dict[str, Row] = field(default_factory=dict)
    sets: dict[str, Row] = field(default_factory=dict)
    factions: dict[str, Row] = field(default_factory=dict)
    cards: dict[str, Row] = field(default_factory=dict)
    errata: list[Row] = field(default_factory=list)
    rules: dict[str, Row] = field(default_factory=dict)
    terms: dict[str, Row] = field(default_factory=dict)
    rulings: dict[str, Row] = field(default_factory=dict)
    #: The project's own checks of rule statements (never rulings), by id.
    rule_checks: dict[str, Row] = field(default_factory=dict)
    changelog: list[Row] = field(default_factory=list)
    discrepancies: list[Row] = field(default_factory=list)
    #: Ids cards had before -> the card each is now.
    aliases: dict[str, str] = field(default_factory=dict)
    corrections: list[Row] = field(default_factory=list)
    descriptions: list[Row] = field(default_factory=list)
    cards_of_ruling: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    rules_of_ruling: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    rulings_of_card: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    rulings_of_rule: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    errata_of_card: dict[str, list[Row]] = field(default_factory=lambda: defaultdict(list))
    corrections_of_card: dict[str, list[Row]] = field(default_factory=lambda: defaultdict(list))
    cards_of_faction: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    children_of_rule: dict[str | None, list[str]] = field(default_factory=lambda: defaultdict(list))
    statements_of_rule: dict[str, list[Row]] = field(default_factory=lambda: defaultdict(list))
    #: The sections that word a section again (``same-as`` it), by the section they name.
    worded_again: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    checks_of_statement: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def load(cls, path: Path) -> Catalogue:
        """Read the database at ``path``."""
        with closing(connect(path)) as connection:
            return cls._read(Path(path), connection)

    @classmethod
    def _read(cls, path: Path, db: sqlite3.Connection) -> Catalogue:
        def by_id(sql: str) -> dict[str, Row]:
            return {row["id"]: row for row in rows(db, sql)}

        cat = cls(path)
        cat.sources = by_id("select * from sources order by title")
        cat.sets = by_id("select * from sets order by coalesce(year, 9999), name")
        cat.factions = by_id("select * from factions order by name")
        cat.cards = by_id("select * from cards order by name, id")
        cat.errata = rows(db, "select * from errata order by card_id, id")
        cat.rules = by_id("select * from rules order by parent_id, position, id")
        cat.terms = by_id("select * from terms order by term collate nocase")
        cat.rulings = dict(
            sorted(by_id("select * from rulings").items(), key=lambda i: natural_key(i[0]))
        )
        cat.rule_checks = dict(
            sorted(by_id("select * from rule_checks").items(), key=lambda i: natural_key(i[0]))
        )
        cat.changelog = rows(db, "select * from changelog order by date desc, id desc")
        cat.discrepancies = rows(db, "select * from discrepancies order by page, page_line, id")
        cat.aliases = {
            row["alias"]: row["card_id"]
            for row in rows(db, "select * from card_aliases order by alias")
        }
        cat.corrections = rows(db, "select * from card_corrections order by date desc, id")
        cat.descriptions = rows(db, "select * from descriptions order by id")
        cat._index(db)
        return cat

    def _index(self, db: sqlite3.Connection) -> None:
        links = rows(db, "select * from ruling_cards order by rowid")
        for link in sorted(links, key=lambda link: natural_key(link["ruling_id"])):
            self.cards_of_ruling[link["ruling_id"]].append(link["card_id"])
            self.rulings_of_card[link["card_id"]].append(link["ruling_id"])
        links = rows(db, "select * from ruling_rules order by rowid")
        for link in sorted(links, key=lambda link: natural_key(link["ruling_id"])):
            self.rules_of_ruling[link["ruling_id"]].append(link["rule_id"])
            self.rulings_of_rule[link["rule_id"]].append(link["ruling_id"])
        for erratum in self.errata:
            self.errata_of_card[erratum["card_id"]].append(erratum)
        for correction in self.corrections:
            self.corrections_of_card[correction["card_id"]].append(correction)
        for card in self.cards.values():
            if card["faction_id"]:
                self.cards_of_faction[card["faction_id"]].append(card["id"])
        for rule in self.rules.values():
            self.children_of_rule[rule["parent_id"]].append(rule["id"])
            if rule["same_as"]:
                self.worded_again[rule["same_as"]].append(rule["id"])
        for statement in rows(db, "select * from statements order by rule_id, position"):
            self.statements_of_rule[statement["rule_id"]].append(statement)
        for link in rows(db, "select * from statement_checks order by statement_id, position"):
            self.checks_of_statement[link["statement_id"]].append(link["check_id"])

    def rule_ancestors(self, rule_id: str) -> Iterator[Row]:
        """The sections enclosing ``rule_id``, outermost first."""
        chain: list[Row] = []
        parent = self.rules[rule_id]["parent_id"]
        while parent and parent in self.rules and len(chain) < 50:
            chain.append(self.rules[parent])
            parent = self.rules[parent]["parent_id"]
        return reversed(chain)
