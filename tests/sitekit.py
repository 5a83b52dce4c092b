"""Shared pieces of the site tests: the fixture data set built into a database, the site
built from it, a local web server and a headless Chromium.

Fixtures here (registered for every test module by ``tests/conftest.py``) serve the site tests
and the browser tests (``browser``, ``base_url``, ``page``); the expensive work (database, full
build) is cached for the whole session, so using them in several modules does not repeat it.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from ruamel.yaml import YAML
from skips import require

from smashwiki.building.publish import SiteReport, build_site, copy_site_setup
from smashwiki.building.serve import static
from smashwiki.db import write_database
from smashwiki.load import load_dataset
from smashwiki.model import Card, CheckResult, Dataset, Faction, Rule, Ruling, Set, Source, Term
from smashwiki.site import render_docs

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

REPO = Path(__file__).resolve().parents[1]
FIXTURE = REPO / "tests" / "fixtures" / "site"
EDIT_BASE = "https://example.org/smashwiki/edit/main"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]

_cache: dict[str, Any] = {}


def fixture_project(root: Path) -> Path:
    """A project folder holding the fixture data (and the repository's schemas)."""
    shutil.copytree(FIXTURE / "data", root / "data")
    return root


def site_project(root: Path) -> Path:
    """A project with the fixture data and the repository's templates and mkdocs.yml."""
    fixture_project(root)
    copy_site_setup(REPO, root)
    return root


def engine_results() -> tuple[dict[str, CheckResult], frozenset[str]]:
    """The results the fixture pretends the rules engine gave, and the implemented cards."""
    loaded = YAML(typ="safe").load((FIXTURE / "results.yaml").read_text(encoding="utf-8"))
    results = {
        ruling_id: CheckResult(
            ruling_id,
            item["status"],
            item.get("detail"),
            tuple(item.get("setup", ())),
            tuple(item.get("steps", ())),
            tuple(item.get("result", ())),
        )
        for ruling_id, item in loaded["results"].items()
    }
    return results, frozenset(loaded["implemented"])


def fixture_database(root: Path) -> Path:
    """Load the fixture data and write its database (with engine results) under ``root``."""
    project = fixture_project(root / "project")
    dataset = load_dataset(project / "data", root=project)
    results, implemented = engine_results()
    return write_database(dataset, root / "build" / "smashup.db", results, implemented)


@pytest.fixture(scope="session")
def edit_base() -> str:
    """The base URL of edit links in the rendered fixture docs."""
    return EDIT_BASE


@pytest.fixture(scope="session")
def site_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture database (built once per session)."""
    if "db" not in _cache:
        _cache["db"] = fixture_database(tmp_path_factory.mktemp("site-db"))
    return _cache["db"]


@pytest.fixture(scope="session")
def site_docs(site_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture's rendered Markdown (no mkdocs run)."""
    if "docs" not in _cache:
        docs = tmp_path_factory.mktemp("site-docs") / "docs"
        render_docs(site_db, docs, REPO / "templates", edit_base_url=EDIT_BASE)
        _cache["docs"] = docs
    return _cache["docs"]


@pytest.fixture(scope="session")
def built_site(site_db: Path, tmp_path_factory: pytest.TempPathFactory) -> SiteReport:
    """The fixture's full site, built by mkdocs."""
    if "site" not in _cache:
        out = tmp_path_factory.mktemp("site-out")
        _cache["site"] = build_site(site_db, out, config_file=REPO / "mkdocs.yml")
    return _cache["site"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Headless Chromium (Debian's), one per test module."""
    from playwright.sync_api import sync_playwright

    require(Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def base_url(built_site: SiteReport) -> Iterator[str]:
    """The fixture's built site, served on 127.0.0.1."""
    with static(built_site.site) as url:
        yield url


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh browser tab (its own context: no cookies or storage from other tests)."""
    context = browser.new_context()
    opened = context.new_page()
    yield opened
    context.close()


def scaled_dataset(factor: float = 1.0) -> Dataset:
    """A made-up data set the size of all of Smash Up times ``factor``: about 110 factions
    of 20 cards (in 10 designs), two bases each, a titan in every fifth, 300 rulings (every
    tenth about three cards), 60 rule sections in a tree and 40 terms."""
    source = Source("gen", "Generated source", "other", licence="CC0", attribution="Nobody")
    sets = tuple(
        Set(f"set-{n}", f"Set {n}", 2010 + n % 15) for n in range(max(1, int(20 * factor)))
    )
    factions, cards = [], []
    for f in range(int(110 * factor)):
        faction_id = f"faction-{f}"
        set_id = sets[f % len(sets)].id
        factions.append(
            Faction(
                faction_id,
                f"Faction {f}",
                set_id,
                "gen",
                complexity="Medium",
                description=f"Faction {f} plays **Talent** cards.",
                mechanics=("Mechanic",),
                partners=("Faction 1",),
            )
        )
        for c in range(10):
            minion = c < 6
            cards.append(
                Card(
                    f"{faction_id}/card-{c}",
                    f"Card {f} {c}",
                    "minion" if minion else "action",
                    faction_id,
                    set_id,
                    "gen",
                    count=2,
                    power=c if minion else None,
                    text=f"Talent: play Card {f} {(c + 1) % 10} as an extra minion.",
                )
            )
        for b in range(2):
            cards.append(
                Card(
                    f"{faction_id}/base-{b}",
                    f"Base {f} {b}",
                    "base",
                    faction_id,
                    set_id,
                    "gen",
                    breakpoint=20 + b,
                    vps=(3, 2, 1),
                    text="After this base scores.",
                )
            )
        if f % 5 == 0:
            cards.append(
                Card(
                    f"{faction_id}/titan",
                    f"Titan {f}",
                    "titan",
                    faction_id,
                    set_id,
                    "gen",
                    text="Special: play me.",
                )
            )
    rules = [Rule(f"part-{p}", f"Part {p}", "gen", body="About a **Talent**.") for p in range(10)]
    rules += [
        Rule(
            f"part-{p}/section-{s}",
            f"Section {p}.{s}",
            "gen",
            body="Rules text.",
            parent_id=f"part-{p}",
            position=s,
        )
        for p in range(10)
        for s in range(5)
    ]
    terms = tuple(
        Term(f"term-{t}", f"Term {t}" if t else "Talent", "A term.", "gen") for t in range(40)
    )
    rulings = []
    for r in range(int(300 * factor)):
        card = cards[(r * 7) % len(cards)].id
        named = (card,) + (
            (cards[(r * 13) % len(cards)].id, cards[(r * 17) % len(cards)].id)
            if r % 10 == 0
            else ()
        )
        rulings.append(
            Ruling(
                f"topic/r-{r}#1",
                "clarification",
                f"Ruling {r} about Card 1 1.",
                "gen",
                card_ids=tuple(dict.fromkeys(named)),
                rule_ids=(rules[r % len(rules)].id,),
            )
        )
    return Dataset(
        sources=(source,),
        sets=sets,
        factions=tuple(factions),
        cards=tuple(cards),
        rulings=tuple(rulings),
        rules=tuple(rules),
        terms=terms,
    )
