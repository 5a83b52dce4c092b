"""Derived numbers: power, breakpoints, player power at a base, ranking, and the
ongoing effects (protections, score blockers) asked every time, never stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import windows
from .state import (
    INACTIVE_ROLES,
    ROLE_ACTION,
    ROLE_MINION,
    ROLE_MODIFIER,
    ROLE_TITAN,
)

if TYPE_CHECKING:
    from .game import Game
    from .state import PlayGrant

_ONGOING_TABLES = (
    "power",
    "power_set",
    "breakpoint",
    "player_power",
    "protections",
    "indestructible",
    "immovable",
    "barriers",
    "restrictions",
    "blockers",
    "replacements",  # lang-instead
    "scoring_replacements",  # lang-instead
    "standing_grants",  # lang-limit
)


def power(game: Game, uid: str) -> int:
    """The power of ``uid``, derived now and never below 0.

    Out of play it is the printed number; in play it adds counters, ongoing
    modifiers and effects until the end (or start) of a turn, unless an ongoing
    effect sets it (e.g. "this minion's power is 0").
    """
    definition = game.definition(uid)
    record = game.state.in_play.get(uid)
    if record is None:
        return max(0, definition.power)
    if record.role in INACTIVE_ROLES:
        return 0
    total = definition.power
    if record.role == ROLE_MINION:
        fixed: list[int] = [
            value
            for source, fn in sources(game, "power_set")
            if (value := fn(game, source, uid)) is not None and not is_protected(game, uid, source)
        ]
        if fixed:
            return max(0, min(fixed))
        total += record.counters
        total += ongoing(game, "power", uid)
        total += temporary(game, record.object_id, "power")
    return max(0, total)


def ongoing(game: Game, table: str, target: str) -> int:
    """The sum of the ongoing ``table`` functions (power, breakpoint) for ``target``.

    A continuous effect changes its target's power, so it *affects* the target (the
    glossary's "Affect": "changed in power"): an effect whose card ``target`` is protected
    from ("not affected by other players' actions") does not count for it.
    """
    total = 0
    for source, function in sources(game, table):
        change = function(game, source, target)
        if change and not is_protected(game, target, source):
            total += change
    return total


def sources(game: Game, table: str) -> list[tuple[str, Any]]:
    """(card, function) for every active card with an entry in ``table`` (power,
    breakpoint, protections ...), computed again only after a card moves."""
    tables = game.cache.tables()
    found = tables.get(table)
    if found is None:
        index_sources(game, tables)
        found = tables.setdefault(table, [])
    return found


def index_sources(game: Game, cache: dict[str, list[tuple[str, Any]]]) -> None:
    """Fill the cache of every ongoing table in one pass over the active cards."""
    for name in _ONGOING_TABLES:
        cache.setdefault(name, [])
    for uid in game.active_cards():
        for name, functions in _tables_of(game, game.definition(uid).id):
            cache[name] += [(uid, function) for function in functions]


def _tables_of(game: Game, card_id: str) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    """The ongoing tables with an entry for ``card_id``, with its functions (looked up once
    per game: most cards have none)."""
    known = game.cache.ongoing_of.get(card_id)
    if known is None:
        registry = game.registry_of(card_id)
        found = [
            (name, tuple(getattr(registry, name).get(card_id, ())))
            for name in (_ONGOING_TABLES if registry is not None else ())
        ]
        known = game.cache.ongoing_of[card_id] = tuple(item for item in found if item[1])
    return known


def temporary(game: Game, object_id: int, stat: str) -> int:
    """The sum of the temporary effects on ``stat`` for the object ``object_id``."""
    return sum(e.amount for e in game.state.effects if e.target == object_id and e.stat == stat)


def breakpoint(game: Game, base: str) -> int:
    """The breakpoint of ``base``: printed, changed by ongoing and temporary effects, plus
    the power of monsters nobody controls there; never below 0."""
    total = game.definition(base).breakpoint
    record = game.state.in_play.get(base)
    if record is not None:
        total += ongoing(game, "breakpoint", base)
        total += temporary(game, record.object_id, "breakpoint")
        for uid in game.minions_at(base):
            if game.controller(uid) is None:
                total += power(game, uid)
        fixed = [  # lang-timed: "this base's breakpoint is reduced to 0 until ..."
            e.amount
            for e in game.state.effects
            if e.target == record.object_id and e.stat == "breakpoint-set"
        ]
        if fixed:
            return max(0, min(fixed))
    return max(0, total)


def player_power(game: Game, base: str, player: str) -> int:
    """``player``'s total power at ``base``: their minions, counters on their titans,
    and power from non-minion cards (actions with power, player-power effects)."""
    total = 0
    for uid in game.state.at.get(base, ()):
        if game.controller(uid) != player:
            continue
        role = game.role(uid)
        if role == ROLE_MINION:
            total += power(game, uid)
        elif role == ROLE_TITAN:
            total += game.counters(uid) + game.definition(uid).power
        elif role in (ROLE_MODIFIER, ROLE_ACTION):
            total += game.definition(uid).power
        if role in (ROLE_MINION, ROLE_TITAN, ROLE_MODIFIER):
            for child in game.state.in_play[uid].attached:
                if game.controller(child) == player and game.role(child) == ROLE_MODIFIER:
                    total += game.definition(child).power
    total += player_power_effects(game, base, player)
    return max(0, total)


def player_power_effects(game: Game, base: str, player: str) -> int:
    """Power that cards give ``player`` at ``base`` without a minion."""
    total = 0
    for source, function in sources(game, "player_power"):
        total += function(game, source, base, player)
    return total


def total_power(game: Game, base: str) -> int:
    """The total power at ``base`` that counts toward its breakpoint."""
    return sum(player_power(game, base, player) for player in game.state.order)


def has_presence(game: Game, base: str, player: str) -> bool:
    """True if ``player`` controls a minion at ``base`` or has at least 1 power there."""
    for uid in game.minions_at(base):
        if game.controller(uid) == player:
            return True
    return player_power(game, base, player) >= 1


def ranking(game: Game, base: str) -> tuple[tuple[str, int, int], ...]:
    """(player, power, place) for every player with presence at ``base``, best first.

    Tied players all get the best place they tie for, and the places after a tie
    are skipped (10, 10, 5 gives places 1, 1, 3).
    """
    powers = [
        (p, player_power(game, base, p))
        for p in windows.turn_order(game)
        if has_presence(game, base, p)
    ]
    ranked = sorted(powers, key=lambda item: -item[1])
    return tuple(
        (player, power, 1 + sum(1 for _, other in ranked if other > power))
        for player, power in ranked
    )


def standing_grants(game: Game, player: str) -> list[PlayGrant]:
    """lang-limit: the extra plays ``player`` has now from cards in play ("You may play an
    extra action on each of your turns"): only in their own turn's Play Cards phase, each
    card's one a turn, gone once used this turn (or once its card leaves play)."""
    from .events import PlayUsed, TurnBegan
    from .state import Phase

    if game.state.active != player or game.state.phase != Phase.PLAY:
        return []
    offered = [
        grant
        for source, function in sources(game, "standing_grants")
        for grant in [function(game, source, player)]
        if grant is not None
    ]
    if not offered:
        return []
    used: list[PlayGrant] = []
    for event in reversed(game.log):
        if isinstance(event, TurnBegan):
            break
        if isinstance(event, PlayUsed) and event.grant is not None:
            used.append(event.grant)
    return [grant for grant in offered if grant not in used]


def is_protected(game: Game, target: str, by: str | None) -> bool:
    """True if an ongoing protection stops the card ``by`` from affecting ``target``."""
    for source, function in sources(game, "protections"):
        if function(game, source, target, by):
            return True
    return False


def cannot_be_destroyed(game: Game, target: str, by: str | None) -> bool:
    """True if an ongoing effect says ``target`` cannot be destroyed (by the card ``by``)."""
    found = sources(game, "indestructible")
    return any(function(game, source, target, by) for source, function in found)


def cannot_be_moved(game: Game, target: str, by: str | None) -> bool:
    """True if an ongoing effect says ``target`` cannot be moved (by the card ``by``)."""
    return any(
        function(game, source, target, by) for source, function in sources(game, "immovable")
    )


def cannot_be_moved_to(game: Game, target: str, base: str, by: str | None) -> bool:
    """True if an ongoing effect says ``target`` cannot be moved to ``base`` (by the card
    ``by``) (lang-r), or cannot be moved at all."""
    if cannot_be_moved(game, target, by):
        return True
    found = sources(game, "barriers")
    return any(function(game, source, target, base, by) for source, function in found)


def can_score(game: Game, base: str) -> bool:
    """False if an ongoing effect says the base cannot score."""
    return all(not function(game, source, base) for source, function in sources(game, "blockers"))


def ready_bases(game: Game) -> list[str]:
    """Bases whose total power has reached their breakpoint and that may score."""
    return [
        base
        for base in game.state.bases
        if total_power(game, base) >= breakpoint(game, base) and can_score(game, base)
    ]
