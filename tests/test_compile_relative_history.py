"""Relative and historical filters on a target (lang-rel): a place said before the filters
("a minion here with less power than this minion", normalise rule 4: the filters' place,
said either side), "a minion played this turn" (and "that was played this turn": one a
player played this turn, not one only placed in play), and a power compared with a count
("with power less than the number of minions you have here"). Each plays by a scenario
where a wrong target is present and not offered; near-misses stop (said why) or compile
apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import PowerFilter, Quantifier, Selector
from smashwiki.engine.scenario import run_check

LESS_HERE = "Talent: Destroy a minion here with less power than this minion."
FRESH = "Destroy a minion that was played this turn."
FEWER = "Talent: Destroy a minion with power less than the number of minions you have here."
HAND = "Destroy a minion with power equal to or less than the number of cards in your hand."

#: lang-extremes: a superlative says who chooses among tied minions
OWNERS = " (owner's choice in case of a tie)"


def _target(text: str, card_type: str) -> Selector:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    ability = outcome.compiled.abilities.abilities[-1]
    target = ability.effects[-1].target
    assert target is not None
    return target


# ---- (1) texts that compile, and the values they compile to


@pytest.mark.parametrize(
    ("text", "card_type", "expected"),
    [
        (LESS_HERE, "minion",
         Selector(where="here", power=PowerFilter("less-than", of="self-or-host"))),
        ("Destroy a minion on this base with more power than this minion.", "minion",
         Selector(where="here", power=PowerFilter("more-than", of="self-or-host"))),
        ("You may move a minion here with no more power than this minion to another base.",
         "minion", Selector(where="here", power=PowerFilter("at-most", of="self-or-host"))),
        ("Place a +1 power counter on one of your minions. Destroy a minion on that base "
         "with less power than that minion.", "action",
         Selector(where="that-base", power=PowerFilter("less-than", of="chosen"))),
        ("Talent: Return a minion here with power 2 or less to its owner's hand.", "minion",
         Selector(where="here", power=PowerFilter("at-most", 2))),
        ("Talent: Destroy a minion here with a +1 power counter on it.", "minion",
         Selector(where="here", with_counter=True)),
        ("Talent: Destroy the minion here with the lowest power (you choose in case of a tie).",
         "minion", Selector(where="here", superlative="lowest-power", tie="you")),
        (FRESH, "action", Selector(played_this_turn=True)),
        ("Destroy a minion played this turn.", "action", Selector(played_this_turn=True)),
        ("Return an action played this turn to its owner's hand.", "action",
         Selector(what="action", played_this_turn=True)),
        ("Destroy each minion that was played this turn.", "action",
         Selector(played_this_turn=True, quantifier=Quantifier("each"))),
        ("Talent: Place a +1 power counter on a minion here played this turn.", "minion",
         Selector(where="here", played_this_turn=True)),
        ("Talent: Destroy a minion played this turn with less power than this minion.",
         "minion",
         Selector(played_this_turn=True, power=PowerFilter("less-than", of="self-or-host"))),
        (FEWER, "minion",
         Selector(power=PowerFilter("less-than", count=Selector(whose="you", where="here")))),
        (FEWER.replace("you have here", "you have on this base"), "minion",
         Selector(power=PowerFilter("less-than", count=Selector(whose="you", where="here")))),
        ("Talent: Destroy a minion here with power more than the number of other minions here.",
         "minion", Selector(where="here", power=PowerFilter(
             "more-than", count=Selector(where="here", other=True)))),
        ("Talent: Destroy a minion here with the same power as this minion.", "minion",
         Selector(where="here", power=PowerFilter("equal", of="self-or-host"))),
        ("Talent: Destroy a minion with power equal to the number of minions you have here.",
         "minion",
         Selector(power=PowerFilter("equal", count=Selector(whose="you", where="here")))),
        (HAND, "action", Selector(power=PowerFilter(
            "at-most", count=Selector(what="card", whose="you", pile="hand")))),
        ("Return each minion with power equal to or more than the number of actions in your "
         "discard pile to its owner's hand.", "action",
         Selector(quantifier=Quantifier("each"), power=PowerFilter(
             "at-least", count=Selector(what="action", whose="you", pile="discard")))),
    ],
    ids=["less-than-this-here", "more-than-this-on-this-base", "no-more-here-moved",
         "less-than-that-on-that-base", "power-at-most-here", "counter-here",
         "lowest-here", "that-was-played", "played", "action-played", "each-played",
         "played-here-now", "played-and-less", "fewer-than-yours-here",
         "fewer-than-yours-on-this-base",
         "more-than-other-minions-here", "same-power-as-this",
         "equal-to-count", "at-most-cards-in-hand", "at-least-actions-in-discard"],
)  # fmt: skip
def test_relative_and_history_filters_compile(
    text: str, card_type: str, expected: Selector
) -> None:
    assert _target(text, card_type) == expected


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        (LESS_HERE, "Talent: Destroy a minion with less power than this minion here.", "minion"),
        ("Destroy a minion on this base with at least as much power as this minion.",
         "Destroy a minion with at least as much power as this minion on this base.", "minion"),
        (FRESH, "Destroy a minion played this turn.", "action"),
        ("Destroy all minions that were played this turn.", "Destroy all minions played this turn.",
         "action"),
        ("Talent: Destroy a minion played this turn with a +1 power counter on it.",
         "Talent: Destroy a minion with a +1 power counter on it played this turn.", "minion"),
        (FEWER.replace("with power", "here with power"),
         FEWER.replace("you have here.", "you have here here."), "minion"),
        (HAND.replace("equal to or less than", "less than or equal to"), HAND, "action"),
        ("Talent: Destroy a minion here with equal or less power than this minion.",
         "Talent: Destroy a minion with no more power than this minion here.", "minion"),
        ("Talent: Destroy a minion with equal or greater power than this minion.",
         "Talent: Destroy a minion with at least as much power as this minion.", "minion"),
        ("Each other player destroys their lowest-power minion (owner's choice in case of a tie).",
         "Each other player destroys their minion with the lowest power (owner's choice in case"
         " of a tie).", "action"),
        ("Talent: Destroy a minion here with power equal to this minion's.",
         "Talent: Destroy a minion with the same power as this minion here.", "minion"),
        ("Talent: Destroy another minion with equal power to this minion.",
         "Talent: Destroy another minion with the same power as this minion.", "minion"),
        ("Destroy a minion with power greater than the number of cards in your hand.",
         "Destroy a minion with power more than the number of cards in your hand.", "action"),
    ],
    ids=["place-first", "on-this-base-first", "that-was", "that-were", "played-first",
         "place-before-count", "less-than-or-equal", "greater-than",
         "equal-or-less", "equal-or-greater", "their-lowest-power",
         "power-equal-to-this-minions", "equal-power-to"],
)  # fmt: skip
def test_the_wordings_in_either_order_compile_alike(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


def test_their_lowest_power_minion_is_each_players_own() -> None:
    outcome = compile_text(
        "Each other player destroys their lowest-power minion (owner's choice in case of a tie).",
        "action",
    )
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (each,) = ability.effects
    assert each.verb == "each" and each.variant == "others"
    (destroy,) = each.effects
    assert destroy.target == Selector(whose="you", superlative="lowest-power", tie="owner")


# ---- (2) scenarios: the right targets, and a wrong one present and not offered


def _at_bank(text: str, beths: list[dict[str, Any]], far: int = 1) -> dict[str, Any]:
    """Alan's ``judge`` (printed ``text``, power 3) at bank with Beth's ``beths``, and
    Beth's ``far`` (power ``far``) at mill; Alan uses its Talent."""
    return {
        "cards": {"judge": stand_in(text, "minion", power=3)},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["judge"], "Beth": beths}},
                {"name": "mill", "breakpoint": 30,
                 "minions": {"Beth": [{"card": far, "name": "far"}]}},
            ],
        },
        "do": [{"talent": "judge"}],
    }  # fmt: skip


