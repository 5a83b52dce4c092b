"""``smashwiki import wiki`` on exports shaped like the whole rulebook wiki, with the real
pages' quirks: headings the generated corpus used not to write (Fusions, Other), minions
printed without a power, decks of 18, clarifications inside card text, headings the
importer does not know. Each page here is made up in the wiki's style; the exports are built
by the tests (:func:`smashwiki.corpus.export_xml`)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from smashwiki.corpus import count_quirks, export_xml, wiki_docs, write_wiki_export
from smashwiki.db import write_database
from smashwiki.fmt import read_round_trip
from smashwiki.importers.common import ImportProblems
from smashwiki.importers.wiki import import_wiki
from smashwiki.load import load_dataset, plain
from smashwiki.site import render_docs
from smashwiki.site.render import markdown_path


def _page(name: str, sections: str, *, set_name: str = "Test Quirks") -> str:
    return (
        f"Made-up {name} for the importer's tests.\n\n"
        f"{name} are from the '''{set_name} set''' and do not have a Titan.\n\n"
        "====== Complexity Level: LOW ======\n\n" + sections
    )


def _card(count: int, name: str, text: str, clarification: str = "None") -> str:
    return (
        f"====== {count}x {name} ======\n{text}\n\nErrata: No\n\nClarifications:\n\n"
        f"*{clarification}\n\n"
    )


def _filler(copies: int) -> str:
    """Minions and actions of ``copies`` copies in all, to make a deck total what a test
    wants."""
    minions = _card(copies - copies // 2, "Filler Minion", "'''Power 2''' - Draw a card.")
    actions = _card(copies // 2, "Filler Action", "Destroy a minion of power 2 or less.")
    return f"=== Cards - Minions ===\n\n{minions}=== Cards - Actions ===\n\n{actions}"


def _export(tmp_path: Path, *pages: tuple[str, str], name: str = "export.xml") -> Path:
    path = tmp_path / name
    path.write_text(export_xml(list(pages)), encoding="utf-8")
    return path


def _faction(data: Path, faction_id: str) -> dict[str, Any]:
    path = data / "factions" / f"{faction_id}.yaml"
    return plain(read_round_trip(path.read_text(encoding="utf-8")))


def _cards(faction: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {card["id"]: card for card in faction["cards"]}


FUSIONS = _page(
    "Fusers",
    "=== Cards - Fusions ===\n\n"
    + _card(
        4,
        "Two Minds",
        "Minion: '''Power 3''' - Draw a card.\nAction: Destroy a minion of power 2 or less.",
    )
    + _card(
        16,
        "One Body",
        "'''Minion:''' '''Power 2''' - Play an extra minion. "
        "'''Action:''' Return a minion to its owner's hand.",
    ),
)


def test_a_fusions_heading_gives_cards_of_two_types_counted_once(tmp_path: Path) -> None:
    report = import_wiki([_export(tmp_path, ("Fusers", FUSIONS))], tmp_path / "data")
    assert report.discrepancies == []  # 4 + 16 copies: a deck of 20, each card counted once
    cards = _cards(_faction(tmp_path / "data", "fusers"))
    assert cards["two-minds"] == {
        "id": "two-minds",
        "name": "Two Minds",
        "type": ["minion", "action"],
        "count": 4,
        "power": 3,
        "text": "Minion: Draw a card. Action: Destroy a minion of power 2 or less.",
    }
    assert (cards["one-body"]["type"], cards["one-body"]["power"]) == (["minion", "action"], 2)
    dataset = load_dataset(tmp_path / "data")
    assert {card.id: card.types for card in dataset.cards} == {
        "fusers/two-minds": ("minion", "action"),
        "fusers/one-body": ("minion", "action"),
    }


def test_an_other_heading_types_each_card_by_its_text(tmp_path: Path) -> None:
    page = _page(
        "Oddballs",
        _filler(19)
        + "=== Cards - Other ===\n\n"
        + _card(1, "Both Ways", "Minion: '''Power 4''' - Draw a card. Action: Draw two cards.")
        + _card(1, "Strange Token", "Put this beside a base."),
    )
    export = _export(tmp_path, ("Oddballs", page))
    report = import_wiki([export], tmp_path / "data")
    faction = _faction(tmp_path / "data", "oddballs")
    cards = _cards(faction)
    assert (cards["both-ways"]["type"], cards["both-ways"]["power"]) == (["minion", "action"], 4)
    assert "printed_type" not in cards["both-ways"]
    assert (cards["strange-token"]["type"], cards["strange-token"]["printed_type"]) == (
        "unknown",
        "Other",
    )
    line = export.read_text(encoding="utf-8").splitlines().index("====== 1x Strange Token ======")
    assert faction["discrepancies"] == [
        {
            "kind": "unknown-type",
            "card": "strange-token",
            "page": "Oddballs",
            "line": line + 1,
            "says": "Strange Token under === Cards - Other ===",
            "expected": "a card heading the importer knows (Cards - Minions, Actions, "
            "Characters, Fusions, Titans, Bases or Other) or, under Other, a 'Minion: ... "
            "Action: ...' fusion",
        }
    ]
    assert len(report.discrepancies) == 1
    load_dataset(tmp_path / "data")


def test_any_other_cards_heading_is_imported_as_printed_never_dropped(tmp_path: Path) -> None:
    page = _page(
        "Tamers",
        _filler(20) + "=== Cards - Monsters ===\n\n" + _card(2, "Big Beast", "Scores as 5."),
    )
    import_wiki([_export(tmp_path, ("Tamers", page))], tmp_path / "data")
    faction = _faction(tmp_path / "data", "tamers")
    beast = _cards(faction)["big-beast"]
    assert (beast["type"], beast["printed_type"], beast["count"]) == ("unknown", "Monster", 2)
    assert [(d["kind"], d["card"]) for d in faction["discrepancies"]] == [
        ("unknown-type", "big-beast")
    ]


def test_characters_and_titans_headings(tmp_path: Path) -> None:
    page = _page(
        "Heroes Again",
        "=== Cards - Characters ===\n\n"
        + _card(10, "Brave One", "'''Power 3''' - Draw a card.")
        + "=== Cards - Actions ===\n\n"
        + _card(10, "Bold Move", "Draw two cards.")
        + "=== Cards - Titans ===\n\n"
        + _card(1, "Huge One", "Talent: Draw a card."),
    ).replace("do not have a Titan.", "have a Titan card - '''Huge One'''.")
    import_wiki([_export(tmp_path, ("Heroes Again", page))], tmp_path / "data")
    cards = _cards(_faction(tmp_path / "data", "heroes-again"))
    assert [cards[c]["type"] for c in ("brave-one", "bold-move", "huge-one")] == [
        "character",
        "action",
        "titan",
    ]


def test_a_clarifications_block_inside_card_text_becomes_its_own_ruling(tmp_path: Path) -> None:
    page = _page(
        "Talkers",
        "=== Cards - Minions ===\n\n"
        + _card(
            10,
            "Chatty",
            "'''Power 2''' - Draw a card. Clarifications: You draw even if your deck is empty "
            "after shuffling.",
        )
        + "=== Cards - Actions ===\n\n"
        + _card(10, "Fixed Up", "Destroy a minion. Errata: The word 'minion' was 'card'."),
    )
    report = import_wiki([_export(tmp_path, ("Talkers", page))], tmp_path / "data")
    cards = _cards(_faction(tmp_path / "data", "talkers"))
    assert cards["chatty"]["text"] == "Draw a card."
    assert cards["chatty"]["rulings"] == [
        {
            "kind": "clarification",
            "text": "You draw even if your deck is empty after shuffling.",
        }
    ]
    assert cards["fixed-up"]["text"] == "Destroy a minion."
    assert cards["fixed-up"]["errata"] == [
        {"kind": "unknown", "description": "The word 'minion' was 'card'."}
    ]
    assert [w.message for w in report.warnings] == [
        "card 'Chatty': a 'Clarifications' block inside the card's text is split off into its "
        "own record ('You draw even if your deck is empty after shuffling.')",
        "card 'Fixed Up': a 'Errata' block inside the card's text is split off into its own "
        "record (\"The word 'minion' was 'card'.\")",
    ]


def test_every_problem_of_every_stage_and_page_in_one_run(tmp_path: Path) -> None:
    """A reading problem on one page, a merge conflict on another and a problem the check
    of the result finds on a third: listed together, and nothing written."""
    data = tmp_path / "data"
    keeper = _page("Keepers", _filler(20).replace("*None", "*Draw first.", 1))
    import_wiki([_export(tmp_path, ("Keepers", keeper), name="first.xml")], data)
    path = data / "factions" / "keepers.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace("text: Draw first.", "text: Draw first.\n        untestable: a reason"),
        encoding="utf-8",
    )
    before = {p: p.read_bytes() for p in data.rglob("*") if p.is_file()}
    broken = _page("Broken", _filler(20).replace("Draw a card.", "Draw {{a card.", 1))
    twice = _page("Twice", _filler(10) + _filler(10))  # the same card names twice: ids clash
    export = _export(
        tmp_path,
        ("Keepers", keeper.replace("*Draw first.", "*None")),
        ("Broken", broken),
        ("Twice", twice),
    )
    with pytest.raises(ImportProblems) as caught:
        import_wiki([export], data)
    messages = [(p.page, p.message) for p in caught.value.problems]
    assert ("Broken", "'{{' is never closed with '}}': is the page cut short?") in messages
    assert any(
        page == "Keepers" and message.startswith("conflict: the page no longer has")
        for page, message in messages
    )
    assert any(
        page == "data/factions/twice.yaml" and "duplicate" in message for page, message in messages
    ), messages
    assert {p: p.read_bytes() for p in data.rglob("*") if p.is_file()} == before


def test_a_corrupt_export_is_refused_with_nothing_written(tmp_path: Path) -> None:
    good = _page("Fine Folk", _filler(20))
    whole = export_xml([("Fine Folk", good)])
    cut = tmp_path / "cut.xml"
    cut.write_text(whole[: whole.index("</text>") - 40], encoding="utf-8")
    midway = _page("Stoppers", _filler(20)) + "\nThis faction is known for stopping right in the"
    other = _export(tmp_path, ("Stoppers", midway), name="other.xml")
    with pytest.raises(ImportProblems) as caught:
        import_wiki([cut, other], tmp_path / "data")
    messages = [p.message for p in caught.value.problems]
    assert any("ends before </text></revision></page></mediawiki>" in m for m in messages)
    assert any("the text ends mid-sentence" in m for m in messages)
    assert not (tmp_path / "data").exists()


def test_the_generated_wiki_plants_every_quirk() -> None:
    quirks = count_quirks(wiki_docs(106))
    assert quirks.powerless == 3
    assert quirks.fusion_cards > 0 and quirks.other_fusions >= 2
    assert quirks.short_decks == 4
    assert quirks.odd_headings == 1
    assert quirks.inline_clarifications == 41
    assert quirks.printed_titles == 2


def test_the_generated_wiki_imports_in_one_run_and_passes_the_check(tmp_path: Path) -> None:
    pages = 25  # every quirk but the last short decks is on the first 25 pages
    export = write_wiki_export(tmp_path / "wiki.xml", pages)
    report = import_wiki([export], tmp_path / "data")
    kinds = sorted(d.message.split(":")[0] for d in report.discrepancies)
    assert len(report.discrepancies) == 3 + 1 + 1  # no power x3, a deck of 18, a Monster
    assert sum("total 18 cards" in d.message for d in report.discrepancies) == 1, kinds
    dataset = load_dataset(tmp_path / "data")
    assert len(dataset.factions) == pages
    assert len(dataset.discrepancies) == 5
    fusion = [card for card in dataset.cards if card.types == ("minion", "action")]
    assert len(fusion) >= 16
    split = sum("Clarifications' block" in w.message for w in report.warnings)
    assert split == count_quirks(wiki_docs(pages)).inline_clarifications


# --------------------------------------------------------------------------- merging


@pytest.fixture
def project_data(tmp_path: Path) -> Path:
    """A copy of the project's own data/ (and schemas), to import over."""
    root = Path(__file__).resolve().parents[1]
    shutil.copytree(root / "data", tmp_path / "data")
    return tmp_path / "data"


