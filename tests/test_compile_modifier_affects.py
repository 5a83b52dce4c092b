""" "Play on a minion. Ongoing: After you play an action that directly affects this minion,
..." stops (lang-a): on an action "this minion" is its host, and whether the action itself
(which directly affects it too) counts is not said; compiled as this card's own ``affects:
self`` it would never fire (an action is never the card an action directly affects), which
the scenario shows."""

from __future__ import annotations

import pytest

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    "text",
    [
        "Play on a minion. Ongoing: After you play an action that directly affects this minion, "
        "draw a card.",
        "Play on a minion. Ongoing: Once per turn, after you play an action that directly affects "
        "this minion, draw a card.",
    ],
    ids=["every-time", "once-per-turn"],
)
def test_this_minion_of_an_action_on_a_minion_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()
    assert "on an action" in outcome.describe()


def test_the_same_words_on_a_minion_still_compile() -> None:
    text = "Ongoing: After you play an action that directly affects this minion, draw a card."
    assert compile_text(text, "minion").status == "compiled"


@pytest.mark.parametrize(("affects", "drawn"), [("self", 0), ("host", 1)])
def test_an_actions_own_affects_self_never_fires(affects: str, drawn: int) -> None:
    """Why it stops: the values it compiled to before (``affects: self`` on the action)
    never fire; the host's (another action than this one) do."""
    charm = {
        "type": "action",
        "modifier": "minion",
        "triggers": [{"on": "after-play", "do": {"draw": 1}, "affects": affects}],
    }
    run_check(
        {
            "cards": {"charm": charm, "pep": {"type": "action", "modifier": "minion"}},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Alan": [{"card": 3, "name": "scout"}]},
                    }
                ],
                "hands": {"Alan": ["charm", "pep"]},
                "decks": {"Alan": [1, 1]},
                "plays": {"Alan": {"minions": 0, "actions": 2}},
            },
            "do": [{"play": "charm", "on": "scout"}, {"play": "pep", "on": "scout"}],
            "expect": {"zones": {"pep": "on scout"}, "hand-size": {"Alan": drawn}},
        }
    )
