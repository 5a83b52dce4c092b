"""`smashwiki new`: entries start in the right file, canonical and valid."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import write

from smashwiki.building import pipeline
from smashwiki.checks import catalog
from smashwiki.cli import cli
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.scenario import run_check
from smashwiki.fmt import format_files
from smashwiki.yamlpos import load_text

SOURCE = "aeg-wiki-time-travelers"
SOURCES = "sources:\n  - id: src\n    title: A source\n    kind: wiki\n"
SETS = "sets:\n  - id: core\n    name: Core Set\n"


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A valid project with one source, one set and nothing else."""
    write(tmp_path, "data/sources.yaml", SOURCES)
    write(tmp_path, "data/sets.yaml", SETS)
    return tmp_path


def new(project: Path, *args: str):
    return CliRunner().invoke(
        cli, ["new", *args, "--data", str(project / "data")], catch_exceptions=False
    )


def test_a_new_faction_card_erratum_and_ruling_are_valid_and_canonical(tiny: Path) -> None:
    steps = [
        ("faction", "Pirate Kings", "--source", "src", "--set", "core"),
        (
            "card",
            "pirate-kings",
            "Dread Gazebo",
            "--type",
            "minion",
            "--count",
            "20",
            "--power",
            "3",
        ),
        (
            "card",
            "pirate-kings",
            "Tortuga",
            "--type",
            "base",
            "--breakpoint",
            "21",
            "--vps",
            "4,3,2",
        ),
        ("erratum", "pirate-kings/dread-gazebo", "--kind", "wording", "--description", "added it"),
        ("ruling", "pirate-kings/dread-gazebo", "--source", "src", "--text", "It's +1 power."),
        (
            "ruling",
            "piracy/first",
            "--source",
            "src",
            "--card",
            "pirate-kings/tortuga",
            "--text",
            "X",
        ),
    ]
    for step in steps:
        result = new(tiny, *step)
        assert result.exit_code == 0, result.output
    dataset = pipeline.check(tiny)  # loads, validates and requires canonical files
    cards = {card.id: card for card in dataset.cards}
    assert cards["pirate-kings/dread-gazebo"].power == 3
    assert cards["pirate-kings/tortuga"].vps == (4, 3, 2)
    assert [e.kind for e in dataset.errata] == ["wording"]
    rulings = {ruling.id: ruling for ruling in dataset.rulings}
    assert set(rulings) == {"pirate-kings/dread-gazebo#1", "piracy/first"}
    assert all(ruling.check is None for ruling in rulings.values())  # pending until filled in
    assert not [item for item in format_files([], tiny / "data", tiny) if item.changed]


def test_the_output_names_the_file_line_and_id(tiny: Path) -> None:
    new(tiny, "faction", "Pirate Kings", "--source", "src")
    result = new(tiny, "card", "pirate-kings", "It's Astounding", "--type", "action")
    assert result.output.startswith(f"{tiny / 'data' / 'factions' / 'pirate-kings.yaml'}:")
    assert "added card pirate-kings/its-astounding" in result.output


