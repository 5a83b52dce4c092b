"""The built site in headless Chromium (Debian's /usr/bin/chromium driven by Playwright).

The fixture site (tests/fixtures/site) is built once and served over HTTP on 127.0.0.1; the
``browser``, ``base_url`` and ``page`` fixtures come from ``tests/sitekit.py``.
"""

from __future__ import annotations

import re

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
    "rulings/hostile/script-kiddie/1/",
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


def test_card_page_shows_rulings_with_badges(page: Page, base_url: str) -> None:
    page.goto(base_url + "cards/time-travelers/doctor-when/")
    rulings = page.locator(".sw-ruling")
    assert rulings.count() == 4
    badges = [rulings.nth(i).locator(".sw-badge").inner_text().lower() for i in range(4)]
    assert sorted(badges) == ["failing", "verified", "verified", "verified"]
    assert page.locator(".sw-badge--verified").first.is_visible()
    assert page.locator(".sw-example__steps li").first.is_visible()  # examples open here


def test_ruling_lists_lead_to_each_ruling_page(page: Page, base_url: str) -> None:
    page.goto(base_url + "rulings/")
    page.locator("a[href$='by-status/failing/']").first.click()
    items = page.locator(".sw-ruling")
    assert items.count() >= 1
    assert {items.nth(i).get_attribute("data-status") for i in range(items.count())} == {"failing"}
    items.first.locator("a.sw-permalink").click()
    assert re.search(r"/rulings/[a-z0-9-]+/[a-z0-9-]+/\d+/$", page.url)  # its own page
    assert page.locator("h1").inner_text()
    assert page.locator(".sw-badge--failing").first.is_visible()


@pytest.mark.parametrize("url", HOSTILE_PAGES)
def test_hostile_data_runs_no_script(page: Page, base_url: str, url: str) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(base_url + url, wait_until="networkidle")
    page.mouse.move(200, 200)
    for element in page.locator("main *").all()[:60]:
        if element.is_visible():
            element.hover(timeout=15_000, force=True)  # a loaded machine is slow to hover
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
