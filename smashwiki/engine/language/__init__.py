"""The card language: abilities declared as data, for real cards and stand-ins alike.

A real card declares its abilities in its YAML, under ``abilities:`` (the keys
``modifier``, ``instead-of``, ``tags``, ``on-play``, ``talent``, ``leaves-stasis``,
``ongoing``, ``triggers``, ``special`` and ``turn-play`` below); a stand-in is a card a check
declares inline, under ``cards:``, with the same keys plus what is printed on it.
Every key is optional::

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
        power-per-minion: 1     #   +1 per other minion its controller has in play
                                #   (in stasis too: they are in play)
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
                                # draw-phase, affected (this card was moved ...),
                                # when-play (as the play starts, before the played
                                # card's own ability: "when you play ..."; takes
                                # played/by/here like after-play, not affects)
      special:                  # played from the hand at a moment
        on: before-scoring
        do: [effects]
        # a titan's Special that plays it (lang-t2): play: true; play-on: there (the
        # base about to score), its-base (a destroyed minion's: on: minion-destroyed,
        # by: you/other/any), a-base or base-with-your-minion (its player chooses);
        # cost: [discard effects] paid only if it is then played; your-turn: true
      turn-play:                # a titan: "Special: On your turn, [if ...,] you may play
        play-on: there          # this titan on a base (there)": in your Play Cards
        if: {kind: your-minions-here-at-least, count: 3}   # phase, a play of its own, on
                                # a base where if: holds (there), or any (a-base), or
                                # base-with-your-minion; true: on a base, no condition;
                                # cost: [discard effects] paid as it is played (lang-titans)

Effects run in order, each on its own (a later one happens even if an earlier
one could not). Targets are chosen by the card's controller among minions in
play (``target: here``: at this card's base; ``yours``, ``others``, ``self``):

* ``draw: 2``, ``gain-vp: 1``, ``madness: 1`` (draw Madness cards), ``extra-turn: true``
* ``place-counters: 1`` (on one chosen minion), ``counters-on-up-to: 3`` (one each on
  up to three chosen minions), ``move-counters: 1``, ``remove-counters: 1``
* ``power: 2`` (until the end of the turn; negative allowed)
* ``destroy: 1``, ``destroy-any-number: true`` (any number, zero included),
  ``destroy-all: true``, ``return: 1``
* ``extra-minion: {max-power: 2}`` (or ``min-power: 4``), ``extra-action: {}`` (optional
  ``from: discard``, ``immediate: true``, ``affects: self`` or ``affects: chosen``: the
  minion an earlier effect of the same ability chose; ``its-base: true``: only on the
  base the trigger's destroyed minion was at; ``there: true``: only on the base of the
  moment, a base about to score; ``name: X``: only a card of that printed name;
  lang-grantplace: ``at: {where: you-have-no-minion}`` (or ``you-have-a-minion`` with
  ``has: {at-least: 2}``, ``{breakpoint-at-most: 15}``): only at a base that fits as the
  card is played, ``each: true`` beside them: one play on each base that fits as the plays
  are given, each only there; ``here: true, on: base-or-minion`` (or ``minion``, ``base``,
  ``your-minion``, ``other-minion``): an action played on this base or on a minion here
  (judged where it is, and whose, as the action is played); ``left-base: true``: only on the base
  the minion an earlier effect moved (destroyed, returned) left); played
  at once or not at all also without ``immediate:`` when a Special gives it, when a later part of
  the ability depends on the card (its ``then:``, or a later effect on the cards it
  played), or when it is of one specific card (``target: {this: chosen}``)
* ``return-and-replay: true`` (return another of your minions; you may play it again
  as an extra minion)
* ``reveal-until: action`` (reveal until an action; it goes to the hand, the other
  revealed cards go to the bottom of the deck)
* ``play-monster: 1``, ``duel: {win: [effects], lose: [effects]}`` (run for the
  winning and the losing side: "you" is that minion's controller, ``self`` that
  minion; on a tie both sides get both), ``stasis: 2`` (put this card in
  stasis; with ``target: {what: minion}`` the minions it names, each in front of its
  owner), ``bury: true`` (bury a card from the hand here), ``store: true`` (store a
  card from the hand under this one; ``store: {card: minion, max-power: 3}`` only such a
  card, revealed first), ``may: [effects]`` (ask first)
* ``move-self: true`` (you may move this minion to another base), ``move-minion: 1``
  (move a chosen minion to another base), ``self-to-hand: true`` (put this card into
  its owner's hand, e.g. from the discard pile it just went to),
  ``counters-on-self: 2`` (+1 power counters on this card in play), ``look-at-top: 1`` (look at
  the top card of your deck), ``search: minion`` (search your deck, reveal the card,
  shuffle), ``take-from-discard: minion`` (take one into your hand, revealed)

* for the Disney stand-ins: ``shuffle-discard: minion`` (the deck is shuffled even if
  nothing was added), ``play-self: true``, ``discard: 1`` (from your hand),
  ``discard-at-random: 1`` (from your hand, picked at random: no one chooses),
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
* for the expansions: ``stasis-counters: -1`` (remove that many stasis counters from
  one of your cards in stasis; positive adds), ``return-madness: 1`` (from your hand
  to the Madness deck; ``target: {what: madness, whose: you, pile: hand-or-discard}``
  from your hand or discard pile), ``take-control: 1`` (of a chosen minion, ``target:``),
  ``bury-self: true`` (bury this card at its base), ``play-others-titan: true`` (a titan
  beside another player, on a base you choose)

Any effect may say ``then: [effects]``: they happen only if the effect did
something ("you may do X; if you do, do Y"). Effects in a list are independent
("do X. Do Y"): the later ones happen even if an earlier one could not.
"""

