"""An action played as a Special before a base scores, said as the rulebook's cards say it
(lang-basedeck): "Special: Before a base scores, you may play this card to destroy a minion
there." and "... you may play this card. Destroy a minion there." are one meaning with
"Special: Before a base scores, destroy a minion there." (normalise rule: the glossary's
Special, a card played from the hand at its moment if its player chooses). Played by
scenarios: offered before the base scores, declined stays in hand, played goes to the
discard pile after its effects, which act on the scoring base ("there"). Near-misses stop
or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.normalise import normalise
from smashwiki.engine.scenario import run_check

DESTROY = "Special: Before a base scores, destroy a minion of power 2 or less there."
EXTRA = "Special: Before a base scores, play an extra minion there."


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Special: Before a base scores, you may play this card to destroy a minion of power 2"
         " or less there.", DESTROY),
        ("Special: Before a base scores, you may play this card. Destroy a minion of power 2 or"
         " less there.", DESTROY),
        ("Special: Before a base scores, you may play this action to destroy a minion of power"
         " 2 or less there.", DESTROY),
        ("Special: Before a base scores, you may play this card to play an extra minion there.",
         EXTRA),
        ("Special: Before a base scores, you may play this card. Play an extra minion there.",
         EXTRA),
        ("Special: Before a base scores, you may play this card to draw a card for each of"
         " your minions there.", "Special: Before a base scores, draw a card for each of your"
         " minions there."),
        ("Special: Before a base scores, you may play this card. You may destroy a minion"
         " there.", "Special: Before a base scores, you may destroy a minion there."),
    ],
    ids=["to-destroy", "then-destroy", "this-action", "to-extra", "then-extra", "for-each",
         "then-may"],
)  # fmt: skip
def test_playing_this_card_before_a_base_scores_is_the_special(
    printed: str, canonical: str
) -> None:
    assert_same_values(printed, canonical, "action")


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # nothing said that it does
        ("Special: Before a base scores, you may play this card.", "action", "more"),
        # a moment the Special's play is not said at (only before or after a base scores)
        ("Special: After a minion is destroyed, you may play this card to draw a card.",
         "action", "'to'"),
        # "to you may ...": not English, not normalised
        ("Special: Before a base scores, you may play this card to you may draw a card.",
         "action", "'to'"),
        # a minion's or titan's "this card" played there and more: which?
        ("Special: Before a base scores, you may play this card to destroy a minion there.",
         "minion", "more than play it there"),
        ("Special: Before a base scores, you may play this card to destroy a minion there.",
         "titan", "more than play it there"),
        # not a Special
        ("Ongoing: Before a base scores, you may play this card to draw a card.", "action",
         "outside Special:"),
        ("Before a base scores, you may play this card to draw a card.", "action",
         "outside Special:"),
        # "this minion" on an action
        ("Special: Before a base scores, you may play this minion to draw a card.", "action",
         "'to'"),
    ],
    ids=["nothing-done", "other-moment", "to-you-may", "on-a-minion", "on-a-titan",
         "ongoing", "unlabelled", "this-minion"],
)  # fmt: skip
def test_a_special_play_near_miss_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def test_the_play_is_normalised_only_at_its_moment() -> None:
    text = "Special: After a minion is destroyed, you may play this card to draw a card."
    assert normalise(text) == text.removesuffix(".")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Special: Before a base scores, you may play this card to destroy a minion there.",
         "Special: Before a base scores, you may play this card to destroy a minion of power 2"
         " or less there."),
        ("Special: Before a base scores, you may play this card to destroy a minion there.",
         "Special: Before a base scores, you may play this card. You may destroy a minion"
         " there."),
        ("Special: Before a base scores, you may play this card to play an extra minion there.",
         "Special: Before a base scores, you may play this card to play an extra action."),
    ],
    ids=["power-filter", "may-destroy", "minion-vs-action"],
)  # fmt: skip
def test_a_special_play_near_miss_compiles_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def _scored(text: str, choices: list[Any], expect: dict[str, Any], **hands: Any) -> None:
    """Bank (breakpoint 8, VPs 4 2 1) scores on Alan's turn: Alan's 3 there, Beth's 2 and
    4 (Beth first, 6 to 3); Alan holds ``text`` (``hands``: more in his hand)."""
    run_check(
        {
            "cards": {"trick": stand_in(text, "action")},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 8, "vps": [4, 2, 1],
                     "minions": {"Alan": [{"card": 3, "name": "a3"}],
                                 "Beth": [{"card": 2, "name": "b2"}, {"card": 4, "name": "b4"}]}},
                    {"name": "keep", "breakpoint": 30,
                     "minions": {"Beth": [{"card": 1, "name": "k1"}]}},
                ],
                "hands": {"Alan": ["trick", *hands.get("more", [])]},
                "base-deck": [{"card": 20, "name": "fresh"}],
            },
            "do": ["score"],
            "choices": choices,
            "expect": expect,
        }
    )  # fmt: skip


TO_DESTROY = (
    "Special: Before a base scores, you may play this card to destroy a minion of power 2 or"
    " less there."
)


def test_the_special_action_destroys_at_the_scoring_base_then_is_discarded() -> None:
    _scored(
        TO_DESTROY,
        [{"use-ability": "trick"}],  # b2 the one minion of power 2 or less there (k1 elsewhere)
        {
            "zones": {"trick": "Alan's discard", "k1": "at keep"},
            "vps": {"Beth": 4, "Alan": 2},
            "events": [
                {"kind": "card-played", "card": "trick"},
                {"kind": "card-moved", "card": "b2", "reason": "destroyed"},
            ],
        },
    )


def test_the_special_action_declined_stays_in_hand() -> None:
    _scored(
        TO_DESTROY,
        [{"use-ability": "pass"}],
        {
            "hand": {"Alan": ["trick"]},
            "vps": {"Beth": 4, "Alan": 2},
            "no-events": [
                {"kind": "card-played", "card": "trick"},
                {"kind": "card-moved", "card": "b2", "reason": "destroyed"},
            ],
        },
    )


def test_the_extra_minion_is_played_on_the_scoring_base_and_counts_there() -> None:
    _scored(
        "Special: Before a base scores, you may play this card to play an extra minion there.",
        [{"use-ability": "trick"}, {"play-extra": "m5"}],
        {
            "zones": {"trick": "Alan's discard"},
            "events": [{"kind": "card-played", "card": "m5", "target": "bank"}],
            "vps": {"Alan": 4, "Beth": 2},  # 8 to 6: the minion counted where it scores
        },
        more=[{"card": 5, "name": "m5"}],
    )
