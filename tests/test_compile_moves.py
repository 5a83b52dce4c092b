"""lang-moves: triggers on a minion moved, with who moved it, which minion and where:
"After another player moves a minion here, ..." (``moved-by``: the controller of the card
whose effect moved it, which the engine now records on the move), "... moves a minion from
here (to another base)" (``from-here``), "... is moved to another base" (any move), "after
another minion of power 2 or less is moved here" (on a minion: another than this one; the
power after the move), "After a player moves a minion here, that player ..." (``for:
who-moved``), "it" after it (the minion moved: "..., destroy it"), and "After a minion of
power 3 or less is played here" / "After the first minion is played here each turn" (plays
said so). Near-misses stop, said why: a trigger on
playing or moving (two moments), "one or more minions" (once per effect), the power of a
minion destroyed, a minion moved on a minion said without "another" (this one too?), who
moved a minion on a base ("you": no player's card)."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import PowerFilter, Trigger
from smashwiki.engine.scenario import run_check


def _trigger(text: str, card_type: str) -> Trigger:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None
    return ability.trigger


AT_MOST_2 = PowerFilter("at-most", 2)

# (text, card type, (who: whose minion, here, from_here, moved_by, power, for_))
COMPILES = [
    ("Play on a base. Ongoing: After you move a minion here, draw a card.", "action",
     ("any", True, False, "you", None, "controller")),
    ("Play on a base. Ongoing: After another player moves a minion from here, gain 1 VP.",
     "action", ("any", False, True, "other", None, "controller")),
    ("Play on a base. Ongoing: After another player moves one of your minions to another"
     " base, draw a card.", "action", ("you", False, False, "other", None, "controller")),
    ("Play on a base. Ongoing: After another player moves a minion to this base, you may"
     " draw a card.", "action", ("any", True, False, "other", None, "controller")),
    ("Play on a base. Ongoing: After a minion of power 2 or less is moved here, gain 1 VP.",
     "action", ("any", True, False, None, AT_MOST_2, "controller")),
    ("Ongoing: After another minion is moved here, gain 1 VP.", "minion",
     ("any", True, False, None, None, "controller")),
    ("Ongoing: After another of your minions is moved to another base, draw a card.", "minion",
     ("you", False, False, None, None, "controller")),
    ("Ongoing: After another minion of power 2 or less is moved from here, draw a card.",
     "minion", ("any", False, True, None, AT_MOST_2, "controller")),
    ("Ongoing: After you move another minion to this base, draw a card.", "minion",
     ("any", True, False, "you", None, "controller")),
    ("Ongoing: After another player moves another of your minions from this base, draw a"
     " card.", "minion", ("you", False, True, "other", None, "controller")),
    ("After a player moves a minion from here, that player gains 1 VP.", "base",
     ("any", False, True, "any", None, "who-moved")),
    ("After a player moves a minion of power 2 or less here, its owner draws a card.", "base",
     ("any", True, False, "any", AT_MOST_2, "event-owner")),
    ("After a minion moves from here to another base, its owner draws a card.", "base",
     ("any", False, True, None, None, "event-owner")),
    ("After a minion is moved from this base, its controller draws a card.", "base",
     ("any", False, True, None, None, "event-controller")),
    ("After a minion moves to another base, its owner draws a card.", "base",
     ("any", False, False, None, None, "event-owner")),
    ("Play on a base. Ongoing: After a player moves a minion here, that player draws a card.",
     "action", ("any", True, False, "any", None, "who-moved")),
    ("Play on a base. Ongoing: Once per turn, after another player moves a minion here, draw"
     " a card.", "action", ("any", True, False, "other", None, "controller")),
]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type", "values"),
    COMPILES,
    ids=[
        "you-move-here",
        "other-moves-from-here",
        "other-moves-yours-anywhere",
        "other-moves-to-this-base-may",
        "power-moved-here",
        "minion-another-moved-here",
        "minion-another-of-yours-anywhere",
        "minion-another-power-from-here",
        "minion-you-move-another-here",
        "minion-other-moves-another-of-yours-from-this-base",
        "base-that-player-from-here",
        "base-power-its-owner",
        "base-moves-from-here-to-another",
        "base-from-this-base-controller",
        "base-moves-anywhere",
        "action-that-player",
        "once-per-turn",
    ],
)
def test_moves_compile_and_say_themselves_back(
    text: str, card_type: str, values: tuple[object, ...]
) -> None:
    t = _trigger(text, card_type)
    assert t.moment == "minion-moved"
    assert (t.who, t.here, t.from_here, t.moved_by, t.power, t.for_) == values


@pytest.mark.parametrize(
    ("text", "card_type", "kind", "power", "first"),
    [
        ("After a minion of power 3 or less is played here, its owner draws a card.", "base",
         "minion", PowerFilter("at-most", 3), False),
        ("Play on a base. Ongoing: After an action of power 2 or more is played here, draw a"
         " card.", "action", None, None, False),
        ("After the first minion is played here each turn, its owner draws a card.", "base",
         "minion", None, True),
    ],
    ids=["power-played-here", "action-of-power", "first-minion-played-here"],
)  # fmt: skip
def test_plays_said_passively_compile(
    text: str, card_type: str, kind: str | None, power: PowerFilter | None, first: bool
) -> None:
    if kind is None:  # an action has no power: the filter cannot be said of it
        outcome = compile_text(text, card_type)
        assert outcome.status == "stopped" and "not a minion" in outcome.describe()
        return
    t = _trigger(text, card_type)
    assert (t.moment, t.played, t.who, t.here) == ("after-play", kind, "any", True)
    assert (t.power, t.first_of_turn) == (power, first)


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("When one or more minions are destroyed here, its owner draws a card.", "base",
         "once per destroying effect"),
        ("After one or more minions are moved here, its owner draws a card.", "base",
         "once per moving effect"),
        ("Ongoing: After a minion of power 2 or less is destroyed here, draw a card.", "minion",
         "the power of a minion destroyed"),
        ("Ongoing: After you move a minion here, draw a card.", "minion", "this one too?"),
        ("Ongoing: After one of your minions is moved to another base, draw a card.", "minion",
         "this one too?"),
        ("Ongoing: After another player moves one of your minions here, draw a card.", "minion",
         "this one too?"),
        ("After you move a minion here, draw a card.", "base", "no player's card"),
        ("After another player moves a minion here, that player draws a card.", "base",
         "no player's card"),
        ("After a minion is moved from here, draw a card.", "base", "'you' on a base"),
        ("Play on a base. Ongoing: After a minion is moved, draw a card.", "action",
         "to or from?"),
        ("Play on a base. Ongoing: After an action is moved here, draw a card.", "action",
         "other than a minion"),
        ("Ongoing: After another minion is played here, draw a card.", "minion",
         "'another minion' played"),
        ("Play on a base. Ongoing: After you move 2 of your minions here, draw a card.",
         "action", "N of your minions"),
    ],
    ids=[
        "one-or-more-destroyed",
        "one-or-more-moved",
        "power-of-destroyed",
        "minion-you-move-a-minion",
        "minion-one-of-yours-anywhere",
        "minion-other-moves-one-of-yours",
        "base-you-move",
        "base-another-player",
        "base-you-after-moved-from",
        "nowhere",
        "action-moved",
        "another-played",
        "two-of-yours",
    ],
)  # fmt: skip
def test_moves_near_misses_stop(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        ("Play on a base. Ongoing: After you move a minion here, draw a card.",
         "Play on a base. Ongoing: After a minion is moved here, draw a card.", "action"),
        ("Play on a base. Ongoing: After you move a minion here, draw a card.",
         "Play on a base. Ongoing: After another player moves a minion here, draw a card.",
         "action"),
        ("Play on a base. Ongoing: After a minion is moved here, draw a card.",
         "Play on a base. Ongoing: After a minion is moved from here, draw a card.", "action"),
        ("Play on a base. Ongoing: After a minion is moved from here, draw a card.",
         "Play on a base. Ongoing: After a minion is moved to another base, draw a card.",
         "action"),
        ("Play on a base. Ongoing: After a minion is moved here, draw a card.",
         "Play on a base. Ongoing: After a minion of power 2 or less is moved here, draw a card.",
         "action"),
        ("After a player moves a minion here, that player draws a card.",
         "After a player moves a minion here, its owner draws a card.", "base"),
        ("After a minion is moved here, its owner draws a card.",
         "After a minion of power 3 or less is played here, its owner draws a card.", "base"),
        ("Ongoing: After another minion is moved here, draw a card.",
         "Ongoing: After another of your minions is moved here, draw a card.", "minion"),
    ],
    ids=["you-or-anyone", "you-or-another", "to-or-from", "from-or-anywhere", "power",
         "that-player-or-owner", "moved-or-played", "any-or-yours"],
)  # fmt: skip
def test_moves_pairs_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered


# ---- played: the engine records who moved a minion (the controller of the moving card)

SHOVE = "Move a minion to another base."
PLAYERS = ("Alan", "Beth")


def _table(cards: dict[str, Any], *, pit: str | None = None) -> dict[str, Any]:
    """Alan's turn: Alan's ``pal`` (power 2) and Beth's ``foe`` (power 3) at keep, Beth's
    ``far`` (power 1) at bank (of card ``pit`` if given), yard empty; Alan holds
    ``shove`` (and ``watch`` if given, with two action plays), Beth ``shove2``; each deck
    holds three cards."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    if pit:
        bank["card"] = pit
    bank["minions"] = {"Beth": [{"card": 1, "name": "far"}]}
    keep = {
        "name": "keep",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 2, "name": "pal"}], "Beth": [{"card": 3, "name": "foe"}]},
    }
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}{i}"} for i in (1, 2, 3)] for p in PLAYERS}
    mine = ["shove", "watch"] if "watch" in cards else ["shove"]
    shove = stand_in(SHOVE, "action")
    return {
        "active": "Alan",
        "cards": {**cards, "shove": shove, "shove2": shove},
        "setup": {
            "bases": [bank, keep, {"name": "yard", "breakpoint": 30}],
            "decks": decks,
            "hands": {"Alan": mine, "Beth": ["shove2"]},
            "plays": {"Alan": {"actions": 2}},
        },
    }


