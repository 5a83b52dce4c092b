"""Events: every change to the game state is one of these, applied by
:meth:`Game.apply <smashwiki.engine.game.Game.apply>`. The list of applied
events is the replay of the game, and what a scenario's ``events`` expectation
looks at.

Each event has a ``kind`` (``card-moved``, ``counter-placed`` ...) used in
scenarios, and describes itself in plain words for the worked example.

>>> CounterMoved("soldier", "knight", 1, source="a-kind-of-magic").kind
'counter-moved'
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal

from .state import DelayedEffect, PlayGrant, PlayKind, Zone

#: Why a card moved (:attr:`CardMoved.reason`); mypy catches a misspelt reason.
MoveReason = Literal[
    "played",
    "moved",
    "destroyed",
    "returned",
    "discarded",
    "scored",
    "drawn",
    "shuffled",
    "placed",
    "revealed",
    "buried",
    "uncovered",
    "stored",
    "stasis",
    "replaced",
    "set-aside",
    "picked",
    "resolved",
]


@dataclass(frozen=True)
class Event:
    """Base class of events."""

    kind: ClassVar[str] = "event"

    def fields(self) -> dict[str, Any]:
        """The event's fields by name, plus its ``kind``."""
        values: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            values[f.name] = getattr(self, f.name)
        return values

    def describe(self) -> str:
        """The event in plain words."""
        return self.kind


def until_words(until: str) -> str:
    """When a temporary effect ends, in words: ``end-of-turn`` is "the end of the turn",
    ``start-of-turn:Alan`` "the start of Alan's next turn"."""
    moment, _, player = until.partition(":")
    if moment == "end-of-turn":
        return "the end of the turn"
    if moment == "start-of-turn":
        whose = f"{player}'s" if player else "the current player's"
        return f"the start of {whose} next turn"
    if moment == "end-of-next-turn":  # lang-time
        return f"the end of {player}'s next turn"
    return "the " + until.replace("-", " ")


def ordinal(place: int) -> str:
    """``first``, ``second`` ... for a place at a base."""
    words = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
    return words.get(place, f"{place}th")


def counted(count: int | str, word: str) -> str:
    """``1 card``, ``2 cards``: a count with its (regular) noun in the right number."""
    return f"{count} {word}" if str(count) == "1" else f"{count} {word}s"


@dataclass(frozen=True)
class TurnBegan(Event):
    """A player's turn (``extra``: an extra turn) began."""

    kind: ClassVar[str] = "turn-began"
    player: str
    turn: int
    extra: bool = False

    def describe(self) -> str:
        return f"{self.player}'s {'extra ' if self.extra else ''}turn begins"


@dataclass(frozen=True)
class PhaseBegan(Event):
    """A phase of the active player's turn began."""

    kind: ClassVar[str] = "phase-began"
    phase: str
    player: str

    def describe(self) -> str:
        names = {
            "start": "Start Turn",
            "play": "Play Cards",
            "score": "Score Bases",
            "draw": "Draw 2 Cards",
            "end": "End Turn",
        }
        return f"{names.get(self.phase, self.phase)} phase of {self.player}'s turn"


@dataclass(frozen=True)
class CardMoved(Event):
    """A card changed zones. ``reason``: played, moved, destroyed, returned,
    discarded, scored, drawn, shuffled, placed, revealed, buried, uncovered,
    stored, stasis, replaced, set-aside, picked. ``controller``: who controls it in play
    after the move; of a minion destroyed, who controlled it until then."""

    kind: ClassVar[str] = "card-moved"
    card: str
    from_zone: Zone
    to_zone: Zone
    reason: MoveReason
    from_player: str | None = None
    to_player: str | None = None
    from_host: str | None = None
    to_host: str | None = None
    controller: str | None = None
    source: str | None = None
    top: bool = False
    index: int | None = None  # a base's place among the bases in play (default: last)
    #: lang-moves: of a minion moved to another base, the player who moved it (the
    #: controller of the card whose effect moved it, as it moved), None for none
    mover: str | None = None
    #: lang-destroyer: of a card destroyed, the player who destroyed it (the controller of
    #: the card whose effect destroyed it, as it did; an action being played is its
    #: player's), None for none (a base's own ability, a card no one controls)
    destroyer: str | None = None

    def describe(self) -> str:
        what = _REASON_WORDS.get(self.reason, self.reason)
        origin = _where(self.from_zone, self.from_player, self.from_host)
        return (
            f"{self.card} {what} ({origin} -> {_where(self.to_zone, self.to_player, self.to_host)})"
        )


