"""The card search page: its index of cards, and its script against ``smashwiki.query``.

The parity tests run each search in the page's JavaScript (headless Chromium) and with
:func:`smashwiki.query.search` on the same fixture database, and want the same cards in the
same order, or an error from both.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page

from smashwiki.building.publish import SiteReport
from smashwiki.db import write_database
from smashwiki.matching import fold
from smashwiki.query import EXAMPLES, FLAGS, QueryError, compile_query, find, search
from smashwiki.site.searchpage import (
    COLUMNS,
    INDEX_NAME,
    SHARD_CARDS,
    SHARD_CODE,
    bucket,
    card_index,
    chunked,
)

ASSETS = Path(__file__).resolve().parents[1] / "templates" / "overrides" / "assets"

#: Searches covering every key, operator, flag, negation, phrases, f:none, odd spaces and errors.
PARITY = [
    "",
    "   ",
    "time",
    "TIME walk",
    '"time w"',
    '-"time walk" t:action',
    "-time",
    "<script>",
    "100%",
    "time_walk",
    "T:minion",
    "t:minion",
    "type=base -t:action",
    "t:character",
    "is:character power>=0",
    "t!=character t:minion",
    "t!=minion",
    'set:"disney-edition"',
    "set!=science-fiction-double-feature",
    "f:time-travelers",
    "faction:HOSTILE",
    "f:none",
    "-f:none",
    "f!=none",
    "f!=time-travelers",
    "-f:time-travelers",
    "power>=4",
    "p<3",
    "power!=2",
    "-power:2",
    "power=+4 f:none",
    "power>-1",
    "bp<20",
    "breakpoint>=20",
    "count:1",
    "count>1",
    "vp>=4",
    "-vp<=2",
    "is:errata",
    "is:corrected",
    "is:implemented",
    "is!=implemented",
    "is:MINION",
    "-is:titan",
    "has:ruling",
    "has:rulings -has:errata",
    "has:text",
    "-has:text",
    "has:errata",
    "t:minion power>=3 -f:none",
    "t:minion\u00a0power>=4",
    "t:minion\u3000power>=4",
    "t:minion\x1cpower>=4",
    "time\ufeffwalk",
    "-",
    '""',
    '" \u3000 "',
    # errors
    '"open',
    'set:"a" "b',
    "colour:red",
    "power>=many",
    "power:1_0",
    "p:4.0",
    'power:""',
    "power<9007199254740992",
    "is:shiny",
    "has:power",
    "t>minion",
    "is<errata",
]

SEARCH_IN_PAGE = """
([text]) => SmashwikiSearch.ready.then((index) => {
  const id = index.columns.indexOf("id");
  return SmashwikiSearch.find(index, text, false).then(
    (cards) => ({ids: cards.map((card) => card.row[id])}),
    (problem) => ({error: problem.message, syntax: problem instanceof SmashwikiSearch.QueryError}),
  );
})
"""


def python_outcome(database: Path, text: str) -> dict[str, Any]:
    """What ``smashwiki.query`` makes of ``text``: the ids it finds, or that it is an error."""
    try:
        return {"ids": [row["id"] for row in search(database, text)]}
    except QueryError:
        return {"error": True}


def page_outcome(page: Page, text: str) -> dict[str, Any]:
    """What the page's script makes of ``text``, in the same shape."""
    found: dict[str, Any] = page.evaluate(SEARCH_IN_PAGE, [text])
    if "error" in found:
        assert found["syntax"], found  # a QueryError, not a crash
        return {"error": True}
    return found


def shown_ids(page: Page) -> list[str]:
    """The card ids the results list links to."""
    hrefs = page.eval_on_selector_all(
        "[data-sw-search-results] a", "links => links.map(a => a.pathname)"
    )
    return [href.removeprefix("/cards/").removesuffix("/") for href in hrefs]


# --------------------------------------------------------------------------- the index


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def manifest(site_docs: Path) -> dict[str, Any]:
    """The chunked index's manifest, written with the fixture's docs."""
    loaded: dict[str, Any] = read_json(site_docs / "search" / "cards.json")
    return loaded


