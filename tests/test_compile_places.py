"""Places compiled: "on/to/from this base" on a card that is on a base (a minion, a
base, an action played on a base), where it names the base "here" names; "at a base
where you have a minion"; each played as printed, and "this base" stops elsewhere."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type", "here"),
    [
        ("Destroy a minion of power 2 or less on this base.", "minion",
         "Destroy a minion of power 2 or less here."),
        ("You may move a minion to this base.", "minion", None),
        ("Move a minion from this base to another base.", "minion",
         "Move a minion here to another base."),
        ("After you play a minion on this base, draw a card.", "base",
         "After you play a minion here, draw a card."),
        ("Play on a base. Ongoing: Your minions on this base have +1 power.", "action",
         "Play on a base. Ongoing: Your minions here have +1 power."),
        # lang-h: a titan is on a base ("Titans may be played on a base")
        ("Talent: Move a minion to this base.", "titan", None),
        ("Talent: Destroy a minion of power 2 or less on this base.", "titan",
         "Talent: Destroy a minion of power 2 or less here."),
    ],
)  # fmt: skip
def test_this_base_is_here_on_a_card_on_a_base(text: str, card_type: str, here: str | None):
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    if here is not None:  # the same values as "here" says
        said_here = compile_text(here, card_type)
        assert said_here.compiled is not None and outcome.compiled is not None
        assert said_here.compiled.abilities == outcome.compiled.abilities


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Destroy a minion on this base.", "action"),
        ("Move a minion to this base.", "action"),
        ("Play on a minion. Destroy a minion on this base.", "action"),
    ],
)
def test_this_base_stops_on_a_card_that_is_on_no_base(text: str, card_type: str):
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert "'this base' (or 'another base' than it) on a card that is not" in outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Destroy a minion on this base.", "Destroy a minion on another base."),
        ("Destroy a minion on this base.", "Destroy a minion."),
        ("You may move a minion to this base.", "You may move a minion to another base."),
        ("Destroy a minion at a base where you have a minion.", "Destroy a minion here."),
        ("Move a minion from this base to another base.", "Move a minion to another base."),
    ],
)
def test_near_misses_on_a_minion_stay_apart(first: str, second: str):
    one, other = compile_text(first, "minion"), compile_text(second, "minion")
    assert one.accepted, one.describe()
    if other.compiled is not None:
        assert one.compiled is not None
        assert one.compiled.abilities != other.compiled.abilities


def _board(card: dict[str, Any], choices: list[dict[str, str]]) -> dict[str, Any]:
    """Alan plays ``card`` (a minion) on bank; minions at bank and keep."""
    return {
        "cards": {"puller": card},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 2, "name": "imp"}]},
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {
                        "Beth": [{"card": 1, "name": "elf"}, {"card": 4, "name": "ogre"}],
                        "Alan": [{"card": 2, "name": "mine"}],
                    },
                },
                {
                    "name": "moor",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 1, "name": "bat"}]},
                },
            ],
            "hands": {"Alan": ["puller"]},
        },
        "do": [{"play": "puller", "on": "bank"}],
        "choices": choices,
    }


def test_a_minion_moved_to_this_base_comes_to_the_minion_s_base():
    puller = stand_in("You may move a minion of power 2 or less to this base.", "minion", power=3)
    check = _board(puller, [{"move-target": "elf"}])
    check["expect"] = {
        "offered": {"move-target": ["elf", "mine", "bat"]},
        "not-offered": {"move-target": ["ogre"]},
        "zones": {"elf": "at bank", "ogre": "at keep"},
    }
    run_check(check, {})


def test_a_minion_on_this_base_is_one_at_the_minion_s_base():
    zapper = stand_in("Destroy a minion of power 2 or less on this base.", "minion", power=3)
    check = _board(zapper, [])
    check["expect"] = {"zones": {"imp": "Beth's discard", "elf": "at keep"}}
    run_check(check, {})


def test_a_base_where_you_have_a_minion():
    raider = stand_in("Destroy a minion at a base where you have a minion.", "minion", power=3)
    check = _board(raider, [{"destroy-target": "elf"}])
    check["expect"] = {
        "offered": {"destroy-target": ["imp", "elf", "ogre", "mine"]},
        "not-offered": {"destroy-target": ["bat"]},
        "zones": {"elf": "Beth's discard", "bat": "at moor"},
    }
    run_check(check, {})


def test_your_minions_on_other_bases_are_not_those_at_this_minion_s_base():
    herald = stand_in("Ongoing: Your minions on other bases have +1 power.", "minion", power=2)
    check = _board(herald, [])
    check["setup"]["bases"][0]["minions"]["Alan"] = [{"card": 2, "name": "near"}]
    check["expect"] = {"power": {"mine": 3, "near": 2, "puller": 2, "elf": 1, "imp": 2}}
    run_check(check, {})


def test_a_minion_on_another_base_is_not_one_at_this_minion_s_base():
    sniper = stand_in("Destroy a minion of power 2 or less on another base.", "minion", power=2)
    check = _board(sniper, [{"destroy-target": "elf"}])
    check["expect"] = {
        "offered": {"destroy-target": ["elf", "mine", "bat"]},
        "not-offered": {"destroy-target": ["imp"]},
        "zones": {"elf": "Beth's discard", "imp": "at bank"},
    }
    run_check(check, {})


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Destroy a minion on another base.", "Destroy a minion here."),
        ("Destroy a minion on another base.", "Destroy a minion."),
        (
            "Ongoing: Your minions on other bases have +1 power.",
            "Ongoing: Your minions have +1 power.",
        ),
    ],
)
def test_another_base_near_misses_stay_apart(first: str, second: str):
    assert_apart(first, second, "minion")


def test_a_minion_moved_from_another_base_to_this_base():
    text = "You may move a minion of power 3 or less from another base to this base."
    check = _board(stand_in(text, "minion", power=2), [{"move-target": "bat"}])
    check["setup"]["bases"][0]["minions"]["Beth"].append({"card": 1, "name": "gnat"})
    check["expect"] = {
        "offered": {"move-target": ["elf", "mine", "bat"]},
        "not-offered": {"move-target": ["imp", "gnat", "ogre"]},
        "zones": {"bat": "at bank", "elf": "at keep"},
    }
    run_check(check, {})


def test_from_another_base_is_not_from_this_base():
    other = compile_text("Move a minion from another base to this base.", "minion")
    here = compile_text("Move a minion to this base.", "minion")
    assert other.accepted and here.accepted
    assert other.compiled is not None and here.compiled is not None
    assert other.compiled.abilities != here.compiled.abilities


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: After you play a minion from this base, draw a card.", "minion"),
        ("After you play a minion from this base, draw a card.", "base"),
        ("Ongoing: After another player plays a minion on another base, draw a card.", "minion"),
        ("Move a minion to from this base.", "minion"),
    ],
)
def test_a_place_said_where_it_means_nothing_stops(text: str, card_type: str):
    assert compile_text(text, card_type).status == "stopped"


def test_a_card_played_on_this_base_is_one_played_here():
    this_base = compile_text("After you play a minion on this base, draw a card.", "base")
    here = compile_text("After you play a minion here, draw a card.", "base")
    assert this_base.accepted and here.accepted
    assert this_base.compiled is not None and here.compiled is not None
    assert this_base.compiled.abilities == here.compiled.abilities
