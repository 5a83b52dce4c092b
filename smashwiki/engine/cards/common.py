"""Helpers the faction modules share: what an action directly affected, what already
happened this turn, shuffling cards into a deck, choosing a minion.

"Directly affects": an action directly affects a minion when it is played on that
minion, or when one of its own effects changes that one minion (its power, its
counters, moves, returns or destroys it). An effect that reaches every minion at
a base without choosing them is applied without ``source`` and so is not direct.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..decisions import DecisionKind
from ..events import CardPlayed, Event, TurnBegan
from ..game import Game
from ..registry import Condition, Context, Timing, ability
from ..state import DECK, ROLE_MINION


def this_turn(game: Game) -> Iterator[Event]:
    """The events of the current turn, newest first."""
    for event in reversed(game.log):
        if isinstance(event, TurnBegan):
            return
        yield event


def affected_by_play(game: Game, played: Event | None) -> list[str]:
    """The minions the action played in ``played`` directly affected: the minion it was
    played on, and every minion one of its effects changed since."""
    if not isinstance(played, CardPlayed) or not game.definition(played.card).is_action:
        return []
    return game.directly_affected_by(played.card, played.start)


def played_by_controller(ctx: Context) -> bool:
    """True if the event is an action played by the controller of ``ctx.card``."""
    event = ctx.event
    return (
        isinstance(event, CardPlayed)
        and event.player == ctx.game.controller(ctx.card)
        and ctx.game.definition(event.card).is_action
    )


def shuffle_into_deck(game: Game, player: str, cards: Iterable[str], source: str) -> None:
    """Shuffle ``cards`` into ``player``'s deck (the deck is shuffled even if none)."""
    for uid in cards:
        game.move(uid, DECK, player=player, reason="shuffled", source=source)
    game.shuffle_deck(player)


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


def your_minions(game: Game, player: str, base: str | None = None) -> list[str]:
    """The minions ``player`` controls (at ``base``)."""
    return [
        m
        for m in game.minions_in_play()
        if game.controller(m) == player and (base is None or game.base_of(m) == base)
    ]


def special(timing: Timing, card_id: str, condition: Condition | None = None) -> None:
    """Register the Special ``card_id``: played from the hand at ``timing`` (its on-play
    ability does the rest)."""

    def play_it(ctx: Context) -> None:
        ctx.game.play_card(ctx.player, ctx.card, ctx.base)

    play_it.__doc__ = f"Special: play {card_id} from the hand at {timing.value}."
    ability(card_id, timing, from_hand=True, when=condition)(play_it)
