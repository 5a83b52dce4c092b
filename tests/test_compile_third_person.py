"""Third-person subjects and victory points compiled (lang-third): "After a player plays a
minion here, they draw a card" is "..., that player draws a card" (the one player the
sentence names); "all players with minions here may ..." is "each player with a minion here
may ..." and "all players other than the winner may ..." "each player other than the winner
may ..."; "for each minion they have here" is "for each of their minions here"; "return one
of their minions here to their hand" is "... to its owner's hand"; "You draw a card." is
"Draw a card."; and "gain 1 VP for every 5 power you (they) have here" is a VP gain of the
whole fives of its player's total power at this card's base (9 power: 1 VP); "Gain 1 VP if
you have a minion of power 5 or more (in play, here)" is "If you have ..., gain 1 VP" (a
minion of yours, its power now). Each shape is
played by a scenario that fails if the wrong player acts, chooses or scores; "the player who
destroyed it" stops (the engine records which card destroyed a minion, not which player)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, IllegalAction, InvalidScenario
from smashwiki.engine.language.grammar import Amount, CardAbilities, Effect
from smashwiki.engine.scenario import run_check

PLAYERS = ["Alan", "Beth", "Chris"]
EVERY_FIVE = "When this base scores, the winner gains 1 VP for every 5 power they have here."


def _abilities(text: str, card_type: str = "base") -> CardAbilities:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    return outcome.compiled.abilities


# ---- (1) texts that compile, said back as printed, and the values they compile to


@pytest.mark.parametrize(
    ("text", "same_as", "card_type"),
    [
        (
            "After a player plays a minion here, they draw a card.",
            "After a player plays a minion here, that player draws a card.",
            "base",
        ),
        (
            "After a player plays an action on this base, they may play an extra action.",
            "After a player plays an action here, that player may play an extra action.",
            "base",
        ),
        (
            "Ongoing: After a player plays a minion here, they gain 1 VP.",
            "Ongoing: After a player plays a minion here, that player gains 1 VP.",
            "minion",
        ),
        (
            "When this base scores, all players with minions here may draw a card.",
            "When this base scores, each player with a minion here may draw a card.",
            "base",
        ),
        (
            "After this base scores, all players other than the winner may draw a card.",
            "After this base scores, each player other than the winner may draw a card.",
            "base",
        ),
        (
            "When this base scores, each player gains 1 VP for each minion they have here.",
            "When this base scores, each player gains 1 VP for each of their minions here.",
            "base",
        ),
        (
            "Each other player discards a card. You draw a card.",
            "Each other player discards a card. Draw a card.",
            "action",
        ),
        ("You gain 1 VP.", "Gain 1 VP.", "action"),
        (
            "When this base scores, each player with a minion here may return one of their"
            " minions here to their hand.",
            "When this base scores, each player with a minion here may return one of their"
            " minions here to its owner's hand.",
            "base",
        ),
    ],
    ids=[
        "they-draw",
        "they-may-play",
        "they-gain",
        "all-players-with-minions",
        "all-but-the-winner",
        "minion-they-have",
        "you-draw",
        "you-gain",
        "their-hand",
    ],
)
def test_said_otherwise_compiles_to_the_same_values(
    text: str, same_as: str, card_type: str
) -> None:
    assert _abilities(text, card_type) == _abilities(same_as, card_type)


@pytest.mark.parametrize(
    ("text", "card_type", "every", "scorer"),
    [
        (EVERY_FIVE, "base", 5, "winners"),
        (
            "After this base scores, each player gains 1 VP for every 3 power they have here.",
            "base",
            3,
            None,
        ),
        (
            "When this base scores, each player with a minion here gains 1 VP for every 4 power"
            " they have here.",
            "base",
            4,
            None,
        ),
        ("Talent: Gain 1 VP for every 5 power you have here.", "minion", 5, None),
        (
            "Play on a base. Ongoing: At the start of your turn, gain 2 VP for every 5 power you"
            " have here.",
            "action",
            5,
            None,
        ),
    ],
    ids=["winner", "each-player", "with-a-minion-here", "talent", "base-modifier"],
)
def test_vp_for_every_n_power_compiles(
    text: str, card_type: str, every: int, scorer: str | None
) -> None:
    (ability,) = _abilities(text, card_type).abilities
    gains = [e for e in _walk(ability.effects) if e.verb == "gain-vp"]
    assert len(gains) == 1 and gains[0].amount is not None
    assert gains[0].amount.per_power == every and gains[0].amount.per is None
    if scorer is not None:
        assert ability.trigger is not None and ability.trigger.for_ == scorer


def _walk(effects: tuple[Effect, ...]) -> list[Effect]:
    found: list[Effect] = []
    for e in effects:
        found += [e, *_walk(e.effects)]
    return found


def test_the_winner_gains_the_vp_for_every_five() -> None:
    (ability,) = _abilities(EVERY_FIVE).abilities
    assert ability.trigger is not None
    assert ability.trigger.moment == "when-scoring" and ability.trigger.for_ == "winners"
    assert ability.effects == (Effect("gain-vp", amount=Amount(1, per_power=5)),)


def test_they_after_a_player_plays_is_that_player() -> None:
    (ability,) = _abilities("After a player plays a minion here, they draw a card.").abilities
    assert ability.trigger is not None and ability.trigger.for_ == "who-played"


def test_all_players_with_minions_here_each_may() -> None:
    text = "When this base scores, all players with minions here may draw a card."
    (ability,) = _abilities(text).abilities
    assert ability.trigger is not None and ability.trigger.for_ == "with-minion-here"
    (draw,) = ability.effects
    assert draw.verb == "draw" and ability.trigger.may


# ---- (2) scenarios


def _scoring(text: str, powers: dict[str, list[int]], **expect: Any) -> dict[str, Any]:
    """The base ``text`` (breakpoint 10, 3/2/1 VP) scored at the end of Alan's turn, each
    player's minions of the powers given at it (``m-Alan-0`` ...)."""
    minions = {
        player: [{"card": p, "name": f"m-{player}-{n}"} for n, p in enumerate(ps)]
        for player, ps in powers.items()
    }
    return {
        "players": PLAYERS,
        "cards": {"tally": stand_in(text, "base", breakpoint=10, vps=[3, 2, 1])},
        "setup": {
            "bases": [
                {"name": "tally", "card": "tally", "minions": minions},
                {"name": "keep", "breakpoint": 40},
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {player: [1, 1, 1] for player in PLAYERS},
        },
        "do": ["next-turn"],
        "expect": expect,
    }


def test_nine_power_is_one_vp_for_every_five() -> None:
    # Chris wins with 9 (3 VP, and 1 for every 5 of it); Beth (4) and Alan (2) only place
    run_check(_scoring(EVERY_FIVE, {"Alan": [2], "Beth": [4], "Chris": [5, 4]},
                       vps={"Alan": 1, "Beth": 2, "Chris": 4}))  # fmt: skip


def test_ten_power_is_two_vp_for_every_five() -> None:
    run_check(_scoring(EVERY_FIVE, {"Alan": [2], "Beth": [4], "Chris": [6, 4]},
                       vps={"Alan": 1, "Beth": 2, "Chris": 5}))  # fmt: skip


def test_the_winner_only_not_the_runner_up_with_five() -> None:
    # Beth, runner-up with 7, gets no more than her place's 2
    check = _scoring(EVERY_FIVE, {"Alan": [2], "Beth": [7], "Chris": [9]})
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"vps": {"Beth": 3}}})
    run_check({**check, "expect": {"vps": {"Alan": 1, "Beth": 2, "Chris": 4}}})


