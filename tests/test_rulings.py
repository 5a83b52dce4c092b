"""Every ruling is a test: statuses, the pytest plugin, and the build storing results."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, real_dataset, real_results, write

from smashwiki.checks import catalog, run_ruling, summary
from smashwiki.cli import cli
from smashwiki.engine import effects
from smashwiki.engine.game import Game
from smashwiki.model import Ruling

TEN_TEN_FIVE = {
    "players": ["Alan", "Beth", "Chris"],
    "setup": {
        "bases": [
            {
                "name": "bank",
                "breakpoint": 20,
                "vps": [4, 2, 1],
                "minions": {"Alan": [10], "Beth": [10], "Chris": [5]},
            }
        ],
        "base-deck": [30],
    },
    "do": ["score"],
    "expect": {"vps": {"Alan": 4, "Beth": 4, "Chris": 1}},
}

RULINGS = """
    rulings:
      - id: test/verified
        kind: example
        text: Ties share the best place.
        source: disney-edition-rulebook
        check:
          players: [Alan, Beth, Chris]
          setup:
            bases:
              - name: bank
                breakpoint: 20
                vps: [4, 2, 1]
                minions: {Alan: [10], Beth: [10], Chris: [5]}
            base-deck: [30]
          do: [score]
          expect:
            vps: {Alan: 4, Beth: 4, Chris: 1}
      - id: test/failing
        kind: example
        text: A wrong claim about ties.
        source: disney-edition-rulebook
        check:
          players: [Alan, Beth, Chris]
          setup:
            bases:
              - name: bank
                breakpoint: 20
                vps: [4, 2, 1]
                minions: {Alan: [10], Beth: [10], Chris: [5]}
            base-deck: [30]
          do: [score]
          expect:
            vps: {Chris: 2}
      - id: test/untestable
        kind: proviso
        text: A word about pronunciation.
        source: disney-edition-rulebook
        untestable: states no game mechanics
      - id: test/pending
        kind: proviso
        text: Nobody has written a check yet.
        source: disney-edition-rulebook
