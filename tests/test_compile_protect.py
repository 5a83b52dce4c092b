"""Protection from other players, and actions played on cards as targets and counts,
compiled and played (lang-protect):

- "This minion cannot be destroyed by other players' actions." (and "moved", "destroyed
  or moved", "moved or destroyed", of any subject a restriction takes: this minion, your
  minions here, minions here; "cards" as before): by an action of a player other than
  this card's controller ("other players" are everyone but "you", the rule A Few
  Provisos); a minion, a base's ability, or this player's own action still may. A minion
  it keeps is not offered to a destroy (move) that cannot affect it (the engine's rule
  for "cannot be destroyed", reused).
- "Other players' actions cannot destroy minions here." is "Minions here cannot be
  destroyed by other players' actions." (normalise rule 4: one restriction, in the active
  voice or the passive); "Your minions here of power 2 or less ..." is "Your minions of
  power 2 or less here ...".
- "Destroy an action played on a minion or base." is "Destroy a modifier." (the
  glossary's Modifier: actions played on bases or minions are modifiers).
- "... +1 power for each action played on this base.": the base modifiers on the base
  this card is at (not those on its minions).
- "If there is an action played on this base" (or "two or more actions"): of the base
  modifiers on this card's base.
- "Destroy a minion (here) that has an action played on it." (``with-modifier``): a
  minion a modifier is attached to, anyone's; and "+1 power for each minion here that has
  an action played on it".

Stops, said why: "by other players" (their cards only, or a base's ability they use?);
"by (not affected by) other players' cards or actions" on a base (a base has no
controller); "not affected" for minions of some power (the protection may change the
power it hangs on); lists with "returned to your hand" (no static for it); "an action
played on it" after a move (which card "it" is); "other players cannot play actions on
this base" and "if there is an action on this base" (the glossary does not say whether an
action on a minion there is one)."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import (
    Amount,
    Condition,
    PowerFilter,
    Quantifier,
    Selector,
    Static,
)
from smashwiki.engine.scenario import run_check

EACH = Quantifier("each")
SELF = Selector(this="self-or-host")
HERE = Selector(quantifier=EACH, where="here")
YOURS_HERE = Selector(quantifier=EACH, whose="you", where="here")


def _statics(text: str, card_type: str) -> tuple[Static, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    *_, ability = outcome.compiled.abilities.abilities
    return ability.statics


# ---------------------------------------------------------------- (1) compiles, values

ACTIONS = "other-players-actions"
CARDS = "other-players-cards"


@pytest.mark.parametrize(
    ("text", "card_type", "statics"),
    [
        (
            "Ongoing: This minion cannot be destroyed by other players' actions.",
            "minion",
            (Static("cannot-be-destroyed", SELF, protect_from=ACTIONS),),
        ),
        (
            "Ongoing: This minion cannot be moved by other players' actions.",
            "minion",
            (Static("cannot-be-moved", SELF, protect_from=ACTIONS),),
        ),
        (
            "Play on a minion. Ongoing: This minion cannot be destroyed by other players' actions.",
            "action",
            (Static("cannot-be-destroyed", SELF, protect_from=ACTIONS),),
        ),
        (
            "Play on a base. Ongoing: Your minions here cannot be destroyed by other players'"
            " actions.",
            "action",
            (Static("cannot-be-destroyed", YOURS_HERE, protect_from=ACTIONS),),
        ),
        (
            "Ongoing: Minions here cannot be moved by other players' actions.",
            "minion",
            (Static("cannot-be-moved", HERE, protect_from=ACTIONS),),
        ),
        (
            "Ongoing: This minion cannot be destroyed or moved by other players' actions.",
            "minion",
            (
                Static("cannot-be-destroyed", SELF, protect_from=ACTIONS),
                Static("cannot-be-moved", SELF, protect_from=ACTIONS),
            ),
        ),
        (
            "Ongoing: This minion cannot be moved or destroyed by other players' actions.",
            "minion",
            (
                Static("cannot-be-moved", SELF, protect_from=ACTIONS),
                Static("cannot-be-destroyed", SELF, protect_from=ACTIONS),
            ),
        ),
        (
            "Ongoing: This minion cannot be moved or destroyed by other players' cards.",
            "minion",
            (
                Static("cannot-be-moved", SELF, protect_from=CARDS),
                Static("cannot-be-destroyed", SELF, protect_from=CARDS),
            ),
        ),
        (
            "Play on a base. Ongoing: Your minions here cannot be moved or destroyed by other"
            " players' actions.",
            "action",
            (
                Static("cannot-be-moved", YOURS_HERE, protect_from=ACTIONS),
                Static("cannot-be-destroyed", YOURS_HERE, protect_from=ACTIONS),
            ),
        ),
        (
            "Ongoing: This minion has +1 power and cannot be destroyed by other players' actions.",
            "minion",
            (
                Static("power", SELF, amount=Amount(1)),
                Static("cannot-be-destroyed", SELF, protect_from=ACTIONS),
            ),
        ),
        (
            "Play on a base. Ongoing: Other players' actions cannot destroy minions here.",
            "action",
            (Static("cannot-be-destroyed", HERE, protect_from=ACTIONS),),
        ),
        (
            "Play on a base. Ongoing: Other players' actions cannot destroy minions on this base.",
            "action",
            (Static("cannot-be-destroyed", HERE, protect_from=ACTIONS),),
        ),
        (
            "Ongoing: Other players' cards cannot move this minion.",
            "minion",
            (Static("cannot-be-moved", SELF, protect_from=CARDS),),
        ),
        (
            "Ongoing: Other players' actions cannot destroy or move your minions here.",
            "minion",
            (
                Static("cannot-be-destroyed", YOURS_HERE, protect_from=ACTIONS),
                Static("cannot-be-moved", YOURS_HERE, protect_from=ACTIONS),
            ),
        ),
        (
            "Ongoing: Your minions here of power two or less cannot be destroyed by other"
            " players' actions.",
            "minion",
            (
                Static(
                    "cannot-be-destroyed",
                    Selector(
                        quantifier=EACH,
                        whose="you",
                        where="here",
                        power=PowerFilter("at-most", 2),
                    ),
                    protect_from=ACTIONS,
                ),
            ),
        ),
        (
            "Ongoing: This minion has +1 power for each action played on this base.",
            "minion",
            (
                Static(
                    "power",
                    SELF,
                    amount=Amount(1, per=Selector(what="base-modifier", where="here")),
                ),
            ),
        ),
        (
            "Play on a minion. Ongoing: This minion has +1 power for each action played on"
            " this base.",
            "action",
            (
                Static(
                    "power",
                    SELF,
                    amount=Amount(1, per=Selector(what="base-modifier", where="here")),
                ),
            ),
        ),
        (
            "Ongoing: You have +1 power here for each action played on this base.",
            "minion",
            (
                Static(
                    "player-power",
                    Selector(what="base", this="self-or-host"),
                    amount=Amount(1, per=Selector(what="base-modifier", where="here")),
                ),
            ),
        ),
        (
            "Ongoing: This minion has +1 power for each minion here that has an action played"
            " on it.",
            "minion",
            (
                Static(
                    "power",
                    SELF,
                    amount=Amount(1, per=Selector(where="here", with_modifier=True)),
                ),
            ),
        ),
    ],
    ids=[
        "self-destroyed-by-actions",
        "self-moved-by-actions",
        "host-destroyed-by-actions",
        "yours-here-destroyed-by-actions",
        "here-moved-by-actions",
        "destroyed-or-moved-by-actions",
        "moved-or-destroyed-by-actions",
        "moved-or-destroyed-by-cards",
        "yours-here-moved-or-destroyed-by-actions",
        "power-and-destroyed-by-actions",
        "active-voice-destroy-here",
        "active-voice-on-this-base",
        "active-voice-move-self",
        "active-voice-destroy-or-move",
        "power-filter-after-here",
        "per-action-on-this-base",
        "per-action-on-this-base-modifier",
        "player-power-per-action-on-this-base",
        "per-minion-here-with-modifier",
    ],
)
def test_protection_compiles_to(text: str, card_type: str, statics: tuple[Static, ...]) -> None:
    assert _statics(text, card_type) == statics


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Destroy an action played on a minion or base.", Selector(what="modifier")),
        ("Destroy an action played on a minion or a base.", Selector(what="modifier")),
        ("Destroy an action played on a base or minion.", Selector(what="modifier")),
        ("Destroy a modifier.", Selector(what="modifier")),
        ("Destroy an action that has been played on a minion or base.", Selector(what="modifier")),
        (
            "Destroy up to two actions played on minions or bases.",
            Selector(what="modifier", quantifier=Quantifier("up-to", 2)),
        ),
        (
            "Return an action played on a minion or base to its owner's hand.",
            Selector(what="modifier"),
        ),
    ],
    ids=[
        "minion-or-base",
        "minion-or-a-base",
        "base-or-minion",
        "modifier",
        "that-has-been-played-on",
        "up-to-2",
        "return",
    ],
)
def test_an_action_played_on_a_minion_or_base_is_a_modifier(text: str, target: Selector) -> None:
    (effect,) = effects_of(text)
    assert effect.target == target


def test_an_action_played_on_this_base_as_a_target() -> None:
    (effect,) = effects_of("Destroy an action played on this base.", "minion")
    assert effect.verb == "destroy"
    assert effect.target == Selector(what="base-modifier", where="here")


@pytest.mark.parametrize(
    ("text", "card_type", "optional", "target"),
    [
        (
            "You may destroy a minion on this base that has an action played on it.",
            "minion",
            True,
            Selector(where="here", with_modifier=True),
        ),
        (
            "You may destroy a minion here that has an action played on it.",
            "minion",
            True,
            Selector(where="here", with_modifier=True),
        ),
        (
            "Destroy a minion that has an action played on it.",
            "action",
            False,
            Selector(with_modifier=True),
        ),
        (
            "Return a minion of power 3 or less with an action played on it to its owner's hand.",
            "action",
            False,
            Selector(power=PowerFilter("at-most", 3), with_modifier=True),
        ),
        (
            "Destroy each minion that has an action played on it.",
            "action",
            False,
            Selector(quantifier=EACH, with_modifier=True),
        ),
    ],
    ids=["here-may", "here-said-first", "any", "power-and-modifier", "each"],
)
def test_a_minion_with_an_action_played_on_it(
    text: str, card_type: str, optional: bool, target: Selector
) -> None:
    (effect,) = effects_of(text, card_type)
    assert effect.target == target and effect.optional == optional


@pytest.mark.parametrize(
    ("text", "card_type", "count"),
    [
        ("If there is an action played on this base, you have +1 power here.", "base", 1),
        (
            "Ongoing: If there is an action played on this base, this minion has +2 power.",
            "minion",
            1,
        ),
        (
            "Ongoing: If there are two or more actions played on this base, this minion has +2"
            " power.",
            "minion",
            2,
        ),
        (
            "Play on a minion. Ongoing: If there is an action played on this base, this minion"
            " has +2 power.",
            "action",
            1,
        ),
    ],
    ids=["base", "minion", "two-or-more", "minion-modifier"],
)
def test_if_there_is_an_action_played_on_this_base(text: str, card_type: str, count: int) -> None:
    (static,) = _statics(text, card_type)
    assert static.condition == Condition("modifiers-on-this-base-at-least", count=count)


# ---------------------------------------------------------------- (2) scenarios


def _board(cards: dict[str, Any], active: str = "Beth") -> dict[str, Any]:
    """Alan's ``a1`` (power 3) and Beth's ``b1`` (power 2) at bank, Beth's ``b2`` and
    ``b3`` at keep; ``active`` holds ``smite`` ("Destroy a minion."), ``shift`` ("Move a
    minion to another base.") and minion ``brute`` ("Destroy a minion." on play)."""
    bank = {
        "name": "bank",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 3, "name": "a1"}], "Beth": [{"card": 2, "name": "b1"}]},
    }
    beths = [{"card": 1, "name": "b2"}, {"card": 1, "name": "b3"}]
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": beths}}
    return {
        "players": ["Alan", "Beth"],
        "active": active,
        "cards": {
            **cards,
            "smite": stand_in("Destroy a minion.", "action"),
            "shift": stand_in("Move a minion to another base.", "action"),
            "brute": stand_in("Destroy a minion.", "minion", power=2),
        },
        "setup": {
            "bases": [bank, keep],
            "hands": {active: ["smite", "shift", "brute"]},
            "plays": {active: {"minions": 1, "actions": 2}},
        },
    }