def test_each_player_gains_for_every_three_of_their_own_power() -> None:
    text = "When this base scores, each player gains 1 VP for every 3 power they have here."
    # Alan 2 (third, 1 VP + 0), Beth 3 (second, 2 + 1), Chris 9 (first, 3 + 3)
    run_check(_scoring(text, {"Alan": [2], "Beth": [3], "Chris": [9]},
                       vps={"Alan": 1, "Beth": 3, "Chris": 6}))  # fmt: skip


def test_each_player_gains_for_each_minion_they_have_here() -> None:
    text = "When this base scores, each player gains 1 VP for each minion they have here."
    # Alan 3 minions (first, 3 + 3), Beth 1 (third: 1 + 1), Chris 2 (second: 2 + 2)
    run_check(_scoring(text, {"Alan": [2, 2, 2], "Beth": [1], "Chris": [2, 2]},
                       vps={"Alan": 6, "Beth": 2, "Chris": 4}))  # fmt: skip


def test_all_players_with_minions_here_may_draw_each_their_own_choice() -> None:
    text = "When this base scores, all players with minions here may draw a card."
    check = _scoring(text, {"Alan": [6], "Chris": [5]})
    check["choices"] = [
        {"use-ability": "pass", "player": "Alan"},
        {"use-ability": "tally@Chris", "player": "Chris"},
        {"use-ability": "pass", "player": "Alan"},  # asked again once Chris's has resolved
    ]
    # Beth has no minion here: not asked, draws nothing; Alan draws his 2 at his turn's end
    check["expect"] = {"hand-size": {"Alan": 2, "Beth": 0, "Chris": 1}}
    run_check(check)


