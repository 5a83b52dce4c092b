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
          - {kind: card-drawn, player: Alan}
          - {kind: card-moved, card: sword, to: discard}
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
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import definitions as d
from . import standins
from .actions import Action, PlayAction, PlayFromStasis, PlayMinion, PlayTitan, UseTalent
from .cards import load_all
from .decisions import Decision
from .errors import (
    EngineError,
    ExpectationFailed,
    IllegalAction,
    InvalidScenario,
    MissingAnswer,
    UnusedAnswers,
)
from .events import BaseScored, CardMoved, Event, GameEnded
from .game import Game
from .registry import REGISTRY, Context, Registry, Timing
from .setup import GameBuilder
from .state import (
    BASE_DECK,
    BASE_DISCARD,
    IN_PLAY,
    MADNESS_DECK,
    MONSTER_DECK,
    ROLE_BURIED,
    ROLE_MODIFIER,
    ROLE_STORED,
    TREASURE_DECK,
    PlayGrant,
)

TOP_KEYS = {
    "players",
    "active",
    "phase",
    "goal",
    "seed",
    "cards",
    "setup",
    "do",
    "choices",
    "expect",
}
SETUP_KEYS = {
    "bases",
    "hands",
    "decks",
    "discards",
    "set-aside",
    "stasis",
    "vps",
    "plays",
    "base-deck",
    "base-discard",
    "madness-deck",
    "monster-deck",
    "treasure-deck",
    "factions",
    "faction-decks",
}
BASE_KEYS = {
    "name",
    "card",
    "breakpoint",
    "vps",
    "minions",
    "modifiers",
    "titans",
    "buried",
    "monsters",
}
ENTRY_KEYS = {"card", "name", "counters", "controller", "modifiers", "stored", "owner", "copies"}
PHASE_STEPS = {"start", "score", "draw", "end", "end-turn", "next-turn"}
STEP_OPTIONS = {
    "on",
    "as",
    "using",
    "illegal",
    "expect",
    "by",
    "to",
    "from",
    "amount",
    "at",
    "under",
    "counters",
    "instead-of",
    "max-power",
    "immediate",
    "player",
}
DEFAULT_PLAYERS = ("Alan", "Beth")


@dataclass(frozen=True)
class Outcome:
    """A check that passed: its worked example in words, and what it used."""

    setup: tuple[str, ...]
    steps: tuple[str, ...]
    result: tuple[str, ...]
    standins: tuple[d.CardDef, ...] = ()
    real_cards: frozenset[str] = frozenset()
    events: int = 0


# ============================================================================ choices


class ScriptedChooser:
    """Answers decisions from a check's ``choices:`` list, in order."""

    def __init__(self, entries: Sequence[Any]) -> None:
        if not isinstance(entries, Sequence) or isinstance(entries, str):
            raise InvalidScenario("choices must be a list")
        self.entries = [_choice(entry) for entry in entries]
        self.position = 0
        self.refused: list[str] = []

    def choose(self, decision: Decision) -> Sequence[str]:
        """The next answer; it must be for a decision of this kind (and player)."""
        while True:
            if self.position >= len(self.entries):
                raise MissingAnswer(
                    f"{decision.player} must answer {decision.kind!r} ({decision.prompt}); "
                    f"options: {', '.join(decision.option_keys())}. Add it under choices:"
                )
            kind, player, answer, illegal = self.entries[self.position]
            if kind != decision.kind or (player is not None and player != decision.player):
                raise InvalidScenario(
                    f"the engine asked {decision.player} {decision.kind!r} "
                    f"({', '.join(decision.option_keys())}) but the next answer is for {kind!r}"
                )
            self.position += 1
            if not illegal:
                return answer
            if decision.why_illegal(answer) is None:
                raise ExpectationFailed(
                    f"expected {', '.join(answer) or 'nothing'} to be refused for {kind!r}, "
                    "but it is a legal answer"
                )
            self.refused.append(
                f"{decision.player} may not answer {', '.join(answer) or 'nothing'} ({kind}); "
                f"the options are {', '.join(decision.option_keys())}"
            )

    def leftovers(self) -> list[str]:
        """Answers nobody asked for."""
        return [
            f"{kind}: {', '.join(answer)}" for kind, _, answer, _ in self.entries[self.position :]
        ]


def _choice(entry: Any) -> tuple[str, str | None, tuple[str, ...], bool]:
    if not isinstance(entry, dict | Mapping):
        raise InvalidScenario(
            f"a choice must be a mapping like {{score-base: bank}}, not {entry!r}"
        )
    entry = dict(entry)
    illegal = False
    if "illegal" in entry:
        inner = entry.pop("illegal")
        if entry or not isinstance(inner, dict | Mapping):
            raise InvalidScenario("write an illegal answer as {illegal: {kind: answer}}")
        entry, illegal = dict(inner), True
    player = entry.pop("player", None)
    if len(entry) != 1:
        raise InvalidScenario(f"a choice names one decision kind, got {sorted(entry)}")
    [(kind, answer)] = entry.items()
    answers = (
        tuple(str(a) for a in answer)
        if isinstance(answer, list)
        else ((str(answer),) if answer is not None else ())
    )
    return str(kind), player, answers, illegal


# ============================================================================ setup


@dataclass
class _Build:
    builder: GameBuilder
    registry: Registry
    standins: list[d.CardDef] = field(default_factory=list)


def _mapping(value: Any, what: str) -> Mapping[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict | Mapping):
        raise InvalidScenario(f"{what} must be a mapping")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise InvalidScenario(f"{what} must be a list")
    return value


def _unknown(keys: Any, allowed: set[str], what: str) -> None:
    extra = sorted(set(keys) - allowed)
    if extra:
        raise InvalidScenario(f"{what}: unknown keys {extra}; allowed: {sorted(allowed)}")


