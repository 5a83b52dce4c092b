"""Extra plays from a pile and extra plays with filters compiled (lang-grave): "Play an
extra minion from your discard pile" (an extra play of a card of that pile, which may wait
in the Play Cards phase as any extra play with a constraint: the glossary's "Extra");
"of power 4 or more" on an extra play (the engine's grant holds a least power: it was
compiled and then ignored); "play a minion from your discard pile here as an extra minion"
and "search your deck for a minion and play it here as an extra minion" (this card's
base); and "Special: At the start of your turn, you may play this minion from your discard
pile as an extra minion" (the glossary's Special: it triggers in the discard pile, for its
owner, once at that moment; with a cost "discard two cards to ..." too). Each is played by
a scenario; near-misses stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_stops, effects_of
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, InvalidScenario
from smashwiki.engine.language.grammar import Condition, Effect, Grant, PowerFilter, Selector
from smashwiki.engine.scenario import run_check

FROM_DISCARD = "Play an extra minion from your discard pile."
AT_LEAST = "Play an extra minion of power 4 or more."
RISE = (
    "Special: At the start of your turn, you may play this minion from your discard pile as"
    " an extra minion."
)
PAID_RISE = (
    "Special: At the start of your turn, you may discard two cards to play this minion from"
    " your discard pile as an extra minion."
)
SEARCH_HERE = (
    "Search your deck for a minion of power 2 or less and play it here as an extra minion."
    " Shuffle your deck."
)
DISCARD_HERE = (
    "You may play a minion of power 3 or less from your discard pile here as an extra minion."
)


# ------------------------------------------------------------------ compiles, says itself


@pytest.mark.parametrize(
    ("text", "pile", "power"),
    [
        (FROM_DISCARD, "discard", None),
        ("Play an extra action from your discard pile.", "discard", None),
        ("Play an extra minion of power 2 or less from your discard pile.", "discard",
         PowerFilter("at-most", 2)),
        ("Play an extra minion of power 3 or more from your discard pile.", "discard",
         PowerFilter("at-least", 3)),
        (AT_LEAST, "hand", PowerFilter("at-least", 4)),
        ("Play an extra minion with power 3 or more.", "hand", PowerFilter("at-least", 3)),
    ],
    ids=["minion", "action", "at-most", "at-least-from-discard", "at-least", "with-power"],
)  # fmt: skip
def test_an_extra_play_from_a_pile_or_with_a_least_power(
    text: str, pile: str, power: PowerFilter | None
) -> None:
    (effect,) = effects_of(text)
    assert effect.verb == "play" and effect.grant is not None
    assert effect.grant.from_pile == pile and not effect.grant.immediate  # it may wait
    assert effect.target is not None and effect.target.power == power


def test_two_extra_minions_from_a_discard_pile_are_two_plays_of_it() -> None:
    effects = effects_of("Play two extra minions from your discard pile.")
    assert len(effects) == 2 and all(e.grant == Grant(from_pile="discard") for e in effects)


def test_a_card_of_a_pile_played_here() -> None:
    (searched,) = effects_of(SEARCH_HERE, "minion")  # (the shuffle is said by the search)
    assert searched.grant == Grant(from_pile="deck", here=True, immediate=True)
    (found,) = effects_of(DISCARD_HERE, "minion")
    inner = found.effects[0] if found.verb == "may" else found
    assert inner.grant == Grant(from_pile="discard", here=True, immediate=True)
    assert effects_of("Play on a base. " + SEARCH_HERE, "action")


@pytest.mark.parametrize("text", [RISE, PAID_RISE])
def test_a_minion_playing_itself_from_the_discard_pile_works_from_there(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.timing == "trigger" and ability.trigger is not None
    assert ability.trigger.moment == "start-of-turn"
    assert Condition("in-discard") in ability.conditions
    played = [e for e in _walk(ability.effects) if e.verb == "play"]
    assert played and played[0].target == Selector(
        what="minion", whose="you", pile="discard", this="self"
    )
    assert played[0].grant == Grant(from_pile="discard", immediate=True)


def _walk(effects: tuple[Effect, ...]) -> list[Effect]:
    found: list[Effect] = []
    for e in effects:
        found += [e, *_walk(e.effects), *_walk(e.cost)]
    return found


# ------------------------------------------------------------------ plays


def _game(cards: dict[str, Any], **setup: Any) -> dict[str, Any]:
    base = {
        "bases": [{"name": "bank", "breakpoint": 40}, {"name": "keep", "breakpoint": 40}],
        "decks": {"Alan": [1, 1, 1, 1], "Beth": [1, 1, 1, 1]},
    }
    return {"cards": cards, "setup": {**base, **setup}}


def test_an_extra_minion_from_the_discard_pile_waits_and_is_of_that_pile() -> None:
    """The glossary's "Extra": a play with a constraint may wait; Alan plays his normal
    minion first, then the extra one from his discard pile (not one from his hand)."""
    check = _game(
        {"call": stand_in(FROM_DISCARD, "action")},
        hands={"Alan": ["call", {"card": 2, "name": "held"}, {"card": 2, "name": "kept"}]},
        discards={"Alan": [{"card": 5, "name": "old"}]},
    )
    check["do"] = [
        {"play": "call"},
        {"play": "held", "on": "bank"},
        {
            "play": "kept",
            "on": "bank",
            "using": "extra",
            "illegal": "is for a card from the discard",
        },
        {"play": "old", "on": "keep", "using": "extra"},
    ]
    check["expect"] = {
        "zones": {"old": "at keep", "held": "at bank", "kept": "Alan's hand"},
        "events": [{"kind": "card-played", "card": "old", "extra": True}],
    }
    run_check(check, {})


def test_an_extra_minion_from_the_discard_pile_is_not_the_normal_play() -> None:
    """With the extra play from the discard pile unused, the normal play still plays only
    from the hand: the discard pile's minion is not played by it."""
    check = _game(
        {"call": stand_in(FROM_DISCARD, "action")},
        hands={"Alan": ["call"]},
        discards={"Alan": [{"card": 5, "name": "old"}]},
    )
    check["do"] = [
        {"play": "call"},
        {"play": "old", "on": "keep", "using": "normal", "illegal": "not in Alan's hand"},
    ]
    check["expect"] = {"zones": {"call": "Alan's discard"}}
    run_check(check, {})


