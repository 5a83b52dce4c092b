"""Places in targets and plays compiled (lang-s): the "where" of a selector.

- "on one base" of a group (up to N, any number, each, N): a base its player chooses,
  then the group there (``where: chosen-base``, as "Choose a base. ... there" says it);
- "to one base" of a moved group: one base chosen, each of them elsewhere moved to it
  (``to: {kind: base, base: chosen-base}``);
- "to other bases" of a moved group: each to a base other than its own, chosen for each
  (as "to another base" says of each one);
- "to another base where you have a minion": one of the other bases where its player
  has a minion (``base: base-with-your-minion``);
- "there" after "Before a base scores" for an extra minion play (``there: true``) and
  a move ("move one of your minions there": ``base: there``);
- "on that base" / "on that minion's base": the base of the minion the effect just
  before chose, or the base it was at when it has left play (``where: that-base``).

"on the same base" stops (the same as which card's?), and so does each place where it
names no base. Played by scenarios whose expectations fail if the wrong base, count or
player were used."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import Destination, Effect, Grant
from smashwiki.engine.scenario import run_check


def _effects(text: str, card_type: str = "action") -> tuple[Effect, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = [a for a in outcome.compiled.abilities.abilities if a.effects]  # (a Special's too)
    return ability.effects


def _one(text: str, card_type: str = "action") -> Effect:
    (effect,) = _effects(text, card_type)
    return effect


# ---------------------------------------------------------------- compiles, with values


@pytest.mark.parametrize(
    ("text", "kind", "count"),
    [
        ("Destroy up to two minions of power 2 or less on one base.", "up-to", 2),
        ("Destroy any number of minions on one base.", "any-number", 1),
        ("Each of your minions on one base gains +2 power until the end of the turn.", "each", 1),
        ("Place a +1 power counter on each of your minions on one base.", "each", 1),
        ("Return two minions on one base to their owners' hands.", "one", 2),
    ],
    ids=["destroy-up-to", "destroy-any-number", "power-each", "counters-each", "return-two"],
)
def test_on_one_base_is_a_base_chosen_then_the_group_there(
    text: str, kind: str, count: int
) -> None:
    effect = _one(text)
    assert effect.target is not None
    assert effect.target.where == "chosen-base" and effect.target.base_where is None
    assert (effect.target.quantifier.kind, effect.target.quantifier.count) == (kind, count)


def test_on_one_base_after_a_moment() -> None:
    effect = _one("Special: Before a base scores, destroy up to two minions on one base.")
    assert effect.target is not None and effect.target.where == "chosen-base"


def test_on_one_base_is_choose_a_base_there() -> None:
    assert _one("Destroy up to two minions on one base.") == _one(
        "Choose a base. Destroy up to two minions there."
    )


@pytest.mark.parametrize(
    "text",
    [
        "Move any number of your minions to one base.",
        "Move up to three minions to one base.",
        "Move two of your minions to one base.",
    ],
)
def test_to_one_base_moves_a_group_to_one_base_chosen(text: str) -> None:
    effect = _one(text)
    assert effect.verb == "move" and effect.destination == Destination("base", "chosen-base")


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        (
            "Move up to two of your minions to other bases.",
            "Move up to two of your minions to another base.",
        ),
        ("Move each of your minions to other bases.", "Move all of your minions to another base."),
    ],
)
def test_to_other_bases_moves_each_to_a_base_of_its_own(text: str, same_as: str) -> None:
    effect = _one(text)
    assert effect.destination == Destination("base", "another-base")
    assert effect == _one(same_as)


def test_to_other_bases_from_a_base() -> None:
    effect = _one("After this base scores, move each minion here to other bases.", "base")
    assert effect.target is not None and effect.target.where == "here"


def test_to_another_base_where_you_have_a_minion() -> None:
    effect = _one("Move one of your minions to another base where you have a minion.")
    assert effect.destination == Destination("base", "base-with-your-minion")


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("Destroy a minion of power 3 or less on a base where you have no minions.", "target"),
        ("Destroy a minion at a base where you have no minions.", "target"),
        ("Move a minion to another base where you have no minions.", "destination"),
    ],
)
def test_where_you_have_no_minions(text: str, where: str) -> None:
    effect = _one(text)
    if where == "target":
        assert effect.target is not None and effect.target.where == "base-without-your-minion"
    else:
        assert effect.destination == Destination("base", "base-without-your-minion")


def test_for_each_minion_there_before_a_base_scores() -> None:
    effect = _one("Special: Before a base scores, draw a card for each of your minions there.")
    assert effect.amount is not None and effect.amount.per is not None
    assert effect.amount.per.where == "there" and effect.amount.per.whose == "you"


def test_an_extra_minion_there_before_a_base_scores() -> None:
    effect = _one("Special: Before a base scores, play an extra minion there.")
    assert effect.grant == Grant(there=True)


@pytest.mark.parametrize(
    "text",
    [
        "Special: Before a base scores, move one of your minions there.",
        "Special: Before a base scores, you may move another player's minion there.",
        "Special: Before a base scores, move one of your minions of power 2 or less there.",
    ],
)
def test_a_minion_moved_there_before_a_base_scores(text: str) -> None:
    effect = _one(text)
    assert effect.destination == Destination("base", "there")
    assert effect.target is not None and effect.target.where == "anywhere"


@pytest.mark.parametrize(
    "text",
    [
        "Destroy a minion. Return each other minion on that base to its owner's hand.",
        "Destroy a minion. If you do, you may destroy another minion of power 3 or less on"
        " that base.",
        "Destroy a minion. If you do, destroy a minion of power 3 or less on that minion's base.",
        "Move a minion to another base. Destroy a minion of power 2 or less on that base.",
        "Destroy a minion. Each minion on that base gains +1 power until the end of the turn.",
    ],
    ids=["return-each", "if-you-do", "that-minions-base", "after-a-move", "power"],
)
def test_on_that_base_is_the_base_of_the_minion_chosen(text: str) -> None:
    effects = _effects(text)
    later = [e for e in (*effects, *effects[0].then) if e is not effects[0]]
    assert later and later[-1].target is not None and later[-1].target.where == "that-base"


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        (
            "Destroy up to two minions of power 2 or less on the same base.",
            "Destroy up to two minions of power 2 or less on one base.",
        ),
        (
            "Draw a card. Destroy two minions on the same base.",
            "Draw a card. Destroy two minions on one base.",
        ),
        (
            "Destroy a minion. If you do, you may destroy another minion of power 3 or less on"
            " the same base.",
            "Destroy a minion. If you do, you may destroy another minion of power 3 or less on"
            " that base.",
        ),
    ],
    ids=["group", "group-after-a-draw", "after-a-choice"],
)
def test_on_the_same_base_is_one_base_or_that_base(text: str, same_as: str) -> None:
    assert _effects(text) == _effects(same_as)


def test_from_there_is_there() -> None:
    assert _effects("Choose a base. Move another player's minion from there to another base.") == (
        _effects("Choose a base. Move another player's minion there to another base.")
    )


# ---------------------------------------------------------------- near-misses that stop


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Destroy a minion. Destroy up to two minions on the same base.", "or that minion's?"),
        ("Destroy a minion on the same base.", "no minion chosen before"),
        ("Destroy minions on the same base.", "no number"),
        ("Each of your minions on the same base gains +1 power until the end of the turn.", "each"),
        ("Ongoing: Your minions on the same base have +1 power.", "no number"),
        ("Play an extra minion. You may play an extra action on the same base.", "same base"),
        ("Play an extra minion. You may play an extra minion on the same base.", "same base"),
        ("Destroy a minion on one base.", "said of one card"),
        ("Destroy up to two minions on two bases.", "cannot parse: 'bases'"),
        ("Move a minion to one base.", "said of one minion"),
        ("Move a minion to other bases.", "said of one minion"),
        ("Move another of your minions to other bases.", "said of one minion"),
        ("Return each other minion on that base to its owner's hand.", "not after choosing"),
        ("Draw a card. Destroy a minion on that base.", "not after choosing"),
        ("Ongoing: Each minion on that base has +1 power.", "ongoing text"),
        ("Special: Before a base scores, play an extra action there.", "extra action 'there'"),
        ("After you play a minion here, play an extra minion there.", "no base about to score"),
        ("Move one of your minions there.", "no base about to score"),
        ("Special: Before a base scores, move up to two of your minions there.", "a number of"),
        ("Move a minion.", "no destination"),
        (
            "Move a minion to another base. Destroy a minion on the same base.",
            "after a minion moved",
        ),
        ("Destroy a minion. Destroy each other minion on that base.", "on a card in play"),
        ("After a base scores, draw a card for each minion there.", "no base about to score"),
    ],
    ids=[
        "same-base-group-after-a-choice",
        "same-base-one-card",
        "same-base-no-number",
        "same-base-each",
        "same-base-ongoing",
        "same-base-extra-action",
        "same-base-extra-minion",
        "one-base-one-card",
        "two-bases",
        "to-one-base-one",
        "other-bases-one",
        "other-bases-another",
        "that-base-first",
        "that-base-after-draw",
        "that-base-ongoing",
        "extra-action-there",
        "extra-there-after-play",
        "move-there-no-moment",
        "move-group-there",
        "no-destination",
        "same-base-after-a-move",
        "other-on-that-base-minion",
        "count-there-after-scoring",
    ],
)
def test_near_misses_stop(text: str, why: str) -> None:
    card_type = (
        "minion" if text.startswith(("After you play", "Destroy a minion. Destroy")) else "action"
    )
    assert_stops(text, card_type, why)


# ---------------------------------------------------------------- near-misses compile apart


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Destroy up to two minions on one base.", "Destroy up to two minions."),
        ("Destroy up to two minions on one base.", "Destroy each minion on a base."),
        (
            "Move any number of your minions to one base.",
            "Move any number of your minions to other bases.",
        ),
        (
            "Move any number of your minions to one base.",
            "Move any number of your minions from one base to another base.",
        ),
        (
            "Move a minion to another base where you have a minion.",
            "Move a minion to another base.",
        ),
        (
            "Destroy a minion. Destroy a minion on that base.",
            "Destroy a minion. Destroy a minion.",
        ),
        (
            "Special: Before a base scores, play an extra minion there.",
            "Special: Before a base scores, play an extra minion.",
        ),
    ],
    ids=[
        "one-base-or-any",
        "up-to-or-each",
        "one-or-other-bases",
        "to-or-from-one",
        "with-yours",
        "that-base-or-any",
        "there-or-anywhere",
    ],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---------------------------------------------------------------- scenarios


def _bases(**minions: dict[str, list[Any]]) -> list[dict[str, Any]]:
    return [{"name": name, "breakpoint": 40, "minions": at} for name, at in minions.items()]


def _played(text: str, bases: list[dict[str, Any]], choices: list[Any]) -> dict[str, Any]:
    return {
        "cards": {"zap": stand_in(text, "action")},
        "setup": {"bases": bases, "hands": {"Alan": ["zap"]}},
        "do": [{"play": "zap"}],
        "choices": choices,
    }


def _two_bases() -> list[dict[str, Any]]:
    return _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}, {"card": 1, "name": "b1"}]},
        keep={"Beth": [{"card": 2, "name": "k2"}, {"card": 4, "name": "k4"}]},
    )


def test_on_one_base_destroys_up_to_two_at_the_base_chosen() -> None:
    check = _played(
        "Destroy up to two minions of power 2 or less on one base.",
        _two_bases(),
        [{"choose-base": "bank"}, {"destroy-targets": ["b2", "b1"]}],
    )
    zones = {"b2": "Beth's discard", "b1": "Beth's discard", "k2": "at keep"}
    run_check({**check, "expect": {"zones": zones}})


def test_on_one_base_offers_none_of_another_base() -> None:
    check = _played(
        "Destroy up to two minions of power 2 or less on one base.",
        _two_bases(),
        [{"choose-base": "bank"}, {"destroy-targets": ["b2", "k2"]}],
    )
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"zones": {"k2": "Beth's discard"}}})


def test_on_one_base_power_for_each_of_yours_there_only() -> None:
    bases = _bases(
        bank={"Alan": [{"card": 2, "name": "a2"}, {"card": 3, "name": "a3"}], "Beth": [1]},
        keep={"Alan": [{"card": 1, "name": "a1"}]},
    )
    check = _played(
        "Each of your minions on one base gains +2 power until the end of the turn.",
        bases,
        [{"choose-base": "bank"}],
    )
    run_check({**check, "expect": {"power": {"a2": 4, "a3": 5, "a1": 1}}})


def test_to_one_base_moves_each_chosen_to_the_base_chosen() -> None:
    bases = _bases(
        bank={"Alan": [{"card": 2, "name": "a2"}]},
        keep={"Alan": [{"card": 3, "name": "a3"}]},
        mill={"Alan": [{"card": 1, "name": "a1"}]},
    )
    check = _played(
        "Move any number of your minions to one base.",
        bases,
        [{"move-to": "mill"}, {"move-minions": ["a2", "a3"]}],
    )
    run_check({**check, "expect": {"zones": {"a2": "at mill", "a3": "at mill", "a1": "at mill"}}})


def test_to_one_base_does_not_offer_one_already_there() -> None:
    bases = _bases(
        bank={"Alan": [{"card": 2, "name": "a2"}]}, keep={"Alan": [{"card": 3, "name": "a3"}]}
    )
    check = _played(
        "Move any number of your minions to one base.",
        bases,
        [{"move-to": "bank"}, {"move-minions": ["a3"]}],
    )
    expect = {"zones": {"a3": "at bank"}, "not-offered": {"move-minions": ["a2"]}}
    run_check({**check, "expect": expect})


def test_to_other_bases_each_goes_to_a_base_of_its_own() -> None:
    bases = _bases(
        bank={"Alan": [{"card": 2, "name": "a2"}, {"card": 3, "name": "a3"}]},
        keep={},
        mill={},
    )
    check = _played(
        "Move up to two of your minions to other bases.",
        bases,
        [{"move-minions": ["a2", "a3"]}, {"move-to": "keep"}, {"move-to": "mill"}],
    )
    run_check({**check, "expect": {"zones": {"a2": "at keep", "a3": "at mill"}}})


def test_to_another_base_where_you_have_a_minion_offers_only_those() -> None:
    bases = _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}]},
        keep={"Alan": [1]},
        mill={"Beth": [5]},
        yard={"Alan": [2]},
    )
    text = "Move a minion to another base where you have a minion."
    ok = _played(text, bases, [{"move-target": "b2"}, {"move-to": "keep"}])
    run_check({**ok, "expect": {"zones": {"b2": "at keep"}}})
    wrong = _played(text, bases, [{"move-target": "b2"}, {"move-to": "mill"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"b2": "at mill"}}})


def test_on_that_base_is_where_the_destroyed_minion_was() -> None:
    text = "Destroy a minion. Return each other minion on that base to its owner's hand."
    check = _played(text, _two_bases(), [{"destroy-target": "b2"}])
    zones = {"b2": "Beth's discard", "b1": "Beth's hand", "k2": "at keep", "k4": "at keep"}
    run_check({**check, "expect": {"zones": zones}})


def test_on_that_base_the_other_base_chosen_first() -> None:
    text = "Destroy a minion. Return each other minion on that base to its owner's hand."
    check = _played(text, _two_bases(), [{"destroy-target": "k4"}])
    zones = {"k2": "Beth's hand", "b1": "at bank", "b2": "at bank"}
    run_check({**check, "expect": {"zones": zones}})


def test_if_you_do_on_that_base_is_optional_and_offers_that_base_only() -> None:
    text = (
        "Destroy a minion. If you do, you may destroy another minion of power 3 or less on"
        " that base."
    )
    check = _played(text, _two_bases(), [{"destroy-target": "k4"}, {"destroy-target": "k2"}])
    run_check({**check, "expect": {"zones": {"k2": "Beth's discard", "b2": "at bank"}}})
    passed = _played(text, _two_bases(), [{"destroy-target": "k4"}, {"destroy-target": "pass"}])
    run_check({**passed, "expect": {"zones": {"k4": "Beth's discard", "k2": "at keep"}}})
    wrong = _played(text, _two_bases(), [{"destroy-target": "k4"}, {"destroy-target": "b2"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"b2": "Beth's discard"}}})


def test_on_that_base_after_a_move_is_where_it_went() -> None:
    bases = _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}]},
        keep={"Beth": [{"card": 1, "name": "k1"}]},
    )
    text = "Move a minion to another base. Destroy a minion of power 2 or less on that base."
    check = _played(text, bases, [{"move-target": "b2"}, {"destroy-target": "k1"}])
    run_check({**check, "expect": {"zones": {"k1": "Beth's discard", "b2": "at keep"}}})


def _scored(text: str, hand: list[Any], **minions: Any) -> dict[str, Any]:
    """Bank (breakpoint 10, VPs 4 2 1) scored on Alan's turn: Beth 8 there, Alan 3."""
    return {
        "cards": {"trick": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 10,
                    "vps": [4, 2, 1],
                    "minions": {"Alan": [{"card": 3, "name": "a3"}], "Beth": [8]},
                },
                {"name": "keep", "breakpoint": 30, "minions": minions},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "hands": {"Alan": ["trick", *hand]},
        },
        "do": ["score"],
    }


