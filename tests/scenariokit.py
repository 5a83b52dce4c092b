"""Engine scenarios from tests/scenarios/*.yaml as pytest parameters.

A scenario the engine is known to get wrong carries ``known-failing: <why>``: it runs
as a strict expected failure (an engine error is expected; if it passes, the test
fails, so that the mark is removed once the engine is fixed).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from smashwiki.engine.errors import EngineError
from smashwiki.load import plain
from smashwiki.yamlpos import load_text

SCENARIOS = Path(__file__).with_name("scenarios")
KNOWN_FAILING = "known-failing"


def load(name: str) -> dict[str, dict[str, Any]]:
    """The scenarios of ``tests/scenarios/<name>``, by name (read as data/ reads a ruling's
    check, new each call)."""
    loaded = plain(load_text((SCENARIOS / name).read_text(encoding="utf-8")))
    return dict(loaded or {})


def every(pattern: str = "*.yaml") -> dict[str, dict[str, Any]]:
    """The scenarios of every file of ``tests/scenarios/`` matching ``pattern``, by
    ``<file stem>:<name>``."""
    return {
        f"{path.stem}:{name}": scenario
        for path in sorted(SCENARIOS.glob(pattern))
        for name, scenario in load(path.name).items()
    }


def params(name: str) -> list[Any]:
    """One pytest parameter per scenario (the check without its mark), ids the names;
    the known-failing ones marked as strict expected failures with their reason."""
    result = []
    for key, scenario in load(name).items():
        check = {k: v for k, v in scenario.items() if k != KNOWN_FAILING}
        marks = []
        if KNOWN_FAILING in scenario:
            marks.append(
                pytest.mark.xfail(strict=True, raises=EngineError, reason=scenario[KNOWN_FAILING])
            )
        result.append(pytest.param(check, id=key, marks=marks))
    return result


def passing(scenario: dict[str, Any]) -> bool:
    """False for a scenario marked known-failing."""
    return KNOWN_FAILING not in scenario
