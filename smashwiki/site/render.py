"""Render the Markdown sources of the site from the database.

:func:`render_docs` reads only the database (and the Datasette metadata written
beside it), builds every page's context (:mod:`smashwiki.site.pages`), renders
it with the Jinja2 templates in ``templates/*.md.j2`` and writes it where
:func:`markdown_path` says (``cards/x/y.md`` for ``cards/x/y/``). It also copies the
database and its metadata into the docs folder, so the site offers them for download,
and writes the index of cards the search page searches (:mod:`smashwiki.site.searchpage`).

Jinja runs with ``StrictUndefined`` and escapes every value it prints with
:func:`~smashwiki.site.text.escape` (inert in HTML and in Markdown); only
:class:`~markupsafe.Markup` made by this package passes through unescaped.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from ..contain import inside
from ..db import datasette_metadata, metadata_file
from ..downloads import write_downloads
from ..errors import BuildError
from .catalogue import Catalogue
from .contexts import Ref
from .downloadspage import DOWNLOADS_URL, DownloadsPage, downloads_page
from .meta import describe, front_matter
from .pages import Pages
from .searchpage import search_page, write_index
from .sqlpage import MISSING_ENGINE, copy_engine, engine_version, find_engine, sql_page
from .text import SITE_ROOT, escape, link, relativize, safe_url
from .writing import remove_others, write_if_changed

DATABASE_NAME = "smashup.db"
METADATA_NAME = "metadata.json"


@dataclass(frozen=True)
class RenderReport:
    """What :func:`render_docs` wrote: the number of pages of each template, and the files
    (relative to ``docs``) whose content changed or that were removed since the last render
    into the same folder."""

    docs: Path
    pages: dict[str, int]
    changed: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    #: What the reader of the build's output should know (an SQL page without its editor).
    notes: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Pages written in all."""
        return sum(self.pages.values())


@functools.cache
def environment(templates: Path) -> jinja2.Environment:
    """The Jinja environment for the page templates in ``templates``: one a folder and process,
    so each template is compiled once (Jinja still reloads a template whose file changed)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        finalize=escape,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(a=_anchor, site=_site, href=_href, title=_front_matter_title, number=_number)
    return env


def _anchor(ref: Ref | None, fallback: str = "") -> Markup:
    """``{{ ref|a }}``: a link to the page ``ref`` names (or ``fallback`` text if none)."""
    return link(ref.url, ref.name) if ref else escape(fallback)


def _site(url: str) -> Markup:
    """``{{ 'rulings/'|site }}``: a site path for an ``href`` attribute."""
    return Markup(SITE_ROOT + html.escape(url))


def _href(url: str | None) -> Markup:
    """``{{ url|href }}``: an outside address for an ``href``; empty unless http(s) or mailto."""
    safe = safe_url(url)
    return Markup(html.escape(safe)) if safe else Markup("")


def _front_matter_title(title: str) -> Markup:
    """A title for YAML front matter; HTML-escaped because the theme prints it as HTML."""
    return Markup(json.dumps(html.escape(title)))


def _number(value: Any) -> Markup:
    """A number, or an em dash when there is none."""
    return escape("—" if value is None else value)


def render_docs(
    database: Path,
    docs: Path,
    templates: Path,
    *,
    edit_base_url: str | None = None,
    releases_url: str | None = None,
) -> RenderReport:
    """Write the site's Markdown for ``database`` into the folder ``docs`` (created), and
    the files it offers: the database, its metadata, the downloads made from it
    (:mod:`smashwiki.downloads`, in ``downloads/``; ``releases_url`` is where the dated
    releases of them are) and SQLite's WebAssembly build for the SQL page, if installed."""
    docs = Path(docs).resolve()
    docs.mkdir(parents=True, exist_ok=True)
    env = environment(Path(templates))
    pages = Pages(Catalogue.load(database), edit_base_url=edit_base_url)
    counts: dict[str, int] = {}
    seen: dict[str, str] = {}
    written: dict[Path, bool] = {}
    loaded: dict[str, jinja2.Template] = {}  # each template looked up once a render
    engine = find_engine(Path(templates).parent)
    notes = [] if engine else [MISSING_ENGINE]
    written.update(_copy_downloads(database, docs))
    written.update(write_downloads(database, docs / DOWNLOADS_URL, _listed(docs)))
    sql = SqlSetup(
        engine_version(engine) if engine else None,
        file_digest(database),
        downloads_page(docs / DOWNLOADS_URL, set(_listed(docs)), releases_url),
    )
    for template, context in page_contexts(pages, database, sql):
        if context.url in seen:
            raise BuildError(
                f"two pages at /{context.url}: {seen[context.url]!r} and {context.title!r} "
                "(rename one of the ids)"
            )
        seen[context.url] = context.title
        written.update([write_page(env, docs, template, context, loaded)])
        counts[template] = counts.get(template, 0) + 1
    written.update(copy_engine(engine, docs) if engine else [])
    written.update(write_index(database, docs))
    removed = remove_others(docs, set(written))
    changed = [path.relative_to(docs) for path, fresh in written.items() if fresh]
    return RenderReport(docs, counts, changed, removed, notes)


