"""How a search's words match cards, forgivingly: one definition for the CLI and the site.

:mod:`smashwiki.query` (``smashwiki query``) and the site's search script
(``templates/overrides/assets/cardsearch.js``) both follow these rules, and the script reads
its tables (:data:`SPEC`) from the index of cards the site ships, so the two cannot drift
apart on a word list or a threshold. ``tests/test_search_ranking.py`` runs one table of
searches and the order they must give through both.

1. **Folding.** Name, text and search are compared folded (:func:`fold`): lower case,
   accents off (``é`` -> ``e``), a few letters spelt out (``ß`` -> ``ss``), every character
   that is neither a letter, a digit nor a space left out (``D'Artagnan`` -> ``dartagnan``,
   ``1.21`` -> ``121``, ``Saint-Gervais`` -> ``saintgervais``), runs of spaces made one.
2. **What a card says.** A card's *haystack* is its name, its text, its faction's name and its
   set's name, folded: ``time travelers`` finds every Time Travelers card.
3. **Words.** A word (or a quoted phrase) matches a card whose haystack holds it. A word
   that no card holds, of at least :data:`TYPO_LENGTHS` characters, matches the cards holding
   a *token* (a space-separated piece of a haystack) at most one edit away (two for long
   words; an edit is a letter added, dropped, changed or two letters swapped): ``doctr`` finds
   ``doctor``. A word no card holds even so is left out of the search (if another word
   remains), and both are said (:class:`WordNote`). Words of :data:`STOP_WORDS` (``what``,
   ``can``, ``the``) are left out of matching when the search has other words.
4. **Ranking.** Cards a search of words finds are ordered by :data:`TIERS` (name equal to
   the words, name starting with them, ..., the words as a phrase anywhere), then in the
   CLI's order (faction or set, name, id).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

#: Letters that folding spells out (after accents are taken off).
FOLDS = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "ı": "i", "þ": "th"}
#: Question and filler words left out of matching when a search has other words.
STOP_WORDS = (
    "a",
    "an",
    "are",
    "can",
    "did",
    "do",
    "does",
    "how",
    "i",
    "if",
    "is",
    "it",
    "my",
    "of",
    "the",
    "to",
    "what",
    "which",
    "why",
)
#: A word of at least ``[0]`` characters may be one edit away from a card's word, of at
#: least ``[1]`` two edits.
TYPO_LENGTHS = (4, 8)
#: A word shorter than this is never corrected nor left out (the site's word index answers
#: words from this length; shorter ones it looks for in the cards' text).
SHORTEST_WORD = 3
#: The order of a search's cards, best first: which of these holds first, for the search's
#: words ``Q`` (folded, as typed, stop words included) and a card's folded name ``N``.
TIERS = (
    ("name", "N is Q"),
    ("name-start", "N starts with Q"),
    ("name-phrase", "N holds Q"),
    ("owner", "Q is the card's faction's or set's name"),
    ("name-words", "N holds every word that matches"),
    ("phrase", "the card's haystack holds Q"),
    ("words", "the rest: every word is somewhere"),
)
#: What the site's script reads of the rules (the index carries it).
SPEC = {
    "folds": FOLDS,
    "stop_words": list(STOP_WORDS),
    "typo_lengths": list(TYPO_LENGTHS),
    "shortest": SHORTEST_WORD,
    "tiers": [name for name, _ in TIERS],
}


def fold(text: str) -> str:
    """Text as a search compares it.

    >>> fold("D'Artagnan, Schloß Élan  1.21")
    'dartagnan schloss elan 121'
    """
    kept = []
    for char in unicodedata.normalize("NFKD", text.lower()):
        char = FOLDS.get(char, char)
        if char.isspace():
            kept.append(" ")
        elif unicodedata.category(char[0])[0] in "LN":
            kept.append(char)
    return " ".join("".join(kept).split())


def tokens(folded: str) -> set[str]:
    """The space-separated pieces of folded text."""
    return set(folded.split())


def haystack(name: str, text: str | None, faction: str | None, card_set: str | None) -> str:
    """What a card says, folded: its name, text, faction's and set's names."""
    return fold(" ".join(part for part in (name, text, faction, card_set) if part))


def typo_distance(a: str, b: str) -> int:
    """Edits from ``a`` to ``b``: a letter added, dropped or changed, or two neighbours
    swapped (optimal string alignment).

    >>> typo_distance("feild", "field"), typo_distance("doctr", "doctor")
    (1, 1)
    """
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(
                rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] != b[j - 1])
            )
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def typos_allowed(word: str) -> int:
    """How many edits a word no card holds may be from a card's word."""
    return sum(len(word) >= length for length in TYPO_LENGTHS)


