"""The effects of the card language: each verb (``draw: 2``, ``destroy: 1``,
``extra-action: {}`` ...) is a small function of the ability's :class:`Context`, the
verb's value and the whole effect (its ``target:``, ``then:``); :data:`EFFECTS` maps
verbs to them, and the selectors (``target: here`` ...) choose among minions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..decisions import DecisionKind, as_decision_kind
from ..errors import InvalidScenario
from ..events import CardRevealed
from ..registry import (
    Context,
)
from ..state import PlayKind, as_zone

if TYPE_CHECKING:
    from ..game import Game

Effect = Mapping[str, Any]


# ---------------------------------------------------------------------------- effects


#: Keys of an effect that are not verbs: ``target:`` (among which minions a target is
#: chosen), ``then:`` (effects if it did something) and ``ask:`` (the kind of the
#: decision it asks, which a check answers; each verb has its own by default).
META_KEYS = ("target", "then", "ask")


def asked(effect: Effect, default: DecisionKind) -> DecisionKind:
    """The kind of decision ``effect`` asks: its ``ask:``, else the verb's own."""
    return as_decision_kind(str(effect["ask"])) if "ask" in effect else default


def runner(effects: Any) -> Callable[[Context], None]:
    steps = as_list(effects)
    for effect in steps:
        _check_effect(effect)

    def run(ctx: Context) -> None:
        _run_all(ctx, steps)

    return run


def _run_all(ctx: Context, steps: list[Effect]) -> list[int]:
    """Run ``steps`` in order; the positions of those that logged no event."""
    idle = []
    for index, effect in enumerate(steps):
        start = len(ctx.game.log)
        _done, chosen = _do(ctx, effect)
        if len(ctx.game.log) == start:
            idle.append(index)
        if chosen is not None:  # later effects may name it: "this minion"
            ctx = dataclasses.replace(ctx, chosen=chosen)
    return idle


def as_list(effects: Any) -> list[Effect]:
    if effects is None:
        return []
    if isinstance(effects, dict | Mapping):
        return [effects]
    if isinstance(effects, Sequence) and not isinstance(effects, str):
        return [e for e in effects]
    raise InvalidScenario(f"effects must be a mapping or a list of mappings, not {effects!r}")


def _check_effect(effect: Effect) -> None:
    if not isinstance(effect, dict | Mapping):
        raise InvalidScenario(f"an effect must be a mapping, not {effect!r}")
    unknown = [key for key in effect if key not in EFFECTS and key not in META_KEYS]
    if unknown:
        raise InvalidScenario(f"unknown effect {unknown[0]!r}; known: {sorted(EFFECTS)}")


def do(ctx: Context, effect: Effect) -> bool:
    """Run one effect; its ``then:`` effects run only if it did something ("if you do")."""
    return _do(ctx, effect)[0]


def _do(ctx: Context, effect: Effect) -> tuple[bool, str | None]:
    """Run one effect: whether it did something, and the minion it chose (a verb that
    chooses one returns it)."""
    start = len(ctx.game.log)
    chosen = None
    for key, value in effect.items():
        if key not in META_KEYS:
            result = EFFECTS[key](ctx, value, effect)
            if isinstance(result, str):
                chosen = result
    done = any(event.kind not in BOOKKEEPING for event in ctx.game.log[start:])
    if done and "then" in effect:
        inner = ctx if chosen is None else dataclasses.replace(ctx, chosen=chosen)
        for step in as_list(effect["then"]):
            do(inner, step)
    return done, chosen


#: Events that do not count as an effect having happened.
BOOKKEEPING = {"decision-made", "ability-resolved", "passed", "grant-expired"}


