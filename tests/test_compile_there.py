""" "Choose a base." and the clauses after it that say "there" of it (lang-there): several
effects, sentences in a row, an amount for each minion there, an extra minion there, a
minion moved there, each a ``choose-base`` (the base chosen once, its effects done there in
order); "Play an extra minion on that base" after an effect that chose a minion (the base it
was moved to, or was at as it left); a chosen base with a filter said back as printed; an
action played on a base says "here" of its base in an ongoing condition too. Played by
scenarios (the wrong base, the wrong player, the wrong count, or the count taken before the
effect before it, fail); near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import to_yaml
from smashwiki.engine.errors import IllegalAction, IllegalChoice
from smashwiki.engine.language.grammar import (
    CHOSEN_BASE,
    Amount,
    Destination,
    Effect,
    Grant,
    Quantifier,
    Selector,
    Static,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

COUNT = "Choose a base. Draw a card for each of your minions there."
THEN_COUNT = (
    "Choose a base. Destroy a minion there. Then draw a card for each of your minions there."
)
EXTRA = "Choose a base. Play an extra minion there."
MOVED_THERE = (
    "Choose a base where you have no minions. Move one of your minions there. "
    "Play an extra minion there."
)
GROUP = (
    "Choose a base where you have a minion. Move any number of other players' minions "
    "from there to another base."
)
THAT_BASE = "Move one of your minions to another base. Play an extra minion on that base."
DESTROYED_THAT_BASE = "Destroy a minion. Play an extra minion on that base."
HERE = "Play on a base. Ongoing: If you have a minion here, you have +5 power here."

YOURS_THERE = Selector(whose="you", where="there", quantifier=Quantifier("each"))
PER_YOURS_THERE = Selector(whose="you", where="there")  # (an amount's count: each of them)
A_MINION_THERE = Selector(where="there")
EXTRA_MINION = Selector(what="minion", whose="you", pile="hand")


# ---------------------------------------------------------------- (1) compiled, with values


@pytest.mark.parametrize(
    ("text", "where", "inner"),
    [
        (COUNT, None, (Effect("draw", amount=Amount(1, per=PER_YOURS_THERE)),)),
        (
            THEN_COUNT,
            None,
            (
                Effect("destroy", target=A_MINION_THERE),
                Effect("draw", amount=Amount(1, per=PER_YOURS_THERE)),
            ),
        ),
        (
            "Choose a base. Destroy a minion there, then draw a card for each of your minions "
            "there.",
            None,
            (
                Effect("destroy", target=A_MINION_THERE),
                Effect("draw", amount=Amount(1, per=PER_YOURS_THERE)),
            ),
        ),
        (
            EXTRA,
            None,
            (Effect("play", target=EXTRA_MINION, grant=Grant(there=True), optional=False),),
        ),
        (
            MOVED_THERE,
            "you-have-no-minion",
            (
                Effect(
                    "move",
                    target=Selector(whose="you"),
                    destination=Destination("base", "there"),
                ),
                Effect("play", target=EXTRA_MINION, grant=Grant(there=True), optional=False),
            ),
        ),
        (
            "Choose a base where you have a minion. Place a +1 power counter on each of your "
            "minions there. Gain 1 VP for each minion there.",
            "you-have-a-minion",
            (
                Effect("place-counters", target=YOURS_THERE, amount=Amount(1)),
                Effect(
                    "gain-vp",
                    amount=Amount(1, per=Selector(where="there")),
                ),
            ),
        ),
    ],
    ids=["count", "then-count", "comma-then", "extra", "moved-there", "counters-and-vps"],
)
def test_effects_after_choose_a_base_are_done_there(
    text: str, where: str | None, inner: tuple[Effect, ...]
) -> None:
    (chose,) = effects_of(text)
    assert chose.verb == "choose" and chose.target is not None
    assert chose.target.base_where == where
    assert chose.target.what == "base" and chose.target.where == "chosen-base"
    assert _plain(chose.effects) == _plain(inner)


def _plain(effects: tuple[Effect, ...]) -> tuple[tuple[Any, ...], ...]:
    """What the tests pin of each effect (an extra play's "you may" is the compiler's)."""
    return tuple((e.verb, e.target, e.amount, e.destination, e.grant) for e in effects)


def test_a_talent_chooses_its_base_too() -> None:
    (chose,) = effects_of(
        "Talent: Choose a base. Draw a card for each of your minions there.", "minion"
    )
    assert chose.target == CHOSEN_BASE


def test_one_effect_on_a_target_there_is_said_as_before() -> None:
    (effect,) = effects_of(
        "Choose a base. Each of your minions there gains +1 power until the end of the turn."
    )
    assert effect.verb == "power" and effect.target is not None
    assert effect.target.where == "chosen-base"


def test_effects_at_a_base_chosen_are_written_and_read_back() -> None:
    outcome = compile_text(MOVED_THERE, "action")
    assert outcome.compiled is not None
    written = to_yaml(outcome.compiled.abilities)
    (said,) = written["on-play"]
    assert said["choose-base"]["where"] == "you-have-no-minion"
    assert parse_abilities(written) == outcome.compiled.abilities


@pytest.mark.parametrize(
    ("text", "grant"),
    [
        (THAT_BASE, Grant(that_base=True)),
        (DESTROYED_THAT_BASE, Grant(that_base=True)),
        (
            "Return a minion to its owner's hand. Play an extra minion on that base.",
            Grant(that_base=True),
        ),
    ],
    ids=["moved", "destroyed", "returned"],
)
def test_an_extra_minion_on_that_base(text: str, grant: Grant) -> None:
    (_, extra) = effects_of(text)
    assert extra.grant == grant


def test_a_chosen_base_with_a_filter_is_said_as_printed() -> None:
    (moved,) = effects_of(GROUP)
    assert moved.target is not None and moved.target.base_where == "you-have-a-minion"
    assert moved.target.whose == "other" and moved.target.quantifier.kind == "any-number"


def test_an_action_on_a_base_says_here_in_its_condition() -> None:
    outcome = compile_text(HERE, "action")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (static,) = ability.statics
    assert static.kind == "player-power" and static.condition is not None
    assert static.condition.kind == "minion-here"
    assert isinstance(static, Static)


# ---------------------------------------------------------------- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Choose a base. Destroy a minion there. Draw a card. Destroy a minion there.",
         "no base before it"),
        ("Choose a base. Destroy a minion there. At the end of the turn, destroy a minion there.",
         "may have left play"),
        ("Choose a base. Play an extra action there.", "extra action 'there'"),
        ("Choose a base. Draw a card for each of your minions there. If you do, draw a card.",
         "'If you do' after effects at a base chosen"),
        ("Choose a base. Draw a card for each of your minions yonder.", "unknown word"),
        ("Choose a base. If you have a minion there, draw a card.", "outside a titan's Special"),
        ("Choose a base. Move any number of minions from there to another base. Draw a card for "
         "each minion there.", "an effect not at that base"),
        ("Choose a base. Draw a card.", "not followed by effects 'there'"),
        ("Move one of your minions to another base. Play an extra minion on the same base.",
         "on the same base"),
        ("Choose a base. Destroy a minion there. Play an extra minion on that base.",
         "that one, or the minion's?"),
        ("Draw a card. Play an extra minion on that base.", "not after choosing a minion"),
        ("Move one of your minions to another base. Draw a card. Play an extra minion on that "
         "base.", "not after choosing a minion"),
        ("Move one of your minions to another base. Play an extra action on that base.",
         "extra action 'on that base'"),
        ("Play on a base. Ongoing: If you have a minion there, you have +5 power here.",
         "outside a titan's Special"),
        ("Choose a base where you have a minion. Move any number of other players' minions from "
         "one base to another base.", "not followed by effects 'there'"),
    ],
    ids=[
        "there-after-a-sentence-not-there",
        "later-there",
        "extra-action-there",
        "if-you-do-after",
        "unknown-word",
        "condition-there",
        "group-moved-then-there",
        "nothing-there",
        "same-base-after-move",
        "that-base-after-choose",
        "that-base-after-draw",
        "that-base-not-right-after",
        "extra-action-that-base",
        "ongoing-there",
        "chosen-then-one-base",
    ],
)  # fmt: skip
def test_near_misses_stop(text: str, why: str) -> None:
    assert_stops(text, "action", why)


# ---------------------------------------------------------------- (4) near-misses compile apart


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (COUNT, COUNT.replace("a base.", "a base where you have a minion.")),
        (THEN_COUNT, THEN_COUNT.replace("of your minions there", "minion there")),
        (THEN_COUNT, THEN_COUNT.replace("Destroy a minion", "You may destroy a minion")),
        (GROUP, GROUP.replace(" where you have a minion", "")),
        (THAT_BASE, THAT_BASE.replace(" on that base", "")),
        (MOVED_THERE, MOVED_THERE.replace("no minions", "a minion")),
    ],
    ids=["where-vs-any", "yours-vs-any", "may", "group-where", "that-base-vs-any", "no-vs-a"],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.status == second.status == "compiled", (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------- (2) scenarios


def _check(
    text: str, choices: list[dict[str, Any]], *, play: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Alan plays ``text``: at bank he has a1 (power 1), Beth b3; at keep he has k1, k2,
    Beth k4; at yard only Beth's y2; moat is empty. His deck has three cards, his hand the
    minions ``big`` and ``small`` (played first, with his regular minion play, where an
    extra play is what is checked)."""
    return {
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 40,
                    "minions": {
                        "Alan": [{"card": 1, "name": "a1"}],
                        "Beth": [{"card": 3, "name": "b3"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 40,
                    "minions": {
                        "Alan": [{"card": 1, "name": "k1"}, {"card": 2, "name": "k2"}],
                        "Beth": [{"card": 4, "name": "k4"}],
                    },
                },
                {
                    "name": "yard",
                    "breakpoint": 40,
                    "minions": {"Beth": [{"card": 2, "name": "y2"}]},
                },
                {"name": "moat", "breakpoint": 40},
            ],
            "hands": {"Alan": ["zap", {"card": 5, "name": "big"}, {"card": 1, "name": "small"}]},
            "decks": {"Alan": [{"card": 1, "name": f"d{n}"} for n in (1, 2, 3)]},
        },
        "do": [play or {"play": "zap"}],
        "choices": choices,
    }


