"""A made-up card's abilities as card text a player would recognise: what the card
language declares (``{draw: 1}``, ``{destroy: 1, target: here}``) told as a printed card
tells it ("Draw a card.", "Destroy a minion here.").

Every verb of the card language (:data:`~smashwiki.engine.language.EFFECTS`) has its words
in :data:`VERB_TEXT` (a test fails when one has none); a key the tables do not know is
still said, in its own words, never left out.

>>> card_text({"type": "action", "modifier": "minion", "ongoing": {"power": -5}})
'Ongoing: This minion has -5 power.'
>>> card_text({"talent": {"draw": 1}})
'Talent: Draw a card.'
>>> card_text({"on-play": [{"destroy": 1, "target": "here"}, {"draw": 2}]})
'Destroy a minion here. Draw 2 cards.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..events import counted

Words = Callable[[Any, Mapping[str, Any]], str]


# --------------------------------------------------------------------------- small words


def _n(value: Any) -> int:
    """A verb's number (``true`` is one)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def _a(count: Any, noun: str, plural: str | None = None) -> str:
    """``a card``, ``2 cards``; ``an action``."""
    number = _n(count)
    if number == 1:
        return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
    return f"{number} {plural or noun + 's'}"


def _counters(count: Any) -> str:
    return counted(_n(count), "+1 power counter") if _n(count) != 1 else "a +1 power counter"


def _signed(value: Any) -> str:
    number = _n(value)
    return f"+{number}" if number >= 0 else str(number)


def _title(name: Any) -> str:
    """A card or faction id as its name: ``frozen`` is "Frozen"."""
    return " ".join(w.capitalize() for w in str(name).rsplit("/", 1)[-1].split("-"))


def _kind(value: Any) -> str:
    """A card type as a noun: ``minion``, ``action``."""
    return str(value).replace("-", " ")


#: Whose minions ``target:`` picks among, for one (``{}`` is where the count goes) or many.
_ONE = {
    "any": "a minion",
    "here": "a minion here",
    "yours": "one of your minions",
    "yours-here": "one of your minions here",
    "others": "another player's minion",
    "self": "this minion",
}
_MANY = {
    "any": "{} minions",
    "here": "{} minions here",
    "yours": "{} of your minions",
    "yours-here": "{} of your minions here",
    "others": "{} of other players' minions",
    "self": "this minion",
}
_EVERY = {
    "any": "every minion",
    "here": "every minion here",
    "yours": "each of your minions",
    "yours-here": "each of your minions here",
    "others": "each other player's minion",
    "self": "this minion",
}


def _target(effect: Mapping[str, Any], count: Any = 1) -> str:
    which = str(effect.get("target", "any"))
    if _n(count) == 1:
        return _ONE.get(which, f"a minion ({_kind(which)})")
    return _MANY.get(which, "{} minions (" + _kind(which) + ")").format(_n(count))


def _every(effect: Mapping[str, Any]) -> str:
    which = str(effect.get("target", "any"))
    return _EVERY.get(which, f"every minion ({_kind(which)})")


def _where(effect: Mapping[str, Any]) -> str:
    """`` here`` when ``target:`` says at this card's base (for "any number of minions")."""
    which = str(effect.get("target", "any"))
    return {"here": " here", "yours": " of yours", "yours-here": " of yours here"}.get(which, "")


# --------------------------------------------------------------------------- verbs


def _extra(kind: str) -> Words:
    def words(value: Any, effect: Mapping[str, Any]) -> str:
        options = value if isinstance(value, Mapping) else {}
        text = f"you may play an extra {kind}"
        if options.get("max-power") is not None:
            text += f" of power {options['max-power']} or less"
        if options.get("from") == "discard":
            text += " from your discard pile"
        if options.get("affects") == "self":
            text += " that directly affects this minion"
        elif options.get("affects") == "chosen":
            text += " that directly affects that minion"
        if options.get("here"):
            text += " here"
        return text + (" now or not at all" if options.get("immediate") else "")

    return words


