""" "X to Y" beyond lang-x (lang-costs2): a +1 power counter of this minion as the cost
("Talent: Take a +1 power counter off this minion to ..."), paid only by a minion that has
one, all or nothing, so with none the effect cannot be chosen; and an action's Special
that would do other than what the card does played as usual (the engine plays one set of
effects either way): it stops. Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.scenario import run_check

SHARE = (
    "Talent: Remove a +1 power counter from this minion to place a +1 power counter on a minion."
)
PASS_ON = (
    "Talent: Remove a +1 power counter from this minion to place a +1 power counter on another"
    " minion."
)
DRAW = "Talent: You may remove a +1 power counter from this minion to draw two cards."


def _talent(text: str) -> Any:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.timing == "talent"
    return ability


@pytest.mark.parametrize(
    ("text", "verb", "may", "other"),
    [
        (SHARE, "place-counters", False, False),
        (PASS_ON, "place-counters", False, True),
        (DRAW, "draw", True, False),
        ("Ongoing: At the start of your turn, you may remove a +1 power counter from this"
         " minion to gain 1 VP.", "gain-vp", True, False),
    ],
    ids=["on-a-minion", "on-another", "may-draw", "start-of-turn"],
)  # fmt: skip
def test_a_counter_of_this_minion_as_the_cost_compiles(
    text: str, verb: str, may: bool, other: bool
) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    assert (effect.verb == "may") is may
    if may:
        (effect,) = effect.effects
    assert effect.verb == verb
    (cost,) = effect.cost
    assert cost.verb == "remove-counters" and cost.target is not None
    assert cost.target.this == "self-or-host"
    if verb == "place-counters":
        assert effect.target is not None and effect.target.other is other


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Talent: Remove a +1 power counter from a minion to draw a card.", "other than this"),
        ("Talent: Remove a +1 power counter from one of your minions to draw a card.",
         "other than this"),
        ("Talent: Remove two +1 power counters from this minion to draw a card.", "more than one"),
        ("Talent: Remove a +1 power counter from this minion to to draw a card.", ""),
    ],
    ids=["any-minion", "your-minion", "two-counters", "to-twice"],
)  # fmt: skip
def test_counter_cost_near_misses_stop(text: str, why: str) -> None:
    assert_stops(text, "minion", why)


@pytest.mark.parametrize(
    "second",
    [
        "Talent: Remove a +1 power counter from this minion. Place a +1 power counter on"
        " another minion.",
        "Talent: Move a +1 power counter from a minion to another minion.",
        "Talent: Remove a +1 power counter from this minion to place a +1 power counter on"
        " a minion.",
        "Talent: You may remove a +1 power counter from this minion to place a +1 power"
        " counter on another minion.",
    ],
    ids=["two-sentences", "move", "a-minion", "may"],
)
def test_counter_cost_near_misses_compile_apart(second: str) -> None:
    assert_apart(PASS_ON, second, "minion")


def _donor(text: str = PASS_ON, counters: int = 1) -> dict[str, Any]:
    """Alan's ``donor`` (a minion printed ``text``, ``counters`` on it) at bank, beside his
    ``pal`` and Beth's ``rival``; Alan uses its Talent."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"donor": stand_in(text, "minion", power=2)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": {
                "Alan": [{"card": "donor", "name": "donor", "counters": counters},
                         {"card": 3, "name": "pal"}],
                "Beth": [{"card": 2, "name": "rival"}]}}],
            "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": [{"talent": "donor"}],
    }  # fmt: skip


def test_the_counter_paid_goes_to_another_minion() -> None:
    check = _donor(counters=2)
    check["choices"] = [{"counter-target": "rival"}]
    run_check({**check, "expect": {"counters": {"donor": 1, "rival": 1, "pal": 0}}})


def test_the_counter_cannot_go_back_on_this_minion() -> None:
    check = _donor(counters=2)
    check["choices"] = [{"counter-target": "donor"}]
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"counters": {"donor": 2, "rival": 1}}})


def test_the_counter_goes_where_chosen_not_elsewhere() -> None:
    check = _donor(counters=1)
    check["choices"] = [{"counter-target": "pal"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"counters": {"donor": 0, "rival": 1}}})


def test_with_no_counter_to_pay_nothing_is_placed() -> None:
    check = _donor(counters=0)  # (not asked where: the cost cannot be paid)
    used = [{"kind": "talent-used", "card": "donor"}]
    counters = {"donor": 0, "rival": 0, "pal": 0}
    run_check({**check, "expect": {"counters": counters, "events": used}})


def test_declining_the_optional_cost_keeps_the_counter_and_draws_nothing() -> None:
    check = _donor(DRAW, counters=1)
    check["choices"] = [{"may": "no"}]
    zones = {"d1": "Alan's deck"}
    used = [{"kind": "talent-used", "card": "donor"}]
    run_check({**check, "expect": {"counters": {"donor": 1}, "zones": zones, "events": used}})


