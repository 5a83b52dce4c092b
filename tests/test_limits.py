"""Limits on what a data file can make the tools do (smashwiki.limits): each breach is a
problem at its position, never a hang, a memory blow-up or a traceback."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from conftest import problems, write

from smashwiki import limits
from smashwiki.checks import numbers_beyond_limits, run_all, run_ruling
from smashwiki.engine import budget
from smashwiki.model import Dataset, Ruling, Where
from smashwiki.yamlpos import YamlError, load_text


@pytest.mark.parametrize(
    ("text", "line", "col", "message"),
    [
        ("a: &x [1]\nb: *x\n", 2, 4, "aliases (*name) are not allowed in data files"),
        ("a: &a [*a]\n", 1, 8, "aliases (*name) are not allowed in data files"),
        ("a: &x {p: 1}\nb:\n  <<: *x\n", 3, 3, "merge keys (<<) are not allowed in data files"),
        ("b:\n  <<: {p: 1}\n", 2, 3, "merge keys (<<) are not allowed in data files"),
        ("name: !custom X\n", 1, 7, "unknown tag '!custom'"),
        ("x: !!python/object:os.system ls\n", 1, 4, "unknown tag '!!python/object:os.system'"),
        ("x: !!binary aGVsbG8=\n", 1, 4, "unknown tag '!!binary'"),
        ("x: !!set {a, b}\n", 1, 4, "unknown tag '!!set'"),
        ("p: 12345678901234567890123\n", 1, 4, "the number 12345678901234567890123 is too large"),
        ("p: -9007199254740992\n", 1, 4, "the number -9007199254740992 is too large"),
        ("x: .inf\n", 1, 4, ".inf is not a finite number"),
        ("x: -.inf\n", 1, 4, "-.inf is not a finite number"),
        ("x: .nan\n", 1, 4, ".nan is not a finite number"),
        ("a: " + "[" * 40 + "]" * 40 + "\n", 1, 35, "nested more than 32 levels deep"),
        ("a: " + "x" * 20_001 + "\n", 1, 4, "a value of 20001 characters: at most 20000"),
        ("x: !!int abc\n", 1, 4, "not a valid value"),
    ],
    ids=[
        "alias",
        "recursive-alias",
        "merge-key-alias",
        "merge-key-inline",
        "custom-tag",
        "python-tag",
        "binary-tag",
        "set-tag",
        "23-digit-integer",
        "just-below-safe",
        "inf",
        "minus-inf",
        "nan",
        "too-deep",
        "too-long-text",
        "bad-int-tag",
    ],
)
def test_the_reader_refuses_what_breaks_a_limit(text: str, line: int, col: int, message: str):
    with pytest.raises(YamlError) as caught:
        load_text(text)
    assert (caught.value.line, caught.value.col) == (line, col)
    assert str(caught.value).startswith(message)


@pytest.mark.parametrize(
    "text",
    ["a: &x 1\n", "a: !!str 5\n", f"p: {limits.MAX_SAFE_INTEGER}\n", "a: " + "x" * 20_000 + "\n"],
    ids=["anchor-without-alias", "str-tag", "largest-safe-integer", "longest-text"],
)
def test_the_reader_takes_what_is_within_the_limits(text: str):
    assert load_text(text) is not None


def test_a_billion_laughs_is_refused_at_once():
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for number in range(1, 10):
        previous, name = chr(ord("a") + number - 1), chr(ord("a") + number)
        lines.append(f"{name}: &{name} [{','.join([f'*{previous}'] * 9)}]")
    start = time.monotonic()
    with pytest.raises(YamlError, match="aliases"):
        load_text("\n".join(lines) + "\n")
    assert time.monotonic() - start < 5


def test_a_file_larger_than_the_limit_is_refused(empty_project: Path, monkeypatch):
    monkeypatch.setattr("smashwiki.load.MAX_FILE_BYTES", 100)
    write(empty_project, "data/rulings/big.yaml", "rulings: []\n" + "# padding\n" * 20)
    assert problems(empty_project) == [
        "data/rulings/big.yaml:1:1: larger than 100 bytes: split it into several files"
    ]


def test_a_number_in_a_check_beyond_the_limit_is_a_problem_at_its_place(empty_project: Path):
    write(
        empty_project,
        "data/rulings/mad.yaml",
        """
        rulings:
          - id: test/mad
            kind: example
            text: Madness.
            source: src
            check:
              setup:
                madness-deck: 1000000000
              seed: 5
        """,
    )
    assert problems(empty_project) == [
        "data/rulings/mad.yaml:8:23: madness-deck: 1000000000 is beyond what a check may hold "
        "(at most 1000 either way)"
    ]


def test_a_cards_faction_key_is_an_unknown_key(empty_project: Path):
    write(
        empty_project,
        "data/cards/core.yaml",
        """
        set: core
        source: src
        cards:
          - id: dino
            name: Dino
            type: unknown
            faction: nowhere
        """,
    )
    assert problems(empty_project) == [
        "data/cards/core.yaml:7:5: unknown key 'faction' in cards[0]"
    ]


def _ruling(ruling_id: str, check: dict) -> Ruling:
    return Ruling(
        id=ruling_id,
        kind="example",
        text="t",
        source_id="src",
        check=check,
        where=Where("data/rulings/x.yaml", 1, 1),
    )


SCORE = {
    "setup": {"bases": [{"name": "bank", "breakpoint": 8, "minions": {"Alan": [5], "Beth": [3]}}]},
    "do": ["score"],
    "expect": {"vps": {"Alan": 3, "Beth": 2}},
}


def test_a_check_beyond_the_engine_step_limit_did_not_finish_and_others_run(monkeypatch):
    assert run_ruling(_ruling("test/score", SCORE), {}).status == "verified"
    monkeypatch.setattr(budget.limits, "MAX_CHECK_STEPS", 2)
    looping = _ruling("test/looping", SCORE)
    dataset = Dataset(
        sources=(),
        sets=(),
        factions=(),
        cards=(),
        errata=(),
        rulings=(looping, _ruling("test/untouched", {"do": [], "expect": {"vps": {"Alan": 0}}})),
        rules=(),
        terms=(),
        changelog=(),
    )
    results = run_all(dataset)
    assert results["test/looping"].status == "failing"
    assert results["test/looping"].detail.startswith(
        "did not finish: the engine applied more than 2 events"
    )
    assert results["test/untouched"].status == "verified"


def test_a_check_with_a_huge_count_fails_without_running():
    check = {"setup": {"madness-deck": 1_000_000_000}, "do": []}
    result = run_ruling(_ruling("test/mad", check), {})
    assert result.status == "failing"
    assert result.detail == (
        "the check is malformed: madness-deck: 1000000000 is beyond what a check may hold "
        "(at most 1000 either way)"
    )


@pytest.mark.parametrize(
    ("check", "found"),
    [
        ({"seed": 2**32 - 1}, None),
        ({"seed": 2**32}, "seed: 4294967296 is beyond what a check may hold"),
        ({"do": [{"draw-madness": 1001}]}, "draw-madness: 1001 is beyond"),
        ({"expect": {"power": {"x": float("inf")}}}, "x: inf is not a finite number"),
    ],
    ids=["largest-seed", "seed-too-large", "count-in-a-list", "inf"],
)
def test_numbers_beyond_limits(check: dict, found: str | None):
    described = numbers_beyond_limits(check)
    assert (described is None) if found is None else described.startswith(found)


def test_a_search_has_at_most_the_limits_characters_and_terms():
    from smashwiki.query import QueryError, parse_query

    assert len(parse_query(" ".join(["w"] * limits.MAX_QUERY_TERMS))) == limits.MAX_QUERY_TERMS
    with pytest.raises(QueryError, match="^a search has at most 30 terms, this one 31$"):
        parse_query(" ".join(["w"] * 31))
    with pytest.raises(QueryError, match="^a search has at most 500 characters, this one 501$"):
        parse_query("x" * 501)


def test_the_search_page_has_the_same_limits():
    script = (Path(__file__).parent.parent / "templates/overrides/assets/cardsearch.js").read_text(
        encoding="utf-8"
    )
    assert f"var MAX_QUERY_CHARS = {limits.MAX_QUERY_CHARS};" in script
    assert f"var MAX_QUERY_TERMS = {limits.MAX_QUERY_TERMS};" in script


def test_contributing_documents_every_limit_with_its_value():
    text = (Path(__file__).parent.parent / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split("## Limits", 1)[1].split("\n## ", 1)[0]
    for name, value in limits.LIMITS.items():
        row = next((line for line in section.splitlines() if line.startswith(f"| {name} |")), "")
        assert f"{value:,}" in row, name


def _symlink_out(project: Path) -> None:
    outside = project.parent / "outside.yaml"
    outside.write_text("rulings: []\n", encoding="utf-8")
    (project / "data" / "rulings").mkdir(parents=True, exist_ok=True)
    (project / "data" / "rulings" / "linked.yaml").symlink_to(outside)


def _symlink_folder(project: Path) -> None:
    (project / "data" / "rulings").symlink_to(project.parent)


def _fifo(project: Path) -> None:
    import os

    (project / "data" / "rulings").mkdir(parents=True, exist_ok=True)
    os.mkfifo(project / "data" / "rulings" / "pipe.yaml")


def _folder_named_yaml(project: Path) -> None:
    (project / "data" / "rulings" / "odd.yaml").mkdir(parents=True)


def _yml(project: Path) -> None:
    write(project, "data/rulings/skipped.yml", "rulings: []\n")


@pytest.mark.parametrize(
    ("make", "path", "message"),
    [
        (_symlink_out, "data/rulings/linked.yaml", "a symlink: data files must be regular files"),
        (_symlink_folder, "data/rulings", "a symlink to a folder: data files must be inside data/"),
        (_fifo, "data/rulings/pipe.yaml", "not a regular file"),
        (_folder_named_yaml, "data/rulings/odd.yaml", "a folder named like a data file"),
        (_yml, "data/rulings/skipped.yml", "not read: data files end in .yaml (rename it to"),
    ],
    ids=["symlink-out", "symlinked-folder", "fifo", "folder-named-yaml", "yml"],
)
def test_only_regular_yaml_files_inside_data_are_read(empty_project: Path, make, path, message):
    make(empty_project)
    found = problems(empty_project)
    assert len(found) == 1, found
    assert found[0].startswith(f"{path}:1:1: {message}")


@pytest.mark.parametrize(
    "error",
    [RuntimeError("boom"), OverflowError("int too big"), RecursionError()],
    ids=["runtime-error", "overflow", "recursion"],
)
def test_serve_survives_any_exception_in_a_rebuild(tmp_path: Path, error) -> None:
    from smashwiki.building.serve import LiveServer, rebuild_and_reload

    reported: list[Exception] = []

    def rebuild() -> None:
        raise error

    server = LiveServer(tmp_path, port=0)
    try:
        rebuild_and_reload(rebuild, server, reported.append)
    finally:
        server.server_close()
    assert reported == [error]
    assert server.version == 1  # the pages still reload: the server goes on


def test_the_schemas_bound_what_a_card_prints_by_the_game_sized_limits():
    from smashwiki.load import SCHEMA_DIR

    common = json.loads((SCHEMA_DIR / "common.schema.json").read_text(encoding="utf-8"))
    card = common["$defs"]["card"]["properties"]
    faction = json.loads((SCHEMA_DIR / "faction.schema.json").read_text(encoding="utf-8"))
    assert card["power"]["anyOf"][0]["maximum"] == limits.MAX_POWER
    assert card["breakpoint"]["maximum"] == limits.MAX_BREAKPOINT
    assert card["vps"]["items"]["maximum"] == limits.MAX_VPS
    assert card["vps"]["maxItems"] == limits.MAX_PLACES
    assert card["count"]["maximum"] == limits.MAX_COPIES
    assert faction["properties"]["deck_size"]["maximum"] == limits.MAX_DECK_SIZE


def test_the_power_curve_draws_the_powers_present_not_every_value_up_to_the_highest():
    from smashwiki.site.pages import power_curve

    deck = [
        {"type": "minion", "power": 2, "count": 4},
        {"type": "minion", "power": 3_000_000, "count": 1},
        {"type": "action", "power": None, "count": 2},
    ]
    bars = power_curve(deck)  # type: ignore[arg-type]
    assert [(bar.power, bar.copies, bar.percent) for bar in bars] == [
        (2, 4, 100),
        (3_000_000, 1, 25),
    ]
