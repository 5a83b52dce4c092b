"""The SQL page: the reader's queries run in the browser, in SQLite's WebAssembly build (from
npm, copied into the site by the build), on a read-only copy of the database.

The render tests are quick; the browser tests (Debian's Chromium) are marked slow. Both need
SQLite's WebAssembly build in node_modules (``npm ci``, as .ci/run does) and are skipped
without it; a build without it is tested here too.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

import pytest
from sitekit import REPO

from smashwiki.building.publish import build_site
from smashwiki.building.serve import static
from smashwiki.db import write_database
from smashwiki.model import Card, Dataset, Faction, Ruling, Set, Source
from smashwiki.site import render_docs
from smashwiki.site.render import file_digest
from smashwiki.site.sqlpage import ENGINE_FILES, MISSING_ENGINE, find_engine, result_links

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

ENGINE = find_engine(REPO)
needs_engine = pytest.mark.skipif(
    ENGINE is None, reason="SQLite's WebAssembly build is not installed: run `npm ci`"
)
#: What only the SQL page may fetch: SQLite, its worker and the database.
SQL_FILES = ("sql/sqlite3.js", "sql/sqlite3.wasm", "assets/sqlworker.js", "smashup.db")


def musketeer(slug: str, name: str, power: int, text: str) -> Card:
    return Card(
        f"musketeers/{slug}",
        name,
        "minion",
        "musketeers",
        "core",
        "src",
        count=1,
        power=power,
        text=text,
    )


def musketeers() -> Dataset:
    """Three musketeers, one with an apostrophe in his name, and a ruling about him."""
    return Dataset(
        sources=(Source("src", "A source", "other"),),
        sets=(Set("core", "Core Set", 2012),),
        factions=(Faction("musketeers", "Musketeers", "core", "src"),),
        cards=(
            musketeer("dartagnan", "D'Artagnan", 5, "Gain a +1 power counter for each ally."),
            musketeer("athos", "Athos", 6, "You don't have to play an extra minion."),
            musketeer("porthos", "Porthos", 3, "Move a power counter to another minion."),
        ),
        rulings=(
            Ruling(
                "musketeers/dartagnan#1",
                "clarification",
                "Count allies when he is played.",
                "src",
                card_ids=("musketeers/dartagnan",),
            ),
        ),
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The musketeers' site, built with the repository's setup."""
    root = tmp_path_factory.mktemp("sql-site")
    database = write_database(musketeers(), root / "build" / "smashup.db")
    return build_site(database, root / "out", config_file=REPO / "mkdocs.yml").site


# --------------------------------------------------------------------------- the build


@needs_engine
def test_the_build_copies_sqlite_beside_the_page(site_db: Path, tmp_path: Path) -> None:
    report = render_docs(site_db, tmp_path / "docs", REPO / "templates")
    assert ENGINE is not None
    for name, target in ENGINE_FILES.items():
        copied = tmp_path / "docs" / "sql" / target
        assert copied.read_bytes() == (ENGINE / name).read_bytes()
    page = (tmp_path / "docs" / "sql" / "index.md").read_text(encoding="utf-8")
    assert f'data-sw-db-sha256="{file_digest(site_db)}"' in page
    assert report.notes == []


def test_a_build_without_sqlite_says_so_on_the_page_and_in_its_notes(
    site_db: Path, tmp_path: Path
) -> None:
    templates = tmp_path / "project" / "templates"
    shutil.copytree(REPO / "templates", templates)  # no node_modules beside it
    report = render_docs(site_db, tmp_path / "docs", templates)
    page = (tmp_path / "docs" / "sql" / "index.md").read_text(encoding="utf-8")
    assert "has no SQL editor" in page
    assert "data-sw-sql " not in page
    assert not (tmp_path / "docs" / "sql" / "sqlite3.wasm").exists()
    assert report.notes == [MISSING_ENGINE]


def test_result_links_follow_the_foreign_keys() -> None:
    links = result_links()
    assert links["origins"]["ruling_cards.card_id"] == "card"
    assert links["origins"]["cards.faction_id"] == "faction"
    assert links["origins"]["cards.name"] == "card-name"
    assert links["pages"]["ruling"] == "rulings/{}/"


