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

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, Literal

from lark import Token, Transformer, Tree
from lark.exceptions import VisitError

from ..engine.language.english import (
    PLAYED_THERE,
    SCORERS,
    amount_text,
    duration,
    effect_text,
    render_card,
    target,
    wordings,
)
from ..engine.language.grammar import (
    AFFECTED_GROUPS,
    Ability,
    Amount,
    BaseWhere,
    CardAbilities,
    Condition,
    Destination,
    Duration,
    Effect,
    For,
    Grant,
    ModifierOf,
    Pile,
    PlayInstead,
    PowerFilter,
    ProtectFrom,
    Quantifier,
    Selector,
    Static,
    Trigger,
    Variant,
    What,
    Whose,
    walk,
)
from ..engine.language.selectors import AFFECTING
from .clauses import Clause
from .parse import CANNOT_SAY, ClauseError


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
    """What an ongoing text says."""

    static: Static


@dataclass(frozen=True)
class PlayOn:
    """``Play on a base.`` / ``Play on a minion.`` / ``Play on one of your minions.``"""

    host: ModifierOf


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
class InsteadOf:
    """``Instead of your regular minion play, you may play this titan.``"""

    plays: tuple[PlayInstead, ...]


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


Sentence = (
    Effects
    | Statics
    | PlayOn
    | PlayAt
    | ChooseBase
    | ChooseTarget
    | ChoosePlayer
    | ThatPlayerDoes
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


#: What a ``what`` says: the nouns above, and an action played on a minion or a base.
_KINDS: tuple[What, ...] = (*_WHAT.values(), "minion-modifier", "base-modifier")


def _word(token: object) -> str:
    return str(token).lower()


def _trees(children: Sequence[object], name: str) -> list[Tree[Token]]:
    return [c for c in children if isinstance(c, Tree) and c.data == name]


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
        return _WHAT[word], word.endswith("s")

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

    def other(self, _: list[object]) -> tuple[str, bool]:
        return ("other", True)

    def power_at_most(self, children: list[object]) -> PowerFilter:
        return PowerFilter("at-most", _count(children))

    def power_at_least(self, children: list[object]) -> PowerFilter:
        return PowerFilter("at-least", _count(children))

    def power_less_than(self, children: list[Any]) -> PowerFilter:
        return PowerFilter("less-than", of=children[-1])

    def power_more_than(self, children: list[Any]) -> PowerFilter:
        return PowerFilter("more-than", of=children[-1])

    def power_no_more_than(self, children: list[Any]) -> PowerFilter:
        return PowerFilter("at-most", of=children[-1])

    def power_as_much_as(self, children: list[Any]) -> PowerFilter:
        return PowerFilter("at-least", of=children[-1])

    def highest_power(self, _: list[object]) -> tuple[str, str]:
        return ("superlative", "highest-power")

    def lowest_power(self, _: list[object]) -> tuple[str, str]:
        return ("superlative", "lowest-power")

    def named(self, children: list[Token]) -> tuple[str, str]:
        """``named Brave Pup`` (lang-k): the card's printed name, as printed."""
        return ("name", " ".join(str(children[0]).split()[1:]))

    def with_counter(self, _: list[object]) -> tuple[str, bool]:
        """``with a +1 power counter on it``: a minion with one or more of them."""
        return ("with_counter", True)

    def that_minion(self, _: list[object]) -> str:
        return "chosen"

    def this_minion(self, _: list[object]) -> str:
        return "self-or-host"

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

    def on_another_base(self, children: list[Token]) -> tuple[str, ...]:
        """``on another base``, ``on other bases``, ``from another base``: not the base
        this card is on (on a card that is on a base, as :func:`build_abilities` makes
        sure); "from" is kept, for what it may not say."""
        return ("where", "another-base", "from") if children else ("where", "another-base")

    def base_with_your_minion(self, _: list[object]) -> tuple[str, str]:
        return ("where", "base-with-your-minion")

    def a_base(self, _: list[object]) -> tuple[str, str, str]:
        """``on a base`` after "each"/"all": a base its player chooses, then each of them
        there (:meth:`_selector` stops it after any other quantifier)."""
        return ("where", "chosen-base", "on a base")

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
            elif isinstance(child, tuple) and child[0] == "superlative":
                found = replace(found, superlative=child[1])
            elif isinstance(child, tuple) and child[0] == "where":
                found = replace(found, where=child[1])
            elif isinstance(child, tuple) and child[0] == "name":  # lang-k
                found = replace(found, name=_one_name(found, child[1]))
        on_a_base = any(isinstance(c, tuple) and c[-1:] == ("on a base",) for c in children)
        if on_a_base and found.quantifier.kind != "each":
            raise CannotSay("'on a base' as a place of a selector (other than of each of them)")
        if found.with_counter and (plural or found.what != "minion"):
            raise CannotSay("'with a +1 power counter on it' said of other than one minion")
        quantified = any(isinstance(c, Quantifier) for c in children)
        _superlative_fits(found, plural=plural, quantified=quantified)
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

    def the_target(self, children: list[object]) -> Selector | Group:
        """``the minion with the highest power here``: "the" only before a superlative."""
        found = self._selector(children)
        if not isinstance(found, Selector) or found.superlative is None:
            raise CannotSay("'the' before a noun without 'with the highest (lowest) power'")
        return found

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

    def modifier_on(self, children: list[Any]) -> Selector | Group:
        """``an action played on one of your minions``, ``each action played on this
        minion``: an action played on a minion, on one the host selector names."""
        q, token, host = children
        plural = str(token).lower().startswith("actions")
        if host.this is None and q != Quantifier():  # each of them, or of one minion?
            raise CannotSay("a number of actions played on one minion chosen (of which?)")
        found = self._selector([q, ("minion-modifier", plural)])
        return replace(found, on=host) if isinstance(found, Selector) else found

    def per_modifier(self, children: list[Any]) -> Per:
        """``for each action played on this minion`` (lang-k)."""
        token, host = children
        if str(token).lower().startswith("actions"):
            raise CannotSay("'for each' with a plural noun")
        return Per(Selector(what="minion-modifier", on=host))

    def this_target(self, children: list[Selector]) -> Selector:
        return children[0]

    def subject(self, children: list[Selector | Group]) -> Selector:
        found = children[0]
        if isinstance(found, Group):  # "your minions here": each of them
            return replace(found.selector, quantifier=Quantifier("each"))
        if found.this is None and found.quantifier.kind != "each":
            raise CannotSay("an ongoing text about one chosen card")
        if found.where == "chosen-base":
            raise CannotSay("an ongoing text about the cards on a base chosen")
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
        what = children[1]
        assert isinstance(what, tuple)
        if what[1]:
            raise CannotSay("a plural after 'a'")
        kind: What = what[0]
        found = Selector(what=kind)
        for child in children[2:]:
            if isinstance(child, tuple) and child[0] == "name":  # lang-k
                found = replace(found, name=_one_name(found, child[1]))
                continue
            if not isinstance(child, PowerFilter):
                raise CannotSay("a filter on a card in a pile other than its power")
            if kind != "minion" or child.value is None:
                raise CannotSay("a power filter on a card in a pile other than 'of power N'")
            found = replace(found, power=child)
        return found

    def _some_of_kind(self, q: Quantifier, children: Sequence[object]) -> Selector:
        """``any number of cards named X``, ``up to 2 minions`` (lang-k): some cards of a
        pile, a plural noun; only "up to N" and "any number" (N exactly stops: all of
        them if there are N, or as many as there are?)."""
        what = next(c for c in children if isinstance(c, tuple))
        if what[1] != (q != Quantifier("up-to", 1)):  # "up to 1 card", "up to 2 cards"
            raise CannotSay("the noun's number does not agree with its quantifier")
        if q.kind == "one":
            raise CannotSay("a number of cards exactly from a pile (N, or as many as there are?)")
        one = self.one_of_kind([None, (what[0], False), *children[children.index(what) + 1 :]])
        return replace(one, quantifier=q)

    def some_n(self, children: list[object]) -> Selector:
        return self._some_of_kind(Quantifier("one", _count(children)), children)

    def some_up_to(self, children: list[object]) -> Selector:
        return self._some_of_kind(Quantifier("up-to", _count(children)), children)

    def some_any(self, children: list[object]) -> Selector:
        return self._some_of_kind(Quantifier("any-number"), children)

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
            elif isinstance(child, tuple) and child[0] == "where":
                if child[1] not in ("here", "anywhere"):
                    raise CannotSay(f"'for each' minion {child[1]}")
                found = replace(found, where=child[1])
            elif isinstance(child, tuple) and child[0] == "name":  # lang-k
                found = replace(found, name=_one_name(found, child[1]))
            elif isinstance(child, tuple):
                raise CannotSay(f"'for each' minion with a filter it cannot say ({child[0]})")
        return Per(found)

    def per_yours(self, children: list[object]) -> Per:
        return self._per_selector(children, "you")

    def per_any(self, children: list[object]) -> Per:
        return self._per_selector(children, "any")

    def per_others(self, children: list[object]) -> Per:
        return self._per_selector(children, "other")

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

    def move_to_this_base(self, children: list[Any]) -> Effect:
        """``Move a minion to this base``: here (on a card that is on a base)."""
        return self.move([children[0], ("where", "here")])

    def counters(self, children: list[Any]) -> Effect:
        number, target = children
        return Effect("place-counters", target=_chosen(target), amount=Amount(number))

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
        return [self._extra_one(children)] * times

    def _extra_one(self, children: list[object]) -> Effect:
        kind = next(c for c in children if isinstance(c, str) and c in ("minion", "action"))
        target = Selector(what=kind, whose="you", pile="hand")  # type: ignore[arg-type]
        grant = Grant()
        for child in children:
            if isinstance(child, Affecting):
                target = replace(target, affects=_one_minion_affected(child.selector))
            elif isinstance(child, PowerFilter):
                target = replace(target, power=child)
            elif isinstance(child, tuple) and child[0] == "name":  # lang-k
                target = replace(target, name=_one_name(target, child[1]))
            elif child == ("where", "its-base"):
                if kind != "minion":  # the engine limits only a minion's bases
                    raise CannotSay("an extra action 'on its base'")
                grant = replace(grant, its_base=True)
            elif isinstance(child, tuple) and child[0] == "where":
                if child[1] != "here":  # ("where", "chosen-base", "on a base"): its words
                    said = child[-1] if child[-1] == "on a base" else child[1]
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

    def play_from(self, children: list[Any]) -> Effect:
        """``play an action from your discard pile as an extra action``: an extra play
        from that pile, now or not at all (optional, as every extra play)."""
        choice, pile, kind = children
        _single(choice, "playing a number of cards from a pile")
        if choice.what != kind:
            raise CannotSay("playing a card of one kind as an extra play of another")
        if pile != "discard":
            raise CannotSay("playing a card from your deck (which card: the top one, or any?)")
        if choice.affects is not None:
            raise CannotSay("an extra play from a pile of an action that directly affects ...")
        if choice.power is not None and choice.power.compare != "at-most":
            raise CannotSay("an extra play of a minion of power N or more")
        target = replace(choice, whose="you", pile=pile)
        return Effect("play", target=target, grant=Grant(from_pile=pile, immediate=True))

    def search_play(self, children: list[Any]) -> Effect:
        """``search your deck for a minion of power 3 or less and play it as an extra
        minion``: an extra play from your deck, now or not at all."""
        choice, kind = children[0], children[-1]
        _single(choice, "playing a number of cards from your deck")
        if choice.what != kind:
            raise CannotSay("playing a card of one kind as an extra play of another")
        if choice.affects is not None:
            raise CannotSay("an extra play from a pile of an action that directly affects ...")
        if choice.power is not None and choice.power.compare != "at-most":
            raise CannotSay("an extra play of a minion of power N or more")
        target = replace(choice, whose="you", pile="deck")
        return Effect("play", target=target, grant=Grant(from_pile="deck", immediate=True))

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

    def play_self_there(self, children: list[object]) -> Effect:
        """``play this minion there``: this card played on the base of the moment (a
        marker that never leaves this module: the Special that plays the card)."""
        found = children[0]
        assert isinstance(found, Selector)
        return Effect("play", target=replace(found, where="there"))

    def play_again(self, children: list[object]) -> Effect:
        if children[-1] != "minion":
            raise CannotSay("playing a returned card again as an extra action")
        return PLAY_IT_AGAIN

    def choose_target(self, children: list[object]) -> ChooseTarget:
        return ChooseTarget(_chosen(children[0]))  # type: ignore[arg-type]

    def choose_base(self, _: list[object]) -> ChooseBase:
        return ChooseBase()

    def choose_player(self, _: list[object]) -> ChoosePlayer:
        return ChoosePlayer()

    def choose_another_player(self, _: list[object]) -> ChoosePlayer:
        return ChoosePlayer(other=True)

    def that_player_does(self, children: list[object]) -> ThatPlayerDoes:
        return ThatPlayerDoes(_done(children))

    def choose_base_yours(self, _: list[object]) -> ChooseBase:
        return ChooseBase("you-have-a-minion")

    def choose_base_none(self, _: list[object]) -> ChooseBase:
        return ChooseBase("you-have-no-minion")

    def vp(self, children: list[object]) -> Effect:
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

    def search(self, children: list[Selector]) -> Effect:
        _single(children[0], "'place it' after a number of cards")
        return Effect("take", target=replace(children[0], whose="you", pile="deck"))

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

    def instead(self, _: list[object]) -> str:
        return "instead"

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

    def each_with_minion_here_does(self, children: list[object]) -> Effects:
        """``each player with a minion here draws a card``: each of them, in turn order,
        does the effects as "you" (lang-c)."""
        return Effects((Effect("each", variant="with-minion-here", effects=_done(children)),))

    def they_draw(self, children: list[int]) -> Effect:
        return self.draw(children)

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
        return self.vp(children)

    def they_take_extra_turn(self, _: list[object]) -> Effect:
        return Effect("extra-turn")

    def they_destroy(self, children: list[Any]) -> Effect:
        return self.destroy([_theirs(children[0])])

    def they_may(self, children: list[Any]) -> Effect:
        """``may draw a card``: the player may (said once, as the renderer says it)."""
        found = children[-1]
        if isinstance(found, list) and len(found) == 1:  # lang-b: "may play an extra minion"
            found = found[0]
        if not isinstance(found, Effect) or _not_each_players(found):
            raise CannotSay("'may' for another player than you, of an extra play")
        if isinstance(found.target, Theirs):  # "may destroy one of their minions"
            found = replace(found, target=_theirs(found.target))
        return replace(found, optional=True)

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

    def look_top(self, children: list[int]) -> Effect:
        return Effect("look", amount=Amount(children[0]))

    def reveal_top(self, children: list[int]) -> Effect:
        return Effect("look", amount=Amount(children[0]), revealed=True)

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

    def looked_to(self, children: list[Any]) -> tuple[Destination, bool]:
        return children[0], len(children) > 1  # "in any order" said, or not

    def rest_placed(self, children: list[Any]) -> Effect:
        return _looked(Quantifier("each"), children[0])

    def rest_discarded(self, _: list[object]) -> Effect:
        return _looked(Quantifier("each"), Destination("discard"))

    def place_looked(self, children: list[Any]) -> LookedPlaced:
        first = _looked(children[0], children[1])
        return LookedPlaced((first, *(c for c in children[2:] if isinstance(c, Effect))))

    def discard_looked(self, children: list[Any]) -> LookedPlaced:
        first = _looked(children[0], Destination("discard"))
        return LookedPlaced((first, *(c for c in children[1:] if isinstance(c, Effect))))

    def choose_one(self, children: list[object]) -> Effect:
        """``choose one: draw 2 cards; or gain 1 VP``: the player chooses one option."""
        if _count(children) != 1:
            raise CannotSay("choosing more than one of the options")
        options = [c for c in children if isinstance(c, list)]
        if any(e.verb == "choose" or e.grant is not None for o in options for e in o):
            raise CannotSay("an option that is itself a choice or an extra play")
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
            return [replace(e, optional=True) for e in effects]
        return effects

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
        if all(joint == "or" for joint in joints):
            return (Effect("choose", options=tuple(tuple(o) for o in options)),)
        if "or" in joints:
            raise CannotSay("effects joined by 'or' and by 'and' or 'then' in one sentence")
        if any(e.optional and e.grant is None for e in options[0]):
            raise CannotSay("'you may' before joined effects (of the first, or of all?)")
        return _from_the_hand(tuple(e for option in options for e in option))

    # ---- conditions, moments, triggers
    def you_have_minion_here(self, _: list[object]) -> Condition:
        return Condition("minion-here")

    def most_power_here(self, _: list[object]) -> Condition:
        return Condition("most-power-here")

    def minions_here_at_least(self, children: list[object]) -> Condition:
        return Condition("your-minions-here-at-least", count=_count(children))

    def base_in_discard(self, _: list[object]) -> Condition:
        return Condition("base-in-discard")

    def only_minion_here(self, _: list[object]) -> Condition:
        return Condition("only-minion-here")

    def actions_played_at_least(self, children: list[object]) -> Condition:
        return Condition("actions-played-at-least", count=_count(children))

    def minions_on_bases_at_least(self, children: list[object]) -> Condition:
        if _count(children) < 2:
            raise CannotSay("'minions on 1 or more bases' (a minion in play)")
        return Condition("bases-with-your-minions-at-least", count=_count(children))

    def cards_in_hand_at_most(self, children: list[object]) -> Condition:
        return Condition("cards-in-hand-at-most", count=_count(children))

    def most_minions(self, _: list[object]) -> Condition:
        return Condition("most-minions")

    def on_your_turn(self, _: list[object]) -> Condition:
        """``On your turn, ...``: your Play Cards phase (the glossary's "On your turn": "the
        normal Play Cards phase of your turn"); said only of an ongoing text (see
        :func:`_on_your_turn`)."""
        return Condition("your-play-phase")

    def during_your_turn(self, _: list[object]) -> Condition:
        """``During your turn, ...`` (lang-b): any phase of your turn (the glossary's
        "During a turn"); said only of an ongoing text."""
        return Condition("your-turn")

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
        return Trigger("after-play", played=what[0], who=who, here=here)

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

    def goes_to_discard(self, _: list[object]) -> Trigger:
        """``When this minion goes to the discard pile (from play)``."""
        return Trigger("goes-to-discard")

    def after_minion_destroyed(self, children: list[object]) -> Trigger:
        """``after a minion is destroyed here``: any minion but this card, whose the
        first child says (by who controlled it), at this card's base if ``here``."""
        who = children[0]
        assert who in ("you", "other", "any")
        where = children[1] if len(children) > 1 else None
        if where not in (None, ("where", "here")):
            raise CannotSay("a minion destroyed at another place than here")
        return Trigger("minion-destroyed", who=who, here=where is not None)

    def after_passive(self, children: list[object]) -> Trigger:
        """``after a minion is destroyed here`` (any minion but this card), ``after a
        minion is played here`` (by any player: "after a player plays a minion here")."""
        what, verb, *where = [c for c in children if c is not None]
        assert isinstance(what, tuple)
        if verb == "destroyed":
            if what != ("minion", False):
                raise CannotSay("a card other than a minion destroyed")
            return self.after_minion_destroyed(["any", *where])
        if verb == "moved":
            return _minion_moved(what, where)
        if where not in ([], [("where", "here")]):
            raise CannotSay("a card played at another place than here")
        return self._played([what, *where], "any")

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
        return Static("power", target=target, amount=amount)

    def cannot_be_destroyed(self, children: list[Selector]) -> Static:
        return Static("cannot-be-destroyed", target=children[0])

    def cannot_be_moved(self, children: list[Selector]) -> Static:
        """``Minions here cannot be moved`` (to another base, by any card)."""
        if children[0].what != "minion":
            raise CannotSay("a card other than a minion cannot be moved")
        return Static("cannot-be-moved", target=children[0])

    def cannot_be_destroyed_by_others(self, children: list[object]) -> Static:
        target = children[0]
        assert isinstance(target, Selector)
        return Static("cannot-be-destroyed", target=target, protect_from="other-players-cards")

    def cannot_score(self, children: list[Selector]) -> Static:
        if children[0] != Selector(what="base", this="host"):
            raise CannotSay("something other than this base cannot score")
        return Static("cannot-score", Selector(what="base", this="self-or-host"))

    def not_affected(self, children: list[object]) -> Static:
        target, whose = children
        assert isinstance(target, Selector)
        actions = _word(whose) == "actions"
        source: ProtectFrom = "other-players-actions" if actions else "other-players-cards"
        return Static("protect", target=target, protect_from=source)

    def no_minions_here(self, children: list[Selector]) -> Static:
        """ "Minions (or actions) cannot be played here": all of them, by any player."""
        each = Selector(quantifier=Quantifier("each"))
        if children[0] == each:
            return Static("restrict", restriction="no-minions-here")
        if children[0] == replace(each, what="action"):
            return Static("restrict", restriction="no-actions-here")
        raise CannotSay("only some cards cannot be played here")

    def no_plays_here(self, children: list[Token]) -> Static:
        """ "Players cannot play actions (minions) here": no player may, as "Actions
        cannot be played here" says."""
        actions = _word(children[-1]) == "actions"
        return Static("restrict", restriction="no-actions-here" if actions else "no-minions-here")

    def no_actions_by_others(self, children: list[Token]) -> Static:
        """ "Other players cannot play actions (minions) here": only the card's controller
        may (lang-b: minions)."""
        if _word(children[-1]) == "minions":
            return Static("restrict", restriction="no-minions-here-by-others")
        return Static("restrict", restriction="no-actions-here-by-others")

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
        if trigger.moment == "before-scoring" and scorer in ("winners", "runner-up", "third-place"):
            raise CannotSay(f"'{SCORERS[scorer]}' before this base scores (no one has a place)")
        return Effects(_done(done), replace(trigger, for_=scorer), conditions)

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

    def the_winner(self, _: list[object]) -> For:
        return "winners"

    def the_runner_up(self, _: list[object]) -> For:
        return "runner-up"

    def the_third_place(self, _: list[object]) -> For:
        return "third-place"

    def each_with_minion_here(self, _: list[object]) -> For:
        return "with-minion-here"

    def the_most_power_here(self, _: list[object]) -> For:
        return "most-power-here"

    def that_player_triggered(self, children: list[Any]) -> Effects:
        """ "After a player plays a minion here, that player draws a card.": the trigger
        is the playing player's (``for: who-played``), who does the effect and chooses."""
        (trigger, conditions), *done = children
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
        return Effects(_done(done), replace(trigger, for_=its), conditions)

    def triggered_if(self, children: list[Any]) -> Effects:
        (trigger, conditions), condition, effects = children
        _on_your_turn(condition, None)
        return Effects(_resolve_it(trigger, effects), trigger, (*conditions, condition))

    def conditioned(self, children: list[object]) -> Effects:
        condition, effects = children
        assert isinstance(condition, Condition) and isinstance(effects, tuple)
        _on_your_turn(condition, None)
        if len(effects) == 1:
            return Effects((replace(effects[0], condition=condition),))
        return Effects((Effect("if", condition=condition, effects=effects),))

    def if_you_do(self, children: list[object]) -> IfYouDo:
        effects = children[-1]
        assert isinstance(effects, tuple)
        return IfYouDo(effects)

    def conditioned_static(self, children: list[object]) -> Statics:
        condition, found = children
        assert isinstance(condition, Condition) and isinstance(found, Static)
        _on_your_turn(condition, found)
        return Statics(replace(found, condition=condition))

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
    if found is None:
        raise CannotSay("'on your turn' before an effect (only an ongoing text says it)")
    if found.kind not in _TURN_STATICS:
        raise CannotSay(f"'on your turn' before an ongoing text of kind {found.kind!r}")


@dataclass(frozen=True)
class It(Selector):
    """ "it": the card a trigger's moment names ("when this minion is destroyed, ...",
    "after you play an action that directly affects this minion, it ..."), resolved by
    :func:`_resolve_it`; anywhere else the card stops (which card "it" is depends on the
    sentence before). A marker that never leaves this module."""


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
class Those(Selector):
    """ "those minions": the minions a trigger on an action that directly affects some of
    yours names, resolved by :func:`_resolve_it`; anywhere else the card stops. A marker
    that never leaves this module."""


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
    if _names_the_played_minion(trigger):
        return tuple(_event_for_it(e) for e in effects)
    if trigger.affects != "self" and trigger.moment not in _NAMES_THIS_CARD:
        return effects
    return tuple(_this_for_it(e) for e in effects)


def _names_the_played_minion(trigger: Trigger) -> bool:
    """Whether the trigger's moment is a minion's play ("after you play a minion here"),
    which "it" then stands for (``this: event``)."""
    return trigger.moment == "after-play" and trigger.affects is None and trigger.played == "minion"


def _event_for_it(effect: Effect) -> Effect:
    if isinstance(effect.target, It):
        return replace(effect, target=Selector(this="event"))
    return effect


def _this_for_it(effect: Effect) -> Effect:
    if isinstance(effect.target, It):
        return replace(effect, target=Selector(this="self-or-host"))
    return effect


@dataclass(frozen=True)
class Theirs(Selector):
    """ "one of their minions": the cards of the player an effect's subject names ("each
    player destroys one of their minions"), their "your"; taken as such by :func:`_theirs`
    under such a subject, and anywhere else the card stops. A marker that never leaves
    this module."""


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


def _power_of_power(found: Amount) -> None:
    """Power for each base where you have the most power stops (lang-c): that power would
    count itself (its players' power totals are of the minions it gives power to)."""
    if found.per is not None and found.per.where == "base-where-most-power":
        raise CannotSay("power for each base where you have the most power (it counts itself)")


def _per(found: Amount, children: Sequence[object]) -> Amount:
    """``found``, for each minion a ``for each`` among ``children`` names (if one is)."""
    per = [c for c in children if isinstance(c, Per)]
    return replace(found, per=per[0].selector) if per else found


def _superlative_fits(found: Selector, *, plural: bool, quantified: bool) -> None:
    """A superlative said of one card, "the" one or "your" one, in play (lang-c)."""
    if found.superlative is None:
        return
    if plural or quantified or found.whose == "other":
        raise CannotSay("'with the highest (lowest) power' after other than 'the' or 'your'")
    if found.what != "minion" or found.power is not None or found.where == "chosen-base":
        raise CannotSay("'with the highest (lowest) power' of other than minions in play")


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


def _either(target: Selector | Group | EitherGroup, make: Callable[[Selector], Effect]) -> Effect:
    """The effect on ``target``; on a choice between two groups, a choice between the
    effect on each (``choose``)."""
    if isinstance(target, EitherGroup):
        return Effect("choose", options=((make(target.first),), (make(target.second),)))
    return make(_chosen(target))


ANOTHER_PLAYERS_HAND = Selector(what="card", whose="other", pile="hand")
YOUR_HAND = Selector(what="card", whose="you", pile="hand")


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


def _one_name(found: Selector, name: str) -> str:
    """``named X`` said once of a card (lang-k): a second name ("named X named Y") stops."""
    if found.name is not None:
        raise CannotSay("two names said of one card")
    return name


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
    if where.kind == "deck-top" and several and not any_order:
        raise CannotSay("cards looked at back on top of the deck, in no order said")
    target = Selector(what="card", pile="looked", quantifier=quantifier)
    variant: Literal["any-order"] | None = "any-order" if any_order else None
    return Effect("place", target=target, amount=Amount(1), destination=where, variant=variant)


def sentence(clause: Clause, tree: Tree[Token], *, chosen: bool = False) -> Sentence:
    """What ``clause`` says, or :class:`ClauseError` if the card grammar cannot say it
    (``chosen``: the sentence before chose a card, which "it" may name)."""
    try:
        found = _TO_SENTENCES.transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, CannotSay):
            raise ClauseError(clause, CANNOT_SAY, str(error.orig_exc)) from error
        raise
    assert isinstance(found, Sentence)
    if isinstance(found, Effects) and _says_their(found):
        raise ClauseError(clause, CANNOT_SAY, "'their' of a player the sentence does not name")
    if isinstance(found, Effects) and _says_it(found) and not chosen:
        raise ClauseError(
            clause, CANNOT_SAY, "'it' (which card it is depends on the sentence before)"
        )
    return found


