"""Musketeers (World Tour: International Incident): chains of extra actions, and
actions that *directly affect* minions (see :mod:`.common` for what counts).

Every card of ``data/factions/musketeers.yaml``: fourteen minions and actions and
the bases Bastion Saint-Gervais and The Golden Lily.
"""

from __future__ import annotations

from ..events import CardPlayed
from ..game import Game
from ..registry import (
    Context,
    Timing,
    ability,
    modifier,
    protection,
    tag,
)
from ..state import DECK, DISCARD, HAND, Phase
from .common import (
    affected_by_play,
    choose_minion,
    played_by_controller,
    special,
    your_minions,
)

F = "musketeers"
ATHOS = f"{F}/athos"
PORTHOS = f"{F}/porthos"
ARAMIS = f"{F}/aramis"
DARTAGNAN = f"{F}/dartagnan"
YOUNG_MUSKETEER = f"{F}/young-musketeer"
ALL_FOR_ONE = f"{F}/all-for-one"
BIDING_TIME = f"{F}/biding-time"
EN_GARDE = f"{F}/en-garde"
LAST_STAND = f"{F}/last-stand"
MAKE_WAY = f"{F}/make-way"
ON_A_ROLL = f"{F}/on-a-roll"
ONE_FOR_ALL = f"{F}/one-for-all"
TO_BATTLE = f"{F}/to-battle"
TOKEN_OF_AFFECTION = f"{F}/token-of-affection"
BASTION = f"{F}/bastion-saint-gervais"
GOLDEN_LILY = f"{F}/the-golden-lily"

AFFECTS_MINION = "affects-minion"

# The actions that choose one minion and change it: they directly affect it.
for _card in (ALL_FOR_ONE, BIDING_TIME, EN_GARDE, LAST_STAND, MAKE_WAY):
    tag(_card, AFFECTS_MINION)


def affects_a_minion(game: Game, uid: str) -> bool:
    """True for an action that directly affects a minion: one played on a minion, or
    one tagged ``affects-minion`` (it chooses a minion to change)."""
    if not game.definition(uid).is_action:
        return False
    return game.has_tag(uid, AFFECTS_MINION) or game.modifier_target(uid) == "minion"


def _affects_me(ctx: Context) -> bool:
    return played_by_controller(ctx) and ctx.card in affected_by_play(ctx.game, ctx.event)


# ---------------------------------------------------------------------------- minions


def _athos_targets(ctx: Context) -> list[str]:
    game = ctx.game
    here = game.base_of(ctx.card)
    mine = [m for m in your_minions(game, ctx.player, here) if m != ctx.card]
    return [m for m in affected_by_play(game, ctx.event) if m in mine]


def _athos_applies(ctx: Context) -> bool:
    return played_by_controller(ctx) and bool(_athos_targets(ctx))


@ability(ATHOS, Timing.AFTER_PLAY, when=_athos_applies)
def athos(ctx: Context) -> None:
    """Ongoing: After you play an action that directly affects one or more of your other
    minions here, those minions each gain +1 power until the end of the turn."""
    for minion in _athos_targets(ctx):
        ctx.game.add_power(minion, 1, source=ctx.card)


@protection(PORTHOS)
def porthos_protected(game: Game, source: str, target: str, by: str | None) -> bool:
    """Ongoing: This minion is not affected by other players' actions."""
    if target != source or by is None or not game.definition(by).is_action:
        return False
    return game.player_of(by) != game.controller(source)


def _aramis_applies(ctx: Context) -> bool:
    game = ctx.game
    own_turn = game.state.phase == Phase.PLAY and game.state.active == ctx.player
    return own_turn and _affects_me(ctx)


@ability(ARAMIS, Timing.AFTER_PLAY, optional=True, when=_aramis_applies, once_per_turn=True)
def aramis(ctx: Context) -> None:
    """Ongoing: Once on your turn, after you play an action that directly affects this
    minion, you may play an action that directly affects this minion as an extra action.
    (Only in the Play Cards phase of your turn.)"""
    ctx.game.grant_extra(ctx.player, "action", affects=ctx.card, source=ctx.card)


@ability(DARTAGNAN, Timing.AFTER_PLAY, when=_affects_me)
def dartagnan(ctx: Context) -> None:
    """Ongoing: After you play an action that directly affects this minion, draw a card
    (before that action is discarded)."""
    ctx.game.draw(ctx.player, 1)


