""" "Choose a base where you have a minion." (or "no minions") before an effect "there":
the base its player chooses is one of those only (a selector's ``base-where``), said back as
printed; played by scenarios (only those bases are offered); near-misses apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import GrammarError, parse_abilities
from smashwiki.engine.scenario import run_check

YOURS = "Choose a base where you have a minion. Destroy a minion there."
NONE = "Choose a base where you have no minions. Destroy a minion there."


@pytest.mark.parametrize(
    "text",
    [YOURS, NONE, "Choose a base where you have a minion. Move a minion there to another base."],
)
def test_choose_a_base_where_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [(YOURS, NONE), (YOURS, "Choose a base. Destroy a minion there.")],
    ids=["a-minion-vs-none", "where-vs-any"],
)
def test_which_bases_one_may_choose_is_kept(first: str, second: str) -> None:
    one, other = compile_text(first, "action"), compile_text(second, "action")
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


@pytest.mark.parametrize(
    "text",
    [
        "Choose a base where you have two minions. Destroy a minion there.",
        "Choose a base where another player has no minions. Destroy a minion there.",
        "Choose a base where you have a minion.",
    ],
    ids=["a-count", "another-player", "nothing-after"],
)
def test_choose_a_base_where_stops_otherwise(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def test_base_where_needs_a_chosen_base() -> None:
    spec = {"on-play": [{"destroy": True, "target": {"base-where": "you-have-a-minion"}}]}
    with pytest.raises(GrammarError, match="base-where: needs where: chosen-base"):
        parse_abilities(spec)


def _check(text: str, choices: list[dict[str, str]], **expect: Any) -> dict[str, Any]:
    return {
        "cards": {"strike": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": [{"card": 2, "name": "mine"}],
                        "Beth": [{"card": 3, "name": "near"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 4, "name": "far"}]},
                },
            ],
            "hands": {"Alan": ["strike"]},
        },
        "do": [{"play": "strike"}],
        "choices": choices,
        "expect": expect,
    }


def test_only_a_base_where_you_have_a_minion_is_offered() -> None:
    check = _check(
        YOURS,
        [{"destroy-target": "near"}],
        zones={"near": "Beth's discard", "far": "at keep", "mine": "at bank"},
    )
    run_check(check, {})


def test_only_a_base_where_you_have_no_minions_is_offered() -> None:
    check = _check(NONE, [], zones={"far": "Beth's discard", "near": "at bank"})
    run_check(check, {})
