"""The effects cards use, each turned into events: destroy, return, move a minion,
take control, counters, power until a time, VPs, extra turns, drawing, revealing.
"""

from __future__ import annotations

from collections.abc import Callable

from . import ongoing, windows
from .errors import InvalidScenario
from .events import (
    CardLooked,
    CardMoved,
    CardRevealed,
    ControlChanged,
    CounterMoved,
    CounterPlaced,
    CounterRemoved,
    DeckShuffled,
    EffectAdded,
    ExtraTurnGranted,
    Reshuffled,
    TallyChanged,
    VPGained,
)
from .game import HOOKS, Game
from .registry import Timing
from .state import (
    BOX,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    RESOLVING,
    ROLE_STASIS,
    ROLE_STORED,
)


def destroy(game: Game, uid: str, *, source: str | None = None) -> bool:
    """Destroy ``uid`` (to its owner's discard pile). False if it is protected or not in play.

    Then the mechanics' hooks learn who destroyed it: the controller of the effect's card,
    in play or resolving (an action being played is controlled by its player), or None
    (a monster gives that player its treasures). lang-destroyer: the destroy event records
    that player too (``destroyer``: "after you destroy a minion", "the player who destroyed
    it"); a base's own ability, or no card, destroys for no player.
    """
    if not game.is_active(uid) or ongoing.is_protected(game, uid, source):
        return False
    if ongoing.cannot_be_destroyed(game, uid, source):
        return False
    if replaced(game, "replacements", uid, source):  # lang-instead: not destroyed, no "after"
        return False
    by = game.controller(source) if source else None
    minion, was = game.definition(uid).is_minion, game.controller(uid)
    game.move(uid, DISCARD, reason="destroyed", source=source, controller=was, destroyer=by)
    moved = next(e for e in reversed(game.log) if isinstance(e, CardMoved) and e.card == uid)
    at = _base_left(game, moved)
    windows.after_ability(
        game, lambda: windows.fire(game, Timing.GOES_TO_DISCARD, [uid], event=moved, base=at)
    )
    if minion:  # "after a minion is destroyed (here)": the cards in play respond
        windows.after_ability(
            game,
            lambda: windows.fire(
                game, Timing.MINION_DESTROYED, None, event=moved, base=moved.from_host
            ),
        )
    for hook in HOOKS.destroyed:
        hook(game, uid, by, source)
    return True


def replaced(game: Game, table: str, uid: str, source: str | None) -> bool:
    """lang-instead: True if a replacement effect of ``table`` ("If this minion would be
    destroyed, ... instead": ``replacements``; "After this base scores, ... instead of the
    discard pile": ``scoring_replacements``) happened in place of what would happen to
    ``uid``: then it did not happen, nor anything that waits for it. Two replacements of
    one event stop the game: the rulebook does not say which applies, nor who chooses."""
    offers = []
    for replacer, function in ongoing.sources(game, table):
        instead = function(game, replacer, uid, source)
        if instead is not None:
            offers.append((replacer, instead))
    if len(offers) > 1:
        names = " and ".join(replacer for replacer, _ in offers)
        raise InvalidScenario(
            f"{names} would each replace what happens to {uid}: the rules do not say"
            " which replacement applies (nor who chooses)"
        )
    return bool(offers) and offers[0][1]()


def _base_left(game: Game, moved: CardMoved) -> str | None:
    """The base a card ``moved`` out of play was at (its host, or its host's base): what
    "here" and "this base" name for the abilities of a card destroyed there."""
    host = moved.from_host
    if host is None or host in game.state.bases:
        return host
    return game.base_of(host)


def put_in_box(game: Game, uid: str, *, source: str | None = None) -> None:
    """Put ``uid`` in the box: out of play for the rest of the game, wherever it is. No
    ability prevents going to the box (protection and "cannot be destroyed" do not), and
    no selector looks in the box, so nothing takes it back."""
    game.move(uid, BOX, reason="placed", source=source)


def return_to_hand(game: Game, uid: str, *, source: str | None = None) -> bool:
    """Return ``uid`` from play to its owner's hand. False if protected, or if it is in
    stasis or stored (untouchable by abilities that do not name them)."""
    if game.role(uid) in (None, ROLE_STASIS, ROLE_STORED) or ongoing.is_protected(
        game, uid, source
    ):
        return False
    game.move(uid, HAND, reason="returned", source=source)
    return True


