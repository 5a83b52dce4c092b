"""Joined effects after a third-person subject ("After this base scores, the winner gains
1 VP and draws a card."): each effect is that player's, in order; the subject is said once
and the renderer joins the effects with "and". Scenarios play it; near-misses stop or stay
apart."""

from __future__ import annotations

import pytest
from test_compile_base_scoring import scored

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

REWARD = "After this base scores, the winner gains 1 VP and draws a card."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (REWARD, "base"),
        ("After this base scores, the runner-up draws 2 cards and discards a card.", "base"),
        ("After this base scores, the winner draws a card and may destroy a minion.", "base"),
        ("After this base scores, each player with a minion here draws a card and gains 1 VP.",
         "base"),
        ("After a player plays a minion here, that player draws a card and discards a card.",
         "base"),
        ("Ongoing: After a minion is destroyed here, its owner draws a card and gains 1 VP.",
         "minion"),
    ],
    ids=["winner", "runner-up", "then-may", "each-with-minion", "that-player", "its-owner"],
)  # fmt: skip
def test_joined_effects_compile_and_say_themselves_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    abilities = outcome.compiled.abilities.abilities if outcome.compiled else ()
    assert [len(a.effects) for a in abilities] == [2]


@pytest.mark.parametrize(
    "text",
    [
        "After this base scores, the winner gains 1 VP and draw a card.",
        "After this base scores, the winner gains 1 VP and.",
        "Before this base scores, the winner gains 1 VP and draws a card.",
    ],
    ids=["second-verb-not-third-person", "nothing-after-and", "no-winner-yet"],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "base")
    assert outcome.status == "stopped", outcome.describe()


def test_the_order_of_the_joined_effects_is_kept() -> None:
    one = compile_text(REWARD, "base")
    other = compile_text("After this base scores, the winner draws a card and gains 1 VP.", "base")
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled != other.compiled


def test_the_winner_gains_and_draws_and_no_one_else() -> None:
    """Alan's turn ended: he draws 2 in his Draw phase, and 1 as the winner."""
    check = scored(
        REWARD,
        {"Alan": 6, "Beth": 4, "Chris": 2},
        vps={"Alan": 4, "Beth": 2, "Chris": 1},
        **{"hand-size": {"Alan": 3, "Beth": 0, "Chris": 0}},
    )
    run_check(check)
