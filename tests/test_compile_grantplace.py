"""Extra plays whose place is judged when the card is played (lang-grantplace): "Play an
extra minion at (on) a base where you have no minions" (a minion, two or more minions, a
minion of power N or more; with a breakpoint of N or less) is ``Grant.at``, a filter the
engine judges as the card is played (``PlayGrant.place``), not as the play is given;
"... on each base where you have no minions" (``at.each``) is one extra play for each base
that fits as the plays are given, each only there; an extra action "on this base or on a
minion here" (or "on a minion here") is ``Grant.on`` (the minion judged where it is as the
action is played); "on the same base" after a minion chosen (not moved) is "on that base";
"on the base it left" is ``Grant.left_base``. Played by scenarios (a base that stops
fitting between the grant and the play is refused, one that starts fitting is allowed,
the wrong base, the wrong target, each base's one play, the grant lapsing unused);
"an extra action here" (on this base, or on a minion here?) and "on this base" still
stop, and so do the near-misses below; others compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import to_yaml
from smashwiki.engine.language.grammar import (
    BaseHas,
    Grant,
    GrantAt,
    PowerFilter,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

NONE = "Play an extra minion at a base where you have no minions."
SOME = "You may play an extra minion at a base where you have a minion."
TWO = "Play an extra minion on a base where you have two or more minions."
STRONG = "Play an extra minion at a base where you have a minion of power 4 or more."
LOW = "Play an extra minion at a base with a breakpoint of 15 or less."
EACH = "Play an extra minion of power 2 or less on each base where you have no minions."
EVERY = "Play an extra minion on each base."
EITHER = "You may play an extra action on this base or on a minion here."
ON_MINION = "You may play an extra action on a minion here."
ON_YOURS = "You may play an extra action on one of your minions here."
ON_OTHERS = "You may play an extra action on another player's minion here."
SAME = "Destroy a minion. Play an extra minion on the same base."
LEFT = "Move a minion to another base. Play an extra minion on the base it left."

NO_MINIONS = GrantAt(where="you-have-no-minion")
A_MINION = GrantAt(where="you-have-a-minion")


def _grant(text: str, card_type: str = "action") -> Grant:
    *_, extra = effects_of(text, card_type)
    assert extra.verb == "play" and extra.grant is not None
    return extra.grant


# ---------------------------------------------------------------- (1) compiled, said back


@pytest.mark.parametrize(
    ("text", "grant"),
    [
        (NONE, Grant(at=NO_MINIONS)),
        (NONE.replace(" at ", " on "), Grant(at=NO_MINIONS)),
        (SOME, Grant(at=A_MINION)),
        (SOME.replace(" at ", " on "), Grant(at=A_MINION)),
        (TWO, Grant(at=GrantAt(where="you-have-a-minion", has=BaseHas(2)))),
        (TWO.replace("two", "three"), Grant(at=GrantAt(where="you-have-a-minion", has=BaseHas(3)))),
        (
            STRONG,
            Grant(
                at=GrantAt(where="you-have-a-minion", has=BaseHas(1, PowerFilter("at-least", 4)))
            ),
        ),
        (LOW, Grant(at=GrantAt(breakpoint_at_most=15))),
        (LOW.replace(" at ", " on "), Grant(at=GrantAt(breakpoint_at_most=15))),
        (EACH, Grant(at=GrantAt(where="you-have-no-minion", each=True))),
        (EVERY, Grant(at=GrantAt(each=True))),
        (
            "Play an extra minion on each base where you have a minion.",
            Grant(at=GrantAt(where="you-have-a-minion", each=True)),
        ),
        (
            "Play an extra minion on each base where you have two or more minions.",
            Grant(at=GrantAt(where="you-have-a-minion", has=BaseHas(2), each=True)),
        ),
        (
            "Play an extra minion on each base with a breakpoint of 18 or less.",
            Grant(at=GrantAt(breakpoint_at_most=18, each=True)),
        ),
        (SAME, Grant(that_base=True)),
        (
            "Return a minion to its owner's hand. You may play an extra minion on the same base.",
            Grant(that_base=True),
        ),
        (LEFT, Grant(left_base=True)),
        (
            "Destroy one of your minions. Play an extra minion on the base it left.",
            Grant(left_base=True),
        ),
    ],
    ids=[
        "no-minions",
        "on-no-minions",
        "a-minion",
        "on-a-minion",
        "two-or-more",
        "three-or-more",
        "a-minion-of-power",
        "breakpoint",
        "on-breakpoint",
        "each-without",
        "each-base",
        "each-with",
        "each-two-or-more",
        "each-breakpoint",
        "same-base-destroyed",
        "same-base-returned",
        "base-it-left-moved",
        "base-it-left-destroyed",
    ],
)
def test_an_extra_minion_at_a_place_compiles(text: str, grant: Grant) -> None:
    assert _grant(text) == grant


@pytest.mark.parametrize(
    ("text", "on"),
    [
        (EITHER, "base-or-minion"),
        (ON_MINION, "minion"),
        (ON_YOURS, "your-minion"),
        (ON_OTHERS, "other-minion"),
    ],
    ids=["base-or-minion", "minion", "your-minion", "other-minion"],
)
def test_an_extra_action_here_said_on_what_compiles(text: str, on: str) -> None:
    assert _grant(text, "minion") == Grant(here=True, on=on)  # type: ignore[arg-type]


def test_the_power_filter_stays_on_the_card() -> None:
    (extra,) = effects_of(EACH)
    assert extra.target is not None and extra.target.power == PowerFilter("at-most", 2)


@pytest.mark.parametrize(
    "text", [NONE, TWO, STRONG, LOW, EACH, EVERY, SAME, LEFT], ids=lambda t: t[:40]
)
def test_written_and_read_back(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.compiled is not None
    written = to_yaml(outcome.compiled.abilities)
    assert parse_abilities(written) == outcome.compiled.abilities


def test_an_action_here_on_what_is_written_and_read_back() -> None:
    outcome = compile_text(EITHER, "minion")
    assert outcome.compiled is not None
    written = to_yaml(outcome.compiled.abilities)
    assert written["on-play"][0]["play"]["on"] == "base-or-minion"
    assert parse_abilities(written) == outcome.compiled.abilities


# ---------------------------------------------------------------- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "why", "card_type"),
    [
        ("You may play an extra action here.", "on this base, or on a minion here?", "minion"),
        ("You may play an extra action on this base.", "on a minion here?", "minion"),
        ("Play an extra action at a base where you have no minions.", "on a minion there?",
         "action"),
        ("Play an extra action at a base with a breakpoint of 15 or less.", "on a minion there?",
         "action"),
        ("Play an extra action on each base.", "on a minion there?", "action"),
        ("Play an extra minion on a minion here.", "'on a minion here'", "minion"),
        ("Play two extra minions on each base.", "'on each base'", "action"),
        ("You may play an extra action on two of your minions here.", "'on N of your minions",
         "minion"),
        ("You may play an extra action on another player's minions here.", "cannot parse",
         "minion"),
        ("Play an extra minion at a base with a breakpoint of 15 or more.", "cannot parse",
         "action"),
        ("Play an extra minion at a base where you have no minion.", "cannot parse", "action"),
        ("Play an extra minion at a base where you have the fewest minions.", "fewest",
         "action"),
        ("Play an extra minion on each base where they have no minions.", "cannot parse",
         "action"),
        ("Draw a card. Play an extra minion on the base it left.", "taken off its base", "action"),
        ("Play an extra minion on the base it left.", "taken off its base", "action"),
        ("Move a minion to another base. Play an extra action on the base it left.",
         "extra action", "action"),
        ("Move one of your minions to another base. Play an extra minion on the same base.",
         "after a minion moved", "action"),
        ("Play an extra minion on the same base.", "no minion chosen before", "action"),
        ("You may play an extra action on this base or on a minion there.", "unknown verb head",
         "minion"),
    ],
    ids=[
        "action-here",
        "action-on-this-base",
        "action-no-minions",
        "action-breakpoint",
        "action-each-base",
        "minion-on-a-minion",
        "two-on-each-base",
        "two-of-yours",
        "others-plural",
        "breakpoint-or-more",
        "no-minion-singular",
        "unknown-filter",
        "they-have",
        "left-after-draw",
        "left-first",
        "left-action",
        "same-after-move",
        "same-first",
        "minion-there",
    ],
)  # fmt: skip
def test_near_misses_stop(text: str, why: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert why in outcome.describe(), outcome.describe()


# ---------------------------------------------------------------- (4) near-misses compile apart


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        (NONE, SOME, "action"),
        (SOME, TWO, "action"),
        (NONE, EACH.replace(" of power 2 or less", ""), "action"),
        (EVERY, "Play an extra minion.", "action"),
        (LOW, LOW.replace("15", "16"), "action"),
        (EITHER, ON_MINION, "minion"),
        (ON_MINION, ON_YOURS, "minion"),
        (ON_YOURS, ON_OTHERS, "minion"),
        (EITHER, "You may play an extra minion here.", "minion"),
        (SAME, SAME.replace("the same base", "the base it left"), "action"),
        (LEFT, LEFT.replace("the base it left", "that base"), "action"),
        (NONE, "Play an extra minion.", "action"),
    ],
    ids=[
        "no-vs-a",
        "a-vs-two",
        "one-vs-each",
        "each-vs-any",
        "breakpoint-15-vs-16",
        "base-or-minion-vs-minion",
        "a-minion-vs-yours",
        "yours-vs-others",
        "action-vs-minion",
        "same-vs-left",
        "left-vs-that",
        "place-vs-any",
    ],
)
def test_near_misses_compile_apart(one: str, other: str, card_type: str) -> None:
    first, second = compile_text(one, card_type), compile_text(other, card_type)
    assert first.status == second.status == "compiled", (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


def test_on_and_at_a_base_where_say_one_thing() -> None:
    at, on = compile_text(TWO.replace(" on ", " at "), "action"), compile_text(TWO, "action")
    assert at.compiled is not None and at.compiled == on.compiled


# ---------------------------------------------------------------- (2) scenarios


def _board(**breakpoints: int) -> list[dict[str, Any]]:
    """bank: Alan's a1 and Beth's b3; keep: Beth's k4 only; yard: Alan's y1 and y2; moat:
    empty (breakpoints 40 unless given)."""
    minions: dict[str, dict[str, list[Any]]] = {
        "bank": {"Alan": [{"card": 1, "name": "a1"}], "Beth": [{"card": 3, "name": "b3"}]},
        "keep": {"Beth": [{"card": 4, "name": "k4"}]},
        "yard": {"Alan": [{"card": 1, "name": "y1"}, {"card": 5, "name": "y5"}]},
        "moat": {},
    }
    return [
        {"name": name, "breakpoint": breakpoints.get(name, 40), "minions": at}
        for name, at in minions.items()
    ]


def _check(
    text: str,
    do: list[dict[str, Any]],
    *,
    card_type: str = "action",
    choices: list[dict[str, Any]] | None = None,
    breakpoints: dict[str, int] | None = None,
    more: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Alan plays ``zap`` (``text``) with his regular play of its kind: his hand has the
    minions ``big`` (5), ``small`` (1), ``tiny`` (2) and the actions ``buff`` (played on a
    minion), ``flag`` (on a base) and ``note`` (no target); he has no action play left
    (a minion zap uses his minion play), so each later play of ``do`` is an extra one
    unless it says ``using: normal``."""
    cards = {
        "zap": stand_in(text, card_type),
        "buff": stand_in("Play on a minion. Ongoing: This minion has +1 power.", "action"),
        "flag": stand_in("Play on a base. Ongoing: You have +1 power here.", "action"),
        "note": stand_in("Draw a card.", "action"),
        **(more or {}),
    }
    hand = ["zap", {"card": 5, "name": "big"}, {"card": 1, "name": "small"}]
    hand += [{"card": 2, "name": "tiny"}, "buff", "flag", "note", *(more or {})]
    zap = {"play": "zap", **({"on": "bank"} if card_type == "minion" else {})}
    plays = {"minions": 1, "actions": 0} if card_type == "minion" else {"minions": 1, "actions": 1}
    return {
        "cards": cards,
        "setup": {
            "bases": _board(**(breakpoints or {})),
            "hands": {"Alan": hand},
            "decks": {"Alan": [{"card": 1, "name": f"d{n}"} for n in (1, 2, 3)]},
            "plays": {"Alan": plays},
        },
        "do": [zap, *do],
        "choices": choices or [],
    }


