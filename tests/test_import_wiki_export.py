"""``smashwiki import wiki`` on MediaWiki XML exports, on every faction-page shape the whole
game has (tests/fixtures/wiki/Test_Heroes.wiki, made up), and its merge semantics.

tests/fixtures/wiki/export-0.10.xml and export-0.11.xml are the project's own fixture pages
as Special:Export gives them (written by make_export.py in that folder).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import pytest
from click.testing import CliRunner

from smashwiki.cli import cli
from smashwiki.fmt import read_round_trip
from smashwiki.importers.common import ImportProblems
from smashwiki.importers.wiki import import_wiki
from smashwiki.importers.wikitext import Problems, split_pages
from smashwiki.load import load_dataset, plain

FIXTURES = Path(__file__).parent / "fixtures" / "wiki"
RAW_PAGES = sorted(FIXTURES.glob("*.wiki"))
FIXTURE_PAGES = [page for page in RAW_PAGES if page.name != "Test_Heroes.wiki"]
HEROES = FIXTURES / "Test_Heroes.wiki"
EXPORTS = [FIXTURES / "export-0.10.xml", FIXTURES / "export-0.11.xml"]
NS = "http://www.mediawiki.org/xml/export-0.10/"


def _snapshot(folder: Path) -> dict[str, Any]:
    return {
        p.relative_to(folder).as_posix(): plain(read_round_trip(p.read_text(encoding="utf-8")))
        for p in sorted(folder.rglob("*.yaml"))
    }


def _without_revisions(snapshot: dict[str, Any]) -> dict[str, Any]:
    """The snapshot without what only an export knows (revision dates, where they come
    from, and editors), its registries by id (they list new entries in the order the pages
    were read: newest revision first, and raw pages have no revision date)."""
    sources = {
        source["id"]: {
            k: v for k, v in source.items() if k not in ("revised", "date_from", "attribution")
        }
        for source in snapshot["sources.yaml"]["sources"]
    }
    sets = {item["id"]: item for item in snapshot["sets.yaml"]["sets"]}
    return {**snapshot, "sources.yaml": sources, "sets.yaml": sets}


# --------------------------------------------------------------------------- XML exports


@pytest.mark.parametrize("export", EXPORTS, ids=["0.10", "0.11"])
def test_an_export_gives_the_same_data_as_the_raw_pages(export: Path, tmp_path: Path) -> None:
    import_wiki(FIXTURE_PAGES, tmp_path / "raw")
    import_wiki([export], tmp_path / "xml")
    raw, xml = _snapshot(tmp_path / "raw"), _snapshot(tmp_path / "xml")
    assert set(raw) == set(xml)
    assert _without_revisions(xml) == _without_revisions(raw)
    revised = {s["id"]: s.get("revised") for s in xml["sources.yaml"]["sources"]}
    assert revised["aeg-wiki-time-travelers"] == "2025-08-28"
    assert all(value is not None for value in revised.values())


@pytest.mark.parametrize("export", EXPORTS, ids=["0.10", "0.11"])
def test_raw_pages_over_an_export_import_change_nothing(export: Path, tmp_path: Path) -> None:
    import_wiki([export], tmp_path)
    assert import_wiki(FIXTURE_PAGES, tmp_path).changed == []
    assert import_wiki([export], tmp_path).changed == []


def test_export_pages_keep_their_file_lines_and_skip_redirects_and_templates() -> None:
    text = EXPORTS[1].read_text(encoding="utf-8")
    pages = split_pages(text, EXPORTS[1].name, Problems())
    assert [page.title for page in pages] == [
        "Update Tracker",
        "Special Cards, Counters and Other Rules",
        "Time Travelers",
        "Musketeers",
    ]
    lines = text.splitlines()
    for page in pages:
        for line in page.lines:
            assert lines[line.number - 1].rstrip().endswith(escape(line.text)), line
    assert pages[2].timestamp == "2025-08-28T18:42:13Z" and pages[2].editor == "Cfriedman"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.8/"></mediawiki>', "0.8"),
        (f'<mediawiki xmlns="{NS}"><page></mediawiki>', "well-formed"),
        ('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "b">]><mediawiki/>', "DOCTYPE"),
        ('<mediawiki xmlns="urn:x"></mediawiki>', "root element"),
    ],
    ids=["old-schema", "broken", "doctype", "other-xml"],
)
def test_a_file_that_is_no_export_says_so_once(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "export.xml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ImportProblems) as caught:
        import_wiki([path], tmp_path / "data")
    assert len(caught.value.problems) == 1
    assert message in str(caught.value.problems[0])
    assert not (tmp_path / "data").exists()


def test_progress_is_told_of_every_page(tmp_path: Path) -> None:
    seen: list[tuple[int, int, str]] = []
    import_wiki([EXPORTS[1]], tmp_path, progress=lambda *args: seen.append(args))
    assert [(done, total) for done, total, _ in seen] == [(n, 4) for n in range(1, 5)]
    assert {title for _, _, title in seen} >= {"Time Travelers", "Musketeers"}


# --------------------------------------------------------------------------- every page shape


@pytest.fixture(scope="module")
def heroes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    """Test_Heroes.wiki imported into an empty data folder: (data folder, report)."""
    data = tmp_path_factory.mktemp("heroes") / "data"
    return data, import_wiki([HEROES], data)


def _heroes(data: Path) -> dict[str, dict[str, Any]]:
    doc = plain(read_round_trip((data / "factions" / "test-heroes.yaml").read_text("utf-8")))
    return {card["id"]: card for card in doc["cards"]}


@pytest.mark.parametrize(
    ("card", "fields"),
    [
        ("captain-placeholder", {"type": "character", "power": 5}),
        ("sidekick-stand-in", {"type": "character", "power": 2}),
        ("zero-hero", {"type": "minion", "power": 0}),
        ("variable-villain", {"type": "minion", "power": "X"}),
        ("golem-schloss", {"type": "minion", "power": 4}),
        ("fusion-gadget", {"type": ["minion", "action"], "power": 3}),
        ("kaiju-stomp", {"type": "action", "power": 4}),
        ("vague-fix", {"type": "action"}),
        ("odd-relic", {"type": "unknown", "printed_type": "Relic"}),
    ],
    ids=lambda value: value if isinstance(value, str) else None,
)
def test_every_card_is_typed_and_powered_as_printed(heroes, card: str, fields: dict) -> None:
    found = _heroes(heroes[0])[card]
    assert {key: found.get(key) for key in ("type", "power", "printed_type") if key in found} == (
        fields
    )


@pytest.mark.parametrize(
    ("card", "fields"),
    [
        ("captain-placeholder", {"errata": [{"kind": "reversion"}]}),
        ("sidekick-stand-in", {"errata_status": "unknown", "errata_note": "See source"}),
        ("zero-hero", {"errata": [{"kind": "unknown"}]}),
        ("variable-villain", {"errata_status": "unknown", "errata_note": "Not stated"}),
        ("golem-schloss", {"errata": [{"kind": "functional", "description": "power was 3"}]}),
        ("kaiju-stomp", {"errata_status": "unknown", "errata_note": "Unknown"}),
        (
            "vague-fix",
            {"errata_status": "unknown", "errata_note": "Perhaps, ask the designers"},
        ),
        ("odd-relic", {}),
    ],
    ids=lambda value: value if isinstance(value, str) else None,
)
def test_every_errata_line_is_kept(heroes, card: str, fields: dict) -> None:
    found = _heroes(heroes[0])[card]
    keys = ("errata", "errata_status", "errata_note")
    assert {key: found[key] for key in keys if key in found} == fields


def test_lines_the_importer_does_not_know_are_warnings(heroes) -> None:
    warnings = [str(w) for w in heroes[1].warnings]
    assert len(warnings) == 2
    assert "errata line 'Perhaps, ask the designers' is not a shape" in warnings[0]
    assert "'Odd Relic' under === Cards - Relics === is kept as printed ('Relic'" in warnings[1]
    assert [(d.line, d.message) for d in heroes[1].discrepancies] == [
        (
            91,
            "Odd Relic under === Cards - Relics ===: expected a card heading the importer knows "
            "(Cards - Minions, Actions, Characters, Fusions, Titans, Bases or Other) or, under "
            "Other, a 'Minion: ... Action: ...' fusion (imported as printed)",
        )
    ]


def test_a_clarification_on_several_cards_is_written_once(heroes) -> None:
    cards = _heroes(heroes[0])
    assert "rulings" not in cards["golem-schloss"]
    assert cards["variable-villain"]["rulings"] == [
        {
            "kind": "clarification",
            "text": "Count the cards when you need to know the power.",
            "cards": ["test-heroes/golem-schloss"],
        }
    ]


def test_the_imported_page_is_valid_data(heroes) -> None:
    dataset = load_dataset(heroes[0])
    assert {card.type for card in dataset.cards} == {"minion", "action", "unknown"}
    shared = next(r for r in dataset.rulings if r.card_ids[1:] == ("test-heroes/golem-schloss",))
    assert shared.id == "test-heroes/variable-villain#1"


def test_the_cli_prints_warnings(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["import", "wiki", str(HEROES), "--data", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "warning: Test Heroes, line" in result.output


# --------------------------------------------------------------------------- merging


def _edited(tmp_path: Path, old: str, new: str, source: Path = HEROES) -> Path:
    text = source.read_text(encoding="utf-8")
    assert old in text
    page = tmp_path / "pages" / source.name
    page.parent.mkdir(exist_ok=True)
    page.write_text(text.replace(old, new, 1), encoding="utf-8")
    return page


def test_two_factions_of_one_new_set_write_the_set_once(tmp_path: Path) -> None:
    other = _edited(tmp_path, "Made-up heroes", "Other made-up heroes")
    renamed = other.with_name("Test_Villains.wiki")
    other.rename(renamed)
    import_wiki([HEROES, renamed], tmp_path / "data")
    sets = plain(read_round_trip((tmp_path / "data" / "sets.yaml").read_text("utf-8")))
    assert sets == {"sets": [{"id": "test-crossover", "name": "Test Crossover"}]}
    assert len(load_dataset(tmp_path / "data").factions) == 2


def test_what_the_page_no_longer_says_goes_away(tmp_path: Path) -> None:
    data = tmp_path / "data"
    import_wiki([HEROES], data)
    page = _edited(tmp_path, "Errata: Yes, Reversion", "Errata: No")
    page.write_text(
        page.read_text(encoding="utf-8").replace(
            "*You may play the extra minion on another base.", "*None"
        ),
        encoding="utf-8",
    )
    import_wiki([page], data)
    card = _heroes(data)["captain-placeholder"]
    assert "errata" not in card and "rulings" not in card


def test_a_dropped_clarification_with_a_check_is_a_conflict(tmp_path: Path) -> None:
    data = tmp_path / "data"
    import_wiki([HEROES], data)
    path = data / "factions" / "test-heroes.yaml"
    anchor = "        text: You may play the extra minion on another base.\n"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(anchor, anchor + "        untestable: a reason\n"), "utf-8")
    before = path.read_bytes()
    page = _edited(tmp_path, "*You may play the extra minion on another base.", "*None")
    with pytest.raises(ImportProblems, match="1 import problem") as caught:
        import_wiki([page], data)
    assert "conflict: the page no longer has the clarification" in str(caught.value.problems[0])
    assert path.read_bytes() == before


def test_a_card_keeps_its_published_id(tmp_path: Path) -> None:
    data = tmp_path / "data"
    import_wiki([HEROES], data)
    path = data / "factions" / "test-heroes.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("id: golem-schloss", "id: golem-schlo"), "utf-8"
    )
    import_wiki([HEROES], data)
    assert "golem-schlo" in _heroes(data)
    assert "golem-schloss" not in _heroes(data)


def test_the_project_data_plus_the_heroes_is_valid(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(Path(__file__).parent.parent / "data", data)
    import_wiki([HEROES], data)
    assert any(card.faction_id == "test-heroes" for card in load_dataset(data).cards)


def test_markup_and_loose_lines_are_kept_not_dropped(tmp_path: Path) -> None:
    page = _edited(
        tmp_path,
        "'''Power 5''' - Play an extra minion on this base.",
        "'''Power 5''' - Play an <u>extra</u> minion on this <span>base</span>.",
    )
    page.write_text(
        page.read_text(encoding="utf-8").replace(
            "*You may play the extra minion on another base.",
            "You may play the extra minion on another base.",
        ),
        encoding="utf-8",
    )
    report = import_wiki([page], tmp_path / "data")
    card = _heroes(tmp_path / "data")["captain-placeholder"]
    assert card["text"] == "Play an extra minion on this base."
    assert card["rulings"][0]["text"] == "You may play the extra minion on another base."
    assert any("without a bullet" in str(w) for w in report.warnings)