def _guarded(text: str, card_type: str = "minion") -> dict[str, Any]:
    """Alan's ``rock`` (printing ``text``) at bank; ``ward`` when it is a modifier, on
    ``a1``."""
    if card_type == "minion":
        check = _board({"rock": stand_in(text, "minion", power=2)})
        check["setup"]["bases"][0]["minions"]["Alan"].append("rock")
    else:
        check = _board({"ward": stand_in(text, "action")})
        ward = {"card": "ward", "owner": "Alan", "controller": "Alan"}
        check["setup"]["bases"][0]["minions"]["Alan"] = [
            {"card": 3, "name": "a1", "modifiers": [ward]}
        ]
    return check


DESTROYED_BY_ACTIONS = "Ongoing: This minion cannot be destroyed by other players' actions."


def test_another_players_action_does_not_offer_the_minion_to_destroy() -> None:
    check = _guarded(DESTROYED_BY_ACTIONS)
    check["do"] = [{"play": "smite"}]
    check["choices"] = [{"destroy-target": "b1"}]
    check["expect"] = {
        "offered": {"destroy-target": ["a1", "b1", "b2", "b3"]},
        "not-offered": {"destroy-target": "rock"},
        "zones": {"rock": "at bank", "b1": "Beth's discard"},
    }
    run_check(check, {})


