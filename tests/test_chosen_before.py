"""An effect that names the chosen card ("play it as an extra minion", "destroy it") is
a positioned problem when no effect before it can choose, take or find one: it would be
accepted, rendered, and then silently do nothing. Our own checks."""

from __future__ import annotations

import pytest

from smashwiki.engine.language import parse_abilities
from smashwiki.engine.language.grammar import problems_of


@pytest.mark.parametrize(
    "on_play",
    [
        [{"draw": 1}, {"extra-minion": {}, "target": {"this": "chosen"}}],
        [{"look": 1}, {"destroy": True, "target": "chosen"}],
        [{"extra-action": {"affects": "chosen"}}],
        [{"draw": 1}, {"may": [{"return": True, "target": "chosen"}]}],
    ],
    ids=["play-it-after-draw", "destroy-it-after-look", "affects-it-first", "inside-may"],
)
def test_naming_a_card_nothing_chose_is_a_problem(on_play: list[object]) -> None:
    (problem,) = problems_of({"on-play": on_play}, ("cards", 0, "abilities"))
    assert problem.path == ("cards", 0, "abilities", "on-play")
    assert "names the chosen card" in problem.message
    assert "no effect before it" in problem.message


@pytest.mark.parametrize(
    "on_play",
    [
        [{"reveal-until": "minion"}, {"extra-minion": {}, "target": {"this": "chosen"}}],
        [{"search": "minion"}, {"extra-minion": {}, "target": {"this": "chosen"}}],
        [{"power": 2}, {"extra-action": {"affects": "chosen"}}],
        [{"destroy": 1}, {"draw": 1}, {"at-end-of-turn": [{"draw": 1}]}],
    ],
    ids=["after-reveal", "after-search", "after-power", "no-chosen"],
)
def test_naming_a_card_an_earlier_effect_chose_is_said(on_play: list[object]) -> None:
    assert problems_of({"on-play": on_play}) == []
    assert parse_abilities({"on-play": on_play}).abilities


def test_a_trigger_naming_a_card_nothing_chose_is_a_problem() -> None:
    spec = {
        "triggers": [
            {"on": "start-of-turn", "do": [{"draw": 1}, {"destroy": True, "target": "chosen"}]}
        ]
    }
    (problem,) = problems_of(spec)
    assert problem.path == ("triggers", 0, "do")
