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
      tags: [affects-minion]    # facts other cards ask about (Game.has_tag)
      modifier: base            # played on a base (or: minion) and stays there
      instead-of: minion        # a titan: "Instead of your regular minion play, you
                                # may play this titan" (or: action, [minion, action]);
                                # without it a titan is played only through a grant
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
        protect-here: true      #   your minions here can't be affected by others' cards
        power-per-modifier: 1   #   +1 per minion modifier its controller controls
        power-per-counter: 1    #   +1 more per +1 power counter on it
        power-if-here: {cards: [anna], amount: 2}   # +2 while a named card is here
        first-minion-elsewhere: true   # others' first minion of a turn can't come here
                                #   (unless a card says it is played here)
        hand-lock: true         #   the host's controller (not this card's) can't put
                                #   cards in hand on their turn but the Draw phase's 2
      triggers:                 # abilities that wait for a moment
        - on: after-scoring     # start-of-turn, end-of-turn, before-scoring,
          here: true            # after-scoring, goes-to-discard, after-play,
          may: true             # counter-placed; here: only its own base;
          played: base-modifier # may: optional (Me First! round); played: after
          do: [effects]         # its controller plays a minion, action, base-modifier
                                # or minion-modifier; once-per-turn: true; on-self:
                                # true (the event is about this card); your-turn: true
                                # also on: discarded-from-hand, base-cleared (after a
                                # scored base's cards went to the discard piles),
                                # draw-phase, affected (this card was moved ...)
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
* ``play-monster: 1``, ``duel: {win: [effects], lose: [effects]}`` (run for the
  winning and the losing side: "you" is that minion's controller, ``self`` that
  minion; on a tie both sides get both), ``stasis: 2`` (put this card in
  stasis), ``bury: true`` (bury a card from the hand here), ``store: true`` (store a
  card from the hand under this one), ``may: [effects]`` (ask first)
* ``move-self: true`` (you may move this minion to another base), ``move-minion: 1``
  (move a chosen minion to another base), ``self-to-hand: true`` (put this card into
  its owner's hand, e.g. from the discard pile it just went to),
  ``counters-on-self: 2`` (+1 power counters on this card in play), ``look-at-top: 1`` (look at
  the top card of your deck), ``search: minion`` (search your deck, reveal the card,
  shuffle), ``take-from-discard: minion`` (take one into your hand, revealed)

* for the Disney stand-ins: ``shuffle-discard: minion`` (the deck is shuffled even if
  nothing was added), ``play-self: true``, ``discard: 1`` (from your hand),
  ``move-group: true`` (any number of minions from one base to one other),
  ``self-to-deck: true``, ``destroy-base: true`` (no scoring), ``swap-base: true``
  (the cards stay, not played again), ``move-modifier: true``, ``each-player:
  [effects]`` (in turn order from the current player), ``play-from-other-discard:
  action``, ``power-each: 1`` (every target now), ``move-faction-here: <faction>``,
  ``distribute-counters: 3`` (one at a time), ``choose-one: [[effects], [effects]]``,
  ``if-you-control: {card: genie, do: [effects]}``, ``destroy-self: true``,
  ``if-host-yours: [effects]``, ``recall-played: true`` (cards played through this
  card's extra plays go back to their owners' hands), ``destroy-foreign-modifiers:
  true``

Any effect may say ``then: [effects]``: they happen only if the effect did
something ("you may do X; if you do, do Y"). Effects in a list are independent
("do X. Do Y"): the later ones happen even if an earlier one could not.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from . import definitions as d
from . import legality, plays, windows
from .actions import PutInHand
from .decisions import DecisionKind
from .errors import InvalidScenario
from .events import CardPlayed, CardRevealed
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
    tag,
    titan_instead_of,
)
from .state import PlayKind, as_zone

if TYPE_CHECKING:
    from .game import Game

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
    "tags",
    "instead-of",
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
    "discarded-from-hand": Timing.DISCARDED_FROM_HAND,
    "base-cleared": Timing.BASE_CLEARED,
    "draw-phase": Timing.DRAW_PHASE,
    "affected": Timing.AFFECTED,
}


def define(key: str, spec: Mapping[str, Any]) -> d.CardDef:
    """The :class:`CardDef` of the stand-in ``key`` described by ``spec``."""
    if not isinstance(spec, dict | Mapping):
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
    _register_more_ongoing(card_id, spec.get("ongoing") or {}, registry)
    if spec.get("tags"):
        tag(card_id, *map(str, spec["tags"]), registry=registry)
    if "instead-of" in spec:
        _register_instead_of(definition, spec["instead-of"], registry)
    registry.abilities.setdefault(card_id, [])  # known here, even when vanilla


