"""What is left of a reveal (lang-piles): after a sentence placing some of the cards looked
at or revealed ("Place any minions revealed into your hand", "Place one of them into your
hand"), the next sentence's "Place (Return) the rest (the other cards, the others) ...",
"Discard the rest", "Shuffle the rest into your deck" acts on the cards no placement before
moved, as "... and the rest ..." does; "any cards named X revealed" are those of that printed
name among the cards revealed. Cards taken from (or put into) other players' piles stop,
said why. Said back as printed, played as printed; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Destination
from smashwiki.engine.scenario import run_check

REVEAL = "Reveal the top three cards of your deck. "
MINIONS = REVEAL + "Place any minions revealed into your hand. "
SHUFFLED = MINIONS + "Shuffle the rest into your deck."
UNDER = MINIONS + "Return the rest to the bottom of your deck (in any order)."
DISCARDED = REVEAL + "Place any actions revealed into your hand. Discard the rest."
NAMED = (
    REVEAL
    + "Place any cards named Sprout revealed into your hand. Shuffle the rest into your deck."
)
KEEP_ONE = "Look at the top three cards of your deck. Place one of them into your hand. "


@pytest.mark.parametrize(
    "text",
    [
        SHUFFLED,
        UNDER,
        DISCARDED,
        NAMED,
        MINIONS + "Place the rest on top of your deck in any order.",
        MINIONS + "Place the other cards on the bottom of your deck.",
        REVEAL + "Place any number of minions revealed into your hand. Discard the others.",
        REVEAL + "Place any cards named Brave Pup revealed into your hand and the rest on the"
        " bottom of your deck in any order.",
        KEEP_ONE + "Place the other cards on the bottom of your deck.",
        KEEP_ONE + "Shuffle the rest into your deck.",
        "Look at the top four cards of your deck. Place up to two of them into your hand."
        " Return the others to the top of your deck in any order.",
        "Look at the top two cards of your deck. Place one of them into your hand and shuffle"
        " the rest into your deck.",
    ],
    ids=["shuffled", "under-any-order", "discarded", "named", "top-any-order", "other-cards",
         "any-number-others", "named-two-words", "look-other-cards", "look-shuffled",
         "up-to-others-top", "one-sentence-shuffled"],
)  # fmt: skip
def test_the_rest_of_a_reveal_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (SHUFFLED, MINIONS.removesuffix(". ") + " and shuffle the rest into your deck."),
        (UNDER, MINIONS + "Place the rest on the bottom of your deck in any order."),
        (DISCARDED, DISCARDED.replace(". Discard", " and discard")),
        (KEEP_ONE + "Place the others on the bottom of your deck.",
         KEEP_ONE.removesuffix(". ") + " and the rest on the bottom of your deck."),
    ],
    ids=["shuffled", "under", "discarded", "others"],
)  # fmt: skip
def test_two_sentences_say_what_one_does(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_the_rest_shuffled_is_each_card_left_into_the_deck() -> None:
    (look,) = effects_of(SHUFFLED)
    first, rest = look.effects
    assert look.revealed and first.target is not None and rest.target is not None
    assert (first.target.what, first.destination) == ("minion", Destination("hand"))
    assert (rest.target.what, rest.target.pile, rest.target.quantifier.kind) == (
        "card",
        "looked",
        "each",
    )
    assert rest.destination == Destination("deck")


def test_cards_named_revealed_are_those_of_that_printed_name() -> None:
    (look,) = effects_of(NAMED)
    first, _ = look.effects
    assert first.target is not None
    assert (first.target.what, first.target.name, first.target.pile) == ("card", "Sprout", "looked")
    assert first.target.quantifier.kind == "each"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # no placement before: "the rest" of what?
        (REVEAL + "Shuffle the rest into your deck.", "cannot parse"),
        ("Draw a card. Shuffle the rest into your deck.", "cannot parse"),
        # several cards back on top in no order said
        (MINIONS + "Place the rest on top of your deck.", "in no order said"),
        # cards of another player's hand, shuffled into your deck
        ("Look at another player's hand. Place one of them into your hand. Shuffle the rest"
         " into your deck.", "not from your deck's top"),
        # named cards "revealed" after a look (none was revealed), or of one card
        ("Look at the top three cards of your deck. Place any cards named Sprout revealed"
         " into your hand.", "other than after revealing"),
        ("Reveal the top card of your deck. Place any cards named Sprout revealed into your"
         " hand.", "of one card revealed"),
    ],
    ids=["no-placement", "no-look", "top-no-order", "hand-shuffled", "named-looked", "named-one"],
)  # fmt: skip
def test_a_rest_near_miss_stops(text: str, why: str) -> None:
    assert_stops(text, "action", why)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Place an action from another player's discard pile into your hand.", "another player's"),
        ("Play a minion from another player's discard pile as an extra minion.", "controls it"),
        ("Place a minion from any player's discard pile into your hand.", "any player's"),
        ("Shuffle any player's discard pile into their deck.", "shuffles only your own"),
        ("Shuffle another player's discard pile into their deck.", "shuffles only your own"),
        ("Look at the top two cards of another player's deck. Place one on the bottom of that"
         " deck.", "'that deck'"),
        # whose deck "its owner's" is, after "any discard pile": not parsed
        ("Place a card from any discard pile on the bottom of its owner's deck.", "parse"),
    ],
    ids=["others-discard-to-hand", "others-discard-played", "any-discard-to-hand",
         "any-shuffled", "another-shuffled", "others-deck-placed", "any-discard-owners"],
)  # fmt: skip
def test_another_players_pile_stops_said_why(text: str, why: str) -> None:
    assert_stops(text, "action", why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (SHUFFLED, SHUFFLED.replace("Shuffle the rest into your deck", "Discard the rest")),
        (SHUFFLED, SHUFFLED.replace("Shuffle the rest into", "Place the rest on the bottom of")),
        (SHUFFLED, SHUFFLED.replace("minions", "actions")),
        (NAMED, NAMED.replace("Sprout", "Brave Pup")),
        (NAMED, NAMED.replace("cards named Sprout", "minions")),
        (UNDER, UNDER.replace(" (in any order)", "")),
    ],
    ids=["shuffle-vs-discard", "shuffle-vs-under", "minions-vs-actions", "name", "named-vs-kind",
         "order-vs-none"],
)  # fmt: skip
def test_rest_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


# ------------------------------------------------------------------ played


def _deck(*cards: str) -> list[Any]:
    """``m``: a minion ``m<n>``, ``x``: an action ``x<n>``, ``s``: the minion Sprout."""
    made: list[Any] = []
    for n, kind in enumerate(cards, 1):
        if kind == "s":
            made.append({"card": 2, "name": "Sprout"})
        else:
            made.append(
                {"card": 2, "name": f"m{n}"} if kind == "m" else {"card": "boom", "name": f"x{n}"}
            )
    return made


def _played(text: str, deck: list[Any], choices: list[Any], expect: dict[str, Any]) -> None:
    """``text``, compiled, played by Alan with ``deck`` (top first)."""
    run_check(
        {
            "cards": {"zap": stand_in(text, "action"), "boom": {"type": "action"}},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["zap"]},
                "decks": {"Alan": deck, "Beth": [{"card": 1, "name": "b1"}]},
            },
            "do": [{"play": "zap"}],
            "choices": choices,
            "expect": expect,
        }
    )


def test_the_rest_shuffled_into_the_deck_after_the_minions_go_to_the_hand() -> None:
    _played(
        SHUFFLED,
        _deck("m", "x", "x", "m"),
        [],
        {
            "hand": {"Alan": ["m1"]},
            "zones": {"x2": "Alan's deck", "x3": "Alan's deck", "m4": "Alan's deck"},
            "deck-size": {"Alan": 3, "Beth": 1},
            "events": [{"kind": "deck-shuffled", "player": "Alan"}],
        },
    )


def test_nothing_left_nothing_shuffled() -> None:
    _played(
        SHUFFLED,
        _deck("m", "m", "m", "x"),
        [],
        {
            "hand": {"Alan": ["m1", "m2", "m3"]},
            "deck-top": {"Alan": "x4"},
            "no-events": [{"kind": "deck-shuffled"}],
        },
    )


def test_the_rest_under_the_deck_in_the_order_chosen() -> None:
    _played(
        UNDER,
        _deck("x", "m", "x", "m"),
        [{"to-deck-bottom": "x3"}],
        {"hand": {"Alan": ["m2"]}, "deck-top": {"Alan": "m4"}, "deck-size": {"Alan": 3}},
    )
    for first in ("x1", "x3"):  # with only them left, the one chosen first is on top
        expect = {"deck-top": {"Alan": first}, "hand": {"Alan": ["m2"]}}
        _played(UNDER, _deck("x", "m", "x"), [{"to-deck-bottom": first}], expect)


def test_the_rest_discarded_the_actions_kept() -> None:
    _played(
        DISCARDED,
        _deck("x", "m", "m", "x"),
        [],
        {
            "hand": {"Alan": ["x1"]},
            "zones": {"m2": "Alan's discard", "m3": "Alan's discard", "x4": "Alan's deck"},
            "deck-top": {"Alan": "x4"},
        },
    )


def test_only_the_cards_of_that_name_revealed_go_to_the_hand() -> None:
    _played(
        NAMED,
        _deck("m", "s", "x", "m"),
        [],
        {
            "hand": {"Alan": ["Sprout"]},
            "zones": {"m1": "Alan's deck", "x3": "Alan's deck"},
            "events": [{"kind": "deck-shuffled", "player": "Alan"}],
        },
    )


def test_a_card_of_that_name_not_revealed_stays_in_the_deck() -> None:
    # the fourth card is not among the three revealed: no card goes to the hand
    _played(
        NAMED,
        _deck("m", "x", "m", "s"),
        [],
        {
            "hand": {"Alan": []},
            "deck-size": {"Alan": 4},
            "hidden-from": {"Sprout": ["Beth"]},
            "events": [{"kind": "card-revealed", "card": "m3"}, {"kind": "deck-shuffled"}],
        },
    )


def test_the_other_cards_looked_at_go_under_the_deck() -> None:
    _played(
        KEEP_ONE + "Place the other cards on the bottom of your deck.",
        _deck("m", "x", "m", "x"),
        [{"looked-card": "x2"}],
        {"hand": {"Alan": ["x2"]}, "deck-top": {"Alan": "x4"}, "deck-size": {"Alan": 3}},
    )
