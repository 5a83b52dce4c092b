""" "X to Y", a cost (lang-x): "You may discard a card to draw two cards." The cost (X:
discard N cards from your hand, destroy or return one of your minions) is done first, and
only if all of it can be done (``Effect.cost``); the effect only if the cost was paid. "You
may" covers the pair: the player is asked before anything is paid (``may`` of the paid
effect). Said also in Talents and triggers. Played by scenarios that fail if the cost
were skipped, paid in part, paid by the wrong card, or forced; near-misses stop (a cost
whose payment cannot be checked in full first) or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.language.grammar import Ability, Effect
from smashwiki.engine.scenario import run_check

DRAW = "You may discard a card to draw two cards."
TWO = "Discard two cards to gain 1 VP."
SACRIFICE = "You may destroy one of your other minions here to draw two cards."
BOUNCE = "You may return one of your minions to your hand to play an extra action."
TALENT = "Talent: You may discard a card to draw a card."
AFTER = "Ongoing: After this minion is destroyed, you may discard a card to draw two cards."


def _ability(text: str, kind: str = "action") -> Ability:
    outcome = compile_text(text, kind)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return ability


def _paid(text: str, kind: str = "action") -> tuple[Effect, Effect, bool]:
    """The effect paid for, its one cost, and whether "you may" covers them."""
    (effect,) = _ability(text, kind).effects
    may = effect.verb == "may"
    if may:
        (effect,) = effect.effects
    (cost,) = effect.cost
    return effect, cost, may


@pytest.mark.parametrize(
    ("text", "kind", "verb", "cost_verb", "count", "may"),
    [
        (DRAW, "action", "draw", "discard", 1, True),
        (TWO, "action", "gain-vp", "discard", 2, False),
        ("You may discard two cards to destroy a minion of power 3 or less.", "action",
         "destroy", "discard", 2, True),
        (SACRIFICE, "minion", "draw", "destroy", 1, True),
        (BOUNCE, "minion", "play", "return", 1, True),
        ("Destroy one of your minions to gain 1 VP.", "action", "gain-vp", "destroy", 1, False),
        ("You may discard a card at random to draw two cards.", "action", "draw", "discard", 1,
         True),
        (TALENT, "minion", "draw", "discard", 1, True),
        (AFTER, "minion", "draw", "discard", 1, True),
        ("Ongoing: At the start of your turn, you may discard a card to gain 1 VP.", "minion",
         "gain-vp", "discard", 1, True),
    ],
    ids=["may-draw", "two-vp", "may-destroy", "sacrifice-here", "bounce-extra", "destroy-vp",
         "at-random", "talent", "after-destroyed", "start-of-turn"],
)  # fmt: skip
def test_costs_compile_and_say_themselves_back(
    text: str, kind: str, verb: str, cost_verb: str, count: int, may: bool
) -> None:
    effect, cost, covered = _paid(text, kind)
    assert effect.verb == verb and cost.verb == cost_verb and covered is may
    assert cost.target is not None and cost.target.quantifier.count == count
    assert not effect.optional and not cost.optional  # the pair is optional, not its parts


def test_the_cost_of_a_sacrifice_is_your_other_minion_here() -> None:
    _, cost, _ = _paid(SACRIFICE, "minion")
    assert cost.target is not None
    assert (cost.target.whose, cost.target.where, cost.target.other) == ("you", "here", True)


def test_a_talent_and_a_trigger_keep_their_timing() -> None:
    assert _ability(TALENT, "minion").timing == "talent"
    after = _ability(AFTER, "minion")
    assert after.timing == "trigger" and after.trigger is not None
    assert after.trigger.moment == "destroyed"


@pytest.mark.parametrize(
    "text",
    [
        "You may discard up to two cards to draw two cards.",
        "You may discard any number of cards to draw a card.",
        "Discard your hand to draw three cards.",
        "You may destroy a minion to draw two cards.",
        "You may destroy this card to draw two cards.",
        "You may return a minion to its owner's hand to draw a card.",
        "You may discard a card to draw a card and gain 1 VP.",
        "Discard a card to draw a card or gain 1 VP.",
        "You may discard a card to draw a card. If you do, gain 1 VP.",
        "You may draw a card to discard a card.",
        "You may discard a card to to draw a card.",
        "You may discard a card to you draw a card.",
        "Choose one: discard a card to draw two cards; or gain 1 VP.",
    ],
    ids=["up-to", "any-number", "whole-hand", "anyones-minion", "this-card",
         "anyones-return", "joined-and", "joined-or", "if-you-do", "draw-as-cost",
         "to-twice", "unknown-word", "an-option"],
)  # fmt: skip
def test_near_misses_stop(text: str) -> None:
    kind = "minion" if "this minion" in text else "action"
    outcome = compile_text(text, kind)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "second",
    [
        "Discard a card to draw two cards.",
        "You may discard two cards to draw two cards.",
        "You may discard a card to draw a card.",
        "You may discard a card. Draw two cards.",
        "Discard a card. You may draw two cards.",
    ],
    ids=["forced", "two-cards", "one-draw", "may-discard-then-draw", "discard-then-may"],
)
def test_near_misses_compile_apart(second: str) -> None:
    assert_apart(DRAW, second, "action")


# ---- played


def _game(text: str, hand: int = 1, deck: int = 2) -> dict[str, Any]:
    """Alan plays ``pick`` (an action printed ``text``) holding ``hand`` other cards
    (``a1`` ...) over a deck of ``deck`` (``d1`` ...)."""
    held = [{"card": 1, "name": f"a{n}"} for n in range(1, hand + 1)]
    return {
        "players": ["Alan", "Beth"],
        "cards": {"pick": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40}],
            "hands": {"Alan": ["pick", *held]},
            "decks": {"Alan": [{"card": 1, "name": f"d{n}"} for n in range(1, deck + 1)]},
        },
        "do": [{"play": "pick"}],
    }


def test_paying_the_cost_draws_the_cards() -> None:
    check = _game(DRAW)
    check["choices"] = [{"may": "yes", "player": "Alan"}]  # (a1 the one card to discard)
    zones = {"a1": "Alan's discard", "d1": "Alan's hand", "d2": "Alan's hand"}
    run_check({**check, "expect": {"zones": zones}})


def test_declining_pays_nothing_and_draws_nothing() -> None:
    check = _game(DRAW)
    check["choices"] = [{"may": "no", "player": "Alan"}]
    zones = {"a1": "Alan's hand", "d1": "Alan's deck", "pick": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


def test_a_declined_cost_that_was_paid_fails_the_check() -> None:
    check = _game(DRAW)
    check["choices"] = [{"may": "no", "player": "Alan"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"d1": "Alan's hand"}}})


def test_with_nothing_to_discard_nothing_is_drawn() -> None:
    check = _game(DRAW, hand=0)  # (not even asked: nothing to pay with)
    zones = {"d1": "Alan's deck", "d2": "Alan's deck", "pick": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


def test_a_cost_not_payable_in_full_is_not_paid_at_all() -> None:
    check = _game(TWO, hand=1)
    zones = {"a1": "Alan's hand", "pick": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones, "vps": {"Alan": 0}}})


def test_a_forced_cost_paid_in_full_gains_the_vp() -> None:
    check = _game(TWO, hand=3)
    check["choices"] = [{"discard-card": "a1"}, {"discard-card": "a3"}]
    zones = {"a1": "Alan's discard", "a3": "Alan's discard", "a2": "Alan's hand"}
    run_check({**check, "expect": {"zones": zones, "vps": {"Alan": 1}}})


def _sacrifice(mine: list[Any], text: str = SACRIFICE) -> dict[str, Any]:
    """Alan plays ``cult`` (a minion printed ``text``) at ``bank``, where he has ``mine``
    and Beth ``rival``."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"cult": stand_in(text, "minion", power=2)},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 40, "minions": {"Alan": mine, "Beth": [
                    {"card": 2, "name": "rival"}]}},
                {"name": "away", "breakpoint": 40, "minions": {"Alan": [
                    {"card": 2, "name": "far"}]}},
            ],
            "hands": {"Alan": ["cult"]},
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"play": "cult", "on": "bank"}],
    }  # fmt: skip


