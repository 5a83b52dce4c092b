"""The rules: :class:`Game` holds a :class:`~smashwiki.engine.state.GameState`,
answers questions about it and changes it only through :meth:`Game.apply`.

Reading it top to bottom: questions (where is a card, what is its power, what
may a player do), then changes (the one :meth:`Game.apply`, the one
:meth:`Game.move`, and the effects cards use), then decisions, trigger windows
(Me First!), playing cards, the turn and its phases, scoring and the end of the
game.

>>> from smashwiki.engine.setup import GameBuilder
>>> g = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=10).minion("Alan", "bank", 6)
>>> game = g.minion("Beth", "bank", 4).build()
>>> game.total_power("bank"), game.breakpoint("bank")
(10, 10)
>>> game.advance_to("score")
>>> game.state.players["Alan"].vp, game.state.players["Beth"].vp
(3, 2)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from . import definitions as d
from .actions import (
    Action,
    PlayAction,
    PlayFromStasis,
    PlayMinion,
    PlayTitan,
    PutInHand,
    UseTalent,
)
from .decisions import NO, PASS, YES, Chooser, Decision, Option
from .errors import IllegalAction, IllegalChoice, InvalidScenario, MissingAnswer
from .events import (
    AbilityResolved,
    BaseChosen,
    BaseScored,
    CardLooked,
    CardMoved,
    CardPlayed,
    CardRevealed,
    ControlChanged,
    CounterMoved,
    CounterPlaced,
    CounterRemoved,
    CountersDiscarded,
    DecisionMade,
    DeckShuffled,
    DuelResolved,
    EffectAdded,
    EffectsExpired,
    Event,
    ExtraPlayGranted,
    ExtraTurnGranted,
    GameEnded,
    GrantExpired,
    OncePerTurnUsed,
    Passed,
    PhaseBegan,
    PlaysReset,
    PlayUsed,
    ReplacementChosen,
    Reshuffled,
    StasisCountersChanged,
    TalentUsed,
    TallyChanged,
    TitanClash,
    TurnBegan,
    VictoryChecked,
    VPGained,
)
from .registry import REGISTRY, Ability, Context, Registry, Timing
from .state import (
    BASE_DECK,
    BASE_DISCARD,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    MADNESS_DECK,
    MONSTER_DECK,
    MONSTER_DISCARD,
    PHASE_ORDER,
    RESOLVING,
    ROLE_ACTION,
    ROLE_BASE,
    ROLE_BURIED,
    ROLE_MINION,
    ROLE_MODIFIER,
    ROLE_STASIS,
    ROLE_STORED,
    ROLE_TITAN,
    SET_ASIDE,
    STASIS,
    TREASURE_DECK,
    TREASURE_DISCARD,
    Card,
    GameState,
    InPlay,
    Location,
    Phase,
    PlayGrant,
    TemporaryEffect,
)

HAND_LIMIT = 10
_ONGOING_TABLES = (
    "power",
    "power_set",
    "breakpoint",
    "player_power",
    "protections",
    "restrictions",
    "blockers",
)
CARDS_DRAWN = 2
MAX_SCORING_ROUNDS = 100
INACTIVE_ROLES = (ROLE_BURIED, ROLE_STORED, ROLE_STASIS)
_AFFECTING_REASONS = ("moved", "destroyed", "returned", "placed", "buried", "shuffled")


@dataclass(frozen=True)
class Trigger:
    """An ability waiting in a window: its card, who controls it, whether it is optional."""

    key: str
    ability: Ability
    card: str
    player: str
    object_id: int | None

    @property
    def optional(self) -> bool:
        """True for "you may" abilities and Specials from the hand."""
        return self.ability.optional or self.ability.from_hand


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
        self._drawing_two = False  # the Draw 2 Cards phase's own two cards
        self._registry_cache: dict[str, Registry | None] = {}
        self._sources_cache: dict[str, list[tuple[str, Any]]] = {}
        self._sources_version = -1
        self._moves = 0  # card moves so far: what cards are in play changes only then

    # ================================================================== questions

    def card(self, uid: str) -> Card:
        """The physical card ``uid`` (raises :class:`InvalidScenario` if unknown)."""
        try:
            return self.state.cards[uid]
        except KeyError:
            raise InvalidScenario(f"there is no card {uid!r} in this game") from None

    def definition(self, uid: str) -> d.CardDef:
        """What is printed on ``uid``."""
        return self.card(uid).definition

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
        if location.zone == DECK:
            return False
        if location.zone == IN_PLAY and self.role(uid) in (ROLE_BURIED, ROLE_STORED):
            return self.controller(uid) == player
        return True

    def stasis_counters(self, uid: str) -> int:
        """The stasis counters on ``uid``."""
        record = self.state.in_play.get(uid)
        return record.stasis_counters if record else 0

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
        return self.definition(uid).is_action and any(a.from_hand for a in self.abilities(uid))

    def next_player(self) -> str:
        """Who takes the next turn: an extra turn first; after extra turns, the player to
        the left of whoever took the last regular turn."""
        if self.state.extra_turns:
            return self.state.extra_turns[0]
        order = self.state.order
        return order[(order.index(self._regular_player()) + 1) % len(order)]

    def _regular_player(self) -> str:
        for event in reversed(self.log):
            if isinstance(event, TurnBegan) and not event.extra:
                return event.player
        return self.first_active

    def _active_attached(self, uid: str) -> Iterator[str]:
        for child in self.state.in_play[uid].attached:
            if self.is_active(child):
                yield child
                yield from self._active_attached(child)

    def abilities(self, uid: str, timing: Timing | None = None) -> list[Ability]:
        """The abilities of ``uid`` (at ``timing``), from the first registry that knows the card."""
        registry = self._registry_of(self.definition(uid).id)
        return registry.of(self.definition(uid).id, timing) if registry else []

    def _registry_of(self, card_id: str) -> Registry | None:
        """The first registry that knows ``card_id`` (looked up once per game)."""
        try:
            return self._registry_cache[card_id]
        except KeyError:
            found = next((r for r in self.registries if r.knows(card_id)), None)
            self._registry_cache[card_id] = found
            return found

    def _registered(self, table: str, card_id: str) -> list[object]:
        registry = self._registry_of(card_id)
        if registry is None:
            return []
        found: list[object] = getattr(registry, table).get(card_id, [])
        return found

    def titan_plays(self, uid: str) -> frozenset[str]:
        """The regular plays (``minion``, ``action``) the titan ``uid`` may be played
        instead of, because its card says so; empty for every other card."""
        card_id = self.definition(uid).id
        registry = self._registry_of(card_id)
        return registry.titan_plays.get(card_id, frozenset()) if registry else frozenset()

    def modifier_target(self, uid: str) -> str | None:
        """``base`` or ``minion`` if ``uid`` is a modifier, else None."""
        card_id = self.definition(uid).id
        registry = self._registry_of(card_id)
        return registry.modifiers.get(card_id) if registry else None

    # ---------------------------------------------------------------- power

    def power(self, uid: str) -> int:
        """The power of ``uid``, derived now and never below 0.

        Out of play it is the printed number; in play it adds counters, ongoing
        modifiers and effects until the end (or start) of a turn, unless an ongoing
        effect sets it (e.g. "this minion's power is 0").
        """
        definition = self.definition(uid)
        record = self.state.in_play.get(uid)
        if record is None:
            return max(0, definition.power)
        if record.role in INACTIVE_ROLES:
            return 0
        total = definition.power
        if record.role == ROLE_MINION:
            fixed: list[int] = [
                value
                for source, fn in self._sources("power_set")
                if (value := fn(self, source, uid)) is not None
            ]
            if fixed:
                return max(0, min(fixed))
            total += record.counters
            total += self._ongoing("power", uid)
            total += self._temporary(record.object_id, "power")
        return max(0, total)

    def _ongoing(self, table: str, target: str) -> int:
        total = 0
        for source, function in self._sources(table):
            total += function(self, source, target)
        return total

    def _sources(self, table: str) -> list[tuple[str, Any]]:
        """(card, function) for every active card with an entry in ``table`` (power,
        breakpoint, protections ...), computed again only after a card moves."""
        if self._sources_version != self._moves:
            self._sources_cache.clear()
            self._sources_version = self._moves
        found = self._sources_cache.get(table)
        if found is None:
            self._index_sources()
            found = self._sources_cache.setdefault(table, [])
        return found

    def _index_sources(self) -> None:
        """Fill the cache of every ongoing table in one pass over the active cards."""
        cache = self._sources_cache
        for name in _ONGOING_TABLES:
            cache.setdefault(name, [])
        for uid in self.active_cards():
            registry = self._registry_of(self.definition(uid).id)
            if registry is None:
                continue
            card_id = self.definition(uid).id
            for name in _ONGOING_TABLES:
                for function in getattr(registry, name).get(card_id, ()):
                    cache[name].append((uid, function))

    def _temporary(self, object_id: int, stat: str) -> int:
        return sum(e.amount for e in self.state.effects if e.target == object_id and e.stat == stat)

    def breakpoint(self, base: str) -> int:
        """The breakpoint of ``base``: printed, changed by ongoing and temporary effects, plus
        the power of monsters nobody controls there; never below 0."""
        total = self.definition(base).breakpoint
        record = self.state.in_play.get(base)
        if record is not None:
            total += self._ongoing("breakpoint", base)
            total += self._temporary(record.object_id, "breakpoint")
            for uid in self.minions_at(base):
                if self.controller(uid) is None:
                    total += self.power(uid)
        return max(0, total)

    def player_power(self, base: str, player: str) -> int:
        """``player``'s total power at ``base``: their minions, counters on their titans,
        and power from non-minion cards (actions with power, player-power effects)."""
        total = 0
        for uid in self.state.at.get(base, ()):
            if self.controller(uid) != player:
                continue
            role = self.role(uid)
            if role == ROLE_MINION:
                total += self.power(uid)
            elif role == ROLE_TITAN:
                total += self.counters(uid) + self.definition(uid).power
            elif role in (ROLE_MODIFIER, ROLE_ACTION):
                total += self.definition(uid).power
            if role in (ROLE_MINION, ROLE_TITAN, ROLE_MODIFIER):
                for child in self.state.in_play[uid].attached:
                    if self.controller(child) == player and self.role(child) == ROLE_MODIFIER:
                        total += self.definition(child).power
        total += self._player_power_effects(base, player)
        return max(0, total)

    def _player_power_effects(self, base: str, player: str) -> int:
        total = 0
        for source, function in self._sources("player_power"):
            total += function(self, source, base, player)
        return total

    def total_power(self, base: str) -> int:
        """The total power at ``base`` that counts toward its breakpoint."""
        return sum(self.player_power(base, player) for player in self.state.order)

    def has_presence(self, base: str, player: str) -> bool:
        """True if ``player`` controls a minion at ``base`` or has at least 1 power there."""
        for uid in self.minions_at(base):
            if self.controller(uid) == player:
                return True
        return self.player_power(base, player) >= 1

    def ranking(self, base: str) -> tuple[tuple[str, int, int], ...]:
        """(player, power, place) for every player with presence at ``base``, best first.

        Tied players all get the best place they tie for, and the places after a tie
        are skipped (10, 10, 5 gives places 1, 1, 3).
        """
        powers = [
            (p, self.player_power(base, p))
            for p in self._turn_order_from_active()
            if self.has_presence(base, p)
        ]
        ranked = sorted(powers, key=lambda item: -item[1])
        return tuple(
            (player, power, 1 + sum(1 for _, other in ranked if other > power))
            for player, power in ranked
        )

    def is_protected(self, target: str, by: str | None) -> bool:
        """True if an ongoing protection stops the card ``by`` from affecting ``target``."""
        for source, function in self._sources("protections"):
            if function(self, source, target, by):
                return True
        return False

    def can_score(self, base: str) -> bool:
        """False if an ongoing effect says the base cannot score."""
        for source, function in self._sources("blockers"):
            if function(self, source, base):
                return False
        return True

    def ready_bases(self) -> list[str]:
        """Bases whose total power has reached their breakpoint and that may score."""
        return [
            base
            for base in self.state.bases
            if self.total_power(base) >= self.breakpoint(base) and self.can_score(base)
        ]

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

    def used_this_turn(self, key: str) -> bool:
        """True if the "once per turn" ability ``key`` was used this turn."""
        return key in self.state.used_this_turn

    def use_once_per_turn(self, key: str) -> bool:
        """Mark ``key`` used for this turn; False if it already was."""
        if key in self.state.used_this_turn:
            return False
        self.apply(OncePerTurnUsed(key))
        return True

    def madness_count(self, player: str) -> int:
        """Madness cards ``player`` has in hand, deck or discard pile, buried, stored or in
        stasis."""
        count = 0
        for uid, card in self.state.cards.items():
            if card.definition.kind != d.MADNESS:
                continue
            location = self.state.locations[uid]
            in_pile = location.zone in (HAND, DECK, DISCARD, STASIS) and location.player == player
            hidden = self.role(uid) in (ROLE_BURIED, ROLE_STORED)
            if in_pile or (hidden and self.controller(uid) == player):
                count += 1
        return count

    def final_scores(self) -> tuple[tuple[str, int, int], ...]:
        """(player, VPs after the madness penalty, madness cards), best first: most VPs,
        then fewest madness cards."""
        rows = []
        for player in self.state.order:
            madness = self.madness_count(player)
            rows.append((player, self.state.players[player].vp - madness // 2, madness))
        return tuple(sorted(rows, key=lambda row: (-row[1], row[2])))

    # ---------------------------------------------------------------- legality

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every action ``player`` (default: the active player) may take now."""
        player = player or self.state.active
        candidates: list[Action] = []
        state = self.state.players[player]
        for uid in state.hand:
            definition = self.definition(uid)
            if definition.is_minion:
                candidates += [PlayMinion(player, uid, base) for base in self.state.bases]
            elif definition.is_action:
                candidates += [PlayAction(player, uid, t) for t in self._action_targets(uid)]
        for grant in state.grants:
            if grant.from_zone != HAND:
                for uid in self.players_pile(player, grant.from_zone):
                    if self.definition(uid).is_minion:
                        candidates += [PlayMinion(player, uid, b) for b in self.state.bases]
                    elif self.definition(uid).is_action:
                        candidates += [
                            PlayAction(player, uid, t) for t in self._action_targets(uid)
                        ]
        for uid in self.active_cards():
            if self.controller(uid) == player and self.abilities(uid, Timing.TALENT):
                candidates.append(UseTalent(player, uid))
        for uid in state.stasis:
            targets: list[str | None] = (
                list(self.state.bases) if self.definition(uid).is_minion else [None]
            )
            candidates += [PlayFromStasis(player, uid, base) for base in targets]
        for uid in state.set_aside:
            for how in (*sorted(self.titan_plays(uid)), None):
                candidates += [PlayTitan(player, uid, base, how) for base in self.state.bases]
        return list(dict.fromkeys(a for a in candidates if self.why_illegal(a) is None))

    def players_pile(self, player: str, zone: str) -> list[str]:
        """A copy of one of ``player``'s piles."""
        return list(self.state.players[player].pile(zone))

    def _action_targets(self, uid: str) -> list[str | None]:
        target = self.modifier_target(uid)
        if target == "base":
            return list(self.state.bases)
        if target == "minion":
            return [m for m in self.minions_in_play() if not self.is_protected(m, uid)]
        return [None]

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, or None if it is."""
        if self.state.phase == Phase.OVER:
            return "the game is over"
        if action.player not in self.state.players:
            return f"{action.player} is not playing"
        if action.player != self.state.active or self.state.phase != Phase.PLAY:
            return f"{action.player} may only do that in the Play Cards phase of their turn"
        if isinstance(action, PlayMinion | PlayAction):
            return self._why_play_illegal(action)
        if isinstance(action, UseTalent):
            return self._why_talent_illegal(action)
        if isinstance(action, PlayFromStasis):
            return self._why_stasis_illegal(action)
        if isinstance(action, PlayTitan):
            return self._why_titan_illegal(action)
        return f"unknown action {action!r}"

    def _why_play_illegal(self, action: PlayMinion | PlayAction) -> str | None:
        uid = action.card
        if uid not in self.state.cards:
            return f"there is no card {uid!r}"
        definition = self.definition(uid)
        kind = "minion" if isinstance(action, PlayMinion) else "action"
        if (kind == "minion") != definition.is_minion:
            return f"{uid} is not a{'n' if kind == 'action' else ''} {kind}"
        if self.is_special(uid):
            return f"{uid} is a Special: it is played only at the moment its text says"
        target = action.base if isinstance(action, PlayMinion) else action.target
        problem = self._why_target_illegal(uid, kind, target)
        if problem:
            return problem
        grant = self._allowance(action.player, uid, kind, target, action.using)
        if grant is None:
            return self._no_allowance_reason(action.player, uid, kind)
        return self._restricted(action)

    def _why_target_illegal(self, uid: str, kind: str, target: str | None) -> str | None:
        if kind == "minion":
            if target not in self.state.bases:
                return f"{target} is not a base in play"
            return None
        wanted = self.modifier_target(uid)
        if wanted == "base" and target not in self.state.bases:
            return f"{uid} must be played on a base in play"
        if wanted == "minion" and (target is None or self.role(target) != ROLE_MINION):
            return f"{uid} must be played on a minion in play"
        if wanted == "minion" and self.is_protected(target or "", uid):
            return f"{target} can't be affected by {uid}"
        if wanted is None and target is not None:
            return f"{uid} is not played on a card"
        return None

    def _no_allowance_reason(self, player: str, uid: str, kind: str) -> str:
        location = self.state.locations[uid]
        if location.zone != HAND or location.player != player:
            return f"{uid} is not in {player}'s hand"
        return f"{player} has no {kind} play left this turn"

    def _allowance(
        self, player: str, uid: str, kind: str, target: str | None, using: str | None
    ) -> PlayGrant | str | None:
        """The grant (or ``"normal"``) that lets ``player`` play ``uid`` now, or None."""
        state = self.state.players[player]
        location = self.state.locations[uid]
        if using != "normal":
            for grant in state.grants:
                if self._grant_fits(grant, player, uid, kind, target, location):
                    return grant
        if using == "extra":
            return None
        normal = state.minion_plays if kind == "minion" else state.action_plays
        if normal > 0 and location.zone == HAND and location.player == player:
            return "normal"
        return None

    def _grant_fits(
        self,
        grant: PlayGrant,
        player: str,
        uid: str,
        kind: str,
        target: str | None,
        location: Location,
    ) -> bool:
        if grant.kind != kind or location.zone != grant.from_zone or location.player != player:
            return False
        if grant.card is not None and grant.card != uid:
            return False
        if grant.max_power is not None and self.definition(uid).power > grant.max_power:
            return False
        if grant.bases is not None and kind == "minion" and target not in grant.bases:
            return False
        return not (
            grant.affects is not None
            and kind == "action"
            and self.modifier_target(uid) == "minion"
            and target != grant.affects
        )

    def _restricted(self, action: Action) -> str | None:
        """A reason from a "can't" effect (which beats any "can")."""
        for source, function in self._sources("restrictions"):
            reason = function(self, source, action)
            if reason:
                return str(reason)
        return None

    def _why_talent_illegal(self, action: UseTalent) -> str | None:
        uid = action.card
        if not self.is_active(uid) or self.controller(uid) != action.player:
            return f"{action.player} does not control {uid} in play"
        if not self.abilities(uid, Timing.TALENT):
            return f"{uid} has no talent"
        if self.state.in_play[uid].object_id in self.state.players[action.player].talents_used:
            return f"the talent of {uid} was already used this turn"
        return None

    def _why_stasis_illegal(self, action: PlayFromStasis) -> str | None:
        if action.card not in self.state.players[action.player].stasis:
            return f"{action.card} is not in {action.player}'s stasis"
        if self.stasis_counters(action.card) > 0:
            return f"{action.card} still has stasis counters"
        if self.definition(action.card).is_minion and action.base not in self.state.bases:
            return "a minion leaving stasis is played on a base in play"
        return self._restricted(action)

    def _why_titan_illegal(self, action: PlayTitan) -> str | None:
        if action.card not in self.state.players[action.player].set_aside:
            return f"{action.card} is not beside {action.player}"
        if action.base not in self.state.bases:
            return f"{action.base} is not a base in play"
        if any(
            self.role(u) == ROLE_TITAN and self.controller(u) == action.player
            for u in self.state.in_play
        ):
            return f"{action.player} already controls a titan in play"
        reason = self._why_titan_play_missing(action)
        return reason if reason is not None else self._restricted(action)

    def _why_titan_play_missing(self, action: PlayTitan) -> str | None:
        """Why no play lets ``action`` happen: a titan is played instead of a regular
        play only if a card says so, otherwise through a grant (a card saying "play it")."""
        state = self.state.players[action.player]
        how = action.instead_of
        if how is None:
            if not any(g.kind == "titan" for g in state.grants):
                return "no card lets you play a titan now"
            return None
        if how not in ("minion", "action"):
            return f"a titan is played instead of the regular minion or action play, not {how!r}"
        if how not in self.titan_plays(action.card):
            return f"no card lets you play this titan instead of your regular {how} play"
        if (state.minion_plays if how == "minion" else state.action_plays) < 1:
            return f"{action.player} has no {how} play left this turn"
        return None

    # ================================================================== changes

    def apply(self, event: Event) -> None:
        """Apply one event to the state and append it to the log. The only place the
        state changes."""
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
        self.log.append(event)
        for listener in self.listeners:
            listener(self, event)
        self._watch(event)

    def _watch(self, event: Event) -> None:
        """Let set-aside cards with watchers (a titan's Special) see ``event``."""
        for name in self.state.order:
            for uid in list(self.state.players[name].set_aside):
                for function in self._registered("watchers", self.definition(uid).id):
                    if self.state.locations[uid].zone == SET_ASIDE:
                        function(self, uid, event)  # type: ignore[operator]

    def _apply_turn_began(self, event: TurnBegan) -> None:
        self.state.active = event.player
        self.state.turn = event.turn
        self.state.used_this_turn.clear()

    def _apply_phase_began(self, event: PhaseBegan) -> None:
        self.state.phase = Phase(event.phase)

    def _apply_card_moved(self, event: CardMoved) -> None:
        state = self.state
        uid = event.card
        self._moves += 1
        state.pile(state.locations[uid]).remove(uid)
        entering = event.to_zone in (IN_PLAY, STASIS)
        leaving = event.from_zone in (IN_PLAY, STASIS)
        if leaving and not entering:
            record = state.in_play.pop(uid)
            state.effects = [e for e in state.effects if e.target != record.object_id]
            state.at.pop(uid, None)
        elif (
            entering and not leaving or event.reason in ("buried", "stored", "stasis", "uncovered")
        ):
            state.in_play[uid] = InPlay(
                uid, state.next_object_id, event.controller, _role_for(event, self.definition(uid))
            )
            state.next_object_id += 1
        destination = Location(event.to_zone, event.to_player, event.to_host)
        if event.to_zone == IN_PLAY and event.to_host is None:
            state.at.setdefault(uid, [])
        pile = state.pile(destination)
        if event.top:
            pile.insert(0, uid)
        else:
            pile.append(uid)
        state.locations[uid] = destination
        if event.to_zone == DECK or event.reason == "revealed":
            state.known.pop(uid, None)
        if event.reason == "revealed":
            state.known[uid] = set(state.order)
        if self.definition(uid).kind == d.MADNESS:
            state.cards[uid].owner = event.to_player if event.to_zone != MADNESS_DECK else None

    def _apply_control_changed(self, event: ControlChanged) -> None:
        self.state.in_play[event.card].controller = event.new

    def _apply_counter_placed(self, event: CounterPlaced) -> None:
        self.state.in_play[event.card].counters += event.amount

    def _apply_replacement(self, event: ReplacementChosen) -> None:
        self.state.replacements[event.base] = event.replacement

    def _apply_once_per_turn(self, event: OncePerTurnUsed) -> None:
        self.state.used_this_turn.add(event.key)

    def _apply_card_looked(self, event: CardLooked) -> None:
        self.state.known.setdefault(event.card, set()).add(event.player)

    def _apply_card_revealed(self, event: CardRevealed) -> None:
        self.state.known[event.card] = set(self.state.order)

    def _apply_deck_shuffled(self, event: DeckShuffled) -> None:
        deck = self.state.players[event.player].deck
        self.rng.shuffle(deck)
        for uid in deck:
            self.state.known.pop(uid, None)

    def _apply_counter_moved(self, event: CounterMoved) -> None:
        self.state.in_play[event.from_card].counters -= event.amount
        self.state.in_play[event.to_card].counters += event.amount

    def _apply_counter_removed(self, event: CounterRemoved) -> None:
        self.state.in_play[event.card].counters -= event.amount

    def _apply_counters_discarded(self, event: CountersDiscarded) -> None:
        self.state.in_play[event.card].counters -= event.amount

    def _apply_stasis_counters(self, event: StasisCountersChanged) -> None:
        self.state.in_play[event.card].stasis_counters += event.amount

    def _apply_effect_added(self, event: EffectAdded) -> None:
        record = self.state.in_play[event.card]
        player = self.state.active if event.until == "start-of-turn" else None
        if event.until.startswith("start-of-turn:"):
            player = event.until.split(":", 1)[1]
        self.state.effects.append(
            TemporaryEffect(
                record.object_id,
                event.amount,
                event.until.split(":")[0],
                player,
                event.source,
                event.stat,
            )
        )
        if event.stat == "cancelled":
            self._moves += 1  # which cards' abilities work has changed

    def _apply_effects_expired(self, event: EffectsExpired) -> None:
        self.state.effects = [e for e in self.state.effects if not _expires(e, event)]
        self._moves += 1

    def _apply_tally(self, event: TallyChanged) -> None:
        total = self.state.tallies.get(event.card, 0) + event.amount
        if total:
            self.state.tallies[event.card] = total
        else:
            self.state.tallies.pop(event.card, None)

    def _apply_vp_gained(self, event: VPGained) -> None:
        self.state.players[event.player].vp += event.amount

    def _apply_reshuffled(self, event: Reshuffled) -> None:
        if event.zone == BASE_DECK:
            source, target = (
                self.state.shared[BASE_DISCARD],
                self.state.shared.setdefault(BASE_DECK, []),
            )
            zone, player = BASE_DECK, None
        else:
            assert event.player is not None
            player_state = self.state.players[event.player]
            source, target, zone, player = (
                player_state.discard,
                player_state.deck,
                DECK,
                event.player,
            )
        cards = list(source)
        self.rng.shuffle(cards)
        source.clear()
        target.extend(cards)
        for uid in cards:
            self.state.locations[uid] = Location(zone, player)

    def _apply_grant(self, event: ExtraPlayGranted) -> None:
        if not event.grant.immediate:
            self.state.players[event.player].grants.append(event.grant)

    def _apply_plays_reset(self, event: PlaysReset) -> None:
        player = self.state.players[event.player]
        player.minion_plays, player.action_plays = event.minions, event.actions
        player.talents_used.clear()

    def _apply_play_used(self, event: PlayUsed) -> None:
        player = self.state.players[event.player]
        if event.grant is None:
            if event.play == "minion":
                player.minion_plays -= 1
            else:
                player.action_plays -= 1
            return
        if event.grant in player.grants:
            player.grants.remove(event.grant)

    def _apply_grant_expired(self, event: GrantExpired) -> None:
        player = self.state.players[event.player]
        if event.grant in player.grants:
            player.grants.remove(event.grant)

    def _apply_talent_used(self, event: TalentUsed) -> None:
        self.state.players[event.player].talents_used.add(self.state.in_play[event.card].object_id)

    def _apply_extra_turn(self, event: ExtraTurnGranted) -> None:
        self.state.extra_turns.append(event.player)

    def _apply_game_ended(self, event: GameEnded) -> None:
        self.state.winners = event.winners
        self.state.phase = Phase.OVER

    # ---------------------------------------------------------------- moving cards

    def move(
        self,
        uid: str,
        zone: str,
        *,
        reason: str,
        player: str | None = None,
        host: str | None = None,
        controller: str | None = None,
        source: str | None = None,
        top: bool = False,
    ) -> None:
        """Move ``uid`` to ``zone`` for ``reason``: the one way cards change zones.

        Hand, deck and discard pile mean the *owner's* unless ``player`` says
        otherwise (monsters and treasures leaving play go to their own discard
        piles; titans back beside their owner). A card leaving play first loses
        its counters and the cards attached to it (discarded to their owners).
        ``top`` puts the card on top of a deck.
        """
        card = self.card(uid)
        origin = self.state.locations[uid]
        leaving = origin.zone in (IN_PLAY, STASIS) and zone not in (IN_PLAY, STASIS)
        zone, player = self._destination(card, zone, player, leaving)
        if zone == HAND and player and not self._drawing_two and self._kept_from_hand(player, uid):
            zone, player = self._destination(card, DISCARD, None, leaving)
        if leaving or reason in ("buried", "uncovered", "stored", "stasis"):
            self._strip(uid, source)
        if zone == IN_PLAY and controller is None and origin.zone == IN_PLAY:
            controller = self.controller(uid)
        self.apply(
            CardMoved(
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
            )
        )
        if origin.zone == HAND and zone == DISCARD:
            self._discarded_from_hand(uid)

    def _kept_from_hand(self, player: str, uid: str) -> bool:
        """True if a "can't place cards in your hand" effect sends ``uid`` to the discard
        pile instead (the Draw 2 Cards phase's two cards always reach the hand)."""
        return self._restricted(PutInHand(player, uid)) is not None

    def _discarded_from_hand(self, uid: str) -> None:
        """A card discarded from a hand (for any reason): the cards in play that react to
        a discard, then the card's own ability ("if this is discarded from your hand")."""
        event = self.log[-1]
        self._fire(Timing.DISCARDED_FROM_HAND, None, event=event)
        self._fire(Timing.DISCARDED_FROM_HAND, [uid], event=event)

    def _destination(
        self, card: Card, zone: str, player: str | None, leaving: bool
    ) -> tuple[str, str | None]:
        kind = card.definition.kind
        if leaving and kind == d.MONSTER:
            return MONSTER_DISCARD, None
        if leaving and kind == d.TREASURE:
            return TREASURE_DISCARD, None
        if card.definition.type == d.TITAN and zone in (HAND, DECK, DISCARD):
            return SET_ASIDE, card.owner
        if zone in (HAND, DECK, DISCARD, SET_ASIDE, STASIS) and player is None:
            owner = self.owner(card.uid)
            if owner is None:
                raise InvalidScenario(f"{card.uid} has no owner to send it to")
            return zone, owner
        return zone, player

    def _strip(self, uid: str, source: str | None) -> None:
        """Discard the counters on ``uid`` and the cards attached to or stored under it."""
        record = self.state.in_play.get(uid)
        if record is None:
            return
        for child in list(record.attached):
            self.move(child, DISCARD, reason="discarded", source=source)
        if record.counters:
            self.apply(CountersDiscarded(uid, record.counters))

    def destroy(self, uid: str, *, source: str | None = None) -> bool:
        """Destroy ``uid`` (to its owner's discard pile). False if it is protected or not in play.

        A monster destroyed by a card's effect gives that card's controller its treasures.
        """
        if not self.is_active(uid) or self.is_protected(uid, source):
            return False
        loot_to = self.controller(source) if source and self.is_in_play(source) else None
        treasure = self.definition(uid).treasure if self.definition(uid).kind == d.MONSTER else 0
        self.move(uid, DISCARD, reason="destroyed", source=source)
        self._fire(Timing.GOES_TO_DISCARD, [uid])
        if loot_to and treasure:
            for _ in range(treasure):
                top = self._top(TREASURE_DECK)
                if top is None:
                    break
                self.move(top, HAND, player=loot_to, reason="drawn", source=source)
        return True

    def return_to_hand(self, uid: str, *, source: str | None = None) -> bool:
        """Return ``uid`` from play to its owner's hand. False if protected, or if it is in
        stasis or stored (untouchable by abilities that do not name them)."""
        if self.role(uid) in (None, ROLE_STASIS, ROLE_STORED) or self.is_protected(uid, source):
            return False
        self.move(uid, HAND, reason="returned", source=source)
        return True

    def move_minion(self, uid: str, base: str, *, source: str | None = None) -> bool:
        """Move a minion (with everything on it) to another base. Not a play: no on-play."""
        if not self.is_active(uid) or self.is_protected(uid, source) or base == self.base_of(uid):
            return False
        self.move(uid, IN_PLAY, host=base, reason="moved", source=source)
        self._affected(uid, self.log[-1])
        self._after_titan_arrives(uid, base)
        return True

    def take_control(self, uid: str, player: str, *, source: str | None = None) -> bool:
        """``player`` gains control of ``uid`` in play."""
        if not self.is_in_play(uid) or self.is_protected(uid, source):
            return False
        self.apply(ControlChanged(uid, self.controller(uid), player))
        self._affected(uid, self.log[-1])
        return True

    def _top(self, zone: str) -> str | None:
        pile = self.state.shared.get(zone, [])
        return pile[0] if pile else None

    # ---------------------------------------------------------------- counters, power, VPs

    def place_counters(self, uid: str, amount: int = 1, *, source: str | None = None) -> bool:
        """Place ``amount`` +1 power counters on ``uid``. False if protected, or not in play
        (counters for counting on a card out of play are a tally: :meth:`change_tally`)."""
        if amount <= 0 or not self.is_in_play(uid) or self.is_protected(uid, source):
            return False
        event = CounterPlaced(uid, amount, source)
        self.apply(event)
        self._fire(Timing.COUNTER_PLACED, None, event=event)
        self._affected(uid, event)
        return True

    def move_counters(
        self, origin: str, target: str, amount: int = 1, *, source: str | None = None
    ) -> bool:
        """Move ``amount`` counters from ``origin`` to ``target`` (not a placement)."""
        if amount <= 0 or self.counters(origin) < amount or not self.is_in_play(target):
            return False
        if self.is_protected(origin, source) or self.is_protected(target, source):
            return False
        event = CounterMoved(origin, target, amount, source)
        self.apply(event)
        self._affected(origin, event)
        self._affected(target, event)
        return True

    def remove_counters(self, uid: str, amount: int = 1, *, source: str | None = None) -> bool:
        """Remove up to ``amount`` counters from ``uid`` (they go back to the supply)."""
        amount = min(amount, self.counters(uid))
        if amount <= 0 or self.is_protected(uid, source):
            return False
        event = CounterRemoved(uid, amount, source)
        self.apply(event)
        self._affected(uid, event)
        return True

    def add_power(
        self, uid: str, amount: int, *, until: str = "end-of-turn", source: str | None = None
    ) -> bool:
        """Give ``uid`` ``amount`` power (may be negative) until the end of the turn (or
        ``start-of-turn:<player>``). Counters are never touched."""
        if not self.is_active(uid) or self.is_protected(uid, source):
            return False
        event = EffectAdded(uid, amount, until, "power", source)
        self.apply(event)
        self._affected(uid, event)
        return True

    def add_breakpoint(
        self, base: str, amount: int, *, until: str = "end-of-turn", source: str | None = None
    ) -> None:
        """Change ``base``'s breakpoint by ``amount`` for a while."""
        self.apply(EffectAdded(base, amount, until, "breakpoint", source))

    def gain_vp(self, player: str, amount: int, *, base: str | None = None) -> None:
        """``player`` gains ``amount`` VPs."""
        if amount > 0:
            self.apply(VPGained(player, amount, base))

    def grant_extra_turn(self, player: str) -> None:
        """``player`` takes an extra turn after this one."""
        self.apply(ExtraTurnGranted(player))

    def change_tally(self, uid: str, amount: int) -> None:
        """Place (or remove, if negative) counters for literal counting on ``uid`` out of
        play; they are not +1 power counters."""
        amount = max(amount, -self.tally(uid))
        if amount:
            self.apply(TallyChanged(uid, amount))

    def cancel_abilities(self, uid: str, *, until: str, source: str | None = None) -> None:
        """Cancel the abilities of ``uid`` in play ``until`` (``start-of-turn:<player>`` ...)."""
        self.apply(EffectAdded(uid, 0, until, "cancelled", source))

    def _affected(self, uid: str, event: Event) -> None:
        for ability in self.abilities(uid, Timing.AFFECTED) if self.is_active(uid) else []:
            controller = self.controller(uid) or self.state.active
            self._run(Trigger(uid, ability, uid, controller, None), event=event)

    # ---------------------------------------------------------------- drawing

    def draw(self, player: str, count: int = 1) -> list[str]:
        """``player`` draws ``count`` cards, shuffling the discard pile into a new deck when
        the deck is empty (even in the middle of drawing). Returns the cards drawn."""
        drawn = []
        for _ in range(count):
            deck = self.state.players[player].deck
            if not deck and not self._reshuffle(player):
                break
            uid = deck[0]
            self.move(uid, HAND, player=player, reason="drawn")
            drawn.append(uid)
        return drawn

    def _reshuffle(self, player: str) -> bool:
        discard = self.state.players[player].discard
        if not discard:
            return False
        self.apply(Reshuffled(DECK, player, len(discard)))
        return True

    def reveal_until(
        self, player: str, wanted: Callable[[str], bool], *, source: str | None = None
    ) -> tuple[str | None, list[str]]:
        """Reveal cards from the top of ``player``'s deck until one is ``wanted``.

        The discard pile is shuffled in only if the deck is empty *before* the first
        card; if the deck runs out later, revealing stops (the "reveal until"
        exception). Returns the card found (or None) and the other revealed cards;
        all stay revealed (``resolving``) for the ability to place.
        """
        deck = self.state.players[player].deck
        if not deck:
            self._reshuffle(player)
        others: list[str] = []
        while deck:
            uid = deck[0]
            self.move(uid, RESOLVING, reason="revealed", source=source)
            if wanted(uid):
                return uid, others
            others.append(uid)
        return None, others

    def shuffle_deck(self, player: str) -> None:
        """Shuffle ``player``'s deck (after a search, or cards shuffled in)."""
        self.apply(DeckShuffled(player))

    def resolve_special(
        self, uid: str, player: str, effect: Callable[[], None], *, target: str | None = None
    ) -> None:
        """Play the Special ``uid`` from ``player``'s hand at its moment (not one of the
        turn's free plays): an action resolves ``effect`` and is then discarded (unless
        the effect put it elsewhere); a minion is put on ``target`` first."""
        if self.definition(uid).is_minion and target is not None:
            self.move(uid, IN_PLAY, host=target, controller=player, reason="played")
        else:
            self.move(uid, RESOLVING, player=player, controller=player, reason="played")
        self.apply(CardPlayed(uid, player, target, False, None, len(self.log)))
        effect()
        if self.state.locations[uid].zone == RESOLVING:
            self.move(uid, DISCARD, reason="resolved")

    def has_tag(self, uid: str, tag: str) -> bool:
        """True if ``uid``'s card is registered with ``tag`` (e.g. ``affects-minion``)."""
        card_id = self.definition(uid).id
        return any(tag in registry.tags.get(card_id, ()) for registry in self.registries)

    def draw_madness(self, player: str) -> str | None:
        """``player`` draws a Madness card (nothing happens if the Madness deck is empty)."""
        top = self._top(MADNESS_DECK)
        if top is None:
            return None
        self.move(top, HAND, player=player, reason="drawn")
        return top

    # ================================================================== decisions

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
        self.apply(DecisionMade(decision.player, decision.kind, tuple(answer)))
        return answer

    def choose_card(
        self,
        player: str,
        kind: str,
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
        kind: str,
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

    def may(self, player: str, prompt: str, kind: str = "may") -> bool:
        """Ask ``player`` a yes/no question ("you may ...")."""
        return self.ask(Decision(kind, player, prompt, (Option(YES), Option(NO))))[0] == YES

    # ================================================================== trigger windows

    def _turn_order_from_active(self) -> list[str]:
        order = self.state.order
        start = order.index(self.state.active) if self.state.active in order else 0
        return order[start:] + order[:start]

    def _collect(
        self, timing: Timing, cards: Iterable[str] | None, event: Event | None, base: str | None
    ) -> list[Trigger]:
        triggers = []
        sources = self._with_abilities() if cards is None else list(cards)
        for uid in sources:
            if not self.abilities(uid, timing):
                continue
            player = self._ability_player(uid)
            record = self.state.in_play.get(uid)
            for index, ability in enumerate(self.abilities(uid, timing)):
                if ability.from_hand:
                    continue
                trigger = Trigger(
                    f"{uid}:{index}" if index else uid,
                    ability,
                    uid,
                    player,
                    record.object_id if record else None,
                )
                if self._condition(trigger, event, base):
                    triggers.append(trigger)
        if cards is None:
            triggers += self._hand_specials(timing, event, base)
        return triggers

    def _with_abilities(self) -> list[str]:
        """Active cards with any registered ability, computed again only after a card moves."""
        if self._sources_version != self._moves:
            self._sources_cache.clear()
            self._sources_version = self._moves
        found = self._sources_cache.get("abilities")
        if found is None:
            found = [(uid, None) for uid in self.active_cards() if self.abilities(uid)]
            self._sources_cache["abilities"] = found
        return [uid for uid, _ in found]

    def _with_specials(self) -> bool:
        """True if any hand or titan beside a player holds a Special (cached between moves)."""
        if self._sources_version != self._moves:
            self._sources_cache.clear()
            self._sources_version = self._moves
        found = self._sources_cache.get("specials")
        if found is None:
            found = [
                (uid, None)
                for piles in self.state.players.values()
                for uid in (*piles.hand, *piles.set_aside)
                if any(a.from_hand for a in self.abilities(uid))
            ]
            self._sources_cache["specials"] = found
        return bool(found)

    def _hand_specials(
        self, timing: Timing, event: Event | None, base: str | None
    ) -> list[Trigger]:
        found: list[Trigger] = []
        if not self._with_specials():
            return found
        for player in self._turn_order_from_active():
            piles = self.state.players[player]
            for uid in (*piles.hand, *piles.set_aside):
                for index, ability in enumerate(self.abilities(uid, timing)):
                    trigger = Trigger(
                        f"{uid}:{index}" if index else uid, ability, uid, player, None
                    )
                    if ability.from_hand and self._condition(trigger, event, base):
                        found.append(trigger)
        return found

    def _ability_player(self, uid: str) -> str:
        controller = self.controller(uid)
        if controller is not None:
            return controller
        owner = self.card(uid).owner
        if owner is not None and not self.is_in_play(uid):
            return owner
        return self.state.active

    def _condition(self, trigger: Trigger, event: Event | None, base: str | None) -> bool:
        if trigger.ability.when is None:
            return True
        return trigger.ability.when(self._context(trigger, event, base))

    def _context(
        self,
        trigger: Trigger,
        event: Event | None,
        base: str | None,
        must_affect: str | None = None,
    ) -> Context:
        return Context(
            self, trigger.card, trigger.player, trigger.ability.timing, event, base, must_affect
        )

    def _still_there(self, trigger: Trigger) -> bool:
        if trigger.ability.from_hand:
            location = self.state.locations[trigger.card]
            return location.zone in (HAND, SET_ASIDE) and location.player == trigger.player
        if trigger.object_id is None:
            return True
        record = self.state.in_play.get(trigger.card)
        return record is not None and record.object_id == trigger.object_id

    def _run(self, trigger: Trigger, event: Event | None = None, base: str | None = None) -> None:
        if not self._still_there(trigger) and trigger.ability.timing != Timing.GOES_TO_DISCARD:
            return
        trigger.ability.run(self._context(trigger, event, base))
        self.apply(AbilityResolved(trigger.card, trigger.ability.timing.value, trigger.player))

    def _fire(
        self,
        timing: Timing,
        cards: Iterable[str] | None,
        *,
        event: Event | None = None,
        base: str | None = None,
    ) -> None:
        """Open a window: collect what ``timing`` triggers and resolve it by Me First!

        Mandatory abilities first, in the order the current player chooses; then
        optional ones, each player from the current player clockwise using one or
        passing, until all pass in a row. ``cards`` limits the window to those cards
        (e.g. the cards that just went to the discard pile).
        """
        self._resolve_mandatory(
            [t for t in self._collect(timing, cards, event, base) if not t.optional], event, base
        )
        self._optional_round(timing, cards, event, base)

    def _resolve_mandatory(
        self, triggers: list[Trigger], event: Event | None, base: str | None
    ) -> None:
        waiting = list(triggers)
        while waiting:
            if len(waiting) == 1:
                chosen = waiting[0]
            else:
                options = tuple(Option(t.key, value=t) for t in waiting)
                key = self.ask(
                    Decision(
                        "order-abilities",
                        self.state.active,
                        "Which ability resolves next?",
                        options,
                    )
                )[0]
                chosen = next(t for t in waiting if t.key == key)
            waiting.remove(chosen)
            self._run(chosen, event, base)

    def _optional_round(
        self, timing: Timing, cards: Iterable[str] | None, event: Event | None, base: str | None
    ) -> None:
        cards = None if cards is None else list(cards)
        used: set[str] = set()
        order = self._turn_order_from_active()
        passes, turn = 0, 0
        while passes < len(order) and self.state.phase != Phase.OVER:
            player = order[turn % len(order)]
            turn += 1
            offered = [
                t
                for t in self._collect(timing, cards, event, base)
                if t.optional and t.player == player and t.key not in used
            ]
            if not offered:
                passes += 1
                continue
            options = tuple(Option(t.key, value=t) for t in offered) + (Option(PASS),)
            key = self.ask(
                Decision("use-ability", player, f"Use an optional {timing.value} ability?", options)
            )[0]
            if key == PASS:
                self.apply(Passed(player, timing.value))
                passes += 1
                continue
            passes = 0
            used.add(key)
            self._run(next(t for t in offered if t.key == key), event, base)

    # ================================================================== playing cards

    def perform(self, action: Action) -> None:
        """Carry out ``action``; raises :class:`IllegalAction` (with the reason) if not legal."""
        reason = self.why_illegal(action)
        if reason:
            raise IllegalAction(reason)
        if isinstance(action, PlayMinion):
            self._play_normally(action.player, action.card, action.base, "minion", action.using)
        elif isinstance(action, PlayAction):
            self._play_normally(action.player, action.card, action.target, "action", action.using)
        elif isinstance(action, UseTalent):
            self._use_talent(action)
        elif isinstance(action, PlayFromStasis):
            self._play_from_stasis(action)
        elif isinstance(action, PlayTitan):
            self._play_titan(action)

    def _play_normally(
        self, player: str, uid: str, target: str | None, kind: str, using: str | None
    ) -> None:
        allowance = self._allowance(player, uid, kind, target, using)
        grant = allowance if isinstance(allowance, PlayGrant) else None
        self.apply(PlayUsed(player, kind, grant))
        self.play_card(player, uid, target, grant=grant)

    def play_card(
        self,
        player: str,
        uid: str,
        target: str | None,
        *,
        grant: PlayGrant | None = None,
        extra: bool = False,
    ) -> None:
        """Put ``uid`` into play for ``player`` and resolve it: its on-play ability first,
        then what playing it triggers; an action that is not a modifier is then discarded.

        This does not check or use up plays (see :meth:`perform`); abilities that say
        "play" a card call it directly.
        """
        definition = self.definition(uid)
        start = len(self.log)
        if definition.is_minion or definition.type == d.TITAN or self.modifier_target(uid):
            self.move(uid, IN_PLAY, host=target, controller=player, reason="played")
        else:
            self.move(uid, RESOLVING, player=player, controller=player, reason="played")
        played = CardPlayed(
            uid,
            player,
            target,
            extra or grant is not None,
            grant.describe() if grant else None,
            start,
        )
        self.apply(played)
        record = self.state.in_play.get(uid)
        object_id = record.object_id if record else None
        for index, ability in enumerate(self.abilities(uid, Timing.ON_PLAY)):
            trigger = Trigger(f"{uid}:{index}" if index else uid, ability, uid, player, object_id)
            base = target if target in self.state.at else self.base_of(target) if target else None
            ability.run(self._context(trigger, played, base, grant.affects if grant else None))
            self.apply(AbilityResolved(uid, Timing.ON_PLAY.value, player))
        if definition.type == d.TITAN and target is not None:
            self._after_titan_arrives(uid, target)
        self._fire(Timing.AFTER_PLAY, None, event=played, base=target)
        location = self.state.locations[uid]
        if location.zone == RESOLVING:
            self.move(uid, DISCARD, reason="resolved")

    def grant_extra(
        self,
        player: str,
        kind: str,
        *,
        source: str | None = None,
        max_power: int | None = None,
        card: str | None = None,
        affects: str | None = None,
        from_zone: str = HAND,
        bases: Sequence[str] | None = None,
        immediate: bool = False,
    ) -> str | None:
        """Give ``player`` an extra ``minion`` or ``action`` play (optional, like every extra).

        Outside ``player``'s Play Cards phase, or when ``immediate``, it is offered
        at once and expires when declined ("immediately or not at all"): the effect
        that made it has finished by the time this returns. Otherwise it stays
        usable until the end of the phase. Returns the card played now, if any (so
        "play an extra minion; you may play an action that directly affects it" can
        grant the second play with ``affects=`` the first).
        """
        grant = PlayGrant(
            kind,
            source,
            max_power,
            card,
            affects,
            from_zone,
            tuple(bases) if bases is not None else None,
            immediate or self.state.phase != Phase.PLAY or player != self.state.active,
        )
        self.apply(ExtraPlayGranted(player, grant))
        if not grant.immediate:
            return None
        return self._offer_now(player, grant)

    def _offer_now(self, player: str, grant: PlayGrant) -> str | None:
        plays: dict[str, list[str | None]] = {}
        for uid in self.players_pile(player, grant.from_zone):
            if self.is_special(uid):
                continue
            targets = self.state.bases if grant.kind == "minion" else self._action_targets(uid)
            kind_ok = (
                self.definition(uid).is_minion
                if grant.kind == "minion"
                else self.definition(uid).is_action
            )
            if not kind_ok:
                continue
            fitting = [
                t
                for t in targets
                if self._grant_fits(grant, player, uid, grant.kind, t, self.state.locations[uid])
                and self._restricted(_as_action(player, uid, grant.kind, t)) is None
            ]
            if fitting:
                plays[uid] = list(fitting)
        chosen = (
            self.choose_card(
                player, "play-extra", f"Play {grant.describe()}?", plays, optional=True
            )
            if plays
            else None
        )
        if chosen is None:
            self.apply(GrantExpired(player, grant))
            return None
        target = self._choose_target(player, chosen, plays[chosen])
        self.play_card(player, chosen, target, grant=grant)
        return chosen

    def _choose_target(self, player: str, uid: str, targets: list[str | None]) -> str | None:
        if targets == [None]:
            return None
        real = [t for t in targets if t is not None]
        return self.choose_card(player, "choose-target", f"Play {uid} where?", real)

    def _use_talent(self, action: UseTalent) -> None:
        self.apply(TalentUsed(action.card, action.player))
        for index, ability in enumerate(self.abilities(action.card, Timing.TALENT)):
            record = self.state.in_play[action.card]
            trigger = Trigger(
                f"{action.card}:{index}" if index else action.card,
                ability,
                action.card,
                action.player,
                record.object_id,
            )
            self._run(trigger, base=self.base_of(action.card))

    def expire_grants(self, player: str) -> None:
        """End ``player``'s unused extra plays (at the end of the Play Cards phase)."""
        for grant in list(self.state.players[player].grants):
            self.apply(GrantExpired(player, grant))

    # ================================================================== special cards

    def _play_titan(self, action: PlayTitan) -> None:
        if action.instead_of is not None:
            self.apply(PlayUsed(action.player, action.instead_of))
        else:
            grant = next(g for g in self.state.players[action.player].grants if g.kind == "titan")
            self.apply(PlayUsed(action.player, "titan", grant))
        self.play_card(action.player, action.card, action.base)

    def _after_titan_arrives(self, uid: str, base: str) -> None:
        """The clash of the titans: after a titan arrives where another one is, the one
        whose controller has less power there leaves; a tie keeps the earlier one."""
        if self.role(uid) != ROLE_TITAN:
            return
        others = [t for t in self.titans_at(base) if t != uid]
        if not others:
            return
        earlier = others[0]
        newcomer_power = self.player_power(base, self.controller(uid) or "")
        earlier_power = self.player_power(base, self.controller(earlier) or "")
        loser = uid if newcomer_power <= earlier_power else earlier
        winner = earlier if loser == uid else uid
        self.apply(TitanClash(base, winner, loser))
        self.move(loser, SET_ASIDE, reason="set-aside")

    def bury(self, uid: str, base: str, player: str, *, source: str | None = None) -> None:
        """``player`` buries ``uid`` face down at ``base``: no power, no abilities."""
        self.move(uid, IN_PLAY, host=base, controller=player, reason="buried", source=source)

    def uncover(self, uid: str) -> None:
        """Uncover a buried card: its controller plays it at once as an extra card, on the
        same base (minion or base modifier) or resolved and discarded."""
        player = self.controller(uid) or self.state.active
        base = self.base_of(uid)
        definition = self.definition(uid)
        self._strip(uid, None)
        target: str | None = base
        if definition.is_action and self.modifier_target(uid) != "base":
            target = None
        if self.modifier_target(uid) == "minion":
            self.move(uid, DISCARD, reason="discarded")
            return
        self.move(uid, RESOLVING, player=player, reason="uncovered", controller=player)
        self.play_card(player, uid, target, extra=True)

    def store(self, uid: str, under: str, *, source: str | None = None) -> None:
        """Store ``uid`` face down under the card ``under``: in play, abilities off."""
        controller = self.controller(under)
        self.move(uid, IN_PLAY, host=under, controller=controller, reason="stored", source=source)

    def put_in_stasis(self, uid: str, counters: int, *, source: str | None = None) -> None:
        """Put ``uid`` in stasis in front of its owner with ``counters`` stasis counters."""
        controller = self.owner(uid)
        self.move(uid, STASIS, controller=controller, reason="stasis", source=source)
        if counters:
            self.apply(StasisCountersChanged(uid, counters))

    def _play_from_stasis(self, action: PlayFromStasis) -> None:
        uid = action.card
        leaving = self.abilities(uid, Timing.LEAVES_STASIS)
        self.move(uid, RESOLVING, player=action.player, reason="played", controller=action.player)
        if leaving:
            self.apply(CardPlayed(uid, action.player, None, extra=True))
            for ability in leaving:
                ability.run(Context(self, uid, action.player, Timing.LEAVES_STASIS))
            if self.state.locations[uid].zone == RESOLVING:
                self.move(uid, DISCARD, reason="discarded")
            return
        self.play_card(action.player, uid, action.base, extra=True)

    def play_monster(self, base: str) -> str | None:
        """Play the top monster on ``base``; nobody controls it (it adds to the breakpoint)."""
        top = self._top(MONSTER_DECK)
        if top is not None:
            self.move(top, IN_PLAY, host=base, controller=None, reason="played")
        return top

    def duel(self, challenger: str, defender: str, *, source: str | None = None) -> tuple[str, ...]:
        """Two minions duel; returns the winners (both on a tie, none if the duel stopped).

        Each controller, challenger first, may put a card from hand face down; they
        are revealed in the same order: an action is played, anything else goes back
        to the hand. A duel during a duel is ignored.
        """
        if self.state.duel_active:
            return ()
        self.state.duel_active = True
        try:
            placed = []
            for minion in (challenger, defender):
                player = self.controller(minion)
                if player is None:
                    continue
                card = self.choose_card(
                    player,
                    "duel-card",
                    "Place a card for the duel?",
                    self.players_pile(player, HAND),
                    optional=True,
                )
                if card is not None:
                    self.move(card, RESOLVING, player=player, reason="placed", controller=player)
                    placed.append((player, card))
            for player, card in placed:
                if self.definition(card).is_action:
                    targets = self._action_targets(card)
                    self.play_card(
                        player, card, self._choose_target(player, card, targets), extra=True
                    )
                else:
                    self.move(card, HAND, player=self.card(card).owner, reason="returned")
            winners: tuple[str, ...] = ()
            together = (
                self.is_active(challenger)
                and self.is_active(defender)
                and self.base_of(challenger) == self.base_of(defender)
            )
            if together:
                a, b = self.power(challenger), self.power(defender)
                winners = (
                    (challenger,) if a > b else (defender,) if b > a else (challenger, defender)
                )
            self.apply(DuelResolved(challenger, defender, winners))
            return winners
        finally:
            self.state.duel_active = False

    # ================================================================== the turn

    def advance(self) -> None:
        """End the current phase and run the next one (after End Turn: the next turn's
        Start Turn phase, then on into its Play Cards phase). A game set up in a phase
        other than Play Cards first runs that phase."""
        phase = self.state.phase
        if phase == Phase.OVER:
            raise IllegalAction("the game is over")
        if not self.state.phase_started:
            self.state.phase_started = True
            self._begin(phase)  # a game set up "in" a phase runs that phase first
            return
        if phase == Phase.PLAY:
            self.expire_grants(self.state.active)
        if phase == Phase.END:
            self._next_turn()
            return
        following = PHASE_ORDER[PHASE_ORDER.index(phase) + 1]
        self._begin(following)

    def advance_to(self, phase: str) -> None:
        """Advance until ``phase`` has run (``next-turn``: until the next Play Cards phase)."""
        target = Phase.PLAY if phase == "next-turn" else Phase(phase)
        turn = self.state.turn
        for _ in range(20):
            if self.state.phase == Phase.OVER:
                return
            self.advance()
            if self.state.phase == target and (phase != "next-turn" or self.state.turn != turn):
                return
        raise InvalidScenario(f"could not reach the {phase} phase")

    def _begin(self, phase: Phase) -> None:
        self.apply(PhaseBegan(phase.value, self.state.active))
        if phase == Phase.START:
            self._start_phase()
        elif phase == Phase.PLAY:
            self.apply(PlaysReset(self.state.active, 1, 1))
        elif phase == Phase.SCORE:
            self.score_bases()
        elif phase == Phase.DRAW:
            self._draw_phase()
        elif phase == Phase.END:
            self._end_phase()

    def _next_turn(self) -> None:
        extra = bool(self.state.extra_turns)
        player = self.next_player()
        if extra:
            self.state.extra_turns.pop(0)
        self.apply(TurnBegan(player, self.state.turn + 1, extra))
        self._begin(Phase.START)
        if self.state.phase != Phase.OVER:
            self._begin(Phase.PLAY)

    def _start_phase(self) -> None:
        player = self.state.active
        self._expire("start-of-turn", player)
        for uid in list(self.state.players[player].stasis):
            if self.stasis_counters(uid) > 0:
                self.apply(StasisCountersChanged(uid, -1))
        self._fire(Timing.START_OF_TURN, None)
        buried = [
            u
            for u in self.state.in_play
            if self.role(u) == ROLE_BURIED and self.controller(u) == player
        ]
        chosen = self.choose_card(
            player, "uncover", "Uncover a buried card?", buried, optional=True
        )
        if chosen:
            self.uncover(chosen)

    def _expire(self, until: str, player: str) -> None:
        event = EffectsExpired(until, player, 0)
        count = sum(1 for e in self.state.effects if _expires(e, event))
        if count:
            self.apply(EffectsExpired(until, player, count))

    def _draw_phase(self) -> None:
        player = self.state.active
        self._drawing_two = True
        try:
            self.draw(player, CARDS_DRAWN)
        finally:
            self._drawing_two = False
        self._fire(Timing.DRAW_PHASE, None)
        hand = self.state.players[player].hand
        excess = len(hand) - HAND_LIMIT
        if excess > 0:
            chosen = self.choose_cards(
                player,
                "discard-to-limit",
                f"Discard {excess} cards down to {HAND_LIMIT}",
                hand,
                at_least=excess,
                at_most=excess,
            )
            for uid in chosen:
                self.move(uid, DISCARD, reason="discarded")

    def _end_phase(self) -> None:
        self._fire(Timing.END_OF_TURN, None)
        self._expire("end-of-turn", self.state.active)
        for name in self.state.order:
            for uid in list(self.state.players[name].stasis):
                if self.stasis_counters(uid) == 0:
                    self.move(uid, DISCARD, reason="discarded")
        self.check_victory()

    def check_victory(self) -> None:
        """The end-of-turn check: if someone has reached the goal and one player leads,
        the game ends (the madness penalty decides the final order); if the lead is
        tied, play goes on."""
        vps = {p: self.state.players[p].vp for p in self.state.order}
        best = max(vps.values())
        if best < self.state.goal:
            return
        leaders = tuple(p for p in self.state.order if vps[p] == best)
        if len(leaders) > 1:
            self.apply(VictoryChecked(leaders, best))
            return
        standings = self.final_scores()
        top = standings[0]
        winners = tuple(p for p, vp, madness in standings if (vp, madness) == top[1:])
        self.apply(GameEnded(winners, standings))

    # ================================================================== scoring

    def score_bases(self) -> None:
        """The Score Bases phase: while a base is ready, the current player picks one and it
        scores."""
        for _ in range(MAX_SCORING_ROUNDS):
            ready = self.ready_bases()
            if not ready:
                return
            base = self.choose_card(
                self.state.active, "score-base", "Which base scores first?", ready
            )
            assert base is not None
            self.score_base(base)
        raise InvalidScenario("bases kept becoming ready to score")

    def score_base(self, base: str) -> None:
        """Score ``base``: before-scoring window, VPs by rank, when- and after-scoring
        windows, treasures, then its cards go to their owners' discard piles and the base
        is replaced. Once chosen, the base scores even if its power drops."""
        self.apply(BaseChosen(base, self.total_power(base), self.breakpoint(base)))
        self._fire(Timing.BEFORE_SCORING, None, base=base)
        ranking = self.ranking(base)
        scored = BaseScored(base, ranking)
        self.apply(scored)
        vps = self.definition(base).vps
        for player, _power, place in ranking:
            if place <= len(vps) and vps[place - 1] > 0:
                self.apply(VPGained(player, vps[place - 1], base, place))
        self._fire(Timing.WHEN_SCORING, None, event=scored, base=base)
        self._share_treasure(base, ranking)
        self._fire(Timing.AFTER_SCORING, None, event=scored, base=base)
        if base in self.state.bases:
            self._clear_base(base)
            self._fire(Timing.BASE_CLEARED, None, event=scored, base=base)
            self.replace_base(base)

    def _share_treasure(self, base: str, ranking: tuple[tuple[str, int, int], ...]) -> None:
        monsters = [u for u in self.minions_at(base) if self.definition(u).kind == d.MONSTER]
        count = sum(self.definition(u).treasure for u in monsters)
        revealed = []
        for _ in range(count):
            top = self._top(TREASURE_DECK)
            if top is None:
                break
            self.move(top, RESOLVING, reason="revealed")
            revealed.append(top)
        pickers = [player for player, _, _ in ranking]
        pick = 0
        while revealed and pickers:
            player = pickers[pick % len(pickers)]
            chosen = self.choose_card(player, "pick-treasure", "Take which treasure?", revealed)
            assert chosen is not None
            revealed.remove(chosen)
            self.move(chosen, HAND, player=player, reason="picked")
            pick += 1

    def _clear_base(self, base: str) -> None:
        cards = [u for u in self.state.at.get(base, []) if self.state.locations[u].host == base]
        discarded = []
        for uid in cards:
            definition = self.definition(uid)
            if self.role(uid) == ROLE_TITAN:
                self.move(uid, SET_ASIDE, reason="set-aside")
                continue
            self.move(uid, DISCARD, reason="scored")
            if definition.is_minion:
                discarded.append(uid)
        self._fire(Timing.GOES_TO_DISCARD, discarded)

    def replace_base(self, base: str) -> str | None:
        """Put ``base`` on the base discard pile and the top of the base deck in its place
        (shuffling the base discard pile into a new base deck if it ran out)."""
        index = self.state.bases.index(base)
        for uid in list(self.state.at.get(base, [])):
            self.move(uid, DISCARD, reason="discarded")
        self.move(base, BASE_DISCARD, reason="scored")
        chosen = self.state.replacements.get(base)
        if chosen is not None:
            self.state.replacements.pop(base)
            return self._put_base(chosen, index)
        if not self.state.shared.get(BASE_DECK) and self.state.shared.get(BASE_DISCARD):
            self.apply(Reshuffled(BASE_DECK, None, len(self.state.shared[BASE_DISCARD])))
        new = self._top(BASE_DECK)
        if new is None:
            return None
        return self._put_base(new, index)

    def choose_replacement(self, base: str, replacement: str) -> None:
        """When ``base`` is replaced, ``replacement`` (e.g. a base from the base discard
        pile) takes its place instead of the top of the base deck."""
        self.apply(ReplacementChosen(base, replacement))

    def _put_base(self, new: str, index: int) -> str:
        self.move(new, IN_PLAY, reason="replaced")
        self.state.bases.remove(new)
        self.state.bases.insert(index, new)
        for _ in range(self.definition(new).monsters):
            self.play_monster(new)
        return new


def _role_for(event: CardMoved, definition: d.CardDef) -> str:
    if event.to_zone == STASIS:
        return ROLE_STASIS
    if event.reason == "buried":
        return ROLE_BURIED
    if event.reason == "stored":
        return ROLE_STORED
    if event.to_host is None:
        return ROLE_BASE
    if definition.is_minion:
        return ROLE_MINION
    if definition.type == d.TITAN:
        return ROLE_TITAN
    return ROLE_MODIFIER


def _expires(effect: TemporaryEffect, event: EffectsExpired) -> bool:
    if effect.until != event.until:
        return False
    return event.until == "end-of-turn" or effect.player == event.player


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


def _as_action(player: str, uid: str, kind: str, target: str | None) -> Action:
    if kind == "minion":
        return PlayMinion(player, uid, target or "")
    return PlayAction(player, uid, target)


_HANDLERS: dict[type, Callable[[Game, object], None]] = {
    TurnBegan: Game._apply_turn_began,  # type: ignore[dict-item]
    PhaseBegan: Game._apply_phase_began,  # type: ignore[dict-item]
    CardMoved: Game._apply_card_moved,  # type: ignore[dict-item]
    ControlChanged: Game._apply_control_changed,  # type: ignore[dict-item]
    CounterPlaced: Game._apply_counter_placed,  # type: ignore[dict-item]
    CounterMoved: Game._apply_counter_moved,  # type: ignore[dict-item]
    CounterRemoved: Game._apply_counter_removed,  # type: ignore[dict-item]
    CountersDiscarded: Game._apply_counters_discarded,  # type: ignore[dict-item]
    StasisCountersChanged: Game._apply_stasis_counters,  # type: ignore[dict-item]
    EffectAdded: Game._apply_effect_added,  # type: ignore[dict-item]
    EffectsExpired: Game._apply_effects_expired,  # type: ignore[dict-item]
    VPGained: Game._apply_vp_gained,  # type: ignore[dict-item]
    TallyChanged: Game._apply_tally,  # type: ignore[dict-item]
    Reshuffled: Game._apply_reshuffled,  # type: ignore[dict-item]
    PlaysReset: Game._apply_plays_reset,  # type: ignore[dict-item]
    PlayUsed: Game._apply_play_used,  # type: ignore[dict-item]
    GrantExpired: Game._apply_grant_expired,  # type: ignore[dict-item]
    ExtraPlayGranted: Game._apply_grant,  # type: ignore[dict-item]
    TalentUsed: Game._apply_talent_used,  # type: ignore[dict-item]
    ExtraTurnGranted: Game._apply_extra_turn,  # type: ignore[dict-item]
    CardLooked: Game._apply_card_looked,  # type: ignore[dict-item]
    CardRevealed: Game._apply_card_revealed,  # type: ignore[dict-item]
    DeckShuffled: Game._apply_deck_shuffled,  # type: ignore[dict-item]
    ReplacementChosen: Game._apply_replacement,  # type: ignore[dict-item]
    OncePerTurnUsed: Game._apply_once_per_turn,  # type: ignore[dict-item]
    GameEnded: Game._apply_game_ended,  # type: ignore[dict-item]
}
