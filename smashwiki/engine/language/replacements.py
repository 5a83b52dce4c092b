"""Replacement effects at play (lang-instead): "If this minion would be destroyed, move it
to another base instead.", "If another of your minions here would be destroyed, you may
destroy this minion instead."

Not a trigger: nothing waits for the destruction to happen. When an effect would destroy
a card the replacement names (``replaces``), its effects happen in place of the
destruction (``may``: only if the replacement's player says so; otherwise the card is
destroyed as usual), and the card is not destroyed: it does not go to the discard pile,
and nothing that waits for its destruction ("after this minion is destroyed", "after a
minion is destroyed here", goes-to-discard) happens. The destruction that did not happen
is logged as ``destruction-replaced``; the replacement's "it" is the card that would have
been destroyed (``this: event``).

"After this base scores, you may move this minion to another base instead of the discard
pile." is the same kind of replacement (``would-go-to-discard``): as the scored base's
cards go to the discard piles, the card it watches does not (``discard-replaced``), nor
does anything wait for it there (goes-to-discard).

"Once per turn, if ...": used (done in place) at most once each turn, declined not used;
"you may discard a card instead" is offered only while it can be done in full. "If a
minion here would be destroyed, its owner may ... instead" (``for: event-owner``) is the
replacement of the card's owner, who chooses and does it as "you"; so is a base's "After
this base scores, minions here go to their owners' hands instead of their discard piles"
(each minion here, one at a time).

Where the rules do not say what happens, the game stops (:class:`InvalidScenario`):
two replacements of one destruction (which applies? :func:`..effects._replaced`), and a
replacement whose effects change nothing (the minion to move has no other base to go
to: is it destroyed after all, or not?).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import InvalidScenario
from ..events import DestructionReplaced, DiscardReplaced, Event, OncePerTurnUsed
from ..registry import Context, Registry, Timing
from . import conditions
from .effects import can_be_done_in_full, do, run
from .grammar import Ability, Effect
from .selectors import matches

if TYPE_CHECKING:
    from ..game import Game


def register_replacement(card_id: str, found: Ability, registry: Registry) -> None:
    """Register the replacement ``found`` of ``card_id``: of a destruction
    (``would-be-destroyed``), or of going to the discard pile after its base scores
    (``would-go-to-discard``: :func:`..scoring.clear_base` asks)."""
    trigger = found.trigger
    assert trigger is not None and trigger.replaces is not None
    watched, effects = trigger.replaces, found.effects
    discarding = trigger.moment == "would-go-to-discard"
    what = "going to the discard pile" if discarding else "being destroyed"
    then = "discarded" if discarding else "destroyed"

    def replacement(
        game: Game, source: str, target: str, by: str | None
    ) -> Callable[[], bool] | None:
        player = game.controller(source) or game.owner(source)
        if trigger.for_ == "event-owner":  # lang-instead: "its owner may ... instead"
            player = game.owner(target)
        elif trigger.for_ == "event-controller":
            player = game.controller(target) or game.owner(target)
        if player is None:
            return None
        ctx = Context(game, source, player, Timing.MINION_DESTROYED, None, game.base_of(target))
        if not matches(ctx, target, watched):
            return None
        if not all(conditions.holds(ctx, c) for c in found.conditions):
            return None
        if not all(can_be_done_in_full(ctx, step) for step in trigger.cost):
            return None  # lang-costs2: a cost that cannot be paid in full: not offered
        if trigger.once_per_turn and any(
            c == source and t == _USED for c, t, _ in game.state.used_this_turn
        ):
            return None  # lang-instead: "once per turn", used already this turn
        if trigger.may and not all(_can_be_done(ctx, step) for step in effects):
            return None  # lang-instead: "you may discard a card instead" with no card: not offered
        event: Event = (
            DiscardReplaced(target, source)
            if discarding
            else DestructionReplaced(target, source, by)
        )

        def instead() -> bool:
            if trigger.may and not game.may(
                player, f"Instead of {target} {what}, use {source}'s effect?", source=source
            ):
                return False
            if trigger.once_per_turn:  # lang-instead: used now, not again this turn
                game.apply(OncePerTurnUsed(source, _USED, player))
            for step in trigger.cost:  # lang-costs2: paid in full first (checked payable)
                do(ctx, step)
            game.apply(event)
            if not effects:  # lang-costs2: "... to prevent it": the cost is all it does
                return True
            idle = run(dataclasses.replace(ctx, event=event), effects)
            if len(idle) == len(effects):
                raise InvalidScenario(
                    f"{source}'s effect in place of {target} {what} changed nothing: the"
                    f" rules do not say whether it is then {then}"
                )
            return True

        return instead

    table = registry.scoring_replacements if discarding else registry.replacements
    table.setdefault(card_id, []).append(replacement)


#: lang-instead: the record (:class:`OncePerTurnUsed`) of a once-per-turn replacement used.
_USED = "replacement"


def _can_be_done(ctx: Context, effect: Effect) -> bool:
    """lang-instead: whether an effect a player "may" do instead can be done in full now
    ("discard a card": a card in hand); one of the card that would be destroyed ("it":
    there is no event yet) is judged as it is done (changing nothing, it stops)."""
    if effect.target is not None and effect.target.this == "event":
        return True
    return can_be_done_in_full(ctx, effect)
