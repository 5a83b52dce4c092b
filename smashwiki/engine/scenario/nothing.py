"""A rules operation of a check that changes nothing must say why, never pass silently.

A step such as ``{place-counters: knight}`` stands for some card's effect. If it logs no
event it did nothing, and a check that goes on would prove nothing about it. So:

* a name the step gives that the game does not have (a misspelt card, base or player)
  makes the check malformed (:class:`InvalidScenario`), before anything runs;
* an operation the rules stop (the card is protected, out of play, has no counters, the
  deck is empty) raises :class:`NothingHappened` with the rule: a check that means it
  says ``illegal:`` on the step (``illegal: protected``);
* an operation that did nothing for no rule this module knows is the engine's fault
  (:class:`EngineFault`);
* an operation that could do only part of what it asks either is refused before it runs
  (removing or moving more +1 power counters than the card has: :func:`short_of`), or
  says in the worked example what it did (drawing from a deck and discard pile that run
  out: a player draws what they can, see :mod:`.steps`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .. import ongoing
from ..errors import EngineFault, InvalidScenario, NothingHappened, not_a_player
from ..game import Game
from ..state import INACTIVE_ROLES
from .values import as_list

#: Operations whose value is a card (or a base) of the game.
CARD_OPERATIONS = frozenset(
    {
        "destroy",
        "return",
        "move",
        "place-counters",
        "remove-counters",
        "bury",
        "uncover",
        "store",
        "stasis",
        "take-control",
        "play-monster",
    }
)
#: Options of an operation step that name a card or a base of the game (``on:``: of an
#: action step).
NAMING_OPTIONS = ("by", "to", "from", "at", "under", "on")
#: Actions whose value is a card of the game: a misspelt one would be refused as an
#: action, and a step that expects a refusal (``illegal: true``) would pass on a typo.
CARD_ACTIONS = frozenset({"play", "talent", "play-titan", "play-from-stasis"})
#: Operations that need their card in play (and working: not buried, stored or in stasis).
NEEDS_IN_PLAY = frozenset({"destroy", "return", "move", "place-counters", "take-control"})
#: Operations about +1 power counters already on a card.
TAKES_COUNTERS = frozenset({"remove-counters", "move-counters"})


def named(key: str, step: Mapping[str, Any]) -> Iterator[tuple[str | int, Any]]:
    """The (field, name) pairs of the cards and bases a rules operation step names."""
    if key in CARD_OPERATIONS | CARD_ACTIONS:
        yield key, step[key]
    if key == "duel":
        yield from enumerate(as_list(step[key], "duel"))
    for option in NAMING_OPTIONS:
        if option in step:
            yield option, step[option]


def check_names(game: Game, key: str, step: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidScenario` for a card or base the step names that the game
    does not have, and for a player of ``extra-turn`` who is not playing."""
    for where, name in named(key, step):
        if name is None or str(name) not in game.state.cards:
            field: tuple[str | int, ...] = (key, where) if isinstance(where, int) else (where,)
            raise InvalidScenario(
                f"{name!r} is no card or base of this game (its cards: "
                f"{_some(sorted(game.state.cards))})",
                field=field,
            )
    if key == "extra-turn" and str(step[key]) not in game.state.players:
        raise not_a_player(step[key], game.state.order).within(key)


def _some(names: list[str], most: int = 12) -> str:
    shown = ", ".join(names[:most])
    return shown + (f" and {len(names) - most} more" if len(names) > most else "")


def nothing_happened(game: Game, key: str, step: Mapping[str, Any], player: str) -> Exception:
    """The error for an operation step that logged no event: the rule that stopped it
    (:class:`NothingHappened`), or :class:`EngineFault` if no rule explains it."""
    reason = _why(game, key, step, player)
    if reason is None:
        return EngineFault(f"{_step_words(key, step)} changed nothing, and no rule says why")
    return NothingHappened(f"{_step_words(key, step)}: {reason}", reason)


