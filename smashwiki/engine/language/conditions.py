"""Conditions of the card language: who plays what, what a play directly affected,
whose minions are where. Triggers use them (``affects:``, ``in-discard:`` ...), and so
do the Python cards in :mod:`smashwiki.engine.cards`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import definitions as d
from .. import ongoing, windows
from ..events import BaseScored, CardMoved, CardPlayed, Event
from ..registry import Context
from ..state import BASE_DISCARD, DISCARD, Phase
from .grammar import Condition as GrammarCondition

if TYPE_CHECKING:
    from ..game import Game


def _on_this_base(ctx: Context) -> int:
    """lang-protect: the actions played on this card's base itself (its base modifiers,
    anyone's; not those on the minions there)."""
    game = ctx.game
    base = _here(ctx)
    if base is None:
        return 0
    return sum(1 for u in game.cards_at(base) if game.role(u) == "modifier")


def your_minions(game: Game, player: str | None, base: str | None = None) -> list[str]:
    """The minions ``player`` controls (at ``base``)."""
    return [
        m
        for m in game.minions_in_play()
        if game.controller(m) == player and (base is None or game.base_of(m) == base)
    ]


def affected_by_play(game: Game, played: Event | None) -> list[str]:
    """The minions the action played in ``played`` directly affected: the minion it was
    played on, and every minion one of its effects changed since."""
    if not isinstance(played, CardPlayed) or not game.definition(played.card).is_action:
        return []
    return game.directly_affected_by(played.card, played.start)


def played_by_controller(ctx: Context) -> bool:
    """True if the event is an action played by the controller of ``ctx.card`` (the
    player its ability is for: who controlled it, for a card the action took out of play)."""
    event = ctx.event
    return (
        isinstance(event, CardPlayed)
        and event.player == ctx.player
        and ctx.game.definition(event.card).is_action
    )


def affects_self(ctx: Context) -> bool:
    """After its controller plays an action that directly affects this minion."""
    return played_by_controller(ctx) and ctx.card in affected_by_play(ctx.game, ctx.event)


def affects_host(ctx: Context) -> bool:
    """After its controller plays another action that directly affects the minion this
    card is on ("this minion", said on a minion modifier)."""
    event = ctx.event
    host = ctx.game.location(ctx.card).host
    return (
        played_by_controller(ctx)
        and isinstance(event, CardPlayed)
        and event.card != ctx.card
        and host is not None
        and host in affected_by_play(ctx.game, event)
    )


def affects_yours_here(ctx: Context) -> bool:
    """After you play an action that directly affects one of your minions here (at this
    base, or at this card's base)."""
    game, event = ctx.game, ctx.event
    if not isinstance(event, CardPlayed) or event.player != ctx.player:
        return False
    if not game.definition(event.card).is_action:
        return False
    here = ctx.card if game.role(ctx.card) == "base" else game.base_of(ctx.card)
    mine = your_minions(game, event.player, here)
    return any(m in mine for m in affected_by_play(game, event))


def in_owners_discard(ctx: Context) -> bool:
    """This card is in its owner's discard pile (it went there, and stayed)."""
    location = ctx.game.location(ctx.card)
    return location.zone == DISCARD and location.player == ctx.game.card(ctx.card).owner


def your_play_phase(ctx: Context) -> bool:
    """It is the Play Cards phase of this card's controller's turn."""
    state = ctx.game.state
    return state.phase == Phase.PLAY and state.active == ctx.player


def minion_here(ctx: Context) -> bool:
    """The player the ability is for controls a minion at this base (for a card in a
    hand: the base of the moment, e.g. the one about to score)."""
    game = ctx.game
    here = ctx.card if game.role(ctx.card) == "base" else game.base_of(ctx.card) or ctx.base
    return here is not None and bool(your_minions(game, ctx.player, here))


def base_in_discard(ctx: Context) -> bool:
    """The base discard pile holds a base."""
    return bool(ctx.game.state.shared.get(BASE_DISCARD))


def _placed(ctx: Context, rank: int) -> list[str]:
    """The players in place ``rank`` at the base that scored (several if tied: 10, 10, 5
    gives two winners, no runner-up and a third place); none before it scored."""
    event = ctx.event
    if not isinstance(event, BaseScored):
        return []
    return [player for player, _power, place in event.ranking if place == rank]


