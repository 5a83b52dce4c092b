"""Build the static site: render the docs, run mkdocs, swap the result into place.

Both the docs and the site are built in a temporary folder beside their final
place and renamed into it only when mkdocs succeeded, so a failed build leaves
the previous site as it was.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import MkDocsException

from ..errors import BuildError
from .render import RenderReport, render_docs

CONFIG_FILE = "mkdocs.yml"
TEMPLATES_DIR = "templates"


@dataclass(frozen=True)
class SiteReport:
    """What a site build produced: pages rendered, where, how big, how long it took."""

    docs: Path
    site: Path
    rendered: RenderReport
    seconds: float

    @property
    def pages(self) -> int:
        """Pages of the site."""
        return self.rendered.total

    def size(self) -> int:
        """Bytes of every file of the site."""
        return sum(p.stat().st_size for p in self.site.rglob("*") if p.is_file())


def build_site(
    database: Path,
    out: Path,
    *,
    config_file: Path,
    templates: Path | None = None,
) -> SiteReport:
    """Render the pages of ``database`` and build the site into ``out/docs`` and ``out/site``.

    ``config_file`` is the mkdocs.yml (its ``docs_dir`` and ``site_dir`` are replaced);
    ``templates`` defaults to the ``templates/`` folder beside it. Raises
    :class:`~smashwiki.errors.BuildError` if mkdocs fails; then nothing in ``out`` changes.
    """
    start = time.monotonic()
    config_file = Path(config_file)
    templates = Path(templates) if templates else config_file.parent / TEMPLATES_DIR
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=".site-build-", dir=out))
    try:
        docs, site = scratch / "docs", scratch / "site"
        docs.mkdir()
        config = _config(config_file, docs, site)
        rendered = render_docs(
            database, docs, templates, edit_base_url=config["extra"].get("edit_base_url")
        )
        _run_mkdocs(config)
        index_pages(site)
        swap_folder(docs, out / "docs")
        swap_folder(site, out / "site")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    rendered = RenderReport(out / "docs", rendered.pages)
    return SiteReport(out / "docs", out / "site", rendered, time.monotonic() - start)


def _config(config_file: Path, docs: Path, site: Path) -> MkDocsConfig:
    if not config_file.is_file():
        raise BuildError(f"no {config_file}: the site needs its mkdocs configuration")
    try:
        return load_config(str(config_file), docs_dir=str(docs), site_dir=str(site), strict=True)
    except MkDocsException as exc:
        raise BuildError(f"{config_file}: {exc}") from exc


def _run_mkdocs(config: MkDocsConfig) -> None:
    """Run mkdocs quietly; warnings fail the build (strict) and are reported."""
    logger = logging.getLogger("mkdocs")
    collected = _Collect()
    logger.addHandler(collected)
    previous = logger.level
    logger.setLevel(logging.WARNING)
    try:
        mkdocs_build(config)
    except MkDocsException as exc:
        detail = "; ".join(collected.messages)
        raise BuildError(f"mkdocs failed: {exc}" + (f" ({detail})" if detail else "")) from exc
    finally:
        logger.removeHandler(collected)
        logger.setLevel(previous)


def index_pages(site: Path) -> None:
    """Write the Pagefind index of the built ``site`` into ``<site>/pagefind/``: the words of
    every page whose content is marked ``data-pagefind-body`` (templates/overrides/main.html),
    in chunks the header search loads only for the words it looks up.

    Pagefind's binary comes with the ``pagefind[bin]`` package and runs offline.
    """
    try:
        from pagefind_bin import get_executable
    except ImportError as exc:
        raise BuildError("pagefind is not installed: pip install 'pagefind[bin]'") from exc
    command = [str(get_executable()), "--site", str(site), "--silent"]
    command += ["--exclude-selectors", ".headerlink"]  # the heading's permalink sign
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise BuildError(f"pagefind could not index the site: {exc}") from exc
    if done.returncode != 0:
        raise BuildError(f"pagefind failed: {(done.stderr or done.stdout).strip()}")


class _Collect(logging.Handler):
    """Keeps the warnings mkdocs logs, to report them if the build fails."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def swap_folder(new: Path, target: Path) -> None:
    """Put the folder ``new`` at ``target``, removing what was there."""
    old = target.with_name(f".{target.name}.old-{uuid.uuid4().hex[:8]}")
    if target.exists():
        os.rename(target, old)
    os.rename(new, target)
    shutil.rmtree(old, ignore_errors=True)
