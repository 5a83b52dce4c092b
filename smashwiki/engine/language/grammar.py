"""The grammar of the card language: abilities as frozen, typed values.

A card's ``abilities:`` (and a stand-in's mapping in a check) is parsed once, when the
data loads, into a :class:`CardAbilities`; every mistyped value is a :class:`Problem`
naming where it is (a path of keys and list positions, which the loader turns into
``file:line:col``), all of them at once (:class:`GrammarError`). The engine then runs the
typed values; :mod:`.english` says them back in the rulebook's words.

The grammar::

    abilities  = modifier? instead-of? turn-play? ability*
    ability    = timing condition* (effect+ | static+)
    timing     = on-play | talent | leaves-stasis | ongoing | trigger | special
    trigger    = moment (start/end of turn, before/after scoring, after a play, a minion
                 destroyed ...) + who (you, another player, any player) + where (here);
                 or a replacement (lang-instead): when a card ``replaces`` names would
                 be destroyed, the effects instead (``may``: its player chooses)
    effect     = cost? verb target? amount? destination? duration? condition? then?
    target     = selector: whose + where + what + filters + quantifier
    whose      = you | other (another player) | any, by controller (or owner)
    where      = here | there (the base of the moment) | another base | a base you
                 choose | a base where you have a minion (or none) | that base (the
                 chosen minion's) | anywhere; or a pile (hand, deck, discard pile, ...)
    what       = minion | action | card | base | modifier | base-modifier |
                 minion-modifier | titan | madness; a card named X; of a faction; with
                 the same name as that (this) minion
    filters    = power (or printed power) at most / at least N, less than the chosen
                 minion's; another (other than this card); with a +1 power counter;
                 played this turn; this card, its host, the chosen one, the event's card;
                 an action that directly affects <selector> (``affects: any``: a minion,
                 by what the action does; ``affects: self``, ``chosen``, ``yours`` ...)
    quantifier = one (N times) | up to N | any number | each (all, no choice)
    amount     = N | N for each <selector> (of a power: lang-its, ``where: target-base``, at
                 the base of the minion that gets it) | N for each +1 power counter on it |
                 N for each player (other player, with a minion here: lang-its) |
                 equal to a card's power | N for each card an earlier effect of the
                 ability acted on (lang-results: ``for-each-done: {effect: 0, verb:
                 discard}``: "for each card discarded", "that many"), or each player of
                 an earlier ``each`` who did (did not) do it; a power filter may compare
                 with such a count too (``{less-than: {number-done: ...}}``)
    delayed    = at the end of the turn | at the start of your next turn: effects, held
                 until then (``at-end-of-turn: [destroy: self]``); one on this card or
                 the chosen one is gone if that card has left play meanwhile
    timed      = (lang-timed) a base's breakpoint changed (``breakpoint``) or made a
                 number (``set-breakpoint``) for a duration, and a restriction at a base
                 for a duration (``restrict``): held by the game, it outlives its card
    static     = ongoing power (set to N), breakpoint, player power, protection,
                 score blocker, restriction; each for a selector, with an optional if:

In YAML an effect is a mapping: the verb's key with its amount (or its options), and
beside it ``target:`` (a selector: ``here``, ``yours``, ``self`` ..., or a mapping
``{whose: other, where: here, power: {at-most: 2}, up-to: 2}``), ``to:`` (destination),
``until:`` (duration), ``if:`` (condition), ``optional: true`` ("you may"), ``then:``
(effects that happen only if it did something), ``cost:`` (effects done in full first,
"discard two cards to destroy a minion": if any cannot be done in full, none of them
is done, nor the effect) and ``ask:`` (the decision's kind). The
verbs are :data:`VERBS`; the older one-card verbs (``destroy-all: true``,
``self-to-hand: true``, ``counters-on-up-to: 3`` ...) still load, as shorthand for a verb
with a selector (:data:`SHORTHAND`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, ParamSpec, TypeAlias, TypeVar, get_args

from ..decisions import DecisionKind

# ------------------------------------------------------------------------------ words

#: The verb heads of the language: each acts on what its selector names.
Verb = Literal[
    "draw",  # cards from your deck (or Madness cards: what: madness)
    "gain-vp",
    "extra-turn",
    "place-counters",  # +1 power counters (or stasis counters) on the target
    "move-counters",
    "remove-counters",
    "power",  # +N power until a duration ends (the end of the turn by default)
    "destroy",
    "return",  # to its owner's hand
    "place",  # put a card in a pile: hand, deck top/bottom, discard, a shared deck
    "take",  # into your hand from a pile (search your deck, take from a discard pile)
    "move",  # a minion (or a modifier) to another base (minion)
    "play",  # an extra play (or a card played at once: this card, a monster ...)
    "reveal",  # reveal your deck until a card of a kind
    "look",  # look at the top cards of your deck
    "shuffle",  # cards into their owner's deck
    "discard",  # cards from your hand
    "replace-base",
    "cancel",  # a base's abilities, for a duration
    "each",  # each player (or each winner, or each other player) does the effects
    "choose",  # choose one of the lists of effects (lang-there: or a base, then effects there)
    "if",  # the effects, if a condition holds
    "may",  # you may do the effects
    "duel",
    "stasis",
    "bury",
    "store",
    "control",  # take control of a minion
    "later",  # the effects, at a later moment (its duration: the end of the turn ...)
    # lang-timed: a base's breakpoint changed (``set-breakpoint``: made that number) for a
    # duration, and a restriction on a base for a duration (it outlives this card)
    "breakpoint",
    "set-breakpoint",
    "restrict",
]
VERBS: tuple[Verb, ...] = get_args(Verb)

What = Literal[
    "minion",
    "action",
    "card",
    "base",
    "modifier",
    "base-modifier",
    "minion-modifier",
    "titan",
    "madness",
    "monster",
]
Whose = Literal["any", "you", "other"]
By = Literal["controller", "owner"]
#: Which bases a player may choose for ``where: chosen-base`` ("Choose a base where you
#: have a minion"): any (None), those where they have a minion, those where they have none.
BaseWhere = Literal["you-have-a-minion", "you-have-no-minion"]
Where = Literal[
    "anywhere",
    "here",
    "there",
    "another-base",
    "chosen-base",
    "base-with-your-minion",
    "base-where-most-power",  # lang-c: a base where you have more power than each other player
    # lang-s: the base the card an earlier effect chose is at ("on that base", "on that
    # minion's base"; the base it was at when it has left play meanwhile)
    "that-base",
    "base-without-your-minion",  # lang-s: a base where you have no minions
    # lang-its: in a power effect's ``for-each`` only, the base the minion it gives the power
    # to is at ("+1 power for each other minion on its base"; ``other``: other than that
    # minion), counted for each such minion as it gets the power
    "target-base",
]
#: The pile a selector looks in (``play``: in play, the default).
Pile = Literal[
    "play",
    "play-and-stasis",  # in play, and in stasis (cards in stasis are in play)
    "hand",
    "deck",
    "discard",
    "deck-or-discard",
    "hand-or-discard",  # lang-d: "a Madness card from your hand or discard pile"
    "stasis",
    "set-aside",
    "base-discard",
    "base-deck",
    "monster-deck",
    "madness-deck",
    "looked",  # the cards a look effect looked at (or revealed), not yet placed
]
This = Literal["self", "host", "self-or-host", "chosen", "event", "granted-by-this", "affected"]
Compare = Literal["at-most", "at-least", "less-than", "more-than", "equal"]  # lang-rel: equal
#: The one (or the tied ones) of the highest or lowest power among the cards a selector
#: names (lang-c: "the minion with the highest power here"; among tied ones, the player
#: its ``tie`` names chooses: lang-extremes)
Superlative = Literal["highest-power", "lowest-power"]
#: lang-extremes: who chooses among tied minions of a superlative, as the card's tie-break
#: says ("(you choose in case of a tie)": the effect's player; "(owner's choice ...)": the
#: tied minions' owner; "(controller's choice ...)": their controller)
TieBreak = Literal["you", "owner", "controller"]
#: lang-extremes: a superlative taken in each group ("each player's minion with the highest
#: power here": one of each player's; "the minion with the highest power on each base")
MostPer = Literal["player", "base"]
#: lang-moved: a minion whose arrival at the base it is on now was a move (not a play, not
#: placed), moved there and still there since (``there``; moved away and back: moved there
#: again); ``this-turn``: and that move was this turn. Who moved it is not kept.
Moved = Literal["there", "this-turn"]
#: lang-playedhere: a minion played this turn on this card's base (``here``), or on a base
#: other than this card's (``another-base``), wherever it is now (moved since: still it)
PlayedAt = Literal["here", "another-base"]
#: lang-extremes: a minion's power ranked among the minions at its own base ("with the
#: highest power on its base": tied ones too; "with more power than any other minion on its
#: base": strictly, alone)
BaseRank = Literal["highest-power", "lowest-power", "only-highest-power", "only-lowest-power"]
QuantifierKind = Literal["one", "up-to", "any-number", "each"]
TriggerMoment = Literal[
    "start-of-turn",
    "end-of-turn",
    "before-scoring",
    "when-scoring",
    "after-scoring",
    "goes-to-discard",
    "when-play",
    "after-play",
    "counter-placed",
    "discarded-from-hand",
    "base-cleared",
    "draw-phase",
    "affected",
    "destroyed",
    "minion-destroyed",  # after any minion is destroyed (``here``: at this card's base)
    "minion-moved",  # after any minion is moved to another base (``here``: to this card's)
    # lang-instead: a replacement, not a trigger: when a card ``replaces`` names would be
    # destroyed, the effects happen instead (``may``: if its player chooses) and it is not
    # destroyed
    "would-be-destroyed",
    # lang-instead: a replacement: when a card ``replaces`` names would go to the discard
    # pile as the cards of its base go there after it scores ("after this base scores ...
    # instead of the discard pile"), the effects happen instead
    "would-go-to-discard",
    "moved",  # lang-time: after this minion is moved to another base
]
TRIGGER_MOMENTS: tuple[TriggerMoment, ...] = get_args(TriggerMoment)
#: lang-instead: the moments of replacements (not triggers: see :class:`Trigger`.replaces).
REPLACING: tuple[TriggerMoment, ...] = ("would-be-destroyed", "would-go-to-discard")
PlayedKind = Literal["minion", "action", "base-modifier", "minion-modifier"]
#: lang-specials: how often its player may use the ability of one card of a name, shared
#: by the copies of that name ("You can only use one X's ability each turn" / "per base":
#: for each base of the moment, a base scoring)
PerName = Literal["turn", "base"]
Who = Literal["you", "other", "any"]
#: Whom a base's "you" describes: its controller's (none: any player it describes), the
#: winners (first place, tied players too), the runner-up (second), third place, each
#: player with a minion here, the player who played the card a trigger is about, or the
#: owner (controller) of the card the event moved ("its owner draws a card").
For = Literal[
    "controller",
    "winners",
    "runner-up",
    "third-place",
    "with-minion-here",
    "most-power-here",
    "who-played",
    "event-owner",
    "event-controller",
    "whose-turn",  # lang-f2: the player whose turn it is ("at the start of each player's turn")
    "non-winners",  # lang-f2: each player not in first place ("each player other than the winner")
    "who-moved",  # lang-moves: the player who moved the minion ("after a player moves ...")
    # lang-destroyer: the player who destroyed the minion ("the player who destroyed it",
    # "after a player destroys a minion here, that player ..."): none if no player did
    "who-destroyed",
]
#: What the action a trigger waits for directly affects: this minion, the minion this
#: card is on (``host``: another action than this one), one of yours here ...
AffectsWhat = Literal["self", "host", "yours-here", "yours-other-here"]
DurationKind = Literal[
    "end-of-turn",
    "start-of-your-next-turn",
    "while-in-play",
    "end-of-your-next-turn",  # lang-time: the end of the next turn of yours begun after now
]
DestinationKind = Literal[
    "hand",
    "deck-top",
    "deck-bottom",
    "deck",  # shuffled in
    "discard",
    "base",  # to a base (``base:`` says which)
    "minion",  # onto another minion (a modifier moved)
    "madness-deck",
    "base-deck-top",
    "base-deck-bottom",  # lang-basedeck: a base looked at, under the base deck
    "stasis",
    "box",  # out of the game: nothing prevents it, nothing takes it back
]
ConditionKind = Literal[
    "you-control",  # a card named X
    "host-yours",  # you control the minion this card is on
    "card-here",  # a card named X is at this card's base
    "minion-here",  # you have a minion here (the player the ability is for)
    "most-power-here",
    "only-minion-here",  # this minion is the only minion at its base
    "actions-played-at-least",  # actions you played this turn (this one too)
    "actions-played-at-most",  # lead: and at most (0: "if you have played no actions")
    "bases-with-your-minions-at-least",  # bases where you have a minion
    "cards-in-hand-at-most",  # the cards in your hand
    "most-minions",  # you have more minions in play than each other player
    "minions-here-at-least",  # every player's minions here
    "your-minions-here-at-least",  # the minions here of the player the ability is for
    "breakpoint-at-most",
    "played-from",
    "first-time-this-turn",
    "in-discard",  # this card is in its owner's discard pile
    "your-play-phase",
    "your-turn",
    "base-in-discard",
    "on-self",  # the event is about this card
    "madness-in-discard-at-least",  # lang-t2: Madness cards in your discard pile
    # lang-c2: counts of the minions (here, other than this card; in play) and cards in hand
    # of the player the ability is for
    "your-minions-here-at-most",
    "your-other-minions-here-at-least",  # other than this card
    "your-other-minions-here-at-most",  # 0: "this is your only minion here"
    "your-minions-in-play-at-least",
    "cards-in-hand-at-least",
    # lang-third: you have a minion of power ``count`` or more (in play; at this card's base)
    "your-minion-power-at-least",
    "your-minion-here-power-at-least",
    # lang-name: N or more of your minions of one printed name (here; on one base; in play)
    "your-same-name-here-at-least",
    "your-same-name-on-a-base-at-least",
    "your-same-name-in-play-at-least",
    "modifiers-on-this-base-at-least",  # lang-protect: actions played on this base itself
    "other-players-turn",  # lang-time: a turn not of the player the ability is for
    "played-this-turn",  # lang-time: this card, played this turn by the player it is for
    #: lang-titans: the +1 power counters on the minions in play of the player the ability is
    #: for, in all ("if your minions have a total of 6 or more +1 power counters on them")
    "your-counters-at-least",
    #: lang-restrict: the +1 power counters on this minion (or the minion this card is on):
    #: ``count`` or more ("if it has a +1 power counter on it", of this minion's own text)
    "this-counters-at-least",
]
CONDITIONS: tuple[ConditionKind, ...] = get_args(ConditionKind)
StaticKind = Literal[
    "power",
    "set-power",
    "breakpoint",
    "player-power",
    "protect",
    "cannot-be-destroyed",  # by any card, or (protect_from) by other players' cards
    "cannot-be-moved",  # to another base, by any card (lang-e)
    "cannot-be-moved-here",  # lang-r: to this card's base, from another, by any card
    "cannot-score",
    "restrict",
    #: lang-limit: an extra play (of ``target``: what, power, here) on each of the card's
    #: player's turns, while it is in play
    "extra-play",
]
Restriction = Literal[
    "no-minions-here",
    "first-minion-elsewhere",
    "hand-lock",
    "no-actions-here-by-others",
    "no-minions-here-by-others",
    "no-actions-here",
    "no-actions-on-minions-here",  # lang-r: on a minion at this card's base (not on it)
    #: lang-restrict: on this minion (or the minion this card is on), by any player, or by
    #: any but this card's controller
    "no-actions-on-this-minion",
    "no-actions-on-this-minion-by-others",
    "no-actions-on-minions-here-by-others",  # lang-restrict: on a minion here, by others
]
ProtectFrom = Literal["other-players-cards", "other-players-actions", "all"]
#: The fixed ways a few verbs come in (see :class:`Effect`).
Variant = Literal[
    "a-kind",
    "and-replay",
    "swap",
    "from-base-discard",
    "winners",
    "others",
    "with-minion-here",  # lang-c: each: each player with a minion at this card's base
    "chosen",  # lang-p: each: the one player you choose ("Choose a player. That player ...")
    "chosen-other",  # lang-p: each: the one other player you choose
    "chosen-owner",  # lang-owner: each: the owner of the card the effect before chose
    "chosen-controller",  # lang-owner: each: that card's controller
    "stasis",
    "at-random",
    "any-order",  # cards looked at put on a deck in the order their player chooses
    "until-hand",  # lang-time: draw: cards until your hand holds the amount
]
Timing = Literal["on-play", "talent", "leaves-stasis", "ongoing", "trigger", "special"]
ModifierOf = Literal[
    "base",
    "minion",
    "your-minion",
    "other-minion",  # lang-where: another player's minion
    "base-with-your-minion",  # lang-where: a base where its player has a minion
    "base-without-your-minion",  # lang-where: ... no minions
]
"""What a modifier is played on: a base, a minion, or one of its player's own minions."""
PlayInstead = Literal["minion", "action"]
#: Where a titan's Special puts it (lang-t2): the base of its moment ("there": the base
#: about to score; ``its-base``: the base the destroyed minion was at), a base its player
#: chooses (``a-base``), or one where they have a minion.
PlayOnBase = Literal["there", "its-base", "a-base", "base-with-your-minion"]
#: lang-its: the players an amount counts ("for each player", "for each other player": other
#: than the effect's player; "... with a minion here": at this card's base, as it resolves)
PerPlayer = Literal["each", "other", "with-minion-here", "other-with-minion-here"]
#: lang-results: what a :class:`Result` counts of the earlier effect it names: the cards
#: it acted on, or (of an ``each``) the players who did (did not) do its effects.
ResultCounts = Literal["cards", "players-who-did", "players-who-did-not"]
#: lang-results: the verbs whose cards a :class:`Result` may count ("for each card
#: discarded", "that many": the cards the effect discarded, destroyed ... as it resolved).
RESULT_VERBS: tuple[Verb, ...] = (
    "discard",
    "destroy",
    "return",
    "place",
    "shuffle",
    "move",
    "draw",
)


