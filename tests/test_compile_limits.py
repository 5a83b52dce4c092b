"""lang-limit: the rulebook's parenthetical power floors said other ways ("(to a minimum of
0)", "(minimum of 0)", "(but not less than 0)", also after a duration) and "at least N" in
a count ("if you have at least 2 cards in your hand"), each normalise rule 4's; played by
scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.scenario import run_check

CURSE = "Play on a base. Ongoing: Other players' minions here have -1 power."
SAP = "Choose a minion. It gains -2 power until the end of the turn."
HAND = "If you have 2 or more cards in your hand, draw a card."


@pytest.mark.parametrize(
    ("printed", "plain", "card_type"),
    [
        (CURSE.replace("power.", "power (to a minimum of 0)."), CURSE, "action"),
        (CURSE.replace("power.", "power (minimum of 0)."), CURSE, "action"),
        (CURSE.replace("power.", "power (but not less than 0)."), CURSE, "action"),
        (SAP.replace("turn.", "turn (to a minimum of 0)."), SAP, "action"),
        (SAP.replace("turn.", "turn (minimum 0)."), SAP, "action"),
        ("If you have at least two cards in your hand, draw a card.", HAND, "action"),
        (
            "If you have minions on at least 2 bases, draw a card.",
            "If you have minions on two or more bases, draw a card.",
            "action",
        ),
        (
            "If you have played at least two actions this turn, draw a card.",
            "If you have played 2 or more actions this turn, draw a card.",
            "action",
        ),
    ],
    ids=[
        "to-a-minimum",
        "minimum-of",
        "not-less-than",
        "after-a-duration",
        "minimum-after-a-duration",
        "at-least-cards",
        "at-least-bases",
        "at-least-actions-played",
    ],
)
def test_said_other_ways_compile_to_the_same_values(
    printed: str, plain: str, card_type: str
) -> None:
    outcome = compile_text(printed, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert_same_values(printed, plain, card_type)


def test_a_floored_loss_said_after_a_duration_is_that_loss() -> None:
    outcome = compile_text(SAP.replace("turn.", "turn (to a minimum of 0)."), "action")
    assert outcome.rendered == SAP


@pytest.mark.parametrize(
    "text",
    [
        # a floor on a gain says nothing the engine does: kept, and so unknown
        "Play on a base. Ongoing: Other players' minions here have +1 power (minimum of 0).",
        # a floor other than the rulebook's
        "Play on a base. Ongoing: Other players' minions here have -1 power (to a minimum of 1).",
        "Play on a base. Ongoing: Other players' minions here have -1 power (minimum of zero).",
        # a floor after a duration the engine has no word for
        "Choose a minion. It gains -2 power until your next turn (to a minimum of 0).",
        # "at least" of no count
        "If you have at least a card in your hand, draw a card.",
    ],
    ids=["floor-on-a-gain", "floor-of-1", "zero-word", "unknown-duration", "no-count"],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status != "compiled" or not outcome.accepted, outcome.describe()


@pytest.mark.parametrize(
    ("printed", "other"),
    [
        (
            "If you have at least 2 cards in your hand, draw.",
            "If you have 3 or more cards in your hand, draw.",
        ),
        (
            "If you have at least 2 cards in your hand, draw.",
            "If you have 2 or fewer cards in your hand, draw.",
        ),
        ("Minions here have -2 power (to a minimum of 1).", "Minions here have -2 power."),
        ("Minions here have +2 power (to a minimum of 0).", "Minions here have +2 power."),
        (
            "Destroy a minion with at least as much power as this minion.",
            "Destroy a minion with 2 or more power as this minion.",
        ),
    ],
    ids=["count-3", "fewer", "minimum-1", "a-gain", "as-much-power"],
)
def test_normalise_keeps_these_apart(printed: str, other: str) -> None:
    assert normalise(printed) != normalise(other)


def _at_bank(cards: dict[str, Any], hand: list[Any], minions: dict[str, Any]) -> dict[str, Any]:
    bases = [{"name": "bank", "breakpoint": 40, "minions": minions}]
    decks = {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}], "Beth": [1, 1]}
    return {"cards": cards, "setup": {"bases": bases, "decks": decks, "hands": {"Alan": hand}}}


@pytest.mark.parametrize(("held", "draws"), [(2, True), (1, False)], ids=["two-held", "one-held"])
def test_at_least_two_cards_in_your_hand_counts_what_is_left_in_it(held: int, draws: bool) -> None:
    """The action played has left the hand: two others held draws, one does not."""
    text = "If you have at least two cards in your hand, draw a card."
    kept = [{"card": 1, "name": f"h{n}"} for n in range(held)]
    check = _at_bank({"tally": stand_in(text, "action")}, ["tally", *kept], {})
    check["do"] = [{"play": "tally"}]
    zones = {"d1": "Alan's hand" if draws else "Alan's deck", "tally": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


@pytest.mark.parametrize(("power", "after"), [(1, 0), (3, 1)], ids=["floored", "not-floored"])
def test_a_floored_loss_until_the_end_of_the_turn_stops_at_0(power: int, after: int) -> None:
    text = "Choose a minion. It gains -2 power until the end of the turn (to a minimum of 0)."
    foe = {"card": power, "name": "foe"}
    check = _at_bank(
        {"sap": stand_in(text, "action")},
        ["sap"],
        {"Beth": [foe], "Alan": [{"card": 5, "name": "mine"}]},
    )
    check["do"] = [{"play": "sap"}]
    check["choices"] = [{"power-target": "foe"}]
    run_check({**check, "expect": {"power": {"foe": after, "mine": 5}}})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"power": {"foe": after - 1}}})