@dataclass(frozen=True)
class Word:
    """A word of a search as it matches: ``value`` folded; ``forms`` the card words it
    stands for when no card holds it (a typo), else empty; ``dropped`` when it is left out."""

    value: str
    forms: tuple[str, ...] = ()
    dropped: bool = False


@dataclass(frozen=True)
class WordNote:
    """A word no card holds: what it was taken for, or that it was left out."""

    word: str
    forms: tuple[str, ...]

    def message(self) -> str:
        """``No card says "doctr"; showing cards with "doctor".`` (the search box's words)."""
        said = f'No card says "{self.word}"'
        if not self.forms:
            return f"{said}; it is left out."
        shown = " or ".join(f'"{form}"' for form in self.forms)
        return f"{said}; showing cards with {shown}."


def correct(word: str, vocabulary: set[str]) -> tuple[str, ...] | None:
    """The card words a word stands for: ``()`` when some card holds it as it is, the
    nearest card words when it is a typo of them, ``None`` when neither."""
    if " " in word or len(word) < SHORTEST_WORD or any(word in token for token in vocabulary):
        return ()
    allowed = typos_allowed(word)
    near = sorted(
        token
        for token in vocabulary
        if allowed
        and abs(len(token) - len(word)) <= allowed
        and typo_distance(word, token) <= allowed
    )
    return tuple(near) or None


def resolve(words: list[tuple[str, bool]], vocabulary: set[str] | None) -> list[Word]:
    """The words of a search (folded, and whether negated) as they match: stop words and
    words no card holds are dropped while another positive word remains; typos get their
    forms. Without a ``vocabulary`` every word matches as it is."""
    positive = [w for w, negated in words if not negated]
    content = [w for w in positive if w not in STOP_WORDS]
    resolved = []
    for value, negated in words:
        forms = () if vocabulary is None else correct(value, vocabulary)
        stop = not negated and value in STOP_WORDS and bool(content)
        resolved.append(Word(value, forms or (), stop or (forms is None and not negated)))
    kept = [w for w, (_, negated) in zip(resolved, words, strict=True) if not negated]
    if kept and all(w.dropped for w in kept):  # nothing left: keep them all, find nothing
        return [Word(w.value, w.forms) for w in resolved]
    return resolved


def notes(words: list[Word]) -> list[WordNote]:
    """What the search says of its words no card holds."""
    return [
        WordNote(word.value, word.forms)
        for word in words
        if word.forms or (word.dropped and word.value not in STOP_WORDS)
    ]


def holds(word: Word, folded: str, card_tokens: set[str]) -> bool:
    """Whether a card's folded haystack (and its tokens) matches the word."""
    if word.forms:
        return any(form in card_tokens for form in word.forms)
    return word.value in folded


def tier(phrase: str, words: list[Word], name: str, owners: tuple[str, ...], folded: str) -> int:
    """A card's place in :data:`TIERS` for the search's ``phrase`` (its positive words,
    folded, as typed) and the ``words`` that match, from the card's folded ``name``,
    faction's and set's names (``owners``) and haystack."""
    name_tokens = tokens(name)
    checks = (
        name == phrase,
        name.startswith(phrase),
        phrase in name,
        phrase in owners,
        all(holds(word, name, name_tokens) for word in words),
        phrase in folded,
    )
    return next((place for place, holds_ in enumerate(checks) if holds_), len(checks))
