"""`smashwiki diff`: what a change to data/ does, for a pull-request comment."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, write

from smashwiki import checks
from smashwiki.cli import cli
from smashwiki.diff import DiffError, diff
from smashwiki.load import load_dataset

SOURCES = "sources:\n  - id: src\n    title: A source\n    kind: wiki\n"
SETS = "sets:\n  - id: core\n    name: Core Set\n"
FACTION = """
    id: demo
    name: Demo
    source: src
    partial: true
    cards:
      - id: big
        name: Big Guy
        type: minion
        count: 1
        power: 5
        text: Nothing special.
      - id: plaza
        name: The Plaza
        type: base
        breakpoint: 20
        vps: [3, 2, 1]
        text: Nothing here.
"""
RULINGS = """
    rulings:
      - id: topic/other
        kind: faq
        text: The winner gets the most VPs.
        source: src
        check:
          setup:
            bases: [{name: bank, breakpoint: 20, vps: [3, 2, 1], minions: {Alan: [15], Beth: [6]}}]
          do: [score]
          expect: {vps: {Alan: 3}}
      - id: topic/scores
        kind: faq
        text: The runner-up gets the second number.
        source: src
        check:
          setup:
            bases: [{name: bank, breakpoint: 20, vps: [3, 2, 1], minions: {Alan: [15], Beth: [6]}}]
          do: [score]
          expect: {vps: {Alan: 3, Beth: 2}}
"""


def git(project: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(project), "-c", "user.name=t", "-c", "user.email=t@t", *args],
        check=True,
        capture_output=True,
    )


def committed(project: Path) -> Path:
    git(project, "init", "-q")
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "data")
    return project


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    write(tmp_path, "data/sources.yaml", SOURCES)
    write(tmp_path, "data/sets.yaml", SETS)
    write(tmp_path, "data/factions/demo.yaml", FACTION)
    write(tmp_path, "data/rulings/topic.yaml", RULINGS)
    return committed(tmp_path)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_no_change_says_so(repo: Path) -> None:
    report = diff(repo, "HEAD")
    assert report.changes == [] and report.statuses == []
    assert "No changes to the data." in report.markdown()


def test_a_changed_field_is_reported_field_by_field(repo: Path) -> None:
    edit(repo / "data/factions/demo.yaml", "power: 5", "power: 6")
    edit(repo / "data/factions/demo.yaml", "breakpoint: 20", "breakpoint: 22")
    text = diff(repo, "HEAD").markdown()
    assert "### Cards\n\n- **Big Guy** (demo/big): power 5 → 6\n" in text
    assert "### Bases\n\n- **The Plaza** (demo/plaza): breakpoint 20 → 22\n" in text


def test_added_and_removed_records(repo: Path) -> None:
    edit(
        repo / "data/factions/demo.yaml",
        "  - id: plaza\n    name: The Plaza",
        "  - id: small\n    name: Small Guy\n    type: minion\n    power: 1\n    text: X.\n"
        "  - id: plaza\n    name: The Plaza",
    )
    (repo / "data/rulings/topic.yaml").unlink()
    report = diff(repo, "HEAD")
    kinds = {(change.kind, change.key) for change in report.changes}
    assert ("added", "demo/small") in kinds
    assert ("removed", "topic/other") in kinds and ("removed", "topic/scores") in kinds
    assert report.statuses == []  # a removed ruling has no new status


def test_status_changes_come_with_the_worked_example_failing_first(repo: Path) -> None:
    rulings = repo / "data/rulings/topic.yaml"
    edit(rulings, "expect: {vps: {Alan: 3, Beth: 2}}", "expect: {vps: {Alan: 3, Beth: 1}}")
    edit(rulings, "expect: {vps: {Alan: 3}}", "expect: {vps: {Alan: 3}}\n    untestable: no")
    text = rulings.read_text(encoding="utf-8")
    start = text.index("    check:")
    rulings.write_text(
        text[:start] + text[text.index("    untestable") :], encoding="utf-8"
    )  # topic/other: check -> untestable
    report = diff(repo, "HEAD")
    assert [(s.ruling_id, s.old.status, s.new.status) for s in report.statuses] == [
        ("topic/scores", "verified", "failing"),
        ("topic/other", "verified", "untestable"),
    ]
    markdown = report.markdown()
    assert "- **topic/scores**: verified → failing" in markdown
    assert "> The runner-up gets the second number." in markdown
    assert "Worked example at HEAD, before the change:\n\n  ```text\n  Setup:\n" in markdown


def test_data_from_the_pull_request_is_escaped(repo: Path) -> None:
    edit(repo / "data/factions/demo.yaml", "name: Big Guy", "name: '<img src=x> **@here**'")
    text = diff(repo, "HEAD").markdown()
    assert re.search(r"(?<!\\)[<>@]", text) is None
    assert r"\<img src=x\> \*\*\@here\*\*" in text


def test_an_unknown_revision_is_an_error(repo: Path) -> None:
    with pytest.raises(DiffError, match="rev-parse"):
        diff(repo, "no-such-branch")
    with pytest.raises(DiffError):
        diff(repo, "--output=x")


def test_the_cli_prints_markdown(repo: Path) -> None:
    edit(repo / "data/factions/demo.yaml", "power: 5", "power: 7")
    result = CliRunner().invoke(cli, ["diff", "HEAD", "--project", str(repo)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("## Data changes since HEAD\n")
    assert "power 5 → 7" in result.output


@pytest.mark.slow
def test_changing_one_power_reports_exactly_that(tmp_path: Path) -> None:
    """The acceptance check, on any valid data: bump one minion's power in a fresh repository."""
    shutil.copytree(ROOT / "data", tmp_path / "data")
    committed(tmp_path)
    dataset = load_dataset(tmp_path / "data")
    card = next(c for c in dataset.cards if c.type == "minion" and isinstance(c.power, int))
    path = tmp_path / card.where.file.removeprefix(f"{tmp_path.name}/")
    path = path if path.is_file() else tmp_path / card.where.file
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    index = next(
        i
        for i in range(card.where.line - 1, len(lines))
        if re.fullmatch(rf"\s+power: {card.power}\n", lines[i])
    )
    lines[index] = lines[index].replace(str(card.power), str(card.power + 1))
    path.write_text("".join(lines), encoding="utf-8")

    report = diff(tmp_path, "HEAD")

    assert [(c.key, c.fields) for c in report.changes] == [
        (card.id, (("power", card.power, card.power + 1),))
    ]
    before = checks.run_all(dataset)
    after = checks.run_all(load_dataset(tmp_path / "data"))
    expected = {rid for rid in after if after[rid].status != before[rid].status}
    assert {s.ruling_id for s in report.statuses} == expected
    assert f"**{card.name}** ({card.id}): power {card.power} → {card.power + 1}" in (
        report.markdown()
    )
