"""'Discard a card at random' compiled: cards of the hand picked at random, one by one
among the cards left (no one chooses); said back with "at random", for you or for each
other player; scenarios play it (and its "you may" asks first); near-misses stay apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

GAMBLE = "You may discard a card at random. If you do, draw two cards."


@pytest.mark.parametrize(
    "text",
    [
        "Discard a card at random.",
        "Discard two cards at random.",
        "Each other player discards a card at random.",
        GAMBLE,
    ],
    ids=["one", "two", "each-other-player", "you-may-if-you-do"],
)
def test_a_random_discard_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert "at random" in (outcome.rendered or "")


def test_a_random_discard_is_not_a_chosen_one() -> None:
    one, other = (
        compile_text("Discard a card at random.", "action"),
        compile_text("Discard a card.", "action"),
    )
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled != other.compiled


def test_random_said_elsewhere_stops() -> None:
    outcome = compile_text("Destroy a minion at random.", "action")
    assert outcome.status == "stopped", outcome.describe()


def _played(text: str, hands: dict[str, list[Any]], choices: list[Any]) -> dict[str, Any]:
    return {
        "cards": {"card": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["card", *hands.get("Alan", [])], **{
                p: h for p, h in hands.items() if p != "Alan"}},
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"play": "card"}],
        "choices": choices,
    }  # fmt: skip


def test_two_cards_at_random_leave_one_and_no_one_is_asked() -> None:
    hand = [{"card": 1, "name": n} for n in ("a", "b", "c")]
    check = _played("Discard two cards at random.", {"Alan": hand}, [])
    run_check({**check, "expect": {"hand-size": {"Alan": 1}, "discard-size": {"Alan": 3}}})


def test_each_other_player_discards_one_of_theirs() -> None:
    hands = {"Beth": [{"card": 1, "name": "only"}, {"card": 1, "name": "other"}]}
    check = _played("Each other player discards a card at random.", hands, [])
    run_check({**check, "expect": {"hand-size": {"Beth": 1}, "discard-size": {"Beth": 1}}})


@pytest.mark.parametrize(
    ("answer", "hand"),
    [("yes", ["d1", "d2"]), ("no", ["old"])],
    ids=["taken", "declined"],
)
def test_you_may_asks_first_and_if_you_do_follows(answer: str, hand: list[str]) -> None:
    check = _played(GAMBLE, {"Alan": [{"card": 2, "name": "old"}]}, [{"may": answer}])
    run_check({**check, "expect": {"hand": {"Alan": hand}}})
