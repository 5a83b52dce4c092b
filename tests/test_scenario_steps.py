"""A check's steps never do nothing silently, and its expectations never pass vacuously.

A rules operation that changes nothing says why: a name the game lacks makes the check
malformed, a rule that stops it fails the check unless the step says ``illegal:``, and no
rule at all is an engine error. A check whose every expectation already holds before its
first step proves nothing about its steps, and is invalid.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from smashwiki.checks import run_ruling
from smashwiki.engine import effects
from smashwiki.engine.errors import (
    EngineFault,
    ExpectationFailed,
    InvalidScenario,
    NothingHappened,
)
from smashwiki.engine.game import Game
from smashwiki.engine.scenario import STEP_OPTIONS, STEPS, run_check
from smashwiki.engine.scenario.steps import STEP_READS
from smashwiki.model import Ruling

KNIGHT = {"card": 2, "name": "knight"}
SHIELD = {"card": "shield", "name": "shield"}
CARDS = {"shield": {"power": 3, "ongoing": {"protected": True}}}
SETUP = {
    "bases": [
        {"name": "bank", "breakpoint": 30, "minions": {"Alan": [KNIGHT], "Beth": [SHIELD]}},
        {"name": "mill", "breakpoint": 30},
    ],
    "hands": {"Alan": [{"card": 3, "name": "squire"}]},
}
PLAYED = {"events": [{"kind": "phase-began", "phase": "score"}]}


def check(*steps: Any, expect: dict[str, Any] | None = None) -> dict[str, Any]:
    """A check on SETUP that runs ``steps`` then scores (so its expectation needs them)."""
    return {"cards": CARDS, "setup": SETUP, "do": [*steps, "score"], "expect": expect or PLAYED}


@pytest.mark.parametrize(
    ("step", "reason"),
    [
        ({"place-counters": "squire"}, "squire is not in play but in Alan's hand"),
        ({"place-counters": "shield", "by": "knight"}, "shield is protected from knight's"),
        ({"remove-counters": "knight"}, "knight has no +1 power counters"),
        ({"move-counters": None, "from": "knight", "to": "shield"}, "knight has no +1 power"),
        ({"destroy": "shield", "by": "knight"}, "shield is protected"),
        ({"move": "knight", "to": "bank"}, "knight is at bank already"),
        ({"return": "squire"}, "squire is not in play"),
        ({"draw-cards": 2}, "Alan has no card left in their deck or discard pile"),
        ({"effect": [{"place-counters": 1, "target": "others"}], "by": "knight"}, "none of its"),
    ],
    ids=[
        "counters-on-a-card-in-hand",
        "counters-on-a-protected-card",
        "remove-counters-from-none",
        "move-counters-from-none",
        "destroy-a-protected-card",
        "move-to-where-it-is",
        "return-a-card-in-hand",
        "draw-from-nothing",
        "effect-with-no-target",
    ],
)
def test_an_operation_that_changes_nothing_fails_saying_why(step: dict, reason: str) -> None:
    with pytest.raises(NothingHappened, match=re.escape(reason)):
        run_check(check(step))
    # a check that means it says so, and the worked example tells it
    outcome = run_check(check({**step, "illegal": reason.split(" ", 2)[-1]}))
    told = [line.lower() for line in outcome.steps if "nothing happens" in line]
    assert told and reason.split(" ", 1)[-1].lower() in told[0], outcome.steps


@pytest.mark.parametrize(
    ("step", "field", "message"),
    [
        ({"place-counters": "knigth"}, "do[0].place-counters", "'knigth' is no card or base"),
        ({"destroy": "knight", "by": "smiet"}, "do[0].by", "'smiet' is no card or base"),
        ({"move": "knight", "to": "vault"}, "do[0].to", "'vault' is no card or base"),
        ({"duel": ["knight", "shild"]}, "do[0].duel[1]", "'shild' is no card or base"),
        ({"place-counters": "knight", "amount": 0}, "do[0].amount", "0 is less than 1"),
        ({"place-counters": "knight", "amount": "2"}, "do[0].amount", "'2' is not a whole"),
        ({"extra-turn": "Bath"}, "do[0].extra-turn", "'Bath' is not a player of this check"),
        # an action on a misspelt name is no refusal of the rules that illegal: could mean
        ({"play": "squire", "on": "bnak", "illegal": True}, "do[0].on", "'bnak' is no card"),
        ({"talent": "knigth", "illegal": True}, "do[0].talent", "'knigth' is no card"),
        ({"play-titan": "tiatn", "on": "bank", "illegal": True}, "do[0].play-titan", "'tiatn'"),
    ],
    ids=[
        "card",
        "by",
        "to",
        "duel",
        "amount-zero",
        "amount-text",
        "player",
        "play-on",
        "talent",
        "play-titan",
    ],
)
def test_a_name_or_number_the_game_cannot_use_is_a_malformed_check(
    step: dict, field: str, message: str
) -> None:
    result = run_ruling(Ruling("t/r#1", "example", "t", "src", check=check(step)), {})
    assert result.status == "failing"
    assert (result.detail or "").startswith(f"the check is malformed: {field}: {message}"), (
        result.detail
    )


def test_an_operation_that_changes_nothing_for_no_rule_is_an_engine_error(monkeypatch) -> None:
    def idle(game: Game, uid: str, amount: int = 1, *, source: str | None = None) -> bool:
        return False

    monkeypatch.setattr(effects, "place_counters", idle)
    with pytest.raises(EngineFault, match="no rule says why"):
        run_check(check({"place-counters": "knight"}))
    result = run_ruling(
        Ruling("t/r#1", "example", "t", "src", check=check({"place-counters": "knight"})), {}
    )
    assert (result.detail or "").startswith("engine error (a bug in the engine, not in the check)")


UNCHANGED = {"counters": {"shield": 0}, "no-events": [{"kind": "vp-gained"}]}


@pytest.mark.parametrize(
    "vacuous",
    [
        {"do": [{"place-counters": "knight"}], "expect": UNCHANGED},
        {"do": [{"place-counters": "knight", "expect": UNCHANGED}], "expect": UNCHANGED},
        {"do": ["score"], "expect": {"vps": {"Alan": 0}, "bases": ["bank", "mill"]}},
    ],
    ids=["final-expect", "step-expect", "phase-step"],
)
def test_a_check_whose_expectations_all_hold_before_its_steps_is_invalid(vacuous: dict) -> None:
    whole = {"cards": CARDS, "setup": SETUP, **vacuous}
    with pytest.raises(InvalidScenario, match="proves nothing its steps do"):
        run_check(whole)
    run_check(whole, vacuous=True)  # what the mutation test asks: the engine agrees


@pytest.mark.parametrize(
    "sound",
    [
        {"expect": {"power": {"knight": 2}}},  # no step: a fact of the position
        {"do": [{"place-counters": "knight"}], "expect": {**UNCHANGED, "counters": {"knight": 1}}},
        {
            "do": [
                {"play": "squire", "on": "bank", "illegal": "no minion play", "expect": UNCHANGED}
            ]
        },
    ],
    ids=["no-steps", "one-change-expected", "refused-step"],
)
def test_a_check_that_expects_a_change_or_a_refusal_runs(sound: dict) -> None:
    whole = {"cards": CARDS, "setup": {**SETUP, "plays": {"Alan": {"minions": 0}}}, **sound}
    try:
        run_check(whole)
    except ExpectationFailed as error:  # pragma: no cover - says which one
        pytest.fail(str(error))


@pytest.mark.parametrize(
    ("step", "field", "message"),
    [
        ({"play": "squire", "on": "bank", "amount": 3}, "do[0].amount", "play does not use amount"),
        ({"destroy": "knight", "as": "Beth"}, "do[0].as", "destroy does not use as"),
        ({"score": None, "by": "knight"}, "do[0].by", "score does not use by"),
        ({"play": "squire", "on": "bank", "using": "bonus"}, "do[0].using", "'bonus' is not"),
        (
            {"move-counters": "knight", "to": "squire"},
            "do[0].move-counters",
            "move-counters takes no value, not 'knight'",
        ),
        ({"end": "Beth"}, "do[0].end", "end takes no value, not 'Beth'"),
        ({"start-game": "Alan"}, "do[0].start-game", "start-game takes no value"),
    ],
    ids=[
        "amount-on-a-play",
        "as-on-destroy",
        "by-on-a-phase",
        "using-no-play",
        "value-of-move-counters",
        "value-of-a-phase",
        "value-of-start-game",
    ],
)
def test_an_option_a_step_does_not_read_is_a_malformed_check(
    step: dict, field: str, message: str
) -> None:
    result = run_ruling(Ruling("t/r#1", "example", "t", "src", check=check(step)), {})
    assert (result.detail or "").startswith(f"the check is malformed: {field}: {message}"), (
        result.detail
    )


def test_every_step_says_which_options_it_reads() -> None:
    assert set(STEP_READS) == set(STEPS) - {"checkpoint"}
    assert set().union(*STEP_READS.values()) <= STEP_OPTIONS


def test_a_phase_step_after_the_game_is_over_says_so() -> None:
    over = {
        "goal": 1,
        "setup": {"bases": [{"name": "bank", "breakpoint": 5, "minions": {"Alan": [5]}}]},
        "do": ["end", "next-turn"],
        "expect": {"game-over": True},
    }
    with pytest.raises(NothingHappened, match="next-turn: the game is over"):
        run_check(over)
    over["do"] = ["end", {"next-turn": None, "illegal": "the game is over"}]
    assert run_check(over).result == ("The game is over.",)


COUNTED = {"card": 2, "name": "knight", "counters": 2}
COUNTED_SETUP = {**SETUP, "bases": [{**SETUP["bases"][0], "minions": {"Alan": [COUNTED]}}]}


@pytest.mark.parametrize(
    "step",
    [
        {"remove-counters": "knight", "amount": 3},
        {"move-counters": None, "from": "knight", "to": "bank", "amount": 3},
    ],
    ids=["remove", "move"],
)
def test_taking_more_counters_than_a_card_has_is_refused_not_shortened(step: dict) -> None:
    reason = "knight has only 2 +1 power counters, not 3"
    whole = {"setup": COUNTED_SETUP, "do": [step], "expect": {"counters": {"knight": 0}}}
    with pytest.raises(NothingHappened, match=re.escape(reason)):
        run_check(whole)
    whole["do"] = [{**step, "illegal": "only 2"}, {"remove-counters": "knight", "amount": 2}]
    outcome = run_check(whole)
    assert outcome.steps[0].lower().endswith(f"nothing happens, as {reason}."), outcome.steps


@pytest.mark.parametrize(
    ("setup", "step", "said"),
    [
        (
            {"decks": {"Alan": [{"card": 1, "name": "d1"}]}, "discards": {"Alan": [1]}},
            {"draw-cards": 3},
            "Alan draws only 2 of the 3 cards asked: Alan's deck and discard pile are empty",
        ),
        (
            {"madness-deck": 1},
            {"draw-madness": 2},
            "Alan draws only 1 of the 2 Madness cards asked: the Madness deck is empty",
        ),
    ],
    ids=["cards", "madness"],
)
def test_a_draw_that_runs_out_says_how_many_cards_it_drew(
    setup: dict, step: dict, said: str
) -> None:
    whole = {"cards": CARDS, "setup": {**SETUP, **setup}, "do": [step]}
    whole["expect"] = {"events": [{"kind": "card-moved"}]}
    steps = run_check(whole).steps
    assert steps[-1] == f"{said}, and a player draws what they can.", steps
    assert sum("drawn" in line for line in steps) == int(said.split()[3]), steps
    whole["do"] = [{key: 1 for key in step}]  # as many as there are: nothing more to say
    assert not any("draws only" in line for line in run_check(whole).steps)


@pytest.mark.parametrize(
    ("expect", "field", "message"),
    [
        ({"counters": {"knigth": 0}}, "expect.counters.knigth", "there is no card 'knigth'"),
        ({"tally": {"knigth": 0}}, "expect.tally.knigth", "there is no card 'knigth'"),
        ({"controller": {"knigth": None}}, "expect.controller.knigth", "there is no card 'knigth'"),
        ({"total-power": {"bnak": 0}}, "expect.total-power.bnak", "there is no card 'bnak'"),
        (
            {"player-power": {"bank": {"Bath": 0}}},
            "expect.player-power.bank.Bath",
            "'Bath' is not a player",
        ),
        ({"madness": {"Bath": 0}}, "expect.madness.Bath", "'Bath' is not a player"),
        ({"final-vps": {"Bath": 0}}, "expect.final-vps.Bath", "'Bath' is not a player"),
        ({"not-directly-affected": ["knigth"]}, "expect.not-directly-affected[0]", "there is"),
        (
            {"hidden-from": {"knight": ["Bath"]}},
            "expect.hidden-from.knight[0]",
            "'Bath' is not a player",
        ),
        ({"illegal": [{"play": "squire", "on": "bnak"}]}, "expect.illegal[0].on", "'bnak' is"),
        ({"illegal": [{"talent": "knigth"}]}, "expect.illegal[0].talent", "'knigth' is no"),
    ],
    ids=[
        "counters",
        "tally",
        "controller",
        "total-power",
        "player-power",
        "madness",
        "final-vps",
        "not-directly-affected",
        "hidden-from",
        "illegal-on",
        "illegal-talent",
    ],
)
def test_an_expectation_naming_what_the_game_lacks_is_malformed_not_held_by_default(
    expect: dict, field: str, message: str
) -> None:
    whole = check({"place-counters": "knight"}, expect={**PLAYED, **expect})
    result = run_ruling(Ruling("t/r#1", "example", "t", "src", check=whole), {})
    assert (result.detail or "").startswith(f"the check is malformed: {field}: {message}"), (
        result.detail
    )


@pytest.mark.parametrize(
    ("deck", "said"),
    [([], "none"), ([1], "only 1"), ([1, 1], None)],
    ids=["no-card", "one-card", "two-cards"],
)
def test_a_draw_phase_that_runs_out_says_so_in_its_place(deck: list, said: str | None) -> None:
    whole = {"setup": {**SETUP, "decks": {"Alan": deck}}, "do": ["end"], "cards": CARDS}
    whole["expect"] = {"events": [{"kind": "phase-began", "phase": "end"}]}
    steps = list(run_check(whole).steps)
    short = [line for line in steps if "draws " in line]
    if said is None:
        assert short == [], steps
        return
    assert short == [
        f"Alan draws {said} of the 2 cards of the Draw 2 Cards phase: Alan's deck and discard "
        "pile are empty, and a player draws what they can."
    ], steps
    assert steps[steps.index(short[0]) + 1] == "End Turn phase of Alan's turn.", steps


def _opening(
    beth: list, *, alan: list | None = None, choices: list | None = None, discard: int = 0
) -> list[str]:
    """The steps of a new game (Alan first) dealt from these decks, Alan's of 7 minions;
    ``discard``: minions in Beth's discard pile."""
    decks = {"Alan": alan or [1] * 7, "Beth": beth}
    whole = {
        "cards": {"x": {"type": "action"}},
        "setup": {"base-deck": [20, 20, 20], "decks": decks, "discards": {"Beth": [3] * discard}},
        "do": [{"start-game": None, "first": "Alan"}],
        "choices": choices or [],
        "expect": {"base-count": 3},
    }
    return list(run_check(whole).steps)


