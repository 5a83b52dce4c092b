"""Seeded random play, and the invariants that must hold after every event.

:func:`random_game` deals a game of vanilla minions and simple stand-in cards
(actions, a Special, modifiers, minions with an ongoing ability, a talent or a
goes-to-discard trigger);
:func:`play_turns` plays random legal turns, answering every decision at random;
:class:`Invariants` watches each event and raises :class:`InvariantBroken` when

* a card is nowhere, or in two places, or not where its location says;
* a player's VPs go down (there is no madness in these games);
* a scored base is not replaced while the base deck or discard pile has bases;
* a hand holds more than 10 cards after the Draw 2 Cards phase;
* a monster or treasure is in a player's deck or discard pile, or a monster in a hand
  ("it always goes to the corresponding discard pile"; monsters are played from their
  own deck), or a titan in a hand, deck or discard pile;
* a player controls two titans in play;
* a "once per turn" ability resolves twice in a turn;
* an extra play to be made "immediately or not at all" outlives the effect that gave it;
* a stored card is not under a card in play, a buried card not at a base in play, a card
  in stasis has +1 power counters or is not in front of its owner, or a Madness card in
  the Madness deck has an owner.

Not checked: power or a breakpoint below 0. ``power()`` and ``breakpoint()`` end in
``max(0, ...)``, so such a check could never fail (it took a fifth of the invariant tests'
time); the floor itself is proven by the rules check "Power is never below zero"
(``data/rules/provisos.yaml``), and a sum below 0 before the floor is legal.

>>> game = random_game(seed=1)
>>> invariants = Invariants.watch(game)
>>> play_turns(game, turns=5)
5
>>> invariants.events > 0
True
"""

from __future__ import annotations

import operator
import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from . import definitions as d
from . import legality, plays, standins, turn
from .actions import Action
from .decisions import RandomChooser
from .errors import EngineError
from .events import AbilityResolved, Event, PhaseBegan, TurnBegan, VPGained
from .game import Game
from .registry import REGISTRY, Registry
from .setup import GameBuilder
from .state import (
    BASE_DECK,
    BASE_DISCARD,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    INACTIVE_ROLES,
    MADNESS_DECK,
    MONSTER_DECK,
    ROLE_BURIED,
    ROLE_STASIS,
    ROLE_STORED,
    ROLE_TITAN,
    STASIS,
    TREASURE_DECK,
    GameState,
    Phase,
)
from .turn import HAND_LIMIT

PLAYER_NAMES = ("Alan", "Beth", "Chris", "Dana")

#: A player's piles in :data:`PLAYER_ZONES` order, in one call (what ``pile(zone)`` gives:
#: the invariants read them after every event).
_PLAYER_PILES = operator.attrgetter("hand", "deck", "discard", "set_aside", "stasis")
_ATTACHED = operator.attrgetter("attached")

#: Stand-in actions dealt into random decks (plus vanilla ones).
RANDOM_ACTIONS: dict[str, dict[str, Any]] = {
    "study": {"type": "action", "on-play": {"draw": 1}},
    "pump": {"type": "action", "on-play": {"place-counters": 1}},
    "rally": {"type": "action", "on-play": {"power": 2}},
    "curse": {"type": "action", "on-play": {"power": -3}},
    "smite": {"type": "action", "on-play": {"destroy": 1}},
    "recall": {"type": "action", "on-play": {"return": 1}},
    "shift": {"type": "action", "on-play": {"move-counters": 1}},
    "call": {"type": "action", "on-play": {"extra-minion": {"max-power": 2}}},
    "banner": {"type": "action", "modifier": "base", "power": 1},
    "shackle": {"type": "action", "modifier": "minion", "ongoing": {"power": -2}},
    "blank": {"type": "action"},
    "ambush": {
        "type": "action",
        "special": {"on": "before-scoring", "do": {"power": 2, "target": "yours"}},
    },
    "sink": {"type": "action", "modifier": "base", "ongoing": {"breakpoint": -3}},
    "lure": {"type": "action", "modifier": "base", "on-play": {"play-monster": 1}},
    "dread": {"type": "action", "on-play": {"madness": 1}},
    "cure": {"type": "action", "on-play": {"return-madness": 1}},
    "wake": {"type": "action", "on-play": {"stasis-counters": -1}},
}

