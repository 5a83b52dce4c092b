""" "The first time each turn (that) a player plays ..." compiled: the same moment as
"After the first time each turn ..." (after the play, once per turn: mandatory and with
no condition, the first time it could fire is the first such play), for you, another
player or any player ("that player" then does it). Played as printed; near-misses stop
or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

ANY = "Ongoing: The first time each turn a player plays a minion here, that player draws a card."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: The first time each turn you play a minion here, draw a card.", "minion"),
        ("Ongoing: The first time each turn that you play an action, gain 1 VP.", "minion"),
        (ANY, "minion"),
        ("Ongoing: The first time each turn another player plays a minion here, destroy it.",
         "minion"),
        ("The first time each turn you play a minion here, draw a card.", "base"),
    ],
)  # fmt: skip
def test_the_first_time_each_turn_compiles_as_once_per_turn(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None
    # a player's (anyone's) first play: the turn's first such play (lang-f2), the same here
    assert ability.trigger.once_per_turn or ability.trigger.first_of_turn and text == ANY


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Ongoing: The first time each turn you play a minion here, you may draw a card.",
         "differs"),
        ("Ongoing: The first time each turn you play a minion here, if you have the most power "
         "here, draw a card.", "differs"),
        ("Ongoing: The first time each turn, draw a card.", "stopped"),
        ("Ongoing: The first time you play a minion here, draw a card.", "stopped"),
    ],
    ids=["optional", "conditional", "no-play", "not-each-turn"],
)  # fmt: skip
def test_the_first_time_each_turn_stops_or_differs_where_once_per_turn_would_not_say_it(
    text: str, status: str
) -> None:
    assert compile_text(text).status == status


def test_the_first_time_and_every_time_compile_apart() -> None:
    first = compile_text("Ongoing: The first time each turn you play a minion here, draw a card.")
    every = compile_text("Ongoing: After you play a minion here, draw a card.")
    assert first.compiled is not None and every.compiled is not None
    assert first.compiled.abilities != every.compiled.abilities


def _two_plays(text: str) -> dict[str, Any]:
    """Beth's turn: she plays two minions at bank, where Alan's ``watch`` is."""
    return {
        "active": "Beth",
        "cards": {"watch": stand_in(text, "minion", power=1)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Alan": ["watch"]}}],
            "hands": {"Beth": [{"card": 2, "name": "one"}, {"card": 2, "name": "two"}]},
            "decks": {"Beth": [{"card": 1, "name": "b1"}, {"card": 1, "name": "b2"}]},
            "plays": {"Beth": {"minions": 2, "actions": 1}},
        },
        "do": [{"play": "one", "on": "bank"}, {"play": "two", "on": "bank"}],
    }


def test_that_player_draws_the_first_time_only() -> None:
    check = _two_plays(ANY)
    run_check({**check, "expect": {"hand": {"Beth": ["b1"]}, "deck-size": {"Beth": 1}}})


def test_every_time_draws_twice() -> None:
    check = _two_plays("Ongoing: After a player plays a minion here, that player draws a card.")
    run_check({**check, "expect": {"hand": {"Beth": ["b1", "b2"]}}})