def _run(check: dict[str, Any], **expect: Any) -> None:
    run_check({**check, "expect": expect} if expect else check)


BIG_AT = {"play": "big", "using": "extra"}


def test_no_minions_a_base_without_yours_is_allowed() -> None:
    _run(_check(NONE, [{**BIG_AT, "on": "keep"}]), zones={"big": "at keep"})


@pytest.mark.parametrize("base", ["bank", "yard"])
def test_no_minions_a_base_with_yours_is_refused(base: str) -> None:
    _run(_check(NONE, [{**BIG_AT, "on": base, "illegal": "has a minion at"}]))


def test_no_minions_a_base_that_gets_yours_before_the_play_is_refused() -> None:
    """moat had none of Alan's minions as the play was given; his regular minion goes
    there first, so it no longer fits as the extra one is played."""
    do = [
        {"play": "small", "on": "moat", "using": "normal"},
        {**BIG_AT, "on": "moat", "illegal": "has a minion at moat"},
        {**BIG_AT, "on": "keep"},
    ]
    _run(_check(NONE, do), zones={"small": "at moat", "big": "at keep"})


def test_no_minions_a_base_yours_left_before_the_play_is_allowed() -> None:
    """bank had Alan's a1 as the play was given; a1 is destroyed, so bank fits as the
    extra minion is played (judged then)."""
    do = [{"destroy": "a1"}, {**BIG_AT, "on": "bank"}]
    _run(_check(NONE, do), zones={"a1": "Alan's discard", "big": "at bank"})