#: The monster and treasure decks of random games (monsters with on-play abilities too).
RANDOM_MONSTERS: dict[str, dict[str, Any]] = {
    "ogre": {"kind": "monster", "power": 4, "treasure": 2},
    "imp": {"kind": "monster", "power": 1, "treasure": 1, "on-play": {"counters-on-self": 1}},
}
RANDOM_TREASURES: dict[str, dict[str, Any]] = {
    "loot": {"type": "action", "kind": "treasure", "on-play": {"draw": 1}},
    "blade": {"kind": "treasure", "power": 2},
}

#: Stand-in minions dealt into random decks (plus vanilla ones).
RANDOM_MINIONS = {
    "captain": {"power": 3, "ongoing": {"power-here": 1}},
    "jumper": {
        "power": 2,
        "triggers": [{"on": "goes-to-discard", "may": True, "do": {"self-to-hand": True}}],
    },
    "drummer": {"power": 2, "talent": {"draw": 1}},
    "wall": {"power": 4, "ongoing": {"protected": True}},
    "cache": {"power": 2, "on-play": {"store": True}},
    "digger": {"power": 1, "on-play": {"bury": True}},
    "napper": {"power": 3, "on-play": {"stasis": 1}},
}


class InvariantBroken(EngineError):
    """Random play reached a state the rules never allow."""


def random_game(seed: int, players: int = 3, *, deck_size: int = 20) -> Game:
    """A fresh game between ``players`` players with random decks, bases and hands."""
    rng = random.Random(seed)
    names = list(PLAYER_NAMES[:players])
    builder = GameBuilder(names, phase="play")
    registry = Registry()
    actions: list[d.CardDef] = []
    minions: list[d.CardDef] = []
    for key, spec in (*RANDOM_ACTIONS.items(), *RANDOM_MINIONS.items()):
        definition = standins.define(key, spec)
        standins.register(definition, registry)
        builder.define(definition)
        (actions if key in RANDOM_ACTIONS else minions).append(definition)
    for piles, zone in ((RANDOM_MONSTERS, MONSTER_DECK), (RANDOM_TREASURES, TREASURE_DECK)):
        for key, spec in piles.items():
            definition = standins.define(key, spec)
            standins.register(definition, registry)
            builder.shared(zone, *[definition] * 6)
    builder.shared(MADNESS_DECK, *[d.MADNESS_CARD] * 10)
    for index in range(players + 1):
        builder.base(f"base-{index + 1}", breakpoint=rng.randint(12, 25))
    for index in range(6):
        builder.shared(BASE_DECK, d.vanilla_base(rng.randint(12, 25)), uids=[f"spare-{index + 1}"])
    for name in names:
        cards: list[d.CardDef] = []
        for _ in range(deck_size):
            roll = rng.random()
            if roll < 0.45:
                cards.append(d.vanilla_minion(rng.randint(0, 6)))
            elif roll < 0.6:
                cards.append(rng.choice(minions))
            else:
                cards.append(rng.choice(actions))
        builder.pile(name, "hand", *cards[:5])
        builder.pile(name, "deck", *cards[5:])
    game = builder.build(chooser=RandomChooser(rng), registries=(registry, REGISTRY), seed=seed)
    return game


def play_turns(game: Game, turns: int, *, rng: random.Random | None = None) -> int:
    """Play up to ``turns`` random turns (fewer if the game ends); return how many."""
    rng = rng or random.Random(game.state.turn)
    played = 0
    while played < turns and game.state.phase != Phase.OVER:
        _play_cards(game, rng)
        turn.advance_to(game, "next-turn")
        played += 1
    return played


def _play_cards(game: Game, rng: random.Random) -> None:
    for _ in range(8):
        actions: list[Action] = legality.legal_actions(game)
        if not actions or rng.random() < 0.15:
            return
        plays.perform(game, rng.choice(actions))
        if game.state.phase != Phase.PLAY:
            return