def test_only_a_weaker_minion_here_is_offered() -> None:
    beths = [
        {"card": 2, "name": "small"},
        {"card": 1, "name": "tiny"},
        {"card": 3, "name": "even"},
        {"card": 5, "name": "big"},
    ]
    check = _at_bank(LESS_HERE, beths)
    expect = {
        "zones": {"small": "Beth's discard", "even": "at bank", "big": "at bank", "far": "at mill"},
        "offered": {"destroy-target": ["small", "tiny"]},
    }
    run_check({**check, "choices": [{"destroy-target": "small"}], "expect": expect})


def test_power_now_counts_in_the_comparison() -> None:
    """A counter on Beth's 2-power minion makes it as strong as the judge: not offered."""
    beths = [
        {"card": 2, "name": "boosted", "counters": 1},
        {"card": 1, "name": "weak"},
        {"card": 2, "name": "plain"},
    ]
    check = _at_bank(LESS_HERE, beths)
    expect = {
        "zones": {"weak": "Beth's discard", "boosted": "at bank", "plain": "at bank"},
        "offered": {"destroy-target": ["weak", "plain"]},
    }
    run_check({**check, "choices": [{"destroy-target": "weak"}], "expect": expect})


def test_that_minion_on_that_base_compares_with_the_chosen_one() -> None:
    """Alan's ``mine`` (3) gets a counter (4): Beth's 3 at its base is weaker and offered,
    her 4 there is not, nor her 1 at another base."""
    text = (
        "Place a +1 power counter on one of your minions. Destroy a minion on that base "
        "with less power than that minion."
    )
    check = {
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {
                    "Alan": [{"card": 3, "name": "mine"}],
                    "Beth": [{"card": 3, "name": "three"}, {"card": 4, "name": "four"},
                             {"card": 2, "name": "two"}]}},
                {"name": "mill", "breakpoint": 30, "minions": {
                    "Alan": [{"card": 5, "name": "other"}],
                    "Beth": [{"card": 1, "name": "far"}]}},
            ],
            "hands": {"Alan": ["zap"]},
        },
        "do": [{"play": "zap"}],
        "choices": [{"counter-target": "mine"}, {"destroy-target": "three"}],
        "expect": {
            "zones": {"three": "Beth's discard", "four": "at bank", "two": "at bank",
                      "far": "at mill"},
            "offered": {"destroy-target": ["three", "two"]},
        },
    }  # fmt: skip
    run_check(check)


