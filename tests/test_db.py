"""The SQLite database: tables, numbers, keys, full-text search, descriptions, atomic writes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
import sqlite_utils
from conftest import real_dataset

from smashwiki.db import TABLES, VIEWS, metadata_file, write_database
from smashwiki.model import CheckResult


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> sqlite3.Connection:
    path = tmp_path_factory.mktemp("db") / "smashup.db"
    write_database(real_dataset(), path)
    connection = sqlite3.connect(path)
    yield connection
    connection.close()


def one(db: sqlite3.Connection, sql: str, *params):
    return db.execute(sql, params).fetchone()


def test_doctor_when_has_power_5_and_one_copy(db):
    assert one(db, "select power, count from cards where id = 'time-travelers/doctor-when'") == (
        5,
        1,
    )


def test_portal_room_has_breakpoint_22_and_vps_2_3_1(db):
    row = one(
        db,
        "select breakpoint, vp_first, vp_second, vp_third from cards where name = ?",
        "Portal Room",
    )
    assert row == (22, 2, 3, 1)


@pytest.mark.parametrize("column", ["power", "count", "breakpoint", "vp_first"])
def test_numbers_are_stored_as_integers(db, column):
    types = {t for (t,) in db.execute(f"select distinct typeof({column}) from cards")}
    assert types <= {"integer", "null"} and "integer" in types


def test_full_text_search_finds_extra_minion_on_doctor_when(db):
    names = [
        n
        for (n,) in db.execute(
            "select cards.name from cards_fts join cards on cards.rowid = cards_fts.rowid "
            "where cards_fts match '\"extra minion\"'"
        )
    ]
    assert "Doctor When" in names


@pytest.mark.parametrize("table", ["cards_fts", "rulings_fts", "rules_fts"])
def test_full_text_tables_exist(db, table):
    assert one(db, "select count(*) from sqlite_master where name = ?", table) == (1,)


def test_card_rulings_view_joins_cards_and_rulings(db):
    row = one(
        db,
        "select card_name, status from card_rulings where ruling_id = ?",
        "time-travelers/doctor-when#1",
    )
    assert row[0] == "Doctor When"
    assert row[1] in ("pending", "verified", "verified-standin", "failing", "untestable")


def test_untestable_rulings_keep_their_reason(db):
    row = one(db, "select status, status_detail from rulings where text like '%pronounced%'")
    assert row[0] == "untestable" and "pronunciation" in row[1]


def test_foreign_keys_hold_and_are_enforced(db):
    assert db.execute("pragma foreign_key_check").fetchall() == []
    db.execute("pragma foreign_keys = on")
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("insert into ruling_cards values ('time-travelers/doctor-when#1', 'no/card')")


def test_every_table_and_column_is_described(db):
    described = set(db.execute("select table_name, column_name from descriptions"))
    for table in [t.name for t in TABLES] + list(VIEWS):
        assert (table, None) in described, table
        columns = [c[1] for c in db.execute(f"pragma table_info([{table}])")]
        for column in columns:
            assert (table, column) in described, f"{table}.{column}"


def test_datasette_metadata_lies_beside_the_database(tmp_path):
    path = tmp_path / "smashup.db"
    write_database(real_dataset(), path)
    metadata = json.loads(metadata_file(path).read_text())
    database = metadata["databases"]["smashup"]
    assert database["tables"]["cards"]["columns"]["power"]
    assert len(database["queries"]) >= 3
    connection = sqlite_utils.Database(path)
    for query in database["queries"].values():
        connection.execute(query["sql"], {"q": "minion"}).fetchall()


def test_check_results_are_stored(tmp_path):
    path = tmp_path / "smashup.db"
    result = CheckResult(
        "time-travelers/doctor-when#1",
        "verified",
        None,
        ("Alice has Doctor When",),
        ("Alice plays it",),
        ("nothing returned",),
    )
    write_database(real_dataset(), path, {result.ruling_id: result})
    status, example = (
        sqlite3.connect(path)
        .execute("select status, example from rulings where id = ?", (result.ruling_id,))
        .fetchone()
    )
    assert status == "verified"
    assert json.loads(example)["steps"] == ["Alice plays it"]


def test_a_failed_write_leaves_the_previous_database_untouched(tmp_path, monkeypatch):
    path = tmp_path / "smashup.db"
    dataset = real_dataset()
    write_database(dataset, path)
    before = path.read_bytes()

    def explode(*args, **kwargs):
        raise sqlite3.OperationalError("disk on fire")

    monkeypatch.setattr("smashwiki.db.populate", explode)
    with pytest.raises(Exception, match="disk on fire"):
        write_database(dataset, path)
    assert path.read_bytes() == before
    assert [p.name for p in Path(tmp_path).iterdir() if p.name.endswith(".tmp")] == []