"""


def ruling(check: dict | None = None, cards: tuple[str, ...] = (), **kw: str) -> Ruling:
    return Ruling("test/r#1", "example", "text", "src", card_ids=cards, check=check, **kw)


def test_statuses_of_rulings() -> None:
    assert run_ruling(ruling(), {}).status == "pending"
    untestable = run_ruling(ruling(untestable="a pronunciation"), {})
    assert (untestable.status, untestable.detail) == ("untestable", "a pronunciation")
    assert run_ruling(ruling(TEN_TEN_FIVE), {}).status == "verified"
    wrong = {**TEN_TEN_FIVE, "expect": {"vps": {"Chris": 2}}}
    failing = run_ruling(ruling(wrong), {})
    assert failing.status == "failing"
    assert "VPs of Chris is 1, expected 2" in (failing.detail or "")


def test_a_malformed_check_fails_with_the_reason() -> None:
    result = run_ruling(ruling({"setup": {"bases": [{"breakpoint": 3}]}}), {})
    assert result.status == "failing"
    assert "every base needs a name" in (result.detail or "")


SCORED = {"kind": "phase-began", "phase": "score"}
ONE_BASE = {"setup": {"bases": [{"name": "bank", "minions": {"Alan": [{"card": 3, "name": "x"}]}}]}}


def test_a_value_the_check_gets_wrong_is_a_malformed_check_naming_the_field() -> None:
    check = {**ONE_BASE, "do": [{"place-counters": "x", "amount": "two"}]}
    result = run_ruling(ruling(check), {})
    assert result.status == "failing"
    assert result.detail == "the check is malformed: do[0].amount: 'two' is not a whole number"


def test_an_engine_bug_is_an_engine_error_with_where_it_was_raised(monkeypatch) -> None:
    def broken(game: Game, uid: str, *, source: str | None = None) -> bool:
        raise KeyError(uid)

    monkeypatch.setattr(effects, "destroy", broken)
    check = {**ONE_BASE, "do": [{"destroy": "x"}], "expect": {"zones": {"x": "Alan's discard"}}}
    result = run_ruling(ruling(check), {})
    assert result.status == "failing"
    detail = result.detail or ""
    assert detail.startswith("engine error (a bug in the engine, not in the check): KeyError('x')")
    assert "in broken <- smashwiki/engine/scenario/steps.py:" in detail


ZAP_ON = {
    "setup": {**ONE_BASE["setup"], "hands": {"Alan": ["zap"]}},
    "do": [{"play": "zap"}],
    "expect": {"zones": {"zap": "Alan's discard"}},
}


@pytest.mark.parametrize(
    ("check", "detail"),
    [
        (
            {"cards": {"zap": {"type": "action", "on-play": {"draw": {}}}}, **ZAP_ON},
            "the check is malformed: cards.zap.on-play.draw: {} is not a whole number",
        ),
        (
            {"cards": {"zap": {"type": "action", "on-play": {"power": "big"}}}, **ZAP_ON},
            "the check is malformed: cards.zap.on-play.power: 'big' is not a whole number",
        ),
        (
            {**ONE_BASE, "do": [{"move": "x", "to": "keep"}]},
            "the check is malformed: do[0].to: 'keep' is no card or base of this game (its "
            "cards: bank, x)",
        ),
        (
            {"cards": {"zap": {"type": "action", "standin-for": {}}}, **ZAP_ON},
            "the check is malformed: cards.zap.standin-for: {} is not a card id",
        ),
        (
            {"setup": {"bases": [{"name": "bank", "vps": [4, "deck", 1]}]}},
            "the check is malformed: setup.bases[0].vps[1]: 'deck' is not a whole number",
        ),
        (
            {**ONE_BASE, "phase": "lunch"},
            "unknown phase 'lunch': one of ['start', 'play', 'score'",
        ),
        ({**ONE_BASE, "active": ["Alan"]}, "the check is malformed: active: ['Alan'] is not a"),
        (
            {**ONE_BASE, "active": "Bath"},
            "active: 'Bath' is not a player of this check (did you mean 'Beth'?)",
        ),
        (
            {"setup": {"bases": [{"name": "bank", "minions": {"Alan": [{"card": [1, 1]}]}}]}},
            "the check is malformed: setup.bases[0].minions.Alan[0]: [1, 1] is not a card",
        ),
    ],
    ids=[
        "verb-value-of-a-wrong-kind",
        "verb-value-not-a-number",
        "name-nothing-has",
        "stand-in-for-no-id",
        "vps-not-numbers",
        "unknown-phase",
        "active-not-a-name",
        "active-not-a-player",
        "card-not-a-name",
    ],
)
def test_a_check_problem_is_the_checks_not_the_engines(check: dict, detail: str) -> None:
    complete = {"do": ["score"], "expect": {"events": [SCORED]}, **check}
    result = run_ruling(ruling(complete), {})
    assert result.status == "failing"
    assert detail in (result.detail or ""), result.detail
    assert not (result.detail or "").startswith("engine error")


def test_a_stand_in_for_the_card_a_ruling_is_about_is_never_plain_verified() -> None:
    check = {
        "cards": {"pod": {"type": "action", "standin-for": "x/escape-pod"}},
        "setup": {"bases": [{"name": "bank", "breakpoint": 20}], "hands": {"Alan": ["pod"]}},
        "do": [{"play": "pod"}],
        "expect": {"zones": {"pod": "Alan's discard"}},
    }
    result = run_ruling(ruling(check, cards=("x/escape-pod",)), {})
    assert result.status == "verified-standin"
    assert "x/escape-pod" in (result.detail or "")
    # a check that never uses the card at all cannot verify it either
    plain = run_ruling(ruling(TEN_TEN_FIVE, cards=("x/escape-pod",)), {})
    assert plain.status == "verified-standin"


def test_the_worked_example_is_generated_from_the_run() -> None:
    result = run_ruling(ruling(TEN_TEN_FIVE), {})
    assert any("Base Bank (breakpoint 20, VPs 4-2-1)" in line for line in result.setup)
    assert "Chris gains 1 VP as third place of Bank." in result.steps
    assert "Chris has 1 VP." in result.result


def test_every_rules_level_ruling_in_the_data_is_proved() -> None:
    dataset = real_dataset()
    results = real_results()
    rules_level = [
        r
        for r in dataset.rulings
        if r.where.file.startswith("data/rulings/") and "disney-clarifications" not in r.where.file
    ]
    assert len(rules_level) >= 45
    statuses = {r.id: results[r.id].status for r in rules_level}
    assert {s for s in statuses.values()} <= {"verified", "verified-standin"}, summary(
        results[r.id] for r in rules_level
    )
    for about_the_rules_only in (r for r in rules_level if not r.card_ids):
        assert statuses[about_the_rules_only.id] == "verified", about_the_rules_only.id


@pytest.mark.parametrize(
    "ruling_id, line",
    [
        ("special-cards/madness-and-the-final-score#1", "Chris wins."),
        ("special-cards/madness-and-the-final-score#1", "Final standings: Chris, Mary, John."),
        ("special-cards/getting-loot-from-a-base-that-scored#1", "Alan's hand: T1, T3, T5."),
        ("special-cards/getting-loot-from-a-base-that-scored#1", "Beth's hand: T2, T4."),
        ("examples/if-three-players-had-10-10", "Chris is third at Bank."),
    ],
    ids=lambda value: value if "/" in str(value) else "",
)
def test_acceptance_examples(ruling_id: str, line: str) -> None:
    dataset = real_dataset()
    found = next(r for r in dataset.rulings if r.id == ruling_id)
    result = run_ruling(found, catalog(dataset))
    assert result.status == "verified"
    assert line in result.result


def _pytest(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "smashwiki.pytest_plugin",
            "-p",
            "no:cacheprovider",
            "-p",  # a plugin the rulings don't use, slow to load (it imports hypothesis)
            "no:hypothesispytest",
            "--rootdir",
            str(project),
            *args,
        ],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_plugin_makes_one_test_item_per_ruling_named_by_its_id(tmp_path: Path) -> None:
    project = tmp_path  # the real sources and sets, and the rulings under test: no cards needed
    for name in ("sources.yaml", "sets.yaml"):
        write(project, f"data/{name}", (ROOT / "data" / name).read_text(encoding="utf-8"))
    write(project, "data/rulings/test.yaml", RULINGS)
    result = _pytest(project, "data/rulings/test.yaml", "-v", "-rs")
    out = result.stdout
    assert "data/rulings/test.yaml::test/verified PASSED" in out
    assert "data/rulings/test.yaml::test/failing FAILED" in out
    assert "data/rulings/test.yaml::test/untestable SKIPPED" in out
    assert "untestable: states no game mechanics" in out
    assert "pending: no check yet" in out
    assert "VPs of Chris is 1, expected 2" in out
    assert "1 failed, 1 passed, 2 skipped" in out
    assert result.returncode == 1


class _Collected:
    """A plugin that keeps the node ids a pytest run collects."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.ids += [item.nodeid for item in session.items]


