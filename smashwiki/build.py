"""The build pipeline: validate the data, then write the database.

Later stages (the rules engine's checks, the site) plug in here; each reads what
the previous one produced and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .db import write_database
from .load import load_dataset
from .model import Dataset

DATA_DIR = "data"
BUILD_DIR = "build"
DB_NAME = "smashup.db"


@dataclass(frozen=True)
class BuildReport:
    """What a build produced."""

    dataset: Dataset
    database: Path


def build(project: Path, out: Path | None = None) -> BuildReport:
    """Validate ``project/data`` and write ``out/smashup.db`` (default ``project/build``).

    Raises :class:`~smashwiki.errors.DataError` before writing anything if the data
    has problems.
    """
    project = Path(project)
    out = Path(out) if out else project / BUILD_DIR
    dataset = load_dataset(project / DATA_DIR, root=project)
    database = write_database(dataset, out / DB_NAME)
    return BuildReport(dataset, database)


def check(project: Path) -> Dataset:
    """Validate ``project/data`` only; raise :class:`~smashwiki.errors.DataError` on problems."""
    project = Path(project)
    return load_dataset(project / DATA_DIR, root=project)
