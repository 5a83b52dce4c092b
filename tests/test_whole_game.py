"""The whole game's shapes of card (tests/fixtures/whole-game/heroes.yaml) pass the checks,
go into the database and onto the site as printed, and the search finds them by type."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, write

from smashwiki.cli import cli
from smashwiki.db import write_database
from smashwiki.load import load_dataset
from smashwiki.query import search
from smashwiki.site import render_docs
from smashwiki.site.render import markdown_path

FIXTURE = ROOT / "tests" / "fixtures" / "whole-game" / "heroes.yaml"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The fixture faction in a project of its own: (database, rendered docs)."""
    project = tmp_path_factory.mktemp("whole-game")
    write(
        project,
        "data/sources.yaml",
        "sources:\n  - id: test-source\n    title: Test source\n    kind: other\n",
    )
    write(project, "data/sets.yaml", "sets:\n  - id: test-set\n    name: Test Set\n")
    (project / "data" / "factions").mkdir()
    shutil.copy(FIXTURE, project / "data" / "factions" / "test-heroes.yaml")
    dataset = load_dataset(project / "data", root=project)
    database = write_database(dataset, project / "build" / "smashup.db")
    docs = project / "build" / "docs"
    render_docs(database, docs, ROOT / "templates")
    return database, docs


def card(database: Path, slug: str) -> dict:
    connection = sqlite3.connect(database)
    connection.row_factory = sqlite3.Row
    row = connection.execute("select * from cards where id = ?", (f"test-heroes/{slug}",))
    return dict(row.fetchone())


@pytest.mark.parametrize(
    ("slug", "printed_type", "rules_type", "printed_power", "power"),
    [
        ("captain-placeholder", "character", "minion", "5", 5),
        ("fusion-gadget", "minion and action", "minion", "3", 3),
        ("zero-hero", "minion", "minion", "0", 0),
        ("variable-villain", "minion", "minion", "X", None),
        ("kaiju-stomp", "action", "action", "4", 4),
        ("golem-schloss", "action", "action", None, None),
        ("odd-relic", "Relic", "unknown", None, None),
        ("big-titan", "titan", "titan", None, None),
    ],
    ids=["character", "fusion", "power-0", "power-x", "action-power", "no-power", "relic", "titan"],
)
def test_the_database_holds_the_card_as_printed(
    built, slug, printed_type, rules_type, printed_power, power
):
    row = card(built[0], slug)
    assert (row["printed_type"], row["type"]) == (printed_type, rules_type)
    assert (row["printed_power"], row["power"]) == (printed_power, power)


@pytest.mark.parametrize(
    ("slug", "status", "note"),
    [
        ("captain-placeholder", "none", None),
        ("sidekick-stand-in", "unknown", "See source"),
        ("golem-schloss", "errata", None),
    ],
    ids=["none", "unknown", "errata"],
)
def test_the_database_holds_the_errata_status(built, slug, status, note):
    row = card(built[0], slug)
    assert (row["errata_status"], row["errata_note"]) == (status, note)


def test_errata_kinds_include_reversion_and_unknown(built):
    connection = sqlite3.connect(built[0])
    kinds = dict(connection.execute("select card_id, kind from errata").fetchall())
    assert kinds == {"test-heroes/golem-schloss": "reversion", "test-heroes/vague-fix": "unknown"}


def test_the_deck_counts_characters_and_a_fusion_card_once(built):
    connection = sqlite3.connect(built[0])
    total = connection.execute(
        "select sum(count) from cards where type in ('minion', 'action')"
    ).fetchone()[0]
    assert total == 20


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("t:character", {"captain-placeholder", "sidekick-stand-in"}),
        ("is:character", {"captain-placeholder", "sidekick-stand-in"}),
        ("t:action power>=0", {"fusion-gadget", "kaiju-stomp"}),
        ("t:minion -t:character", {"fusion-gadget", "zero-hero", "variable-villain"}),
        ("t:relic", {"odd-relic"}),
        ("power:0", {"zero-hero"}),
    ],
    ids=["t-character", "is-character", "fusion-and-action-power", "minions", "relic", "zero"],
)
def test_the_search_finds_cards_by_every_type_they_have(built, text, expected):
    found = {row["id"].split("/", 1)[1] for row in search(built[0], text)}
    assert found == expected


@pytest.mark.parametrize(
    ("slug", "shown"),
    [
        ("captain-placeholder", "<dd>character (a minion by the rules)</dd>"),
        ("fusion-gadget", "<dd>minion and action</dd>"),
        ("zero-hero", "<dt>Power</dt><dd>0</dd>"),
        ("variable-villain", "<dt>Power</dt><dd>X</dd>"),
        ("kaiju-stomp", "<dt>Power</dt><dd>4</dd>"),
        ("sidekick-stand-in", "Errata: not known"),
        ("sidekick-stand-in", "(the source says: “See source”)"),
        ("golem-schloss", "<strong>Reversion erratum</strong>"),
        ("vague-fix", "<strong>Erratum of a kind not known</strong>"),
        ("captain-placeholder", "<p>No errata.</p>"),
    ],
    ids=[
        "character",
        "fusion",
        "power-0",
        "power-x",
        "action-power",
        "errata-unknown",
        "errata-note",
        "reversion",
        "kind-unknown",
        "no-errata",
    ],
)
def test_the_card_page_shows_the_card_as_printed(built, slug, shown):
    page = (built[1] / markdown_path(f"cards/test-heroes/{slug}/")).read_text(encoding="utf-8")
    assert shown in page


def test_an_unknown_errata_status_never_says_no_errata(built):
    page = built[1] / markdown_path("cards/test-heroes/sidekick-stand-in/")
    assert "No errata." not in page.read_text(encoding="utf-8")


def test_the_faction_file_passes_smashwiki_check(built):
    project = built[0].parent.parent
    result = CliRunner().invoke(cli, ["check", "--project", str(project)])
    assert result.exit_code == 0, result.output
    assert "10 cards" in result.output
