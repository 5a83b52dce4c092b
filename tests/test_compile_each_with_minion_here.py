""" "Each player with a minion here draws a card." as an effect compiled (lang-c): each
player with a minion at this card's base as the effect begins, in turn order from the
current player, does the effect as "you" (their hand, their choice). Played by scenarios;
stops and near-misses."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

TALENT = "Talent: Each player with a minion here draws a card."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (TALENT, "minion"),
        (
            "Ongoing: At the start of your turn, each player with a minion here gains 1 VP.",
            "minion",
        ),
        ("Play on a base. Each player with a minion here may draw a card.", "action"),
        ("At the start of your turn, each player with a minion here draws a card.", "base"),
        ("Each player with a minion here discards a card.", "minion"),
        ("Talent: Each player with a minion here gains 1 VP and draws a card.", "minion"),
        ("Talent: Each player with a minion here may destroy one of their minions.", "minion"),
    ],
)
def test_each_player_with_a_minion_here_compiles_and_says_itself_back(
    text: str, card_type: str
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Each player with a minion here draws a card.", "action"),
        ("Each player with 2 minions here draws a card.", "minion"),
        ("Each player with a minion there draws a card.", "minion"),
    ],
    ids=["an-action-on-no-base", "two-minions", "there"],
)
def test_each_player_with_a_minion_here_stops_where_it_would_play_otherwise(
    text: str, card_type: str
) -> None:
    assert compile_text(text, card_type).status == "stopped"


@pytest.mark.parametrize(
    "second",
    [
        "Talent: Each player draws a card.",
        "Talent: Each other player draws a card.",
        "Talent: Each player with a minion here gains 1 VP.",
    ],
    ids=["each-player", "each-other-player", "draws-vs-gains"],
)
def test_each_player_with_a_minion_here_near_misses_compile_apart(second: str) -> None:
    assert_apart(TALENT, second, "minion")


def test_at_a_base_s_scoring_it_stays_the_base_s_trigger_for_each_of_them() -> None:
    outcome = compile_text(
        "After this base scores, each player with a minion here gains 1 VP.", "base"
    )
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None and ability.trigger.for_ == "with-minion-here"


def _bank(beth_here: bool) -> dict[str, Any]:
    """Alan's ``host`` (printed ``TALENT``) at bank; Beth's minion at bank or at mill;
    Chris has none here."""
    beth = {"Beth": [{"card": 2, "name": "b"}]}
    bases = [
        {
            "name": "bank",
            "breakpoint": 30,
            "minions": {"Alan": ["host"], **(beth if beth_here else {})},
        },
        {
            "name": "mill",
            "breakpoint": 30,
            "minions": {"Chris": [{"card": 1, "name": "c"}], **({} if beth_here else beth)},
        },
    ]
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}1"}] for p in ("Alan", "Beth", "Chris")}
    return {
        "players": ["Alan", "Beth", "Chris"],
        "cards": {"host": stand_in(TALENT, "minion", power=2)},
        "setup": {"bases": bases, "decks": decks},
        "do": [{"talent": "host"}],
    }


def test_each_player_with_a_minion_here_draws_and_no_other() -> None:
    check = _bank(beth_here=True)
    expect = {"hand": {"Alan": ["a1"], "Beth": ["b1"], "Chris": []}}
    run_check({**check, "expect": expect})


def test_a_player_whose_minions_are_elsewhere_draws_nothing() -> None:
    check = _bank(beth_here=False)
    expect = {"hand": {"Alan": ["a1"], "Beth": [], "Chris": []}}
    run_check({**check, "expect": expect})