def test_another_players_minion_still_destroys_it() -> None:
    """Beth's minion ``brute`` is no action: ``rock`` is offered and destroyed."""
    check = _guarded(DESTROYED_BY_ACTIONS)
    check["do"] = [{"play": "brute", "on": "keep"}]
    check["choices"] = [{"destroy-target": "rock"}]
    check["expect"] = {"zones": {"rock": "Alan's discard"}}
    run_check(check, {})


def test_its_own_players_action_destroys_it() -> None:
    check = _guarded(DESTROYED_BY_ACTIONS)
    check["active"] = "Alan"
    check["setup"]["hands"] = {"Alan": ["smite"]}
    check["setup"]["plays"] = {"Alan": {"actions": 1}}
    check["do"] = [{"play": "smite"}]
    check["choices"] = [{"destroy-target": "rock"}]
    check["expect"] = {"zones": {"rock": "Alan's discard"}}
    run_check(check, {})


def test_destroyed_by_actions_does_not_keep_it_from_moving() -> None:
    check = _guarded(DESTROYED_BY_ACTIONS)
    check["do"] = [{"play": "shift"}]
    check["choices"] = [{"move-target": "rock"}]
    check["expect"] = {"zones": {"rock": "at keep"}}
    run_check(check, {})


def test_moved_by_actions_keeps_it_where_it_is() -> None:
    check = _guarded("Ongoing: This minion cannot be moved by other players' actions.")
    check["do"] = [{"play": "shift"}, {"move": "rock", "to": "keep", "by": "brute"}]
    check["choices"] = [{"move-target": "b1"}]
    check["expect"] = {
        "not-offered": {"move-target": "rock"},
        "zones": {"rock": "at keep", "b1": "at keep"},
    }
    run_check(check, {})


