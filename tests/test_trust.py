"""The rules a pull request is checked against are the package's, and the build writes
only inside its output folder, whatever the data says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import problems, write

from smashwiki.building import pipeline
from smashwiki.contain import OutsideOutput, inside
from smashwiki.errors import DataError
from smashwiki.load import SCHEMA_DIR

ROOT = Path(__file__).resolve().parent.parent

LOOSE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$defs": {"slug": {"type": "string"}, "ref": {"type": "string"}},
}


def _faction(card_id: str) -> str:
    return f"""
        id: ninjas
        name: Ninjas
        source: src
        partial: true
        cards:
          - id: {card_id}
            name: Ninja Master
            type: minion
            count: 1
            power: 5
    """


def test_the_schemas_come_from_the_package() -> None:
    assert SCHEMA_DIR == ROOT / "smashwiki" / "schema"
    assert not (ROOT / "data" / "schema").exists()
    assert {p.name for p in SCHEMA_DIR.glob("*.schema.json")} >= {
        "common.schema.json",
        "faction.schema.json",
    }


def test_every_data_file_points_its_editor_at_the_package_schema() -> None:
    for path in sorted((ROOT / "data").rglob("*.yaml")):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema="), path
        target = (path.parent / first.split("$schema=", 1)[1]).resolve()
        assert target.parent == SCHEMA_DIR and target.is_file(), path


def test_a_schema_in_data_is_not_read(empty_project: Path) -> None:
    schema_dir = empty_project / "data" / "schema"
    schema_dir.mkdir()
    (schema_dir / "common.schema.json").write_text(json.dumps(LOOSE_SCHEMA), encoding="utf-8")
    write(empty_project, "data/factions/ninjas.yaml", _faction('"../../../escape"'))
    assert problems(empty_project) == [
        "data/factions/ninjas.yaml:6:5: invalid id '../../../escape': "
        "expected a lowercase slug such as 'time-travelers'"
    ]


@pytest.mark.parametrize(
    ("written", "shown"),
    [
        ('"jumper\\n"', "'jumper\\n'"),
        ('"a/b"', "'a/b'"),
        ('".."', "'..'"),
        ('"Doctor-When"', "'Doctor-When'"),
        ('"a--b"', "'a--b'"),
        ("x" * 201, "'" + "x" * 201 + "'"),
    ],
    ids=["final-newline", "slash", "dot-dot", "upper-case", "double-hyphen", "too-long"],
)
def test_a_card_id_is_checked_in_python(empty_project: Path, written: str, shown: str) -> None:
    write(empty_project, "data/factions/ninjas.yaml", _faction(written))
    found = problems(empty_project)
    assert len(found) == 1, found
    assert found[0].startswith(f"data/factions/ninjas.yaml:6:5: invalid id {shown}: ")


def test_an_escaping_id_builds_nothing_anywhere(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "data").mkdir(parents=True)
    for name in ("sources.yaml", "sets.yaml"):
        (project / "data" / name).write_text(
            (ROOT / "data" / name).read_text(encoding="utf-8"), encoding="utf-8"
        )
    schema_dir = project / "data" / "schema"
    schema_dir.mkdir()
    (schema_dir / "common.schema.json").write_text(json.dumps(LOOSE_SCHEMA), encoding="utf-8")
    source = "aeg-wiki-musketeers"
    text = _faction('"../../../../escape"').replace("source: src", f"source: {source}")
    write(project, "data/factions/ninjas.yaml", text)
    before = sorted(p for p in tmp_path.rglob("*"))
    with pytest.raises(DataError) as caught:
        pipeline.build(project, site=False)
    assert "invalid id '../../../../escape'" in caught.value.report()
    assert sorted(p for p in tmp_path.rglob("*")) == before


@pytest.mark.parametrize(
    "relative",
    ["../escape/index.md", "cards/../../escape/index.md", "/etc/index.md", "a\0b", ".", ""],
    ids=["parent", "climbs-back", "absolute", "nul", "dot", "empty"],
)
def test_inside_refuses_to_leave_its_folder(tmp_path: Path, relative: str) -> None:
    with pytest.raises(OutsideOutput, match="is not inside"):
        inside(tmp_path / "docs", relative)


def test_inside_refuses_a_symlink_out(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "cards").symlink_to(tmp_path)
    with pytest.raises(OutsideOutput):
        inside(docs, "cards/x/index.md")
    assert inside(docs, "factions/x/index.md") == docs.resolve() / "factions/x/index.md"


def test_a_page_whose_address_climbs_out_is_refused(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from smashwiki.site.render import environment, write_page

    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "page.md.j2").write_text("# {{ page.url }}\n", encoding="utf-8")
    docs = tmp_path / "out" / "docs"
    docs.mkdir(parents=True)
    page = SimpleNamespace(url="../../escape/")
    with pytest.raises(OutsideOutput):
        write_page(environment(templates), docs, "page.md.j2", page)
    assert not (tmp_path / "escape").exists()
