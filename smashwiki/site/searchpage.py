"""The card search page and the index of cards its script searches.

The page (``templates/search.md.j2``) runs the syntax of :mod:`smashwiki.query` in the
browser (``templates/overrides/assets/cardsearch.js``) on ``search/cards.json``, written
here from the database at render time. The index holds only what the syntax tests, one
array per card in the order the CLI lists them, and the syntax's vocabulary (keys, flags,
card types) from :mod:`smashwiki.query`, so the two cannot drift apart on a name.

The index is data, never HTML: the script puts every value on the page as text.
"""

from __future__ import annotations

import json
from contextlib import closing
from pathlib import Path
from typing import Any

from .. import query
from .catalogue import connect, rows
from .contexts import SearchPage
from .pages import card_url

#: Where the page lives, and its index beside it.
SEARCH_URL = "search/"
INDEX_NAME = "cards.json"
#: The columns of each card's array in the index (``flags``: one bit per :data:`FLAG_BITS`;
#: ``type``: the type as printed, to show; ``types``: every type word ``t:`` finds, a list).
COLUMNS = (
    "id",
    "name",
    "type",
    "types",
    "faction_id",
    "set_id",
    "power",
    "breakpoint",
    "count",
    "vp_first",
    "flags",
    "text",
)
#: Columns stored as positions in a list of their values (ids repeat; positions are short).
LOOKUPS = ("type", "faction_id", "set_id")
#: The flags of :data:`smashwiki.query.FLAGS`, in the order of their bits.
FLAG_BITS = tuple(query.FLAGS)


def search_page(database: Path) -> SearchPage:
    """The search page's context (the index itself is written by :func:`write_index`)."""
    with closing(connect(database)) as db:
        cards = db.execute("select count(*) from cards").fetchone()[0]
    return SearchPage(
        title="Search",
        url=SEARCH_URL,
        index=INDEX_NAME,
        cards=cards,
        examples=list(query.EXAMPLES),
    )


def card_index(database: Path) -> dict[str, Any]:
    """The index of every card, with the vocabulary of the syntax, as a JSON-ready dict.

    Cards are arrays of :data:`COLUMNS`; a column of :data:`LOOKUPS` holds the position of
    its value in ``lookups[column]``, a list of ``[id, name to show]``.
    """
    flags = " + ".join(f"(({query.FLAGS[name]}) << {bit})" for bit, name in enumerate(FLAG_BITS))
    computed = {
        "flags": f"({flags}) as flags",
        "type": "cards.printed_type as type",
        "types": "(select json_group_array(ct.type) from card_types ct "
        "where ct.card_id = cards.id) as types",
    }
    columns = ", ".join(computed.get(c, f"cards.{c}") for c in COLUMNS)
    with closing(connect(database)) as db:
        found = rows(
            db,
            f"select {columns} from cards "
            "order by coalesce(cards.faction_id, cards.set_id), cards.name, cards.id",
        )
        names = {
            "faction_id": {r["id"]: r["name"] for r in rows(db, "select id, name from factions")},
            "set_id": {r["id"]: r["name"] for r in rows(db, "select id, name from sets")},
        }
    for row in found:
        row["types"] = json.loads(row["types"])
    lookups: dict[str, dict[str, int]] = {column: {} for column in LOOKUPS}
    cards = [[_cell(lookups, column, row[column]) for column in COLUMNS] for row in found]
    return {
        "columns": list(COLUMNS),
        "numbers": query.NUMBER_KEYS,
        "texts": query.TEXT_KEYS,
        "flags": list(FLAG_BITS),
        "is": query.IS_WORDS,
        "has": query.HAS_WORDS,
        "types": list(query.CARD_TYPES),
        "max_number": query.MAX_NUMBER,
        "root": "../" * SEARCH_URL.count("/"),
        "card_url": card_url("{}"),
        "lookups": {
            column: [[value, names.get(column, {}).get(value, value)] for value in values]
            for column, values in lookups.items()
        },
        "cards": cards,
    }


def _cell(lookups: dict[str, dict[str, int]], column: str, value: Any) -> Any:
    """A card's value as the index holds it: a position in its lookup list for
    :data:`LOOKUPS` (``None`` stays ``None``), else itself."""
    if column not in lookups or value is None:
        return value
    return lookups[column].setdefault(value, len(lookups[column]))


def write_index(database: Path, docs: Path) -> Path:
    """Write the index of cards to ``<docs>/search/cards.json`` (compact JSON, UTF-8)."""
    target = Path(docs) / SEARCH_URL / INDEX_NAME
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(card_index(database), ensure_ascii=False, separators=(",", ":"))
    target.write_text(text, encoding="utf-8")
    return target
