"""The card language said back in English, in the rulebook's wording.

Every typed value of :mod:`.grammar` renders to the words a card would print: an effect
to a sentence ("Destroy a minion of power 2 or less."), an ability to its timing and its
sentences ("Ongoing: Other minions here have +1 power."), a card to all of them
(:func:`render_card`). Card pages show this beside the printed text, so a wrong
declaration shows as wrong words.

>>> from .grammar import parse_abilities
>>> render_card(parse_abilities({"on-play": [{"destroy": 1, "target": {"power": {"at-most": 2}}}]}))
'Destroy a minion of power 2 or less.'
>>> render_card(parse_abilities({"ongoing": {"power-here": 1}}))
'Ongoing: Other minions here have +1 power.'
>>> render_card(parse_abilities({"on-play": {"may": [{"draw": 1}]}}))
'You may draw a card.'
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Literal, TypeAlias

from .factions import noun_of
from .grammar import (
    Ability,
    Amount,
    BaseHas,
    BaseRank,
    BaseWhere,
    CardAbilities,
    Condition,
    Destination,
    Duration,
    Effect,
    GrantAt,
    GrantOn,
    Moved,
    PerPlayer,
    PlayedAt,
    PowerFilter,
    Quantifier,
    Result,
    Selector,
    Static,
    TieBreak,
    Trigger,
    TurnPlay,
    Where,
    chooses_a_base,
    walk,
)

_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number(n: int) -> str:
    """A small number as a word (``two``), a big one as digits."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def _article(word: str) -> str:
    if word.startswith("other "):
        return "another " + word.removeprefix("other ")
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text[:2] != "VP" else text


_NOUNS = {
    "minion": ("minion", "minions"),
    "action": ("action", "actions"),
    "card": ("card", "cards"),
    "base": ("base", "bases"),
    "modifier": ("modifier", "modifiers"),
    "base-modifier": ("action played on a base", "actions played on a base"),
    "minion-modifier": ("action played on a minion", "actions played on a minion"),
    "titan": ("titan", "titans"),
    "madness": ("Madness card", "Madness cards"),
    "monster": ("monster", "monsters"),
}

_WHERE: dict[Where, str] = {
    "anywhere": "",
    "here": "here",
    "there": "there",
    "another-base": "on another base",
    "chosen-base": "at a base of your choice",
    "base-with-your-minion": "at a base where you have a minion",
    "base-where-most-power": "at a base where you have the most power",
    "that-base": "on that base",  # lang-s
    "target-base": "on its base",  # lang-its: the base of the minion given the power
    "base-without-your-minion": "at a base where you have no minions",  # lang-s
}

_MOVED: dict[Moved, str] = {"there": "", "this-turn": "this turn"}  # lang-moved
_PLAYED_AT: dict[PlayedAt, str] = {  # lang-playedhere
    "here": "played here this turn",
    "another-base": "played on another base this turn",
}

_BASE_WHERE: dict[BaseWhere | None, str] = {
    None: "",
    "you-have-a-minion": " where you have a minion",
    "you-have-no-minion": " where you have no minions",
}

_PILES = {
    "play": "",
    "play-and-stasis": "in play (in stasis too)",
    "hand": "from your hand",
    "deck": "from your deck",
    "discard": "from your discard pile",
    "deck-or-discard": "from your deck or discard pile",
    "hand-or-discard": "from your hand or discard pile",
    "stasis": "in stasis",
    "set-aside": "set aside",
    "base-discard": "from the base discard pile",
    "base-deck": "from the base deck",
    "monster-deck": "from the monster deck",
    "madness-deck": "from the Madness deck",
}

_THIS = {
    "self": "this card",
    "host": "this base",
    "self-or-host": "this minion",
    "chosen": "that minion",
    "event": "it",  # the card the trigger's moment names ("after you play a minion here")
    "granted-by-this": "each card played with this card's extra plays this turn",
    "affected": "those minions",
}


def base_where(found: BaseHas) -> str:
    """lang-where: ``where you have two or more minions``, ``where another player has a
    minion``, ``with three or more minions on it``."""
    if found.whose == "any":
        return f"with {base_has(found)} on it"
    return ("where another player has " if found.whose == "other" else "where you have ") + (
        base_has(found)
    )


def _chosen_where(s: Selector) -> str:
    """lang-where: the bases one may choose (`` where you have a minion``, ...)."""
    if s.base_has is not None:
        return " " + base_where(s.base_has)
    return _BASE_WHERE[s.base_where]


def base_has(found: BaseHas) -> str:
    """lang-basefilter: ``a minion of power 5 or more``, ``two or more minions``."""
    power = f" {power_filter(found.power)}" if found.power is not None else ""
    faction = f"{noun_of(found.faction)} " if found.faction else ""  # lang-faction
    if found.at_least == 1:
        return f"{'an' if faction[:1] in tuple('AEIOU') else 'a'} {faction}minion{power}"
    return f"{number(found.at_least)} or more {faction}minions{power}"


def power_filter(found: PowerFilter) -> str:
    """``of power 2 or less``, ``with printed power 3 or more``, ``with less power than
    that minion``."""
    word = "printed power" if found.printed else "power"
    if found.count is not None:  # lang-rel: compared with a number of cards
        rel = {
            "less-than": "less than",
            "more-than": "more than",
            "at-most": "equal to or less than",
            "at-least": "equal to or more than",
            "equal": "equal to",
        }[found.compare]
        return f"with {word} {rel} the number of {number_of(found.count)}"
    if found.result is not None:  # lang-results: "the number of minions destroyed"
        rel = {"less-than": "less than", "more-than": "more than"}.get(found.compare, "")
        rel = rel or {"at-most": "equal to or less than", "at-least": "equal to or more than"}.get(
            found.compare, "equal to"
        )
        plural, verb = _NOUNS[found.result.what][1], DONE_WORDS[found.result.verb]
        return f"with {word} {rel} the number of {plural} {verb}"
    if found.value is not None and found.compare == "equal":  # lang-rel (said only in YAML)
        return f"with {word} {found.value}"
    if found.value is not None:
        limit = {"at-most": "or less", "at-least": "or more", "less-than": "", "more-than": ""}
        if found.compare in ("less-than", "more-than"):
            side = "less" if found.compare == "less-than" else "more"
            return f"with {side} than {found.value} {word}"
        joined = f"{word} {found.value} {limit[found.compare]}"
        return ("of " if not found.printed else "with ") + joined
    other = _THIS.get(found.of or "chosen", "that minion")
    if found.compare == "equal":  # lang-rel
        return f"with the same {word} as {other}"
    if found.compare in ("less-than", "at-most"):
        rel = "less" if found.compare == "less-than" else "no more"
        return f"with {rel} {word} than {other}"
    rel = "more" if found.compare == "more-than" else "at least as much"
    return f"with {rel} {word} than {other}" if rel == "more" else f"with {rel} {word} as {other}"


def number_of(s: Selector) -> str:
    """What a power is compared with the number of (lang-rel): ``minions you have here``,
    ``other minions here``, ``cards in your hand``."""
    noun = _whose_noun(s, True)
    if s.pile in _HELD and s.whose == "you":
        return f"{noun} {_HELD[s.pile]}"
    where = _WHERE[s.where] or "in play"
    return f"{noun} you have {where}" if s.whose == "you" else f"{noun} {where}"


def _whose_noun(s: Selector, plural: bool) -> str:
    """``minion``, ``Frozen minion``, ``other minion``, ``card named X``."""
    singular, many = _NOUNS[s.what]
    noun = many if plural else singular
    if _played_on(s):  # lang-k: "action played on one of your minions"
        assert s.on is not None
        noun = f"{'actions' if plural else 'action'} played on {target(s.on)}"
    if _on_this_base(s):  # lang-protect
        noun = f"{'actions' if plural else 'action'} played on this base"
    if s.faction:  # lang-faction: "Princess minion", the faction's noun (its cards')
        noun = f"{noun_of(s.faction)} {noun}"
    if s.name:  # lang-k: "a minion named X" (a card of that kind), "a card named X"
        noun = f"{noun if s.what in ('minion', 'action') else 'cards' if plural else 'card'}"
        noun += f" named {s.name}"
    if s.affects is not None:
        noun += f" that directly {'affect' if plural else 'affects'} {target(s.affects)}"
    if s.other:
        noun = f"other {noun}"
    return noun


def _played_on(s: Selector) -> bool:
    """Whether ``s`` names the actions played on the minions its ``on`` names, said so in
    its noun (lang-k): of one minion a player chooses of theirs (another player's), or this
    minion."""
    on = s.on
    if s.what != "minion-modifier" or on is None:
        return False
    return on in (Selector(whose="you"), Selector(whose="other"), Selector(this="self-or-host"))


def _on_this_base(s: Selector) -> bool:
    """lang-protect: the base modifiers here, said "actions played on this base"."""
    return s.what == "base-modifier" and s.where == "here" and s.on is None


#: lang-extremes: a minion's power ranked among the minions at its own base
_BASE_RANK: dict[BaseRank, str] = {
    "highest-power": "with the highest power on its base",
    "lowest-power": "with the lowest power on its base",
    "only-highest-power": "with more power than any other minion on its base",
    "only-lowest-power": "with less power than any other minion on its base",
}

#: lang-extremes: a superlative's tie-break, said after the effect it is of
TIE_WORDS: dict[TieBreak, str] = {
    "you": "(you choose in case of a tie)",
    "owner": "(owner's choice in case of a tie)",
    "controller": "(controller's choice in case of a tie)",
}


def _tie_said(e: Effect) -> str:
    """lang-extremes: the tie-break of the superlative ``e`` acts on, said after it."""
    s = e.target
    return f" {TIE_WORDS[s.tie]}" if s is not None and s.tie is not None else ""


def _filters(s: Selector) -> str:
    parts = []
    if s.name_of is not None:  # lang-name
        parts.append(f"with the same name as {_THIS[s.name_of]}")
    if s.power is not None:
        parts.append(power_filter(s.power))
    if s.with_counter:
        parts.append("with a +1 power counter on it")
    if s.with_modifier:  # lang-protect
        parts.append("with an action played on it")
    if s.played_this_turn:
        parts.append("played this turn")
    if s.played_at is not None:  # lang-playedhere
        parts.append(_PLAYED_AT[s.played_at])
    if s.superlative is not None:
        parts.append(f"with the {s.superlative.removesuffix('-power')} power")
    if s.base_rank is not None:  # lang-extremes
        parts.append(_BASE_RANK[s.base_rank])
    if s.on is not None and not _played_on(s):
        parts.append(f"on {target(s.on)}")
    chosen = _chosen_where(s) if s.where == "chosen-base" else _BASE_WHERE[s.base_where]
    where = _WHERE[s.where] + chosen if not _on_this_base(s) else ""
    if s.most_per == "base":  # lang-extremes: one of each base's
        where = "on each base"
    if s.base_has is not None and s.where != "chosen-base":  # lang-basefilter
        where = "at a base " + base_where(s.base_has)
    if s.where == "another-base" and (_plural(s) or s.quantifier.kind == "each"):
        where = where.replace("another base", "other bases")
    if s.moved is not None:  # lang-moved: "moved here", "moved this turn", both
        where = " ".join(w for w in ("moved", where, _MOVED[s.moved]) if w)
    if s.power is not None and s.power.count is not None:  # its count says a place itself:
        parts.insert(0, where)  # "a minion here with power less than the number of ... here"
    else:
        parts.append(where)
    pile = _PILES[s.pile]
    if pile and s.whose == "other":
        pile = pile.replace("your", "another player's")
    parts.append(pile)
    return " ".join(p for p in parts if p)


def target(s: Selector) -> str:
    """What a selector names, as a noun phrase: ``a minion``, ``up to two of your
    minions here``, ``each other minion``, ``this minion``."""
    if s.this is not None:
        base = _THIS[s.this]
        if s.this == "self" and s.what not in ("card",):
            base = f"this {_NOUNS[s.what][0]}"
        return base
    q = s.quantifier
    plural = q.kind in ("up-to", "any-number") or (q.kind == "one" and q.count > 1)
    noun = _whose_noun(s, plural)
    if q.kind == "each":
        head = f"each of your {noun}" if s.whose == "you" else f"each {noun}"
        if s.whose == "other":
            head = f"each {noun} of other players"
        if s.whose == "you":
            head = f"each of your {_whose_noun(s, True)}"
    elif q.kind == "one" and q.count == 1 and s.superlative is not None:
        head = f"{'your' if s.whose == 'you' else 'the'} {noun}"  # lang-c: the one (tied: chosen)
        if s.most_per == "player":  # lang-extremes
            head = f"each {'other ' if s.whose == 'other' else ''}player's {noun}"
    elif q.kind == "one" and q.count == 1:
        if s.whose == "you" and s.pile != "play":  # "an action from your discard pile"
            head = _article(noun)
        elif s.whose == "you" and s.other:  # the rulebook's "another of your minions"
            head = f"another of your {_whose_noun(replace(s, other=False), True)}"
        elif s.whose == "you":
            head = f"one of your {_whose_noun(s, True)}"
        elif s.whose == "other":
            head = f"another player's {noun}" if not s.other else f"one of another player's {noun}"
        else:
            head = _article(noun)
    else:
        amount_word = {
            "one": number(q.count),
            "up-to": f"up to {number(q.count)}",
            "any-number": "any number",
        }[q.kind]
        if s.whose == "you":
            head = f"{amount_word} of your {noun}"
        elif s.whose == "other":
            head = f"{amount_word} of other players' {noun}"
        else:
            head = f"{amount_word} {'of ' if q.kind == 'any-number' else ''}{noun}"
    rest = _filters(s)
    return f"{head} {rest}".strip()


