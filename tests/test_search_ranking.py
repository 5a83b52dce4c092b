"""Forgiving search, the same in the CLI and the browser: one table of searches and the cards
they must find, in order, with what they say of their words, run through
:func:`smashwiki.query.find` and through the site's script (``cardsearch.js``) on a site built
from the same invented data set; and a player typing into the header box and pressing Enter.

The data set is written here (names and texts invented in Smash Up's style), so the table
holds whatever ``data/`` holds.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from sitekit import REPO

from smashwiki.db import write_database
from smashwiki.matching import WordNote, fold, typo_distance
from smashwiki.model import Card, Dataset, Faction, Set, Source
from smashwiki.query import find

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

CORE = Set("core", "Core Set", 2012)
EXTRA = Set("world-tour", "World Tour: Grand Voyage", 2020)
SOURCE = Source("made-up", "Invented for the search tests", "other")
FACTIONS = (
    Faction("time-travelers", "Time Travelers", "core", "made-up"),
    Faction("musketeers", "Musketeers", "core", "made-up"),
)


def card(card_id: str, name: str, kind: str, text: str, power: int | None = None) -> Card:
    group = card_id.split("/")[0]
    faction = group if group in {f.id for f in FACTIONS} else None
    card_set = "world-tour" if group == "world-tour" else "core"
    breakpoint_ = 18 if kind == "base" else None
    vps = (3, 2, 1) if kind == "base" else ()
    return Card(
        card_id,
        name,
        kind,
        faction,
        card_set,
        "made-up",
        power=power,
        text=text,
        breakpoint=breakpoint_,
        vps=vps,
    )


CARDS = (
    card(
        "time-travelers/doctor-when",
        "Doctor When",
        "minion",
        "Return another of your minions to your hand. You may play it as an extra minion.",
        4,
    ),
    card(
        "time-travelers/chrono-hop",
        "Chrono Hop",
        "action",
        "Play an extra action. Then you may play a minion of power 2 or less.",
    ),
    card(
        "time-travelers/paradox-loop",
        "Paradox Loop",
        "action",
        "Shuffle your discard pile into your deck.",
    ),
    card(
        "musketeers/dartagnan",
        "D'Artagnan",
        "minion",
        "Ongoing: Each of your other minions here has +1 power.",
        3,
    ),
    card(
        "musketeers/porthos",
        "Porthos",
        "minion",
        "When you play Rapier Flourish, draw a card.",
        4,
    ),
    card(
        "musketeers/rapier-flourish",
        "Rapier Flourish",
        "action",
        "Destroy a minion of power 2 or less. Play an extra minion.",
    ),
    card(
        "core/schloss-grauwald",
        "Schloß Grauwald",
        "base",
        "After this base scores, each player draws a card.",
    ),
    card(
        "world-tour/cafe-eclair",
        "Café Éclair",
        "base",
        "Before this base scores, the player with the most minions here gains 1 VP.",
    ),
)
DATASET = Dataset(sources=(SOURCE,), sets=(CORE, EXTRA), factions=FACTIONS, cards=CARDS)
TT = ["time-travelers/chrono-hop", "time-travelers/doctor-when", "time-travelers/paradox-loop"]
MUSKETEERS = ["musketeers/dartagnan", "musketeers/porthos", "musketeers/rapier-flourish"]

#: (search, the cards it finds in order, what it says of its words)
TABLE = [
    ("dartagnan", ["musketeers/dartagnan"], []),
    ("D'ARTAGNAN", ["musketeers/dartagnan"], []),
    ("d artagnan", ["musketeers/dartagnan"], []),
    ("schloss grauwald", ["core/schloss-grauwald"], []),
    ("cafe eclair", ["world-tour/cafe-eclair"], []),
    (
        "doctr when",
        ["time-travelers/doctor-when"],
        ['No card says "doctr"; showing cards with "doctor".'],
    ),
    (
        "dartagan",
        ["musketeers/dartagnan"],
        ['No card says "dartagan"; showing cards with "dartagnan".'],
    ),
    ("Time Travelers", TT, []),
    ("musketers", MUSKETEERS, ['No card says "musketers"; showing cards with "musketeers".']),
    ("grand voyage", ["world-tour/cafe-eclair"], []),
    # the phrase before the words apart; then the CLI's order (faction, name)
    (
        "extra minion",
        ["musketeers/rapier-flourish", "time-travelers/doctor-when", "time-travelers/chrono-hop"],
        [],
    ),
    # a card's name before a card that names it in its text
    ("rapier", ["musketeers/rapier-flourish", "musketeers/porthos"], []),
    ("what does doctor when do", ["time-travelers/doctor-when"], []),
    ("jak grauwald", ["core/schloss-grauwald"], ['No card says "jak"; it is left out.']),
    ("zzyzx", [], []),
    ("-action extra", ["musketeers/rapier-flourish", "time-travelers/doctor-when"], []),
    ("f:musketeers power>=4", ["musketeers/porthos"], []),
    ("t:base", ["core/schloss-grauwald", "world-tour/cafe-eclair"], []),
]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_database(DATASET, tmp_path_factory.mktemp("ranking") / "smashup.db")


@pytest.mark.parametrize(("text", "ids", "said"), TABLE, ids=[row[0] for row in TABLE])
def test_the_cli_finds_the_cards_in_this_order(
    db: Path, text: str, ids: list[str], said: list[str]
) -> None:
    found = find(db, text)
    assert [c["id"] for c in found.cards] == ids
    assert [note.message() for note in found.notes] == said


def test_folding_takes_off_case_accents_and_punctuation() -> None:
    assert (
        fold("  D'Artagnan  SCHLOSS-Grauwald: Café 1.21 ") == "dartagnan schlossgrauwald cafe 121"
    )
    assert fold("Schloß") == fold("schloss")


@pytest.mark.parametrize(
    ("a", "b", "edits"),
    [("feild", "field", 1), ("doctr", "doctor", 1), ("porthus", "porthos", 1), ("abc", "xyz", 3)],
)
def test_a_swap_is_one_typo(a: str, b: str, edits: int) -> None:
    assert typo_distance(a, b) == edits


def test_a_word_note_says_what_it_was_taken_for() -> None:
    assert WordNote("jumpr", ("jumper", "jumpers")).message() == (
        'No card says "jumpr"; showing cards with "jumper" or "jumpers".'
    )


# --------------------------------------------------------------------------- in the browser


@pytest.fixture(scope="module")
def ranking_site(db: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from smashwiki.building.publish import build_site
    from smashwiki.building.serve import static

    built = build_site(db, tmp_path_factory.mktemp("ranking-site"), config_file=REPO / "mkdocs.yml")
    with static(built.site) as url:
        yield url


@pytest.fixture(scope="module")
def search_tab(browser: Browser, ranking_site: str) -> Iterator[Page]:
    context = browser.new_context()
    opened = context.new_page()
    opened.goto(ranking_site + "search/", wait_until="networkidle")
    opened.evaluate("SmashwikiSearch.ready")
    yield opened
    context.close()


@pytest.mark.slow
@pytest.mark.parametrize(("text", "ids", "said"), TABLE, ids=[row[0] for row in TABLE])
def test_the_browser_finds_the_cards_in_this_order(
    search_tab: Page, text: str, ids: list[str], said: list[str]
) -> None:
    found = search_tab.evaluate(
        """text => SmashwikiSearch.ready.then(index => SmashwikiSearch.find(index, text, false, 8)
            .then(cards => ({
              ids: cards.map(card => card.row[index.columns.indexOf("id")]),
              said: cards.notes.map(SmashwikiSearch.wordMessage)
            })))""",
        text,
    )
    assert found == {"ids": ids, "said": said}


def panel_names(page: Page, text: str) -> list[str]:
    """Type ``text`` into the header box; the names of the cards its panel lists."""
    page.fill("[data-sw-find-input]", text)
    page.wait_for_function(
        "text => document.querySelector('[data-sw-find-panel]')"
        ".getAttribute('data-sw-find-for') === text",
        arg=text,
    )
    return page.locator("[data-sw-find-panel] .sw-search__name").all_inner_texts()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "first"),
    [("dartagnan", "D'Artagnan"), ("Time Travelers", "Chrono Hop"), ("doctr when", "Doctor When")],
)
def test_typing_then_enter_finds_it_in_the_panel_and_on_the_search_page(
    page: Page, ranking_site: str, text: str, first: str
) -> None:
    page.goto(ranking_site + "cards/musketeers/porthos/", wait_until="networkidle")
    assert panel_names(page, text)[:1] == [first]
    page.press("[data-sw-find-input]", "Enter")
    page.wait_for_url("**/search/?q=*")
    page.evaluate("SmashwikiSearch.ready.then(() => SmashwikiSearch.shown)")
    shown = page.locator("[data-sw-search-results] .sw-search__name").all_inner_texts()
    assert shown[:1] == [first]
    assert page.locator("[data-sw-search-input]").input_value() == text
