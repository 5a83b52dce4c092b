"""The site stays in its box: a long unbroken word wraps, and an image from another site in
a Markdown body becomes a link (the inputs are in tests/badinputs.py, ``SITE_CASES``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from badinputs import BASE, REMOTE_IMAGE, SITE_CASES, write_edit
from sitekit import REPO

from smashwiki.building import pipeline
from smashwiki.building.publish import copy_site_setup
from smashwiki.building.serve import static
from smashwiki.site.hooks import EXTERNAL_LABEL

#: An image whose address has a host: ``src="https://..."`` or ``src="//..."``.
_REMOTE_SRC = re.compile(r"<img\b[^>]*\bsrc=[\"']?(?:[a-zA-Z][\w+.-]*:|//)")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bad-input corpus' valid project with every site case applied, built with its site."""
    root = tmp_path_factory.mktemp("box") / "project"
    write_edit(root, dict(BASE))
    for case in SITE_CASES:
        write_edit(root, case.edit)
    copy_site_setup(REPO, root)
    report = pipeline.build(root)
    assert report.site is not None
    return report.site.site


def pages(site: Path) -> dict[str, str]:
    return {
        path.relative_to(site).as_posix(): path.read_text(encoding="utf-8")
        for path in site.rglob("*.html")
    }


def test_no_page_shows_an_image_from_another_site(site: Path) -> None:
    remote = [path for path, html in pages(site).items() if _REMOTE_SRC.search(html)]
    assert remote == []


def test_a_remote_image_in_a_ruling_becomes_a_link_to_it(site: Path) -> None:
    link = (  # a link to another site, marked as one (hooks.mark_external)
        f'<a class="sw-remote-image sw-external" href="{REMOTE_IMAGE}">The bank'
        f'<span class="sw-external__label"> {EXTERNAL_LABEL}</span></a>'
    )
    assert [path for path, html in pages(site).items() if link in html]


@pytest.mark.slow
@pytest.mark.parametrize("width", [1280, 390])
def test_a_long_word_in_an_attribution_keeps_every_page_in_the_screen(
    site: Path, browser, width: int
) -> None:
    shown = [path for path, html in pages(site).items() if "WWWWWWWWWW" in html]
    assert shown, "the long word is on no page"
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    too_wide = {}
    with static(site) as url:
        for path in shown:
            page.goto(url + path)
            scrolled = page.evaluate("document.documentElement.scrollWidth")
            if scrolled > width:
                too_wide[path] = scrolled
    context.close()
    assert too_wide == {}
