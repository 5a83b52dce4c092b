"""Bases chosen by what is at them, compiled (lang-where: the class's grammar of base
conditions, beside lang-basefilter's "where you have two or more minions").

- whose: "where you have ..." (the effect's player), "where another player has ..." (some
  one other player has them all there: ``base-has: {whose: other}``), "with ... on it"
  (anyone's, together: ``whose: any``);
- what they have: a minion, N or more minions, a minion of power N or more (or less), a
  minion of a known faction;
- heads: a target's place ("Destroy a minion at a base where ...", each, return, move,
  counters), a base chosen first ("Choose a base where ... . <effects> there.":
  ``choose-base: {has: ...}`` or ``where: chosen-base`` with ``base-has``), judged as the
  base (the target) is chosen;
- "at a base where you have the most power": more power there than each other player
  (none when tied, as "if you have the most power here" and "for each base where you
  have the most power" already say), in a target's place.

What stops, said why: "the base where you have the most (highest total) power" (one base,
the most among bases: who breaks a tie between bases is not said), "Choose a base where
you have the most power", a base by the actions there ("where you have an action", "with
an action on it", "with no actions on it": on the base, or on its minions too?), "where
another player has no minions" (some other player, or no other player?), an extra minion
played at a base by another player's (anyone's) minions or by a faction (the engine's
place of an extra play counts your minions, of any faction), and an ongoing power of
minions at a base known by the power there (the power would count itself)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in
from test_compile_where import _bases

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import to_yaml
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import (
    BaseHas,
    Effect,
    GrammarError,
    PowerFilter,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

KNOWN = {"robots": "Robot", "wizards": "Wizard"}


def _outcome(text: str, card_type: str = "action") -> Any:
    return compile_text(text, card_type, factions=KNOWN)


def _one(text: str, card_type: str = "action") -> Effect:
    outcome = _outcome(text, card_type)
    assert outcome.status == "compiled" and outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    (ability,) = [a for a in outcome.compiled.abilities.abilities if a.effects]
    (effect,) = ability.effects
    return effect


# ---------------------------------------------------------------- compiles, round-trips

COMPILES = [
    "Destroy a minion at a base where another player has a minion.",
    "Destroy a minion at a base where another player has two or more minions.",
    "Destroy a minion of power 2 or less at a base where another player has a minion of"
    " power 5 or more.",
    "Destroy a minion at a base where another player has a Robot minion.",
    "Destroy a minion at a base with three or more minions on it.",
    "Destroy a minion at a base with a minion of power 6 or more on it.",
    "Return each minion at a base with four or more minions on it to its owner's hand.",
    "Move a minion at a base where another player has two or more minions to another base.",
    "Place a +1 power counter on each of your minions at a base where another player has"
    " three or more minions.",
    "Destroy a minion at a base where you have the most power.",
    "Each of your minions at a base where you have the most power gains +1 power until the"
    " end of the turn.",
    "Choose a base where you have two or more minions. Destroy a minion there.",
    "Choose a base where you have a minion of power 4 or more. Destroy a minion there.",
    "Choose a base where you have a minion of power 2 or less. Draw a card for each minion there.",
    "Choose a base where you have a Wizard minion. Destroy a minion there.",
    "Choose a base where another player has a minion. Destroy a minion there.",
    "Choose a base where another player has three or more minions. Play an extra minion there.",
    "Choose a base with three or more minions on it. Move a minion there to another base.",
    "Choose a base with a minion of power 5 or more on it. Destroy a minion there.",
    "Special: Before a base scores, destroy a minion at a base with three or more minions on it.",
    "Ongoing: Your minions at a base with three or more minions on it have +1 power.",
]


@pytest.mark.parametrize("text", COMPILES, ids=[t[:60] for t in COMPILES])
def test_compiles_and_says_itself_back(text: str) -> None:
    card_type = "minion" if text.startswith("Ongoing") else "action"
    outcome = _outcome(text, card_type)
    assert outcome.status == "compiled" and outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    assert parse_abilities(to_yaml(outcome.compiled.abilities)) == outcome.compiled.abilities


# ---------------------------------------------------------------- values


@pytest.mark.parametrize(
    ("text", "has"),
    [
        ("Destroy a minion at a base where another player has a minion.", BaseHas(whose="other")),
        (
            "Destroy a minion at a base where another player has two or more minions.",
            BaseHas(2, whose="other"),
        ),
        (
            "Destroy a minion at a base where another player has a minion of power 5 or more.",
            BaseHas(1, PowerFilter("at-least", 5), whose="other"),
        ),
        (
            "Destroy a minion at a base where another player has a Robot minion.",
            BaseHas(faction="robots", whose="other"),
        ),
        ("Destroy a minion at a base with three or more minions on it.", BaseHas(3, whose="any")),
        (
            "Destroy a minion at a base with a minion of power 6 or more on it.",
            BaseHas(1, PowerFilter("at-least", 6), whose="any"),
        ),
    ],
    ids=["other-one", "other-two", "other-power", "other-faction", "any-three", "any-power"],
)
def test_a_targets_place_by_what_is_there(text: str, has: BaseHas) -> None:
    effect = _one(text)
    assert effect.target is not None
    assert effect.target.where == "base-with-your-minion" and effect.target.base_has == has


@pytest.mark.parametrize(
    ("text", "has"),
    [
        ("Choose a base where you have two or more minions. Destroy a minion there.", BaseHas(2)),
        (
            "Choose a base where you have a minion of power 4 or more. Destroy a minion there.",
            BaseHas(1, PowerFilter("at-least", 4)),
        ),
        (
            "Choose a base where you have a Wizard minion. Destroy a minion there.",
            BaseHas(faction="wizards"),
        ),
        (
            "Choose a base where another player has a minion. Destroy a minion there.",
            BaseHas(whose="other"),
        ),
        (
            "Choose a base with three or more minions on it. Destroy a minion there.",
            BaseHas(3, whose="any"),
        ),
    ],
    ids=["yours-two", "yours-power", "yours-faction", "others", "on-it"],
)
def test_a_base_chosen_by_what_is_there(text: str, has: BaseHas) -> None:
    effect = _one(text)
    assert effect.target is not None
    assert effect.target.where == "chosen-base"
    assert effect.target.base_has == has and effect.target.base_where is None


def test_a_base_chosen_where_you_have_a_minion_is_as_before() -> None:
    effect = _one("Choose a base where you have a minion. Destroy a minion there.")
    assert effect.target is not None
    assert effect.target.base_where == "you-have-a-minion" and effect.target.base_has is None


def test_a_base_chosen_before_several_effects_is_choose_base_has() -> None:
    outcome = _outcome(
        "Choose a base where another player has two or more minions. Destroy a minion there."
        " Draw a card for each minion there."
    )
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    plain = to_yaml(outcome.compiled.abilities)
    chosen = plain["on-play"][0]["choose-base"]
    assert chosen["has"] == {"at-least": 2, "whose": "other"}
    assert parse_abilities(plain) == outcome.compiled.abilities


def test_the_most_power_is_a_targets_place() -> None:
    effect = _one("Destroy a minion at a base where you have the most power.")
    assert effect.target is not None
    assert effect.target.where == "base-where-most-power" and effect.target.base_has is None


def test_the_language_refuses_whose_on_an_extra_plays_place() -> None:
    spec = {
        "on-play": [
            {
                "play": {
                    "card": "minion",
                    "at": {"where": "you-have-a-minion", "has": {"whose": "other"}},
                }
            }
        ]
    }
    with pytest.raises(GrammarError, match="whose"):
        parse_abilities(spec)


def test_the_language_refuses_base_has_on_a_base_not_chosen() -> None:
    spec = {
        "on-play": [{"destroy": True, "target": {"where": "here", "base-has": {"at-least": 2}}}]
    }
    with pytest.raises(GrammarError, match="base-has"):
        parse_abilities(spec)


# ---------------------------------------------------------------- near-misses


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Destroy a minion at the base where you have the highest total power.", "tied bases"),
        ("Choose the base where you have the most power. Destroy a minion there.", "tied bases"),
        ("Move a minion to the base where you have the most power.", "tied bases"),
        ("Choose a base where you have the most power. Destroy a minion there.", "most power"),
        ("Destroy a minion at a base where you have an action.", "actions there"),
        ("Destroy a minion at a base with an action on it.", "actions there"),
        ("Destroy a minion at a base with no actions on it.", "actions there"),
        ("Destroy a minion at a base with two or more actions on it.", "actions there"),
        ("Destroy a minion at a base where another player has no minions.", "no other player"),
        ("Choose a base where another player has no minions. Destroy a minion there.", "no other"),
        ("Play an extra minion at a base with three or more minions on it.", "engine cannot play"),
        ("Play an extra minion at a base where another player has a minion.", "engine cannot"),
        ("Play an extra minion at a base where you have a Robot minion.", "engine cannot play"),
        ("Destroy a minion at a base with three minions on it.", "cannot parse"),
        ("Choose a base where you have two minions. Destroy a minion there.", "cannot parse"),
        ("Choose a base with three or more minions on it. Draw a card.", "'there'"),
        ("Destroy a minion at a base where another player has more minions than you.", "parse"),
        ("Destroy a minion at a base where you have the most minions.", "a tie is not said"),
    ],
    ids=[
        "the-base-highest-total",
        "choose-the-base-most",
        "move-to-the-base-most",
        "choose-a-base-most",
        "you-have-an-action",
        "action-on-it",
        "no-actions-on-it",
        "actions-on-it",
        "others-have-none",
        "choose-others-have-none",
        "extra-minion-on-it",
        "extra-minion-others",
        "extra-minion-faction",
        "exact-count-on-it",
        "choose-exact-count",
        "nothing-there",
        "more-than-you",
        "most-minions",
    ],
)
def test_near_misses_stop(text: str, why: str) -> None:
    outcome = _outcome(text, "action")
    assert not outcome.accepted
    assert why in outcome.describe(), outcome.describe()


def test_an_ongoing_power_by_the_power_there_stops() -> None:
    for text in (
        "Ongoing: Your minions at a base where you have the most power have +1 power.",
        "Ongoing: Your minions at a base where another player has a minion of power 5 or more"
        " have +1 power.",
    ):
        outcome = _outcome(text, "minion")
        assert not outcome.accepted
        assert "count the power the text changes" in outcome.describe(), outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (
            "Destroy a minion at a base where another player has two or more minions.",
            "Destroy a minion at a base where you have two or more minions.",
        ),
        (
            "Destroy a minion at a base with two or more minions on it.",
            "Destroy a minion at a base where you have two or more minions.",
        ),
        (
            "Destroy a minion at a base with two or more minions on it.",
            "Destroy a minion at a base where another player has two or more minions.",
        ),
        (
            "Destroy a minion at a base where you have the most power.",
            "Destroy a minion at a base where you have a minion.",
        ),
        (
            "Choose a base where you have two or more minions. Destroy a minion there.",
            "Choose a base where you have a minion. Destroy a minion there.",
        ),
        (
            "Choose a base where another player has a minion. Destroy a minion there.",
            "Choose a base where you have a minion. Destroy a minion there.",
        ),
        (
            "Choose a base with three or more minions on it. Destroy a minion there.",
            "Destroy a minion at a base with three or more minions on it.",
        ),
    ],
    ids=[
        "other-or-you",
        "any-or-you",
        "any-or-other",
        "most-or-a-minion",
        "chosen-two-or-one",
        "chosen-other-or-you",
        "chosen-or-target",
    ],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = _outcome(one), _outcome(other)
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------- scenarios


def _played(text: str, choices: list[Any]) -> dict[str, Any]:
    """bank: Alan's 5, Beth's 3 and 1 (three minions; Beth two; Alan most power); keep:
    Alan's 2 and 2, Beth's 4 (three minions; Beth one; a tie of power); hill: Alan's 1,
    Beth's 6 (two minions; Beth more power); mill: Beth's 2 alone."""
    bases = _bases(
        bank={
            "Alan": [{"card": 5, "name": "a5"}],
            "Beth": [{"card": 3, "name": "b3"}, {"card": 1, "name": "b1"}],
        },
        keep={
            "Alan": [{"card": 2, "name": "k2a"}, {"card": 2, "name": "k2b"}],
            "Beth": [{"card": 4, "name": "k4"}],
        },
        hill={"Alan": [{"card": 1, "name": "h1"}], "Beth": [{"card": 6, "name": "h6"}]},
        mill={"Beth": [{"card": 2, "name": "m2"}]},
    )
    return {
        "cards": {"zap": stand_in(text, "action")},
        "setup": {"bases": bases, "hands": {"Alan": ["zap"]}},
        "do": [{"play": "zap"}],
        "choices": choices,
    }


OTHERS_TWO = "Destroy a minion at a base where another player has two or more minions."
ON_IT = "Destroy each minion at a base with three or more minions on it."
MOST = "Destroy each minion at a base where you have the most power."
CHOSEN_OTHERS = (
    "Choose a base where another player has a minion of power 5 or more. Destroy a minion there."
)
CHOSEN_ON_IT = "Choose a base with three or more minions on it. Destroy a minion there."


def test_another_player_with_two_offers_only_that_base() -> None:
    ok = _played(OTHERS_TWO, [{"destroy-target": "a5"}])
    expect = {
        "zones": {"a5": "Alan's discard"},
        "not-offered": {"destroy-target": ["k2a", "k2b", "k4", "h1", "h6", "m2"]},
    }
    run_check({**ok, "expect": expect})


@pytest.mark.parametrize("card", ["k2a", "h6", "m2"])
def test_your_own_two_or_one_of_theirs_is_not_another_players_two(card: str) -> None:
    # keep: the two are Alan's own; hill and mill: Beth has one there
    wrong = _played(OTHERS_TWO, [{"destroy-target": card}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {}})


def test_on_it_counts_anyones_minions_together() -> None:
    ok = _played(ON_IT, [])
    expect = {
        "zones": {
            "a5": "Alan's discard",
            "b3": "Beth's discard",
            "b1": "Beth's discard",
            "k2a": "Alan's discard",
            "k2b": "Alan's discard",
            "k4": "Beth's discard",
            "h1": "at hill",
            "h6": "at hill",
            "m2": "at mill",
        }
    }
    run_check({**ok, "expect": expect})


def test_the_most_power_is_more_than_each_other_player_not_a_tie() -> None:
    ok = _played(MOST, [])
    expect = {
        "zones": {
            "a5": "Alan's discard",  # bank: Alan 5, Beth 4
            "b3": "Beth's discard",
            "b1": "Beth's discard",
            "k2a": "at keep",  # keep: 4 and 4, a tie
            "k4": "at keep",
            "h1": "at hill",  # hill: Beth has more
            "m2": "at mill",
        }
    }
    run_check({**ok, "expect": expect})


def test_a_base_chosen_where_another_player_has_a_strong_minion() -> None:
    # hill only: Beth's 6 (bank's 5 is Alan's own)
    ok = _played(CHOSEN_OTHERS, [{"destroy-target": "h1"}])
    expect = {"zones": {"h1": "Alan's discard", "a5": "at bank"}}
    run_check({**ok, "expect": expect})


def test_a_base_chosen_where_another_player_has_one_is_not_your_own() -> None:
    wrong = _played(CHOSEN_OTHERS, [{"destroy-target": "b3"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {}})


def test_a_base_chosen_with_three_on_it_offers_those_bases_only() -> None:
    ok = _played(CHOSEN_ON_IT, [{"choose-base": "keep"}, {"destroy-target": "k4"}])
    expect = {"zones": {"k4": "Beth's discard"}, "not-offered": {"choose-base": ["hill", "mill"]}}
    run_check({**ok, "expect": expect})


@pytest.mark.parametrize("base", ["hill", "mill"])
def test_a_base_chosen_with_too_few_on_it_is_refused(base: str) -> None:
    wrong = _played(CHOSEN_ON_IT, [{"choose-base": base}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {}})