def every(s: Selector) -> str:
    """What a selector names when an effect acts on all of them at once, in the
    rulebook's "all": ``all minions of power 2 or less here``, ``all of your minions``
    (any other selector as :func:`target` says it)."""
    if s.this is not None or s.quantifier.kind != "each":
        return target(s)
    noun = _whose_noun(s, True)
    heads = {"you": f"all of your {noun}", "other": f"all other players' {noun}"}
    return f"{heads.get(s.whose, f'all {noun}')} {_filters(s)}".strip()


def _plural(s: Selector) -> bool:
    q = s.quantifier
    return s.this is None and (q.kind != "one" or q.count > 1)


def per_text(found: Amount | None) -> str:
    """`` for each of your minions here``, `` for each minion here`` (or nothing)."""
    if found is not None and found.per_power:  # lang-third
        return f" for every {found.per_power} power you have here"
    if found is not None and found.result is not None:  # lang-results
        return f" {done_text(found.result)}"
    if found is not None and found.per_player is not None:  # lang-its
        return _PER_PLAYER[found.per_player]
    if found is None or found.per is None:
        return ""
    per = found.per
    if per.what == "base":  # lang-c: "for each base where you have a minion"
        return f" for each base{_WHERE[per.where].removeprefix('at a base')}"
    if per.pile in _HELD and per.whose == "you":  # "for each card in your hand"
        return f" for each {_whose_noun(per, False)} {_HELD[per.pile]}"
    if per.whose == "you" and per.where != "anywhere":
        head = f" for each of your {_whose_noun(per, True)}"
    elif per.whose == "other":
        head = f" for each other player's {_whose_noun(per, False)}"
    else:
        head = f" for each {_whose_noun(per, False)}" + (
            " you control" if per.whose == "you" else ""
        )
    rest = _filters(per)
    return head + (f" {rest}" if rest else "")


_HELD = {"hand": "in your hand", "discard": "in your discard pile"}

#: lang-its: the players an amount counts, said
_PER_PLAYER: dict[PerPlayer, str] = {
    "each": " for each player",
    "other": " for each other player",
    "with-minion-here": " for each player with a minion here",
    "other-with-minion-here": " for each other player with a minion here",
}

#: lang-results: how the cards an effect of each verb acted on are said ("discarded").
DONE_WORDS: dict[str, str] = {
    "discard": "discarded",
    "destroy": "destroyed",
    "return": "returned",
    "place": "placed",
    "shuffle": "shuffled",
    "move": "moved",
    "draw": "drawn",
}


def done_text(found: Result) -> str:
    """lang-results: ``for each card discarded``, ``for each player who does not``."""
    if found.counts == "players-who-did":
        return "for each player who does"
    if found.counts == "players-who-did-not":
        return "for each player who does not"
    return f"for each {_NOUNS[found.what][0]} {DONE_WORDS[found.verb]}"


def _per_pairs(found: Amount | None) -> list[tuple[str, str]]:
    """How an amount for each of your minions is said (as :func:`per_text` says it), and
    each other way cards print the same: "for each of your minions here" is "for each
    minion you have here", "for each minion you control" is "for each of your minions"
    and "for each minion you have" (your cards are those you control)."""
    if found is None or found.per is None:
        return []
    per = found.per
    if per.whose != "you" or per.pile != "play" or per.this is not None:
        return []
    said, one, rest = per_text(found), _whose_noun(per, False), _filters(per)
    filters = " ".join(f for f in (_filters(replace(per, where="anywhere")),) if f)
    have = " ".join(w for w in ("for each", one, filters, "you have", _WHERE[per.where]) if w)
    if per.where != "anywhere":
        return [(said, f" {have}")]
    return [
        (said, f" {have}"),
        (said, f" for each of your {_whose_noun(per, True)} {rest}".rstrip()),
    ]


def amount_text(found: Amount | None, unit: str = "") -> str:
    """``+2 power``, ``+1 power for each minion here``."""
    value = 1 if found is None else found.value
    text = f"{value:+d}{unit}"
    if found is None:
        return text
    text += per_text(found)
    if found.per_counter:
        text += " for each +1 power counter on it"
    if found.equal_to is not None:
        text = f"power equal to the power of {_THIS[found.equal_to]}"
    return text


def duration(found: Duration | None) -> str:
    """``until the end of the turn`` (the default for power)."""
    kind = "end-of-turn" if found is None else found.kind
    return {
        "end-of-turn": "until the end of the turn",
        "start-of-your-next-turn": "until the start of your next turn",
        "while-in-play": "while this card is in play",
        "end-of-your-next-turn": "until the end of your next turn",
    }[kind]


def moment(found: Duration | None) -> str:
    """When a delayed effect happens: ``at the end of the turn`` (the default),
    ``at the start of your next turn``."""
    kind = "end-of-turn" if found is None else found.kind
    if kind == "while-in-play":  # pragma: no cover - the grammar reads no such moment
        raise ValueError("a delayed effect happens at a moment, not while in play")
    return "at " + duration(found).removeprefix("until ")


def destination(found: Destination | None) -> str:
    """``to another base``, ``on the bottom of your deck`` ..."""
    if found is None:
        return ""
    if found.kind == "base":
        return {
            "here": "here",
            "another-base": "to another base",
            "chosen-base": "to a base of your choice",
            "there": "there",  # lang-s: the base of the moment
            "base-with-your-minion": "to another base where you have a minion",  # lang-s
            "base-without-your-minion": "to another base where you have no minions",
            None: "to a base",
        }.get(found.base, "to a base")
    return {
        "hand": "into your hand",
        "deck-top": "on top of your deck",
        "deck-bottom": "on the bottom of your deck",
        "deck": "into your deck",
        "discard": "into your discard pile",
        "minion": "onto another minion",
        "madness-deck": "to the Madness deck",
        "base-deck-top": "on top of the base deck",
        "base-deck-bottom": "on the bottom of the base deck",  # lang-basedeck
        "stasis": "in stasis",
        "box": "in the box",
    }[found.kind]


def condition(found: Condition, *, kind: str = "minion") -> str:
    """``if you control Genie``, ``while Anna is here`` ... (``kind``: the card's type; a
    base says its own place "here", a card on it "there")."""
    if found.kind == "minion-here" and kind == "base":
        return "if you have a minion here"
    names = " or ".join(found.names)
    return {
        "you-control": f"if you control {names}",
        "host-yours": "if you control the minion this card is on",
        "card-here": f"while {names} is here",
        "minion-here": "if you have a minion there",
        "most-power-here": "if you have the most power here",
        "only-minion-here": "if this is the only minion here",
        "actions-played-at-least": (
            "if you have played an action this turn"
            if found.count == 1
            else f"if you have played {number(found.count)} or more actions this turn"
        ),
        "actions-played-at-most": (
            "if you have played no actions this turn"
            if found.count == 0
            else f"if you have played {number(found.count)} or fewer actions this turn"
        ),
        "bases-with-your-minions-at-least": (
            f"if you have minions on {number(found.count)} or more bases"
        ),
        "cards-in-hand-at-most": (
            "if you have no cards in your hand"
            if found.count == 0
            else f"if you have {number(found.count)} or fewer cards in your hand"
        ),
        "cards-in-hand-at-least": f"if you have {number(found.count)} or more cards in your hand",
        "your-minions-here-at-most": (
            "if you have no minions here"
            if found.count == 0
            else f"if you have {number(found.count)} or fewer minions here"
        ),
        "your-other-minions-here-at-least": (
            "if you have another minion here"
            if found.count == 1
            else f"if you have {number(found.count)} or more other minions here"
        ),
        "your-other-minions-here-at-most": (
            "if you have no other minions here"
            if found.count == 0
            else f"if you have {number(found.count)} or fewer other minions here"
        ),
        "your-minions-in-play-at-least": (
            f"if you have {number(found.count)} or more minions in play"
        ),
        "your-minion-power-at-least": (  # lang-third
            f"if you have a minion of power {found.count} or more"
        ),
        "your-minion-here-power-at-least": (
            f"if you have a minion of power {found.count} or more here"
        ),
        "this-counters-at-least": (  # lang-restrict: "it", the static's own minion
            "if it has a +1 power counter on it"
            if found.count == 1
            else f"if it has {number(found.count)} or more +1 power counters on it"
        ),
        "your-counters-at-least": (  # lang-titans
            f"if your minions have a total of {number(found.count)} or more +1 power counters"
            " on them"
        ),
        "most-minions": "if you have the most minions in play",
        "minions-here-at-least": f"if there are {number(found.count)} or more minions here",
        "modifiers-on-this-base-at-least": (  # lang-protect
            "if there is an action played on this base"
            if found.count == 1
            else f"if there are {number(found.count)} or more actions played on this base"
        ),
        "your-minions-here-at-least": f"if you have {number(found.count)} or more minions here",
        "breakpoint-at-most": f"if this base's breakpoint is {found.count} or less",
        "played-from": f"if you played it {_PILES.get(found.pile or 'hand', '')}",
        "first-time-this-turn": "the first time this happens this turn",
        "in-discard": "while this card is in your discard pile",
        "your-play-phase": "during your Play Cards phase",
        "your-turn": "on your turn",
        "other-players-turn": "during other players' turns",  # lang-time
        "played-this-turn": "on the turn you play it",  # lang-time
        "base-in-discard": "if the base discard pile holds a base",
        "on-self": "",
        "madness-in-discard-at-least": (
            f"if you have {number(found.count)} or more Madness cards in your discard pile"
        ),
        "your-same-name-here-at-least": (  # lang-name
            f"if you have {number(found.count)} or more minions with the same name here"
        ),
        "your-same-name-on-a-base-at-least": (
            f"if you have {number(found.count)} or more minions with the same name on a base"
        ),
        "your-same-name-in-play-at-least": (
            f"if you have {number(found.count)} or more minions with the same name in play"
        ),
    }[found.kind]


# ------------------------------------------------------------------------------ effects


def _cards(n: int, noun: str = "card") -> str:
    return _article(noun) if n == 1 else f"{number(n)} {noun}s"


def _some_cards(s: Selector) -> str:
    """lang-e2: cards of a pile by their quantifier, the pile unsaid: ``a Madness card``,
    ``up to two cards``, ``any number of Madness cards``."""
    q = s.quantifier
    singular, many = _NOUNS[s.what]
    if q.kind == "up-to":
        return f"up to {number(q.count)} {singular if q.count == 1 else many}"
    if q.kind == "any-number":
        return f"any number of {many}"
    if q.kind == "each":
        return f"all {many}"
    return _cards(q.count, singular)


def _counters(n: int, kind: str = "+1 power") -> str:
    return f"{_article(kind)} counter" if n == 1 else f"{number(n)} {kind} counters"


def _play(e: Effect) -> str:
    s = e.target or Selector()
    if s.this == "self" and e.grant is not None:  # lang-grave: from its owner's pile
        noun = _NOUNS[s.what][0]
        return f"play this {noun} {_PILES[e.grant.from_pile]} as an extra {noun}"
    if s.this == "self":
        return "play this card as an extra card"
    if s.what == "monster":
        n = 1 if e.amount is None else e.amount.value
        return f"play {_cards(n, 'monster')} from the monster deck here"
    if s.what == "titan":
        return "play another player's titan on a base of your choice"
    if e.grant is not None and s.this == "chosen":  # the card an earlier effect took
        return f"play it as an extra {_NOUNS[s.what][0]}"
    if e.grant is None:
        return f"play {target(s)} as an extra {_NOUNS[s.what][0]}"
    grant = e.grant
    if s.affects is not None and s.affects.chooses and grant.immediate and s.quantifier.count > 1:
        many, same = _NOUNS[s.what][1], _NOUNS[s.affects.what][0]
        up_to = number(s.quantifier.count)
        return f"play up to {up_to} {many} that directly affect the same {same} as extra {many}"
    at = " here" if grant.here else " there" if grant.there else ""  # lang-grave
    if grant.immediate and grant.from_pile == "deck":  # searched for: any card of the deck
        found = replace(s, whose="any", pile="play")
        kind = _NOUNS[s.what][0]
        played = f"play it{at} as an extra {kind}. Shuffle your deck"
        return f"search your deck for {target(found)} and {played}"
    if grant.immediate and grant.from_pile != "hand":  # "an action from your discard pile"
        return f"play {target(s)}{at} as an extra {_NOUNS[s.what][0]}"
    text = f"play {_extra(e)}"
    return text + (" now" if grant.immediate else "") + per_text(e.amount)  # lang-results


