"""Build output that can't be half-published: one switch makes a build visible, an
interrupted build leaves nothing the next one doesn't clean, and ``--out`` never
deletes what smashwiki did not write."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashwiki import output
from smashwiki.building import pipeline
from smashwiki.cli import cli
from smashwiki.errors import BuildError

REPO = Path(__file__).resolve().parents[1]
FIXTURE = REPO / "tests" / "fixtures" / "site"


def _project(root: Path, *, site: bool = False) -> Path:
    """A project with the fixture data (and, with ``site``, templates and mkdocs.yml)."""
    shutil.copytree(FIXTURE / "data", root / "data")
    if site:
        shutil.copytree(REPO / "templates", root / "templates")
        config = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
        hooks = str(REPO / "smashwiki" / "site" / "hooks.py")
        (root / "mkdocs.yml").write_text(config.replace("smashwiki/site/hooks.py", hooks))
    return root


def _cards(database: Path) -> int:
    with sqlite3.connect(database) as connection:
        return int(connection.execute("select count(*) from cards").fetchone()[0])


def _hidden(out: Path) -> list[str]:
    return sorted(p.name for p in out.iterdir() if p.name.startswith("."))


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


def test_a_build_is_one_version_behind_one_link(tmp_path: Path) -> None:
    project = _project(tmp_path / "project")
    report = pipeline.build(project, site=False)
    out = project / "build"
    first = output.current_version(out)
    assert first is not None and first.name.startswith(".build-")
    assert os.readlink(out / "smashup.db") == ".current/smashup.db"
    assert report.database == out / "smashup.db" and _cards(report.database) > 0
    pipeline.build(project, site=False)
    second = output.current_version(out)
    assert second != first and not first.exists()
    assert _hidden(out) == sorted([".current", ".smashwiki-build", ".smashwiki-lock", second.name])


def test_a_build_with_its_site_switches_both_at_once(tmp_path: Path) -> None:
    project = _project(tmp_path / "project", site=True)
    pipeline.build(project)
    out = project / "build"
    assert (out / "site" / "index.html").is_file()
    assert (out / "docs" / "smashup.db").is_file()
    assert (out / "site").resolve().parent == (out / "smashup.db").resolve().parent


def test_a_build_without_a_site_removes_the_previous_site_with_its_database(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    for number, site in enumerate((True, False, True, False)):
        version = output.new_version(out)
        (version / "smashup.db").write_text(f"database {number}")
        (version / "metadata.json").write_text("{}")
        if site:
            (version / "docs").mkdir()
            (version / "site").mkdir()
            (version / "site" / "index.html").write_text(f"site {number}")
        output.publish(version, out)
        assert (out / "smashup.db").read_text() == f"database {number}"
        for name in ("docs", "site"):
            assert os.path.lexists(out / name) == site  # never a link to nothing
        if site:
            assert (out / "site" / "index.html").read_text() == f"site {number}"
    assert sorted(p.name for p in out.iterdir() if not p.name.startswith(".")) == [
        "metadata.json",
        "smashup.db",
    ]


def test_leftovers_of_interrupted_builds_are_cleaned(tmp_path: Path) -> None:
    project = _project(tmp_path / "project")
    out = project / "build"
    pipeline.build(project, site=False)
    for name in (".build-killed", ".site.old-1234", ".docs.old-1234", ".site-build-x"):
        (out / name).mkdir()
        (out / name / "half-written").write_text("x")
    (out / ".current-dead").symlink_to(".build-killed")
    pipeline.build(project, site=False)
    current = output.current_version(out)
    assert current is not None
    assert _hidden(out) == sorted([".current", ".smashwiki-build", ".smashwiki-lock", current.name])


def test_a_build_that_fails_before_the_switch_changes_nothing_visible(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = _project(tmp_path / "project")
    out = project / "build"
    pipeline.build(project, site=False)
    before = output.current_version(out)
    visible = _snapshot(out / ".current")

    def killed(version: Path, where: Path) -> None:
        raise KeyboardInterrupt  # as a kill between the last stage and the switch

    monkeypatch.setattr(output, "publish", killed)
    with pytest.raises(KeyboardInterrupt):
        pipeline.build(project, site=False)
    assert output.current_version(out) == before
    assert _snapshot(out / ".current") == visible
    assert len([n for n in _hidden(out) if n.startswith(".build-")]) == 2  # one left over
    monkeypatch.undo()
    pipeline.build(project, site=False)
    assert len([n for n in _hidden(out) if n.startswith(".build-")]) == 1


def test_a_build_whose_site_fails_leaves_no_version_behind(tmp_path: Path) -> None:
    project = _project(tmp_path / "project", site=True)
    out = project / "build"
    pipeline.build(project, site=False)
    before = output.current_version(out)
    assert before is not None
    (project / "templates" / "card.md.j2").write_text("{% if %}", encoding="utf-8")
    with pytest.raises(BuildError, match="card.md.j2"):
        pipeline.build(project)
    assert output.current_version(out) == before
    leftovers = [n for n in _hidden(out) if n.startswith((".build-", ".site-build-"))]
    assert leftovers == [before.name]


def test_an_old_layout_of_the_default_build_folder_is_adopted(tmp_path: Path) -> None:
    project = _project(tmp_path / "project")
    out = project / "build"
    (out / "site").mkdir(parents=True)
    (out / "site" / "index.html").write_text("old site")
    (out / "smashup.db").write_bytes(b"old database")
    pipeline.build(project, site=False)
    assert (out / "smashup.db").is_symlink() and _cards(out / "smashup.db") > 0
    assert not os.path.lexists(out / "site")  # no site built: none shown, no dangling link
    assert [n for n in _hidden(out) if n.startswith(".old-")] == []


@pytest.mark.parametrize("name", ["docs", "site", "smashup.db"])
def test_out_refuses_a_folder_it_did_not_make(tmp_path: Path, name: str) -> None:
    project = _project(tmp_path / "project")
    out = tmp_path / "mine"
    (out / "docs").mkdir(parents=True) if name == "docs" else None
    target = out / name
    if name == "site":
        target.mkdir(parents=True)
    if target.is_dir():
        (target / "notes.md").write_text("my own notes")
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("my own file")
    before = _snapshot(out)
    result = CliRunner().invoke(
        cli, ["build", "--project", str(project), "--out", str(out), "--no-site"]
    )
    assert result.exit_code == 1
    assert f"Error: {out} holds {name}, which smashwiki build did not write" in result.output
    assert "nothing was deleted or written" in result.output
    assert _snapshot(out) == before
    assert sorted(p.name for p in out.iterdir()) == sorted(before_names(before))


def before_names(snapshot: dict[str, bytes]) -> set[str]:
    return {name.split("/", 1)[0] for name in snapshot}


def test_out_writes_beside_foreign_files_it_does_not_replace(tmp_path: Path) -> None:
    project = _project(tmp_path / "project")
    out = tmp_path / "shared"
    out.mkdir()
    (out / "README.txt").write_text("keep me")
    for _ in range(2):
        result = CliRunner().invoke(
            cli, ["build", "--project", str(project), "--out", str(out), "--no-site"]
        )
        assert result.exit_code == 0, result.output
    assert (out / "README.txt").read_text() == "keep me"
    assert (out / output.MARKER).is_file() and _cards(out / "smashup.db") > 0


def test_out_inside_data_is_refused(tmp_path: Path) -> None:
    project = _project(tmp_path / "project")
    with pytest.raises(BuildError, match="is inside data/"):
        pipeline.build(project, project / "data" / "out", site=False)
    assert not (project / "data" / "out").exists()


def test_a_disk_error_is_a_message_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = _project(tmp_path / "project")

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device", str(tmp_path / "build" / "smashup.db"))

    monkeypatch.setattr("smashwiki.db.write_database", full)  # build imports it when it writes
    result = CliRunner().invoke(cli, ["build", "--project", str(project), "--no-site"])
    assert result.exit_code == 1
    assert "No space left on device" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
