"""A minion's trigger as it goes to the discard pile from play: "When this minion goes to
the discard pile (from play), you may place it back into your hand." compiles to the
values Jumper's hand declares (goes-to-discard, while this card is in your discard pile,
this card into your hand) and is played so; a wording that says otherwise stops or is
rejected."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import parse_abilities
from smashwiki.engine.scenario import run_check

BACK = (
    "Ongoing: When this minion goes to the discard pile (from play), you may place it back "
    "into your hand."
)
HAND_DECLARED = {
    "triggers": [
        {"on": "goes-to-discard", "do": {"self-to-hand": True}, "may": True, "in-discard": True}
    ]
}


def test_it_compiles_to_the_hand_declared_values() -> None:
    outcome = compile_text(BACK, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    assert outcome.compiled.abilities == parse_abilities(HAND_DECLARED)


@pytest.mark.parametrize(
    "text",
    [
        # "back" after a moment that is not its going to the discard pile
        "Ongoing: When this minion is destroyed, you may place it back into your hand.",
        # the moment without "(from play)": not what the engine's moment is
        "Ongoing: When this minion goes to the discard pile, you may place it back into your hand.",
        # "back" with another effect, or to another pile
        "Ongoing: When this minion goes to the discard pile (from play), you may place it back "
        "into your hand and draw a card.",
        "Ongoing: When this minion goes to the discard pile (from play), you may place it back "
        "on top of your deck.",
        # "it" alone, with no trigger naming it
        "Place it back into your hand.",
    ],
)
def test_other_wordings_stop(text: str) -> None:
    assert compile_text(text, "minion").status == "stopped"


@pytest.mark.parametrize(
    "text",
    [
        # another effect at that moment: said in the engine's words, not the print's
        "Ongoing: When this minion goes to the discard pile (from play), you may draw a card.",
        # "this card" on a minion: the renderer says "this minion"
        "Ongoing: When this card goes to the discard pile (from play), you may place it back "
        "into your hand.",
    ],
)
def test_near_misses_are_rejected(text: str) -> None:
    assert not compile_text(text, "minion").accepted


def test_may_and_must_stay_apart() -> None:
    must = BACK.replace("you may place", "place")
    values = [compile_text(text, "minion").compiled for text in (BACK, must)]
    assert None not in values and values[0] != values[1]


def _destroyed(choices: list[dict[str, str]], zone: str, *, optional: bool = True) -> None:
    """The card (Alan's, at "bank") destroyed by an action; then where it is."""
    text = BACK if optional else BACK.replace("you may place", "place")
    run_check(
        {
            "players": ["Alan", "Beth"],
            "cards": {
                "back": stand_in(text, "minion", power=2),
                "zap": {"type": "action", "on-play": {"destroy": 1}},
            },
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Alan": ["back"], "Beth": [{"card": 3, "name": "rival"}]},
                    }
                ],
                "hands": {"Alan": ["zap"]},
            },
            "do": [{"play": "zap"}],
            "choices": [{"destroy-target": "back"}, *choices],
            "expect": {"zones": {"back": zone, "rival": "at bank"}},
        },
        {},
    )


def test_destroyed_it_may_go_back_into_its_owners_hand() -> None:
    _destroyed([{"use-ability": "back"}], "Alan's hand")


def test_declined_it_stays_in_the_discard_pile() -> None:
    _destroyed([{"use-ability": "pass"}], "Alan's discard")


def test_without_may_it_goes_back_unasked() -> None:
    _destroyed([], "Alan's hand", optional=False)


def test_a_wrong_zone_fails_the_check() -> None:
    with pytest.raises(ExpectationFailed):
        _destroyed([{"use-ability": "back"}], "Alan's discard")


def _scored(choices: list[dict[str, Any]], zone: str) -> None:
    """The card at "bank", which scores: it goes to the discard pile from play."""
    run_check(
        {
            "players": ["Alan", "Beth"],
            "cards": {"back": stand_in(BACK, "minion", power=5)},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 5, "minions": {"Alan": ["back"]}}],
            },
            "do": ["score"],
            "choices": choices,
            "expect": {"zones": {"back": zone}},
        },
        {},
    )


def test_discarded_as_its_base_scores_it_may_go_back() -> None:
    _scored([{"use-ability": "back"}], "Alan's hand")