_REASON_WORDS: dict[MoveReason, str] = {
    "played": "is played",
    "moved": "is moved",
    "destroyed": "is destroyed",
    "returned": "is returned",
    "discarded": "is discarded",
    "scored": "goes to the discard pile after scoring",
    "drawn": "is drawn",
    "shuffled": "is shuffled in",
    "placed": "is placed",
    "revealed": "is revealed",
    "buried": "is buried",
    "uncovered": "is uncovered",
    "stored": "is stored",
    "stasis": "is put in stasis",
    "replaced": "enters play",
    "set-aside": "is set aside",
    "picked": "is taken",
    "resolved": "is discarded after resolving",
}


def _where(zone: str, player: str | None, host: str | None) -> str:
    if zone == "in-play":
        return f"at {host}" if host else "in play"
    if player:
        return f"{player}'s {zone.replace('-', ' ')}"
    return zone.replace("-", " ")


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card was played (``target``: where; ``extra`` and ``grant``: the play it used)."""

    kind: ClassVar[str] = "card-played"
    card: str
    player: str
    target: str | None
    extra: bool = False
    grant: str | None = None
    start: int = 0  # where in the log playing it began (see Game.directly_affected_by)

    def describe(self) -> str:
        how = f" as {self.grant}" if self.grant else (" as an extra card" if self.extra else "")
        where = f" on {self.target}" if self.target else ""
        return f"{self.player} plays {self.card}{where}{how}"


@dataclass(frozen=True)
class ControlChanged(Event):
    """A card changed controller from ``old`` to ``new``."""

    kind: ClassVar[str] = "control-changed"
    card: str
    old: str | None
    new: str | None

    def describe(self) -> str:
        return f"{self.new} takes control of {self.card}"


@dataclass(frozen=True)
class CounterPlaced(Event):
    """+1 power counters were placed on a card."""

    kind: ClassVar[str] = "counter-placed"
    card: str
    amount: int
    source: str | None = None

    def describe(self) -> str:
        return f"{counted(self.amount, '+1 power counter')} placed on {self.card}"


@dataclass(frozen=True)
class CounterMoved(Event):
    """+1 power counters moved from one card to another (not removed and placed)."""

    kind: ClassVar[str] = "counter-moved"
    from_card: str
    to_card: str
    amount: int
    source: str | None = None

    def describe(self) -> str:
        counters = counted(self.amount, "+1 power counter")
        return f"{counters} moved from {self.from_card} to {self.to_card}"


@dataclass(frozen=True)
class CounterRemoved(Event):
    """+1 power counters were removed from a card."""

    kind: ClassVar[str] = "counter-removed"
    card: str
    amount: int
    source: str | None = None

    def describe(self) -> str:
        return f"{counted(self.amount, '+1 power counter')} removed from {self.card}"


@dataclass(frozen=True)
class CountersDiscarded(Event):
    """Counters that go back to the supply because their card left play (or was buried)."""

    kind: ClassVar[str] = "counters-discarded"
    card: str
    amount: int

    def describe(self) -> str:
        return f"{counted(self.amount, '+1 power counter')} on {self.card} go back to the supply"


@dataclass(frozen=True)
class StasisCountersChanged(Event):
    """A card in stasis got or lost stasis counters."""

    kind: ClassVar[str] = "stasis-counters-changed"
    card: str
    amount: int

    def describe(self) -> str:
        verb = "placed on" if self.amount > 0 else "removed from"
        return f"{counted(abs(self.amount), 'stasis counter')} {verb} {self.card}"


@dataclass(frozen=True)
class EffectAdded(Event):
    """A temporary power (or breakpoint) change, e.g. '+2 power until the end of the turn',
    or a restriction at a base for a while (``player``: whose it is)."""

    kind: ClassVar[str] = "effect-added"
    card: str
    amount: int
    until: str
    stat: str = "power"
    source: str | None = None
    #: lang-timed: the player a restriction's "other players" are other than
    player: str | None = None

    def describe(self) -> str:
        until = until_words(self.until)
        if self.stat.startswith("restrict:"):  # lang-timed
            restriction = self.stat.removeprefix("restrict:")
            who = f"players other than {self.player}" if "by-others" in restriction else "players"
            what = "actions" if "actions" in restriction else "minions"
            return f"{who} cannot play {what} at {self.card} until {until}"
        if self.stat == "breakpoint-set":
            return f"{self.card}'s breakpoint is {self.amount} until {until}"
        if self.stat == "cancelled":
            return f"{self.card}'s abilities are cancelled until {until}"
        return f"{self.card} gets {self.amount:+d} {self.stat} until {until}"


@dataclass(frozen=True)
class EffectsExpired(Event):
    """Temporary effects lasting ``until`` a moment (end of turn ...) ended."""

    kind: ClassVar[str] = "effects-expired"
    until: str
    player: str
    count: int
    turn: int = 0  # lang-time: the turn ending (``end-of-next-turn``: begun before it)

    def describe(self) -> str:
        if self.until == "start-of-turn":
            until = f"the start of {self.player}'s turn"
        elif self.until == "end-of-next-turn":  # lang-time
            until = f"the end of {self.player}'s next turn"
        else:
            until = until_words(self.until)
        if self.count == 1:
            return f"an effect that lasted until {until} ends"
        return f"{self.count} effects that lasted until {until} end"


@dataclass(frozen=True)
class EffectScheduled(Event):
    """An ability of ``card`` scheduled effects for a later moment (``until``)."""

    kind: ClassVar[str] = "effect-scheduled"
    card: str
    player: str
    until: str
    delayed: DelayedEffect

    def describe(self) -> str:
        return f"{self.card}'s effect will happen at {until_words(self.until)}"


@dataclass(frozen=True)
class DelayedEffectDue(Event):
    """The moment of a scheduled effect of ``card`` came: it is no longer held, and
    happens now (what of it still can)."""

    kind: ClassVar[str] = "delayed-effect-due"
    card: str
    until: str
    delayed: DelayedEffect

    def describe(self) -> str:
        return f"{self.card}'s effect scheduled for {until_words(self.until)} happens"


@dataclass(frozen=True)
class VPGained(Event):
    """A player gained VPs (``base`` and ``place`` when a base scored)."""

    kind: ClassVar[str] = "vp-gained"
    player: str
    amount: int
    base: str | None = None
    place: int | None = None

    def describe(self) -> str:
        if self.place is not None:
            places = {1: "winner", 2: "runner-up", 3: "third place"}
            place = places.get(self.place, self.place)
            return f"{self.player} gains {self.amount} VP as {place} of {self.base}"
        return f"{self.player} gains {self.amount} VP"


@dataclass(frozen=True)
class BaseChosen(Event):
    """A base that reached its breakpoint was chosen to score (its power and breakpoint then)."""

    kind: ClassVar[str] = "base-chosen"
    base: str
    power: int
    breakpoint: int

    def describe(self) -> str:
        numbers = f"total power {self.power}, breakpoint {self.breakpoint}"
        return f"{self.base} is chosen to score ({numbers})"


@dataclass(frozen=True)
class BaseScored(Event):
    """VPs were awarded; ``ranking`` is (player, power, place) for each player with presence."""

    kind: ClassVar[str] = "base-scored"
    base: str
    ranking: tuple[tuple[str, int, int], ...]

    def describe(self) -> str:
        if not self.ranking:
            return f"{self.base} scores with nobody there"
        places: dict[int, list[tuple[str, int]]] = {}
        for player, power, place in self.ranking:
            places.setdefault(place, []).append((player, power))
        ranks = []
        for place, players in places.items():
            names = " and ".join(p for p, _ in players)
            if len(players) > 1:
                ranks.append(f"{names} tied for {ordinal(place)} ({players[0][1]} power each)")
            else:
                ranks.append(f"{names} {ordinal(place)} ({players[0][1]} power)")
        listed = ", ".join(ranks[:-1]) + " and " + ranks[-1] if len(ranks) > 1 else ranks[0]
        return f"{self.base} scores, with {listed}"


@dataclass(frozen=True)
class Reshuffled(Event):
    """A discard pile became a new deck (``zone``: deck or base-deck; ``player``: whose)."""

    kind: ClassVar[str] = "reshuffled"
    zone: Zone
    player: str | None
    count: int
    order: tuple[str, ...]  # the new deck, top first: the replay needs no random numbers

    def describe(self) -> str:
        owner = f"{self.player}'s " if self.player else "the "
        pile = "base discard pile" if self.zone == "base-deck" else "discard pile"
        return f"{owner}{pile} ({counted(self.count, 'card')}) is shuffled into a new deck"


@dataclass(frozen=True)
class ExtraPlayGranted(Event):
    """A player was granted an extra play (``grant`` says of what)."""

    kind: ClassVar[str] = "extra-play-granted"
    player: str
    grant: PlayGrant

    def describe(self) -> str:
        when = " (immediately or not at all)" if self.grant.immediate else ""
        return f"{self.player} may play {self.grant.describe()}{when}"


@dataclass(frozen=True)
class GrantExpired(Event):
    """An extra play that had to be used at once or not at all went unused."""

    kind: ClassVar[str] = "grant-expired"
    player: str
    grant: PlayGrant

    def describe(self) -> str:
        return f"{self.player} did not play {self.grant.describe()}; the chance is gone"


@dataclass(frozen=True)
class PlaysReset(Event):
    """A player's normal plays were reset for the turn (``minions``, ``actions``)."""

    kind: ClassVar[str] = "plays-reset"
    player: str
    minions: int
    actions: int

    def describe(self) -> str:
        return f"{self.player} may play {self.minions} minion and {self.actions} action this turn"


