"""Checks that can fail: change one expected value of a passing check, and it must fail.

Every verified ruling in data/ and every engine scenario in the tests is mutated
once per expectation (see :func:`smashwiki.engine.scenario.mutants`). A mutant
counts as caught only when the engine disagrees with it (an expectation fails, or
the step or answer it now calls legal is refused); a mutant that passes, or that
merely breaks the scenario, is a defect of the check.

Changing one value cannot find a check whose expectations all hold before its steps (each
mutant of it fails too, yet its steps prove nothing): ``run_check`` refuses such a check,
so every original here is held to that; the mutants are run with ``vacuous=True``, as a
changed expectation may well hold at the start.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import real_dataset, real_results
from scenariokit import every, passing

from smashwiki.checks import catalog
from smashwiki.engine.errors import EngineError, ExpectationFailed, IllegalAction
from smashwiki.engine.scenario import mutants, run_check

DATASET = real_dataset()
CARDS = catalog(DATASET)


def _checks() -> list[Any]:
    cases = []
    for ruling in DATASET.checked:  # the rulings, then the project's checks of rule statements
        if ruling.check is not None:
            status = real_results()[ruling.id].status  # run_ruling on CARDS, once a session
            if status in ("verified", "verified-standin"):
                cases.append(pytest.param(ruling.check, id=ruling.id))
    for name, check in every().items():
        if passing(check):  # a known-failing scenario has nothing to mutate yet
            cases.append(pytest.param(check, id=name))
    return cases


def _caught(mutant: dict[str, Any]) -> str | None:
    """Why the engine rejects ``mutant``, or None if it passes or is merely malformed."""
    try:
        run_check(mutant, CARDS, vacuous=True)  # a changed expectation may hold at the start
    except (ExpectationFailed, IllegalAction) as error:
        return str(error)
    except EngineError:
        return None
    return None


@pytest.mark.parametrize("check", _checks())
def test_every_changed_expectation_fails(check: dict[str, Any]) -> None:
    run_check(check, CARDS)  # the original passes
    found = list(mutants(check))
    assert found, "a check must expect something"
    survivors = [what for what, mutant in found if _caught(mutant) is None]
    assert not survivors, f"these changes still pass (or break the check): {survivors}"


def test_a_survivor_is_reported() -> None:
    check = {
        "setup": {"bases": [{"name": "bank", "breakpoint": 20}]},
        "expect": {"no-events": [{"kind": "no-such-event"}]},
    }
    [(what, mutant)] = mutants(check)
    assert what == "expect no-events"
    assert _caught(mutant) is not None  # 'events' now wants it, and it never happens
