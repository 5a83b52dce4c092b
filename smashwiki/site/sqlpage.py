"""The SQL page: the schema as the database describes itself, and example queries run
against the real database at render time."""

from __future__ import annotations

import json
import re
import sqlite3
from collections import defaultdict
from contextlib import closing
from pathlib import Path
from typing import Any

from .catalogue import connect, rows
from .contexts import Column, QueryDoc, SqlPage, TableDoc

#: Rows of each example query's output shown on the page.
SHOWN_ROWS = 10
#: Values for the named parameters of canned queries, so their output can be shown.
EXAMPLE_PARAMS = {"q": "extra minion"}
#: Queries of the site's own, besides Datasette's canned queries.
SITE_QUERIES = (
    (
        "Cards with the most rulings",
        "select card_id, card_name, count(*) as rulings from card_rulings "
        "group by card_id order by rulings desc, card_id limit 10",
    ),
    (
        "Rulings that name more than one card",
        "select ruling_id, count(*) as cards from ruling_cards group by ruling_id "
        "having cards > 1 order by cards desc, ruling_id",
    ),
)
_PARAM = re.compile(r"(?<!:):([a-zA-Z_]\w*)")


def sql_page(database: Path, metadata: dict[str, Any], *, site_name: str = "smashup.db") -> SqlPage:
    """The SQL page for ``database``, with ``metadata`` (Datasette's) shown and its canned
    queries run."""
    with closing(connect(database)) as db:
        tables = schema(db)
        queries = [run_query(db, title, sql) for title, sql in example_queries(metadata)]
    return SqlPage(
        title="SQL",
        url="sql/",
        database=site_name,
        size=Path(database).stat().st_size,
        tables=tables,
        queries=queries,
        metadata="metadata.json",
        metadata_json=json.dumps(metadata, indent=2, ensure_ascii=False),
    )


def schema(db: sqlite3.Connection) -> list[TableDoc]:
    """Every documented table and view, with its columns' types and descriptions."""
    described: dict[str, dict[str | None, str]] = defaultdict(dict)
    for row in rows(
        db, "select table_name, column_name, description from descriptions order by id"
    ):
        described[row["table_name"]][row["column_name"]] = row["description"]
    objects = {
        row["name"]: row["type"]
        for row in rows(db, "select name, type from sqlite_master where type in ('table', 'view')")
    }
    docs = []
    for name, notes in described.items():
        if name not in objects:
            continue
        columns = [
            Column(info["name"], info["type"] or "", notes.get(info["name"], ""))
            for info in rows(db, f'pragma table_info("{_quote(name)}")')
        ]
        count = db.execute(f'select count(*) from "{_quote(name)}"').fetchone()[0]
        docs.append(TableDoc(name, objects[name], notes.get(None, ""), columns, count))
    return docs


def _quote(name: str) -> str:
    return name.replace('"', '""')


def example_queries(metadata: dict[str, Any]) -> list[tuple[str, str]]:
    """The canned queries of the metadata, then the site's own."""
    found: list[tuple[str, str]] = []
    for database in (metadata.get("databases") or {}).values():
        for name, query in (database.get("queries") or {}).items():
            if isinstance(query, dict) and query.get("sql"):
                found.append((str(query.get("title") or name), str(query["sql"])))
    return [*found, *SITE_QUERIES]


def run_query(db: sqlite3.Connection, title: str, sql: str) -> QueryDoc:
    """Run ``sql`` (parameters from :data:`EXAMPLE_PARAMS`) and keep its first rows."""
    names = sorted(set(_PARAM.findall(sql)))
    params = {name: EXAMPLE_PARAMS.get(name, "") for name in names}
    try:
        cursor = db.execute(sql, params)
        columns = [d[0] for d in cursor.description or ()]
        result = [list(row) for row in cursor.fetchall()]
    except sqlite3.Error as exc:
        return QueryDoc(title, sql, params, [], [], 0, str(exc))
    return QueryDoc(title, sql, params, columns, result[:SHOWN_ROWS], len(result), None)
