"""A mistake in a check names its file, line and field: the schema says it before any
check runs, and what only running the check finds is 'the check is malformed: <file>:<line>:
<field>: <what is wrong>', never a bare TypeError."""

from __future__ import annotations

from pathlib import Path

import pytest
from badinputs import RULING_HEAD
from conftest import write

from smashwiki.checks import run_ruling
from smashwiki.engine.scenario import run_check
from smashwiki.load import read_dataset

RULING = RULING_HEAD.replace("{ruling_id}", "basic/score") + (
    """\
      setup:
        bases:
          - name: bank
            breakpoint: {breakpoint}
            vps: {vps}
            minions:
              Alan: [{minion}]
              Beth: [3]
        hands: {{Alan: [{hand}]}}
        base-deck: [{base}]{setup}
      do:
        - {step}
      expect:
        vps: {{Alan: 3, Beth: 2}}
"""
)
VALID = {
    "breakpoint": "8",
    "vps": "[3, 2, 1]",
    "minion": "5",
    "hand": "2",
    "base": "{card: 20, set: core}",
    "step": "score",
    "setup": "",
}


def load(project: Path, **changes: str) -> tuple[list, list]:
    """The rulings and the problems of a project whose one ruling file has ``changes``."""
    write(project, "data/rulings/basic.yaml", RULING.format(**{**VALID, **changes}))
    dataset, problems = read_dataset(project / "data", root=project)
    return list(dataset.rulings if dataset else []), problems


NOT_A_PLAYER = (
    "'Bath' is not a player of this check (did you mean 'Beth'?); its players: Alan, Beth"
)


def test_the_valid_check_is_verified(empty_project: Path) -> None:
    rulings, problems = load(empty_project)
    assert problems == []
    assert run_ruling(rulings[0], {}).status == "verified"


@pytest.mark.parametrize(
    ("change", "line", "message"),
    [
        (
            {"breakpoint": "[8]"},
            10,
            "field 'rulings[0].check.setup.bases[0].breakpoint': expected integer, got list [8]",
        ),
        (
            {"vps": "[3, x, 1]"},
            11,
            "field 'rulings[0].check.setup.bases[0].vps[1]': expected integer, got string 'x'",
        ),
        (
            {"vps": "4"},
            11,
            "field 'rulings[0].check.setup.bases[0].vps': expected list, got integer 4",
        ),
        (
            {"step": "{place-counters: x, amount: two}"},
            18,
            "field 'rulings[0].check.do[0].amount': expected integer, got string 'two'",
        ),
        (
            {"step": "{place-counters: x, amount: 0}"},
            18,
            "field 'rulings[0].check.do[0].amount': 0 is less than the minimum of 1",
        ),
    ],
    ids=["breakpoint-a-list", "vps-with-text", "vps-a-number", "amount-text", "amount-zero"],
)
def test_the_schema_types_a_base_and_a_steps_numbers(
    empty_project: Path, change: dict[str, str], line: int, message: str
) -> None:
    _, problems = load(empty_project, **change)
    assert [(p.file, p.line) for p in problems] == [("data/rulings/basic.yaml", line)]
    assert message in problems[0].message, problems[0].message


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        (
            {"step": "{place-counters: knigth}"},
            "18: do[0].place-counters: 'knigth' is no card or base of this game",
        ),
        ({"step": "{draw-cards: 2, as: Bath}"}, f"18: do[0].as: {NOT_A_PLAYER}"),
    ],
    ids=["misspelt-card", "unknown-player"],
)
def test_a_check_malformed_past_the_schema_names_file_line_and_field(
    empty_project: Path, change: dict[str, str], detail: str
) -> None:
    rulings, problems = load(empty_project, **change)
    assert problems == []  # what the schema cannot see: only running the check finds it
    result = run_ruling(rulings[0], {})
    assert result.status == "failing"
    expected = f"the check is malformed: data/rulings/basic.yaml:{detail}"
    assert (result.detail or "").startswith(expected), result.detail