def _return_and_replay(value: Any, effect: Mapping[str, Any]) -> str:
    options = value if isinstance(value, Mapping) else {}
    which = "another of your minions" if options.get("others", True) else "one of your minions"
    may = "you may return" if options.get("optional", True) else "return"
    return f"{may} {which} to your hand; you may play it again as an extra minion"


def _duel(value: Any, effect: Mapping[str, Any]) -> str:
    text = "this minion duels a rival minion here"
    outcomes = value if isinstance(value, Mapping) else {}
    for outcome, verb in (("win", "wins"), ("lose", "loses")):
        if outcomes.get(outcome):
            text += f"; if it {verb}, {_clauses(outcomes[outcome])}"
    return text


def _store(value: Any, effect: Mapping[str, Any]) -> str:
    limits = value if isinstance(value, Mapping) else {}
    card = _kind(limits.get("card", "card"))
    most = limits.get("max-power")
    what = _a(1, card) + (f" of power {most} or less" if most is not None else "")
    shown = ", revealing it first" if limits else ""
    return f"store {what} from your hand under this card{shown}"


def _discard_to_deck(value: Any, effect: Mapping[str, Any]) -> str:
    options = value if isinstance(value, Mapping) else {}
    where = "bottom" if options.get("where") == "bottom" else "top"
    card = _a(1, _kind(options.get("card", "card")))
    return f"place {card} from your discard pile on the {where} of your deck"


def _stasis_counters(value: Any, effect: Mapping[str, Any]) -> str:
    number = _n(value)
    counters = _a(abs(number), "stasis counter")
    if number < 0:
        return f"remove {counters} from one of your cards in stasis"
    return f"add {counters} to one of your cards in stasis"


def _if_you_control(value: Any, effect: Mapping[str, Any]) -> str:
    rule = value if isinstance(value, Mapping) else {}
    return f"if you control {_title(rule.get('card'))}, {_clauses(rule.get('do'))}"


def _choose_one(value: Any, effect: Mapping[str, Any]) -> str:
    options = value if isinstance(value, list) else [value]
    return "choose one: " + "; or ".join(_clauses(option) for option in options)


def _base_to_deck_top(value: Any, effect: Mapping[str, Any]) -> str:
    may = "you may place" if isinstance(value, Mapping) and value.get("optional") else "place"
    return f"{may} a base from the base discard pile on top of the base deck"


#: Each verb of the card language as card text: a clause, in the imperative ("draw a
#: card"), from the verb's value and the whole effect (its ``target:``).
def _in_the_grammar(verb: str) -> Words:
    """A verb head's words as the card language's English says them."""

    def words(value: Any, effect: Mapping[str, Any]) -> str:
        from ..language.english import effects_text
        from ..language.grammar import GrammarError, parse_effects

        try:
            said = effects_text(parse_effects({**effect, verb: value}), lower=True)
        except GrammarError:
            return f"{verb} ({value!r})"
        return said.rstrip(".")

    return words