# ------------------------------------------------------------------------------ values


@dataclass(frozen=True)
class Quantifier:
    """How many of the cards a selector names: ``one`` (chosen one at a time, ``count``
    times), ``up-to`` ``count`` (chosen at once, distinct, none allowed), ``any-number``
    (zero included), or ``each`` (all of them, no choice)."""

    kind: QuantifierKind = "one"
    count: int = 1


@dataclass(frozen=True)
class PowerFilter:
    """A filter on power: ``at-most``/``at-least`` ``value``, or ``less-than``/
    ``more-than`` the power of ``of`` (the chosen card, this card); ``printed`` compares
    printed power instead of current power; ``count``: compared with the number of cards
    that selector names now (lang-rel: "with power less than the number of minions you
    have here")."""

    compare: Compare
    value: int | None = None
    of: This | None = None
    printed: bool = False
    count: Selector | None = None
    #: lang-results: compared with what an earlier effect of the ability did ("with power
    #: less than the number of minions destroyed"): the count as that effect resolved
    result: Result | None = None


@dataclass(frozen=True)
class BaseHas:
    """lang-basefilter: beside ``where: base-with-your-minion``, how many of its player's
    minions the base must hold (``at_least``), of ``power`` (a number, not another card):
    "at a base where you have two or more minions", "... a minion of power 5 or more"."""

    at_least: int = 1
    power: PowerFilter | None = None
    faction: str | None = None  # lang-faction: "a base where you have a Robot minion"
    #: lang-where: whose minions: the effect's player's ("where you have"), one other
    #: player's ("where another player has": some one other player has them all), or
    #: anyone's together ("a base with three or more minions on it")
    whose: Whose = "you"


@dataclass(frozen=True)
class Selector:
    """Which cards an effect acts on (or counts): whose, where, what, filters, and how
    many (:class:`Quantifier`). The default is one minion in play, anyone's, anywhere."""

    what: What = "minion"
    whose: Whose = "any"
    by: By = "controller"
    where: Where = "anywhere"
    pile: Pile = "play"
    this: This | None = None
    name: str | None = None
    name_of: This | None = None  # lang-name: with the same name as that (this) card
    faction: str | None = None
    power: PowerFilter | None = None
    other: bool = False  # "another": not this card
    with_counter: bool = False
    with_modifier: bool = False  # lang-protect: "with an action played on it"
    played_this_turn: bool = False
    moved: Moved | None = None  # lang-moved: moved to the base it is on (this turn)
    played_at: PlayedAt | None = None  # lang-playedhere: played this turn on which base
    base_where: BaseWhere | None = None  # for where: chosen-base, which bases may be chosen
    base_has: BaseHas | None = None  # lang-basefilter: for where: base-with-your-minion
    superlative: Superlative | None = None  # of the highest (lowest) power among them
    tie: TieBreak | None = None  # lang-extremes: who chooses among the tied (superlative)
    most_per: MostPer | None = None  # lang-extremes: the superlative's one per player (base)
    base_rank: BaseRank | None = None  # lang-extremes: its power ranked at its own base
    on: Selector | None = None  # a modifier on a minion this selects
    affects: Selector | None = None  # an action that directly affects a card this selects
    quantifier: Quantifier = field(default_factory=Quantifier)

    @property
    def chooses(self) -> bool:
        """True if a player chooses among the cards (not "this card", not "each")."""
        return self.this is None and self.quantifier.kind != "each"


@dataclass(frozen=True)
class Result:
    """lang-results: what an earlier effect of the same ability did as the ability
    resolved: the cards it acted on (``what``: only those of that kind), counted; or, of
    an ``each`` (``counts``), the players who did (did not) do its effects. ``effect`` is
    that effect's position among the ability's effects (0: the first), and ``verb`` its
    verb (said back: "for each card discarded"); nothing done counts 0."""

    effect: int
    verb: Verb
    what: What = "card"
    counts: ResultCounts = "cards"


@dataclass(frozen=True)
class Amount:
    """How much: ``value``, or ``value`` for each card ``per`` selects (``per_counter``:
    for each +1 power counter on the target), or ``equal_to`` a card's power; or
    ``value`` for each card (player) ``result`` counts of what an earlier effect did."""

    value: int = 1
    per: Selector | None = None
    per_counter: bool = False
    equal_to: This | None = None
    #: lang-third: ``value`` for every whole ``per_power`` of its player's total power at
    #: this card's base ("1 VP for every 5 power you have here": 9 power is 1 VP); 0: none
    per_power: int = 0
    result: Result | None = None  # lang-results: "for each card discarded", "that many"
    #: lang-timed: ``value`` times the power of one card this selector names, its player's
    #: choice as the effect resolves (none there: 0): "by the power of one of your minions
    #: on that base"
    power_of: Selector | None = None
    per_player: PerPlayer | None = None  # lang-its: ``value`` for each player it names


@dataclass(frozen=True)
class Duration:
    """How long an effect lasts."""

    kind: DurationKind = "end-of-turn"


@dataclass(frozen=True)
class Destination:
    """Where an effect puts a card: a pile, or a base (``base``: another base, here, a
    base you choose), or onto another minion."""

    kind: DestinationKind
    base: Where | None = None


@dataclass(frozen=True)
class Condition:
    """A condition: ``kind`` with its ``names`` (a card named X, or Y), ``count`` (N or
    more, at most N) or ``pile`` (played from)."""

    kind: ConditionKind
    names: tuple[str, ...] = ()
    count: int = 0
    pile: Pile | None = None


#: lang-grantplace: what an extra action "here" is played on: this base (an action played
#: on a base), a minion here, or either ("on this base or on a minion here").
GrantOn = Literal["base", "minion", "base-or-minion", "your-minion", "other-minion"]


@dataclass(frozen=True)
class GrantAt:
    """lang-grantplace: the bases an extra play may go to, judged as the card is played
    (not as the play is given: a base may start or stop fitting between the two): where
    you have a minion (``where: you-have-a-minion``; ``has``: how many, of what power) or
    no minions; with a breakpoint of ``breakpoint_at_most`` or less. ``each``: one extra
    play for each such base instead (or each base, with no filter), the bases taken as
    the plays are given, each play only on its own base."""

    where: BaseWhere | None = None
    has: BaseHas | None = None
    breakpoint_at_most: int | None = None
    each: bool = False


@dataclass(frozen=True)
class Grant:
    """The options of an extra play (``play`` with a grant): from which pile, only on
    this card's base, or only on the base the trigger's minion was at (``its_base``: "on
    its base", after a minion is destroyed), at once or not at all. The minion the action
    must directly affect is its target's ``affects`` (this minion, the one an earlier
    effect chose)."""

    from_pile: Pile = "hand"
    here: bool = False
    its_base: bool = False
    immediate: bool = False
    there: bool = False  # lang-s: only on the base of the moment (a base about to score)
    #: lang-there: only on the base of the minion an earlier effect chose ("on that base":
    #: the one it was moved to, or was at as it left play)
    that_base: bool = False
    #: lang-grantplace: only at a base that ``at`` names as the card is played
    at: GrantAt | None = None
    #: lang-grantplace: an action ``here`` played on this base, a minion here, or either
    on: GrantOn | None = None
    #: lang-grantplace: only on the base the minion an earlier effect moved was at before
    #: it moved ("on the base it left")
    left_base: bool = False


@dataclass(frozen=True)
class Effect:
    """One effect: a verb, what it acts on, how much, where to, for how long. ``effects``
    are the inner effects of ``each``/``if``/``may``/``duel`` (``duel``: those of the
    winner), ``others`` those of a duel's loser, ``options`` the lists of ``choose``;
    ``then`` happens only if this effect did something; ``cost`` is done first ("do X to
    do Y"), and only if all of it can be done in full, else neither it nor this effect
    happens. ``variant`` tells apart what one
    verb does in a few fixed ways (``shuffle``: ``a-kind``; ``return``: ``and-replay``;
    ``replace-base``: ``swap``, ``from-base-discard``; ``each``: ``winners``; ``discard``:
    ``at-random``)."""

    verb: Verb
    target: Selector | None = None
    amount: Amount | None = None
    destination: Destination | None = None
    duration: Duration | None = None
    condition: Condition | None = None
    optional: bool = False
    grant: Grant | None = None
    effects: tuple[Effect, ...] = ()
    others: tuple[Effect, ...] = ()
    options: tuple[tuple[Effect, ...], ...] = ()
    then: tuple[Effect, ...] = ()
    cost: tuple[Effect, ...] = ()
    ask: DecisionKind | None = None
    variant: Variant | None = None
    revealed: bool = False
    #: lang-timed: what ``restrict`` forbids at the bases its target names, for its duration
    restriction: Restriction | None = None


@dataclass(frozen=True)
class Static:
    """An ongoing effect, true while the card is in play: ``amount`` power (or set to it,
    or to a breakpoint, or to its controller's power at its base) for ``target``;
    protection from ``protect_from``; a score blocker; a ``restriction``; each only while
    ``condition`` holds."""

    kind: StaticKind
    target: Selector | None = None
    amount: Amount | None = None
    protect_from: ProtectFrom | None = None
    restriction: Restriction | None = None
    condition: Condition | None = None


