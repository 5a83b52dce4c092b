""" "After one of your minions is destroyed, you may play an extra minion on its base"
compiled (lang-f): an extra play only on the base the destroyed minion was at (the
trigger's base, not this card's), said back as printed. Played by scenarios; near-misses
stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Grant
from smashwiki.engine.scenario import run_check

ITS_BASE = (
    "Ongoing: After one of your minions is destroyed, you may play an extra minion on its base."
)
SMALL = (
    "Ongoing: After one of your minions is destroyed, you may play an extra minion of power 2 "
    "or less on its base."
)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (ITS_BASE, "minion"),
        (SMALL, "minion"),
        ("Play on a base. " + ITS_BASE, "action"),
    ],
    ids=["minion", "power-filter", "on-a-base"],
)
def test_its_base_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_its_base_is_a_grant_at_the_triggers_base() -> None:
    outcome = compile_text(ITS_BASE, "minion")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    grants = [e.grant for e in ability.effects if e.grant is not None]
    assert grants == [Grant(its_base=True)]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("You may play an extra minion on its base.", "action"),
        ("Destroy a minion. You may play an extra minion on its base.", "action"),
        ("Ongoing: At the start of your turn, you may play an extra minion on its base.", "minion"),
        ("Ongoing: After you play a minion, you may play an extra minion on its base.", "minion"),
        (
            "Ongoing: When this minion is destroyed, you may play an extra minion on its base.",
            "minion",
        ),
        (
            "Ongoing: After one of your minions is destroyed, you may play an extra action on its "
            "base.",
            "minion",
        ),
        (
            "Ongoing: After one of your minions is destroyed, you may play two extra minions "
            "on its base.",
            "minion",
        ),
    ],
    ids=[
        "no-trigger",
        "destroyed-before",
        "start-of-turn",
        "played",
        "this-destroyed",
        "action",
        "two",
    ],
)
def test_its_base_stops_where_it_would_play_otherwise(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status != "compiled", outcome.describe()


@pytest.mark.parametrize(
    "second",
    [
        "Ongoing: After one of your minions is destroyed, you may play an extra minion here.",
        "Ongoing: After one of your minions is destroyed, you may play an extra minion.",
        "Ongoing: After one of your minions is destroyed here, you may play an extra minion on "
        "its base.",
    ],
    ids=["here", "anywhere", "destroyed-here"],
)
def test_its_base_near_misses_compile_apart(second: str) -> None:
    assert_apart(ITS_BASE, second, "minion")


def _destroyed_at_bank(text: str) -> dict[str, Any]:
    """Beth's turn: her ``zap`` destroys Alan's ``v0`` at bank; Alan's ``watch`` (printed
    ``text``) is at vault, and his hand holds a minion of power 1 and one of power 4."""
    zap = stand_in("Destroy a minion.", "action")
    return {
        "active": "Beth",
        "cards": {"watch": stand_in(text, "minion", power=1), "zap": zap},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": [{"card": 1, "name": "v0"}]},
                },
                {"name": "vault", "breakpoint": 30, "minions": {"Alan": ["watch"]}},
            ],
            "hands": {
                "Beth": ["zap"],
                "Alan": [{"card": 1, "name": "imp"}, {"card": 4, "name": "ogre"}],
            },
        },
        "do": [{"play": "zap"}],
    }


def test_its_base_plays_the_extra_minion_where_the_destroyed_one_was() -> None:
    check = _destroyed_at_bank(ITS_BASE)
    check["choices"] = [{"destroy-target": "v0"}, {"use-ability": "watch"}, {"play-extra": "ogre"}]
    check["expect"] = {
        "zones": {"v0": "Alan's discard", "ogre": "at bank", "imp": "Alan's hand"},
    }
    run_check(check, {})


def test_its_base_on_your_own_turn_lasts_the_phase_at_that_base_only() -> None:
    """Alan destroys his own ``v0`` at bank in his Play Cards phase: the extra minion is
    his to play later in the phase, at bank (not at vault, where ``watch`` is)."""
    check = _destroyed_at_bank(ITS_BASE)
    check["active"] = "Alan"
    check["setup"]["hands"]["Alan"].append("zap")
    del check["setup"]["hands"]["Beth"]
    check["setup"]["plays"] = {"Alan": {"minions": 0, "actions": 1}}
    check["do"] = [
        {"play": "zap"},
        {"play": "imp", "on": "vault", "illegal": "must be played at bank"},
        {"play": "imp", "on": "bank"},
    ]
    check["choices"] = [{"destroy-target": "v0"}, {"use-ability": "watch"}]
    check["expect"] = {"zones": {"v0": "Alan's discard", "imp": "at bank"}}
    run_check(check, {})


def test_its_base_with_a_power_filter_offers_only_the_small_minion() -> None:
    check = _destroyed_at_bank(SMALL)
    check["choices"] = [{"destroy-target": "v0"}, {"use-ability": "watch"}, {"play-extra": "imp"}]
    check["expect"] = {"zones": {"imp": "at bank"}, "not-offered": {"play-extra": ["ogre"]}}
    run_check(check, {})


def test_its_base_may_be_declined() -> None:
    check = _destroyed_at_bank(ITS_BASE)
    check["choices"] = [{"destroy-target": "v0"}, {"use-ability": "watch"}, {"play-extra": "pass"}]
    check["expect"] = {
        "zones": {"v0": "Alan's discard", "imp": "Alan's hand", "ogre": "Alan's hand"}
    }
    run_check(check, {})


@pytest.mark.parametrize(
    "text", ["Play an extra action here.", "You may play an extra action here."]
)
def test_an_extra_action_here_stops(text: str) -> None:
    """The engine limits only a minion play's bases: an extra action "here" would be
    playable anywhere (and "here" may mean on this base or on a minion here)."""
    assert compile_text(text, "minion").status == "stopped"
