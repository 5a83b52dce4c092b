"""Rule statements: split from their section's words, linked to checks, covered or not."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, write

from smashwiki.checks import catalog, run_all, run_ruling
from smashwiki.cli import cli
from smashwiki.coverage import coverage, glossary_coverage, statement_status
from smashwiki.db import write_database
from smashwiki.errors import DataError
from smashwiki.load import load_dataset
from smashwiki.model import CheckResult, Statement
from smashwiki.site.render import markdown_path, render_docs

PASSING = """
          players: [Alan, Beth]
          setup:
            bases: [{name: bank, breakpoint: 5, vps: [3, 2, 1], minions: {Alan: [5]}}]
            base-deck: [30]
          do: [score]
          expect:
            vps: {Alan: 3}
"""

#: Same position, but the check claims 2 VPs: the engine disagrees.
WRONG = PASSING.replace("vps: {Alan: 3}", "vps: {Alan: 2}")


def _rules(checks: str = PASSING, extra: str = "") -> str:
    return f"""
    id: scoring
    title: Scoring
    source: src
    body: |-
      The winner gets the first number. Anyone with less gets nothing.

      This box holds cards.
    statements:
      - id: winner
        text: The winner gets the first number.
        checks:
          - text: One player alone takes the winner's VPs.
            check:
{_indent(checks, 14)}
{extra}
      - id: nothing
        text: Anyone with less gets nothing.
      - id: box
        text: This box holds cards.
        untestable: describes the box
    """


def _indent(text: str, spaces: int) -> str:
    lines = [line for line in text.strip("\n").splitlines()]
    width = min(len(line) - len(line.lstrip()) for line in lines if line.strip())
    return "\n".join(" " * spaces + line[width:] for line in lines)


def _load(project: Path):  # noqa: ANN202 - a Dataset
    return load_dataset(project / "data", root=project)


def test_statements_load_with_their_own_checks(empty_project: Path) -> None:
    write(empty_project, "data/rules/scoring.yaml", _rules())
    dataset = _load(empty_project)
    ids = [s.id for s in dataset.statements]
    assert ids == ["scoring/winner", "scoring/nothing", "scoring/box"]
    winner = dataset.statements[0]
    assert winner.ruling_ids == ("scoring/winner#1",)
    assert dataset.rulings == ()
    [check] = dataset.rule_checks
    assert (check.id, check.kind, check.rule_ids, check.statement_id, check.source_id) == (
        "scoring/winner#1",
        "rule-check",
        ("scoring",),
        "scoring/winner",
        None,
    )
    assert not dataset.statements[2].mechanical


def test_coverage_counts_covered_mechanical_and_total(empty_project: Path) -> None:
    write(empty_project, "data/rules/scoring.yaml", _rules())
    dataset = _load(empty_project)
    report = coverage(dataset, run_all(dataset))
    assert (report.covered, report.mechanical, report.total) == (1, 2, 3)
    assert [s.id for s in report.uncovered] == ["scoring/nothing"]
    assert report.line().startswith("rules coverage: 1/2 mechanical statements covered (50%")


def test_a_failing_check_does_not_cover_its_statement() -> None:
    statement = Statement("s/x", "s", "text", ruling_ids=("a", "b"))
    results = {"a": CheckResult("a", "failing"), "b": CheckResult("b", "pending")}
    assert statement_status(statement, results) == "uncovered"
    results["a"] = CheckResult("a", "verified")
    assert statement_status(statement, results) == "covered"
    results["b"] = CheckResult("b", "failing", known=True)
    assert statement_status(statement, results) == "uncovered"


@pytest.mark.parametrize(
    ("statements", "message"),
    [
        pytest.param(
            "- {id: a, text: The winner gets the first number.}",
            "split into statements only in part",
            id="partial-split",
        ),
        pytest.param(
            "- {id: a, text: The winner gets all the numbers.}",
            "is not word for word in the body",
            id="not-the-sources-words",
        ),
        pytest.param(
            "- {id: a, text: The winner gets the first number., rulings: [no/such]}",
            "unknown ruling 'no/such'",
            id="unknown-ruling",
        ),
        pytest.param(
            "- {id: a, text: The winner gets the first number.}\n"
            "      - {id: a, text: Anyone with less gets nothing.}",
            "duplicate statement id 'scoring/a'",
            id="duplicate-id",
        ),
        pytest.param(
            "- {id: a, text: The winner gets the first number., untestable: no, rulings: [x/y]}",
            "marked untestable but names checks",
            id="untestable-with-checks",
        ),
    ],
)
def test_bad_statements_are_reported_with_their_place(
    empty_project: Path, statements: str, message: str
) -> None:
    write(
        empty_project,
        "data/rules/scoring.yaml",
        f"""
    id: scoring
    title: Scoring
    source: src
    body: The winner gets the first number. Anyone with less gets nothing.
    statements:
      {statements}
    """,
    )
    with pytest.raises(DataError) as caught:
        _load(empty_project)
    report = caught.value.report()
    assert message in report
    assert "data/rules/scoring.yaml:" in report


def test_a_known_failing_check_is_expected_and_a_passing_one_must_lose_the_mark(
    empty_project: Path,
) -> None:
    marked = "            known-failing: the engine gives the runner-up's VPs\n"
    write(empty_project, "data/rules/scoring.yaml", _rules(WRONG, marked))
    dataset = _load(empty_project)
    cards = catalog(dataset)
    result = run_ruling(dataset.rule_checks[0], cards)
    assert (result.status, result.known) == ("failing", True)
    assert "known failing: the engine gives the runner-up's VPs" in (result.detail or "")
    write(empty_project, "data/rules/scoring.yaml", _rules(PASSING, marked))
    dataset = _load(empty_project)
    result = run_ruling(dataset.rule_checks[0], catalog(dataset))
    assert (result.status, result.known) == ("failing", False)
    assert "remove known-failing" in (result.detail or "")


def test_check_prints_coverage_and_the_uncovered(empty_project: Path) -> None:
    write(empty_project, "data/rules/scoring.yaml", _rules())
    result = CliRunner().invoke(cli, ["check", "--project", str(empty_project)])
    assert result.exit_code == 0, result.output
    assert "rules coverage: 1/2 mechanical statements covered" in result.output
    assert "UNCOVERED scoring/nothing (no check)" in result.output


def test_check_lists_known_failures_without_failing(empty_project: Path) -> None:
    marked = "            known-failing: the engine gives the runner-up's VPs\n"
    write(empty_project, "data/rules/scoring.yaml", _rules(WRONG, marked))
    result = CliRunner().invoke(cli, ["check", "--project", str(empty_project)])
    assert result.exit_code == 0, result.output
    assert "KNOWN FAILING scoring/winner#1" in result.output
    assert "UNCOVERED scoring/winner (scoring/winner#1 failing)" in result.output


def test_the_database_stores_statements_and_their_checks(
    empty_project: Path, tmp_path: Path
) -> None:
    write(empty_project, "data/rules/scoring.yaml", _rules())
    dataset = _load(empty_project)
    path = write_database(dataset, tmp_path / "db.sqlite", results=run_all(dataset))
    with sqlite3.connect(path) as db:
        statements = db.execute(
            "select id, coverage, untestable from statements order by position"
        ).fetchall()
        links = db.execute(
            "select statement_checks.statement_id, check_id, statement_checks.kind, status "
            "from statement_checks "
            "join rule_checks on rule_checks.id = rule_check_id"
        ).fetchall()
        rulings = db.execute("select count(*) from rulings").fetchone()
        kinds = db.execute("select record, kind from checks").fetchall()
    assert statements == [
        ("scoring/winner", "covered", None),
        ("scoring/nothing", "uncovered", None),
        ("scoring/box", "untestable", "describes the box"),
    ]
    assert links == [("scoring/winner", "scoring/winner#1", "rule-check", "verified")]
    assert rulings == (0,)
    assert kinds == [("rule-check", "rule-check")]


def test_a_rule_page_shows_each_statement_with_its_checks(
    empty_project: Path, tmp_path: Path
) -> None:
    hostile = _rules().replace(
        "This box holds cards.", "This box holds <script>alert(1)</script> cards."
    )
    write(empty_project, "data/rules/scoring.yaml", hostile)
    dataset = _load(empty_project)
    path = write_database(dataset, tmp_path / "db.sqlite", results=run_all(dataset))
    render_docs(path, tmp_path / "docs", ROOT / "templates")
    page = (tmp_path / "docs" / markdown_path("rules/scoring/")).read_text()
    statements = page.split("How the rules engine checks this section", 1)[1]
    assert "<details" in statements.split("The winner gets the first number.", 1)[0]
    proof = statements.split("The winner gets the first number.", 1)[1]
    assert "Checks the rule “The winner gets the first number.”" in proof
    assert "Written by this project to check the rule; not a ruling" in proof
    assert "rulings/scoring" not in page
    assert 'data-coverage="covered"' in statements
    assert 'data-coverage="uncovered"' in statements
    assert "describes the box" in statements
    assert "sw-badge--verified" in statements
    assert "<script>" not in page


GLOSSARY = """
    id: glossary
    title: Game Terms
    source: src
    terms:
      - id: destroy
        term: Destroy
        text: This puts a card in the discard pile. It is not returned.
        source: src
        statements:
          - id: discard
            text: This puts a card in the discard pile.
            checks:
              - text: One player alone takes the winner's VPs.
                check:
{checks}
          - id: not-returned
            text: It is not returned.
      - id: box
        term: Box
        text: The box holds the game.
        source: src
    """


def test_glossary_terms_split_into_statements_and_count_apart(empty_project: Path) -> None:
    write(empty_project, "data/rules/glossary.yaml", GLOSSARY.format(checks=_indent(PASSING, 18)))
    dataset = _load(empty_project)
    assert [(s.id, s.term_id) for s in dataset.statements] == [
        ("glossary/destroy/discard", "destroy"),
        ("glossary/destroy/not-returned", "destroy"),
    ]
    [check] = dataset.rule_checks
    assert check.id == "glossary/destroy/discard#1"
    results = run_all(dataset)
    glossary = glossary_coverage(dataset, results)
    assert (glossary.covered, glossary.mechanical, glossary.total) == (1, 2, 2)
    assert glossary.unsplit == ("box",)
    assert glossary.line().startswith("glossary coverage: 1/2 mechanical statements covered")
    assert "1 terms not split into statements" in glossary.line()
    assert coverage(dataset, results).total == 0
    result = CliRunner().invoke(cli, ["check", "--project", str(empty_project)])
    assert "glossary coverage: 1/2 mechanical statements covered" in result.output
    assert "UNCOVERED glossary/destroy/not-returned (no check)" in result.output


def test_a_glossary_statement_must_quote_its_term(empty_project: Path) -> None:
    text = GLOSSARY.format(checks=_indent(PASSING, 18)).replace(
        "text: It is not returned.", "text: It is never returned."
    )
    write(empty_project, "data/rules/glossary.yaml", text)
    with pytest.raises(DataError) as caught:
        _load(empty_project)
    report = caught.value.report()
    assert "is not word for word in the text of glossary term 'destroy'" in report
    assert "glossary term 'destroy' is split into statements only in part" in report
