""" "After a minion is played here, its owner ..." compiled: the trigger is the played
minion's owner's (``for: event-owner``), on a base as on a minion (a base's other "after a
minion is played here" triggers are the player's who played it). Played by scenarios."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

DRAWS = "After a minion is played here, its owner draws a card."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (DRAWS, "base"),
        ("After a minion is played here, its owner discards a card.", "base"),
        ("After a minion is played here, its owner may play an extra action.", "base"),
        ("Ongoing: After a minion is played here, its owner draws a card.", "minion"),
    ],
)
def test_its_owner_after_a_minion_played_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None and ability.trigger.for_ == "event-owner"


def test_its_owner_after_an_action_played_stops() -> None:
    text = "After an action is played here, its owner draws a card."
    assert compile_text(text, "base").status == "stopped"


def _played(player: str, **expect: Any) -> dict[str, Any]:
    return {
        "active": player,
        "setup": {
            "bases": [{"name": "mine", "breakpoint": 30}, {"name": "bank", "breakpoint": 30}],
            "hands": {player: [{"card": 2, "name": "newbie"}]},
            "decks": {"Alan": [1, 1], "Beth": [1, 1]},
        },
        "cards": {"mine": stand_in(DRAWS, "base")},
        "do": [{"play": "newbie", "on": "mine"}],
        "expect": expect,
    }


@pytest.mark.parametrize("player", ["Alan", "Beth"])
def test_the_owner_of_the_minion_played_draws(player: str) -> None:
    other = "Beth" if player == "Alan" else "Alan"
    run_check(_played(player, **{"deck-size": {player: 1, other: 2}}), {})


def test_a_minion_played_elsewhere_draws_nothing() -> None:
    check = _played("Alan", **{"deck-size": {"Alan": 2}, "zones": {"newbie": "at bank"}})
    check["do"] = [{"play": "newbie", "on": "bank"}]
    run_check(check, {})