def _extra(e: Effect) -> str:
    """``an extra minion of power 2 or less here``: what an extra play grants."""
    s = e.target or Selector()
    grant = e.grant
    assert grant is not None
    text = f"an extra {_NOUNS[s.what][0]}"
    if s.name:  # lang-k: "an extra minion named X"
        text += f" named {s.name}"
    if s.name_of is not None:  # lang-name
        text += f" with the same name as {_THIS[s.name_of]}"
    if s.power is not None and s.power.result is None:
        text += f" {power_filter(s.power)}"
    if s.affects is not None:
        text += f" that directly affects {target(s.affects)}"
    if grant.from_pile != "hand":
        text += f" {_PILES[grant.from_pile]}"
    if s.power is not None and s.power.result is not None:  # lang-results: after the pile
        text += f" {power_filter(s.power)}"
    if grant.here and grant.on is None:
        text += " here"
    if grant.on is not None:  # lang-grantplace: an action here, on what
        text += " " + _GRANT_ON[grant.on]
    if grant.its_base:
        text += " on its base"
    if grant.there:  # lang-s
        text += " there"
    if grant.that_base:  # lang-there
        text += " on that base"
    if grant.left_base:  # lang-grantplace
        text += " on the base it left"
    if grant.at is not None:  # lang-grantplace
        text += " " + play_at(grant.at)
    return text


_GRANT_ON: dict[GrantOn, str] = {  # lang-grantplace
    "base": "on this base",
    "minion": "on a minion here",
    "base-or-minion": "on this base or on a minion here",
    "your-minion": "on one of your minions here",
    "other-minion": "on another player's minion here",
}


def play_at(at: GrantAt) -> str:
    """lang-grantplace: ``at a base where you have no minions``, ``on each base where you
    have two or more minions``, ``at a base with a breakpoint of 15 or less``."""
    words = "on each base" if at.each else "at a base"
    if at.where == "you-have-a-minion":
        words += " where you have " + base_has(at.has or BaseHas())
    elif at.where == "you-have-no-minion":
        words += " where you have no minions"
    if at.breakpoint_at_most is not None:
        words += f" with a breakpoint of {at.breakpoint_at_most} or less"
    return words


def _counter_verbs(e: Effect) -> str:
    n = 1 if e.amount is None else e.amount.value
    s = e.target or Selector()
    if e.variant == "stasis":
        verb = "add" if e.verb == "place-counters" else "remove"
        where = "to" if verb == "add" else "from"
        return f"{verb} {_counters(n, 'stasis')} {where} one of your cards in stasis"
    if e.verb == "move-counters":
        to = target(s).replace("a minion", "another minion", 1)
        return f"move {_counters(n)} from a minion to {to}"
    if e.verb == "remove-counters":
        return f"remove {_counters(n)} from {target(s)}"
    q = s.quantifier
    if q.kind == "one" and q.count > 1 and s.this is None:
        single = replace(s, quantifier=Quantifier())
        return f"place {_counters(n)} on {target(single)}, {number(q.count)} times (one at a time)"
    return f"place {_counters(n)} on {target(s)}{per_text(e.amount)}"  # lang-counted


def _take(e: Effect) -> str:
    s = e.target or Selector()
    noun = _article(_whose_noun(replace(s, other=False), False))
    q = s.quantifier
    if q.kind in ("up-to", "any-number"):  # lang-k: some cards of the pile
        many = "any number of" if q.kind == "any-number" else f"up to {number(q.count)}"
        one = q == Quantifier("up-to", 1)  # "up to one card"
        noun = f"{many} {_whose_noun(replace(s, other=False), not one)}"
    if s.name_of is not None:  # lang-name
        noun += f" with the same name as {_THIS[s.name_of]}"
    if s.power is not None:
        noun += f" {power_filter(s.power)}"
    if s.pile == "deck" and e.destination == Destination("deck-top"):  # lang-time
        return f"search your deck for {noun} and place it on top of your deck"
    if s.pile == "deck" and q.kind in ("up-to", "any-number"):
        return f"search your deck for {noun} and place them into your hand. Shuffle your deck"
    if s.pile == "deck":
        return f"search your deck for {noun} and place it into your hand. Shuffle your deck"
    if s.pile == "deck-or-discard":
        return f"search your deck and/or discard pile for {noun} and place it into your hand"
    named = s.name is not None or s.name_of is not None  # lang-k, lang-name
    if s.pile == "discard" and named and q.kind in ("up-to", "any-number"):
        return f"place {noun} from your discard pile into your hand"  # lang-k
    if s.pile == "discard" and s.quantifier.kind in ("up-to", "any-number"):  # lang-e2
        filters = f" {power_filter(s.power)}" if s.power is not None else ""
        return f"place {_some_cards(s)}{filters} from your discard pile into your hand"
    return f"place {noun} {_PILES[s.pile]} into your hand"


def _hand_looked(e: Effect) -> str:
    """``look at another player's hand. Discard a card from it``, ``reveal your hand``
    (lang-k)."""
    s = e.target or Selector()
    said = "reveal" if e.revealed else "look at"
    text = f"{said} {'your' if s.whose == 'you' else 'another player' + chr(39) + 's'} hand"
    for inner in e.effects:
        found = inner.target or Selector()
        one = found.quantifier == Quantifier() and inner.amount in (None, Amount(1))
        if inner.verb == "place" and inner.destination == Destination("discard") and one:
            may = "You may discard" if inner.optional else "Discard"
            text += f". {may} {_article(_NOUNS[found.what][0])} from it"
        elif inner.verb == "place" and _from_hand_to(inner) and one:  # lang-peek
            may = "You may place" if inner.optional else "Place"
            where = _from_hand_to(inner)
            text += f". {may} {_article(_NOUNS[found.what][0])} from it {where}"
        else:  # a declared effect of another kind on the cards looked at
            said = effect_text(inner)
            text += f". {said[:1].upper()}{said[1:].removesuffix('.')}"
    return text


def _from_hand_to(e: Effect) -> str:
    """lang-peek: where a card of another player's hand looked at goes: into your hand,
    or on its owner's deck ("" for anywhere else)."""
    kind = e.destination.kind if e.destination is not None else None
    return {
        "hand": "into your hand",
        "deck-top": "on top of its owner's deck",
        "deck-bottom": "on the bottom of its owner's deck",
    }.get(kind or "", "")


def _looked_text(effects: Sequence[Effect], *, one: bool = False, top_one: bool = False) -> str:
    """What a look's effects do with the cards looked at, a sentence each; the one after
    a placement that places all of those left is said with it: "Place one of them into
    your hand and the rest on the bottom of your deck" (``one``: the one base looked at
    on the base deck is "it", lang-basedeck; ``top_one``: the one card on top of your
    deck, placed if it is of a kind, "If it is an action, ...", lang-reveal)."""
    sentences: list[str] = []
    for index, e in enumerate(effects):
        text = effect_text(e).removesuffix(".")
        if top_one and _looked_place(e) and _all_of(e) and _of_kind(e):  # lang-reveal
            kind = _article(_NOUNS[(e.target or Selector()).what][0])
            anything = replace(e, target=replace(e.target or Selector(), what="card"))
            text = effect_text(anything).removesuffix(".")  # "them": "it", of that kind
            said = text[:1].lower() + text[1:].replace(" them", " it", 1)
            sentences.append(f"If it is {kind}, {said}")
            continue
        if one and _looked_place(e) and _all_of(e) and " them " in f"{text} ":
            text = text.replace(" them", " it", 1)
        before = effects[index - 1] if index else None
        if before is not None and _looked_place(before) and _looked_place(e) and _all_of(e):
            verb = "discard" if _to_discard(e) else "shuffle" if _to_deck(e) else ""
            said = _looked_noun(e, rest=True)
            where = "" if verb == "discard" else _looked_destination(e)
            sentences[-1] += f" and {' '.join(w for w in (verb, said, where) if w)}"
            continue
        sentences.append(text)
    return ". ".join(sentences)


def _looked_place(e: Effect) -> bool:
    return e.verb == "place" and e.target is not None and e.target.pile == "looked"


def _of_kind(e: Effect) -> bool:
    """lang-reveal: a placement of only the cards looked at of one kind."""
    return e.target is not None and e.target.what in ("minion", "action")


def _all_of(e: Effect) -> bool:
    return e.target is not None and e.target.quantifier.kind == "each"


def _to_discard(e: Effect) -> bool:
    return e.destination is not None and e.destination.kind == "discard"


def _to_deck(e: Effect) -> bool:
    """lang-piles: cards looked at shuffled into your deck."""
    return e.destination is not None and e.destination.kind == "deck"


def _looked_noun(e: Effect, *, rest: bool = False) -> str:
    """The cards looked at that a placement names: "them" ("the rest" after another
    placement), "one of them", "up to two of them", "any number of them"."""
    q = (e.target or Selector()).quantifier
    what = (e.target or Selector()).what
    name = (e.target or Selector()).name
    if q.kind == "each" and name is not None and not rest:  # lang-piles
        return f"any cards named {name} revealed"
    if q.kind == "each" and what != "card" and not rest:  # lang-results
        return f"any {_NOUNS[what][1]} revealed"
    if q.kind == "any-number" and what != "card" and not rest:  # lang-reveal2
        return f"any number of {_NOUNS[what][1]} revealed"
    if q.kind == "each":
        return "the rest" if rest else "them"
    if q.kind == "any-number":
        return "any number of them"
    if q.kind == "up-to":
        return f"up to {number(q.count)} of them"
    return f"{number(q.count)} of them"


def _looked_destination(e: Effect) -> str:
    """Where a placement puts cards looked at (``any-order``: on a deck in the order its
    player chooses, "in any order")."""
    where = destination(e.destination)
    return f"{where} in any order" if e.variant == "any-order" else where


def _place(e: Effect) -> str:
    s = e.target or Selector()
    if s.pile == "looked" and _to_discard(e):
        return f"discard {_looked_noun(e)}"
    if s.pile == "looked" and _to_deck(e):  # lang-piles
        return f"shuffle {_looked_noun(e)} into your deck"
    if s.pile == "looked":
        return f"place {_looked_noun(e)} {_looked_destination(e)}"
    where = destination(e.destination)
    if e.destination is not None and e.destination.kind == "madness-deck":
        n = s.quantifier.count
        return f"return {_cards(n, 'Madness card')} {_PILES[s.pile]} to the Madness deck"
    if s.pile in ("hand", "discard") and s.this is None and s.quantifier.kind != "one":
        filters = f" {power_filter(s.power)}" if s.power is not None else ""  # lang-e2
        return f"place {_some_cards(s)}{filters} {_PILES[s.pile]} {where}"
    if s.this == "self" and e.destination == Destination("discard"):  # lang-instead
        return "place this card in the discard pile"
    if s.this == "event" and s.pile == "discard" and where.endswith(" your deck"):  # lang-e2
        return f"place it {where.removesuffix(' your deck')} its owner's deck"
    if s.pile == "play" and s.this is None and where.endswith(" your deck"):
        return f"place {target(s)} {where.removesuffix(' your deck')} its owner's deck"
    return f"place {target(s)} {where}"


def _whole_hand(s: Selector) -> bool:
    """Whether ``s`` names every card in your hand ("your hand", lang-g)."""
    return s == Selector(what="card", whose="you", pile="hand", quantifier=Quantifier("each"))


def _shuffle(e: Effect) -> str:
    s = e.target or Selector()
    if s.this == "self":
        return "shuffle this card into its owner's deck"
    if e.variant == "a-kind":
        return "shuffle all actions or all minions from your discard pile into your deck"
    if s.pile == "discard" and s.quantifier.kind in ("up-to", "any-number"):  # lang-e2
        return f"shuffle {_some_cards(s)} from your discard pile into your deck"
    if s.pile == "discard" and s.what == "card":
        return "shuffle your discard pile into your deck"
    if _whole_hand(s):  # lang-g
        return "shuffle your hand into your deck"
    if s.pile == "discard":
        return f"shuffle all {_NOUNS[s.what][1]} from your discard pile into your deck"
    if s.whose != "you" and s.pile == "play" and s.this is None:
        deck = "their owners' decks" if _plural(s) or s.quantifier.kind == "each" else None
        return f"shuffle {every(s)} into {deck or 'its owner' + chr(39) + 's deck'}"
    return f"shuffle {every(s)} into your deck"


def _move(e: Effect) -> str:
    s = e.target or Selector()
    if s.what == "minion-modifier":
        return "move an action played on a minion onto another minion"
    if s.where == "chosen-base" and s.quantifier.kind == "any-number":
        group = target(replace(s, where="anywhere", base_where=None, base_has=None))
        if s.base_where is not None or s.base_has is not None:  # lang-there: chosen first
            chosen = f"choose a base{_chosen_where(s)}"
            return f"{chosen}. Move {group} from there to another base"
        return f"move {group} from one base to another base"
    if e.destination is not None and e.destination.base == "chosen-base":  # lang-s
        return f"move {every(s)} to one base"
    return f"move {every(s)} {destination(e.destination)}".strip()


