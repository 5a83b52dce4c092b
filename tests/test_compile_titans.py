"""Titans' texts compiled (lang-d): a titan's Talent and Ongoing about "this titan", "here"
(the base it is on) and "your minions here", and how it is played ("Instead of your regular
minion or action play, you may play this titan."). Invented titans, compiled, each
sentence played faithfully to the rule Titans (a titan has no power of its own; its
controller's power here is what it gives); near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

EITHER = "Special: Instead of your regular minion or action play, you may play this titan."
UNBREAKABLE = "Ongoing: This titan cannot be destroyed."
RALLY = "Ongoing: You have +1 power here for each of your minions here."
SHELTER = "Ongoing: Your minions here are not affected by other players' actions."


@pytest.mark.parametrize(
    "text",
    [
        f"{EITHER} Talent: Draw a card.",
        f"{EITHER} Ongoing: You have +2 power here.",
        UNBREAKABLE,
        RALLY,
        "Ongoing: You have +2 power here for each other player's minion here.",
        SHELTER,
        "Ongoing: Your minions here are not affected by other players' cards.",
        "Special: Instead of your regular minion play, you may play this titan. Ongoing: Your "
        "minions here have +1 power.",
        "Talent: Place a +1 power counter on this titan.",
        "Talent: Place a +1 power counter on one of your minions here.",
        "Ongoing: After one of your minions is destroyed here, place a +1 power counter on this "
        "titan.",
        "Ongoing: After another player plays a minion here, place a +1 power counter on this "
        "titan.",
        "Talent: Destroy a minion of power 2 or less here.",
        "Talent: Give one of your minions here +2 power until the end of the turn.",
        "Talent: Move one of your minions to this base.",
        "Talent: Move this titan to another base.",
        "Ongoing: At the start of your turn, draw a card.",
        "Ongoing: At the end of your turn, if you have the most power here, gain 1 VP.",
        "Talent: Place one of your minions here in stasis with a stasis counter.",
        "Talent: You may return a Madness card from your hand to the Madness deck. If you do, "
        "draw a card.",
    ],
)  # fmt: skip
def test_a_titan_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "titan")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (UNBREAKABLE, "minion", "'this titan'"),
        ("Ongoing: This titan has +2 power.", "titan", "titans do not have power"),
        ("Talent: This titan gains +2 power until the end of the turn.", "titan",
         "titans do not have power"),
        ("Talent: Place a +1 power counter on this titan.", "minion", "no titan"),
        ("Ongoing: Your minions here is not affected by other players' actions.", "titan", ""),
        ("Ongoing: This titan are not affected by other players' actions.", "titan", ""),
        ("Talent: Place this titan in stasis.", "titan", "put in stasis"),
        ("Special: Instead of your regular minion or titan play, you may play this titan.",
         "titan", ""),
    ],
)  # fmt: skip
def test_a_titan_near_miss_is_not_accepted(text: str, card_type: str, why: str) -> None:
    outcome = compile_text(text, card_type)
    assert not outcome.accepted, outcome.describe()
    assert why in outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (f"{EITHER} Talent: Draw a card.",
         "Special: Instead of your regular minion play, you may play this titan. Talent: Draw a "
         "card."),
        (RALLY, "Ongoing: You have +1 power here."),
        (RALLY, "Ongoing: You have +1 power here for each minion here."),
        (SHELTER, "Ongoing: Your minions here are not affected by other players' cards."),
        (UNBREAKABLE, "Ongoing: Your minions here cannot be destroyed."),
    ],
)  # fmt: skip
def test_titan_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "titan")


def _titan_at_bank(text: str, **more: Any) -> dict[str, Any]:
    """Alan's titan (``text``) at bank, with his a2 and a3 there and Beth's b4."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"colossus": stand_in(text, "titan"), **more.pop("cards", {})},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "titans": {"Alan": ["colossus"]},
                    "minions": {
                        "Alan": [{"card": 2, "name": "a2"}, {"card": 3, "name": "a3"}],
                        "Beth": [{"card": 4, "name": "b4"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Alan": [{"card": 5, "name": "a5"}]},
                },
            ],
            **more,
        },
    }


def test_a_titan_gives_its_controller_power_for_each_of_their_minions_there() -> None:
    check = _titan_at_bank(RALLY)
    check["do"] = [{"destroy": "a3", "by": "b4"}]
    check["expect"] = {"player-power": {"bank": {"Alan": 3, "Beth": 4}}, "total-power": {"keep": 5}}
    run_check(check)


def test_this_titan_cannot_be_destroyed() -> None:
    smite = {"type": "action", "on-play": {"destroy": 1, "target": {"what": "titan"}}}
    check = _titan_at_bank(UNBREAKABLE, cards={"smite": smite}, hands={"Beth": ["smite"]})
    check["active"] = "Beth"
    check["do"] = [{"play": "smite", "as": "Beth"}]  # the one titan is not offered
    check["expect"] = {"zones": {"colossus": "at bank", "smite": "Beth's discard"}}
    run_check(check)


def test_your_minions_here_are_not_affected_by_other_players_actions() -> None:
    zap = stand_in("Destroy a minion.", "action")
    check = _titan_at_bank(SHELTER, cards={"zap": zap}, hands={"Beth": ["zap"]})
    check["active"] = "Beth"
    check["do"] = [{"play": "zap", "as": "Beth"}]
    check["choices"] = [{"destroy-target": "a2"}]
    check["expect"] = {"zones": {"a2": "at bank", "zap": "Beth's discard"}}
    run_check(check)


def test_a_titan_played_instead_of_either_regular_play_uses_the_one_chosen() -> None:
    run_check(
        {
            "cards": {"colossus": stand_in(f"{EITHER} Talent: Draw a card.", "titan")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "set-aside": {"Alan": ["colossus"]},
                "hands": {"Alan": [{"card": 2, "name": "m2"}]},
            },
            "do": [
                {"play-titan": "colossus", "on": "bank", "instead-of": "action"},
                {"play": "m2", "on": "bank"},
            ],
            "expect": {"zones": {"colossus": "at bank", "m2": "at bank"}},
        }
    )


def test_a_titan_moved_onto_another_titan_clashes() -> None:
    giant = stand_in("Ongoing: You have +1 power here.", "titan")
    check = _titan_at_bank("Talent: Move this titan to another base.", cards={"giant": giant})
    check["setup"]["bases"][1]["titans"] = {"Beth": ["giant"]}
    check["do"] = [{"talent": "colossus"}]  # keep, the one other base
    check["expect"] = {"zones": {"giant": "Beth's set-aside", "colossus": "at keep"}}
    run_check(check)
