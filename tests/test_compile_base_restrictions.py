"""Restrictions on a base or on the minions there, compiled and played (lang-r):

- "Other players cannot play minions on this base." ("on this base" is "here", for
  minions; for actions it stops: on the base only, or on its minions too?);
- "Minions of power 2 or less cannot be played here." (and "of power 5 or more", "with
  power greater than 4": normalise rule 4);
- "Actions cannot be played on minions here." (on the base itself they may);
- "Minions cannot be moved to this base." (and other players', yours);
- "Your minions here cannot be moved by other players' cards.";
- "Minions here cannot be moved to other bases." (a move is always to another base).

Fixed on the way: on a base (controlled by no one), "Your minions here cannot be moved
(destroyed)" stops, and "Other players cannot play actions here" lets the current player
play actions there, as "Other players cannot play minions here" does (it refused every
player). Restrictions for a duration, lists of them, and "to or from" stop, said why."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import PowerFilter, Quantifier, Selector, Static
from smashwiki.engine.scenario import run_check

EACH = Quantifier("each")


def _statics(text: str, card_type: str) -> tuple[Static, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    *_, ability = outcome.compiled.abilities.abilities
    return ability.statics


# ---------------------------------------------------------------- (1) compiles, values


@pytest.mark.parametrize(
    ("text", "card_type", "static"),
    [
        (
            "Ongoing: Other players cannot play minions on this base.",
            "minion",
            Static("restrict", restriction="no-minions-here-by-others"),
        ),
        (
            "Play on a base. Ongoing: Other players cannot play minions on this base.",
            "action",
            Static("restrict", restriction="no-minions-here-by-others"),
        ),
        (
            "Minions cannot be played on this base.",
            "base",
            Static("restrict", restriction="no-minions-here"),
        ),
        (
            "Players cannot play minions on this base.",
            "base",
            Static("restrict", restriction="no-minions-here"),
        ),
        (
            "Minions of power 2 or less cannot be played here.",
            "base",
            Static(
                "restrict",
                Selector(quantifier=EACH, power=PowerFilter("at-most", 2)),
                restriction="no-minions-here",
            ),
        ),
        (
            "Minions with power 5 or more cannot be played here.",
            "base",
            Static(
                "restrict",
                Selector(quantifier=EACH, power=PowerFilter("at-least", 5)),
                restriction="no-minions-here",
            ),
        ),
        (
            "Minions with power greater than four cannot be played here.",
            "base",
            Static(
                "restrict",
                Selector(quantifier=EACH, power=PowerFilter("at-least", 5)),
                restriction="no-minions-here",
            ),
        ),
        (
            "Minions of power less than 3 cannot be played here.",
            "base",
            Static(
                "restrict",
                Selector(quantifier=EACH, power=PowerFilter("at-most", 2)),
                restriction="no-minions-here",
            ),
        ),
        (
            "Play on a base. Ongoing: Minions of power 3 or more cannot be played on this base.",
            "action",
            Static(
                "restrict",
                Selector(quantifier=EACH, power=PowerFilter("at-least", 3)),
                restriction="no-minions-here",
            ),
        ),
        (
            "Ongoing: Other players cannot play minions with power greater than 2 on this base.",
            "minion",
            Static(
                "restrict",
                Selector(quantifier=EACH, power=PowerFilter("at-least", 3)),
                restriction="no-minions-here-by-others",
            ),
        ),
        (
            "Actions cannot be played on minions here.",
            "base",
            Static("restrict", restriction="no-actions-on-minions-here"),
        ),
        (
            "Ongoing: Actions cannot be played on minions here.",
            "minion",
            Static("restrict", restriction="no-actions-on-minions-here"),
        ),
        (
            "Minions cannot be moved to this base.",
            "base",
            Static("cannot-be-moved-here", Selector(quantifier=EACH)),
        ),
        (
            "Ongoing: Other players' minions cannot be moved to this base.",
            "minion",
            Static("cannot-be-moved-here", Selector(quantifier=EACH, whose="other")),
        ),
        (
            "Play on a base. Ongoing: Your minions cannot be moved to this base.",
            "action",
            Static("cannot-be-moved-here", Selector(quantifier=EACH, whose="you")),
        ),
        (
            "Play on a base. Ongoing: Your minions here cannot be moved by other players' cards.",
            "action",
            Static(
                "cannot-be-moved",
                Selector(quantifier=EACH, whose="you", where="here"),
                protect_from="other-players-cards",
            ),
        ),
        (
            "Ongoing: This minion cannot be moved by other players' cards.",
            "minion",
            Static(
                "cannot-be-moved",
                Selector(this="self-or-host"),
                protect_from="other-players-cards",
            ),
        ),
        (
            "Minions here cannot be moved to other bases.",
            "base",
            Static("cannot-be-moved", Selector(quantifier=EACH, where="here")),
        ),
    ],
    ids=[
        "others-minions-on-this-base-minion",
        "others-minions-on-this-base-modifier",
        "minions-on-this-base",
        "players-minions-on-this-base",
        "power-2-or-less",
        "with-power-5-or-more",
        "greater-than-four",
        "less-than-3",
        "modifier-power-3-or-more-on-this-base",
        "others-greater-than-2",
        "actions-on-minions-here",
        "actions-on-minions-here-minion",
        "moved-to-this-base",
        "others-moved-to-this-base",
        "yours-moved-to-this-base",
        "yours-here-moved-by-others",
        "this-minion-moved-by-others",
        "moved-to-other-bases",
    ],
)
def test_restriction_compiles_to(text: str, card_type: str, static: Static) -> None:
    assert _statics(text, card_type) == (static,)


HERE = Selector(quantifier=EACH, where="here")
SELF = Selector(this="self-or-host")


@pytest.mark.parametrize(
    ("text", "card_type", "statics"),
    [
        (
            "Minions here cannot be moved or destroyed.",
            "base",
            (Static("cannot-be-moved", HERE), Static("cannot-be-destroyed", HERE)),
        ),
        (
            "Ongoing: This minion cannot be destroyed or moved.",
            "minion",
            (Static("cannot-be-destroyed", SELF), Static("cannot-be-moved", SELF)),
        ),
        (
            "Play on a minion. Ongoing: This minion cannot be moved or destroyed.",
            "action",
            (Static("cannot-be-moved", SELF), Static("cannot-be-destroyed", SELF)),
        ),
        (
            "Play on a base. Ongoing: Your minions here cannot be moved or destroyed.",
            "action",
            (
                Static("cannot-be-moved", replace(HERE, whose="you")),
                Static("cannot-be-destroyed", replace(HERE, whose="you")),
            ),
        ),
        (
            "Minions cannot be moved to or from this base.",
            "base",
            (
                Static("cannot-be-moved-here", Selector(quantifier=EACH)),
                Static("cannot-be-moved", HERE),
            ),
        ),
        (
            "Ongoing: Other players' minions cannot be moved to or from this base.",
            "minion",
            (
                Static("cannot-be-moved-here", Selector(quantifier=EACH, whose="other")),
                Static("cannot-be-moved", replace(HERE, whose="other")),
            ),
        ),
        (
            "Minions of power 3 or more cannot be moved to this base.",
            "base",
            (
                Static(
                    "cannot-be-moved-here",
                    Selector(quantifier=EACH, power=PowerFilter("at-least", 3)),
                ),
            ),
        ),
        (
            "Minions cannot be moved from this base.",
            "base",
            (Static("cannot-be-moved", HERE),),
        ),
        (
            "Ongoing: Other players' minions cannot be moved from this base.",
            "minion",
            (Static("cannot-be-moved", replace(HERE, whose="other")),),
        ),
    ],
    ids=[
        "here-moved-or-destroyed",
        "self-destroyed-or-moved",
        "host-moved-or-destroyed",
        "yours-here-moved-or-destroyed",
        "to-or-from",
        "others-to-or-from",
        "power-moved-to-this-base",
        "moved-from-this-base",
        "others-moved-from-this-base",
    ],
)
def test_restrictions_in_one_sentence_compile_each_its_own(
    text: str, card_type: str, statics: tuple[Static, ...]
) -> None:
    assert _statics(text, card_type) == statics


# ---------------------------------------------------------------- (2) scenarios


def _plays(text: str, card_type: str, active: str, **expect: Any) -> dict[str, Any]:
    """``rule`` printing ``text`` at bank (a base; a minion of Alan's there; an action of
    Alan's on it); ``active`` holds minions ``m2`` (power 2), ``m3``, ``m5`` and actions
    ``hex`` (on a minion), ``ward`` (on a base); Beth's ``mine`` at bank, ``far`` at keep."""
    rule = stand_in(text, card_type, **({"power": 1} if card_type == "minion" else {}))
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    bank["minions"] = {"Beth": [{"card": 3, "name": "mine"}]}
    if card_type == "base":
        bank["card"] = "rule"
    elif card_type == "minion":
        bank["minions"]["Alan"] = ["rule"]
    else:
        bank["modifiers"] = {"Alan": ["rule"]}
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 3, "name": "far"}]}}
    hand = [
        {"card": 2, "name": "m2"},
        {"card": 3, "name": "m3"},
        {"card": 5, "name": "m5"},
        "hex",
        "ward",
    ]
    return {
        "active": active,
        "cards": {
            "rule": rule,
            "hex": {"type": "action", "modifier": "minion", "ongoing": {"power": -1}},
            "ward": {"type": "action", "modifier": "base", "ongoing": {"power": 1}},
        },
        "setup": {
            "bases": [bank, keep],
            "hands": {active: hand},
            "plays": {active: {"minions": 3, "actions": 2}},
        },
        "expect": expect,
    }