def _replace_base(e: Effect) -> str:
    if e.variant == "swap":
        return "replace a base with the top card of the base deck; the cards on it stay"
    return "the base that scored is replaced by a base of your choice from the base discard pile"


#: Whom an ``each`` of one subject names, said before what that player does.
_EACH_SUBJECT = {
    "with-minion-here": "each player with a minion here ",
    "chosen": "choose a player. That player ",
    "chosen-other": "choose another player. That player ",
    "chosen-owner": "its owner ",  # lang-owner
    "chosen-controller": "its controller ",
}


def _each(e: Effect) -> str:
    """``each other player draws a card``, ``each player discards a card`` (one effect,
    said by its subject); ``each player, in turn: ...`` (several)."""
    all_or_none = _may_all(e.effects)  # lang-scorers: "may draw a card and then discard ..."
    subjects = {**_EACH_SUBJECT, "others": "each other player ", "": "each player "}
    if all_or_none is not None and (e.variant or "") in subjects:
        return subjects[e.variant or ""] + all_or_none
    if e.variant == "others" and len(e.effects) > 1:  # lang-others: several, one subject
        each = [_third_person(_lower(effect_text(x))[:-1]) for x in e.effects]
        if not any("." in x for x in each):
            return "each other player " + " and ".join(each)
    if e.variant == "others":
        return "each other player " + _third_person(effects_text(e.effects, lower=True)[:-1])
    if e.variant in _EACH_SUBJECT:  # lang-c, lang-p, lang-owner
        each = [_third_person(_lower(effect_text(x))[:-1]) for x in e.effects]
        return _EACH_SUBJECT[e.variant] + " and ".join(each)
    said = effects_text(e.effects, lower=True)[:-1]
    if e.variant is None and len(e.effects) == 1 and "." not in said:
        return "each player " + _third_person(said)
    who = "each winner of this base" if e.variant == "winners" else "each player, in turn"
    return f"{who}: {effects_text(e.effects, lower=True)}"


def _return(e: Effect) -> str:
    s = e.target or Selector()
    if e.variant == "and-replay":
        return f"return {target(s)} to your hand. You may play it again as an extra minion"
    hand = "their owners' hands" if _plural(s) else "its owner's hand"
    return f"return {every(s)} to {hand}"


def _duel(e: Effect) -> str:
    text = "this minion duels another player's minion here"
    if e.effects:
        text += f". The winner: {effects_text(e.effects, lower=True)}"
    if e.others:
        text += f" The loser: {effects_text(e.others, lower=True)}"
    return text


def _simple(e: Effect) -> str:
    s = e.target or Selector()
    n = 1 if e.amount is None else e.amount.value
    verb = e.verb
    if verb == "draw" and s.quantifier.kind == "up-to":  # lang-e2
        return f"draw {_some_cards(s)}"
    if verb == "draw" and e.variant == "until-hand":  # lang-time
        return f"draw cards until you have {_cards(n)} in your hand"
    if verb == "draw":
        drawn = _cards(n, "Madness card" if s.what == "madness" else "card")
        return f"draw {drawn}{per_text(e.amount)}"
    if verb == "gain-vp":
        return f"gain {n} VP" + per_text(e.amount)
    if verb == "extra-turn":
        return "take an extra turn after this one"
    if verb == "power" and s.this == "affected":
        return f"those minions each gain {amount_text(e.amount, ' power')} {duration(e.duration)}"
    if verb == "power" and s.this is None and s.quantifier.kind == "each":
        return f"{target(s)} gains {amount_text(e.amount, ' power')} {duration(e.duration)}"
    if verb == "power":
        return f"give {target(s)} {amount_text(e.amount, ' power')} {duration(e.duration)}"
    if verb == "destroy":
        return f"destroy {every(s)}"
    if verb == "reveal":
        return (
            "reveal cards from the top of your deck until you reveal "
            f"{_article(_NOUNS[s.what][0])}. "
            "Place it into your hand and the other revealed cards on the bottom of your deck"
        )
    if verb == "look" and s.pile == "hand":  # lang-k: a hand looked at (or revealed)
        return _hand_looked(e)
    if verb == "look":
        said = "reveal" if e.revealed else "look at"
        deck = "another player's deck" if s.whose == "other" else "your deck"  # lang-time
        if s.pile == "base-deck":  # lang-basedeck
            deck = "the base deck"
        text = f"{said} the top {'card' if n == 1 else number(n) + ' cards'} of {deck}"
        if s.pile == "base-deck" and n == 1 and e.effects:  # lang-basedeck: one base is "it"
            return f"{text}. {_looked_text(e.effects, one=True)}"
        top_one = n == 1 and s.pile != "base-deck" and s.whose != "other"  # lang-reveal
        return f"{text}. {_looked_text(e.effects, top_one=top_one)}" if e.effects else text
    if verb == "discard" and _whole_hand(s) and e.variant is None:  # lang-g
        return "discard your hand"
    if verb == "discard" and (s.what == "madness" or s.quantifier.kind != "one"):  # lang-e2
        return f"discard {_some_cards(s)}"
    if verb == "discard":
        random = " at random" if e.variant == "at-random" else ""
        return f"discard {_cards(s.quantifier.count)}{random}"
    if verb == "cancel":
        return f"cancel the abilities of the base this card is on {duration(e.duration)}"
    if verb == "stasis" and s.this == "self":
        return f"put this card in stasis with {_counters(n, 'stasis')}"
    if verb == "stasis":  # lang-d: the cards a selector names
        counters = f" with {_counters(n, 'stasis')}" if n else ""
        return f"place {target(s)} in stasis{counters}"
    if verb == "bury":
        return "bury this card here" if s.this == "self" else "bury a card from your hand here"
    if verb == "store":
        what = _NOUNS[s.what][0]
        text = f"store {_article(what)} from your hand under this card"
        if s.power is not None:
            text = f"store {_article(what)} {power_filter(s.power)} from your hand under this card"
        return text + (", revealing it first" if e.revealed else "")
    if verb == "control":
        return f"take control of {target(s)}"
    if verb == "if":
        return (
            f"{condition(e.condition)}, {effects_text(e.effects, lower=True)}"
            if e.condition
            else ""
        )
    if verb == "may":
        return f"you may {effects_text(e.effects, lower=True)}"
    if verb == "later":
        return f"{moment(e.duration)}, {effects_text(e.effects, lower=True)}"
    if verb == "choose" and e.target is not None and not e.options:  # lang-possessive
        return f"choose {target(e.target)}"
    if verb == "choose" and _either_group(e):
        return _either_group(e)
    if verb == "choose":
        return "choose one: " + "; or ".join(
            effects_text(o, lower=True).rstrip(".") for o in e.options
        )
    raise ValueError(f"no English for the verb {verb!r}")  # pragma: no cover (every verb has some)


def or_wording(e: Effect) -> tuple[str, str] | None:
    """lang-or: a choice of one of two effects, each one effect, as the renderer says it
    ("choose one: draw two cards; or gain 1 VP") and as cards also print it in one
    sentence ("draw two cards or gain 1 VP"): the card's player chooses either way; None
    for any other effect."""
    if e.verb != "choose" or chooses_a_base(e) or _either_group(e) or len(e.options) != 2:
        return None
    if any(len(o) != 1 or o[0].then or o[0].verb == "choose" for o in e.options):
        return None
    said = [effects_text(o, lower=True).rstrip(".") for o in e.options]
    return "choose one: " + "; or ".join(said), " or ".join(said)


def either_target_wording(e: Effect) -> tuple[str, str] | None:
    """lang-or: a choice of one effect on a card of one kind or of another, as the renderer
    says it ("choose one: destroy a minion of power 3 or less; or destroy an action") and
    as cards print it, one target of either kind ("destroy a minion of power 3 or less or
    an action"); None for any other effect (the two effects differ but in their target)."""
    pair = or_wording(e)
    if pair is None:
        return None
    (first,), (second,) = e.options
    if first.target is None or second.target is None:
        return None
    if replace(second, target=first.target) != first:
        return None
    one, other = target(first.target), target(second.target)
    said, also = _lower(effect_text(first)).rstrip("."), _lower(effect_text(second)).rstrip(".")
    if said.count(one) != 1 or said.replace(one, other) != also:
        return None
    return pair[0], said.replace(one, f"{one} or {other}")


def _either_group(e: Effect) -> str:
    """``shuffle all actions or all minions from your discard pile into your deck``: a
    choice between one effect on two groups of different kinds (else "")."""
    options = [o[0] for o in e.options if len(o) == 1]
    if len(options) != 2 or len(e.options) != 2:
        return ""
    first, second = options
    if first.target is None or second.target is None or first.target.what == second.target.what:
        return ""
    if replace(second, target=replace(second.target, what=first.target.what)) != first:
        return ""
    one, other = _NOUNS[first.target.what][1], _NOUNS[second.target.what][1]
    said, also = effect_text(first).rstrip("."), effect_text(second).rstrip(".")
    for head in ("all of your ", "all other players' ", "all "):
        if f"{head}{one}" in said and said.replace(f"{head}{one}", f"{head}{other}", 1) == also:
            return _lower(said.replace(f"{head}{one}", f"{head}{one} or {head}{other}", 1))
    return ""


#: lang-timed: "one of your minions on that base" (the base chosen for the effect), whose
#: power a breakpoint is changed by
YOURS_THERE = Selector(whose="you", where="chosen-base")


def _timed_base(s: Selector | None, *, choice: bool = False) -> str:
    """lang-timed: the base a timed breakpoint change or restriction is at: this card's,
    "there" (the base of the moment, or the one chosen before), one its player chooses,
    or each base."""
    s = s or Selector(what="base")
    if s.where == "here":
        return "this base"
    if s.where == "there":
        return "that base"
    if s.quantifier.kind == "each":
        return "each base"
    return "a base of your choice" if choice else "a base"


def _breakpoint(e: Effect) -> str:
    """lang-timed: "reduce the breakpoint of a base by 4 until the end of the turn" ("this
    base's breakpoint is reduced by 4 ..."; ``set-breakpoint``: "... reduced to 0")."""
    n = e.amount.value if e.amount is not None else 0
    until = duration(e.duration)
    if e.verb == "set-breakpoint":
        if e.target is not None and e.target.where == "here":
            return f"this base's breakpoint is reduced to {n} {until}"
        return f"reduce the breakpoint of {_timed_base(e.target)} to {n} {until}"
    if e.amount is not None and e.amount.power_of == YOURS_THERE:  # lang-timed
        way = "reduce" if n < 0 else "increase"
        of = "the power of one of your minions on that base"
        return f"{way} the breakpoint of {_timed_base(e.target)} by {of} {until}"
    way = "reduced" if n < 0 else "increased"
    if e.target is not None and e.target.where == "here":
        return f"this base's breakpoint is {way} by {abs(n)} {until}"
    verb = "reduce" if n < 0 else "increase"
    return f"{verb} the breakpoint of {_timed_base(e.target)} by {abs(n)} {until}"


def _restrict(e: Effect) -> str:
    """lang-timed: "other players cannot play minions here until the start of your next
    turn" (a restriction at a base for a while)."""
    restriction = e.restriction or "no-minions-here"
    who = "other players" if restriction.endswith("-by-others") else "players"
    what = "actions" if "actions" in restriction else "minions"
    s = e.target or Selector(what="base")
    place = "here" if s.where == "here" else ("there" if s.where == "there" else "")
    if not place:
        place = "on " + _timed_base(s, choice=True)
    return f"{who} cannot play {what} {place} {duration(e.duration)}"


_SAYS = {
    "breakpoint": _breakpoint,  # lang-timed
    "set-breakpoint": _breakpoint,
    "restrict": _restrict,
    "play": _play,
    "place-counters": _counter_verbs,
    "move-counters": _counter_verbs,
    "remove-counters": _counter_verbs,
    "take": _take,
    "place": _place,
    "shuffle": _shuffle,
    "move": _move,
    "replace-base": _replace_base,
    "each": _each,
    "return": _return,
    "duel": _duel,
}


def effect_text(e: Effect) -> str:
    """One effect as a sentence (its ``then:`` as "If you do, ..."; a base of your
    choice as "Choose a base." before it, the effect then saying "there")."""
    s = e.target
    if chooses_a_base(e) and s is not None and not (e.optional or e.condition or e.then):
        return f"Choose a base{_chosen_where(s)}. {effects_text(e.effects)}"  # lang-there
    if s is not None and s.where == "chosen-base" and not _moves_a_group(e):
        there = replace(s, where="there", base_where=None, base_has=None)
        return f"Choose a base{_chosen_where(s)}. " + effect_text(replace(e, target=there))
    if e.verb == "destroy" and e.target is not None and e.target.what == "base":
        text = "destroy a base"
    else:
        text = _SAYS.get(e.verb, _simple)(e) + _tie_said(e)
    if e.cost:
        text = f"{_cost_text(e.cost)} to {text}"
    if e.optional and not text.startswith("you may"):
        text = f"you may {text}"
    counted = e.amount.result if e.amount is not None else None
    if counted is not None and counted.counts != "cards":  # lang-results: said first
        said, you = done_text(counted), "" if text.startswith("you ") else "you "
        text = f"{said}, {you}{text.replace(' ' + said, '', 1)}"
    if e.condition is not None and e.verb != "if":
        text = f"{condition(e.condition)}, {text}"
    sentence = _sentence(" ".join(text.split()))
    if e.then:
        sentence += " If you do, " + _lower(effects_text(e.then))
    return sentence


