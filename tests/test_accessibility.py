"""WCAG 2.1 AA on every page type of the fixture site, in light and dark mode, checked by
axe-core in headless Chromium.

axe-core comes from npm (``package.json``; ``.ci/run`` runs ``npm ci``); without it these tests
are skipped with the command that installs it. Nothing is fetched at test time.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from skips import require

if TYPE_CHECKING:
    from playwright.sync_api import Page

REPO = Path(__file__).resolve().parents[1]
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
SERIOUS = {"serious", "critical"}

PAGES = [
    pytest.param("", id="home"),
    pytest.param("factions/time-travelers/", id="faction"),
    pytest.param("cards/time-travelers/doctor-when/", id="card"),
    pytest.param("rulings/time-travelers/doctor-when/1/", id="ruling"),
    pytest.param("rulings/", id="rulings"),
    pytest.param("rules/scoring/", id="rule"),
    pytest.param("terms/talent/", id="term"),
    pytest.param("errata/", id="errata"),
    pytest.param("sets/", id="sets"),
    pytest.param("sets/disney-edition/", id="set"),
    pytest.param("sources/", id="sources"),
    pytest.param("sources/aeg-rulebook-wiki/", id="source"),
    pytest.param("search/?q=t%3Aminion", id="search"),
    pytest.param("sql/", id="sql"),
    pytest.param(
        "sql/?q=select%20id%2C%20name%2C%20power%20from%20cards%20limit%205", id="sql-result"
    ),
    pytest.param("sql/?q=selec%201", id="sql-error"),
    pytest.param("downloads/", id="downloads"),
    pytest.param("404.html", id="not-found"),
]

pytestmark = pytest.mark.slow


def violations(page: Page) -> list[dict[str, Any]]:
    """axe-core's serious and critical WCAG 2.1 AA violations on the open page."""
    page.add_script_tag(path=str(AXE))
    result: dict[str, Any] = page.evaluate(
        "tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})", WCAG_AA
    )
    return [v for v in result["violations"] if v["impact"] in SERIOUS]


def summary(found: list[dict[str, Any]]) -> list[str]:
    """One line per violation: rule, impact, how many nodes, the first node."""
    return [
        f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes): {v['nodes'][0]['target']} "
        f"{v['nodes'][0]['failureSummary'][:200]}"
        for v in found
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("url", PAGES)
def test_no_serious_wcag_violations(page: Page, base_url: str, url: str, scheme: str) -> None:
    require(AXE.is_file(), "axe-core is not installed (run `npm ci` in the repository)")
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.goto(base_url + url)
    page.wait_for_load_state("load")
    if url.startswith("sql/?q="):  # the query runs in the browser: its result, or its error
        page.wait_for_selector("[data-sw-sql-table], [data-sw-sql-error]:not([hidden])")
    expected = "slate" if scheme == "dark" else "default"
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
    assert summary(violations(page)) == []
