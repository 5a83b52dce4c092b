"""The site's page structure: a page per ruling, ruling lists split into pages, footers that
credit only the page's own sources, and Markdown written only when it changed."""

from __future__ import annotations

import html
import json
import re
import sqlite3
from pathlib import Path

import pytest
from markupsafe import Markup

from smashwiki.site import pages as pages_module
from smashwiki.site import render_docs
from smashwiki.site.contexts import Ref, RulingView
from smashwiki.site.pages import ruling_title, ruling_url
from smashwiki.site.render import credit_sources, markdown_path, page_url
from smashwiki.site.writing import write_if_changed

REPO = Path(__file__).resolve().parents[1]


def page(docs: Path, url: str) -> str:
    return (docs / markdown_path(url)).read_text(encoding="utf-8")


def front_sources(text: str) -> list[str]:
    found = re.search(r"^sources: (.*)$", text.split("\n---\n", 1)[0], re.M)
    assert found, text[:200]
    loaded: list[str] = json.loads(found[1])
    return loaded


def rows(db: Path, sql: str) -> list[tuple[str, ...]]:
    with sqlite3.connect(db) as connection:
        return list(connection.execute(sql))


@pytest.mark.parametrize(
    ("ruling_id", "url"),
    [
        pytest.param("time-travelers/doctor-when#1", "rulings/time-travelers/doctor-when/1/"),
        pytest.param("disney/aladdin", "rulings/disney/aladdin/", id="plain"),
    ],
)
def test_ruling_url(ruling_id: str, url: str) -> None:
    assert ruling_url(ruling_id) == url


def test_every_ruling_has_its_own_page(site_db: Path, site_docs: Path) -> None:
    for (ruling_id,) in rows(site_db, "select id from rulings"):
        body = page(site_docs, ruling_url(ruling_id))
        assert body.startswith('---\ntitle: "')
        permalink = body.split('class="sw-permalink"', 1)[1].split("</a>", 1)[0]
        assert html.unescape(permalink).endswith(f">{ruling_id}")  # the id, for contributors
        assert 'class="sw-badge' in body


def test_card_pages_link_their_rulings_pages(site_db: Path, site_docs: Path) -> None:
    for card_id, ruling_id in rows(site_db, "select card_id, ruling_id from ruling_cards"):
        depth = card_id.count("/") + 2
        href = "../" * depth + ruling_url(ruling_id)
        assert f'href="{href}"' in page(site_docs, f"cards/{card_id}/"), (card_id, ruling_id)


def test_every_ruling_is_in_a_list_of_each_split(site_db: Path, site_docs: Path) -> None:
    lists = "".join(p.read_text() for p in (site_docs / "rulings").glob("by-*/**/*.md"))
    for ruling_id, status, kind in rows(site_db, "select id, status, kind from rulings"):
        item = re.escape(ruling_url(ruling_id))
        status_page = page(site_docs, f"rulings/by-status/{status}/")
        kind_page = page(site_docs, f"rulings/by-kind/{kind}/")
        assert re.search(item, status_page) and re.search(item, kind_page), ruling_id
        assert re.search(item, lists)


def test_long_ruling_lists_are_split_into_pages(
    site_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pages_module, "RULINGS_PER_PAGE", 1)
    docs = tmp_path / "docs"
    render_docs(site_db, docs, REPO / "templates")
    (total,) = rows(site_db, "select count(*) from rulings where status = 'verified'")[0]
    assert int(total) > 1
    first = page(docs, "rulings/by-status/verified/")
    assert first.count('<li class="sw-ruling') == 1
    assert 'rulings/by-status/verified/2/"' in first
    last = int(total)
    assert page(docs, f"rulings/by-status/verified/{last}/").count('<li class="sw-ruling') >= 1
    assert not (docs / markdown_path(f"rulings/by-status/verified/{last + 1}/")).exists()


def test_footer_credits_only_the_sources_a_page_links(site_db: Path, site_docs: Path) -> None:
    all_sources = {source for (source,) in rows(site_db, "select id from sources")}
    card = page(site_docs, "cards/time-travelers/doctor-when/")
    credited = front_sources(card)
    assert credited and set(credited) < all_sources
    assert all(f"sources/{source}/" in card for source in credited)
    assert front_sources(page(site_docs, "search/")) == []


def test_credit_sources_leaves_pages_without_front_matter() -> None:
    assert credit_sources("# Title\n[a](sources/x/)") == "# Title\n[a](sources/x/)"
    assert credit_sources("---\ntitle: x\n---\n[a](../sources/y/)") == (
        '---\ntitle: x\nsources: ["y"]\n---\n[a](../sources/y/)'
    )
    kept = "---\ntitle: x\nsources: []\n---\n[a](../sources/y/)"
    assert credit_sources(kept) == kept


