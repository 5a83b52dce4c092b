"""The code follows the project's style: ruff lint and format, mypy --strict.

The checks run in child processes started after collection (``tests/background.py``): each test
here waits for its own and fails with its output exactly when it fails.
"""

from __future__ import annotations

import pytest
from background import outcome


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, id=name, marks=pytest.mark.style_check(name))
        for name in ("ruff-check", "ruff-format")
    ],
)
def test_ruff(name):
    code, output = outcome(name)
    assert code == 0, output


@pytest.mark.style_check("mypy-strict")
def test_mypy_strict_over_the_whole_package():
    """``mypy --strict`` over all of ``smashwiki/`` (pyproject's [tool.mypy])."""
    code, output = outcome("mypy-strict")
    assert code == 0, output