def _setup(check: Mapping[str, Any], catalog: Mapping[str, d.CardDef]) -> _Build:
    _unknown(check, TOP_KEYS, "check")
    players = [str(p) for p in check.get("players", DEFAULT_PLAYERS)]
    builder = GameBuilder(
        players,
        active=check.get("active"),
        phase=str(check.get("phase", "play")),
        goal=int(check.get("goal", 15)),
        catalog=catalog,
    )
    definitions, registry = _compile_standins(repr(check.get("cards")), check.get("cards"))
    build = _Build(builder, registry, list(definitions))
    for key, definition in zip(_mapping(check.get("cards"), "cards"), definitions, strict=True):
        builder.define(definition)
        builder.definitions[str(key)] = definition
    setup = _mapping(check.get("setup"), "setup")
    _unknown(setup, SETUP_KEYS, "setup")
    for base in _list(setup.get("bases"), "bases"):
        _setup_base(builder, _mapping(base, "a base"))
    for key, zone in (
        ("hands", "hand"),
        ("decks", "deck"),
        ("discards", "discard"),
        ("set-aside", "set-aside"),
    ):
        for player, cards in _mapping(setup.get(key), key).items():
            for entry in _list(cards, f"{key} of {player}"):
                card, name, extra = _entry(entry)
                [uid] = builder.pile(str(player), zone, card, uids=[name])
                if zone == "set-aside" and extra.get("counters"):
                    builder.state.tallies[uid] = int(extra["counters"])
    for player, cards in _mapping(setup.get("stasis"), "stasis").items():
        for entry in _list(cards, "stasis"):
            card, name, extra = _entry(entry)
            builder.stasis(str(player), card, int(extra.get("counters", 0)), uid=name)
    for player, amount in _mapping(setup.get("vps"), "vps").items():
        builder.vp(str(player), int(amount))
    for player, plays in _mapping(setup.get("plays"), "plays").items():
        plays = _mapping(plays, "plays")
        builder.plays(str(player), int(plays.get("minions", 1)), int(plays.get("actions", 1)))
    _setup_shared(builder, setup)
    _setup_faction_decks(builder, setup)
    return build


def _setup_faction_decks(builder: GameBuilder, setup: Mapping[str, Any]) -> None:
    factions: dict[str, list[Any]] = {}
    for faction, entries in _mapping(setup.get("factions"), "factions").items():
        cards: list[Any] = []
        for entry in _list(entries, f"faction {faction}"):
            card, _, extra = _entry(entry)
            cards += [card] * int(extra.get("copies", 1))
        factions[str(faction)] = cards
    for player, chosen in _mapping(setup.get("faction-decks"), "faction-decks").items():
        unknown = [f for f in _list(chosen, "faction-decks") if f not in factions]
        if unknown:
            raise InvalidScenario(f"unknown factions {unknown}: define them under factions:")
        builder.faction_deck(str(player), {str(f): factions[f] for f in chosen})


_COMPILED: dict[str, tuple[tuple[d.CardDef, ...], Registry]] = {}


def _compile_standins(key: str, cards: Any) -> tuple[tuple[d.CardDef, ...], Registry]:
    """The stand-ins of a check and the registry of their abilities, compiled once per
    distinct ``cards:`` mapping (both are immutable once made)."""
    if key not in _COMPILED:
        registry = Registry()
        definitions = []
        for name, spec in _mapping(cards, "cards").items():
            definition = standins.define(str(name), spec)
            standins.register(definition, registry)
            definitions.append(definition)
        if len(_COMPILED) > 10_000:
            _COMPILED.clear()
        _COMPILED[key] = (tuple(definitions), registry)
    return _COMPILED[key]


def _entry(entry: Any) -> tuple[d.CardDef | int | str, str | None, Mapping[str, Any]]:
    if isinstance(entry, dict | Mapping):
        _unknown(entry, ENTRY_KEYS, "a card entry")
        if "card" not in entry:
            raise InvalidScenario(f"a card entry needs card: ({dict(entry)})")
        name = entry.get("name")
        return entry["card"], str(name) if name is not None else None, entry
    if isinstance(entry, int | str):
        return entry, None, {}
    raise InvalidScenario(f"{entry!r} is not a card")


def _setup_base(builder: GameBuilder, base: Mapping[str, Any]) -> None:
    _unknown(base, BASE_KEYS, "a base")
    if "name" not in base:
        raise InvalidScenario("every base needs a name:")
    name = str(base["name"])
    if "card" in base:
        builder.base(name, card=base["card"])
    else:
        builder.base(
            name, breakpoint=int(base.get("breakpoint", 20)), vps=tuple(base.get("vps", (3, 2, 1)))
        )
    for player, entries in _mapping(base.get("minions"), "minions").items():
        for entry in _list(entries, "minions"):
            _setup_minion(builder, str(player), name, entry)
    for player, entries in _mapping(base.get("titans"), "titans").items():
        for entry in _list(entries, "titans"):
            _setup_minion(builder, str(player), name, entry)
    for player, entries in _mapping(base.get("modifiers"), "modifiers").items():
        for entry in _list(entries, "modifiers"):
            card, uid, extra = _entry(entry)
            builder.attach(
                str(player),
                name,
                card,
                uid=uid,
                counters=int(extra.get("counters", 0)),
                controller=extra.get("controller"),
            )
    for player, entries in _mapping(base.get("buried"), "buried").items():
        for entry in _list(entries, "buried"):
            card, uid, extra = _entry(entry)
            builder.attach(
                str(player),
                name,
                card,
                uid=uid,
                role=ROLE_BURIED,
                counters=int(extra.get("counters", 0)),
            )
    for entry in _list(base.get("monsters"), "monsters"):
        card, uid, extra = _entry(entry)
        builder.add_minion(None, name, card, uid=uid, controller=extra.get("controller"))


