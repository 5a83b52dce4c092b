""" "The winner takes an extra turn after the current turn ends." compiled (lang-a): on a
base, a place (the winner, the runner-up, the player in third place) said without a moment
is this base's after-scoring trigger for that place (a place exists only as the base
scores); "take an extra turn after the current turn ends" is the extra turn, after this
one. Said back as printed, played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Effect, Trigger
from smashwiki.engine.scenario import run_check

PLAYERS = ["Alan", "Beth", "Chris"]
PORTAL = "The winner takes an extra turn after the current turn ends."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (PORTAL, "base"),
        ("The runner-up draws a card.", "base"),
        ("The player in third place may draw a card.", "base"),
        ("The winner gains 1 VP and draws a card.", "base"),
        ("After this base scores, the winner takes an extra turn after the current turn ends.",
         "base"),
        ("Take an extra turn after the current turn ends.", "action"),
        ("After you play a minion here, draw a card. The winner draws a card.", "base"),
    ],
)  # fmt: skip
def test_a_place_without_a_moment_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_the_winner_is_the_winner_after_this_base_scores() -> None:
    outcome = compile_text(PORTAL, "base")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger == Trigger("after-scoring", here=True, for_="winners")
    assert ability.effects == (Effect("extra-turn"),)
    said = compile_text(
        "After this base scores, the winner takes an extra turn after this one.", "base"
    )
    assert said.compiled is not None
    assert said.compiled.abilities == outcome.compiled.abilities


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Each player with a minion here draws a card.", "base"),
        ("The player with the most power here draws a card.", "base"),
        ("The winner draws a card.", "minion"),
        ("Ongoing: The winner draws a card.", "minion"),
        ("The winner draws a card.", "action"),
        ("The winner takes an extra turn.", "base"),
        ("Take an extra turn.", "action"),
    ],
    ids=[
        "with-a-minion-here",
        "most-power-here",
        "on-a-minion",
        "ongoing-on-a-minion",
        "on-an-action",
        "no-after-this-one",
        "take-an-extra-turn-alone",
    ],
)
def test_a_place_without_a_moment_is_not_accepted_where_it_would_play_otherwise(
    text: str, card_type: str
) -> None:
    outcome = compile_text(text, card_type)
    assert not outcome.accepted, outcome.describe()


@pytest.mark.parametrize(
    "other",
    [
        "The runner-up takes an extra turn after the current turn ends.",
        "When this base scores, the winner takes an extra turn after the current turn ends.",
        "The winner draws a card.",
    ],
    ids=["runner-up", "when-it-scores", "draws"],
)
def test_a_place_without_a_moment_near_misses_compile_apart(other: str) -> None:
    one, near = compile_text(PORTAL, "base"), compile_text(other, "base")
    assert one.accepted and near.accepted, (one.describe(), near.describe())
    assert one.compiled is not None and near.compiled is not None
    assert one.compiled.abilities != near.compiled.abilities


def _portal(text: str, powers: dict[str, int], **expect: Any) -> dict[str, Any]:
    """The base ``text`` (breakpoint 10) scored at the end of Alan's turn with a minion of
    each player's power at it; the game goes on into the next turn's Play Cards phase."""
    minions = {player: [{"card": power, "name": f"m-{player}"}] for player, power in powers.items()}
    return {
        "players": PLAYERS,
        "cards": {"portal": stand_in(text, "base", breakpoint=10, vps=[3, 2, 1])},
        "setup": {
            "bases": [
                {"name": "portal", "card": "portal", "minions": minions},
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {player: [1, 1, 1, 1] for player in PLAYERS},
        },
        "do": ["next-turn"],
        "expect": expect,
    }


def test_the_winner_takes_the_next_turn() -> None:
    run_check(_portal(PORTAL, {"Alan": 2, "Beth": 3, "Chris": 6}, active="Chris"))


def test_without_the_base_the_next_player_is_next() -> None:
    plain = "After this base scores, the winner draws a card."
    run_check(_portal(plain, {"Alan": 2, "Beth": 3, "Chris": 6}, active="Beth"))


def test_the_runner_up_takes_the_next_turn() -> None:
    text = "The runner-up takes an extra turn after the current turn ends."
    run_check(_portal(text, {"Alan": 6, "Beth": 2, "Chris": 4}, active="Chris"))
