"""Cards between piles compiled (lang-e2): quantified discards ("Discard up to two cards",
"Discard any number of Madness cards"), cards of a hand or a discard pile placed on a
deck ("Place any number of cards from your hand on the bottom of your deck", "Search
your discard pile for an action and place it on top of your deck"), some cards of a
discard pile shuffled into a deck ("Shuffle up to three minions from your discard pile
into your deck"). Each says itself back, is played by a scenario that fails if the
engine did the wrong thing (the wrong pile, count or player), and its near-misses stop
or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import IllegalChoice
from smashwiki.engine.language.grammar import Effect, Quantifier, Selector
from smashwiki.engine.scenario import run_check


def _hand(what: str, q: Quantifier) -> Selector:
    return Selector(what=what, whose="you", pile="hand", quantifier=q)  # type: ignore[arg-type]


# ------------------------------------------------------------------ (1) compiled values


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Discard up to two cards.", _hand("card", Quantifier("up-to", 2))),
        ("Discard up to one card.", _hand("card", Quantifier("up-to", 1))),
        ("Discard any number of cards.", _hand("card", Quantifier("any-number"))),
        ("Discard a Madness card.", _hand("madness", Quantifier())),
        ("Discard two Madness cards.", _hand("madness", Quantifier("one", 2))),
        ("Discard up to three Madness cards.", _hand("madness", Quantifier("up-to", 3))),
        ("Discard any number of Madness cards.", _hand("madness", Quantifier("any-number"))),
        ("Discard up to two minions.", _hand("minion", Quantifier("up-to", 2))),
    ],
)
def test_a_quantified_discard_compiles_to_cards_of_your_hand(text: str, target: Selector) -> None:
    assert effects_of(text) == (Effect("discard", target=target),)


def test_another_player_discards_up_to_two_cards_of_their_own_hand() -> None:
    (each,) = effects_of("Each other player discards up to two cards.")
    assert each.verb == "each" and each.variant == "others"
    assert each.effects == (Effect("discard", target=_hand("card", Quantifier("up-to", 2))),)


@pytest.mark.parametrize(
    ("text", "pile", "where", "q"),
    [
        ("Place any number of cards from your hand on the bottom of your deck.", "hand",
         "deck-bottom", Quantifier("any-number")),
        ("Place up to two cards from your hand on top of your deck.", "hand", "deck-top",
         Quantifier("up-to", 2)),
        ("Place up to two minions from your discard pile on top of your deck.", "discard",
         "deck-top", Quantifier("up-to", 2)),
        ("Place any number of actions from your discard pile on the bottom of your deck.",
         "discard", "deck-bottom", Quantifier("any-number")),
    ],
)  # fmt: skip
def test_cards_of_a_pile_placed_on_your_deck(text: str, pile: str, where: str, q: Quantifier):
    (effect,) = effects_of(text)
    assert effect.verb == "place" and effect.destination is not None
    assert effect.destination.kind == where
    assert effect.target is not None
    assert (effect.target.pile, effect.target.whose, effect.target.quantifier) == (pile, "you", q)


def test_searching_a_discard_pile_for_a_card_for_your_deck_is_placing_it_from_there() -> None:
    searched = effects_of(
        "Search your discard pile for an action and place it on top of your deck."
    )
    placed = effects_of("Place an action from your discard pile on top of your deck.")
    assert searched == placed
    (effect,) = searched
    assert effect.target == Selector(what="action", whose="you", pile="discard")


def test_up_to_three_minions_shuffled_from_a_discard_pile() -> None:
    (effect,) = effects_of("Shuffle up to three minions from your discard pile into your deck.")
    assert effect == Effect(
        "shuffle",
        target=Selector(whose="you", pile="discard", quantifier=Quantifier("up-to", 3)),
    )


@pytest.mark.parametrize(
    "text",
    [
        "You may discard up to two Madness cards.",
        "Each player discards a Madness card.",
        "Draw a card. Discard up to two cards.",
        "Shuffle any number of cards from your discard pile into your deck.",
        "Search your discard pile for a minion of power 2 or less and place it on the bottom of "
        "your deck.",
        "Place up to two Madness cards from your hand on top of your deck.",
    ],
)
def test_more_shapes_compile_and_say_themselves_back(text: str) -> None:
    assert compile_text(text, "action").status == "compiled", compile_text(text).describe()


# ------------------------------------------------------------------ (2) played


def _table(text: str, **setup: Any) -> dict[str, Any]:
    """Alan plays ``text`` (an action) with ``setup`` (hands beside it, decks, discards)."""
    hands = setup.pop("hands", {})
    return {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["zap", *hands.pop("Alan", [])], **hands},
            **setup,
        },
        "do": [{"play": "zap"}],
    }


def _cards(*names: str, power: int = 2) -> list[dict[str, Any]]:
    return [{"card": power, "name": name} for name in names]


def test_discard_up_to_two_cards_discards_the_two_chosen() -> None:
    check = _table("Discard up to two cards.", hands={"Alan": _cards("a", "b", "c")})
    check["choices"] = [{"discard-card": ["a", "c"]}]
    check["expect"] = {
        "offered": {"discard-card": ["a", "b", "c"]},
        "zones": {"a": "Alan's discard", "b": "Alan's hand", "c": "Alan's discard"},
    }
    run_check(check)


def test_discard_up_to_two_cards_may_discard_none() -> None:
    check = _table("Discard up to two cards.", hands={"Alan": _cards("a", "b")})
    check["choices"] = [{"discard-card": []}]
    check["expect"] = {"hand-size": {"Alan": 2}, "discard-size": {"Alan": 1}}
    run_check(check)


def test_discard_up_to_two_cards_refuses_three() -> None:
    check = _table("Discard up to two cards.", hands={"Alan": _cards("a", "b", "c")})
    check["choices"] = [{"discard-card": ["a", "b", "c"]}]
    with pytest.raises(IllegalChoice):
        run_check(check)


def test_discard_two_madness_cards_offers_only_madness_cards() -> None:
    madness = [{"card": "madness", "name": "m1"}, {"card": "madness", "name": "m2"}]
    check = _table(
        "Discard any number of Madness cards.", hands={"Alan": [*madness, *_cards("keep")]}
    )
    check["choices"] = [{"discard-card": ["m1", "m2"]}]
    check["expect"] = {
        "offered": {"discard-card": ["m1", "m2"]},
        "not-offered": {"discard-card": ["keep"]},
        "zones": {"m1": "Alan's discard", "m2": "Alan's discard", "keep": "Alan's hand"},
    }
    run_check(check)


def test_each_other_player_discards_up_to_two_of_their_own_cards() -> None:
    check = _table(
        "Each other player discards up to two cards.",
        hands={"Alan": _cards("mine"), "Beth": _cards("b1", "b2"), "Cara": _cards("c1", "c2")},
    )
    check["choices"] = [{"discard-card": ["b1"]}, {"discard-card": ["c1", "c2"]}]
    check["expect"] = {
        "zones": {
            "mine": "Alan's hand",
            "b1": "Beth's discard",
            "b2": "Beth's hand",
            "c1": "Cara's discard",
            "c2": "Cara's discard",
        },
    }
    run_check(check)


@pytest.mark.parametrize(("where", "top"), [("on top of", True), ("on the bottom of", False)])
def test_any_number_of_cards_from_your_hand_go_on_your_deck(where: str, top: bool) -> None:
    kind = "to-deck-top" if top else "to-deck-bottom"
    check = _table(
        f"Place any number of cards from your hand {where} your deck.",
        hands={"Alan": _cards("a", "b", "c")},
        decks={"Alan": _cards("d1")},
    )
    check["choices"] = [{kind: ["a", "b"]}]
    check["expect"] = {
        "zones": {"a": "Alan's deck", "b": "Alan's deck", "c": "Alan's hand"},
        "deck-size": {"Alan": 3},
        "deck-top": {"Alan": "b" if top else "d1"},
    }
    run_check(check)


def test_up_to_two_minions_from_a_discard_pile_on_top_of_your_deck() -> None:
    check = _table(
        "Place up to two minions from your discard pile on top of your deck.",
        discards={"Alan": [*_cards("imp", "ogre", "elf"), "boom"], "Beth": _cards("theirs")},
    )
    check["cards"]["boom"] = {"type": "action", "on-play": [{"draw": 1}]}
    check["choices"] = [{"to-deck-top": ["imp", "elf"]}]
    check["expect"] = {
        "offered": {"to-deck-top": ["imp", "ogre", "elf"]},
        "not-offered": {"to-deck-top": ["boom", "theirs"]},
        "zones": {"imp": "Alan's deck", "elf": "Alan's deck", "ogre": "Alan's discard"},
        "deck-top": {"Alan": "elf"},
    }
    run_check(check)


def test_searching_your_discard_pile_for_an_action_puts_it_on_top_of_your_deck() -> None:
    check = _table(
        "Search your discard pile for an action and place it on top of your deck.",
        discards={"Alan": [*_cards("imp"), "boom", "bang"]},
        decks={"Alan": _cards("d1")},
    )
    for name in ("boom", "bang"):
        check["cards"][name] = {"type": "action", "on-play": [{"draw": 1}]}
    check["choices"] = [{"to-deck-top": "bang"}]
    check["expect"] = {
        "offered": {"to-deck-top": ["boom", "bang"]},
        "zones": {"bang": "Alan's deck", "boom": "Alan's discard", "imp": "Alan's discard"},
        "deck-top": {"Alan": "bang"},
    }
    run_check(check)


def test_up_to_three_minions_shuffled_from_the_discard_pile_and_no_more() -> None:
    text = "Shuffle up to three minions from your discard pile into your deck."
    pile = [*_cards("m1", "m2", "m3", "m4"), "boom"]
    check = _table(text, discards={"Alan": pile}, decks={"Alan": _cards("d1")})
    check["cards"]["boom"] = {"type": "action", "on-play": [{"draw": 1}]}
    check["choices"] = [{"shuffle-from-discard": ["m1", "m3"]}]
    check["expect"] = {
        "offered": {"shuffle-from-discard": ["m1", "m2", "m3", "m4"]},
        "not-offered": {"shuffle-from-discard": ["boom"]},
        "zones": {"m1": "Alan's deck", "m3": "Alan's deck", "m2": "Alan's discard"},
        "deck-size": {"Alan": 3},
    }
    run_check(check)
    check["choices"] = [{"shuffle-from-discard": ["m1", "m2", "m3", "m4"]}]
    with pytest.raises(IllegalChoice):
        run_check(check)


# ------------------------------------------------------------ the minion a trigger destroyed

TO_DECK = "After a minion is destroyed here, place it on the bottom of its owner's deck."
TO_HAND = "After a minion is destroyed here, its owner may place it into their hand."


def _destroying(base_text: str, doomed: str) -> dict[str, Any]:
    """Alan's turn: Alan's ``pal`` and Beth's ``foe`` at ``pit`` (``base_text``), Beth's
    ``far`` at keep; Alan's card ``axe`` destroys ``doomed``."""
    pit = {
        "name": "pit",
        "card": "pit",
        "breakpoint": 30,
        "minions": {"Alan": [{"card": 2, "name": "pal"}], "Beth": [{"card": 3, "name": "foe"}]},
    }
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 1, "name": "far"}]}}
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}1"}] for p in ("Alan", "Beth")}
    return {
        "cards": {"pit": stand_in(base_text, "base", breakpoint=30), "axe": {"type": "action"}},
        "setup": {"bases": [pit, keep], "decks": decks, "hands": {"Alan": ["axe"]}},
        "do": [{"destroy": doomed, "by": "axe"}],
    }


