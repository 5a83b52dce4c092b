"""Source discrepancies: what a page says that the game does not allow, recorded in the data
by the import, accepted by ``smashwiki check``, stored in the database and listed on the
site's "What the sources get wrong" page, grouped by page."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from smashwiki.db import write_database
from smashwiki.errors import DataError
from smashwiki.importers.wiki import import_wiki
from smashwiki.load import load_dataset
from smashwiki.site import render_docs
from smashwiki.site.render import markdown_path

REPO = Path(__file__).resolve().parents[1]
WIKI = REPO / "tests" / "fixtures" / "wiki"


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Musketeers (a deck of 21 on its own page) and Time Travelers with Doctor When's power
    token gone, imported into an empty data folder."""
    root = tmp_path_factory.mktemp("discrepancies")
    page = root / "Time_Travelers.wiki"
    text = (WIKI / "Time_Travelers.wiki").read_text(encoding="utf-8")
    page.write_text(text.replace("'''Power 5''' - You may", "You may <b>", 1), encoding="utf-8")
    import_wiki([WIKI / "Musketeers.wiki", page], root / "data")
    return root / "data"


def test_the_database_holds_every_recorded_discrepancy(imported: Path, tmp_path: Path) -> None:
    database = write_database(load_dataset(imported), tmp_path / "smashup.db")
    with sqlite3.connect(database) as db:
        rows = db.execute(
            "select faction_id, kind, card_id, page, says, expected from discrepancies "
            "order by faction_id"
        ).fetchall()
    assert rows == [
        ("musketeers", "deck-size", None, "Musketeers", "21", "20"),
        (
            "time-travelers",
            "no-power",
            "time-travelers/doctor-when",
            "Time Travelers",
            "no '''Power N''' token for Doctor When",
            "a minion prints its power ('''Power N''' - text: a number, 0 or X)",
        ),
    ]


def test_the_site_lists_them_grouped_by_page(imported: Path, tmp_path: Path) -> None:
    database = write_database(load_dataset(imported), tmp_path / "smashup.db")
    docs = tmp_path / "docs"
    render_docs(database, docs, REPO / "templates")
    text = (docs / markdown_path("what-the-sources-get-wrong/")).read_text(encoding="utf-8")
    assert text.index("<h2>Musketeers</h2>") < text.index("<h2>Time Travelers</h2>")
    assert "Line 1: the deck's minions and actions total 21 cards; the game expects 20." in text
    assert "Doctor When</a>: the page says no &#39;&#39;&#39;Power N&#39;&#39;&#39; token" in text
    sources = (docs / markdown_path("sources/")).read_text(encoding="utf-8")
    assert "../what-the-sources-get-wrong/" in sources


def test_a_discrepancy_about_a_card_the_faction_lacks_is_refused(imported: Path) -> None:
    path = imported / "factions" / "time-travelers.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("card: doctor-when", "card: doctor-who", 1), encoding="utf-8")
    try:
        with pytest.raises(DataError) as caught:
            load_dataset(imported)
        messages = [p.message for p in caught.value.problems]
        assert (
            "discrepancy about card 'time-travelers/doctor-who', which the faction does not have"
            in messages
        )
        assert "minion 'time-travelers/doctor-when' needs a power (a number, 0, or X)" in messages
    finally:
        path.write_text(text, encoding="utf-8")


def test_a_no_power_record_of_a_card_that_now_has_a_power_is_refused(imported: Path) -> None:
    path = imported / "factions" / "time-travelers.yaml"
    text = path.read_text(encoding="utf-8")
    card = "  - id: doctor-when\n    name: Doctor When\n    type: minion\n    count: 1\n"
    assert card in text
    path.write_text(text.replace(card, card + "    power: 5\n", 1), encoding="utf-8")
    try:
        with pytest.raises(DataError) as caught:
            load_dataset(imported)
        assert [p.message for p in caught.value.problems] == [
            "card 'time-travelers/doctor-when' now has a power (5): remove its no-power discrepancy"
        ]
    finally:
        path.write_text(text, encoding="utf-8")
