"""Durations on one card and moments of movement compiled (lang-time):

- "until the end of your next turn" (``end-of-your-next-turn``): past the end of this turn,
  to the end of the next turn of yours that begins after the effect (played on your turn:
  your next one; on another player's turn: your very next one), said last or first;
- "it (this minion, that minion) has -2 power until ...": one card's power for a while,
  the same value as "gains" (normalise rule 4); a group's "have" stops (an ongoing text
  for a while, which the engine does not hold);
- a base's "After a minion is played here, it gains +2 power until the end of the turn."
  said back without "that player" (no player does anything the power gain names);
- "during other players' turns" (``other-players-turn``) on an ongoing text, said after it
  or before it;
- "After this minion is moved (to another base)" (``moved``), "After another player's
  minion is moved here" (on a minion: not this one) and "After one of your minions is
  moved here" (on an action on a base);
- "This minion has -2 power on the turn you play it" (``played-this-turn``, a minion's own);
- "Draw cards until you have 5 cards in your hand" (``draw``, ``until-hand``);
- "Search your deck for a minion and place it on top of your deck" (shuffled, then on top);
- "Look at the top card of another player's deck" (one you choose; alone);
- an action on a minion that ends it ("At the end of the turn, destroy this minion.": the
  minion it is on). Control for a while stops: the engine changes control only for good.

Each accepted shape is played by a scenario whose expectation fails if the engine did the
wrong thing (the duration ends a turn early or late, the wrong card or player); near-misses
stop or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.language.grammar import Ability, Amount, Condition, Destination, Duration
from smashwiki.engine.scenario import run_check

NEXT_END = "Choose a minion. It has -2 power until the end of your next turn."
ON_PLAYED = "After a minion is played here, it gains +2 power until the end of the turn."
OTHERS_TURNS = "Ongoing: This minion has +2 power during other players' turns."
SELF_MOVED = "Ongoing: After this minion is moved to another base, draw a card."
OTHERS_MOVED = "Ongoing: After another player's minion is moved here, draw a card."
YOURS_MOVED = "Play on a base. Ongoing: After one of your minions is moved here, draw a card."


def _abilities(text: str, card_type: str) -> tuple[Ability, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    return outcome.compiled.abilities.abilities


# ------------------------------------------------------------------ compiles, values


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (NEXT_END, "action"),
        ("Give a minion -2 power until the end of your next turn.", "action"),
        ("Each of your minions gains +1 power until the end of your next turn.", "action"),
        ("Talent: Give a minion +1 power until the end of your next turn.", "minion"),
        (
            "Ongoing: After another player's minion is moved here, this minion gains +2 power"
            " until the end of your next turn.",
            "minion",
        ),
    ],
    ids=["it-has", "give", "each-of-yours", "talent", "trigger"],
)
def test_until_the_end_of_your_next_turn_compiles(text: str, card_type: str) -> None:
    effects = [e for a in _abilities(text, card_type) for e in a.effects if e.verb == "power"]
    assert [e.duration for e in effects] == [Duration("end-of-your-next-turn")]


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        (
            "Until the end of your next turn, give a minion +2 power.",
            "Give a minion +2 power until the end of your next turn.",
            "action",
        ),
        (NEXT_END, "Choose a minion. It gains -2 power until the end of your next turn.", "action"),
        (
            "Choose a minion. It has +1 power until the start of your next turn.",
            "Choose a minion. It gains +1 power until the start of your next turn.",
            "action",
        ),
        (
            "Ongoing: After one of your minions is destroyed here, this minion has +2 power"
            " until the end of the turn.",
            "Ongoing: After one of your minions is destroyed here, this minion gains +2 power"
            " until the end of the turn.",
            "minion",
        ),
        (
            "After a minion is played here, it has +2 power until the end of the turn.",
            ON_PLAYED,
            "base",
        ),
        (SELF_MOVED, "Ongoing: After this minion is moved, draw a card.", "minion"),
    ],
    ids=["next-end-first", "has-next-end", "has-next-start", "has-trigger", "has-base",
         "moved-to-another"],
)  # fmt: skip
def test_the_wordings_of_one_meaning_compile_alike(
    printed: str, canonical: str, card_type: str
) -> None:
    assert_same_values(printed, canonical, card_type)


def test_a_base_gives_the_minion_played_here_power() -> None:
    (ability,) = _abilities(ON_PLAYED, "base")
    assert ability.trigger is not None
    assert (ability.trigger.moment, ability.trigger.here) == ("after-play", True)
    (effect,) = ability.effects
    assert effect.verb == "power" and effect.target is not None
    assert effect.target.this == "event" and effect.amount.value == 2


def test_during_other_players_turns_said_first_is_the_same_value() -> None:
    first = _abilities("Ongoing: During other players' turns, this minion has +2 power.", "minion")
    assert first == _abilities(OTHERS_TURNS, "minion")


@pytest.mark.parametrize(
    "text",
    [
        OTHERS_TURNS,
        "Ongoing: During other players' turns, your minions here have +1 power.",
        "Ongoing: This minion cannot be destroyed during other players' turns.",
        "Play on a minion. Ongoing: This minion has -1 power during other players' turns.",
    ],
    ids=["self", "group-first", "indestructible", "on-a-minion"],
)
def test_during_other_players_turns_compiles(text: str) -> None:
    card_type = "action" if text.startswith("Play on") else "minion"
    (ability,) = (a for a in _abilities(text, card_type) if a.timing == "ongoing")
    assert [s.condition for s in ability.statics] == [Condition("other-players-turn")]


@pytest.mark.parametrize(
    ("text", "card_type", "moment", "who"),
    [
        (SELF_MOVED, "minion", "moved", "you"),  # (whose: unsaid, the grammar's default)
        ("Ongoing: After this minion is moved, you may draw a card.", "minion", "moved", "you"),
        (OTHERS_MOVED, "minion", "minion-moved", "other"),
        (YOURS_MOVED, "action", "minion-moved", "you"),
        (
            "Play on a base. Ongoing: After another player's minion is moved here, gain 1 VP.",
            "action",
            "minion-moved",
            "other",
        ),
    ],
    ids=["self", "self-may", "others-here", "yours-here", "others-on-action"],
)
def test_a_moment_of_movement_compiles(text: str, card_type: str, moment: str, who: str) -> None:
    (ability,) = (a for a in _abilities(text, card_type) if a.timing == "trigger")
    assert ability.trigger is not None
    assert (ability.trigger.moment, ability.trigger.who) == (moment, who)


# ------------------------------------------------------------------ stops


@pytest.mark.parametrize(
    ("text", "card_type", "reason"),
    [
        # an effect in an Ongoing: text, with no moment to happen at
        ("Ongoing: This minion has +2 power until the end of the turn.", "minion", "moment"),
        # a group's "have" for a while: an ongoing text for a while (new minions too?)
        ("Your minions have +1 power until the end of your next turn.", "action", "parse"),
        ("Give a minion +2 power until the end of their next turn.", "action", "parse"),
        ("Give a minion +2 power until the end of the next turn.", "action", "parse"),
        # on a base, no one's "your" turn
        ("Each minion here has +1 power during other players' turns.", "base", "your turn"),
        ("During other players' turns, draw a card.", "action", "effect"),
        ("Ongoing: This minion has +2 power on other players' turns.", "minion", "parse"),
        # this minion moved here too, or only another?
        ("Ongoing: After one of your minions is moved here, draw a card.", "minion", "too"),
        # a base is no player's card: whose is "another player's"?
        ("After another player's minion is moved here, draw a card.", "base", "base"),
        ("Play on a minion. Ongoing: After this minion is moved, draw a card.", "action", "not"),
        ("Ongoing: After this minion is moved here, draw a card.", "minion", "parse"),
        ("Ongoing: After another player's minion is moved, draw a card.", "minion", "elsewhere"),
        # control apart from ownership until the end of the turn: the engine only changes
        # control for good (lang-timed: it parses, and stops said why)
        (
            "Take control of a minion of power 2 or less here until the end of the turn.",
            "action",
            "control changes last",
        ),
    ],
    ids=[
        "ongoing-effect",
        "group-have",
        "their-next",
        "the-next",
        "base-turns",
        "turns-before-effect",
        "on-others-turns",
        "yours-moved-on-minion",
        "others-moved-on-base",
        "self-moved-on-action",
        "self-moved-here",
        "others-moved-anywhere",
        "control",
    ],
)
def test_a_near_miss_stops(text: str, card_type: str, reason: str) -> None:
    assert_stops(text, card_type, reason)


def test_a_base_power_gain_for_whose_next_turn_is_rejected() -> None:
    """On a base, "your next turn" is no one's: said back with "that player", it differs."""
    outcome = compile_text(
        "After a minion is played here, it gains +2 power until the end of your next turn.", "base"
    )
    assert not outcome.accepted, outcome.describe()


