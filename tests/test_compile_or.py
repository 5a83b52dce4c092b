""" "Or" between effects, targets, moments and forbidden things (lang-or).

- **Effects**: a choice of one of two effects said in one sentence ("Draw two cards or gain
  1 VP") is the choice "Choose one: ...; or ..." says (``choose``): the card's player
  chooses one option and only that one is done; "you may" before it is of the choice ("you
  may X or Y": one of them, or none: ``may`` of the ``choose``).
- **Targets of two kinds**: "Destroy a minion of power 3 or less or an action played on a
  minion", "Return a minion or an action to its owner's hand": one card of either kind,
  the choice of the effect on a card of each kind (a filter is its own noun's; a place
  must be said of both nouns or of neither: "a minion or an action on this base" stops).
- **An option that cannot be done**: the rules do not say whether an option that cannot be
  done at all (or only in part) may be chosen while another can be done more (the
  provisos say only that a card is played even if its ability cannot happen, and that an
  ability is followed even if it is bad for you): the engine stops the game there
  (InvalidScenario), also for "Choose one:"; an option whose doing it cannot judge (a
  move, "each player", a draw "until") stops the compiler. No option doable: either is
  chosen, nothing happens.
- **Moments**: "after this minion is discarded from play or destroyed" is the
  goes-to-discard moment said the other way round; "returned to your hand" (no such moment
  in the engine) stops; "destroyed or moved" (two moments) is lang-twomoments'.
- **Forbidden things**: "Other players cannot play minions or actions here" is a
  restriction of each kind; lists of "cannot be moved or destroyed" are lang-r's and
  lang-protect's (tested here as they stand); "returned to a hand" in a list stops.
- **Grants**: "an extra minion or an extra action" stops (the engine's extra plays are each
  of one kind).

Played by scenarios in which the wrong option, both options, the wrong player or an
option that cannot be done fails.
"""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops, effects_of
from test_compile_base_restrictions import _plays
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, InvalidScenario
from smashwiki.engine.language.grammar import Effect
from smashwiki.engine.scenario import run_check

DRAW_OR_VP = "Draw two cards or gain 1 VP."
MAY_DRAW_OR_VP = "You may draw two cards or gain 1 VP."
PURGE = "Destroy two of your other minions or return this minion to your hand."
ZAP_OR_DRAW = "Destroy a minion of power 2 or less or draw two cards."
DRAW_OR_EXTRA = "Draw two cards or play an extra action."


def _options(effect: Effect) -> list[list[str]]:
    return [[e.verb for e in option] for option in effect.options]


# ---- (1) texts that compile, and the values they compile to


@pytest.mark.parametrize(
    ("text", "card_type", "verbs"),
    [
        (DRAW_OR_VP, "action", [["draw"], ["gain-vp"]]),
        (ZAP_OR_DRAW, "minion", [["destroy"], ["draw"]]),
        (PURGE, "minion", [["destroy"], ["return"]]),
        (DRAW_OR_EXTRA, "action", [["draw"], ["play"]]),
        ("Return a minion to its owner's hand or draw a card.", "action", [["return"], ["draw"]]),
        ("Draw a card or discard a card.", "action", [["draw"], ["discard"]]),
        (
            "Place a +1 power counter on this minion or draw a card.",
            "minion",
            [["place-counters"], ["draw"]],
        ),
    ],
    ids=[
        "draw-or-vp",
        "destroy-or-draw",
        "destroy-or-return",
        "extra-play",
        "return",
        "discard",
        "counter",
    ],
)
def test_an_or_of_two_effects_is_a_choice_of_one(text: str, card_type: str, verbs: Any) -> None:
    (effect,) = effects_of(text, card_type)
    assert effect.verb == "choose" and not effect.optional
    assert _options(effect) == verbs


def test_the_or_is_the_choice_choose_one_says() -> None:
    assert effects_of(DRAW_OR_VP) == effects_of("Choose one: draw two cards; or gain 1 VP.")


def test_you_may_before_an_or_is_of_the_choice() -> None:
    (effect,) = effects_of(MAY_DRAW_OR_VP)
    assert effect.verb == "may"
    (chosen,) = effect.effects
    assert chosen == effects_of(DRAW_OR_VP)[0]
    assert not any(e.optional for option in chosen.options for e in option)


