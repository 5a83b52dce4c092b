"""Ongoing abilities at play: each :class:`~.grammar.Static` of an ``ongoing`` ability
becomes the engine's continuous effect (power, breakpoint, player power, protection,
score blocker, restriction), asked every time, never stored; a static with an ``if:``
counts only while its condition holds, for the player it is asked about.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from .. import legality, ongoing
from ..actions import Action, PlayAction, PutInHand
from ..events import CardPlayed, Event
from ..registry import (
    Context,
    Registry,
    Timing,
    barrier,
    breakpoint_modifier,
    immovable,
    indestructible,
    player_power,
    power_modifier,
    power_setter,
    protection,
    restriction,
    score_blocker,
    standing_grant,
)
from ..state import ROLE_MINION, PlayGrant, PlayKind
from . import conditions
from .effects import value
from .grammar import PowerFilter, Quantifier, Selector, Static
from .selectors import matches

if TYPE_CHECKING:
    from ..game import Game


def _ctx(game: Game, source: str, player: str | None = None) -> Context:
    """The point of view of ``source`` (for ``player``, or its controller)."""
    who = player or game.controller(source) or game.state.active
    return Context(game, source, who, Timing.ON_PLAY)


def _holds(static: Static, game: Game, source: str, player: str | None = None) -> bool:
    return static.condition is None or conditions.holds(
        _ctx(game, source, player), static.condition
    )


def _at_its_base(game: Game, source: str, base: str) -> bool:
    return bool(base in (source, game.base_of(source)))


def register_statics(card_id: str, statics: tuple[Static, ...], registry: Registry) -> None:
    """Register every static of a card's ongoing abilities in ``registry``."""
    for static in statics:
        _REGISTER[static.kind](card_id, static, registry)


def _power(card_id: str, static: Static, registry: Registry) -> None:
    target = static.target or Selector(this="self-or-host")

    def gives(game: Game, source: str, uid: str) -> int:
        ctx = _ctx(game, source)
        if not matches(ctx, uid, target) or not _holds(static, game, source):
            return 0
        return value(ctx, static.amount, uid)

    power_modifier(card_id, registry=registry)(gives)


def _set_power(card_id: str, static: Static, registry: Registry) -> None:
    target = static.target or Selector(this="self-or-host")

    def sets(game: Game, source: str, uid: str) -> int | None:
        ctx = _ctx(game, source)
        return value(ctx, static.amount) if matches(ctx, uid, target) else None

    power_setter(card_id, registry=registry)(sets)


def _breakpoint(card_id: str, static: Static, registry: Registry) -> None:
    def changes(game: Game, source: str, base: str) -> int:
        if not _at_its_base(game, source, base) or not _holds(static, game, source):
            return 0
        return value(_ctx(game, source), static.amount)

    breakpoint_modifier(card_id, registry=registry)(changes)


def _player_power(card_id: str, static: Static, registry: Registry) -> None:
    """Its controller's power at its base (a base's: the current player's); with an
    ``if:``, only for a player for whom the condition holds."""

    def gives(game: Game, source: str, base: str, player: str) -> int:
        mine = game.controller(source) == player or (
            game.role(source) == "base" and player == game.state.active
        )
        if not mine or not _at_its_base(game, source, base):
            return 0
        if not _holds(static, game, source, player):
            return 0
        return value(_ctx(game, source, player), static.amount)

    player_power(card_id, registry=registry)(gives)


def _protect(card_id: str, static: Static, registry: Registry) -> None:
    """Not affected by other players' cards (or actions): of this card (its host), or
    of each card its selector names; with an ``if:``, only while it holds."""
    target = static.target or Selector(this="self-or-host")
    actions_only = static.protect_from == "other-players-actions"

    def protects(game: Game, source: str, uid: str, by: str | None) -> bool:
        if by is None or (actions_only and not game.definition(by).is_action):
            return False
        if not matches(_ctx(game, source), uid, target) or not _holds(static, game, source):
            return False
        if target.this is not None and not actions_only:
            return bool((game.controller(by) or game.card(by).owner) != game.controller(uid))
        return bool(game.player_of(by) != game.controller(source))

    protection(card_id, registry=registry)(protects)