# ------------------------------------------------------------------ compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (NEXT_END, NEXT_END.replace("the end of your next turn", "the end of the turn"), "action"),
        (NEXT_END, NEXT_END.replace("the end of", "the start of"), "action"),
        (NEXT_END, NEXT_END.replace("-2", "+2"), "action"),
        (OTHERS_TURNS, OTHERS_TURNS.replace("other players' turns", "your turn"), "minion"),
        (OTHERS_TURNS, "Ongoing: This minion has +2 power.", "minion"),
        (OTHERS_MOVED, OTHERS_MOVED.replace("moved", "destroyed"), "minion"),
        (YOURS_MOVED, YOURS_MOVED.replace("one of your minions", "a minion"), "action"),
        (YOURS_MOVED, YOURS_MOVED.replace("one of your minions", "another player's minion"),
         "action"),
        (SELF_MOVED, "Ongoing: After this minion is destroyed, draw a card.", "minion"),
    ],
    ids=["end-of-turn", "start-of-next", "amount", "your-turn", "always", "destroyed",
         "any-minion", "others", "self-destroyed"],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


# ------------------------------------------------------------------ played


PLAYERS = ("Alan", "Beth", "Chris")
DECKS = {
    p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in range(1, 9)] for p in ("Alan", "Beth")
}


