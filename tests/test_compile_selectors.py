"""Selectors, quantifiers, piles and extra plays compiled from printed text and played:
"another of your minions", "all", "Choose a base." feeding "there", a card played from a
pile as an extra play, extra plays with and without "you may", return and play again.
Each text is invented in Smash Up's style; each accepted compilation plays as printed."""

from __future__ import annotations

from typing import Any

import pytest

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import to_yaml
from smashwiki.engine.language.grammar import Quantifier, Selector
from smashwiki.engine.scenario import run_check

ZAP = {"type": "action", "on-play": {"draw": 1}}


def stand_in(text: str, card_type: str, **printed: Any) -> dict[str, Any]:
    """The stand-in card ``text`` compiles to (it must be accepted)."""
    outcome = compile_text(text, card_type)
    assert outcome.accepted and outcome.compiled is not None, outcome.describe()
    return {"type": card_type, **printed, **to_yaml(outcome.compiled.abilities)}


def one_effect(text: str, card_type: str = "action") -> Any:
    outcome = compile_text(text, card_type)
    assert outcome.accepted and outcome.compiled is not None, outcome.describe()
    (ability,) = outcome.compiled.abilities.abilities
    (effect,) = ability.effects
    return effect


def test_another_of_your_minions_is_yours_and_not_this_one():
    effect = one_effect("You may destroy another of your minions.", "minion")
    assert effect.target == Selector(whose="you", other=True)
    assert effect.optional


@pytest.mark.parametrize(
    "text",
    [
        "Destroy all minions of power 2 or less here.",
        "Return all of your minions here to their owners' hands.",
        "Move all other players' minions here to another base.",
    ],
)
def test_all_is_each_of_them_without_a_choice(text):
    assert one_effect(text, "minion").target.quantifier == Quantifier("each")


@pytest.mark.parametrize(
    ("text", "optional"),
    [("Play an extra minion.", False), ("You may play an extra minion.", True)],
)
def test_an_extra_play_keeps_its_wording(text, optional):
    effect = one_effect(text)
    assert effect.grant is not None and effect.optional is optional


def test_choose_a_base_then_each_of_your_minions_there():
    rally = stand_in(
        "Choose a base. Each of your minions there gains +1 power until the end of the turn.",
        "action",
    )
    run_check(
        {
            "cards": {"rally": rally},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 2, "name": "a"}, {"card": 3, "name": "b"}],
                            "Beth": [{"card": 2, "name": "rival"}],
                        },
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Alan": [{"card": 2, "name": "far"}]},
                    },
                ],
                "hands": {"Alan": ["rally"]},
            },
            "do": [{"play": "rally"}],
            "choices": [{"choose-base": "bank"}],
            "expect": {"power": {"a": 3, "b": 4, "rival": 2, "far": 2}},
        },
        {},
    )


def test_choose_a_base_then_destroy_all_weak_minions_there():
    quake = stand_in("Choose a base. Destroy all minions of power 2 or less there.", "action")
    run_check(
        {
            "cards": {"quake": quake},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Beth": [{"card": 2, "name": "imp"}, {"card": 3, "name": "ogre"}]
                        },
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 1, "name": "elf"}]},
                    },
                ],
                "hands": {"Alan": ["quake"]},
            },
            "do": [{"play": "quake"}],
            "choices": [{"choose-base": "bank"}],
            "expect": {"zones": {"imp": "Beth's discard", "ogre": "at bank", "elf": "at keep"}},
        },
        {},
    )


def test_an_action_from_your_discard_pile_played_as_an_extra_action_now_or_not_at_all():
    encore = stand_in("Play an action from your discard pile as an extra action.", "action")
    run_check(
        {
            "cards": {"encore": encore, "zap": ZAP},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["encore"]},
                "discards": {"Alan": ["zap", {"card": "zap", "name": "zap2"}, 3]},
                "decks": {"Alan": [1, 2]},
            },
            "do": [{"play": "encore"}],
            "choices": [{"play-extra": "zap"}],
            "expect": {
                "not-offered": {"play-extra": ["alan-3"]},
                "events": [{"kind": "card-played", "card": "zap", "extra": True}],
                "deck-size": {"Alan": 1},
            },
        },
        {},
    )


def test_you_may_play_a_minion_from_your_discard_pile_or_not():
    recruit = stand_in("You may play a minion from your discard pile as an extra minion.", "action")
    run_check(
        {
            "cards": {"recruit": recruit},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["recruit"]},
                "discards": {"Alan": [{"card": 3, "name": "vet"}]},
            },
            "do": [{"play": "recruit"}],
            "choices": [{"play-extra": "pass"}],
            "expect": {"zones": {"vet": "Alan's discard", "recruit": "Alan's discard"}},
        },
        {},
    )


def test_an_extra_minion_and_an_extra_action_in_one_sentence():
    rush = stand_in("Play an extra minion and an extra action. Draw a card.", "action")
    run_check(
        {
            "cards": {"rush": rush, "zap": ZAP},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["rush", {"card": 2, "name": "m1"}, "zap"]},
                "plays": {"Alan": {"minions": 0, "actions": 1}},
                "decks": {"Alan": [1, 2, 3]},
            },
            "do": [{"play": "rush"}, {"play": "m1", "on": "bank"}, {"play": "zap"}],
            "expect": {
                "zones": {"m1": "at bank", "zap": "Alan's discard"},
                "deck-size": {"Alan": 1},
            },
        },
        {},
    )


def test_return_another_of_your_minions_and_play_it_again():
    tinker = stand_in(
        "You may return another of your minions to your hand. "
        "You may play it again as an extra minion.",
        "minion",
        power=2,
    )
    run_check(
        {
            "cards": {"tinker": tinker},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 3, "name": "pal"}],
                            "Beth": [{"card": 3, "name": "foe"}],
                        },
                    }
                ],
                "hands": {"Alan": ["tinker"]},
            },
            "do": [{"play": "tinker", "on": "bank"}],
            "choices": [{"return-minion": "pal"}, {"play-extra": "pal"}],
            "expect": {
                "not-offered": {"return-minion": ["foe", "tinker"]},
                "events": [
                    {"kind": "card-moved", "card": "pal", "reason": "returned"},
                    {"kind": "card-played", "card": "pal", "extra": True},
                ],
            },
        },
        {},
    )


@pytest.mark.parametrize(
    "text",
    [
        "Return one of your minions to your deck.",  # a card leaving play goes to its owner's
        "Choose a base. Draw a card.",  # nothing there
        "Choose a base.",
        "Play an action from your discard pile as an extra minion.",
    ],
)
def test_what_the_grammar_cannot_say_stops(text):
    assert compile_text(text, "action").status == "stopped"


def test_all_actions_or_all_minions_is_a_choice_between_the_groups():
    effect = one_effect("Shuffle all actions or all minions from your discard pile into your deck.")
    assert effect.verb == "choose"
    kinds = [option[0].target.what for option in effect.options]
    assert kinds == ["action", "minion"]


def test_destroy_all_minions_or_all_actions_plays_the_chosen_group():
    storm = stand_in("Destroy all minions or all actions.", "action")
    run_check(
        {
            "cards": {"storm": storm, "zap": {"type": "action", "modifier": "base"}},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {"Beth": [{"card": 2, "name": "imp"}]},
                        "modifiers": {"Beth": ["zap"]},
                    },
                ],
                "hands": {"Alan": ["storm"]},
            },
            "do": [{"play": "storm"}],
            "choices": [{"choose-one": "1"}],
            "expect": {"zones": {"imp": "Beth's discard", "zap": "at bank"}},
        },
        {},
    )


def test_an_extra_play_that_directly_affects_this_minion_needs_a_minion():
    said = "You may play an extra action that directly affects this minion."
    assert compile_text(said, "action").status == "stopped"
    effect = one_effect(f"Talent: {said}", "minion")
    assert effect.grant is not None and effect.target is not None
    assert effect.target.affects == Selector(this="self")


@pytest.mark.parametrize(
    "text",
    [
        "You may play it as an extra action.",
        "Destroy a minion. You may play it as an extra minion.",
        "Search your deck and/or discard pile for a minion and place it into your hand. "
        "You may play it as an extra action.",
    ],
)
def test_play_it_names_only_a_card_just_taken_of_its_kind(text):
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped"
    assert outcome.stop is not None and "'play it'" in outcome.stop.detail


def test_an_action_that_directly_affects_this_minion_needs_a_minion():
    said = (
        "Place an action that directly affects this minion from your discard pile into your hand."
    )
    assert compile_text(said, "action").status == "stopped"
    effect = one_effect(said, "minion")
    assert effect.target is not None and effect.target.affects == Selector(this="self")


SCOUT = {"card": 3, "name": "scout"}


def _scout_table(cards: dict[str, Any], hand: list[str], **piles: Any) -> dict[str, Any]:
    return {
        "cards": cards,
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30, "minions": {"Alan": [SCOUT]}}],
            "hands": {"Alan": hand},
            **piles,
        },
    }


def test_a_search_of_deck_and_discard_pile_offers_only_actions_that_affect_a_minion():
    seek = stand_in(
        "Search your deck and/or discard pile for an action that directly affects a minion and "
        "place it into your hand. You may play it as an extra action.",
        "action",
    )
    boost = {"type": "action", "on-play": {"power": 2}}
    check = _scout_table(
        {
            "seek": seek,
            "boost": boost,
            "shove": {"type": "action", "on-play": {"move-minion": 1}},
            "plan": {"type": "action", "on-play": {"draw": 1}},
        },
        ["seek"],
        decks={"Alan": ["plan", {"card": 1, "name": "dud"}, "shove"]},
        discards={"Alan": ["boost"]},
    )
    check["do"] = [{"play": "seek"}]
    check["choices"] = [{"search": "boost"}, {"play-extra": "boost"}]
    check["expect"] = {
        "offered": {"search": ["boost", "shove"]},
        "power": {"scout": 5},
        "zones": {"boost": "Alan's discard", "plan": "Alan's deck"},
        "events": [{"kind": "deck-shuffled", "player": "Alan"}],
    }
    run_check(check, {})


@pytest.mark.parametrize(
    "text",
    ["Shuffle another player's minion here into your deck.", "Shuffle a minion into your deck."],
)
def test_your_deck_is_said_only_of_your_cards(text):
    """A card goes to its owner's deck: "into your deck" of anyone's minion would play
    otherwise than printed."""
    assert compile_text(text, "minion").status == "stopped"