def _cost_text(cost: Sequence[Effect]) -> str:
    """What "do X to do Y" says before "to": each effect of X, joined by "and"."""
    return " and ".join(_lower(effect_text(c).removesuffix(".")) for c in cost)


def _moves_a_group(e: Effect) -> bool:
    s = e.target or Selector()
    return e.verb == "move" and s.where == "chosen-base" and s.quantifier.kind == "any-number"


def _joins(first: Effect, then: Effect) -> bool:
    """Two extra plays said in one sentence ("play an extra minion and an extra
    action"): both plain grants from your hand, alike optional, neither at once."""
    return all(
        e.grant is not None
        and not e.grant.immediate
        and e.condition is None
        and not e.then
        and (e.amount is None or e.amount.result is None)  # lang-results: said apart
        for e in (first, then)
    ) and (first.optional == then.optional)


def _plays_it_after(first: Effect, then: Effect) -> bool:
    """An extra minion played at once, then an extra action (not at once) that must
    directly affect that minion: "Play an extra minion. You may play an action that
    directly affects it as an extra action." The first is at once without a "now" (the
    glossary's "Extra": a later part of the ability depends on playing the card)."""
    s, t = first.target or Selector(), then.target or Selector()
    return (
        first.grant is not None
        and first.grant.immediate
        and first.grant.from_pile == "hand"
        and s.what == "minion"
        and not first.then
        and then.grant is not None
        and not then.grant.immediate
        and then.grant.from_pile == "hand"
        and t.what == "action"
        and t.affects == Selector(this="chosen")
    )


_AFFECTS_THAT = "an extra action that directly affects that minion"
_AFFECTS_IT = "an action that directly affects it as an extra action"


def _runs(effects: Sequence[Effect]) -> list[tuple[Effect, int]]:
    """``effects`` as runs of one effect: an extra play granted N times in a row is one
    run of N ("play two extra minions"); any other effect is a run of its own."""
    runs: list[tuple[Effect, int]] = []
    for e in effects:
        if runs and runs[-1][0] == e and _joins(e, e):
            runs[-1] = (e, runs[-1][1] + 1)
        else:
            runs.append((e, 1))
    return runs


def _extras(e: Effect, times: int) -> str:
    """``an extra minion of power 2 or less``; ``two extra minions of power 2 or less``."""
    one = _extra(e)
    if times == 1:
        return one
    s = e.target or Selector()
    singular, many = _NOUNS[s.what]
    return one.replace(f"an extra {singular}", f"{number(times)} extra {many}", 1)


def effects_text(effects: Sequence[Effect], *, lower: bool = False) -> str:
    """Effects in order, one sentence each (extra plays side by side in one; the same
    extra play N times as "N extra minions")."""
    sentences: list[str] = []
    runs = _runs(effects)
    for index, (e, times) in enumerate(runs):
        if index and times == runs[index - 1][1] == 1 and _plays_it_after(runs[index - 1][0], e):
            sentences[-1] = sentences[-1].removesuffix(" now.") + "."
            sentences.append(effect_text(e).replace(_AFFECTS_THAT, _AFFECTS_IT, 1))
        elif index and _joins(runs[index - 1][0], e):
            sentences[-1] = sentences[-1].removesuffix(".") + f" and {_extras(e, times)}."
        elif times > 1:
            sentences.append(effect_text(e).replace(_extra(e), _extras(e, times), 1))
        else:
            sentences.append(effect_text(e))
    text = " ".join(sentences)
    return _lower(text) if lower else text


# ------------------------------------------------------------------------------ statics


def static_text(s: Static, *, each_said: bool = False, condition_last: bool = False) -> str:
    """One ongoing effect as a sentence; ``each_said`` says a group of minions (yours, or
    anyone's) one by one, as cards also print it: "Each minion here has +1 power" for
    "Minions here have +1 power" (a modifier on each of them either way);
    ``condition_last`` says its condition after it, as cards also print it: "This minion
    has +2 power during your turn" (lang-c2)."""
    who = s.target or Selector(this="self-or-host")
    each_said = each_said and _said_one_by_one(who)
    subject = _subject(who, each_said=each_said)
    plural = who.this is None and who.quantifier.kind == "each" and not each_said
    have = "have" if plural else "has"
    are = "are" if plural else "is"
    n = 0 if s.amount is None else s.amount.value
    text = _static_words(s, subject, have, are, n)
    if s.condition is not None:
        said = _STATIC_TURNS.get(s.condition.kind) or _static_condition(s.condition)
        last = condition_last or said.startswith("while")
        text = f"{text} {said}" if last else f"{said}, {text}"
    return _sentence(text)


def _static_condition(found: Condition) -> str:
    """The condition of an ongoing effect: of the card's own base, "here" (lang-there: an
    ongoing text is of a card in play, on its base or on a minion there; "there" is a
    Special's base of the moment)."""
    return condition(found, kind="base" if found.kind == "minion-here" else "minion")


def joined_static_text(
    statics: Sequence[Static],
    *,
    each_said: bool = False,
    condition_last: bool = False,
    either: bool = False,
) -> str:
    """Ongoing effects of one subject and one condition as one sentence, joined by "and"
    (lang-c2: "This minion has +2 power and cannot be destroyed"); ``either`` says
    "cannot be destroyed or moved" (the two restrictions of one subject, by the same
    cards) as one. See :func:`static_text` for ``each_said`` and ``condition_last``."""
    first = statics[0]
    who = first.target or Selector(this="self-or-host")
    each_said = each_said and _said_one_by_one(who)
    subject = _subject(who, each_said=each_said)
    plural = who.this is None and who.quantifier.kind == "each" and not each_said
    have = "have" if plural else "has"
    are = "are" if plural else "is"
    parts = []
    for s in statics:
        n = 0 if s.amount is None else s.amount.value
        parts.append(_static_words(s, subject, have, are, n))
    text = parts[0]
    for part in parts[1:]:
        predicate = part.removeprefix(f"{subject} ")
        if either and predicate.startswith("cannot be moved"):
            text = text.removesuffix(_by_others(first))
            text += " or " + predicate.removeprefix("cannot be ")
        else:
            text += " and " + predicate
    if first.condition is not None:
        said = _STATIC_TURNS.get(first.condition.kind) or _static_condition(first.condition)
        last = condition_last or said.startswith("while")
        text = f"{text} {said}" if last else f"{said}, {text}"
    return _sentence(text)


#: The parts of your turn an ongoing text holds in, as cards say them (the glossary: "On
#: your turn" is your Play Cards phase; "During a turn", any phase of it).
_STATIC_TURNS = {
    "your-play-phase": "on your turn",
    "your-turn": "during your turn",
    "other-players-turn": "during other players' turns",  # lang-time
    "played-this-turn": "on the turn you play it",  # lang-time
}


def _static_words(s: Static, subject: str, have: str, are: str, n: int) -> str:
    if s.kind == "power":
        return f"{subject} {have} {amount_text(s.amount, ' power')}"
    if s.kind == "set-power":
        return f"{_possessive(subject)} power is {n}"
    if s.kind == "breakpoint":
        return f"this base's breakpoint is {'reduced' if n < 0 else 'increased'} by {abs(n)}"
    if s.kind == "player-power":
        return f"you have {n:+d} power here{per_text(s.amount)}"
    if s.kind == "protect":
        whose = "actions" if s.protect_from == "other-players-actions" else "cards"
        return f"{subject} {are} not affected by other players' {whose}"
    if s.kind == "cannot-be-destroyed":
        return f"{subject} cannot be destroyed{_by_others(s)}"
    if s.kind == "cannot-be-moved":
        return f"{subject} cannot be moved{_by_others(s)}"
    if s.kind == "cannot-be-moved-here":  # lang-r
        return f"{subject} cannot be moved to this base{_by_others(s)}"
    if s.kind == "restrict" and s.target is not None and s.target.power is not None:  # lang-r
        if s.restriction == "no-minions-here-by-others":
            return f"other players cannot play {subject} here"
        if s.restriction in (None, "no-minions-here"):
            return f"{subject} cannot be played here"
    if s.kind == "cannot-score":
        return "this base cannot score"
    if s.kind == "extra-play":  # lang-limit
        return f"you may play {_standing_extra(s.target or Selector())} on each of your turns"
    return _RESTRICTIONS[s.restriction or "no-minions-here"]


def _standing_extra(s: Selector) -> str:
    """lang-limit: ``an extra minion of power 2 or less here``: a standing extra play."""
    text = f"an extra {_NOUNS[s.what][0]}"
    if s.power is not None:
        text += f" {power_filter(s.power)}"
    return text + (" here" if s.where == "here" else "")


def _by_others(s: Static) -> str:
    """ " by other players' cards" (lang-protect: " ... actions"), or nothing."""
    if s.protect_from == "other-players-cards":
        return " by other players' cards"
    if s.protect_from == "other-players-actions":
        return " by other players' actions"
    return ""


_RESTRICTIONS = {
    "no-minions-here": "minions cannot be played here",
    "first-minion-elsewhere": "other players cannot play their first minion of a turn here",
    "hand-lock": "on their turn, the controller of this card's minion cannot place cards into "
    "their hand except in their Draw phase",
    "no-actions-here-by-others": "other players cannot play actions here",
    "no-minions-here-by-others": "other players cannot play minions here",
    "no-actions-here": "actions cannot be played here",
    "no-actions-on-minions-here": "actions cannot be played on minions here",  # lang-r
    "no-actions-on-this-minion": "actions cannot be played on this minion",  # lang-restrict
    "no-actions-on-this-minion-by-others": "other players cannot play actions on this minion",
    "no-actions-on-minions-here-by-others": "other players cannot play actions on minions here",
}


def _said_one_by_one(s: Selector) -> bool:
    """Whether a static's group can be said "each minion" / "each of your minions"."""
    return s.this is None and s.quantifier.kind == "each" and s.whose != "other"


def _subject(s: Selector, *, each_said: bool = False) -> str:
    if s.this == "self" and s.what == "titan":  # lang-d: "This titan cannot be destroyed"
        return "this titan"
    if s.this is not None:
        return _THIS[s.this]
    if each_said:
        mine = s.whose == "you"
        head = f"each of your {_whose_noun(s, True)}" if mine else f"each {_whose_noun(s, False)}"
        return f"{head} {_filters(s)}".strip()
    if s.quantifier.kind == "each":
        noun = _whose_noun(s, True)
        head = (
            f"your {noun}"
            if s.whose == "you"
            else f"other players' {noun}"
            if s.whose == "other"
            else noun
        )
        rest = _filters(s)
        return f"{head} {rest}".strip()
    return target(s)


def _possessive(subject: str) -> str:
    return subject + ("'" if subject.endswith("s") else "'s")


# ------------------------------------------------------------------------------ abilities


def _play_moment(t: Trigger, word: str) -> str:
    """ "after you play a minion here" (``word`` "after"), or "when ..." as it starts."""
    here = t.here
    who = {"you": "you play", "other": "another player plays", "any": "a player plays"}[t.who]
    if t.affects == "self":
        return f"{word} {who} an action that directly affects this minion"
    if t.affects == "host":
        return f"{word} {who} another action that directly affects this minion"
    if t.affects == "yours-here":
        return f"{word} {who} an action that directly affects one of your minions here"
    if t.affects == "yours-other-here":
        return (
            f"{word} {who} an action that directly affects one or more of your other minions here"
        )
    what = {
        None: "a card",
        "minion": "a minion",
        "action": "an action",
        "base-modifier": "an action on a base",
        "minion-modifier": "an action on a minion",
    }[t.played]
    if t.power is not None:  # lang-f2: the played card's power
        what += f" {power_filter(t.power)}"
    if t.first_each_turn:
        return f"{word} the first time {who} {what}" + (" here" if here else "") + " each turn"
    if t.first_of_turn and t.who == "any":  # lang-f2: the turn's first, by anyone
        return f"{word} the first time each turn {what} is played" + (" here" if here else "")
    return f"{word} {who} {what}" + (" here" if here else "")


def _first_player(t: Trigger) -> str:
    """ "the first player to play a minion here each turn": a trigger's subject (lang-c)."""
    what = _play_moment(replace(t, first_of_turn=False), "after").removeprefix(
        "after a player plays "
    )
    return f"the first player to play {what} each turn"