def test_until_the_end_of_your_next_turn_lasts_one_turn_of_yours_more() -> None:
    """Played on Alan's turn on Beth's ogre (power 5): -2 through Beth's turn and Alan's
    next, back to 5 once that turn has ended (not at this turn's end, not later)."""
    check = {
        "cards": {"curse": stand_in(NEXT_END, "action")},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 40,
                    "minions": {
                        "Alan": [{"card": 4, "name": "knight"}],
                        "Beth": [{"card": 5, "name": "ogre"}],
                    },
                }
            ],
            "hands": {"Alan": ["curse"]},
            "decks": DECKS,
        },
        "do": [
            {"play": "curse", "expect": {"power": {"ogre": 3, "knight": 4}}},
            {"next-turn": True, "expect": {"power": {"ogre": 3}, "active": "Beth"}},
            {"next-turn": True, "expect": {"power": {"ogre": 3}, "active": "Alan"}},
            "next-turn",
        ],
        "choices": [{"power-target": "ogre"}],
        "expect": {"power": {"ogre": 5, "knight": 4}, "active": "Beth"},
    }
    run_check(check)


def _moving(cards: dict[str, Any], *, turn: str = "Alan") -> dict[str, Any]:
    """Alan's ``pal`` and Beth's ``foe`` at keep, ``watcher`` (Alan's, if in ``cards``) at
    bank; the player whose ``turn`` it is holds ``shove`` to move minions with."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 40}
    if "watcher" in cards:
        bank["minions"] = {"Alan": ["watcher"]}
    keep = {
        "name": "keep",
        "breakpoint": 40,
        "minions": {"Alan": [{"card": 2, "name": "pal"}], "Beth": [{"card": 3, "name": "foe"}]},
    }
    return {
        "active": turn,
        "cards": {**cards, "shove": {"type": "action"}},
        "setup": {"bases": [bank, keep], "decks": DECKS, "hands": {turn: ["shove"]}},
    }


def test_an_effect_begun_on_another_players_turn_ends_with_your_very_next_turn() -> None:
    """Alan's watcher gains +2 on Beth's turn (her foe moved to bank): it lasts into Alan's
    next turn and ends with it, not at the end of Beth's turn."""
    text = (
        "Ongoing: After another player's minion is moved here, this minion gains +2 power"
        " until the end of your next turn."
    )
    check = _moving({"watcher": stand_in(text, "minion", power=3)}, turn="Beth")
    check["do"] = [
        {"move": "foe", "to": "bank", "by": "shove", "expect": {"power": {"watcher": 5}}},
        {"next-turn": True, "expect": {"power": {"watcher": 5}, "active": "Alan"}},
        "next-turn",
    ]
    run_check({**check, "expect": {"power": {"watcher": 3}, "active": "Beth"}})


