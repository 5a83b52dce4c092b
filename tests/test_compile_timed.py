"""Effects that last for a time and are not power (lang-timed), compiled and played:

- a base's breakpoint changed for a while: "Reduce the breakpoint of a base by 4 until the
  end of the turn" (``breakpoint: -4``, of a base its player chooses, this base, each base,
  the base chosen before), "This base's breakpoint is reduced to 0 until ..."
  (``set-breakpoint: 0``: whatever else changes it; never below 0, the rulebook's
  exception); it scores in that turn's Score Bases phase if its total power reaches it;
- a restriction at a base for a while: "Other players cannot play minions there until the
  start of your next turn" (``restrict``): held by the game, so it outlives the card that
  made it (an action goes to the discard pile as it resolves), and refuses only the
  players it names;
- "Ongoing: At the end of the turn, destroy this minion." on an action played on a minion
  (or a base): the end-of-turn trigger "on the turn you play it", while it is in play.

A breakpoint changed "by the power of one of your minions on that base": the base chosen,
then one of your minions there (``power-of``), its power as the effect resolves.

What the engine cannot play exactly stops, said why: control for a while (the engine's
control changes last), "reduced to" another number than 0, actions "on" a base (on the
base only, or on its minions too?)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.language.grammar import (
    Ability,
    Amount,
    Condition,
    Duration,
    Effect,
    GrammarError,
    Quantifier,
    Selector,
    Trigger,
    parse_effects,
)
from smashwiki.engine.scenario import run_check

A_BASE = Selector(what="base")
THIS_BASE = Selector(what="base", where="here")
EACH_BASE = Selector(what="base", quantifier=Quantifier("each"))
CHOSEN = Selector(what="base", where="chosen-base")
NEXT = Duration("start-of-your-next-turn")
THREE = ("Alan", "Beth", "Chris")

SINK = "Reduce the breakpoint of a base by 4 until the end of the turn."
FLOOR = "This base's breakpoint is reduced to 0 until the end of the turn."
RAISE = "Increase the breakpoint of each base by 2 until the start of your next turn."
LOCK = "Choose a base. Other players cannot play minions there until the start of your next turn."
BAR = "Players cannot play minions on a base of your choice until the end of the turn."
WARD = "Other players cannot play actions here until the start of your next turn."
DOOM = "Play on a minion. Ongoing: At the end of the turn, destroy this minion."


# ------------------------------------------------------------------ compiled, said back


@pytest.mark.parametrize(
    ("text", "card_type", "effect"),
    [
        (SINK, "action", Effect("breakpoint", target=A_BASE, amount=Amount(-4))),
        (FLOOR, "minion", Effect("set-breakpoint", target=THIS_BASE, amount=Amount(0))),
        (
            "This base's breakpoint is reduced by 3 until the start of your next turn.",
            "minion",
            Effect("breakpoint", target=THIS_BASE, amount=Amount(-3), duration=NEXT),
        ),
        (RAISE, "action", Effect("breakpoint", EACH_BASE, Amount(2), duration=NEXT)),
        (
            "Reduce the breakpoint of a base to 0 until the end of your next turn.",
            "action",
            Effect("set-breakpoint", A_BASE, Amount(0), duration=Duration("end-of-your-next-turn")),
        ),
        (
            "Choose a base. Reduce the breakpoint of that base by 5 until the end of the turn.",
            "action",
            Effect("breakpoint", target=CHOSEN, amount=Amount(-5)),
        ),
        (
            LOCK,
            "action",
            Effect("restrict", CHOSEN, duration=NEXT, restriction="no-minions-here-by-others"),
        ),
        (BAR, "action", Effect("restrict", target=A_BASE, restriction="no-minions-here")),
        (
            WARD,
            "minion",
            Effect("restrict", THIS_BASE, duration=NEXT, restriction="no-actions-here-by-others"),
        ),
        (
            "Other players cannot play minions on this base until the start of your next turn.",
            "minion",
            Effect("restrict", THIS_BASE, duration=NEXT, restriction="no-minions-here-by-others"),
        ),
        (
            "Minions cannot be played here until the end of the turn.",
            "minion",
            Effect("restrict", target=THIS_BASE, restriction="no-minions-here"),
        ),
        (
            "Players cannot play actions here until the start of your next turn.",
            "minion",
            Effect("restrict", target=THIS_BASE, duration=NEXT, restriction="no-actions-here"),
        ),
        (
            "Play on a base. Other players cannot play minions here until the end of the turn.",
            "action",
            Effect("restrict", target=THIS_BASE, restriction="no-minions-here-by-others"),
        ),
    ],
    ids=[
        "reduce-a-base-by",
        "this-base-to-0",
        "this-base-by-next-turn",
        "increase-each-base",
        "a-base-to-0-end-of-next-turn",
        "that-base-chosen",
        "others-no-minions-there",
        "no-minions-base-of-your-choice",
        "others-no-actions-here",
        "others-no-minions-on-this-base",
        "minions-cannot-be-played-here",
        "players-no-actions-here",
        "base-modifier-here",
    ],
)
def test_a_timed_effect_compiles_to_its_values(text: str, card_type: str, effect: Effect) -> None:
    effects = effects_of(text, card_type)
    if effect.target == CHOSEN and effects[0].verb == "choose":  # "Choose a base." first
        effects = effects[0].effects
        effect = replace(effect, target=Selector(what="base", where="there"))
    assert effects == (effect,)


def test_the_ongoing_end_of_the_turn_is_the_turn_it_is_played_in() -> None:
    outcome = compile_text(DOOM, "action")
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability == Ability(
        "trigger",
        effects=(Effect("destroy", target=Selector(this="self-or-host")),),
        trigger=Trigger("end-of-turn"),
        conditions=(Condition("played-this-turn"),),
    )


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        (
            "Reduce the breakpoint of this base by 3 until the end of the turn.",
            "This base's breakpoint is reduced by 3 until the end of the turn.",
            "minion",
        ),
        (
            "Draw a card. Increase the breakpoint of this base by 2 until the end of the turn.",
            "Draw a card. This base's breakpoint is increased by 2 until the end of the turn.",
            "minion",
        ),
        (
            "Play on a minion. Ongoing: At the end of the turn, destroy the minion this is"
            " played on.",
            DOOM,
            "action",
        ),
    ],
    ids=["reduce-this-base", "increase-this-base", "the-minion-this-is-played-on"],
)
def test_a_second_wording_says_the_same(printed: str, canonical: str, card_type: str) -> None:
    assert_same_values(printed, canonical, card_type)


def test_the_minion_this_is_played_on_is_said_only_of_an_action_on_a_minion() -> None:
    """On a base modifier (or a minion) the words name no minion: not "this minion"."""
    on_a_base = "Play on a base. Ongoing: At the end of the turn, destroy the minion this is"
    for text, card_type in ((on_a_base + " played on.", "action"),
                            ("Destroy the minion this is played on.", "minion")):  # fmt: skip
        assert compile_text(text, card_type).status == "stopped"


# ------------------------------------------------------------------ played: breakpoints


def _decks(*players: str) -> dict[str, list[Any]]:
    """A few cards in each deck, for the Draw phases of the turns a check runs through."""
    return {p: [{"card": 1, "name": f"{p[0].lower()}d{n}"} for n in range(6)] for p in players}


DECKS = _decks("Alan", "Beth")


def _sink_game(choice: str) -> dict[str, Any]:
    return {
        "cards": {"sink": stand_in(SINK, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 20, "minions": {"Alan": [17]}},
                {"name": "mill", "breakpoint": 20, "minions": {"Beth": [18]}},
            ],
            "hands": {"Alan": ["sink"]},
            "base-deck": [30, 30],
            "decks": DECKS,
        },
        "choices": [{"choose-base": choice, "player": "Alan"}],
    }


def test_the_base_chosen_scores_at_its_reduced_breakpoint() -> None:
    """Bank 20 less 4 is 16: Alan's 17 reaches it in this turn's Score Bases phase; mill
    (not chosen) keeps 20, so Beth's 18 does not score it."""
    check = _sink_game("bank")
    check["do"] = [{"play": "sink", "expect": {"breakpoint": {"bank": 16, "mill": 20}}}, "score"]
    run_check({**check, "expect": {"vps": {"Alan": 3, "Beth": 0}, "base-count": 2}})


