"""Invariants under seeded random play: thousands of legal turns, checked after every event."""

from __future__ import annotations

import pytest

from smashwiki.engine.randomplay import InvariantBroken, Invariants, play_turns, random_game

GAMES = 60
TURNS_PER_GAME = 40


@pytest.mark.parametrize("players", [2, 3, 4], ids=lambda n: f"{n}-players")
def test_random_play_keeps_every_invariant(players: int) -> None:
    turns = events = 0
    for seed in range(GAMES // 3):
        game = random_game(seed * 7 + players, players=players)
        invariants = Invariants.watch(game)
        turns += play_turns(game, TURNS_PER_GAME)
        events += invariants.events
    assert turns >= 600  # thousands of turns over the three player counts
    assert events > turns * 5


def test_random_play_is_reproducible() -> None:
    logs = []
    for _ in range(2):
        game = random_game(42, players=3)
        play_turns(game, 20)
        logs.append([event.describe() for event in game.log])
    assert logs[0] == logs[1]


def test_a_card_in_two_places_is_caught() -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    uid = game.state.players["Alan"].hand[0]
    game.state.players["Alan"].discard.append(uid)
    with pytest.raises(InvariantBroken, match="in 2 places"):
        invariants.check_cards()


def test_hands_over_ten_after_drawing_are_caught() -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    hand = game.state.players["Alan"].hand
    deck = game.state.players["Alan"].deck
    while len(hand) <= 10:
        hand.append(deck.pop())
    with pytest.raises(InvariantBroken, match="after the Draw 2 Cards phase"):
        invariants.check_hand("Alan")


def test_vps_going_down_are_caught() -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    invariants.vps["Alan"] = 5
    with pytest.raises(InvariantBroken, match="went down"):
        invariants.check_vps()
