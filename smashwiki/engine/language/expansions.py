"""Effects of the card language for the expansion mechanics: stasis counters added or
removed, a card burying itself, a Madness card returned to the Madness deck, control of a
minion taken, another player's titan played.
"""

from __future__ import annotations

from typing import Any

from .. import definitions as d
from ..events import StasisCountersChanged
from ..registry import Context
from ..state import HAND, MADNESS_DECK, ROLE_TITAN, SET_ASIDE
from .effects import EFFECTS, Effect, asked, pick


def _stasis_counters(ctx: Context, value: Any, effect: Effect) -> None:
    """``stasis-counters: -1``: remove that many stasis counters from one of your cards
    in stasis (a positive number adds them): "you may also remove (or add) stasis
    counters when an ability says you can"."""
    game = ctx.game
    amount = int(value)
    yours = [
        u
        for u in game.state.players[ctx.player].stasis
        if amount > 0 or game.stasis_counters(u) > 0
    ]
    card = game.choose_card(
        ctx.player, asked(effect, "stasis-card"), "Which of your cards in stasis?", yours
    )
    if card is not None:
        game.apply(StasisCountersChanged(card, max(amount, -game.stasis_counters(card))))


def _return_madness(ctx: Context, value: Any, effect: Effect) -> None:
    """``return-madness: 1``: return that many Madness cards from your hand to the
    Madness deck (nobody controls them there)."""
    game = ctx.game
    for _ in range(int(value)):
        madness = [
            u for u in game.players_pile(ctx.player, HAND) if game.definition(u).kind == d.MADNESS
        ]
        card = game.choose_card(
            ctx.player, asked(effect, "return-card"), "Return which Madness card?", madness
        )
        if card is None:
            return
        game.move(card, MADNESS_DECK, reason="returned", source=ctx.card, top=True)


def _take_control(ctx: Context, value: Any, effect: Effect) -> str | None:
    """``take-control: 1``: take control of a minion (``target:``)."""
    target = pick(ctx, effect, "control-target", "Take control of which minion?")
    if target is not None and ctx.game.take_control(target, ctx.player, source=ctx.card):
        return target
    return None


def _bury_self(ctx: Context, value: Any, effect: Effect) -> None:
    """``bury-self: true``: bury this card face down at its base (as Mummies do)."""
    base = ctx.game.base_of(ctx.card) or ctx.base
    if base is not None:
        ctx.game.bury(ctx.card, base, ctx.player, source=ctx.card)


def _play_others_titan(ctx: Context, value: Any, effect: Effect) -> None:
    """``play-others-titan: true``: play a titan set aside beside another player on a base
    (you control it; its owner does not change). Not if you control a titan in play."""
    game = ctx.game
    if any(
        r.role == ROLE_TITAN and r.controller == ctx.player for r in game.state.in_play.values()
    ):
        return
    titans = [
        uid
        for name in game.state.order
        if name != ctx.player
        for uid in game.players_pile(name, SET_ASIDE)
        if game.definition(uid).type == d.TITAN
    ]
    titan = game.choose_card(ctx.player, asked(effect, "choose-titan"), "Which titan?", titans)
    base = game.choose_card(ctx.player, "choose-base", "On which base?", game.state.bases)
    if titan is not None and base is not None:
        game.play_card(ctx.player, titan, base)


EFFECTS.update(
    {
        "play-others-titan": _play_others_titan,
        "bury-self": _bury_self,
        "stasis-counters": _stasis_counters,
        "return-madness": _return_madness,
        "take-control": _take_control,
    }
)
