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
    assert (
        "<details><summary>worked example at HEAD, before the change</summary>\n\n"
        "  ```text\n  Setup:\n" in markdown
    )


def test_data_from_the_pull_request_is_escaped(repo: Path) -> None:
    edit(repo / "data/factions/demo.yaml", "name: Big Guy", "name: '<img src=x> **@here**'")
    text = diff(repo, "HEAD").markdown()
    ours = re.sub(r"</?(details|summary)>", "", text)  # the report's own collapsible parts
    assert re.search(r"(?<!\\)[<>@]", ours) is None
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


NEW_CARD = """
  - id: small
    name: Small Guy
    type: character
    count: 2
    power: X
    text: Its power is the number of cards in your hand.
"""
NEW_RULING = """
  - id: topic/third
    kind: clarification
    text: A minion of power 0 still counts for the runner-up.
    source: src
    cards: [demo/big]
    check:
      setup:
        bases: [{name: bank, breakpoint: 20, vps: [3, 2, 1], minions: {Alan: [15], Beth: [6]}}]
      do: [score]
      expect: {vps: {Beth: 2}}
"""


def test_a_new_card_is_shown_with_every_field(repo: Path) -> None:
    faction = repo / "data/factions/demo.yaml"
    faction.write_text(faction.read_text(encoding="utf-8") + NEW_CARD, encoding="utf-8")
    report = diff(repo, "HEAD")
    assert (
        "### Cards\n\n- added **Small Guy** (demo/small)\n  - type: character\n  - power: X\n"
        "  - faction: demo\n  - source: src\n  - count: 2\n"
        "  - text: Its power is the number of cards in your hand.\n  - errata status: none\n"
    ) in report.markdown()
    assert "- added Small Guy (demo/small)\n  - type: character\n  - power: X\n" in report.text()


def test_a_new_ruling_shows_its_words_source_verdict_worked_example_and_check(
    repo: Path,
) -> None:
    rulings = repo / "data/rulings/topic.yaml"
    rulings.write_text(rulings.read_text(encoding="utf-8") + NEW_RULING, encoding="utf-8")
    markdown = diff(repo, "HEAD").markdown()
    entry = markdown.split("- added **topic/third**", 1)[1].split("\n### ", 1)[0]
    assert entry.startswith(
        ": verified-standin\n  > A minion of power 0 still counts for the runner-up.\n"
        "  - kind: clarification\n  - source: src\n  - cards: demo/big\n"
    )
    assert "  <details><summary>worked example</summary>\n\n  ```text\n  Setup:\n" in entry
    assert "  Result:\n    - Beth has 2 VPs." in entry
    assert (
        "  <details><summary>its check, as written</summary>\n\n  ```text\n  setup:\n"
        "    bases:\n" in entry
    )
    assert "  do: [score]\n  expect:\n    vps: {Beth: 2}\n  ```" in entry  # the file's order
    assert "### Rulings whose status changed" not in markdown  # a new ruling had none


def test_a_changed_check_shows_its_verdict_before_and_after(repo: Path) -> None:
    rulings = repo / "data/rulings/topic.yaml"
    edit(rulings, "expect: {vps: {Alan: 3, Beth: 2}}", "expect: {vps: {Alan: 3, Beth: 1}}")
    markdown = diff(repo, "HEAD").markdown()
    rulings_part = markdown.split("### Rulings\n\n", 1)[1].split("\n### ", 1)[0]
    assert rulings_part.startswith("- **topic/scores**: its check changed\n")
    assert "  - verdict: verified → failing (" in rulings_part
    statuses = markdown.split("### Rulings whose status changed\n\n", 1)[1]
    assert statuses.startswith("- **topic/scores**: verified → failing (")


def test_a_changed_card_lists_what_changed_then_every_field_collapsed(repo: Path) -> None:
    edit(repo / "data/factions/demo.yaml", "text: Nothing special.", "text: Something.")
    markdown = diff(repo, "HEAD").markdown()
    assert "- **Big Guy** (demo/big): text Nothing special. → Something.\n" in markdown
    assert "<details><summary>every field of Big Guy now</summary>\n\n  - type: minion\n" in (
        markdown
    )