def test_only_a_minion_of_the_same_power_is_offered() -> None:
    """The judge (3) and Beth's two 3s at bank are of its power; her 2 and 4 are not."""
    text = "Talent: Destroy another minion here with the same power as this minion."
    beths = [
        {"card": 3, "name": "three"},
        {"card": 2, "name": "two"},
        {"card": 3, "name": "trio"},
        {"card": 4, "name": "four"},
    ]
    check = _at_bank(text, beths, far=3)
    expect = {
        "zones": {"trio": "Beth's discard", "three": "at bank", "two": "at bank", "far": "at mill"},
        "offered": {"destroy-target": ["three", "trio"]},
    }
    run_check({**check, "choices": [{"destroy-target": "trio"}], "expect": expect})


def _fresh(text: str, answer: str) -> dict[str, Any]:
    """Alan plays his ``fresh`` (power 2, "Play an extra minion.") at bank, then ``fresh2``
    at mill with it, then the action ``zap`` (``text``); Beth's ``old`` and Alan's
    ``stale`` were in play before this turn."""
    return {
        "cards": {
            "zap": stand_in(text, "action"),
            "fresh": stand_in("Play an extra minion.", "minion", power=2),
        },
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {
                    "Alan": [{"card": 2, "name": "stale"}],
                    "Beth": [{"card": 2, "name": "old"}]}},
                {"name": "mill", "breakpoint": 30, "minions": {}},
            ],
            "hands": {"Alan": ["fresh", {"card": 3, "name": "fresh2"}, "zap"]},
        },
        "do": [{"play": "fresh", "on": "bank"}, {"play": "fresh2", "on": "mill"},
               {"play": "zap"}],
        "choices": [{"destroy-target": answer}],
    }  # fmt: skip


def test_only_a_minion_played_this_turn_is_offered() -> None:
    check = _fresh(FRESH, "fresh")
    expect = {
        "zones": {
            "fresh": "Alan's discard",
            "fresh2": "at mill",
            "old": "at bank",
            "stale": "at bank",
        },
        "offered": {"destroy-target": ["fresh", "fresh2"]},
    }
    run_check({**check, "expect": expect})


def test_a_minion_in_play_before_this_turn_is_not_played_this_turn() -> None:
    check = _fresh(FRESH, "old")
    with pytest.raises(IllegalChoice, match="old is not a legal answer"):
        run_check({**check, "expect": {"zones": {"old": "Beth's discard"}}})


def test_each_minion_played_this_turn_is_destroyed_and_no_other() -> None:
    check = _fresh("Destroy each minion that was played this turn.", "fresh")
    expect = {
        "zones": {
            "fresh": "Alan's discard",
            "fresh2": "Alan's discard",
            "old": "at bank",
            "stale": "at bank",
        }
    }
    run_check({**check, "choices": [], "expect": expect})