def test_an_extra_minion_there_is_played_on_the_scoring_base() -> None:
    check = _scored(
        "Special: Before a base scores, play an extra minion there.",
        [{"card": 6, "name": "big"}],
    )
    check["choices"] = [{"use-ability": "trick"}, {"play-extra": "big"}]
    check["expect"] = {
        "vps": {"Alan": 4, "Beth": 2},
        "events": [{"kind": "card-played", "card": "big", "target": "bank"}],
    }
    run_check(check)


def test_a_minion_moved_there_counts_for_the_scoring() -> None:
    check = _scored(
        "Special: Before a base scores, move one of your minions there.",
        [],
        Alan=[{"card": 6, "name": "a6"}, {"card": 1, "name": "a1"}],
    )
    check["choices"] = [{"use-ability": "trick"}, {"move-target": "a6"}]
    check["expect"] = {"vps": {"Alan": 4, "Beth": 2}, "not-offered": {"move-target": ["a3"]}}
    run_check(check)


def test_a_minion_already_there_is_not_offered_to_move_there() -> None:
    check = _scored(
        "Special: Before a base scores, move one of your minions there.",
        [],
        Alan=[{"card": 6, "name": "a6"}, {"card": 1, "name": "a1"}],
    )
    check["choices"] = [{"use-ability": "trick"}, {"move-target": "a3"}]
    with pytest.raises(IllegalChoice):
        run_check({**check, "expect": {"vps": {"Beth": 4}}})