def _step_words(key: str, step: Mapping[str, Any]) -> str:
    """A step as its check wrote it, for a message: ``remove-counters knight``."""
    value = step.get(key)
    return key if value is None else f"{key} {value}"


def _why(game: Game, key: str, step: Mapping[str, Any], player: str) -> str | None:
    """The rule that stopped an operation, as far as this module knows the rules."""
    whole = {
        "effect": "none of its effects changed the game (did they find a target?)",
        "draw-cards": f"{player} has no card left in their deck or discard pile",
        "draw-madness": "the Madness deck is empty",
        "play-monster": "the monster deck is empty",
        "duel": "a duel is being fought already" if game.state.duel_active else None,
    }
    if key in whole:
        return whole[key]
    by = step.get("by")
    for where, name in named(key, step):
        if where == "by":
            continue
        reason = _why_card(game, key, str(name), str(by) if by is not None else None)
        if reason:
            return reason
    to = step.get("to")  # lang-r: "minions cannot be moved to this base"
    if key == "move" and isinstance(to, str) and to in game.state.bases:
        uid = str(step.get("move"))
        mover = str(by) if by is not None else None
        if game.is_in_play(uid) and ongoing.cannot_be_moved_to(game, uid, to, mover):
            return f"{uid} cannot be moved to {to}"
    if key in TAKES_COUNTERS:
        origin = _origin(key, step)
        count = game.counters(origin)
        return _counters_words(origin, count, _amount(step)) if count < _amount(step) else None
    if key == "move" and game.base_of(str(step[key])) == str(step.get("to")):
        return f"{step[key]} is at {step.get('to')} already"
    return None


def short_of(game: Game, key: str, step: Mapping[str, Any], amount: int) -> Exception | None:
    """:class:`NothingHappened` for a step that asks to remove or move more +1 power
    counters than its card has (but some): it is not possible, and nothing happens,
    rather than the step silently doing less than it says."""
    if key not in TAKES_COUNTERS:
        return None
    origin = _origin(key, step)
    count = game.counters(origin)
    if not 0 < count < amount:
        return None
    reason = _counters_words(origin, count, amount)
    return NothingHappened(f"{_step_words(key, step)}: {reason}", reason)


def _origin(key: str, step: Mapping[str, Any]) -> str:
    """The card a counters operation takes its counters from."""
    return str(step.get("from") if key == "move-counters" else step.get(key))


def _amount(step: Mapping[str, Any]) -> int:
    amount = step.get("amount", 1)
    return amount if isinstance(amount, int) else 1


def _counters_words(origin: str, count: int, amount: int) -> str:
    """``knight has no +1 power counters``; ``knight has only 1 +1 power counter, not 3``."""
    if count == 0:
        return f"{origin} has no +1 power counters"
    plural = "" if count == 1 else "s"
    return f"{origin} has only {count} +1 power counter{plural}, not {amount}"


def _why_card(game: Game, key: str, uid: str, by: str | None) -> str | None:
    """Why an operation could not touch ``uid``, if a rule about the card says so."""
    if uid in game.state.leaving:
        return f"{uid} is being played as it leaves, and may not go back"
    if key in NEEDS_IN_PLAY | TAKES_COUNTERS and not game.is_in_play(uid):
        return f"{uid} is not in play but in {_pile(game, uid)}"
    role = game.role(uid)
    if key in NEEDS_IN_PLAY and role in INACTIVE_ROLES:
        return f"{uid} is {role}, its abilities and power off"
    if ongoing.is_protected(game, uid, by):
        whose = f"{by}'s" if by else "these"
        return f"{uid} is protected from {whose} effects"
    if key == "move" and ongoing.cannot_be_moved(game, uid, by):
        return f"{uid} cannot be moved"
    if key == "destroy" and ongoing.cannot_be_destroyed(game, uid, by):  # lang-r
        return f"{uid} cannot be destroyed"
    return None


def _pile(game: Game, uid: str) -> str:
    location = game.location(uid)
    return f"{location.player}'s {location.zone}" if location.player else location.zone