def test_collecting_data_lists_every_ruling_and_rule_check_once() -> None:
    # In-process (the test above runs the plugin in a real pytest process).
    collected = _Collected()
    args = ["--collect-only", "-q", "-p", "no:cacheprovider", "--rootdir", str(ROOT)]
    code = pytest.main([*args, str(ROOT / "data")], plugins=[collected])
    assert code == pytest.ExitCode.OK
    ids = [node.split("::", 1)[1] for node in collected.ids]
    assert sorted(ids) == sorted(r.id for r in real_dataset().checked)


def test_check_exits_1_on_a_failing_ruling_and_build_stores_every_status(project: Path) -> None:
    write(project, "data/rulings/test.yaml", RULINGS)
    runner = CliRunner()
    checked = runner.invoke(cli, ["check", "--project", str(project)])
    assert checked.exit_code == 1
    assert "FAILING test/failing" in checked.output
    built = runner.invoke(cli, ["build", "--project", str(project), "--no-site"])
    assert built.exit_code == 1
    assert "rulings:" in built.output
    with sqlite3.connect(project / "build" / "smashup.db") as db:
        rows = dict(db.execute("select id, status from rulings where id like 'test/%'").fetchall())
        example = db.execute("select example from rulings where id = 'test/verified'").fetchone()
    assert rows == {
        "test/verified": "verified",
        "test/failing": "failing",
        "test/untestable": "untestable",
        "test/pending": "pending",
    }
    worked = json.loads(example[0])
    assert set(worked) == {"setup", "steps", "result"}
    assert "Chris has 1 VP." in worked["result"]


def test_the_schema_knows_every_expectation_and_setup_key() -> None:
    from smashwiki.engine.scenario import EXPECTATIONS, SETUP_KEYS

    schema = json.loads((ROOT / "smashwiki" / "schema" / "common.schema.json").read_text())
    check = schema["$defs"]["check"]["properties"]
    assert set(check["expect"]["properties"]) == set(EXPECTATIONS)
    assert set(check["setup"]["properties"]) == SETUP_KEYS


def test_a_misspelt_expectation_is_a_data_problem_with_its_line(project: Path) -> None:
    write(
        project,
        "data/rulings/test.yaml",
        """
        rulings:
          - id: test/typo
            kind: example
            text: A typo.
            source: disney-edition-rulebook
            check:
              expect:
                vp: {Alan: 1}
        """,
    )
    result = CliRunner().invoke(cli, ["check", "--project", str(project)])
    assert result.exit_code == 1
    assert "data/rulings/test.yaml:" in result.output
    assert "vp" in result.output


