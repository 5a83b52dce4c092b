"""Writing generated files only when their content changed.

A file whose content is the same keeps its time stamp, which is what mkdocs' dirty builds
compare: an unchanged page is not rebuilt. A changed file is replaced, never rewritten in
place, so a hard link to the old file (a published copy) keeps the old content.
"""

from __future__ import annotations

import os
from pathlib import Path


def write_if_changed(target: Path, text: str | bytes) -> bool:
    """Write ``text`` to ``target`` unless it already holds exactly that; True if written."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        if target.stat().st_size == len(data) and target.read_bytes() == data:
            return False
    except FileNotFoundError:  # a new file: no copy of an old one to keep
        _write_new(target, data)
        return True
    scratch = target.with_name(f".{target.name}.tmp")
    scratch.write_bytes(data)
    os.replace(scratch, target)
    return True


def _write_new(target: Path, data: bytes) -> None:
    """Write a new file, making its folder only if it is not there yet (most pages' folder
    is: asking for it again for every page costs a system call each)."""
    try:
        target.write_bytes(data)
    except FileNotFoundError:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def remove_others(folder: Path, keep: set[Path]) -> list[Path]:
    """Delete every file under ``folder`` not in ``keep`` (and folders left empty); returns
    the files deleted, relative to ``folder``."""
    removed: list[Path] = []
    emptied: set[Path] = set()
    for parent, folders, names in os.walk(folder, topdown=False):
        here = Path(parent)
        kept = False
        for name in names:
            path = here / name
            if path in keep:
                kept = True
            else:
                path.unlink()
                removed.append(path.relative_to(folder))
        if here != Path(folder) and not kept and all(here / f in emptied for f in folders):
            here.rmdir()
            emptied.add(here)
    return sorted(removed, reverse=True)