@pytest.fixture(scope="module")
def index(site_docs: Path, manifest: dict[str, Any]) -> dict[str, Any]:
    """The index the fixture's docs hold, put back together from its shards (every card,
    in the order the shards record, with its text)."""
    columns = manifest["columns"]
    cards = []
    for shard in manifest["shards"]:
        stats = read_json(site_docs / "search" / shard["cards"])
        texts = read_json(site_docs / "search" / shard["text"])
        assert len(stats) == len(texts) == shard["count"]
        cards += [[*row, text] for row, text in zip(stats, texts, strict=True)]
    order = columns.index("order")
    cards.sort(key=lambda row: row[order])
    whole = [c for c in columns if c != "order"] + ["text"]
    at = [columns.index(c) for c in whole[:-1]] + [len(columns)]
    return {**manifest, "columns": whole, "cards": [[row[i] for i in at] for row in cards]}


def decoded(index: dict[str, Any]) -> list[dict[str, Any]]:
    """The index's cards as dicts, lookup positions turned back into ids."""
    cards = []
    for stored in index["cards"]:
        card = dict(zip(index["columns"], stored, strict=True))
        for column, values in index["lookups"].items():
            if card[column] is not None:
                card[column] = values[card[column]][0]
        cards.append(card)
    return cards


def test_index_holds_every_card_in_the_cli_order(index, site_db):
    assert sorted(index["columns"]) == sorted(COLUMNS)
    assert [card["id"] for card in decoded(index)] == [row["id"] for row in search(site_db, "")]


def shard_cards(site_docs: Path, manifest: dict[str, Any], shard: dict[str, Any]) -> list[Any]:
    """One shard's cards as dicts (lookup positions turned back into ids)."""
    rows = read_json(site_docs / "search" / shard["cards"])
    columns = manifest["columns"]
    return decoded({**manifest, "columns": columns, "cards": rows})


def test_shards_hold_one_set_of_types_each_and_name_their_numbers(index, manifest, site_docs):
    cards = decoded(index)
    for shard in manifest["shards"]:
        members = shard_cards(site_docs, manifest, shard)
        assert len(members) == shard["count"] > 0
        assert all(sorted(c["types"]) == shard["types"] for c in members)
        for number in ("power", "breakpoint", "count", "vp_first"):
            held = any(c[number] is not None for c in members)
            assert (number in shard["numbers"]) == held, (shard["types"], number)
            values = Counter(c[number] for c in members if c[number] is not None)
            assert shard["histograms"].get(number, []) == sorted(map(list, values.items()))
        owners = [c["faction_id"] or c["set_id"] or "" for c in members]
        assert shard["groups"] == [owners[0], owners[-1]] and owners == sorted(owners)
        assert shard["loose"] == any(c["faction_id"] is None for c in members)
    assert sum(shard["count"] for shard in manifest["shards"]) == len(cards)
    assert "cards" not in manifest  # the manifest holds no card


def test_a_types_cards_are_split_into_runs_of_shard_cards(tmp_path):
    from sitekit import scaled_dataset

    database = write_database(scaled_dataset(1.0), tmp_path / "smashup.db")
    files = chunked(card_index(database))
    shards = files[INDEX_NAME]["shards"]
    minions = [s for s in shards if s["types"] == ["minion"]]
    assert len(minions) > 1 and all(s["count"] <= SHARD_CARDS for s in shards)
    assert [s["groups"][0] for s in minions] == sorted(s["groups"][0] for s in minions)


def cards_holding(files: dict[str, Any], word: str) -> set[int]:
    """The cards (positions in the CLI's order) the word index finds for ``word``, looked
    up as the search's script does."""
    about = files[INDEX_NAME]["words"]
    needle = fold(word)
    gram = needle[: about["shortest"]]
    grams = files[f"grams-{bucket(gram, about['grams'])}.json"]
    found = set()
    for token in [t for t in grams.get(gram, []) if needle in t]:
        at = 0
        for gap in files[f"postings-{bucket(token, about['postings'])}.json"][token]:
            at += gap
            found.add(at)
    return found


