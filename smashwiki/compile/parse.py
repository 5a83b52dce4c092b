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

from ..engine.language.factions import NOUNS
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
    text = mark_factions(clause.text)  # lang-faction
    try:
        return parser().parse(text)
    except UnexpectedInput as problem:
        said = _their_as_your(text)  # lang-scorers
        if said is not None:
            try:
                return parser().parse(said)
            except UnexpectedInput:
                pass
        two = two_moments(text)  # lang-twomoments
        if two is not None:
            return two
        copied = _copied_power(clause)  # lang-copypower
        if copied is not None:
            raise copied from problem
        raise _explain(clause, problem) from problem


def _parsed_as(text: str) -> Tree[Token] | None:
    """The parse of ``text`` as printed (or with "their" read as the subject's "your"),
    None if it does not parse."""
    for said in (text, _their_as_your(text)):
        if said is None:
            continue
        try:
            return parser().parse(said)
        except UnexpectedInput:
            continue
    return None


#: lang-twomoments: a trigger's opening, up to its comma, that may join two moments by "or"
_OPENING = re.compile(
    r"^(?:once per turn,? )?(?:after|before|when|at the start|at the end)\b[^,]*? or [^,]*?(?=,)",
    re.I,
)
#: lang-twomoments: the words after a number and "or" that never tell two moments apart
#: ("2 or more", "2 or less": a filter, not a moment)
_NOT_APART = re.compile(r"^(?:more|less|fewer)$", re.I)
TWO_MOMENTS = "two_moments"
"""lang-twomoments: the tree of a clause whose trigger names two moments joined by "or":
its two children the clause said of each moment (its other words in their columns)."""


def two_moments(text: str) -> Tree[Token] | None:
    """lang-twomoments: ``text`` (a clause that does not parse as printed) whose trigger's
    opening joins two moments by "or" ("After this minion is destroyed or moved, ...",
    "After you play or move a minion here, ...", "At the start or end of your turn, ...",
    "After a minion is played here or moved here, ..."), as the two clauses it says, each
    of one moment, parsed: a :data:`TWO_MOMENTS` tree. Each clause is ``text`` with the
    other moment's words blanked (the same length, so every word keeps its column). None
    if no split of the words around "or" parses both ways, or if more than one does (which
    moments does it name?). Of the splits that parse, the one with the fewest words apart:
    the words beside them are said of both moments ("played or moved here": both here).

    >>> found = two_moments("At the start or end of your turn, draw a card")
    >>> found.data, len(found.children)
    ('two_moments', 2)
    """
    opening = _OPENING.match(text)
    if opening is None or opening.group(0).lower().count(" or ") != 1:
        return None
    at = opening.group(0).lower().index(" or ")
    before, after = text[:at], text[at + 4 : opening.end()]
    for told in range(2, 13):  # the fewest words apart: the others said of both moments
        found: dict[tuple[str, str], tuple[Tree[Token], Tree[Token]]] = {}
        for k in range(1, told):
            one = _apart(before, after, k, told - k, text)
            if one is None:
                continue
            first, second = one
            trees = _parsed_as(first), _parsed_as(second)
            if trees[0] is not None and trees[1] is not None:
                found[(" ".join(first.split()), " ".join(second.split()))] = (trees[0], trees[1])
        if len(found) > 1:
            return None
        if found:
            (first_tree, second_tree), *_ = found.values()
            return Tree(TWO_MOMENTS, [first_tree, second_tree])
    return None


def _apart(before: str, after: str, k: int, j: int, text: str) -> tuple[str, str] | None:
    """The two clauses of ``text`` whose opening is ``before`` "or" ``after``, the moments
    told apart by the last ``k`` words before "or" and the first ``j`` after it (None if
    there are not so many words, or they are a number's "2 or more").

    >>> text = "After a minion is played here or moved here, draw a card"
    >>> [" ".join(t.split()) for t in _apart(text[:29], text[33:43], 2, 2, text)]
    ['After a minion is played here , draw a card', 'After a minion is moved here, draw a card']
    """
    head, tail = before.split(" "), after.split(" ")
    if len(head) < k or len(tail) < j:
        return None
    one, other = " ".join(head[-k:]), " ".join(tail[:j])
    if head[-1].isdigit() and _NOT_APART.match(tail[0]):
        return None
    at = len(before)  # where " or " is
    first = text[:at] + " " * (4 + len(other)) + text[at + 4 + len(other) :]
    second = text[: at - len(one)] + " " * (len(one) + 4) + text[at + 4 :]
    assert len(first) == len(second) == len(text)
    return first, second


