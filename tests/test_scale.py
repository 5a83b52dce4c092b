"""The build at the scale of all of Smash Up, on a generated corpus (see bench/build.py)."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import sys

import pytest
from conftest import ROOT

from smashwiki.building import pipeline
from smashwiki.corpus import FACTIONS_PER_SCALE, add_factions, write_corpus


@pytest.mark.slow
def test_full_scale_corpus_builds(tmp_path):
    write_corpus(tmp_path, scale=1)
    report = pipeline.build(tmp_path, site=False)
    connection = sqlite3.connect(report.database)
    factions, cards = connection.execute(
        "select (select count(*) from factions), (select count(*) from cards)"
    ).fetchone()
    assert factions == FACTIONS_PER_SCALE
    assert cards > 1500
    assert connection.execute("pragma foreign_key_check").fetchall() == []
    shapes = connection.execute(
        "select (select count(*) from card_types where type = 'character'),"
        " (select count(*) from cards where printed_power = 'X'),"
        " (select count(*) from cards where errata_status = 'unknown'),"
        " (select count(distinct kind) from errata)"
    ).fetchone()
    assert min(shapes) > 0 and shapes[3] == 4


#: What the copy of the project leaves out: the environment, caches, build output, git.
_NOT_COPIED = shutil.ignore_patterns(
    ".venv", ".git", "build", "__pycache__", ".*cache*", "*.egg-info", "node_modules"
)


#: A compile test that names none of these reads no data/: it compiles texts it writes.
_READS_DATA = re.compile(r"\b(ROOT|real_dataset|real_results|project|load_dataset)\b")


def _compile_tests_reading_no_data(project):
    """``--ignore`` arguments for the copy's compile tests that read no data/: factions
    added to data/ cannot change what they check (two thirds of the quick suite's items)."""
    for path in sorted((project / "tests").glob("test_compile_*.py")):
        if not _READS_DATA.search(path.read_text(encoding="utf-8")):
            yield f"--ignore={path.relative_to(project)}"


@pytest.mark.slow
def test_the_suite_passes_with_100_generated_factions_added_to_data(tmp_path):
    """Tests over data/ check only what holds for any valid data: a copy of the project with
    100 real-shaped generated factions added to its data/ passes the quick suite (all of it
    but the compile tests that read no data/)."""
    project = tmp_path / "project"
    shutil.copytree(ROOT, project, ignore=_NOT_COPIED)
    added = add_factions(project / "data", 100, prefix="scale")
    assert len(added) == 100
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-m",
            "not slow",
            "-q",
            "-p",
            "no:cacheprovider",
            "-x",
            "-n",
            "2",
            *_compile_tests_reading_no_data(project),
        ],
        cwd=project,
        env={**os.environ, "PYTHONPATH": str(project)},  # the copy's package, not this one
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