# --------------------------------------------------------------------------- in the browser


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    with static(site) as url:
        yield url


@pytest.fixture
def tab(browser: Browser) -> Iterator[Page]:
    context = browser.new_context()
    opened = context.new_page()
    yield opened
    context.close()


def open_query(tab: Page, base: str, sql: str, **params: str) -> None:
    extra = "".join(f"&:{name}={quote(value)}" for name, value in params.items())
    tab.goto(f"{base}sql/?q={quote(sql)}{extra}")


def run_one_row(tab: Page, sql: str) -> None:
    """Type ``sql`` into the open page's editor, run it, and wait for its one-row result."""
    tab.fill("[data-sw-sql-editor]", sql)
    tab.click("[data-sw-sql-run]")
    tab.wait_for_function(
        "document.querySelector('[data-sw-sql-status]').textContent.startsWith('1 row')"
    )


def result(tab: Page) -> list[list[str]]:
    tab.wait_for_selector("[data-sw-sql-table], [data-sw-sql-error]:not([hidden])", timeout=60_000)
    return tab.eval_on_selector_all(
        "[data-sw-sql-table] tbody tr",
        "rows => rows.map(r => [...r.cells].map(c => c.textContent))",
    )


@needs_engine
@pytest.mark.slow
def test_a_query_in_the_address_runs_on_load_and_links_its_cards(tab: Page, base: str) -> None:
    open_query(tab, base, "select name, power from cards where power >= 5")
    assert sorted(result(tab)) == [["Athos", "6"], ["D'Artagnan", "5"]]
    status = tab.text_content("[data-sw-sql-status]") or ""
    assert status.startswith("2 rows in ")
    link = tab.locator("[data-sw-sql-table] a", has_text="D'Artagnan")
    link.click()
    tab.wait_for_load_state()
    assert tab.url == f"{base}cards/musketeers/dartagnan/"
    assert "D'Artagnan" in (tab.text_content("h1") or "")


@needs_engine
@pytest.mark.slow
def test_ids_of_rulings_and_factions_link_to_their_pages(tab: Page, base: str) -> None:
    open_query(tab, base, "select ruling_id, faction_id from card_rulings")
    assert result(tab) == [["musketeers/dartagnan#1", "musketeers"]]
    hrefs = tab.eval_on_selector_all("[data-sw-sql-table] a", "links => links.map(a => a.href)")
    assert hrefs == [f"{base}rulings/musketeers/dartagnan/1/", f"{base}factions/musketeers/"]


@needs_engine
@pytest.mark.slow
@pytest.mark.parametrize("words", ["D'Artagnan", "don't", "power-counter"])
def test_the_canned_full_text_query_takes_any_words(tab: Page, base: str, words: str) -> None:
    sql = "select cards.name from cards_fts join cards on cards.rowid = cards_fts.rowid "
    sql += "where cards_fts match '\"' || replace(replace(:q, '\"', '\"\"'), ' ', '\" \"') || '\"'"
    open_query(tab, base, sql, q=words)
    found = {
        "D'Artagnan": ["D'Artagnan"],
        "don't": ["Athos"],
        "power-counter": ["D'Artagnan", "Porthos"],
    }
    assert sorted(row[0] for row in result(tab)) == sorted(found[words])
    assert tab.is_hidden("[data-sw-sql-error]")


@needs_engine
@pytest.mark.slow
def test_fts5_match_with_an_apostrophe_in_the_sql_itself(tab: Page, base: str) -> None:
    open_query(tab, base, "select name from cards_fts where cards_fts match '\"D''Artagnan\"'")
    assert result(tab) == [["D'Artagnan"]]


@needs_engine
@pytest.mark.slow
def test_an_sql_error_is_shown_in_words_with_its_place(tab: Page, base: str) -> None:
    open_query(tab, base, "select name\nfrom cards\nwher power > 5")
    result(tab)
    error = tab.text_content("[data-sw-sql-error]") or ""
    assert 'Error: near "power": syntax error (at line 3, column 6)' in error
    assert "wher power > 5\n     ^" in error