def test_a_power_below_your_count_here_is_offered_anywhere() -> None:
    """Alan has 3 minions at bank: Beth's 2 and 1 are offered (her 1 at mill too: the
    target is anywhere, only the count is here), her 3 is not."""
    beths = [{"card": 2, "name": "two"}, {"card": 3, "name": "three"}]
    check = _at_bank(FEWER, beths)
    check["setup"]["bases"][0]["minions"]["Alan"] += [
        {"card": 6, "name": "mate1"},
        {"card": 7, "name": "mate2"},
    ]
    expect = {
        "zones": {"far": "Beth's discard", "two": "at bank", "three": "at bank"},
        "offered": {"destroy-target": ["two", "far"]},
    }
    run_check({**check, "choices": [{"destroy-target": "far"}], "expect": expect})


def test_the_count_is_yours_only() -> None:
    """Alan has 2 minions at bank, Beth 3: only her 1 has power less than 2 (of all 5
    minions there, her 2 and 3 would be too, and the engine would ask which)."""
    beths = [{"card": 1, "name": "one"}, {"card": 2, "name": "two"}, {"card": 3, "name": "three"}]
    check = _at_bank(FEWER, beths, far=4)
    check["setup"]["bases"][0]["minions"]["Alan"] += [{"card": 6, "name": "mate"}]
    expect = {"zones": {"one": "Beth's discard", "two": "at bank", "three": "at bank"}}
    run_check({**check, "expect": expect})


def test_the_hand_is_counted_after_the_action_left_it() -> None:
    """Alan holds the action and two cards: once played, his hand holds 2, so Beth's 2 and
    1 are offered, her 3 is not."""
    check = {
        "cards": {"zap": stand_in(HAND, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Beth": [
                    {"card": 1, "name": "one"}, {"card": 2, "name": "two"},
                    {"card": 3, "name": "three"}]}},
            ],
            "hands": {"Alan": ["zap", 4, 5]},
        },
        "do": [{"play": "zap"}],
        "choices": [{"destroy-target": "two"}],
        "expect": {
            "zones": {"two": "Beth's discard", "one": "at bank", "three": "at bank"},
            "offered": {"destroy-target": ["one", "two"]},
        },
    }  # fmt: skip
    run_check(check)


def test_the_count_survives_the_stand_in_round_trip() -> None:
    found = stand_in(FEWER, "minion", power=3)
    (effect,) = found["talent"]
    limit = {"number-of": {"whose": "you", "where": "here"}}
    assert effect["target"] == {"power": {"less-than": limit}}


def _three(text: str) -> dict[str, Any]:
    """Alan plays ``zap`` (``text``); each player has minions at bank and mill."""
    return {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {
                    "Alan": [{"card": 1, "name": "a1"}],
                    "Beth": [{"card": 4, "name": "b4"}],
                    "Cara": [{"card": 3, "name": "c3"}]}},
                {"name": "mill", "breakpoint": 30, "minions": {
                    "Beth": [{"card": 2, "name": "b2"}],
                    "Cara": [{"card": 1, "name": "c1"}, {"card": 5, "name": "c5"}]}},
            ],
            "hands": {"Alan": ["zap"]},
        },
        "do": [{"play": "zap"}],
    }  # fmt: skip


def test_each_other_player_destroys_their_own_lowest_power_minion() -> None:
    """Beth's 2 and Cara's 1 go (each the lowest of their own, wherever); Alan's 1, the
    lowest of all, stays: he is no other player."""
    check = _three(
        "Each other player destroys their lowest-power minion (owner's choice in case of a tie)."
    )
    expect = {
        "zones": {
            "b2": "Beth's discard",
            "c1": "Cara's discard",
            "a1": "at bank",
            "b4": "at bank",
            "c3": "at bank",
            "c5": "at mill",
        }
    }
    run_check({**check, "expect": expect})


def test_each_player_destroys_their_highest_power_minion() -> None:
    check = _three(
        "Each player destroys their minion with the highest power (owner's choice in case of a"
        " tie)."
    )
    expect = {
        "zones": {
            "a1": "Alan's discard",
            "b4": "Beth's discard",
            "c5": "Cara's discard",
            "b2": "at mill",
            "c3": "at bank",
        }
    }
    run_check({**check, "expect": expect})


