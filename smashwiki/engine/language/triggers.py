"""The triggers of the card language: ``triggers:`` (an ability that waits for a
moment, with its conditions), ``special:`` (played from the hand at a moment) and a
titan's ``instead-of:``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .. import definitions as d
from ..errors import InvalidScenario
from ..registry import (
    Condition,
    Context,
    Describes,
    Registry,
    Timing,
    ability,
    titan_instead_of,
)
from . import conditions
from .effects import runner

if TYPE_CHECKING:
    pass

Effect = Mapping[str, Any]


TRIGGER_TIMINGS = {
    "start-of-turn": Timing.START_OF_TURN,
    "end-of-turn": Timing.END_OF_TURN,
    "before-scoring": Timing.BEFORE_SCORING,
    "when-scoring": Timing.WHEN_SCORING,
    "after-scoring": Timing.AFTER_SCORING,
    "goes-to-discard": Timing.GOES_TO_DISCARD,
    "after-play": Timing.AFTER_PLAY,
    "counter-placed": Timing.COUNTER_PLACED,
    "discarded-from-hand": Timing.DISCARDED_FROM_HAND,
    "base-cleared": Timing.BASE_CLEARED,
    "draw-phase": Timing.DRAW_PHASE,
    "affected": Timing.AFFECTED,
}


def register_instead_of(definition: d.CardDef, plays: Any, registry: Registry) -> None:
    """``instead-of: minion`` (or ``action``, or both in a list) on a titan stand-in."""
    if definition.type != d.TITAN:
        raise InvalidScenario(f"{definition.id}: only a titan has 'instead-of'")
    names = [plays] if isinstance(plays, str) else list(plays or ())
    try:
        titan_instead_of(definition.id, *map(str, names), registry=registry)
    except ValueError as error:
        raise InvalidScenario(f"{definition.id}: {error}") from error


def register_trigger(card_id: str, trigger: Mapping[str, Any], registry: Registry) -> None:
    timing = TRIGGER_TIMINGS.get(str(trigger.get("on")))
    if timing is None:
        raise InvalidScenario(
            f"{card_id}: a trigger's 'on' must be one of {sorted(TRIGGER_TIMINGS)}"
        )
    here = bool(trigger.get("here", False))
    played = trigger.get("played")
    if played not in (None, "minion", "action", "base-modifier", "minion-modifier"):
        raise InvalidScenario(
            f"{card_id}: 'played' is minion, action, base-modifier or minion-modifier"
        )

    once = bool(trigger.get("once-per-turn", False))
    your_turn = bool(trigger.get("your-turn", False))
    on_self = bool(trigger.get("on-self", False))
    checks = _conditions(card_id, trigger)

    def only_here(ctx: Context) -> bool:
        if not all(check(ctx) for check in checks):
            return False
        if here and ctx.base not in (ctx.game.base_of(ctx.card), ctx.card):
            return False
        if on_self and getattr(ctx.event, "card", None) != ctx.card:
            return False
        if your_turn and ctx.game.state.active != ctx.player:
            return False
        return played is None or _played_matches(ctx, str(played))

    ability(
        card_id,
        timing,
        optional=bool(trigger.get("may", False)),
        when=only_here,
        once_per_turn=once,
        describes=_describes(card_id, trigger),
        registry=registry,
    )(runner(trigger.get("do", ())))


def _describes(card_id: str, trigger: Mapping[str, Any]) -> Describes | None:
    """``for: winners`` or ``for: who-played``: the players a base's "you" describes,
    each getting the ability (None: the card's controller, else the current player)."""
    if "for" not in trigger:
        return None
    found = conditions.FOR.get(str(trigger["for"]))
    if found is None:
        raise InvalidScenario(f"{card_id}: 'for' is one of {sorted(conditions.FOR)}")
    return found


def _conditions(card_id: str, trigger: Mapping[str, Any]) -> list[Condition]:
    """The named conditions of a trigger: ``affects:`` (self, yours-here),
    ``in-discard:``, ``your-play-phase:``, ``minion-here:``."""
    found: list[Condition] = []
    if "affects" in trigger:
        check = conditions.AFFECTS.get(str(trigger["affects"]))
        if check is None:
            raise InvalidScenario(f"{card_id}: 'affects' is one of {sorted(conditions.AFFECTS)}")
        found.append(check)
    for key, check in (
        ("base-in-discard", conditions.base_in_discard),
        ("in-discard", conditions.in_owners_discard),
        ("your-play-phase", conditions.your_play_phase),
        ("minion-here", conditions.minion_here),
    ):
        if trigger.get(key):
            found.append(check)
    return found


def _played_matches(ctx: Context, played: str) -> bool:
    event = ctx.event
    card = getattr(event, "card", None)
    if card is None or getattr(event, "player", None) != ctx.player or card == ctx.card:
        return False
    game = ctx.game
    kinds = {
        "minion": game.definition(card).is_minion,
        "action": game.definition(card).is_action,
        "base-modifier": game.modifier_target(card) == "base",
        "minion-modifier": game.modifier_target(card) == "minion",
    }
    return kinds[played]


def register_special(card_id: str, special: Mapping[str, Any], registry: Registry) -> None:
    timing = TRIGGER_TIMINGS.get(str(special.get("on")))
    if timing is None:
        raise InvalidScenario(
            f"{card_id}: a special's 'on' must be one of {sorted(TRIGGER_TIMINGS)}"
        )
    effects = runner(special.get("do", ()))
    checks = _conditions(card_id, special)

    def play_it(ctx: Context) -> None:
        target = ctx.base if ctx.game.definition(ctx.card).is_minion else None
        ctx.game.resolve_special(ctx.card, ctx.player, lambda: effects(ctx), target=target)

    def play_the_card(ctx: Context) -> None:
        ctx.game.play_card(ctx.player, ctx.card, ctx.base)

    def allowed(ctx: Context) -> bool:
        return all(check(ctx) for check in checks)

    run = play_the_card if special.get("play") else play_it
    ability(card_id, timing, from_hand=True, when=allowed, registry=registry)(run)
