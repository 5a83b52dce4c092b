"""What other players and their cards are made to do, second pass (lang-others).

"Destroy (return, move) each other player's minions here" is "... all other players'
minions here" (every minion another player controls there, "each of the other players'
actions" so); "Each other player discards a card and draws a card" is several effects of
one subject, each player doing all of them, in order, before the next player (", then" and
"and then" so). Played with three players, so that the wrong player acting, choosing or
losing a card fails. "each of another player's minions" (one player chosen, then all
theirs), "each player" (not other) doing several
things and "and then you ..." stop."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from test_compile_plays import stand_in
from test_compile_third_person import _alan_plays

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice, InvalidScenario
from smashwiki.engine.language.grammar import CardAbilities, Effect, Quantifier, Selector
from smashwiki.engine.scenario import run_check

PLAYERS = ["Alan", "Beth", "Chris"]


def _abilities(text: str, card_type: str) -> CardAbilities:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    return outcome.compiled.abilities


def _one_effect(text: str, card_type: str) -> Effect:
    (ability,) = _abilities(text, card_type).abilities
    (effect,) = ability.effects
    return effect


# ---- (1) texts that compile, and the values they compile to

ALL_THEIRS = Selector(whose="other", where="here", quantifier=Quantifier("each"))


@pytest.mark.parametrize(
    ("text", "same_as", "card_type"),
    [
        (
            "Destroy each other player's minions here.",
            "Destroy all other players' minions here.",
            "minion",
        ),
        (
            "Return each other player's minions here to their owners' hands.",
            "Return all other players' minions here to their owners' hands.",
            "minion",
        ),
        (
            "Destroy each of the other players' actions here.",
            "Destroy all other players' actions here.",
            "minion",
        ),
        (
            "Move each other player's minions here to another base.",
            "Move all other players' minions here to another base.",
            "minion",
        ),
        (
            "Talent: Return each other player's minions here to their owners' hands.",
            "Talent: Return all other players' minions here to their owners' hands.",
            "minion",
        ),
        (
            "Play on a base. Ongoing: At the start of your turn, destroy all of the other"
            " players' minions here.",
            "Play on a base. Ongoing: At the start of your turn, destroy all other players'"
            " minions here.",
            "action",
        ),
    ],
    ids=["destroy", "return", "each-of-the-actions", "move", "talent", "all-of-the"],
)
def test_each_other_players_minions_are_all_other_players(
    text: str, same_as: str, card_type: str
) -> None:
    assert _abilities(text, card_type) == _abilities(same_as, card_type)


@pytest.mark.parametrize(
    ("text", "verb", "what"),
    [
        ("Destroy each other player's minions here.", "destroy", "minion"),
        ("Return each other player's minions here to their owners' hands.", "return", "minion"),
        ("Destroy each other player's actions here.", "destroy", "action"),
    ],
    ids=["destroy", "return", "actions"],
)
def test_each_other_players_minions_values(text: str, verb: str, what: Any) -> None:
    effect = _one_effect(text, "minion")
    assert effect.verb == verb
    assert effect.target == replace(ALL_THEIRS, what=what)


@pytest.mark.parametrize(
    ("text", "variant", "verbs"),
    [
        ("Each other player discards a card and draws a card.", "others", ["discard", "draw"]),
        ("Each other player draws two cards and discards a card.", "others", ["draw", "discard"]),
        (
            "Each other player reveals their hand and discards their hand.",
            "others",
            ["look", "discard"],
        ),
        ("Each other player discards a card and gains 1 VP.", "others", ["discard", "gain-vp"]),
        (
            "Each other player discards a card and destroys one of their minions.",
            "others",
            ["discard", "destroy"],
        ),
        (
            "Each other player draws a card and discards a card and gains 1 VP.",
            "others",
            ["draw", "discard", "gain-vp"],
        ),
    ],
    ids=["discard-draw", "two-cards", "reveal-discard-hand", "vp", "destroy",
         "three"],
)  # fmt: skip
def test_several_verbs_for_one_subject(text: str, variant: str, verbs: list[str]) -> None:
    each = _one_effect(text, "action")
    assert each.verb == "each" and each.variant == variant
    assert [e.verb for e in each.effects] == verbs


@pytest.mark.parametrize(
    "text",
    [
        "Each other player discards a card, then draws a card.",
        "Each other player discards a card and then draws a card.",
        "Each other player discards a card, and then draws a card.",
    ],
    ids=["comma-then", "and-then", "comma-and-then"],
)
def test_then_is_and_of_one_subject(text: str) -> None:
    same = "Each other player discards a card and draws a card."
    assert _abilities(text, "action") == _abilities(same, "action")


def test_may_of_the_second_verb_only() -> None:
    each = _one_effect("Each other player draws a card and may discard a card.", "action")
    draw, discard = each.effects
    assert not draw.optional and draw.verb == "draw"
    assert discard.optional and discard.verb == "discard"


# ---- (2) scenarios


def _minion_plays(text: str) -> dict[str, Any]:
    """Beth plays ``sweep`` (printed ``text``) at tally, where each player has a minion
    (``a1`` Alan's, ``b1`` Beth's, ``c1`` ``c2`` Chris's); Alan's ``a2`` is at keep."""
    return {
        "players": PLAYERS,
        "active": "Beth",
        "cards": {"sweep": stand_in(text, "minion", power=3)},
        "setup": {
            "bases": [
                {
                    "name": "tally",
                    "breakpoint": 40,
                    "minions": {
                        "Alan": [{"card": 2, "name": "a1"}],
                        "Beth": [{"card": 2, "name": "b1"}],
                        "Chris": [{"card": 4, "name": "c1"}, {"card": 1, "name": "c2"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 40,
                    "minions": {"Alan": [{"card": 2, "name": "a2"}]},
                },
            ],
            "hands": {"Beth": ["sweep"]},
        },
        "do": [{"play": "sweep", "on": "tally"}],
    }


def test_destroy_each_other_players_minions_here_spares_yours_and_elsewhere() -> None:
    check = _minion_plays("Destroy each other player's minions here.")
    zones = {
        "a1": "Alan's discard",
        "c1": "Chris's discard",
        "c2": "Chris's discard",
        "b1": "at tally",
        "sweep": "at tally",
        "a2": "at keep",
    }
    run_check({**check, "expect": {"zones": zones}})


def test_destroy_each_other_players_minions_does_not_destroy_the_players_own() -> None:
    check = _minion_plays("Destroy each other player's minions here.")
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"b1": "Beth's discard"}}})


def test_return_each_other_players_minions_to_their_owners_hands() -> None:
    check = _minion_plays("Return each other player's minions here to their owners' hands.")
    zones = {
        "a1": "Alan's hand",
        "c1": "Chris's hand",
        "c2": "Chris's hand",
        "b1": "at tally",
        "a2": "at keep",
    }
    run_check({**check, "expect": {"zones": zones}})


def test_each_other_player_discards_then_draws_each_their_own() -> None:
    check = _alan_plays("Each other player discards a card and draws a card.")
    check["choices"] = [
        {"discard-card": "b2", "player": "Beth"},
        {"discard-card": "c1", "player": "Chris"},
    ]
    zones = {
        "b2": "Beth's discard",
        "bd1": "Beth's hand",
        "c1": "Chris's discard",
        "cd1": "Chris's hand",
        "a1": "Alan's hand",
        "ad1": "Alan's deck",
    }
    run_check({**check, "expect": {"zones": zones, "hand-size": {"Beth": 2, "Chris": 2}}})


def test_the_discard_comes_before_the_draw() -> None:
    # discarding first, Beth cannot discard the card she is about to draw
    check = _alan_plays("Each other player discards a card and draws a card.")
    check["choices"] = [{"discard-card": "bd1", "player": "Beth"}]
    with pytest.raises(IllegalChoice, match="the options are: b1, b2"):
        run_check({**check, "expect": {"zones": {"bd1": "Beth's discard"}}})


def test_drawing_first_the_drawn_card_may_be_discarded() -> None:
    check = _alan_plays("Each other player draws a card and discards a card.")
    check["choices"] = [
        {"discard-card": "bd1", "player": "Beth"},
        {"discard-card": "c2", "player": "Chris"},
    ]
    zones = {"bd1": "Beth's discard", "cd1": "Chris's hand", "c2": "Chris's discard"}
    run_check({**check, "expect": {"zones": zones}})


def test_you_are_not_one_of_each_other_player() -> None:
    check = _alan_plays("Each other player discards a card and draws a card.")
    check["choices"] = [{"discard-card": "a1", "player": "Alan"}]
    with pytest.raises(InvalidScenario, match="asked Beth"):
        run_check({**check, "expect": {"zones": {"a1": "Alan's discard"}}})


def test_each_other_player_discards_and_gains_a_vp() -> None:
    check = _alan_plays("Each other player discards a card and gains 1 VP.")
    check["choices"] = [
        {"discard-card": "b1", "player": "Beth"},
        {"discard-card": "c1", "player": "Chris"},
    ]
    expect = {"vps": {"Alan": 0, "Beth": 1, "Chris": 1}, "hand-size": {"Beth": 1, "Chris": 1}}
    run_check({**check, "expect": expect})


def test_each_other_player_destroys_one_of_their_own_after_discarding() -> None:
    check = _alan_plays("Each other player discards a card and destroys one of their minions.")
    check["setup"]["bases"][0]["minions"] = {
        "Alan": [{"card": 2, "name": "am"}],
        "Beth": [{"card": 2, "name": "bm"}, {"card": 3, "name": "bm2"}],
        "Chris": [{"card": 2, "name": "cm"}],
    }
    check["choices"] = [
        {"discard-card": "b1", "player": "Beth"},
        {"destroy-target": "bm2", "player": "Beth"},
        {"discard-card": "c1", "player": "Chris"},
    ]
    zones = {"bm2": "Beth's discard", "bm": "at bank", "cm": "Chris's discard", "am": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


# ---- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Destroy each of another player's minions here.", "minion"),
        ("Destroy all of another player's minions here.", "minion"),
        ("Destroy each other player's minions elsewhere.", "minion"),
        ("Each other player discards a card and then you draw a card.", "action"),
        ("Each other player discards a card, then Alan draws a card.", "action"),
        ("Each other player discards a card and you draw a card.", "action"),
        ("Each other player discards a card and zaps a card.", "action"),
        ("Each other player with a minion here discards a card and draws a card.", "action"),
        ("Banish each other player's minions here.", "minion"),
        ("Each player draws a card and discards a card.", "action"),
    ],
    ids=["each-of-another", "all-of-another", "elsewhere", "and-then-you",
         "then-a-name", "and-you",
         "unknown-verb", "with-a-minion", "unknown-head", "each-player-several"],
)  # fmt: skip
def test_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


# ---- (4) near-misses that compile apart


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        (
            "Destroy each other player's minions here.",
            "Destroy all minions here.",
            "minion",
        ),
        (
            "Destroy each other player's minions here.",
            "Destroy each other player's actions here.",
            "minion",
        ),
        (
            "Destroy each other player's minions here.",
            "Return each other player's minions here to their owners' hands.",
            "minion",
        ),
        (
            "Each other player discards a card and draws a card.",
            "Each other player draws a card and discards a card.",
            "action",
        ),
        (
            "Each other player discards a card and draws a card.",
            "Each other player discards a card and draws two cards.",
            "action",
        ),
        (
            "Each other player draws a card and may discard a card.",
            "Each other player draws a card and discards a card.",
            "action",
        ),
        (
            "Each other player discards a card and draws a card.",
            "Each other player discards a card. Draw a card.",
            "action",
        ),
    ],
    ids=["others-or-all", "minions-or-actions", "destroy-or-return", "order", "two",
         "may", "who-draws"],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str, card_type: str) -> None:
    assert _abilities(one, card_type) != _abilities(other, card_type)
