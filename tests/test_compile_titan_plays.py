"""How titans are played by their own Special (lang-t2), as the rule Titans says: "Titans
may be played on a base when a card, including the titan card itself, says you can play
them" and "You cannot play a titan if you already control a titan in play". A titan's
Special names its moment (before a base scores, after a minion is destroyed, at the start
or end of your turn), where it goes ("there": the base about to score; "on its base": the
destroyed minion's; "on a base", "on a base where you have a minion": one its player
chooses), conditions before "you may" ("if you have the most power there", "if you have no
cards in your hand") and a cost ("discard two cards to play this titan ..."), paid only if
the titan is then played. Invented titans, compiled, each shape played by a scenario;
near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import (
    Condition,
    Effect,
    GrammarError,
    Quantifier,
    Selector,
    Trigger,
    TurnPlay,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

MOST_THERE = (
    "Special: Before a base scores, if you have the most power there, you may play this titan "
    "there."
)
ITS_BASE = "Special: After one of your minions is destroyed, you may play this titan on its base."
AT_START = (
    "Special: At the start of your turn, you may play this titan on a base where you have a minion."
)
EMPTY_HAND = (
    "Special: At the start of your turn, if you have no cards in your hand, you may play this "
    "titan on a base."
)
PAID = "Special: At the start of your turn, you may discard two cards to play this titan on a base."
PAID_THERE = "Special: Before a base scores, you may discard a card to play this titan there."
AFTER_ACTION = (
    "Special: After you play an action, you may play this titan on a base where you have a minion."
)
ON_TURN = "Special: On your turn, you may play this titan on a base."
CROWDED = (
    "Special: On your turn, if you have 3 or more minions on a base, you may play this titan there."
)
EMPTY_ON_TURN = (
    "Special: On your turn, if you have no cards in your hand, you may play this titan on a "
    "base where you have a minion."
)
DRAW = "Talent: Draw a card."
RALLY = "Ongoing: Your minions here have +1 power."
COUNTER = "Talent: Place a +1 power counter on one of your minions here."

TWO_CARDS = Effect(
    "discard",
    target=Selector(what="card", whose="you", pile="hand", quantifier=Quantifier("one", 2)),
)


def _special(text: str) -> tuple[Trigger, tuple[Condition, ...]]:
    outcome = compile_text(text, "titan")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.of("special")
    assert ability.trigger is not None and not ability.effects
    return ability.trigger, ability.conditions


# ---------------------------------------------------------------- (1) compiled, with values


@pytest.mark.parametrize(
    ("text", "trigger", "conditions"),
    [
        (MOST_THERE, Trigger("before-scoring", play=True), (Condition("most-power-here"),)),
        ("Special: Before a base scores, if you have a minion there, you may play this titan "
         "on a base.", Trigger("before-scoring", play=True, play_on="a-base"),
         (Condition("minion-here"),)),
        ("Special: Before a base scores, if you have 2 or more minions there, you may play "
         "this titan there.", Trigger("before-scoring", play=True),
         (Condition("your-minions-here-at-least", count=2),)),
        (ITS_BASE, Trigger("minion-destroyed", play=True, play_on="its-base"), ()),
        ("Special: After another player's minion is destroyed, you may play this titan on its "
         "base.", Trigger("minion-destroyed", who="other", play=True, play_on="its-base"), ()),
        ("Special: After a minion is destroyed, you may play this titan on a base where you "
         "have a minion.",
         Trigger("minion-destroyed", who="any", play=True, play_on="base-with-your-minion"), ()),
        ("Special: After one of your minions is destroyed, if you have the most power there, "
         "you may play this titan on its base.",
         Trigger("minion-destroyed", play=True, play_on="its-base"),
         (Condition("most-power-here"),)),
        (AT_START, Trigger("start-of-turn", play=True, play_on="base-with-your-minion"),
         (Condition("your-turn"),)),
        ("Special: At the end of your turn, you may play this titan on a base.",
         Trigger("end-of-turn", play=True, play_on="a-base"), (Condition("your-turn"),)),
        (EMPTY_HAND, Trigger("start-of-turn", play=True, play_on="a-base"),
         (Condition("your-turn"), Condition("cards-in-hand-at-most", count=0))),
        (EMPTY_HAND.replace("your hand", "hand"),
         Trigger("start-of-turn", play=True, play_on="a-base"),
         (Condition("your-turn"), Condition("cards-in-hand-at-most", count=0))),
        ("Special: At the start of your turn, if you have 2 or fewer cards in your hand, you "
         "may play this titan on a base.", Trigger("start-of-turn", play=True, play_on="a-base"),
         (Condition("your-turn"), Condition("cards-in-hand-at-most", count=2))),
        ("Special: At the start of your turn, if you have minions on 2 or more bases, you may "
         "play this titan on a base where you have a minion.",
         Trigger("start-of-turn", play=True, play_on="base-with-your-minion"),
         (Condition("your-turn"), Condition("bases-with-your-minions-at-least", count=2))),
        (AFTER_ACTION,
         Trigger("after-play", played="action", play=True, play_on="base-with-your-minion"), ()),
        ("Special: After another player plays a minion, you may play this titan on a base.",
         Trigger("after-play", played="minion", who="other", play=True, play_on="a-base"), ()),
        (PAID, Trigger("start-of-turn", play=True, play_on="a-base", cost=(TWO_CARDS,)),
         (Condition("your-turn"),)),
        (PAID_THERE, Trigger("before-scoring", play=True, cost=(
            Effect("discard", target=Selector(what="card", whose="you", pile="hand")),)), ()),
    ],
)  # fmt: skip
def test_a_titans_special_play_compiles_to_its_values(
    text: str, trigger: Trigger, conditions: tuple[Condition, ...]
) -> None:
    assert _special(text) == (trigger, conditions)


@pytest.mark.parametrize(
    ("text", "turn_play"),
    [
        (f"{ON_TURN} {DRAW}", TurnPlay()),
        (f"{CROWDED} {DRAW}",
         TurnPlay("there", Condition("your-minions-here-at-least", count=3))),
        (f"{EMPTY_ON_TURN} {DRAW}",
         TurnPlay("base-with-your-minion", Condition("cards-in-hand-at-most", count=0))),
        ("Special: On your turn, if you have three or more Madness cards in your discard "
         f"pile, you may play this titan on a base. {DRAW}",
         TurnPlay("a-base", Condition("madness-in-discard-at-least", count=3))),
        ("Special: On your turn, if you have minions on 2 or more bases, you may play this "
         f"titan on a base. {RALLY}",
         TurnPlay("a-base", Condition("bases-with-your-minions-at-least", count=2))),
    ],
)  # fmt: skip
def test_a_titan_played_on_your_turn_compiles_to_its_values(text: str, turn_play: TurnPlay) -> None:
    outcome = compile_text(text, "titan")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    assert outcome.compiled.abilities.turn_play == turn_play
    assert not outcome.compiled.abilities.of("special")


@pytest.mark.parametrize(
    "text",
    [
        f"{MOST_THERE} {RALLY}",
        f"{AT_START} {COUNTER}",
        f"{PAID} Ongoing: You have +2 power here.",
        f"{ITS_BASE} Talent: Draw a card.",
    ],
)
def test_a_titan_with_its_special_play_and_more_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "titan")
    assert outcome.status == "compiled", outcome.describe()


# ---------------------------------------------------------------- (2) played by scenarios


def _bank(alan: list[Any], beth: list[Any], breakpoint: int = 30) -> dict[str, Any]:
    return {"name": "bank", "breakpoint": breakpoint, "minions": {"Alan": alan, "Beth": beth}}


def _at_scoring(text: str, alan: int, beth: int, **more: Any) -> dict[str, Any]:
    """Bank (breakpoint 10, VPs 4 2 1) scored on Alan's turn, Alan's titan beside him."""
    check: dict[str, Any] = {
        "players": ["Alan", "Beth"],
        "cards": {"colossus": stand_in(text, "titan"), **more.pop("cards", {})},
        "setup": {
            "bases": [
                {**_bank([{"card": alan, "name": "a"}], [{"card": beth, "name": "b"}], 10),
                 "vps": [4, 2, 1]},
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "set-aside": {"Alan": ["colossus"]},
            **more,
        },
        "do": ["score"],
    }  # fmt: skip
    return check


def test_before_scoring_with_the_most_power_there_the_titan_is_played_there() -> None:
    check = _at_scoring(f"{MOST_THERE} Ongoing: You have +5 power here.", 6, 5)
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {
        "vps": {"Alan": 4, "Beth": 2},
        "events": [{"kind": "card-played", "card": "colossus", "target": "bank"}],
        "zones": {"colossus": "Alan's set-aside"},  # it left play with the base
    }
    run_check(check)


def test_before_scoring_without_the_most_power_there_the_titan_is_not_offered() -> None:
    check = _at_scoring(f"{MOST_THERE} Ongoing: You have +5 power here.", 5, 6)
    check["expect"] = {
        "vps": {"Beth": 4, "Alan": 2},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_a_cost_before_scoring_is_paid_only_if_the_titan_is_played() -> None:
    text = f"{PAID_THERE} Ongoing: You have +5 power here."
    hands = {"Alan": [{"card": 1, "name": "h1"}, {"card": 1, "name": "h2"}]}
    check = _at_scoring(text, 4, 6, hands=hands)
    check["choices"] = [{"use-ability": "colossus"}, {"discard-card": "h2"}]
    check["expect"] = {
        "vps": {"Alan": 4, "Beth": 2},
        "hand": {"Alan": ["h1"]},
        "zones": {"h2": "Alan's discard"},
    }
    run_check(check)
    declined = _at_scoring(text, 4, 6, hands=hands)
    declined["choices"] = [{"use-ability": "pass"}]
    declined["expect"] = {"vps": {"Beth": 4, "Alan": 2}, "hand": {"Alan": ["h1", "h2"]}}
    run_check(declined)


def test_a_cost_that_cannot_be_paid_offers_no_play() -> None:
    check = _at_scoring(f"{PAID_THERE} Ongoing: You have +5 power here.", 4, 6)
    check["expect"] = {
        "vps": {"Beth": 4, "Alan": 2},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def _destroyed(text: str, victim: str, **more: Any) -> dict[str, Any]:
    """Alan's a3 at bank and a5 at keep, Beth's b4 at bank; Beth's zap destroys ``victim``."""
    return {
        "players": ["Alan", "Beth"],
        "active": "Beth",
        "cards": {"colossus": stand_in(text, "titan"), **more.pop("cards", {})},
        "setup": {
            "bases": [
                _bank([{"card": 3, "name": "a3"}], [{"card": 4, "name": "b4"}]),
                {"name": "keep", "breakpoint": 30,
                 "minions": {"Alan": [{"card": 5, "name": "a5"}]}},
            ],
            "set-aside": {"Alan": ["colossus"]},
            **more,
        },
        "do": [{"destroy": victim, "by": "b4"}],
    }  # fmt: skip


def test_after_one_of_your_minions_is_destroyed_the_titan_goes_on_its_base() -> None:
    check = _destroyed(f"{ITS_BASE} Ongoing: You have +2 power here.", "a3")
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {
        "zones": {"colossus": "at bank", "a3": "Alan's discard"},
        "player-power": {"bank": {"Alan": 2}, "keep": {"Alan": 5}},  # at bank, not keep
    }
    run_check(check)


def test_another_players_minion_destroyed_does_not_offer_your_titan() -> None:
    check = _destroyed(ITS_BASE, "b4")
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "b4": "Beth's discard"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_a_titan_is_not_offered_while_its_player_controls_another_titan() -> None:
    giant = stand_in("Ongoing: You have +1 power here.", "titan")
    check = _destroyed(ITS_BASE, "a3", cards={"giant": giant})
    check["setup"]["bases"][1]["titans"] = {"Alan": ["giant"]}
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "a3": "Alan's discard"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def _next_turn(text: str, hand: list[Any], **more: Any) -> dict[str, Any]:
    """Beth's turn runs on into Alan's: Alan's a3 at bank, nobody at keep."""
    return {
        "players": ["Alan", "Beth"],
        "active": "Beth",
        "cards": {"colossus": stand_in(text, "titan")},
        "setup": {
            "bases": [
                _bank([{"card": 3, "name": "a3"}], [{"card": 4, "name": "b4"}]),
                {"name": "keep", "breakpoint": 30},
            ],
            "set-aside": {"Alan": ["colossus"]},
            "hands": {"Alan": hand},
            "decks": {
                "Alan": [{"card": 1, "name": f"d{n}"} for n in range(3)],
                "Beth": [{"card": 1, "name": f"e{n}"} for n in range(3)],
            },
            **more,
        },
        "do": ["next-turn"],
    }


def test_at_the_start_of_your_turn_the_titan_goes_where_you_have_a_minion() -> None:
    check = _next_turn(f"{AT_START} {COUNTER}", [])
    check["choices"] = [{"use-ability": "colossus"}]  # bank, the one base with a3
    check["do"].append({"talent": "colossus"})
    check["expect"] = {"zones": {"colossus": "at bank"}, "power": {"a3": 4}}
    run_check(check)


def test_at_the_end_of_your_turn_the_titan_is_played_on_the_base_chosen() -> None:
    check = _next_turn("Special: At the end of your turn, you may play this titan on a base.", [])
    check["active"] = "Alan"  # his turn ends, then Beth's begins
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["expect"] = {
        "zones": {"colossus": "at keep"},
        "events": [{"kind": "turn-began", "player": "Beth"}],
    }
    run_check(check)


def test_the_start_of_another_players_turn_offers_no_play() -> None:
    check = _next_turn(AT_START, [])
    check["active"] = "Alan"  # runs on into Beth's turn
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside"},
        "events": [{"kind": "turn-began", "player": "Beth"}],
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_a_base_where_you_have_no_minion_is_not_offered() -> None:
    check = _next_turn(AT_START, [])
    check["choices"] = [{"use-ability": "colossus"}]
    check["setup"]["bases"][0]["minions"]["Alan"] = []
    check["setup"]["bases"][1]["minions"] = {"Alan": [{"card": 2, "name": "a2"}]}
    check["expect"] = {"zones": {"colossus": "at keep"}}  # keep: the one with a minion of his
    run_check(check)


def test_with_no_cards_in_hand_the_titan_is_played_on_the_base_chosen() -> None:
    check = _next_turn(EMPTY_HAND, [])
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["expect"] = {"zones": {"colossus": "at keep"}}
    run_check(check)


def test_with_a_card_in_hand_no_play_is_offered() -> None:
    check = _next_turn(EMPTY_HAND, [{"card": 1, "name": "h1"}])
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside"},
        "events": [{"kind": "turn-began", "player": "Alan"}],
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_two_cards_are_discarded_to_play_the_titan() -> None:
    hand = [{"card": 1, "name": f"h{n}"} for n in range(3)]
    check = _next_turn(PAID, hand)
    check["choices"] = [
        {"use-ability": "colossus"},
        {"choose-base": "keep"},
        {"discard-card": "h0"},
        {"discard-card": "h2"},
    ]
    check["expect"] = {
        "zones": {"colossus": "at keep", "h0": "Alan's discard", "h2": "Alan's discard"},
        "hand": {"Alan": ["h1"]},
    }
    run_check(check)


def test_with_one_card_in_hand_the_cost_cannot_be_paid() -> None:
    check = _next_turn(PAID, [{"card": 1, "name": "h1"}])
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside"},
        "hand": {"Alan": ["h1"]},
        "events": [{"kind": "turn-began", "player": "Alan"}],
    }
    run_check(check)


def test_the_base_chosen_must_be_one_offered() -> None:
    check = _next_turn(AT_START, [])
    check["choices"] = [{"use-ability": "colossus"}]
    check["setup"]["bases"][1]["minions"] = {"Alan": [{"card": 2, "name": "a2"}]}
    check["choices"].append({"choose-base": "nowhere"})
    with pytest.raises(IllegalChoice):
        run_check(check)


def test_after_you_play_an_action_the_titan_goes_where_you_have_a_minion() -> None:
    zap = stand_in("Draw a card.", "action")
    check = _play_phase(AFTER_ACTION, cards={"zap": zap})
    check["setup"]["hands"]["Alan"].append("zap")
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "d1"}]}
    check["setup"]["bases"][0]["minions"]["Alan"] = []  # only keep has a minion of his
    check["do"] = [{"play": "m2", "on": "mill"}, {"play": "zap"}]
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "mill"}]
    check["expect"] = {"zones": {"colossus": "at mill", "zap": "Alan's discard"}}
    run_check(check)


def test_another_players_action_does_not_offer_your_titan() -> None:
    zap = stand_in("Draw a card.", "action")
    check = _play_phase(AFTER_ACTION, cards={"zap": zap})
    check["active"] = "Beth"
    check["setup"]["hands"] = {"Beth": ["zap"]}
    check["setup"]["decks"] = {"Beth": [{"card": 1, "name": "e1"}]}
    check["do"] = [{"play": "zap", "as": "Beth"}]
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "zap": "Beth's discard"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_a_minion_played_does_not_offer_a_titan_waiting_for_an_action() -> None:
    check = _play_phase(AFTER_ACTION)
    check["do"] = [{"play": "m2", "on": "mill"}]
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "m2": "at mill"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_on_your_turn_with_enough_madness_in_your_discard_pile_the_titan_is_played() -> None:
    text = (
        "Special: On your turn, if you have 2 or more Madness cards in your discard pile, you "
        f"may play this titan on a base where you have a minion. {DRAW}"
    )
    check = _play_phase(
        text,
        discards={"Alan": [{"card": "madness", "name": "x1"}, "m9"]},
        cards={"m9": {"type": "minion", "power": 1}},
    )
    check["do"] = [
        {"play-titan": "colossus", "on": "keep", "illegal": "no card lets you play a titan now"},
    ]
    run_check(check)  # one Madness card (the other card is none): not yet
    check = _play_phase(
        text,
        discards={"Alan": [{"card": "madness", "name": n} for n in ("x1", "x2")] + ["m9"]},
        cards={"m9": {"type": "minion", "power": 1}},
    )
    check["do"] = [
        {"play-titan": "colossus", "on": "mill", "illegal": "no card lets you play a titan now"},
        {"play-titan": "colossus", "on": "keep"},
    ]
    check["expect"] = {"zones": {"colossus": "at keep"}}
    run_check(check)


def _play_phase(text: str, **more: Any) -> dict[str, Any]:
    """Alan's Play Cards phase: a1 a2 a3 of his at bank, a4 at keep, m2 in his hand."""
    return {
        "players": ["Alan", "Beth"],
        "cards": {"colossus": stand_in(text, "titan"), **more.pop("cards", {})},
        "setup": {
            "bases": [
                _bank([{"card": n, "name": f"a{n}"} for n in (1, 2, 3)],
                      [{"card": 5, "name": "b5"}]),
                {"name": "keep", "breakpoint": 30,
                 "minions": {"Alan": [{"card": 4, "name": "a4"}]}},
                {"name": "mill", "breakpoint": 30},
            ],
            "set-aside": {"Alan": ["colossus"]},
            "hands": {"Alan": [{"card": 2, "name": "m2"}]},
            **more,
        },
    }  # fmt: skip


def test_on_your_turn_the_titan_goes_only_where_you_have_three_minions() -> None:
    check = _play_phase(f"{CROWDED} {DRAW}")
    check["do"] = [
        {"play-titan": "colossus", "on": "keep", "illegal": "no card lets you play a titan now"},
        {"play-titan": "colossus", "on": "bank"},
        {"play": "m2", "on": "keep"},  # the regular minion play is still there
    ]
    check["expect"] = {"zones": {"colossus": "at bank", "m2": "at keep"}}
    run_check(check)


