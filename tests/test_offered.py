"""The engine offers exactly the legal options (tests/scenarios/offered.yaml): for each
immunity, grant and "may", the options a card allows are offered and those it forbids
are not (the mutation test turns each offered option into a not-offered one, and back)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import real_dataset
from scenariokit import params

from smashwiki.checks import catalog
from smashwiki.engine.scenario import run_check

CARDS = catalog(real_dataset())


@pytest.mark.parametrize("check", params("offered.yaml"))
def test_only_the_legal_options_are_offered(check: dict[str, Any]) -> None:
    run_check(check, CARDS)