def _moving(card: str, minion: str, to: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The step playing ``card`` (a SHOVE) and its choices: ``minion`` moved ``to``."""
    return {"play": card}, [{"move-target": minion}, {"move-to": to}]


@pytest.mark.parametrize(
    ("minion", "to", "drawn"),
    [("foe", "bank", True), ("far", "keep", False), ("pal", "bank", True)],
    ids=["theirs-here", "away-from-here", "mine-here"],
)
def test_after_you_move_a_minion_here_you_draw(minion: str, to: str, drawn: bool) -> None:
    text = "Play on a base. Ongoing: After you move a minion here, draw a card."
    check = _table({"watch": stand_in(text, "action")})
    step, choices = _moving("shove", minion, to)
    check["do"] = [{"play": "watch", "on": "bank"}, step]
    check["choices"] = choices
    hand = ["a1"] if drawn else []
    run_check({**check, "expect": {"hand": {"Alan": hand}, "zones": {minion: f"at {to}"}}})


def test_a_minion_moved_here_by_another_player_is_not_moved_by_you() -> None:
    """Beth moves Alan's minion to bank, where Alan's "After you move a minion here"
    watches: Alan draws nothing (only the end of his turn's two cards)."""
    text = "Play on a base. Ongoing: After you move a minion here, draw a card."
    check = _table({"watch": stand_in(text, "action")})
    step, choices = _moving("shove2", "pal", "bank")
    check["do"] = [{"play": "watch", "on": "bank"}, "next-turn", step]
    check["choices"] = choices
    hands = {"Alan": ["shove", "a1", "a2"], "Beth": []}
    run_check({**check, "expect": {"hand": hands, "zones": {"pal": "at bank"}}})


@pytest.mark.parametrize(("mover", "vps"), [("shove2", 1), ("shove", 0)], ids=["beth", "alan"])
def test_another_player_moving_a_minion_from_here_scores(mover: str, vps: int) -> None:
    text = "Play on a base. Ongoing: After another player moves a minion from here, gain 1 VP."
    check = _table({"watch": stand_in(text, "action")})
    step, choices = _moving(mover, "foe", "bank")
    first = [{"play": "watch", "on": "keep"}]
    check["do"] = [*first, "next-turn", step] if mover == "shove2" else [*first, step]
    check["choices"] = choices
    run_check({**check, "expect": {"vps": {"Alan": vps, "Beth": 0}, "zones": {"foe": "at bank"}}})


def test_the_wrong_count_of_vps_fails() -> None:
    text = "Play on a base. Ongoing: After another player moves a minion from here, gain 1 VP."
    check = _table({"watch": stand_in(text, "action")})
    step, choices = _moving("shove", "foe", "bank")
    check["do"] = [{"play": "watch", "on": "keep"}, step]
    check["choices"] = choices
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"vps": {"Alan": 1}}})