def test_paying_the_optional_cost_draws_two() -> None:
    check = _donor(DRAW, counters=1)
    check["choices"] = [{"may": "yes"}]
    zones = {"d1": "Alan's hand", "d2": "Alan's hand"}
    run_check({**check, "expect": {"counters": {"donor": 0}, "zones": zones}})


# ---- an action's Special doing other than what it does as usual


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card. Special: Before a base scores, you may play this card to play an extra"
        " minion there.",
        "Gain 1 VP. Special: Before a base scores, you may play this card to destroy a minion"
        " of power 2 or less there.",
        "Draw a card. Special: Before a base scores, you may play this card. Gain 1 VP.",
    ],
    ids=["draw-or-extra", "vp-or-destroy", "said-after"],
)
def test_an_action_doing_one_thing_or_another_as_a_special_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


# ---- a cost to prevent a destruction: "If ... would be destroyed, you may X to prevent it."

WARD = (
    "Ongoing: If another of your minions would be destroyed, you may discard a card to prevent it."
)
SPENT = (
    "Special: If another of your minions here would be destroyed, you may remove a +1 power"
    " counter from this minion to prevent it."
)


@pytest.mark.parametrize(
    ("text", "card_type", "timing", "may", "cost_verb"),
    [
        (WARD, "minion", "trigger", True, "discard"),
        (SPENT, "minion", "special", True, "remove-counters"),
        ("If one of your minions here would be destroyed, discard a card to prevent it.",
         "minion", "trigger", False, "discard"),
        ("Special: If another of your minions would be destroyed, you may destroy this minion"
         " to prevent it.", "minion", "special", True, "destroy"),
        ("Play on a minion. Ongoing: If this minion would be destroyed, you may discard a card"
         " to prevent it.", "action", "trigger", True, "discard"),
    ],
    ids=["ongoing-discard", "special-counter", "forced", "special-destroy-self", "on-a-minion"],
)  # fmt: skip
def test_a_cost_to_prevent_a_destruction_compiles(
    text: str, card_type: str, timing: str, may: bool, cost_verb: str
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    ability = outcome.compiled.abilities.abilities[-1]
    assert ability.timing == timing and not ability.effects  # the cost is all it does
    trigger = ability.trigger
    assert trigger is not None and trigger.moment == "would-be-destroyed"
    assert trigger.may is may and trigger.in_play is (timing == "special")
    (cost,) = trigger.cost
    assert cost.verb == cost_verb


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Special: If another of your minions would be destroyed, you may discard a card to"
         " prevent it.", "minion", "from the hand, or while in play"),
        ("If another of your minions would be destroyed, you may discard a card to prevent it.",
         "action", "not in play"),
        ("If a minion here would be destroyed, you may discard a card to prevent it.", "base",
         "on a base"),
        ("Ongoing: If another of your minions would be destroyed, you may discard up to two"
         " cards to prevent it.", "minion", "up to"),
        ("Ongoing: If another of your minions would be destroyed, you may draw a card to"
         " prevent it.", "minion", ""),
        ("Ongoing: If another of your minions would be destroyed, you may destroy a minion to"
         " prevent it.", "minion", "another player's"),
        ("Ongoing: If another of your minions would be destroyed, you may discard a card to"
         " prevent it instead.", "minion", ""),
    ],
    ids=["special-from-hand-or-play", "plain-action", "base", "up-to", "draw-as-cost",
         "anyones-minion", "prevent-instead"],
)  # fmt: skip
def test_prevent_near_misses_stop(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    "second",
    [
        "Ongoing: If another of your minions would be destroyed, discard a card to prevent it.",
        "Ongoing: If one of your minions would be destroyed, you may discard a card to prevent it.",
        "Ongoing: If another of your minions here would be destroyed, you may discard a card to"
        " prevent it.",
        "Ongoing: If another of your minions would be destroyed, you may discard two cards to"
        " prevent it.",
        "Ongoing: If another of your minions would be destroyed, you may return it to your hand"
        " instead.",
    ],
    ids=["forced", "your-any", "here", "two-cards", "instead-effect"],
)
def test_prevent_near_misses_compile_apart(second: str) -> None:
    assert_apart(WARD, second, "minion")


def _ward(text: str = WARD, hand: int = 1, counters: int = 0) -> dict[str, Any]:
    """Beth's ``axe`` destroys a minion of her choice; Alan's ``warden`` (printed ``text``,
    ``counters`` on it) at bank beside his ``pal``, Alan holding ``hand`` cards; his ``far``
    at away."""
    held = [{"card": 1, "name": f"a{n}"} for n in range(1, hand + 1)]
    return {
        "players": ["Alan", "Beth"],
        "active": "Beth",
        "cards": {
            "warden": stand_in(text, "minion", power=2),
            "axe": {"type": "action", "on-play": {"destroy": 1}},
        },
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 40, "minions": {"Alan": [
                    {"card": "warden", "name": "warden", "counters": counters},
                    {"card": 3, "name": "pal"}]}},
                {"name": "away", "breakpoint": 40, "minions": {"Alan": [
                    {"card": 2, "name": "far"}]}},
            ],
            "hands": {"Alan": held, "Beth": ["axe"]},
        },
        "do": [{"play": "axe"}],
    }  # fmt: skip


