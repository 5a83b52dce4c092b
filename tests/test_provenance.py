"""Rulings, rule statements and the project's own checks of rule statements are kept apart:
a rule check is never stored, listed or counted as a ruling, and every ruling says when its
source stated it."""

from __future__ import annotations

import re
import sqlite3
import unicodedata
from pathlib import Path

from click.testing import CliRunner
from conftest import write

from smashwiki.cli import cli
from smashwiki.load import load_dataset

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


# --------------------------------------------------------------------------- quoted from the source

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures"
#: Each source's text, as copied from the source documents into the fixtures.
SOURCE_TEXTS = {
    "fandom-power-counters": FIXTURES / "sources" / "fandom-plus-1-power-counters.txt",
    "disney-edition-rulebook": FIXTURES / "rulebook" / "disney-edition.txt",
    "aeg-wiki-update-tracker": FIXTURES / "wiki" / "contributions-dump.txt",
    "aeg-wiki-special-cards": FIXTURES / "wiki" / "contributions-dump.txt",
    "aeg-wiki-time-travelers": FIXTURES / "wiki" / "contributions-dump.txt",
    "aeg-wiki-musketeers": FIXTURES / "wiki" / "contributions-dump.txt",
}
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "—": "-", "–": "-"})
_MARKUP = (
    (re.compile(r"\[\[(?:[^|\]]*\|)?([^\]]*)\]\]"), r"\1"),  # [[page|words]] -> words
    (re.compile(r"\[([^\]]*)\]\([^)]*\)"), r"\1"),  # [words](url) -> words
    (re.compile(r"'''?|\*\*|__"), ""),  # bold and italics, wiki and Markdown
    (re.compile(r"\s+"), " "),
)


def comparable(text: str) -> str:
    """``text`` as words only: markup, curly quotes, case and spacing aside.

    >>> comparable("'''Power 5''' - [[The Nexus|Nexus]]: D’Artagnan’s **turn**")
    "power 5 - nexus: d'artagnan's turn"
    """
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    for pattern, replacement in _MARKUP:
        text = pattern.sub(replacement, text)
    return text.strip().lower()


def test_the_comparison_finds_quoted_text_and_not_invented_text() -> None:
    source = comparable("* '''Clarifications:''' D’Artagnan can't be [[Affect|affected]] twice.")
    assert comparable("D'Artagnan can't be affected twice.") in source
    assert comparable("D'Artagnan can be affected twice.") not in source


def test_every_ruling_is_found_in_its_source_or_quotes_it() -> None:
    dataset = load_dataset(ROOT / "data", root=ROOT)
    texts = {
        source: comparable(path.read_text(encoding="utf-8"))
        for source, path in SOURCE_TEXTS.items()
    }
    missing = []
    checked = 0
    for ruling in dataset.rulings:
        source = texts.get(ruling.source_id or "")
        if source is None:
            # A source whose text tests/fixtures/ holds no copy of (a data set's own, such as
            # test_scale's generated factions'): nothing here can say what it says.
            continue
        checked += 1
        words = ruling.source_quote or ruling.text
        if comparable(words) not in source:
            missing.append(f"{ruling.id} ({ruling.source_id}): {words[:80]}")
    assert missing == []
    assert checked > 0 or not dataset.rulings


def test_rules_files_keep_their_place_in_the_rulebook(empty_project: Path) -> None:
    for name, position in (("zeta", 0), ("alpha", 1)):
        rules = f"id: {name}\ntitle: {name.title()}\nposition: {position}\nsource: src\nbody: x\n"
        write(empty_project, f"data/rules/{name}.yaml", rules)
    write(empty_project, "data/rules/aaa.yaml", "id: aaa\ntitle: A\nsource: src\nbody: x\n")
    dataset = load_dataset(empty_project / "data", root=empty_project)
    ordered = sorted(dataset.rules, key=lambda rule: (rule.position, rule.id))
    assert [rule.id for rule in ordered] == ["zeta", "alpha", "aaa"]