def test_the_other_base_chosen_scores_nothing_here() -> None:
    check = _sink_game("mill")
    check["do"] = [{"play": "sink", "expect": {"breakpoint": {"bank": 20, "mill": 16}}}, "score"]
    run_check({**check, "expect": {"vps": {"Alan": 0, "Beth": 3}}})


def test_the_wrong_base_fails_the_check() -> None:
    check = _sink_game("mill")
    check["do"] = [{"play": "sink"}, "score"]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"vps": {"Alan": 3}}})


def test_a_reduced_breakpoint_is_back_after_the_turn() -> None:
    check = _sink_game("mill")
    check["setup"]["bases"][1]["minions"] = {"Beth": [2]}
    check["do"] = [
        {"play": "sink", "expect": {"breakpoint": {"mill": 16}}},
        {"next-turn": True, "expect": {"breakpoint": {"mill": 20}, "active": "Beth"}},
    ]
    run_check(check)


@pytest.mark.parametrize(("answer", "bank"), [("bank", 18), ("pass", 20)])
def test_you_may_reduce_a_breakpoint_or_pass(answer: str, bank: int) -> None:
    text = "You may reduce the breakpoint of a base by 2 until the end of the turn."
    check = _sink_game(answer)
    check["cards"] = {"sink": stand_in(text, "action")}
    after = {"breakpoint": {"bank": bank, "mill": 20}, "zones": {"sink": "Alan's discard"}}
    check["do"] = [{"play": "sink", "expect": after}]
    run_check(check)