def _setup_minion(builder: GameBuilder, player: str, base: str, entry: Any) -> None:
    card, uid, extra = _entry(entry)
    uid = builder.add_minion(
        player,
        base,
        card,
        uid=uid,
        counters=int(extra.get("counters", 0)),
        controller=extra.get("controller"),
    )
    for child in _list(extra.get("modifiers"), "modifiers"):
        child_card, child_uid, child_extra = _entry(child)
        owner = str(child_extra.get("owner", player))
        builder.attach(
            owner,
            uid,
            child_card,
            uid=child_uid,
            role=ROLE_MODIFIER,
            controller=child_extra.get("controller"),
        )
    for child in _list(extra.get("stored"), "stored"):
        child_card, child_uid, _ = _entry(child)
        builder.attach(player, uid, child_card, uid=child_uid, role=ROLE_STORED)


def _setup_shared(builder: GameBuilder, setup: Mapping[str, Any]) -> None:
    for key, zone in (("base-deck", BASE_DECK), ("base-discard", BASE_DISCARD)):
        for entry in _list(setup.get(key), key):
            card, name, _ = _entry(entry)
            if isinstance(card, int):
                card = d.vanilla_base(card, name=name)
            builder.shared(zone, card, uids=[name])
    madness = setup.get("madness-deck")
    if isinstance(madness, int):
        builder.shared(MADNESS_DECK, *([d.MADNESS_CARD] * madness))
    else:
        for entry in _list(madness, "madness-deck"):
            card, name, _ = _entry(entry)
            builder.shared(MADNESS_DECK, card, uids=[name])
    for key, zone in (("monster-deck", MONSTER_DECK), ("treasure-deck", TREASURE_DECK)):
        for entry in _list(setup.get(key), key):
            card, name, _ = _entry(entry)
            builder.shared(zone, card, uids=[name])


def _real_cards(game: Game) -> frozenset[str]:
    """Ids of the real (not stand-in) cards in the game."""
    return frozenset(
        card.definition.id
        for card in game.state.cards.values()
        if not card.definition.standin and card.definition.kind != d.MADNESS
    )


def _check_real_cards(game: Game, registry: Registry, uids: Sequence[str]) -> None:
    """A real card whose abilities the engine lacks may sit in a pile, but not be in play."""
    for uid in uids:
        definition = game.definition(uid)
        if definition.standin or definition.kind == d.MADNESS or definition.text == "":
            continue
        if not registry.knows(definition.id) and not REGISTRY.knows(definition.id):
            known = "its text is unknown" if definition.text is None else "it is not implemented"
            raise InvalidScenario(
                f"{definition.id} is in play but the engine cannot play it ({known}); "
                "use a stand-in (cards: ... standin-for:) or implement the card"
            )


# ============================================================================ steps


def _player(game: Game, step: Mapping[str, Any], key: str = "as") -> str:
    player = str(step.get(key, game.state.active))
    if player not in game.state.players:
        raise InvalidScenario(f"{player!r} is not playing")
    return player


def _action(game: Game, step: Mapping[str, Any]) -> Action:
    player = _player(game, step)
    if "play" in step:
        uid = str(step["play"])
        target = step.get("on")
        if game.definition(uid).is_minion:
            return PlayMinion(player, uid, str(target), step.get("using"))
        return PlayAction(
            player, uid, str(target) if target is not None else None, step.get("using")
        )
    if "talent" in step:
        return UseTalent(player, str(step["talent"]))
    if "play-titan" in step:
        return PlayTitan(
            player, str(step["play-titan"]), str(step.get("on")), step.get("instead-of")
        )
    if "play-from-stasis" in step:
        on = step.get("on")
        return PlayFromStasis(
            player, str(step["play-from-stasis"]), str(on) if on is not None else None
        )
    raise InvalidScenario(f"not an action: {dict(step)}")


ACTION_KEYS = ("play", "talent", "play-titan", "play-from-stasis")


def _operation(game: Game, key: str, value: Any, step: Mapping[str, Any]) -> None:
    by = step.get("by")
    by = str(by) if by is not None else None
    player = _player(game, step)
    amount = int(step.get("amount", 1))
    if key == "effect":
        card = by or ""
        standins.run_effects(
            Context(game, card, player, Timing.ON_PLAY, base=game.base_of(card) if card else None),
            value,
        )
    elif key == "destroy":
        game.destroy(str(value), source=by)
    elif key == "return":
        game.return_to_hand(str(value), source=by)
    elif key == "move":
        game.move_minion(str(value), str(step.get("to")), source=by)
    elif key == "place-counters":
        game.place_counters(str(value), amount, source=by)
    elif key == "move-counters":
        game.move_counters(str(step.get("from")), str(step.get("to")), amount, source=by)
    elif key == "remove-counters":
        game.remove_counters(str(value), amount, source=by)
    elif key == "bury":
        game.bury(str(value), str(step.get("at")), player, source=by)
    elif key == "uncover":
        game.uncover(str(value))
    elif key == "store":
        game.store(str(value), str(step.get("under")), source=by)
    elif key == "stasis":
        game.put_in_stasis(str(value), int(step.get("counters", 0)), source=by)
    elif key == "duel":
        pair = _list(value, "duel")
        game.duel(str(pair[0]), str(pair[1]), source=by)
    elif key == "draw-cards":
        game.draw(player, int(value))
    elif key == "draw-madness":
        for _ in range(int(value)):
            game.draw_madness(player)
    elif key == "extra-turn":
        game.grant_extra_turn(str(value))
    elif key == "grant-extra":
        max_power = step.get("max-power")
        game.grant_extra(
            player,
            str(value),
            source=by,
            immediate=bool(step.get("immediate")),
            max_power=int(max_power) if max_power is not None else None,
        )
    elif key == "take-control":
        game.take_control(str(value), player, source=by)
    elif key == "play-monster":
        game.play_monster(str(value))
    else:
        raise InvalidScenario(f"unknown step {key!r}")


