"""Build a game state directly (a snapshot, not a replay): what a scenario's
``setup:`` and the tests use.

>>> game = (GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=12)
...         .minion("Alan", "bank", 5, uid="knight").hand("Beth", 3).build())
>>> game.location("knight")
Location('in-play', host='bank')
>>> from smashwiki.engine.ongoing import power
>>> power(game, "knight"), game.controller("knight")
(5, 'Alan')
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from . import definitions as d
from . import language
from .decisions import Chooser
from .errors import InvalidScenario, not_a_player
from .game import Game
from .registry import REGISTRY, Registry
from .state import (
    BASE_DECK,
    BOX,
    IN_PLAY,
    ROLE_BASE,
    ROLE_BURIED,
    ROLE_MINION,
    ROLE_MODIFIER,
    ROLE_STASIS,
    ROLE_STORED,
    ROLE_TITAN,
    STASIS,
    Card,
    GameState,
    InPlay,
    Location,
    Phase,
    PlayerState,
    Role,
    Zone,
)

CardSpec = d.CardDef | int | str


class GameBuilder:
    """Place cards where a scenario wants them, then :meth:`build` the :class:`Game`.

    A card is given as a :class:`CardDef`, an ``int`` (a vanilla minion of that
    power) or a ``str`` (the id of a card already :meth:`define` d, or of a real card
    in ``catalog``). Every card gets
    a unique id (``uid``): the one given, else the definition's slug, numbered
    ``#2``, ``#3`` ... when several copies exist.
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        active: str | None = None,
        phase: str = "play",
        goal: int = 15,
        catalog: Mapping[str, d.CardDef] | None = None,
    ) -> None:
        if len(set(players)) != len(players) or not players:
            raise InvalidScenario("players must be a list of different names")
        self.state = GameState(order=list(players), players={p: PlayerState(p) for p in players})
        self.state.active = active or players[0]
        if not isinstance(active or "", str):
            raise InvalidScenario(f"{active!r} is not a player's name")
        if self.state.active not in self.state.players:
            raise not_a_player(self.state.active, players)
        if phase not in {p.value for p in Phase}:
            raise InvalidScenario(f"unknown phase {phase!r}: one of {[p.value for p in Phase]}")
        self.state.phase = Phase(phase)
        self.state.phase_started = self.state.phase == Phase.PLAY
        self.state.goal = goal
        self.definitions: dict[str, d.CardDef] = {"madness": d.MADNESS_CARD}
        self.catalog: Mapping[str, d.CardDef] = catalog or {}
        self._counts: dict[str, int] = {}

    # ------------------------------------------------------------------ cards

    def define(self, definition: d.CardDef) -> GameBuilder:
        """Make ``definition`` available by its id (and by its name's slug)."""
        self.definitions[definition.id] = definition
        return self

    def resolve(self, spec: CardSpec) -> d.CardDef:
        """The :class:`CardDef` for a card spec."""
        if isinstance(spec, d.CardDef):
            return spec
        if isinstance(spec, int) and not isinstance(spec, bool):
            return d.vanilla_minion(spec)
        if not isinstance(spec, str):  # a check's value: a list, a mapping, true ...
            raise InvalidScenario(f"{spec!r} is not a card")
        if spec in self.definitions:
            return self.definitions[spec]
        if spec in self.catalog:
            return self.catalog[spec]
        raise InvalidScenario(
            f"unknown card {spec!r}: define it under cards:, or use a real "
            "card id or a number (a vanilla minion of that power)"
        )

    def _new_card(self, spec: CardSpec, owner: str | None, uid: str | None) -> str:
        definition = self.resolve(spec)
        if uid is None:
            stem = definition.id.rsplit("/", 1)[-1]
            if isinstance(spec, int) and owner:
                stem = f"{owner.lower()}-{spec}"
            count = self._counts.get(stem, 0) + 1
            self._counts[stem] = count
            uid = stem if count == 1 else f"{stem}#{count}"
        if uid in self.state.cards:
            raise InvalidScenario(f"two cards are named {uid!r}")
        if owner is not None and owner not in self.state.players:
            raise not_a_player(owner, self.state.order)
        self.state.cards[uid] = Card(uid, definition, owner)
        return uid

    def _place(self, uid: str, location: Location) -> None:
        self.state.pile(location).append(uid)
        self.state.locations[uid] = location

    def _enter_play(self, uid: str, controller: str | None, role: Role, counters: int = 0) -> None:
        self.state.in_play[uid] = InPlay(
            uid, self.state.next_object_id, controller, role, counters=counters
        )
        self.state.next_object_id += 1

    # ------------------------------------------------------------------ zones

    def base(
        self,
        uid: str,
        *,
        breakpoint: int | None = None,
        vps: Sequence[int] = (3, 2, 1),
        card: CardSpec | None = None,
    ) -> GameBuilder:
        """Put a base in play: a real or defined card, or a vanilla base with ``breakpoint``."""
        if card is None:
            card = d.CardDef(
                f"standin/{uid}",
                uid,
                d.BASE,
                breakpoint=breakpoint or 0,
                vps=tuple(vps),
                standin=True,
            )
        self._new_card(card, None, uid)
        if self.resolve(card).type != d.BASE:
            raise InvalidScenario(f"{uid} is not a base")
        self._place(uid, Location(IN_PLAY))
        self.state.at[uid] = []
        self._enter_play(uid, None, ROLE_BASE)
        return self

    def minion(
        self,
        player: str | None,
        base: str,
        card: CardSpec,
        *,
        uid: str | None = None,
        counters: int = 0,
        controller: str | None = None,
    ) -> GameBuilder:
        """Put a minion owned by ``player`` at ``base`` (controlled by ``controller``,
        default the owner; a monster has neither)."""
        self.add_minion(player, base, card, uid=uid, counters=counters, controller=controller)
        return self

    def add_minion(
        self,
        player: str | None,
        base: str,
        card: CardSpec,
        *,
        uid: str | None = None,
        counters: int = 0,
        controller: str | None = None,
    ) -> str:
        """Like :meth:`minion`, returning the new card's uid."""
        self._need_base(base)
        definition = self.resolve(card)
        role = ROLE_TITAN if definition.type == d.TITAN else ROLE_MINION
        if definition.type not in (d.MINION, d.TITAN):
            role = ROLE_MODIFIER
        uid = self._new_card(card, player, uid)
        self._place(uid, Location(IN_PLAY, host=base))
        self._enter_play(uid, controller or player, role, counters)
        return uid

    def attach(
        self,
        player: str,
        host: str,
        card: CardSpec,
        *,
        uid: str | None = None,
        counters: int = 0,
        role: Role = ROLE_MODIFIER,
        controller: str | None = None,
    ) -> str:
        """Attach a card owned by ``player`` to ``host`` (a base or a card in play): a
        modifier, or (``role``) a buried or stored card. Returns its uid."""
        if host not in self.state.in_play:
            raise InvalidScenario(f"{host!r} is not in play")
        uid = self._new_card(card, player, uid)
        self._place(uid, Location(IN_PLAY, host=host))
        self._enter_play(uid, controller or player, role, counters)
        return uid

    def bury(self, player: str, base: str, card: CardSpec, *, uid: str | None = None) -> str:
        """A card ``player`` has buried at ``base``."""
        return self.attach(player, base, card, uid=uid, role=ROLE_BURIED)

    def store(self, player: str, under: str, card: CardSpec, *, uid: str | None = None) -> str:
        """A card stored under ``under``."""
        return self.attach(player, under, card, uid=uid, role=ROLE_STORED)

    def stasis(self, player: str, card: CardSpec, counters: int, *, uid: str | None = None) -> str:
        """A card of ``player`` in stasis with ``counters`` stasis counters."""
        uid = self._new_card(card, player, uid)
        self._place(uid, Location(STASIS, player))
        self._enter_play(uid, player, ROLE_STASIS)
        self.state.in_play[uid].stasis_counters = counters
        return uid

    def pile(
        self, player: str, zone: Zone, *cards: CardSpec, uids: Sequence[str | None] = ()
    ) -> list[str]:
        """Put cards into ``player``'s ``zone`` (hand, deck top first, discard, set-aside)."""
        made = []
        for index, card in enumerate(cards):
            uid = uids[index] if index < len(uids) else None
            uid = self._new_card(card, player, uid)
            definition = self.state.cards[uid].definition
            if definition.kind == d.MADNESS:
                self.state.cards[uid].owner = player
            self._place(uid, Location(zone, player))
            made.append(uid)
        return made

    def faction_deck(
        self,
        player: str,
        factions: dict[str, list[CardSpec]],
        sets: Mapping[str, str] | None = None,
    ) -> list[str]:
        """Shuffle two different factions together into ``player``'s deck (the setup rule:
        each player plays two factions, one deck). ``sets``: the set each faction comes
        from. Returns the deck, top first."""
        if len(factions) != 2:
            raise InvalidScenario(
                f"{player} must play exactly two different factions, not {len(factions)}"
            )
        made = self.pile(player, "deck", *self._faction_cards(factions, sets or {}))
        deck = self.state.players[player].deck
        random.Random(len(made)).shuffle(deck)
        return list(deck)

    def faction_pool(
        self,
        factions: dict[str, list[CardSpec]],
        uids: Sequence[str | None] = (),
        sets: Mapping[str, str] | None = None,
    ) -> list[str]:
        """Factions in the middle of the table for the draft of a new game (owned by
        nobody until chosen: :func:`~smashwiki.engine.mechanics.opening.start_game`);
        ``sets``: the set each faction comes from."""
        return self.shared(BOX, *self._faction_cards(factions, sets or {}), uids=uids)

    def _faction_cards(
        self, factions: dict[str, list[CardSpec]], sets: Mapping[str, str]
    ) -> list[d.CardDef]:
        cards: list[d.CardDef] = []
        for faction, specs in factions.items():
            for spec in specs:
                card = self.resolve(spec)
                card_set = sets.get(faction, card.card_set)
                cards.append(replace(card, faction=faction, card_set=card_set))
        return cards

    def hand(self, player: str, *cards: CardSpec) -> GameBuilder:
        """Cards in ``player``'s hand."""
        self.pile(player, "hand", *cards)
        return self

    def deck(self, player: str, *cards: CardSpec) -> GameBuilder:
        """Cards in ``player``'s deck, top first."""
        self.pile(player, "deck", *cards)
        return self

    def discard(self, player: str, *cards: CardSpec) -> GameBuilder:
        """Cards in ``player``'s discard pile."""
        self.pile(player, "discard", *cards)
        return self

    def shared(self, zone: Zone, *cards: CardSpec, uids: Sequence[str | None] = ()) -> list[str]:
        """Cards in a shared pile (base deck, madness deck, monster or treasure deck ...)."""
        made = []
        for index, card in enumerate(cards):
            uid = self._new_card(card, None, uids[index] if index < len(uids) else None)
            self._place(uid, Location(zone))
            made.append(uid)
        return made

    def base_deck(self, *bases: CardSpec) -> GameBuilder:
        """Bases in the base deck, top first."""
        self.shared(BASE_DECK, *bases)
        return self

    def vp(self, player: str, amount: int) -> GameBuilder:
        """``player`` starts with ``amount`` VPs."""
        self._need_player(player)
        self.state.players[player].vp = amount
        return self

    def plays(self, player: str, minions: int, actions: int) -> GameBuilder:
        """How many normal minion and action plays ``player`` has left."""
        self._need_player(player)
        self.state.players[player].minion_plays = minions
        self.state.players[player].action_plays = actions
        return self

    def _need_base(self, base: str) -> None:
        if base not in self.state.at:
            raise InvalidScenario(f"{base!r} is not a base in play")

    def _need_player(self, player: str) -> None:
        if player not in self.state.players:
            raise not_a_player(player, self.state.order)

    def build(
        self,
        *,
        chooser: Chooser | None = None,
        registries: Sequence[Registry] = (REGISTRY,),
        seed: int = 0,
    ) -> Game:
        """The :class:`Game` with this state. The abilities real cards declare in the card
        language (``abilities:``) come first, then ``registries``."""
        definitions = (card.definition for card in self.state.cards.values())
        found = language.declared(definitions)
        searched = (found, *registries) if found is not None else tuple(registries)
        return Game(self.state, chooser=chooser, registries=searched, rng=random.Random(seed))
