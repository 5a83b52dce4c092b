"""Legality as a question: :func:`legal_actions` and :func:`why_illegal`, apart
from carrying an action out (:mod:`~smashwiki.engine.plays`).
"""

from __future__ import annotations

from . import ongoing, windows
from .actions import (
    Action,
    PlayAction,
    PlayMinion,
    PutInHand,
    UseTalent,
)
from .game import HOOKS, Game
from .registry import Timing
from .state import (
    HAND,
    ROLE_MINION,
    Location,
    Phase,
    PlayerState,
    PlayGrant,
    PlayKind,
    PlayPlace,
)


def legal_actions(game: Game, player: str | None = None) -> list[Action]:
    """Every action ``player`` (default: the active player) may take now: the candidates
    :func:`why_illegal` allows (asked without wording why not, which only it needs)."""
    player = player or game.state.active
    candidates: list[Action] = []
    state = game.state.players[player]
    if why_turn_illegal(game, player) is not None:  # the same reason for every candidate
        return []
    standing = ongoing.standing_grants(game, player)  # lang-limit
    minions = may_play(state, "minion") or any(g.kind == "minion" for g in standing)
    actions = may_play(state, "action") or any(g.kind == "action" for g in standing)
    for zone in (HAND, *(g.from_zone for g in state.grants if g.from_zone != HAND)):
        for uid in state.hand if zone == HAND else game.players_pile(player, zone):
            definition = game.definition(uid)
            if definition.is_minion:
                if minions:
                    candidates += [PlayMinion(player, uid, base) for base in game.state.bases]
            elif definition.is_action and actions:
                candidates += [PlayAction(player, uid, t) for t in action_targets(game, uid)]
    for uid in windows.with_abilities(game):  # the talents are among them
        if game.controller(uid) == player and game.abilities(uid, Timing.TALENT):
            candidates.append(UseTalent(player, uid))
    for more in HOOKS.candidates:  # the actions the expansion mechanics add
        candidates += more(game, player, state)
    return list(dict.fromkeys(a for a in candidates if _allows(game, a)))


def may_play(state: PlayerState, kind: PlayKind) -> bool:
    """Whether any play of ``kind`` can be allowed: ``state`` has a regular one left or an
    extra one of that kind (without either, :func:`allowance` finds none for any card)."""
    left = state.minion_plays if kind == "minion" else state.action_plays
    return left > 0 or any(grant.kind == kind for grant in state.grants)


def _allows(game: Game, action: Action) -> bool:
    """Whether :func:`why_illegal` allows ``action``, once :func:`why_turn_illegal` has
    allowed the player's turn (a play is judged without wording a refusal)."""
    if isinstance(action, PlayMinion | PlayAction):
        return why_play_illegal(game, action, explain=False) is None
    return why_illegal(game, action) is None


def action_targets(game: Game, uid: str) -> list[str | None]:
    """Where the action ``uid`` may be played: bases, unprotected minions (its player's
    own, for one played on your minions only), or [None]."""
    target = game.modifier_target(uid)
    if target == "base":
        return [b for b in game.state.bases if _may_host_base(game, uid, b)]
    if target == "minion":
        return [m for m in game.minions_in_play() if _may_host(game, uid, m)]
    return [None]


def on_your_minions_only(game: Game, uid: str) -> bool:
    """Whether the modifier ``uid`` is played only on its player's own minions ("Play on
    one of your minions")."""
    card_id = game.definition(uid).id
    registry = game.registry_of(card_id)
    return registry is not None and registry.modifiers.get(card_id) == "your-minion"


def on_other_players_minions_only(game: Game, uid: str) -> bool:
    """Whether the modifier ``uid`` is played only on a minion another player controls
    ("Play on another player's minion", lang-where)."""
    card_id = game.definition(uid).id
    registry = game.registry_of(card_id)
    return registry is not None and registry.modifiers.get(card_id) == "other-minion"


def _may_host_base(game: Game, uid: str, base: str) -> bool:
    """Whether the base modifier ``uid`` may be played on ``base`` (lang-where: "Play on a
    base where you have a minion", or "no minions": its player's minions there as it is
    played)."""
    card_id = game.definition(uid).id
    registry = game.registry_of(card_id)
    found = registry.modifiers.get(card_id) if registry is not None else None
    if (
        game.why_not_playable_at(uid, game.owner(uid) or game.state.active, base) is not None
    ):  # lang-playonly
        return False
    if found not in ("base-with-your-minion", "base-without-your-minion"):
        return True
    player = game.owner(uid)
    yours = any(game.controller(m) == player for m in game.minions_at(base))
    return yours == (found == "base-with-your-minion")


