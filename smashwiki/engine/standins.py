"""Stand-in cards: cards a scenario defines inline, with simple declarative abilities.

A stand-in is a mapping under ``cards:`` in a check. Every key is optional::

    shield-wall:
      type: action              # minion (default), action, base or titan
      name: Shield Wall
      power: 2                  # printed power (an action's or titan's inherent power)
      breakpoint: 20            # bases: breakpoint, vps, monsters (monster number)
      vps: [3, 2, 1]
      kind: monster             # madness, monster or treasure
      treasure: 2               # a monster's treasure number
      standin-for: time-travelers/doctor-when   # the real card it replaces
      modifier: base            # played on a base (or: minion) and stays there
      on-play: [effects]        # what it does when played
      talent: [effects]
      leaves-stasis: [effects]
      ongoing:                  # continuous effects while in play
        power: 2                #   this minion (or the minion it is attached to) +2
        power-here: 1           #   every other minion at its base +1
        breakpoint: -3          #   its base's breakpoint
        player-power: 2         #   its controller's power at its base (non-minion power)
        protected: true         #   can't be affected by other players' cards
        cannot-score: true      #   its base cannot score
        no-minions-here: true   #   minions can't be played at its base
        set-power: 0            #   this minion's (or its host's) power is 0, whatever else
      triggers:                 # abilities that wait for a moment
        - on: after-scoring     # start-of-turn, end-of-turn, before-scoring,
          here: true            # after-scoring, goes-to-discard, after-play,
          may: true             # counter-placed; here: only its own base;
          played: base-modifier # may: optional (Me First! round); played: after
          do: [effects]         # its controller plays a minion, action, base-modifier
                                # or minion-modifier
      special:                  # played from the hand at a moment
        on: before-scoring
        do: [effects]

Effects run in order, each on its own (a later one happens even if an earlier
one could not). Targets are chosen by the card's controller among minions in
play (``target: here``: at this card's base; ``yours``, ``others``, ``self``):

* ``draw: 2``, ``gain-vp: 1``, ``madness: 1`` (draw Madness cards), ``extra-turn: true``
* ``place-counters: 1`` (on one chosen minion), ``counters-on-up-to: 3`` (one each on
  up to three chosen minions), ``move-counters: 1``, ``remove-counters: 1``
* ``power: 2`` (until the end of the turn; negative allowed)
* ``destroy: 1``, ``destroy-any-number: true`` (any number, zero included),
  ``destroy-all: true``, ``return: 1``
* ``extra-minion: {max-power: 2}``, ``extra-action: {}`` (optional ``from: discard``,
  ``immediate: true``, ``affects: self``)
* ``return-and-replay: true`` (return another of your minions; you may play it again
  as an extra minion)
* ``reveal-until: action`` (reveal until an action; it goes to the hand, the other
  revealed cards go to the bottom of the deck)
* ``play-monster: 1``, ``duel: {win: [effects]}``, ``stasis: 2`` (put this card in
  stasis), ``bury: true`` (bury a card from the hand here), ``store: true`` (store a
  card from the hand under this one), ``may: [effects]`` (ask first)
* ``move-self: true`` (you may move this minion to another base),
  ``counters-on-self: 2`` (even out of play, as Time Box), ``look-at-top: 1`` (look at
  the top card of your deck), ``search: minion`` (search your deck, reveal the card,
  shuffle), ``take-from-discard: minion`` (take one into your hand, revealed)

Any effect may say ``then: [effects]``: they happen only if the effect did
something ("you may do X; if you do, do Y"). Effects in a list are independent
("do X. Do Y"): the later ones happen even if an earlier one could not.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import definitions as d
from .errors import InvalidScenario
from .events import CardLooked, CardRevealed, DeckShuffled
from .registry import (
    Context,
    Registry,
    Timing,
    ability,
    breakpoint_modifier,
    modifier,
    player_power,
    power_modifier,
    power_setter,
    protection,
    restriction,
    score_blocker,
)

Effect = Mapping[str, Any]

CARD_KEYS = {
    "type",
    "name",
    "power",
    "breakpoint",
    "vps",
    "kind",
    "treasure",
    "monsters",
    "standin-for",
    "modifier",
    "on-play",
    "talent",
    "leaves-stasis",
    "ongoing",
    "triggers",
    "special",
    "faction",
}
TRIGGER_TIMINGS = {
    "start-of-turn": Timing.START_OF_TURN,
    "end-of-turn": Timing.END_OF_TURN,
    "before-scoring": Timing.BEFORE_SCORING,
    "when-scoring": Timing.WHEN_SCORING,
    "after-scoring": Timing.AFTER_SCORING,
    "goes-to-discard": Timing.GOES_TO_DISCARD,
    "after-play": Timing.AFTER_PLAY,
    "counter-placed": Timing.COUNTER_PLACED,
}


def define(key: str, spec: Mapping[str, Any]) -> d.CardDef:
    """The :class:`CardDef` of the stand-in ``key`` described by ``spec``."""
    if not isinstance(spec, Mapping):
        raise InvalidScenario(f"stand-in {key!r} must be a mapping")
    unknown = set(spec) - CARD_KEYS
    if unknown:
        raise InvalidScenario(
            f"stand-in {key!r}: unknown keys {sorted(unknown)}; known: {sorted(CARD_KEYS)}"
        )
    kind = spec.get("type", d.MINION)
    if kind not in d.CARD_TYPES:
        raise InvalidScenario(f"stand-in {key!r}: type must be one of {d.CARD_TYPES}")
    return d.CardDef(
        id=f"standin/{key}",
        name=str(spec.get("name", key)),
        type=kind,
        power=int(spec.get("power", 0)),
        breakpoint=int(spec.get("breakpoint", 0)),
        vps=tuple(spec.get("vps", (3, 2, 1) if kind == d.BASE else ())),
        kind=spec.get("kind"),
        treasure=int(spec.get("treasure", 0)),
        monsters=int(spec.get("monsters", 0)),
        faction=spec.get("faction"),
        standin=True,
        standin_for=spec.get("standin-for"),
        spec=dict(spec),
    )


def register(definition: d.CardDef, registry: Registry) -> None:
    """Register the declarative abilities of a stand-in in ``registry``."""
    spec = definition.spec
    card_id = definition.id
    registry.modifiers.pop(card_id, None)
    if "modifier" in spec:
        modifier(card_id, str(spec["modifier"]), registry=registry)
    for key, timing in (
        ("on-play", Timing.ON_PLAY),
        ("talent", Timing.TALENT),
        ("leaves-stasis", Timing.LEAVES_STASIS),
    ):
        if key in spec:
            ability(card_id, timing, registry=registry)(_runner(spec[key]))
    for trigger in spec.get("triggers", ()):
        _register_trigger(card_id, trigger, registry)
    if "special" in spec:
        _register_special(card_id, spec["special"], registry)
    _register_ongoing(card_id, spec.get("ongoing") or {}, registry)
    registry.abilities.setdefault(card_id, [])  # known here, even when vanilla


def _register_trigger(card_id: str, trigger: Mapping[str, Any], registry: Registry) -> None:
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

    def only_here(ctx: Context) -> bool:
        if here and ctx.base not in (ctx.game.base_of(ctx.card), ctx.card):
            return False
        return played is None or _played_matches(ctx, str(played))

    ability(
        card_id, timing, optional=bool(trigger.get("may", False)), when=only_here, registry=registry
    )(_runner(trigger.get("do", ())))


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


def _register_special(card_id: str, special: Mapping[str, Any], registry: Registry) -> None:
    timing = TRIGGER_TIMINGS.get(str(special.get("on")))
    if timing is None:
        raise InvalidScenario(
            f"{card_id}: a special's 'on' must be one of {sorted(TRIGGER_TIMINGS)}"
        )
    effects = _runner(special.get("do", ()))

    def play_it(ctx: Context) -> None:
        game = ctx.game
        target = ctx.base if game.definition(ctx.card).is_minion else None
        game.move(ctx.card, "resolving", reason="played", controller=ctx.player)
        if target is not None and target in game.state.bases:
            game.move(ctx.card, "in-play", host=target, controller=ctx.player, reason="played")
        effects(ctx)
        if game.location(ctx.card).zone == "resolving":
            game.move(ctx.card, "discard", reason="resolved")

    ability(card_id, timing, from_hand=True, registry=registry)(play_it)


def _register_ongoing(card_id: str, ongoing: Mapping[str, Any], registry: Registry) -> None:
    if "power" in ongoing:
        amount = int(ongoing["power"])

        def own_power(game: Any, source: str, target: str) -> int:
            host = game.location(source).host
            return amount if target in (source, host) else 0

        power_modifier(card_id, registry=registry)(own_power)
    if "set-power" in ongoing:
        value = int(ongoing["set-power"])

        def sets(game: Any, source: str, target: str) -> int | None:
            return value if target in (source, game.location(source).host) else None

        power_setter(card_id, registry=registry)(sets)
    if "power-here" in ongoing:
        here = int(ongoing["power-here"])

        def power_here(game: Any, source: str, target: str) -> int:
            same = game.base_of(target) == game.base_of(source)
            return here if target != source and same else 0

        power_modifier(card_id, registry=registry)(power_here)
    if "breakpoint" in ongoing:
        change = int(ongoing["breakpoint"])

        def breakpoint(game: Any, source: str, base: str) -> int:
            return change if base in (source, game.base_of(source)) else 0

        breakpoint_modifier(card_id, registry=registry)(breakpoint)
    if "player-power" in ongoing:
        bonus = int(ongoing["player-power"])

        def gives(game: Any, source: str, base: str, player: str) -> int:
            mine = game.controller(source) == player or (
                game.role(source) == "base" and player == game.state.active
            )
            return bonus if mine and base in (source, game.base_of(source)) else 0

        player_power(card_id, registry=registry)(gives)
    if ongoing.get("protected"):

        def protects(game: Any, source: str, target: str, by: str | None) -> bool:
            if target not in (source, game.location(source).host) or by is None:
                return False
            by_player = game.controller(by) or game.card(by).owner
            return bool(by_player != game.controller(target))

        protection(card_id, registry=registry)(protects)
    if ongoing.get("cannot-score"):

        def blocks(game: Any, source: str, base: str) -> bool:
            return bool(base in (source, game.base_of(source)))

        score_blocker(card_id, registry=registry)(blocks)
    if ongoing.get("no-minions-here"):

        def forbids(game: Any, source: str, play: Any) -> str | None:
            base = getattr(play, "base", None)
            if base is not None and base in (source, game.base_of(source)):
                return f"{source} says minions can't be played at {base}"
            return None

        restriction(card_id, registry=registry)(forbids)


# ---------------------------------------------------------------------------- effects


def _runner(effects: Any) -> Callable[[Context], None]:
    steps = _as_list(effects)
    for effect in steps:
        _check_effect(effect)

    def run(ctx: Context) -> None:
        for effect in steps:
            _do(ctx, effect)

    return run


def _as_list(effects: Any) -> list[Effect]:
    if effects is None:
        return []
    if isinstance(effects, Mapping):
        return [effects]
    if isinstance(effects, Sequence) and not isinstance(effects, str):
        return [e for e in effects]
    raise InvalidScenario(f"effects must be a mapping or a list of mappings, not {effects!r}")


def _check_effect(effect: Effect) -> None:
    if not isinstance(effect, Mapping):
        raise InvalidScenario(f"an effect must be a mapping, not {effect!r}")
    unknown = [key for key in effect if key not in EFFECTS and key not in ("target", "then")]
    if unknown:
        raise InvalidScenario(f"unknown effect {unknown[0]!r}; known: {sorted(EFFECTS)}")


def _do(ctx: Context, effect: Effect) -> bool:
    """Run one effect; its ``then:`` effects run only if it did something ("if you do")."""
    start = len(ctx.game.log)
    for key, value in effect.items():
        if key not in ("target", "then"):
            EFFECTS[key](ctx, value, effect)
    done = any(event.kind not in BOOKKEEPING for event in ctx.game.log[start:])
    if done and "then" in effect:
        for step in _as_list(effect["then"]):
            _do(ctx, step)
    return done


#: Events that do not count as an effect having happened.
BOOKKEEPING = {"decision-made", "ability-resolved", "passed", "grant-expired"}


def _targets(ctx: Context, effect: Effect) -> list[str]:
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
    if which == "yours":
        return [m for m in minions if game.controller(m) == ctx.player]
    if which == "others":
        return [m for m in minions if game.controller(m) != ctx.player]
    return minions


def _pick(ctx: Context, effect: Effect, kind: str, prompt: str) -> str | None:
    return ctx.game.choose_card(ctx.player, kind, prompt, _targets(ctx, effect))


def _draw(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.draw(ctx.player, int(value))


def _gain_vp(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.gain_vp(ctx.player, int(value))


def _madness(ctx: Context, value: Any, effect: Effect) -> None:
    for _ in range(int(value)):
        ctx.game.draw_madness(ctx.player)


def _extra_turn(ctx: Context, value: Any, effect: Effect) -> None:
    if value:
        ctx.game.grant_extra_turn(ctx.player)


def _place_counters(ctx: Context, value: Any, effect: Effect) -> None:
    target = _pick(ctx, effect, "counter-target", f"Place {value} +1 power counters on?")
    if target:
        ctx.game.place_counters(target, int(value), source=ctx.card)


def _counters_on_up_to(ctx: Context, value: Any, effect: Effect) -> None:
    chosen = ctx.game.choose_cards(
        ctx.player,
        "counter-targets",
        f"Place a +1 power counter on each of up to {value} minions",
        _targets(ctx, effect),
        at_most=int(value),
    )
    for target in chosen:
        ctx.game.place_counters(target, 1, source=ctx.card)


def _move_counters(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    holders = [m for m in game.minions_in_play() if game.counters(m) >= int(value)]
    origin = game.choose_card(ctx.player, "counter-from", "Move counters from?", holders)
    if origin is None:
        return
    others = [m for m in _targets(ctx, effect) if m != origin]
    target = game.choose_card(ctx.player, "counter-to", "Move counters to?", others)
    if target:
        game.move_counters(origin, target, int(value), source=ctx.card)


def _remove_counters(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    holders = [m for m in _targets(ctx, effect) if game.counters(m) > 0]
    target = game.choose_card(ctx.player, "counter-remove", "Remove counters from?", holders)
    if target:
        game.remove_counters(target, int(value), source=ctx.card)


def _power(ctx: Context, value: Any, effect: Effect) -> None:
    target = _pick(ctx, effect, "power-target", f"Give {value} power to?")
    if target:
        ctx.game.add_power(target, int(value), source=ctx.card)


def _destroy(ctx: Context, value: Any, effect: Effect) -> None:
    for _ in range(int(value)):
        target = _pick(ctx, effect, "destroy-target", "Destroy which minion?")
        if target:
            ctx.game.destroy(target, source=ctx.card)


def _destroy_any_number(ctx: Context, value: Any, effect: Effect) -> None:
    chosen = ctx.game.choose_cards(
        ctx.player, "destroy-targets", "Destroy any number of minions", _targets(ctx, effect)
    )
    for target in chosen:
        ctx.game.destroy(target, source=ctx.card)


def _destroy_all(ctx: Context, value: Any, effect: Effect) -> None:
    for target in _targets(ctx, effect):
        ctx.game.destroy(target, source=ctx.card)


def _return(ctx: Context, value: Any, effect: Effect) -> None:
    target = _pick(ctx, effect, "return-target", "Return which minion?")
    if target:
        ctx.game.return_to_hand(target, source=ctx.card)


def _grant(kind: str) -> Callable[[Context, Any, Effect], None]:
    def grant(ctx: Context, value: Any, effect: Effect) -> None:
        options = value if isinstance(value, Mapping) else {}
        affects = options.get("affects")
        if affects == "self":
            affects = ctx.card
        ctx.game.grant_extra(
            ctx.player,
            kind,
            source=ctx.card,
            max_power=options.get("max-power"),
            from_zone=str(options.get("from", "hand")),
            affects=affects,
            immediate=bool(options.get("immediate", False)),
        )

    return grant


def _return_and_replay(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    mine = [m for m in game.minions_in_play() if game.controller(m) == ctx.player and m != ctx.card]
    target = game.choose_card(
        ctx.player, "return-target", "Return which of your minions?", mine, optional=True
    )
    if target and game.return_to_hand(target, source=ctx.card):
        game.grant_extra(ctx.player, "minion", card=target, immediate=True, source=ctx.card)


def _reveal_until(ctx: Context, value: Any, effect: Effect) -> None:
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
    base = ctx.game.base_of(ctx.card) or ctx.base
    if base:
        for _ in range(int(value)):
            ctx.game.play_monster(base)


def _duel(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    base = game.base_of(ctx.card)
    rivals = [m for m in game.minions_at(base or "") if game.controller(m) != ctx.player]
    rival = game.choose_card(ctx.player, "duel-target", "Duel which minion?", rivals)
    if rival is None:
        return
    winners = game.duel(ctx.card, rival, source=ctx.card)
    if ctx.card in winners:
        for step in _as_list((value or {}).get("win", ())):
            _do(ctx, step)


def _stasis(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.put_in_stasis(ctx.card, int(value), source=ctx.card)


def _bury(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    base = game.base_of(ctx.card) or ctx.base
    card = game.choose_card(
        ctx.player, "bury-card", "Bury which card?", game.players_pile(ctx.player, "hand")
    )
    if card and base:
        game.bury(card, base, ctx.player, source=ctx.card)


def _store(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    card = game.choose_card(
        ctx.player, "store-card", "Store which card?", game.players_pile(ctx.player, "hand")
    )
    if card:
        game.store(card, ctx.card, source=ctx.card)


def _move_self(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    here = game.base_of(ctx.card)
    bases = [b for b in game.state.bases if b != here]
    target = game.choose_card(ctx.player, "move-to", f"Move {ctx.card} to?", bases, optional=True)
    if target:
        game.move_minion(ctx.card, target, source=ctx.card)


def _counters_on_self(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.place_counters(ctx.card, int(value), source=ctx.card, out_of_play=True)


def _look_at_top(ctx: Context, value: Any, effect: Effect) -> None:
    for uid in ctx.game.players_pile(ctx.player, "deck")[: int(value)]:
        ctx.game.apply(CardLooked(uid, ctx.player))


def _search(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    wanted = str(value)
    found = [u for u in game.players_pile(ctx.player, "deck") if game.definition(u).type == wanted]
    chosen = game.choose_card(ctx.player, "search", f"Take which {wanted}?", found, optional=True)
    if chosen:
        game.apply(CardRevealed(chosen))
        game.move(chosen, "hand", reason="placed", source=ctx.card)
        game.apply(DeckShuffled(ctx.player))


def _take_from_discard(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    wanted = str(value)
    found = [
        u for u in game.players_pile(ctx.player, "discard") if game.definition(u).type == wanted
    ]
    chosen = game.choose_card(ctx.player, "take-from-discard", f"Take which {wanted}?", found)
    if chosen:
        game.move(chosen, "hand", reason="placed", source=ctx.card)
        game.apply(CardRevealed(chosen))


def _may(ctx: Context, value: Any, effect: Effect) -> None:
    if ctx.game.may(ctx.player, f"{ctx.card}: do it?"):
        for step in _as_list(value):
            _do(ctx, step)


EFFECTS: dict[str, Callable[[Context, Any, Effect], None]] = {
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
    "counters-on-self": _counters_on_self,
    "look-at-top": _look_at_top,
    "search": _search,
    "take-from-discard": _take_from_discard,
}


def run_effects(ctx: Context, effects: Any) -> None:
    """Run declarative ``effects`` for ``ctx`` (used by a scenario's ``effect:`` step)."""
    _runner(effects)(ctx)
