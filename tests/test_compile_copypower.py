"""A minion's power set from another card's power (lang-copypower): "This minion has the
same power as that minion until the end of the turn", "This minion has the printed power
of ...", "This minion's power is equal to that minion's power". The rules in data/rules
say how power counters and modifiers add to printed power, but not what a power *set from
another card's* does to the minion's own printed power, counters and modifiers, nor
whether the copied power is read once or kept in step while the duration lasts: each such
wording STOPS with that reason (:data:`smashwiki.compile.parse.COPIED_POWER_WHY`) rather
than compile to one reading of it. Near-misses whose meaning the grammar does say (a
filter "with the same power as this minion", a power modifier) still compile, apart."""

from __future__ import annotations

import pytest

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.parse import CANNOT_SAY, COPIED_POWER_WHY

COPIES = [
    (
        "Choose another minion here. This minion has the same power as that minion until "
        "the end of the turn.",
        "minion",
    ),
    ("This minion has the same power as that minion.", "minion"),
    ("This minion has the same printed power as that minion.", "minion"),
    (
        "Play on a minion. Ongoing: This minion has the printed power of the minion with "
        "the highest power on its base (you choose in case of a tie).",
        "action",
    ),
    ("This minion's power is equal to that minion's power until the end of the turn.", "minion"),
    ("Ongoing: This minion's power is the same as the power of the minion here.", "minion"),
    ("Choose a minion. It has power equal to the power of this minion.", "action"),
    ("Ongoing: Your minions here have the power of the minion with the most power.", "minion"),
]


@pytest.mark.parametrize(("text", "card_type"), COPIES, ids=[t[:50] for t, _ in COPIES])
def test_copied_power_stops_with_its_reason(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert outcome.stop is not None
    assert outcome.stop.reason == CANNOT_SAY
    assert outcome.stop.detail == COPIED_POWER_WHY
    assert "kept in step" in outcome.describe() and "counters" in outcome.describe()


NEAR_MISSES = [
    ("Destroy a minion with the same power as this minion.", "minion"),
    ("Talent: Destroy a minion here with power equal to this minion's.", "minion"),
]


@pytest.mark.parametrize(("text", "card_type"), NEAR_MISSES, ids=[t[:50] for t, _ in NEAR_MISSES])
def test_a_filter_of_the_same_power_still_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_an_unknown_word_stops_for_its_own_reason() -> None:
    outcome = compile_text("This minion borrows the power of that minion.", "minion")
    assert outcome.status == "stopped"
    assert outcome.stop is not None and outcome.stop.detail != COPIED_POWER_WHY
