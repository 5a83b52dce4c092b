""" "this minion" on an action: the minion the action is played on ("Play on a minion."),
or, on an action played on no card or on a base, no minion at all, which stops ("Move
this minion to another base." there would name nothing)."""

from __future__ import annotations

import pytest

from smashwiki.compile.compiler import compile_text


@pytest.mark.parametrize(
    "text",
    [
        "Move this minion to another base.",
        "Destroy this minion.",
        "Draw a card. Return this minion to your hand.",
        "Place a +1 power counter on this minion.",
        "This minion gains +2 power until the end of the turn.",
        "Play on a base. Destroy this minion.",
        "Play on a base. Ongoing: This minion has +2 power.",
    ],
    ids=["move", "destroy", "after-a-draw", "counter", "power", "base-modifier", "base-ongoing"],
)
def test_this_minion_on_an_action_played_on_no_minion_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()
    assert outcome.stop is not None
    assert "'this minion' on an action played on no minion" in outcome.stop.detail


@pytest.mark.parametrize(
    "text",
    [
        "Play on a minion. Ongoing: This minion has +1 power.",
        "Play on a minion. Ongoing: At the end of the turn, destroy this minion.",
    ],
    ids=["power", "delayed-destroy"],
)
def test_this_minion_on_an_action_played_on_a_minion_is_its_host(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.accepted, outcome.describe()


def test_this_minion_on_a_minion_is_itself() -> None:
    assert compile_text("Move this minion to another base.", "minion").accepted