@dataclass(frozen=True)
class PlayUsed(Event):
    """The normal minion or action play of the turn is used up, or a grant is."""

    kind: ClassVar[str] = "play-used"
    player: str
    play: PlayKind
    grant: PlayGrant | None = None

    def describe(self) -> str:
        what = self.grant.describe() if self.grant else f"the {self.play} play of the turn"
        return f"{self.player} uses {what}"


@dataclass(frozen=True)
class TalentUsed(Event):
    """A minion's Talent was used."""

    kind: ClassVar[str] = "talent-used"
    card: str
    player: str

    def describe(self) -> str:
        return f"{self.player} uses the talent of {self.card}"


@dataclass(frozen=True)
class AbilityResolved(Event):
    """A card's ability resolved (``timing``: on-play, after-scoring ...)."""

    kind: ClassVar[str] = "ability-resolved"
    card: str
    timing: str
    player: str | None

    def describe(self) -> str:
        return f"the {self.timing.replace('-', ' ')} ability of {self.card} resolves"


@dataclass(frozen=True)
class OncePerTurnUsed(Event):
    """A "once per turn" ability began to resolve: it does not trigger again this turn
    (not even from what it causes)."""

    kind: ClassVar[str] = "once-per-turn-used"
    card: str
    timing: str
    player: str | None

    def describe(self) -> str:
        return f"the {self.timing.replace('-', ' ')} ability of {self.card} is used for this turn"


