""" "If you have two or fewer cards in your hand, ..." compiled: a condition on the number of
cards in the hand of the player the ability is for (counted when it resolves: an action
being played has left the hand), on an effect or an ongoing text; played by scenarios;
near-misses apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

GAIN = "If you have two or fewer cards in your hand, gain 1 VP."
STRONG = "Ongoing: If you have two or fewer cards in your hand, this minion has +3 power."


@pytest.mark.parametrize(("text", "card_type"), [(GAIN, "action"), (STRONG, "minion")])
def test_hand_size_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    "other",
    [
        "If you have three or fewer cards in your hand, gain 1 VP.",
        "Gain 1 VP.",
    ],
    ids=["count", "no-condition"],
)
def test_the_count_is_kept(other: str) -> None:
    one, two = compile_text(GAIN, "action"), compile_text(other, "action")
    assert one.compiled is not None and two.compiled is not None
    assert one.compiled.abilities != two.compiled.abilities


def test_two_or_more_cards_in_hand_compiles_apart() -> None:
    """lang-c2: "or more" is a condition of its own (at least), not "or fewer"."""
    more = compile_text("If you have two or more cards in your hand, gain 1 VP.", "action")
    fewer = compile_text(GAIN, "action")
    assert more.accepted and fewer.accepted
    assert more.compiled is not None and fewer.compiled is not None
    assert more.compiled.abilities != fewer.compiled.abilities


def _gain(hand: int) -> dict[str, Any]:
    cards = [{"card": 1, "name": f"h{n}"} for n in range(hand)]
    return {
        "cards": {"payday": stand_in(GAIN, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["payday", *cards]},
        },
        "do": [{"play": "payday"}],
    }


@pytest.mark.parametrize(("hand", "vp"), [(2, 1), (3, 0), (0, 1)], ids=["two", "three", "none"])
def test_the_hand_is_counted_without_the_action_played(hand: int, vp: int) -> None:
    expect = {"vps": {"Alan": vp}, "zones": {"payday": "Alan's discard"}}
    run_check({**_gain(hand), "expect": expect})


@pytest.mark.parametrize(("hand", "power"), [(2, 5), (3, 2)], ids=["two", "three"])
def test_the_ongoing_power_holds_while_the_hand_is_small(hand: int, power: int) -> None:
    cards = [{"card": 1, "name": f"h{n}"} for n in range(hand)]
    check = {
        "cards": {"brute": stand_in(STRONG, "minion", power=2)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Alan": ["brute"]}}],
            "hands": {"Alan": cards},
        },
        "expect": {"power": {"brute": power}},
    }
    run_check(check)
