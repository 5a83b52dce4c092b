"""The normalisation a printed text and its rendering are compared under.

A compiled card is accepted only when the English its abilities render to says
its printed text. "Says" means: equal after this normalisation, and nothing
more. Each rule below removes a difference of typography only, never of
meaning, so two texts that normalise alike play alike:

1. Whitespace: every run of spaces, tabs and line breaks becomes one space;
   leading and trailing whitespace goes.
2. Quotes: curly single quotes and apostrophes (‘ ’ ʼ) become ``'``, curly
   double quotes (“ ” „) become ``"``.
3. Dashes: an en or em dash between spaces becomes `` - `` (spacing is rule 1's).
4. Number words: ``one`` to ``ten`` (as whole words, any case) become the
   digits ``1`` to ``10``, so "up to two minions" and "up to 2 minions" agree.
   ``a``/``an`` are *not* numbers here: "a minion" and "1 minion" stay apart.
5. A trailing period: one period (or several) at the very end goes, so a text
   printed without its last period matches. Periods inside the text stay.
6. The comma after an opening "Once per turn" (at the start of the text or of a
   sentence or section) goes: "Once per turn, after you play ..." and "Once per
   turn after you play ..." are one sentence, punctuated two ways.

Nothing else is folded: not case ("Destroy" vs "destroy"), not other
punctuation, not articles, not plural forms, not word order.

>>> normalise("Draw  two cards.")
'Draw 2 cards'
>>> normalise("Return it to its owner’s hand.")
"Return it to its owner's hand"
>>> normalise("Once per turn: play one extra minion")
'Once per turn: play 1 extra minion'
>>> normalise("Ongoing: Once per turn, after you play a minion, draw a card.")
'Ongoing: Once per turn after you play a minion, draw a card'
"""

from __future__ import annotations

import re

NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
"""The number words rule 4 turns into digits, in order (``one`` is 1)."""

_QUOTES = str.maketrans({"‘": "'", "’": "'", "ʼ": "'", "“": '"', "”": '"', "„": '"'})
_DASH = re.compile(r"\s+[–—]\s+")
_SPACE = re.compile(r"\s+")
_NUMBER = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)
_TRAILING_PERIOD = re.compile(r"\.+$")
_ONCE_PER_TURN_COMMA = re.compile(r"(^|[.:] )(once per turn),", re.IGNORECASE)


def _digit(match: re.Match[str]) -> str:
    return str(NUMBER_WORDS.index(match.group(1).lower()) + 1)


def normalise(text: str) -> str:
    """``text`` under the six rules of this module, applied in order."""
    text = text.translate(_QUOTES)
    text = _DASH.sub(" - ", text)
    text = _SPACE.sub(" ", text).strip()
    text = _NUMBER.sub(_digit, text)
    text = _TRAILING_PERIOD.sub("", text).rstrip()
    return _ONCE_PER_TURN_COMMA.sub(r"\1\2", text)


def same_text(printed: str, rendered: str) -> bool:
    """Whether ``rendered`` says ``printed``: equal after normalisation.

    >>> same_text("Destroy a minion of power two or less.", "Destroy a minion of power 2 or less.")
    True
    >>> same_text("Destroy up to two minions.", "Destroy two minions.")
    False
    """
    return normalise(printed) == normalise(rendered)
