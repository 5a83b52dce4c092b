""" "with power 2 or less" is "of power 2 or less" (normalise rule 4): the same filter on
current power, compiled to the same values; "with printed power" and "with less power
than" are not folded into it."""

from __future__ import annotations

import pytest
from compilekit import assert_same_values

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Destroy a minion with power 2 or less.", "Destroy a minion of power 2 or less.",
         "action"),
        ("Destroy up to two minions with power 3 or more.",
         "Destroy up to two minions of power 3 or more.", "action"),
        ("You may return a minion with power 1 or less here to its owner's hand.",
         "You may return a minion of power 1 or less here to its owner's hand.", "minion"),
        ("Destroy each minion with power 2 or less on a base.",
         "Destroy each minion of power 2 or less on a base.", "action"),
    ],
)  # fmt: skip
def test_with_power_is_of_power(printed: str, canonical: str, card_type: str) -> None:
    assert_same_values(printed, canonical, card_type)


@pytest.mark.parametrize(
    "text",
    [
        "a minion with printed power 2 or less",
        "a minion with less power than that minion",
        "a minion with more than 2 power",
        "with power 2 or less",  # no noun before it: nothing to filter
    ],
)
def test_other_power_wordings_are_not_folded(text: str) -> None:
    assert normalise(text) == text


def test_with_power_keeps_its_limit_and_side() -> None:
    less = compile_text("Destroy a minion with power 2 or less.", "action")
    more = compile_text("Destroy a minion with power 2 or more.", "action")
    three = compile_text("Destroy a minion with power 3 or less.", "action")
    assert less.compiled and more.compiled and three.compiled
    assert len({less.compiled, more.compiled, three.compiled}) == 3