def move_minion(game: Game, uid: str, base: str, *, source: str | None = None) -> bool:
    """Move a minion (with everything on it) to another base. Not a play: no on-play.

    lang-moves: the move records who moved it: the controller of the effect's card, in
    play or resolving (an action being played is controlled by its player), or None."""
    if (
        not game.is_active(uid)
        or ongoing.is_protected(game, uid, source)
        or ongoing.cannot_be_moved_to(game, uid, base, source)
        or base == game.base_of(uid)
    ):
        return False
    mover = game.controller(source) if source else None
    game.move(uid, IN_PLAY, host=base, reason="moved", source=source, mover=mover)
    moved = game.log[-1]
    windows.affected(game, uid, moved)
    windows.after_ability(  # "after a minion is moved here": the cards in play respond
        game, lambda: windows.fire(game, Timing.MINION_MOVED, None, event=moved, base=base)
    )
    for arrived in HOOKS.arrivals:
        arrived(game, uid, base)
    return True


def take_control(game: Game, uid: str, player: str, *, source: str | None = None) -> bool:
    """``player`` gains control of ``uid`` in play."""
    if not game.is_in_play(uid) or ongoing.is_protected(game, uid, source):
        return False
    game.apply(ControlChanged(uid, game.controller(uid), player))
    windows.affected(game, uid, game.log[-1])
    return True


def place_counters(game: Game, uid: str, amount: int = 1, *, source: str | None = None) -> bool:
    """Place ``amount`` +1 power counters on ``uid``. False if protected, or not in play
    (counters for counting on a card out of play are a tally: :meth:`change_tally`)."""
    if amount <= 0 or not game.is_in_play(uid) or ongoing.is_protected(game, uid, source):
        return False
    event = CounterPlaced(uid, amount, source)
    game.apply(event)
    windows.after_ability(
        game, lambda: windows.fire(game, Timing.COUNTER_PLACED, None, event=event)
    )
    windows.affected(game, uid, event)
    return True


def move_counters(
    game: Game, origin: str, target: str, amount: int = 1, *, source: str | None = None
) -> bool:
    """Move ``amount`` counters from ``origin`` to ``target`` (not a placement)."""
    if amount <= 0 or game.counters(origin) < amount or not game.is_in_play(target):
        return False
    if ongoing.is_protected(game, origin, source) or ongoing.is_protected(game, target, source):
        return False
    event = CounterMoved(origin, target, amount, source)
    game.apply(event)
    windows.affected(game, origin, event)
    windows.affected(game, target, event)
    return True


def remove_counters(game: Game, uid: str, amount: int = 1, *, source: str | None = None) -> bool:
    """Remove up to ``amount`` counters from ``uid`` (they go back to the supply)."""
    amount = min(amount, game.counters(uid))
    if amount <= 0 or ongoing.is_protected(game, uid, source):
        return False
    event = CounterRemoved(uid, amount, source)
    game.apply(event)
    windows.affected(game, uid, event)
    return True


def add_power(
    game: Game, uid: str, amount: int, *, until: str = "end-of-turn", source: str | None = None
) -> bool:
    """Give ``uid`` ``amount`` power (may be negative) until the end of the turn (or
    ``start-of-turn:<player>``). Counters are never touched."""
    if not game.is_active(uid) or ongoing.is_protected(game, uid, source):
        return False
    event = EffectAdded(uid, amount, until, "power", source)
    game.apply(event)
    windows.affected(game, uid, event)
    return True


def add_breakpoint(
    game: Game, base: str, amount: int, *, until: str = "end-of-turn", source: str | None = None
) -> None:
    """Change ``base``'s breakpoint by ``amount`` for a while."""
    game.apply(EffectAdded(base, amount, until, "breakpoint", source))


def set_breakpoint(
    game: Game, base: str, amount: int, *, until: str = "end-of-turn", source: str | None = None
) -> None:
    """lang-timed: ``base``'s breakpoint is ``amount`` for a while, whatever else changes
    it (the lowest such number, if several)."""
    game.apply(EffectAdded(base, amount, until, "breakpoint-set", source))


def restrict_base(
    game: Game,
    base: str,
    restriction: str,
    player: str,
    *,
    until: str = "end-of-turn",
    source: str | None = None,
) -> None:
    """lang-timed: the plays ``restriction`` names are forbidden at ``base`` for a while
    (``...-by-others``: to players other than ``player``), held by the game, not by the
    card that made it."""
    game.apply(EffectAdded(base, 0, until, f"restrict:{restriction}", source, player))


