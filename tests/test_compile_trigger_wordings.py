"""Triggers and base scorers said other ways (lang-f2), each compiled to the values its
meaning has, played by scenarios that fail if the engine did otherwise (the wrong player,
the wrong count, every play instead of the first), and near-misses that stop (what the
engine cannot play exactly) or compile apart:

- "At the start (end) of each player's turn, that player ...": the trigger of the player
  whose turn it is (``for: whose-turn``), whoever's card it is;
- "After this base scores, each player other than the winner ..." (``for: non-winners``),
  "each player gains 1 VP for each of their minions here" (each player's own minions),
  "each player with minions here" (normalised: one minion is enough);
- "the winner may destroy any one minion" (normalised: "a minion");
- "After a minion here is destroyed" (normalised to "is destroyed here"); "After this
  minion is destroyed or discarded from play" (the engine's goes-to-discard moment);
- "After the first time each turn a minion is played here" and "... a player plays a
  minion here, that player ...": the turn's first such play by anyone (``first_of_turn``),
  exact also when its player may decline.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import Ability, Trigger
from smashwiki.engine.scenario import run_check

PLAYERS = ("Alan", "Beth", "Chris")


def _ability(text: str, card_type: str) -> Ability:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return ability


def _trigger(text: str, card_type: str) -> Trigger:
    trigger = _ability(text, card_type).trigger
    assert trigger is not None
    return trigger


# ---------------------------------------------------------------- compiles, with its values


@pytest.mark.parametrize(
    ("text", "card_type", "moment", "for_", "may"),
    [
        ("At the start of each player's turn, that player may draw a card.", "base",
         "start-of-turn", "whose-turn", True),
        ("At the end of each player's turn, that player discards a card.", "base",
         "end-of-turn", "whose-turn", False),
        ("Ongoing: At the start of each player's turn, that player gains 1 VP.", "minion",
         "start-of-turn", "whose-turn", False),
        ("Ongoing: At the end of each player's turn, that player draws a card and gains 1 VP.",
         "minion", "end-of-turn", "whose-turn", False),
        ("After this base scores, each player other than the winner may draw a card.", "base",
         "after-scoring", "non-winners", True),
        ("After this base scores, every player other than the winner gains 1 VP.", "base",
         "after-scoring", "non-winners", False),
        ("When this base scores, each player other than the winner draws a card.", "base",
         "when-scoring", "non-winners", False),
        ("After this base scores, each player with minions here may draw a card.", "base",
         "after-scoring", "with-minion-here", True),
        ("After the first time each turn a player plays a minion here, that player may draw a "
         "card.", "base", "after-play", "who-played", True),
        ("After the first time each turn a player plays an action here, that player gains 1 VP.",
         "base", "after-play", "who-played", False),
        ("Ongoing: After the first time each turn a minion is played here, draw a card.",
         "minion", "after-play", "controller", False),
        ("Ongoing: After the first time each turn a minion is played here, its controller draws "
         "a card.", "minion", "after-play", "who-played", False),
        ("Ongoing: After this minion is destroyed or discarded from play, draw a card.",
         "minion", "goes-to-discard", "controller", False),
        ("Ongoing: After this minion is destroyed or discarded from play, you may gain 1 VP.",
         "minion", "goes-to-discard", "controller", True),
    ],
)  # fmt: skip
def test_it_compiles_and_says_itself_back(
    text: str, card_type: str, moment: str, for_: str, may: bool
) -> None:
    trigger = _trigger(text, card_type)
    assert (trigger.moment, trigger.for_, trigger.may) == (moment, for_, may)


def test_the_first_time_each_turn_is_the_turn_s_first_play_by_anyone() -> None:
    trigger = _trigger(
        "Ongoing: After the first time each turn a minion is played here, draw a card.", "minion"
    )
    assert trigger.first_of_turn and trigger.here and trigger.who == "any"
    assert not trigger.once_per_turn and not trigger.first_each_turn


def test_for_each_of_their_minions_here_counts_each_player_s_own() -> None:
    ability = _ability(
        "After this base scores, each player gains 1 VP for each of their minions here.", "base"
    )
    (each,) = ability.effects
    (gain,) = each.effects
    assert each.verb == "each" and each.variant is None
    assert gain.amount is not None and gain.amount.per is not None
    assert (gain.amount.per.whose, gain.amount.per.where) == ("you", "here")


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("After a minion here is destroyed, its owner draws a card.",
         "After a minion is destroyed here, its owner draws a card."),
        ("After one of your minions here is destroyed, its owner gains 1 VP.",
         "After one of your minions is destroyed here, its owner gains 1 VP."),
        ("After another player's minion here is destroyed, its controller draws a card.",
         "After another player's minion is destroyed here, its controller draws a card."),
        ("After this base scores, each player with minions here draws a card.",
         "After this base scores, each player with a minion here draws a card."),
        ("After the first time each turn a player plays a minion here, that player draws a card.",
         "The first player to play a minion here each turn draws a card."),
        ("After this base scores, the winner may destroy any one minion.",
         "After this base scores, the winner may destroy a minion."),
        ("After this base scores, the winner may destroy any one action.",
         "After this base scores, the winner may destroy an action."),
    ],
)  # fmt: skip
def test_a_wording_compiles_to_the_values_of_the_usual_one(printed: str, said: str) -> None:
    one, other = compile_text(printed, "base"), compile_text(said, "base")
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities == other.compiled.abilities


# ---------------------------------------------------------------- near-misses that stop


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("At the start of each player's turn, draw a card.", "base", "that player"),
        ("Ongoing: At the end of each player's turn, you may draw a card.", "minion",
         "that player"),
        ("At the start of each players turn, that player draws a card.", "base", "parse"),
        ("After one or more minions are destroyed here, gain 1 VP.", "base", "one or more"),
        ("Ongoing: After two or more minions are destroyed, draw a card.", "minion",
         "one or more"),
        ("When one of your minions here is destroyed, its owner draws a card.", "base",
         "'when'"),
        ("When a minion is destroyed here, its owner draws a card.", "base", "'when'"),
        ("Ongoing: After the first time each turn a minion is destroyed here, draw a card.",
         "minion", "only plays"),
        ("Ongoing: After the first time each turn a minion is moved here, draw a card.",
         "minion", "only plays"),
        ("Ongoing: After the first time each turn a minion is played there, draw a card.",
         "minion", "another place"),
        ("Each player other than the winner draws a card.", "base", "without a moment"),
        ("Before this base scores, each player other than the winner draws a card.", "base",
         "no one has a place"),
        ("Ongoing: Gain 1 VP for each of their minions here.", "minion", "their"),
        ("After this base scores, each player other than the winners draws a card.", "base",
         "parse"),
        ("After this base scores, each player other than the runner-up draws a card.", "base",
         "parse"),
        ("Ongoing: After this minion is destroyed or returned from play, draw a card.",
         "minion", "parse"),
    ],
)  # fmt: skip
def test_near_misses_stop(text: str, card_type: str, why: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert outcome.stop is not None
    if why == "parse":  # a word or an order the clause grammar does not know
        assert outcome.stop.reason != "construct the grammar cannot say", outcome.describe()
    else:
        assert why in outcome.stop.detail, outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        # the engine's moment on a card that is not a minion: said in its own words only
        "Ongoing: After this card is destroyed or discarded from play, draw a card.",
        # on a base, "you" after a minion is played is the player who played it
        "After the first time each turn a minion is played here, draw a card.",
    ],
)
def test_wordings_the_renderer_does_not_say_are_rejected(text: str) -> None:
    card_type = "base" if not text.startswith("Ongoing") else "action"
    assert compile_text(text, card_type).status != "compiled"


# ---------------------------------------------------------------- near-misses apart


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        ("Ongoing: At the start of each player's turn, that player gains 1 VP.",
         "Ongoing: At the start of each turn, gain 1 VP.", "minion"),
        ("Ongoing: At the start of each player's turn, that player gains 1 VP.",
         "Ongoing: At the start of your turn, gain 1 VP.", "minion"),
        ("At the start of each player's turn, that player draws a card.",
         "At the end of each player's turn, that player draws a card.", "base"),
        ("After this base scores, each player other than the winner draws a card.",
         "After this base scores, each player draws a card.", "base"),
        ("After this base scores, each player other than the winner draws a card.",
         "After this base scores, the runner-up draws a card.", "base"),
        ("After this base scores, each player gains 1 VP for each of their minions here.",
         "After this base scores, each player gains 1 VP.", "base"),
        ("After this base scores, each player gains 1 VP for each of their minions here.",
         "After this base scores, each player with a minion here gains 1 VP.", "base"),
        ("Ongoing: After the first time each turn a minion is played here, draw a card.",
         "Ongoing: After a minion is played here, draw a card.", "minion"),
        ("Ongoing: After the first time each turn a minion is played here, draw a card.",
         "Ongoing: After the first time each turn you play a minion here, draw a card.",
         "minion"),
        ("After the first time each turn a player plays a minion here, that player draws a card.",
         "After the first time each turn you play a minion here, draw a card.", "base"),
        ("Ongoing: After this minion is destroyed or discarded from play, draw a card.",
         "Ongoing: After this minion is destroyed, draw a card.", "minion"),
        ("After this base scores, the winner may destroy any one minion.",
         "After this base scores, the winner may destroy one of their minions.", "base"),
        ("After this base scores, the winner may destroy any one minion.",
         "After this base scores, the winner may destroy a minion here.", "base"),
    ],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str, card_type: str) -> None:
    first, second = compile_text(one, card_type), compile_text(other, card_type)
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------- played: each player's turn


def _turns(text: str, card_type: str = "minion") -> dict[str, Any]:
    """Alan's turn with ``watch`` (printed ``text``: Alan's minion at bank, or the base
    bank itself); ``next-turn`` ends it and starts Beth's. Each player holds one card and
    has a deck of four."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 40, "minions": {}}
    stats = {"power": 2} if card_type == "minion" else {"breakpoint": 40}
    cards = {"watch": stand_in(text, card_type, **stats)}
    if card_type == "minion":
        bank["minions"] = {"Alan": ["watch"]}
    else:
        bank = {**bank, "card": "watch"}
    return {
        "players": list(PLAYERS),
        "cards": cards,
        "setup": {
            "bases": [bank],
            "hands": {p: [{"card": 1, "name": f"{p[0].lower()}h"}] for p in PLAYERS},
            "decks": {p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in range(4)]
                      for p in PLAYERS},
        },
        "do": ["next-turn"],
    }  # fmt: skip


