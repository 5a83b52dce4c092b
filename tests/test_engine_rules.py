"""The rules, one scenario each, in the same format as a ruling's check.

Each scenario is run by the engine; it passes only if every expectation holds.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from smashwiki.engine.scenario import run_check

SCENARIOS = YAML(typ="safe").load(
    Path(__file__).with_name("scenarios").joinpath("rules.yaml").read_text()
)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_rule(name: str) -> None:
    run_check(SCENARIOS[name])