def test_on_one_base_does_not_offer_a_minion_that_cannot_be_destroyed() -> None:
    bases = _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}, {"card": "wall", "name": "w1"}]},
        keep={"Beth": [{"card": 1, "name": "k1"}]},
    )
    check = _played(
        "Destroy up to two minions of power 2 or less on one base.",
        bases,
        [{"choose-base": "bank"}, {"destroy-targets": ["b2"]}],
    )
    check["cards"]["wall"] = stand_in(
        "Ongoing: This minion cannot be destroyed.", "minion", power=1
    )
    expect = {"zones": {"b2": "Beth's discard"}, "not-offered": {"destroy-targets": ["w1"]}}
    run_check({**check, "expect": expect})


def test_destroy_at_a_base_where_you_have_no_minions_offers_only_those() -> None:
    bases = _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}], "Alan": [1]},
        keep={"Beth": [{"card": 2, "name": "k2"}, {"card": 1, "name": "k1"}]},
    )
    text = "Destroy a minion at a base where you have no minions."
    check = _played(text, bases, [{"destroy-target": "k2"}])
    expect = {"zones": {"k2": "Beth's discard"}, "not-offered": {"destroy-target": ["b2"]}}
    run_check({**check, "expect": expect})


def test_move_to_another_base_where_you_have_no_minions_offers_only_those() -> None:
    bases = _bases(
        bank={"Beth": [{"card": 2, "name": "b2"}]},
        keep={"Alan": [1]},
        mill={"Beth": [5]},
        yard={},
    )
    text = "Move a minion to another base where you have no minions."
    ok = _played(text, bases, [{"move-target": "b2"}, {"move-to": "yard"}])
    run_check({**ok, "expect": {"zones": {"b2": "at yard"}}})
    wrong = _played(text, bases, [{"move-target": "b2"}, {"move-to": "keep"}])
    with pytest.raises(IllegalChoice):
        run_check({**wrong, "expect": {"zones": {"b2": "at keep"}}})


def test_for_each_of_your_minions_there_counts_at_the_scoring_base() -> None:
    check = _scored(
        "Special: Before a base scores, draw a card for each of your minions there.",
        [],
        Alan=[{"card": 1, "name": "a1"}, {"card": 1, "name": "a0"}],
    )
    check["setup"]["bases"][0]["minions"]["Alan"].append({"card": 1, "name": "a4"})
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": f"d{n}"} for n in range(4)]}
    check["choices"] = [{"use-ability": "trick"}]
    check["expect"] = {"hand": {"Alan": ["d0", "d1"]}}  # a3 and a4 there, not a1 nor a0
    run_check(check)
