"""A compiled card's provenance: stored under compiled: by `smashwiki compile --write`,
checked by `smashwiki check`, recorded in the database as implemented_by, and a draft
for what does not compile."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from compilekit import corpus

from smashwiki.building import pipeline
from smashwiki.cli import cli
from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import in_any_order, to_yaml
from smashwiki.db import write_database
from smashwiki.engine.language.grammar import parse_abilities
from smashwiki.errors import DataError
from smashwiki.load import load_dataset

FACTION = "data/factions/musketeers.yaml"
BASE = (
    "  - id: training-yard\n    name: Training Yard\n    type: base\n    breakpoint: 20\n"
    "    vps: [3, 2, 1]\n    text: Minions here have +1 power.\n"
)


def with_base(project: Path, text: str = "Minions here have +1 power.") -> Path:
    path = project / FACTION
    source = path.read_text(encoding="utf-8")
    base = BASE.replace("Minions here have +1 power.", text)
    path.write_text(source.replace("cards:\n", "cards:\n" + base, 1), encoding="utf-8")
    return path


def compile_cli(project: Path, *args: str):
    return CliRunner().invoke(cli, ["compile", "--project", str(project), *args])


def card(project: Path, card_id: str):
    dataset = load_dataset(project / "data", root=project)
    return next(c for c in dataset.cards if c.id == card_id)


def test_write_stores_the_compilation_and_check_accepts_it(project):
    with_base(project)
    result = compile_cli(project, "--write")
    assert result.exit_code == 0, result.output
    assert "wrote compiled: of musketeers/training-yard" in result.output
    stored = card(project, "musketeers/training-yard").compiled
    compiled = compile_text("Minions here have +1 power.", "base").compiled
    assert stored is not None and compiled is not None
    assert parse_abilities(stored) == compiled.abilities
    pipeline.check(project)  # canonical form, and the stored values match the text
    again = compile_cli(project, "--write")
    assert again.output.splitlines()[-1].startswith("0 of ")


def test_check_fails_when_the_text_no_longer_compiles_to_the_stored_values(project):
    path = with_base(project)
    compile_cli(project, "--write")
    text = path.read_text(encoding="utf-8")
    edited = text.replace("text: Minions here have +1 power.", "text: Minions here have +2 power.")
    path.write_text(edited, encoding="utf-8")
    with pytest.raises(DataError) as failed:
        pipeline.check(project)
    (problem,) = failed.value.problems
    assert problem.file == FACTION and "compiled: is not what the card's text compiles to" in str(
        problem
    )
    assert "smashwiki compile --write musketeers/training-yard" in problem.message


def test_a_hand_declaration_wins(project):
    compile_cli(project, "--write")
    porthos = card(project, "musketeers/porthos")  # compiles, but its abilities are by hand
    assert porthos.abilities and porthos.compiled is None


def test_the_database_says_how_the_engine_knows_a_card(project, tmp_path):
    with_base(project)
    compile_cli(project, "--write")
    dataset = load_dataset(project / "data", root=project)
    database = tmp_path / "out.db"
    from smashwiki.checks import implemented

    write_database(dataset, database, implemented=implemented(dataset))
    rows = dict(sqlite3.connect(database).execute("select id, implemented_by from cards"))
    assert rows["musketeers/training-yard"] == "text"
    assert rows["musketeers/porthos"] == "hand"
    assert rows["aladdin/jasmine"] is None
    described = sqlite3.connect(database).execute(
        "select description from descriptions where table_name = 'cards' "
        "and column_name = 'implemented_by'"
    )
    assert "text" in described.fetchone()[0]


def test_a_draft_marks_the_clause_it_stops_at():
    result = CliRunner().invoke(cli, ["compile", "--draft", "musketeers/all-for-one"])
    assert result.exit_code == 0
    assert "modifier: minion" in result.output
    assert "# MISSING clause 3 ('After you play another action" in result.output


ACCEPTED = [e for e in corpus()["texts"] if compile_text(e["text"], e["type"]).accepted]


@pytest.mark.parametrize("entry", ACCEPTED, ids=[e["text"] for e in ACCEPTED])
def test_what_is_stored_reads_back_to_the_compiled_values(entry):
    compiled = compile_text(entry["text"], entry["type"]).compiled
    assert compiled is not None
    written = to_yaml(compiled.abilities)  # NoYaml: a value the compiler makes, unwritable
    assert in_any_order(parse_abilities(written)) == in_any_order(compiled.abilities)


@pytest.mark.parametrize(
    "text",
    [
        "Talent: Destroy this minion to place a minion from your discard pile on the bottom of"
        " your deck.",
        "Special: At the start of your turn, if you have three or fewer cards in your hand, you"
        " may play this minion from your discard pile as an extra minion.",
    ],
    ids=["a-cost-before-a-place", "conditions-and-flags"],
)
def test_an_accepted_text_is_one_its_card_can_store(text):
    outcome = compile_text(text, "minion")
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    read_back = parse_abilities(to_yaml(outcome.compiled.abilities))
    assert in_any_order(read_back) == in_any_order(outcome.compiled.abilities)
    assert read_back.abilities[0].effects[0].cost or read_back.abilities[0].conditions


def test_the_site_counts_cards_by_how_the_engine_knows_them():
    from smashwiki.site.pages import engine_counts

    counts = engine_counts(
        [{"implemented_by": "text"}, {"implemented_by": "hand"}, {"implemented_by": None}]
    )
    assert (counts.total, counts.plays, counts.from_text, counts.by_hand, counts.not_yet) == (
        3,
        2,
        1,
        1,
        1,
    )