@dataclass(frozen=True)
class Passed(Event):
    """A player passed in a Me First! round of optional abilities."""

    kind: ClassVar[str] = "passed"
    player: str
    timing: str

    def describe(self) -> str:
        return f"{self.player} passes"


@dataclass(frozen=True)
class TitanClash(Event):
    """Two titans met at a base: ``winner`` stays, ``loser`` goes."""

    kind: ClassVar[str] = "titan-clash"
    base: str
    winner: str
    loser: str

    def describe(self) -> str:
        return f"clash of the titans at {self.base}: {self.winner} stays, {self.loser} leaves"


@dataclass(frozen=True)
class DuelBegan(Event):
    """Two minions begin a duel (a duel during it is ignored until it is resolved)."""

    kind: ClassVar[str] = "duel-began"
    challenger: str
    defender: str

    def describe(self) -> str:
        return f"{self.challenger} challenges {self.defender} to a duel"


@dataclass(frozen=True)
class DuelResolved(Event):
    """A duel ended; ``winners`` won it."""

    kind: ClassVar[str] = "duel-resolved"
    challenger: str
    defender: str
    winners: tuple[str, ...]

    def describe(self) -> str:
        if not self.winners:
            return f"the duel of {self.challenger} and {self.defender} stops without resolution"
        winners = " and ".join(self.winners)
        return f"the duel of {self.challenger} and {self.defender} is won by {winners}"


@dataclass(frozen=True)
class ExtraTurnGranted(Event):
    """A player will take an extra turn."""

    kind: ClassVar[str] = "extra-turn-granted"
    player: str

    def describe(self) -> str:
        return f"{self.player} will take an extra turn"


@dataclass(frozen=True)
class GameEnded(Event):
    """``standings``: (player, final VPs, madness cards) best first; ``winners`` share the win."""

    kind: ClassVar[str] = "game-ended"
    winners: tuple[str, ...]
    standings: tuple[tuple[str, int, int], ...]

    def describe(self) -> str:
        table = ", ".join(
            f"{p} {vp} VP" + (f" ({m} madness)" if m else "") for p, vp, m in self.standings
        )
        verb = "wins" if len(self.winners) == 1 else "win"
        return f"the game ends: {' and '.join(self.winners)} {verb} ({table})"