def test_on_a_base_the_current_player_plays_actions_despite_other_players() -> None:
    """A base has no controller: "other players" are the players but the current one (as
    for minions); every player was refused before."""
    for active in ("Alan", "Beth"):
        check = _plays("Other players cannot play actions here.", "base", active)
        check["do"] = [{"play": "ward", "on": "bank"}, {"play": "hex", "on": "mine"}]
        run_check({**check, "expect": {"zones": {"ward": "at bank", "hex": "on mine"}}})


def test_other_players_cannot_play_minions_on_this_base_of_a_minion() -> None:
    text = "Ongoing: Other players cannot play minions on this base."
    check = _plays(text, "minion", "Beth")
    check["do"] = [
        {"play": "m2", "on": "bank", "illegal": "other players can't play minions"},
        {"play": "m2", "on": "keep"},
    ]
    run_check({**check, "expect": {"zones": {"m2": "at keep"}}})
    mine = _plays(text, "minion", "Alan")
    mine["do"] = [{"play": "m2", "on": "bank"}]
    run_check({**mine, "expect": {"zones": {"m2": "at bank"}}})


def test_other_players_cannot_play_minions_on_this_base_of_a_modifier() -> None:
    text = "Play on a base. Ongoing: Other players cannot play minions on this base."
    check = _plays(text, "action", "Beth")
    check["do"] = [
        {"play": "m3", "on": "bank", "illegal": "other players can't play minions"},
        {"play": "m3", "on": "keep"},
    ]
    run_check({**check, "expect": {"zones": {"m3": "at keep"}}})


