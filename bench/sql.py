"""The SQL page and the downloads, measured: for the repository's data and for the generated
whole-game corpus (``smashwiki/corpus.py``), the bytes a browser fetches before the SQL
page's first result and the time to it (cold: nothing cached; warm: the database kept by the
browser), the other pages' weights (and that none of them fetches SQLite or the database),
and the size of every download (as served, and gzipped as GitHub Pages sends it).

    python bench/sql.py                 # the repository's data, then the corpus at scale 1
    python bench/sql.py --scale 10      # the corpus ten times the whole game too

Needs Chromium at /usr/bin/chromium and SQLite's WebAssembly build (``npm ci``).
"""

from __future__ import annotations

import argparse
import gzip
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from projects import ROOT, site_project

from smashwiki import downloads
from smashwiki.building import pipeline
from smashwiki.building.serve import static

CHROMIUM = "/usr/bin/chromium"
QUERY = "select name, power from cards where power >= 5"
#: What only the SQL page may fetch.
SQL_FILES = ("sql/sqlite3.js", "sql/sqlite3.wasm", "assets/sqlworker.js", "smashup.db")


def kib(size: float) -> str:
    return f"{size / 1024:9.1f} KiB"


def gzipped(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6, mtime=0))


def tab(browser: Any, context: Any = None) -> tuple[Any, dict[str, int]]:
    """A tab (in a fresh context unless one is given) and the bytes of each response."""
    page = (context or browser.new_context()).new_page()
    seen: dict[str, int] = {}

    def record(response: Any) -> None:
        try:
            seen[response.url] = len(response.body())
        except Exception:  # a response without a body
            seen.setdefault(response.url, 0)

    page.on("response", record)
    return page, seen


def first_result(page: Any, base: str) -> float:
    """Open the SQL page with :data:`QUERY` in its address; seconds until its rows show."""
    start = time.perf_counter()
    page.goto(f"{base}sql/?q={quote(QUERY)}")
    page.wait_for_function(
        "/^[0-9,]+ rows? in/.test(document.querySelector('[data-sw-sql-status]').textContent)",
        timeout=120_000,
    )
    took = time.perf_counter() - start
    page.wait_for_timeout(300)  # the responses' events arrive after the rows show
    return took


def browser_figures(site: Path, card: str) -> None:
    from playwright.sync_api import sync_playwright

    with static(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page, seen = tab(browser)
        took = first_result(page, base)
        rows = page.locator("[data-sw-sql-table] tbody tr").count()
        print(
            f"  SQL page, cold: first result ({rows} rows) in {took:5.2f} s, "
            f"{kib(sum(seen.values()))} fetched in {len(seen)} files, of which:"
        )
        for url, size in sorted(seen.items(), key=lambda item: -item[1])[:5]:
            print(f"    {kib(size)}  {url.removeprefix(base).split('?')[0]}")
        warm, again = tab(browser, page.context)
        took = first_result(warm, base)
        sql_bytes = sum(size for url, size in again.items() if url.removeprefix(base) in SQL_FILES)
        print(
            f"  SQL page, warm (same browser): first result in {took:5.2f} s, "
            f"{kib(sum(again.values()))} over the network or HTTP cache"
        )
        del sql_bytes
        page.context.close()
        for label, url in (
            ("home page", ""),
            ("card page", f"cards/{card}/"),
            ("faction page", f"factions/{card.split('/')[0]}/"),
            ("SQL page, before a query", "sql/"),
        ):
            other, fetched = tab(browser)
            other.goto(base + url, wait_until="networkidle")
            sql = [u for u in fetched if u.removeprefix(base).split("?")[0] in SQL_FILES]
            print(
                f"  {label:<26} {kib(sum(fetched.values()))} in {len(fetched)} files; "
                f"SQLite or database fetched: {'yes: ' + ', '.join(sql) if sql else 'no'}"
            )
            other.context.close()
        browser.close()


def download_figures(site: Path) -> None:
    folder = site / "downloads"
    listed = downloads.read_manifest(folder)["files"]
    print(
        f"  downloads (version {listed and downloads.read_manifest(folder)['version']['commit']}):"
    )
    for item in listed:
        path = site / item["name"] if (site / item["name"]).is_file() else folder / item["name"]
        print(f"    {item['name']:<28} {kib(item['size'])}  gzipped {kib(gzipped(path))}")
    engine = [site / "sql" / "sqlite3.js", site / "sql" / "sqlite3.wasm"]
    print(
        "  SQLite's WebAssembly build: "
        + ", ".join(
            f"{p.name} {kib(p.stat().st_size).strip()} (gzipped {kib(gzipped(p)).strip()})"
            for p in engine
        )
    )


def measure(label: str, project: Path, scratch: Path) -> None:
    print(label)
    start = time.perf_counter()
    report = pipeline.build(project, scratch / "out")
    assert report.site is not None
    print(f"  build {time.perf_counter() - start:.1f} s, {len(report.dataset.cards)} cards")
    site = report.site.site
    if not (site / "sql" / "sqlite3.wasm").is_file():
        sys.exit("SQLite's WebAssembly build is not in node_modules: run `npm ci` first")
    download_figures(site)
    card = next(card.id for card in report.dataset.cards if card.faction_id)
    if Path(CHROMIUM).exists():
        browser_figures(site, card)
    else:
        print(f"  (no Chromium at {CHROMIUM}: nothing measured in the browser)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=int, action="append", help="corpus scales (default 1)")
    scales = parser.parse_args().scale or [1]
    with tempfile.TemporaryDirectory() as tmp:
        measure("the repository's data", ROOT, Path(tmp))
    for scale in scales:
        with tempfile.TemporaryDirectory() as tmp:
            project = site_project(Path(tmp), scale=scale)
            measure(f"generated corpus, scale {scale}", project, Path(tmp))


if __name__ == "__main__":
    main()