def targets(ctx: Context, effect: Effect) -> list[str]:
    game = ctx.game
    which = effect.get("target", "any")
    minions = [m for m in game.minions_in_play() if game.is_active(m)]
    if ctx.must_affect is not None:
        return [m for m in minions if m == ctx.must_affect]
    if which == "self":
        host = game.location(ctx.card).host
        return [ctx.card] if game.role(ctx.card) == "minion" else [h for h in [host] if h]
    if which == "here":
        base = game.base_of(ctx.card) or ctx.base
        return [m for m in minions if game.base_of(m) == base]
    if which == "yours-here":
        base = game.base_of(ctx.card) or ctx.base
        return [m for m in minions if game.controller(m) == ctx.player and game.base_of(m) == base]
    if which == "yours":
        return [m for m in minions if game.controller(m) == ctx.player]
    if which == "others":
        return [m for m in minions if game.controller(m) != ctx.player]
    return minions


def pick(ctx: Context, effect: Effect, kind: DecisionKind, prompt: str) -> str | None:
    return ctx.game.choose_card(ctx.player, asked(effect, kind), prompt, targets(ctx, effect))


def _draw(ctx: Context, value: Any, effect: Effect) -> None:
    """``draw: 2``: you draw that many cards."""
    ctx.game.draw(ctx.player, int(value))


def _gain_vp(ctx: Context, value: Any, effect: Effect) -> None:
    """``gain-vp: 1``: you gain that many VPs."""
    ctx.game.gain_vp(ctx.player, int(value))


def _madness(ctx: Context, value: Any, effect: Effect) -> None:
    """``madness: 1``: you draw that many Madness cards."""
    for _ in range(int(value)):
        ctx.game.draw_madness(ctx.player)


def _extra_turn(ctx: Context, value: Any, effect: Effect) -> None:
    """``extra-turn: true``: you take an extra turn after this one."""
    if value:
        ctx.game.grant_extra_turn(ctx.player)


def _place_counters(ctx: Context, value: Any, effect: Effect) -> None:
    """``place-counters: 2``: place that many +1 power counters on a minion (``target:``)."""
    target = pick(ctx, effect, "counter-target", f"Place {value} +1 power counters on?")
    if target:
        ctx.game.place_counters(target, int(value), source=ctx.card)


def _counters_on_up_to(ctx: Context, value: Any, effect: Effect) -> None:
    """``counters-on-up-to: 3``: a +1 power counter on each of up to that many minions."""
    chosen = ctx.game.choose_cards(
        ctx.player,
        "counter-targets",
        f"Place a +1 power counter on each of up to {value} minions",
        targets(ctx, effect),
        at_most=int(value),
    )
    for target in chosen:
        ctx.game.place_counters(target, 1, source=ctx.card)


def _move_counters(ctx: Context, value: Any, effect: Effect) -> None:
    """``move-counters: 1``: move that many +1 power counters from a minion to another."""
    game = ctx.game
    holders = [m for m in game.minions_in_play() if game.counters(m) >= int(value)]
    origin = game.choose_card(ctx.player, "counter-from", "Move counters from?", holders)
    if origin is None:
        return
    others = [m for m in targets(ctx, effect) if m != origin]
    target = game.choose_card(ctx.player, "counter-to", "Move counters to?", others)
    if target:
        game.move_counters(origin, target, int(value), source=ctx.card)


def _remove_counters(ctx: Context, value: Any, effect: Effect) -> None:
    """``remove-counters: 1``: remove that many +1 power counters from a minion."""
    game = ctx.game
    holders = [m for m in targets(ctx, effect) if game.counters(m) > 0]
    target = game.choose_card(ctx.player, "counter-remove", "Remove counters from?", holders)
    if target:
        game.remove_counters(target, int(value), source=ctx.card)


def _power(ctx: Context, value: Any, effect: Effect) -> str | None:
    """``power: 2``: a minion (``target:``) gains that much power until the end of the turn
    (later effects may name it ``chosen``)."""
    target = pick(ctx, effect, "power-target", f"Give {value} power to?")
    if target:
        ctx.game.add_power(target, int(value), source=ctx.card)
    return target