def test_a_base_gives_each_minion_played_here_power_for_the_turn() -> None:
    check = {
        "cards": {"arena": stand_in(ON_PLAYED, "base", breakpoint=40)},
        "setup": {
            "bases": [
                {"name": "bank", "card": "arena",
                 "minions": {"Alan": [{"card": 3, "name": "old"}]}},
                {"name": "keep", "breakpoint": 40},
            ],
            "hands": {"Alan": [{"card": 2, "name": "new"}], "Beth": [{"card": 1, "name": "mine"}]},
            "decks": DECKS,
        },
        "do": [
            {"play": "new", "on": "bank", "expect": {"power": {"new": 4, "old": 3}}},
            {"next-turn": True, "expect": {"power": {"new": 2}, "active": "Beth"}},
            {"play": "mine", "on": "bank"},
        ],
        "expect": {"power": {"mine": 3, "new": 2, "old": 3}},
    }  # fmt: skip
    run_check(check)


def test_power_during_other_players_turns_only() -> None:
    check = {
        "cards": {"sentry": stand_in(OTHERS_TURNS, "minion", power=3)},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40,
                       "minions": {"Alan": ["sentry"], "Beth": [{"card": 3, "name": "ogre"}]}}],
            "decks": DECKS,
        },
        "do": [
            {"next-turn": True, "expect": {"power": {"sentry": 5, "ogre": 3}, "active": "Beth"}},
            "next-turn",
        ],
        "expect": {"power": {"sentry": 3}, "active": "Alan"},
    }  # fmt: skip
    run_check(check)


@pytest.mark.parametrize(
    ("moved", "drawn"),
    [("watcher", True), ("pal", False)],
)
def test_this_minion_moved_draws(moved: str, drawn: bool) -> None:
    check = _moving({"watcher": stand_in(SELF_MOVED, "minion", power=3)})
    to = "keep" if moved == "watcher" else "bank"
    check["do"] = [{"move": moved, "to": to, "by": "shove"}]
    hand = ["shove", "a1"] if drawn else ["shove"]
    expect = {"hand": {"Alan": hand, "Beth": []}, "zones": {moved: f"at {to}"}}
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(("moved", "drawn"), [("foe", True), ("pal", False)])
def test_another_players_minion_moved_here_draws(moved: str, drawn: bool) -> None:
    check = _moving({"watcher": stand_in(OTHERS_MOVED, "minion", power=3)})
    check["do"] = [{"move": moved, "to": "bank", "by": "shove"}]
    hand = ["shove", "a1"] if drawn else ["shove"]
    expect = {"hand": {"Alan": hand, "Beth": []}, "zones": {moved: "at bank"}}
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(("moved", "drawn"), [("pal", True), ("foe", False)])
def test_one_of_your_minions_moved_here_draws(moved: str, drawn: bool) -> None:
    check = _moving({"flag": stand_in(YOURS_MOVED, "action")})
    check["setup"]["hands"]["Alan"] = ["shove", "flag"]
    check["do"] = [{"play": "flag", "on": "bank"}, {"move": moved, "to": "bank", "by": "shove"}]
    hand = ["shove", "a1"] if drawn else ["shove"]
    expect = {"hand": {"Alan": hand, "Beth": []}, "zones": {moved: "at bank"}}
    run_check({**check, "expect": expect})


