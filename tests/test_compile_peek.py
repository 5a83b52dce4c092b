""" "Look at another player's hand and place a card from it ..." compiled (lang-peek): the
card chosen from the hand looked at ("from it", one card, minion, action) is placed into
your hand (you hold it; its owner still owns it: the glossary's Owner, "the player who had
the card at the start of the game") or on top of / on the bottom of its owner's deck. It
is folded into the look at the hand (``pile: looked``) as "discard a card from it" is
(lang-k, tests/test_compile_hands.py). Played by scenarios with three players, so that
the wrong hand, the wrong deck, the wrong card kind or "you may" ignored fails;
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import (
    Amount,
    Destination,
    DestinationKind,
    Effect,
    Selector,
)
from smashwiki.engine.scenario import run_check

HANDS = Selector(what="card", whose="other", pile="hand")
TAKE = "Look at another player's hand and place a minion from it into your hand."
BURY = (
    "Look at another player's hand and place an action from it on the bottom of its owner's deck."
)
TOP = "Look at another player's hand and place a card from it on top of its owner's deck."
MAY = "Look at another player's hand and you may place an action from it into your hand."


@pytest.mark.parametrize(
    ("text", "what", "where", "optional"),
    [
        (TAKE, "minion", "hand", False),
        (BURY, "action", "deck-bottom", False),
        (TOP, "card", "deck-top", False),
        (MAY, "action", "hand", True),
        ("Look at another player's hand, then place a card from it into your hand.", "card",
         "hand", False),
        ("Look at another player's hand and you may place a minion from it on top of its"
         " owner's deck.", "minion", "deck-top", True),
    ],
    ids=["minion-to-hand", "action-under-deck", "card-on-deck", "may", "then", "may-on-top"],
)  # fmt: skip
def test_a_card_placed_from_the_hand_looked_at(
    text: str, what: str, where: DestinationKind, optional: bool
) -> None:
    (look,) = effects_of(text)
    place = Effect(
        "place",
        target=Selector(what=what, pile="looked"),  # type: ignore[arg-type]
        amount=Amount(1),
        destination=Destination(where),
        optional=optional,
    )
    assert look == Effect("look", target=HANDS, effects=(place,))


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Look at another player's hand and take a minion from it and place it into your hand.",
         TAKE),
        ("Look at another player's hand and choose a minion in it. Place it into your hand.",
         TAKE),
        ("Look at another player's hand and choose an action in it. Place it on the bottom of"
         " its owner's deck.", BURY),
        ("Look at another player's hand and you may take an action from it and place it into"
         " your hand.", MAY),
        ("Look at another player's hand and put a card from it on top of its owner's deck.",
         TOP),
    ],
    ids=["take-and-place", "choose-in-it", "choose-under-deck", "may-take", "put"],
)  # fmt: skip
def test_the_wordings_of_one_placement_are_one_meaning(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


@pytest.mark.parametrize(
    "text",
    [
        "Look at another player's hand and choose a minion in it. Place it on top of your deck.",
        "Look at another player's hand and choose a minion of power 2 or less in it. Place it"
        " into your hand.",
        "Look at another player's hand. Choose a minion in it and place it into your hand.",
        "Look at another player's hand and choose a minion in it. Destroy it.",
        "Look at another player's hand and take a minion from it.",
        "Look at another player's hand and choose two minions in it. Place them into your hand.",
    ],
    ids=["your-deck", "filter", "next-sentence", "destroy-it", "take-alone", "two"],
)
def test_other_wordings_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "Place a minion from it into your hand.",
        "Draw a card and place a minion from it into your hand.",
        "Reveal your hand and place a minion from it into your hand.",
        "Look at another player's hand and place two cards from it into your hand.",
        "Look at another player's hand and place minions from it into your hand.",
        "Look at another player's hand and place a minion from it on the bottom of your deck.",
        "Look at another player's hand and place a minion from it on top of your deck.",
        "Look at another player's hand and place a minion from it into their hand.",
        "Look at another player's hand and place a minion from it into its owner's hand.",
        "Look at another player's hand and place a minion from it.",
        "Look at another player's hand and place a modifier from it into your hand.",
        "Look at another player's hand and place a minion from it into your hand and place a"
        " card from it into your hand.",
        "Look at another player's hand and place a minion from it into your discard pile.",
        "Look at another player's hand and place a minion of power 2 or less from it into your"
        " hand.",
        "Look at another player's hand and slip a minion from it into your hand.",
        "Look at each other player's hand and place a minion from it into your hand.",
        "You may look at another player's hand and place a minion from it into your hand.",
    ],
    ids=[
        "from-it-alone",
        "after-a-draw",
        "own-hand",
        "two",
        "plural",
        "your-deck-bottom",
        "your-deck-top",
        "their-hand",
        "owners-hand",
        "nowhere",
        "modifier",
        "twice",
        "your-discard",
        "power-filter",
        "unknown-word",
        "each-other-players-hand",
        "may-before-joined",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (TAKE, TAKE.replace("minion", "card")),
        (TAKE, TAKE.replace("and place", "and you may place")),
        (BURY, BURY.replace("on the bottom of", "on top of")),
        (TAKE, TAKE.replace("place a minion from it into your hand",
                            "discard a minion from it")),
        (BURY, BURY.replace("on the bottom of its owner's deck", "into your hand")),
    ],
    ids=["minion-vs-card", "forced-vs-may", "bottom-vs-top", "take-vs-discard", "deck-vs-hand"],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---- scenarios: Alan, Beth and Chris; Beth and Chris hold a minion and two actions -------

PLAYERS = ("Alan", "Beth", "Chris")


def _game(text: str, choices: list[Any], expect: dict[str, Any]) -> dict[str, Any]:
    """Alan plays ``card`` (printed ``text``); Beth holds ``bm`` (a minion, power 2) and
    ``ba``, ``ba2`` (actions), Chris ``cm``, ``ca``, ``ca2``; each deck holds two cards
    (``b1`` over ``b2``, ``c1`` over ``c2``, ``a1`` over ``a2``)."""
    cards: dict[str, Any] = {"card": stand_in(text, "action")}
    hands: dict[str, list[Any]] = {"Alan": ["card"]}
    decks: dict[str, list[Any]] = {}
    for player in PLAYERS:
        short = player[0].lower()
        decks[player] = [{"card": 1, "name": f"{short}1"}, {"card": 1, "name": f"{short}2"}]
        if player == "Alan":
            continue
        for action in (f"{short}a", f"{short}a2"):
            cards[action] = {"type": "action", "ongoing": {"power": 1}, "modifier": "minion"}
        hands[player] = [{"card": 2, "name": f"{short}m"}, f"{short}a", f"{short}a2"]
    return {
        "players": list(PLAYERS),
        "cards": cards,
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40}],
            "hands": hands,
            "decks": decks,
        },
        "do": [{"play": "card"}],
        "choices": choices,
        "expect": expect,
    }


def test_the_minion_taken_goes_into_your_hand_and_its_owner_keeps_owning_it() -> None:
    check = _game(
        TAKE,
        [{"look-at-hand": "Chris"}, {"looked-card": "cm2", "player": "Alan"}],
        {
            "hand": {"Alan": ["cm2"], "Chris": ["cm", "ca"], "Beth": ["bm", "ba", "ba2"]},
            "owner": {"cm2": "Chris"},
            "offered": {"looked-card": ["cm", "cm2"]},
            "visible-to": {"cm2": ["Alan"]},
        },
    )
    check["setup"]["hands"]["Chris"] = [{"card": 2, "name": "cm"}, {"card": 3, "name": "cm2"}, "ca"]
    run_check(check, {})


def test_the_minion_taken_played_is_yours_and_goes_to_its_owners_discard() -> None:
    check = _game(
        TAKE,
        [{"look-at-hand": "Beth"}],  # bm, the only minion there
        {"controller": {"bm": "Alan"}, "owner": {"bm": "Beth"}, "zones": {"bm": "at bank"}},
    )
    check["do"] = [{"play": "card"}, {"play": "bm", "on": "bank"}]
    run_check(check, {})
    check["do"].append({"destroy": "bm"})
    check["expect"] = {"zones": {"bm": "Beth's discard"}, "discard-size": {"Alan": 1}}
    run_check(check, {})


def test_an_action_is_not_the_minion_to_take() -> None:
    check = _game(TAKE, [{"look-at-hand": "Beth"}, {"looked-card": "ba"}], {})
    check["setup"]["hands"]["Beth"] = [{"card": 2, "name": "bm"}, {"card": 3, "name": "bm2"}, "ba"]
    with pytest.raises(IllegalChoice):
        run_check(check, {})


def test_the_action_goes_under_its_owners_deck_not_yours() -> None:
    check = _game(
        BURY,
        [{"look-at-hand": "Beth"}, {"looked-card": "ba2"}],
        {
            "zones": {"ba2": "Beth's deck", "ba": "Beth's hand", "bm": "Beth's hand"},
            "deck-size": {"Beth": 3, "Alan": 2, "Chris": 2},
            "deck-top": {"Beth": "b1"},
            "not-offered": {"looked-card": "bm"},
        },
    )
    run_check(check, {})


def test_the_card_goes_on_top_of_its_owners_deck() -> None:
    check = _game(
        TOP,
        [{"look-at-hand": "Chris"}, {"to-deck-top": "cm"}],
        {
            "deck-top": {"Chris": "cm", "Alan": "a1", "Beth": "b1"},
            "deck-size": {"Chris": 3, "Alan": 2},
            "hand": {"Chris": ["ca", "ca2"]},
        },
    )
    run_check(check, {})


def test_you_may_take_none() -> None:
    check = _game(
        MAY,
        [{"look-at-hand": "Beth"}, {"looked-card": "pass"}],
        {"hand": {"Alan": [], "Beth": ["bm", "ba", "ba2"]}},
    )
    run_check(check, {})


def test_a_forced_take_cannot_be_passed() -> None:
    check = _game(
        TAKE.replace("minion", "card"),
        [{"look-at-hand": "Beth"}, {"looked-card": "pass"}],
        {"hand": {"Alan": []}},
    )
    with pytest.raises(IllegalChoice):
        run_check(check, {})


def test_the_minion_chosen_in_it_goes_under_its_owners_deck() -> None:
    text = (
        "Look at another player's hand and choose a minion in it. Place it on the bottom of"
        " its owner's deck."
    )
    check = _game(
        text,
        [{"look-at-hand": "Beth"}],  # bm, the only minion there
        {"zones": {"bm": "Beth's deck"}, "deck-top": {"Beth": "b1"}, "deck-size": {"Beth": 3}},
    )
    run_check(check, {})


def test_a_hand_without_the_kind_takes_nothing() -> None:
    check = _game(TAKE, [{"look-at-hand": "Beth"}], {"hand": {"Alan": [], "Beth": ["ba"]}})
    check["setup"]["hands"]["Beth"] = ["ba"]
    run_check(check, {})
