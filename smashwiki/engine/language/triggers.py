"""Triggers and Specials at play: an ability of timing ``trigger`` waits for its moment
(with who played what, where, and its conditions); a ``special`` is played from the hand
at its moment; a titan's ``instead-of`` lets it replace a regular play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import definitions as d
from .. import plays
from ..errors import InvalidScenario
from ..events import CardMoved, CardPlayed, CountersDiscarded, Event
from ..mechanics import titans
from ..registry import Condition, Context, Registry, Timing, ability, titan_instead_of
from ..state import Phase
from . import conditions
from .conditions import your_minions
from .effects import can_be_done_in_full, do, run, runner
from .grammar import REPLACING, Ability, Effect, PlayInstead, Trigger, TurnPlay, Who
from .replacements import register_replacement
from .selectors import candidates, here, power_fits

if TYPE_CHECKING:
    from ..game import Game

#: The engine's timing of each trigger moment of the grammar.
TRIGGER_TIMINGS = {
    "start-of-turn": Timing.START_OF_TURN,
    "end-of-turn": Timing.END_OF_TURN,
    "before-scoring": Timing.BEFORE_SCORING,
    "when-scoring": Timing.WHEN_SCORING,
    "after-scoring": Timing.AFTER_SCORING,
    "goes-to-discard": Timing.GOES_TO_DISCARD,
    "when-play": Timing.WHEN_PLAY,
    "after-play": Timing.AFTER_PLAY,
    "counter-placed": Timing.COUNTER_PLACED,
    "discarded-from-hand": Timing.DISCARDED_FROM_HAND,
    "base-cleared": Timing.BASE_CLEARED,
    "draw-phase": Timing.DRAW_PHASE,
    "affected": Timing.AFFECTED,
    "destroyed": Timing.GOES_TO_DISCARD,  # and it went there destroyed
    "minion-destroyed": Timing.MINION_DESTROYED,
    "minion-moved": Timing.MINION_MOVED,
    # lang-instead: a replacement, registered apart (replacements.py), never fired; its
    # effects run with this timing as the destruction would happen
    "would-be-destroyed": Timing.MINION_DESTROYED,
    "would-go-to-discard": Timing.BASE_CLEARED,
    "moved": Timing.MINION_MOVED,  # and it is this minion that moved
}


def register_instead_of(
    definition: d.CardDef, plays: Sequence[PlayInstead], registry: Registry
) -> None:
    """``instead-of: minion`` (or ``action``, or both) on a titan."""
    if definition.type != d.TITAN:
        raise InvalidScenario(f"{definition.id}: only a titan has 'instead-of'")
    titan_instead_of(definition.id, *plays, registry=registry)


def register_turn_play(definition: d.CardDef, found: TurnPlay, registry: Registry) -> None:
    """A titan's "Special: On your turn, [if ...,] you may play this titan on a base"
    (lang-t2): during its player's Play Cards phase, on each base ``play_on`` names where
    the condition holds (asked of that base: "there")."""
    if definition.type != d.TITAN:
        raise InvalidScenario(f"{definition.id}: only a titan has 'turn-play'")

    def allowed(game: Game, player: str, uid: str, base: str) -> bool:
        state = game.state
        if state.phase != Phase.PLAY or state.active != player or base not in state.bases:
            return False
        if found.play_on == "base-with-your-minion" and not your_minions(game, player, base):
            return False
        ctx = Context(game, uid, player, Timing.ON_PLAY, None, base)
        if not all(can_be_done_in_full(ctx, step) for step in found.cost):  # lang-titans
            return False
        return found.condition is None or conditions.holds(ctx, found.condition)

    def pay(game: Game, player: str, uid: str, base: str) -> None:
        """lang-titans: "discard a card to play this titan": paid as it is played."""
        ctx = Context(game, uid, player, Timing.ON_PLAY, None, base)
        for step in found.cost:
            do(ctx, step)

    registry.titan_turn_plays[definition.id] = allowed
    if found.cost:
        registry.titan_turn_costs[definition.id] = pay


def _checks(found: Ability) -> list[Condition]:
    trigger = found.trigger or Trigger("start-of-turn")
    checks: list[Condition] = []
    if trigger.affects is not None:
        checks.append(conditions.AFFECTS[trigger.affects])
    for condition in found.conditions:
        checks.append(lambda ctx, c=condition: conditions.holds(ctx, c))  # type: ignore[misc]
    return checks


def register_trigger(card_id: str, found: Ability, registry: Registry) -> None:
    """Register a ``trigger`` ability: it runs at its moment, when its conditions hold."""
    trigger = found.trigger or Trigger("start-of-turn")
    if trigger.moment in REPLACING:  # lang-instead: a replacement, not a trigger
        register_replacement(card_id, found, registry)
        return
    checks = _checks(found)

    def applies(ctx: Context) -> bool:
        if not all(check(ctx) for check in checks):
            return False
        if trigger.moment == "destroyed" and not _destroyed(ctx):
            return False
        if trigger.moment in _OF_A_MINION and not _whose_destroyed(ctx, trigger):
            return False
        if trigger.with_counter and not _had_a_counter(ctx):  # lang-titans
            return False
        if trigger.moment == "moved" and not _self_moved(ctx):  # lang-time
            return False
        if trigger.here and not _is_here(ctx):
            return False
        if trigger.moment == "minion-moved" and not _moved_as_said(ctx, trigger):  # lang-moves
            return False
        if trigger.destroyed_by is not None and not _destroyed_by(ctx, trigger.destroyed_by):
            return False  # lang-destroyer
        if trigger.first_each_turn and not _first_such_play(ctx, trigger):
            return False
        if trigger.first_of_turn and not _first_such_play(ctx, trigger, anyone=True):
            return False
        if trigger.may and not _has_the_named(ctx, found.effects):  # lang-samename
            return False
        return trigger.played is None or _played_matches(ctx, trigger)

    describes = None if trigger.for_ == "controller" else conditions.FOR[trigger.for_]
    ability(
        card_id,
        TRIGGER_TIMINGS[trigger.moment],
        optional=trigger.may,
        when=applies,
        once_per_turn=trigger.once_per_turn,
        describes=describes,
        once_per_player=trigger.who == "you",
        from_discard=_from_discard(found, trigger),
        registry=registry,
        per_name=trigger.per_name,
    )(runner(found.effects))


def _has_the_named(ctx: Context, effects: Sequence[Effect]) -> bool:
    """lang-samename: an optional trigger whose one effect is an extra play of a card of one
    name ("... with the same name as it") is offered only while its player has a card of
    that name where the play takes it from; any other trigger, always."""
    if len(effects) != 1:
        return True
    (found,) = effects
    target = found.target
    if found.verb != "play" or found.grant is None or target is None or target.name_of is None:
        return True
    return bool(candidates(ctx, target))


#: The moments that already ask the card that went to the discard pile itself.
_INTO_DISCARD = frozenset({"goes-to-discard", "destroyed", "discarded-from-hand"})


def _from_discard(found: Ability, trigger: Trigger) -> bool:
    """``in-discard: true`` at a moment about other cards ("after you play a minion,
    if this is in your discard pile"): the trigger works from the discard pile."""
    in_discard = any(c.kind == "in-discard" for c in found.conditions)
    return in_discard and trigger.moment not in _INTO_DISCARD


def _where(ctx: Context) -> str | None:
    """The base of the moment: for a card played on a minion, that minion's base (an
    action played on a minion here is played here)."""
    if ctx.base is None or ctx.base in ctx.game.state.bases:
        return ctx.base
    return ctx.game.base_of(ctx.base)


def _is_here(ctx: Context) -> bool:
    """The moment's base is this card's (a base: itself). A moment at no base (an action
    played on no base or minion) is not here, also for a base, which is at no base itself
    (lang-f2: "after a player plays an action here" fired for every such action)."""
    where = _where(ctx)
    return where is not None and where in (ctx.game.base_of(ctx.card), ctx.card)


def _destroyed(ctx: Context) -> bool:
    """This card's last move was its destruction (it went to the discard pile so)."""
    for event in reversed(ctx.game.log):
        if isinstance(event, CardMoved) and event.card == ctx.card:
            return event.reason == "destroyed"
    return False


#: The moments about any minion but this card (destroyed, moved to another base).
_OF_A_MINION = frozenset({"minion-destroyed", "minion-moved"})


def _whose_destroyed(ctx: Context, trigger: Trigger) -> bool:
    """The destroyed (or moved) minion, not this card, was of the player the trigger names
    (``by``: you, another player, any), by who controlled it then (its move's
    ``controller``). "You" is the card's controller, also when the trigger is another
    player's ("its owner ...")."""
    event = ctx.event
    if not isinstance(event, CardMoved) or event.card == ctx.card:
        return False
    if trigger.who == "any":
        return True
    mine = event.controller == ctx.game.controller(ctx.card)
    return mine if trigger.who == "you" else not mine


def _moved_as_said(ctx: Context, trigger: Trigger) -> bool:
    """lang-moves: the minion moved (not this card, :func:`_whose_destroyed`) left this
    card's base if ``from_here``, was moved by the player ``moved_by`` names (the move's
    ``mover``: "you" is this card's controller; "any" a player, not a move by no player's
    card), and has the power ``power`` says (after the move, in play at its new base)."""
    event = ctx.event
    if not isinstance(event, CardMoved):
        return False
    game = ctx.game
    if trigger.from_here:
        left = event.from_host
        if left is not None and left not in game.state.bases:
            left = game.base_of(left)
        if left is None or left not in (game.base_of(ctx.card), ctx.card):
            return False
    if trigger.moved_by is not None:
        if event.mover is None:
            return False
        mine = event.mover == game.controller(ctx.card)
        if trigger.moved_by == "you" and not mine or trigger.moved_by == "other" and mine:
            return False
    return trigger.power is None or power_fits(ctx, event.card, trigger.power)


def _destroyed_by(ctx: Context, by: Who) -> bool:
    """lang-destroyer: the minion destroyed was destroyed by the player ``by`` names (the
    destruction's ``destroyer``): "you" is this card's controller (of this minion
    destroyed, its controller as it was destroyed), "other" another player, "any" a player
    (a destruction by no player's card, a base's, is by none of them)."""
    event = ctx.event
    if not isinstance(event, CardMoved) or event.reason != "destroyed" or event.destroyer is None:
        return False
    you = event.controller if event.card == ctx.card else ctx.game.controller(ctx.card)
    mine = event.destroyer == you
    return by == "any" or mine == (by == "you")


def _had_a_counter(ctx: Context) -> bool:
    """lang-titans: the minion of the event had a +1 power counter on it as it left play:
    its counters went back to the supply just before it moved (``CountersDiscarded``,
    the event before its move in the log)."""
    event = ctx.event
    if not isinstance(event, CardMoved):
        return False
    log = ctx.game.log
    at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is event), None)
    if not at:  # not in the log, or nothing before it
        return False
    earlier = log[at - 1]
    return isinstance(earlier, CountersDiscarded) and earlier.card == event.card