def _disney_page(title: str, cards: str) -> str:
    return (
        f"Made-up page text for {title}, for the importer's tests.\n\n"
        f"{title} are from the '''Disney Edition set''' and do not have a Titan.\n\n"
        "====== Complexity Level: MEDIUM ======\n\n=== Cards - Characters ===\n\n" + cards
    )


def test_a_page_under_its_printed_title_merges_into_the_existing_faction(
    project_data: Path, tmp_path: Path
) -> None:
    before = _faction(project_data, "lion-king")
    nightmare = _faction(project_data, "nightmare-before-christmas")
    lion = _disney_page("The Lion King", _card(2, "Nala", "'''Power 3''' - Draw a card."))
    jack = _disney_page(
        "The Nightmare Before Christmas",
        _card(1, "Halloween Town Folks", "'''Power 2''' - Play an extra character."),
    )
    export = _export(tmp_path, ("The Lion King", lion), ("The Nightmare Before Christmas", jack))
    import_wiki([export], project_data)
    files = sorted(p.name for p in (project_data / "factions").glob("*.yaml"))
    assert "the-lion-king.yaml" not in files and "the-nightmare-before-christmas.yaml" not in files
    after = _faction(project_data, "lion-king")
    assert after["partners"] == before["partners"]  # hand-written, not on the page: kept
    assert _cards(after)["nala"]["power"] == 3
    assert set(_cards(after)) == set(_cards(before))  # no card twice, none lost
    simba = _cards(after)["simba"]
    assert simba["source"] == before["source"]  # not on the page: still the rulebook's
    assert (
        _cards(_faction(project_data, "nightmare-before-christmas"))["halloween-town-folks"][
            "power"
        ]
        == 2
    )
    assert (
        _faction(project_data, "nightmare-before-christmas")["partners"] == (nightmare["partners"])
    )
    dataset = load_dataset(project_data)
    assert len({f.id for f in dataset.factions}) == len(dataset.factions) == len(files)


