"""Shared fixtures: throwaway copies of the project to break on purpose."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import textwrap
import types
from collections.abc import Mapping
from pathlib import Path

import pytest

from smashwiki.checks import run_all
from smashwiki.errors import DataError
from smashwiki.load import load_dataset
from smashwiki.model import CheckResult, Dataset

#: The site's shared fixtures (built_site, site_db, site_docs, edit_base, ...), and the line
#: saying what was skipped and why (tests/skips.py).
pytest_plugins = ["skips", "sitekit"]

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def real_dataset() -> Dataset:
    """The project's own data/, loaded once per test session. A Dataset is frozen, so the
    tests that only read it share it; tests of loading itself, and tests that change the
    data, load their own."""
    return load_dataset(ROOT / "data", root=ROOT)


@functools.cache
def real_results() -> Mapping[str, CheckResult]:
    """Every ruling's check result on :func:`real_dataset`, run once per session (read-only)."""
    return types.MappingProxyType(run_all(real_dataset()))


@pytest.fixture(scope="session", autouse=True)
def canonical_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The session's own cache of canonical texts (smashwiki.canoncache), not the user's:
    the tests check many copies of data/, and leave nothing in the home folder."""
    os.environ.setdefault("SMASHWIKI_CACHE_DIR", str(tmp_path_factory.mktemp("canonical")))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A copy of the project's data/ in a temporary project folder."""
    shutil.copytree(ROOT / "data", tmp_path / "data")
    return tmp_path


@pytest.fixture
def empty_project(tmp_path: Path) -> Path:
    """A project with the schemas and one source and set, but no factions."""
    write(
        tmp_path,
        "data/sources.yaml",
        """
        sources:
          - id: src
            title: A source
            kind: wiki
    """,
    )
    write(
        tmp_path,
        "data/sets.yaml",
        """
        sets:
          - id: core
            name: Core Set
    """,
    )
    return tmp_path


def write(project: Path, relative: str, text: str) -> Path:
    """Write dedented ``text`` to ``project/relative`` and return the path."""
    path = project / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def problems(project: Path) -> list[str]:
    """Every problem ``smashwiki check`` finds in ``project/data``, as text (none: [])."""
    try:
        load_dataset(project / "data", root=project)
    except DataError as error:
        return [str(problem) for problem in error.problems]
    return []


def tracked_copy(into: Path) -> Path:
    """A fresh git repository holding the tracked files of this checkout, as a clone would."""
    listed = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True
    ).stdout
    for name in filter(None, listed.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)
    git = ["git", "-C", str(into), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "clone"], check=True)
    return into
