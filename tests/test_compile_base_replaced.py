""" "Special: Play after a base scores if there is a base in the discard pile. Add a base of
your choice from the discard pile instead of drawing a new base from the base deck."
compiled (lang-a): the Special's condition (the base discard pile holds a base: no other
pile holds bases), and the base that scored replaced by a base its player chooses from the
base discard pile, only alone in a Special after a base scores. Said back as printed, played
by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Condition, Effect, Selector
from smashwiki.engine.scenario import run_check

SWAP = (
    "Add a base of your choice from the discard pile instead of drawing a new base from the base "
    "deck."
)
FLEETING = f"Special: Play after a base scores if there is a base in the discard pile. {SWAP}"


@pytest.mark.parametrize(
    "text",
    [
        FLEETING,
        f"Special: Play after a base scores. {SWAP}",
        f"Special: Play after a base scores. {SWAP.replace('the discard', 'the base discard')}",
        "Special: Play after a base scores if there is a base in the discard pile. Draw a card.",
    ],
    ids=["fleeting", "no-condition", "base-discard-pile", "condition-alone"],
)
def test_the_base_replaced_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()


def test_the_base_replaced_is_one_of_the_base_discard_pile_if_it_holds_one() -> None:
    outcome = compile_text(FLEETING, "action")
    assert outcome.compiled is not None
    play, special = outcome.compiled.abilities.abilities
    chosen = Selector(what="base", pile="base-discard")
    assert play.effects == (Effect("replace-base", target=chosen, variant="from-base-discard"),)
    assert special.conditions == (Condition("base-in-discard"),)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (SWAP, "action"),
        (f"Special: Before a base scores, draw a card. {SWAP}", "action"),
        (f"After this base scores, {SWAP[0].lower()}{SWAP[1:]}", "base"),
        (f"Special: Play after a base scores. You may {SWAP[0].lower()}{SWAP[1:]}", "action"),
        (f"Draw a card. {SWAP}", "action"),
    ],
    ids=["no-special", "before-scoring", "a-base-trigger", "optional", "on-play"],
)
def test_the_base_replaced_stops_where_it_would_play_otherwise(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


def test_the_base_replaced_near_misses_compile_apart() -> None:
    one, other = (
        compile_text(FLEETING, "action"),
        compile_text(f"Special: Play after a base scores. {SWAP}", "action"),
    )
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _scored(discard: list[Any], choices: list[Any], **expect: Any) -> dict[str, Any]:
    """bank (Alan's 6 power on it) scores; Beth holds ``fleeting`` (printed FLEETING); the
    base deck's top is ``fresh``, the base discard pile ``discard``."""
    return {
        "cards": {"fleeting": stand_in(FLEETING, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 5, "minions": {"Alan": [6]}}],
            "hands": {"Beth": ["fleeting"]},
            "base-deck": [{"card": 20, "name": "fresh"}],
            "base-discard": discard,
        },
        "do": ["score"],
        "choices": choices,
        "expect": expect,
    }


def test_the_base_chosen_from_the_discard_pile_replaces_the_scored_one() -> None:
    discard = [{"card": 18, "name": "old1"}, {"card": 22, "name": "old2"}]
    choices = [{"use-ability": "fleeting", "player": "Beth"}, {"replacement-base": "old2"}]
    run_check(_scored(discard, choices, bases=["old2"], zones={"bank": "base-discard"}))


def test_with_no_base_in_the_discard_pile_the_new_base_is_drawn() -> None:
    run_check(_scored([], [], bases=["fresh"], zones={"fleeting": "Beth's hand"}))
