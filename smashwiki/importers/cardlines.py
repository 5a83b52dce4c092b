"""The lines of a faction page that say what a card is: its section's type, its power and
its ``Errata:`` line, in every shape people write them on the AEG rulebook wiki.

Each function takes the line's plain text and returns what it says; none of them knows
about pages or problems, so each shape is tested on its own (``tests/test_cardlines.py``).

>>> section_types("Minions")
SectionTypes(types=('minion',), printed=None)
>>> section_types("Minion/Actions")
SectionTypes(types=('minion', 'action'), printed=None)
>>> section_types("Fusions")
SectionTypes(types=('minion', 'action'), printed=None)
>>> section_types("Other").by_text
True
>>> section_types("Monsters")
SectionTypes(types=('unknown',), printed='Monster')
>>> fusion_parts("Minion: '''Power 3''' - Draw a card. Action: Destroy a minion.")
('Power 3 - Draw a card.', 'Destroy a minion.')
>>> power_line("Power X - X is the number of cards in your hand.")
('X', 'X is the number of cards in your hand.')
>>> errata_line("Yes - Functional (power was 3)").errata
({'kind': 'functional', 'description': 'power was 3'},)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..model import PRINTED_TYPES

#: The type words of a ``Cards - X`` section, singular, as the data writes them.
SECTION_WORDS = {word: word for word in PRINTED_TYPES if word != "unknown"}
#: The section word of cards of two types at once: a minion-and-action fusion.
FUSION_WORD = "fusion"
#: The section word of cards of several kinds, each typed by its own text.
OTHER_WORD = "other"
_FUSION = re.compile(r"^Minion\s*:\s*(?P<minion>.+?)\s+Action\s*:\s*(?P<action>.+)$", re.DOTALL)
_SPLIT_TYPES = re.compile(r"\s*(?:/|&|\+|,|\band\b)\s*", re.IGNORECASE)
_POWER = re.compile(
    r"^power\s*(?P<power>\d+|x)\b\s*(?:[-\u2013\u2014:]\s*)?(?P<text>.*)$",
    re.IGNORECASE | re.DOTALL,
)
_NO = frozenset({"no", "none", "no errata", "n/a", "na"})
_UNKNOWN = frozenset(
    {"unknown", "not known", "not stated", "see source", "unclear", "?", "not sure", "tbd"}
)
_YES = re.compile(r"^yes\b[\s,;:\-\u2013\u2014]*(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_KIND = re.compile(
    r"^(?P<kind>wording|functional|reversion)?\s*[,;]?\s*(?:\((?P<what>[^)]*)\))?\s*"
    r"(?:[-\u2013\u2014,;]?\s*errata'?d in (?:the\s+)?(?P<where>.+?))?\s*\.?$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SectionTypes:
    """The types of the cards of a ``Cards - X`` section.

    ``types`` are the data's type words (``character``; two for a fusion section);
    ``printed`` is the section's word, singular, when it is none of them (``Monster``),
    and then ``types`` is ``("unknown",)``: no source says how the rules treat it.
    """

    types: tuple[str, ...]
    printed: str | None = None
    #: The section (``Cards - Other``) types each card by its text: a ``Minion: ... Action:
    #: ...`` card is a fusion; any other is kept as printed, type unknown.
    by_text: bool = field(default=False, repr=False)

    @property
    def value(self) -> str | list[str]:
        """The card's ``type`` as the YAML writes it: a word, or a list for a fusion."""
        return self.types[0] if len(self.types) == 1 else list(self.types)


def _singular(word: str) -> str:
    """An English plural made singular, as section titles use them (Minions, Heroes)."""
    lower = word.lower()
    if lower.endswith("ies"):
        return word[:-3] + "y"
    if lower.endswith(("oes", "sses", "xes", "ches", "shes")):
        return word[:-2]
    if lower.endswith("s") and not lower.endswith("ss"):
        return word[:-1]
    return word


def section_types(title: str) -> SectionTypes:
    """The card types a ``Cards - <title>`` section gives its cards."""
    plain = re.sub(r"\([^)]*\)", " ", title).strip()
    parts = [part for part in _SPLIT_TYPES.split(plain) if part]
    words = [_singular(part).lower() for part in parts]
    if words == [FUSION_WORD]:
        return SectionTypes(("minion", "action"))
    if words == [OTHER_WORD]:
        return SectionTypes(("unknown",), "Other", by_text=True)
    if words and all(word in SECTION_WORDS for word in words):
        return SectionTypes(tuple(dict.fromkeys(SECTION_WORDS[word] for word in words)))
    printed = " ".join(_singular(word) for word in title.split()) if title.strip() else "Card"
    return SectionTypes(("unknown",), printed)


def fusion_parts(text: str) -> tuple[str, str] | None:
    """``(minion part, action part)`` of a fusion card's text (``Minion: ... Action: ...``,
    each label bold or not), or ``None`` when the text is not of that shape."""
    match = _FUSION.match(text.strip().replace("'''", ""))
    if match is None:
        return None
    return match.group("minion").strip(), match.group("action").strip()


def power_line(text: str) -> tuple[str, str] | None:
    """``(power, rest of the text)`` when ``text`` opens with a printed power in any of
    the shapes written (``Power 5 - ...``, ``power 3 - ...``, ``Power4 - ...``, ``Power X:
    ...``); power is the digits or ``X``. ``None`` when it does not."""
    match = _POWER.match(text.strip())
    if match is None:
        return None
    power = match.group("power").upper()
    return (power, match.group("text").strip())


def power_value(power: str) -> int | str:
    """A printed power as the YAML holds it: a whole number, or ``"X"``."""
    return "X" if power.upper() == "X" else int(power)


@dataclass(frozen=True)
class ErrataLine:
    """What an ``Errata:`` line says.

    ``errata`` are the card's errata records; ``status`` is ``errata``, ``none`` or
    ``unknown``; ``note`` keeps the line verbatim when it is not a plain yes or no;
    ``understood`` is false for a line of a shape no rule here reads (it is then kept
    verbatim with the status unknown, and the importer warns).
    """

    errata: tuple[dict[str, Any], ...]
    status: str
    note: str | None = None
    understood: bool = True

    def fields(self) -> dict[str, Any]:
        """The card's keys for this line (nothing for a plain "No")."""
        found: dict[str, Any] = {}
        if self.errata:
            found["errata"] = list(self.errata)
        elif self.status == "unknown":
            found["errata_status"] = "unknown"
        if self.note:
            found["errata_note"] = self.note
        return found


def errata_line(value: str) -> ErrataLine:
    """Read the value of an ``Errata:`` line (``No``, ``Yes, Wording``, ``Yes - Functional
    (what) - errata'd in X``, ``Yes, Reversion``, a bare ``Yes``, ``Unknown``, ``Not
    stated``, ``See source``...)."""
    text = " ".join(value.split())
    plain = text.lower().rstrip(".!")
    if plain in _NO:
        return ErrataLine((), "none")
    if plain in _UNKNOWN:
        return ErrataLine((), "unknown", text)
    yes = _YES.match(text)
    if yes is None:
        return ErrataLine((), "unknown", text, understood=False)
    rest = yes.group("rest").strip()
    match = _KIND.match(rest)
    if match is None:
        return ErrataLine(({"kind": "unknown", "description": rest},), "errata", understood=False)
    erratum: dict[str, Any] = {"kind": (match.group("kind") or "unknown").lower()}
    if match.group("what") and match.group("what").strip():
        erratum["description"] = match.group("what").strip()
    if match.group("where"):
        erratum["errata_in"] = match.group("where").strip()
    return ErrataLine((erratum,), "errata")
