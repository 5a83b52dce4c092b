"""The event log is the replay: applying a game's events, in order, to its starting
state rebuilds the state it reached (every change goes through an event, and
shuffles record the order they made).

>>> from smashwiki.engine.setup import GameBuilder
>>> builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=5)
>>> game = builder.minion("Alan", "bank", 6).build()
>>> start = snapshot(game)
>>> from smashwiki.engine.turn import advance_to
>>> advance_to(game, "next-turn")
>>> replay(start, game.log) == game.state
True
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from .appliers import apply_event
from .events import Event
from .game import Game
from .state import GameState


def snapshot(game: Game) -> GameState:
    """A copy of ``game``'s state as it is now (take it before the game goes on)."""
    return copy_state(game.state)


def copy_state(state: GameState) -> GameState:
    """A deep copy of ``state`` that shares the card definitions: they are frozen and no
    event changes them (a card that changes definition gets another one), so copying
    them, with their whole ability spec, only costs time."""
    memo: dict[int, Any] = {id(card.definition): card.definition for card in state.cards.values()}
    return copy.deepcopy(state, memo)


def replay(start: GameState, events: Iterable[Event]) -> GameState:
    """The state reached by applying ``events`` to a copy of ``start`` with the appliers
    alone: no abilities run, nothing is asked, no random numbers are drawn."""
    game = Game(copy_state(start), registries=())
    for event in events:
        apply_event(event, game)
    return game.state