def test_moved_or_destroyed_by_actions_on_a_modifier_guards_its_host() -> None:
    """Alan's ``ward`` on his ``a1``: Beth's actions neither destroy nor move it."""
    check = _guarded(
        "Play on a minion. Ongoing: This minion cannot be moved or destroyed by other players'"
        " actions.",
        "action",
    )
    check["do"] = [
        {"destroy": "a1", "by": "smite", "illegal": "a1 cannot be destroyed"},
        {"move": "a1", "to": "keep", "by": "shift", "illegal": "a1 cannot be moved"},
        {"destroy": "a1", "by": "brute"},
    ]
    check["expect"] = {"zones": {"a1": "Alan's discard"}}
    run_check(check, {})


def test_minions_here_are_kept_from_other_players_actions_only() -> None:
    """Alan's base modifier "Other players' actions cannot destroy minions here." at bank:
    Beth's action cannot destroy any minion there, hers too; at keep it can; Alan's can."""
    check = _board(
        {
            "wall": stand_in(
                "Play on a base. Ongoing: Other players' actions cannot destroy minions here.",
                "action",
            )
        }
    )
    check["setup"]["bases"][0]["modifiers"] = {"Alan": ["wall"]}
    check["do"] = [{"play": "smite"}]
    check["choices"] = [{"destroy-target": "b2"}]
    check["expect"] = {
        "offered": {"destroy-target": ["b2", "b3"]},
        "not-offered": {"destroy-target": ["a1", "b1"]},
        "zones": {"b2": "Beth's discard", "b1": "at bank"},
    }
    run_check(check, {})
    alans = _board({"wall": check["cards"]["wall"]}, active="Alan")
    alans["setup"]["bases"][0]["modifiers"] = {"Alan": ["wall"]}
    alans["do"] = [{"play": "smite"}]
    alans["choices"] = [{"destroy-target": "b1"}]
    alans["expect"] = {"zones": {"b1": "Beth's discard"}}
    run_check(alans, {})


