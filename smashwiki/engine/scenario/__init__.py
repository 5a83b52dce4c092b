"""A ruling's check: a small scenario the engine runs, in the shape of an XMage card
test (set up the zones, act, assert).

The ``check:`` mapping of a ruling::

    check:
      players: [Alan, Beth, Chris]   # turn order, clockwise (default: [Alan, Beth])
      active: Alan                   # whose turn it is (default: the first player)
      phase: play                    # start, play, score, draw or end (default: play);
                                     # the game is at the beginning of that phase, and
                                     # the first phase step runs it
      goal: 15                       # VPs that win (default 15)
      seed: 0                        # seeds every shuffle
      cards:                         # stand-in cards (see smashwiki.engine.standins)
        wall: {type: action, modifier: base, ongoing: {breakpoint: 5}}
      setup:
        bases:
          - name: bank               # the base's id in this scenario
            breakpoint: 20           # a vanilla base ...
            vps: [3, 2, 1]
            card: wall-street        # ... or a stand-in key or real card id
            minions:                 # per player; 10 = a vanilla minion of power 10
              Alan: [10, knight]
              Beth: [{card: 5, name: squire, counters: 2, controller: Chris,
                      modifiers: [{card: wall, owner: Chris}], stored: [x]}]
            modifiers: {Alan: [wall]}      # base modifiers
            titans: {Alan: [rex]}
            buried: {Beth: [trap]}
            monsters: [ogre]               # nobody controls them
        hands: {Alan: [knight, 3]}
        decks: {Alan: [a, b]}               # top first
        discards: {Beth: [c]}
        set-aside: {Alan: [rex]}            # titans beside their owner; counters: their
                                            # tally, counters for counting only, never
                                            # +1 power counters ({card: box, counters: 4})
        stasis: {Alan: [{card: x, counters: 2}]}
        vps: {Alan: 14}
        plays: {Alan: {minions: 0, actions: 1}}   # normal plays left this turn
        base-deck: [{card: 18, name: b2}]        # bases: a number is a vanilla breakpoint
        base-discard: [...]
        madness-deck: 30                    # a number of Madness cards, or a list
        monster-deck: [ogre], treasure-deck: [t1, t2]
        factions: {mulan: [{card: 3, copies: 20}], frozen: [...]}   # stand-in factions
        faction-decks: {Alan: [mulan, frozen]}   # two factions shuffled into one deck
      do:                             # steps, in order
        - play: knight                # from the active player's hand ...
          on: bank                    # ... on a base (or a minion, for a minion modifier)
          as: Alan                    # (optional) who plays it; using: normal | extra
        - talent: knight
        - play-titan: rex, on: bank, instead-of: minion
        - play-from-stasis: x, on: bank
        - score                       # run the turn on until that phase has happened:
        - next-turn                   # score, draw, end (end-turn), start, next-turn (on
                                      # into the next player's Play Cards phase)
        - effect: [{place-counters: 1}]   # run stand-in effects as the card `by`,
          by: knight                       # controlled by `as`
        - destroy: squire             # rules operations, each may say by: <card>:
                                      # return, move (to:), place-counters (amount:),
                                      # move-counters (from:, to:, amount:),
                                      # remove-counters, bury (at:), uncover, store
                                      # (under:), stasis (counters:), duel ([a, b]),
                                      # draw-cards (n), draw-madness (n), extra-turn,
                                      # grant-extra (minion|action, max-power:,
                                      # immediate:), take-control, play-monster (base)
        - play: knight                # a step that must be refused:
          illegal: "no minion play"   # true, or words the reason must contain
        - {score: null, expect: {...}}    # expectations may follow any step
        - {expect: {...}}             # or stand alone, before anything happens
      choices:                        # answers to the engine's questions, in order
        - score-base: bank            # {decision kind: answer (or a list of answers)}
        - {use-ability: pass, player: Beth}       # the player may be pinned
        - illegal: {score-base: bank}  # this answer must be refused; the next one is used
      expect:                         # asserted after the last step
        vps: {Alan: 3}
        power: {knight: 5}
        player-power: {bank: {Alan: 12}}
        total-power: {bank: 17}
        breakpoint: {bank: 20}
        counters: {knight: 1}
        tally: {box: 5}               # counters for counting on a card out of play
                                      # (a card out of play has no +1 power counters)
        controller: {squire: Chris}
        zones: {knight: "Alan's discard", squire: at bank, x: on knight}
        hand: {Alan: [a]}             # exactly these cards
        hand-size: {Alan: 10}
        deck-size: {Alan: 0}
        discard-size: {Alan: 0}
        deck-top: {Alan: a}
        bases: [bank, b2]             # bases in play, in order
        active: Beth                  # whose turn it is now
        next-player: Beth             # who takes the next turn
        phase: draw
        places: {bank: {Alan: 1, Beth: 1, Chris: 3}}   # from the scoring of bank
        final-vps: {John: 13}         # after the madness penalty
        madness: {John: 5}
        standings: [Chris, Mary, John]
        winner: Chris                 # (or winners: [..]); game-over: true/false
        picks: [Alan, Beth, Alan]     # who took each treasure, in order
        events:                       # present in the log (fields must match)
          - {kind: counter-moved, from-card: knight, to-card: squire}
        no-events: [{kind: vp-gained, place: 3}]       # absent from the log
        events-in-order:              # present in this order (others may come between)
          - {kind: card-played, card: sword}
          - {kind: card-moved, card: a, reason: drawn}
          - {kind: card-moved, card: sword, reason: resolved}
        illegal: [{play: knight, on: bank}]            # actions not allowed now
        legal: [{play: knight, on: bank}]
        offered: {score-base: [bank]}                   # options the engine offered
        not-offered: {score-base: [b2]}
        decided-by: {order-abilities: Beth}             # who answered that decision
        directly-affected: [knight]                     # by a card's effect, in the log
        not-directly-affected: [squire]
        visible-to: {x: [Alan]}                         # who may see a card's face
        hidden-from: {x: [Beth]}

Card names in the setup are a stand-in's key, a real card id (``faction/card``)
or a number (a vanilla minion). Each physical card gets an id: ``name:`` if
given, else the key (``knight``; ``knight#2`` for the second copy), or
``<player>-<power>`` for numbers (``alan-10``).

Running a check raises :class:`InvalidScenario` when the check itself is wrong
(an unknown card or key, a question nobody answered, an answer nobody asked for,
a real card in play whose abilities the engine lacks), :class:`ExpectationFailed`
(listing every failed expectation) when the rules say otherwise, and returns an
:class:`Outcome` when it passes: the worked example in words, generated from the
starting position, the event log and the expectations (nothing hand-written).
:func:`mutants` makes the copies of a check with one expected value changed, each
of which must fail.

The package: :mod:`.setup` (the snapshot), :mod:`.choices` (answers),
:mod:`.steps` (the ``do:`` steps, a table), :mod:`.expect` (expectations, a table),
:mod:`.narrate` (the worked example), :mod:`.mutate` (mutants), :mod:`.run`.
"""