@pytest.mark.parametrize(
    ("minion", "to", "drawer"),
    [("far", "keep", "Alan"), ("foe", "bank", None)],
    ids=["from-here", "to-here"],
)
def test_a_base_gives_the_player_who_moved_a_minion_from_it_the_draw(
    minion: str, to: str, drawer: str | None
) -> None:
    text = "After a player moves a minion from here, that player draws a card."
    check = _table({"pit": stand_in(text, "base", breakpoint=30)}, pit="pit")
    step, choices = _moving("shove", minion, to)
    check["do"] = [step]
    check["choices"] = choices
    hands = {"Alan": ["a1"] if drawer else [], "Beth": ["shove2"]}
    run_check({**check, "expect": {"hand": hands, "zones": {minion: f"at {to}"}}})


@pytest.mark.parametrize(
    ("minion", "to", "drawn"),
    [("foe", "bank", False), ("pal", "bank", False), ("far", "keep", True)],
    ids=["power-3-from-here", "this-one-is-not-another", "power-1-to-here"],
)
def test_another_minion_of_power_2_or_less_moved_here(minion: str, to: str, drawn: bool) -> None:
    """On Alan's minion ``pal`` at keep: ``foe`` (power 3) leaving is not watched, ``pal``
    itself moving is not "another minion", ``far`` (power 1) coming here is."""
    text = "Ongoing: After another minion of power 2 or less is moved here, draw a card."
    check = _table({"pal": stand_in(text, "minion", power=2)})
    check["setup"]["bases"][1]["minions"]["Alan"] = ["pal"]
    step, choices = _moving("shove", minion, to)
    check["do"] = [step]
    check["choices"] = choices
    run_check({**check, "expect": {"hand": {"Alan": ["a1"] if drawn else []}}})


