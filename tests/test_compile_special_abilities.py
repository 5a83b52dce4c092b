"""Specials beyond "play this card there" (lang-specials): a minion's Special used while it
is in play ("Special: Before a base scores, you may move this minion there.", "... to that
base", "Special: After a base scores, you may return this minion to your hand."): the
glossary's Special, "triggering in your hand or discard pile, or while in play for special
events": an effect on the minion itself in play says the card is in play, and its
controller uses it at its moment if they choose; and an action's Special that plays a
minion on the scoring base ("Special: Before a base scores, play a minion there."): a play
the action gives, not the turn's regular one (the glossary's Extra), said "an extra minion";
and limits on using an ability by the card's own name ("You can only use one X's ability
each turn." / "... per base.", the name given as ``card_name``): each player uses the
ability of one card of that name only, each turn or for each base scoring, so two copies
share it (the second one's skipped or not offered; the next turn, or the next base, again);
and conditions on playing a card ("You can only play this card if it is the only card in
your hand.", "... during your turn." on a card a Special plays): every play of it from the
hand (regular, extra, Special) is refused, or the Special not offered, while it fails.
Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import (
    Condition,
    Destination,
    GrammarError,
    Trigger,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

MOVE_THERE = "Special: Before a base scores, you may move this minion there."
BACK_HOME = "Special: After a base scores, you may return this minion to your hand."


# ---------------------------------------------------------------- compiles, values


@pytest.mark.parametrize(
    ("text", "moment", "verb", "to"),
    [
        (MOVE_THERE, "before-scoring", "move", Destination("base", "there")),
        ("Special: Before a base scores, you may move this minion to another base.",
         "before-scoring", "move", Destination("base", "another-base")),
        ("Special: After a base scores, you may move this minion to another base.",
         "after-scoring", "move", Destination("base", "another-base")),
        (BACK_HOME, "after-scoring", "return", None),
        ("Special: Before a base scores, you may return this minion to your hand.",
         "before-scoring", "return", None),
        ("Special: After a base scores, you may return this minion to its owner's hand.",
         "after-scoring", "return", None),
    ],
    ids=["move-there", "move-another-before", "move-another-after", "return-after",
         "return-before", "owners-hand"],
)  # fmt: skip
def test_a_minions_special_in_play_compiles_to_its_moment(
    text: str, moment: str, verb: str, to: Destination | None
) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.timing == "special"
    assert ability.trigger == Trigger(moment, may=True, in_play=True)  # type: ignore[arg-type]
    (effect,) = ability.effects
    assert effect.verb == verb and not effect.optional and effect.destination == to
    assert effect.target is not None and effect.target.this == "self-or-host"


def test_a_special_in_play_beside_an_on_play_ability_compiles() -> None:
    outcome = compile_text(f"Draw a card. {MOVE_THERE}", "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    timings = [a.timing for a in outcome.compiled.abilities.abilities]
    assert timings == ["on-play", "special"]


# ---------------------------------------------------------------- played


def _scoring(
    cards: dict[str, Any], bank: dict[str, Any], keep: dict[str, Any], **setup: Any
) -> dict[str, Any]:
    """Bank (breakpoint 8, VPs 4 2 1) scored on Alan's turn, ``bank`` its minions, keep
    (breakpoint 30) beside it with ``keep``."""
    return {
        "cards": cards,
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 8, "vps": [4, 2, 1], "minions": bank},
                {"name": "keep", "breakpoint": 30, "minions": keep},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            **setup,
        },
        "do": ["score"],
    }  # fmt: skip


def _scout(text: str = MOVE_THERE) -> dict[str, Any]:
    return {"scout": stand_in(text, "minion", power=4)}


def test_the_special_moves_the_minion_in_play_to_the_scoring_base_and_counts_there() -> None:
    check = _scoring(
        _scout(),
        bank={"Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 6, "name": "b6"}]},
        keep={"Alan": [{"card": "scout", "name": "as"}]},
    )
    check["choices"] = [{"use-ability": "as"}]
    check["expect"] = {
        "offered": {"use-ability": ["as", "pass"]},
        "vps": {"Alan": 4, "Beth": 2},  # 7 to 6: the scout counted where it scores
        "events": [{"kind": "card-moved", "card": "as", "reason": "moved"}],
        "zones": {"as": "Alan's discard"},  # it went to the discard pile with the base
    }
    run_check(check)


def test_the_special_declined_leaves_the_minion_where_it_is() -> None:
    check = _scoring(
        _scout(),
        bank={"Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 6, "name": "b6"}]},
        keep={"Alan": [{"card": "scout", "name": "as"}]},
    )
    check["choices"] = [{"use-ability": "pass"}]
    check["expect"] = {"vps": {"Beth": 4, "Alan": 2}, "zones": {"as": "at keep"}}
    run_check(check)


def test_the_special_is_its_controllers_and_not_offered_from_the_hand() -> None:
    """Beth's scout in play is hers to use (Alan is offered only his own); Alan's copy in
    his hand is not offered at all: the Special is used in play, not played."""
    check = _scoring(
        _scout(),
        bank={"Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 5, "name": "b5"}]},
        keep={"Beth": [{"card": "scout", "name": "bs"}]},
        hands={"Alan": [{"card": "scout", "name": "hs"}]},
    )
    check["choices"] = [{"use-ability": "bs", "player": "Beth"}]
    check["expect"] = {
        "not-offered": {"use-ability": ["hs"]},
        "zones": {"bs": "Beth's discard", "hs": "Alan's hand"},
        "vps": {"Beth": 4, "Alan": 2},  # 9 to 3
    }
    run_check(check)


def test_the_special_is_not_offered_outside_its_moment() -> None:
    """During the Play Cards phase nothing scores: playing a minion offers no Special."""
    run_check(
        {
            "cards": _scout(),
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30,
                           "minions": {"Alan": [{"card": "scout", "name": "as"}]}},
                          {"name": "keep", "breakpoint": 30}],
                "hands": {"Alan": [{"card": 2, "name": "m2"}]},
            },
            "do": [{"play": "m2", "on": "keep"}],
            "expect": {"zones": {"as": "at bank", "m2": "at keep"},
                       "no-events": [{"kind": "card-moved", "card": "as"}]},
        }
    )  # fmt: skip


def test_after_a_base_scores_the_minion_there_returns_to_its_owners_hand() -> None:
    check = _scoring(
        {"homer": stand_in(BACK_HOME, "minion", power=3)},
        bank={"Alan": [{"card": "homer", "name": "ah"}], "Beth": [{"card": 6, "name": "b6"}]},
        keep={},
    )
    check["choices"] = [{"use-ability": "ah"}]
    check["expect"] = {
        "vps": {"Beth": 4, "Alan": 2},  # it counted as the base scored
        "zones": {"ah": "Alan's hand"},  # not the discard pile
    }
    run_check(check)


def test_after_a_base_scores_the_return_declined_goes_to_the_discard_pile() -> None:
    check = _scoring(
        {"homer": stand_in(BACK_HOME, "minion", power=3)},
        bank={"Alan": [{"card": "homer", "name": "ah"}], "Beth": [{"card": 6, "name": "b6"}]},
        keep={},
    )
    check["choices"] = [{"use-ability": "pass"}]
    check["expect"] = {"zones": {"ah": "Alan's discard"}}
    run_check(check)


# ---------------------------------------------------------------- said two ways


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Special: Before a base scores, play a minion there.",
         "Special: Before a base scores, play an extra minion there.", "action"),
        ("Special: Before a base scores, you may play this card to play a minion there.",
         "Special: Before a base scores, play an extra minion there.", "action"),
        ("Special: Before a base scores, you may play this card. Play a minion there.",
         "Special: Before a base scores, play an extra minion there.", "action"),
        ("Special: Before a base scores, you may move this minion to that base.",
         MOVE_THERE, "minion"),
        ("Special: Before a base scores, you may move one of your minions to that base.",
         "Special: Before a base scores, you may move one of your minions there.", "action"),
        ("Special: Before a base scores, you may play this card. Move a minion to that base.",
         "Special: Before a base scores, move a minion there.", "action"),
    ],
    ids=["play-a-minion", "to-play-a-minion", "then-play-a-minion", "this-to-that-base",
         "yours-to-that-base", "then-to-that-base"],
)  # fmt: skip
def test_the_scoring_base_said_otherwise_is_the_same_special(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


def test_the_minion_the_action_special_plays_is_an_extra_play_on_the_scoring_base() -> None:
    check = _scoring(
        {"ambush": stand_in("Special: Before a base scores, play a minion there.", "action")},
        bank={"Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 6, "name": "b6"}]},
        keep={},
        hands={"Alan": ["ambush", {"card": 5, "name": "m5"}]},
    )
    check["choices"] = [{"use-ability": "ambush"}, {"play-extra": "m5"}]
    check["expect"] = {
        "zones": {"ambush": "Alan's discard", "m5": "Alan's discard"},
        "events": [{"kind": "card-played", "card": "m5", "target": "bank", "extra": True}],
        "vps": {"Alan": 4, "Beth": 2},  # 8 to 6
    }
    run_check(check)


# ---------------------------------------------------------------- near-misses


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a Special in play said forced: the rulebook's Specials are used if chosen
        ("Special: Before a base scores, move this minion there.", "minion", "without 'you may'"),
        # the base that scored is gone: "there" names no base
        ("Special: After a base scores, you may move this minion there.", "minion", "there"),
        # "this minion" on an action played on nothing
        ("Special: Before a base scores, you may move this minion there.", "action",
         "'this minion' in an action's Special"),
        ("Special: Before a base scores, you may play this card. Move this minion there.",
         "action", "'this minion' in an action's Special"),
        # the zone unsaid: in hand (played?) or in play?
        ("Special: Before a base scores, you may draw a card.", "minion",
         "more than play it there"),
        # not a Special
        ("Ongoing: Before a base scores, you may move this minion there.", "minion",
         "outside Special:"),
        ("Before a base scores, you may move this minion there.", "minion", "outside Special:"),
        # one word the grammar does not know
        ("Special: Before a base scores, you may shift this minion there.", "minion", "shift"),
        # "that base" after another base said: which one?
        ("Special: Before a base scores, you may move a minion from another base to that"
         " base.", "action", "'that'"),
        # "play a minion" at a moment of no base, or "here" of an action on no base
        ("Special: After a base scores, play a minion there.", "action", "there"),
        ("Special: Before a base scores, play a minion here.", "action", "here"),
        # a condition on the Special in play
        ("Special: Before a base scores, if you have a minion there, you may move this minion"
         " there.", "minion", "condition"),
    ],
    ids=["forced", "after-there", "action-this-minion", "action-then-this-minion",
         "zone-unsaid", "ongoing", "unlabelled", "unknown-word", "that-base-after-another",
         "after-play-there", "play-here", "condition"],
)  # fmt: skip
def test_a_special_near_miss_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (MOVE_THERE, "Special: Before a base scores, you may move this minion to another base."),
        (BACK_HOME, "Special: Before a base scores, you may return this minion to your hand."),
        (MOVE_THERE, "Special: Before a base scores, you may play this minion there."),
        ("Special: After a base scores, you may move this minion to another base.",
         "Special: Before a base scores, you may move this minion to another base."),
    ],
    ids=["there-vs-another", "after-vs-before", "move-vs-play", "moment"],
)  # fmt: skip
def test_a_special_near_miss_compiles_apart(first: str, second: str) -> None:
    assert_apart(first, second, "minion")


@pytest.mark.parametrize(
    ("spec", "why"),
    [
        ({"on": "before-scoring", "in-play": True, "play": True}, "'in-play' and 'play'"),
        ({"on": "before-scoring", "may": True, "do": {"draw": 1}}, "'may' on a Special"),
    ],
    ids=["in-play-plays", "may-from-hand"],
)
def test_a_special_in_play_is_said_in_the_grammar_only_so(spec: dict[str, Any], why: str) -> None:
    with pytest.raises(GrammarError, match=why):
        parse_abilities({"special": spec})


# ---------------------------------------------------------------- limits by name

FOX = "Sly Fox"
DRAWS = "Ongoing: After you play a minion here, draw a card."
EACH_TURN = "You can only use one Sly Fox's ability each turn."
PER_BASE = "You can only use one Sly Fox's ability per base."
SHADOW = "Special: Before a base scores, you may play this minion there."


@pytest.mark.parametrize(
    ("text", "card_type", "per"),
    [
        (f"{DRAWS} {EACH_TURN}", "minion", "turn"),
        (f"{DRAWS} You may only use one Sly Fox's ability each turn.", "minion", "turn"),
        (f"{DRAWS} You can only use one Sly Fox\u2019s ability each turn.", "minion", "turn"),
        (f"{MOVE_THERE} {EACH_TURN}", "minion", "turn"),
        (f"{SHADOW} {PER_BASE}", "minion", "base"),
        (f"{BACK_HOME} {PER_BASE}", "minion", "base"),
        ("Special: Before a base scores, you may play this card. Draw a card. " + EACH_TURN,
         "action", "turn"),
        ("Special: Before a base scores, destroy a minion of power 2 or less there. " + PER_BASE,
         "action", "base"),
        ("Special: At the start of your turn, you may play this minion from your discard pile"
         f" as an extra minion. {EACH_TURN}", "minion", "turn"),
    ],
    ids=["trigger", "may-only", "curly", "in-play", "special-per-base", "after-per-base",
         "action-special", "action-per-base", "from-discard"],
)  # fmt: skip
def test_a_limit_by_the_cards_own_name_compiles_onto_its_ability(
    text: str, card_type: str, per: str
) -> None:
    outcome = compile_text(text, card_type, card_name=FOX)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    limited = [a for a in outcome.compiled.abilities.abilities if a.trigger is not None]
    assert [a.trigger.per_name for a in limited if a.trigger] == [per]


@pytest.mark.parametrize(
    ("text", "card_type", "name", "why"),
    [
        # another card's name (or none given): a word the compiler does not know
        (f"{DRAWS} You can only use one Red Fox's ability each turn.", "minion", FOX, "'Red'"),
        (f"{DRAWS} {EACH_TURN}", "minion", None, "'Sly'"),
        # per base of an ability at no base's scoring: which base, until when?
        (f"{DRAWS} {PER_BASE}", "minion", FOX, "'per base'"),
        # which ability? none that is used, or two
        (f"Draw a card. {EACH_TURN}", "minion", FOX, "no trigger or Special, or of several"),
        (f"Talent: Draw a card. {EACH_TURN}", "minion", FOX, "no trigger or Special"),
        (f"Draw a card. {MOVE_THERE} {EACH_TURN}", "minion", FOX, "more than one ability"),
        (f"{MOVE_THERE} {EACH_TURN} Ongoing: You have +1 power here.", "minion", FOX,
         "after a limit by name"),
        (f"{EACH_TURN} {DRAWS}", "minion", FOX, "not right after"),
        # once per turn already: each card's, or one of the name's?
        (f"Ongoing: Once per turn, after you play a minion here, draw a card. {EACH_TURN}",
         "minion", FOX, "'once per turn'"),
        # one word the grammar does not know
        (f"{DRAWS} You can only use one Sly Fox's ability each round.", "minion", FOX,
         "'round'"),
        (f"{DRAWS} You can only use two Sly Fox's abilities each turn.", "minion", FOX, "'Sly'"),
    ],
    ids=["other-name", "no-name", "per-base-no-scoring", "on-play", "talent", "two",
         "one-after", "before", "once-per-turn", "each-round", "two-uses"],
)  # fmt: skip
def test_a_limit_by_name_near_miss_stops(
    text: str, card_type: str, name: str | None, why: str
) -> None:
    outcome = compile_text(text, card_type, card_name=name)
    assert outcome.status == "stopped", outcome.describe()
    assert why in outcome.describe()


def test_each_turn_and_per_base_compile_apart() -> None:
    one = compile_text(f"{SHADOW} {EACH_TURN}", "minion", card_name=FOX)
    other = compile_text(f"{SHADOW} {PER_BASE}", "minion", card_name=FOX)
    plain = compile_text(SHADOW, "minion", card_name=FOX)
    found = {o.compiled.abilities for o in (one, other, plain) if o.compiled is not None}
    assert len(found) == 3


def _fox(text: str) -> dict[str, Any]:
    return {"fox": stand_in(text, "minion", power=2, name=FOX)}


def test_two_copies_share_the_limit_each_turn_and_the_next_turn_it_is_used_again() -> None:
    """Alan's two Sly Foxes at bank: playing a minion there draws one card, not two (the
    second copy's ability is skipped this turn); on his next turn it draws one again."""
    deck = [{"card": 1, "name": f"d{n}"} for n in range(1, 7)]
    run_check(
        {
            "cards": _fox(f"{DRAWS} {EACH_TURN}"),
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40,
                           "minions": {"Alan": [{"card": "fox", "name": "f1"},
                                                {"card": "fox", "name": "f2"}]}}],
                "hands": {"Alan": [{"card": 1, "name": "m1"}, {"card": 1, "name": "m2"}]},
                "decks": {"Alan": deck, "Beth": [1, 1, 1, 1]},
            },
            "do": [
                {"play": "m1", "on": "bank",
                 "expect": {"zones": {"d1": "Alan's hand", "d2": "Alan's deck"}}},
                "next-turn",  # Alan draws d2, d3 as his turn ends
                "next-turn",
                {"play": "m2", "on": "bank"},
            ],
            "choices": [{"order-abilities": "f2"}, {"order-abilities": "f1"}],
            "expect": {"zones": {"d4": "Alan's hand", "d5": "Alan's deck"}},
        }
    )  # fmt: skip


