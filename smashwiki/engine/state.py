"""The game state as plain data: who has which card where.

Nothing here knows the rules; :class:`~smashwiki.engine.game.Game` changes the
state only by applying events. Power is never stored: it is derived on demand
by :func:`~smashwiki.engine.ongoing.power`.

Zones. Every physical card (:class:`Card`) is in exactly one place, recorded
in :attr:`GameState.locations` as a :class:`Location`:

* a player's ``hand``, ``deck`` (index 0 is the top) or ``discard`` pile;
* ``set-aside`` (a titan next to its owner), ``stasis`` (in front of its owner);
* ``in-play``: a base in play (no host), or a card at a base or on another card
  (``host`` is the base's or the card's uid);
* a shared pile: ``base-deck``, ``base-discard``, ``madness-deck``,
  ``monster-deck``, ``monster-discard``, ``treasure-deck``, ``treasure-discard``,
  ``box``; or ``resolving`` (an action being resolved, or a card revealed).

A card in play also has an :class:`InPlay` record: its controller, counters and
what is attached to it. Entering play makes a new record with a new
``object_id``; leaving play drops it, so counters, attachments and temporary
effects do not follow a card out of play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final, Literal, Self, get_args

from .definitions import CardDef
from .errors import InvalidScenario


class Phase(StrEnum):
    """The phases of a turn, in order, plus ``over`` when the game has ended."""

    START = "start"
    PLAY = "play"
    SCORE = "score"
    DRAW = "draw"
    END = "end"
    OVER = "over"


PHASE_ORDER = (Phase.START, Phase.PLAY, Phase.SCORE, Phase.DRAW, Phase.END)

#: Where a card can be (see the module's docstring); mypy catches a misspelt zone.
Zone = Literal[
    "hand",
    "deck",
    "discard",
    "set-aside",
    "stasis",
    "in-play",
    "resolving",
    "base-deck",
    "base-discard",
    "madness-deck",
    "monster-deck",
    "monster-discard",
    "treasure-deck",
    "treasure-discard",
    "box",
]
#: The role of a card in play.
Role = Literal["base", "minion", "modifier", "action", "titan", "buried", "stored", "stasis"]
#: What an extra play (or a play used up) is for.
PlayKind = Literal["minion", "action", "titan"]

HAND: Final[Zone] = "hand"
DECK: Final[Zone] = "deck"
DISCARD: Final[Zone] = "discard"
SET_ASIDE: Final[Zone] = "set-aside"
STASIS: Final[Zone] = "stasis"
IN_PLAY: Final[Zone] = "in-play"
RESOLVING: Final[Zone] = "resolving"
BASE_DECK: Final[Zone] = "base-deck"
BASE_DISCARD: Final[Zone] = "base-discard"
MADNESS_DECK: Final[Zone] = "madness-deck"
MONSTER_DECK: Final[Zone] = "monster-deck"
MONSTER_DISCARD: Final[Zone] = "monster-discard"
TREASURE_DECK: Final[Zone] = "treasure-deck"
TREASURE_DISCARD: Final[Zone] = "treasure-discard"
BOX: Final[Zone] = "box"

ZONES: tuple[Zone, ...] = get_args(Zone)
#: One line for every zone: the reference in CONTRIBUTING.md is generated from it, and a
#: test fails when a zone has no line here. A player's piles (hand, deck, discard, set-aside,
#: stasis) belong to one player; the others are shared.
ZONE_DOCS: dict[Zone, str] = {
    "hand": "a player's hand",
    "deck": "a player's draw deck (top first)",
    "discard": "a player's discard pile",
    "set-aside": "beside a player, out of play: titans before they are played",
    "stasis": "a player's cards in stasis, with their stasis counters",
    "in-play": "in play: bases, and the cards on them (minions, modifiers, titans, buried)",
    "resolving": "an action being played, until it has resolved",
    "base-deck": "the shared deck of bases that replace the ones that score",
    "base-discard": "the shared discard pile of bases that scored or were destroyed",
    "madness-deck": "the shared deck of Madness cards",
    "monster-deck": "the shared deck of monsters",
    "monster-discard": "the shared discard pile of monsters",
    "treasure-deck": "the shared deck of treasures",
    "treasure-discard": "the shared discard pile of treasures",
    "box": "out of the game (back in the box)",
}
_PLAY_KINDS: dict[str, PlayKind] = {k: k for k in get_args(PlayKind)}


def as_play_kind(name: str) -> PlayKind:
    """``name`` as a :data:`PlayKind` (raises :class:`InvalidScenario` if it is none)."""
    try:
        return _PLAY_KINDS[name]
    except KeyError:
        raise InvalidScenario(f"a play is a minion, action or titan play, not {name!r}") from None


PLAYER_ZONES: tuple[Zone, ...] = (HAND, DECK, DISCARD, SET_ASIDE, STASIS)
SHARED_ZONES: tuple[Zone, ...] = (
    BASE_DECK,
    BASE_DISCARD,
    MADNESS_DECK,
    MONSTER_DECK,
    MONSTER_DISCARD,
    TREASURE_DECK,
    TREASURE_DISCARD,
    BOX,
    RESOLVING,
)

#: Roles of a card in play.
ROLE_BASE: Final[Role] = "base"
ROLE_MINION: Final[Role] = "minion"
ROLE_MODIFIER: Final[Role] = "modifier"
ROLE_ACTION: Final[Role] = "action"  # an action with inherent power standing at a base
ROLE_TITAN: Final[Role] = "titan"
ROLE_BURIED: Final[Role] = "buried"
ROLE_STORED: Final[Role] = "stored"
ROLE_STASIS: Final[Role] = "stasis"
#: Roles of cards in play whose abilities do not work and that have no power.
INACTIVE_ROLES: tuple[Role, ...] = (ROLE_BURIED, ROLE_STORED, ROLE_STASIS)


@dataclass(frozen=True)
class Location:
    """Where a card is.

    >>> Location("discard", player="Alan")
    Location('discard', player='Alan')
    """

    zone: Zone
    player: str | None = None
    host: str | None = None

    def __repr__(self) -> str:
        parts = [repr(self.zone)]
        if self.player is not None:
            parts.append(f"player={self.player!r}")
        if self.host is not None:
            parts.append(f"host={self.host!r}")
        return f"Location({', '.join(parts)})"

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """Itself: it is frozen and holds only immutable values (copying it costs time)."""
        return self


@dataclass
class Card:
    """One physical card: its printed definition and its owner.

    Monsters and treasures have no owner. A madness card is owned by whoever
    controls it, and a buried card by whoever buried it, so ``owner`` can change.
    """

    uid: str
    definition: CardDef
    owner: str | None

    def __repr__(self) -> str:
        return f"Card({self.uid!r}, {self.definition.id!r}, owner={self.owner!r})"


@dataclass
class InPlay:
    """A card's presence in play. A fresh one is made every time a card enters play."""

    uid: str
    object_id: int
    controller: str | None
    role: Role
    counters: int = 0
    stasis_counters: int = 0
    attached: list[str] = field(default_factory=list)


