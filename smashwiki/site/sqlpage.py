"""The SQL page: an editor that runs the reader's queries in the browser (SQLite's official
WebAssembly build, from npm, copied into the site by the build: :func:`copy_engine`), the
schema as the database describes itself, and example queries run against the real database
at render time (what the page shows without script)."""

from __future__ import annotations

import json
import re
import sqlite3
from collections import defaultdict
from contextlib import closing
from pathlib import Path
from typing import Any

from ..db import TABLES
from .catalogue import connect, rows
from .contexts import Column, QueryDoc, SqlPage, TableDoc
from .pages import card_url, faction_url, rule_url, ruling_url, set_url, term_url
from .writing import write_if_changed

#: Where SQLite's WebAssembly build is in a project once ``npm ci`` has run (package.json).
ENGINE_PACKAGE = Path("node_modules", "@sqlite.org", "sqlite-wasm")
#: Its two files the page needs, and their names on the site (beside the page, in ``sql/``):
#: ``.js``, which every server sends as JavaScript (not every one knows ``.mjs``).
ENGINE_FILES = {"dist/index.mjs": "sqlite3.js", "dist/sqlite3.wasm": "sqlite3.wasm"}
ENGINE_FOLDER = "sql"
#: Rows of a query's result the page keeps (and offers as CSV and JSON); it says when there
#: are more.
RESULT_CAP = 1000
#: The pages whose ids a result's values can be: for each table, the kind of page and where
#: a record's page is (``{}`` is the id; a ``#`` in an id is a folder, as in ruling_url).
LINKED_TABLES = {
    "cards": ("card", card_url("{}")),
    "factions": ("faction", faction_url("{}")),
    "rulings": ("ruling", ruling_url("{}")),
    "rules": ("rule", rule_url("{}")),
    "terms": ("term", term_url("{}")),
    "sets": ("set", set_url("{}")),
}
#: Tables whose ``name`` column names one record (where only one has that name).
NAMED_TABLES = ("cards", "factions", "sets")

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


def sql_page(
    database: Path,
    metadata: dict[str, Any],
    *,
    site_name: str = "smashup.db",
    engine: str | None = None,
    sha256: str = "",
) -> SqlPage:
    """The SQL page for ``database``, with ``metadata`` (Datasette's) shown and its canned
    queries run; ``engine`` is the version of SQLite's WebAssembly build copied beside it
    (:func:`copy_engine`), ``None`` if this build has none (the page then says so)."""
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
        engine=engine,
        sha256=sha256,
        links=json.dumps(result_links(), sort_keys=True),
        cap=RESULT_CAP,
    )


def result_links() -> dict[str, Any]:
    """What the page's script links in a result: ``origins`` maps a result column's origin
    (``table.column``, as SQLite reports it) to the kind of page its values are the ids of
    (``card``; ``card-name`` for names), ``columns`` does the same by a column's name where
    SQLite reports no origin (an expression), and ``pages`` says where each kind's page is."""
    origins = {f"{table}.id": kind for table, (kind, _) in LINKED_TABLES.items()}
    origins |= {f"{table}.name": f"{LINKED_TABLES[table][0]}-name" for table in NAMED_TABLES}
    columns = {}
    for table in TABLES:
        for column, target, key in table.foreign_keys:
            if target in LINKED_TABLES and key == "id":
                origins[f"{table.name}.{column}"] = LINKED_TABLES[target][0]
                columns[column] = LINKED_TABLES[target][0]
    pages = {kind: url for kind, url in LINKED_TABLES.values()}
    return {"origins": origins, "columns": columns, "pages": pages}


def find_engine(project: Path) -> Path | None:
    """The npm package of SQLite's WebAssembly build in ``project`` (``npm ci`` installs it),
    or ``None`` if it is not there or lacks a file the page needs."""
    package = Path(project) / ENGINE_PACKAGE
    if all((package / name).is_file() for name in ENGINE_FILES):
        return package
    return None


def engine_version(package: Path) -> str:
    """The version of the npm package at ``package`` (its package.json)."""
    found = json.loads((package / "package.json").read_text(encoding="utf-8"))
    return str(found.get("version", "unknown"))


def copy_engine(package: Path, docs: Path) -> list[tuple[Path, bool]]:
    """Copy the files of SQLite's WebAssembly build the page needs from the npm ``package``
    into ``docs`` (:data:`ENGINE_FILES`, in :data:`ENGINE_FOLDER`): each path, and whether
    it was written (unchanged files are left alone)."""
    copied = []
    for name, target in ENGINE_FILES.items():
        path = Path(docs) / ENGINE_FOLDER / target
        path.parent.mkdir(parents=True, exist_ok=True)
        copied.append((path, write_if_changed(path, (package / name).read_bytes())))
    return copied


MISSING_ENGINE = (
    "the SQL page has no editor in this build: SQLite's WebAssembly build is not in "
    f"{ENGINE_PACKAGE.as_posix()}/ (run `npm ci` beside package.json, then build again)"
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