def _may_host(game: Game, uid: str, minion: str) -> bool:
    if (
        game.why_not_playable_at(uid, game.owner(uid) or game.state.active, minion) is not None
    ):  # lang-playonly
        return False
    if on_your_minions_only(game, uid) and game.controller(minion) != game.owner(uid):
        return False
    if on_other_players_minions_only(game, uid) and game.controller(minion) == game.owner(uid):
        return False  # lang-where
    return not ongoing.is_protected(game, minion, uid)


def why_illegal(game: Game, action: Action) -> str | None:
    """Why ``action`` is not allowed now, or None if it is."""
    turn = why_turn_illegal(game, action.player)
    if turn is not None:
        return turn
    if isinstance(action, PlayMinion | PlayAction):
        return why_play_illegal(game, action)
    if isinstance(action, UseTalent):
        return why_talent_illegal(game, action)
    rule = HOOKS.action_rules.get(type(action))
    if rule is not None:
        return rule(game, action)
    return f"unknown action {action!r}"


def why_turn_illegal(game: Game, player: str) -> str | None:
    """Why ``player`` may take no action now (the game is over, not playing, not their
    Play Cards phase), or None."""
    if game.state.phase == Phase.OVER:
        return "the game is over"
    if player not in game.state.players:
        return f"{player} is not playing"
    if player != game.state.active or game.state.phase != Phase.PLAY:
        return f"{player} may only do that in the Play Cards phase of their turn"
    return None


def why_play_illegal(
    game: Game, action: PlayMinion | PlayAction, *, explain: bool = True
) -> str | None:
    """Why playing a minion or action from a pile is not allowed now, or None.

    With ``explain=False`` a play no grant allows gets a short reason instead of
    :func:`no_allowance_reason`'s full one (for :func:`legal_actions`, which keeps only
    the plays with no reason)."""
    uid = action.card
    if uid not in game.state.cards:
        return f"there is no card {uid!r}"
    definition = game.definition(uid)
    kind: PlayKind = "minion" if isinstance(action, PlayMinion) else "action"
    if (kind == "minion") != definition.is_minion:
        return f"{uid} is not a{'n' if kind == 'action' else ''} {kind}"
    if game.is_special(uid):
        return f"{uid} is a Special: it is played only at the moment its text says"
    condition = game.why_not_playable(uid, action.player)  # lang-specials
    if condition is not None:
        return condition
    target = action.base if isinstance(action, PlayMinion) else action.target
    problem = why_target_illegal(game, uid, kind, target)
    if problem:
        return problem
    grant = allowance(game, action.player, uid, kind, target, action.using)
    if grant is None:
        if not explain:
            return "no play allows it"
        return no_allowance_reason(game, action.player, uid, kind, target)
    return restricted(game, action)


def why_target_illegal(game: Game, uid: str, kind: PlayKind, target: str | None) -> str | None:
    """Why ``uid`` may not be played on ``target``, or None."""
    if kind == "minion":
        if target not in game.state.bases:
            return f"{target} is not a base in play"
        return game.why_not_playable_at(
            uid, game.owner(uid) or game.state.active, target
        )  # lang-playonly
    wanted = game.modifier_target(uid)
    if wanted == "base" and target not in game.state.bases:
        return f"{uid} must be played on a base in play"
    at = (
        game.why_not_playable_at(uid, game.owner(uid) or game.state.active, target or "")
        if wanted
        else None
    )
    if at is not None and (wanted == "base" or game.role(target or "") == ROLE_MINION):
        return at  # lang-playonly
    if wanted == "base" and not _may_host_base(game, uid, target or ""):  # lang-where
        return f"{uid} must be played on a base where its player has (no) minions as said"
    if wanted == "minion" and (target is None or game.role(target) != ROLE_MINION):
        return f"{uid} must be played on a minion in play"
    yours_only = wanted == "minion" and on_your_minions_only(game, uid)
    if yours_only and game.controller(target or "") != game.owner(uid):
        return f"{uid} must be played on one of its player's own minions"
    others_only = wanted == "minion" and on_other_players_minions_only(game, uid)
    if others_only and game.controller(target or "") == game.owner(uid):  # lang-where
        return f"{uid} must be played on another player's minion"
    if wanted == "minion" and ongoing.is_protected(game, target or "", uid):
        return f"{target} can't be affected by {uid}"
    if wanted is None and target is not None:
        return f"{uid} is not played on a card"
    return None