def test_two_pages_of_one_faction_are_a_problem(tmp_path: Path) -> None:
    one = _page("Lion Kings", _filler(20))
    other = one.replace("Lion Kings are", "The Lion Kings are")
    export = _export(tmp_path, ("Lion Kings", one), ("The Lion Kings", other))
    with pytest.raises(ImportProblems) as caught:
        import_wiki([export], tmp_path / "data")
    assert [p.message for p in caught.value.problems] == [
        "the page is faction 'lion-kings', as the page 'Lion Kings' is: import one of them"
    ]


def test_an_illustrator_and_image_the_page_does_not_give_are_kept(tmp_path: Path) -> None:
    page = _page("Painters", _filler(20))
    export = _export(tmp_path, ("Painters", page))
    import_wiki([export], tmp_path / "data")
    path = tmp_path / "data" / "factions" / "painters.yaml"
    text = path.read_text(encoding="utf-8")
    card = "  - id: filler-minion\n    name: Filler Minion\n    type: minion\n    count: 10\n"
    assert card in text
    hand = card + "    image: filler.png\n    illustrator: Someone\n"
    path.write_text(text.replace(card, hand), encoding="utf-8")
    import_wiki([export], tmp_path / "data")
    assert import_wiki([export], tmp_path / "data").changed == []
    kept = _cards(_faction(tmp_path / "data", "painters"))["filler-minion"]
    assert (kept["image"], kept["illustrator"]) == ("filler.png", "Someone")


