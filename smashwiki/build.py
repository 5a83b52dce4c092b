"""The build pipeline: validate the data, then write the database.

Later stages (the rules engine's checks, the site) plug in here; each reads what
the previous one produced and nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from . import checks
from .db import write_database
from .load import load_dataset
from .model import CheckResult, Dataset

DATA_DIR = "data"
BUILD_DIR = "build"
DB_NAME = "smashup.db"


@dataclass(frozen=True)
class BuildReport:
    """What a build produced."""

    dataset: Dataset
    database: Path
    results: Mapping[str, CheckResult] = field(default_factory=dict)

    def failing(self) -> list[CheckResult]:
        """The rulings whose checks fail."""
        return failing(self.results)


def build(project: Path, out: Path | None = None) -> BuildReport:
    """Validate ``project/data``, run every ruling's check, and write ``out/smashup.db``
    (default ``project/build``) with each ruling's status and worked example.

    Raises :class:`~smashwiki.errors.DataError` before writing anything if the data
    has problems. Failing checks do not stop the build: they are stored as
    ``failing`` and listed by :meth:`BuildReport.failing` (the CLI then exits 1).
    """
    project = Path(project)
    out = Path(out) if out else project / BUILD_DIR
    dataset = load_dataset(project / DATA_DIR, root=project)
    results = check_rulings(dataset)
    database = write_database(
        dataset, out / DB_NAME, results=results, implemented=checks.implemented(dataset)
    )
    return BuildReport(dataset, database, results)


def check(project: Path) -> Dataset:
    """Validate ``project/data`` only; raise :class:`~smashwiki.errors.DataError` on problems."""
    project = Path(project)
    return load_dataset(project / DATA_DIR, root=project)


def check_rulings(dataset: Dataset) -> dict[str, CheckResult]:
    """Run every ruling's check with the rules engine: its status and worked example."""
    return checks.run_all(dataset)


def failing(results: Mapping[str, CheckResult]) -> list[CheckResult]:
    """The failing results, in ruling order."""
    return [result for result in results.values() if result.status == "failing"]
