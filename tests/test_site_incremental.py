"""Builds that do only the work that changed: Markdown written only when it changed, and a
dirty mkdocs build of an earlier site that gives the same site as a full build."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from smashwiki.building.publish import STATE_FILE, SiteReport, build_site
from smashwiki.site.render import markdown_path

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
CARD = Path("cards/time-travelers/doctor-when/index.html")
OTHER = Path("cards/time-travelers/jumper/index.html")


def copy_db(site_db: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(site_db) as source, sqlite3.connect(target) as copy:
        source.backup(copy)
    return target


def files(site: Path) -> dict[Path, bytes]:
    """Every file of a built site but Pagefind's (its chunk names are its own business)."""
    return {
        p.relative_to(site): p.read_bytes()
        for p in site.rglob("*")
        if p.is_file() and "pagefind" not in p.relative_to(site).parts
    }


def rebuilt(site_db: Path, tmp_path: Path, *changes: str) -> tuple[SiteReport, SiteReport]:
    """A full build of (a copy of) the fixture database, then a rebuild after running the SQL
    ``changes`` on it, with the first build's cache: both builds' reports."""
    db = copy_db(site_db, tmp_path / "db" / "smashup.db")
    cache = tmp_path / "cache"
    first = build_site(db, tmp_path / "one", config_file=REPO / "mkdocs.yml", cache=cache)
    with sqlite3.connect(db) as connection:
        for change in changes:
            connection.execute(change)
    again = build_site(
        db, tmp_path / "two", config_file=REPO / "mkdocs.yml", cache=cache, published=first.site
    )
    return first, again


def test_an_edited_card_gives_the_same_site_as_a_full_build(site_db: Path, tmp_path: Path) -> None:
    db = copy_db(site_db, tmp_path / "db" / "smashup.db")
    cache = tmp_path / "cache"
    first = build_site(db, tmp_path / "one", config_file=REPO / "mkdocs.yml", cache=cache)
    assert not first.dirty
    with sqlite3.connect(db) as connection:
        connection.execute(
            "update cards set text = 'You may return a minion. Edited.' "
            "where id = 'time-travelers/doctor-when'"
        )
    second = build_site(
        db, tmp_path / "two", config_file=REPO / "mkdocs.yml", cache=cache, published=first.site
    )
    assert second.dirty
    changed = {str(p) for p in second.rendered.changed}
    assert markdown_path("cards/time-travelers/doctor-when/").as_posix() in changed
    assert markdown_path("cards/time-travelers/jumper/").as_posix() not in changed
    assert len(changed) < second.pages / 2
    assert "Edited." in (second.site / CARD).read_text(encoding="utf-8")
    # the page that did not change was not rebuilt: the copy kept its time stamp
    assert (second.site / OTHER).stat().st_mtime_ns == (first.site / OTHER).stat().st_mtime_ns
    full = build_site(db, tmp_path / "full", config_file=REPO / "mkdocs.yml")
    assert files(second.site) == files(full.site)
    assert (second.site / "pagefind" / "pagefind-entry.json").is_file()


def test_an_unchanged_rebuild_writes_no_markdown(site_db: Path, tmp_path: Path) -> None:
    first, again = rebuilt(site_db, tmp_path)
    assert again.dirty
    assert again.rendered.changed == [] and again.rendered.removed == []
    assert (again.site / CARD).stat().st_mtime_ns == (first.site / CARD).stat().st_mtime_ns
    entry = Path("pagefind/pagefind-entry.json")  # the pages' words were not indexed again
    assert (again.site / entry).stat().st_mtime_ns == (first.site / entry).stat().st_mtime_ns


def test_a_card_text_edit_does_not_index_the_words_again(site_db: Path, tmp_path: Path) -> None:
    """A card's text shows on its faction's page, in the card sheet Pagefind leaves out (the
    card index finds cards by their words): the pages' index stays as it was (the edit keeps
    the glossary terms the text uses, whose pages list the cards using them)."""
    first, again = rebuilt(
        site_db,
        tmp_path,
        "update cards set text = text || ' Zanzibarish edit.' "
        "where id = 'time-travelers/doctor-when'",
    )
    faction = again.site / "factions" / "time-travelers" / "index.html"
    assert "Zanzibarish edit." in faction.read_text(encoding="utf-8")
    entry = Path("pagefind/pagefind-entry.json")
    assert (again.site / entry).stat().st_mtime_ns == (first.site / entry).stat().st_mtime_ns