def test_all_players_other_than_the_winner_may_draw() -> None:
    text = "After this base scores, all players other than the winner may draw a card."
    check = _scoring(text, {"Alan": [6], "Beth": [2], "Chris": [5]})
    check["choices"] = [
        {"use-ability": "tally@Beth", "player": "Beth"},
        {"use-ability": "tally@Chris", "player": "Chris"},
    ]
    check["expect"] = {"hand-size": {"Alan": 2, "Beth": 1, "Chris": 1}}
    run_check(check)


def test_the_winner_is_not_asked_by_all_players_other_than_the_winner() -> None:
    text = "After this base scores, all players other than the winner may draw a card."
    check = _scoring(text, {"Alan": [6], "Beth": [2], "Chris": [5]})
    check["choices"] = [{"use-ability": "tally@Alan", "player": "Alan"}]
    with pytest.raises(InvalidScenario, match="asked Beth"):
        run_check({**check, "expect": {"hand-size": {"Alan": 1}}})


def test_each_player_with_a_minion_here_returns_one_of_their_own() -> None:
    text = (
        "When this base scores, each player with a minion here may return one of their"
        " minions here to their hand."
    )
    check = _scoring(text, {"Alan": [6], "Beth": [5, 1]})
    check["choices"] = [
        {"use-ability": "pass", "player": "Alan"},
        {"use-ability": "tally@Beth", "player": "Beth"},
        {"return-target": "m-Beth-1", "player": "Beth"},
        {"use-ability": "pass", "player": "Alan"},
    ]
    check["expect"] = {
        "zones": {
            "m-Beth-1": "Beth's hand",
            "m-Beth-0": "Beth's discard",
            "m-Alan-0": "Alan's discard",
        }
    }
    run_check(check)


def _beth_plays(text: str, where: str = "tally") -> dict[str, Any]:
    """Beth's turn: she plays ``one`` (power 2) at ``where``, then ``two``; Alan's minion
    ``watch`` (printed ``text``) is at tally."""
    return {
        "players": PLAYERS,
        "active": "Beth",
        "cards": {"watch": stand_in(text, "minion", power=1)},
        "setup": {
            "bases": [
                {"name": "tally", "breakpoint": 40, "minions": {"Alan": ["watch"]}},
                {"name": "keep", "breakpoint": 40},
            ],
            "hands": {"Beth": [{"card": 2, "name": "one"}, {"card": 2, "name": "two"}]},
            "decks": {
                p: [{"card": 1, "name": f"{p[0].lower()}d{n}"} for n in (1, 2)] for p in PLAYERS
            },
            "plays": {"Beth": {"minions": 1, "actions": 1}},
        },
        "do": [{"play": "one", "on": where}],
    }


def test_they_draw_is_the_player_who_played_not_the_cards_owner() -> None:
    check = _beth_plays("Ongoing: After a player plays a minion here, they draw a card.")
    zones = {"bd1": "Beth's hand", "ad1": "Alan's deck", "cd1": "Chris's deck"}
    run_check({**check, "expect": {"zones": zones}})


def test_they_may_play_an_extra_minion_is_the_players() -> None:
    check = _beth_plays(
        "Ongoing: After a player plays a minion here, they may play an extra minion."
    )
    check["do"] = [*check["do"], {"play": "two", "on": "keep"}]
    check["choices"] = [{"use-ability": "watch", "player": "Beth"}]
    run_check({**check, "expect": {"zones": {"two": "at keep"}}})


def test_no_extra_minion_after_a_play_elsewhere() -> None:
    check = _beth_plays(
        "Ongoing: After a player plays a minion here, they may play an extra minion.", "keep"
    )
    check["do"] = [*check["do"], {"play": "two", "on": "keep"}]
    with pytest.raises(IllegalAction, match="no minion play left"):
        run_check({**check, "expect": {"zones": {"two": "at keep"}}})


