"""Face-down cards at a base: buried (uncovered at the start of their controller's
turn and played at once) and stored under another card.
"""

from __future__ import annotations

from .. import ongoing, plays
from ..errors import IllegalAction
from ..game import HOOKS, Game
from ..state import (
    DISCARD,
    IN_PLAY,
    RESOLVING,
    ROLE_BURIED,
)


def bury(game: Game, uid: str, base: str, player: str, *, source: str | None = None) -> None:
    """``player`` buries ``uid`` face down at ``base``: no power, no abilities. A card
    being played as it is uncovered may not be reburied (nothing happens). Only an
    ability buries a card: without a ``source``, :class:`IllegalAction`."""
    if source is None:
        raise IllegalAction("a card is buried only when an ability allows it")
    if uid in game.state.leaving:
        return
    game.move(uid, IN_PLAY, host=base, controller=player, reason="buried", source=source)


def uncover(game: Game, uid: str) -> None:
    """Uncover a buried card: its controller plays it at once as an extra card, on the
    same base (minion or base modifier), on a minion on that base (minion modifier) or
    resolved and discarded. If playing it is impossible (a Special, only played at its
    moment; a minion modifier with no minion there), it is discarded instead."""
    from ..plays import choose_target

    player = game.controller(uid) or game.state.active
    base = game.base_of(uid)
    definition = game.definition(uid)
    game.strip(uid, None)
    target: str | None = base
    if definition.is_action and game.modifier_target(uid) != "base":
        target = None
    if game.modifier_target(uid) == "minion":
        here = [m for m in game.minions_at(base or "") if not ongoing.is_protected(game, m, uid)]
        target = choose_target(game, player, uid, list(here)) if here else None
    if game.is_special(uid) or (game.modifier_target(uid) == "minion" and target is None):
        game.move(uid, DISCARD, reason="discarded")
        return
    game.move(uid, RESOLVING, player=player, reason="uncovered", controller=player)
    game.state.leaving.add(uid)
    try:
        plays.play_card(game, player, uid, target, extra=True)
    finally:
        game.state.leaving.discard(uid)


def store(game: Game, uid: str, under: str, *, source: str | None = None) -> None:
    """Store ``uid`` face down under the card ``under``: in play, abilities off."""
    controller = game.controller(under)
    game.move(uid, IN_PLAY, host=under, controller=controller, reason="stored", source=source)


def may_uncover(game: Game) -> None:
    """At the start of their turn, after the start-of-turn abilities, the player may
    uncover one of their buried cards."""
    player = game.state.active
    buried = [
        u
        for u in game.state.in_play
        if game.role(u) == ROLE_BURIED and game.controller(u) == player
    ]
    chosen = game.choose_card(player, "uncover", "Uncover a buried card?", buried, optional=True)
    if chosen:
        uncover(game, chosen)


HOOKS.turn_started.append(may_uncover)