def winners(ctx: Context) -> list[str]:
    """The winners of the base that scored (its first place; several if tied)."""
    return _placed(ctx, 1)


def runners_up(ctx: Context) -> list[str]:
    """The runners-up of the base that scored (its second place; several if tied)."""
    return _placed(ctx, 2)


def third_place(ctx: Context) -> list[str]:
    """The players in third place at the base that scored (several if tied)."""
    return _placed(ctx, 3)


def with_minion_here(ctx: Context) -> list[str]:
    """Each player with a minion at this card's base, in turn order."""
    here = _here(ctx)
    game = ctx.game
    return [p for p in windows.turn_order(game) if here and your_minions(game, p, here)]


def most_power_here(ctx: Context) -> list[str]:
    """The players with the most power at this card's base now (several if tied: each
    gets the base's ability, as the rulebook has tied players do); none without power
    or a minion there."""
    here = _here(ctx)
    if here is None:
        return []
    return [player for player, _power, place in ongoing.ranking(ctx.game, here) if place == 1]


def who_played(ctx: Context) -> list[str]:
    """The player who played the card the event is about."""
    return [ctx.event.player] if isinstance(ctx.event, CardPlayed) else []


def who_moved(ctx: Context) -> list[str]:
    """lang-moves: the player who moved the minion the event is about (its ``mover``)."""
    event = ctx.event
    return [event.mover] if isinstance(event, CardMoved) and event.mover else []


def who_destroyed(ctx: Context) -> list[str]:
    """lang-destroyer: the player who destroyed the card the event is about (its
    ``destroyer``); no one if no player's card did (a base's ability)."""
    event = ctx.event
    if isinstance(event, CardMoved) and event.reason == "destroyed" and event.destroyer:
        return [event.destroyer]
    return []


#: Whom a base's "you" describes (``for:``): each of them gets the ability.
def event_owner(ctx: Context) -> list[str]:
    """The owner of the card the event moved or played ("its owner")."""
    event = ctx.event
    owner = ctx.game.owner(event.card) if isinstance(event, CardMoved | CardPlayed) else None
    return [owner] if owner else []


def event_controller(ctx: Context) -> list[str]:
    """Who controlled the card the event moved, before it moved ("its controller")."""
    was = ctx.event.controller if isinstance(ctx.event, CardMoved) else None
    return [was] if was else []


def whose_turn(ctx: Context) -> list[str]:
    """The player whose turn it is (lang-f2: "at the start of each player's turn, that
    player ...")."""
    return [ctx.game.state.active]


def non_winners(ctx: Context) -> list[str]:
    """Each player, in turn order, not among the winners of the base that scored (lang-f2:
    "each player other than the winner"; tied winners all left out); none before it scored."""
    if not isinstance(ctx.event, BaseScored):
        return []
    first = winners(ctx)
    return [p for p in windows.turn_order(ctx.game) if p not in first]


FOR: dict[str, Callable[[Context], list[str]]] = {
    "winners": winners,
    "runner-up": runners_up,
    "third-place": third_place,
    "with-minion-here": with_minion_here,
    "most-power-here": most_power_here,
    "who-played": who_played,
    "event-owner": event_owner,
    "event-controller": event_controller,
    "whose-turn": whose_turn,
    "non-winners": non_winners,
    "who-moved": who_moved,  # lang-moves
    "who-destroyed": who_destroyed,  # lang-destroyer
}


def affects_yours_other_here(ctx: Context) -> bool:
    """After you play an action that directly affects one or more of your minions here
    other than this one."""
    if not played_by_controller(ctx):
        return False
    here = ctx.game.base_of(ctx.card)
    mine = [m for m in your_minions(ctx.game, ctx.player, here) if m != ctx.card]
    return any(m in mine for m in affected_by_play(ctx.game, ctx.event))


#: Conditions a trigger may name: ``affects: self``, ``affects: yours-here`` ...
AFFECTS = {
    "self": affects_self,
    "host": affects_host,
    "yours-here": affects_yours_here,
    "yours-other-here": affects_yours_other_here,
}


def _here(ctx: Context) -> str | None:
    game = ctx.game
    return ctx.card if game.role(ctx.card) == "base" else game.base_of(ctx.card) or ctx.base