OPERATIONS = (
    "effect",
    "destroy",
    "return",
    "move",
    "place-counters",
    "move-counters",
    "remove-counters",
    "bury",
    "uncover",
    "store",
    "stasis",
    "duel",
    "draw-cards",
    "draw-madness",
    "extra-turn",
    "grant-extra",
    "take-control",
    "play-monster",
)


def _step_key(step: Any) -> tuple[str, Mapping[str, Any]]:
    if isinstance(step, str):
        return step, {step: None}
    if not isinstance(step, dict | Mapping):
        raise InvalidScenario(f"a step must be a word or a mapping, not {step!r}")
    keys = [k for k in step if k not in STEP_OPTIONS]
    if not keys and "expect" in step:
        return "checkpoint", step
    if len(keys) != 1:
        raise InvalidScenario(f"a step does one thing; found {keys or 'nothing'} in {dict(step)}")
    return str(keys[0]), step


def _run_step(game: Game, key: str, step: Mapping[str, Any]) -> None:
    if key == "checkpoint":
        return
    if key in PHASE_STEPS:
        game.advance_to("end" if key == "end-turn" else key)
    elif key in ACTION_KEYS:
        game.perform(_action(game, step))
    elif key in OPERATIONS:
        _operation(game, key, step[key], step)
    else:
        raise InvalidScenario(
            f"unknown step {key!r}; steps: {sorted(PHASE_STEPS)}, "
            f"{list(ACTION_KEYS)}, {list(OPERATIONS)}"
        )


# ============================================================================ running


def run_check(
    check: Mapping[str, Any],
    catalog: Mapping[str, d.CardDef] | None = None,
    *,
    registry: Registry = REGISTRY,
) -> Outcome:
    """Run a ruling's check. Returns the worked example; raises :class:`ExpectationFailed`
    listing every expectation that does not hold, or :class:`InvalidScenario`.

    >>> check = {"setup": {"bases": [{"name": "bank", "breakpoint": 8,
    ...                               "minions": {"Alan": [5], "Beth": [3]}}]},
    ...          "do": ["score"], "expect": {"vps": {"Alan": 3, "Beth": 2}}}
    >>> run_check(check).result
    ('VPs of Alan: 3.', 'VPs of Beth: 2.')
    >>> run_check({**check, "expect": {"vps": {"Beth": 3}}})
    Traceback (most recent call last):
    ...
    smashwiki.engine.errors.ExpectationFailed: VPs of Beth is 2, expected 3
    """
    if not isinstance(check, dict | Mapping):
        raise InvalidScenario("a check must be a mapping")
    if registry is REGISTRY:
        load_all()  # the real cards' abilities
    build = _setup(check, catalog or {})
    chooser = ScriptedChooser(check.get("choices") or [])
    game = build.builder.build(
        chooser=chooser, registries=(build.registry, registry), seed=int(check.get("seed", 0))
    )
    _check_real_cards(game, registry, list(game.state.in_play))
    setup_words = tuple(narrate_setup(game, build.standins))
    steps: list[str] = []
    problems: list[str] = []
    for index, raw in enumerate(_list(check.get("do"), "do"), 1):
        key, step = _step_key(raw)
        _perform(game, key, step, steps)
        if isinstance(step, dict | Mapping) and step.get("expect") is not None:
            problems += [
                f"after step {index}: {p}"
                for p in _expectations(game, chooser, _mapping(step["expect"], "expect"))
            ]
    entered = [e.card for e in game.log if isinstance(e, CardMoved) and e.to_zone == IN_PLAY]
    _check_real_cards(game, registry, entered)
    steps += chooser.refused
    leftovers = chooser.leftovers()
    if leftovers:
        raise UnusedAnswers(f"answers nobody asked for: {'; '.join(leftovers)}")
    expect = _mapping(check.get("expect"), "expect")
    problems += _expectations(game, chooser, expect)
    if problems:
        raise ExpectationFailed("; ".join(problems))
    result = tuple(line for key, value in expect.items() for line in EXPECTATIONS[key].words(value))
    return Outcome(
        setup_words, tuple(steps), result, tuple(build.standins), _real_cards(game), len(game.log)
    )


def _perform(game: Game, key: str, step: Mapping[str, Any], steps: list[str]) -> None:
    start = len(game.log)
    illegal = step.get("illegal") if isinstance(step, dict | Mapping) else None
    try:
        _run_step(game, key, step)
    except IllegalAction as refused:
        if not illegal:
            raise
        if isinstance(illegal, str) and illegal.lower() not in str(refused).lower():
            raise ExpectationFailed(
                f"{key} was refused, but for another reason: {refused}"
            ) from None
        steps.append(f"{_step_words(key, step)}: not allowed ({refused})")
        return
    if illegal:
        raise ExpectationFailed(
            f"expected {_step_words(key, step)} to be refused, but it was allowed"
        )
    steps += narrate_events(game.log[start:])


def _step_words(key: str, step: Mapping[str, Any]) -> str:
    details = ", ".join(f"{k} {v}" for k, v in step.items() if k not in ("illegal", "expect", key))
    value = step.get(key)
    words = key.replace("-", " ") + (f" {value}" if value is not None else "")
    return words + (f" ({details})" if details else "")