class _Card:
    """The abilities of one card, gathered sentence by sentence in printed order."""

    def __init__(self, card_type: str) -> None:
        self.card_type = card_type
        self.abilities: list[Ability] = []
        self.modifier: ModifierOf | None = None
        self.choosing_base: tuple[Clause, ChooseBase] | None = None
        self.choosing_target: tuple[Clause, Selector] | None = None  # "Choose a minion."
        self.choosing_player: tuple[Clause, ChoosePlayer] | None = None  # "Choose a player."
        self.returned: Clause | None = None  # "Return ... to your hand", until "play it again"
        #: The clause that added one effect last, and the ability it went to (its last).
        self.one_effect: tuple[Clause, int] | None = None
        self.last_section: str | None = None  # the section of the clause added last
        self.after_if = False  # the clause added last said "If you do, ..."
        self.instead_of: tuple[PlayInstead, ...] = ()  # a titan's "Instead of your regular ..."

    def on_a_base(self) -> bool:
        """Whether "this base" is the base this card is on, which "here" names: a
        minion's, a titan's, a base's own, an action's played on a base."""
        return self.card_type in ("minion", "base", "titan") or self.modifier == "base"

    def add(self, clause: Clause, said: Sentence) -> None:
        """Add what ``clause`` says to the card's abilities."""
        if isinstance(said, ChoosePlayer):
            self._choose_player(clause, said)
            return
        chose_player = self.choosing_player is not None
        said = self._the_chosen_player(clause, said)
        _fits(self.card_type, clause, said)
        if self.card_type == "action" and self.modifier is None and clause.section == "play":
            _no_here(said)
        if clause.section == "play" and self.choosing_base is None:
            _no_there(said)
        _its_base_after_destroyed(said)
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
        if isinstance(said, Effects) and any(_affects_it(e) for e in walk(said.effects)):
            said = self._it_the_played(clause, said, previous)
        if isinstance(said, IfYouDo):
            self._if_you_do(clause, said, previous)
            return
        if isinstance(said, LookedPlaced):
            self._place_looked(clause, said, previous)
            return
        self._add(clause, said)
        grown = [
            index
            for index, ability in enumerate(self.abilities)
            if len(ability.effects) - (before[index] if index < len(before) else 0) == 1
        ]
        one = isinstance(said, Effects) and len(said.effects) == 1 and len(grown) == 1
        if one and not chose_player:  # "If you do" after "That player ...": who did?
            self.one_effect = (clause, grown[0])

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
        if done.grant is not None:  # the engine grants the play at once, played or not
            raise CannotSay("'If you do' after an extra play (whether it is played comes later)")
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
        if done.effects:  # pragma: no cover (the look's sentence is the one before)
            raise CannotSay("the cards looked at placed twice")
        ability = self.abilities[previous[1]]
        effects = (*ability.effects[:-1], replace(done, effects=said.effects))
        self.abilities[previous[1]] = replace(ability, effects=effects)

    def _add(self, clause: Clause, said: Sentence) -> None:
        assert not isinstance(said, IfYouDo | LookedPlaced | ChoosePlayer | ThatPlayerDoes)
        _modifiers_only_destroyed_or_returned(said)
        section = clause.section
        if isinstance(said, Effects) and self.card_type != "minion" and _affects_self(said):
            said = self._this_minion_chosen(said)
        on_a_minion = self.modifier in ("minion", "your-minion")
        if self.card_type != "minion" and not on_a_minion and _compares_with_this(said):
            raise CannotSay("'power than this minion' on a card that is no minion and on none")
        if self.card_type != "minion" and not on_a_minion and _on_this_minion(said):
            raise CannotSay("'played on this minion' on a card that is no minion and on none")
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
        if isinstance(said, Effects) and any(_to_your_hand(e) for e in said.effects):
            self.returned = clause
        if isinstance(said, ChooseBase):
            self.choosing_base = (clause, said)
        elif isinstance(said, PlayOn):
            if clause.number != 1:
                raise CannotSay("'Play on ...' after the card's first sentence")
            self.modifier = said.host
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
            if said.static.kind == "breakpoint" and not self.on_a_base():
                raise CannotSay("'this base' on a card that is on no base")
            self._static(said.static)
        elif said.special:
            if section != "special":
                raise CannotSay("a Special's moment outside Special:")
            assert said.trigger is not None
            if _kind(self.card_type) in PLAYED_THERE or any(_plays_itself(e) for e in said.effects):
                self._played_there(said)
                return
            self.abilities.append(Ability("special", trigger=said.trigger))
            self._effects("on-play", said.effects)
        elif said.trigger is not None:
            if section != "ongoing" and not (section == "play" and self.card_type == "base"):
                raise CannotSay("a trigger outside Ongoing:")
            if said.trigger.moment == "minion-moved" and self.card_type not in ("action", "base"):
                raise CannotSay("'after a minion is moved here' on a minion (this one too?)")
            if said.trigger.affects == "self" and self.card_type == "action":
                raise CannotSay(
                    "'an action that directly affects this minion' on an action (the minion it"
                    " is on: this action too, or only another?)"
                )
            self.abilities.append(_trigger(said, base=self.card_type == "base"))
        else:
            self._plain(section, said)

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
        if said.trigger.moment != "before-scoring":
            raise CannotSay("playing this card on a base that has scored")
        self.abilities.append(Ability("special", trigger=said.trigger))

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
        if not isinstance(first.target, It) or _says_it(replace(said, effects=said.effects[1:])):
            raise CannotSay("'Choose a minion.' not followed by one effect on 'it'")
        if not _chooses_a_minion(replace(first, target=chosen)) or first.optional:
            raise CannotSay("'it' after 'Choose ...' for an effect not on one minion chosen")
        return replace(said, effects=(replace(first, target=chosen), *said.effects[1:]))

    def _at_the_chosen_base(self, said: Sentence) -> Effects:
        """The sentence after "Choose a base.": one effect at "there", that base."""
        assert self.choosing_base is not None
        where = self.choosing_base[1].where
        self.choosing_base = None
        there = isinstance(said, Effects) and said.trigger is None and len(said.effects) == 1
        target = said.effects[0].target if isinstance(said, Effects) and there else None
        if not isinstance(said, Effects) or target is None or target.where != "there":
            raise CannotSay("'Choose a base.' not followed by one effect 'there'")
        chosen = replace(target, where="chosen-base", base_where=where)
        return replace(said, effects=(replace(said.effects[0], target=chosen),))

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
        else:
            raise CannotSay("an effect in an Ongoing: text without a moment")

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
        ordered = sorted(self.abilities, key=lambda ability: _ORDER.index(ability.timing))
        return CardAbilities(tuple(ordered), self.modifier, self.instead_of)


