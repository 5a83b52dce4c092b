"""The rules: :class:`Game` holds a :class:`~smashwiki.engine.state.GameState`,
answers questions about it and changes it only through :meth:`Game.apply`.

:class:`Game` is the one object cards and scenarios talk to. It keeps the
questions about where cards are, the one :meth:`Game.apply` (whose appliers live
in :mod:`~smashwiki.engine.appliers`), the one :meth:`Game.move`, and decisions;
the rest of the rules live in their own modules and are methods of the game too:
:mod:`~smashwiki.engine.ongoing` (derived power, breakpoints, ranking),
:mod:`~smashwiki.engine.legality` (what may be done), :mod:`~smashwiki.engine.plays`
(playing cards, extra plays), :mod:`~smashwiki.engine.effects` (what cards do),
:mod:`~smashwiki.engine.windows` (triggers, Me First!), :mod:`~smashwiki.engine.turn`
(phases), :mod:`~smashwiki.engine.scoring`, and each expansion mechanic under
:mod:`~smashwiki.engine.mechanics`.

>>> from smashwiki.engine.setup import GameBuilder
>>> g = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=10).minion("Alan", "bank", 6)
>>> game = g.minion("Beth", "bank", 4).build()
>>> from smashwiki.engine import ongoing, turn
>>> ongoing.total_power(game, "bank"), ongoing.breakpoint(game, "bank")
(10, 10)
>>> turn.advance_to(game, "score")
>>> game.state.players["Alan"].vp, game.state.players["Beth"].vp
(3, 2)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, TypeVar

from . import definitions as d
from .actions import Action
from .decisions import NO, PASS, YES, Chooser, Decision, DecisionKind, Option
from .errors import IllegalChoice, InvalidScenario, MissingAnswer
from .events import (
    BaseScored,
    CardMoved,
    CardPlayed,
    CardRevealed,
    ControlChanged,
    CounterMoved,
    CounterPlaced,
    CounterRemoved,
    CountersDiscarded,
    DecisionMade,
    EffectAdded,
    Event,
    MoveReason,
)
from .state import (
    BASE_DECK,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    INACTIVE_ROLES,
    MONSTER_DISCARD,
    RESOLVING,
    ROLE_BURIED,
    ROLE_MINION,
    ROLE_STORED,
    ROLE_TITAN,
    SET_ASIDE,
    STASIS,
    TREASURE_DISCARD,
    Card,
    GameState,
    Location,
    PlayerState,
    PlayGrant,
    Zone,
)

if TYPE_CHECKING:
    from .language.grammar import Selector

__all__ = ["INACTIVE_ROLES", "REGISTRY", "HOOKS", "Game", "Hooks", "Registry", "Timing"]

# ====================================================== what cards register (the card interface)


class Timing(StrEnum):
    """When an ability runs."""

    ON_PLAY = "on-play"
    TALENT = "talent"
    START_OF_TURN = "start-of-turn"
    END_OF_TURN = "end-of-turn"
    BEFORE_SCORING = "before-scoring"
    WHEN_SCORING = "when-scoring"
    AFTER_SCORING = "after-scoring"
    GOES_TO_DISCARD = "goes-to-discard"
    WHEN_PLAY = "when-play"
    AFTER_PLAY = "after-play"
    COUNTER_PLACED = "counter-placed"
    AFFECTED = "affected"
    LEAVES_STASIS = "leaves-stasis"
    DISCARDED_FROM_HAND = "discarded-from-hand"
    BASE_CLEARED = "base-cleared"
    DRAW_PHASE = "draw-phase"
    MINION_DESTROYED = "minion-destroyed"  # after any minion is destroyed (the cards in play)
    MINION_MOVED = "minion-moved"  # after any minion is moved to another base (the cards in play)


@dataclass(frozen=True)
class Context:
    """What an ability knows when it runs: the game, its card, who controls it, and
    the event or base that triggered it. ``must_affect`` is set when the card was
    played through a grant that requires it to directly affect one minion; ``chosen``
    is the minion an earlier effect of the same ability chose (the card language's
    ``affects: chosen``); ``special`` is set while a Special ability used from a hand
    (or a discard pile) runs: an extra play it gives is used at once or not at all;
    ``looked`` are the cards a ``look`` effect looked at (or revealed) and its effects
    have not placed yet (the card language's ``pile: looked``)."""

    game: Game
    card: str
    player: str
    timing: Timing
    event: Event | None = None
    base: str | None = None
    must_affect: str | None = None
    chosen: str | None = None
    special: bool = False
    looked: tuple[str, ...] = ()


AbilityFn = Callable[[Context], None]
Condition = Callable[[Context], bool]
Describes = Callable[[Context], Sequence[str]]
PowerFn = Callable[["Game", str, str], int]
ProtectionFn = Callable[["Game", str, str, "str | None"], bool]
#: lang-r: ``fn(game, source, target, base, by)``: True if ``target`` cannot be moved to ``base``.
BarrierFn = Callable[["Game", str, str, str, "str | None"], bool]
RestrictionFn = Callable[["Game", str, Any], "str | None"]
BlockerFn = Callable[["Game", str, str], bool]
PlayerPowerFn = Callable[["Game", str, str, str], int]
WatcherFn = Callable[["Game", str, "Event"], None]
PowerSetFn = Callable[["Game", str, str], "int | None"]
#: A titan played on its player's turn by its Special (lang-t2): ``fn(game, player,
#: titan, base)`` True if it may be played on ``base`` now.
TurnPlayFn = Callable[["Game", str, str, str], bool]
#: lang-titans: ``fn(game, player, titan, base)`` pays the cost of that play, as it is made.
TurnCostFn = Callable[["Game", str, str, str], None]
#: lang-instead: ``fn(game, source, target, by)``: if ``source``'s replacement effect
#: replaces the destruction of ``target`` (by the card ``by``), what does it instead (a
#: function, False if its player declines a "may"); None if it does not apply.
ReplacementFn = Callable[["Game", str, str, "str | None"], "Callable[[], bool] | None"]
#: lang-limit: "You may play an extra action on each of your turns": ``fn(game, source,
#: player)`` the extra play ``source`` gives ``player`` this turn while it is in play, or None.
StandingGrantFn = Callable[["Game", str, str], "PlayGrant | None"]
#: lang-specials: "You can only play this card if ...": ``fn(game, card, player)`` why
#: ``player`` may not play ``card`` (from the hand) now, or None.
PlayCheckFn = Callable[["Game", str, str], "str | None"]
#: lang-playonly: "Play this minion only on a base where ...", "Play on a minion of power 3
#: or less": ``fn(game, card, player, target)`` why ``player`` may not play ``card`` on
#: ``target`` (a base, or a minion for a minion modifier) now, or None.
PlaceCheckFn = Callable[["Game", str, str, str], "str | None"]


@dataclass(frozen=True)
class Ability:
    """A registered ability of one card at one timing."""

    card_id: str
    timing: Timing
    run: AbilityFn
    optional: bool = False
    from_hand: bool = False
    when: Condition | None = None
    label: str = ""
    once_per_turn: bool = False
    #: The players the ability's "you" (or "the winner") describes, for a card that no
    #: player controls (a base: "'You' on a base means any player it describes"); one
    #: trigger each. None: the card's controller (else the current player).
    describes: Describes | None = None
    #: The ability works while its card is in its owner's discard pile ("Special
    #: abilities ... triggering in your hand or discard pile"), not in play.
    from_discard: bool = False
    #: "Once per turn" is each described player's own (a base's "you": each player gets
    #: it once a turn), not the card's; only with ``describes``.
    once_per_player: bool = False
    #: lang-specials: its player uses the ability of only one card of this card's name
    #: each turn (``turn``) or for each base of its moment (``base``); None: no such limit
    per_name: str | None = None
    #: lang-specials: a Special from the hand that is one more way to play the card (it
    #: is played as usual too: the card is no Special-only card, see :meth:`Game.is_special`)
    as_usual: bool = False

    def __repr__(self) -> str:
        flags = " optional" if self.optional else ""
        flags += " from hand" if self.from_hand else ""
        flags += " from discard" if self.from_discard else ""
        return f"Ability({self.card_id!r}, {self.timing.value}{flags})"


@dataclass
class Registry:
    """Abilities and ongoing effects by card id."""

    abilities: dict[str, list[Ability]] = field(default_factory=dict)
    power: dict[str, list[PowerFn]] = field(default_factory=dict)
    breakpoint: dict[str, list[PowerFn]] = field(default_factory=dict)
    protections: dict[str, list[ProtectionFn]] = field(default_factory=dict)
    #: "cannot be destroyed": ``fn(game, source, target, by)`` True if ``by`` cannot
    #: destroy ``target``.
    indestructible: dict[str, list[ProtectionFn]] = field(default_factory=dict)
    #: "cannot be moved": ``fn(game, source, target, by)`` True if ``by`` cannot move
    #: ``target`` to another base.
    immovable: dict[str, list[ProtectionFn]] = field(default_factory=dict)
    #: "cannot be moved to this base" (lang-r): ``fn(game, source, target, base, by)``
    #: True if ``by`` cannot move ``target`` to ``base``.
    barriers: dict[str, list[BarrierFn]] = field(default_factory=dict)
    restrictions: dict[str, list[RestrictionFn]] = field(default_factory=dict)
    blockers: dict[str, list[BlockerFn]] = field(default_factory=dict)
    player_power: dict[str, list[PlayerPowerFn]] = field(default_factory=dict)
    power_set: dict[str, list[PowerSetFn]] = field(default_factory=dict)
    tags: dict[str, set[str]] = field(default_factory=dict)
    modifiers: dict[str, str] = field(default_factory=dict)
    watchers: dict[str, list[WatcherFn]] = field(default_factory=dict)
    titan_plays: dict[str, frozenset[str]] = field(default_factory=dict)
    titan_turn_plays: dict[str, TurnPlayFn] = field(default_factory=dict)  # lang-t2
    titan_turn_costs: dict[str, TurnCostFn] = field(default_factory=dict)  # lang-titans
    #: What a card's effects may act on in play (minions, cards): the selectors of its
    #: declared effects, from which "an action that directly affects this minion" follows.
    targets: dict[str, tuple[Selector, ...]] = field(default_factory=dict)
    #: lang-instead: "If this minion would be destroyed, ... instead" (:data:`ReplacementFn`).
    replacements: dict[str, list[ReplacementFn]] = field(default_factory=dict)
    #: lang-instead: "After this base scores, ... instead of the discard pile" (``by``: None).
    scoring_replacements: dict[str, list[ReplacementFn]] = field(default_factory=dict)
    #: lang-limit: an extra play on each of its controller's turns (:data:`StandingGrantFn`).
    standing_grants: dict[str, list[StandingGrantFn]] = field(default_factory=dict)
    #: lang-specials: the condition on playing the card (:data:`PlayCheckFn`).
    play_checks: dict[str, PlayCheckFn] = field(default_factory=dict)
    #: lang-playonly: where the card itself may be played (:data:`PlaceCheckFn`).
    place_checks: dict[str, PlaceCheckFn] = field(default_factory=dict)

    def add(self, ability: Ability) -> None:
        """Register ``ability``."""
        self.abilities.setdefault(ability.card_id, []).append(ability)

    def of(self, card_id: str, timing: Timing | None = None) -> list[Ability]:
        """The abilities of a card (at one timing)."""
        found = self.abilities.get(card_id, [])
        return found if timing is None else [a for a in found if a.timing == timing]

    def tables(self) -> tuple[dict[str, Any], ...]:
        """Every table of registrations by card id."""
        return (
            self.abilities,
            self.power,
            self.breakpoint,
            self.protections,
            self.indestructible,
            self.immovable,
            self.barriers,
            self.restrictions,
            self.blockers,
            self.player_power,
            self.power_set,
            self.modifiers,
            self.watchers,
            self.titan_plays,
            self.titan_turn_plays,
            self.titan_turn_costs,
            self.replacements,
            self.scoring_replacements,
            self.standing_grants,
            self.play_checks,
            self.place_checks,
        )

    def knows(self, card_id: str) -> bool:
        """True if anything is registered for ``card_id``."""
        return any(card_id in table for table in self.tables())

    def card_ids(self) -> frozenset[str]:
        """Every card id with something registered."""
        ids: set[str] = set()
        for table in self.tables():
            ids.update(table)
        return frozenset(ids)


#: The registry of real cards, filled by the modules in :mod:`smashwiki.engine.cards`.


#: The registry of the real cards (a scenario's stand-ins go in registries of their own).
REGISTRY = Registry()


# ====================================================== what the rules and mechanics register

E = TypeVar("E", bound=Event)
A = TypeVar("A", bound=Action)
#: How one kind of event changes the state.
Applier = Callable[[Any, "Game"], None]
#: Why an action of one kind is not allowed now (None: it is).
ActionRule = Callable[["Game", Any], "str | None"]
#: Carries out an action of one kind (already judged legal).
Performer = Callable[["Game", Any], None]
#: The candidate actions of one kind ``player`` might take now (judged afterwards).
Candidates = Callable[["Game", str, PlayerState], Iterable[Action]]
#: Something that happens to the game itself, given the game (a turn step).
GameStep = Callable[["Game"], None]
#: After a card is destroyed: (game, card, the player whose effect destroyed it, the
#: effect's card).
Destroyed = Callable[["Game", str, "str | None", "str | None"], None]
#: Something that happens where a card arrives: (game, card, base).
Arrival = Callable[["Game", str, str], None]
#: Something that happens at a base: (game, base).
AtBase = Callable[["Game", str], None]
#: Something that happens as a base scores, after the when-scoring window.
Scored = Callable[["Game", BaseScored], None]
#: At the end of the game, what a player's final score loses and how they rank in a tie
#: (fewer is better): (game, player) -> (VPs lost, tie-breaker).
FinalAdjustment = Callable[["Game", str], "tuple[int, int]"]
#: A card discarded from a hand, for any reason: (game, card, the move's event).
Discarded = Callable[["Game", str, CardMoved], None]
#: Whether a card going to a player's hand goes to the discard pile instead: (game,
#: player, card).
KeptFromHand = Callable[["Game", str, str], bool]


@dataclass
class Hooks:
    """The core's extension points: what the rules' modules and each expansion mechanic
    (titans, stasis, bury, monsters, duels, madness, opening) register, so the core asks
    them without naming any (as fireplace's and Forge's cores ask their card scripts).

    Each kind of event has one applier, each kind of action one rule and one performer
    (the mechanic that adds the action says what it means); the other hooks are lists
    run in the order registered."""

    appliers: dict[type[Event], Applier] = field(default_factory=dict)
    action_rules: dict[type[Action], ActionRule] = field(default_factory=dict)
    performers: dict[type[Action], Performer] = field(default_factory=dict)
    candidates: list[Candidates] = field(default_factory=list)
    arrivals: list[Arrival] = field(default_factory=list)
    destroyed: list[Destroyed] = field(default_factory=list)
    base_entered: list[AtBase] = field(default_factory=list)
    base_scored: list[Scored] = field(default_factory=list)
    turn_starting: list[GameStep] = field(default_factory=list)
    turn_started: list[GameStep] = field(default_factory=list)
    turn_ending: list[GameStep] = field(default_factory=list)
    #: What happens at the end of the turn before its effects end (delayed effects).
    turn_ends: list[GameStep] = field(default_factory=list)
    final_adjustments: list[FinalAdjustment] = field(default_factory=list)
    discarded_from_hand: list[Discarded] = field(default_factory=list)
    kept_from_hand: list[KeptFromHand] = field(default_factory=list)

    def applier(
        self, kind: type[E]
    ) -> Callable[[Callable[[E, Game], None]], Callable[[E, Game], None]]:
        """Register the decorated function as the applier of events of class ``kind``."""

        def register(function: Callable[[E, Game], None]) -> Callable[[E, Game], None]:
            self.appliers[kind] = function
            return function

        return register

    def action(
        self,
        kind: type[A],
        rule: Callable[[Game, A], str | None],
        perform: Callable[[Game, A], None],
    ) -> None:
        """Register what actions of class ``kind`` need to be allowed, and how they are done."""
        self.action_rules[kind] = rule
        self.performers[kind] = perform


#: The one set of hooks: the modules that know a rule register it when imported.
HOOKS = Hooks()


class SourceCache:
    """Lists worked out from the cards in play (which cards have ongoing effects or
    abilities), kept until what is in play changes: the appliers bump ``version``
    when a card moves or an effect changes which cards' abilities work."""

    def __init__(self) -> None:
        self.version = 0
        self._seen = -1
        self._tables: dict[str, list[tuple[str, Any]]] = {}
        #: Card id -> its non-empty ongoing tables, (name, functions), in
        #: ``_ONGOING_TABLES`` order: kept for the whole game (its registries don't change).
        self.ongoing_of: dict[str, tuple[tuple[str, tuple[Any, ...]], ...]] = {}

    def tables(self) -> dict[str, list[tuple[str, Any]]]:
        """The cached lists by name, emptied first if anything changed since."""
        if self._seen != self.version:
            self._tables.clear()
            self._seen = self.version
        return self._tables


_AFFECTING_REASONS = ("moved", "destroyed", "returned", "placed", "buried", "shuffled")


class Game:
    """A game in progress: the state, the rules, and the log of events.

    ``registries`` are searched in order for card abilities (a scenario puts its
    stand-ins first); ``chooser`` answers decisions; ``rng`` shuffles.
    """

    def __init__(
        self,
        state: GameState,
        *,
        chooser: Chooser | None = None,
        registries: Sequence[Registry] = (REGISTRY,),
        rng: random.Random | None = None,
    ) -> None:
        self.state = state
        self.chooser = chooser
        self.registries = tuple(registries)
        self.rng = rng or random.Random(0)
        self.log: list[Event] = []
        self.decisions: list[Decision] = []
        self.listeners: list[Callable[[Game, Event], None]] = []
        self.first_active = state.active
        self._registry_cache: dict[str, Registry | None] = {}
        self._abilities_cache: dict[tuple[str, Timing | None], list[Ability]] = {}
        self.cache = SourceCache()
        #: While an ability resolves: what its effects triggered, to resolve once it has
        #: (see :func:`.windows.after_ability`); None when no ability is resolving.
        self.deferred: list[Callable[[], None]] | None = None

    # ================================================================ questions

    def card(self, uid: str) -> Card:
        """The physical card ``uid`` (raises :class:`InvalidScenario` if unknown)."""
        try:
            return self.state.cards[uid]
        except KeyError:
            raise InvalidScenario(f"there is no card {uid!r} in this game") from None

    def definition(self, uid: str) -> d.CardDef:
        """What is printed on ``uid`` (raises :class:`InvalidScenario` if unknown)."""
        try:  # the card's lookup inlined: this is asked millions of times in a test run
            return self.state.cards[uid].definition
        except KeyError:
            raise InvalidScenario(f"there is no card {uid!r} in this game") from None

    def location(self, uid: str) -> Location:
        """Where ``uid`` is."""
        self.card(uid)
        return self.state.locations[uid]

    def is_in_play(self, uid: str) -> bool:
        """True for bases in play and cards at them (buried, stored and stasis included)."""
        return uid in self.state.in_play

    def is_active(self, uid: str) -> bool:
        """True if ``uid`` is in play and its abilities work (not buried, stored or in stasis)."""
        record = self.state.in_play.get(uid)
        return record is not None and record.role not in INACTIVE_ROLES

    def controller(self, uid: str) -> str | None:
        """Who controls ``uid`` in play or while it resolves (None for monsters nobody
        controls and for cards in hands, decks and discard piles)."""
        record = self.state.in_play.get(uid)
        if record is not None:
            return record.controller
        location = self.state.locations.get(uid)
        return location.player if location and location.zone == RESOLVING else None

    def owner(self, uid: str) -> str | None:
        """Who owns ``uid``: the player whose hand, deck or discard it goes to."""
        card = self.card(uid)
        if card.definition.kind == d.MADNESS and self.is_in_play(uid):
            return self.controller(uid)
        return card.owner

    def base_of(self, uid: str) -> str | None:
        """The base ``uid`` is at (following hosts), or None if it is not at a base."""
        location = self.state.locations.get(uid)
        while location is not None and location.zone == IN_PLAY and location.host is not None:
            if location.host in self.state.at:
                return location.host
            location = self.state.locations.get(location.host)
        return None

    def role(self, uid: str) -> str | None:
        """The role of ``uid`` in play: base, minion, modifier, titan, buried, stored ..."""
        record = self.state.in_play.get(uid)
        return record.role if record else None

    def counters(self, uid: str) -> int:
        """The +1 power counters on ``uid``; a card out of play has none (Time Box's
        counters beside its owner only count: see :meth:`tally`)."""
        record = self.state.in_play.get(uid)
        return record.counters if record else 0

    def visible_to(self, uid: str, player: str) -> bool:
        """True if ``player`` may see the face of ``uid``.

        Cards in play face up, discard piles, revealed cards, stasis and titans are
        public; a hand is seen by its owner, a buried or stored card by its
        controller, a deck by nobody; a card someone looked at is known to them
        until it is shuffled.
        """
        location = self.location(uid)
        if player in self.state.known.get(uid, ()):
            return True
        if location.zone in (HAND,):
            return location.player == player
        if location.zone in (DECK, BASE_DECK):  # lang-basedeck: the base deck is face down
            return False
        if location.zone == IN_PLAY and self.role(uid) in (ROLE_BURIED, ROLE_STORED):
            return self.controller(uid) == player
        return True

    def attached(self, uid: str) -> list[str]:
        """Cards attached to or stored under ``uid``."""
        record = self.state.in_play.get(uid)
        return list(record.attached) if record else []

    def cards_at(self, base: str) -> list[str]:
        """Every card at ``base`` (not those attached to minions there)."""
        return list(self.state.at.get(base, ()))

    def minions_at(self, base: str) -> list[str]:
        """The minions at ``base``, monsters included."""
        return [uid for uid in self.state.at.get(base, ()) if self.role(uid) == ROLE_MINION]

    def minions_in_play(self) -> list[str]:
        """Every minion in play, base by base."""
        return [uid for base in self.state.bases for uid in self.minions_at(base)]

    def titans_at(self, base: str) -> list[str]:
        """The titans at ``base``."""
        return [uid for uid in self.state.at.get(base, ()) if self.role(uid) == ROLE_TITAN]

    def active_cards(self) -> Iterator[str]:
        """Every card in play whose abilities work: bases, cards at them, attached cards."""
        for base in self.state.bases:
            if not self.is_cancelled(base):
                yield base
            for uid in self.state.at.get(base, ()):
                if self.is_active(uid):
                    yield uid
                    yield from self._active_attached(uid)

    def is_cancelled(self, uid: str) -> bool:
        """True while an effect cancels the abilities of ``uid`` (e.g. a base's)."""
        record = self.state.in_play.get(uid)
        return record is not None and any(
            e.target == record.object_id and e.stat == "cancelled" for e in self.state.effects
        )

    def tally(self, uid: str) -> int:
        """Counters for literal counting on ``uid`` out of play (not +1 power counters)."""
        return self.state.tallies.get(uid, 0)

    def is_special(self, uid: str) -> bool:
        """True for a card played from the hand only at its moment (a Special action)."""
        return self.definition(uid).is_action and any(
            a.from_hand and not a.as_usual for a in self.abilities(uid)
        )

    def _active_attached(self, uid: str) -> Iterator[str]:
        for child in self.state.in_play[uid].attached:
            if self.is_active(child):
                yield child
                yield from self._active_attached(child)

    def abilities(self, uid: str, timing: Timing | None = None) -> list[Ability]:
        """The abilities of ``uid`` (at ``timing``), from the first registry that knows the card
        (looked up once per game and timing: the registries don't change during a game)."""
        card_id = self.definition(uid).id
        key = (card_id, timing)
        try:
            return self._abilities_cache[key]
        except KeyError:
            registry = self.registry_of(card_id)
            found = registry.of(card_id, timing) if registry else []
            self._abilities_cache[key] = found
            return found

    def registry_of(self, card_id: str) -> Registry | None:
        """The first registry that knows ``card_id`` (looked up once per game)."""
        try:
            return self._registry_cache[card_id]
        except KeyError:
            found = next((r for r in self.registries if r.knows(card_id)), None)
            self._registry_cache[card_id] = found
            return found

    def why_not_playable(self, uid: str, player: str) -> str | None:
        """lang-specials: why ``player`` may not play ``uid`` now by its own condition
        ("You can only play this card if ..."), or None."""
        registry = self.registry_of(self.definition(uid).id)
        check = registry.play_checks.get(self.definition(uid).id) if registry else None
        return check(self, uid, player) if check is not None else None

    def why_not_playable_at(self, uid: str, player: str, target: str) -> str | None:
        """lang-playonly: why ``player`` may not play ``uid`` on ``target`` (a base, or a
        minion for a minion modifier) now by its own text ("Play this minion only on a base
        where ..."), or None."""
        registry = self.registry_of(self.definition(uid).id)
        check = registry.place_checks.get(self.definition(uid).id) if registry else None
        return check(self, uid, player, target) if check is not None else None

    def modifier_target(self, uid: str) -> str | None:
        """``base`` or ``minion`` if ``uid`` is a modifier, else None (a modifier played
        only on its player's own minions is a ``minion`` one: see
        :func:`.legality.on_your_minions_only`; and so one played only on another player's,
        lang-where)."""
        card_id = self.definition(uid).id
        registry = self.registry_of(card_id)
        found = registry.modifiers.get(card_id) if registry else None
        if found in ("base-with-your-minion", "base-without-your-minion"):  # lang-where
            return "base"
        return "minion" if found in ("your-minion", "other-minion") else found

    def directly_affected(self, uid: str, since: int = 0) -> list[Event]:
        """Events from ``log[since:]`` that directly affected ``uid`` through a card's effect:
        counters placed, moved (to or from) or removed, power changed, moved, destroyed,
        returned, a modifier attached, control changed."""
        found: list[Event] = []
        for event in self.log[since:]:
            if _directly_affects(event, uid):
                found.append(event)
        return found

    def directly_affected_by(self, source: str, since: int = 0) -> list[str]:
        """The cards that effects of the card ``source`` directly affected in ``log[since:]``
        (for "after you play an action that directly affects this minion", pass the
        ``start`` of its :class:`CardPlayed` event); a modifier affects its host."""
        found: list[str] = []
        for event in self.log[since:]:
            if isinstance(event, CardMoved) and event.card == source:
                if event.reason == "played" and event.to_host not in (None, *self.state.bases):
                    found.append(event.to_host or "")
                continue
            if getattr(event, "source", None) != source:
                continue
            for name in ("card", "from_card", "to_card"):
                target = getattr(event, name, None)
                if target is not None and _directly_affects(event, target):
                    found.append(target)
        return list(dict.fromkeys(found))

    def player_of(self, uid: str) -> str | None:
        """Who plays or controls ``uid``: its controller, else who played it last, else
        its owner (whose action was it, once it is in the discard pile)."""
        controller = self.controller(uid)
        if controller is not None:
            return controller
        for event in reversed(self.log):
            if isinstance(event, CardPlayed) and event.card == uid:
                return event.player
        return self.card(uid).owner

    def players_pile(self, player: str, zone: Zone) -> list[str]:
        """A copy of one of ``player``'s piles."""
        return list(self.state.players[player].pile(zone))

    # ================================================================ changes

    def apply(self, event: Event) -> None:
        """Apply one event to the state and append it to the log. The only place the
        state changes."""
        applier = HOOKS.appliers.get(type(event))
        if applier is not None:  # an event without one only records
            applier(event, self)
        self.log.append(event)
        for listener in self.listeners:
            listener(self, event)
        self._watch(event)

    def _watch(self, event: Event) -> None:
        """Let set-aside cards with watchers (a titan's Special) see ``event``."""
        for name in self.state.order:
            for uid in list(self.state.players[name].set_aside):
                card_id = self.definition(uid).id
                registry = self.registry_of(card_id)
                for function in registry.watchers.get(card_id, ()) if registry else ():
                    if self.state.locations[uid].zone == SET_ASIDE:
                        function(self, uid, event)

    def move(
        self,
        uid: str,
        zone: Zone,
        *,
        reason: MoveReason,
        player: str | None = None,
        host: str | None = None,
        controller: str | None = None,
        source: str | None = None,
        top: bool = False,
        index: int | None = None,
        kept_out: bool = True,
        mover: str | None = None,
        destroyer: str | None = None,
    ) -> None:
        """Move ``uid`` to ``zone`` for ``reason``: the one way cards change zones.

        Hand, deck and discard pile mean the *owner's* unless ``player`` says
        otherwise (monsters and treasures leaving play, or sent to a deck or discard
        pile, go to their own discard piles; titans back beside their owner). A card
        leaving play first loses its counters and the cards attached to it (discarded
        to their owners).
        ``top`` puts the card on top of a deck; ``index`` puts a base at that place
        among the bases. A card going to a hand goes to the discard pile instead while
        an effect keeps cards out of that hand, unless ``kept_out`` is False (the Draw
        2 Cards phase's own cards). ``mover``: the player who moved it (lang-moves);
        ``destroyer``: the player who destroyed it (lang-destroyer).
        """
        card = self.card(uid)
        origin = self.state.locations[uid]
        leaving = origin.zone in (IN_PLAY, STASIS) and zone not in (IN_PLAY, STASIS)
        zone, player = self._destination(card, zone, player, leaving)
        if zone == HAND and player and kept_out and self._kept_from_hand(player, uid):
            zone, player = self._destination(card, DISCARD, None, leaving)
        if leaving or reason in ("buried", "uncovered", "stored", "stasis"):
            self.strip(uid, source)
        if zone == IN_PLAY and controller is None and origin.zone == IN_PLAY:
            controller = self.controller(uid)
        if _taken_from_discard(origin.zone, zone, reason):
            self.apply(CardRevealed(uid))
        moved = CardMoved(
            uid,
            origin.zone,
            zone,
            reason,
            from_player=origin.player,
            to_player=player,
            from_host=origin.host,
            to_host=host,
            controller=controller,
            source=source,
            top=top,
            index=index,
            mover=mover,
            destroyer=destroyer,
        )
        self.apply(moved)
        if origin.zone == HAND and zone == DISCARD:
            for hook in HOOKS.discarded_from_hand:  # the cards that react to a discard
                hook(self, uid, moved)

    def _kept_from_hand(self, player: str, uid: str) -> bool:
        """True if a "can't place cards in your hand" effect sends ``uid`` to the discard
        pile instead (the Draw 2 Cards phase's two cards always reach the hand)."""
        return any(kept(self, player, uid) for kept in HOOKS.kept_from_hand)

    def _destination(
        self, card: Card, zone: Zone, player: str | None, leaving: bool
    ) -> tuple[Zone, str | None]:
        kind = card.definition.kind
        # Monsters and treasures have no owner: leaving play, or going to any player's
        # deck or discard pile, they go to their own discard pile.
        own_pile = leaving or zone in (DECK, DISCARD)
        if own_pile and kind == d.MONSTER:
            return MONSTER_DISCARD, None
        if own_pile and kind == d.TREASURE:
            return TREASURE_DISCARD, None
        if card.definition.type == d.TITAN and zone in (HAND, DECK, DISCARD):
            return SET_ASIDE, card.owner
        if zone in (HAND, DECK, DISCARD, SET_ASIDE, STASIS) and player is None:
            owner = self.owner(card.uid)
            if owner is None:
                raise InvalidScenario(f"{card.uid} has no owner to send it to")
            return zone, owner
        return zone, player

    def strip(self, uid: str, source: str | None) -> None:
        """Discard the counters on ``uid`` and the cards attached to or stored under it."""
        record = self.state.in_play.get(uid)
        if record is None:
            return
        for child in list(record.attached):
            self.move(child, DISCARD, reason="discarded", source=source)
        if record.counters:
            self.apply(CountersDiscarded(uid, record.counters))

    def top_of(self, zone: Zone) -> str | None:
        """The top card of the shared pile ``zone`` (the monster deck ...), or None."""
        pile = self.state.shared.get(zone, [])
        return pile[0] if pile else None

    def has_tag(self, uid: str, tag: str) -> bool:
        """True if ``uid``'s card is registered with ``tag`` (e.g. ``affects-minion``)."""
        card_id = self.definition(uid).id
        return any(tag in registry.tags.get(card_id, ()) for registry in self.registries)

    # ================================================================ decisions

    def ask(self, decision: Decision) -> list[str]:
        """Ask ``decision`` and return the chosen keys; an answer that is not legal raises
        :class:`IllegalChoice`."""
        self.decisions.append(decision)
        if self.chooser is None:
            raise MissingAnswer(f"nobody answers {decision.player}'s decision {decision.kind!r}")
        answer = list(self.chooser.choose(decision))
        problem = decision.why_illegal(answer)
        if problem:
            raise IllegalChoice(problem)
        self.apply(DecisionMade(decision.player, decision.kind, tuple(answer), decision.source))
        return answer

    def choose_card(
        self,
        player: str,
        kind: DecisionKind,
        prompt: str,
        cards: Iterable[str],
        *,
        optional: bool = False,
    ) -> str | None:
        """``player`` chooses one of ``cards`` (or passes if ``optional``). A forced choice of
        exactly one card is made without asking; no cards gives None."""
        options = [Option(uid) for uid in dict.fromkeys(cards)]
        if not options:
            return None
        if len(options) == 1 and not optional:
            return options[0].key
        if optional:
            options.append(Option(PASS))
        answer = self.ask(Decision(kind, player, prompt, tuple(options)))[0]
        return None if answer == PASS else answer

    def choose_cards(
        self,
        player: str,
        kind: DecisionKind,
        prompt: str,
        cards: Iterable[str],
        *,
        at_least: int = 0,
        at_most: int | None = None,
    ) -> list[str]:
        """``player`` chooses between ``at_least`` and ``at_most`` of ``cards`` ("any number"
        includes zero). Asked even when there is one way, unless there is no choice at all."""
        options = tuple(Option(uid) for uid in dict.fromkeys(cards))
        high = len(options) if at_most is None else min(at_most, len(options))
        if high == 0 or (at_least >= len(options)):
            return [o.key for o in options][:high]
        return self.ask(Decision(kind, player, prompt, options, min(at_least, high), high))

    def may(
        self, player: str, prompt: str, kind: DecisionKind = "may", source: str | None = None
    ) -> bool:
        """Ask ``player`` a yes/no question ("you may ..."), of ``source``'s ability if given."""
        options = (Option(YES), Option(NO))
        return self.ask(Decision(kind, player, prompt, options, source=source))[0] == YES


def _directly_affects(event: Event, uid: str) -> bool:
    if isinstance(event, CounterPlaced | CounterRemoved):
        return event.card == uid
    if isinstance(event, CounterMoved):
        return uid in (event.from_card, event.to_card)
    if isinstance(event, EffectAdded):
        return event.card == uid and event.source is not None
    if isinstance(event, ControlChanged):
        return event.card == uid
    if isinstance(event, CardMoved):
        if event.card == uid:
            return event.source is not None and event.reason in _AFFECTING_REASONS
        return event.to_host == uid and event.reason == "played"
    return False


def _taken_from_discard(origin: Zone, zone: Zone, reason: MoveReason) -> bool:
    """True if a card is taken out of a discard pile into a hand or a deck (not a whole
    pile shuffled into a deck): "If you take a card out of the discard pile, show it to
    everyone", so it is revealed as it goes."""
    return origin == DISCARD and zone in (HAND, DECK) and reason != "shuffled"
