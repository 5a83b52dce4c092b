"""Trigger windows: what a timing triggers, and Me First! to resolve it.

:func:`fire` opens a window: the mandatory abilities first, in the order the
current player chooses, then the optional ones, each player from the current
player clockwise using one or passing until all pass in a row; a card with a
mandatory ability for the moment that enters play meanwhile has it resolved at
once, before the next player. A base's ability belongs to each player its "you"
describes (``describes``), so its optional ability waits for that player's turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from .decisions import PASS, Decision, Option
from .events import (
    AbilityResolved,
    CardMoved,
    Event,
    OncePerTurnUsed,
    Passed,
)
from .game import HOOKS, Game
from .registry import Ability, Context, Timing
from .state import (
    DISCARD,
    HAND,
    IN_PLAY,
    SET_ASIDE,
    Phase,
    Zone,
)


@dataclass(frozen=True)
class Trigger:
    """An ability waiting in a window: its card, who controls it, whether it is optional."""

    key: str
    ability: Ability
    card: str
    player: str
    object_id: int | None

    @property
    def optional(self) -> bool:
        """True for "you may" abilities and Specials from the hand."""
        return self.ability.optional or self.ability.from_hand


def turn_order(game: Game) -> list[str]:
    """The players in turn order, starting with the active player."""
    order = game.state.order
    start = order.index(game.state.active) if game.state.active in order else 0
    return order[start:] + order[:start]


def collect(
    game: Game,
    timing: Timing,
    cards: Iterable[str] | None,
    event: Event | None,
    base: str | None,
    gone: dict[str, str] | None = None,
) -> list[Trigger]:
    """The triggers ``timing`` has now: of ``cards``, or of every active card and the
    Specials in hands and beside players, and of the cards in ``gone`` (card -> who
    controlled it: the cards the triggering event itself took out of play, see
    :func:`taken_out_by`)."""
    triggers = []
    gone = gone or {}
    sources = with_abilities(game) if cards is None else list(cards)
    sources += [uid for uid in gone if uid not in sources and not game.is_in_play(uid)]
    late = entered_since(game, event) if event is not None and sources else frozenset()
    for uid in sources:
        abilities = game.abilities(uid, timing)
        if uid in late or not abilities:
            continue
        player = gone.get(uid) or ability_player(game, uid)
        record = game.state.in_play.get(uid)
        for index, ability in enumerate(abilities):
            if ability.from_hand or ability.from_discard:  # (see discard_triggers)
                continue
            trigger = Trigger(
                f"{uid}:{index}" if index else uid,
                ability,
                uid,
                player,
                record.object_id if record else None,
            )
            for each in described(game, trigger, event, base):
                if condition(game, each, event, base):
                    triggers.append(each)
    if cards is None:
        triggers += hand_specials(game, timing, event, base)
        triggers += discard_triggers(game, timing, event, base)
    return triggers


def discard_triggers(
    game: Game, timing: Timing, event: Event | None, base: str | None
) -> list[Trigger]:
    """The abilities that work from their owner's discard pile (``from_discard``) that
    ``timing`` triggers, from the current player clockwise; not those that went there
    after ``event`` (the card must be in the pile when the triggering event happens)."""
    found: list[Trigger] = []
    waiting = in_discards(game)
    if waiting and event is not None:
        waiting -= entered_since(game, event, DISCARD)
    for player in turn_order(game) if waiting else ():
        for uid in game.state.players[player].discard:
            if uid not in waiting:
                continue
            for index, ability in enumerate(game.abilities(uid, timing)):
                if not ability.from_discard:
                    continue
                trigger = Trigger(f"{uid}:{index}" if index else uid, ability, uid, player, None)
                if condition(game, trigger, event, base):
                    found.append(trigger)
    return found


def entered_since(game: Game, event: Event, zone: Zone = IN_PLAY) -> frozenset[str]:
    """The cards that entered play (or ``zone``) after ``event`` happened: "for an
    ability to respond to a trigger, its card needs to be in play when the triggering
    event happens"."""
    log = game.log
    for index in range(len(log) - 1, -1, -1):
        if log[index] is event:
            return frozenset(
                e.card for e in log[index + 1 :] if isinstance(e, CardMoved) and e.to_zone == zone
            )
    return frozenset()


def controllers_in_play(game: Game) -> dict[str, str]:
    """Who controls each card in play now (taken as a card is played, for
    :func:`taken_out_by`)."""
    return {
        uid: record.controller
        for uid, record in game.state.in_play.items()
        if record.controller is not None
    }


