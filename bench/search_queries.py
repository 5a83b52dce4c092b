"""Where the right card ranks for 30 searches players make, in `smashwiki query` (the same
syntax and the same cards as the site's search box).

The queries were written down before any change to the search: card names as typed (no
apostrophe, no accent, lower case), misspellings, questions in words, rule words, and factions or
sets by their name. Each names the card that should come first. A rank of 1 is first; "-" means
the card is not found at all (or the search is refused).

    python bench/search_queries.py [build/smashup.db]

Build the database first (`smashwiki build --no-site`).
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


def main(argv: list[str]) -> int:
    """Print the table: query, kind, expected card, its rank, cards found."""
    db = Path(argv[1] if len(argv) > 1 else "build/smashup.db")
    first = 0
    print("| # | query | kind | should be first | rank | found |")
    print("|---|---|---|---|---|---|")
    for number, (query, card_id, kind) in enumerate(QUERIES, start=1):
        place, total = rank(db, query, card_id)
        first += place == 1
        shown = "-" if place is None else str(place)
        print(f"| {number} | `{query}` | {kind} | {card_id} | {shown} | {total} |")
    print(f"\nfirst for {first} of {len(QUERIES)} queries")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
