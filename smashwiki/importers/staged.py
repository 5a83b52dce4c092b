"""An import is written into a copy of ``data/`` and checked there, the way ``smashwiki
check`` checks a pull request, before any file of the real ``data/`` changes.

If the import would leave the data with a problem it did not have before (a file the
schema rejects, a dangling reference, a duplicate id), every such problem is raised as
an :class:`~smashwiki.importers.common.ImportProblems` and ``data/`` is left exactly as
it was. Otherwise the files the import changed are copied back, each replaced at once,
and :attr:`Staging.losses` says what the import dropped or shortened (a merge never
does so silently).
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
from ..load import load_dataset, plain
from ..model import Dataset
from ..yamlpos import YamlError, YamlList, YamlMap, load_text
from .common import ImportProblem, match_items, raise_problems


@dataclass
class Staging:
    """The copy of ``data/`` an import writes into, and what it lost once checked."""

    path: Path
    losses: list[ImportProblem] = field(default_factory=list)
    #: The import's own problems (reading, merging): listed with what the check finds.
    problems: list[ImportProblem] = field(default_factory=list)
    #: The data as the import wrote it, read and validated (once checked, if it has no
    #: problem): what ``data/`` holds after the copy back.
    dataset: Dataset | None = None


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
        before = _checked(data_dir)[1] if data_dir.is_dir() else []
        staging = Staging(staged)
        yield staging
        known = {(p.file, p.message) for p in before}
        staging.dataset, after = _checked(staged)
        new = [p for p in after if (p.file, p.message) not in known]
        raise_problems(
            staging.problems
            + [
                ImportProblem(p.file, p.line, f"the import would write a problem: {p.message}")
                for p in new
            ]
        )
        staging.losses = losses(data_dir, staged) if data_dir.is_dir() else []
        _copy_back(staged, data_dir)


def losses(before: Path, after: Path) -> list[ImportProblem]:
    """Everything of the files in ``before`` that ``after`` no longer holds, or holds
    shortened, at its old line: a record (a ruling, a card) whatever its length, a key's
    value, an item of a plain list, and a text cut to its beginning. List items are
    paired as the merge pairs them (by id, then text, then position). A file the import left
    as it was loses nothing (and is not read)."""
    found: list[ImportProblem] = []
    for path in sorted(before.rglob("*.yaml")):
        label = f"{before.name}/{path.relative_to(before).as_posix()}"
        new_path = after / path.relative_to(before)
        if _same_bytes(path, new_path):
            continue
        old = _read(path)
        new = _read(new_path) if new_path.is_file() else None
        for line, message in _compare(old, new, ""):
            found.append(ImportProblem(label, line, f"the import {message}"))
    return found


def _compare(old: Any, new: Any, where: str) -> Iterator[tuple[int, str]]:
    """(1-based line, message) for each part of ``old`` that ``new`` loses."""
    if isinstance(old, YamlMap):
        new_map = new if isinstance(new, dict) else {}
        for key, value in old.items():
            here = f"{where}.{key}" if where else key
            line = old.value_at(key)[0] + 1
            if key not in new_map:
                yield line, f"drops {here}: {_summary(value)}"
            else:
                yield from _located(_compare(value, new_map[key], here), line)
    elif isinstance(old, YamlList):
        yield from _compare_items(old, new if isinstance(new, list) else [], where)
    elif (
        isinstance(old, str)
        and isinstance(new, str)
        and len(new) < len(old)
        and old.startswith(new.rstrip(" ."))
    ):
        yield 0, f"shortens {where} from {len(old)} to {len(new)} characters"


#: Said of a dropped record without an id: how one added by hand survives the next import.
_KEEP_HINT = " (one added by hand is kept by imports if it has its own source:)"


def _compare_items(old: YamlList, new: list[Any], where: str) -> Iterator[tuple[int, str]]:
    if not all(isinstance(item, dict) for item in old):
        kept = list(new)
        for index, item in enumerate(old):
            if item in kept:
                kept.remove(item)
            else:
                line = old.item_at(index)[0] + 1
                yield line, f"drops {where}[{index}]: {_summary(item)}"
        return
    news = [item for item in new if isinstance(item, dict)]
    pairs = {old_index: new_index for new_index, old_index in match_items(old, news).items()}
    for index, item in enumerate(old):
        name = item.get("id")
        here = f"{where}[{name}]" if isinstance(name, str) else f"{where}[{index}]"
        line = old.item_at(index)[0] + 1
        if index not in pairs:
            yield line, f"drops {here}: {_summary(item)}{_KEEP_HINT if name is None else ''}"
        else:
            yield from _located(_compare(item, news[pairs[index]], here), line)


def _located(found: Iterator[tuple[int, str]], line: int) -> Iterator[tuple[int, str]]:
    """What a nested comparison found, with ``line`` where it gave none (a text)."""
    for at, message in found:
        yield at or line, message


def _summary(value: Any) -> str:
    """A short description of a dropped value: a record by its text, name or id."""
    if isinstance(value, dict):
        value = next((value[k] for k in ("text", "name", "id") if k in value), value)
    text = value if isinstance(value, str) else repr(plain(value))
    return repr(text if len(text) <= 60 else text[:57] + "...")


def _same_bytes(one: Path, other: Path) -> bool:
    try:
        return one.read_bytes() == other.read_bytes()
    except OSError:
        return False


def _read(path: Path) -> Any:
    try:
        return load_text(path.read_text(encoding="utf-8"))
    except (YamlError, OSError, UnicodeDecodeError):
        return None


def _checked(data_dir: Path) -> tuple[Dataset | None, list[Problem]]:
    """The data set of ``data_dir`` (None if it has problems) and its problems."""
    try:
        return load_dataset(data_dir, root=data_dir.parent), []
    except DataError as error:
        return None, list(error.problems)


def _copy_back(staged: Path, data_dir: Path) -> None:
    """Make ``data_dir`` hold what ``staged`` holds, changing only files that differ.

    Every changed file is first written beside its target as a temporary file; only when all
    are written are they moved into place. If a write fails (a full disk), every temporary
    file and every folder made for them is removed, and ``data_dir`` is as it was."""
    pending: list[tuple[Path, Path]] = []
    made: list[Path] = []
    try:
        for path in sorted(p for p in staged.rglob("*") if p.is_file() and not p.is_symlink()):
            target = data_dir / path.relative_to(staged)
            content = path.read_bytes()
            if target.is_file() and target.read_bytes() == content:
                continue
            made.extend(_make_folders(target.parent))
            pending.append((_temporary_copy(target, content), target))
    except BaseException:
        for temporary, _ in pending:
            temporary.unlink(missing_ok=True)
        for folder in reversed(made):
            folder.rmdir()
        raise
    for temporary, target in pending:
        os.replace(temporary, target)


def _make_folders(folder: Path) -> list[Path]:
    """Make ``folder`` and its missing parents; return the ones made, outermost first."""
    missing = [f for f in (folder, *folder.parents) if not f.exists()][::-1]
    folder.mkdir(parents=True, exist_ok=True)
    return missing


def _temporary_copy(target: Path, content: bytes) -> Path:
    """``content`` written to a new temporary file beside ``target`` (removed again if the
    write fails)."""
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    temporary = Path(name)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary
