"""The normalisation a printed text and its rendering are compared under: each rule
folds typography only, and nothing else is folded."""

from __future__ import annotations

import pytest

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise, same_text


@pytest.mark.parametrize(
    ("printed", "rendered"),
    [
        ("Draw  a\ncard.", "Draw a card."),
        ("  Draw a card. ", "Draw a card."),
        ("Return it to its owner’s hand.", "Return it to its owner's hand."),
        ("Say “hello”.", 'Say "hello".'),
        ("Draw two cards.", "Draw 2 cards."),
        ("Destroy up to Three minions.", "Destroy up to 3 minions."),
        ("Gain ten VP.", "Gain 10 VP."),
        ("Draw a card", "Draw a card."),
        ("Draw a card...", "Draw a card"),
        ("Draw a card – then stop.", "Draw a card - then stop."),
    ],
    ids=[
        "whitespace",
        "edges",
        "apostrophe",
        "double-quotes",
        "two",
        "three-any-case",
        "ten",
        "trailing-period",
        "periods",
        "dash",
    ],
)
def test_typography_is_folded(printed, rendered):
    assert same_text(printed, rendered)


@pytest.mark.parametrize(
    ("printed", "rendered"),
    [
        ("Destroy up to two minions.", "Destroy two minions."),
        ("Destroy a minion.", "Destroy 1 minion."),
        ("Destroy your minion.", "Destroy a minion."),
        ("Destroy a minion on this base.", "Destroy a minion on a base."),
        (
            "Give a minion +2 power until the end of the turn.",
            "Give a minion +2 power until the start of your next turn.",
        ),
        ("Destroy a minion.", "destroy a minion."),
        ("Destroy a minion. Draw a card.", "Destroy a minion Draw a card."),
        ("Draw a card, then discard a card.", "Draw a card then discard a card."),
        ("Someone draws a card.", "Some1 draws a card."),
        ("Draw two cards.", "Draw twenty cards."),
        ("Destroy a minion.", "Destroy a minions."),
    ],
    ids=[
        "up-to",
        "article-vs-1",
        "your-vs-a",
        "this-base",
        "duration",
        "case",
        "inner-period",
        "comma",
        "one-inside-a-word",
        "twenty",
        "plural",
    ],
)
def test_meaning_is_not_folded(printed, rendered):
    assert not same_text(printed, rendered)


def test_one_inside_a_word_stays_a_word():
    assert normalise("Someone discards one card.") == "Someone discards 1 card"