def test_at_the_start_of_each_player_s_turn_that_player_gains_not_the_card_s_controller() -> None:
    check = _turns("Ongoing: At the start of each player's turn, that player gains 1 VP.")
    run_check({**check, "expect": {"vps": {"Alan": 0, "Beth": 1, "Chris": 0}}})


def test_at_the_start_of_each_turn_the_controller_gains_instead() -> None:
    check = _turns("Ongoing: At the start of each turn, gain 1 VP.")
    run_check({**check, "expect": {"vps": {"Alan": 1, "Beth": 0, "Chris": 0}}})


def test_the_wrong_player_gaining_fails_the_check() -> None:
    check = _turns("Ongoing: At the start of each player's turn, that player gains 1 VP.")
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"vps": {"Alan": 1, "Beth": 0}}})


def test_a_base_s_each_player_s_turn_may_is_that_player_s_to_decline() -> None:
    check = _turns("At the start of each player's turn, that player may draw a card.", "base")
    check["choices"] = [{"use-ability": "pass", "player": "Beth"}]
    run_check({**check, "expect": {"hand-size": {"Beth": 1, "Alan": 3}}})  # his Draw phase


def test_a_base_s_each_player_s_turn_may_draws_when_taken() -> None:
    check = _turns("At the start of each player's turn, that player may draw a card.", "base")
    check["choices"] = [{"use-ability": "bank", "player": "Beth"}]
    run_check({**check, "expect": {"hand": {"Beth": ["bh", "b0"]}}})