def test_your_minions_here_of_power_2_or_less_only() -> None:
    guard = stand_in(
        "Ongoing: Your minions here of power 2 or less cannot be destroyed by other players'"
        " actions.",
        "minion",
        power=1,
    )
    check = _board({"guard": guard})
    check["setup"]["bases"][0]["minions"]["Alan"] += ["guard", {"card": 2, "name": "a2"}]
    check["do"] = [{"play": "smite"}]
    check["choices"] = [{"destroy-target": "a1"}]
    check["expect"] = {
        "offered": {"destroy-target": ["a1", "b1", "b2", "b3"]},
        "not-offered": {"destroy-target": ["guard", "a2"]},
        "zones": {"a1": "Alan's discard"},
    }
    run_check(check, {})


def _modifiers(cards: dict[str, Any], active: str = "Alan") -> dict[str, Any]:
    """Beth's base modifier ``wall`` on bank, her minion modifier ``hex`` on Alan's ``a1``
    there; Alan's ``a2`` at keep."""
    hex_ = {"card": "hex", "owner": "Beth", "controller": "Beth"}
    bank = {
        "name": "bank",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 3, "name": "a1", "modifiers": [hex_]}]},
        "modifiers": {"Beth": ["wall"]},
    }
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Alan": [{"card": 1, "name": "a2"}]}}
    return {
        "players": ["Alan", "Beth"],
        "active": active,
        "cards": {
            **cards,
            "wall": {"type": "action", "modifier": "base", "ongoing": {"breakpoint": 5}},
            "hex": {"type": "action", "modifier": "minion", "ongoing": {"power": -1}},
        },
        "setup": {"bases": [bank, keep]},
    }


