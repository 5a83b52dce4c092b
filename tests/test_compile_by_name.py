"""Cards selected or counted by name, beyond "named X" (lang-name).

- **The card's own name** said as a noun: ``compile_text`` is given the printed name of
  the card (``card_name``; every caller that has it passes it), and on a minion named Tin
  Soldier "each other Tin Soldier here", "all Tin Soldiers", "up to two Tin Soldiers from
  your discard pile", "an extra Tin Soldier" are the minions named Tin Soldier
  (:mod:`smashwiki.compile.ownname`); "for each Tin Soldier here (including this one)" is
  "for each minion named Tin Soldier here", which counts this one.
- **"with the same name as that minion"** (the one the effect just before chose: it is
  destroyed or returned, or the cards are in a pile, or an extra play is granted for its
  name) and **"... as this minion"** (a minion's, or a minion modifier's): a selector's
  ``same-name-as``, the printed name of that card.

- **"if you have 3 or more minions with the same name here"** (on this base, on a base,
  on one base, in play): N or more of your minions of one printed name, a condition.

What stops, on purpose: a capitalised word that is not the card's own name and not after
"named" (another card's name, a faction's word: "each other Penguin"; the compiler cannot
tell a name from an ordinary word, so it reads none, and says so); the card's name said as
its subject ("Tin Soldier gains +2 power": this one, or each?); "with the same name" with
no card ("as what?"); "the same name as that minion" of a minion still in play (may it be
that minion itself?); "with the same name" of no card ("any number of minions with the
same name": as which card, or a group all of one name, which the grammar cannot say);
"minions with the same name here" on an action (which base?).

Played by scenarios with two Tin Soldiers and an Imp (of another name), so that a name not
held to fails."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text, draft
from smashwiki.compile.ownname import own_name
from smashwiki.compile.report import compile_cards
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.language.grammar import Quantifier, Selector, parse_abilities
from smashwiki.engine.scenario import run_check

SOLDIER = "Tin Soldier"


def _ability(text: str, card_type: str = "minion", name: str | None = SOLDIER) -> Any:
    outcome = compile_text(text, card_type, card_name=name)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return ability


# ---- the card's own name ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "selector"),
    [
        (
            "Ongoing: This minion has +1 power for each other Tin Soldier on this base.",
            Selector(where="here", other=True, name=SOLDIER),
        ),
        (
            "Ongoing: This minion has +1 power for each Tin Soldier here (including this one).",
            Selector(where="here", name=SOLDIER),
        ),
        (
            "Ongoing: This minion has +1 power for each other Tin Soldier.",
            Selector(other=True, name=SOLDIER),
        ),
    ],
    ids=["each-other-on-this-base", "including-this-one", "anywhere"],
)
def test_own_name_counted(text: str, selector: Selector) -> None:
    (static,) = _ability(text).statics
    assert static.amount is not None and static.amount.per == selector


@pytest.mark.parametrize(
    ("text", "verb", "selector"),
    [
        ("Destroy a Tin Soldier.", "destroy", Selector(name=SOLDIER)),
        (
            "Destroy all other Tin Soldiers.",
            "destroy",
            Selector(name=SOLDIER, other=True, quantifier=Quantifier("each")),
        ),
        (
            "Return each other Tin Soldier to its owner's hand.",
            "return",
            Selector(name=SOLDIER, other=True, quantifier=Quantifier("each")),
        ),
        (
            "Place up to two Tin Soldiers from your discard pile into your hand.",
            "take",
            Selector(whose="you", pile="discard", name=SOLDIER, quantifier=Quantifier("up-to", 2)),
        ),
        (
            "Search your deck for a Tin Soldier and place it into your hand. Shuffle your deck.",
            "take",
            Selector(whose="you", pile="deck", name=SOLDIER),
        ),
        ("You may play an extra Tin Soldier.", "play", Selector(whose="you", name=SOLDIER)),
    ],
    ids=["a", "all-other", "each-other", "up-to-from-discard", "search", "extra"],
)
def test_own_name_selected(text: str, verb: str, selector: Selector) -> None:
    effect = _ability(text).effects[0]
    expected = selector if verb != "play" else Selector(whose="you", pile="hand", name=SOLDIER)
    assert effect.verb == verb and effect.target == expected


def test_own_name_as_a_plural_subject() -> None:
    (static,) = _ability("Ongoing: Other Tin Soldiers here have +1 power.").statics
    each = Quantifier("each")
    assert static.target == Selector(where="here", other=True, name=SOLDIER, quantifier=each)


def test_own_name_is_named_x() -> None:
    """The own name is the same values as "a minion named X"; so on an action, "an action
    named X"."""
    own = compile_text("Destroy all other Tin Soldiers.", "minion", card_name=SOLDIER)
    named = compile_text("Destroy all other minions named Tin Soldier.", "minion")
    assert own.compiled is not None and named.compiled is not None
    assert own.compiled.abilities == named.compiled.abilities
    effect = _ability("Draw a card for each Bolt in your discard pile.", "action", "Bolt")
    assert effect.effects[0].amount.per == Selector(
        what="action", whose="you", pile="discard", name="Bolt"
    )