# ------------------------------------------------------------------ draw until a hand size

FILL = "Draw cards until you have 5 cards in your hand."


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Draw cards until you have five cards in hand.", FILL),
        ("Draw cards until you have five.", FILL),
    ],
    ids=["in-hand", "number-alone"],
)
def test_draw_until_a_hand_size_wordings_compile_alike(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "action")


def test_draw_until_a_hand_size_compiles() -> None:
    (ability,) = _abilities(FILL, "action")
    (effect,) = ability.effects
    assert (effect.verb, effect.variant, effect.amount) == ("draw", "until-hand", Amount(5))
    (ability,) = _abilities(
        "If you have two or fewer cards in your hand, draw cards until you have five.", "action"
    )
    (effect,) = ability.effects
    assert effect.condition == Condition("cards-in-hand-at-most", count=2)
    assert effect.variant == "until-hand"


@pytest.mark.parametrize(
    "text",
    [
        "Draw cards until you have 1 card in your hand.",
        "Draw cards until you have 5 cards in another player's hand.",
        "Draw cards until you have 5 minions in your hand.",
        "Draw cards until you draw a minion.",
    ],
    ids=["one-card", "another-hand", "minions", "until-a-minion"],
)
def test_draw_until_near_misses_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (FILL, FILL.replace("5", "6")),
        (FILL, "Draw 5 cards."),
    ],
    ids=["size", "draw-five"],
)
def test_draw_until_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "action")


@pytest.mark.parametrize(
    ("text", "held", "drawn"),
    [
        (FILL, 2, 3),  # the card played is no longer in the hand: 2 held, 3 drawn
        (FILL, 6, 0),  # more than 5: none drawn, none discarded
        ("If you have two or fewer cards in your hand, draw cards until you have five.", 3, 0),
        ("If you have two or fewer cards in your hand, draw cards until you have five.", 1, 4),
    ],
    ids=["fills", "full", "condition-fails", "condition-holds"],
)
def test_draw_until_a_hand_size_draws_what_the_hand_lacks(text: str, held: int, drawn: int) -> None:
    hand = [{"card": 1, "name": f"h{n}"} for n in range(1, held + 1)]
    deck = [{"card": 1, "name": f"d{n}"} for n in range(1, 9)]
    run_check(
        {
            "cards": {"fill": stand_in(text, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40}],
                "hands": {"Alan": ["fill", *hand]},
                "decks": {"Alan": deck},
            },
            "do": [{"play": "fill"}],
            "expect": {
                "hand": {
                    "Alan": [h["name"] for h in hand] + [f"d{n}" for n in range(1, drawn + 1)]
                },
                "deck-size": {"Alan": 8 - drawn},
            },
        }
    )


# ------------------------------------------------------------------ a card searched for, on top

ON_TOP = "Search your deck for a minion and place it on top of your deck."


def test_a_card_searched_for_on_top_compiles() -> None:
    (ability,) = _abilities(ON_TOP, "action")
    (effect,) = ability.effects
    assert effect.verb == "take" and effect.destination == Destination("deck-top")
    assert effect.target is not None and (effect.target.pile, effect.target.what) == (
        "deck",
        "minion",
    )


@pytest.mark.parametrize(
    "text",
    [
        # shuffled after it is on top, the card would be lost in the deck
        ON_TOP + " Shuffle your deck.",
        "Search your deck for two minions and place them on top of your deck.",
        "Search your deck for a minion and place it on the bottom of your deck.",
        "Search another player's deck for a minion and place it on top of your deck.",
    ],
    ids=["shuffled-after", "two", "bottom", "anothers-deck"],
)
def test_a_card_searched_for_on_top_near_misses_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


@pytest.mark.parametrize(
    "second",
    [
        ON_TOP.replace("a minion", "an action"),
        "Search your deck for a minion and place it into your hand. Shuffle your deck.",
        ON_TOP.replace("a minion", "a minion of power 2 or less"),
    ],
    ids=["action", "into-hand", "power"],
)
def test_a_card_searched_for_on_top_near_misses_compile_apart(second: str) -> None:
    assert_apart(ON_TOP, second, "action")


