"""Whole titan texts compiled (lang-titans): a titan's Special that says when and where it
is played, then its Ongoing: and Talent:. Built on lang-t2's Special plays
(test_compile_titan_plays), with the general forms a titan's Special also takes:

- its place left unsaid at a moment of no base ("At the start of your turn, ..., you may
  play this titan."): on a base its player chooses (normalise: "... on a base"); at a
  moment of a base (before it scores, after a minion is destroyed) it stops (there, or
  any base?);
- "on that base" of the moment's base (normalise: "there");
- the destroyed minion "with a +1 power counter on it" (its counters go as it leaves play:
  the engine asks whether they did, just before it moved);
- "if your minions have a total of 6 or more +1 power counters on them";
- "On your turn, after ...": a moment within your Play Cards phase (the glossary's "On your
  turn"), only of a titan's Special play;
- "after you have destroyed (moved) ..." stops: the engine records no perfect's time nor
  which were destroyed at once (lang-destroyer: it records who destroyed a minion).

Played by the rule Titans: one titan in play per player, played as the Special allows (not
as the turn's minion play), its condition asked as the Special is used, its cost paid only
if it is played. Invented titans in Smash Up's style; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart
from test_compile_plays import stand_in
from test_compile_titan_plays import _at_scoring, _destroyed, _next_turn, _play_phase, _special

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import (
    Condition,
    Effect,
    GrammarError,
    Quantifier,
    Selector,
    Trigger,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

EMPTY = (
    "Special: At the start of your turn, if you have no cards in your hand, you may play this "
    "titan. Ongoing: You have +1 power here for each of your minions here. Talent: Draw a card."
)
SCARRED = (
    "Special: After one of your minions with a +1 power counter on it is destroyed, you may "
    "play this titan on its base. Talent: Place a +1 power counter on this titan."
)
HOARD = (
    "Special: At the start of your turn, if your minions have a total of 6 or more +1 power "
    "counters on them, you may play this titan on a base where you have a minion. Talent: "
    "Remove a +1 power counter from this titan. If you do, draw a card."
)
TOLL = (
    "Special: Before a base scores, you may discard a card to play this titan on that base. "
    "Ongoing: Your minions here have +1 power."
)
ON_TURN_ACTION = (
    "Special: On your turn, after you play an action, you may play this titan on a base where "
    "you have a minion. Talent: Draw a card."
)
ON_TURN_LOSS = (
    "Special: On your turn, after one of your minions is destroyed, you may play this titan on "
    "its base. Ongoing: You have +2 power here."
)

STRONG_THERE = (
    "Special: Before a base scores, if you have a minion of power 5 or more there, you may play "
    "this titan there. Ongoing: You have +2 power here."
)
TURN_PAID = "Special: On your turn, you may discard a card to play this titan. Talent: Draw a card."
ITS_PLAIN = "Special: After one of your minions is destroyed, you may play this titan on its base."
ONE_CARD = (Effect("discard", target=Selector(what="card", whose="you", pile="hand")),)
YOUR_TURN = Condition("your-turn")
PLAY_PHASE = Condition("your-play-phase")


# ---------------------------------------------------------------- (1) compiled, with values


@pytest.mark.parametrize(
    ("text", "trigger", "conditions"),
    [
        (EMPTY, Trigger("start-of-turn", play=True, play_on="a-base"),
         (YOUR_TURN, Condition("cards-in-hand-at-most", count=0))),
        ("Special: At the end of your turn, you may play this titan.",
         Trigger("end-of-turn", play=True, play_on="a-base"), (YOUR_TURN,)),
        ("Special: At the start of your turn, you may discard two cards to play this titan.",
         Trigger("start-of-turn", play=True, play_on="a-base", cost=(
             Effect("discard", target=Selector(what="card", whose="you", pile="hand",
                                               quantifier=Quantifier("one", 2))),)),
         (YOUR_TURN,)),
        (SCARRED, Trigger("minion-destroyed", play=True, play_on="its-base", with_counter=True),
         ()),
        ("Special: After another player's minion with a +1 power counter on it is destroyed, "
         "you may play this titan on a base where you have a minion.",
         Trigger("minion-destroyed", who="other", play=True, play_on="base-with-your-minion",
                 with_counter=True), ()),
        ("Special: After a minion with a +1 power counter on it is destroyed, you may play this "
         "titan on its base.",
         Trigger("minion-destroyed", who="any", play=True, play_on="its-base", with_counter=True),
         ()),
        (HOARD, Trigger("start-of-turn", play=True, play_on="base-with-your-minion"),
         (YOUR_TURN, Condition("your-counters-at-least", count=6))),
        ("Special: At the start of your turn, if your minions have a total of six or more +1 "
         "power counters on them, you may play this titan.",
         Trigger("start-of-turn", play=True, play_on="a-base"),
         (YOUR_TURN, Condition("your-counters-at-least", count=6))),
        (TOLL, Trigger("before-scoring", play=True, cost=ONE_CARD), ()),
        ("Special: Before a base scores, if you have the most power there, you may play this "
         "titan on that base.", Trigger("before-scoring", play=True),
         (Condition("most-power-here"),)),
        (ON_TURN_ACTION,
         Trigger("after-play", played="action", play=True, play_on="base-with-your-minion"),
         (PLAY_PHASE,)),
        (ON_TURN_LOSS, Trigger("minion-destroyed", play=True, play_on="its-base"), (PLAY_PHASE,)),
        ("Special: At the start of your turn, if you have 3 or more minions in play, you may "
         "play this titan at a base where you have a minion.",
         Trigger("start-of-turn", play=True, play_on="base-with-your-minion"),
         (YOUR_TURN, Condition("your-minions-in-play-at-least", count=3))),
        ("Special: At the start of your turn, if you have a minion of power 8 or more, you may "
         "play this titan.", Trigger("start-of-turn", play=True, play_on="a-base"),
         (YOUR_TURN, Condition("your-minion-power-at-least", count=8))),
        (STRONG_THERE, Trigger("before-scoring", play=True),
         (Condition("your-minion-here-power-at-least", count=5),)),
    ],
    ids=["empty-hand-unsaid-place", "end-of-turn-unsaid", "paid-unsaid", "countered-its-base",
         "others-countered", "any-countered", "counter-total", "counter-total-words",
         "paid-on-that-base",
         "most-power-on-that-base", "on-turn-after-action", "on-turn-after-destroyed",
         "three-in-play", "power-8", "power-5-there"],
)  # fmt: skip
def test_a_titans_special_compiles_to_its_values(
    text: str, trigger: Trigger, conditions: tuple[Condition, ...]
) -> None:
    assert _special(text) == (trigger, conditions)


def test_an_unsaid_place_is_the_same_play_as_on_a_base() -> None:
    said = "Special: At the start of your turn, you may play this titan on a base."
    assert _special(said) == _special(said.replace(" on a base", ""))


@pytest.mark.parametrize(
    "text",
    [
        EMPTY, SCARRED, HOARD, TOLL, ON_TURN_ACTION, ON_TURN_LOSS,
        "Special: On your turn, if you have no cards in your hand, you may play this titan. "
        "Talent: Place a +1 power counter on one of your minions here.",
        "Special: On your turn, if your minions have a total of 4 or more +1 power counters on "
        "them, you may play this titan. Ongoing: You have +1 power here for each of your "
        "minions here.",
        "Ongoing: After one of your minions with a +1 power counter on it is destroyed, draw a "
        "card.",
        "Ongoing: If your minions have a total of 3 or more +1 power counters on them, you "
        "have +2 power here.",
    ],
    ids=["empty", "scarred", "hoard", "toll", "on-turn-action", "on-turn-loss",
         "turn-play-unsaid", "turn-play-counters", "trigger-countered", "ongoing-counters"],
)  # fmt: skip
def test_a_whole_titan_text_compiles_and_says_itself_back(text: str) -> None:
    outcome = compile_text(text, "titan")
    assert outcome.status == "compiled", outcome.describe()


# ---------------------------------------------------------------- (2) played by scenarios


def test_with_an_empty_hand_the_titan_is_played_on_any_base_chosen() -> None:
    check = _next_turn(EMPTY, [])
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["expect"] = {
        "zones": {"colossus": "at keep"},
        "player-power": {"keep": {"Alan": 0}, "bank": {"Alan": 3}},  # none of his at keep
    }
    run_check(check)


def test_with_an_empty_hand_the_titan_gives_power_for_each_minion_there() -> None:
    check = _next_turn(EMPTY, [])
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "bank"}]
    check["expect"] = {"zones": {"colossus": "at bank"}, "player-power": {"bank": {"Alan": 4}}}
    run_check(check)


def test_with_a_card_in_hand_the_empty_hand_titan_is_not_offered() -> None:
    check = _next_turn(EMPTY, [{"card": 1, "name": "h1"}])
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside"},
        "events": [{"kind": "turn-began", "player": "Alan"}],
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_the_unsaid_place_is_still_a_base_in_play() -> None:
    check = _next_turn(EMPTY, [])
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "nowhere"}]
    with pytest.raises(IllegalChoice):
        run_check(check)


def test_the_titan_played_by_its_special_leaves_the_minion_play() -> None:
    check = _next_turn(EMPTY, [])
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["do"] += [{"talent": "colossus"}, {"play": "d0", "on": "keep"}]
    check["expect"] = {  # d0 drawn by the Talent, then played as the turn's minion play
        "zones": {"colossus": "at keep", "d0": "at keep"},
        "hand": {"Alan": []},
        "player-power": {"keep": {"Alan": 2}},  # d0's 1, and 1 for his one minion there
    }
    run_check(check)


def _countered(text: str, counters: int) -> dict[str, Any]:
    check = _destroyed(text, "a3")
    check["setup"]["bases"][0]["minions"]["Alan"][0]["counters"] = counters
    return check


def test_a_minion_destroyed_with_a_counter_offers_the_titan_on_its_base() -> None:
    check = _countered(SCARRED, 1)
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {
        "zones": {"colossus": "at bank", "a3": "Alan's discard"},
        "events": [{"kind": "counters-discarded", "card": "a3"}],
    }
    run_check(check)


def test_a_minion_destroyed_without_a_counter_does_not_offer_the_titan() -> None:
    check = _countered(SCARRED, 0)
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "a3": "Alan's discard"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_another_players_countered_minion_does_not_offer_your_titan() -> None:
    check = _destroyed(SCARRED, "b4")
    check["setup"]["bases"][0]["minions"]["Beth"][0]["counters"] = 2
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "b4": "Beth's discard"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_any_players_countered_minion_destroyed_offers_the_titan_on_its_base() -> None:
    text = (
        "Special: After a minion with a +1 power counter on it is destroyed, you may play this "
        "titan on its base."
    )
    check = _destroyed(text, "b4")
    check["setup"]["bases"][0]["minions"]["Beth"][0]["counters"] = 1
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {"zones": {"colossus": "at bank", "b4": "Beth's discard"}}
    run_check(check)


def test_an_ongoing_trigger_on_a_countered_minion_destroyed() -> None:
    text = (
        "Ongoing: After one of your minions with a +1 power counter on it is destroyed, draw a "
        "card."
    )
    watcher = stand_in(text, "minion", power=1)
    for counters, hand in ((1, ["d0"]), (0, [])):
        check = _countered("Ongoing: You have +1 power here.", counters)
        check["cards"]["watcher"] = watcher
        check["setup"]["bases"][1]["minions"]["Alan"].append("watcher")
        check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "d0"}]}
        check["expect"] = {"hand": {"Alan": hand}, "zones": {"a3": "Alan's discard"}}
        run_check(check)


def _hoard(counters: tuple[int, int]) -> dict[str, Any]:
    """Alan's turn begins with a3 at bank and a2 at keep holding ``counters``."""
    check = _next_turn(HOARD, [])
    alan = check["setup"]["bases"][0]["minions"]["Alan"]
    alan[0]["counters"] = counters[0]
    check["setup"]["bases"][1]["minions"] = {
        "Alan": [{"card": 2, "name": "a2", "counters": counters[1]}]
    }
    return check


