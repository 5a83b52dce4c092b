"""Words only some sets print, said in the words the compiler reads.

A set's rules may give a word of its own the meaning of a common one: the Disney
Edition rulebook's glossary (``glossary/character`` in ``data/rules/glossary.yaml``)
says '"Character" is exactly synonymous to the term "minion" in other sets', so on a
Disney Edition card "a character" is "a minion" and "a character modifier" a minion
modifier. Only a card of such a set reads the word so: on a card of any other set (or
of no set known) "character" stays a word the compiler does not know, and the card
stops there.

>>> set_words("Draw a card for each character here.", "disney-edition")
'Draw a card for each minion here.'
>>> set_words("Draw a card for each character here.", "world-tour-international-incident")
'Draw a card for each character here.'
"""

from __future__ import annotations

import re
from collections.abc import Mapping

SET_WORDS: Mapping[str, Mapping[str, str]] = {
    "disney-edition": {"character": "minion"},
}
"""For each set (by id), its words and the common word each is synonymous to, as the
set's rules say (a test holds each entry to a glossary term of the set's rulebook)."""


def _word(found: str) -> re.Pattern[str]:
    return re.compile(rf"\b([{found[0].upper()}{found[0]}]){found[1:]}(s?)\b")


def set_words(text: str, card_set: str | None) -> str:
    """``text`` with each word of ``card_set``'s own (:data:`SET_WORDS`) said as the
    common word it is synonymous to, singular and plural, keeping an opening capital."""
    for found, common in SET_WORDS.get(card_set or "", {}).items():

        def said(match: re.Match[str], common: str = common) -> str:
            first = common[0].upper() if match.group(1).isupper() else common[0]
            return first + common[1:] + match.group(2)

        text = _word(found).sub(said, text)
    return text
