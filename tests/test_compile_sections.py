"""A part of a printed text must fit the card's type: "Play on a base/minion." only on an
action, "Talent:" only on a minion or a titan, no label (and no effect without a moment)
on a base. Anything else stops, with the reason, however well the rest reads."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops

from smashwiki.compile.compiler import compile_text

PLAY_ON = "Play on a minion. Ongoing: This minion has +1 power."
TALENT = "Talent: Draw a card."


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (PLAY_ON, "minion", "'Play on ...' on a minion"),
        (PLAY_ON, "titan", "'Play on ...' on a titan"),
        ("Play on a base. Ongoing: You have +1 power here.", "minion", "'Play on ...' on a minion"),
        ("Play on a base. Ongoing: You have +1 power here.", "base", "'Play on ...' on a base"),
        (TALENT, "base", "'Talent:' on a base"),
        (TALENT, "action", "'Talent:' on an action"),
        ("Ongoing: Minions here have +1 power.", "base", "'Ongoing:' on a base"),
        ("Special: Before a base scores, draw a card.", "base", "'Special:' on a base"),
        ("Draw a card.", "base", "an effect without a moment on a base"),
    ],
)
def test_a_part_the_card_type_cannot_have_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (PLAY_ON, "action"),
        ("Play on a base. Ongoing: You have +1 power here.", "action"),
        (TALENT, "minion"),
        (TALENT, "titan"),
        ("Minions here have +1 power.", "base"),
        ("After you play a minion here, draw a card.", "base"),
        ("Special: Before a base scores, draw a card.", "action"),
    ],
)
def test_a_part_the_card_type_has_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_a_card_of_two_types_may_have_the_parts_of_either() -> None:
    """The whole-game corpus has cards typed [minion, action]: a Talent fits, no traceback."""
    two: Any = ["minion", "action"]
    assert compile_text(TALENT, two).status == "compiled"
    outcome = compile_text("Draw a card.", ["base", "titan"])  # type: ignore[arg-type]
    assert outcome.status == "compiled", outcome.describe()