def test_an_or_in_a_talent() -> None:
    outcome = compile_text("Talent: Draw a card or gain 1 VP.", "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.timing == "talent" and ability.effects[0].verb == "choose"


# ---- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Draw a card or gain 1 VP or discard a card.", "three or more effects"),
        ("Draw two cards or you may gain 1 VP.", "'you may' said of the second option"),
        ("Each player draws a card or gain 1 VP.", "'each' as an option"),
        ("Draw a card or gain 1 VP and draw a card.", "'and'"),
        ("Draw a card or play an extra minion and an extra action.", "an option of two effects"),
        ("Draw a card or obliterate a minion.", "unknown"),
        ("Move a minion to another base or draw a card.", "'move' as an option"),
        (
            "Draw cards until you have 5 cards in your hand or gain 1 VP.",
            "'draw' as an option",
        ),
        ("Discard a card at random or gain 1 VP.", "'discard' as an option"),
    ],
    ids=[
        "three",
        "may-second",
        "each",
        "and-or",
        "two-extras",
        "unknown-word",
        "move",
        "draw-until",
        "at-random",
    ],
)
def test_near_misses_stop(text: str, why: str) -> None:
    assert_stops(text, "action", why)


# ---- (4) near-misses that compile apart


@pytest.mark.parametrize(
    "second",
    [
        "Gain 1 VP or draw two cards.",
        "Draw a card or gain 1 VP.",
        MAY_DRAW_OR_VP,
        "Draw two cards. Gain 1 VP.",
        "Draw two cards and gain 1 VP.",
    ],
    ids=["order", "one-card", "may", "both-sentences", "both-and"],
)
def test_near_misses_compile_apart(second: str) -> None:
    assert_apart(DRAW_OR_VP, second, "action")


# ---- (2) scenarios


def _pick(text: str, choices: list[Any], deck: int = 3) -> dict[str, Any]:
    return {
        "cards": {"pick": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["pick"]},
            "decks": {"Alan": [1] * deck},
        },
        "do": [{"play": "pick"}],
        "choices": choices,
    }


def test_the_first_option_draws_and_gains_nothing() -> None:
    check = _pick(DRAW_OR_VP, [{"choose-one": "1", "player": "Alan"}])
    run_check({**check, "expect": {"hand-size": {"Alan": 2}, "vps": {"Alan": 0}}})


def test_the_second_option_gains_and_draws_nothing() -> None:
    check = _pick(DRAW_OR_VP, [{"choose-one": "2"}])
    run_check({**check, "expect": {"hand-size": {"Alan": 0}, "vps": {"Alan": 1}}})


def test_or_never_plays_both() -> None:
    check = _pick(DRAW_OR_VP, [{"choose-one": "2"}])
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"hand-size": {"Alan": 2}, "vps": {"Alan": 1}}})


def test_the_other_player_does_not_choose() -> None:
    check = _pick(DRAW_OR_VP, [{"choose-one": "1", "player": "Beth"}])
    with pytest.raises(InvalidScenario, match="asked Alan 'choose-one'"):
        run_check({**check, "expect": {"hand-size": {"Alan": 2}}})


def test_you_may_choose_neither() -> None:
    check = _pick(MAY_DRAW_OR_VP, [{"may": "no"}])
    run_check({**check, "expect": {"hand-size": {"Alan": 0}, "vps": {"Alan": 0}}})


def test_you_may_choose_one() -> None:
    check = _pick(MAY_DRAW_OR_VP, [{"may": "yes"}, {"choose-one": "2"}])
    run_check({**check, "expect": {"hand-size": {"Alan": 0}, "vps": {"Alan": 1}}})


def test_an_option_of_drawing_with_no_cards_left_stops_the_game() -> None:
    """Nothing in the deck or the discard pile: drawing cannot be done at all, gaining 1 VP
    can, and the rules do not say whether drawing may then be chosen."""
    check = _pick(DRAW_OR_VP, [{"choose-one": "1"}], deck=0)
    with pytest.raises(InvalidScenario, match="cannot be done at all"):
        run_check({**check, "expect": {"zones": {"pick": "Alan's discard"}}})


def test_the_option_that_can_be_done_is_played_when_the_other_cannot() -> None:
    check = _pick(DRAW_OR_VP, [{"choose-one": "2"}], deck=0)
    run_check({**check, "expect": {"vps": {"Alan": 1}}})


