"""Count words on extra plays compiled: "Play two extra minions" is that many extra
plays, each of its own, played as printed; near-misses stay apart or stop."""

from __future__ import annotations

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Play two extra minions.", "action"),
        ("You may play three extra actions.", "minion"),
        ("Play two extra minions of power 2 or less.", "action"),
        ("Play two extra minions and an extra action.", "action"),
        ("Talent: Play two extra minions here.", "minion"),
        ("You may play up to two extra actions.", "minion"),
        ("Play up to three extra minions of power 2 or less.", "action"),
    ],
)
def test_n_extra_plays_compile_and_say_themselves_back(text: str, card_type: str):
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def _grants(text: str) -> int:
    outcome = compile_text(text, "action")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return sum(1 for e in ability.effects if e.grant is not None)


def test_two_extra_plays_are_two_and_three_are_three():
    assert _grants("Play an extra minion.") == 1
    assert _grants("Play two extra minions.") == 2
    assert _grants("Play three extra minions.") == 3
    assert _grants("Play two extra minions and an extra action.") == 3


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Play two extra minions.", "Play three extra minions."),
        ("Play two extra minions.", "Play two extra actions."),
        ("Play two extra minions.", "Play an extra minion."),
        ("Play two extra minions.", "You may play two extra minions."),
        ("Play two extra minions of power 2 or less.", "Play two extra minions."),
        ("Play two extra minions here.", "Play two extra minions."),
        ("Play two extra minions and an extra action.", "Play two extra minions."),
    ],
)
def test_near_misses_compile_to_other_values(first: str, second: str):
    one, other = compile_text(first, "minion"), compile_text(second, "minion")
    assert one.accepted and other.accepted
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities
    assert one.rendered != other.rendered


@pytest.mark.parametrize(
    "text",
    ["Play 1 extra minions.", "Play two extra minion.", "Play up to two extra minion."],
)
def test_a_count_the_grammar_does_not_say_stops(text: str):
    assert compile_text(text, "action").status == "stopped"


def test_two_extra_minions_are_two_plays_and_no_third():
    muster = stand_in("Play two extra minions.", "action")
    minions = [{"card": 2, "name": f"m{n}"} for n in (1, 2, 3)]
    run_check(
        {
            "cards": {"muster": muster},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["muster", *minions]},
                "plays": {"Alan": {"minions": 0, "actions": 1}},
            },
            "do": [
                {"play": "muster"},
                {"play": "m1", "on": "bank"},
                {"play": "m2", "on": "bank"},
                {"play": "m3", "on": "bank", "illegal": True},
            ],
            "expect": {"zones": {"m1": "at bank", "m2": "at bank", "m3": "Alan's hand"}},
        },
        {},
    )


def test_up_to_n_extra_plays_are_the_n_extra_plays():
    """Every extra play is optional (its player may play fewer): "up to" says nothing more."""
    up_to = compile_text("You may play up to two extra actions.", "action")
    two = compile_text("You may play two extra actions.", "action")
    assert up_to.compiled is not None and two.compiled is not None
    assert up_to.compiled.abilities == two.compiled.abilities
    assert _grants("Play up to three extra minions.") == 3
