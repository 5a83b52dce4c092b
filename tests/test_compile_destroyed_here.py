"""Triggers on another minion's destruction compiled: "After a minion is destroyed here,
its owner draws a card.", "After another player's minion is destroyed here, gain 1 VP.",
"After one of your minions is destroyed, ..."; the engine opens a window after every
minion destroyed, and "its owner" ("its controller") makes the response that player's.
Played as printed; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("After a minion is destroyed here, its owner draws a card.", "base"),
        ("After a minion is destroyed here, its controller may draw a card.", "base"),
        ("Ongoing: After a minion is destroyed here, its owner may draw a card.", "minion"),
        ("Ongoing: After another player's minion is destroyed here, gain 1 VP.", "minion"),
        ("Ongoing: After one of your minions is destroyed, draw a card.", "minion"),
        ("Play on a base. Ongoing: After a minion is destroyed here, its owner gains 1 VP.",
         "action"),
    ],
)  # fmt: skip
def test_a_minion_destroyed_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("After a minion is destroyed here, draw a card.", "base", "'you' on a base"),
        ("Ongoing: After a minion is destroyed on another base, draw a card.", "minion",
         "another place than here"),
        ("Ongoing: At the start of your turn, its owner draws a card.", "minion",
         "'its owner' after another moment"),
        ("Ongoing: After two of your minions is destroyed, draw a card.", "minion",
         "N of your minions"),
    ],
    ids=["base-you", "elsewhere", "its-owner-of-nothing", "two-minions"],
)  # fmt: skip
def test_a_minion_destroyed_stops_where_it_would_play_otherwise(
    text: str, card_type: str, why: str
) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ongoing: After a minion is destroyed here, its owner draws a card.",
         "Ongoing: After a minion is destroyed here, its controller draws a card."),
        ("Ongoing: After a minion is destroyed here, its owner draws a card.",
         "Ongoing: After a minion is destroyed, its owner draws a card."),
        ("Ongoing: After another player's minion is destroyed here, gain 1 VP.",
         "Ongoing: After a minion is destroyed here, gain 1 VP."),
        ("Ongoing: After one of your minions is destroyed here, gain 1 VP.",
         "Ongoing: After another player's minion is destroyed here, gain 1 VP."),
        ("Ongoing: After a minion is destroyed here, its owner draws a card.",
         "Ongoing: After a minion is destroyed here, draw a card."),
    ],
)  # fmt: skip
def test_minion_destroyed_near_misses_compile_apart(first: str, second: str) -> None:
    one, other = compile_text(first), compile_text(second)
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities
    assert one.rendered != other.rendered


def _destroying(cards: dict[str, Any], base_card: str | None, doomed: str) -> dict[str, Any]:
    """Alan's turn: Alan's ``watch`` (if a minion card is given) and Beth's ``foe`` at bank,
    Alan's ``pal`` there too, Beth's ``far`` at keep; ``doomed`` is destroyed by Alan's
    card ``axe``."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    if base_card:
        bank["card"] = base_card
    mine: list[Any] = [{"card": 2, "name": "pal"}]
    if "watch" in cards:
        mine.append("watch")
    bank["minions"] = {"Alan": mine, "Beth": [{"card": 3, "name": "foe"}]}
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 1, "name": "far"}]}}
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}1"}] for p in ("Alan", "Beth")}
    return {
        "cards": {**cards, "axe": {"type": "action"}},
        "setup": {"bases": [bank, keep], "decks": decks, "hands": {"Alan": ["axe"]}},
        "do": [{"destroy": doomed, "by": "axe"}],
    }


OWNER_DRAWS = "After a minion is destroyed here, its owner draws a card."


def test_its_owner_draws_after_their_minion_is_destroyed_here() -> None:
    check = _destroying({"pit": stand_in(OWNER_DRAWS, "base", breakpoint=30)}, "pit", "foe")
    run_check({**check, "expect": {"hand": {"Beth": ["b1"], "Alan": ["axe"]}}})