# ---- (3) near-misses that stop, said why


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Destroy a minion there with less power than yours.", "minion",
         "compared with 'yours'"),
        ("Place a +1 power counter on a minion played on this base this turn.", "action",
         "where a card was played"),
        ("Talent: Destroy a minion played there this turn.", "minion",
         "where a card was played"),
        ("Destroy a minion on this base with less power than this minion.", "action",
         "not on a base"),
        ("Destroy a minion here with less power than this minion.", "action",
         "it is at no base"),
        ("Place a minion played this turn from your discard pile into your hand.", "action",
         "a filter on a card in a pile"),
        ("Talent: Destroy a minion here with the highest power.", "minion",
         "after other than 'the' or 'your'"),
        ("Talent: Destroy a minion with power less than the number of minions you have there.",
         "minion", "the number of minions there"),
        ("Destroy a minion with power less than the number of minions you have here.", "action",
         "it is at no base"),
        ("Play an extra minion with power less than the number of minions you have here.",
         "minion", "an extra play with power compared with another card's or a count"),
        ("Play an extra minion with less power than this minion.", "minion",
         "an extra play with power compared with another card's or a count"),
        ("Destroy one of your minions. Destroy a minion with equal or less power on the same "
         "base.", "action", "compared with no card it names"),
        ("Destroy one of your minions. Destroy a minion with less power than that minion.",
         "action", "after it left play"),
        ("Return one of your minions to its owner's hand. Destroy a minion with the same power "
         "as that minion.", "action", "after it left play"),
        ("Each other player destroys their minion.", "action",
         "'their' before a noun without"),
        ("Destroy their lowest-power minion.", "action", "'their' of a player"),
    ],
    ids=["than-yours", "played-on-this-base", "played-here", "this-base-on-an-action",
         "this-minion-on-an-action", "played-in-a-pile", "a-highest", "count-there",
         "count-here-on-an-action", "extra-play-count", "extra-play-than-this",
         "equal-or-less-than-nothing", "that-destroyed-minion",
         "that-returned-minion", "their-no-superlative",
         "their-no-subject"],
)  # fmt: skip
def test_near_misses_stop_and_say_why(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    "text",
    [
        "Destroy a minion that is played this turn.",
        "Destroy a minion played last turn.",
        "Talent: Destroy a minion here with less power than that card.",
    ],
    ids=["is-played", "last-turn", "that-card"],
)
def test_one_word_off_stops(text: str) -> None:
    assert compile_text(text, "minion").status == "stopped"


# ---- (4) near-misses that compile apart


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        (LESS_HERE, "Talent: Destroy a minion here with more power than this minion.", "minion"),
        (LESS_HERE, "Talent: Destroy a minion with less power than this minion.", "minion"),
        (LESS_HERE, "Talent: Destroy a minion there with less power than this minion.",
         "minion"),
        (FRESH, "Destroy a minion.", "action"),
        (FRESH, "Destroy each minion played this turn.", "action"),
        ("Talent: Destroy a minion here played this turn.",
         "Talent: Destroy a minion played this turn.", "minion"),
        ("Each other player destroys their lowest-power minion" + OWNERS + ".",
         "Each other player destroys their highest-power minion" + OWNERS + ".", "action"),
        ("Each other player destroys their lowest-power minion" + OWNERS + ".",
         "Each player destroys their lowest-power minion" + OWNERS + ".", "action"),
        ("Talent: Destroy a minion here with the same power as this minion.",
         "Talent: Destroy a minion here with no more power than this minion.", "minion"),
    ],
    ids=["less-vs-more", "here-vs-anywhere", "here-vs-there", "played-vs-any",
         "one-vs-each", "played-here-now-vs-anywhere", "their-lowest-vs-highest",
         "other-players-vs-each-player",
         "same-vs-no-more"],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str, card_type: str) -> None:
    first, second = compile_text(one, card_type), compile_text(other, card_type)
    assert first.status == "compiled", first.describe()
    if second.status == "compiled":
        assert first.compiled != second.compiled


@pytest.mark.parametrize("chosen", ["b2", "twin"])
def test_among_their_tied_minions_that_player_chooses(chosen: str) -> None:
    check = _three(
        "Each other player destroys their lowest-power minion (owner's choice in case of a tie)."
    )
    check["setup"]["bases"][0]["minions"]["Beth"].append({"card": 2, "name": "twin"})
    other, at = ("twin", "at bank") if chosen == "b2" else ("b2", "at mill")
    expect = {"zones": {chosen: "Beth's discard", other: at, "c1": "Cara's discard"}}
    run_check({**check, "choices": [{"destroy-target": chosen}], "expect": expect})


def test_a_place_beside_a_count_that_says_a_place_is_said_first() -> None:
    """(Said last, it read "... the number of minions you have on this base on this base".)"""
    text = (
        "Destroy a minion on this base with power less than the number of minions you have on"
        " this base."
    )
    outcome = compile_text(text, "minion")
    assert outcome.accepted, outcome.describe()
    assert outcome.rendered == text
