"""The data downloads of a build: everything in the database as one JSON file (with its JSON
Schema) and as one CSV file per table, each with the data version, listed with their sizes
and SHA-256 in ``downloads.json`` and ``SHA256SUMS``.

Everything is read from the database (as the site is), in a fixed order, so two builds of
the same data write the same bytes. The JSON file is a public format: its schema is made
from the database's own declaration (:data:`smashwiki.db.TABLES`), with every field's
description, and ``tests/test_downloads.py`` validates the file against it.

The JSON file holds one list per table, a record per row with the table's columns as keys
(values as the database holds them: numbers are numbers, a list stored as JSON text stays
text), except the tables that only attach rows to a card, a ruling or a statement, which are
nested in their record (:data:`NESTED`); each card also lists the ids of its rulings.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .dataversion import UNVERSIONED, DataVersion
from .db import TABLES, Table

JSON_NAME = "smashup.json"
SCHEMA_NAME = "smashup.schema.json"
MANIFEST_NAME = "downloads.json"
SUMS_NAME = "SHA256SUMS"
#: Tables left out of the downloads: the database's description of itself (the schema says
#: it) and its version (every file carries it).
LEFT_OUT = ("descriptions", "meta")
#: Tables nested in the records of another: table -> (parent table, its key column, the
#: parent's field that holds the rows, without the key column).
NESTED = {
    "card_types": ("cards", "card_id", "types"),
    "card_corrections": ("cards", "card_id", "corrections"),
    "errata": ("cards", "card_id", "errata"),
    "ruling_cards": ("rulings", "ruling_id", "cards"),
    "ruling_rules": ("rulings", "ruling_id", "rules"),
    "statement_checks": ("statements", "statement_id", "checks"),
}
_JSON_TYPES = {str: "string", int: "integer", float: "number", bytes: "string"}


@dataclass(frozen=True)
class Download:
    """A file of the downloads: its path (relative to the downloads folder), size in bytes,
    SHA-256 (hex) and what it holds."""

    name: str
    size: int
    sha256: str
    description: str


def tables() -> list[Table]:
    """The tables the downloads hold, in the database's order."""
    return [table for table in TABLES if table.name not in LEFT_OUT]


def read_version(database: Path) -> DataVersion:
    """The data version the database's ``meta`` table records."""
    with closing(_connect(database)) as db:
        try:
            found = dict(db.execute("select key, value from meta").fetchall())
        except sqlite3.OperationalError:
            return UNVERSIONED
    return DataVersion(
        found.get("data_commit"), found.get("data_date"), found.get("data_modified") == "1"
    )


def _connect(database: Path) -> sqlite3.Connection:
    db = sqlite3.connect(f"file:{Path(database).resolve()}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    return db


def _rows(db: sqlite3.Connection, table: Table) -> list[dict[str, Any]]:
    """Every row of ``table`` as a dict of its declared columns, by primary key."""
    columns = ", ".join(f'"{c.name}"' for c in table.columns)
    keys = (table.pk,) if isinstance(table.pk, str) else table.pk
    order = ", ".join(f'"{k}"' for k in keys)
    return [
        dict(row) for row in db.execute(f'select {columns} from "{table.name}" order by {order}')
    ]


def bulk(database: Path) -> dict[str, Any]:
    """Everything in ``database`` as the JSON file holds it (see the module's docstring)."""
    with closing(_connect(database)) as db:
        loaded = {table.name: _rows(db, table) for table in tables()}
    found: dict[str, Any] = {"version": read_version(database).as_dict()}
    for name, rows in loaded.items():
        if name not in NESTED:
            found[name] = rows
    for name, (parent, key, field) in NESTED.items():
        if name not in loaded or parent not in loaded:
            continue
        children: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for row in loaded[name]:
            owner = row.pop(key)
            children[owner].append(row)
        for record in found[parent]:
            record[field] = children.get(record["id"], [])
    rulings_of: dict[str, list[str]] = defaultdict(list)
    for ruling in found.get("rulings", []):
        for card in ruling.get("cards", []):
            rulings_of[card["card_id"]].append(ruling["id"])
    for card in found.get("cards", []):
        card["rulings"] = rulings_of.get(card["id"], [])
    return found


def schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the JSON file, with every field's description."""
    records = {table.name: _record(table) for table in tables()}
    for name, (parent, key, field) in NESTED.items():
        child = records.pop(name)
        child["properties"].pop(key)
        child["required"].remove(key)
        nested = next(t for t in tables() if t.name == name)
        records[parent]["properties"][field] = {
            "description": nested.description,
            "type": "array",
            "items": child,
        }
        records[parent]["required"].append(field)
    records["cards"]["properties"]["rulings"] = {
        "description": "The ids of the rulings about the card (rulings.id).",
        "type": "array",
        "items": {"type": "string"},
    }
    records["cards"]["required"].append("rulings")
    described = {t.name: t.description for t in tables()}
    properties: dict[str, Any] = {"version": _VERSION_SCHEMA}
    for name, record in records.items():
        properties[name] = {"description": described[name], "type": "array", "items": record}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "smashwiki: the Smash Up card database as one JSON file",
        "description": "Every table of smashup.db (the SQL page describes the same columns), "
        "one list per table; cards hold their types, corrections, errata and the ids of "
        "their rulings, rulings the cards and rule sections they are about.",
        "type": "object",
        "required": list(properties),
        "additionalProperties": False,
        "properties": properties,
    }