def _moved_moment(t: Trigger, kind: str) -> str:
    """ "after a minion is moved here", "after another player moves one of your minions
    from here" (lang-moves): whose minion (on a minion, another than this one), its power,
    who moved it, to this base, from it, or anywhere ("to another base")."""
    moved = {"any": "a minion", "you": "one of your minions", "other": "another player's minion"}
    if kind == "minion":  # the minion moved is never this one
        moved = {**moved, "any": "another minion", "you": "another of your minions"}
    said = moved[t.who]
    if t.power is not None:
        said += f" {power_filter(t.power)}"
    place = " here" if t.here else " from here" if t.from_here else " to another base"
    if t.moved_by is None:
        return f"after {said} is moved{place}"
    mover = {"you": "you move", "other": "another player moves", "any": "a player moves"}
    return f"after {mover[t.moved_by]} {said}{place}"


#: lang-destroyer: who destroyed a minion, said before it ("after you destroy a minion")
_DESTROYER = {"you": "you destroy", "other": "another player destroys", "any": "a player destroys"}
#: lang-destroyer: whose card destroyed this minion ("... destroyed by another player's card")
_DESTROYING_CARD = {"you": "one of your cards", "other": "another player's card", "any": "a card"}


def _moment(t: Trigger, kind: str) -> str:
    here = t.here
    base = kind == "base"
    if t.moment in ("after-play", "when-play"):
        return _play_moment(t, "after" if t.moment == "after-play" else "when")
    if t.moment == "minion-destroyed":
        whose = {"you": "one of your minions", "other": "another player's minion"}
        said = whose.get(t.who, "a minion")
        if t.with_counter:  # lang-titans
            said += " with a +1 power counter on it"
        if t.destroyed_by is not None:  # lang-destroyer: who destroyed it
            return f"after {_DESTROYER[t.destroyed_by]} {said}" + (" here" if here else "")
        return f"after {said} is destroyed" + (" here" if here else "")
    if t.moment == "destroyed" and t.destroyed_by is not None:  # lang-destroyer
        return f"when this minion is destroyed by {_DESTROYING_CARD[t.destroyed_by]}"
    if t.moment == "minion-moved":  # lang-time: whose; lang-moves: who moved it, where
        return _moved_moment(t, kind)
    if t.moment == "moved":  # lang-time
        return "after this minion is moved"
    scores = "this base" if base or here else "a base"
    return {
        "start-of-turn": "at the start of your turn",
        "end-of-turn": "at the end of your turn",
        "before-scoring": f"before {scores} scores",
        "when-scoring": f"when {scores} scores",
        "after-scoring": f"after {scores} scores",
        "goes-to-discard": "when this card goes to the discard pile",
        "counter-placed": "after a +1 power counter is placed on this minion",
        "discarded-from-hand": "when this card is discarded from your hand",
        "base-cleared": "after this base's cards go to the discard piles",
        "draw-phase": "in your Draw phase",
        "affected": "after this card is moved or affected",
        "destroyed": "when this minion is destroyed",
    }[t.moment]


def _conditions(found: Sequence[Condition], kind: str) -> str:
    return ", ".join(c for c in (condition(x, kind=kind) for x in found) if c)


def _names_this_minion(t: Trigger) -> bool:
    """Whether the trigger's words end on "this minion" (so "it" then stands for it)."""
    return t.affects in ("self", "host") or t.moment == "destroyed"


def _trigger_body(ability: Ability, also: Sequence[Effect]) -> str:
    """The effects after a trigger's moment; a power effect on this minion, right after a
    moment that names it, says "it gains +1 power ..."."""
    effects = [*ability.effects, *also]
    first = effects[0] if effects else None
    trigger = ability.trigger or Trigger("start-of-turn")
    if (
        first is not None
        and (
            _names_this_minion(trigger) or first.target is not None and first.target.this == "event"
        )
        and first.verb == "power"
        and first.target is not None
        and (
            first.target.this in ("self", "self-or-host", "event")
            or first.target.this == "host" == trigger.affects
        )
        and not first.optional
        and first.condition is None
        and not first.then
    ):
        said = f"it gains {amount_text(first.amount, ' power')} {duration(first.duration)}."
        rest = effects_text(effects[1:])
        return f"{said} {rest}".strip()
    return effects_text(effects, lower=True)


#: lang-specials: the limit on using the ability of the cards of one name (the card's own,
#: said "this card's name": the compiler reads the printed name so, :mod:`..compile.ownname`)
PER_NAME_TEXT = {
    "turn": "You can only use one ability of a card with this card's name each turn.",
    "base": "You can only use one ability of a card with this card's name per base.",
}


def render(
    ability: Ability,
    *,
    kind: str = "minion",
    also: Sequence[Effect] = (),
    play_first: bool = False,
    first_time: bool = False,
    timer_last: bool = False,
    each_said: bool = False,
) -> str:
    """One ability in the rulebook's words: ``Talent: Draw a card.``, ``Ongoing: ...``,
    ``Special: Before a base scores, ...``. ``kind`` is the card's type (a base's
    abilities have no "Ongoing:"); ``also`` are the effects a Special plays as the card.
    Two other ways cards print the same: ``play_first`` says such a Special's moment as
    its own sentence (``Special: Play after a base scores. ...``); ``first_time`` says a
    mandatory once-per-turn trigger on a play as ``After the first time each turn you
    play ...`` (not ``Once per turn, after you play ...``); ``timer_last`` says a plain
    trigger at the start or end of a turn after its effect (``Destroy this card at the
    start of your turn.``); ``each_said`` says an ongoing text's group one by one ("Each
    minion here has +1 power", :func:`static_text`)."""
    if ability.timing == "on-play":
        return effects_text(ability.effects)
    if ability.timing == "talent":
        return "Talent: " + effects_text(ability.effects)
    if ability.timing == "leaves-stasis":
        return "When this card leaves stasis, " + effects_text(ability.effects, lower=True)
    if ability.timing == "ongoing":
        text = " ".join(static_text(s, each_said=each_said) for s in ability.statics)
        return text if kind == "base" else f"Ongoing: {text}"
    trigger = ability.trigger or Trigger("start-of-turn")
    if trigger.per_name is not None:  # lang-specials: the limit said after the ability
        plain = replace(ability, trigger=replace(trigger, per_name=None))
        said = render(
            plain,
            kind=kind,
            also=also,
            play_first=play_first,
            first_time=first_time,
            timer_last=timer_last,
            each_said=each_said,
        )
        return f"{said} {PER_NAME_TEXT[trigger.per_name]}"
    if trigger.play and trigger.as_usual:  # lang-specials: what it does is said before
        return f"Special: {_sentence(_moment(trigger, kind) + ', you may play this card')}"
    if trigger.replaces is not None and ability.timing == "special":  # lang-costs2: in play
        return f"Special: {_instead_text(ability, kind)}"
    if trigger.replaces is not None:  # lang-instead: a replacement
        return _ongoing(_instead_text(ability, kind), kind)
    opening = _moment(trigger, kind)
    conditions = ability.conditions
    if _at_end_of_the_turn_played(ability):  # lang-timed
        return _ongoing(_sentence(f"at the end of the turn, {_trigger_body(ability, also)}"), kind)
    if trigger.moment in ("start-of-turn", "end-of-turn") and trigger.for_ == "whose-turn":
        # lang-f2: the trigger of the player whose turn it is, whoever's card it is
        opening = opening.replace("your turn", "each player's turn")
        body = _trigger_body(ability, ())
        body = "you may " + body if trigger.may and not body.startswith("you may") else body
        return _ongoing(
            _sentence(f"{opening}, that player {_third_persons(body, ability, ())}"), kind
        )
    if trigger.moment in ("start-of-turn", "end-of-turn"):
        # a base's "you" is the player whose turn it is: its turn is always "your turn"
        mine = kind == "base" or any(c.kind == "your-turn" for c in conditions)
        opening = opening.replace("your turn", "your turn" if mine else "each turn")
        conditions = tuple(c for c in conditions if c.kind != "your-turn")
    play_phase = any(c.kind == "your-play-phase" for c in conditions)
    if ability.timing == "special" and trigger.play and kind == "titan" and play_phase:
        opening = f"on your turn, {opening}"  # lang-titans: "On your turn, after ..."
        conditions = tuple(c for c in conditions if c.kind != "your-play-phase")
    from_discard = _plays_self_from_discard(ability)  # lang-grave: works from there
    if from_discard:
        conditions = tuple(c for c in conditions if c.kind != "in-discard")
    back = _puts_back(ability)
    if back:  # the print's words for it (the engine's goes-to-discard is from play only)
        noun = "minion" if kind == "minion" else "card"
        opening = f"when this {noun} goes to the discard pile (from play)"
        conditions = tuple(c for c in conditions if c.kind != "in-discard")
    # "the first time each turn" is "once per turn" only when nothing could stop it the
    # first time: not optional, no condition
    first = first_time and not trigger.may and not conditions
    once, conditions = _once(trigger, conditions)
    said = _conditions(conditions, kind)
    if ability.timing == "special" and trigger.play and kind == "titan":
        said = _said_there(conditions, kind)  # lang-t2: a titan not in play is at no base
    if said:
        opening += f", {said}"
    if trigger.once_per_turn and first and trigger.moment == "after-play":
        opening = opening.replace("after ", "after the first time each turn ", 1)
    elif trigger.once_per_turn:
        opening = once + opening
    body = "place it back into your hand" if back else _trigger_body(ability, also)
    if trigger.may and not body.startswith("you may"):
        body = "you may " + body
    subject = _scorer(trigger)
    if subject:
        body = f"{subject} " + _third_persons(body, ability, also)
    if (
        trigger.first_of_turn
        and trigger.for_ == "who-played"
        and not _only_its_power(ability, also)
    ):  # lang-c
        return _ongoing(
            _sentence(f"{_first_player(trigger)} {_third_persons(body, ability, also)}"), kind
        )
    if (
        trigger.for_ == "who-played"
        and trigger.who == "any"
        and trigger.moment == "after-play"
        and not _only_its_power(ability, also)
    ):
        body = "that player " + _third_persons(body, ability, also)
    if trigger.for_ == "who-moved":  # lang-moves: the player who moved the minion
        body = "that player " + _third_persons(body, ability, also)
    if trigger.for_ == "who-destroyed":  # lang-destroyer: "that player" if the moment said one
        who = "that player" if trigger.destroyed_by else "the player who destroyed it"
        body = f"{who} " + _third_persons(body, ability, also)
    if trigger.for_ in _ITS:
        body = f"{_ITS[trigger.for_]} {_third_persons(body, ability, also)}"
    if timer_last and _said_after(ability, conditions, also):
        return _ongoing(f"{_sentence(body)[:-1]} {opening}.", kind)
    if ability.timing == "special" and trigger.play and kind in PLAYED_THERE:
        play = f"play this {kind} {_PLAY_ON[trigger.play_on]}"
        if trigger.cost:  # lang-t2: "discard two cards to play this titan on a base"
            play = f"{_cost_text(trigger.cost)} to {play}"
        return f"Special: {_sentence(f'{opening}, you may {play}')}"
    if ability.timing == "special" and trigger.play and play_first:
        moment = f"{opening.replace(', ', ' ', 1)}" if said else opening
        return f"Special: Play {moment}. {_sentence(body)}"
    text = _sentence(f"{opening}, {body}")
    if ability.timing == "special" or from_discard:
        return f"Special: {text}"
    return _ongoing(text, kind)


def _instead_text(ability: Ability, kind: str) -> str:
    """lang-instead: "If this minion would be destroyed, you may move it to another base
    instead." (the rulebook's "instead": the effects in place of the destruction)."""
    trigger = ability.trigger
    assert trigger is not None and trigger.replaces is not None
    if trigger.moment == "would-go-to-discard" and trigger.for_ == "event-owner":
        (effect,) = ability.effects  # a base's: its minions elsewhere, each by its owner
        where = _OWNERS_PLACE[effect.destination.kind if effect.destination else "hand"]
        return _sentence(
            f"after this base scores, minions here go to {where} instead of their discard piles"
        )
    if trigger.moment == "would-go-to-discard":  # its base's cards go there after it scores
        body = effects_text(ability.effects, lower=True).rstrip(".")
        body = "you may " + body if trigger.may else body
        return _sentence(f"after this base scores, {body} instead of the discard pile")
    opening = f"if {target(trigger.replaces)} would be destroyed"
    if trigger.once_per_turn:  # used at most once each turn
        opening = "once per turn, " + opening
    said = _conditions(ability.conditions, kind)
    if said:
        opening += f", {said}"
    if trigger.cost and not ability.effects:  # lang-costs2: the cost is all it does
        body = f"{_cost_text(trigger.cost)} to prevent it"
        return _sentence(f"{opening}, {'you may ' if trigger.may else ''}{body}")
    body = effects_text(ability.effects, lower=True).rstrip(".")
    body = _ITS_OWNERS_DECK.sub(r"it \1 its owner's deck", body)  # the card is in play
    if trigger.may:
        body = "you may " + body
    if trigger.for_ == "event-owner":  # its owner's hand (deck) is "their" hand
        body = body.replace("it to its owner's hand", "it to your hand")
    if trigger.for_ in _ITS:  # lang-instead: the replacement of the card's owner (controller)
        body = f"{_ITS[trigger.for_]} {_third_person(body)}"
    return _sentence(f"{opening}, {body} instead")


