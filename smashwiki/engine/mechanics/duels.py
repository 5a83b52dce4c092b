"""Duels: two minions' controllers may each place a card face down; actions are
played, the stronger minion wins.
"""

from __future__ import annotations

from .. import legality, ongoing, plays
from ..events import (
    DuelBegan,
    DuelResolved,
)
from ..game import HOOKS, Game
from ..state import (
    HAND,
    RESOLVING,
)


@HOOKS.applier(DuelBegan)
def _duel_began(event: DuelBegan, game: Game) -> None:
    """A duel is on: a duel its actions start is ignored."""
    game.state.duel_active = True


@HOOKS.applier(DuelResolved)
def _duel_resolved(event: DuelResolved, game: Game) -> None:
    """The duel is over."""
    game.state.duel_active = False


def duel(
    game: Game, challenger: str, defender: str, *, source: str | None = None
) -> tuple[str, ...]:
    """Two minions duel; returns the winners (both on a tie, none if the duel stopped).

    Each controller, challenger first, may put a card from hand face down; they
    are revealed in the same order: an action is played, anything else goes back
    to the hand. A duel during a duel is ignored.
    """
    if game.state.duel_active:
        return ()
    game.apply(DuelBegan(challenger, defender))
    placed = []
    for minion in (challenger, defender):
        player = game.controller(minion)
        if player is None:
            continue
        card = game.choose_card(
            player,
            "duel-card",
            "Place a card for the duel?",
            game.players_pile(player, HAND),
            optional=True,
        )
        if card is not None:
            game.move(card, RESOLVING, player=player, reason="placed", controller=player)
            placed.append((player, card))
    for player, card in placed:
        if game.definition(card).is_action:
            targets = legality.action_targets(game, card)
            plays.play_card(
                game, player, card, plays.choose_target(game, player, card, targets), extra=True
            )
        else:
            game.move(card, HAND, player=game.card(card).owner, reason="returned")
    winners: tuple[str, ...] = ()
    together = (
        game.is_active(challenger)
        and game.is_active(defender)
        and game.base_of(challenger) == game.base_of(defender)
    )
    if together:
        a, b = ongoing.power(game, challenger), ongoing.power(game, defender)
        winners = (challenger,) if a > b else (defender,) if b > a else (challenger, defender)
    game.apply(DuelResolved(challenger, defender, winners))
    return winners