def test_minions_of_power_2_or_less_cannot_be_played_here() -> None:
    check = _plays("Minions of power 2 or less cannot be played here.", "base", "Alan")
    check["do"] = [
        {"play": "m2", "on": "bank", "illegal": "minions can't be played"},
        {"play": "m3", "on": "bank"},
        {"play": "m2", "on": "keep"},
    ]
    run_check({**check, "expect": {"zones": {"m3": "at bank", "m2": "at keep"}}})


def test_minions_with_power_greater_than_4_cannot_be_played_here() -> None:
    check = _plays("Minions with power greater than 4 cannot be played here.", "base", "Beth")
    check["do"] = [
        {"play": "m5", "on": "bank", "illegal": "minions can't be played"},
        {"play": "m3", "on": "bank"},
        {"play": "m2", "on": "bank"},
    ]
    run_check({**check, "expect": {"zones": {"m3": "at bank", "m2": "at bank"}}})


def test_other_players_cannot_play_minions_of_power_3_or_more_here() -> None:
    text = "Ongoing: Other players cannot play minions of power 3 or more here."
    check = _plays(text, "minion", "Beth")
    check["do"] = [
        {"play": "m3", "on": "bank", "illegal": "other players can't play minions"},
        {"play": "m2", "on": "bank"},
        {"play": "m5", "on": "keep"},
    ]
    run_check({**check, "expect": {"zones": {"m2": "at bank", "m5": "at keep"}}})
    mine = _plays(text, "minion", "Alan")
    mine["do"] = [{"play": "m5", "on": "bank"}]
    run_check({**mine, "expect": {"zones": {"m5": "at bank"}}})


