"""``smashwiki import wiki``: MediaWiki pages of the AEG rulebook wiki -> YAML in data/.

The fixtures in tests/fixtures/wiki/ are copied from the source documents: the
"User contributions" dump as it is, and the raw pages cut out of it.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from smashwiki.cli import cli
from smashwiki.errors import DataError
from smashwiki.fmt import read_round_trip
from smashwiki.importers.common import ImportProblems
from smashwiki.importers.wiki import (
    WIKI_URL,
    _import_wiki,
    import_wiki,
    page_kind,
    parse_files,
)
from smashwiki.importers.wikitext import Converter, Page, Problems, split_pages
from smashwiki.load import load_dataset, plain

FIXTURES = Path(__file__).parent / "fixtures" / "wiki"
DUMP = FIXTURES / "contributions-dump.txt"
TIME_TRAVELERS = FIXTURES / "Time_Travelers.wiki"
MUSKETEERS = FIXTURES / "Musketeers.wiki"
SPECIAL_CARDS = FIXTURES / "Special_Cards,_Counters_and_Other_Rules.wiki"
UPDATE_TRACKER = FIXTURES / "Update_Tracker.wiki"
PROJECT = Path(__file__).parent.parent


def _read(path: Path) -> Any:
    return plain(read_round_trip(path.read_text(encoding="utf-8")))


def _cards(faction: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {card["id"]: card for card in faction["cards"]}


@pytest.fixture(scope="module")
def dump_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole dump imported into an empty data folder."""
    data = tmp_path_factory.mktemp("dump") / "data"
    import_wiki([DUMP], data)
    return data


# --------------------------------------------------------------------------- the dump


def test_dump_splits_into_revisions_with_titles_and_timestamps() -> None:
    pages = split_pages(DUMP.read_text(encoding="utf-8"), DUMP.name, Problems())
    summary = [(page.title, page.timestamp, page.empty) for page in pages]
    assert summary == [
        ("Update Tracker", "2025-11-01T00:32:47Z", False),
        ("Super Heroes", "2025-11-01T00:30:02Z", True),
        (None, "2025-09-02T19:02:48Z", False),
        ("Special Cards, Counters and Other Rules", "2025-09-02T04:21:12Z", False),
        (None, "2025-08-28T18:42:13Z", False),
        ("File:SU1020 SciFiDoubleFeature TimeTravelers22fixed.png", "2025-08-28T18:42:07Z", True),
        ("Musketeers", "2025-08-28T18:41:07Z", False),
    ]
    assert {page.editor for page in pages if not page.empty} == {"Cfriedman"}


def test_dump_revisions_know_their_kind_and_first_line() -> None:
    pages = [
        p for p in split_pages(DUMP.read_text(encoding="utf-8"), "d", Problems()) if not p.empty
    ]
    assert [page_kind(page) for page in pages] == [
        "changelog",
        "changelog",
        "rules",
        "faction",
        "faction",
    ]
    musketeers = pages[-1]
    assert musketeers.first_line == 545
    assert musketeers.lines[1].text.startswith("[[File:SU1058 CoverPhoto Musketeers.png")


def test_raw_page_is_titled_by_its_file_name() -> None:
    (page,) = split_pages(SPECIAL_CARDS.read_text(encoding="utf-8"), SPECIAL_CARDS.name, Problems())
    assert page.title == "Special Cards, Counters and Other Rules"
    assert page.timestamp is None and page.first_line == 1


def test_text_before_the_first_dump_page_is_a_problem() -> None:
    problems = Problems()
    split_pages("stray text\n\nA Page\n\n2025-01-01T00:00:00Z\n\nEd:\n\nBody\n", "x.txt", problems)
    assert [str(p) for p in problems.items] == [
        "x.txt, line 1: text before the first page of the dump"
    ]


# --------------------------------------------------------------------------- faction pages