def _register_instead_of(definition: d.CardDef, plays: Any, registry: Registry) -> None:
    """``instead-of: minion`` (or ``action``, or both in a list) on a titan stand-in."""
    if definition.type != d.TITAN:
        raise InvalidScenario(f"{definition.id}: only a titan has 'instead-of'")
    names = [plays] if isinstance(plays, str) else list(plays or ())
    try:
        titan_instead_of(definition.id, *map(str, names), registry=registry)
    except ValueError as error:
        raise InvalidScenario(f"{definition.id}: {error}") from error


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

    once = bool(trigger.get("once-per-turn", False))
    your_turn = bool(trigger.get("your-turn", False))
    on_self = bool(trigger.get("on-self", False))

    def only_here(ctx: Context) -> bool:
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
        registry=registry,
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
        target = ctx.base if ctx.game.definition(ctx.card).is_minion else None
        ctx.game.resolve_special(ctx.card, ctx.player, lambda: effects(ctx), target=target)

    ability(card_id, timing, from_hand=True, registry=registry)(play_it)


def _register_ongoing(card_id: str, ongoing: Mapping[str, Any], registry: Registry) -> None:
    if "power" in ongoing:
        amount = int(ongoing["power"])

        def own_power(game: Game, source: str, target: str) -> int:
            host = game.location(source).host
            return amount if target in (source, host) else 0

        power_modifier(card_id, registry=registry)(own_power)
    if "set-power" in ongoing:
        value = int(ongoing["set-power"])

        def sets(game: Game, source: str, target: str) -> int | None:
            return value if target in (source, game.location(source).host) else None

        power_setter(card_id, registry=registry)(sets)
    if "power-here" in ongoing:
        here = int(ongoing["power-here"])

        def power_here(game: Game, source: str, target: str) -> int:
            same = game.base_of(target) == game.base_of(source)
            return here if target != source and same else 0

        power_modifier(card_id, registry=registry)(power_here)
    if "breakpoint" in ongoing:
        change = int(ongoing["breakpoint"])

        def breakpoint(game: Game, source: str, base: str) -> int:
            return change if base in (source, game.base_of(source)) else 0

        breakpoint_modifier(card_id, registry=registry)(breakpoint)
    if "player-power" in ongoing:
        bonus = int(ongoing["player-power"])

        def gives(game: Game, source: str, base: str, player: str) -> int:
            mine = game.controller(source) == player or (
                game.role(source) == "base" and player == game.state.active
            )
            return bonus if mine and base in (source, game.base_of(source)) else 0

        player_power(card_id, registry=registry)(gives)
    if ongoing.get("protected"):

        def protects(game: Game, source: str, target: str, by: str | None) -> bool:
            if target not in (source, game.location(source).host) or by is None:
                return False
            by_player = game.controller(by) or game.card(by).owner
            return bool(by_player != game.controller(target))

        protection(card_id, registry=registry)(protects)
    if ongoing.get("cannot-score"):

        def blocks(game: Game, source: str, base: str) -> bool:
            return bool(base in (source, game.base_of(source)))

        score_blocker(card_id, registry=registry)(blocks)
    if ongoing.get("no-minions-here"):

        def forbids(game: Game, source: str, play: Any) -> str | None:
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
    if isinstance(effects, dict | Mapping):
        return [effects]
    if isinstance(effects, Sequence) and not isinstance(effects, str):
        return [e for e in effects]
    raise InvalidScenario(f"effects must be a mapping or a list of mappings, not {effects!r}")


def _check_effect(effect: Effect) -> None:
    if not isinstance(effect, dict | Mapping):
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


def _pick(ctx: Context, effect: Effect, kind: DecisionKind, prompt: str) -> str | None:
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


def _grant(kind: PlayKind) -> Callable[[Context, Any, Effect], None]:
    def grant(ctx: Context, value: Any, effect: Effect) -> None:
        options = value if isinstance(value, dict | Mapping) else {}
        affects = options.get("affects")
        if affects == "self":
            affects = ctx.card
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
    if not winners:  # the duel stopped without resolution
        return
    losers = [m for m in (ctx.card, rival) if m not in winners or len(winners) > 1]
    for side, outcome in [(m, "win") for m in winners] + [(m, "lose") for m in losers]:
        _duel_side(ctx, side, _as_list((value or {}).get(outcome, ())))


def _duel_side(ctx: Context, minion: str, effects: list[Effect]) -> None:
    """The duel's effects for one side: "you" is that minion's controller and "this
    minion" that minion (on a tie both sides get all the effects, winning and losing)."""
    player = ctx.game.controller(minion) or ctx.player
    side = dataclasses.replace(ctx, card=minion, player=player)
    for step in effects:
        _do(side, step)


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