#: lang-grantplace: what an extra action at its bases is played on: the base itself (an
#: action played on a base), a minion there (its player's own, another player's), or
#: either.
PlaceOn = Literal["base", "minion", "base-or-minion", "your-minion", "other-minion"]


@dataclass(frozen=True)
class PlayPlace:
    """lang-grantplace: the bases an extra play may go to, judged as the card is played
    (not as the play is given: a base may start or stop fitting between the two). A base
    where its player has at least ``least`` minions (of power ``power_at_least`` or more,
    ``power_at_most`` or less), or none of them (``none``); with a breakpoint of
    ``breakpoint_at_most`` or less. A minion goes to the base it is played on; an action to
    the base it is played on, or the base of the minion it is played on."""

    least: int = 0
    none: bool = False
    power_at_least: int | None = None
    power_at_most: int | None = None
    breakpoint_at_most: int | None = None

    def describe(self) -> str:
        """In words, e.g. 'at a base where you have no minions'."""
        words = "at a base"
        if self.none:
            words += " where you have no minions"
        elif self.least:
            many = "a minion" if self.least == 1 else f"{self.least} or more minions"
            words += f" where you have {many}"
            if self.power_at_least is not None:
                words += f" of power {self.power_at_least} or more"
            if self.power_at_most is not None:
                words += f" of power {self.power_at_most} or less"
        if self.breakpoint_at_most is not None:
            words += f" with a breakpoint of {self.breakpoint_at_most} or less"
        return words


@dataclass(frozen=True)
class PlayGrant:
    """Permission to play an extra card.

    ``kind`` is ``minion`` or ``action``. The grant may limit the power of the
    minion (``max_power``), name the one card it is for (``card``), require the
    action to directly affect one minion (``affects``), allow playing from another
    zone than the hand (``from_zone``) or only on some bases (``bases``). An
    ``immediate`` grant must be used at once or not at all; every grant made
    outside the Play Cards phase is immediate. ``named``: only a card of that printed
    name (any copy of it).
    """

    kind: PlayKind
    source: str | None = None
    max_power: int | None = None
    card: str | None = None
    affects: str | None = None
    from_zone: Zone = HAND
    bases: tuple[str, ...] | None = None
    immediate: bool = False
    named: str | None = None  # lang-k: only a card of this printed name ("named X")
    min_power: int | None = None  # lang-grave: only a minion of at least this power
    #: lang-limit: a card's extra play on each of its player's turns (while it is in play)
    standing: bool = False
    #: lang-grantplace: only at a base that fits this as the card is played
    place: PlayPlace | None = None
    #: lang-grantplace: an action, played on one of ``bases`` (``base``), on a minion at
    #: one of them as it is played (``minion``), or either
    on: PlaceOn | None = None

    def describe(self) -> str:
        """In words, e.g. 'an extra minion of power 2 or less'."""
        words = f"an extra {self.kind}"
        if self.card:
            words = f"{self.card} as an extra {self.kind}"
        if self.named:
            words += f" named {self.named}"
        if self.max_power is not None:
            words += f" of power {self.max_power} or less"
        if self.min_power is not None:
            words += f" of power {self.min_power} or more"
        if self.affects:
            words += f" that directly affects {self.affects}"
        if self.from_zone != HAND:
            words += f" from the {self.from_zone.replace('-', ' ')}"
        if self.place is not None:  # lang-grantplace
            words += f" {self.place.describe()}"
        if self.on is not None and self.bases:  # lang-grantplace
            at = ", ".join(self.bases)
            words += {
                "base": f" on {at}",
                "minion": f" on a minion at {at}",
                "base-or-minion": f" on {at} or on a minion there",
                "your-minion": f" on one of your minions at {at}",
                "other-minion": f" on another player's minion at {at}",
            }[self.on]
        return words

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """Itself: it is frozen and holds only immutable values (copying it costs time)."""
        return self


