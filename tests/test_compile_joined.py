"""Effects joined in one sentence ("Draw a card and discard a card.", "..., then ...", a
sentence opening with "Then") compiled: each in order, as independent as sentences (the
rulebook: "Do X and then do Y", "Do X. Do Y" alike, a later effect even if an earlier one
cannot be done); under a trigger, all of them are the trigger's. What would play otherwise
stops."""

from __future__ import annotations

import pytest
from compilekit import assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.clauses import split
from smashwiki.compile.compiler import as_sentences, compile_text
from smashwiki.compile.parse import parse_clause
from smashwiki.engine.scenario import run_check


@pytest.mark.parametrize(
    ("joined", "sentences", "card_type"),
    [
        ("Draw a card, then discard a card.", "Draw a card. Discard a card.", "action"),
        ("Draw a card and discard a card.", "Draw a card. Discard a card.", "action"),
        ("Draw a card and then discard a card.", "Draw a card. Discard a card.", "minion"),
        ("Draw two cards. Then discard a card.", "Draw two cards. Discard a card.", "action"),
        ("Draw a card and you may discard a card.", "Draw a card. You may discard a card.",
         "action"),
        ("Play an extra minion and draw a card.", "Play an extra minion. Draw a card.", "action"),
        ("Talent: Draw a card, then discard a card.", "Talent: Draw a card. Discard a card.",
         "minion"),
    ],
)  # fmt: skip
def test_joined_effects_are_the_sentences(joined: str, sentences: str, card_type: str) -> None:
    one, other = compile_text(joined, card_type), compile_text(sentences, card_type)
    assert one.status == "compiled", one.describe()
    assert other.compiled is not None and one.compiled == other.compiled


@pytest.mark.parametrize(
    ("text", "card_type", "count"),
    [
        ("After you play a minion here, draw a card and gain 1 VP.", "base", 2),
        ("Ongoing: After you play an action, draw a card, then discard a card.", "minion", 2),
        ("Special: Before a base scores, destroy a minion there and draw a card.", "action", 2),
    ],
)
def test_effects_joined_after_a_moment_are_all_its(text: str, card_type: str, count: int) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = [a for a in outcome.compiled.abilities.abilities if a.timing != "on-play"]
    effects = ability.effects or outcome.compiled.abilities.of("on-play")[0].effects
    assert len(effects) == count


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("You may draw a card, then discard a card.", "'you may' before joined effects"),
        ("Then draw a card.", "'Then' opening the card"),
        ("Draw a card. Talent: Then draw a card.", "'Then' opening the card"),
        ("Draw a card, or gain 1 VP, and discard a card.", "by 'or' and by 'and'"),
        ("Draw a card and an extra minion.", "not after an extra play"),
        (
            "You may discard a card. If you do, draw a card. Then gain 1 VP.",
            "'Then' after 'If you do'",
        ),
    ],
)
def test_joined_effects_stop_where_they_would_play_otherwise(text: str, why: str) -> None:
    assert_stops(text, "minion", why)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Draw a card, then discard a card.", "Draw a card. Discard a card"),
        ("Draw 2 cards. Then discard a card.", "Draw 2 cards. Discard a card"),
        ("Play an extra minion and an extra action.", "Play an extra minion and an extra action"),
        (
            "Search your deck for a minion and place it into your hand. Shuffle your deck.",
            "Search your deck for a minion and place it into your hand. Shuffle your deck",
        ),
        ("Draw a card, or gain 1 VP.", "Draw a card, or gain 1 VP"),
    ],
)
def test_only_joints_of_effects_in_order_are_said_as_sentences(text: str, said: str) -> None:
    parsed = [(clause, parse_clause(clause)) for clause in split(text)]
    assert as_sentences(text, parsed) == said


def test_a_later_effect_happens_though_the_first_cannot() -> None:
    """Nothing to destroy: the card still draws (as two sentences would)."""
    text = "Destroy a minion of power 2 or less, then draw a card."
    run_check(
        {
            "cards": {"purge": stand_in(text, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Beth": [5]}}],
                "hands": {"Alan": ["purge"]},
                "decks": {"Alan": [1, 1]},
            },
            "do": [{"play": "purge"}],
            "expect": {"hand-size": {"Alan": 1}, "deck-size": {"Alan": 1}},
        }
    )


def test_a_trigger_does_each_of_its_joined_effects() -> None:
    text = "After you play a minion here, draw a card and gain 1 VP."
    run_check(
        {
            "cards": {"inn": stand_in(text, "base", breakpoint=30)},
            "setup": {
                "bases": [{"name": "inn", "card": "inn"}],
                "hands": {"Alan": [{"card": 2, "name": "guest"}]},
                "decks": {"Alan": [1, 1]},
            },
            "do": [{"play": "guest", "on": "inn"}],
            "expect": {"hand-size": {"Alan": 1}, "vps": {"Alan": 1}},
        }
    )


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Place a +1 power counter on this minion and on each other minion here.",
         "Place a +1 power counter on this minion. Place a +1 power counter on each other minion"
         " here.", "minion"),
        ("Talent: Place two +1 power counters on this minion and on another of your minions.",
         "Talent: Place two +1 power counters on this minion. Place two +1 power counters on"
         " another of your minions.", "minion"),
        ("Destroy this minion and a minion of power 2 or less here.",
         "Destroy this minion. Destroy a minion of power 2 or less here.", "minion"),
        ("Destroy a minion of power 2 or less and an action.",
         "Destroy a minion of power 2 or less. Destroy an action.", "action"),
    ],
    ids=["counters", "two-counters", "destroy-self-and", "destroy-two-kinds"],
)  # fmt: skip
def test_one_verb_of_two_targets_is_the_verb_done_to_each(
    printed: str, canonical: str, card_type: str
) -> None:
    one, other = compile_text(printed, card_type), compile_text(canonical, card_type)
    assert one.status == "compiled", one.describe()
    assert other.compiled is not None and one.compiled == other.compiled


def test_destroy_followed_by_another_verb_is_not_two_targets() -> None:
    (destroy, draw) = effects_of("Destroy a minion and draw a card.")
    assert (destroy.verb, draw.verb) == ("destroy", "draw")


def test_a_counter_on_this_minion_and_on_each_other_minion_here() -> None:
    text = "Place a +1 power counter on this minion and on each other minion here."
    run_check(
        {
            "cards": {"rally": stand_in(text, "minion", power=2)},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 3, "name": "b3"}]},
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 4, "name": "k4"}]},
                    },
                ],
                "hands": {"Alan": [{"card": "rally", "name": "r"}]},
            },
            "do": [{"play": "r", "on": "bank"}],
            "expect": {"counters": {"r": 1, "b3": 1, "k4": 0}},
        }
    )


def test_this_minion_destroyed_and_then_a_small_minion_at_its_base() -> None:
    text = "Destroy this minion and a minion of power 2 or less here."
    run_check(
        {
            "cards": {"blast": stand_in(text, "minion", power=3)},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 2, "name": "b2"}]},
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 1, "name": "k1"}]},
                    },
                ],
                "hands": {"Alan": [{"card": "blast", "name": "x"}]},
            },
            "do": [{"play": "x", "on": "bank"}],
            "expect": {"zones": {"x": "Alan's discard", "b2": "Beth's discard", "k1": "at keep"}},
        }
    )