def test_six_counters_on_your_minions_in_all_offer_the_titan() -> None:
    check = _hoard((4, 2))
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["expect"] = {"zones": {"colossus": "at keep"}}
    run_check(check)


def test_five_counters_on_your_minions_do_not_offer_the_titan() -> None:
    check = _hoard((3, 2))
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside"},
        "events": [{"kind": "turn-began", "player": "Alan"}],
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_the_hoard_titan_removes_its_own_counter_to_draw() -> None:
    check = _hoard((4, 2))
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["do"] += [{"place-counters": "colossus", "amount": 1}, {"talent": "colossus"}]
    check["expect"] = {"zones": {"colossus": "at keep", "d0": "Alan's hand"},
                       "player-power": {"keep": {"Alan": 4}}}  # fmt: skip
    run_check(check)


def test_the_cost_on_that_base_is_paid_once_and_only_if_played() -> None:
    hands = {"Alan": [{"card": 1, "name": f"h{n}"} for n in (1, 2, 3)]}
    check = _at_scoring(TOLL, 4, 6, hands=hands)
    check["choices"] = [{"use-ability": "colossus"}, {"discard-card": "h2"}]
    check["expect"] = {
        "vps": {"Beth": 4, "Alan": 2},  # 4 + 1 < 6
        "hand": {"Alan": ["h1", "h3"]},
        "zones": {"h2": "Alan's discard", "h1": "Alan's hand", "h3": "Alan's hand"},
        "events": [{"kind": "card-played", "card": "colossus", "target": "bank"}],
    }
    run_check(check)
    declined = _at_scoring(TOLL, 4, 6, hands=hands)
    declined["choices"] = [{"use-ability": "pass"}]
    declined["expect"] = {"vps": {"Beth": 4, "Alan": 2}, "hand": {"Alan": ["h1", "h2", "h3"]}}
    run_check(declined)