def test_a_minion_a_base_that_gets_yours_before_the_play_is_allowed() -> None:
    do = [{"play": "small", "on": "moat", "using": "normal"}, {**BIG_AT, "on": "moat"}]
    _run(_check(SOME, do), zones={"small": "at moat", "big": "at moat"})


def test_a_minion_a_base_yours_left_before_the_play_is_refused() -> None:
    do = [{"move": "a1", "to": "keep"}, {**BIG_AT, "on": "bank", "illegal": "fewer than 1"}]
    _run(_check(SOME, do), zones={"a1": "at keep"}, legal=[{"play": "big", "on": "keep"}])


def test_a_minion_a_base_without_yours_is_refused() -> None:
    _run(_check(SOME, [{**BIG_AT, "on": "keep", "illegal": True}]), legal=[BIG_AT | {"on": "bank"}])


def test_two_or_more_counts_only_yours_as_played() -> None:
    """yard has two of Alan's minions, bank one (and Beth's); once one of yard's is
    destroyed, yard no longer fits; once a second of his goes to bank, bank does."""
    do = [
        {**BIG_AT, "on": "bank", "illegal": "fewer than 2"},
        {"destroy": "y1"},
        {**BIG_AT, "on": "yard", "illegal": "fewer than 2"},
        {"play": "small", "on": "bank", "using": "normal"},
        {**BIG_AT, "on": "bank"},
    ]
    _run(_check(TWO, do), zones={"big": "at bank"})


