""" "... and choose an action in it. Discard it." compiled (lang-inhand): a card chosen in the
hand looked at and then discarded ("choose a minion in it and discard it", "you may") is
"... and discard a minion from it" (lang-k, tests/test_compile_hands.py), as a card chosen
in it and placed is "... and place a minion from it ..." (lang-peek,
tests/test_compile_peek.py). The card goes to its owner's discard pile. "That player's
deck" (not its owner's: a card in another player's hand may be owned by someone else),
two cards chosen, and playing a card of another player's hand stop."""

from __future__ import annotations

import pytest
from compilekit import assert_same_values, effects_of
from test_compile_peek import _game

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import Amount, Destination, Effect, Selector
from smashwiki.engine.scenario import run_check

HANDS = Selector(what="card", whose="other", pile="hand")
CHOSEN = "Look at another player's hand and choose an action in it. Discard it."
MAY = "Look at another player's hand and you may choose a minion in it. Discard it."


@pytest.mark.parametrize(
    ("text", "what", "optional"),
    [
        (CHOSEN, "action", False),
        ("Look at another player's hand and choose a card in it and discard it.", "card", False),
        (MAY, "minion", True),
    ],
    ids=["action-sentence", "card-joined", "may-minion"],
)
def test_a_card_chosen_in_the_hand_looked_at_is_discarded(
    text: str, what: str, optional: bool
) -> None:
    (look,) = effects_of(text)
    discard = Effect(
        "place",
        target=Selector(what=what, pile="looked"),  # type: ignore[arg-type]
        amount=Amount(1),
        destination=Destination("discard"),
        optional=optional,
    )
    assert look == Effect("look", target=HANDS, effects=(discard,))


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (CHOSEN, "Look at another player's hand and discard an action from it."),
        ("Look at another player's hand and choose an action in it and discard it.",
         "Look at another player's hand and discard an action from it."),
        (MAY, "Look at another player's hand and you may discard a minion from it."),
    ],
    ids=["sentence", "joined", "may"],
)  # fmt: skip
def test_choosing_then_discarding_is_discarding_from_it(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


@pytest.mark.parametrize(
    "text",
    [
        "Look at another player's hand and choose a minion in it. Place it on the bottom of"
        " that player's deck.",
        "Look at another player's hand and place a minion from it on the bottom of that"
        " player's deck.",
        "Look at another player's hand and choose two actions in it. Discard them.",
        "Look at another player's hand and choose an action in it. Discard a card.",
        "Look at another player's hand and choose a modifier in it. Discard it.",
        "Look at another player's hand and choose an action in it. Shred it.",
        "Look at your hand and choose an action in it. Discard it.",
        "Choose an action in it. Discard it.",
        "Look at another player's hand and choose a minion in it. Play it as an extra minion.",
        "Each other player reveals their hand. You may choose a minion in one of their hands"
        " and play it as an extra minion.",
        "Each other player reveals their hand. Choose an action in one of their hands and"
        " discard it.",
    ],
    ids=[
        "that-players-deck",
        "that-players-deck-from-it",
        "two",
        "discard-another",
        "modifier",
        "unknown-word",
        "your-hand",
        "nothing-looked-at",
        "play-theirs",
        "revealed-play-theirs",
        "revealed-one-of-their-hands",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (CHOSEN, CHOSEN.replace("an action", "a minion")),
        (CHOSEN, CHOSEN.replace("and choose", "and you may choose")),
        (CHOSEN, CHOSEN.replace("Discard it", "Place it into your hand")),
        (CHOSEN, CHOSEN.replace("Discard it", "Place it on the bottom of its owner's deck")),
    ],
    ids=["action-vs-minion", "forced-vs-may", "discard-vs-take", "discard-vs-bury"],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---- scenarios (test_compile_peek's game): Beth holds bm, ba, ba2; Chris cm, ca, ca2 ---------


def test_the_action_chosen_goes_to_the_looked_at_players_discard() -> None:
    check = _game(
        CHOSEN,
        [{"look-at-hand": "Chris"}, {"looked-card": "ca2", "player": "Alan"}],
        {
            "zones": {"ca2": "Chris's discard", "ca": "Chris's hand", "cm": "Chris's hand",
                      "ba": "Beth's hand", "card": "Alan's discard"},
            "not-offered": {"looked-card": "cm"},
            "discard-size": {"Alan": 1, "Beth": 0},
        },
    )  # fmt: skip
    run_check(check, {})


def test_a_minion_is_not_the_action_chosen() -> None:
    check = _game(CHOSEN, [{"look-at-hand": "Beth"}, {"looked-card": "bm"}], {})
    with pytest.raises(IllegalChoice):
        run_check(check, {})


def test_a_hand_without_an_action_discards_nothing() -> None:
    check = _game(
        CHOSEN,
        [{"look-at-hand": "Beth"}],
        {"hand": {"Beth": ["bm"]}, "zones": {"card": "Alan's discard"}},
    )
    check["setup"]["hands"]["Beth"] = [{"card": 2, "name": "bm"}]
    run_check(check, {})


def test_you_may_choose_none() -> None:
    check = _game(
        MAY,
        [{"look-at-hand": "Beth"}, {"looked-card": "pass"}],
        {"hand": {"Beth": ["bm", "ba", "ba2"]}, "zones": {"card": "Alan's discard"}},
    )
    check["setup"]["hands"]["Beth"] = [{"card": 2, "name": "bm"}, {"card": 3, "name": "bm2"}, "ba"]
    check["expect"]["hand"] = {"Beth": ["bm", "bm2", "ba"]}
    run_check(check, {})


def test_a_forced_choice_cannot_be_passed() -> None:
    check = _game(CHOSEN, [{"look-at-hand": "Beth"}, {"looked-card": "pass"}], {})
    with pytest.raises(IllegalChoice):
        run_check(check, {})
