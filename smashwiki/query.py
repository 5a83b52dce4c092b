"""The card search syntax, compiled to SQL over the ``cards`` table.

One syntax for the CLI (``smashwiki query``) and the site's search page:

=====================  ====================================================
``doctor``             the word in the card's name or text
``"extra minion"``     the phrase in the card's name or text
``t:minion``           type (``type:``), as printed or as the rules treat it:
                       minion, action, base, titan, character (a character is
                       also a minion; a fusion card has both its types)
``f:musketeers``       faction id (``faction:``); ``f:none`` for no faction
``set:disney-edition`` set id
``power>=4``           power (``p``), also ``bp`` (breakpoint), ``count``,
                       ``vp`` (winner's VPs); operators ``: = != < <= > >=``
``is:errata``          errata'd; also ``is:corrected``, ``is:implemented``,
                       ``is:<type>``
``has:ruling``         has a ruling; also ``has:text``, ``has:errata``
``-t:base``            any term negated with a leading ``-``
=====================  ====================================================

Terms are combined with AND. Matching is case-insensitive (Unicode lower case on both
sides). A negated term is the complement of the term: ``-f:musketeers`` includes cards of no
faction and ``-power>=4`` includes actions. A card without a number (an action's power) matches
no comparison of it, ``!=`` included; ``f!=x`` is ``-f:x`` and ``is!=errata`` is ``-is:errata``
(``is:`` and ``has:`` take no other operator). Numbers are whole numbers in ASCII digits (a sign
allowed) no larger than 2**53 - 1, the largest a browser counts exactly. Keys are lower case:
``T:minion`` is a word. A search has at most 500 characters and 30 terms
(:mod:`smashwiki.limits`).

:func:`compile_query`'s SQL uses nothing but SQLite's own functions and the database's columns (a
card's words are read, already folded, from ``cards.search_text``), so it runs as it is in the
``sqlite3`` shell, Datasette or the site's SQL page.

The site's search page (``templates/overrides/assets/cardsearch.js``) runs the same syntax on
an index of the cards written at render time; its vocabulary (keys, flags, types) comes from the
tables here, through that index.

>>> compile_query('f:time-travelers power>=4')[0]
'(cards.faction_id is ?) and (cards.power is not null and cards.power >= ?)'
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import matching
from .errors import SmashwikiError
from .limits import MAX_QUERY_CHARS, MAX_QUERY_TERMS


class QueryError(SmashwikiError):
    """The search text does not follow the syntax."""


@dataclass(frozen=True)
class Term:
    """One term of a search: ``key``/``op``/``value``, or a bare ``value`` to find in text."""

    value: str
    key: str | None = None
    op: str | None = None
    negated: bool = False


_TOKEN = re.compile(
    r"""\s*(?P<neg>-)?(?:
        (?P<key>[a-z_]+)(?P<op>>=|<=|!=|:|=|<|>)(?:"(?P<qvalue>[^"]*)"|(?P<value>[^\s"]+))
      | "(?P<phrase>[^"]*)"
      | (?P<word>[^\s"]+)
    )""",
    re.VERBOSE,
)

NUMBER_KEYS = {
    "power": "power",
    "p": "power",
    "bp": "breakpoint",
    "breakpoint": "breakpoint",
    "count": "count",
    "vp": "vp_first",
}
TEXT_KEYS = {
    "t": "types",
    "type": "types",
    "f": "faction_id",
    "faction": "faction_id",
    "set": "set_id",
}
CARD_TYPES = ("minion", "action", "base", "titan", "character")
#: A card has a type if ``card_types`` lists it (printed, or the rules type it is treated as).
TYPE_CLAUSE = "exists (select 1 from card_types ct where ct.card_id = cards.id and ct.type = ?)"
SQL_OPS = {":": "=", "=": "=", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}
#: The largest number a term may hold (a browser's doubles count whole numbers exactly up to it).
MAX_NUMBER = 2**53 - 1
_NUMBER = re.compile(r"[+-]?[0-9]+")

#: What ``is:`` and ``has:`` test: a condition over ``cards`` (true or false, never NULL).
FLAGS = {
    "errata": "exists (select 1 from errata where errata.card_id = cards.id)",
    "corrected": "exists (select 1 from card_corrections k where k.card_id = cards.id)",
    "implemented": "coalesce(cards.implemented, 0) = 1",
    "ruling": "exists (select 1 from ruling_cards rc where rc.card_id = cards.id)",
    "text": "cards.text is not null",
}
#: The words ``is:`` and ``has:`` take (besides ``is:<type>``), and the flag each tests.
IS_WORDS = {"errata": "errata", "corrected": "corrected", "implemented": "implemented"}
HAS_WORDS = {"ruling": "ruling", "rulings": "ruling", "text": "text", "errata": "errata"}
#: Examples of the syntax, as shown on the site's search page (each with what it finds).
EXAMPLES = (
    ("doctor", "the word in a card's name or text"),
    ('"extra minion"', "the phrase in a card's name or text"),
    ("t:minion", "type (type:): minion, action, base, titan, character"),
    ("f:time-travelers", "faction id (faction:)"),
    ("f:none", "cards of no faction"),
    ("set:disney-edition", "set id"),
    ("power>=4", "power (p:); operators : = != < <= > >="),
    ("bp<20", "breakpoint (breakpoint:)"),
    ("vp>=4", "the winner's VPs of a base"),
    ("count:1", "copies in the deck"),
    ("is:errata", "errata'd; also is:corrected, is:implemented, is:minion, ..."),
    ("has:ruling", "has a ruling; also has:text, has:errata"),
    ("-t:base", "any term negated with a leading -"),
)


def parse_query(text: str) -> list[Term]:
    """Split search text into terms (raises :class:`QueryError` on a dangling quote, or a
    search longer than :data:`~smashwiki.limits.MAX_QUERY_CHARS` characters or
    :data:`~smashwiki.limits.MAX_QUERY_TERMS` terms)."""
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(f"a search has at most {MAX_QUERY_CHARS} characters, this one {len(text)}")
    if text.count('"') % 2:
        raise QueryError(f"unbalanced quote in {text!r}")
    terms = []
    for match in _TOKEN.finditer(text):
        negated = bool(match["neg"])
        if match["key"]:
            value = match["qvalue"] if match["qvalue"] is not None else match["value"]
            terms.append(Term(value, match["key"], match["op"], negated))
        else:
            value = match["phrase"] if match["phrase"] is not None else match["word"]
            if value.strip():
                terms.append(Term(value, None, None, negated))
    if len(terms) > MAX_QUERY_TERMS:
        raise QueryError(f"a search has at most {MAX_QUERY_TERMS} terms, this one {len(terms)}")
    return terms


def compile_query(text: str, vocabulary: set[str] | None = None) -> tuple[str, list[Any]]:
    """SQL for a ``where`` clause over ``cards``, and its parameters.

    Every clause is true or false, never NULL, so ``not`` gives its complement. Words match
    as :mod:`smashwiki.matching` says; with the ``vocabulary`` of the cards' words
    (:func:`vocabulary_of`), typos are corrected and words no card holds left out.
    """
    terms = parse_query(text)
    return _compile(terms, word_terms(terms, vocabulary))


def word_terms(terms: list[Term], vocabulary: set[str] | None) -> dict[int, matching.Word]:
    """The word terms of a search (by position) as they match (:func:`matching.resolve`)."""
    at = [i for i, term in enumerate(terms) if term.key is None]
    folded = [(matching.fold(terms[i].value), terms[i].negated) for i in at]
    return dict(zip(at, matching.resolve(folded, vocabulary), strict=True))


def _compile(terms: list[Term], words: dict[int, matching.Word]) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    for i, term in enumerate(terms):
        if i in words and (words[i].dropped or not words[i].value):
            continue
        clause, values = _word_term(words[i]) if i in words else _compile_term(term)
        clauses.append(f"not ({clause})" if term.negated else f"({clause})")
        params.extend(values)
    return (" and ".join(clauses) or "1"), params


#: A card's haystack (:func:`smashwiki.matching.haystack`), as the build stores it.
HAYSTACK = "cards.search_text"


def _like(value: str) -> str:
    """``value`` as literal text inside a ``like`` pattern (escaped with a backslash)."""
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _word_term(word: matching.Word) -> tuple[str, list[Any]]:
    if not word.forms:
        return f"{HAYSTACK} like ? escape '\\'", [f"%{_like(word.value)}%"]
    spaced = f"(' ' || {HAYSTACK} || ' ')"
    clause = " or ".join(f"{spaced} like ? escape '\\'" for _ in word.forms)
    return clause, [f"% {_like(form)} %" for form in word.forms]


def _compile_term(term: Term) -> tuple[str, list[Any]]:
    if term.key in NUMBER_KEYS:
        return _number_term(term)
    if term.key in TEXT_KEYS:
        return _text_term(term)
    if term.key in ("is", "has"):
        return _flag_term(term)
    raise QueryError(f"unknown search key {term.key!r} in {term.key}{term.op}{term.value}")


def parse_number(term: Term) -> int:
    """The whole number of a ``key<op>number`` term (:class:`QueryError` unless it is one)."""
    if not _NUMBER.fullmatch(term.value) or abs(int(term.value)) > MAX_NUMBER:
        raise QueryError(f"{term.key} needs a whole number, got {term.value!r}")
    return int(term.value)


def _number_term(term: Term) -> tuple[str, list[Any]]:
    column = f"cards.{NUMBER_KEYS[str(term.key)]}"
    number = parse_number(term)
    return f"{column} is not null and {column} {SQL_OPS[term.op or '=']} ?", [number]


def _text_term(term: Term) -> tuple[str, list[Any]]:
    column = TEXT_KEYS[str(term.key)]
    if term.op not in (":", "=", "!="):
        raise QueryError(f"{term.key} takes ':' (equals), not {term.op!r}")
    value = term.value.lower()
    if column == "faction_id" and value == "none":
        clause = "cards.faction_id is null"
        return (f"not ({clause})", []) if term.op == "!=" else (clause, [])
    if column == "types":
        return (f"not ({TYPE_CLAUSE})" if term.op == "!=" else TYPE_CLAUSE), [value]
    operator = "is not" if term.op == "!=" else "is"
    return f"cards.{column} {operator} ?", [value]


def _flag_term(term: Term) -> tuple[str, list[Any]]:
    if term.op not in (":", "=", "!="):
        raise QueryError(f"{term.key} takes ':', not {term.op!r}")
    value = term.value.lower()
    words = IS_WORDS if term.key == "is" else HAS_WORDS
    if term.key == "is" and value in CARD_TYPES:
        clause, params = TYPE_CLAUSE, [value]
    elif value in words:
        clause, params = FLAGS[words[value]], []
    else:
        known = ", ".join(sorted(words) + (list(CARD_TYPES) if term.key == "is" else []))
        raise QueryError(f"unknown {term.key}:{term.value} (known: {known})")
    return (f"not ({clause})", params) if term.op == "!=" else (clause, params)


@dataclass(frozen=True)
class Found:
    """What a search finds: the cards, best first, and what it says of its words."""

    cards: list[dict[str, Any]]
    notes: list[matching.WordNote]
    #: The ``where`` clause that ran (with its typos corrected), and its parameters.
    where: str = "1"
    params: tuple[Any, ...] = ()


_OWNERS_SQL = (
    "select cards.id, cards.name, f.name as faction_name, s.name as set_name, cards.search_text "
    "from cards left join factions f on f.id = cards.faction_id "
    "left join sets s on s.id = cards.set_id"
)


def vocabulary_of(connection: sqlite3.Connection) -> set[str]:
    """Every token of every card's haystack (:func:`smashwiki.matching.haystack`)."""
    found: set[str] = set()
    for (folded,) in connection.execute("select search_text from cards"):
        found |= matching.tokens(folded or "")
    return found


def search(db_path: Path, text: str, limit: int | None = None) -> list[dict[str, Any]]:
    """The cards in the database that match the search text: for a search of words the best
    first (:data:`smashwiki.matching.TIERS`), then by faction (or set), name, id."""
    return find(db_path, text, limit).cards


def find(db_path: Path, text: str, limit: int | None = None) -> Found:
    """:func:`search`, with what the search says of words no card holds."""
    terms = parse_query(text)
    if not Path(db_path).is_file():
        raise SmashwikiError(f"no database at {db_path}: run `smashwiki build` first")
    connection = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    connection.row_factory = sqlite3.Row
    try:
        words = word_terms(terms, vocabulary_of(connection))
        where, params = _compile(terms, words)
        sql = (
            "select id, name, type, printed_type, faction_id, power, printed_power, breakpoint, "
            f"text from cards where {where} order by coalesce(faction_id, set_id), name, id"
        )
        cards = [dict(row) for row in connection.execute(sql, params)]
        cards = _ranked(connection, terms, words, cards)
    except sqlite3.DatabaseError as exc:  # not a database, or not one smashwiki wrote
        raise SmashwikiError(
            f"{db_path} is not a smashwiki database ({exc}): run `smashwiki build` first"
        ) from exc
    finally:
        connection.close()
    return Found(
        cards if limit is None else cards[: max(0, int(limit))],
        matching.notes([*words.values()]),
        where,
        tuple(params),
    )


def _ranked(
    connection: sqlite3.Connection,
    terms: list[Term],
    words: dict[int, matching.Word],
    cards: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    """The cards in :data:`smashwiki.matching.TIERS` order for the search's positive words
    (in the CLI's order within a tier); as they are for a search without such words."""
    positive = [i for i in words if not terms[i].negated]
    if not positive or not cards:
        return cards
    phrase = " ".join(w for w in (words[i].value for i in positive) if w)
    matched = [words[i] for i in positive if not words[i].dropped and words[i].value]
    owners = {row[0]: row[1:] for row in connection.execute(_OWNERS_SQL)}

    def place(card: dict[str, Any]) -> int:
        name, faction, card_set, folded = owners[card["id"]]
        named = tuple(matching.fold(owner) for owner in (faction, card_set) if owner)
        return matching.tier(phrase, matched, matching.fold(name), named, folded or "")

    return sorted(cards, key=place)  # stable: the CLI's order within a tier


# --------------------------------------------------------------------------- "did you mean"

#: What each valued key names, in the words the search box uses ("No card type is called ...").
KIND_WORDS = {"types": "card type", "faction_id": "faction", "set_id": "set"}
_KNOWN_SQL = {
    "types": "select distinct type from card_types",
    "faction_id": "select distinct faction_id from cards where faction_id is not null",
    "set_id": "select distinct set_id from cards where set_id is not null",
}


@dataclass(frozen=True)
class Note:
    """A type, faction or set a search names that no card has, and the nearest one that is."""

    key: str
    value: str
    kind: str
    suggestion: str | None

    def message(self) -> str:
        """``No card type is called "minoin". Did you mean t:minion?`` (the search box's words)."""
        said = f"No {self.kind} is called {json.dumps(self.value)}."
        return f"{said} Did you mean {self.key}:{self.suggestion}?" if self.suggestion else said


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance of two short strings.

    >>> edit_distance("minoin", "minion")
    2
    """
    previous = list(range(len(b) + 1))
    for i, letter in enumerate(a, start=1):
        current = [i]
        for j, other in enumerate(b, start=1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (letter != other))
            )
        previous = current
    return previous[-1]


def nearest(value: str, known: list[str]) -> str | None:
    """The known value nearest to ``value`` (by edit distance, or containing it), or ``None``
    when none is near: the search box's rule (``nearest`` in cardsearch.js)."""
    best, score = None, math.inf
    for candidate in known:
        distance = edit_distance(value, candidate)
        if value in candidate or candidate in value:
            distance = min(distance, 2)
        if distance < score:
            best, score = candidate, distance
    return best if score <= max(2, len(value) // 3) else None


def unknown_values(connection: sqlite3.Connection, text: str) -> list[Note]:
    """Each type, faction or set ``text`` names that no card has, with the nearest that one
    does: why a search may find nothing, as the search box says it."""
    notes = []
    for term in parse_query(text):
        column = TEXT_KEYS.get(term.key or "")
        value = term.value.lower()
        if column is None or (column == "faction_id" and value == "none"):
            continue
        known = [str(row[0]) for row in connection.execute(_KNOWN_SQL[column])]
        if column == "types":
            known = list(dict.fromkeys((*CARD_TYPES, *known)))
        if value not in known:
            notes.append(Note(str(term.key), term.value, KIND_WORDS[column], nearest(value, known)))
    return notes


def explain_empty(db_path: Path, text: str) -> list[Note]:
    """Why ``text`` may find no card in the database: :func:`unknown_values`."""
    connection = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        return unknown_values(connection, text)
    finally:
        connection.close()