def test_destroying_your_other_minion_here_draws_two() -> None:
    check = _sacrifice([{"card": 3, "name": "thrall"}, {"card": 3, "name": "serf"}])
    check["choices"] = [{"may": "yes"}, {"destroy-target": "thrall"}]
    zones = {"thrall": "Alan's discard", "serf": "at bank", "d1": "Alan's hand"}
    run_check({**check, "expect": {"zones": {**zones, "cult": "at bank", "far": "at away"}}})


@pytest.mark.parametrize("wrong", ["rival", "far", "cult"])
def test_the_cost_is_only_your_other_minion_here(wrong: str) -> None:
    check = _sacrifice([{"card": 3, "name": "thrall"}, {"card": 3, "name": "serf"}])
    check["choices"] = [{"may": "yes"}, {"destroy-target": wrong}]
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {wrong: "Alan's discard"}}})


def test_with_no_other_minion_here_nothing_is_drawn() -> None:
    check = _sacrifice([])  # (not asked)
    zones = {"d1": "Alan's deck", "far": "at away", "cult": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


def test_a_minion_that_cannot_be_destroyed_cannot_pay_the_cost() -> None:
    check = _sacrifice(["stone"])
    check["cards"]["stone"] = stand_in(
        "Ongoing: This minion cannot be destroyed.", "minion", power=3
    )
    zones = {"stone": "at bank", "d1": "Alan's deck", "cult": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


def test_returning_your_minion_gives_the_extra_action() -> None:
    check = _sacrifice([{"card": 3, "name": "thrall"}], BOUNCE)
    check["cards"]["zap"] = {"type": "action"}
    check["setup"]["hands"]["Alan"].append("zap")
    check["choices"] = [{"may": "yes"}, {"return-target": "far"}]
    check["do"] = [*check["do"], {"play": "zap"}]
    run_check({**check, "expect": {"zones": {"far": "Alan's hand", "zap": "Alan's discard"}}})


def test_a_talent_pays_its_cost() -> None:
    check = {
        "players": ["Alan", "Beth"],
        "cards": {"sage": stand_in(TALENT, "minion", power=2)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": {"Alan": ["sage"]}}],
            "hands": {"Alan": [{"card": 1, "name": "a1"}]},
            "decks": {"Alan": [{"card": 1, "name": "d1"}]},
        },
        "do": [{"talent": "sage"}],
        "choices": [{"may": "yes"}],
    }
    run_check({**check, "expect": {"zones": {"a1": "Alan's discard", "d1": "Alan's hand"}}})


def test_after_this_minion_is_destroyed_its_owner_may_pay() -> None:
    check = {
        "players": ["Alan", "Beth"],
        "cards": {
            "martyr": stand_in(AFTER, "minion", power=2),
            "axe": {"type": "action", "on-play": {"destroy": 1}},
        },
        "active": "Beth",
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": {"Alan": ["martyr"]}}],
            "hands": {"Alan": [{"card": 1, "name": "a1"}], "Beth": ["axe"]},
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"play": "axe"}],
        "choices": [{"may": "yes", "player": "Alan"}],
    }  # fmt: skip
    zones = {"martyr": "Alan's discard", "a1": "Alan's discard", "d1": "Alan's hand"}
    run_check({**check, "expect": {"zones": {**zones, "d2": "Alan's hand"}}})