def test_at_the_end_of_each_player_s_turn_the_player_ending_it_gains() -> None:
    """Alan ends his turn: he gains 1 VP; Beth, whose turn starts next, none."""
    check = _turns("Ongoing: At the end of each player's turn, that player gains 1 VP.")
    run_check({**check, "expect": {"vps": {"Alan": 1, "Beth": 0, "Chris": 0}}})


# ---------------------------------------------------------------- played: scorers


def _scored(text: str, minions: dict[str, list[int]], **expect: Any) -> dict[str, Any]:
    """The base ``text`` (breakpoint 10, VPs 3 2 1) scored with each player's minions of
    those powers at it (Chris also has one at another base), Alan's turn ended."""
    here = {
        player: [{"card": power, "name": f"m-{player}-{n}"} for n, power in enumerate(powers)]
        for player, powers in minions.items()
    }
    return {
        "players": list(PLAYERS),
        "cards": {"arena": stand_in(text, "base", breakpoint=10, vps=[3, 2, 1])},
        "setup": {
            "bases": [
                {"name": "arena", "card": "arena", "minions": here},
                {"name": "keep", "breakpoint": 30, "minions": {"Chris": [1]}},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {player: [1, 1, 1, 1] for player in PLAYERS},
        },
        "do": ["next-turn"],
        "expect": expect,
    }


OTHER_THAN_WINNER = "After this base scores, each player other than the winner draws a card."


def test_each_player_other_than_the_winner_draws() -> None:
    """Alan wins (and draws his two of the Draw phase only); Beth and Chris draw one each."""
    check = _scored(OTHER_THAN_WINNER, {"Alan": [6], "Beth": [4], "Chris": [2]})
    run_check({**check, "expect": {"hand-size": {"Alan": 2, "Beth": 1, "Chris": 1}}})


def test_tied_winners_are_both_left_out() -> None:
    check = _scored(OTHER_THAN_WINNER, {"Alan": [5], "Beth": [5], "Chris": [2]})
    run_check({**check, "expect": {"hand-size": {"Alan": 2, "Beth": 0, "Chris": 1}}})


def test_a_player_with_no_minion_here_is_other_than_the_winner_too() -> None:
    check = _scored(OTHER_THAN_WINNER, {"Alan": [6], "Beth": [4]})
    run_check({**check, "expect": {"hand-size": {"Alan": 2, "Beth": 1, "Chris": 1}}})


def test_the_winner_drawing_too_fails_the_check() -> None:
    check = _scored(OTHER_THAN_WINNER, {"Alan": [6], "Beth": [4], "Chris": [2]})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"hand-size": {"Alan": 3}}})


