"""The downloads page (``/downloads/``): every file of :mod:`smashwiki.downloads` with its
size and SHA-256, the data version, and the JSON file's format."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import downloads
from ..dataversion import DataVersion

DOWNLOADS_URL = "downloads/"


@dataclass(frozen=True)
class FileRow:
    """A file to download: its name, where it is on the site, its size in words, SHA-256
    and what it holds."""

    name: str
    href: str
    size: str
    sha256: str
    description: str


@dataclass(frozen=True)
class JsonKey:
    """A key of the JSON file: what it holds and the fields nested in each of its records."""

    name: str
    description: str
    nested: list[str]


@dataclass(frozen=True)
class DownloadsPage:
    """``/downloads/``: the files, the data version (in words, and its commit), the address
    of the latest dated release (if the site has one) and the JSON file's keys."""

    title: str
    url: str
    version: str
    commit: str | None
    files: list[FileRow]
    keys: list[JsonKey]
    releases: str | None = None


def downloads_page(folder: Path, at_root: set[str], releases: str | None = None) -> DownloadsPage:
    """The page for the downloads written into ``folder`` (``downloads/`` in the docs); the
    files named in ``at_root`` are at the site's root instead (the database, its metadata)."""
    manifest = downloads.read_manifest(folder)
    version = DataVersion(**manifest["version"])
    files = [
        FileRow(
            item["name"],
            item["name"] if item["name"] in at_root else DOWNLOADS_URL + item["name"],
            size_in_words(item["size"]),
            item["sha256"],
            item["description"],
        )
        for item in manifest["files"]
    ]
    for name, description in (
        (downloads.MANIFEST_NAME, "The version, and every file's size and SHA-256 (JSON)."),
        (downloads.SUMS_NAME, "Every file's SHA-256, for sha256sum -c."),
    ):
        size = (folder / name).stat().st_size
        files.append(FileRow(name, DOWNLOADS_URL + name, size_in_words(size), "", description))
    schema = downloads.schema()["properties"]
    keys = [
        JsonKey(
            name,
            value["description"],
            [f for f, v in value["items"]["properties"].items() if v.get("type") == "array"],
        )
        for name, value in schema.items()
        if name != "version"
    ]
    return DownloadsPage(
        "Downloads", DOWNLOADS_URL, version.label, version.commit, files, keys, releases
    )


def size_in_words(size: int) -> str:
    """A size for people: bytes, KiB or MiB.

    >>> size_in_words(512), size_in_words(2048), size_in_words(3 * 1024 * 1024)
    ('512 bytes', '2.0 KiB', '3.0 MiB')
    """
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KiB"
    return f"{size / 1024 / 1024:.1f} MiB"
