"""The downloads: the database, one JSON file of everything (valid against its JSON Schema)
and a CSV file per table, each with the data version (the commit and date of data/) and a
SHA-256 that agree everywhere; two builds of the same data are byte-identical."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
import subprocess
from pathlib import Path

import jsonschema
import pytest
from sitekit import site_project

from smashwiki import downloads
from smashwiki.building import pipeline
from smashwiki.dataversion import UNVERSIONED, data_version
from smashwiki.db import write_database
from smashwiki.load import load_dataset
from smashwiki.site import render_docs

GIT = ["git", "-c", "user.name=Tester", "-c", "user.email=tester@example.org"]


def git(project: Path, *args: str) -> str:
    done = subprocess.run(
        [*GIT, "-C", str(project), *args], check=True, capture_output=True, text=True
    )
    return done.stdout.strip()


def committed(project: Path) -> Path:
    """``project`` as a git repository with everything committed."""
    git(project, "init", "-q")
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "data")
    return project


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture project, committed to git and built (database and site)."""
    project = committed(site_project(tmp_path_factory.mktemp("downloads") / "project"))
    pipeline.build(project)
    return project


def site_file(project: Path, name: str) -> Path:
    site = project / "build" / "site"
    return site / name if (site / name).is_file() else site / "downloads" / name


def manifest(project: Path) -> dict:
    return downloads.read_manifest(project / "build" / "site" / "downloads")


def test_the_json_file_follows_its_schema(built: Path) -> None:
    schema = json.loads(site_file(built, downloads.SCHEMA_NAME).read_text(encoding="utf-8"))
    data = json.loads(site_file(built, downloads.JSON_NAME).read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    assert [error.message for error in validator.iter_errors(data)] == []
    assert data["cards"] and data["rulings"]


def test_the_schema_refuses_a_file_that_breaks_it(built: Path) -> None:
    schema = json.loads(site_file(built, downloads.SCHEMA_NAME).read_text(encoding="utf-8"))
    data = json.loads(site_file(built, downloads.JSON_NAME).read_text(encoding="utf-8"))
    data["cards"][0]["power"] = "five"
    data["cards"][1]["colour"] = "red"
    errors = [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(data)]
    assert len(errors) == 2


def test_cards_hold_their_errata_and_the_ids_of_their_rulings(built: Path) -> None:
    data = json.loads(site_file(built, downloads.JSON_NAME).read_text(encoding="utf-8"))
    with sqlite3.connect(built / "build" / "smashup.db") as db:
        errata = db.execute("select card_id, count(*) from errata group by card_id").fetchall()
        rulings = db.execute("select card_id, ruling_id from ruling_cards").fetchall()
    cards = {card["id"]: card for card in data["cards"]}
    assert errata and rulings
    for card_id, count in errata:
        assert len(cards[card_id]["errata"]) == count
    for card_id, ruling_id in rulings:
        assert ruling_id in cards[card_id]["rulings"]


def test_every_file_carries_the_same_version(built: Path) -> None:
    head = git(built, "rev-parse", "HEAD")
    date = git(built, "log", "-1", "--format=%cd", "--date=format-local:%Y-%m-%dT%H:%M:%SZ")
    expected = {"commit": head, "date": date, "modified": False}
    data = json.loads(site_file(built, downloads.JSON_NAME).read_text(encoding="utf-8"))
    metadata = json.loads((built / "build" / "metadata.json").read_text(encoding="utf-8"))
    with sqlite3.connect(built / "build" / "smashup.db") as db:
        meta = dict(db.execute("select key, value from meta").fetchall())
    assert manifest(built)["version"] == expected
    assert data["version"] == expected
    assert metadata["data_version"] == expected
    assert (meta["data_commit"], meta["data_date"], meta["data_modified"]) == (head, date, "0")
    page = (built / "build" / "site" / "downloads" / "index.html").read_text(encoding="utf-8")
    assert head in page


def test_every_checksum_is_its_file(built: Path) -> None:
    listed = manifest(built)["files"]
    names = {item["name"] for item in listed}
    assert {"smashup.db", "metadata.json", downloads.JSON_NAME, "cards.csv"} <= names
    for item in listed:
        data = site_file(built, item["name"]).read_bytes()
        assert (len(data), hashlib.sha256(data).hexdigest()) == (item["size"], item["sha256"])
    sums = site_file(built, downloads.SUMS_NAME).read_text(encoding="utf-8").splitlines()
    assert sums == [f"{item['sha256']}  {item['name']}" for item in listed]


def test_each_table_is_a_csv_file_of_all_its_rows(built: Path) -> None:
    with sqlite3.connect(built / "build" / "smashup.db") as db:
        for table in downloads.tables():
            text = site_file(built, f"{table.name}.csv").read_bytes().decode("utf-8")
            rows = list(csv.reader(io.StringIO(text, newline="")))
            assert rows[0] == [column.name for column in table.columns]
            count = db.execute(f'select count(*) from "{table.name}"').fetchone()[0]
            assert len(rows) - 1 == count, table.name


def test_two_builds_of_the_same_data_are_byte_identical(built: Path, tmp_path: Path) -> None:
    dataset = load_dataset(built / "data", root=built)
    version = data_version(built)
    outputs = []
    for name in ("one", "two"):
        database = write_database(dataset, tmp_path / name / "smashup.db", version=version)
        render_docs(database, tmp_path / name / "docs", built / "templates")
        folder = tmp_path / name / "docs" / "downloads"
        files = {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}
        outputs.append((database.read_bytes(), files))
    assert outputs[0] == outputs[1]


def test_data_changes_not_committed_mark_the_version(built: Path, tmp_path: Path) -> None:
    project = tmp_path / "project"
    subprocess.run(["cp", "-a", str(built), str(project)], check=True)
    with (project / "data" / "sets.yaml").open("a", encoding="utf-8") as stream:
        stream.write("# a comment\n")
    version = data_version(project)
    assert version.modified and version.commit == git(built, "rev-parse", "HEAD")
    assert version.label.endswith("with changes not committed")


def test_a_project_outside_git_is_unversioned(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    assert data_version(tmp_path) == UNVERSIONED
