"""The card language: abilities declared as data, for real cards and stand-ins alike.

A real card declares its abilities in its YAML, under ``abilities:`` (the keys
``modifier``, ``instead-of``, ``tags``, ``on-play``, ``talent``, ``leaves-stasis``,
``ongoing``, ``triggers`` and ``special`` below); a stand-in is a card a check
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
  ``immediate: true``, ``affects: self`` or ``affects: chosen``: the minion an earlier
  effect of the same ability chose)
* ``return-and-replay: true`` (return another of your minions; you may play it again
  as an extra minion)
* ``reveal-until: action`` (reveal until an action; it goes to the hand, the other
  revealed cards go to the bottom of the deck)
* ``play-monster: 1``, ``duel: {win: [effects], lose: [effects]}`` (run for the
  winning and the losing side: "you" is that minion's controller, ``self`` that
  minion; on a tie both sides get both), ``stasis: 2`` (put this card in
  stasis), ``bury: true`` (bury a card from the hand here), ``store: true`` (store a
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
  to the Madness deck), ``take-control: 1`` (of a chosen minion, ``target:``),
  ``bury-self: true`` (bury this card at its base), ``play-others-titan: true`` (a titan
  beside another player, on a base you choose)

Any effect may say ``then: [effects]``: they happen only if the effect did
something ("you may do X; if you do, do Y"). Effects in a list are independent
("do X. Do Y"): the later ones happen even if an earlier one could not.
"""

from __future__ import annotations

from collections.abc import Iterable

from .. import definitions as d
from ..registry import Registry, Timing, ability, modifier, tag
from . import bases, effects_more, expansions, piles  # noqa: F401 - their verbs join EFFECTS
from .effects import EFFECTS, run_effects, runner
from .ongoing import register_more_ongoing, register_ongoing
from .triggers import TRIGGER_TIMINGS, register_instead_of, register_special, register_trigger

__all__ = [
    "ABILITY_KEYS",
    "ONGOING_KEYS",
    "SPECIAL_KEYS",
    "TRIGGER_KEYS",
    "declared",
    "EFFECTS",
    "TRIGGER_TIMINGS",
    "register",
    "run_effects",
]

#: The keys of a trigger (``triggers:``) and of a ``special:``.
TRIGGER_KEYS = frozenset(
    {
        "on",
        "do",
        "here",
        "may",
        "played",
        "once-per-turn",
        "your-turn",
        "on-self",
        "affects",
        "in-discard",
        "your-play-phase",
        "minion-here",
        "base-in-discard",
        "for",
    }
)
SPECIAL_KEYS = frozenset({"on", "do", "play", "minion-here", "base-in-discard"})
#: The keys of ``ongoing:``.
ONGOING_KEYS = frozenset(
    {
        "power",
        "set-power",
        "power-here",
        "breakpoint",
        "player-power",
        "protected",
        "cannot-score",
        "no-minions-here",
        "protect-here",
        "power-per-modifier",
        "power-if-here",
        "power-per-counter",
        "power-per-minion",
        "first-minion-elsewhere",
        "hand-lock",
        "protected-from-actions",
    }
)
#: The keys of a card's ``abilities:`` (and of a stand-in's, beside what is printed).
ABILITY_KEYS = frozenset(
    {
        "modifier",
        "on-play",
        "talent",
        "leaves-stasis",
        "ongoing",
        "triggers",
        "special",
        "tags",
        "instead-of",
    }
)


def register(definition: d.CardDef, registry: Registry) -> None:
    """Register the abilities ``definition.spec`` declares (a real card's ``abilities:``
    or a stand-in's mapping) in ``registry``, under the card's id."""
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
            ability(card_id, timing, registry=registry)(runner(spec[key]))
    for trigger in spec.get("triggers", ()):
        register_trigger(card_id, trigger, registry)
    if "special" in spec:
        register_special(card_id, spec["special"], registry)
    register_ongoing(card_id, spec.get("ongoing") or {}, registry)
    register_more_ongoing(card_id, spec.get("ongoing") or {}, registry)
    if spec.get("tags"):
        tag(card_id, *map(str, spec["tags"]), registry=registry)
    if "instead-of" in spec:
        register_instead_of(definition, spec["instead-of"], registry)
    registry.abilities.setdefault(card_id, [])  # known here, even when vanilla


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