def test_on_another_players_turn_the_titan_is_not_played() -> None:
    check = _play_phase(f"{ON_TURN} {DRAW}")
    check["active"] = "Beth"
    check["do"] = [
        {"play-titan": "colossus", "on": "bank", "as": "Alan",
         "illegal": "Play Cards phase of their turn"},
    ]  # fmt: skip
    run_check(check)


def test_on_your_turn_no_titan_is_played_while_you_control_one() -> None:
    giant = stand_in("Ongoing: You have +1 power here.", "titan")
    check = _play_phase(f"{ON_TURN} {DRAW}", cards={"giant": giant})
    check["setup"]["bases"][2]["titans"] = {"Alan": ["giant"]}
    check["do"] = [
        {"play-titan": "colossus", "on": "bank", "illegal": "already controls a titan"},
    ]
    run_check(check)


def test_on_your_turn_with_a_card_in_hand_the_titan_waits_until_it_is_played() -> None:
    check = _play_phase(f"{EMPTY_ON_TURN} {DRAW}")
    check["do"] = [
        {"play-titan": "colossus", "on": "bank", "illegal": "no card lets you play a titan now"},
        {"play": "m2", "on": "keep"},
        {"play-titan": "colossus", "on": "mill",
         "illegal": "no card lets you play a titan now"},  # no minion of his there
        {"play-titan": "colossus", "on": "keep"},
    ]  # fmt: skip
    check["expect"] = {"zones": {"colossus": "at keep", "m2": "at keep"}}
    run_check(check)


# ---------------------------------------------------------------- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Special: After you play your second action in a turn, you may play this titan on a "
         "base.", "'your'"),
        ("Special: Before a base scores, if you have the most power here, you may play this "
         "titan there.", "'here' in a titan's Special"),
        ("Special: At the start of your turn, if you have the most power there, you may play "
         "this titan on a base.", "'there' naming no base"),
        ("Special: At the start of your turn, you may play this titan there.",
         "'there' naming no base"),
        ("Special: Before a base scores, you may play this titan on its base.",
         "'on its base' naming no base"),
        ("Special: After a base scores, you may play this titan on a base.",
         "a base that has scored"),
        ("Special: At the start of your turn, play this titan on a base.", "without 'you may'"),
        ("Special: At the start of your turn, you may play this titan here.", "'here'"),
        ("Special: At the start of your turn, you may destroy a minion to play this titan on a "
         "base.", "'to'"),
        ("Special: At the start of your turn, you may discard your hand to play this titan on "
         "a base.", "other than discarding cards"),
        ("Special: At the start of your turn, you may discard a card at random to play this "
         "titan on a base.", "other than discarding cards"),
        ("Special: After you play a minion here, you may play this titan on a base.",
         "said with more"),
        ("Special: After you play a minion, you may play this titan there.",
         "'there' naming no base of the moment 'after-play'"),
        ("Special: Once per turn, at the start of your turn, you may play this titan on a base.",
         "said with more"),
        ("Special: After one of your minions is destroyed here, you may play this titan on its "
         "base.", "said with more"),
        ("Special: At the start of your turn, you may play this minion on a base.",
         "on a titan"),
        ("Ongoing: At the start of your turn, you may play this titan on a base.",
         "outside Special"),
        (CROWDED, "does nothing but be played"),
        ("Special: If you have 2 or fewer cards in your hand, you may play this titan on a "
         f"base. {DRAW}", "with no moment"),
        ("Special: If you have 3 or more Madness cards in your discard pile, you may play this "
         f"titan on a base where you have a minion. {DRAW}", "with no moment"),
        ("Special: On your turn, if you have 3 or more Madness cards in your deck, you may "
         f"play this titan on a base. {DRAW}", "'deck'"),
        (f"{CROWDED.replace('there', 'on a base')} {DRAW}", "'there' on your turn"),
        (f"{ON_TURN.replace('on a base', 'there')} {DRAW}", "'there' on your turn"),
        (f"{ON_TURN.replace('on a base', 'on its base')} {DRAW}", "'on its base'"),
        (f"{ON_TURN.replace('you may', 'if you have the most power here, you may')} {DRAW}",
         "which base?"),
        # (a discard to pay on your turn: lang-titans, paid as it is played)
        (f"{ON_TURN.replace('you may play', 'you may destroy a minion to play')} {DRAW}",
         "a cost other than discarding"),
        (f"{ON_TURN.replace('you may play', 'play')} {DRAW}", "without 'you may'"),
        ("Special: At the start of your turn, if you have 3 or more minions on a base, you may "
         "play this titan there.", "which base is 'there'?"),
        ("Ongoing: If you have 3 or more minions on a base, draw a card.",
         "outside a titan's Special play"),
        ("Ongoing: At the start of your turn, if you have a minion there, draw a card.",
         "outside a titan's Special play"),
        ("Special: At the start of your turn, if you have no cards in your deck, you may play "
         "this titan on a base.", "'deck'"),
    ],
)  # fmt: skip
def test_a_titan_special_play_near_miss_stops(text: str, why: str) -> None:
    assert_stops(text, "titan", why)


