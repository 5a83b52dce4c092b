"""The data version: which commit of ``data/`` a build was made from.

Every download of a build (the database, its Datasette metadata, the JSON and CSV files)
carries it, so a file says which data it holds: the last commit that changed ``data/``, its
date, and whether ``data/`` had changes not yet committed. It is read from git; a project
that is not a git checkout (or has no git) has no version, and says so.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

DATA_DIR = "data"


@dataclass(frozen=True)
class DataVersion:
    """The commit (full SHA) of ``data/`` a build was made from and its date (UTC, ISO
    8601), ``None`` both when not known; ``modified`` when ``data/`` differed from it."""

    commit: str | None = None
    date: str | None = None
    modified: bool = False

    @property
    def label(self) -> str:
        """The version in words, e.g. ``2026-12-01, commit 1a2b3c4`` (``unversioned``).

        >>> DataVersion("1a2b3c4d5e", "2026-12-01T10:00:00Z").label
        '2026-12-01, commit 1a2b3c4'
        >>> DataVersion("1a2b3c4d5e", "2026-12-01T10:00:00Z", modified=True).label
        '2026-12-01, commit 1a2b3c4 with changes not committed'
        """
        if self.commit is None or self.date is None:
            return "unversioned (not built from a git checkout)"
        label = f"{self.date[:10]}, commit {self.commit[:7]}"
        return f"{label} with changes not committed" if self.modified else label

    def as_dict(self) -> dict[str, str | bool | None]:
        """The version as JSON-ready values (``commit``, ``date``, ``modified``)."""
        return {"commit": self.commit, "date": self.date, "modified": self.modified}


UNVERSIONED = DataVersion()


def data_version(project: Path) -> DataVersion:
    """The version of ``project/data``: its last commit and that commit's date, from git
    (:data:`UNVERSIONED` if the project is not in a git checkout or git is missing)."""
    data = Path(project) / DATA_DIR
    logged = _git(
        data, "log", "-1", "--format=%H %cd", "--date=format-local:%Y-%m-%dT%H:%M:%SZ", "--", "."
    )
    if not logged:
        return UNVERSIONED
    commit, _, date = logged.partition(" ")
    changes = _git(data, "status", "--porcelain", "--untracked-files=all", "--", ".")
    return DataVersion(commit, date, modified=bool(changes))


def _git(folder: Path, *args: str) -> str:
    """What ``git args`` prints in ``folder``, stripped ("" if git fails or is missing)."""
    try:
        done = subprocess.run(
            ["git", "-C", str(folder), *args],
            capture_output=True,
            text=True,
            check=False,
            env={**os.environ, "TZ": "UTC", "LC_ALL": "C"},
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""
