""" "After a minion is moved here, ..." compiled: a trigger on any minion moved to this
card's base (``minion-moved``, ``here``), by any effect; "its owner" ("its controller")
makes the response that player's. The engine opens a minion-moved window after each minion
moved to another base. Played by scenarios."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check

OWNER_DRAWS = "After a minion is moved here, its owner draws a card."
DRAW = "Play on a base. Ongoing: After a minion is moved here, draw a card."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (OWNER_DRAWS, "base"),
        ("After a minion is moved here, its controller may draw a card.", "base"),
        (DRAW, "action"),
        ("Play on a base. Ongoing: After a minion is moved here, gain 1 VP.", "action"),
    ],
)
def test_a_minion_moved_here_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    trigger = ability.trigger
    assert trigger is not None and (trigger.moment, trigger.here) == ("minion-moved", True)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # on a base, "you" is no one the move names (whose turn? whose minion?)
        ("After a minion is moved here, draw a card.", "base"),
        # on a minion: this minion moved here too, or only another?
        ("Ongoing: After a minion is moved here, draw a card.", "minion"),
        # moved from or to anywhere, or a card that is not a minion
        ("Play on a base. Ongoing: After a minion is moved, draw a card.", "action"),
        ("Play on a base. Ongoing: After an action is moved here, draw a card.", "action"),
    ],
)
def test_a_minion_moved_stops_where_it_would_play_otherwise(text: str, card_type: str) -> None:
    assert compile_text(text, card_type).status == "stopped"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (OWNER_DRAWS, "After a minion is played here, its owner draws a card."),
        (OWNER_DRAWS, "After a minion is destroyed here, its owner draws a card."),
        (OWNER_DRAWS, "After a minion is moved here, its controller draws a card."),
    ],
)
def test_minion_moved_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = assert_apart(first, second, "base")
    assert one.rendered != other.rendered


def _moving(cards: dict[str, Any], moved: str, to: str) -> dict[str, Any]:
    """Alan's turn: Alan's ``pal`` and Beth's ``foe`` at keep, Beth's ``far`` at bank (of
    card ``pit`` if given); ``moved`` is moved to ``to`` by Alan's card ``shove``."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    if "pit" in cards:
        bank["card"] = "pit"
    bank["minions"] = {"Beth": [{"card": 1, "name": "far"}]}
    keep = {
        "name": "keep",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 2, "name": "pal"}], "Beth": [{"card": 3, "name": "foe"}]},
    }
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}1"}] for p in ("Alan", "Beth")}
    return {
        "active": "Alan",
        "cards": {**cards, "shove": {"type": "action"}},
        "setup": {"bases": [bank, keep], "decks": decks, "hands": {"Alan": ["shove"]}},
        "do": [{"move": moved, "to": to, "by": "shove"}],
    }


@pytest.mark.parametrize(("moved", "drawer"), [("foe", "Beth"), ("pal", "Alan")])
def test_its_owner_draws_after_their_minion_is_moved_here(moved: str, drawer: str) -> None:
    check = _moving({"pit": stand_in(OWNER_DRAWS, "base", breakpoint=30)}, moved, "bank")
    hands = {"Alan": ["shove"], "Beth": []}
    hands[drawer] = [*hands[drawer], f"{drawer[0].lower()}1"]
    run_check({**check, "expect": {"hand": hands, "zones": {moved: "at bank"}}})


def test_a_minion_moved_away_from_here_draws_nothing() -> None:
    check = _moving({"pit": stand_in(OWNER_DRAWS, "base", breakpoint=30)}, "far", "keep")
    expect = {"hand": {"Beth": [], "Alan": ["shove"]}, "zones": {"far": "at keep"}}
    run_check({**check, "expect": expect})


def test_an_ongoing_action_here_draws_for_its_controller() -> None:
    check = _moving({"watch": stand_in(DRAW, "action")}, "foe", "bank")
    check["setup"]["hands"]["Alan"] = ["shove", "watch"]
    check["do"] = [{"play": "watch", "on": "bank"}, *check["do"]]
    expect = {"hand": {"Alan": ["shove", "a1"], "Beth": []}, "zones": {"foe": "at bank"}}
    run_check({**check, "expect": expect})


def test_a_minion_played_here_is_not_moved_here() -> None:
    check = _moving({"watch": stand_in(DRAW, "action")}, "foe", "bank")
    check["setup"]["hands"]["Alan"] = ["watch", {"card": 2, "name": "newbie"}]
    check["do"] = [{"play": "watch", "on": "bank"}, {"play": "newbie", "on": "bank"}]
    run_check({**check, "expect": {"hand": {"Alan": [], "Beth": []}}})