def taken_out_by(game: Game, before: dict[str, str] | None) -> dict[str, str]:
    """The cards in play before the triggering event (``before``: who controlled each,
    :func:`controllers_in_play`) that are out of play now, each with who controlled it:
    "[a card] also needs to be in play when the event finishes resolving, unless the
    trigger itself made the card go out of play", so their abilities still respond."""
    if not before:
        return {}
    return {uid: who for uid, who in before.items() if not game.is_in_play(uid)}


def with_abilities(game: Game) -> list[str]:
    """Active cards with any registered ability, computed again only after a card moves."""
    tables = game.cache.tables()
    found = tables.get("abilities")
    if found is None:
        found = [(uid, None) for uid in game.active_cards() if game.abilities(uid)]
        tables["abilities"] = found
    return [uid for uid, _ in found]


def in_discards(game: Game) -> set[str]:
    """The cards in discard piles with an ability that works there (cached between
    moves)."""
    tables = game.cache.tables()
    found = tables.get("in-discards")
    if found is None:
        found = [
            (uid, None)
            for piles in game.state.players.values()
            for uid in piles.discard
            if any(a.from_discard for a in game.abilities(uid))
        ]
        tables["in-discards"] = found
    return {uid for uid, _ in found}


def specials_held(game: Game) -> set[str]:
    """The cards in hands and titans beside players with an ability used from the hand
    (cached between moves: only a card moving changes them)."""
    tables = game.cache.tables()
    found = tables.get("specials")
    if found is None:
        found = [
            (uid, None)
            for piles in game.state.players.values()
            for uid in (*piles.hand, *piles.set_aside)
            if any(a.from_hand for a in game.abilities(uid))
        ]
        tables["specials"] = found
    return {uid for uid, _ in found}


def hand_specials(
    game: Game, timing: Timing, event: Event | None, base: str | None
) -> list[Trigger]:
    """Specials in hands (and titans beside players) that ``timing`` offers."""
    found: list[Trigger] = []
    specials = specials_held(game)
    if not specials:
        return found
    for player in turn_order(game):
        piles = game.state.players[player]
        for uid in (*piles.hand, *piles.set_aside):
            if uid not in specials:  # no ability of it is used from the hand
                continue
            for index, ability in enumerate(game.abilities(uid, timing)):
                trigger = Trigger(f"{uid}:{index}" if index else uid, ability, uid, player, None)
                if ability.from_hand and condition(game, trigger, event, base):
                    found.append(trigger)
    return found


def ability_player(game: Game, uid: str) -> str:
    """Who uses the abilities of ``uid``: its controller, else its owner (out of play),
    else the active player."""
    controller = game.controller(uid)
    if controller is not None:
        return controller
    owner = game.card(uid).owner
    if owner is not None and not game.is_in_play(uid):
        return owner
    return game.state.active


def described(game: Game, trigger: Trigger, event: Event | None, base: str | None) -> list[Trigger]:
    """The trigger once for each player its ability's "you" describes (a base's ability:
    "'You' on a base means any player it describes"); else the trigger itself. With
    several players, each trigger's key names its player (``nexus@Beth``)."""
    describes = trigger.ability.describes
    if describes is None:
        return [trigger]
    players = list(dict.fromkeys(describes(context(game, trigger, event, base))))
    return [
        Trigger(
            trigger.key if len(players) == 1 else f"{trigger.key}@{player}",
            trigger.ability,
            trigger.card,
            player,
            trigger.object_id,
        )
        for player in players
    ]


def condition(game: Game, trigger: Trigger, event: Event | None, base: str | None) -> bool:
    """True if the trigger's ``when`` condition holds (or it has none), and a "once per
    turn" ability has not been used this turn."""
    ability = trigger.ability
    if ability.once_per_turn and used_this_turn(game, trigger):
        return False
    if used_by_name(game, trigger, base):  # lang-specials
        return False
    if ability.when is None:
        return True
    return ability.when(context(game, trigger, event, base))


def context(
    game: Game,
    trigger: Trigger,
    event: Event | None,
    base: str | None,
    must_affect: str | None = None,
) -> Context:
    """The :class:`Context` the trigger's ability runs with."""
    return Context(
        game,
        trigger.card,
        trigger.player,
        trigger.ability.timing,
        event,
        base,
        must_affect,
        special=trigger.ability.from_hand,
    )


def still_there(game: Game, trigger: Trigger) -> bool:
    """True if the trigger's card is still where it triggered (the same object)."""
    if trigger.ability.from_hand:
        location = game.state.locations[trigger.card]
        return location.zone in (HAND, SET_ASIDE) and location.player == trigger.player
    if trigger.ability.from_discard:
        return game.state.locations[trigger.card].zone == DISCARD
    if trigger.object_id is None:
        return True
    record = game.state.in_play.get(trigger.card)
    return record is not None and record.object_id == trigger.object_id


