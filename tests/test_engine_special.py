"""Me First!, counters and the special cards of later sets, one scenario each."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from smashwiki.engine.scenario import run_check

SCENARIOS = YAML(typ="safe").load(
    Path(__file__).with_name("scenarios").joinpath("special.yaml").read_text()
)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_special_rule(name: str) -> None:
    run_check(SCENARIOS[name])