def _uncommented_check(path: Path) -> dict:
    """The check skeleton in ``path`` with its # marks removed."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "# check:")
    indent = lines[start].index("#")
    body = [line[indent + 2 :] for line in lines[start:] if line.strip().startswith("#")]
    return load_text("\n".join(body))["check"]


def test_the_check_skeleton_runs_and_fails_until_it_is_filled_in(project: Path) -> None:
    result = new(
        project, "ruling", "time-travelers/doctor-when", "--source", SOURCE, "--text", "A ruling."
    )
    assert result.exit_code == 0, result.output
    check = _uncommented_check(project / "data" / "factions" / "time-travelers.yaml")
    dataset = pipeline.check(project)
    with pytest.raises(ExpectationFailed):  # a valid scenario whose placeholder is wrong
        run_check(check, catalog(dataset))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("card", "nobody", "X", "--type", "minion"), "no faction or card set 'nobody'"),
        (("erratum", "pirate-kings/none", "--kind", "wording", "--description", "d"), "no card"),
        (("ruling", "elsewhere/topic", "--text", "t"), "needs --source"),
        (("ruling", "pirate-kings/gazebo", "--text", "t"), "needs --source: the id of the source"),
        (("ruling", "pirate-kings/gazebo", "--source", "nope", "--text", "t"), "no source 'nope'"),
        (("faction", "Pirate Kings", "--source", "src"), "already exists"),
        (("card", "pirate-kings", "Gazebo", "--type", "minion"), "already exists"),
    ],
    ids=[
        "unknown-faction",
        "unknown-card",
        "topic-ruling-without-source",
        "card-ruling-without-source",
        "ruling-with-unknown-source",
        "faction-twice",
        "card-twice",
    ],
)
def test_refusals_name_the_problem_and_change_nothing(tiny: Path, args, message) -> None:
    new(tiny, "faction", "Pirate Kings", "--source", "src")
    new(tiny, "card", "pirate-kings", "Gazebo", "--type", "minion")
    before = {p: p.read_bytes() for p in (tiny / "data").rglob("*.yaml")}
    result = new(tiny, *args)
    assert result.exit_code == 1
    assert message in result.output
    assert {p: p.read_bytes() for p in (tiny / "data").rglob("*.yaml")} == before


def test_a_card_ruling_is_numbered_after_the_existing_ones(project: Path) -> None:
    result = new(
        project, "ruling", "time-travelers/doctor-when", "--source", SOURCE, "--text", "Another."
    )
    assert result.exit_code == 0, result.output
    number = re.search(r"doctor-when#(\d+)", result.output)
    assert number is not None
    dataset = pipeline.check(project)
    ids = [r.id for r in dataset.rulings if r.id.startswith("time-travelers/doctor-when#")]
    assert ids[-1] == f"time-travelers/doctor-when#{number.group(1)}"
    assert len(ids) == int(number.group(1))


@pytest.mark.parametrize("printed", ["minion", "action", "base", "titan", "character", "unknown"])
def test_new_card_takes_every_type_a_card_prints(tiny: Path, printed: str) -> None:
    new(tiny, "faction", "Pirate Kings", "--source", "src")
    result = new(tiny, "card", "pirate-kings", "Captain Hook", "--type", printed)
    assert result.exit_code == 0, result.output
    card = load_text((tiny / "data/factions/pirate-kings.yaml").read_text(encoding="utf-8"))
    assert card["cards"][0]["type"] == printed
    pipeline.check(tiny)  # valid and canonical


def test_new_card_takes_power_x_and_refuses_other_words(tiny: Path) -> None:
    new(tiny, "faction", "Aladdin", "--source", "src")
    result = new(tiny, "card", "aladdin", "Genie", "--type", "character", "--power", "X")
    assert result.exit_code == 0, result.output
    cards = {card.id: card for card in pipeline.check(tiny).cards}
    assert cards["aladdin/genie"].power_x and cards["aladdin/genie"].types == ("minion",)
    refused = CliRunner().invoke(
        cli,
        [
            "new",
            "card",
            "aladdin",
            "Jafar",
            "--type",
            "minion",
            "--power",
            "five",
            "--data",
            str(tiny / "data"),
        ],
    )
    assert refused.exit_code == 2
    assert "Invalid value for --power: 'five': a whole number from 0 to 20, or X" in refused.output


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("--power", "21", "'21': a whole number from 0 to 20, or X"),
        ("--power", "-1", "'-1': a whole number from 0 to 20, or X"),
        ("--count", "41", "41 is not in the range 1<=x<=40"),
        ("--breakpoint", "41", "41 is not in the range 0<=x<=40"),
    ],
    ids=["power-past-the-limit", "power-negative", "count-past-the-limit", "breakpoint-past"],
)
def test_new_card_refuses_a_number_past_the_game_sized_limits(
    tiny: Path, option: str, value: str, says: str
) -> None:
    """What check would refuse in the file is refused on the command line, nothing written."""
    files = lambda: {p: p.read_bytes() for p in (tiny / "data").rglob("*") if p.is_file()}  # noqa: E731
    before = files()
    refused = CliRunner().invoke(
        cli,
        [
            "new",
            "card",
            "aladdin",
            "Jafar",
            "--type",
            "minion",
            option,
            value,
            "--data",
            str(tiny / "data"),
        ],
    )
    assert refused.exit_code == 2 and says in refused.output, refused.output
    assert files() == before


def test_new_card_warns_when_the_deck_goes_over_its_size(tiny: Path) -> None:
    new(tiny, "faction", "Pirate Kings", "--source", "src")
    first = new(tiny, "card", "pirate-kings", "Deckhand", "--type", "minion", "--count", "19")
    assert "warning" not in first.output
    base = new(tiny, "card", "pirate-kings", "Tortuga", "--type", "base", "--count", "1")
    assert "warning" not in base.output  # bases are not in the deck
    second = new(tiny, "card", "pirate-kings", "Broadside", "--type", "action", "--count", "2")
    assert second.exit_code == 0
    assert second.output.splitlines()[-1] == (
        "warning: pirate-kings's minions and actions now total 21 cards, more than its deck "
        "of 20: check the copy counts (or set deck_size: 21 if the faction really has that "
        "many)"
    )
