""" "Discard your hand", "Shuffle your hand into your deck" compiled (lang-g): a verb on a
whole hand (every card in it, none if it is empty), by "you" or by a subject ("the winner
discards their hand"), said back as printed. Played by scenarios (an empty hand too);
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_base_scoring import scored
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Effect, Quantifier, Selector
from smashwiki.engine.scenario import run_check

DISCARD = "Discard your hand and draw five cards."
SHUFFLE = "Shuffle your hand into your deck and draw five cards."
WINNER = "After this base scores, the winner discards their hand and draws five cards."
HAND = Selector(what="card", whose="you", pile="hand", quantifier=Quantifier("each"))


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (DISCARD, "action"),
        (SHUFFLE, "action"),
        ("Discard your hand.", "minion"),
        ("You may shuffle your hand into your deck. If you do, draw four cards.", "action"),
        (WINNER, "base"),
        ("After this base scores, the winner shuffles their hand into their deck.", "base"),
        ("Each other player discards their hand.", "action"),
    ],
)
def test_a_whole_hand_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(("text", "verb"), [(DISCARD, "discard"), (SHUFFLE, "shuffle")])
def test_a_whole_hand_is_every_card_in_it_then_the_draw(text: str, verb: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    first, draw = ability.effects
    assert first == Effect(verb, target=HAND)  # type: ignore[arg-type]
    assert draw.verb == "draw" and draw.amount is not None and draw.amount.value == 5


@pytest.mark.parametrize(
    "text",
    [
        "Discard their hand.",
        "Discard your hand at random.",
        "Discard your deck.",
        "Shuffle your hand into their deck.",
        "Shuffle your hand.",
        "After this base scores, the winner discards your hand.",
    ],
)
def test_a_whole_hand_stops_where_it_would_play_otherwise(text: str) -> None:
    card_type = "base" if text.startswith("After this base") else "action"
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Discard your hand.", "Discard a card."),
        ("Discard your hand.", "Discard a card at random."),
        ("Shuffle your hand into your deck.", "Shuffle your discard pile into your deck."),
        (DISCARD, SHUFFLE),
    ],
    ids=["hand-vs-a-card", "hand-vs-random", "hand-vs-discard-pile", "discard-vs-shuffle"],
)
def test_a_whole_hand_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def _played(text: str, hand: list[str], deck: int) -> dict[str, Any]:
    """Alan plays ``reset`` (printed ``text``) with ``hand`` beside it in his hand and
    ``deck`` cards d1, d2, ... (top first) in his deck; Beth holds b1."""
    held = [{"card": 1, "name": name} for name in hand]
    return {
        "cards": {"reset": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["reset", *held], "Beth": [{"card": 1, "name": "b1"}]},
            "decks": {"Alan": [{"card": 1, "name": f"d{n}"} for n in range(1, deck + 1)]},
        },
        "do": [{"play": "reset"}],
    }


def test_discard_your_hand_discards_every_card_then_draws_five() -> None:
    check = _played(DISCARD, ["h1", "h2"], 6)
    zones = {"h1": "Alan's discard", "h2": "Alan's discard", "b1": "Beth's hand"}
    expect = {"zones": zones, "hand-size": {"Alan": 5, "Beth": 1}, "deck-size": {"Alan": 1}}
    run_check({**check, "expect": expect})


def test_discard_your_hand_with_an_empty_hand_still_draws_five() -> None:
    check = _played(DISCARD, [], 6)
    expect = {"hand-size": {"Alan": 5}, "deck-size": {"Alan": 1}, "zones": {"d5": "Alan's hand"}}
    run_check({**check, "expect": expect})


def test_shuffle_your_hand_into_your_deck_then_draw_five_draws_them_back() -> None:
    """Two cards in hand and three in the deck: the five drawn are all of them."""
    check = _played(SHUFFLE, ["h1", "h2"], 3)
    zones = {name: "Alan's hand" for name in ("h1", "h2", "d1", "d2", "d3")}
    expect = {"zones": zones, "deck-size": {"Alan": 0}, "hand-size": {"Alan": 5, "Beth": 1}}
    run_check({**check, "expect": expect})


def test_shuffle_your_hand_into_your_deck_with_an_empty_hand_draws_five() -> None:
    check = _played(SHUFFLE, [], 6)
    run_check({**check, "expect": {"hand-size": {"Alan": 5}, "deck-size": {"Alan": 1}}})


def test_the_winner_discards_their_hand_and_no_one_else() -> None:
    """Alan wins: his card held goes to his discard pile and he draws five (and his Draw
    phase's two); Beth's card held stays."""
    check = scored(WINNER, {"Alan": 6, "Beth": 4, "Chris": 2})
    setup = check["setup"]
    setup["decks"] = {p: [{"card": 1, "name": f"{p}{n}"} for n in range(9)] for p in setup["decks"]}
    setup["hands"] = {"Alan": [{"card": 1, "name": "held"}], "Beth": [{"card": 1, "name": "kept"}]}
    zones = {"held": "Alan's discard", "kept": "Beth's hand"}
    run_check({**check, "expect": {"zones": zones, "hand-size": {"Alan": 7, "Beth": 1}}})


MAY = "You may discard your hand. If you do, draw three cards."


@pytest.mark.parametrize(
    ("answer", "expect"),
    [
        ("no", {"zones": {"h1": "Alan's hand"}, "hand-size": {"Alan": 1}}),
        ("yes", {"zones": {"h1": "Alan's discard"}, "hand-size": {"Alan": 3}}),
    ],
)
def test_you_may_discard_your_hand_asks_first(answer: str, expect: dict[str, Any]) -> None:
    """Asked whether to discard it all (the whole hand chooses no card): no keeps it."""
    check = _played(MAY, ["h1"], 6)
    run_check({**check, "choices": [{"may": answer}], "expect": expect})