def test_without_the_limit_both_copies_draw() -> None:
    """The same board, the limit unsaid: each copy draws (the test above would see it)."""
    run_check(
        {
            "cards": _fox(DRAWS),
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40,
                           "minions": {"Alan": [{"card": "fox", "name": "f1"},
                                                {"card": "fox", "name": "f2"}]}}],
                "hands": {"Alan": [{"card": 1, "name": "m1"}]},
                "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
            },
            "do": [{"play": "m1", "on": "bank"}],
            "choices": [{"order-abilities": "f1"}],
            "expect": {"zones": {"d1": "Alan's hand", "d2": "Alan's hand"}},
        }
    )  # fmt: skip


def test_the_second_copys_special_is_not_offered_once_the_first_is_used() -> None:
    """Alan's two foxes at keep, each "you may move this minion there", one per turn:
    he moves f1 to the scoring bank; f2 is then not offered."""
    check = _scoring(
        _fox(f"{MOVE_THERE} {EACH_TURN}"),
        bank={"Alan": [{"card": 4, "name": "a4"}], "Beth": [{"card": 5, "name": "b5"}]},
        keep={"Alan": [{"card": "fox", "name": "f1"}, {"card": "fox", "name": "f2"}]},
    )
    check["choices"] = [{"use-ability": "f1"}]  # then no answer: f2 is not offered
    check["expect"] = {
        "offered": {"use-ability": ["f1", "f2", "pass"]},
        "zones": {"f1": "Alan's discard", "f2": "at keep"},
        "vps": {"Alan": 4, "Beth": 2},  # 6 to 5
    }
    run_check(check)