def test_a_set_level_card_the_faction_page_prints_is_merged_into_it(
    project_data: Path, tmp_path: Path
) -> None:
    page = _disney_page("Aladdin", _card(1, "Aladdin", "'''Power 4''' - Draw a card."))
    report = import_wiki([_export(tmp_path, ("Aladdin", page))], project_data)
    set_cards = plain(
        read_round_trip((project_data / "cards" / "disney-edition.yaml").read_text("utf-8"))
    )["cards"]
    assert "aladdin" not in {card["id"] for card in set_cards}  # not twice
    card = _cards(_faction(project_data, "aladdin"))["aladdin"]
    assert (card["power"], card["aliases"]) == (4, ["disney-edition/aladdin"])
    rulings = (project_data / "rulings" / "disney-clarifications.yaml").read_text("utf-8")
    assert "disney-edition/aladdin\n" not in rulings  # its rulings re-linked
    assert "      - aladdin/aladdin\n" in rulings
    assert project_data / "cards" / "disney-edition.yaml" in report.changed
    dataset = load_dataset(project_data)
    linked = [r.id for r in dataset.rulings if "aladdin/aladdin" in r.card_ids]
    assert len(linked) >= 2
    # the old id still resolves: a ruling written with it names the card
    path = project_data / "rulings" / "disney-clarifications.yaml"
    path.write_text(
        rulings.replace("      - aladdin/aladdin\n", "      - disney-edition/aladdin\n", 1),
        encoding="utf-8",
    )
    again = load_dataset(project_data)
    assert [r.id for r in again.rulings if "aladdin/aladdin" in r.card_ids] == linked


