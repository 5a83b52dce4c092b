"""Places described by what a player has there, compiled (lang-where).

- a destination "to a base where you have a minion" (or "no minions"): a minion is only
  ever moved to another base (the glossary's Move, "from one card to another"), so it is
  "to another base where you have a minion" (normalise rule 4), the same value
  (``to: {kind: base, base: base-with-your-minion}``), the bases offered counted as the
  minion is moved (the card's player's minions there, whoever's minion moves);
- a modifier "Play on another player's minion.": played only on a minion another player
  controls (``modifier: other-minion``), as "Play on one of your minions." is on yours;
- a base modifier "Play on a base where you have a minion." (or "no minions"; "at a base"
  said either way, normalise rule 4): played only on such a base, judged as it is played
  (``modifier: base-with-your-minion``, ``base-without-your-minion``), the engine's
  legality offering and allowing no other base.

What stops on purpose: a count or a filter on what you have at a destination ("to a base
where you have two or more minions"; a target's place with one compiles, lang-basefilter:
tests/test_compile_basefilter.py), a modifier's host with
a power filter ("Play on one of your minions of power 2 or less"), "the base where ...",
"where they have ...", and "one or two of your minions on one base" (no quantifier says
"one or two"): the card grammar has no value that says them, so no approximation."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in
from test_compile_where import _bases, _played

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import Destination, Effect
from smashwiki.engine.scenario import run_check

WITH = Destination("base", "base-with-your-minion")
WITHOUT = Destination("base", "base-without-your-minion")


def _one(text: str, card_type: str = "action") -> Effect:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    (ability,) = [a for a in outcome.compiled.abilities.abilities if a.effects]
    (effect,) = ability.effects
    return effect


# ---------------------------------------------------------------- compiles, with values


@pytest.mark.parametrize(
    ("text", "whose", "power", "destination", "optional"),
    [
        (
            "Move another player's minion to a base where you have a minion.",
            "other",
            None,
            WITH,
            False,
        ),
        (
            "Move one of your minions to a base where you have no minions.",
            "you",
            None,
            WITHOUT,
            False,
        ),
        (
            "Move a minion of power 2 or less to a base where you have a minion.",
            "any",
            2,
            WITH,
            False,
        ),
        ("You may move a minion to a base where you have no minions.", "any", None, WITHOUT, True),
        ("Move a minion to another base where you have a minion.", "any", None, WITH, False),
    ],
    ids=["others-with", "yours-without", "power-with", "may-without", "another-with"],
)
def test_to_a_base_where_you_have_compiles(
    text: str, whose: str, power: int | None, destination: Destination, optional: bool
) -> None:
    effect = _one(text)
    assert effect.verb == "move" and effect.destination == destination
    assert effect.optional is optional
    assert effect.target is not None and effect.target.whose == whose
    if power is None:
        assert effect.target.power is None
    else:
        assert effect.target.power is not None and effect.target.power.value == power


def test_to_a_base_is_to_another_base() -> None:
    plain = _one("Move a minion to a base where you have a minion.")
    another = _one("Move a minion to another base where you have a minion.")
    assert plain == another


def test_a_minion_here_on_a_minion() -> None:
    effect = _one("Move another minion here to a base where you have no minions.", "minion")
    assert effect.destination == WITHOUT
    assert effect.target is not None and effect.target.where == "here" and effect.target.other


def test_play_on_another_players_minion_compiles() -> None:
    outcome = compile_text(
        "Play on another player's minion. Ongoing: This minion has -1 power.", "action"
    )
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    assert outcome.compiled.abilities.modifier == "other-minion"


# ---------------------------------------------------------------- near-misses


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Move a minion to a base where you have two minions.", "cannot parse"),
        ("Move a minion to a base where you have two or more minions.", "cannot parse"),
        ("Move a minion to a base where you have minions.", "cannot parse"),
        ("Move a minion to a base where you have a minion of power 3 or more.", "cannot parse"),
        ("Move a minion to the base where you have a minion.", "cannot parse"),
        ("Move a minion to a base where they have a minion.", "cannot parse"),
        ("Move a minion to a base where you have no minion.", "cannot parse"),
        ("Move a minion to a base.", "cannot parse"),
        (
            "Each of your minions on a base where you have two or more minions gains +1 power"
            " until the end of the turn.",
            "cannot parse",
        ),
        (
            "Play on one of your minions of power 2. Ongoing: This minion has +1 power.",
            "cannot parse",
        ),
        ("Play on another player's minions. Ongoing: This minion has -1 power.", "cannot parse"),
        (
            "Play on two of another player's minions. Ongoing: This minion has -1 power.",
            "cannot parse",
        ),
        (
            "Choose one or two of your minions on one base. Each of them gains +1 power until the"
            " end of the turn.",
            "cannot parse",
        ),
        ("Move a minion here to a base where you have a minion.", "at no base"),
    ],
    ids=[
        "count-two",
        "count-or-more",
        "plural-minions",
        "filter-on-yours",
        "the-base",
        "they-have",
        "no-minion-singular",
        "no-where",
        "each-with-count-there",
        "modifier-host-filter",
        "modifier-host-plural",
        "modifier-two-hosts",
        "one-or-two",
        "here-on-an-action",
    ],
)
def test_near_misses_stop(text: str, why: str) -> None:
    outcome = compile_text(text, "action")
    assert not outcome.accepted
    assert why in outcome.describe(), outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (
            "Move a minion to a base where you have a minion.",
            "Move a minion to a base where you have no minions.",
        ),
        ("Move a minion to a base where you have a minion.", "Move a minion to another base."),
        (
            "Move another player's minion to a base where you have a minion.",
            "Move a minion to a base where you have a minion.",
        ),
        (
            "Play on another player's minion. Ongoing: This minion has -1 power.",
            "Play on a minion. Ongoing: This minion has -1 power.",
        ),
        (
            "Play on another player's minion. Ongoing: This minion has -1 power.",
            "Play on one of your minions. Ongoing: This minion has -1 power.",
        ),
    ],
    ids=[
        "with-or-without",
        "with-or-any",
        "others-or-any",
        "others-or-any-host",
        "others-or-yours",
    ],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------- scenarios


def _five() -> list[dict[str, Any]]:
    """Beth has minions at bank and mill; Alan at keep and hill; yard is empty."""
    return _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}]},
        keep={"Alan": [{"card": 1, "name": "a1"}]},
        hill={"Alan": [{"card": 4, "name": "a4"}]},
        mill={"Beth": [{"card": 5, "name": "m5"}]},
        yard={},
    )


MOVE_WITH = "Move another player's minion to a base where you have a minion."
MOVE_WITHOUT = "Move a minion to a base where you have no minions."


def test_to_a_base_where_you_have_a_minion_is_where_the_cards_player_has() -> None:
    ok = _played(MOVE_WITH, _five(), [{"move-target": "b2"}, {"move-to": "hill"}])
    expect = {"zones": {"b2": "at hill"}, "not-offered": {"move-to": ["mill", "yard"]}}
    run_check({**ok, "expect": expect})


@pytest.mark.parametrize("base", ["mill", "yard"])
def test_to_a_base_where_you_have_a_minion_offers_no_other(base: str) -> None:
    # mill: Beth's (the moved minion's controller's) minion there, not Alan's
    wrong = _played(MOVE_WITH, _five(), [{"move-target": "b2"}, {"move-to": base}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"b2": f"at {base}"}}})


def test_another_players_minion_only() -> None:
    wrong = _played(MOVE_WITH, _five(), [{"move-target": "a1"}, {"move-to": "bank"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"a1": "at bank"}}})


def test_to_a_base_where_you_have_no_minions_goes_to_such_a_base() -> None:
    for base in ("mill", "yard"):
        ok = _played(MOVE_WITHOUT, _five(), [{"move-target": "b2"}, {"move-to": base}])
        run_check({**ok, "expect": {"zones": {"b2": f"at {base}"}}})
    wrong = _played(MOVE_WITHOUT, _five(), [{"move-target": "b2"}, {"move-to": "keep"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"b2": "at keep"}}})


def test_your_own_minion_moved_leaves_its_base_empty_of_yours() -> None:
    # a1 is Alan's only minion at keep: moved, it goes to a base other than keep, and not
    # to hill (a4 is Alan's)
    text = "Move one of your minions to a base where you have no minions."
    ok = _played(text, _five(), [{"move-target": "a1"}, {"move-to": "bank"}])
    expect = {"zones": {"a1": "at bank"}, "not-offered": {"move-to": ["keep", "hill"]}}
    run_check({**ok, "expect": expect})
    other = _played(text, _five(), [{"move-target": "a1"}, {"move-to": "hill"}])
    with pytest.raises(IllegalChoice):
        run_check({**other, "expect": {"zones": {"a1": "at hill"}}})


def test_no_base_where_you_have_one_elsewhere_leaves_it() -> None:
    # Alan's minions are all at keep: his own minion has nowhere to go
    text = "Move one of your minions to a base where you have a minion."
    bases = _bases(keep={"Alan": [{"card": 1, "name": "a1"}, {"card": 3, "name": "a3"}]}, yard={})
    check = _played(text, bases, [])
    expect = {"zones": {"zap": "Alan's discard", "a1": "at keep", "a3": "at keep"}}
    run_check({**check, "expect": expect})


def test_power_filter_on_the_moved_minion() -> None:
    text = "Move a minion of power 2 or less to a base where you have a minion."
    wrong = _played(text, _five(), [{"move-target": "m5"}, {"move-to": "keep"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"m5": "at keep"}}})
    ok = _played(text, _five(), [{"move-target": "b2"}, {"move-to": "keep"}])
    run_check({**ok, "expect": {"zones": {"b2": "at keep"}}})


def test_you_may_is_optional() -> None:
    text = "You may move a minion to a base where you have no minions."
    check = _played(text, _five(), [{"move-target": "pass"}])
    expect = {"zones": {"zap": "Alan's discard", "b2": "at bank", "m5": "at mill"}}
    run_check({**check, "expect": expect})


HEX = "Play on another player's minion. Ongoing: This minion has -1 power."


def _hex_check(**more: Any) -> dict[str, Any]:
    minions = {
        "Alan": [{"card": 2, "name": "mine"}],
        "Beth": [{"card": 3, "name": "beths"}],
        "Cara": [{"card": 4, "name": "caras"}],
    }
    return {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"hex": stand_in(HEX, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": minions}],
            "hands": {"Alan": ["hex"]},
        },
        **more,
    }


@pytest.mark.parametrize(("host", "power"), [("beths", {"beths": 2}), ("caras", {"caras": 3})])
def test_on_another_players_minion_goes_on_any_other_players(host: str, power: Any) -> None:
    check = _hex_check(do=[{"play": "hex", "on": host}])
    run_check({**check, "expect": {"power": {"mine": 2, **power}}})


def test_on_another_players_minion_cannot_go_on_your_own() -> None:
    check = _hex_check(do=[{"play": "hex", "on": "mine", "illegal": "another player's minion"}])
    run_check({**check, "expect": {"power": {"mine": 2, "beths": 3}}})


def test_on_another_players_minion_follows_the_controller() -> None:
    # Beth's card, controlled by Alan: Alan's minion now, so not another player's
    check = _hex_check(do=[{"play": "hex", "on": "beths", "illegal": "another player's minion"}])
    check["setup"]["bases"][0]["minions"] = {
        "Alan": [{"card": 2, "name": "mine"}],
        "Beth": [{"card": 3, "name": "beths", "controller": "Alan"}],
    }
    run_check({**check, "expect": {"power": {"mine": 2, "beths": 3}}})


FLAG = "Play on a base where you have a minion. Ongoing: Your minions here have +1 power."
GAP = (
    "Play on a base where you have no minions. Ongoing: Other players' minions here have -1 power."
)


@pytest.mark.parametrize(
    ("text", "modifier"),
    [
        (FLAG, "base-with-your-minion"),
        (GAP, "base-without-your-minion"),
        (
            "Play at a base where you have a minion. Ongoing: You have +2 power here.",
            "base-with-your-minion",
        ),
        ("Play on a base where you have a minion. Destroy a minion here.", "base-with-your-minion"),
    ],
    ids=["with-ongoing", "without-ongoing", "at-player-power", "on-play-here"],
)
def test_play_on_a_base_where_you_have_compiles(text: str, modifier: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None and outcome.compiled.abilities.modifier == modifier


@pytest.mark.parametrize(
    "text",
    [
        "Play on a base where you have two minions. Ongoing: You have +2 power here.",
        "Play on a base where you have minions. Ongoing: You have +2 power here.",
        "Play on a base where you have a minion of power 3 or more. Ongoing: Draw a card.",
        "Play on the base where you have a minion. Ongoing: You have +2 power here.",
    ],
    ids=["count", "plural", "filter", "the-base"],
)
def test_play_on_a_base_where_stops_otherwise(text: str) -> None:
    assert not compile_text(text, "action").accepted


def test_play_on_a_base_where_you_have_is_apart_from_on_a_base() -> None:
    one = compile_text(FLAG, "action")
    other = compile_text(FLAG.replace(" where you have a minion", ""), "action")
    assert one.accepted and other.accepted
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _flag_check(text: str, **more: Any) -> dict[str, Any]:
    return {
        "cards": {"flag": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 3, "name": "b3"}]},
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": [{"card": 2, "name": "a2"}],
                        "Beth": [{"card": 4, "name": "k4"}],
                    },
                },
            ],
            "hands": {"Alan": ["flag"]},
        },
        **more,
    }


def test_on_a_base_where_you_have_a_minion_goes_there() -> None:
    check = _flag_check(FLAG, do=[{"play": "flag", "on": "keep"}])
    run_check({**check, "expect": {"power": {"a2": 3, "k4": 4, "b3": 3}}})


def test_on_a_base_where_you_have_a_minion_refused_elsewhere() -> None:
    check = _flag_check(FLAG, do=[{"play": "flag", "on": "bank", "illegal": "has (no) minions"}])
    run_check({**check, "expect": {"power": {"a2": 2, "b3": 3}}})


def test_on_a_base_where_you_have_no_minions_goes_there() -> None:
    check = _flag_check(GAP, do=[{"play": "flag", "on": "bank"}])
    run_check({**check, "expect": {"power": {"b3": 2, "k4": 4}}})


def test_on_a_base_where_you_have_no_minions_refused_where_you_have() -> None:
    check = _flag_check(GAP, do=[{"play": "flag", "on": "keep", "illegal": "has (no) minions"}])
    run_check({**check, "expect": {"power": {"b3": 3, "k4": 4}}})


def test_the_base_is_judged_as_it_is_played() -> None:
    # Alan plays a minion to bank first: then bank is a base where he has a minion
    check = _flag_check(FLAG, do=[{"play": "a1", "on": "bank"}, {"play": "flag", "on": "bank"}])
    check["setup"]["hands"]["Alan"] = ["flag", {"card": 1, "name": "a1"}]
    run_check({**check, "expect": {"power": {"a1": 2, "a2": 2, "b3": 3}}})


@pytest.mark.parametrize(
    "text",
    [
        "Move any number of your minions to a base where you have a minion.",
        "Move up to two of your minions to a base where you have no minions.",
        "Move two minions to another base where you have a minion.",
    ],
    ids=["any-number", "up-to-two-none", "two"],
)
def test_a_group_moved_to_a_base_where_you_have_a_minion_stops(text: str) -> None:
    """All of them to one such base, or each to its own? (The engine would choose for each.)"""
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()
    assert "a group moved" in outcome.describe()
