"""'Look at the top N cards of the base deck.' (or 'Reveal ...') compiled (lang-basedeck),
with the sentence after it that puts the bases looked at back on the base deck: 'You may
place it on the bottom of the base deck' (the one base of a look at one), 'Place them on
top of the base deck in any order', 'Place one of them on top of the base deck and the
rest on the bottom of the base deck'. One look effect (``pile: base-deck``) whose effects
act on those bases (``to: base-deck-top`` / ``base-deck-bottom``). Only the player looks
(Reveal: every player sees them); a base looked at can go nowhere but back on the base
deck. Played by scenarios (the base that replaces a scored base shows the deck's new top);
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.game import Game
from smashwiki.engine.language.grammar import Destination, Effect, Quantifier, Selector
from smashwiki.engine.scenario import run_check
from smashwiki.engine.state import BASE_DECK

UNDER = "Look at the top card of the base deck. You may place it on the bottom of the base deck."
ORDER = (
    "Look at the top three cards of the base deck. Place them on top of the base deck in any order."
)
SPLIT = (
    "Look at the top two cards of the base deck. Place one of them on top of the base deck and"
    " the rest on the bottom of the base deck."
)


def _look(text: str, card_type: str = "action") -> Effect:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    effect = ability.effects[-1]
    assert effect.verb == "look"
    return effect


def _placed(effect: Effect) -> list[tuple[str, str | None, bool, str | None]]:
    """What each placement of the bases looked at does: (quantifier, where, optional,
    variant)."""
    found = []
    for e in effect.effects:
        assert e.verb == "place" and e.target is not None and e.target.pile == "looked"
        where = e.destination.kind if e.destination is not None else None
        found.append((e.target.quantifier.kind, where, e.optional, e.variant))
    return found


@pytest.mark.parametrize(
    ("text", "card_type", "count", "revealed", "placed"),
    [
        (UNDER, "action", 1, False, [("each", "base-deck-bottom", True, None)]),
        ("Look at the top card of the base deck. Place it on the bottom of the base deck.",
         "action", 1, False, [("each", "base-deck-bottom", False, None)]),
        (ORDER, "action", 3, False, [("each", "base-deck-top", False, "any-order")]),
        (SPLIT, "action", 2, False,
         [("one", "base-deck-top", False, None), ("each", "base-deck-bottom", False, None)]),
        ("Look at the top three cards of the base deck. Place one of them on top of the base"
         " deck and the rest on the bottom of the base deck in any order.", "action", 3, False,
         [("one", "base-deck-top", False, None),
          ("each", "base-deck-bottom", False, "any-order")]),
        ("Look at the top two cards of the base deck. Place them on the bottom of the base deck"
         " in any order.", "action", 2, False,
         [("each", "base-deck-bottom", False, "any-order")]),
        ("Reveal the top card of the base deck.", "action", 1, True, []),
        ("Look at the top two cards of the base deck.", "action", 2, False, []),
        (f"Talent: {UNDER}", "minion", 1, False, [("each", "base-deck-bottom", True, None)]),
        (f"Draw a card. {UNDER}", "minion", 1, False, [("each", "base-deck-bottom", True, None)]),
    ],
    ids=["may-under", "under", "any-order", "one-on-top", "rest-any-order", "all-under",
         "reveal", "look-only", "talent", "after-draw"],
)  # fmt: skip
def test_a_base_deck_look_compiles_and_says_itself_back(
    text: str, card_type: str, count: int, revealed: bool, placed: list[Any]
) -> None:
    effect = _look(text, card_type)
    assert effect.target == Selector(what="base", pile="base-deck")
    assert effect.amount is not None and effect.amount.value == count
    assert effect.revealed is revealed
    assert _placed(effect) == placed


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Look at the top three cards of the base deck. Return them to the top of the base"
         " deck in any order.", ORDER),
        ("Look at the top two cards of the base deck. Place one on top of the base deck and"
         " the other on the bottom of the base deck.", SPLIT),
        ("Look at the top two cards of the base deck. Place one of them on top of the base"
         " deck and place the rest on the bottom of the base deck.", SPLIT),
    ],
    ids=["return-to-top", "one-and-the-other", "place-said-twice"],
)  # fmt: skip
def test_the_wordings_of_one_placement_are_one_meaning(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a base looked at goes back on the base deck, nowhere else
        ("Look at the top two cards of the base deck. Place one of them into your hand.",
         "elsewhere than on the base deck"),
        ("Look at the top two cards of the base deck. Discard them.",
         "elsewhere than on the base deck"),
        ("Look at the top two cards of the base deck. Place one of them on top of your deck"
         " and the rest on the bottom of the base deck.", "elsewhere than on the base deck"),
        # a player's cards looked at do not go on the base deck
        ("Look at the top two cards of your deck. Place them on the bottom of the base deck.",
         "placed on the base deck"),
        ("Look at the top card of your deck. You may place it on the bottom of the base deck.",
         "placed on the base deck"),
        # "it" is the one base of a look at one
        ("Look at the top two cards of the base deck. You may place it on the bottom of the"
         " base deck.", "'it'"),
        # several back on top in no order said: which order?
        ("Look at the top two cards of the base deck. Place them on top of the base deck.",
         "order"),
        ("Look at the top card of the base deck. Place it on top of the base deck in any"
         " order.", "order"),
        # not right after the look
        ("You may place it on the bottom of the base deck.", "not right after a look"),
        ("Look at the top card of the base deck. Draw a card. You may place it on the bottom"
         " of the base deck.", "not right after a look"),
    ],
    ids=["into-hand", "discarded", "to-your-deck", "your-cards-to-base-deck",
         "your-card-it", "it-of-two", "top-no-order", "one-any-order", "no-look", "not-next"],
)  # fmt: skip
def test_a_base_deck_look_stops_where_it_would_play_otherwise(text: str, why: str) -> None:
    assert_stops(text, "action", why)


@pytest.mark.parametrize(
    "text",
    [
        "Look at the top card of a base deck.",
        "Look at the top card of the bases deck.",
        "Look at the top card of the base deck. You might place it on the bottom of the base deck.",
        "Look at the top card of the base deck. You may place it under the base deck.",
        "Look at the top card of the base deck. You may place it on the bottom of the base"
        " discard pile.",
        "After this base scores, the winner looks at the top card of the base deck.",
        "Search the base deck for a base and place it on top of the base deck.",
    ],
    ids=["a-base-deck", "bases", "might", "under", "base-discard", "winner-looks", "search"],
)
def test_a_base_deck_near_miss_with_a_word_unknown_stops(text: str) -> None:
    card_type = "base" if text.startswith("After this base") else "action"
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (UNDER, UNDER.replace("You may place", "Place")),
        (UNDER, UNDER.replace("Look at", "Reveal")),
        (ORDER, ORDER.replace("three", "two")),
        (ORDER, ORDER.replace("on top of", "on the bottom of")),
        (SPLIT, SPLIT.replace("two", "three")),
        (SPLIT, "Look at the top two cards of the base deck. Place them on top of the base deck"
         " in any order."),
        ("Look at the top two cards of the base deck. Place them on the bottom of the base"
         " deck in any order.", "Look at the top two cards of your deck. Place them on the"
         " bottom of your deck in any order."),
    ],
    ids=["may-vs-must", "look-vs-reveal", "three-vs-two", "top-vs-bottom", "split-of-three",
         "split-vs-order", "base-deck-vs-your-deck"],
)  # fmt: skip
def test_a_base_deck_near_miss_compiles_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def test_the_bases_looked_at_are_placed_as_looked_cards() -> None:
    effect = _look(SPLIT)
    first, rest = effect.effects
    assert first.target == Selector(what="card", pile="looked", quantifier=Quantifier("one", 1))
    assert rest.destination == Destination("base-deck-bottom")


def _played(
    text: str, choices: list[Any], expect: dict[str, Any], *, deck: int = 3, score: bool = True
) -> None:
    """``text``, compiled, played by Alan with the base deck b1 (top) .. b``deck``; then the
    bank (breakpoint 2, Alan's 3 there) scores and the base deck's top replaces it."""
    run_check(
        {
            "cards": {"peek": stand_in(text, "action")},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 2, "vps": [3, 2, 1],
                     "minions": {"Alan": [3]}},
                    {"name": "keep", "breakpoint": 30},
                ],
                "hands": {"Alan": ["peek"]},
                "base-deck": [{"card": 20, "name": f"b{n}"} for n in range(1, deck + 1)],
            },
            "do": [{"play": "peek"}, *(["score"] if score else [])],
            "choices": choices,
            "expect": expect,
        }
    )  # fmt: skip


def test_the_one_base_looked_at_may_go_under_the_base_deck() -> None:
    _played(
        UNDER,
        [{"may": "yes"}],
        {
            "bases": ["b2", "keep"],
            "visible-to": {"b1": ["Alan"]},
            "hidden-from": {"b1": ["Beth"]},
            "events": [{"kind": "card-looked", "card": "b1", "player": "Alan"}],
            "no-events": [{"kind": "card-revealed", "card": "b1"}],
        },
    )


def test_the_one_base_looked_at_may_stay_on_top() -> None:
    _played(UNDER, [{"may": "no"}], {"bases": ["b1", "keep"]})


def test_the_one_base_placed_under_without_may_is_not_asked() -> None:
    _played(
        UNDER.replace("You may place", "Place"),
        [],
        {"bases": ["b2", "keep"], "no-events": [{"kind": "decision", "decision": "may"}]},
    )


def test_a_revealed_base_is_seen_by_every_player_and_stays_on_top() -> None:
    _played(
        "Reveal the top card of the base deck.",
        [],
        {
            "bases": ["b1", "keep"],
            "visible-to": {"b1": ["Alan", "Beth"]},
            "events": [{"kind": "card-revealed", "card": "b1"}],
            "no-events": [{"kind": "card-looked"}],
        },
    )


def test_a_look_alone_sees_the_bases_and_leaves_them_in_order() -> None:
    _played(
        "Look at the top two cards of the base deck.",
        [],
        {
            "visible-to": {"b1": ["Alan"], "b2": ["Alan"]},
            "hidden-from": {"b1": ["Beth"], "b2": ["Beth"], "b3": ["Alan", "Beth"]},
        },
        score=False,
    )


@pytest.mark.parametrize("first", ["b3", "b2", "b1"])
def test_the_bases_back_on_top_go_in_the_order_chosen(first: str) -> None:
    rest = [b for b in ("b1", "b2", "b3") if b != first]
    _played(
        ORDER,
        [{"to-deck-top": first}, {"to-deck-top": rest[0]}],
        {"bases": [first, "keep"], "offered": {"to-deck-top": ["b1", "b2", "b3"]}},
        deck=4,
    )


def _base_deck_after(text: str, choices: list[Any], deck: int = 4) -> list[str]:
    """The base deck (top first) after Alan plays ``text`` with b1 (top) .. b``deck``."""
    games: list[Game] = []
    run_check(
        {
            "cards": {"peek": stand_in(text, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["peek"]},
                "base-deck": [{"card": 20, "name": f"b{n}"} for n in range(1, deck + 1)],
            },
            "do": [{"play": "peek"}],
            "choices": choices,
            "expect": {"visible-to": {"b1": ["Alan"]}},
        },
        started=games.append,
    )
    return list(games[0].state.shared[BASE_DECK])


@pytest.mark.parametrize(
    ("text", "choices", "after"),
    [
        (ORDER, [{"to-deck-top": "b2"}, {"to-deck-top": "b3"}], ["b2", "b3", "b1", "b4"]),
        (ORDER, [{"to-deck-top": "b3"}, {"to-deck-top": "b1"}], ["b3", "b1", "b2", "b4"]),
        (SPLIT, [{"looked-card": "b2"}], ["b2", "b3", "b4", "b1"]),
        (UNDER, [{"may": "yes"}], ["b2", "b3", "b4", "b1"]),
        (UNDER.replace("You may place", "Place"), [], ["b2", "b3", "b4", "b1"]),
        ("Look at the top two cards of the base deck. Place them on the bottom of the base deck"
         " in any order.", [{"to-deck-bottom": "b2"}], ["b3", "b4", "b2", "b1"]),
        ("Look at the top three cards of the base deck. Place one of them on top of the base"
         " deck and the rest on the bottom of the base deck in any order.",
         [{"looked-card": "b3"}, {"to-deck-bottom": "b1"}], ["b3", "b4", "b1", "b2"]),
    ],
    ids=["order-b2-b3", "order-b3-b1", "split", "may-under", "under", "all-under",
         "split-any-order"],
)  # fmt: skip
def test_the_base_deck_is_in_the_order_placed(
    text: str, choices: list[Any], after: list[str]
) -> None:
    assert _base_deck_after(text, choices) == after


def test_one_base_stays_on_top_and_the_other_goes_under() -> None:
    for kept, under in (("b2", "b1"), ("b1", "b2")):
        _played(
            SPLIT,
            [{"looked-card": kept}],
            {
                "bases": [kept, "keep"],
                "offered": {"looked-card": ["b1", "b2"]},
                "zones": {under: "base-deck"},
            },
        )


def test_the_base_under_the_deck_comes_after_the_rest() -> None:
    # a base deck of two: b1 under b2, so b2 replaces the bank
    _played(UNDER, [{"may": "yes"}], {"bases": ["b2", "keep"]}, deck=2)


def test_an_empty_base_deck_is_looked_at_for_nothing() -> None:
    _played(
        UNDER,
        [],
        {
            "zones": {"peek": "Alan's discard"},
            "no-events": [{"kind": "card-looked"}, {"kind": "decision", "decision": "may"}],
        },
        deck=0,
        score=False,
    )