def _destroy(ctx: Context, value: Any, effect: Effect) -> None:
    """``destroy: 1``: destroy that many minions (``target:``: any, here, yours, others ...)."""
    for _ in range(int(value)):
        target = pick(ctx, effect, "destroy-target", "Destroy which minion?")
        if target:
            ctx.game.destroy(target, source=ctx.card)


def _destroy_any_number(ctx: Context, value: Any, effect: Effect) -> None:
    """``destroy-any-number: true``: destroy any number of minions (``target:``)."""
    chosen = ctx.game.choose_cards(
        ctx.player, "destroy-targets", "Destroy any number of minions", targets(ctx, effect)
    )
    for target in chosen:
        ctx.game.destroy(target, source=ctx.card)


def _destroy_all(ctx: Context, value: Any, effect: Effect) -> None:
    """``destroy-all: true``: destroy every minion ``target:`` names."""
    for target in targets(ctx, effect):
        ctx.game.destroy(target, source=ctx.card)


def _return(ctx: Context, value: Any, effect: Effect) -> None:
    """``return: 1``: return a minion (``target:``) to its owner's hand."""
    target = pick(ctx, effect, "return-target", "Return which minion?")
    if target:
        ctx.game.return_to_hand(target, source=ctx.card)


def _grant(kind: PlayKind) -> Callable[[Context, Any, Effect], None]:
    def grant(ctx: Context, value: Any, effect: Effect) -> None:
        options = value if isinstance(value, dict | Mapping) else {}
        affects = options.get("affects")
        if affects == "self":
            affects = ctx.card
        elif affects == "chosen":  # the minion an earlier effect chose; none chosen: no play
            if ctx.chosen is None:
                return
            affects = ctx.chosen
        here = ctx.game.base_of(ctx.card) or ctx.base
        ctx.game.grant_extra(
            ctx.player,
            kind,
            source=ctx.card,
            max_power=options.get("max-power"),
            from_zone=as_zone(str(options.get("from", "hand"))),
            affects=affects,
            immediate=bool(options.get("immediate", False)),
            bases=[here] if options.get("here") and here else None,
        )

    grant.__doc__ = (
        f"``extra-{kind}: true``: you may play an extra {kind} (``max-power:``, ``from:``, "
        "``here:``, ``immediate:``)."
    )
    return grant


def _return_and_replay(ctx: Context, value: Any, effect: Effect) -> None:
    """Return one of your minions (another one, unless ``others: false``; you may decline
    unless ``optional: false``); you may play it again as an extra minion, at once."""
    game = ctx.game
    options = value if isinstance(value, dict | Mapping) else {}
    others = bool(options.get("others", True))
    mine = [
        m
        for m in game.minions_in_play()
        if game.controller(m) == ctx.player and not (others and m == ctx.card)
    ]
    if ctx.must_affect is not None:
        mine = [m for m in mine if m == ctx.must_affect]
    target = game.choose_card(
        ctx.player,
        asked(effect, "return-target"),
        "Return which of your minions?",
        mine,
        optional=bool(options.get("optional", True)),
    )
    if target and game.return_to_hand(target, source=ctx.card):
        game.grant_extra(ctx.player, "minion", card=target, immediate=True, source=ctx.card)


def _reveal_until(ctx: Context, value: Any, effect: Effect) -> None:
    """``reveal-until: minion``: reveal your deck until a card of that type; take it, the others go
    back."""
    game = ctx.game
    wanted = str(value)
    found, others = game.reveal_until(
        ctx.player, lambda uid: game.definition(uid).type == wanted, source=ctx.card
    )
    if found:
        game.move(found, "hand", reason="placed", source=ctx.card)
    for uid in others:
        game.move(uid, "deck", reason="placed", source=ctx.card)


def _play_monster(ctx: Context, value: Any, effect: Effect) -> None:
    """``play-monster: 1``: play that many monsters from the monster deck on this card's base."""
    base = ctx.game.base_of(ctx.card) or ctx.base
    if base:
        for _ in range(int(value)):
            ctx.game.play_monster(base)