VERB_TEXT: dict[str, Words] = {
    **{
        verb: _in_the_grammar(verb)
        for verb in (
            "place",
            "take",
            "move",
            "play",
            "reveal",
            "look",
            "shuffle",
            "replace-base",
            "cancel",
            "each",
            "choose",
            "choose-base",  # lang-there
            "choose-card",  # lang-possessive
            "if",
            "control",
            "breakpoint",  # lang-timed
            "set-breakpoint",
            "restrict",
        )
    },
    "draw": lambda v, e: f"draw {_a(v, 'card')}",
    "gain-vp": lambda v, e: f"gain {counted(_n(v), 'VP')}",
    "madness": lambda v, e: f"draw {_a(v, 'Madness card')}",
    "draw-until-hand": lambda v, e: f"draw cards until you have {_a(v, 'card')} in your hand",
    "extra-turn": lambda v, e: "take an extra turn after this one",
    "place-counters": lambda v, e: f"place {_counters(v)} on {_target(e)}",
    "counters-on-up-to": lambda v, e: (
        f"place a +1 power counter on {_target(e)}"
        if _n(v) == 1
        else f"place a +1 power counter on each of up to {_target(e, v)}"
    ),
    "move-counters": lambda v, e: (
        f"move {_counters(v)} from a minion to {_target(e).replace('a minion', 'another minion')}"
    ),
    "remove-counters": lambda v, e: f"remove {_counters(v)} from {_target(e)}",
    "power": lambda v, e: f"give {_target(e)} {_signed(v)} power until the end of the turn",
    "destroy": lambda v, e: f"destroy {_target(e, v)}",
    "destroy-any-number": lambda v, e: f"destroy any number of minions{_where(e)}",
    "destroy-all": lambda v, e: f"destroy {_every(e)}",
    "return": lambda v, e: f"return {_target(e, v)} to its owner's hand",
    "extra-minion": _extra("minion"),
    "extra-action": _extra("action"),
    "return-and-replay": _return_and_replay,
    "reveal-until": lambda v, e: (
        f"reveal cards from the top of your deck until you reveal {_a(1, _kind(v))}; put it "
        "into your hand and the other revealed cards back"
    ),
    "play-monster": lambda v, e: f"play {_a(v, 'monster')} from the monster deck here",
    "duel": _duel,
    "stasis": lambda v, e: f"put this card in stasis with {_a(v, 'stasis counter')}",
    "bury": lambda v, e: "bury a card from your hand here",
    "store": _store,
    "may": lambda v, e: f"you may {_clauses(v)}",
    "later": lambda v, e: f"at the end of the turn, {_clauses(v)}",
    "at-end-of-turn": lambda v, e: f"at the end of the turn, {_clauses(v)}",
    "at-start-of-your-next-turn": lambda v, e: f"at the start of your next turn, {_clauses(v)}",
    "move-self": lambda v, e: "you may move this minion to another base",
    "move-minion": lambda v, e: f"move {_target(e, v)} to another base",
    "self-to-hand": lambda v, e: "put this card into your hand",
    "counters-on-self": lambda v, e: f"place {_counters(v)} on this card",
    "look-at-top": lambda v, e: (
        "look at the top card of your deck"
        if _n(v) == 1
        else f"look at the top {v} cards of your deck"
    ),
    "search": lambda v, e: (
        f"you may search your deck for {_a(1, _kind(v))}, reveal it and put it into your "
        "hand, then shuffle your deck"
    ),
    "take-from-discard": lambda v, e: (
        f"put {_a(1, _kind(v))} from your discard pile into your hand"
    ),
    "shuffle-discard": lambda v, e: (
        f"shuffle every {_kind(v)} from your discard pile into your deck"
    ),
    "play-self": lambda v, e: "play this card as an extra play",
    "discard": lambda v, e: f"discard {_a(v, 'card')}",
    "discard-at-random": lambda v, e: f"discard {_a(v, 'card')} at random",
    "move-group": lambda v, e: "move any number of minions from one base to another base",
    "self-to-deck": lambda v, e: "shuffle this card into its owner's deck",
    "destroy-base": lambda v, e: "destroy a base",
    "swap-base": lambda v, e: (
        "replace a base with the top card of the base deck; the cards on it stay, on the new base"
    ),
    "move-modifier": lambda v, e: "move an action played on a minion onto another minion",
    "each-player": lambda v, e: (
        f"each player, starting with the current player: {_they(_clauses(v))}"
    ),
    "play-from-other-discard": lambda v, e: (
        f"play {_a(1, _kind(v))} from another player's discard pile as an extra play"
    ),
    "power-each": lambda v, e: f"give {_every(e)} {_signed(v)} power until the end of the turn",
    "move-faction-here": lambda v, e: f"move every {_title(v)} minion to this base",
    "distribute-counters": lambda v, e: (
        f"place {_counters(v)}, one at a time, on minions of your choice"
    ),
    "choose-one": _choose_one,
    "if-you-control": _if_you_control,
    "destroy-self": lambda v, e: "destroy this card",
    "if-host-yours": lambda v, e: f"if you control the minion this card is on, {_clauses(v)}",
    "recall-played": lambda v, e: (
        "return each card played with this card's extra plays to its owner's hand"
    ),
    "destroy-foreign-modifiers": lambda v, e: (
        "destroy other players' actions played on your minions here"
    ),
    "each-winner": lambda v, e: f"its winner (each winner, if tied): {_they(_clauses(v))}",
    "each-other-player": lambda v, e: f"each other player in turn: {_they(_clauses(v))}",
    "each-player-with-minion-here": lambda v, e: (
        f"each player with a minion here, in turn: {_they(_clauses(v))}"
    ),
    "chosen-player": lambda v, e: f"a player you choose (you too): {_they(_clauses(v))}",
    "chosen-other-player": lambda v, e: f"another player you choose: {_they(_clauses(v))}",
    "its-owner": lambda v, e: (  # lang-owner
        f"the owner of the card the effect before chose: {_they(_clauses(v))}"
    ),
    "its-controller": lambda v, e: (
        f"the controller of the card the effect before chose: {_they(_clauses(v))}"
    ),
    "base-to-deck-top": _base_to_deck_top,
    "discard-to-deck": _discard_to_deck,
    "cancel-base": lambda v, e: (
        "cancel the abilities of this base until the start of your next turn"
    ),
    "power-at-a-base": lambda v, e: (
        f"choose a base; each of your minions there gets {_signed(v)} power until the end of "
        "the turn"
    ),
    "replacement-from-base-discard": lambda v, e: (
        "replace this base with a base of your choice from the base discard pile instead of "
        "the top card of the base deck"
    ),
    "shuffle-a-kind": lambda v, e: (
        "shuffle all actions or all minions (your choice) from your discard pile into your deck"
    ),
    "shuffle-yours-here": lambda v, e: "shuffle any number of your minions here into your deck",
    "return-card": lambda v, e: f"return {_a(v, 'card')} in play to its owner's hand",
    "place-self": lambda v, e: (
        "place this card in the discard pile"  # lang-instead
        if v == "discard"
        else f"place this card on the {'top' if v == 'deck-top' else 'bottom'} of your deck "
        "instead of your discard pile"
    ),
    "stasis-counters": _stasis_counters,
    "return-madness": lambda v, e: (
        f"return {_a(v, 'Madness card')} from your hand to the Madness deck"
    ),
    "take-control": lambda v, e: f"take control of {_target(e, v)}",
    "bury-self": lambda v, e: "bury this card here",
    "play-others-titan": lambda v, e: (
        "play a titan from beside another player on a base; you control it"
    ),
}

