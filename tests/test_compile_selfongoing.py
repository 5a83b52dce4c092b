"""lang-selfongoing: an ongoing text about this card under a condition compiled: "Ongoing:
If this is your only minion here, it has +2 power and cannot be destroyed.", "While you
have three or more minions here, this minion has +2 power.", "This minion has +1 power
for each other minion here and cannot be moved." "It", the subject of a minion's
Ongoing text with no moment, is this minion (the same values as "this minion"); the
engine applies each part only while its condition holds. "It" on an action or a base
(this card, or the minion it is on?), or after a card chosen, stops."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Selector
from smashwiki.engine.scenario import run_check

ALONE = "Ongoing: If this is your only minion here, it has +2 power and cannot be destroyed."
CROWD = "Ongoing: While you have three or more minions here, it has +2 power."
MOST = "Ongoing: If you have the most power here, it cannot be destroyed."
PER = "Ongoing: It has +1 power for each other minion here and cannot be moved."


@pytest.mark.parametrize(
    "text",
    [
        ALONE,
        CROWD,
        MOST,
        PER,
        "Ongoing: It has +3 power.",
        "Ongoing: If this is your only minion here, it cannot be moved.",
        "Ongoing: It has +2 power while you have two or more minions here.",
        "Ongoing: During your turn, it has +1 power and cannot be destroyed.",
        "Ongoing: It is not affected by other players' actions.",
        "Talent: Draw a card. Ongoing: It cannot be moved.",
        "Ongoing: This minion has +1 power for each other minion here and cannot be moved.",
        "Ongoing: This minion cannot be moved and has +2 power for each action played on this"
        " minion.",
    ],
    ids=[
        "only-minion",
        "while-three",
        "most-power",
        "per-and-immovable",
        "plain-it",
        "only-minion-immovable",
        "while-after",
        "during-your-turn",
        "unaffected",
        "after-a-talent",
        "this-minion-per",
        "immovable-then-per",
    ],
)
def test_an_ongoing_text_about_this_minion_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("it", "this"),
    [
        (ALONE, ALONE.replace(", it has", ", this minion has")),
        (MOST, MOST.replace(", it cannot", ", this minion cannot")),
        (PER, PER.replace("It has", "This minion has")),
    ],
    ids=["only-minion", "most-power", "per"],
)
def test_it_is_this_minion(it: str, this: str) -> None:
    said, plain = compile_text(it, "minion"), compile_text(this, "minion")
    assert said.accepted and plain.accepted, (said.describe(), plain.describe())
    assert said.compiled is not None and plain.compiled is not None
    assert said.compiled.abilities == plain.compiled.abilities
    assert said.stored == plain.stored


def test_each_part_has_the_condition_and_the_subject_is_this_minion() -> None:
    outcome = compile_text(ALONE, "minion")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.of("ongoing")
    kinds = [s.kind for s in ability.statics]
    assert kinds == ["power", "cannot-be-destroyed"]
    assert all(s.target == Selector(this="self-or-host") for s in ability.statics)
    conditions = {s.condition for s in ability.statics}
    assert len(conditions) == 1 and None not in conditions


def test_for_each_in_a_joined_text_counts_the_other_minions_here() -> None:
    outcome = compile_text(PER, "minion")
    assert outcome.compiled is not None
    power, immovable = outcome.compiled.abilities.of("ongoing")[0].statics
    assert power.amount is not None and power.amount.per is not None
    assert power.amount.per.other and power.amount.per.where == "here"
    assert immovable.kind == "cannot-be-moved" and immovable.amount is None


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Play on a minion. Ongoing: It has +2 power.", "action", "on this action"),
        ("Ongoing: It has +2 power.", "base", "on this base"),
        ("Choose a minion. Ongoing: It has +2 power.", "minion", "after a card chosen"),
        ("Ongoing: If it is your only minion here, it has +2 power.", "minion", "cannot parse"),
        ("Ongoing: It has +2 power and has +1 power.", "minion", "said twice"),
        ("Ongoing: It has +2 power and cannot be destroyed during your turn.", "minion",
         "of the last, or all"),
    ],
    ids=["action", "base", "after-choose", "it-in-condition", "power-twice",
         "condition-after-joined"],
)  # fmt: skip
def test_near_misses_stop_with_the_reason(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def test_it_after_a_moment_is_not_this_minion() -> None:
    """After another card's moment "it" could be that card: never read as this one."""
    outcome = compile_text("Ongoing: After you play a minion here, it has +2 power.", "minion")
    assert not outcome.accepted


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (ALONE, "Ongoing: It has +2 power and cannot be destroyed."),
        (CROWD, "Ongoing: While you have two or more minions here, it has +2 power."),
        (PER, "Ongoing: It has +1 power for each minion here and cannot be moved."),
        (MOST, "Ongoing: If you have the most power here, it cannot be moved."),
    ],
    ids=["condition-or-none", "three-or-two", "other-or-each", "destroyed-or-moved"],
)
def test_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = assert_apart(first, second, "minion")
    assert one.rendered != other.rendered