from __future__ import annotations

from collections.abc import Iterable

from .. import definitions as d
from ..errors import InvalidScenario
from ..game import Game, PlaceCheckFn, PlayCheckFn
from ..registry import Context, Registry, Timing, ability, modifier
from ..state import ROLE_MINION
from .conditions import holds
from .effects import HEADS, run, runner
from .grammar import (
    ABILITY_KEYS,
    ONGOING_KEYS,
    SHORTHAND,
    SPECIAL_KEYS,
    TRIGGER_KEYS,
    VERBS,
    CardAbilities,
    Condition,
    GrammarError,
    parse_abilities,
    parse_effects,
)
from .ongoing import register_statics
from .selectors import base_fits, minion_targets, power_fits
from .triggers import (
    TRIGGER_TIMINGS,
    register_instead_of,
    register_special,
    register_trigger,
    register_turn_play,
)

__all__ = [
    "ABILITY_KEYS",
    "HEADS",
    "ONGOING_KEYS",
    "SHORTHAND",
    "SPECIAL_KEYS",
    "TRIGGER_KEYS",
    "TRIGGER_TIMINGS",
    "VERBS",
    "abilities_of",
    "verb_docs",
    "declared",
    "register",
    "run",
    "run_effects",
]

_TIMINGS = {
    "on-play": Timing.ON_PLAY,
    "talent": Timing.TALENT,
    "leaves-stasis": Timing.LEAVES_STASIS,
}
#: What is printed on a stand-in (read by :mod:`..standins`), beside its abilities.
PRINTED_KEYS = (
    "type",
    "name",
    "power",
    "breakpoint",
    "vps",
    "kind",
    "treasure",
    "monsters",
    "standin-for",
    "faction",
)


def _invalid(error: GrammarError) -> InvalidScenario:
    """The grammar's problems as the check's: at the first one's field (the others
    say theirs)."""
    first, *others = error.problems
    message = "; ".join([first.message, *map(str, others)])
    return InvalidScenario(message, field=first.path)


def abilities_of(definition: d.CardDef) -> CardAbilities:
    """The typed abilities ``definition.spec`` declares (a real card's ``abilities:``, a
    stand-in's mapping); a value outside the grammar raises :class:`InvalidScenario`
    naming its field (the data's loader reports it first, at its line)."""
    extra = PRINTED_KEYS if definition.standin else ()
    try:
        return parse_abilities(definition.spec, extra_keys=extra)
    except GrammarError as error:
        raise _invalid(error) from None


def register(definition: d.CardDef, registry: Registry) -> None:
    """Register the abilities ``definition`` declares in ``registry``, under its id."""
    card_id = definition.id
    found = abilities_of(definition)
    registry.modifiers.pop(card_id, None)
    if found.modifier is not None:
        modifier(card_id, found.modifier, registry=registry)
    on_play = tuple(e for a in found.of("on-play") for e in a.effects)
    for each in found.abilities:
        if each.timing in _TIMINGS:
            ability(card_id, _TIMINGS[each.timing], registry=registry)(runner(each.effects))
        elif each.timing == "trigger":
            register_trigger(card_id, each, registry)
        elif each.timing == "special":
            register_special(card_id, each, on_play, registry)
        else:
            register_statics(card_id, each.statics, registry)
    if found.instead_of:
        register_instead_of(definition, found.instead_of, registry)
    if found.turn_play is not None:
        register_turn_play(definition, found.turn_play, registry)
    if found.play_if is not None:  # lang-specials
        registry.play_checks[card_id] = _play_check(found.play_if)
    registry.place_checks.pop(card_id, None)
    if found.play_at is not None:  # lang-playonly
        registry.place_checks[card_id] = _place_check(found)
    aims = minion_targets(found)
    if aims:
        registry.targets[card_id] = aims
    registry.abilities.setdefault(card_id, [])  # known here, even when vanilla


