""" "At the end of the turn, destroy this minion." / "At the start of your next turn, draw
a card." compiled as delayed effects (``later``): scheduled as the ability resolves,
done once at that moment. Our own texts and checks. Played as printed; near-misses (a
trigger's "at the end of your turn", an Ongoing: text, "it") stop or compile apart."""

from __future__ import annotations

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type", "moment"),
    [
        ("At the end of the turn, destroy this minion.", "minion", "end-of-turn"),
        ("Draw a card. At the start of your next turn, draw a card.", "action",
         "start-of-your-next-turn"),
        ("Talent: Draw a card. At the end of the turn, destroy this minion.", "minion",
         "end-of-turn"),
        ("At the end of the turn, you may draw a card.", "action", "end-of-turn"),
    ],
)  # fmt: skip
def test_a_delayed_effect_compiles_as_later(text: str, card_type: str, moment: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    later = ability.effects[-1]
    assert later.verb == "later" and later.duration is not None
    assert later.duration.kind == moment
    assert ability.trigger is None


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: At the end of the turn, destroy this card.",
        "Choose a minion. It gains +2 power until the end of the turn. At the end of the turn, "
        "return it to its owner's hand.",
        "Destroy this card at the end of the turn, then draw a card.",  # lang-x: said last, alone
    ],
    ids=["ongoing", "it", "moment-after-then"],
)
def test_a_delayed_effect_the_grammar_cannot_place_stops(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def test_the_end_of_your_turn_is_a_trigger_not_a_delayed_effect() -> None:
    outcome = compile_text("Ongoing: At the end of your turn, draw a card.", "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None and ability.trigger.moment == "end-of-turn"
    assert all(e.verb != "later" for e in ability.effects)


def test_a_compiled_minion_is_destroyed_at_the_end_of_the_turn() -> None:
    daredevil = stand_in("At the end of the turn, destroy this minion.", "minion", power=4)
    run_check(
        {
            "cards": {"daredevil": daredevil},
            "setup": {"bases": [{"name": "bank", "breakpoint": 30}],
                      "hands": {"Alan": ["daredevil"]}},
            "do": [{"play": "daredevil", "on": "bank",
                    "expect": {"zones": {"daredevil": "at bank"}}}, "end"],
            "expect": {"zones": {"daredevil": "Alan's discard"}},
        },
        {},
    )  # fmt: skip


def test_a_compiled_next_turn_draw_waits_for_your_next_turn() -> None:
    plan = stand_in("At the start of your next turn, draw a card.", "action")
    deck = [{"card": 1, "name": f"d{n}"} for n in range(1, 5)]
    run_check(
        {
            "cards": {"plan": plan},
            "setup": {"bases": [{"name": "bank", "breakpoint": 30}], "hands": {"Alan": ["plan"]},
                      "decks": {"Alan": deck}},
            "do": [{"play": "plan"},
                   {"next-turn": None, "expect": {"zones": {"d3": "Alan's deck"}}}, "next-turn"],
            "expect": {"zones": {"d3": "Alan's hand", "d4": "Alan's deck"}},
        },
        {},
    )  # fmt: skip