def test_the_minion_a_trigger_names_compiles_to_it_in_its_owners_discard_pile() -> None:
    (effect,) = effects_of(TO_DECK, "base")
    assert effect.target == Selector(this="event", pile="discard")
    assert effect.destination is not None and effect.destination.kind == "deck-bottom"
    outcome = compile_text(TO_HAND, "base")
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None
    assert (ability.trigger.for_, ability.trigger.may) == ("event-owner", True)
    assert ability.effects[0].target == Selector(this="event", pile="discard")


def test_a_minion_destroyed_here_goes_to_the_bottom_of_its_owners_deck_not_yours() -> None:
    check = _destroying(TO_DECK, "foe")
    check["expect"] = {
        "zones": {"foe": "Beth's deck"},
        "deck-size": {"Beth": 2, "Alan": 1},
        "deck-top": {"Beth": "b1"},
        "discard-size": {"Beth": 0},
    }
    run_check(check)


def test_a_minion_destroyed_elsewhere_stays_in_the_discard_pile() -> None:
    check = _destroying(TO_DECK, "far")
    check["expect"] = {"zones": {"far": "Beth's discard"}, "deck-size": {"Beth": 1}}
    run_check(check)


def test_on_top_of_its_owners_deck() -> None:
    text = "After a minion is destroyed here, place it on top of its owner's deck."
    check = _destroying(text, "foe")
    check["expect"] = {"zones": {"foe": "Beth's deck"}, "deck-top": {"Beth": "foe"}}
    run_check(check)


