"""Subjects other than "you" compiled: "Each player draws a card.", "Each other player
may discard a card.", "Each player destroys one of their minions."; the subject decides
who does the effect, who chooses and whose cards "their" are. Played as printed;
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

PLAYERS = ["Alan", "Beth", "Chris"]


@pytest.mark.parametrize(
    "text",
    [
        "Each player draws a card.",
        "Each player draws two cards.",
        "Each player discards a card.",
        "Each player gains 1 VP.",
        "Each other player gains 1 VP.",
        "Each other player may draw a card.",
        "Each player destroys one of their minions.",
        "Each other player destroys one of their minions of power 2 or less.",
        "Each player destroys a minion.",
        "Each other player may destroy one of their minions.",
        "Draw a card. Each other player discards a card.",
    ],
)
def test_a_subject_other_than_you_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Destroy one of their minions.", "'their' of a player the sentence does not name"),
        ("Each player may play two extra minions.", "of an extra play"),
        ("Each player draws a card, then discards a card.", "then"),
        ("Each player banishes their deck.", "'banishes' at column"),
        ("Each minion draws a card.", "'draws' at column"),
    ],
    ids=["their-without-a-subject", "extra-for-another", "then", "unknown-verb", "not-a-player"],
)
def test_a_subject_stops_where_it_would_play_otherwise(text: str, why: str) -> None:
    assert_stops(text, "action", why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Each player draws a card.", "Each other player draws a card."),
        ("Each player draws a card.", "Draw a card."),
        ("Each other player may draw a card.", "Each other player draws a card."),
        ("Each player destroys one of their minions.", "Each player destroys a minion."),
        ("Each player destroys one of their minions.", "Destroy one of your minions."),
        ("Each player gains 1 VP.", "Each player gains 2 VP."),
    ],
)
def test_subjects_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = assert_apart(first, second, "action")
    assert one.rendered != other.rendered


def _played(text: str, choices: list[dict[str, Any]], **setup: Any) -> dict[str, Any]:
    """``text`` on an action Alan plays, three players, each with a two-card deck."""
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in (1, 2)] for p in PLAYERS}
    return {
        "players": PLAYERS,
        "cards": {"rally": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["rally"]},
            "decks": decks,
            **setup,
        },
        "do": [{"play": "rally"}],
        "choices": choices,
    }


def test_each_player_draws_and_you_are_one_of_them() -> None:
    check = _played("Each player draws a card.", [])
    expect = {"hand": {"Alan": ["a1"], "Beth": ["b1"], "Chris": ["c1"]}}
    run_check({**check, "expect": expect})


def test_each_other_player_may_draw_and_each_decides_for_themselves() -> None:
    choices = [{"may": "yes", "player": "Beth"}, {"may": "no", "player": "Chris"}]
    check = _played("Each other player may draw a card.", choices)
    # each answer is pinned to its player: Alan, not asked, would leave one unused
    expect = {"hand": {"Alan": [], "Beth": ["b1"], "Chris": []}}
    run_check({**check, "expect": expect})


def test_you_may_draw_asks_you_and_a_no_draws_nothing() -> None:
    check = _played("You may draw a card.", [{"may": "no"}])
    run_check({**check, "expect": {"hand": {"Alan": []}, "deck-size": {"Alan": 2}}})


def test_each_player_destroys_one_of_their_own_minions_of_their_choice() -> None:
    minions = {
        "Alan": [{"card": 2, "name": "a-old"}],
        "Beth": [{"card": 3, "name": "b-big"}, {"card": 1, "name": "b-small"}],
        "Chris": [{"card": 4, "name": "c-only"}],
    }
    check = _played(
        "Each player destroys one of their minions.",
        [{"destroy-target": "b-small", "player": "Beth"}],
        bases=[{"name": "bank", "breakpoint": 30, "minions": minions}],
    )
    expect = {
        "zones": {
            "a-old": "Alan's discard",
            "b-big": "at bank",
            "b-small": "Beth's discard",
            "c-only": "Chris's discard",
        },
        "offered": {"destroy-target": ["b-big", "b-small"]},
        "decided-by": {"destroy-target": "Beth"},
    }
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("After a player plays a minion here, that player draws a card.", "base"),
        ("Ongoing: After a player plays a minion here, that player may draw a card.", "minion"),
        ("Ongoing: After a player plays an action, that player gains 1 VP.", "minion"),
        ("Play on a base. Ongoing: After a player plays a minion here, that player draws a card.",
         "action"),
        ("Ongoing: After a player plays a minion here, draw a card.", "minion"),
    ],
)  # fmt: skip
def test_that_player_after_a_players_play_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Ongoing: After another player plays a minion here, that player draws a card.",
         "stopped"),
        ("Ongoing: At the start of your turn, that player draws a card.", "stopped"),
        ("After a player plays a minion here, draw a card.", "differs"),
    ],
    ids=["another-player", "no-player-named", "base-without-that-player"],
)  # fmt: skip
def test_that_player_stops_or_differs_where_no_play_names_them(text: str, status: str) -> None:
    assert compile_text(text, "base" if "Ongoing" not in text else "minion").status == status


def test_that_player_and_you_compile_apart() -> None:
    mine = compile_text("Ongoing: After a player plays a minion here, draw a card.")
    theirs = compile_text("Ongoing: After a player plays a minion here, that player draws a card.")
    assert mine.compiled is not None and theirs.compiled is not None
    assert mine.compiled.abilities != theirs.compiled.abilities


def _watched(text: str, choices: list[dict[str, Any]], where: str) -> dict[str, Any]:
    """Alan's minion ``text`` at bank; in Beth's turn she plays a minion at ``where``."""
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}1"}] for p in ("Alan", "Beth")}
    return {
        "active": "Beth",
        "cards": {"watcher": stand_in(text, "minion", power=2)},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["watcher"]}},
                {"name": "keep", "breakpoint": 30},
            ],
            "hands": {"Beth": [{"card": 3, "name": "newbie"}]},
            "decks": decks,
        },
        "do": [{"play": "newbie", "on": where}],
        "choices": choices,
    }


def test_that_player_is_who_played_and_decides() -> None:
    text = "Ongoing: After a player plays a minion here, that player may draw a card."
    check = _watched(text, [{"use-ability": "watcher", "player": "Beth"}], "bank")
    run_check({**check, "expect": {"hand": {"Beth": ["b1"], "Alan": []}}})


def test_that_player_at_another_base_is_not_named() -> None:
    text = "Ongoing: After a player plays a minion here, that player may draw a card."
    run_check({**_watched(text, [], "keep"), "expect": {"hand": {"Beth": [], "Alan": []}}})


def test_without_that_player_the_controller_draws_for_anyones_play() -> None:
    check = _watched("Ongoing: After a player plays a minion here, draw a card.", [], "bank")
    run_check({**check, "expect": {"hand": {"Beth": [], "Alan": ["a1"]}}})


def test_each_other_player_may_destroy_one_of_theirs_or_pass() -> None:
    minions = {
        "Alan": [{"card": 2, "name": "a-old"}],
        "Beth": [{"card": 3, "name": "b-big"}],
        "Chris": [{"card": 4, "name": "c-only"}],
    }
    check = _played(
        "Each other player may destroy one of their minions.",
        [
            {"destroy-target": "pass", "player": "Beth"},
            {"destroy-target": "c-only", "player": "Chris"},
        ],
        bases=[{"name": "bank", "breakpoint": 30, "minions": minions}],
    )
    expect = {
        "zones": {"a-old": "at bank", "b-big": "at bank", "c-only": "Chris's discard"},
        "offered": {"destroy-target": ["b-big", "pass", "c-only", "pass"]},
    }
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(
    ("passive", "active", "card_type"),
    [
        ("Ongoing: After a minion is played here, draw a card.",
         "Ongoing: After a player plays a minion here, draw a card.", "minion"),
        ("After a minion is played here, its controller draws a card.",
         "After a player plays a minion here, that player draws a card.", "base"),
        ("Ongoing: After an action is played here, gain 1 VP.",
         "Ongoing: After a player plays an action here, gain 1 VP.", "minion"),
    ],
)  # fmt: skip
def test_a_card_played_here_said_passive_is_any_players_play(
    passive: str, active: str, card_type: str
) -> None:
    one, other = compile_text(passive, card_type), compile_text(active, card_type)
    assert one.accepted, one.describe()
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities == other.compiled.abilities


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("After an action is played here, its owner draws a card.", "stopped"),
        ("After a minion is played here, that player draws a card.", "differs"),
        ("After a minion is played here, draw a card.", "differs"),
        ("After a minion is played on another base, draw a card.", "stopped"),
    ],
    ids=["action-owner", "that-player", "base-you", "elsewhere"],  # a minion's owner: see
    # test_compile_played_its_owner
)
def test_a_card_played_here_said_passive_stops_where_unclear(text: str, status: str) -> None:
    assert compile_text(text, "base").status == status


def test_its_controller_decides_and_the_counter_goes_on_the_minion_played() -> None:
    text = "After a minion is played here, its controller may place a +1 power counter on it."
    check = {
        "active": "Beth",
        "cards": {"nest": stand_in(text, "base", breakpoint=30)},
        "setup": {
            "bases": [
                {"name": "bank", "card": "nest", "minions": {"Alan": [{"card": 2, "name": "old"}]}}
            ],
            "hands": {"Beth": [{"card": 3, "name": "newbie"}]},
        },
        "do": [{"play": "newbie", "on": "bank"}],
        "choices": [{"use-ability": "bank", "player": "Beth"}],
    }
    run_check({**check, "expect": {"counters": {"newbie": 1, "old": 0}}})