def test_before_scoring_a_minion_of_power_5_there_offers_the_titan_there() -> None:
    check = _at_scoring(STRONG_THERE, 5, 6)
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {"vps": {"Alan": 4, "Beth": 2}}  # 5 + 2 > 6
    run_check(check)


def test_before_scoring_no_minion_of_power_5_there_offers_nothing() -> None:
    check = _at_scoring(STRONG_THERE, 4, 6)
    check["setup"]["bases"][1]["minions"] = {"Alan": [{"card": 7, "name": "a7"}]}  # not there
    check["expect"] = {
        "vps": {"Beth": 4, "Alan": 2},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_on_your_turn_the_cost_is_paid_once_as_the_titan_is_played() -> None:
    check = _play_phase(TURN_PAID)
    check["setup"]["hands"]["Alan"].append({"card": 1, "name": "h1"})
    check["do"] = [{"play-titan": "colossus", "on": "mill"}, {"play": "m2", "on": "keep"}]
    check["choices"] = [{"discard-card": "h1"}]
    check["expect"] = {
        "zones": {"colossus": "at mill", "h1": "Alan's discard", "m2": "at keep"},
        "hand": {"Alan": []},
    }
    run_check(check)


def test_on_your_turn_a_cost_that_cannot_be_paid_leaves_the_titan_beside_you() -> None:
    check = _play_phase(TURN_PAID, hands={"Alan": []})
    check["do"] = [
        {"play-titan": "colossus", "on": "mill", "illegal": "no card lets you play a titan now"},
    ]
    run_check(check)


def test_on_your_turn_no_cost_is_paid_for_a_titan_that_cannot_be_played() -> None:
    giant = stand_in("Ongoing: You have +1 power here.", "titan")
    check = _play_phase(TURN_PAID, cards={"giant": giant})
    check["setup"]["bases"][2]["titans"] = {"Alan": ["giant"]}
    check["do"] = [
        {"play-titan": "colossus", "on": "bank", "illegal": "already controls a titan"},
        {"play": "m2", "on": "keep"},
    ]
    check["expect"] = {"zones": {"m2": "at keep", "colossus": "Alan's set-aside"}}
    run_check(check)


def test_the_toll_titan_there_gives_your_minions_there_power() -> None:
    hands = {"Alan": [{"card": 1, "name": "h1"}]}
    check = _at_scoring(TOLL, 6, 6, hands=hands)
    check["choices"] = [{"use-ability": "colossus"}]  # h1, the one card to discard
    check["expect"] = {"vps": {"Alan": 4, "Beth": 2}, "zones": {"h1": "Alan's discard"}}
    run_check(check)
    declined = _at_scoring(TOLL, 6, 6, hands=hands)
    declined["choices"] = [{"use-ability": "pass"}]
    declined["expect"] = {"vps": {"Alan": 4, "Beth": 4}, "hand": {"Alan": ["h1"]}}  # tied
    run_check(declined)


def test_on_your_turn_after_you_play_an_action_the_titan_is_offered() -> None:
    zap = stand_in("Draw a card.", "action")
    check = _play_phase(ON_TURN_ACTION, cards={"zap": zap})
    check["setup"]["hands"]["Alan"].append("zap")
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "d1"}]}
    check["do"] = [{"play": "zap"}, {"play": "m2", "on": "mill"}]
    check["choices"] = [{"use-ability": "colossus"}, {"choose-base": "keep"}]
    check["expect"] = {"zones": {"colossus": "at keep", "m2": "at mill"}}  # minion play kept
    run_check(check)