#: lang-copypower: a minion's power set from another card's power ("has the same power as
#: that minion", "has the printed power of ...", "'s power is equal to that minion's
#: power"); not the filter "with the same power as" nor "gains power equal to".
_COPIED_POWER = re.compile(
    r"(?<!with )\b(?:has|have)\s+the\s+same\s+(?:printed\s+)?power\s+as\b"
    r"|\b(?:has|have)\s+(?:the\s+)?(?:printed\s+)?power\s+of\b"
    r"|\b(?:has|have)\s+power\s+equal\s+to\b"
    r"|\bpower\s+(?:is|are)\s+(?:equal\s+to|the\s+same\s+as)\b",
    re.IGNORECASE,
)
#: lang-copypower: why such a wording stops rather than compiles approximately
COPIED_POWER_WHY = (
    "a minion's power set from another card's power: the rules (data/rules) do not say "
    "whether it replaces the minion's own printed power, power counters and modifiers, "
    "nor whether the other card's power is read once or kept in step while it lasts"
)


def _copied_power(clause: Clause) -> ClauseError | None:
    """lang-copypower: the stop for a clause (that does not parse) setting a minion's power
    from another card's power (:data:`COPIED_POWER_WHY`), or None for any other clause."""
    if _COPIED_POWER.search(clause.text) is None:
        return None
    return ClauseError(clause, CANNOT_SAY, COPIED_POWER_WHY)


#: lang-scorers: a third-person subject's "may ..." ("the winner may", "each player other
#: than the winner may", "that player may"; never "you may"), or its verb ("the winner
#: shuffles ..."), and the piles of theirs its effect names ("their deck", "their hand",
#: "their discard pile").
_THEY_MAY = re.compile(
    r"^(?:[^,]*, )?(?:the (?:winner|runner-up|player in third place)|each (?:other )?player"
    r"(?: other than the winner| with a minion here)?|all players other than the winner"
    r"|the player with the most power here|that player|its (?:owner|controller))"
    r" (?P<verb>may|shuffles|returns|places|moves) ",
    re.IGNORECASE,
)
#: lang-scorers: the grammar's mark of a third-person verb read as its subject's "you" form
#: (``MUST`` in clauses.lark: "shuffles" is "§shuffle", the same length)
THEY_DO = "§"
_THEIR_PILE = re.compile(r"\btheir(?= (?:deck|hand|discard pile)\b)", re.IGNORECASE)
#: lang-scorers: the shuffle a search of their deck ends with, as the renderer says it there
_SHUFFLED = re.compile(r", then shuffle their deck$", re.IGNORECASE)


def _their_as_your(text: str) -> str | None:
    """lang-scorers: ``text`` with each "their" of a pile after a third-person subject's
    "may" (or verb, read as the subject's "you" form, :data:`THEY_DO`) as "your" (what
    the renderer says "their" of: the subject does the effect as "you",
    :func:`smashwiki.engine.language.english._third_person`), the same length so every
    word keeps its column; None if the clause has no such subject (or, after "may", no
    such "their"). Tried only where the clause does not parse as printed, so every
    wording the grammar says of "their" itself is read as it was; the round trip holds
    each "their" to the subject (the renderer says "their" for the subject's "your")."""
    found = _THEY_MAY.match(text)
    if found is None:
        return None
    body = text[found.end() :]
    shuffled = _SHUFFLED.search(body) if body.lower().startswith("search their deck ") else None
    if shuffled is not None and found.group("verb").lower() == "may":  # the search's own
        body = body[: shuffled.start()] + " " * len(shuffled.group(0))  # shuffle, said so
    said = _THEIR_PILE.sub("your ", body)
    verb = found.group("verb")
    if said == body and verb.lower() == "may":
        return None
    if verb.lower() != "may":  # "shuffles" read as "shuffle", marked as the subject's
        verb = THEY_DO + verb[:-1]
    return text[: found.start("verb")] + verb + " " + said


#: lang-faction: the mark a known faction's noun is read by (``FACTION_NOUN`` in
#: clauses.lark), in place of its first letter
FACTION_MARK = "¶"
_KINDS_AFTER = r"(?= (?:minion|action|card)s?\b)"
_NAMED_SPAN = re.compile(r"\bnamed\s+[A-Z][A-Za-z'-]*(\s+((of|the)\s+)*[A-Z][A-Za-z'-]*)*")