def test_each_player_gains_a_vp_for_each_of_their_own_minions_here() -> None:
    """VPs 3 2 1, then one more for each of a player's minions here: Alan (two) 5, Beth
    (one) 3, Chris (one here, one elsewhere) 2."""
    text = "After this base scores, each player gains 1 VP for each of their minions here."
    check = _scored(text, {"Alan": [3, 3], "Beth": [4], "Chris": [2]})
    run_check({**check, "expect": {"vps": {"Alan": 5, "Beth": 3, "Chris": 2}}})


def test_each_player_with_minions_here_is_each_with_one() -> None:
    text = "After this base scores, each player with minions here gains 1 VP."
    check = _scored(text, {"Alan": [6], "Beth": [4]})
    run_check({**check, "expect": {"vps": {"Alan": 4, "Beth": 3, "Chris": 0}}})


# ---------------------------------------------------------------- played: first plays


def _two_plays(text: str, card_type: str = "minion") -> dict[str, Any]:
    """Beth's turn: she plays two minions at bank (where Alan's ``watch`` is, or which is
    ``watch``)."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30, "minions": {}}
    if card_type == "minion":
        bank["minions"] = {"Alan": ["watch"]}
        card = stand_in(text, "minion", power=1)
    else:
        bank = {**bank, "card": "watch"}
        card = stand_in(text, "base", breakpoint=30)
    return {
        "active": "Beth",
        "cards": {"watch": card},
        "setup": {
            "bases": [bank, {"name": "mill", "breakpoint": 30}],
            "hands": {"Beth": [{"card": 2, "name": "one"}, {"card": 2, "name": "two"}]},
            "decks": {p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in (1, 2)]
                      for p in ("Alan", "Beth")},
            "plays": {"Beth": {"minions": 2, "actions": 1}},
        },
        "do": [{"play": "one", "on": "bank"}, {"play": "two", "on": "bank"}],
    }  # fmt: skip


PASSIVE_FIRST = "Ongoing: After the first time each turn a minion is played here, draw a card."


def test_the_first_minion_played_here_makes_its_controller_draw_once() -> None:
    check = _two_plays(PASSIVE_FIRST)
    run_check({**check, "expect": {"hand": {"Alan": ["a1"], "Beth": []}}})


def test_every_minion_played_here_draws_twice() -> None:
    check = _two_plays("Ongoing: After a minion is played here, draw a card.")
    run_check({**check, "expect": {"hand": {"Alan": ["a1", "a2"]}}})


def test_a_first_minion_played_elsewhere_does_not_use_it_up() -> None:
    check = _two_plays(PASSIVE_FIRST)
    check["do"] = [{"play": "one", "on": "mill"}, {"play": "two", "on": "bank"}]
    run_check({**check, "expect": {"hand": {"Alan": ["a1"]}}})


def test_a_second_draw_fails_the_check() -> None:
    check = _two_plays(PASSIVE_FIRST)
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"hand": {"Alan": ["a1", "a2"]}}})


FIRST_MAY = (
    "After the first time each turn a player plays a minion here, that player may draw a card."
)


def test_that_player_may_draw_the_first_time() -> None:
    check = _two_plays(FIRST_MAY, "base")
    check["choices"] = [{"use-ability": "bank", "player": "Beth"}]
    run_check({**check, "expect": {"hand": {"Beth": ["b1"], "Alan": []}}})


def test_declined_the_first_time_it_is_not_offered_again() -> None:
    """Only the turn's first minion played here: declined then, the second play is not
    the first (a once-per-turn trigger, unused, would be offered again)."""
    check = _two_plays(FIRST_MAY, "base")
    check["choices"] = [{"use-ability": "pass", "player": "Beth"}]
    run_check({**check, "expect": {"hand": {"Beth": []}, "deck-size": {"Beth": 2}}})


# ---------------------------------------------------------------- played: goes to discard


DESTROYED_OR_DISCARDED = (
    "Ongoing: After this minion is destroyed or discarded from play, gain 1 VP."
)


def test_destroyed_it_gains_a_vp() -> None:
    zap = stand_in("Destroy a minion.", "action")
    run_check(
        {
            "cards": {"keeper": stand_in(DESTROYED_OR_DISCARDED, "minion", power=2), "zap": zap},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Beth": ["keeper"]}}],
                "hands": {"Alan": ["zap"]},
            },
            "do": [{"play": "zap"}],
            "expect": {"vps": {"Beth": 1, "Alan": 0}, "zones": {"keeper": "Beth's discard"}},
        }
    )


def test_discarded_as_its_base_scores_it_gains_a_vp() -> None:
    """Not destroyed: its base scored and its cards went to the discard piles."""
    check = _scored("After this base scores, the winner draws a card.", {"Alan": [10]})
    check["cards"]["keeper"] = stand_in(DESTROYED_OR_DISCARDED, "minion", power=1)
    check["setup"]["bases"][0]["minions"]["Beth"] = ["keeper"]
    run_check({**check, "expect": {"vps": {"Alan": 3, "Beth": 3}}})


def test_only_destroyed_does_not_see_the_base_score() -> None:
    check = _scored("After this base scores, the winner draws a card.", {"Alan": [10]})
    keeper = stand_in("Ongoing: After this minion is destroyed, gain 1 VP.", "minion", power=1)
    check["cards"]["keeper"] = keeper
    check["setup"]["bases"][0]["minions"]["Beth"] = ["keeper"]
    run_check({**check, "expect": {"vps": {"Alan": 3, "Beth": 2}}})


# ---------------------------------------------------------------- plays with a filter


@pytest.mark.parametrize(
    ("text", "card_type", "compare", "value", "of"),
    [
        ("After a player plays a minion of power 2 or less here, that player draws a card.",
         "base", "at-most", 2, None),
        ("After a player plays a minion here of power 2 or less, that player draws a card.",
         "base", "at-most", 2, None),
        ("Ongoing: After you play a minion of power 3 or more here, gain 1 VP.", "minion",
         "at-least", 3, None),
        ("Ongoing: After another player plays a minion here with less power than this minion, "
         "destroy it.", "minion", "less-than", None, "self-or-host"),
        ("Ongoing: After another player plays a minion with more power than this minion here, "
         "draw a card.", "minion", "more-than", None, "self-or-host"),
        ("Ongoing: After the first time each turn you play a minion of power 2 or less, draw a "
         "card.", "minion", "at-most", 2, None),
    ],
)  # fmt: skip
def test_a_play_with_a_power_filter_compiles(
    text: str, card_type: str, compare: str, value: int | None, of: str | None
) -> None:
    trigger = _trigger(text, card_type)
    assert trigger.moment == "after-play" and trigger.power is not None
    assert (trigger.power.compare, trigger.power.value, trigger.power.of) == (compare, value, of)


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("After another player plays a minion here with less power than this minion, destroy "
         "it.", "base", "'this minion' on a base"),
        ("Ongoing: After another player plays a minion with less power than that minion, draw "
         "a card.", "minion", "another card than this one"),
        ("Ongoing: After another player plays a minion with the highest power here, draw a card.",
         "minion", "other than its power"),
        ("Ongoing: After you play a minion with a +1 power counter on it, draw a card.", "minion",
         "other than its power"),
        ("After the first time each turn a player plays a minion of power 2 or less here, that "
         "player draws a card.", "base", "some power"),
        ("Ongoing: After you play a minion of power 2 or less of power 1 or more, draw a card.",
         "minion", "two power filters"),
        ("Ongoing: After you play a minion with printed power 2 or less, draw a card.", "minion",
         "parse"),
    ],
)  # fmt: skip
def test_a_play_filter_the_engine_cannot_play_stops(text: str, card_type: str, why: str) -> None:
    test_near_misses_stop(text, card_type, why)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("After a player plays a minion of power 2 or less here, that player draws a card.",
         "After a player plays a minion here, that player draws a card."),
        ("After a player plays a minion of power 2 or less here, that player draws a card.",
         "After a player plays a minion of power 2 or more here, that player draws a card."),
        ("After a player plays a minion of power 2 or less here, that player draws a card.",
         "After a player plays a minion of power 3 or less here, that player draws a card."),
        ("After a player plays an action on this base or on a minion here, that player draws a "
         "card.", "After a player plays a minion here, that player draws a card."),
    ],
)  # fmt: skip
def test_play_filters_compile_apart(one: str, other: str) -> None:
    test_near_misses_compile_apart(one, other, "base")


def test_an_action_on_this_base_or_a_minion_here_is_an_action_played_here() -> None:
    printed = (
        "After a player plays an action on this base or on a minion here, that player draws a card."
    )
    usual = "After a player plays an action here, that player draws a card."
    test_a_wording_compiles_to_the_values_of_the_usual_one(printed, usual)


SMALLER = (
    "Ongoing: After another player plays a minion here with less power than this minion, "
    "destroy it."
)


def _plays_at_bank(text: str, card_type: str, hand: list[Any], do: list[Any]) -> dict[str, Any]:
    """``watch`` (printed ``text``: Alan's minion of power 3 at bank, or bank itself), a
    minion m-b at bank and m-m at mill (Beth's); Beth's turn, ``hand`` hers, each player
    with a deck of three."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 40, "minions": {"Beth": ["m-b"]}}
    cards: dict[str, Any] = {
        "m-b": {"type": "minion", "power": 1},
        "m-m": {"type": "minion", "power": 1},
    }
    if card_type == "minion":
        bank["minions"]["Alan"] = ["watch"]
        cards["watch"] = stand_in(text, "minion", power=3)
    else:
        bank["card"] = "watch"
        cards["watch"] = stand_in(text, "base", breakpoint=40)
    return {
        "active": "Beth",
        "cards": cards,
        "setup": {
            "bases": [bank, {"name": "mill", "breakpoint": 40, "minions": {"Beth": ["m-m"]}}],
            "hands": {"Beth": hand},
            "decks": {p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in (1, 2, 3)]
                      for p in ("Alan", "Beth")},
            "plays": {"Beth": {"minions": 2, "actions": 2}},
        },
        "do": do,
    }  # fmt: skip


def test_a_smaller_minion_another_player_plays_here_is_destroyed() -> None:
    hand = [{"card": 2, "name": "small"}, {"card": 3, "name": "even"}]
    do = [{"play": "small", "on": "bank"}, {"play": "even", "on": "bank"}]
    check = _plays_at_bank(SMALLER, "minion", hand, do)
    zones = {"small": "Beth's discard", "even": "at bank", "watch": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


def test_a_smaller_minion_played_elsewhere_stays() -> None:
    check = _plays_at_bank(SMALLER, "minion", [{"card": 2, "name": "small"}],
                           [{"play": "small", "on": "mill"}])  # fmt: skip
    run_check({**check, "expect": {"zones": {"small": "at mill"}}})


def test_the_filter_compares_with_this_minion_s_power_now() -> None:
    """Alan's watch has +1 power (a counter placed before): 4, so a 3 is smaller."""
    check = _plays_at_bank(SMALLER, "minion", [{"card": 3, "name": "even"}],
                           [{"play": "even", "on": "bank"}])  # fmt: skip
    check["setup"]["bases"][0]["minions"]["Alan"] = [{"card": "watch", "counters": 1}]
    run_check({**check, "expect": {"zones": {"even": "Beth's discard"}}})


SMALL_DRAWS = "After a player plays a minion of power 2 or less here, that player draws a card."


def test_a_base_s_small_minion_played_draws_and_a_bigger_one_does_not() -> None:
    hand = [{"card": 2, "name": "small"}, {"card": 3, "name": "big"}]
    do = [{"play": "small", "on": "bank"}, {"play": "big", "on": "bank"}]
    check = _plays_at_bank(SMALL_DRAWS, "base", hand, do)
    run_check({**check, "expect": {"hand": {"Beth": ["b1"]}, "deck-size": {"Beth": 2}}})


def test_a_bigger_minion_drawing_fails_the_check() -> None:
    check = _plays_at_bank(SMALL_DRAWS, "base", [{"card": 3, "name": "big"}],
                           [{"play": "big", "on": "bank"}])  # fmt: skip
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"hand": {"Beth": ["b1"]}}})


