"""Monsters and treasures: monsters played on a base that nobody controls, and the
treasures shared when their base scores or given to whoever destroys them.
"""

from __future__ import annotations

from .. import definitions as d
from ..events import BaseScored
from ..game import HOOKS, Game
from ..state import (
    HAND,
    IN_PLAY,
    MONSTER_DECK,
    RESOLVING,
    TREASURE_DECK,
)


def play_monster(game: Game, base: str) -> str | None:
    """Play the top monster on ``base``; nobody controls it (it adds to the breakpoint).

    "Monsters' abilities trigger when they are played just as with normal minions":
    its on-play ability resolves, the current player making its choices (no player
    played it, so nothing that waits for a player's play triggers)."""
    from ..plays import resolve_on_play

    top = game.top_of(MONSTER_DECK)
    if top is not None:
        game.move(top, IN_PLAY, host=base, controller=None, reason="played")
        resolve_on_play(game, top, game.state.active, None, base)
    return top


def share_treasure(game: Game, scored: BaseScored) -> None:
    """Reveal the treasures of the monsters at the scoring base; the players pick in
    ranking order, one at a time."""
    base, ranking = scored.base, scored.ranking
    monsters = [u for u in game.minions_at(base) if game.definition(u).kind == d.MONSTER]
    count = sum(game.definition(u).treasure for u in monsters)
    revealed = []
    for _ in range(count):
        top = game.top_of(TREASURE_DECK)
        if top is None:
            break
        game.move(top, RESOLVING, reason="revealed")
        revealed.append(top)
    pickers = [player for player, _, _ in ranking]
    pick = 0
    while revealed and pickers:
        player = pickers[pick % len(pickers)]
        chosen = game.choose_card(player, "pick-treasure", "Take which treasure?", revealed)
        assert chosen is not None
        revealed.remove(chosen)
        game.move(chosen, HAND, player=player, reason="picked")
        pick += 1


def monsters_arrive(game: Game, base: str) -> None:
    """A new base in play comes with its monsters (as many as its card says)."""
    for _ in range(game.definition(base).monsters):
        play_monster(game, base)


def loot(game: Game, uid: str, player: str | None, source: str | None) -> None:
    """A monster destroyed by a card's effect gives the player who controls that effect
    its treasures, from the top of the treasure deck."""
    definition = game.definition(uid)
    if player is None or definition.kind != d.MONSTER:
        return
    for _ in range(definition.treasure):
        top = game.top_of(TREASURE_DECK)
        if top is None:
            break
        game.move(top, HAND, player=player, reason="drawn", source=source)


HOOKS.base_scored.append(share_treasure)
HOOKS.destroyed.append(loot)
HOOKS.base_entered.append(monsters_arrive)