#: Keys of an effect that are not verbs (:data:`smashwiki.engine.language.effects.META_KEYS`).
_META = ("target", "then", "ask", "to", "cost", "until")  # lang-time: "until" said by its verb


def _verb(key: str, value: Any, effect: Mapping[str, Any]) -> str:
    """One verb of an effect as a clause; a ``target:`` given as a selector mapping
    ("minions here of power 2 or less") in the card language's English."""
    if key not in VERB_TEXT:
        return f"{_kind(key)} {_kind(value)}".strip()
    if isinstance(effect.get("target"), Mapping) or "until" in effect:  # lang-time: a duration
        plain = {k: v for k, v in effect.items() if k not in ("then", "cost")}
        return _in_the_grammar(key)(value, plain)
    return VERB_TEXT[key](value, effect)


def _effect(effect: Any) -> str:
    """One effect as a clause: its verbs (after its cost: "discard two cards to ..."), then
    what happens "if you do"."""
    if not isinstance(effect, Mapping):
        return _kind(effect)
    parts = [_verb(key, value, effect) for key, value in effect.items() if key not in _META]
    text = " and ".join(parts)
    if effect.get("cost"):  # "do X to do Y"
        text = f"{_clauses(effect['cost'])} to {text}"
    if effect.get("then"):
        text += f"; if you do, {_clauses(effect['then'])}"
    return text