def test_own_name_rewrite_leaves_other_words() -> None:
    assert own_name("Destroy a minion.", "Destroy", "minion") == "Destroy a minion."
    assert own_name("Destroy a minion named Tin Soldier.", SOLDIER, "minion") == (
        "Destroy a minion named Tin Soldier."
    )
    assert own_name("Destroy a Tin Soldier.", SOLDIER, "base") == "Destroy a Tin Soldier."
    assert compile_text("Destroy a minion.", "action", card_name="Destroy").accepted


def test_the_name_reaches_the_compiler_from_its_callers() -> None:
    (outcome,) = compile_cards(
        [("f/tin-soldier", "Destroy all other Tin Soldiers.", "minion")],
        card_names={"f/tin-soldier": SOLDIER},
    )
    assert outcome[1].accepted, outcome[1].describe()
    (unnamed,) = compile_cards([("f/tin-soldier", "Destroy all other Tin Soldiers.", "minion")])
    assert unnamed[1].status == "stopped"
    found = draft("Draw a card. Destroy all other Tin Soldiers.", "minion", card_name=SOLDIER)
    assert found.stop is None and found.abilities is not None


# ---- "with the same name as that minion / this minion" ---------------------------------


@pytest.mark.parametrize(
    ("text", "card_type", "index", "selector"),
    [
        (
            "Destroy a minion. Destroy each minion with the same name as that minion.",
            "action",
            1,
            Selector(name_of="chosen", quantifier=Quantifier("each")),
        ),
        (
            "Return a minion to its owner's hand. Search your deck for a card with the same "
            "name as that minion and place it into your hand. Shuffle your deck.",
            "action",
            1,
            Selector(what="card", whose="you", pile="deck", name_of="chosen"),
        ),
        (
            "Destroy a minion. Place any number of cards with the same name as that minion "
            "from your discard pile into your hand.",
            "action",
            1,
            Selector(
                what="card",
                whose="you",
                pile="discard",
                name_of="chosen",
                quantifier=Quantifier("any-number"),
            ),
        ),
        (
            "Destroy a minion. Play an extra minion with the same name as that minion.",
            "action",
            1,
            Selector(whose="you", pile="hand", name_of="chosen"),
        ),
        (
            "Destroy all other minions with the same name as this minion.",
            "minion",
            0,
            Selector(name_of="self-or-host", other=True, quantifier=Quantifier("each")),
        ),
        (
            "You may play an extra minion with the same name as this minion.",
            "minion",
            0,
            Selector(whose="you", pile="hand", name_of="self-or-host"),
        ),
    ],
    ids=[
        "destroy-each-after-destroy",
        "search-after-return",
        "any-number-from-discard",
        "extra-play",
        "all-other-as-this",
        "extra-as-this",
    ],
)
def test_same_name_as(text: str, card_type: str, index: int, selector: Selector) -> None:
    effect = _ability(text, card_type, None).effects[index]
    assert effect.target == selector