def test_a_minion_destroyed_elsewhere_draws_nothing() -> None:
    check = _destroying({"pit": stand_in(OWNER_DRAWS, "base", breakpoint=30)}, "pit", "far")
    expect = {"hand": {"Beth": [], "Alan": ["axe"]}, "zones": {"far": "Beth's discard"}}
    run_check({**check, "expect": expect})


def test_its_owner_decides_an_optional_response() -> None:
    text = "Ongoing: After a minion is destroyed here, its owner may draw a card."
    check = _destroying({"watch": stand_in(text, "minion", power=2)}, None, "foe")
    check["choices"] = [{"use-ability": "watch", "player": "Beth"}]
    run_check({**check, "expect": {"hand": {"Beth": ["b1"], "Alan": ["axe"]}}})


@pytest.mark.parametrize(
    ("doomed", "vps"), [("foe", 1), ("pal", 0), ("far", 0)], ids=["theirs-here", "mine", "far"]
)
def test_another_players_minion_destroyed_here_scores_for_you(doomed: str, vps: int) -> None:
    text = "Ongoing: After another player's minion is destroyed here, gain 1 VP."
    check = _destroying({"watch": stand_in(text, "minion", power=2)}, None, doomed)
    owner = "Alan" if doomed == "pal" else "Beth"
    zones = {doomed: f"{owner}'s discard"}
    run_check({**check, "expect": {"vps": {"Alan": vps, "Beth": 0}, "zones": zones}})


AFTER_MINE = "Ongoing: After this minion is destroyed, draw a card."


def test_after_this_minion_is_destroyed_is_the_trigger_on_its_destruction() -> None:
    after = compile_text(AFTER_MINE)
    when = compile_text("Ongoing: When this minion is destroyed, draw a card.")
    assert after.accepted and after.compiled is not None and when.compiled is not None
    assert after.compiled.abilities == when.compiled.abilities
    other = compile_text("Ongoing: After one of your minions is destroyed, draw a card.")
    assert other.compiled is not None and other.compiled.abilities != after.compiled.abilities


@pytest.mark.parametrize(("doomed", "drawn"), [("watch", ["a1"]), ("pal", [])], ids=["it", "other"])
def test_after_this_minion_is_destroyed_its_controller_draws(doomed: str, drawn: list[str]) -> None:
    check = _destroying({"watch": stand_in(AFTER_MINE, "minion", power=2)}, None, doomed)
    zones = {doomed: "Alan's discard"}
    run_check({**check, "expect": {"hand": {"Alan": ["axe", *drawn]}, "zones": zones}})


@pytest.mark.parametrize(
    ("doomed", "vps"),
    [("foe", 1), ("pal", 1), ("far", 0), ("watch", 0)],
    ids=["theirs-here", "mine-here", "elsewhere", "this-minion"],
)
def test_another_minion_destroyed_on_this_base_is_any_but_this_one(doomed: str, vps: int) -> None:
    text = "Ongoing: After another minion on this base is destroyed, gain 1 VP."
    check = _destroying({"watch": stand_in(text, "minion", power=2)}, None, doomed)
    owner = "Beth" if doomed in ("foe", "far") else "Alan"
    zones = {doomed: f"{owner}'s discard"}
    run_check({**check, "expect": {"vps": {"Alan": vps, "Beth": 0}, "zones": zones}})


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Ongoing: After one of your minions is destroyed, you draw a card.",
         "Ongoing: After one of your minions is destroyed, draw a card."),
        ("Ongoing: After another player's minion is destroyed here, you gain 1 VP.",
         "Ongoing: After another player's minion is destroyed here, gain 1 VP."),
    ],
    ids=["you-draw", "you-gain"],
)  # fmt: skip
def test_you_after_the_moments_comma_is_the_cards_player(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "minion")


def test_you_after_the_moments_comma_on_a_base_still_stops() -> None:
    outcome = compile_text("After a minion is destroyed here, you gain 1 VP.", "base")
    assert outcome.status == "stopped", outcome.describe()
