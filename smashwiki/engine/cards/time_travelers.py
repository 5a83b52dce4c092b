"""Time Travelers (Science Fiction Double Feature): replaying and recycling cards.

Every card of ``data/factions/time-travelers.yaml``: ten minions and actions, the
bases Portal Room and The Nexus, and the titan Time Box.
"""

from __future__ import annotations

from ..events import BaseScored, CardMoved, Event, PhaseBegan
from ..game import Game
from ..registry import Context, Timing, ability, modifier, score_blocker, tag, watcher
from ..state import BASE_DECK, BASE_DISCARD, DECK, DISCARD, HAND, IN_PLAY, ROLE_TITAN
from .common import choose_minion, shuffle_into_deck, special, your_minions

F = "time-travelers"
DOCTOR_WHEN = f"{F}/doctor-when"
REPEATER_PERFECT = f"{F}/repeater-perfect"
TIME_RAIDER = f"{F}/time-raider"
JUMPER = f"{F}/jumper"
GIGAWATTS = f"{F}/1-21-gigawatts"
DO_OVER = f"{F}/do-over"
INTO_THE_TIME_SLIP = f"{F}/into-the-time-slip"
ITS_ASTOUNDING = f"{F}/its-astounding"
STASIS_FIELD = f"{F}/stasis-field"
TIME_IS_FLEETING = f"{F}/time-is-fleeting"
TIME_WALK = f"{F}/time-walk"
WORMHOLE = f"{F}/wormhole"
PORTAL_ROOM = f"{F}/portal-room"
THE_NEXUS = f"{F}/the-nexus"
TIME_BOX = f"{F}/time-box"

TIME_BOX_COUNT = 5

tag(DO_OVER, "affects-minion")
tag(INTO_THE_TIME_SLIP, "affects-minion")


def _return_and_offer(ctx: Context, target: str) -> None:
    """Return ``target`` to its owner's hand; its controller may play it again as an extra
    minion, at once or not at all."""
    if ctx.game.return_to_hand(target, source=ctx.card):
        ctx.game.grant_extra(ctx.player, "minion", card=target, immediate=True, source=ctx.card)


# ---------------------------------------------------------------------------- minions


@ability(DOCTOR_WHEN, Timing.ON_PLAY)
def doctor_when(ctx: Context) -> None:
    """You may return another of your minions in play to your hand. You may play it again
    as an extra minion."""
    others = [m for m in your_minions(ctx.game, ctx.player) if m != ctx.card]
    target = ctx.game.choose_card(
        ctx.player, "return-minion", "Return which of your minions?", others, optional=True
    )
    if target is not None:
        _return_and_offer(ctx, target)


@ability(REPEATER_PERFECT, Timing.ON_PLAY)
def repeater_perfect(ctx: Context) -> None:
    """Place an action from your discard pile on top of your deck."""
    game = ctx.game
    actions = [u for u in game.players_pile(ctx.player, DISCARD) if game.definition(u).is_action]
    chosen = game.choose_card(ctx.player, "to-deck-top", "Which action goes on top?", actions)
    if chosen is not None:
        game.move(chosen, DECK, player=ctx.player, reason="placed", source=ctx.card, top=True)


@ability(TIME_RAIDER, Timing.TALENT)
def time_raider(ctx: Context) -> None:
    """Talent: Place a card from your discard pile on the bottom of your deck."""
    game = ctx.game
    chosen = game.choose_card(
        ctx.player,
        "to-deck-bottom",
        "Which card goes under your deck?",
        game.players_pile(ctx.player, DISCARD),
    )
    if chosen is not None:
        game.move(chosen, DECK, player=ctx.player, reason="placed", source=ctx.card)


def _in_owners_discard(ctx: Context) -> bool:
    location = ctx.game.location(ctx.card)
    return location.zone == DISCARD and location.player == ctx.game.card(ctx.card).owner


@ability(JUMPER, Timing.GOES_TO_DISCARD, optional=True, when=_in_owners_discard)
def jumper(ctx: Context) -> None:
    """Ongoing: When this minion goes to the discard pile (from play), you may place it
    back into your hand."""
    ctx.game.move(ctx.card, HAND, reason="placed", source=ctx.card)


# ---------------------------------------------------------------------------- actions


@ability(GIGAWATTS, Timing.ON_PLAY)
def gigawatts(ctx: Context) -> None:
    """Shuffle all actions or all minions from your discard pile into your deck (one
    kind or the other, not both)."""
    game = ctx.game
    which = game.choose_card(
        ctx.player,
        "actions-or-minions",
        "Shuffle all actions or all minions?",
        ["actions", "minions"],
    )
    discard = game.players_pile(ctx.player, DISCARD)
    if which == "actions":
        chosen = [u for u in discard if game.definition(u).is_action]
    else:
        chosen = [u for u in discard if game.definition(u).is_minion]
    shuffle_into_deck(game, ctx.player, chosen, ctx.card)


@ability(DO_OVER, Timing.ON_PLAY)
def do_over(ctx: Context) -> None:
    """Return your minion from a base to your hand. You may play it again as an extra
    minion."""
    target = choose_minion(
        ctx, your_minions(ctx.game, ctx.player), "return-minion", "Return which minion?"
    )
    if target is not None:
        _return_and_offer(ctx, target)


@ability(INTO_THE_TIME_SLIP, Timing.ON_PLAY)
def into_the_time_slip(ctx: Context) -> None:
    """Return a card in play to its owner's hand (a titan goes back beside its owner)."""
    game = ctx.game
    cards = [u for u in game.active_cards() if game.role(u) != "base" and u != ctx.card]
    if ctx.must_affect is not None:
        cards = [u for u in cards if u == ctx.must_affect]
    target = game.choose_card(ctx.player, "return-card", "Return which card?", cards)
    if target is not None:
        game.return_to_hand(target, source=ctx.card)


@ability(ITS_ASTOUNDING, Timing.ON_PLAY)
def its_astounding(ctx: Context) -> None:
    """Play an action from your discard pile as an extra action (now, while this card is
    still resolving: it reaches the discard pile only afterwards)."""
    ctx.game.grant_extra(ctx.player, "action", from_zone=DISCARD, immediate=True, source=ctx.card)


modifier(STASIS_FIELD, "base")


@score_blocker(STASIS_FIELD)
def stasis_field_blocks(game: Game, source: str, base: str) -> bool:
    """Ongoing: This base cannot score."""
    return game.location(source).host == base


def _controllers_turn(ctx: Context) -> bool:
    return ctx.game.state.active == ctx.game.controller(ctx.card)


@ability(STASIS_FIELD, Timing.START_OF_TURN, when=_controllers_turn)
def stasis_field_ends(ctx: Context) -> None:
    """Destroy this action at the start of your turn."""
    ctx.game.destroy(ctx.card, source=ctx.card)


def _base_in_discard(ctx: Context) -> bool:
    return bool(ctx.game.state.shared.get(BASE_DISCARD))


special(Timing.AFTER_SCORING, TIME_IS_FLEETING, _base_in_discard)


@ability(TIME_IS_FLEETING, Timing.ON_PLAY)
def time_is_fleeting(ctx: Context) -> None:
    """Add a base of your choice from the base discard pile instead of drawing a new base
    from the base deck. The base that just scored is still in play, so it cannot be
    chosen."""
    game = ctx.game
    chosen = game.choose_card(
        ctx.player,
        "replacement-base",
        "Which base replaces the scored one?",
        game.state.shared.get(BASE_DISCARD, []),
    )
    if chosen is not None and ctx.base is not None:
        game.choose_replacement(ctx.base, chosen)


@ability(TIME_WALK, Timing.ON_PLAY)
def time_walk(ctx: Context) -> None:
    """You may play an extra minion and an extra action this turn. Draw 2 cards. Place
    this card on the bottom of your deck instead of your discard pile."""
    game = ctx.game
    game.grant_extra(ctx.player, "minion", source=ctx.card)
    game.grant_extra(ctx.player, "action", source=ctx.card)
    game.draw(ctx.player, 2)
    game.move(ctx.card, DECK, player=ctx.player, reason="placed", source=ctx.card)