SMALL = {"play": "small", "on": "bank"}  # the regular minion play, used first


def test_a_count_there_counts_your_minions_at_the_base_chosen() -> None:
    check = _check(COUNT, [{"choose-base": "keep"}])
    run_check({**check, "expect": {"hand-size": {"Alan": 4}, "deck-size": {"Alan": 1}}})


def test_a_count_there_at_another_base_chosen_counts_there() -> None:
    check = _check(COUNT, [{"choose-base": "bank"}])
    run_check({**check, "expect": {"hand-size": {"Alan": 3}, "deck-size": {"Alan": 2}}})


def test_the_count_is_taken_after_the_effect_before_it() -> None:
    check = _check(THEN_COUNT, [{"choose-base": "keep"}, {"destroy-target": "k1"}])
    expect = {"zones": {"k1": "Alan's discard", "k4": "at keep"}, "hand-size": {"Alan": 3}}
    run_check({**check, "expect": expect})


def test_the_minion_destroyed_is_one_at_the_base_chosen() -> None:
    check = _check(THEN_COUNT, [{"choose-base": "keep"}, {"destroy-target": "b3"}])
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {"b3": "Beth's discard"}}})


def test_an_extra_minion_there_is_played_on_the_base_chosen() -> None:
    check = _check(EXTRA, [{"choose-base": "yard"}])
    check["do"] = [SMALL, {"play": "zap"}, {"play": "big", "on": "yard"}]
    run_check({**check, "expect": {"zones": {"big": "at yard"}}})