def test_an_extra_action_chosen_is_one_more_action() -> None:
    check = _pick(DRAW_OR_EXTRA, [{"choose-one": "2"}])
    check["cards"]["zap"] = stand_in("Draw a card.", "action")
    check["setup"]["hands"]["Alan"] = ["pick", {"card": "zap", "name": "z1"}]
    check["do"] = [{"play": "pick"}, {"play": "z1"}]
    run_check({**check, "expect": {"zones": {"z1": "Alan's discard"}, "hand-size": {"Alan": 1}}})


def test_drawing_chosen_gives_no_extra_action() -> None:
    check = _pick(DRAW_OR_EXTRA, [{"choose-one": "1"}])
    check["cards"]["zap"] = stand_in("Draw a card.", "action")
    check["setup"]["hands"]["Alan"] = ["pick", {"card": "zap", "name": "z1"}]
    check["do"] = [{"play": "pick"}, {"play": "z1", "illegal": "no action play left"}]
    run_check({**check, "expect": {"hand-size": {"Alan": 3}}})


def _purge(others: int, choices: list[Any]) -> dict[str, Any]:
    """Alan plays ``purge`` (:data:`PURGE`) on ``bank``, where he has ``others`` other
    minions (``m0`` ...) and Beth has ``rival``."""
    mine = [{"card": 2, "name": f"m{n}"} for n in range(others)]
    return {
        "cards": {"purge": stand_in(PURGE, "minion", power=3)},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": mine, "Beth": [{"card": 2, "name": "rival"}]},
                }
            ],
            "hands": {"Alan": ["purge"]},
        },
        "do": [{"play": "purge", "on": "bank"}],
        "choices": choices,
    }


def test_destroying_two_of_your_other_minions_chosen() -> None:
    check = _purge(2, [{"choose-one": "1"}, {"destroy-target": "m0"}])
    zones = {"m0": "Alan's discard", "m1": "Alan's discard", "purge": "at bank", "rival": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


def test_returning_this_minion_chosen_destroys_nothing() -> None:
    check = _purge(2, [{"choose-one": "2"}])
    zones = {"m0": "at bank", "m1": "at bank", "purge": "Alan's hand"}
    returned = {"kind": "card-moved", "card": "purge", "reason": "returned"}
    run_check({**check, "expect": {"zones": zones, "events": [returned]}})


def test_an_option_that_can_be_done_only_in_part_stops_the_game() -> None:
    """One other minion: destroying two can be done only in part, returning this minion in
    full; the rules do not say whether the first may then be chosen."""
    check = _purge(1, [{"choose-one": "1"}, {"destroy-target": "m0"}])
    with pytest.raises(InvalidScenario, match="can be done only in part"):
        run_check({**check, "expect": {"zones": {"m0": "Alan's discard"}}})


def test_an_option_with_no_target_stops_the_game() -> None:
    zap = stand_in(ZAP_OR_DRAW, "action")
    check = {
        "cards": {"zap": zap},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 4, "name": "big"}]},
                }
            ],
            "hands": {"Alan": ["zap"]},
            "decks": {"Alan": [1, 1]},
        },
        "do": [{"play": "zap"}],
    }
    with pytest.raises(InvalidScenario, match="cannot be done at all"):
        run_check({**check, "choices": [{"choose-one": "1"}], "expect": {"hand-size": {"Alan": 2}}})
    run_check({**check, "choices": [{"choose-one": "2"}], "expect": {"hand-size": {"Alan": 2}}})


def test_an_option_with_only_protected_targets_cannot_be_done() -> None:
    """Beth's minion of power 2 cannot be destroyed: destroying it is no option while
    drawing can be done."""
    zap = stand_in(ZAP_OR_DRAW, "action")
    shield = stand_in("Ongoing: This minion cannot be destroyed.", "minion", power=2)
    check = {
        "cards": {"zap": zap, "shield": shield},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Beth": ["shield"]}}],
            "hands": {"Alan": ["zap"]},
            "decks": {"Alan": [1, 1]},
        },
        "do": [{"play": "zap"}],
        "choices": [{"choose-one": "1"}],
    }
    with pytest.raises(InvalidScenario, match="cannot be done at all"):
        run_check({**check, "expect": {"zones": {"zap": "Alan's discard"}}})


# ---- targets of two kinds: one card of either


ZAP_EITHER = "Destroy a minion of power 3 or less or an action played on a minion."


