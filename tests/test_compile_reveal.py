"""'Reveal the top card of your deck. If it is an action, place it into your hand.'
(lang-reveal): the one card on top of your deck, looked at or revealed, then tested by
its kind; one of that kind is placed (into your hand, on the bottom of your deck, or
discarded; "you may": asked only if it is of that kind), one of another kind stays where
it is, on top (revealing shows a card, it does not move it). Said back as printed, played
as printed; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Amount, Destination, Effect, Quantifier, Selector
from smashwiki.engine.scenario import run_check

TO_HAND = "Reveal the top card of your deck. If it is an action, place it into your hand."


def _only_effect(text: str, card_type: str = "action") -> Effect:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    return effect


def _placed(kind: str, where: str, *, optional: bool = False) -> Effect:
    target = Selector(what=kind, pile="looked", quantifier=Quantifier("each"))  # type: ignore[arg-type]
    return Effect(
        "place",
        target=target,
        amount=Amount(1),
        destination=Destination(where),  # type: ignore[arg-type]
        optional=optional,
    )


@pytest.mark.parametrize(
    ("text", "revealed", "placed"),
    [
        (TO_HAND, True, _placed("action", "hand")),
        ("Reveal the top card of your deck. If it is a minion, you may place it into your"
         " hand.", True, _placed("minion", "hand", optional=True)),
        ("Look at the top card of your deck. If it is a minion, discard it.", False,
         _placed("minion", "discard")),
        ("Reveal the top card of your deck. If it is an action, you may discard it.", True,
         _placed("action", "discard", optional=True)),
        ("Reveal the top card of your deck. If it is an action, place it on the bottom of"
         " your deck.", True, _placed("action", "deck-bottom")),
    ],
    ids=["to-hand", "may-to-hand", "look-discard", "may-discard", "to-bottom"],
)  # fmt: skip
def test_a_card_revealed_and_tested_compiles_to_its_values(
    text: str, revealed: bool, placed: Effect
) -> None:
    look = _only_effect(text)
    assert look.verb == "look" and look.target is None
    assert look.amount == Amount(1) and look.revealed is revealed
    assert look.effects == (placed,)


def test_a_minion_says_it_too() -> None:
    look = _only_effect(
        "Talent: Reveal the top card of your deck. If it is an action, place it into your hand.",
        "minion",
    )
    assert look.effects == (_placed("action", "hand"),)


@pytest.mark.parametrize(
    "text",
    [
        # several cards revealed: which one is "it"?
        "Reveal the top two cards of your deck. If it is an action, place it into your hand.",
        # the base deck holds bases, another player's deck is not yours to place from
        "Reveal the top card of the base deck. If it is an action, place it into your hand.",
        "Look at the top card of another player's deck. If it is a minion, discard it.",
        # where it already is
        "Reveal the top card of your deck. If it is an action, place it on top of your deck.",
        # "Otherwise": not said by the card grammar (stops rather than drop it)
        TO_HAND + " Otherwise, discard it.",
        # no look before
        "If it is an action, place it into your hand.",
        "Draw a card. If it is an action, place it into your hand.",
        # not right after the look
        "Reveal the top card of your deck. Draw a card. If it is an action, place it into your"
        " hand.",
        # a kind the engine does not test here, one unknown word, another's hand
        "Reveal the top card of your deck. If it is a card, place it into your hand.",
        "Reveal the top card of your deck. If it is a big action, place it into your hand.",
        "Reveal the top card of your deck. If it is an action, place it into another player's"
        " hand.",
        # extra plays of a card on the deck: not played by the engine from there
        "Reveal the top card of your deck. If it is an action, you may play it as an extra action.",
    ],
    ids=[
        "two-cards",
        "base-deck",
        "others-deck",
        "back-on-top",
        "otherwise",
        "no-look",
        "after-a-draw",
        "not-right-after",
        "a-card",
        "unknown-word",
        "another-hand",
        "play-it",
    ],
)
def test_a_reveal_near_miss_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "other",
    [
        TO_HAND.replace("Reveal", "Look at"),
        TO_HAND.replace("an action", "a minion"),
        TO_HAND.replace("place it", "you may place it"),
        TO_HAND.replace("place it into your hand", "discard it"),
        TO_HAND.replace("into your hand", "on the bottom of your deck"),
        "Reveal the top card of your deck. Place them into your hand.",
    ],
    ids=["look", "minion", "may", "discard", "bottom", "not-tested"],
)
def test_a_reveal_near_miss_compiles_apart(other: str) -> None:
    one, two = compile_text(TO_HAND, "action"), compile_text(other, "action")
    assert one.accepted and two.accepted, (one.describe(), two.describe())
    assert one.compiled is not None and two.compiled is not None
    assert one.compiled.abilities != two.compiled.abilities


ZAP = {"type": "action", "on-play": [{"draw": 1}]}


def _played(text: str, top: str, choices: list[Any], expect: dict[str, Any], **setup: Any) -> None:
    """``text``, compiled, played by Alan with a deck of ``top`` (a minion ``m1`` or the
    action ``zap``) over ``d2``."""
    deck: list[Any] = [
        {"card": 1, "name": "m1"} if top == "m1" else "zap",
        {"card": 2, "name": "d2"},
    ]
    run_check(
        {
            "cards": {"peek": stand_in(text, "action"), "zap": ZAP},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["peek"]},
                "decks": {"Alan": deck},
                **setup,
            },
            "do": [{"play": "peek"}],
            "choices": choices,
            "expect": expect,
        }
    )


def test_an_action_revealed_goes_to_the_hand_seen_by_every_player() -> None:
    _played(
        TO_HAND,
        "zap",
        [],
        {
            "hand": {"Alan": ["zap"]},
            "deck-top": {"Alan": "d2"},
            "deck-size": {"Alan": 1},
            "events": [{"kind": "card-revealed", "card": "zap"}],
            "no-events": [{"kind": "card-looked"}],
        },
    )


def test_a_minion_revealed_stays_on_top_seen_by_every_player() -> None:
    _played(
        TO_HAND,
        "m1",
        [],
        {
            "hand": {"Alan": []},
            "deck-top": {"Alan": "m1"},
            "deck-size": {"Alan": 2},
            "visible-to": {"m1": ["Alan", "Beth"]},
            "events": [{"kind": "card-revealed", "card": "m1"}],
        },
    )


def test_a_card_looked_at_is_seen_by_you_alone() -> None:
    text = "Look at the top card of your deck. If it is a minion, discard it."
    _played(
        text,
        "m1",
        [],
        {
            "zones": {"m1": "Alan's discard"},
            "deck-top": {"Alan": "d2"},
            "events": [{"kind": "card-looked", "card": "m1", "player": "Alan"}],
            "no-events": [{"kind": "card-revealed"}],
        },
    )
    _played(
        text,
        "zap",
        [],
        {
            "deck-top": {"Alan": "zap"},
            "deck-size": {"Alan": 2},
            "hidden-from": {"zap": ["Beth"]},
            "events": [{"kind": "card-looked", "card": "zap", "player": "Alan"}],
        },
    )


MAY = "Reveal the top card of your deck. If it is a minion, you may place it into your hand."


@pytest.mark.parametrize(("answer", "hand", "top"), [("yes", ["m1"], "d2"), ("no", [], "m1")])
def test_you_may_place_it_or_leave_it_on_top(answer: str, hand: list[str], top: str) -> None:
    _played(MAY, "m1", [{"may": answer}], {"hand": {"Alan": hand}, "deck-top": {"Alan": top}})


def test_you_are_not_asked_when_it_is_not_of_that_kind() -> None:
    _played(
        MAY,
        "zap",
        [],
        {
            "hand": {"Alan": []},
            "deck-top": {"Alan": "zap"},
            "no-events": [{"kind": "decision", "decision": "may"}],
        },
    )


def test_an_action_goes_under_the_deck() -> None:
    _played(
        TO_HAND.replace("into your hand", "on the bottom of your deck"),
        "zap",
        [],
        {"deck-top": {"Alan": "d2"}, "deck-size": {"Alan": 2}, "zones": {"zap": "Alan's deck"}},
    )


def test_an_empty_deck_reveals_nothing_and_places_nothing() -> None:
    _played(
        TO_HAND,
        "zap",
        [],
        {"hand": {"Alan": []}, "no-events": [{"kind": "card-revealed"}]},
        decks={"Alan": []},
    )
