"""More effects of the card language: moving groups and modifiers, bases destroyed
or swapped, each player in turn, choices between effects, conditions on what you
control (first written for the Disney clarifications).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import legality, plays, windows
from ..errors import InvalidScenario
from ..registry import (
    Context,
)
from .effects import EFFECTS, Effect, as_list, do, pick, targets

if TYPE_CHECKING:
    pass


def _shuffle_discard(ctx: Context, value: Any, effect: Effect) -> None:
    """``shuffle-discard: minion``: shuffle the cards of that type from your discard pile into your
    deck."""
    game = ctx.game
    for uid in game.players_pile(ctx.player, "discard"):
        if game.definition(uid).type == str(value):
            game.move(uid, "deck", reason="shuffled", source=ctx.card)
    game.shuffle_deck(ctx.player)


def _play_self(ctx: Context, value: Any, effect: Effect) -> None:
    """``play-self: true``: play this card as an extra play (a minion on a base you choose)."""
    game = ctx.game
    target = None
    if game.definition(ctx.card).is_minion or game.modifier_target(ctx.card) == "base":
        target = game.choose_card(ctx.player, "choose-base", "Play it where?", game.state.bases)
    game.play_card(ctx.player, ctx.card, target, extra=True)


def _discard(ctx: Context, value: Any, effect: Effect) -> None:
    """``discard: 1``: discard that many cards from your hand."""
    game = ctx.game
    for _ in range(int(value)):
        card = game.choose_card(
            ctx.player, "discard-card", "Discard which card?", game.players_pile(ctx.player, "hand")
        )
        if card:
            game.move(card, "discard", reason="discarded", source=ctx.card)


def _move_group(ctx: Context, value: Any, effect: Effect) -> None:
    """``move-group: true``: move any number of minions from one base to another."""
    game = ctx.game
    origin = game.choose_card(ctx.player, "move-from", "Move from which base?", game.state.bases)
    if origin is None:
        return
    chosen = game.choose_cards(
        ctx.player, "move-minions", "Move which minions?", game.minions_at(origin)
    )
    others = [b for b in game.state.bases if b != origin]
    target = game.choose_card(ctx.player, "move-to", "Move them where?", others)
    for uid in chosen:
        if target:
            game.move_minion(uid, target, source=ctx.card)


def _self_to_deck(ctx: Context, value: Any, effect: Effect) -> None:
    """``self-to-deck: true``: shuffle this card into its owner's deck."""
    owner = ctx.game.card(ctx.card).owner
    ctx.game.move(ctx.card, "deck", reason="shuffled", source=ctx.card)
    if owner:
        ctx.game.shuffle_deck(owner)


def _destroy_base(ctx: Context, value: Any, effect: Effect) -> None:
    """``destroy-base: true``: destroy a base (the base deck replaces it)."""
    game = ctx.game
    base = game.choose_card(ctx.player, "destroy-base", "Destroy which base?", game.state.bases)
    if base:
        game.replace_base(base, reason="destroyed")


def _swap_base(ctx: Context, value: Any, effect: Effect) -> None:
    """Replace a base with the top of the base deck; its cards stay, on the new base."""
    game = ctx.game
    base = game.choose_card(ctx.player, "swap-base", "Swap which base?", game.state.bases)
    deck = game.state.shared.get("base-deck", [])
    if base is None or not deck:
        return
    new = deck[0]
    index = game.state.bases.index(base)
    game.move(new, "in-play", reason="replaced", source=ctx.card, index=index)
    for uid in game.cards_at(base):
        game.move(uid, "in-play", host=new, reason="moved", source=ctx.card)
    game.move(base, "base-discard", reason="discarded", source=ctx.card)


def _move_modifier(ctx: Context, value: Any, effect: Effect) -> None:
    """``move-modifier: true``: move a minion modifier onto another minion."""
    game = ctx.game
    mods = [
        u
        for u in game.active_cards()
        if game.role(u) == "modifier" and game.modifier_target(u) == "minion"
    ]
    mod = game.choose_card(ctx.player, "move-modifier", "Move which modifier?", mods)
    if mod is None:
        return
    host = game.location(mod).host
    others = [m for m in game.minions_in_play() if m != host]
    target = game.choose_card(ctx.player, "modifier-to", "Onto which minion?", others)
    if target:
        game.move(mod, "in-play", host=target, reason="moved", source=ctx.card)
        windows.affected(game, mod, game.log[-1])  # the moved modifier's own "when moved" ability


def _each_player(ctx: Context, value: Any, effect: Effect) -> None:
    """``each-player: [effects]``: each player, from the active one on, does the effects."""
    order = ctx.game.state.order
    start = order.index(ctx.game.state.active)
    for player in order[start:] + order[:start]:
        each = Context(ctx.game, ctx.card, player, ctx.timing, ctx.event, ctx.base)
        for step in as_list(value):
            do(each, step)


def _play_from_other_discard(ctx: Context, value: Any, effect: Effect) -> None:
    """``play-from-other-discard: action``: play a card of that type from another player's discard
    pile."""
    game = ctx.game
    found = [
        uid
        for player in game.state.order
        if player != ctx.player
        for uid in game.players_pile(player, "discard")
        if game.definition(uid).type == str(value)
    ]
    card = game.choose_card(ctx.player, "play-from-discard", "Play which card?", found)
    if card is None:
        return
    targets = legality.action_targets(game, card)
    game.play_card(
        ctx.player, card, plays.choose_target(game, ctx.player, card, targets), extra=True
    )