def used_this_turn(game: Game, trigger: Trigger) -> bool:
    """True if the trigger's ability (of its card, at its timing) was used this turn:
    the one record "once per turn" asks (see :func:`mark_used`). A base's ability whose
    "you" describes each player (``once_per_player``) is once per turn for each of them;
    any other ("the first time each turn a player plays ..."), once per turn for the card,
    whoever it is for."""
    card, timing = trigger.card, trigger.ability.timing.value
    used = game.state.used_this_turn
    if trigger.ability.describes is not None and trigger.ability.once_per_player:
        return (card, timing, trigger.player) in used
    return any(c == card and t == timing for c, t, _ in used)


def mark_used(game: Game, trigger: Trigger, base: str | None = None) -> None:
    """Record that a "once per turn" trigger begins to resolve (an event, so the log
    replays it): from now on what it causes cannot trigger it again this turn (and so
    for a limit by name, lang-specials: :func:`used_by_name`)."""
    if trigger.ability.once_per_turn:
        game.apply(OncePerTurnUsed(trigger.card, trigger.ability.timing.value, trigger.player))
    key = _by_name(game, trigger, base)
    if key is not None:
        game.apply(OncePerTurnUsed(*key))


def _by_name(game: Game, trigger: Trigger, base: str | None) -> tuple[str, str, str] | None:
    """lang-specials: the record a limit by name keeps: the card's printed name (its
    copies share it), each turn or at the base of the moment, and its player."""
    per = trigger.ability.per_name
    if per is None:
        return None
    at = "one per name" if per == "turn" else f"one per name at {base}"
    return (game.definition(trigger.card).name, at, trigger.player)


def used_by_name(game: Game, trigger: Trigger, base: str | None) -> bool:
    """lang-specials: "You can only use one X's ability each turn (per base)": its player
    has used the ability of a card of this name this turn (at this base of the moment)."""
    key = _by_name(game, trigger, base)
    return key is not None and key in game.state.used_this_turn


def run(game: Game, trigger: Trigger, event: Event | None = None, base: str | None = None) -> None:
    """Resolve one trigger (unless its card has gone, or a copy of its name used the
    ability its limit by name allows) and record that it resolved."""
    if not still_there(game, trigger) and trigger.ability.timing != Timing.GOES_TO_DISCARD:
        return
    if used_by_name(game, trigger, base):  # lang-specials: collected before the copy ran
        return
    mark_used(game, trigger, base)
    resolve_ability(game, trigger.ability, context(game, trigger, event, base))


def resolve_ability(game: Game, ability: Ability, ctx: Context) -> None:
    """Run ``ability`` with ``ctx`` and record that it resolved; then resolve what its
    effects triggered ("After an ability is resolved, all abilities that are triggered
    by its effects are resolved"), in the order they were triggered (see
    :func:`after_ability`)."""
    outer, game.deferred = game.deferred, []
    try:
        ability.run(ctx)
    finally:
        waiting, game.deferred = game.deferred, outer
    game.apply(AbilityResolved(ctx.card, ability.timing.value, ctx.player))
    for resolve in waiting:
        resolve()


def after_ability(game: Game, resolve: Callable[[], None]) -> None:
    """Resolve a window an effect opened (``resolve``) once the ability that caused it
    has resolved, or at once if no ability is resolving."""
    if game.deferred is None:
        resolve()
    else:
        game.deferred.append(resolve)


def fire(
    game: Game,
    timing: Timing,
    cards: Iterable[str] | None,
    *,
    event: Event | None = None,
    base: str | None = None,
    before: dict[str, str] | None = None,
) -> None:
    """Open a window: collect what ``timing`` triggers and resolve it by Me First!

    Mandatory abilities first, in the order the current player chooses; then
    optional ones, each player from the current player clockwise using one or
    passing, until all pass in a row. ``cards`` limits the window to those cards
    (e.g. the cards that just went to the discard pile). ``before``: who controlled each
    card in play when the triggering event began (:func:`controllers_in_play`): the
    abilities of those it took out of play still respond to it.
    """
    present = in_play_objects(game)
    gone = taken_out_by(game, before)
    resolve_mandatory(
        game,
        [t for t in collect(game, timing, cards, event, base, gone) if not t.optional],
        event,
        base,
    )
    optional_round(game, timing, cards, event, base, present, gone)


def in_play_objects(game: Game) -> dict[str, int]:
    """Every card in play, by the object it is now (a card that leaves and comes back is
    a new object)."""
    return {uid: record.object_id for uid, record in game.state.in_play.items()}


