"""Invariants under seeded random play: thousands of legal turns, checked after every event."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import real_dataset

from smashwiki.checks import catalog
from smashwiki.engine import Game
from smashwiki.engine import definitions as d
from smashwiki.engine.cards import load_all
from smashwiki.engine.cards.time_travelers import TIME_BOX
from smashwiki.engine.events import AbilityResolved, CardMoved, CardPlayed, TallyChanged, TurnBegan
from smashwiki.engine.randomplay import (
    InvariantBroken,
    Invariants,
    deck_game,
    play_turns,
    random_game,
)
from smashwiki.engine.setup import GameBuilder
from smashwiki.engine.state import IN_PLAY, MADNESS_DECK, ROLE_TITAN, Location, PlayGrant

ROOT = Path(__file__).resolve().parent.parent

GAMES = 60
TURNS_PER_GAME = 40


@pytest.mark.parametrize("players", [2, 3, 4], ids=lambda n: f"{n}-players")
def test_random_play_keeps_every_invariant(players: int) -> None:
    turns = events = 0
    moves: set[str] = set()
    for seed in range(GAMES // 3):
        game = random_game(seed * 7 + players, players=players)
        invariants = Invariants.watch(game)
        turns += play_turns(game, TURNS_PER_GAME)
        events += invariants.events
        moves |= {f"{e.reason} {e.to_zone}" for e in game.log if isinstance(e, CardMoved)}
    assert turns >= 600  # thousands of turns over the three player counts
    assert events > turns * 5
    # the stand-ins store, bury, uncover, put in stasis and return Madness cards, so the
    # hidden-card invariants are exercised
    wanted = {"stored in-play", "buried in-play", "uncovered resolving", "stasis stasis"}
    assert wanted | {"returned madness-deck"} <= moves, sorted(moves)


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


def _second_copy(game: Game, uid: str) -> None:
    game.state.players["Alan"].discard.append(uid)


def _wrong_location(game: Game, uid: str) -> None:
    game.state.locations[uid] = Location("discard", "Alan")


def _hand_replaced(game: Game, uid: str) -> None:
    player = game.state.players["Alan"]
    player.hand = [other for other in player.hand if other != uid]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_second_copy, "in 2 places"),
        (_wrong_location, "not where its location says"),
        (_hand_replaced, "in 0 places"),
    ],
    ids=["second-copy", "wrong-location", "hand-list-replaced"],
)
def test_a_change_after_a_passing_check_is_caught(change, message: str) -> None:
    """check_cards skips only when nothing it reads changed since it last passed."""
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    invariants.check_cards()
    invariants.check_cards()  # unchanged: passes again
    change(game, game.state.players["Alan"].hand[0])
    with pytest.raises(InvariantBroken, match=message):
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


def _real_decks() -> tuple[dict[str, list[d.CardDef]], list[d.CardDef], dict[str, list[d.CardDef]]]:
    """Time Travelers for Alan, Musketeers for Beth (every copy), their four bases and
    some vanilla ones, and Time Box beside Alan."""
    dataset = real_dataset()
    cards = catalog(dataset)
    decks: dict[str, list[d.CardDef]] = {"Alan": [], "Beth": []}
    bases: list[d.CardDef] = [d.vanilla_base(bp) for bp in (16, 18, 20, 22)]
    titans: dict[str, list[d.CardDef]] = {"Alan": []}
    for card in dataset.cards:
        player = {"time-travelers": "Alan", "musketeers": "Beth"}.get(card.faction_id or "")
        if player is None:
            continue
        if card.type == "base":
            bases.append(cards[card.id])
        elif card.type == "titan":
            titans[player].append(cards[card.id])
        else:
            decks[player] += [cards[card.id]] * (card.count or 1)
    return decks, bases, titans


@pytest.fixture(scope="module")
def real_deck_games() -> tuple[tuple[Game, Invariants, int], ...]:
    """Thirty games of 30 turns with the real decks, seeds 0 to 29, watched by the invariants,
    with the turns each played (played once for the two tests below: a game depends only on
    its seed; let go after this module, not kept to the end of the session)."""
    load_all()
    decks, bases, titans = _real_decks()
    assert [len(deck) for deck in decks.values()] == [20, 20]
    games = []
    for seed in range(30):
        game = deck_game(seed, decks, bases, titans=titans)
        invariants = Invariants.watch(game)
        games.append((game, invariants, play_turns(game, 30)))
    return tuple(games)


def test_real_time_travelers_and_musketeers_decks_keep_every_invariant(
    real_deck_games: tuple[tuple[Game, Invariants, int], ...],
) -> None:
    decks, _, _ = _real_decks()
    turns = events = 0
    played: set[str] = set()
    for game, invariants, played_turns in real_deck_games:
        turns += played_turns
        events += invariants.events
        played |= {game.definition(e.card).id for e in game.log if isinstance(e, CardPlayed)}
    assert turns >= 600
    real = {card.id for deck in decks.values() for card in deck}
    assert len(real & played) >= len(real) - 2, sorted(real - played)


def _time_box_plays(game: Game) -> tuple[int, int]:
    """How often Time Box was played, and how often its counters were removed."""
    box = [u for u, card in game.state.cards.items() if card.definition.id == TIME_BOX]
    plays = sum(isinstance(e, CardPlayed) and e.card in box for e in game.log)
    removals = sum(isinstance(e, TallyChanged) and e.card in box and e.amount < 0 for e in game.log)
    return plays, removals


def test_random_play_plays_time_box_only_after_removing_its_counters(
    real_deck_games: tuple[tuple[Game, Invariants, int], ...],
) -> None:
    """No card lets Time Box be played instead of a regular play: only its fifth counter."""
    total = 0
    for seed, (game, _, _) in enumerate(real_deck_games[:10]):
        plays, removals = _time_box_plays(game)
        assert plays == removals, f"seed {seed}: {plays} plays, {removals} removals"
        total += plays
    assert total > 0


def _first(game: Game, key: str) -> str:
    return next(uid for uid, card in game.state.cards.items() if card.definition.id.endswith(key))


def _into(game: Game, uid: str, player: str, zone: str) -> None:
    """Put ``uid`` into a player's pile behind the engine's back (the invariants must see it)."""
    location = game.state.locations[uid]
    game.state.pile(location).remove(uid)
    game.state.players[player].pile(zone).append(uid)
    game.state.locations[uid] = Location(zone, player)


@pytest.mark.parametrize(
    ("card", "zone", "message"),
    [
        pytest.param("loot", "deck", "the treasure loot", id="treasure-in-a-deck"),
        pytest.param("loot", "discard", "the treasure loot", id="treasure-in-a-discard-pile"),
        pytest.param("ogre", "hand", "the monster ogre", id="monster-in-a-hand"),
    ],
)
def test_monsters_and_treasures_out_of_their_piles_are_caught(
    card: str, zone: str, message: str
) -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    invariants.check_kinds()  # a fresh game keeps them
    _into(game, _first(game, card), "Alan", zone)
    with pytest.raises(InvariantBroken, match=message):
        invariants.check_kinds()


def test_a_treasure_in_a_hand_is_allowed() -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    _into(game, _first(game, "loot"), "Alan", "hand")
    invariants.check_kinds()


def _watching_bastion() -> tuple[Game, Invariants, str]:
    """A game of real decks, its invariants, and Bastion Saint-Gervais (whose after-play
    ability is once per turn)."""
    load_all()
    decks, bases, titans = _real_decks()
    game = deck_game(1, decks, bases, titans=titans)
    return game, Invariants.watch(game), _first(game, "bastion-saint-gervais")


def test_a_once_per_turn_ability_resolving_twice_is_caught() -> None:
    _, invariants, bastion = _watching_bastion()
    resolved = AbilityResolved(bastion, "after-play", "Alan")
    invariants.check_once_per_turn(resolved)
    invariants.check_once_per_turn(AbilityResolved(bastion, "on-play", "Alan"))
    with pytest.raises(InvariantBroken, match="resolved 2 times"):
        invariants.check_once_per_turn(resolved)


def test_a_new_turn_restarts_the_once_per_turn_count() -> None:
    game, invariants, bastion = _watching_bastion()
    invariants.check_once_per_turn(AbilityResolved(bastion, "after-play", "Alan"))
    invariants(game, TurnBegan("Beth", game.state.turn + 1, False))
    invariants.check_once_per_turn(AbilityResolved(bastion, "after-play", "Beth"))


def test_an_immediate_extra_play_left_waiting_is_caught() -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    game.state.players["Beth"].grants.append(PlayGrant("minion", None, immediate=True))
    with pytest.raises(InvariantBroken, match="to be made immediately"):
        invariants.check_grants()


def test_two_titans_under_one_controller_are_caught() -> None:
    game = random_game(3, players=2)
    invariants = Invariants.watch(game)
    for base in game.state.bases[:2]:  # two cards in play recorded as Alan's titans
        record = game.state.in_play[base]
        game.state.in_play[base] = dataclasses.replace(record, role=ROLE_TITAN, controller="Alan")
    with pytest.raises(InvariantBroken, match="Alan controls 2 titans"):
        invariants.check_titans()


def _hidden_game() -> tuple[Game, Invariants]:
    """Alan's minion with a card stored under it and a card buried at its base, a card in
    his stasis, and the Madness deck: every hidden-card invariant holds."""
    builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=20)
    builder.minion("Alan", "bank", 3, uid="chest").store("Alan", "chest", 2, uid="gem")
    builder.bury("Alan", "bank", 4, uid="trap")
    builder.stasis("Alan", 5, counters=1, uid="sleeper")
    builder.shared(MADNESS_DECK, d.MADNESS_CARD, uids=["m1"])
    game = builder.build()
    invariants = Invariants.watch(game)
    invariants.check_hidden()
    return game, invariants


@pytest.mark.parametrize(
    ("breaks", "message"),
    [
        pytest.param(
            lambda g: g.state.locations.update(gem=Location(IN_PLAY, None, "bank")),
            "the stored card gem",
            id="stored-card-without-its-host",
        ),
        pytest.param(
            lambda g: g.state.locations.update(trap=Location(IN_PLAY, None, "chest")),
            "the buried card trap",
            id="buried-card-off-its-base",
        ),
        pytest.param(
            lambda g: setattr(g.state.in_play["sleeper"], "counters", 1),
            "sleeper in stasis",
            id="power-counters-in-stasis",
        ),
        pytest.param(
            lambda g: setattr(g.state.cards["m1"], "owner", "Alan"),
            "the Madness card m1",
            id="owned-madness-in-the-madness-deck",
        ),
    ],
)
def test_hidden_cards_out_of_place_are_caught(breaks: Callable[[Game], None], message: str) -> None:
    game, invariants = _hidden_game()
    breaks(game)
    with pytest.raises(InvariantBroken, match=message):
        invariants.check_hidden()