from __future__ import annotations

from .choices import ScriptedChooser
from .expect import EXPECTATIONS, OPPOSITES, Expectation, check_expectations, zone_words
from .mutate import mutants
from .narrate import QUIET_EVENTS, narrate_events, narrate_setup
from .run import Outcome, check_error, run_check
from .setup import (
    BASE_KEYS,
    DEFAULT_PLAYERS,
    ENTRY_KEYS,
    SETUP_KEYS,
    TOP_KEYS,
    build_setup,
)
from .steps import (
    ACTION_KEYS,
    OPERATION_TABLE,
    OPERATIONS,
    PHASE_STEPS,
    STEP_OPTIONS,
    STEPS,
    Operand,
    action_of,
    run_step,
    step_key,
    step_words,
)

__all__ = [
    "ACTION_KEYS",
    "BASE_KEYS",
    "DEFAULT_PLAYERS",
    "ENTRY_KEYS",
    "EXPECTATIONS",
    "OPERATIONS",
    "OPERATION_TABLE",
    "OPPOSITES",
    "PHASE_STEPS",
    "QUIET_EVENTS",
    "SETUP_KEYS",
    "STEPS",
    "STEP_OPTIONS",
    "TOP_KEYS",
    "Expectation",
    "Operand",
    "Outcome",
    "ScriptedChooser",
    "action_of",
    "build_setup",
    "check_error",
    "check_expectations",
    "mutants",
    "narrate_events",
    "narrate_setup",
    "run_check",
    "run_step",
    "step_key",
    "step_words",
    "zone_words",
]