def _power_each(ctx: Context, value: Any, effect: Effect) -> None:
    """``power-each: 1``: every minion ``target:`` names gains that much power until the end of the
    turn."""
    for target in targets(ctx, effect):
        ctx.game.add_power(target, int(value), source=ctx.card)


def _move_faction_here(ctx: Context, value: Any, effect: Effect) -> None:
    """``move-faction-here: <faction>``: move every minion of that faction to this card's base."""
    game = ctx.game
    here = game.base_of(ctx.card) or ctx.base
    for uid in game.minions_in_play():
        if here and game.definition(uid).faction == str(value) and game.base_of(uid) != here:
            game.move_minion(uid, here, source=ctx.card)


def _distribute_counters(ctx: Context, value: Any, effect: Effect) -> None:
    """``distribute-counters: 3``: place that many +1 power counters, one at a time, on minions you
    choose."""
    for _ in range(int(value)):
        target = pick(ctx, effect, "counter-target", "Place a +1 power counter on?")
        if target:
            ctx.game.place_counters(target, 1, source=ctx.card)


def _choose_one(ctx: Context, value: Any, effect: Effect) -> None:
    """``choose-one: [[effects], [effects]]``: choose one of the lists and do it."""
    options = [str(i + 1) for i in range(len(_as_list_of_lists(value)))]
    chosen = ctx.game.choose_card(ctx.player, "choose-one", "Which option?", options)
    if chosen:
        for step in as_list(_as_list_of_lists(value)[int(chosen) - 1]):
            do(ctx, step)


def _as_list_of_lists(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidScenario("choose-one lists the options: [[effects], [effects]]")
    return value


def _if_you_control(ctx: Context, value: Any, effect: Effect) -> None:
    """``if-you-control: {card: <name>, do: [effects]}``: do the effects if you control that card.
    ``if-you-control: {card: <name>, do: [effects]}``: do the effects if you control that card."""
    game = ctx.game
    wanted = str(value.get("card"))
    mine = any(
        (uid == wanted or game.definition(uid).name == wanted)
        and game.controller(uid) == ctx.player
        for uid in game.active_cards()
    )
    if mine:
        for step in as_list(value.get("do", ())):
            do(ctx, step)


def _destroy_self(ctx: Context, value: Any, effect: Effect) -> None:
    """``destroy-self: true``: destroy this card."""
    ctx.game.destroy(ctx.card, source=ctx.card)


def _if_host_yours(ctx: Context, value: Any, effect: Effect) -> None:
    """``if-host-yours: [effects]``: do the effects if you control the minion this card is on."""
    host = ctx.game.location(ctx.card).host
    if host and ctx.game.controller(host) == ctx.player:
        for step in as_list(value):
            do(ctx, step)


def _recall_played(ctx: Context, value: Any, effect: Effect) -> None:
    """Return to its owner's hand, wherever it is, each card played this turn through an
    extra play this card granted."""
    game = ctx.game
    grants: list[Any] = []
    recalled: list[str] = []
    for event in game.log:
        grant = getattr(event, "grant", None)
        if event.kind == "turn-began":
            grants, recalled = [], []
        elif event.kind == "extra-play-granted" and grant is not None and grant.source == ctx.card:
            grants.append(grant.describe())
        elif event.kind == "card-played" and grant in grants:
            grants.remove(grant)
            recalled.append(getattr(event, "card", ""))
    for uid in recalled:
        if game.location(uid).zone != "hand" or game.location(uid).player != game.owner(uid):
            game.move(uid, "hand", reason="returned", source=ctx.card)


def _destroy_foreign_modifiers(ctx: Context, value: Any, effect: Effect) -> None:
    """``destroy-foreign-modifiers: true``: destroy other players' modifiers on your minions here.
    ``destroy-foreign-modifiers: true``: destroy other players' modifiers on your minions here."""
    game = ctx.game
    here = game.base_of(ctx.card)
    for minion in game.minions_at(here or ""):
        if game.controller(minion) != ctx.player:
            continue
        for child in game.attached(minion):
            if game.role(child) == "modifier" and game.controller(child) != ctx.player:
                game.destroy(child, source=ctx.card)


EFFECTS.update(
    {
        "shuffle-discard": _shuffle_discard,
        "play-self": _play_self,
        "discard": _discard,
        "move-group": _move_group,
        "self-to-deck": _self_to_deck,
        "destroy-base": _destroy_base,
        "swap-base": _swap_base,
        "move-modifier": _move_modifier,
        "each-player": _each_player,
        "play-from-other-discard": _play_from_other_discard,
        "power-each": _power_each,
        "move-faction-here": _move_faction_here,
        "distribute-counters": _distribute_counters,
        "choose-one": _choose_one,
        "if-you-control": _if_you_control,
        "destroy-self": _destroy_self,
        "if-host-yours": _if_host_yours,
        "recall-played": _recall_played,
        "destroy-foreign-modifiers": _destroy_foreign_modifiers,
    }
)
