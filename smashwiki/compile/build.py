"""Parse trees turned into the card grammar's typed values, and rendered back.

Each clause's tree becomes a *sentence*: effects (with a trigger, a condition, or a
Special's moment), a static (what an ongoing text says), or how the card is played
("Play on a base."). The sentences of a card then assemble, section by section, into
one :class:`~smashwiki.engine.language.grammar.CardAbilities`, which the card
grammar's renderer (:mod:`smashwiki.engine.language.english`) says back in English.

What parses but has no value in the card grammar stops the card with "construct the
grammar cannot say" (:data:`.parse.CANNOT_SAY`): this module never makes up a value the
grammar does not have, nor a nearby one that would play differently.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, Literal

from lark import Token, Transformer, Tree
from lark.exceptions import VisitError

from ..engine.language.effects import can_be_judged
from ..engine.language.english import (
    PLAYED_THERE,
    SCORERS,
    YOURS_THERE,
    amount_text,
    duration,
    effect_text,
    either_target_wording,
    joined_static_text,
    or_wording,
    per_text,
    render_card,
    static_text,
    target,
    wordings,
)
from ..engine.language.english import render as render_ability
from ..engine.language.grammar import (
    AFFECTED_GROUPS,
    CHOSEN_BASE,
    PLAY_IF,
    REPLACING,
    Ability,
    Amount,
    BaseHas,
    BaseWhere,
    CardAbilities,
    Compare,
    Condition,
    ConditionKind,
    Destination,
    Duration,
    Effect,
    For,
    Grant,
    GrantAt,
    GrantOn,
    ModifierOf,
    PerName,
    PerPlayer,
    Pile,
    PlayInstead,
    PlayOnBase,
    PowerFilter,
    ProtectFrom,
    Quantifier,
    Result,
    ResultCounts,
    Selector,
    Static,
    This,
    TieBreak,
    Timing,
    Trigger,
    TurnPlay,
    Variant,
    Verb,
    What,
    Where,
    Who,
    Whose,
    chooses_a_base,
    chooses_a_card,
    walk,
)
from ..engine.language.selectors import AFFECTING
from .clauses import Clause
from .parse import CANNOT_SAY, ClauseError, faction_of_mark


class CannotSay(Exception):
    """A construct that parses but that the card grammar has no value for."""


#: "Shuffle your deck.": only ever the sentence after a search of your deck, which says it
#: (the renderer's "search your deck ... Shuffle your deck"); anywhere else the card stops.
#: A marker that never leaves this module.
SHUFFLE_YOUR_DECK = Effect(
    "shuffle", target=Selector(what="card", whose="you", pile="deck", quantifier=Quantifier("each"))
)


#: "your hand" as a whole (lang-g): every card in it ("Discard your hand").
YOUR_WHOLE_HAND = Selector(what="card", whose="you", pile="hand", quantifier=Quantifier("each"))


#: "You may play it again as an extra minion.": only ever the sentence after "Return one
#: of your minions to your hand", with which it is one effect (``return``, ``and-replay``).
PLAY_IT_AGAIN = Effect("play", target=Selector(this="chosen"), variant="and-replay")


#: The shared Madness deck's cards, as ``madness: N`` draws them (lang-i).
MADNESS_DECK = Selector(what="madness", pile="madness-deck")


@dataclass(frozen=True)
class Compiled:
    """A card's abilities as the card grammar's values, and the card type they were
    compiled for (a base's abilities render without "Ongoing:")."""

    abilities: CardAbilities
    card_type: str


# ------------------------------------------------------------------ sentences


@dataclass(frozen=True)
class Effects:
    """Effects, maybe after a trigger, a Special's moment or a condition."""

    effects: tuple[Effect, ...]
    trigger: Trigger | None = None
    conditions: tuple[Condition, ...] = ()
    special: bool = False
    follows: bool = False  # "Then ...": after the sentence before, in the same part


@dataclass(frozen=True)
class MoreExtra:
    """``and an extra action`` after "Play an extra minion": more extra plays. A marker
    that never leaves this module."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Statics:
    """What an ongoing text says (``more``: what it says of the same subject after the
    first, each its own static with the same condition: after "and", lang-c2, or in a
    list of restrictions, "cannot be moved or destroyed", lang-r)."""

    static: Static
    more: tuple[Static, ...] = ()

    @property
    def all(self) -> tuple[Static, ...]:
        """The statics in the order said."""
        return (self.static, *self.more)


@dataclass(frozen=True)
class PlayOn:
    """``Play on a base.`` / ``Play on a minion.`` / ``Play on one of your minions.``
    (lang-playonly: ``at``, which of them: "a base where another player has a minion", "a
    minion of power 3 or less")"""

    host: ModifierOf
    at: Selector | None = None


@dataclass(frozen=True)
class PlayOnly:
    """lang-playonly: ``Play this minion only on a base where you have a minion.`` (``You
    may play this action only on ...``): the base the card itself may be played on."""

    at: Selector


@dataclass(frozen=True)
class PlayAt:
    """``Play after a base scores.`` (a Special's moment, maybe with a condition)."""

    trigger: Trigger
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True)
class ChooseBase:
    """``Choose a base.``: the base the next sentence's "there" is (``where``: of the bases
    where you have a minion, or none)."""

    where: BaseWhere | None = None
    #: lang-where: of the bases where you (another player) have two or more minions, a
    #: minion of power 5 or more ..., or with three or more minions on it
    has: BaseHas | None = None


@dataclass(frozen=True)
class ChooseTarget:
    """``Choose a minion.``: the card the next sentence's "it" is."""

    target: Selector


@dataclass(frozen=True)
class ChoosePlayer:
    """``Choose a player.`` (``other``: ``Choose another player.``): the player the next
    sentence's "That player" is (lang-p)."""

    other: bool = False


@dataclass(frozen=True)
class ThatPlayerDoes:
    """``That player draws a card.``: what the player the sentence before chose does."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class ItsPlayerDoes:
    """lang-owner: ``Its owner draws a card.``: what the owner (``event-owner``) or
    controller (``event-controller``) of the card the sentence before chose does."""

    its: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class InsteadOf:
    """``Instead of your regular minion play, you may play this titan.``"""

    plays: tuple[PlayInstead, ...]


@dataclass(frozen=True)
class SelfPlay(Effect):
    """``play this titan on a base`` (lang-t2): the card itself played, where ``play_on``
    says (a marker that never leaves this module: the Special that plays the card)."""

    play_on: PlayOnBase = "there"


@dataclass(frozen=True)
class InsteadOfDiscard(Effect):
    """lang-instead: ``place this minion into your hand instead of the discard pile``,
    ``move this minion to another base instead of the discard pile``: what happens to this
    minion in place of going to the discard pile; a marker that never leaves this module
    (only alone after "After this base scores": :meth:`_Sentences.triggered`)."""


@dataclass(frozen=True)
class There(Condition):
    """``if you have the most power there`` (lang-t2): a condition of the base of a
    moment, said where the card is on no base (a marker that never leaves this module)."""


@dataclass(frozen=True)
class OnABase(Condition):
    """``if you have 3 or more minions on a base`` (lang-t2): a condition of a base the
    sentence's "there" then names (a marker that never leaves this module)."""


@dataclass(frozen=True)
class IfYouDo:
    """``If you do, ...``: effects that happen only if the sentence before's one effect
    did something (that effect's ``then``)."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class LookedPlaced:
    """``Place one of them into your hand and the rest ...``: what the look of the
    sentence before does with the cards looked at (that look's ``effects``)."""

    effects: tuple[Effect, ...]
    it: bool = False  # lang-basedeck: "it", the one card looked at
    of_kind: bool = False  # lang-reveal: "If it is an action, ...", the one card looked at


@dataclass(frozen=True)
class LimitByName:
    """lang-specials: ``You can only use one X's ability each turn (per base).`` of the
    card's own name X: a limit on the card's one ability, shared by its copies."""

    per: PerName


@dataclass(frozen=True)
class PlayIf:
    """lang-specials: ``You can only play this card if ...`` (``during your turn``): the
    condition on any play of the card from the hand."""

    condition: Condition


@dataclass(frozen=True)
class PlayedAsUsualToo:
    """lang-specials: ``Before a base scores, you may play this card.`` after what the
    action does: one more way to play it (``trigger``: its moment)."""

    trigger: Trigger


@dataclass(frozen=True)
class TwoMoments:
    """lang-twomoments: a clause whose trigger names two moments joined by "or" ("After this
    minion is destroyed or moved, ..."): what it says at each moment (:func:`.parse.two_moments`),
    two triggers of one ability, each played at its own moment. A marker that never leaves
    this module: the card takes it as the two trigger abilities."""

    first: Effects
    second: Effects


Sentence = (
    LimitByName
    | PlayIf
    | PlayedAsUsualToo
    | Effects
    | Statics
    | PlayOn
    | PlayOnly
    | PlayAt
    | ChooseBase
    | ChooseTarget
    | ChoosePlayer
    | ThatPlayerDoes
    | ItsPlayerDoes
    | IfYouDo
    | LookedPlaced
    | InsteadOf
)

_WHAT: dict[str, What] = {
    "minion": "minion",
    "minions": "minion",
    "action": "action",
    "actions": "action",
    "card": "card",
    "cards": "card",
    "base": "base",
    "titan": "titan",
}


#: lang-protect: the host "this base" of "actions played on this base" (a marker).
_THIS_BASE_HOST = Selector(what="base", this="host")

#: What a ``what`` says: the nouns above, and an action played on a minion or a base.
_KINDS: tuple[What, ...] = (*_WHAT.values(), "minion-modifier", "base-modifier", "modifier")


def _word(token: object) -> str:
    return str(token).lower()


def _trees(children: Sequence[object], name: str) -> list[Tree[Token]]:
    return [c for c in children if isinstance(c, Tree) and c.data == name]


#: lang-where: "where another player has no minions": where some other player has none,
#: or where no other player has any? (Say "where only you have minions" ... : no value.)
_OTHERS_NONE = (
    "'where another player has no minions' (some other player has none there, or no other"
    " player has any?)"
)


def _base_has(count: int, children: Sequence[object]) -> BaseHas:
    """lang-basefilter: how many of your minions a base holds, of a power N or more (or
    less)."""
    if count < 1:
        raise CannotSay("'a base where you have zero or more minions'")
    compare = [c[1] for c in children if isinstance(c, tuple) and c[0] == "compare"]
    if not compare:
        return BaseHas(count)
    value = int([c for c in children if isinstance(c, Token) and c.type == "COUNT"][-1])
    return BaseHas(count, PowerFilter(compare[0], value))


def _counted(children: Sequence[object], whose: Whose) -> Selector:
    """The minions a power is compared with the number of (lang-rel): yours or anyone's,
    other than this one or not, here (anywhere else, it stops)."""
    found = Selector(whose=whose)
    for child in children:
        if isinstance(child, tuple) and child[0] == "other":
            found = replace(found, other=True)
        elif isinstance(child, tuple) and child[0] == "where":
            if child[1] != "here":
                raise CannotSay(f"a power compared with the number of minions {child[1]}")
            found = replace(found, where=child[1])
        elif isinstance(child, tuple) and child[0] == "faction":  # lang-faction
            found = replace(found, faction=child[1])
        elif isinstance(child, tuple) and child[0] not in _KINDS:
            raise CannotSay("a power compared with a number of minions said otherwise")
    return found


def _power_of(children: Sequence[object]) -> PowerFilter:
    """lang-playonly: the host's power filter among ``children`` ("of power 3 or less")."""
    return next(c for c in children if isinstance(c, PowerFilter))


def _play_base(found: object) -> Selector:
    """lang-playonly: the base a card may be played on, as a base selector: where you
    have a minion (no minions, the most power), or what the base has (``base_has``: none
    when it is just "a minion of yours")."""
    if isinstance(found, Selector):
        return found
    assert isinstance(found, BaseHas)
    has = None if found == BaseHas() else found
    return Selector(what="base", where="base-with-your-minion", base_has=has)


def _count(children: Sequence[object]) -> int:
    for child in children:
        if isinstance(child, Token) and child.type == "COUNT":
            return int(child)
    raise CannotSay("a number is missing")  # pragma: no cover (the grammar requires it)


class _Sentences(Transformer[Token, Any]):
    """Bottom-up: arguments first (quantifier, selector, filter, place, duration,
    condition), then verbs, then a sentence."""

    # ---- arguments
    def what(self, children: list[Token]) -> tuple[What, bool]:
        word = _word(children[0])
        if children[0].type in ("MODIFIER", "MODIFIERS"):  # "an action played on a minion"
            kind: What = "minion-modifier" if word.endswith("minion") else "base-modifier"
            if " an " in " ".join(word.split()):
                raise CannotSay("'played on an minion' (the rulebook says 'on a minion')")
            return kind, children[0].type == "MODIFIERS"
        if children[0].type == "MODIFIER_ANY":  # lang-protect: on a minion or on a base
            return "modifier", word.endswith("s")
        return _WHAT[word], word.endswith("s")

    def faction(self, children: list[Token]) -> tuple[str, str]:
        """lang-faction: a known faction's noun (marked, :func:`.parse.mark_factions`)."""
        found = faction_of_mark(str(children[0]))
        if found is None:
            raise CannotSay("a faction's noun that more than one known faction has")
        return ("faction", found)

    def one(self, _: list[object]) -> Quantifier:
        return Quantifier()

    def exactly(self, children: list[object]) -> Quantifier:
        return Quantifier("one", _count(children))

    def up_to(self, children: list[object]) -> Quantifier:
        return Quantifier("up-to", _count(children))

    def any_number(self, _: list[object]) -> Quantifier:
        return Quantifier("any-number")

    def all_(self, _: list[object]) -> Quantifier:
        return Quantifier("each")

    def each(self, _: list[object]) -> Quantifier:
        return Quantifier("each")

    def yours(self, _: list[object]) -> tuple[str, str]:
        return ("whose", "you")

    def another_players(self, _: list[object]) -> tuple[str, str]:
        return ("whose", "other")

    def other_players(self, _: list[object]) -> tuple[str, str]:
        return ("whose", "other")

    def each_players(self, _: list[object]) -> tuple[str, str]:
        """lang-extremes: ``each player's minion with the highest power``: one of each
        player's (``most_per: player``), only of a superlative."""
        return ("most_per", "player")

    def each_other_players(self, _: list[object]) -> list[tuple[str, str]]:
        """lang-extremes: ``each other player's minion with the highest power``: one of
        each other player's."""
        return [("most_per", "player"), ("whose", "other")]

    def on_each_base_ranked(self, _: list[object]) -> tuple[str, str]:
        """lang-extremes: ``the minion with the highest power on each base``: one of each
        base's (``most_per: base``), only of a superlative."""
        return ("most_per", "base")

    def rank_on_its_base(self, children: list[Token]) -> tuple[str, str]:
        """lang-extremes: ``with the highest (lowest) power on its base``: of that power
        among the minions at its own base (tied ones too)."""
        word = "highest" if "highest" in str(children[0]).lower() else "lowest"
        return ("base_rank", f"{word}-power")

    def only_highest_on_its_base(self, _: list[object]) -> tuple[str, str]:
        """lang-extremes: ``with more power than any other minion on its base``: alone."""
        return ("base_rank", "only-highest-power")

    def only_lowest_on_its_base(self, _: list[object]) -> tuple[str, str]:
        return ("base_rank", "only-lowest-power")

    def other(self, _: list[object]) -> tuple[str, bool]:
        return ("other", True)

    def power_at_most(self, children: list[object]) -> PowerFilter:
        return PowerFilter("at-most", _count(children))

    def power_at_least(self, children: list[object]) -> PowerFilter:
        return PowerFilter("at-least", _count(children))

    def power_less_than(self, children: list[Any]) -> PowerFilter:
        return _compared_with("less-than", children[-1])

    def power_more_than(self, children: list[Any]) -> PowerFilter:
        return _compared_with("more-than", children[-1])

    def power_no_more_than(self, children: list[Any]) -> PowerFilter:
        return _compared_with("at-most", children[-1])

    def power_as_much_as(self, children: list[Any]) -> PowerFilter:
        return _compared_with("at-least", children[-1])

    def power_than_count(self, children: list[Any]) -> PowerFilter:
        """``with power less than the number of minions you have here`` (lang-rel)."""
        compare, counted = (c for c in children if not isinstance(c, Token))
        if isinstance(counted, DonePer):  # lang-results: "the number of minions destroyed"
            return PowerFilter(compare, result=counted.pending())
        return PowerFilter(compare, count=counted)

    def equal_to_what(self, _: list[object]) -> PowerFilter:
        """``with equal or less power`` (lang-rel): with no card said it is compared with
        (an earlier one? this one?), it stops."""
        raise CannotSay("'with equal or less (more) power' compared with no card it names")

    def power_same_as(self, children: list[Any]) -> PowerFilter:
        """``with the same power as this minion`` (lang-rel; "with power equal to this
        minion's", normalise rule 4)."""
        return PowerFilter("equal", of=children[-1])

    def count_equal(self, _: list[object]) -> Compare:
        return "equal"

    def count_less(self, _: list[object]) -> Compare:
        return "less-than"

    def count_more(self, _: list[object]) -> Compare:
        return "more-than"

    def count_at_most(self, _: list[object]) -> Compare:
        return "at-most"

    def count_at_least(self, _: list[object]) -> Compare:
        return "at-least"

    def counted_yours(self, children: list[Any]) -> Selector:
        return _counted(children, "you")

    def counted_any(self, children: list[Any]) -> Selector:
        return _counted(children, "any")

    def counted_in_pile(self, children: list[Any]) -> Selector:
        """``the number of cards in your hand`` (of minions, of actions; lang-rel)."""
        kind, pile = children
        return Selector(what=_WHAT[_word(kind)], whose="you", pile=pile)

    def highest_power(self, _: list[object]) -> tuple[str, str]:
        return ("superlative", "highest-power")

    def lowest_power(self, _: list[object]) -> tuple[str, str]:
        return ("superlative", "lowest-power")

    def named(self, children: list[Token]) -> tuple[str, str]:
        """``named Brave Pup`` (lang-k): the card's printed name, as printed."""
        return ("name", " ".join(str(children[0]).split()[1:]))

    def same_name_as(self, children: list[Any]) -> tuple[str, str]:
        """``with the same name as that minion`` (this minion): its printed name (lang-name)."""
        return ("name_of", children[-1])

    def same_name_as_it(self, _: list[object]) -> tuple[str, str]:
        """``with the same name as it`` (lang-samename): the card the trigger's moment names
        (the build stops it outside a trigger on a card)."""
        return ("name_of", "event")

    def same_name_unsaid(self, _: list[object]) -> tuple[str, str]:
        """``with the same name``, no card said (lang-name): as which card, or all of one
        name (a group's own constraint, which the grammar cannot say)? It stops."""
        raise CannotSay(
            "'with the same name' without 'as' a card: the same as which, or all of one name?"
        )

    def with_modifier(self, _: list[object]) -> tuple[str, bool]:
        """lang-protect: ``with an action played on it``: a minion with a modifier on it."""
        return ("with_modifier", True)

    def with_counter(self, _: list[object]) -> tuple[str, bool]:
        """``with a +1 power counter on it``: a minion with one or more of them."""
        return ("with_counter", True)

    def played_this_turn(self, _: list[object]) -> tuple[str, bool]:
        """``played this turn`` (lang-rel): a card a player played this turn."""
        return ("played_this_turn", True)

    def played_somewhere_this_turn(self, children: list[object]) -> tuple[str, str]:
        """``played here this turn``, ``played on another base this turn`` (lang-playedhere):
        played this turn on this card's base (another base), wherever it is now; "there",
        "on that (a) base" stop (which base, or any: "played this turn")."""
        said = " ".join(str(children[0]).lower().split())
        if said.startswith(("played here", "played on this base")):
            return ("played_at", "here")
        if said.startswith("played on another base"):
            return ("played_at", "another-base")
        raise CannotSay(
            "'played there (on that, on a base) this turn': where a card was played, other"
            " than here or on another base"
        )

    def moved_here(self, children: list[object]) -> tuple[str, str, bool]:
        """lang-moved: ``moved here`` (``this turn``): came to this base by a move, and
        is on it since (``there`` in the card grammar, with ``where: here``)."""
        said = str(children[0]).lower().split()
        return ("moved", "this-turn" if said[-1] == "turn" else "there", True)

    def moved_this_turn(self, _: list[object]) -> tuple[str, str, bool]:
        """lang-moved: ``moved this turn``: came to the base it is on by a move this turn."""
        return ("moved", "this-turn", False)

    def moved_by(self, _: list[object]) -> tuple[str, str, bool]:
        """lang-moved: a move's event records who moved the minion (lang-moves), for a
        trigger at that moment; no selector picks minions by who moved them earlier."""
        raise CannotSay(
            "'moved by' a player: a minion is not selected by who moved it before (only a"
            " trigger at the move knows who moved it)"
        )

    def moved_elsewhere(self, _: list[object]) -> tuple[str, str, bool]:
        """lang-moved: "moved there (to another base, from a base)": where it was moved
        to (from) other than the base it is on here is not said by the card grammar."""
        raise CannotSay("'moved' to (from) a place other than here: only 'moved here'")

    def that_minion(self, _: list[object]) -> str:
        return "chosen"

    def its_power(self, _: list[object]) -> str:
        """``its power`` (lang-its): this minion's, or that minion's (:func:`_its_power`)."""
        return _ITS

    def this_minion(self, _: list[object]) -> str:
        return "self-or-host"

    def than_yours(self, _: list[object]) -> str:
        """``with less power than yours`` (lang-rel): no one card of yours is named."""
        raise CannotSay("a power compared with 'yours': which of your minions is not said")

    def here(self, _: list[object]) -> tuple[str, str]:
        return ("where", "here")

    def there(self, _: list[object]) -> tuple[str, str]:
        return ("where", "there")

    def its_base(self, _: list[object]) -> tuple[str, str]:
        """``on its base`` (of an extra play): the base the trigger's minion was at."""
        return ("where", "its-base")

    def another_base(self, _: list[object]) -> tuple[str, str]:
        return ("where", "another-base")

    def this_base(self, children: list[Token]) -> tuple[str, ...]:
        """``on this base``, ``from this base``: here (on a card that is on a base, as
        :func:`build_abilities` makes sure); "from" is kept, for what it may not say."""
        return ("where", "here", "from") if children else ("where", "here")

    def restricted_this_base(self, _: list[object]) -> tuple[str, ...]:
        """``on this base`` in a restriction (lang-r): here, kept apart for actions."""
        return ("where", "here", "on")

    def on_another_base(self, children: list[Token]) -> tuple[str, ...]:
        """``on another base``, ``on other bases``, ``from another base``: not the base
        this card is on (on a card that is on a base, as :func:`build_abilities` makes
        sure); "from" is kept, for what it may not say."""
        return ("where", "another-base", "from") if children else ("where", "another-base")

    def base_with_your_minion(self, _: list[object]) -> tuple[str, str]:
        return ("where", "base-with-your-minion")

    def faction_base_with_yours(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where you have a Robot minion`` (lang-faction)."""
        faction = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "faction")
        return ("where", "base-with-your-minion", BaseHas(faction=faction))

    def base_with_your_minion_of(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where you have a minion of power 5 or more`` (lang-basefilter)."""
        return ("where", "base-with-your-minion", _base_has(1, children))

    def base_with_your_minions(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where you have two or more minions`` (lang-basefilter)."""
        return ("where", "base-with-your-minion", _base_has(_count(children), children))

    # ---- lang-where: a place by what another player (anyone) has there
    def base_with_others_minion(self, _: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where another player has a minion``: some one other player has."""
        return ("where", "base-with-your-minion", BaseHas(whose="other"))

    def base_with_others_minions(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where another player has two or more minions`` (one player's)."""
        has = _base_has(_count(children), children)
        return ("where", "base-with-your-minion", replace(has, whose="other"))

    def faction_base_with_others(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where another player has a Robot minion``."""
        faction = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "faction")
        return ("where", "base-with-your-minion", BaseHas(faction=faction, whose="other"))

    def base_with_others_minion_of(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base where another player has a minion of power 5 or more``."""
        return ("where", "base-with-your-minion", replace(_base_has(1, children), whose="other"))

    def base_without_others_minion(self, _: list[object]) -> tuple[str, str]:
        raise CannotSay(_OTHERS_NONE)

    def base_with_minions_on_it(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base with three or more minions on it``: anyone's, together."""
        has = _base_has(_count(children), children)
        return ("where", "base-with-your-minion", replace(has, whose="any"))

    def base_with_minion_of_on_it(self, children: list[object]) -> tuple[str, str, BaseHas]:
        """``at a base with a minion of power 5 or more on it``: anyone's."""
        return ("where", "base-with-your-minion", replace(_base_has(1, children), whose="any"))

    def the_base_your_most(self, _: list[object]) -> tuple[str, str]:
        raise CannotSay(
            "'the base where you have the most (highest total) power': one base, the most"
            " among bases, and who chooses among tied bases is not said"
        )

    def base_by_actions(self, _: list[object]) -> tuple[str, str]:
        raise CannotSay(
            "a base by the actions there (played on the base only, or on its minions too?):"
            " the card grammar counts minions at a base, not actions"
        )

    def base_by_most_minions(self, _: list[object]) -> tuple[str, str]:
        raise CannotSay(
            "a base where you have the most (fewest) minions (more than each other player,"
            " or as many as any? a tie is not said): the card grammar compares power there"
        )

    def base_where_most_power(self, _: list[object]) -> tuple[str, str]:
        """``at a base where you have the most power``: more than each other player there
        (none when tied, as "if you have the most power here")."""
        return ("where", "base-where-most-power")

    def at_least_word(self, _: list[object]) -> tuple[str, Compare]:
        return ("compare", "at-least")  # lang-basefilter: "N or more"

    def at_most_word(self, _: list[object]) -> tuple[str, Compare]:
        return ("compare", "at-most")  # lang-basefilter: "N or less"

    def a_base(self, _: list[object]) -> tuple[str, str, str]:
        """``on a base`` after "each"/"all": a base its player chooses, then each of them
        there (:meth:`_selector` stops it after any other quantifier)."""
        return ("where", "chosen-base", "on a base")

    def base_without_your_minion(self, _: list[object]) -> tuple[str, str]:
        return ("where", "base-without-your-minion")  # lang-s

    def on_one_base(self, children: list[object]) -> tuple[str, str, str]:
        """``on one base`` (lang-s): a base its player chooses, then the group there
        (:meth:`_selector` stops it of one card)."""
        if _count(children) != 1:
            raise CannotSay("'on N bases' (a place of a selector is one base)")
        return ("where", "chosen-base", "on one base")

    def on_that_base(self, _: list[object]) -> tuple[str, str]:
        """``on that base``, ``on that minion's base`` (lang-s): the base of the minion an
        earlier effect chose (:func:`_at_a_chosen_minions_base` makes sure one did)."""
        return ("where", "that-base")

    def on_the_same_base(self, _: list[object]) -> tuple[str, str, str]:
        """``on the same base`` (lang-s): of a group with no minion chosen before, one base
        for them all ("on one base"); after a minion chosen, that minion's ("on that
        base"): :class:`SameBase`, resolved by :func:`_same_base`."""
        return ("where", "that-base", "on the same base")

    def in_play(self, _: list[object]) -> tuple[str, str]:
        raise CannotSay("'in play' said of a selector (the grammar leaves it unsaid)")

    def this(self, children: list[Token]) -> Selector:
        word = _word(children[0])
        if word == "base":
            return Selector(what="base", this="host")
        if word == "minion":
            return Selector(this="self-or-host")
        return Selector(what=_WHAT[word], this="self")

    def it(self, _: list[object]) -> Selector:
        return It()

    def those(self, _: list[object]) -> Selector:
        return Those()

    def article(self, _: list[object]) -> None:
        return None

    # ---- selectors
    def _selector(
        self, children: Sequence[object], base: Selector | None = None, of: bool = False
    ) -> Selector | Group:
        found = base or Selector()
        plural = False
        children = [c for x in children for c in (x if isinstance(x, list) else [x])]
        for child in children:
            if isinstance(child, Quantifier):
                found = replace(found, quantifier=child)
            elif isinstance(child, PowerFilter):
                found = replace(found, power=child)
            elif isinstance(child, tuple) and child and child[0] in _KINDS:
                what, plural = child
                found = replace(found, what=what)
            elif isinstance(child, tuple) and child[0] == "whose":
                found = replace(found, whose=child[1])
            elif isinstance(child, tuple) and child[0] == "other":
                found = replace(found, other=True)
            elif isinstance(child, tuple) and child[0] == "with_counter":
                found = replace(found, with_counter=True)
            elif isinstance(child, tuple) and child[0] == "with_modifier":  # lang-protect
                found = replace(found, with_modifier=True)
            elif isinstance(child, tuple) and child[0] == "superlative":
                found = replace(found, superlative=child[1])
            elif isinstance(child, tuple) and child[0] == "most_per":  # lang-extremes
                found = replace(found, most_per=child[1])
            elif isinstance(child, tuple) and child[0] == "base_rank":  # lang-extremes
                found = replace(found, base_rank=child[1])
            elif isinstance(child, tuple) and child[0] == "played_this_turn":  # lang-rel
                found = replace(found, played_this_turn=True)
            elif isinstance(child, tuple) and child[0] == "played_at":  # lang-playedhere
                found = _played_where(found, child[1])
            elif isinstance(child, tuple) and child[0] == "moved":  # lang-moved
                found = _moved(found, child[1], child[2])
            elif child == ("where", "its-base"):  # lang-its: of the minion chosen before (its
                # own base would be no place); _at_a_chosen_minions_base makes sure one was
                found = replace(found, where="that-base")
            elif isinstance(child, tuple) and child[0] == "where":
                found = replace(found, where=child[1])
                if len(child) > 2 and isinstance(child[2], BaseHas):  # lang-basefilter
                    found = replace(found, base_has=child[2])
            elif isinstance(child, tuple) and child[0] == "name":  # lang-k
                found = replace(found, name=_one_name(found, child[1]))
            elif isinstance(child, tuple) and child[0] == "name_of":  # lang-name
                found = replace(found, name_of=_one_name_of(found, child[1]))
            elif isinstance(child, tuple) and child[0] == "faction":  # lang-faction
                found = replace(found, faction=child[1])
        on_a_base = any(isinstance(c, tuple) and c[-1:] == ("on a base",) for c in children)
        if on_a_base and found.quantifier.kind != "each":
            raise CannotSay("'on a base' as a place of a selector (other than of each of them)")
        on_one = any(isinstance(c, tuple) and c[-1:] == ("on one base",) for c in children)
        if on_one and not _a_group(found.quantifier):  # lang-s
            raise CannotSay("'on one base' said of one card (said 'Choose a base. ... there')")
        if found.power is not None and found.what == "action":
            raise CannotSay("a power filter on an action (an action has no power)")
        if found.with_counter and (plural or found.what != "minion"):
            raise CannotSay("'with a +1 power counter on it' said of other than one minion")
        if found.with_modifier and (plural or found.what != "minion"):  # lang-protect
            raise CannotSay("'with an action played on it' said of other than one minion")
        quantified = any(isinstance(c, Quantifier) for c in children)
        if any(isinstance(c, tuple) and c[-1:] == ("on the same base",) for c in children):
            if plural and not quantified:  # lang-s
                raise CannotSay("'on the same base' of cards with no number")
            found = SameBase(**{f.name: getattr(found, f.name) for f in fields(found)})
        _superlative_fits(found, plural=plural, quantified=quantified)
        _base_rank_fits(found, plural=plural)  # lang-extremes
        if not quantified:
            return Group(found) if plural else found
        q = found.quantifier
        agrees = q.kind != "one" or q.count > 1 if plural else q.kind == "each" or q.count == 1
        if of:  # "one of your minions", "each of your minions": the noun is plural
            agrees = plural
        if not agrees:
            raise CannotSay("the noun's number does not agree with its quantifier")
        return found

    def target(self, children: list[object]) -> Selector | Group:
        return self._selector(children)

    def of_yours(self, children: list[object]) -> Selector | Group:
        return self._selector(children, Selector(whose="you"), of=True)

    def of_theirs(self, children: list[object]) -> Selector | Group:
        """``one of their minions``: a player's own, said of a subject other than you
        (:class:`Theirs` until :func:`_theirs` takes it for that player's "your")."""
        found = self._selector(children, Selector(whose="you"), of=True)
        if isinstance(found, Group):
            return found
        return Theirs(**{f.name: getattr(found, f.name) for f in fields(found)})

    def each_of_others(self, children: list[object]) -> Selector | Group:
        """lang-possessive: ``each minion of other players`` ("each other player's minion"):
        each one of theirs."""
        return self._selector(children, Selector(whose="other"))

    def the_target(self, children: list[object]) -> Selector | Group:
        """``the minion with the highest power here``: "the" only before a superlative."""
        found = self._selector(children)
        if not isinstance(found, Selector) or found.superlative is None:
            raise CannotSay("'the' before a noun without 'with the highest (lowest) power'")
        return found

    def their_target(self, children: list[object]) -> Selector | Group:
        """``their minion with the lowest power`` (lang-rel): the one of theirs, of a
        subject other than you (:class:`Theirs`, as "one of their minions"); "their" only
        before a superlative."""
        found = self._selector(children, Selector(whose="you"))
        if not isinstance(found, Selector) or found.superlative is None:
            raise CannotSay("'their' before a noun without 'with the highest (lowest) power'")
        return Theirs(**{f.name: getattr(found, f.name) for f in fields(found)})

    def another(self, children: list[object]) -> Selector | Group:
        return self._selector(children, Selector(other=True))

    def another_of_yours(self, children: list[object]) -> Selector:
        found = self._selector(children, Selector(whose="you", other=True))
        return found.selector if isinstance(found, Group) else found

    def either_group(self, children: list[object]) -> EitherGroup:
        """``all actions or all minions ...``: the player chooses one group."""
        split = next(i for i, c in enumerate(children) if isinstance(c, Token))
        left, right = children[:split], children[split + 1 :]
        what_at = next(i for i, c in enumerate(right) if isinstance(c, tuple) and c[0] in _KINDS)
        shared = right[what_at + 1 :]
        every = Quantifier("each")
        first = self._selector([*left, *shared])
        second = self._selector([every, *right[: what_at + 1], *shared])
        if not all(isinstance(s, Selector) and s.quantifier == every for s in (first, second)):
            raise CannotSay("a choice between groups other than 'all X or all Y'")
        assert isinstance(first, Selector) and isinstance(second, Selector)
        return EitherGroup(first, second)

    def either_target(self, children: list[object]) -> EitherGroup:
        """lang-or: ``a minion of power 3 or less or an action``: one card of either kind,
        which the player chooses (:func:`_either`: the choice of the effect on a card of
        the one kind or of the other; one that has no card to act on while the other has
        stops the game, :func:`..engine.language.effects.how_much`). A place said of one
        noun only ("a minion or an action on this base": of both, or of the action?)
        stops, and so does a number other than one ("two minions or actions": each of
        either kind?)."""
        split = next(
            i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_ARTICLE"
        )
        left, right = children[:split], children[split + 1 :]
        places = [
            [c for c in side if isinstance(c, tuple) and c[0] == "where"] for side in (left, right)
        ]
        if places[0] != places[1]:
            raise CannotSay("a place said of one noun of 'X or Y' (of both, or of that one alone?)")
        one = Quantifier()
        if not left or left[0] != one:
            raise CannotSay(
                "'or' between two nouns after a number other than one (each of either kind?)"
            )
        first, second = self._selector(left), self._selector([one, *right])
        if not isinstance(first, Selector) or not isinstance(second, Selector):
            raise CannotSay("'or' between two nouns of a group")
        for found in (first, second):
            if found.power is not None and found.what != "minion":
                raise CannotSay("a power filter of a card that is not a minion")
        if first == second:
            raise CannotSay("'X or X': the same cards twice")
        return EitherGroup(first, second)

    # ---- lang-k: actions played on the minions a selector names
    def host_yours(self, children: list[object]) -> Selector:
        if _count(children) != 1:
            raise CannotSay("an action played on a number of your minions")
        return Selector(whose="you")

    def host_others(self, _: list[object]) -> Selector:
        return Selector(whose="other")

    def host_this(self, _: list[object]) -> Selector:
        return Selector(this="self-or-host")

    def host_that(self, _: list[object]) -> Selector:
        raise CannotSay("an action played on 'that minion' (which minion the card chose)")

    def host_this_base(self, _: list[object]) -> Selector:
        """lang-protect: ``played on this base``: on the base this card is at (a base
        modifier there, not one on a minion there)."""
        return _THIS_BASE_HOST

    def modifier_on(self, children: list[Any]) -> Selector | Group:
        """``an action played on one of your minions``, ``each action played on this
        minion``: an action played on a minion, on one the host selector names
        (lang-protect: ``on this base``, a base modifier here)."""
        q, token, host = children
        plural = str(token).lower().startswith("actions")
        if host == _THIS_BASE_HOST:
            return self._selector([q, ("base-modifier", plural), ("where", "here")])
        if host.this is None and q != Quantifier():  # each of them, or of one minion?
            raise CannotSay("a number of actions played on one minion chosen (of which?)")
        found = self._selector([q, ("minion-modifier", plural)])
        return replace(found, on=host) if isinstance(found, Selector) else found

    def per_modifier(self, children: list[Any]) -> Per:
        """``for each action played on this minion`` (lang-k)."""
        token, host = children
        if str(token).lower().startswith("actions"):
            raise CannotSay("'for each' with a plural noun")
        if host == _THIS_BASE_HOST:  # lang-protect: "for each action played on this base"
            return Per(Selector(what="base-modifier", where="here"))
        return Per(Selector(what="minion-modifier", on=host))

    def this_target(self, children: list[Selector]) -> Selector:
        return children[0]

    def subject(self, children: list[Selector | Group]) -> Selector:
        found = children[0]
        if isinstance(found, Group):  # "your minions here": each of them
            return replace(found.selector, quantifier=Quantifier("each"))
        if type(found) is It:  # lang-selfongoing: "it" of an ongoing text, this card
            return ItSelf(this="self-or-host")
        if found.this is None and found.quantifier.kind != "each":
            raise CannotSay("an ongoing text about one chosen card")
        if found.where in ("chosen-base", "that-base"):
            raise CannotSay("an ongoing text about the cards on a base chosen (or that base)")
        if found.base_rank is not None:  # lang-extremes
            raise CannotSay(
                "an ongoing text about minions ranked by power at their base (the ranking"
                " would count the power the text changes)"
            )
        return found

    # ---- amounts, durations, places
    def amount(self, children: list[Token]) -> Amount:
        return Amount(int(str(children[0])))

    def one_card(self, _: list[object]) -> int:
        return 1

    def n_cards(self, children: list[object]) -> int:
        return _count(children)

    def one_counter(self, _: list[object]) -> int:
        return 1

    def n_counters(self, children: list[object]) -> int:
        return _count(children)

    def end_of_turn(self, _: list[object]) -> Duration:
        return Duration("end-of-turn")

    def start_of_next_turn(self, _: list[object]) -> Duration:
        return Duration("start-of-your-next-turn")

    def end_of_your_next_turn(self, _: list[object]) -> Duration:
        """``until the end of your next turn`` (lang-time): past this turn's end, to the
        end of the next turn of yours that begins after the effect."""
        return Duration("end-of-your-next-turn")

    def end_of_your_turn(self, _: list[object]) -> Duration:
        """``until the end of your turn`` (lang-c2): marked, for :meth:`_Card.add` to read
        as the end of this turn where it is your turn, or to stop."""
        return UntilYourTurnEnds()

    def owners_hand(self, _: list[object]) -> str:
        return "owners-hand"

    def your_hand(self, _: list[object]) -> str:
        return "your-hand"

    def your_discard(self, _: list[object]) -> str:
        return "discard"

    def your_deck(self, _: list[object]) -> str:
        return "deck"

    def your_hand_pile(self, _: list[object]) -> str:
        return "hand"

    def to_hand(self, _: list[object]) -> Destination:
        return Destination("hand")

    def deck_top(self, _: list[object]) -> Destination:
        return Destination("deck-top")

    def deck_bottom(self, _: list[object]) -> Destination:
        return Destination("deck-bottom")

    def one_of_kind(self, children: list[object]) -> Selector:
        faction = None
        if isinstance(children[1], tuple) and children[1][0] == "faction":  # lang-faction
            faction, children = children[1][1], [children[0], *children[2:]]
        what = children[1]
        assert isinstance(what, tuple)
        if what[1]:
            raise CannotSay("a plural after 'a'")
        kind: What = what[0]
        found = Selector(what=kind, faction=faction)
        for child in children[2:]:
            if isinstance(child, tuple) and child[0] == "name":  # lang-k
                found = replace(found, name=_one_name(found, child[1]))
                continue
            if isinstance(child, tuple) and child[0] == "name_of":  # lang-name
                found = replace(found, name_of=_one_name_of(found, child[1]))
                continue
            if not isinstance(child, PowerFilter):
                raise CannotSay("a filter on a card in a pile other than its power")
            if kind != "minion" or child.value is None:
                raise CannotSay("a power filter on a card in a pile other than 'of power N'")
            found = replace(found, power=child)
        return found

    def some_n(self, children: list[object]) -> Selector:
        """``2 cards named X`` from a pile (lang-k) stops: all of them if there are 2, or as
        many as there are? ("up to 2", "any number of" are :meth:`_filtered_some`'s)."""
        what = next(c for c in children if isinstance(c, tuple))
        if not what[1]:  # "1 card": the noun's number agrees, or the text is not this
            raise CannotSay("the noun's number does not agree with its quantifier")
        raise CannotSay("a number of cards exactly from a pile (N, or as many as there are?)")

    def action_affecting(self, children: list[object]) -> Selector:
        """``an action that directly affects a minion``: a card chosen from a pile."""
        affecting = children[-1]
        assert isinstance(affecting, Affecting)
        return Selector(what="action", affects=affecting.selector)

    def kind(self, children: list[Token]) -> What:
        return _WHAT[_word(children[0])]

    def kinds(self, children: list[Token]) -> What:
        return _WHAT[_word(children[0])]

    def host(self, children: list[Token]) -> ModifierOf:
        return "base" if _word(children[0]) == "base" else "minion"

    # ---- effects
    def draw(self, children: list[Any]) -> Effect:
        return Effect("draw", amount=_per(Amount(children[0]), children))

    def draw_until_hand(self, children: list[Any]) -> Effect:
        """``draw cards until you have 5 cards in your hand`` (lang-time): as many as the
        hand lacks, none if it has that many."""
        size = _count(children)
        if size < 1:
            raise CannotSay("drawing until a hand of no cards")
        return Effect("draw", amount=Amount(size), variant="until-hand")

    # ---- amounts for each minion a selector names
    def _per_selector(self, children: list[object], whose: Whose) -> Per:
        found = Selector(whose=whose)
        for child in children:
            if isinstance(child, PowerFilter):
                if child.value is None:
                    raise CannotSay("'for each' minion with power than another card")
                found = replace(found, power=child)
            elif isinstance(child, tuple) and child[0] == "other":
                found = replace(found, other=True)
            elif child == ("where", "its-base"):  # lang-its: resolved by _its_base
                found = ItsBase(**{f.name: getattr(found, f.name) for f in fields(found)})
            elif isinstance(child, tuple) and child[0] == "where":
                # (lang-s: there; lang-its: that base, the card's an effect before chose)
                if child[1] not in ("here", "anywhere", "there", "that-base") or len(child) > 2:
                    raise CannotSay(f"'for each' minion {child[1]}")
                found = replace(found, where=child[1])
            elif isinstance(child, tuple) and child[0] == "name":  # lang-k
                found = replace(found, name=_one_name(found, child[1]))
            elif child == ("name_of", "self-or-host"):  # lang-name: "as this minion"
                found = replace(found, name_of=_one_name_of(found, child[1]))
            elif isinstance(child, tuple) and child[0] == "with_modifier":  # lang-protect
                found = replace(found, with_modifier=True)
            elif isinstance(child, tuple) and child[0] == "faction":  # lang-faction
                found = replace(found, faction=child[1])
            elif isinstance(child, tuple):
                raise CannotSay(f"'for each' minion with a filter it cannot say ({child[0]})")
        return Per(found)

    def per_yours(self, children: list[object]) -> Per:
        return self._per_selector(children, "you")

    def per_any(self, children: list[object]) -> Per:
        return self._per_selector(children, "any")

    def per_theirs(self, children: list[object]) -> Per:
        """``for each of their minions here`` (lang-f2): of the player a third-person
        subject names ("each player gains 1 VP for each of their minions here"), their
        "your"; taken so by :func:`_their_per`, and anywhere else the card stops."""
        return TheirPer(self._per_selector(children, "you").selector)

    def per_power_yours(self, children: list[object]) -> PerPower:
        """``for every 5 power you have here`` (lang-third): whole fives of your total
        power at this card's base, for a VP gain only (:meth:`vp`)."""
        return PerPower(_count(children))

    def per_power_theirs(self, children: list[object]) -> PerPower:
        """``for every 5 power they have here``: of a third-person subject (taken as theirs
        by :func:`_their_per`; anywhere else the card stops)."""
        return PerPower(_count(children), theirs=True)

    def per_others(self, children: list[object]) -> Per:
        return self._per_selector(children, "other")

    def per_player(self, _: list[object]) -> PerPlayers:
        """``for each player`` (lang-its)."""
        return PerPlayers("each")

    def per_other_player(self, _: list[object]) -> PerPlayers:
        """``for each other player`` (lang-its): other than the effect's player."""
        return PerPlayers("other")

    def per_player_here(self, _: list[object]) -> PerPlayers:
        """``for each player with a minion here`` (lang-its): at this card's base."""
        return PerPlayers("with-minion-here")

    def per_other_player_here(self, _: list[object]) -> PerPlayers:
        """``for each other player with a minion here`` (lang-its)."""
        return PerPlayers("other-with-minion-here")

    def per_base_with_your_minion(self, _: list[object]) -> Per:
        return Per(Selector(what="base", where="base-with-your-minion"))

    def per_base_most_power(self, _: list[object]) -> Per:
        return Per(Selector(what="base", where="base-where-most-power"))

    def per_in_pile(self, children: list[Any]) -> Per:
        """``for each card in your hand``, ``for each minion in your discard pile`` (lang-k:
        ``for each card named X in your discard pile``)."""
        kind, *named, pile = children
        found = Selector(what=_WHAT[_word(kind)], whose="you", pile=pile)
        return Per(replace(found, name=self.named(named)[1]) if named else found)

    def held_hand(self, _: list[object]) -> str:
        return "hand"

    def held_discard(self, _: list[object]) -> str:
        return "discard"

    def destroy(self, children: list[Selector | Group | EitherGroup]) -> Effect:
        return _either(children[0], lambda s: Effect("destroy", target=s))

    def return_(self, children: list[Any]) -> Effect:
        target, hand = children
        if hand != "owners-hand":  # only with "You may play it again" after it
            return Effect("return", target=_chosen(target), destination=Destination("hand"))
        return _either(target, lambda s: Effect("return", target=s))

    def move(self, children: list[Any]) -> Effect:
        target, place = children
        if len(place) > 2:
            raise CannotSay("'to from this base'")
        where = Destination("base", place[1])
        return _either(target, lambda s: Effect("move", target=s, destination=where))

    def move_from_one_base(self, children: list[Any]) -> Effect:
        """``move any number of your minions from one base to another base``: a group of
        the minions the target names at one base its player chooses, all to one other."""
        target, count = children[0], children[1]
        if not isinstance(target, Selector) or int(count) != 1:
            raise CannotSay("'from N bases' (a group moves from one base)")
        if target.quantifier.kind != "any-number" or target.where != "anywhere":
            raise CannotSay("a group moved from one base other than 'any number of'")
        group = replace(target, where="chosen-base")
        return Effect("move", target=group, destination=Destination("base", "another-base"))

    def move_to_one_base(self, children: list[Any]) -> Effect:
        """``move any number of your minions to one base`` (lang-s): a group, all to one
        base its player chooses (each one not there already)."""
        target = children[0]
        if _count(children) != 1:
            raise CannotSay("'to N bases'")
        found = target.selector if isinstance(target, Group) else target
        if not isinstance(found, Selector) or isinstance(found, It | Those):
            raise CannotSay("'to one base' of other than a group of minions")
        if not _a_group(found.quantifier) or found.this is not None or found.what != "minion":
            raise CannotSay("'to one base' said of one minion (said 'to another base')")
        if found.where != "anywhere":  # ("here": to one base, this one too?)
            raise CannotSay("a group moved from a place to one base (that place too?)")
        return Effect("move", target=found, destination=Destination("base", "chosen-base"))

    def move_to_other_bases(self, children: list[Any]) -> Effect:
        """``move up to two of your minions to other bases`` (lang-s): each to a base other
        than its own, chosen for each (as "to another base" says of each one)."""
        target = children[0]
        found = target.selector if isinstance(target, Group) else target
        if isinstance(target, Group) or not isinstance(found, Selector) or found.this is not None:
            raise CannotSay("'to other bases' of other than a number of minions")
        if not _a_group(found.quantifier) or isinstance(found, It | Those | Theirs):
            raise CannotSay("'to other bases' said of one minion (said 'to another base')")
        if found.where == "chosen-base":
            raise CannotSay("minions on one base moved 'to other bases'")
        return Effect("move", target=found, destination=Destination("base", "another-base"))

    def move_to_base_with_yours(self, children: list[Any]) -> Effect:
        """``move a minion to another base where you have a minion`` (lang-s): to one of the
        other bases where the effect's player has a minion (none: it stays)."""
        target = children[0]
        if isinstance(target, Group | EitherGroup) or not isinstance(target, Selector):
            raise CannotSay("a group moved 'to another base where you have a minion'")
        if target.where in ("chosen-base", "that-base"):
            raise CannotSay("a minion on a base chosen moved to a base where you have a minion")
        if _a_group(target.quantifier):  # all to one such base, or each to its own?
            raise CannotSay("a group moved 'to a base where you have a minion' (to one, or each?)")
        where = Destination("base", "base-with-your-minion")
        return Effect("move", target=_chosen(target), destination=where)

    def move_to_base_without_yours(self, children: list[Any]) -> Effect:
        """``move a minion to another base where you have no minions`` (lang-s)."""
        found = self.move_to_base_with_yours(children)
        where = Destination("base", "base-without-your-minion")
        return replace(found, destination=where)

    def move_self_there(self, children: list[Any]) -> Effect:
        """``move this minion there`` (lang-s): to the base of the moment (only after
        "before a base scores", :func:`_there_is_a_scoring_base` makes sure)."""
        found = children[0]
        if not isinstance(found, Selector) or found.this not in ("self-or-host", "self"):
            raise CannotSay("'move ... there' of other than this card")
        if found.what not in ("minion", "titan"):
            raise CannotSay("'move this card there' (of a card other than a minion)")
        return Effect("move", target=found, destination=Destination("base", "there"))

    def move_there(self, children: list[Any]) -> Effect:
        """``move one of your minions there`` (lang-s): the minion chosen (anywhere) moved
        to the base of the moment ("there" said of where it goes: the sentence has no
        other destination); only after "before a base scores"."""
        found = children[0]
        if not isinstance(found, Selector) or isinstance(found, It | Those | Theirs):
            raise CannotSay("'move' with no destination")
        if found.where != "there" or found.this is not None:
            raise CannotSay("'move' with no destination")
        if _a_group(found.quantifier) or found.quantifier.kind != "one":
            raise CannotSay("a number of minions moved 'there'")
        moved = replace(found, where="anywhere")
        return Effect("move", target=_chosen(moved), destination=Destination("base", "there"))

    def move_to_this_base(self, children: list[Any]) -> Effect:
        """``Move a minion to this base``: here (on a card that is on a base)."""
        return self.move([children[0], ("where", "here")])

    def counters(self, children: list[Any]) -> Effect:
        number, target = children
        return Effect("place-counters", target=_chosen(target), amount=Amount(number))

    def counters_per(self, children: list[Any]) -> Effect:
        """lang-counted: ``place a +1 power counter on a minion for each card discarded``:
        that many for each card the effect before did something to, on one card."""
        number, target, per = children
        if not isinstance(per, DonePer):
            raise CannotSay(
                "construct the engine cannot play: +1 power counters for each card a selector"
                " names (only what an effect before did is counted)"
            )
        found = _chosen(target)
        if found.this is None and found.quantifier != Quantifier():
            raise CannotSay("+1 power counters for each ... on more than one minion (each?)")
        return Effect("place-counters", target=found, amount=Amount(number, result=per.pending()))

    def move_counters(self, children: list[Any]) -> Effect:
        """``move a +1 power counter from a minion to another minion``: from any minion
        with that many, to any other (as ``move-counters``)."""
        number = next(c for c in children if isinstance(c, int))
        return Effect("move-counters", target=Selector(), amount=Amount(number))

    def remove_counters(self, children: list[Any]) -> Effect:
        """``remove a +1 power counter from this titan``: one, from the card chosen among
        those with one (lang-d). More than one stops the card: with fewer there, is any
        removed, and did you do it?"""
        number, found = children
        if number != 1:
            raise CannotSay("removing more than one +1 power counter")
        chosen = _chosen(found)  # a minion, the grammar's default, left unsaid
        target = None if chosen == Selector() else chosen
        return Effect("remove-counters", target=target, amount=Amount(1))

    def divided(self, children: list[Any]) -> Effect:
        """``place 3 +1 power counters divided as you choose among your minions``: one at a
        time, each on one of them (as ``distribute-counters``)."""
        count, group = _count(children), children[-1]
        if not isinstance(group, Group) or group.selector.whose != "you" or count < 2:
            raise CannotSay("counters divided among other than 2 or more of your minions")
        target = replace(group.selector, quantifier=Quantifier("one", count))
        return Effect("place-counters", target=target, amount=Amount(1))

    def power(self, children: list[Any]) -> Effect:
        target = next(c for c in children if isinstance(c, Selector | Group))
        bonus = _per(next(c for c in children if isinstance(c, Amount)), children)
        _power_of_power(bonus)
        until = next(c for c in children if isinstance(c, Duration))
        # the grammar's defaults (a minion, until the end of the turn) left unsaid, as a
        # hand declaration leaves them: one meaning, one value
        chosen = _chosen(target)
        _no_titan_power(chosen)
        return Effect(
            "power",
            target=None if chosen == Selector() else chosen,
            amount=bonus,
            duration=None if until == Duration() else until,
        )

    def gains(self, _: list[object]) -> None:
        return None

    def extra_card(self, children: list[object]) -> list[Effect]:
        """``an extra minion ...``: one extra play; ``two extra minions ...``: that many
        extra plays, each of its own (each optional, as every extra play)."""
        counted = [c for c in children if isinstance(c, Token) and c.type == "COUNT"]
        times = int(counted[0]) if counted else 1
        if counted and times < 2:
            raise CannotSay("'1 extra' with a plural")
        found = self._extra_one(children)
        each = found.grant is not None and found.grant.at is not None and found.grant.at.each
        if counted and each:  # lang-grantplace: two on each base, or two in all?
            raise CannotSay("a number of extra plays 'on each base'")
        if counted and found.grant is not None and found.grant.its_base:  # (lang-its: place)
            raise CannotSay("a number of extra plays 'on its base'")
        return [found] * times

    # ---- lang-grantplace: an extra play's place, judged as the card is played
    def at_breakpoint(self, children: list[object]) -> tuple[str, GrantAt]:
        """``at a base with a breakpoint of 15 or less``."""
        return ("grant-at", GrantAt(breakpoint_at_most=_count(children)))

    def on_each_base(self, children: list[object]) -> tuple[str, GrantAt]:
        """``on each base`` (``where you have no minions`` ...): one extra play on each
        base that fits as the plays are given, each only there."""
        found = next((c for c in children if isinstance(c, GrantAt)), GrantAt())
        return ("grant-at", replace(found, each=True))

    def each_without_yours(self, _: list[object]) -> GrantAt:
        return GrantAt(where="you-have-no-minion")

    def each_with_yours(self, _: list[object]) -> GrantAt:
        return GrantAt(where="you-have-a-minion")

    def each_with_yours_of(self, children: list[object]) -> GrantAt:
        return GrantAt(where="you-have-a-minion", has=_base_has(1, children))

    def each_with_yours_n(self, children: list[object]) -> GrantAt:
        return GrantAt(where="you-have-a-minion", has=_base_has(_count(children), children))

    def each_breakpoint(self, children: list[object]) -> GrantAt:
        return GrantAt(breakpoint_at_most=_count(children))

    def on_base_or_minion_here(self, _: list[object]) -> tuple[str, str]:
        """``on this base or on a minion here`` (of an extra action)."""
        return ("grant-on", "base-or-minion")

    def on_minion_here(self, _: list[object]) -> tuple[str, str]:
        """``on a minion here`` (of an extra action): a minion at this base as it is played."""
        return ("grant-on", "minion")

    def on_your_minion_here(self, children: list[object]) -> tuple[str, str]:
        """``on one of your minions here`` (of an extra action): yours as it is played."""
        if _count(children) != 1:
            raise CannotSay("an extra action 'on N of your minions here'")
        return ("grant-on", "your-minion")

    def on_others_minion_here(self, _: list[object]) -> tuple[str, str]:
        """``on another player's minion here`` (of an extra action)."""
        return ("grant-on", "other-minion")

    def on_base_it_left(self, _: list[object]) -> tuple[str]:
        """``on the base it left``: the base the minion chosen just before left (moved)."""
        return ("grant-left",)

    def _extra_one(self, children: list[object]) -> Effect:
        kind = next(c for c in children if isinstance(c, str) and c in ("minion", "action"))
        target = Selector(what=kind, whose="you", pile="hand")  # type: ignore[arg-type]
        grant = Grant()
        for child in children:
            if isinstance(child, Affecting):
                target = replace(target, affects=_one_minion_affected(child.selector))
            elif isinstance(child, PowerFilter):
                target = replace(target, power=_extra_power(child, target.power))
            elif isinstance(child, tuple) and child[0] == "pile":  # lang-grave
                pile = _extra_pile(child[1])
                target, grant = replace(target, pile=pile), replace(grant, from_pile=pile)
            elif isinstance(child, tuple) and child[0] == "name":  # lang-k
                target = replace(target, name=_one_name(target, child[1]))
            elif isinstance(child, tuple) and child[0] == "name_of":  # lang-name
                target = replace(target, name_of=_one_name_of(target, child[1]))
            elif child == ("where", "its-base"):
                if kind != "minion":  # the engine limits only a minion's bases
                    raise CannotSay("an extra action 'on its base'")
                grant = replace(grant, its_base=True)
            elif child == ("where", "that-base"):  # lang-there: the chosen minion's base
                if kind != "minion":  # the engine limits only a minion's bases
                    raise CannotSay("an extra action 'on that base' (or on a minion there?)")
                grant = replace(grant, that_base=True)
            elif child == ("where", "there"):  # lang-s: the base of the moment
                if kind != "minion":  # the engine limits only a minion's bases
                    raise CannotSay("an extra action 'there' (on that base, or on a minion there?)")
                grant = replace(grant, there=True)
            elif isinstance(child, tuple) and child[0] in _GRANT_PLACES:  # lang-grantplace
                grant = _grant_placed(grant, kind, child)
            elif child == ("most_per", "base"):  # a bare "on each base" (one token): each
                grant = _grant_placed(grant, kind, ("grant-at", GrantAt(each=True)))
            elif isinstance(child, tuple) and child[1] in _YOURS_AT_A_BASE:  # lang-grantplace
                if kind != "minion":
                    raise CannotSay(
                        "an extra action at a base where you have (no) minions (on that"
                        " base, or on a minion there?)"
                    )
                has = child[2] if len(child) > 2 else None
                assert has is None or isinstance(has, BaseHas)
                if has is not None and (has.whose != "you" or has.faction is not None):
                    raise CannotSay(  # lang-where: the engine's place counts yours, any faction
                        "construct the engine cannot play: an extra minion at a base by another"
                        " player's (anyone's) minions there, or by a faction of yours"
                    )
                mine = child[1] == "base-with-your-minion"
                at = GrantAt(where="you-have-a-minion" if mine else "you-have-no-minion", has=has)
                grant = replace(grant, at=at)
            elif child == ("where", "that-base", "on the same base") and kind == "minion":
                grant = SameBaseGrant(**{f.name: getattr(grant, f.name) for f in fields(grant)})
            elif isinstance(child, tuple) and child[0] == "where":
                if child[1] != "here":  # ("where", "chosen-base", "on a base"): its words
                    said = child[-1] if len(child) > 2 else child[1]  # (lang-s: its words)
                    raise CannotSay(f"an extra play {said}")
                if kind != "minion":  # the engine would let it be played anywhere
                    raise CannotSay("an extra action 'here' (on this base, or on a minion here?)")
                grant = replace(grant, here=True)
        return Effect("play", target=target, grant=grant)

    def affects(self, children: list[Any]) -> Affecting:
        """``that directly affects a minion`` (``this minion``, ``one of your minions``)."""
        found = children[-1]
        if isinstance(found, Group | It | EitherGroup):
            raise CannotSay("an action that directly affects a group (or 'it')")
        if found.this == "self-or-host":  # "this minion": on a minion, the card itself
            found = Selector(this="self")
        if found.quantifier != Quantifier():
            raise CannotSay("an action that directly affects a number of minions")
        return Affecting(found)

    def affects_that(self, _: list[object]) -> Affecting:
        return Affecting(Selector(this="chosen"))

    def this_turn(self, _: list[object]) -> str:
        return "this-turn"

    def extra(self, children: list[object]) -> list[Effect]:
        # "this turn" after an extra play is said by no value: an extra play lasts
        # until the end of the turn anyway (the normaliser folds it, normalise.SYNONYMS)
        return [e for c in children if isinstance(c, list) for e in c]

    def extra_per(self, children: list[object]) -> list[Effect]:
        """lang-counted: ``play an extra minion for each card discarded``: one extra play
        for each card the effect before did something to (:meth:`_Card._results`)."""
        plays = [e for c in children if isinstance(c, list) for e in c]
        done = [c for c in children if isinstance(c, DonePer)]
        if len(plays) != 1:
            raise CannotSay("a number of extra plays 'for each ...' (N for each, or N in all?)")
        if not done:
            raise CannotSay(
                "construct the engine cannot play: an extra play for each card a selector"
                " names (only what an effect before did is counted)"
            )
        return [replace(plays[0], amount=Amount(1, result=done[0].pending()))]

    def extra_that_many(self, children: list[object]) -> list[Effect]:
        """lang-counted: ``play an equal number of extra minions`` (``that many``): an
        extra play for each card the effect before acted on."""
        found = self._extra_one(children)
        at = found.grant.at if found.grant is not None else None
        if at is not None and at.each:
            raise CannotSay("a number of extra plays 'on each base'")
        if found.grant is not None and found.grant.its_base:
            raise CannotSay("a number of extra plays 'on its base'")
        pending = PendingResult(-1, "draw", any_verb=True)
        return [replace(found, amount=Amount(1, result=pending))]

    def draw_equal(self, children: list[Any]) -> Effect:
        """lang-counted: ``draw cards equal to the number of cards discarded``: a card for
        each (the cards an effect before did something to; nothing else is counted so)."""
        done = children[-1]
        if not isinstance(done, DonePer):
            raise CannotSay(
                "'draw cards equal to the number of' other than what an effect before did"
            )
        return Effect("draw", amount=Amount(1, result=done.pending()))

    def extra_pile(self, children: list[object]) -> tuple[str, object]:
        """``from your discard pile`` after an extra play (lang-grave)."""
        return ("pile", children[0])

    def play_from(self, children: list[Any]) -> Effect:
        """``play an action from your discard pile as an extra action``: an extra play
        from that pile, now or not at all (optional, as every extra play); lang-grave:
        ``... here as an extra minion``: on this card's base only."""
        choice, pile, *where, kind = children
        _single(choice, "playing a number of cards from a pile")
        if choice.what != kind:
            raise CannotSay("playing a card of one kind as an extra play of another")
        if pile != "discard":
            raise CannotSay("playing a card from your deck (which card: the top one, or any?)")
        if choice.affects is not None:
            raise CannotSay("an extra play from a pile of an action that directly affects ...")
        choice = replace(choice, power=_extra_power(choice.power, None))
        target = replace(choice, whose="you", pile=pile)
        grant = _played_at(Grant(from_pile=pile, immediate=True), kind, where)
        return Effect("play", target=target, grant=grant)

    def search_play(self, children: list[Any]) -> Effect:
        """``search your deck for a minion of power 3 or less and play it as an extra
        minion``: an extra play from your deck, now or not at all; lang-grave: ``play it
        here`` (this card's base), ``there`` (the base of the moment)."""
        choice, *where, kind = children
        _single(choice, "playing a number of cards from your deck")
        if choice.what != kind:
            raise CannotSay("playing a card of one kind as an extra play of another")
        if choice.affects is not None:
            raise CannotSay("an extra play from a pile of an action that directly affects ...")
        choice = replace(choice, power=_extra_power(choice.power, None))
        target = replace(choice, whose="you", pile="deck")
        grant = _played_at(Grant(from_pile="deck", immediate=True), kind, where)
        return Effect("play", target=target, grant=grant)

    def play_self_from(self, children: list[Any]) -> Effect:
        """lang-grave: ``play this minion from your discard pile as an extra minion``:
        this card, while it is in its owner's discard pile, as an extra play of its kind
        (at once or not at all: it names one card); only in a trigger that works from
        the discard pile (:func:`_from_the_discard_pile` says so, or stops)."""
        found, pile, kind = children
        if not isinstance(found, Selector) or found.this not in ("self", "self-or-host"):
            raise CannotSay("playing from a pile other than this card itself")
        if (found.what if found.this == "self" else "minion") != kind:
            raise CannotSay("playing this card as an extra play of another kind")
        if pile != "discard":
            raise CannotSay("playing this card from a pile other than your discard pile")
        target = Selector(what=kind, whose="you", pile="discard", this="self")
        return Effect("play", target=target, grant=Grant(from_pile="discard", immediate=True))

    def play_it(self, children: list[Any]) -> Effect:
        """``play it as an extra action``: the card the effect before took, now or not
        at all (an extra play of that card, at once)."""
        target = Selector(what=children[-1], pile="hand", this="chosen")
        return Effect("play", target=target, grant=Grant(immediate=True))

    def play_affecting_it(self, _: list[object]) -> Effect:
        """``play an action that directly affects it as an extra action``: "it" the minion
        the extra play before it played, resolved by :meth:`_Card._it_the_played`."""
        target = Selector(what="action", whose="you", pile="hand", affects=It())
        return Effect("play", target=target, grant=Grant())

    def play_on_one_minion(self, children: list[Any]) -> Effect:
        """``play up to 2 actions that directly affect the same minion as extra actions``:
        at once, the minion chosen first (effects._grants_on_one_minion)."""
        count = int(children[0])
        if count < 2:
            raise CannotSay("'up to 1 actions' (the print says 'an action')")
        target = Selector(
            what="action",
            whose="you",
            pile="hand",
            affects=Selector(what="minion"),
            quantifier=Quantifier("up-to", count),
        )
        return Effect("play", target=target, grant=Grant(immediate=True))

    def instead_of_play(self, children: list[object]) -> InsteadOf:
        plays = children[0]
        assert isinstance(plays, tuple)
        return InsteadOf(plays)

    def regular_minion(self, _: list[object]) -> tuple[PlayInstead, ...]:
        return ("minion",)

    def regular_action(self, _: list[object]) -> tuple[PlayInstead, ...]:
        return ("action",)

    def regular_either(self, _: list[object]) -> tuple[PlayInstead, ...]:
        return ("minion", "action")

    def play_self_there(self, children: list[object], on: PlayOnBase = "there") -> Effect:
        """``play this minion there``: this card played on the base of the moment (a
        marker that never leaves this module: the Special that plays the card)."""
        found = children[0]
        assert isinstance(found, Selector)
        return SelfPlay("play", target=replace(found, where="there"), play_on=on)

    def play_self_its_base(self, children: list[object]) -> Effect:
        return self.play_self_there(children, "its-base")

    def play_self_a_base(self, children: list[object]) -> Effect:
        return self.play_self_there(children, "a-base")

    def play_self_yours(self, children: list[object]) -> Effect:
        return self.play_self_there(children, "base-with-your-minion")

    def play_self_unsaid(self, _: list[object]) -> Effect:
        """ "you may play this titan." at a moment of a base (before it scores, after a
        minion is destroyed: there, or on a base its player chooses?): lang-titans; at a
        moment of no base, normalise says "on a base"."""
        raise CannotSay("a Special playing this titan with no base said (there? on a base?)")

    def paid_self_play(self, children: list[object]) -> Effect:
        """``discard two cards to play this titan on a base``: the discard its cost."""
        cost, played = children
        assert isinstance(cost, Effect) and isinstance(played, SelfPlay)
        return replace(played, cost=(cost,))

    def play_again(self, children: list[object]) -> Effect:
        if children[-1] != "minion":
            raise CannotSay("playing a returned card again as an extra action")
        return PLAY_IT_AGAIN

    def choose_target(self, children: list[object]) -> ChooseTarget:
        return ChooseTarget(_chosen(children[0]))  # type: ignore[arg-type]

    def choose_base(self, _: list[object]) -> ChooseBase:
        return ChooseBase()

    def limit_by_name(self, children: list[object]) -> LimitByName:
        per = children[-1]
        assert per in ("turn", "base")
        return LimitByName("turn" if per == "turn" else "base")

    def special_play_alone(self, children: list[object]) -> PlayedAsUsualToo:
        trigger = children[0]
        assert isinstance(trigger, Trigger)
        return PlayedAsUsualToo(trigger)

    def play_only_alone(self, _: list[object]) -> PlayIf:
        return PlayIf(Condition("cards-in-hand-at-most", count=1))

    def during_play_phase(self, _: list[object]) -> tuple[str, Condition]:
        """lang-playonly: "only during your Play Cards phase": that phase of its player's
        turn (not a Special's moment, nor an effect's play in another phase)."""
        return ("play-phase", Condition("your-play-phase"))

    def only_card_in_hand(self, _: list[object]) -> Condition:
        """lang-playonly: "only if this is the only card in your hand" (with it counted)."""
        return Condition("cards-in-hand-at-most", count=1)

    def play_only_if(self, children: list[object]) -> PlayIf:
        found = children[-1]
        if isinstance(found, tuple) and found[0] == "play-phase":  # lang-playonly
            assert isinstance(found[1], Condition)
            return PlayIf(found[1])
        if isinstance(found, There | OnABase) or not isinstance(found, Condition):
            raise CannotSay("a condition of a base on playing this card (which base?)")
        if found.kind == "your-play-phase":
            raise CannotSay(
                "'only on your turn' (the glossary's On your turn: the Play Cards phase; a"
                " Special's moment is in no such phase)"
            )
        if found.kind not in PLAY_IF:
            raise CannotSay(
                "a condition on playing this card that is not of its player (a card in the"
                " hand is at no base)"
            )
        return PlayIf(found)

    def per_name_turn(self, _: list[object]) -> str:
        return "turn"

    def per_name_base(self, _: list[object]) -> str:
        return "base"

    def choose_player(self, _: list[object]) -> ChoosePlayer:
        return ChoosePlayer()

    def choose_another_player(self, _: list[object]) -> ChoosePlayer:
        return ChoosePlayer(other=True)

    def that_player_does(self, children: list[object]) -> ThatPlayerDoes:
        return ThatPlayerDoes(_done(children))

    def owner_another_player_does(self, _: list[object]) -> Sentence:
        """lang-owner: "Another player may draw a card.": the rules do not say which other
        player, nor who picks them (say "Choose another player. That player ...")."""
        raise CannotSay(
            "'another player' as a subject: the rules do not say which other player does it,"
            " nor who picks them (say 'Choose another player. That player ...')"
        )

    def owner_that_player_wins(self, _: list[object]) -> Sentence:
        """lang-owner: "If that player wins a base this turn, you gain 1 VP.": stops."""
        raise CannotSay(
            "'if that player wins a base this turn': a condition on a later scoring this"
            " turn (the engine has no delayed trigger on a player winning a base)"
        )

    def owner_if_you_do_that_player(self, _: list[object]) -> Sentence:
        """lang-owner: "Look at another player's hand and you may discard a card from it.
        If you do, that player draws a card.": stops (whose hand was looked at is not kept
        for a later sentence, and "If you do" would be of the look, not of the discard)."""
        raise CannotSay(
            "'If you do, that player ...': the player of a hand looked at (or a card chosen)"
            " is not kept for a later sentence"
        )

    def owner_its_player_does(self, children: list[object]) -> ItsPlayerDoes:
        its, *done = children
        assert isinstance(its, str)
        return ItsPlayerDoes(its, _done(done))

    def choose_base_yours(self, _: list[object]) -> ChooseBase:
        return ChooseBase("you-have-a-minion")

    def choose_base_none(self, _: list[object]) -> ChooseBase:
        return ChooseBase("you-have-no-minion")

    def choose_base_has(self, children: list[object]) -> ChooseBase:
        """lang-where: ``Choose a base where you have two or more minions.`` (another
        player has ..., with three or more minions on it): only such a base may be chosen."""
        has = children[-1]
        if not isinstance(has, BaseHas):  # lang-playonly: "the most power" (a Selector)
            raise CannotSay(
                "'Choose a base where you have the most power' (the bases one may choose are"
                " by what is at them: a count or a power of minions, not the most power)"
            )
        return ChooseBase(has=has)

    def cond_yours_n(self, children: list[object]) -> BaseHas:
        return _base_has(_count(children), children)

    def cond_yours_of(self, children: list[object]) -> BaseHas:
        return _base_has(1, children)

    def cond_yours_faction(self, children: list[object]) -> BaseHas:
        faction = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "faction")
        return BaseHas(faction=faction)

    def cond_others_n(self, children: list[object]) -> BaseHas:
        return replace(_base_has(_count(children), children), whose="other")

    def cond_others(self, _: list[object]) -> BaseHas:
        return BaseHas(whose="other")

    def cond_others_of(self, children: list[object]) -> BaseHas:
        return replace(_base_has(1, children), whose="other")

    def cond_others_faction(self, children: list[object]) -> BaseHas:
        faction = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "faction")
        return BaseHas(faction=faction, whose="other")

    def cond_others_none(self, _: list[object]) -> BaseHas:
        raise CannotSay(_OTHERS_NONE)

    def cond_any_n(self, children: list[object]) -> BaseHas:
        return replace(_base_has(_count(children), children), whose="any")

    def cond_any_of(self, children: list[object]) -> BaseHas:
        return replace(_base_has(1, children), whose="any")

    def cond_most_power(self, _: list[object]) -> Selector:
        """``where you have the most power``: a place to play a card (lang-playonly); of
        the bases one may choose, :meth:`choose_base_has` stops it."""
        return Selector(what="base", where="base-where-most-power")

    def vp(self, children: list[object]) -> Effect:
        every = [c for c in children if isinstance(c, PerPower)]
        if every:  # lang-third: "gain 1 VP for every 5 power you have here"
            if every[0].theirs:
                raise CannotSay(
                    "'for every N power they have' of a player the sentence does not name"
                )
            return Effect("gain-vp", amount=Amount(_count(children), per_power=every[0].count))
        return Effect("gain-vp", amount=_per(Amount(_count(children)), children))

    def discard(self, children: list[int]) -> Effect:
        quantity = Quantifier("one", children[0])
        return Effect(
            "discard", target=Selector(what="card", whose="you", pile="hand", quantifier=quantity)
        )

    def discard_at_random(self, children: list[int]) -> Effect:
        """``discard a card at random``: cards of your hand, picked at random."""
        return replace(self.discard(children), variant="at-random")

    def discard_hand(self, _: list[object]) -> Effect:
        """``discard your hand``: every card of it (none if it is empty)."""
        return Effect("discard", target=YOUR_WHOLE_HAND)

    # ---- lang-e2: quantified cards of a pile
    def hand_up_to(self, children: list[Any]) -> Selector:
        return self._filtered_some(Quantifier("up-to", _count(children)), children)

    def some_any_number(self, children: list[Any]) -> Selector:
        return self._filtered_some(Quantifier("any-number"), children)

    def _filtered_some(self, quantity: Quantifier, children: Sequence[object]) -> Selector:
        """``up to 2 cards``, ``any number of cards named X`` (lang-e2, lang-k): the noun's
        number agrees with the quantifier, and its filters (a name, a power) apply."""
        noun = next(c for c in children if isinstance(c, tuple))
        found = _some(quantity, noun)
        filters = children[children.index(noun) + 1 :]
        if not filters:
            return found
        if found.what == "madness":
            raise CannotSay("a filter on Madness cards")
        if any(isinstance(f, PowerFilter) for f in filters):
            raise CannotSay("a power filter on several cards of a pile")
        one = self.one_of_kind([None, (noun[0], False), *filters])
        return replace(one, quantifier=quantity)

    def hand_noun(self, children: list[Token]) -> tuple[What, bool]:
        if any(_word(c) == "madness" for c in children):
            return "madness", _word(children[-1]) == "cards"
        word = _word(children[-1])
        return _WHAT[word], word.endswith("s")

    def place_some(self, children: list[Any]) -> Effect:
        """``place up to 2 cards from your hand on top of your deck``, ``place any number of
        minions from your discard pile on the bottom of your deck``: chosen at once (none
        too), each placed in the order chosen (the last one chosen on top, or at the
        bottom); the general place (``place: 1``)."""
        found, pile, where = children
        assert isinstance(found, Selector) and isinstance(where, Destination)
        if pile not in ("discard", "hand"):
            raise CannotSay("placing cards from a pile other than your discard pile or hand")
        target = replace(found, whose="you", pile=pile)
        if found.name is not None and (pile, where.kind) != ("discard", "hand"):
            raise CannotSay(
                "several cards named X placed other than from a discard pile into a hand"
            )
        if where.kind == "hand" and pile == "discard" and found.what in _KINDS_IN_PILES:
            return Effect("take", target=target)  # "place up to 2 minions ... into your hand"
        if where.kind == "hand":
            raise CannotSay("several cards placed into your hand from your hand (or Madness cards)")
        return Effect("place", target=target, destination=where, amount=Amount(1))

    def discard_some(self, children: list[Any]) -> Effect:
        """``discard up to 2 cards``, ``discard any number of Madness cards``: of your
        hand, chosen at once (none too)."""
        found = children[-1]
        assert isinstance(found, Selector)
        return Effect("discard", target=replace(found, whose="you", pile="hand"))

    def discard_madness(self, children: list[int]) -> Effect:
        """``discard a Madness card`` (``2 Madness cards``): that many Madness cards of your
        hand, one at a time."""
        quantity = Quantifier("one", children[-1])
        mine = Selector(what="madness", whose="you", pile="hand", quantifier=quantity)
        return Effect("discard", target=mine)

    def they_discard_some(self, children: list[Any]) -> Effect:
        return self.discard_some(children)

    def they_discard_madness(self, children: list[int]) -> Effect:
        return self.discard_madness(children)

    def draw_up_to(self, children: list[Any]) -> Effect:
        """``draw up to 2 cards`` (``Madness cards``): one at a time, each only if its
        player wants another (none too)."""
        found = children[-1]
        assert isinstance(found, Selector)
        if found.quantifier.kind != "up-to" or found.what not in ("card", "madness"):
            raise CannotSay("a draw of other than up to N cards (or Madness cards)")
        pile: Pile = "madness-deck" if found.what == "madness" else "deck"
        n = found.quantifier.count
        return Effect("draw", target=replace(found, pile=pile), amount=Amount(n))

    def they_draw_up_to(self, children: list[Any]) -> Effect:
        return self.draw_up_to(children)

    def that_many(self, children: list[Any]) -> Effect:
        """``draw that many cards`` (lang-results): a card for each card the effect before
        acted on (which effect: the card knows it, :meth:`_Card._results`)."""
        noun = children[-1]
        if noun != ("card", True):
            raise CannotSay("'that many' of other than cards drawn")
        return Effect("draw", amount=Amount(1, result=PendingResult(-1, "draw", any_verb=True)))

    # ---- lang-results: what an effect before did
    def done_word(self, children: list[Token]) -> Verb:
        return _DONE_VERBS[_word(children[0])]

    def per_done(self, children: list[Any]) -> DonePer:
        """``for each card discarded``: the cards (of a kind) the effect before discarded
        (lang-counted: "... this way" alike, the effect before)."""
        return DonePer(children[0], children[1])

    def per_done_yours(self, children: list[Any]) -> DonePer:
        """``for each card you discarded`` (lang-counted): as ``for each card discarded``,
        of an effect before that you did (:meth:`_Card._results` stops otherwise)."""
        what: What = self.done_noun(children[:1])
        verb = next(v for v in _DONE_VERBS.values() if v in children[1:])
        return DonePer(what, verb, by_you=True)

    def done_noun(self, children: list[Token]) -> What:
        """lang-counted: ``card``, ``minion``, ``action``, ``Madness card``."""
        return "madness" if _word(children[0]) == "madness" else _WHAT[_word(children[0])]

    def done_nouns(self, children: list[Token]) -> What:
        return self.done_noun(children)

    def done_past(self, children: list[Token]) -> Verb:
        """lang-counted: ``discarded``, ``drew`` (after "you")."""
        word = _word(children[0])
        return "draw" if word == "drew" else _DONE_VERBS[word]

    def per_player_did(self, _: list[object]) -> DonePer:
        return DonePer(counts="players-who-did")

    def per_player_not(self, _: list[object]) -> DonePer:
        return DonePer(counts="players-who-did-not")

    def done_first(self, children: list[Any]) -> Effects:
        """``For each card discarded, play an extra action.`` (lang-results): the one effect
        after it, once for each (its amount: one for each)."""
        per, effects = children[0], children[-1]
        assert isinstance(per, DonePer) and isinstance(effects, tuple)
        if len(effects) != 1:
            raise CannotSay("'For each ...,' before more than one effect (of which?)")
        (effect,) = effects
        if effect.verb not in _COUNTED_FIRST or (effect.grant is None) == (effect.verb == "play"):
            raise CannotSay(f"'For each ...,' before an effect it cannot count ({effect.verb})")
        if effect.amount is not None and effect.amount != Amount(effect.amount.value):
            raise CannotSay("'For each ...,' before an amount of its own ('for each ...')")
        if effect.grant is not None and effect.grant.immediate:
            raise CannotSay("'For each ...,' before an extra play now (one at a time, or all?)")
        value = 1 if effect.amount is None else effect.amount.value
        return Effects((replace(effect, amount=Amount(value, result=per.pending())),))

    def search(self, children: list[Selector]) -> Effect:
        _single(children[0], "'place it' after a number of cards")
        return Effect("take", target=replace(children[0], whose="you", pile="deck"))

    def search_to_top(self, children: list[Selector]) -> Effect:
        """``Search your deck for a minion and place it on top of your deck`` (lang-time):
        the card found is revealed, the deck shuffled, then the card placed on top."""
        _single(children[0], "'place it' after a number of cards")
        target = replace(children[0], whose="you", pile="deck")
        return Effect("take", target=target, destination=Destination("deck-top"))

    def search_them(self, children: list[Selector]) -> Effect:
        """``Search your deck for any number of cards named X and place them into your
        hand`` (lang-k): some cards of your deck, the deck shuffled after."""
        if children[0].quantifier == Quantifier():
            raise CannotSay("'place them' after one card")
        return Effect("take", target=replace(children[0], whose="you", pile="deck"))

    def search_both(self, children: list[Any]) -> Effect:
        """``Search your deck and/or discard pile for ...``"""
        choice = children[-1]
        _single(choice, "a number of cards from your deck and/or discard pile")
        return Effect("take", target=replace(choice, whose="you", pile="deck-or-discard"))

    def shuffle_deck(self, _: list[object]) -> Effect:
        return SHUFFLE_YOUR_DECK

    def shuffle_into_deck(self, children: list[Selector | Group]) -> Effect:
        """``Shuffle one of your minions into your deck`` (a card goes to its owner's
        deck: "your deck" says it only of your cards and this one)."""
        target = _chosen(children[0])
        if target.whose != "you" and target.this not in ("self", "self-or-host"):
            raise CannotSay("shuffling a card that may be another player's into your deck")
        return Effect("shuffle", target=target)

    def shuffle_into_owners_deck(self, children: list[Selector | Group]) -> Effect:
        """``Shuffle a minion into its owner's deck`` (a minion in play that may be
        another player's: of yours, the card says "your deck")."""
        target = _chosen(children[0])
        if target.whose == "you" or target.this is not None or target.what != "minion":
            raise CannotSay("'its owner's deck' said of other than a minion of any player's")
        return Effect("shuffle", target=target)

    def shuffle_from_pile(self, children: list[Any]) -> Effect:
        """``Shuffle all minions from your discard pile into your deck`` (all of them: a
        shuffle from a pile takes every card of the kind, quantifier or not)."""
        target, pile = children

        def from_pile(s: Selector) -> Effect:
            if s.quantifier.kind in ("up-to", "any-number") and pile == "discard":  # lang-e2
                if s.whose != "any" or s.this is not None or s.what not in _KINDS_IN_PILES:
                    raise CannotSay("shuffling other than cards of a kind from your pile")
                if s.where != "anywhere" or s.power is not None or s.other:
                    raise CannotSay("a filter on the cards shuffled from a pile")
                chosen = Selector(what=s.what, whose="you", pile=pile, quantifier=s.quantifier)
                return Effect("shuffle", target=chosen)
            if s.quantifier.kind != "each" or s.whose == "other" or s.this is not None:
                raise CannotSay("shuffling other than all cards of a kind from your pile")
            if s.where != "anywhere" or s.power is not None or s.other:
                raise CannotSay("a filter on the cards shuffled from a pile")
            return Effect("shuffle", target=Selector(what=s.what, whose="you", pile=pile))

        return _either(target, from_pile)

    def shuffle_discard(self, _: list[object]) -> Effect:
        """``Shuffle your discard pile into your deck``: every card of it."""
        return Effect("shuffle", target=Selector(what="card", whose="you", pile="discard"))

    def shuffle_hand(self, _: list[object]) -> Effect:
        """``Shuffle your hand into your deck``: every card of it, then your deck is
        shuffled (an empty hand too)."""
        return Effect("shuffle", target=YOUR_WHOLE_HAND)

    def place_card(self, children: list[object]) -> Effect:
        choice, pile, where = children
        assert isinstance(where, Destination) and isinstance(choice, Selector)
        if choice.quantifier != Quantifier() and (pile, where.kind) != ("discard", "hand"):
            raise CannotSay("a number of cards placed other than from a discard pile into a hand")
        if pile not in ("discard", "hand"):
            raise CannotSay("placing a card from a pile other than your discard pile or hand")
        target = replace(choice, whose="you", pile=pile)
        if where.kind == "hand":
            if pile == "hand":
                raise CannotSay("placing a card from your hand into your hand")
            return Effect("take", target=target)
        if choice.affects is not None and pile == "hand":
            raise CannotSay("placing an action that directly affects ... from your hand")
        if pile == "hand" or choice.power is not None:  # the general place (``place: 1``)
            return Effect("place", target=target, destination=where, amount=Amount(1))
        return Effect("place", target=target, destination=where)

    def return_from(self, children: list[Any]) -> Effect:
        """``Return a minion from your discard pile to your hand``: one card taken from
        the pile (as "place a minion from your discard pile into your hand")."""
        target, pile = children
        chosen = _chosen(target)
        if pile != "discard":
            raise CannotSay("returning a card from a pile other than your discard pile")
        one = chosen.quantifier == Quantifier() and chosen.whose == "any"
        if not one or chosen.this is not None or chosen.other or chosen.where != "anywhere":
            raise CannotSay("returning other than one card of a kind from your discard pile")
        if chosen.power is not None and (chosen.what != "minion" or chosen.power.value is None):
            raise CannotSay("a power filter on a card in a pile other than 'of power N'")
        return Effect("take", target=replace(chosen, whose="you", pile="discard"))

    def owners_deck_top(self, _: list[object]) -> Destination:
        return Destination("deck-top")

    def owners_deck_bottom(self, _: list[object]) -> Destination:
        return Destination("deck-bottom")

    def place_on_owners_deck(self, children: list[Any]) -> Effect:
        """``Place a minion on the bottom of its owner's deck``: one card in play (the
        card language's general place, ``place: 1``)."""
        choice, where = children
        _single(choice, "a number of cards placed on their owners' decks")
        if choice.affects is not None or choice.what != "minion":
            raise CannotSay("placing a card in play other than a minion on its owner's deck")
        return Effect("place", target=choice, destination=where, amount=Amount(1))

    def place_most_on_owners_deck(self, children: list[Any]) -> Effect:
        """lang-extremes: ``place the minion with the highest power here on the bottom of
        its owner's deck`` (each player's): the one of a superlative (each player's)."""
        choice, where = children
        if not isinstance(choice, Selector) or choice.superlative is None:
            raise CannotSay("'place the ...' of other than the highest (lowest) power minion")
        return Effect("place", target=choice, destination=where, amount=Amount(1))

    def each_players_target(self, children: list[object]) -> Selector | Group:
        """lang-extremes: ``each player's minion with the highest power here``."""
        return self._selector([("most_per", "player"), *children])

    def each_other_players_target(self, children: list[object]) -> Selector | Group:
        """lang-extremes: ``each other player's minion with the highest power here``."""
        return self._selector([("most_per", "player"), ("whose", "other"), *children])

    def place_destroyed_on_deck(self, children: list[Any]) -> Effect:
        """lang-e2: ``place it on the bottom of its owner's deck``: the minion destroyed
        (:class:`DestroyedIt`), from its owner's discard pile."""
        where = children[-1]
        assert isinstance(where, Destination)
        return Effect("place", target=DestroyedIt(), destination=where, amount=Amount(1))

    def place_destroyed_in_hand(self, _: list[object]) -> Effect:
        """lang-e2: ``place it into their hand``: the minion destroyed, into its owner's
        hand (only said of its owner: :class:`TheirDestroyedIt`)."""
        hand = Destination("hand")
        return Effect("place", target=TheirDestroyedIt(), destination=hand, amount=Amount(1))

    def they_place_destroyed_in_hand(self, children: list[object]) -> Effect:
        return self.place_destroyed_in_hand(children)

    def search_discard(self, children: list[Selector]) -> Effect:
        """``Search your discard pile for a minion and place it into your hand``."""
        _single(children[0], "'place it' after a number of cards")
        return Effect("take", target=replace(children[0], whose="you", pile="discard"))

    def place_self(self, children: list[object]) -> Effect:
        where = children[0]
        assert isinstance(where, Destination)
        if len(children) > 1:
            raise CannotSay("'instead of your discard pile' (the grammar leaves it unsaid)")
        return Effect("place", target=Selector(what="card", this="self"), destination=where)

    def place_self_discard(self, _: list[object]) -> Effect:
        """lang-instead: ``place this card in the discard pile`` (its owner's, from play: not
        destroyed); only in a replacement (:meth:`_Card._add`)."""
        return Effect("place", target=Selector(what="card", this="self"), destination=_DISCARD)

    # ---- lang-d: stasis
    def place_in_stasis(self, children: list[Any]) -> Effect:
        """``place a minion here in stasis (with 2 stasis counters)``: each card the
        selector names put in stasis in front of its owner, with that many counters."""
        found, *counters = [c for c in children if not isinstance(c, Token)]
        return _in_stasis(found, counters[0] if counters else 0)

    def stasis_on(self, children: list[Any]) -> Effect:
        """``place 2 stasis counters on a minion``: placing them places it in stasis (the
        rule Stasis), with them."""
        count, found = children
        return _in_stasis(_chosen(found), count)

    def stasis_one(self, children: list[Any]) -> Selector:
        found = self._selector([Quantifier(), *children[1:]])
        assert isinstance(found, Selector)
        return found

    def stasis_yours(self, children: list[Any]) -> Selector:
        where = [c for c in children if isinstance(c, tuple)]
        if where and where[0][1] in ("chosen-base", "that-base"):  # lang-s
            raise CannotSay("one of your minions in stasis 'on one base' ('on that base')")
        found = Selector(whose="you", quantifier=Quantifier("one", _count(children)))
        return replace(found, where=where[0][1]) if where else found

    def stasis_this(self, children: list[Selector]) -> Selector:
        return children[0]

    def one_stasis_counter(self, _: list[object]) -> int:
        return 1

    def n_stasis_counters(self, children: list[object]) -> int:
        return _count(children)

    def stasis_added(self, children: list[Any]) -> Effect:
        """``add a stasis counter to one of your cards in stasis``."""
        count, target = children
        return Effect("place-counters", target=target, amount=Amount(count), variant="stasis")

    def stasis_removed(self, children: list[Any]) -> Effect:
        """``remove a stasis counter from one of your cards in stasis``."""
        count, target = children
        return Effect("remove-counters", target=target, amount=Amount(count), variant="stasis")

    def yours_in_stasis(self, children: list[object]) -> Selector:
        if _count(children) != 1:
            raise CannotSay("stasis counters on N of your cards in stasis")
        return Selector(what="card", whose="you", pile="stasis")

    def place_back(self, _: list[object]) -> Effect:
        """``place it back into your hand``: the card a goes-to-discard trigger names
        (:func:`_put_back`)."""
        return Effect("place", target=Back(), destination=Destination("hand"))

    def place_base(self, _: list[object]) -> Effect:
        """``place a base from the base discard pile on top of the base deck``."""
        return Effect(
            "place",
            target=Selector(what="base", pile="base-discard"),
            destination=Destination("base-deck-top"),
        )

    def replace_from_base_discard(self, _: list[object]) -> Effect:
        """``the base that scored is replaced by a base of your choice from the base discard
        pile`` (only in a Special after a base scores: :meth:`_Card._replaces_the_scored`)."""
        target = Selector(what="base", pile="base-discard")
        return Effect("replace-base", target=target, variant="from-base-discard")

    def instead(self, children: list[object]) -> str:
        """ "instead of the discard pile" (lang-instead: ``instead``), "instead of your
        discard pile" (deck, hand: ``instead-of-discard`` ...)."""
        return f"instead-of-{children[0]}" if children else "instead"

    def place_self_instead(self, children: list[object]) -> Effect:
        """lang-e2: ``place this minion into your hand instead of the discard pile``: where
        a card leaving play goes, replaced; lang-instead: only this minion's, after its base
        scores (:class:`InsteadOfDiscard`); any other stops (a card placed from play before
        it would go is not one put there instead of it)."""
        first = children[0] if len(children) == 3 else None  # "this minion" (not "it")
        where, said = children[-2:]
        if (
            first is not None
            and _word(first) == "minion"
            and isinstance(where, Destination)
            and said == "instead"
        ):
            this_minion = Selector(this="self-or-host")  # (one card: amount 1, as stored)
            return InsteadOfDiscard("place", this_minion, Amount(1), destination=where)
        raise CannotSay(
            "'instead of the discard pile' for a card leaving play (the engine cannot replace"
            " where it goes)"
        )

    def move_instead(self, children: list[Any]) -> Effect:
        """lang-instead: ``move this minion to another base instead of the discard pile``
        (:class:`InsteadOfDiscard`); any other card, place or pile stops."""
        target, place, said = children
        if target != Selector(this="self-or-host") or said != "instead":
            raise CannotSay("'instead of ...' of a move other than this minion's")
        if tuple(place) != ("where", "another-base"):
            raise CannotSay("a move instead of the discard pile to other than another base")
        return InsteadOfDiscard("move", target=target, destination=Destination("base", place[1]))

    def minions_go_instead(self, children: list[Any]) -> Effect:
        """lang-instead: a base's ``minions here go to their owners' hands instead of their
        discard piles`` (:class:`InsteadOfDiscard`): each minion here, one at a time, put
        there by its owner ("it": the card that would go, ``this: event``)."""
        where = children[-1]
        assert isinstance(where, Destination)
        each = Selector(where="here")  # (one card at a time: amount 1, as stored)
        return InsteadOfDiscard("place", each, Amount(1), destination=where)

    def owners_hands(self, _: list[object]) -> Destination:
        return Destination("hand")

    def owners_decks_bottom(self, _: list[object]) -> Destination:
        return Destination("deck-bottom")

    def owners_decks_top(self, _: list[object]) -> Destination:
        return Destination("deck-top")

    def return_instead(self, children: list[Any]) -> Effect:
        """lang-instead: ``return this minion to your hand instead of the discard pile``
        (:class:`InsteadOfDiscard`); any other card or pile stops."""
        target, _, said = children
        if target != Selector(this="self-or-host") or said != "instead":
            raise CannotSay("'instead of ...' of a return other than this minion's")
        return InsteadOfDiscard("return", target=target, destination=Destination("hand"))

    def extra_turn(self, _: list[object]) -> Effect:
        return Effect("extra-turn")

    def each_player(self, children: list[object]) -> Effect:
        """``each player draws a card``, ``each other player discards a card``: each of
        them (each in turn from the current player; or each but you, from the next) does
        the effect as "you" (their hand, their minions, their choice)."""
        others = any(isinstance(c, tuple) and c[0] == "other" for c in children)
        done = children[-1]
        assert isinstance(done, Effect)
        return Effect("each", variant="others" if others else None, effects=(done,))

    def each_player_in_turn(self, children: list[object]) -> Effects:
        """lang-others: ``each other player discards a card and draws a card``: each of
        them in turn (as :meth:`each_player`) does all the effects, in order, as "you"
        ("each player ..." so stops: said "each player, in turn: ...")."""
        return Effects((Effect("each", variant="others", effects=_done(children)),))

    def each_with_minion_here_does(self, children: list[object]) -> Effects:
        """``each player with a minion here draws a card``: each of them, in turn order,
        does the effects as "you" (lang-c)."""
        return Effects((Effect("each", variant="with-minion-here", effects=_done(children)),))

    def they_draw(self, children: list[Any]) -> Effect:
        return self.draw(_their_per(children))

    # ---- lang-i: Madness
    def one_madness(self, _: list[object]) -> int:
        return 1

    def n_madness(self, children: list[object]) -> int:
        return _count(children)

    def draw_madness(self, children: list[int]) -> Effect:
        """``draw a Madness card``: from the shared Madness deck (``madness: 1``)."""
        return Effect("draw", target=MADNESS_DECK, amount=Amount(children[0]))

    def they_draw_madness(self, children: list[int]) -> Effect:
        return self.draw_madness(children)

    def return_madness(self, children: list[Any]) -> Effect:
        """``return a Madness card from your hand (or discard pile) to the Madness deck``:
        that many of yours, one at a time, each on top of the Madness deck (lang-d)."""
        count, pile = children[0], children[1]
        mine = Selector(what="madness", whose="you", pile=pile, quantifier=Quantifier("one", count))
        return Effect("place", target=mine, destination=Destination("madness-deck"))

    def return_their_madness(self, children: list[Any]) -> Effect:
        """lang-e2: ``return a Madness card from their hand to the Madness deck``: of the
        player a subject names (:class:`Theirs`: anywhere else the card stops)."""
        found = self.return_madness(children)
        return replace(found, target=_as_theirs(found.target))

    def they_return_their_madness(self, children: list[Any]) -> Effect:
        found = self.return_their_madness(children)
        return replace(found, target=_theirs(found.target))

    def take_their_discard(self, children: list[Any]) -> Effect:
        """lang-e2: ``place an action from their discard pile into their hand``: one card
        of the subject's discard pile into their hand (:class:`Theirs`)."""
        found = self.place_card([children[0], "discard", Destination("hand")])
        return replace(found, target=_as_theirs(found.target))

    def take_some_their_discard(self, children: list[Any]) -> Effect:
        """lang-e2: ``place up to 2 minions from their discard pile into their hand``."""
        found = self.place_some([children[0], "discard", Destination("hand")])
        return replace(found, target=_as_theirs(found.target))

    def they_take_some_their_discard(self, children: list[Any]) -> Effect:
        found = self.take_some_their_discard(children)
        return replace(found, target=_theirs(found.target))

    def they_take_their_discard(self, children: list[Any]) -> Effect:
        found = self.take_their_discard(children)
        return replace(found, target=_theirs(found.target))

    def madness_hand(self, _: list[object]) -> Pile:
        return "hand"

    def madness_discard(self, _: list[object]) -> Pile:
        return "discard"

    def madness_hand_or_discard(self, _: list[object]) -> Pile:
        return "hand-or-discard"

    def they_discard(self, children: list[int]) -> Effect:
        return self.discard(children)

    def they_discard_at_random(self, children: list[int]) -> Effect:
        return self.discard_at_random(children)

    def they_discard_hand(self, children: list[object]) -> Effect:
        return self.discard_hand(children)

    def they_shuffle_hand(self, children: list[object]) -> Effect:
        return self.shuffle_hand(children)

    def they_gain_vp(self, children: list[object]) -> Effect:
        return self.vp(_their_per(children))

    def they_take_extra_turn(self, _: list[object]) -> Effect:
        return Effect("extra-turn")

    def they_destroy(self, children: list[Any]) -> Effect:
        return self.destroy([_theirs(children[0])])

    def they_may(self, children: list[Any]) -> Effect:
        """``may draw a card``: the player may (said once, as the renderer says it)."""
        found = children[-1]
        if isinstance(found, list) and len(found) == 1:  # lang-b: "may play an extra minion"
            found = found[0]
        if not isinstance(found, Effect) or (_not_each_players(found) and not _found_now(found)):
            raise CannotSay("'may' for another player than you, of an extra play")
        if isinstance(found.target, Theirs):  # "may destroy one of their minions"
            found = replace(found, target=_theirs(found.target))
        return replace(found, optional=True)

    def they_must(self, children: list[Any]) -> Effect:
        """lang-scorers: ``shuffles their discard pile into their deck``: the subject does
        the effect as "you" (read so by :func:`.parse._their_as_your`), not optional."""
        return replace(self.they_may([c for c in children if not isinstance(c, Token)]),
                       optional=False)  # fmt: skip

    def they_may_all(self, children: list[Any]) -> Effect:
        """lang-scorers: ``may draw a card and then discard a card``: the player may do all
        of them, in order, or none (a bare verb after "and then" is said under "may"; "you
        may X and then Y" stops: of the first, or of all?)."""
        done = [self.they_may([c]) for c in children if not isinstance(c, Token)]
        return Effect("may", effects=tuple(replace(e, optional=False) for e in done))

    # lang-g: looking at (revealing) the top of your deck, and placing the cards looked at
    # ---- lang-k: hands looked at or revealed
    def look_hand(self, _: list[object]) -> Effect:
        """``Look at another player's hand``: its cards, seen by you alone."""
        return Effect("look", target=ANOTHER_PLAYERS_HAND)

    def reveal_hand(self, _: list[object]) -> Effect:
        """``Reveal your hand``: its cards, seen by every player."""
        return Effect("look", target=YOUR_HAND, revealed=True)

    def they_reveal_hand(self, children: list[object]) -> Effect:
        return self.reveal_hand(children)

    def discard_from_it(self, children: list[Any]) -> Effect:
        """``discard a card from it``: one card of the hand looked at (folded into the look
        by :func:`_from_the_hand`), to its owner's discard pile."""
        kind, plural = children[1]
        if plural or kind not in ("card", "minion", "action"):
            raise CannotSay("discarding other than a card, a minion or an action from it")
        target = Selector(what=kind, pile="looked")
        return Effect("place", target=target, amount=Amount(1), destination=Destination("discard"))

    def place_from_it(self, children: list[Any]) -> Effect:
        """lang-peek: ``place a minion from it into your hand`` (or ``on the bottom of its
        owner's deck``): one card of the hand looked at (folded into the look by
        :func:`_from_the_hand`), into your hand (its owner still owns it) or on its owner's
        deck."""
        chosen, where = children
        plain = [Selector(what=kind) for kind in ("card", "minion", "action")]
        if not isinstance(chosen, Selector) or chosen not in plain:
            raise CannotSay("placing other than a card, a minion or an action from it")
        target = Selector(what=chosen.what, pile="looked")
        return Effect("place", target=target, amount=Amount(1), destination=where)

    def from_it_to_hand(self, _: list[object]) -> Destination:
        return Destination("hand")

    def look_top(self, children: list[int]) -> Effect:
        return Effect("look", amount=Amount(children[0]))

    def look_others_top(self, children: list[int]) -> Effect:
        """``Look at the top card of another player's deck`` (lang-time): a player you
        choose among the others; you alone see them, and they stay on top."""
        return Effect("look", amount=Amount(children[0]), target=OTHERS_DECK_TOP)

    def reveal_top(self, children: list[int]) -> Effect:
        return Effect("look", amount=Amount(children[0]), revealed=True)

    def look_base_top(self, children: list[int]) -> Effect:
        """``Look at the top 2 cards of the base deck`` (lang-basedeck): you alone see
        them; they stay on top, and the next sentence may place them."""
        return Effect("look", amount=Amount(children[0]), target=BASE_DECK_TOP)

    def reveal_base_top(self, children: list[int]) -> Effect:
        return Effect("look", amount=Amount(children[0]), target=BASE_DECK_TOP, revealed=True)

    def base_deck_top(self, _: list[object]) -> Destination:
        return Destination("base-deck-top")

    def base_deck_bottom(self, _: list[object]) -> Destination:
        return Destination("base-deck-bottom")

    def place_looked_it(self, children: list[Any]) -> LookedPlaced:
        """``you may place it on the bottom of the base deck`` (lang-basedeck): the one
        base looked at (the look's count is checked where it is placed)."""
        placed = _looked(Quantifier("each"), children[-1])
        return LookedPlaced((replace(placed, optional="may" in children),), it=True)

    def looked_if_kind(self, children: list[Any]) -> LookedPlaced:
        """lang-reveal: ``If it is an action, you may place it into your hand``: the one
        card looked at (or revealed) on top of your deck, if it is of that kind (the look's
        count is checked where it is placed); one of another kind stays where it is, on
        top (revealing a card does not move it)."""
        kind: What = next(c for c in children if c in ("minion", "action"))
        where: Destination = children[-1]  # (never its top: kind_placed_to stops that)
        target = Selector(what=kind, pile="looked", quantifier=Quantifier("each"))
        placed = Effect("place", target=target, amount=Amount(1), destination=where)
        return LookedPlaced((replace(placed, optional="may" in children),), of_kind=True)

    def kind_placed_to(self, children: list[Any]) -> Destination:
        where: Destination = children[0]
        if where.kind == "deck-top":
            raise CannotSay("the card on top of your deck placed on top of your deck")
        return where

    def reveal2_placed_or_played(self, _: list[object]) -> Destination:
        """lang-reveal2: ``you may place it into your hand or play it as an extra action``
        of the card revealed on top of your deck: stops (the engine has no extra play of a
        card looked at, and no choice between placing it and playing it)."""
        raise CannotSay(
            "the card revealed placed or played as an extra play: the engine cannot play a"
            " card looked at on top of a deck (nor choose between placing and playing it)"
        )

    def reveal2_they_reveal_top(self, _: list[object]) -> Effect:
        """lang-reveal2: ``Each other player reveals the top card of their deck``: stops
        (the engine looks only at the top of your deck, or of one other player's you
        choose; it cannot play or return cards revealed on several players' decks)."""
        raise CannotSay(
            "players revealing the top cards of their own decks: the engine cannot yet act"
            " on cards revealed on several players' decks (played by you? returned how?)"
        )

    def kind_discarded(self, _: list[object]) -> Destination:
        return Destination("discard")

    def one_top(self, _: list[object]) -> int:
        return 1

    def n_top(self, children: list[object]) -> int:
        return _count(children)

    def looked_all(self, _: list[object]) -> Quantifier:
        return Quantifier("each")

    def looked_n(self, children: list[object]) -> Quantifier:
        return Quantifier("one", _count(children))

    def looked_up_to(self, children: list[object]) -> Quantifier:
        return Quantifier("up-to", _count(children))

    def looked_any(self, _: list[object]) -> Quantifier:
        return Quantifier("any-number")

    def looked_kind_revealed(self, children: list[Token]) -> RevealedKind:
        """``any minions revealed`` (lang-results): each card of that kind among those the
        reveal before revealed (none: nothing)."""
        return RevealedKind(_WHAT[_word(children[0])])

    def looked_named_revealed(self, children: list[Token]) -> RevealedKind:
        """``any cards named X revealed`` (lang-piles): each card of that printed name among
        those the reveal before revealed (none: nothing)."""
        return RevealedKind("card", name=" ".join(str(children[-1]).split()[1:]))

    def reveal2_some_of_kind(self, children: list[Token]) -> RevealedKind:
        """``any number of minions revealed`` (lang-reveal2): those of that kind among the
        cards revealed that you choose (none too); the others stay for "the rest"."""
        return RevealedKind(_WHAT[_word(children[-1])], Quantifier("any-number"))

    def looked_to(self, children: list[Any]) -> tuple[Destination, bool]:
        return children[0], len(children) > 1  # "in any order" said, or not

    def rest_placed(self, children: list[Any]) -> Effect:
        return _looked(Quantifier("each"), children[0])

    def rest_discarded(self, _: list[object]) -> Effect:
        return _looked(Quantifier("each"), Destination("discard"))

    def others_pile(self, _: list[object]) -> str:
        """lang-piles: a card from (or into) another player's or any player's pile: stops
        (the engine takes cards only from your own piles: whose hand or deck would it go
        to, who would control it in play?)."""
        raise CannotSay(
            "construct the engine cannot play: a card of another player's (any player's)"
            " discard pile or deck (whose pile it goes to, who controls it in play)"
        )

    def others_pile_shuffled(self, _: list[object]) -> Effect:
        """lang-piles: ``Shuffle another player's discard pile into their deck``: stops."""
        raise CannotSay(
            "construct the engine cannot play: another player's (any player's) discard pile"
            " shuffled into their deck (the engine shuffles only your own)"
        )

    def that_deck(self, _: list[object]) -> tuple[Destination, bool]:
        """lang-piles: cards looked at placed on "that deck": stops (the engine puts cards
        looked at only on your own deck)."""
        raise CannotSay(
            "construct the engine cannot play: cards looked at placed on 'that deck' (another"
            " player's deck: the engine puts them back only on your own)"
        )

    def rest_shuffled(self, _: list[object]) -> Effect:
        """lang-piles: ``and shuffle the rest into your deck``: the cards looked at that no
        placement before moved (still in your deck, on top), then your deck shuffled."""
        return _looked(Quantifier("each"), Destination("deck"))

    def place_looked(self, children: list[Any]) -> LookedPlaced:
        first = _looked_some(children[0], children[1])
        return LookedPlaced((first, *(c for c in children[2:] if isinstance(c, Effect))))

    def discard_looked(self, children: list[Any]) -> LookedPlaced:
        first = _looked_some(children[0], Destination("discard"))
        return LookedPlaced((first, *(c for c in children[1:] if isinstance(c, Effect))))

    def choose_one(self, children: list[object]) -> Effect:
        """``choose one: draw 2 cards; or gain 1 VP``: the player chooses one option."""
        if _count(children) != 1:
            raise CannotSay("choosing more than one of the options")
        options = [c for c in children if isinstance(c, list)]
        if any(e.verb == "choose" or e.grant is not None for o in options for e in o):
            raise CannotSay("an option that is itself a choice or an extra play")
        if any(_paid(e) for o in options for e in o):  # lang-x
            raise CannotSay("'X to Y' as an option (may an option that cannot be paid be chosen?)")
        return Effect("choose", options=tuple(tuple(o) for o in options))

    def chosen_effects(self, children: list[Effect]) -> tuple[Effect, ...]:
        return (children[0],)

    def may(self, _: list[object]) -> str:
        return "may"

    def option(self, children: list[Any]) -> list[Effect]:
        found = children[-1]
        effects: list[Effect] = found if isinstance(found, list) else [found]
        if children[0] == "may" and effects == [SHUFFLE_YOUR_DECK]:
            raise CannotSay("'you may shuffle your deck'")
        if effects == [PLAY_IT_AGAIN]:  # "You may play it again": optional in itself
            return effects if children[0] == "may" else [replace(PLAY_IT_AGAIN, optional=True)]
        if children[0] == "may":
            return [_may_do(e) for e in effects]
        return effects

    def tie_broken(self, children: list[Any]) -> list[Effect]:
        """lang-extremes: ``... (owner's choice in case of a tie)``: who chooses among the
        tied minions of the effect's superlative (of the effect a subject does, too)."""
        token = str(children[-1]).lower()
        tie: TieBreak = "you" if "you" in token else "owner" if "owner" in token else "controller"
        return [_tie_broken(e, tie) for e in self.option(children[:-1])]

    def paid_option(self, children: list[Any]) -> list[Effect]:
        """``you may discard a card to draw two cards`` (lang-x): the cost (``Effect.cost``)
        done first and in full or not at all, the effect only if it was paid; "you may"
        covers the pair (``may`` of the paid effect: asked before anything is paid). A
        titan's "discard two cards to play this titan ..." is lang-t2's Special."""
        may = ["may"] if children[0] == "may" else []
        cost, found = children[-2], children[-1]
        if isinstance(found, list) and len(found) == 1:
            found = found[0]
        if isinstance(found, SelfPlay):  # lang-t2: the titan's cost
            if not (isinstance(cost, Effect) and cost.verb == "discard"):
                raise CannotSay("a cost other than discarding cards 'to' play the titan")
            return self.option([*may, self.paid_self_play([cost, found])])
        if not isinstance(cost, Effect) or not isinstance(found, Effect):
            raise CannotSay("'to' after or before something other than one effect")
        _check_cost(cost)
        if found.cost or found.optional or type(found) is not Effect:
            raise CannotSay("'to' before an effect the grammar does not pay for (one plain one)")
        itself = cost.target is not None and cost.target.this in ("self", "self-or-host")
        here = _says_here(Effects((found,))) or (found.grant is not None and found.grant.here)
        if cost.verb in ("destroy", "return") and itself and here:
            raise CannotSay(  # lang-costs2: the engine's "here" is lost with the card
                "'here' after a cost that takes this card out of play (the engine no longer"
                " knows the base it was at)"
            )
        paid = replace(found, cost=(cost,))
        return [Effect("may", effects=(paid,))] if may else [paid]

    def discard_equal_power(self, _: list[object]) -> Effect:
        """lang-counted: ``discard cards equal to its power to destroy it``: a cost of as
        many cards as a card's power (exactly that many or none; fewer in hand: unpaid),
        which the engine's costs (a fixed number) cannot pay."""
        raise CannotSay(
            "construct the engine cannot play: a cost of cards equal to a card's power (the"
            " engine pays a fixed number of cards)"
        )

    def then(self, _: list[object]) -> str:
        return "then"

    def also(self, _: list[object]) -> str:
        return "and"

    def more_extra(self, children: list[object]) -> MoreExtra:
        """``and an extra action``: more extra plays, after a "play an extra minion"."""
        return MoreExtra(tuple(e for c in children if isinstance(c, list) for e in c))

    def then_sentence(self, children: list[object]) -> Effects:
        """``Then draw a card.``: effects after the sentence before, as a sentence of their
        own (the rulebook: "Do X and then do Y", "Do X. Do Y" alike)."""
        effects = children[-1]
        assert isinstance(effects, tuple)
        return Effects(effects, follows=True)

    def either(self, _: list[object]) -> str:
        return "or"

    def effects(self, children: list[object]) -> tuple[Effect, ...]:
        """Options joined: by "or", a choice between them; by "then" or "and", each in
        order (extra plays joined by "and" are the one effect of playing them)."""
        first = children[0]
        if not isinstance(first, list):
            raise CannotSay("'and an extra ...' not after an extra play")
        options, joints = [first], []
        for joint, found in zip(children[1::2], children[2::2], strict=True):
            if isinstance(found, MoreExtra):
                if joint == "or" and options[-1][-1].grant is not None:  # lang-f2
                    raise CannotSay(
                        "'an extra minion or an extra action' (one play of either kind: the"
                        " engine's extra plays are each of one kind)"
                    )
                if joint != "and" or options[-1][-1].grant is None:
                    raise CannotSay("'and an extra ...' not after an extra play")
                may = options[-1][-1].optional  # "you may play an extra minion and ..."
                more = [replace(e, optional=may) for e in found.effects]
                options[-1] = [*options[-1], *more]
                continue
            assert isinstance(found, list)
            options.append(found)
            joints.append(joint)
        if not joints:
            return _from_the_hand(tuple(options[0]))
        if any(_paid(e) for option in options for e in option):  # lang-x
            raise CannotSay("'X to Y' joined with other effects (the cost of which of them?)")
        if all(joint == "or" for joint in joints):
            return (_said_or(options),)
        if "or" in joints:
            raise CannotSay("effects joined by 'or' and by 'and' or 'then' in one sentence")
        if any(e.optional and e.grant is None for e in options[0]):
            raise CannotSay("'you may' before joined effects (of the first, or of all?)")
        if any(_each_may(option[-1]) for option in options[:-1]):  # lang-scorers
            raise CannotSay(
                "'each player may X and then Y' (Y under 'may', by each of them, or yours?)"
            )
        return _from_the_hand(tuple(e for option in options for e in option))

    # ---- conditions, moments, triggers
    def you_have_minion_here(self, _: list[object]) -> Condition:
        return Condition("minion-here")

    def most_power_here(self, _: list[object]) -> Condition:
        return Condition("most-power-here")

    def action_played_on_this_base(self, _: list[object]) -> Condition:
        """lang-protect: "if there is an action played on this base" (a base modifier)."""
        return Condition("modifiers-on-this-base-at-least", count=1)

    def actions_played_on_this_base(self, children: list[object]) -> Condition:
        """lang-protect: "if there are 2 or more actions played on this base"."""
        return Condition("modifiers-on-this-base-at-least", count=_positive(children))

    def action_on_this_base(self, _: list[object]) -> Condition:
        """lang-protect: "if there is an action on this base" stops: the glossary's In play
        ("an active base or any card on it") does not say whether an action played on a
        minion there is on the base, as "played on this base" does not include it."""
        raise CannotSay(
            "'an action on this base' (played on the base itself, or on a minion there too?)"
        )

    def minions_here_at_least(self, children: list[object]) -> Condition:
        return Condition("your-minions-here-at-least", count=_count(children))

    def base_in_discard(self, _: list[object]) -> Condition:
        return Condition("base-in-discard")

    def only_minion_here(self, _: list[object]) -> Condition:
        return Condition("only-minion-here")

    def actions_played_at_least(self, children: list[object]) -> Condition:
        return Condition("actions-played-at-least", count=_count(children))

    def actions_played_any(self, _: list[object]) -> Condition:
        return Condition("actions-played-at-least", count=1)

    def actions_played_none(self, _: list[object]) -> Condition:
        return Condition("actions-played-at-most", count=0)

    def actions_played_at_most(self, children: list[object]) -> Condition:
        return Condition("actions-played-at-most", count=_count(children))

    def minions_on_bases_at_least(self, children: list[object]) -> Condition:
        if _count(children) < 2:
            raise CannotSay("'minions on 1 or more bases' (a minion in play)")
        return Condition("bases-with-your-minions-at-least", count=_count(children))

    def cards_in_hand_at_most(self, children: list[object]) -> Condition:
        return Condition("cards-in-hand-at-most", count=_count(children))

    def no_cards_in_hand(self, _: list[object]) -> Condition:
        return Condition("cards-in-hand-at-most", count=0)

    def most_power_there(self, _: list[object]) -> Condition:
        return There("most-power-here")

    def you_have_minion_there(self, _: list[object]) -> Condition:
        return There("minion-here")

    def your_minion_power_there(self, children: list[object]) -> Condition:
        """``if you have a minion of power 5 or more there`` (lang-titans): at the base of
        the moment, where the card is not."""
        return There("your-minion-here-power-at-least", count=_positive(children))

    def minions_there_at_least(self, children: list[object]) -> Condition:
        return There("your-minions-here-at-least", count=_count(children))

    def madness_in_discard_at_least(self, children: list[object]) -> Condition:
        return Condition("madness-in-discard-at-least", count=_count(children))

    def minions_on_a_base_at_least(self, children: list[object]) -> Condition:
        return OnABase("your-minions-here-at-least", count=_count(children))

    def most_minions(self, _: list[object]) -> Condition:
        return Condition("most-minions")

    def same_name_at_least(self, children: list[object]) -> Condition:
        """``if you have 3 or more minions with the same name here`` (lang-name)."""
        kind = next(c for c in children if isinstance(c, str) and c.startswith("your-same"))
        return Condition(kind, count=_positive(children))  # type: ignore[arg-type]

    def same_name_here(self, _: list[object]) -> str:
        return "your-same-name-here-at-least"

    def same_name_a_base(self, _: list[object]) -> str:
        return "your-same-name-on-a-base-at-least"

    def same_name_in_play(self, _: list[object]) -> str:
        return "your-same-name-in-play-at-least"

    # lang-c2: counts of your minions here (other than this one), in play, of your hand
    def no_your_minions_here(self, children: list[object]) -> Condition:
        """``if you have no (other) minions here``."""
        _here_only(children)
        other = any(isinstance(c, tuple) and c[0] == "other" for c in children)
        kind: ConditionKind = (
            "your-other-minions-here-at-most" if other else "your-minions-here-at-most"
        )
        return Condition(kind, count=0)

    def another_minion_here(self, children: list[object]) -> Condition:
        """``if you have another minion here``: one of yours there, other than this one."""
        _here_only(children)
        return Condition("your-other-minions-here-at-least", count=1)

    def other_minions_here_at_least(self, children: list[object]) -> Condition:
        _here_only(children)
        return Condition("your-other-minions-here-at-least", count=_positive(children))

    def minions_here_at_most(self, children: list[object]) -> Condition:
        _here_only(children)
        other = any(isinstance(c, tuple) and c[0] == "other" for c in children)
        kind: ConditionKind = (
            "your-other-minions-here-at-most" if other else "your-minions-here-at-most"
        )
        return Condition(kind, count=_positive(children))

    def your_only_minion_here(self, children: list[object]) -> Condition:
        """``if this is your only minion here``: you have no other minion there (said of a
        minion, as :func:`_fits` makes sure)."""
        _here_only(children)
        return Condition("your-other-minions-here-at-most", count=0)

    def minions_in_play_at_least(self, children: list[object]) -> Condition:
        """``if you have 3 or more minions in play`` ("in play" left unsaid, normalise rule
        4): your minions on every base."""
        return Condition("your-minions-in-play-at-least", count=_positive(children))

    def your_minion_power_at_least(self, children: list[object]) -> Condition:
        """``if you have a minion of power 5 or more`` (lang-third; "in play" left unsaid,
        normalise rule 4): one of your minions on any base, its power now."""
        return Condition("your-minion-power-at-least", count=_positive(children))

    def your_minion_here_power_at_least(self, children: list[object]) -> Condition:
        """``if you have a minion of power 5 or more here``: at this card's base."""
        return Condition("your-minion-here-power-at-least", count=_positive(children))

    def your_counters_at_least(self, children: list[object]) -> Condition:
        """``if your minions have a total of 6 or more +1 power counters on them``
        (lang-titans): on your minions on every base, in all ("other players' minions
        have ..." stops: each one's, or all theirs?)."""
        if children[0] != ("whose", "you"):
            raise CannotSay("a total of counters on other players' minions (whose?)")
        return Condition("your-counters-at-least", count=_positive(children[1:]))

    def it_has_counters(self, children: list[object]) -> Condition:
        """``if it has a +1 power counter on it`` (``2 or more ...``, lang-restrict): on this
        minion (or the minion this card is on), said only after its own ongoing text."""
        counts = [c for c in children if isinstance(c, Token) and c.type == "COUNT"]
        return Condition("this-counters-at-least", count=_positive(counts) if counts else 1)

    def cards_in_hand_at_least(self, children: list[object]) -> Condition:
        return Condition("cards-in-hand-at-least", count=_positive(children))

    def on_your_turn(self, _: list[object]) -> Condition:
        """``On your turn, ...``: your Play Cards phase (the glossary's "On your turn": "the
        normal Play Cards phase of your turn"); said only of an ongoing text (see
        :func:`_on_your_turn`)."""
        return Condition("your-play-phase")

    def during_your_turn(self, _: list[object]) -> Condition:
        """``During your turn, ...`` (lang-b): any phase of your turn (the glossary's
        "During a turn"); said only of an ongoing text."""
        return Condition("your-turn")

    def during_other_players_turns(self, _: list[object]) -> Condition:
        """``during other players' turns`` (lang-time): any phase of a turn that is not
        yours; said only of an ongoing text, as "during your turn"."""
        return Condition("other-players-turn")

    def on_the_turn_you_play_it(self, _: list[object]) -> Condition:
        """``on the turn you play it`` (lang-time): this minion, played this turn by its
        player; said only of this minion's own ongoing text."""
        return Condition("played-this-turn")

    def after_scoring(self, _: list[object]) -> Trigger:
        return Trigger("after-scoring", play=True)

    def before_scoring(self, _: list[object]) -> Trigger:
        return Trigger("before-scoring", play=True)

    def _played(self, children: list[object], who: Literal["you", "other", "any"]) -> Trigger:
        what = next(c for c in children if isinstance(c, tuple) and c[0] in _KINDS)
        if what[0] not in ("minion", "action") or what[1]:
            raise CannotSay("a trigger on playing a card that is not a minion or an action")
        places = [c for c in children if isinstance(c, tuple) and c[0] == "where"]
        if any(c != ("where", "here") for c in places):
            raise CannotSay("a trigger on a card played other than 'here'")
        here = bool(places)
        power = _played_power(children)
        if power is not None and what[0] == "action":
            raise CannotSay("a power filter on an action (an action has no power)")
        return Trigger("after-play", played=what[0], who=who, here=here, power=power)

    def after_you_play(self, children: list[object]) -> Trigger:
        return self._played(children, "you")

    def after_other_plays(self, children: list[object]) -> Trigger:
        return self._played(children, "other")

    def after_any_plays(self, children: list[object]) -> Trigger:
        """``after a player plays a minion here``: any player, you too."""
        return self._played(children, "any")

    def after_you_affect_this(self, _: list[object]) -> Trigger:
        return Trigger("after-play", affects="self")

    def after_you_affect_yours_here(self, children: list[object]) -> Trigger:
        if _count(children) != 1:
            raise CannotSay("an action that directly affects N of your minions")
        return Trigger("after-play", affects="yours-here")

    def after_you_affect_some_here(self, children: list[object]) -> Trigger:
        if _count(children) != 1:
            raise CannotSay("an action that directly affects N or more of your minions")
        other = any(isinstance(c, tuple) and c[0] == "other" for c in children)
        return Trigger("after-play", affects="yours-other-here" if other else "yours-here")

    def after_this_scores(self, _: list[object]) -> Trigger:
        return Trigger("after-scoring", here=True)

    def before_this_scores(self, _: list[object]) -> Trigger:
        return Trigger("before-scoring", here=True)

    def when_this_scores(self, _: list[object]) -> Trigger:
        return Trigger("when-scoring", here=True)

    def when_destroyed(self, _: list[object]) -> Trigger:
        return Trigger("destroyed")

    def destroyed_or_discarded(self, _: list[object]) -> Trigger:
        """``After this minion is destroyed or discarded from play`` (lang-f2): the
        engine's goes-to-discard moment, from play only (destroyed, or discarded as its
        base scores)."""
        return Trigger("goes-to-discard")

    def self_returned(self, _: list[object]) -> Trigger:
        """lang-or: ``after this minion is returned to your hand`` (or destroyed or
        returned, moved or returned) stops: the engine has no moment for a card of its
        returned to a hand (its triggers are those of cards in play or in a discard pile)."""
        raise CannotSay("'after this minion is returned to a hand' (the engine has no such moment)")

    def some_destroyed(self, _: list[object]) -> Trigger:
        """``After one or more minions are destroyed here``: once for each effect that
        destroys, however many it destroys (lang-f2); the engine's moment is each minion
        destroyed, so the card stops (lang-destroyer: a destruction records its card and
        the player who destroyed it, not which effect of that card: no effect id)."""
        raise CannotSay(
            "'one or more minions are destroyed' (once per destroying effect: the engine's"
            " moment is each minion destroyed, and its destroy event names no effect)"
        )

    def when_minion_destroyed(self, _: list[object]) -> Trigger:
        """``When one of your minions is destroyed`` (another minion than this one): the
        engine has no moment as it is being destroyed, only after (lang-f2)."""
        raise CannotSay(
            "'when' a minion other than this one is destroyed (the engine's moment is after"
            " it is destroyed)"
        )

    def when_passive(self, _: list[object]) -> Trigger:
        return self.when_minion_destroyed([])

    def first_passive_each_turn(self, children: list[object]) -> Trigger:
        """``After the first time each turn a minion is played here`` (lang-f2): the turn's
        first such play by any player (``first_of_turn``), here if it says so."""
        what, verb, *where = [c for c in children if c is not None]
        assert isinstance(what, tuple)
        if verb != "played":
            raise CannotSay(f"'the first time each turn' a card is {verb} (only plays are counted)")
        if where not in ([], [("where", "here")]):
            raise CannotSay("a card played at another place than here")
        return replace(self._played([what, *where], "any"), first_of_turn=True)

    def goes_to_discard(self, _: list[object]) -> Trigger:
        """``When this minion goes to the discard pile (from play)``."""
        return Trigger("goes-to-discard")

    def after_minion_destroyed(self, children: list[object]) -> Trigger:
        """``after a minion is destroyed here``: any minion but this card, whose the
        first child says (by who controlled it), at this card's base if ``here``."""
        who, counter = children[0], False
        if isinstance(who, _Countered):  # lang-titans: "with a +1 power counter on it"
            who, counter = who.who, True
        assert who in ("you", "other", "any")
        where = children[1] if len(children) > 1 else None
        if where not in (None, ("where", "here")):
            raise CannotSay("a minion destroyed at another place than here")
        return Trigger("minion-destroyed", who=who, here=where is not None, with_counter=counter)

    def after_minion_moved(self, children: list[object]) -> Trigger:
        """``after one of your minions is moved here`` (``another player's minion``,
        lang-time): a minion but this card moved to this card's base, whose the first child
        says (by who controlled it)."""
        who, *where = [c for c in children if c is not None]
        if isinstance(who, _Countered):
            raise CannotSay("a minion with a +1 power counter on it moved (only destroyed)")
        assert who in ("you", "other")
        return _minion_moved(("minion", False), where, who=who)

    def after_self_moved(self, _: list[object]) -> Trigger:
        """``after this minion is moved`` (to another base, lang-time): this minion, moved
        by any effect."""
        return Trigger("moved")

    def after_passive(self, children: list[object]) -> Trigger:
        """``after a minion is destroyed here`` (any minion but this card), ``after a
        minion is played here`` (by any player: "after a player plays a minion here")."""
        what, *rest = [c for c in children if c is not None]
        assert isinstance(what, tuple)
        verb = next(c for c in rest if isinstance(c, str))
        filters, where = rest[: rest.index(verb)], rest[rest.index(verb) + 1 :]
        if filters and what != ("minion", False):  # lang-moves: an action has no power
            raise CannotSay("the power of a card that is not a minion")
        if verb == "destroyed":
            if what != ("minion", False):
                raise CannotSay("a card other than a minion destroyed")
            if filters:  # lang-moves
                raise CannotSay(
                    "the power of a minion destroyed (its power in play as it was destroyed,"
                    " or printed? the engine's moment is after, in the discard pile)"
                )
            return self.after_minion_destroyed(["any", *where])
        if verb == "moved":
            return _minion_moved(what, where, filters=filters)
        if where not in ([], [("where", "here")]):
            raise CannotSay("a card played at another place than here")
        return self._played([what, *filters, *where], "any")

    def after_another_passive(self, children: list[object]) -> Trigger:
        """``after another minion is moved here`` (lang-moves): a minion, not this one."""
        found = [c for c in children if not isinstance(c, Token) and c is not None]
        verb = next(c for c in found if isinstance(c, str))
        filters, where = found[: found.index(verb)], found[found.index(verb) + 1 :]
        return _another_moved(verb, _minion_moved(("minion", False), where, filters=filters))

    def after_another_yours_passive(self, children: list[object]) -> Trigger:
        """``after another of your minions is moved here`` (lang-moves)."""
        verb, *where = [c for c in children if not isinstance(c, Token) and c is not None]
        assert isinstance(verb, str)
        return _another_moved(verb, _minion_moved(("minion", False), where, who="you"))

    def after_someone_moves(self, children: list[object]) -> Trigger:
        """``after another player moves a minion here`` (lang-moves): who moved it (the
        controller of the card whose effect moved it), which minion, to or from where."""
        mover, minion, *where = [c for c in children if c is not None]
        assert isinstance(minion, _MovedMinion) and mover in ("you", "other", "any")
        trigger = _minion_moved(
            ("minion", False), where, who=minion.who, filters=minion.filters, moved_by=mover
        )
        return _another_moved("moved", trigger) if minion.another else trigger

    def after_someone_destroys(self, children: list[object]) -> Trigger:
        """``after you destroy a minion here``, ``after another player destroys one of your
        minions`` (lang-destroyer): a minion but this card destroyed, whose, where, and by
        whom (the controller of the card whose effect destroyed it)."""
        destroyer, minion, *where = [c for c in children if c is not None]
        assert isinstance(minion, _MovedMinion) and destroyer in ("you", "other", "any")
        if minion.filters:
            raise CannotSay(
                "the power of a minion destroyed (its power in play as it was destroyed,"
                " or printed? the engine's moment is after, in the discard pile)"
            )
        if minion.another:
            raise CannotSay(
                "'another minion' destroyed (say 'a minion': the engine's moment is of a"
                " minion other than this card)"
            )
        trigger = self.after_minion_destroyed([minion.who, *where])
        return replace(trigger, destroyed_by=destroyer)

    def when_destroyed_by(self, children: list[object]) -> Trigger:
        """``after this minion is destroyed by another player's card`` (lang-destroyer):
        this minion destroyed by a card of the player it names."""
        (by,) = [c for c in children if isinstance(c, str)]
        assert by in ("you", "other")
        return Trigger("destroyed", destroyed_by="you" if by == "you" else "other")

    def destroyer_you(self, _: list[object]) -> str:
        return "you"

    def destroyer_other(self, _: list[object]) -> str:
        return "other"

    def destroyer_any(self, _: list[object]) -> str:
        return "any"

    def destroyed_yours(self, children: list[object]) -> _MovedMinion:
        if _count(children) != 1:
            raise CannotSay("N of your minions destroyed at once")
        return _MovedMinion("you")

    def by_others_card(self, _: list[object]) -> str:
        return "other"

    def by_your_card(self, children: list[object]) -> str:
        if children and _count(children) != 1:
            raise CannotSay("this minion destroyed by N of your cards")
        return "you"

    def by_kind_of_card(self, _: list[object]) -> str:
        raise CannotSay(
            "this minion destroyed by a kind of card (the engine records who destroyed it,"
            " not the kind of the card that did)"
        )

    def by_any_card(self, _: list[object]) -> str:
        raise CannotSay("this minion destroyed 'by a card' (a player's card, or a base's too?)")

    def mover_you(self, _: list[object]) -> str:
        return "you"

    def mover_other(self, _: list[object]) -> str:
        return "other"

    def mover_any(self, _: list[object]) -> str:
        return "any"

    def moved_any(self, children: list[object]) -> _MovedMinion:
        return _MovedMinion("any", _filters_of(children))

    def moved_yours(self, children: list[object]) -> _MovedMinion:
        if _count(children) != 1:
            raise CannotSay("N of your minions moved at once")
        return _MovedMinion("you")

    def moved_others(self, children: list[object]) -> _MovedMinion:
        return _MovedMinion("other", _filters_of(children))

    def moved_another(self, children: list[object]) -> _MovedMinion:
        return _MovedMinion("any", _filters_of(children), another=True)

    def moved_another_yours(self, _: list[object]) -> _MovedMinion:
        return _MovedMinion("you", another=True)

    def moved_anywhere(self, _: list[object]) -> tuple[str, str]:
        return ("moved", "anywhere")

    def moved_from_here(self, _: list[object]) -> tuple[str, str]:
        return ("moved", "from-here")

    def some_moved(self, _: list[object]) -> Trigger:
        """``After one or more minions are moved here`` (lang-moves): once for each effect
        that moves, however many; the engine's moment is each minion moved: it stops."""
        raise CannotSay(
            "'one or more minions are moved' (once per moving effect: the engine's moment is"
            " each minion moved)"
        )

    def passive_destroyed(self, _: list[object]) -> str:
        return "destroyed"

    def passive_played(self, _: list[object]) -> str:
        return "played"

    def passive_moved(self, _: list[object]) -> str:
        return "moved"

    def your_minion(self, children: list[object]) -> str:
        if _count(children) != 1:
            raise CannotSay("N of your minions destroyed at once")
        return "you"

    def others_minion(self, _: list[object]) -> str:
        return "other"

    def your_minion_countered(self, children: list[object]) -> _Countered:
        """``one of your minions with a +1 power counter on it`` (lang-titans)."""
        return _Countered(self.your_minion(children))

    def others_minion_countered(self, _: list[object]) -> _Countered:
        return _Countered("other")

    def any_minion_countered(self, _: list[object]) -> _Countered:
        return _Countered("any")

    def its_owner(self, _: list[object]) -> str:
        return "event-owner"

    def its_controller(self, _: list[object]) -> str:
        return "event-controller"

    def start_of_turn(self, _: list[object]) -> tuple[Trigger, Condition]:
        return Trigger("start-of-turn"), Condition("your-turn")

    def end_of_turn_trigger(self, _: list[object]) -> tuple[Trigger, Condition]:
        return Trigger("end-of-turn"), Condition("your-turn")

    def start_of_each_turn(self, _: list[object]) -> Trigger:
        return Trigger("start-of-turn")

    def end_of_each_turn(self, _: list[object]) -> Trigger:
        return Trigger("end-of-turn")

    def trigger(self, children: list[object]) -> tuple[Trigger, tuple[Condition, ...]]:
        found = children[0]
        if isinstance(found, tuple):
            return found[0], (found[1],)
        assert isinstance(found, Trigger)
        return found, ()

    def once_per_turn(self, children: list[object]) -> tuple[Trigger, tuple[Condition, ...]]:
        trigger, conditions = self.trigger(children)
        return replace(trigger, once_per_turn=True), conditions

    def once_on_your_turn(self, _: list[object]) -> Condition:
        return Condition("your-play-phase")

    def once_during_your_turn(self, _: list[object]) -> Condition:
        return Condition("your-turn")

    def once_your_turn_trigger(
        self, children: list[object]
    ) -> tuple[Trigger, tuple[Condition, ...]]:
        """``Once on your turn, after ...`` (lang-f): once per turn, and only in your Play
        Cards phase (the glossary's "On your turn"); ``Once during your turn``: once per
        turn, in any phase of your turn (its "During a turn"). Before the start or end of
        a turn (a moment of a turn already) the card stops."""
        when, event = children
        assert isinstance(when, Condition)
        if not isinstance(event, Trigger) or event.moment in _TURN_MOMENTS:
            raise CannotSay("'once on (during) your turn' before the start or end of a turn")
        return replace(event, once_per_turn=True), (when,)

    def first_time_each_turn(self, children: list[object]) -> tuple[Trigger, tuple[Condition, ...]]:
        """``After the first time each turn you play a minion``: once per turn (mandatory
        and with no condition, the first time it could fire is the first such play; else
        the renderer does not say it so). Of a player's play (lang-f2): the turn's first
        such play by anyone (``first_of_turn``), exact also when its player may decline."""
        trigger, conditions = self.trigger(children)
        if trigger.moment == "after-play" and trigger.affects is None and trigger.who == "any":
            return replace(trigger, first_of_turn=True), conditions
        return self.once_per_turn(children)

    def first_time_played_each_turn(
        self, children: list[object]
    ) -> tuple[Trigger, tuple[Condition, ...]]:
        """``after the first time you play a minion here each turn``: each player's first."""
        trigger, conditions = self.trigger(children)
        return replace(trigger, first_each_turn=True), conditions

    # ---- statics
    def static_power(self, children: list[object]) -> Static:
        target, bonus = children[:2]
        assert isinstance(target, Selector) and isinstance(bonus, Amount)
        amount = _per(bonus, children)
        _power_of_power(amount)
        _no_titan_power(target)
        power_there = target.base_has is not None and target.base_has.power is not None
        if target.where == "base-where-most-power" or power_there:  # lang-where
            raise CannotSay(
                "an ongoing power of minions at a base known by the power there (that power"
                " would count the power the text changes)"
            )
        return Static("power", target=target, amount=amount)

    def statics_power_set(self, _: list[object]) -> Static:
        """lang-statics: ``Other players' minions here have 0 power`` stops: a power set to
        0 is no +/- modifier the engine sums, and the rules in data/ do not say how it
        combines with other modifiers (does a later +2 power still count, or is the power 0
        whatever else applies?)."""
        raise CannotSay(
            "a power set to 0 ('have 0 power': the rules do not say whether other +/- power"
            " modifiers still apply to it)"
        )

    def cannot_be_destroyed(self, children: list[Selector]) -> Static:
        return Static("cannot-be-destroyed", target=children[0])

    def cannot_be_moved(self, children: list[Selector]) -> Static:
        """``Minions here cannot be moved`` (to another base, by any card)."""
        if children[0].what != "minion":
            raise CannotSay("a card other than a minion cannot be moved")
        return Static("cannot-be-moved", target=children[0])

    def cannot_be_destroyed_by_others(self, children: list[object]) -> Static:
        """``... cannot be destroyed by other players' cards`` (lang-protect: ``actions``:
        by an action of a player other than this card's controller)."""
        target = children[0]
        assert isinstance(target, Selector)
        return Static("cannot-be-destroyed", target=target, protect_from=_by_whose(children))

    def by_other_players(self, _: list[object]) -> Static:
        """lang-protect: "cannot be destroyed (moved) by other players" stops: by their
        cards only (as "by other players' cards" says), or also by a base's ability that
        another player uses? The rulebook does not say."""
        raise CannotSay(
            "'by other players' (by their cards only, or also by a base's ability they use?)"
        )

    def standing_extra(self, children: list[object]) -> Static:
        """lang-limit: ``You may play an extra minion of power 2 or less (here) on each of
        your turns``: a standing extra play, the card's player's on each of their turns
        while it is in play (one a turn: several stop, as does what the engine's standing
        grant cannot say: a card's name, another pile, an action that affects a minion)."""
        effects = children[1]
        assert isinstance(effects, list)
        if len(effects) != 1:
            raise CannotSay("several extra plays on each of your turns")
        (effect,) = effects
        s, grant = effect.target or Selector(), effect.grant or Grant()
        if s.affects is not None or s.name is not None or s.name_of is not None:
            raise CannotSay("a standing extra play of a named card or one that affects a minion")
        if grant not in (Grant(), Grant(here=True)):
            raise CannotSay("a standing extra play from another pile or at another place")
        where: Where = "here" if grant.here else "anywhere"
        return Static(
            "extra-play",
            Selector(what=s.what, whose="you", pile="hand", where=where, power=s.power),
        )

    def cannot_score(self, children: list[Selector]) -> Static:
        if children[0] != Selector(what="base", this="host"):
            raise CannotSay("something other than this base cannot score")
        return Static("cannot-score", Selector(what="base", this="self-or-host"))

    def not_affected(self, children: list[object]) -> Static:
        target, whose = children
        assert isinstance(target, Selector)
        actions = _word(whose) == "actions"
        source: ProtectFrom = "other-players-actions" if actions else "other-players-cards"
        if target.power is not None or target.superlative is not None:
            # lang-protect: which minions are protected would hang on their power, which
            # the protection itself may change (a -1 power from another player's action)
            raise CannotSay(
                "'not affected' for minions of some power (their power is what the"
                " protection may keep from changing)"
            )
        return Static("protect", target=target, protect_from=source)

    def no_minions_here(self, children: list[object]) -> Static:
        """ "Minions (or actions) cannot be played here": all of them, by any player;
        lang-r: "Minions of power 2 or less cannot be played here" (those of that power as
        they are played); "on this base" is "here" for minions only."""
        found, place = children
        assert isinstance(found, Selector)
        each = Selector(quantifier=Quantifier("each"))
        if found == replace(each, what="action"):
            _actions_here(place)
            return Static("restrict", restriction="no-actions-here")
        if found == each:
            return Static("restrict", restriction="no-minions-here")
        if replace(found, power=None) == each and _plain_power(found.power):
            return Static("restrict", target=found, restriction="no-minions-here")
        raise CannotSay("only some cards cannot be played here")

    def no_plays_here(self, children: list[object]) -> Static:
        """ "Players cannot play actions (minions) here": no player may, as "Actions
        cannot be played here" says."""
        actions = _word(children[0]) == "actions"
        if actions:
            _actions_here(children[-1])
        return Static("restrict", restriction="no-actions-here" if actions else "no-minions-here")

    def no_actions_by_others(self, children: list[object]) -> Static:
        """ "Other players cannot play actions (minions) here": only the card's controller
        may (lang-b: minions; on a base, lang-r: only the current player, as for minions)."""
        if _word(children[0]) == "minions":
            return Static("restrict", restriction="no-minions-here-by-others")
        _actions_here(children[-1])
        return Static("restrict", restriction="no-actions-here-by-others")

    def no_plays_by_others_either(self, children: list[object]) -> Statics:
        """lang-or: "Other players cannot play minions or actions here": neither kind, each
        its own restriction (as :meth:`no_actions_by_others` says each)."""
        first, second, place = children
        if _word(first) == _word(second):
            raise CannotSay("a list of forbidden plays naming one kind twice")
        return Statics(
            self.no_actions_by_others([first, place]), (self.no_actions_by_others([second, place]),)
        )

    def no_minions_by_others_filtered(self, children: list[object]) -> Static:
        """ "Other players cannot play minions of power 2 or less here" (lang-r)."""
        filters = [c for c in children if isinstance(c, PowerFilter)]
        if len(filters) != len(children) - 2 or len(filters) != 1 or not _plain_power(filters[0]):
            raise CannotSay("other players' minions played here, of other than a power")
        found = Selector(quantifier=Quantifier("each"), power=filters[0])
        return Static("restrict", target=found, restriction="no-minions-here-by-others")

    def no_actions_on_minions_here(self, children: list[object]) -> Static:
        """ "Actions cannot be played on minions here" (lang-r): no player plays an action
        on a minion at this card's base (on the base itself, they may)."""
        if children[0] != Selector(what="action", quantifier=Quantifier("each")):
            raise CannotSay("only some actions cannot be played on minions here")
        return Static("restrict", restriction="no-actions-on-minions-here")

    def no_actions_on_this_minion(self, children: list[object]) -> Static:
        """ "Actions cannot be played on this minion" (lang-restrict): no player plays an
        action on this minion (on an action played on a minion: on that minion);
        "other players' actions": no player but this card's controller does."""
        found = children[0]
        each = Selector(what="action", quantifier=Quantifier("each"))
        if found == each:
            return Static("restrict", restriction="no-actions-on-this-minion")
        if found == replace(each, whose="other"):
            return Static("restrict", restriction="no-actions-on-this-minion-by-others")
        raise CannotSay("only some cards cannot be played on this minion")

    def no_actions_on_minions_here_by_others(self, _: list[object]) -> Static:
        """ "Other players cannot play actions on minions here" (lang-restrict): only this
        card's controller (on a base: the current player, as for minions) may play an
        action on a minion at this card's base (on the base itself, anyone may)."""
        return Static("restrict", restriction="no-actions-on-minions-here-by-others")

    def no_actions_on_this_minion_by_others(self, _: list[object]) -> Static:
        """ "Other players cannot play actions on this minion" (lang-restrict): only this
        card's controller may play an action on it."""
        return Static("restrict", restriction="no-actions-on-this-minion-by-others")

    def other_players_cannot_move(self, _: list[object]) -> Static:
        """lang-restrict: "Other players cannot move minions to this base" stops, as "cannot
        be moved by other players" does: by their cards only ("by other players' cards"
        says so), or also by a base's ability they use?"""
        raise CannotSay(
            "'other players cannot move' (by their cards only, or also by a base's ability"
            " they use? 'by other players' cards' says)"
        )

    def cannot_be_moved_here_by_others(self, children: list[object]) -> Static:
        """ "Minions cannot be moved to this base by other players' cards" (lang-restrict):
        as "cannot be moved to this base", by a card of a player other than this card's
        controller only."""
        found, by = self.cannot_be_moved_here(children[:1]), children[-1]
        assert by in ("other-players-cards", "other-players-actions")
        return replace(found, protect_from=by)

    def cannot_be_moved_from_here_by_others(self, children: list[object]) -> Static:
        """ "Minions cannot be moved from this base by other players' cards" (lang-restrict):
        the minions here cannot be moved by another player's card."""
        found, by = self.cannot_be_moved_from_here(children[:1]), children[-1]
        assert by in ("other-players-cards", "other-players-actions")
        return replace(found, protect_from=by)

    def cannot_be_moved_by_others(self, children: list[object]) -> Static:
        """ "Your minions here cannot be moved by other players' cards" (lang-r): by a card
        of a player other than this card's controller ("you"); on a base it stops."""
        found = self.cannot_be_moved([children[0]])  # type: ignore[list-item]
        return replace(found, protect_from=_by_whose(children))

    def cannot_be_moved_here(self, children: list[object]) -> Static:
        """ "Minions cannot be moved to this base" (lang-r): the minions the selector names
        (anyone's, other players', yours) are not moved here from another base."""
        found = children[0]
        assert isinstance(found, Selector)
        each = Selector(quantifier=Quantifier("each"))
        if replace(found, whose="any", power=None) != each or not (
            found.power is None or _plain_power(found.power)
        ):
            raise CannotSay("only some minions (or a card other than a minion) moved to this base")
        return Static("cannot-be-moved-here", target=found)

    def cannot_be_moved_from_here(self, children: list[object]) -> Static:
        """ "Minions cannot be moved from this base" (lang-r): the minions here (of the
        selector's whose and power) cannot be moved."""
        try:
            to = self.cannot_be_moved_here(children)
        except CannotSay as error:
            raise CannotSay(
                "only some minions (or a card other than a minion) moved from this base"
            ) from error
        assert to.target is not None
        return Static("cannot-be-moved", target=replace(to.target, where="here"))

    def moved_to_or_from(self, children: list[object]) -> Statics:
        """ "Other players' minions cannot be moved to or from this base" (lang-r): two
        statics, of the minions moved here (from another base) and of those here (moved
        away)."""
        to = self.cannot_be_moved_here(children)
        assert to.target is not None
        away = Static("cannot-be-moved", target=replace(to.target, where="here"))
        return Statics(to, (away,))

    def restriction_list(self, children: list[object]) -> Statics:
        """ "Minions here cannot be moved or destroyed" (lang-r): each restriction its own
        static, of the one subject; a part the engine has no static for stops."""
        found, *verbs = children
        assert isinstance(found, Selector)
        # "... by other players' cards" (lang-protect: "actions"): each
        others = verbs[-1] in ("other-players-cards", "other-players-actions")
        by: ProtectFrom = (
            "other-players-actions"
            if verbs[-1] == "other-players-actions"
            else ("other-players-cards")
        )
        kinds = [str(v) for v in verbs[:-1] if others] or [str(v) for v in verbs]
        for kind in kinds:
            if kind not in _LISTED_STATICS:
                raise CannotSay(f"a list of restrictions with {kind!r} (no static for it)")
        if len(set(kinds)) != len(kinds):
            raise CannotSay("a list of restrictions naming one twice")
        statics = [
            self.cannot_be_moved([found])
            if kind == "cannot-be-moved"
            else self.cannot_be_destroyed([found])
            for kind in kinds
        ]
        if others:
            statics = [replace(s, protect_from=by) for s in statics]
        return Statics(statics[0], tuple(statics[1:]))

    def restricted_moved(self, _: list[object]) -> str:
        return "cannot-be-moved"

    def restricted_destroyed(self, _: list[object]) -> str:
        return "cannot-be-destroyed"

    def restricted_returned(self, _: list[object]) -> str:
        return "returned to a hand"

    def restricted_affected(self, _: list[object]) -> str:
        return "affected by other players' cards"

    def lasting_restriction(self, children: list[object]) -> Effect | Static:
        """lang-timed: "Other players cannot play minions here until the start of your
        next turn" (there, on this base, on a base of your choice): a restriction at that
        base until then, held by the game (it outlives this card); said of the cards
        ("Minions cannot be played here until ...") it stops."""
        if isinstance(children[0], Selector):  # "Minions cannot be played here until ..."
            found, place, until = children
            each = Quantifier("each")
            if found not in (Selector(quantifier=each), Selector(what="action", quantifier=each)):
                raise CannotSay("only some cards cannot be played here for a while")
            others, actions = False, found.what == "action"
        else:
            others = _word(children[0]).startswith("other")
            actions = _word(children[1]) == "actions"
            place, until = children[2], children[3]
        assert isinstance(until, Duration)
        if actions and place in (("where", "here", "on"), Selector(what="base")):
            raise CannotSay(
                "actions 'on' a base for a while (on the base only, or on its minions too?)"
            )
        if place in (("where", "here"), ("where", "here", "on")):
            place = Selector(what="base", where="here")
        elif place == ("where", "there"):
            place = Selector(what="base", where="there")
        assert isinstance(place, Selector)
        kind = "actions" if actions else "minions"
        restriction = f"no-{kind}-here" + ("-by-others" if others else "")
        return Effect(
            "restrict",
            target=place,
            duration=None if until == Duration() else until,
            restriction=restriction,  # type: ignore[arg-type]
        )

    def timed_base_of_choice(self, _: list[object]) -> Selector:
        """``on a base of your choice`` (lang-timed): one base its player chooses."""
        return Selector(what="base")

    def timed_a_base(self, _: list[object]) -> Selector:
        return Selector(what="base")  # lang-timed: one its player chooses

    def timed_this_base(self, _: list[object]) -> Selector:
        return Selector(what="base", where="here")  # lang-timed

    def timed_each_base(self, _: list[object]) -> Selector:
        return Selector(what="base", quantifier=Quantifier("each"))  # lang-timed

    def timed_that_base(self, _: list[object]) -> Selector:
        return Selector(what="base", where="there")  # lang-timed: the base chosen before

    def _timed_breakpoint(
        self, base: Selector, way: str, count: Token, until: object, *, to: bool
    ) -> Effect:
        """lang-timed: a base's breakpoint reduced (increased) by N for a while, or reduced
        to 0 (never below 0, the rulebook's exception: "to" another number stops, as
        what it does to a breakpoint already below that number is not said)."""
        assert isinstance(until, Duration)
        n = int(count)
        duration = None if until == Duration() else until
        if to:
            if way != "reduce" or n != 0:
                raise CannotSay(
                    "a breakpoint made a number other than 0 ('reduced to 2': and if it is"
                    " already less? 'increased to')"
                )
            return Effect("set-breakpoint", target=base, amount=Amount(0), duration=duration)
        if n < 1:
            raise CannotSay("a breakpoint changed by 0")
        change = -n if way == "reduce" else n
        return Effect("breakpoint", target=base, amount=Amount(change), duration=duration)

    def breakpoint_by(self, children: list[Any]) -> Effect:
        way, base, count, until = children
        return self._timed_breakpoint(base, _word(way), count, until, to=False)

    def breakpoint_to(self, children: list[Any]) -> Effect:
        way, base, count, until = children
        return self._timed_breakpoint(base, _word(way), count, until, to=True)

    def this_breakpoint_by(self, children: list[Any]) -> Effect:
        way, count, until = children
        here = Selector(what="base", where="here")
        return self._timed_breakpoint(here, _word(way).removesuffix("d"), count, until, to=False)

    def this_breakpoint_to(self, children: list[Any]) -> Effect:
        way, count, until = children
        here = Selector(what="base", where="here")
        return self._timed_breakpoint(here, _word(way).removesuffix("d"), count, until, to=True)

    def breakpoint_by_power(self, children: list[Any]) -> Effect:
        """lang-timed: "Reduce the breakpoint of a base by the power of one of your minions
        on that base until ...": a base chosen, then one of your minions there (its power
        as the effect resolves; none there: 0)."""
        way, base, found, until = children
        assert isinstance(until, Duration)
        if found != Selector(whose="you", where="that-base") or base != Selector(what="base"):
            raise CannotSay(
                "a breakpoint changed by the power of other than one of your minions on the"
                " base chosen"
            )
        sign = -1 if _word(way) == "reduce" else 1
        return Effect(
            "breakpoint",
            target=base,
            amount=Amount(sign, power_of=YOURS_THERE),
            duration=None if until == Duration() else until,
        )

    def timed_control(self, _: list[object]) -> Effect:
        raise CannotSay(
            "control of a minion for a while: the engine's control changes last (it does not"
            " give a minion back to its controller at a moment)"
        )

    def breakpoint_change(self, children: list[Token]) -> Static:
        """``This base's breakpoint is reduced by 3``: the breakpoint of the base this
        card is on (its host, for a base modifier), less (or more) by that much."""
        way, count = children
        if int(count) < 1:
            raise CannotSay("a breakpoint changed by 0")
        change = -int(count) if _word(way) == "reduced" else int(count)
        return Static("breakpoint", Selector(what="base", this="self-or-host"), Amount(change))

    def player_power_here(self, children: list[Any]) -> Static:
        """``You have +2 power here`` (lang-d: ``for each of your minions here``: counted
        for the player whose power it is)."""
        bonus = _per(children[0], children)
        return Static("player-power", Selector(what="base", this="self-or-host"), bonus)

    # ---- sentences
    def two_moments(self, children: list[object]) -> TwoMoments:
        """lang-twomoments: the clause said of each of two moments (:func:`.parse.two_moments`):
        each a trigger's effects; never once per turn (once for both moments, or for each?)."""
        first, second = children
        for said in (first, second):
            if not isinstance(said, Effects) or said.trigger is None or said.special:
                raise CannotSay("'or' between two moments of what is not one trigger")
            first_time = said.trigger.first_each_turn or said.trigger.first_of_turn
            if said.trigger.once_per_turn or first_time:
                raise CannotSay(
                    "'once per turn' (the first time) at either of two moments (once for both,"
                    " or once for each?)"
                )
        assert isinstance(first, Effects) and isinstance(second, Effects)
        _apart_moments(first, second)
        return TwoMoments(first, second)

    def start(self, children: list[object]) -> Sentence:
        found = children[0]
        if isinstance(found, tuple):
            return Effects(found)
        if isinstance(found, Static):
            return Statics(found)
        assert isinstance(found, Sentence)
        return found

    def triggered(self, children: list[Any]) -> Effects:
        (trigger, conditions), effects = children
        if any(isinstance(e, InsteadOfDiscard) for e in effects):  # lang-instead
            return _instead_of_discard(trigger, effects, conditions)
        effects, conditions = _put_back(trigger, effects, conditions)
        return Effects(_resolve_it(trigger, effects), trigger, conditions)

    def timed(self, children: list[Any]) -> Effects:
        """Effects, then the moment they happen at ("Destroy this card at the start of
        your turn.")."""
        effects, moment = children
        trigger, conditions = self.trigger([moment])
        return Effects(effects, trigger, conditions)

    def delayed(self, children: list[Any]) -> Effects:
        """ "At the end of the turn, destroy this card.": effects held until a later
        moment of the turn (or of your next turn), then done once."""
        moment, effects = children
        assert isinstance(moment, Duration) and isinstance(effects, tuple)
        if any(_paid(e) for e in effects):  # lang-x
            raise CannotSay("'X to Y' at a later moment (is the cost paid now, or then?)")
        return Effects((Effect("later", effects=effects, duration=moment),))

    def winner_triggered(self, children: list[Any]) -> Effects:
        """ "After this base scores, the winner ...": the trigger of each player the
        subject names (a place: tied players share it; each player with a minion here)."""
        (trigger, conditions), scorer, *done = children
        scoring = ("before-scoring", "when-scoring", "after-scoring")
        if scorer == "with-minion-here" and trigger.moment not in scoring:  # lang-c
            each = Effect("each", variant="with-minion-here", effects=_done(done))
            return Effects((each,), trigger, conditions)
        if trigger.moment not in scoring or not trigger.here:
            raise CannotSay(f"'{SCORERS[scorer]}' at another moment than this base's scoring")
        if trigger.moment == "before-scoring" and scorer in (
            "winners",
            "runner-up",
            "third-place",
            "non-winners",
        ):
            raise CannotSay(f"'{SCORERS[scorer]}' before this base scores (no one has a place)")
        return Effects(_done(done), replace(trigger, for_=scorer), conditions)

    def destroyer_triggered(self, children: list[Any]) -> Effects:
        """ "After a minion is destroyed here, the player who destroyed it gains 1 VP."
        (lang-destroyer): the trigger of the player who destroyed the minion (``for:
        who-destroyed``: the controller of the card whose effect destroyed it), who does the
        effects and decides; a minion destroyed by no player's card (a base's ability) is
        destroyed by no one, and then nothing happens (a minion discarded as its base
        scores is not destroyed)."""
        (trigger, conditions), *done = children
        if trigger.moment not in ("minion-destroyed", "destroyed"):
            raise CannotSay("'the player who destroyed it' after another moment than a destruction")
        if trigger.destroyed_by == "you":
            raise CannotSay("'the player who destroyed it' after 'you destroy' (say 'you')")
        if trigger.destroyed_by is not None:
            raise CannotSay("'the player who destroyed it' after a player said (say 'that player')")
        trigger = replace(trigger, for_="who-destroyed")
        return Effects(_resolve_it(trigger, _done(done)), trigger, conditions)

    def destroyer_them_triggered(self, _: list[Any]) -> Effects:
        """ "the player who destroyed them" (lang-destroyer) stops: of one minion destroyed
        "it"; of several destroyed at once, the engine's moment is each minion destroyed."""
        raise CannotSay(
            "'the player who destroyed them' (the engine's moment is each minion destroyed:"
            " say 'it')"
        )

    def scorer_at_scoring(self, children: list[Any]) -> Effects:
        """A base's "The winner takes an extra turn ...": a place exists only as this base
        scores, so the sentence is its after-scoring trigger for that place (tied players
        share it); "each player with a minion here ..." is each of them doing it, now (a
        card's own effect: :meth:`each_with_minion_here_does`)."""
        scorer, *done = children
        if scorer == "with-minion-here":
            return self.each_with_minion_here_does(done)
        if scorer not in ("winners", "runner-up", "third-place"):
            raise CannotSay(f"'{SCORERS[scorer]}' without a moment")
        return Effects(_done(done), Trigger("after-scoring", here=True, for_=scorer))

    def replacing_base(self, _: list[object]) -> object:
        """lang-scorers: "the base that replaces this base" ("the new base") stops: a
        base's after-scoring abilities resolve before it is replaced (the rulebook's
        Scoring Order: "After scoring" abilities at step 5, a new base at step 8), so
        at that moment no base replaces it yet, and the engine cannot say which will (an
        ability may still choose another)."""
        raise CannotSay(
            "'the base that replaces this base' ('the new base'): after-scoring abilities"
            " resolve before the base is replaced, so no base replaces it yet"
        )

    def the_winner(self, _: list[object]) -> For:
        return "winners"

    def the_runner_up(self, _: list[object]) -> For:
        return "runner-up"

    def the_third_place(self, _: list[object]) -> For:
        return "third-place"

    def each_but_the_winner(self, _: list[object]) -> For:
        """``each player other than the winner`` (lang-f2): each player not in first place
        (tied winners all left out)."""
        return "non-winners"

    def whose_turn_triggered(self, children: list[Any]) -> Effects:
        """ "At the start of each player's turn, that player may draw a card." (lang-f2): at
        the start (end) of every turn, the trigger of the player whose turn it is."""
        trigger, *done = children
        assert isinstance(trigger, Trigger)
        trigger = replace(trigger, for_="whose-turn")
        return Effects(_done(done), trigger, ())

    def whose_turn_unsaid(self, _: list[Any]) -> Effects:
        raise CannotSay("'at the start of each player's turn' without 'that player' (whose turn?)")

    def each_with_minion_here(self, _: list[object]) -> For:
        return "with-minion-here"

    def the_most_power_here(self, _: list[object]) -> For:
        return "most-power-here"

    def that_player_triggered(self, children: list[Any]) -> Effects:
        """ "After a player plays a minion here, that player draws a card.": the trigger
        is the playing player's (``for: who-played``), who does the effect and chooses."""
        (trigger, conditions), *done = children
        if trigger.moment == "minion-moved" and trigger.moved_by in ("any", "other"):
            trigger = replace(trigger, for_="who-moved")  # lang-moves: who moved it
            return Effects(_resolve_it(trigger, _done(done)), trigger, conditions)
        destroyed = trigger.moment in ("minion-destroyed", "destroyed")
        if destroyed and trigger.destroyed_by in ("any", "other"):  # lang-destroyer
            trigger = replace(trigger, for_="who-destroyed")
            return Effects(_resolve_it(trigger, _done(done)), trigger, conditions)
        if trigger.moment != "after-play" or trigger.who != "any" or trigger.affects:
            raise CannotSay("'that player' after another moment than 'after a player plays'")
        trigger = replace(trigger, for_="who-played")
        return Effects(_resolve_it(trigger, _done(done)), trigger, conditions)

    def first_player_triggered(self, children: list[Any]) -> Effects:
        """ "The first player to play a minion here each turn draws a card.": after the
        turn's first minion played here (by anyone, not only the first of each player),
        the trigger of the player who played it (``for: who-played``), who does it."""
        played: list[object] = [
            c for c in children if isinstance(c, tuple) and c[0] in (*_KINDS, "where")
        ]
        done = [c for c in children if isinstance(c, Effect)]
        trigger = self._played(played, "any")
        trigger = replace(trigger, for_="who-played", first_of_turn=True)
        return Effects(_resolve_it(trigger, _done(done)), trigger, ())

    def its_player_triggered(self, children: list[Any]) -> Effects:
        """ "After a minion is destroyed here, its owner draws a card.": the trigger is
        the destroyed minion's owner's (or controller's), who does it and decides."""
        (trigger, conditions), its, *done = children
        played = trigger.moment == "after-play" and trigger.who == "any" and not trigger.affects
        if played and its == "event-controller":  # who plays a card controls it: that player
            return self.that_player_triggered([(trigger, conditions), *done])
        if played and its == "event-owner" and _plays_minions(trigger):
            return Effects(_done(done), replace(trigger, for_=its), conditions)
        if trigger.moment not in ("minion-destroyed", "minion-moved"):
            raise CannotSay("'its owner' after another moment than a minion destroyed or moved")
        effects = _done(done)
        if trigger.moment == "minion-destroyed":  # lang-e2: "its owner may place it ..."
            effects = _destroyed_it(effects, theirs=its == "event-owner")
        if trigger.moment == "minion-moved":  # lang-moves: "its owner may return it ..."
            effects = _resolve_it(trigger, effects)
        return Effects(effects, replace(trigger, for_=its), conditions)

    def triggered_if(self, children: list[Any]) -> Effects:
        (trigger, conditions), condition, effects = children
        _on_your_turn(condition, None)
        return Effects(_resolve_it(trigger, effects), trigger, (*conditions, condition))

    def instead_destroyed(self, children: list[Any], theirs: bool = False) -> Effects:
        """lang-instead: ``If this minion would be destroyed, you may move it to another base
        instead``: a replacement of the destruction of the card the subject names ("it" in
        the effects), one card at a time; "you may" is the replacement's (asked before
        anything happens: declined, the card is destroyed), said only of its one effect."""
        watched, effects = _replaced_card(children[0]), children[1]
        assert isinstance(effects, tuple)
        effects = tuple(_event_for_it(_in_play_it(e)) for e in effects)
        yours = watched.this is not None or watched.whose == "you" or theirs  # (its owner's)
        if any(_to_your_hand(e) for e in effects) and not yours:
            raise CannotSay("returning another player's minion to 'your hand' (whose hand?)")
        may = any(e.optional for e in effects)
        if may and len(effects) != 1:
            raise CannotSay("'you may' in a replacement of more than one effect (which of them?)")
        if may:
            effects = (replace(effects[0], optional=False),)
        return Effects(effects, Trigger("would-be-destroyed", may=may, replaces=watched))

    def costs2_prevented(self, children: list[Any]) -> Effects:
        """lang-costs2: ``If another of your minions would be destroyed, you may discard a
        card to prevent it``: a replacement of the destruction (the card is not destroyed)
        whose only effect is its cost (``Trigger.cost``), offered only while the cost can be
        paid in full, and paid in full before the destruction is replaced."""
        watched, cost = _replaced_card(children[0]), children[-1]
        may = len(children) == 3
        if not isinstance(cost, Effect):  # pragma: no cover (the grammar's paid_cost)
            raise CannotSay("a cost to prevent a destruction other than one effect")
        _check_cost(cost)
        trigger = Trigger("would-be-destroyed", may=may, replaces=watched, cost=(cost,))
        return Effects((), trigger)

    def once_instead_destroyed(self, children: list[Any]) -> Effects:
        """lang-instead: ``Once per turn, if one of your minions would be destroyed, you may
        return it to your hand instead``: the replacement, used (done in place of a
        destruction) at most once each turn; declined, it is not used."""
        said = self.instead_destroyed(children)
        assert said.trigger is not None
        return replace(said, trigger=replace(said.trigger, once_per_turn=True))

    def its_instead_destroyed(self, children: list[Any]) -> Effects:
        """lang-instead: ``If a minion here would be destroyed, its owner may return it to
        their hand instead``: the replacement of the owner (controller) of the card that
        would be destroyed (``for: event-owner``), who chooses "may" and does it as "you"."""
        watched, its, done = children[:3]
        said = self.instead_destroyed([watched, (done,)], theirs=True)
        assert said.trigger is not None
        return replace(said, trigger=replace(said.trigger, for_=its))

    def played_instead(self, _: list[Any]) -> Effects:
        """lang-instead: ``Special: If one of your minions would be destroyed, you may play
        this card to move it to another base instead``: stops (a card played from the hand
        in place of a destruction: the engine replaces destructions only by cards in play)."""
        raise CannotSay(
            "a card played from the hand in place of a destruction ('play this card ..."
            " instead'): the engine replaces a destruction only by a card in play"
        )

    def once_costs2_prevented(self, children: list[Any]) -> Effects:
        """lang-instead: ``Once per turn, if ... would be destroyed, you may discard a card to
        prevent it`` (lang-costs2's, used at most once each turn)."""
        said = self.costs2_prevented(children)
        assert said.trigger is not None
        return replace(said, trigger=replace(said.trigger, once_per_turn=True))

    def conditioned(self, children: list[object]) -> Effects:
        condition, effects = children
        assert isinstance(condition, Condition) and isinstance(effects, tuple)
        if any(_plays_itself(e) for e in effects):  # lang-t2: a titan's Special, judged there
            return Effects(effects, conditions=(condition,))
        if condition.kind in _YOUR_TURNS and any(_plays_self_from_pile(e) for e in walk(effects)):
            raise CannotSay(  # lang-grave
                "a card playing itself from the discard pile on (during) your turn: a standing"
                " play from a pile, in any phase of the turn, which the engine cannot offer"
            )
        _on_your_turn(condition, None)
        if len(effects) == 1:
            return Effects((replace(effects[0], condition=condition),))
        return Effects((Effect("if", condition=condition, effects=effects),))

    def conditioned_trigger(self, children: list[Any]) -> Effects:
        """ "On your turn, after you play an action, you may play this titan on a base."
        (lang-titans): a titan's Special at a moment within your Play Cards phase (the
        glossary's "On your turn"); before any other effect it stops."""
        condition, (trigger, conditions), effects = children
        assert isinstance(condition, Condition) and isinstance(effects, tuple)
        if condition.kind != "your-play-phase" or not any(_plays_itself(e) for e in effects):
            raise CannotSay(
                "a condition before a moment (only a titan's Special: 'On your turn, after ...')"
            )
        if trigger.moment not in ("after-play", "minion-destroyed"):  # not a turn's own moment
            raise CannotSay(f"'on your turn' before the moment {trigger.moment!r}")
        return Effects(effects, trigger, (condition, *conditions), special=True)

    def you_have_destroyed(self, _: list[object]) -> Trigger:
        """ "after you have destroyed one or more of your own minions" (lang-titans): the
        engine records who destroyed a minion (lang-destroyer), not which were destroyed
        at once (by one effect)."""
        raise CannotSay(
            "'after you have destroyed ...' (just after, or any time before on this turn?"
            " and the engine does not record which minions were destroyed at once, by one"
            " effect: say 'after you destroy a minion')"
        )

    def you_have_moved(self, _: list[object]) -> Trigger:
        """ "after you have moved another player's minion" (lang-titans): stops, as
        :meth:`you_have_destroyed`."""
        raise CannotSay(
            "'after you have moved ...' (just after, or any time before on this turn? say"
            " 'after you move a minion')"
        )

    def conditioned_twice(self, children: list[object]) -> Effects:
        """ "On your turn, if you have 3 or more minions on a base, you may play this titan
        there.": two conditions, only before a titan's Special that plays it (lang-t2)."""
        first, second, effects = children
        assert isinstance(first, Condition) and isinstance(second, Condition)
        assert isinstance(effects, tuple)
        if not any(_plays_itself(e) for e in effects):
            raise CannotSay("two conditions before an effect (only a titan's Special play)")
        return Effects(effects, conditions=(first, second))

    def if_you_do(self, children: list[object]) -> IfYouDo:
        effects = children[-1]
        assert isinstance(effects, tuple)
        return IfYouDo(effects)

    def conditioned_static(self, children: list[object]) -> Statics:
        condition, found = children
        if isinstance(found, Statics):  # lang-r
            raise CannotSay("a condition before a list of restrictions")
        assert isinstance(condition, Condition) and isinstance(found, Static)
        _on_your_turn(condition, found)
        _no_power_on_power(condition, found)
        return Statics(replace(found, condition=condition))

    def static_conditioned(self, children: list[object]) -> Statics:
        """``This minion has +2 power during your turn`` (lang-c2): the condition said after
        the ongoing text, as said before it."""
        return self.conditioned_static(children[::-1])

    def conditioned_joined(self, children: list[object]) -> Statics:
        """``During your turn, this minion has +2 power and cannot be destroyed``: the
        condition of each part."""
        condition, found = children
        assert isinstance(condition, Condition) and isinstance(found, Statics)
        parts = tuple(replace(s, condition=condition) for s in found.all)
        for part in parts:
            _on_your_turn(condition, part)
        return Statics(parts[0], parts[1:])

    def joined_conditioned(self, children: list[object]) -> Statics:
        """``This minion has +2 power and cannot be destroyed during your turn``: of the
        last part only, or of both? The card stops (said first, it is of both)."""
        raise CannotSay("a condition after ongoing texts joined by 'and' (of the last, or all?)")

    # lang-c2: one subject, each predicate its own static
    def joined_static(self, children: list[object]) -> Statics:
        subject, *predicates = (c for c in children if not isinstance(c, Token))
        assert isinstance(subject, Selector)
        parts = []
        for predicate in predicates:
            assert callable(predicate)
            parts.append(predicate(subject))
        kinds = [part.kind for part in parts]
        if len(set(kinds)) != len(kinds):
            raise CannotSay("one ongoing text said twice of one subject")
        return Statics(parts[0], tuple(parts[1:]))

    def has_power(self, children: list[object]) -> Callable[[Selector], Static]:
        bonus = next(c for c in children if isinstance(c, Amount))
        rest = [c for c in children if not isinstance(c, Token | Amount)]  # lang-selfongoing
        return lambda subject: self.static_power([subject, bonus, *rest])

    def is_indestructible(self, children: list[object]) -> Callable[[Selector], Static]:
        by = next((c for c in children if isinstance(c, str)), None)
        if by is not None:
            return lambda subject: replace(
                self.cannot_be_destroyed([subject]),
                protect_from="other-players-actions"
                if by == "other-players-actions"
                else ("other-players-cards"),
            )
        return lambda subject: self.cannot_be_destroyed([subject])

    def is_immovable(self, children: list[object]) -> Callable[[Selector], Static]:
        by = next((c for c in children if isinstance(c, str)), None)
        others: ProtectFrom | None = None
        if by is not None:
            others = (
                "other-players-actions"
                if by == "other-players-actions"
                else ("other-players-cards")
            )
        return lambda subject: replace(self.cannot_be_moved([subject]), protect_from=others)

    def is_unaffected(self, children: list[object]) -> Callable[[Selector], Static]:
        whose = children[-1]
        return lambda subject: self.not_affected([subject, whose])

    def by_others(self, _: list[object]) -> str:
        return "other-players-cards"

    def by_others_actions(self, _: list[object]) -> str:
        return "other-players-actions"  # lang-protect

    def lasting_static(self, children: list[object]) -> Statics:
        """ "Until the end of the turn, your minions have +1 power": an ongoing text for a
        while, which the engine cannot play (a static lasts while its card is in play; a
        power gained until a moment is the minions' there as it resolves only)."""
        raise CannotSay("an ongoing text for a duration ('until ..., ... have ...')")

    def play_on(self, children: list[object]) -> PlayOn:
        host = children[-1]
        return PlayOn("base" if host == "base" else "minion")

    def play_on_yours(self, children: list[Token]) -> PlayOn:
        if int(children[0]) != 1:
            raise CannotSay(f"'Play on {children[0]} of your minions' (an action has one host)")
        return PlayOn("your-minion")

    def play_on_others(self, _: list[Token]) -> PlayOn:
        """``Play on another player's minion.`` (lang-where): a minion another player
        controls, as the engine's legality checks it when the action is played."""
        return PlayOn("other-minion")

    def play_on_base_with_yours(self, _: list[Token]) -> PlayOn:
        """``Play on a base where you have a minion.`` (lang-where): a base modifier, played
        only on a base where its player has a minion as it is played."""
        return PlayOn("base-with-your-minion")

    def play_on_base_without_yours(self, _: list[Token]) -> PlayOn:
        """``Play on a base where you have no minions.`` (lang-where)."""
        return PlayOn("base-without-your-minion")

    # ---- lang-playonly: where the card itself may be played
    def host_power(self, children: list[object]) -> PowerFilter:
        found = _base_has(1, children).power
        assert found is not None
        return found

    def play_on_minion_of(self, children: list[object]) -> PlayOn:
        """``Play on a minion of power 3 or less.``: its power as the action is played."""
        return PlayOn("minion", Selector(power=_power_of(children)))

    def play_on_yours_of(self, children: list[object]) -> PlayOn:
        if _count(children) != 1:
            raise CannotSay(
                f"'Play on {_count(children)} of your minions' (an action has one host)"
            )
        return PlayOn("your-minion", Selector(power=_power_of(children)))

    def play_on_others_of(self, children: list[object]) -> PlayOn:
        return PlayOn("other-minion", Selector(power=_power_of(children)))

    def play_on_base_has(self, children: list[object]) -> PlayOn:
        """``Play on a base where another player has a minion.`` (``with two or more
        minions``): a base modifier, on such a base as it is played."""
        return PlayOn("base", _play_base(children[-1]))

    def play_only_at(self, children: list[object]) -> PlayOnly:
        return PlayOnly(_play_base(children[-1]))

    def play_base(self, children: list[object]) -> object:
        return children[-1]

    def play_base_more(self, children: list[object]) -> object:
        return children[-1]  # "on a base" and what it has

    def play_base_yours(self, _: list[object]) -> Selector:
        return Selector(what="base", where="base-with-your-minion")

    def play_base_none(self, _: list[object]) -> Selector:
        return Selector(what="base", where="base-without-your-minion")

    def play_base_most(self, _: list[object]) -> Selector:
        """``a base where you have the most power``: more than each other player there
        (none when tied)."""
        return Selector(what="base", where="base-where-most-power")

    def play_base_any_n(self, children: list[object]) -> BaseHas:
        """``a base with two or more minions`` ("on it" unsaid): anyone's, together."""
        return replace(_base_has(_count(children), children), whose="any")

    def play_base_any_of(self, children: list[object]) -> BaseHas:
        return replace(_base_has(1, children), whose="any")

    def play_base_total_power(self, _: list[object]) -> Selector:
        raise CannotSay(
            "a base where you have a total power of N or more (the card language has no"
            " such place of a base)"
        )

    def play_at(self, children: list[object]) -> PlayAt:
        trigger = children[0]
        assert isinstance(trigger, Trigger)
        return PlayAt(trigger)

    def play_at_if(self, children: list[object]) -> PlayAt:
        trigger, condition = children
        assert isinstance(trigger, Trigger) and isinstance(condition, Condition)
        return PlayAt(trigger, (condition,))

    def special_at(self, children: list[object]) -> Effects:
        trigger, effects = children
        assert isinstance(trigger, Trigger) and isinstance(effects, tuple)
        return Effects(effects, trigger, special=True)

    def special_at_if(self, children: list[object]) -> Effects:
        """ "Before a base scores, if you have the most power there, ...": a Special's
        moment with a condition (lang-t2)."""
        trigger, condition, effects = children
        assert isinstance(trigger, Trigger) and isinstance(condition, Condition)
        assert isinstance(effects, tuple)
        _on_your_turn(condition, None)
        return Effects(effects, trigger, (condition,), special=True)


#: lang-r: the statics that keep the minions a selector names from being moved or destroyed.
_KEPT_STATICS = ("cannot-be-moved", "cannot-be-moved-here", "cannot-be-destroyed")


#: lang-r: the restrictions a list may name, each a static of its own.
_LISTED_STATICS = ("cannot-be-moved", "cannot-be-destroyed")


def _by_whose(children: list[object]) -> ProtectFrom:
    """lang-protect: "by other players' cards" or "... actions" (the last token said)."""
    words = [str(c).lower() for c in children if isinstance(c, Token)]
    return "other-players-actions" if words and words[-1] == "actions" else "other-players-cards"


def _whose_on_a_base(found: Static) -> None:
    """On a base, "your minions" (or "other players' minions") cannot be moved or destroyed
    stops (lang-r): a base is controlled by no one, and its "you" is any player it
    describes (the rule A Few Provisos), so whose minions they are is not said."""
    whose = found.target.whose if found.target is not None else "any"
    if found.kind == "cannot-be-moved" and found.protect_from == "other-players-cards":
        raise CannotSay("'by other players' cards' on a base (a base has no controller)")
    if found.protect_from in ("other-players-cards", "other-players-actions"):
        # lang-protect: a base's "you" is any player it describes: other than whom?
        raise CannotSay(
            "'by (not affected by) other players' cards or actions' on a base (a base has"
            " no controller: other players than whom?)"
        )
    if found.kind in _KEPT_STATICS and whose != "any":
        raise CannotSay(
            f"'{'your' if whose == 'you' else 'other players'}' minions on a base"
            " (a base has no controller: whose are they?)"
        )


def _actions_here(place: object) -> None:
    """ "Actions ... on this base" stops (lang-r): on the base only, or on the minions there
    too, as "here" says?"""
    if place == ("where", "here", "on"):
        raise CannotSay("actions 'on this base' (on the base only, or on its minions too?)")


def _plain_power(found: PowerFilter | None) -> bool:
    """A power filter of a number (current power), not one relative to another card."""
    return found is not None and found.value is not None and not found.printed


def _here_only(children: Sequence[object]) -> None:
    """Stop a count of minions at a place other than here (lang-c2: "on this base" is here)."""
    places = [c for c in children if isinstance(c, tuple) and c[:1] == ("where",)]
    if places != [("where", "here")]:
        raise CannotSay("a count of your minions at a place other than 'here'")


def _positive(children: Sequence[object]) -> int:
    """The count a condition says ("2 or more"): 0 ("0 or more", always) stops."""
    count = _count(children)
    if count < 1:
        raise CannotSay("a count of 0 in a condition ('no' says none)")
    return count


#: The trigger moments that are a moment of a turn themselves.
_TURN_MOMENTS = ("start-of-turn", "end-of-turn")


#: The statics the engine plays "on your turn" for: those whose effect it asks about at
#: a moment (a card's power, a base's breakpoint, a player's power, a restriction on a
#: play, a protection), so that the turn is the one at that moment.
_TURN_STATICS = (
    "power",
    "player-power",
    "breakpoint",
    "cannot-be-destroyed",
    "cannot-be-moved",
    "restrict",
    "protect",
)


def _on_a_turn(found: Static) -> bool:
    return found.condition is not None and found.condition.kind in _YOUR_TURNS


def _on_your_turn(condition: Condition, found: Static | None) -> None:
    """ "On your turn, ..." (or "During your turn, ...") before an ongoing text the engine
    asks about at each moment; before anything else (an effect, a trigger) the card stops."""
    if condition.kind not in _YOUR_TURNS:
        return
    if condition.kind == "played-this-turn" and (  # lang-time: "it" is this minion
        found is None or found.target is None or found.target.this != "self-or-host"
    ):
        raise CannotSay("'on the turn you play it' of another card than this minion")
    if found is None:
        raise CannotSay("'on your turn' before an effect (only an ongoing text says it)")
    if found.kind not in _TURN_STATICS:
        raise CannotSay(f"'on your turn' before an ongoing text of kind {found.kind!r}")


#: lang-time: the top cards of a deck of another player's, who is chosen among the others.
OTHERS_DECK_TOP = Selector(what="card", whose="other", pile="deck")
BASE_DECK_TOP = Selector(what="base", pile="base-deck")  # lang-basedeck: the bases looked at
_BASE_DECK_ENDS = ("base-deck-top", "base-deck-bottom")


_GRANT_PLACES = ("grant-at", "grant-on", "grant-left")


def _grant_placed(grant: Grant, kind: str, child: tuple[object, ...]) -> Grant:
    """lang-grantplace: ``grant`` with the place an extra play's words ``child`` say."""
    if child[0] == "grant-on":  # "on this base or on a minion here", "on a minion here"
        if kind != "action":
            raise CannotSay("an extra minion 'on a minion here'")
        ons: dict[object, GrantOn] = {
            "minion": "minion",
            "base-or-minion": "base-or-minion",
            "your-minion": "your-minion",
            "other-minion": "other-minion",
        }
        return replace(grant, here=True, on=ons[child[1]])
    if kind != "minion":
        raise CannotSay("an extra action at a base so named (on that base, or on a minion there?)")
    if child[0] == "grant-left":
        return replace(grant, left_base=True)
    at = child[1]
    assert isinstance(at, GrantAt)
    return replace(grant, at=at)


@dataclass(frozen=True)
class SameBaseGrant(Grant):
    """lang-grantplace: "an extra minion on the same base": the base of the minion the
    effect just before chose (``that_base``), resolved by :func:`_same_base` (after a
    minion moved: the same as which?). A marker that never leaves this module."""


@dataclass(frozen=True)
class SameBase(Selector):
    """ "on the same base" (lang-s): the base of the minion the effect just before chose
    (``where: that-base``), or, of a group with no minion chosen before, one base for
    them all (``where: chosen-base``); resolved by :func:`_same_base`, and where both
    could be meant (a group after a minion chosen) the card stops. A marker that never
    leaves this module."""


def _same_base(effects: Sequence[Effect], chooser: Effect | None = None) -> tuple[Effect, ...]:
    """``effects`` with each "on the same base" (:class:`SameBase`) said as what it means
    (``chooser``: the effect whose "If you do" they are)."""
    out = []
    for index, found in enumerate(effects):
        last = chooser if index == 0 else effects[index - 1]
        before = last is not None and _chooses_a_minion(last)
        s = found.target
        if isinstance(s, SameBase) and before and last is not None and last.verb == "move":
            raise CannotSay("'on the same base' after a minion moved (the same as which?)")
        if isinstance(found.grant, SameBaseGrant):  # lang-grantplace
            if not before or last is None:
                raise CannotSay("an extra minion 'on the same base' with no minion chosen before")
            if last.verb == "move":
                raise CannotSay("'on the same base' after a minion moved (the same as which?)")
            given = Grant(**{f.name: getattr(found.grant, f.name) for f in fields(Grant)})
            found = replace(found, grant=replace(given, that_base=True))
        if isinstance(s, SameBase):
            plain = Selector(**{f.name: getattr(s, f.name) for f in fields(s)})
            group = _a_group(plain.quantifier)
            if before and group:
                raise CannotSay(
                    "'on the same base' of a number of cards after a minion chosen (one base"
                    " for them all, or that minion's?)"
                )
            if not before and not group:
                raise CannotSay("'on the same base' of one card with no minion chosen before")
            if not before and plain.quantifier.kind == "each":  # the same as which? ("one base")
                raise CannotSay("'each ... on the same base' with no minion chosen before")
            found = replace(
                found, target=replace(plain, where="that-base" if before else "chosen-base")
            )
        found = replace(found, then=_same_base(found.then, found))
        if _said_same_base((found.effects, found.others, found.options, found.cost)):
            raise CannotSay("'on the same base' inside another effect")
        out.append(found)
    return tuple(out)


#: lang-its: "its power" in a power filter, until :func:`_its_power` says whose
_ITS = "its"


@dataclass(frozen=True)
class ItsPower(PowerFilter):
    """ "with less power than its power" (lang-its): compared with this minion's power (on
    a minion, no minion chosen before) or with that minion's (the one the effect before
    chose, on an action); resolved by :func:`_its_power`, anywhere else the card stops. A
    marker that never leaves this module."""


def _compared_with(compare: Compare, of: str) -> PowerFilter:
    """A power filter comparing with the card ``of`` names ("its": :class:`ItsPower`)."""
    if of == _ITS:
        return ItsPower(compare)
    return PowerFilter(compare, of=of)  # type: ignore[arg-type]


def _its_power(effects: Sequence[Effect], *, mine: bool) -> tuple[Effect, ...]:
    """``effects`` with each target's "its power" (:class:`ItsPower`) said as whose: of an
    ability of a minion's with no trigger (``mine``: no card a moment names) and no minion
    chosen just before, this minion's; after one chosen, of an ability of no minion's (or
    a trigger's), that minion's; else the card stops."""
    out = []
    for index, found in enumerate(effects):
        power = found.target.power if found.target is not None else None
        if isinstance(power, ItsPower):
            assert found.target is not None
            before = index > 0 and _chooses_a_minion(effects[index - 1])
            if before and mine:
                raise CannotSay("'its power' after a minion chosen (this minion's, or that one's?)")
            if not before and not mine:
                raise CannotSay("'its power' of no minion (whose?)")
            plain = PowerFilter(power.compare, of="chosen" if before else "self-or-host")
            found = replace(found, target=replace(found.target, power=plain))
        out.append(found)
    if _holds(ItsPower, out):
        raise CannotSay("'its power' inside another effect, or of no target (whose?)")
    return tuple(out)


#: lang-its: the verbs that leave the one minion they chose in play, for "it" after them
_KEEPS_IN_PLAY = ("power", "move", "place-counters", "remove-counters")


def _chose_one_in_play(effect: Effect) -> bool:
    """lang-its: whether ``effect`` chose one minion in play and left it there."""
    return _chooses_a_minion(effect) and effect.verb in _KEEPS_IN_PLAY and not effect.optional


@dataclass(frozen=True)
class ItsBase(Selector):
    """ "for each minion on its base" (lang-its): at the base of the minion the effect
    gives the power to (``where: target-base``), or of the one the effect just before chose
    (``where: that-base``); resolved by :func:`_its_base`, and where both could be meant
    the card stops. A marker that never leaves this module."""


def _its_base(effects: Sequence[Effect], chooser: Effect | None = None) -> tuple[Effect, ...]:
    """``effects`` with each amount "for each ... on its base" (:class:`ItsBase`) said as
    what it means (``chooser``: the effect whose "If you do" they are)."""
    out = []
    for index, found in enumerate(effects):
        last = chooser if index == 0 else effects[index - 1]
        per = found.amount.per if found.amount is not None else None
        if isinstance(per, ItsBase):
            before = last is not None and _chooses_a_minion(last)
            s = found.target or Selector()
            own = found.verb == "power" and s.what == "minion" and s.pile == "play"
            if own and before and s.this != "chosen":  # (that minion's: the same base)
                raise CannotSay(
                    "'on its base' after a minion chosen (the base of the minion that gets"
                    " the power, or of the one chosen before?)"
                )
            if not own and not before:
                raise CannotSay("'for each ... on its base' of no minion (whose base?)")
            plain = Selector(**{f.name: getattr(per, f.name) for f in fields(per)})
            plain = replace(plain, where="target-base" if own else "that-base")
            assert found.amount is not None
            found = replace(found, amount=replace(found.amount, per=plain))
        found = replace(found, then=_its_base(found.then, found))
        if _holds(ItsBase, (found.effects, found.others, found.options, found.cost)):
            raise CannotSay("'for each ... on its base' inside another effect")
        out.append(found)
    return tuple(out)


def _other_than_which(effects: Sequence[Effect]) -> None:
    """Stop a power given to another minion than this card "for each other minion" (not
    said "on its base"): other than this card, or than the minion that gets the power?"""
    for found in walk(effects):
        per = found.amount.per if found.amount is not None else None
        given = found.target.this if found.target is not None else None
        other = per is not None and per.other and per.where != "target-base"
        if found.verb == "power" and other and given != "self-or-host":
            raise CannotSay(
                "'for each other minion' of a power another minion gets (other than this"
                " card, or than the minion that gets it?)"
            )


def _holds(kind: type, value: object) -> bool:
    """Whether ``value`` holds a value of ``kind`` (a marker not resolved)."""
    if isinstance(value, kind):
        return True
    if isinstance(value, tuple | list):
        return any(_holds(kind, item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_holds(kind, getattr(value, f.name)) for f in fields(value))
    return False


def _says_other_there(value: object) -> bool:
    """Whether ``value`` selects "other" cards "on that base" (lang-s)."""
    if isinstance(value, Selector) and value.where == "that-base" and value.other:
        return True
    if isinstance(value, tuple | list):
        return any(_says_other_there(item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_says_other_there(getattr(value, f.name)) for f in fields(value))
    return False


def _said_same_base(value: object) -> bool:
    """Whether ``value`` holds an "on the same base" not resolved (lang-s)."""
    if isinstance(value, SameBase | SameBaseGrant):
        return True
    if isinstance(value, tuple | list):
        return any(_said_same_base(item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_said_same_base(getattr(value, f.name)) for f in fields(value))
    return False


@dataclass(frozen=True)
class UntilYourTurnEnds(Duration):
    """ "until the end of your turn" (lang-c2): the end of the turn, where the effect always
    happens on your turn (:meth:`_Card._your_turn_ends`); played on another player's turn
    (a Special, a trigger on their turn) it would last until the end of your next turn,
    which the engine does not time: there the card stops. A marker that never leaves this
    module."""


def _until_yours(effect: Effect) -> bool:
    return isinstance(effect.duration, UntilYourTurnEnds)


def _ends_your_turn(said: Sentence) -> bool:
    """Whether ``said`` has an effect last "until the end of your turn"."""
    effects = said.effects if isinstance(said, Effects | IfYouDo | LookedPlaced) else ()
    return any(isinstance(e.duration, UntilYourTurnEnds) for e in walk(effects))


def _at_this_turns_end(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """``effects`` with "until the end of your turn" as the end of the turn (the default,
    unsaid in the values: one meaning, one value)."""
    return tuple(
        replace(
            e,
            duration=None if isinstance(e.duration, UntilYourTurnEnds) else e.duration,
            effects=_at_this_turns_end(e.effects),
            others=_at_this_turns_end(e.others),
            then=_at_this_turns_end(e.then),
            cost=_at_this_turns_end(e.cost),
            options=tuple(_at_this_turns_end(o) for o in e.options),
        )
        for e in effects
    )


@dataclass(frozen=True)
class It(Selector):
    """ "it": the card a trigger's moment names ("when this minion is destroyed, ...",
    "after you play an action that directly affects this minion, it ..."), resolved by
    :func:`_resolve_it`; anywhere else the card stops (which card "it" is depends on the
    sentence before). A marker that never leaves this module."""


@dataclass(frozen=True)
class ItSelf(It):
    """lang-selfongoing: "it" as the subject of an ongoing text ("Ongoing: If you have the
    most power here, it cannot be destroyed."): with no moment, this card, on a minion
    only (:meth:`_Card._it_this_minion`); anywhere else the card stops. A marker that
    never leaves this module."""


#: The trigger moments whose words name this card, which "it" then stands for.
_NAMES_THIS_CARD = ("destroyed", "goes-to-discard")


@dataclass(frozen=True)
class Back(It):
    """ "it" in "place it back into your hand": this card, back from the discard pile a
    goes-to-discard trigger saw it go to, resolved by :func:`_put_back`; anywhere else
    the card stops (as every "it" no trigger resolved). A marker that never leaves this
    module."""


def _put_back(
    trigger: Trigger, effects: tuple[Effect, ...], conditions: tuple[Condition, ...]
) -> tuple[tuple[Effect, ...], tuple[Condition, ...]]:
    """``effects`` with "place it back into your hand" as this card placed into your hand
    while it is in your discard pile (``in-discard``: once it has left, nothing is put
    back), after "when this minion goes to the discard pile"; after another moment
    "back" says nothing the grammar holds: the card stops."""
    backs = [e for e in effects if isinstance(e.target, Back)]
    if not backs:
        return effects, conditions
    if trigger.moment != "goes-to-discard" or len(effects) != 1:
        raise CannotSay("'place it back' other than alone after it goes to the discard pile")
    this_card = Selector(what="card", this="self")
    return (replace(backs[0], target=this_card),), (*conditions, Condition("in-discard"))


@dataclass(frozen=True)
class DestroyedIt(It):
    """lang-e2: "it" of "place it on the bottom of its owner's deck": the minion a trigger
    says was destroyed, in its owner's discard pile (``this: event``, ``pile: discard``),
    resolved by :func:`_resolve_it` only after a minion is destroyed; anywhere else the
    card stops (as for any "it"). A marker that never leaves this module."""


@dataclass(frozen=True)
class TheirDestroyedIt(DestroyedIt):
    """lang-e2: "it" of "place it into their hand": the minion destroyed, said only of its
    owner ("its owner may place it into their hand", resolved by
    :meth:`_Sentences.its_player_triggered`); anywhere else the card stops."""


#: lang-e2: what a :class:`DestroyedIt` stands for: the minion destroyed, while it is in
#: its owner's discard pile.
DESTROYED_IN_DISCARD = Selector(this="event", pile="discard")


def _destroyed_it(effects: tuple[Effect, ...], *, theirs: bool) -> tuple[Effect, ...]:
    """``effects`` with each "it" of the minion destroyed (and, ``theirs``, "it" of "into
    their hand") as that minion in its owner's discard pile."""
    kinds = DestroyedIt if theirs else (DestroyedIt,)
    return tuple(
        replace(e, target=DESTROYED_IN_DISCARD)
        if isinstance(e.target, kinds) and (theirs or not isinstance(e.target, TheirDestroyedIt))
        else e
        for e in effects
    )


@dataclass(frozen=True)
class Those(Selector):
    """ "those minions": the minions a trigger on an action that directly affects some of
    yours names, resolved by :func:`_resolve_it`; anywhere else the card stops. A marker
    that never leaves this module."""


#: lang-owner: the effects on one card in play after which "its owner" is that card's
#: owner (each returns the card it chose to the effects after it); after those of
#: :data:`_STAYS_IN_PLAY` the card is still in play, and so has a controller
_OWNED_AFTER = frozenset({"destroy", "return", "power", "move", "place-counters"})


def _done(said: Sequence[object]) -> tuple[Effect, ...]:
    """What a third-person subject does ("the winner gains 1 VP and draws a card"): the
    effects, in order, without the "and" between them."""
    return tuple(e for e in said if isinstance(e, Effect))


def _resolve_it(trigger: Trigger, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """``effects`` with each "it" as the card ``trigger`` names (this minion), and each
    "those minions" as the minions it names (``this: affected``, as the reader fills it)."""
    group = AFFECTED_GROUPS.get(str(trigger.affects))
    if group is not None:
        those = replace(group, this="affected")
        effects = tuple(
            replace(e, target=those) if isinstance(e.target, Those) else e for e in effects
        )
    if trigger.moment == "minion-destroyed":  # lang-e2: "place it ...": the minion destroyed
        return _destroyed_it(effects, theirs=False)
    if _names_the_played_minion(trigger):
        return tuple(_event_for_it(e) for e in effects)
    if trigger.affects != "self" and trigger.moment not in _NAMES_THIS_CARD:
        return effects
    return tuple(_this_for_it(e) for e in effects)


def _instead_of_discard(
    trigger: Trigger, effects: tuple[Effect, ...], conditions: tuple[Condition, ...]
) -> Effects:
    """lang-instead: "After this base scores, you may move this minion to another base
    instead of the discard pile.": a replacement of this minion's going to the discard
    pile with the cards of its base (``would-go-to-discard``), said alone, with no
    condition, after this base's scoring only ("you may": the replacement's)."""
    if trigger != Trigger("after-scoring", here=True) or conditions or len(effects) != 1:
        raise CannotSay(
            "'instead of the discard pile' other than alone after 'After this base scores'"
        )
    (said,) = effects
    plain = Effect(**{f.name: getattr(said, f.name) for f in fields(Effect)})
    assert plain.target is not None
    found = Trigger("would-go-to-discard", may=plain.optional, replaces=plain.target)
    if plain.target.this is None:  # a base's "minions here go to ...": each, by its owner
        found = replace(found, for_="event-owner")
        plain = replace(plain, target=Selector(this="event"))
    return Effects((replace(plain, optional=False),), found)


def _in_play_it(effect: Effect) -> Effect:
    """lang-instead: "it" of "place it on the bottom of its owner's deck" in a replacement:
    the card that would be destroyed, still in play (not the one destroyed, in the discard
    pile: it is not destroyed); "place it into their hand" (whose?) is left to stop."""
    if isinstance(effect.target, DestroyedIt) and not isinstance(effect.target, TheirDestroyedIt):
        return replace(effect, target=Selector(this="event"))
    return effect


def _replaced_card(found: object) -> Selector:
    """lang-instead: the cards whose destruction a replacement replaces: this minion (the
    minion this card is on), this card, or one minion a selector names ("another of your
    minions here", "one of your minions", "a minion of power 2 or less here"), each one
    at a time as it would be destroyed. Anything else stops."""
    if not isinstance(found, Selector) or isinstance(found, It | Those | Theirs | SameBase):
        raise CannotSay(
            "a replacement of the destruction of a group, or of a card named before (one"
            " card at a time: 'this minion', 'another of your minions here')"
        )
    if found.this is not None:
        if found.this not in ("self", "self-or-host") or found.what not in ("minion", "card"):
            raise CannotSay("a replacement of the destruction of a card other than this one")
        return found
    if found.quantifier != Quantifier():
        raise CannotSay("'up to N', 'each' or 'all' minions that would be destroyed")
    if found.what != "minion" or found.pile != "play":
        raise CannotSay("a replacement of the destruction of cards other than minions in play")
    if found.where not in ("anywhere", "here"):
        raise CannotSay("a replacement of the destruction of minions on a base other than here")
    if found.superlative is not None or found.on is not None or found.affects is not None:
        raise CannotSay("a replacement of the destruction of 'the' minion (which, when?)")
    return found


def _names_the_played_minion(trigger: Trigger) -> bool:
    """Whether the trigger's moment is a minion's play ("after you play a minion here"),
    which "it" then stands for (``this: event``); lang-moves: or a minion moved (in play
    at the base it went to: "after you move a minion here, destroy it")."""
    if trigger.moment == "minion-moved":
        return True
    return trigger.moment == "after-play" and trigger.affects is None and trigger.played == "minion"


def _event_for_it(effect: Effect) -> Effect:
    if isinstance(effect.target, It) and not isinstance(effect.target, DestroyedIt):
        return replace(effect, target=Selector(this="event"))
    return effect


def _this_for_it(effect: Effect) -> Effect:
    if isinstance(effect.target, It) and not isinstance(effect.target, DestroyedIt):
        return replace(effect, target=Selector(this="self-or-host"))
    return effect


@dataclass(frozen=True)
class Theirs(Selector):
    """ "one of their minions": the cards of the player an effect's subject names ("each
    player destroys one of their minions"), their "your"; taken as such by :func:`_theirs`
    under such a subject, and anywhere else the card stops. A marker that never leaves
    this module."""


def _as_theirs(found: Selector | None) -> Theirs:
    """lang-e2: ``found`` (of "your" piles) as of the subject's own ("their")."""
    assert found is not None
    return Theirs(**{f.name: getattr(found, f.name) for f in fields(found)})


def _theirs(target: object) -> Selector:
    """``target`` of an effect whose subject is a player: "their" is that player's."""
    if isinstance(target, Theirs):
        return Selector(**{f.name: getattr(target, f.name) for f in fields(target)})
    if not isinstance(target, Selector):
        raise CannotSay("a plural target without a quantifier ('destroy minions')")
    return target


def _says_it(said: Effects) -> bool:
    """Whether an "it" (or "those minions") is left that no trigger resolved."""
    return any(isinstance(e.target, It | Those) for e in walk(said.effects))


def _says_their(said: Effects) -> bool:
    """Whether a "their" is left that no subject other than "you" took."""
    return any(isinstance(e.target, Theirs) for e in walk(said.effects))


@dataclass(frozen=True)
class Per:
    """``for each <minion>``: what an amount is multiplied by (its ``per``)."""

    selector: Selector


@dataclass(frozen=True)
class PerPlayers:
    """``for each (other) player ...`` (lang-its): an amount's players counted. A marker
    that never leaves this module."""

    which: PerPlayer


@dataclass(frozen=True)
class TheirPer(Per):
    """``for each of their minions``: a :class:`Per` of the player a third-person subject
    names, taken as theirs ("you" in their effect) by :func:`_their_per` (lang-f2). A
    marker that never leaves this module."""


def _their_per(children: Sequence[Any]) -> list[Any]:
    """``children`` of a third-person effect, "for each of their ..." as that player's own."""
    return [
        Per(c.selector)
        if isinstance(c, TheirPer)
        else PerPower(c.count)
        if isinstance(c, PerPower)
        else c
        for c in children
    ]


@dataclass(frozen=True)
class PerPower:
    """``for every 5 power you (they) have here`` (lang-third): a VP gain's multiplier, the
    whole ``count``s of its player's total power here; ``theirs``: of a third-person
    subject, until :func:`_their_per` takes it so. A marker that never leaves this module."""

    count: int
    theirs: bool = False


def _power_of_power(found: Amount) -> None:
    """Power for each base where you have the most power stops (lang-c): that power would
    count itself (its players' power totals are of the minions it gives power to)."""
    if found.per is not None and found.per.where == "base-where-most-power":
        raise CannotSay("power for each base where you have the most power (it counts itself)")


def _per(found: Amount, children: Sequence[object]) -> Amount:
    """``found``, for each minion a ``for each`` among ``children`` names (if one is); or
    for each card an effect before did something to (lang-results: "for each card
    discarded", a :class:`PendingResult` until the card knows which effect)."""
    done = [c for c in children if isinstance(c, DonePer)]
    if done:
        return replace(found, result=done[0].pending())
    if any(isinstance(c, PerPower) for c in children):  # lang-third: a VP gain's only
        raise CannotSay("'for every N power you have here' of another amount than VPs")
    players = [c for c in children if isinstance(c, PerPlayers)]
    if players:  # lang-its
        return replace(found, per_player=players[0].which)
    per = [c for c in children if isinstance(c, Per)]
    if any(isinstance(c, TheirPer) for c in per):  # lang-f2
        raise CannotSay("'for each of their ...' of a player the sentence does not name")
    return replace(found, per=per[0].selector) if per else found


def _base_rank_fits(found: Selector, *, plural: bool) -> None:
    """lang-extremes: a power ranked at its base is said of minions in play, with no other
    power filter and no superlative."""
    if found.base_rank is None:
        return
    if found.what != "minion" or found.pile != "play" or found.this is not None:
        raise CannotSay("a power ranked 'on its base' of other than minions in play")
    if found.power is not None or found.superlative is not None:
        raise CannotSay("a power ranked 'on its base' beside another power filter")
    del plural


def _tie_broken(effect: Effect, tie: TieBreak, *, subject: bool = False) -> Effect:
    """lang-extremes: ``effect`` with the tie-break ``tie`` on its superlative's target
    (the one effect a subject does, if ``effect`` is "each player ..."): "you choose" only
    of your own effect (another player's "you" is theirs); an owner's (controller's)
    choice only among one player's minions ("your", "their", "each player's"): of anyone's,
    two players' tied minions have no one chooser the card says."""
    s = effect.target
    if effect.verb == "each" and len(effect.effects) == 1 and s is None and not subject:
        return replace(effect, effects=(_tie_broken(effect.effects[0], tie, subject=True),))
    if s is None or s.superlative is None or s.tie is not None:
        raise CannotSay("a tie-break said of an effect with no 'highest (lowest) power' target")
    if tie == "you" and subject:
        raise CannotSay("'(you choose in case of a tie)' of another player's effect")
    if tie != "you" and s.whose != "you" and s.most_per != "player":
        raise CannotSay(
            f"'({tie}'s choice in case of a tie)' of anyone's minions: two players' tied"
            " minions, which one chooses?"
        )
    return replace(effect, target=replace(s, tie=tie))


def _untied(abilities: Sequence[Ability]) -> bool:
    """lang-extremes: an effect on the highest (lowest) power minion says no tie-break:
    the rules (data/rules: the glossary, the provisos) do not say who chooses among tied
    minions, so the card must; unless they are all the effect's player's own ("your",
    "their" after a player subject), whom every tie-break names alike."""
    return any(
        e.target is not None
        and e.target.superlative is not None
        and e.target.tie is None
        and e.target.whose != "you"
        for a in abilities
        for e in walk(a.effects)
    )


def _superlative_fits(found: Selector, *, plural: bool, quantified: bool) -> None:
    """A superlative said of one card, "the" one or "your" one, in play (lang-c)."""
    if found.most_per is not None and found.superlative is None:  # lang-extremes
        raise CannotSay("'each player's' or 'on each base' said of other than a superlative")
    if found.superlative is None:
        return
    others = found.whose == "other" and found.most_per == "player"  # "each other player's"
    if found.most_per is not None and not (found.whose == "any" or others):
        raise CannotSay("one of each player's (each base's) said of 'your' (another player's)")
    if plural or quantified or (found.whose == "other" and not others):
        raise CannotSay("'with the highest (lowest) power' after other than 'the' or 'your'")
    if found.what != "minion" or found.power is not None or found.where == "chosen-base":
        raise CannotSay("'with the highest (lowest) power' of other than minions in play")


@dataclass(frozen=True)
class DonePer:
    """lang-results: ``for each card discarded`` (``verb``), ``for each player who does
    not`` (``counts``): what an amount counts of what an effect before did. A marker that
    never leaves this module."""

    what: What = "card"
    verb: Verb = "each"
    counts: ResultCounts = "cards"
    by_you: bool = False  # lang-counted: "for each card you discarded"

    def pending(self) -> PendingResult:
        return PendingResult(-1, self.verb, self.what, self.counts, by_you=self.by_you)


@dataclass(frozen=True)
class PendingResult(Result):
    """lang-results: a :class:`Result` whose effect is not known yet (-1): the card
    (:meth:`_Card._results`) makes it the effect's position, or stops; ``any_verb``: "that
    many" (of whichever verb that effect has). Never leaves this module."""

    any_verb: bool = False
    by_you: bool = False  # lang-counted: "for each card you discarded": done by you


#: lang-results: the verbs of the participles "for each card discarded" says.
_DONE_VERBS: dict[str, Verb] = {
    "discarded": "discard",
    "destroyed": "destroy",
    "returned": "return",
    "placed": "place",
    "shuffled": "shuffle",
    "moved": "move",
    "drawn": "draw",
}
#: lang-results: the verbs an amount counting what an effect before did may be of (those
#: whose head does its amount: a number of cards, VPs, power; an extra play, N times).
_COUNTED: frozenset[Verb] = frozenset({"draw", "gain-vp", "power", "play", "place-counters"})
#: ... and of those after "For each card discarded, ...": cards, VPs, an extra play.
_COUNTED_FIRST: frozenset[Verb] = frozenset({"draw", "gain-vp", "play"})


def _pending(effect: Effect) -> PendingResult | None:
    """lang-results: the amount of ``effect`` that counts an effect not known yet (or the
    power its target is compared with)."""
    found = effect.amount.result if effect.amount is not None else None
    power = effect.target.power if effect.target is not None else None
    if power is not None and isinstance(power.result, PendingResult):
        return power.result
    return found if isinstance(found, PendingResult) else None


def _with_result(effect: Effect, result: Result) -> Effect:
    """lang-results: ``effect`` with its pending result (of its amount, or of its target's
    power) made ``result``."""
    power = effect.target.power if effect.target is not None else None
    if effect.target is not None and power is not None and isinstance(power.result, PendingResult):
        target = replace(effect.target, power=replace(power, result=result))
        return replace(effect, target=target)
    assert effect.amount is not None
    return replace(effect, amount=replace(effect.amount, result=result))


def _pending_left(abilities: CardAbilities) -> bool:
    """lang-results: whether an amount still counts an effect not known (an ongoing
    text's, one no sentence before did: "for each card discarded" of nothing)."""
    for ability in abilities.abilities:
        if any(_pending(e) for e in walk(ability.effects)):
            return True
        amounts = (s.amount for s in ability.statics)
        if any(a is not None and isinstance(a.result, PendingResult) for a in amounts):
            return True
        powers = (s.target.power for s in ability.statics if s.target is not None)
        if any(p is not None and isinstance(p.result, PendingResult) for p in powers):
            return True
    return False


def _counts_what_it_did(found: PendingResult, done: Effect, effect: Effect) -> None:
    """lang-results: stops unless ``effect``'s amount (``found``) may count what ``done``,
    the effect before it, did: the cards of its verb ("for each card discarded" after a
    discard; "that many" after any effect that acts on cards), of a kind it acts on; or
    the players of an "each" of every (other) player who did (did not) do its one effect
    on their cards. Only amounts of cards drawn, VPs, power and extra plays count (a
    target's power may be compared with it on any verb)."""
    in_amount = effect.amount is not None and effect.amount.result is found
    plays = (effect.verb == "play") != (effect.grant is not None)
    if in_amount and (effect.verb not in _COUNTED or plays):
        raise CannotSay(
            f"'for each card discarded' of an effect that it cannot count ({effect.verb})"
        )
    if in_amount and effect.grant is not None and effect.grant.immediate:
        raise CannotSay("an extra play now, for each card an effect did (one at a time, or all?)")
    if done.then or done.cost or done.condition is not None:
        raise CannotSay(
            "'for each card discarded' after an effect with 'if you do', a cost or a condition"
            " (which of them did it?)"
        )
    if found.counts != "cards":
        inner = done.effects
        of_each = done.verb == "each" and done.variant in (None, "others")
        if not of_each or len(inner) != 1 or inner[0].verb not in ("discard", "draw"):
            raise CannotSay(
                "'for each player who does (not)' other than after 'each (other) player"
                " (may) discard (draw) ...'"
            )
        return
    if found.any_verb and done.verb not in _DONE_VERBS.values():
        raise CannotSay(f"'that many' after an effect that does not act on cards ({done.verb})")
    if not found.any_verb and done.verb != found.verb:
        raise CannotSay(
            f"'for each card {_DONE_WORDS_OF[found.verb]}' after an effect that does not"
            f" {found.verb} ({done.verb})"
        )
    acted = done.target.what if done.target is not None else "card"
    if found.what != "card" and acted not in ("card", found.what):
        raise CannotSay(f"counting {found.what}s of an effect that acts on {acted}s")


_DONE_WORDS_OF: dict[Verb, str] = {verb: word for word, verb in _DONE_VERBS.items()}


@dataclass(frozen=True)
class Group:
    """A plural noun without a quantifier ("your minions here"): a group an ongoing
    text is about, which no effect may take as its target."""

    selector: Selector


@dataclass(frozen=True)
class EitherGroup:
    """``all actions or all minions``: two groups, of which the player chooses one."""

    first: Selector
    second: Selector


def _may_do(effect: Effect) -> Effect:
    """``effect`` after "you may": optional; a choice of one effect or another (lang-or: "you
    may destroy a minion or an action", a target of either kind) is ``may`` of the choice,
    as "you may X or Y" is (:func:`_said_or`): asked first, then one option, done."""
    if effect.verb == "choose" and effect.options:
        return Effect("may", effects=(effect,))
    return replace(effect, optional=True)


def _said_or(options: Sequence[Sequence[Effect]]) -> Effect:
    """lang-or: ``draw two cards or gain 1 VP``: a choice of one of two effects, said in
    one sentence (the card's player chooses, as "Choose one: ..."); "you may" before the
    first is of the choice ("you may draw two cards or gain 1 VP": one of them, or none).
    An option the engine cannot judge how much of it can be done stops (an option that
    cannot be done while another can: the rules do not say whether it may be chosen, and
    the engine stops the game there, :func:`..engine.language.effects.how_much`)."""
    if len(options) != 2:
        raise CannotSay("three or more effects joined by 'or' in one sentence")
    if any(len(option) != 1 for option in options):
        raise CannotSay("an option of two effects in an 'or' ('X or Y and Z': of which?)")
    (first,), (second,) = options
    if second.optional:
        raise CannotSay("'you may' said of the second option of an 'or' (of it alone?)")
    may, first = first.optional, replace(first, optional=False)
    for option in (first, second):
        if not can_be_judged(option):
            raise CannotSay(
                f"'{option.verb}' as an option of an 'or' (how much of it can be done now,"
                " which the rules need to say whether it may be chosen, is not judged)"
            )
    chosen = Effect("choose", options=((first,), (second,)))
    return Effect("may", effects=(chosen,)) if may else chosen


def _either(target: Selector | Group | EitherGroup, make: Callable[[Selector], Effect]) -> Effect:
    """The effect on ``target``; on a choice between two groups, a choice between the
    effect on each (``choose``)."""
    if isinstance(target, EitherGroup):
        return Effect("choose", options=((make(target.first),), (make(target.second),)))
    return make(_chosen(target))


ANOTHER_PLAYERS_HAND = Selector(what="card", whose="other", pile="hand")
YOUR_HAND = Selector(what="card", whose="you", pile="hand")


def _paid(effect: Effect) -> bool:
    """Whether ``effect`` is "X to Y" (lang-x): it has a cost, or is "you may" of one."""
    return bool(effect.cost) or (effect.verb == "may" and any(e.cost for e in effect.effects))


def _check_cost(cost: Effect) -> None:
    """Stop a cost (lang-x: "X to Y") the engine cannot check in full before paying it:
    only a fixed number of cards chosen (discard N cards from your hand; destroy or return
    one minion), each of which the cost can surely act on."""
    s = cost.target
    if cost.verb == "remove-counters":  # lang-costs2: paid only with this minion's own
        if s is None or s.this not in ("self", "self-or-host") or s.what != "minion":
            raise CannotSay(
                "a cost of removing a +1 power counter from other than this minion (whose?"
                " from which?)"
            )
        if cost.amount != Amount(1) or cost.condition is not None or cost.then or cost.cost:
            raise CannotSay("a cost of removing other than one +1 power counter")
        return
    if cost.verb not in ("discard", "destroy", "return") or s is None:
        raise CannotSay(f"a cost ('{cost.verb} ... to') other than a discard, destroy or return")
    if cost.condition is not None or cost.then or cost.cost or cost.optional or cost.amount:
        raise CannotSay("a cost with a condition, an amount or effects of its own")
    itself = cost.verb in ("destroy", "return") and s.this in ("self", "self-or-host")
    if s.quantifier.kind != "one" or (s.this is not None and not itself):
        raise CannotSay(
            "a cost of up to (any number of, all, that) cards: whether it was paid in full"
            " is not known before it is paid"
        )
    if s.where == "chosen-base":
        raise CannotSay("a cost of a minion at a base chosen first")
    if cost.variant is not None and not (cost.verb == "discard" and cost.variant == "at-random"):
        raise CannotSay(f"a cost of a '{cost.variant}' {cost.verb}")
    if cost.verb == "discard" and (s.pile != "hand" or s.whose != "you"):
        raise CannotSay("a cost of discarding other than from your hand")
    if cost.verb in ("destroy", "return") and (s.pile != "play" or s.what != "minion"):
        raise CannotSay(f"a cost that would {cost.verb} other than a minion in play")
    if cost.verb in ("destroy", "return") and s.whose != "you" and not itself:
        raise CannotSay(
            f"a cost that would {cost.verb} another player's minion (one that other players'"
            " cards cannot affect is not known to be payable)"
        )


def _from_the_hand(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """``effects`` with each "discard a card from it" (lang-k) inside the look at another
    player's hand just before it (of the cards looked at); after anything else it stops."""
    out: list[Effect] = []
    for effect in effects:
        if effect.target is None or effect.target.pile != "looked":
            out.append(effect)
            continue
        before = out[-1] if out else None
        if before is None or before.verb != "look" or before.target != ANOTHER_PLAYERS_HAND:
            raise CannotSay("'from it' not right after looking at another player's hand")
        if before.effects:
            raise CannotSay("two cards discarded from the hand looked at")
        out[-1] = replace(before, effects=(effect,))
    return tuple(out)


def _single(choice: Selector, said: str) -> None:
    """Stop ``said`` of a card chosen from a pile unless it is one card (lang-k)."""
    if choice.quantifier != Quantifier():
        raise CannotSay(said)


def _holds_played_at(abilities: Sequence[Ability]) -> bool:
    """lang-playedhere: an effect's target says where a minion was played this turn."""
    return any(
        e.target is not None and e.target.played_at is not None
        for a in abilities
        for e in walk(a.effects)
    )


def _this_and_played_here(abilities: Sequence[Ability]) -> bool:
    """lang-playedhere: one ability names this minion and (not "other") minions played
    here this turn, which this minion, played here this turn, is one of."""
    for ability in abilities:
        targets = [e.target for e in walk(ability.effects) if e.target is not None]
        if any(t.this in ("self", "self-or-host") for t in targets) and any(
            t.played_at == "here" and not t.other for t in targets
        ):
            return True
    return False


def _played_where(found: Selector, at: object) -> Selector:
    """lang-playedhere: ``found`` played this turn here (on another base): of minions in
    play, said once, not with "played this turn" or "moved" too."""
    if found.what != "minion" or found.pile != "play":
        raise CannotSay("'played here (on another base) this turn' of other than minions in play")
    if found.played_at is not None or found.played_this_turn or found.moved is not None:
        raise CannotSay("where a minion was played said twice, or with 'moved'")
    return replace(found, played_at="here" if at == "here" else "another-base")


def _moved(found: Selector, when: object, here: object) -> Selector:
    """lang-moved: ``found`` moved (here): one filter, of a minion, the place said once."""
    if found.moved is not None or found.what != "minion" or found.pile != "play":
        raise CannotSay("'moved' of other than minions in play, or said twice")
    if here and found.where != "anywhere":
        raise CannotSay("'moved here' with another place said too")
    moved = replace(found, moved="this-turn" if when == "this-turn" else "there")
    return replace(moved, where="here") if here else moved


def _one_name(found: Selector, name: str) -> str:
    """``named X`` said once of a card (lang-k): a second name ("named X named Y") stops."""
    if found.name is not None or found.name_of is not None:
        raise CannotSay("two names said of one card")
    return name


def _one_name_of(found: Selector, which: This) -> This:
    """``with the same name as that minion`` (lang-name), said once of a card, and not
    beside ``named X``."""
    if found.name is not None or found.name_of is not None:
        raise CannotSay("two names said of one card")
    return which


def _chosen(target: Selector | Group | EitherGroup) -> Selector:
    """An effect's target: a plural without a quantifier is not one."""
    if isinstance(target, Group):
        raise CannotSay("a plural target without a quantifier ('destroy minions')")
    if isinstance(target, EitherGroup):
        raise CannotSay("a choice between two groups for this verb")
    return target


def _no_titan_power(found: Selector) -> None:
    """Stop power given to a titan: "Titans do not have power" (the rule Titans; its
    controller's power there is "You have +N power here") (lang-d)."""
    if found.what == "titan":
        raise CannotSay("power of a titan (titans do not have power)")


#: This card, as ``stasis: N`` puts it in stasis (lang-d).
_THIS_CARD = Selector(what="card", this="self")


def _in_stasis(found: Selector, counters: int) -> Effect:
    """The cards ``found`` names put in stasis with ``counters`` stasis counters: this
    card, this minion, or minions in play (lang-d). A titan, a card of a pile, or a
    minion named by other than a choice or this card stops the card."""
    if found.this is not None and found != _THIS_CARD and found.this != "self-or-host":
        raise CannotSay(f"{found.this!r} put in stasis")
    if found.this is None and (found.what != "minion" or found.pile != "play"):
        raise CannotSay("a card other than a minion in play put in stasis")
    if found.where not in ("anywhere", "here"):
        raise CannotSay(f"a minion {found.where} put in stasis")
    return Effect("stasis", target=found, amount=Amount(counters))


# ------------------------------------------------------------------ a card's sentences assembled

_TO_SENTENCES = _Sentences()


#: lang-e2: the kinds of card a pile's cards are chosen by ("up to 3 minions").
_KINDS_IN_PILES: tuple[What, ...] = ("card", "minion", "action")


def _some(quantity: Quantifier, noun: object) -> Selector:
    """lang-e2: ``up to 2 cards``, ``any number of Madness cards``: the noun's number
    agrees ("up to 1 card", "up to 2 cards"; "any number of" a plural)."""
    assert isinstance(noun, tuple)
    what, plural = noun
    agrees = plural if quantity.kind == "any-number" else plural == (quantity.count != 1)
    if not agrees:
        raise CannotSay("the noun's number does not agree with its quantifier")
    return Selector(what=what, quantifier=quantity)


@dataclass(frozen=True)
class RevealedKind:
    """lang-results: ``any minions revealed``: each card of a kind among those revealed. A
    marker that never leaves this module."""

    what: What
    quantifier: Quantifier = Quantifier("each")  # lang-reveal2: "any number of" them
    name: str | None = None  # lang-piles: "any cards named X revealed"


def _looked_some(
    some: Quantifier | RevealedKind, where: Destination | tuple[Destination, bool]
) -> Effect:
    """:func:`_looked`, or (lang-results) each card of a kind among them."""
    if isinstance(some, Quantifier):
        return _looked(some, where)
    placed = _looked(some.quantifier, where)
    assert placed.target is not None
    return replace(placed, target=replace(placed.target, what=some.what, name=some.name))


def _looked(quantifier: Quantifier, where: Destination | tuple[Destination, bool]) -> Effect:
    """Cards looked at (``pile: looked``), as many as ``quantifier`` says, put ``where``
    (on a deck: with whether "in any order" is said). Several cards put back on top in
    no order said stop the card (in the order they were? the engine cannot tell); one
    card "in any order" too."""
    if isinstance(where, tuple):
        where, any_order = where
    else:
        any_order = False
    several = quantifier != Quantifier()
    if any_order and not several:
        raise CannotSay("one card looked at placed 'in any order'")
    if where.kind in ("deck-top", "base-deck-top") and several and not any_order:
        raise CannotSay("cards looked at back on top of the deck, in no order said")
    target = Selector(what="card", pile="looked", quantifier=quantifier)
    variant: Literal["any-order"] | None = "any-order" if any_order else None
    return Effect("place", target=target, amount=Amount(1), destination=where, variant=variant)


def sentence(clause: Clause, tree: Tree[Token], *, chosen: bool = False) -> Sentence | TwoMoments:
    """What ``clause`` says, or :class:`ClauseError` if the card grammar cannot say it
    (``chosen``: the sentence before chose a card, which "it" may name)."""
    _either_targets_taken(clause, tree)
    try:
        found = _TO_SENTENCES.transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, CannotSay):
            raise ClauseError(clause, CANNOT_SAY, str(error.orig_exc)) from error
        raise
    assert isinstance(found, Sentence | TwoMoments)
    for said in (found.first, found.second) if isinstance(found, TwoMoments) else ():
        if _says_their(said) or _says_it(said) and not chosen:  # lang-twomoments
            raise ClauseError(clause, CANNOT_SAY, "'their' or 'it' after two moments (whose?)")
    if isinstance(found, Effects) and _says_their(found):
        raise ClauseError(clause, CANNOT_SAY, "'their' of a player the sentence does not name")
    if isinstance(found, Effects) and _says_it(found) and not chosen:
        raise ClauseError(
            clause, CANNOT_SAY, "'it' (which card it is depends on the sentence before)"
        )
    return found


#: lang-or: the rules whose target may be one card of either of two kinds ("destroy a
#: minion or an action"): those that play it as a choice of the effect on each.
_EITHER_TARGET_TAKEN = frozenset({"destroy", "return_"})


def _either_targets_taken(clause: Clause, tree: Tree[Token]) -> None:
    """Stop ``clause`` if a target of two kinds ("a minion or an action") is anything but
    the target of a destruction or a return (lang-or)."""
    for sub in tree.iter_subtrees():
        for child in sub.children:
            taken = sub.data in _EITHER_TARGET_TAKEN
            if isinstance(child, Tree) and child.data == "either_target" and not taken:
                raise ClauseError(
                    clause,
                    CANNOT_SAY,
                    "a card of either of two kinds ('a minion or an action') other than"
                    " as what is destroyed or returned",
                )


class _Card:
    """The abilities of one card, gathered sentence by sentence in printed order."""

    def __init__(self, card_type: str) -> None:
        self.card_type = card_type
        self.abilities: list[Ability] = []
        self.modifier: ModifierOf | None = None
        self.choosing_base: tuple[Clause, ChooseBase] | None = None
        #: lang-there: the sentence after "Choose a base." last said "there" of it, and the
        #: timing of the ability it went to (the next sentence's "there" is that base too)
        self.at_chosen_base: tuple[Clause, Timing] | None = None
        self.choosing_target: tuple[Clause, Selector] | None = None  # "Choose a minion."
        self.choosing_player: tuple[Clause, ChoosePlayer] | None = None  # "Choose a player."
        self.returned: Clause | None = None  # "Return ... to your hand", until "play it again"
        #: The clause that added one effect last, and the ability it went to (its last).
        self.one_effect: tuple[Clause, int] | None = None
        self.last_section: str | None = None  # the section of the clause added last
        self.after_if = False  # the clause added last said "If you do, ..."
        self.instead_of: tuple[PlayInstead, ...] = ()  # a titan's "Instead of your regular ..."
        self.turn_play: TurnPlay | None = None  # lang-t2: a titan's "On your turn, ..."
        self.your_turn_ends: Clause | None = None  # lang-c2: "until the end of your turn"
        #: lang-specials: "You can only use one X's ability ...", and how many abilities
        #: the card had then (none may follow: which would it limit?)
        self.limited: tuple[Clause, int] | None = None
        #: lang-specials: "You can only play this card if ...", and the clause that said it
        self.play_if: tuple[Clause, Condition] | None = None
        #: lang-playonly: where the card itself may be played, and the clause that said it
        self.play_at: tuple[Clause, Selector] | None = None

    def of_special(self) -> bool:
        """Whether the card has a Special (lang-c2: it may be played on another's turn)."""
        return any(ability.timing == "special" for ability in self.abilities)

    def on_a_base(self) -> bool:
        """Whether "this base" is the base this card is on, which "here" names: a
        minion's, a titan's, a base's own, an action's played on a base."""
        return self.card_type in ("minion", "base", "titan") or self.modifier in _ON_BASES

    def _it_this_minion(self, clause: Clause, said: Sentence) -> Sentence:
        """lang-selfongoing: ``said`` with "it", the subject of an ongoing text, as this
        minion: on a minion's own Ongoing text (no moment, no card chosen before); on
        another card (this action, or the minion it is on?) or section the card stops."""
        if not _holds(ItSelf, said):
            return said
        if not isinstance(said, Statics) or clause.section != "ongoing":
            raise CannotSay("'it' as the subject of an ongoing text outside an Ongoing: text")
        if self.card_type != "minion":
            raise CannotSay(
                f"'it' in an ongoing text on this {self.card_type} (this card, or the minion"
                " it is on?)"
            )
        if self.choosing_target is not None:
            raise CannotSay("'it' in an ongoing text after a card chosen (which card?)")
        this = Selector(this="self-or-host")
        parts = tuple(
            replace(s, target=this) if isinstance(s.target, ItSelf) else s for s in said.all
        )
        if _holds(ItSelf, parts):
            raise CannotSay("'it' in an ongoing text other than as its subject")
        return Statics(parts[0], parts[1:])

    def add(self, clause: Clause, said: Sentence | TwoMoments) -> None:
        """Add what ``clause`` says to the card's abilities."""
        if isinstance(said, TwoMoments):
            self._two_moments(clause, said)
            return
        if isinstance(said, LimitByName):
            self._limit_by_name(clause, said)
            return
        if isinstance(said, PlayIf):
            self._play_if(clause, said)
            return
        if isinstance(said, PlayedAsUsualToo):
            self._played_as_usual_too(clause, said)
            return
        if isinstance(said, PlayOnly):  # lang-playonly
            self._play_only(clause, said)
            return
        if self.play_if is not None and self.play_if[0].number != 1:  # (lang-playonly: or first)
            raise CannotSay("more after 'You can only play this card ...' (said last)")
        if self.play_at is not None and self.play_at[0].number != 1 and self.card_type == "minion":
            raise CannotSay("more after 'Play this minion only on ...' (said first or last)")
        if isinstance(said, ChoosePlayer):
            self._choose_player(clause, said)
            return
        said = self._it_this_minion(clause, said)  # lang-selfongoing
        chose_player = self.choosing_player is not None
        said = self._the_chosen_player(clause, said)
        if isinstance(said, ItsPlayerDoes):  # lang-owner
            self._its_player(clause, said)
            return
        _fits(self.card_type, clause, said)
        _same_name_as_it(said)  # lang-samename
        if _ends_your_turn(said):
            said = self._your_turn_ends(clause, said)
        if self.card_type == "action" and self.modifier is None and clause.section in PLAYED:
            _no_here(said)
            here_conditions = (
                c.kind in _HERE_COUNTS and not isinstance(c, There | OnABase)
                for c in _conditions_of(said)
            )
            if any(here_conditions):
                raise CannotSay("'here' in a condition on an action played on no base")
        continuing = self._at_chosen_base_still(clause, said)  # lang-there
        chose_base = self.choosing_base is not None or continuing
        if clause.section == "play" and not chose_base:
            _no_there(said)
        _its_base_after_destroyed(said)
        _no_other_counted_for_a_group(said)
        if not chose_base:
            _there_is_a_scoring_base(said)
        if _plays_self(said) and clause.section != "special":
            raise CannotSay("playing this card itself outside Special: (how it is played)")
        marked = (isinstance(c, There | OnABase) for c in _conditions_of(said))
        if any(marked) and not _plays_self(said):
            raise CannotSay("a condition of 'there' or 'on a base' outside a titan's Special play")
        if _each_with_minion_here(said) and not self.on_a_base():
            raise CannotSay("'each player with a minion here' on a card that is on no base")
        before_it, self.last_section = self.last_section, clause.section
        after_if, self.after_if = self.after_if, isinstance(said, IfYouDo)
        if isinstance(said, Effects) and said.follows and before_it != clause.section:
            raise CannotSay("'Then' opening the card, or a part of it")
        if isinstance(said, Effects) and said.follows and after_if:
            raise CannotSay("'Then' after 'If you do' (still only if you did, or anyway?)")
        before = [len(ability.effects) for ability in self.abilities]
        previous, self.one_effect = self.one_effect, None
        if self.choosing_target is None and isinstance(said, Effects) and _says_it(said):
            said = self._it_the_one_chosen(clause, said, previous)  # lang-its
        if isinstance(said, Effects) and any(_affects_it(e) for e in walk(said.effects)):
            said = self._it_the_played(clause, said, previous)
        if isinstance(said, IfYouDo):
            self._if_you_do(clause, said, previous)
            return
        if isinstance(said, LookedPlaced):
            self._place_looked(clause, said, previous)
            return
        opened = self.choosing_base is not None
        self._add(clause, said)
        counts = isinstance(said, Effects) and any(_pending(e) for e in walk(said.effects))
        if counts and not continuing:  # lang-results (at a base chosen: lang-counted, joined)
            self._results(clause, before, previous)
        if continuing:
            self._join_chosen_base(before)
        elif opened and self.choosing_base is None and clause.section in ("play", "talent"):
            self.at_chosen_base = (clause, "talent" if clause.section == "talent" else "on-play")
        grown = [
            index
            for index, ability in enumerate(self.abilities)
            if len(ability.effects) - (before[index] if index < len(before) else 0) == 1
        ]
        one = isinstance(said, Effects) and len(said.effects) == 1 and len(grown) == 1
        if one and not chose_player:  # "If you do" after "That player ...": who did?
            self.one_effect = (clause, grown[0])

    def chose_one_minion(self, clause: Clause, one: tuple[Clause, int] | None = None) -> bool:
        """lang-its: whether the sentence before ``clause`` (of its part of the card; ``one``:
        that sentence's one effect, the last one's by default) was one effect, on one minion
        its player chose that stays in play ("it", "that minion" the next sentence may name:
        :meth:`_it_the_one_chosen`)."""
        one = self.one_effect if one is None else one
        if one is None or one[0].section != clause.section:
            return False
        effects = self.abilities[one[1]].effects
        return bool(effects) and _chose_one_in_play(effects[-1])

    def _it_the_one_chosen(
        self, clause: Clause, said: Effects, previous: tuple[Clause, int] | None
    ) -> Effects:
        """lang-its: "Place a +1 power counter on a minion. It gains +1 power ..." (or
        "That minion ..."): each "it" of the sentence's effects is the minion the effect
        just before it chose (``this: chosen``), one that stays in play (a counter placed,
        power given, moved); anywhere else the card stops."""
        if previous is None or not self.chose_one_minion(clause, previous) or said.trigger:
            raise CannotSay("'it' (which card it is depends on the sentence before)")
        last = self.abilities[previous[1]].effects[-1]
        out = []
        for found in said.effects:
            if isinstance(found.target, It) and not isinstance(found.target, DestroyedIt):
                if not _chose_one_in_play(last):
                    raise CannotSay("'it' after an effect on no one minion chosen (which?)")
                found = replace(found, target=Selector(this="chosen"))
            out.append(found)
            last = found
        resolved = replace(said, effects=tuple(out))
        if _says_it(resolved):
            raise CannotSay("'it' inside another effect (of the minion chosen before?)")
        return resolved

    def _played_as_usual_too(self, clause: Clause, said: PlayedAsUsualToo) -> None:
        """lang-specials: "Draw a card. Special: Before a base scores, you may play this
        card.": an action whose Special, said after what it does (its on-play effects),
        is one more way to play it (issue 22: "a card with both a normal effect and a
        Special: it is played either way"): as usual on its player's turn, or from the
        hand at the moment, not one of the turn's plays (the glossary's Special), doing
        the same. Said with nothing before it, it says nothing the card does: it stops."""
        if self.card_type != "action" or self.modifier is not None:
            raise CannotSay(
                f"'you may play this card' alone on this {self.card_type} (played how, where?)"
            )
        if clause.section != "special":
            raise CannotSay("a moment to play the card outside Special:")
        done = [a for a in self.abilities if a.timing == "on-play"]
        if not done or len(done) != len(self.abilities) or self.choosing_base:
            raise CannotSay(
                "'you may play this card' at a moment, with nothing more it does said"
                " before it (what does it do?)"
            )
        if said.trigger.moment == "after-scoring" and any(
            _says_there(Effects(a.effects)) for a in done
        ):
            raise CannotSay("'there' of a card played after a base scores (gone)")
        trigger = replace(said.trigger, play=True, as_usual=True)
        self.abilities.append(Ability("special", trigger=trigger))
        self.last_section = clause.section
        self.one_effect = None

    def _play_if(self, clause: Clause, said: PlayIf) -> None:
        """lang-specials: "You can only play this card if it is the only card in your
        hand." ("during your turn", "if you have 2 or more cards in your hand"): the card
        is played from the hand (a regular, extra or Special play) only while it holds,
        for the player playing it; said last. "During your turn" only on a card a Special
        plays (any other is played on its player's turn anyway: what would it say?)."""
        if self.card_type not in ("minion", "action"):
            raise CannotSay(f"a condition on playing a {self.card_type} (how is it played?)")
        if self.play_if is not None:
            raise CannotSay("two conditions on playing this card")
        self.play_if = (clause, said.condition)
        self.last_section = clause.section
        self.one_effect = None

    def _play_only(self, clause: Clause, said: PlayOnly) -> None:
        """lang-playonly: "Play this minion only on a base where you have a minion." (first
        or last): the bases the minion may be played on, judged as it is played; an
        action's (first) is "Play on a base where ...": a base modifier, on such a base."""
        if self.play_at is not None or self.modifier is not None:
            raise CannotSay("two places to play this card")
        if self.card_type == "action":
            if clause.number != 1:
                raise CannotSay("'Play this action only on ...' after the card's first sentence")
            self._play_on(clause, PlayOn("base", said.at))
        elif self.card_type == "minion":
            self.play_at = (clause, said.at)
        else:
            raise CannotSay(f"a place to play a {self.card_type} (how is it played?)")
        self.last_section = clause.section
        self.one_effect = None

    def _play_on(self, clause: Clause, said: PlayOn) -> None:
        """A modifier's "Play on ...": what it is played on (lang-playonly: which of them,
        ``at``; a base "where you have a minion" (no minions) is the modifier's own)."""
        at = said.at
        yours = ("base-with-your-minion", "base-without-your-minion")
        if said.host == "base" and at is not None and at.base_has is None and at.where in yours:
            said = PlayOn(
                "base-with-your-minion"
                if at.where == "base-with-your-minion"
                else "base-without-your-minion"
            )
        self.modifier = said.host
        if said.at is not None:
            self.play_at = (clause, said.at)

    def _limit_by_name(self, clause: Clause, said: LimitByName) -> None:
        """lang-specials: "You can only use one X's ability each turn (per base).": the
        card's one ability (a trigger or a Special; an action's Special that plays it
        beside what it does), said right after it, used by each player for one card of
        this name only, each turn or for each base scoring (per base: its moment's)."""
        if self.card_type not in ("minion", "action"):
            raise CannotSay(f"a limit by name on a {self.card_type} (its copies?)")
        if self.limited is not None:
            raise CannotSay("a limit by name twice")
        if self.last_section != clause.section or not self.abilities:
            raise CannotSay("a limit by name not right after the ability it limits")
        index = _limited_ability(self.card_type, self.abilities)
        ability = self.abilities[index]
        assert ability.trigger is not None
        scoring = ability.trigger.moment in ("before-scoring", "after-scoring")
        if said.per == "base" and not scoring:
            raise CannotSay("'per base' of an ability at no base's scoring (which base, when?)")
        if ability.trigger.once_per_turn:
            raise CannotSay("a limit by name on a 'once per turn' ability (each card's, or one?)")
        trigger = replace(ability.trigger, per_name=said.per)
        self.abilities[index] = replace(ability, trigger=trigger)
        self.limited = (clause, len(self.abilities))
        self.last_section = clause.section
        self.one_effect = None

    def _results(
        self, clause: Clause, before: list[int], previous: tuple[Clause, int] | None
    ) -> None:
        """lang-results: each amount the sentence just added that counts what an effect
        before did ("for each card discarded", "that many", "for each player who does
        not") made the position of that effect: the one right before it in the sentence,
        or, first in the sentence, the one effect of the sentence right before (in the
        same part of the card). Anything else stops: which effect it means is unsure."""
        grown = [
            index
            for index, ability in enumerate(self.abilities)
            if len(ability.effects) > (before[index] if index < len(before) else 0)
        ]
        if len(grown) != 1:
            raise CannotSay("'for each card discarded' in a sentence of several abilities")
        index = grown[0]
        ability = self.abilities[index]
        start = before[index] if index < len(before) else 0
        effects = list(ability.effects)
        for position in range(start, len(effects)):
            effect = effects[position]
            if any(_pending(e) for e in walk((effect,)) if e is not effect):
                raise CannotSay(
                    "'for each card discarded' ('that many') inside another effect (an"
                    " 'if', a cost, a choice): counted as what?"
                )
            found = _pending(effect)
            if found is None:
                continue
            right_after = (
                previous is not None
                and previous[1] == index
                and previous[0].number == clause.number - 1
                and previous[0].section == clause.section
            )
            if position == start and not (right_after and start > 0):
                raise CannotSay(
                    "'for each card discarded' ('that many') not right after a sentence of"
                    " one effect (which effect's cards?)"
                )
            done = effects[position - 1]
            _counts_what_it_did(found, done, effect)
            trigger = ability.trigger
            if found.by_you and trigger is not None and trigger.for_ != "controller":
                raise CannotSay(
                    "'for each card you discarded' of an effect another player does (you?)"
                )
            verb = done.verb if found.any_verb else found.verb
            result = Result(position - 1, verb, found.what, found.counts)
            effects[position] = _with_result(effect, result)
        self.abilities[index] = replace(ability, effects=tuple(effects))

    def _at_chosen_base_still(self, clause: Clause, said: Sentence) -> bool:
        """Whether ``said`` is one more sentence of what is done at the base "Choose a
        base." chose (lang-there): right after one that said "there" of it, in the same
        part of the card, and saying "there" itself ("Choose a base. Destroy a minion there.
        Draw a card for each of your minions there.")."""
        at, self.at_chosen_base = self.at_chosen_base, None
        if at is None or not isinstance(said, Effects) or not _says_there(said):
            return False
        before, timing = at
        if before.section != clause.section or before.number != clause.number - 1:
            return False
        if said.trigger is not None or said.conditions or said.special:
            raise CannotSay("'there' of the base chosen, after a moment or a condition")
        self.at_chosen_base = (clause, timing)
        return True

    def _join_chosen_base(self, before: list[int]) -> None:
        """The effects the sentence just added, done at the base chosen (lang-there): put
        inside the ``choose-base`` of the sentence before (its one effect at a base of your
        choice made one first)."""
        assert self.at_chosen_base is not None
        timing = self.at_chosen_base[1]
        index = max(i for i, a in enumerate(self.abilities) if a.timing == timing)
        ability = self.abilities[index]
        count = before[index] if index < len(before) else 0
        if not count:  # pragma: no cover (the sentence before went to this ability)
            raise CannotSay("'there' of a base chosen in another part of the card")
        head, chosen, new = (
            ability.effects[: count - 1],
            ability.effects[count - 1],
            ability.effects[count:],
        )
        there = _as_chosen_base(chosen).effects
        inner = _results_there((*there, *new), len(there), ability)  # lang-counted
        joined = replace(_as_chosen_base(chosen), effects=inner)
        _done_at_a_chosen_base(joined.effects)
        self.abilities[index] = replace(ability, effects=(*head, joined))

    def _your_turn_ends(self, clause: Clause, said: Sentence) -> Sentence:
        """ "until the end of your turn" (lang-c2) as the end of this turn where the effect
        happens on your turn: an action's when played (a card with no Special:
        :meth:`result` makes sure), a Talent's, a trigger's at the start of your turn or
        "once on (during) your turn" (a trigger at the end of your turn stops: does it end
        as it begins?).
        Anywhere else it may happen on another player's turn, and last until the end of
        your next one: the card stops."""
        if isinstance(said, IfYouDo):
            if clause.section == "play" and self.card_type == "action":
                self.your_turn_ends = clause
            elif clause.section != "talent":
                raise CannotSay("'until the end of your turn' where it may be another's turn")
            return replace(said, effects=_at_this_turns_end(said.effects))
        if not isinstance(said, Effects) or said.special:
            raise CannotSay("'until the end of your turn' in a Special (on whose turn?)")
        if said.trigger is not None:
            yours = any(c.kind in _YOUR_TURNS for c in said.conditions)
            if not yours or said.trigger.moment == "end-of-turn":
                raise CannotSay(
                    "'until the end of your turn' after a moment that may be another"
                    " player's turn (only 'at the start of your turn', 'once on (during)"
                    " your turn' are yours)"
                )
            if self.card_type == "base":
                raise CannotSay("'until the end of your turn' on a base (whose turn?)")
        elif clause.section == "play" and self.card_type == "action":
            self.your_turn_ends = clause
        elif clause.section != "talent":
            raise CannotSay(
                "'until the end of your turn' on a card that may be played on another"
                " player's turn (only an action's or a Talent's is always yours)"
            )
        return replace(said, effects=_at_this_turns_end(said.effects))

    def _choose_player(self, clause: Clause, said: ChoosePlayer) -> None:
        """ "Choose a player.": the player the next sentence's "That player" names."""
        if clause.section not in ("play", "talent"):
            raise CannotSay("'Choose a player.' outside a card's on-play or Talent text")
        if self.choosing_player is not None or self.choosing_target or self.choosing_base:
            raise CannotSay("'Choose a player.' right after another 'Choose ...'")
        self.choosing_player = (clause, said)
        self.last_section = clause.section

    def _the_chosen_player(self, clause: Clause, said: Sentence) -> Sentence:
        """The sentence after "Choose a player.": what "That player" does, as the chosen
        player (``each``, ``chosen``: their hand, their minions, their choices); "That
        player" with no player chosen just before stops."""
        chosen, self.choosing_player = self.choosing_player, None
        if chosen is None:
            if isinstance(said, ThatPlayerDoes):
                raise CannotSay("'That player' naming no player chosen just before")
            return said
        before, choice = chosen
        if not isinstance(said, ThatPlayerDoes):
            raise CannotSay("'Choose a player.' not followed by what 'That player' does")
        if before.section != clause.section or before.number != clause.number - 1:
            raise CannotSay("'That player' not right after 'Choose a player.'")
        variant: Variant = "chosen-other" if choice.other else "chosen"
        return Effects((Effect("each", variant=variant, effects=said.effects),))

    def _its_player(self, clause: Clause, said: ItsPlayerDoes) -> None:
        """lang-owner: "Destroy a minion. Its owner draws a card.": the owner (controller)
        of the one card in play the sentence before's one effect chose does the effects,
        as "you" ("their" is theirs, and so are the choices), right after it in the same
        ability (``each``, ``chosen-owner``: none if that effect chose no card). Said of
        no card chosen just before (which card's owner?), it stops."""
        previous, self.one_effect = self.one_effect, None
        self.last_section = clause.section
        self.after_if = False
        whose = "owner" if said.its == "event-owner" else "controller"
        if self.choosing_target is not None or self.choosing_base is not None:
            raise CannotSay(
                f"'its {whose}' right after 'Choose ...' (an effect on the card chosen must"
                " come first)"
            )
        right_after = (
            previous is not None
            and previous[0].number == clause.number - 1
            and previous[0].section == clause.section
        )
        if previous is None or not right_after:
            raise CannotSay(
                f"'its {whose}' not right after a sentence of one effect on one card (whose"
                " card is it?)"
            )
        ability = self.abilities[previous[1]]
        done = ability.effects[-1]
        s = done.target if done.target is not None else Selector()  # none: one minion
        one = s.quantifier == Quantifier() and s.this is None and s.pile == "play"
        if not one or done.verb not in _OWNED_AFTER or done.then or done.effects:
            raise CannotSay(
                f"'its {whose}' after an effect that does not choose one card in play (whose"
                " card is it?)"
            )
        if whose == "controller" and done.verb not in _STAYS_IN_PLAY:
            raise CannotSay(
                "'its controller' of a card the effect before took out of play (a card out"
                " of play has no controller: say 'its owner')"
            )
        if any(isinstance(e.target, It | Those | Theirs) for e in walk(said.effects)):
            raise CannotSay(f"'it' ('their') in what its {whose} does (which card, whose?)")
        if any(e.grant is not None for e in walk(said.effects)):
            raise CannotSay(f"an extra play for its {whose} (when, and on whose turn?)")
        variant: Variant = "chosen-owner" if whose == "owner" else "chosen-controller"
        each = Effect("each", variant=variant, effects=said.effects)
        self.abilities[previous[1]] = replace(ability, effects=(*ability.effects, each))

    def _if_you_do(
        self, clause: Clause, said: IfYouDo, previous: tuple[Clause, int] | None
    ) -> None:
        """ "If you do, ...": the sentence before's one effect gets these as its ``then``."""
        if previous is None or previous[0].number != clause.number - 1:
            raise CannotSay("'If you do' not right after a sentence of one effect")
        if previous[0].section != clause.section:
            raise CannotSay("'If you do' in another part of the card than what it follows")
        ability = self.abilities[previous[1]]
        done = ability.effects[-1]
        if done.then:
            raise CannotSay("'If you do' twice after one effect")
        if _paid(done):  # lang-x
            raise CannotSay("'If you do' after 'X to Y' (if you paid, or if Y did something?)")
        if done.grant is not None:  # the engine grants the play at once, played or not
            raise CannotSay("'If you do' after an extra play (whether it is played comes later)")
        if chooses_a_base(done):  # lang-there
            raise CannotSay("'If you do' after effects at a base chosen (if which did?)")
        if ability.trigger is not None and not _done_by_you(ability.trigger):
            raise CannotSay("'If you do' after another player's effect ('you' did not do it)")
        effects = (*ability.effects[:-1], replace(done, then=said.effects))
        self.abilities[previous[1]] = replace(ability, effects=effects)

    def _it_the_played(
        self, clause: Clause, said: Effects, previous: tuple[Clause, int] | None
    ) -> Effects:
        """ "Play an extra minion. You may play an action that directly affects it as an
        extra action.": "it" the minion the sentence before's extra play played, which is
        then made at once (the glossary's "Extra": a later part of the ability depends on
        playing the card); the action's play is not (an extra card with a constraint may
        be played later). Only where nothing before the minion's play chose a card, so a
        declined play leaves no other minion for "it"."""
        (effect, *more) = said.effects
        alone = not more and _affects_it(effect) and said.trigger is None
        if not alone or said.special or said.conditions:
            raise CannotSay("'directly affects it' other than alone after an extra minion")
        if previous is None or previous[0].number != clause.number - 1:
            raise CannotSay("'directly affects it' not right after an extra minion's play")
        ability = self.abilities[previous[1]]
        played = ability.effects[-1]
        if previous[0].section != clause.section or not _plays_one_minion(played):
            raise CannotSay("'directly affects it' not right after an extra minion's play")
        if ability.timing != "on-play" or len(ability.effects) != 1:
            raise CannotSay("'directly affects it' after more than an extra minion's play")
        assert played.grant is not None and effect.target is not None
        at_once = replace(played, grant=replace(played.grant, immediate=True))
        self.abilities[previous[1]] = replace(ability, effects=(at_once,))
        target = replace(effect.target, affects=Selector(this="chosen"))
        return replace(said, effects=(replace(effect, target=target),))

    def _place_looked(
        self, clause: Clause, said: LookedPlaced, previous: tuple[Clause, int] | None
    ) -> None:
        """ "Place one of them ...": the sentence before's look gets these as its effects."""
        done = self.abilities[previous[1]].effects[-1] if previous is not None else None
        if previous is None or done is None or done.verb != "look":
            raise CannotSay("'them' of cards looked at, not right after a look")
        if previous[0].number != clause.number - 1 or previous[0].section != clause.section:
            raise CannotSay("'them' of cards looked at, not right after a look")
        if done.target == OTHERS_DECK_TOP:  # lang-time
            raise CannotSay("cards looked at on another player's deck, placed (whose pile?)")
        shuffled = any(e.destination == Destination("deck") for e in said.effects)
        if shuffled and done.target is not None:  # lang-piles
            raise CannotSay("cards looked at shuffled into your deck, not from your deck's top")
        if done.effects:  # pragma: no cover (the look's sentence is the one before)
            raise CannotSay("the cards looked at placed twice")
        if said.of_kind and (done.target is not None or done.amount != Amount(1)):
            raise CannotSay("'if it is' of cards looked at, other than the top card of your deck")
        kinds = [
            e
            for e in said.effects
            if e.target is not None and (e.target.what != "card" or e.target.name is not None)
        ]
        if kinds and not said.of_kind and (not done.revealed or done.target is not None):
            raise CannotSay("'any minions revealed' other than after revealing your deck's top")
        if kinds and not said.of_kind and done.amount == Amount(1):
            raise CannotSay("'any minions revealed' of one card revealed ('if it is a minion')")
        _base_deck_placed(done, said)  # lang-basedeck
        ability = self.abilities[previous[1]]
        effects = (*ability.effects[:-1], replace(done, effects=said.effects))
        self.abilities[previous[1]] = replace(ability, effects=effects)

    def _add(self, clause: Clause, said: Sentence) -> None:
        assert not isinstance(said, IfYouDo | LookedPlaced | ChoosePlayer | ThatPlayerDoes)
        assert not isinstance(said, ItsPlayerDoes)
        assert not isinstance(said, LimitByName | PlayIf | PlayedAsUsualToo)
        if isinstance(said, Effects) and any(
            isinstance(e, InsteadOfDiscard) for e in walk(said.effects)
        ):
            raise CannotSay(  # lang-instead
                "'instead of the discard pile' other than alone after 'After this base scores'"
            )
        if (
            isinstance(said, Effects)
            and any(_places_self_in_discard(e) for e in walk(said.effects))
            and not _replaces(said)
        ):
            raise CannotSay(  # lang-instead
                "'place this card in the discard pile' other than in a replacement ('...instead')"
            )
        _modifiers_only_destroyed_or_returned(said)
        section = clause.section
        if isinstance(said, Effects) and self.card_type != "minion" and _affects_self(said):
            said = self._this_minion_chosen(said)
        on_a_minion = self.modifier in ("minion", "your-minion", "other-minion")
        if self.card_type != "minion" and not on_a_minion and _compares_with_this(said):
            raise CannotSay("'power than this minion' on a card that is no minion and on none")
        if self.card_type != "minion" and not on_a_minion and _same_name_as_this(said):
            raise CannotSay("'same name as this minion' on a card that is no minion and on none")
        if isinstance(said, Statics) and _same_name_as_chosen(said):
            raise CannotSay("'the same name as that minion' in an ongoing text (which one?)")
        if self.card_type == "action" and self.modifier is None and _same_name_here(said):
            raise CannotSay("'minions with the same name here' on an action (which base?)")
        if self.card_type != "minion" and not on_a_minion and _on_this_minion(said):
            raise CannotSay("'played on this minion' on a card that is no minion and on none")
        if self.card_type == "base" and _of_this_minion_static(said):  # lang-restrict
            raise CannotSay("'this minion' in a base's ongoing text (a base is no minion)")
        counted = any(c.kind == "this-counters-at-least" for c in _conditions_of(said))
        if counted and self.card_type != "minion" and not on_a_minion:  # lang-restrict
            raise CannotSay("'if it has a +1 power counter on it' on a card that is no minion")
        if _counters_of_it(said):  # lang-restrict
            raise CannotSay(
                "'if it has a +1 power counter on it' other than after this minion's own"
                " ongoing text (which card is 'it'?)"
            )
        if self.card_type != "minion" and not on_a_minion and _restricts_this_minion(said):
            raise CannotSay(  # lang-restrict
                "'cannot be played on this minion' on a card that is no minion and on none"
            )
        if self._here_on_no_base(said):  # lang-grave
            raise CannotSay("an extra play 'here' by an action on no base (which base?)")
        plain = self.card_type == "action" and self.modifier is None
        if plain and _on_this_base_said(said):  # lang-protect
            raise CannotSay("'actions played on this base' on an action played on no base")
        if isinstance(said, Effects) and _loose_looked(said.effects):
            raise CannotSay("'from it' not right after looking at another player's hand")
        if self.returned is not None and not _plays_again(said):
            raise CannotSay("returning to 'your hand' (the grammar returns to its owner's hand)")
        if self.choosing_base:
            said = self._at_the_chosen_base(said)
        if self.choosing_target:
            said = self._it_the_chosen(said)
        if isinstance(said, ChooseTarget):
            if section not in ("play", "talent"):
                raise CannotSay("'Choose a minion.' outside a card's on-play or Talent text")
            self.choosing_target = (clause, said.target)
            return
        if isinstance(said, Effects) and any(e.verb == "replace-base" for e in walk(said.effects)):
            self._replaces_the_scored(section, said)
        if (
            isinstance(said, Effects)
            and any(_to_your_hand(e) for e in said.effects)
            and not _replaces(said)  # lang-instead: "return it to your hand": its owner's
        ):
            self.returned = clause
        if isinstance(said, ChooseBase):
            self.choosing_base = (clause, said)
        elif isinstance(said, PlayOnly):  # pragma: no cover (lang-playonly: :meth:`add`'s)
            self._play_only(clause, said)
        elif isinstance(said, PlayOn):
            if clause.number != 1:
                raise CannotSay("'Play on ...' after the card's first sentence")
            self._play_on(clause, said)
        elif isinstance(said, PlayAt):
            if section != "special":
                raise CannotSay("a moment to play the card outside Special:")
            if _kind(self.card_type) in PLAYED_THERE:
                raise CannotSay(f"'Play before a base scores' on a {self.card_type} (where?)")
            self.abilities.append(
                Ability("special", trigger=said.trigger, conditions=said.conditions)
            )
        elif isinstance(said, InsteadOf):
            self._instead_of(section, said)
        elif isinstance(said, Statics):
            if section != "ongoing" and not (section == "play" and self.card_type == "base"):
                raise CannotSay("an ongoing text outside Ongoing:")
            if self.card_type == "base" and _on_a_turn(said.static):
                raise CannotSay("'on your turn' on a base (whose turn is 'your' turn?)")
            played = said.static.condition == Condition("played-this-turn")  # lang-time
            if played and self.card_type != "minion":
                raise CannotSay("'on the turn you play it' on a card not a minion (which?)")
            if self.card_type == "base":
                for each in (said.static, *said.more):
                    _whose_on_a_base(each)
            if said.static.kind == "breakpoint" and not self.on_a_base():
                raise CannotSay("'this base' on a card that is on no base")
            for found in said.all:
                self._static(found)
        elif said.special:
            if section != "special":
                raise CannotSay("a Special's moment outside Special:")
            assert said.trigger is not None
            plays = any(_plays_itself(e) for e in said.effects)
            if _kind(self.card_type) == "minion" and not plays and _in_play_special(said):
                self._special_in_play(said)  # lang-specials
                return
            if _kind(self.card_type) in PLAYED_THERE or plays:
                self._played_there(said)
                return
            if self.modifier is None and any(_is_this_minion(e) for e in walk(said.effects)):
                raise CannotSay(  # lang-specials
                    "'this minion' in an action's Special (an action played on no minion)"
                )
            if any(a.timing == "on-play" and a.effects for a in self.abilities):
                raise CannotSay(  # lang-costs2: its effects would join what it does as usual
                    "an action with a Special that does other than what the card does played"
                    " as usual (said before it): the engine plays one set of effects either way"
                )
            self.abilities.append(Ability("special", trigger=said.trigger))
            self._effects("on-play", said.effects)
        elif section == "special" and any(_plays_itself(e) for e in said.effects):
            if said.trigger is None:  # lang-t2: "On your turn, you may play this titan ..."
                self._turn_play(said)
            else:  # lang-t2: "At the start of your turn, you may play ..."
                self._played_there(said)
        elif said.trigger is not None and said.trigger.moment in REPLACING:
            self._replacement(section, said)  # lang-instead
        elif isinstance(said, Effects) and any(
            _plays_self_from_pile(e) for e in walk(said.effects)
        ):
            self._played_from_discard(section, said)  # lang-grave
        elif said.trigger is not None:
            if section != "ongoing" and not (section == "play" and self.card_type == "base"):
                raise CannotSay(  # lang-twomoments: the rulebook reads no unlabelled trigger
                    "a trigger outside Ongoing: (the rulebook's Abilities: an unlabelled"
                    " ability is On-play, resolved as the card is played; no rule reads it as"
                    " an ongoing ability of a card in play)"
                )
            another = isinstance(said.trigger, _NotThisMinion)  # lang-moves: not this one
            if another:
                said = replace(said, trigger=_plain_trigger(said.trigger))
            assert said.trigger is not None
            if (
                said.trigger.moment == "minion-moved"
                and self.card_type not in ("action", "base")
                and said.trigger.who != "other"  # lang-time: another player's is not this one
                and not another
            ):
                raise CannotSay("'after a minion is moved here' on a minion (this one too?)")
            if said.trigger.moved_by in ("you", "other") and self.card_type == "base":
                raise CannotSay("who moved a minion, on a base ('you': no player's card)")
            if said.trigger.destroyed_by in ("you", "other") and self.card_type == "base":
                raise CannotSay(  # lang-destroyer
                    "who destroyed a minion, on a base ('you': no player's card)"
                )
            moved_whose = said.trigger.moment == "minion-moved" and said.trigger.who != "any"
            if moved_whose and self.card_type == "base":  # lang-time
                raise CannotSay("whose minion moved, on a base (no player's card)")
            if said.trigger.moment == "moved" and self.card_type != "minion":  # lang-time
                raise CannotSay("'after this minion is moved' on a card not a minion")
            if said.trigger.affects == "self" and self.card_type == "action":
                raise CannotSay(
                    "'an action that directly affects this minion' on an action (the minion it"
                    " is on: this action too, or only another?)"
                )
            self.abilities.append(_trigger(said, base=self.card_type == "base"))
        else:
            self._plain(section, said)

    def _two_moments(self, clause: Clause, said: TwoMoments) -> None:
        """lang-twomoments: "After this minion is destroyed or moved, draw a card.": the
        trigger ability of each moment, added as each would be alone (each checked so);
        the two must do the same (the renderer says them as one, "... or ..."), and follow
        any ability of the card before (a clause between the two would not be said)."""
        before = len(self.abilities)
        self.add(clause, said.first)
        self.add(clause, said.second)
        added = self.abilities[before:]
        if len(added) != 2 or any(a.timing != "trigger" or a.trigger is None for a in added):
            raise CannotSay("'or' between two moments of what is not one trigger ability")
        first, second = added
        if (first.effects, first.conditions) != (second.effects, second.conditions):
            raise CannotSay(
                "two moments whose effects or conditions differ ('it' another card, 'your'"
                " turn or each turn?)"
            )
        if first.trigger == second.trigger:
            raise CannotSay("'or' between two wordings of one moment")

    def _replacement(self, section: str, said: Effects) -> None:
        """lang-instead: "If this minion would be destroyed, ... instead.": an ongoing text
        (said "Ongoing:", or on a minion also unlabelled: it cannot be an on-play effect) of
        a card in play: a minion, or an action played on a minion or a base. On a base
        "you" (who moves it, who chooses "may") is no one player: it stops."""
        assert said.trigger is not None and said.trigger.replaces is not None
        watched = said.trigger.replaces
        minion = _kind(self.card_type) == "minion"
        on_a_minion = self.modifier in ("minion", "your-minion", "other-minion")
        theirs = said.trigger.for_ in ("event-owner", "event-controller")  # "its owner may"
        scored = said.trigger.moment == "would-go-to-discard"
        if scored and self.card_type == "base" and (not theirs or section != "play"):
            raise CannotSay("'instead of the discard pile' on a base other than its own text")
        if scored and self.card_type != "base" and (not minion or section != "ongoing"):
            raise CannotSay(
                "'instead of the discard pile' outside a minion's Ongoing: (lang-instead)"
            )
        if scored and self.card_type != "base" and theirs:
            raise CannotSay("'minions here go to ...' on a card that is no base")
        if self.card_type == "base" and not theirs:
            raise CannotSay("a replacement on a base (whose is 'you', who chooses?)")
        if not minion and self.modifier is None and self.card_type != "base":
            raise CannotSay("a replacement on a card that is not in play (played on nothing)")
        special = section == "special" and minion and _of_this_minion(said)
        if section == "special" and not special:
            raise CannotSay(  # lang-costs2
                "a minion's Special replacing a destruction that says nothing of this minion"
                " (used from the hand, or while in play? the rules do not say)"
            )
        base = self.card_type == "base"  # lang-instead: a base's own text, unlabelled
        if section != "ongoing" and not (section == "play" and (minion or base)) and not special:
            raise CannotSay("a replacement outside Ongoing:")
        if watched.this == "self-or-host" and not (minion or on_a_minion):
            raise CannotSay("'this minion' on a card that is no minion and on none")
        if watched.this is None and not (minion or base or self.modifier):  # pragma: no cover
            raise CannotSay("'here' on a card that is on no base")
        if special:  # lang-costs2: used by its controller while it is in play
            trigger = replace(said.trigger, in_play=True)
            self.abilities.append(
                Ability(
                    "special", effects=said.effects, trigger=trigger, conditions=said.conditions
                )
            )
            return
        self.abilities.append(
            Ability(
                "trigger", effects=said.effects, trigger=said.trigger, conditions=said.conditions
            )
        )

    def _here_on_no_base(self, said: Sentence) -> bool:
        """lang-grave: an action on no base that gives an extra play "here"."""
        if not isinstance(said, Effects) or self.card_type != "action" or self.modifier:
            return False
        return any(_from_a_pile_here(e) for e in walk(said.effects))

    def _played_from_discard(self, section: str, said: Effects) -> None:
        """lang-grave: "Special: At the start of your turn, you may play this minion from
        your discard pile as an extra minion." (the glossary's Special: it triggers in
        your discard pile): a trigger that works while this card is in its owner's
        discard pile (``in-discard``), for its owner only, its one effect the card's own
        extra play (at once or not at all), optional, with a cost or not."""
        if section != "special":
            raise CannotSay(
                "a card playing itself from the discard pile outside Special: (the glossary:"
                " Special abilities trigger in your hand or discard pile)"
            )
        if said.trigger is None:
            raise CannotSay(
                "a card playing itself from the discard pile at no moment ('during your"
                " turn': the engine offers a play from a pile only as a grant)"
            )
        if said.trigger.moment not in _FROM_DISCARD_MOMENTS or said.trigger.here:
            raise CannotSay("a card playing itself from the discard pile at this moment")
        optional = said.effects[0].optional or said.effects[0].verb == "may"
        if len(said.effects) != 1 or not optional:
            raise CannotSay(
                "a card playing itself from the discard pile with more than 'you may' play it"
            )
        (effect,) = said.effects
        if effect.verb == "may" and not (len(effect.effects) == 1 and effect.effects[0].cost):
            raise CannotSay("a card playing itself from the discard pile after more effects")
        conditions = (*said.conditions, Condition("in-discard"))
        self.abilities.append(_trigger(replace(said, conditions=conditions), base=False))

    def _replaces_the_scored(self, section: str, said: Effects) -> None:
        """ "The base that scored is replaced by ...": only alone, in a Special played after
        a base scores (the base it names is that one)."""
        after_scoring = any(
            a.timing == "special" and a.trigger is not None and a.trigger.moment == "after-scoring"
            for a in self.abilities
        )
        alone = said.trigger is None and len(said.effects) == 1 and not said.effects[0].optional
        if section != "special" or not after_scoring or not alone:
            raise CannotSay(
                "'the base that scored' other than alone after 'Play after a base scores'"
            )

    def _instead_of(self, section: str, said: InsteadOf) -> None:
        """A titan played instead of a regular play (said unlabelled or as its Special)."""
        if self.card_type != "titan":
            raise CannotSay("'you may play this titan' on a card that is no titan")
        if section not in ("play", "special") or self.instead_of:
            raise CannotSay("'Instead of your regular ... play' twice, or outside Special:")
        self.instead_of = said.plays

    def _turn_play(self, said: Effects) -> None:
        """ "Special: On your turn, [if ...,] you may play this titan on a base (there).":
        during your Play Cards phase (the glossary's "On your turn"), a play of its own;
        "there" the base a condition "on a base" names. A Special with no moment at all
        ("If ..., you may play this titan") stops: when may it be played?"""
        if self.card_type != "titan":
            raise CannotSay("'on your turn, you may play this card' on a card that is no titan")
        (effect, *more) = said.effects
        if more or not isinstance(effect, SelfPlay) or effect.condition is not None:
            raise CannotSay("a titan's Special that does more than play it")
        if not effect.optional:
            raise CannotSay("'play this titan' without 'you may' (a Special is optional)")
        _discards_only(effect.cost)  # lang-titans: paid as it is played
        first, *rest = said.conditions
        if first.kind != "your-play-phase":
            raise CannotSay(
                "a titan's Special with no moment (on your turn? before a base scores?)"
            )
        if self.turn_play is not None or any(c.kind in _YOUR_TURNS for c in rest):
            raise CannotSay("'on your turn' twice")
        found = rest[0] if rest else None
        on = "there" if effect.play_on == "there" else effect.play_on
        if on == "its-base":
            raise CannotSay("'on its base' naming no destroyed minion")
        if (on == "there") != isinstance(found, OnABase):
            raise CannotSay("'there' on your turn, not after a condition 'on a base'")
        of_a_base = found is not None and (
            found.kind in (*_OF_THE_BASE, *_ASKED_HERE) or isinstance(found, There)
        )
        if of_a_base and not isinstance(found, OnABase):
            raise CannotSay("a condition of 'here' or 'there' on your turn (which base?)")
        plain = None
        if found is not None:
            plain = Condition(found.kind, found.names, found.count, found.pile)
        self.turn_play = TurnPlay(on, plain, effect.cost)

    def _played_there(self, said: Effects) -> None:
        """ "Special: Before a base scores, you may play this minion there.": the card
        played on the scoring base (as the rule Special says, not one of the turn's free
        plays), its on-play ability as on any play. A minion's (a titan's) Special says
        nothing else: the engine plays such a card there whatever its effects."""
        kind = _kind(self.card_type)
        if kind not in PLAYED_THERE:
            raise CannotSay("'play this card there' on an action (its Special is how it is played)")
        (effect, *more) = said.effects
        if more or not _plays_itself(effect):
            raise CannotSay(f"a {kind}'s Special that does more than play it there")
        assert effect.target is not None and said.trigger is not None
        if effect.target.what != ("titan" if kind == "titan" else "minion"):
            raise CannotSay(f"playing this {effect.target.what} on a {kind}")
        if not effect.optional:
            raise CannotSay("'play this card there' without 'you may' (a Special is optional)")
        if effect.condition is not None:
            raise CannotSay("a condition after 'you may' (said before it: 'if ..., you may')")
        on = effect.play_on if isinstance(effect, SelfPlay) else "there"
        trigger = replace(said.trigger, play=True, play_on=on, cost=effect.cost)
        conditions = _titan_play_conditions(kind, trigger, said.conditions)
        if trigger.moment == "after-scoring":
            raise CannotSay("playing this card on a base that has scored")
        if kind != "titan" and (trigger.moment != "before-scoring" or on != "there"):
            raise CannotSay(
                "a minion's Special that plays it other than 'there' before a base scores"
            )
        _titan_play_moment(trigger)
        self.abilities.append(Ability("special", trigger=trigger, conditions=conditions))

    def _special_in_play(self, said: Effects) -> None:
        """lang-specials: "Special: Before a base scores, you may move this minion there.",
        "Special: After a base scores, you may return this minion to your hand.": a
        minion's Special whose effect moves or returns the minion itself, so used while it
        is in play (the glossary's Special: "or while in play for special events"), by its
        controller, at its moment, if they choose. One said without "you may", with a
        condition, or whose "there" is a base that has scored stops."""
        assert said.trigger is not None
        (first, *more) = said.effects
        if not said.trigger.may and not first.optional:
            raise CannotSay("a minion's Special in play without 'you may' (forced or optional?)")
        if said.conditions:
            raise CannotSay("a condition on a minion's Special in play")
        if said.trigger.moment == "after-scoring" and _says_there(said):
            raise CannotSay("'there' after a base scores (the base has scored: gone)")
        if any(e.condition is not None for e in said.effects):
            raise CannotSay("a condition after 'you may' on a minion's Special in play")
        effects = said.effects
        if first.optional and not more:
            effects = (replace(first, optional=False),)
        elif first.optional:
            raise CannotSay("'you may' of the first of a minion's Special's effects only")
        trigger = replace(said.trigger, play=False, may=True, in_play=True)
        self.abilities.append(Ability("special", effects=effects, trigger=trigger))

    def _this_minion_chosen(self, said: Effects) -> Effects:
        """On an action played on no minion, "an action that directly affects this
        minion" is the minion the effect before it chose ("Choose a minion to gain +2
        power ... . You may play an extra action that directly affects this minion.")."""
        earlier = [e for a in self.abilities if a.timing == "on-play" for e in a.effects]
        if self.modifier is not None or said.trigger is not None or not earlier:
            raise CannotSay("'that directly affects this minion' on a card that is no minion")
        if not _chooses_a_minion(earlier[-1]) or len(said.effects) != 1:
            raise CannotSay("'this minion' on an action, not after choosing a minion")
        (effect,) = said.effects
        assert effect.target is not None
        chosen = replace(effect.target, affects=Selector(this="chosen"))
        return replace(said, effects=(replace(effect, target=chosen),))

    def _it_the_chosen(self, said: Sentence) -> Effects:
        """The sentence after "Choose a minion.": its first effect on "it", that minion
        ("Choose a minion. It gains +2 power ..." is "Give a minion +2 power ...")."""
        assert self.choosing_target is not None
        chosen = self.choosing_target[1]
        self.choosing_target = None
        first = said.effects[0] if isinstance(said, Effects) and said.effects else None
        if not isinstance(said, Effects) or said.trigger is not None or first is None:
            raise CannotSay("'Choose a minion.' not followed by an effect on 'it'")
        if not isinstance(first.target, It) and _names_the_chosen(first):  # lang-possessive
            return replace(said, effects=(_choose_a_card(chosen), *said.effects))
        if not isinstance(first.target, It) or _says_it(replace(said, effects=said.effects[1:])):
            raise CannotSay("'Choose a minion.' not followed by one effect on 'it'")
        if not _chooses_a_minion(replace(first, target=chosen)) or first.optional:
            raise CannotSay("'it' after 'Choose ...' for an effect not on one minion chosen")
        return replace(said, effects=(replace(first, target=chosen), *said.effects[1:]))

    def _at_the_chosen_base(self, said: Sentence) -> Effects:
        """The sentence after "Choose a base.": one effect at "there", that base."""
        assert self.choosing_base is not None
        where = self.choosing_base[1].where
        has = self.choosing_base[1].has  # lang-where
        self.choosing_base = None
        there = isinstance(said, Effects) and said.trigger is None and len(said.effects) == 1
        target = said.effects[0].target if isinstance(said, Effects) and there else None
        if isinstance(said, Effects) and target is not None and target.where == "there":
            chosen = replace(target, where="chosen-base", base_where=where, base_has=has)
            at_it = replace(said, effects=(replace(said.effects[0], target=chosen),))
            if not _says_there(at_it):  # "there" said of the target only
                return at_it
        plain = isinstance(said, Effects) and not (said.trigger or said.conditions or said.special)
        if not isinstance(said, Effects) or not plain or not _says_there(said):
            raise CannotSay("'Choose a base.' not followed by effects 'there'")
        _done_at_a_chosen_base(said.effects)  # lang-there: "there" not the target's only
        chose = Effect(
            "choose",
            target=replace(CHOSEN_BASE, base_where=where, base_has=has),
            effects=said.effects,
        )
        return replace(said, effects=(chose,))

    def _plain(self, section: str, said: Effects) -> None:
        if said.effects == (SHUFFLE_YOUR_DECK,):
            self._shuffle_after_search()
            return
        if said.effects == (PLAY_IT_AGAIN,):
            self._play_again()
            return
        if PLAY_IT_AGAIN in said.effects:
            raise CannotSay("'play it again' beside other effects")
        if SHUFFLE_YOUR_DECK in said.effects:
            raise CannotSay("'shuffle your deck' beside other effects")
        if section == "special" and _kind(self.card_type) in PLAYED_THERE:
            raise CannotSay(f"effects in a {self.card_type}'s Special without its moment")
        if section in ("play", "special"):
            if _kind(self.card_type) == "action" and _returns_itself(said.effects):
                raise CannotSay("an action returning itself as it resolves (it is not in play)")
            self._effects("on-play", said.effects)
        elif section == "talent":
            self._effects("talent", said.effects)
        elif _later_this_turn(said.effects):
            self._ongoing_later(said.effects[0])
        elif len(said.effects) == 1 and said.effects[0].verb == "later":  # lang-timed
            raise CannotSay(
                "'Ongoing: At the start of your next turn, ...' (the card grammar's moments"
                " of a card in play are triggers of every such turn, not of the next one)"
            )
        else:
            raise CannotSay("an effect in an Ongoing: text without a moment")

    def _ongoing_later(self, later: Effect) -> None:
        """lang-timed: "Ongoing: At the end of the turn, destroy this minion." on an action
        played on a minion (or a base): at the end of the turn it is played in, while it is
        in play (an ongoing text of a card in play: gone if it has left play), the end-of-
        turn trigger of its player with "on the turn you play it"."""
        if self.card_type != "action" or self.modifier is None:
            raise CannotSay(
                "'Ongoing: At the end of the turn, ...' on a card other than an action played"
                " on a minion or a base (which turn's end, for a card in play since before?)"
            )
        if any(_paid(e) for e in later.effects):  # lang-x
            raise CannotSay("'X to Y' at a later moment (is the cost paid now, or then?)")
        on_a_base = self.modifier in _ON_BASES
        if on_a_base and any(
            e.target is not None and e.target.this is not None and e.target.what == "minion"
            for e in walk(later.effects)
        ):
            raise CannotSay("'this minion' on an action played on a base (it is on no minion)")
        self.abilities.append(
            Ability(
                "trigger",
                effects=later.effects,
                trigger=Trigger("end-of-turn"),
                conditions=(Condition("played-this-turn"),),
            )
        )

    def _effects(self, timing: Literal["on-play", "talent"], effects: tuple[Effect, ...]) -> None:
        for index, ability in enumerate(self.abilities):
            if ability.timing == timing:
                _plays_what_was_taken((*ability.effects, *effects))
                _compares_with_a_chosen_minion((*ability.effects, *effects))
                self.abilities[index] = replace(ability, effects=(*ability.effects, *effects))
                return
        _plays_what_was_taken(effects)
        _compares_with_a_chosen_minion(effects)
        self.abilities.append(Ability(timing, effects=effects))

    def _static(self, found: Static) -> None:
        last = self.abilities[-1] if self.abilities else None
        if last is not None and last.timing == "ongoing":
            self.abilities[-1] = replace(last, statics=(*last.statics, found))
        else:
            self.abilities.append(Ability("ongoing", statics=(found,)))

    def _shuffle_after_search(self) -> None:
        last = self.abilities[-1] if self.abilities else None
        searched = last is not None and last.effects and last.effects[-1].verb in ("take", "play")
        if not searched or last is None or last.effects[-1].target is None:
            raise CannotSay("'shuffle your deck' not after a search of your deck")
        if last.effects[-1].target.pile != "deck":
            raise CannotSay("'shuffle your deck' not after a search of your deck")
        if last.effects[-1].destination is not None:  # lang-time: the card found on top
            raise CannotSay("'shuffle your deck' after a card is placed on top of it")

    def _play_again(self) -> None:
        """After "Return ... to your hand.", "You may play it again as an extra minion.":
        the return and the replay, one effect."""
        last = self.abilities[-1] if self.abilities else None
        returned = last.effects[-1] if last is not None and last.effects else None
        if last is None or returned is None or not _to_a_hand(returned):
            raise CannotSay("'play it again' not after returning a minion to your hand")
        replay = replace(returned, destination=None, variant="and-replay")
        self.returned = None
        self.abilities[-1] = replace(last, effects=(*last.effects[:-1], replay))

    def result(self) -> CardAbilities:
        """The abilities in the card grammar's order (the order ``abilities:`` reads them
        in: a text printed in another order then does not round-trip)."""
        if self.choosing_base is not None:
            clause = self.choosing_base[0]
            raise ClauseError(clause, CANNOT_SAY, "'Choose a base.' and nothing after")
        if self.choosing_target is not None:
            why = "'Choose a minion.' and nothing after"
            raise ClauseError(self.choosing_target[0], CANNOT_SAY, why)
        if self.choosing_player is not None:
            why = "'Choose a player.' and nothing after"
            raise ClauseError(self.choosing_player[0], CANNOT_SAY, why)
        if self.returned is not None:
            why = "returning to 'your hand' (the grammar returns to its owner's hand)"
            raise ClauseError(self.returned, CANNOT_SAY, why)
        if self.your_turn_ends is not None and self.of_special():
            why = "'until the end of your turn' on an action with a Special (on whose turn?)"
            raise ClauseError(self.your_turn_ends, CANNOT_SAY, why)
        play_if = self.play_if[1] if self.play_if is not None else None
        plays_itself = any(a.trigger is not None and a.trigger.play for a in self.abilities)
        if self.play_if is not None and self.play_if[1].kind == "your-turn" and not plays_itself:
            why = "'only during your turn' of a card no Special plays (always on your turn)"
            raise ClauseError(self.play_if[0], CANNOT_SAY, why)
        if self.play_at is not None and plays_itself:  # lang-playonly
            why = (
                "construct the engine cannot play: a place to play a card a Special plays"
                " (the Special's own play puts it where its moment says)"
            )
            raise ClauseError(self.play_at[0], CANNOT_SAY, why)
        if self.limited is not None and self.limited[1] != len(self.abilities):
            why = "an ability after a limit by name (which does it limit?)"
            raise ClauseError(self.limited[0], CANNOT_SAY, why)
        ordered = sorted(self.abilities, key=lambda ability: _ORDER.index(ability.timing))
        return CardAbilities(
            tuple(ordered),
            self.modifier,
            self.instead_of,
            self.turn_play,
            play_if,
            self.play_at[1] if self.play_at is not None else None,  # lang-playonly
        )


#: The verbs the engine plays on an action played on a minion or a base (destroyed, or
#: returned to its owner's hand like any card in play).
_MODIFIER_VERBS = ("destroy", "return")
_MODIFIERS = ("minion-modifier", "base-modifier")
#: lang-where: a base modifier's "Play on a base" (where you have a minion, or none)
_ON_BASES = ("base", "base-with-your-minion", "base-without-your-minion")


def _modifiers_only_destroyed_or_returned(said: Sentence) -> None:
    """ "An action played on a minion" is a target only of :data:`_MODIFIER_VERBS`; as
    anything else (another verb, an ongoing text's subject) the card stops."""
    if isinstance(said, Statics):
        found = said.static.target
        if found is not None and found.what in _MODIFIERS:
            raise CannotSay("an ongoing text about actions played on a minion or a base")
    if not isinstance(said, Effects | IfYouDo):
        return
    for e in walk(said.effects):
        s = e.target
        if s is not None and s.what in _MODIFIERS and e.verb not in _MODIFIER_VERBS:
            raise CannotSay(f"an action played on a minion or a base as the target of {e.verb!r}")


#: The parts of a printed text each card type can have (:mod:`.clauses`' sections): a
#: modifier's "Play on a base/minion." only on an action, a Talent only on a minion or a
#: titan, no label on a base (whose text is all ongoing, or a trigger: it is never played).
SECTIONS_OF = {
    "minion": ("play", "ongoing", "talent", "special"),
    "character": ("play", "ongoing", "talent", "special"),
    "titan": ("play", "ongoing", "talent", "special"),
    "action": ("play", "play-on", "ongoing", "special"),
    "base": ("play",),
}

_SAID_AS = {
    "play-on": "'Play on ...'",
    "ongoing": "'Ongoing:'",
    "talent": "'Talent:'",
    "special": "'Special:'",
}


def _fits(card_type: str, clause: Clause, said: Sentence) -> None:
    """Stop a part of the text a card of ``card_type`` cannot have (a card of a type not
    in :data:`SECTIONS_OF` is not checked), and an effect without a moment on a base."""
    # a card of two types (a list, in data not yet checked) may have the parts of either
    types = [str(t) for t in card_type] if isinstance(card_type, list | tuple) else [card_type]
    name = "/".join(types)
    allowed = {part for kind in types for part in SECTIONS_OF.get(kind, (clause.section,))}
    if clause.section not in allowed:
        article = "an" if name[:1] in "aeiou" else "a"
        # lang-once: "Once per turn, you may ..." is read as "Talent:" (normalise rule 8)
        why = (
            " (or 'Once per turn, you may ...': the engine offers a Talent only to the player"
            " who controls a minion, titan or character)"
            if clause.section == "talent"
            else ""
        )
        raise CannotSay(f"{_SAID_AS.get(clause.section, clause.section)} on {article} {name}{why}")
    if "titan" not in types and _says_this_titan(said):
        raise CannotSay(f"'this titan' on a card that is no titan ({name})")
    about_this = any(c.kind == "only-minion-here" for c in _conditions_of(said))
    if about_this and name not in ("minion", "character"):
        raise CannotSay(f"'this is the only minion here' on a card that is no minion ({name})")
    others = any(c.kind in _OTHERS_THAN_THIS for c in _conditions_of(said))
    if others and name not in ("minion", "character"):  # lang-c2
        why = "'another minion', 'your only minion' on a card that is no minion"
        raise CannotSay(f"{why} ({name})")
    # "If you do, ..." on a base: of the sentence before (a trigger's), or it stops there
    plain = isinstance(said, Effects) and not getattr(said, "trigger", None)
    if card_type == "base" and plain:
        raise CannotSay("an effect without a moment on a base (a base is never played)")


#: The sections of an action played on nothing that happen as it is played (its Special
#: too: played from the hand at its moment, it is at no base, so it says "there", never "here").
PLAYED = ("play", "special")


#: The conditions about this card's base ("here"): said only of a card at a base.
_HERE_COUNTS = (
    "card-here",
    "minion-here",
    "most-power-here",
    "only-minion-here",
    "minions-here-at-least",
    "your-minions-here-at-least",
    "your-minions-here-at-most",
    "your-other-minions-here-at-least",
    "your-other-minions-here-at-most",
    "your-minion-here-power-at-least",  # lang-third
    "your-same-name-here-at-least",  # lang-name
)

#: The conditions that count your minions other than this card (lang-c2): said of a minion.
_OTHERS_THAN_THIS = ("your-other-minions-here-at-least", "your-other-minions-here-at-most")


#: lang-statics: the conditions that read the power of your minions now
_POWER_CONDITIONS = ("your-minion-power-at-least", "your-minion-here-power-at-least")


def _no_power_on_power(condition: Condition, found: Static) -> None:
    """lang-statics: stop a power change of a card of yours (this minion, your minions)
    "while (if) you have a minion of power 5 or more": the minion the condition reads may
    be the one it changes (is a 3-power minion with "+2 power while you have a minion of
    power 5 or more" 5 power, or 3?). The rules do not say; other players' minions only
    would be no loop."""
    if (
        found.kind == "power"
        and condition.kind in _POWER_CONDITIONS
        and (found.target is None or found.target.whose != "other")
    ):
        raise CannotSay(
            "a power change under a condition on the power of your minions (the minion it"
            " changes may be the one the condition reads: its power would depend on itself)"
        )


def _no_here(said: Sentence) -> None:
    """Stop "here" in what an action played on nothing does when played: it names no base
    (an action played on a base or a minion is at that base; a base's and a minion's own
    text names theirs)."""
    if _says_here(said):
        raise CannotSay("'here' on an action not played on a base or a minion (it is at no base)")


def _no_there(said: Sentence) -> None:
    """Stop "there" in what a card does when played, unless a sentence before chose the
    base ("Choose a base.") or a trigger of the same sentence names it: it names no base."""
    if not getattr(said, "trigger", None) and _says_here(said, "there"):
        raise CannotSay("'there' with no base before it that it names")


def _its_base_after_destroyed(said: Sentence) -> None:
    """Stop an extra play "on its base" but in the sentence of a trigger "after a
    minion is destroyed": only there is "its base" the base of a minion the text names."""
    trigger = getattr(said, "trigger", None)
    destroyed = isinstance(trigger, Trigger) and trigger.moment == "minion-destroyed"
    if not destroyed and _on_its_base(said):
        raise CannotSay("an extra play 'on its base' with no destroyed minion it names")


def _no_other_counted_for_a_group(said: Sentence) -> None:
    """Stop a group's power "for each of your other minions" ("Each of your minions here gains
    +1 power for each of your other minions here"): said of a group, "other" is other than
    each one gaining it, but the card grammar's "other" is other than this card."""
    pairs: list[tuple[Selector | None, Amount | None]] = []
    if isinstance(said, Effects):
        pairs = [(e.target, e.amount) for e in walk(said.effects)]
    elif isinstance(said, Statics):
        pairs = [(said.static.target, said.static.amount)]
    for selector, amount in pairs:
        group = selector is not None and selector.quantifier.kind != "one" and selector.this is None
        if group and amount is not None and amount.per is not None and amount.per.other:
            raise CannotSay(
                "'other' in a count for each of a group (other than the one it is for, or"
                " than this card?)"
            )


def _there_is_a_scoring_base(said: Sentence) -> None:
    """Stop an extra play "there", a move "there" and an amount for each minion "there"
    (lang-s) but in the sentence of the
    moment "before a base scores": only there is "there" a base still in play that the
    moment names (the engine's base of the moment)."""
    trigger = getattr(said, "trigger", None)
    scoring = isinstance(trigger, Trigger) and trigger.moment == "before-scoring"
    if not scoring and _to_there(said):
        raise CannotSay("a play, move or count 'there' with no base about to score that it names")


def _says_there(said: Sentence) -> bool:
    """Whether ``said`` says "there": a selector's place, an extra play's, a move's
    destination, an amount's count (lang-there)."""
    return _says_here(said, "there") or _to_there(said)


def _results_there(inner: tuple[Effect, ...], start: int, ability: Ability) -> tuple[Effect, ...]:
    """lang-counted: the effects done at a base chosen (``inner``; those from ``start`` the
    sentence's own) with each amount that counts what an effect before did made the
    position of that effect among them (the engine runs them in order, as an ability's
    own): the one right before it in the sentence, or, first in the sentence, the one
    effect of "Choose a base. ... there." right before. Anything else stops."""
    effects = list(inner)
    for position in range(start, len(effects)):
        effect = effects[position]
        if any(_pending(e) for e in walk((effect,)) if e is not effect):
            raise CannotSay(
                "'for each card discarded' ('that many') inside another effect at a base"
                " chosen: counted as what?"
            )
        found = _pending(effect)
        if found is None:
            continue
        if position == start and start != 1:
            raise CannotSay(
                "'for each card discarded' at a base chosen, not right after its one effect"
                " (which effect's cards?)"
            )
        done = effects[position - 1]
        _counts_what_it_did(found, done, effect)
        trigger = ability.trigger
        if found.by_you and trigger is not None and trigger.for_ != "controller":
            raise CannotSay("'for each card you discarded' of an effect another player does (you?)")
        verb = done.verb if found.any_verb else found.verb
        effects[position] = _with_result(
            effect, Result(position - 1, verb, found.what, found.counts)
        )
    return tuple(effects)


def _as_chosen_base(found: Effect) -> Effect:
    """``found`` (the effect at a base of your choice after "Choose a base.", or effects
    there already) as ``choose-base``, to do more effects there (lang-there)."""
    if chooses_a_base(found):
        return found
    s = found.target
    if (
        s is None
        or s.where != "chosen-base"
        or found.verb == "move"
        and s.quantifier.kind == "any-number"
    ):
        raise CannotSay("'there' after 'Choose a base.' and an effect not at that base")
    there = replace(s, where="there", base_where=None, base_has=None)
    return Effect(
        "choose",
        target=replace(CHOSEN_BASE, base_where=s.base_where, base_has=s.base_has),
        effects=(replace(found, target=there),),
    )


def _done_at_a_chosen_base(effects: Sequence[Effect]) -> None:
    """Stop what the engine cannot do at a base chosen first (lang-there): an effect
    later (the base may have scored and left play by then), a base replaced (the base
    chosen may be the one that goes), another base chosen inside."""
    _compares_with_a_chosen_minion(effects)
    _plays_what_was_taken(effects)
    for found in walk(effects):
        if found.verb == "later":
            raise CannotSay("an effect later at a base chosen now (it may have left play)")
        if found.verb == "replace-base":
            raise CannotSay("a base replaced after 'Choose a base.' (the chosen one may go)")
        if chooses_a_base(found):  # pragma: no cover (one "Choose a base." a sentence)
            raise CannotSay("a base chosen at a base chosen")
        moved = found.target if found.verb == "move" else None
        if moved is not None and moved.where == "there" and moved.quantifier.kind == "any-number":
            raise CannotSay("any number of minions moved from a base chosen (one base each?)")


def _to_there(value: object) -> bool:
    """Whether ``value`` grants a play "there" or moves a card "there" (lang-s)."""
    if isinstance(value, Grant):
        return value.there
    if isinstance(value, Destination):
        return value.base == "there"
    if isinstance(value, Amount):  # "for each of your minions there"
        return value.per is not None and value.per.where == "there"
    if isinstance(value, tuple | list):
        return any(_to_there(item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_to_there(getattr(value, f.name)) for f in fields(value))
    return False


def _at_a_chosen_minions_base(effects: Sequence[Effect], chose: bool = False) -> None:
    """ "on that base" (lang-s) says "that" of the base of the minion the effect just before
    chose (or, in its "If you do", the one it chose); anywhere else the card stops."""
    for index, found in enumerate(effects):
        before = chose if index == 0 else _chooses_a_minion(effects[index - 1])
        alone = replace(found, then=(), effects=(), others=(), options=())
        if _on_that_base(alone) and not before:
            raise CannotSay("'on that base' not after choosing a minion")
        if _on_that_base(alone) and index and _at_a_base_chosen(effects[index - 1]):
            raise CannotSay("'on that base' after a base chosen (that one, or the minion's?)")
        inner = (*found.effects, *found.others, *(e for o in found.options for e in o))
        if _on_that_base(inner):
            raise CannotSay("'on that base' inside another effect")
        _at_a_chosen_minions_base(found.then, _chooses_a_minion(found))


#: lang-grantplace: the verbs that take the one minion they choose off its base
_TAKEN_OFF_ITS_BASE = ("move", "destroy", "return")


def _after_a_minion_left(effects: Sequence[Effect], before: Effect | None = None) -> None:
    """lang-grantplace: "on the base it left" says "it" of the one minion the effect just
    before chose and took off its base (moved, destroyed, returned); anywhere else, or
    inside another effect, the card stops."""
    for index, found in enumerate(effects):
        last = before if index == 0 else effects[index - 1]
        alone = replace(found, then=(), effects=(), others=(), options=())
        left = last is not None and _chooses_a_minion(last) and last.verb in _TAKEN_OFF_ITS_BASE
        if _grants_at(alone, lambda g: g.left_base) and not left:
            raise CannotSay("'on the base it left' not after a minion taken off its base")
        inner = (*found.effects, *found.others, *(e for o in found.options for e in o))
        if _grants_at(inner, lambda g: g.left_base):
            raise CannotSay("'on the base it left' inside another effect")
        _after_a_minion_left(found.then, found)


def _at_a_base_chosen(found: Effect) -> bool:
    """Whether ``found`` is done at a base its player chooses first (lang-there)."""
    s = found.target
    return chooses_a_base(found) or (s is not None and s.where == "chosen-base")


def _on_that_base(value: object) -> bool:
    """Whether ``value`` selects "on that base" or grants a play there (lang-there)."""
    return _says_here(value, "that-base") or _grants_at(value, lambda g: g.that_base)


def _on_its_base(value: object) -> bool:
    """Whether ``value`` (a sentence, or any value inside one) grants a play "on its base"."""
    return _grants_at(value, lambda g: g.its_base)


def _grants_at(value: object, place: Callable[[Grant], bool]) -> bool:
    """Whether ``value`` (a sentence, or any value inside one) holds a grant whose play
    ``place`` says is limited so."""
    if isinstance(value, Grant):
        return place(value)
    if isinstance(value, tuple | list):
        return any(_grants_at(item, place) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_grants_at(getattr(value, f.name), place) for f in fields(value))
    return False


def _later_this_turn(effects: Sequence[Effect]) -> bool:
    """lang-timed: whether ``effects`` are one delayed effect at the end of the turn ("At
    the end of the turn, destroy this minion."), as an Ongoing: text says it."""
    return (
        len(effects) == 1
        and effects[0].verb == "later"
        and (effects[0].duration is None or effects[0].duration.kind == "end-of-turn")
    )


def _says_here(value: object, where: str = "here") -> bool:
    """Whether ``value`` (a sentence, or any value inside one) selects ``where`` ("here")."""
    if isinstance(value, Selector) and value.where == where:
        return True
    if isinstance(value, Amount) and value.per_power and where == "here":  # lang-third
        return True
    here_players = ("with-minion-here", "other-with-minion-here")
    if isinstance(value, Amount) and value.per_player in here_players and where == "here":
        return True  # lang-its
    if isinstance(value, tuple | list):
        return any(_says_here(item, where) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_says_here(getattr(value, f.name), where) for f in fields(value))
    return False


def _each_with_minion_here(said: Sentence) -> bool:
    """Whether ``said`` has each player with a minion here do something (lang-c)."""
    effects = said.effects if isinstance(said, Effects) else ()
    return any(e.verb == "each" and e.variant == "with-minion-here" for e in walk(effects))


def _says_this_titan(said: Sentence) -> bool:
    """Whether ``said`` names "this titan" (lang-d: on a card that is no titan it would be
    the card itself, which the print does not say)."""
    titan = Selector(what="titan", this="self")
    if isinstance(said, Statics):
        return said.static.target == titan
    effects = said.effects if isinstance(said, Effects | IfYouDo | LookedPlaced) else ()
    return any(e.target == titan for e in walk(effects))


def _conditions_of(said: Sentence) -> list[Condition]:
    """Every condition ``said`` names (of its trigger, its effects, its static)."""
    if isinstance(said, Statics):
        return [s.condition for s in said.all if s.condition]
    found = list(said.conditions) if isinstance(said, Effects | PlayAt) else []
    effects = said.effects if isinstance(said, Effects | IfYouDo) else ()
    return found + [e.condition for e in walk(effects) if e.condition is not None]


def _returns_itself(effects: Sequence[Effect]) -> bool:
    """Whether ``effects`` return this card to its owner's hand (lang-c: the engine returns
    only a card in play, and an action resolving is not: it would go to the discard pile)."""
    return any(
        e.verb == "return" and e.target is not None and e.target.this == "self"
        for e in walk(effects)
    )


def _affects_self(said: Effects) -> bool:
    return any(
        e.target is not None and e.target.affects == Selector(this="self") for e in said.effects
    )


def _base_deck_placed(look: Effect, said: LookedPlaced) -> None:
    """lang-basedeck: bases looked at go back on the base deck (top or bottom), and only
    they do; "it" is the one card of a look at one card of the base deck."""
    bases = look.target == BASE_DECK_TOP
    for e in said.effects:
        ends = e.destination is not None and e.destination.kind in _BASE_DECK_ENDS
        if bases and not ends:
            raise CannotSay("bases looked at placed elsewhere than on the base deck")
        if ends and not bases:
            raise CannotSay("cards looked at on a player's deck placed on the base deck")
    if said.it and not (bases and look.amount == Amount(1)):
        raise CannotSay("'it' of cards looked at, other than the one base of the base deck")


def _loose_looked(effects: Sequence[Effect]) -> bool:
    """True if one of ``effects`` acts on cards looked at outside any look (lang-k: "each
    other player may discard a card from it", an option "discard a card from it")."""
    for e in effects:
        if e.verb == "look":
            continue
        if e.target is not None and e.target.pile == "looked":
            return True
        inner = (*e.effects, *e.others, *e.then, *e.cost, *(x for o in e.options for x in o))
        if _loose_looked(inner):
            return True
    return False


def _on_this_base_said(said: Sentence) -> bool:
    """lang-protect: True if ``said`` counts the actions played on this base (a condition,
    or the base modifiers here)."""
    found: list[Condition] = []
    selectors: list[Selector | None] = []
    if isinstance(said, Effects):
        found += said.conditions
        for e in walk(said.effects):
            found += [e.condition] if e.condition is not None else []
            selectors += [e.target, e.amount.per if e.amount is not None else None]
    elif isinstance(said, Statics):
        for static in said.all:
            found += [static.condition] if static.condition is not None else []
            selectors += [static.target, static.amount.per if static.amount is not None else None]
    kinds = {c.kind for c in found}
    here = Selector(what="base-modifier", where="here")
    return "modifiers-on-this-base-at-least" in kinds or any(
        s is not None and replace(s, quantifier=Quantifier()) == here for s in selectors
    )


def _on_this_minion(said: Sentence) -> bool:
    """True if ``said`` names the actions played on "this minion" (lang-k)."""
    found: list[Selector | None] = []
    if isinstance(said, Effects):
        for e in walk(said.effects):
            found += [e.target, e.amount.per if e.amount is not None else None]
    elif isinstance(said, Statics):
        amount = said.static.amount
        found += [said.static.target, amount.per if amount is not None else None]
    return any(s is not None and s.on == Selector(this="self-or-host") for s in found)


def _of_this_minion_static(said: Sentence) -> bool:
    """lang-restrict: True if ``said`` is an ongoing text of "this minion" (its own card or
    the minion it is on)."""
    if not isinstance(said, Statics):
        return False
    return any(
        s.target is not None and s.target.this == "self-or-host" and s.target.what == "minion"
        for s in said.all
    )


def _counters_of_it(said: Sentence) -> bool:
    """lang-restrict: True if ``said`` says "if it has a +1 power counter on it" of anything
    but this minion's own ongoing text ("it" is then the static's subject, this minion)."""
    if not any(c.kind == "this-counters-at-least" for c in _conditions_of(said)):
        return False
    if not isinstance(said, Statics):
        return True
    kinds = ("no-actions-on-this-minion", "no-actions-on-this-minion-by-others")
    return any(
        s.restriction not in kinds and (s.target is None or s.target.this != "self-or-host")
        for s in said.all
    )


def _restricts_this_minion(said: Sentence) -> bool:
    """True if ``said`` forbids actions played on "this minion" (lang-restrict)."""
    kinds = ("no-actions-on-this-minion", "no-actions-on-this-minion-by-others")
    return isinstance(said, Statics) and any(s.restriction in kinds for s in said.all)


def _same_name_as_chosen(said: Statics) -> bool:
    """True if an ongoing text names cards "with the same name as that minion"."""
    found = [s.target for s in said.all] + [s.amount.per for s in said.all if s.amount]
    return any(s is not None and s.name_of == "chosen" for s in found)


def _same_name_here(said: Sentence) -> bool:
    """True if ``said`` has the condition "N or more minions with the same name here"."""
    return any(c.kind == "your-same-name-here-at-least" for c in _conditions_of(said))


def _same_name_as_this(said: Sentence) -> bool:
    """True if ``said`` names cards of the same name as "this minion" (lang-name)."""
    found: list[Selector | None] = []
    if isinstance(said, Effects):
        for e in said.effects:
            found += _selectors_of(e)
    elif isinstance(said, Statics):
        amount = said.static.amount
        found += [said.static.target, amount.per if amount is not None else None]
    return any(s is not None and s.name_of == "self-or-host" for s in found)


def _compares_with_this(said: Sentence) -> bool:
    """True if an effect of ``said`` compares power with "this minion"."""
    if not isinstance(said, Effects):
        return False
    return any(
        e.target is not None and e.target.power is not None and e.target.power.of == "self-or-host"
        for e in walk(said.effects)
    )


def _compares_with_a_chosen_minion(effects: Sequence[Effect]) -> None:
    """ "with less power than that minion" says "that minion" of the one the effect
    before chose; of anything else the card stops."""
    for index, found in enumerate(effects):
        power = found.target.power if found.target is not None else None
        if power is None or power.of != "chosen":
            continue
        if not index or not _chooses_a_minion(effects[index - 1]):
            raise CannotSay("'that minion' in a power filter, not after choosing a minion")
        if effects[index - 1].verb not in _STAYS_IN_PLAY:  # lang-rel
            raise CannotSay(
                "'that minion' in a power filter after it left play (the rules do not say"
                " which power a card out of play has: as printed, or as it last was)"
            )

    _same_name_as_a_chosen_minion(effects)


def _same_name_as_a_chosen_minion(effects: Sequence[Effect]) -> None:
    """ "with the same name as that minion" (lang-name) says "that minion" of the one the
    effect just before chose (or the one before it, for the second of two extra plays
    said at once); of anything else the card stops."""
    for index, found in enumerate(effects):
        if not any(s.name_of == "chosen" for s in _selectors_of(found)):
            continue
        if found.target is None or found.target.name_of != "chosen":  # inside another's
            raise CannotSay("'the same name as that minion' inside another effect (whose?)")
        before = index - 1
        while before >= 0 and effects[before] == found and found.grant is not None:
            before -= 1  # "play two extra minions with the same name as that minion"
        if before < 0 or not _chooses_a_minion(effects[before]):
            raise CannotSay("'the same name as that minion', not after choosing a minion")
        in_play = found.grant is None and found.target is not None and found.target.pile == "play"
        if in_play and effects[before].verb not in ("destroy", "return"):
            raise CannotSay(
                "a minion in play 'with the same name as that minion', which is still in "
                "play (may it be that minion itself?)"
            )


def _same_name_as_it(said: Sentence) -> None:
    """ "with the same name as it" (lang-samename) says "it" of the card the sentence's own
    trigger moment played ("after you play a minion here"), of cards out of play (an extra
    play from a hand, a pile searched: never that card itself); anything else stops."""
    found: list[Selector | None] = []
    if isinstance(said, Effects):
        for e in said.effects:
            found += _selectors_of(e)
    elif isinstance(said, Statics):
        amount = said.static.amount
        found += [said.static.target, amount.per if amount is not None else None]
    named = [s for s in found if s is not None and s.name_of == "event"]
    if not named:
        return
    trigger = said.trigger if isinstance(said, Effects) else None
    if trigger is None or trigger.moment != "after-play":
        raise CannotSay("'the same name as it' not of the card a moment 'after ... plays' names")
    if trigger.affects is not None:
        raise CannotSay("'the same name as it' after an action that affects a minion (which?)")
    if any(s.pile == "play" for s in named):
        raise CannotSay("'the same name as it' of cards in play (may it be that card itself?)")
    if trigger.played != "minion" and any(s.pile == "discard" for s in named):
        raise CannotSay("'the same name as it' in a discard pile a played action may be in")


def _selectors_of(effect: Effect) -> list[Selector]:
    """The selectors an effect (with those inside it) names: targets and amounts'."""
    found = []
    for e in walk((effect,)):
        found += [e.target, e.amount.per if e.amount is not None else None]
    return [s for s in found if s is not None]


#: lang-grave: the moments a card's trigger plays it from the discard pile at (the start or
#: end of your turn, after you play a card: the card waits in the pile for them).
_FROM_DISCARD_MOMENTS = ("start-of-turn", "end-of-turn", "after-play")


def _plays_self_from_pile(effect: Effect) -> bool:
    """lang-grave: "play this minion from your discard pile as an extra minion"."""
    s = effect.target
    return (
        effect.verb == "play"
        and effect.grant is not None
        and s is not None
        and s.this == "self"
        and effect.grant.from_pile != "hand"
    )


def _from_a_pile_here(effect: Effect) -> bool:
    """lang-grave: an extra play here (of a card from the hand, the discard pile, the
    deck): on an action on no base, here is no base (the engine let it be played on any)."""
    grant = effect.grant
    return grant is not None and grant.here


def _extra_power(found: PowerFilter | None, before: PowerFilter | None) -> PowerFilter | None:
    """lang-grave: the power filter of an extra play: at most or at least N (the engine's
    grant holds both); one compared with another card's power stops (compared as the
    play is granted, or as it is made?), and so does a second filter."""
    if found is None:
        return None
    if before is not None:
        raise CannotSay("an extra play with two power filters")
    if found.result is not None and found.compare != "equal" and not found.printed:
        return found  # lang-results: what an effect before did, as it resolved: one number
    compared = found.of is not None or found.count is not None or found.value is None
    if found.compare not in ("at-most", "at-least") or compared or found.printed:
        raise CannotSay(
            "an extra play with power compared with another card's or a count (at the grant,"
            " or at the play?)"
        )
    return found


def _extra_pile(pile: object) -> Pile:
    """lang-grave: the pile an extra play is made from (``from your discard pile``)."""
    if pile == "discard":
        return "discard"
    if pile == "deck":
        raise CannotSay("an extra play from your deck (which card: the top one, or any?)")
    raise CannotSay("'from your hand' of an extra play (the grammar leaves it unsaid)")


def _played_at(grant: Grant, kind: object, where: Sequence[object]) -> Grant:
    """lang-grave: where a card found in a pile is played: ``here`` (this card's base),
    ``there`` (the base of the moment); anywhere else it stops."""
    if not where:
        return grant
    (place,) = where
    if kind != "minion":  # an action's place is a base or a minion there
        raise CannotSay("an action played from a pile 'here' (on this base, or on a minion?)")
    if place == ("where", "here"):
        return replace(grant, here=True)
    if place == ("where", "there"):
        return replace(grant, there=True)
    said = place[-1] if isinstance(place, tuple) else place
    raise CannotSay(f"a card played from a pile {said} (the engine limits it to here or there)")


#: lang-rel: the verbs after which the minion they chose is still in play, its power now
_STAYS_IN_PLAY = ("place-counters", "move-counters", "remove-counters", "power", "move", "choose")


def _plays_what_was_taken(effects: Sequence[Effect]) -> None:
    """ "You may play it as an extra action" says "it" of the card the effect before it
    took into your hand, of the kind it plays; of anything else the card stops."""
    for index, found in enumerate(effects):
        s = found.target
        if found.verb != "play" or found.grant is None or s is None or s.this != "chosen":
            continue
        taken = effects[index - 1].target if index else None
        if not index or effects[index - 1].verb != "take" or taken is None or taken.what != s.what:
            raise CannotSay("'play it' not after taking a card of that kind into your hand")
        if taken.quantifier != Quantifier():  # lang-k: "it" of some cards taken
            raise CannotSay("'play it' after taking a number of cards")


def _limited_ability(card_type: str, abilities: list[Ability]) -> int:
    """lang-specials: the index of the one ability a limit by name limits: the card's
    only trigger or Special (an action's Special that plays it may have what it does
    beside it, its on-play effects); any other ability beside it stops (which?)."""
    found = [i for i, a in enumerate(abilities) if a.timing in ("trigger", "special")]
    if len(found) != 1:
        raise CannotSay("a limit by name on a card of no trigger or Special, or of several")
    (index,) = found
    ability = abilities[index]
    assert ability.trigger is not None
    others = [a for i, a in enumerate(abilities) if i != index]
    played = card_type == "action" and ability.trigger.play
    if others and not (played and all(a.timing == "on-play" for a in others)):
        raise CannotSay("a limit by name on a card of more than one ability (which?)")
    if ability.trigger.replaces is not None:
        raise CannotSay("a limit by name on a replacement")
    return index


def _is_this_minion(effect: Effect) -> bool:
    """lang-specials: an effect on "this minion" (the card itself, or the one it is on)."""
    s = effect.target
    return s is not None and s.this in ("self", "self-or-host") and s.what == "minion"


def _of_this_minion(said: Effects) -> bool:
    """lang-costs2: a replacement that watches this minion, or whose cost or effects act on
    it (a +1 power counter removed from it, it destroyed): said of the card in play."""
    assert said.trigger is not None and said.trigger.replaces is not None
    if said.trigger.replaces.this in ("self", "self-or-host"):
        return True
    acting = (*said.trigger.cost, *walk(said.effects))
    return any(_is_this_minion(e) for e in acting)


def _in_play_special(said: Effects) -> bool:
    """lang-specials: a minion's Special whose first effect moves this minion to a base,
    or returns it to its owner's hand: it acts on the card in play (the zone said)."""
    first = said.effects[0]
    s = first.target
    if s is None or s.this not in ("self", "self-or-host") or s.pile != "play":
        return False
    if first.verb == "move":
        return first.destination is not None and first.destination.kind == "base"
    return first.verb == "return"


def _plays_itself(effect: Effect) -> bool:
    """True for "play this minion there" (:meth:`_Sentences.play_self_there`)."""
    s = effect.target
    return (
        effect.verb == "play"
        and effect.grant is None
        and s is not None
        and s.where == "there"
        and s.this in ("self", "self-or-host")
    )


#: The moments a titan's Special plays it at (lang-t2), each with the places it may name:
#: "there" only of the base about to score, "on its base" only after a minion is destroyed.
_TITAN_PLAY_AT: dict[str, tuple[PlayOnBase, ...]] = {
    "before-scoring": ("there", "a-base", "base-with-your-minion"),
    "minion-destroyed": ("its-base", "a-base", "base-with-your-minion"),
    "start-of-turn": ("a-base", "base-with-your-minion"),
    "end-of-turn": ("a-base", "base-with-your-minion"),
    "after-play": ("a-base", "base-with-your-minion"),
}


def _titan_play_moment(trigger: Trigger) -> None:
    """Stop a Special that plays the titan at a moment the engine offers it at no other
    way than the print says, or "there" / "on its base" naming no base of that moment."""
    places = _TITAN_PLAY_AT.get(trigger.moment)
    if places is None:
        raise CannotSay(f"a titan played by its Special at the moment {trigger.moment!r}")
    plain = Trigger(
        trigger.moment,
        who=trigger.who,
        played=trigger.played,
        play=True,
        with_counter=trigger.with_counter,  # lang-titans: the minion destroyed, with a counter
    )
    if replace(trigger, play_on="there", cost=()) != plain:
        raise CannotSay("a titan's Special at a moment said with more ('here', once per turn)")
    if trigger.play_on not in places:
        said = "'there'" if trigger.play_on == "there" else "'on its base'"
        raise CannotSay(f"{said} naming no base of the moment {trigger.moment!r}")
    _discards_only(trigger.cost)


def _discards_only(cost: Sequence[Effect]) -> None:
    """Stop a cost to play a titan other than discarding N cards from your hand."""
    discards = (
        e.verb == "discard"
        and e.variant is None
        and e.target is not None
        and e.target.quantifier.kind == "one"
        for e in cost
    )
    if not all(discards):
        raise CannotSay("a cost to play the titan other than discarding cards from your hand")


#: The conditions of the base of a moment (said "there" on a titan's Special).
_OF_THE_BASE = (
    "most-power-here",
    "minion-here",
    "your-minions-here-at-least",
    "your-minion-here-power-at-least",  # lang-titans
)
#: lang-titans: every other condition asked of the card's base ("here"), which a titan out
#: of play has none of: on its Special, said of the base of a moment ("there") only where
#: the moment has a base (the round trip holds the print to "there"), and on your turn not
#: at all (which base?)
_ASKED_HERE = (
    "card-here",
    "only-minion-here",
    "minions-here-at-least",
    "breakpoint-at-most",
    "your-minions-here-at-most",
    "your-other-minions-here-at-least",
    "your-other-minions-here-at-most",
    "your-same-name-here-at-least",
    "modifiers-on-this-base-at-least",
)


def _titan_play_conditions(
    kind: str, trigger: Trigger, found: Sequence[Condition]
) -> tuple[Condition, ...]:
    """The conditions of a Special that plays the card, each a plain value: one of the
    base of the moment ("there") only where the moment has a base (before a base scores,
    after a minion is destroyed: that minion's)."""
    plain: list[Condition] = []
    for condition in found:
        if condition.kind == "your-turn":
            plain.append(condition)
            continue
        if isinstance(condition, OnABase):
            raise CannotSay("a condition 'on a base' at a moment (which base is 'there'?)")
        if kind == "titan" and condition.kind in _OF_THE_BASE:
            if not isinstance(condition, There):
                raise CannotSay("'here' in a titan's Special (a titan out of play is on no base)")
            if trigger.moment not in ("before-scoring", "minion-destroyed"):
                raise CannotSay(f"'there' naming no base of the moment {trigger.moment!r}")
        elif isinstance(condition, There) or condition.kind in _OF_THE_BASE:
            raise CannotSay("a condition of 'there' in this Special")
        elif (
            kind == "titan"
            and condition.kind in _ASKED_HERE
            and trigger.moment not in ("before-scoring", "minion-destroyed")
        ):
            raise CannotSay(f"'there' naming no base of the moment {trigger.moment!r}")
        plain.append(Condition(condition.kind, condition.names, condition.count, condition.pile))
    return tuple(plain)


def _plays_self(said: Sentence) -> bool:
    """Whether ``said`` is a Special's effect that plays the card itself."""
    return isinstance(said, Effects) and any(_plays_itself(e) for e in said.effects)


def _affects_it(effect: Effect) -> bool:
    """True for "play an action that directly affects it" (:meth:`_Sentences.play_affecting_it`)."""
    return effect.target is not None and isinstance(effect.target.affects, It)


def _plays_one_minion(effect: Effect) -> bool:
    """True for one plain extra minion play from your hand ("Play an extra minion."), which
    a later sentence may name "it" (the minion it played)."""
    grant, s = effect.grant, effect.target
    plain = grant is not None and not grant.immediate and grant.from_pile == "hand"
    alone = effect.condition is None and not effect.then and not effect.cost
    return plain and alone and s is not None and s.what == "minion" and s.affects is None


_YOURS_AT_A_BASE = ("base-with-your-minion", "base-without-your-minion")


def _a_group(q: Quantifier) -> bool:
    """Whether ``q`` names a number of cards, not one (lang-s: "on one base")."""
    return q.kind in ("any-number", "each") or q.count > 1


def _chooses_a_minion(effect: Effect) -> bool:
    """True if ``effect`` acts on one minion in play its player chooses ("that minion"
    for the effects after it; lang-possessive: or only chooses it, "Choose one of your
    minions.")."""
    s = effect.target or Selector()
    one = s.quantifier == Quantifier() and s.this is None
    acts = effect.verb in AFFECTING or chooses_a_card(effect)
    return acts and one and s.what == "minion" and s.pile == "play"


def _names_the_chosen(found: Effect) -> bool:
    """lang-possessive: whether ``found``'s target names the minion chosen just before by
    its base ("on that base": "there", "on its base" after "Choose one of your minions.")
    or by its power ("with less power than that minion": "than it", "than yours")."""
    s = found.target
    if s is None or found.then or found.effects or found.options:
        return False
    return s.where == "that-base" or (s.power is not None and s.power.of == "chosen")


def _choose_a_card(chosen: Selector) -> Effect:
    """lang-possessive: "Choose one of your minions." before an effect that names it (by
    its base, its power) other than as its target: the choice alone, one minion in play
    (of several, or a group, "that minion" says none: stops)."""
    if chosen.quantifier != Quantifier() or chosen.this is not None:
        raise CannotSay(
            "'Choose' of more than one minion, then 'that minion' (its base, its power): which?"
        )
    if chosen.what != "minion" or chosen.pile != "play":
        raise CannotSay("'Choose' of other than a minion in play, then its base or its power")
    if chosen.where in ("that-base", "there", "chosen-base"):
        raise CannotSay("'Choose' a minion at a base named before, then 'that base'")
    return Effect("choose", target=chosen)


@dataclass(frozen=True)
class Affecting:
    """``that directly affects <selector>``: a filter on actions."""

    selector: Selector


def _one_minion_affected(found: Selector) -> Selector:
    """What an extra play's action must directly affect: one minion the text names."""
    if found.this not in ("self", "chosen"):
        raise CannotSay("an extra play that directly affects other than this or that minion")
    return found


def _plays_again(said: Sentence) -> bool:
    return isinstance(said, Effects) and said.effects == (PLAY_IT_AGAIN,)


def _not_each_players(found: Effect) -> bool:
    """Whether ``found`` is an extra play each player cannot be given in turn: only one
    extra minion (or action) from the hand, of no card named, on no minion named, is
    (lang-b: each plays it in turn, the current player now or later in the phase)."""
    if found.grant is None:
        return False
    s = found.target or Selector()
    plain = Grant() == found.grant or replace(found.grant, here=False) == Grant()
    return not plain or s.this is not None or s.affects is not None or s.name is not None


def _each_may(found: Effect) -> bool:
    """lang-scorers: ``each (other) player may ...`` (a choosing player, or the chosen one)
    as an effect, its last effect optional: an effect joined after it may be theirs,
    under "may", or yours."""
    inner = found.effects[-1] if found.verb == "each" and found.effects else None
    return inner is not None and (inner.optional or inner.verb == "may")


def _found_now(found: Effect) -> bool:
    """lang-scorers: an extra play of a card found in a pile, played at once or not at all
    ("the winner may search their deck for a minion and play it as an extra minion"),
    on no base named: the player doing it plays it now, so no turn of theirs is waited
    for (as :func:`_not_each_players` waits for an extra play from the hand)."""
    grant = found.grant
    return (
        grant is not None
        and grant.immediate
        and grant.from_pile != "hand"
        and replace(grant, from_pile="hand", immediate=False) == Grant()
    )


def _replaces(said: Effects) -> bool:
    """lang-instead: whether ``said`` is a replacement (its card's owner's hand is "your
    hand" there: the card would be destroyed from play, and a card leaving play goes to its
    owner's hand; another player's minion returned to "your hand" stops before this)."""
    return said.trigger is not None and said.trigger.moment in REPLACING


#: lang-instead: the owner's discard pile, where "place this card in the discard pile" puts it
_DISCARD = Destination("discard")


def _places_self_in_discard(effect: Effect) -> bool:
    return (
        effect.verb == "place"
        and effect.target == Selector(what="card", this="self")
        and effect.destination == _DISCARD
    )


def _done_by_you(trigger: Trigger) -> bool:
    """Whether the player a trigger's effects are done by is the one its text calls "you":
    the card's controller, or on a base the player of "After you play ..." (its "you")."""
    return trigger.for_ == "controller" or (trigger.for_ == "who-played" and trigger.who == "you")


def _to_your_hand(effect: Effect) -> bool:
    return effect.verb == "return" and effect.destination == Destination("hand")


def _to_a_hand(effect: Effect) -> bool:
    """A return to your hand or to its owner's (normalise rule 4 says "to your hand" of a
    card of yours in play so: a card leaving play goes to its owner's hand)."""
    return effect.verb == "return" and effect.destination in (Destination("hand"), None)


_ORDER = ("on-play", "talent", "leaves-stasis", "ongoing", "trigger", "special")


_YOUR_TURNS = (  # lang-time: the last two
    "your-turn",
    "your-play-phase",
    "other-players-turn",
    "played-this-turn",
)


def _plays_minions(trigger: Trigger) -> bool:
    """Whether ``trigger`` is after a minion is played (whose card has an owner to name)."""
    return trigger.played == "minion"


def _played_power(children: Sequence[object]) -> PowerFilter | None:
    """The power filter on a trigger's played card (lang-f2): one, of a number or of this
    minion ("with less power than this minion"); "that minion", a superlative or a counter
    stops (no card chosen before; a filter on a group)."""
    if any(isinstance(c, tuple) and c[0] not in (*_KINDS, "where") for c in children):
        raise CannotSay("a played card's filter other than its power")
    found = [c for c in children if isinstance(c, PowerFilter)]
    if len(found) > 1:
        raise CannotSay("a played card with two power filters")
    if found and found[0].of not in (None, "self-or-host"):
        raise CannotSay("a played card's power compared with another card than this one")
    return found[0] if found else None


@dataclass(frozen=True)
class _Countered:
    """Whose minion destroyed (lang-titans), one "with a +1 power counter on it"."""

    who: str


def _minion_moved(
    what: tuple[object, ...],
    where: list[object],
    *,
    who: Who = "any",
    filters: Sequence[object] = (),
    moved_by: Who | None = None,
) -> Trigger:
    """``after a minion is moved here``: any minion but this card moved to this card's
    base by any effect (lang-e); lang-moves: whose (by who controlled it), of what power
    (after the move), moved by whom, to this card's base (``here``), from it (``from
    here``, ``from this base``) or anywhere ("to another base": every move is)."""
    if what != ("minion", False):
        raise CannotSay("a card other than a minion moved")
    if any(not isinstance(f, PowerFilter) for f in filters):
        raise CannotSay("a moved minion's filter other than its power")
    power = _played_power(list(filters))
    if where == [("where", "here")]:
        return Trigger("minion-moved", who=who, here=True, power=power, moved_by=moved_by)
    if where in ([("where", "here", "from")], [("moved", "from-here")]):
        return Trigger("minion-moved", who=who, from_here=True, power=power, moved_by=moved_by)
    if where == [("moved", "anywhere")]:
        return Trigger("minion-moved", who=who, power=power, moved_by=moved_by)
    raise CannotSay("a minion moved elsewhere than here (to or from?)")


@dataclass(frozen=True)
class _MovedMinion:
    """lang-moves: the minion a player moved ("after you move another player's minion
    here"): whose, its power filters, and whether "another" (not this one) was said."""

    who: Who
    filters: tuple[object, ...] = ()
    another: bool = False


def _filters_of(children: Sequence[object]) -> tuple[object, ...]:
    """The filters among a moved minion's words (not its article nor its noun)."""
    return tuple(c for c in children if c is not None and not isinstance(c, Token))


#: lang-twomoments: moments of this card that never happen at one event: two such apart
#: (or each another's) fire once each time; others may both fire at one event
_APART_MOMENTS = frozenset(
    {
        "start-of-turn",
        "end-of-turn",
        "before-scoring",
        "when-scoring",
        "after-scoring",
        "destroyed",
        "moved",
        "after-play",
        "minion-moved",
        "minion-destroyed",
        "discarded-from-hand",
        "counter-placed",
    }
)


def _apart_moments(first: Effects, second: Effects) -> None:
    """lang-twomoments: stop two moments that one event may both be, which the engine would
    play twice for it ("after you play a minion or a card here": a minion played is both),
    or moments it cannot tell apart: only distinct moments of :data:`_APART_MOMENTS`, or one
    moment of two kinds of card played (a minion, an action) or of two players' (yours,
    another's), everything else the same."""
    one, other = first.trigger, second.trigger
    assert one is not None and other is not None
    if one.moment not in _APART_MOMENTS or other.moment not in _APART_MOMENTS:
        raise CannotSay(
            f"'{one.moment}' or '{other.moment}' (moments one event may both be: played twice?)"
        )
    if one.moment != other.moment:
        if {one.moment, other.moment} == {"moved", "minion-moved"}:
            raise CannotSay("this minion moved or a minion moved (this one too, twice?)")
        return
    kinds = {one.played, other.played} == {"minion", "action"}
    players = {one.who, other.who} == {"you", "other"}
    if kinds and replace(one, played=other.played) == other:
        return
    if players and replace(one, who=other.who) == other:
        return
    raise CannotSay("two moments that one event may both be (played twice for it?)")


@dataclass(frozen=True)
class _NotThisMinion(Trigger):
    """lang-moves: a ``minion-moved`` trigger said of "another minion" (not this one): on a
    minion, what the engine plays (the minion moved is never the card itself); made a
    plain :class:`Trigger` as the card takes it (:func:`_plain_trigger`)."""


def _another_moved(verb: str, trigger: Trigger) -> Trigger:
    """lang-moves: "another minion ... is moved": only a move (another minion played or
    destroyed stops: say "a minion")."""
    if verb != "moved":
        raise CannotSay(f"'another minion' {verb} (only of a minion moved)")
    return _NotThisMinion(**{f.name: getattr(trigger, f.name) for f in fields(Trigger)})


def _plain_trigger(trigger: Trigger) -> Trigger:
    """The :class:`Trigger` of ``trigger`` (lang-moves: without its :class:`_NotThisMinion`)."""
    return Trigger(**{f.name: getattr(trigger, f.name) for f in fields(Trigger)})


#: lang-scorers: a base's own scoring moments, which describe no player (as "after you
#: play a minion here" does: the player who played it)
_SCORING_MOMENTS = ("before-scoring", "when-scoring", "after-scoring")

#: lang-scorers: the verbs whose doer is a player ("draw a card": who draws?)
_A_PLAYERS_VERBS = frozenset(
    {"draw", "gain-vp", "extra-turn", "discard", "take", "look", "reveal", "duel", "control"}
)

#: lang-scorers: the conditions about no player (any other is of "you")
_NO_ONES_CONDITIONS = frozenset(
    {"card-here", "only-minion-here", "minions-here-at-least", "breakpoint-at-most"}
    | {"base-in-discard", "on-self", "modifiers-on-this-base-at-least"}
)


def _names_no_you(said: Effects) -> None:
    """lang-scorers: on a base, a trigger at its own scoring whose "you" no word of the
    sentence names ("After this base scores, destroy all other players' minions here",
    "... you may draw a card", "... return your minions here to your hand") stops: a base
    has no controller, and its "you" is the player it describes (the rule A Few Provisos),
    which this moment is not (the winner, each player with a minion here, ... are: said
    so, the sentence names them, and "other players" are the players other than that
    one). Effects no player does or owns ("destroy all minions here") and each player's
    own ("each player with a minion here draws a card") need no "you"."""
    for condition in said.conditions:
        if condition.kind not in _NO_ONES_CONDITIONS:
            raise CannotSay(
                f"'{condition.kind}' on a base at its scoring (a base has no 'you': which"
                " player? said of 'the winner', ... it is theirs)"
            )
    if said.trigger is not None and said.trigger.may:
        raise CannotSay(_NO_YOU)
    for effect in said.effects:
        _needs_no_you(effect)


_NO_YOU = (
    "'you', 'your' or 'other players' on a base at its scoring (a base has no 'you': the"
    " sentence names no player, as 'the winner may ...', 'each player ...' do)"
)


def _needs_no_you(effect: Effect) -> None:
    if effect.verb == "each":  # each player named does it as "you"
        if effect.variant in ("others", "chosen-other", "chosen"):
            raise CannotSay(_NO_YOU)
        return
    target = effect.target
    whose = target.whose if target is not None else "any"
    if (
        effect.optional
        or effect.grant is not None
        or effect.verb in _A_PLAYERS_VERBS
        or whose in ("you", "other")
        or effect.verb == "may"
    ):
        raise CannotSay(_NO_YOU)
    for inner in (*effect.effects, *effect.then, *effect.cost, *effect.others):
        _needs_no_you(inner)
    for option in effect.options:
        for inner in option:
            _needs_no_you(inner)


def _no_one_chooses(said: Effects) -> bool:
    """lang-e2: a base's trigger after a minion is destroyed that only places that minion
    on its owner's deck: no one chooses or does anything, so whose "you" is does not
    matter ("After a minion is destroyed here, place it on the bottom of its owner's
    deck")."""
    trigger = said.trigger
    return (
        trigger is not None
        and not trigger.may
        and bool(said.effects)
        and all(
            e.target == DESTROYED_IN_DISCARD
            and not e.optional
            and e.destination is not None
            and e.destination.kind in ("deck-top", "deck-bottom")
            and e == Effect("place", target=e.target, destination=e.destination, amount=Amount(1))
            for e in said.effects
        )
    )


def _trigger(said: Effects, *, base: bool) -> Ability:
    """A trigger's ability. On a base, "you" is the player the moment is about: the one
    who played the card (``for: who-played``), or whose turn it is (each turn's); "its
    owner" stays the played card's owner's."""
    assert said.trigger is not None
    trigger, effects, conditions = said.trigger, said.effects, said.conditions
    if trigger.power is not None and (trigger.first_each_turn or trigger.first_of_turn):
        raise CannotSay("the first time each turn a card of some power is played (lang-f2)")
    if base and trigger.power is not None and trigger.power.of is not None:
        raise CannotSay("'this minion' on a base (a played card's power compared with it)")
    if base and trigger.moment == "after-play" and trigger.for_ != "event-owner":
        trigger = replace(trigger, for_="who-played")
    if (
        base
        and trigger.moment == "minion-destroyed"
        and trigger.for_ == "controller"
        and not _no_one_chooses(said)
    ):
        raise CannotSay(
            "'you' on a base after a minion is destroyed (whose turn, or whose minion?)"
        )
    if base and trigger.moment in _SCORING_MOMENTS and trigger.for_ == "controller":
        _names_no_you(said)  # lang-scorers
    if base and trigger.moment == "minion-moved" and trigger.for_ == "controller":
        raise CannotSay("'you' on a base after a minion is moved (whose turn, or whose minion?)")
    if base and trigger.once_per_turn and any(c.kind in _YOUR_TURNS for c in conditions):
        raise CannotSay("'once on (during) your turn' on a base (whose turn is 'your' turn?)")
    if base:
        conditions = tuple(c for c in conditions if c.kind != "your-turn")
    if len(effects) == 1 and effects[0].optional:  # "you may ...": the trigger is optional
        only = effects[0] if effects[0].grant else replace(effects[0], optional=False)
        trigger, effects = replace(trigger, may=True), (only,)
    return Ability("trigger", effects=effects, trigger=trigger, conditions=conditions)


def build_abilities(parsed: Sequence[tuple[Clause, Tree[Token]]], card_type: str) -> Compiled:
    """The card grammar's values for a card's ``parsed`` clauses, or :class:`ClauseError`
    at the first clause the grammar cannot say."""
    card = _Card(card_type)
    for clause, tree in parsed:
        if _says_this_base(tree) and not card.on_a_base():
            why = (
                "'this base' (or 'another base' than it) on a card that is not on a base"
                " (a minion, a base, on a base)"
            )
            raise ClauseError(clause, CANNOT_SAY, why)
        chosen = card.choosing_target is not None or card.chose_one_minion(clause)  # lang-its
        said = sentence(clause, tree, chosen=chosen)
        try:
            card.add(clause, said)
            for index, ability in enumerate(card.abilities):  # lang-s: "on that base" ...
                ability = replace(ability, effects=_its_base(ability.effects))  # lang-its
                mine = card_type == "minion" and ability.trigger is None  # (a trigger's card?)
                ability = replace(ability, effects=_its_power(ability.effects, mine=mine))
                _compares_with_a_chosen_minion(ability.effects)  # ("its power": that minion's)
                _other_than_which(ability.effects)
                card.abilities[index] = replace(ability, effects=_same_base(ability.effects))
                _at_a_chosen_minions_base(card.abilities[index].effects)
                _after_a_minion_left(card.abilities[index].effects)  # lang-grantplace
            if _said_same_base(card.abilities):
                raise CannotSay("'on the same base' of no effect's target")
            if _holds(ItsBase, card.abilities):  # lang-its: in a static, a condition ...
                raise CannotSay("'for each ... on its base' of no effect's minion")
            if _holds(ItsPower, card.abilities):  # lang-its
                raise CannotSay("'its power' of no effect's target (whose?)")
            if _untied(card.abilities):  # lang-extremes
                raise CannotSay(
                    "'with the highest (lowest) power' and no tie-break: the rules do not"
                    " say who chooses among tied minions (say '(you choose in case of a"
                    " tie)' or '(owner's choice in case of a tie)')"
                )
            if not card.on_a_base() and _holds_played_at(card.abilities):
                raise CannotSay(
                    "'played here (on another base) this turn' on a card that is not on a"
                    " base: where a card was played, than which base?"
                )
            if card_type == "minion" and _this_and_played_here(card.abilities):
                raise CannotSay(
                    "'this minion' and minions 'played here this turn' in one ability: this"
                    " minion is one of them too (twice, or say 'each other minion')"
                )
            if card_type != "action" and _says_other_there(card.abilities):
                raise CannotSay(
                    "'other' on that base on a card in play (other than this card, or than"
                    " the minion chosen?)"
                )
        except CannotSay as error:
            raise ClauseError(clause, CANNOT_SAY, str(error)) from error
    found = card.result()
    on_no_minion = found.modifier is None or found.modifier in _ON_BASES
    if card_type == "action" and on_no_minion and _says_this_minion(found):
        raise ClauseError(
            parsed[-1][0], CANNOT_SAY, "'this minion' on an action played on no minion"
        )
    if _pending_left(found):  # lang-results
        raise ClauseError(
            parsed[-1][0], CANNOT_SAY, "'for each card discarded' of no effect before it"
        )
    left = [e for a in found.abilities for e in walk(a.effects) if _until_yours(e)]
    if left:  # lang-c2: every "until the end of your turn" read where it was said
        raise ClauseError(parsed[-1][0], CANNOT_SAY, "'until the end of your turn' unread")
    said_where = found.play_at is not None or found.play_if is not None  # lang-playonly
    if not found.abilities and not (said_where and card_type == "minion"):
        raise ClauseError(parsed[-1][0], CANNOT_SAY, "a card that does nothing but be played")
    return Compiled(found, card_type)


_THIS_BASE_RULES = (
    "this_base",
    "timed_this_base",  # lang-timed
    "this_breakpoint_by",  # lang-timed
    "this_breakpoint_to",
    "move_to_this_base",
    "on_another_base",
    "restricted_this_base",  # lang-r
    "cannot_be_moved_here",  # lang-r
    "moved_to_or_from",  # lang-r
    "cannot_be_moved_from_here",  # lang-r
)


def _says_this_minion(found: CardAbilities) -> bool:
    """Whether an effect or an ongoing text of ``found`` acts on the card itself (or its
    host) as a minion: "Move this minion to another base." said by an action that is
    played on no minion names no minion."""
    targets = [e.target for a in found.abilities for e in walk(a.effects)]
    targets += [s.target for a in found.abilities for s in a.statics]
    return any(
        t is not None and t.what == "minion" and t.this in ("self", "host", "self-or-host")
        for t in targets
    )


def _says_this_base(tree: Tree[Token]) -> bool:
    """Whether a clause says "this base" as a place ("on this base", "to this base"), or
    a base other than this one ("on another base", "on other bases")."""
    return any(t.data in _THIS_BASE_RULES for t in tree.iter_subtrees())


def render(compiled: Compiled) -> str:
    """``compiled`` in the rulebook's English, by the card grammar's renderer."""
    return render_card(compiled.abilities, kind=_kind(compiled.card_type))


def _kind(card_type: object) -> str:
    """The kind of card the renderer says abilities of: a base, a titan, an action, or
    (a minion, a character, a card of two types) a minion."""
    return str(card_type) if card_type in ("base", "titan", "action") else "minion"


def renderings(compiled: Compiled) -> tuple[str, ...]:
    """Every wording of ``compiled`` the card grammar's renderer says, the usual one
    (:func:`render`'s) first: each says the same values. On an action played on no
    minion, "that minion" (the one an earlier effect chose) is also said "this minion",
    as such cards print it: no other minion can be "this" one there."""
    found = wordings(compiled.abilities, kind=_kind(compiled.card_type))
    found = _first_player_said(found)
    found = _first_time_said(found)
    found = _after_destroyed_said(found)
    found = _played_said(found)
    found = _chosen_first(compiled.abilities, found)
    found = _instead_of_said(compiled.abilities, found)
    found = _places_said(compiled, found)
    found = _stasis_counters_said(found)
    found = _in_hand_said(found)
    found = _restrictions_listed(found)
    found = _statics_said(compiled, found)
    found = _subject_gains_said(compiled.abilities, found)
    found = _your_turn_end_said(found)
    found = _goes_to_discard_said(compiled, found)
    found = _played_filter_said(found)
    found = _instead_unlabelled(compiled, found)  # lang-instead
    found = _or_said(compiled.abilities, found)  # lang-or
    found = _results_said(found)  # lang-results
    found = _its_base_said(compiled.abilities, found)  # lang-its
    if compiled.card_type == "minion" or compiled.abilities.modifier is not None:
        return found
    said_this = (w.replace(_AFFECTS_THAT, _AFFECTS_THIS) for w in found if _AFFECTS_THAT in w)
    return tuple(dict.fromkeys((*found, *said_this)))


def _its_base_said(abilities: CardAbilities, found: Sequence[str]) -> tuple[str, ...]:
    """lang-its: ``found`` and, where an amount counts the cards on the base of the minion
    an effect before chose ("for each minion on that base"), the same said "on its base"
    (the card "it" names is that minion: the effect's own target's base is ``target-base``,
    said "on its base" alone)."""
    said = list(found)
    for ability in abilities.abilities:
        for effect in _all_effects(ability.effects):
            per = effect.amount.per if effect.amount is not None else None
            if per is not None and per.where == "that-base":
                that = per_text(effect.amount)
                said += _said_instead(said, that, that.replace(" on that base", " on its base"))
            if effect.target is not None and effect.target.where == "that-base":
                said += _said_instead(said, " on that base", " on its base")
            power = effect.target.power if effect.target is not None else None
            if power is not None and power.of in ("self-or-host", "chosen"):  # "its power"
                said += _its_power_said(said, power)
            if effect.target is not None and effect.target.this == "chosen":  # "it"
                said += _said_instead(said, "give that minion ", "it gains ")
                said += _said_instead(said, "that minion", "it")
    return tuple(dict.fromkeys(said))


def _its_power_said(found: Sequence[str], power: PowerFilter) -> list[str]:
    """lang-its: the wordings of ``found`` with the card a power filter compares with said
    "its power" ("with less power than this minion": "... than its power")."""
    card = "this minion" if power.of == "self-or-host" else "that minion"
    said = []
    for word in ("than", "as"):
        said += _said_instead(found, f"power {word} {card}", f"power {word} its power")
    return said


def _or_said(abilities: CardAbilities, found: Sequence[str]) -> tuple[str, ...]:
    """lang-or: ``found`` and, where a choice of one of two effects is said "Choose one:
    X; or Y", the same said in one sentence, "X or Y" (:func:`or_wording`; "you may X or
    Y": one of them, or none), and of one effect on a card of one kind or of another, "X
    a minion or an action" (:func:`either_target_wording`)."""
    said = list(found)
    for ability in abilities.abilities:
        for effect in _all_effects(ability.effects):
            for pair in (or_wording(effect), either_target_wording(effect)):
                if pair is not None:
                    said += _said_instead(said, *pair)
    return tuple(dict.fromkeys(said))


def _said_instead(found: Sequence[str], chosen: str, one: str) -> list[str]:
    """Each wording of ``found`` with ``chosen`` (or it capitalised) in it, said ``one``."""
    upper = chosen[:1].upper() + chosen[1:], one[:1].upper() + one[1:]
    return [w.replace(chosen, one).replace(*upper) for w in found if chosen in w or upper[0] in w]


def _all_effects(effects: Sequence[Effect]) -> list[Effect]:
    """``effects`` and every effect inside them (of ``may``, ``if``, ``each``, options)."""
    out: list[Effect] = []
    for effect in effects:
        out.append(effect)
        out += _all_effects(effect.effects)
        for option in effect.options:
            out += _all_effects(option)
    return out


def _instead_unlabelled(compiled: Compiled, found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, on a minion, each replacement ("Ongoing: If this minion would be
    destroyed, ... instead.") also said without "Ongoing:", as minions print it: it cannot
    be said of the minion's play; and "return it to its owner's hand" of this card or one
    of yours also said "to your hand" (lang-instead)."""
    said = list(found)
    kind = _kind(compiled.card_type)
    for ability in compiled.abilities.of("trigger"):
        trigger = ability.trigger
        if trigger is None or trigger.replaces is None or trigger.moment != "would-be-destroyed":
            continue
        text = render_ability(ability, kind=kind)
        if _surely_yours(trigger.replaces, kind, compiled.abilities.modifier):
            mine = text.replace(_TO_ITS_OWNERS_HAND, _TO_YOUR_HAND)
            said += [w.replace(text, mine) for w in said if text in w]
        if kind == "minion":
            said += [
                w.replace(t, t.removeprefix("Ongoing: "))
                for w in said
                for t in (text, text.replace(_TO_ITS_OWNERS_HAND, _TO_YOUR_HAND))
                if t in w
            ]
    return tuple(dict.fromkeys(said))


def _surely_yours(watched: Selector, kind: str, modifier: ModifierOf | None) -> bool:
    """lang-instead: whether the card a replacement watches is always yours: one of your
    minions, this minion, this card, or the minion an action played on one of yours is on
    (not one played on any minion: that one may be another player's)."""
    if watched.this is None:
        return watched.whose == "you"
    return kind == "minion" or watched.this == "self" or modifier == "your-minion"


#: lang-instead: a card of yours in play returned goes to its owner's hand (the rulebook's
#: provisos), which cards print "your hand" (only of this card or of one of yours).
_TO_ITS_OWNERS_HAND = "return it to its owner's hand"
_TO_YOUR_HAND = "return it to your hand"


#: lang-results: a sentence of an amount counting what an effect before did, its count
#: said last ("Draw a card for each card discarded."; "You may play an extra action ...")
_DONE_LAST = re.compile(
    r"(?:(?<=^)|(?<=\. ))(You may )?(Draw|Gain|Play|Give) ([^.]*?)"
    r" (for each (?:Madness card|card|minion|action) (?:discarded|destroyed|returned|placed"
    r"|shuffled|moved|drawn))\."
)
_THAT_MANY = re.compile(
    r"\b([Dd])raw(s?) a card for each card"
    r" (?:discarded|destroyed|returned|placed|shuffled|moved|drawn)\b"
)
_PLAYERS_FIRST = re.compile(r"(For each player who does(?: not)?, )you (?!may )")


def _results_said(found: Sequence[str]) -> tuple[str, ...]:
    """lang-results: ``found`` and, for each amount counting what an effect before did,
    the same said as cards also print it: its count first ("For each card discarded, draw
    a card."; "For each player who does not, draw a card."), and a card for each card an
    effect acted on as "that many cards" ("Draw that many cards.": the effect is the one
    before, :meth:`_Card._results`)."""
    said: list[str] = []
    for wording in found:
        first = _DONE_LAST.sub(
            lambda m: f"{m[4][0].upper()}{m[4][1:]}, {(m[1] or '').lower()}{m[2].lower()} {m[3]}.",
            wording,
        )
        many = _THAT_MANY.sub(lambda m: f"{m[1]}raw{m[2]} that many cards", wording)
        plain = _PLAYERS_FIRST.sub(lambda m: m[1], wording)
        said.extend(w for w in (first, many, plain) if w != wording)
        said.extend(_equal_number_said(wording))
    said.extend(_done_yours_said((*found, *said)))
    return tuple(dict.fromkeys((*found, *said)))


#: lang-counted: the cards an effect before acted on, as :func:`done_text` (and "the number
#: of ..." of a power compared) says them
_DONE_CARDS = re.compile(
    r"\b([Ff]or each|the number of) ((?:Madness )?(?:card|minion|action)s?)"
    r" (discarded|destroyed|returned|placed|shuffled|moved|drawn)\b"
)
_DONE_PAST = {"drawn": "drew"}
_DONE_VERB_WORDS = "discarded|destroyed|returned|placed|shuffled|moved|drawn"
_PLAYS_PER = re.compile(
    rf"\b([Pp])lay an extra (minion|action)\b([^.]*?) for each card (?:{_DONE_VERB_WORDS})\b"
)
_DRAWS_PER = re.compile(
    rf"\b([Dd])raw(s?) a card for each ((?:Madness )?(?:card|minion|action))"
    rf" ({_DONE_VERB_WORDS})\b"
)


def _equal_number_said(wording: str) -> list[str]:
    """lang-counted: ``wording`` said as cards also print a count of what an effect before
    did: an extra play for each card "an equal number of (that many) extra minions", a
    card for each "cards equal to the number of minions destroyed" ("a number of cards
    equal to ...")."""
    said = [
        _PLAYS_PER.sub(rf"\1lay {many} extra \2s\3", wording)
        for many in ("an equal number of", "that many")
    ]
    said += [
        _DRAWS_PER.sub(rf"\1raw\2 {equal} the number of \3s \4", wording)
        for equal in ("cards equal to", "a number of cards equal to")
    ]
    return [w for w in said if w != wording]


def _done_yours_said(found: Sequence[str]) -> list[str]:
    """lang-counted: ``found`` said as cards also print what an effect before did: "for
    each card you discarded" ("you drew"), "for each minion destroyed this way", "... you
    destroyed this way" (the compiler reads "you" only of an effect you did,
    :meth:`_Card._results`). Every such count of a wording said alike."""
    said: list[str] = []
    for wording in found:
        if not _DONE_CARDS.search(wording):
            continue
        for you, way in ((True, False), (False, True), (True, True)):
            said.append(_DONE_CARDS.sub(functools.partial(_done_said, you=you, way=way), wording))
    return said


def _done_said(found: re.Match[str], *, you: bool, way: bool) -> str:
    verb = _DONE_PAST.get(found[3], found[3]) if you else found[3]
    return f"{found[1]} {found[2]}{' you' if you else ''} {verb}{' this way' if way else ''}"


def _your_turn_end_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, where a power lasts "until the end of the turn", the same said "until
    the end of your turn" (each occurrence either way, at most :data:`_MOST_TURN_ENDS`):
    the compiler reads those words only where the effect happens on your turn
    (:meth:`_Card._your_turn_ends`), where the two are one moment (lang-c2)."""
    said: list[str] = []
    for wording in found:
        parts = wording.split(_TURN_END)
        if not 1 < len(parts) <= _MOST_TURN_ENDS + 1:
            continue
        for chosen in itertools.product((_TURN_END, _YOUR_TURN_END), repeat=len(parts) - 1):
            said.append("".join(t + w for t, w in zip(parts, (*chosen, ""), strict=True)))
    return tuple(dict.fromkeys((*found, *said)))


_TURN_END = "until the end of the turn"
_YOUR_TURN_END = "until the end of your turn"
_MOST_TURN_ENDS = 3


def _subject_gains_said(abilities: CardAbilities, found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each power gained by minions their player chooses ("Give a minion
    +3 power ..."), the same as cards also print it with the minions as its subject: "A
    minion gains +3 power ...", "One minion gains ...", "Two minions gain ..." (lang-c2)."""
    pairs: list[tuple[str, str]] = []
    for ability in abilities.abilities:
        for e in walk(ability.effects):
            chosen = e.target or Selector()
            this = chosen.this is not None
            if e.verb != "power" or not (chosen.chooses or this) or e.optional or e.condition:
                continue
            plain = effect_text(e)
            who = target(chosen)
            one = this or chosen.quantifier == Quantifier()
            gains = "gains" if one else "gain"
            rest = f"{amount_text(e.amount, ' power')} {duration(e.duration)}."
            subjects = [who, _ONE.sub("one ", who, count=1)] if one else [who]
            for subject in dict.fromkeys(subjects):
                pairs.append((plain, f"{subject[:1].upper()}{subject[1:]} {gains} {rest}"))
                lower = plain[:1].lower() + plain[1:]  # after a moment: "..., give ..."
                pairs.append((lower, f"{subject} {gains} {rest}"))
    said = list(found)
    for old, new in pairs:
        said += [w.replace(old, new) for w in said if old in w]
    return tuple(dict.fromkeys(said))


_ONE = re.compile(r"^an? ")


def _statics_said(compiled: Compiled, found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each ongoing text, the same as cards also print it (lang-c2): its
    condition said after it ("This minion has +2 power during your turn"), the texts of
    one subject and one condition in a row said as one sentence ("This minion has +2 power
    and cannot be destroyed", "... cannot be destroyed or moved by other players' cards"),
    and on a minion "you have no other minions here" said "this is your only minion here"."""
    pairs: list[tuple[str, str]] = []
    for ability in compiled.abilities.of("ongoing"):
        for each in (False, True):
            pairs += _static_pairs(ability.statics, each)
    if compiled.card_type == "minion":
        pairs += [(_NO_OTHERS, _ONLY_YOURS), (_NO_OTHERS.capitalize(), _ONLY_YOURS.capitalize())]
    said = list(found)
    for old, new in pairs:
        said += [w.replace(old, new) for w in said if old in w]
    if _it_said_of(compiled):  # lang-selfongoing: "it", this minion's ongoing text's subject
        said += [_it_in_ongoing(w) for w in said]
    return tuple(dict.fromkeys(said))


#: lang-selfongoing: "this minion" as an ongoing text's subject (the sentence's start, or
#: after its condition), which a minion's Ongoing text with no moment also says "it"
_THIS_MINION_SUBJECT = re.compile(
    r"(?:(?<=^)|(?<=: )|(?<=\. )|(?<=, ))(T|t)his minion (?=has |cannot |is )"
)


def _it_word(found: re.Match[str]) -> str:
    return "It " if found.group(1) == "T" else "it "


def _it_in_ongoing(wording: str) -> str:
    """``wording`` with "this minion", the subject of its Ongoing: texts (only there, not
    of its on-play, Talent or Special texts), said "it"."""
    start = wording.find("Ongoing: ")
    if start < 0:
        return wording
    ends = [wording.find(label, start) for label in ("Talent: ", "Special: ")]
    end = min((e for e in ends if e >= 0), default=len(wording))
    ongoing = _THIS_MINION_SUBJECT.sub(_it_word, wording[start:end])
    return wording[:start] + ongoing + wording[end:]


def _it_said_of(compiled: Compiled) -> bool:
    """Whether ``compiled`` is a minion's whose ongoing texts, of no moment, say "this
    minion" as a subject, and whose abilities have no moment (whose "it" another card
    could be)."""
    if compiled.card_type != "minion":
        return False
    if any(a.trigger is not None for a in compiled.abilities.abilities):
        return False
    return any(
        s.target is not None and s.target.this == "self-or-host"
        for a in compiled.abilities.of("ongoing")
        for s in a.statics
    )


_NO_OTHERS = "if you have no other minions here"
_ONLY_YOURS = "if this is your only minion here"


def _static_pairs(statics: Sequence[Static], each: bool) -> list[tuple[str, str]]:
    """(as :func:`render` says them, as cards also print them) for ``statics``."""
    pairs = []
    for found in statics:
        if found.condition is not None:
            before = static_text(found, each_said=each)
            pairs.append((before, static_text(found, each_said=each, condition_last=True)))
    start = 0
    while start < len(statics):
        end = start + 1
        while end < len(statics) and _one_subject(statics[start], statics[end]):
            end += 1
        run = statics[start:end]
        start = end
        if len(run) < 2:
            continue
        apart = " ".join(static_text(s, each_said=each) for s in run)
        kinds = [s.kind for s in run]
        either = (
            kinds == ["cannot-be-destroyed", "cannot-be-moved"]
            and len({s.protect_from for s in run}) == 1
        )
        for ways in (False, True) if either else (False,):
            pairs.append((apart, joined_static_text(run, each_said=each, either=ways)))
    return pairs


def _one_subject(first: Static, then: Static) -> bool:
    """Whether two ongoing texts say one subject under one condition (said as one)."""
    return first.target == then.target and first.condition == then.condition


def _instead_of_said(abilities: CardAbilities, found: Sequence[str]) -> tuple[str, ...]:
    """A titan's "Instead of your regular minion play, you may play this titan." is also
    printed as its Special (how the card is played: the rule Titans' "when a card,
    including the titan card itself, says you can play them")."""
    if not abilities.instead_of:
        return tuple(found)
    either = [w.replace(_EITHER_PLAY, _EITHER_SAID, 1) for w in found if _EITHER_PLAY in w]
    found = (*found, *either)  # lang-d: "your regular minion or action play", one of them
    said = (w.replace(_INSTEAD, f"Special: {_INSTEAD}", 1) for w in found if _INSTEAD in w)
    return tuple(dict.fromkeys((*found, *said)))


def _in_hand_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that says "if you have no cards in your hand", the same as
    cards also print it: "if you have no cards in hand" (lang-t2)."""
    said = [w.replace(_NO_CARDS, _NO_CARDS_SAID) for w in found if _NO_CARDS in w]
    return tuple(dict.fromkeys((*found, *said)))


_NO_CARDS = "if you have no cards in your hand"
_NO_CARDS_SAID = "if you have no cards in hand"
_INSTEAD = "Instead of your regular "
_EITHER_PLAY = "your regular minion play or your regular action play"
_EITHER_SAID = "your regular minion or action play"


def _restrictions_listed(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, where two sentences in a row say one subject "cannot be moved" and
    "cannot be destroyed", the same as cards also print it: one sentence, "... cannot be
    moved or destroyed" (lang-r: each restriction its own static, either way)."""
    said = [_LISTED.sub(r"\1\2 cannot be \3 or \5\4.", w) for w in found if _LISTED.search(w)]
    said += [_TO_OR_FROM.sub(_TO_OR_FROM_SAID, w) for w in found if _TO_OR_FROM.search(w)]
    said += [_FROM_HERE.sub(r"\1\2 cannot be moved from this base\3.", w) for w in found]
    said += [_PLAYS_LISTED.sub(r"\1Other players cannot play \2 or \4 \3.", w) for w in found]
    return tuple(dict.fromkeys((*found, *said)))


#: lang-or: "Other players cannot play minions here. Other players cannot play actions
#: here." is "Other players cannot play minions or actions here" (each its own static).
_PLAYS_LISTED = re.compile(
    r"(^|\. |: )Other players cannot play (minions|actions) (here|on this base)\."
    r" Other players cannot play (minions|actions) \3\."
)


#: "X cannot be moved to this base. X here cannot be moved." is "X cannot be moved to or
#: from this base" (lang-r).
_TO_OR_FROM = re.compile(
    r"(^|\. |: )([A-Z][^.:]*?) cannot be moved to this base\. \2 here cannot be moved\."
)
#: "X here cannot be moved." is "X cannot be moved from this base." (lang-r; lang-restrict:
#: and so "... by other players' cards (actions)").
_FROM_HERE = re.compile(
    r"(^|\. |: )([A-Z][^.:]*?) here cannot be moved((?: by other players' (?:cards|actions))?)\."
)
_TO_OR_FROM_SAID = r"\1\2 cannot be moved to or from this base."


#: lang-protect: both "by other players' cards (actions)" too, said once after the list.
_LISTED = re.compile(
    r"(^|\. |: )([A-Z][^.:]*?) cannot be (moved|destroyed)"
    r"((?: by other players' (?:cards|actions))?)\. \2 cannot be (moved|destroyed)\4\."
)


def _stasis_counters_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that places a card "in stasis with 2 stasis counters", the
    same as cards also print it: "place 2 stasis counters on" it (the rule Stasis: "You
    only place stasis counters on a card when an ability says you can; doing so places
    the card in stasis") (lang-d)."""
    said = [_STASIS_WITH.sub(r"\1lace \3 on \2", w) for w in found if _STASIS_WITH.search(w)]
    return tuple(dict.fromkeys((*found, *said)))


_STASIS_WITH = re.compile(
    r"\b([Pp])lace ([^.]+?) in stasis with (a stasis counter|\w+ stasis counters)\b"
)


def _places_said(compiled: Compiled, found: Sequence[str]) -> tuple[str, ...]:
    """On a base, "After this base scores, the winner ..." is also printed without its
    moment, "The winner ...": a place (the winner, the runner-up, third) exists only as
    this base scores (:meth:`_Sentences.scorer_at_scoring`)."""
    if compiled.card_type != "base":
        return tuple(found)
    said = (_AFTER_THIS_SCORES.sub(r"\1T\2", w) for w in found if _AFTER_THIS_SCORES.search(w))
    return tuple(dict.fromkeys((*found, *said)))


_AFTER_THIS_SCORES = re.compile(
    r"(^|\. )After this base scores, t(he (?:winner|runner-up|player in third place) )"
)


def _first_time_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that opens a sentence with "After the first time each turn
    ...", the same as cards also print it: "The first time each turn (that) ...", the
    same moment (after the play)."""
    said = [
        w.replace(_AFTER_FIRST, opening)
        for w in found
        if _AFTER_FIRST in w
        for opening in _FIRST_OPENINGS
    ]
    return (*found, *said)


def _chosen_first(abilities: CardAbilities, found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, where an on-play or Talent text opens an effect on one minion its
    player chooses ("Give a minion +2 power ..."), the same as cards also print it:
    "Choose a minion. It gains +2 power ...", "Choose one of your minions. Destroy it."."""
    said: list[str] = []
    for ability in abilities.abilities:
        first = ability.effects[0] if ability.effects else None
        if ability.timing not in ("on-play", "talent") or first is None:
            continue
        if not _chooses_a_minion(first) or first.optional or first.condition or first.then:
            continue
        if first.cost or first.target is None:
            continue
        plain, chosen = effect_text(first), _choose_then_it(first, first.target)
        said += [w.replace(plain, chosen, 1) for w in found if plain in w]
        that = chosen.replace(". It gains ", ". That minion gains ", 1)  # lang-its
        said += [w.replace(plain, that, 1) for w in found if plain in w and that != chosen]
    return (*found, *said)


def _choose_then_it(effect: Effect, chosen: Selector) -> str:
    """ "Choose a minion. It gains +2 power until the end of the turn." / "... Destroy it."."""
    head = f"Choose {target(chosen)}."
    if effect.verb == "power":
        gains = amount_text(effect.amount, " power")
        return f"{head} It gains {gains} {duration(effect.duration)}."
    return f"{head} {effect_text(replace(effect, target=Selector(this='event')))}"


def _after_destroyed_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that says "When this minion is destroyed, ...", the same
    as cards also print it: "After this minion is destroyed, ..." (the engine plays the
    trigger once it is in the discard pile, destroyed: after, either way)."""
    said = [w.replace(_WHEN_DESTROYED, _AFTER_DESTROYED) for w in found if _WHEN_DESTROYED in w]
    # lang-destroyer: "When this minion is destroyed by another player's card, ..." too
    said += [_WHEN_DESTROYED_BY.sub(r"After this minion is destroyed by \1, ", w) for w in found]
    return (*found, *dict.fromkeys(w for w in said if w not in found))


def _played_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that says "After a player plays a minion here, ...", the
    same as cards also print it: "After a minion is played here, ..." (and "that player"
    then "its controller": who plays a card controls it)."""
    said = [_PLAYED.sub(_passive, w) for w in found if _PLAYED.search(w)]
    return (*found, *said)


def _played_filter_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that says a played card's power filter before "here"
    ("after another player plays a minion with less power than this minion here"), the
    same as cards also print it, "here" first: "... a minion here with less power than
    this minion" (lang-f2)."""
    said = [_PLAYED_FILTER.sub(r"\1 here \2", w) for w in found if _PLAYED_FILTER.search(w)]
    return tuple(dict.fromkeys((*found, *said)))


_PLAYED_FILTER = re.compile(
    r"\b(plays? (?:a minion|an action)) ((?:of|with) (?:(?! here\b)[^,.])+?) here(?=,)"
)


def _goes_to_discard_said(compiled: Compiled, found: Sequence[str]) -> tuple[str, ...]:
    """On a minion, "When this card goes to the discard pile, ..." (the engine's moment,
    from play only: destroyed, or discarded as its base scores) is also printed "After
    this minion is destroyed or discarded from play, ..." (lang-f2)."""
    if compiled.card_type != "minion":
        return tuple(found)
    said = [
        w.replace(_GOES, words)
        for w in found
        if _GOES in w
        for words in (_DESTROYED_OR_DISCARDED, _DISCARDED_OR_DESTROYED)  # lang-or
    ]
    said += [  # lang-twomoments: an ongoing ability works in play only (the glossary)
        w.replace(f"Ongoing: {_GOES}", f"Ongoing: {words}")
        for w in found
        if f"Ongoing: {_GOES}" in w
        for words in _TWO_WAYS
    ]
    return tuple(dict.fromkeys((*found, *said)))


_GOES = "When this card goes to the discard pile, "
_DESTROYED_OR_DISCARDED = "After this minion is destroyed or discarded from play, "
#: lang-or: the same moment, its two ways said the other way round.
_DISCARDED_OR_DESTROYED = "After this minion is discarded from play or destroyed, "
#: lang-twomoments: the same moment in an ongoing ability, "from play" unsaid (the glossary's
#: Ongoing: "They do not work from the hand, deck or discard pile": discarded from play, as
#: its base scores), or "placed in the discard pile"
_TWO_WAYS = (
    "After this minion is destroyed or discarded, ",
    "After this minion is discarded or destroyed, ",
    "When this minion is destroyed or placed in the discard pile, ",
    "After this minion is destroyed or placed in the discard pile, ",
)


def _first_player_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that says "The first player to play a minion here each turn
    draws a card", the same as cards also print it (lang-f2): "After the first time each
    turn a player plays a minion here, that player draws a card", and "After the first
    time each turn a minion is played here, its controller draws a card" (who plays a card
    controls it): the turn's first such play, by anyone, and its player."""
    said = [
        _FIRST_PLAYER.sub(words, w)
        for w in found
        if _FIRST_PLAYER.search(w)
        for words in (_FIRST_PLAYS, _FIRST_PLAYED)
    ]
    return tuple(dict.fromkeys((*found, *said)))


_FIRST_PLAYER = re.compile(
    r"(^|\. |: )The first player to play (a minion|an action)( here)? each turn "
)
_FIRST_PLAYS = r"\1After the first time each turn a player plays \2\3, that player "
_FIRST_PLAYED = r"\1After the first time each turn \2 is played\3, its controller "


def _passive(found: re.Match[str]) -> str:
    subject = "its controller " if found.group(4) else ""
    return f"{found.group(1)} {found.group(2)} is played{found.group(3) or ''}, {subject}"


_PLAYED = re.compile(  # lang-moves: also with the played card's power ("of power 2 or less")
    r"\b(After|after) a player plays ((?:a minion|an action)(?: of power \d+ or (?:less|more))?)"
    r"( here)?, (that player )?"
)
_WHEN_DESTROYED = "When this minion is destroyed, "
_AFTER_DESTROYED = "After this minion is destroyed, "
_WHEN_DESTROYED_BY = re.compile(r"When this minion is destroyed by ([^,.]+), ")  # lang-destroyer
_AFTER_FIRST = "After the first time each turn "
_FIRST_OPENINGS = ("The first time each turn ", "The first time each turn that ")


def this_base_wordings(found: Sequence[str], compiled: Compiled) -> tuple[str, ...]:
    """``found``'s wordings with "here" said "on this base", "to this base" or "from this
    base", and "on another base" said "from another base", each occurrence either way, as
    cards print it: on a card that is on a base (:meth:`_Card.on_a_base`) each pair names
    the same base (bases). None for another card, or a wording with more than
    :data:`_MOST_HERES` such places."""
    abilities = compiled.abilities
    if not (compiled.card_type in ("minion", "base", "titan") or abilities.modifier in _ON_BASES):
        return ()
    said: list[str] = []
    for wording in found:
        parts = _HERE.split(wording)
        places = parts[1::2]
        if len(places) > _MOST_HERES:
            continue
        ways = [_PLACES_SAID[place] for place in places]
        for chosen in itertools.product(*ways):
            texts = parts[0::2]
            said.append("".join(t + w for t, w in zip(texts, (*chosen, ""), strict=True)))
    return tuple(dict.fromkeys(w for w in said if w not in found))


_HERE = re.compile(r"\b(here|on another base)\b")
_PLACES_SAID = {
    "here": ("here", "on this base", "to this base", "from this base"),
    "on another base": ("on another base", "from another base"),
}
_MOST_HERES = 3

_AFFECTS_THAT = "that directly affects that minion"
_AFFECTS_THIS = "that directly affects this minion"
