"""A target's place by a count or a power filter on what its player has there, compiled
(lang-basefilter).

- "at a base where you have two or more minions" (N or more), "... a minion of power 5
  or more" (or less): ``where: base-with-your-minion`` with ``base-has: {at-least: N}``
  or ``base-has: {power: {at-least: 5}}`` on the target's selector, judged as the
  target is chosen ("each": as the effect happens, for each base): the engine offers
  no minion at a base that does not qualify (one minion short, power one short). The
  minions counted are the effect's player's, the target itself among them.

What stops on purpose: the same words as a destination ("to a base where you have two
or more minions": to one such base, or each to its own?) and as a chosen base ("Choose
a base where you have a minion of power 4 or more"), beside "for each" or an extra play
(counted when?), "two or more minions of power 3 or more" (both), "N minions" without
"or more", "on a base where ..." said of "each of your minions", and "where they
have ...": the card grammar has no value that says them, so no approximation."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in
from test_compile_where import _bases

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import BaseHas, Effect, PowerFilter, Quantifier
from smashwiki.engine.scenario import run_check


def _one(text: str, card_type: str = "action") -> Effect:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    (ability,) = [a for a in outcome.compiled.abilities.abilities if a.effects]
    (effect,) = ability.effects
    return effect


# ---------------------------------------------------------------- compiles, with values

POWER_5 = BaseHas(1, PowerFilter("at-least", 5))


@pytest.mark.parametrize(
    ("text", "verb", "has", "power", "each"),
    [
        (
            "Destroy a minion at a base where you have a minion of power 5 or more.",
            "destroy",
            POWER_5,
            None,
            False,
        ),
        (
            "Destroy a minion of power 3 or less at a base where you have a minion of power 5"
            " or more.",
            "destroy",
            POWER_5,
            PowerFilter("at-most", 3),
            False,
        ),
        (
            "Destroy a minion at a base where you have a minion of power 2 or less.",
            "destroy",
            BaseHas(1, PowerFilter("at-most", 2)),
            None,
            False,
        ),
        (
            "Return a minion at a base where you have two or more minions to its owner's hand.",
            "return",
            BaseHas(2),
            None,
            False,
        ),
        (
            "Destroy each minion at a base where you have three or more minions.",
            "destroy",
            BaseHas(3),
            None,
            True,
        ),
    ],
    ids=["power-at-least", "filtered-target", "power-at-most", "count-return", "each-count"],
)
def test_compiles(
    text: str, verb: str, has: BaseHas, power: PowerFilter | None, each: bool
) -> None:
    effect = _one(text)
    assert effect.verb == verb
    assert effect.target is not None
    assert effect.target.where == "base-with-your-minion"
    assert effect.target.base_has == has
    assert effect.target.power == power
    assert (effect.target.quantifier == Quantifier("each")) == each


def test_yaml_says_it() -> None:
    from smashwiki.compile.dump import selector
    from smashwiki.engine.language.grammar import selector as read

    effect = _one("Destroy a minion at a base where you have a minion of power 5 or more.")
    assert effect.target is not None
    plain = selector(effect.target)
    assert plain["base-has"] == {"power": {"at-least": 5}}
    assert read(plain) == effect.target
    two = _one("Destroy a minion at a base where you have two or more minions.").target
    assert two is not None and selector(two)["base-has"] == {"at-least": 2}


# ---------------------------------------------------------------- near-misses


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Move a minion to a base where you have two or more minions.", "cannot parse"),
        ("Move a minion to a base where you have a minion of power 3 or more.", "cannot parse"),
        # lang-where: the chosen base compiles; nothing done there stops
        ("Choose a base where you have a minion of power 4 or more. Draw a card.", "'there'"),
        ("Choose a base where you have two or more minions. Draw a card.", "'there'"),
        (
            "Draw a card for each of your minions at a base where you have two or more minions.",
            "'for each' minion",
        ),
        ("Destroy a minion at a base where you have two minions.", "cannot parse"),
        (
            "Destroy a minion at a base where you have two or more minions of power 3 or more.",
            "cannot parse",
        ),
        ("Destroy a minion at a base where they have two or more minions.", "cannot parse"),
        ("Destroy a minion at a base where you have a minion of power 5 or above.", "unknown"),
        (
            "Destroy a minion at a base where you have a minion with more power than it.",
            "cannot parse",
        ),
    ],
    ids=[
        "move-to-count",
        "move-to-power",
        "choose-base-power",
        "choose-base-count",
        "for-each",
        "count-without-or-more",
        "count-and-power",
        "they-have",
        "or-above",
        "power-of-a-card",
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
            "Destroy a minion at a base where you have two or more minions.",
            "Destroy a minion at a base where you have a minion.",
        ),
        (
            "Destroy a minion at a base where you have a minion of power 4 or more.",
            "Destroy a minion at a base where you have a minion.",
        ),
        (
            "Destroy a minion at a base where you have a minion of power 4 or more.",
            "Destroy a minion of power 4 or more at a base where you have a minion.",
        ),
        (
            "Destroy a minion at a base where you have two or more minions.",
            "Destroy a minion at a base where you have three or more minions.",
        ),
    ],
    ids=["count-or-any", "power-or-any", "whose-power", "two-or-three"],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------- scenarios


def _played(text: str, choices: list[Any]) -> dict[str, Any]:
    """Alan has a 5 and a 1 at bank (two minions, power 5), one 4 at keep (power one
    short) and a 1 at hill (one minion short of two) beside Beth's 6; Beth has two at
    mill (her two minions do not count for Alan)."""
    bases = _bases(
        bank={
            "Alan": [{"card": 5, "name": "a5"}, {"card": 1, "name": "a1"}],
            "Beth": [{"card": 3, "name": "b3"}],
        },
        keep={"Alan": [{"card": 4, "name": "a4"}], "Beth": [{"card": 2, "name": "k2"}]},
        hill={"Alan": [{"card": 1, "name": "h1"}], "Beth": [{"card": 6, "name": "h6"}]},
        mill={"Beth": [{"card": 5, "name": "m5"}, {"card": 1, "name": "m1"}]},
    )
    return {
        "cards": {"zap": stand_in(text, "action")},
        "setup": {"bases": bases, "hands": {"Alan": ["zap"]}},
        "do": [{"play": "zap"}],
        "choices": choices,
    }


POWER = "Destroy a minion at a base where you have a minion of power 5 or more."
COUNT = "Return a minion at a base where you have two or more minions to its owner's hand."


def test_power_offers_only_the_base_with_your_strong_minion() -> None:
    ok = _played(POWER, [{"destroy-target": "b3"}])
    expect = {
        "zones": {"b3": "Beth's discard"},
        "not-offered": {"destroy-target": ["a4", "k2", "h1", "h6", "m5", "m1"]},
    }
    run_check({**ok, "expect": expect})


@pytest.mark.parametrize("card", ["k2", "h6", "m5"])
def test_power_one_short_or_not_yours_is_not_offered(card: str) -> None:
    # keep: Alan's 4 (one short); hill: a 6 there is Beth's; mill: Beth's 5
    wrong = _played(POWER, [{"destroy-target": card}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {card: "Beth's discard"}}})


def test_count_offers_only_the_base_with_two_of_yours() -> None:
    ok = _played(COUNT, [{"return-target": "b3"}])
    expect = {
        "zones": {"b3": "Beth's hand"},
        "not-offered": {"return-target": ["a4", "k2", "h1", "h6", "m5", "m1"]},
    }
    run_check({**ok, "expect": expect})


@pytest.mark.parametrize("card", ["h6", "m1"])
def test_count_one_short_or_not_yours_is_not_offered(card: str) -> None:
    wrong = _played(COUNT, [{"return-target": card}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {card: "Beth's hand"}}})


def test_each_is_judged_for_each_base() -> None:
    ok = _played("Destroy each minion at a base where you have two or more minions.", [])
    expect = {
        "zones": {
            "a5": "Alan's discard",
            "a1": "Alan's discard",
            "b3": "Beth's discard",
            "a4": "at keep",
            "h6": "at hill",
            "m5": "at mill",
        }
    }
    run_check({**ok, "expect": expect})