def test_actions_cannot_be_played_on_minions_here_but_on_the_base() -> None:
    check = _plays("Actions cannot be played on minions here.", "base", "Alan")
    check["do"] = [
        {"play": "hex", "on": "mine", "illegal": "can't be played on minions"},
        {"play": "ward", "on": "bank"},
        {"play": "hex", "on": "far"},
    ]
    run_check({**check, "expect": {"zones": {"ward": "at bank", "hex": "on far"}}})


def test_actions_on_minions_here_of_a_minion_holds_for_its_controller_too() -> None:
    check = _plays("Ongoing: Actions cannot be played on minions here.", "minion", "Alan")
    check["do"] = [
        {"play": "hex", "on": "rule", "illegal": "can't be played on minions"},
        {"play": "hex", "on": "mine", "illegal": "can't be played on minions"},
        {"play": "ward", "on": "bank"},
    ]
    run_check({**check, "expect": {"zones": {"ward": "at bank", "hex": "Alan's hand"}}})


def _moving(cards: dict[str, Any], active: str = "Alan", **expect: Any) -> dict[str, Any]:
    """Three bases: pit (of card ``pit`` if given), bank, keep. Alan's ``a1`` at bank,
    Beth's ``b1`` at bank and ``b2`` at keep, Beth's ``b3`` at pit; ``active`` plays
    ``shift``: "Move a minion to another base."."""
    pit: dict[str, Any] = {"name": "pit", "breakpoint": 30}
    if "pit" in cards:
        pit["card"] = "pit"
    pit["minions"] = {"Beth": [{"card": 1, "name": "b3"}]}
    bank = {
        "name": "bank",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 2, "name": "a1"}], "Beth": [{"card": 1, "name": "b1"}]},
    }
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 3, "name": "b2"}]}}
    return {
        "active": active,
        "cards": {**cards, "shift": stand_in("Move a minion to another base.", "action")},
        "setup": {"bases": [pit, bank, keep], "hands": {active: ["shift"]}},
        "do": [{"play": "shift"}],
        "expect": expect,
    }


def test_minions_cannot_be_moved_to_this_base_it_is_not_offered() -> None:
    pit = stand_in("Minions cannot be moved to this base.", "base", breakpoint=30)
    check = _moving({"pit": pit}, zones={"b2": "at bank"})
    check["setup"]["bases"].append({"name": "yard", "breakpoint": 30})
    check["choices"] = [{"move-target": "b2"}, {"move-to": "bank"}]
    check["expect"]["offered"] = {"move-to": ["bank", "yard"]}
    check["expect"]["not-offered"] = {"move-to": "pit"}
    run_check(check, {})


def test_minions_cannot_be_moved_to_this_base_but_away_from_it() -> None:
    pit = stand_in("Minions cannot be moved to this base.", "base", breakpoint=30)
    check = _moving({"pit": pit}, zones={"b3": "at keep", "a1": "at bank"})
    check["do"] = [
        {"move": "a1", "to": "pit", "illegal": "a1 cannot be moved to pit"},
        {"move": "b3", "to": "keep"},
    ]
    run_check(check, {})