@pytest.mark.parametrize(("answer", "raised"), [("yes", 2), ("no", 0)])
def test_you_may_raise_each_breakpoint_asked_first(answer: str, raised: int) -> None:
    text = "You may increase the breakpoint of each base by 2 until the end of the turn."
    check = _sink_game("bank")
    check["cards"] = {"sink": stand_in(text, "action")}
    check["choices"] = [{"may": answer, "player": "Alan"}]
    after = {"breakpoint": {"bank": 20 + raised, "mill": 20 + raised}}
    check["do"] = [{"play": "sink", "expect": {**after, "zones": {"sink": "Alan's discard"}}}]
    run_check(check)


def test_a_breakpoint_is_never_reduced_below_0() -> None:
    text = "Reduce the breakpoint of a base by 25 until the end of the turn."
    run_check(
        {
            "cards": {"sink": stand_in(text, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 20}, {"name": "mill", "breakpoint": 30}],
                "hands": {"Alan": ["sink"]},
            },
            "do": [{"play": "sink", "expect": {"breakpoint": {"bank": 0, "mill": 30}}}],
            "choices": [{"choose-base": "bank"}],
        }
    )


def test_reduced_to_0_holds_whatever_else_changes_it_and_scores_this_turn() -> None:
    """Alan's minion (power 2) at bank, whose breakpoint a modifier raises by 5: "reduced
    to 0" is 0 all the same; the base scores this turn; the other base is untouched."""
    raiser = {"type": "action", "modifier": "base", "ongoing": {"breakpoint": 5}}
    run_check(
        {
            "cards": {"floor": stand_in(FLOOR, "minion", power=2), "raiser": raiser},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 20, "modifiers": {"Beth": ["raiser"]}},
                    {"name": "mill", "breakpoint": 20},
                ],
                "hands": {"Alan": ["floor"]},
                "base-deck": [30],
                "decks": DECKS,
            },
            "do": [
                {
                    "play": "floor",
                    "on": "bank",
                    "expect": {"breakpoint": {"bank": 0, "mill": 20}},
                },
                "score",
            ],
            "expect": {"vps": {"Alan": 3}, "zones": {"floor": "Alan's discard"}},
        }
    )