@ability(YOUNG_MUSKETEER, Timing.AFTER_PLAY, when=_affects_me, once_per_turn=True)
def young_musketeer(ctx: Context) -> None:
    """Ongoing: After the first time each turn you play an action that directly affects
    this minion, it gains +1 power until the end of the turn."""
    ctx.game.add_power(ctx.card, 1, source=ctx.card)


# ---------------------------------------------------------------------------- actions

modifier(ALL_FOR_ONE, "minion")


@ability(ALL_FOR_ONE, Timing.ON_PLAY)
def all_for_one(ctx: Context) -> None:
    """Play on a minion. You may play an extra action."""
    ctx.game.grant_extra(ctx.player, "action", source=ctx.card)


def _another_action_on_host(ctx: Context) -> bool:
    event = ctx.event
    host = ctx.game.location(ctx.card).host
    return (
        played_by_controller(ctx)
        and isinstance(event, CardPlayed)
        and event.card != ctx.card
        and host in affected_by_play(ctx.game, event)
    )


@ability(ALL_FOR_ONE, Timing.AFTER_PLAY, when=_another_action_on_host)
def all_for_one_bonus(ctx: Context) -> None:
    """Ongoing: After you play another action that directly affects this minion, it gains
    +1 power until the end of the turn (each time), and you destroy this card at the end
    of the turn."""
    host = ctx.game.location(ctx.card).host
    if host is not None:
        ctx.game.add_power(host, 1, source=ctx.card)


def _bonus_given(ctx: Context) -> bool:
    return ctx.game.resolved_this_turn(ctx.card, Timing.AFTER_PLAY) > 0


@ability(ALL_FOR_ONE, Timing.END_OF_TURN, when=_bonus_given)
def all_for_one_ends(ctx: Context) -> None:
    """... and you destroy this card at the end of the turn."""
    ctx.game.destroy(ctx.card, source=ctx.card)


@ability(BIDING_TIME, Timing.ON_PLAY)
def biding_time(ctx: Context) -> None:
    """Choose a minion to gain +2 power until the end of the turn. You may play an extra
    action that directly affects this minion."""
    game = ctx.game
    target = choose_minion(ctx, game.minions_in_play(), "power-target", "+2 power to?")
    if target is not None:
        game.add_power(target, 2, source=ctx.card)
        game.grant_extra(ctx.player, "action", affects=target, source=ctx.card)


@ability(EN_GARDE, Timing.ON_PLAY)
def en_garde(ctx: Context) -> None:
    """Choose a minion to gain +1 power until the end of the turn. Draw a card. You may
    play an extra action."""
    game = ctx.game
    target = choose_minion(ctx, game.minions_in_play(), "power-target", "+1 power to?")
    if target is not None:
        game.add_power(target, 1, source=ctx.card)
    game.draw(ctx.player, 1)
    game.grant_extra(ctx.player, "action", source=ctx.card)


def _has_minion_there(ctx: Context) -> bool:
    return ctx.base is not None and bool(your_minions(ctx.game, ctx.player, ctx.base))


special(Timing.BEFORE_SCORING, LAST_STAND, _has_minion_there)


@ability(LAST_STAND, Timing.ON_PLAY)
def last_stand(ctx: Context) -> None:
    """Special: Before a base scores, give one of your minions there +2 power until the
    end of the turn. Draw a card."""
    game = ctx.game
    mine = your_minions(game, ctx.player, ctx.base) if ctx.base else []
    target = choose_minion(ctx, mine, "power-target", "+2 power to?")
    if target is not None:
        game.add_power(target, 2, source=ctx.card)
    game.draw(ctx.player, 1)


@ability(MAKE_WAY, Timing.ON_PLAY)
def make_way(ctx: Context) -> None:
    """Move one of your minions to another base. You may play an extra action."""
    game = ctx.game
    target = choose_minion(ctx, your_minions(game, ctx.player), "move-minion", "Move which?")
    if target is not None:
        bases = [b for b in game.state.bases if b != game.base_of(target)]
        base = game.choose_card(ctx.player, "move-to", f"Move {target} where?", bases)
        if base is not None:
            game.move_minion(target, base, source=ctx.card)
    game.grant_extra(ctx.player, "action", source=ctx.card)