def test_destroy_a_modifier_offers_those_on_minions_and_on_bases() -> None:
    zap = stand_in("Destroy an action played on a minion or base.", "action")
    where = {"wall": "at bank", "hex": "on a1"}
    for picked, left in (("wall", "hex"), ("hex", "wall")):
        check = _modifiers({"zap": zap})
        check["setup"]["hands"] = {"Alan": ["zap"]}
        check["do"] = [{"play": "zap"}]
        check["choices"] = [{"destroy-target": picked}]
        check["expect"] = {
            "offered": {"destroy-target": ["hex", "wall"]},
            "not-offered": {"destroy-target": ["a1", "a2"]},
            "zones": {picked: "Beth's discard", left: where[left], "a1": "at bank"},
        }
        run_check(check, {})


def test_destroy_an_action_played_on_a_minion_offers_no_base_modifier() -> None:
    zap = stand_in("Destroy an action played on a minion.", "action")
    check = _modifiers({"zap": zap})
    hex2 = {"card": "hex2", "owner": "Beth", "controller": "Beth"}
    check["setup"]["hands"] = {"Alan": ["zap"]}
    check["do"] = [{"play": "zap"}]
    check["choices"] = [{"destroy-target": "hex"}]
    check["setup"]["bases"][1]["minions"]["Alan"] = [{"card": 1, "name": "a2", "modifiers": [hex2]}]
    check["cards"]["hex2"] = check["cards"]["hex"]
    check["expect"] = {
        "offered": {"destroy-target": ["hex", "hex2"]},
        "not-offered": {"destroy-target": "wall"},
        "zones": {"hex": "Beth's discard", "wall": "at bank", "hex2": "on a2"},
    }
    run_check(check, {})


def test_destroy_a_minion_here_with_an_action_played_on_it() -> None:
    """Alan plays ``axe`` at bank: of the minions there only ``a1`` (Beth's ``hex`` on it)
    and Beth's ``b1`` (Alan's ``pin`` on it) are offered, not ``a3``; ``a2`` at keep with
    ``hex2`` is elsewhere. He may pass too."""
    axe = stand_in(
        "You may destroy a minion on this base that has an action played on it.",
        "minion",
        power=2,
    )
    pin = {"card": "pin", "owner": "Alan", "controller": "Alan"}
    hex2 = {"card": "hex2", "owner": "Beth", "controller": "Beth"}
    for picked in ("b1", "pass"):
        check = _modifiers({"axe": axe})
        check["cards"]["pin"] = check["cards"]["hex2"] = check["cards"]["hex"]
        bank, keep = check["setup"]["bases"]
        bank["minions"]["Alan"].append({"card": 2, "name": "a3"})
        bank["minions"]["Beth"] = [{"card": 2, "name": "b1", "modifiers": [pin]}]
        keep["minions"]["Alan"] = [{"card": 1, "name": "a2", "modifiers": [hex2]}]
        check["setup"]["hands"] = {"Alan": ["axe"]}
        check["do"] = [{"play": "axe", "on": "bank"}]
        check["choices"] = [{"destroy-target": picked}]
        zones = {"a1": "at bank", "a3": "at bank", "a2": "at keep"}
        zones["b1"] = "Beth's discard" if picked == "b1" else "at bank"
        check["expect"] = {
            "offered": {"destroy-target": ["a1", "b1"]},
            "not-offered": {"destroy-target": ["a3", "a2", "axe"]},
            "zones": zones,
        }
        run_check(check, {})


def test_power_if_there_is_an_action_played_on_this_base() -> None:
    """``pup`` at bank (Beth's ``wall`` on it) has +2 power; ``cub`` at keep, where the only
    action is ``hex2`` on a minion (played on the minion, not on the base), has not."""
    text = "Ongoing: If there is an action played on this base, this minion has +2 power."
    check = _modifiers({"pup": stand_in(text, "minion", power=1)})
    check["cards"]["cub"] = check["cards"]["pup"]
    check["cards"]["hex2"] = check["cards"]["hex"]
    hex2 = {"card": "hex2", "owner": "Beth", "controller": "Beth"}
    check["setup"]["bases"][0]["minions"]["Alan"].append("pup")
    check["setup"]["bases"][1]["minions"]["Alan"] = [
        {"card": 1, "name": "a2", "modifiers": [hex2]},
        {"card": "cub", "name": "cub"},
    ]
    check["expect"] = {"power": {"pup": 3, "cub": 1}}
    run_check(check, {})