@pytest.mark.parametrize(
    ("beth", "choices", "said"),
    [
        ([2] * 3, [], "only 3"),
        ([], [{"mulligan": "no"}], "none"),  # an empty hand has no minion: she is asked
        ([2] * 5, [], None),
        ([2] * 9, [], None),
    ],
    ids=["three-cards", "no-card", "five-cards", "nine-cards"],
)
def test_an_opening_hand_short_of_five_is_said_where_it_is_drawn(
    beth: list, choices: list, said: str | None
) -> None:
    steps = _opening(beth, choices=choices)
    short = [line for line in steps if "draws " in line]
    if said is None:
        assert short == [], steps
        return
    assert short == [
        f"Beth draws {said} of the 5 cards of the opening hand: Beth's deck and discard pile "
        "are empty, and a player draws what they can."
    ], steps
    assert steps[steps.index(short[0]) - len(beth) - 1] == "Beth's deck is shuffled.", steps
    drawn_after = [line for line in steps[steps.index(short[0]) :] if " is drawn " in line]
    assert drawn_after == [], steps


def test_an_opening_hand_drawn_on_from_the_discard_pile_is_not_short() -> None:
    steps = _opening([2] * 2, discard=3)
    assert not any("draws " in line for line in steps), steps
    assert sum(" is drawn " in line and "Beth's hand" in line for line in steps) == 5, steps


