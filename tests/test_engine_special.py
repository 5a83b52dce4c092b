"""Me First!, counters and the special cards of later sets, one scenario each."""

from __future__ import annotations

import pytest
from ruamel.yaml import YAML

from smashwiki.engine.scenario import run_check

SCENARIOS = YAML(typ="safe").load(
    """
me-first-mandatory-in-current-players-order-then-optional-in-turn-order:
  players: [Alan, Beth]
  active: Beth
  cards:
    bell: {power: 1, triggers: [{on: after-scoring, here: true, do: {draw: 1}}]}
    horn: {power: 1, triggers: [{on: after-scoring, here: true, may: true, do: {gain-vp: 1}}]}
  setup:
    bases:
      - name: bank
        breakpoint: 4
        vps: [3, 2, 1]
        minions: {Alan: [{card: bell, name: a-bell}, {card: horn, name: a-horn}],
                  Beth: [{card: bell, name: b-bell}, {card: horn, name: b-horn},
                         {card: horn, name: b-horn2}]}
    decks: {Alan: [1], Beth: [1]}
    base-deck: [30]
  do: [score]
  choices:
    - {order-abilities: a-bell, player: Beth}
    - {use-ability: b-horn, player: Beth}
    - {use-ability: pass, player: Alan}
    - {use-ability: b-horn2, player: Beth}
    - {use-ability: a-horn, player: Alan}
  expect:
    offered: {order-abilities: [a-bell, b-bell]}
    not-offered: {order-abilities: [a-horn]}
    vps: {Alan: 3, Beth: 5}
    hand-size: {Alan: 1, Beth: 1}

counter-placed-and-counter-moved-are-different-events:
  cards:
    pump: {type: action, on-play: [{place-counters: 2}, {move-counters: 1}]}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Alan: [{card: 2, name: a}, {card: 3, name: b}]}}]
    hands: {Alan: [pump]}
  do: [{play: pump}]
  choices:
    - {counter-target: a}
  expect:
    power: {a: 3, b: 4}
    counters: {a: 1, b: 1}
    events:
      - {kind: counter-placed, card: a, amount: 2}
      - {kind: counter-moved, from-card: a, to-card: b, amount: 1}
    no-events: [{kind: counter-placed, card: b}]

protection-from-effects-covers-counters:
  cards:
    shieldbearer: {power: 3, ongoing: {protected: true}}
  setup:
    bases:
      - name: bank
        breakpoint: 20
        minions:
          Alan: [{card: 2, name: a, counters: 1}]
          Beth: [{card: shieldbearer, counters: 1}]
  do:
    - {place-counters: shieldbearer, by: a}
    - {move-counters: null, from: a, to: shieldbearer, by: a}
    - {remove-counters: shieldbearer, by: a}
  expect:
    counters: {shieldbearer: 1, a: 1}
    no-events: [{kind: counter-placed}, {kind: counter-moved}, {kind: counter-removed}]

counters-only-change-when-a-card-says-so:
  cards:
    curse: {type: action, on-play: {power: -2}}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Beth: [{card: 4, name: b, counters: 2}]}}]
    hands: {Alan: [curse]}
  do: [{play: curse}]
  expect:
    power: {b: 4}
    counters: {b: 2}
    no-events: [{kind: counter-removed}]

counters-on-actions-and-bases-do-nothing:
  cards:
    banner: {type: action, modifier: base}
  setup:
    bases:
      - name: bank
        breakpoint: 20
        minions: {Alan: [3]}
        modifiers: {Alan: [{card: banner, counters: 2}]}
  do: [{place-counters: bank, amount: 3}]
  expect:
    counters: {banner: 2, bank: 3}
    player-power: {bank: {Alan: 3}}
    breakpoint: {bank: 20}

up-to-x-minions-gets-one-counter-each:
  cards:
    bless: {type: action, on-play: {counters-on-up-to: 3}}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Alan: [{card: 2, name: a}, {card: 2, name: b}]}}]
    hands: {Alan: [bless]}
  do: [{play: bless}]
  choices:
    - illegal: {counter-targets: [a, a, a]}
    - {counter-targets: [a, b]}
  expect:
    counters: {a: 1, b: 1}

madness-final-score:
  players: [John, Mary, Chris]
  active: Chris
  phase: end
  setup:
    bases: [{name: bank, breakpoint: 20}]
    vps: {John: 15, Mary: 14, Chris: 13}
    hands: {John: [madness, madness], Mary: [madness]}
    decks: {John: [madness, madness], Mary: [madness]}
    discards: {John: [madness], Mary: [madness]}
  do: [end]
  expect:
    madness: {John: 5, Mary: 3, Chris: 0}
    final-vps: {John: 13, Mary: 13, Chris: 13}
    winner: Chris
    standings: [Chris, Mary, John]

madness-goes-to-its-controllers-discard-pile:
  cards:
    fear: {type: action, on-play: {madness: 1}}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [fear]}
    madness-deck: [{card: madness, name: m1}]
  do:
    - {play: fear}
    - {play: m1, as: Alan, using: normal, illegal: no action play}
  expect:
    zones: {m1: "Alan's hand"}
    madness: {Alan: 1}

treasure-picking-order:
  players: [Alan, Beth, Chris]
  cards:
    ogre: {kind: monster, power: 2, treasure: 3}
    imp: {kind: monster, power: 1, treasure: 2}
    loot: {type: action, kind: treasure}
    dud: {power: 0}
  setup:
    bases:
      - name: dungeon
        breakpoint: 10
        minions: {Alan: [7, 6], Beth: [dud]}
        monsters: [ogre, imp]
    treasure-deck: [{card: loot, name: t1}, {card: loot, name: t2}, {card: loot, name: t3},
                    {card: loot, name: t4}, {card: loot, name: t5}]
    base-deck: [30]
  do: [score]
  choices:
    - {pick-treasure: t1, player: Alan}
    - {pick-treasure: t2, player: Beth}
    - {pick-treasure: t3, player: Alan}
    - {pick-treasure: t4, player: Beth}
  expect:
    picks: [Alan, Beth, Alan, Beth, Alan]
    hand: {Alan: [t1, t3, t5], Beth: [t2, t4], Chris: []}
    zones: {ogre: monster-discard}

monsters-add-to-the-breakpoint-until-controlled:
  cards:
    ogre: {kind: monster, power: 4, treasure: 1}
  setup:
    bases: [{name: dungeon, breakpoint: 10, monsters: [ogre]}]
  do:
    - {expect: {breakpoint: {dungeon: 14}}}
    - {take-control: ogre}
  expect:
    breakpoint: {dungeon: 10}
    player-power: {dungeon: {Alan: 4}}

destroying-a-monster-gives-its-treasure:
  cards:
    ogre: {kind: monster, power: 4, treasure: 2}
    smite: {type: action, on-play: {destroy: 1}}
    loot: {type: action, kind: treasure}
  setup:
    bases:
      - {name: dungeon, breakpoint: 10, monsters: [ogre], minions: {Alan: [{card: 1, name: hero}]}}
    hands: {Alan: [{card: smite, name: smite}]}
    treasure-deck: [{card: loot, name: t1}, {card: loot, name: t2}, {card: loot, name: t3}]
  do:
    - {destroy: ogre, by: hero}
  expect:
    hand: {Alan: [smite, t1, t2]}
    zones: {ogre: monster-discard}

one-titan-at-a-time:
  cards:
    rex: {type: titan}
    kong: {type: titan}
  setup:
    bases: [{name: bank, breakpoint: 20}, {name: mill, breakpoint: 20}]
    set-aside: {Alan: [rex, kong]}
  do:
    - {play-titan: rex, on: bank, instead-of: action}
    - {play-titan: kong, on: mill, instead-of: minion, illegal: already controls a titan}
  expect:
    zones: {rex: at bank, kong: "Alan's set-aside"}

clash-of-the-titans-lesser-power-leaves:
  players: [Alan, Beth]
  cards:
    rex: {type: titan}
    kong: {type: titan}
  setup:
    bases:
      - name: bank
        breakpoint: 30
        minions: {Alan: [{card: 3, name: a3}], Beth: [{card: 5, name: b5}]}
        titans: {Alan: [{card: rex, counters: 2}]}
    set-aside: {Beth: [kong]}
  active: Beth
  do:
    - {play-titan: kong, on: bank, instead-of: minion}
  expect:
    player-power: {bank: {Alan: 5, Beth: 5}}
    zones: {kong: "Beth's set-aside", rex: at bank}
    events: [{kind: titan-clash, winner: rex, loser: kong}]

non-minion-power-counts-for-breaking-and-winning:
  players: [Alan, Beth]
  cards:
    banner: {type: action, modifier: base, power: 3}
  setup:
    bases: [{name: bank, breakpoint: 8, minions: {Beth: [5]}, modifiers: {Alan: [banner]}}]
    base-deck: [30]
  do: [score]
  expect:
    vps: {Beth: 3, Alan: 2}

buried-cards-have-no-power-and-uncover-at-the-start-of-turn:
  players: [Alan, Beth]
  active: Beth
  phase: end
  cards:
    mole: {power: 4, on-play: {draw: 1}}
  setup:
    bases: [{name: bank, breakpoint: 20, buried: {Alan: [{card: mole, counters: 2}]}}]
    decks: {Alan: [1]}
  do:
    - {expect: {player-power: {bank: {Alan: 0}}, power: {mole: 0}}}
    - next-turn
  choices: [{uncover: mole, player: Alan}]
  expect:
    zones: {mole: at bank}
    power: {mole: 4}
    hand-size: {Alan: 1}
    events:
      - {kind: counters-discarded, card: mole, amount: 2}
      - {kind: card-played, card: mole, extra: true}

duel-tie-gives-both-the-effects:
  players: [Alan, Beth]
  cards:
    fencer: {power: 3, on-play: {duel: {win: {gain-vp: 1}}}}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Beth: [{card: 3, name: rival}]}}]
    hands: {Alan: [fencer, {card: 6, name: bluff}]}
  do: [{play: fencer, on: bank}]
  choices:
    - {duel-card: bluff, player: Alan}
  expect:
    vps: {Alan: 1}
    zones: {bluff: "Alan's hand"}
    events: [{kind: duel-resolved, challenger: fencer, defender: rival, winners: [fencer, rival]}]

duel-stops-if-the-minions-part:
  players: [Alan, Beth]
  cards:
    fencer: {power: 3, on-play: {duel: {win: {gain-vp: 1}}}}
    flee: {type: action, on-play: {return: 1, target: yours}}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Beth: [{card: 1, name: rival}]}}]
    hands: {Alan: [fencer], Beth: [flee]}
  do: [{play: fencer, on: bank}]
  choices:
    - {duel-card: flee, player: Beth}
  expect:
    vps: {Alan: 0}
    zones: {rival: "Beth's hand"}
    events: [{kind: duel-resolved, winners: []}]

stasis-counts-down-then-plays-as-extra:
  players: [Alan, Beth]
  active: Beth
  phase: end
  setup:
    bases: [{name: bank, breakpoint: 20}]
    stasis: {Alan: [{card: 4, name: frozen, counters: 1}]}
  do:
    - next-turn
    - {play-from-stasis: frozen, on: bank}
  expect:
    zones: {frozen: at bank}
    legal: []
    events: [{kind: stasis-counters-changed, card: frozen, amount: -1}]

stasis-cards-with-no-counters-are-discarded-at-end-of-turn:
  setup:
    bases: [{name: bank, breakpoint: 20}]
    stasis:
      Alan: [{card: 4, name: frozen, counters: 0}]
      Beth: [{card: 4, name: iced, counters: 2}]
  do: [end]
  expect:
    zones: {frozen: "Alan's discard", iced: "Beth's stasis"}

stored-cards-have-no-power-move-along-and-are-discarded-with-their-host:
  cards:
    vault: {power: 2}
  setup:
    bases:
      - name: bank
        breakpoint: 20
        minions: {Alan: [{card: vault, stored: [{card: 5, name: kept}]}]}
      - {name: mill, breakpoint: 20}
  do:
    - move: vault
      to: mill
      expect: {zones: {kept: stored on vault}, player-power: {mill: {Alan: 2}}}
    - {destroy: vault}
  expect:
    zones: {kept: "Alan's discard"}
"""
)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_special_rule(name: str) -> None:
    run_check(SCENARIOS[name])