def test_a_move_here_does_not_offer_what_cannot_come_here() -> None:
    """Alan's ``gate`` at pit ("Other players' minions cannot be moved to this base") and
    Alan's ``pull`` ("Move a minion to this base."), played on pit: Beth's minions are
    not offered, Alan's are."""
    gate = stand_in(
        "Ongoing: Other players' minions cannot be moved to this base.", "minion", power=1
    )
    pull = stand_in("Play on a base. Move a minion to this base.", "action")
    check = _moving(
        {"gate": gate, "pull": pull},
        zones={"a1": "at pit", "b1": "at bank"},
        offered={"move-target": ["a1"]},
        **{"not-offered": {"move-target": ["b1", "b2"]}},
    )
    check["setup"]["bases"][0]["minions"]["Alan"] = ["gate"]
    check["setup"]["hands"]["Alan"] = ["pull"]
    check["do"] = [{"play": "pull", "on": "pit"}]
    check["choices"] = [{"move-target": "a1"}]
    run_check(check, {})


def test_your_minions_cannot_be_moved_to_this_base_leaves_others_free() -> None:
    guard = stand_in(
        "Play on a base. Ongoing: Your minions cannot be moved to this base.", "action"
    )
    check = _moving({"guard": guard}, zones={"b1": "at pit", "a1": "at bank"})
    check["setup"]["bases"][0]["modifiers"] = {"Alan": ["guard"]}
    check["do"] = [
        {"move": "a1", "to": "pit", "illegal": "cannot be moved to pit"},
        {"move": "b1", "to": "pit"},
    ]
    run_check(check, {})


def test_your_minions_here_cannot_be_moved_by_other_players_cards() -> None:
    """Alan's ``guard`` on bank: Beth's "move a minion" does not offer Alan's ``a1``
    there; Alan's own does."""
    text = "Play on a base. Ongoing: Your minions here cannot be moved by other players' cards."
    guard = stand_in(text, "action")
    beths = _moving(
        {"guard": guard},
        "Beth",
        zones={"b1": "at keep", "a1": "at bank"},
        **{"not-offered": {"move-target": "a1"}},
    )
    beths["setup"]["bases"][1]["modifiers"] = {"Alan": ["guard"]}
    beths["choices"] = [{"move-target": "b1"}, {"move-to": "keep"}]
    run_check(beths, {})
    alans = _moving({"guard": guard}, zones={"a1": "at keep"})
    alans["setup"]["bases"][1]["modifiers"] = {"Alan": ["guard"]}
    alans["choices"] = [{"move-target": "a1"}, {"move-to": "keep"}]
    run_check(alans, {})


def test_this_minion_cannot_be_moved_by_other_players_cards() -> None:
    """Beth's shift does not offer Alan's ``rock``; Beth's own minions stay movable."""
    rock = stand_in(
        "Ongoing: This minion cannot be moved by other players' cards.", "minion", power=2
    )
    check = _moving(
        {"rock": rock},
        "Beth",
        zones={"rock": "at bank", "b1": "at keep"},
        **{"not-offered": {"move-target": "rock"}},
    )
    check["setup"]["bases"][1]["minions"]["Alan"] = ["rock"]
    check["choices"] = [{"move-target": "b1"}, {"move-to": "keep"}]
    run_check(check, {})