def test_the_word_index_finds_the_cards_the_query_finds(site_db):
    files = chunked(card_index(site_db))
    everyone = search(site_db, "")
    order = {row["id"]: i for i, row in enumerate(everyone)}
    tokens = sorted(
        {t for row in everyone for t in f"{row['name']} {row['text'] or ''}".lower().split()}
    )
    pieces = {t[i : i + n] for t in tokens[::3] for n in (3, 5) for i in range(0, len(t) - n + 1)}
    words = sorted(pieces | set(tokens) | {"zzzq", "100%", "<script>", "ÉPÉE", "minion."})
    for word in [w for w in words if '"' not in w and len(fold(w)) >= 3]:
        found = find(site_db, f'"{word}"')
        expected = {order[row["id"]] for row in found.cards} if not found.notes else set()
        assert cards_holding(files, word) == expected, word


def test_the_manifest_says_which_shard_holds_each_card(site_db):
    files = chunked(card_index(site_db))
    manifest = files[INDEX_NAME]
    assert len(manifest["shard_of"]) == sum(shard["count"] for shard in manifest["shards"])
    for number, shard in enumerate(manifest["shards"]):
        orders = [row[-1] for row in files[shard["cards"]]]
        assert {ord(manifest["shard_of"][o]) - SHARD_CODE for o in orders} == {number}


def test_index_lists_every_faction_and_set(manifest, site_db):
    import sqlite3

    with sqlite3.connect(site_db) as db:
        factions = {row[0] for row in db.execute("select id from factions")}
        sets = {row[0] for row in db.execute("select id from sets")}
    assert {pair[0] for pair in manifest["lookups"]["faction_id"]} == factions
    assert {pair[0] for pair in manifest["lookups"]["set_id"]} == sets


def test_index_keeps_hostile_text_exactly_as_in_the_database(index, site_db):
    cards = {card["id"]: card for card in decoded(index)}
    for row in search(site_db, "f:hostile"):
        assert cards[row["id"]]["name"] == row["name"]
        assert cards[row["id"]]["text"] == row["text"]
    assert cards["hostile/script-kiddie"]["name"].startswith("<script>window.__pwned")
    assert "&lt;" not in json.dumps(index) and "&#" not in json.dumps(index)


@pytest.mark.parametrize("flag", list(FLAGS))
def test_index_flags_are_the_cards_query_finds(index, site_db, flag):
    bit = 1 << index["flags"].index(flag)
    flagged = {card["id"] for card in decoded(index) if card["flags"] & bit}
    word = next(w for w, f in {**index["has"], **index["is"]}.items() if f == flag)
    key = "is" if word in index["is"] else "has"
    assert flagged == {row["id"] for row in search(site_db, f"{key}:{word}")}


def test_index_names_factions_and_sets(index):
    factions = dict(index["lookups"]["faction_id"])
    assert factions["time-travelers"] == "Time Travelers"
    assert set(dict(index["lookups"]["set_id"])) >= {"disney-edition"}


def test_index_size_at_full_scale(tmp_path):
    from sitekit import scaled_dataset

    database = write_database(scaled_dataset(1.0), tmp_path / "smashup.db")
    index = card_index(database)
    size = len(json.dumps(index, ensure_ascii=False, separators=(",", ":")).encode())
    assert len(index["cards"]) > 1300
    assert size / len(index["cards"]) < 120, size  # bytes per card, text included


def test_page_documents_every_example(site_docs):
    page = (site_docs / "search" / "index.md").read_text(encoding="utf-8")
    for text, _meaning in EXAMPLES:
        compile_query(text)  # each example is valid syntax
        assert f'href="?q={quote(text)}"' in page.replace("&#45;", "-")


def test_page_loads_its_indexes_from_the_site_root(site_docs):
    # The page is search/index.html: the word index (pagefind/) is one folder up. "@/" (the
    # site-root marker of generated links) left in the attribute made it load
    # search/@/pagefind/pagefind.js, a 404, so words found no pages there.
    page = (site_docs / "search" / "index.md").read_text(encoding="utf-8")
    assert 'data-sw-root="../"' in page
    assert "@/" not in page