def test_a_minion_of_power_counts_its_power_as_played() -> None:
    """yard has Alan's y5 (power 5): it fits; bank only a1 (power 1) until a1 gains
    power, then it fits too."""
    do = [
        {**BIG_AT, "on": "bank", "illegal": True},
        {"place-counters": "a1", "amount": 3},
        {**BIG_AT, "on": "bank"},
    ]
    _run(_check(STRONG, do), zones={"big": "at bank"}, power={"a1": 4})


def test_a_breakpoint_is_judged_as_the_card_is_played() -> None:
    """bank's breakpoint is 17, moat's 12: only moat fits at first; once Alan's flag on
    bank lowers its breakpoint by 3 (to 14), bank fits."""
    lower = stand_in("Play on a base. Ongoing: This base's breakpoint is reduced by 3.", "action")
    do = [
        {**BIG_AT, "on": "bank", "illegal": "breakpoint of more than 15"},
        {"play": "lower", "on": "bank", "using": "normal"},
        {**BIG_AT, "on": "bank"},
    ]
    check = _check(LOW, do, breakpoints={"bank": 17, "moat": 12}, more={"lower": lower})
    check["setup"]["plays"] = {"Alan": {"minions": 1, "actions": 2}}
    _run(check, zones={"big": "at bank"}, breakpoint={"bank": 14})


