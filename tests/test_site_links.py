"""Every page of the fixture site, read as a player reads it: rendered text, few and meaningful
links (smashwiki/site/text.py and the templates).

The fixture data holds the traps: a FAQ ruling in Markdown (``**Q:**``, a wiki link, a link
trail ``[Pirate]s``), ``on-play`` and ``talent-like``, an everyday glossary term (Play), a card
named with an ordinary word (Base) and ids in worked examples.
"""

from __future__ import annotations

import html
import re
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest

from smashwiki.building.publish import SiteReport
from smashwiki.site.render import markdown_path
from smashwiki.site.text import EVERYDAY_WORDS

#: Elements that make a section: each names a page at most once in its links.
SECTIONS = {"article", "p", "li", "td", "dd", "section", "div"}
# Elements whose text is code, where Markdown and ids may be shown as they are.
CODE = {"code", "pre", "script", "style", "textarea"}


@dataclass
class Link:
    """A name link of the site's text linker (class ``sw-link``)."""

    href: str
    text: str
    before: str
    after: str = ""


@dataclass
class PageText(HTMLParser):
    """The visible text of a page (outside code), its name links and their sections."""

    text: list[str] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    sections: list[list[str]] = field(default_factory=list)
    _stack: list[str] = field(default_factory=list)
    _open: list[list[str]] = field(default_factory=list)
    _link: Link | None = None

    def __post_init__(self) -> None:
        super().__init__(convert_charrefs=True)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("br", "img", "input", "meta", "link", "hr", "wbr"):
            return
        self._stack.append(tag)
        values = dict(attrs)
        if tag in SECTIONS:
            self._open.append([])
        if tag == "a" and "sw-link" in (values.get("class") or ""):
            self._link = Link(values.get("href") or "", "", "".join(self.text)[-40:])

    def handle_endtag(self, tag: str) -> None:
        if tag not in self._stack:
            return
        while self._stack:
            opened = self._stack.pop()
            if opened in SECTIONS and self._open:
                self.sections.append(self._open.pop())
            if opened == "a" and self._link is not None:
                self.links.append(self._link)
                if self._open:
                    self._open[-1].append(self._link.href)
                self._link = None
            if opened == tag:
                break

    def handle_data(self, data: str) -> None:
        if any(tag in CODE for tag in self._stack):
            self.text.append(" ")
            return
        for link in self.links[-3:]:
            if not link.after:
                link.after = data[:40]
        if self._link is not None:
            self._link.text += data
        self.text.append(data)


def read(path: Path) -> PageText:
    """A page's text and links; a generated Markdown page is first rendered as mkdocs would."""
    source = path.read_text(encoding="utf-8")
    if path.suffix == ".md":
        source = markdown.markdown(source.split("\n---\n", 1)[-1], extensions=["toc"])
    parser = PageText()
    parser.feed(source)
    parser.close()
    return parser


def pages(folder: Path, pattern: str) -> list[Path]:
    found = sorted(folder.rglob(pattern))
    assert found, f"no pages in {folder}"
    return found


#: A ruling (on its page, a card's, a rule's, or in a list) or an erratum, as the site shows it.
ENTRY = re.compile(r'<(article|li|div) class="sw-(?:ruling|erratum)[ "].*?</\1>', re.DOTALL)
#: A date as the site shows one: a <time> with an ISO date.
DATE = re.compile(r'<time datetime="\d{4}-\d\d-\d\d[^"]*">\d{4}-\d\d-\d\d</time>')


def entries(source: str) -> list[str]:
    """Every ruling and erratum on a page (its HTML)."""
    return [match.group() for match in ENTRY.finditer(source)]


def problems(path: Path) -> list[str]:
    """What a player would trip over on the page at ``path``."""
    page = read(path)
    text = "".join(page.text)
    found = [
        f"a ruling or erratum without a date: {entry[:120]}..."
        for entry in entries(path.read_text(encoding="utf-8"))
        if not DATE.search(entry)
    ]
    for raw in ("**", "](http", "[[", "]]"):
        if raw in text:
            found.append(
                f"raw markup {raw!r}: ...{text[text.index(raw) - 40 : text.index(raw) + 40]}..."
            )
    for link in page.links:
        if re.search(r"\w[-/#_]$", link.before) or re.match(r"^[-/#_]\w", link.after):
            found.append(f"link inside a word or id: {link.before}[{link.text}]{link.after}")
        if "/terms/" in link.href and all(
            w.casefold() in EVERYDAY_WORDS for w in re.findall(r"\w+", link.text)
        ):
            found.append(f"everyday word linked: {link.text!r}")
    for section in page.sections:
        twice = [href for href, n in Counter(section).items() if n > 1]
        if twice:
            found.append(f"one section links {twice} more than once")
    return found


def test_no_page_shows_markup_or_links_inside_words(site_docs: Path) -> None:
    found = {str(path.relative_to(site_docs)): problems(path) for path in pages(site_docs, "*.md")}
    assert {page: issues for page, issues in found.items() if issues} == {}


@pytest.mark.slow
def test_no_built_page_shows_markup_or_links_inside_words(built_site: SiteReport) -> None:
    site = built_site.site
    found = {str(p.relative_to(site)): problems(p) for p in pages(site, "index.html")}
    assert {page: issues for page, issues in found.items() if issues} == {}


def test_links_are_few_and_counted(site_docs: Path) -> None:
    """The whole fixture site's name links, counted: each page links a term at most once a
    section, and the traps stay unlinked."""
    links = [link for path in pages(site_docs, "*.md") for link in read(path).links]
    hrefs = Counter(re.sub(r"^(\.\./)+|^\./", "", link.href) for link in links)
    assert hrefs["terms/play/"] == 0
    assert hrefs["cards/disney-edition/base/"] == 0
    assert hrefs["terms/talent/"] > 0
    rulings = read(site_docs / markdown_path("rulings/by-kind/faq/"))
    sections = [s for s in rulings.sections if "../../../terms/talent/" in s]
    assert sections and all(s.count("../../../terms/talent/") == 1 for s in sections)


