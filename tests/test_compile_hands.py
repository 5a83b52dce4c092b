""" "Look at another player's hand" compiled (lang-k): a ``look`` at a hand (``target``
its cards: ``whose: other``, ``pile: hand``). Its player chooses which other player's
hand (the decision ``look-at-hand``) and alone sees its cards (``card-looked`` events,
nothing moves); "... and discard a card from it" (an action, a minion; "you may") then
discards one of those cards to its owner's discard pile. "Reveal your hand" (and "Each
other player reveals their hand") shows a hand to every player (``card-revealed``).
Played by scenarios with three players, so that the wrong hand, the wrong viewer, a
card moved or the wrong discard pile fails; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.language.grammar import Amount, Destination, Effect, Selector
from smashwiki.engine.scenario import run_check

PEEK = "Look at another player's hand."
STRIP = "Look at another player's hand and discard an action from it."
HANDS = Selector(what="card", whose="other", pile="hand")


def test_look_at_another_players_hand_is_a_look_at_their_hand() -> None:
    assert effects_of(PEEK) == (Effect("look", target=HANDS),)


@pytest.mark.parametrize(
    ("text", "what", "optional"),
    [
        (STRIP, "action", False),
        ("Look at another player's hand and discard a card from it.", "card", False),
        ("Look at another player's hand, then discard a minion from it.", "minion", False),
        ("Look at another player's hand and you may discard an action from it.", "action", True),
    ],
    ids=["action", "card", "then-minion", "may"],
)
def test_a_card_discarded_from_the_hand_looked_at(text: str, what: str, optional: bool) -> None:
    (look,) = effects_of(text)
    discard = Effect(
        "place",
        target=Selector(what=what, pile="looked"),  # type: ignore[arg-type]
        amount=Amount(1),
        destination=Destination("discard"),
        optional=optional,
    )
    assert look == Effect("look", target=HANDS, effects=(discard,))


def test_each_other_player_reveals_their_hand() -> None:
    (each,) = effects_of("Each other player reveals their hand.")
    assert each.verb == "each" and each.variant == "others"
    assert each.effects == (
        Effect("look", target=Selector(what="card", whose="you", pile="hand"), revealed=True),
    )


@pytest.mark.parametrize(
    "text",
    [
        "Look at another player's hand. You may choose an action there and discard it.",
        "Look at each other player's hand.",
        "Look at a player's hand.",
        "Look at another player's deck.",
        "Discard a card from it.",
        "Draw a card and discard a card from it.",
        "Look at another player's hand and discard two cards from it.",
        "Look at another player's hand and discard actions from it.",
        "Look at another player's hand and discard a card from it and discard a card from it.",
        "Look at another player's hand and peek at a card from it.",
        "Each other player shows their hand.",
        "You may look at another player's hand and discard a card from it.",
        "Each other player may discard a card from it.",
        "Choose one: discard a card from it; or draw a card.",
    ],
    ids=[
        "choose-there-and-discard-it",
        "each-other-players-hand",
        "a-players-hand",
        "deck",
        "from-it-alone",
        "from-it-after-a-draw",
        "two-from-it",
        "plural-from-it",
        "twice-from-it",
        "unknown-word",
        "shows",
        "may-before-joined",
        "from-it-of-each-other-player",
        "from-it-as-an-option",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (PEEK, STRIP),
        (STRIP, "Look at another player's hand and discard a card from it."),
        (STRIP, "Look at another player's hand and you may discard an action from it."),
        ("Each other player reveals their hand.", "Each player reveals their hand."),
        ("Reveal your hand.", PEEK),
    ],
    ids=["look-vs-discard", "action-vs-card", "forced-vs-may", "others-vs-each", "yours-vs-theirs"],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---- scenarios: Alan, Beth and Chris; each holds a minion and an action --------------------

PLAYERS = ("Alan", "Beth", "Chris")


def _game(text: str) -> dict[str, Any]:
    """Alan plays ``card`` (printed ``text``); Beth holds ``bm`` (a minion) and ``ba``,
    ``ba2`` (actions), Chris ``cm``, ``ca`` and ``ca2``."""
    cards: dict[str, Any] = {"card": stand_in(text, "action")}
    hands: dict[str, list[Any]] = {"Alan": ["card", {"card": 2, "name": "am"}]}
    for player in PLAYERS[1:]:
        short = player[0].lower()
        for action in (f"{short}a", f"{short}a2"):
            cards[action] = {"type": "action", "ongoing": {"power": 1}, "modifier": "minion"}
        hands[player] = [{"card": 2, "name": f"{short}m"}, f"{short}a", f"{short}a2"]
    return {
        "players": list(PLAYERS),
        "cards": cards,
        "setup": {"bases": [{"name": "bank", "breakpoint": 40}], "hands": hands},
        "do": [{"play": "card"}],
    }


def test_you_look_at_the_hand_of_the_player_you_choose_and_nothing_moves() -> None:
    check = _game(PEEK)
    check["choices"] = [{"look-at-hand": "Chris"}]
    check["expect"] = {
        "events": [
            {"kind": "card-looked", "card": "cm", "player": "Alan"},
            {"kind": "card-looked", "card": "ca", "player": "Alan"},
        ],
        "no-events": [{"kind": "card-looked", "card": "bm"}, {"kind": "card-revealed"}],
        "zones": {"cm": "Chris's hand", "ca": "Chris's hand", "card": "Alan's discard"},
    }
    run_check(check, {})


def test_looking_at_the_wrong_hand_fails_the_check() -> None:
    check = _game(PEEK)
    check["choices"] = [{"look-at-hand": "Beth"}]
    check["expect"] = {"events": [{"kind": "card-looked", "card": "cm", "player": "Alan"}]}
    with pytest.raises(ExpectationFailed):
        run_check(check, {})


def test_you_may_not_look_at_your_own_hand() -> None:
    check = _game(PEEK)
    check["choices"] = [{"look-at-hand": "Alan"}]
    check["expect"] = {"zones": {"card": "Alan's discard"}}
    with pytest.raises(IllegalChoice, match="Alan is not a legal answer"):
        run_check(check, {})


def test_the_action_discarded_goes_to_its_owners_discard_pile() -> None:
    check = _game(STRIP)
    check["choices"] = [{"look-at-hand": "Beth"}, {"looked-card": "ba", "player": "Alan"}]
    check["expect"] = {
        "zones": {
            "ba": "Beth's discard",
            "ba2": "Beth's hand",
            "bm": "Beth's hand",
            "ca": "Chris's hand",
        },
        "not-offered": {"looked-card": "bm"},
    }
    run_check(check, {})


def test_a_minion_is_not_the_action_to_discard() -> None:
    check = _game(STRIP)
    check["choices"] = [{"look-at-hand": "Beth"}, {"looked-card": "bm"}]
    check["expect"] = {"zones": {"bm": "Beth's discard"}}
    with pytest.raises(IllegalChoice):
        run_check(check, {})


def test_you_may_discard_none() -> None:
    check = _game("Look at another player's hand and you may discard an action from it.")
    check["choices"] = [{"look-at-hand": "Chris"}, {"looked-card": "pass"}]
    check["expect"] = {"zones": {"ca": "Chris's hand", "card": "Alan's discard"}}
    run_check(check, {})


def test_each_other_player_reveals_their_hand_to_all() -> None:
    check = _game("Each other player reveals their hand.")
    check["expect"] = {
        "events": [{"kind": "card-revealed", "card": c} for c in ("bm", "ba", "cm", "ca2")],
        "no-events": [{"kind": "card-revealed", "card": "am"}, {"kind": "card-looked"}],
        "zones": {"bm": "Beth's hand", "ca": "Chris's hand", "card": "Alan's discard"},
    }
    run_check(check, {})