def _clauses(effects: Any) -> str:
    """Effects as clauses of one sentence: "draw a card, then gain 1 VP"."""
    listed = effects if isinstance(effects, list) else [effects]
    return ", then ".join(_effect(e) for e in listed if e is not None)


_YOU = re.compile(r"\b(you|your)\b")


def _they(clauses: str) -> str:
    """Clauses said of another player than the card's: "they may draw", "their hand"."""
    return _YOU.sub(lambda m: "they" if m[1] == "you" else "their", clauses)


def effects_text(effects: Any) -> str:
    """Effects as card text: one sentence each ("Draw a card. Gain 1 VP.")."""
    listed = effects if isinstance(effects, list) else [effects]
    return " ".join(_sentence(_effect(e)) for e in listed if e is not None)


def _sentence(clause: str) -> str:
    return clause[:1].upper() + clause[1:] + ("" if clause.endswith(".") else ".")


# --------------------------------------------------------------------------- triggers

#: When a trigger fires, by its ``on:`` (``{here}``: "this base" or "a base").
_MOMENTS = {
    "start-of-turn": "at the start of {turn}",
    "end-of-turn": "at the end of {turn}",
    "before-scoring": "before {base} scores",
    "when-scoring": "when {base} scores",
    "after-scoring": "after {base} scores",
    "goes-to-discard": "when this card goes to the discard pile",
    "when-play": "when {who} {played}",
    "after-play": "after {who} {played}",
    "counter-placed": "when a +1 power counter is placed on {subject}",
    "discarded-from-hand": "when {card} is discarded from your hand",
    "base-cleared": "after {base} scores and its cards are gone",
    "draw-phase": "during the Draw 2 Cards phase of {turn}",
    "affected": "when another card affects this card",
    "minion-destroyed": "after a minion is destroyed",
    "minion-moved": "after a minion is moved to another base",
}
_PLAYED = {
    None: "a card",
    "minion": "a minion",
    "action": "an action",
    "base-modifier": "an action on a base",
    "minion-modifier": "an action on a minion",
}
_AFFECTS = {
    "self": "an action that directly affects this minion",
    "yours-here": "an action that directly affects one of your minions here",
    "yours-other-here": "an action that directly affects one or more of your other minions here",
}
_CONDITIONS = {
    "minion-here": "if you have a minion here",
    "in-discard": "if it is still in your discard pile",
    "your-play-phase": "during your Play Cards phase",
    "base-in-discard": "if the base discard pile has a base",
}
_WHO = {"you": "you play", "other": "another player plays", "any": "a player plays"}
_FOR = {
    "winners": "its winner (each winner, if tied)",
    "who-played": "the player who played it",
    "event-owner": "the destroyed card's owner",
    "event-controller": "the destroyed card's controller",
}


def _moment(trigger: Mapping[str, Any]) -> str:
    """When a trigger fires, with its conditions: "after you play a minion here"."""
    played = _AFFECTS.get(str(trigger.get("affects")), _PLAYED.get(trigger.get("played")))
    if played is None:
        played = f"an {_kind(trigger.get('played'))}"
    if trigger.get("here") and trigger.get("on") in ("after-play", "when-play"):
        played += " here"
    moment = _MOMENTS.get(str(trigger.get("on")), f"on {_kind(trigger.get('on'))}").format(
        turn="your turn" if trigger.get("your-turn") else "each turn",
        base="this base" if trigger.get("here") else "a base",
        played=played,
        who=_WHO.get(str(trigger.get("by")), "you play"),
        subject="this card" if trigger.get("on-self") else "a minion",
        card="this card" if trigger.get("on-self") else "a card",
    )
    conditions = [words for key, words in _CONDITIONS.items() if trigger.get(key)]
    if " a base " in f"{moment} ":  # the base that scores, not this card's: "there"
        conditions = [c.replace("a minion here", "a minion there") for c in conditions]
    if trigger.get("once-per-turn"):
        moment = f"once per turn, {moment}"
    return ", ".join([moment, *conditions])


