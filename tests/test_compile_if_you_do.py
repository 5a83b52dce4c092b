"""'If you do, ...' compiled: the sentence before's one effect gets the effects as its
``then`` (they happen only if it did something), played as printed; near-misses stop."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

TRADE = "You may discard a card. If you do, draw two cards."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (TRADE, "action"),
        ("Destroy a minion of power 2 or less. If you do, gain 1 VP.", "action"),
        ("Talent: You may discard a card. If you do, place a +1 power counter on this minion.",
         "minion"),
        ("Special: Before a base scores, you may destroy a minion there. If you do, draw a card.",
         "action"),
    ],
)  # fmt: skip
def test_if_you_do_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert "If you do, " in (outcome.rendered or "")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("If you do, draw a card.", "'If you do' not right after a sentence of one effect"),
        (
            "You may play an extra action. If you do, draw a card.",
            "'If you do' after an extra play",
        ),
        (
            "Draw a card. Ongoing: If you do, gain 1 VP.",
            "'If you do' in another part of the card than what it follows",
        ),
    ],
    ids=["nothing-before", "after-an-extra-play", "in-another-part"],
)
def test_if_you_do_stops_where_it_would_play_otherwise(text: str, why: str) -> None:
    assert_stops(text, "action", why)


def _trade(hand: list[Any], answer: str | None) -> dict[str, Any]:
    """Trade played with ``hand`` beside it, its optional discard answered ``answer``
    (None: not asked, as there is nothing to discard)."""
    return {
        "cards": {"trade": stand_in(TRADE, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["trade", *hand]},
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"play": "trade"}],
        "choices": [] if answer is None else [{"discard-card": answer}],
    }


def test_the_effects_happen_when_the_first_did_something() -> None:
    check = _trade([{"card": 2, "name": "old"}], "old")
    run_check(
        {**check, "expect": {"hand": {"Alan": ["d1", "d2"]}, "zones": {"old": "Alan's discard"}}}
    )


@pytest.mark.parametrize(
    ("hand", "answer"),
    [([], None), ([{"card": 2, "name": "old"}], "pass")],
    ids=["nothing-to-discard", "declined"],
)
def test_the_effects_do_not_happen_when_the_first_did_nothing(
    hand: list[Any], answer: str | None
) -> None:
    kept = ["old"] if hand else []
    run_check(
        {**_trade(hand, answer), "expect": {"hand": {"Alan": kept}, "deck-size": {"Alan": 2}}}
    )


# ---- on a base: "If you do" of a trigger's effect, done by the player its "you" is

ALTAR = "At the start of your turn, you may destroy one of your minions here. If you do, gain 1 VP."


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("After a minion is played here, its owner may discard a card. If you do, draw a card.",
         "'If you do' after another player's effect"),
        ("After this base scores, the winner may discard a card. If you do, draw two cards.",
         "'If you do' after another player's effect"),
        ("If you do, gain 1 VP.", "'If you do' not right after a sentence of one effect"),
    ],
    ids=["its-owner", "the-winner", "nothing-before"],
)  # fmt: skip
def test_if_you_do_on_a_base_stops_where_you_did_not_do_it(text: str, why: str) -> None:
    assert_stops(text, "base", why)


def test_if_you_do_after_you_play_on_a_base_compiles() -> None:
    text = "After you play a minion here, you may discard a card. If you do, draw two cards."
    assert compile_text(text, "base").status == "compiled"


def _altar(answer: str) -> dict[str, Any]:
    """Alan's turn ends; at the start of Beth's, the base ``altar`` asks her whether to
    destroy one of her minions there (``answer``)."""
    return {
        "cards": {"altar": stand_in(ALTAR, "base", breakpoint=30)},
        "setup": {
            "bases": [
                {"name": "altar", "card": "altar",
                 "minions": {"Beth": [{"card": 2, "name": "b2"}, {"card": 3, "name": "b3"}],
                             "Alan": [{"card": 4, "name": "a4"}]}},
            ],
            "decks": {p: [1, 1, 1] for p in ("Alan", "Beth")},
        },
        "do": ["next-turn"],
        "choices": [{"use-ability": "altar", "player": "Beth"}, {"destroy-target": answer}],
    }  # fmt: skip


def test_if_you_do_on_a_base_is_of_the_player_whose_turn_starts() -> None:
    expect = {"zones": {"b2": "Beth's discard", "a4": "at altar"}, "vps": {"Beth": 1, "Alan": 0}}
    run_check({**_altar("b2"), "expect": expect})


def test_if_you_do_on_a_base_gives_nothing_when_declined() -> None:
    check = {**_altar("b2"), "choices": [{"use-ability": "pass", "player": "Beth"}]}
    expect = {"zones": {"b2": "at altar", "b3": "at altar"}, "vps": {"Beth": 0}, "active": "Beth"}
    run_check({**check, "expect": expect})