@pytest.mark.parametrize(("answer", "zone"), [("pit", "Beth's hand"), ("pass", "Beth's discard")])
def test_its_owner_may_place_it_into_their_own_hand(answer: str, zone: str) -> None:
    check = _destroying(TO_HAND, "foe")
    check["choices"] = [{"use-ability": answer, "player": "Beth"}]
    check["expect"] = {"zones": {"foe": zone}, "hand": {"Alan": ["axe"]}}
    run_check(check)


def test_your_own_minion_destroyed_goes_to_your_hand_when_you_own_it() -> None:
    check = _destroying(TO_HAND, "pal")
    check["choices"] = [{"use-ability": "pit", "player": "Alan"}]
    check["expect"] = {"zones": {"pal": "Alan's hand", "foe": "at pit"}}
    run_check(check)


# ------------------------------------------------------------ a card of yours in play, to hand


@pytest.mark.parametrize(
    "text",
    [
        "Return an action you have in play to your hand.",
        "Place one of your actions in play into your hand.",
        "Place one of your actions into your hand.",
    ],
)
def test_an_action_you_have_in_play_back_to_hand_is_returning_one_of_yours(text: str) -> None:
    assert effects_of(text) == effects_of("Return one of your actions to your hand.")
    (effect,) = effects_of(text)
    assert effect.verb == "return"
    assert effect.target == Selector(what="action", whose="you")


WARD = {"type": "action", "modifier": "base", "ongoing": {"power": 1}}
CHARM = {"type": "action", "modifier": "minion", "ongoing": {"power": 1}}


def test_one_of_your_actions_in_play_returns_to_its_owners_hand() -> None:
    """Alan's actions on a base and on a minion are offered, Beth's is not (nor a minion);
    the one chosen goes to Alan's hand."""
    check = _table(
        "Return an action you have in play to your hand.",
        bases=[
            {
                "name": "bank",
                "breakpoint": 30,
                "modifiers": {"Alan": ["ward"], "Beth": ["hers"]},
                "minions": {"Alan": [{"card": 2, "name": "pal", "modifiers": ["charm"]}]},
            }
        ],
    )
    check["cards"].update({"ward": WARD, "hers": WARD, "charm": CHARM})
    check["choices"] = [{"return-target": "ward"}]
    check["expect"] = {
        "offered": {"return-target": ["ward", "charm"]},
        "not-offered": {"return-target": ["hers", "pal"]},
        "zones": {"ward": "Alan's hand", "hers": "at bank", "charm": "on pal"},
    }
    run_check(check)


# ------------------------------------------------------------ a subject's own piles: "their"


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("After this base scores, the winner may take an action from their discard pile and "
         "place it into their hand.", "base"),
        ("After this base scores, the winner may search their discard pile for an action and "
         "place it into their hand.", "base"),
        ("After this base scores, the winner places a minion from their discard pile into "
         "their hand.", "base"),
        ("After this base scores, each player with a minion here may place a minion from their "
         "discard pile into their hand.", "base"),
        ("After a minion is destroyed here, its owner may return a Madness card from their hand "
         "or discard pile to the Madness deck.", "base"),
        ("After this base scores, the runner-up returns a Madness card from their hand to the "
         "Madness deck.", "base"),
        ("Each other player may return a Madness card from their hand to the Madness deck.",
         "action"),
        ("Take a minion from your discard pile and place it into your hand.", "action"),
    ],
)  # fmt: skip
def test_a_subjects_own_piles_compile_and_say_themselves_back(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


def test_their_discard_pile_is_the_winners_own() -> None:
    (effect,) = effects_of(
        "After this base scores, the winner may take an action from their discard pile and "
        "place it into their hand.",
        "base",
    )
    assert effect == Effect("take", target=Selector(what="action", whose="you", pile="discard"))


def _scored(text: str) -> dict[str, Any]:
    """The base ``text`` (breakpoint 10) scored at the end of Alan's turn: Beth wins it (6
    power to Alan's 4); Alan has an action and a minion in his discard pile, Beth two
    actions and a minion."""
    minions = {"Alan": [{"card": 4, "name": "a-m"}], "Beth": [{"card": 6, "name": "b-m"}]}
    return {
        "players": ["Alan", "Beth"],
        "cards": {
            "arena": stand_in(text, "base", breakpoint=10, vps=[3, 2, 1]),
            **{
                n: {"type": "action", "on-play": [{"draw": 1}]} for n in ("a-act", "b-act", "b-two")
            },
        },
        "setup": {
            "bases": [
                {"name": "arena", "card": "arena", "minions": minions},
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {p: [1, 1, 1, 1] for p in ("Alan", "Beth")},
            "discards": {
                "Alan": ["a-act", {"card": 1, "name": "a-old"}],
                "Beth": ["b-act", "b-two", {"card": 1, "name": "b-old"}],
            },
        },
        "do": ["next-turn"],
    }


def test_the_winner_takes_an_action_from_their_own_discard_pile() -> None:
    check = _scored(
        "After this base scores, the winner may take an action from their discard pile and "
        "place it into their hand."
    )
    check["choices"] = [
        {"use-ability": "arena", "player": "Beth"},
        {"take-from-discard": "b-act", "player": "Beth"},
    ]
    check["expect"] = {
        "offered": {"take-from-discard": ["b-act", "b-two"]},
        "not-offered": {"take-from-discard": ["a-act", "b-old"]},
        "zones": {"b-act": "Beth's hand", "a-act": "Alan's discard", "b-old": "Beth's discard"},
    }
    run_check(check)


def test_the_winner_may_take_none() -> None:
    check = _scored(
        "After this base scores, the winner may take an action from their discard pile and "
        "place it into their hand."
    )
    check["choices"] = [{"use-ability": "pass", "player": "Beth"}]
    check["expect"] = {"zones": {"b-act": "Beth's discard", "b-m": "Beth's discard"}}
    run_check(check)


def test_its_owner_returns_a_madness_card_of_their_own_to_the_madness_deck() -> None:
    text = (
        "After a minion is destroyed here, its owner may return a Madness card from their hand "
        "or discard pile to the Madness deck."
    )
    check = _destroying(text, "foe")
    check["setup"]["madness-deck"] = 2
    check["setup"]["hands"]["Beth"] = [{"card": "madness", "name": "bh"}]
    check["setup"]["discards"] = {
        "Beth": [{"card": "madness", "name": "bm"}],
        "Alan": [{"card": "madness", "name": "am"}],
    }
    check["choices"] = [
        {"use-ability": "pit", "player": "Beth"},
        {"return-card": "bm", "player": "Beth"},
    ]
    check["expect"] = {
        "offered": {"return-card": ["bh", "bm"]},
        "not-offered": {"return-card": ["am"]},
        "zones": {"bm": "madness-deck", "am": "Alan's discard", "bh": "Beth's hand"},
        "madness": {"Beth": 1, "Alan": 1},
    }
    run_check(check)


# ------------------------------------------------------------ draw up to N


@pytest.mark.parametrize(
    ("text", "what", "pile"),
    [
        ("Draw up to two cards.", "card", "deck"),
        ("Draw up to one card.", "card", "deck"),
        ("Draw up to two Madness cards.", "madness", "madness-deck"),
    ],
)
def test_draw_up_to_n_compiles_to_a_draw_of_at_most_n(text: str, what: str, pile: str) -> None:
    (effect,) = effects_of(text)
    assert effect.verb == "draw" and effect.target is not None
    assert (effect.target.what, effect.target.pile) == (what, pile)
    assert effect.target.quantifier.kind == "up-to"
    assert effect.amount is not None and effect.amount.value == effect.target.quantifier.count


@pytest.mark.parametrize(
    ("answers", "drawn"), [(["yes", "yes"], 2), (["yes", "no"], 1), (["no"], 0)]
)
def test_draw_up_to_two_cards_one_at_a_time_as_its_player_wants(
    answers: list[str], drawn: int
) -> None:
    check = _table("Draw up to two cards.", decks={"Alan": _cards("d1", "d2", "d3")})
    check["choices"] = [{"may": answer, "player": "Alan"} for answer in answers]
    check["expect"] = {"hand-size": {"Alan": drawn}, "deck-size": {"Alan": 3 - drawn}}
    run_check(check)


def test_each_other_player_draws_up_to_two_madness_cards_from_the_madness_deck() -> None:
    check = _table("Each other player draws up to two Madness cards.", **{"madness-deck": 5})
    check["choices"] = [
        {"may": "yes", "player": "Beth"},
        {"may": "no", "player": "Beth"},
        {"may": "yes", "player": "Cara"},
        {"may": "yes", "player": "Cara"},
    ]
    check["expect"] = {"madness": {"Alan": 0, "Beth": 1, "Cara": 2}, "hand-size": {"Alan": 0}}
    run_check(check)


# ------------------------------------------------------------ (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Discard up to two card.", "action", "does not agree"),
        ("Discard any number of Madness card.", "action", "does not agree"),
        ("Draw any number of cards.", "action", "a draw of other than up to N"),
        ("Draw up to two minions.", "action", "a draw of other than up to N"),
        ("Place up to two cards from your hand into your hand.", "action",
         "several cards placed into your hand from your hand"),
        ("Place up to two cards from your deck on top of your deck.", "action",
         "from a pile other than"),
        ("Shuffle up to three minions from your hand into your deck.", "action",
         "shuffling other than"),
        ("After this base scores, you may place this minion into your hand instead of the "
         "discard pile.", "minion", "instead of the discard pile"),
        ("When this minion is destroyed, place it on top of your deck instead of the discard "
         "pile.", "minion", "instead of the discard pile"),
        ("After a minion is destroyed here, place it into their hand.", "base", "'it'"),
        ("After a minion is destroyed here, its controller may place it into their hand.",
         "base", "'it'"),
        ("After a minion is played here, place it on the bottom of its owner's deck.", "base",
         "'it'"),
        ("Ongoing: After a minion is destroyed here, its owner destroys it.", "minion", "'it'"),
        ("After a minion is destroyed here, you may place it on the bottom of its owner's deck.",
         "base", "'you' on a base"),
        ("Place an action from their discard pile into their hand.", "action", "'their'"),
        ("Return a Madness card from their hand to the Madness deck.", "action", "'their'"),
    ],
    ids=["up-to-two-card", "any-number-card", "draw-any-number",
         "draw-minions", "several-into-hand", "from-deck", "shuffle-from-hand", "instead-scores",
         "instead-destroyed", "their-without-owner", "its-controller", "played-not-destroyed",
         "destroys-it", "base-you-may", "their-discard-alone", "their-madness-alone"],
)  # fmt: skip
def test_what_would_play_otherwise_stops_and_says_why(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Discard up to two cards from your deck.", "action"),
        ("Discard up to two cards at random.", "action"),
        ("Draw up to two Madness card.", "action"),
        ("After this base scores, the winner may take an action from your discard pile and "
         "place it into their hand.", "base"),
        ("After this base scores, the winner takes a minion from their discard pile and place "
         "it into their hand.", "base"),
        ("After a minion is destroyed here, place it into your hand.", "base"),
    ],
)  # fmt: skip
def test_a_word_the_grammar_does_not_know_there_stops(text: str, card_type: str) -> None:
    assert not compile_text(text, card_type).accepted


# ------------------------------------------------------------ (4) near-misses compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        ("Discard two cards.", "Discard up to two cards.", "action"),
        ("Discard up to two cards.", "Discard any number of cards.", "action"),
        ("Discard a card.", "Discard a Madness card.", "action"),
        ("Discard up to two cards.", "Discard up to two Madness cards.", "action"),
        ("Draw two cards.", "Draw up to two cards.", "action"),
        ("Draw up to two cards.", "Draw up to two Madness cards.", "action"),
        ("Draw two Madness cards.", "Draw up to two Madness cards.", "action"),
        ("Place a card from your hand on top of your deck.",
         "Place up to two cards from your hand on top of your deck.", "action"),
        ("Place any number of cards from your hand on top of your deck.",
         "Place any number of cards from your hand on the bottom of your deck.", "action"),
        ("Place up to two minions from your discard pile on top of your deck.",
         "Place up to two cards from your hand on top of your deck.", "action"),
        ("Shuffle up to three minions from your discard pile into your deck.",
         "Shuffle all minions from your discard pile into your deck.", "action"),
        ("Shuffle up to three minions from your discard pile into your deck.",
         "Shuffle any number of minions from your discard pile into your deck.", "action"),
        ("After a minion is destroyed here, place it on the bottom of its owner's deck.",
         "After a minion is destroyed here, place it on top of its owner's deck.", "base"),
        ("After a minion is destroyed here, its owner may place it into their hand.",
         "After a minion is destroyed here, its owner places it into their hand.", "base"),
        ("Ongoing: After one of your minions is destroyed here, place it on top of its owner's "
         "deck.", "Ongoing: After another player's minion is destroyed here, place it on top of "
         "its owner's deck.", "minion"),
        ("Return one of your actions to your hand.", "Return one of your minions to your hand.",
         "action"),
        ("After this base scores, the winner may take an action from their discard pile and "
         "place it into their hand.", "After this base scores, the runner-up may take an action "
         "from their discard pile and place it into their hand.", "base"),
        ("After this base scores, the winner may take an action from their discard pile and "
         "place it into their hand.", "After this base scores, the winner may take a minion "
         "from their discard pile and place it into their hand.", "base"),
        ("Each other player discards up to two cards.", "Each player discards up to two cards.",
         "action"),
    ],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered


# ------------------------------------------------------------ several from a discard pile to hand


def test_up_to_two_minions_from_your_discard_pile_into_your_hand_compile_to_a_take() -> None:
    (effect,) = effects_of("Place up to two minions from your discard pile into your hand.")
    assert effect == Effect(
        "take", target=Selector(whose="you", pile="discard", quantifier=Quantifier("up-to", 2))
    )
    returned = effects_of("Return up to two minions from your discard pile to your hand.")
    assert returned == (effect,)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Return up to two minions of power 2 or less from your discard pile to your hand.",
         "power filter"),
        ("Place up to two Madness cards from your discard pile into your hand.", "Madness"),
        ("Return up to two of your minions from your discard pile to your hand.",
         "other than one card"),
    ],
)  # fmt: skip
def test_several_from_a_discard_pile_into_a_hand_stops_otherwise(text: str, why: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped" and why in outcome.describe(), outcome.describe()


def test_up_to_two_minions_from_your_discard_pile_go_to_your_hand_and_no_more() -> None:
    text = "Place up to two minions from your discard pile into your hand."
    check = _table(text, discards={"Alan": [*_cards("m1", "m2", "m3"), "boom"]})
    check["cards"]["boom"] = {"type": "action", "on-play": [{"draw": 1}]}
    check["choices"] = [{"take-from-discard": ["m1", "m3"]}]
    check["expect"] = {
        "offered": {"take-from-discard": ["m1", "m2", "m3"]},
        "not-offered": {"take-from-discard": ["boom"]},
        "zones": {"m1": "Alan's hand", "m3": "Alan's hand", "m2": "Alan's discard"},
        "events": [{"kind": "card-revealed", "card": "m1"}],
    }
    run_check(check)
    check["choices"] = [{"take-from-discard": ["m1", "m2", "m3"]}]
    with pytest.raises(IllegalChoice):
        run_check(check)


def test_the_winner_places_up_to_two_actions_of_their_own_discard_pile_into_their_hand() -> None:
    check = _scored(
        "After this base scores, the winner may place up to two actions from their discard "
        "pile into their hand."
    )
    check["choices"] = [
        {"use-ability": "arena", "player": "Beth"},
        {"take-from-discard": ["b-act", "b-two"], "player": "Beth"},
    ]
    check["expect"] = {
        "offered": {"take-from-discard": ["b-act", "b-two"]},
        "not-offered": {"take-from-discard": ["a-act", "b-old"]},
        "zones": {"b-act": "Beth's hand", "b-two": "Beth's hand", "a-act": "Alan's discard"},
    }
    run_check(check)


def test_their_discard_pile_alone_stops_and_with_a_subject_compiles() -> None:
    alone = compile_text("Place up to two minions from their discard pile into their hand.")
    assert alone.status == "stopped" and "'their'" in alone.describe()
    each = compile_text(
        "Each player may place up to two minions from their discard pile into their hand.",
        "action",
    )
    assert each.status == "compiled", each.describe()
