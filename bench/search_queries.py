"""Where the right card ranks for 30 searches players make, in `smashwiki query` and, given
the built site, in the site's search box (the same rules: smashwiki/matching.py).

The queries were written down before any change to the search: card names as typed (no
apostrophe, no accent, lower case), misspellings, questions in words, rule words, and factions or
sets by their name. Each names the card that should come first. A rank of 1 is first; "-" means
the card is not found at all (or the search is refused).

    python bench/search_queries.py [build/smashup.db] [--site build/site]

Build the database first (`smashwiki build --no-site`; `smashwiki build` for the site too).
With `--site`, the site is served on 127.0.0.1 and searched in headless Chromium
(/usr/bin/chromium, through Playwright) as the header box searches it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from smashwiki.errors import SmashwikiError
from smashwiki.query import search

#: (query, the card that should rank first, what kind of query it is)
QUERIES = (
    ("doctor when", "time-travelers/doctor-when", "name"),
    ("dartagnan", "musketeers/dartagnan", "name, no apostrophe"),
    ("D'Artagnan", "musketeers/dartagnan", "name"),
    ("d artagnan", "musketeers/dartagnan", "name, spaced"),
    ("jumper", "time-travelers/jumper", "name"),
    ("time box", "time-travelers/time-box", "name"),
    ("nexus", "time-travelers/the-nexus", "name, no article"),
    ("jack skellington", "nightmare-before-christmas/jack-skellington", "name"),
    ("sultans palace", "disney-edition/sultans-palace", "name, no apostrophe"),
    ("im gonna wreck it", "disney-edition/im-gonna-wreck-it", "name, no punctuation"),
    ("bastion saint gervais", "musketeers/bastion-saint-gervais", "name, no hyphen"),
    ("1.21 gigawatts", "time-travelers/1-21-gigawatts", "name"),
    ("121 gigawatts", "time-travelers/1-21-gigawatts", "name, no dot"),
    ("doctr when", "time-travelers/doctor-when", "typo"),
    ("dartagan", "musketeers/dartagnan", "typo"),
    ("jak skellington", "nightmare-before-christmas/jack-skellington", "typo"),
    ("porthus", "musketeers/porthos", "typo"),
    ("stasis feild", "time-travelers/stasis-field", "typo"),
    ("repeater perfect", "time-travelers/repeater-perfect", "name"),
    ("extra minion", "time-travelers/doctor-when", "rule words (phrase first)"),
    ("can doctor when play an extra minion", "time-travelers/doctor-when", "question"),
    ("what does time box do", "time-travelers/time-box", "question"),
    ("power counter", "nightmare-before-christmas/jack-skellington", "rule words"),
    ("return to hand", "time-travelers/do-over", "rule words"),
    ("shuffle discard into deck", "time-travelers/1-21-gigawatts", "rule words"),
    ("Time Travelers", "time-travelers/1-21-gigawatts", "faction by name (first of its cards)"),
    ("musketeers", "musketeers/all-for-one", "faction by name (first of its cards)"),
    ("nightmare before christmas", "nightmare-before-christmas/jack-skellington", "faction"),
    ("golden lily", "musketeers/the-golden-lily", "name, no article"),
    ("f:musketeers power>=4", "musketeers/athos", "syntax"),
)


def rank(db: Path, query: str, card_id: str) -> tuple[int | None, int]:
    """The 1-based rank of ``card_id`` among the cards ``query`` finds, and how many it finds."""
    try:
        found = [row["id"] for row in search(db, query)]
    except SmashwikiError:
        return None, 0
    return (found.index(card_id) + 1 if card_id in found else None), len(found)


BROWSER_FIND = """text => SmashwikiSearch.ready.then(index =>
  SmashwikiSearch.find(index, text, false, 8).then(
    cards => cards.map(card => card.row[index.columns.indexOf("id")]),
    problem => null))"""


def browser_ranks(site: Path) -> dict[str, tuple[int | None, int]]:
    """The rank of each query's card, and how many cards it finds, in the site's search."""
    from playwright.sync_api import sync_playwright

    from smashwiki.building.serve import static

    ranks: dict[str, tuple[int | None, int]] = {}
    with static(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        page = browser.new_page()
        page.goto(url + "search/", wait_until="networkidle")
        for query, card_id, _ in QUERIES:
            found = page.evaluate(BROWSER_FIND, query) or []
            ranks[query] = (found.index(card_id) + 1 if card_id in found else None), len(found)
        browser.close()
    return ranks


def main(argv: list[str]) -> int:
    """Print the table: query, kind, expected card, its rank (CLI, browser), cards found."""
    args = [a for a in argv[1:] if a != "--site"]
    site = Path(argv[argv.index("--site") + 1]) if "--site" in argv else None
    if site is not None:
        args.remove(str(site))
    db = Path(args[0] if args else "build/smashup.db")
    browser = browser_ranks(site) if site is not None else {}
    first = {"cli": 0, "browser": 0}
    print("| # | query | kind | should be first | CLI rank | browser rank | found |")
    print("|---|---|---|---|---|---|---|")
    for number, (query, card_id, kind) in enumerate(QUERIES, start=1):
        place, total = rank(db, query, card_id)
        first["cli"] += place == 1
        in_browser = browser.get(query, (None, 0))[0]
        first["browser"] += in_browser == 1
        shown = "-" if place is None else str(place)
        seen = "n/a" if site is None else ("-" if in_browser is None else str(in_browser))
        print(f"| {number} | `{query}` | {kind} | {card_id} | {shown} | {seen} | {total} |")
    print(f"\nfirst for {first['cli']} of {len(QUERIES)} queries in the CLI", end="")
    print(f", {first['browser']} in the browser" if site is not None else "")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