@pytest.mark.parametrize(
    ("text", "card_type", "kinds"),
    [
        (ZAP_EITHER, "action", ("minion", "minion-modifier")),
        ("Destroy a minion of power 3 or less or a modifier.", "action", ("minion", "modifier")),
        ("Destroy a minion or an action.", "action", ("minion", "action")),
        ("Return a minion or an action to its owner's hand.", "action", ("minion", "action")),
        ("Destroy a minion here or an action here.", "minion", ("minion", "action")),
    ],
    ids=["modifier-on-a-minion", "modifier", "action", "return", "both-here"],
)
def test_a_target_of_either_kind_is_a_choice_of_the_kind(
    text: str, card_type: str, kinds: tuple[str, str]
) -> None:
    (effect,) = effects_of(text, card_type)
    assert effect.verb == "choose"
    (first,), (second,) = effect.options
    assert first.verb == second.verb
    assert first.target is not None and second.target is not None
    assert (first.target.what, second.target.what) == kinds
    assert first.target.quantifier.count == second.target.quantifier.count == 1


def test_the_power_filter_is_the_first_nouns_only() -> None:
    (effect,) = effects_of(ZAP_EITHER)
    (first,), (second,) = effect.options
    assert first.target is not None and second.target is not None
    assert first.target.power is not None and second.target.power is None


def test_a_target_of_either_kind_is_the_choice_of_the_effect_on_each() -> None:
    assert effects_of("Destroy a minion or an action.") == effects_of(
        "Destroy a minion or destroy an action."
    )


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "Return a minion or an action on this base to its owner's hand.",
            "a place said of one noun",
        ),
        ("Destroy a minion of power 2 or less or an action here.", "a place said of one noun"),
        ("Destroy a minion here or an action.", "a place said of one noun"),
        ("Destroy two minions or an action.", "a number other than one"),
        ("Destroy a minion or an action of power 2 or less.", "an action has no power"),
        ("Destroy a minion or a minion.", "the same cards twice"),
        (
            "Give a minion or an action +1 power until the end of the turn.",
            "other than as what is destroyed or returned",
        ),
        ("Place a +1 power counter on a minion or an action.", "other than as what"),
    ],
    ids=[
        "place-of-the-second",
        "here-of-the-second",
        "here-of-the-first",
        "two",
        "power",
        "twice",
        "power-verb",
        "counters",
    ],
)
def test_targets_of_either_kind_that_stop(text: str, why: str) -> None:
    assert_stops(text, "minion", why)


def _either_board(modifier: bool) -> dict[str, Any]:
    """Alan plays :data:`ZAP_EITHER`; Beth has ``weak`` (power 2) and ``strong`` (power 4),
    ``strong`` with ``curse`` on it if ``modifier``."""
    strong: dict[str, Any] = {"card": 4, "name": "strong"}
    if modifier:
        strong["modifiers"] = ["curse"]
    return {
        "cards": {
            "zap": stand_in(ZAP_EITHER, "action"),
            "curse": {"type": "action", "modifier": "minion"},
        },
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 2, "name": "weak"}, strong]},
                }
            ],
            "hands": {"Alan": ["zap"]},
        },
        "do": [{"play": "zap"}],
    }


def test_a_minion_of_the_first_kind_destroyed() -> None:
    check = _either_board(True)
    check["choices"] = [{"choose-one": "1"}]
    zones = {"weak": "Beth's discard", "strong": "at bank", "curse": "on strong"}
    run_check({**check, "expect": {"zones": zones}})


def test_an_action_of_the_second_kind_destroyed() -> None:
    check = _either_board(True)
    check["choices"] = [{"choose-one": "2"}]
    zones = {"weak": "at bank", "strong": "at bank", "curse": "Beth's discard"}
    run_check({**check, "expect": {"zones": zones}})


def test_a_kind_with_no_card_to_destroy_stops_the_game() -> None:
    check = _either_board(False)
    check["choices"] = [{"choose-one": "2"}]
    with pytest.raises(InvalidScenario, match="cannot be done at all"):
        run_check({**check, "expect": {"zones": {"zap": "Alan's discard"}}})
    check["choices"] = [{"choose-one": "1"}]
    run_check({**check, "expect": {"zones": {"weak": "Beth's discard"}}})


# ---- moments: "after this minion is X or Y"