def test_the_terminal_report_is_plain_and_shows_control_characters() -> None:
    from smashwiki.diffreport import Code, Item, Section, bold, data, said, text

    doc = [
        Section(
            "Cards",
            [
                [
                    Item((said("added "), bold("Evil\x1b]0;owned\x07"), data(" <b>@x</b>"))),
                    Code(("a\x00b",)),
                ]
            ],
        )
    ]
    assert text(doc) == "Cards\n\n- added Evil\\x1b]0;owned\\x07 <b>@x</b>\n    a\\x00b\n"


def test_the_markdown_report_is_bounded_and_says_what_it_left_out() -> None:
    from smashwiki.diffreport import MAX_MARKDOWN_CHARS, Item, Section, data, markdown

    entries = [[Item((data(f"record {n} " + "x" * 1000),))] for n in range(200)]
    out = markdown([Section("Cards", entries), Section("Rulings", entries[:3])], "Title")
    assert len(out) <= MAX_MARKDOWN_CHARS + 200
    kept = out.count("- record ")
    assert 50 < kept < 200
    assert out.endswith(
        f"{203 - kept} more changes are not shown: the report is kept under 60,000 "
        "characters. Run `smashwiki diff` to see them all.\n"
    )
    assert "### Rulings" not in out


def test_the_cli_prints_text_on_request(repo: Path) -> None:
    edit(repo / "data/factions/demo.yaml", "power: 5", "power: 7")
    result = CliRunner().invoke(cli, ["diff", "--format", "text", "--project", str(repo)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Data changes since HEAD\n\nCards\n\n- Big Guy (demo/big)")


CARD_WITH_ABILITIES = """
  - id: whistler
    name: Whistler
    type: minion
    count: 1
    power: 2
    text: "Talent: Draw a card."
    abilities: {talent: {draw: 1}}
"""


def test_a_new_cards_abilities_are_shown_in_words_beside_its_fields(repo: Path) -> None:
    faction = repo / "data/factions/demo.yaml"
    faction.write_text(faction.read_text(encoding="utf-8") + CARD_WITH_ABILITIES, encoding="utf-8")
    report = diff(repo, "HEAD")
    markdown, text = report.markdown(), report.text()
    assert "  - abilities: {talent: {draw: 1}}\n  - abilities in words: Talent: Draw a card.\n" in (
        markdown
    )
    assert "  - abilities in words: Talent: Draw a card.\n" in text


def test_a_changed_ability_shows_the_new_words(repo: Path) -> None:
    faction = repo / "data/factions/demo.yaml"
    faction.write_text(faction.read_text(encoding="utf-8") + CARD_WITH_ABILITIES, encoding="utf-8")
    committed_again = ["commit", "-q", "-am", "abilities"]
    git(repo, *committed_again)
    edit(faction, "abilities: {talent: {draw: 1}}", "abilities: {talent: {draw: 2}}")
    markdown = diff(repo, "HEAD").markdown()
    entry = markdown.split("**Whistler**", 1)[1].split("\n- ", 1)[0]
    assert "abilities Talent: Draw a card. → Talent: Draw two cards." in entry
    assert "  - abilities in words: Talent: Draw two cards.\n" in markdown


def test_diff_of_invalid_data_names_the_problem_and_never_claims_to_have_written(
    repo: Path,
) -> None:
    """diff writes nothing, so its refusal says what to fix without "nothing was written"."""
    edit(repo / "data/factions/demo.yaml", "power: 5", "power: 500")
    result = CliRunner().invoke(cli, ["diff", "HEAD", "--project", str(repo)])
    assert result.exit_code == 1
    assert re.search(
        r"data/factions/demo\.yaml:\d+:\d+: field 'cards\[\d+\]\.power'", result.output
    )
    assert result.output.splitlines()[-1].endswith("Fix them and run the command again.")
    assert "nothing was written" not in result.output
