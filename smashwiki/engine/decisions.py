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
    "choose-one",
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
    "duel-target",
    "modifier-to",
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
    "replacement-base",
    "return-card",
    "return-minion",
    "return-target",
    "search",
    "shuffle-minions",
    "store-card",
    "swap-base",
    "take-from-discard",
    "take-modifier",
    "to-deck-bottom",
    "to-deck-top",
]
_DECISION_KINDS: dict[str, DecisionKind] = {kind: kind for kind in get_args(DecisionKind)}


def as_decision_kind(name: str) -> DecisionKind:
    """``name`` as a :data:`DecisionKind` (a card's ``ask:``); an unknown one raises
    :class:`~smashwiki.engine.errors.InvalidScenario`."""
    try:
        return _DECISION_KINDS[name]
    except KeyError:
        raise InvalidScenario(f"{name!r} is not a kind of decision the engine asks") from None


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
