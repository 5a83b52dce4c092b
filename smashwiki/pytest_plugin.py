"""Every ruling is a test: a pytest plugin that collects each ruling in ``data/`` as
one test item, named by the ruling's id.

Enabled for the project in ``pyproject.toml`` (``-p smashwiki.pytest_plugin``, with
``data`` in ``testpaths``). ``python -m pytest`` then shows, for example::

    data/factions/time-travelers.yaml::time-travelers/doctor-when#1 PASSED
    data/rulings/provisos.yaml::rules/provisos#3 SKIPPED (pending: no check yet)

A ``verified`` or ``verified-standin`` ruling passes, a ``failing`` one fails with
the reason, ``pending`` and ``untestable`` ones are skipped with theirs. A check the
data marks ``known-failing:`` is an expected failure (xfail, with its reason); if it
passes, it fails, so that the mark is removed. The scenarios written beside rule
statements (``data/rules/``) are collected the same way, as ``<statement>#<n>``. Run one
file with ``python -m pytest data/rulings/provisos.yaml``, one ruling by its node id
(``python -m pytest 'data/factions/time-travelers.yaml::time-travelers/doctor-when#1'``),
or a card's rulings with ``-k doctor-when`` (``-k`` takes no ``#``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .checks import catalog, run_ruling
from .engine import definitions as d
from .errors import DataError
from .load import load_dataset
from .model import Dataset, Ruling

#: Per data folder: its rulings by the resolved path of the file they are written in, and
#: the card catalog their checks run with (loaded once per pytest run).
_Loaded = tuple[dict[Path, list[Ruling]], dict[str, d.CardDef]]
_DATASETS = pytest.StashKey[dict[Path, _Loaded]]()


def _data_dir(path: Path, root: Path) -> Path | None:
    """The project's ``data/`` (``<rootdir>/data``) if ``path`` is inside it."""
    data = root / "data"
    return data if data in path.parents else None


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.File | None:
    """Collect YAML files under the project's ``data/`` as files of rulings."""
    if file_path.suffix != ".yaml":
        return None
    if _data_dir(file_path, parent.config.rootpath) is None:
        return None
    return RulingsFile.from_parent(parent, path=file_path)


def _load(config: pytest.Config, data_dir: Path) -> _Loaded:
    cache = config.stash.setdefault(_DATASETS, {})
    if data_dir not in cache:
        dataset = load_dataset(data_dir, root=data_dir.parent)
        cache[data_dir] = (_by_file(dataset, data_dir.parent), catalog(dataset))
    return cache[data_dir]


def _by_file(dataset: Dataset, root: Path) -> dict[Path, list[Ruling]]:
    """The rulings of ``dataset`` by the resolved path of their file, in data order."""
    files: dict[str, Path] = {}
    rulings: dict[Path, list[Ruling]] = {}
    for ruling in dataset.checked:
        name = ruling.where.file
        if name not in files:
            files[name] = (root / name).resolve()
        rulings.setdefault(files[name], []).append(ruling)
    return rulings


class RulingsFile(pytest.File):
    """A data file: one test item per ruling it holds."""

    def collect(self) -> Iterator[pytest.Item]:
        data_dir = _data_dir(self.path, self.config.rootpath)
        assert data_dir is not None
        try:
            by_file, cards = _load(self.config, data_dir)
        except DataError as error:
            raise self.CollectError(f"{error}:\n{error.report()}") from error
        for ruling in by_file.get(self.path.resolve(), ()):
            yield RulingItem.from_parent(self, name=ruling.id, ruling=ruling, cards=cards)


class RulingCheckFailed(Exception):
    """A ruling's check did not pass."""


class RulingItem(pytest.Item):
    """One ruling's check."""

    def __init__(self, *, ruling: Ruling, cards: dict[str, d.CardDef], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ruling = ruling
        self.cards = cards

    def runtest(self) -> None:
        """Run the check; skip pending and untestable rulings with their reason."""
        result = run_ruling(self.ruling, self.cards)
        self.user_properties.append(("status", result.status))
        if result.status in ("pending", "untestable"):
            pytest.skip(f"{result.status}: {result.detail}")
        if result.known:
            pytest.xfail(str(result.detail))
        if result.status == "failing":
            raise RulingCheckFailed(result.detail)
        if result.detail:
            self.add_report_section("call", "status", f"{result.status}: {result.detail}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """The ruling, its place in the data and why its check failed."""
        if isinstance(excinfo.value, RulingCheckFailed):
            return (
                f"{self.ruling.where}: ruling {self.ruling.id} is failing\n"
                f"  {self.ruling.text}\n  {excinfo.value}"
            )
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        """Where the ruling is written."""
        return self.path, max(self.ruling.where.line - 1, 0), f"ruling {self.ruling.id}"
