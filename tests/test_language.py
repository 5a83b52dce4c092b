"""The card language: abilities declared on a card in its YAML (``abilities:``), validated
by the JSON Schema, played by the engine exactly as stand-ins' abilities are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import ROOT, write

from smashwiki.checks import catalog, run_ruling
from smashwiki.engine.language import (
    ABILITY_KEYS,
    ONGOING_KEYS,
    SHORTHAND,
    SPECIAL_KEYS,
    TRIGGER_KEYS,
    TRIGGER_TIMINGS,
    VERBS,
)
from smashwiki.engine.language.grammar import META_KEYS
from smashwiki.load import read_dataset

SCHEMA = json.loads((ROOT / "smashwiki" / "schema" / "common.schema.json").read_text())["$defs"]

FACTION = """
    id: ninjas
    name: Ninjas
    source: src
    partial: true
    cards:
      - id: scholar
        name: Scholar
        type: minion
        count: 1
        power: 2
        text: Draw a card.
        abilities:
          on-play: {effect}
        rulings:
          - kind: clarification
            text: You draw one card.
            check:
              setup:
                bases: [{{name: bank}}]
                hands: {{Alan: [ninjas/scholar]}}
                decks: {{Alan: [3, 4]}}
              do: [{{play: scholar, on: bank}}]
              expect: {{hand-size: {{Alan: 1}}, deck-size: {{Alan: 1}}}}
"""


def _dataset(project: Path, effect: str) -> tuple:
    write(project, "data/factions/ninjas.yaml", FACTION.format(effect=effect))
    return read_dataset(project / "data", root=project)


def test_the_schema_knows_the_whole_language() -> None:
    effect_names = set(SCHEMA["effect"]["propertyNames"]["enum"]) - set(META_KEYS)
    assert effect_names == (set(VERBS) | set(SHORTHAND)) - set(META_KEYS)
    assert set(SCHEMA["trigger"]["properties"]) == set(TRIGGER_KEYS), (
        "python -m smashwiki.reference"
    )
    assert set(SCHEMA["trigger"]["properties"]["on"]["enum"]) == set(TRIGGER_TIMINGS)
    abilities = SCHEMA["abilities"]["properties"]
    assert set(abilities) == set(ABILITY_KEYS)
    assert set(abilities["special"]["properties"]) == set(SPECIAL_KEYS)
    assert set(abilities["ongoing"]["properties"]) == set(ONGOING_KEYS)


def test_a_card_declared_in_yaml_is_played_by_the_engine_and_verified(empty_project) -> None:
    dataset, problems = _dataset(empty_project, "[{draw: 1}]")
    assert problems == []
    [card] = dataset.cards
    assert card.abilities == {"on-play": [{"draw": 1}]}
    [ruling] = dataset.rulings
    result = run_ruling(ruling, catalog(dataset))
    assert (result.status, result.detail) == ("verified", None)


def test_a_declared_ability_that_does_something_else_fails_its_ruling(empty_project) -> None:
    dataset, problems = _dataset(empty_project, "[{draw: 2}]")
    assert problems == []
    result = run_ruling(dataset.rulings[0], catalog(dataset))
    assert result.status == "failing"
    assert "hand size of Alan is 2, expected 1" in (result.detail or "")


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        ("[{drew: 1}]", "'drew' is not one of"),
        ("{draw: 1, target: everyone}", "'everyone' is not one of"),
    ],
    ids=["misspelt-verb", "unknown-selector"],
)
def test_a_misspelt_ability_is_a_data_problem_with_its_line(empty_project, effect, message):
    _, problems = _dataset(empty_project, effect)
    assert [(p.file, p.line) for p in problems] == [("data/factions/ninjas.yaml", 13)]
    assert message in problems[0].message
