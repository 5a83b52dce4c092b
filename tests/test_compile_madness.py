"""Madness in the compiler: "Draw a Madness card.", "Each other player draws two Madness
cards." compile to draws from the shared Madness deck (``madness: N``), say themselves back
as printed, and play as printed; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import parse_effects
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a Madness card.", "action"),
        ("Draw two Madness cards.", "action"),
        ("You may draw a Madness card.", "minion"),
        ("Each other player draws a Madness card.", "action"),
        ("Each player draws two Madness cards.", "action"),
        ("Each other player may draw a Madness card.", "action"),
        ("Draw a card. Each other player draws a Madness card.", "action"),
        ("Talent: Draw a Madness card. If you do, draw a card.", "minion"),
        ("After this base scores, each player with a minion here draws a Madness card.", "base"),
        ("After this base scores, the runner-up draws two Madness cards.", "base"),
    ],
)  # fmt: skip
def test_madness_draws_compile_and_round_trip(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_a_madness_draw_is_the_language_madness_draw() -> None:
    outcome = compile_text("Draw two Madness cards.", "action")
    assert outcome.compiled is not None
    assert outcome.compiled.abilities.abilities[0].effects == parse_effects([{"madness": 2}])


@pytest.mark.parametrize(
    "text",
    # lang-e2: "Discard a Madness card." compiles (from your hand:
    # test_compile_cards_between_piles); from another pile it stops
    ["Draw a Madness.", "Draw a Madness card from your deck.",
     "Discard a Madness card from your deck.", "Destroy a Madness card.",
     "Each other player draws a Madness."],
)  # fmt: skip
def test_madness_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "text", ["Draw 2 Madness card.", "Draw a card or draw a Madness card."]
)  # fmt: skip
def test_madness_misprints_are_not_accepted(text: str) -> None:
    assert not compile_text(text, "action").accepted


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Draw a Madness card.", "Draw a card."),
        ("Draw a Madness card.", "Draw two Madness cards."),
        ("Each other player draws a Madness card.", "Each player draws a Madness card."),
        ("Each other player draws a Madness card.", "Each other player draws a card."),
    ],
)  # fmt: skip
def test_madness_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def _table(text: str, madness_deck: int) -> dict[str, Any]:
    return {
        "players": ["Alan", "Beth", "Chris"],
        "cards": {"gift": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["gift"]},
            "decks": {"Alan": [2], "Beth": [2], "Chris": [2]},
            "madness-deck": madness_deck,
        },
        "do": [{"play": "gift"}],
    }


def test_each_other_player_draws_from_the_madness_deck_not_their_own() -> None:
    check = _table("Each other player draws a Madness card.", 5)
    check["expect"] = {
        "madness": {"Alan": 0, "Beth": 1, "Chris": 1},
        "deck-size": {"Beth": 1, "Chris": 1},
        "hand-size": {"Alan": 0, "Beth": 1, "Chris": 1},
    }
    run_check(check)


def test_two_madness_cards_from_a_deck_of_one_draws_the_one() -> None:
    check = _table("Draw two Madness cards.", 1)
    check["expect"] = {"madness": {"Alan": 1}, "hand-size": {"Alan": 1}, "deck-size": {"Alan": 1}}
    run_check(check)


def test_if_you_do_after_an_empty_madness_deck_does_nothing() -> None:
    check = _table("Draw a Madness card. If you do, draw a card.", 0)
    check["expect"] = {"madness": {"Alan": 0}, "hand-size": {"Alan": 0}}
    run_check(check)
    check = _table("Draw a Madness card. If you do, draw a card.", 3)
    check["expect"] = {"madness": {"Alan": 1}, "hand-size": {"Alan": 2}}
    run_check(check)
