"""Build the static site: render the docs, run mkdocs, swap the result into place.

Both the docs and the site are built in a temporary folder beside their final
place and renamed into it only when mkdocs succeeded, so a failed build leaves
the previous site as it was.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import re
import shutil
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import MkDocsException
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from ..errors import BuildError
from ..site.render import RenderReport, page_url, render_docs
from ..site.setup import CONFIG_FILE, HOOKS, TEMPLATES_DIR
from ..site.wordindex import WordIndex, index_words

NPM_PACKAGES = "node_modules"


@dataclass(frozen=True)
class SiteReport:
    """What a site build produced: pages rendered, where, how big, how long it took, and
    whether it updated an earlier site (``dirty``) rather than building every page."""

    docs: Path
    site: Path
    rendered: RenderReport
    seconds: float
    dirty: bool = False

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
    cache: Path | None = None,
    published: Path | None = None,
    site_url: str | None = None,
) -> SiteReport:
    """Render the pages of ``database`` and build the site into ``out/docs`` and ``out/site``.

    ``config_file`` is the mkdocs.yml (its ``docs_dir`` and ``site_dir`` are replaced);
    ``templates`` defaults to the ``templates/`` folder beside it. Raises
    :class:`~smashwiki.errors.BuildError` if mkdocs fails; then nothing in ``out`` changes.

    With a ``cache`` folder the build does only the work that changed: the docs and the site
    an earlier build left there (:data:`CACHED_DOCS`, :data:`CACHED_SITE`: the build published
    before the last, which :func:`smashwiki.output.publish` keeps) are taken, the Markdown is
    rendered into those docs (each file written only when its content changed), and a dirty
    mkdocs build of that site renders only the pages whose Markdown is newer than their HTML.
    A change of the configuration, the theme overrides or the sources' attributions (the
    footers) makes it a full build. With nothing in the cache, copies of the ``published``
    docs and site (if that site was built the same way) are updated instead.

    ``site_url`` (the address the site is published at) replaces the mkdocs.yml's: with one,
    ``sitemap.xml`` lists every page and every page names its canonical address.
    """
    start = time.monotonic()
    config_file = Path(config_file)
    templates = Path(templates) if templates else config_file.parent / TEMPLATES_DIR
    out = Path(out).absolute()  # mkdocs reads a relative docs_dir from the mkdocs.yml's folder
    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=".site-build-", dir=out))
    try:
        docs, site = scratch / "docs", scratch / "site"
        stamp = fingerprint(config_file, templates, database, site_url)
        dirty = cache is not None and _take_earlier(Path(cache), published, docs, site, stamp)
        docs.mkdir(parents=True, exist_ok=True)
        config = mkdocs_config(config_file, docs, site, site_url)
        rendered = render_docs(
            database,
            docs,
            templates,
            edit_base_url=config["extra"].get("edit_base_url"),
            releases_url=config["extra"].get("releases_url"),
        )
        if dirty:
            _unbuild(site, rendered.removed)
        indexed = _build_and_index(config, site, dirty=dirty)
        state = {"fingerprint": stamp, "indexed": indexed}
        (site / STATE_FILE).write_text(json.dumps(state), encoding="utf-8")
        swap_folder(docs, out / "docs")
        swap_folder(site, out / "site")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    rendered = dataclasses.replace(rendered, docs=out / "docs")
    return SiteReport(out / "docs", out / "site", rendered, time.monotonic() - start, dirty)


def copy_site_setup(repository: Path, project: Path) -> None:
    """Give ``project`` (a data set made elsewhere: a generated corpus, a test fixture) the site
    setup of ``repository``: its mkdocs.yml, with the hooks of this package, its templates,
    and (a link to) its npm packages, where the SQL page's SQLite comes from, if installed."""
    config = (Path(repository) / CONFIG_FILE).read_text(encoding="utf-8")
    config = config.replace("smashwiki/site/hooks.py", str(HOOKS))
    (Path(project) / CONFIG_FILE).write_text(config, encoding="utf-8")
    shutil.copytree(Path(repository) / TEMPLATES_DIR, Path(project) / TEMPLATES_DIR)
    packages = Path(repository, NPM_PACKAGES).absolute()
    if packages.is_dir() and not Path(project, NPM_PACKAGES).exists():
        Path(project, NPM_PACKAGES).symlink_to(packages, target_is_directory=True)