# ---------------------------------------------------------------- (3) stops


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Your minions here cannot be moved.", "base", "a base has no controller"),
        ("Your minions here cannot be destroyed.", "base", "a base has no controller"),
        ("Other players' minions here cannot be moved.", "base", "a base has no controller"),
        (
            "Other players' minions cannot be moved to this base.",
            "base",
            "a base has no controller",
        ),
        (
            "Play on a base. Ongoing: Other players cannot play actions on this base.",
            "action",
            "on the base only, or on its minions too",
        ),
        ("Actions cannot be played on this base.", "base", "on the base only"),
        # lang-timed: a restriction for a while is an effect (tests/test_compile_timed.py)
        (
            "Other players cannot play actions on a base of your choice until the start of"
            " your next turn.",
            "action",
            "actions 'on' a base for a while",
        ),
        (
            "Ongoing: Other players cannot play minions here until the end of the turn.",
            "minion",
            "an effect in an Ongoing: text without a moment",
        ),
        (
            "Until the start of your next turn, minions cannot be played here.",
            "base",
            "for a duration",
        ),
        (
            "Minions here cannot be moved, returned to their owners' hands, or destroyed.",
            "base",
            "a list of restrictions with 'returned to a hand' (no static",
        ),
        (
            "Ongoing: This minion cannot be moved or affected by other players' cards.",
            "minion",
            'a list of restrictions with "affected by other players\' cards"',
        ),
        ("Minions here cannot be destroyed or destroyed.", "base", "naming one twice"),
        (
            "Ongoing: On your turn, this minion cannot be moved or destroyed.",
            "minion",
            "a condition before a list of restrictions",
        ),
        ("Your minions here cannot be moved or destroyed.", "base", "a base has no controller"),
        (
            "Minions here cannot be moved by other players' cards.",
            "base",
            "'by other players' cards' on a base",
        ),
        (
            "Other players' minions cannot be moved to or from this base.",
            "base",
            "a base has no controller",
        ),
        ("Ongoing: Your minions cannot be moved to or from this base.", "action", "'this base'"),
        ("Minions here cannot be moved to or from this base.", "base", "only some minions"),
        (
            "Ongoing: This minion cannot be moved from this base.",
            "minion",
            "only some minions (or a card other than a minion) moved from this base",
        ),
        ("Your minions cannot be played here.", "base", "only some cards"),
        (
            "Ongoing: Other players cannot play minions with less power than this minion here.",
            "minion",
            "of other than a power",
        ),
        ("Minions here cannot be moved to this base.", "base", "only some minions"),
        ("Actions cannot be moved to this base.", "base", "only some minions"),
        ("Your actions cannot be played on minions here.", "base", "only some actions"),
        ("Ongoing: Other players cannot play minions on this base.", "action", "'this base'"),
        ("Minions of power less than 0 cannot be played here.", "base", "'less'"),
    ],
    ids=[
        "your-here-moved-on-base",
        "your-here-destroyed-on-base",
        "others-here-moved-on-base",
        "others-moved-to-this-base-on-base",
        "actions-on-this-base-modifier",
        "actions-on-this-base",
        "actions-on-base-of-your-choice-duration",
        "ongoing-here-until-end-of-turn",
        "duration-first",
        "moved-returned-or-destroyed",
        "moved-or-affected",
        "destroyed-twice",
        "on-your-turn-list",
        "your-list-on-base",
        "by-others-on-base",
        "others-to-or-from-on-base",
        "to-or-from-on-a-plain-action",
        "here-to-or-from",
        "this-minion-from-this-base",
        "your-minions-played",
        "others-relative-power",
        "here-moved-to-this-base",
        "actions-moved-to-this-base",
        "your-actions-on-minions",
        "this-base-on-a-plain-action",
        "less-than-0",
    ],
)
def test_restriction_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


# ---------------------------------------------------------------- (4) compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            "Minions of power 2 or less cannot be played here.",
            "Minions of power 2 or more cannot be played here.",
            "base",
        ),
        (
            "Minions of power 2 or less cannot be played here.",
            "Minions cannot be played here.",
            "base",
        ),
        (
            "Actions cannot be played on minions here.",
            "Actions cannot be played here.",
            "base",
        ),
        ("Minions cannot be moved to this base.", "Minions here cannot be moved.", "base"),
        (
            "Minions cannot be moved from this base.",
            "Minions cannot be moved to this base.",
            "base",
        ),
        (
            "Ongoing: Other players' minions cannot be moved to this base.",
            "Ongoing: Minions cannot be moved to this base.",
            "minion",
        ),
        (
            "Play on a base. Ongoing: Your minions here cannot be moved by other players' cards.",
            "Play on a base. Ongoing: Your minions here cannot be moved.",
            "action",
        ),
        (
            "Ongoing: Other players cannot play minions on this base.",
            "Ongoing: Minions cannot be played on this base.",
            "minion",
        ),
    ],
    ids=[
        "less-vs-more",
        "filtered-vs-all",
        "on-minions-vs-here",
        "to-vs-from",
        "from-vs-to",
        "others-vs-any",
        "by-others-vs-any",
        "others-vs-no-one",
    ],
)
def test_restriction_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered


