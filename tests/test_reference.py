"""The reference for checks is generated from the engine's tables and can't drift."""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass
from typing import ClassVar, get_args

import pytest
from conftest import ROOT

from smashwiki import reference
from smashwiki.engine.decisions import DECISION_KINDS, DecisionKind
from smashwiki.engine.errors import InvalidScenario
from smashwiki.engine.events import Event
from smashwiki.engine.scenario.choices import ScriptedChooser

ENGINE = ROOT / "smashwiki" / "engine"

#: Calls that ask a decision, and the position of their kind argument.
ASKING_CALLS = {"choose_card": 1, "choose_cards": 1, "Decision": 0, "pick": 2, "choose_minion": 2}


def test_every_entry_has_a_one_line_doc() -> None:
    assert reference.undocumented() == []


def test_contributing_and_the_schema_are_generated_from_the_tables() -> None:
    stale = [path.name for path in reference.outdated()]
    assert stale == [], "run: python -m smashwiki.reference"


def test_every_decision_kind_is_in_the_registry_and_the_reference() -> None:
    assert set(get_args(DecisionKind)) == set(DECISION_KINDS)
    section = reference.CONTRIBUTING.read_text(encoding="utf-8").split(reference.START)[1]
    for kind in DECISION_KINDS:
        assert f"| `{kind}` |" in section


def _asked_kinds() -> set[str]:
    """Every decision kind the engine's Python asks with a literal name."""
    kinds: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            position = ASKING_CALLS.get(str(name))
            if position is not None and len(node.args) > position:
                argument = node.args[position]
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    kinds.add(argument.value)
    return kinds


def test_every_decision_the_engine_asks_has_a_doc() -> None:
    asked = _asked_kinds()
    assert len(asked) > 15  # the scan finds the engine's questions (fewer as cards leave Python)
    assert sorted(asked - set(DECISION_KINDS)) == []


@pytest.mark.parametrize(
    ("table", "key"),
    [
        ("STEP_DOCS", "score"),
        ("EXPECTATION_DOCS", "vps"),
        ("ZONE_DOCS", "hand"),
        ("SETUP_KEY_DOCS", "hands"),
        ("BASE_KEY_DOCS", "minions"),
    ],
    ids=["step", "expectation", "zone", "setup-key", "base-key"],
)
def test_an_entry_without_a_doc_is_caught(monkeypatch, table: str, key: str) -> None:
    docs = dict(getattr(reference, table))
    del docs[key]
    monkeypatch.setattr(reference, table, docs)
    assert any(repr(key) in problem for problem in reference.undocumented())


def test_a_stand_in_effect_without_a_docstring_is_caught(monkeypatch) -> None:
    docs = reference.VERB_DOCS()
    monkeypatch.setattr(reference, "VERB_DOCS", lambda: {**docs, "shout": ""})
    assert any("'shout'" in problem for problem in reference.undocumented())


def test_a_decision_kind_without_a_doc_is_caught(monkeypatch) -> None:
    docs = dict(DECISION_KINDS)
    del docs["score-base"]
    monkeypatch.setattr(reference, "DECISION_KINDS", docs)
    assert any("'score-base'" in problem for problem in reference.undocumented())


@dataclass(frozen=True)
class Undocumented(Event):
    kind: ClassVar[str] = "undocumented"
    card: str


def test_an_event_without_a_docstring_is_caught() -> None:
    assert reference.event_doc(Undocumented) == ""


def test_a_check_answering_an_unknown_decision_kind_is_told_the_right_name() -> None:
    with pytest.raises(InvalidScenario, match="did you mean 'score-base'"):
        ScriptedChooser([{"score-bases": "bank"}])


def test_the_reference_says_a_choice_with_one_option_is_not_asked() -> None:
    section = reference.markdown()
    assert "exactly one card that the player must make is made without asking" in section


def test_the_generated_check_schema_lists_every_expectation() -> None:
    schema = json.loads(reference.SCHEMA.read_text(encoding="utf-8"))
    expect = schema["$defs"]["check"]["properties"]["expect"]
    assert set(expect["properties"]) == set(reference.EXPECTATION_DOCS)
    assert expect["additionalProperties"] is False