def test_power_for_each_minion_here_with_an_action_played_on_it() -> None:
    """``pup`` at bank counts ``a1`` (``hex`` on it) and Beth's ``b1`` (Alan's ``pin``),
    not ``a3`` nor ``a2`` at keep (``hex2`` on it), nor the base modifier ``wall``."""
    text = "Ongoing: This minion has +1 power for each minion here that has an action played on it."
    check = _modifiers({"pup": stand_in(text, "minion", power=1)})
    check["cards"]["pin"] = check["cards"]["hex2"] = check["cards"]["hex"]
    pin = {"card": "pin", "owner": "Alan", "controller": "Alan"}
    hex2 = {"card": "hex2", "owner": "Beth", "controller": "Beth"}
    bank, keep = check["setup"]["bases"]
    bank["minions"]["Alan"] += ["pup", {"card": 2, "name": "a3"}]
    bank["minions"]["Beth"] = [{"card": 2, "name": "b1", "modifiers": [pin]}]
    keep["minions"]["Alan"] = [{"card": 1, "name": "a2", "modifiers": [hex2]}]
    check["expect"] = {"power": {"pup": 3, "b1": 1, "a2": 0}}
    run_check(check, {})


def test_power_for_each_action_played_on_this_base() -> None:
    """Alan's ``pup`` (power 1) at bank counts ``wall`` on bank (Beth's too), not ``hex``
    on a minion there; ``cub`` at keep counts nothing."""
    text = "Ongoing: This minion has +1 power for each action played on this base."
    check = _modifiers({"pup": stand_in(text, "minion", power=1)})
    check["cards"]["cub"] = check["cards"]["pup"]
    check["setup"]["bases"][0]["minions"]["Alan"].append("pup")
    check["setup"]["bases"][1]["minions"]["Alan"].append({"card": "cub", "name": "cub"})
    check["setup"]["bases"][0]["modifiers"] = {
        "Beth": ["wall"],
        "Alan": [{"card": "wall", "name": "wall2"}],
    }
    check["expect"] = {"power": {"pup": 3, "cub": 1, "a1": 2}}
    run_check(check, {})