def _cannot_be_destroyed(card_id: str, static: Static, registry: Registry) -> None:
    """Each card the selector names (this card, its host, your minions here ...) cannot be
    destroyed: by any card, or (``from: other-players-cards``) by other players' cards
    (lang-protect: ``other-players-actions``, by their actions); "other players" are
    everyone but this card's controller (the rule A Few Provisos), and a base's ability is
    no player's card; only while ``if:`` holds."""
    target = static.target or Selector(this="self-or-host")
    others_only = static.protect_from == "other-players-cards"

    def holds(game: Game, source: str, uid: str, by: str | None) -> bool:
        if not matches(_ctx(game, source), uid, target) or not _holds(static, game, source):
            return False
        if static.protect_from == "other-players-actions":  # lang-protect
            return _by_another_players_action(game, source, by)
        if others_only:  # lang-protect: other than this card's controller; a base is none
            return (
                by is not None
                and by not in game.state.bases
                and game.player_of(by) != game.controller(source)
            )
        return True

    indestructible(card_id, registry=registry)(holds)


def _by_another_players_action(game: Game, source: str, by: str | None) -> bool:
    """lang-protect: ``by`` is an action (played, or in play: a modifier's ongoing or
    talent) of a player other than this card's controller ("other players" are everyone
    but "you", the rule A Few Provisos); a base or a minion is none."""
    if by is None or by in game.state.bases or not game.definition(by).is_action:
        return False
    return bool(game.player_of(by) != game.controller(source))


def _cannot_be_moved(card_id: str, static: Static, registry: Registry) -> None:
    """Each minion the selector names where it is (this minion, the minions here ...)
    cannot be moved to another base, by any card (lang-r: ``from: other-players-cards``,
    by a card of a player other than this card's controller: "other players" are everyone
    but "you", the rule A Few Provisos); only while ``if:`` holds."""
    target = static.target or Selector(this="self-or-host")
    others_only = static.protect_from == "other-players-cards"

    def holds(game: Game, source: str, uid: str, by: str | None) -> bool:
        if static.protect_from == "other-players-actions" and not _by_another_players_action(
            game, source, by
        ):  # lang-protect
            return False
        if others_only and (  # a base is no player's card
            by is None or by in game.state.bases or game.player_of(by) == game.controller(source)
        ):
            return False
        return matches(_ctx(game, source), uid, target) and _holds(static, game, source)

    immovable(card_id, registry=registry)(holds)


def _cannot_be_moved_here(card_id: str, static: Static, registry: Registry) -> None:
    """lang-r: each minion the selector names (anyone's, other players', yours: wherever
    it is) cannot be moved to this card's base, by any card (lang-restrict: ``from:
    other-players-cards`` (``-actions``), by a card (an action) of a player other than
    this card's controller; a base is no player's card); only while ``if:`` holds."""
    target = static.target or Selector(quantifier=Quantifier("each"))

    def holds(game: Game, source: str, uid: str, base: str, by: str | None) -> bool:
        if not _at_its_base(game, source, base) or not _holds(static, game, source):
            return False
        if static.protect_from == "other-players-actions" and not _by_another_players_action(
            game, source, by
        ):
            return False
        if static.protect_from == "other-players-cards" and (
            by is None or by in game.state.bases or game.player_of(by) == game.controller(source)
        ):
            return False
        return matches(_ctx(game, source), uid, replace(target, where="anywhere"))

    barrier(card_id, registry=registry)(holds)


def _cannot_score(card_id: str, static: Static, registry: Registry) -> None:
    def blocks(game: Game, source: str, base: str) -> bool:
        return _at_its_base(game, source, base) and _holds(static, game, source)

    score_blocker(card_id, registry=registry)(blocks)


