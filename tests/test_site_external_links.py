"""Links to other sites are marked as such: a class the stylesheet gives an arrow, and words
after the link's text for screen readers (``hooks.mark_external``)."""

from __future__ import annotations

import re

import pytest

from smashwiki.building.publish import SiteReport
from smashwiki.site.hooks import EXTERNAL_LABEL, mark_external

LABEL = f'<span class="sw-external__label"> {EXTERNAL_LABEL}</span>'


def test_a_link_to_another_site_gets_the_class_and_the_words() -> None:
    html = '<p>See <a href="https://example.org/">the rulebook</a>.</p>'
    assert mark_external(html) == (
        f'<p>See <a class="sw-external" href="https://example.org/">the rulebook{LABEL}</a>.</p>'
    )


def test_a_links_own_classes_are_kept() -> None:
    html = '<a class="md-button" href="http://example.org/">Go</a>'
    assert (
        mark_external(html)
        == f'<a class="md-button sw-external" href="http://example.org/">Go{LABEL}</a>'
    )


@pytest.mark.parametrize(
    "html",
    ['<a href="../cards/x/">X</a>', '<a href="#top">Top</a>', '<a href="/sql/">SQL</a>'],
    ids=["relative", "fragment", "absolute-path"],
)
def test_links_inside_the_site_are_left_as_they_are(html: str) -> None:
    assert mark_external(html) == html


def test_marking_twice_marks_once() -> None:
    once = mark_external('<a href="https://example.org/">E</a>')
    assert mark_external(once) == once


@pytest.mark.slow
def test_every_link_to_another_site_in_a_built_page_is_marked(built_site: SiteReport) -> None:
    pages = sorted(built_site.site.rglob("*.html"))
    external = 0
    for path in pages:
        html = path.read_text(encoding="utf-8")
        article = re.search(r"<article\b.*?</article>", html, re.S)
        if not article:
            continue
        for link in re.finditer(r'<a\b[^>]*href="https?://[^"]*"[^>]*>.*?</a>', article[0], re.S):
            external += 1
            assert "sw-external" in link[0] and EXTERNAL_LABEL in link[0], (path, link[0])
    assert external  # the fixture's sources page links to its sources