def _duel(ctx: Context, value: Any, effect: Effect) -> None:
    """``duel: true``: this minion duels a rival minion at its base."""
    game = ctx.game
    base = game.base_of(ctx.card)
    rivals = [m for m in game.minions_at(base or "") if game.controller(m) != ctx.player]
    rival = game.choose_card(ctx.player, "duel-target", "Duel which minion?", rivals)
    if rival is None:
        return
    winners = game.duel(ctx.card, rival, source=ctx.card)
    if not winners:  # the duel stopped without resolution
        return
    losers = [m for m in (ctx.card, rival) if m not in winners or len(winners) > 1]
    for side, outcome in [(m, "win") for m in winners] + [(m, "lose") for m in losers]:
        _duel_side(ctx, side, as_list((value or {}).get(outcome, ())))


def _duel_side(ctx: Context, minion: str, effects: list[Effect]) -> None:
    """The duel's effects for one side: "you" is that minion's controller and "this
    minion" that minion (on a tie both sides get all the effects, winning and losing)."""
    player = ctx.game.controller(minion) or ctx.player
    side = dataclasses.replace(ctx, card=minion, player=player)
    for step in effects:
        do(side, step)


def _stasis(ctx: Context, value: Any, effect: Effect) -> None:
    """``stasis: 2``: put this card in stasis with that many stasis counters."""
    ctx.game.put_in_stasis(ctx.card, int(value), source=ctx.card)


def _bury(ctx: Context, value: Any, effect: Effect) -> None:
    """``bury: true``: bury a card of your hand at this card's base."""
    game = ctx.game
    base = game.base_of(ctx.card) or ctx.base
    card = game.choose_card(
        ctx.player, "bury-card", "Bury which card?", game.players_pile(ctx.player, "hand")
    )
    if card and base:
        game.bury(card, base, ctx.player, source=ctx.card)


def _store(ctx: Context, value: Any, effect: Effect) -> None:
    """``store: true``: store a card of your hand under this card. With limits
    (``store: {card: minion, max-power: 3}``) only a card that meets them may be stored,
    and it is revealed first "so others can see it meets the requirements"."""
    game = ctx.game
    limits = value if isinstance(value, Mapping) else {}
    hand = [u for u in game.players_pile(ctx.player, "hand") if _meets(game, u, limits)]
    card = game.choose_card(ctx.player, "store-card", "Store which card?", hand)
    if card and limits:
        game.apply(CardRevealed(card))
    if card:
        game.store(card, ctx.card, source=ctx.card)


def _meets(game: Game, uid: str, limits: Mapping[str, Any]) -> bool:
    """Whether ``uid`` meets a store's limits: ``card:`` (minion or action), ``max-power:``."""
    definition = game.definition(uid)
    kind = limits.get("card")
    if kind is not None and not (
        definition.is_minion if kind == "minion" else definition.is_action
    ):
        return False
    most = limits.get("max-power")
    return most is None or (definition.is_minion and (definition.power or 0) <= int(most))


def _move_self(ctx: Context, value: Any, effect: Effect) -> None:
    """``move-self: true``: you may move this minion to another base."""
    game = ctx.game
    here = game.base_of(ctx.card)
    bases = [b for b in game.state.bases if b != here]
    target = game.choose_card(ctx.player, "move-to", f"Move {ctx.card} to?", bases, optional=True)
    if target:
        game.move_minion(ctx.card, target, source=ctx.card)


def _move_minion(ctx: Context, value: Any, effect: Effect) -> None:
    """``move-minion: 1``: move that many minions (``target:``) to other bases."""
    game = ctx.game
    for _ in range(int(value)):
        minion = pick(ctx, effect, "move-target", "Move which minion?")
        if minion is None:
            return
        here = game.base_of(minion)
        bases = [b for b in game.state.bases if b != here]
        target = game.choose_card(ctx.player, "move-to", f"Move {minion} to?", bases)
        if target:
            game.move_minion(minion, target, source=ctx.card)


