""" "After this base scores, the winner may search their deck for an action and place it into
their hand, then shuffle their deck." compiled (lang-scorers): a player subject other than
"you" (the winner, the runner-up, the player in third place, each player other than the
winner, each player with a minion here, that player, its owner) doing something with their
own zones and cards ("their deck", "their hand", "their discard pile", "one of their
minions ... from here to their hand"): the subject's trigger, its effect done as "you" by
each player it names (tied winners each), "may" optional for that player. Also: on a base's
own text, words that need a "you" ("other players'", "your minions", "you may", "draw a
card") at its scoring stop, a base having no "you", unless the sentence names the player;
and "the base that replaces this base" stops (no base replaces it yet as after-scoring
abilities resolve). Said back as printed, played by scenarios with three players on Alan's
turn (so that the wrong player, or the active one, acting fails); near-misses stop or
compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, InvalidScenario
from smashwiki.engine.language.grammar import (
    Ability,
    Effect,
    Grant,
    PowerFilter,
    Quantifier,
    Selector,
    Trigger,
)
from smashwiki.engine.scenario import run_check

PLAYERS = ["Alan", "Beth", "Chris"]
AFTER = "After this base scores, "
SEARCH = (
    f"{AFTER}the winner may search their deck for an action and place it into their hand,"
    " then shuffle their deck."
)
SUMMON = (
    f"{AFTER}the winner may search their deck for a minion of power 3 or less and play it as"
    " an extra minion, then shuffle their deck."
)
RETREAT = (
    f"{AFTER}each player other than the winner may return one of their minions from here to"
    " their hand."
)
RECYCLE = f"{AFTER}the winner may shuffle their discard pile into their deck."
CYCLE = (
    f"{AFTER}each player with a minion here may draw a card and then discard a card from"
    " their hand."
)


def _ability(text: str, card_type: str = "base") -> Ability:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return ability


# ---- (1) texts that compile and say themselves back, and their values


@pytest.mark.parametrize(
    ("text", "card_type", "for_"),
    [
        (SEARCH, "base", "winners"),
        (SUMMON, "base", "winners"),
        (RETREAT, "base", "non-winners"),
        (RECYCLE, "base", "winners"),
        (f"{AFTER}the runner-up may shuffle their hand into their deck.", "base", "runner-up"),
        ("When this base scores, the player in third place may search their deck for a minion"
         " and place it into their hand, then shuffle their deck.", "base", "third-place"),
        (f"{AFTER}each player with a minion here may place a card from their hand on the"
         " bottom of their deck.", "base", "with-minion-here"),
        (f"{AFTER}the winner may return a minion from their discard pile to their hand.",
         "base", "winners"),
        (f"{AFTER}the runner-up may move one of their minions from here to another base.",
         "base", "runner-up"),
        (f"{AFTER}the winner may destroy another player's minion here.", "base", "winners"),
        ("After a player plays a minion here, that player may shuffle their discard pile into"
         " their deck.", "base", "who-played"),
        (f"Ongoing: {AFTER}the winner may shuffle their hand into their deck.", "minion",
         "winners"),
        (CYCLE, "base", "with-minion-here"),
        (f"{AFTER}the winner may shuffle their hand into their deck and then draw 5 cards.",
         "base", "winners"),
        ("After a player plays a minion here, that player may discard a card and then draw a"
         " card.", "base", "who-played"),
    ],
    ids=[
        "winner-searches-to-hand",
        "winner-searches-and-plays",
        "non-winners-return-from-here",
        "winner-shuffles-discard",
        "runner-up-shuffles-hand",
        "third-place-searches",
        "with-a-minion-here-places-on-deck",
        "winner-returns-from-discard",
        "runner-up-moves-from-here",
        "winner-destroys-another-players",
        "that-player-shuffles-discard",
        "on-a-minion",
        "may-draw-and-then-discard",
        "may-shuffle-and-then-draw",
        "that-player-may-discard-and-then-draw",
    ],
)  # fmt: skip
def test_their_own_compiles_and_says_itself_back(text: str, card_type: str, for_: str) -> None:
    ability = _ability(text, card_type)
    assert ability.trigger is not None and ability.trigger.for_ == for_
    # "may" of one effect: the trigger's; of several "and then": one "may" of them all
    assert ability.trigger.may or ability.effects[0].verb == "may"


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        (f"{AFTER}the winner shuffles their discard pile into their deck.", "shuffle"),
        (f"{AFTER}the winner places a card from their hand on top of their deck.", "place"),
        (f"{AFTER}each player other than the winner returns one of their minions from here to"
         " their hand.", "return"),
        (f"{AFTER}the runner-up moves one of their minions here to another base.", "move"),
    ],
    ids=["shuffles", "places", "returns", "moves"],
)  # fmt: skip
def test_their_own_said_with_the_subjects_verb_is_forced(text: str, verb: str) -> None:
    ability = _ability(text)
    assert ability.trigger is not None and not ability.trigger.may
    (effect,) = ability.effects
    assert effect.verb == verb and not effect.optional
    assert effect.target is not None and effect.target.whose == "you"


def test_the_winner_shuffles_is_the_winner_may_shuffle_but_forced() -> None:
    forced = _ability(f"{AFTER}the winner shuffles their discard pile into their deck.")
    optional = _ability(RECYCLE)
    assert forced.effects == optional.effects
    assert forced.trigger is not None and optional.trigger is not None
    assert not forced.trigger.may and optional.trigger.may


def test_may_draw_and_then_discard_is_one_may_of_both() -> None:
    ability = _ability(CYCLE)
    assert ability.trigger is not None and not ability.trigger.may
    (may,) = ability.effects
    assert may.verb == "may" and [e.verb for e in may.effects] == ["draw", "discard"]
    assert not any(e.optional for e in may.effects)
    discard = may.effects[1]
    assert discard.target is not None and discard.target.whose == "you"


def test_discard_from_your_hand_is_discard() -> None:
    printed = compile_text("Draw a card. Discard a card from your hand.", "action")
    plain = compile_text("Draw a card. Discard a card.", "action")
    assert printed.status == "compiled", printed.describe()
    assert printed.compiled == plain.compiled


def test_each_other_player_may_search_and_play_on_an_action() -> None:
    text = (
        "Each other player may search their deck for a minion and play it as an extra minion,"
        " then shuffle their deck."
    )
    (each,) = _ability(text, "action").effects
    assert each.verb == "each" and each.variant == "others"
    (play,) = each.effects
    assert play.optional and play.grant == Grant(from_pile="deck", immediate=True)


def test_the_winners_search_is_of_their_deck_into_their_hand() -> None:
    ability = _ability(SEARCH)
    assert ability.trigger == Trigger("after-scoring", here=True, may=True, for_="winners")
    (take,) = ability.effects
    assert take == Effect("take", target=Selector(what="action", whose="you", pile="deck"))


def test_the_winners_search_plays_the_minion_found_at_once() -> None:
    (play,) = _ability(SUMMON).effects
    assert play.verb == "play" and play.grant == Grant(from_pile="deck", immediate=True)
    assert play.target is not None and play.target.pile == "deck"
    assert play.target.power == PowerFilter("at-most", 3)


def test_one_of_their_minions_from_here_is_theirs_here() -> None:
    (back,) = _ability(RETREAT).effects
    assert back.verb == "return" and back.target is not None
    assert back.target.whose == "you" and back.target.where == "here"
    assert back.target.quantifier == Quantifier("one")


def test_their_discard_pile_into_their_deck() -> None:
    (shuffle,) = _ability(RECYCLE).effects
    assert shuffle.verb == "shuffle" and shuffle.target is not None
    assert (shuffle.target.whose, shuffle.target.pile) == ("you", "discard")


def test_from_here_to_is_here_to() -> None:
    said = f"{AFTER}each player other than the winner may return one of their minions here to"
    assert _ability(f"{said} their hand.") == _ability(RETREAT)


# ---- (2) scenarios: Alan's turn, the base ``tally`` (breakpoint 10, 3/2/1 VP) scores


def _scoring(
    text: str,
    powers: dict[str, list[int]],
    choices: list[dict[str, Any]],
    **setup: Any,
) -> dict[str, Any]:
    """``text`` on the base ``tally``, each player's minions of the powers given at it
    (``m-Alan-0`` ...), scored at the end of Alan's turn; ``keep`` is another base."""
    minions = {
        player: [{"card": p, "name": f"m-{player}-{n}"} for n, p in enumerate(ps)]
        for player, ps in powers.items()
    }
    return {
        "players": PLAYERS,
        "cards": {
            "tally": stand_in(text, "base", breakpoint=10, vps=[3, 2, 1]),
            "deed": {"type": "action"},
        },
        "setup": {
            "bases": [
                {"name": "tally", "card": "tally", "minions": minions},
                {"name": "keep", "breakpoint": 40},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {p: [1, 1, 1] for p in PLAYERS},
            **setup,
        },
        "do": ["next-turn"],
        "choices": choices,
    }


def _decks() -> dict[str, list[Any]]:
    """Each player's deck: an action ``<p>-act`` between two minions (power 3, power 5); on
    Alan's, two more on top first (the two he draws at the end of his turn)."""
    return {
        p: [
            *([1, 1] if p == "Alan" else []),
            {"card": 3, "name": f"{p}-three"},
            {"card": "deed", "name": f"{p}-act"},
            {"card": 5, "name": f"{p}-five"},
        ]
        for p in PLAYERS
    }


def test_the_winner_not_the_active_player_searches_their_own_deck() -> None:
    # Chris wins (9) on Alan's turn: Chris takes his action; Alan's deck is untouched
    check = _scoring(
        SEARCH,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [{"use-ability": "tally", "player": "Chris"}, {"search": "Chris-act", "player": "Chris"}],
        decks=_decks(),
    )
    expect = {
        "zones": {"Chris-act": "Chris's hand", "Alan-act": "Alan's deck"},
        "events": [{"kind": "deck-shuffled", "player": "Chris"}],
        "no-events": [{"kind": "deck-shuffled", "player": "Alan"}],
    }
    run_check({**check, "expect": expect})


def test_only_actions_of_the_winners_deck_are_offered() -> None:
    check = _scoring(
        SEARCH,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [{"use-ability": "tally", "player": "Chris"}, {"search": "Chris-act", "player": "Chris"}],
        decks=_decks(),
    )
    run_check({**check, "expect": {"offered": {"search": ["Chris-act"]}}})


def test_the_winner_may_decline_and_nothing_is_taken() -> None:
    check = _scoring(
        SEARCH,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [{"use-ability": "pass", "player": "Chris"}],
        decks=_decks(),
    )
    expect = {
        "zones": {"Chris-act": "Chris's deck"},
        "vps": {"Chris": 3},
        "no-events": [{"kind": "deck-shuffled", "player": "Chris"}],
    }
    run_check({**check, "expect": expect})


def test_tied_winners_each_search_their_own_deck() -> None:
    # Beth and Chris tie with 6: both are winners, each takes from their own deck
    check = _scoring(
        SEARCH,
        {"Alan": [2], "Beth": [6], "Chris": [6]},
        [
            {"use-ability": "tally@Beth", "player": "Beth"},
            {"search": "Beth-act", "player": "Beth"},
            {"use-ability": "tally@Chris", "player": "Chris"},
            {"search": "Chris-act", "player": "Chris"},
        ],
        decks=_decks(),
    )
    expect = {"zones": {"Beth-act": "Beth's hand", "Chris-act": "Chris's hand"}}
    run_check({**check, "expect": expect})


def test_the_runner_up_is_not_the_winner() -> None:
    check = _scoring(
        SEARCH,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [{"use-ability": "tally", "player": "Beth"}, {"search": "Beth-act", "player": "Beth"}],
        decks=_decks(),
    )
    with pytest.raises((InvalidScenario, ExpectationFailed)):
        run_check({**check, "expect": {"zones": {"Beth-act": "Beth's hand"}}})


def test_the_winner_plays_the_minion_found_on_a_base_at_once() -> None:
    check = _scoring(
        SUMMON,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [
            {"use-ability": "tally", "player": "Chris"},
            {"play-extra": "Chris-three", "player": "Chris"},
            {"choose-target": "keep", "player": "Chris"},
        ],
        decks=_decks(),
    )
    expect = {
        "zones": {"Chris-three": "at keep", "Chris-five": "Chris's deck"},
        "offered": {"play-extra": ["Chris-three"]},
        "controller": {"Chris-three": "Chris"},
    }
    run_check({**check, "expect": expect})


def test_each_player_other_than_the_winner_returns_their_own_from_here() -> None:
    # Alan wins; Beth returns her 1 from here (not her 2); Chris declines
    check = _scoring(
        RETREAT,
        {"Alan": [9], "Beth": [1, 2], "Chris": [2]},
        [
            {"use-ability": "tally@Beth", "player": "Beth"},
            {"return-target": "m-Beth-0", "player": "Beth"},
            {"use-ability": "pass", "player": "Chris"},
        ],
    )
    expect = {
        "zones": {
            "m-Beth-0": "Beth's hand",
            "m-Beth-1": "Beth's discard",
            "m-Chris-0": "Chris's discard",
            "m-Alan-0": "Alan's discard",
        },
        "offered": {"return-target": ["m-Beth-0", "m-Beth-1"]},
    }
    run_check({**check, "expect": expect})


def test_a_power_filter_before_from_here_is_kept() -> None:
    said = f"{AFTER}the winner may return one of their minions of power 3 or less"
    (back,) = _ability(f"{said} from here to their hand.").effects
    assert back.target is not None and back.target.power is not None
    assert (back.target.where, back.target.power.value) == ("here", 3)
    assert _ability(f"{said} here to their hand.") == _ability(f"{said} from here to their hand.")


def test_the_winner_returns_only_one_of_theirs_the_filter_allows() -> None:
    # Beth wins (1 + 3 + 7) on Alan's turn: of her minions here only the 1 and the 3 may be
    # returned
    text = f"{AFTER}the winner may return one of their minions of power 3 or less from here to"
    check = _scoring(
        f"{text} their hand.",
        {"Alan": [2], "Beth": [1, 3, 7], "Chris": [1]},
        [
            {"use-ability": "tally", "player": "Beth"},
            {"return-target": "m-Beth-1", "player": "Beth"},
        ],
    )
    expect = {
        "zones": {"m-Beth-1": "Beth's hand", "m-Beth-2": "Beth's discard"},
        "offered": {"return-target": ["m-Beth-0", "m-Beth-1"]},
    }
    run_check({**check, "expect": expect})


def test_the_winner_is_not_offered_a_return() -> None:
    check = _scoring(
        RETREAT,
        {"Alan": [9], "Beth": [1], "Chris": [2]},
        [{"use-ability": "tally@Alan", "player": "Alan"}],
    )
    with pytest.raises(InvalidScenario):
        run_check({**check, "expect": {"zones": {"m-Alan-0": "Alan's hand"}}})


def test_the_winner_must_shuffle_their_discard_pile_unasked() -> None:
    text = f"{AFTER}the winner shuffles their discard pile into their deck."
    check = _scoring(
        text,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [],
        discards={"Alan": [{"card": 1, "name": "a-old"}], "Chris": [{"card": 1, "name": "c-old"}]},
    )
    expect = {"zones": {"c-old": "Chris's deck", "a-old": "Alan's discard"}}
    run_check({**check, "expect": expect})


def test_the_winner_shuffles_their_discard_pile_not_the_active_players() -> None:
    check = _scoring(
        RECYCLE,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [{"use-ability": "tally", "player": "Chris"}],
        discards={"Alan": [{"card": 1, "name": "a-old"}], "Chris": [{"card": 1, "name": "c-old"}]},
    )
    expect = {"zones": {"c-old": "Chris's deck", "a-old": "Alan's discard"}}
    run_check({**check, "expect": expect})


def test_each_player_with_a_minion_here_may_draw_and_then_discard_their_own() -> None:
    # Beth (9) and Chris (2) have minions here, Alan none: Beth draws and then discards her
    # old card; Chris declines both (draws nothing, keeps his); Alan is not asked
    hands = {"Beth": [{"card": 1, "name": "b-old"}], "Chris": [{"card": 1, "name": "c-old"}]}
    decks = {p: [{"card": 1, "name": f"{p}-top"}, 1, 1] for p in PLAYERS}
    choices = [
        {"may": "yes", "player": "Beth"},
        {"discard-card": "b-old", "player": "Beth"},
        {"may": "no", "player": "Chris"},
    ]
    check = _scoring(CYCLE, {"Beth": [9], "Chris": [2]}, choices, hands=hands, decks=decks)
    expect = {
        "zones": {
            "b-old": "Beth's discard",
            "Beth-top": "Beth's hand",
            "c-old": "Chris's hand",
            "Chris-top": "Chris's deck",
        },
        "offered": {"discard-card": ["b-old", "Beth-top"]},
    }
    run_check({**check, "expect": expect})


def test_may_draw_and_then_discard_cannot_draw_only() -> None:
    # "yes" is to both: Beth cannot keep the card she drew and her old one
    hands = {"Beth": [{"card": 1, "name": "b-old"}]}
    decks = {p: [{"card": 1, "name": f"{p}-top"}, 1, 1] for p in PLAYERS}
    choices = [{"may": "yes", "player": "Beth"}]
    check = _scoring(CYCLE, {"Beth": [10]}, choices, hands=hands, decks=decks)
    with pytest.raises(InvalidScenario, match="discard-card"):
        run_check({**check, "expect": {"hand-size": {"Beth": 2}}})


def test_each_other_player_plays_the_minion_they_find_now() -> None:
    text = (
        "Each other player may search their deck for a minion and play it as an extra minion,"
        " then shuffle their deck."
    )
    check = {
        "players": PLAYERS,
        "cards": {"call": stand_in(text, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["call"]},
            "decks": {p: [{"card": 3, "name": f"{p}-three"}, 2] for p in PLAYERS},
        },
        "do": [{"play": "call"}],
        "choices": [
            {"play-extra": "Beth-three", "player": "Beth"},
            {"play-extra": "pass", "player": "Chris"},
        ],
        "expect": {
            "zones": {
                "Beth-three": "at bank",
                "Chris-three": "Chris's deck",
                "Alan-three": "Alan's deck",
            },
            "controller": {"Beth-three": "Beth"},
        },
    }
    run_check(check)


# ---- (3) near-misses that stop, with why


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (f"{AFTER}the runner-up may move one of their minions on another base to the base that"
         " replaces this base.", "base", "no base replaces it yet"),
        (f"{AFTER}the winner may search their deck for a minion and play it on the new base as"
         " an extra minion, then shuffle their deck.", "base", "no base replaces it yet"),
        (f"{AFTER}destroy all other players' minions here.", "base", "a base has no 'you'"),
        (f"{AFTER}you may draw a card.", "base", "a base has no 'you'"),
        (f"{AFTER}draw a card.", "base", "a base has no 'you'"),
        (f"{AFTER}each other player draws a card.", "base", "a base has no 'you'"),
        (f"{AFTER}return all of your minions here to your hand.", "base",
         "a base has no 'you'"),
        ("Before this base scores, destroy another player's minion here.", "base",
         "a base has no 'you'"),
        ("When this base scores, play an extra minion.", "base", "a base has no 'you'"),
        ("Before this base scores, if you have a minion here, destroy a minion here.", "base",
         "a base has no 'you'"),
        (f"{AFTER}the winner may search their deck for an action and place it into their"
         " hand, then shuffle their hand.", "base", "not expected there"),
        (f"{AFTER}you may shuffle their discard pile into their deck.", "action",
         "not expected there"),
        (f"{AFTER}the winner may shuffle their owner's discard pile into their deck.", "base",
         "not expected there"),
        ("Each other player may draw a card and then discard a card.", "action",
         "by each of them, or yours?"),
        ("Each player may draw a card, then discard a card.", "action",
         "by each of them, or yours?"),
        ("You may draw a card and then discard a card.", "action", "of the first, or of all?"),
        # an extra play is its player's choice: "plays" (forced?) is not read
        (f"{AFTER}the winner plays an extra minion.", "base", "not expected there"),
    ],
    ids=[
        "replaces-this-base",
        "the-new-base",
        "other-players-on-a-base",
        "you-may-on-a-base",
        "draw-on-a-base",
        "each-other-player-on-a-base",
        "your-minions-on-a-base",
        "another-players-before-scoring",
        "an-extra-play-when-scoring",
        "if-you-have-on-a-base",
        "shuffle-their-hand-after-a-search",
        "you-may-their",
        "their-owners-pile",
        "each-other-player-may-and-then",
        "each-player-may-then",
        "you-may-and-then",
        "the-winner-plays",
    ],
)  # fmt: skip
def test_near_misses_stop(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # the search's shuffle unsaid, or said as another sentence (whose?)
        (f"{AFTER}the winner may search their deck for an action and place it into their"
         " hand.", "base"),
        (f"{AFTER}the winner may search your deck for an action and place it into your hand,"
         " then shuffle your deck.", "base"),
        (f"{AFTER}the winner may shuffle your discard pile into your deck.", "base"),
        (f"{AFTER}the winner may shuffle their discard pile into your deck.", "base"),
        (f"{AFTER}each player other than the winner may return one of their minions from here"
         " to your hand.", "base"),
    ],
    ids=["search-no-shuffle", "your-deck", "your-discard", "into-your-deck", "to-your-hand"],
)  # fmt: skip
def test_near_misses_are_not_accepted(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert not outcome.accepted, outcome.describe()


# ---- (4) near-misses that compile apart


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (RECYCLE, RECYCLE.replace("the winner", "the runner-up")),
        (RECYCLE, RECYCLE.replace("their discard pile", "their hand")),
        (RETREAT, RETREAT.replace("each player other than the winner", "the winner")),
        (RETREAT, RETREAT.replace("each player other than the winner",
                                  "each player with a minion here")),
        (f"{AFTER}the winner may destroy another player's minion here.",
         f"{AFTER}the winner may destroy one of their minions here."),
        (f"{AFTER}destroy all minions here.",
         f"{AFTER}the winner may destroy all other players' minions here."),
        (SEARCH, SEARCH.replace("an action", "a minion")),
        # "may draw ... and then discard": both optional together; "and discards": forced
        (CYCLE, CYCLE.replace("and then discard", "and discards")),
    ],
    ids=[
        "winner-runner-up",
        "discard-hand",
        "non-winners-winner",
        "non-winners-with-a-minion-here",
        "another-players-theirs",
        "all-others-of-the-winner",
        "action-minion",
        "may-both-or-may-one",
    ],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str) -> None:
    first, second = compile_text(one, "base"), compile_text(other, "base")
    assert first.status == "compiled", first.describe()
    assert second.status == "compiled", second.describe()
    assert first.compiled != second.compiled