# ---- a moment said after the effect: "Destroy this minion at the end of the turn."

SAID_LAST = [
    ("Destroy this minion at the end of the turn.", "minion",
     "At the end of the turn, destroy this minion."),
    ("Return this minion to your hand at the end of the turn.", "minion",
     "At the end of the turn, return this minion to its owner's hand."),
    ("Draw a card at the start of your next turn.", "action",
     "At the start of your next turn, draw a card."),
    ("Talent: Destroy this minion at the end of the turn.", "minion",
     "Talent: At the end of the turn, destroy this minion."),
    ("Draw a card. Return this minion to your hand at the end of the turn.", "minion",
     "Draw a card. At the end of the turn, return this minion to its owner's hand."),
]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "kind", "first"), SAID_LAST, ids=["destroy", "return", "next-turn", "talent", "after"]
)
def test_a_moment_said_last_is_the_delayed_effect_said_first(
    text: str, kind: str, first: str
) -> None:
    last, said_first = compile_text(text, kind), compile_text(first, kind)
    assert last.status == "compiled", last.describe()
    assert said_first.compiled is not None and last.compiled is not None
    assert last.compiled.abilities == said_first.compiled.abilities
    assert last.compiled.abilities.abilities[0].effects[-1].verb == "later"


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: Destroy this minion at the end of the turn.",
        "After this minion is destroyed, draw a card at the end of the turn.",
        "Discard a card to draw two cards at the end of the turn.",
        "At the end of the turn, you may discard a card to draw two cards.",
        "Destroy this minion at the end of the round.",
        "Destroy this minion at the end of the turn, then draw a card.",
    ],
    ids=["ongoing", "in-a-trigger", "cost-later", "cost-said-first", "round", "joined"],
)
def test_a_moment_said_last_near_miss_stops(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "second",
    [
        "Destroy this minion at the end of your turn.",
        "Destroy this minion at the start of your next turn.",
        "Destroy this minion.",
    ],
    ids=["your-turn-trigger", "next-turn", "now"],
)
def test_a_moment_said_last_compiles_apart(second: str) -> None:
    one = compile_text("Destroy this minion at the end of the turn.", "minion")
    other = compile_text(second, "minion")
    if other.status != "compiled":  # "at the end of your turn" alone: a trigger, stops
        assert other.status == "stopped"
        return
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _daredevil(text: str) -> dict[str, Any]:
    return {
        "players": ["Alan", "Beth"],
        "cards": {"daredevil": stand_in(text, "minion", power=4)},
        "setup": {"bases": [{"name": "bank", "breakpoint": 30}], "hands": {"Alan": ["daredevil"]}},
    }


