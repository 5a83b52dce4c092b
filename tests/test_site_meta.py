"""Each page's own description and OpenGraph title/description (smashwiki/site/meta.py,
templates/overrides/main.html)."""

from __future__ import annotations

import doctest
import html
import json
import re
from pathlib import Path

import pytest

from smashwiki.building.publish import SiteReport
from smashwiki.site import meta
from smashwiki.site.render import markdown_path, page_url


def description(path: Path) -> str:
    front = path.read_text(encoding="utf-8").split("\n---\n", 1)[0]
    found = re.search(r"^description: (.*)$", front, re.M)
    assert found, path
    return html.unescape(json.loads(found.group(1)))


def test_every_page_has_its_own_short_description(site_docs: Path) -> None:
    pages = sorted(site_docs.rglob("*.md"))
    found = {page_url(p.relative_to(site_docs)): description(p) for p in pages}
    assert all(0 < len(d) <= meta.LENGTH for d in found.values()), found
    cards = [d for p, d in found.items() if p.startswith("cards/") and p.count("/") == 3]
    assert len(set(cards)) == len(cards) > 5
    doctor = found["cards/time-travelers/doctor-when/"]
    assert doctor.startswith("Doctor When: Time Travelers minion, power 5. You may return")


def test_descriptions_are_escaped(site_docs: Path) -> None:
    text = (site_docs / markdown_path("rulings/hostile/script-kiddie/1/")).read_text()
    line = next(x for x in text.splitlines() if x.startswith("description: "))
    assert "<" not in line and "&lt;script&gt;" in line


@pytest.mark.slow
def test_built_pages_carry_opengraph_title_and_description(built_site: SiteReport) -> None:
    page = (built_site.site / "cards" / "time-travelers" / "doctor-when" / "index.html").read_text()
    assert '<meta property="og:title" content="Doctor When">' in page
    og = re.search(r'<meta property="og:description" content="([^"]*)">', page)
    named = re.search(r'<meta name="description" content="([^"]*)">', page)
    assert og and named and og.group(1) == named.group(1)
    assert og.group(1).startswith("Doctor When: Time Travelers minion")
    home = (built_site.site / "index.html").read_text()
    assert re.search(r'<meta name="description" content="([^"]*)">', home).group(1) != (
        named.group(1)
    )


def test_doctests() -> None:
    assert doctest.testmod(meta).failed == 0