def _trigger(trigger: Any, special: bool = False) -> str:
    """A trigger (or a special) as a sentence: "After this base scores, draw a card."."""
    if not isinstance(trigger, Mapping):
        return _sentence(_kind(trigger))
    moment = _moment(trigger)
    if special:
        play = (
            "play this card"
            if trigger.get("play")
            else "play this card: " + _clauses(trigger.get("do"))
        )
        return "Special: " + _sentence(f"{moment}, you may {play}")
    who = _FOR.get(str(trigger.get("for")))
    does = _clauses(trigger.get("do"))
    if trigger.get("on") in _INSTEAD:  # lang-instead: a replacement
        does = f"you may {does}" if trigger.get("may") else does
        return _sentence(_INSTEAD[str(trigger["on"])].format(_watched(trigger), does))
    if trigger.get("may") and not does.startswith("you may "):
        does = f"you may {does}"
    does = _they(does) if who else does
    return _sentence(f"{moment}, {who + ': ' if who else ''}{does}")


#: lang-instead: a replacement's words, by its ``on:`` (the card it watches, what instead).
_INSTEAD = {
    "would-be-destroyed": "if {} would be destroyed, {} instead",
    "would-go-to-discard": "after this base scores, instead of {} going to the discard pile, {}",
}


def _watched(trigger: Mapping[str, Any]) -> str:
    """The card a replacement watches, roughly: this card, this minion, or a minion."""
    watched = trigger.get("replaces")
    this = watched.get("this") if isinstance(watched, Mapping) else None
    if this is not None:
        return "this card" if this == "self" else "this minion"
    return f"a minion ({_kind(watched)})"


# --------------------------------------------------------------------------- ongoing

#: Each ongoing ability as card text, from its value.
ONGOING_TEXT: dict[str, Callable[[Any], str]] = {
    "power": lambda v: f"this minion has {_signed(v)} power",
    "set-power": lambda v: f"this minion's power is {v}",
    "power-here": lambda v: f"each other minion here has {_signed(v)} power",
    "breakpoint": lambda v: (
        f"the breakpoint of this base is {abs(_n(v))} {'lower' if _n(v) < 0 else 'higher'}"
    ),
    "player-power": lambda v: f"you have {_signed(v)} power here",
    "protected": lambda v: "this card can't be affected by other players' cards",
    "protected-from-actions": lambda v: "this card can't be affected by other players' actions",
    "cannot-score": lambda v: "this base can't score",
    "no-minions-here": lambda v: "minions can't be played here",
    "protect-here": lambda v: "your minions here can't be affected by other players' cards",
    "power-per-modifier": lambda v: (
        f"this minion has {_signed(v)} power for each action on a minion that you control"
    ),
    "power-per-counter": lambda v: (
        f"this minion has {_signed(v)} more power for each +1 power counter on it"
    ),
    "power-per-minion": lambda v: (
        f"this minion has {_signed(v)} power for each other minion you have in play"
    ),
    "power-if-here": lambda v: (
        f"this minion has {_signed((v or {}).get('amount', 0))} power while "
        f"{' or '.join(_title(c) for c in (v or {}).get('cards', []))} is here"
    ),
    "first-minion-elsewhere": lambda v: (
        "other players can't play the first minion of their turn here"
    ),
    "hand-lock": lambda v: (
        "on their turn, the controller of this minion can't put cards into their hand, except "
        "the 2 cards of their Draw 2 Cards phase"
    ),
}


