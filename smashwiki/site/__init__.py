"""The static site's pages: Markdown rendered from the database, and mkdocs' hooks.

How it fits together (the build tools in :mod:`smashwiki.building` run it after writing the
database):

* :mod:`.catalogue` reads every table of ``smashup.db`` once and indexes it;
* :mod:`.contexts` declares the context of each kind of page as a dataclass, and
  :mod:`.pages` builds them (:mod:`.sqlpage` builds the SQL page, running its
  example queries against the database; :mod:`.searchpage` the card search page and
  the index of cards its script searches);
* :mod:`.text` turns text from the data into safe HTML: values are escaped for
  HTML and Markdown at once, Markdown bodies are rendered with raw HTML and unsafe
  URLs switched off, and card, faction and term names are linked;
* :mod:`.render` renders ``templates/*.md.j2`` (Jinja2, ``StrictUndefined``, every
  printed value escaped) into ``<docs>/<url>.md`` (sections: ``<url>/index.md``;
  :func:`.render.markdown_path`) and copies the database
  and its Datasette metadata beside them for download;
* :mod:`.hooks` are mkdocs' hooks (``mkdocs.yml``: the footer's attributions, raw HTML set
  aside from Markdown by :mod:`.rawhtml`); :mod:`.wordindex` has Pagefind index the words of
  the built pages; :mod:`.setup` finds the templates and ``mkdocs.yml`` a build uses.

URLs: ``factions/<faction>/``, ``cards/<faction-or-set>/<card>/``,
``rules/<section>/<sub-section>/``, ``terms/<term>/``, ``sets/<set>/``, ``sources/<source>/``
and one page per section (``rulings/``, ``errata/``, ``sets/``, ``bases/``, ``titans/``,
``sources/``, ``search/``, ``sql/``).
To add a kind of page: a context dataclass in :mod:`.contexts`, a method of
:class:`.pages.Pages` that builds it, a template, and a line in
:func:`.render.page_contexts`.
"""

from .render import RenderReport, render_docs

__all__ = ["RenderReport", "render_docs"]