@dataclass(frozen=True)
class VictoryChecked(Event):
    """The end-of-turn victory check found a player at the goal but the lead tied."""

    kind: ClassVar[str] = "victory-checked"
    leaders: tuple[str, ...]
    vp: int

    def describe(self) -> str:
        return f"{' and '.join(self.leaders)} are tied for the lead with {self.vp} VP: play goes on"


@dataclass(frozen=True)
class DecisionMade(Event):
    """A player answered a decision (recorded for the worked example; changes nothing)."""

    kind: ClassVar[str] = "decision-made"
    player: str
    decision: str
    answer: tuple[str, ...]
    #: The card whose ability asked, where one did (:attr:`Decision.source`).
    source: str | None = None

    def describe(self) -> str:
        return f"{self.player} chooses {', '.join(self.answer) or 'nothing'} ({self.decision})"


@dataclass(frozen=True)
class CardLooked(Event):
    """A player looked at a card: only they have seen it."""

    kind: ClassVar[str] = "card-looked"
    card: str
    player: str

    def describe(self) -> str:
        return f"{self.player} looks at {self.card} (nobody else sees it)"


@dataclass(frozen=True)
class CardRevealed(Event):
    """A card was shown to every player."""

    kind: ClassVar[str] = "card-revealed"
    card: str

    def describe(self) -> str:
        return f"{self.card} is revealed to everyone"


@dataclass(frozen=True)
class DestructionReplaced(Event):
    """lang-instead: ``card`` would have been destroyed (by ``source``'s effect), and the
    replacement effect of ``replacer`` happened instead: it was not destroyed."""

    kind: ClassVar[str] = "destruction-replaced"
    card: str
    replacer: str
    source: str | None = None

    def describe(self) -> str:
        return f"{self.card} would be destroyed; {self.replacer}'s effect happens instead"


@dataclass(frozen=True)
class DiscardReplaced(Event):
    """lang-instead: ``card`` would have gone to the discard pile as its base's cards did
    after it scored, and the replacement effect of ``replacer`` happened instead."""

    kind: ClassVar[str] = "discard-replaced"
    card: str
    replacer: str

    def describe(self) -> str:
        return f"{self.card} would go to the discard pile; {self.replacer}'s effect happens instead"


@dataclass(frozen=True)
class DeckShuffled(Event):
    """A player's deck was shuffled (after a search): nobody knows its order any more."""

    kind: ClassVar[str] = "deck-shuffled"
    player: str
    order: tuple[str, ...]  # the deck after shuffling, top first

    def describe(self) -> str:
        return f"{self.player}'s deck is shuffled"


@dataclass(frozen=True)
class FactionChosen(Event):
    """A player chose a faction when the game was set up: its cards, taken from the middle
    of the table, go into their deck, and they own them."""

    kind: ClassVar[str] = "faction-chosen"
    player: str
    faction: str
    cards: tuple[str, ...]

    def describe(self) -> str:
        return (
            f"{self.player} chooses the {self.faction} faction ({counted(len(self.cards), 'card')})"
        )


@dataclass(frozen=True)
class BaseDeckShuffled(Event):
    """The base deck was shuffled (when a game is set up)."""

    kind: ClassVar[str] = "base-deck-shuffled"
    order: tuple[str, ...]  # the base deck after shuffling, top first

    def describe(self) -> str:
        return "the base deck is shuffled"


@dataclass(frozen=True)
class ReplacementChosen(Event):
    """An ability chose the base that replaces a scored base (instead of the base deck's top)."""

    kind: ClassVar[str] = "replacement-chosen"
    base: str
    replacement: str

    def describe(self) -> str:
        return f"{self.replacement} will replace {self.base}"


@dataclass(frozen=True)
class TallyChanged(Event):
    """Counters for literal counting on a card out of play (e.g. Time Box beside its
    owner): not +1 power counters, and no other ability can touch them."""

    kind: ClassVar[str] = "tally-changed"
    card: str
    amount: int

    def describe(self) -> str:
        verb = "placed on" if self.amount > 0 else "removed from"
        return f"{counted(abs(self.amount), 'counter')} {verb} {self.card} (for counting only)"
