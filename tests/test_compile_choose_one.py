"""'Choose one: ...; or ...' compiled: one choice between options, each its own effect,
said back as printed and played as the option chosen; what the grammar would play
otherwise stops."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

PICK = "Choose one: draw two cards; or gain 1 VP."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (PICK, "action"),
        ("Choose one: draw a card; or gain 1 VP; or discard a card.", "action"),
        ("Choose one: destroy a minion of power 2 or less; or draw a card.", "minion"),
        ("Choose one: you may draw a card; or gain 1 VP.", "action"),
        ("Talent: Choose one: draw a card; or place a +1 power counter on this minion.", "minion"),
    ],
)
def test_choose_one_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    effects = outcome.compiled.abilities.abilities[0].effects if outcome.compiled else ()
    assert [e.verb for e in effects] == ["choose"]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Choose two: draw a card; or gain 1 VP.", "more than one of the options"),
        ("Choose one: play an extra minion; or draw a card.", "an extra play"),
        ("Choose one: draw a card.", "the clause ends where more was expected"),
    ],
)
def test_choose_one_stops_where_it_would_play_otherwise(text: str, why: str) -> None:
    outcome = compile_text(text, "action")
    assert not outcome.accepted, outcome.describe()
    assert why in outcome.describe()


def test_the_options_stay_apart() -> None:
    """Near-misses: the options and their order are the card's."""
    texts = (
        PICK,
        "Choose one: gain 1 VP; or draw two cards.",
        "Choose one: draw a card; or gain 1 VP.",
    )
    values = [compile_text(text, "action").compiled for text in texts]
    assert None not in values and len(set(values)) == 3


def _pick(answer: str) -> dict[str, Any]:
    return {
        "cards": {"pick": stand_in(PICK, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["pick"]},
            "decks": {"Alan": [1, 1, 1]},
        },
        "do": [{"play": "pick"}],
        "choices": [{"choose-one": answer}],
    }


def test_the_first_option_chosen_draws_and_gains_nothing() -> None:
    run_check({**_pick("1"), "expect": {"hand-size": {"Alan": 2}, "vps": {"Alan": 0}}})


def test_the_second_option_chosen_gains_and_draws_nothing() -> None:
    run_check({**_pick("2"), "expect": {"hand-size": {"Alan": 0}, "vps": {"Alan": 1}}})
