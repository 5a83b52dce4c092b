"""The rules, one scenario each, in the same format as a ruling's check.

Each scenario is run by the engine; it passes only if every expectation holds. Most
rules scenarios live beside the rule statement they prove, in ``data/rules/``; these
are the ones that prove no single statement.
"""

from __future__ import annotations

from typing import Any

import pytest
from scenariokit import params

from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize("check", params("rules.yaml"))
def test_rule(check: dict[str, Any]) -> None:
    run_check(check)
