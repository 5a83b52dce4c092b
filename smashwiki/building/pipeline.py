"""The build pipeline: validate the data, run every ruling's check, write the
database, then build the site from the database.

Each stage reads what the previous one produced and nothing else. Everything is
built in a fresh folder inside the output folder and made visible, database and
site together, by one switch when every stage has succeeded (:mod:`smashwiki.output`),
so a failed or interrupted build leaves the previous database and site exactly as
they were.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .. import output
from ..dataversion import data_version
from ..errors import BuildError, DataError
from ..load import load_dataset
from ..model import CheckResult, Dataset

if TYPE_CHECKING:
    from .publish import SiteReport

DATA_DIR = "data"
BUILD_DIR = "build"
DB_NAME = "smashup.db"
MKDOCS_FILE = "mkdocs.yml"
#: Kept between builds so the next one does only the work that changed: the Markdown and the
#: site published before the last (smashwiki.building.publish.build_site).
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


def build(
    project: Path,
    out: Path | None = None,
    *,
    site: bool = True,
    publish_lock: AbstractContextManager[object] | None = None,
    site_url: str | None = None,
) -> BuildReport:
    """Validate ``project/data``, check every ruling, write ``out/smashup.db`` (default
    ``project/build``) and, if ``site``, the site in ``out/docs`` and ``out/site`` (with the
    project's ``mkdocs.yml`` and ``templates/``, or the package's where it has none).

    Raises :class:`~smashwiki.errors.DataError` before writing anything if the data has
    problems, and :class:`~smashwiki.errors.BuildError` if a later stage fails, or if
    ``out`` is a folder smashwiki did not make that holds names a build replaces
    (:func:`smashwiki.output.claim`); either way the previous output is left as it was.
    Failing ruling checks do not stop the build: they are stored as ``failing`` and
    listed by :meth:`BuildReport.failing` (the CLI then exits 1).

    ``publish_lock`` is held while the new build is made visible (``smashwiki serve`` writes
    single pages into the site it serves, never while that site is being retired).
    ``site_url`` is the address the site is published at
    (:func:`smashwiki.building.publish.build_site`).
    """
    project = Path(project)
    default_out = project / BUILD_DIR
    out = Path(out) if out else default_out
    _refuse_inside_data(out, project)
    dataset = load_dataset(project / DATA_DIR, root=project)
    results = check_rulings(dataset)
    with output.claim(out, adopt=out.absolute() == default_out.absolute()):
        version = output.new_version(out)
        try:
            site_report = _make_version(
                dataset, results, version, project, out, site=site, site_url=site_url
            )
        except Exception:  # a failed build leaves nothing behind (the next cleans a killed one)
            shutil.rmtree(version, ignore_errors=True)
            raise
        with publish_lock or nullcontext():
            if site_report is None:
                output.publish(version, out)
            else:  # the retired build's site and docs wait in the cache for the next build
                cache = out / CACHE_DIR
                output.publish(version, out, keep_site=cache / "site", keep_docs=cache / "docs")
    if site_report is not None:
        site_report = _moved(site_report, out)
    return BuildReport(dataset, out / DB_NAME, results, site_report)


def _make_version(
    dataset: Dataset,
    results: Mapping[str, CheckResult],
    version: Path,
    project: Path,
    out: Path,
    *,
    site: bool,
    site_url: str | None = None,
) -> SiteReport | None:
    """Write the database and, if ``site``, the site into the unpublished folder ``version``
    (with the project's own ``mkdocs.yml`` and ``templates/`` where it has them, the
    package's otherwise: :mod:`smashwiki.site.setup`); the site's report, if one was built."""
    from ..checks import implemented
    from ..db import write_database  # sqlite-utils is slow to import; check needs none of it

    database = write_database(
        dataset,
        version / DB_NAME,
        results=results,
        implemented=implemented(dataset),
        version=data_version(project),
    )
    if not site:
        return None
    from ..site.setup import site_setup
    from .publish import build_site  # mkdocs is slow to import; only load it when needed

    setup = site_setup(project, out / CACHE_DIR)
    return build_site(
        database,
        version,
        config_file=setup.config_file,
        templates=setup.templates,
        cache=out / CACHE_DIR,
        published=out / "site",
        site_url=site_url,
    )


def _refuse_inside_data(out: Path, project: Path) -> None:
    data = (project / DATA_DIR).resolve()
    target = out.resolve()
    if target == data or data in target.parents:
        raise BuildError(f"--out {out} is inside {DATA_DIR}/: the build's output can't go there")


def _moved(report: SiteReport, out: Path) -> SiteReport:
    """The site report with its paths where users find them (links into the build)."""
    rendered = dataclasses.replace(report.rendered, docs=out / "docs")
    return dataclasses.replace(report, docs=out / "docs", site=out / "site", rendered=rendered)


def check(project: Path) -> Dataset:
    """Validate ``project/data`` only; raise :class:`~smashwiki.errors.DataError` on problems.

    Besides the data's problems, a file not in canonical form (:mod:`smashwiki.fmt`) is
    a problem that names the ``smashwiki fmt`` command fixing it (not said of a file
    that has problems already).
    """
    from ..fmt import format_problems

    project = Path(project)
    try:
        dataset = load_dataset(project / DATA_DIR, root=project)
    except DataError as exc:
        broken = {problem.file for problem in exc.problems}
        unformatted = format_problems(project / DATA_DIR, project, skip=broken)
        raise DataError([*exc.problems, *unformatted]) from exc
    unformatted = format_problems(project / DATA_DIR, project)
    if unformatted:
        raise DataError(unformatted)
    return dataset


@dataclass(frozen=True)
class Quick:
    """What ``check --ruling`` read: the data set of the files the rulings need, and the
    notes on them that do not stop a check (a file not in canonical form)."""

    dataset: Dataset
    notes: list[str]


def check_needs(project: Path, ruling_ids: Sequence[str]) -> Quick:
    """Read and validate only what the rulings ``ruling_ids`` need (:mod:`smashwiki.needs`):
    their files and their cards' files, each schema-checked; all of ``data/`` when a ruling
    can't be placed by its id. Raises :class:`~smashwiki.errors.DataError` if those files
    have problems. A ruling's entry that is not in canonical form is a note, not a problem
    (only the entry is weighed: :func:`smashwiki.fmt.entry_difference`); ``smashwiki check``
    (all of it, as a pull request runs it) refuses it."""
    from ..fmt import entry_difference, fix_command
    from ..needs import read_for_rulings

    project = Path(project)
    data_dir = project / DATA_DIR
    found = read_for_rulings(data_dir, project, ruling_ids)
    if found is None:
        return Quick(load_dataset(data_dir, root=project), [])
    dataset, problems, _ = found
    if problems:
        raise DataError(problems)
    wanted = set(ruling_ids)
    places = sorted(
        {(r.where.file, r.where.line) for r in dataset.checked if r.id in wanted and r.where.file}
    )
    notes = []
    for label, line in places:
        difference = entry_difference(project / label, data_dir, project, line)
        if difference is not None:
            where, why = difference
            notes.append(
                f"note: {label}:{where}: {why} (the check ran all the same; "
                f"before committing run: {fix_command([label])})"
            )
    return Quick(dataset, notes)


def check_rulings(dataset: Dataset) -> dict[str, CheckResult]:
    """Run every ruling's check with the rules engine: its status and worked example."""
    from ..checks import run_all  # the engine: imported only when a check runs

    return run_all(dataset)


def failing(results: Mapping[str, CheckResult]) -> list[CheckResult]:
    """The results that fail unexpectedly (not marked known-failing), in ruling order."""
    return [r for r in results.values() if r.status == "failing" and not r.known]


def known_failing(results: Mapping[str, CheckResult]) -> list[CheckResult]:
    """The results that fail as their ruling says they do (``known-failing``)."""
    return [r for r in results.values() if r.status == "failing" and r.known]
