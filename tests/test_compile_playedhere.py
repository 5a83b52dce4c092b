"""lang-playedhere: "a minion played here this turn", "... played on another base this
turn" (normalise: "that was played ..."): a selector filter (``played-at``) on minions in
play, the base a player played it on this turn (its last play this turn), wherever it is
now (moved since: still played there). On a card not on a base it stops (here is no base);
"this minion" and minions played here this turn in one ability stop (this minion is one of
them). "Choose one of your minions on a base." before "there" is "Choose one of your
minions." (lang-possessive). Played by scenarios."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import to_yaml
from smashwiki.engine.scenario import run_check

BOOST = "Each other minion played here this turn gains +2 power until the end of the turn."
ELSEWHERE = "Destroy a minion played on another base this turn."
THEIRS = "Each other player's minion played here this turn gets -1 power until the end of the turn."
CHOSEN = "Choose one of your minions on a base. Destroy a minion there with power 2 or less."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (BOOST, "minion"),
        (ELSEWHERE, "minion"),
        (THEIRS, "minion"),
        ("Destroy a minion that was played here this turn.", "minion"),
        (
            "Destroy a minion of power 3 or less played on another base this turn.",
            "minion",
        ),
        (
            "Each of your minions played here this turn gains +1 power until the end of the turn.",
            "minion",
        ),
        ("Return each other player's minion played here this turn to its owner's hand.", "minion"),
        ("Place a +1 power counter on each other minion played here this turn.", "minion"),
        (
            "Play on a base. Ongoing: At the end of your turn, destroy each minion played here"
            " this turn.",
            "action",
        ),
        (CHOSEN, "action"),
        (
            "Choose another player's minion on a base. Return a minion there to its owner's hand.",
            "action",
        ),
    ],
)
def test_played_here_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.accepted, outcome.describe()


def _targets(text: str, card_type: str = "minion") -> list[dict[str, Any]]:
    outcome = compile_text(text, card_type)
    assert outcome.compiled is not None, outcome.describe()
    dumped = to_yaml(outcome.compiled.abilities)
    return [e["target"] for a in dumped["on-play"] for e in [a] if "target" in e]


def test_played_here_is_one_filter_on_minions_anywhere() -> None:
    (target,) = _targets("Destroy a minion that was played here this turn.")
    assert target.get("played-at") == "here" and "where" not in target
    (target,) = _targets(ELSEWHERE)
    assert target.get("played-at") == "another-base" and "played-this-turn" not in target


def test_on_a_base_before_there_is_the_chosen_minion_of_lang_possessive() -> None:
    assert_same_values(
        CHOSEN, "Choose one of your minions. Destroy a minion there with power 2 or less.", "action"
    )


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Destroy a minion played there this turn.", "minion", "where a card was played"),
        ("Destroy a minion played on a base this turn.", "minion", "where a card was played"),
        ("Destroy a minion played here this turn.", "action", "not on a base"),
        ("Destroy an action played here this turn.", "minion", "other than minions in play"),
        (
            "Place a +1 power counter on this minion and on each minion that was played here"
            " this turn.",
            "minion",
            "this minion is one of them",
        ),
        ("Choose one of your minions on a base. Draw a card.", "action", "'on a base'"),
    ],
)
def test_played_here_near_misses_stop(text: str, card_type: str, why: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert why in outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Destroy a minion played here this turn.", ELSEWHERE),
        ("Destroy a minion played here this turn.", "Destroy a minion played this turn."),
        ("Destroy a minion played here this turn.", "Destroy a minion here."),
        ("Destroy a minion played here this turn.", "Destroy a minion moved here this turn."),
    ],
)
def test_played_here_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = assert_apart(first, second, "minion")
    assert one.rendered != other.rendered


def _plays(text: str, *, early_on: str, moved: bool = False) -> dict[str, Any]:
    """Alan's turn: Beth's ``old`` (power 2) at bank since before; Alan plays ``early``
    (power 2) on ``early_on`` (and, ``moved``, moves it to keep with ``shove``), then
    ``hunter`` (power 4, card ``text``) on bank."""
    do: list[dict[str, Any]] = [{"play": "early", "on": early_on}]
    if moved:
        do.append({"move": "early", "to": "keep", "by": "shove"})
    do.append({"play": "hunter", "on": "bank"})
    return {
        "active": "Alan",
        "cards": {"hunter": stand_in(text, "minion", power=4), "shove": {"type": "action"}},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 2, "name": "old"}]},
                },
                {"name": "keep", "breakpoint": 30},
            ],
            "hands": {"Alan": [{"card": 2, "name": "early"}, "hunter", "shove"]},
            "plays": {"Alan": {"minions": 2}},
        },
        "do": do,
    }


def test_a_minion_played_here_this_turn_gains_the_power() -> None:
    expect = {"power": {"early": 4, "old": 2, "hunter": 4}}
    run_check({**_plays(BOOST, early_on="bank"), "expect": expect})


def test_a_minion_played_on_another_base_gains_nothing() -> None:
    run_check(
        {
            **_plays(BOOST, early_on="keep"),
            "expect": {"power": {"early": 2, "old": 2}, "zones": {"hunter": "at bank"}},
        }
    )


def test_a_minion_played_here_then_moved_away_was_still_played_here() -> None:
    check = _plays(BOOST, early_on="bank", moved=True)
    run_check({**check, "expect": {"power": {"early": 4}, "zones": {"early": "at keep"}}})


def test_a_minion_played_on_another_base_is_destroyed() -> None:
    check = _plays(ELSEWHERE, early_on="keep")
    run_check({**check, "expect": {"zones": {"early": "Alan's discard", "old": "at bank"}}})


def test_another_players_minion_not_played_this_turn_is_not_one() -> None:
    # Alan's own minion played here is not another player's; Beth's was not played this turn
    check = _plays(THEIRS, early_on="bank")
    run_check(
        {**check, "expect": {"power": {"early": 2, "old": 2}, "zones": {"hunter": "at bank"}}}
    )


def test_the_chosen_minions_base_is_there() -> None:
    run_check(
        {
            "active": "Alan",
            "cards": {"axe": stand_in(CHOSEN, "action")},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 5, "name": "mate"}],
                            "Beth": [{"card": 1, "name": "far"}],
                        },
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 5, "name": "pal"}],
                            "Beth": [{"card": 2, "name": "near"}],
                        },
                    },
                ],
                "hands": {"Alan": ["axe"]},
            },
            "do": [{"play": "axe"}],
            "choices": [{"choose-target": "pal"}],
            "expect": {"zones": {"near": "Beth's discard", "far": "at bank", "pal": "at keep"}},
        }
    )
