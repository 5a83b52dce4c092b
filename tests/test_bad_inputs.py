"""The corpus of bad inputs: each gives exactly its problems (file:line:col: message),
exit status 1, no traceback, and leaves the previous build and data/ untouched.

The cases are in ``tests/badinputs.py``; the problems each must give, in
``tests/fixtures/bad-inputs.txt``.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from badinputs import BASE, CASES, Case, write_edit
from click.testing import CliRunner

from smashwiki import build as pipeline
from smashwiki.cli import cli

GOLDEN = Path(__file__).parent / "fixtures" / "bad-inputs.txt"


def _expected() -> dict[str, list[str]]:
    blocks: dict[str, list[str]] = {}
    current: list[str] = []
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if line.startswith("== "):
            current = blocks.setdefault(line[3:], [])
        elif line and not line.startswith("#"):
            current.append(line)
    return blocks


EXPECTED = _expected()


def snapshot(folder: Path) -> dict[str, object]:
    """Every entry under ``folder`` without following links or opening anything but
    regular files: a file's bytes, a link's target, a folder, or another kind."""
    found: dict[str, object] = {}
    for here, dirs, files in os.walk(folder, followlinks=False):
        for name in [*dirs, *files]:
            path = Path(here, name)
            mode = path.lstat().st_mode
            key = path.relative_to(folder).as_posix()
            if stat.S_ISLNK(mode):
                found[key] = ("link", os.readlink(path))
            elif stat.S_ISREG(mode):
                found[key] = path.read_bytes()
            else:
                found[key] = ("folder" if stat.S_ISDIR(mode) else "other", stat.S_IFMT(mode))
    return found


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The valid project, built once (database only)."""
    root = tmp_path_factory.mktemp("template") / "project"
    for name, text in BASE.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    pipeline.build(root, site=False)
    return root


def _project(built: Path, tmp_path: Path, case: Case) -> tuple[Path, dict, dict]:
    root = tmp_path / "project"
    shutil.copytree(built, root, symlinks=True)
    write_edit(root, case.edit)
    return root, snapshot(root / "build"), snapshot(root / "data")


def test_every_case_has_its_expected_problems() -> None:
    assert len(CASES) >= 50
    assert [case.id for case in CASES] == list(EXPECTED)
    assert all(EXPECTED.values())


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_a_bad_input_is_reported_and_changes_nothing(
    built: Path, tmp_path: Path, case: Case
) -> None:
    root, build_before, data_before = _project(built, tmp_path, case)
    result = CliRunner().invoke(cli, ["build", "--project", str(root), "--no-site"])
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.output.splitlines()
    problems = EXPECTED[case.id]
    assert lines[:-1] == problems
    noun = "problem" if len(problems) == 1 else "problems"
    assert lines[-1] == (
        f"Error: {len(problems)} {noun} in the data; nothing was written. "
        "Fix them and run the command again."
    )
    assert snapshot(root / "build") == build_before
    assert snapshot(root / "data") == data_before


@pytest.mark.parametrize(
    "case_id", ["billion-laughs", "recursive-alias", "custom-tag", "power-23-digits", "fifo"]
)
def test_check_reports_them_too(built: Path, tmp_path: Path, case_id: str) -> None:
    case = next(case for case in CASES if case.id == case_id)
    root, _, data_before = _project(built, tmp_path, case)
    result = CliRunner().invoke(cli, ["check", "--project", str(root)])
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    for problem in EXPECTED[case_id]:
        assert problem in result.output.splitlines()
    assert snapshot(root / "data") == data_before