def _alan_plays(text: str) -> dict[str, Any]:
    hands: dict[str, list[Any]] = {
        p: [{"card": 1, "name": f"{p[0].lower()}{n}"} for n in (1, 2)] for p in PLAYERS
    }
    hands["Alan"].insert(0, "pick")
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}d{n}"} for n in (1, 2)] for p in PLAYERS}
    return {
        "players": PLAYERS,
        "cards": {"pick": stand_in(text, "action")},
        "setup": {"bases": [{"name": "bank", "breakpoint": 40}], "hands": hands, "decks": decks},
        "do": [{"play": "pick"}],
    }


def test_each_other_player_discards_then_you_draw() -> None:
    check = _alan_plays("Each other player discards a card. You draw a card.")
    check["choices"] = [
        {"discard-card": "b2", "player": "Beth"},
        {"discard-card": "c1", "player": "Chris"},
    ]
    zones = {"b2": "Beth's discard", "c1": "Chris's discard", "ad1": "Alan's hand"}
    run_check({**check, "expect": {"zones": {**zones, "a1": "Alan's hand", "bd1": "Beth's deck"}}})


# ---- (3) near-misses that stop


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Draw a card for every 5 power you have here.", "minion"),
        ("Ongoing: This minion has +1 power for every 5 power you have here.", "minion"),
        ("Gain 1 VP for every 5 power they have here.", "minion"),
        ("Gain 1 VP for every 5 power you have here.", "action"),
        ("After this base scores, the winner draws a card for every 5 power they have here.",
         "base"),
        ("Gain 1 VP for every 5 power you have there.", "minion"),
        ("After another player plays a minion here, they draw a card.", "base"),
        ("After you play a minion here, they draw a card.", "base"),
        ("When this base scores, all players with minions here draw a card.", "base"),
        ("When this base scores, all players draw a card.", "base"),
        ("You annihilate a minion.", "action"),
    ],
    ids=[
        "draw-for-every",
        "power-for-every",
        "they-without-subject",
        "here-on-an-action",
        "winner-draws-for-every",
        "there",
        "another-player-they",
        "you-play-they",
        "all-without-may",
        "all-players",
        "unknown-verb",
    ],
)  # fmt: skip
def test_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


def test_who_destroyed_compiles() -> None:
    """lang-destroyer: the engine records who destroyed a minion (tests/test_compile_destroyer)."""
    text = "After a minion is destroyed here, the player who destroyed it gains 1 VP."
    outcome = compile_text(text, "base")
    assert outcome.status == "compiled", outcome.describe()


# ---- (4) near-misses that compile apart


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (EVERY_FIVE, EVERY_FIVE.replace("every 5", "every 3")),
        (EVERY_FIVE, EVERY_FIVE.replace("the winner", "each player")),
        (EVERY_FIVE, EVERY_FIVE.replace("every 5 power", "each minion")),
        (
            "When this base scores, each player gains 1 VP for each minion they have here.",
            "When this base scores, each player gains 1 VP for each minion here.",
        ),
        (
            "When this base scores, all players with minions here may draw a card.",
            "When this base scores, each player may draw a card.",
        ),
        (
            "After this base scores, all players other than the winner may draw a card.",
            "After this base scores, each player may draw a card.",
        ),
        (
            "After a player plays a minion here, they draw a card.",
            "After you play a minion here, draw a card.",
        ),
    ],
    ids=["three", "each-player", "per-minion", "theirs-or-any", "with-minions", "but-winner",
         "they-or-you"],
)  # fmt: skip
def test_near_misses_compile_apart(one: str, other: str) -> None:
    assert _abilities(one) != _abilities(other)


# ---- a VP (or a draw) under a condition said first or last; a minion of power N or more

STRONG = "If you have a minion of power 5 or more in play, gain 1 VP."


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Gain 1 VP if you have a minion of power 5 or more in play.", "action"),
        ("If you have a minion of power 5 or more, gain 1 VP.", "action"),
        ("Gain 1 VP if you have a minion with power 5 or more.", "action"),
    ],
    ids=["said-last", "in-play-unsaid", "with-power"],
)
def test_a_condition_said_last_is_the_condition_said_first(text: str, card_type: str) -> None:
    assert _abilities(text, card_type) == _abilities(STRONG, "action")