@dataclass(frozen=True)
class Trigger:
    """The moment a trigger (or a Special) waits for, with who and where: ``played`` the
    kind of card played and ``who`` played it; ``here`` only at this card's base;
    ``affects`` an action that directly affects this minion (or one or more of yours
    here, or of your other minions here: "those minions" are then ``this: affected``);
    ``for_`` whom a base's "you" describes; ``may`` optional; ``once_per_turn``;
    ``play`` (a Special played as the card itself); ``first_each_turn``: only the first
    such play of the turn by the player who made it ("after the first time you play a
    minion here each turn": each player's first, not the card's first trigger);
    ``first_of_turn``: only the first such play of the turn by any player ("the first
    player to play a minion here each turn": the turn's first minion played here);
    ``play_on``: where a Special that plays the card (a titan) puts it; ``cost``: what
    its player does first to play it ("discard two cards to play this titan"), done only
    if all of it can be done in full and the card is then played."""

    moment: TriggerMoment
    here: bool = False
    may: bool = False
    played: PlayedKind | None = None
    who: Who = "you"
    once_per_turn: bool = False
    affects: AffectsWhat | None = None
    for_: For = "controller"
    play: bool = False
    first_each_turn: bool = False
    first_of_turn: bool = False  # lang-c: the turn's first such play by anyone (here: here)
    play_on: PlayOnBase = "there"  # lang-t2: where a Special that plays the card puts it
    cost: tuple[Effect, ...] = ()  # lang-t2: done first, only if the card is then played
    power: PowerFilter | None = None  # lang-f2: the played card's power ("of power 2 or less")
    #: lang-instead: the cards (in play) whose destruction a ``would-be-destroyed``
    #: replacement replaces ("this minion", "another of your minions here"), or whose
    #: going to the discard pile after their base scores ``would-go-to-discard`` does
    replaces: Selector | None = None
    #: lang-specials: a minion's Special used while it is in play (the glossary's Special:
    #: "or while in play for special events"), by its controller, at its moment ("Before
    #: a base scores, you may move this minion there"), not played from the hand
    in_play: bool = False
    #: lang-specials: its player uses the ability of only one card of this card's name
    #: each turn (``turn``) or for each base of its moment (``base``: a base scoring)
    per_name: PerName | None = None
    #: lang-titans: the destroyed minion (``minion-destroyed``) had a +1 power counter on it
    #: as it was destroyed ("after one of your minions with a +1 power counter on it is
    #: destroyed")
    with_counter: bool = False
    #: lang-specials: with ``play``, an action's Special said after what it does ("Draw a
    #: card. Special: Before a base scores, you may play this card."): one more way to
    #: play it, besides the usual (its regular or an extra action play on its turn)
    as_usual: bool = False
    #: lang-moves: at ``minion-moved``, the player who moved the minion (the controller of
    #: the card whose effect moved it, as it moved: "after you move a minion here"; a move
    #: by no player's card, a base's, is by none of them); None: by any effect
    moved_by: Who | None = None
    #: lang-moves: at ``minion-moved``, the minion left this card's base (``here`` is the
    #: base it went to): "after a minion is moved from here"
    from_here: bool = False
    #: lang-destroyer: at ``minion-destroyed`` (``destroyed``: this minion), the player who
    #: destroyed the minion (the controller of the card whose effect destroyed it, as it
    #: did: "after you destroy a minion here", "after this minion is destroyed by another
    #: player's card"; a destruction by no player's card, a base's, is by none of them; a
    #: minion discarded as its base scores is not destroyed); None: by any effect
    destroyed_by: Who | None = None


@dataclass(frozen=True)
class Ability:
    """One ability: its timing, the conditions it needs, and its effects (an ongoing
    ability: its statics)."""

    timing: Timing
    effects: tuple[Effect, ...] = ()
    statics: tuple[Static, ...] = ()
    trigger: Trigger | None = None
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True)
class TurnPlay:
    """A titan's "Special: On your turn, you may play this titan on a base." (lang-t2):
    during its player's Play Cards phase (the glossary's "On your turn"), a play of its
    own (not the regular minion or action play), on a base ``play_on`` names (``there``:
    one where ``condition``, asked of that base, holds), while ``condition`` holds."""

    play_on: PlayOnBase = "a-base"
    condition: Condition | None = None
    #: lang-titans: what its player does first to play it ("you may discard a card to play
    #: this titan"), as it is played: only if all of it can be done, never if it is not
    cost: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class CardAbilities:
    """Everything a card declares: how it is played (``modifier``, a titan's
    ``instead_of`` and ``turn_play``) and its abilities, in order."""

    abilities: tuple[Ability, ...] = ()
    modifier: ModifierOf | None = None
    instead_of: tuple[PlayInstead, ...] = ()
    turn_play: TurnPlay | None = None
    #: lang-specials: "You can only play this card if ..." ("during your turn"): the card
    #: is played from the hand (a regular, extra or Special play) only while this holds,
    #: for the player playing it (:data:`PLAY_IF`)
    play_if: Condition | None = None
    #: lang-playonly: where the card itself may be played, judged for its player as it is
    #: played (:data:`PLAY_AT_WHERE`): a base (``what: base``, a minion's base or a base
    #: modifier's) where ``where`` (``base_has``) holds, or a minion (a minion modifier's
    #: host) of ``power``
    play_at: Selector | None = None

    def of(self, timing: Timing) -> tuple[Ability, ...]:
        """The abilities of that timing."""
        return tuple(a for a in self.abilities if a.timing == timing)


# ------------------------------------------------------------------------------ problems

Path: TypeAlias = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """A mistyped value: where (keys and list positions from the ``abilities:`` value
    down) and what is wrong."""

    path: Path
    message: str

    def __str__(self) -> str:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in self.path)
        return f"{where.lstrip('.')}: {self.message}" if where else self.message


class GrammarError(ValueError):
    """The value is not in the grammar; ``problems`` lists every mistake."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__("; ".join(map(str, problems)))
        self.problems = tuple(problems)


class _Bad(Exception):
    """One problem found while reading one value (collected by :class:`_Reader`)."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.problem = Problem(path, message)


T = TypeVar("T")
P = ParamSpec("P")
L = TypeVar("L", bound=str)


def _at(path: Path) -> Callable[[str], Path]:
    """``at(key)``: the path of ``key`` below ``path``."""

    def at(key: str) -> Path:
        return (*path, key)

    return at