def test_a_raise_holds_through_other_players_turns_until_your_next_one() -> None:
    bases = [{"name": "bank", "breakpoint": 20}, {"name": "mill", "breakpoint": 15}]
    raised = {"breakpoint": {"bank": 22, "mill": 17}}
    run_check(
        {
            "players": list(THREE),
            "cards": {"raise": stand_in(RAISE, "action")},
            "setup": {"bases": bases, "hands": {"Alan": ["raise"]}, "decks": _decks(*THREE)},
            "do": [
                {"play": "raise", "expect": raised},
                {"next-turn": True, "expect": {**raised, "active": "Beth"}},
                {"next-turn": True, "expect": {**raised, "active": "Chris"}},
                {"next-turn": True, "expect": {"breakpoint": {"bank": 20, "mill": 15}}},
            ],
        }
    )


BY_POWER = (
    "Reduce the breakpoint of a base by the power of one of your minions on that base until"
    " the end of the turn."
)


def test_by_the_power_of_a_minion_compiles_to_its_values() -> None:
    (effect,) = effects_of(BY_POWER)
    mine_there = Selector(whose="you", where="chosen-base")
    assert effect == Effect("breakpoint", target=A_BASE, amount=Amount(-1, power_of=mine_there))


def _by_power_game(base: str, minion: str | None) -> dict[str, Any]:
    """Alan's a3 (printed 3, two +1 power counters: 5 now) and a4 at bank, Beth's b7 there;
    Alan's a6 at mill."""
    choices: list[dict[str, Any]] = [{"choose-base": base, "player": "Alan"}]
    if minion is not None:
        choices.append({"power-of": minion, "player": "Alan"})
    minions = {
        "Alan": [{"card": 3, "name": "a3", "counters": 2}, {"card": 4, "name": "a4"}],
        "Beth": [{"card": 7, "name": "b7"}],
    }
    return {
        "cards": {"sink": stand_in(BY_POWER, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 20, "minions": minions},
                {
                    "name": "mill",
                    "breakpoint": 20,
                    "minions": {"Alan": [{"card": 6, "name": "a6"}]},
                },
                {"name": "moor", "breakpoint": 20},
            ],
            "hands": {"Alan": ["sink"]},
            "decks": DECKS,
        },
        "choices": choices,
    }


@pytest.mark.parametrize(
    ("base", "minion", "bank", "mill"),
    [("bank", "a3", 15, 20), ("bank", "a4", 16, 20), ("mill", None, 20, 14)],
    ids=["its-power-now-counters-too", "the-other-minion", "the-one-minion-there"],
)
def test_the_breakpoint_is_reduced_by_the_power_of_your_minion_there(
    base: str, minion: str | None, bank: int, mill: int
) -> None:
    check = _by_power_game(base, minion)
    after = {"breakpoint": {"bank": bank, "mill": mill, "moor": 20}}
    check["do"] = [
        {"play": "sink", "expect": after},
        {"next-turn": True, "expect": {"breakpoint": {"bank": 20, "mill": 20}}},
    ]
    run_check(check)


def test_another_players_minion_there_is_not_yours_to_choose() -> None:
    check = _by_power_game("bank", "b7")
    check["do"] = [{"play": "sink"}]
    with pytest.raises(IllegalChoice, match="b7 is not a legal answer"):
        run_check({**check, "expect": {"breakpoint": {"bank": 13}}})


def test_a_base_where_you_have_no_minion_is_not_reduced() -> None:
    check = _by_power_game("moor", None)
    check["do"] = [{"play": "sink", "expect": {"zones": {"sink": "Alan's discard"}}}]
    run_check({**check, "expect": {"breakpoint": {"moor": 20}}})