def _self_moved(ctx: Context) -> bool:
    """The event is this card moved to another base (lang-time)."""
    event = ctx.event
    return isinstance(event, CardMoved) and event.card == ctx.card and event.reason == "moved"


def _first_such_play(ctx: Context, trigger: Trigger, *, anyone: bool = False) -> bool:
    """The event's play is its player's first this turn of the trigger's kind (at this
    base, for a trigger ``here``); ``anyone``: the first of any player's."""
    event = ctx.event
    if not isinstance(event, CardPlayed):
        return False
    game, seen = ctx.game, False
    for earlier in reversed(game.log):
        if earlier.kind == "turn-began":
            break
        seen = seen or earlier == event
        if seen and earlier != event and _same_play(ctx, earlier, event, trigger, anyone):
            return False
    return seen


def _same_play(
    ctx: Context, earlier: Event, event: CardPlayed, trigger: Trigger, anyone: bool = False
) -> bool:
    """``earlier`` is a play by the event's player (``anyone``: by any player) of the
    trigger's kind (here, if it says so)."""
    if not isinstance(earlier, CardPlayed):
        return False
    if not anyone and earlier.player != event.player:
        return False
    game = ctx.game
    where = earlier.target if earlier.target in game.state.bases else None
    if where is None and earlier.target is not None:
        where = game.base_of(earlier.target)
    return _is_kind(game, earlier.card, trigger.played) and (not trigger.here or where == here(ctx))