class _CardsRead:
    """A copy of everything :meth:`Invariants.check_cards` reads: the state object, the
    cards' ids and locations, and each pile list (which object, what it holds) with the
    names :meth:`GameState.pile` finds it by (the players, shared piles, bases and cards in
    play). If all of it is unchanged (the same objects holding the same cards, equal
    locations), the check's outcome is too.
    """

    def __init__(self, state: GameState, piles: list[list[str]]) -> None:
        self.state = state
        self.cards = set(state.cards)
        self.locations = dict(state.locations)
        self.places = self._places(state)
        self.lists = piles
        self.contents = [list(pile) for pile in piles]

    @staticmethod
    def piles(state: GameState) -> list[list[str]]:
        """Every list that holds cards: what :meth:`GameState.pile` can name.

        >>> from smashwiki.engine.state import PLAYER_ZONES, PlayerState
        >>> player = PlayerState("Alan")
        >>> all(map(operator.is_, _PLAYER_PILES(player), map(player.pile, PLAYER_ZONES)))
        True
        """
        piles: list[list[str]] = []
        for player in state.players.values():
            piles += _PLAYER_PILES(player)
        piles += state.shared.values()
        piles.append(state.bases)
        piles += state.at.values()
        piles += map(_ATTACHED, state.in_play.values())
        return piles

    @staticmethod
    def _places(state: GameState) -> tuple[list[str], ...]:
        return list(state.players), list(state.shared), list(state.at), list(state.in_play)

    def same_places(self, state: GameState, lists: list[list[str]]) -> bool:
        """Whether every place :meth:`GameState.pile` can name is the same list as then
        (the same players, shared piles, bases and cards in play, and ``lists``, the
        :meth:`piles` of ``state``, the very lists read then): a location names the list it
        named then."""
        return (
            state is self.state
            and self._places(state) == self.places
            and len(lists) == len(self.lists)
            and all(map(operator.is_, lists, self.lists))
        )

    def unchanged(self, state: GameState, lists: list[list[str]]) -> bool:
        """Whether ``state`` gives the check exactly what it read then, when the places are
        the same (:meth:`same_places`): the lists hold the same cards, the locations are
        equal and the cards the same."""
        return (
            lists == self.contents
            and state.locations == self.locations
            and state.cards.keys() == self.cards
        )

    def moved(self, state: GameState, lists: list[list[str]]) -> set[str]:
        """The cards that may be out of place now, when the check passed then and the places
        are the same (:meth:`same_places`): those in a list whose cards changed, those whose
        location is another object, and new cards. Any other card is in the same list as
        then, with the same location, which names the same list: still in place."""
        moved = set(state.cards.keys() - self.cards)
        for then, now in zip(self.contents, lists, strict=True):
            if then != now:
                moved.update(now)
        if state.locations != self.locations:
            before = self.locations
            moved.update(
                uid for uid, where in state.locations.items() if before.get(uid) is not where
            )
        return moved