def no_allowance_reason(
    game: Game, player: str, uid: str, kind: PlayKind, target: str | None = None
) -> str:
    """Why no play lets ``player`` play ``uid``: not in the hand, or no play left, and
    what keeps each extra play of that kind ``player`` has from allowing it (the true
    reason: "the extra minion must have power 2 or less", not only "no play left")."""
    location = game.state.locations[uid]
    unfit = [
        why
        for grant in (*game.state.players[player].grants, *ongoing.standing_grants(game, player))
        if grant.kind == kind
        for why in [why_grant_unfit(game, grant, uid, target, location)]
        if why
    ]
    if (location.zone != HAND or location.player != player) and not unfit:
        return f"{uid} is not in {player}'s hand"
    normal = game.state.players[player]
    left = normal.minion_plays if kind == "minion" else normal.action_plays
    reason = f"{player} has no {kind} play left this turn" if not left else ""
    return "; ".join(part for part in (reason, *unfit) if part) or f"{uid} can't be played now"


def why_grant_unfit(
    game: Game, grant: PlayGrant, uid: str, target: str | None, location: Location
) -> str | None:
    """What keeps the extra play ``grant`` from allowing ``uid`` on ``target``, in words."""
    extra = grant.describe() + (f" (from {grant.source})" if grant.source else "")
    if location.zone != grant.from_zone:
        return f"{extra} is for a card from the {grant.from_zone.replace('-', ' ')}"
    if grant.card is not None and grant.card != uid:
        return f"{extra} is for {grant.card} only"
    if grant.named is not None and game.definition(uid).name != grant.named:
        return f"{extra} is for a card named {grant.named} only"
    power = game.definition(uid).power
    if grant.max_power is not None and power > grant.max_power:
        return f"{extra}: {uid} has power {power}, more than {grant.max_power}"
    if grant.min_power is not None and power < grant.min_power:
        return f"{extra}: {uid} has power {power}, less than {grant.min_power}"
    if grant.bases is not None and grant.kind == "minion" and target not in grant.bases:
        return f"{extra} must be played at {', '.join(grant.bases)}"
    placed = _place_unfit(game, grant, location.player or game.state.active, target)
    if placed:  # lang-grantplace
        return f"{extra}: {placed}"
    if grant.affects is not None and game.modifier_target(uid) == "minion":
        if target != grant.affects:
            return f"{extra} must be played on {grant.affects}"
    elif grant.affects is not None and not _can_affect(game, grant, uid):
        return f"{extra}: {uid} cannot directly affect {grant.affects}"
    return None


def _can_affect(game: Game, grant: PlayGrant, uid: str) -> bool:
    """True if the action ``uid`` can directly affect the minion ``grant`` names (what its
    effects can target says so: drawing cards affects no minion)."""
    from .language.selectors import could_affect  # the card language uses this module

    if grant.affects is None or not game.definition(uid).is_action:
        return True
    player = game.state.locations[uid].player or game.state.active
    return could_affect(game, player, uid, grant.affects)


def allowance(
    game: Game, player: str, uid: str, kind: PlayKind, target: str | None, using: str | None
) -> PlayGrant | str | None:
    """The grant (or ``"normal"``) that lets ``player`` play ``uid`` now, or None."""
    state = game.state.players[player]
    location = game.state.locations[uid]
    if using != "normal":
        for grant in (*state.grants, *ongoing.standing_grants(game, player)):
            if grant_fits(game, grant, player, uid, kind, target, location):
                return grant
    if using == "extra":
        return None
    normal = state.minion_plays if kind == "minion" else state.action_plays
    if normal > 0 and location.zone == HAND and location.player == player:
        return "normal"
    return None


def grant_fits(
    game: Game,
    grant: PlayGrant,
    player: str,
    uid: str,
    kind: PlayKind,
    target: str | None,
    location: Location,
) -> bool:
    """True if the extra play ``grant`` lets ``player`` play ``uid`` on ``target``."""
    if grant.kind != kind or location.zone != grant.from_zone or location.player != player:
        return False
    if grant.card is not None and grant.card != uid:
        return False
    if grant.named is not None and game.definition(uid).name != grant.named:
        return False
    if grant.max_power is not None and game.definition(uid).power > grant.max_power:
        return False
    if grant.min_power is not None and game.definition(uid).power < grant.min_power:
        return False
    if grant.bases is not None and kind == "minion" and target not in grant.bases:
        return False
    if _place_unfit(game, grant, player, target):  # lang-grantplace
        return False
    if grant.affects is None or kind != "action":
        return True
    if game.modifier_target(uid) == "minion":
        return target == grant.affects
    return _can_affect(game, grant, uid)


