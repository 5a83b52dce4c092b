"""Every path the build writes is proven inside its output folder.

Page paths are made from ids, and ids come from pull requests. :mod:`smashwiki.ids`
already refuses ids that could climb out, but the build does not rely on that alone:
:func:`inside` resolves the path (``..``, symlinks, an absolute part) and refuses
anything that does not stay under the folder.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import BuildError


class OutsideOutput(BuildError):
    """A path the build was about to write is not inside its output folder."""


def inside(root: Path, relative: str | Path) -> Path:
    """``root / relative``, resolved, or :class:`OutsideOutput` if it leaves ``root``.

    >>> inside(Path("/out"), "cards/a/index.md").as_posix()
    '/out/cards/a/index.md'
    >>> inside(Path("/out"), "../etc/index.md")
    Traceback (most recent call last):
    ...
    smashwiki.contain.OutsideOutput: refusing to write '../etc/index.md': it is not inside /out

    The path is normalised as text (``..``, an absolute part), then each of its parts below
    ``root`` that exists is looked at: only a symbolic link among them makes it resolve the
    whole path (a build writes thousands of pages; resolving each from ``/`` is a tenth of
    its rendering).
    """
    base = str(Path(root).resolve())
    text = str(relative)
    target = os.path.normpath(os.path.join(base, text)) if "\0" not in text else base
    if not target.startswith(base.rstrip(os.sep) + os.sep):
        raise OutsideOutput(f"refusing to write {text!r}: it is not inside {base}")
    if _through_link(base, target) and not Path(target).resolve().is_relative_to(base):
        raise OutsideOutput(f"refusing to write {text!r}: it is not inside {base}")
    return Path(target)


def _through_link(base: str, target: str) -> bool:
    """Whether any existing part of ``target`` below ``base`` is a symbolic link."""
    current = base
    for part in target[len(base) :].strip(os.sep).split(os.sep):
        current = os.path.join(current, part)
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            return False  # nothing below a missing folder exists
        if stat.S_ISLNK(mode):
            return True
    return False