def test_two_extra_minions_with_the_same_name_are_two_plays() -> None:
    effects = _ability(
        "Destroy a minion. Play two extra minions with the same name as that minion.",
        "action",
        None,
    ).effects
    assert len(effects) == 3 and effects[1] == effects[2]
    assert effects[1].target.name_of == "chosen"


def test_an_ongoing_power_for_your_minions_with_the_same_name() -> None:
    (static,) = _ability(
        "Ongoing: Your minions with the same name as this minion have +1 power.", name=None
    ).statics
    each = Quantifier("each")
    assert static.target == Selector(whose="you", name_of="self-or-host", quantifier=each)


def test_same_name_as_is_in_the_card_language() -> None:
    spec = {"same-name-as": "chosen", "each": True}
    parsed = parse_abilities({"on-play": [{"destroy": True, "target": spec}]})
    (ability,) = parsed.abilities
    assert ability.effects[0].target == Selector(name_of="chosen", quantifier=Quantifier("each"))
    with pytest.raises(Exception, match="same-name-as"):
        both = {"same-name-as": "chosen", "name": "Imp"}
        parse_abilities({"on-play": [{"destroy": True, "target": both}]})


# ---- near-misses ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "card_type", "name", "reason"),
    [
        ("Destroy a Tin Soldier.", "minion", "Bugle Boy", "capitalised word"),
        ("Destroy a Tin Soldier.", "minion", None, "capitalised word"),
        ("Destroy each other Penguin.", "action", None, "capitalised word"),
        ("Ongoing: Your other Penguins have +1 power.", "minion", None, "capitalised word"),
        ("Destroy a tin soldier.", "minion", SOLDIER, "unknown word"),
        ("Destroy a Tin Soldiers.", "minion", SOLDIER, "number does not agree"),
        ("Destroy two Tin Soldier.", "minion", SOLDIER, "number does not agree"),
        ("Destroy a Tin Soldier.", "base", SOLDIER, "capitalised word"),
        ("Ongoing: Tin Soldier has +1 power.", "minion", SOLDIER, "unknown verb head"),
        (
            "Ongoing: This minion has +1 power for each other Tin Soldier here (including "
            "this one).",
            "minion",
            SOLDIER,
            "unknown word",
        ),
        ("Draw a card for each Tin Soldier in your discard pile.", "minion", SOLDIER, "parse"),
        (
            "Play an extra minion with the same name as that minion.",
            "action",
            None,
            "not after choosing a minion",
        ),
        (
            "Draw a card. Destroy a minion with the same name as that minion.",
            "action",
            None,
            "not after choosing a minion",
        ),
        (
            "Move a minion to another base. Move a minion with the same name as that minion "
            "to another base.",
            "action",
            None,
            "that minion itself",
        ),
        (
            "Destroy all other minions with the same name as this minion.",
            "action",
            None,
            "no minion",
        ),
        (
            "Ongoing: Your minions with the same name as that minion have +1 power.",
            "minion",
            None,
            "ongoing text",
        ),
        (
            "Destroy a minion. Each other player destroys a minion with the same name as "
            "that minion.",
            "action",
            None,
            "inside another effect",
        ),
        (
            "Destroy a minion named Imp with the same name as this minion.",
            "minion",
            None,
            "two names",
        ),
        (
            "Search your deck for a card with the same name and place it into your hand.",
            "action",
            None,
            "without 'as'",
        ),
        (
            "Place any number of minions with the same name from your discard pile into your hand.",
            "action",
            None,
            "without 'as'",
        ),
    ],
    ids=[
        "another-card-name",
        "no-name-given",
        "faction-word",
        "faction-plural",
        "lower-case",
        "plural-after-a",
        "singular-after-two",
        "own-name-on-a-base",
        "own-name-as-subject",
        "including-after-other",
        "minion-in-a-pile",
        "that-minion-with-nothing-chosen",
        "that-minion-after-a-draw",
        "that-minion-still-in-play",
        "this-minion-on-an-action",
        "that-minion-ongoing",
        "that-minion-inside-each",
        "two-names",
        "same-name-as-what",
        "group-of-one-name",
    ],
)
def test_near_misses_stop(text: str, card_type: str, name: str | None, reason: str) -> None:
    outcome = compile_text(text, card_type, card_name=name)
    assert not outcome.accepted, outcome.describe()
    assert reason in outcome.describe(), outcome.describe()


