"""Specials that play the card itself and titans compiled: "Special: Before a base scores,
you may play this minion (titan) there." (the card on the scoring base, its on-play ability
as on any play), a titan's "Instead of your regular minion play, you may play this titan."
and its Ongoing: and Talent:. Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

PLAY_THERE = "Special: Before a base scores, you may play this minion there."
TITAN_THERE = "Special: Before a base scores, you may play this titan there."
INSTEAD = (
    "Special: Instead of your regular minion play, you may play this titan. Talent: Draw a card."
)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (PLAY_THERE, "minion"),
        ("Special: Before a base scores, you may play this minion there as an extra minion.",
         "minion"),
        ("Draw a card. Special: Before a base scores, you may play this minion there.", "minion"),
        ("Ongoing: Your other minions here have +1 power. Special: Before a base scores, you may "
         "play this minion there.", "minion"),
        (TITAN_THERE, "titan"),
        (f"{TITAN_THERE} Ongoing: You have +2 power here.", "titan"),
        ("Special: Instead of your regular minion play, you may play this titan. Talent: Draw a "
         "card.", "titan"),
        ("Instead of your regular action play, you may play this titan. Ongoing: You have +1 "
         "power here.", "titan"),
        ("Special: Instead of your regular minion play, you may play this titan. Talent: Destroy "
         "a minion of power 2 or less here.", "titan"),
        ("Talent: Place a +1 power counter on this titan.", "titan"),
        ("Ongoing: After you play a minion here, place a +1 power counter on this titan.",
         "titan"),
        ("Ongoing: This base's breakpoint is reduced by 2. Talent: You may play an extra minion "
         "here.", "titan"),
    ],
)  # fmt: skip
def test_a_special_play_or_a_titan_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_as_an_extra_minion_is_the_same_special() -> None:
    plain = compile_text(PLAY_THERE, "minion")
    extra = compile_text(PLAY_THERE.replace("there.", "there as an extra minion."), "minion")
    assert plain.compiled is not None and plain.compiled == extra.compiled


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Special: Before a base scores, play this minion there.", "minion", "without 'you may'"),
        ("Special: After a base scores, you may play this minion there.", "minion",
         "a base that has scored"),
        ("Special: Before a base scores, you may play this minion here.", "minion", "'here'"),
        ("Special: Before a base scores, you may play this minion there. Draw a card.", "minion",
         "effects in a minion's Special without its moment"),
        ("Special: Before a base scores, you may destroy a minion there.", "minion",
         "does more than play it there"),
        ("Special: Play before a base scores.", "minion", "where?"),
        ("Ongoing: Before a base scores, you may play this minion there.", "minion",
         "outside Special:"),
        ("Special: Before a base scores, you may play this minion there.", "action",
         "on an action"),
        ("Special: Before a base scores, you may play this minion there.", "titan",
         "playing this minion on a titan"),
        ("Special: Before a base scores, you may play this titan there.", "minion",
         "playing this titan on a minion"),
        ("Special: Before a base scores, you may play this minion there as an extra action.",
         "minion", "'as'"),
        ("Special: Instead of your regular minion play, you may play this titan.", "minion",
         "no titan"),
        ("Ongoing: Instead of your regular minion play, you may play this titan. Talent: Draw a "
         "card.", "titan", "outside Special:"),
        ("Special: Instead of your regular minion play, play this titan. Talent: Draw a card.",
         "titan", "'play'"),
        ("Special: Instead of your regular titan play, you may play this titan. Talent: Draw a "
         "card.", "titan", "'titan'"),
    ],
)  # fmt: skip
def test_a_special_play_near_miss_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def test_the_regular_play_a_titan_replaces_compiles_apart() -> None:
    talent = " Talent: Draw a card."
    said = {
        plays: compile_text(
            f"Special: Instead of your regular {plays} play, you may play this titan.{talent}",
            "titan",
        ).compiled
        for plays in ("minion", "action")
    }
    assert None not in said.values() and said["minion"] != said["action"]


def _scored(cards: dict[str, Any], **setup: Any) -> dict[str, Any]:
    """Bank (breakpoint 10, VPs 4 2 1) scored on Alan's turn: Alan 3, Beth 8 there."""
    return {
        "cards": cards,
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 10,
                    "vps": [4, 2, 1],
                    "minions": {"Alan": [{"card": 3, "name": "a3"}], "Beth": [8]},
                },
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            **setup,
        },
        "do": ["score"],
    }