ACTION_HERE = (
    "After a player plays an action on this base or on a minion here, that player draws a card."
)
BOOST = "Play on a minion. Ongoing: This minion has +1 power."
BANNER = "Play on a base. Ongoing: Your minions here have +1 power."


@pytest.mark.parametrize(
    ("card", "on", "drawn"),
    [
        (BANNER, "bank", ["b1"]),
        (BANNER, "mill", []),
        (BOOST, "m-b", ["b1"]),
        (BOOST, "m-m", []),
        ("Gain 1 VP.", None, []),
    ],
    ids=["on-this-base", "on-another-base", "on-a-minion-here", "on-a-minion-there", "no-host"],
)
def test_an_action_on_this_base_or_on_a_minion_here_draws(
    card: str, on: str | None, drawn: list[str]
) -> None:
    play: dict[str, Any] = {"play": "act", **({"on": on} if on else {})}
    check = _plays_at_bank(ACTION_HERE, "base", ["act"], [play])
    check["cards"]["act"] = stand_in(card, "action")
    run_check({**check, "expect": {"hand": {"Beth": drawn}, "zones": {"act": _where(on)}}})


def _where(on: str | None) -> str:
    places = {"bank": "at bank", "mill": "at mill", "m-b": "on m-b", "m-m": "on m-m"}
    return places.get(str(on), "Beth's discard")