def _extra_play(card_id: str, static: Static, registry: Registry) -> None:
    """lang-limit: "You may play an extra minion of power 2 or less (here) on each of your
    turns": the card's controller (a base's "you": the player whose turn it is) has that
    extra play in each of their turns' Play Cards phase while the card is in play (and its
    condition holds), once a turn (:func:`..ongoing.standing_grants`)."""
    target = static.target or Selector(what="action")
    kind: PlayKind = "minion" if target.what == "minion" else "action"
    power = target.power
    most = power.value if power is not None and power.compare == "at-most" else None
    least = power.value if power is not None and power.compare == "at-least" else None

    def grants(game: Game, source: str, player: str) -> PlayGrant | None:
        is_base = source in game.state.bases
        if not is_base and game.controller(source) != player:
            return None
        if not _holds(static, game, source, player):
            return None
        bases = None
        if target.where == "here":
            at = source if is_base else game.base_of(source)
            if at is None:
                return None
            bases = (at,)
        return PlayGrant(kind, source, most, bases=bases, min_power=least, standing=True)

    standing_grant(card_id, registry=registry)(grants)


def _restrict(card_id: str, static: Static, registry: Registry) -> None:
    forbids = _RESTRICTIONS[static.restriction or "no-minions-here"]
    power = static.target.power if static.target is not None else None
    if static.restriction not in (None, "no-minions-here", "no-minions-here-by-others"):
        power = None  # lang-r: a filter only on the minions played

    def restricts(game: Game, source: str, play: Action) -> str | None:
        if power is not None and not _power_fits(game, play, power):
            return None
        return forbids(game, source, play) if _holds(static, game, source) else None

    restriction(card_id, registry=registry)(restricts)


def _no_minions_here(game: Game, source: str, play: Action) -> str | None:
    base = getattr(play, "base", None)
    if base is not None and _at_its_base(game, source, base):
        return f"{source} says minions can't be played at {base}"
    return None


def _power_fits(game: Game, play: Action, power: PowerFilter) -> bool:
    """lang-r: whether the card ``play`` plays is of the power the filter says (its power
    as it is played: out of play, the printed number)."""
    card = getattr(play, "card", None)
    if card is None or power.value is None:
        return False
    found = ongoing.power(game, card)
    return found <= power.value if power.compare == "at-most" else found >= power.value


def _no_minions_by_others(game: Game, source: str, play: Action) -> str | None:
    """Other players cannot play minions here (this card's controller may; on a base, the
    current player is its controller)."""
    player = getattr(play, "player", None)
    if player is None or player == (game.controller(source) or game.state.active):
        return None
    if _no_minions_here(game, source, play) is None:
        return None
    return f"{source}: other players can't play minions at {game.base_of(source) or source}"


def _no_actions_by_others(game: Game, source: str, play: Action) -> str | None:
    """Other players cannot play actions here (on this base, or on a minion here); on a
    base (which no one controls) the current player may, as for minions (lang-r)."""
    mine = game.controller(source) or game.state.active
    by_other = isinstance(play, PlayAction) and play.player != mine
    if by_other and _action_here(game, source, play):
        return f"{source}: other players can't play actions at {game.base_of(source) or source}"
    return None


def _no_actions(game: Game, source: str, play: Action) -> str | None:
    """No player can play an action here (on this base, or on a minion here)."""
    if _action_here(game, source, play):
        return f"{source} says actions can't be played at {game.base_of(source) or source}"
    return None


def _no_actions_on_minions(game: Game, source: str, play: Action) -> str | None:
    """lang-r: no player can play an action on a minion at this card's base."""
    if not isinstance(play, PlayAction) or play.target is None:
        return None
    if play.target in game.state.bases or not _action_here(game, source, play):
        return None
    return f"{source} says actions can't be played on minions at {game.base_of(source) or source}"


def _on_this_minion(game: Game, source: str, play: Action) -> str | None:
    """lang-restrict: the minion, if ``play`` plays an action on this minion (``source``
    itself, or the minion ``source`` is played on); else None."""
    if not isinstance(play, PlayAction) or play.target is None:
        return None
    minion = source if game.role(source) == ROLE_MINION else game.location(source).host
    return minion if minion is not None and play.target == minion else None


def _no_actions_on_this_minion(game: Game, source: str, play: Action) -> str | None:
    """lang-restrict: no player can play an action on this minion."""
    minion = _on_this_minion(game, source, play)
    return f"{source} says actions can't be played on {minion}" if minion else None


