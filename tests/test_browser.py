"""The built site in headless Chromium (Debian's /usr/bin/chromium driven by Playwright).

The fixture site (tests/fixtures/site) is built once and served over HTTP on 127.0.0.1; the
``browser``, ``base_url`` and ``page`` fixtures come from ``tests/sitekit.py``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.slow

HOSTILE_PAGES = [
    "cards/hostile/script-kiddie/",
    "cards/hostile/onerror/",
    "cards/hostile/hostile-base/",
    "factions/hostile/",
    "terms/hostile-term/",
    "rulings/",
    "sources/",
    "sets/",
    "",
]


def problems_while_loading(page: Page, url: str) -> list[str]:
    """Console errors, uncaught exceptions and failed requests while ``url`` loads."""
    found: list[str] = []
    page.on("console", lambda m: found.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: found.append(f"exception: {e}"))
    page.on("requestfailed", lambda r: found.append(f"failed: {r.url}"))
    page.goto(url, wait_until="networkidle")
    return found


def test_home_loads_without_console_errors(page: Page, base_url: str) -> None:
    assert problems_while_loading(page, base_url) == []
    assert page.locator("h1").first.inner_text().startswith("Smash Up card database")
    assert "Alderac" in page.locator(".sw-attribution").inner_text()


@pytest.mark.parametrize(
    "url", ["cards/time-travelers/doctor-when/", "rulings/", "factions/time-travelers/", "sql/"]
)
def test_pages_load_without_console_errors(page: Page, base_url: str, url: str) -> None:
    assert problems_while_loading(page, base_url + url) == []


def test_search_parameter_lists_doctor_when(page: Page, base_url: str) -> None:
    page.goto(base_url + "?q=Doctor%20When")
    page.wait_for_selector(".md-search-result__item", timeout=20_000)
    links = page.locator(".md-search-result__item > a.md-search-result__link")
    hrefs = [links.nth(i).get_attribute("href") or "" for i in range(links.count())]
    assert any("/cards/time-travelers/doctor-when/" in href for href in hrefs), hrefs
    assert "Doctor When" in links.first.inner_text()


def test_typing_in_search_lists_doctor_when(page: Page, base_url: str) -> None:
    page.goto(base_url)
    page.keyboard.press("s")  # the theme's shortcut to focus the search
    page.keyboard.type("Doctor When")
    page.wait_for_selector(".md-search-result__item", timeout=20_000)
    first = page.locator(".md-search-result__item > a.md-search-result__link").first
    assert "/cards/time-travelers/doctor-when/" in (first.get_attribute("href") or "")


def test_card_page_shows_rulings_with_badges(page: Page, base_url: str) -> None:
    page.goto(base_url + "cards/time-travelers/doctor-when/")
    rulings = page.locator(".sw-ruling")
    assert rulings.count() == 3
    badges = [rulings.nth(i).locator(".sw-badge").inner_text().lower() for i in range(3)]
    assert badges == ["verified", "failing", "verified"]
    assert page.locator(".sw-badge--verified").first.is_visible()
    assert page.locator(".sw-example__steps li").first.is_visible()  # examples open here


def test_rulings_filter_by_status_and_kind(page: Page, base_url: str) -> None:
    page.goto(base_url + "rulings/")
    total = page.locator(".sw-ruling").count()
    page.select_option("select[data-sw-filter-by='status']", "failing")
    visible = page.locator(".sw-ruling:visible")
    assert 0 < visible.count() < total
    assert {visible.nth(i).get_attribute("data-status") for i in range(visible.count())} == {
        "failing"
    }
    assert "status=failing" in page.url
    page.select_option("select[data-sw-filter-by='kind']", "faq")
    assert page.locator(".sw-ruling:visible").count() == 1
    assert page.locator("[data-sw-filter-count]").inner_text() == "1 ruling"


def test_rulings_filter_reads_the_address(page: Page, base_url: str) -> None:
    page.goto(base_url + "rulings/?status=verified")
    visible = page.locator(".sw-ruling:visible")
    assert visible.count() == 2
    assert page.locator("select[data-sw-filter-by='status']").input_value() == "verified"


@pytest.mark.parametrize("url", HOSTILE_PAGES)
def test_hostile_data_runs_no_script(page: Page, base_url: str, url: str) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(base_url + url, wait_until="networkidle")
    page.mouse.move(200, 200)
    for element in page.locator("main *").all()[:60]:
        if element.is_visible():
            element.hover(timeout=1000, force=True)
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == []
    handlers = page.evaluate(
        "document.querySelectorAll('[onerror],[onload],[onmouseover],[onclick]').length"
    )
    assert handlers == 0
    for href in page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)"):
        assert not href.lower().startswith("javascript:") or href == "javascript:void(0)"


def test_hostile_card_text_shows_as_text(page: Page, base_url: str) -> None:
    page.goto(base_url + "cards/hostile/script-kiddie/")
    assert page.locator("h1").inner_text().startswith('<script>window.__pwned = "card name"')
    text = page.locator(".sw-text").inner_text()
    assert "<img src=x onerror=" in text
    assert "[click me](javascript:" in text


def test_searching_hostile_names_runs_no_script(page: Page, base_url: str) -> None:
    page.goto(base_url + "?q=Script%20Kiddie")
    page.wait_for_selector(".md-search-result__item", timeout=20_000)
    page.wait_for_timeout(300)
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.evaluate("document.querySelectorAll('.md-search-result [onerror]').length") == 0