# --------------------------------------------------------------------------- in the browser


@pytest.fixture(scope="module")
def search_page(browser: Browser, base_url: str) -> Iterator[Page]:
    """The search page, loaded with its index (one tab for all the parity searches)."""
    context = browser.new_context()
    opened = context.new_page()
    opened.goto(base_url + "search/", wait_until="networkidle")
    opened.evaluate("SmashwikiSearch.ready")
    yield opened
    context.close()


@pytest.mark.slow
@pytest.mark.parametrize("text", PARITY)
def test_page_finds_what_the_cli_finds(search_page: Page, site_db: Path, text: str) -> None:
    expected = python_outcome(site_db, text)
    assert page_outcome(search_page, text) == expected
    search_page.fill("[data-sw-search-input]", text)
    search_page.evaluate("SmashwikiSearch.shown")
    error = search_page.locator("[data-sw-search-error]")
    if "error" in expected:
        assert error.is_visible() and error.inner_text()
        assert shown_ids(search_page) == []
    else:
        assert not error.is_visible()
        assert shown_ids(search_page) == (expected["ids"] if text.strip() else [])


@pytest.mark.slow
def test_address_keeps_the_search(page: Page, base_url: str, site_db: Path) -> None:
    page.goto(
        base_url + "search/?q=" + quote("f:time-travelers t:minion"), wait_until="networkidle"
    )
    expected = python_outcome(site_db, "f:time-travelers t:minion")["ids"]
    assert shown_ids(page) == expected and len(expected) == 3
    assert page.locator("[data-sw-search-count]").inner_text() == "3 cards"
    assert page.locator("[data-sw-search-input]").input_value() == "f:time-travelers t:minion"
    # the theme's own search dialog (which also reads ?q=) stays closed
    assert not page.evaluate("document.querySelector('[data-md-toggle=search]').checked")
    page.fill("[data-sw-search-input]", "power>=4")
    page.evaluate("SmashwikiSearch.shown")
    assert page.evaluate("location.href").endswith("/search/?q=power%3E%3D4")


@pytest.mark.slow
def test_result_links_open_card_pages(
    page: Page, base_url: str, built_site: SiteReport, site_db: Path
) -> None:
    page.goto(base_url + "search/?q=" + quote("-t:nothing"), wait_until="networkidle")
    links = page.eval_on_selector_all("[data-sw-search-results] a", "as => as.map(a => a.href)")
    assert len(links) == len(python_outcome(site_db, "")["ids"]) > 10
    for href in links:
        assert href.startswith(base_url + "cards/")
        assert (built_site.site / href.removeprefix(base_url) / "index.html").is_file(), href
    page.locator("[data-sw-search-results] a", has_text="Doctor When").click()
    assert page.url == base_url + "cards/time-travelers/doctor-when/"
    assert page.locator("h1").inner_text().startswith("Doctor When")


@pytest.mark.slow
@pytest.mark.parametrize("text", ["f:hostile", '"<img src=x onerror="', "<script>"])
def test_hostile_data_shows_as_text_and_runs_no_script(
    page: Page, base_url: str, text: str
) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(base_url + "search/?q=" + quote(text), wait_until="networkidle")
    page.evaluate("SmashwikiSearch.ready.then(() => SmashwikiSearch.shown)")
    results = page.locator("[data-sw-search-results] li")
    assert results.count() > 0
    names = page.eval_on_selector_all(
        "[data-sw-search-results] a", "as => as.map(a => a.textContent)"
    )
    assert '<script>window.__pwned = "card name"</script>Script Kiddie' in names
    owners = page.eval_on_selector_all(".sw-search__owner", "ss => ss.map(s => s.textContent)")
    assert 'Hostile <b>Hackers</b> <script>window.__pwned = "faction name"</script>' in owners
    for item in results.all():
        item.hover()
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == []
    inside = "[data-sw-search-results] "
    selector = ", ".join(inside + s for s in ("[onerror]", "[onmouseover]", "script", "img", "b"))
    assert page.evaluate(f"document.querySelectorAll({json.dumps(selector)}).length") == 0


