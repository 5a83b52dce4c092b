"""Every path the build writes is proven inside its output folder.

Page paths are made from ids, and ids come from pull requests. :mod:`smashwiki.ids`
already refuses ids that could climb out, but the build does not rely on that alone:
:func:`inside` resolves the path (``..``, symlinks, an absolute part) and refuses
anything that does not stay under the folder.
"""

from __future__ import annotations

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
    """
    base = Path(root).resolve()
    target = base if "\0" in str(relative) else (base / relative).resolve()
    if target == base or not target.is_relative_to(base):
        raise OutsideOutput(f"refusing to write {str(relative)!r}: it is not inside {base}")
    return target
