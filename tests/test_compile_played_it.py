""" "Play an extra minion. You may play an action that directly affects it as an extra
action." compiled (lang-a): "it" the minion the extra play of the sentence before played,
which is then played at once (the glossary's "Extra": a later part of the ability depends on
playing the card); the action's play may wait (a constrained extra card may be played
later). Said back as printed, played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Grant, Selector
from smashwiki.engine.scenario import run_check

RALLY = "Play an extra minion. You may play an action that directly affects it as an extra action."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (RALLY, "action"),
        ("Play an extra minion of power 2 or less. Play an action that directly affects it as "
         "an extra action.", "action"),
        ("You may play an extra minion. You may play an action that directly affects it as an "
         "extra action.", "action"),
        (RALLY, "minion"),
    ],
)  # fmt: skip
def test_an_action_on_the_minion_just_played_compiles_and_says_itself_back(
    text: str, card_type: str
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_the_minion_is_played_at_once_and_the_action_must_affect_it() -> None:
    outcome = compile_text(RALLY, "action")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    minion, action = ability.effects
    assert minion.grant == Grant(immediate=True) and not minion.optional
    assert action.grant == Grant() and action.optional
    assert action.target is not None and action.target.affects == Selector(this="chosen")


@pytest.mark.parametrize(
    "text",
    [
        "You may play an action that directly affects it as an extra action.",
        "Draw a card. Play an extra minion. You may play an action that directly affects it as "
        "an extra action.",
        "Play an extra minion. Draw a card. You may play an action that directly affects it as "
        "an extra action.",
        "Play an extra action. You may play an action that directly affects it as an extra action.",
        "Play an extra minion and an extra action. You may play an action that directly affects "
        "it as an extra action.",
        "Play an extra minion. You may play an extra action that directly affects it.",
        "Choose a minion. You may play an action that directly affects it as an extra action.",
        "Play an extra minion. Ongoing: After you play a minion, you may play an action that "
        "directly affects it as an extra action.",
        "Play an action from your discard pile as an extra action. You may play an action that "
        "directly affects it as an extra action.",
    ],
    ids=[
        "nothing-before",
        "a-card-drawn-first",
        "not-right-after",
        "after-an-action",
        "after-two-plays",
        "extra-action-that-affects-it",
        "after-choose",
        "in-a-trigger",
        "from-the-discard-pile",
    ],
)
def test_directly_affects_it_stops_where_it_would_play_otherwise(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "other",
    [
        "Play an extra minion. You may play an extra action.",
        "Play an extra minion now. You may play an extra action that directly affects that "
        "minion now.",
    ],
    ids=["any-action", "both-at-once"],
)
def test_directly_affects_it_near_misses_do_not_compile_to_the_same_values(other: str) -> None:
    one, near = compile_text(RALLY, "action"), compile_text(other, "action")
    assert one.compiled is not None
    assert near.compiled is None or near.compiled.abilities != one.compiled.abilities


def _rally(do: list[Any], choices: list[Any], expect: dict[str, Any]) -> dict[str, Any]:
    """Alan plays ``rally`` (printed RALLY) with ``scout`` and ``pep`` (a minion modifier:
    +2 power) in hand; Beth has ``imp`` at bank."""
    pep = stand_in("Play on a minion. Ongoing: This minion has +2 power.", "action")
    return {
        "cards": {"rally": stand_in(RALLY, "action"), "pep": pep},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 2, "name": "imp"}]},
                }
            ],
            "hands": {"Alan": ["rally", {"card": 3, "name": "scout"}, "pep"]},
            "plays": {"Alan": {"minions": 0, "actions": 1}},
        },
        "do": [{"play": "rally"}, *do],
        "choices": choices,
        "expect": expect,
    }


def test_the_action_played_after_must_directly_affect_the_minion_just_played() -> None:
    run_check(
        _rally(
            [{"play": "pep", "on": "imp", "illegal": True}, {"play": "pep", "on": "scout"}],
            [{"play-extra": "scout"}],
            {"zones": {"scout": "at bank", "pep": "on scout"}, "power": {"scout": 5, "imp": 2}},
        )
    )


def test_the_action_may_wait_until_later_in_the_turn() -> None:
    run_check(
        _rally(
            [{"draw-cards": 1}, {"play": "pep", "on": "scout"}],
            [{"play-extra": "scout"}],
            {"zones": {"pep": "on scout"}, "power": {"scout": 5}},
        )
    )


def test_the_minion_is_played_now_or_not_at_all_and_then_no_action_is_granted() -> None:
    run_check(
        _rally(
            [
                {"play": "scout", "on": "bank", "illegal": True},
                {"play": "pep", "on": "imp", "illegal": True},
            ],
            [{"play-extra": "pass"}],
            {"zones": {"scout": "Alan's hand", "pep": "Alan's hand"}},
        )
    )
