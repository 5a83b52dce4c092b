"""A card is accepted only when its compiled abilities, rendered back to English, say its
printed text: every way the round trip could hide a difference is tried here."""

from __future__ import annotations

import pytest
from compilekit import corpus

from smashwiki.compile.clauses import split
from smashwiki.compile.compiler import as_sentences, compile_text
from smashwiki.compile.normalise import same_text
from smashwiki.compile.parse import parse_clause

CORPUS = corpus()
NEAR_MISSES = CORPUS["near-misses"]


def accepted(text: str, card_type: str = "minion") -> bool:
    return compile_text(text, card_type).accepted


@pytest.mark.parametrize(
    ("printed", "near_miss"),
    [
        ("Destroy a minion.", "Destroy a gremlin."),
        (
            "Destroy up to two minions of power 2 or less.",
            "Destroy two minions of power 2 or less.",
        ),
        ("Destroy one of your minions.", "Destroy a minion."),
        ("Ongoing: This base cannot score.", "Ongoing: A base cannot score."),
        (
            "Give a minion +2 power until the end of the turn.",
            "Give a minion +2 power until the start of your next turn.",
        ),
    ],
    ids=["unknown-word", "up-to-vs-two", "your-vs-a", "this-vs-a-base", "durations"],
)
def test_a_near_miss_never_compiles_to_the_same_values(printed, near_miss):
    first, second = compile_text(printed, "action"), compile_text(near_miss, "action")
    if first.compiled and second.compiled:
        assert first.compiled.abilities != second.compiled.abilities
        assert not same_text(first.rendered or "", second.rendered or "")
    assert not (first.accepted and second.accepted and first.rendered == second.rendered)


@pytest.mark.parametrize("pair", NEAR_MISSES, ids=[" | ".join(pair) for pair in NEAR_MISSES])
def test_corpus_near_misses_stay_apart(pair):
    outcomes = [compile_text(text, "action") for text in pair]
    values = [o.compiled.abilities for o in outcomes if o.compiled]
    assert len(values) < 2 or values[0] != values[1]
    for outcome, other in zip(outcomes, reversed(pair), strict=True):
        assert not (outcome.accepted and same_text(other, outcome.rendered or ""))


@pytest.mark.parametrize("entry", CORPUS["texts"], ids=[entry["text"] for entry in CORPUS["texts"]])
def test_an_accepted_text_is_what_the_engine_would_say(entry):
    outcome = compile_text(entry["text"], entry["type"])
    if outcome.accepted:  # effects joined in order ("A, then B") said as sentences ("A. B")
        parsed = [(clause, parse_clause(clause)) for clause in split(entry["text"])]
        printed = as_sentences(entry["text"], parsed)
        assert same_text(printed, outcome.rendered or "")
    elif outcome.status == "differs":
        assert not same_text(entry["text"], outcome.rendered or "")


def test_a_text_is_compiled_whole_or_not_at_all():
    outcome = compile_text("Draw a card. Obliterate a minion.")
    assert outcome.status == "stopped" and outcome.compiled is None
    assert outcome.stop is not None and outcome.stop.clause.number == 2


def test_what_compiles_but_says_something_else_is_rejected():
    outcome = compile_text("Take an extra turn.", "action")
    assert outcome.status == "differs" and not outcome.accepted
    assert outcome.rendered == "Take an extra turn after this one."


def test_joined_effects_are_not_read_as_a_sequence():
    """'A, OR B' is a choice, never 'A. B.' (the round trip would catch it, and so does this)."""
    outcome = compile_text("Place a +1 power counter on a minion, OR draw a card.", "action")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert [e.verb for e in ability.effects] == ["choose"]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a card.", "minion"),
        ("Destroy a minion of power 2 or less.", "action"),
        ("Ongoing: Your other minions here have +1 power.", "minion"),
        ("Play on a base. Ongoing: You have +2 power here.", "action"),
        ("Talent: Place a +1 power counter on this minion.", "minion"),
        ("After you play a minion here, draw a card.", "base"),
        ("Search your deck for a minion and place it into your hand. Shuffle your deck.", "action"),
    ],
)
def test_what_the_card_language_says_compiles(text, card_type):
    assert accepted(text, card_type), compile_text(text, card_type).describe()


def test_a_base_trigger_is_for_the_player_who_played():
    outcome = compile_text("After you play a minion here, draw a card.", "base")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None and ability.trigger.for_ == "who-played"


def test_the_corpus_is_big_enough_to_mean_something():
    assert len(CORPUS["texts"]) >= 200 and len(NEAR_MISSES) >= 40


def test_the_first_time_each_turn_is_once_per_turn_only_when_nothing_could_stop_it():
    mandatory = compile_text(
        "Ongoing: After the first time each turn you play a minion here, draw a card."
    )
    assert mandatory.accepted
    assert mandatory.compiled is not None
    (trigger,) = mandatory.compiled.abilities.abilities
    assert trigger.trigger is not None and trigger.trigger.once_per_turn
    # declined, or its condition false, the first time: "once per turn" would fire later
    optional = (
        "Ongoing: After the first time each turn you play a minion here, you may draw a card."
    )
    conditional = (
        "Ongoing: After the first time each turn you play a minion here, "
        "if you have the most power here, draw a card."
    )
    assert compile_text(optional).status == "differs"
    assert compile_text(conditional).status == "differs"


def test_it_is_this_minion_only_after_a_moment_that_names_this_minion():
    named = compile_text(
        "Ongoing: After you play an action that directly affects this minion, "
        "it gains +1 power until the end of the turn."
    )
    assert named.accepted and named.compiled is not None
    (effect,) = named.compiled.abilities.abilities[0].effects
    assert effect.target is not None and effect.target.this == "self-or-host"
    played = compile_text(
        "Ongoing: After you play a minion here, it gains +1 power until the end of the turn."
    )  # "it" is the minion played (test_compile_it), never this one
    assert played.accepted and played.compiled is not None
    (effect,) = played.compiled.abilities.abilities[0].effects
    assert effect.target is not None and effect.target.this == "event"
    unnamed = compile_text(
        "Ongoing: At the start of your turn, it gains +1 power until the end of the turn."
    )
    assert unnamed.status == "stopped"


def test_a_special_played_as_the_card_says_its_moment_either_way():
    for text in (
        "Special: Play after a base scores. Draw a card.",
        "Special: After a base scores, draw a card.",
    ):
        assert compile_text(text, "action").accepted, text
    first, second = (
        compile_text(t, "action").compiled
        for t in (
            "Special: Play after a base scores. Draw a card.",
            "Special: After a base scores, draw a card.",
        )
    )
    assert first == second
