"""The command line: build and check, exit codes and messages."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from conftest import write

from smashwiki.cli import cli

BAD_RULINGS = """
    rulings:
      - id: broken/one
        kind: faq
        text: Doctor When's ruling, with a wrong type below.
        source: aeg-wiki-time-travelers
        cards: [time-travelers/doctor-when]
        rules: 7
      - id: broken/two
        kind: faq
        text: Names a card that does not exist.
        source: aeg-wiki-time-travelers
        cards: [time-travelers/doctor-who]
      - id: broken/one
        kind: faq
        text: Reuses an id.
        source: aeg-wiki-time-travelers
"""


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_build_writes_the_database(project: Path):
    # the site of the real data: test_site_build's slow test_cli_build_writes_the_site_...
    result = run("build", "--project", str(project), "--no-site")
    assert result.exit_code == 0, result.output
    assert (project / "build" / "smashup.db").is_file()
    assert "wrote" in result.output


def test_check_passes_on_the_real_data(project: Path):
    result = run("check", "--project", str(project))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[-1].startswith("ok:")
    assert any(line.startswith("rules coverage: ") for line in lines)


def test_bad_data_reports_every_problem_and_leaves_the_database_alone(project: Path):
    assert run("build", "--project", str(project), "--no-site").exit_code == 0
    database = project / "build" / "smashup.db"
    before = database.read_bytes()
    write(project, "data/rulings/broken.yaml", BAD_RULINGS)

    result = run("build", "--project", str(project))

    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert any(
        line.startswith("data/rulings/broken.yaml:7:") and "expected list" in line for line in lines
    )
    assert any(
        line.startswith("data/rulings/broken.yaml:12:")
        and "unknown card 'time-travelers/doctor-who'" in line
        for line in lines
    )
    assert any(
        line.startswith("data/rulings/broken.yaml:13:") and "duplicate id 'broken/one'" in line
        for line in lines
    )
    assert "nothing was written" in result.output
    assert database.read_bytes() == before


def test_check_exits_1_on_bad_data(project: Path):
    write(project, "data/rulings/broken.yaml", BAD_RULINGS)
    result = run("check", "--project", str(project))
    assert result.exit_code == 1
    assert "3 problems in the data" in result.output
