"""The build pipeline: validate the data, run every ruling's check, write the
database, then build the site from the database.

Each stage reads what the previous one produced and nothing else. Everything is
built in a staging folder inside the output folder and moved into place only
when every stage has succeeded, so a failed build leaves the previous database
and site exactly as they were.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from . import checks
from .db import metadata_file, write_database
from .errors import DataError
from .load import load_dataset
from .model import CheckResult, Dataset

if TYPE_CHECKING:
    from .site import SiteReport

DATA_DIR = "data"
BUILD_DIR = "build"
DB_NAME = "smashup.db"
MKDOCS_FILE = "mkdocs.yml"
SITE_FOLDERS = ("docs", "site")
#: Kept between builds so the next one does only the work that changed: the Markdown as last
#: rendered, and the site published before the last (smashwiki.site.publish.build_site).
CACHE_DIR = ".cache"


@dataclass(frozen=True)
class BuildReport:
    """What a build produced."""

    dataset: Dataset
    database: Path
    results: Mapping[str, CheckResult] = field(default_factory=dict)
    site: SiteReport | None = None

    def failing(self) -> list[CheckResult]:
        """The rulings whose checks fail unexpectedly (not marked known-failing)."""
        return failing(self.results)


def build(project: Path, out: Path | None = None, *, site: bool = True) -> BuildReport:
    """Validate ``project/data``, check every ruling, write ``out/smashup.db`` (default
    ``project/build``) and, if ``site`` and the project has an ``mkdocs.yml``, the site in
    ``out/docs`` and ``out/site``.

    Raises :class:`~smashwiki.errors.DataError` before writing anything if the data has
    problems, and :class:`~smashwiki.errors.BuildError` if a later stage fails; either
    way the previous output is left as it was. Failing ruling checks do not stop the
    build: they are stored as ``failing`` and listed by :meth:`BuildReport.failing`
    (the CLI then exits 1).
    """
    project = Path(project)
    out = Path(out) if out else project / BUILD_DIR
    dataset = load_dataset(project / DATA_DIR, root=project)
    results = check_rulings(dataset)
    out.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".build-", dir=out))
    try:
        database = write_database(
            dataset, staging / DB_NAME, results=results, implemented=checks.implemented(dataset)
        )
        site_report = None
        if site and (project / MKDOCS_FILE).is_file():
            from .site import build_site  # mkdocs is slow to import; only load it when needed

            site_report = build_site(
                database,
                staging,
                config_file=project / MKDOCS_FILE,
                cache=out / CACHE_DIR,
                published=out / "site",
            )
        _publish(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    if site_report is not None:
        site_report = _moved(site_report, out)
    return BuildReport(dataset, out / DB_NAME, results, site_report)


def _publish(staging: Path, out: Path) -> None:
    """Move what a build staged into ``out``, replacing the previous output."""
    from .site.publish import CACHED_SITE, swap_folder

    for name in SITE_FOLDERS:
        if (staging / name).is_dir():
            keep = out / CACHE_DIR / CACHED_SITE if name == "site" else None
            swap_folder(staging / name, out / name, keep=keep)
    os.replace(metadata_file(staging / DB_NAME), metadata_file(out / DB_NAME))
    os.replace(staging / DB_NAME, out / DB_NAME)


def _moved(report: SiteReport, out: Path) -> SiteReport:
    """The site report with its paths where :func:`_publish` moved the folders."""
    rendered = dataclasses.replace(report.rendered, docs=out / "docs")
    return dataclasses.replace(report, docs=out / "docs", site=out / "site", rendered=rendered)


def check(project: Path) -> Dataset:
    """Validate ``project/data`` only; raise :class:`~smashwiki.errors.DataError` on problems.

    Besides the data's problems, a file not in canonical form (:mod:`smashwiki.fmt`) is
    a problem that names the ``smashwiki fmt`` command fixing it.
    """
    from .fmt import format_problems

    project = Path(project)
    unformatted = format_problems(project / DATA_DIR, project)
    try:
        dataset = load_dataset(project / DATA_DIR, root=project)
    except DataError as exc:
        raise DataError([*exc.problems, *unformatted]) from exc
    if unformatted:
        raise DataError(unformatted)
    return dataset


def check_rulings(dataset: Dataset) -> dict[str, CheckResult]:
    """Run every ruling's check with the rules engine: its status and worked example."""
    return checks.run_all(dataset)


def failing(results: Mapping[str, CheckResult]) -> list[CheckResult]:
    """The results that fail unexpectedly (not marked known-failing), in ruling order."""
    return [r for r in results.values() if r.status == "failing" and not r.known]


def known_failing(results: Mapping[str, CheckResult]) -> list[CheckResult]:
    """The results that fail as their ruling says they do (``known-failing``)."""
    return [r for r in results.values() if r.status == "failing" and r.known]
