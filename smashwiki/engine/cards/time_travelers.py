"""Time Travelers (Science Fiction Double Feature): replaying and recycling cards.

Every card of ``data/factions/time-travelers.yaml``: ten minions and actions, the
bases Portal Room and The Nexus, and the titan Time Box.
"""

from __future__ import annotations

from .. import effects, plays
from ..events import CardMoved, Event, PhaseBegan
from ..game import Game
from ..mechanics import titans
from ..registry import Context, Timing, ability, watcher
from ..state import DISCARD, HAND, IN_PLAY

F = "time-travelers"
DOCTOR_WHEN = f"{F}/doctor-when"
REPEATER_PERFECT = f"{F}/repeater-perfect"
TIME_RAIDER = f"{F}/time-raider"
JUMPER = f"{F}/jumper"
GIGAWATTS = f"{F}/1-21-gigawatts"
DO_OVER = f"{F}/do-over"
INTO_THE_TIME_SLIP = f"{F}/into-the-time-slip"
ITS_ASTOUNDING = f"{F}/its-astounding"
STASIS_FIELD = f"{F}/stasis-field"
TIME_IS_FLEETING = f"{F}/time-is-fleeting"
TIME_WALK = f"{F}/time-walk"
WORMHOLE = f"{F}/wormhole"
PORTAL_ROOM = f"{F}/portal-room"
THE_NEXUS = f"{F}/the-nexus"
TIME_BOX = f"{F}/time-box"

TIME_BOX_COUNT = 5


# ---------------------------------------------------------------------------- minions


# ---------------------------------------------------------------------------- actions


# ---------------------------------------------------------------------------- bases


# ---------------------------------------------------------------------------- titan


def _counts_for_time_box(game: Game, owner: str | None, event: Event) -> bool:
    if isinstance(event, PhaseBegan):
        return event.phase == "start" and event.player == owner
    return (
        isinstance(event, CardMoved)
        and event.to_zone == HAND
        and event.to_player == owner
        and event.from_zone in (IN_PLAY, DISCARD)
    )


@watcher(TIME_BOX)
def time_box_counts(game: Game, uid: str, event: Event) -> None:
    """Special: At the start of your turn or when a card goes to your hand from play or
    the discard pile, place a counter on this titan if it is not in play. After you place
    the fifth or higher counter on it, you may remove all of the counters and play this
    titan. (These counters only count: they are not +1 power counters.)"""
    owner = game.card(uid).owner
    if owner is None or not _counts_for_time_box(game, owner, event):
        return
    effects.change_tally(game, uid, 1)
    if game.tally(uid) < TIME_BOX_COUNT or titans.controls_a_titan(game, owner):
        return
    if not game.state.bases or not game.may(owner, "Remove the counters and play Time Box?"):
        return
    effects.change_tally(game, uid, -game.tally(uid))
    base = game.choose_card(owner, "choose-base", "Play Time Box on which base?", game.state.bases)
    plays.play_card(game, owner, uid, base)


@ability(TIME_BOX, Timing.TALENT)
def time_box_talent(ctx: Context) -> None:
    """Talent: Play an extra minion here of power 2 or less, and/or play an extra action."""
    game = ctx.game
    here = game.base_of(ctx.card)
    plays.grant_extra(
        game, ctx.player, "minion", max_power=2, bases=[here] if here else None, source=ctx.card
    )
    plays.grant_extra(game, ctx.player, "action", source=ctx.card)
