"""Effects of the card language about bases: the winners of a scoring base, a base's
abilities cancelled, the base deck's next base, power for your minions at a base.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..events import BaseScored
from ..registry import Context
from ..state import BASE_DECK, BASE_DISCARD
from .conditions import your_minions
from .effects import EFFECTS, Effect, as_list, asked, do


def _each_winner(ctx: Context, value: Any, effect: Effect) -> None:
    """``each-winner: [effects]``: after a base scores, its winner (each one, if tied)
    does ``effects`` as the player."""
    event = ctx.event
    if not isinstance(event, BaseScored):
        return
    for player, _power, place in event.ranking:
        if place == 1:
            each = Context(ctx.game, ctx.card, player, ctx.timing, ctx.event, ctx.base)
            for step in as_list(value):
                do(each, step)


def _base_to_deck_top(ctx: Context, value: Any, effect: Effect) -> None:
    """``base-to-deck-top: true``: place a base from the base discard pile on top of the
    base deck (``{optional: true}``: you may)."""
    game = ctx.game
    options = value if isinstance(value, Mapping) else {}
    chosen = game.choose_card(
        ctx.player,
        asked(effect, "base-to-deck-top"),
        "Place which base on top of the base deck?",
        game.state.shared.get(BASE_DISCARD, []),
        optional=bool(options.get("optional", False)),
    )
    if chosen is not None:
        game.move(chosen, BASE_DECK, reason="placed", source=ctx.card, top=True)


def _cancel_base(ctx: Context, value: Any, effect: Effect) -> None:
    """``cancel-base: true``: the abilities of this card's base are cancelled until the
    start of your next turn."""
    base = ctx.game.location(ctx.card).host
    if base is not None:
        ctx.game.cancel_abilities(base, until=f"start-of-turn:{ctx.player}", source=ctx.card)


def _power_at_a_base(ctx: Context, value: Any, effect: Effect) -> None:
    """``power-at-a-base: 1``: choose a base; each of your minions there gains that much
    power until the end of the turn (every one of them, none chosen: not directly)."""
    game = ctx.game
    base = game.choose_card(
        ctx.player, asked(effect, "choose-base"), "Which base?", game.state.bases
    )
    for minion in your_minions(game, ctx.player, base) if base else []:
        game.add_power(minion, int(value))


def _replacement_from_base_discard(ctx: Context, value: Any, effect: Effect) -> None:
    """``replacement-from-base-discard: true``: the base about to be replaced (the one that
    scored) is replaced by a base of your choice from the base discard pile instead of
    the base deck's top (the scored base is still in play: it cannot be chosen). Once a
    replacement is chosen, choosing again makes no sense: tied winners after the first
    are not asked ("only the first player gets to use it")."""
    game = ctx.game
    if ctx.base is not None and ctx.base in game.state.replacements:
        return
    chosen = game.choose_card(
        ctx.player,
        asked(effect, "replacement-base"),
        "Which base replaces the scored one?",
        game.state.shared.get(BASE_DISCARD, []),
    )
    if chosen is not None and ctx.base is not None:
        game.choose_replacement(ctx.base, chosen)


EFFECTS.update(
    {
        "each-winner": _each_winner,
        "base-to-deck-top": _base_to_deck_top,
        "cancel-base": _cancel_base,
        "power-at-a-base": _power_at_a_base,
        "replacement-from-base-discard": _replacement_from_base_discard,
    }
)