def test_per_base_one_copy_at_each_scoring_base() -> None:
    """Alan holds two Sly Foxes ("play this minion there", one per base); bank and vault
    both score: he plays f1 on bank, and f2 is not offered there; at vault it is, and he
    plays it. Beth's copy is hers: used at bank too."""
    run_check(
        {
            "cards": _fox(f"{SHADOW} {PER_BASE}"),
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 8, "vps": [4, 2, 1],
                     "minions": {"Alan": [{"card": 4, "name": "a4"}],
                                 "Beth": [{"card": 5, "name": "b5"}]}},
                    {"name": "vault", "breakpoint": 8, "vps": [3, 2, 1],
                     "minions": {"Alan": [{"card": 4, "name": "v4"}],
                                 "Beth": [{"card": 5, "name": "w5"}]}},
                ],
                "hands": {"Alan": [{"card": "fox", "name": "f1"}, {"card": "fox", "name": "f2"}],
                          "Beth": [{"card": "fox", "name": "bf"}]},
                "base-deck": [{"card": 20, "name": "n1"}, {"card": 20, "name": "n2"}],
            },
            "do": ["score"],
            "choices": [
                {"score-base": "bank"},
                {"use-ability": "f1"},
                {"use-ability": "bf", "player": "Beth"},
                {"use-ability": "f2"},
            ],
            "expect": {
                "events": [{"kind": "card-played", "card": "f1", "target": "bank"},
                           {"kind": "card-played", "card": "bf", "target": "bank"},
                           {"kind": "card-played", "card": "f2", "target": "vault"}],
                "vps": {"Beth": 4 + 2, "Alan": 2 + 3},  # bank 6 to 7, vault 6 to 5
            },
        }
    )  # fmt: skip


