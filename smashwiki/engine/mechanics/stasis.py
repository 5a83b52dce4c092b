"""Stasis: a card in front of its owner with stasis counters, one removed at the
start of each of their turns; played from there when none are left.
"""

from __future__ import annotations

from .. import legality, plays
from ..actions import (
    PlayFromStasis,
)
from ..events import (
    CardPlayed,
    StasisCountersChanged,
)
from ..game import HOOKS, Game
from ..registry import Context, Timing
from ..state import (
    DISCARD,
    RESOLVING,
    STASIS,
    PlayerState,
)


@HOOKS.applier(StasisCountersChanged)
def _stasis_counters_changed(event: StasisCountersChanged, game: Game) -> None:
    """A card in stasis gains (or loses) ``event.amount`` stasis counters."""
    game.state.in_play[event.card].stasis_counters += event.amount


def stasis_counters(game: Game, uid: str) -> int:
    """The stasis counters on ``uid``."""
    record = game.state.in_play.get(uid)
    return record.stasis_counters if record else 0


def put_in_stasis(game: Game, uid: str, counters: int, *, source: str | None = None) -> None:
    """Put ``uid`` in stasis in front of its owner with ``counters`` stasis counters (not
    a card being played as it leaves stasis: it may not immediately re-enter stasis)."""
    if uid in game.state.leaving:
        return
    controller = game.owner(uid)
    game.move(uid, STASIS, controller=controller, reason="stasis", source=source)
    if counters:
        game.apply(StasisCountersChanged(uid, counters))


def play_from_stasis(game: Game, action: PlayFromStasis) -> None:
    """Play a card from stasis (an extra play); a card with a leaves-stasis ability
    resolves that instead and is discarded."""
    uid = action.card
    game.state.leaving.add(uid)
    try:
        _leave_stasis(game, action)
    finally:
        game.state.leaving.discard(uid)


def _leave_stasis(game: Game, action: PlayFromStasis) -> None:
    uid = action.card
    leaving = game.abilities(uid, Timing.LEAVES_STASIS)
    game.move(uid, RESOLVING, player=action.player, reason="played", controller=action.player)
    if leaving:
        game.apply(CardPlayed(uid, action.player, None, extra=True))
        for ability in leaving:
            ability.run(Context(game, uid, action.player, Timing.LEAVES_STASIS))
        if game.state.locations[uid].zone == RESOLVING:
            game.move(uid, DISCARD, reason="discarded")
        return
    plays.play_card(game, action.player, uid, action.base, extra=True)


def why_illegal(game: Game, action: PlayFromStasis) -> str | None:
    """Why the card may not be played from stasis now, or None."""
    if action.card not in game.state.players[action.player].stasis:
        return f"{action.card} is not in {action.player}'s stasis"
    if stasis_counters(game, action.card) > 0:
        return f"{action.card} still has stasis counters"
    if game.definition(action.card).is_minion and action.base not in game.state.bases:
        return "a minion leaving stasis is played on a base in play"
    return legality.restricted(game, action)


def stasis_plays(game: Game, player: str, state: PlayerState) -> list[PlayFromStasis]:
    """The cards ``player`` might play from stasis now (judged by :func:`why_illegal`)."""
    found: list[PlayFromStasis] = []
    for uid in state.stasis:
        targets = list(game.state.bases) if game.definition(uid).is_minion else [None]
        found += [PlayFromStasis(player, uid, base) for base in targets]
    return found


def remove_a_counter(game: Game) -> None:
    """At the start of a turn, one stasis counter goes from each of the player's cards
    in stasis."""
    for uid in list(game.state.players[game.state.active].stasis):
        if stasis_counters(game, uid) > 0:
            game.apply(StasisCountersChanged(uid, -1))


def discard_finished(game: Game) -> None:
    """At the end of a turn, the cards in stasis without counters are discarded."""
    for name in game.state.order:
        for uid in list(game.state.players[name].stasis):
            if stasis_counters(game, uid) == 0:
                game.move(uid, DISCARD, reason="discarded")


HOOKS.action(PlayFromStasis, why_illegal, play_from_stasis)
HOOKS.candidates.append(stasis_plays)
HOOKS.turn_starting.append(remove_a_counter)
HOOKS.turn_ending.append(discard_finished)
