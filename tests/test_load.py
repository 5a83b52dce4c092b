"""Loading data/ into the model, with positions."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT, write

from smashwiki.errors import DataError
from smashwiki.load import file_kind, load_dataset, read_dataset


def test_real_data_loads_without_problems():
    dataset = load_dataset(ROOT / "data", root=ROOT)
    doctor = dataset.card("time-travelers/doctor-when")
    assert (doctor.type, doctor.power, doctor.count) == ("minion", 5, 1)
    assert doctor.where.file == "data/factions/time-travelers.yaml"
    assert doctor.where.line > 1


def test_card_rulings_get_ids_from_their_card_and_position():
    dataset = load_dataset(ROOT / "data", root=ROOT)
    ruling = next(r for r in dataset.rulings if r.id == "time-travelers/doctor-when#1")
    assert ruling.card_ids[0] == "time-travelers/doctor-when"
    assert ruling.source_id  # inherited from the card or faction when not given


@pytest.mark.parametrize(
    ("relative", "kind"),
    [
        ("sources.yaml", "sources"),
        ("factions/time-travelers.yaml", "faction"),
        ("rules/scoring.yaml", "rules"),
        ("rulings/provisos.yaml", "rulings"),
        ("cards/disney-edition.yaml", "cards"),
        ("factions/nested/x.yaml", None),
        ("notes.yaml", None),
    ],
    ids=lambda v: str(v),
)
def test_file_kind_comes_from_the_path(relative, kind):
    assert file_kind(relative) == kind


def test_yaml_syntax_error_names_file_and_line(empty_project: Path):
    write(
        empty_project,
        "data/factions/broken.yaml",
        """
        id: broken
        name: [unclosed
        source: src
    """,
    )
    _, problems = read_dataset(empty_project / "data", root=empty_project)
    assert len(problems) == 1
    assert problems[0].file == "data/factions/broken.yaml"
    assert problems[0].line >= 2
    assert "YAML syntax error" in problems[0].message


def test_unknown_data_file_is_a_problem(empty_project: Path):
    write(empty_project, "data/notes.yaml", "a: 1\n")
    with pytest.raises(DataError) as caught:
        load_dataset(empty_project / "data", root=empty_project)
    assert "not a known kind of data file" in caught.value.report()


def test_file_name_must_match_the_id_inside(empty_project: Path):
    write(
        empty_project,
        "data/factions/pirates.yaml",
        """
        id: ninjas
        name: Ninjas
        source: src
    """,
    )
    _, problems = read_dataset(empty_project / "data", root=empty_project)
    assert [(p.line, "rename the file to ninjas.yaml" in p.message) for p in problems] == [
        (1, True)
    ]


def test_dates_are_read_as_iso_strings(empty_project: Path):
    write(
        empty_project,
        "data/changelog.yaml",
        """
        changelog:
          - date: 2025-10-23
            source: src
            text: Fixed a count.
    """,
    )
    dataset = load_dataset(empty_project / "data", root=empty_project)
    assert dataset.changelog[0].date == "2025-10-23"


def test_an_unreadable_file_does_not_make_every_reference_to_it_dangle(project: Path):
    (project / "data" / "sets.yaml").write_text("sets:\n  - id: x\n  name: [\n")
    with pytest.raises(DataError) as caught:
        load_dataset(project / "data", root=project)
    problems = caught.value.problems
    assert [p.file for p in problems] == ["data/sets.yaml"]
    assert "YAML syntax error" in problems[0].message