def test_an_extra_minion_of_power_4_or_more_refuses_a_weaker_minion() -> None:
    check = _game(
        {"surge": stand_in(AT_LEAST, "action")},
        hands={"Alan": ["surge", {"card": 2, "name": "weak"}, {"card": 4, "name": "big"}]},
    )
    check["do"] = [
        {"play": "surge"},
        {"play": "weak", "on": "bank", "using": "extra", "illegal": "less than 4"},
        {"play": "big", "on": "bank", "using": "extra"},
    ]
    check["expect"] = {"zones": {"big": "at bank", "weak": "Alan's hand"}}
    run_check(check, {})


def test_a_least_power_from_a_discard_pile_offers_only_those_at_once() -> None:
    """From the discard pile, only a minion of power 3 or more is let in by the play."""
    text = "Play an extra minion of power 3 or more from your discard pile."
    check = _game(
        {"call": stand_in(text, "action")},
        hands={"Alan": ["call"]},
        discards={"Alan": [{"card": 2, "name": "imp"}, {"card": 3, "name": "ogre"}]},
    )
    check["do"] = [
        {"play": "call"},
        {"play": "imp", "on": "bank", "using": "extra", "illegal": "less than 3"},
        {"play": "ogre", "on": "bank", "using": "extra"},
    ]
    check["expect"] = {"zones": {"ogre": "at bank", "imp": "Alan's discard"}}
    run_check(check, {})


def test_searched_and_played_here_offers_only_this_minion_s_base() -> None:
    check = _game(
        {"scout": stand_in(SEARCH_HERE, "minion", power=2)},
        hands={"Alan": ["scout"]},
        decks={"Alan": [{"card": 2, "name": "pup"}, {"card": 4, "name": "ogre"}], "Beth": [1]},
    )
    check["do"] = [{"play": "scout", "on": "keep"}]
    check["choices"] = [{"play-extra": "pup"}]
    check["expect"] = {
        "zones": {"pup": "at keep", "ogre": "Alan's deck"},
        "offered": {"play-extra": ["pup"]},
        "events": [{"kind": "deck-shuffled", "player": "Alan"}],
    }
    run_check(check, {})


def test_played_from_the_discard_pile_here() -> None:
    check = _game(
        {"digger": stand_in(DISCARD_HERE, "minion", power=2)},
        hands={"Alan": ["digger"]},
        discards={"Alan": [{"card": 3, "name": "imp"}, {"card": 4, "name": "ogre"}]},
    )
    check["do"] = [{"play": "digger", "on": "bank"}]
    check["choices"] = [{"play-extra": "imp"}]
    check["expect"] = {
        "zones": {"imp": "at bank", "ogre": "Alan's discard"},
        "offered": {"play-extra": ["imp"]},
    }
    run_check(check, {})


def _rising(text: str = RISE, **setup: Any) -> dict[str, Any]:
    hands = {"Alan": [{"card": 2, "name": "h1"}, {"card": 2, "name": "h2"}]}
    return _game(
        {"ghoul": stand_in(text, "minion", power=3)},
        **{"hands": hands, "discards": {"Alan": ["ghoul"]}, **setup},
    )


def test_at_the_start_of_its_owner_s_turn_it_plays_itself_from_the_discard_pile() -> None:
    """Offered to Alan, its owner, at the start of his turn (not at Beth's: no answer is
    given for her turn), played as an extra minion: his normal minion play is still his."""
    check = _rising()
    check["do"] = ["next-turn", "next-turn", {"play": "h1", "on": "bank"}]
    check["choices"] = [
        {"use-ability": "ghoul", "player": "Alan"},
        {"play-extra": "ghoul"},
        {"choose-target": "keep"},
    ]
    check["expect"] = {
        "zones": {"ghoul": "at keep", "h1": "at bank"},
        "events": [{"kind": "card-played", "card": "ghoul", "extra": True}],
    }
    run_check(check, {})


def test_at_another_player_s_turn_it_stays_in_the_discard_pile() -> None:
    check = _rising()
    check["do"] = ["next-turn"]
    check["expect"] = {
        "active": "Beth",
        "zones": {"ghoul": "Alan's discard"},
        "no-events": [{"kind": "card-played", "card": "ghoul"}],
    }
    run_check(check, {})


def test_it_is_optional() -> None:
    check = _rising()
    check["do"] = ["next-turn", "next-turn"]
    check["choices"] = [{"use-ability": "pass"}]
    check["expect"] = {
        "hand-size": {"Alan": 4},
        "zones": {"ghoul": "Alan's discard"},
        "no-events": [{"kind": "card-played", "card": "ghoul"}],
    }
    run_check(check, {})


def test_it_does_nothing_from_play_or_the_hand() -> None:
    """Only from the discard pile: in play (or in the hand) it is not offered at all (an
    answer for it would be left unused and fail the check)."""
    for setup in (
        {"discards": {}, "hands": {"Alan": ["ghoul"]}},
        {
            "discards": {},
            "bases": [
                {"name": "bank", "breakpoint": 40, "minions": {"Alan": ["ghoul"]}},
                {"name": "keep", "breakpoint": 40},
            ],
        },
    ):
        check = _rising(**setup)
        check["do"] = ["next-turn", "next-turn"]
        held = 3 if "hands" in setup else 4  # two cards and the one in his hand, two drawn
        check["expect"] = {"hand-size": {"Alan": held}, "no-events": [{"kind": "card-played"}]}
        run_check(check, {})
        check["choices"] = [{"use-ability": "ghoul"}]
        with pytest.raises(InvalidScenario, match="answers nobody asked for"):
            run_check(check, {})


def test_the_paid_play_discards_two_cards_first() -> None:
    check = _rising(PAID_RISE)
    check["do"] = ["next-turn", "next-turn"]
    check["choices"] = [
        {"may": "yes"},
        {"discard-card": "h1"},
        {"discard-card": "h2"},
        {"play-extra": "ghoul"},
        {"choose-target": "keep"},
    ]
    check["expect"] = {
        "zones": {"ghoul": "at keep", "h1": "Alan's discard", "h2": "Alan's discard"}
    }
    run_check(check, {})


def test_the_paid_play_declined_keeps_the_cards() -> None:
    check = _rising(PAID_RISE)
    check["do"] = ["next-turn", "next-turn"]
    check["choices"] = [{"may": "no"}]
    check["expect"] = {"zones": {"h1": "Alan's hand"}, "hand-size": {"Alan": 4}}
    run_check(check, {})


def test_the_wrong_place_fails_the_check() -> None:
    check = _rising()
    check["do"] = ["next-turn", "next-turn"]
    check["choices"] = [
        {"use-ability": "ghoul"},
        {"play-extra": "ghoul"},
        {"choose-target": "bank"},
    ]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"ghoul": "at keep"}}}, {})


# ------------------------------------------------------------------ near-misses


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Play an extra minion from your deck.", "action", "from your deck"),
        ("Play an extra minion from your hand.", "action", "'from your hand'"),
        ("Play an extra minion with less power than this minion.", "minion",
         "compared with another card's"),
        ("Play an extra minion of power 2 or more with power 4 or less.", "action",
         "two power filters"),
        ("At the start of your turn, you may play this minion from your discard pile as an "
         "extra minion.", "minion", "outside Special:"),
        ("Ongoing: At the start of your turn, you may play this minion from your discard pile "
         "as an extra minion.", "minion", "outside Special:"),
        ("Special: At the start of your turn, play this minion from your discard pile as an "
         "extra minion.", "minion", "more than 'you may'"),
        ("Play this minion from your discard pile as an extra minion.", "minion",
         "outside Special:"),
        ("Special: After this base scores, you may play this minion from your discard pile as "
         "an extra minion.", "minion", "at this moment"),
        ("Special: At the start of your turn, you may play this minion from your discard pile "
         "as an extra action.", "minion", "another kind"),
        ("Special: At the start of your turn, you may play this minion from your deck as an "
         "extra minion.", "minion", "other than your discard pile"),
        (DISCARD_HERE, "action", "by an action on no base"),
        ("Play an extra minion here.", "action", "by an action on no base"),
        ("Search your deck for an action and play it here as an extra action. Shuffle your "
         "deck.", "minion", "on this base, or on a minion"),
        ("Choose a base. Search your deck for a minion and play it on that base as an extra "
         "minion. Shuffle your deck.", "action", "not after a search of your deck"),
        ("You may play a minion of power 2 or less from your discard pile on each base where "
         "you have no minions.", "action", "cannot parse"),
        ("Special: During your turn, you may play this minion from your discard pile as an "
         "extra minion.", "minion", "a standing play from a pile"),
        ("Special: On your turn, you may play this minion from your discard pile as an extra "
         "minion.", "minion", "a standing play from a pile"),
    ],
    ids=["from-deck", "from-hand", "relative-power", "two-filters", "unlabelled", "ongoing",
         "not-may", "on-play", "after-scoring", "other-kind", "from-deck-self", "action-here",
         "action-extra-here",
         "action-played-here", "on-that-base", "each-base", "during",
         "on-your-turn"],
)  # fmt: skip
def test_near_misses_stop(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (FROM_DISCARD, "Play an extra minion."),
        (FROM_DISCARD, "Play a minion from your discard pile as an extra minion."),
        (FROM_DISCARD, "Play an extra action from your discard pile."),
        (AT_LEAST, "Play an extra minion of power 4 or less."),
        (AT_LEAST, "Play an extra minion."),
        ("Play an extra minion of power 2 or less from your discard pile.",
         "Play an extra minion of power 2 or more from your discard pile."),
    ],
    ids=["hand", "at-once", "action", "at-most", "no-filter", "more-or-less"],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "action"), compile_text(other, "action")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (SEARCH_HERE, SEARCH_HERE.replace(" here", "")),
        (RISE, PAID_RISE),
        (RISE, RISE.replace("start", "end")),
    ],
    ids=["search-here", "paid", "end-of-turn"],
)
def test_minion_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "minion"), compile_text(other, "minion")
    assert first.accepted and second.accepted, (first.describe(), second.describe())
    assert first.compiled is not None and second.compiled is not None
    assert first.compiled.abilities != second.compiled.abilities


def test_played_from_the_discard_pile_there_before_a_base_scores() -> None:
    """ "there": the scoring base (lang-s's base of the moment), so the minion from the
    discard pile counts for Alan there; only that base is offered."""
    text = (
        "Special: Before a base scores, you may play a minion from your discard pile there as"
        " an extra minion."
    )
    check = {
        "cards": {"trick": stand_in(text, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 10,
                    "vps": [4, 2, 1],
                    "minions": {"Alan": [{"card": 3, "name": "a3"}], "Beth": [8]},
                },
                {"name": "keep", "breakpoint": 30},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "hands": {"Alan": ["trick", {"card": 6, "name": "held"}]},
            "discards": {"Alan": [{"card": 6, "name": "big"}]},
        },
        "do": ["score"],
        "choices": [{"use-ability": "trick"}, {"play-extra": "big"}],
        "expect": {
            "vps": {"Alan": 4, "Beth": 2},
            "offered": {"play-extra": ["big"]},
            "not-offered": {"play-extra": ["held"]},
            "events": [{"kind": "card-played", "card": "big", "target": "bank"}],
        },
    }
    run_check(check, {})


AFTER_YOU_PLAY = (
    "Special: After you play a minion, you may play this minion from your discard pile as an"
    " extra minion."
)


def _after_a_play() -> dict[str, Any]:
    return _game(
        {"ghoul": stand_in(AFTER_YOU_PLAY, "minion", power=3)},
        discards={"Alan": ["ghoul"]},
        hands={"Alan": [{"card": 2, "name": "h1"}], "Beth": [{"card": 2, "name": "b1"}]},
    )


def test_after_its_owner_plays_a_minion_it_follows_from_the_discard_pile() -> None:
    check = _after_a_play()
    check["do"] = [{"play": "h1", "on": "bank"}]
    check["choices"] = [
        {"use-ability": "ghoul"},
        {"play-extra": "ghoul"},
        {"choose-target": "keep"},
    ]
    check["expect"] = {
        "zones": {"ghoul": "at keep", "h1": "at bank"},
        "events": [{"kind": "card-played", "card": "ghoul", "extra": True}],
    }
    run_check(check, {})


def test_another_player_s_minion_does_not_call_it() -> None:
    """ "you" is its owner (the discard pile's player): Beth's play asks nothing."""
    check = _after_a_play()
    check["do"] = ["next-turn", {"play": "b1", "on": "bank"}]
    check["expect"] = {"zones": {"ghoul": "Alan's discard", "b1": "at bank"}}
    run_check(check, {})