def test_own_name_as_a_subject_is_never_accepted() -> None:
    text = "Tin Soldier gains +2 power until the end of the turn."
    assert not compile_text(text, "minion", card_name=SOLDIER).accepted


@pytest.mark.parametrize(
    ("one", "other", "card_type"),
    [
        ("Destroy all Tin Soldiers.", "Destroy all other Tin Soldiers.", "minion"),
        ("Destroy a Tin Soldier.", "Destroy a minion.", "minion"),
        (
            "You may play an extra Tin Soldier.",
            "You may play an extra minion named Imp.",
            "minion",
        ),
        (
            "Destroy a minion. Destroy each minion with the same name as that minion.",
            "Destroy a minion. Destroy each minion with the same name as this minion.",
            "minion",
        ),
        (
            "Destroy a minion. Play an extra minion with the same name as that minion.",
            "Destroy a minion. Play an extra minion.",
            "action",
        ),
        (
            "Destroy a minion. Place a card with the same name as that minion from your "
            "discard pile into your hand.",
            "Destroy a minion. Place any number of cards with the same name as that minion "
            "from your discard pile into your hand.",
            "action",
        ),
    ],
    ids=[
        "all-vs-all-other",
        "own-name-vs-any",
        "own-vs-other-name",
        "that-vs-this",
        "same-name-vs-any",
        "one-vs-any-number",
    ],
)
def test_near_misses_compile_apart(one: str, other: str, card_type: str) -> None:
    first = compile_text(one, card_type, card_name=SOLDIER)
    second = compile_text(other, card_type, card_name=SOLDIER)
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


def test_a_quoted_own_name_after_named_is_the_same() -> None:
    assert_same_values('Destroy a minion named "Imp".', "Destroy a minion named Imp.", "minion")


# ---- scenarios: two Tin Soldiers and an Imp ---------------------------------------------

TIN = {"type": "minion", "power": 2, "name": SOLDIER}
IMP = {"type": "minion", "power": 1, "name": "Imp"}
BASES_TWO = [{"name": "bank", "breakpoint": 30}, {"name": "vault", "breakpoint": 30}]


def _lead(text: str, power: int = 1) -> dict[str, Any]:
    return stand_in(text, "minion", power=power, name=SOLDIER)


def _ongoing(text: str, expect: dict[str, int], wrong: dict[str, int]) -> None:
    """``lead`` (a Tin Soldier of power 1) at bank with Alan's t1 and imp, Beth's t2 at
    bank too and Beth's t3 at vault."""
    check: dict[str, Any] = {
        "cards": {"lead": _lead(text), "t1": TIN, "t2": TIN, "t3": TIN, "imp": IMP},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": ["lead", "t1", "imp"], "Beth": ["t2"]},
                },
                {"name": "vault", "breakpoint": 30, "minions": {"Beth": ["t3"]}},
            ],
        },
        "do": [],
        "expect": {"power": expect},
    }
    run_check(check, {})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"power": wrong}}, {})


