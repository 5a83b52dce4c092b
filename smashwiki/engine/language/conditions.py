"""Conditions of the card language: who plays what, what a play directly affected,
whose minions are where. Triggers use them (``affects:``, ``in-discard:`` ...), and so
do the Python cards in :mod:`smashwiki.engine.cards`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..events import BaseScored, CardPlayed, Event
from ..registry import Context
from ..state import BASE_DISCARD, DISCARD, Phase

if TYPE_CHECKING:
    from ..game import Game


def your_minions(game: Game, player: str | None, base: str | None = None) -> list[str]:
    """The minions ``player`` controls (at ``base``)."""
    return [
        m
        for m in game.minions_in_play()
        if game.controller(m) == player and (base is None or game.base_of(m) == base)
    ]


def affected_by_play(game: Game, played: Event | None) -> list[str]:
    """The minions the action played in ``played`` directly affected: the minion it was
    played on, and every minion one of its effects changed since."""
    if not isinstance(played, CardPlayed) or not game.definition(played.card).is_action:
        return []
    return game.directly_affected_by(played.card, played.start)


def played_by_controller(ctx: Context) -> bool:
    """True if the event is an action played by the controller of ``ctx.card`` (the
    player its ability is for: who controlled it, for a card the action took out of play)."""
    event = ctx.event
    return (
        isinstance(event, CardPlayed)
        and event.player == ctx.player
        and ctx.game.definition(event.card).is_action
    )


def affects_self(ctx: Context) -> bool:
    """After its controller plays an action that directly affects this minion."""
    return played_by_controller(ctx) and ctx.card in affected_by_play(ctx.game, ctx.event)


def affects_yours_here(ctx: Context) -> bool:
    """After you play an action that directly affects one of your minions here (at this
    base, or at this card's base)."""
    game, event = ctx.game, ctx.event
    if not isinstance(event, CardPlayed) or event.player != ctx.player:
        return False
    if not game.definition(event.card).is_action:
        return False
    here = ctx.card if game.role(ctx.card) == "base" else game.base_of(ctx.card)
    mine = your_minions(game, event.player, here)
    return any(m in mine for m in affected_by_play(game, event))


def in_owners_discard(ctx: Context) -> bool:
    """This card is in its owner's discard pile (it went there, and stayed)."""
    location = ctx.game.location(ctx.card)
    return location.zone == DISCARD and location.player == ctx.game.card(ctx.card).owner


def your_play_phase(ctx: Context) -> bool:
    """It is the Play Cards phase of this card's controller's turn."""
    state = ctx.game.state
    return state.phase == Phase.PLAY and state.active == ctx.player


def minion_here(ctx: Context) -> bool:
    """The player the ability is for controls a minion at this base (for a card in a
    hand: the base of the moment, e.g. the one about to score)."""
    game = ctx.game
    here = ctx.card if game.role(ctx.card) == "base" else game.base_of(ctx.card) or ctx.base
    return here is not None and bool(your_minions(game, ctx.player, here))


def base_in_discard(ctx: Context) -> bool:
    """The base discard pile holds a base."""
    return bool(ctx.game.state.shared.get(BASE_DISCARD))


def winners(ctx: Context) -> list[str]:
    """The winners of the base that scored (its first place; several if tied)."""
    event = ctx.event
    if not isinstance(event, BaseScored):
        return []
    return [player for player, _power, place in event.ranking if place == 1]


def who_played(ctx: Context) -> list[str]:
    """The player who played the card the event is about."""
    return [ctx.event.player] if isinstance(ctx.event, CardPlayed) else []


#: Whom a base's "you" describes (``for:``): each of them gets the ability.
FOR: dict[str, Callable[[Context], list[str]]] = {"winners": winners, "who-played": who_played}

#: Conditions a trigger may name: ``affects: self``, ``affects: yours-here``.
AFFECTS = {"self": affects_self, "yours-here": affects_yours_here}
