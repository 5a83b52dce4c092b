"""A card's own name said as a noun, read as the card it names (lang-name).

A card may count or select the cards of its own name by that name alone: on a minion
named Tin Soldier, "each other Tin Soldier here" is "each other minion named Tin
Soldier here" and "all Tin Soldiers" is "all minions named Tin Soldier" (every card
of one name is a copy of one card, so of its kind: a minion's copies are minions, an
action's actions). The compiler reads a name only where it knows it is one: after
"named" (:mod:`.build`'s ``named``), or as this card's own printed name, given to it;
any other capitalised word (another card's name, a faction's word: "your other
Penguins") stays a word it does not know, and the card stops there.

Only the name as printed (its case, its words) is the card's, singular or with a plain
"s" ("Tin Soldiers"), said after a quantifier or whose words (:data:`_AFTER`), or
plural at a sentence's start; a name said after "named" is left as it is. The rewrite is the
text the round trip compares with, as :mod:`.setwords`' words are.

>>> own_name("This minion has +1 power for each other Tin Soldier here.", "Tin Soldier",
...          "minion")
'This minion has +1 power for each other minion named Tin Soldier here.'
>>> own_name("Destroy all Tin Soldiers.", "Tin Soldier", "minion")
'Destroy all minions named Tin Soldier.'
>>> own_name("Destroy all Tin Soldiers.", None, "minion")
'Destroy all Tin Soldiers.'
"""

from __future__ import annotations

import re

#: The noun a card's own name stands for, by the kind of card that prints it.
NOUNS = {"minion": "minion", "action": "action"}

#: "(including this one)" after "for each <own name> <place>": this card is one of them
#: ("for each minion named X here" counts it, being one of its name there); after
#: "other" it is a contradiction, and the card stops.
_INCLUDING = re.compile(r"(\bfor each (?!other\b)[^.,;:()]*?) \(including this one\)")


#: The words a noun of the card's own name may follow (a quantifier, whose, "other",
#: "for each"); or, plural, it opens a sentence ("Tin Soldiers here have +1 power"). A
#: name said anywhere else (as the card's subject, "Tin Soldier gains +2 power"; after
#: "named") is not rewritten: a name that is also a word ("Destroy") stays that word.
_AFTER = re.compile(
    r"\b(a|an|another|each|every|other|all|your|their|of|to|no|extra|\d+|one|two|three|four|"
    r"five|six)\s+$",
    re.IGNORECASE,
)


#: lang-specials: "You can (may) only use one X's ability each turn (per base)", of the
#: card's own name X: said of the name, not of one card ("this card's name"), as the
#: card grammar's renderer says it
_LIMIT = "You can only use one ability of a card with this card's name"


def _limit_by_name(text: str, name: str) -> str:
    """``text`` with its limit on the ability of the cards of its own ``name`` said as the
    renderer says it (any other name's stays, and stops as a word not known)."""
    pattern = re.compile(
        rf"\b[Yy]ou (?:can|may) only use (?:one|1) {re.escape(name)}['’]s ability\b"
    )
    return pattern.sub(_LIMIT, text)


def own_name(text: str, card_name: str | None, card_type: str) -> str:
    """``text`` with each noun of ``card_name`` (the name of the card of ``card_type``
    that prints ``text``) said as "minion named X" ("minions named X"), as above."""
    noun = NOUNS.get(card_type) if isinstance(card_type, str) else None  # (a fusion: none)
    name = (card_name or "").strip()
    if noun is None or not name or not re.fullmatch(r"[A-Z][\w' -]*", name):
        return text
    text = _limit_by_name(text, name)  # lang-specials
    pattern = re.compile(rf"(?<![\w'\"-]){re.escape(name)}(s?)(?![\w'-])")

    def said(match: re.Match[str]) -> str:
        before = text[: match.start()]
        opens = re.search(r"(^|[.:!]\s+)$", before) is not None
        if not (_AFTER.search(before) or (opens and match.group(1))):
            return match.group(0)  # not said as a noun the compiler can tell: left as is
        found = f"{noun}s named {name}" if match.group(1) else f"{noun} named {name}"
        return found[0].upper() + found[1:] if opens else found

    rewritten = pattern.sub(said, text)
    if rewritten == text or noun != "minion":
        return rewritten
    return _INCLUDING.sub(
        lambda m: m.group(1) if f"named {name}" in m.group(1) else m.group(0), rewritten
    )