# ---------------------------------------------------------------- play conditions

ALONE = "Draw two cards. You can only play this card if it is the only card in your hand."
YOUR_TURN = (
    "Special: Before a base scores, destroy a minion of power 2 or less there. You can only"
    " play this card during your turn."
)


@pytest.mark.parametrize(
    ("text", "card_type", "condition"),
    [
        (ALONE, "action", Condition("cards-in-hand-at-most", count=1)),
        (ALONE.replace("can only", "may only"), "action",
         Condition("cards-in-hand-at-most", count=1)),
        (ALONE.replace("this card if", "this action if"), "action",
         Condition("cards-in-hand-at-most", count=1)),
        ("Draw a card. You can only play this card if you have 3 or more cards in your hand.",
         "action", Condition("cards-in-hand-at-least", count=3)),
        ("Play on a minion. Ongoing: This minion has +2 power. You can only play this card if"
         " you have 2 or more minions in play.", "action",
         Condition("your-minions-in-play-at-least", count=2)),
        ("Draw a card. You can only play this card if it is the only card in your hand.",
         "minion", Condition("cards-in-hand-at-most", count=1)),
        (YOUR_TURN, "action", Condition("your-turn")),
        (f"{SHADOW} You can only play this card during your turn.", "minion",
         Condition("your-turn")),
    ],
    ids=["only-card", "may-only", "this-action", "hand-at-least", "modifier-in-play",
         "minion", "special-your-turn", "minion-special-your-turn"],
)  # fmt: skip
def test_a_play_condition_compiles_onto_the_card(
    text: str, card_type: str, condition: Condition
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None and outcome.compiled.abilities.play_if == condition


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a card played only on its player's turn anyway: what would it say?
        ("Draw a card. You can only play this card during your turn.", "action",
         "no Special plays"),
        (f"{MOVE_THERE} You can only play this card during your turn.", "minion",
         "no Special plays"),
        # the glossary's "On your turn" is the Play Cards phase: no Special's moment
        ("Special: Before a base scores, destroy a minion there. You can only play this card"
         " on your turn.", "action", "'only on your turn'"),
        # a base's condition for a card in the hand
        ("Draw a card. You can only play this card if you have a minion here.", "action",
         "not of its player"),
        # said between abilities (lang-playonly: first or last), or twice, or on a base
        ("Draw a card. You can only play this card if it is the only card in your hand. Draw"
         " two cards.", "action", "said last"),
        (f"{ALONE} You can only play this card if you have 3 or more cards in your hand.",
         "action", "two conditions"),
        ("You can only play this card if it is the only card in your hand.", "base",
         "on playing a base"),
        # one word the grammar does not know
        ("Draw a card. You can only play this card if it is the last card in your hand.",
         "action", "'last'"),
    ],
    ids=["your-turn-plain", "your-turn-in-play", "on-your-turn", "here", "middle", "twice",
         "base", "unknown-word"],
)  # fmt: skip
def test_a_play_condition_near_miss_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def test_the_only_card_and_two_or_fewer_compile_apart() -> None:
    one = compile_text(ALONE, "action")
    other = compile_text(
        "Draw two cards. You can only play this card if you have 2 or fewer cards in your hand.",
        "action",
    )
    plain = compile_text("Draw two cards.", "action")
    found = [o.compiled.abilities for o in (one, other, plain) if o.compiled is not None]
    assert len(found) == 3 and len(set(found)) == 3