# ---------------------------------------------------------------- extra plays said with or

AND_OR = "You may play an extra minion and/or an extra action."


def test_and_or_is_an_extra_minion_and_an_extra_action() -> None:
    one = compile_text(AND_OR, "action")
    both = compile_text("You may play an extra minion and an extra action.", "action")
    assert one.accepted and both.accepted, (one.describe(), both.describe())
    assert one.compiled is not None and both.compiled is not None
    assert one.compiled.abilities == both.compiled.abilities
    (ability,) = one.compiled.abilities.abilities
    assert [e.verb for e in ability.effects] == ["play", "play"]


@pytest.mark.parametrize(
    "text",
    [
        "You may play an extra minion or an extra action.",
        "Play an extra action or an extra minion.",
        "Ongoing: After you play a minion here, you may play an extra minion or an extra action.",
    ],
)
def test_an_extra_minion_or_an_extra_action_stops(text: str) -> None:
    outcome = compile_text(text, "action" if not text.startswith("Ongoing") else "minion")
    assert outcome.status == "stopped", outcome.describe()
    assert outcome.stop is not None and "either kind" in outcome.stop.detail


def _extras(text: str, last: dict[str, Any]) -> dict[str, Any]:
    """Alan plays ``act`` (printed ``text``: his action play), then his minion m1, a second
    minion m2 and a second action ``more`` (``last``: how that play goes)."""
    return {
        "cards": {"act": stand_in(text, "action"), "more": stand_in("Gain 1 VP.", "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40}],
            "hands": {"Alan": ["act", {"card": 1, "name": "m1"}, {"card": 1, "name": "m2"},
                               "more"]},
        },
        "do": [{"play": "act"}, {"play": "m1", "on": "bank"}, {"play": "m2", "on": "bank"}, last],
    }  # fmt: skip


def test_and_or_gives_both_extra_plays() -> None:
    check = _extras(AND_OR, {"play": "more"})
    run_check({**check, "expect": {"zones": {"m2": "at bank", "more": "Alan's discard"}}})


def test_an_extra_minion_alone_gives_no_extra_action() -> None:
    check = _extras("You may play an extra minion.", {"play": "more", "illegal": True})
    run_check({**check, "expect": {"zones": {"m2": "at bank", "more": "Alan's hand"}}})