def _state(site: Path) -> dict[str, Any]:
    """What a built site records of its build: its fingerprint (:func:`fingerprint`) and
    the digest of the pages its Pagefind index holds; empty if it records nothing."""
    try:
        state = json.loads((site / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return state if isinstance(state, dict) else {}


def _stamp(site: Path) -> str | None:
    """The fingerprint a built site records, if any."""
    found = _state(site).get("fingerprint")
    return found if isinstance(found, str) else None


#: Where, in a build's cache folder, the site and docs of an earlier build wait to be updated.
CACHED_SITE = "site"
CACHED_DOCS = "docs"
#: The file in a built site recording what it was built with (:func:`fingerprint`).
STATE_FILE = ".smashwiki-build.json"


def fingerprint(
    config_file: Path, templates: Path, database: Path, site_url: str | None = None
) -> str:
    """A digest of what every page's HTML depends on besides its own Markdown: the mkdocs
    configuration and the ``site_url`` given instead of its own, the theme overrides, the
    hooks, this package's version and the sources' attributions (every footer's credits)."""
    from .. import __version__
    from ..site.hooks import attributions

    digest = hashlib.sha256(config_file.read_bytes())
    overrides = templates / "overrides"
    for path in sorted(overrides.rglob("*")) if overrides.is_dir() else []:
        if path.is_file():
            digest.update(str(path.relative_to(overrides)).encode() + b"\0" + path.read_bytes())
    digest.update(HOOKS.read_bytes())
    digest.update(__version__.encode())
    digest.update(f"site_url={site_url}".encode())
    digest.update(json.dumps(attributions(database), sort_keys=True).encode())
    return digest.hexdigest()


def _take_earlier(cache: Path, published: Path | None, docs: Path, site: Path, stamp: str) -> bool:
    """Move the docs and site an earlier build left in ``cache`` to ``docs`` and ``site`` (or,
    with none there, copy the ``published`` ones): the docs to render into, the site for a
    dirty build if it was built with the same ``stamp``. True if the site was taken.

    The docs and the site are always taken from the same build, so the pages the render
    removes are exactly those to remove from the site.
    """
    if (cache / CACHED_DOCS).is_dir():
        os.rename(cache / CACHED_DOCS, docs)
        if _stamp(cache / CACHED_SITE) != stamp:
            return False
        os.rename(cache / CACHED_SITE, site)
        return True
    if published is None or not published.with_name("docs").is_dir():
        return False
    shutil.copytree(published.with_name("docs"), docs, copy_function=os.link)
    if _stamp(published) != stamp:
        return False
    shutil.copytree(published, site)
    return True


def _unbuild(site: Path, removed: list[Path]) -> None:
    """Delete from ``site`` the pages of the Markdown files the render ``removed``."""
    for path in removed:
        built = Path(page_url(path), "index.html") if path.suffix == ".md" else path
        (site / built).unlink(missing_ok=True)


def _build_and_index(config: MkDocsConfig, site: Path, *, dirty: bool) -> str:
    """Run mkdocs, and index the words of the built pages (Pagefind, into ``site/pagefind``);
    the digest of those words (:func:`_digest`).

    A full build hands each page to Pagefind as mkdocs writes it (:class:`_IndexAsBuilt`), so
    Pagefind indexes on another core while mkdocs renders the next pages. A ``dirty`` build
    writes only the changed pages: it reads the words of every page of the site afterwards
    (:func:`page_words`), and indexes them again only if they changed, in mkdocs' order of
    its pages, the order a full build adds them in (the bundle depends on it).
    """
    if dirty:
        pages = _IndexAsBuilt(None)
        config.plugins[_IndexAsBuilt.NAME] = pages
        _run_mkdocs(config, dirty=True)
        words = page_words(site)
        indexed = _digest(words)
        if _state(site).get("indexed") != indexed:
            shutil.rmtree(site / "pagefind", ignore_errors=True)
            index_words(words, site / "pagefind", order=pages.order)
        return indexed
    with WordIndex() as index:
        pages = _IndexAsBuilt(index)
        config.plugins[_IndexAsBuilt.NAME] = pages
        _run_mkdocs(config)
        index.write(site / "pagefind")
    return _digest(pages.words)


class _IndexAsBuilt(BasePlugin):  # type: ignore[type-arg,no-untyped-call]
    """Added to mkdocs' plugins by :func:`build_site` (plain ``mkdocs build`` runs without
    it): records mkdocs' order of its pages (:attr:`order`, paths in the site), and hands the
    words of each page mkdocs writes to the Pagefind ``index`` (if any) and :attr:`words`:
    what :func:`page_words` would read from the written page. Its ``on_post_page`` runs after
    the hooks' (registered later), so it sees the page as written."""

    NAME = "smashwiki-words"

    def __init__(self, index: WordIndex | None) -> None:
        self.index = index
        self.order: list[str] = []
        self.words: dict[str, str] = {}

    def on_files(self, files: Files, **_: Any) -> Files:
        self.order = [file.dest_uri for file in files.documentation_pages()]
        return files

    def on_post_page(self, output: str, *, page: Page, **_: Any) -> str:
        path = page.file.dest_uri
        if is_indexed(path):
            # as read back from the written file (read_text reads every line end as \n)
            text = words_of(output.replace("\r\n", "\n").replace("\r", "\n"))
            if text is not None:
                self.words[path] = text
                if self.index is not None:
                    self.index.add(path, text)
        return output


def mkdocs_config(
    config_file: Path, docs: Path, site: Path, site_url: str | None = None
) -> MkDocsConfig:
    """The mkdocs configuration in ``config_file``, building ``docs`` into ``site`` (at
    ``site_url`` if given), strict; a bad or missing file is a :class:`BuildError`."""
    if not config_file.is_file():
        raise BuildError(f"no {config_file}: the site needs its mkdocs configuration")
    overrides = {"site_url": site_url} if site_url else {}
    try:
        return load_config(
            str(config_file), docs_dir=str(docs), site_dir=str(site), strict=True, **overrides
        )
    except MkDocsException as exc:
        raise BuildError(f"{config_file}: {exc}") from exc


def _run_mkdocs(config: MkDocsConfig, *, dirty: bool = False) -> None:
    """Run mkdocs quietly; warnings fail the build (strict) and are reported. A ``dirty``
    build renders only the pages whose Markdown is newer than their HTML (mkdocs' warning
    that a dirty build is under way is not one of ours)."""
    logger = logging.getLogger("mkdocs")
    collected = WarningCollector()
    logger.addHandler(collected)
    previous = logger.level
    logger.setLevel(logging.WARNING)
    quiet = _DropDirtyWarning()
    build_logger = logging.getLogger("mkdocs.commands.build")
    build_logger.addFilter(quiet)
    try:
        mkdocs_build(config, dirty=dirty)
    except MkDocsException as exc:
        detail = "; ".join(collected.messages)
        raise BuildError(f"mkdocs failed: {exc}" + (f" ({detail})" if detail else "")) from exc
    finally:
        logger.removeHandler(collected)
        logger.setLevel(previous)
        build_logger.removeFilter(quiet)


#: Folders of the site none of whose pages Pagefind indexes (their front matter says
#: ``pagefind: false``): not even read.
UNINDEXED = (
    "cards",
    "search",
    "sql",
    "downloads",
    "assets",
    "pagefind",
    "rulings/by-status",
    "rulings/by-kind",
    "rulings/by-faction",
)
#: Where the words of a page start (templates/overrides/main.html), and where its content ends.
_BODY = "<div data-pagefind-body>"
_CONTENT_END = "</article>"
#: Parts of a page's content no word search should find (a faction's card sheet, which the
#: card index covers; the edit link, whose line number moves with any edit of its file).
_NOT_WORDS = re.compile(
    r'<div class="sw-sheet" data-pagefind-ignore>.*?</div>|<p class="sw-edit">.*?</p>', re.S
)
_LANGUAGE = re.compile(r"<html\b[^>]*>")


def page_words(site: Path) -> dict[str, str]:
    """For every page of the built ``site`` that Pagefind indexes (:func:`is_indexed`, its
    content marked ``data-pagefind-body``), by its path in the site: its words
    (:func:`words_of`)."""
    found = {}
    for folder in _indexed(site, ""):
        for path in sorted(site.glob(folder)):
            text = words_of(path.read_text(encoding="utf-8"))
            if text is not None:
                found[path.relative_to(site).as_posix()] = text
    return found


def words_of(page: str) -> str | None:
    """A page of the words of the HTML ``page`` alone: its content without the theme's
    header, navigation and footer (three quarters of a page's bytes, which Pagefind would
    read only to throw away) and without what :data:`_NOT_WORDS` leaves out; ``None`` if it
    has no content marked ``data-pagefind-body``."""
    start = page.find(_BODY)
    if start == -1:
        return None
    end = page.rfind("</div>", start, page.find(_CONTENT_END, start)) + len("</div>")
    opening = _LANGUAGE.search(page)
    return (
        f"{opening[0] if opening else '<html>'}<body>"
        f"{_NOT_WORDS.sub('', page[start:end])}</body></html>"
    )


def is_indexed(path: str) -> bool:
    """Whether Pagefind indexes the page at ``path`` in the site (as :func:`page_words`
    finds them): the home page, and the pages in folders outside :data:`UNINDEXED`.

    >>> [is_indexed(p) for p in ("index.html", "rules/x/index.html", "cards/x/index.html")]
    [True, True, False]
    """
    if path == "index.html":
        return True
    folder, _, name = path.rpartition("/")
    if not folder or not name.endswith(".html"):
        return False
    inside_unindexed = any(f"{folder}/".startswith(f"{skipped}/") for skipped in UNINDEXED)
    if inside_unindexed:
        return False
    # a folder holding an unindexed one shows only its own page (rulings/index.html)
    holds_unindexed = any(skipped.startswith(f"{folder}/") for skipped in UNINDEXED)
    return name == "index.html" or not holds_unindexed


def _digest(words: dict[str, str]) -> str:
    """A digest of :func:`page_words`: the same digest, the same Pagefind index."""
    digest = hashlib.sha256()
    for path, text in sorted(words.items()):
        digest.update(f"{path}\0{len(text)}\0{text}".encode())
    return digest.hexdigest()


def _indexed(site: Path, under: str) -> list[str]:
    """Globs (relative to ``site``) of the HTML Pagefind reads: the home page and every folder
    not in :data:`UNINDEXED` (a folder holding one that is, by its own page and subfolders)."""
    found = ["index.html"] if not under else []
    for path in sorted(p for p in (site / under).iterdir() if p.is_dir()):
        folder = f"{under}{path.name}"
        if folder in UNINDEXED:
            continue
        if any(skipped.startswith(folder + "/") for skipped in UNINDEXED):
            found += [f"{folder}/index.html", *_indexed(site, folder + "/")]
        else:
            found.append(f"{folder}/**/*.html")
    return found


class _DropDirtyWarning(logging.Filter):
    """Drops mkdocs' warning that a dirty build is under way (strict mode would fail on it)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "'dirty' build" not in record.getMessage()


class WarningCollector(logging.Handler):
    """Keeps the warnings mkdocs logs, to report them if the build fails (the full build's and
    the live rebuild's)."""

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