@pytest.mark.parametrize(
    ("printed", "rendered"),
    [
        ("You may destroy one of your other minions.", "You may destroy another of your minions."),
        ("One of your other minions gains +1 power.", "Another of your minions gains +1 power."),
        (
            "Choose a minion to gain +2 power until the end of the turn.",
            "Give a minion +2 power until the end of the turn.",
        ),
        ("Return a card in play to its owner's hand.", "Return a card to its owner's hand."),
        (
            "You may play an extra minion and an extra action this turn.",
            "You may play an extra minion and an extra action.",
        ),
        (
            "After this base scores (before being replaced), each player draws a card.",
            "After this base scores, each player draws a card.",
        ),
        (
            "Return your minion from a base to your hand.",
            "Return one of your minions to your hand.",
        ),
        (
            "Move your minion from a base to another base.",
            "Move one of your minions to another base.",
        ),
        (
            "Return a minion of power 2 or less from your discard pile to your hand.",
            "Place a minion of power 2 or less from your discard pile into your hand.",
        ),
        (
            "Search your discard pile for an action and place it into your hand.",
            "Place an action from your discard pile into your hand.",
        ),
        ("Ongoing: Players cannot play actions here.", "Ongoing: Actions cannot be played here."),
        ("You may play up to two extra actions.", "You may play two extra actions."),
        (
            "After this base scores, the winner shuffles his or her hand into his or her deck.",
            "After this base scores, the winner shuffles their hand into their deck.",
        ),
        (
            "The winner gains 1 VP for each minion he or she has here.",
            "The winner gains 1 VP for each minion they have here.",
        ),
        (
            "Each other player discards a random card.",
            "Each other player discards a card at random.",
        ),
        (
            "Each other player discards two random cards.",
            "Each other player discards 2 cards at random.",
        ),
        (
            "Return one of your minions to your hand.",
            "Return one of your minions to its owner's hand.",
        ),
        ("Place a minion on the top of your deck.", "Place a minion on top of your deck."),
        (
            "Place it at the bottom of its owner's deck.",
            "Place it on the bottom of its owner's deck.",
        ),
        ("Ongoing: Has +2 power.", "Ongoing: This minion has +2 power."),
        (
            "Talent: Draw a card. Ongoing: Gains +1 power for each minion here.",
            "Talent: Draw a card. Ongoing: This minion has +1 power for each minion here.",
        ),
        (
            "Ongoing: Your minions here have +2 power each.",
            "Ongoing: Your minions here have +2 power.",
        ),
        ("Your minions gain +1 power each.", "Your minions gain +1 power."),
        ("Destroy a minion with 3 or less power.", "Destroy a minion of power 3 or less."),
        (
            "If you have a minion with 8 or more power, draw a card.",
            "If you have a minion of power 8 or more, draw a card.",
        ),
        (
            "Destroy the minion of lowest power here.",
            "Destroy the minion with the lowest power here.",
        ),
        (
            "Destroy the minion of the highest power here.",
            "Destroy the minion with the highest power here.",
        ),
        (
            "After this base scores, each player with a minion here may draw one card.",
            "After this base scores, each player with a minion here may draw a card.",
        ),
        ("Each other player draws one card.", "Each other player draws a card."),
        (
            "Destroy a minion here with power less than this minion's.",
            "Destroy a minion with less power than this minion here.",
        ),
        (
            "Choose a minion. Destroy a minion with power greater than that minion's power.",
            "Choose a minion. Destroy a minion with more power than that minion.",
        ),
        (
            "Destroy a minion with power equal to or less than this minion's power.",
            "Destroy a minion with no more power than this minion.",
        ),
        (
            "Destroy a minion with power greater than or equal to that minion's.",
            "Destroy a minion with at least as much power as that minion.",
        ),
        (
            "After a minion moves to this base, its owner may draw a card.",
            "After a minion is moved here, its owner may draw a card.",
        ),
        (
            "After one of your minions is moved to this base, draw a card.",
            "After 1 of your minions is moved here, draw a card.",
        ),
        (
            "Ongoing: After another minion on this base is destroyed, draw a card.",
            "Ongoing: After a minion is destroyed here, draw a card.",
        ),
        (
            "Ongoing: After another minion is destroyed here, draw a card.",
            "Ongoing: After a minion is destroyed here, draw a card.",
        ),
    ],
    ids=[
        "another-of-your",
        "another-at-the-start",
        "choose-to-gain",
        "in-play",
        "this-turn",
        "before-being-replaced",
        "your-minion-from-a-base",
        "move-your-minion-from-a-base",
        "return-from-discard",
        "search-discard",
        "players-cannot-play",
        "up-to-n-extra-plays",
        "his-or-her",
        "he-or-she",
        "a-random-card",
        "n-random-cards",
        "one-of-yours-to-your-hand",
        "on-the-top-of",
        "at-the-bottom-of",
        "ongoing-has",
        "ongoing-gains-after-a-label",
        "plural-power-each",
        "plural-gain-each",
        "with-n-or-less-power",
        "with-n-or-more-power",
        "of-lowest-power",
        "of-the-highest-power",
        "draw-one-card",
        "draws-one-card",
        "power-less-than-this-minions",
        "power-greater-than-that-minions-power",
        "power-equal-to-or-less-than-this-minions",
        "power-greater-than-or-equal-to-that-minions",
        "a-minion-moves-to-this-base",
        "is-moved-to-this-base",
        "another-minion-on-this-base-is-destroyed",
        "another-minion-is-destroyed-here",
    ],
)
def test_the_rulebooks_synonyms_are_folded(printed, rendered):
    assert same_text(printed, rendered)