class Invariants:
    """Checks the invariants after every event of a game (attach with :meth:`watch`)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.events = 0
        self.vps = {p: game.state.players[p].vp for p in game.state.order}
        self.base_count = len(game.state.bases)
        self.owned = sorted(uid for uid, card in game.state.cards.items() if card.owner)
        #: Everything :meth:`check_cards` read when it last passed (see :class:`_CardsRead`).
        self._cards_read: _CardsRead | None = None
        #: How often each (card, timing) ability resolved this turn, counted from the
        #: events seen (apart from the engine's own "once per turn" record).
        self.resolved: Counter[tuple[str, str]] = Counter()

    @classmethod
    def watch(cls, game: Game) -> Invariants:
        """Start checking ``game``."""
        invariants = cls(game)
        game.listeners.append(invariants)
        return invariants

    def __call__(self, game: Game, event: Event) -> None:
        self.events += 1
        if self.check_cards():  # the kinds read only the piles (and fixed definitions)
            self.check_kinds()
        self.check_titans()
        if isinstance(event, TurnBegan):
            self.resolved.clear()
        if isinstance(event, AbilityResolved):
            self.check_once_per_turn(event)
        self.check_grants()
        self.check_hidden()
        if isinstance(event, VPGained):
            self.check_vps()
        if isinstance(event, PhaseBegan) and event.phase == Phase.DRAW.value:
            self.check_bases()
        if isinstance(event, PhaseBegan) and event.phase == Phase.END.value:
            self.check_hand(event.player)

    def fail(self, message: str) -> None:
        """Raise :class:`InvariantBroken` with the last events for context."""
        recent = "; ".join(e.describe() for e in self.game.log[-5:])
        raise InvariantBroken(f"{message} (turn {self.game.state.turn}; last events: {recent})")

    def check_cards(self) -> bool:
        """Every card is in exactly one pile, the one its location names.

        Skipped, with the same outcome, when nothing it reads changed since it last passed
        (two events in three move no card: a phase begins, a play is used, ...), and asked
        only of the cards that may have moved when the places are the same as then
        (:meth:`_CardsRead.moved`). Returns whether it checked (False: no pile changed).
        """
        state = self.game.state
        piles = _CardsRead.piles(state)
        read = self._cards_read
        uids: Iterable[str] = state.cards
        if read is not None and read.same_places(state, piles):
            if read.unchanged(state, piles):
                return False
            moved = read.moved(state, piles)
            uids = [uid for uid in state.cards if uid in moved]
        shared = len(state.shared)
        if not self._cards_placed(state, piles, uids):
            self._find_misplaced(state)
        if len(state.shared) != shared:  # GameState.pile made an empty shared pile
            piles = _CardsRead.piles(state)
        self._cards_read = _CardsRead(state, piles)
        return True

    @staticmethod
    def _cards_placed(state: GameState, piles: list[list[str]], uids: Iterable[str]) -> bool:
        """The fast proof that :meth:`check_cards` passes: no card twice in any pile,
        every card in a pile, and for the cards ``uids`` (the others known to be), the pile
        its location names is that very list (found with an index of where each card is
        instead of a scan of that pile per card, and asked of :meth:`GameState.pile` once
        per place named: it reads only the location's zone, player and host)."""
        where = {uid: pile for pile in piles for uid in pile}
        if len(where) != sum(map(len, piles)) or not where.keys() >= state.cards.keys():
            return False
        locations = state.locations
        in_play = state.in_play
        named: dict[tuple[str, str | None, str | None], list[str]] = {}
        for uid in uids:
            location = locations[uid]
            place = (location.zone, location.player, location.host)
            pile = named.get(place)
            if pile is None:
                pile = named[place] = state.pile(location)
            if pile is not where[uid]:
                return False
            if (location.zone in (IN_PLAY, STASIS)) != (uid in in_play):
                return False
        return True

    def _find_misplaced(self, state: GameState) -> None:
        """Name the first card out of place (the slow, plain check, run only when the
        fast one did not prove every card in place)."""
        seen: Counter[str] = Counter()
        for pile in _CardsRead.piles(state):
            seen.update(pile)
        for uid in state.cards:
            if seen[uid] != 1:
                self.fail(f"{uid} is in {seen[uid]} places")
            if uid not in state.pile(state.locations[uid]):
                self.fail(f"{uid} is not where its location says")
            if (state.locations[uid].zone in (IN_PLAY, STASIS)) != (uid in state.in_play):
                self.fail(f"{uid} is in play without a record, or the reverse")

    def check_kinds(self) -> None:
        """Monsters and treasures never in a player's deck or discard pile (monsters not in
        a hand either); titans never in a hand, deck or discard pile."""
        state = self.game.state
        for name, piles in state.players.items():
            for zone in (HAND, DECK, DISCARD):
                for uid in piles.pile(zone):
                    definition = state.cards[uid].definition
                    kind = definition.kind
                    if kind == d.MONSTER or (kind == d.TREASURE and zone != HAND):
                        self.fail(f"the {kind} {uid} is in {name}'s {zone}")
                    if definition.type == d.TITAN:
                        self.fail(f"the titan {uid} is in {name}'s {zone}")

    def check_titans(self) -> None:
        """Nobody controls two titans in play."""
        controllers = [
            record.controller
            for record in self.game.state.in_play.values()
            if record.role == ROLE_TITAN and record.controller is not None
        ]
        if len(set(controllers)) == len(controllers):  # nobody twice (most often: no titan)
            return
        for player, count in Counter(controllers).items():
            if count > 1:
                self.fail(f"{player} controls {count} titans in play")

    def check_once_per_turn(self, event: AbilityResolved) -> None:
        """A "once per turn" ability resolves at most once a turn (``event``: one more
        resolved)."""
        key = (event.card, event.timing)
        self.resolved[key] += 1
        count = self.resolved[key]
        abilities = self.game.abilities(event.card)
        if count > 1 and any(a.once_per_turn and a.timing.value == event.timing for a in abilities):
            self.fail(
                f"the once-per-turn {event.timing} ability of {event.card} resolved {count} times"
            )

    def check_grants(self) -> None:
        """No "immediately or not at all" extra play is left waiting."""
        for name, piles in self.game.state.players.items():
            if any(grant.immediate for grant in piles.grants) and not self._granting():
                self.fail(f"{name} keeps an extra play that was to be made immediately")

    def _granting(self) -> bool:
        """True while an immediate extra play is being offered (it is in the state then)."""
        return bool(self.game.log) and self.game.log[-1].kind == "extra-play-granted"

    def check_hidden(self) -> None:
        """Stored cards are under a card in play (a card leaving play takes them along to
        the discard pile), buried cards at a base in play, cards in stasis in front of their
        owner with no +1 power counters, and Madness cards in the Madness deck belong to
        nobody (returned there, nobody controls them)."""
        state = self.game.state
        locations = state.locations
        for uid, record in state.in_play.items():
            if record.role not in INACTIVE_ROLES and uid in locations:
                continue  # neither stored, buried nor in stasis (and it has a location)
            host = locations[uid].host
            if record.role == ROLE_STORED and (host not in state.in_play or host in state.at):
                self.fail(f"the stored card {uid} is under {host}, which is no card in play")
            if record.role == ROLE_BURIED and host not in state.at:
                self.fail(f"the buried card {uid} is at {host}, which is no base in play")
            if record.role == ROLE_STASIS and (
                record.counters or state.locations[uid].player != state.cards[uid].owner
            ):
                self.fail(f"{uid} in stasis has +1 power counters or is not its owner's")
        for uid in state.shared.get(MADNESS_DECK, ()):
            if state.cards[uid].owner is not None:
                self.fail(f"the Madness card {uid} in the Madness deck has an owner")

    def check_vps(self) -> None:
        """VPs never go down."""
        for player, before in self.vps.items():
            now = self.game.state.players[player].vp
            if now < before:
                self.fail(f"{player}'s VPs went down from {before} to {now}")
            self.vps[player] = now

    def check_bases(self) -> None:
        """Every scored base was replaced (while there are bases to replace it)."""
        state = self.game.state
        spare = state.shared.get(BASE_DECK, []) or state.shared.get(BASE_DISCARD, [])
        if len(state.bases) < self.base_count and spare:
            self.fail(f"only {len(state.bases)} bases in play, {self.base_count} expected")

    def check_hand(self, player: str) -> None:
        """No more than 10 cards in hand after drawing."""
        size = len(self.game.state.players[player].hand)
        if size > HAND_LIMIT:
            self.fail(f"{player} has {size} cards after the Draw 2 Cards phase")


def deck_game(
    seed: int,
    decks: dict[str, list[d.CardDef]],
    bases: list[d.CardDef],
    *,
    titans: dict[str, list[d.CardDef]] | None = None,
) -> Game:
    """A fresh game of real cards: each player's ``decks`` shuffled (five in hand), the
    titans beside their owners, ``bases`` shuffled with one more in play than players
    and the rest in the base deck. Every real card's abilities come from the registry.
    """
    rng = random.Random(seed)
    names = list(decks)
    builder = GameBuilder(names, phase="play")
    shuffled = list(bases)
    rng.shuffle(shuffled)
    for index, base in enumerate(shuffled):
        if index <= len(names):
            builder.base(f"base-{index + 1}", card=base)
        else:
            builder.shared(BASE_DECK, base, uids=[f"spare-{index + 1}"])
    for name, cards in decks.items():
        deck = list(cards)
        rng.shuffle(deck)
        builder.pile(name, "hand", *deck[:5])
        builder.pile(name, "deck", *deck[5:])
        builder.pile(name, "set-aside", *(titans or {}).get(name, []))
    return builder.build(chooser=RandomChooser(rng), registries=(REGISTRY,), seed=seed)
