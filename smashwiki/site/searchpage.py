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
from collections import Counter
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

from .. import matching, query
from .catalogue import connect, rows
from .contexts import SearchPage
from .pages import card_url
from .writing import write_if_changed

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
#: Cards in one shard at the most: the cards of one set of types are split, in the CLI's order,
#: into runs this long (a shard records the first and last faction or set of its run, so
#: ``f:x`` loads only the shards that can hold x's cards).
SHARD_CARDS = 300
#: The flags of :data:`smashwiki.query.FLAGS`, in the order of their bits.
FLAG_BITS = tuple(query.FLAGS)


def search_page(database: Path) -> SearchPage:
    """The search page's context (the index itself is written by :func:`write_index`)."""
    with closing(connect(database)) as db:
        cards = db.execute("select count(*) from cards").fetchone()[0]
        factions = [
            (r["id"], r["name"]) for r in rows(db, "select id, name from factions order by id")
        ]
        sets = [(r["id"], r["name"]) for r in rows(db, "select id, name from sets order by id")]
    return SearchPage(
        title="Search",
        url=SEARCH_URL,
        index=INDEX_NAME,
        cards=cards,
        examples=list(query.EXAMPLES),
        factions=factions,
        sets=sets,
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
    for column in ("faction_id", "set_id"):  # every faction and set, with cards or not
        for value in sorted(names[column]):
            lookups[column].setdefault(value, len(lookups[column]))
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
        "matching": matching.SPEC,
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


def chunked(index: dict[str, Any]) -> dict[str, Any]:
    """The index split into files a search loads only when it needs them.

    Returns ``{file name: JSON-ready value}``: :data:`INDEX_NAME` (the manifest: the
    vocabulary, the lookups and a list of shards) and, for each set of card types (``minion``;
    ``character`` + ``minion``; ...), the stats of its cards (``cards-<types>.json``: every
    column but ``text``, plus the card's position in the CLI's order) and their text
    (``text-<types>.json``, in the same order). A shard records its types and which number
    columns any of its cards has, so ``t:minion`` reads only shards of minions and
    ``power>=4`` skips bases, and how many of its cards have each value of them
    (``histograms``). The cards of one set of types are split into shards of at most
    :data:`SHARD_CARDS`, each recording the first and last faction (or set) of its cards
    (``groups``) and whether any has no faction (``loose``). The manifest's ``shard_of`` says
    which shard holds each card, and ``words`` describes the index of the cards' words
    (:func:`word_index`), whose files come with the rest.
    """
    columns = [c for c in index["columns"] if c != "text"] + ["order"]
    at = {name: i for i, name in enumerate(index["columns"])}
    numbers = sorted(set(index["numbers"].values()))
    lookups = {column: [pair[0] for pair in index["lookups"][column]] for column in LOOKUPS}
    groups: dict[tuple[str, ...], list[tuple[int, list[Any]]]] = {}
    for order, card in enumerate(index["cards"]):
        groups.setdefault(tuple(sorted(card[at["types"]])), []).append((order, card))
    files: dict[str, Any] = {}
    shards: list[dict[str, Any]] = []
    shard_of = [0] * len(index["cards"])
    for types, part, members in _runs(groups):
        name = f"{_slug('+'.join(types))}-{part}"
        stats = [[c[at[k]] for k in columns[:-1]] + [order] for order, c in members]
        files[f"cards-{name}.json"] = stats
        files[f"text-{name}.json"] = [c[at["text"]] for _, c in members]
        owners = [_owner(lookups, at, c) for _, c in members]
        for order, _ in members:
            shard_of[order] = len(shards)
        shards.append(
            {
                "types": list(types),
                "cards": f"cards-{name}.json",
                "text": f"text-{name}.json",
                "count": len(members),
                "numbers": [n for n in numbers if any(c[at[n]] is not None for _, c in members)],
                "histograms": _histograms(numbers, at, members),
                "groups": [owners[0][0], owners[-1][0]],
                "loose": any(not has_faction for _, has_faction in owners),
            }
        )
    manifest = {k: v for k, v in index.items() if k != "cards"}
    words, word_files = word_index(index)
    files.update(word_files)
    files[INDEX_NAME] = {
        **manifest,
        "columns": columns,
        "shards": shards,
        "shard_of": "".join(chr(SHARD_CODE + n) for n in shard_of),
        "words": words,
    }
    return files


def _histograms(
    numbers: list[str], at: dict[str, int], members: list[tuple[int, list[Any]]]
) -> dict[str, list[list[Any]]]:
    """For each number column some card of a shard has: ``[value, cards]`` pairs, by value
    (the header box counts ``t:minion power>=4`` from them, loading only the first cards)."""
    found = {}
    for number in numbers:
        values = Counter(c[at[number]] for _, c in members if c[at[number]] is not None)
        if values:
            found[number] = [[value, count] for value, count in sorted(values.items())]
    return found


def _runs(
    groups: dict[tuple[str, ...], list[tuple[int, list[Any]]]],
) -> Iterator[tuple[tuple[str, ...], int, list[tuple[int, list[Any]]]]]:
    """The shards, in order: their types, their number among that type's (from 1), and
    their cards as ``(order, card)``."""
    for types, everyone in sorted(groups.items()):
        for part in range(0, len(everyone), SHARD_CARDS):
            yield types, part // SHARD_CARDS + 1, everyone[part : part + SHARD_CARDS]


#: ``shard_of`` in the manifest: one character per card, in the CLI's order, the character
#: ``chr(SHARD_CODE + n)`` for the manifest's shard ``n`` holding the card.
SHARD_CODE = 0x30
#: Words shorter than this (in characters) are looked for in the cards' text, not the index.
SHORTEST_WORD = matching.SHORTEST_WORD
#: The file listing every token of the word index (a word no card holds is corrected from it).
VOCABULARY = "words.json"
#: About how many entries one file of the word index holds (a word's trigram, a card number).
GRAMS_A_FILE = 1000
POSTINGS_A_FILE = 5000


def bucket(key: str, buckets: int) -> int:
    """Which of ``buckets`` files holds ``key``: FNV-1a over its code points (the search's
    script computes the same)."""
    digest = 0x811C9DC5
    for char in key:
        digest = ((digest ^ ord(char)) * 0x01000193) & 0xFFFFFFFF
    return digest % buckets


def word_index(index: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The index of the cards' words, for a word search to fetch only what it needs instead
    of every card's text: ``(what the manifest says of it, {file name: JSON-ready value})``.

    A word (or a quoted phrase) finds the cards whose haystack (folded name, text, faction
    and set names: :mod:`smashwiki.matching`) holds it; one without spaces lies inside one
    of their space-separated *tokens*. ``postings-<n>.json`` maps each token to the cards
    holding it (their positions in the CLI's order, each given as the difference to the one
    before); ``grams-<n>.json`` maps each three-character piece of a token to the tokens
    holding it. A search for a word of at least :data:`SHORTEST_WORD` characters fetches
    the file of its first three characters, keeps the tokens holding the whole word, and
    fetches their postings: exactly the cards the word finds. A word no token holds is
    corrected from :data:`VOCABULARY`, the list of every token. Which file holds a key is
    :func:`bucket` of it.
    """
    at = {name: i for i, name in enumerate(index["columns"])}
    postings: dict[str, list[int]] = {}
    for order, card in enumerate(index["cards"]):
        for token in sorted(matching.tokens(card_haystack(index, at, card))):
            postings.setdefault(token, []).append(order)
    grams: dict[str, list[str]] = {}
    for token in sorted(postings):
        for gram in dict.fromkeys(token[i : i + SHORTEST_WORD] for i in range(len(token) - 2)):
            grams.setdefault(gram, []).append(token)
    gram_files = max(1, sum(map(len, grams.values())) // GRAMS_A_FILE)
    posting_files = max(1, sum(map(len, postings.values())) // POSTINGS_A_FILE)
    files: dict[str, Any] = {}
    for gram, tokens in sorted(grams.items()):
        files.setdefault(f"grams-{bucket(gram, gram_files)}.json", {})[gram] = tokens
    for token, orders in sorted(postings.items()):
        gaps = [order - before for order, before in zip(orders, [0, *orders], strict=False)]
        files.setdefault(f"postings-{bucket(token, posting_files)}.json", {})[token] = gaps
    files[VOCABULARY] = sorted(postings)
    about = {
        "grams": gram_files,
        "postings": posting_files,
        "shortest": SHORTEST_WORD,
        "vocabulary": VOCABULARY,
    }
    return about, files


def card_haystack(index: dict[str, Any], at: dict[str, int], card: list[Any]) -> str:
    """A card of the index's haystack (:func:`smashwiki.matching.haystack`)."""
    owners = [
        index["lookups"][column][card[at[column]]][1] if card[at[column]] is not None else None
        for column in ("faction_id", "set_id")
    ]
    return matching.haystack(card[at["name"]], card[at["text"]], owners[0], owners[1])


def _owner(lookups: dict[str, list[str]], at: dict[str, int], card: list[Any]) -> tuple[str, bool]:
    """The id the CLI orders a card by (its faction, else its set), and whether it has a
    faction."""
    faction, card_set = card[at["faction_id"]], card[at["set_id"]]
    if faction is not None:
        return lookups["faction_id"][faction], True
    return (lookups["set_id"][card_set] if card_set is not None else ""), False


def _slug(value: str) -> str:
    return "".join(c if c.isalnum() or c == "+" else "-" for c in value.lower()) or "none"


def write_index(database: Path, docs: Path) -> list[tuple[Path, bool]]:
    """Write the chunked index of cards (:func:`chunked`) to ``<docs>/search/`` (compact
    JSON, UTF-8, each file only if it changed): each file, and whether it was written.
    The manifest, :data:`INDEX_NAME`, comes last."""
    folder = Path(docs) / SEARCH_URL
    folder.mkdir(parents=True, exist_ok=True)
    files = chunked(card_index(database))
    manifest = files.pop(INDEX_NAME)
    written = []
    for name, value in [*files.items(), (INDEX_NAME, manifest)]:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        written.append((folder / name, write_if_changed(folder / name, text)))
    return written