@pytest.fixture(scope="module")
def time_travelers() -> dict[str, Any]:
    (faction,) = parse_files([TIME_TRAVELERS]).factions
    return faction.doc


def test_faction_page_gives_the_faction(time_travelers: dict[str, Any]) -> None:
    assert time_travelers["id"] == "time-travelers"
    assert time_travelers["set"] == "science-fiction-double-feature"
    assert time_travelers["source"] == "aeg-wiki-time-travelers"
    assert time_travelers["complexity"] == "Medium"
    assert time_travelers["description"].startswith("The time stream has been compromised.")
    assert time_travelers["mechanics"] == [
        "...Replaying And Recycling Cards,",
        "Which Creates A Loop Of...",
    ]
    assert time_travelers["partners"] == [
        "Aliens",
        "Wizards",
        "Innsmouth",
        "Super Spies",
        "Grannies",
    ]


def test_minion_card(time_travelers: dict[str, Any]) -> None:
    assert _cards(time_travelers)["doctor-when"] == {
        "id": "doctor-when",
        "name": "Doctor When",
        "type": "minion",
        "count": 1,
        "power": 5,
        "text": "You may return another of your minions in play to your hand. You may play it "
        "again as an extra minion.",
        "illustrator": "Igor Heras",
        "image": "SU1020 SciFiDoubleFeature TimeTravelers10.png",
        "rulings": [
            {"kind": "clarification", "text": "Play the extra minion immediately or not at all."}
        ],
    }


def test_base_card(time_travelers: dict[str, Any]) -> None:
    portal = _cards(time_travelers)["portal-room"]
    assert (portal["type"], portal["breakpoint"], portal["vps"]) == ("base", 22, [2, 3, 1])
    assert portal["text"] == "The winner takes an extra turn after the current turn ends"
    assert "power" not in portal


def test_errata_kinds_descriptions_and_where(time_travelers: dict[str, Any]) -> None:
    cards = _cards(time_travelers)
    assert cards["time-is-fleeting"]["errata"] == [
        {"kind": "wording", "description": 'added "Special"', "errata_in": "Bigger Geekier Box"}
    ]
    assert cards["time-is-fleeting"]["text"].startswith("Special: Play after a base scores")
    assert cards["wormhole"]["errata"] == [
        {"kind": "functional", "description": "number of minions shuffled now optional"}
    ]
    assert cards["the-nexus"]["errata"] == [{"kind": "wording"}]
    assert "errata" not in cards["doctor-when"]


def test_titan_and_action_types_and_none_clarifications(time_travelers: dict[str, Any]) -> None:
    cards = _cards(time_travelers)
    assert cards["time-box"]["type"] == "titan"
    assert cards["1-21-gigawatts"]["type"] == "action"
    assert len(cards["1-21-gigawatts"]["rulings"]) == 2
    assert "rulings" not in cards["repeater-perfect"]  # "*None"
    assert "rulings" not in cards["jumper"]  # "* None"
    assert [c["count"] for c in time_travelers["cards"] if c["type"] in ("minion", "action")] == [
        1,
        2,
        3,
        4,
        1,
        2,
        2,
        1,
        1,
        1,
        1,
        1,
    ]


def test_musketeers_page_alone_has_the_uncorrected_count() -> None:
    (faction,) = parse_files([MUSKETEERS]).factions
    doc = faction.doc
    assert doc["complexity"] == "Medium-High"
    assert doc["set"] == "world-tour-international-incident"
    assert "Nightmare Before Christmas" in doc["partners"] and len(doc["partners"]) == 10
    assert _cards(doc)["on-a-roll"]["count"] == 2
    assert "rulings" not in _cards(doc)["the-golden-lily"]  # "*None", the dump's last line
    assert _cards(doc)["dartagnan"]["name"] == "D'Artagnan"


# --------------------------------------------------------------------------- the whole dump