# ------------------------------------------------------------------ played: restrictions


def _lock_game(text: str = LOCK, chosen: str = "bank") -> dict[str, Any]:
    """Three players, two bases; Alan plays ``lock``; each player holds two minions."""
    hands: dict[str, list[Any]] = {
        p: [{"card": 2, "name": f"{p[0].lower()}{n}"} for n in (1, 2)] for p in THREE
    }
    hands["Alan"].insert(0, "lock")
    return {
        "players": list(THREE),
        "cards": {"lock": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40}, {"name": "mill", "breakpoint": 40}],
            "hands": hands,
            "decks": _decks(*THREE),
        },
        "choices": [{"choose-base": chosen, "player": "Alan"}],
    }


def test_other_players_cannot_play_minions_there_until_your_next_turn() -> None:
    """Alan himself may play there; Beth and Chris may not (the action that made it is in
    Alan's discard pile), but may elsewhere; after Alan's next turn begins, they may."""
    check = _lock_game()
    check["do"] = [
        {"play": "lock", "expect": {"zones": {"lock": "Alan's discard"}}},
        {"play": "a1", "on": "bank"},
        "next-turn",
        {"play": "b1", "on": "bank", "illegal": "other players can't play minions at bank"},
        {"play": "b2", "on": "mill"},
        "next-turn",
        {"play": "c1", "on": "bank", "illegal": "other players can't play minions at bank"},
        "next-turn",
        "next-turn",
        {"play": "b1", "on": "bank"},
    ]
    run_check({**check, "expect": {"zones": {"a1": "at bank", "b1": "at bank"}}})


def test_the_restriction_is_at_the_base_chosen_only() -> None:
    check = _lock_game(chosen="mill")
    check["do"] = [{"play": "lock"}, "next-turn", {"play": "b1", "on": "bank"}]
    run_check({**check, "expect": {"zones": {"b1": "at bank"}}})


def test_players_cannot_play_minions_there_you_neither_until_the_end_of_the_turn() -> None:
    """ "Players": Alan too, this turn; Beth, on her turn, may (it ended with Alan's)."""
    check = _lock_game(BAR)
    check["do"] = [
        {"play": "lock"},
        {"play": "a1", "on": "bank", "illegal": "players can't play minions at bank"},
        {"play": "a1", "on": "mill"},
        "next-turn",
        {"play": "b1", "on": "bank"},
    ]
    run_check({**check, "expect": {"zones": {"b1": "at bank", "a1": "at mill"}}})


def test_other_players_cannot_play_actions_here_on_the_base_nor_on_its_minions() -> None:
    """Alan's warden at bank: Beth's actions on bank, or on a minion there, are refused
    (also after the warden is gone); on mill's minion, allowed."""
    hex_ = {"type": "action", "modifier": "minion", "ongoing": {"power": -1}}
    sign = {"type": "action", "modifier": "base"}
    zap = stand_in("Destroy a minion. Play an extra action.", "action")
    run_check(
        {
            "cards": {
                "warden": stand_in(WARD, "minion", power=3),
                "hex": hex_,
                "sign": sign,
                "zap": zap,
            },
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 40,
                        "minions": {"Beth": [{"card": 2, "name": "bb"}]},
                    },
                    {
                        "name": "mill",
                        "breakpoint": 40,
                        "minions": {"Beth": [{"card": 2, "name": "bm"}]},
                    },
                ],
                "hands": {"Alan": ["warden"], "Beth": ["zap", "hex", "sign"]},
                "decks": DECKS,
            },
            "do": [
                {"play": "warden", "on": "bank"},
                "next-turn",
                {"play": "zap"},
                {
                    "play": "sign",
                    "on": "bank",
                    "illegal": "other players can't play actions at bank",
                },
                {"play": "hex", "on": "bb", "illegal": "other players can't play actions at bank"},
                {"play": "hex", "on": "bm"},
            ],
            "choices": [{"destroy-target": "warden"}],
            "expect": {"zones": {"warden": "Alan's discard", "hex": "on bm"}},
        }
    )


