"""lang-limit: the rulebook's parenthetical power floors said other ways ("(to a minimum of
0)", "(minimum of 0)", "(but not less than 0)", also after a duration) and "at least N" in
a count ("if you have at least 2 cards in your hand"), each normalise rule 4's; and standing
extra plays ("Ongoing: You may play an extra minion of power 2 or less (here) on each of your
turns", on a minion, an action or a base, with a condition): the card's player (a base's:
the player whose turn it is) has that extra play once in each of their turns while the card
is in play. Played by scenarios; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.scenario import run_check

CURSE = "Play on a base. Ongoing: Other players' minions here have -1 power."
SAP = "Choose a minion. It gains -2 power until the end of the turn."
HAND = "If you have 2 or more cards in your hand, draw a card."


@pytest.mark.parametrize(
    ("printed", "plain", "card_type"),
    [
        (CURSE.replace("power.", "power (to a minimum of 0)."), CURSE, "action"),
        (CURSE.replace("power.", "power (minimum of 0)."), CURSE, "action"),
        (CURSE.replace("power.", "power (but not less than 0)."), CURSE, "action"),
        (SAP.replace("turn.", "turn (to a minimum of 0)."), SAP, "action"),
        (SAP.replace("turn.", "turn (minimum 0)."), SAP, "action"),
        ("If you have at least two cards in your hand, draw a card.", HAND, "action"),
        (
            "If you have minions on at least 2 bases, draw a card.",
            "If you have minions on two or more bases, draw a card.",
            "action",
        ),
        (
            "If you have played at least two actions this turn, draw a card.",
            "If you have played 2 or more actions this turn, draw a card.",
            "action",
        ),
    ],
    ids=[
        "to-a-minimum",
        "minimum-of",
        "not-less-than",
        "after-a-duration",
        "minimum-after-a-duration",
        "at-least-cards",
        "at-least-bases",
        "at-least-actions-played",
    ],
)
def test_said_other_ways_compile_to_the_same_values(
    printed: str, plain: str, card_type: str
) -> None:
    outcome = compile_text(printed, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert_same_values(printed, plain, card_type)


def test_a_floored_loss_said_after_a_duration_is_that_loss() -> None:
    outcome = compile_text(SAP.replace("turn.", "turn (to a minimum of 0)."), "action")
    assert outcome.rendered == SAP


@pytest.mark.parametrize(
    "text",
    [
        # a floor on a gain says nothing the engine does: kept, and so unknown
        "Play on a base. Ongoing: Other players' minions here have +1 power (minimum of 0).",
        # a floor other than the rulebook's
        "Play on a base. Ongoing: Other players' minions here have -1 power (to a minimum of 1).",
        "Play on a base. Ongoing: Other players' minions here have -1 power (minimum of zero).",
        # a floor after a duration the engine has no word for
        "Choose a minion. It gains -2 power until your next turn (to a minimum of 0).",
        # "at least" of no count
        "If you have at least a card in your hand, draw a card.",
    ],
    ids=["floor-on-a-gain", "floor-of-1", "zero-word", "unknown-duration", "no-count"],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status != "compiled" or not outcome.accepted, outcome.describe()


@pytest.mark.parametrize(
    ("printed", "other"),
    [
        (
            "If you have at least 2 cards in your hand, draw.",
            "If you have 3 or more cards in your hand, draw.",
        ),
        (
            "If you have at least 2 cards in your hand, draw.",
            "If you have 2 or fewer cards in your hand, draw.",
        ),
        ("Minions here have -2 power (to a minimum of 1).", "Minions here have -2 power."),
        ("Minions here have +2 power (to a minimum of 0).", "Minions here have +2 power."),
        (
            "Destroy a minion with at least as much power as this minion.",
            "Destroy a minion with 2 or more power as this minion.",
        ),
    ],
    ids=["count-3", "fewer", "minimum-1", "a-gain", "as-much-power"],
)
def test_normalise_keeps_these_apart(printed: str, other: str) -> None:
    assert normalise(printed) != normalise(other)


def _at_bank(cards: dict[str, Any], hand: list[Any], minions: dict[str, Any]) -> dict[str, Any]:
    bases = [{"name": "bank", "breakpoint": 40, "minions": minions}]
    decks = {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}], "Beth": [1, 1]}
    return {"cards": cards, "setup": {"bases": bases, "decks": decks, "hands": {"Alan": hand}}}


@pytest.mark.parametrize(("held", "draws"), [(2, True), (1, False)], ids=["two-held", "one-held"])
def test_at_least_two_cards_in_your_hand_counts_what_is_left_in_it(held: int, draws: bool) -> None:
    """The action played has left the hand: two others held draws, one does not."""
    text = "If you have at least two cards in your hand, draw a card."
    kept = [{"card": 1, "name": f"h{n}"} for n in range(held)]
    check = _at_bank({"tally": stand_in(text, "action")}, ["tally", *kept], {})
    check["do"] = [{"play": "tally"}]
    zones = {"d1": "Alan's hand" if draws else "Alan's deck", "tally": "Alan's discard"}
    run_check({**check, "expect": {"zones": zones}})


@pytest.mark.parametrize(("power", "after"), [(1, 0), (3, 1)], ids=["floored", "not-floored"])
def test_a_floored_loss_until_the_end_of_the_turn_stops_at_0(power: int, after: int) -> None:
    text = "Choose a minion. It gains -2 power until the end of the turn (to a minimum of 0)."
    foe = {"card": power, "name": "foe"}
    check = _at_bank(
        {"sap": stand_in(text, "action")},
        ["sap"],
        {"Beth": [foe], "Alan": [{"card": 5, "name": "mine"}]},
    )
    check["do"] = [{"play": "sap"}]
    check["choices"] = [{"power-target": "foe"}]
    run_check({**check, "expect": {"power": {"foe": after, "mine": 5}}})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"power": {"foe": after - 1}}})


# ---- lang-limit: standing extra plays ("... on each of your turns") --------------------

EACH_TURN = "Ongoing: You may play an extra action on each of your turns."
SMALL = "Ongoing: You may play an extra minion of power 2 or less on each of your turns."
HERE = "Play on a base. Ongoing: You may play an extra minion here on each of your turns."
BASE_HERE = "You may play an extra minion here on each of your turns."


@pytest.mark.parametrize(
    ("text", "card_type", "what", "where"),
    [
        (EACH_TURN, "minion", "action", "anywhere"),
        (EACH_TURN, "action", "action", "anywhere"),
        (SMALL, "minion", "minion", "anywhere"),
        (SMALL.replace("2 or less", "3 or more"), "minion", "minion", "anywhere"),
        (HERE, "action", "minion", "here"),
        (BASE_HERE, "base", "minion", "here"),
        ("You may play an extra action on each of your turns.", "base", "action", "anywhere"),
    ],
    ids=["action", "on-an-action", "small-minion", "big-minion", "here", "base-here", "base"],
)
def test_a_standing_extra_play_compiles_and_says_itself_back(
    text: str, card_type: str, what: str, where: str
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.rendered == text
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (static,) = ability.statics
    assert static.kind == "extra-play"
    assert static.target is not None
    assert (static.target.what, static.target.where) == (what, where)


def test_a_standing_extra_play_keeps_its_power_filter() -> None:
    outcome = compile_text(SMALL, "minion")
    assert outcome.compiled is not None
    (static,) = outcome.compiled.abilities.abilities[0].statics
    assert static.target is not None and static.target.power is not None
    assert (static.target.power.compare, static.target.power.value) == ("at-most", 2)


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: You may play an extra action here on each of your turns.",
        "Ongoing: You may play two extra minions on each of your turns.",
        "Ongoing: You may play an extra minion from your discard pile on each of your turns.",
        "Ongoing: You may play an extra action that directly affects this minion on each of your"
        " turns.",
        "Ongoing: You may play an extra minion named Sprout on each of your turns.",
        "Ongoing: You may play an extra action on each of your turn.",
        "Ongoing: You may play an extra action on each of their turns.",
        "Ongoing: You may play an extra action each turn.",
        "Ongoing: You may play an extra minion on each of your turns there.",
    ],
    ids=[
        "action-here",
        "two",
        "from-discard",
        "affects",
        "named",
        "turn-singular",
        "their-turns",
        "each-turn",
        "there",
    ],
)
def test_a_standing_extra_play_stops_where_the_engine_could_not_play_it(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status != "compiled" or not outcome.accepted, outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (EACH_TURN, "Ongoing: You may play an extra minion on each of your turns."),
        (SMALL, SMALL.replace("2 or less", "2 or more")),
        (EACH_TURN, "You may play an extra action."),
        (
            "Ongoing: You may play an extra minion here on each of your turns.",
            "Ongoing: You may play an extra minion on each of your turns.",
        ),
    ],
    ids=["minion-vs-action", "less-vs-more", "standing-vs-once", "here-vs-anywhere"],
)
def test_standing_extra_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "minion"), compile_text(other, "minion")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


def _with_scout(text: str, card_type: str, hand: list[Any], **setup: Any) -> dict[str, Any]:
    """Alan's ``scout`` (printed ``text``) at bank (or, a base, bank itself), ``keep`` beside."""
    scout = stand_in(text, card_type, **({"power": 1} if card_type == "minion" else {}))
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 40, "minions": {}}
    if card_type == "minion":
        bank["minions"] = {"Alan": ["scout"]}
    elif card_type == "action":
        bank["modifiers"] = {"Alan": ["scout"]}
    else:
        bank = {"name": "bank", "card": "scout", "breakpoint": 40, "minions": {}}
    keep = {"name": "keep", "breakpoint": 40, "minions": {}}
    cards = {"scout": scout, "zap": stand_in("Draw a card.", "action"), **setup.pop("cards", {})}
    decks = {"Alan": [1, 1, 1, 1], "Beth": [1, 1, 1, 1]}
    return {
        "cards": cards,
        "setup": {"bases": [bank, keep], "decks": decks, "hands": {"Alan": hand}, **setup},
    }