def test_an_extra_minion_there_is_not_played_elsewhere() -> None:
    check = _check(EXTRA, [{"choose-base": "yard"}])
    check["do"] = [SMALL, {"play": "zap"}, {"play": "big", "on": "bank"}]
    with pytest.raises(IllegalAction):
        run_check({**check, "expect": {"zones": {"big": "at bank"}}})


def test_a_minion_moved_there_then_an_extra_minion_there() -> None:
    check = _check(MOVED_THERE, [{"choose-base": "yard"}, {"move-target": "a1"}])
    check["do"] = [SMALL, {"play": "zap"}, {"play": "big", "on": "yard"}]
    run_check({**check, "expect": {"zones": {"a1": "at yard", "big": "at yard"}}})


def test_only_a_base_where_you_have_no_minions_is_chosen() -> None:
    check = _check(MOVED_THERE, [{"choose-base": "keep"}, {"move-target": "a1"}])
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {"a1": "at keep"}}})


def test_a_group_moved_from_a_base_where_you_have_a_minion() -> None:
    check = _check(GROUP, [{"move-from": "bank"}, {"move-minions": ["b3"]}, {"move-to": "yard"}])
    run_check({**check, "expect": {"zones": {"b3": "at yard", "a1": "at bank"}}})


def test_a_group_is_not_moved_from_a_base_where_you_have_no_minion() -> None:
    check = _check(GROUP, [{"move-from": "yard"}, {"move-minions": ["y2"]}, {"move-to": "bank"}])
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {"y2": "at bank"}}})


