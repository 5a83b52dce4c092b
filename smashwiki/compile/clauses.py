"""A printed text cut into its parts: sections (Ongoing:, Talent:, Special:, the
"Play on a base/minion." line) and, inside each, sentences, the clauses the
compiler parses one at a time and a failure report counts.

>>> text = "Play on a minion. Ongoing: This minion has +1 power."
>>> [(c.number, c.section, c.text) for c in split(text)]
[(1, 'play-on', 'Play on a minion'), (2, 'ongoing', 'This minion has +1 power')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .normalise import normalise

SECTIONS = ("ongoing", "talent", "special")
"""The labels a printed text opens a section with (``Ongoing:`` ...); the text before
the first label is the card's on-play section, ``play``."""

_LABEL = re.compile(r"\b(Ongoing|Talent|Special):\s*")
_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=[A-Z])")
_PLAY_ON = re.compile(
    r"^Play on (an? (base|minion|character|titan)|1 of your minions)$", re.IGNORECASE
)


@dataclass(frozen=True)
class Clause:
    """One sentence of a printed text, numbered from 1 across the whole text, with the
    section it is in (``play``, ``play-on``, ``ongoing``, ``talent``, ``special``) and its
    words as normalised (:mod:`smashwiki.compile.normalise`), without the final period."""

    number: int
    section: str
    text: str


def _sentences(body: str) -> list[str]:
    parts = (part.strip() for part in _SENTENCE_END.split(body))
    return [normalise(part) for part in parts if normalise(part)]


def _sections(text: str) -> list[tuple[str, str]]:
    """``(section, body)`` pairs in the order printed."""
    pieces = _LABEL.split(normalise(text))
    found = [("play", pieces[0])]
    found += [(label.lower(), body) for label, body in zip(pieces[1::2], pieces[2::2], strict=True)]
    return [(section, body) for section, body in found if body.strip()]


def split(text: str) -> list[Clause]:
    """The clauses of ``text`` in printed order (empty for an empty text)."""
    clauses: list[Clause] = []
    for section, body in _sections(text):
        for sentence in _sentences(body):
            kind = "play-on" if section == "play" and _PLAY_ON.match(sentence) else section
            clauses.append(Clause(len(clauses) + 1, kind, sentence))
    return clauses
