""" "Choose a minion. It ..." compiled: the chosen minion named again in the next sentence
is that one effect's target ("Choose one of your minions. Destroy it." is "Destroy one of
your minions."), said back as printed. Played as printed; near-misses stop or compile
apart."""

from __future__ import annotations

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Choose a minion. It gains +2 power until the end of the turn.", "action"),
        ("Choose one of your minions. Destroy it.", "action"),
        ("Choose a minion of power 2 or less. Return it to its owner's hand. Draw a card.",
         "action"),
        ("Talent: Choose a minion here. Place a +1 power counter on it.", "minion"),
        ("Choose a minion. Move it to another base.", "action"),
    ],
)  # fmt: skip
def test_choose_then_it_compiles_as_one_effect_on_the_chosen(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_choose_then_it_is_the_same_play_as_the_effect_on_the_chosen() -> None:
    chosen = compile_text("Choose one of your minions. Destroy it.", "action")
    direct = compile_text("Destroy one of your minions.", "action")
    assert chosen.compiled is not None and direct.compiled is not None
    assert chosen.compiled.abilities == direct.compiled.abilities


@pytest.mark.parametrize(
    "text",
    [
        "Choose a minion. Draw a card.",
        "Choose a minion.",
        "Choose two minions. Destroy it.",
        "Choose a minion. You may destroy it.",
        # lang-its: "It gains ... Destroy it." compiles now ("it": the minion given the
        # power, test_compile_its)
        "Choose an action. Destroy it.",
        "Ongoing: Choose a minion. Destroy it.",
    ],
    ids=["no-it", "nothing-after", "two", "optional", "an-action", "ongoing"],
)
def test_choose_then_it_stops_where_it_would_play_otherwise(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Choose one of your minions. Destroy it.", "Choose a minion. Destroy it."),
        ("Choose a minion. It gains +2 power until the end of the turn.",
         "Choose a minion. It gains +2 power until the start of your next turn."),
        ("Play on a base. Choose a minion here. Destroy it.",
         "Play on a base. Choose a minion. Destroy it."),
    ],
)  # fmt: skip
def test_choose_then_it_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def test_the_chosen_one_of_yours_is_destroyed_and_only_yours_are_offered() -> None:
    text = "Choose one of your minions. Destroy it."
    run_check(
        {
            "cards": {"cull": stand_in(text, "action")},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 2, "name": "mine"}, {"card": 3, "name": "also"}],
                            "Beth": [{"card": 1, "name": "theirs"}],
                        },
                    }
                ],
                "hands": {"Alan": ["cull"]},
            },
            "do": [{"play": "cull"}],
            "choices": [{"destroy-target": "also"}],
            "expect": {
                "zones": {"also": "Alan's discard", "mine": "at bank", "theirs": "at bank"},
                "offered": {"destroy-target": ["mine", "also"]},
            },
        }
    )


def test_the_chosen_minion_gains_the_power() -> None:
    text = "Choose a minion. It gains +2 power until the end of the turn."
    run_check(
        {
            "cards": {"pep": stand_in(text, "action")},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 1, "name": "theirs"}, 4]},
                    }
                ],
                "hands": {"Alan": ["pep"]},
            },
            "do": [{"play": "pep"}],
            "choices": [{"power-target": "theirs"}],
            "expect": {"power": {"theirs": 3}},
        }
    )