ZAPS = [{"card": "zap", "name": f"z{n}"} for n in range(3)]


def test_a_standing_extra_action_is_one_more_action_a_turn() -> None:
    check = _with_scout(EACH_TURN, "minion", ZAPS)
    check["do"] = [
        {"play": "z0"},
        {"play": "z1"},
        {"play": "z2", "illegal": "no action play left"},
    ]
    run_check({**check, "expect": {"zones": {"z0": "Alan's discard", "z1": "Alan's discard"}}})


def test_a_standing_extra_action_comes_again_on_the_next_turn() -> None:
    check = _with_scout(EACH_TURN, "minion", ZAPS)
    check["do"] = [
        {"play": "z0"},
        {"play": "z1"},
        "next-turn",
        "next-turn",
        {"play": "z2"},
    ]
    run_check({**check, "expect": {"zones": {"z2": "Alan's discard"}}})


def test_a_standing_extra_play_is_not_another_players() -> None:
    check = _with_scout(EACH_TURN, "minion", [])
    check["setup"]["hands"] = {
        "Beth": [{"card": "zap", "name": "b0"}, {"card": "zap", "name": "b1"}]
    }
    check["active"] = "Beth"
    check["do"] = [{"play": "b0"}, {"play": "b1", "illegal": "no action play left"}]
    run_check({**check, "expect": {"zones": {"b0": "Beth's discard", "b1": "Beth's hand"}}})