def _place_unfit(game: Game, grant: PlayGrant, player: str, target: str | None) -> str | None:
    """lang-grantplace: what keeps a play on ``target`` from the place ``grant`` allows
    (an action on its bases or a minion there, a base that fits its place), judged now,
    as the card is played; None if nothing does."""
    if grant.place is None and grant.on is None:
        return None
    on_base = target in game.state.bases
    base = target if on_base else game.base_of(target) if target is not None else None
    if grant.on is not None and grant.kind == "action":
        bases = grant.bases or ()
        at = ", ".join(bases)
        said = {
            "base": at,
            "minion": f"a minion at {at}",
            "base-or-minion": f"{at} or a minion there",
            "your-minion": f"one of {player}'s minions at {at}",
            "other-minion": f"another player's minion at {at}",
        }
        minion = target is not None and game.role(target) == ROLE_MINION
        fits = target in bases if on_base else minion and base in bases
        if grant.on in ("your-minion", "other-minion"):  # whose, as it is played
            yours = minion and game.controller(target or "") == player
            fits = fits and minion and yours == (grant.on == "your-minion")
        if not fits or grant.on == ("base" if minion else "minion"):
            return f"it must be played on {said[grant.on]}"
    if grant.place is None:
        return None
    if base is None:
        return "it must be played at a base"
    return place_unfit(game, grant.place, player, base)


def place_unfit(game: Game, place: PlayPlace, player: str, base: str) -> str | None:
    """lang-grantplace: why ``base`` does not fit ``place`` for ``player`` now, or None."""
    mine = [m for m in game.minions_at(base) if game.controller(m) == player]
    if place.power_at_least is not None:
        mine = [m for m in mine if ongoing.power(game, m) >= place.power_at_least]
    if place.power_at_most is not None:
        mine = [m for m in mine if ongoing.power(game, m) <= place.power_at_most]
    if place.none and mine:
        return f"{player} has a minion at {base}"
    if len(mine) < place.least:
        return f"{player} has fewer than {place.least} such minions at {base}"
    most = place.breakpoint_at_most
    if most is not None and ongoing.breakpoint(game, base) > most:
        return f"{base} has a breakpoint of more than {most}"
    return None


def restricted(game: Game, action: Action) -> str | None:
    """A reason from a "can't" effect (which beats any "can")."""
    for source, function in ongoing.sources(game, "restrictions"):
        reason = function(game, source, action)
        if reason:
            return str(reason)
    return timed_restriction(game, action)


def timed_restriction(game: Game, action: Action) -> str | None:
    """lang-timed: a reason from a restriction at a base for a while ("other players
    cannot play minions here until the start of your next turn"), held by the game (the
    card that made it may have left play): a minion played on that base, or an action
    played on it or on a minion there; ``...-by-others`` forbids it to every player but
    the one whose effect it was."""
    for effect in game.state.effects:
        if not effect.stat.startswith("restrict:"):
            continue
        restriction = effect.stat.removeprefix("restrict:")
        base = next(
            (b for b in game.state.bases if game.state.in_play[b].object_id == effect.target),
            None,
        )
        if base is None or (restriction.endswith("-by-others") and action.player == effect.by):
            continue
        at: str | None
        if isinstance(action, PlayMinion) and "minions" in restriction:
            at = action.base
        elif isinstance(action, PlayAction) and "actions" in restriction and action.target:
            at = action.target if action.target in game.state.bases else game.base_of(action.target)
        else:
            continue
        if at == base:
            whom = "other players" if restriction.endswith("-by-others") else "players"
            what = "minions" if "minions" in restriction else "actions"
            source = effect.source or "an effect"
            return f"{source}: {whom} can't play {what} at {base} for now"
    return None


def why_talent_illegal(game: Game, action: UseTalent) -> str | None:
    """Why the talent may not be used now (not controlled, none, used), or None."""
    uid = action.card
    if not game.is_active(uid) or game.controller(uid) != action.player:
        return f"{action.player} does not control {uid} in play"
    if not game.abilities(uid, Timing.TALENT):
        return f"{uid} has no talent"
    if game.state.in_play[uid].object_id in game.state.players[action.player].talents_used:
        return f"the talent of {uid} was already used this turn"
    return None


@HOOKS.kept_from_hand.append
def _kept_from_hand(game: Game, player: str, uid: str) -> bool:
    """True if a "can't place cards in your hand" effect sends ``uid`` to the discard
    pile instead of ``player``'s hand."""
    return restricted(game, PutInHand(player, uid)) is not None
