""" "During your turn, ..." and "On your turn, ..." before an ongoing text (lang-b): the
static holds in any phase of its controller's turn (the glossary's "During a turn") or only
in their Play Cards phase (its "On your turn"), said back as printed. Played by a scoring on
that turn; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Condition
from smashwiki.engine.scenario import run_check

DURING = "Ongoing: During your turn, this minion has +2 power."
ON = "Ongoing: On your turn, this minion has +2 power."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: During your turn, your minions here have +1 power.", "minion"),
        ("Ongoing: During your turn, you have +2 power here.", "minion"),
        ("Play on a minion. Ongoing: During your turn, this minion cannot be destroyed.", "action"),
        ("Play on a base. Ongoing: During your turn, you have +1 power here.", "action"),
        (DURING, "minion"),
    ],
)
def test_during_your_turn_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "kind"), [(DURING, "your-turn"), (ON, "your-play-phase")], ids=["during", "on"]
)
def test_the_static_holds_in_that_part_of_your_turn(text: str, kind: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (static,) = ability.statics
    assert static.condition == Condition(kind)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "card_type", "reason"),
    [
        ("During your turn, draw a card.", "action", "before an effect"),
        ("During your turn, minions here have +1 power.", "base", "on a base"),
        ("Ongoing: At the start of your turn, during your turn, draw a card.", "minion", ""),
        ("Ongoing: During each turn, this minion has +2 power.", "minion", ""),
    ],
    ids=["effect", "base", "trigger", "each-turn"],
)
def test_during_your_turn_stops_where_it_would_play_otherwise(
    text: str, card_type: str, reason: str
) -> None:
    assert_stops(text, card_type, reason)


@pytest.mark.parametrize(
    ("first", "second"),
    [(DURING, ON), (DURING, "Ongoing: This minion has +2 power.")],
    ids=["during-vs-on", "during-vs-always"],
)
def test_during_your_turn_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = compile_text(first), compile_text(second)
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _scored_on_alans_turn(text: str) -> dict[str, Any]:
    """Alan's ``brute`` (power 3, printed ``text``) and Beth's ``rock`` (power 4) at bank,
    which scores in Alan's Score Bases phase (breakpoint 7)."""
    return {
        "cards": {"brute": stand_in(text, "minion", power=3)},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 7,
                    "minions": {"Alan": ["brute"], "Beth": [{"card": 4, "name": "rock"}]},
                }
            ],
            "decks": {"Alan": [1, 1, 1], "Beth": [1, 1, 1]},
        },
        "do": ["score"],
    }


def test_during_your_turn_counts_as_a_base_scores_on_your_turn() -> None:
    check = _scored_on_alans_turn(DURING)
    run_check({**check, "expect": {"places": {"bank": {"Alan": 1, "Beth": 2}}}})


def test_on_your_turn_does_not_count_as_a_base_scores_on_your_turn() -> None:
    check = _scored_on_alans_turn(ON)
    run_check({**check, "expect": {"places": {"bank": {"Beth": 1, "Alan": 2}}}})


def test_during_your_turn_does_not_count_on_another_players_turn() -> None:
    brute = stand_in(DURING, "minion", power=3)
    run_check(
        {
            "cards": {"brute": brute},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40, "minions": {"Alan": ["brute"]}}],
                "decks": {"Alan": [1, 1, 1], "Beth": [1, 1, 1]},
            },
            "do": [{"end-turn": True, "expect": {"power": {"brute": 5}}}, "next-turn"],
            "expect": {"power": {"brute": 3}},
        }
    )