# ---------------------------------------------------------------- (3) stops


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Ongoing: This minion cannot be moved by other players.", "minion", "'by other players'"),
        (
            "Ongoing: This minion cannot be destroyed by other players.",
            "minion",
            "'by other players'",
        ),
        (
            "Ongoing: This minion cannot be moved or returned to your hand by other players.",
            "minion",
            "'by other players'",
        ),
        (
            "Play on a base. Ongoing: Your minions here cannot be moved or returned to your hand"
            " by other players' actions.",
            "action",
            "returned to a hand",
        ),
        (
            "Minions here cannot be destroyed by other players' actions.",
            "base",
            "a base has no controller",
        ),
        (
            "Minions here cannot be destroyed by other players' cards.",
            "base",
            "a base has no controller",
        ),
        (
            "Minions here are not affected by other players' actions.",
            "base",
            "a base has no controller",
        ),
        (
            "Ongoing: Minions here of power 4 or more are not affected by other players' actions.",
            "minion",
            "minions of some power",
        ),
        (
            "Ongoing: The minion with the highest power here is not affected by other players'"
            " cards.",
            "minion",
            "one chosen card",
        ),
        (
            "Move a minion of power 3 or less to another base and destroy an action played on it.",
            "action",
            "",
        ),
        (
            "Play on a base. Ongoing: Other players cannot play actions on this base.",
            "action",
            "on the base only, or on its minions too",
        ),
        ("Destroy each action played on this base.", "action", "'here' on an action"),
        ("Destroy two minions or an action played on a minion.", "action", "other than one"),
        ("Ongoing: Other players' actions cannot destroy.", "minion", ""),
        ("Ongoing: This minion cannot be destroyed by other players' minions.", "minion", ""),
        (
            "Ongoing: This minion has +1 power for each of your minions here with an action"
            " played on it.",
            "minion",
            "",
        ),
        ("Destroy up to two minions with an action played on it.", "action", "other than one"),
        (
            "If there is an action on this base, you have +1 power here.",
            "base",
            "'an action on this base'",
        ),
        (
            "Ongoing: If there are actions on this base, this minion has +2 power.",
            "minion",
            "on a minion there too",
        ),
        (
            "If there is an action played on this base, draw a card.",
            "action",
            "on an action played on no base",
        ),
        (
            "Ongoing: If there are 0 or more actions played on this base, this minion has +1"
            " power.",
            "minion",
            "a count of 0",
        ),
    ],
    ids=[
        "moved-by-other-players",
        "destroyed-by-other-players",
        "moved-or-returned-by-other-players",
        "moved-or-returned-by-actions",
        "destroyed-by-actions-on-base",
        "destroyed-by-cards-on-base",
        "not-affected-on-base",
        "not-affected-power-filter",
        "not-affected-highest-power",
        "action-played-on-it",
        "other-players-actions-on-this-base",
        "actions-on-this-base-plain-action",
        "minion-or-modifier",
        "destroy-nothing",
        "by-other-players-minions",
        "for-each-of-yours-here-with-modifier",
        "up-to-two-with-modifier",
        "an-action-on-this-base",
        "actions-on-this-base",
        "played-on-this-base-plain-action",
        "zero-or-more-on-this-base",
    ],
)
def test_protection_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


# ---------------------------------------------------------------- (4) compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            "Ongoing: This minion cannot be destroyed by other players' actions.",
            "Ongoing: This minion cannot be destroyed by other players' cards.",
            "minion",
        ),
        (
            "Ongoing: This minion cannot be destroyed by other players' actions.",
            "Ongoing: This minion cannot be destroyed.",
            "minion",
        ),
        (
            "Ongoing: This minion cannot be moved by other players' actions.",
            "Ongoing: This minion cannot be moved by other players' cards.",
            "minion",
        ),
        (
            "Ongoing: This minion cannot be destroyed by other players' actions.",
            "Ongoing: This minion is not affected by other players' actions.",
            "minion",
        ),
        (
            "Ongoing: This minion cannot be moved or destroyed by other players' actions.",
            "Ongoing: This minion cannot be moved or destroyed.",
            "minion",
        ),
        (
            "Ongoing: Your minions here cannot be destroyed by other players' actions.",
            "Ongoing: Minions here cannot be destroyed by other players' actions.",
            "minion",
        ),
        (
            "Destroy an action played on a minion or base.",
            "Destroy an action played on a minion.",
            "action",
        ),
        (
            "Destroy an action played on a minion or base.",
            "Destroy an action played on a base.",
            "action",
        ),
        (
            "Ongoing: This minion has +1 power for each action played on this base.",
            "Ongoing: This minion has +1 power for each action played on this minion.",
            "minion",
        ),
        (
            "Ongoing: If there is an action played on this base, this minion has +2 power.",
            "Ongoing: If there are two or more actions played on this base, this minion has +2"
            " power.",
            "minion",
        ),
        (
            "Ongoing: If there is an action played on this base, this minion has +2 power.",
            "Ongoing: This minion has +2 power.",
            "minion",
        ),
    ],
    ids=[
        "actions-vs-cards",
        "actions-vs-any",
        "moved-actions-vs-cards",
        "destroyed-vs-not-affected",
        "list-by-actions-vs-any",
        "yours-vs-any",
        "modifier-vs-minion-modifier",
        "modifier-vs-base-modifier",
        "on-this-base-vs-on-this-minion",
        "one-vs-two-or-more",
        "if-vs-always",
    ],
)
def test_protection_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered
