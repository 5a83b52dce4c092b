"""Where and when the card itself may be played, compiled (lang-playonly): "Play only if
you have two or more minions in play." (``play-if``: of its player, as it is played),
"Play this minion only on a base where another player has a minion.", "Play on a base
with two or more minions.", "Play on a minion of power 3 or less." (``play-at``: the base
or the minion it goes on, judged as it is played). The engine's legality refuses a play
where the card may not go. Played by scenarios."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import (
    BaseHas,
    CardAbilities,
    Condition,
    PowerFilter,
    Selector,
)
from smashwiki.engine.scenario import run_check

OTHERS_HERE = "Play this minion only on a base where another player has a minion. Draw a card."
CROWDED = "Play on a base with two or more minions. Ongoing: You have +1 power here."
SMALL_HOST = "Play on a minion of power 3 or less. Ongoing: This minion has +1 power."
TWO_IN_PLAY = "Play only if you have two or more minions in play. Draw a card."
ALONE = "Play only if this is the only card in your hand. Draw two cards."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (TWO_IN_PLAY, "action"),
        ("Draw a card. Play only if you have three or more cards in your hand.", "action"),
        ("Play this action only during your Play Cards phase. Draw a card.", "action"),
        ("You may play this minion only if you have the most minions. Draw a card.", "minion"),
        (ALONE, "action"),
        ("Play this minion only if you have minions on two or more bases.", "minion"),
        (OTHERS_HERE, "minion"),
        ("You may play this minion only on a base where you have a minion.", "minion"),
        ("Play only on a base with two or more minions. Draw a card.", "minion"),
        ("Play this minion only on a base where you have the most power.", "minion"),
        ("You can only play this minion on a base where you have no minions.", "minion"),
        ("Play this minion only on a base where you have a minion of power 3 or more.", "minion"),
        (CROWDED, "action"),
        (
            "Play on a base where another player has two or more minions. Ongoing: You have +1"
            " power here.",
            "action",
        ),
        (
            "Play on a base with a minion of power 4 or more. Ongoing: You have +1 power here.",
            "action",
        ),
        (
            "Play this card only on a base where you have a minion. Ongoing: You have +1 power"
            " here.",
            "action",
        ),
        (
            "Play on a base where you have the most power. Ongoing: You have +1 power here.",
            "action",
        ),
        (SMALL_HOST, "action"),
        (
            "Play on one of your minions of power 2 or more. Ongoing: This minion has +1 power.",
            "action",
        ),
        (
            "Play on another player's minion of power 4 or less. Ongoing: This minion has -2"
            " power.",
            "action",
        ),
    ],
)
def test_a_place_or_time_to_play_compiles_and_says_itself_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    found = outcome.compiled.abilities
    assert found.play_if is not None or found.play_at is not None or found.modifier != "base"


def _abilities(text: str, card_type: str) -> CardAbilities:
    outcome = compile_text(text, card_type)
    assert outcome.compiled is not None, outcome.describe()
    return outcome.compiled.abilities


def test_play_only_if_is_the_players_condition_and_the_rest_plays_as_before() -> None:
    found = _abilities(TWO_IN_PLAY, "action")
    assert found.play_if == Condition("your-minions-in-play-at-least", count=2)
    assert found.modifier is None and found.play_at is None
    (ability,) = found.abilities
    assert (ability.timing, ability.effects[0].verb) == ("on-play", "draw")
    phase = _abilities("Play this action only during your Play Cards phase. Draw a card.", "action")
    assert phase.play_if == Condition("your-play-phase")


def test_a_minions_place_is_a_base_selector_judged_for_its_player() -> None:
    found = _abilities(OTHERS_HERE, "minion")
    expected = BaseHas(whose="other")
    assert found.play_at == Selector(what="base", where="base-with-your-minion", base_has=expected)
    most = _abilities("Play this minion only on a base where you have the most power.", "minion")
    assert most.play_at == Selector(what="base", where="base-where-most-power")


def test_a_base_modifiers_place_and_a_minion_modifiers_host() -> None:
    crowded = _abilities(CROWDED, "action")
    assert crowded.modifier == "base"
    has = BaseHas(at_least=2, whose="any")
    assert crowded.play_at == Selector(what="base", where="base-with-your-minion", base_has=has)
    small = _abilities(SMALL_HOST, "action")
    assert small.modifier == "minion"
    assert small.play_at == Selector(power=PowerFilter("at-most", 3))


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        (
            "Play this card only on a base where you have a minion. Ongoing: You have +1 power"
            " here.",
            "Play on a base where you have a minion. Ongoing: You have +1 power here.",
            "action",
        ),
        (
            ALONE,
            "You can only play this card if it is the only card in your hand. Draw two cards.",
            "action",
        ),
        (
            "Play on a base with two or more minions. Ongoing: You have +1 power here.",
            "Play on a base with two or more minions on it. Ongoing: You have +1 power here.",
            "action",
        ),
    ],
    ids=["only-on-a-base-is-play-on", "this-is-the-only-card", "on-it-unsaid"],
)
def test_second_wordings_compile_to_the_same_values(
    printed: str, canonical: str, card_type: str
) -> None:
    assert _abilities(printed, card_type) == _abilities(canonical, card_type)
    assert compile_text(printed, card_type).accepted


def test_said_first_or_last_the_condition_is_one() -> None:
    first = _abilities(
        "Play only if you have three or more cards in your hand. Draw a card.", "action"
    )
    last = _abilities(
        "Draw a card. Play only if you have three or more cards in your hand.", "action"
    )
    assert first == last


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (
            "You may play this minion only on a base where you have at least 6 power.",
            "minion",
            "total power",
        ),
        (
            "Play only on a base where you have 6 or more power. Draw a card.",
            "minion",
            "total power",
        ),
        (
            "Play on two of your minions of power 3 or less. Ongoing: This minion has +1 power.",
            "action",
            "an action has one host",
        ),
        (
            "Special: Before a base scores, you may play this minion there. Play this minion only"
            " on a base where you have a minion.",
            "minion",
            "a place to play a card a Special plays",
        ),
        ("Play only if you have a minion here. Draw a card.", "action", "at no base"),
        ("Play only on your turn. Draw a card.", "action", "'only on your turn'"),
        (
            "Draw a card. Play this action only on a base where you have a minion.",
            "action",
            "after the card's first sentence",
        ),
        (
            "Play on a base where another player has no minions. Ongoing: You have +1 power here.",
            "action",
            "some other player has none there",
        ),
        (
            "Play only if you have two or more minions in play. You can only play this card if you"
            " have three or more cards in your hand. Draw a card.",
            "action",
            "two conditions",
        ),
        (
            "Play this minion only on a base where you have a minion. Draw a card. Play only if"
            " you have two or more minions in play. Draw a card.",
            "minion",
            "said",
        ),
        ("Choose a base where you have the most power. Draw a card.", "action", "most power"),
    ],
    ids=[
        "at-least-6-power",
        "6-or-more-power",
        "two-hosts",
        "special-plays-it",
        "here-in-the-hand",
        "on-your-turn",
        "place-said-late",
        "others-none",
        "two-conditions",
        "condition-in-the-middle",
        "choose-most-power-still-stops",
    ],
)
def test_near_misses_stop_with_the_reason(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (
            "Play on a base where you have a minion. Ongoing: You have +1 power here.",
            "Play on a base where another player has a minion. Ongoing: You have +1 power here.",
            "action",
        ),
        (
            CROWDED,
            "Play on a base where you have two or more minions. Ongoing: You have +1 power here.",
            "action",
        ),
        (
            SMALL_HOST,
            "Play on a minion of power 3 or more. Ongoing: This minion has +1 power.",
            "action",
        ),
        (
            SMALL_HOST,
            "Play on one of your minions of power 3 or less. Ongoing: This minion has +1 power.",
            "action",
        ),
        (
            TWO_IN_PLAY,
            "Play only if you have three or more minions in play. Draw a card.",
            "action",
        ),
        (
            OTHERS_HERE,
            "Play this minion only on a base where you have a minion. Draw a card.",
            "minion",
        ),
        (
            OTHERS_HERE,
            "Play this minion only on a base with two or more minions. Draw a card.",
            "minion",
        ),
    ],
    ids=[
        "yours-or-others",
        "anyones-or-yours",
        "less-or-more",
        "any-or-yours",
        "two-or-three",
        "others-or-yours",
        "others-or-anyones",
    ],
)
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered


# ---- scenarios: Alan's turn; Alan's ``pal`` (power 2) at keep with Beth's ``foe`` (power
# 4), Beth's ``far`` (power 3) alone at bank
def _table(card: dict[str, Any], card_type: str, hand: list[Any] | None = None) -> dict[str, Any]:
    bank = {"name": "bank", "breakpoint": 30, "minions": {"Beth": [{"card": 3, "name": "far"}]}}
    keep = {
        "name": "keep",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 2, "name": "pal"}], "Beth": [{"card": 4, "name": "foe"}]},
    }
    decks = {
        p: [{"card": 1, "name": f"{p[0].lower()}1"}, {"card": 1, "name": f"{p[0].lower()}2"}]
        for p in ("Alan", "Beth")
    }
    return {
        "active": "Alan",
        "cards": {"it": {**card, "type": card_type}},
        "setup": {"bases": [bank, keep], "decks": decks, "hands": {"Alan": ["it", *(hand or [])]}},
    }


def test_a_minion_played_where_another_player_has_one_draws() -> None:
    check = _table(stand_in(OTHERS_HERE, "minion", power=2), "minion")
    check["do"] = [{"play": "it", "on": "bank"}]
    run_check({**check, "expect": {"hand": {"Alan": ["a1"]}, "zones": {"it": "at bank"}}})


@pytest.mark.parametrize(
    ("text", "legal", "illegal"),
    [
        (OTHERS_HERE, "keep", None),  # both have one at keep; only Beth at bank
        ("Play this minion only on a base where you have a minion. Draw a card.", "keep", "bank"),
        ("Play only on a base with two or more minions. Draw a card.", "keep", "bank"),
        ("Play this minion only on a base where you have no minions. Draw a card.", "bank", "keep"),
    ],
    ids=["others-anywhere-they-are", "yours", "anyones-two", "none-of-yours"],
)
def test_a_minion_may_be_played_only_where_its_text_says(
    text: str, legal: str, illegal: str | None
) -> None:
    check = _table(stand_in(text, "minion", power=2), "minion")
    expect: dict[str, Any] = {"legal": [{"play": "it", "on": legal}]}
    if illegal is not None:
        expect["illegal"] = [{"play": "it", "on": illegal}]
    run_check({**check, "expect": expect})


def test_the_wrong_base_refuses_the_play_and_nothing_is_drawn() -> None:
    text = "Play this minion only on a base where you have a minion. Draw a card."
    check = _table(stand_in(text, "minion", power=2), "minion")
    check["do"] = [{"play": "it", "on": "bank", "illegal": "may be played only on a base where"}]
    run_check({**check, "expect": {"hand": {"Alan": ["it"]}, "zones": {"it": "Alan's hand"}}})


def test_a_base_modifier_goes_only_on_a_crowded_base() -> None:
    check = _table(stand_in(CROWDED, "action"), "action")
    expect = {"legal": [{"play": "it", "on": "keep"}], "illegal": [{"play": "it", "on": "bank"}]}
    run_check({**check, "expect": expect})


def test_a_base_modifier_where_another_player_has_a_minion() -> None:
    text = (
        "Play on a base where another player has two or more minions. Ongoing: You have +1"
        " power here."
    )
    check = _table(stand_in(text, "action"), "action")
    check["setup"]["bases"][0]["minions"]["Beth"].append({"card": 1, "name": "far2"})
    expect = {"legal": [{"play": "it", "on": "bank"}], "illegal": [{"play": "it", "on": "keep"}]}
    run_check({**check, "expect": expect})


def test_a_minion_modifier_goes_only_on_a_small_enough_minion() -> None:
    check = _table(stand_in(SMALL_HOST, "action"), "action")
    expect = {
        "legal": [{"play": "it", "on": "pal"}, {"play": "it", "on": "far"}],
        "illegal": [{"play": "it", "on": "foe"}],
    }
    run_check({**check, "expect": expect})
    check["do"] = [{"play": "it", "on": "pal"}]
    run_check({**check, "expect": {"power": {"pal": 3}, "zones": {"it": "on pal"}}})


def test_one_of_your_minions_of_power_is_yours_and_small() -> None:
    text = "Play on one of your minions of power 2 or more. Ongoing: This minion has +1 power."
    check = _table(stand_in(text, "action"), "action")
    expect = {"legal": [{"play": "it", "on": "pal"}], "illegal": [{"play": "it", "on": "foe"}]}
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(("minions", "legal"), [(1, False), (2, True)], ids=["one", "two"])
def test_play_only_if_you_have_two_minions_in_play(minions: int, legal: bool) -> None:
    check = _table(stand_in(TWO_IN_PLAY, "action"), "action")
    if minions == 2:
        check["setup"]["bases"][0]["minions"]["Alan"] = [{"card": 1, "name": "pal2"}]
        check["do"] = [{"play": "it"}]
        run_check({**check, "expect": {"hand": {"Alan": ["a1"]}}})
        return
    check["do"] = [{"play": "it", "illegal": "you have two or more minions"}]
    run_check({**check, "expect": {"hand": {"Alan": ["it"]}}})


def test_play_only_if_it_is_the_only_card_in_your_hand() -> None:
    check = _table(stand_in(ALONE, "action"), "action", hand=[{"card": 1, "name": "spare"}])
    expect = {"illegal": [{"play": "it"}]}
    run_check({**check, "expect": expect})
    alone = _table(stand_in(ALONE, "action"), "action")
    alone["do"] = [{"play": "it"}]
    run_check({**alone, "expect": {"hand": {"Alan": ["a1", "a2"]}}})


def test_a_special_play_from_the_discard_pile_is_offered_only_where_it_may_go() -> None:
    text = (
        "Play this minion only on a base where you have a minion. Special: At the start of your"
        " turn, you may play this minion from your discard pile as an extra minion."
    )
    check = _table(stand_in(text, "minion", power=3), "minion")
    check["setup"]["hands"] = {"Alan": []}
    check["setup"]["discards"] = {"Alan": ["it"]}
    check["do"] = ["next-turn", "next-turn"]
    check["choices"] = [
        {"use-ability": "it", "player": "Alan"},
        {"play-extra": "it"},
    ]
    # keep, the one base where Alan has a minion, is not even asked about (bank is first)
    check["expect"] = {"zones": {"it": "at keep"}}
    run_check(check)
