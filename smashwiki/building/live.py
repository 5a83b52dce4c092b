"""Showing a data edit on the served site in a moment (``smashwiki serve``).

A full build after every save redoes everything: the database, every page, the search indexes.
The server instead first updates, in the site it is serving, only the pages that show what the
edit changed (:class:`LiveSite`), and then runs the full build in the background, which brings
every other page, the database and the search indexes up to date and publishes them as usual
(all at once). Bad data is still refused before anything is written.

How the quick update finds its pages: the data is loaded and validated, its rows are put in a
database in memory (the same :func:`smashwiki.db.populate` the build uses) and read into a
:class:`~smashwiki.site.catalogue.Catalogue`; the rows that differ from those the served site
shows (where in the YAML they are aside) name the pages to render (:func:`pages_showing`): a
card's own page, its faction's and its group's; a ruling's page and those of the cards it is
about; a faction's, a rule section's, a term's page. Each is rendered by the same templates as in
a full build (so its Markdown is the same) and, if its Markdown changed, built by mkdocs
(:class:`PageBuilder`, set up once for the served site) into the served site.

A page written this way gets the time stamp 0, so any later dirty build of that copy of the
site (:func:`smashwiki.building.publish.build_site` reuses it) rebuilds it from its Markdown.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import sqlite_utils

from .. import checks
from ..db import populate
from ..model import Dataset
from ..site.catalogue import Catalogue, Row
from ..site.pages import Pages
from ..site.render import environment, page_url, write_page
from .publish import WarningCollector, mkdocs_config

#: Columns that say where in the YAML a row is: a change there alone shows on no page but
#: the row's own (its edit link), which the background build updates.
WHERE = ("file", "line")

#: The pages of one thing each: kind -> (template, the :class:`Pages` method making its context).
OWN_PAGES: dict[str, tuple[str, Callable[[Pages, str], Any]]] = {
    "card": ("card.md.j2", Pages.card),
    "faction": ("faction.md.j2", Pages.faction),
    "card_group": ("card_group.md.j2", Pages.card_group),
    "ruling": ("ruling.md.j2", Pages.ruling_page),
    "rule": ("rule.md.j2", Pages.rule),
    "term": ("term.md.j2", Pages.term),
    "errata_list": ("errata_list.md.j2", Pages.errata_list),
}


def catalogue_of(dataset: Dataset) -> Catalogue:
    """The catalogue of ``dataset`` (with every ruling's check run), through a database in
    memory: the rows a full build would write, without writing them."""
    results = checks.run_all(dataset)
    db = sqlite_utils.Database(memory=True)
    try:
        populate(db, dataset, results, checks.implemented(dataset))
        db.conn.row_factory = sqlite3.Row
        return Catalogue._read(Path(":memory:"), db.conn)
    finally:
        db.close()


def _content(row: Row) -> Row:
    return {key: value for key, value in row.items() if key not in WHERE}


def _changed(old: dict[str, Row], new: dict[str, Row]) -> set[str]:
    """Keys of ``new`` whose row is new, or differs from ``old`` in more than where it is."""
    return {k for k, row in new.items() if k not in old or _content(old[k]) != _content(row)}


def _errata(cat: Catalogue) -> dict[str, Row]:
    """Each card's errata, as one row (where in the YAML aside)."""
    return {
        card: {"errata": [_content(e) for e in found]} for card, found in cat.errata_of_card.items()
    }


def pages_showing(old: Catalogue, new: Catalogue) -> list[tuple[str, str]]:
    """The pages of ``new`` (as ``(kind, id)`` of :data:`OWN_PAGES`) that show a row it adds or
    changes from ``old``, the changed things' own pages first."""
    errata = _changed(_errata(old), _errata(new))
    cards = _changed(old.cards, new.cards) | errata
    rulings = _changed(old.rulings, new.rulings)
    found: list[tuple[str, str]] = [("card", c) for c in sorted(cards) if c in new.cards]
    found += [("ruling", r) for r in sorted(rulings)]
    found += [("faction", f) for f in sorted(_changed(old.factions, new.factions))]
    found += [("rule", r) for r in sorted(_changed(old.rules, new.rules))]
    checked = _changed(old.rule_checks, new.rule_checks)
    found += [("rule", r) for r in sorted({new.rule_checks[c]["rule_id"] for c in checked})]
    found += [("term", t) for t in sorted(_changed(old.terms, new.terms))]
    for ruling_id in sorted(rulings):
        found += [("card", c) for c in new.cards_of_ruling.get(ruling_id, ()) if c in new.cards]
    for card_id in sorted(cards & set(new.cards)):
        faction = new.cards[card_id]["faction_id"]
        if faction in new.factions:
            found.append(("faction", faction))
        found.append(("card_group", card_id.split("/", 1)[0]))
    found += [("errata_list", c.split("/", 1)[0]) for c in sorted(errata) if c in new.cards]
    return list(dict.fromkeys(found))


class PageBuilder:
    """mkdocs set up once for a built site (the configuration run through the hooks, the files,
    the navigation and the theme), to build single pages of it from their Markdown.

    Builds a page as mkdocs' build does (its public steps: the page's own reading and rendering,
    the plugins' events, the theme's template), without walking every file of the site.
    """

    def __init__(self, config_file: Path, docs: Path, site: Path) -> None:
        from mkdocs.structure.files import get_files, set_exclusions
        from mkdocs.structure.nav import get_navigation
        from mkdocs.structure.pages import Page

        self.docs, self.site = docs, site
        config = mkdocs_config(config_file, docs, site)
        config = config.plugins.on_config(config)
        config.plugins.on_pre_build(config=config)
        files = get_files(config)
        env = config.theme.get_env()
        files.add_files_from_theme(env, config)
        files = config.plugins.on_files(files, config=config)
        set_exclusions(files, config)
        nav = config.plugins.on_nav(get_navigation(files, config), config=config, files=files)
        self.doc_files = list(files.documentation_pages())
        for file in self.doc_files:
            if file.page is None:
                Page(None, file, config)
        self.env = config.plugins.on_env(env, config=config, files=files)
        self.config, self.files, self.nav = config, files, nav

    def warm(self) -> None:
        """Compile the theme's templates by rendering the home page (written nowhere)."""
        from mkdocs.commands.build import get_context

        home = self.files.get_file_from_path("index.md")
        if home is None or home.page is None:
            return
        self._populate(home.page)
        context = get_context(self.nav, self.doc_files, self.config, home.page)
        self.env.get_template("main.html").render(context)

    def build(self, sources: Iterable[str]) -> None:
        """Build the pages of these Markdown files (paths relative to the docs folder) into
        the site; raise :class:`RuntimeError` if mkdocs warns about any."""
        logger = logging.getLogger("mkdocs")
        collected = WarningCollector()
        logger.addHandler(collected)
        try:
            for source in sources:
                file = self._file(source)
                self._populate(file.page)
                self._write(file.page)
                os.utime(file.abs_dest_path, (0, 0))  # stale for any later dirty build
        finally:
            logger.removeHandler(collected)
        if collected.messages:
            raise RuntimeError("; ".join(collected.messages))

    def _populate(self, page: Any) -> None:
        """Read and render the page's Markdown, with the plugins' events, as a build does."""
        config, files = self.config, self.files
        page = config.plugins.on_pre_page(page, config=config, files=files)
        page.read_source(config)
        page.markdown = config.plugins.on_page_markdown(
            page.markdown, page=page, config=config, files=files
        )
        page.render(config, files)
        page.content = config.plugins.on_page_content(
            page.content, page=page, config=config, files=files
        )

    def _write(self, page: Any) -> None:
        """Put the rendered page in the theme's template and write it, as a build does."""
        from mkdocs.commands.build import get_context
        from mkdocs.utils import write_file

        config = self.config
        page.active = True  # the theme marks the current page in the navigation
        try:
            context = get_context(self.nav, self.doc_files, config, page)
            template = self.env.get_template(page.meta.get("template", "main.html"))
            context = config.plugins.on_page_context(
                context, page=page, config=config, nav=self.nav
            )
            output = config.plugins.on_post_page(template.render(context), page=page, config=config)
            write_file(output.encode("utf-8", errors="xmlcharrefreplace"), page.file.abs_dest_path)
        finally:
            page.active = False

    def _file(self, source: str) -> Any:
        from mkdocs.structure.files import File
        from mkdocs.structure.pages import Page

        file = self.files.get_file_from_path(source)
        if file is None:  # a page the site did not have yet
            file = File(source, str(self.docs), str(self.site), use_directory_urls=True)
            self.files.append(file)
            self.doc_files.append(file)
            Page(None, file, self.config)
        return file


class LiveSite:
    """The site ``smashwiki serve`` serves (``out/docs``, ``out/site``), updated page by page.

    ``lock`` is held while pages are written into the served site; a build must hold it while
    it publishes (``smashwiki.building.pipeline.build(publish_lock=...)``), so no page is
    written into a site being retired.
    """

    def __init__(
        self,
        out: Path,
        config_file: Path,
        templates: Path,
        lock: AbstractContextManager[Any] | None = None,
    ) -> None:
        self.out, self.config_file, self.templates = Path(out), Path(config_file), templates
        self.lock = lock or threading.RLock()
        self._shown: Catalogue | None = None
        self._builder: PageBuilder | None = None
        self._env = environment(templates)

    def prepare(self) -> None:
        """Get ready to update the site just published: read what it shows, set mkdocs up for
        it and compile the page templates (so the first update after a build is quick too)."""
        with self.lock:
            self._shown, self._builder = None, None
            self._shown = Catalogue.load(self.out / "smashup.db")
            self._builder = self._builder_for_site()
            self._builder.warm()
            pages = Pages(self._shown)
            for kind, key in [("card", next(iter(self._shown.cards), None))]:
                if key is not None:
                    template, make = OWN_PAGES[kind]
                    self._env.get_template(template).render(page=make(pages, key))

    def _builder_for_site(self) -> PageBuilder:
        docs, site = (self.out / "docs").resolve(), (self.out / "site").resolve()
        if self._builder is None or self._builder.site != site:
            self._builder = PageBuilder(self.config_file, docs, site)
        return self._builder

    def update(self, dataset: Dataset) -> list[str]:
        """Render and build the pages that show what ``dataset`` changes from the site being
        served; the URLs of the pages rebuilt (those whose Markdown changed)."""
        new = catalogue_of(dataset)
        with self.lock:
            old = self._shown or Catalogue.load(self.out / "smashup.db")
            builder = self._builder_for_site()
            pages = Pages(new, edit_base_url=builder.config["extra"].get("edit_base_url"))
            written = []
            for kind, key in pages_showing(old, new):
                template, make = OWN_PAGES[kind]
                path, fresh = write_page(self._env, builder.docs, template, make(pages, key))
                if fresh:
                    written.append(path.relative_to(builder.docs).as_posix())
            builder.build(written)
            self._shown = new
        return [page_url(source) for source in written]