def test_paying_the_discard_saves_the_minion() -> None:
    check = _ward()
    check["choices"] = [{"destroy-target": "pal"}, {"may": "yes", "player": "Alan"}]
    zones = {"pal": "at bank", "a1": "Alan's discard"}
    events = [{"kind": "destruction-replaced", "card": "pal"}]
    run_check({**check, "expect": {"zones": zones, "events": events}})


def test_declining_the_discard_lets_the_minion_be_destroyed() -> None:
    check = _ward()
    check["choices"] = [{"destroy-target": "pal"}, {"may": "no", "player": "Alan"}]
    run_check({**check, "expect": {"zones": {"pal": "Alan's discard", "a1": "Alan's hand"}}})


def test_a_saved_minion_is_not_in_the_discard_pile() -> None:
    check = _ward()
    check["choices"] = [{"destroy-target": "pal"}, {"may": "yes", "player": "Alan"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"pal": "Alan's discard"}}})


def test_with_no_card_to_discard_the_minion_is_destroyed_unasked() -> None:
    check = _ward(hand=0)
    check["choices"] = [{"destroy-target": "far"}]
    run_check({**check, "expect": {"zones": {"far": "Alan's discard"}}})


def test_the_ward_does_not_save_itself() -> None:
    check = _ward()
    check["choices"] = [{"destroy-target": "warden"}]  # (not asked: another of yours only)
    run_check({**check, "expect": {"zones": {"warden": "Alan's discard", "a1": "Alan's hand"}}})


def test_the_counter_pays_to_save_a_minion_here() -> None:
    check = _ward(SPENT, hand=0, counters=1)
    check["choices"] = [{"destroy-target": "pal"}, {"may": "yes", "player": "Alan"}]
    expect = {"zones": {"pal": "at bank"}, "counters": {"warden": 0}}
    run_check({**check, "expect": expect})


def test_with_no_counter_the_minion_here_is_destroyed() -> None:
    check = _ward(SPENT, hand=0, counters=0)
    check["choices"] = [{"destroy-target": "pal"}]
    run_check({**check, "expect": {"zones": {"pal": "Alan's discard"}}})


def test_the_counter_saves_no_minion_elsewhere() -> None:
    check = _ward(SPENT, hand=0, counters=1)
    check["choices"] = [{"destroy-target": "far"}]
    run_check({**check, "expect": {"zones": {"far": "Alan's discard"}, "counters": {"warden": 1}}})


# ---- an action's Special after a base scores, said "you may play this card to ..."

RECOUP = "Special: After a base scores, you may play this card to draw two cards."


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (RECOUP, "Special: After a base scores, draw two cards."),
        ("Special: After a base scores, you may play this card. Draw two cards.",
         "Special: After a base scores, draw two cards."),
        ("Special: After a base scores, you may play this action to gain 1 VP.",
         "Special: After a base scores, gain 1 VP."),
    ],
    ids=["to", "sentence", "this-action"],
)  # fmt: skip
def test_a_special_after_scoring_said_as_the_cards_play(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_a_special_after_scoring_said_so_differs_from_before() -> None:
    one = compile_text(RECOUP, "action")
    other = compile_text(RECOUP.replace("After", "Before"), "action")
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def _after_scoring(player: str) -> dict[str, Any]:
    """bank (breakpoint 8) scores on Alan's turn; ``player`` holds ``recoup``."""
    return {
        "cards": {"recoup": stand_in(RECOUP, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 8, "vps": [4, 2, 1], "minions": {
                    "Alan": [{"card": 3, "name": "a3"}], "Beth": [{"card": 6, "name": "b6"}]}},
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "hands": {player: ["recoup"]},
            "decks": {player: [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
        },
        "do": ["score"],
        "choices": [{"use-ability": "recoup", "player": player}],
    }  # fmt: skip


def test_the_special_is_played_after_the_base_scores_and_draws_two() -> None:
    check = _after_scoring("Beth")
    zones = {"recoup": "Beth's discard", "d1": "Beth's hand", "d2": "Beth's hand"}
    run_check({**check, "expect": {"zones": zones}})


def test_the_special_draws_for_its_player_only() -> None:
    check = _after_scoring("Beth")
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"d1": "Alan's hand"}}})


# ---- "here" after a cost that takes this card out of play: the engine loses the base


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: At the start of your turn, you may destroy this minion to play an extra"
        " minion of power 2 or less here.",
        "Talent: You may destroy this minion to play an extra minion here.",
        "Talent: You may return this minion to your hand to destroy a minion of power 2 or"
        " less here.",
    ],
    ids=["start-of-turn-extra", "talent-extra", "return-destroy-here"],
)
def test_here_after_this_minion_paid_stops(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "stopped", outcome.describe()
    assert "out of play" in outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "Talent: You may destroy this minion to play an extra minion.",
        "You may destroy one of your other minions here to play an extra minion here.",
    ],
    ids=["no-here", "another-minion-paid"],
)
def test_here_kept_by_a_cost_that_leaves_this_minion_compiles(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
