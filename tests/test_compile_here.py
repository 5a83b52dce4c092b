""" "here" names the base a card is at: a minion's, a base's own, an action's played on a
base or on a minion. An action played on nothing is at no base, so its text's "here" stops
(compiled, it would play nothing, unlike its print)."""

from __future__ import annotations

import pytest

from smashwiki.compile.compiler import compile_text


@pytest.mark.parametrize(
    "text",
    [
        "Destroy a minion here.",
        "Draw a card for each minion here.",
        "You may move a minion here to another base.",
        "Special: Before a base scores, destroy a minion here.",
        "Special: Before a base scores, you may play this card to destroy a minion here.",
    ],
)
def test_here_on_an_action_played_on_nothing_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()
    assert outcome.stop is not None and "at no base" in outcome.stop.detail


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Destroy a minion here.", "minion"),
        ("Play on a base. Destroy a minion here.", "action"),
        ("Play on a minion. Destroy a minion here.", "action"),
        ("Play on a base. Ongoing: Your minions here have +1 power.", "action"),
        ("Choose a base. Destroy a minion there.", "action"),
    ],
    ids=["minion", "on-a-base", "on-a-minion", "ongoing-on-a-base", "there"],
)
def test_here_where_the_card_is_at_a_base_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "If you have 3 or more minions here, gain 1 VP.",
        "If you have the most power here, gain 1 VP.",
        "If you have a minion here, draw a card.",
        "If there are 3 or more minions here, draw a card.",
    ],
    ids=["your-minions-here", "most-power-here", "minion-here", "minions-here"],
)
def test_a_condition_about_here_on_an_action_played_on_nothing_stops(text: str) -> None:
    """(It could never hold: the card is at no base.)"""
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


def test_every_condition_about_here_is_refused_on_an_action_played_on_nothing() -> None:
    from smashwiki.compile.build import _HERE_COUNTS
    from smashwiki.engine.language.grammar import CONDITIONS

    about_here = {kind for kind in CONDITIONS if kind.endswith("-here") or "-here-" in kind}
    assert about_here <= set(_HERE_COUNTS)