def test_check_can_show_one_rulings_worked_example() -> None:
    result = CliRunner().invoke(
        cli, ["check", "--project", str(ROOT), "--ruling", "examples/if-three-players-had-10-10"]
    )
    assert result.exit_code == 0, result.output
    assert result.output.startswith("examples/if-three-players-had-10-10: verified")
    assert "  - Chris gains 1 VP as third place of Bank" in result.output
    assert "Nobody gains VPs for second place." in result.output


def test_check_ruling_reads_only_what_the_ruling_needs(project: Path) -> None:
    """A broken file the ruling does not need does not stop it; ``check`` still refuses it."""
    write(project, "data/rulings/broken.yaml", "rulings: [oops\n")
    ruling = ["--ruling", "examples/if-three-players-had-10-10"]
    quick = CliRunner().invoke(cli, ["check", "--project", str(project), *ruling])
    assert quick.exit_code == 0, quick.output
    assert quick.output.startswith("examples/if-three-players-had-10-10: verified")
    full = CliRunner().invoke(cli, ["check", "--project", str(project)])
    assert full.exit_code == 1
    assert "data/rulings/broken.yaml:2:1:" in full.output
    assert "nothing was written" not in full.output  # check never writes
    assert full.output.splitlines()[-1].endswith("Fix them and run the command again.")


def _quote_kind_after(text: str, marker: str) -> tuple[str, int]:
    """``text`` with the first ``kind: example`` after ``marker`` quoted, and that line."""
    start = text.index(marker)
    at = text.index("    kind: example\n", start)
    changed = text[:at] + "    kind: 'example'\n" + text[at + len("    kind: example\n") :]
    return changed, text.count("\n", 0, at) + 1


def test_check_ruling_notes_its_entry_not_in_canonical_form_and_runs_anyway(project: Path) -> None:
    path = project / "data/rulings/rules-examples.yaml"
    text, line = _quote_kind_after(
        path.read_text(encoding="utf-8"), "- id: examples/if-three-players-had-10-10\n"
    )
    path.write_text(text, encoding="utf-8")
    ruling = ["--ruling", "examples/if-three-players-had-10-10"]
    quick = CliRunner().invoke(cli, ["check", "--project", str(project), *ruling])
    assert quick.exit_code == 0, quick.output
    notes = [row for row in quick.output.splitlines() if row.startswith("note:")]
    assert len(notes) == 1
    assert notes[0].startswith(f"note: data/rulings/rules-examples.yaml:{line}:")
    reason = "not in canonical form from here on"
    assert f"{reason} (the check ran all the same; before committing run: " in notes[0]
    full = CliRunner().invoke(cli, ["check", "--project", str(project)])
    assert full.exit_code == 1 and "not in canonical form" in full.output


def test_check_ruling_weighs_only_its_own_entry(project: Path) -> None:
    """Another ruling's entry out of canonical form is ``check``'s to refuse, not a note here."""
    path = project / "data/rulings/rules-examples.yaml"
    text, _ = _quote_kind_after(path.read_text(encoding="utf-8"), "rulings:\n")
    assert "- id: examples/if-three-players-had-10-10\n" in text.split("kind: 'example'")[1]
    path.write_text(text, encoding="utf-8")
    ruling = ["--ruling", "examples/if-three-players-had-10-10"]
    quick = CliRunner().invoke(cli, ["check", "--project", str(project), *ruling])
    assert quick.exit_code == 0, quick.output
    assert "note:" not in quick.output


def test_check_file_runs_every_ruling_of_that_file(project: Path) -> None:
    path = project / "data/rulings/rules-examples.yaml"
    ids = [
        r.id for r in real_dataset().rulings if r.where.file == "data/rulings/rules-examples.yaml"
    ]
    result = CliRunner().invoke(cli, ["check", "--project", str(project), str(path)])
    assert result.exit_code == 0, result.output
    shown = [line.split(":")[0] for line in result.output.splitlines() if line[:1] not in " SC"]
    assert [rid for rid in shown if rid in ids] == ids


def test_the_check_as_the_engine_ran_it_keeps_the_file_key_order() -> None:
    result = CliRunner().invoke(
        cli, ["check", "--project", str(ROOT), "--ruling", "examples/if-three-players-had-10-10"]
    )
    shown = result.output.split("Check as the engine ran it", 1)[1].splitlines()[1:]
    top = [line.strip().rstrip(":").split(":")[0] for line in shown if not line.startswith("   ")]
    ruling = next(
        r for r in real_dataset().rulings if r.id == "examples/if-three-players-had-10-10"
    )
    assert top == list(ruling.check)  # players, setup, do, expect: as the file writes them
