"""Writing generated files only when their content changed."""

from __future__ import annotations

from pathlib import Path


def write_if_changed(target: Path, text: str) -> bool:
    """Write ``text`` to ``target`` unless it already holds exactly that (so its time
    stamp, which mkdocs' dirty builds compare, moves only when the page changed)."""
    data = text.encode("utf-8")
    try:
        if target.stat().st_size == len(data) and target.read_bytes() == data:
            return False
    except FileNotFoundError:
        target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return True