def _no_actions_on_this_minion_by_others(game: Game, source: str, play: Action) -> str | None:
    """lang-restrict: no player but this card's controller ("other players" are everyone
    but "you", the rule A Few Provisos) can play an action on this minion."""
    minion = _on_this_minion(game, source, play)
    if minion is None or getattr(play, "player", None) == game.controller(source):
        return None
    return f"{source}: other players can't play actions on {minion}"


def _no_actions_on_minions_by_others(game: Game, source: str, play: Action) -> str | None:
    """lang-restrict: no player but this card's controller (on a base, which no one
    controls: but the current player, as for minions) can play an action on a minion at
    this card's base."""
    mine = game.controller(source) or game.state.active
    if getattr(play, "player", None) == mine or _no_actions_on_minions(game, source, play) is None:
        return None
    at = game.base_of(source) or source
    return f"{source}: other players can't play actions on minions at {at}"


def _action_here(game: Game, source: str, play: Action) -> bool:
    """Whether ``play`` plays an action on ``source``'s base or on a minion there."""
    if not isinstance(play, PlayAction) or play.target is None:
        return False
    target = play.target
    base = target if target in game.state.bases else game.base_of(target)
    return base is not None and _at_its_base(game, source, base)


def _hand_lock(game: Game, source: str, play: Action) -> str | None:
    host = game.location(source).host
    if not isinstance(play, PutInHand) or host is None:
        return None
    locked = game.controller(host)
    mine = game.controller(source)
    if play.player == locked != mine and game.state.active == locked:
        return f"{source}: {locked} can't put cards in their hand this turn"
    return None


def _first_minion_elsewhere(game: Game, source: str, play: Action) -> str | None:
    base = game.base_of(source) or source
    player = getattr(play, "player", None)
    card = getattr(play, "card", None)
    if getattr(play, "base", None) != base or player == game.controller(source) or card is None:
        return None
    if not game.definition(card).is_minion or player is None:
        return None
    using = getattr(play, "using", None)
    allowance = legality.allowance(game, player, card, "minion", base, using)
    if getattr(allowance, "bases", None) == (base,):
        return None  # a card says the minion is played here
    played = [
        e
        for e in game.log
        if isinstance(e, CardPlayed)
        and e.player == player
        and game.definition(e.card).is_minion
        and this_turn(game, e)
    ]
    if not played:
        return f"{player}'s first minion this turn can't be played at {base}"
    return None


def this_turn(game: Game, wanted: Event) -> bool:
    """True if the event ``wanted`` happened this turn."""
    for event in reversed(game.log):
        if event is wanted:
            return True
        if event.kind == "turn-began":
            return False
    return False


_RESTRICTIONS: dict[str, Callable[[Game, str, Action], str | None]] = {
    "no-minions-here": _no_minions_here,
    "first-minion-elsewhere": _first_minion_elsewhere,
    "hand-lock": _hand_lock,
    "no-actions-here-by-others": _no_actions_by_others,
    "no-minions-here-by-others": _no_minions_by_others,
    "no-actions-here": _no_actions,
    "no-actions-on-minions-here": _no_actions_on_minions,  # lang-r
    "no-actions-on-this-minion": _no_actions_on_this_minion,  # lang-restrict
    "no-actions-on-this-minion-by-others": _no_actions_on_this_minion_by_others,
    "no-actions-on-minions-here-by-others": _no_actions_on_minions_by_others,
}

_REGISTER: dict[str, Callable[[str, Static, Registry], None]] = {
    "power": _power,
    "set-power": _set_power,
    "breakpoint": _breakpoint,
    "player-power": _player_power,
    "protect": _protect,
    "cannot-be-destroyed": _cannot_be_destroyed,
    "cannot-be-moved": _cannot_be_moved,
    "cannot-be-moved-here": _cannot_be_moved_here,  # lang-r
    "cannot-score": _cannot_score,
    "restrict": _restrict,
    "extra-play": _extra_play,  # lang-limit
}
