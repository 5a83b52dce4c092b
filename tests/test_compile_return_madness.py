"""Madness returned in the compiler: "Return a Madness card from your hand (or discard
pile, or hand or discard pile) to the Madness deck." and "You may return ... If you do,
...": that many of your Madness cards, one at a time, from that pile to the top of the
Madness deck (``return-madness: N``); they say themselves back as printed and play as
printed; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import parse_effects
from smashwiki.engine.scenario import run_check

FROM_EITHER = "Return a Madness card from your hand or discard pile to the Madness deck."
IF_YOU_DO = (
    "You may return a Madness card from your hand to the Madness deck. If you do, draw a card."
)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Return a Madness card from your hand to the Madness deck.", "action"),
        ("Return two Madness cards from your hand to the Madness deck.", "action"),
        ("Return a Madness card from your discard pile to the Madness deck.", "action"),
        (FROM_EITHER, "action"),
        (IF_YOU_DO, "action"),
        ("You may return a Madness card from your hand or discard pile to the Madness deck. If "
         "you do, gain 1 VP.", "action"),
        ("Talent: You may return a Madness card from your hand to the Madness deck. If you do, "
         "draw two cards.", "minion"),
        ("Draw a Madness card. You may return a Madness card from your discard pile to the "
         "Madness deck.", "action"),
        ("Ongoing: At the start of your turn, you may return a Madness card from your hand to "
         "the Madness deck.", "minion"),
    ],
)  # fmt: skip
def test_a_madness_return_compiles_and_round_trips(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_a_madness_return_from_the_hand_is_the_language_return_madness() -> None:
    outcome = compile_text("Return two Madness cards from your hand to the Madness deck.", "action")
    assert outcome.compiled is not None
    assert outcome.compiled.abilities.abilities[0].effects == parse_effects([{"return-madness": 2}])


@pytest.mark.parametrize(
    "text",
    [
        "Return a Madness card to the Madness deck.",  # from where?
        "Return a Madness card from your deck to the Madness deck.",
        "Return a Madness card from your hand to the Madness pile.",
        "Return a Madness card from your hand or deck to the Madness deck.",
        "Return a Madness from your hand to the Madness deck.",
        "Return a Madness card from another player's hand to the Madness deck.",
        # lang-e2: "Each player may return a Madness card from their hand ..." compiles (a
        # subject's own piles: test_compile_cards_between_piles); without a subject it stops
        "Return a Madness card from their hand to the Madness deck.",
    ],
)
def test_madness_return_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "Return 2 Madness card from your hand to the Madness deck.",
        "Return a Madness cards from your hand to the Madness deck.",
    ],
)
def test_madness_return_misprints_are_not_accepted(text: str) -> None:
    assert not compile_text(text, "action").accepted


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Return a Madness card from your hand to the Madness deck.", FROM_EITHER),
        ("Return a Madness card from your discard pile to the Madness deck.", FROM_EITHER),
        ("Return a Madness card from your hand to the Madness deck.",
         "Return two Madness cards from your hand to the Madness deck."),
        ("Return a Madness card from your hand to the Madness deck.",
         "You may return a Madness card from your hand to the Madness deck."),
        ("Return a Madness card from your hand to the Madness deck.",
         "Place a minion from your hand on the bottom of your deck."),
    ],
)  # fmt: skip
def test_madness_return_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def _table(text: str, held: list[Any] | None = None, **setup: Any) -> dict[str, Any]:
    """Alan plays ``text`` (an action), ``held`` beside it in his hand."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"calm": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "decks": {"Alan": [{"card": 1, "name": "d1"}]},
            "madness-deck": 2,
            "hands": {"Alan": ["calm", *(held or [])]},
            **setup,
        },
        "do": [{"play": "calm"}],
    }


def test_a_madness_card_from_the_discard_pile_goes_back_to_the_madness_deck() -> None:
    check = _table(FROM_EITHER, discards={"Alan": [{"card": "madness", "name": "m1"}]})
    check["expect"] = {"madness": {"Alan": 0}, "zones": {"m1": "madness-deck"}}
    run_check(check)


def test_from_the_hand_or_the_discard_pile_the_player_chooses_which() -> None:
    check = _table(
        FROM_EITHER,
        [{"card": "madness", "name": "m1"}],
        discards={"Alan": [{"card": "madness", "name": "m2"}]},
    )
    check["choices"] = [{"return-card": "m1"}]
    check["expect"] = {
        "madness": {"Alan": 1},
        "zones": {"m2": "Alan's discard"},
        "hand-size": {"Alan": 0},
    }
    run_check(check)


def test_from_the_hand_only_a_madness_card_in_the_discard_pile_stays() -> None:
    text = "Return a Madness card from your hand to the Madness deck."
    check = _table(
        text,
        [{"card": "madness", "name": "m1"}],
        discards={"Alan": [{"card": "madness", "name": "m2"}]},
    )  # one Madness card to choose from: none is asked
    check["expect"] = {
        "madness": {"Alan": 1},
        "zones": {"m1": "madness-deck", "m2": "Alan's discard"},
    }
    run_check(check)


def test_if_you_do_happens_only_when_a_madness_card_was_returned() -> None:
    check = _table(IF_YOU_DO, [{"card": "madness", "name": "m1"}])
    check["choices"] = [{"return-card": "m1"}]
    check["expect"] = {"madness": {"Alan": 0}, "hand": {"Alan": ["d1"]}}
    run_check(check)
    check = _table(IF_YOU_DO, [{"card": "madness", "name": "m1"}])
    check["choices"] = [{"return-card": "pass"}]
    check["expect"] = {"madness": {"Alan": 1}, "hand": {"Alan": ["m1"]}}
    run_check(check)
    check = _table(IF_YOU_DO)
    check["expect"] = {"madness": {"Alan": 0}, "hand-size": {"Alan": 0}}
    run_check(check)