def test_a_breakpoint_too_high_is_refused() -> None:
    check = _check(LOW, [{**BIG_AT, "on": "keep", "illegal": True}], breakpoints={"moat": 12})
    _run(check, legal=[BIG_AT | {"on": "moat"}])


def test_each_base_one_play_on_each_base_without_yours() -> None:
    """keep and moat have none of Alan's minions: one extra minion of power 2 or less
    on each; bank and yard have his minions, and no play is on them."""
    do = [
        {"play": "tiny", "on": "keep", "using": "extra"},
        {"play": "small", "on": "moat", "using": "extra"},
    ]
    _run(_check(EACH, do), zones={"tiny": "at keep", "small": "at moat"})


def test_each_base_only_one_play_on_each() -> None:
    do = [
        {"play": "tiny", "on": "keep", "using": "extra"},
        {"play": "small", "on": "keep", "using": "extra", "illegal": "must be played at moat"},
    ]
    _run(_check(EACH, do), legal=[{"play": "small", "on": "moat", "using": "extra"}])


@pytest.mark.parametrize("base", ["bank", "yard"])
def test_each_base_no_play_on_a_base_with_yours(base: str) -> None:
    do = [{"play": "tiny", "on": base, "using": "extra", "illegal": True}]
    _run(_check(EACH, do))


def test_each_base_keeps_its_power_filter() -> None:
    _run(_check(EACH, [{**BIG_AT, "on": "keep", "illegal": "more than 2"}]))


def test_each_base_the_bases_are_taken_as_the_plays_are_given() -> None:
    """Each play is on its own base, taken as they are given: moat's stays moat's after
    Alan's regular minion goes there first (the words say "each base where you have no
    minions" of the moment the plays are given)."""
    do = [
        {"play": "big", "on": "moat", "using": "normal"},
        {"play": "tiny", "on": "moat", "using": "extra"},
    ]
    _run(_check(EACH, do), zones={"big": "at moat", "tiny": "at moat"})


def test_every_base_one_play_each() -> None:
    do = [{"play": "small", "on": base, "using": "extra"} for base in ("bank",)]
    do += [{"play": "tiny", "on": "bank", "using": "extra", "illegal": True}]
    do += [{"play": "tiny", "on": "yard", "using": "extra"}, {**BIG_AT, "on": "keep"}]
    _run(_check(EVERY, do), zones={"small": "at bank", "tiny": "at yard", "big": "at keep"})


def test_unused_plays_lapse_at_the_end_of_the_turn() -> None:
    """Extra plays are optional ("Play an extra minion" as much as "you may"): Alan plays
    none, and they end with his turn."""
    check = _check(EACH, [{"next-turn": None}])
    _run(
        check,
        active="Beth",
        events=[{"kind": "grant-expired", "player": "Alan"}],
        zones={"tiny": "Alan's hand", "small": "Alan's hand"},
    )


def test_an_unused_place_play_lapses_too() -> None:
    check = _check(NONE, [{"next-turn": None}])
    _run(check, active="Beth", events=[{"kind": "grant-expired", "player": "Alan"}])


def test_either_an_action_on_this_base() -> None:
    _run(
        _check(EITHER, [{"play": "flag", "on": "bank"}], card_type="minion"),
        zones={"flag": "at bank"},
    )


def test_either_an_action_on_a_minion_here() -> None:
    check = _check(EITHER, [{"play": "buff", "on": "b3"}], card_type="minion")
    _run(check, zones={"buff": "on b3"}, power={"b3": 4})


@pytest.mark.parametrize(
    ("card", "on", "why"),
    [
        ("flag", "keep", "must be played on bank or a minion there"),
        ("buff", "k4", "must be played on bank or a minion there"),
        ("note", None, "must be played on bank or a minion there"),
    ],
    ids=["another-base", "a-minion-elsewhere", "no-target"],
)
def test_either_elsewhere_is_refused(card: str, on: str | None, why: str) -> None:
    step: dict[str, Any] = {"play": card, "illegal": why}
    if on is not None:
        step["on"] = on
    _run(_check(EITHER, [step], card_type="minion"))