def gain_vp(game: Game, player: str, amount: int, *, base: str | None = None) -> None:
    """``player`` gains ``amount`` VPs."""
    if amount > 0:
        game.apply(VPGained(player, amount, base))


def grant_extra_turn(game: Game, player: str) -> None:
    """``player`` takes an extra turn after this one."""
    game.apply(ExtraTurnGranted(player))


def change_tally(game: Game, uid: str, amount: int) -> None:
    """Place (or remove, if negative) counters for literal counting on ``uid`` out of
    play; they are not +1 power counters."""
    amount = max(amount, -game.tally(uid))
    if amount:
        game.apply(TallyChanged(uid, amount))


def cancel_abilities(game: Game, uid: str, *, until: str, source: str | None = None) -> None:
    """Cancel the abilities of ``uid`` in play ``until`` (``start-of-turn:<player>`` ...)."""
    game.apply(EffectAdded(uid, 0, until, "cancelled", source))


def draw(game: Game, player: str, count: int = 1, *, phase: bool = False) -> list[str]:
    """``player`` draws ``count`` cards, shuffling the discard pile into a new deck when
    the deck is empty (even in the middle of drawing). Returns the cards drawn.

    ``phase``: the Draw 2 Cards phase's own cards, which reach the hand even when an
    effect says no cards may be placed in it."""
    drawn = []
    for _ in range(count):
        deck = game.state.players[player].deck
        if not deck and not reshuffle(game, player):
            break
        uid = deck[0]
        game.move(uid, HAND, player=player, reason="drawn", kept_out=not phase)
        drawn.append(uid)
    return drawn


def deck_for_access(game: Game, player: str) -> list[str]:
    """``player``'s deck, ready to be searched, revealed or looked at: an empty deck is
    first made anew from the shuffled discard pile. A copy, top first."""
    if not game.state.players[player].deck:
        reshuffle(game, player)
    return list(game.state.players[player].deck)


def look_at_top(
    game: Game, player: str, count: int, *, reveal: bool = False, looker: str | None = None
) -> list[str]:
    """``player`` looks at the top ``count`` cards of their deck (``reveal``: shows them
    to every player; ``looker``: another player looks at them instead), shuffling the
    discard pile in first if the deck is empty; if it runs out while looking, the discard
    pile is shuffled into a new deck under the cards looked at, and looking goes on. The
    cards stay in the deck, in order."""
    seen: list[str] = []
    deck = game.state.players[player].deck
    while len(seen) < count:
        unseen = [u for u in deck if u not in seen]
        if not unseen:
            if not reshuffle(game, player):
                break
            continue
        seer = player if looker is None else looker
        game.apply(CardRevealed(unseen[0]) if reveal else CardLooked(unseen[0], seer))
        seen.append(unseen[0])
    return seen


def reshuffle(game: Game, player: str) -> bool:
    """Shuffle ``player``'s discard pile into a new deck; False if it is empty."""
    discard = game.state.players[player].discard
    if not discard:
        return False
    order = list(discard)
    game.rng.shuffle(order)
    game.apply(Reshuffled(DECK, player, len(discard), tuple(order)))
    return True


def reveal_until(
    game: Game, player: str, wanted: Callable[[str], bool], *, source: str | None = None
) -> tuple[str | None, list[str]]:
    """Reveal cards from the top of ``player``'s deck until one is ``wanted``.

    The discard pile is shuffled in only if the deck is empty *before* the first
    card; if the deck runs out later, revealing stops (the "reveal until"
    exception). Returns the card found (or None) and the other revealed cards;
    all stay revealed (``resolving``) for the ability to place.
    """
    deck = game.state.players[player].deck
    if not deck:
        reshuffle(game, player)
    others: list[str] = []
    while deck:
        uid = deck[0]
        game.move(uid, RESOLVING, reason="revealed", source=source)
        if wanted(uid):
            return uid, others
        others.append(uid)
    return None, others


def shuffle_deck(game: Game, player: str) -> None:
    """Shuffle ``player``'s deck (after a search, or cards shuffled in)."""
    order = list(game.state.players[player].deck)
    game.rng.shuffle(order)
    game.apply(DeckShuffled(player, tuple(order)))
