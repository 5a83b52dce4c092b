""" "An action played on one of your minions" compiled (lang-k): the actions played on
the minions a host selector names (``on``): one of yours, another player's, this minion;
destroyed, returned to its owner's hand, or counted ("This minion has +1 power for each
action played on it"). "Attached to" is "played on" (the glossary's Modifier: "The
modifier stays with the card it is attached to"), and so "that has been played on"
(normalise rule 4). Played by scenarios with actions on Alan's minion and on Beth's, so
that the wrong host fails; a number of actions "on one of your minions" (of one minion,
or of each?), "that minion", a choice of two kinds and the next card played stop ("a
minion or base" compiles since lang-protect: a modifier, as the glossary's Modifier says:
test_compile_protect)."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import Quantifier, Selector
from smashwiki.engine.scenario import run_check

YOURS = Selector(what="minion-modifier", on=Selector(whose="you"))
OTHERS = Selector(what="minion-modifier", on=Selector(whose="other"))
THIS = Selector(what="minion-modifier", on=Selector(this="self-or-host"))


@pytest.mark.parametrize(
    ("text", "card_type", "verb", "selector"),
    [
        ("Destroy an action played on one of your minions.", "action", "destroy", YOURS),
        (
            "Return an action played on one of your minions to its owner's hand.",
            "action",
            "return",
            YOURS,
        ),
        (
            "You may destroy an action played on another player's minion.",
            "minion",
            "destroy",
            OTHERS,
        ),
        ("Talent: Destroy an action played on this minion.", "minion", "destroy", THIS),
        (
            "Talent: Destroy each action played on this minion.",
            "minion",
            "destroy",
            Selector(what="minion-modifier", on=THIS.on, quantifier=Quantifier("each")),
        ),
    ],
    ids=["destroy-on-yours", "return-on-yours", "on-others", "on-this", "each-on-this"],
)
def test_an_action_played_on_a_minion_named_compiles(
    text: str, card_type: str, verb: str, selector: Selector
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    assert effect.verb == verb and effect.target == selector


def test_power_for_each_action_played_on_it() -> None:
    outcome = compile_text("Ongoing: This minion has +1 power for each action played on it.")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (static,) = ability.statics
    assert static.amount is not None and static.amount.per == THIS


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        (
            "Return an action attached to one of your minions to its owner's hand.",
            "Return an action played on one of your minions to its owner's hand.",
            "action",
        ),
        (
            "Destroy an action that has been played on a minion.",
            "Destroy an action played on a minion.",
            "action",
        ),
        (
            "Ongoing: This minion has +1 power for each action played on it.",
            "Ongoing: This minion has +1 power for each action played on this minion.",
            "minion",
        ),
        (
            "Ongoing: Has +1 power for each action attached to it.",
            "Ongoing: This minion has +1 power for each action played on this minion.",
            "minion",
        ),
    ],
    ids=["attached-to", "that-has-been-played-on", "on-it", "older-print-attached-to-it"],
)
def test_other_wordings_say_the_same(printed: str, canonical: str, card_type: str) -> None:
    assert_same_values(printed, canonical, card_type)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Return an action played on one of your minions to your hand.", "action"),
        ("Return an action attached to one of your minions to your hand.", "action"),
        ("Destroy all actions played on one of your minions.", "action"),
        ("Destroy up to two actions played on one of your minions.", "action"),
        ("Destroy each action played on another player's minion.", "action"),
        ("Destroy an action played on two of your minions.", "action"),
        ("Destroy an action played on that minion.", "action"),
        ("Destroy an action played on this minion.", "action"),
        ("Destroy two minions of power 3 or less or an action played on a minion.", "action"),
        ("Destroy the next minion played here.", "action"),
        ("Destroy an action glued to one of your minions.", "action"),
        ("Ongoing: This minion has +1 power for each actions played on it.", "minion"),
        ("Ongoing: Your minions have +1 power for each action played on it.", "minion"),
    ],
    ids=[
        "to-your-hand",
        "attached-to-your-hand",
        "all-on-one-of-yours",
        "up-to-two-on-one-of-yours",
        "each-on-another-players",
        "on-two-of-yours",
        "that-minion",
        "this-minion-on-an-action",
        "either-kind",
        "the-next-minion",
        "unknown-word",
        "plural-for-each",
        "it-of-another-subject",
    ],
)
def test_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (
            "Destroy an action played on one of your minions.",
            "Destroy an action played on a minion.",
        ),
        (
            "Destroy an action played on one of your minions.",
            "Destroy an action played on another player's minion.",
        ),
        (
            "Talent: Destroy an action played on this minion.",
            "Talent: Destroy each action played on this minion.",
        ),
    ],
    ids=["yours-vs-any", "yours-vs-others", "one-vs-each"],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "minion"), compile_text(other, "minion")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---- scenarios: Beth's hex and Alan's charm on Alan's minion, Beth's hex2 on hers ---------

HEX = {"type": "action", "modifier": "minion", "ongoing": {"power": -1}}
CHARM = {"type": "action", "modifier": "minion", "ongoing": {"power": 1}}


def _board(card: dict[str, Any], *, host: str = "a1") -> dict[str, Any]:
    """Alan's ``a1`` (power 3) at bank holds Beth's ``hex`` and Alan's ``charm``; Beth's
    ``b1`` (power 3) at keep holds Beth's ``hex2``; ``card`` is in Alan's hand (or, as
    ``host``, is Alan's minion at bank in place of ``a1``)."""
    mine: dict[str, Any] = {
        "card": 3,
        "name": "a1",
        "modifiers": [{"card": "hex", "owner": "Beth"}, "charm"],
    }
    if host != "a1":
        mine = {"card": host, "modifiers": mine["modifiers"]}
    return {
        "cards": {"card": card, "hex": HEX, "charm": CHARM},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Alan": [mine]}},
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {
                        "Beth": [
                            {
                                "card": 3,
                                "name": "b1",
                                "modifiers": [{"card": "hex", "name": "hex2"}],
                            }
                        ]
                    },
                },
            ],
            "hands": {"Alan": [] if host != "a1" else ["card"]},
        },
        "do": [{"play": "card"}] if host == "a1" else [],
    }


