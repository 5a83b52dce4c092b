"""Checks over the whole data set, one module each.

Every check is a function ``check(dataset) -> Iterable[Problem]``. The file-level
checks (unknown keys, wrong types, missing fields) come from the JSON Schemas and
run while loading (:func:`smashwiki.load.read_dataset`); these run after it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..errors import Problem
from ..model import Dataset
from . import (
    card_stats,
    deck_size,
    discrepancies,
    id_format,
    references,
    statements,
    unique_ids,
)

Check = Callable[[Dataset], Iterable[Problem]]

#: Every data-set check, in the order they run.
CHECKS: tuple[Check, ...] = (
    id_format.check,
    unique_ids.check,
    references.check,
    deck_size.check,
    card_stats.check,
    discrepancies.check,
    statements.check,
    statements.links,
)
#: The checks that a name refers to a record: left out while a file can't be read.
REFERENCE_CHECKS: tuple[Check, ...] = (references.check, statements.links)


def run_checks(
    dataset: Dataset, *, skip_references: bool = False, quiet: Sequence[Problem] = ()
) -> list[Problem]:
    """Run every check and collect all their problems.

    With ``skip_references`` (set when a file could not be read, so its ids are
    missing) the reference checks are left out rather than report every use of
    those ids as dangling. ``quiet`` are the problems the files already have: a
    check assumes what the schemas promise, so while there are such problems a
    check that trips over a value of the wrong type is left out (its problems come
    once the files are fixed) instead of raising.
    """
    checks = [c for c in CHECKS if not (skip_references and c in REFERENCE_CHECKS)]
    problems: list[Problem] = []
    for check in checks:
        try:
            problems.extend(check(dataset))
        except (TypeError, ValueError, AttributeError, KeyError):
            if not quiet:
                raise
    return problems
