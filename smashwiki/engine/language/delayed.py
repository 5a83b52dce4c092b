"""Delayed effects: effects an ability schedules for a later moment ("At the end of the
turn, destroy this card."; "at the start of your next turn, draw a card"), held in the
game state (:class:`~smashwiki.engine.state.DelayedEffect`) and run at that moment.

At the end of the turn they happen with the turn's other end-of-turn abilities, before
the effects that last until the end of the turn end (the rulebook's End Turn phase); at
the start of a player's turn, after its start-of-turn abilities. An effect on this card
(or on the card "it" names) is gone if that card left play after it was scheduled, or
was not in play then: a card that comes back is a new card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..events import DelayedEffectDue, EffectScheduled
from ..game import HOOKS
from ..registry import Context, Timing
from ..state import DelayedEffect
from .grammar import Effect, This

if TYPE_CHECKING:
    from ..game import Game

#: How one effect is run (:func:`.effects.do`, given by :func:`install`).
Runner = Callable[[Context, Effect], object]

#: The selectors that name this card (its host goes with it) or the chosen card.
_THIS_CARD: frozenset[This] = frozenset({"self", "host", "self-or-host"})
_CHOSEN: frozenset[This] = frozenset({"chosen"})


def _presence(game: Game, uid: str | None) -> int | None:
    """The ``object_id`` of ``uid``'s presence in play (None: not in play)."""
    record = game.state.in_play.get(uid) if uid is not None else None
    return record.object_id if record is not None else None


def schedule(ctx: Context, effects: Sequence[Effect], until: str) -> None:
    """Hold ``effects`` of ``ctx``'s ability until ``until`` (``end-of-turn`` or
    ``start-of-turn:<player>``)."""
    game = ctx.game
    held = DelayedEffect(
        ctx.card,
        ctx.player,
        until,
        tuple(effects),
        base=ctx.base,
        card_object=_presence(game, ctx.card),
        chosen=ctx.chosen,
        chosen_object=_presence(game, ctx.chosen),
    )
    game.apply(EffectScheduled(ctx.card, ctx.player, until, held))


def names(effect: Effect, which: frozenset[This]) -> bool:
    """True if ``effect`` (or an effect inside it) acts on a card ``which`` names."""
    selectors = (effect.target, effect.target.affects if effect.target else None)
    if any(s is not None and s.this in which for s in selectors):
        return True
    inner = (*effect.then, *effect.effects, *effect.others, *effect.cost)
    return any(names(e, which) for e in (*inner, *(e for o in effect.options for e in o)))


def _still_there(game: Game, held: DelayedEffect, effect: Effect) -> bool:
    """False if ``effect`` acts on this card or the chosen one and that card is not the
    one it was when the effect was scheduled (it left play, or never was in play)."""
    checked = (
        (_THIS_CARD, held.card, held.card_object),
        (_CHOSEN, held.chosen, held.chosen_object),
    )
    return all(
        was is not None and _presence(game, card) == was
        for which, card, was in checked
        if names(effect, which)
    )


def resolve(game: Game, until: str, timing: Timing, do: Runner) -> None:
    """Run (with ``do``) the effects held until ``until``, in the order scheduled (one
    scheduled while they run waits for the next such moment)."""
    for held in [h for h in game.state.delayed if h.until == until]:
        game.apply(DelayedEffectDue(held.card, until, held))
        ctx = Context(game, held.card, held.player, timing, base=held.base, chosen=held.chosen)
        for effect in held.effects:
            if isinstance(effect, Effect) and _still_there(game, held, effect):
                do(ctx, effect)


def install(do: Runner) -> None:
    """Run the held effects (with ``do``) at the end of each turn and at the start of
    each player's turn."""

    def at_end_of_turn(game: Game) -> None:
        resolve(game, "end-of-turn", Timing.END_OF_TURN, do)

    def at_start_of_turn(game: Game) -> None:
        resolve(game, f"start-of-turn:{game.state.active}", Timing.START_OF_TURN, do)

    HOOKS.turn_ends.append(at_end_of_turn)
    HOOKS.turn_started.append(at_start_of_turn)