def test_a_special_minion_is_played_on_the_scoring_base_and_counts_there() -> None:
    text = f"Draw a card. {PLAY_THERE}"
    check = _scored(
        {"lurker": stand_in(text, "minion", power=6)},
        hands={"Alan": ["lurker"]},
        decks={"Alan": [{"card": 1, "name": "d1"}]},
    )
    check["choices"] = [{"use-ability": "lurker"}]
    check["expect"] = {
        "vps": {"Alan": 4, "Beth": 2},
        "hand": {"Alan": ["d1"]},  # its on-play ability, as on any play
        "events": [{"kind": "card-played", "card": "lurker", "target": "bank"}],
    }
    run_check(check)


def test_a_special_minion_declined_stays_in_hand() -> None:
    check = _scored({"lurker": stand_in(PLAY_THERE, "minion", power=6)}, hands={"Alan": ["lurker"]})
    check["choices"] = [{"use-ability": "pass"}]
    check["expect"] = {"vps": {"Beth": 4, "Alan": 2}, "hand": {"Alan": ["lurker"]}}
    run_check(check)


def test_a_titan_is_played_from_beside_its_owner_on_the_scoring_base() -> None:
    text = f"{TITAN_THERE} Ongoing: You have +6 power here."
    check = _scored({"colossus": stand_in(text, "titan")}, **{"set-aside": {"Alan": ["colossus"]}})
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {
        "vps": {"Alan": 4, "Beth": 2},
        "events": [{"kind": "card-played", "card": "colossus", "target": "bank"}],
        "zones": {"colossus": "Alan's set-aside"},  # it left play with the base
    }
    run_check(check)


def test_a_titan_is_not_offered_while_its_player_controls_another_in_play() -> None:
    text = f"{TITAN_THERE} Ongoing: You have +6 power here."
    check = _scored(
        {"colossus": stand_in(text, "titan"), "giant": stand_in(text, "titan")},
        **{"set-aside": {"Alan": ["colossus"]}},
    )
    check["setup"]["bases"][1]["titans"] = {"Alan": ["giant"]}
    check["expect"] = {
        "vps": {"Beth": 4, "Alan": 2},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_a_titan_played_instead_of_the_minion_play_uses_it_up() -> None:
    text = INSTEAD
    run_check(
        {
            "cards": {"colossus": stand_in(text, "titan")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "set-aside": {"Alan": ["colossus"]},
                "hands": {"Alan": [{"card": 2, "name": "m2"}]},
                "decks": {"Alan": [{"card": 1, "name": "d1"}]},
            },
            "do": [
                {"play-titan": "colossus", "on": "bank", "instead-of": "minion"},
                {"talent": "colossus"},
                {"play": "m2", "on": "bank", "illegal": "no minion play left"},
            ],
            "expect": {"zones": {"colossus": "at bank"}, "hand": {"Alan": ["m2", "d1"]}},
        }
    )


def test_a_titan_played_instead_of_the_minion_play_is_not_played_instead_of_an_action() -> None:
    text = INSTEAD
    run_check(
        {
            "cards": {"colossus": stand_in(text, "titan")},
            "setup": {"bases": [{"name": "bank", "breakpoint": 30}],
                      "set-aside": {"Alan": ["colossus"]}},
            "do": [{"play-titan": "colossus", "on": "bank", "instead-of": "action",
                    "illegal": "instead of your regular action play"}],
        }
    )  # fmt: skip
