"""The event log is the replay: for every check and scenario, and for random games,
applying the log to the starting state rebuilds the state the game reached."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from conftest import real_dataset
from scenariokit import every

from smashwiki.checks import catalog
from smashwiki.engine.errors import EngineError
from smashwiki.engine.game import Game
from smashwiki.engine.randomplay import play_turns, random_game
from smashwiki.engine.replay import replay, snapshot
from smashwiki.engine.scenario import run_check
from smashwiki.engine.setup import GameBuilder
from smashwiki.engine.state import GameState

DATASET = real_dataset()
CARDS = catalog(DATASET)
RANDOM_GAMES = 100
TURNS = 12


def _checks() -> list[Any]:
    cases = [
        pytest.param(ruling.check, id=ruling.id)
        for ruling in DATASET.rulings
        if ruling.check is not None
    ]
    for name, check in every().items():
        cases.append(pytest.param(check, id=name))
    return cases


def _differences(got: GameState, wanted: GameState) -> list[str]:
    return [
        name for name in wanted.__dataclass_fields__ if getattr(got, name) != getattr(wanted, name)
    ]


@pytest.mark.parametrize("check", _checks())
def test_replaying_a_checks_log_rebuilds_its_state(check: dict[str, Any]) -> None:
    games: list[tuple[Game, GameState]] = []
    with contextlib.suppress(EngineError):  # a failing check's log must replay too
        run_check(check, CARDS, started=lambda game: games.append((game, snapshot(game))))
    if not games:
        pytest.skip("the check stops before its game starts")
    [(game, start)] = games
    assert _differences(replay(start, game.log), game.state) == []


def test_replaying_random_games_rebuilds_their_states() -> None:
    events = 0
    for seed in range(RANDOM_GAMES):
        game = random_game(seed, players=2 + seed % 3)
        start = snapshot(game)
        play_turns(game, TURNS)
        events += len(game.log)
        assert _differences(replay(start, game.log), game.state) == [], f"seed {seed}"
    assert events > RANDOM_GAMES * TURNS * 5


def test_a_change_outside_the_log_is_caught() -> None:
    game = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=20).hand("Alan", 3).build()
    start = snapshot(game)
    game.state.players["Alan"].vp += 1  # not an event
    assert _differences(replay(start, game.log), game.state) == ["players"]
