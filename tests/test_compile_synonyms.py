"""Two wordings of one meaning compile to the same values (normalisation rule 4's "put" for
"place", and whose card it is said after it: "minions of other players"), and near-misses
that change what is played stay apart."""

from __future__ import annotations

import pytest
from compilekit import assert_same_values

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Search your deck for a minion and put it into your hand. Shuffle your deck.",
         "Search your deck for a minion and place it into your hand. Shuffle your deck.", "action"),
        ("Put a card from your hand on top of your deck.",
         "Place a card from your hand on top of your deck.", "minion"),
        ("Put a minion from your discard pile into your hand.",
         "Place a minion from your discard pile into your hand.", "action"),
        ("Ongoing: Minions of other players here have -1 power.",
         "Ongoing: Other players' minions here have -1 power.", "minion"),
        ("Return a minion of another player to its owner's hand.",
         "Return another player's minion to its owner's hand.", "action"),
        ("Destroy an action of another player.", "Destroy another player's action.", "action"),
        ("Destroy a minion of power 2 or less on a base where you have a minion.",
         "Destroy a minion of power 2 or less at a base where you have a minion.", "action"),
    ],
    ids=["put-into-hand", "put-on-deck", "put-from-discard", "minions-of-other-players",
         "a-minion-of-another-player", "an-action-of-another-player",
         "on-a-base-where-you-have-a-minion"],
)  # fmt: skip
def test_the_two_wordings_compile_to_the_same_values(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        ("Ongoing: Minions of other players here have -1 power.",
         "Ongoing: Your minions here have -1 power.", "minion"),
        ("Return a minion of another player to its owner's hand.",
         "Return a minion to its owner's hand.", "action"),
        ("Put a card from your hand on top of your deck.",
         "Put a card from your hand on the bottom of your deck.", "minion"),
        ("Destroy a minion on a base where you have a minion.",
         "Destroy a minion on a base.", "action"),
    ],
    ids=["other-players-vs-yours", "another-players-vs-any", "top-vs-bottom",
         "where-you-have-a-minion-vs-any-base"],
)  # fmt: skip
def test_near_misses_stay_apart(one: str, other: str, card_type: str) -> None:
    assert normalise(one) != normalise(other)
    first, second = compile_text(one, card_type), compile_text(other, card_type)
    assert first.status == "compiled", first.describe()
    if second.status == "compiled":
        assert first.compiled != second.compiled


def test_put_is_a_whole_word() -> None:
    assert normalise("Output a card.") == "Output a card"
    assert normalise("Put it there.") == "Place it there"