def test_each_other_own_name_on_this_base_counts_them_there() -> None:
    """t1 and t2 at bank (anyone's), not t3 at vault, not the imp, not itself: +2."""
    _ongoing(
        "Ongoing: This minion has +1 power for each other Tin Soldier on this base.",
        {"lead": 3},
        {"lead": 4},
    )


def test_including_this_one_counts_itself() -> None:
    _ongoing(
        "Ongoing: This minion has +1 power for each Tin Soldier here (including this one).",
        {"lead": 4},
        {"lead": 3},
    )


def test_other_own_name_here_have_power() -> None:
    """t1 and t2 at bank gain; t3 at vault, the imp and the lead itself do not."""
    _ongoing(
        "Ongoing: Other Tin Soldiers here have +1 power.",
        {"t1": 3, "t2": 3, "t3": 2, "imp": 1, "lead": 1},
        {"lead": 2},
    )


def test_your_minions_with_the_same_name_as_this_minion_have_power() -> None:
    """Alan's t1 and the lead itself (his, of its name) gain; Beth's t2, t3 and the imp
    do not."""
    _ongoing(
        "Ongoing: Your minions with the same name as this minion have +1 power.",
        {"t1": 3, "lead": 2, "t2": 2, "t3": 2, "imp": 1},
        {"t2": 3},
    )


def _played(
    card: dict[str, Any],
    choices: list[dict[str, Any]],
    expect: dict[str, Any],
    **setup: Any,
) -> None:
    """Alan plays ``card`` (a minion on bank, or an action); Beth has t2 and imp at bank,
    t3 at vault."""
    do: list[dict[str, Any]] = [{"play": "card", "on": "bank"}]
    if card["type"] == "action":
        do = [{"play": "card"}]
    run_check(
        {
            "cards": {"card": card, "t1": TIN, "t2": TIN, "t3": TIN, "imp": IMP, "imp2": IMP},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {"Beth": ["t2", "imp"]}},
                    {"name": "vault", "breakpoint": 30, "minions": {"Beth": ["t3"]}},
                ],
                "hands": {"Alan": ["card", *setup.pop("hand", [])]},
                **setup,
            },
            "do": [*do, *expect.pop("then", [])],
            "choices": choices,
            "expect": expect,
        },
        {},
    )


def test_destroy_all_other_own_name_destroys_those_only() -> None:
    _played(
        _lead("Destroy all other Tin Soldiers."),
        [],
        {
            "zones": {
                "t2": "Beth's discard",
                "t3": "Beth's discard",
                "imp": "at bank",
                "card": "at bank",
            }
        },
    )


def test_up_to_two_own_name_from_the_discard_pile() -> None:
    _played(
        _lead("Place up to two Tin Soldiers from your discard pile into your hand."),
        [{"take-from-discard": ["t1"]}],
        {
            "zones": {"t1": "Alan's hand", "imp2": "Alan's discard"},
            "not-offered": {"take-from-discard": "imp2"},
        },
        discards={"Alan": ["t1", "imp2"]},
    )


def test_up_to_two_own_name_never_takes_another_name() -> None:
    with pytest.raises(IllegalChoice):
        _played(
            _lead("Place up to two Tin Soldiers from your discard pile into your hand."),
            [{"take-from-discard": ["t1", "imp2"]}],
            {"zones": {}},
            discards={"Alan": ["t1", "imp2"]},
        )


def test_an_extra_own_name_is_for_that_name_only() -> None:
    _played(
        _lead("You may play an extra Tin Soldier."),
        [],
        {
            "zones": {"t1": "at vault", "imp2": "Alan's hand"},
            "then": [
                {"play": "imp2", "on": "vault", "illegal": "for a card named Tin Soldier only"},
                {"play": "t1", "on": "vault"},
            ],
        },
        hand=["t1", "imp2"],
    )


SAME_AS_DESTROYED = "Destroy a minion. Destroy each minion with the same name as that minion."