def _marked(noun: str) -> str:
    return FACTION_MARK + noun[1:].replace(" ", "_")


def mark_factions(text: str) -> str:
    """lang-faction: ``text`` with each noun of a known faction (:data:`NOUNS`, as printed:
    its case, its words) said before "minion(s)", "action(s)" or "card(s)" marked
    (:data:`FACTION_MARK` for its first letter, "_" between its words: the same length, so
    every word keeps its column), and never one inside a card's name after "named". A
    noun said alone ("a Princess") is left a word, and stops (:func:`_faction_alone`).

    >>> from smashwiki.engine.language.factions import faction_nouns
    >>> with faction_nouns({"teddy-bears": "Teddy Bear"}):
    ...     mark_factions("Destroy a Teddy Bear minion named Teddy Bear Card.")
    'Destroy a ¶eddy_Bear minion named Teddy Bear Card.'
    """
    known = sorted(set(NOUNS.get().values()), key=len, reverse=True)
    if not known:
        return text
    names = [m.span() for m in _NAMED_SPAN.finditer(text)]
    words = "|".join(re.escape(noun) for noun in known)
    pattern = re.compile(rf"(?<![\w'\"-])(?:{words}){_KINDS_AFTER}")

    def said(match: re.Match[str]) -> str:
        if any(start <= match.start() < end for start, end in names):
            return match.group(0)
        return _marked(match.group(0))

    return pattern.sub(said, text)


def faction_of_mark(marked: str) -> str | None:
    """lang-faction: the id of the known faction whose noun is ``marked`` (None if none
    or more than one faction has that noun)."""
    found = [fid for fid, noun in NOUNS.get().items() if _marked(noun) == marked]
    return found[0] if len(found) == 1 else None


#: lang-faction: why a faction's noun said alone stops
FACTION_ALONE_WHY = (
    "a faction's noun said without 'minion', 'action' or 'card' after it: the rules "
    "(data/rules) do not say whether it names only the faction's minions or any of its "
    "cards (say 'a {noun} minion' or 'a {noun} card'; a card's name is read only after "
    "'named')"
)
#: lang-faction: why a faction's noun where the grammar reads none stops
FACTION_UNREAD = (
    "{noun!r} at column {column}: a faction's noun where the grammar reads no faction (it "
    "reads one before the kind of card a target, 'for each' or a search names)"
)
#: lang-faction: why a faction's name (its plural) before the kind of card stops
FACTION_PLURAL_WHY = (
    "{word!r} at column {column}: a faction's name before the kind of card; the card "
    "language says its noun, in the singular ('a {noun} minion')"
)


def _faction_alone(text: str, column: int) -> tuple[str, str] | None:
    """lang-faction: the noun of a known faction (singular, or plural as its name; also
    possessive) said at ``column`` of ``text``, and the word as said; or None."""
    at = text[column - 1 :]
    for noun in sorted(set(NOUNS.get().values()), key=len, reverse=True):
        for word in (f"{noun}es", f"{noun}s", noun):
            if re.match(rf"{re.escape(word)}(?![\w-])(?!'(?!s\b))", at):
                return noun, word
    return None


def _faction_stop(clause: Clause, column: int) -> ClauseError | None:
    """lang-faction: the stop at a known faction's noun (or name) at ``column`` where the
    clause does not parse, saying why; None if no faction's word is there."""
    alone = _faction_alone(clause.text, column)
    if alone is None:
        return None
    noun, word = alone
    if mark_factions(clause.text)[column - 1 : column] == FACTION_MARK:
        return ClauseError(clause, CANNOT_PARSE, FACTION_UNREAD.format(noun=noun, column=column))
    after = clause.text[column - 1 + len(word) :]
    if word != noun and re.match(r" (?:minion|action|card)s?\b", after):
        return ClauseError(
            clause, CANNOT_SAY, FACTION_PLURAL_WHY.format(word=word, column=column, noun=noun)
        )
    return ClauseError(clause, CANNOT_SAY, FACTION_ALONE_WHY.format(noun=noun))


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
    faction = _faction_stop(clause, column) if token is not None else None
    if faction is not None:  # lang-faction
        return faction
    if token is not None and token.type == "WORD":
        return ClauseError(clause, UNKNOWN_WORD, f"{word!r} at column {column}{_named(word)}")
    return ClauseError(clause, CANNOT_PARSE, f"{word!r} at column {column} is not expected there")
