"""A base's own scoring compiled: "When (after) this base scores, the winner / the
runner-up / the player in third place / each player with a minion here ...", and "Before
this base scores, each player with a minion here ...". Each is played for the players it
names (tied players share a place: 10, 10, 5 gives two winners, no runner-up and a third
place); a place before the base has scored, or a scorer at another moment, stops."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

PLAYERS = ["Alan", "Beth", "Chris"]


@pytest.mark.parametrize(
    "text",
    [
        "When this base scores, the winner gains 1 VP.",
        "After this base scores, the runner-up draws a card.",
        "After this base scores, the player in third place gains 1 VP.",
        "When this base scores, the runner-up may destroy a minion of power 2 or less.",
        "Before this base scores, each player with a minion here draws a card.",
        "After this base scores, each player with a minion here may draw a card.",
        "Before this base scores, the player with the most power here draws a card.",
    ],
)
def test_a_scoring_subject_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "base")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Before this base scores, the winner draws a card.", "before this base scores"),
        ("Before this base scores, the runner-up gains 1 VP.", "before this base scores"),
        ("At the start of your turn, the winner draws a card.", "another moment"),
        ("After you play a minion here, the runner-up draws a card.", "another moment"),
    ],
)
def test_a_scorer_at_a_moment_that_has_none_stops(text: str, why: str) -> None:
    assert_stops(text, "base", why)


def test_the_runner_up_is_not_the_winner() -> None:
    """Near-misses: each subject compiles to its own players."""
    said = {
        text: compile_text(text, "base").compiled
        for text in (
            "After this base scores, the winner draws a card.",
            "After this base scores, the runner-up draws a card.",
            "After this base scores, the player in third place draws a card.",
            "After this base scores, each player with a minion here draws a card.",
            "After this base scores, the player with the most power here draws a card.",
        )
    }
    assert None not in said.values()
    assert len(set(said.values())) == 5


def scored(text: str, powers: dict[str, int], **expect: Any) -> dict[str, Any]:
    """The base ``text`` (breakpoint 10, VPs 3 2 1) scored with a minion of each player's
    power at it (Chris also has one at another base), Alan's turn ended."""
    minions = {player: [{"card": power, "name": f"m-{player}"}] for player, power in powers.items()}
    return {
        "players": PLAYERS,
        "cards": {"arena": stand_in(text, "base", breakpoint=10, vps=[3, 2, 1])},
        "setup": {
            "bases": [
                {"name": "arena", "card": "arena", "minions": minions},
                {"name": "keep", "breakpoint": 30, "minions": {"Chris": [1]}},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {player: [1, 1, 1, 1] for player in PLAYERS},
        },
        "do": ["next-turn"],
        "expect": expect,
    }


def test_the_runner_up_draws_and_no_one_else() -> None:
    text = "After this base scores, the runner-up draws a card."
    run_check(
        scored(text, {"Alan": 6, "Beth": 4, "Chris": 2}, **{"hand-size": {"Alan": 2, "Beth": 1,
                                                                         "Chris": 0}})
    )  # fmt: skip


def test_after_a_tie_for_first_there_is_no_runner_up() -> None:
    text = "After this base scores, the runner-up draws a card."
    run_check(
        scored(text, {"Alan": 5, "Beth": 5, "Chris": 2}, **{"hand-size": {"Alan": 2, "Beth": 0,
                                                                         "Chris": 0}})
    )  # fmt: skip


def test_after_a_tie_for_first_the_next_player_is_third() -> None:
    text = "After this base scores, the player in third place gains 1 VP."
    check = scored(text, {"Alan": 5, "Beth": 5, "Chris": 2}, vps={"Alan": 3, "Beth": 3,
                                                                     "Chris": 2})  # fmt: skip
    run_check(check)


def test_when_this_base_scores_the_winner_gains_a_vp_more() -> None:
    text = "When this base scores, the winner gains 1 VP."
    check = scored(text, {"Alan": 6, "Beth": 4, "Chris": 2}, vps={"Alan": 4, "Beth": 2,
                                                                     "Chris": 1})  # fmt: skip
    run_check(check)


def test_before_it_scores_each_player_with_a_minion_here_draws() -> None:
    """Chris, whose only minion is at another base, draws nothing."""
    text = "Before this base scores, each player with a minion here draws a card."
    check = scored(text, {"Alan": 6, "Beth": 4}, **{"hand-size": {"Alan": 3, "Beth": 1,
                                                                    "Chris": 0}})  # fmt: skip
    run_check(check)  # Beth's turn: she uses it first, then Alan (clockwise), unasked


def test_compile_text_takes_the_card_type() -> None:
    """``--text`` compiles as a minion's unless ``--type`` says otherwise: a base's trigger
    (no "Ongoing:") stops on a minion and compiles on a base."""
    from click.testing import CliRunner

    from smashwiki.cli import cli

    text = "After this base scores, the runner-up draws a card."
    runs = {
        kind: CliRunner().invoke(cli, ["compile", *kind, "--text", text], catch_exceptions=False)
        for kind in ((), ("--type", "base"))
    }
    assert "a trigger outside Ongoing:" in runs[()].output
    assert "text 1: compiled and round-trips" in runs[("--type", "base")].output


def test_the_winner_may_move_one_of_their_minions_away() -> None:
    """ "their" is the winner's: Beth wins and moves her minion, not Alan's, before the
    base's cards go to the discard piles."""
    text = "After this base scores, the winner may move one of their minions here to another base."
    check = scored(text, {"Alan": 4, "Beth": 6})
    check["choices"] = [{"use-ability": "arena"}]  # her only minion, the only other base
    check["expect"] = {"zones": {"m-Beth": "at keep", "m-Alan": "Alan's discard"}}
    run_check(check)


@pytest.mark.parametrize(
    ("powers", "drawn"),
    [
        ({"Alan": 6, "Beth": 4}, {"Alan": 3, "Beth": 0}),
        ({"Alan": 5, "Beth": 5}, {"Alan": 3, "Beth": 1}),
    ],
    ids=["most", "tied-each"],
)
def test_before_it_scores_the_player_with_the_most_power_here_draws(
    powers: dict[str, int], drawn: dict[str, int]
) -> None:
    """Tied players each get the base's ability (the rulebook); Chris, with no minion
    here, is not among them."""
    text = "Before this base scores, the player with the most power here draws a card."
    check = scored(text, powers, **{"hand-size": {**drawn, "Chris": 0}})
    run_check(check)
