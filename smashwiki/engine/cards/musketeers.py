"""Musketeers (World Tour: International Incident): chains of extra actions, and
actions that *directly affect* minions (see :mod:`.common` for what counts).

Every card of ``data/factions/musketeers.yaml``: fourteen minions and actions and
the bases Bastion Saint-Gervais and The Golden Lily.
"""

from __future__ import annotations

from .. import effects, plays
from ..events import AbilityResolved, CardPlayed
from ..registry import (
    Context,
    Timing,
    ability,
    modifier,
)
from .common import (
    affected_by_play,
    played_by_controller,
    this_turn,
)

F = "musketeers"
PORTHOS = f"{F}/porthos"
ARAMIS = f"{F}/aramis"
DARTAGNAN = f"{F}/dartagnan"
YOUNG_MUSKETEER = f"{F}/young-musketeer"
ALL_FOR_ONE = f"{F}/all-for-one"
BIDING_TIME = f"{F}/biding-time"
EN_GARDE = f"{F}/en-garde"
LAST_STAND = f"{F}/last-stand"
MAKE_WAY = f"{F}/make-way"
ONE_FOR_ALL = f"{F}/one-for-all"
BASTION = f"{F}/bastion-saint-gervais"
GOLDEN_LILY = f"{F}/the-golden-lily"


def _affects_me(ctx: Context) -> bool:
    return played_by_controller(ctx) and ctx.card in affected_by_play(ctx.game, ctx.event)


# ---------------------------------------------------------------------------- minions


# ---------------------------------------------------------------------------- actions

modifier(ALL_FOR_ONE, "minion")


@ability(ALL_FOR_ONE, Timing.ON_PLAY)
def all_for_one(ctx: Context) -> None:
    """Play on a minion. You may play an extra action."""
    plays.grant_extra(ctx.game, ctx.player, "action", source=ctx.card)


def _another_action_on_host(ctx: Context) -> bool:
    event = ctx.event
    host = ctx.game.location(ctx.card).host
    return (
        played_by_controller(ctx)
        and isinstance(event, CardPlayed)
        and event.card != ctx.card
        and host in affected_by_play(ctx.game, event)
    )


@ability(ALL_FOR_ONE, Timing.AFTER_PLAY, when=_another_action_on_host)
def all_for_one_bonus(ctx: Context) -> None:
    """Ongoing: After you play another action that directly affects this minion, it gains
    +1 power until the end of the turn (each time), and you destroy this card at the end
    of the turn."""
    host = ctx.game.location(ctx.card).host
    if host is not None:
        effects.add_power(ctx.game, host, 1, source=ctx.card)


def _bonus_given(ctx: Context) -> bool:
    """True if this card's "after you play" bonus resolved this turn."""
    return any(
        isinstance(e, AbilityResolved)
        and e.card == ctx.card
        and e.timing == Timing.AFTER_PLAY.value
        for e in this_turn(ctx.game)
    )


@ability(ALL_FOR_ONE, Timing.END_OF_TURN, when=_bonus_given)
def all_for_one_ends(ctx: Context) -> None:
    """... and you destroy this card at the end of the turn."""
    effects.destroy(ctx.game, ctx.card, source=ctx.card)


# ---------------------------------------------------------------------------- bases
