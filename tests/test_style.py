"""The code follows the project's style: ruff lint and format, mypy --strict."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import ROOT

PYTHON_TREES = ["smashwiki", "tests", "bench"]
#: Packages held to ``mypy --strict`` (the engine, and the foundation it stands on).
STRICT = [
    "smashwiki/engine",
    "smashwiki/model.py",
    "smashwiki/load.py",
    "smashwiki/yamlpos.py",
    "smashwiki/db.py",
    "smashwiki/validate",
    "smashwiki/query.py",
]


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


@pytest.mark.slow
def test_mypy_strict():
    result = run("mypy", "--strict", *STRICT)
    assert result.returncode == 0, result.stdout + result.stderr