def test_a_minion_here_is_judged_as_the_action_is_played() -> None:
    """k4 was at keep as the play was given; moved to bank, it is a minion here as the
    action is played."""
    do = [{"move": "k4", "to": "bank"}, {"play": "buff", "on": "k4"}]
    _run(_check(ON_MINION, do, card_type="minion"), zones={"buff": "on k4", "k4": "at bank"})


def test_a_minion_moved_away_is_no_longer_here() -> None:
    do = [{"move": "b3", "to": "keep"}, {"play": "buff", "on": "b3", "illegal": "a minion at bank"}]
    _run(_check(ON_MINION, do, card_type="minion"))


def test_on_a_minion_here_refuses_this_base() -> None:
    do = [{"play": "flag", "on": "bank", "illegal": "a minion at bank"}]
    _run(_check(ON_MINION, do, card_type="minion"), legal=[{"play": "buff", "on": "a1"}])


def test_same_base_is_the_destroyed_minions() -> None:
    do = [{**BIG_AT, "on": "bank", "illegal": True}, {**BIG_AT, "on": "keep"}]
    check = _check(SAME, do, choices=[{"destroy-target": "k4"}])
    _run(check, zones={"k4": "Beth's discard", "big": "at keep"})


def test_the_base_it_left_is_the_one_it_moved_from() -> None:
    do = [{**BIG_AT, "on": "moat", "illegal": True}, {**BIG_AT, "on": "keep"}]
    check = _check(LEFT, do, choices=[{"move-target": "k4"}, {"move-to": "moat"}])
    _run(check, zones={"k4": "at moat", "big": "at keep"})


def test_the_base_it_left_is_not_the_one_it_went_to() -> None:
    """(The same move, said "on that base": the base it went to.)"""
    that = LEFT.replace("the base it left", "that base")
    do = [{**BIG_AT, "on": "keep", "illegal": True}, {**BIG_AT, "on": "moat"}]
    check = _check(that, do, choices=[{"move-target": "k4"}, {"move-to": "moat"}])
    _run(check, zones={"k4": "at moat", "big": "at moat"})


SPECIAL = "Special: Before a base scores, play an extra minion at a base where you have no minions."


def _special(choices: list[dict[str, Any]], **expect: Any) -> None:
    """bank (Alan's a3, Beth's 8) scores; keep has none of Alan's minions, yard his y1:
    the Special's extra minion is offered at once (a Special's is now or never), only at
    keep (bank and yard have his minions as it is played)."""
    check = {
        "cards": {"trick": stand_in(SPECIAL, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 10,
                    "vps": [4, 2, 1],
                    "minions": {"Alan": [{"card": 3, "name": "a3"}], "Beth": [8]},
                },
                {"name": "keep", "breakpoint": 30},
                {"name": "yard", "breakpoint": 30, "minions": {"Alan": [1]}},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "hands": {"Alan": ["trick", {"card": 6, "name": "big"}]},
        },
        "do": ["score"],
        "choices": choices,
        "expect": expect,
    }
    run_check(check, {})


def test_a_special_offers_its_play_only_where_it_fits_now() -> None:
    _special(
        [{"use-ability": "trick"}, {"play-extra": "big"}],
        zones={"big": "at keep"},
        events=[{"kind": "card-played", "card": "big", "target": "keep"}],
    )


def test_a_special_said_without_you_may_can_still_be_passed() -> None:
    """ "Play an extra minion" is optional as every extra play: Alan passes, the play is
    gone (now or never) and big stays in his hand."""
    _special(
        [{"use-ability": "trick"}, {"play-extra": "pass"}],
        zones={"big": "Alan's hand"},
        events=[{"kind": "grant-expired", "player": "Alan"}],
    )


@pytest.mark.parametrize(
    ("text", "good", "bad"),
    [(ON_YOURS, "a1", "b3"), (ON_OTHERS, "b3", "a1")],
    ids=["yours", "others"],
)
def test_whose_minion_here_is_judged_as_the_action_is_played(
    text: str, good: str, bad: str
) -> None:
    do = [
        {"play": "buff", "on": bad, "illegal": "must be played on"},
        {"play": "flag", "on": "bank", "illegal": True},
        {"play": "buff", "on": good},
    ]
    _run(_check(text, do, card_type="minion"), zones={"buff": f"on {good}"})
