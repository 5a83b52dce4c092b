"""CONTRIBUTING's first pull request, replayed from a fresh clone: a new card, a new ruling
with its check, ``fmt``, ``check --ruling`` and ``diff``; the diff a reviewer reads shows
every field added and the ruling's words and worked example."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import tracked_copy

from smashwiki.cli import cli

SOURCE = "aeg-wiki-time-travelers"
TEXT = "Deckhand's power counts toward the breakpoint like any minion's."
CHECK = """\
        check:
          cards:
            deckhand: {power: 3, standin-for: pirate-kings/deckhand}
          setup:
            bases:
              - {name: bank, breakpoint: 3, vps: [3, 2, 1], minions: {Alan: [deckhand]}}
            base-deck: [20]
          do: [score]
          expect: {vps: {Alan: 3}}
"""


def run(clone: Path, *args: str) -> Result:
    """A command as a contributor runs it, in the clone."""
    here = Path.cwd()
    os.chdir(clone)
    try:
        return CliRunner().invoke(cli, list(args), catch_exceptions=False)
    finally:
        os.chdir(here)


def fill_in_the_check(path: Path) -> None:
    """Replace the commented check skeleton ``new ruling`` wrote with a real check."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [line for line in lines if not line.lstrip().startswith("#") or line.startswith("#")]
    path.write_text("".join(kept).rstrip("\n") + "\n" + CHECK, encoding="utf-8")


@pytest.mark.slow
def test_the_first_pull_request_ends_with_a_diff_showing_what_was_added(tmp_path: Path) -> None:
    clone = tracked_copy(tmp_path / "clone")
    steps = [
        ("new", "faction", "Pirate Kings", "--source", SOURCE),
        (
            "new",
            "card",
            "pirate-kings",
            "Deckhand",
            "--type",
            "minion",
            "--power",
            "3",
            "--count",
            "2",
            "--text",
            "Nothing special.",
            "--source",
            SOURCE,
        ),
        ("new", "ruling", "pirate-kings/deckhand", "--source", SOURCE, "--text", TEXT),
    ]
    for step in steps:
        done = run(clone, *step)
        assert done.exit_code == 0, done.output
    fill_in_the_check(clone / "data/factions/pirate-kings.yaml")
    assert run(clone, "fmt").exit_code == 0
    checked = run(clone, "check", "--ruling", "pirate-kings/deckhand#1")
    assert checked.exit_code == 0, checked.output
    assert checked.output.startswith("pirate-kings/deckhand#1: verified-standin")

    diff = run(clone, "diff", "--format", "markdown")
    assert diff.exit_code == 0, diff.output
    report = diff.output
    assert "### Factions\n\n- added **Pirate Kings** (pirate-kings)\n" in report
    card = report.split("- added **Deckhand** (pirate-kings/deckhand)\n", 1)[1]
    fields = card.split("\n\n", 1)[0].splitlines()
    assert fields == [
        "  - type: minion",
        "  - power: 3",
        "  - faction: pirate-kings",
        f"  - source: {SOURCE}",
        "  - count: 2",
        "  - text: Nothing special.",
        "  - errata status: none",
    ]
    ruling = report.split("- added **pirate-kings/deckhand#1**: verified-standin\n", 1)[1]
    assert ruling.startswith(f"  > {TEXT}\n")
    assert "<details><summary>worked example</summary>" in ruling
    assert "    - Alan gains 3 VPs as winner of Bank." in ruling
    assert "  do: [score]" in ruling  # the check as written, collapsed