#: The verbs the engine plays on an action played on a minion or a base (destroyed, or
#: returned to its owner's hand like any card in play).
_MODIFIER_VERBS = ("destroy", "return")
_MODIFIERS = ("minion-modifier", "base-modifier")


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
        raise CannotSay(f"{_SAID_AS.get(clause.section, clause.section)} on {article} {name}")
    if "titan" not in types and _says_this_titan(said):
        raise CannotSay(f"'this titan' on a card that is no titan ({name})")
    about_this = any(c.kind == "only-minion-here" for c in _conditions_of(said))
    if about_this and name not in ("minion", "character"):
        raise CannotSay(f"'this is the only minion here' on a card that is no minion ({name})")
    plain = isinstance(said, Effects | IfYouDo) and not getattr(said, "trigger", None)
    if card_type == "base" and plain:
        raise CannotSay("an effect without a moment on a base (a base is never played)")


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


def _on_its_base(value: object) -> bool:
    """Whether ``value`` (a sentence, or any value inside one) grants a play "on its base"."""
    if isinstance(value, Grant):
        return value.its_base
    if isinstance(value, tuple | list):
        return any(_on_its_base(item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_on_its_base(getattr(value, f.name)) for f in fields(value))
    return False


def _says_here(value: object, where: str = "here") -> bool:
    """Whether ``value`` (a sentence, or any value inside one) selects ``where`` ("here")."""
    if isinstance(value, Selector) and value.where == where:
        return True
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
        return [said.static.condition] if said.static.condition else []
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


def _chooses_a_minion(effect: Effect) -> bool:
    """True if ``effect`` acts on one minion in play its player chooses ("that minion"
    for the effects after it)."""
    s = effect.target or Selector()
    one = s.quantifier == Quantifier() and s.this is None
    return effect.verb in AFFECTING and one and s.what == "minion" and s.pile == "play"


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


def _to_your_hand(effect: Effect) -> bool:
    return effect.verb == "return" and effect.destination == Destination("hand")


def _to_a_hand(effect: Effect) -> bool:
    """A return to your hand or to its owner's (normalise rule 4 says "to your hand" of a
    card of yours in play so: a card leaving play goes to its owner's hand)."""
    return effect.verb == "return" and effect.destination in (Destination("hand"), None)


_ORDER = ("on-play", "talent", "leaves-stasis", "ongoing", "trigger", "special")


_YOUR_TURNS = ("your-turn", "your-play-phase")


def _plays_minions(trigger: Trigger) -> bool:
    """Whether ``trigger`` is after a minion is played (whose card has an owner to name)."""
    return trigger.played == "minion"


def _minion_moved(what: tuple[object, ...], where: list[object]) -> Trigger:
    """``after a minion is moved here``: any minion but this card moved to this card's
    base by any effect (lang-e)."""
    if what != ("minion", False):
        raise CannotSay("a card other than a minion moved")
    if where != [("where", "here")]:
        raise CannotSay("a minion moved elsewhere than here (to or from?)")
    return Trigger("minion-moved", who="any", here=True)


def _trigger(said: Effects, *, base: bool) -> Ability:
    """A trigger's ability. On a base, "you" is the player the moment is about: the one
    who played the card (``for: who-played``), or whose turn it is (each turn's); "its
    owner" stays the played card's owner's."""
    assert said.trigger is not None
    trigger, effects, conditions = said.trigger, said.effects, said.conditions
    if base and trigger.moment == "after-play" and trigger.for_ != "event-owner":
        trigger = replace(trigger, for_="who-played")
    if base and trigger.moment == "minion-destroyed" and trigger.for_ == "controller":
        raise CannotSay(
            "'you' on a base after a minion is destroyed (whose turn, or whose minion?)"
        )
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
        said = sentence(clause, tree, chosen=card.choosing_target is not None)
        try:
            card.add(clause, said)
        except CannotSay as error:
            raise ClauseError(clause, CANNOT_SAY, str(error)) from error
    found = card.result()
    if not found.abilities:
        raise ClauseError(parsed[-1][0], CANNOT_SAY, "a card that does nothing but be played")
    return Compiled(found, card_type)


_THIS_BASE_RULES = ("this_base", "move_to_this_base", "on_another_base")


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
    found = _first_time_said(found)
    found = _after_destroyed_said(found)
    found = _played_said(found)
    found = _chosen_first(compiled.abilities, found)
    found = _instead_of_said(compiled.abilities, found)
    found = _places_said(compiled, found)
    found = _stasis_counters_said(found)
    if compiled.card_type == "minion" or compiled.abilities.modifier is not None:
        return found
    said_this = (w.replace(_AFFECTS_THAT, _AFFECTS_THIS) for w in found if _AFFECTS_THAT in w)
    return tuple(dict.fromkeys((*found, *said_this)))


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


_INSTEAD = "Instead of your regular "
_EITHER_PLAY = "your regular minion play or your regular action play"
_EITHER_SAID = "your regular minion or action play"


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
    return (*found, *said)


def _played_said(found: Sequence[str]) -> tuple[str, ...]:
    """``found`` and, for each that says "After a player plays a minion here, ...", the
    same as cards also print it: "After a minion is played here, ..." (and "that player"
    then "its controller": who plays a card controls it)."""
    said = [_PLAYED.sub(_passive, w) for w in found if _PLAYED.search(w)]
    return (*found, *said)


def _passive(found: re.Match[str]) -> str:
    subject = "its controller " if found.group(4) else ""
    return f"{found.group(1)} {found.group(2)} is played{found.group(3) or ''}, {subject}"


_PLAYED = re.compile(
    r"\b(After|after) a player plays (a minion|an action)( here)?, (that player )?"
)
_WHEN_DESTROYED = "When this minion is destroyed, "
_AFTER_DESTROYED = "After this minion is destroyed, "
_AFTER_FIRST = "After the first time each turn "
_FIRST_OPENINGS = ("The first time each turn ", "The first time each turn that ")


def this_base_wordings(found: Sequence[str], compiled: Compiled) -> tuple[str, ...]:
    """``found``'s wordings with "here" said "on this base", "to this base" or "from this
    base", and "on another base" said "from another base", each occurrence either way, as
    cards print it: on a card that is on a base (:meth:`_Card.on_a_base`) each pair names
    the same base (bases). None for another card, or a wording with more than
    :data:`_MOST_HERES` such places."""
    abilities = compiled.abilities
    if not (compiled.card_type in ("minion", "base", "titan") or abilities.modifier == "base"):
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