def test_a_minion_modifier_keeps_the_counters_its_entry_gives() -> None:
    check = {
        "cards": {"hex": {"type": "action", "modifier": "minion"}},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "minions": {
                        "Alan": [
                            {"card": 3, "name": "x", "modifiers": [{"card": "hex", "counters": 2}]}
                        ]
                    },
                }
            ]
        },
        "expect": {"counters": {"hex": 2}},
    }
    run_check(check)  # the counters were dropped before: an expectation of 0 passed


ENTRY = "rulings[0].check.setup"


@pytest.mark.parametrize(
    ("change", "line", "problem", "detail"),
    [
        (
            {"minion": "{card: 5, counters: two}"},
            13,
            f"field '{ENTRY}.bases[0].minions.Alan[0].counters': expected integer, got string",
            "13: setup.bases[0].minions.Alan[0].counters: 'two' is not a whole number",
        ),
        (
            {"hand": "{card: 2, set: core}"},
            15,
            f"unknown key 'set' in {ENTRY}.hands.Alan[0]",
            "15: setup.hands.Alan[0].set: only a base in the base deck or the base discard pile "
            "has a set here",
        ),
        (
            {"hand": "{card: 2, counters: 1}"},
            15,
            f"unknown key 'counters' in {ENTRY}.hands.Alan[0]",
            "15: setup.hands.Alan[0].counters: a card here does not use counters: (it would "
            "change nothing); a card here may give card, name",
        ),
        (
            {"minion": "{card: 5, modifiers: [{card: 2, owner: [Beth]}]}"},
            13,
            f"field '{ENTRY}.bases[0].minions.Alan[0].modifiers[0].owner': expected string",
            None,
        ),
        (
            {"minion": "{card: [5]}"},
            13,
            f"field '{ENTRY}.bases[0].minions.Alan[0].card': expected string or integer, got list",
            None,
        ),
        (
            {"base": "{card: 20, set: core, copies: 2}"},
            16,
            f"unknown key 'copies' in {ENTRY}.base-deck[0]",
            "16: setup.base-deck[0].copies: a card here does not use copies:",
        ),
        ({"hand": "{name: x}"}, 15, f"missing field 'card' in {ENTRY}.hands.Alan[0]", None),
    ],
    ids=[
        "counters-text",
        "set-on-a-hand-card",
        "hand-counters",
        "modifier-owner-a-list",
        "card-a-list",
        "copies-in-the-base-deck",
        "no-card",
    ],
)
def test_the_schema_types_a_card_entry_where_it_stands(
    empty_project: Path, change: dict[str, str], line: int, problem: str, detail: str | None
) -> None:
    rulings, problems = load(empty_project, **change)
    assert [(p.file, p.line) for p in problems] == [("data/rulings/basic.yaml", line)]
    assert problem in problems[0].message, problems[0].message
    if detail is not None:  # the engine refuses it too, when a check runs unvalidated
        result = run_ruling(rulings[0], {})
        expected = f"the check is malformed: data/rulings/basic.yaml:{detail}"
        assert (result.detail or "").startswith(expected), result.detail


@pytest.mark.parametrize(
    ("change", "line", "field"),
    [
        (
            {"minion": "{card: 5, controller: Bath}"},
            13,
            "setup.bases[0].minions.Alan[0].controller",
        ),
        (
            {"minion": "{card: 5, modifiers: [{card: 1, owner: Bath}]}"},
            13,
            "setup.bases[0].minions.Alan[0].modifiers[0].owner",
        ),
        ({"step": "{start-game: null, first: [Alan, Bath]}"}, 18, "do[0].first[1]"),
        ({"setup": "\n      choices: [{score-base: bank, player: Bath}]"}, 17, "choices[0].player"),
    ],
    ids=["controller", "modifier-owner", "first-player", "answer-pinned"],
)
def test_a_card_or_answer_given_to_no_player_names_its_line_and_field(
    empty_project: Path, change: dict[str, str], line: int, field: str
) -> None:
    rulings, problems = load(empty_project, **change)
    assert problems == []
    detail = run_ruling(rulings[0], {}).detail or ""
    expected = f"the check is malformed: data/rulings/basic.yaml:{line}: {field}: {NOT_A_PLAYER}"
    assert detail == expected