def test_each_minion_with_the_same_name_as_the_destroyed_one() -> None:
    """t2 destroyed first: t3 (its name, at another base) too; the imp stays."""
    _played(
        stand_in(SAME_AS_DESTROYED, "action"),
        [{"destroy-target": "t2"}],
        {"zones": {"t2": "Beth's discard", "t3": "Beth's discard", "imp": "at bank"}},
    )


def test_each_minion_with_the_same_name_follows_the_choice() -> None:
    """The imp destroyed first: no Tin Soldier is."""
    _played(
        stand_in(SAME_AS_DESTROYED, "action"),
        [{"destroy-target": "imp"}],
        {"zones": {"imp": "Beth's discard", "t2": "at bank", "t3": "at vault"}},
    )


EXTRA_SAME = "Destroy a minion. Play an extra minion with the same name as that minion."


def test_an_extra_minion_with_the_same_name_as_that_minion() -> None:
    """The imp destroyed: the extra play is for an Imp (imp2), never for t1."""
    _played(
        stand_in(EXTRA_SAME, "action"),
        [{"destroy-target": "imp"}],
        {
            "zones": {"imp2": "at vault", "t1": "Alan's hand"},
            "then": [
                {"play": "t1", "on": "bank", "illegal": "for a card named Imp only"},
                {"play": "imp2", "on": "vault"},
            ],
        },
        hand=["t1", "imp2"],
        plays={"Alan": {"minions": 0, "actions": 1}},
    )


def test_search_for_a_card_with_the_same_name_as_the_returned_minion() -> None:
    """t2 returned: the search offers t1 (its name), not the imp of the deck."""
    _played(
        stand_in(
            "Return a minion to its owner's hand. Search your deck for a card with the same "
            "name as that minion and place it into your hand. Shuffle your deck.",
            "action",
        ),
        [{"return-target": "t2"}, {"search": "t1"}],
        {
            "zones": {"t2": "Beth's hand", "t1": "Alan's hand", "imp2": "Alan's deck"},
            "not-offered": {"search": "imp2"},
        },
        decks={"Alan": ["imp2", "t1"]},
    )


def test_destroy_all_other_minions_with_the_same_name_as_this_minion() -> None:
    _played(
        _lead("Destroy all other minions with the same name as this minion."),
        [],
        {
            "zones": {
                "t2": "Beth's discard",
                "t3": "Beth's discard",
                "imp": "at bank",
                "card": "at bank",
            }
        },
    )


# ---- conditions: N or more of your minions with the same name ----------------------------