@dataclass(frozen=True)
class SqlSetup:
    """What the SQL and downloads pages need to know of the build: the version of SQLite's
    WebAssembly build copied beside the SQL page (``None``: none), the database's SHA-256,
    and the downloads page (``None``: no downloads were written)."""

    engine: str | None = None
    sha256: str = ""
    downloads: DownloadsPage | None = None


def page_contexts(
    pages: Pages, database: Path, sql: SqlSetup | None = None
) -> Iterator[tuple[str, Any]]:
    """Every page as (template name, context), one at a time."""
    sql = sql or SqlSetup()
    cat = pages.cat
    yield "home.md.j2", pages.home()
    yield "factions.md.j2", pages.factions()
    for faction_id in cat.factions:
        yield "faction.md.j2", pages.faction(faction_id)
    yield "cards.md.j2", pages.cards()
    for group in pages.groups:
        yield "card_group.md.j2", pages.card_group(group)
    for card_id in cat.cards:
        yield "card.md.j2", pages.card(card_id)
    for alias in cat.aliases:
        yield "moved.md.j2", pages.moved(alias)
    yield "rules.md.j2", pages.rules_tree()
    for rule_id, rule in cat.rules.items():
        if rule["same_as"]:
            yield "moved.md.j2", pages.rule_moved(rule_id)
        else:
            yield "rule.md.j2", pages.rule(rule_id)
    yield "rulings.md.j2", pages.all_rulings()
    yield "checks.md.j2", pages.checks()
    for ruling_id in cat.rulings:
        yield "ruling.md.j2", pages.ruling_page(ruling_id)
    for url in pages.ruling_lists:
        for page in pages.ruling_list_pages(url):
            yield "ruling_list.md.j2", page
    yield "terms.md.j2", pages.terms()
    for term_id in cat.terms:
        yield "term.md.j2", pages.term(term_id)
    yield "errata.md.j2", pages.errata()
    for group in pages.errata_groups:
        yield "errata_list.md.j2", pages.errata_list(group)
    yield "sets.md.j2", pages.sets()
    for set_id in cat.sets:
        yield "set.md.j2", pages.set_page(set_id)
    yield "bases.md.j2", pages.bases()
    yield "titans.md.j2", pages.titans()
    yield "sources.md.j2", pages.sources()
    yield "discrepancies.md.j2", pages.discrepancies()
    for source_id in cat.sources:
        yield "source.md.j2", pages.source_page(source_id)
    yield "search.md.j2", search_page(database)
    if sql.downloads is not None:
        yield "downloads.md.j2", sql.downloads
    yield (
        "sql.md.j2",
        sql_page(
            database,
            _metadata(database),
            site_name=DATABASE_NAME,
            engine=sql.engine,
            sha256=sql.sha256,
        ),
    )


#: Last parts of a URL that mkdocs reads as a folder's own page when they name a Markdown file
#: (``x/index.md`` is ``x/``): a page at such a URL keeps a folder of its own.
_INDEX_NAMES = ("index", "readme")


def markdown_path(url: str) -> Path:
    """Where the Markdown of the page at ``url`` is written, relative to the docs folder:
    ``cards/x/y.md`` for ``cards/x/y/``, which mkdocs (``use_directory_urls``) publishes at
    the same address as ``cards/x/y/index.md`` without a folder of its own for every page
    (making thousands of folders costs more than rendering their pages on some file
    systems). The home page and the sections (one level deep, named in mkdocs.yml's ``nav``)
    keep their ``index.md``.

    >>> [markdown_path(u).as_posix() for u in ("", "cards/", "cards/x/y/", "terms/index/")]
    ['index.md', 'cards/index.md', 'cards/x/y.md', 'terms/index/index.md']
    """
    parts = [part for part in url.split("/") if part]
    if len(parts) < 2 or parts[-1].lower() in _INDEX_NAMES:
        return Path(*parts, "index.md")
    return Path(*parts[:-1], parts[-1] + ".md")