DISCARDED_OR_DESTROYED = (
    "Ongoing: After this minion is discarded from play or destroyed, gain 1 VP."
)


def test_discarded_or_destroyed_is_the_goes_to_discard_moment() -> None:
    one = compile_text(DISCARDED_OR_DESTROYED, "minion")
    other = compile_text(
        "Ongoing: After this minion is destroyed or discarded from play, gain 1 VP.", "minion"
    )
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities == other.compiled.abilities
    (ability,) = one.compiled.abilities.abilities
    assert ability.trigger is not None and ability.trigger.moment == "goes-to-discard"


def test_discarded_or_destroyed_sees_a_destruction() -> None:
    zap = stand_in("Destroy a minion.", "action")
    keeper = stand_in(DISCARDED_OR_DESTROYED, "minion", power=2)
    run_check(
        {
            "cards": {"keeper": keeper, "zap": zap},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Beth": ["keeper"]}}],
                "hands": {"Alan": ["zap"]},
            },
            "do": [{"play": "zap"}],
            "expect": {"vps": {"Beth": 1, "Alan": 0}, "zones": {"keeper": "Beth's discard"}},
        }
    )


def test_discarded_or_destroyed_does_not_see_a_return() -> None:
    bounce = stand_in("Return a minion to its owner's hand.", "action")
    keeper = stand_in(DISCARDED_OR_DESTROYED, "minion", power=2)
    run_check(
        {
            "cards": {"keeper": keeper, "bounce": bounce},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Beth": ["keeper"]}}],
                "hands": {"Alan": ["bounce"]},
            },
            "do": [{"play": "bounce"}],
            "expect": {"vps": {"Beth": 0}, "zones": {"keeper": "Beth's hand"}},
        }
    )


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "Ongoing: After this minion is destroyed or returned to your hand, draw a card.",
            "returned to a hand",
        ),
        (
            "Ongoing: After this minion is returned to its owner's hand or destroyed, draw a card.",
            "returned to a hand",
        ),
        (
            "Ongoing: After this minion is moved or returned to your hand, draw a card.",
            "returned to a hand",
        ),
        ("Ongoing: After this minion is returned to your hand, draw a card.", "returned to a hand"),
    ],
    ids=[
        "destroyed-or-returned",
        "returned-or-destroyed",
        "moved-or-returned",
        "returned",
    ],  # (lang-twomoments: "destroyed or moved", "destroyed or discarded" compile)
)
def test_moments_the_engine_cannot_see_stop(text: str, why: str) -> None:
    assert_stops(text, "minion", why)


# ---- forbidden things: "cannot be X, Y or Z" (lang-r, lang-protect: one static each)


@pytest.mark.parametrize(
    ("text", "card_type", "kinds"),
    [
        (
            "Ongoing: This minion cannot be destroyed or moved by other players' actions.",
            "minion",
            ["cannot-be-destroyed", "cannot-be-moved"],
        ),
        (
            "Minions here cannot be moved or destroyed.",
            "base",
            ["cannot-be-moved", "cannot-be-destroyed"],
        ),
    ],
    ids=["by-others-actions", "here"],
)
def test_a_list_of_forbidden_things_is_one_static_each(
    text: str, card_type: str, kinds: list[str]
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert sorted(s.kind for s in ability.statics) == sorted(kinds)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "Minions here cannot be moved, returned to their owners' hands, or destroyed.",
            "'returned to a hand' (no static for it)",
        ),
        ("Ongoing: This minion cannot be destroyed or returned to your hand.", ""),
    ],
    ids=["returned-in-a-list", "returned-after-destroyed"],
)
def test_a_forbidden_return_stops(text: str, why: str) -> None:
    outcome = compile_text(text, "base" if text.startswith("Minions") else "minion")
    assert outcome.status == "stopped", outcome.describe()
    assert why in outcome.describe()


# ---- grants: "an extra minion or an extra action" (one play of either kind)


@pytest.mark.parametrize(
    "text",
    [
        "Play an extra minion or an extra action.",
        "You may play an extra minion or an extra action.",
        "Choose another player. That player may play an extra minion or an extra action.",
    ],
    ids=["yours", "you-may", "that-player"],
)
def test_an_extra_play_of_either_kind_stops(text: str) -> None:
    """The engine's extra plays are each of one kind: a choice of the kind at once would
    play differently from a play of either kind kept for later in the turn."""
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