@pytest.mark.parametrize(
    ("text", "card_type", "kind"),
    [
        (
            "If you have 3 or more minions with the same name on a base, draw 3 cards.",
            "action",
            "your-same-name-on-a-base-at-least",
        ),
        (
            "If you have two or more minions with the same name here, draw a card.",
            "minion",
            "your-same-name-here-at-least",
        ),
        (
            "If you have two or more minions with the same name on this base, draw a card.",
            "minion",
            "your-same-name-here-at-least",
        ),
        (
            "Ongoing: If you have 3 or more minions with the same name here, this minion has "
            "+2 power.",
            "minion",
            "your-same-name-here-at-least",
        ),
        (
            "If you have 3 or more minions with the same name in play, gain 1 VP.",
            "action",
            "your-same-name-in-play-at-least",
        ),
        (
            "If you have two or more minions with the same name on one base, gain 1 VP.",
            "action",
            "your-same-name-on-a-base-at-least",
        ),
    ],
    ids=["on-a-base", "here", "on-this-base", "ongoing", "in-play", "on-one-base"],
)
def test_a_condition_of_one_name(text: str, card_type: str, kind: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    assert kind in str(outcome.compiled.abilities)


@pytest.mark.parametrize(
    ("text", "card_type", "reason"),
    [
        (
            "If you have 3 or more minions with the same name here, draw a card.",
            "action",
            "on an action",
        ),
        (
            "If you have 3 or more minions with the same name on two bases, draw a card.",
            "action",
            "parse",
        ),
        (
            "If you have 3 or more minions with the same name, draw a card.",
            "action",
            "not expected there",
        ),
    ],
    ids=["here-on-an-action", "two-bases", "no-place"],
)
def test_a_condition_of_one_name_stops(text: str, card_type: str, reason: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped" and reason in outcome.describe(), outcome.describe()


def test_a_condition_of_one_name_compiles_apart_by_place() -> None:
    here = compile_text("If you have 2 or more minions with the same name here, draw a card.")
    play = compile_text("If you have 2 or more minions with the same name in play, draw a card.")
    assert here.compiled is not None and play.compiled is not None
    assert here.compiled.abilities != play.compiled.abilities


ON_A_BASE = "If you have 2 or more minions with the same name on a base, draw a card."


@pytest.mark.parametrize(
    ("bank", "vault", "drawn"),
    [(["t1", "t2"], [], True), (["t1"], ["t2"], False), (["t1", "imp"], ["imp2"], False)],
    ids=["two-of-a-name-on-one-base", "split-over-two-bases", "two-names"],
)
def test_a_condition_of_one_name_on_a_base_plays(
    bank: list[str], vault: list[str], drawn: bool
) -> None:
    run_check(
        {
            "cards": {
                "card": stand_in(ON_A_BASE, "action"),
                "t1": TIN,
                "t2": TIN,
                "t3": TIN,
                "imp": IMP,
                "imp2": IMP,
            },
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {"Alan": bank}},
                    {"name": "vault", "breakpoint": 30, "minions": {"Alan": vault, "Beth": ["t3"]}},
                ],
                "hands": {"Alan": ["card"]},
                "decks": {"Alan": [{"card": 1, "name": "d1"}]},
            },
            "do": [{"play": "card"}],
            "expect": {
                "zones": {"d1": "Alan's hand" if drawn else "Alan's deck", "card": "Alan's discard"}
            },
        },
        {},
    )


def test_a_condition_of_one_name_here_counts_this_minion() -> None:
    """The lead (a Tin Soldier) played where Alan has t1: two of one name here, a card
    drawn; Beth's Tin Soldier there is not his."""
    lead = _lead("If you have two or more minions with the same name here, draw a card.")
    for base, drawn in (("bank", True), ("vault", False)):
        run_check(
            {
                "cards": {"lead": lead, "t1": TIN, "t2": TIN, "imp": IMP},
                "setup": {
                    "bases": [
                        {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["t1"]}},
                        {
                            "name": "vault",
                            "breakpoint": 30,
                            "minions": {"Alan": ["imp"], "Beth": ["t2"]},
                        },
                    ],
                    "hands": {"Alan": ["lead"]},
                    "decks": {"Alan": [{"card": 1, "name": "d1"}]},
                },
                "do": [{"play": "lead", "on": base}],
                "expect": {
                    "zones": {"d1": "Alan's hand" if drawn else "Alan's deck", "lead": f"at {base}"}
                },
            },
            {},
        )


def test_the_same_name_as_this_minion_after_it_is_destroyed() -> None:
    """The lead (a Tin Soldier) destroyed: its name still names the Tin Soldiers left."""
    lead = _lead(
        "Ongoing: After this minion is destroyed, destroy each minion with the same name as "
        "this minion."
    )
    run_check(
        {
            "cards": {
                "lead": lead,
                "t2": TIN,
                "imp": IMP,
                "zap": stand_in("Destroy a minion.", "action"),
            },
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Alan": ["lead"], "Beth": ["t2", "imp"]},
                    },
                ],
                "hands": {"Alan": ["zap"]},
            },
            "do": [{"play": "zap"}],
            "choices": [{"destroy-target": "lead"}],
            "expect": {
                "zones": {"lead": "Alan's discard", "t2": "Beth's discard", "imp": "at bank"}
            },
        },
        {},
    )
