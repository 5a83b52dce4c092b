"""One clause of printed text parsed by the lark grammar in ``clauses.lark``.

The grammar is LALR(1) without conflicts (a test holds it so: lark would resolve a
shift/reduce conflict silently), parsed with lark's LALR parser and basic lexer.

A clause that does not parse raises :class:`ClauseError`, which says why in a
contributor's words: an unknown verb head (the clause, or one of its joined
parts, opens with a word no clause of the grammar opens with), a word the
compiler does not know at all, or an argument it cannot parse (the words are
known, not in that order or that place).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from lark import (
    Lark,
    Token,
    Tree,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)

from .clauses import Clause

UNKNOWN_HEAD = "unknown verb head"
UNKNOWN_WORD = "unknown word"
CANNOT_PARSE = "argument it cannot parse"
CANNOT_SAY = "construct the grammar cannot say"
REASONS = (UNKNOWN_HEAD, UNKNOWN_WORD, CANNOT_PARSE, CANNOT_SAY)
"""Every reason a clause stops the compiler, as the report words it."""

HEAD_TERMINALS = frozenset({"DRAW", "DESTROY", "RETURN", "MOVE", "SEARCH", "SHUFFLE"})
"""Keywords only a verb head is: where the parser expects all of them and finds
another word, the clause has an unknown verb head. (Where it expects one of them
only, the words so far may be a target that an effect such as "gains" follows.)"""


_WORD = re.compile(r"[\w'+-]+|\S")


@dataclass(frozen=True)
class ClauseError(Exception):
    """A clause the compiler stopped at: which, why (one of :data:`REASONS`), and the
    detail (the word and what was expected there)."""

    clause: Clause
    reason: str
    detail: str

    def __str__(self) -> str:
        return f"clause {self.clause.number} ({self.clause.text!r}): {self.reason}: {self.detail}"


@cache
def parser() -> Lark:
    """The clause parser (built once: building reads and compiles the grammar)."""
    grammar = resources.files(__package__).joinpath("clauses.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", lexer="basic")


def parse_clause(clause: Clause) -> Tree[Token]:
    """The parse tree of ``clause``, or :class:`ClauseError` saying where and why it stops."""
    try:
        return parser().parse(clause.text)
    except UnexpectedInput as problem:
        raise _explain(clause, problem) from problem


def _named(word: str) -> str:
    """Why a capitalised word inside a clause is not read (lang-name): it may be a card's
    name, or a faction's word, which the compiler cannot tell from an ordinary word."""
    if not word[:1].isupper():
        return ""
    return (
        " (a capitalised word: a name is read only after 'named', or as this card's own "
        "name; another card's name or a faction's word is not known)"
    )


def _explain(clause: Clause, problem: UnexpectedInput) -> ClauseError:
    if isinstance(problem, UnexpectedEOF):
        return ClauseError(clause, CANNOT_PARSE, "the clause ends where more was expected")
    column = problem.column if isinstance(problem.column, int) else 1
    found = _WORD.match(clause.text, column - 1) if column > 0 else None
    word = found.group(0) if found else ""
    if isinstance(problem, UnexpectedCharacters):
        return ClauseError(clause, UNKNOWN_WORD, f"{word!r} at column {column}")
    expected = set(problem.expected) if isinstance(problem, UnexpectedToken) else set()
    token = problem.token if isinstance(problem, UnexpectedToken) else None
    if token is not None and token.type == "$END":
        return ClauseError(clause, CANNOT_PARSE, "the clause ends where more was expected")
    if expected >= HEAD_TERMINALS:
        return ClauseError(clause, UNKNOWN_HEAD, f"{word!r} at column {column}")
    if token is not None and token.type == "WORD":
        return ClauseError(clause, UNKNOWN_WORD, f"{word!r} at column {column}{_named(word)}")
    return ClauseError(clause, CANNOT_PARSE, f"{word!r} at column {column} is not expected there")
