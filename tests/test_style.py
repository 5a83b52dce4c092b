"""The code follows the project's style: ruff lint and format, mypy --strict."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import ROOT

PYTHON_TREES = ["smashwiki", "tests", "bench"]


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize(
    "command",
    [["ruff", "check", *PYTHON_TREES], ["ruff", "format", "--check", *PYTHON_TREES]],
    ids=["ruff-check", "ruff-format"],
)
def test_ruff(command):
    result = run(*command)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_over_the_whole_package():
    """``mypy --strict`` over all of ``smashwiki/`` (pyproject's [tool.mypy]; a warm cache
    makes this a fraction of a second)."""
    result = run("mypy", "--strict", "smashwiki")
    assert result.returncode == 0, result.stdout + result.stderr