def test_a_minion_said_to_be_destroyed_at_the_end_of_the_turn_is_then() -> None:
    check = _daredevil("Destroy this minion at the end of the turn.")
    check["do"] = [
        {"play": "daredevil", "on": "bank", "expect": {"zones": {"daredevil": "at bank"}}},
        "end",
    ]
    run_check({**check, "expect": {"zones": {"daredevil": "Alan's discard"}}})


def test_a_minion_said_to_return_at_the_end_of_the_turn_goes_to_its_owners_hand() -> None:
    check = _daredevil("Return this minion to your hand at the end of the turn.")
    check["do"] = [
        {"play": "daredevil", "on": "bank", "expect": {"zones": {"daredevil": "at bank"}}},
        "end",
    ]
    run_check({**check, "expect": {"zones": {"daredevil": "Alan's hand"}}})


def test_the_returned_minion_is_not_destroyed_fails_the_check() -> None:
    check = _daredevil("Return this minion to your hand at the end of the turn.")
    check["do"] = [{"play": "daredevil", "on": "bank"}, "end"]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"daredevil": "Alan's discard"}}})


# ---- this minion as the cost: "Talent: You may destroy this minion to draw two cards."

SELF = "Talent: You may destroy this minion to draw two cards."


def _self_cost(text: str) -> dict[str, Any]:
    return {
        "players": ["Alan", "Beth"],
        "cards": {"zealot": stand_in(text, "minion", power=2)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": {"Alan": ["zealot"]}}],
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"talent": "zealot"}],
    }


def test_this_minion_destroyed_as_the_cost_draws_two() -> None:
    _, cost, may = _paid(SELF, "minion")
    assert cost.verb == "destroy" and cost.target is not None and cost.target.this and may
    check = _self_cost(SELF)
    check["choices"] = [{"may": "yes"}]
    zones = {"zealot": "Alan's discard", "d1": "Alan's hand", "d2": "Alan's hand"}
    run_check({**check, "expect": {"zones": zones}})


def test_this_minion_kept_draws_nothing() -> None:
    check = _self_cost(SELF)
    check["choices"] = [{"may": "no"}]
    zones = {"zealot": "at bank", "d1": "Alan's deck"}
    run_check({**check, "expect": {"zones": zones, "events": [{"kind": "talent-used"}]}})


def test_this_minion_that_cannot_be_destroyed_cannot_pay() -> None:
    check = _self_cost(f"Ongoing: This minion cannot be destroyed. {SELF}")
    zones = {"zealot": "at bank", "d1": "Alan's deck"}
    run_check({**check, "expect": {"zones": zones, "events": [{"kind": "talent-used"}]}})


def test_this_minion_returned_as_the_cost_draws_a_card() -> None:
    check = _self_cost("Talent: You may return this minion to your hand to draw a card.")
    check["choices"] = [{"may": "yes"}]
    zones = {"zealot": "Alan's hand", "d1": "Alan's hand", "d2": "Alan's deck"}
    run_check({**check, "expect": {"zones": zones}})