def test_an_action_on_one_of_your_minions_is_one_on_yours_whoever_played_it() -> None:
    check = _board(stand_in("Destroy an action played on one of your minions.", "action"))
    check["choices"] = [{"destroy-target": "hex"}]
    check["expect"] = {
        "offered": {"destroy-target": ["hex", "charm"]},
        "not-offered": {"destroy-target": "hex2"},
        "zones": {"hex": "Beth's discard", "hex2": "on b1", "charm": "on a1"},
        "power": {"a1": 4},
    }
    run_check(check, {})


def test_an_action_on_another_players_minion_is_on_theirs() -> None:
    """The only one is hex2 (on b1): destroyed unasked; hex, Beth's too, is on Alan's."""
    check = _board(stand_in("Destroy an action played on another player's minion.", "action"))
    check["expect"] = {"zones": {"hex2": "Beth's discard", "hex": "on a1", "charm": "on a1"}}
    run_check(check, {})


def test_attached_to_one_of_yours_returns_it_to_its_owners_hand() -> None:
    text = "Return an action attached to one of your minions to its owner's hand."
    check = _board(stand_in(text, "action"))
    check["choices"] = [{"return-target": "hex"}]
    check["expect"] = {"zones": {"hex": "Beth's hand", "charm": "on a1", "hex2": "on b1"}}
    run_check(check, {})


def test_power_for_each_action_played_on_it_counts_its_own_only() -> None:
    """``pup`` (printed power 2) holds hex (-1) and charm (+1): 2 + 2 - 1 + 1 = 4; b1's
    hex2 is not on it."""
    pup = stand_in(
        "Ongoing: This minion has +1 power for each action played on it.", "minion", power=2
    )
    check = _board(pup, host="card")
    check["expect"] = {"power": {"card": 4, "b1": 2}}
    run_check(check, {})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"power": {"card": 5}}}, {})


def test_talent_destroys_each_action_on_this_minion_only() -> None:
    host = stand_in("Talent: Destroy each action played on this minion.", "minion", power=2)
    check = _board(host, host="card")
    check["do"] = [{"talent": "card"}]
    check["expect"] = {
        "zones": {"hex": "Beth's discard", "charm": "Alan's discard", "hex2": "on b1"},
        "power": {"card": 2},
    }
    run_check(check, {})
