""" "Destroy a minion. Its owner draws a card." compiled (lang-owner): the owner (or, of a
card still in play, the controller) of the one card the sentence right before chose does the
next sentence's effects as "you" (their hand, their minions, their choices): ``each`` of
``chosen-owner`` (``chosen-controller``), no one if that effect chose no card. Said of no
card chosen just before, of a group, of "it", or of an extra play, it stops; "If that
player wins a base this turn" and "Another player may ..." stop, said why. Played by
scenarios with three players, so that the wrong player acting or choosing fails."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.engine.errors import ExpectationFailed, IllegalChoice, InvalidScenario
from smashwiki.engine.scenario import run_check

ZAP = "Destroy a minion. Its owner draws a card."
SHOVE = "Move a minion to another base. Its controller may destroy one of their minions."
BOOST = "Choose a minion. It gains +2 power until the end of the turn. Its owner gains 1 VP."


# ---- (1) texts that compile, said back as printed


@pytest.mark.parametrize(
    ("text", "verb", "variant"),
    [
        (ZAP, "destroy", "chosen-owner"),
        ("Return a minion to its owner's hand. Its owner discards a card.", "return",
         "chosen-owner"),
        ("Destroy a minion of power 3 or less. Its owner may draw a card.", "destroy",
         "chosen-owner"),
        (SHOVE, "move", "chosen-controller"),
        ("Place a +1 power counter on a minion. Its controller draws 2 cards.", "place-counters",
         "chosen-controller"),
        (BOOST, "power", "chosen-owner"),
        ("Return a minion to its owner's hand. Its owner draws a card and gains 1 VP.", "return",
         "chosen-owner"),
    ],
    ids=["destroy", "return", "may", "controller-move", "controller-counter", "after-choose",
         "two-effects"],
)  # fmt: skip
def test_its_owner_compiles(text: str, verb: str, variant: str) -> None:
    *_, done, each = effects_of(text)
    assert done.verb == verb
    assert each.verb == "each" and each.variant == variant


def test_their_minions_are_the_owners() -> None:
    *_, each = effects_of(SHOVE)
    (destroy,) = each.effects
    assert destroy.verb == "destroy" and destroy.optional
    assert destroy.target is not None and destroy.target.whose == "you"


# ---- (2) near-misses that stop, and those that compile apart


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Its owner draws a card.", "not right after"),
        ("Draw a card. Its owner draws a card.", "does not choose one card"),
        ("Destroy up to 2 minions. Its owner draws a card.", "does not choose one card"),
        ("Destroy a minion. Draw a card. Its owner draws a card.", "does not choose one card"),
        ("Destroy a minion. Its controller draws a card.", "out of play"),
        ("Return a minion to its owner's hand. Its owner may play it as an extra minion.", ""),
        ("Destroy a minion. Its owner may play an extra minion.", "extra play"),
        ("Choose a minion. Its owner draws a card.", "'Choose ...'"),
        (
            "Choose another player's minion. It gains +2 power until the end of the turn. If"
            " that player wins a base this turn, you gain 1 VP.",
            "wins a base",
        ),
        (
            "Look at another player's hand and you may discard a card from it. If you do, that"
            " player draws a card.",
            "not kept",
        ),
        (
            "Destroy a minion. If that player wins a base this turn, you gain 2 VP.",
            "wins a base",
        ),
        ("Another player may draw a card.", "which other player"),
        ("Another player draws a card.", "which other player"),
    ],
    ids=["first", "after-a-draw", "after-a-group", "not-right-after", "controller-destroyed",
         "play-it", "extra-play", "after-choose-alone", "wins-a-base", "looked-hand",
         "you-gain-if-wins", "another-may", "another-draws"],
)  # fmt: skip
def test_near_misses_stop(text: str, reason: str) -> None:
    assert_stops(text, "action", reason)


@pytest.mark.parametrize(
    "other",
    [
        "Destroy a minion. Draw a card.",  # you, not its owner
        "Destroy a minion. Its owner may draw a card.",  # "may"
        "Destroy a minion. Its owner draws 2 cards.",  # the count
        "Destroy a minion of power 3 or less. Its owner draws a card.",  # the filter
    ],
    ids=["you", "may", "two", "filtered"],
)
def test_near_misses_compile_apart(other: str) -> None:
    assert effects_of(other) != effects_of(ZAP)


# ---- (3) scenarios


PLAYERS = ("Alan", "Beth", "Chris")


def _game(text: str) -> dict[str, Any]:
    """Alan plays ``zap`` (printed ``text``) with three players: Beth's ``bm`` (3) and
    Chris's ``cm`` (2) at ``bank``, Chris's ``cm2`` (1) at ``far``; each has two cards in
    their deck (``ad1`` ...) and Chris one in hand (``c1``)."""
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}d{n}"} for n in (1, 2)] for p in PLAYERS}
    return {
        "players": list(PLAYERS),
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 40,
                    "minions": {
                        "Beth": [{"card": 3, "name": "bm"}],
                        "Chris": [{"card": 2, "name": "cm"}],
                    },
                },
                {"name": "far", "breakpoint": 40,
                 "minions": {"Chris": [{"card": 1, "name": "cm2"}]}},
            ],
            "hands": {"Alan": ["zap"], "Chris": [{"card": 1, "name": "c1"}]},
            "decks": decks,
        },
        "do": [{"play": "zap"}],
    }  # fmt: skip


def test_the_destroyed_minions_owner_draws() -> None:
    check = _game(ZAP)
    check["choices"] = [{"destroy-target": "cm"}]
    zones = {"cm": "Chris's discard", "cd1": "Chris's hand", "bd1": "Beth's deck"}
    run_check({**check, "expect": {"zones": {**zones, "ad1": "Alan's deck"}}})


def test_the_wrong_owner_drawing_fails_the_check() -> None:
    check = _game(ZAP)
    check["choices"] = [{"destroy-target": "bm"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"cd1": "Chris's hand"}}})


def test_you_draw_nothing_for_the_minion_you_destroy() -> None:
    check = _game(ZAP)
    check["choices"] = [{"destroy-target": "bm"}]
    run_check({**check, "expect": {"zones": {"bd1": "Beth's hand", "ad1": "Alan's deck"}}})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"ad1": "Alan's hand"}}})


def test_its_controller_chooses_which_of_their_minions_to_destroy() -> None:
    check = _game(SHOVE)
    check["choices"] = [
        {"move-target": "cm"},
        {"destroy-target": "cm2", "player": "Chris"},
    ]
    zones = {"cm": "at far", "cm2": "Chris's discard", "bm": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


def test_you_do_not_choose_for_its_controller() -> None:
    check = _game(SHOVE)
    check["choices"] = [
        {"move-target": "cm"},
        {"destroy-target": "cm2", "player": "Alan"},
    ]
    with pytest.raises(InvalidScenario, match="asked Chris"):
        run_check({**check, "expect": {"zones": {"cm2": "Chris's discard"}}})


def test_their_minions_are_not_another_players() -> None:
    check = _game(SHOVE)
    check["choices"] = [
        {"move-target": "cm"},
        {"destroy-target": "bm", "player": "Chris"},
    ]
    with pytest.raises(IllegalChoice, match="bm is not a legal answer"):
        run_check({**check, "expect": {"zones": {"bm": "Beth's discard"}}})


def test_the_chosen_minions_owner_gains_the_vp() -> None:
    check = _game(BOOST)
    check["choices"] = [{"power-target": "bm"}]
    run_check({**check, "expect": {"vps": {"Alan": 0, "Beth": 1, "Chris": 0},
                                   "power": {"bm": 5}}})  # fmt: skip
    check["choices"] = [{"power-target": "cm"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"vps": {"Beth": 1}}})
