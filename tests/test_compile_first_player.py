""" "The first player to play a minion here each turn draws a card." compiled (lang-c):
after the turn's first minion (action) played here, by whoever plays it (not each
player's first: the first of the turn), the trigger of the player who played it, who does
the effects and decides. Played by scenarios; stops and near-misses."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

FIRST_DRAWS = "The first player to play a minion here each turn draws a card."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (FIRST_DRAWS, "base"),
        ("The first player to play a minion here each turn gains 1 VP and draws a card.", "base"),
        ("The first player to play an action here each turn may draw a card.", "base"),
        ("Ongoing: The first player to play a minion here each turn draws a card.", "minion"),
        (
            "Play on a base. Ongoing: The first player to play a minion here each turn gains 1 VP.",
            "action",
        ),
    ],
)
def test_the_first_player_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_the_first_player_is_the_turns_first_play_for_who_played_it() -> None:
    outcome = compile_text(FIRST_DRAWS, "base")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    trigger = ability.trigger
    assert trigger is not None and trigger.first_of_turn and not trigger.first_each_turn
    assert (trigger.moment, trigger.who, trigger.for_) == ("after-play", "any", "who-played")


@pytest.mark.parametrize(
    "text",
    [
        "The first player to play a card here each turn draws a card.",
        "The first player to play a minion on another base each turn draws a card.",
        "The first player to play 2 minions here each turn draws a card.",
        "The last player to play a minion here each turn draws a card.",
        "The first player to play a minion here draws a card.",
    ],
    ids=["a-card", "another-base", "two-minions", "last", "no-each-turn"],
)
def test_the_first_player_stops_where_it_would_play_otherwise(text: str) -> None:
    assert compile_text(text, "base").status == "stopped"


@pytest.mark.parametrize(
    "second",
    [
        # lang-f2: "a player plays" is the turn's first, the same; "you play", each player's
        "After the first time each turn you play a minion here, draw a card.",
        "After a player plays a minion here, that player draws a card.",
        "The first player to play an action here each turn draws a card.",
        "The first player to play a minion each turn draws a card.",
    ],
    ids=["each-players-first", "every-play", "action", "anywhere"],
)
def test_the_first_player_near_misses_compile_apart(second: str) -> None:
    assert_apart(FIRST_DRAWS, second, "base")


def _lodge(text: str, do: list[Any], **more: Any) -> dict[str, Any]:
    """Alan's turn at the base ``lodge`` (printed ``text``) and mill; each player has
    minions m1, m2 (Alan) or n1 (Beth) in hand, and a deck of two."""
    return {
        "cards": {"lodge": stand_in(text, "base", breakpoint=30)},
        "setup": {
            "bases": [{"name": "lodge", "card": "lodge"}, {"name": "mill", "breakpoint": 30}],
            "hands": {
                "Alan": [{"card": 1, "name": "m1"}, {"card": 1, "name": "m2"}],
                "Beth": [{"card": 1, "name": "n1"}],
            },
            "decks": {
                p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in (1, 2)]
                for p in ("Alan", "Beth")
            },
            **more,
        },
        "do": do,
    }


def test_the_first_minion_played_here_draws_and_the_second_does_not() -> None:
    do = [{"play": "m1", "on": "lodge"}, {"play": "m2", "on": "lodge"}]
    check = _lodge(FIRST_DRAWS, do, plays={"Alan": {"minions": 2, "actions": 1}})
    run_check({**check, "expect": {"hand": {"Alan": ["a1"]}, "deck-size": {"Alan": 1}}})


def test_a_minion_played_elsewhere_first_does_not_count() -> None:
    do = [{"play": "m1", "on": "mill"}, {"play": "m2", "on": "lodge"}]
    check = _lodge(FIRST_DRAWS, do, plays={"Alan": {"minions": 2, "actions": 1}})
    run_check({**check, "expect": {"hand": {"Alan": ["a1"]}}})
