"""Full-text search in the database: the canned query takes any input as words to find."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from smashwiki.db import CANNED_QUERIES, write_database
from smashwiki.model import Card, Dataset, Faction, Set, Source


def card(card_id: str, name: str, text: str) -> Card:
    return Card(
        f"musketeers/{card_id}",
        name,
        "minion",
        "musketeers",
        "core",
        "src",
        count=1,
        power=3,
        text=text,
    )


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> sqlite3.Connection:
    dataset = Dataset(
        sources=(Source("src", "A source", "other"),),
        sets=(Set("core", "Core Set", 2012),),
        factions=(Faction("musketeers", "Musketeers", "core", "src"),),
        cards=(
            card("dartagnan", "D'Artagnan", "Gain a +1 power counter for each ally here."),
            card("porthos", "Porthos", "You don't have to play an extra minion."),
            card("athos", "Athos", "Move a power-counter to another minion."),
        ),
    )
    path = write_database(dataset, Path(tmp_path_factory.mktemp("fts")) / "smashup.db")
    connection = sqlite3.connect(path)
    yield connection
    connection.close()


def search(db: sqlite3.Connection, words: str) -> list[str]:
    sql = CANNED_QUERIES["search_cards"]["sql"]
    return [row[1] for row in db.execute(sql, {"q": words})]


@pytest.mark.parametrize(
    ("words", "found"),
    [
        ("D'Artagnan", ["D'Artagnan"]),
        ("don't", ["Porthos"]),
        ("power-counter", ["D'Artagnan", "Athos"]),  # the words "power counter", joined
        ("extra minion", ["Porthos"]),
        ("counter", ["D'Artagnan", "Athos"]),
    ],
    ids=["apostrophe-in-name", "apostrophe-in-text", "hyphen", "two-words", "one-word"],
)
def test_the_canned_search_finds_the_cards_with_those_words(
    db: sqlite3.Connection, words: str, found: list[str]
) -> None:
    assert sorted(search(db, words)) == sorted(found)


@pytest.mark.parametrize(
    "words",
    ['"', '"unclosed', "NEAR(", "a OR", "*", "name:x", "^", "-x", "", "  ", "(", "a AND NOT"],
)
def test_fts5_syntax_in_the_input_is_no_error(db: sqlite3.Connection, words: str) -> None:
    assert search(db, words) == []


def test_fts5_operators_are_words_to_find(db: sqlite3.Connection) -> None:
    assert search(db, "minion OR counter") == []  # "or" is a word, and no card has all three