@dataclass(frozen=True)
class TemporaryEffect:
    """A power or breakpoint change that ends at a set time.

    ``target`` is the ``object_id`` of the card in play it applies to (so it ends
    when the card leaves play); ``until`` is ``end-of-turn`` or ``start-of-turn``
    (of ``player``).
    """

    target: int
    amount: int
    until: str
    player: str | None
    source: str | None
    stat: str = "power"
    turn: int = 0  # lang-time: the turn it began in (``end-of-next-turn``: of a later one)
    by: str | None = None  # lang-timed: the player whose restriction it is

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """Itself: it is frozen and holds only immutable values (copying it costs time)."""
        return self


@dataclass(frozen=True)
class DelayedEffect:
    """Effects an ability scheduled for a later moment ("at the end of the turn, destroy
    this card"; "at the start of your next turn, draw a card"), held until then.

    ``until`` is ``end-of-turn`` or ``start-of-turn:<player>``; ``effects`` are the card
    language's effects, run then as ``card``'s, controlled by ``player`` (``base`` its
    "here", ``chosen`` the card "it" names). ``card_object`` and ``chosen_object`` are
    the presences in play of this card and of the chosen one when it was scheduled
    (None: not in play): an effect on a card that has left play since is gone.
    """

    card: str
    player: str
    until: str
    effects: tuple[object, ...]
    base: str | None = None
    card_object: int | None = None
    chosen: str | None = None
    chosen_object: int | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """Itself: it is frozen and holds only immutable values (copying it costs time)."""
        return self


@dataclass
class PlayerState:
    """One player's piles, victory points and what they may still play this turn."""

    name: str
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    stasis: list[str] = field(default_factory=list)
    vp: int = 0
    minion_plays: int = 1
    action_plays: int = 1
    grants: list[PlayGrant] = field(default_factory=list)
    talents_used: set[int] = field(default_factory=set)

    def pile(self, zone: Zone) -> list[str]:
        """The list holding ``zone`` (hand, deck, discard, set-aside, stasis)."""
        if zone == HAND:
            return self.hand
        if zone == DECK:
            return self.deck
        if zone == DISCARD:
            return self.discard
        if zone == SET_ASIDE:
            return self.set_aside
        if zone == STASIS:
            return self.stasis
        raise KeyError(zone)


@dataclass
class GameState:
    """Everything about a game at one moment."""

    order: list[str]
    players: dict[str, PlayerState]
    cards: dict[str, Card] = field(default_factory=dict)
    locations: dict[str, Location] = field(default_factory=dict)
    bases: list[str] = field(default_factory=list)
    at: dict[str, list[str]] = field(default_factory=dict)
    in_play: dict[str, InPlay] = field(default_factory=dict)
    shared: dict[str, list[str]] = field(default_factory=dict)
    effects: list[TemporaryEffect] = field(default_factory=list)
    #: Effects scheduled for a later moment of the game, in the order scheduled.
    delayed: list[DelayedEffect] = field(default_factory=list)
    active: str = ""
    phase: Phase = Phase.PLAY
    phase_started: bool = True
    turn: int = 1
    extra_turns: list[str] = field(default_factory=list)
    goal: int = 15
    next_object_id: int = 1
    winners: tuple[str, ...] = ()
    duel_active: bool = False
    #: Cards being played as they are uncovered or leave stasis: they may not immediately
    #: be reburied or re-enter stasis.
    leaving: set[str] = field(default_factory=set)
    tallies: dict[str, int] = field(default_factory=dict)
    known: dict[str, set[str]] = field(default_factory=dict)
    replacements: dict[str, str] = field(default_factory=dict)
    #: The (card, timing, player) "once per turn" abilities used this turn (from when
    #: they begin), with the player who used each.
    used_this_turn: set[tuple[str, str, str | None]] = field(default_factory=set)

    def pile(self, location: Location) -> list[str]:
        """The list that holds cards at ``location``.

        ``tallies`` are counters for literal counting on cards out of play (a set-aside
        Time Box counts with them; they are not +1 power counters); ``known`` says which
        players have seen a hidden card.
        """
        if location.zone in PLAYER_ZONES:
            assert location.player is not None
            return self.players[location.player].pile(location.zone)
        if location.zone == IN_PLAY:
            if location.host is None:
                return self.bases
            if location.host in self.at:
                return self.at[location.host]
            return self.in_play[location.host].attached
        return self.shared.setdefault(location.zone, [])