def test_dump_applies_the_update_tracker_correction(dump_data: Path) -> None:
    musketeers = _read(dump_data / "factions" / "musketeers.yaml")
    on_a_roll = _cards(musketeers)["on-a-roll"]
    assert on_a_roll["count"] == 1
    assert on_a_roll["corrections"] == [
        {"field": "count", "old": 2, "source": "aeg-wiki-update-tracker", "date": "2025-10-23"}
    ]
    deck = [c["count"] for c in musketeers["cards"] if c["type"] in ("minion", "action")]
    assert sum(deck) == 20


def test_dump_writes_sources_with_revision_dates(dump_data: Path) -> None:
    sources = {s["id"]: s for s in _read(dump_data / "sources.yaml")["sources"]}
    assert {k: sources[k]["revised"] for k in sources} == {
        "aeg-wiki-update-tracker": "2025-11-01",
        "aeg-wiki-special-cards": "2025-09-02",
        "aeg-wiki-time-travelers": "2025-08-28",
        "aeg-wiki-musketeers": "2025-08-28",
    }
    assert (
        sources["aeg-wiki-musketeers"]["url"]
        == "https://smashup-rulebook.alderac.com/wiki/Musketeers"
    )
    assert all(s["licence"] and "Cfriedman" in s["attribution"] for s in sources.values())
    sets = _read(dump_data / "sets.yaml")["sets"]
    assert {
        "id": "world-tour-international-incident",
        "name": "World Tour: International Incident",
    } in sets


def test_changelog_entries_are_dated_and_link_cards(dump_data: Path) -> None:
    entries = _read(dump_data / "changelog.yaml")["changelog"]
    assert entries[0]["date"] == "2025-10-31"
    assert [e["date"] for e in entries] == sorted((e["date"] for e in entries), reverse=True)
    copies = next(e for e in entries if e["text"].startswith("Corrected the numbers of copies"))
    assert copies["date"] == "2025-10-23"
    assert copies["cards"] == ["musketeers/on-a-roll"]
    assert "[Musketeers](https://smashup-rulebook.alderac.com/wiki/Musketeers)" in copies["text"]
    images = next(e for e in entries if e["date"] == "2025-08-26")
    assert images["text"].startswith("Added images and errata for:\n\n- [Werewolves](")
    assert len(entries) == 15  # the older Update Tracker revision adds no entry of its own


def test_rules_page_becomes_a_tree_of_sections(dump_data: Path) -> None:
    rules = _read(dump_data / "rules" / "special-cards.yaml")
    assert rules["title"] == "Special Cards, Counters, and Other Rules"
    assert rules["source"] == "aeg-wiki-special-cards"
    tree = {s["id"]: [c["id"] for c in s.get("sections", [])] for s in rules["sections"]}
    assert tree == {
        "power-counters": [],
        "the-madness-deck": ["madness-and-the-final-score"],
        "monsters-and-treasures": [
            "monsters-and-bases",
            "getting-loot-from-a-monster",
            "getting-loot-from-a-base-that-scored",
        ],
        "titans": ["clash-of-the-titans"],
        "non-minions-that-grant-power": [],
        "burying": [],
        "duels": [],
        "stasis": [],
        "stored-cards": [],
    }


def test_rules_bodies_are_markdown_without_images_or_navigation(dump_data: Path) -> None:
    sections = {s["id"]: s for s in _read(dump_data / "rules" / "special-cards.yaml")["sections"]}
    burying = sections["burying"]["body"]
    assert burying.startswith("*Used in Oops, You Did It Again*\n\n**How to bury:** To bury")
    assert "File:" not in burying and "Burying.png" not in burying
    bases = sections["monsters-and-treasures"]["sections"][0]["body"]
    assert (
        "[Know Your Cards](https://smashup-rulebook.alderac.com/wiki/Know_Your_Cards!_(card_anatomy))"
        in bases
    )
    stored = sections["stored-cards"]["body"]
    assert stored.endswith(
        "Madness cards in storage at the end of the game still count against your final score."
    )
    assert "previous" not in stored and "wikitable" not in stored


