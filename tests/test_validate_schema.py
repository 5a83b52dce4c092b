"""The JSON Schema check: unknown keys, wrong types, missing fields, bad values."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import write

from smashwiki.load import read_dataset

FACTION = """
    id: ninjas
    name: Ninjas
    source: src
    partial: true
    cards:
      - id: ninja-master
        name: Ninja Master
        type: minion
        count: 1
        power: {power}
        {extra}
"""


def problems_for(project: Path, power: str = "5", extra: str = "text: Destroy a minion.") -> list:
    write(project, "data/factions/ninjas.yaml", FACTION.format(power=power, extra=extra))
    return read_dataset(project / "data", root=project)[1]


def test_valid_file_has_no_problems(empty_project: Path):
    assert problems_for(empty_project) == []


@pytest.mark.parametrize(
    ("power", "extra", "line", "message"),
    [
        (
            "five",
            "text: x",
            10,
            "field 'cards[0].power': 'five' is not a whole number from 0 to 20 or 'X'",
        ),
        ("5", "colour: red", 11, "unknown key 'colour' in cards[0]"),
        ("5", "errata: [{kind: typo}]", 11, "field 'cards[0].errata[0].kind': 'typo' is not one"),
        ("5", "type: spell", 11, 'YAML syntax error: found duplicate key "type"'),
        (
            "-1",
            "text: x",
            10,
            "field 'cards[0].power': -1 is not a whole number from 0 to 20 or 'X'",
        ),
        ("5", "printed_type: ''", 11, "field 'cards[0].printed_type': '' should be non-empty"),
    ],
    ids=["wrong-type", "unknown-key", "bad-enum", "duplicate-key", "below-minimum", "empty-type"],
)
def test_schema_problem_names_line_and_field(empty_project, power, extra, line, message):
    problems = problems_for(empty_project, power, extra)
    assert [p.file for p in problems] == ["data/factions/ninjas.yaml"]
    assert problems[0].line == line
    assert message in problems[0].message


def test_missing_field_is_reported_at_the_record(empty_project: Path):
    write(
        empty_project,
        "data/factions/ninjas.yaml",
        """
        id: ninjas
        name: Ninjas
        source: src
        cards:
          - id: ninja-master
            type: minion
            count: 1
            power: 5
    """,
    )
    problems = read_dataset(empty_project / "data", root=empty_project)[1]
    assert [(p.line, p.message) for p in problems] == [(5, "missing field 'name' in cards[0]")]


def test_check_and_untestable_together_is_a_problem(empty_project: Path):
    problems = problems_for(
        empty_project,
        extra="rulings:\n          - kind: faq\n            text: t\n"
        "            check: {}\n            untestable: no mechanics",
    )
    assert len(problems) == 1
    assert "either a 'check' or an 'untestable' reason" in problems[0].message


def test_every_problem_in_a_file_is_reported(empty_project: Path):
    problems = problems_for(empty_project, power="five", extra="colour: red")
    assert len(problems) == 2


@pytest.mark.parametrize("field", ["published_by", "retrieved"])
def test_an_undated_sources_date_must_say_where_it_comes_from(empty_project: Path, field: str):
    write(
        empty_project,
        "data/sources.yaml",
        f"""
        sources:
          - id: fine
            title: A page with a revision
            kind: wiki
            revised: 2025-01-01
          - id: rulebook
            title: A rulebook that prints no date
            kind: rulebook
            {field}: 2023-06-30
    """,
    )
    problems = read_dataset(empty_project / "data", root=empty_project)[1]
    assert [(p.file.rsplit("/", 1)[-1], p.line, p.message) for p in problems] == [
        (
            "sources.yaml",
            6,
            f"missing field 'date_from' in sources[1] (a record with {field!r} needs it)",
        )
    ]