# ------------------------------------------------------------------ played: ongoing, end of turn


def _doom_game(modifiers: bool) -> dict[str, Any]:
    ogre: dict[str, Any] = {"card": 5, "name": "ogre"}
    if modifiers:
        ogre["modifiers"] = [{"card": "doom", "owner": "Alan"}]
    return {
        "cards": {"doom": stand_in(DOOM, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 40,
                    "minions": {"Alan": [{"card": 4, "name": "knight"}], "Beth": [ogre]},
                }
            ],
            "hands": {"Alan": [] if modifiers else ["doom"]},
            "decks": DECKS,
        },
    }


def test_the_minion_it_is_played_on_is_destroyed_at_the_end_of_the_turn() -> None:
    check = _doom_game(modifiers=False)
    check["do"] = [{"play": "doom", "on": "ogre", "expect": {"zones": {"ogre": "at bank"}}}, "end"]
    expect = {"zones": {"ogre": "Beth's discard", "knight": "at bank", "doom": "Alan's discard"}}
    run_check({**check, "expect": expect})


def test_an_action_in_play_since_before_destroys_nothing() -> None:
    """On the ogre since before this turn: "the end of the turn" was that turn's."""
    check = _doom_game(modifiers=True)
    check["do"] = [{"next-turn": True, "expect": {"zones": {"ogre": "at bank"}}}, "next-turn"]
    run_check({**check, "expect": {"zones": {"ogre": "at bank", "ad0": "Alan's hand"}}})


def test_a_base_modifier_destroys_itself_at_the_end_of_the_turn_it_is_played() -> None:
    text = "Play on a base. Ongoing: At the end of the turn, destroy this card."
    run_check(
        {
            "cards": {"flare": stand_in(text, "action")},
            "setup": {"bases": [{"name": "bank", "breakpoint": 40}], "hands": {"Alan": ["flare"]},
                      "decks": DECKS},
            "do": [{"play": "flare", "on": "bank", "expect": {"zones": {"flare": "at bank"}}},
                   "end"],
            "expect": {"zones": {"flare": "Alan's discard"}},
        }
    )  # fmt: skip


# ------------------------------------------------------------------ near-misses that stop


@pytest.mark.parametrize(
    ("text", "card_type", "reason"),
    [
        (
            "Reduce the breakpoint of each base by the power of one of your minions on that base"
            " until the end of the turn.",
            "action",
            "other than one of your minions on the base chosen",
        ),
        (
            "Reduce the breakpoint of a base by the power of a minion on that base until the end"
            " of the turn.",
            "action",
            "other than one of your minions on the base chosen",
        ),
        (
            "This base's breakpoint is reduced to 5 until the end of the turn.",
            "minion",
            "other than 0",
        ),
        (
            "Increase the breakpoint of a base to 0 until the end of the turn.",
            "action",
            "other than 0",
        ),
        ("Reduce the breakpoint of a base by 0 until the end of the turn.", "action", "by 0"),
        ("Reduce the breakpoint of a base by 4 until the end of the game.", "action", "word"),
        (
            "Reduce the breakpoint of this base by 4 until the end of the turn.",
            "action",
            "this base",
        ),
        (
            "This base's breakpoint is reduced by 4 until the end of the turn.",
            "action",
            "this base",
        ),
        (
            "Players cannot play actions on a base of your choice until the end of the turn.",
            "action",
            "on the base only, or on its minions too",
        ),
        (
            "Players cannot play actions on this base until the end of the turn.",
            "minion",
            "on the base only, or on its minions too",
        ),
        ("Other players cannot play minions here until the end of the turn.", "action", "no base"),
        ("Other players cannot play minions there until the end of the turn.", "action", "there"),
        ("Your minions cannot be played here until the end of the turn.", "minion", "only some"),
        (
            "Take control of a minion of power 2 or less here until the end of the turn.",
            "action",
            "control changes last",
        ),
        ("Ongoing: At the end of the turn, destroy this minion.", "minion", "other than an action"),
        (
            "Play on a minion. Ongoing: At the start of your next turn, destroy this minion.",
            "action",
            "next one",
        ),
        (
            "Ongoing: Other players cannot play minions here until the end of the turn.",
            "minion",
            "without a moment",
        ),
        ("Other players cannot play minions yonder until the end of the turn.", "action", "word"),
        (
            "Play on a base. Ongoing: At the end of the turn, destroy this minion.",
            "action",
            "on no minion",
        ),
    ],
    ids=[
        "each-base-by-a-minions-power",
        "by-anyones-minions-power",
        "to-5",
        "increased-to",
        "by-0",
        "end-of-the-game",
        "this-base-on-an-action",
        "this-base-said-on-an-action",
        "actions-on-a-base-of-your-choice",
        "actions-on-this-base",
        "here-on-a-plain-action",
        "there-unsaid",
        "only-some-minions",
        "control-for-a-while",
        "ongoing-end-of-turn-on-a-minion",
        "ongoing-next-turn",
        "ongoing-restriction",
        "unknown-word",
        "this-minion-on-a-base-modifier",
    ],
)
def test_near_misses_stop(text: str, card_type: str, reason: str) -> None:
    assert_stops(text, card_type, reason)


