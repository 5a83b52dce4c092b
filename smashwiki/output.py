"""The build's output folder: a new build becomes visible all at once, or not at all.

Layout of an output folder (``build/`` by default)::

    .smashwiki-build        marker: this folder was made by smashwiki build
    .build-1a2b3c4d/        one complete build: smashup.db, metadata.json, docs/, site/
    .current -> .build-1a2b3c4d
    smashup.db -> .current/smashup.db
    metadata.json -> .current/metadata.json
    docs -> .current/docs       (no docs and site links after a build --no-site)
    site -> .current/site

A build is written into a fresh ``.build-*`` folder; when every stage has succeeded
one ``rename`` of a new symlink over ``.current`` makes the database and the site
visible together. The names users open (``smashup.db``, ``site/``) are fixed links
through ``.current``, so nobody ever sees a new site with an old database. A build
that is interrupted (``kill -9``) leaves at most a ``.build-*`` folder that is not
``.current``; the next build removes it. Builds of one folder take turns (a lock).

:func:`claim` refuses a folder that smashwiki did not make (no marker) if it holds
any name a build would replace, so ``build --out DIR`` never deletes what it did
not write.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import BuildError

MARKER = ".smashwiki-build"
LOCK = ".smashwiki-lock"
CURRENT = ".current"
VERSION_PREFIX = ".build-"
#: The names users open, each a link into the current build.
PUBLISHED = ("smashup.db", "metadata.json", "docs", "site")
#: Leftovers of interrupted builds of this and older versions of smashwiki.
LEFTOVER_PREFIXES = (
    VERSION_PREFIX,
    ".site.old-",
    ".docs.old-",
    ".site-build-",
    ".current-",
    ".old-",
)


class ForeignOutput(BuildError):
    """The output folder holds files smashwiki did not write where a build would write."""


@contextmanager
def claim(out: Path, *, adopt: bool = False) -> Iterator[Path]:
    """Hold ``out`` for one build: check it is ours, lock it, clean leftovers.

    ``adopt`` takes a folder without the marker as smashwiki's all the same (the
    project's own ``build/``, which holds generated output only). Yields ``out``.
    """
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    if not (out / MARKER).is_file():
        foreign = [] if adopt else [n for n in (*PUBLISHED, CURRENT) if _exists(out / n)]
        if foreign:
            raise ForeignOutput(
                f"{out} holds {', '.join(foreign)}, which smashwiki build did not write "
                f"(there is no {MARKER} marker): nothing was deleted or written. Choose a new "
                "or empty folder for --out."
            )
        (out / MARKER).write_text("made by smashwiki build; safe to delete\n", encoding="utf-8")
    with (out / LOCK).open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            clean(out)
            yield out
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def new_version(out: Path) -> Path:
    """A fresh, empty folder in ``out`` to build into."""
    return Path(tempfile.mkdtemp(prefix=VERSION_PREFIX, dir=out))


def publish(
    version: Path, out: Path, *, keep_site: Path | None = None, keep_docs: Path | None = None
) -> None:
    """Make ``version`` the current build with one rename, then drop the previous one
    (with ``keep_site`` and ``keep_docs``, its site and its docs are moved there first, for
    the next build to update)."""
    previous = current_version(out)
    aside = [
        moved
        for name in PUBLISHED
        if (moved := _published_link(out / name, Path(CURRENT) / name, (version / name).exists()))
    ]
    link = out / f".current-{uuid.uuid4().hex[:8]}"
    os.symlink(version.name, link)
    os.replace(link, out / CURRENT)  # the one switch
    if previous is not None and previous != version:
        for name, target in (("site", keep_site), ("docs", keep_docs)):
            if target is not None:
                _keep(previous / name, target)
    for path in [*aside, *([previous] if previous is not None and previous != version else [])]:
        _remove(path)


def current_version(out: Path) -> Path | None:
    """The folder ``.current`` points at, if any."""
    link = Path(out) / CURRENT
    if not link.is_symlink():
        return None
    return Path(out) / os.readlink(link)


def clean(out: Path) -> None:
    """Remove what interrupted builds left in ``out`` (never the current build)."""
    keep = current_version(out)
    for path in Path(out).iterdir():
        if path.name.startswith(LEFTOVER_PREFIXES) and path != keep:
            _remove(path)


def _published_link(path: Path, target: Path, built: bool) -> Path | None:
    """The link ``path`` to ``target`` if the new build has it; else no link at all (a
    build without a site removes the previous site's links rather than leave them to
    dangle). Returns what was moved aside, to remove once the new build is visible."""
    if built:
        return _ensure_link(path, target)
    if path.is_symlink():
        path.unlink()
        return None
    return _move_aside(path)


def _ensure_link(path: Path, target: Path) -> Path | None:
    """Make ``path`` a symlink to ``target``. An older build's real file or folder there
    is moved aside (returned, to remove once the new build is visible)."""
    aside = None
    if path.is_symlink():
        if Path(os.readlink(path)) == target:
            return None
        path.unlink()
    else:
        aside = _move_aside(path)
    os.symlink(target, path)
    return aside


def _move_aside(path: Path) -> Path | None:
    """Rename an older layout's real file or folder at ``path`` out of the way."""
    if not path.exists():
        return None
    aside = path.with_name(f".old-{uuid.uuid4().hex[:8]}-{path.name}")
    path.rename(aside)
    return aside


def _keep(folder: Path, target: Path) -> None:
    """Move a retired build's ``folder`` to ``target`` (replacing what was there)."""
    if not folder.is_dir() or folder.is_symlink():
        return
    _remove(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    os.rename(folder, target)


def _exists(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def _remove(path: Path) -> None:
    if path.is_symlink() or not path.is_dir():
        path.unlink(missing_ok=True)
    else:
        shutil.rmtree(path, ignore_errors=True)
