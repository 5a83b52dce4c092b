""" "Its" and "that" of a card an earlier clause chose, and amounts counted at its base
(lang-its): "Choose a minion. It gains +1 power for each other minion on its base until the
end of the turn" (the base of the minion that gets the power: ``where: target-base``, other
than that minion), "Destroy a minion. Draw a card for each minion on its base" (or "on that
base": the base of the minion chosen before, ``where: that-base``), "Place a +1 power
counter on a minion. Destroy each other minion on its base" (other than that minion).
Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import GrammarError, parse_effects
from smashwiki.engine.scenario import run_check

CROWD = (
    "Choose a minion. It gains +1 power for each other minion on its base until the end of"
    " the turn."
)
TALLY = "Destroy a minion. Draw a card for each minion on its base."
CLEAR = "Place a +1 power counter on a minion. Destroy each other minion on its base."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (CROWD, "action"),
        (TALLY, "action"),
        (CLEAR, "action"),
        ("Destroy a minion. Draw a card for each minion on that base.", "action"),
        ("Destroy a minion. Draw a card for each minion on that minion's base.", "action"),
        ("Move a minion to another base. Gain 1 VP for each minion on its base.", "action"),
        ("Return a minion to its owner's hand. Draw a card for each of your minions on its"
         " base.", "action"),
        ("Place a +1 power counter on a minion. Draw a card for each other minion on its base.",
         "action"),
        ("Give a minion +1 power for each other minion on its base until the end of the turn.",
         "action"),
        ("Give a minion +1 power for each minion of power 2 or less on its base until the end"
         " of the turn.", "action"),
        ("Choose a minion. It gains +1 power for each of your minions on its base until the"
         " end of the turn.", "action"),
        ("Choose a minion. It gains +1 power for each other player's minion on its base until"
         " the end of the turn.", "action"),
        ("Talent: Give a minion +1 power for each other minion on its base until the end of"
         " the turn.", "minion"),
        ("Talent: This minion gains +1 power for each other minion on its base until the end"
         " of the turn.", "minion"),
        ("Talent: Place a +1 power counter on a minion. Draw a card for each minion on its"
         " base.", "minion"),
        ("Destroy a minion. Give a minion +1 power for each minion on that base until the end"
         " of the turn.", "action"),
        ("Destroy a minion. Destroy each minion on its base.", "action"),
        ("Return a minion to its owner's hand. Each minion on its base gains -1 power until"
         " the end of the turn.", "action"),
    ],
    ids=[
        "crowd",
        "tally",
        "clear",
        "that-base",
        "that-minions-base",
        "moved-vp",
        "returned-yours",
        "counter-other",
        "give",
        "give-filtered",
        "yours",
        "others",
        "talent-give",
        "talent-this",
        "talent-counter",
        "that-base-power",
        "destroy-each",
        "each-gains",
    ],
)  # fmt: skip
def test_its_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_its_base_of_the_minion_given_power_is_the_targets_base() -> None:
    (power,) = effects_of(CROWD)
    assert power.verb == "power" and power.amount is not None and power.amount.per is not None
    assert power.amount.per.where == "target-base" and power.amount.per.other


def test_its_base_after_a_minion_chosen_is_that_base() -> None:
    destroy, draw = effects_of(TALLY)
    assert destroy.verb == "destroy" and draw.amount is not None and draw.amount.per is not None
    assert draw.amount.per.where == "that-base"
    _, destroy_each = effects_of(CLEAR)
    assert destroy_each.target is not None and destroy_each.target.where == "that-base"


def test_its_base_and_that_base_compile_alike() -> None:
    its, that = compile_text(TALLY, "action"), compile_text(TALLY.replace("its", "that"), "action")
    assert its.accepted and that.accepted
    assert its.compiled is not None and that.compiled is not None
    assert its.compiled.abilities == that.compiled.abilities


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Draw a card for each minion on its base.", "action", "of no minion"),
        ("Ongoing: After one of your minions is destroyed, draw a card for each minion on its"
         " base.", "minion", "of no minion"),
        ("Destroy a minion. Give a minion +1 power for each minion on its base until the end"
         " of the turn.", "action", "or of the one chosen before"),
        ("Destroy a minion on its base.", "action", "not after choosing a minion"),
        ("Choose a minion. Draw a card for each minion on that base.", "action",
         "not followed by one effect on 'it'"),
        ("Talent: Place a +1 power counter on a minion. Draw a card for each other minion on"
         " its base.", "minion", "other than this card, or than the minion chosen"),
        ("Ongoing: After one of your minions is destroyed, you may play two extra minions on"
         " its base.", "minion", "a number of extra plays 'on its base'"),
        ("Choose a base. Draw a card for each minion on its base.", "action",
         "not followed by effects 'there'"),
    ],
    ids=[
        "no-card",
        "trigger-minion",
        "two-minions",
        "target-of-nothing",
        "choose-then-draw",
        "other-on-a-minion",
        "two-extra",
        "a-base-chosen",
    ],
)  # fmt: skip
def test_its_stops_where_it_would_play_otherwise(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (CROWD, CROWD.replace("other minion", "of your minions")),
        (CROWD, CROWD.replace("each other minion", "each minion")),
        (TALLY, "Destroy a minion. Draw a card for each minion."),
        (CLEAR, CLEAR.replace("each other minion", "each minion")),
        ("Destroy a minion. Give a minion +1 power for each minion on that base until the end"
         " of the turn.",
         "Give a minion +1 power for each minion on its base until the end of the turn."),
    ],
    ids=["yours", "other", "tally-anywhere", "clear-other", "that-or-target"],
)  # fmt: skip
def test_its_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def test_target_base_is_of_a_powers_amount_only() -> None:
    per = {"value": 1, "for-each": {"what": "minion", "where": "target-base"}}
    parse_effects([{"power": 1, "amount": per}])
    with pytest.raises(GrammarError, match="target-base"):
        parse_effects([{"draw": 1, "amount": per}])
    with pytest.raises(GrammarError, match="target-base"):
        parse_effects([{"destroy": {"where": "target-base"}}])


def _played(text: str, choices: list[dict[str, str]]) -> dict[str, Any]:
    """Alan's turn: he plays ``card`` (printed ``text``). At bank: Alan's ``pal`` (2),
    Beth's ``foe`` (3) and ``imp`` (1); at keep: Beth's ``far`` (1)."""
    bank = {
        "name": "bank",
        "breakpoint": 30,
        "minions": {
            "Alan": [{"card": 2, "name": "pal"}],
            "Beth": [{"card": 3, "name": "foe"}, {"card": 1, "name": "imp"}],
        },
    }
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 1, "name": "far"}]}}
    deck = [{"card": 1, "name": f"d{n}"} for n in range(4)]
    return {
        "active": "Alan",
        "cards": {"card": stand_in(text, "action")},
        "setup": {"bases": [bank, keep], "hands": {"Alan": ["card"]}, "decks": {"Alan": deck}},
        "do": [{"play": "card"}],
        "choices": choices,
    }


@pytest.mark.parametrize(
    ("chosen", "power"),
    [("pal", {"pal": 4, "foe": 3, "imp": 1, "far": 1}), ("far", {"far": 1, "pal": 2})],
    ids=["crowded-base", "alone-at-keep"],
)
def test_it_gains_power_for_each_other_minion_at_its_own_base(
    chosen: str, power: dict[str, int]
) -> None:
    """pal at bank counts foe and imp (not itself); far alone at keep counts none."""
    check = _played(CROWD, [{"power-target": chosen}])
    run_check({**check, "expect": {"power": power, "zones": {"card": "Alan's discard"}}}, {})


@pytest.mark.parametrize(
    ("doomed", "drawn"), [("foe", ["d0", "d1"]), ("far", [])], ids=["at-bank", "alone-at-keep"]
)
def test_draw_for_each_minion_at_the_destroyed_minions_base(doomed: str, drawn: list[str]) -> None:
    """foe destroyed at bank: pal and imp are left there (2 cards); far at keep: none."""
    check = _played(TALLY, [{"destroy-target": doomed}])
    expect = {"zones": {doomed: "Beth's discard"}, "hand": {"Alan": drawn}}
    run_check({**check, "expect": expect}, {})


def test_each_other_minion_on_its_base_spares_the_minion_chosen() -> None:
    """The counter goes on pal: foe and imp (at its base) are destroyed, pal is not, nor
    far at keep."""
    check = _played(CLEAR, [{"counter-target": "pal"}])
    zones = {"pal": "at bank", "foe": "Beth's discard", "imp": "Beth's discard", "far": "at keep"}
    run_check({**check, "expect": {"zones": zones, "counters": {"pal": 1}}}, {})


# ---- "it", "that minion": the one minion the effect before chose, left in play

MARKED = "Place a +1 power counter on a minion. It gains +1 power until the end of the turn."
DOOMED = "Place a +1 power counter on a minion. Destroy it."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (MARKED, "action"),
        (MARKED.replace("It gains", "That minion gains"), "action"),
        (DOOMED, "action"),
        ("Place a +1 power counter on a minion. You may destroy it.", "action"),
        ("Move a minion to another base. Place a +1 power counter on it.", "action"),
        ("Give a minion +2 power until the end of the turn. Move it to another base.", "action"),
        ("Choose a minion. It gains +2 power until the end of the turn. Destroy it.", "action"),
        ("Choose a minion. That minion gains +2 power until the end of the turn.", "action"),
        ("Place a +1 power counter on a minion. Return it to its owner's hand.", "action"),
        ("Move a minion to another base. Destroy each other minion on its base.", "action"),
        ("Talent: Place a +1 power counter on a minion. Destroy it.", "minion"),
        ("Talent: Place a +1 power counter on a minion. It gains +1 power for each other"
         " minion on its base until the end of the turn.", "minion"),
    ],
    ids=[
        "it-gains",
        "that-minion-gains",
        "destroy-it",
        "may-destroy-it",
        "moved-then-counter",
        "power-then-moved",
        "choose-it-twice",
        "choose-that-minion",
        "return-it",
        "moved-then-others-there",
        "talent",
        "talent-its-base",
    ],
)  # fmt: skip
def test_it_after_one_minion_chosen_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_it_is_the_minion_chosen_before() -> None:
    _, destroy = effects_of(DOOMED)
    assert destroy.verb == "destroy" and destroy.target is not None
    assert destroy.target.this == "chosen"
    it, that = (
        compile_text(MARKED, "action"),
        compile_text(MARKED.replace("It gains", "That minion gains"), "action"),
    )
    assert it.compiled is not None and that.compiled is not None
    assert it.compiled.abilities == that.compiled.abilities


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Destroy a minion. Return it to its owner's hand.", "depends on the sentence before"),
        ("Place a +1 power counter on each minion. Destroy it.", "depends on the sentence before"),
        ("You may place a +1 power counter on a minion. Destroy it.",
         "depends on the sentence before"),
        ("Place a +1 power counter on a minion. Draw a card and destroy it.",
         "no one minion chosen"),
        ("Draw a card. Destroy it.", "depends on the sentence before"),
        ("Place a +1 power counter on a minion. Draw a card. Destroy it.",
         "depends on the sentence before"),
    ],
    ids=["destroyed", "each", "optional", "draw-between", "no-minion", "sentence-between"],
)  # fmt: skip
def test_it_stops_where_no_one_minion_in_play_was_chosen(text: str, why: str) -> None:
    assert_stops(text, "action", why)


def test_it_and_a_minion_compile_apart() -> None:
    it = compile_text(DOOMED, "action")
    other = compile_text("Place a +1 power counter on a minion. Destroy a minion.", "action")
    assert it.accepted and other.accepted
    assert it.compiled is not None and other.compiled is not None
    assert it.compiled.abilities != other.compiled.abilities


@pytest.mark.parametrize("chosen", ["pal", "far"])
def test_the_minion_given_the_counter_is_destroyed(chosen: str) -> None:
    """Only the minion that got the counter is destroyed (the other ones stay)."""
    check = _played(DOOMED, [{"counter-target": chosen}])
    owner = "Alan" if chosen == "pal" else "Beth"
    zones = {chosen: f"{owner}'s discard", "foe": "at bank", "imp": "at bank"}
    run_check({**check, "expect": {"zones": zones}}, {})


def test_it_gains_the_power_after_its_counter() -> None:
    check = _played(MARKED, [{"counter-target": "imp"}])
    run_check({**check, "expect": {"power": {"imp": 3, "pal": 2, "foe": 3}}}, {})


# ---- amounts counting players

CROWDED = "Talent: Gain 1 VP for each other player with a minion here."


@pytest.mark.parametrize(
    ("text", "card_type", "counted"),
    [
        ("Draw a card for each player.", "action", "each"),
        ("Draw a card for each other player.", "action", "other"),
        ("Gain 1 VP for each other player.", "action", "other"),
        (CROWDED, "minion", "other-with-minion-here"),
        ("Talent: Draw a card for each player with a minion here.", "minion",
         "with-minion-here"),
        ("Choose a minion. It gains +1 power for each other player until the end of the turn.",
         "action", "other"),
        ("Each player draws a card for each other player.", "action", "other"),
        ("Play on a base. Ongoing: At the start of your turn, draw a card for each other player"
         " with a minion here.", "action", "other-with-minion-here"),
        ("Ongoing: This minion has +1 power for each other player with a minion here.",
         "minion", "other-with-minion-here"),
        ("After this base scores, the winner gains 1 VP for each other player with a minion"
         " here.", "base", "other-with-minion-here"),
    ],
    ids=[
        "draw-each",
        "draw-other",
        "vp-other",
        "talent-here",
        "talent-each-here",
        "power",
        "each-player",
        "on-a-base",
        "static",
        "winner",
    ],
)  # fmt: skip
def test_players_counted_compile(text: str, card_type: str, counted: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    assert counted in str(outcome.compiled.abilities)
    assert f"per_player='{counted}'" in str(outcome.compiled.abilities)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Gain 1 VP for each player with a minion here.", "'here' on an action"),
        ("Gain 1 VP for each other player with a minion there.", "cannot parse"),
        ("Gain 1 VP for each other players.", "cannot parse"),
    ],
    ids=["here-on-an-action", "there", "plural"],
)
def test_players_counted_stop(text: str, why: str) -> None:
    assert_stops(text, "action", why)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Draw a card for each player.", "Draw a card for each other player."),
        ("Draw a card for each other player.", "Draw a card for each other player's minion."),
    ],
    ids=["each-other", "players-minions"],
)
def test_players_counted_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


def test_for_each_player_is_an_amount_alone() -> None:
    parse_effects([{"draw": 1, "amount": {"value": 1, "for-each-player": "other"}}])
    with pytest.raises(GrammarError, match="for-each-player"):
        parse_effects([{"draw": 1, "amount": {"for-each-player": "other", "for-each": "here"}}])
    with pytest.raises(GrammarError, match="for-each-player"):
        parse_effects([{"draw": 1, "amount": {"for-each-player": "all"}}])


@pytest.mark.parametrize(
    ("at_bank", "vps"),
    [
        ({"Beth": ["b1"], "Cleo": ["c1"]}, 2),
        ({"Beth": ["b1"]}, 1),
        ({}, 0),
    ],
    ids=["two-others", "one-other", "none-but-you"],
)
def test_vp_for_each_other_player_with_a_minion_here(
    at_bank: dict[str, list[str]], vps: int
) -> None:
    """Alan's ``host`` at bank; Cleo's ``far`` at keep never counts, nor Alan himself."""
    minions: dict[str, list[Any]] = {"Alan": ["host", {"card": 1, "name": "a1"}]}
    for player, names in at_bank.items():
        minions[player] = [{"card": 1, "name": n} for n in names]
    bank = {"name": "bank", "breakpoint": 30, "minions": minions}
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Cleo": [{"card": 1, "name": "far"}]}}
    check = {
        "players": ["Alan", "Beth", "Cleo"],
        "active": "Alan",
        "cards": {"host": stand_in(CROWDED, "minion", power=2)},
        "setup": {"bases": [bank, keep]},
        "do": [{"talent": "host"}],
        "expect": {"vps": {"Alan": vps, "Beth": 0, "Cleo": 0}},
    }
    if vps == 0:
        check["expect"]["events"] = [{"kind": "talent-used", "card": "host"}]
    run_check(check, {})


def test_draw_for_each_other_player() -> None:
    check = _played("Draw a card for each other player.", [])
    run_check({**check, "expect": {"hand": {"Alan": ["d0"]}}}, {})


# ---- "its power": this minion's (a minion's own ability), or that minion's (after one chosen)

AT_MOST_MINE = "Talent: Destroy a minion with power less than or equal to its power."


@pytest.mark.parametrize(
    ("text", "card_type", "of"),
    [
        (AT_MOST_MINE, "minion", "self-or-host"),
        ("Talent: Destroy a minion with power less than its power.", "minion", "self-or-host"),
        ("Talent: Return a minion with more power than its power to its owner's hand.",
         "minion", "self-or-host"),
        ("Place a +1 power counter on a minion. Destroy a minion with less power than its"
         " power.", "action", "chosen"),
        ("Move a minion to another base. Destroy a minion with power less than or equal to its"
         " power.", "action", "chosen"),
    ],
    ids=["at-most-mine", "less-mine", "more-mine", "after-counter", "after-move"],
)  # fmt: skip
def test_its_power_compiles_as_whose_it_is(text: str, card_type: str, of: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    powers = [e.target.power for e in ability.effects if e.target and e.target.power]
    assert [p.of for p in powers] == [of]


def test_its_power_is_this_minions_power() -> None:
    its = compile_text(AT_MOST_MINE)
    this = compile_text("Talent: Destroy a minion with no more power than this minion.")
    assert its.compiled is not None and this.compiled is not None
    assert its.compiled.abilities == this.compiled.abilities
    less = compile_text("Talent: Destroy a minion with power less than its power.")
    assert less.compiled is not None and less.compiled.abilities != its.compiled.abilities


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Destroy a minion with power less than or equal to its power.", "action",
         "'its power' of no minion"),
        ("Ongoing: After you play a minion here, destroy a minion with less power than its"
         " power.", "minion", "'its power' of no minion"),
        ("Talent: Place a +1 power counter on a minion. Destroy a minion with less power than"
         " its power.", "minion", "this minion's, or that one's"),
        ("Destroy a minion. Destroy a minion with less power than its power.", "action",
         "after it left play"),
    ],
    ids=["action-alone", "trigger", "minion-after-chosen", "destroyed-before"],
)  # fmt: skip
def test_its_power_stops_where_whose_is_unsaid(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("doomed", "fate"),
    [("pal", "Alan's discard"), ("imp", "Beth's discard")],
    ids=["as-strong", "weaker"],
)
def test_a_minion_of_no_more_power_than_this_one_is_destroyed(doomed: str, fate: str) -> None:
    """``sage`` (power 2) at keep: pal (2) and imp (1) may be destroyed, foe (3) is not
    offered."""
    check = _played("Draw a card.", [{"destroy-target": doomed}])
    check["cards"] = {"sage": stand_in(AT_MOST_MINE, "minion", power=2)}
    check["setup"]["bases"][1]["minions"]["Alan"] = ["sage"]
    check["setup"]["hands"] = {}
    check["do"] = [{"talent": "sage"}]
    expect = {"zones": {doomed: fate}, "not-offered": {"destroy-target": ["foe"]}}
    run_check({**check, "expect": expect}, {})


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Choose a minion. It gains +1 power for each other minion until the end of the turn.",
         "action"),
        ("Give a minion +1 power for each other minion here until the end of the turn.", "minion"),
    ],
    ids=["it-gains", "give-a-minion"],
)  # fmt: skip
def test_for_each_other_minion_of_a_power_another_minion_gets_stops(
    text: str, card_type: str
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert "other than this card, or than the minion that gets it?" in outcome.describe()