def test_a_minion_is_not_played_elsewhere_by_its_special() -> None:
    text = "Special: At the start of your turn, you may play this minion on a base."
    outcome = compile_text(text, "minion")
    assert outcome.status == "stopped", outcome.describe()
    assert "a minion's Special that plays it other than" in outcome.describe()


# ---------------------------------------------------------------- (4) near-misses apart


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (ITS_BASE, ITS_BASE.replace("on its base", "on a base")),
        (AT_START, AT_START.replace(" where you have a minion", "")),
        (AT_START, AT_START.replace("start", "end")),
        (PAID, PAID.replace("two cards", "a card")),
        (PAID, PAID.replace("discard two cards to play", "play")),
        (MOST_THERE, MOST_THERE.replace("the most power", "a minion")),
        (MOST_THERE, MOST_THERE.replace("if you have the most power there, ", "")),
        (ITS_BASE, ITS_BASE.replace("one of your minions", "another player's minion")),
        (EMPTY_HAND, EMPTY_HAND.replace("no cards", "1 or fewer cards")),
        (f"{CROWDED} {DRAW}", f"{CROWDED.replace('3 or more', '2 or more')} {DRAW}"),
        (
            f"{ON_TURN} {DRAW}",
            f"{ON_TURN.replace('a base', 'a base where you have a minion')} {DRAW}",
        ),
        (f"{ON_TURN} {DRAW}", f"{AT_START.replace(' where you have a minion', '')} {DRAW}"),
    ],
)
def test_titan_special_plays_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "titan")


# ---------------------------------------------------------------- the card grammar's values


@pytest.mark.parametrize(
    ("abilities", "problem"),
    [
        ({"turn-play": {"play-on": "there"}}, "'there' needs 'if:'"),
        ({"turn-play": {"play-on": "its-base"}}, "names no base on your turn"),
        ({"turn-play": {"play-on": "nowhere"}}, "nowhere"),
        ({"special": {"on": "start-of-turn", "play-on": "a-base"}}, "need 'play: true'"),
        ({"special": {"on": "start-of-turn", "cost": {"discard": 1}}}, "need 'play: true'"),
    ],
)
def test_a_mistyped_titan_play_is_a_problem_at_load(
    abilities: dict[str, Any], problem: str
) -> None:
    with pytest.raises(GrammarError) as raised:
        parse_abilities(abilities)
    assert problem in str(raised.value)


def test_a_turn_play_reads_back_as_written() -> None:
    found = parse_abilities(
        {
            "turn-play": {
                "play-on": "there",
                "if": {"kind": "your-minions-here-at-least", "count": 3},
            }
        }
    )
    assert found.turn_play == TurnPlay("there", Condition("your-minions-here-at-least", count=3))
    assert parse_abilities({"turn-play": True}).turn_play == TurnPlay()
