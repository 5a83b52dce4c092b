"""Every link of the built site leads somewhere: to a page that exists and, for a link with a
``#fragment``, to an element of that page with that id (mkdocs' own link check looks at pages
only, not fragments); and every page has a title of its own."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from smashwiki.building.publish import SiteReport

TITLE = re.compile(r"^title: (.*)$", re.MULTILINE)


class _Page(HTMLParser):
    """The ids of a page's elements and the addresses of its links."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(str(values["id"]))
        if tag == "a" and values.get("href"):
            self.hrefs.append(str(values["href"]))


def _read(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def _target(site: Path, page: Path, href: str) -> tuple[Path, str] | None:
    """The file and fragment ``href`` on ``page`` points at, or None for an outside link."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "?")):
        return None
    if parts.path.startswith("/"):  # the 404 page's links are from the site's root
        path = site / unquote(parts.path).lstrip("/")
    else:
        path = (page.parent / unquote(parts.path)).resolve() if parts.path else page
    if path.is_dir() or parts.path.endswith("/"):
        path = path / "index.html"
    return path, unquote(parts.fragment)


def dead_links(site: Path) -> list[str]:
    """Every link of ``site`` to a missing page or to a missing id of a page."""
    parsed: dict[Path, _Page] = {}
    dead = []
    for page in sorted(site.rglob("*.html")):
        for href in parsed.setdefault(page, _read(page)).hrefs:
            target = _target(site, page, href)
            if target is None:
                continue
            path, fragment = target
            if not path.is_file():
                dead.append(f"{page.relative_to(site)}: {href} (no page)")
            elif (
                fragment
                and path.suffix == ".html"
                and fragment not in parsed.setdefault(path, _read(path)).ids
            ):
                dead.append(f"{page.relative_to(site)}: {href} (no id {fragment!r})")
    return dead


def test_dead_links_finds_a_missing_page_and_a_missing_anchor(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text('<h2 id="here">x</h2>', encoding="utf-8")
    (tmp_path / "index.html").write_text(
        '<a href="a/#here">ok</a> <a href="a/#gone">no id</a> <a href="b/">no page</a>'
        ' <a href="https://example.com/#x">outside</a> <a href="#top">self</a>',
        encoding="utf-8",
    )
    assert dead_links(tmp_path) == [
        "index.html: a/#gone (no id 'gone')",
        "index.html: b/ (no page)",
        "index.html: #top (no id 'top')",
    ]


@pytest.mark.slow
def test_every_link_of_the_site_leads_to_a_page_and_its_anchor(built_site: SiteReport) -> None:
    assert dead_links(built_site.site) == []


@pytest.mark.slow
def test_no_page_shows_a_heading_id_as_text(built_site: SiteReport) -> None:
    shown = re.compile(r"\{ ?#[a-z-]+ ?\}")
    for path in built_site.site.rglob("*.html"):
        assert not shown.search(path.read_text(encoding="utf-8")), path


def test_no_two_pages_share_a_title(site_docs: Path) -> None:
    titles: dict[str, list[str]] = {}
    for path in site_docs.rglob("*.md"):
        found = TITLE.search(path.read_text(encoding="utf-8"))
        assert found, path
        titles.setdefault(found[1], []).append(path.relative_to(site_docs).as_posix())
    shared = {title: paths for title, paths in titles.items() if len(paths) > 1}
    assert shared == {}
    assert len(titles) > 20