def test_destroy_all_other_players_minions_is_the_winners_others() -> None:
    # on a base, "other players" only of a player the sentence names: the winner's others
    ability = _ability(f"{AFTER}the winner may destroy all other players' minions here.")
    (destroy,) = ability.effects
    assert destroy.target is not None and destroy.target.whose == "other"
    assert ability.trigger is not None and ability.trigger.for_ == "winners"


def test_the_winner_destroys_all_other_players_minions_here() -> None:
    text = f"{AFTER}the winner may destroy all other players' minions here."
    check = _scoring(
        text,
        {"Alan": [2], "Beth": [4], "Chris": [9]},
        [{"use-ability": "tally", "player": "Chris"}],
    )
    events = [
        {"kind": "card-moved", "card": "m-Alan-0", "reason": "destroyed"},
        {"kind": "card-moved", "card": "m-Beth-0", "reason": "destroyed"},
    ]
    no_events = [{"kind": "card-moved", "card": "m-Chris-0", "reason": "destroyed"}]
    run_check({**check, "expect": {"events": events, "no-events": no_events}})


def test_a_base_without_a_you_still_destroys_all_minions_here() -> None:
    (destroy,) = _ability(f"{AFTER}destroy all minions here.").effects
    assert destroy.target == Selector(what="minion", where="here", quantifier=Quantifier("each"))


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        (f"{AFTER}the winner gets 2 VP.", f"{AFTER}the winner gains 2 VP."),
        ("When this base scores, each player gets 1 VP for each minion that player has here.",
         "When this base scores, each player gains 1 VP for each of their minions here."),
    ],
    ids=["gets", "that-player-has"],
)  # fmt: skip
def test_a_player_who_gets_vp_gains_it(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "base")