def _is_kind(game: Game, card: str, played: str | None) -> bool:
    """Whether ``card`` is of the kind a trigger's ``played`` names (any card for none)."""
    kinds: dict[str | None, bool] = {
        None: True,
        "minion": game.definition(card).is_minion,
        "action": game.definition(card).is_action,
        "base-modifier": game.modifier_target(card) == "base",
        "minion-modifier": game.modifier_target(card) == "minion",
    }
    return kinds[played]


def _played_matches(ctx: Context, trigger: Trigger) -> bool:
    event = ctx.event
    card = getattr(event, "card", None)
    if card is None or card == ctx.card:
        return False
    player = getattr(event, "player", None)
    if trigger.who == "you" and player != ctx.player:
        return False
    if trigger.who == "other" and player == ctx.player:
        return False
    if trigger.power is not None and not power_fits(ctx, card, trigger.power):  # lang-f2
        return False
    return _is_kind(ctx.game, card, trigger.played or "minion")


def register_special(
    card_id: str, found: Ability, played: Sequence[Effect], registry: Registry
) -> None:
    """Register a ``special``: played from the hand at its moment, when its conditions
    hold (``play``: played as the card, whose on-play effects ``played`` do the rest);
    ``in_play`` (lang-specials): used by its controller while the card is in play, at its
    moment, as a trigger of a card in play is (optional if ``may``)."""
    trigger = found.trigger or Trigger("before-scoring")
    if trigger.in_play:
        register_trigger(card_id, found, registry)
        return
    checks = _checks(found)
    effects = found.effects

    def play_it(ctx: Context) -> None:
        target = ctx.base if ctx.game.definition(ctx.card).is_minion else None

        def resolve() -> None:
            run(ctx, effects)

        plays.resolve_special(ctx.game, ctx.card, ctx.player, resolve, target=target)

    def play_the_card(ctx: Context) -> None:
        bases = _bases_to_play_on(ctx, trigger)
        if not bases or not all(can_be_done_in_full(ctx, step) for step in trigger.cost):
            return  # (nothing left to play it on, or the cost cannot be paid: not played)
        game = ctx.game
        base = game.choose_card(ctx.player, "choose-base", f"Play {ctx.card} on which base?", bases)
        assert base is not None
        for step in trigger.cost:  # "discard two cards to play this titan": paid, then played
            do(ctx, step)
        plays.play_card(game, ctx.player, ctx.card, base)

    def allowed(ctx: Context) -> bool:
        titan = ctx.game.definition(ctx.card).type == d.TITAN
        if titan and trigger.play and titans.controls_a_titan(ctx.game, ctx.player):
            return False
        if trigger.play and not _may_play_itself(ctx, trigger):
            return False
        if ctx.game.why_not_playable(ctx.card, ctx.player) is not None:  # lang-specials
            return False
        return all(check(ctx) for check in checks)

    ability(
        card_id,
        TRIGGER_TIMINGS[trigger.moment],
        from_hand=True,
        when=allowed,
        registry=registry,
        per_name=trigger.per_name,
        as_usual=trigger.as_usual,
    )(play_the_card if trigger.play else play_it)


