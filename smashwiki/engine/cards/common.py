"""Helpers the faction modules share: what already happened this turn, choosing a
minion, Specials; and, from the card language (:mod:`smashwiki.engine.language`),
what an action directly affected and shuffling cards into a deck.

"Directly affects": an action directly affects a minion when it is played on that
minion, or when one of its own effects changes that one minion (its power, its
counters, moves, returns or destroys it). An effect that reaches every minion at
a base without choosing them is applied without ``source`` and so is not direct.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .. import plays
from ..decisions import DecisionKind
from ..events import Event, TurnBegan
from ..game import Game
from ..language.conditions import affected_by_play, played_by_controller, your_minions
from ..language.effects import shuffle_into_deck
from ..registry import Condition, Context, Timing, ability
from ..state import ROLE_MINION

__all__ = [
    "affected_by_play",
    "choose_minion",
    "played_by_controller",
    "shuffle_into_deck",
    "special",
    "this_turn",
    "your_minions",
]


def this_turn(game: Game) -> Iterator[Event]:
    """The events of the current turn, newest first."""
    for event in reversed(game.log):
        if isinstance(event, TurnBegan):
            return
        yield event


def choose_minion(
    ctx: Context, candidates: Iterable[str], kind: DecisionKind, prompt: str
) -> str | None:
    """The controller chooses one of ``candidates`` (only the minion the card must
    directly affect, if it was played through such a grant)."""
    game = ctx.game
    minions = [m for m in candidates if game.role(m) == ROLE_MINION and game.is_active(m)]
    if ctx.must_affect is not None:
        minions = [m for m in minions if m == ctx.must_affect]
    return game.choose_card(ctx.player, kind, prompt, minions)


def special(timing: Timing, card_id: str, condition: Condition | None = None) -> None:
    """Register the Special ``card_id``: played from the hand at ``timing`` (its on-play
    ability does the rest)."""

    def play_it(ctx: Context) -> None:
        plays.play_card(ctx.game, ctx.player, ctx.card, ctx.base)

    play_it.__doc__ = f"Special: play {card_id} from the hand at {timing.value}."
    ability(card_id, timing, from_hand=True, when=condition)(play_it)
