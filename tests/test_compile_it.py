""" "It" after a trigger on a minion's play compiled: "After another player plays a minion
here, destroy it.", "After you play a minion here, you may place a +1 power counter on
it."; "it" is the minion played (``this: event``), never this card. Played as printed;
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

GUARD = "Play on a base. Ongoing: After another player plays a minion here, destroy it."
COACH = "Ongoing: After you play a minion here, you may place a +1 power counter on it."
BOOST = "Ongoing: After you play a minion here, it gains +1 power until the end of the turn."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (GUARD, "action"),
        (COACH, "minion"),
        (BOOST, "minion"),
        ("Ongoing: After another player plays a minion here, you may move it to another base.",
         "minion"),
        ("After a player plays a minion here, that player may place a +1 power counter on it.",
         "base"),
    ],
)  # fmt: skip
def test_it_after_a_minions_play_compiles_as_that_minion(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = [a for a in outcome.compiled.abilities.abilities if a.trigger]
    assert [e.target.this for e in ability.effects if e.target] == ["event"]


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: After you play an action here, destroy it.",
        "Ongoing: After you play an action that directly affects this minion, destroy it.",
        "Ongoing: At the end of your turn, destroy it.",
        # lang-e2: "its owner places it into their hand" is the minion in its owner's
        # discard pile now (test_compile_cards_between_piles); any other verb on it stops
        "Ongoing: After a minion is destroyed here, its owner destroys it.",
    ],
    ids=["an-action-played", "names-this-minion", "no-card-named", "destroyed"],
)
def test_it_stops_or_is_this_minion_where_no_minion_was_played(text: str) -> None:
    outcome = compile_text(text)
    values = outcome.compiled.abilities.abilities if outcome.compiled else ()
    assert all(e.target is None or e.target.this != "event" for a in values for e in a.effects)


def test_it_and_this_minion_compile_apart() -> None:
    it = compile_text(COACH)
    mine = compile_text(
        "Ongoing: After you play a minion here, you may place a +1 power counter on this minion."
    )
    assert it.accepted and mine.accepted
    assert it.compiled is not None and mine.compiled is not None
    assert it.compiled.abilities != mine.compiled.abilities


def _played_here(cards: dict[str, Any], at_bank: dict[str, Any], who: str) -> dict[str, Any]:
    """``who`` (in their turn) plays ``rookie`` (power 2) at bank."""
    return {
        "active": who,
        "cards": cards,
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, **at_bank}],
            "hands": {who: [{"card": 2, "name": "rookie"}]},
        },
        "do": [{"play": "rookie", "on": "bank"}],
    }


@pytest.mark.parametrize(("who", "fate"), [("Beth", "Beth's discard"), ("Alan", "at bank")])
def test_another_players_minion_played_here_is_destroyed(who: str, fate: str) -> None:
    cards = {"guard": stand_in(GUARD, "action")}
    check = _played_here(cards, {"modifiers": {"Alan": ["guard"]}}, who)
    run_check({**check, "expect": {"zones": {"rookie": fate, "guard": "at bank"}}})


def test_the_counter_goes_on_the_minion_played_not_on_this_one() -> None:
    cards = {"coach": stand_in(COACH, "minion", power=1)}
    check = _played_here(cards, {"minions": {"Alan": ["coach"]}}, "Alan")
    check["choices"] = [{"use-ability": "coach"}]
    run_check({**check, "expect": {"counters": {"rookie": 1, "coach": 0}}})


def test_the_minion_played_gains_the_power() -> None:
    cards = {"boost": stand_in(BOOST, "minion", power=1)}
    check = _played_here(cards, {"minions": {"Alan": ["boost"]}}, "Alan")
    run_check({**check, "expect": {"power": {"rookie": 3, "boost": 1}}})
