"""Me First!, counters and the special cards of later sets, one scenario each."""

from __future__ import annotations

from typing import Any

import pytest
from scenariokit import params

from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize("check", params("special.yaml"))
def test_special_rule(check: dict[str, Any]) -> None:
    run_check(check)