def test_minions_here_cannot_be_moved_or_destroyed() -> None:
    """pit's ``b3`` is neither moved nor destroyed; ``b2`` at keep is both."""
    pit = stand_in("Minions here cannot be moved or destroyed.", "base", breakpoint=30)
    check = _moving({"pit": pit}, zones={"b2": "Beth's discard", "b1": "at keep"})
    check["do"] = [
        {"move": "b3", "to": "keep", "illegal": "b3 cannot be moved"},
        {"destroy": "b3", "illegal": "b3 cannot be destroyed"},
        {"destroy": "b2"},
        {"move": "b1", "to": "keep"},
    ]
    run_check(check, {})


def test_other_players_minions_cannot_be_moved_to_or_from_this_base() -> None:
    """Alan's ``gate`` at pit: Beth's ``b3`` stays there and Beth's ``b1`` cannot come;
    Alan's ``a1`` comes, and goes again."""
    gate = stand_in(
        "Ongoing: Other players' minions cannot be moved to or from this base.", "minion", power=1
    )
    check = _moving({"gate": gate}, zones={"a1": "at keep", "b3": "at pit", "b1": "at bank"})
    check["setup"]["bases"][0]["minions"]["Alan"] = ["gate"]
    check["do"] = [
        {"move": "b3", "to": "keep", "illegal": "b3 cannot be moved"},
        {"move": "b1", "to": "pit", "illegal": "b1 cannot be moved to pit"},
        {"move": "a1", "to": "pit"},
        {"move": "a1", "to": "keep"},
    ]
    run_check(check, {})


def test_by_other_players_cards_means_other_than_this_card_s_controller() -> None:
    """Alan plays ``pin`` on Beth's ``b1``: "other players" are everyone but Alan (the
    rule A Few Provisos), so Beth's own shift does not offer ``b1``, and Alan's does."""
    pin = stand_in(
        "Play on a minion. Ongoing: This minion cannot be moved by other players' cards.",
        "action",
    )
    beths = _moving(
        {"pin": pin},
        "Beth",
        zones={"b2": "at bank", "b1": "at bank"},
        **{"not-offered": {"move-target": "b1"}},
    )
    _pinned(beths)
    beths["choices"] = [{"move-target": "b2"}, {"move-to": "bank"}]
    run_check(beths, {})
    alans = _moving({"pin": pin}, zones={"b1": "at keep"})
    _pinned(alans)
    alans["choices"] = [{"move-target": "b1"}, {"move-to": "keep"}]
    run_check(alans, {})


def _pinned(check: dict[str, Any]) -> None:
    """Alan's ``pin`` on Beth's ``b1`` at bank."""
    pin = {"card": "pin", "owner": "Alan", "controller": "Alan"}
    check["setup"]["bases"][1]["minions"]["Beth"] = [{"card": 1, "name": "b1", "modifiers": [pin]}]


def test_minions_cannot_be_moved_from_this_base_but_to_it() -> None:
    pit = stand_in("Minions cannot be moved from this base.", "base", breakpoint=30)
    check = _moving({"pit": pit}, zones={"b1": "at pit", "b3": "at pit"})
    check["do"] = [
        {"move": "b3", "to": "keep", "illegal": "b3 cannot be moved"},
        {"move": "b1", "to": "pit"},
    ]
    run_check(check, {})