def _describe(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def _int(value: object, path: Path, what: str = "a whole number") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _Bad(path, f"{_describe(value)} is not {what}")
    return value


def _count(value: object, path: Path) -> int:
    number = _int(value, path, "a whole number of at least 1")
    if number < 1:
        raise _Bad(path, f"{number} is not a whole number of at least 1")
    return number


def _bool(value: object, path: Path) -> bool:
    if not isinstance(value, bool):
        raise _Bad(path, f"{_describe(value)} is not true or false")
    return value


def _true(value: object, path: Path) -> None:
    if value is not True:
        raise _Bad(path, f"{_describe(value)}: write true (this verb takes no value)")


def _text(value: object, path: Path) -> str:
    if not isinstance(value, str) or not value:
        raise _Bad(path, f"{_describe(value)} is not a text")
    return value


def _word(value: object, words: tuple[L, ...], path: Path) -> L:
    for word in words:
        if value == word:
            return word
    raise _Bad(path, f"{_describe(value)} is not one of: {', '.join(words)}")


def _mapping(value: object, path: Path, keys: Sequence[str]) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise _Bad(path, f"{_describe(value)} is not a mapping")
    unknown = [str(k) for k in value if k not in keys]
    if unknown:
        raise _Bad((*path, unknown[0]), f"unknown key {unknown[0]!r}; known: {', '.join(keys)}")
    return {str(k): v for k, v in value.items()}


def _items(value: object, path: Path) -> list[tuple[Path, object]]:
    """An effect or a list of effects, each with its path."""
    if value is None:
        return []
    if isinstance(value, Mapping):
        return [(path, value)]
    if isinstance(value, list | tuple):
        return [((*path, i), item) for i, item in enumerate(value)]
    raise _Bad(path, f"{_describe(value)} is not an effect or a list of effects")


class _Reader:
    """Collects problems while values are read; a value that fails is left out."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def read(self, function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T | None:
        try:
            return function(*args, **kwargs)
        except _Bad as bad:
            self.problems.append(bad.problem)
            return None

    def effects(self, value: object, path: Path) -> tuple[Effect, ...]:
        items = self.read(_items, value, path) or []
        found = (self.read(_effect, self, v, p) for p, v in items)
        return tuple(e for e in found if e is not None)


# ------------------------------------------------------------------------------ selectors

#: The short names of common selectors (today's ``target:`` words).
TARGET_WORDS: dict[str, Selector] = {
    "any": Selector(),
    "here": Selector(where="here"),
    "yours": Selector(whose="you"),
    "yours-here": Selector(whose="you", where="here"),
    "others": Selector(whose="other"),
    "others-here": Selector(whose="other", where="here"),
    "self": Selector(this="self-or-host"),
    "chosen": Selector(this="chosen"),
}
#: The keys of a selector mapping.
SELECTOR_KEYS = (
    "what",
    "whose",
    "by",
    "where",
    "pile",
    "this",
    "name",
    "same-name-as",
    "faction",
    "power",
    "printed-power",
    "other",
    "with-counter",
    "with-modifier",
    "played-this-turn",
    "moved",  # lang-moved
    "played-at",  # lang-playedhere
    "base-where",
    "base-has",
    "superlative",
    "tie",
    "most-per",
    "base-rank",
    "on",
    "affects",
    "count",
    "up-to",
    "any-number",
    "each",
)
_WHATS: tuple[What, ...] = get_args(What)


def selector(value: object, path: Path = ()) -> Selector:
    """A selector from its YAML: a short word (:data:`TARGET_WORDS`) or a mapping."""
    if isinstance(value, str):
        if value in TARGET_WORDS:
            return TARGET_WORDS[value]
        raise _Bad(path, f"{value!r} is not one of: {', '.join(TARGET_WORDS)} (or a mapping)")
    spec = _mapping(value, path, SELECTOR_KEYS)
    at = _at(path)
    found = Selector()
    if "what" in spec:
        found = replace(found, what=_word(spec["what"], _WHATS, at("what")))
    if "whose" in spec:
        found = replace(found, whose=_word(spec["whose"], get_args(Whose), at("whose")))
    if "by" in spec:
        found = replace(found, by=_word(spec["by"], get_args(By), at("by")))
    if "where" in spec:
        found = replace(found, where=_word(spec["where"], get_args(Where), at("where")))
    if "pile" in spec:
        found = replace(found, pile=_word(spec["pile"], get_args(Pile), at("pile")))
    if "this" in spec:
        found = replace(found, this=_word(spec["this"], get_args(This), at("this")))
    if "name" in spec:
        found = replace(found, name=_text(spec["name"], at("name")))
    if "same-name-as" in spec:  # lang-name
        found = replace(found, name_of=_same_name_as(spec, at("same-name-as")))
    if "faction" in spec:
        found = replace(found, faction=_text(spec["faction"], at("faction")))
    for key, printed in (("power", False), ("printed-power", True)):
        if key in spec:
            found = replace(found, power=_power_filter(spec[key], at(key), printed))
    if "other" in spec:
        found = replace(found, other=_bool(spec["other"], at("other")))
    if "with-counter" in spec:
        found = replace(found, with_counter=_bool(spec["with-counter"], at("with-counter")))
    if "with-modifier" in spec:  # lang-protect
        found = replace(found, with_modifier=_bool(spec["with-modifier"], at("with-modifier")))
    if "played-this-turn" in spec:
        played = _bool(spec["played-this-turn"], at("played-this-turn"))
        found = replace(found, played_this_turn=played)
    if "moved" in spec:  # lang-moved
        found = replace(found, moved=_word(spec["moved"], get_args(Moved), at("moved")))
    if "played-at" in spec:  # lang-playedhere
        played_at = _word(spec["played-at"], get_args(PlayedAt), at("played-at"))
        found = replace(found, played_at=played_at)
    if "base-where" in spec:
        found = replace(found, base_where=_base_where(spec, at("base-where")))
    if "base-has" in spec:  # lang-basefilter
        found = replace(found, base_has=_base_has(spec, at("base-has")))
    if "superlative" in spec:
        most = _word(spec["superlative"], get_args(Superlative), at("superlative"))
        found = replace(found, superlative=most)
    if "tie" in spec:  # lang-extremes
        found = replace(found, tie=_word(spec["tie"], get_args(TieBreak), at("tie")))
    if "most-per" in spec:  # lang-extremes
        found = replace(found, most_per=_word(spec["most-per"], get_args(MostPer), at("most-per")))
    if "base-rank" in spec:  # lang-extremes
        found = replace(
            found, base_rank=_word(spec["base-rank"], get_args(BaseRank), at("base-rank"))
        )
    if (found.tie or found.most_per) and found.superlative is None:
        raise _Bad(path, "tie: or most-per: without superlative:")
    if "on" in spec:
        found = replace(found, on=selector(spec["on"], at("on")))
    if "affects" in spec:
        found = replace(found, affects=selector(spec["affects"], at("affects")))
    return replace(found, quantifier=_quantifier(spec, path))


def _same_name_as(spec: Mapping[str, object], path: Path) -> This:
    """A selector's ``same-name-as:`` (lang-name): the card whose printed name it names,
    never beside a ``name:`` of its own."""
    if "name" in spec:
        raise _Bad(path, "same-name-as: beside name: (give one of them)")
    return _word(spec["same-name-as"], get_args(This), path)


def _base_where(spec: Mapping[str, object], path: Path) -> BaseWhere:
    """A selector's ``base-where:``, only beside ``where: chosen-base``."""
    if spec.get("where") != "chosen-base":
        raise _Bad(path, "base-where: needs where: chosen-base (the bases one may choose)")
    return _word(spec["base-where"], get_args(BaseWhere), path)


def _base_has(spec: Mapping[str, object], path: Path) -> BaseHas:
    """A selector's ``base-has: {at-least: N, power: {...}}`` (lang-basefilter), only
    beside ``where: base-with-your-minion``; its power filter compares with a number."""
    if spec.get("where") not in ("base-with-your-minion", "chosen-base") or (
        spec.get("what") == "base" and spec.get("where") != "chosen-base"
    ):
        raise _Bad(
            path,
            "base-has: needs where: base-with-your-minion (of cards, not bases) or"
            " where: chosen-base (the bases one may choose)",
        )
    found = _mapping(spec["base-has"], path, ("at-least", "power", "faction", "whose"))
    has = BaseHas()
    if "whose" in found:  # lang-where
        has = replace(has, whose=_word(found["whose"], get_args(Whose), (*path, "whose")))
    if "at-least" in found:
        has = replace(has, at_least=_count(found["at-least"], (*path, "at-least")))
    if "power" in found:
        power = _power_filter(found["power"], (*path, "power"), False)
        if power.value is None:
            raise _Bad((*path, "power"), "base-has: power: compares with a number")
        has = replace(has, power=power)
    if "faction" in found:  # lang-faction
        has = replace(has, faction=_text(found["faction"], (*path, "faction")))
    if has == BaseHas():
        raise _Bad(path, "base-has: give at-least: (2 or more), power: or faction:")
    return has


def _quantifier(spec: Mapping[str, object], path: Path) -> Quantifier:
    given = [k for k in ("count", "up-to", "any-number", "each") if k in spec]
    if len(given) > 1:
        raise _Bad((*path, given[1]), f"give one of count, up-to, any-number, each, not {given}")
    if not given:
        return Quantifier()
    key = given[0]
    if key == "count":
        return Quantifier("one", _count(spec[key], (*path, key)))
    if key == "up-to":
        return Quantifier("up-to", _count(spec[key], (*path, key)))
    _true(spec[key], (*path, key))
    return Quantifier("any-number" if key == "any-number" else "each")


def _power_filter(value: object, path: Path, printed: bool) -> PowerFilter:
    spec = _mapping(value, path, get_args(Compare))
    if len(spec) != 1:
        raise _Bad(path, "give one of: at-most, at-least, less-than, more-than")
    ((key, number),) = spec.items()
    compare = _word(key, get_args(Compare), (*path, key))
    if isinstance(number, str):
        return PowerFilter(compare, of=_word(number, get_args(This), (*path, key)), printed=printed)
    if isinstance(number, Mapping):  # lang-rel: {less-than: {number-of: <selector>}}
        spec = _mapping(number, (*path, key), ("number-of", "number-done"))
        if "number-done" in spec:  # lang-results: {less-than: {number-done: <result>}}
            done = _result(spec["number-done"], (*path, key, "number-done"))
            return PowerFilter(compare, result=done, printed=printed)
        if "number-of" not in spec:
            raise _Bad((*path, key), "give number-of: <selector>")
        counted = selector(spec["number-of"], (*path, key, "number-of"))
        return PowerFilter(compare, count=counted, printed=printed)
    return PowerFilter(compare, _int(number, (*path, key)), printed=printed)


def _with_quantifier(target: Selector, quantifier: Quantifier) -> Selector:
    if target.quantifier != Quantifier():
        return target
    return replace(target, quantifier=quantifier)


# ------------------------------------------------------------------------------ amounts


#: The keys of an amount mapping.
AMOUNT_KEYS = (
    "value",
    "for-each",
    "for-each-counter",
    "equal-to",
    "for-every-power",
    "for-each-done",  # lang-results
    "power-of",  # lang-timed
    "for-each-player",  # lang-its
)
#: lang-results: the keys of an amount's ``for-each-done:`` (a :class:`Result`).
RESULT_KEYS = ("effect", "verb", "what", "counts")
#: The keys of a condition mapping.
CONDITION_KEYS = ("kind", "name", "count", "pile", "you-control", "card-here")


def amount(value: object, path: Path = ()) -> Amount:
    """An amount: a number, or ``{value: 1, for-each: <selector>}``,
    ``{value: 1, for-each-counter: true}``, ``{equal-to: chosen}``."""
    if not isinstance(value, Mapping):
        return Amount(_int(value, path))
    spec = _mapping(value, path, AMOUNT_KEYS)
    keyed = {"for-each", "for-each-counter", "equal-to", "for-every-power", "for-each-done"}
    keyed |= {"for-each-player"}  # lang-its
    if not (keyed | {"power-of"}) & set(spec):
        raise _Bad(path, f"{_describe(value)} is not a whole number (nor for-each, equal-to)")
    found = Amount(_int(spec.get("value", 1), (*path, "value")))
    if "for-each" in spec:
        found = replace(found, per=selector(spec["for-each"], (*path, "for-each")))
    if "for-each-counter" in spec:
        found = replace(
            found, per_counter=_bool(spec["for-each-counter"], (*path, "for-each-counter"))
        )
    if "equal-to" in spec:
        found = replace(
            found, equal_to=_word(spec["equal-to"], get_args(This), (*path, "equal-to"))
        )
    if "for-every-power" in spec:  # lang-third
        every = _int(spec["for-every-power"], (*path, "for-every-power"))
        if every < 1:
            raise _Bad((*path, "for-every-power"), f"{every} is not a whole number of 1 or more")
        found = replace(found, per_power=every)
    if "for-each-done" in spec:  # lang-results
        found = replace(found, result=_result(spec["for-each-done"], (*path, "for-each-done")))
    if "power-of" in spec:  # lang-timed
        found = replace(found, power_of=selector(spec["power-of"], (*path, "power-of")))
    if "for-each-player" in spec:  # lang-its
        at = (*path, "for-each-player")
        found = replace(found, per_player=_word(spec["for-each-player"], get_args(PerPlayer), at))
        if found.per is not None or found.per_counter or found.per_power or found.result:
            raise _Bad(at, "for-each-player: beside another 'for each'")
    return found


def _result(value: object, path: Path) -> Result:
    """lang-results: ``{effect: 0, verb: discard, what: card, counts: cards}``."""
    spec = _mapping(value, path, RESULT_KEYS)
    for key in ("effect", "verb"):
        if key not in spec:
            raise _Bad(path, f"give {key}: (the earlier effect whose result is counted)")
    index = _int(spec["effect"], (*path, "effect"))
    if index < 0:
        raise _Bad((*path, "effect"), f"{index} is not a position (0: the first effect)")
    return Result(
        index,
        _word(spec["verb"], VERBS, (*path, "verb")),
        _word(spec.get("what", "card"), get_args(What), (*path, "what")),
        _word(spec.get("counts", "cards"), get_args(ResultCounts), (*path, "counts")),
    )


def condition(value: object, path: Path = ()) -> Condition:
    """A condition: its word (``minion-here``) or ``{kind: ..., name:, count:, pile:}``;
    ``{you-control: <name>}`` and ``{card-here: <name>}`` are short for the named ones."""
    if isinstance(value, str):
        return Condition(_word(value, CONDITIONS, path))
    spec = _mapping(value, path, CONDITION_KEYS)
    for key in ("you-control", "card-here"):
        if key in spec:
            return Condition(_word(key, CONDITIONS, path), names=_names(spec[key], (*path, key)))
    kind = _word(spec.get("kind"), CONDITIONS, (*path, "kind"))
    found = Condition(kind)
    if "name" in spec:
        found = replace(found, names=_names(spec["name"], (*path, "name")))
    if "count" in spec:
        found = replace(found, count=_int(spec["count"], (*path, "count")))
    if "pile" in spec:
        found = replace(found, pile=_word(spec["pile"], get_args(Pile), (*path, "pile")))
    return found


def _names(value: object, path: Path) -> tuple[str, ...]:
    """A card's name, or a list of names."""
    if isinstance(value, list):
        return tuple(_text(v, (*path, i)) for i, v in enumerate(value))
    return (_text(value, path),)


def _destination(value: object, path: Path) -> Destination:
    if isinstance(value, str):
        if value in get_args(Where):
            return Destination("base", _word(value, get_args(Where), path))
        return Destination(_word(value, get_args(DestinationKind), path))
    spec = _mapping(value, path, ("kind", "base"))
    kind = _word(spec.get("kind"), get_args(DestinationKind), (*path, "kind"))
    base = spec.get("base")
    return Destination(
        kind, None if base is None else _word(base, get_args(Where), (*path, "base"))
    )


# ------------------------------------------------------------------------------ effects

#: Keys of an effect beside its verb.
#: The verbs whose value is a number of targets (or ``true``), read by one reader.
TARGET_VERBS = (
    "destroy",
    "return",
    "move",
    "control",
    "take",
    "bury",
    "shuffle",
    "discard",
    "replace-base",
    "cancel",
)
META_KEYS = ("target", "then", "cost", "ask", "to", "until", "if", "optional", "amount")
#: The verbs that play a duration (``until:``): on any other a duration would be said in
#: English and not played, so the reader refuses it.
DURATION_VERBS: tuple[Verb, ...] = ("power", "cancel", "breakpoint", "set-breakpoint", "restrict")

#: A shorthand verb's reader: from its value (and path), the effect it is short for.
Shorthand = Callable[["_Reader", object, Path], Effect]


def _discard_at_random(reader: _Reader, value: object, path: Path) -> Effect:
    """``discard-at-random: 1``: that many cards of your hand, picked at random."""
    quantity = Quantifier("one", _count(value, path))
    target = Selector(what="card", whose="you", pile="hand", quantifier=quantity)
    return Effect("discard", target=target, variant="at-random")


def _n(verb: Verb, **fixed: object) -> Shorthand:
    """A verb whose value is its amount (``draw: 2``)."""

    def read(reader: _Reader, value: object, path: Path) -> Effect:
        return Effect(verb, amount=amount(value, path), **fixed)  # type: ignore[arg-type]

    return read


def _flag(verb: Verb, **fixed: object) -> Shorthand:
    """A verb that takes ``true`` (``extra-turn: true``)."""

    def read(reader: _Reader, value: object, path: Path) -> Effect:
        _true(value, path)
        return Effect(verb, **fixed)  # type: ignore[arg-type]

    return read


def _times(verb: Verb, **fixed: object) -> Shorthand:
    """A verb whose value is how many targets, chosen one at a time (``destroy: 2``)."""

    def read(reader: _Reader, value: object, path: Path) -> Effect:
        count = _count(value, path)
        target = fixed.get("target", Selector())
        assert isinstance(target, Selector)
        rest = {k: v for k, v in fixed.items() if k != "target"}
        target = replace(target, quantifier=Quantifier("one", count))
        return Effect(verb, target=target, **rest)  # type: ignore[arg-type]

    return read


def _kind_of(value: object, path: Path) -> What:
    return _word(value, _WHATS, path)


_GRANT_PILES: tuple[Pile, ...] = ("hand", "discard", "deck")
#: What ``affects:`` of an extra play names: this minion, the one an earlier effect chose.
_GRANT_AFFECTS: dict[str, Selector] = {
    "self": Selector(this="self"),
    "chosen": Selector(this="chosen"),
}
_CARD_KINDS: tuple[What, ...] = ("minion", "action")


def _grant(what: What) -> Shorthand:
    """``extra-minion: {max-power: 2, from: discard, here: true, its-base: true,
    immediate: true, affects: self|chosen, name: X}``: you may play an extra one (``name``:
    only a card of that printed name, lang-k; ``same-name-as: chosen``: of the printed
    name of that card, as the play is granted, lang-name; ``min-power: 4`` instead of
    ``max-power``: of power 4 or more, lang-grave)."""

    def read(reader: _Reader, value: object, path: Path) -> Effect:
        if value is True or value is None:
            value = {}
        keys = (
            *("max-power", "min-power", "from", "here", "its-base", "there", "that-base"),
            *("immediate", "affects", "name", "same-name-as"),
            *("at", "on", "left-base"),  # lang-grantplace
            "power",  # lang-results: {less-than: {number-done: <result>}}
        )
        spec = _mapping(value, path, keys)
        target = Selector(what=what, pile="hand", whose="you")
        if "max-power" in spec and "min-power" in spec:
            raise _Bad((*path, "min-power"), "an extra play has max-power or min-power, not both")
        if "max-power" in spec:
            most = _int(spec["max-power"], (*path, "max-power"))
            target = replace(target, power=PowerFilter("at-most", most))
        if "min-power" in spec:  # lang-grave: "an extra minion of power 4 or more"
            least = _int(spec["min-power"], (*path, "min-power"))
            target = replace(target, power=PowerFilter("at-least", least))
        if "power" in spec:  # lang-results: compared with what an effect before did
            if "max-power" in spec or "min-power" in spec:
                raise _Bad((*path, "power"), "an extra play has one power filter")
            found = _power_filter(spec["power"], (*path, "power"), False)
            if found.result is None or found.compare == "equal":
                why = "give {less-than: {number-done: ...}} (or more-than ...)"
                raise _Bad((*path, "power"), why)
            target = replace(target, power=found)
        grant = Grant()
        if "from" in spec:
            pile = _word(spec["from"], _GRANT_PILES, (*path, "from"))
            grant = replace(grant, from_pile=pile)
            target = replace(target, pile=pile)
        if "here" in spec:
            grant = replace(grant, here=_bool(spec["here"], (*path, "here")))
        if "its-base" in spec:  # the base the trigger's minion was at (it was destroyed)
            grant = replace(grant, its_base=_bool(spec["its-base"], (*path, "its-base")))
        if "there" in spec:  # lang-s: the base of the moment (a base about to score)
            grant = replace(grant, there=_bool(spec["there"], (*path, "there")))
        if "that-base" in spec:  # lang-there: the base of the minion chosen before
            grant = replace(grant, that_base=_bool(spec["that-base"], (*path, "that-base")))
        if "at" in spec:  # lang-grantplace: a base judged as the card is played
            grant = replace(grant, at=_play_at(spec["at"], (*path, "at")))
        if "on" in spec:  # lang-grantplace: an action here, on this base or a minion here
            if what != "action" or not grant.here:
                raise _Bad((*path, "on"), "on: is of an extra action with here: true")
            grant = replace(grant, on=_word(spec["on"], get_args(GrantOn), (*path, "on")))
        if "left-base" in spec:  # lang-grantplace: the base the minion moved before left
            grant = replace(grant, left_base=_bool(spec["left-base"], (*path, "left-base")))
        if "immediate" in spec:
            grant = replace(grant, immediate=_bool(spec["immediate"], (*path, "immediate")))
        if "affects" in spec:
            which = _word(spec["affects"], tuple(_GRANT_AFFECTS), (*path, "affects"))
            target = replace(target, affects=_GRANT_AFFECTS[which])
        if "name" in spec:  # lang-k: "an extra minion named X"
            target = replace(target, name=_text(spec["name"], (*path, "name")))
        if "same-name-as" in spec:  # lang-name: "... with the same name as that minion"
            target = replace(target, name_of=_same_name_as(spec, (*path, "same-name-as")))
        # "you may" is how the rulebook says most extra plays ("optional: false": "Play an
        # extra minion."); an extra play is the player's to use or not either way
        return Effect("play", target=target, grant=grant, optional=True)

    return read


#: The keys of an extra play's ``at:`` (lang-grantplace).
PLAY_AT_KEYS = ("where", "has", "breakpoint-at-most", "each")


def _play_at(value: object, path: Path) -> GrantAt:
    """An extra play's ``at: {where: you-have-no-minion}`` (lang-grantplace), or ``{where:
    you-have-a-minion, has: {at-least: 2}}``, ``{breakpoint-at-most: 15}``, ``each: true``:
    the bases it may go to, judged as the card is played (one play on each, with each)."""
    spec = _mapping(value, path, PLAY_AT_KEYS)
    found = GrantAt()
    if "where" in spec:
        found = replace(found, where=_word(spec["where"], get_args(BaseWhere), (*path, "where")))
    if "has" in spec:
        if found.where != "you-have-a-minion":
            raise _Bad((*path, "has"), "has: needs where: you-have-a-minion")
        at = (*path, "has")
        has = _base_has({"where": "base-with-your-minion", "base-has": spec["has"]}, at)
        if has.power is not None and has.power.compare not in ("at-least", "at-most"):
            raise _Bad((*at, "power"), "has: power: is at-least: or at-most: a number")
        if has.whose != "you":  # lang-where: an extra play's place counts yours only
            raise _Bad((*at, "whose"), "has: whose: an extra play's place is of your minions")
        found = replace(found, has=has)
    if "breakpoint-at-most" in spec:
        most = _int(spec["breakpoint-at-most"], (*path, "breakpoint-at-most"))
        found = replace(found, breakpoint_at_most=most)
    if "each" in spec:
        found = replace(found, each=_bool(spec["each"], (*path, "each")))
    if found == GrantAt():
        raise _Bad(path, "at: give where:, breakpoint-at-most: or each:")
    return found


def _return_and_replay(reader: _Reader, value: object, path: Path) -> Effect:
    spec = {} if value is True else _mapping(value, path, ("others", "optional"))
    others = _bool(spec.get("others", True), (*path, "others"))
    optional = _bool(spec.get("optional", True), (*path, "optional"))
    target = Selector(whose="you", other=others)
    return Effect("return", target=target, optional=optional, variant="and-replay")


def _typed_pile(verb: Verb, pile: Pile, **fixed: object) -> Shorthand:
    """``search: minion``, ``take-from-discard: action``, ``reveal-until: action`` ..."""

    def read(reader: _Reader, value: object, path: Path) -> Effect:
        target = Selector(what=_kind_of(value, path), whose="you", pile=pile)
        return Effect(verb, target=target, **fixed)  # type: ignore[arg-type]

    return read


def _store(reader: _Reader, value: object, path: Path) -> Effect:
    target = Selector(what="card", whose="you", pile="hand")
    if value is True:
        return Effect("store", target=target)
    spec = _mapping(value, path, ("card", "max-power"))
    if "card" in spec:
        target = replace(target, what=_word(spec["card"], ("minion", "action"), (*path, "card")))
    if "max-power" in spec:
        most = _int(spec["max-power"], (*path, "max-power"))
        target = replace(target, power=PowerFilter("at-most", most))
    return Effect("store", target=target, revealed=True)


def _duel(reader: _Reader, value: object, path: Path) -> Effect:
    if value is True:
        return Effect("duel")
    spec = _mapping(value, path, ("win", "lose"))
    return Effect(
        "duel",
        effects=reader.effects(spec.get("win"), (*path, "win")),
        others=reader.effects(spec.get("lose"), (*path, "lose")),
    )


def _inner(verb: Verb, **fixed: object) -> Shorthand:
    """``may: [effects]``, ``each-player: [effects]`` ..."""

    def read(reader: _Reader, value: object, path: Path) -> Effect:
        return Effect(verb, effects=reader.effects(value, path), **fixed)  # type: ignore[arg-type]

    return read


def _choose_one(reader: _Reader, value: object, path: Path) -> Effect:
    if not isinstance(value, list) or len(value) < 2:
        raise _Bad(path, "choose-one lists two or more options: [[effects], [effects]]")
    return Effect(
        "choose", options=tuple(reader.effects(o, (*path, i)) for i, o in enumerate(value))
    )


#: lang-there: the base ``choose-base:`` chooses, of which its effects then say "there".
CHOSEN_BASE = Selector(what="base", where="chosen-base")


def _choose_base(reader: _Reader, value: object, path: Path) -> Effect:
    """``choose-base: [effects]`` (or ``{where: you-have-a-minion, do: [effects]}``): a
    base chosen (lang-there: "Choose a base."), then the effects, in order, with "there"
    (``where: there``, an extra play ``there``, a move ``to: there``) that base."""
    keys = ("where", "has", "do")
    spec = {"do": value} if isinstance(value, list) else _mapping(value, path, keys)
    target = CHOSEN_BASE
    if "where" in spec:
        wanted = _word(spec["where"], get_args(BaseWhere), (*path, "where"))
        target = replace(target, base_where=wanted)
    if "has" in spec:  # lang-where: "Choose a base where you have two or more minions."
        if "where" in spec:
            raise _Bad((*path, "has"), "choose-base: give where: or has:, not both")
        has = _base_has({"where": "chosen-base", "base-has": spec["has"]}, (*path, "has"))
        target = replace(target, base_has=has)
    inner = reader.effects(spec.get("do"), (*path, "do"))
    if not inner:
        raise _Bad((*path, "do"), "choose-base needs the effects done at the base chosen")
    return Effect("choose", target=target, effects=inner)


def _choose_card(reader: _Reader, value: object, path: Path) -> Effect:
    """lang-possessive: ``choose-card: <selector>``: one card in play chosen ("Choose one of
    your minions."), nothing done to it; the effects after it name it ("that minion", "on
    that base")."""
    found = selector(value, path)
    if found.quantifier != Quantifier() or found.this is not None or found.pile != "play":
        raise _Bad(path, "choose-card chooses one card in play")
    return Effect("choose", target=found)


def chooses_a_card(effect: Effect) -> bool:
    """Whether ``effect`` is ``choose-card:`` (one card chosen, for the effects after it)."""
    return effect.verb == "choose" and effect.target is not None and not chooses_a_base(effect)


def chooses_a_base(effect: Effect) -> bool:
    """Whether ``effect`` is ``choose-base:`` (a base chosen, its effects done there)."""
    s = effect.target
    return effect.verb == "choose" and s is not None and s.what == "base" and not effect.options


def _if_you_control(reader: _Reader, value: object, path: Path) -> Effect:
    spec = _mapping(value, path, ("card", "do"))
    name = _text(spec.get("card"), (*path, "card"))
    inner = reader.effects(spec.get("do"), (*path, "do"))
    return Effect("if", condition=Condition("you-control", names=(name,)), effects=inner)


def _stasis_counters(reader: _Reader, value: object, path: Path) -> Effect:
    number = _int(value, path)
    if number == 0:
        raise _Bad(path, "0 stasis counters: give a number above or below 0")
    verb: Verb = "place-counters" if number > 0 else "remove-counters"
    target = Selector(what="card", whose="you", pile="stasis")
    return Effect(verb, target=target, amount=Amount(abs(number)), variant="stasis")


def _discard_to_deck(reader: _Reader, value: object, path: Path) -> Effect:
    spec = {} if value is True else _mapping(value, path, ("card", "where"))
    raw = spec.get("card", "any")
    what = _word("card" if raw == "any" else raw, ("card", *_CARD_KINDS), (*path, "card"))
    ends: tuple[DestinationKind, ...] = ("deck-top", "deck-bottom")
    where = _word(f"deck-{spec.get('where', 'top')}", ends, (*path, "where"))
    target = Selector(what=what, whose="you", pile="discard")
    return Effect("place", target=target, destination=Destination(where))


def _place_self(reader: _Reader, value: object, path: Path) -> Effect:
    """``place-self: deck-top`` (or ``deck-bottom``): this card on its owner's deck;
    ``discard`` (lang-instead): in its owner's discard pile (from play: not destroyed)."""
    ends: tuple[DestinationKind, ...] = ("deck-top", "deck-bottom", "discard")
    where = _word(value, ends, path)
    return Effect(
        "place", target=Selector(what="card", this="self"), destination=Destination(where)
    )


def _base_to_deck_top(reader: _Reader, value: object, path: Path) -> Effect:
    spec = {} if value is True else _mapping(value, path, ("optional",))
    optional = _bool(spec.get("optional", False), (*path, "optional"))
    target = Selector(what="base", pile="base-discard")
    return Effect(
        "place", target=target, destination=Destination("base-deck-top"), optional=optional
    )


_SELF = Selector(what="card", this="self")
_YOUR_MINIONS_HERE = Selector(whose="you", where="here")

#: Today's one-card verbs, each short for a verb with a selector (and what it reads).
SHORTHAND: dict[str, Shorthand] = {
    "madness": _n("draw", target=Selector(what="madness", pile="madness-deck")),
    # lang-time: "draw cards until you have 5 cards in your hand"
    "draw-until-hand": _n("draw", variant="until-hand"),
    "counters-on-up-to": lambda r, v, p: Effect(
        "place-counters",
        target=Selector(quantifier=Quantifier("up-to", _count(v, p))),
        amount=Amount(1),
    ),
    "counters-on-self": _n("place-counters", target=Selector(this="self")),
    "distribute-counters": lambda r, v, p: Effect(
        "place-counters",
        target=Selector(quantifier=Quantifier("one", _count(v, p))),
        amount=Amount(1),
    ),
    "stasis-counters": _stasis_counters,
    "power-each": _n("power", target=Selector(quantifier=Quantifier("each"))),
    "power-at-a-base": _n(
        "power", target=Selector(whose="you", where="chosen-base", quantifier=Quantifier("each"))
    ),
    "destroy-any-number": _flag("destroy", target=Selector(quantifier=Quantifier("any-number"))),
    "destroy-all": _flag("destroy", target=Selector(quantifier=Quantifier("each"))),
    "destroy-self": _flag("destroy", target=_SELF),
    "destroy-base": _flag("destroy", target=Selector(what="base")),
    "destroy-foreign-modifiers": _flag(
        "destroy",
        target=Selector(
            what="modifier", whose="other", on=_YOUR_MINIONS_HERE, quantifier=Quantifier("each")
        ),
    ),
    "return-card": _times("return", target=Selector(what="card", other=True)),
    "return-and-replay": _return_and_replay,
    "return-madness": _times(
        "place",
        target=Selector(what="madness", whose="you", pile="hand"),
        destination=Destination("madness-deck"),
    ),
    "self-to-hand": _flag("place", target=_SELF, destination=Destination("hand")),
    "self-to-deck": _flag("shuffle", target=_SELF),
    "place-self": _place_self,
    "discard-to-deck": _discard_to_deck,
    "base-to-deck-top": _base_to_deck_top,
    "search": _typed_pile("take", "deck"),
    "take-from-discard": _typed_pile("take", "discard", revealed=True),
    "reveal-until": _typed_pile("reveal", "deck"),
    "look-at-top": _n("look", target=Selector(what="card", whose="you", pile="deck")),
    "shuffle-discard": _typed_pile("shuffle", "discard"),
    "discard-at-random": _discard_at_random,
    "shuffle-a-kind": _flag(
        "shuffle", target=Selector(what="card", whose="you", pile="discard"), variant="a-kind"
    ),
    "shuffle-yours-here": _flag(
        "shuffle", target=Selector(whose="you", where="here", quantifier=Quantifier("any-number"))
    ),
    "move-self": _flag(
        "move",
        target=Selector(this="self"),
        destination=Destination("base", "another-base"),
        optional=True,
    ),
    "move-minion": _times("move", destination=Destination("base", "another-base")),
    "move-group": _flag(
        "move",
        target=Selector(where="chosen-base", quantifier=Quantifier("any-number")),
        destination=Destination("base", "another-base"),
    ),
    "move-faction-here": lambda r, v, p: Effect(
        "move",
        target=Selector(faction=_text(v, p), quantifier=Quantifier("each")),
        destination=Destination("base", "here"),
    ),
    "move-modifier": _flag(
        "move", target=Selector(what="minion-modifier"), destination=Destination("minion")
    ),
    "extra-minion": _grant("minion"),
    "extra-action": _grant("action"),
    "play-self": _flag("play", target=_SELF),
    "play-from-other-discard": lambda r, v, p: Effect(
        "play", target=Selector(what=_kind_of(v, p), whose="other", pile="discard")
    ),
    "play-others-titan": _flag(
        "play", target=Selector(what="titan", whose="other", pile="set-aside", by="owner")
    ),
    "play-monster": _n(
        "play",
        target=Selector(what="monster", pile="monster-deck"),
        destination=Destination("base", "here"),
    ),
    "recall-played": _flag(
        "return",
        target=Selector(what="card", this="granted-by-this", quantifier=Quantifier("each")),
    ),
    "swap-base": _flag("replace-base", target=Selector(what="base"), variant="swap"),
    "replacement-from-base-discard": _flag(
        "replace-base",
        target=Selector(what="base", pile="base-discard"),
        variant="from-base-discard",
    ),
    "cancel-base": _flag(
        "cancel",
        target=Selector(what="base", this="host"),
        duration=Duration("start-of-your-next-turn"),
    ),
    "each-player": _inner("each"),
    "each-winner": _inner("each", variant="winners"),
    "each-other-player": _inner("each", variant="others"),
    "each-player-with-minion-here": _inner("each", variant="with-minion-here"),
    "chosen-player": _inner("each", variant="chosen"),
    "chosen-other-player": _inner("each", variant="chosen-other"),
    # lang-owner: the owner (controller) of the card the effect right before chose
    "its-owner": _inner("each", variant="chosen-owner"),
    "its-controller": _inner("each", variant="chosen-controller"),
    "choose-one": _choose_one,
    "choose-base": _choose_base,  # lang-there
    "choose-card": _choose_card,  # lang-possessive
    "if-you-control": _if_you_control,
    "if-host-yours": _inner("if", condition=Condition("host-yours")),
    "take-control": _times("control"),
    "bury-self": _flag("bury", target=_SELF),
    "stasis": _n("stasis", target=_SELF),
    "bury": _flag("bury", target=Selector(what="card", whose="you", pile="hand")),
    "store": _store,
    "duel": _duel,
    "may": _inner("may"),
    "at-end-of-turn": _inner("later", duration=Duration("end-of-turn")),
    "at-start-of-your-next-turn": _inner("later", duration=Duration("start-of-your-next-turn")),
}


def _verb_value(verb: Verb) -> Shorthand:
    """How a head verb reads its own value: a number (its amount, or for a verb without
    magnitude how many targets, one at a time), ``true``, or its inner effects."""
    if verb in ("may", "each", "if"):
        return _inner(verb)
    if verb == "later":
        return _inner("later", duration=Duration("end-of-turn"))
    if verb == "choose":
        return _choose_one
    if verb == "duel":
        return _duel
    if verb == "play":
        return _play_value
    if verb in TARGET_VERBS:
        return _targets_value(verb)
    if verb == "extra-turn":
        return _flag("extra-turn")
    if verb == "reveal":
        return _typed_pile("reveal", "deck")
    if verb == "look":
        return _look
    if verb == "place":
        return _place_value
    if verb == "store":
        return _store
    if verb == "restrict":  # lang-timed
        return _restrict
    return _n(verb)


#: lang-timed: what a ``restrict`` effect may forbid at a base for a while (the plays of
#: minions or actions there, by every player or by players other than its own).
TIMED_RESTRICTIONS: tuple[Restriction, ...] = (
    "no-minions-here",
    "no-minions-here-by-others",
    "no-actions-here",
    "no-actions-here-by-others",
)


def _restrict(reader: _Reader, value: object, path: Path) -> Effect:
    """``restrict: no-minions-here-by-others`` (lang-timed), with ``target:`` the base
    (``{what: base, where: here}``: this card's; ``{what: base, where: there}``;
    ``{what: base}``: one its player chooses) and ``until:``: the plays it forbids there,
    until then, whatever happens to this card meanwhile."""
    restriction = _word(value, TIMED_RESTRICTIONS, path)
    return Effect("restrict", target=Selector(what="base"), restriction=restriction)


def _place_value(reader: _Reader, value: object, path: Path) -> Effect:
    """``place: 1``, or ``place: {any-order: true}``: cards looked at put on your deck
    (``to: deck-top``/``deck-bottom``) in the order you choose."""
    if not isinstance(value, Mapping):
        return _n("place")(reader, value, path)
    spec = _mapping(value, path, ("any-order",))
    _true(spec.get("any-order"), (*path, "any-order"))
    return Effect("place", amount=Amount(1), variant="any-order")


#: The keys of ``look:`` as a mapping.
LOOK_KEYS = ("top", "reveal", "do", "hand", "deck")  # lang-time: deck: other; base
#: Whose hand ``look: {hand: ...}`` looks at (lang-k): another player's (one its player
#: chooses), or yours (revealed: ``reveal: true``).
_LOOK_HANDS: tuple[Whose, ...] = ("other", "you")


def _look(reader: _Reader, value: object, path: Path) -> Effect:
    """``look: 2``: look at the top two cards of your deck; ``look: {top: 2, reveal:
    true, do: [effects]}``: reveal them instead (every player sees them), and the
    effects act on them (``pile: looked``: those not yet placed by an effect before);
    ``deck: base``: the top bases of the base deck (lang-basedeck)."""
    if not isinstance(value, Mapping) or not set(map(str, value)) & set(LOOK_KEYS):
        return _n("look")(reader, value, path)
    spec = _mapping(value, path, LOOK_KEYS)
    revealed = _bool(spec.get("reveal", False), (*path, "reveal"))
    inner = reader.effects(spec.get("do"), (*path, "do"))
    if "hand" in spec:  # lang-k: a hand looked at (or revealed), its cards the looked ones
        if "top" in spec:
            raise _Bad((*path, "top"), "a look at a hand has no 'top'")
        whose = _word(spec["hand"], _LOOK_HANDS, (*path, "hand"))
        target = Selector(what="card", whose=whose, pile="hand")
        return Effect("look", target=target, revealed=revealed, effects=inner)
    top = _count(spec.get("top", 1), (*path, "top"))
    if spec.get("deck") == "base":  # lang-basedeck: the top bases of the base deck
        target = Selector(what="base", pile="base-deck")
        return Effect("look", amount=Amount(top), target=target, revealed=revealed, effects=inner)
    if "deck" in spec:  # lang-time: the top of another player's deck (one its player chooses)
        _word(spec["deck"], ("other", "base"), (*path, "deck"))
        if revealed or inner:
            raise _Bad((*path, "deck"), "another player's deck is only looked at, alone")
        target = Selector(what="card", whose="other", pile="deck")
        return Effect("look", amount=Amount(top), target=target)
    return Effect("look", amount=Amount(top), revealed=revealed, effects=inner)


def _play_value(reader: _Reader, value: object, path: Path) -> Effect:
    if isinstance(value, str):
        return _grant(_kind_of(value, path))(reader, {}, path)
    if isinstance(value, Mapping) and "card" in value:
        spec = dict(value)
        what = _word(spec.pop("card"), _CARD_KINDS, (*path, "card"))
        return _grant(what)(reader, spec, path)
    _true(value, path)
    return Effect("play")


def _targets_value(verb: Verb) -> Shorthand:
    def read(reader: _Reader, value: object, path: Path) -> Effect:
        if value is True:
            return Effect(verb)
        if verb == "discard":
            return Effect(
                verb,
                target=Selector(
                    what="card",
                    whose="you",
                    pile="hand",
                    quantifier=Quantifier("one", _count(value, path)),
                ),
            )
        return Effect(verb, target=Selector(quantifier=Quantifier("one", _count(value, path))))

    return read


def _effect(reader: _Reader, value: object, path: Path) -> Effect:
    """One effect from its YAML mapping (see the module's docstring)."""
    if not isinstance(value, Mapping):
        raise _Bad(path, f"{_describe(value)} is not an effect (a mapping: verb and value)")
    keys = [str(k) for k in value]
    verbs = [k for k in keys if k not in META_KEYS]
    if len(verbs) != 1:
        known = ", ".join(sorted([*VERBS, *SHORTHAND]))
        if not verbs:
            raise _Bad(path, f"an effect needs a verb; verbs: {known}")
        raise _Bad((*path, verbs[1]), f"one verb an effect: {verbs} (list them as effects)")
    (key,) = verbs
    at = (*path, key)
    if key in SHORTHAND:
        found = SHORTHAND[key](reader, value[key], at)
    elif key in VERBS:
        found = _verb_value(_word(key, VERBS, at))(reader, value[key], at)
    else:
        known = ", ".join(sorted({*VERBS, *SHORTHAND} - set(META_KEYS)))
        raise _Bad(at, f"{key!r} is not one of the verbs: {known}")
    found = _with_meta(reader, found, value, path)
    if (
        found.amount is not None
        and found.amount.power_of is not None
        and found.verb != "breakpoint"
    ):
        raise _Bad(at, "power-of: is an amount of breakpoint only (lang-timed)")
    if found.target is not None and found.target.where == "target-base":
        raise _Bad(at, "where: target-base is of a power effect's for-each only (lang-its)")
    per = found.amount.per if found.amount is not None else None
    if per is not None and per.where == "target-base" and found.verb != "power":
        raise _Bad(at, "where: target-base is of a power effect's for-each only (lang-its)")
    return found


def _with_meta(
    reader: _Reader, found: Effect, value: Mapping[object, object], path: Path
) -> Effect:
    at = _at(path)
    if "target" in value:
        target = selector(value["target"], at("target"))
        if found.target is not None:
            said = value["target"] if isinstance(value["target"], Mapping) else {}
            target = _merge(found.target, target, said=frozenset(map(str, said)))
        found = replace(found, target=target)
    if "amount" in value:
        found = replace(found, amount=amount(value["amount"], at("amount")))
    if "to" in value:
        found = replace(found, destination=_destination(value["to"], at("to")))
    if "until" in value and found.verb not in DURATION_VERBS:
        raise _Bad(
            at("until"),
            f"'{found.verb}' does not play a duration; only {', '.join(DURATION_VERBS)} do",
        )
    if "until" in value:
        found = replace(
            found, duration=Duration(_word(value["until"], get_args(DurationKind), at("until")))
        )
    if "if" in value:
        found = replace(found, condition=condition(value["if"], at("if")))
    if "optional" in value:
        found = replace(found, optional=_bool(value["optional"], at("optional")))
    if "ask" in value:
        found = replace(found, ask=_word(value["ask"], get_args(DecisionKind), at("ask")))
    if "then" in value:
        found = replace(found, then=reader.effects(value["then"], at("then")))
    if "cost" in value:
        found = replace(found, cost=reader.effects(value["cost"], at("cost")))
    return found


def _merge(base: Selector, given: Selector, *, said: frozenset[str] = frozenset()) -> Selector:
    """``given`` (a ``target:``) on top of what the verb already selects: the given
    selector's quantifier wins only if it says one; the verb's ``what``/``pile`` stay
    unless the given one says its own (``said``: the keys its mapping gives; a discard of
    ``{what: minion}`` discards a minion, not any card)."""
    merged = given
    if given.quantifier == Quantifier():
        merged = replace(merged, quantifier=base.quantifier)
    if given.what == "minion" and base.what != "minion" and "what" not in said:
        merged = replace(merged, what=base.what)
    if given.pile == "play" and base.pile != "play" and "pile" not in said:
        merged = replace(merged, pile=base.pile)
    if base.power is not None and given.power is None:
        merged = replace(merged, power=base.power)
    if base.affects is not None and given.affects is None:
        merged = replace(merged, affects=base.affects)
    return merged


# ------------------------------------------------------------------------------ ongoing

_YOUR_OTHER_MINIONS_ON_THE_TABLE = Selector(
    whose="you", other=True, pile="play-and-stasis", quantifier=Quantifier("each")
)
_ONGOING_SHORT: dict[str, Callable[[object, Path], Static]] = {
    "power": lambda v, p: Static("power", Selector(this="self-or-host"), amount(v, p)),
    "set-power": lambda v, p: Static(
        "set-power", Selector(this="self-or-host"), Amount(_int(v, p))
    ),
    "power-here": lambda v, p: Static(
        "power", Selector(where="here", other=True, quantifier=Quantifier("each")), amount(v, p)
    ),
    "breakpoint": lambda v, p: Static(
        "breakpoint", Selector(what="base", this="self-or-host"), Amount(_int(v, p))
    ),
    "player-power": lambda v, p: Static(
        "player-power", Selector(what="base", this="self-or-host"), Amount(_int(v, p))
    ),
    "power-per-modifier": lambda v, p: Static(
        "power",
        Selector(this="self-or-host"),
        Amount(
            _int(v, p),
            per=Selector(what="minion-modifier", whose="you", quantifier=Quantifier("each")),
        ),
    ),
    "power-per-counter": lambda v, p: Static(
        "power", Selector(this="self-or-host"), Amount(_int(v, p), per_counter=True)
    ),
    "power-per-minion": lambda v, p: Static(
        "power",
        Selector(this="self"),
        Amount(_int(v, p), per=_YOUR_OTHER_MINIONS_ON_THE_TABLE),
    ),
}
_ONGOING_FLAGS: dict[str, Static] = {
    "protected": Static(
        "protect", Selector(this="self-or-host"), protect_from="other-players-cards"
    ),
    "protected-from-actions": Static(
        "protect", Selector(this="self"), protect_from="other-players-actions"
    ),
    "protect-here": Static(
        "protect",
        Selector(whose="you", where="here", quantifier=Quantifier("each")),
        protect_from="other-players-cards",
    ),
    "cannot-score": Static("cannot-score", Selector(what="base", this="self-or-host")),
    "no-minions-here": Static("restrict", restriction="no-minions-here"),
    "first-minion-elsewhere": Static("restrict", restriction="first-minion-elsewhere"),
    "hand-lock": Static("restrict", restriction="hand-lock"),
}
#: The keys of ``ongoing:`` (today's forms, each one static).
ONGOING_KEYS = (*_ONGOING_SHORT, *_ONGOING_FLAGS, "power-if-here", "statics")
#: The keys of one static of ``ongoing: {statics: [...]}``.
STATIC_KEYS = ("kind", "target", "amount", "from", "restriction", "if")


def _ongoing(reader: _Reader, value: object, path: Path) -> tuple[Static, ...]:
    spec = reader.read(_mapping, value, path, ONGOING_KEYS) or {}
    found: list[Static | None] = []
    for key, item in spec.items():
        at = (*path, key)
        if key in _ONGOING_SHORT:
            found.append(reader.read(_ONGOING_SHORT[key], item, at))
        elif key in _ONGOING_FLAGS:
            if reader.read(_bool, item, at):
                found.append(_ONGOING_FLAGS[key])
        elif key == "power-if-here":
            found.append(reader.read(_power_if_here, item, at))
        else:
            items = reader.read(_items, item, at) or []
            found += [reader.read(static, v, p) for p, v in items]
    return tuple(s for s in found if s is not None)


def _power_if_here(value: object, path: Path) -> Static:
    spec = _mapping(value, path, ("cards", "amount"))
    names = _names(spec.get("cards"), (*path, "cards"))
    bonus = _int(spec.get("amount"), (*path, "amount"))
    found = Condition("card-here", names=names)
    return Static("power", Selector(this="self-or-host"), Amount(bonus), condition=found)


def static(value: object, path: Path = ()) -> Static:
    """One static of ``ongoing: {statics: [...]}``: ``{kind: power, target: <selector>,
    amount: 1, if: <condition>}`` (``from:`` a protection's, ``restriction:``)."""
    spec = _mapping(value, path, STATIC_KEYS)
    at = _at(path)
    found = Static(_word(spec.get("kind"), get_args(StaticKind), at("kind")))
    if "target" in spec:
        found = replace(found, target=selector(spec["target"], at("target")))
    if "amount" in spec:
        found = replace(found, amount=amount(spec["amount"], at("amount")))
        if found.amount is not None and found.amount.result is not None:  # lang-results
            raise _Bad(at("amount"), "'for-each-done' in an ongoing effect (of no ability)")
        per = found.amount.per if found.amount is not None else None
        if per is not None and per.where == "target-base" and found.kind != "power":
            raise _Bad(at("amount"), "where: target-base is of a power's for-each only (lang-its)")
    if found.target is not None and found.target.where == "target-base":
        raise _Bad(at("target"), "where: target-base is of a power's for-each only (lang-its)")
    power = found.target.power if found.target is not None else None
    if power is not None and power.result is not None:  # lang-results
        raise _Bad(at("target"), "'number-done' in an ongoing effect (of no ability)")
    if "from" in spec:
        found = replace(found, protect_from=_word(spec["from"], get_args(ProtectFrom), at("from")))
    if "restriction" in spec:
        found = replace(
            found, restriction=_word(spec["restriction"], get_args(Restriction), at("restriction"))
        )
    if "if" in spec:
        found = replace(found, condition=condition(spec["if"], at("if")))
    if found.kind == "extra-play":
        _standing_extra(found.target, at("target"))
    return found


def _standing_extra(target: Selector | None, path: Path) -> None:
    """lang-limit: what a standing extra play may be for (the engine's grant says it): a
    minion or an action, of power at most or at least N, here (a minion) or anywhere."""
    if target is None or target.what not in ("minion", "action"):
        raise _Bad(path, "an extra play on each turn is of a minion or an action")
    power = target.power
    if power is not None and (
        power.compare not in ("at-most", "at-least")
        or power.value is None
        or power.of is not None
        or power.count is not None
        or power.printed
    ):
        raise _Bad(path, "an extra play's power is at most or at least a number")
    if target.where not in ("anywhere", "here") or (
        target.where == "here" and target.what != "minion"
    ):
        raise _Bad(path, "an extra play on each turn is anywhere, or a minion here")


# ------------------------------------------------------------------------------ triggers

TRIGGER_KEYS = (
    "on",
    "do",
    "here",
    "may",
    "played",
    "by",
    "once-per-turn",
    "first-each-turn",
    "first-of-turn",
    "played-power",  # lang-f2: the played card's power filter
    "with-counter",  # lang-titans: the destroyed minion had a +1 power counter on it
    "your-turn",
    "on-self",
    "affects",
    "in-discard",
    "your-play-phase",
    "minion-here",
    "base-in-discard",
    "for",
    "if",
    "replaces",  # lang-instead
    "one-per-name",  # lang-specials: one card of this name's ability each turn (per base)
    "cost",  # lang-costs2: a replacement's cost ("you may discard a card to prevent it")
    "moved-by",  # lang-moves: who moved the minion (at minion-moved)
    "from-here",  # lang-moves: the minion moved left this card's base (at minion-moved)
    "destroyed-by",  # lang-destroyer: who destroyed the minion (at minion-destroyed, destroyed)
)
SPECIAL_KEYS = (
    "on",
    "do",
    "play",
    "minion-here",
    "base-in-discard",
    "if",
    "play-on",  # lang-t2: where a titan's Special plays it, what it costs, whose minion
    "cost",
    "by",
    "your-turn",
    "played",
    "in-play",  # lang-specials: a minion's Special used while it is in play
    "may",  # lang-specials: ... optional (said "you may")
    "one-per-name",  # lang-specials: one card of this name's ability each turn (per base)
    "with-counter",  # lang-titans
    "as-usual",  # lang-specials: played as usual too (with play: true)
    "replaces",  # lang-costs2: a minion's Special in play replacing a destruction
)
_FLAG_CONDITIONS: dict[str, ConditionKind] = {
    "your-turn": "your-turn",
    "on-self": "on-self",
    "in-discard": "in-discard",
    "your-play-phase": "your-play-phase",
    "minion-here": "minion-here",
    "base-in-discard": "base-in-discard",
}


def _trigger(reader: _Reader, value: object, path: Path, special: bool) -> Ability | None:
    spec = reader.read(_mapping, value, path, SPECIAL_KEYS if special else TRIGGER_KEYS)
    if spec is None:
        return None
    at = _at(path)
    moment = reader.read(_word, spec.get("on"), TRIGGER_MOMENTS, at("on"))
    trigger = Trigger(moment or "start-of-turn")
    flags: dict[str, object] = {}
    for key, attribute in (
        ("here", "here"),
        ("may", "may"),
        ("once-per-turn", "once_per_turn"),
        ("play", "play"),
        ("first-each-turn", "first_each_turn"),
        ("first-of-turn", "first_of_turn"),
        ("in-play", "in_play"),  # lang-specials
        ("with-counter", "with_counter"),  # lang-titans
        ("as-usual", "as_usual"),  # lang-specials
        ("from-here", "from_here"),  # lang-moves
    ):
        if key in spec:
            flags[attribute] = reader.read(_bool, spec[key], at(key)) or False
    if "played" in spec:
        flags["played"] = reader.read(_word, spec["played"], get_args(PlayedKind), at("played"))
    if "play-on" in spec:
        flags["play_on"] = reader.read(_word, spec["play-on"], get_args(PlayOnBase), at("play-on"))
    if "cost" in spec:
        flags["cost"] = reader.effects(spec["cost"], at("cost"))
    if "one-per-name" in spec:  # lang-specials
        flags["per_name"] = reader.read(_per_name, spec["one-per-name"], moment, at("one-per-name"))
    if flags.get("in_play") and flags.get("play"):  # lang-specials
        reader.read(_in_play_plays, at("in-play"))
    if flags.get("as_usual") and not flags.get("play"):  # lang-specials
        reader.read(_as_usual_plays, at("as-usual"))
    if special and flags.get("may") and not flags.get("in_play"):  # lang-specials
        reader.read(_may_needs_in_play, at("may"))
    # lang-costs2: a replacement's cost ("you may discard a card to prevent it") is its own
    paid = "cost" in spec and moment not in REPLACING
    if ("play-on" in spec or paid) and not flags.get("play"):
        reader.read(_needs_play, at("play-on" if "play-on" in spec else "cost"))
    if "by" in spec:
        flags["who"] = reader.read(_word, spec["by"], get_args(Who), at("by")) or "you"
    if "played-power" in spec:  # lang-f2
        flags["power"] = reader.read(_power_filter, spec["played-power"], at("played-power"), False)
    if "affects" in spec:
        flags["affects"] = reader.read(_word, spec["affects"], get_args(AffectsWhat), at("affects"))
        if moment == "when-play" and flags["affects"] is not None:
            reader.read(_not_yet_affected, at("affects"))
    if "for" in spec:
        flags["for_"] = (
            reader.read(_word, spec["for"], get_args(For)[1:], at("for")) or "controller"
        )
    if flags.get("with_counter") and moment != "minion-destroyed":  # lang-titans
        reader.read(_destroyed_only, at("with-counter"))
    if "moved-by" in spec:  # lang-moves
        flags["moved_by"] = reader.read(_word, spec["moved-by"], get_args(Who), at("moved-by"))
    for key in ("moved-by", "from-here"):  # lang-moves
        if key in spec and moment != "minion-moved":
            reader.read(_moved_only, key, at(key))
    if flags.get("from_here") and flags.get("here"):  # lang-moves
        reader.read(_to_or_from_here, at("from-here"))
    if "destroyed-by" in spec:  # lang-destroyer
        flags["destroyed_by"] = reader.read(
            _word, spec["destroyed-by"], get_args(Who), at("destroyed-by")
        )
        if moment not in ("minion-destroyed", "destroyed"):
            reader.read(_destroyed_by_only, at("destroyed-by"))
    if "replaces" in spec or moment in REPLACING:  # lang-instead
        flags["replaces"] = reader.read(_replaces, spec.get("replaces"), moment, at("replaces"))
        if special and not flags.get("in_play"):  # lang-costs2: only a card in play's
            reader.read(_replaces_in_play, at("replaces"))
    conditions: list[Condition] = []
    for key, kind in _FLAG_CONDITIONS.items():
        if key in spec and reader.read(_bool, spec[key], at(key)):
            conditions.append(Condition(kind))
    if "if" in spec:
        found = reader.read(condition, spec["if"], at("if"))
        if found is not None:
            conditions.append(found)
    effects = reader.read(
        _those, reader.effects(spec.get("do"), at("do")), flags.get("affects"), at("do")
    )
    if moment is None or effects is None:
        return None
    return Ability(
        "special" if special else "trigger",
        effects=effects,
        trigger=replace(trigger, **flags),  # type: ignore[arg-type]
        conditions=tuple(conditions),
    )


def _replaces(value: object, moment: object, path: Path) -> Selector:
    """lang-instead: ``replaces:``, the cards a replacement (``would-be-destroyed``,
    ``would-go-to-discard``) watches (needed there, and only there); one card at a time,
    in play."""
    if moment not in REPLACING:
        raise _Bad(path, f"'replaces' needs 'on: {' or '.join(REPLACING)}' (a replacement)")
    if value is None:
        raise _Bad(path, f"'on: {moment}' needs 'replaces:' (the cards it watches)")
    found = selector(value, path)
    if found.quantifier != Quantifier() or found.pile != "play":
        raise _Bad(path, "a replacement watches each card in play it names, one at a time")
    return found


def _replaces_in_play(path: Path) -> None:
    """lang-costs2: ``replaces:`` of a Special: only one used while its card is in play."""
    raise _Bad(path, "'replaces' on a Special needs 'in-play: true' (a card in play replaces)")


def _per_name(value: object, moment: object, path: Path) -> PerName:
    """lang-specials: ``one-per-name:`` ``turn`` or ``base`` (only at a moment of a base
    scoring: the base it names)."""
    found: PerName = _word(value, get_args(PerName), path)
    if found == "base" and moment not in ("before-scoring", "after-scoring"):
        raise _Bad(path, "'one-per-name: base' needs a moment of a base scoring")
    return found


def _as_usual_plays(path: Path) -> None:
    """lang-specials: ``as-usual:`` of a Special that does not play the card."""
    raise _Bad(path, "'as-usual' needs 'play: true' (a Special that plays the card)")


def _in_play_plays(path: Path) -> None:
    """lang-specials: ``in-play:`` with ``play: true``: a card in play is not played."""
    raise _Bad(path, "'in-play' and 'play' together (a card in play is not played again)")


def _may_needs_in_play(path: Path) -> None:
    """lang-specials: ``may:`` on a Special from the hand (played only if its player
    chooses, so always optional): only one used in play says it."""
    raise _Bad(path, "'may' on a Special needs 'in-play' (one from the hand is always optional)")


def _destroyed_only(path: Path) -> None:
    """``with-counter:`` (lang-titans): of the minion destroyed, at ``minion-destroyed``."""
    raise _Bad(path, "'with-counter' needs 'on: minion-destroyed' (the minion destroyed)")


def _moved_only(key: str, path: Path) -> None:
    """``moved-by:``, ``from-here:`` (lang-moves): of the minion moved, at ``minion-moved``."""
    raise _Bad(path, f"'{key}' needs 'on: minion-moved' (the minion moved)")


def _destroyed_by_only(path: Path) -> None:
    """``destroyed-by:`` (lang-destroyer): of the minion destroyed."""
    raise _Bad(
        path, "'destroyed-by' needs 'on: minion-destroyed' or 'on: destroyed' (a minion destroyed)"
    )


def _to_or_from_here(path: Path) -> None:
    """``from-here:`` with ``here:`` (lang-moves): a move is to another base than it left."""
    raise _Bad(path, "'from-here' and 'here' together (a minion moves to another base)")


def _needs_play(path: Path) -> None:
    """``play-on:`` and ``cost:`` of a Special: only one that plays the card itself."""
    raise _Bad(path, "'play-on' and 'cost' need 'play: true' (a Special that plays the card)")


def _not_yet_affected(path: Path) -> None:
    """``affects:`` on ``when-play``: as a play starts, it has affected nothing yet."""
    raise _Bad(
        path,
        "'affects' needs 'on: after-play': what an action directly affects is known only "
        "after it is played, not as its play starts ('when-play')",
    )


#: The minions a trigger on an action that directly affects some of yours names ("those
#: minions"): a target ``this: affected`` under that trigger takes these filters.
AFFECTED_GROUPS: dict[str, Selector] = {
    "yours-here": Selector(whose="you", where="here", quantifier=Quantifier("each")),
    "yours-other-here": Selector(
        whose="you", where="here", other=True, quantifier=Quantifier("each")
    ),
}


#: The verbs whose effect may choose a card that later effects name (``this: chosen``:
#: "it", "that minion", "play it as an extra"): the card it acted on, took or found.
CHOOSING_VERBS: frozenset[Verb] = frozenset(
    {"reveal", "take", "power", "destroy", "return", "move", "control", "place-counters", "play"}
)


def _names_chosen(effect: Effect) -> bool:
    """True if ``effect`` itself (or an effect inside it that runs with the same "it":
    ``may``, ``if``, ``each``, ``later``) acts on the chosen card, or must affect it."""
    s = effect.target
    if s is not None and (
        s.this == "chosen" or s.affects is not None and s.affects.this == "chosen"
    ):
        return True
    return any(_names_chosen(e) for e in effect.effects)


def _chosen_before(effects: tuple[Effect, ...], path: Path) -> None:
    """A problem if an effect names the chosen card ("it", "play it as an extra") when no
    effect before it in the ability can choose one: it would silently do nothing."""
    for index, effect in enumerate(effects):
        if _names_chosen(effect) and not any(e.verb in CHOOSING_VERBS for e in effects[:index]):
            verbs = ", ".join(sorted(CHOOSING_VERBS))
            raise _Bad(
                path,
                f"effect {index + 1} names the chosen card ('chosen': it, that minion), but "
                f"no effect before it chooses, takes or finds one ({verbs})",
            )


def _results_before(effects: tuple[Effect, ...], path: Path) -> None:
    """lang-results: a problem if an amount counts what an effect did (``for-each-done``)
    other than of an earlier effect of the same ability, of its verb, that acts on cards
    (or, counting players, of an ``each`` every player or each other player does); or
    inside another effect (only the ability's own effects are counted as it resolves)."""
    for index, effect in enumerate(effects):
        if chooses_a_base(effect):  # lang-counted: its effects run in order, as an ability's
            _results_before(effect.effects, path)
            continue
        inner = [e for e in walk((effect,)) if e is not effect]
        if any(_result_of(e) is not None for e in inner):
            raise _Bad(path, f"effect {index + 1}: 'for-each-done' inside another effect")
        found = _result_of(effect)
        if found is None:
            continue
        if found.effect >= index:
            raise _Bad(path, f"effect {index + 1} counts effect {found.effect + 1}: not before it")
        done = effects[found.effect]
        if done.verb != found.verb:
            raise _Bad(
                path,
                f"effect {index + 1} counts cards '{found.verb}' by effect {found.effect + 1}"
                f", which is '{done.verb}'",
            )
        players = found.counts != "cards"
        if players and (done.verb != "each" or done.variant not in (None, "others")):
            raise _Bad(path, f"effect {index + 1} counts players of no 'each' (every player)")
        if not players and done.verb not in RESULT_VERBS:
            raise _Bad(
                path,
                f"effect {index + 1} counts the cards of '{done.verb}' (counted: "
                f"{', '.join(RESULT_VERBS)})",
            )
        if effect.amount is not None and (
            effect.amount.per is not None or effect.amount.per_counter or effect.amount.per_power
        ):
            raise _Bad(path, f"effect {index + 1}: 'for-each-done' beside another 'for each'")


def _result_of(effect: Effect) -> Result | None:
    """lang-results: the result ``effect``'s amount counts (or its target's power is
    compared with), if any."""
    if effect.amount is not None and effect.amount.result is not None:
        return effect.amount.result
    power = effect.target.power if effect.target is not None else None
    return power.result if power is not None else None


def _those(effects: tuple[Effect, ...], affects: object, path: Path) -> tuple[Effect, ...]:
    """``effects`` with each target ``this: affected`` ("those minions") as the minions
    the trigger's ``affects:`` names; a problem if the trigger names no such group (or an
    effect names a chosen card no effect before it chooses: :func:`_chosen_before`)."""
    _chosen_before(effects, path)
    _results_before(effects, path)  # lang-results
    group = AFFECTED_GROUPS.get(str(affects))
    said = [e for e in walk(effects) if e.target is not None and e.target.this == "affected"]
    if said and group is None:
        raise _Bad(
            path,
            "'this: affected' (those minions) needs a trigger on an action that directly "
            f"affects some of your minions ('affects: {' or '.join(AFFECTED_GROUPS)}')",
        )
    if group is None:
        return effects
    return tuple(
        replace(e, target=replace(group, this="affected"))
        if e.target is not None and e.target.this == "affected"
        else e
        for e in effects
    )


# ------------------------------------------------------------------------------ abilities

#: The keys of a card's ``abilities:`` (and of a stand-in's, beside what is printed).
ABILITY_KEYS = (
    "modifier",
    "instead-of",
    "on-play",
    "talent",
    "leaves-stasis",
    "ongoing",
    "triggers",
    "special",
    "turn-play",  # lang-t2
    "play-if",  # lang-specials
    "play-at",  # lang-playonly
)

#: lang-playonly: the bases ``play-at:`` may name (``what: base``), with ``base-has:``
#: beside ``base-with-your-minion`` ("where another player has a minion", "with two or
#: more minions on it").
PLAY_AT_WHERE: tuple[Where, ...] = (
    "base-with-your-minion",
    "base-without-your-minion",
    "base-where-most-power",
)

#: lang-specials: the conditions ``play-if:`` may name: of the player playing the card
#: (their hand, counted with the card in it; their turn; their minions in play), none of a
#: base ("here": a card in the hand is on none).
PLAY_IF: tuple[ConditionKind, ...] = (
    "your-turn",
    "your-play-phase",  # lang-playonly: "only during your Play Cards phase"
    "cards-in-hand-at-most",
    "cards-in-hand-at-least",
    "your-minions-in-play-at-least",
    "bases-with-your-minions-at-least",
    "most-minions",
    "you-control",
)


def _abilities(reader: _Reader, spec: Mapping[str, object], path: Path) -> CardAbilities:
    at = _at(path)
    found: list[Ability] = []
    modifier: ModifierOf | None = None
    instead: tuple[PlayInstead, ...] = ()
    if "modifier" in spec:
        modifier = reader.read(_word, spec["modifier"], get_args(ModifierOf), at("modifier"))
    if "instead-of" in spec:
        instead = reader.read(_instead_of, spec["instead-of"], at("instead-of")) or ()
    for key in ("on-play", "talent", "leaves-stasis"):
        if key in spec:
            timing = _word(key, get_args(Timing), at(key))
            said = reader.read(_those, reader.effects(spec[key], at(key)), None, at(key))
            found.append(Ability(timing, effects=said or ()))
    if spec.get("ongoing") is not None:
        statics = _ongoing(reader, spec["ongoing"], at("ongoing"))
        found.append(Ability("ongoing", statics=statics))
    if "triggers" in spec:
        items = reader.read(_list, spec["triggers"], at("triggers")) or []
        for index, item in enumerate(items):
            trigger = _trigger(reader, item, (*at("triggers"), index), special=False)
            if trigger is not None:
                found.append(trigger)
    if "special" in spec:
        special = _trigger(reader, spec["special"], at("special"), special=True)
        if special is not None:
            found.append(special)
    turn_play = None
    if "turn-play" in spec:
        turn_play = reader.read(_turn_play, reader, spec["turn-play"], at("turn-play"))
    play_if = None
    if "play-if" in spec:  # lang-specials
        play_if = reader.read(_play_if, spec["play-if"], at("play-if"))
    play_at = None
    if "play-at" in spec:  # lang-playonly
        play_at = reader.read(_play_at_self, spec["play-at"], modifier, at("play-at"))
    return CardAbilities(tuple(found), modifier, instead, turn_play, play_if, play_at)


def _play_at_self(value: object, modifier: ModifierOf | None, path: Path) -> Selector:
    """lang-playonly: ``play-at:``, a base (``what: base``, ``where:`` one of
    :data:`PLAY_AT_WHERE`, ``base-has:`` beside ``base-with-your-minion``) or, for a minion
    modifier, a minion of ``power:`` (``what: minion``)."""
    spec = _mapping(value, path, ("what", "where", "base-has", "power"))
    what = _word(spec.get("what", "minion"), ("base", "minion"), (*path, "what"))
    if what == "minion":
        if modifier not in ("minion", "your-minion", "other-minion") or "power" not in spec:
            raise _Bad(path, "'play-at' of a minion is a minion modifier's host, by power:")
        if "where" in spec or "base-has" in spec:
            raise _Bad(path, "'play-at' of a minion names its power: only")
        return Selector(power=selector({"power": spec["power"]}, path).power)
    if modifier is not None and modifier != "base":
        raise _Bad(path, "'play-at' of a base is of a minion or a base modifier")
    if "power" in spec:
        raise _Bad((*path, "power"), "'play-at' of a base names where: and base-has:")
    where = _word(spec.get("where"), PLAY_AT_WHERE, (*path, "where"))
    has = None
    if "base-has" in spec:
        if where != "base-with-your-minion":
            raise _Bad((*path, "base-has"), "base-has: needs where: base-with-your-minion")
        has = _base_has({"where": where, "base-has": spec["base-has"]}, (*path, "base-has"))
    return Selector(what="base", where=where, base_has=has)


def _play_if(value: object, path: Path) -> Condition:
    """lang-specials: ``play-if:``, a condition of the player playing the card."""
    found = condition(value, path)
    if found.kind not in PLAY_IF:
        raise _Bad(path, f"'play-if' names a condition of the player: {', '.join(PLAY_IF)}")
    return found


#: The keys of a titan's ``turn-play:`` (lang-t2).
TURN_PLAY_KEYS = ("play-on", "if", "cost")


def _turn_play(reader: _Reader, value: object, path: Path) -> TurnPlay:
    """``turn-play: {play-on: there, if: {kind: your-minions-here-at-least, count: 3}}``:
    "On your turn, if you have 3 or more minions on a base, you may play this titan there"
    (``true``: on a base, no condition); ``there`` needs a condition to say which base."""
    if value is True:
        return TurnPlay()
    spec = _mapping(value, path, TURN_PLAY_KEYS)
    on = _word(spec.get("play-on", "a-base"), get_args(PlayOnBase), (*path, "play-on"))
    if on not in ("a-base", "base-with-your-minion", "there"):
        raise _Bad((*path, "play-on"), f"{on!r} names no base on your turn")
    found = condition(spec["if"], (*path, "if")) if "if" in spec else None
    if on == "there" and found is None:
        raise _Bad((*path, "play-on"), "'there' needs 'if:' (the base the condition holds at)")
    cost = reader.effects(spec["cost"], (*path, "cost")) if "cost" in spec else ()
    return TurnPlay(on, found, cost)


def _list(value: object, path: Path) -> list[object]:
    if not isinstance(value, list | tuple):
        raise _Bad(path, f"{_describe(value)} is not a list")
    return list(value)


def _instead_of(value: object, path: Path) -> tuple[PlayInstead, ...]:
    words = [value] if isinstance(value, str) else _list(value, path)
    return tuple(_word(w, get_args(PlayInstead), (*path, i)) for i, w in enumerate(words))


def parse_abilities(
    value: object, path: Path = (), *, extra_keys: Sequence[str] = ()
) -> CardAbilities:
    """A card's ``abilities:`` (or a stand-in's mapping: ``extra_keys`` are what is
    printed on it, read elsewhere) as typed values; raises :class:`GrammarError` with
    every problem, each at its path below ``path``."""
    reader = _Reader()
    spec = reader.read(_mapping, value, path, (*ABILITY_KEYS, *extra_keys))
    found = _abilities(reader, spec or {}, path)
    if reader.problems:
        raise GrammarError(reader.problems)
    return found


def parse_effects(value: object, path: Path = ()) -> tuple[Effect, ...]:
    """An effect or a list of effects (a scenario's ``effect:`` step) as typed values;
    raises :class:`GrammarError` with every problem."""
    reader = _Reader()
    found = reader.effects(value, path)
    if reader.problems:
        raise GrammarError(reader.problems)
    return found


def problems_of(value: object, path: Path = (), *, extra_keys: Sequence[str] = ()) -> list[Problem]:
    """The problems of an ``abilities:`` value (none if it is in the grammar)."""
    try:
        parse_abilities(value, path, extra_keys=extra_keys)
    except GrammarError as error:
        return list(error.problems)
    return []


# ------------------------------------------------------------------------------ walking


def walk(effects: Sequence[Effect]) -> Iterator[Effect]:
    """Every effect in ``effects``, the inner ones (then, cost, may, if, each, choose, duel)
    too."""
    for effect in effects:
        yield effect
        yield from walk(effect.effects)
        yield from walk(effect.others)
        yield from walk(effect.then)
        yield from walk(effect.cost)
        for option in effect.options:
            yield from walk(option)


def verbs_used(abilities: CardAbilities) -> set[Verb]:
    """The verb heads an ability set uses."""
    return {e.verb for a in abilities.abilities for e in walk(a.effects)}