def test_markdown_is_written_only_when_it_changed(tmp_path: Path) -> None:
    target = tmp_path / "a" / "index.md"
    assert write_if_changed(target, "one")
    stamp = target.stat().st_mtime_ns
    assert not write_if_changed(target, "one")
    assert target.stat().st_mtime_ns == stamp
    assert write_if_changed(target, "two")
    assert target.read_text() == "two"


@pytest.mark.parametrize(
    ("url", "source"),
    [
        pytest.param("", "index.md", id="home"),
        pytest.param("rulings/", "rulings/index.md", id="section"),
        pytest.param("cards/time-travelers/doctor-when/", "cards/time-travelers/doctor-when.md"),
        pytest.param("rulings/timing/ties/1/", "rulings/timing/ties/1.md", id="ruling"),
        pytest.param("terms/index/", "terms/index/index.md", id="a-page-named-index"),
        pytest.param("cards/x/README/", "cards/x/README/index.md", id="a-page-named-readme"),
    ],
)
def test_each_page_has_one_markdown_file_and_back(url: str, source: str) -> None:
    """A page below a section is a Markdown file of its own (no folder a page); mkdocs'
    directory URLs publish it at the same address. A name mkdocs reads as a folder's own
    page keeps its folder."""
    assert markdown_path(url).as_posix() == source
    assert page_url(source) == url


def test_docs_with_a_folder_a_page_are_brought_to_a_file_a_page(
    site_db: Path, tmp_path: Path
) -> None:
    """Docs an earlier smashwiki rendered (``cards/x/y/index.md``) lose those files and their
    folders; the page is written at ``cards/x/y.md``, one Markdown file for one address."""
    docs = tmp_path / "docs"
    old = docs / "cards" / "time-travelers" / "doctor-when" / "index.md"
    old.parent.mkdir(parents=True)
    old.write_text("old", encoding="utf-8")
    report = render_docs(site_db, docs, REPO / "templates")
    assert old.relative_to(docs) in report.removed
    assert not old.parent.exists()
    assert (docs / "cards" / "time-travelers" / "doctor-when.md").is_file()
    sources = [p.relative_to(docs) for p in docs.rglob("*.md")]
    assert len({page_url(p) for p in sources}) == len(sources) == report.total


def test_two_pages_at_one_address_fail_the_build(site_db: Path, tmp_path: Path) -> None:
    from smashwiki.errors import BuildError

    with sqlite3.connect(site_db) as source, sqlite3.connect(tmp_path / "x.db") as copy:
        source.backup(copy)
    with sqlite3.connect(tmp_path / "x.db") as db:
        (ruling_id,) = db.execute("select id from rulings where id like '%#%' limit 1").fetchone()
        columns = [row[1] for row in db.execute("pragma table_info(rulings)")]
        found = db.execute("select * from rulings where id = ?", (ruling_id,)).fetchone()
        row = dict(zip(columns, found, strict=True))
        row["id"] = ruling_id.replace("#", "/")
        marks = ", ".join("?" for _ in columns)
        db.execute(f"insert into rulings values ({marks})", [row[c] for c in columns])
    with pytest.raises(BuildError, match="two pages at /rulings/"):
        render_docs(tmp_path / "x.db", tmp_path / "docs", REPO / "templates")


@pytest.mark.parametrize(
    ("ruling_id", "title"),
    [
        ("timing/extra-plays#1", "FAQ 1 on Doctor When, Do Over! and Mickey Mouse"),
        ("timing/scoring#1", "Rulebook example 1 on Scoring"),
        ("time-travelers/doctor-when#2", "FAQ 2 on Doctor When"),
    ],
)
def test_ruling_pages_are_titled_in_a_players_words(
    site_docs: Path, ruling_id: str, title: str
) -> None:
    body = page(site_docs, ruling_url(ruling_id))
    assert f"\n# {html.escape(title, quote=False)}\n".replace("!", "&#33;") in body


def test_a_ruling_about_many_cards_names_two_and_counts_the_rest() -> None:
    view = RulingView(
        "disney/palace-guard", "", "", "clarification", "clarification", "verified", "", "",
        None, Markup(), None, [Ref(f"Card {n}", "") for n in range(13)], [], None, None, None,
        None,
    )  # fmt: skip
    assert ruling_title(view) == "Clarification on Card 0, Card 1 and 11 more"


def test_every_declared_card_page_shows_what_the_rules_engine_plays(
    site_db: Path, site_docs: Path
) -> None:
    from smashwiki.engine.language.english import render_declared

    declared = rows(site_db, "select id, type, abilities from cards where abilities is not null")
    assert declared
    for card_id, kind, abilities in declared:
        said = render_declared(json.loads(abilities), kind=kind)
        body = html.unescape(page(site_docs, f"cards/{card_id}/"))
        assert "What the rules engine plays" in body, card_id
        assert said and said in body, (card_id, said)
