"""Which file contents are known to be in canonical form already, so that ``check`` and
``fmt --check`` pay ruamel's round trip (pure Python, about 18 µs a byte) only for the files
that changed since the last run.

The canonical form of a text is a pure function of the text, its kind (a schema name), the
formatter (:mod:`smashwiki.fmt` and the limits it reads with), the schemas and ruamel.yaml.
So a text whose canonical form was computed and found equal to the text stays canonical as
long as all of those are the same: its key is the SHA-256 of the text, its kind and a
fingerprint of the formatter's code, the schemas and the versions of ruamel.yaml and
Python. Only texts found canonical are remembered; a text that is not canonical is never in
the cache, so it is always compared in full and reported with its line.

The keys live in one file, one a line, in the user's cache folder
(``$SMASHWIKI_CACHE_DIR``, else ``$XDG_CACHE_HOME/smashwiki``, else ``~/.cache/smashwiki``);
being content-addressed, they can be shared by every checkout. ``SMASHWIKI_CACHE_DIR=off``
turns the cache off. A cache that can't be read or written is no cache: nothing fails.
"""

from __future__ import annotations

import hashlib
import os
import sys
from functools import cache
from pathlib import Path

from .atomic import atomic_write

#: The cache file's name (its format's version is in it).
CACHE_NAME = "canonical-v1.txt"

#: Keys kept at most; past this, the older half is dropped.
MAX_KEYS = 50_000

#: The modules whose code decides the canonical form, beside the schemas.
_FORMATTER_MODULES = ("fmt.py", "fastread.py", "yamlpos.py", "limits.py")

_PACKAGE = Path(__file__).resolve().parent


def cache_file() -> Path | None:
    """Where the keys are kept, or None when the cache is turned off."""
    chosen = os.environ.get("SMASHWIKI_CACHE_DIR")
    if chosen == "off":
        return None
    if chosen:
        return Path(chosen) / CACHE_NAME
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "smashwiki" / CACHE_NAME


def fingerprint() -> bytes:
    """A digest of everything besides the text that decides its canonical form."""
    from ruamel.yaml import __version__ as ruamel_version

    digest = hashlib.sha256(f"{ruamel_version}\0{sys.version}\0".encode())
    paths = [_PACKAGE / name for name in _FORMATTER_MODULES]
    paths += sorted((_PACKAGE / "schema").glob("*.schema.json"))
    for path in paths:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.digest()


def key_of(text: str, kind: str) -> str:
    """The key of ``text`` read as a ``kind`` file, under this formatter."""
    digest = hashlib.sha256(fingerprint())
    digest.update(kind.encode() + b"\0" + text.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


class CanonicalCache:
    """The keys of the texts known canonical, read once from :func:`cache_file`."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.keys: set[str] = set()
        if path is not None:
            try:
                self.keys = set(path.read_text(encoding="ascii").split())
            except (OSError, UnicodeDecodeError):
                self.keys = set()

    def knows(self, text: str, kind: str) -> bool:
        """Whether ``text`` was found canonical (as a ``kind`` file) before."""
        return key_of(text, kind) in self.keys

    def remember(self, texts: list[tuple[str, str]]) -> None:
        """Record that each ``(text, kind)`` was found canonical."""
        new = [key for text, kind in texts if (key := key_of(text, kind)) not in self.keys]
        if not new or self.path is None:
            return
        self.keys.update(new)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if len(self.keys) > MAX_KEYS:
                self._shrink(new)
            else:
                with self.path.open("a", encoding="ascii") as stream:
                    stream.write("".join(f"{key}\n" for key in new))
        except OSError:
            pass  # a cache that can't be written only costs time

    def _shrink(self, newest: list[str]) -> None:
        """Keep the newer half of the keys (the file lists them oldest first)."""
        try:
            order = self.path.read_text(encoding="ascii").split() if self.path else []
        except (OSError, UnicodeDecodeError):
            order = []
        kept = list(dict.fromkeys([*order, *newest]))[-MAX_KEYS // 2 :]
        self.keys = set(kept)
        if self.path is not None:
            atomic_write(self.path, "".join(f"{key}\n" for key in kept))


def shared() -> CanonicalCache:
    """The cache at :func:`cache_file` (read from disk once a process)."""
    return _cache_at(cache_file())


def forget() -> None:
    """Drop what this process read of the cache: the next use reads the file again."""
    _cache_at.cache_clear()


@cache
def _cache_at(path: Path | None) -> CanonicalCache:
    return CanonicalCache(path)