@pytest.mark.slow
def test_a_bad_search_shows_its_error(page: Page, base_url: str) -> None:
    page.goto(base_url + "search/?q=" + quote("colour:red"), wait_until="networkidle")
    error = page.locator("[data-sw-search-error]")
    assert error.is_visible()
    assert "unknown search key" in error.inner_text()
    assert page.locator("[data-sw-search-count]").inner_text() == ""


def test_search_script_is_loaded_by_the_search_page_only(built_site: SiteReport) -> None:
    search_html = (built_site.site / "search" / "index.html").read_text(encoding="utf-8")
    assert "assets/cardsearch.js" in search_html
    for path in built_site.site.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        assert 'class="sw-find"' in text or path.name == "404.html", path
        if path.parent.name != "search":
            assert "cardsearch.js" not in text and "cards.json" not in text, path
    assert (built_site.site / "search" / "cards.json").is_file()


@pytest.mark.slow
def test_an_index_that_cannot_load_is_said_and_the_search_kept(page: Page, base_url: str) -> None:
    page.route("**/search/cards.json", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(base_url + "search/?q=doctor", wait_until="networkidle")
    error = page.locator("[data-sw-search-error]")
    assert error.is_visible()
    assert "could not be loaded (HTTP 404)" in error.inner_text()
    assert page.evaluate("location.search") == "?q=doctor"


SHARD_CHOICE = """
global.window = {};
global.document = {querySelector: () => null};
%(script)s
const api = window.SmashwikiSearch;
const index = Object.assign({}, %(manifest)s, {shards: %(shards)s});
let asked = [];
index.load = (shard) => { asked.push(shard.cards); return Promise.resolve([]); };
(async () => {
  const found = {};
  for (const text of %(queries)s) {
    asked = [];
    await api.find(index, text, false);
    found[text] = asked;
  }
  console.log(JSON.stringify(found));
})();
"""


@pytest.mark.skipif(not shutil.which("node"), reason="no node to run the script with")
def test_a_faction_search_loads_only_the_shards_that_can_hold_its_cards(manifest) -> None:
    def shard(name: str, first: str, last: str, loose: bool) -> dict[str, Any]:
        return {"types": ["minion"], "cards": name, "text": "t" + name, "count": 1,
                "numbers": ["power"], "groups": [first, last], "loose": loose}  # fmt: skip

    shards = [shard("a", "aliens", "hostile", False), shard("b", "set-x", "zombies", True)]
    queries = {
        "f:time-travelers": ["b"],
        "f:hostile t:minion": ["a"],
        "f:ALIENS": ["a"],
        "f:none": ["b"],
        "-f:hostile": ["a", "b"],
        "f!=hostile": ["a", "b"],
        "t:minion": ["a", "b"],
    }
    script = SHARD_CHOICE % {
        "script": (ASSETS / "cardsearch.js").read_text(encoding="utf-8"),
        "manifest": json.dumps(manifest),
        "shards": json.dumps(shards),
        "queries": json.dumps(list(queries)),
    }
    done = subprocess.run(
        ["node", "-e", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert json.loads(done.stdout) == queries


@pytest.mark.slow
def test_the_lists_of_faction_and_set_ids_come_from_the_index(
    search_page: Page, site_db: Path, site_docs: Path
) -> None:
    import sqlite3

    with sqlite3.connect(site_db) as db:
        factions = [row[0] for row in db.execute("select id from factions order by id")]
    shown = search_page.eval_on_selector_all(
        "[data-sw-search-list=faction_id] code", "codes => codes.map(c => c.textContent)"
    )
    assert shown == factions
    link = search_page.locator("[data-sw-search-list=set_id] a").first.get_attribute("href")
    assert link is not None and link.startswith("?q=set%3A")
    markdown = (site_docs / "search" / "index.md").read_text(encoding="utf-8")
    lists = markdown.split("data-sw-search-lists", 1)[1]
    assert "<tr><td>" not in lists  # the page itself carries no row of them