#: lang-instead: where a base's minions go after it scores, in place of the discard piles.
_OWNERS_PLACE = {
    "hand": "their owners' hands",
    "deck-bottom": "the bottom of their owners' decks",
    "deck-top": "the top of their owners' decks",
}

#: lang-instead: "it" (the card that would be destroyed, in play) put in a deck: its owner's.
_ITS_OWNERS_DECK = re.compile(r"\bit (on top of|on the bottom of|into) your deck\b")


#: Where a Special that plays the card puts it, in words (lang-t2).
_PLAY_ON = {
    "there": "there",
    "its-base": "on its base",
    "a-base": "on a base",
    "base-with-your-minion": "on a base where you have a minion",
}

_HERE_AT_END = re.compile(r"\bhere$")


def _said_there(found: Sequence[Condition], kind: str) -> str:
    """The conditions of a titan's Special that plays it: the titan is in no base, so
    the base a condition asks about is the moment's, "there" (lang-t2)."""
    said = (_HERE_AT_END.sub("there", condition(x, kind=kind)) for x in found)
    return ", ".join(c for c in said if c)


def _turn_play_text(found: TurnPlay, kind: str) -> str:
    """ "Special: On your turn, if you have 3 or more minions on a base, you may play this
    titan there." (lang-t2): a condition asked of a base is said of "a base" it names."""
    said = "On your turn"
    if found.condition is not None:
        text = condition(found.condition, kind=kind)
        if found.play_on == "there":
            text = _HERE_AT_END.sub("on a base", text)
        said += f", {text}"
    play = f"play this titan {_PLAY_ON[found.play_on]}"
    if found.cost:  # lang-titans: "you may discard a card to play this titan on a base"
        play = f"{_cost_text(found.cost)} to {play}"
    return f"Special: {said}, you may {play}."


PLAYED_THERE = ("minion", "titan")
"""The card types a Special that plays the card puts on the base of its moment ("you may
play this minion there"), its on-play ability apart (it happens however it is played);
an action's Special is how the action is played, its on-play ability what it does."""


#: A once-per-turn trigger's opening for the part of your turn a condition says (the
#: glossary: "On your turn" is your Play Cards phase; "During a turn", any phase of it).
_ONCE_ON = (("your-play-phase", "once on your turn, "), ("your-turn", "once during your turn, "))


def _once(trigger: Trigger, conditions: tuple[Condition, ...]) -> tuple[str, tuple[Condition, ...]]:
    """The opening a once-per-turn trigger says ("once per turn, ", or "once on your turn,
    " with the condition it says taken out of ``conditions``), and the conditions left."""
    if not trigger.once_per_turn:
        return "", conditions
    for kind, words in _ONCE_ON:
        if any(c.kind == kind for c in conditions):
            return words, tuple(c for c in conditions if c.kind != kind)
    return "once per turn, ", conditions


def _plays_self_from_discard(ability: Ability) -> bool:
    """lang-grave: whether a trigger that works from the discard pile plays this card from
    there ("Special: At the start of your turn, you may play this minion from your discard
    pile as an extra minion"): said as a Special, its in-discard condition unsaid."""
    return (
        ability.timing == "trigger"
        and any(c.kind == "in-discard" for c in ability.conditions)
        and any(
            e.verb == "play"
            and e.grant is not None
            and e.grant.from_pile == "discard"
            and e.target is not None
            and e.target.this == "self"
            for e in walk(ability.effects)
        )
    )


def _puts_back(ability: Ability) -> bool:
    """Whether a trigger places this card back into your hand as it goes to the discard
    pile, while it is still there ("When this minion goes to the discard pile (from
    play), you may place it back into your hand")."""
    trigger = ability.trigger
    back = Effect(
        "place", target=Selector(what="card", this="self"), destination=Destination("hand")
    )
    return (
        trigger is not None
        and trigger.moment == "goes-to-discard"
        and any(c.kind == "in-discard" for c in ability.conditions)
        and ability.effects == (back,)
    )


#: The subject of a trigger for the owner or controller of the event's card.
_ITS = {"event-owner": "its owner", "event-controller": "its controller"}


#: Whom a base's scoring trigger is for (``for:``), as its text names them.
SCORERS = {
    "winners": "the winner",
    "runner-up": "the runner-up",
    "third-place": "the player in third place",
    "with-minion-here": "each player with a minion here",
    "most-power-here": "the player with the most power here",
    "non-winners": "each player other than the winner",  # lang-f2
}


def _scorer(trigger: Trigger) -> str | None:
    """The subject a base's scoring trigger names ("the winner"), or None: a place only
    once the base has scored (when or after), a player with a minion here at any of its
    moments."""
    moments: tuple[str, ...] = ("when-scoring", "after-scoring")
    if trigger.for_ in ("with-minion-here", "most-power-here"):
        moments += ("before-scoring",)
    return SCORERS.get(trigger.for_) if trigger.moment in moments else None


def _third_person(body: str) -> str:
    """``you may draw a card`` -> ``may draw a card``, ``draw a card`` -> ``draws a card``
    (and "your" -> "their"): what a subject such as "the winner" does."""
    words = body.removeprefix("you ").split(" ")
    verb = words[0]
    if verb != "may":
        words[0] = verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")
    said = " ".join("their" if w == "your" else w for w in words)
    # lang-scorers: a search's shuffle of the subject's deck, said in their sentence
    # ("the winner may search their deck for an action and place it into their hand, then
    # shuffle their deck"): the subject does it (a sentence "Shuffle their deck" is no one's)
    if said.startswith(("may search their deck ", "searches their deck ")):
        said = said.replace(". Shuffle their deck", ", then shuffle their deck")
    return said.replace(" power you have here", " power they have here")  # lang-third


def _third_persons(body: str, ability: Ability, also: Sequence[Effect]) -> str:
    """``gain 1 VP. Draw a card.`` -> ``gains 1 VP and draws a card``: a subject's effects,
    each one plain sentence, joined with "and" (the subject said once); any other body
    as :func:`_third_person` says it."""
    effects = [*ability.effects, *also]
    said = _may_all(effects)
    if said is not None and body.startswith("you may "):
        return said
    sentences = [effect_text(e) for e in effects]
    plain = all(s.endswith(".") and s.count(".") == 1 for s in sentences)
    if len(effects) < 2 or not plain or body != _lower(" ".join(sentences)):
        return _third_person(body)
    return " and ".join(_third_person(_lower(s)[:-1]) for s in sentences) + "."


def _may_all(effects: Sequence[Effect]) -> str | None:
    """lang-scorers: ``may draw a card and then discard a card``: a subject's one ``may``
    of several plain effects, all or none ("you may X. Y." would leave Y unsaid under
    "may"), each one plain sentence; else None."""
    if len(effects) != 1 or effects[0].verb != "may" or len(effects[0].effects) < 2:
        return None
    sentences = [effect_text(e) for e in effects[0].effects]
    if not all(s.endswith(".") and s.count(".") == 1 for s in sentences):
        return None
    if any(e.cost or e.optional for e in effects[0].effects):
        return None
    said = [_third_person(f"you may {_lower(s)[:-1]}").removeprefix("may ") for s in sentences]
    return "may " + " and then ".join(said)


def _only_its_power(ability: Ability, also: Sequence[Effect]) -> bool:
    """Whether every effect only changes the power of the card the trigger names ("After
    a minion is played here, it gains +2 power ...", "... place a +1 power counter on
    it" unless it may: who decides is then said): no player is said to do it, as the
    player it is for changes nothing of it (lang-time)."""
    effects = [*ability.effects, *also]
    decided = ability.trigger is not None and ability.trigger.may
    return bool(effects) and all(
        (e.verb == "power" or e.verb == "place-counters" and not decided)
        and e.target is not None
        and e.target.this == "event"
        and (e.duration is None or e.duration.kind == "end-of-turn")  # no "your" to say whose
        and (e.amount is None or e.amount.per is None)
        and not e.optional
        and e.condition is None
        and not e.then
        for e in effects
    )


def _at_end_of_the_turn_played(ability: Ability) -> bool:
    """lang-timed: an end-of-turn trigger "on the turn you play it" (a modifier's
    "Ongoing: At the end of the turn, destroy this minion."): the end of that one turn."""
    trigger = ability.trigger
    return (
        trigger is not None
        and trigger == Trigger("end-of-turn")
        and ability.conditions == (Condition("played-this-turn"),)
    )


def _ongoing(text: str, kind: str) -> str:
    return text if kind == "base" else f"Ongoing: {text}"


def _said_after(ability: Ability, conditions: Sequence[Condition], also: Sequence[Effect]) -> bool:
    """Whether a trigger can say its moment after its effect: one plain effect at the
    start or end of a turn ("Destroy this card at the start of your turn.")."""
    trigger = ability.trigger or Trigger("start-of-turn")
    plain = not (trigger.may or trigger.once_per_turn or conditions or also)
    return (
        ability.timing == "trigger"
        and plain
        and trigger.moment in ("start-of-turn", "end-of-turn")
        and len(ability.effects) == 1
        and "." not in effect_text(ability.effects[0])[:-1]
    )


def render_card(
    abilities: CardAbilities,
    *,
    kind: str = "minion",
    play_first: bool = False,
    first_time: bool = False,
    timer_last: bool = False,
    each_said: bool = False,
    said: int = 0,
    swap: bool = False,
    joined: Joined | None = None,
) -> str:
    """Every ability of a card, in order, as the card would print them (``Play on a
    minion.`` first for a modifier; the sentences of one ongoing text under one
    ``Ongoing:``; ``play_first``, ``first_time``, ``timer_last``, ``each_said``: see
    :func:`render`; ``joined``: two trigger abilities in a row that do the same at two
    moments said as one, "After you play or move a minion here, ..." (``or``) or "After
    a minion is played here or moved here, ..." (``each``), lang-twomoments)."""
    parts = []
    first, last = play_rules(abilities, kind, said, swap)  # lang-playonly
    parts += first
    if abilities.instead_of:
        plays = " or ".join(f"your regular {p} play" for p in abilities.instead_of)
        parts.append(f"Instead of {plays}, you may play this titan.")
    if abilities.turn_play is not None:
        parts.append(_turn_play_text(abilities.turn_play, kind))
    played_as_special = kind not in PLAYED_THERE and any(
        a.timing == "special"
        and a.trigger is not None
        and a.trigger.play
        and not a.trigger.as_usual  # lang-specials: what it does said on its own
        for a in abilities.abilities
    )
    on_play = [e for a in abilities.of("on-play") for e in a.effects]
    texts: list[tuple[Ability, str]] = []
    for ability in abilities.abilities:
        if ability.timing == "on-play" and played_as_special:
            continue
        also = on_play if ability.timing == "special" and played_as_special else ()
        text = render(
            ability,
            kind=kind,
            also=also,
            play_first=play_first,
            first_time=first_time,
            timer_last=timer_last,
            each_said=each_said,
        )
        if joined and texts and one_ability(texts[-1][0], ability):  # lang-twomoments
            each, again = joined != "or", _AGAIN.get(joined, 0)
            both = joined_moments(texts[-1][1], text, each=each, again=again)
            if both is not None:
                texts[-1] = (ability, both)
                continue
        texts.append((ability, text))
    for _, text in texts:
        if text and parts and parts[-1].startswith("Ongoing: ") and text.startswith("Ongoing: "):
            text = text.removeprefix("Ongoing: ")
        if text:
            parts.append(text)
    parts += last
    return " ".join(parts)


#: lang-playonly: how a card says where (when) it may be played: "Play on {where}."
#: (a modifier), and the restrictions of any card, each wording by its number (``said``)
_PLAY_ON_SAID = (
    "Play on {on}.",
    "Play this card only on {on}.",
    "Play this action only on {on}.",
    "You may play this action only on {on}.",
    "You can only play this card on {on}.",
    "You can only play this action on {on}.",
    "You may play this card only on {on}.",
)
_ONLY_SAID = (
    "You can only play this card {when}.",
    "Play only {when}.",
    "Play this {kind} only {when}.",
    "Play this card only {when}.",
    "You may play this {kind} only {when}.",
    "You can only play this {kind} {when}.",
    "You may play this card only {when}.",
)
PLAY_SAID = len(_ONLY_SAID)
"""How many wordings :func:`play_rules` has (``said`` from 0 to less than that)."""


def play_rules(
    abilities: CardAbilities, kind: str, said: int = 0, swap: bool = False
) -> tuple[list[str], list[str]]:
    """The sentences that say how the card is played, before its abilities and after
    them: a modifier's "Play on ..." first; lang-playonly: where a minion may be played
    ("Play this minion only on a base where you have a minion"), first, and "You can only
    play this card if ..." last (wording ``said``, and both said first from 1 on; 0 is
    the usual: "Play on ...", the condition last; ``swap``: the condition said where the
    other wordings do not)."""
    first: list[str] = []
    last: list[str] = []
    on = play_on_place(abilities)
    if on is not None and abilities.modifier is not None:
        first.append(_PLAY_ON_SAID[said].format(on=on))
    elif on is not None:
        first.append(_sentence(_ONLY_SAID[said].format(when="on " + on, kind=kind)))
    if abilities.play_if is not None:
        when = play_if_text(abilities.play_if, kind).removeprefix("You can only play this card ")
        text = _ONLY_SAID[said].format(when=when.removesuffix("."), kind=kind)
        (first if (said != 0) != swap else last).append(text)
    return first, last


