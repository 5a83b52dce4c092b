"""The "when you play ..." moment (``when-play``): read, worded and refused like the
other play moments, and never with ``affects`` (nothing is affected as a play starts)."""

from __future__ import annotations

import pytest

from smashwiki.engine.language.english import render_declared
from smashwiki.engine.language.grammar import GrammarError, parse_abilities

WHEN = {"on": "when-play", "played": "minion", "by": "other", "here": True, "do": {"draw": 1}}


def test_when_play_is_worded_as_a_when() -> None:
    text = render_declared({"triggers": [WHEN]})
    assert text == "Ongoing: When another player plays a minion here, draw a card."


def test_after_play_keeps_its_after() -> None:
    text = render_declared({"triggers": [{**WHEN, "on": "after-play"}]})
    assert text == "Ongoing: After another player plays a minion here, draw a card."


def test_when_play_with_affects_is_a_problem_at_its_field() -> None:
    spec = {"triggers": [{"on": "when-play", "affects": "self", "do": {"draw": 1}}]}
    with pytest.raises(GrammarError) as raised:
        parse_abilities(spec)
    (problem,) = raised.value.problems
    assert problem.path == ("triggers", 0, "affects")
    assert "after-play" in problem.message