@pytest.mark.parametrize("to", ["yard", "bank"])
def test_a_minion_moved_to_another_base_is_any_move(to: str) -> None:
    """On the base bank: ``pal`` moved from keep to yard (neither to nor from bank), or to
    bank: its owner Alan draws either way."""
    text = "After a minion moves to another base, its owner draws a card."
    check = _table({"pit": stand_in(text, "base", breakpoint=30)}, pit="pit")
    step, choices = _moving("shove", "pal", to)
    check["do"], check["choices"] = [step], choices
    run_check({**check, "expect": {"hand": {"Alan": ["a1"], "Beth": ["shove2"]}}})


DESTROY_IT = "Play on a base. Ongoing: After another player moves a minion here, destroy it."


def test_it_after_a_minion_moved_is_the_minion_moved() -> None:
    outcome = compile_text(DESTROY_IT, "action")
    assert outcome.accepted and outcome.compiled is not None, outcome.describe()
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.effects[0].verb == "destroy"
    assert ability.effects[0].target is not None and ability.effects[0].target.this == "event"


@pytest.mark.parametrize(
    ("mover", "zone"), [("shove2", "Alan's discard"), ("shove", "at bank")], ids=["beth", "alan"]
)
def test_the_minion_another_player_moves_here_is_destroyed(mover: str, zone: str) -> None:
    """Alan's ``watch`` on bank; ``pal`` moved there by Beth is destroyed, by Alan stays."""
    check = _table({"watch": stand_in(DESTROY_IT, "action")})
    step, choices = _moving(mover, "pal", "bank")
    first = [{"play": "watch", "on": "bank"}]
    check["do"] = [*first, "next-turn", step] if mover == "shove2" else [*first, step]
    check["choices"] = choices
    run_check({**check, "expect": {"zones": {"pal": zone, "foe": "at keep"}}})


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: After another player plays an action of power 2 or more, draw a card.",
         "minion"),
        ("Destroy an action of power 2 or less.", "action"),
        ("Return an action with power 3 or more to its owner's hand.", "action"),
    ],
    ids=["played", "destroy", "return"],
)  # fmt: skip
def test_a_power_filter_on_an_action_stops(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert "an action has no power" in outcome.describe()


def test_the_first_time_a_minion_is_played_here_is_after_the_first_minion() -> None:
    assert_same_values(
        "The first time a minion is played here each turn, its owner draws a card.",
        "After the first minion is played here each turn, its owner draws a card.",
        "base",
    )