def test_an_extra_minion_on_that_base_is_on_the_base_it_was_moved_to() -> None:
    check = _check(THAT_BASE, [{"move-target": "a1"}, {"move-to": "yard"}])
    check["do"] = [SMALL, {"play": "zap"}, {"play": "big", "on": "yard"}]
    run_check({**check, "expect": {"zones": {"a1": "at yard", "big": "at yard"}}})


@pytest.mark.parametrize("base", ["bank", "keep"])
def test_an_extra_minion_on_that_base_is_not_on_another(base: str) -> None:
    check = _check(THAT_BASE, [{"move-target": "a1"}, {"move-to": "yard"}])
    check["do"] = [SMALL, {"play": "zap"}, {"play": "big", "on": base}]
    with pytest.raises(IllegalAction):
        run_check({**check, "expect": {"zones": {"big": f"at {base}"}}})


def test_an_extra_minion_on_the_base_the_destroyed_minion_was_at() -> None:
    check = _check(DESTROYED_THAT_BASE, [{"destroy-target": "k4"}])
    check["do"] = [SMALL, {"play": "zap"}, {"play": "big", "on": "keep"}]
    run_check({**check, "expect": {"zones": {"k4": "Beth's discard", "big": "at keep"}}})


def test_you_have_power_here_only_with_a_minion_here() -> None:
    check = _check(HERE, [], play={"play": "zap", "on": "bank"})
    power = {"bank": {"Alan": 6, "Beth": 3}, "keep": {"Alan": 3, "Beth": 4}}
    run_check({**check, "expect": {"player-power": power}})


def test_no_power_for_you_here_without_a_minion_here() -> None:
    check = _check(HERE, [], play={"play": "zap", "on": "yard"})
    power = {"yard": {"Alan": 0, "Beth": 2}, "bank": {"Alan": 1}}
    run_check({**check, "expect": {"player-power": power, "zones": {"zap": "at yard"}}})


def test_a_count_there_beside_a_target_there_counts_at_the_base_chosen() -> None:
    """One effect whose target and amount both say "there": both are the chosen base (the
    amount was once left to the base of a moment, which an action has none of)."""
    text = (
        "Choose a base. Each of your minions there gains +1 power for each minion there until"
        " the end of the turn."
    )
    check = _check(text, [{"choose-base": "keep"}])
    run_check({**check, "expect": {"power": {"k1": 4, "k2": 5, "k4": 4, "a1": 1}}})


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Choose a base. Return each minion on that base to its owner's hand.",
         "Choose a base. Return each minion there to its owner's hand."),
        ("Choose a base. Move one of your minions to that base.",
         "Choose a base. Move one of your minions there."),
    ],
    ids=["on-that-base", "to-that-base"],
)  # fmt: skip
def test_that_base_after_choose_a_base_is_there(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_that_base_two_sentences_after_choose_a_base_stops() -> None:
    text = "Choose a base. Draw a card. Destroy a minion on that base."
    assert compile_text(text, "action").status == "stopped"


def test_each_minion_on_that_base_returned_is_each_at_the_base_chosen() -> None:
    check = _check(
        "Choose a base. Return each minion on that base to its owner's hand.",
        [{"choose-base": "keep"}],
    )
    expect = {
        "zones": {"k1": "Alan's hand", "k2": "Alan's hand", "k4": "Beth's hand", "b3": "at bank"}
    }
    run_check({**check, "expect": expect})
