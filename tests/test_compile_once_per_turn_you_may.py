"""lang-once: "Once per turn, you may ..." and "Once on each of your turns, you may ..."
opening a minion's text (or a sentence of it) are the rulebook's Talent (normalise rule 8):
an ability its controller may use once on each of their turns. They compile to the values
of "Talent: You may ...", and play as one: used once, refused the second time in that
turn, usable again on the next, never by another player. On a base or an action (where the
engine offers no Talent) they stop, and so does a limit shared by copies of a card ("You
can only use one X's ability each turn": the engine keeps a used Talent per card, not per
name). Near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.scenario import run_check

PER_TURN = "Once per turn, you may draw a card."
EACH_TURN = "Once on each of your turns, you may draw a card."


@pytest.mark.parametrize(
    ("printed", "talent"),
    [
        (PER_TURN, "Talent: You may draw a card."),
        (EACH_TURN, "Talent: You may draw a card."),
        ("Once per turn you may draw a card.", "Talent: You may draw a card."),
        (
            "Once per turn, you may move one of your minions to this base.",
            "Talent: You may move one of your minions to this base.",
        ),
        (
            "Once on each of your turns, you may destroy one of your minions here to draw a card.",
            "Talent: You may destroy one of your minions here to draw a card.",
        ),
        (
            "Ongoing: This minion has +1 power. Once per turn, you may draw a card.",
            "Ongoing: This minion has +1 power. Talent: You may draw a card.",
        ),
    ],
    ids=["per-turn", "each-of-your-turns", "no-comma", "move-here", "cost", "after-ongoing"],
)
def test_once_per_turn_you_may_is_a_talent(printed: str, talent: str) -> None:
    outcome = compile_text(printed, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert_same_values(printed, talent, "minion")
    assert outcome.compiled is not None
    timings = [a.timing for a in outcome.compiled.abilities.abilities]
    assert "talent" in timings


def test_the_rule_is_written_down_in_normalise() -> None:
    assert normalise(PER_TURN) == normalise(EACH_TURN) == "Talent: You may draw a card"
    # only where a sentence opens: not after a label, not inside a sentence
    assert normalise("Ongoing: Once per turn, you may draw a card.").startswith("Ongoing: ")


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (PER_TURN, "base", "on a base (or 'Once per turn, you may ...'"),
        (PER_TURN, "action", "on an action"),
        ("Play on a base. Ongoing: Once per turn, you may draw a card.", "action", ""),
        ("Ongoing: Once per turn, you may draw a card.", "minion", ""),
        ("Talent: Once per turn, you may draw a card.", "minion", ""),
        ("Once per turn, draw a card.", "minion", ""),
        ("Twice per turn, you may draw a card.", "minion", ""),
        ("Once on each of their turns, you may draw a card.", "minion", ""),
        ("Once per round, you may draw a card.", "minion", ""),
        (
            "Once per turn, you may draw a card. You can only use one Nymph's ability each turn.",
            "minion",
            "",
        ),
        (
            "Talent: Draw a card. You can only use one Nymph's ability each turn.",
            "minion",
            "",
        ),
    ],
    ids=["base", "action", "action-ongoing", "after-ongoing-label", "after-talent-label",
         "not-may", "twice", "their-turns", "per-round", "shared-limit", "talent-shared-limit"],
)  # fmt: skip
def test_once_per_turn_stops_where_the_engine_cannot_offer_it(
    text: str, card_type: str, why: str
) -> None:
    outcome = compile_text(text, card_type, card_name="Nymph")
    assert outcome.status == "stopped", outcome.describe()
    assert why in outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (PER_TURN, "Draw a card."),
        (PER_TURN, "Ongoing: Once per turn, after you play a minion, draw a card."),
        (PER_TURN, "Once per turn, you may draw 2 cards."),
    ],
    ids=["vs-on-play", "vs-trigger", "vs-two-cards"],
)
def test_once_per_turn_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "minion")


def _scout(text: str, steps: list[dict[str, Any] | str], choices: int) -> dict[str, Any]:
    """Alan's ``scout`` (printed ``text``) at bank; his deck d1..d6 (top first)."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"scout": stand_in(text, "minion", power=2)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": {"Alan": ["scout"]}}],
            "decks": {
                "Alan": [{"card": 1, "name": f"d{n}"} for n in range(1, 7)],
                "Beth": [{"card": 1, "name": f"b{n}"} for n in range(1, 5)],
            },
        },
        "do": steps,
        "choices": [{"may": "yes", "player": "Alan"}] * choices,
    }


@pytest.mark.parametrize("text", [PER_TURN, EACH_TURN], ids=["per-turn", "each-of-your-turns"])
def test_used_once_then_refused_the_same_turn(text: str) -> None:
    steps: list[dict[str, Any] | str] = [
        {"talent": "scout"},
        {"talent": "scout", "illegal": "already used this turn"},
    ]
    run_check({**_scout(text, steps, 1), "expect": {"hand": {"Alan": ["d1"]}}})


@pytest.mark.parametrize("text", [PER_TURN, EACH_TURN], ids=["per-turn", "each-of-your-turns"])
def test_usable_again_on_your_next_turn_never_by_the_other_player(text: str) -> None:
    steps: list[dict[str, Any] | str] = [
        {"talent": "scout"},  # d1; Alan's draw phase then draws d2, d3
        "next-turn",
        {"talent": "scout", "as": "Beth", "illegal": "does not control"},
        "next-turn",
        {"talent": "scout"},  # d4, on Alan's next turn
    ]
    expect = {"hand": {"Alan": ["d1", "d2", "d3", "d4"]}, "active": "Alan"}
    run_check({**_scout(text, steps, 2), "expect": expect})


def test_the_may_is_the_players_to_decline() -> None:
    check = _scout(PER_TURN, [{"talent": "scout"}], 0)
    check["choices"] = [{"may": "no", "player": "Alan"}]
    expect = {"hand": {"Alan": []}, "deck-size": {"Alan": 6}, "events": [{"kind": "talent-used"}]}
    run_check({**check, "expect": expect})