def test_a_minion_of_power_n_or_more_is_a_condition_of_the_gain() -> None:
    (ability,) = _abilities(STRONG, "action").abilities
    (gain,) = ability.effects
    assert gain.verb == "gain-vp" and gain.condition is not None
    assert (gain.condition.kind, gain.condition.count) == ("your-minion-power-at-least", 5)


def test_here_is_this_cards_base_in_a_talent() -> None:
    text = "Talent: Gain 1 VP if you have a minion of power 4 or more here."
    (ability,) = _abilities(text, "minion").abilities
    (gain,) = ability.effects
    assert gain.condition is not None
    assert gain.condition.kind == "your-minion-here-power-at-least"


def _strong(minions: dict[str, list[int]]) -> dict[str, Any]:
    """Alan plays ``strong`` (printed STRONG); each player's minions of the powers given are
    at bank (``m-Alan-0`` ...)."""
    at = {
        p: [{"card": x, "name": f"m-{p}-{n}"} for n, x in enumerate(xs)]
        for p, xs in minions.items()
    }
    return {
        "players": PLAYERS,
        "cards": {"strong": stand_in(STRONG, "action")},
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 40, "minions": at}],
            "hands": {"Alan": ["strong"]},
        },
        "do": [{"play": "strong"}],
    }


@pytest.mark.parametrize(
    ("minions", "vps"),
    [
        ({"Alan": [2, 5]}, 1),
        ({"Alan": [4, 4]}, 0),
        ({"Alan": [4], "Beth": [6]}, 0),
        ({"Alan": [7], "Beth": [6]}, 1),
    ],
    ids=["five", "two-fours-not-one-five", "anothers-minion", "yours-and-anothers"],
)
def test_you_gain_the_vp_only_with_a_minion_of_yours_of_that_power(
    minions: dict[str, list[int]], vps: int
) -> None:
    expect: dict[str, Any] = {
        "vps": {"Alan": vps, "Beth": 0},
        "zones": {"strong": "Alan's discard"},
    }
    run_check({**_strong(minions), "expect": expect})


def _sage_check(strong_at: str) -> dict[str, Any]:
    """Alan uses the Talent of ``sage`` (power 1) at bank, where Beth's ``big`` (power 6)
    is; Alan's ``four`` (power 4) is at ``strong_at``."""
    text = "Talent: Gain 1 VP if you have a minion of power 4 or more here."
    four = {"card": 4, "name": "four"}
    bank: dict[str, list[Any]] = {"Alan": ["sage"], "Beth": [{"card": 6, "name": "big"}]}
    keep: dict[str, list[Any]] = {}
    (bank if strong_at == "bank" else keep).setdefault("Alan", []).append(four)
    return {
        "players": PLAYERS,
        "cards": {"sage": stand_in(text, "minion", power=1)},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 40, "minions": bank},
                {"name": "keep", "breakpoint": 40, "minions": keep},
            ],
        },
        "do": [{"talent": "sage"}],
    }


def test_a_minion_of_yours_here_of_that_power_gains_the_vp() -> None:
    run_check({**_sage_check("bank"), "expect": {"vps": {"Alan": 1}}})


def test_your_minion_on_another_base_or_anothers_here_does_not() -> None:
    # Beth's 6 is at bank with the sage, Alan's 4 at keep: no VP
    check = _sage_check("keep")
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"vps": {"Alan": 1}}})


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Gain 1 VP if you have a minion of power 5 or less.", "action"),
        ("Gain 1 VP if you have a minion of power 5 or more here.", "action"),
        ("Gain 1 VP if you have a minion of power 5 or more there.", "action"),
        ("Draw a card and gain 1 VP if you have a minion of power 5 or more.", "action"),
        ("Gain 1 VP if you have a minion of power 0 or more.", "action"),
    ],
    ids=["or-less", "here-on-an-action", "there", "two-effects", "zero"],
)
def test_condition_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    "other",
    [
        "If you have a minion of power 4 or more, gain 1 VP.",
        "If you have 5 or more minions, gain 1 VP.",
        "Gain 1 VP.",
        "If you have a minion of power 5 or more, draw a card.",
    ],
    ids=["four", "five-minions", "no-condition", "draw"],
)
def test_condition_near_misses_compile_apart(other: str) -> None:
    assert _abilities(STRONG, "action") != _abilities(other, "action")