@needs_engine
@pytest.mark.slow
def test_the_database_is_read_only(tab: Page, base: str) -> None:
    open_query(tab, base, "delete from cards")
    result(tab)
    assert "readonly" in (tab.text_content("[data-sw-sql-error]") or "")
    run_one_row(tab, "select count(*) from cards")
    assert result(tab) == [["3"]]


@needs_engine
@pytest.mark.slow
def test_a_long_query_can_be_stopped_and_the_next_one_runs(tab: Page, base: str) -> None:
    forever = (
        "with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n"
    )
    open_query(tab, base, forever)
    tab.wait_for_function(
        "document.querySelector('[data-sw-sql-status]').textContent === 'Running…'"
    )
    tab.click("[data-sw-sql-stop]")
    tab.wait_for_function(
        "document.querySelector('[data-sw-sql-status]').textContent.startsWith('Stopped after')"
    )
    run_one_row(tab, "select name from cards where power = 3")
    assert result(tab) == [["Porthos"]]


@needs_engine
@pytest.mark.slow
def test_a_result_downloads_as_csv_and_json(tab: Page, base: str) -> None:
    open_query(
        tab, base, "select name, power, null as missing from cards where power > 4 order by name"
    )
    result(tab)
    with tab.expect_download() as csv:
        tab.click("text=CSV")
    text = Path(csv.value.path()).read_bytes().decode("utf-8")
    assert text == "name,power,missing\r\nAthos,6,\r\nD'Artagnan,5,\r\n"
    with tab.expect_download() as json_file:
        tab.click("text=JSON")
    data = json.loads(Path(json_file.value.path()).read_text(encoding="utf-8"))
    assert data["columns"] == ["name", "power", "missing"]
    assert data["rows"] == [["Athos", 6, None], ["D'Artagnan", 5, None]]


@needs_engine
@pytest.mark.slow
def test_a_result_past_the_cap_is_cut_with_a_note(tab: Page, base: str) -> None:
    many = (
        "with recursive n(i) as (select 1 union all select i + 1 from n limit 1500) select i from n"
    )
    open_query(tab, base, many)
    assert len(result(tab)) == 1000
    assert "cut at 1,000 rows" in (tab.text_content("[data-sw-sql-result]") or "")


@needs_engine
@pytest.mark.slow
def test_an_example_runs_in_the_editor_with_one_click(tab: Page, base: str) -> None:
    tab.goto(f"{base}sql/")
    tab.locator("[data-sw-sql-example]").first.click()
    rows = result(tab)
    assert rows, "the first example query shows its rows"
    assert "q=" in tab.url


@needs_engine
@pytest.mark.slow
@pytest.mark.parametrize(
    "path",
    [
        "",
        "cards/musketeers/dartagnan/",
        "factions/musketeers/",
        "search/?q=athos",
        "rulings/",
        "sql/",
    ],
)
def test_no_other_page_fetches_sqlite_or_the_database(tab: Page, base: str, path: str) -> None:
    fetched: list[str] = []
    tab.on("request", lambda request: fetched.append(request.url))
    tab.goto(base + path)
    tab.wait_for_load_state("networkidle")
    if "search/" in path:
        tab.fill("[data-sw-search-input]", "athos")
        tab.wait_for_load_state("networkidle")
    assert [url for url in fetched if url.removeprefix(base).split("?")[0] in SQL_FILES] == []


@pytest.mark.slow
def test_hostile_values_in_a_result_stay_text(page: Page, base_url: str) -> None:
    """The fixture's hostile faction: names and texts made of markup show as typed."""
    if ENGINE is None:
        pytest.skip("SQLite's WebAssembly build is not installed: run `npm ci`")
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_query(page, base_url, "select id, name, text from cards where faction_id = 'hostile'")
    rows = result(page)
    assert rows and any("<" in cell for row in rows for cell in row)
    assert page.locator("[data-sw-sql-table] script, [data-sw-sql-table] img").count() == 0
    assert dialogs == []
