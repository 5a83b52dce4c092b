"""The site's address (``--site-url`` or $SMASHWIKI_SITE_URL): sitemap.xml lists every page,
and every page names its canonical address."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from sitekit import site_project

from smashwiki.cli import cli

SITE_URL = "https://players.example/smashwiki/"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture project built by ``smashwiki build`` with the address in the environment."""
    project = site_project(tmp_path_factory.mktemp("site-url"))
    result = CliRunner().invoke(
        cli, ["build", "--project", str(project)], env={"SMASHWIKI_SITE_URL": SITE_URL}
    )
    assert "wrote" in result.output, result.output
    return project / "build" / "site"


def pages(site: Path) -> list[Path]:
    """Every page of the built site (its ``index.html`` files)."""
    return sorted(site.rglob("index.html"))


def address(site: Path, page: Path) -> str:
    folder = page.parent.relative_to(site).as_posix()
    return SITE_URL if folder == "." else f"{SITE_URL}{folder}/"


def test_the_sitemap_lists_every_page(site: Path) -> None:
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    listed = re.findall(r"<loc>([^<]*)</loc>", sitemap)
    assert sorted(listed) == sorted(address(site, page) for page in pages(site))


def test_every_page_names_its_canonical_address(site: Path) -> None:
    wrong = [
        page.relative_to(site).as_posix()
        for page in pages(site)
        if f'<link rel="canonical" href="{address(site, page)}">'
        not in page.read_text(encoding="utf-8")
    ]
    assert wrong == []