def test_worked_examples_become_rulings(dump_data: Path) -> None:
    rulings = _read(dump_data / "rulings" / "special-cards.yaml")["rulings"]
    assert [(r["id"], r["kind"], r["rules"]) for r in rulings] == [
        (
            "special-cards/madness-and-the-final-score#1",
            "example",
            ["special-cards/the-madness-deck/madness-and-the-final-score"],
        ),
        (
            "special-cards/getting-loot-from-a-base-that-scored#1",
            "example",
            ["special-cards/monsters-and-treasures/getting-loot-from-a-base-that-scored"],
        ),
    ]
    assert rulings[0]["text"].startswith("For example, John has 15 VPs and 5 Madness cards")
    assert rulings[1]["text"].startswith("A base scores. The monsters still on the base")


def test_dump_import_is_valid_data(dump_data: Path) -> None:
    dataset = load_dataset(dump_data)
    assert len(dataset.factions) == 2
    assert {r.id for r in dataset.rules} >= {"special-cards/titans/clash-of-the-titans"}


# ---------------------------------------------------------------------- idempotence and merging


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*.yaml"))
    }


def test_importing_twice_changes_nothing(dump_data: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(dump_data, data)
    before = _snapshot(data)
    report = import_wiki([DUMP], data)
    assert report.changed == []
    assert _snapshot(data) == before


def test_round_trip_of_raw_pages(tmp_path: Path) -> None:
    first = import_wiki([TIME_TRAVELERS, MUSKETEERS, SPECIAL_CARDS, UPDATE_TRACKER], tmp_path)
    assert len(first.changed) == 7  # sources, sets, 2 factions, rules, rulings, changelog
    before = _snapshot(tmp_path)
    assert (
        import_wiki([TIME_TRAVELERS, MUSKETEERS, SPECIAL_CARDS, UPDATE_TRACKER], tmp_path).changed
        == []
    )
    assert _snapshot(tmp_path) == before


@pytest.mark.parametrize("files", [[TIME_TRAVELERS, MUSKETEERS], [DUMP]], ids=["raw-pages", "dump"])
def test_reimporting_over_the_project_data_changes_nothing(
    files: list[Path], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    shutil.copytree(PROJECT / "data", data)
    before = _snapshot(data)
    report = import_wiki(files, data)
    assert report.changed == []
    assert _snapshot(data) == before


def test_raw_page_keeps_a_later_sources_correction(dump_data: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(dump_data, data)
    import_wiki([MUSKETEERS], data)  # the page still says 2x On a Roll
    on_a_roll = _cards(_read(data / "factions" / "musketeers.yaml"))["on-a-roll"]
    assert on_a_roll["count"] == 1
    assert on_a_roll["corrections"][0]["old"] == 2


def test_merge_keeps_hand_written_check_untestable_and_comment(tmp_path: Path) -> None:
    import_wiki([TIME_TRAVELERS], tmp_path)
    path = tmp_path / "factions" / "time-travelers.yaml"
    text = path.read_text(encoding="utf-8")
    ruling = (
        "        text: Play the extra minion immediately or not at all.\n"
        "        cards:\n          - time-travelers/do-over\n"
    )
    assert text.count(ruling) == 1  # Doctor When's and Do Over!'s, written once
    text = text.replace(ruling, ruling + "        check:\n          expect: {played: 1}\n", 1)
    text = text.replace("  - id: jumper\n", "  # Jumpers come back, every time.\n  - id: jumper\n")
    text = text.replace(
        "        text: Gigawatts is pronounced with a J.\n",
        "        text: Gigawatts is pronounced with a J.\n        untestable: pronunciation\n",
    )
    path.write_text(text, encoding="utf-8")

    assert import_wiki([TIME_TRAVELERS], tmp_path).changed == []
    merged = path.read_text(encoding="utf-8")
    assert merged == text
    cards = _cards(_read(path))
    assert cards["doctor-when"]["rulings"][0]["check"] == {"expect": {"played": 1}}
    assert cards["1-21-gigawatts"]["rulings"][1]["untestable"] == "pronunciation"
    assert "# Jumpers come back, every time." in merged


def test_changed_page_updates_values_and_keeps_the_check(tmp_path: Path) -> None:
    import_wiki([TIME_TRAVELERS], tmp_path)
    path = tmp_path / "factions" / "time-travelers.yaml"
    ruling = "        text: Play the extra minion immediately or not at all.\n"
    text = path.read_text(encoding="utf-8").replace(ruling, ruling + "        check: {do: []}\n", 1)
    path.write_text(text, encoding="utf-8")
    page = tmp_path / "Time_Travelers.wiki"
    page.write_text(
        TIME_TRAVELERS.read_text(encoding="utf-8").replace(
            "'''Power 5''' - You", "'''Power 6''' - You"
        ),
        encoding="utf-8",
    )
    assert import_wiki([page], tmp_path).changed == [path]
    doctor = _cards(_read(path))["doctor-when"]
    assert doctor["power"] == 6
    assert doctor["rulings"][0]["check"] == {"do": []}


# --------------------------------------------------------------------------- problems


def _broken(tmp_path: Path, old: str, new: str, source: Path = TIME_TRAVELERS) -> Path:
    page = tmp_path / source.name
    text = source.read_text(encoding="utf-8")
    assert old in text
    page.write_text(text.replace(old, new, 1), encoding="utf-8")
    return page


def _line_of(path: Path, text: str) -> int:
    return next(
        n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line
    )


def test_a_minion_without_power_is_imported_as_printed_with_a_discrepancy(tmp_path: Path) -> None:
    page = _broken(tmp_path, "'''Power 4''' - Place an action", "Place an action")
    report = import_wiki([page], tmp_path / "data")
    line = _line_of(page, "Place an action from your discard pile on top")
    assert [str(d) for d in report.discrepancies] == [
        f"Time Travelers, line {line}: no '''Power N''' token for Repeater Perfect: expected "
        "a minion prints its power ('''Power N''' - text: a number, 0 or X) (imported as printed)"
    ]
    faction = _read(tmp_path / "data" / "factions" / "time-travelers.yaml")
    assert "power" not in _cards(faction)["repeater-perfect"]  # unknown, not invented
    assert faction["discrepancies"] == [
        {
            "kind": "no-power",
            "card": "repeater-perfect",
            "page": "Time Travelers",
            "line": line,
            "says": "no '''Power N''' token for Repeater Perfect",
            "expected": "a minion prints its power ('''Power N''' - text: a number, 0 or X)",
        }
    ]
    load_dataset(tmp_path / "data")  # smashwiki check accepts the recorded discrepancy


def test_a_minion_without_power_and_without_its_record_is_refused(tmp_path: Path) -> None:
    page = _broken(tmp_path, "'''Power 4''' - Place an action", "Place an action")
    import_wiki([page], tmp_path / "data")
    path = tmp_path / "data" / "factions" / "time-travelers.yaml"
    faction = _read(path)
    del faction["discrepancies"]
    from smashwiki.importers.common import write_yaml

    path.unlink()
    write_yaml(path, faction, schema="faction")
    with pytest.raises(DataError) as caught:
        load_dataset(tmp_path / "data")
    assert [p.message for p in caught.value.problems] == [
        "minion 'time-travelers/repeater-perfect' needs a power (a number, 0, or X)"
    ]


def test_every_problem_of_a_run_is_reported(tmp_path: Path) -> None:
    """(An errata line of an unknown shape is a warning, not a problem: see test_cardlines.)"""
    page = _broken(tmp_path, "Breakpoint 22 - VPs: 2 3 1 - The winner", "The winner")
    page.write_text(
        page.read_text(encoding="utf-8")
        .replace("====== 4x Jumper ======", "====== Jumper ======")
        .replace("Errata: Yes, Functional (number", "Errata: Maybe (number"),
        encoding="utf-8",
    )
    with pytest.raises(ImportProblems) as caught:
        import_wiki([page], tmp_path / "data")
    messages = [(p.page, p.line, p.message) for p in caught.value.problems]
    assert messages == [
        (
            "Time Travelers",
            _line_of(page, "====== Jumper"),
            "card heading 'Jumper' has no copy count (expected '2x Name')",
        ),
        (
            "Time Travelers",
            _line_of(page, "The winner takes an extra turn"),
            "base 'Portal Room' has no 'Breakpoint N - VPs: a b c - text' line",
        ),
        # and in the same run, what the check of the data it would write finds (at the
        # base's line in the file it would write, the cards' compilations included)
        (
            "data/factions/time-travelers.yaml",
            224,
            "the import would write a problem: base 'time-travelers/portal-room' needs a "
            "breakpoint",
        ),
        (
            "data/factions/time-travelers.yaml",
            224,
            "the import would write a problem: base 'time-travelers/portal-room' needs three "
            "VP values (winner, runner-up, third), got 0",
        ),
    ]
    assert not (tmp_path / "data").exists()


def test_card_without_errata_line_is_a_warning_and_its_status_unknown(tmp_path: Path) -> None:
    page = _broken(tmp_path, "Errata: No\n\nClarifications:\n\n*Play the extra", "*Play the extra")
    report = import_wiki([page], tmp_path)
    line = _line_of(page, "1x Doctor When")
    assert [str(w) for w in report.warnings] == [
        f"Time Travelers, line {line}: card 'Doctor When' has no 'Errata:' line",
        f"Time Travelers, line {line}: card 'Doctor When' has no 'Clarifications:' line",
    ]
    card = _cards(_read(tmp_path / "factions" / "time-travelers.yaml"))["doctor-when"]
    assert card["errata_status"] == "unknown"
    assert card["text"].endswith("as an extra minion.")
    assert [r["text"] for r in card["rulings"]] == [
        "Play the extra minion immediately or not at all."
    ]


def test_untitled_rules_revision_in_a_dump_is_a_problem(tmp_path: Path) -> None:
    dump = tmp_path / "dump.txt"
    dump.write_text(
        "A Page\n\n2025-01-02T00:00:00Z\n\nEd:\n\n|}\n\n2025-01-01T00:00:00Z\n\n"
        "Ed:\n\n===== Rules =====\nSome rule.\n",
        encoding="utf-8",
    )
    with pytest.raises(ImportProblems) as caught:
        import_wiki([dump], tmp_path)
    assert str(caught.value.problems[0]) == (
        "dump.txt (untitled page at line 13), line 13: page has no title line and is neither a "
        "faction page nor the Update Tracker"
    )


def test_unknown_template_and_data_table_are_problems(tmp_path: Path) -> None:
    page = tmp_path / "Some_Rules.wiki"
    page.write_text(
        '===== Rules =====\n{{Stub}} text\n{| class="wikitable"\n| a || b\n|}\n', encoding="utf-8"
    )
    with pytest.raises(ImportProblems) as caught:
        import_wiki([page], tmp_path)
    assert [str(p) for p in caught.value.problems] == [
        "Some Rules, line 2: template '{{Stub}}' is not supported",
        "Some Rules, line 3: only navigation tables are supported",
    ]


# --------------------------------------------------------------------------- wikitext


@pytest.mark.parametrize(
    ("wikitext", "markdown", "plain_text"),
    [
        ("'''Note:''' text", "**Note:** text", "Note: text"),
        ("''First used''", "*First used*", "First used"),
        ("Special''':''' Play", "Special**:** Play", "Special: Play"),
        (
            "see [[The Phases of a Turn]]",
            "see [The Phases of a Turn](https://smashup-rulebook."
            "alderac.com/wiki/The_Phases_of_a_Turn)",
            "see The Phases of a Turn",
        ),
        (
            "[[Bases|List of Bases]]",
            "[List of Bases](https://smashup-rulebook.alderac.com/wiki/Bases)",
            "List of Bases",
        ),
        ("[https://example.com Buy it]", "[Buy it](https://example.com)", "Buy it"),
        ("a [[File:X.png|thumb]] b", "a b", "a b"),
        ("[[Tale]]<nowiki/>s", "[Tale](https://smashup-rulebook.alderac.com/wiki/Tale)s", "Tales"),
        ("Fish &amp; chips", "Fish & chips", "Fish & chips"),
    ],
    ids=[
        "bold",
        "italic",
        "bold-colon",
        "link",
        "piped-link",
        "external",
        "file",
        "nowiki",
        "entity",
    ],
)
def test_wikitext_inline(wikitext: str, markdown: str, plain_text: str) -> None:
    converter = Converter(Page("f", "P", ()), Problems(), WIKI_URL)
    assert converter.inline(wikitext, 1) == markdown
    assert converter.inline(wikitext, 1, markdown=False) == plain_text
    assert converter.problems.items == []


# --------------------------------------------------------------------------- the command


def test_cli_imports_and_reports_files(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli, ["import", "wiki", str(TIME_TRAVELERS), "--data", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert f"wrote {tmp_path / 'factions' / 'time-travelers.yaml'}" in result.output
    again = CliRunner().invoke(
        cli, ["import", "wiki", str(TIME_TRAVELERS), "--data", str(tmp_path)]
    )
    assert "wrote" not in again.output and "unchanged" in again.output


def test_cli_lists_problems_and_fails(tmp_path: Path) -> None:
    page = _broken(tmp_path, "====== 1x Doctor When", "====== Doctor When")
    result = CliRunner().invoke(cli, ["import", "wiki", str(page), "--data", str(tmp_path / "d")])
    assert result.exit_code == 1
    assert (
        "Time Travelers, line" in result.output
        and "card heading 'Doctor When' has no copy count" in result.output
    )
    assert "1 import problem; nothing was written" in result.output
    assert not (tmp_path / "d").exists()


def test_cli_lists_the_discrepancies_it_records(tmp_path: Path) -> None:
    page = _broken(tmp_path, "'''Power 5''' - You may", "You may")
    result = CliRunner().invoke(cli, ["import", "wiki", str(page), "--data", str(tmp_path / "d")])
    assert result.exit_code == 0, result.output
    assert (
        f"discrepancy: Time Travelers, line {_line_of(page, '1x Doctor When') + 2}: "
        "no '''Power N''' token for Doctor When" in result.output
    )
    assert "1 source discrepancy recorded" in result.output


def test_cli_help_has_an_example() -> None:
    for args in (["import", "--help"], ["import", "wiki", "--help"]):
        result = CliRunner().invoke(cli, args)
        assert "Example:" in result.output


def test_a_deck_of_another_size_is_imported_with_a_discrepancy(tmp_path: Path) -> None:
    # The Musketeers page alone says 2x On a Roll: 21 cards (the Update Tracker corrects it).
    report = import_wiki([MUSKETEERS], tmp_path / "data")
    assert [str(d) for d in report.discrepancies] == [
        f"Musketeers, line {_line_of(MUSKETEERS, 'Musketeers')}: the deck's minions and "
        "actions total 21 cards, expected 20 (imported as printed)"
    ]
    path = tmp_path / "data" / "factions" / "musketeers.yaml"
    assert [(d["kind"], d["says"], d["expected"]) for d in _read(path)["discrepancies"]] == [
        ("deck-size", 21, 20)
    ]
    load_dataset(tmp_path / "data")  # accepted: it is recorded


def test_a_recorded_deck_size_does_not_let_another_total_through(tmp_path: Path) -> None:
    import_wiki([MUSKETEERS], tmp_path / "data")
    path = tmp_path / "data" / "factions" / "musketeers.yaml"
    text = path.read_text(encoding="utf-8")
    assert "  - id: on-a-roll\n    name: On a Roll\n    type: action\n    count: 2\n" in text
    path.write_text(
        text.replace(
            "name: On a Roll\n    type: action\n    count: 2",
            "name: On a Roll\n    type: action\n    count: 3",
        ),
        encoding="utf-8",
    )
    with pytest.raises(DataError) as caught:
        load_dataset(tmp_path / "data")
    assert [p.message for p in caught.value.problems] == [
        "faction 'musketeers': its minions and actions total 22 cards, expected 20 (fix a copy "
        "count, or set deck_size: 22 if the faction really has that many)"
    ]


def test_update_tracker_alone_corrects_a_faction_already_in_data(tmp_path: Path) -> None:
    # The page alone says 2x On a Roll (21 cards: import_wiki refuses it), so the faction is
    # put in data/ without the check, as a hand edit would.
    _import_wiki([MUSKETEERS], tmp_path, wiki_url=WIKI_URL, progress=None)
    path = tmp_path / "factions" / "musketeers.yaml"
    assert _cards(_read(path))["on-a-roll"]["count"] == 2
    report = import_wiki([UPDATE_TRACKER], tmp_path)
    assert path in report.changed
    on_a_roll = _cards(_read(path))["on-a-roll"]
    assert on_a_roll["count"] == 1
    assert on_a_roll["corrections"] == [
        {"field": "count", "old": 2, "source": "aeg-wiki-update-tracker", "date": "2025-10-23"}
    ]
    entries = _read(tmp_path / "changelog.yaml")["changelog"]
    assert ["musketeers/on-a-roll"] in [entry.get("cards") for entry in entries]
    assert import_wiki([UPDATE_TRACKER], tmp_path).changed == []


def test_tracker_correction_that_contradicts_the_page_is_a_problem(tmp_path: Path) -> None:
    page = _broken(tmp_path, "====== 2x On a Roll ======", "====== 3x On a Roll ======", MUSKETEERS)
    with pytest.raises(ImportProblems) as caught:
        import_wiki([page, UPDATE_TRACKER], tmp_path / "data")
    assert [str(p) for p in caught.value.problems] == [
        f"Update Tracker, line {_line_of(UPDATE_TRACKER, 'Corrected the numbers of copies')}: "
        "On a Roll: the tracker corrects count 2 to 1, but the page says 3"
    ]


def test_reimport_keeps_a_check_added_to_a_worked_example(dump_data: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(dump_data, data)
    path = data / "rulings" / "special-cards.yaml"
    text = path.read_text(encoding="utf-8")
    anchor = "      - special-cards/the-madness-deck/madness-and-the-final-score\n"
    check = "    # proved by the engine\n    check:\n      expect:\n        winner: Chris\n"
    assert anchor in text
    path.write_text(text.replace(anchor, anchor + check, 1), encoding="utf-8")
    assert import_wiki([DUMP], data).changed == []
    rulings = _read(path)["rulings"]
    assert rulings[0]["check"] == {"expect": {"winner": "Chris"}}
    assert "# proved by the engine" in path.read_text(encoding="utf-8")


def test_a_clarification_removed_from_the_page_goes_away(tmp_path: Path) -> None:
    import_wiki([TIME_TRAVELERS], tmp_path)
    page = _broken(tmp_path, "* Gigawatts is pronounced with a J.\n", "")
    import_wiki([page], tmp_path)
    rulings = _cards(_read(tmp_path / "factions" / "time-travelers.yaml"))["1-21-gigawatts"][
        "rulings"
    ]
    assert [r["text"] for r in rulings] == [
        "The \u201cor\u201d is exclusive: choose either actions or minions, not both."
    ]
