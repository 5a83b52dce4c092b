"""Restriction statics, what cannot happen, compiled and played (lang-restrict): who (players,
other players, you) + what (play an action, move to or from, destroy) + on what (this
base, minions here, this minion) + filter + condition:

- "Actions cannot be played on this minion." (on a minion; on an action played on a
  minion: that minion), "Other players cannot play actions on this minion." and "Other
  players' actions cannot be played on this minion." (only this card's controller may);
- "Actions cannot be played on this base or on minions here." (and "other players'
  actions", "on minions here or on this base"): "here", both, as the engine's play says;
- "Other players cannot play actions on minions here." (and "other players' actions
  cannot be played ..."; "players cannot play actions on minions here (on this minion)");
- "Minions of power 2 or less cannot be moved here." ("moved here" is "to this base");
  "Minions here with power 2 or less cannot be destroyed." (the filter after "here");
- "Players cannot move minions to (from, to or from) this base." (no player may: as
  "Minions cannot be moved to this base");
- "Minions cannot be moved to (from) this base by other players' cards (actions)." and
  "Other players' cards cannot move minions to this base.";
- "This minion cannot be destroyed (moved) if it is your only minion here.", "... while it
  (this minion) has a +1 power counter (on it)" (and "2 or more ... counters"), of this
  minion's own ongoing text (or of the minion an action is on), with any static of it.

Stops, said why: "Other players cannot move minions ..." (by their cards only, or also
by a base's ability they use?), "this minion" on a card that is no minion and on none,
"by other players' cards" on a base, only some actions played on this minion, "if it has
a +1 power counter" of a group, and "this minion" in a base's text (it compiled before)."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.actions import PlayAction
from smashwiki.engine.game import Game
from smashwiki.engine.language.grammar import (
    Condition,
    PowerFilter,
    Quantifier,
    Selector,
    Static,
)
from smashwiki.engine.legality import legal_actions
from smashwiki.engine.scenario import run_check

EACH = Quantifier("each")
HERE = Selector(quantifier=EACH, where="here")


def _statics(text: str, card_type: str) -> tuple[Static, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    *_, ability = outcome.compiled.abilities.abilities
    return ability.statics


# ---------------------------------------------------------------- (1, 2) compiles, values


@pytest.mark.parametrize(
    ("text", "card_type", "statics"),
    [
        (
            "Ongoing: Actions cannot be played on this minion.",
            "minion",
            (Static("restrict", restriction="no-actions-on-this-minion"),),
        ),
        (
            "Play on a minion. Ongoing: Actions cannot be played on this minion.",
            "action",
            (Static("restrict", restriction="no-actions-on-this-minion"),),
        ),
        (
            "Ongoing: Other players cannot play actions on this minion.",
            "minion",
            (Static("restrict", restriction="no-actions-on-this-minion-by-others"),),
        ),
        (
            "Ongoing: Other players' actions cannot be played on this minion.",
            "minion",
            (Static("restrict", restriction="no-actions-on-this-minion-by-others"),),
        ),
        (
            "Play on one of your minions. Ongoing: Other players cannot play actions on this"
            " minion.",
            "action",
            (Static("restrict", restriction="no-actions-on-this-minion-by-others"),),
        ),
        (
            "Ongoing: On your turn, actions cannot be played on this minion.",
            "minion",
            (
                Static(
                    "restrict",
                    restriction="no-actions-on-this-minion",
                    condition=Condition("your-play-phase"),
                ),
            ),
        ),
        (
            "Ongoing: Other players cannot play actions on this minion if you have 2 or more"
            " minions here.",
            "minion",
            (
                Static(
                    "restrict",
                    restriction="no-actions-on-this-minion-by-others",
                    condition=Condition("your-minions-here-at-least", count=2),
                ),
            ),
        ),
        (
            "Actions cannot be played on this base or on minions here.",
            "base",
            (Static("restrict", restriction="no-actions-here"),),
        ),
        (
            "Players cannot play actions on minions here or on this base.",
            "base",
            (Static("restrict", restriction="no-actions-here"),),
        ),
        (
            "Other players' actions cannot be played on this base or on minions here.",
            "base",
            (Static("restrict", restriction="no-actions-here-by-others"),),
        ),
        (
            "Ongoing: Other players cannot play actions on this base or on minions here.",
            "minion",
            (Static("restrict", restriction="no-actions-here-by-others"),),
        ),
        (
            "Play on a base. Ongoing: Other players' actions cannot be played on this base or"
            " on minions here.",
            "action",
            (Static("restrict", restriction="no-actions-here-by-others"),),
        ),
        (
            "Players cannot move minions to this base.",
            "base",
            (Static("cannot-be-moved-here", Selector(quantifier=EACH)),),
        ),
        ("Players cannot move minions from this base.", "base", (Static("cannot-be-moved", HERE),)),
        (
            "Players cannot move minions to or from this base.",
            "base",
            (
                Static("cannot-be-moved-here", Selector(quantifier=EACH)),
                Static("cannot-be-moved", HERE),
            ),
        ),
        (
            "Ongoing: Minions cannot be moved to this base by other players' cards.",
            "minion",
            (
                Static(
                    "cannot-be-moved-here",
                    Selector(quantifier=EACH),
                    protect_from="other-players-cards",
                ),
            ),
        ),
        (
            "Ongoing: Other players' cards cannot move minions to this base.",
            "minion",
            (
                Static(
                    "cannot-be-moved-here",
                    Selector(quantifier=EACH),
                    protect_from="other-players-cards",
                ),
            ),
        ),
        (
            "Play on a base. Ongoing: Minions of power 3 or less cannot be moved to this base"
            " by other players' actions.",
            "action",
            (
                Static(
                    "cannot-be-moved-here",
                    Selector(quantifier=EACH, power=PowerFilter("at-most", 3)),
                    protect_from="other-players-actions",
                ),
            ),
        ),
        (
            "Ongoing: Minions cannot be moved from this base by other players' cards.",
            "minion",
            (Static("cannot-be-moved", HERE, protect_from="other-players-cards"),),
        ),
        (
            "Play on a base. Ongoing: Other players' actions cannot move minions from this base.",
            "action",
            (Static("cannot-be-moved", HERE, protect_from="other-players-actions"),),
        ),
        (
            "Ongoing: This minion cannot be destroyed if it is your only minion here.",
            "minion",
            (
                Static(
                    "cannot-be-destroyed",
                    Selector(this="self-or-host"),
                    condition=Condition("your-other-minions-here-at-most"),
                ),
            ),
        ),
        (
            "Ongoing: This minion cannot be moved while it is the only minion you have on this"
            " base.",
            "minion",
            (
                Static(
                    "cannot-be-moved",
                    Selector(this="self-or-host"),
                    condition=Condition("your-other-minions-here-at-most"),
                ),
            ),
        ),
        (
            "Ongoing: Your minions here with power 2 or less cannot be destroyed.",
            "minion",
            (
                Static(
                    "cannot-be-destroyed",
                    Selector(
                        quantifier=EACH, whose="you", where="here", power=PowerFilter("at-most", 2)
                    ),
                ),
            ),
        ),
        (
            "Ongoing: This minion cannot be destroyed while it has a +1 power counter.",
            "minion",
            (
                Static(
                    "cannot-be-destroyed",
                    Selector(this="self-or-host"),
                    condition=Condition("this-counters-at-least", count=1),
                ),
            ),
        ),
        (
            "Play on a minion. Ongoing: This minion cannot be moved if it has two or more +1"
            " power counters on it.",
            "action",
            (
                Static(
                    "cannot-be-moved",
                    Selector(this="self-or-host"),
                    condition=Condition("this-counters-at-least", count=2),
                ),
            ),
        ),
        (
            "Ongoing: Other players cannot play actions on this minion while this minion has a"
            " +1 power counter on it.",
            "minion",
            (
                Static(
                    "restrict",
                    restriction="no-actions-on-this-minion-by-others",
                    condition=Condition("this-counters-at-least", count=1),
                ),
            ),
        ),
        (
            "Ongoing: Players cannot play actions on this minion.",
            "minion",
            (Static("restrict", restriction="no-actions-on-this-minion"),),
        ),
        (
            "Ongoing: Other players cannot play actions on minions here.",
            "minion",
            (Static("restrict", restriction="no-actions-on-minions-here-by-others"),),
        ),
        (
            "Other players' actions cannot be played on minions here.",
            "base",
            (Static("restrict", restriction="no-actions-on-minions-here-by-others"),),
        ),
        (
            "Players cannot play actions on minions here.",
            "base",
            (Static("restrict", restriction="no-actions-on-minions-here"),),
        ),
        (
            "Minions of power 2 or less cannot be moved here.",
            "base",
            (
                Static(
                    "cannot-be-moved-here",
                    Selector(quantifier=EACH, power=PowerFilter("at-most", 2)),
                ),
            ),
        ),
        (
            "Minions here with power 2 or less cannot be destroyed.",
            "base",
            (
                Static(
                    "cannot-be-destroyed",
                    Selector(quantifier=EACH, where="here", power=PowerFilter("at-most", 2)),
                ),
            ),
        ),
    ],
    ids=[
        "actions-on-this-minion",
        "actions-on-this-minion-of-a-modifier",
        "others-play-actions-on-this-minion",
        "others-actions-on-this-minion",
        "others-on-this-minion-of-your-minion-modifier",
        "on-your-turn-on-this-minion",
        "on-this-minion-if-2-here",
        "actions-on-this-base-or-minions-here",
        "players-on-minions-here-or-this-base",
        "others-actions-on-this-base-or-minions-here",
        "others-play-on-this-base-or-minions-here-minion",
        "others-actions-on-this-base-or-minions-modifier",
        "players-move-to-this-base",
        "players-move-from-this-base",
        "players-move-to-or-from-this-base",
        "moved-to-this-base-by-others-cards",
        "others-cards-cannot-move-to-this-base",
        "power-3-moved-here-by-others-actions",
        "moved-from-this-base-by-others-cards",
        "others-actions-cannot-move-from-this-base",
        "destroyed-if-it-is-your-only-minion",
        "moved-while-it-is-the-only-minion-you-have",
        "yours-here-with-power-2-or-less",
        "destroyed-while-it-has-a-counter",
        "host-moved-if-two-counters",
        "others-on-this-minion-while-a-counter",
        "players-play-actions-on-this-minion",
        "others-play-actions-on-minions-here",
        "others-actions-on-minions-here-base",
        "players-play-actions-on-minions-here",
        "power-2-moved-here",
        "here-with-power-2-destroyed",
    ],
)
def test_restriction_compiles_to(text: str, card_type: str, statics: tuple[Static, ...]) -> None:
    assert _statics(text, card_type) == statics


# ---------------------------------------------------------------- (3) scenarios


def _table(cards: dict[str, Any], active: str) -> dict[str, Any]:
    """bank: Alan's ``rock`` (power 2; the card under test if a minion) and ``a2``, Beth's
    ``b1``; keep: Beth's ``b2``. ``active`` holds ``hex`` (an action played on a minion)
    and ``ward`` (on a base), two action plays."""
    return {
        "active": active,
        "cards": {
            **cards,
            "hex": {"type": "action", "modifier": "minion", "ongoing": {"power": -1}},
            "ward": {"type": "action", "modifier": "base", "ongoing": {"power": 1}},
        },
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": ["rock", {"card": 2, "name": "a2"}],
                        "Beth": [{"card": 1, "name": "b1"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 3, "name": "b2"}]},
                },
            ],
            "hands": {active: ["hex", "ward"]},
            "plays": {active: {"actions": 2}},
        },
    }


def _rock(text: str) -> dict[str, Any]:
    return stand_in(text, "minion", power=2)


def test_no_player_can_play_an_action_on_this_minion() -> None:
    rock = _rock("Ongoing: Actions cannot be played on this minion.")
    for active in ("Alan", "Beth"):
        check = _table({"rock": rock}, active)
        check["do"] = [
            {"play": "hex", "on": "rock", "illegal": "actions can't be played on rock"},
            {"play": "hex", "on": "a2"},
            {"play": "ward", "on": "bank"},
        ]
        run_check({**check, "expect": {"zones": {"hex": "on a2", "ward": "at bank"}}})


def test_other_players_cannot_play_actions_on_this_minion_but_its_controller_can() -> None:
    rock = _rock("Ongoing: Other players cannot play actions on this minion.")
    beths = _table({"rock": rock}, "Beth")
    beths["do"] = [
        {"play": "hex", "on": "rock", "illegal": "other players can't play actions on rock"},
        {"play": "hex", "on": "a2"},
    ]
    run_check({**beths, "expect": {"zones": {"hex": "on a2"}}})
    alans = _table({"rock": rock}, "Alan")
    alans["do"] = [{"play": "hex", "on": "rock"}]
    run_check({**alans, "expect": {"zones": {"hex": "on rock"}}})


def test_a_refused_target_is_not_among_the_legal_plays() -> None:
    """Beth's legal plays of ``hex`` are on every minion but Alan's ``rock``."""
    rock = _rock("Ongoing: Other players' actions cannot be played on this minion.")
    check = _table({"rock": rock}, "Beth")
    check["do"] = [{"play": "hex", "on": "a2"}]
    targets: set[str | None] = set()

    def started(game: Game) -> None:
        plays = legal_actions(game, "Beth")
        targets.update(a.target for a in plays if isinstance(a, PlayAction) and a.card == "hex")

    run_check({**check, "expect": {"zones": {"hex": "on a2"}}}, started=started)
    assert "rock" not in targets and {"a2", "b1", "b2"} <= targets


def test_an_action_played_on_a_minion_keeps_other_actions_off_it() -> None:
    """Alan's ``seal`` ("Play on a minion. Ongoing: Actions cannot be played on this
    minion.") on Beth's ``b1``: neither player plays an action on ``b1``; on ``a2`` they may."""
    seal = stand_in("Play on a minion. Ongoing: Actions cannot be played on this minion.", "action")
    for active in ("Alan", "Beth"):
        check = _table({"rock": {"type": "minion", "power": 2}, "seal": seal}, active)
        sealed = {"card": "seal", "owner": "Alan", "controller": "Alan"}
        check["setup"]["bases"][0]["minions"]["Beth"] = [
            {"card": 1, "name": "b1", "modifiers": [sealed]}
        ]
        check["do"] = [
            {"play": "hex", "on": "b1", "illegal": "actions can't be played on b1"},
            {"play": "hex", "on": "a2"},
        ]
        run_check({**check, "expect": {"zones": {"hex": "on a2"}}})