def test_the_play_is_refused_until_it_is_the_only_card_in_the_hand() -> None:
    run_check(
        {
            "cards": {"lone": stand_in(ALONE, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["lone", {"card": 1, "name": "m1"}]},
                "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
            },
            "do": [
                {"play": "lone", "illegal": "only card in your hand"},
                {"play": "m1", "on": "bank"},
                {"play": "lone"},
            ],
            "expect": {"zones": {"lone": "Alan's discard", "d1": "Alan's hand",
                                 "d2": "Alan's hand"}},
        }
    )  # fmt: skip


def test_an_extra_play_does_not_play_the_card_while_its_condition_fails() -> None:
    """An extra action Alan is given: it does not play the card while another is in his
    hand (the condition holds for every play of it, not only the regular one)."""
    run_check(
        {
            "cards": {"lone": stand_in(ALONE, "action"),
                      "boost": stand_in("Play an extra action.", "action"),
                      "zap": {"type": "action"}},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["boost", "lone", "zap"]},
            },
            "do": [{"play": "boost"}, {"play": "lone", "illegal": "only card in your hand"}],
            "expect": {"zones": {"boost": "Alan's discard", "lone": "Alan's hand"}},
        }
    )  # fmt: skip


def test_the_special_of_your_turn_is_offered_on_your_turn_only() -> None:
    """Bank scores on Alan's turn: his copy is offered, Beth's is not (not her turn)."""
    check = _scoring(
        {"strike": stand_in(YOUR_TURN, "action")},
        bank={"Alan": [{"card": 6, "name": "a6"}], "Beth": [{"card": 2, "name": "b2"}]},
        keep={},
        hands={
            "Alan": [{"card": "strike", "name": "as"}],
            "Beth": [{"card": "strike", "name": "bs"}],
        },
    )
    check["choices"] = [{"use-ability": "as"}]
    check["expect"] = {
        "not-offered": {"use-ability": ["bs"]},
        "zones": {"as": "Alan's discard", "bs": "Beth's hand", "b2": "Beth's discard"},
        "events": [{"kind": "card-moved", "card": "b2", "reason": "destroyed"}],
    }
    run_check(check)


