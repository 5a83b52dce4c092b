"""The style checks (ruff, ``mypy --strict``) as subprocesses started when the session's
tests are known, so that they run on another core while the other tests run.

A test of ``tests/test_style.py`` marked ``style_check(NAME)`` asks :func:`outcome` for its
check's exit status and output: it waits for the run started after collection, or starts one
then. Only the checks of the tests that will run are started (``-k``, ``-m``, one file), and
none in ``--collect-only`` or in a pytest-xdist worker (the other core is busy there already).
A run nobody waited for (``-x`` stopped the session, Ctrl-C) is killed when the session ends.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYTHON_TREES = ["smashwiki", "tests", "bench"]

#: Each check by name: the module run with ``python -m`` and its arguments.
CHECKS: dict[str, list[str]] = {
    "ruff-check": ["ruff", "check", *PYTHON_TREES],
    "ruff-format": ["ruff", "format", "--check", *PYTHON_TREES],
    # pyproject's [tool.mypy]; a warm cache (.mypy_cache) makes it a fraction of a second.
    "mypy-strict": ["mypy", "--strict", "smashwiki"],
}


class Run:
    """One check running in a child process, its output (stdout and stderr) in a temporary
    file, so that a long output never blocks it."""

    def __init__(self, name: str) -> None:
        # closed by wait() or stop(), which the session always reaches
        self.output: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, "-m", *CHECKS[name]],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=self.output,
            stderr=subprocess.STDOUT,
        )

    def wait(self) -> tuple[int, str]:
        """Wait for the check to end: its exit status and its output."""
        code = self.process.wait()
        self.output.seek(0)
        text = self.output.read().decode("utf-8", "replace")
        self.output.close()
        return code, text

    def stop(self) -> None:
        """Kill the check if it is still running, and forget its output."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.output.close()


_started: dict[str, Run] = {}


def outcome(name: str) -> tuple[int, str]:
    """The exit status and output of the check ``name`` (one of :data:`CHECKS`), run
    once: the run started after collection if there is one, else a run started now."""
    run = _started.pop(name, None) or Run(name)
    return run.wait()


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the checks of the collected (and not deselected) tests that ask for one."""
    if session.config.option.collectonly or "PYTEST_XDIST_WORKER" in os.environ:
        return
    for item in session.items:
        for mark in item.iter_markers("style_check"):
            name = mark.args[0]
            if name not in _started:
                _started[name] = Run(name)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Leave no check behind: kill those no test waited for."""
    while _started:
        _started.popitem()[1].stop()