def test_the_old_page_of_a_merged_card_redirects_to_its_new_page(
    project_data: Path, tmp_path: Path
) -> None:
    page = _disney_page("Aladdin", _card(1, "Aladdin", "'''Power 4''' - Draw a card."))
    import_wiki([_export(tmp_path, ("Aladdin", page))], project_data)
    database = write_database(load_dataset(project_data), tmp_path / "smashup.db")
    docs = tmp_path / "docs"
    render_docs(database, docs, Path(__file__).resolve().parents[1] / "templates")
    moved = (docs / markdown_path("cards/disney-edition/aladdin/")).read_text("utf-8")
    assert "redirect: ../../aladdin/aladdin/\n" in moved
    assert 'href="../../aladdin/aladdin/"' in moved or "../../aladdin/aladdin/" in moved
    assert (docs / markdown_path("cards/aladdin/aladdin/")).is_file()


def test_a_ruling_about_a_card_links_its_own_factions_card_first(tmp_path: Path) -> None:
    """Two factions print an Aramis; a clarification on one faction's page that names Aramis
    is about that faction's Aramis, never the other's."""
    guards = _page(
        "Guards",
        "=== Cards - Minions ===\n\n"
        + _card(10, "Aramis", "'''Power 3''' - Draw a card.")
        + "=== Cards - Actions ===\n\n"
        + _card(10, "Duel", "Destroy a minion.", "Aramis may be the minion you choose."),
    )
    others = _page(
        "Others",
        "=== Cards - Minions ===\n\n"
        + _card(10, "Aramis", "'''Power 2''' - Draw a card.")
        + "=== Cards - Actions ===\n\n"
        + _card(10, "Feint", "Move a minion."),
    )
    import_wiki([_export(tmp_path, ("Guards", guards), ("Others", others))], tmp_path / "data")
    duel = _cards(_faction(tmp_path / "data", "guards"))["duel"]
    assert duel["rulings"][0]["cards"] == ["guards/aramis"]


@pytest.mark.slow
def test_the_whole_generated_wiki_imports_in_one_run_with_every_quirk(tmp_path: Path) -> None:
    """All 106 pages with every quirk planted: one run, then the check passes; no faction
    or card exists twice, and every planted discrepancy is recorded."""
    export = write_wiki_export(tmp_path / "wiki.xml", 106)
    report = import_wiki([export], tmp_path / "data")
    planted = count_quirks(wiki_docs(106))
    dataset = load_dataset(tmp_path / "data")
    assert len(dataset.factions) == 106
    assert len({card.id for card in dataset.cards}) == len(dataset.cards)
    kinds = [found.kind for found in dataset.discrepancies]
    assert kinds.count("no-power") == planted.powerless
    assert kinds.count("deck-size") == planted.short_decks
    assert kinds.count("unknown-type") == planted.odd_headings
    assert len(report.discrepancies) == len(dataset.discrepancies)
    fusions = [card for card in dataset.cards if card.types == ("minion", "action")]
    assert len(fusions) == planted.fusion_cards + planted.other_fusions
    ids = {faction.id for faction in dataset.factions}
    assert {"generated-faction-11", "generated-faction-24"} <= ids  # printed titles


def test_a_merged_card_is_one_warning_line_of_the_import(
    project_data: Path, tmp_path: Path
) -> None:
    page = _disney_page("Aladdin", _card(1, "Aladdin", "'''Power 4''' - Draw a card."))
    report = import_wiki([_export(tmp_path, ("Aladdin", page))], project_data)
    merged = [str(w) for w in report.warnings if "is merged into" in w.message]
    assert merged == [
        "data/cards/disney-edition.yaml, line 1: card 'disney-edition/aladdin' is merged into "
        "'aladdin/aladdin', which the page prints: its id is kept as an alias (it still "
        "resolves, and its page redirects), every reference to it re-linked"
    ]
