""" "Other players cannot play minions here." compiled (lang-b): only the card's controller
may play a minion on its base (on a base: only the current player), beside "Minions cannot
be played here." (no player may). Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Static
from smashwiki.engine.scenario import run_check

OTHERS = "Ongoing: Other players cannot play minions here."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (OTHERS, "minion"),
        ("Play on a base. Ongoing: Other players cannot play minions here.", "action"),
        ("Other players cannot play minions here.", "base"),
    ],
)
def test_other_players_cannot_play_minions_compiles_and_says_itself_back(
    text: str, card_type: str
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.statics == (Static("restrict", restriction="no-minions-here-by-others"),)


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: Other players cannot play minions.",
        "Ongoing: Another player cannot play minions here.",
    ],
    ids=["anywhere", "another-player"],  # lang-r: "on this base" compiles (it is "here")
)
def test_other_players_cannot_play_minions_stops_where_it_would_play_otherwise(
    text: str,
) -> None:
    assert compile_text(text, "minion").status == "stopped"


@pytest.mark.parametrize(
    "second",
    [
        "Ongoing: Players cannot play minions here.",
        "Ongoing: Other players cannot play actions here.",
        "Ongoing: Minions cannot be played here.",
    ],
    ids=["players", "actions", "no-one"],
)
def test_other_players_cannot_play_minions_near_misses_compile_apart(second: str) -> None:
    one, other = compile_text(OTHERS), compile_text(second)
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _gate(active: str, card_type: str = "minion") -> dict[str, Any]:
    """Alan's ``gate`` (printed "Other players cannot play minions here.") at bank, or bank
    printing it; ``active`` holds a minion ``m1`` (and ``m2``) to play."""
    text = "Other players cannot play minions here." if card_type == "base" else OTHERS
    gate = stand_in(text, card_type, **({} if card_type == "base" else {"power": 2}))
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    if card_type == "base":
        bank["card"] = "gate"
    else:
        bank["minions"] = {"Alan": ["gate"]}
    return {
        "active": active,
        "cards": {"gate": gate},
        "setup": {
            "bases": [bank, {"name": "keep", "breakpoint": 30}],
            "hands": {active: [{"card": 2, "name": "m1"}, {"card": 2, "name": "m2"}]},
            "plays": {active: {"minions": 2}},
        },
    }


def test_another_player_cannot_play_a_minion_here_but_elsewhere() -> None:
    check = _gate("Beth")
    check["do"] = [
        {"play": "m1", "on": "bank", "illegal": "other players can't play minions"},
        {"play": "m1", "on": "keep"},
    ]
    run_check({**check, "expect": {"zones": {"m1": "at keep"}}})


def test_the_card_s_controller_plays_a_minion_here() -> None:
    check = _gate("Alan")
    run_check(
        {**check, "do": [{"play": "m1", "on": "bank"}], "expect": {"zones": {"m1": "at bank"}}}
    )


def test_on_a_base_the_current_player_plays_a_minion_here() -> None:
    """A base has no controller: "other players" are the players but the current one."""
    for active in ("Alan", "Beth"):
        check = _gate(active, "base")
        check["do"] = [{"play": "m1", "on": "bank"}]
        run_check({**check, "expect": {"zones": {"m1": "at bank"}}})
