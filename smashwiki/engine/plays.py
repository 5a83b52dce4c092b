"""Playing cards: an action carried out, a card put into play and resolved, extra
plays granted (immediately or not at all), talents, Specials.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import definitions as d
from . import legality, windows
from .actions import (
    Action,
    PlayAction,
    PlayMinion,
    UseTalent,
)
from .errors import IllegalAction
from .events import (
    CardPlayed,
    ExtraPlayGranted,
    GrantExpired,
    PlayUsed,
    TalentUsed,
)
from .game import HOOKS, Game
from .registry import Timing
from .state import (
    DISCARD,
    HAND,
    IN_PLAY,
    RESOLVING,
    Phase,
    PlaceOn,
    PlayGrant,
    PlayKind,
    PlayPlace,
    Zone,
)
from .windows import Trigger


def perform(game: Game, action: Action) -> None:
    """Carry out ``action``; raises :class:`IllegalAction` (with the reason) if not legal."""
    reason = legality.why_illegal(game, action)
    if reason:
        raise IllegalAction(reason)
    if isinstance(action, PlayMinion):
        play_normally(game, action.player, action.card, action.base, "minion", action.using)
    elif isinstance(action, PlayAction):
        play_normally(game, action.player, action.card, action.target, "action", action.using)
    elif isinstance(action, UseTalent):
        use_talent(game, action)
    else:
        HOOKS.performers[type(action)](game, action)


def play_normally(
    game: Game, player: str, uid: str, target: str | None, kind: PlayKind, using: str | None
) -> None:
    """Play ``uid`` using up the normal play or the grant that allows it."""
    allowance = legality.allowance(game, player, uid, kind, target, using)
    grant = allowance if isinstance(allowance, PlayGrant) else None
    game.apply(PlayUsed(player, kind, grant))
    play_card(game, player, uid, target, grant=grant)


def play_card(
    game: Game,
    player: str,
    uid: str,
    target: str | None,
    *,
    grant: PlayGrant | None = None,
    extra: bool = False,
) -> None:
    """Put ``uid`` into play for ``player`` and resolve it: what its play triggers as it
    starts ("when you play ..."), its on-play ability, then what playing it triggers
    ("after you play ..."); an action that is not a modifier is then discarded.

    This does not check or use up plays (see :meth:`perform`); abilities that say
    "play" a card call it directly.
    """
    definition = game.definition(uid)
    start = len(game.log)
    before = windows.controllers_in_play(game)
    if definition.is_minion or definition.type == d.TITAN or game.modifier_target(uid):
        game.move(uid, IN_PLAY, host=target, controller=player, reason="played")
    else:
        game.move(uid, RESOLVING, player=player, controller=player, reason="played")
    played = CardPlayed(
        uid,
        player,
        target,
        extra or grant is not None,
        grant.describe() if grant else None,
        start,
    )
    game.apply(played)
    windows.fire(game, Timing.WHEN_PLAY, None, event=played, base=target)
    base = target if target in game.state.at else game.base_of(target) if target else None
    resolve_on_play(game, uid, player, played, base, grant.affects if grant else None)
    if target in game.state.at:  # played on a base: what its arrival there starts
        for arrived in HOOKS.arrivals:
            arrived(game, uid, target)
    windows.fire(game, Timing.AFTER_PLAY, None, event=played, base=target, before=before)
    location = game.state.locations[uid]
    if location.zone == RESOLVING:
        game.move(uid, DISCARD, reason="resolved")


def grant_extra(
    game: Game,
    player: str,
    kind: PlayKind,
    *,
    source: str | None = None,
    max_power: int | None = None,
    card: str | None = None,
    affects: str | None = None,
    from_zone: Zone = HAND,
    bases: Sequence[str] | None = None,
    immediate: bool = False,
    named: str | None = None,
    min_power: int | None = None,
    place: PlayPlace | None = None,
    on: PlaceOn | None = None,
) -> str | None:
    """Give ``player`` an extra ``minion`` or ``action`` play (optional, like every extra).

    Outside ``player``'s Play Cards phase, when ``immediate``, or when it is of one
    specific ``card`` (the glossary's "Extra": "if it refers to a specific card"), it is offered
    at once and expires when declined ("immediately or not at all"): the effect
    that made it has finished by the time this returns. Otherwise it stays
    usable until the end of the phase. Returns the card played now, if any (so
    "play an extra minion; you may play an action that directly affects it" can
    grant the second play with ``affects=`` the first).
    """
    grant = PlayGrant(
        kind,
        source,
        max_power,
        card,
        affects,
        from_zone,
        tuple(bases) if bases is not None else None,
        immediate
        or card is not None
        or game.state.phase != Phase.PLAY
        or player != game.state.active,
        named,
        min_power,
        place=place,
        on=on,
    )
    game.apply(ExtraPlayGranted(player, grant))
    if not grant.immediate:
        return None
    return offer_now(game, player, grant)


def offer_now(game: Game, player: str, grant: PlayGrant, *, keep: bool = False) -> str | None:
    """Offer an immediate extra play: ``player`` plays a fitting card now or it expires
    (``keep``: a play that lasts the phase, offered now too, kept when declined)."""
    plays: dict[str, list[str | None]] = {}
    for uid in game.players_pile(player, grant.from_zone):
        if game.is_special(uid):
            continue
        if game.why_not_playable(uid, player) is not None:  # lang-specials
            continue
        targets = (
            [b for b in game.state.bases if game.why_not_playable_at(uid, player, b) is None]
            if grant.kind == "minion"  # lang-playonly: where the minion may be played
            else legality.action_targets(game, uid)
        )
        kind_ok = (
            game.definition(uid).is_minion
            if grant.kind == "minion"
            else game.definition(uid).is_action
        )
        if not kind_ok:
            continue
        fitting = [
            t
            for t in targets
            if legality.grant_fits(
                game, grant, player, uid, grant.kind, t, game.state.locations[uid]
            )
            and legality.restricted(game, as_action(player, uid, grant.kind, t)) is None
        ]
        if fitting:
            plays[uid] = list(fitting)
    chosen = (
        game.choose_card(player, "play-extra", f"Play {grant.describe()}?", plays, optional=True)
        if plays
        else None
    )
    if chosen is None:
        if not keep:
            game.apply(GrantExpired(player, grant))
        return None
    target = choose_target(game, player, chosen, plays[chosen])
    play_card(game, player, chosen, target, grant=grant)
    return chosen


def choose_target(game: Game, player: str, uid: str, targets: list[str | None]) -> str | None:
    """``player`` chooses where to play ``uid`` among ``targets`` (None: not on a card)."""
    if targets == [None]:
        return None
    real = [t for t in targets if t is not None]
    return game.choose_card(player, "choose-target", f"Play {uid} where?", real)


def use_talent(game: Game, action: UseTalent) -> None:
    """Use the talent of a card in play (once per turn per card)."""
    game.apply(TalentUsed(action.card, action.player))
    for index, ability in enumerate(game.abilities(action.card, Timing.TALENT)):
        record = game.state.in_play[action.card]
        trigger = Trigger(
            f"{action.card}:{index}" if index else action.card,
            ability,
            action.card,
            action.player,
            record.object_id,
        )
        windows.run(game, trigger, base=game.base_of(action.card))


def expire_grants(game: Game, player: str) -> None:
    """End ``player``'s unused extra plays (at the end of the Play Cards phase)."""
    for grant in list(game.state.players[player].grants):
        game.apply(GrantExpired(player, grant))


def resolve_on_play(
    game: Game,
    uid: str,
    player: str,
    event: CardPlayed | None,
    base: str | None,
    must_affect: str | None = None,
) -> None:
    """Resolve the on-play abilities of ``uid``, just put into play (or resolving), with
    ``player`` making its choices (a "once per turn" one only if not used this turn)."""
    record = game.state.in_play.get(uid)
    object_id = record.object_id if record else None
    for index, ability in enumerate(game.abilities(uid, Timing.ON_PLAY)):
        trigger = Trigger(f"{uid}:{index}" if index else uid, ability, uid, player, object_id)
        if ability.once_per_turn and windows.used_this_turn(game, trigger):
            continue
        windows.mark_used(game, trigger)
        windows.resolve_ability(
            game, ability, windows.context(game, trigger, event, base, must_affect)
        )


def resolve_special(
    game: Game, uid: str, player: str, effect: Callable[[], None], *, target: str | None = None
) -> None:
    """Play the Special ``uid`` from ``player``'s hand at its moment (not one of the
    turn's free plays): an action resolves ``effect`` and is then discarded (unless
    the effect put it elsewhere); a minion is put on ``target`` first. Playing it
    triggers what playing a card triggers ("after you play an action ..."), as any
    play does, before the action is discarded."""
    before = windows.controllers_in_play(game)
    if game.definition(uid).is_minion and target is not None:
        game.move(uid, IN_PLAY, host=target, controller=player, reason="played")
    else:
        game.move(uid, RESOLVING, player=player, controller=player, reason="played")
    played = CardPlayed(uid, player, target, False, None, len(game.log))
    game.apply(played)
    windows.fire(game, Timing.WHEN_PLAY, None, event=played, base=target)
    effect()
    windows.fire(game, Timing.AFTER_PLAY, None, event=played, base=target, before=before)
    if game.state.locations[uid].zone == RESOLVING:
        game.move(uid, DISCARD, reason="resolved")


def as_action(player: str, uid: str, kind: PlayKind, target: str | None) -> Action:
    """The play of ``uid`` as an action, to ask restrictions about it."""
    if kind == "minion":
        return PlayMinion(player, uid, target or "")
    return PlayAction(player, uid, target)
