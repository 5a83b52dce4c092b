"""Rule statements: each is its section's own words, a split section is split completely,
ids are unique, and every check a statement names exists."""

from __future__ import annotations

import re
from collections.abc import Iterator
from difflib import get_close_matches

from ..errors import Problem
from ..model import Dataset, Rule, Statement

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
    for statement in dataset.statements:
        by_rule.setdefault(statement.rule_id, []).append(statement)
    for rule in dataset.rules:
        statements = by_rule.get(rule.id, [])
        if statements:
            yield from _split(rule, statements)
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


def _split(rule: Rule, statements: list[Statement]) -> Iterator[Problem]:
    body = normalize(rule.body)
    rest = body
    for statement in statements:
        text = normalize(statement.text)
        if text not in body:
            yield Problem.at(
                statement.where.at("text"),
                f"statement {statement.id!r} is not word for word in the body of section "
                f"{rule.id!r} (a statement quotes its section)",
            )
        rest = rest.replace(text, " ")
    leftover = normalize(rest)
    if _WORDS.search(leftover):
        yield Problem.at(
            rule.where.at("statements"),
            f"section {rule.id!r} is split into statements only in part: no statement "
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
