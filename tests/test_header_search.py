"""The search box in the header of every page, and the weight of the fixture site's pages, in
headless Chromium (Debian's /usr/bin/chromium through Playwright)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, Response

from smashwiki.building.publish import SiteReport
from smashwiki.query import search

pytestmark = pytest.mark.slow

CARD = "cards/time-travelers/doctor-when/"
#: Budgets of issue 10, at the size of the whole game; the fixture site must keep them too.
PAGE_LOAD = 350 * 1024
FIRST_RESULT = 200 * 1024
LARGEST_HTML = 150 * 1024
FOOTER = 2 * 1024


class Transfers:
    """The responses a tab received, and their bytes."""

    def __init__(self, page: Page) -> None:
        self.seen: list[tuple[str, int]] = []
        page.on("response", self._add)

    def _add(self, response: Response) -> None:
        try:
            size = len(response.body())
        except Exception:  # a redirect or aborted request has no body
            size = 0
        self.seen.append((response.url, size))

    def since(self, mark: int) -> list[tuple[str, int]]:
        return self.seen[mark:]

    @staticmethod
    def total(seen: list[tuple[str, int]]) -> int:
        return sum(size for _, size in seen)


def header_search(page: Page, text: str) -> None:
    """Type ``text`` into the header's box and wait for its results."""
    page.fill("[data-sw-find-input]", text)
    page.wait_for_function(
        "text => document.querySelector('[data-sw-find-panel]')"
        ".getAttribute('data-sw-find-for') === text",
        arg=text,
    )


def test_a_card_page_loads_no_search_index(page: Page, base_url: str) -> None:
    seen = Transfers(page)
    page.goto(base_url + CARD, wait_until="networkidle")
    urls = [url for url, _ in seen.seen]
    assert not [u for u in urls if "/search/" in u or "/pagefind/" in u or "cardsearch" in u]
    assert Transfers.total(seen.seen) <= PAGE_LOAD
    assert page.locator("header [data-sw-find-input]").is_visible()


def test_header_search_speaks_the_card_syntax(page: Page, base_url: str, site_db: Path) -> None:
    seen = Transfers(page)
    page.goto(base_url + CARD, wait_until="networkidle")
    mark = len(seen.seen)
    header_search(page, "t:minion power>=4")
    expected = [row["name"] for row in search(site_db, "t:minion power>=4")]
    names = page.eval_on_selector_all(
        "[data-sw-find-panel] .sw-search__name", "as => as.map(a => a.textContent)"
    )
    assert names == expected[: len(names)] and expected
    heading = page.locator("[data-sw-find-panel] .sw-find__heading").first.inner_text()
    assert heading == f"{len(expected)} cards"  # counted from the shards' histograms
    fetched = seen.since(mark)
    index = [(u, s) for u, s in fetched if "/search/" in u]
    assert Transfers.total(index) <= FIRST_RESULT
    assert not [u for u, _ in fetched if "/pagefind/" in u or "/text-" in u]
    assert all("minion" in u or u.endswith("/cards.json") for u, _ in index), index
    page.locator("[data-sw-find-panel] a", has_text=expected[0]).first.click()
    assert page.locator("h1").inner_text().startswith(expected[0])


@pytest.mark.parametrize("words", ["return minion", "-minion power>=3", "doctor"])
def test_header_search_finds_cards_by_their_words_through_the_word_index(
    page: Page, base_url: str, site_db: Path, words: str
) -> None:
    seen = Transfers(page)
    page.goto(base_url + CARD, wait_until="networkidle")
    mark = len(seen.seen)
    header_search(page, words)
    expected = [row["name"] for row in search(site_db, words)]
    names = page.eval_on_selector_all(
        "[data-sw-find-panel] .sw-search__name", "as => as.map(a => a.textContent)"
    )
    heading = page.locator("[data-sw-find-panel] .sw-find__heading").first.inner_text()
    assert expected and names == expected[: len(names)] and names
    assert heading == f"{len(expected)} card" + ("s" if len(expected) != 1 else "")
    fetched = [(u, s) for u, s in seen.since(mark) if "/search/" in u]
    if " " not in words:  # one word: no card's text (the word index); more: the text ranks
        assert not [u for u, _ in fetched if "/text-" in u]
    assert [u for u, _ in fetched if "/postings-" in u]
    assert Transfers.total(fetched) <= FIRST_RESULT