def arrivals(
    game: Game,
    timing: Timing,
    cards: list[str] | None,
    event: Event | None,
    base: str | None,
    present: dict[str, int],
) -> list[Trigger]:
    """The mandatory triggers of cards that entered play since ``present`` was taken."""
    return [
        t
        for t in collect(game, timing, cards, event, base)
        if not t.optional and t.object_id is not None and present.get(t.card) != t.object_id
    ]


def resolve_mandatory(
    game: Game, triggers: list[Trigger], event: Event | None, base: str | None
) -> None:
    """Resolve the mandatory triggers, in the order the current player chooses; a base's
    ability that several players tie for is used by each of them in turn, from the
    current player clockwise ("If players tie for use of a base's ability, they each get
    to use it, starting with the current player and going clockwise")."""
    waiting = list(triggers)
    while waiting:
        ready = next_in_turn(game, waiting)
        if len(ready) == 1:
            chosen = ready[0]
        else:
            options = tuple(Option(t.key, value=t) for t in ready)
            key = game.ask(
                Decision(
                    "order-abilities",
                    game.state.active,
                    "Which ability resolves next?",
                    options,
                )
            )[0]
            chosen = next(t for t in waiting if t.key == key)
        waiting.remove(chosen)
        run(game, chosen, event, base)


def next_in_turn(game: Game, waiting: list[Trigger]) -> list[Trigger]:
    """The triggers of ``waiting`` that may resolve next: of an ability several players
    each get (a base's "you", see :func:`described`), only the one of the player first
    in turn order from the current player."""
    order = turn_order(game)

    def seat(trigger: Trigger) -> int:
        return order.index(trigger.player) if trigger.player in order else len(order)

    first: dict[tuple[str, int], Trigger] = {}
    for trigger in waiting:
        if trigger.ability.describes is None:
            continue
        same = (trigger.card, id(trigger.ability))
        if same not in first or seat(trigger) < seat(first[same]):
            first[same] = trigger
    return [
        t for t in waiting if t.ability.describes is None or first[(t.card, id(t.ability))] is t
    ]


def optional_round(
    game: Game,
    timing: Timing,
    cards: Iterable[str] | None,
    event: Event | None,
    base: str | None,
    present: dict[str, int] | None = None,
    gone: dict[str, str] | None = None,
) -> None:
    """Offer the optional triggers round the table until every player passes in a row.

    A card with a mandatory ability for this moment that enters play while they are
    resolved (``present`` is what was in play when the window opened) has it resolved
    at once, before the next player is asked. ``gone``: the cards the triggering event
    itself took out of play (:func:`taken_out_by`), whose abilities still respond."""
    cards = None if cards is None else list(cards)
    present = in_play_objects(game) if present is None else present
    used: set[str] = set()
    order = turn_order(game)
    passes, turn = 0, 0
    while passes < len(order) and game.state.phase != Phase.OVER:
        player = order[turn % len(order)]
        turn += 1
        offered = [
            t
            for t in collect(game, timing, cards, event, base, gone)
            if t.optional and t.player == player and t.key not in used
        ]
        if not offered:
            passes += 1
            continue
        options = tuple(Option(t.key, value=t) for t in offered) + (Option(PASS),)
        key = game.ask(
            Decision("use-ability", player, f"Use an optional {timing.value} ability?", options)
        )[0]
        if key == PASS:
            game.apply(Passed(player, timing.value))
            passes += 1
            continue
        passes = 0
        used.add(key)
        run(game, next(t for t in offered if t.key == key), event, base)
        arrived = arrivals(game, timing, cards, event, base, present)
        present = in_play_objects(game)
        resolve_mandatory(game, arrived, event, base)


def affected(game: Game, uid: str, event: Event) -> None:
    """Run the abilities of ``uid`` that trigger when it is directly affected (once the
    ability that affected it has resolved, see :func:`after_ability`)."""
    for ability in game.abilities(uid, Timing.AFFECTED) if game.is_active(uid) else []:
        trigger = Trigger(uid, ability, uid, game.controller(uid) or game.state.active, None)
        after_ability(game, partial(run, game, trigger, event))


@HOOKS.discarded_from_hand.append
def _discarded_from_hand(game: Game, uid: str, event: CardMoved) -> None:
    """A card discarded from a hand (for any reason): the cards in play that react to a
    discard, then the card's own ability ("if this is discarded from your hand")."""

    def resolve() -> None:
        fire(game, Timing.DISCARDED_FROM_HAND, None, event=event)
        fire(game, Timing.DISCARDED_FROM_HAND, [uid], event=event)

    after_ability(game, resolve)