def test_a_standing_extra_play_goes_with_its_card() -> None:
    """Destroyed by the first action (the normal play), the minion gives no extra action
    this turn."""
    bomb = stand_in("Destroy a minion.", "action")
    check = _with_scout(EACH_TURN, "minion", [{"card": "bomb", "name": "bomb"}, *ZAPS[:1]])
    check["cards"]["bomb"] = bomb
    check["do"] = [
        {"play": "bomb", "using": "normal"},
        {"play": "z0", "illegal": "no action play left"},
    ]
    run_check({**check, "expect": {"zones": {"scout": "Alan's discard"}}})


MINIONS = {f"m{p}": {"type": "minion", "power": p} for p in (2, 3)}


@pytest.mark.parametrize(
    ("second", "legal"), [("m2", True), ("m3", False)], ids=["power-2", "power-3"]
)
def test_a_standing_extra_minion_of_power_2_or_less(second: str, legal: bool) -> None:
    hand = [{"card": 4, "name": "big"}, second]
    check = _with_scout(SMALL, "minion", hand, cards=MINIONS)
    step: dict[str, Any] = {"play": second, "on": "keep"}
    if not legal:
        step["illegal"] = "power 2 or less"
    check["do"] = [{"play": "big", "on": "bank"}, step]
    zones = {second: "at keep" if legal else "Alan's hand", "big": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


@pytest.mark.parametrize(
    ("text", "card_type"), [(HERE, "action"), (BASE_HERE, "base")], ids=["modifier", "base"]
)
@pytest.mark.parametrize(("base", "legal"), [("bank", True), ("keep", False)])
def test_a_standing_extra_minion_here_is_only_for_that_base(
    text: str, card_type: str, base: str, legal: bool
) -> None:
    hand = [{"card": 1, "name": "a"}, {"card": 1, "name": "b"}]
    check = _with_scout(text, card_type, hand)
    step: dict[str, Any] = {"play": "b", "on": base}
    if not legal:
        step["illegal"] = "no minion play left"
    check["do"] = [{"play": "a", "on": "keep"}, step]
    run_check({**check, "expect": {"zones": {"b": f"at {base}" if legal else "Alan's hand"}}})


def test_a_base_gives_its_extra_play_to_the_player_whose_turn_it_is() -> None:
    hand = [{"card": 1, "name": "a"}, {"card": 1, "name": "b"}]
    check = _with_scout(BASE_HERE, "base", [])
    check["setup"]["hands"] = {"Beth": hand}
    check["active"] = "Beth"
    check["do"] = [{"play": "a", "on": "keep"}, {"play": "b", "on": "bank"}]
    run_check({**check, "expect": {"zones": {"a": "at keep", "b": "at bank"}}})


ALONE = (
    "Ongoing: You may play an extra action on each of your turns while this is your only"
    " minion here."
)


@pytest.mark.parametrize(
    ("pal", "extra"), [(False, True), (True, False)], ids=["alone", "with-a-pal"]
)
def test_a_standing_extra_play_holds_only_while_its_condition_does(pal: bool, extra: bool) -> None:
    check = _with_scout(ALONE, "minion", ZAPS[:2])
    if pal:
        check["setup"]["bases"][0]["minions"]["Alan"].append({"card": 1, "name": "pal"})
    second: dict[str, Any] = {"play": "z1"}
    if not extra:
        second["illegal"] = "no action play left"
    check["do"] = [{"play": "z0"}, second]
    run_check({**check, "expect": {"zones": {"z1": "Alan's discard" if extra else "Alan's hand"}}})


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("On your turn, you may play an extra minion of power 2 or less here.",
         "You may play an extra minion of power 2 or less here on each of your turns.", "base"),
        ("Ongoing: During your turn, you may play an extra action.",
         "Ongoing: You may play an extra action on each of your turns.", "minion"),
        ("Play on a base. Ongoing: On your turn, you may play an extra minion here.",
         "Play on a base. Ongoing: You may play an extra minion here on each of your turns.",
         "action"),
    ],
    ids=["base", "minion", "on-a-base"],
)  # fmt: skip
def test_on_your_turn_before_an_extra_play_is_on_each_of_your_turns(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


def test_on_your_turn_before_an_extra_play_with_a_condition_stops() -> None:
    text = "On your turn, you may play an extra minion here if you have no minions here."
    assert compile_text(text, "base").status == "stopped"