@ability(ON_A_ROLL, Timing.ON_PLAY)
def on_a_roll(ctx: Context) -> None:
    """Play up to two actions that directly affect the same minion as extra actions."""
    game = ctx.game
    target = game.choose_card(
        ctx.player,
        "on-a-roll-minion",
        "Which minion will the actions affect?",
        game.minions_in_play(),
        optional=True,
    )
    for _ in range(2):
        if target is None or not game.is_active(target):
            return
        if not game.grant_extra(
            ctx.player, "action", affects=target, immediate=True, source=ctx.card
        ):
            return


@ability(ONE_FOR_ALL, Timing.ON_PLAY)
def one_for_all(ctx: Context) -> None:
    """Choose a base. Each of your minions there gains +1 power until the end of the turn
    (every one of them, none chosen: not a direct effect). You may play an extra action."""
    game = ctx.game
    base = game.choose_card(ctx.player, "choose-base", "Which base?", game.state.bases)
    for minion in your_minions(game, ctx.player, base) if base else []:
        game.add_power(minion, 1)
    game.grant_extra(ctx.player, "action", source=ctx.card)


def _last_minion_played(game: Game, player: str, since: int) -> str | None:
    for event in reversed(game.log[since:]):
        is_minion = isinstance(event, CardPlayed) and game.definition(event.card).is_minion
        if is_minion and isinstance(event, CardPlayed) and event.player == player:
            return event.card
    return None


@ability(TO_BATTLE, Timing.ON_PLAY)
def to_battle(ctx: Context) -> None:
    """Play an extra minion. You may play an action that directly affects it as an extra
    action."""
    game = ctx.game
    since = len(game.log)
    if not game.grant_extra(ctx.player, "minion", immediate=True, source=ctx.card):
        return
    minion = _last_minion_played(game, ctx.player, since)
    if minion is not None and game.is_active(minion):
        game.grant_extra(ctx.player, "action", affects=minion, immediate=True, source=ctx.card)


@ability(TOKEN_OF_AFFECTION, Timing.ON_PLAY)
def token_of_affection(ctx: Context) -> None:
    """Search your deck and/or discard pile for an action that directly affects a minion
    and place it into your hand. You may play it as an extra action."""
    game = ctx.game
    deck = game.players_pile(ctx.player, DECK)
    found = [u for u in deck + game.players_pile(ctx.player, DISCARD) if affects_a_minion(game, u)]
    chosen = game.choose_card(ctx.player, "search", "Take which action?", found)
    searched_deck = bool(deck)
    if chosen is not None:
        game.move(chosen, HAND, player=ctx.player, reason="placed", source=ctx.card)
    if searched_deck:
        game.shuffle_deck(ctx.player)
    if chosen is not None:
        game.grant_extra(ctx.player, "action", card=chosen, immediate=True, source=ctx.card)


# ---------------------------------------------------------------------------- bases


def _bastion_applies(ctx: Context) -> bool:
    event = ctx.event
    if not isinstance(event, CardPlayed) or event.player != ctx.player:
        return False
    if not ctx.game.definition(event.card).is_action:
        return False
    mine = your_minions(ctx.game, event.player, ctx.card)
    affected = affected_by_play(ctx.game, event)
    return any(m in mine for m in affected)


def _who_played(ctx: Context) -> list[str]:
    """The player who played the card: "you" on a base means any player it describes."""
    return [ctx.event.player] if isinstance(ctx.event, CardPlayed) else []


@ability(
    BASTION,
    Timing.AFTER_PLAY,
    optional=True,
    when=_bastion_applies,
    once_per_turn=True,
    describes=_who_played,
)
def bastion_saint_gervais(ctx: Context) -> None:
    """Once per turn after you play an action that directly affects one of your minions
    here, you may play an extra action. "You" is whoever played the action, on any
    player's turn (outside their Play Cards phase the extra action is now or never).
    It counts as used as soon as it is used, so the extra action cannot trigger it
    again."""
    ctx.game.grant_extra(ctx.player, "action", source=ctx.card)


def _minion_here(ctx: Context) -> bool:
    return bool(your_minions(ctx.game, ctx.game.state.active, ctx.card))


@ability(GOLDEN_LILY, Timing.END_OF_TURN, when=_minion_here)
def the_golden_lily(ctx: Context) -> None:
    """At the end of your turn, if you have a minion here, draw a card."""
    ctx.game.draw(ctx.game.state.active, 1)