# ---------------------------------------------------------------- played either way

EITHER = "Draw a card. Special: Before a base scores, you may play this card."


def test_a_special_after_what_the_action_does_compiles_as_one_more_way_to_play_it() -> None:
    outcome = compile_text(EITHER, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    on_play, special = outcome.compiled.abilities.abilities
    assert on_play.timing == "on-play" and [e.verb for e in on_play.effects] == ["draw"]
    assert special.timing == "special" and special.trigger is not None
    assert special.trigger.play and special.trigger.as_usual and not special.effects
    said_first = compile_text(
        "Special: Before a base scores, you may play this card. Draw a card.", "action"
    )
    assert said_first.compiled is not None
    assert said_first.compiled.abilities != outcome.compiled.abilities  # a Special only


def test_the_action_said_either_way_is_played_as_usual_on_its_turn() -> None:
    run_check(
        {
            "cards": {"flex": stand_in(EITHER, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["flex"]},
                "decks": {"Alan": [{"card": 1, "name": "d1"}]},
            },
            "do": [{"play": "flex"}],
            "expect": {"zones": {"flex": "Alan's discard", "d1": "Alan's hand"}},
        }
    )


def test_the_special_only_action_is_not_played_as_usual() -> None:
    text = "Special: Before a base scores, you may play this card. Draw a card."
    run_check(
        {
            "cards": {"flex": stand_in(text, "action")},
            "setup": {"bases": [{"name": "bank", "breakpoint": 30}], "hands": {"Alan": ["flex"]}},
            "do": [{"play": "flex", "illegal": "is a Special"}],
        }
    )


@pytest.mark.parametrize("moment", ["Before", "After"])
def test_the_action_said_either_way_is_played_at_its_moment_too(moment: str) -> None:
    """Beth plays Alan's-turn Special from her hand as the base scores: not one of the
    turn's plays, and it does what the card does."""
    check = _scoring(
        {"flex": stand_in(EITHER.replace("Before", moment), "action")},
        bank={"Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 6, "name": "b6"}]},
        keep={},
        hands={"Beth": ["flex"]},
        decks={"Beth": [{"card": 1, "name": "d1"}]},
    )
    check["choices"] = [{"use-ability": "flex", "player": "Beth"}]
    check["expect"] = {
        "zones": {"flex": "Beth's discard", "d1": "Beth's hand"},
        "events": [{"kind": "card-played", "card": "flex", "extra": False}],
    }
    run_check(check)


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Special: Before a base scores, you may play this card.", "action", "nothing more"),
        ("Draw a card. Special: Before a base scores, you may play this card.", "minion",
         "alone on this minion"),
        ("Play on a base. Ongoing: You have +1 power here. Special: Before a base scores, you"
         " may play this card.", "action", "alone on this action"),
        ("Ongoing: Before a base scores, you may play this card.", "action", "outside Special:"),
    ],
    ids=["nothing-before", "minion", "modifier", "ongoing"],
)  # fmt: skip
def test_a_special_said_after_near_miss_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def test_an_extra_play_given_at_once_does_not_offer_the_card_while_its_condition_fails() -> None:
    """A Special gives Alan an extra action at once: with another card beside it in his
    hand, the card of the condition is not among those offered."""
    run_check(
        {
            "cards": {"lone": stand_in(ALONE, "action"),
                      "echo": {"type": "action",
                               "special": {"on": "after-play", "do": {"extra-action": {}}}},
                      "zap": {"type": "action"}},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["echo", "lone", "zap", {"card": 1, "name": "m1"}]},
            },
            "do": [{"play": "m1", "on": "bank"}],
            "choices": [{"use-ability": "echo"}, {"play-extra": "zap"}],
            "expect": {"offered": {"play-extra": ["zap", "pass"]},
                       "not-offered": {"play-extra": ["lone"]},
                       "zones": {"lone": "Alan's hand", "zap": "Alan's discard"}},
        }
    )  # fmt: skip
