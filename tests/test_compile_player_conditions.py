"""Conditions compiled and played: "if this is the only minion here" (a minion's), "if you
have played N or more actions this turn" (this one too), "if you have minions on N or more
bases", "if you have the most minions in play" (a tie is not the most), "if you have played
no actions (an action, N or fewer actions) this turn"."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

ALONE = "If this is the only minion here, draw a card."
BUSY = "If you have played two or more actions this turn, gain 1 VP."
SPREAD = "If you have minions on two or more bases, draw a card."
CROWD = "If you have the most minions in play, gain 1 VP."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (ALONE, "minion"),
        (BUSY, "action"),
        (SPREAD, "minion"),
        (CROWD, "action"),
        ("Ongoing: If you have the most minions in play, this minion has +2 power.", "minion"),
        ("Draw a card. If you have played 3 or more actions this turn, gain 1 VP.", "action"),
    ],
)
def test_the_condition_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (ALONE, "action", "on a card that is no minion"),
        (ALONE, "base", "on a card that is no minion"),
        ("If you have minions on 1 or more bases, draw a card.", "minion", "'minions on 1"),
        ("If you have played 2 or more minions this turn, gain 1 VP.", "action", "minions"),
    ],
)
def test_a_condition_that_would_play_otherwise_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def test_near_misses_stay_apart() -> None:
    texts = (
        BUSY,
        "If you have played three or more actions this turn, gain 1 VP.",
        "If you have minions on two or more bases, gain 1 VP.",
        CROWD,
        "If you have minions on three or more bases, gain 1 VP.",
    )
    values = [compile_text(text, "action").compiled for text in texts]
    assert None not in values and len(set(values)) == len(texts)


def _check(text: str, card_type: str, setup: dict[str, Any], **expect: Any) -> dict[str, Any]:
    stats = {"power": 2} if card_type == "minion" else {}
    return {
        "cards": {"it": stand_in(text, card_type, **stats)},
        "setup": {"decks": {"Alan": [1, 1, 1]}, **setup},
        "do": [{"play": "it", "on": "bank"} if card_type == "minion" else {"play": "it"}],
        "expect": expect,
    }


def _bases(alan: list[Any], beth: list[Any], far: list[Any] = ()) -> list[dict[str, Any]]:
    return [
        {"name": "bank", "breakpoint": 30, "minions": {"Alan": alan, "Beth": beth}},
        {"name": "far", "breakpoint": 30, "minions": {"Alan": list(far)}},
    ]


@pytest.mark.parametrize(("beth", "drawn"), [([], 1), ([3], 0)], ids=["alone", "not-alone"])
def test_the_only_minion_here_draws(beth: list[Any], drawn: int) -> None:
    setup = {"bases": _bases([], beth), "hands": {"Alan": ["it"]}}
    run_check(_check(ALONE, "minion", setup, **{"zones": {"it": "at bank"},
                                                "hand-size": {"Alan": drawn}}))  # fmt: skip


@pytest.mark.parametrize(("before", "vps"), [(True, 1), (False, 0)], ids=["second", "first"])
def test_the_second_action_this_turn_gains(before: bool, vps: int) -> None:
    warm = {"type": "action", "on-play": {"draw": 1}}
    setup = {
        "bases": _bases([], []),
        "hands": {"Alan": ["it", "warm"]},
        "plays": {"Alan": {"minions": 1, "actions": 2}},
    }
    check = _check(BUSY, "action", setup, vps={"Alan": vps}, zones={"it": "Alan's discard"})
    check["cards"]["warm"] = warm
    check["do"] = [{"play": "warm"}, *check["do"]] if before else check["do"]
    run_check(check)


@pytest.mark.parametrize(("far", "drawn"), [([1], 1), ([], 0)], ids=["two-bases", "one-base"])
def test_minions_on_two_bases_draw(far: list[Any], drawn: int) -> None:
    """The minion just played counts: it is at the second base."""
    setup = {"bases": _bases([], [], far), "hands": {"Alan": ["it"]}}
    run_check(_check(SPREAD, "minion", setup, **{"zones": {"it": "at bank"},
                                                 "hand-size": {"Alan": drawn}}))  # fmt: skip


@pytest.mark.parametrize(("alan", "vps"), [([1, 1], 1), ([1], 0)], ids=["most", "tied-is-not-most"])
def test_the_most_minions_gains(alan: list[Any], vps: int) -> None:
    setup = {"bases": _bases(alan, [1]), "hands": {"Alan": ["it"]}}
    run_check(_check(CROWD, "action", setup, vps={"Alan": vps}, zones={"it": "Alan's discard"}))


IDLE = "If you played no actions this turn, draw a card."
ACTIVE = "If you have played an action this turn, draw a card."


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (IDLE, "If you have played no actions this turn, draw a card."),
        ("If you have not played an action this turn, draw a card.", IDLE),
        ("If you did not play any actions this turn, draw a card.", IDLE),
        ("If you played an action this turn, draw a card.", ACTIVE),
        ("If you played 2 or more actions this turn, gain 1 VP.", BUSY),
    ],
    ids=["played-no", "have-not-played-an", "did-not-play-any", "played-an", "played-two"],
)
def test_the_actions_played_wordings_compile_alike(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "minion")


def test_none_one_and_at_most_stay_apart() -> None:
    texts = (
        IDLE,
        ACTIVE,
        "If you have played one or fewer actions this turn, draw a card.",
        "If you have played 1 or more actions this turn, draw two cards.",
        "If you have played two or fewer actions this turn, draw a card.",
    )
    values = [compile_text(text, "minion").compiled for text in texts]
    assert None not in values and len(set(values)) == len(texts)


def test_played_minions_this_turn_stop() -> None:
    assert compile_text("If you played a minion this turn, draw a card.", "minion").stop


@pytest.mark.parametrize(
    ("text", "action_first", "drawn"),
    [(IDLE, False, 1), (IDLE, True, 0), (ACTIVE, False, 0), (ACTIVE, True, 1)],
    ids=["idle-alone-draws", "idle-after-an-action", "active-alone", "active-after-an-action"],
)
def test_the_actions_played_before_the_minion_decide(
    text: str, action_first: bool, drawn: int
) -> None:
    """Alan keeps the action in hand or plays it first (it draws him a card): one card in
    hand either way, and one more where the minion draws."""
    warm = {"type": "action", "on-play": {"draw": 1}}
    setup = {"bases": _bases([], []), "hands": {"Alan": ["it", "warm"]}}
    check = _check(
        text, "minion", setup, **{"hand-size": {"Alan": 1 + drawn}, "zones": {"it": "at bank"}}
    )
    check["cards"]["warm"] = warm
    check["do"] = [{"play": "warm"}, *check["do"]] if action_first else check["do"]
    run_check(check)