def test_actions_cannot_be_played_on_this_base_or_on_minions_here() -> None:
    pit = stand_in(
        "Other players' actions cannot be played on this base or on minions here.",
        "base",
        breakpoint=30,
    )
    check = _table({"rock": {"type": "minion", "power": 2}, "pit": pit}, "Beth")
    check["setup"]["bases"][0]["card"] = "pit"
    check["do"] = [
        {"play": "ward", "on": "bank"},  # on a base, the current player is not "other"
        {"play": "hex", "on": "rock"},
    ]
    run_check({**check, "expect": {"zones": {"ward": "at bank", "hex": "on rock"}}})
    alan = stand_in(
        "Ongoing: Other players cannot play actions on this base or on minions here.",
        "minion",
        power=2,
    )
    beths = _table({"rock": alan}, "Beth")
    beths["do"] = [
        {"play": "ward", "on": "bank", "illegal": "other players can't play actions"},
        {"play": "hex", "on": "b1", "illegal": "other players can't play actions"},
        {"play": "hex", "on": "b2"},
        {"play": "ward", "on": "keep"},
    ]
    run_check({**beths, "expect": {"zones": {"hex": "on b2", "ward": "at keep"}}})


def test_other_players_cannot_play_actions_on_minions_here_but_on_the_base() -> None:
    """Alan's ``rock``: Beth plays no action on a minion at bank (her own ``b1`` neither),
    but on bank itself and on ``b2`` at keep; Alan plays on his ``a2``."""
    rock = _rock("Ongoing: Other players cannot play actions on minions here.")
    beths = _table({"rock": rock}, "Beth")
    beths["do"] = [
        {"play": "hex", "on": "b1", "illegal": "other players can't play actions on minions"},
        {"play": "hex", "on": "b2"},
        {"play": "ward", "on": "bank"},
    ]
    run_check({**beths, "expect": {"zones": {"hex": "on b2", "ward": "at bank"}}})
    alans = _table({"rock": rock}, "Alan")
    alans["do"] = [{"play": "hex", "on": "a2"}]
    run_check({**alans, "expect": {"zones": {"hex": "on a2"}}})