def _bank(cards: dict[str, Any], alan: list[Any], beth: list[Any]) -> dict[str, Any]:
    """Alan's turn at one base ``bank`` (Alan's ``alan``, Beth's ``beth``) and ``keep``,
    where Alan's ``pal`` (power 2) waits."""
    keep = {"name": "keep", "breakpoint": 40, "minions": {"Alan": [{"card": 2, "name": "pal"}]}}
    bank = {"name": "bank", "breakpoint": 40, "minions": {"Alan": alan, "Beth": beth}}
    return {"cards": cards, "setup": {"bases": [bank, keep]}}


def test_your_only_minion_here_has_the_bonus_and_loses_it_with_company() -> None:
    rune = stand_in(ALONE, "minion", power=3)
    check = _bank({"rune": rune}, ["rune"], [{"card": 4, "name": "foe"}])
    run_check({**check, "expect": {"power": {"rune": 5}}}, {})
    check["do"] = [{"move": "pal", "to": "bank"}]
    run_check({**check, "expect": {"power": {"rune": 3}}}, {})


def test_your_only_minion_here_cannot_be_destroyed_but_with_company_it_can() -> None:
    """Beth's minion here does not count (only Alan's); Alan's second one does."""
    rune = stand_in(ALONE, "minion", power=3)
    zap = stand_in("Destroy a minion.", "action")
    alone = _bank({"rune": rune, "zap": zap}, ["rune"], [{"card": 4, "name": "foe"}])
    alone["setup"]["hands"] = {"Alan": ["zap"]}
    alone["do"] = [{"play": "zap"}]
    alone["choices"] = [{"destroy-target": "foe"}]
    alone["expect"] = {"zones": {"rune": "at bank"}, "not-offered": {"destroy-target": "rune"}}
    run_check(alone, {})
    pair = _bank({"rune": rune, "zap": zap}, ["rune", {"card": 1, "name": "imp"}], [])
    pair["setup"]["hands"] = {"Alan": ["zap"]}
    pair["do"] = [{"play": "zap"}]
    pair["choices"] = [{"destroy-target": "rune"}]
    pair["expect"] = {"zones": {"rune": "Alan's discard"}}
    run_check(pair, {})


def test_three_or_more_of_yours_here_and_not_of_another_player() -> None:
    brute = stand_in(CROWD, "minion", power=3)
    imps = [{"card": 1, "name": f"imp{n}"} for n in (1, 2)]
    three = _bank({"brute": brute}, ["brute", *imps], [])
    run_check({**three, "expect": {"power": {"brute": 5}}}, {})
    two = _bank({"brute": brute}, ["brute", imps[0]], [{"card": 1, "name": "foe"}])
    run_check({**two, "expect": {"power": {"brute": 3}}}, {})


def test_for_each_other_minion_here_counts_every_player_s_and_not_itself() -> None:
    golem = stand_in(PER, "minion", power=2)
    check = _bank(
        {"golem": golem}, ["golem", {"card": 1, "name": "imp"}], [{"card": 1, "name": "foe"}]
    )
    run_check({**check, "expect": {"power": {"golem": 4}}}, {})
    check["do"] = [{"move": "golem", "to": "keep", "illegal": "golem cannot be moved"}]
    run_check(check, {})