def _may_play_itself(ctx: Context, trigger: Trigger) -> bool:
    """A Special that plays the card (lang-t2) is offered only at its moment's event (a
    minion of the player it names destroyed, a card of its kind played by the player it
    names: "you" the player holding it), with a base to play it on, and its cost
    payable in full (the cost is paid only if the card is then played)."""
    if trigger.moment in _OF_A_MINION and not _destroyed_of(ctx, trigger):
        return False
    if trigger.with_counter and not _had_a_counter(ctx):  # lang-titans
        return False
    if trigger.moment == "after-play" and not _played_matches(ctx, trigger):
        return False
    if not _bases_to_play_on(ctx, trigger):
        return False
    return all(can_be_done_in_full(ctx, step) for step in trigger.cost)


def _destroyed_of(ctx: Context, trigger: Trigger) -> bool:
    """The destroyed minion was the Special's player's ("one of your minions", by who
    controlled it then), another player's, or any: the card is out of play, so "you" is
    the player holding it."""
    event = ctx.event
    if not isinstance(event, CardMoved) or event.card == ctx.card:
        return False
    if trigger.who == "any":
        return True
    return (event.controller == ctx.player) == (trigger.who == "you")


def _bases_to_play_on(ctx: Context, trigger: Trigger) -> list[str]:
    """The bases a Special that plays the card may put it on: the base of its moment
    (the one about to score, the one the destroyed minion was at) while it is in play,
    or each base in play (where its player has a minion)."""
    bases = ctx.game.state.bases
    if trigger.play_on in ("there", "its-base"):
        return [ctx.base] if ctx.base is not None and ctx.base in bases else []
    if trigger.play_on == "base-with-your-minion":
        return [b for b in bases if your_minions(ctx.game, ctx.player, b)]
    return list(bases)