def _moving(cards: dict[str, Any], active: str = "Alan", **expect: Any) -> dict[str, Any]:
    """Four bases: pit (of card ``pit`` if given), bank, keep, yard. Alan's ``a1`` at bank,
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
    yard = {"name": "yard", "breakpoint": 30}
    return {
        "active": active,
        "cards": {**cards, "shift": stand_in("Move a minion to another base.", "action")},
        "setup": {"bases": [pit, bank, keep, yard], "hands": {active: ["shift"]}},
        "do": [{"play": "shift"}],
        "expect": expect,
    }


def test_players_cannot_move_minions_to_this_base() -> None:
    pit = stand_in("Players cannot move minions to this base.", "base", breakpoint=30)
    check = _moving({"pit": pit}, zones={"b2": "at bank"})
    check["choices"] = [{"move-target": "b2"}, {"move-to": "bank"}]
    check["expect"]["not-offered"] = {"move-to": "pit"}
    run_check(check, {})


def test_minions_of_power_2_or_less_cannot_be_moved_here() -> None:
    """pit takes no minion of power 2 or less (``b1``), but ``b2`` (power 3)."""
    pit = stand_in("Minions of power 2 or less cannot be moved here.", "base", breakpoint=30)
    check = _moving({"pit": pit}, zones={"b2": "at pit", "b1": "at bank"})
    check["do"] = [
        {"move": "b1", "to": "pit", "illegal": "b1 cannot be moved to pit"},
        {"move": "b2", "to": "pit"},
    ]
    run_check(check, {})


def test_minions_cannot_be_moved_to_this_base_by_other_players_cards() -> None:
    """Alan's ``gate`` at pit: Beth's shift does not offer pit; Alan's own does."""
    gate = stand_in(
        "Ongoing: Minions cannot be moved to this base by other players' cards.", "minion", power=1
    )
    beths = _moving({"gate": gate}, "Beth", zones={"b2": "at bank"})
    beths["setup"]["bases"][0]["minions"]["Alan"] = ["gate"]
    beths["choices"] = [{"move-target": "b2"}, {"move-to": "bank"}]
    beths["expect"]["not-offered"] = {"move-to": "pit"}
    run_check(beths, {})
    alans = _moving({"gate": gate}, zones={"b2": "at pit"})
    alans["setup"]["bases"][0]["minions"]["Alan"] = ["gate"]
    alans["choices"] = [{"move-target": "b2"}, {"move-to": "pit"}]
    run_check(alans, {})