def _ongoing(ongoing: Any) -> str:
    if not isinstance(ongoing, Mapping):
        return "Ongoing: " + _sentence(_kind(ongoing))
    clauses = [
        ONGOING_TEXT[key](value) if key in ONGOING_TEXT else f"{_kind(key)} {_kind(value)}"
        for key, value in ongoing.items()
    ]
    return "Ongoing: " + " ".join(_sentence(clause) for clause in clauses)


# --------------------------------------------------------------------------- a card


def _instead_of(value: Any) -> str:
    plays = value if isinstance(value, list) else [value]
    which = " or ".join(f"regular {_kind(p)} play" for p in plays)
    return f"Instead of your {which}, you may play this titan."


def _tags(tags: Any) -> str:
    """Facts other cards ask about: "This card counts as an action that affects a minion."."""
    facts = {"affects-minion": "an action that affects a minion"}
    listed = tags if isinstance(tags, list) else [tags]
    return " ".join(_sentence(f"this card counts as {facts.get(t, _kind(t))}") for t in listed)


#: The abilities of a card, each as card text, in the order a card prints them.
_ABILITIES: tuple[tuple[str, Callable[[Any], str]], ...] = (
    ("instead-of", _instead_of),
    ("on-play", effects_text),
    ("talent", lambda v: "Talent: " + effects_text(v)),
    ("ongoing", _ongoing),
    ("triggers", lambda v: " ".join(_trigger(t) for t in (v if isinstance(v, list) else [v]))),
    ("special", lambda v: " ".join(_trigger(t, True) for t in (v if isinstance(v, list) else [v]))),
    ("leaves-stasis", lambda v: "When this card leaves stasis: " + effects_text(v)),
    ("tags", _tags),
)
#: Keys that say what the card is (told before its text), not what it does.
WHAT_KEYS = frozenset(
    {
        "name",
        "type",
        "power",
        "standin-for",
        "modifier",
        "breakpoint",
        "vps",
        "kind",
        "treasure",
        "monsters",
        "faction",
    }
)


def card_text(spec: Mapping[str, Any]) -> str:
    """The abilities a card declares in the card language, as its printed text would say
    them ("" when it has none)."""
    known = {key for key, _ in _ABILITIES}
    parts = [words(spec[key]) for key, words in _ABILITIES if key in spec]
    parts += [
        _sentence(f"{_kind(key)} {_kind(value)}")
        for key, value in spec.items()
        if key not in known and key not in WHAT_KEYS
    ]
    return " ".join(part for part in parts if part)


def card_kind(spec: Mapping[str, Any], type_: str, power: int) -> str:
    """What a made-up card is: "a 2-power minion", "an action played on a minion", "a base
    (breakpoint 6, VPs 3-2-1)", "a 1-power monster (treasure 2)"."""
    kind = str(spec.get("type", type_))
    faction = f"{_title(spec['faction'])} " if spec.get("faction") else ""
    noun = {"monster": "monster", "treasure": "treasure", "madness": "Madness card"}.get(
        str(spec.get("kind")), kind
    )
    if kind in ("minion", "character"):
        what = f"a {power}-power {faction}{noun}"
    else:
        what = _a(1, f"{faction}{noun}")
        if spec.get("kind") in ("monster", "treasure") and kind != noun:
            what += f" ({_kind(kind)})"
    details = _details(spec)
    if spec.get("modifier"):
        what += f" played on a {_kind(spec['modifier'])}"
    return what + (f" ({', '.join(details)})" if details else "")


def _details(spec: Mapping[str, Any]) -> list[str]:
    details = []
    if spec.get("breakpoint") is not None:
        details.append(f"breakpoint {spec['breakpoint']}")
    if isinstance(spec.get("vps"), Sequence) and not isinstance(spec["vps"], str):
        details.append(f"VPs {'-'.join(str(v) for v in spec['vps'])}")
    if spec.get("monsters"):
        details.append(f"monster number {spec['monsters']}")
    if spec.get("treasure"):
        details.append(f"treasure {spec['treasure']}")
    return details