@pytest.mark.parametrize(
    ("printed", "rendered"),
    [
        ("Destroy one of your other minions.", "Destroy another minion."),
        ("Destroy one of your other minions.", "Destroy one of your minions."),
        (
            "Choose a minion to gain +2 power until the end of the turn.",
            "Give a minion +3 power until the end of the turn.",
        ),
        (
            "Choose one of your minions to gain +2 power until the end of the turn.",
            "Give a minion +2 power until the end of the turn.",
        ),
        ("Return a card in play to its owner's hand.", "Return a card from your hand."),
        ("Play an extra minion this turn.", "Play an extra minion next turn."),
        ("Destroy a minion in play.", "Destroy a minion in your hand."),
        (
            "After this base scores (before being replaced), the winner draws a card.",
            "After this base is replaced, the winner draws a card.",
        ),
        (
            "After a base scores (before being replaced), draw a card.",
            "After a base scores, draw a card.",
        ),
        ("Return your minion from a base to your hand.", "Return a minion to your hand."),
        (
            "Return your minions from a base to your hand.",
            "Return one of your minions to your hand.",
        ),
        (
            "Return a minion from your discard pile to your hand.",
            "Place an action from your discard pile into your hand.",
        ),
        (
            "Return a minion from your discard pile to your hand.",
            "Return a minion to its owner's hand.",
        ),
        (
            "Return a minion to its owner's hand and a card from your discard pile to your hand.",
            "Place a minion to its owner's hand and a card from your discard pile into your hand.",
        ),
        (
            "Search your discard pile for a minion and place it into your hand.",
            "Search your deck for a minion and place it into your hand.",
        ),
        (
            "Ongoing: Other players cannot play actions here.",
            "Ongoing: Actions cannot be played here.",
        ),
        ("Players cannot play actions here.", "Minions cannot be played here."),
        (
            "Ongoing: Other players cannot play minions here.",
            "Ongoing: Other minions cannot be played here.",
        ),
        ("Destroy up to two minions.", "Destroy two minions."),
        ("Play up to two extra minions.", "Play three extra minions."),
        ("The winner discards his or her hand.", "The winner discards your hand."),
        ("Each other player discards a random card.", "Each other player discards a card."),
        ("Return one of your minions to your hand.", "Return a minion to its owner's hand."),
        ("Ongoing: Has +2 power.", "Ongoing: Your minions have +2 power."),
        ("Talent: Has +2 power.", "Talent: This minion has +2 power."),
        ("Destroy a minion with 3 or less power.", "Destroy a minion of power 3 or more."),
        ("Draw one card.", "Draw two cards."),
        (
            "Destroy the minion of lowest power here.",
            "Destroy the minion with the highest power here.",
        ),
        (
            "Your minions gain +1 power each time you play an action.",
            "Your minions gain +1 power time you play an action.",
        ),
    ],
    ids=[
        "another-vs-yours",
        "other-vs-any-of-yours",
        "gain-amount",
        "choose-whose",
        "in-play-vs-hand",
        "this-vs-next-turn",
        "in-play-vs-in-hand",
        "before-vs-after-replaced",
        "only-this-base-s-own",
        "your-minion-vs-a-minion",
        "your-minions-vs-one",
        "return-minion-vs-action",
        "from-discard-vs-from-play",
        "return-spans-no-to",
        "discard-vs-deck",
        "other-players-cannot-play",
        "actions-vs-minions",
        "other-players-capital",
        "up-to-on-a-target",
        "up-to-keeps-its-number",
        "his-or-her-vs-your",
        "random-vs-chosen",
        "yours-vs-any-to-an-owner",
        "has-is-this-minion-only",
        "has-only-in-an-ongoing-text",
        "less-vs-more-power",
        "one-card-vs-two",
        "lowest-vs-highest",
        "each-time-is-not-each",
    ],
)
def test_a_synonym_rule_folds_no_meaning(printed, rendered):
    assert not same_text(printed, rendered)


def test_the_comma_after_an_opening_once_per_turn_is_punctuation_only():
    printed = "Once per turn after you play an action, you may draw a card."
    assert same_text(printed, "Once per turn, after you play an action, you may draw a card.")
    assert same_text(
        "Ongoing: Once per turn after you play a minion, draw a card.",
        "Ongoing: Once per turn, after you play a minion, draw a card.",
    )


def test_a_comma_elsewhere_still_counts():
    assert not same_text("Draw a card, then discard a card.", "Draw a card then discard a card.")
    assert not same_text(
        "Draw a card once per turn, then discard.", "Draw a card once per turn then discard."
    )


@pytest.mark.parametrize(
    ("with_each", "without"),
    [
        (
            "Play on a base. Ongoing: If you have two or fewer cards in your hand, your minions"
            " here have +2 power each.",
            "Play on a base. Ongoing: If you have two or fewer cards in your hand, your minions"
            " here have +2 power.",
        ),
        (
            "Play on a base. Ongoing: Other players' minions here have -1 power each.",
            "Play on a base. Ongoing: Other players' minions here have -1 power.",
        ),
    ],
    ids=["yours-if", "other-players"],
)
def test_a_plural_subject_s_power_each_compiles_to_the_plain_values(
    with_each: str, without: str
) -> None:
    each, plain = compile_text(with_each, "action"), compile_text(without, "action")
    assert each.accepted and plain.accepted, each.describe()
    assert each.compiled == plain.compiled
