"""Honest test runs: skipped tests say why, in one line at the end; CI fails instead."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from conftest import ROOT

TESTS = """
import pytest
from skips import require

def test_needs_a_browser():
    require(False, "no Chromium at /nowhere (apt-get install chromium)")

def test_needs_it_too():
    require(False, "no Chromium at /nowhere (apt-get install chromium)")

def test_needs_axe():
    require(False, "axe-core is not installed (run `npm ci`)")

def test_a_pending_ruling():
    pytest.skip("pending: no check yet")

def test_runs():
    require(True, "never said")
"""


def run(folder: Path, ci: str) -> subprocess.CompletedProcess[str]:
    (folder / "conftest.py").write_text('pytest_plugins = ["skips"]\n', encoding="utf-8")
    (folder / "test_things.py").write_text(TESTS, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "tests"), "CI": ci}
    command = [sys.executable, "-m", "pytest", "-rs", "-p", "no:cacheprovider", "-p", "no:randomly"]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, check=False)


def test_the_project_lists_skip_reasons() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "-rs" in config["tool"]["pytest"]["ini_options"]["addopts"].split()


def test_the_last_line_before_the_counts_says_what_was_skipped_and_why(tmp_path: Path) -> None:
    done = run(tmp_path, ci="")
    assert done.returncode == 0, done.stdout
    lines = done.stdout.splitlines()
    assert lines[-2] == (
        "4 skipped: 2 no Chromium at /nowhere (apt-get install chromium); "
        "1 axe-core is not installed (run `npm ci`); 1 pending rulings"
    )
    assert "1 passed, 4 skipped" in lines[-1]


def test_in_ci_a_missing_browser_fails(tmp_path: Path) -> None:
    done = run(tmp_path, ci="true")
    assert done.returncode == 1
    assert "3 failed, 1 passed, 1 skipped" in done.stdout.splitlines()[-1]
    assert "CI must run this test" in done.stdout