def _named(game: Game, uid: str, names: tuple[str, ...]) -> bool:
    return uid in names or game.definition(uid).name in names


def _you_control(ctx: Context, names: tuple[str, ...]) -> bool:
    game = ctx.game
    return any(
        _named(game, uid, names) and game.controller(uid) == ctx.player
        for uid in game.active_cards()
    )


def _host_yours(ctx: Context) -> bool:
    host = ctx.game.location(ctx.card).host
    return host is not None and ctx.game.controller(host) == ctx.player


def _card_here(ctx: Context, names: tuple[str, ...]) -> bool:
    game = ctx.game
    return any(_named(game, uid, names) for uid in game.cards_at(_here(ctx) or ""))


def _most_power_here(ctx: Context) -> bool:
    game = ctx.game
    base = _here(ctx)
    if base is None:
        return False
    mine = ongoing.player_power(game, base, ctx.player)
    return mine > 0 and all(
        ongoing.player_power(game, base, other) < mine
        for other in game.state.order
        if other != ctx.player
    )


def _only_minion_here(ctx: Context) -> bool:
    base = _here(ctx)
    return base is not None and ctx.game.minions_at(base) == [ctx.card]


def _your_others_here(ctx: Context) -> int:
    """How many minions the player the ability is for has at this card's base, other than
    this card (lang-c2: "if you have another minion here", "if this is your only minion
    here"); at no base, none."""
    here = _here(ctx)
    if here is None:
        return 0
    return len([m for m in your_minions(ctx.game, ctx.player, here) if m != ctx.card])


def _actions_played(ctx: Context) -> int:
    """How many actions the player the ability is for played this turn (a card still
    resolving too: "if you have played 2 or more actions this turn" counts this one)."""
    game, count = ctx.game, 0
    for event in reversed(game.log):
        if event.kind == "turn-began":
            break
        played = isinstance(event, CardPlayed) and event.player == ctx.player
        count += played and game.definition(getattr(event, "card", "")).is_action
    return count


def _bases_with_your_minions(ctx: Context) -> int:
    game = ctx.game
    return len({game.base_of(m) for m in your_minions(game, ctx.player)})


def _most_minions(ctx: Context) -> bool:
    """More minions in play than each other player (a tie for the most is not the most)."""
    game = ctx.game
    mine = len(your_minions(game, ctx.player))
    others = (len(your_minions(game, p)) for p in game.state.order if p != ctx.player)
    return mine > 0 and all(count < mine for count in others)


def _first_time_this_turn(ctx: Context) -> bool:
    """This card's ability has not resolved yet this turn."""
    for event in reversed(ctx.game.log):
        if event.kind == "turn-began":
            return True
        if event.kind == "ability-resolved" and getattr(event, "card", None) == ctx.card:
            return False
    return True


def _played_from(ctx: Context, pile: str | None) -> bool:
    event = ctx.event
    return isinstance(event, CardPlayed) and getattr(event, "from_zone", "hand") == (pile or "hand")


def _madness_in_discard(ctx: Context) -> int:
    """How many Madness cards are in the discard pile of the player the ability is for."""
    game = ctx.game
    pile = game.state.players[ctx.player].discard
    return sum(1 for uid in pile if game.definition(uid).kind == d.MADNESS)


def _most_of_one_name(ctx: Context, where: str) -> int:
    """The most of the minions of the player the ability is for that share one printed
    name (lang-name): ``here`` (this card's base), ``a-base`` (on any one base), or
    ``play`` (anywhere in play)."""
    game = ctx.game
    if where == "here":
        groups = [your_minions(game, ctx.player, _here(ctx) or "")]
    elif where == "a-base":
        groups = [your_minions(game, ctx.player, base) for base in game.state.bases]
    else:
        groups = [your_minions(game, ctx.player)]
    most = 0
    for minions in groups:
        names = [game.definition(m).name for m in minions]
        most = max([most, *(names.count(name) for name in names)])
    return most


def _you_played_it_this_turn(ctx: Context) -> bool:
    """This card was played this turn, by the player the ability is for (lang-time: "on
    the turn you play it")."""
    for event in reversed(ctx.game.log):
        if event.kind == "turn-began":
            return False
        if isinstance(event, CardPlayed) and event.card == ctx.card:
            return event.player == ctx.player
    return False