# ------------------------------------------------------------------ near-misses that compile apart


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        (SINK, "Reduce the breakpoint of a base by 4 until the start of your next turn.", "action"),
        (SINK, "Increase the breakpoint of a base by 4 until the end of the turn.", "action"),
        (SINK, "Reduce the breakpoint of each base by 4 until the end of the turn.", "action"),
        (SINK, "Reduce the breakpoint of a base to 0 until the end of the turn.", "action"),
        (SINK, "Reduce the breakpoint of a base by 3 until the end of the turn.", "action"),
        (
            FLOOR,
            "This base's breakpoint is reduced by 20 until the end of the turn.",
            "minion",
        ),
        (
            LOCK,
            "Choose a base. Players cannot play minions there until the start of your next turn.",
            "action",
        ),
        (
            LOCK,
            "Choose a base. Other players cannot play minions there until the end of the turn.",
            "action",
        ),
        (
            LOCK,
            "Choose a base. Other players cannot play actions there until the start of your"
            " next turn.",
            "action",
        ),
        (WARD, "Ongoing: Other players cannot play actions here.", "minion"),
        (DOOM, "Play on a minion. At the end of the turn, destroy this minion.", "action"),
        (
            DOOM,
            "Play on a minion. Ongoing: At the end of each turn, destroy this minion.",
            "action",
        ),
    ],
    ids=[
        "end-vs-next-turn",
        "reduce-vs-increase",
        "a-vs-each",
        "by-vs-to-0",
        "4-vs-3",
        "to-0-vs-by-20",
        "others-vs-players",
        "next-turn-vs-end",
        "minions-vs-actions",
        "timed-vs-ongoing",
        "ongoing-vs-on-play",
        "the-turn-vs-each-turn",
    ],
)
def test_near_misses_compile_apart(one: str, other: str, card_type: str) -> None:
    first, second = compile_text(one, card_type), compile_text(other, card_type)
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


def test_power_of_is_an_amount_of_a_breakpoint_change_only() -> None:
    """Said in English only of a breakpoint ("by the power of one of your minions on that
    base"), the amount is refused on any other verb (it would play unsaid)."""
    mine = {"whose": "you", "where": "chosen-base"}
    parse_effects({"breakpoint": {"value": -1, "power-of": mine}})
    with pytest.raises(GrammarError, match="power-of: is an amount of breakpoint only"):
        parse_effects({"draw": {"value": 1, "power-of": mine}})
