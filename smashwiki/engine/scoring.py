"""Scoring bases: the current player picks a ready base, it scores by rank through
its windows, its cards go to the discard piles and the base is replaced.
"""

from __future__ import annotations

from . import effects, ongoing, windows
from .errors import InvalidScenario
from .events import (
    BaseChosen,
    BaseScored,
    MoveReason,
    ReplacementChosen,
    Reshuffled,
    VPGained,
)
from .game import HOOKS, Game
from .registry import Timing
from .state import (
    BASE_DECK,
    BASE_DISCARD,
    DISCARD,
    IN_PLAY,
    ROLE_TITAN,
    SET_ASIDE,
)

MAX_SCORING_ROUNDS = 100


def score_bases(game: Game) -> None:
    """The Score Bases phase: while a base is ready, the current player picks one and it
    scores."""
    for _ in range(MAX_SCORING_ROUNDS):
        ready = ongoing.ready_bases(game)
        if not ready:
            return
        base = game.choose_card(game.state.active, "score-base", "Which base scores first?", ready)
        assert base is not None
        score_base(game, base)
    raise InvalidScenario("bases kept becoming ready to score")


def score_base(game: Game, base: str) -> None:
    """Score ``base``: before-scoring window, VPs by rank, when- and after-scoring
    windows, treasures, then its cards go to their owners' discard piles and the base
    is replaced. Once chosen, the base scores even if its power drops."""
    game.apply(BaseChosen(base, ongoing.total_power(game, base), ongoing.breakpoint(game, base)))
    windows.fire(game, Timing.BEFORE_SCORING, None, base=base)
    ranking = ongoing.ranking(game, base)
    scored = BaseScored(base, ranking)
    game.apply(scored)
    vps = game.definition(base).vps
    for player, _power, place in ranking:
        if place <= len(vps) and vps[place - 1] > 0:
            game.apply(VPGained(player, vps[place - 1], base, place))
    windows.fire(game, Timing.WHEN_SCORING, None, event=scored, base=base)
    for hook in HOOKS.base_scored:  # e.g. the treasures of its monsters
        hook(game, scored)
    windows.fire(game, Timing.AFTER_SCORING, None, event=scored, base=base)
    if base in game.state.bases:
        clear_base(game, base)
        windows.fire(game, Timing.BASE_CLEARED, None, event=scored, base=base)
        replace_base(game, base)


def clear_base(game: Game, base: str) -> None:
    """Send the cards at a scored base to the discard piles (titans back beside
    their owners), then the goes-to-discard window for the minions."""
    cards = [u for u in game.state.at.get(base, []) if game.state.locations[u].host == base]
    discarded = []
    for uid in cards:
        definition = game.definition(uid)
        if game.role(uid) == ROLE_TITAN:
            game.move(uid, SET_ASIDE, reason="set-aside")
            continue
        if effects.replaced(game, "scoring_replacements", uid, None):  # lang-instead
            continue
        game.move(uid, DISCARD, reason="scored")
        if definition.is_minion:
            discarded.append(uid)
    windows.fire(game, Timing.GOES_TO_DISCARD, discarded)


def replace_base(game: Game, base: str, reason: MoveReason = "scored") -> str | None:
    """Put ``base`` on the base discard pile and the top of the base deck in its place
    (shuffling the base discard pile into a new base deck if it ran out); ``reason`` is
    why it goes (``destroyed`` for a base an ability destroys, which does not score)."""
    index = game.state.bases.index(base)
    for uid in list(game.state.at.get(base, [])):
        game.move(uid, DISCARD, reason="discarded")
    chosen = game.state.replacements.get(base)
    game.move(base, BASE_DISCARD, reason=reason)  # its replacement, if any, is used now
    if chosen is not None:
        return put_base(game, chosen, index)
    discard = game.state.shared.get(BASE_DISCARD)
    if not game.state.shared.get(BASE_DECK) and discard:
        order = list(discard)
        game.rng.shuffle(order)
        game.apply(Reshuffled(BASE_DECK, None, len(discard), tuple(order)))
    new = game.top_of(BASE_DECK)
    if new is None:
        return None
    return put_base(game, new, index)


def choose_replacement(game: Game, base: str, replacement: str) -> None:
    """When ``base`` is replaced, ``replacement`` (e.g. a base from the base discard
    pile) takes its place instead of the top of the base deck."""
    game.apply(ReplacementChosen(base, replacement))


def put_base(game: Game, new: str, index: int) -> str:
    """Put the base ``new`` in play at position ``index``, with what comes with it."""
    game.move(new, IN_PLAY, reason="replaced", index=index)
    for hook in HOOKS.base_entered:  # e.g. its monsters
        hook(game, new)
    return new