def test_the_minion_found_goes_on_top_of_the_shuffled_deck() -> None:
    """The deck is shuffled after the search (the rulebook), then the minion found is on
    top: drawn next. An action of the deck is not offered."""
    deck = [{"card": 1, "name": f"d{n}"} for n in range(1, 6)]
    run_check(
        {
            "cards": {"dig": stand_in(ON_TOP, "action"), "act": {"type": "action"}},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40}],
                "hands": {"Alan": ["dig"]},
                "decks": {"Alan": [*deck, "act", {"card": 3, "name": "goal"}]},
            },
            "do": [
                {"play": "dig", "expect": {"deck-top": {"Alan": "goal"}, "deck-size": {"Alan": 7}}},
                {"draw-cards": 1},
            ],
            "choices": [{"search": "goal"}],
            "expect": {
                "hand": {"Alan": ["goal"]},
                "offered": {"search": ["d1", "d2", "d3", "d4", "d5", "goal"]},
                "events": [{"kind": "card-revealed", "card": "goal"}, {"kind": "deck-shuffled"}],
            },
        }
    )


# ------------------------------------------------------------------ an action that ends its minion

DOOM = "Play on a minion. At the end of the turn, destroy this minion."


@pytest.mark.parametrize(
    "text",
    [
        # (lang-timed: "Ongoing: At the end of the turn, ..." is the end of the turn it is
        # played in: tests/test_compile_timed.py)
        "Play on a minion. It gains +2 power until the end of your next turn.",
    ],
    ids=["it-unsaid"],
)
def test_an_action_on_a_minion_near_misses_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def test_an_action_on_a_minion_destroys_the_minion_it_is_on_at_the_end_of_the_turn() -> None:
    """Played on Beth's ogre: the ogre (not Alan's knight beside it) is destroyed as the
    turn ends, not before."""
    run_check(
        {
            "cards": {"doom": stand_in(DOOM, "action")},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "breakpoint": 40,
                        "minions": {
                            "Alan": [{"card": 4, "name": "knight"}],
                            "Beth": [{"card": 5, "name": "ogre"}],
                        },
                    }
                ],
                "hands": {"Alan": ["doom"]},
                "decks": DECKS,
            },
            "do": [
                {"play": "doom", "on": "ogre", "expect": {"zones": {"ogre": "at bank"}}},
                "end",
            ],
            "expect": {"zones": {"ogre": "Beth's discard", "knight": "at bank"}},
        }
    )


def test_an_action_on_a_minion_for_the_next_turn_ends_with_your_next_turn() -> None:
    """``Play on a minion. Ongoing: At the start of your turn, destroy this minion.``
    compiled: the minion it is on is destroyed at the start of Alan's next turn, not in
    Beth's."""
    text = "Play on a minion. Ongoing: At the start of your turn, destroy this minion."
    run_check(
        {
            "cards": {"doom": stand_in(text, "action")},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 40,
                     "minions": {"Beth": [{"card": 5, "name": "ogre"}]}}
                ],
                "hands": {"Alan": ["doom"]},
                "decks": DECKS,
            },
            "do": [
                {"play": "doom", "on": "ogre"},
                {"next-turn": True, "expect": {"zones": {"ogre": "at bank"}, "active": "Beth"}},
                "next-turn",
            ],
            "expect": {"zones": {"ogre": "Beth's discard", "doom": "Alan's discard"}},
        }
    )  # fmt: skip


# ------------------------------------------------------------------ another player's deck top

PEEK = "Look at the top card of another player's deck."


@pytest.mark.parametrize(
    ("text", "count"),
    [(PEEK, 1), ("Look at the top two cards of another player's deck.", 2)],
    ids=["one", "two"],
)
def test_a_look_at_another_players_deck_compiles(text: str, count: int) -> None:
    (ability,) = _abilities(text, "action")
    (effect,) = ability.effects
    assert effect.verb == "look" and effect.amount == Amount(count)
    assert effect.target is not None and (effect.target.whose, effect.target.pile) == (
        "other",
        "deck",
    )


