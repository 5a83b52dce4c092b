"""An import is written into a copy of ``data/`` and checked there, the way ``smashwiki
check`` checks a pull request, before any file of the real ``data/`` changes.

If the import would leave the data with a problem it did not have before (a file the
schema rejects, a dangling reference, a duplicate id), every such problem is raised as
an :class:`~smashwiki.importers.common.ImportProblems` and ``data/`` is left exactly as
it was. Otherwise the files the import changed are copied back, each replaced at once,
and :attr:`Staging.losses` says which texts the import shortened or dropped (a merge
never does so silently).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import DataError, Problem
from ..load import load_dataset
from ..yamlpos import YamlError, YamlList, YamlMap, load_text
from .common import ImportProblem, raise_problems


@dataclass
class Staging:
    """The copy of ``data/`` an import writes into, and what it lost once checked."""

    path: Path
    losses: list[ImportProblem] = field(default_factory=list)


@contextmanager
def validated(data_dir: Path) -> Iterator[Staging]:
    """Yield a copy of ``data_dir`` to import into; on leaving, check it and copy back."""
    data_dir = Path(data_dir)
    with tempfile.TemporaryDirectory(prefix="smashwiki-import-") as scratch:
        staged = Path(scratch) / data_dir.name
        if data_dir.is_dir():
            shutil.copytree(data_dir, staged, symlinks=True)
        else:
            staged.mkdir(parents=True)
        before = _problems(data_dir) if data_dir.is_dir() else []
        staging = Staging(staged)
        yield staging
        known = {(p.file, p.message) for p in before}
        new = [p for p in _problems(staged) if (p.file, p.message) not in known]
        raise_problems(
            [
                ImportProblem(p.file, p.line, f"the import would write a problem: {p.message}")
                for p in new
            ]
        )
        staging.losses = losses(data_dir, staged) if data_dir.is_dir() else []
        _copy_back(staged, data_dir)


#: A text this many words long or longer that an import drops is reported.
WORDS_WORTH_REPORTING = 4


def losses(before: Path, after: Path) -> list[ImportProblem]:
    """Every text of the files in ``before`` that ``after`` holds shortened or not at all
    (texts of at least :data:`WORDS_WORTH_REPORTING` words), at its old line."""
    found: list[ImportProblem] = []
    for path in sorted(before.rglob("*.yaml")):
        label = f"{before.name}/{path.relative_to(before).as_posix()}"
        new_path = after / path.relative_to(before)
        old_texts = _texts(path)
        new_texts = _texts(new_path) if new_path.is_file() else {}
        for where, (text, line) in old_texts.items():
            new = new_texts.get(where, (None, 0))[0]
            if new is None and len(text.split()) >= WORDS_WORTH_REPORTING:
                found.append(
                    ImportProblem(label, line, f"the import drops {where}: {_short(text)}")
                )
            elif new is not None and len(new) < len(text) and text.startswith(new.rstrip(" .")):
                message = f"the import shortens {where} from {len(text)} to {len(new)} characters"
                found.append(ImportProblem(label, line, message))
    return found


def _short(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def _texts(path: Path) -> dict[str, tuple[str, int]]:
    """Every text of a data file by where it is (list items named by id when they have
    one), with its 1-based line."""
    try:
        node = load_text(path.read_text(encoding="utf-8"))
    except (YamlError, OSError, UnicodeDecodeError):
        return {}
    found: dict[str, tuple[str, int]] = {}
    _walk(node, "", 0, found)
    return found


def _walk(node: Any, where: str, line: int, found: dict[str, tuple[str, int]]) -> None:
    if isinstance(node, YamlMap):
        for key, value in node.items():
            _walk(value, f"{where}.{key}" if where else key, node.value_at(key)[0] + 1, found)
    elif isinstance(node, YamlList):
        for index, value in enumerate(node):
            name = value.get("id") if isinstance(value, dict) else None
            step = f"[{name}]" if isinstance(name, str) else f"[{index}]"
            _walk(value, where + step, node.item_at(index)[0] + 1, found)
    elif isinstance(node, str):
        found[where] = (node, line)


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