def test_other_players_cards_cannot_move_minions_from_this_base() -> None:
    """Alan's ``lock`` on pit: Beth's shift does not offer ``b3`` there; Alan's does."""
    lock = stand_in(
        "Play on a base. Ongoing: Other players' cards cannot move minions from this base.",
        "action",
    )
    beths = _moving(
        {"lock": lock},
        "Beth",
        zones={"b2": "at bank"},
        **{"not-offered": {"move-target": "b3"}},
    )
    beths["setup"]["bases"][0]["modifiers"] = {"Alan": ["lock"]}
    beths["choices"] = [{"move-target": "b2"}, {"move-to": "bank"}]
    run_check(beths, {})
    alans = _moving({"lock": lock}, zones={"b3": "at keep"})
    alans["setup"]["bases"][0]["modifiers"] = {"Alan": ["lock"]}
    alans["choices"] = [{"move-target": "b3"}, {"move-to": "keep"}]
    run_check(alans, {})


def test_this_minion_cannot_be_destroyed_if_it_is_your_only_minion_here() -> None:
    """Alan's ``rock`` alone at keep is not destroyed; beside ``a2`` at bank it is."""
    rock = _rock("Ongoing: This minion cannot be destroyed if it is your only minion here.")
    alone = _table({"rock": rock}, "Alan")
    bases = alone["setup"]["bases"]
    bases[0]["minions"]["Alan"] = [{"card": 2, "name": "a2"}]
    bases[1]["minions"]["Alan"] = ["rock"]
    alone["do"] = [{"destroy": "rock", "illegal": "rock cannot be destroyed"}]
    run_check({**alone, "expect": {"zones": {"rock": "at keep"}}})
    beside = _table({"rock": rock}, "Alan")
    beside["do"] = [{"destroy": "rock"}]
    run_check({**beside, "expect": {"zones": {"rock": "Alan's discard"}}})