def test_words_are_indexed_again_when_an_indexed_page_changed(
    site_db: Path, tmp_path: Path
) -> None:
    first, again = rebuilt(
        site_db, tmp_path, "update rules set body = body || ' Zanzibarish.' where id = 'scoring'"
    )
    assert again.dirty
    assert bundle(again.site) != bundle(first.site)
    # indexed again after a dirty build, in mkdocs' order of the pages, as a full build does
    db = tmp_path / "db" / "smashup.db"  # as rebuilt() changed it
    full = build_site(db, tmp_path / "full", config_file=REPO / "mkdocs.yml")
    assert bundle(again.site) == bundle(full.site)


def bundle(site: Path) -> dict[Path, bytes]:
    """The files of the site's Pagefind bundle."""
    folder = site / "pagefind"
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_a_new_configuration_is_a_full_build(site_db: Path, tmp_path: Path) -> None:
    db = copy_db(site_db, tmp_path / "db" / "smashup.db")
    cache = tmp_path / "cache"
    first = build_site(db, tmp_path / "one", config_file=REPO / "mkdocs.yml", cache=cache)
    config = tmp_path / "mkdocs.yml"
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    config.write_text(
        text.replace("smashwiki/site/hooks.py", str(REPO / "smashwiki/site/hooks.py"))
        .replace("site_name: smashwiki", "site_name: another wiki")
        .replace("custom_dir: templates/overrides", f"custom_dir: {REPO}/templates/overrides"),
        encoding="utf-8",
    )
    again = build_site(
        db,
        tmp_path / "two",
        config_file=config,
        templates=REPO / "templates",
        cache=cache,
        published=first.site,
    )
    assert not again.dirty
    assert "another wiki" in (again.site / CARD).read_text(encoding="utf-8")
    assert (again.site / STATE_FILE).is_file()


def test_a_removed_page_leaves_no_html(site_db: Path, tmp_path: Path) -> None:
    db = copy_db(site_db, tmp_path / "db" / "smashup.db")
    cache = tmp_path / "cache"
    first = build_site(db, tmp_path / "one", config_file=REPO / "mkdocs.yml", cache=cache)
    assert (first.site / OTHER).is_file()
    with sqlite3.connect(db) as connection:
        connection.execute("pragma foreign_keys = off")
        for table, column in (("ruling_cards", "card_id"), ("card_types", "card_id")):
            connection.execute(f"delete from {table} where {column} = 'time-travelers/jumper'")
        connection.execute("delete from cards where id = 'time-travelers/jumper'")
    again = build_site(
        db, tmp_path / "two", config_file=REPO / "mkdocs.yml", cache=cache, published=first.site
    )
    assert again.dirty
    assert not (again.site / OTHER).exists()
    full = build_site(db, tmp_path / "full", config_file=REPO / "mkdocs.yml")
    assert set(files(again.site)) == set(files(full.site))


def test_builds_take_turns_with_two_copies_and_leave_no_stale_page(tmp_path: Path) -> None:
    """Each build updates the docs and site of the build before the last (kept in the cache):
    a page removed two builds ago is gone from the copy that still had it."""
    from sitekit import site_project

    from smashwiki.building import pipeline

    root = site_project(tmp_path / "project")
    faction = root / "data" / "factions" / "time-travelers.yaml"
    ruling = "      - kind: faq\n        text: Doctor When cannot return itself.\n"
    text = faction.read_text(encoding="utf-8")
    assert ruling in text
    page = Path("rulings/time-travelers/doctor-when/2/index.html")
    pipeline.build(root)
    assert (root / "build" / "site" / page).is_file()
    faction.write_text(text.replace(ruling, ""), encoding="utf-8")
    for _ in range(2):  # the second build updates the first build's copy
        report = pipeline.build(root)
        assert report.site is not None and report.site.dirty
        assert not (root / "build" / "site" / page).exists()
    full = pipeline.build(root, tmp_path / "full").site
    assert full is not None and files(root / "build" / "site") == files(full.site)
