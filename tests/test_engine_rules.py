"""The rules, one scenario each, in the same format as a ruling's check.

Each scenario is run by the engine; it passes only if every expectation holds.
"""

from __future__ import annotations

import pytest
from ruamel.yaml import YAML

from smashwiki.engine.scenario import run_check

SCENARIOS = YAML(typ="safe").load(
    """
turn-phases-run-in-order:
  players: [Alan, Beth]
  setup:
    bases: [{name: bank, breakpoint: 20}]
    decks: {Alan: [1, 2, 3]}
  do: [next-turn]
  expect:
    active: Beth
    hand-size: {Alan: 2}
    events:
      - {kind: phase-began, phase: score, player: Alan}
      - {kind: phase-began, phase: draw, player: Alan}
      - {kind: phase-began, phase: end, player: Alan}
      - {kind: turn-began, player: Beth}
      - {kind: phase-began, phase: start, player: Beth}
      - {kind: phase-began, phase: play, player: Beth}

one-minion-and-one-action-a-turn:
  cards:
    zap: {type: action}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [{card: 3, name: m1}, {card: 4, name: m2}, zap, {card: zap, name: zap2}]}
  do:
    - {play: m1, on: bank}
    - {play: zap}
    - {play: m2, on: bank, illegal: no minion play left}
    - {play: zap2, illegal: no action play left}
  expect:
    zones: {m1: at bank, zap: "Alan's discard", m2: "Alan's hand"}

not-on-another-players-turn:
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Beth: [{card: 3, name: m1}]}
  expect:
    illegal: [{play: m1, on: bank, as: Beth}]

extra-minion-of-power-2-or-less-waits-in-the-play-phase:
  cards:
    call: {type: action, on-play: {extra-minion: {max-power: 2}}}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [call, {card: 2, name: small}, {card: 5, name: big}, {card: 3, name: mid}]}
  do:
    - {play: call}
    - {play: big, on: bank}
    - {play: mid, on: bank, illegal: no minion play left}
    - {play: small, on: bank}
  expect:
    zones: {big: at bank, small: at bank, mid: "Alan's hand"}
    events: [{kind: card-played, card: small, extra: true}]

unused-extra-play-expires-with-the-phase:
  cards:
    call: {type: action, on-play: {extra-minion: {max-power: 2}}}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [call, {card: 2, name: small}]}
    decks: {Alan: [1, 1]}
  do:
    - {play: call}
    - score
  expect:
    events: [{kind: grant-expired, player: Alan}]
    zones: {small: "Alan's hand"}

extra-play-outside-the-play-phase-is-now-or-never:
  cards:
    horn: {type: action, special: {on: before-scoring, do: {extra-minion: {}}}}
  players: [Alan, Beth]
  setup:
    bases: [{name: bank, breakpoint: 5, minions: {Alan: [5]}}]
    hands: {Beth: [horn, {card: 3, name: scout}]}
    base-deck: [15]
  do: [score]
  choices:
    - {use-ability: horn, player: Beth}
    - {play-extra: pass, player: Beth}
  expect:
    zones: {scout: "Beth's hand", horn: "Beth's discard"}
    events:
      - {kind: extra-play-granted, player: Beth}
      - {kind: grant-expired, player: Beth}
    legal: []

talent-once-per-turn:
  cards:
    drummer: {power: 2, talent: {draw: 1}}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Alan: [drummer]}}]
    decks: {Alan: [1, 2]}
  do:
    - {talent: drummer}
    - {talent: drummer, illegal: already used}
  expect:
    hand-size: {Alan: 1}

on-play-happens-when-played-not-when-moved:
  cards:
    cook: {power: 2, on-play: {draw: 1}}
  setup:
    bases: [{name: bank, breakpoint: 20}, {name: mill, breakpoint: 20}]
    hands: {Alan: [cook]}
    decks: {Alan: [1, 2, 3]}
  do:
    - {play: cook, on: bank}
    - {move: cook, to: mill}
  expect:
    hand-size: {Alan: 1}
    zones: {cook: at mill}

modifier-goes-to-its-owners-discard-pile:
  cards:
    curse: {type: action, modifier: minion, ongoing: {power: -2}}
  setup:
    bases:
      - name: bank
        breakpoint: 20
        minions: {Beth: [{card: 5, name: ogre, modifiers: [{card: curse, owner: Alan}]}]}
  do: [{destroy: ogre}]
  expect:
    zones: {ogre: "Beth's discard", curse: "Alan's discard"}

chosen-base-scores-even-if-power-drops:
  cards:
    escape: {type: action, special: {on: before-scoring, do: {return: 1, target: yours}}}
  setup:
    bases: [{name: bank, breakpoint: 10, minions: {Alan: [{card: 6, name: a6}], Beth: [4]}}]
    hands: {Alan: [escape]}
    base-deck: [15]
  do: [score]
  choices:
    - {use-ability: escape, player: Alan}
  expect:
    zones: {a6: "Alan's hand"}
    vps: {Beth: 3, Alan: 0}
    events: [{kind: base-scored, base: bank}]

current-player-picks-the-scoring-order:
  players: [Alan, Beth]
  setup:
    bases:
      - {name: bank, breakpoint: 5, minions: {Beth: [5]}}
      - {name: mill, breakpoint: 5, minions: {Alan: [5]}}
    base-deck: [30, 30]
  do: [score]
  choices: [{score-base: mill}]
  expect:
    offered: {score-base: [bank, mill]}
    vps: {Alan: 3, Beth: 3}
    events: [{kind: base-chosen, base: mill}]

ties-get-the-best-place-and-skip-the-next:
  players: [Alan, Beth, Chris]
  setup:
    bases:
      - {name: bank, breakpoint: 20, vps: [4, 2, 1], minions: {Alan: [10], Beth: [10], Chris: [5]}}
    base-deck: [30]
  do: [score]
  expect:
    places: {bank: {Alan: 1, Beth: 1, Chris: 3}}
    vps: {Alan: 4, Beth: 4, Chris: 1}

two-tied-for-runner-up-means-no-third-place:
  players: [Alan, Beth, Chris, Dana]
  setup:
    bases:
      - name: bank
        breakpoint: 20
        vps: [4, 2, 1]
        minions: {Alan: [12], Beth: [5], Chris: [5], Dana: [2]}
    base-deck: [30]
  do: [score]
  expect:
    vps: {Alan: 4, Beth: 2, Chris: 2, Dana: 0}
    no-events: [{kind: vp-gained, place: 3}]

zero-power-minion-still-places:
  cards:
    dud: {power: 0}
  players: [Alan, Beth]
  setup:
    bases: [{name: bank, breakpoint: 8, vps: [3, 2, 1], minions: {Alan: [8], Beth: [dud]}}]
    base-deck: [30]
  do: [score]
  expect:
    places: {bank: {Alan: 1, Beth: 2}}
    vps: {Beth: 2}

no-minion-and-no-power-no-points:
  players: [Alan, Beth]
  setup:
    bases: [{name: bank, breakpoint: 8, minions: {Alan: [8]}}]
    base-deck: [30]
  do: [score]
  expect:
    vps: {Alan: 3, Beth: 0}
    places: {bank: {Beth: none}}

scored-base-cards-go-to-owners-and-base-is-replaced-by-reshuffle:
  players: [Alan, Beth]
  setup:
    bases:
      - name: bank
        breakpoint: 8
        minions: {Alan: [{card: 8, name: taken, controller: Beth}]}
    base-discard: [{card: 17, name: old}]
  do: [score]
  expect:
    vps: {Beth: 3}
    zones: {taken: "Alan's discard"}
    events: [{kind: reshuffled, zone: base-deck}]
    breakpoint: {bank: 8}

draw-two-reshuffles-mid-draw:
  setup:
    bases: [{name: bank, breakpoint: 20}]
    decks: {Alan: [top]}
    discards: {Alan: [old]}
  cards:
    top: {power: 1}
    old: {power: 1}
  do: [draw]
  expect:
    hand: {Alan: [top, old]}
    events: [{kind: reshuffled, player: Alan}]

reveal-until-stops-when-the-deck-runs-out:
  cards:
    seek: {type: action, on-play: {reveal-until: action}}
    zap: {type: action}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [seek]}
    decks: {Alan: [{card: 1, name: d1}]}
    discards: {Alan: [{card: zap, name: z1}]}
  do: [{play: seek}]
  expect:
    zones: {z1: "Alan's discard", d1: "Alan's deck"}
    no-events: [{kind: reshuffled}]

reveal-until-shuffles-an-empty-deck-first:
  cards:
    seek: {type: action, on-play: {reveal-until: action}}
    zap: {type: action}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [seek]}
    discards: {Alan: [{card: zap, name: z1}]}
  do: [{play: seek}]
  expect:
    zones: {z1: "Alan's hand"}
    events: [{kind: reshuffled, player: Alan}]

hand-limit-is-ten-after-drawing:
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, {card: 1, name: worst}]}
    decks: {Alan: [2, 3]}
  do: [draw]
  choices: [{discard-to-limit: [worst, alan-2, alan-3]}]
  expect:
    hand-size: {Alan: 10}
    zones: {worst: "Alan's discard"}

victory-is-checked-at-the-end-of-the-turn:
  players: [Alan, Beth]
  setup:
    bases: [{name: bank, breakpoint: 8, minions: {Alan: [8]}}]
    base-deck: [30]
    vps: {Alan: 13}
  do:
    - score
    - {draw: null, expect: {game-over: false, vps: {Alan: 16}}}
    - end
  expect:
    winner: Alan
    game-over: true

tied-lead-plays-on:
  players: [Alan, Beth]
  setup:
    bases: [{name: bank, breakpoint: 20}]
    vps: {Alan: 15, Beth: 15}
  do: [next-turn]
  expect:
    game-over: false
    active: Beth
    events: [{kind: victory-checked, leaders: [Alan, Beth]}]

extra-turn-comes-next:
  players: [Alan, Beth, Chris]
  cards:
    again: {type: action, on-play: {extra-turn: true}}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [again]}
  do:
    - {play: again}
    - {end: null, expect: {next-player: Alan}}
    - next-turn
  expect:
    active: Alan
    next-player: Beth
    events: [{kind: turn-began, player: Alan, extra: true}]

power-is-never-below-zero:
  cards:
    curse: {type: action, modifier: minion, ongoing: {power: -5}}
    sink: {type: action, modifier: base, ongoing: {breakpoint: -30}}
  setup:
    bases:
      - name: bank
        breakpoint: 20
        minions: {Alan: [{card: 2, name: imp, modifiers: [curse]}]}
        modifiers: {Beth: [sink]}
  expect:
    power: {imp: 0}
    breakpoint: {bank: 0}

cant-beats-can:
  cards:
    wall: {type: action, modifier: base, ongoing: {no-minions-here: true}}
    call: {type: action, on-play: {extra-minion: {}}}
  setup:
    bases: [{name: bank, breakpoint: 20, modifiers: {Beth: [wall]}}, {name: mill, breakpoint: 20}]
    hands: {Alan: [call, {card: 2, name: m}]}
  do: [{play: call}]
  expect:
    illegal: [{play: m, on: bank}]
    legal: [{play: m, on: mill}]

any-number-includes-zero:
  cards:
    purge: {type: action, on-play: {destroy-any-number: true}}
  setup:
    bases: [{name: bank, breakpoint: 20, minions: {Beth: [{card: 3, name: b3}]}}]
    hands: {Alan: [purge]}
  do: [{play: purge}]
  choices: [{destroy-targets: []}]
  expect:
    zones: {b3: at bank, purge: "Alan's discard"}

play-a-card-whose-ability-cannot-happen:
  cards:
    smite: {type: action, on-play: {destroy: 1}}
  setup:
    bases: [{name: bank, breakpoint: 20}]
    hands: {Alan: [smite]}
  do: [{play: smite}]
  expect:
    zones: {smite: "Alan's discard"}

leaving-play-discards-counters-and-attached-cards:
  cards:
    sword: {type: action, modifier: minion, ongoing: {power: 2}}
  setup:
    bases:
      - name: bank
        breakpoint: 20
        minions: {Alan: [{card: 3, name: hero, counters: 2, modifiers: [sword]}]}
  do:
    - {return: hero, expect: {power: {hero: 3}}}
    - {play: hero, on: bank}
  expect:
    power: {hero: 3}
    counters: {hero: 0}
    zones: {sword: "Alan's discard"}
    events: [{kind: counters-discarded, card: hero, amount: 2}]
"""
)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_rule(name: str) -> None:
    run_check(SCENARIOS[name])