def _expectations(game: Game, chooser: ScriptedChooser, expect: Mapping[str, Any]) -> list[str]:
    problems = []
    for key, value in expect.items():
        if key not in EXPECTATIONS:
            raise InvalidScenario(f"unknown expectation {key!r}; known: {sorted(EXPECTATIONS)}")
        problems += EXPECTATIONS[key].check(game, value)
    return problems


# ============================================================================ narration

QUIET_EVENTS = {"play-used", "plays-reset", "ability-resolved", "decision-made"}


def narrate_events(events: Sequence[Event]) -> list[str]:
    """The events in plain words, leaving out bookkeeping."""
    return [event.describe() for event in events if event.kind not in QUIET_EVENTS]


def narrate_setup(game: Game, stand_ins: Sequence[d.CardDef] = ()) -> list[str]:
    """The starting position in plain words."""
    state = game.state
    lines = [
        f"{_join(state.order)} play, in that order; it is {state.active}'s turn "
        f"({state.phase.value} phase)."
    ]
    for base in state.bases:
        lines.append(_base_words(game, base))
    for player in state.order:
        piles = state.players[player]
        for zone, cards in (
            ("hand", piles.hand),
            ("deck (top first)", piles.deck),
            ("discard pile", piles.discard),
            ("titans", piles.set_aside),
            ("stasis", piles.stasis),
        ):
            if cards:
                lines.append(f"{player}'s {zone}: {_join([_card_words(game, c) for c in cards])}.")
    vps = [f"{p} {state.players[p].vp}" for p in state.order if state.players[p].vp]
    if vps:
        lines.append(f"VPs: {', '.join(vps)}.")
    for zone, cards in sorted(state.shared.items()):
        if cards:
            lines.append(
                f"{zone.replace('-', ' ').capitalize()}: {len(cards)} card(s) "
                f"({_join(cards[:6])}{', ...' if len(cards) > 6 else ''})."
            )
    for stand_in in stand_ins:
        lines.append(f"Stand-in {stand_in.name!r}: {_spec_words(stand_in)}.")
    return lines


