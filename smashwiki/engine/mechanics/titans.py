"""Titans (Titans expansion): played instead of a regular play only when a card
says so, otherwise through a grant; the clash when two meet at a base.
"""

from __future__ import annotations

from .. import legality, ongoing, plays
from ..actions import (
    PlayTitan,
)
from ..events import (
    PlayUsed,
    TitanClash,
)
from ..game import HOOKS, Game
from ..state import (
    ROLE_TITAN,
    SET_ASIDE,
    PlayerState,
    as_play_kind,
)


def titan_plays(game: Game, uid: str) -> frozenset[str]:
    """The regular plays (``minion``, ``action``) the titan ``uid`` may be played
    instead of, because its card says so; empty for every other card."""
    card_id = game.definition(uid).id
    registry = game.registry_of(card_id)
    return registry.titan_plays.get(card_id, frozenset()) if registry else frozenset()


def turn_play_allows(game: Game, action: PlayTitan) -> bool:
    """Whether the titan's own Special lets it be played on its base now, on its player's
    turn ("Special: On your turn, you may play this titan on a base": lang-t2)."""
    card_id = game.definition(action.card).id
    registry = game.registry_of(card_id)
    allowed = registry.titan_turn_plays.get(card_id) if registry else None
    return allowed is not None and allowed(game, action.player, action.card, action.base)


def pay_turn_cost(game: Game, action: PlayTitan) -> None:
    """Pay what the titan's own Special on your turn costs ("you may discard a card to play
    this titan on a base"), if anything: once, as it is played (lang-titans)."""
    card_id = game.definition(action.card).id
    registry = game.registry_of(card_id)
    pay = registry.titan_turn_costs.get(card_id) if registry else None
    if pay is not None:
        pay(game, action.player, action.card, action.base)


def play_titan(game: Game, action: PlayTitan) -> None:
    """Play a titan, using up the regular play it replaces or the grant that lets it (its
    own Special on your turn uses neither: it is not one of the turn's plays)."""
    if action.instead_of is not None:
        game.apply(PlayUsed(action.player, as_play_kind(action.instead_of)))
    elif turn_play_allows(game, action):
        pay_turn_cost(game, action)  # lang-titans: its Special's cost, as it is played
    else:
        grant = next(g for g in game.state.players[action.player].grants if g.kind == "titan")
        game.apply(PlayUsed(action.player, "titan", grant))
    plays.play_card(game, action.player, action.card, action.base)


def after_arrives(game: Game, uid: str, base: str) -> None:
    """The clash of the titans: after a titan arrives where another one is, the one
    whose controller has less power there leaves; a tie keeps the earlier one."""
    if game.role(uid) != ROLE_TITAN:
        return
    others = [t for t in game.titans_at(base) if t != uid]
    if not others:
        return
    earlier = others[0]
    newcomer_power = ongoing.player_power(game, base, game.controller(uid) or "")
    earlier_power = ongoing.player_power(game, base, game.controller(earlier) or "")
    loser = uid if newcomer_power <= earlier_power else earlier
    winner = earlier if loser == uid else uid
    game.apply(TitanClash(base, winner, loser))
    game.move(loser, SET_ASIDE, reason="set-aside")


def why_illegal(game: Game, action: PlayTitan) -> str | None:
    """Why the titan may not be played now (not beside its owner, a titan already in
    play, no play that lets it), or None."""
    if action.card not in game.state.players[action.player].set_aside:
        return f"{action.card} is not beside {action.player}"
    if action.base not in game.state.bases:
        return f"{action.base} is not a base in play"
    if controls_a_titan(game, action.player):
        return f"{action.player} already controls a titan in play"
    reason = why_play_missing(game, action)
    return reason if reason is not None else legality.restricted(game, action)


def controls_a_titan(game: Game, player: str) -> bool:
    """True if ``player`` controls a titan in play (and so may play no other: "You cannot
    play a titan if you already control a titan in play")."""
    return any(
        game.role(uid) == ROLE_TITAN and game.controller(uid) == player
        for uid in game.state.in_play
    )


def why_play_missing(game: Game, action: PlayTitan) -> str | None:
    """Why no play lets ``action`` happen: a titan is played instead of a regular
    play only if a card says so, otherwise through a grant (a card saying "play it")."""
    state = game.state.players[action.player]
    how = action.instead_of
    if how is None:
        if not any(g.kind == "titan" for g in state.grants) and not turn_play_allows(game, action):
            return "no card lets you play a titan now"
        return None
    if how not in ("minion", "action"):
        return f"a titan is played instead of the regular minion or action play, not {how!r}"
    if how not in titan_plays(game, action.card):
        return f"no card lets you play this titan instead of your regular {how} play"
    if (state.minion_plays if how == "minion" else state.action_plays) < 1:
        return f"{action.player} has no {how} play left this turn"
    return None


def titan_candidates(game: Game, player: str, state: PlayerState) -> list[PlayTitan]:
    """The titans ``player`` might play now, on each base, instead of each regular play
    their cards allow or through a grant (judged by :func:`why_illegal`)."""
    found: list[PlayTitan] = []
    for uid in state.set_aside:
        for how in (*sorted(titan_plays(game, uid)), None):
            found += [PlayTitan(player, uid, base, how) for base in game.state.bases]
    return found


HOOKS.action(PlayTitan, why_illegal, play_titan)
HOOKS.candidates.append(titan_candidates)
HOOKS.arrivals.append(after_arrives)
