"""The card search syntax: parsing, compiling to SQL, and the cards it finds."""

from __future__ import annotations

import ast
import sqlite3

import pytest
from click.testing import CliRunner
from conftest import real_dataset

from smashwiki.cli import cli
from smashwiki.db import write_database
from smashwiki.errors import SmashwikiError
from smashwiki.query import QueryError, Term, compile_query, parse_query, search


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    path = tmp_path_factory.mktemp("query") / "smashup.db"
    return write_database(real_dataset(), path)


def names(db, text: str) -> set[str]:
    return {row["name"] for row in search(db, f"f:time-travelers {text}")}


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("doctor", [Term("doctor")]),
        ('"extra minion"', [Term("extra minion")]),
        ("-t:base", [Term("base", "t", ":", True)]),
        ("power>=4 bp<20", [Term("4", "power", ">="), Term("20", "bp", "<")]),
        ('set:"disney-edition"', [Term("disney-edition", "set", ":")]),
    ],
    ids=["word", "phrase", "negated-type", "numbers", "quoted-value"],
)
def test_parse(text, terms):
    assert parse_query(text) == terms


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("t:minion power>=4", {"Doctor When", "Repeater Perfect"}),
        ("power=2", {"Jumper"}),
        ("bp<20", {"The Nexus"}),
        ("vp>=3 t:base", {"The Nexus"}),
        ('"extra minion" -t:titan', {"Doctor When", "Do Over!", "Time Walk"}),
        ("is:errata", {"Time is Fleeting", "Wormhole", "The Nexus"}),
        ("is:titan", {"Time Box"}),
        ("count:3", {"Time Raider"}),
        ("DOCTOR", {"Doctor When"}),
    ],
    ids=[
        "type-and-power",
        "power-equals",
        "breakpoint",
        "vp",
        "phrase-not-titan",
        "errata",
        "is-type",
        "count",
        "case-insensitive",
    ],
)
def test_search_finds_exactly_these_cards(db, text, expected):
    assert names(db, text) == expected


def test_has_ruling_and_its_negation_split_the_faction(db):
    with_rulings = names(db, "has:ruling")
    without = names(db, "-has:ruling")
    assert "Doctor When" in with_rulings and "Jumper" in without
    assert with_rulings.isdisjoint(without)
    assert len(with_rulings | without) == len(names(db, ""))


@pytest.mark.parametrize(
    "text",
    ["colour:red", "power>=many", '"open', "is:shiny", "t>minion"],
    ids=["unknown-key", "not-a-number", "open-quote", "unknown-flag", "bad-operator"],
)
def test_bad_queries_raise_query_error(text):
    with pytest.raises(QueryError):
        compile_query(text)


def test_like_wildcards_in_words_are_literal(db):
    assert names(db, "100%") == set()


def test_missing_database_is_a_clear_error(tmp_path):
    with pytest.raises(SmashwikiError, match="run `smashwiki build` first"):
        search(tmp_path / "nope.db", "x")


def test_cli_query_lists_cards(db):
    result = CliRunner().invoke(cli, ["query", "--db", str(db), "f:time-travelers t:titan"])
    assert result.exit_code == 0
    assert "time-travelers/time-box  Time Box  [titan]" in result.output


def ids(db, text: str) -> set[str]:
    return {row["id"] for row in search(db, text)}


@pytest.mark.parametrize(
    "text", ["f:time-travelers", "set:core-set", "power>=4", "bp<20", "is:errata", "doctor"]
)
def test_a_negated_term_is_the_complement(db, text):
    everything = ids(db, "")
    assert ids(db, text).isdisjoint(ids(db, f"-{text}"))
    assert ids(db, text) | ids(db, f"-{text}") == everything


def test_not_equals_on_a_faction_includes_cards_of_no_faction(db):
    assert ids(db, "f:none")  # the data has cards of unknown faction
    assert ids(db, "f!=time-travelers") == ids(db, "-f:time-travelers")
    assert ids(db, "f:none") <= ids(db, "f!=time-travelers")


def test_a_card_without_a_number_matches_no_comparison(db):
    """(Some actions print a power: the cards without one are found by SQL, not by type.)"""
    connection = sqlite3.connect(db)
    powerless = {row[0] for row in connection.execute("select id from cards where power is null")}
    assert powerless  # bases at least
    assert powerless.isdisjoint(ids(db, "power!=3"))
    assert powerless <= ids(db, "-power=3")


def test_is_not_equals_negates_a_flag(db):
    assert ids(db, "is!=errata") == ids(db, "-is:errata")


def test_words_match_whatever_the_case_of_any_letter(tmp_path):
    from smashwiki.model import Card, Dataset, Set, Source

    dataset = Dataset(
        sources=(Source("s", "S", "other"),),
        sets=(Set("core", "Core"),),
        cards=(Card("core/emile", "Émile Zola", "minion", None, "core", "s", power=2),),
    )
    path = write_database(dataset, tmp_path / "smashup.db")
    assert ids(path, "ÉMILE") == ids(path, "émile") == {"core/emile"}


@pytest.mark.parametrize("number", ["1_0", "٣", "4.0", "", "9007199254740992"])
def test_numbers_are_plain_ascii_digits_a_browser_counts_exactly(number):
    with pytest.raises(QueryError, match="whole number"):
        compile_query(f'power:"{number}"')


def test_signed_numbers_are_numbers():
    assert compile_query("power>-1 bp<=+20")[1] == [-1, 20]


@pytest.mark.parametrize("text", ["is>errata", "has<ruling"])
def test_flags_take_only_equals(text):
    with pytest.raises(QueryError, match="takes ':'"):
        compile_query(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("t:minoin", 'No card type is called "minoin". Did you mean t:minion?'),
        (
            "f:time-travellers",
            'No faction is called "time-travellers". Did you mean f:time-travelers?',
        ),
        ("set:nowhere-at-all", 'No set is called "nowhere-at-all".'),
    ],
    ids=["type-typo", "faction-typo", "nothing-near"],
)
def test_cli_query_says_what_the_search_box_says_when_nothing_is_found(db, text, said):
    # The same words as the box's note (cardsearch.js explainEmpty), from the same rule.
    result = CliRunner().invoke(cli, ["query", "--db", str(db), text])
    assert result.exit_code == 0, result.output
    assert "0 cards" in result.output
    assert said in result.output


def test_cli_query_suggests_nothing_when_cards_are_found(db):
    result = CliRunner().invoke(cli, ["query", "--db", str(db), "t:minion"])
    assert "Did you mean" not in result.output


@pytest.mark.parametrize(
    "text",
    ["doctr when", "dartagnan", "Time Travelers", "-t:minion musketeers", '"extra minion" -t:base'],
)
def test_the_printed_sql_runs_as_it_is_in_plain_sqlite(db, text):
    """`query --sql` prints the where clause that ran, typos corrected; it calls no function
    only smashwiki registers, so plain sqlite3 finds the same cards with it."""
    result = CliRunner().invoke(cli, ["query", "--db", str(db), "--sql", "--", text])
    assert result.exit_code == 0, result.output
    printed = result.output.splitlines()[0]
    where, _, params = printed.removeprefix("where ").rpartition("  -- ")
    connection = sqlite3.connect(db)  # no function of ours registered
    found = connection.execute(f"select id from cards where {where}", ast.literal_eval(params))
    assert {row[0] for row in found} == {row["id"] for row in search(db, text)}
