"""`smashwiki serve`'s quick updates: after a data edit, the pages that show what changed are
rendered and built into the served site at once, the same as a full build makes them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from sitekit import site_project

from smashwiki.building import pipeline
from smashwiki.building.live import LiveSite, catalogue_of, pages_showing
from smashwiki.building.serve import Rebuilds
from smashwiki.load import load_dataset
from smashwiki.model import RULE_CHECK, Dataset, Ruling
from smashwiki.site.render import markdown_path

REPO = Path(__file__).resolve().parents[1]
FIXTURE = REPO / "tests" / "fixtures" / "site"
CARD = "time-travelers/doctor-when"


@pytest.fixture(scope="module")
def dataset() -> Dataset:
    return load_dataset(FIXTURE / "data", root=FIXTURE)


def edited(dataset: Dataset, card_id: str, **changes: object) -> Dataset:
    cards = tuple(
        dataclasses.replace(c, **changes) if c.id == card_id else c for c in dataset.cards
    )
    return dataclasses.replace(dataset, cards=cards)


def test_a_card_edit_shows_on_its_page_its_faction_and_its_group(dataset: Dataset) -> None:
    old = catalogue_of(dataset)
    new = catalogue_of(edited(dataset, CARD, text="Draw a card."))
    assert pages_showing(old, new) == [
        ("card", CARD),
        ("faction", "time-travelers"),
        ("card_group", "time-travelers"),
    ]


def test_nothing_to_show_when_only_lines_moved(dataset: Dataset) -> None:
    old = catalogue_of(dataset)
    card = next(c for c in dataset.cards if c.id == CARD)
    moved = dataclasses.replace(card.where, line=card.where.line + 7)
    new = catalogue_of(edited(dataset, CARD, where=moved))
    assert new.cards[CARD]["line"] != old.cards[CARD]["line"]
    assert pages_showing(old, new) == []


def test_a_ruling_edit_shows_on_its_page_and_its_cards(dataset: Dataset) -> None:
    ruling = next(r for r in dataset.rulings if r.card_ids)
    rulings = tuple(
        dataclasses.replace(r, text="Changed.") if r.id == ruling.id else r for r in dataset.rulings
    )
    shown = pages_showing(
        catalogue_of(dataset), catalogue_of(dataclasses.replace(dataset, rulings=rulings))
    )
    assert shown == [("ruling", ruling.id), *(("card", c) for c in ruling.card_ids)]


def test_a_rule_check_edit_shows_on_its_rule_page(dataset: Dataset) -> None:
    statement = dataset.statements[0]
    check = Ruling(
        f"{statement.id}#1",
        RULE_CHECK,
        "Every card goes.",
        None,
        rule_ids=(statement.rule_id,),
        untestable="written for this test",
        statement_id=statement.id,
    )
    statements = (dataclasses.replace(statement, ruling_ids=(check.id,)), *dataset.statements[1:])
    before = dataclasses.replace(dataset, statements=statements, rule_checks=(check,))
    after = dataclasses.replace(before, rule_checks=(dataclasses.replace(check, text="Changed."),))
    assert pages_showing(catalogue_of(before), catalogue_of(after)) == [("rule", statement.rule_id)]


def edit_card_text(root: Path, old: str, new: str) -> None:
    faction = root / "data" / "factions" / "time-travelers.yaml"
    text = faction.read_text(encoding="utf-8")
    assert old in text
    faction.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.slow
def test_a_quick_update_builds_the_page_a_full_build_builds(tmp_path: Path) -> None:
    root = site_project(tmp_path / "project")
    pipeline.build(root)
    live = LiveSite(root / "build", root / "mkdocs.yml", root / "templates")
    live.prepare()
    edit_card_text(root, "You may return another", "You may send back another")
    rebuilt = live.update(load_dataset(root / "data", root=root))
    assert f"cards/{CARD}/" in rebuilt
    page = Path("cards", CARD, "index.html")
    quick = (root / "build" / "site" / page).read_text(encoding="utf-8")
    assert "You may send back another" in quick
    assert (root / "build" / "site" / page).stat().st_mtime == 0  # rebuilt by any dirty build
    markdown = (root / "build" / "docs" / markdown_path(f"cards/{CARD}/")).read_bytes()
    pipeline.build(root)
    assert (root / "build" / "docs" / markdown_path(f"cards/{CARD}/")).read_bytes() == markdown
    assert (root / "build" / "site" / page).read_text(encoding="utf-8") == quick


@pytest.mark.slow
def test_a_data_edit_is_followed_by_a_full_build_in_the_background(tmp_path: Path) -> None:
    root = site_project(tmp_path / "project")
    errors: list[Exception] = []
    rebuilds = Rebuilds(root, on_error=errors.append)
    rebuilds.build()
    edit_card_text(root, "You may return another", "You may send back another")
    rebuilds()
    page = root / "build" / "site" / "cards" / CARD / "index.html"
    assert "You may send back another" in page.read_text(encoding="utf-8")
    assert rebuilds.wait(timeout=120)
    assert not errors
    index = root / "build" / "site" / "search"
    assert any("You may send back another" in p.read_text() for p in index.glob("text-*.json"))
    assert b"You may send back another" in (root / "build" / "smashup.db").read_bytes()


@pytest.mark.slow
def test_bad_data_changes_nothing_and_builds_nothing(tmp_path: Path) -> None:
    root = site_project(tmp_path / "project")
    rebuilds = Rebuilds(root, on_error=pytest.fail)
    rebuilds.build()
    before = (root / "build" / "site").resolve()
    edit_card_text(root, "power: 5", "power: five")
    with pytest.raises(pipeline.DataError):
        rebuilds()
    assert rebuilds.wait(timeout=0)
    assert (root / "build" / "site").resolve() == before
    page = root / "build" / "site" / "cards" / CARD / "index.html"
    assert "You may return another" in page.read_text(encoding="utf-8")
