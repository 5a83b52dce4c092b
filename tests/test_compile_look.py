"""'Look at the top N cards of your deck.' (or 'Reveal ...') compiled, with the sentence
after it that places the cards looked at ('Place one of them into your hand and the rest
on the bottom of your deck', 'Return them to the top of your deck in any order', 'Discard
any number of them'): one look effect whose effects act on those cards. Said back as
printed, played as printed; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

KEEP_ONE = (
    "Look at the top three cards of your deck. Place one of them into your hand and the rest"
    " on the bottom of your deck."
)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (KEEP_ONE, "action"),
        ("Look at the top two cards of your deck. Return them to the top of your deck in any"
         " order.", "action"),
        ("Look at the top four cards of your deck. Discard any number of them.", "action"),
        ("Look at the top three cards of your deck. Put any number of them into your hand and"
         " the rest on the bottom of your deck.", "action"),
        ("Talent: Look at the top two cards of your deck. Place one of them into your hand and"
         " discard the rest.", "minion"),
        ("Reveal the top three cards of your deck. Place up to two of them into your hand and"
         " the rest on the bottom of your deck.", "action"),
        ("Look at the top card of your deck. Discard them.", "minion"),
        ("Look at the top two cards of your deck. Place one in your hand and the other on the"
         " bottom of your deck.", "action"),
        ("Look at the top three cards of your deck. Place one in your hand and the rest on the"
         " bottom of your deck in any order.", "action"),
        ("Reveal the top card of your deck.", "action"),
        ("Look at the top two cards of your deck. Draw a card.", "action"),
    ],
)  # fmt: skip
def test_a_look_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Look at the top three cards of your deck. Place one in your hand and the rest on"
         " the bottom of your deck.", KEEP_ONE),
        ("Look at the top three cards of your deck. Place one into your hand and return the"
         " rest to the bottom of your deck.", KEEP_ONE),
        ("Look at the top two cards of your deck. Place them on top of your deck in any"
         " order.", "Look at the top two cards of your deck. Return them to the top of your"
         " deck in any order."),
    ],
)  # fmt: skip
def test_the_wordings_of_one_placement_are_one_meaning(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


@pytest.mark.parametrize(
    "text",
    [
        "Place one of them into your hand.",
        "Draw a card. Place one of them into your hand.",
        "Look at the top three cards of your deck. Draw a card. Place one of them into your hand.",
        "Look at the top three cards of your deck and draw a card. Place one of them into your"
        " hand.",
        "Look at the top three cards of a deck.",
        "Look at the top two cards of your deck. Return them to the top of your deck.",
        "Look at the top three cards of your deck. Place the rest on the bottom of your deck.",
        "Look at the top three cards of your deck. Place one of them into another player's hand.",
        "Look at the top three cards of your deck. Ongoing: Place one of them into your hand.",
    ],
    ids=[
        "no-look",
        "after-no-look",
        "not-right-after",
        "look-joined",
        "a-deck",
        "top-in-no-order",
        "the-rest-alone",
        "another-hand",
        "another-part",
    ],
)
def test_a_look_stops_where_it_would_play_otherwise(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        # several cards back on top: in which order? (the engine cannot tell)
        "Look at the top two cards of your deck. Return them to the top of your deck.",
        # one card cannot go back "in any order"
        "Look at the top three cards of your deck. Place one of them on top of your deck in"
        " any order.",
    ],
    ids=["top-without-order", "one-in-any-order"],
)
def test_an_order_the_engine_would_not_play_is_rejected(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()
    assert "order" in outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (KEEP_ONE, KEEP_ONE.replace("Look at", "Reveal")),
        (KEEP_ONE, KEEP_ONE.replace("three", "two")),
        (KEEP_ONE, KEEP_ONE.replace("one of them", "up to one of them")),
        (KEEP_ONE, KEEP_ONE.replace("one of them", "any number of them")),
        (KEEP_ONE, KEEP_ONE.replace("one of them", "two of them")),
        (KEEP_ONE, "Look at the top three cards of your deck. Place one of them into your hand"
         " and discard the rest."),
        ("Look at the top two cards of your deck. Return them to the top of your deck in any"
         " order.", "Look at the top two cards of your deck. Place them on the bottom of your"
         " deck."),
        ("Look at the top three cards of your deck. Discard any number of them.",
         "Look at the top three cards of your deck. Discard them."),
        (KEEP_ONE, KEEP_ONE.replace("bottom of your deck", "bottom of your deck in any order")),
    ],
    ids=["reveal", "two", "up-to", "any-number", "two-of-them", "discard-rest",
         "top-vs-bottom", "any-vs-all", "bottom-order"],
)  # fmt: skip
def test_a_look_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


DECK = [{"card": 1, "name": f"d{n}"} for n in range(1, 5)]


def _played(text: str, choices: list[Any], expect: dict[str, Any], **setup: Any) -> None:
    """``text``, compiled, played by Alan with a deck of d1 (top) to d4."""
    run_check(
        {
            "cards": {"peek": stand_in(text, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["peek"]},
                "decks": {"Alan": DECK},
                **setup,
            },
            "do": [{"play": "peek"}],
            "choices": choices,
            "expect": expect,
        }
    )


def test_one_of_the_cards_looked_at_goes_to_the_hand_the_rest_under_the_deck() -> None:
    _played(
        KEEP_ONE,
        [{"looked-card": "d2"}],
        {
            "offered": {"looked-card": ["d1", "d2", "d3"]},
            "hand": {"Alan": ["d2"]},
            "deck-top": {"Alan": "d4"},
            "deck-size": {"Alan": 3},
            "hidden-from": {"d2": ["Beth"], "d1": ["Beth"], "d3": ["Beth"]},
            "visible-to": {"d1": ["Alan"], "d3": ["Alan"]},
            "events": [{"kind": "card-looked", "card": "d1", "player": "Alan"}],
            "no-events": [{"kind": "card-revealed"}],
        },
    )


def test_revealed_cards_are_seen_by_every_player() -> None:
    _played(
        KEEP_ONE.replace("Look at", "Reveal"),
        [{"looked-card": "d3"}],
        {
            "hand": {"Alan": ["d3"]},
            "visible-to": {"d1": ["Alan", "Beth"], "d3": ["Beth"]},
            "events": [{"kind": "card-revealed", "card": "d1"}],
            "no-events": [{"kind": "card-looked"}],
        },
    )


def test_cards_returned_on_top_go_in_the_order_chosen() -> None:
    text = (
        "Look at the top three cards of your deck. Return them to the top of your deck in any"
        " order."
    )
    for first in ("d3", "d2"):
        _played(
            text,
            [{"to-deck-top": first}, {"to-deck-top": "d1"}],
            {"deck-top": {"Alan": first}, "deck-size": {"Alan": 4}, "hand": {"Alan": []}},
        )


def test_any_number_of_them_discarded_the_rest_stay_on_top() -> None:
    _played(
        "Look at the top three cards of your deck. Discard any number of them.",
        [{"looked-card": ["d1", "d3"]}],
        {
            "zones": {"d1": "Alan's discard", "d3": "Alan's discard"},
            "deck-top": {"Alan": "d2"},
            "deck-size": {"Alan": 2},
        },
    )


def test_a_short_deck_offers_only_the_cards_it_has() -> None:
    _played(
        KEEP_ONE,
        [{"looked-card": "d2"}],
        {"offered": {"looked-card": ["d1", "d2"]}, "hand": {"Alan": ["d2"]}},
        decks={"Alan": DECK[:2]},
    )


def test_the_rest_under_the_deck_in_any_order_go_in_the_order_chosen() -> None:
    text = KEEP_ONE.replace("bottom of your deck", "bottom of your deck in any order")
    _played(
        text,
        [{"looked-card": "d1"}, {"to-deck-bottom": "d3"}],
        {"hand": {"Alan": ["d1"]}, "deck-top": {"Alan": "d4"}, "deck-size": {"Alan": 3}},
        decks={"Alan": DECK},
    )
    # the two under d4, d3 above d2: with only them left, d3 is on top
    _played(
        text,
        [{"looked-card": "d1"}, {"to-deck-bottom": "d3"}],
        {"hand": {"Alan": ["d1"]}, "deck-top": {"Alan": "d3"}},
        decks={"Alan": DECK[:3]},
    )
