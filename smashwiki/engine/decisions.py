"""Decisions: the engine asks, a chooser answers.

A :class:`Decision` lists its legal :class:`Option` s by key. A chooser returns the
keys it picks; the game checks them (an answer outside the options raises
:class:`~smashwiki.engine.errors.IllegalChoice`). Scenarios answer from their
``choices:`` list; random play picks at random.

>>> d = Decision("choose-base", "Alan", "score which base?",
...              (Option("base-1", "Base 1"), Option("base-2", "Base 2")))
>>> d.option_keys()
('base-1', 'base-2')
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, get_args

from .errors import InvalidScenario

#: Every kind of decision the engine asks: the keys of a check's ``choices:``
#: (mypy catches a misspelt kind).
DecisionKind = Literal[
    "order-abilities",
    "use-ability",
    "score-base",
    "choose-target",
    "play-extra",
    "pick-treasure",
    "uncover",
    "discard-to-limit",
    "duel-card",
    "may",
    # asked by card abilities
    "base-to-deck-top",
    "actions-or-minions",
    "bury-card",
    "choose-base",
    "choose-faction",
    "choose-one",
    "choose-player",
    "choose-titan",
    "control-target",
    "counter-from",
    "counter-or-draw",
    "counter-remove",
    "counter-target",
    "counter-targets",
    "counter-to",
    "destroy-base",
    "destroy-target",
    "destroy-targets",
    "discard-card",
    "first-player",
    "duel-target",
    "modifier-to",
    "mulligan",
    "move-from",
    "move-minion",
    "move-minions",
    "move-modifier",
    "move-target",
    "move-to",
    "nexus-base",
    "on-a-roll-minion",
    "play-from-discard",
    "power-target",
    "power-of",  # lang-timed
    "replacement-base",
    "return-card",
    "return-minion",
    "return-target",
    "search",
    "shuffle-minions",
    "shuffle-from-discard",  # lang-e2
    "stasis-card",
    "store-card",
    "swap-base",
    "take-from-discard",
    "take-modifier",
    "looked-card",
    "look-at-hand",  # lang-k
    "to-deck-bottom",
    "to-deck-top",
]
_DECISION_KINDS: dict[str, DecisionKind] = {kind: kind for kind in get_args(DecisionKind)}


def as_decision_kind(name: str) -> DecisionKind:
    """``name`` as a :data:`DecisionKind` (a card's ``ask:``, a check's ``choices:`` or
    ``decided-by:``); an unknown one raises
    :class:`~smashwiki.engine.errors.InvalidScenario` naming the nearest kind and every one.

    >>> as_decision_kind("scor-base")
    Traceback (most recent call last):
    ...
    smashwiki.engine.errors.InvalidScenario: unknown decision kind 'scor-base' (did you mean 'score-base'?); the kinds: actions-or-minions, ...
    """  # noqa: E501
    try:
        return _DECISION_KINDS[name]
    except KeyError:
        close = difflib.get_close_matches(str(name), list(_DECISION_KINDS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise InvalidScenario(
            f"unknown decision kind {name!r}{hint}; the kinds: {', '.join(sorted(_DECISION_KINDS))}"
        ) from None


#: The one registry of decision kinds: each kind the engine asks, with what it asks. The
#: Python that asks names a kind of :data:`DecisionKind`; a check answers it by the same name
#: in ``choices:``; the reference in CONTRIBUTING.md is generated from this table, and a test
#: fails when a kind has no line here.
DECISION_KINDS: dict[DecisionKind, str] = {
    "order-abilities": "which of the abilities triggered together resolves next (current player)",
    "use-ability": (
        "which optional ability to use at its moment, if any: a trigger that says may: true, "
        "a Special (answer its card, or pass)"
    ),
    "score-base": "which of the bases that reached their breakpoint scores first",
    "choose-target": "where a card played from the hand goes: the base (or minion) it is played on",
    "play-extra": "whether, and what, to play with an extra play granted now (pass: none)",
    "pick-treasure": "which of the revealed treasures a player takes",
    "uncover": "whether to uncover a buried card at the start of the turn",
    "discard-to-limit": "which cards to discard down to the hand limit at the end of the turn",
    "duel-card": "which card of the hand each duelling player places for the duel (pass: none)",
    "may": 'a yes/no question of a may: effect ("you may ..." inside an ability; yes or no)',
    "actions-or-minions": "Time Travelers: shuffle all actions or all minions from the discard",
    "bury-card": "which card of the hand to bury",
    "choose-base": "which base an ability picks (to play on, or to affect)",
    "choose-faction": "which faction of the middle of the table a player chooses (setup)",
    "first-player": "which of the players tied to go first does (setup)",
    "mulligan": "whether to draw a new opening hand that has no minion (setup; yes or no)",
    "choose-titan": "which titan (beside another player) an ability plays",
    "choose-one": 'which of an ability\'s options ("choose one") to carry out',
    "choose-player": (
        'which player an ability names ("Choose a player. That player ..."; answer a'
        " player's name): that player does the effects"
    ),
    "control-target": "which minion an ability takes control of",
    "counter-from": "which card +1 power counters are moved from",
    "counter-or-draw": "Disney: place a +1 power counter or draw a card (answer counter or draw)",
    "counter-remove": "which card +1 power counters are removed from",
    "counter-target": "which minion gets the +1 power counters an ability places",
    "counter-targets": "which minions get a +1 power counter each",
    "counter-to": "which card +1 power counters are moved to",
    "destroy-base": "which base an ability destroys",
    "destroy-target": "which minion an ability destroys",
    "destroy-targets": "which minions an ability destroys (any number)",
    "discard-card": "which card of the hand to discard",
    "duel-target": "which rival minion to duel",
    "modifier-to": "which minion a modifier moves onto",
    "move-from": "which base minions are moved from",
    "move-minion": "which minion an ability moves",
    "move-minions": "which minions an ability moves (several)",
    "move-modifier": "which modifier an ability moves",
    "move-target": "which minion an ability moves, when the base it goes to is fixed",
    "move-to": "which base a minion is moved to",
    "nexus-base": "Time Travelers: which base to put on top of the base deck",
    "base-to-deck-top": "which base from the base discard pile goes on top of the base deck",
    "on-a-roll-minion": "Musketeers' On a Roll: which minion the actions will affect",
    "play-from-discard": "which card to play from the discard pile",
    "power-target": "which minion gets the power an ability gives",
    "power-of": "which minion an amount is the power of (a breakpoint changed by it)",
    "replacement-base": "which base replaces the one that scored",
    "return-card": "which card returns to its owner's hand",
    "return-minion": "which of your minions returns to your hand",
    "return-target": "which minion an ability returns to its owner's hand",
    "search": "which found card to take when searching a deck (pass: none)",
    "shuffle-minions": "which of your minions to shuffle into your deck",
    "shuffle-from-discard": "which cards of your discard pile to shuffle into your deck",
    "stasis-card": "which of your cards in stasis an ability changes the stasis counters of",
    "store-card": "which card of the hand to store under a card",
    "swap-base": "which base an ability swaps",
    "take-from-discard": "which card to take from the discard pile",
    "take-modifier": "which modifier to take",
    "looked-card": (
        "which of the cards looked at (or revealed) from the top of your deck an effect"
        " places: into your hand, on the bottom of your deck, in your discard pile (or of"
        " the bases from the top of the base deck, on its top or bottom)"
    ),
    "look-at-hand": (
        "which other player's hand an ability looks at (answer a player's name); a card"
        " discarded from it is a looked-card"
    ),
    "to-deck-bottom": "which card goes on the bottom of your deck (or base, of the base deck)",
    "to-deck-top": "which card goes on top of your deck (or base, of the base deck)",
}

#: Each decision kind as a player says it, after "Alan chooses" (the worked examples: "Alan
#: chooses which base the minion moves to: Mill."); a test fails when a kind has no line here.
DECISION_QUESTIONS: dict[DecisionKind, str] = {
    "order-abilities": "which ability resolves next",
    "use-ability": "which optional ability to use now",
    "score-base": "which base scores first",
    "choose-target": "where to play the card",
    "play-extra": "what to play with the extra play",
    "pick-treasure": "which treasure to take",
    "uncover": "which buried card to uncover",
    "discard-to-limit": "which cards to discard down to the hand limit",
    "duel-card": "which card to place for the duel",
    "may": "whether to use the ability",
    "actions-or-minions": "which cards to shuffle from their discard pile into their deck",
    "bury-card": "which card of their hand to bury",
    "choose-base": "which base the ability picks",
    "choose-faction": "which faction to take from the middle of the table",
    "first-player": "who goes first",
    "mulligan": "whether to draw a new opening hand",
    "choose-titan": "which titan beside another player to play",
    "choose-one": "which of the ability's options to carry out",
    "choose-player": "which player does the ability's effects",
    "control-target": "which minion to take control of",
    "counter-from": "which card to move +1 power counters from",
    "counter-or-draw": "whether to place a +1 power counter or draw a card",
    "counter-remove": "which card to remove +1 power counters from",
    "counter-target": "which minion gets the +1 power counters",
    "counter-targets": "which minions get a +1 power counter each",
    "counter-to": "which card to move +1 power counters to",
    "destroy-base": "which base to destroy",
    "destroy-target": "which minion to destroy",
    "destroy-targets": "which minions to destroy",
    "discard-card": "which card of their hand to discard",
    "duel-target": "which rival minion to duel",
    "modifier-to": "which minion the modifier moves onto",
    "move-from": "which base to move minions from",
    "move-minion": "which minion to move",
    "move-minions": "which minions to move",
    "move-modifier": "which modifier to move",
    "move-target": "which minion to move",
    "move-to": "which base the minion moves to",
    "nexus-base": "which base goes on top of the base deck",
    "base-to-deck-top": "which base of the base discard pile goes on top of the base deck",
    "on-a-roll-minion": "which minion the actions will affect",
    "play-from-discard": "which card to play from the discard pile",
    "power-target": "which minion gains the power",
    "power-of": "which minion the amount is the power of",
    "replacement-base": "which base replaces the one that scored",
    "return-card": "which card returns to its owner's hand",
    "return-minion": "which of their minions returns to their hand",
    "return-target": "which minion returns to its owner's hand",
    "search": "which card found in their deck to take",
    "shuffle-minions": "which of their minions to shuffle into their deck",
    "shuffle-from-discard": "which cards of their discard pile to shuffle into their deck",
    "stasis-card": "which of their cards in stasis gains or loses stasis counters",
    "store-card": "which card of their hand to store",
    "swap-base": "which base to swap",
    "take-from-discard": "which card to take from the discard pile",
    "take-modifier": "which modifier to take",
    "looked-card": "which of the cards they looked at or revealed to place",
    "look-at-hand": "which player's hand to look at",
    "to-deck-bottom": "which card goes on the bottom of their deck",
    "to-deck-top": "which card goes on top of their deck",
}

#: How asking works, for the reference: when a question is not asked at all.
ASKING_RULES = (
    "A choice of exactly one card that the player must make is made without asking: no "
    "answer is expected, and an answer given for it fails the check as unused.",
    'A choice the player may decline ("you may") is asked even with one option; answer '
    "`pass` to decline.",
    'A choice of several cards ("any number") is asked even when there is one way, unless '
    "there is no choice at all.",
)

PASS = "pass"
YES = "yes"
NO = "no"


@dataclass(frozen=True)
class Option:
    """One legal answer: ``key`` is what a scenario writes; ``value`` what the engine uses."""

    key: str
    label: str = ""
    value: Any = None

    def __repr__(self) -> str:
        return f"Option({self.key!r})"


@dataclass(frozen=True)
class Decision:
    """A question for ``player``: pick between ``min`` and ``max`` of ``options``."""

    kind: DecisionKind
    player: str
    prompt: str
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    #: The card whose ability asks, where one does ("you may ..."): for the worked example.
    source: str | None = None

    def option_keys(self) -> tuple[str, ...]:
        """The keys of the legal options."""
        return tuple(option.key for option in self.options)

    def why_illegal(self, answer: Sequence[str]) -> str | None:
        """Why ``answer`` is not a legal answer, or None if it is."""
        keys = self.option_keys()
        wrong = [key for key in answer if key not in keys]
        if wrong:
            return (
                f"{', '.join(map(str, wrong))} is not a legal answer to {self.kind!r} "
                f"({self.prompt}); the options are: {', '.join(keys) or 'none'}"
            )
        if len(set(answer)) != len(answer):
            return f"{self.kind!r} wants different answers, got {list(answer)}"
        if not self.min <= len(answer) <= self.max:
            return f"{self.kind!r} wants {self.min} to {self.max} answers, got {list(answer)}"
        return None

    def value(self, key: str) -> Any:
        """The engine value of the option with this key."""
        for option in self.options:
            if option.key == key:
                return option.value if option.value is not None else option.key
        raise KeyError(key)


class Chooser(Protocol):
    """Answers decisions. Returns the keys of the chosen options."""

    def choose(self, decision: Decision) -> Sequence[str]: ...


class FirstChooser:
    """Always picks the first legal options (useful in tests)."""

    def choose(self, decision: Decision) -> Sequence[str]:
        """The first ``min`` options (at least one if any)."""
        count = max(decision.min, 1 if decision.options else 0)
        return decision.option_keys()[: min(count, decision.max)]


class RandomChooser:
    """Picks legal options at random from a seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, decision: Decision) -> Sequence[str]:
        """A random legal answer."""
        keys = decision.option_keys()
        high = min(decision.max, len(keys))
        count = self.rng.randint(min(decision.min, high), high)
        return self.rng.sample(keys, count)