def test_this_minion_cannot_be_destroyed_while_it_has_a_counter() -> None:
    """Alan's ``rock`` with a +1 power counter is not destroyed; its counter removed, it is."""
    rock = _rock("Ongoing: This minion cannot be destroyed while it has a +1 power counter.")
    check = _table({"rock": rock}, "Alan")
    check["setup"]["bases"][0]["minions"]["Alan"][0] = {"card": "rock", "counters": 1}
    check["do"] = [
        {"destroy": "rock", "illegal": "rock cannot be destroyed"},
        {"remove-counters": "rock"},
        {"destroy": "rock"},
    ]
    run_check({**check, "expect": {"zones": {"rock": "Alan's discard"}}})


# ---------------------------------------------------------------- (4) stops


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (
            "Ongoing: Other players cannot move minions to this base.",
            "minion",
            "'other players cannot move' (by their cards only, or also by a base's ability",
        ),
        (
            "Ongoing: Other players cannot move minions from this base.",
            "minion",
            "'other players cannot move'",
        ),
        ("Other players cannot move minions here.", "base", "'other players cannot move'"),
        (
            "Play on a base. Ongoing: Actions cannot be played on this minion.",
            "action",
            "'cannot be played on this minion' on a card that is no minion and on none",
        ),
        (
            "Actions cannot be played on this minion.",
            "base",
            "'cannot be played on this minion' on a card that is no minion and on none",
        ),
        (
            "Ongoing: Your actions cannot be played on this minion.",
            "minion",
            "only some cards cannot be played on this minion",
        ),
        (
            "Ongoing: Minions cannot be played on this minion.",
            "minion",
            "only some cards cannot be played on this minion",
        ),
        (
            "Minions cannot be moved to this base by other players' cards.",
            "base",
            "on a base (a base has no controller",
        ),
        (
            "Minions cannot be moved from this base by other players' cards.",
            "base",
            "on a base (a base has no controller",
        ),
        (
            "Ongoing: Minions cannot be moved to this base by other players.",
            "minion",
            "'by other players' (by their cards only",
        ),
        (
            "Play on a base. Ongoing: Other players' actions cannot be played on this base.",
            "action",
            "on the base only, or on its minions too",
        ),
        (
            "Ongoing: Your minions here cannot be destroyed while it has a +1 power counter.",
            "minion",
            "'if it has a +1 power counter on it' other than after this minion's own",
        ),
        (
            "This minion cannot be destroyed while it has a +1 power counter on it.",
            "base",
            "'this minion' in a base's ongoing text (a base is no minion)",
        ),
        (
            "This minion cannot be destroyed.",
            "base",
            "'this minion' in a base's ongoing text (a base is no minion)",
        ),
        (
            "Play on a base. Ongoing: Minions here cannot be moved if it has a +1 power counter"
            " on it.",
            "action",
            "'if it has a +1 power counter on it' on a card that is no minion",
        ),
    ],
    ids=[
        "others-cannot-move-to",
        "others-cannot-move-from",
        "others-cannot-move-here-on-base",
        "this-minion-on-a-base-modifier",
        "this-minion-on-a-base",
        "your-actions-on-this-minion",
        "minions-on-this-minion",
        "by-others-cards-to-on-a-base",
        "by-others-cards-from-on-a-base",
        "by-other-players-to",
        "others-actions-on-this-base-only",
        "counter-of-a-group",
        "counter-on-a-base",
        "counter-on-a-base-modifier",
        "this-minion-destroyed-on-a-base",
    ],
)
def test_restriction_stops(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


# ---------------------------------------------------------------- (5) compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            "Ongoing: Actions cannot be played on this minion.",
            "Ongoing: Other players cannot play actions on this minion.",
            "minion",
        ),
        (
            "Ongoing: Actions cannot be played on this minion.",
            "Ongoing: Actions cannot be played on minions here.",
            "minion",
        ),
        (
            "Ongoing: Other players cannot play actions on this minion.",
            "Ongoing: This minion is not affected by other players' actions.",
            "minion",
        ),
        (
            "Ongoing: Minions cannot be moved to this base by other players' cards.",
            "Ongoing: Minions cannot be moved to this base.",
            "minion",
        ),
        (
            "Ongoing: Minions cannot be moved to this base by other players' cards.",
            "Ongoing: Minions cannot be moved to this base by other players' actions.",
            "minion",
        ),
        (
            "Ongoing: Minions cannot be moved from this base by other players' cards.",
            "Ongoing: Minions cannot be moved to this base by other players' cards.",
            "minion",
        ),
        (
            "Players cannot move minions to this base.",
            "Players cannot move minions from this base.",
            "base",
        ),
        (
            "Ongoing: This minion cannot be destroyed if it is your only minion here.",
            "Ongoing: This minion cannot be destroyed.",
            "minion",
        ),
        (
            "Other players' actions cannot be played on this base or on minions here.",
            "Actions cannot be played on this base or on minions here.",
            "base",
        ),
        (
            "Ongoing: This minion cannot be destroyed while it has a +1 power counter.",
            "Ongoing: This minion cannot be destroyed if it has two or more +1 power counters"
            " on it.",
            "minion",
        ),
        (
            "Ongoing: Other players cannot play actions on minions here.",
            "Ongoing: Actions cannot be played on minions here.",
            "minion",
        ),
        (
            "Ongoing: Other players cannot play actions on minions here.",
            "Ongoing: Other players cannot play actions here.",
            "minion",
        ),
        (
            "Minions cannot be moved here.",
            "Minions here cannot be moved.",
            "base",
        ),
    ],
    ids=[
        "anyone-vs-others-on-this-minion",
        "this-minion-vs-minions-here",
        "played-on-vs-affected",
        "by-others-vs-any-to",
        "cards-vs-actions",
        "from-vs-to-by-others",
        "players-to-vs-from",
        "only-minion-vs-always",
        "others-vs-anyone-here",
        "a-counter-vs-two",
        "others-vs-anyone-on-minions-here",
        "on-minions-here-vs-here",
        "moved-here-vs-here-moved",
    ],
)
def test_restriction_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered
