"""Accepted compilations played by the engine: each text compiled, its stored form
(what `smashwiki compile --write` would store) declared as a stand-in card, and a
scenario that plays it as printed."""

from __future__ import annotations

from typing import Any

import pytest

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.dump import to_yaml
from smashwiki.engine.scenario import run_check


def stand_in(text: str, card_type: str, **printed: Any) -> dict[str, Any]:
    """The card ``text`` compiles to, as a stand-in: its printed type and stats, and the
    abilities stored for it (its printed ``name``, if given, is its own: lang-name)."""
    outcome = compile_text(text, card_type, card_name=printed.get("name"))
    assert outcome.accepted and outcome.compiled is not None, outcome.describe()
    return {"type": card_type, **printed, **to_yaml(outcome.compiled.abilities)}


def play(check: dict[str, Any]) -> None:
    run_check(check, {})


def test_destroy_a_minion_of_power_2_or_less():
    zap = stand_in("Destroy a minion of power 2 or less.", "action")
    play(
        {
            "cards": {"zap": zap},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Beth": [
                                {"card": 2, "name": "weak"},
                                {"card": 1, "name": "tiny"},
                                {"card": 3, "name": "strong"},
                            ]
                        },
                    }
                ],
                "hands": {"Alan": ["zap"]},
            },
            "do": [{"play": "zap"}],
            "choices": [{"destroy-target": "weak"}],
            "expect": {
                "zones": {"weak": "Beth's discard", "tiny": "at bank", "strong": "at bank"},
                "offered": {"destroy-target": ["weak", "tiny"]},
            },
        }
    )


def test_your_other_minions_here_have_plus_one():
    captain = stand_in("Ongoing: Your other minions here have +1 power.", "minion", power=3)
    play(
        {
            "cards": {"captain": captain},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": ["captain", {"card": 2, "name": "mine"}],
                            "Beth": [{"card": 2, "name": "theirs"}],
                        },
                    },
                    {
                        "name": "keep",
                        "breakpoint": 30,
                        "minions": {"Alan": [{"card": 2, "name": "far"}]},
                    },
                ],
            },
            "do": [],
            "expect": {"power": {"captain": 3, "mine": 3, "theirs": 2, "far": 2}},
        }
    )


@pytest.mark.parametrize("drawn", [2])
def test_draw_two_cards(drawn):
    scroll = stand_in("Draw two cards.", "action")
    play(
        {
            "cards": {"scroll": scroll},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["scroll"]},
                "decks": {"Alan": [1, 2, 3]},
            },
            "do": [{"play": "scroll"}],
            "expect": {"deck-size": {"Alan": 3 - drawn}},
        }
    )


def test_this_card_placed_on_top_of_your_deck_instead_of_your_discard_pile():
    encore = stand_in(
        "Play an extra action. Place this card on top of your deck instead of your discard pile.",
        "action",
    )
    play(
        {
            "cards": {"encore": encore},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 30}],
                "hands": {"Alan": ["encore"]},
                "decks": {"Alan": [{"card": 1, "name": "top"}]},
            },
            "do": [{"play": "encore"}],
            "expect": {"deck-top": {"Alan": "encore"}, "deck-size": {"Alan": 2}},
        }
    )


def test_an_extra_action_that_directly_affects_the_minion_an_action_chose():
    rally = stand_in(
        "Give a minion +1 power until the end of the turn. "
        "Play an extra action that directly affects this minion.",
        "action",
    )
    play(
        {
            "cards": {
                "rally": rally,
                "zap": {"type": "action", "on-play": {"destroy": 1}},
                "plan": {"type": "action", "on-play": {"draw": 1}},
            },
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 3, "name": "scout"}],
                            "Beth": [{"card": 2, "name": "imp"}],
                        },
                    }
                ],
                "hands": {"Alan": ["rally", "plan", "zap"]},
                "plays": {"Alan": {"minions": 1, "actions": 1}},
                "decks": {"Alan": [1]},
            },
            "do": [{"play": "rally"}, {"play": "plan", "illegal": True}, {"play": "zap"}],
            "choices": [{"power-target": "imp"}],
            "expect": {"zones": {"imp": "Beth's discard", "scout": "at bank"}},
        }
    )


def test_a_card_in_play_is_never_the_action_being_played():
    """ "Return a card in play": the action resolving is not one of them (it is not
    offered), so the print needs no "another"."""
    slip = stand_in("Return a card in play to its owner's hand.", "action")
    play(
        {
            "cards": {"slip": slip},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Beth": [{"card": 2, "name": "imp"}, {"card": 3, "name": "ogre"}]
                        },
                    }
                ],
                "hands": {"Alan": ["slip"]},
            },
            "do": [{"play": "slip"}],
            "choices": [{"return-card": "imp"}],
            "expect": {
                "offered": {"return-card": ["imp", "ogre"]},
                "zones": {"imp": "Beth's hand", "slip": "Alan's discard"},
            },
        }
    )


def test_power_less_than_the_minion_an_effect_chose():
    duel = stand_in(
        "Give one of your minions +1 power until the end of the turn. "
        "Destroy another player's minion with less power than that minion.",
        "action",
    )
    play(
        {
            "cards": {"duel": duel},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 30,
                        "minions": {
                            "Alan": [{"card": 2, "name": "hero"}, {"card": 5, "name": "tank"}],
                            "Beth": [
                                {"card": 2, "name": "imp"},
                                {"card": 1, "name": "elf"},
                                {"card": 3, "name": "peer"},
                                {"card": 4, "name": "ogre"},
                            ],
                        },
                    }
                ],
                "hands": {"Alan": ["duel"]},
            },
            "do": [{"play": "duel"}],
            "choices": [{"power-target": "hero"}, {"destroy-target": "imp"}],
            "expect": {
                "offered": {"destroy-target": ["imp", "elf"]},
                "not-offered": {"destroy-target": ["peer", "ogre", "tank"]},
                "zones": {"imp": "Beth's discard", "peer": "at bank"},
            },
        }
    )
