"""An import is written into a copy of ``data/`` and checked there, the way ``smashwiki
check`` checks a pull request, before any file of the real ``data/`` changes.

If the import would leave the data with a problem it did not have before (a file the
schema rejects, a dangling reference, a duplicate id), every such problem is raised as
an :class:`~smashwiki.importers.common.ImportProblems` and ``data/`` is left exactly as
it was. Otherwise the files the import changed are copied back, each replaced at once.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import DataError, Problem
from ..load import load_dataset
from .common import ImportProblem, raise_problems


@contextmanager
def validated(data_dir: Path) -> Iterator[Path]:
    """Yield a copy of ``data_dir`` to import into; on leaving, check it and copy back."""
    data_dir = Path(data_dir)
    with tempfile.TemporaryDirectory(prefix="smashwiki-import-") as scratch:
        staged = Path(scratch) / data_dir.name
        if data_dir.is_dir():
            shutil.copytree(data_dir, staged, symlinks=True)
        else:
            staged.mkdir(parents=True)
        before = _problems(data_dir) if data_dir.is_dir() else []
        yield staged
        known = {(p.file, p.message) for p in before}
        new = [p for p in _problems(staged) if (p.file, p.message) not in known]
        raise_problems(
            [
                ImportProblem(p.file, p.line, f"the import would write a problem: {p.message}")
                for p in new
            ]
        )
        _copy_back(staged, data_dir)


def _problems(data_dir: Path) -> list[Problem]:
    try:
        load_dataset(data_dir, root=data_dir.parent)
    except DataError as error:
        return list(error.problems)
    return []


def _copy_back(staged: Path, data_dir: Path) -> None:
    """Make ``data_dir`` hold what ``staged`` holds, changing only files that differ."""
    for path in sorted(p for p in staged.rglob("*") if p.is_file() and not p.is_symlink()):
        target = data_dir / path.relative_to(staged)
        content = path.read_bytes()
        if target.is_file() and target.read_bytes() == content:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
        os.replace(temporary, target)