def _join(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _card_words(game: Game, uid: str) -> str:
    definition = game.definition(uid)
    if definition.is_minion:
        return f"{uid} (power {definition.power})"
    return uid


def _base_words(game: Game, base: str) -> str:
    definition = game.definition(base)
    vps = "-".join(str(v) for v in definition.vps)
    parts = []
    for uid in game.cards_at(base):
        record = game.state.in_play[uid]
        who = record.controller or "nobody"
        words = f"{who}'s {uid}"
        if record.role == "minion":
            words += f" (power {game.power(uid)}"
            words += f", {record.counters} counter(s))" if record.counters else ")"
        elif record.role == ROLE_BURIED:
            words += " (buried)"
        attached = game.attached(uid)
        if attached:
            words += f" with {_join(attached)} on it"
        parts.append(words)
    there = _join(parts) if parts else "no cards"
    return f"Base {base} (breakpoint {game.breakpoint(base)}, VPs {vps}): {there}."


def _spec_words(definition: d.CardDef) -> str:
    spec = {k: v for k, v in definition.spec.items() if k != "name"}
    inner = "; ".join(f"{k}: {_flow(v)}" for k, v in spec.items())
    return inner or f"a vanilla {definition.type}"


def _flow(value: Any) -> str:
    """``value`` the way it is written in YAML flow style: ``{on: before-scoring}``."""
    if isinstance(value, dict | Mapping):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# ============================================================================ expectations


@dataclass(frozen=True)
class Expectation:
    """One kind of expectation: how to check it, say it, and break it (for mutation)."""

    check: Callable[[Game, Any], list[str]]
    words: Callable[[Any], list[str]]
    mutate: Callable[[Any, Sequence[str]], Any]


def _per_item(value: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict | Mapping) or not value:
        raise InvalidScenario(f"expect {what} must be a non-empty mapping")
    return value


def _compare(what: str, got: Any, wanted: Any) -> list[str]:
    return [] if got == wanted else [f"{what} is {got!r}, expected {wanted!r}"]


def _numbers(what: str, get: Callable[[Game, str], int]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for key, wanted in _per_item(value, what).items():
            problems += _compare(f"{what} of {key}", get(game, str(key)), wanted)
        return problems

    def words(value: Any) -> list[str]:
        return [f"{_upper(what)} of {key}: {wanted}." for key, wanted in value.items()]

    def mutate(value: Any, players: Sequence[str]) -> Any:
        key = next(iter(value))
        return {**value, key: int(value[key]) + 1}

    return Expectation(check, words, mutate)


def _vp(game: Game, player: str) -> int:
    if player not in game.state.players:
        raise InvalidScenario(f"{player!r} is not playing")
    return game.state.players[player].vp


def _pile_size(zone: str) -> Callable[[Game, str], int]:
    def size(game: Game, player: str) -> int:
        if player not in game.state.players:
            raise InvalidScenario(f"{player!r} is not playing")
        return len(game.state.players[player].pile(zone))

    return size


def _final_vps(game: Game, player: str) -> int:
    return next(vp for p, vp, _ in game.final_scores() if p == player)


def _nested(what: str, get: Callable[[Game, str, str], int]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for outer, inner in _per_item(value, what).items():
            for key, wanted in _per_item(inner, what).items():
                problems += _compare(
                    f"{what} of {key} at {outer}", get(game, str(outer), str(key)), wanted
                )
        return problems

    def words(value: Any) -> list[str]:
        return [
            f"{key}'s {what} at {outer}: {wanted}."
            for outer, inner in value.items()
            for key, wanted in inner.items()
        ]

    def mutate(value: Any, players: Sequence[str]) -> Any:
        outer = next(iter(value))
        key = next(iter(value[outer]))
        return {**value, outer: {**value[outer], key: _bump(value[outer][key])}}

    return Expectation(check, words, mutate)


def _upper(words: str) -> str:
    return words[:1].upper() + words[1:]


def _bump(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return value + 1
    return 1 if value in (None, "none") else "none"


def _place(game: Game, base: str, player: str) -> Any:
    for event in game.log:
        if isinstance(event, BaseScored) and event.base == base:
            for who, _, place in event.ranking:
                if who == player:
                    return place
            return "none"
    raise InvalidScenario(f"{base} did not score")


def _zone_check(game: Game, value: Any) -> list[str]:
    problems = []
    for uid, wanted in _per_item(value, "zones").items():
        got = zone_words(game, str(uid))
        if not _zone_matches(got, str(wanted)):
            problems.append(f"{uid} is {got}, expected {wanted}")
    return problems


def zone_words(game: Game, uid: str) -> str:
    """Where ``uid`` is, in the words a scenario uses: ``Alan's discard``, ``at bank``,
    ``on knight``, ``buried at bank``, ``in play`` (a base), ``base-discard`` ..."""
    location = game.location(uid)
    if location.zone == IN_PLAY:
        role = game.role(uid)
        if location.host is None:
            return "in play"
        if location.host in game.state.at:
            prefix = "buried " if role == ROLE_BURIED else ""
            return f"{prefix}at {location.host}"
        prefix = "stored " if role == ROLE_STORED else ""
        return f"{prefix}on {location.host}"
    if location.player:
        return f"{location.player}'s {location.zone}"
    return location.zone


def _zone_matches(got: str, wanted: str) -> bool:
    if got == wanted:
        return True
    return "'s " in got and "'s " not in wanted and got.split("'s ", 1)[1] == wanted


def _zone_mutate(value: Any, players: Sequence[str]) -> Any:
    uid = next(iter(value))
    wanted = str(value[uid])
    return {**value, uid: "hand" if not wanted.endswith("hand") else "discard"}


def _hand_check(game: Game, value: Any) -> list[str]:
    problems = []
    for player, wanted in _per_item(value, "hand").items():
        got = sorted(game.players_pile(str(player), "hand"))
        problems += _compare(f"{player}'s hand", got, sorted(str(w) for w in wanted or []))
    return problems


def _hand_mutate(value: Any, players: Sequence[str]) -> Any:
    player = next(iter(value))
    cards = list(value[player] or [])
    return {**value, player: cards[:-1] if cards else ["no-such-card"]}


def _deck_top(game: Game, value: Any) -> list[str]:
    problems = []
    for player, wanted in _per_item(value, "deck-top").items():
        deck = game.players_pile(str(player), "deck")
        problems += _compare(f"the top of {player}'s deck", deck[0] if deck else None, wanted)
    return problems


def _other_player(value: Any, players: Sequence[str]) -> Any:
    others = [p for p in players if p != value]
    return others[0] if others else f"not-{value}"


def _single(what: str, get: Callable[[Game], Any]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        return _compare(what, get(game), value)

    def words(value: Any) -> list[str]:
        return [f"{_upper(what)}: {value}."]

    return Expectation(check, words, _other_player)


def _next_player(game: Game) -> str:
    return game.next_player()


def _winner(game: Game) -> str | None:
    return game.state.winners[0] if len(game.state.winners) == 1 else None


def _sequence(what: str, get: Callable[[Game], list[str]]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        return _compare(what, get(game), [str(v) for v in _list(value, what)])

    def words(value: Any) -> list[str]:
        return [f"{_upper(what)}: {', '.join(map(str, value)) or 'none'}."]

    def mutate(value: Any, players: Sequence[str]) -> Any:
        items = list(value)
        if len(items) > 1 and items != items[::-1]:
            return items[::-1]
        if items and items[0] in players:
            return [_other_player(items[0], players)] + items[1:]
        return items[1:] if items else ["nothing"]

    return Expectation(check, words, mutate)


def _picks(game: Game) -> list[str]:
    return [
        e.to_player or "" for e in game.log if isinstance(e, CardMoved) and e.reason == "picked"
    ]


def _standings(game: Game) -> list[str]:
    if game.state.winners:
        for event in reversed(game.log):
            if isinstance(event, GameEnded):
                return [row[0] for row in event.standings]
    return [row[0] for row in game.final_scores()]


def _game_over(game: Game, value: Any) -> list[str]:
    return _compare("game over", game.state.phase.value == "over", bool(value))


def _matches(event: Event, spec: Mapping[str, Any]) -> bool:
    if event.kind != spec["kind"]:
        return False
    for key, wanted in spec.items():
        if key == "kind":
            continue
        name = str(key).replace("-", "_")
        if not hasattr(event, name) or _norm(getattr(event, name)) != _norm(wanted):
            return False
    return True


def _norm(value: Any) -> Any:
    if isinstance(value, PlayGrant):
        return value.describe()
    if isinstance(value, tuple | list):
        return [_norm(v) for v in value]
    return value


def _event_specs(value: Any) -> list[Mapping[str, Any]]:
    specs = _list(value, "events")
    for spec in specs:
        if not isinstance(spec, dict | Mapping) or "kind" not in spec:
            raise InvalidScenario(f"an event expectation is a mapping with a kind: {spec!r}")
    return specs


def _events_check(present: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for spec in _event_specs(value):
            found = any(_matches(event, spec) for event in game.log)
            if found != present:
                problems.append(
                    f"{'no' if present else 'an'} event {dict(spec)} "
                    f"{'happened' if found else 'was found'}"
                    if not present
                    else f"no event matches {dict(spec)}"
                )
        return problems

    return check


def _event_words(present: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        lead = "The log has a" if present else "The log has no"
        return [f"{lead} '{_spec_text(spec)}' event." for spec in value]

    return words


def _in_order(game: Game, value: Any) -> list[str]:
    """The events of ``value`` happen in the log in this order (others may come between)."""
    specs = _event_specs(value)
    position = 0
    for index, spec in enumerate(specs):
        found = next(
            (i for i in range(position, len(game.log)) if _matches(game.log[i], spec)), None
        )
        if found is None:
            earlier = any(_matches(event, spec) for event in game.log[:position])
            where = "only before" if earlier else "nowhere"
            after = f" after {dict(specs[index - 1])}" if index else ""
            return [f"events in order: {dict(spec)} is {where} in the log{after}"]
        position = found + 1
    return []


def _in_order_words(value: Any) -> list[str]:
    texts = [f"'{_spec_text(spec)}'" for spec in value]
    return [f"The log has, in this order: {', then '.join(texts)}."]


def _reverse_mutate(value: Any, players: Sequence[str]) -> Any:
    specs = list(value)
    if len(specs) < 2:
        return [*specs, {"kind": "nothing-at-all"}]
    return list(reversed(specs))


def _spec_text(spec: Mapping[str, Any]) -> str:
    details = ", ".join(f"{k} {_flow(v)}" for k, v in spec.items() if k != "kind")
    return f"{str(spec['kind']).replace('-', ' ')}" + (f" ({details})" if details else "")


def _action_specs(game: Game, value: Any) -> list[tuple[Mapping[str, Any], Action]]:
    result = []
    for spec in _list(value, "legal/illegal"):
        spec = _mapping(spec, "an action")
        result.append((spec, _action(game, spec)))
    return result


def _legality(wanted_legal: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for _spec, action in _action_specs(game, value):
            reason = game.why_illegal(action)
            if (reason is None) != wanted_legal:
                problems.append(
                    f"{action.describe()} is {'legal' if reason is None else 'illegal'}"
                    f"{f' ({reason})' if reason else ''}, expected "
                    f"{'legal' if wanted_legal else 'illegal'}"
                )
        return problems

    return check


def _legality_words(legal: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        return [
            f"{'Allowed' if legal else 'Not allowed'}: {_step_words(_step_key(s)[0], s)}."
            for s in value
        ]

    return words


def _offered(present: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for kind, keys in _per_item(value, "offered").items():
            asked = [dec for dec in game.decisions if dec.kind == kind]
            if not asked:
                problems.append(f"no {kind!r} decision was asked")
                continue
            for key in keys if isinstance(keys, list) else [keys]:
                found = any(str(key) in dec.option_keys() for dec in asked)
                if found != present:
                    problems.append(f"{key} was {'' if found else 'not '}offered for {kind!r}")
        return problems

    return check


def _offered_words(present: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        verb = "may choose" if present else "may not choose"
        return [
            f"The player {verb} {', '.join(map(str, k if isinstance(k, list) else [k]))} ({kind})."
            for kind, k in value.items()
        ]

    return words


def _affected(present: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for uid in _list(value, "directly-affected"):
            hit = bool(game.directly_affected(str(uid)))
            if hit != present:
                problems.append(f"{uid} was {'' if hit else 'not '}directly affected")
        return problems

    return check


def _affected_words(present: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        verb = "is" if present else "is not"
        return [f"{uid} {verb} directly affected." for uid in value]

    return words


def _decided_by(game: Game, value: Any) -> list[str]:
    problems = []
    for kind, player in _per_item(value, "decided-by").items():
        deciders = sorted({dec.player for dec in game.decisions if dec.kind == kind})
        problems += _compare(f"who decided {kind!r}", deciders, [str(player)])
    return problems


def _visibility(visible: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for uid, players in _per_item(value, "visible-to").items():
            for player in players if isinstance(players, list) else [players]:
                seen = game.visible_to(str(uid), str(player))
                if seen != visible:
                    problems.append(f"{player} can{'' if seen else 'not'} see {uid}")
        return problems

    return check


def _visibility_words(visible: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        verb = "can see" if visible else "cannot see"
        return [
            f"{', '.join(map(str, p if isinstance(p, list) else [p]))} {verb} {uid}."
            for uid, p in value.items()
        ]

    return words


def _swap_mutate(value: Any, players: Sequence[str]) -> Any:
    return value  # the key itself is swapped by mutants()


EXPECTATIONS: dict[str, Expectation] = {
    "vps": _numbers("VPs", _vp),
    "power": _numbers("power", lambda game, uid: game.power(uid)),
    "counters": _numbers("counters", lambda game, uid: game.counters(uid)),
    "tally": _numbers("counters for counting", lambda game, uid: game.tally(uid)),
    "breakpoint": _numbers("breakpoint", lambda game, base: game.breakpoint(base)),
    "total-power": _numbers("total power", lambda game, base: game.total_power(base)),
    "hand-size": _numbers("hand size", _pile_size("hand")),
    "deck-size": _numbers("deck size", _pile_size("deck")),
    "discard-size": _numbers("discard pile size", _pile_size("discard")),
    "final-vps": _numbers("final VPs", _final_vps),
    "madness": _numbers("madness cards", lambda game, p: game.madness_count(p)),
    "player-power": _nested("power", lambda game, base, p: game.player_power(base, p)),
    "places": _nested("place", _place),
    "zones": Expectation(
        _zone_check, lambda v: [f"{uid} ends up {where}." for uid, where in v.items()], _zone_mutate
    ),
    "controller": Expectation(
        lambda game, v: [
            p
            for uid, who in _per_item(v, "controller").items()
            for p in _compare(f"the controller of {uid}", game.controller(str(uid)), who)
        ],
        lambda v: [f"{who} controls {uid}." for uid, who in v.items()],
        lambda v, players: {**v, next(iter(v)): _other_player(v[next(iter(v))], players)},
    ),
    "hand": Expectation(
        _hand_check,
        lambda v: [f"{p}'s hand: {', '.join(map(str, c or [])) or 'empty'}." for p, c in v.items()],
        _hand_mutate,
    ),
    "deck-top": Expectation(
        _deck_top,
        lambda v: [f"The top card of {p}'s deck is {c}." for p, c in v.items()],
        lambda v, players: {**v, next(iter(v)): "no-such-card"},
    ),
    "bases": _sequence("bases in play", lambda game: list(game.state.bases)),
    "picks": _sequence("treasure picks", _picks),
    "standings": _sequence("final standings", _standings),
    "winners": _sequence("winners", lambda game: list(game.state.winners)),
    "active": _single("the active player", lambda game: game.state.active),
    "next-player": _single("the next player", _next_player),
    "winner": _single("the winner", _winner),
    "phase": Expectation(
        lambda game, v: _compare("the phase", game.state.phase.value, v),
        lambda v: [f"The game is in the {v} phase."],
        lambda v, players: "play" if v != "play" else "draw",
    ),
    "game-over": Expectation(
        _game_over,
        lambda v: ["The game is over." if v else "The game goes on."],
        lambda v, players: not v,
    ),
    "events": Expectation(_events_check(True), _event_words(True), _swap_mutate),
    "no-events": Expectation(_events_check(False), _event_words(False), _swap_mutate),
    "events-in-order": Expectation(_in_order, _in_order_words, _reverse_mutate),
    "illegal": Expectation(_legality(False), _legality_words(False), _swap_mutate),
    "legal": Expectation(_legality(True), _legality_words(True), _swap_mutate),
    "offered": Expectation(_offered(True), _offered_words(True), _swap_mutate),
    "not-offered": Expectation(_offered(False), _offered_words(False), _swap_mutate),
    "directly-affected": Expectation(_affected(True), _affected_words(True), _swap_mutate),
    "not-directly-affected": Expectation(_affected(False), _affected_words(False), _swap_mutate),
    "visible-to": Expectation(_visibility(True), _visibility_words(True), _swap_mutate),
    "hidden-from": Expectation(_visibility(False), _visibility_words(False), _swap_mutate),
    "decided-by": Expectation(
        _decided_by,
        lambda v: [f"{who} decides {kind}." for kind, who in v.items()],
        lambda v, players: {**v, next(iter(v)): _other_player(v[next(iter(v))], players)},
    ),
}

#: Expectations whose mutant moves one entry to the opposite expectation.
OPPOSITES = {
    "events": "no-events",
    "no-events": "events",
    "illegal": "legal",
    "legal": "illegal",
    "offered": "not-offered",
    "not-offered": "offered",
    "directly-affected": "not-directly-affected",
    "not-directly-affected": "directly-affected",
    "visible-to": "hidden-from",
    "hidden-from": "visible-to",
}


# ============================================================================ mutation


def mutants(check: Mapping[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Copies of ``check`` with one expected value changed, with what was changed.

    Every expectation (final or after a step) gives one mutant; a step that must
    be refused gives one where it must be allowed; each ``illegal`` answer one
    where it must be offered. A sound check fails on every mutant.
    """
    players = [str(p) for p in check.get("players", DEFAULT_PLAYERS)]
    for key in _mapping(check.get("expect"), "expect"):
        mutated = copy.deepcopy(dict(check))
        mutated["expect"] = _mutate_expect(mutated["expect"], key, players)
        yield f"expect {key}", mutated
    for index, step in enumerate(_list(check.get("do"), "do")):
        if not isinstance(step, dict | Mapping):
            continue
        for key in _mapping(step.get("expect"), "expect"):
            mutated = copy.deepcopy(dict(check))
            inner = mutated["do"][index]
            inner["expect"] = _mutate_expect(inner["expect"], key, players)
            yield f"step {index + 1} expect {key}", mutated
        if step.get("illegal"):
            mutated = copy.deepcopy(dict(check))
            del mutated["do"][index]["illegal"]
            yield f"step {index + 1} allowed", mutated
    for index, choice in enumerate(_list(check.get("choices"), "choices")):
        if isinstance(choice, dict | Mapping) and "illegal" in choice:
            mutated = copy.deepcopy(dict(check))
            mutated["choices"][index] = dict(choice["illegal"])
            yield f"choice {index + 1} legal", mutated


def _mutate_expect(expect: dict[str, Any], key: str, players: Sequence[str]) -> dict[str, Any]:
    expect = dict(expect)
    if key in OPPOSITES:
        entries = expect.pop(key)
        if isinstance(entries, dict | Mapping):
            first = next(iter(entries))
            rest = {k: v for k, v in entries.items() if k != first}
            if rest:
                expect[key] = rest
            expect[OPPOSITES[key]] = {first: entries[first]}
        else:
            entries = list(entries) or [{"kind": "nothing-at-all"}]
            if entries[1:]:
                expect[key] = entries[1:]
            expect[OPPOSITES[key]] = [entries[0]]
        return expect
    expect[key] = EXPECTATIONS[key].mutate(expect[key], players)
    return expect


def check_error(error: EngineError) -> str:
    """A one-line description of why a check did not pass."""
    kinds = {
        ExpectationFailed: "expected otherwise",
        MissingAnswer: "missing answer",
        UnusedAnswers: "unused answers",
        IllegalAction: "illegal action",
    }
    for kind, words in kinds.items():
        if isinstance(error, kind):
            return f"{words}: {error}"
    return f"{type(error).__name__}: {error}"