def _counters_on_self(ctx: Context, value: Any, effect: Effect) -> None:
    """``counters-on-self: 1``: place that many +1 power counters on this card."""
    ctx.game.place_counters(ctx.card, int(value), source=ctx.card)


def _look_at_top(ctx: Context, value: Any, effect: Effect) -> None:
    """``look-at-top: 2``: look at that many cards on top of your deck."""
    ctx.game.look_at_top(ctx.player, int(value))


def _search(ctx: Context, value: Any, effect: Effect) -> None:
    """``search: minion``: search your deck for a card of that type and take it (you may not)."""
    game = ctx.game
    wanted = str(value)
    deck = game.deck_for_access(ctx.player)
    found = [u for u in deck if game.definition(u).type == wanted]
    chosen = game.choose_card(ctx.player, "search", f"Take which {wanted}?", found, optional=True)
    if chosen:
        game.apply(CardRevealed(chosen))
        game.move(chosen, "hand", reason="placed", source=ctx.card)
        game.shuffle_deck(ctx.player)


def _take_from_discard(ctx: Context, value: Any, effect: Effect) -> None:
    """``take-from-discard: action``: take a card of that type from your discard pile
    (revealed as it leaves the pile, as every card taken out of a discard pile is)."""
    game = ctx.game
    wanted = str(value)
    found = [
        u for u in game.players_pile(ctx.player, "discard") if game.definition(u).type == wanted
    ]
    chosen = game.choose_card(ctx.player, "take-from-discard", f"Take which {wanted}?", found)
    if chosen:
        game.move(chosen, "hand", reason="placed", source=ctx.card)


def _self_to_hand(ctx: Context, value: Any, effect: Effect) -> None:
    """``self-to-hand: true``: put this card into your hand."""
    if ctx.game.location(ctx.card).zone != "hand":
        ctx.game.move(ctx.card, "hand", reason="placed", source=ctx.card)


def _may(ctx: Context, value: Any, effect: Effect) -> None:
    """``may: [effects]``: you may do the effects (a yes/no decision, ``may``)."""
    if ctx.game.may(ctx.player, f"{ctx.card}: do it?"):
        for step in as_list(value):
            do(ctx, step)


#: A verb: it does its effect, and returns the minion it chose if it chose one.
Verb = Callable[[Context, Any, Effect], str | None]
EFFECTS: dict[str, Verb] = {
    "draw": _draw,
    "gain-vp": _gain_vp,
    "madness": _madness,
    "extra-turn": _extra_turn,
    "place-counters": _place_counters,
    "counters-on-up-to": _counters_on_up_to,
    "move-counters": _move_counters,
    "remove-counters": _remove_counters,
    "power": _power,
    "destroy": _destroy,
    "destroy-any-number": _destroy_any_number,
    "destroy-all": _destroy_all,
    "return": _return,
    "extra-minion": _grant("minion"),
    "extra-action": _grant("action"),
    "return-and-replay": _return_and_replay,
    "reveal-until": _reveal_until,
    "play-monster": _play_monster,
    "duel": _duel,
    "stasis": _stasis,
    "bury": _bury,
    "store": _store,
    "may": _may,
    "move-self": _move_self,
    "move-minion": _move_minion,
    "self-to-hand": _self_to_hand,
    "counters-on-self": _counters_on_self,
    "look-at-top": _look_at_top,
    "search": _search,
    "take-from-discard": _take_from_discard,
}


def run_effects(ctx: Context, effects: Any) -> list[int]:
    """Run declarative ``effects`` for ``ctx`` (used by a scenario's ``effect:`` step);
    returns the positions of the effects that changed nothing (logged no event)."""
    steps = as_list(effects)
    for effect in steps:
        _check_effect(effect)
    return _run_all(ctx, steps)