def test_a_new_hand_short_of_five_after_a_mulligan_is_said_too() -> None:
    steps = _opening([2] * 5, alan=["x"] * 7, choices=[{"mulligan": "yes"}])
    short = [line for line in steps if "draws " in line]
    assert short == [
        "Alan draws only 2 of the 5 cards of the new hand: Alan's deck and discard pile are "
        "empty, and a player draws what they can."
    ], steps
    assert steps[steps.index(short[0]) - 1].endswith("is drawn from Alan's deck to Alan's hand.")


@pytest.mark.parametrize(
    ("not_offered", "detail"),
    [
        (
            "bnak",
            "the check is malformed: expect.not-offered.score-base[0]: 'bnak' is no card, base "
            "or player",
        ),
        ("Beth", None),  # a player of the game, never offered to choose a base: it holds
    ],
    ids=["misspelt-base", "a-player"],
)
def test_an_option_an_expectation_names_must_be_something_of_the_game(
    not_offered: str, detail: str | None
) -> None:
    bases = [{"name": b, "breakpoint": 2, "minions": {"Alan": [3]}} for b in ("bank", "mill")]
    whole = {
        "setup": {"bases": bases, "base-deck": [20, 20]},
        "do": ["score"],
        "choices": [{"score-base": "bank"}],
        "expect": {
            "offered": {"score-base": ["mill"]},
            "not-offered": {"score-base": [not_offered]},
        },
    }
    result = run_ruling(Ruling("t/r#1", "example", "t", "src", check=whole), {})
    if detail is None:
        assert result.status == "verified", result.detail
    else:
        assert (result.detail or "").startswith(detail), result.detail


def test_an_effect_step_says_which_of_its_effects_changed_nothing() -> None:
    effects = [{"place-counters": 1, "target": "others"}, {"draw": 1}]
    whole = {
        "cards": CARDS,
        "setup": {**SETUP, "decks": {"Alan": [{"card": 1, "name": "d1"}]}},
        "do": [{"effect": effects, "by": "knight"}],
        "expect": {"hand": {"Alan": ["squire", "d1"]}},
    }
    assert run_check(whole).steps[-1] == (
        'Of its 2 effects, "Place a +1 power counter on another player\'s minion." changed '
        "nothing: a card does as much as it can."
    )
    whole["do"] = [{"effect": effects[1:], "by": "knight"}]  # one effect, and it did something
    assert not any("changed nothing" in line for line in run_check(whole).steps)