def _play_check(found: Condition) -> PlayCheckFn:
    """lang-specials: "You can only play this card if ...": why the card may not be
    played now by the player playing it (the condition asked for them), or None."""
    from .english import play_if_text

    said = play_if_text(found)

    def check(game: Game, uid: str, player: str) -> str | None:
        ctx = Context(game, uid, player, Timing.ON_PLAY, None, None)
        if holds(ctx, found):
            return None
        return f"{uid}: {said[:-1]}"

    return check


def _place_check(found: CardAbilities) -> PlaceCheckFn:
    """lang-playonly: where the card itself may be played (``play-at``): why not on this
    base (this minion), asked for the player playing it as it is played, or None."""
    from .english import play_on_place

    at = found.play_at
    assert at is not None
    said = f"it may be played only on {play_on_place(found)}"

    def check(game: Game, uid: str, player: str, target: str) -> str | None:
        if at.what == "minion" and game.role(target) != ROLE_MINION:
            return None  # not a minion in play: the modifier's own rules say why not
        if at.what == "base" and target not in game.state.bases:
            return None
        if at.what == "minion":
            ok = at.power is not None and power_fits(
                Context(game, uid, player, Timing.ON_PLAY, None, game.base_of(target)),
                target,
                at.power,
            )
        else:
            ctx = Context(game, uid, player, Timing.ON_PLAY, None, target)
            ok = base_fits(ctx, target, at)
        return None if ok else f"{uid}: {said}"

    return check


def run_effects(ctx: Context, effects: object) -> list[int]:
    """Run declarative ``effects`` for ``ctx`` (a scenario's ``effect:`` step); returns the
    positions of the effects that changed nothing (logged no event)."""
    try:
        steps = parse_effects(effects)
    except GrammarError as error:
        raise _invalid(error) from None
    return run(ctx, steps)


#: Values tried, in order, to show what a shorthand verb is short for.
_EXAMPLES: tuple[object, ...] = (
    True,
    2,
    "frozen",
    "minion",
    "deck-bottom",
    [{"draw": 1}],
    [[{"draw": 1}], [{"gain-vp": 1}]],
    {"card": "Genie", "do": {"draw": 1}},
    "yours",  # lang-possessive: a selector (choose-card)
)


def _shorthand_doc(name: str) -> str:
    """``short for `destroy`: "Destroy each minion."``: what a shorthand verb says."""
    from .english import effects_text

    for example in _EXAMPLES:
        try:
            (effect,) = parse_effects({name: example})
        except GrammarError:
            continue
        return f'short for `{effect.verb}` with a selector: "{effects_text([effect])}"'
    return ""


def verb_docs() -> dict[str, str]:
    """Every verb a card may use, with what it does: the heads (their functions' docs),
    then the shorthand ones (what each is short for)."""
    docs: dict[str, str] = {
        verb: " ".join((HEADS[verb].__doc__ or "").split("\n\n")[0].split()) for verb in VERBS
    }
    short = sorted(set(SHORTHAND) - set(VERBS))
    return {**docs, **{name: _shorthand_doc(name) for name in short}}


_DECLARED: dict[tuple[tuple[str, str], ...], Registry] = {}


def declared(definitions: Iterable[d.CardDef]) -> Registry | None:
    """The registry of the abilities the real cards among ``definitions`` declare in
    their ``abilities:`` (None if none does), compiled once per set of cards."""
    cards = {
        definition.id: definition
        for definition in definitions
        if definition.spec and not definition.standin
    }
    if not cards:
        return None
    key = tuple(sorted((card_id, repr(cards[card_id].spec)) for card_id in cards))
    found = _DECLARED.get(key)
    if found is None:
        found = Registry()
        for definition in cards.values():
            register(definition, found)
        if len(_DECLARED) > 1000:
            _DECLARED.clear()
        _DECLARED[key] = found
    return found
