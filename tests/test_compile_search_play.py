"""'Search your deck for a minion of power 3 or less and play it as an extra minion.
Shuffle your deck.' compiled: an extra play from your deck, now or not at all, of a card
the filter fits (the deck shuffled after, played or not); it says itself back, a
scenario plays it, and near-misses stop."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

SUMMON = (
    "Search your deck for a minion of power 3 or less and play it as an extra minion. "
    "Shuffle your deck."
)


@pytest.mark.parametrize(
    "text",
    [
        SUMMON,
        "Search your deck for an action and play it as an extra action. Shuffle your deck.",
        "You may search your deck for a minion of power 2 or less and play it as an extra "
        "minion. Shuffle your deck.",
    ],
    ids=["minion-of-power", "action", "you-may"],
)
def test_search_and_play_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert "and play it as an extra" in (outcome.rendered or "")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # lang-grave: "of power 3 or more" compiles (the grant holds a least power)
        ("Search your deck for a minion with less power than this minion and play it as an "
         "extra minion. Shuffle your deck.", "other than 'of power N'"),
        ("Search your deck for an action and play it as an extra minion. Shuffle your deck.",
         "playing a card of one kind as an extra play of another"),
        ("Play an extra minion. Shuffle your deck.",
         "'shuffle your deck' not after a search of your deck"),
    ],
    ids=["relative-power", "kinds-differ", "shuffle-after-a-plain-extra-play"],
)  # fmt: skip
def test_search_and_play_stops_where_it_would_play_otherwise(text: str, why: str) -> None:
    assert_stops(text, "action", why)


def test_without_the_shuffle_sentence_it_is_rejected() -> None:
    outcome = compile_text(
        "Search your deck for a minion and play it as an extra minion.", "action"
    )
    assert outcome.status == "differs", outcome.describe()


def _summon(choices: list[dict[str, str]]) -> dict[str, Any]:
    deck = [
        {"card": 4, "name": "big"},
        {"card": 3, "name": "fits"},
        {"card": 1, "name": "small"},
        {"card": 2, "name": "spare"},
    ]
    return {
        "cards": {"summon": stand_in(SUMMON, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["summon"]},
            "decks": {"Alan": deck},
        },
        "do": [{"play": "summon"}],
        "choices": choices,
    }


def test_a_fitting_minion_of_the_deck_is_played_and_only_those_are_offered() -> None:
    check = _summon([{"play-extra": "fits"}])
    expect = {
        "zones": {"fits": "at bank", "big": "Alan's deck", "small": "Alan's deck"},
        "offered": {"play-extra": ["fits", "small", "spare"]},
        "deck-size": {"Alan": 3},
        "events": [{"kind": "deck-shuffled", "player": "Alan"}],
    }
    run_check({**check, "expect": expect})


def test_declined_nothing_is_played_and_the_searched_deck_is_shuffled() -> None:
    expect = {
        "zones": {"fits": "Alan's deck", "summon": "Alan's discard"},
        "deck-size": {"Alan": 4},
        "events": [{"kind": "deck-shuffled", "player": "Alan"}],
    }
    run_check({**_summon([{"play-extra": "pass"}]), "expect": expect})
