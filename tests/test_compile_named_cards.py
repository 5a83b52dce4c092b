""" "A card named X" compiled (lang-k): a selector of the card's printed name (``name``),
said after its noun ("a minion named Brave Pup", "cards named Hoarder"), wherever the
noun is: a target in play, a card of a pile, an extra play (the grant is for a card of
that name only), a count ("for each minion named Brave Pup here"). The name is what is
printed after "named", its capitalised words; nothing else becomes a name (a faction's
word, "each other Penguin", stays an unknown word). Some cards of a pile ("any number of
cards named Hoarder from your discard pile", "up to two minions") are taken at once.
Played by scenarios with two cards of one name and one of another, so that a name not
held to fails; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalChoice
from smashwiki.engine.language.grammar import Quantifier, Selector
from smashwiki.engine.scenario import run_check


def _target(text: str, card_type: str = "action") -> Selector:
    effect = effects_of(text, card_type)[0]
    assert effect.target is not None
    return effect.target


@pytest.mark.parametrize(
    ("text", "verb", "selector"),
    [
        ("Destroy a minion named Brave Pup.", "destroy", Selector(name="Brave Pup")),
        (
            "Destroy all minions named Brave Pup.",
            "destroy",
            Selector(name="Brave Pup", quantifier=Quantifier("each")),
        ),
        (
            "Return a minion named Leader of the Pack to its owner's hand.",
            "return",
            Selector(name="Leader of the Pack"),
        ),
        (
            "Move a minion named Brave Pup to another base.",
            "move",
            Selector(name="Brave Pup"),
        ),
        (
            "Search your deck for a card named Sprout and place it into your hand. "
            "Shuffle your deck.",
            "take",
            Selector(what="card", whose="you", pile="deck", name="Sprout"),
        ),
        (
            "Place a card named Hoarder from your discard pile into your hand.",
            "take",
            Selector(what="card", whose="you", pile="discard", name="Hoarder"),
        ),
        (
            "Place any number of cards named Hoarder from your discard pile into your hand.",
            "take",
            Selector(
                what="card",
                whose="you",
                pile="discard",
                name="Hoarder",
                quantifier=Quantifier("any-number"),
            ),
        ),
        (
            "Search your deck for up to two minions named Sprout and place them into your "
            "hand. Shuffle your deck.",
            "take",
            Selector(whose="you", pile="deck", name="Sprout", quantifier=Quantifier("up-to", 2)),
        ),
        (
            "You may play an extra minion named Goblin Raider.",
            "play",
            Selector(whose="you", pile="hand", name="Goblin Raider"),
        ),
        (
            "Play an extra action named Bolt.",
            "play",
            Selector(what="action", whose="you", pile="hand", name="Bolt"),
        ),
        (
            "Play a minion named Sprout from your discard pile as an extra minion.",
            "play",
            Selector(whose="you", pile="discard", name="Sprout"),
        ),
        (
            "Search your deck for a minion named Sprout and play it as an extra minion. "
            "Shuffle your deck.",
            "play",
            Selector(whose="you", pile="deck", name="Sprout"),
        ),
    ],
    ids=[
        "destroy",
        "destroy-all",
        "return-of-the",
        "move",
        "search",
        "from-discard",
        "any-number-from-discard",
        "up-to-from-deck",
        "extra-minion",
        "extra-action",
        "play-from-discard",
        "search-and-play",
    ],
)
def test_a_card_named_compiles_to_its_name(text: str, verb: str, selector: Selector) -> None:
    effect = effects_of(text)[0]
    assert effect.verb == verb and effect.target == selector


def test_an_amount_for_each_minion_named() -> None:
    outcome = compile_text(
        "Ongoing: This minion has +1 power for each other minion named Brave Pup here.",
        "minion",
    )
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    (static,) = ability.statics
    assert static.amount is not None
    assert static.amount.per == Selector(where="here", other=True, name="Brave Pup")


@pytest.mark.parametrize(
    "printed",
    ['Destroy a minion named "Brave Pup".', "Destroy a minion named \u201cBrave Pup\u201d."],
    ids=["straight-quotes", "curly-quotes"],
)
def test_a_name_in_quotes_is_the_name(printed: str) -> None:
    assert_same_values(printed, "Destroy a minion named Brave Pup.", "action")


def test_two_extra_minions_named_are_two_plays_of_that_name() -> None:
    effects = effects_of("Play two extra minions named Brave Pup.")
    assert len(effects) == 2 and all(e.target and e.target.name == "Brave Pup" for e in effects)


@pytest.mark.parametrize(
    "text",
    [
        "Destroy a minion named brave pup.",
        'Destroy a minion named "brave pup".',
        "Destroy a minion named Agent Two.",
        "Destroy each other Penguin.",
        "Destroy a Penguin.",
        "Destroy a minion called Brave Pup.",
        "Destroy a minion named Brave Pup named Imp.",
        "Play up to three extra minions with the same name.",
        "Search your deck for a card with the same name as that minion and place it into "
        "your hand.",
        "Place two cards named Hoarder from your discard pile into your hand.",
        "Place any number of card named Hoarder from your discard pile into your hand.",
        "Place up to two card named Hoarder from your discard pile into your hand.",
        "Place any number of cards named Hoarder from your discard pile on top of your deck.",
        "Search your deck for any number of cards named Sprout and place it into your hand.",
        "Search your deck for a card named Sprout and place them into your hand.",
        "Place any number of minions from your discard pile into your hand. "
        "You may play it as an extra minion.",
        "Play any number of minions named Sprout from your discard pile as extra minions.",
        "Each player may play an extra minion named Brave Pup.",
    ],
    ids=[
        "lower-case-name",
        "quoted-lower-case-name",
        "number-in-name",
        "faction-word",
        "faction-noun",
        "called",
        "two-names",
        "same-name",
        "same-name-as",
        "exactly-two-from-a-pile",
        "any-number-singular",
        "up-to-two-singular",
        "some-onto-the-deck",
        "some-then-it",
        "one-then-them",
        "play-it-after-some",
        "play-some-from-a-pile",
        "each-player-extra-named",
    ],
)
def test_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Destroy a minion named Brave Pup.", "Destroy a minion."),
        ("Destroy a minion named Brave Pup.", "Destroy a minion named Brave Pups."),
        ("Destroy a minion named Brave Pup.", "Destroy each minion named Brave Pup."),
        ("Play an extra minion named Brave Pup.", "Play an extra minion."),
        ("Play an extra minion named Brave Pup.", "Play an extra action named Brave Pup."),
        (
            "Place a card named Hoarder from your discard pile into your hand.",
            "Place any number of cards named Hoarder from your discard pile into your hand.",
        ),
        (
            "Place up to two cards named Hoarder from your discard pile into your hand.",
            "Place any number of cards named Hoarder from your discard pile into your hand.",
        ),
        (
            "Place a card named Hoarder from your discard pile into your hand.",
            "Place a minion named Hoarder from your discard pile into your hand.",
        ),
    ],
    ids=[
        "named-vs-any",
        "another-name",
        "one-vs-each",
        "extra-named-vs-any",
        "minion-vs-action",
        "one-vs-any-number",
        "up-to-vs-any-number",
        "card-vs-minion",
    ],
)
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


# ---- scenarios: two cards named Brave Pup, one named Imp ---------------------------------

PUP = {"type": "minion", "power": 2, "name": "Brave Pup"}
IMP = {"type": "minion", "power": 1, "name": "Imp"}


def _cards(text: str, card_type: str = "action", **printed: Any) -> dict[str, Any]:
    return {"card": stand_in(text, card_type, **printed), "pup1": PUP, "pup2": PUP, "imp": IMP}


def test_an_extra_minion_named_is_for_that_name_only() -> None:
    run_check(
        {
            "cards": _cards("Play an extra minion named Brave Pup."),
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["card", "pup1", "imp"]},
                "plays": {"Alan": {"minions": 0, "actions": 1}},
            },
            "do": [
                {"play": "card"},
                {"play": "imp", "on": "bank", "illegal": "for a card named Brave Pup only"},
                {"play": "pup1", "on": "bank"},
            ],
            "expect": {"zones": {"pup1": "at bank", "imp": "Alan's hand"}},
        },
        {},
    )


def test_an_extra_minion_named_from_the_discard_pile_offers_only_that_name() -> None:
    run_check(
        {
            "cards": _cards(
                "Play a minion named Brave Pup from your discard pile as an extra minion."
            ),
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["card"]},
                "discards": {"Alan": ["pup1", "imp"]},
            },
            "do": [{"play": "card"}],
            "choices": [{"play-extra": "pup1"}],
            "expect": {
                "zones": {"pup1": "at bank", "imp": "Alan's discard"},
                "not-offered": {"play-extra": "imp"},
            },
        },
        {},
    )


def _destroy(text: str, choices: list[dict[str, Any]], zones: dict[str, str]) -> None:
    run_check(
        {
            "cards": _cards(text),
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 30, "minions": {"Beth": ["pup1", "imp"]}},
                    {"name": "vault", "breakpoint": 30, "minions": {"Alan": ["pup2"]}},
                ],
                "hands": {"Alan": ["card"]},
            },
            "do": [{"play": "card"}],
            "choices": choices,
            "expect": {"zones": zones},
        },
        {},
    )


def test_destroy_a_minion_named_chooses_among_that_name() -> None:
    _destroy(
        "Destroy a minion named Brave Pup.",
        [{"destroy-target": "pup2"}],
        {"pup2": "Alan's discard", "pup1": "at bank", "imp": "at bank"},
    )


def test_destroy_a_minion_named_refuses_another_name() -> None:
    with pytest.raises(IllegalChoice):
        _destroy("Destroy a minion named Brave Pup.", [{"destroy-target": "imp"}], {})


def test_destroy_all_minions_named_destroys_each_of_that_name_only() -> None:
    _destroy(
        "Destroy all minions named Brave Pup.",
        [],
        {"pup1": "Beth's discard", "pup2": "Alan's discard", "imp": "at bank"},
    )


def test_for_each_other_minion_named_here_counts_that_name_here() -> None:
    """``lead`` (Brave Pup too, at bank) counts pup1 at bank, not itself, not pup2 at
    vault, not the imp."""
    lead = stand_in(
        "Ongoing: This minion has +1 power for each other minion named Brave Pup here.",
        "minion",
        power=3,
        name="Brave Pup",
    )
    check: dict[str, Any] = {
        "cards": {"lead": lead, "pup1": PUP, "pup2": PUP, "imp": IMP},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 30, "minions": {"Alan": ["lead", "pup1", "imp"]}},
                {"name": "vault", "breakpoint": 30, "minions": {"Beth": ["pup2"]}},
            ],
        },
        "do": [],
        "expect": {"power": {"lead": 4}},
    }
    run_check(check, {})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"power": {"lead": 5}}}, {})


def _take(text: str, choices: list[dict[str, Any]], zones: dict[str, str], **more: Any) -> None:
    run_check(
        {
            "cards": {**_cards(text), "pup3": PUP},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["card"]},
                "discards": {"Alan": ["pup1", "imp", "pup3"]},
                "decks": {"Alan": ["pup2", {"card": 5, "name": "ogre"}]},
            },
            "do": [{"play": "card"}],
            "choices": choices,
            "expect": {"zones": zones, **more},
        },
        {},
    )


ANY_NUMBER = "Place any number of cards named Brave Pup from your discard pile into your hand."


def test_any_number_of_cards_named_are_taken_at_once() -> None:
    _take(
        ANY_NUMBER,
        [{"take-from-discard": ["pup1", "pup3"]}],
        {"pup1": "Alan's hand", "pup3": "Alan's hand", "imp": "Alan's discard"},
        **{"not-offered": {"take-from-discard": "imp"}},
    )


def test_any_number_may_be_none() -> None:
    _take(
        ANY_NUMBER,
        [{"take-from-discard": []}],
        {"pup1": "Alan's discard", "card": "Alan's discard"},
    )


def test_any_number_never_takes_another_name() -> None:
    with pytest.raises(IllegalChoice):
        _take(ANY_NUMBER, [{"take-from-discard": ["pup1", "imp"]}], {})


def test_up_to_one_takes_no_more_than_one() -> None:
    text = "Place up to one card named Brave Pup from your discard pile into your hand."
    with pytest.raises(IllegalChoice):
        _take(text, [{"take-from-discard": ["pup1", "pup3"]}], {})


def test_search_for_a_card_named_finds_it_in_the_deck() -> None:
    _take(
        "Search your deck for a card named Brave Pup and place it into your hand. "
        "Shuffle your deck.",
        [{"search": "pup2"}],
        {"pup2": "Alan's hand", "ogre": "Alan's deck", "pup1": "Alan's discard"},
    )


def test_search_for_up_to_two_minions_named_takes_them_from_the_deck() -> None:
    _take(
        "Search your deck for up to two minions named Brave Pup and place them into your "
        "hand. Shuffle your deck.",
        [{"search": ["pup2"]}],
        {"pup2": "Alan's hand", "ogre": "Alan's deck"},
        **{"not-offered": {"search": ["ogre", "pup1"]}},
    )


def test_an_ongoing_power_for_your_minions_named_gives_it_to_those_only() -> None:
    """Alan's ``lead`` gives +1 to his pup1, not to Beth's pup2 nor to his imp."""
    lead = stand_in("Ongoing: Your minions named Brave Pup have +1 power.", "minion", power=1)
    check: dict[str, Any] = {
        "cards": {"lead": lead, "pup1": PUP, "pup2": PUP, "imp": IMP},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": ["lead", "pup1", "imp"], "Beth": ["pup2"]},
                },
            ],
        },
        "do": [],
        "expect": {"power": {"pup1": 3, "pup2": 2, "imp": 1, "lead": 1}},
    }
    run_check(check, {})


def test_draw_for_each_card_named_in_your_discard_pile_counts_that_name() -> None:
    """Two cards named Hoarder and an imp in Alan's discard pile: two cards drawn."""
    effect = effects_of("Draw a card for each card named Hoarder in your discard pile.")[0]
    assert effect.amount is not None
    assert effect.amount.per == Selector(what="card", whose="you", pile="discard", name="Hoarder")
    hoarder = {"type": "minion", "power": 1, "name": "Hoarder"}
    deck = [{"card": 1, "name": f"d{n}"} for n in (1, 2, 3)]
    check: dict[str, Any] = {
        "cards": {
            "card": stand_in(
                "Draw a card for each card named Hoarder in your discard pile.", "action"
            ),
            "h1": hoarder,
            "h2": hoarder,
            "imp": IMP,
        },
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["card"]},
            "discards": {"Alan": ["h1", "h2", "imp"]},
            "decks": {"Alan": deck},
        },
        "do": [{"play": "card"}],
        "expect": {"zones": {"d1": "Alan's hand", "d2": "Alan's hand", "d3": "Alan's deck"}},
    }
    run_check(check, {})


def test_a_minion_named_in_a_pile_for_each_stops() -> None:
    outcome = compile_text("Draw a card for each minion named Hoarder in your hand.", "action")
    assert outcome.status == "stopped", outcome.describe()
