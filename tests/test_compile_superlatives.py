""" "The minion with the highest power here", "the lowest-power minion here", "your minion
with the lowest power" compiled (lang-c): a selector of the one minion of the highest
(lowest) power among those it names, now; tied minions are all candidates and the player
the card's tie-break names chooses among them (lang-extremes: a superlative with no
tie-break stops, as the rules do not say who chooses: tests/test_compile_extremes.py).
Played by scenarios; stops where the engine would play otherwise; near-misses compile
apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Selector
from smashwiki.engine.scenario import run_check

TIE = " (you choose in case of a tie)"
HIGHEST = "Talent: Destroy the minion with the highest power here" + TIE + "."
LOWEST = "Talent: Destroy the minion with the lowest power here" + TIE + "."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (HIGHEST, "minion"),
        (LOWEST, "minion"),
        (
            "Ongoing: At the start of your turn, destroy the minion with the lowest power here"
            + TIE
            + ".",
            "minion",
        ),
        (
            "Talent: Place a +1 power counter on your minion with the lowest power here"
            + TIE
            + ".",
            "minion",
        ),
        ("Return your minion with the lowest power to its owner's hand" + TIE + ".", "action"),
        ("Destroy the minion with the highest power" + TIE + ".", "action"),
        ("Talent: Destroy the lowest-power minion on this base" + TIE + ".", "minion"),
        (
            "Ongoing: After you play a minion here, destroy the other minion with the lowest "
            "power here" + TIE + ".",
            "minion",
        ),
    ],
)
def test_superlatives_compile_and_say_themselves_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_the_highest_power_minion_is_the_minion_with_the_highest_power() -> None:
    assert_same_values(
        "Talent: Destroy the highest-power minion here" + TIE + ".", HIGHEST, "minion"
    )
    assert_same_values("Talent: Destroy the lowest-power minion here" + TIE + ".", LOWEST, "minion")
    assert_same_values(
        "Talent: Place a +1 power counter on your lowest-power minion" + TIE + ".",
        "Talent: Place a +1 power counter on your minion with the lowest power" + TIE + ".",
        "minion",
    )


def test_a_superlative_is_a_selector_of_one_minion_here() -> None:
    outcome = compile_text(HIGHEST, "minion")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    assert effect.target == Selector(where="here", superlative="highest-power", tie="you")


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Talent: Destroy a minion with the highest power here.", "minion"),
        ("Talent: Destroy each minion with the highest power here.", "minion"),
        ("Talent: Destroy the minions with the highest power here.", "minion"),
        ("Talent: Destroy the minion here.", "minion"),
        ("Talent: Destroy another player's minion with the highest power here.", "minion"),
        ("Ongoing: The minion with the highest power here has -1 power.", "minion"),
        ("Talent: Destroy the action with the highest power here.", "minion"),
        ("Talent: Destroy the minion with the highest power of power 3 or less here.", "minion"),
        ("Talent: Destroy the minion with the most power here.", "minion"),
    ],
    ids=[
        "a",
        "each",
        "plural",
        "no-superlative",
        "another-players",
        "ongoing",
        "action",
        "with-a-power-filter",
        "most-power",
    ],
)
def test_superlatives_stop_where_they_would_play_otherwise(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (HIGHEST, LOWEST),
        (HIGHEST, "Talent: Destroy a minion here."),
        (HIGHEST, "Talent: Destroy the minion with the highest power" + TIE + "."),
        (
            "Talent: Destroy your minion with the highest power here" + TIE + ".",
            HIGHEST,
        ),
    ],
    ids=["highest-vs-lowest", "the-vs-a", "here-vs-anywhere", "yours-vs-anyones"],
)
def test_superlative_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "minion")


def _at_bank(text: str, beths: list[dict[str, Any]]) -> dict[str, Any]:
    """Alan's ``judge`` (printed ``text``, power 3) at bank with Beth's ``beths``; Alan
    uses its Talent."""
    return {
        "cards": {"judge": stand_in(text, "minion", power=3)},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["judge"], "Beth": beths}},
                {
                    "name": "mill",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 9, "name": "far"}]},
                },
            ],
        },
        "do": [{"talent": "judge"}],
    }


def test_the_highest_power_minion_here_is_destroyed() -> None:
    beths = [{"card": 5, "name": "big"}, {"card": 2, "name": "small"}]
    check = _at_bank(HIGHEST, beths)
    expect = {
        "zones": {"big": "Beth's discard", "small": "at bank", "judge": "at bank", "far": "at mill"}
    }
    run_check({**check, "expect": expect})


def test_the_lowest_power_minion_here_may_be_this_one() -> None:
    beths = [{"card": 5, "name": "big"}, {"card": 4, "name": "mid"}]
    check = _at_bank(LOWEST, beths)
    run_check({**check, "expect": {"zones": {"judge": "Alan's discard", "mid": "at bank"}}})


@pytest.mark.parametrize("chosen", ["twin1", "twin2"])
def test_among_tied_minions_the_player_chooses(chosen: str) -> None:
    beths = [{"card": 5, "name": "twin1"}, {"card": 5, "name": "twin2"}]
    other = "twin2" if chosen == "twin1" else "twin1"
    check = _at_bank(HIGHEST, beths)
    expect = {"zones": {chosen: "Beth's discard", other: "at bank"}}
    run_check({**check, "choices": [{"destroy-target": chosen}], "expect": expect})


def test_power_now_counts_not_printed_power() -> None:
    beths = [{"card": 5, "name": "big", "counters": 0}, {"card": 4, "name": "mid", "counters": 3}]
    check = _at_bank(HIGHEST, beths)
    run_check({**check, "expect": {"zones": {"mid": "Beth's discard", "big": "at bank"}}})
