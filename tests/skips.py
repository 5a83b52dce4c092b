"""Honest test runs: what was skipped, and why, in one line at the end of the run; and in CI
(``CI=true``, as GitHub Actions and ``.ci/run`` set it) a missing browser or axe-core is a
failure, not a skip, so CI can't pass without having run the browser tests.

Loaded by ``tests/conftest.py`` (``pytest_plugins``); ``pytest -rs`` (in the project's
``addopts``) lists every skipped test with its reason above that line.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Generator

import pytest


def in_ci() -> bool:
    """True when the tests run in CI, where nothing a fresh machine lacks may be skipped."""
    return os.environ.get("CI", "").lower() in {"true", "1"}


def require(present: bool, reason: str) -> None:
    """Skip the test with ``reason`` unless ``present``; in CI fail instead of skipping."""
    if present:
        return
    if in_ci():
        pytest.fail(f"{reason} (CI must run this test: .ci/run installs it)", pytrace=False)
    pytest.skip(reason)


def _why(report: pytest.TestReport) -> str:
    """The reason a skipped test gives, grouped: a ruling's by its status word."""
    longrepr = report.longrepr
    reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    reason = reason.removeprefix("Skipped: ")
    status, colon, _ = reason.partition(":")
    if colon and status in {"pending", "untestable"}:
        return f"{status} rulings"
    return reason


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter,
) -> Generator[None, None, None]:
    """After pytest's own summary (``-rs`` included), one line: how many tests were skipped
    for each reason."""
    yield
    skipped = terminalreporter.stats.get("skipped", [])
    reasons = Counter(_why(report) for report in skipped)
    if reasons:
        parts = [f"{count} {reason}" for reason, count in reasons.most_common()]
        terminalreporter.write_line(f"{len(skipped)} skipped: " + "; ".join(parts))
