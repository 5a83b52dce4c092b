"""Piles and zones compiled: a discard pile shuffled into a deck, cards taken from a
discard pile ("return ... to your hand", "search your discard pile for ..."), cards
placed from a hand on a deck; each played as printed, and its near-misses kept apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

RECYCLE = "Shuffle your discard pile into your deck. Draw a card."


def test_a_discard_pile_shuffled_into_a_deck_takes_every_card_of_it():
    recycle = stand_in(RECYCLE, "action")
    run_check(
        {
            "cards": {"recycle": recycle},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["recycle"]},
                "discards": {
                    "Alan": [{"card": 2, "name": "old"}, {"card": 3, "name": "older"}],
                    "Beth": [{"card": 2, "name": "theirs"}],
                },
                "decks": {"Alan": [{"card": 1, "name": "d1"}]},
            },
            "do": [{"play": "recycle"}],
            "expect": {
                "deck-size": {"Alan": 2},
                "hand-size": {"Alan": 1},
                "zones": {"theirs": "Beth's discard", "recycle": "Alan's discard"},
                "discard-size": {"Alan": 1},
            },
        },
        {},
    )


def _from_discard(text: str, discard: list[Any], choice: dict[str, str]) -> dict[str, Any]:
    """``text`` (an action) played by Alan with ``discard`` as his discard pile."""
    return {
        "cards": {"salvage": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["salvage"]},
            "discards": {"Alan": discard},
        },
        "do": [{"play": "salvage"}],
        "choices": [choice],
    }


PILE = [{"card": 2, "name": "imp"}, {"card": 4, "name": "ogre"}, "zap"]
ZAP = {"type": "action", "on-play": {"draw": 1}}


@pytest.mark.parametrize(
    "text",
    [
        "Return a minion from your discard pile to your hand.",
        "Search your discard pile for a minion and place it into your hand.",
        "Place a minion from your discard pile into your hand.",
    ],
)
def test_a_minion_taken_from_a_discard_pile_is_revealed_into_your_hand(text: str):
    check = _from_discard(text, PILE, {"take-from-discard": "ogre"})
    check["cards"]["zap"] = ZAP
    check["expect"] = {
        "offered": {"take-from-discard": ["imp", "ogre"]},
        "zones": {"ogre": "Alan's hand", "imp": "Alan's discard", "zap": "Alan's discard"},
        "events": [{"kind": "card-revealed", "card": "ogre"}],
    }
    run_check(check, {})


def test_a_power_filter_on_a_discard_pile_offers_only_the_minions_it_names():
    text = "Return a minion of power 2 or less from your discard pile to your hand."
    pile = [*PILE, {"card": 1, "name": "elf"}]
    check = _from_discard(text, pile, {"take-from-discard": "imp"})
    check["cards"]["zap"] = ZAP
    check["expect"] = {
        "offered": {"take-from-discard": ["imp", "elf"]},
        "zones": {"imp": "Alan's hand", "ogre": "Alan's discard"},
    }
    run_check(check, {})


def test_an_extra_minion_of_power_2_or_less_from_a_discard_pile():
    text = "You may play a minion of power 2 or less from your discard pile as an extra minion."
    check = _from_discard(text, PILE, {"play-extra": "imp"})
    check["cards"]["zap"] = ZAP
    check["expect"] = {
        "not-offered": {"play-extra": ["ogre"]},
        "zones": {"imp": "at bank", "ogre": "Alan's discard"},
    }
    run_check(check, {})


@pytest.mark.parametrize(("where", "top"), [("on top of", True), ("on the bottom of", False)])
def test_a_card_from_your_hand_placed_on_your_deck(where: str, top: bool):
    stash = stand_in(f"Place a card from your hand {where} your deck.", "action")
    deck = [{"card": 1, "name": "d1"}]
    run_check(
        {
            "cards": {"stash": stash},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {
                    "Alan": ["stash", {"card": 2, "name": "kept"}, {"card": 3, "name": "hid"}]
                },
                "decks": {"Alan": deck},
            },
            "do": [{"play": "stash"}],
            "choices": [{("to-deck-top" if top else "to-deck-bottom"): "hid"}],
            "expect": {
                "offered": {("to-deck-top" if top else "to-deck-bottom"): ["kept", "hid"]},
                "zones": {"kept": "Alan's hand", "hid": "Alan's deck"},
                "deck-top": {"Alan": "hid" if top else "d1"},
                "deck-size": {"Alan": 2},
            },
        },
        {},
    )


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # lang-e2: "up to two minions from your discard pile" compiles (several, chosen at
        # once: test_compile_cards_between_piles); "up to two of your minions" still stops
        ("Return up to two of your minions from your discard pile to your hand.",
         "other than one card"),
        ("Return one of your minions from your discard pile to your hand.", "other than one card"),
        # lang-grave: "of power 3 or more" compiles (the grant holds a least power)
        ("Play a minion with less power than this minion from your discard pile as an extra "
         "minion.", "other than 'of power N'"),
        ("Place a card from your hand into your hand.", "from your hand into your hand"),
        ("Search your discard pile for an action of power 2 or less and place it into your hand.",
         "a power filter on a card in a pile"),
        ("Return a minion with less power than this minion from your discard pile to your hand.",
         "a power filter on a card in a pile"),
    ],
    ids=["up-to", "one-of-yours", "relative-power-extra", "hand-to-hand", "action-of-power",
         "relative-power"],
)  # fmt: skip
def test_what_the_engine_would_play_otherwise_stops(text: str, why: str):
    assert_stops(text, "action", why)


def test_a_whole_discard_pile_is_not_said_as_one_kind_of_it():
    whole = compile_text("Shuffle your discard pile into your deck.", "action")
    minions = compile_text("Shuffle all minions from your discard pile into your deck.", "action")
    assert whole.accepted and minions.accepted
    assert whole.compiled is not None and minions.compiled is not None
    assert whole.compiled.abilities != minions.compiled.abilities


@pytest.mark.parametrize(("where", "top"), [("on top of", True), ("on the bottom of", False)])
def test_a_minion_placed_on_its_owner_s_deck_goes_to_that_player_s_deck(where: str, top: bool):
    text = f"Place a minion of power 2 or less {where} its owner's deck."
    tuck = stand_in(text, "action")
    kind = "to-deck-top" if top else "to-deck-bottom"
    run_check(
        {
            "cards": {"tuck": tuck},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Beth": [{"card": 2, "name": "imp"}, {"card": 4, "name": "ogre"}],
                            "Alan": [{"card": 1, "name": "mine"}],
                        },
                    }
                ],
                "hands": {"Alan": ["tuck"]},
                "decks": {"Alan": [{"card": 1, "name": "a1"}], "Beth": [{"card": 1, "name": "b1"}]},
            },
            "do": [{"play": "tuck"}],
            "choices": [{kind: "imp"}],
            "expect": {
                "offered": {kind: ["imp", "mine"]},
                "not-offered": {kind: ["ogre"]},
                "zones": {"imp": "Beth's deck"},
                "deck-top": {"Beth": "imp" if top else "b1"},
                "deck-size": {"Alan": 1, "Beth": 2},
            },
        },
        {},
    )


def test_only_a_minion_is_placed_on_its_owner_s_deck():
    outcome = compile_text("Place an action on the bottom of its owner's deck.", "action")
    assert outcome.status == "stopped", outcome.describe()
    mine = compile_text("Place a minion on the bottom of its owner's deck.", "action")
    theirs = compile_text("Place a minion from your hand on the bottom of your deck.", "action")
    assert mine.compiled is not None and theirs.compiled is not None
    assert mine.compiled.abilities != theirs.compiled.abilities


def _shuffled(text: str, choices: list[dict[str, str]]) -> dict[str, Any]:
    return {
        "cards": {"churn": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Beth": [{"card": 2, "name": "imp"}],
                        "Alan": [{"card": 3, "name": "mine"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 4, "name": "ogre"}]},
                },
            ],
            "hands": {"Alan": ["churn"]},
            "decks": {"Alan": [1], "Beth": [1, 1]},
        },
        "do": [{"play": "churn"}],
        "choices": choices,
    }


def test_a_minion_shuffled_into_its_owner_s_deck_goes_to_that_player_s_deck():
    check = _shuffled("Shuffle a minion into its owner's deck.", [{"shuffle-minions": "imp"}])
    check["expect"] = {
        "zones": {"imp": "Beth's deck", "mine": "at bank"},
        "deck-size": {"Alan": 1, "Beth": 3},
    }
    run_check(check, {})


def test_all_minions_here_shuffled_into_their_owners_decks():
    text = "Play on a base. Shuffle all minions here into their owners' decks."
    check = _shuffled(text, [])
    check["do"] = [{"play": "churn", "on": "bank"}]
    check["expect"] = {
        "zones": {"imp": "Beth's deck", "mine": "Alan's deck", "ogre": "at keep"},
        "deck-size": {"Alan": 2, "Beth": 3},
    }
    run_check(check, {})


def test_its_owner_s_deck_is_not_your_deck():
    theirs = compile_text("Shuffle a minion into its owner's deck.", "action")
    yours = compile_text("Shuffle one of your minions into your deck.", "action")
    assert theirs.accepted and yours.accepted
    assert theirs.compiled is not None and yours.compiled is not None
    assert theirs.compiled.abilities != yours.compiled.abilities
    assert compile_text("Shuffle a minion into your deck.", "action").status == "stopped"
