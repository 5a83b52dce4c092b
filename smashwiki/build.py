"""The build pipeline: validate the data, write the database, then build the site.

Later stages (the rules engine's checks) plug in here; each reads what the
previous one produced and nothing else. The site is built from the database
alone, when the project has an ``mkdocs.yml``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .db import write_database
from .load import load_dataset
from .model import Dataset

if TYPE_CHECKING:
    from .site import SiteReport

DATA_DIR = "data"
BUILD_DIR = "build"
DB_NAME = "smashup.db"
MKDOCS_FILE = "mkdocs.yml"


@dataclass(frozen=True)
class BuildReport:
    """What a build produced."""

    dataset: Dataset
    database: Path
    site: SiteReport | None = None


def build(project: Path, out: Path | None = None, *, site: bool = True) -> BuildReport:
    """Validate ``project/data``, write ``out/smashup.db`` (default ``project/build``) and,
    if ``site`` and the project has an ``mkdocs.yml``, the site in ``out/docs`` and ``out/site``.

    Raises :class:`~smashwiki.errors.DataError` before writing anything if the data
    has problems, and :class:`~smashwiki.errors.BuildError` if the site fails to build
    (then the previous site is left as it was).
    """
    project = Path(project)
    out = Path(out) if out else project / BUILD_DIR
    dataset = load_dataset(project / DATA_DIR, root=project)
    database = write_database(dataset, out / DB_NAME)
    site_report = None
    if site and (project / MKDOCS_FILE).is_file():
        from .site import build_site  # mkdocs is slow to import; only load it when needed

        site_report = build_site(database, out, config_file=project / MKDOCS_FILE)
    return BuildReport(dataset, database, site_report)


def check(project: Path) -> Dataset:
    """Validate ``project/data`` only; raise :class:`~smashwiki.errors.DataError` on problems."""
    project = Path(project)
    return load_dataset(project / DATA_DIR, root=project)