def test_faq_ruling_is_rendered_and_links_to_this_sites_page(site_docs: Path) -> None:
    text = (site_docs / markdown_path("rulings/timing/questions/1/")).read_text()
    ruling = text.split('id="r-timing-questions-1"', 1)[1].split("</article>", 1)[0]
    assert "<strong>Q:</strong>" in ruling and "<strong>A:</strong>" in ruling
    assert '<a href="../../../../rules/scoring/me-first/">Me First!</a>' in ruling
    assert '<a href="https://example.org/wiki/Pirates">Pirates</a> page' in ruling
    assert re.search(r"Source: <a [^>]*>[^<]*</a>, revised <time datetime=\"2025-11-01\">", ruling)


def test_every_ruling_and_erratum_of_the_fixture_shows_a_date(site_docs: Path) -> None:
    """Every ruling and erratum, wherever it is shown, names its source and its date; the
    fixture's sources have a revision, a published-by date and a read-on date, and one
    ruling and one erratum carry their own."""
    found = [
        (path, entry)
        for path in pages(site_docs, "*.md")
        for entry in entries(path.read_text(encoding="utf-8"))
    ]
    kinds = Counter(re.search(r'class="sw-(\w+)', entry)[1] for _, entry in found)  # type: ignore[index]
    assert kinds["ruling"] > 10 and kinds["erratum"] >= 2
    assert [entry for _, entry in found if not DATE.search(entry)] == []
    assert [entry for _, entry in found if "Source: " not in entry] == []
    shown = {re.sub(r"<[^>]+>", "", date) for _, entry in found for date in DATE.findall(entry)}
    assert {"2025-11-01", "2024-05-01", "2023-06-30", "2025-01-02"} <= shown
    words = " ".join(entry for _, entry in found)
    assert "revised <time" in words
    assert "undated, published by <time" in words and "undated, as read on <time" in words


def test_a_sources_page_says_where_its_date_comes_from(site_docs: Path) -> None:
    entry = (site_docs / markdown_path("sources/fixture-rulebook/")).read_text(encoding="utf-8")
    assert 'undated, published by <time datetime="2023-06-30">2023-06-30</time>' in entry
    assert "the wiki&#39;s tracker lists its set as out on 2023-06-30" in entry
    hostile = (site_docs / markdown_path("sources/hostile-source/")).read_text(encoding="utf-8")
    assert "&#60;img src&#61;x onerror" in hostile and "<img" not in hostile


def test_a_rulings_own_date_wins_over_its_sources(site_docs: Path) -> None:
    text = (site_docs / markdown_path("rulings/timing/ties/1/")).read_text()
    ruling = text.split('id="r-timing-ties-1"', 1)[1].split("</article>", 1)[0]
    assert '<time datetime="2024-05-01">2024-05-01</time>' in ruling


def test_every_card_the_data_places_in_a_faction_is_on_its_page_with_its_text(
    site_db: Path, site_docs: Path
) -> None:
    with sqlite3.connect(site_db) as db:
        cards = db.execute("select id, faction_id, text, has_text from cards").fetchall()
    factions = {faction for _, faction, _, _ in cards if faction}
    assert factions
    for faction in factions:
        text = (site_docs / markdown_path(f"factions/{faction}/")).read_text(encoding="utf-8")
        words = " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).split())
        for card_id, owner, card_text, has_text in cards:
            if owner != faction:
                continue
            assert f'href="../../cards/{card_id}/"' in text, (faction, card_id)
            if has_text and card_text:
                assert " ".join(card_text.split()) in words, (faction, card_id)


def test_home_page_counts_read_in_the_singular_for_one(site_docs: Path) -> None:
    text = (site_docs / "index.md").read_text(encoding="utf-8")
    counts = dict(
        (label, int(number))
        for number, label in re.findall(r"<strong>(\d+)</strong> ([a-z ]+)</a>", text)
    )
    assert counts
    for label, number in counts.items():
        assert (number == 1) == (not label.endswith("s") and label != "errata"), (label, number)


def test_every_verdict_badge_leads_to_the_page_that_explains_it(site_docs: Path) -> None:
    checks = (site_docs / "how-rulings-are-checked" / "index.md").read_text(encoding="utf-8")
    for status in ("verified", "verified-standin", "failing", "untestable", "pending"):
        assert f'<dt id="{status}">' in checks
    assert 'id="rules-engine"' in checks or "{ #rules-engine }" in checks
    badges = 0
    for path in pages(site_docs, "*.md"):
        if path.parent.name == "how-rulings-are-checked":
            continue
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r'<span class="sw-badge sw-badge--[a-z-]+"', text):
            badges += 1
            opening = text.rfind("<a ", 0, match.start())
            closing = text.rfind("</a>", 0, match.start())
            assert opening > closing, (path, text[match.start() - 80 : match.end()])
            href = re.match(r'<a [^>]*href="([^"]*)"', text[opening:])
            assert href and re.search(r"how-rulings-are-checked/#|rulings/by-status/", href[1])
    assert badges > 10


def test_no_page_links_to_itself_in_its_text(site_docs: Path) -> None:
    page = site_docs / markdown_path("cards/time-travelers/doctor-when/")
    text = page.read_text(encoding="utf-8")
    assert "Doctor When" in text.split("## Rulings", 1)[1]
    assert 'href="../../../cards/time-travelers/doctor-when/" class="sw-link' not in text