@pytest.mark.parametrize(
    "text",
    [
        PEEK + " Place them into your hand.",  # whose hand, whose pile: the print must say
        PEEK + " Discard them.",
        "Reveal the top card of another player's deck.",
        "Look at the top card of each other player's deck.",
        "Look at the top card of the base discard pile.",  # (the base deck's: lang-basedeck)
    ],
    ids=["placed", "discarded", "revealed", "each-other", "base-discard"],
)
def test_a_look_at_another_players_deck_near_misses_stop(text: str) -> None:
    assert compile_text(text, "action").status == "stopped"


def test_a_look_at_another_players_deck_is_not_a_look_at_yours() -> None:
    one, other = (
        compile_text(PEEK, "action"),
        compile_text(PEEK.replace("another player's", "your"), "action"),
    )
    assert one.accepted and other.accepted
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities


def test_you_look_at_the_top_of_the_deck_of_the_player_you_choose() -> None:
    """Three players: Alan chooses Chris; Alan alone sees Chris's top card, which stays
    there; Beth's deck is not looked at."""
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}d{n}"} for n in (1, 2)] for p in PLAYERS}
    run_check(
        {
            "players": list(PLAYERS),
            "cards": {"peek": stand_in(PEEK, "action")},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40}],
                "hands": {"Alan": ["peek"]},
                "decks": decks,
            },
            "do": [{"play": "peek"}],
            "choices": [{"choose-player": "Chris"}],
            "expect": {
                "offered": {"choose-player": ["Beth", "Chris"]},
                "events": [{"kind": "card-looked", "card": "cd1", "player": "Alan"}],
                "no-events": [
                    {"kind": "card-looked", "card": "bd1"},
                    {"kind": "card-looked", "card": "cd2"},
                    {"kind": "card-revealed"},
                ],
                "visible-to": {"cd1": ["Alan"]},
                "hidden-from": {"cd1": ["Beth"]},
                "deck-top": {"Chris": "cd1"},
                "deck-size": {"Chris": 2},
            },
        }
    )


# ------------------------------------------------------------------ on the turn you play it

ROOKIE = "Ongoing: This minion has -2 power on the turn you play it."


def test_on_the_turn_you_play_it_compiles() -> None:
    (ability,) = _abilities(ROOKIE, "minion")
    assert [s.condition for s in ability.statics] == [Condition("played-this-turn")]
    said_first = _abilities("Ongoing: On the turn you play it, this minion has -2 power.", "minion")
    assert said_first == (ability,)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Play on a minion. Ongoing: This minion has -2 power on the turn you play it.", "action"),
        ("Ongoing: Your other minions here have +1 power on the turn you play it.", "minion"),
        ("On the turn you play it, draw a card.", "minion"),
        ("Ongoing: This minion has -2 power on the turn it is played.", "minion"),
    ],
    ids=["on-an-action", "a-group", "an-effect", "is-played"],
)
def test_on_the_turn_you_play_it_near_misses_stop(text: str, card_type: str) -> None:
    assert compile_text(text, card_type).status == "stopped"


def test_the_minion_played_this_turn_has_less_power_that_turn_only() -> None:
    """Alan plays one rookie (printed 4) beside another already in play: the new one has 2
    this turn, the old one 4; on Beth's turn both have 4."""
    rookie = stand_in(ROOKIE, "minion", power=4)
    run_check(
        {
            "cards": {"rookie": rookie},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 40,
                           "minions": {"Alan": [{"card": "rookie", "name": "old"}]}}],
                "hands": {"Alan": [{"card": "rookie", "name": "new"}]},
                "decks": DECKS,
            },
            "do": [
                {"play": "new", "on": "bank", "expect": {"power": {"new": 2, "old": 4}}},
                "next-turn",
            ],
            "expect": {"power": {"new": 4, "old": 4}, "active": "Beth"},
        }
    )  # fmt: skip
