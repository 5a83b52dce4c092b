"""The turn and its phases: Start Turn, Play Cards, Score Bases, Draw 2 Cards, End
Turn, the next player (extra turns first) and the end-of-turn victory check.
"""

from __future__ import annotations

from . import effects, plays, scoring, windows
from .appliers import expires
from .errors import IllegalAction, InvalidScenario
from .events import (
    EffectsExpired,
    GameEnded,
    PhaseBegan,
    PlaysReset,
    TurnBegan,
    VictoryChecked,
)
from .game import HOOKS, Game
from .registry import Timing
from .state import (
    DISCARD,
    PHASE_ORDER,
    Phase,
)

HAND_LIMIT = 10
CARDS_DRAWN = 2


def next_player(game: Game) -> str:
    """Who takes the next turn: an extra turn first; after extra turns, the player to
    the left of whoever took the last regular turn."""
    if game.state.extra_turns:
        return game.state.extra_turns[0]
    order = game.state.order
    return order[(order.index(regular_player(game)) + 1) % len(order)]


def regular_player(game: Game) -> str:
    """Who took the last regular (not extra) turn."""
    for event in reversed(game.log):
        if isinstance(event, TurnBegan) and not event.extra:
            return event.player
    return game.first_active


def advance(game: Game) -> None:
    """End the current phase and run the next one (after End Turn: the next turn's
    Start Turn phase, then on into its Play Cards phase). A game set up in a phase
    other than Play Cards first runs that phase."""
    phase = game.state.phase
    if phase == Phase.OVER:
        raise IllegalAction("the game is over")
    if not game.state.phase_started:
        begin(game, phase)  # a game set up "in" a phase runs that phase first
        return
    if phase == Phase.PLAY:
        plays.expire_grants(game, game.state.active)
    if phase == Phase.END:
        next_turn(game)
        return
    following = PHASE_ORDER[PHASE_ORDER.index(phase) + 1]
    begin(game, following)


def advance_to(game: Game, phase: str) -> None:
    """Advance until ``phase`` has run (``next-turn``: until the next Play Cards phase)."""
    target = Phase.PLAY if phase == "next-turn" else Phase(phase)
    turn = game.state.turn
    for _ in range(20):
        if game.state.phase == Phase.OVER:
            return
        advance(game)
        if game.state.phase == target and (phase != "next-turn" or game.state.turn != turn):
            return
    raise InvalidScenario(f"could not reach the {phase} phase")


def begin(game: Game, phase: Phase) -> None:
    """Begin ``phase`` and run what happens in it."""
    game.apply(PhaseBegan(phase.value, game.state.active))
    if phase == Phase.START:
        start_phase(game)
    elif phase == Phase.PLAY:
        game.apply(PlaysReset(game.state.active, 1, 1))
    elif phase == Phase.SCORE:
        scoring.score_bases(game)
    elif phase == Phase.DRAW:
        draw_phase(game)
    elif phase == Phase.END:
        end_phase(game)


def next_turn(game: Game) -> None:
    """Begin the next turn (an extra turn first): its Start Turn, then Play Cards phase."""
    extra = bool(game.state.extra_turns)
    player = next_player(game)
    game.apply(TurnBegan(player, game.state.turn + 1, extra))
    begin(game, Phase.START)
    if game.state.phase != Phase.OVER:
        begin(game, Phase.PLAY)


def start_phase(game: Game) -> None:
    """The Start Turn phase: effects end, the mechanics' start steps (stasis counters go),
    start-of-turn abilities, then the mechanics' steps after them (a buried card may be
    uncovered)."""
    player = game.state.active
    expire(game, "start-of-turn", player)
    for hook in HOOKS.turn_starting:  # e.g. stasis counters go
        hook(game)
    windows.fire(game, Timing.START_OF_TURN, None)
    for hook in HOOKS.turn_started:  # e.g. a buried card may be uncovered
        hook(game)


def expire(game: Game, until: str, player: str) -> None:
    """End the temporary effects that last ``until`` (for ``player``'s turn)."""
    turn = game.state.turn
    event = EffectsExpired(until, player, 0, turn)
    count = sum(1 for e in game.state.effects if expires(e, event))
    if count:
        game.apply(EffectsExpired(until, player, count, turn))


def draw_phase(game: Game) -> None:
    """The Draw 2 Cards phase: draw two, draw-phase abilities, discard down to 10."""
    player = game.state.active
    effects.draw(game, player, CARDS_DRAWN, phase=True)
    windows.fire(game, Timing.DRAW_PHASE, None)
    hand = game.state.players[player].hand
    excess = len(hand) - HAND_LIMIT
    if excess > 0:
        chosen = game.choose_cards(
            player,
            "discard-to-limit",
            f"Discard {excess} cards down to {HAND_LIMIT}",
            hand,
            at_least=excess,
            at_most=excess,
        )
        for uid in chosen:
            game.move(uid, DISCARD, reason="discarded")


def end_phase(game: Game) -> None:
    """The End Turn phase: end-of-turn abilities and effects scheduled for it (the
    things that happen at the end of the turn), then effects end, the mechanics' end
    steps (finished stasis cards are discarded), the victory check."""
    windows.fire(game, Timing.END_OF_TURN, None)
    for hook in HOOKS.turn_ends:  # e.g. "at the end of the turn, destroy this card"
        hook(game)
    expire(game, "end-of-turn", game.state.active)
    expire(game, "end-of-next-turn", game.state.active)  # lang-time
    for hook in HOOKS.turn_ending:  # e.g. finished stasis cards are discarded
        hook(game)
    check_victory(game)


def check_victory(game: Game) -> None:
    """The end-of-turn check: if someone has reached the goal and one player leads,
    the game ends (:func:`final_scores` decides the final order); if the lead is
    tied, play goes on."""
    vps = {p: game.state.players[p].vp for p in game.state.order}
    best = max(vps.values())
    if best < game.state.goal:
        return
    leaders = tuple(p for p in game.state.order if vps[p] == best)
    if len(leaders) > 1:
        game.apply(VictoryChecked(leaders, best))
        return
    standings = final_scores(game)
    top = standings[0]
    winners = tuple(p for p, vp, tie in standings if (vp, tie) == top[1:])
    game.apply(GameEnded(winners, standings))


def final_scores(game: Game) -> tuple[tuple[str, int, int], ...]:
    """(player, final VPs, tie-breaker), best first: most VPs, then the lowest tie-breaker.
    The mechanics adjust both (madness: every two Madness cards cost 1 VP, and fewer
    Madness cards wins a tie); without any, they are the VPs and 0."""
    rows = []
    for player in game.state.order:
        lost = tie = 0
        for adjust in HOOKS.final_adjustments:
            more_lost, more_tie = adjust(game, player)
            lost, tie = lost + more_lost, tie + more_tie
        rows.append((player, game.state.players[player].vp - lost, tie))
    return tuple(sorted(rows, key=lambda row: (-row[1], row[2])))
