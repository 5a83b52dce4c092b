"""``smashwiki compile`` as a contributor runs it."""

from __future__ import annotations

from click.testing import CliRunner
from conftest import ROOT

from smashwiki.cli import cli
from smashwiki.load import load_dataset


def run(*args: str):
    return CliRunner().invoke(cli, ["compile", *args], catch_exceptions=False)


def test_a_text_is_reported_with_the_clause_it_stops_at():
    result = run("--text", "Draw a card. Obliterate a minion.")
    assert result.exit_code == 0
    assert (
        "text 1: stopped at clause 2 ('Obliterate a minion'): unknown verb head: "
        "'Obliterate' at column 1"
    ) in result.output
    assert result.output.splitlines()[-1].startswith("1 text: ")


def test_every_card_with_text_is_reported():
    result = run("--project", str(ROOT))
    assert result.exit_code == 0
    reported = {line.split(": ", 1)[0] for line in result.output.splitlines()[:-1]}
    cards = load_dataset(ROOT / "data", root=ROOT).cards
    assert reported == {card.id for card in cards if card.text}


def test_an_unknown_card_is_an_error():
    result = CliRunner().invoke(cli, ["compile", "--project", str(ROOT), "nobody/nothing"])
    assert result.exit_code == 1
    assert "no card with the id nobody/nothing" in result.output