@pytest.mark.parametrize(
    ("expect", "field"),
    [
        ("{hand: {Bath: []}}", "do[0].expect.hand.Bath"),
        ("{deck-top: {Bath: x}}", "do[0].expect.deck-top.Bath"),
        ("{hand-size: {Bath: 0}}", "do[0].expect.hand-size.Bath"),
        ("{places: {bank: {Bath: 1}}}", "do[0].expect.places.bank.Bath"),
    ],
    ids=["hand", "deck-top", "hand-size", "places"],
)
def test_an_expectation_of_no_player_names_its_line_and_field(
    empty_project: Path, expect: str, field: str
) -> None:
    rulings, problems = load(empty_project, step=f"{{score: null, expect: {expect}}}")
    assert problems == []
    detail = run_ruling(rulings[0], {}).detail or ""
    assert detail == f"the check is malformed: data/rulings/basic.yaml:18: {field}: {NOT_A_PLAYER}"


@pytest.mark.parametrize(
    ("setup", "line", "field"),
    [
        ("vps: {Bath: 1}", 17, "setup.vps.Bath"),
        ("plays: {Bath: {minions: 0}}", 17, "setup.plays.Bath"),
        ("discards: {Bath: [1]}", 17, "setup.discards.Bath[0]"),
        (
            "faction-decks: {Bath: [a, b]}\n        factions: {a: [1], b: [2]}",
            17,
            "setup.faction-decks.Bath",
        ),
    ],
    ids=["vps", "plays", "discards", "faction-decks"],
)
def test_a_setup_of_no_player_names_its_line_and_field(
    empty_project: Path, setup: str, line: int, field: str
) -> None:
    rulings, problems = load(empty_project, setup=f"\n        {setup}")
    assert problems == []
    detail = run_ruling(rulings[0], {}).detail or ""
    expected = f"the check is malformed: data/rulings/basic.yaml:{line}: {field}: {NOT_A_PLAYER}"
    assert detail == expected


def test_a_key_error_naming_what_only_the_check_gave_is_the_checks_fault(
    empty_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def lookup(game: object, player: str, zone: str) -> list[str]:
        raise KeyError("knigth")  # a lookup no reader of the check guards

    monkeypatch.setattr("smashwiki.engine.game.Game.players_pile", lookup)
    rulings, _ = load(empty_project, step="{score: null, expect: {deck-top: {Alan: knigth}}}")
    detail = run_ruling(rulings[0], {}).detail or ""
    assert detail == (
        "the check is malformed: data/rulings/basic.yaml:7: it names 'knigth', which the game "
        "does not have where the name is looked up (a KeyError)"
    ), detail


def test_a_key_error_naming_a_player_the_game_has_is_the_engines(
    empty_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(game: object, player: str, zone: str) -> list[str]:
        raise KeyError(player)

    monkeypatch.setattr("smashwiki.engine.game.Game.players_pile", broken)
    rulings, _ = load(empty_project, step="{score: null, expect: {hand: {Alan: []}}}")
    detail = run_ruling(rulings[0], {}).detail or ""
    assert detail.startswith("engine error (a bug in the engine, not in the check): KeyError"), (
        detail
    )


@pytest.mark.parametrize(
    "expect",
    [
        "decided-by: {scor-base: Alan}",
        "offered: {scor-base: [bank]}",
        "not-offered: {scor-base: x}",
    ],
    ids=["decided-by", "offered", "not-offered"],
)
def test_a_misspelt_decision_kind_is_malformed_not_expected_otherwise(
    empty_project: Path, expect: str
) -> None:
    rulings, problems = load(empty_project, step=f"{{score: null, expect: {{{expect}}}}}")
    assert problems == []
    result = run_ruling(rulings[0], {})
    key = expect.split(":")[0]
    assert (result.detail or "").startswith(
        f"the check is malformed: data/rulings/basic.yaml:18: do[0].expect.{key}.scor-base: "
        "unknown decision kind 'scor-base' (did you mean 'score-base'?); the kinds: "
        "actions-or-minions, base-to-deck-top, "
    ), result.detail
    assert "score-base, search" in (result.detail or "")  # every kind is listed