def test_on_your_turn_a_minion_played_does_not_offer_the_action_titan() -> None:
    check = _play_phase(ON_TURN_ACTION)
    check["do"] = [{"play": "m2", "on": "mill"}]
    check["expect"] = {
        "zones": {"m2": "at mill", "colossus": "Alan's set-aside"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_on_your_turn_your_minion_destroyed_offers_the_titan_on_its_base() -> None:
    check = _destroyed(ON_TURN_LOSS, "a3")
    check["active"] = "Alan"
    check["do"] = [{"destroy": "a3", "by": "a5"}]
    check["choices"] = [{"use-ability": "colossus"}]
    check["expect"] = {"zones": {"colossus": "at bank"}, "player-power": {"bank": {"Alan": 2}}}
    run_check(check)


def test_on_another_players_turn_your_minion_destroyed_does_not_offer_it() -> None:
    check = _destroyed(ON_TURN_LOSS, "a3")  # Beth's turn
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside", "a3": "Alan's discard"},
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


def test_no_second_titan_is_played_by_an_unsaid_place_special() -> None:
    giant = stand_in("Ongoing: You have +1 power here.", "titan")
    check = _next_turn(EMPTY, [])
    check["cards"]["giant"] = giant
    check["setup"]["bases"][1]["titans"] = {"Alan": ["giant"]}
    check["expect"] = {
        "zones": {"colossus": "Alan's set-aside"},
        "events": [{"kind": "turn-began", "player": "Alan"}],
        "no-events": [{"kind": "card-played", "card": "colossus"}],
    }
    run_check(check)


# ---------------------------------------------------------------- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Special: Before a base scores, you may play this titan.", "with no base said"),
        ("Special: After one of your minions is destroyed, you may play this titan.",
         "with no base said"),
        ("Special: After one of your minions is destroyed, you may play this titan on that "
         "base.", "'there' naming no base of the moment 'minion-destroyed'"),
        ("Special: At the start of your turn, you may play this titan on that base.",
         "'there' naming no base"),
        ("Special: At the start of your turn, if you have a minion of power 8 or more, you may "
         "play this titan on that minion's base.", "'there' naming no base"),
        ("Special: On your turn, after you have destroyed one or more of your own minions, you "
         "may play this titan at a base where you have a minion.",
         "'after you have destroyed ...'"),
        ("Special: On your turn, after you have destroyed a minion, you may play this titan on "
         "a base.", "'after you have destroyed ...'"),
        ("Special: On your turn, after you have moved another player's minion, you may play "
         "this titan on a base.", "'after you have moved ...'"),
        ("Special: On your turn, at the start of your turn, you may play this titan.",
         "'on your turn' before the moment 'start-of-turn'"),
        ("Ongoing: On your turn, after you play an action, draw a card.",
         "only a titan's Special"),
        ("Special: On your turn, you may destroy one of your minions to play this titan.",
         "a cost other than discarding"),
        ("Special: On your turn, you may discard your hand to play this titan.",
         "other than discarding cards"),
        ("Special: At the start of your turn, you may play this titan here.", "'here'"),
        ("Special: Before a base scores, if you have a minion of power 5 or more here, you may "
         "play this titan there.", "'here' in a titan's Special"),
        ("Special: At the start of your turn, if you have a minion of power 5 or more there, "
         "you may play this titan.", "'there' naming no base"),
        ("Special: On your turn, if you have a minion of power 5 or more here, you may play "
         "this titan on a base. Talent: Draw a card.", "which base?"),
        ("Special: At the start of your turn, if you have 2 or fewer minions here, you may play "
         "this titan.", "'there' naming no base"),
        ("Special: After one of your minions with a +1 power counter on it is moved here, you "
         "may play this titan on a base.", "only destroyed"),
        ("Ongoing: If other players' minions have a total of 3 or more +1 power counters on "
         "them, you have +2 power here.", "whose?"),
        ("Special: At the start of your turn, if your minions have a total of 0 or more +1 "
         "power counters on them, you may play this titan.", "a count of 0"),
        ("Special: At the start of your turn, if your minions have a total of 6 or more +1 "
         "power counters on it, you may play this titan.", "'it'"),
        ("Special: At the start of your turn, if you have no cards in your hand, play this "
         "titan.", "without 'you may'"),
        ("Special: After one of your minions with a +1 power counter on it is destroyed, you "
         "may play this minion on its base.", "on a titan"),
    ],
    ids=["before-scoring-unsaid", "destroyed-unsaid", "destroyed-on-that-base",
         "start-on-that-base", "that-minions-base", "you-destroyed-own", "you-destroyed",
         "you-moved", "on-turn-at-start", "ongoing-on-turn-after", "on-turn-destroy-cost",
         "on-turn-hand-cost",
         "here", "power-here", "power-there-at-start", "power-here-on-turn",
         "few-here-at-start", "countered-moved", "others-counter-total", "zero-counters", "on-it",
         "not-optional", "this-minion"],
)  # fmt: skip
def test_a_titan_text_near_miss_stops(text: str, why: str) -> None:
    outcome = compile_text(text, "titan")
    assert not outcome.accepted, outcome.describe()
    assert why in outcome.describe()


def test_a_titan_play_on_a_minion_card_stops() -> None:
    outcome = compile_text(SCARRED.split(" Talent:")[0], "minion")
    assert outcome.status == "stopped", outcome.describe()


# ---------------------------------------------------------------- (4) near-misses apart


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (SCARRED, SCARRED.replace(" with a +1 power counter on it", "")),
        (SCARRED, SCARRED.replace("one of your minions", "another player's minion")),
        (HOARD, HOARD.replace("6 or more", "5 or more")),
        (HOARD, HOARD.replace("if your minions have a total of 6 or more +1 power counters on "
                              "them", "if you have 6 or more minions")),
        (EMPTY, EMPTY.replace("this titan.", "this titan on a base where you have a minion.")),
        (EMPTY, EMPTY.replace("start", "end")),
        (TOLL, TOLL.replace("discard a card to play", "play")),
        (TURN_PAID, TURN_PAID.replace("discard a card to play", "play")),
        (TURN_PAID, TURN_PAID.replace("a card", "two cards")),
        (ON_TURN_ACTION, ON_TURN_ACTION.replace("On your turn, after", "After")),
        (ON_TURN_LOSS, ON_TURN_LOSS.replace("On your turn, after", "After")),
    ],
    ids=["countered-or-not", "whose-countered", "six-or-five", "counters-or-minions",
         "unsaid-or-yours", "start-or-end", "paid-or-not", "turn-paid-or-not",
         "turn-one-or-two", "on-turn-or-any-action",
         "on-turn-or-any-loss"],
)  # fmt: skip
def test_titan_texts_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "titan")


# ---------------------------------------------------------------- the card grammar's values


def test_with_counter_on_another_moment_is_a_problem_at_load() -> None:
    with pytest.raises(GrammarError) as raised:
        parse_abilities({"triggers": [{"on": "minion-moved", "with-counter": True, "do": []}]})
    assert "'with-counter' needs 'on: minion-destroyed'" in str(raised.value)


def test_a_turn_play_cost_reads_back_as_written() -> None:
    found = parse_abilities({"turn-play": {"cost": [{"discard": 1}]}})
    assert found.turn_play is not None and [e.verb for e in found.turn_play.cost] == ["discard"]