def _this_minions_counters(ctx: Context) -> int:
    """lang-restrict: the +1 power counters on this minion (or the minion this card is on;
    none if it is on no minion)."""
    game = ctx.game
    minion = ctx.card if game.role(ctx.card) == "minion" else game.location(ctx.card).host
    return game.counters(minion) if minion is not None else 0


def holds(ctx: Context, condition: GrammarCondition) -> bool:
    """True if the typed ``condition`` holds now, for the player the ability is for."""
    kind = condition.kind
    game = ctx.game
    checks: dict[str, Callable[[], bool]] = {
        "you-control": lambda: _you_control(ctx, condition.names),
        "host-yours": lambda: _host_yours(ctx),
        "card-here": lambda: _card_here(ctx, condition.names),
        "minion-here": lambda: minion_here(ctx),
        "most-power-here": lambda: _most_power_here(ctx),
        "only-minion-here": lambda: _only_minion_here(ctx),
        "actions-played-at-least": lambda: _actions_played(ctx) >= condition.count,
        "actions-played-at-most": lambda: _actions_played(ctx) <= condition.count,
        "bases-with-your-minions-at-least": lambda: (
            _bases_with_your_minions(ctx) >= condition.count
        ),
        "cards-in-hand-at-most": lambda: (
            len(game.state.players[ctx.player].hand) <= condition.count
        ),
        "most-minions": lambda: _most_minions(ctx),
        "minions-here-at-least": lambda: len(game.minions_at(_here(ctx) or "")) >= condition.count,
        "your-minions-here-at-least": lambda: (
            len(your_minions(game, ctx.player, _here(ctx) or "")) >= condition.count
        ),
        "breakpoint-at-most": lambda: ongoing.breakpoint(game, _here(ctx) or "") <= condition.count,
        "played-from": lambda: _played_from(ctx, condition.pile),
        "first-time-this-turn": lambda: _first_time_this_turn(ctx),
        "in-discard": lambda: in_owners_discard(ctx),
        "your-play-phase": lambda: your_play_phase(ctx),
        "your-turn": lambda: game.state.active == ctx.player,
        "other-players-turn": lambda: game.state.active != ctx.player,  # lang-time
        "played-this-turn": lambda: _you_played_it_this_turn(ctx),  # lang-time
        "base-in-discard": lambda: base_in_discard(ctx),
        "on-self": lambda: getattr(ctx.event, "card", None) == ctx.card,
        "madness-in-discard-at-least": lambda: _madness_in_discard(ctx) >= condition.count,
        "your-minions-here-at-most": lambda: (
            len(your_minions(game, ctx.player, _here(ctx) or "")) <= condition.count
        ),
        "your-other-minions-here-at-least": lambda: _your_others_here(ctx) >= condition.count,
        "your-other-minions-here-at-most": lambda: _your_others_here(ctx) <= condition.count,
        "your-minions-in-play-at-least": lambda: (
            len(your_minions(game, ctx.player)) >= condition.count
        ),
        "cards-in-hand-at-least": lambda: (
            len(game.state.players[ctx.player].hand) >= condition.count
        ),
        "your-minion-power-at-least": lambda: any(  # lang-third
            ongoing.power(game, m) >= condition.count for m in your_minions(game, ctx.player)
        ),
        "your-minion-here-power-at-least": lambda: any(
            ongoing.power(game, m) >= condition.count
            for m in your_minions(game, ctx.player, _here(ctx) or "")
        ),
        "your-same-name-here-at-least": lambda: _most_of_one_name(ctx, "here") >= condition.count,
        "your-same-name-on-a-base-at-least": lambda: (
            _most_of_one_name(ctx, "a-base") >= condition.count
        ),
        "your-same-name-in-play-at-least": lambda: (
            _most_of_one_name(ctx, "play") >= condition.count
        ),
        "modifiers-on-this-base-at-least": lambda: _on_this_base(ctx) >= condition.count,
        "your-counters-at-least": lambda: (  # lang-titans
            sum(game.state.in_play[m].counters for m in your_minions(game, ctx.player))
            >= condition.count
        ),
        "this-counters-at-least": lambda: _this_minions_counters(ctx) >= condition.count,
    }
    return checks[kind]()