def page_url(source: Path | str) -> str:
    """The URL of the page whose Markdown is at ``source`` (relative to the docs folder):
    the inverse of :func:`markdown_path`.

    >>> [page_url(s) for s in ("index.md", "cards/index.md", "cards/x/y.md")]
    ['', 'cards/', 'cards/x/y/']
    """
    path = Path(source)
    folder = path.parent if path.name == "index.md" else path.with_suffix("")
    return "" if folder == Path(".") else f"{folder.as_posix()}/"


def write_page(
    env: jinja2.Environment,
    docs: Path,
    template: str,
    context: Any,
    loaded: dict[str, jinja2.Template] | None = None,
) -> tuple[Path, bool]:
    """Render one page and write it to ``<docs>/<markdown_path(context.url)>`` (if it
    changed): the path, and whether it was written.

    ``loaded`` keeps the templates looked up (by name) for the next pages of the same render:
    Jinja's lookup asks the file system whether the template changed, every time.

    A template error becomes a :class:`~smashwiki.errors.BuildError` naming the page.
    """
    url: str = context.url
    depth = len([part for part in url.split("/") if part])
    try:
        found = loaded.get(template) if loaded is not None else None
        if found is None:
            found = env.get_template(template)
            if loaded is not None:
                loaded[template] = found
        text = found.render(page=context)
    except jinja2.TemplateError as exc:
        where = (
            f"{exc.filename}:{exc.lineno}"
            if isinstance(exc, jinja2.TemplateSyntaxError)
            else template
        )
        raise BuildError(f"templates/{where}: {exc} (rendering /{url})") from exc
    target = inside(docs, markdown_path(url))
    text = describe_in_front_matter(unlink_self(text, url), describe(template, context))
    text = credit_sources(relativize(text, depth))
    return target, write_if_changed(target, text)


def unlink_self(text: str, url: str) -> str:
    """The page with the names its text links to the page itself shown as plain text (a card's
    own rulings name the card; a link to where the reader already is helps nobody).

    >>> unlink_self('<a href="@/cards/x/" class="sw-link sw-link--card">X</a>', "cards/x/")
    'X'
    """
    href = f'<a href="{SITE_ROOT}{url}" '
    if href not in text:
        return text
    return _LINK.sub(lambda m: m[2] if m[1] == url else m[0], text)


#: A link made by the linker (:mod:`smashwiki.site.text`): its site path and its text.
_LINK = re.compile(
    rf'<a href="{re.escape(SITE_ROOT)}([^"]*)" class="sw-link sw-link--[a-z]+">(.*?)</a>'
)


def describe_in_front_matter(text: str, description: str) -> str:
    """The page with ``description:`` (see :mod:`smashwiki.site.meta`) in its front matter."""
    end = text.find("\n---\n", 3) if text.startswith("---\n") else -1
    if end == -1:
        return text
    return f"{text[:end]}\n{front_matter(description)}{text[end:]}"


_SOURCE_LINK = re.compile(r"sources/([a-z0-9-]+)/")


def credit_sources(text: str) -> str:
    """The page with ``sources:`` in its front matter: the ids of the sources it links to,
    in order, which its footer credits (``templates/overrides/partials/copyright.html``).
    A page whose front matter names its ``sources:`` itself (the list of every source, which
    uses none) keeps them."""
    end = text.find("\n---\n", 3) if text.startswith("---\n") else -1
    if end == -1 or re.search(r"^sources:", text[:end], re.M):
        return text
    found = list(dict.fromkeys(_SOURCE_LINK.findall(text, end)))
    return f"{text[:end]}\nsources: {json.dumps(found)}{text[end:]}"


def _metadata(database: Path) -> dict[str, Any]:
    path = metadata_file(database)
    if path.is_file():
        loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return loaded
    return datasette_metadata()


def file_digest(path: Path) -> str:
    """The SHA-256 of the file at ``path``, in hex."""
    with open(path, "rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def _listed(docs: Path) -> dict[str, tuple[Path, str]]:
    """The files at the root of ``docs`` that the downloads list: name -> (path, what)."""
    return {
        DATABASE_NAME: (docs / DATABASE_NAME, "The SQLite database (sqlite3, Datasette)."),
        METADATA_NAME: (
            docs / METADATA_NAME,
            "Datasette metadata: every table and column described, canned queries.",
        ),
    }


def _copy_downloads(database: Path, docs: Path) -> list[tuple[Path, bool]]:
    metadata = json.dumps(_metadata(database), indent=2, ensure_ascii=False) + "\n"
    return [
        (docs / DATABASE_NAME, write_if_changed(docs / DATABASE_NAME, database.read_bytes())),
        (docs / METADATA_NAME, write_if_changed(docs / METADATA_NAME, metadata)),
    ]