def _move_minion(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    for _ in range(int(value)):
        minion = _pick(ctx, effect, "move-target", "Move which minion?")
        if minion is None:
            return
        here = game.base_of(minion)
        bases = [b for b in game.state.bases if b != here]
        target = game.choose_card(ctx.player, "move-to", f"Move {minion} to?", bases)
        if target:
            game.move_minion(minion, target, source=ctx.card)


def _counters_on_self(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.place_counters(ctx.card, int(value), source=ctx.card)


def _look_at_top(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.look_at_top(ctx.player, int(value))


def _search(ctx: Context, value: Any, effect: Effect) -> None:
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
    game = ctx.game
    wanted = str(value)
    found = [
        u for u in game.players_pile(ctx.player, "discard") if game.definition(u).type == wanted
    ]
    chosen = game.choose_card(ctx.player, "take-from-discard", f"Take which {wanted}?", found)
    if chosen:
        game.move(chosen, "hand", reason="placed", source=ctx.card)
        game.apply(CardRevealed(chosen))


def _self_to_hand(ctx: Context, value: Any, effect: Effect) -> None:
    if ctx.game.location(ctx.card).zone != "hand":
        ctx.game.move(ctx.card, "hand", reason="placed", source=ctx.card)


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
    "move-minion": _move_minion,
    "self-to-hand": _self_to_hand,
    "counters-on-self": _counters_on_self,
    "look-at-top": _look_at_top,
    "search": _search,
    "take-from-discard": _take_from_discard,
}


def run_effects(ctx: Context, effects: Any) -> None:
    """Run declarative ``effects`` for ``ctx`` (used by a scenario's ``effect:`` step)."""
    _runner(effects)(ctx)


# ---------------------------------------------------------------------------- more stand-ins
# Effects and ongoing abilities the Disney clarifications need (their cards' texts are
# not in any source, so their rulings run on stand-ins that do what the ruling says).


def _host_or_self(game: Game, source: str, target: str) -> bool:
    return bool(target in (source, game.location(source).host))


def _minion_modifiers_of(game: Game, player: str | None) -> int:
    return sum(
        1
        for uid in game.active_cards()
        if game.role(uid) == "modifier"
        and game.modifier_target(uid) == "minion"
        and game.controller(uid) == player
    )


def _protected_here(game: Game, source: str, target: str) -> bool:
    return bool(
        game.role(target) == "minion"
        and game.base_of(target) == game.base_of(source)
        and game.controller(target) == game.controller(source)
    )


def _register_more_ongoing(card_id: str, ongoing: Mapping[str, Any], registry: Registry) -> None:
    """protect-here, power-per-modifier, power-if-here, power-per-counter,
    first-minion-elsewhere."""
    if ongoing.get("protect-here"):

        def guards(game: Game, source: str, target: str, by: str | None) -> bool:
            if by is None or not _protected_here(game, source, target):
                return False
            return bool(game.player_of(by) != game.controller(source))

        protection(card_id, registry=registry)(guards)  # modifiers too: the engine asks
    if "power-per-modifier" in ongoing:
        each = int(ongoing["power-per-modifier"])

        def per_modifier(game: Game, source: str, target: str) -> int:
            if not _host_or_self(game, source, target):
                return 0
            return each * _minion_modifiers_of(game, game.controller(source))

        power_modifier(card_id, registry=registry)(per_modifier)
    if "power-if-here" in ongoing:
        rule = ongoing["power-if-here"]
        names = {str(n) for n in rule.get("cards", ())}
        bonus = int(rule.get("amount", 0))

        def if_here(game: Game, source: str, target: str) -> int:
            if not _host_or_self(game, source, target):
                return 0
            here = game.cards_at(game.base_of(source) or "")
            found = any(uid in names or game.definition(uid).name in names for uid in here)
            return bonus if found else 0

        power_modifier(card_id, registry=registry)(if_here)
    if "power-per-counter" in ongoing:
        per = int(ongoing["power-per-counter"])

        def per_counter(game: Game, source: str, target: str) -> int:
            return per * int(game.counters(target)) if _host_or_self(game, source, target) else 0

        power_modifier(card_id, registry=registry)(per_counter)
    if ongoing.get("hand-lock"):

        def hand_lock(game: Game, source: str, play: Any) -> str | None:
            host = game.location(source).host
            if not isinstance(play, PutInHand) or host is None:
                return None
            locked = game.controller(host)
            mine = game.controller(source)
            if play.player == locked != mine and game.state.active == locked:
                return f"{source}: {locked} can't put cards in their hand this turn"
            return None

        restriction(card_id, registry=registry)(hand_lock)
    if ongoing.get("first-minion-elsewhere"):

        def first_elsewhere(game: Game, source: str, play: Any) -> str | None:
            base = game.base_of(source) or source
            if getattr(play, "base", None) != base or play.player == game.controller(source):
                return None
            if not game.definition(play.card).is_minion:
                return None
            allowance = legality.allowance(game, play.player, play.card, "minion", base, play.using)
            if getattr(allowance, "bases", None) == (base,):
                return None  # a card says the minion is played here
            played = [
                e
                for e in game.log
                if isinstance(e, CardPlayed)
                and e.player == play.player
                and game.definition(e.card).is_minion
                and _this_turn(game, e)
            ]
            if not played:
                return f"{play.player}'s first minion this turn can't be played at {base}"
            return None

        restriction(card_id, registry=registry)(first_elsewhere)


def _this_turn(game: Game, wanted: Any) -> bool:
    for event in reversed(game.log):
        if event is wanted:
            return True
        if event.kind == "turn-began":
            return False
    return False


def _shuffle_discard(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    for uid in game.players_pile(ctx.player, "discard"):
        if game.definition(uid).type == str(value):
            game.move(uid, "deck", reason="shuffled", source=ctx.card)
    game.shuffle_deck(ctx.player)


def _play_self(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    target = None
    if game.definition(ctx.card).is_minion or game.modifier_target(ctx.card) == "base":
        target = game.choose_card(ctx.player, "choose-base", "Play it where?", game.state.bases)
    game.play_card(ctx.player, ctx.card, target, extra=True)


def _discard(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    for _ in range(int(value)):
        card = game.choose_card(
            ctx.player, "discard-card", "Discard which card?", game.players_pile(ctx.player, "hand")
        )
        if card:
            game.move(card, "discard", reason="discarded", source=ctx.card)


def _move_group(ctx: Context, value: Any, effect: Effect) -> None:
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
    owner = ctx.game.card(ctx.card).owner
    ctx.game.move(ctx.card, "deck", reason="shuffled", source=ctx.card)
    if owner:
        ctx.game.shuffle_deck(owner)


def _destroy_base(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    base = game.choose_card(ctx.player, "destroy-base", "Destroy which base?", game.state.bases)
    if base:
        game.replace_base(base)


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
    order = ctx.game.state.order
    start = order.index(ctx.game.state.active)
    for player in order[start:] + order[:start]:
        each = Context(ctx.game, ctx.card, player, ctx.timing, ctx.event, ctx.base)
        for step in _as_list(value):
            _do(each, step)


def _play_from_other_discard(ctx: Context, value: Any, effect: Effect) -> None:
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
    for target in _targets(ctx, effect):
        ctx.game.add_power(target, int(value), source=ctx.card)


def _move_faction_here(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    here = game.base_of(ctx.card) or ctx.base
    for uid in game.minions_in_play():
        if here and game.definition(uid).faction == str(value) and game.base_of(uid) != here:
            game.move_minion(uid, here, source=ctx.card)


def _distribute_counters(ctx: Context, value: Any, effect: Effect) -> None:
    for _ in range(int(value)):
        target = _pick(ctx, effect, "counter-target", "Place a +1 power counter on?")
        if target:
            ctx.game.place_counters(target, 1, source=ctx.card)


def _choose_one(ctx: Context, value: Any, effect: Effect) -> None:
    options = [str(i + 1) for i in range(len(_as_list_of_lists(value)))]
    chosen = ctx.game.choose_card(ctx.player, "choose-one", "Which option?", options)
    if chosen:
        for step in _as_list(_as_list_of_lists(value)[int(chosen) - 1]):
            _do(ctx, step)


def _as_list_of_lists(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidScenario("choose-one lists the options: [[effects], [effects]]")
    return value


def _if_you_control(ctx: Context, value: Any, effect: Effect) -> None:
    game = ctx.game
    wanted = str(value.get("card"))
    mine = any(
        (uid == wanted or game.definition(uid).name == wanted)
        and game.controller(uid) == ctx.player
        for uid in game.active_cards()
    )
    if mine:
        for step in _as_list(value.get("do", ())):
            _do(ctx, step)


def _destroy_self(ctx: Context, value: Any, effect: Effect) -> None:
    ctx.game.destroy(ctx.card, source=ctx.card)


def _if_host_yours(ctx: Context, value: Any, effect: Effect) -> None:
    host = ctx.game.location(ctx.card).host
    if host and ctx.game.controller(host) == ctx.player:
        for step in _as_list(value):
            _do(ctx, step)


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
