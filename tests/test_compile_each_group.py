""" "Each X" and "all X" compiled: one group acted on card by card ("Destroy each minion of
power 2 or less" is "Destroy all minions of power 2 or less"; "Return each minion here to
its owner's hand" is "Return all minions here to their owners' hands"), said back either
way; and "on a base" after "each"/"all": a base its player chooses, then each of them
there ("Destroy each minion of power 2 or less on a base" is "Choose a base. Destroy each
minion of power 2 or less there."). Played as printed; near-misses stop or compile apart."""

from __future__ import annotations

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

SAME = [
    ("Destroy each minion of power 2 or less.", "Destroy all minions of power 2 or less.",
     "action"),
    ("Destroy each action here.", "Destroy all actions here.", "minion"),
    ("Destroy each of your minions here.", "Destroy all of your minions here.", "minion"),
    ("Destroy each other minion of power 3 or less here.",
     "Destroy all other minions of power 3 or less here.", "minion"),
    ("Return each minion here to its owner's hand.",
     "Return all minions here to their owners' hands.", "minion"),
    ("Return each action here to its owner's hand. Draw a card.",
     "Return all actions here to their owners' hands. Draw a card.", "minion"),
    ("Ongoing: After you play a minion here, destroy each other minion of power 1 or less here.",
     "Ongoing: After you play a minion here, destroy all other minions of power 1 or less here.",
     "minion"),
    ("Destroy each minion of power 2 or less on a base.",
     "Choose a base. Destroy all minions of power 2 or less there.", "action"),
    ("Destroy all minions of power 2 or less on a base.",
     "Choose a base. Destroy each minion of power 2 or less there.", "action"),
    ("Return each minion on a base to its owner's hand.",
     "Choose a base. Return all minions there to their owners' hands.", "action"),
    ("Destroy each of your minions on a base. Draw a card.",
     "Choose a base. Destroy all of your minions there. Draw a card.", "action"),
]  # fmt: skip


@pytest.mark.parametrize(("each", "all_", "card_type"), SAME)
def test_each_and_all_compile_to_one_group_and_say_themselves(
    each: str, all_: str, card_type: str
) -> None:
    one, other = compile_text(each, card_type), compile_text(all_, card_type)
    assert one.status == "compiled", one.describe()
    assert other.status == "compiled", other.describe()
    assert one.compiled == other.compiled


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        ("Destroy each minion of power 2 or less.", "Destroy a minion of power 2 or less.",
         "action"),
        ("Destroy each minion here.", "Destroy each other minion here.", "minion"),
        ("Destroy each minion of power 2 or less on a base.",
         "Destroy each minion of power 2 or less.", "action"),
        ("Return each minion here to its owner's hand.",
         "Return each of your minions here to its owner's hand.", "minion"),
        ("Destroy each minion on a base.", "Return each minion on a base to its owner's hand.",
         "action"),
    ],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Destroy a minion of power 2 or less on a base.", "action"),  # which base? any one
        ("Destroy up to two minions on a base.", "action"),  # both on one base, or not?
        ("Ongoing: Each minion on a base has +1 power.", "minion"),  # chosen when?
        ("Ongoing: Minions on a base have +1 power.", "minion"),
        ("Return each minion here to their owners' hands.", "minion"),  # number disagrees
        ("Return all minions here to its owner's hand.", "minion"),
        ("Destroy each minions here.", "minion"),
        ("Play an extra minion on a base.", "action"),
    ],
)  # fmt: skip
def test_what_would_play_otherwise_is_not_accepted(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert not outcome.accepted, outcome.describe()


def test_each_on_a_base_destroys_those_at_the_base_chosen_only() -> None:
    run_check(
        {
            "cards": {"sweep": stand_in("Destroy each minion of power 2 or less on a base.",
                                        "action")},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {
                        "Alan": [{"card": 2, "name": "mine"}],
                        "Beth": [{"card": 1, "name": "small"}, {"card": 3, "name": "big"}],
                    }},
                    {"name": "far", "breakpoint": 30, "minions": {
                        "Beth": [{"card": 2, "name": "away"}],
                    }},
                ],
                "hands": {"Alan": ["sweep"]},
            },
            "do": [{"play": "sweep"}],
            "choices": [{"choose-base": "bank"}],
            "expect": {
                "zones": {
                    "mine": "Alan's discard",
                    "small": "Beth's discard",
                    "big": "at bank",
                    "away": "at far",
                },
            },
        }
    )  # fmt: skip


def test_each_other_minion_here_goes_back_to_its_owners_hand() -> None:
    text = "Return each other minion here to its owner's hand."
    run_check(
        {
            "cards": {"gust": stand_in(text, "minion", power=3)},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {
                        "Alan": [{"card": 2, "name": "mine"}],
                        "Beth": [{"card": 4, "name": "theirs"}],
                    }},
                    {"name": "far", "breakpoint": 30, "minions": {
                        "Beth": [{"card": 2, "name": "away"}],
                    }},
                ],
                "hands": {"Alan": ["gust"]},
            },
            "do": [{"play": "gust", "on": "bank"}],
            "expect": {
                "zones": {
                    "gust": "at bank",
                    "mine": "Alan's hand",
                    "theirs": "Beth's hand",
                    "away": "at far",
                },
            },
        }
    )  # fmt: skip