special(Timing.AFTER_SCORING, WORMHOLE)


@ability(WORMHOLE, Timing.ON_PLAY)
def wormhole(ctx: Context) -> None:
    """Shuffle any number of your minions there into your deck."""
    game = ctx.game
    mine = your_minions(game, ctx.player, ctx.base) if ctx.base else []
    chosen = game.choose_cards(
        ctx.player, "shuffle-minions", "Shuffle which of your minions into your deck?", mine
    )
    shuffle_into_deck(game, ctx.player, chosen, ctx.card)


# ---------------------------------------------------------------------------- bases


def _this_base(ctx: Context) -> bool:
    return ctx.base == ctx.card


def _winners(ctx: Context) -> list[str]:
    event = ctx.event
    if not isinstance(event, BaseScored):
        return []
    return [player for player, _power, place in event.ranking if place == 1]


@ability(PORTAL_ROOM, Timing.AFTER_SCORING, when=_this_base)
def portal_room(ctx: Context) -> None:
    """The winner takes an extra turn after the current turn ends."""
    for winner in _winners(ctx):
        ctx.game.grant_extra_turn(winner)


@ability(THE_NEXUS, Timing.AFTER_SCORING, optional=True, when=_this_base, describes=_winners)
def the_nexus(ctx: Context) -> None:
    """After this base scores (before being replaced), the winner may place a base from
    the base discard pile on top of the base deck. "The winner may" is an optional
    ability of the winner's (Me First!: in their turn of the optional round). The Nexus
    is still in play, so it cannot choose itself."""
    game = ctx.game
    chosen = game.choose_card(
        ctx.player,
        "nexus-base",
        "Place which base on top of the base deck?",
        game.state.shared.get(BASE_DISCARD, []),
    )
    if chosen is not None:
        game.move(chosen, BASE_DECK, reason="placed", source=ctx.card, top=True)


# ---------------------------------------------------------------------------- titan


def _counts_for_time_box(game: Game, owner: str | None, event: Event) -> bool:
    if isinstance(event, PhaseBegan):
        return event.phase == "start" and event.player == owner
    return (
        isinstance(event, CardMoved)
        and event.to_zone == HAND
        and event.to_player == owner
        and event.from_zone in (IN_PLAY, DISCARD)
    )


def _controls_a_titan(game: Game, player: str) -> bool:
    return any(
        game.role(uid) == ROLE_TITAN and game.controller(uid) == player
        for uid in game.state.in_play
    )


@watcher(TIME_BOX)
def time_box_counts(game: Game, uid: str, event: Event) -> None:
    """Special: At the start of your turn or when a card goes to your hand from play or
    the discard pile, place a counter on this titan if it is not in play. After you place
    the fifth or higher counter on it, you may remove all of the counters and play this
    titan. (These counters only count: they are not +1 power counters.)"""
    owner = game.card(uid).owner
    if owner is None or not _counts_for_time_box(game, owner, event):
        return
    game.change_tally(uid, 1)
    if game.tally(uid) < TIME_BOX_COUNT or _controls_a_titan(game, owner):
        return
    if not game.state.bases or not game.may(owner, "Remove the counters and play Time Box?"):
        return
    game.change_tally(uid, -game.tally(uid))
    base = game.choose_card(owner, "choose-base", "Play Time Box on which base?", game.state.bases)
    game.play_card(owner, uid, base)


@ability(TIME_BOX, Timing.TALENT)
def time_box_talent(ctx: Context) -> None:
    """Talent: Play an extra minion here of power 2 or less, and/or play an extra action."""
    game = ctx.game
    here = game.base_of(ctx.card)
    game.grant_extra(
        ctx.player, "minion", max_power=2, bases=[here] if here else None, source=ctx.card
    )
    game.grant_extra(ctx.player, "action", source=ctx.card)
