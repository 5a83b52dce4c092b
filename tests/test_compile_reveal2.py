"""Reveals and searches in their common wordings (lang-reveal2): "Search your deck or
discard pile for a minion and place it into your hand. Shuffle your deck." (one search of
both piles, "and/or" said "or", the shuffle said or not: the rules shuffle a deck
searched), "Search your deck for an action and reveal it. Place it into your hand." (a
card found in a deck is revealed as it is taken, said or not: an event, nothing else),
"Place any number of minions revealed into your hand. Return the other cards to the top
of your deck in any order." (some of a kind among the cards revealed, chosen; the others
back on top in the order chosen), "Look at the top three cards of the base deck. Return
them in any order." (back on top of the deck they were looked at on, in the order
chosen). Said back, played by scenarios (the wrong card, pile, kind or order fails);
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.language.grammar import (
    Amount,
    Destination,
    Effect,
    PowerFilter,
    Quantifier,
    Selector,
)
from smashwiki.engine.scenario import run_check

FIND = (
    "Search your deck or discard pile for an action and place it into your hand. Shuffle your deck."
)
FIND_PLAY = (
    "Search your deck or discard pile for a minion of power 3 or less and place it into your"
    " hand. Shuffle your deck. You may play it as an extra minion."
)
SHOW = "Search your deck for a minion and reveal it. Place it into your hand. Shuffle your deck."
SOME = (
    "Reveal the top four cards of your deck. Place any number of actions revealed into your"
    " hand. Return the other cards to the top of your deck in any order."
)
BACK = "Look at the top two cards of the base deck. Return them in any order."
MINE = "Reveal the top three cards of your deck. Return them in any order."


# ---------------------------------------------------------------------- compiled values


def test_a_search_of_deck_or_discard_pile_is_one_take_of_either_pile() -> None:
    (take,) = effects_of(FIND)
    assert take == Effect(
        "take", target=Selector(what="action", whose="you", pile="deck-or-discard")
    )


def test_the_card_found_in_either_pile_may_be_played_as_an_extra_minion() -> None:
    take, play = effects_of(FIND_PLAY)
    assert take.target == Selector(
        what="minion", whose="you", pile="deck-or-discard", power=PowerFilter("at-most", 3)
    )
    assert play.verb == "play" and play.optional and play.grant is not None
    assert play.target is not None and play.target.this == "chosen"
    assert play.grant.immediate


def test_a_card_found_and_revealed_is_the_search_of_your_deck() -> None:
    (take,) = effects_of(SHOW, "minion")
    assert take == Effect("take", target=Selector(what="minion", whose="you", pile="deck"))


def test_any_number_of_a_kind_revealed_then_the_rest_back_on_top_in_any_order() -> None:
    (look,) = effects_of(SOME)
    some, rest = look.effects
    assert look.revealed and look.amount == Amount(4)
    assert some == Effect(
        "place",
        target=Selector(what="action", pile="looked", quantifier=Quantifier("any-number")),
        amount=Amount(1),
        destination=Destination("hand"),
    )
    assert rest.target == Selector(what="card", pile="looked", quantifier=Quantifier("each"))
    assert (rest.destination, rest.variant) == (Destination("deck-top"), "any-order")


@pytest.mark.parametrize(
    ("text", "where"),
    [(BACK, "base-deck-top"), (MINE, "deck-top")],
    ids=["base-deck", "your-deck"],
)
def test_them_returned_in_any_order_go_back_on_top(text: str, where: str) -> None:
    (look,) = effects_of(text)
    (placed,) = look.effects
    assert placed.destination == Destination(where)  # type: ignore[arg-type]
    assert placed.variant == "any-order"
    assert placed.target == Selector(what="card", pile="looked", quantifier=Quantifier("each"))


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (FIND, "Search your deck and/or discard pile for an action and place it into your hand."),
        ("Search your deck or discard pile for a minion and place it into your hand.",
         "Search your deck and/or discard pile for a minion and place it into your hand. Shuffle"
         " your deck."),
        (SHOW, "Search your deck for a minion and place it into your hand. Shuffle your deck."),
        (SOME, "Reveal the top four cards of your deck. Place any number of actions revealed"
         " into your hand and the rest on top of your deck in any order."),
        (BACK, "Look at the top two cards of the base deck. Place them on top of the base deck"
         " in any order."),
        (MINE, "Reveal the top three cards of your deck. Return them to the top of your deck in"
         " any order."),
    ],
    ids=["or-is-and-or", "shuffle-said-or-not", "reveal-it", "other-cards-are-the-rest",
         "base-deck-return", "your-deck-return"],
)  # fmt: skip
def test_the_wordings_of_one_meaning(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_the_normalisation_of_each_wording() -> None:
    assert normalise(FIND) == normalise(
        "Search your deck and/or discard pile for an action and place it into your hand."
    )
    assert normalise(BACK).endswith("Place them on top of the base deck in any order")
    assert "reveal it" not in normalise(SHOW)


def test_the_text_said_back_is_the_canonical_wording() -> None:
    outcome = compile_text(SOME, "action")
    assert outcome.rendered is not None
    assert "Place any number of actions revealed into your hand and the rest" in outcome.rendered


# ---------------------------------------------------------------------- near-misses


@pytest.mark.parametrize(
    "text",
    [
        "Search your deck or discard pile for two minions and place it into your hand.",
        "Search your deck or hand for a minion and place it into your hand.",
        "Search your deck or discard pile for a minion and place it into your hand. Shuffle your"
        " discard pile.",
        "Search your deck or discard pile for a minion and place it on top of your deck.",
        "Search your deck or discard pile for an action and place it into your hand. You may"
        " play it as an extra minion.",
        "Search your deck for an action and reveal it.",
        "Search your deck for an action and reveal it. Place it on top of your deck.",
        "Search your deck for an action and reveal it. Discard it.",
        "Look at the top four cards of your deck. Place any number of minions revealed into your"
        " hand. Return the other cards to the top of your deck in any order.",
        "Reveal the top four cards of your deck. Place any number of minions revealed into your"
        " hand. Return the other cards to the top of your deck.",
        "Reveal the top card of your deck. Place any number of minions revealed into your hand.",
        "Reveal the top four cards of your deck. Place any number of titans revealed into your"
        " hand. Return the other cards to the top of your deck in any order.",
        "Place any number of minions revealed into your hand.",
        "Look at the top three cards of the base deck. Return them.",
        "Look at the top card of the base deck. Return it in any order.",
        "Look at the top three cards of another player's deck. Return them in any order.",
        "Draw a card. Return them in any order.",
        "Reveal the top card of your deck. If it is an action, you may place it into your hand"
        " or play it as an extra action.",
        "Each other player reveals the top card of their deck. You may play one of the revealed"
        " actions as an extra action.",
    ],
    ids=[
        "two-then-it",
        "deck-or-hand",
        "shuffle-discard",
        "either-to-deck-top",
        "play-it-of-another-kind",
        "reveal-alone",
        "reveal-then-deck-top",
        "reveal-then-discard",
        "looked-not-revealed",
        "no-order-back-on-top",
        "any-number-of-one-card",
        "titans",
        "no-reveal-before",
        "return-no-order",
        "one-in-any-order",
        "another-players-deck",
        "them-of-no-look",
        "hand-or-extra-action",
        "each-other-player-reveals",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


def test_cards_back_on_top_in_no_order_stop_and_say_why() -> None:
    text = SOME.replace(" in any order", "")
    outcome = compile_text(text, "action")
    assert outcome.stop is not None and "in no order said" in outcome.stop.detail


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (SOME, SOME.replace("any number of actions revealed", "any actions revealed")),
        (SOME, SOME.replace("actions revealed", "minions revealed")),
        (SOME, SOME.replace("any number of actions revealed", "any number of them")),
        (FIND, FIND.replace("your deck or discard pile", "your deck")),
        (FIND, FIND.replace("Search your deck or discard pile for an action and place it",
                            "Search your discard pile for an action and place it")
         .replace(" Shuffle your deck.", "")),
        (BACK, BACK.replace("the base deck", "your deck")),
        (BACK, BACK.replace("two", "three")),
    ],
    ids=["some-vs-each", "actions-vs-minions", "kind-vs-any", "either-vs-deck",
         "either-vs-discard", "base-deck-vs-yours", "two-vs-three"],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------------- scenarios


def _check(text: str, choices: list[Any], expect: dict[str, Any], **setup: Any) -> dict[str, Any]:
    """Alan plays ``text`` (as ``zap``); his deck d1 (a minion, top), boom (an action),
    d3 (a minion); his discard pile kaboom (an action) and small (a minion of power 2)."""
    return {
        "cards": {
            "zap": stand_in(text, "action"),
            "boom": {"type": "action"},
            "kaboom": {"type": "action"},
        },
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["zap"]},
            "decks": {
                "Alan": [{"card": 4, "name": "d1"}, "boom", {"card": 1, "name": "d3"}],
            },
            "discards": {"Alan": ["kaboom", {"card": 2, "name": "small"}]},
            **setup,
        },
        "do": [{"play": "zap"}],
        "choices": choices,
        "expect": expect,
    }


@pytest.mark.parametrize("found", ["boom", "kaboom"], ids=["from-deck", "from-discard"])
def test_the_action_searched_for_comes_from_either_pile_and_the_deck_is_shuffled(
    found: str,
) -> None:
    run_check(
        _check(
            FIND,
            [{"search": found}],
            {
                "hand": {"Alan": [found]},
                "offered": {"search": ["boom", "kaboom"]},
                "events": [{"kind": "deck-shuffled", "player": "Alan"}],
            },
        )
    )


def test_a_minion_is_not_the_action_searched_for() -> None:
    with pytest.raises(IllegalChoice):
        run_check(_check(FIND, [{"search": "small"}], {}))


def test_the_search_of_either_pile_must_take_a_card() -> None:
    with pytest.raises(IllegalChoice):
        run_check(_check(FIND, [{"search": "pass"}], {}))


def test_the_card_found_stays_in_its_pile_when_another_is_taken() -> None:
    check = _check(FIND, [{"search": "boom"}], {"zones": {"kaboom": "Alan's hand"}})
    with pytest.raises(ExpectationFailed):
        run_check(check)


def test_the_minion_found_in_the_discard_pile_is_played_as_an_extra_minion() -> None:
    check = _check(
        FIND_PLAY,
        [{"search": "small"}, {"play-extra": "small"}],
        {"zones": {"small": "at bank"}, "offered": {"search": ["d3", "small"]}},
    )
    run_check(check)
    check["expect"] = {"zones": {"small": "Alan's hand"}}
    with pytest.raises(ExpectationFailed):
        run_check(check)


def test_the_minion_found_may_stay_in_the_hand() -> None:
    run_check(
        _check(
            FIND_PLAY, [{"search": "d3"}, {"play-extra": "pass"}], {"zones": {"d3": "Alan's hand"}}
        )
    )


def test_the_minion_found_and_revealed_is_seen_by_every_player() -> None:
    check = _check(
        SHOW,
        [{"search": "d3"}],
        {
            "hand": {"Alan": ["d3"]},
            "events": [{"kind": "card-revealed", "card": "d3"}],
            "offered": {"search": ["d1", "d3"]},
        },
    )
    run_check(check)
    check["choices"] = [{"search": "boom"}]
    with pytest.raises(IllegalChoice):
        run_check(check)


def _revealing(choices: list[Any], expect: dict[str, Any]) -> dict[str, Any]:
    """Alan plays SOME with a deck a1 (an action, top), m2, a3, m4, m5 (minions)."""
    deck = ["a1", {"card": 2, "name": "m2"}, "a3", {"card": 3, "name": "m4"}, {"card": 1,
            "name": "m5"}]  # fmt: skip
    return {
        "cards": {
            "zap": stand_in(SOME, "action"),
            "a1": {"type": "action"},
            "a3": {"type": "action"},
        },
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["zap"]},
            "decks": {"Alan": deck},
        },
        "do": [{"play": "zap"}],
        "choices": choices,
        "expect": expect,
    }


def test_the_actions_chosen_go_to_the_hand_the_others_back_on_top_in_the_order_chosen() -> None:
    check = _revealing(
        [{"looked-card": ["a3"]}, {"to-deck-top": "m4"}, {"to-deck-top": "a1"}],
        {
            "hand": {"Alan": ["a3"]},
            "offered": {"looked-card": ["a1", "a3"]},
            "deck-top": {"Alan": "m4"},
            "deck-size": {"Alan": 4},
            "visible-to": {"m2": ["Alan", "Beth"]},
        },
    )
    run_check(check)
    check["expect"] = {"deck-top": {"Alan": "m2"}}
    with pytest.raises(ExpectationFailed):
        run_check(check)


def test_none_of_the_actions_need_be_taken() -> None:
    run_check(
        _revealing(
            [{"looked-card": []}, {"to-deck-top": "a1"}, {"to-deck-top": "a3"},
             {"to-deck-top": "m2"}],
            {"hand": {"Alan": []}, "deck-top": {"Alan": "a1"}, "deck-size": {"Alan": 5},
             "visible-to": {"a3": ["Beth"]}},
        )
    )  # fmt: skip


def test_a_minion_revealed_is_not_an_action_to_take() -> None:
    with pytest.raises(IllegalChoice):
        run_check(_revealing([{"looked-card": ["m2"]}], {}))


def _base_deck(choices: list[Any], expect: dict[str, Any]) -> dict[str, Any]:
    return {
        "cards": {"peek": stand_in(BACK, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 2, "minions": {"Alan": [3]}}],
            "hands": {"Alan": ["peek"]},
            "base-deck": [{"card": 20, "name": f"b{n}"} for n in range(1, 4)],
        },
        "do": [{"play": "peek"}, "score"],
        "choices": choices,
        "expect": expect,
    }


@pytest.mark.parametrize("first", ["b1", "b2"])
def test_the_bases_returned_go_back_on_top_in_the_order_chosen(first: str) -> None:
    other = "b2" if first == "b1" else "b1"
    check = _base_deck(
        [{"to-deck-top": first}],
        {
            "bases": [first],
            "offered": {"to-deck-top": ["b1", "b2"]},
            "visible-to": {other: ["Alan"]},
            "hidden-from": {other: ["Beth"], "b3": ["Alan"]},
        },
    )
    run_check(check)
    check["expect"] = {"bases": ["b3"]}
    with pytest.raises(ExpectationFailed):
        run_check(check)


# ------------------------------------------------ the top card revealed, by its kind

OTHERWISE = (
    "Reveal the top card of your deck. If it is a minion, you may place it in your hand."
    " Otherwise, return it to the top of your deck."
)


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (OTHERWISE,
         "Reveal the top card of your deck. If it is a minion, you may place it into your hand."),
        ("Look at the top card of your deck. If it is an action, discard it. Otherwise return"
         " it to the top of your deck.",
         "Look at the top card of your deck. If it is an action, discard it."),
    ],
    ids=["otherwise-stays-on-top", "otherwise-no-comma"],
)  # fmt: skip
def test_otherwise_returned_to_the_top_is_left_there(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def _top(text: str, choices: list[Any], expect: dict[str, Any]) -> dict[str, Any]:
    """Alan plays ``text`` with a deck m1 (a minion, top) over boom (an action)."""
    return {
        "cards": {"zap": stand_in(text, "action"), "boom": {"type": "action"}},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["zap"]},
            "decks": {"Alan": [{"card": 2, "name": "m1"}, "boom"]},
        },
        "do": [{"play": "zap"}],
        "choices": choices,
        "expect": expect,
    }


def test_the_minion_revealed_may_be_taken_or_left_on_top() -> None:
    run_check(_top(OTHERWISE, [{"may": "yes"}], {"hand": {"Alan": ["m1"]}}))
    declined = _top(OTHERWISE, [{"may": "no"}], {"visible-to": {"m1": ["Beth"]}})
    run_check(declined)
    declined["expect"] = {"hand": {"Alan": ["m1"]}}
    with pytest.raises(ExpectationFailed):
        run_check(declined)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Reveal the top card of your deck. If it is an action, you may place it in your hand or"
         " play it as an extra action. Otherwise, return it to the top of your deck.",
         "cannot play a card looked at"),
        ("Each other player reveals the top card of their deck.", "several players' decks"),
        ("Each player reveals the top two cards of their deck.", "several players' decks"),
    ],
    ids=["place-or-play", "each-other-player-reveals", "each-player-reveals"],
)  # fmt: skip
def test_what_the_engine_cannot_play_stops_and_says_why(text: str, why: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped" and outcome.stop is not None, outcome.describe()
    assert why in outcome.stop.detail, outcome.describe()


def test_otherwise_after_other_than_the_top_card_seen_is_not_dropped() -> None:
    text = "Draw a card. If it is a minion, place it into your hand. Otherwise, return it to the"
    assert "Otherwise" in normalise(f"{text} top of your deck.")
    assert compile_text(f"{text} top of your deck.", "action").status == "stopped"
