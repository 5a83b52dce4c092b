"""Rulings, rule statements and the project's own checks of rule statements are kept apart:
a rule check is never stored, listed or counted as a ruling, and every ruling says when its
source stated it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from click.testing import CliRunner
from conftest import write

from smashwiki.cli import cli

RULES = """
id: scoring
title: Scoring
source: src
body: The winner gets the first number.
statements:
  - id: winner
    text: The winner gets the first number.
    checks:
      - text: The bigger total takes the first number.
        check:
          setup:
            bases:
              - {name: bank, breakpoint: 5, vps: [3, 2, 1], minions: {Alan: [5]}}
            base-deck: [20]
          do: [score]
          expect:
            vps: {Alan: 3}
"""
RULINGS = """
rulings:
  - id: test/said
    kind: clarification
    text: A base that scores gives its first number to the winner.
    source: src
    rules: [scoring]
    untestable: written for this test
"""


def test_a_rule_check_is_stored_and_counted_apart_from_rulings(empty_project: Path) -> None:
    write(empty_project, "data/rules/scoring.yaml", RULES)
    write(empty_project, "data/rulings/said.yaml", RULINGS)
    built = CliRunner().invoke(cli, ["build", "--project", str(empty_project), "--no-site"])
    assert built.exit_code == 0, built.output
    assert "1 rulings, 1 rule checks" in built.output
    assert "rule checks: 1 verified" in built.output
    with sqlite3.connect(empty_project / "build" / "smashup.db") as db:
        rulings = db.execute("select id, kind, source_id from rulings").fetchall()
        checks = db.execute("select id, kind, statement_id from rule_checks").fetchall()
        records = db.execute("select id, record from checks order by id").fetchall()
    assert rulings == [("test/said", "clarification", "src")]
    assert checks == [("scoring/winner#1", "rule-check", "scoring/winner")]
    assert records == [("scoring/winner#1", "rule-check"), ("test/said", "ruling")]


def test_a_ruling_without_a_date_of_its_own_takes_its_sources(empty_project: Path) -> None:
    sources = (
        "sources:\n  - {id: src, title: A source, kind: wiki, published_by: 2025-08-18,"
        " date_from: a later page names it}\n"
    )
    write(empty_project, "data/sources.yaml", sources)
    write(empty_project, "data/rules/scoring.yaml", RULES)
    write(empty_project, "data/rulings/said.yaml", RULINGS)
    built = CliRunner().invoke(cli, ["build", "--project", str(empty_project), "--no-site"])
    assert built.exit_code == 0, built.output
    with sqlite3.connect(empty_project / "build" / "smashup.db") as db:
        dated = db.execute(
            "select rulings.date, date_basis, sources.revised, sources.published_by, "
            "sources.retrieved from rulings join sources on sources.id = rulings.source_id"
        ).fetchall()
    assert dated == [("2025-08-18", "published_by", None, "2025-08-18", None)]