_HOSTS = {
    "minion": "a minion",
    "your-minion": "one of your minions",
    "other-minion": "another player's minion",  # lang-where
    "base": "a base",
    "base-with-your-minion": "a base where you have a minion",  # lang-where
    "base-without-your-minion": "a base where you have no minions",
}


def play_on_place(abilities: CardAbilities) -> str | None:
    """What a modifier is played on ("one of your minions of power 3 or less"), or where a
    minion may be played (lang-playonly: "a base where another player has a minion"), or
    None."""
    at = abilities.play_at
    host = _HOSTS[abilities.modifier] if abilities.modifier is not None else None
    if at is None:
        return host
    if at.what == "minion" and at.power is not None:
        return f"{host or 'a minion'} {power_filter(at.power)}"
    if at.base_has is not None:
        return f"a base {base_where(at.base_has)}"
    return "a base " + _WHERE[at.where].removeprefix("at a base ")


Joined: TypeAlias = Literal["or", "each", "each-again", "each-again-2"]
"""lang-twomoments: how two moments of one ability are said (:func:`joined_moments`):
``each`` with the words after the moments said after each, ``each-again`` (``-2``) with
the word (two words) before them said again too ("At the end of your turn or the start of
your turn")."""
_AGAIN: dict[str, int] = {"each-again": 1, "each-again-2": 2}


def one_ability(first: Ability, second: Ability) -> bool:
    """lang-twomoments: ``first`` and ``second`` are the two triggers of one ability: trigger
    abilities at two moments, with the same effects and conditions."""
    return (
        first.timing == second.timing == "trigger"
        and first.trigger is not None
        and second.trigger is not None
        and first.trigger != second.trigger
        and (first.effects, first.conditions) == (second.effects, second.conditions)
    )


def joined_moments(first: str, second: str, *, each: bool = False, again: int = 0) -> str | None:
    """lang-twomoments: the two sentences of one ability at two moments (the same words
    but for their moments') said as one: the words they differ in joined by "or" ("After
    you play or move a minion here, draw a card."); ``each``: with the words after them to
    the moment's comma said after each ("After a minion is played here or moved here,
    ..."), and ``again`` words before them said again ("... or the start of your turn").
    Each moment as the renderer says it, or as cards also print it (:data:`_SAID_TOO`):
    the pair with the most words in common. None if they differ after the moment's comma.

    >>> joined_moments("At the start of your turn, draw a card.",
    ...                "At the end of your turn, draw a card.")
    'At the start or end of your turn, draw a card.'
    >>> joined_moments("After a player plays a minion here, draw a card.",
    ...                "After a minion is moved here, draw a card.", each=True)
    'After a minion is played here or moved here, draw a card.'
    """
    best: tuple[int, str] | None = None
    for one in _said_too(first):
        for other in _said_too(second):
            found = _joined(one, other, each=each, again=again)
            if found is not None and (best is None or found[0] > best[0]):
                best = found
    return None if best is None else best[1]


#: lang-twomoments: a moment as the renderer says it, and as cards also print it
_SAID_TOO = (
    ("When this minion is destroyed,", "After this minion is destroyed,"),
    ("After a player plays a minion here,", "After a minion is played here,"),
    ("After a player plays an action here,", "After an action is played here,"),
)


def _said_too(text: str) -> list[str]:
    """``text``, and the same with its moment said as cards also print it."""
    return [text, *(text.replace(a, b) for a, b in _SAID_TOO if a in text)]


def _joined(first: str, second: str, *, each: bool, again: int) -> tuple[int, str] | None:
    """:func:`joined_moments` of one wording of each, with how many words they share."""
    one = first.replace(",", " ,").split(" ")
    other = second.replace(",", " ,").split(" ")
    start = 0
    while start < min(len(one), len(other)) and one[start] == other[start]:
        start += 1
    end = 0
    most = min(len(one), len(other)) - start
    while end < most and one[-1 - end] == other[-1 - end]:
        end += 1
    head, tail = one[:start], one[len(one) - end :]
    a, b = one[start : len(one) - end], other[start : len(other) - end]
    if not a or not b or "," not in tail or any(w in (",", ".") for w in (*a, *b)):
        return None
    if any(w.endswith(".") or w.endswith(":") for w in (*a, *b)):
        return None
    if each:
        until = tail.index(",")
        if until == 0:
            return None
        a = [*a, *tail[:until]]
    if again:
        repeated = head[-again:] if again < len(head) else []
        if not repeated or any(w.endswith(":") for w in repeated):
            return None
        b = [repeated[0][:1].lower() + repeated[0][1:], *repeated[1:], *b]
    if not head:
        b = [b[0][:1].lower() + b[0][1:], *b[1:]]
    said = " ".join([*head, *a, "or", *b, *tail]).replace(" ,", ",")
    return len(head) + len(tail), said


def play_if_text(found: Condition, kind: str = "action") -> str:
    """lang-specials: "You can only play this card if it is the only card in your hand."
    ("during your turn"; "if you have 2 or more cards in your hand": counted with it)."""
    if found.kind == "your-turn":
        return "You can only play this card during your turn."
    if found.kind == "your-play-phase":  # lang-playonly
        return "You can only play this card during your Play Cards phase."
    if found.kind == "cards-in-hand-at-most" and found.count == 1:
        return "You can only play this card if it is the only card in your hand."
    return _sentence(f"you can only play this card {condition(found, kind=kind)}")


def wordings(abilities: CardAbilities, *, kind: str = "minion") -> tuple[str, ...]:
    """Every way the rulebook's English says these abilities, the usual one first: the
    same values, worded as cards print them (a Special's moment before its effects, or
    as a sentence of its own: "Special: Play after a base scores. ..."; a mandatory
    "once per turn" as "the first time each turn"; a plain start- or end-of-turn trigger
    after its effect; an ongoing text's group said one by one: "Each minion here has +1
    power")."""
    groups = any(
        _said_one_by_one(s.target) for a in abilities.abilities for s in a.statics if s.target
    )
    pairs = zip(abilities.abilities, abilities.abilities[1:], strict=False)
    two: tuple[Joined | None, ...] = (None,)
    if any(one_ability(a, b) for a, b in pairs):  # lang-twomoments
        two = ("or", "each", "each-again", "each-again-2", None)
    found = [
        render_card(
            abilities,
            kind=kind,
            play_first=play,
            first_time=first,
            timer_last=timer,
            each_said=each,
            said=said,
            swap=swap,
            joined=joined,
        )
        for joined in two
        for first, play, timer in itertools.product((False, True), repeat=3)
        for each in ((False, True) if groups else (False,))
        for said, swap in _play_said(abilities)
    ]
    return tuple(dict.fromkeys(_places_said(abilities, _each_said(abilities, found))))


def _play_said(abilities: CardAbilities) -> list[tuple[int, bool]]:
    """lang-playonly: the wordings of :func:`play_rules` a card has (only the usual one
    when it says nothing of where or when it is played but "Play on a minion/base")."""
    if (
        abilities.play_if is None
        and abilities.play_at is None
        and abilities.modifier
        in (
            None,
            "minion",
            "base",
        )
    ):
        return [(0, False)]
    swaps = (False, True) if abilities.play_if is not None else (False,)
    return [(said, swap) for said in range(PLAY_SAID) for swap in swaps]


_ONE_BASE = ("one base", "the same base")  # lang-s: a group's base chosen, said so


def _place_pairs(e: Effect) -> list[tuple[str, str]]:
    """How a group's place is said (as :func:`effect_text` says it), and the other way
    cards print the same (lang-s): a group at a base of your choice "on one base"
    ("Choose a base. Destroy up to two minions there." is "Destroy up to two minions on
    one base."), and a group moved each to a base other than its own "to other bases"."""
    s = e.target
    if e.grant is not None and e.grant.that_base:  # lang-grantplace: an extra minion's
        return [("on that base", "on the same base")]
    if s is None or s.this is not None:
        return []
    if s.where == "that-base":  # "on the same base" as the minion chosen before
        return [("on that base", "on the same base")]
    group = s.quantifier.kind in ("any-number", "each") or s.quantifier.count > 1
    if not group:
        return []
    chosen_any = s.base_where is None and s.base_has is None  # lang-where
    if _moves_a_group(e) and chosen_any:  # lang-there: the base chosen first
        said = effect_text(replace(e, then=())).removesuffix(".")
        group_moved = target(replace(s, where="anywhere"))
        if said.startswith("Move ") and e.destination == Destination("base", "another-base"):
            return [(said, f"Choose a base. Move {group_moved} from there to another base")]
    if s.where == "chosen-base" and chosen_any and not _moves_a_group(e):
        plain = replace(e, then=())
        said = effect_text(plain).removesuffix(".")
        there = effect_text(replace(plain, target=replace(s, where="there"))).removesuffix(".")
        if there.count(" there") == 1:
            return [(said, there.replace(" there", f" on {one}")) for one in _ONE_BASE]
    moved = e.destination == Destination("base", "another-base")
    if e.verb == "move" and moved and s.where != "chosen-base":
        said = f"{every(s)} to another base"
        return [(said, f"{every(s)} to other bases"), (said, f"{target(s)} to other bases")]
    return []


def _places_said(abilities: CardAbilities, found: Sequence[str]) -> list[str]:
    """``found`` and each of them with a group's place said as :func:`_place_pairs` says
    it (lang-s)."""
    said = list(found)
    for e in (e for a in abilities.abilities for e in walk(a.effects)):
        for first, then in _place_pairs(e):
            for old, new in ((first, then), (_lower(first), _lower(then))):  # (after a comma)
                said += [w.replace(old, new) for w in said if old in w]
    return said


#: The verbs whose group of targets cards print "all X" or "each X" alike (the rulebook
#: says both of one group acted on card by card), with the words after the group that
#: follow its number: "return all minions here to their owners' hands" is "return each
#: minion here to its owner's hand".
_EACH_AFTER = {"destroy": ("", ""), "return": (" to their owners' hands", " to its owner's hand")}


def _each_pairs(e: Effect) -> list[tuple[str, str]]:
    """How ``e`` is said with its group as "all ..." (as :func:`effect_text` says it),
    and each other way cards print the same: "each ...", and for a group at a base of
    your choice, "... on a base" ("Destroy each minion of power 2 or less on a base": a
    base chosen, then each of them there)."""
    s = e.target
    said_after = _EACH_AFTER.get(e.verb)
    if s is None or said_after is None or e.variant is not None or s.what == "base":
        return []
    if s.this is not None or s.quantifier.kind != "each" or s.whose == "other":
        return []
    chosen = s.where == "chosen-base"
    there = replace(s, where="there") if chosen else s
    plural, one = said_after
    all_, each = f"{e.verb} {every(there)}{plural}", f"{e.verb} {target(there)}{one}"
    pairs = [(all_, each)]
    if chosen:
        anywhere = replace(s, where="anywhere")
        on_a_base = (f"{every(anywhere)} on a base{plural}", f"{target(anywhere)} on a base{one}")
        opened = f"choose a base. {_sentence(all_)[:-1]}"
        pairs = [(opened, f"{e.verb} {on_a_base[0]}"), (opened, f"{e.verb} {on_a_base[1]}")]
        pairs.append((opened, f"choose a base. {_sentence(each)[:-1]}"))
    return pairs


def _each_said(abilities: CardAbilities, found: Sequence[str]) -> list[str]:
    """``found`` and, for each effect on all of a group, the same said as :func:`_each_pairs`
    says it, and for each amount for each of your minions as :func:`_per_pairs` says it
    (either way at each such place): the same values, worded otherwise."""
    said = list(found)
    effects = [e for a in abilities.abilities for e in walk(a.effects)]
    amounts = [e.amount for e in effects] + [
        s.amount for a in abilities.abilities for s in a.statics
    ]
    pairs = [p for e in effects for p in _each_pairs(e)] + [
        p for a in amounts for p in _per_pairs(a)
    ]
    for old, new in pairs:
        for words, other in ((old, new), (_sentence(old)[:-1], _sentence(new)[:-1])):
            whole = re.compile(re.escape(words) + r"(?=[.,;]| until\b)")  # the words whole
            said += [whole.sub(other, w) for w in said if whole.search(w)]
    return said


def render_declared(abilities: object, *, kind: str = "minion") -> str | None:
    """The English of a card's declared ``abilities:`` (its JSON as stored), or None
    when it declares nothing or is not in the grammar (the loader reports that)."""
    from .grammar import GrammarError, parse_abilities

    try:
        return render_card(parse_abilities(abilities), kind=kind) or None
    except GrammarError:
        return None
