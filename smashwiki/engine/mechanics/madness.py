"""Madness: drawn from the shared Madness deck; at the end of the game every two
Madness cards a player has cost them 1 VP.
"""

from __future__ import annotations

from .. import definitions as d
from ..game import HOOKS, Game
from ..state import (
    DECK,
    DISCARD,
    HAND,
    MADNESS_DECK,
    ROLE_BURIED,
    ROLE_STORED,
    STASIS,
)


def draw_madness(game: Game, player: str) -> str | None:
    """``player`` draws a Madness card (nothing happens if the Madness deck is empty)."""
    top = game.top_of(MADNESS_DECK)
    if top is None:
        return None
    game.move(top, HAND, player=player, reason="drawn")
    return top


def madness_count(game: Game, player: str) -> int:
    """Madness cards ``player`` has in hand, deck or discard pile, buried, stored or in
    stasis."""
    count = 0
    for uid, card in game.state.cards.items():
        if card.definition.kind != d.MADNESS:
            continue
        location = game.state.locations[uid]
        in_pile = location.zone in (HAND, DECK, DISCARD, STASIS) and location.player == player
        hidden = game.role(uid) in (ROLE_BURIED, ROLE_STORED)
        if in_pile or (hidden and game.controller(uid) == player):
            count += 1
    return count


def penalty(game: Game, player: str) -> tuple[int, int]:
    """At the end of the game every two Madness cards ``player`` has cost them 1 VP, and
    in a tie the player with fewer Madness cards wins: (VPs lost, Madness cards)."""
    count = madness_count(game, player)
    return count // 2, count


HOOKS.final_adjustments.append(penalty)
