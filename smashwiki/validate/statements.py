"""Rule statements: each is its section's own words, a split section is split completely,
ids are unique, and every check a statement names exists."""

from __future__ import annotations

import re
from collections.abc import Iterator
from difflib import get_close_matches

from ..errors import Problem
from ..model import Dataset, Statement, Where

_SPACE = re.compile(r"\s+")
#: Markdown list markers at the start of a line: they belong to no statement.
_LIST_MARKER = re.compile(r"(?m)^\s*(?:[-*+]|\d+[.)])\s+")
_WORDS = re.compile(r"\w")


def normalize(text: str) -> str:
    """``text`` with every run of whitespace made one space, and no list markers."""
    return _SPACE.sub(" ", _LIST_MARKER.sub(" ", text)).strip()


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every statement that is not its section's text, every section left
    partly unsplit and every duplicate statement id (:func:`links`: the rulings named)."""
    by_rule: dict[str, list[Statement]] = {}
    by_term: dict[str, list[Statement]] = {}
    for statement in dataset.statements:
        if statement.term_id is None:
            by_rule.setdefault(statement.rule_id, []).append(statement)
        else:
            by_term.setdefault(statement.term_id, []).append(statement)
    for rule in dataset.rules:
        statements = by_rule.get(rule.id, [])
        if statements:
            yield from _split(rule.body, ("body", f"section {rule.id!r}"), rule.where, statements)
    for term in dataset.terms:
        statements = by_term.get(term.id, [])
        if statements:
            name = ("text", f"glossary term {term.id!r}")
            yield from _split(term.text, name, term.where, statements)
    seen: dict[str, Statement] = {}
    for statement in dataset.statements:
        if statement.id in seen:
            yield Problem.at(
                statement.where.at("id"),
                f"duplicate statement id {statement.id!r}: already at {seen[statement.id].where}",
            )
        seen.setdefault(statement.id, statement)


def links(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every unknown ruling a statement names (a reference check: left out
    while a data file can't be read, as its rulings are missing)."""
    rulings = {r.id for r in dataset.checked}
    for statement in dataset.statements:
        yield from _links(statement, rulings)


def _split(
    words: str, name: tuple[str, str], where: Where, statements: list[Statement]
) -> Iterator[Problem]:
    """Problems of ``statements`` splitting ``words`` (a section's body or a term's text;
    ``name``: which, and whose): each quotes it word for word, and together they hold all
    of it."""
    part, whose = name
    body = normalize(words)
    rest = body
    for statement in statements:
        text = normalize(statement.text)
        if text not in body:
            yield Problem.at(
                statement.where.at("text"),
                f"statement {statement.id!r} is not word for word in the {part} of {whose} "
                f"(a statement quotes its section or term)",
            )
        rest = rest.replace(text, " ")
    leftover = normalize(rest)
    if _WORDS.search(leftover):
        yield Problem.at(
            where.at("statements"),
            f"{whose} is split into statements only in part: no statement "
            f"holds {_excerpt(leftover)!r}",
        )


def _links(statement: Statement, rulings: set[str]) -> Iterator[Problem]:
    where = statement.where
    if statement.untestable and statement.ruling_ids:
        yield Problem.at(
            where.at("untestable"),
            f"statement {statement.id!r} is marked untestable but names checks",
        )
    for index, ruling_id in enumerate(statement.ruling_ids):
        if ruling_id not in rulings:
            guess = get_close_matches(ruling_id, rulings, n=1)
            hint = f" (did you mean {guess[0]!r}?)" if guess else ""
            key = f"rulings[{index}]"
            spot = where.at(key) if key in where.fields else where.at("rulings")
            yield Problem.at(spot, f"unknown ruling {ruling_id!r}{hint}")


def _excerpt(text: str, size: int = 60) -> str:
    return text if len(text) <= size else text[: size - 1] + "…"
