"""Possessive and relative selectors compiled (lang-possessive): "each other player's minion
here" (every minion of every other player there), "each player's minion here" (anyone's),
and targets relative to a minion chosen first: "Choose one of your minions. Destroy a minion
there with less power than it." ("there", "on its base": the chosen minion's base; "than
it", "than yours", "than the chosen minion's power": its power as the effect resolves).
The choice is ``choose-card`` of the card language: one minion chosen, nothing done to it.
Played as printed; a choice of several, "yours" of no chosen minion of yours, a superlative
of no tie-break and the near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import Effect, PowerFilter, Quantifier, Selector
from smashwiki.engine.scenario import run_check

RELATIVE = "Choose one of your minions. Destroy a minion there with less power than it."
ANYWHERE = (
    "Choose one of your minions. Destroy a minion with power less than or equal to the chosen"
    " minion's power."
)
OTHERS_HERE = "Destroy each other player's minion here."


# ---- (1) texts that compile and round-trip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (RELATIVE, "action"),
        (ANYWHERE, "action"),
        ("Choose one of your minions. Destroy a minion on its base with less power than it.",
         "action"),
        ("Choose one of your minions. Destroy a minion there with less power than yours.",
         "action"),
        ("Choose another player's minion. Return each minion there with less power than it to"
         " its owner's hand.", "action"),
        ("Choose one of your minions. Move a minion on its base with less power than it to"
         " another base.", "action"),
        ("Choose one of your minions. Place a +1 power counter on each other minion there.",
         "action"),
        ("Choose one of your minions. Each other minion on its base gains -1 power until the"
         " end of the turn.", "action"),
        ("Choose one of your minions. You may destroy a minion there with less power than it.",
         "action"),
        ("Talent: Choose one of your minions here. Move a minion there with less power than it"
         " to another base.", "minion"),
    ],
    ids=["there-than-it", "chosen-minions-power", "on-its-base", "than-yours",
         "another-players-return-each", "move", "counters-other", "power-other", "you-may",
         "talent-here"],
)  # fmt: skip
def test_relative_to_a_chosen_minion_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        OTHERS_HERE,
        "Destroy each other player's minion on this base.",
        "Destroy each player's minion here.",
        "Destroy each other player's minion of power 2 or less on another base.",
        "Return each other player's minion here to its owner's hand.",
        "Move each other player's minion here to another base.",
        "Destroy each other player's action here.",
        "Place a +1 power counter on each other player's minion here.",
        "Each other player's minion on another base gains -1 power until the end of the turn.",
        "Destroy each player's highest power minion here (owner's choice in case of a tie).",
    ],
    ids=["here", "on-this-base", "each-players", "power-elsewhere", "return", "move",
         "actions", "counters", "power-gain", "highest-each-player"],
)  # fmt: skip
def test_each_other_players_minion_compiles(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()


# ---- (2) the values


def test_the_choice_is_its_own_effect_and_the_target_is_relative_to_it() -> None:
    chose, destroy = effects_of(RELATIVE)
    assert chose == Effect("choose", target=Selector(whose="you"))
    assert destroy.verb == "destroy" and destroy.target is not None
    assert destroy.target.where == "that-base"
    assert destroy.target.power == PowerFilter("less-than", of="chosen")


def test_the_chosen_minions_power_anywhere_is_no_more_than_it() -> None:
    _, destroy = effects_of(ANYWHERE)
    assert destroy.target == Selector(power=PowerFilter("at-most", of="chosen"))


def test_each_other_players_minion_here_is_every_one_of_theirs() -> None:
    (destroy,) = effects_of(OTHERS_HERE, "minion")
    assert destroy.target == Selector(whose="other", where="here", quantifier=Quantifier("each"))
    (anyones,) = effects_of("Destroy each player's minion here.", "minion")
    assert anyones.target == Selector(where="here", quantifier=Quantifier("each"))


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Choose one of your minions. Destroy a minion on its base with less power than it.",
         RELATIVE),
        ("Choose one of your minions. Destroy a minion there with less power than yours.",
         RELATIVE),
        ("Choose one of your minions. Destroy a minion with less power than that minion on that"
         " base.", RELATIVE),
        ("Choose one of your minions. Destroy a minion there with power less than the chosen"
         " minion's power.", RELATIVE),
    ],
    ids=["on-its-base", "than-yours", "that-minion-that-base", "chosen-minions-power"],
)  # fmt: skip
def test_the_wordings_of_a_chosen_minion_say_one_thing(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_each_other_players_minion_is_all_other_players_minions() -> None:
    assert_same_values(OTHERS_HERE, "Destroy all other players' minions here.", "minion")


# ---- (3) played


def _check(text: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
    """Alan plays ``text``: at bank he has a1 (power 1) and a3, Beth b2 and b4; at keep he
    has k2, Beth k1."""
    return {
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 40,
                    "minions": {
                        "Alan": [{"card": 1, "name": "a1"}, {"card": 3, "name": "a3"}],
                        "Beth": [{"card": 2, "name": "b2"}, {"card": 4, "name": "b4"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 40,
                    "minions": {
                        "Alan": [{"card": 2, "name": "k2"}],
                        "Beth": [{"card": 1, "name": "k1"}],
                    },
                },
            ],
            "hands": {"Alan": ["zap"]},
        },
        "do": [{"play": "zap"}],
        "choices": choices,
    }


def test_a_minion_there_with_less_power_than_the_chosen_one_is_destroyed() -> None:
    check = _check(RELATIVE, [{"choose-target": "a3"}, {"destroy-target": "b2"}])
    zones = {"b2": "Beth's discard", "a3": "at bank", "b4": "at bank", "k1": "at keep"}
    run_check({**check, "expect": {"zones": zones}})


@pytest.mark.parametrize("doomed", ["k1", "b4"], ids=["at-another-base", "not-less-power"])
def test_a_minion_elsewhere_or_as_strong_cannot_be_chosen(doomed: str) -> None:
    check = _check(RELATIVE, [{"choose-target": "a3"}, {"destroy-target": doomed}])
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {doomed: "Beth's discard"}}})


def test_the_chosen_minion_must_be_yours() -> None:
    check = _check(RELATIVE, [{"choose-target": "b4"}, {"destroy-target": "b2"}])
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {"b2": "Beth's discard"}}})


def test_the_weakest_chosen_destroys_nothing() -> None:
    check = _check(RELATIVE, [{"choose-target": "a1"}])
    zones = {"b2": "at bank", "b4": "at bank", "a3": "at bank", "zap": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


def test_no_more_power_than_the_chosen_minion_is_anywhere() -> None:
    check = _check(ANYWHERE, [{"choose-target": "k2"}, {"destroy-target": "b2"}])
    run_check({**check, "expect": {"zones": {"b2": "Beth's discard", "k2": "at keep"}}})


def test_a_minion_moved_from_the_chosen_minions_base() -> None:
    text = (
        "Choose one of your minions. Move a minion on its base with less power than it to"
        " another base."
    )
    choices = [{"choose-target": "a3"}, {"move-target": "b2"}]  # keep: the one other base
    run_check({**_check(text, choices), "expect": {"zones": {"b2": "at keep", "a3": "at bank"}}})


def test_each_other_players_minion_here_is_destroyed_and_yours_stay() -> None:
    check = _check("Draw a card.", [])
    check["cards"]["watch"] = stand_in(OTHERS_HERE, "minion", power=2)
    check["setup"]["hands"] = {"Alan": ["watch"]}
    check["do"] = [{"play": "watch", "on": "bank"}]
    zones = {
        "b2": "Beth's discard",
        "b4": "Beth's discard",
        "a1": "at bank",
        "a3": "at bank",
        "k1": "at keep",
        "watch": "at bank",
    }
    run_check({**check, "expect": {"zones": zones}})


# ---- (4) near-misses that stop


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Choose up to two of your minions. Destroy a minion there.", "action",
         "'there' with no base"),
        ("Choose two of your minions. Destroy a minion with less power than it.", "action",
         "cannot parse"),
        ("Destroy a minion with less power than the chosen minion.", "action",
         "not after choosing a minion"),
        ("Choose a minion. Destroy a minion there with less power than yours.", "action",
         "which of your minions is not said"),
        ("Choose one of your minions. Destroy a minion with the highest power on its base.",
         "action", "not followed by one effect on 'it'"),
        ("Destroy each player's highest power minion here.", "minion", "no tie-break"),
        ("Move one of his or her minions on another base to here.", "minion",
         "'their' of a player the sentence does not name"),
        ("Choose one of your minions. Destroy a minion there with less power than it. Place a"
         " +1 power counter on it.", "action", "'it'"),
        ("Destroy one of your minions. Destroy a minion with less power than that minion on"
         " its base.", "action", "after it left play"),
    ],
    ids=["up-to-two-chosen", "two-chosen", "chosen-of-nothing", "yours-of-anyones",
         "superlative-after-choice", "each-players-untied", "his-or-her-of-no-one",
         "it-after-two", "chosen-left-play"],
)  # fmt: skip
def test_near_misses_stop_and_say_why(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


# ---- (5) pairs that compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (OTHERS_HERE, "Destroy each player's minion here.", "minion"),
        (OTHERS_HERE, "Destroy each other player's minion.", "minion"),
        (RELATIVE, "Choose one of your minions. Destroy a minion there with more power than it.",
         "action"),
        (RELATIVE, "Choose one of your minions. Destroy a minion with less power than it.",
         "action"),
        (RELATIVE, "Choose another player's minion. Destroy a minion there with less power than"
         " it.", "action"),
        (RELATIVE, "Choose one of your minions. Destroy a minion there.", "action"),
    ],
    ids=["others-or-anyones", "here-or-anywhere", "less-or-more", "there-or-anywhere",
         "yours-or-theirs", "power-or-none"],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)