_VERSION_SCHEMA = {
    "description": "The data version: the last commit that changed data/, its date (UTC), "
    "and whether data/ had changes not committed when the file was built (commit and date "
    "are null if it was not built from a git checkout).",
    "type": "object",
    "required": ["commit", "date", "modified"],
    "additionalProperties": False,
    "properties": {
        "commit": {"type": ["string", "null"], "pattern": "^[0-9a-f]{40}$"},
        "date": {"type": ["string", "null"], "format": "date-time"},
        "modified": {"type": "boolean"},
    },
}


def _record(table: Table) -> dict[str, Any]:
    keys = (table.pk,) if isinstance(table.pk, str) else table.pk
    required_values = set(table.not_null) | set(keys)
    properties = {}
    for column in table.columns:
        kind = _JSON_TYPES[column.type]
        properties[column.name] = {
            "description": column.description,
            "type": kind if column.name in required_values else [kind, "null"],
        }
    return {
        "type": "object",
        "required": [c.name for c in table.columns],
        "additionalProperties": False,
        "properties": properties,
    }


def table_csv(database: Path, table: Table) -> str:
    """Every row of ``table`` as CSV (RFC 4180: a header line, CRLF line ends)."""
    with closing(_connect(database)) as db:
        found = _rows(db, table)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([c.name for c in table.columns])
    for row in found:
        writer.writerow(["" if row[c.name] is None else row[c.name] for c in table.columns])
    return out.getvalue()


def files(database: Path) -> Iterator[tuple[str, bytes, str]]:
    """Every file of the downloads but the lists of them: (name, content, description)."""
    yield (
        JSON_NAME,
        (json.dumps(bulk(database), ensure_ascii=False, indent=1) + "\n").encode(),
        "Everything, as one JSON file (its JSON Schema below).",
    )
    yield (
        SCHEMA_NAME,
        (json.dumps(schema(), ensure_ascii=False, indent=2) + "\n").encode(),
        "The JSON Schema of smashup.json, every field described.",
    )
    for table in tables():
        yield (
            f"{table.name}.csv",
            table_csv(database, table).encode(),
            f"Table {table.name}: {table.description}",
        )


def digest(data: bytes) -> str:
    """The SHA-256 of ``data``, in hex."""
    return hashlib.sha256(data).hexdigest()


def write_downloads(
    database: Path, folder: Path, others: dict[str, tuple[Path, str]]
) -> list[tuple[Path, bool]]:
    """Write the downloads of ``database`` into ``folder`` (each file only if it changed),
    with ``downloads.json`` (the version, and every file's name, size, SHA-256 and
    description) and ``SHA256SUMS`` (for ``sha256sum -c``) listing them and ``others``
    (files written elsewhere, by name: path and description): each path, and whether it
    was written."""
    from .site.writing import write_if_changed

    folder.mkdir(parents=True, exist_ok=True)
    listed: list[Download] = []
    written = []
    for name, path_description in others.items():
        path, description = path_description
        data = path.read_bytes()
        listed.append(Download(name, len(data), digest(data), description))
    for name, data, description in files(database):
        path = folder / name
        written.append((path, write_if_changed(path, data)))
        listed.append(Download(name, len(data), digest(data), description))
    manifest = {
        "version": read_version(database).as_dict(),
        "files": [vars(item) for item in listed],
    }
    sums = "".join(f"{item.sha256}  {item.name}\n" for item in listed)
    for name, text in (
        (MANIFEST_NAME, json.dumps(manifest, ensure_ascii=False, indent=2) + "\n"),
        (SUMS_NAME, sums),
    ):
        written.append((folder / name, write_if_changed(folder / name, text)))
    return written


def read_manifest(folder: Path) -> dict[str, Any]:
    """The ``downloads.json`` written into ``folder``."""
    loaded: dict[str, Any] = json.loads((folder / MANIFEST_NAME).read_text(encoding="utf-8"))
    return loaded
