""" "with the same name as it" (lang-samename): after a card is played ("after you play a
minion here", "the first time each player plays a minion here each turn"), an extra play
(from a hand, a discard pile, a deck searched) or a card placed from a pile, held to the
printed name of the card played (``same-name-as: event``). "The first time each player
plays ... each turn" is each player's own first (``first_each_turn``: not the turn's
first by anyone, ``first_of_turn``, nor once per turn); there "an extra minion with the
same name here" is of the same name as it, at this base.

What stops, on purpose: "as it" of no card a play moment names (a destroyed minion's: it
may be in the pile searched; no trigger at all); "as it" of cards in play (may it be the
card played itself?); a discard pile after an action is played (the action may lie
there). Played by scenarios with two Tin Soldiers and an Imp (of another name)."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

FIRST_EACH = (
    "The first time each player plays a minion here each turn, that player may play an extra"
    " minion with the same name here."
)
AFTER_YOURS = "After you play a minion here, you may play an extra minion with the same name as it."
SOLDIER = "Tin Soldier"
TIN = {"type": "minion", "power": 2, "name": SOLDIER}
IMP = {"type": "minion", "power": 1, "name": "Imp"}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (FIRST_EACH, "base"),
        (AFTER_YOURS, "base"),
        (
            "After the first time a player plays a minion here each turn, that player may play"
            " an extra minion with the same name as it.",
            "base",
        ),
        (
            "After you play an action here, you may play an extra action with the same name as it.",
            "base",
        ),
        (
            "Once per turn, after you play a minion here, you may play an extra minion with the"
            " same name as it from your discard pile.",
            "base",
        ),
        (
            "After you play a minion here, you may place a minion with the same name as it from"
            " your discard pile into your hand.",
            "base",
        ),
        (
            "Ongoing: After you play a minion here, you may play an extra minion with the same"
            " name as it here.",
            "minion",
        ),
        (
            "Play on a base. Ongoing: After you play a minion here, you may play an extra minion"
            " with the same name as it.",
            "action",
        ),
    ],
    ids=[
        "first-each",
        "after-yours",
        "first-each-as-it",
        "action",
        "from-discard",
        "to-hand",
        "on-a-minion",
        "on-an-action",
    ],
)
def test_same_name_as_it_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_first_each_is_each_players_own_first_here_of_its_name() -> None:
    outcome = compile_text(FIRST_EACH, "base")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    trigger = ability.trigger
    assert trigger is not None and trigger.first_each_turn
    assert not trigger.first_of_turn and not trigger.once_per_turn
    assert (trigger.moment, trigger.here, trigger.who) == ("after-play", True, "any")
    (effect,) = ability.effects
    assert effect.grant is not None and effect.grant.here
    assert effect.target is not None and effect.target.name_of == "event"


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (
            "After you play a minion here, destroy a minion with the same name as it.",
            "base",
            "of cards in play",
        ),
        (
            "After a minion is destroyed here, its owner may play an extra minion with the same"
            " name as it.",
            "base",
            "not of the card a moment",
        ),
        (
            "You may play an extra minion with the same name as it.",
            "minion",
            "not of the card a moment",
        ),
        (
            "After you play an action here, you may place an action with the same name as it"
            " from your discard pile into your hand.",
            "base",
            "a played action may be in",
        ),
        (
            "Ongoing: Your minions with the same name as it have +1 power.",
            "minion",
            "not of the card a moment",
        ),
    ],
    ids=["in-play", "destroyed", "no-trigger", "action-discard", "static"],
)
def test_same_name_as_it_stops_where_it_names_no_one_card(
    text: str, card_type: str, why: str
) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    "second",
    [
        "After the first time each turn a minion is played here, its owner may play an extra"
        " minion with the same name as it here.",
        "After a player plays a minion here, that player may play an extra minion with the same"
        " name as it here.",
        "The first time each player plays a minion here each turn, that player may play an"
        " extra minion here.",
        "The first time each player plays a minion here each turn, that player may play an"
        " extra minion with the same name as it.",
    ],
    ids=["turns-first", "every-play", "any-name", "anywhere"],
)
def test_first_each_near_misses_compile_apart(second: str) -> None:
    assert_apart(FIRST_EACH, second, "base")


def _lodge(text: str, do: list[Any], **more: Any) -> dict[str, Any]:
    """Alan's turn at the base ``lodge`` (printed ``text``) and mill; Alan has Tin
    Soldiers t1, t2, t3 and an Imp in hand."""
    return {
        "cards": {
            "lodge": stand_in(text, "base", breakpoint=30),
            "t1": TIN,
            "t2": TIN,
            "t3": TIN,
            "imp": IMP,
        },
        "setup": {
            "bases": [{"name": "lodge", "card": "lodge"}, {"name": "mill", "breakpoint": 30}],
            "hands": {"Alan": ["t1", "t2", "t3", "imp"]},
            **more,
        },
        "do": do,
    }


def test_the_first_play_here_grants_one_of_its_name_here() -> None:
    do = [{"play": "t1", "on": "lodge"}, {"play": "t2", "on": "lodge"}]
    check = _lodge(FIRST_EACH, do)
    check["choices"] = [{"use-ability": "lodge"}]
    run_check(
        {**check, "expect": {"zones": {"t1": "at lodge", "t2": "at lodge", "imp": "Alan's hand"}}}
    )


def test_no_card_of_its_name_in_hand_is_no_offer() -> None:
    check = _lodge(FIRST_EACH, [{"play": "t1", "on": "lodge"}])
    check["setup"]["hands"] = {"Alan": ["t1", "imp"]}
    run_check({**check, "expect": {"zones": {"t1": "at lodge", "imp": "Alan's hand"}}})


@pytest.mark.parametrize(
    ("card", "base", "why"),
    [
        ("imp", "lodge", "for a card named Tin Soldier only"),
        ("t2", "mill", "must be played at lodge"),
    ],
    ids=["other-name", "other-base"],
)
def test_the_extra_play_is_of_its_name_here_only(card: str, base: str, why: str) -> None:
    do = [{"play": "t1", "on": "lodge"}, {"play": card, "on": base, "illegal": why}]
    check = _lodge(FIRST_EACH, do)
    check["choices"] = [{"use-ability": "lodge"}]
    run_check({**check, "expect": {"zones": {"t1": "at lodge", card: "Alan's hand"}}})


def test_a_second_play_here_is_no_first_and_grants_nothing() -> None:
    do = [
        {"play": "t1", "on": "lodge"},
        {"play": "t2", "on": "lodge"},
        {"play": "t3", "on": "lodge", "illegal": "no minion play left"},
    ]
    check = _lodge(FIRST_EACH, do, plays={"Alan": {"minions": 2, "actions": 1}})
    check["choices"] = [{"use-ability": "pass"}]  # asked once: after t1 only
    run_check({**check, "expect": {"zones": {"t2": "at lodge", "t3": "Alan's hand"}}})


def test_after_yours_grants_one_of_its_name_anywhere() -> None:
    do = [{"play": "t1", "on": "lodge"}, {"play": "t2", "on": "mill"}]
    check = _lodge(AFTER_YOURS, do)
    check["choices"] = [{"use-ability": "lodge"}]
    run_check({**check, "expect": {"zones": {"t2": "at mill", "t3": "Alan's hand"}}})
