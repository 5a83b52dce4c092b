""" "Choose a player. That player draws two cards." compiled (lang-p): the card's player
chooses a player (``chosen``; "another player": ``chosen-other``, any but them), who does
the next sentence's effects as "you" (their hand, their minions, their choices): ``each``
of the one player chosen, the ``choose-player`` decision. Played by scenarios with three
players, so that the wrong player chosen, or acting, fails; near-misses stop or compile
apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice, InvalidScenario
from smashwiki.engine.language.grammar import Effect
from smashwiki.engine.scenario import run_check

DRAW = "Choose a player. That player draws two cards."
DISCARD = "Choose another player. That player discards a card."


def _one_effect(text: str) -> Effect:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    return effect


@pytest.mark.parametrize(
    ("text", "variant"),
    [
        (DRAW, "chosen"),
        (DISCARD, "chosen-other"),
        ("Choose a player. That player draws a card and gains 1 VP.", "chosen"),
        ("Choose another player. That player may draw a card.", "chosen-other"),
        ("Choose another player. That player destroys one of their minions.", "chosen-other"),
        ("Choose another player. That player discards a card at random.", "chosen-other"),
        ("Choose a player. That player shuffles their hand into their deck.", "chosen"),
    ],
)
def test_choose_a_player_compiles_and_says_itself_back(text: str, variant: str) -> None:
    effect = _one_effect(text)
    assert effect.verb == "each" and effect.variant == variant and effect.effects


def test_that_player_does_what_each_other_player_would() -> None:
    chosen = _one_effect(DISCARD)
    each = _one_effect("Each other player discards a card.")
    assert chosen.effects == each.effects and chosen.variant != each.variant


def test_a_sentence_before_stays_yours() -> None:
    outcome = compile_text("Draw a card. Choose a player. That player draws a card.", "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert [e.verb for e in ability.effects] == ["draw", "each"]


@pytest.mark.parametrize(
    "text",
    [
        "That player draws a card.",
        "Choose a player. Draw a card.",
        "Choose a player. You draw a card.",
        "Choose a player.",
        "Choose a player. That player draws a card. That player discards a card.",
        "Choose another player. That player discards a card. If you do, draw a card.",
        "Choose an opponent. That player draws a card.",
        "Choose players. That player draws a card.",
        "Ongoing: Choose a player. That player draws a card.",
        "Choose a player. Choose a minion. It gains +1 power until the end of the turn.",
    ],
    ids=[
        "no-antecedent",
        "you",
        "you-said",
        "nothing-after",
        "that-player-twice",
        "if-you-do",
        "opponent",
        "players",
        "ongoing",
        "another-choice",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "second",
    [
        "Choose another player. That player draws two cards.",
        "Each player draws two cards.",
        "Each other player draws two cards.",
        "Draw two cards.",
        "Choose a player. That player draws a card.",
        "Choose a player. That player may draw two cards.",
    ],
    ids=["another", "each", "each-other", "you", "one-card", "may"],
)
def test_near_misses_compile_apart(second: str) -> None:
    assert_apart(DRAW, second, "action")


PLAYERS = ("Alan", "Beth", "Chris")


def _game(text: str) -> dict[str, Any]:
    """Alan plays ``pick`` (printed ``text``) with three players; each holds two cards
    (``a1``/``a2``, ``b1``/``b2``, ``c1``/``c2``) and has two in their deck (``ad1`` ...)."""
    hands: dict[str, list[Any]] = {
        p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in (1, 2)] for p in PLAYERS
    }
    hands["Alan"].insert(0, "pick")
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}d{n}"} for n in (1, 2)] for p in PLAYERS}
    return {
        "players": list(PLAYERS),
        "cards": {"pick": stand_in(text, "action")},
        "setup": {"bases": [{"name": "bank", "breakpoint": 40}], "hands": hands, "decks": decks},
        "do": [{"play": "pick"}],
    }


def test_the_chosen_player_draws_the_cards() -> None:
    check = _game(DRAW)
    check["choices"] = [{"choose-player": "Chris", "player": "Alan"}]
    zones = {"cd1": "Chris's hand", "cd2": "Chris's hand", "bd1": "Beth's deck"}
    run_check({**check, "expect": {"zones": {**zones, "ad1": "Alan's deck"}}})


def test_you_may_choose_yourself_for_a_player() -> None:
    check = _game(DRAW)
    check["choices"] = [{"choose-player": "Alan"}]
    zones = {"ad1": "Alan's hand", "ad2": "Alan's hand", "cd1": "Chris's deck"}
    run_check({**check, "expect": {"zones": zones}})


def test_choosing_the_wrong_player_fails_the_check() -> None:
    check = _game(DRAW)
    check["choices"] = [{"choose-player": "Beth"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"cd1": "Chris's hand"}}})


def test_the_chosen_other_player_discards_a_card_of_their_choice() -> None:
    check = _game(DISCARD)
    check["choices"] = [
        {"choose-player": "Beth", "player": "Alan"},
        {"discard-card": "b2", "player": "Beth"},
    ]
    zones = {"b2": "Beth's discard", "b1": "Beth's hand", "c1": "Chris's hand"}
    run_check({**check, "expect": {"zones": {**zones, "a1": "Alan's hand"}}})


def test_another_player_is_not_you() -> None:
    check = _game(DISCARD)
    check["choices"] = [{"choose-player": "Alan"}]
    with pytest.raises(IllegalChoice, match="Alan is not a legal answer"):
        run_check({**check, "expect": {"zones": {"a1": "Alan's discard"}}})


def test_the_discarding_player_chooses_their_card_not_you() -> None:
    check = _game(DISCARD)
    check["choices"] = [{"choose-player": "Chris"}, {"discard-card": "c1", "player": "Alan"}]
    with pytest.raises(InvalidScenario, match="asked Chris 'discard-card'"):
        run_check({**check, "expect": {"zones": {"c1": "Chris's discard"}}})