def test_header_search_finds_pages_by_their_words(page: Page, base_url: str) -> None:
    page.goto(base_url + CARD, wait_until="networkidle")
    header_search(page, "Me First")
    page.wait_for_selector("[data-sw-find-panel] .sw-search__page a", timeout=20_000)
    hrefs = page.eval_on_selector_all(
        "[data-sw-find-panel] .sw-search__page a", "as => as.map(a => a.href)"
    )
    assert base_url + "rules/scoring/me-first/" in hrefs, hrefs
    assert not [h for h in hrefs if "/cards/" in h]  # cards come from the card index


def test_header_search_finds_cards_by_words_and_factions_by_name(page: Page, base_url: str) -> None:
    page.goto(base_url + CARD, wait_until="networkidle")
    header_search(page, "time travelers")
    links = page.locator("[data-sw-find-panel] .sw-search__factions a").first
    assert links.inner_text() == "Time Travelers"
    header_search(page, "doctor when")
    page.wait_for_selector("[data-sw-find-panel] .sw-search__name")
    assert "Doctor When" in page.locator("[data-sw-find-panel] .sw-search__name").all_inner_texts()


def test_enter_opens_the_search_page_with_the_search(page: Page, base_url: str) -> None:
    page.goto(base_url + CARD, wait_until="networkidle")
    page.fill("[data-sw-find-input]", "f:time-travelers t:minion")
    page.press("[data-sw-find-input]", "Enter")
    page.wait_for_url(re.compile(r"/search/\?q="))
    page.wait_for_selector("[data-sw-search-results] li")
    assert page.locator("[data-sw-search-count]").inner_text() == "3 cards"
    assert page.locator("[data-sw-search-results] .sw-search__text").count() == 3


def test_an_empty_search_says_why(page: Page, base_url: str) -> None:
    page.goto(base_url + "search/?q=" + quote("t:minoin f:time-traveler"), wait_until="networkidle")
    page.evaluate("SmashwikiSearch.ready.then(() => SmashwikiSearch.shown)")
    notes = page.locator("[data-sw-search-notes]").inner_text()
    assert "did you mean t:minion" in notes.lower()
    assert "f:time-travelers" in notes
    assert page.locator("[data-sw-search-lists]").get_attribute("open") is not None
    page.locator("[data-sw-search-notes] a", has_text="t:minion").click()
    page.evaluate("SmashwikiSearch.shown")
    assert "t%3Aminion" in page.url


def test_results_can_be_sorted(page: Page, base_url: str) -> None:
    page.goto(base_url + "search/?q=" + quote("t:minion"), wait_until="networkidle")
    page.select_option("[data-sw-search-sort]", "power-desc")
    page.evaluate("SmashwikiSearch.shown")
    stats = page.eval_on_selector_all(
        "[data-sw-search-results] .sw-search__stat", "ss => ss.map(s => s.textContent)"
    )
    powers = [int(s.split()[-1]) for s in stats]
    assert powers == sorted(powers, reverse=True) and len(powers) > 2
    assert "sort=power-desc" in page.url
    page.select_option("[data-sw-search-sort]", "name")
    page.evaluate("SmashwikiSearch.shown")
    in_order = page.eval_on_selector_all(
        "[data-sw-search-results] .sw-search__name",
        "as => as.every((a, i) => !i || as[i - 1].textContent.localeCompare(a.textContent) <= 0)",
    )
    assert in_order


def test_every_html_page_keeps_its_budget(built_site: SiteReport) -> None:
    for path in built_site.site.rglob("*.html"):
        assert path.stat().st_size <= LARGEST_HTML, path
    card = (built_site.site / CARD / "index.html").read_text(encoding="utf-8")
    footer = card.split("<footer", 1)[1].split("</footer>", 1)[0]
    assert len(footer.encode()) < FOOTER, len(footer.encode())