def test_when_no_option_can_be_done_either_may_be_chosen() -> None:
    """No minion of power 2 or less and no card to draw: the card is played all the same
    (the provisos), and choosing either option does nothing."""
    zap = stand_in(ZAP_OR_DRAW, "action")
    for answer in ("1", "2"):
        run_check(
            {
                "cards": {"zap": zap},
                "setup": {
                    "bases": [
                        {
                            "name": "bank",
                            "breakpoint": 30,
                            "minions": {"Beth": [{"card": 4, "name": "big"}]},
                        }
                    ],
                    "hands": {"Alan": ["zap"]},
                },
                "do": [{"play": "zap"}],
                "choices": [{"choose-one": answer}],
                "expect": {
                    "zones": {"zap": "Alan's discard", "big": "at bank"},
                    "hand-size": {"Alan": 0},
                },
            }
        )


# ---- forbidden plays: "other players cannot play minions or actions here"

NEITHER = "Play on a base. Ongoing: Other players cannot play minions or actions here."


@pytest.mark.parametrize(
    "text",
    [
        NEITHER,
        "Play on a base. Ongoing: Other players cannot play actions or minions here.",
    ],
    ids=["minions-or-actions", "actions-or-minions"],
)
def test_forbidden_plays_of_two_kinds_are_two_restrictions(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert sorted(s.restriction or "" for s in ability.statics) == [
        "no-actions-here-by-others",
        "no-minions-here-by-others",
    ]


def test_forbidden_plays_of_two_kinds_are_the_two_sentences() -> None:
    one = compile_text("Other players cannot play minions or actions here.", "base")
    two = compile_text(
        "Other players cannot play minions here. Other players cannot play actions here.", "base"
    )
    assert one.compiled is not None and two.compiled is not None
    assert one.compiled.abilities == two.compiled.abilities


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Other players cannot play minions or minions here.", "one kind twice"),
        ("Other players cannot play minions or actions on this base.", "on the base only"),
        ("Other players cannot play minions or titans here.", ""),
    ],
    ids=["twice", "actions-on-this-base", "titans"],
)
def test_forbidden_plays_that_stop(text: str, why: str) -> None:
    assert_stops(text, "base", why)


def test_another_player_plays_neither_kind_here() -> None:
    check = _plays(NEITHER, "action", "Beth")
    check["do"] = [
        {"play": "m2", "on": "bank", "illegal": "other players can't play minions"},
        {"play": "ward", "on": "bank", "illegal": "other players can't play actions"},
        {"play": "m2", "on": "keep"},
        {"play": "ward", "on": "keep"},
    ]
    run_check({**check, "expect": {"zones": {"m2": "at keep", "ward": "at keep"}}})


def test_its_player_plays_both_kinds_here() -> None:
    check = _plays(NEITHER, "action", "Alan")
    check["do"] = [{"play": "m2", "on": "bank"}, {"play": "ward", "on": "bank"}]
    run_check({**check, "expect": {"zones": {"m2": "at bank", "ward": "at bank"}}})


def test_choose_one_shares_the_stop_of_an_option_that_cannot_be_done() -> None:
    """Said "Choose one: ...; or ..." the choice is the same, and so is the rules' silence."""
    check = _pick("Choose one: draw two cards; or gain 1 VP.", [{"choose-one": "1"}], deck=0)
    with pytest.raises(InvalidScenario, match="cannot be done at all"):
        run_check({**check, "expect": {"zones": {"pick": "Alan's discard"}}})


def test_you_may_before_a_target_of_either_kind_is_of_the_choice() -> None:
    (effect,) = effects_of("You may destroy a minion or an action.")
    assert effect.verb == "may" and [e.verb for e in effect.effects] == ["choose"]
    assert (effect,) == effects_of("You may destroy a minion or destroy an action.")


def test_you_may_destroy_neither_kind() -> None:
    check = _either_board(True)
    check["cards"]["zap"] = stand_in("You may destroy a minion or an action.", "action")
    check["choices"] = [{"may": "no"}]
    zones = {"weak": "at bank", "strong": "at bank", "curse": "on strong"}
    run_check({**check, "expect": {"zones": {**zones, "zap": "Alan's discard"}}})
    check["choices"] = [{"may": "yes"}, {"choose-one": "2"}]
    run_check({**check, "expect": {"zones": {**zones, "curse": "Beth's discard"}}})
