"""The verb heads at play: each head of :data:`~.grammar.Verb` is a function of the
ability's :class:`Context` and the typed :class:`~.grammar.Effect`; its selector says on
what it acts (:mod:`.selectors`), its amount, destination and duration the rest.
:data:`HEADS` maps every head to its function; :func:`run` runs a list of effects.

Effects run in order, each on its own (a later one happens even if an earlier one could
not); an effect's ``then`` happens only if it did something ("if you do"); the card an
effect chose is "that minion" (``chosen``) for the effects after it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from .. import effects, legality, ongoing, plays, scoring, windows
from ..decisions import DecisionKind
from ..errors import InvalidScenario
from ..events import (
    BaseScored,
    CardLooked,
    CardMoved,
    CardPlayed,
    CardRevealed,
    DestructionReplaced,
    Event,
    StasisCountersChanged,
)
from ..mechanics import bury, duels, madness, monsters, stasis
from ..registry import Context
from ..state import (
    BASE_DECK,
    BASE_DISCARD,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    MADNESS_DECK,
    ROLE_TITAN,
    PlayKind,
    PlayPlace,
)
from . import conditions, delayed
from .grammar import (
    Amount,
    BaseHas,
    Duration,
    Effect,
    Grant,
    GrantAt,
    PerPlayer,
    PowerFilter,
    Quantifier,
    Result,
    Selector,
    Verb,
    chooses_a_base,
)
from .selectors import (
    candidates,
    chosen_base,
    chosen_card_base,
    for_targets,
    here,
    is_kind,
    name_of,
)

if TYPE_CHECKING:
    from ..game import Game

#: A head: it does its effect, and returns the card it chose if it chose one.
Head = Callable[[Context, Effect], "str | None"]

#: Events that do not count as an effect having happened.
BOOKKEEPING = {"decision-made", "ability-resolved", "passed", "grant-expired"}


def run(ctx: Context, effects: Sequence[Effect]) -> list[int]:
    """Run ``effects`` in order; the positions of those that logged no event. What each
    did is kept as they run (lang-results): a later effect's amount that counts it
    (:class:`~.grammar.Result`) is the count of what it did."""
    idle = []
    done: list[Done] = []
    previous: str | None = None
    for index, effect in enumerate(effects):
        start = len(ctx.game.log)
        if effect.grant is not None and any(names_played(e) for e in effects[index + 1 :]):
            effect = dataclasses.replace(effect, grant=at_once(effect.grant))
        times = 1
        if effect.amount is not None and effect.amount.result is not None:
            effect, times = _counted(ctx, effect, done)
        power = effect.target.power if effect.target is not None else None
        if power is not None and power.result is not None:
            effect = _compared(ctx, effect, power, done)
        chosen = None
        # lang-owner: "its owner" is of the card the effect right before chose (none: no one)
        at = dataclasses.replace(ctx, chosen=previous) if effect.variant in _OF_CHOSEN else ctx
        for _ in range(times):
            chosen = do(at, effect) or chosen
        previous = chosen
        done.append(_what_it_did(ctx, effects[index], ctx.game.log[start:]))
        if len(ctx.game.log) == start:
            idle.append(index)
        if chosen is not None:  # later effects may name it: "that minion"
            ctx = dataclasses.replace(ctx, chosen=chosen)
    return idle


@dataclasses.dataclass(frozen=True)
class Done:
    """lang-results: what one effect of an ability did as it resolved: the cards it acted
    on (in order), and, of an ``each``, the players it was done for and those of them who
    did something."""

    cards: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    did: tuple[str, ...] = ()


#: lang-results: the reasons of the moves by which an effect of a verb acts on a card.
_DONE_REASONS: dict[Verb, frozenset[str]] = {
    "discard": frozenset({"discarded"}),
    "destroy": frozenset({"destroyed"}),
    "return": frozenset({"returned"}),
    "place": frozenset({"placed", "discarded", "returned"}),
    "shuffle": frozenset({"shuffled"}),
    "move": frozenset({"moved"}),
    "draw": frozenset({"drawn"}),
}


def _what_it_did(ctx: Context, effect: Effect, events: Sequence[Event]) -> Done:
    """lang-results: the cards ``effect`` acted on, by the moves it made (a discard from
    a hand, a destruction ...: by this card, not by what they triggered), each once; of
    an ``each`` for every player (or every other player), who of them did something."""
    game = ctx.game
    if effect.verb == "each" and effect.variant in (None, "others"):
        order = list(game.state.order)
        start = order.index(ctx.player) if ctx.player in order else 0
        players = [p for p in order[start:] + order[:start]]
        if effect.variant == "others":
            players = [p for p in players if p != ctx.player]
        did = [p for p in players if any(_moved_by(ctx, e, p) for e in events)]
        return Done(players=tuple(players), did=tuple(did))
    reasons = _DONE_REASONS.get(effect.verb, frozenset())
    cards: list[str] = []
    for event in events:
        if not isinstance(event, CardMoved) or event.reason not in reasons:
            continue
        if effect.verb == "draw":
            if event.to_player != ctx.player:
                continue
        elif event.source != ctx.card:
            continue
        if effect.verb == "discard" and event.from_zone != HAND:
            continue
        if event.card not in cards:
            cards.append(event.card)
    return Done(cards=tuple(cards))


def _moved_by(ctx: Context, event: Event, player: str) -> bool:
    """lang-results: whether ``event`` is a card ``player`` moved by this card's effect
    (from their hand or pile, into it; a card drawn)."""
    if not isinstance(event, CardMoved):
        return False
    if event.source != ctx.card and event.reason != "drawn":
        return False
    return player in (event.from_player, event.to_player)


def _compared(ctx: Context, effect: Effect, power: PowerFilter, done: Sequence[Done]) -> Effect:
    """lang-results: ``effect`` with its target's power compared with the number the
    earlier effect its :class:`~.grammar.Result` names did, as that number (an extra
    play's: at most, or at least, so many: "less than 2" is "at most 1")."""
    assert power.result is not None and effect.target is not None
    count = _count_of(ctx, power.result, done)
    found = dataclasses.replace(power, value=count, result=None)
    if effect.grant is not None and power.compare in ("less-than", "more-than"):
        bound = count - 1 if power.compare == "less-than" else count + 1
        found = dataclasses.replace(
            found, compare="at-most" if power.compare == "less-than" else "at-least", value=bound
        )
    return dataclasses.replace(effect, target=dataclasses.replace(effect.target, power=found))


def _count_of(ctx: Context, found: Result, done: Sequence[Done]) -> int:
    """lang-results: how many cards (players) ``found`` counts of what was ``done``."""
    if found.effect >= len(done):
        raise InvalidScenario(f"a count of effect {found.effect + 1}, not done before it")
    did = done[found.effect]
    if found.counts == "players-who-did":
        return len(did.did)
    if found.counts == "players-who-did-not":
        return len([p for p in did.players if p not in did.did])
    return len([uid for uid in did.cards if is_kind(ctx.game, uid, found.what)])


def _counted(ctx: Context, effect: Effect, done: Sequence[Done]) -> tuple[Effect, int]:
    """lang-results: ``effect`` with its amount the count of what the earlier effect its
    :class:`~.grammar.Result` names did, and how many times to do it: an extra play once
    for each (none: not at all), any other effect once with that amount (none: not)."""
    amount = effect.amount
    assert amount is not None and amount.result is not None
    total = amount.value * _count_of(ctx, amount.result, done)
    if effect.grant is not None:
        return dataclasses.replace(effect, amount=None), total
    return dataclasses.replace(effect, amount=Amount(total)), 1 if total else 0


def runner(effects: Sequence[Effect]) -> Callable[[Context], None]:
    """An ability's function: it runs ``effects``."""

    def play(ctx: Context) -> None:
        run(ctx, effects)

    return play


def do(ctx: Context, effect: Effect) -> str | None:
    """Run one effect (if its condition holds); its ``then`` runs only if it did
    something. Returns the card it chose, if any."""
    conditional = effect.condition is not None and effect.verb != "if"
    if conditional and effect.condition and not conditions.holds(ctx, effect.condition):
        return None
    if not all(can_be_done_in_full(ctx, step) for step in effect.cost):
        return None  # "do X to do Y": X thwarted, none of X and no Y
    for step in effect.cost:
        paying = len(ctx.game.log)
        do(ctx, step)
        if not _did(ctx, step, ctx.game.log[paying:]):
            return None  # lang-x: a cost that did nothing (a protected minion chosen): unpaid
    if effect.optional and _chooses_nothing(effect) and not _wants(ctx, effect):
        return None
    start = len(ctx.game.log)
    chosen = HEADS[effect.verb](ctx, effect)
    done = _did(ctx, effect, ctx.game.log[start:])
    if effect.grant is not None:  # "play an extra minion; if you do": if one was played
        done = chosen is not None
    if done and effect.then:
        inner = ctx if chosen is None else dataclasses.replace(ctx, chosen=chosen)
        for step in effect.then:
            do(inner, step)
    return chosen


def _did(ctx: Context, effect: Effect, events: Sequence[Event]) -> bool:
    """Whether ``effect`` did something (logged an event that is not bookkeeping). A
    destruction replaced (lang-instead) is not one done: a destroy whose targets were all
    saved so did nothing, whatever the replacements did ("Destroy a minion. If you do ...",
    "destroy a minion to ...": thwarted)."""
    if effect.verb == "destroy" and any(isinstance(e, DestructionReplaced) for e in events):
        return any(
            isinstance(e, CardMoved) and e.reason == "destroyed" and e.source == ctx.card
            for e in events
        )
    return any(event.kind not in BOOKKEEPING for event in events)


#: The heads that choose nothing: optional ("you may draw a card"), the player is asked
#: first whether to do it (a head that chooses offers passing instead).
ASKS_NOTHING: frozenset[Verb] = frozenset({"draw", "gain-vp", "extra-turn", "look"})


#: The heads that, on all the cards a selector names ("each": "discard your hand",
#: "destroy all minions here"), act on each with no choice: optional, the player is asked
#: first (lang-g: they did it unasked).
EACH_ASKS_NOTHING: frozenset[Verb] = frozenset({"discard", "shuffle", "destroy", "return"})


def _chooses_nothing(effect: Effect) -> bool:
    """Whether ``effect`` chooses nothing, so that its "you may" is a question first."""
    if effect.verb in ASKS_NOTHING:
        return True
    s = effect.target
    each = s is not None and s.this is None and s.quantifier.kind == "each"
    return each and effect.verb in EACH_ASKS_NOTHING and effect.variant is None


def _wants(ctx: Context, effect: Effect) -> bool:
    """Whether the player of ``ctx`` does an optional effect that chooses nothing."""
    return ctx.game.may(ctx.player, f"{ctx.card}: {effect.verb}?", source=ctx.card)


def _payable(ctx: Context, effect: Effect) -> bool:
    """Whether every cost of ``effect`` can be done in full now."""
    return all(can_be_done_in_full(ctx, step) for step in effect.cost)


def can_be_done_in_full(ctx: Context, effect: Effect) -> bool:
    """True if ``effect`` (a cost) can be done in full now: its selector finds at least
    the cards its quantifier needs (two cards in hand to discard two), its condition
    holds, and so does every cost of its own."""
    if effect.condition is not None and not conditions.holds(ctx, effect.condition):
        return False
    if not all(can_be_done_in_full(ctx, step) for step in effect.cost):
        return False
    s = effect.target
    if s is None:
        return True
    needed = s.quantifier.count if s.quantifier.kind == "one" else 0
    if s.this is not None:
        needed = 1
    found = candidates(ctx, s)
    if effect.verb in ("destroy", "return") and s.pile == "play":  # lang-x: only those it can
        found = _unprotected(ctx, effect.verb, found)
    if effect.verb == "remove-counters":  # lang-costs2: only a card with the counters to pay
        found = [c for c in found if ctx.game.counters(c) >= value(ctx, effect.amount)]
    return len(found) >= needed


def _at_targets_base(ctx: Context, per: Selector, target: str | None) -> list[str]:
    """lang-its: the cards ``per`` names at the base ``target`` is at ("for each other
    minion on its base": ``other``, other than ``target``, this card counted too); none
    with no target, or one at no base."""
    base = ctx.game.base_of(target) if target is not None else None
    if base is None:
        return []
    found = candidates(ctx, dataclasses.replace(per, other=False), base=base)
    return [uid for uid in found if not (per.other and uid == target)]


def _players_counted(ctx: Context, which: PerPlayer) -> list[str]:
    """lang-its: the players ``which`` names: every player, or every one but the effect's
    player (``other``); with a minion at this card's base now (``...-with-minion-here``)."""
    game = ctx.game
    players = [p for p in game.state.order if not (which.startswith("other") and p == ctx.player)]
    if which.endswith("with-minion-here"):
        base = here(ctx)
        at = game.minions_at(base) if base is not None else []
        players = [p for p in players if any(game.controller(m) == p for m in at)]
    return players


def value(ctx: Context, amount: Amount | None, target: str | None = None) -> int:
    """How much ``amount`` is now (``target``: the card whose counters it counts)."""
    if amount is None:
        return 1
    if amount.result is not None:  # lang-results: counted by run, as the ability resolves
        raise InvalidScenario("an amount that counts an earlier effect, outside its ability")
    total = amount.value
    if amount.per is not None and amount.per.where == "target-base":  # lang-its
        total *= len(_at_targets_base(ctx, amount.per, target))
    elif amount.per is not None:
        total *= len(candidates(ctx, amount.per))
    if amount.per_counter and target is not None:
        total *= ctx.game.counters(target)
    if amount.equal_to is not None:
        found = candidates(ctx, Selector(this=amount.equal_to))
        total = ongoing.power(ctx.game, found[0]) if found else 0
    if amount.per_power:  # lang-third: "for every 5 power you have here", whole fives
        base = here(ctx)
        power = ongoing.player_power(ctx.game, base, ctx.player) if base else 0
        total *= power // amount.per_power
    if amount.per_player is not None:  # lang-its: "for each (other) player ..."
        total *= len(_players_counted(ctx, amount.per_player))
    if amount.power_of is not None:  # lang-timed: the power of one card its player chooses
        found = candidates(ctx, amount.power_of, base=ctx.base)  # at the effect's base
        picked = ctx.game.choose_card(ctx.player, "power-of", "The power of which?", found)
        total *= ongoing.power(ctx.game, picked) if picked else 0
    return total


def _target(effect: Effect) -> Selector:
    return effect.target or Selector()


def shuffle_into_deck(game: Game, player: str, cards: Iterable[str], source: str) -> None:
    """Shuffle ``cards`` into ``player``'s deck (the deck is shuffled even if none)."""
    for uid in cards:
        game.move(uid, DECK, player=player, reason="shuffled", source=source)
    effects.shuffle_deck(game, player)


# ---------------------------------------------------------------------- you and your piles


def _draw(ctx: Context, e: Effect) -> None:
    """``draw: 2``: draw that many cards (Madness cards: ``madness: 1``)."""
    count = value(ctx, e.amount)
    if e.variant == "until-hand":  # lang-time: as many as the hand lacks (none if it has them)
        effects.draw(
            ctx.game, ctx.player, max(0, count - len(ctx.game.state.players[ctx.player].hand))
        )
        return
    if _target(e).quantifier.kind == "up-to":  # lang-e2: "draw up to 2 cards"
        _draw_up_to(ctx, e)
        return
    if _target(e).what == "madness":
        for _ in range(count):
            madness.draw_madness(ctx.game, ctx.player)
    else:
        effects.draw(ctx.game, ctx.player, count)


def _draw_up_to(ctx: Context, e: Effect) -> None:
    """lang-e2: ``draw: N`` with ``target: {up-to: N}``: up to N cards (Madness cards), one
    at a time, each only if its player says yes to another (having seen those drawn)."""
    game = ctx.game
    madness_cards = _target(e).what == "madness"
    for _ in range(_target(e).quantifier.count):
        noun = "Madness card" if madness_cards else "card"
        if not game.may(ctx.player, f"{ctx.card}: draw a {noun}?", source=ctx.card):
            return
        if madness_cards:
            madness.draw_madness(game, ctx.player)
        else:
            effects.draw(game, ctx.player, 1)


def _gain_vp(ctx: Context, e: Effect) -> None:
    """``gain-vp: 1``: gain that many VPs."""
    effects.gain_vp(ctx.game, ctx.player, value(ctx, e.amount))


def _extra_turn(ctx: Context, e: Effect) -> None:
    """``extra-turn: true``: take an extra turn after this one."""
    effects.grant_extra_turn(ctx.game, ctx.player)


def _look(ctx: Context, e: Effect) -> None:
    """``look: 2`` (``look-at-top``): look at that many cards on top of your deck (only
    you see them; ``reveal``: every player does). They stay on top of the deck; the
    effects (``do:``) then act on them (``pile: looked``), each on those no effect before
    it moved ("the rest"); those left stay on top, in order."""
    game = ctx.game
    if e.target is not None and e.target.pile == "hand":
        _look_at_hand(ctx, e)
        return
    if e.target is not None and e.target.whose == "other" and e.target.pile == "deck":
        # lang-time: another player's deck, whom you choose; you alone see its top cards
        for owner in _chosen_player(ctx, others=True):
            effects.look_at_top(game, owner, value(ctx, e.amount), looker=ctx.player)
        return
    if e.target is not None and e.target.pile == "base-deck":
        left = _look_at_base_deck(ctx, value(ctx, e.amount), reveal=e.revealed)
    else:
        left = effects.look_at_top(game, ctx.player, value(ctx, e.amount), reveal=e.revealed)
    for step in e.effects:
        start = len(game.log)
        do(dataclasses.replace(ctx, looked=tuple(left)), step)
        moved = {event.card for event in game.log[start:] if isinstance(event, CardMoved)}
        left = [uid for uid in left if uid not in moved]


def _look_at_base_deck(ctx: Context, count: int, *, reveal: bool) -> list[str]:
    """lang-basedeck: the top ``count`` bases of the base deck (as many as it has: nothing
    shuffles the base discard pile in for a look), seen by you alone (``reveal``: by every
    player); they stay on top, in order."""
    game = ctx.game
    seen = list(game.state.shared.get(BASE_DECK, []))[:count]
    for uid in seen:
        game.apply(CardRevealed(uid) if reveal else CardLooked(uid, ctx.player))
    return seen


def _look_at_hand(ctx: Context, e: Effect) -> None:
    """``look`` at a hand (lang-k): another player's, whom you choose (``look-at-hand``;
    you alone see its cards), or your own revealed (``reveal``: every player sees it).
    The effects (``do:``) then act on its cards (``pile: looked``): "discard a card from
    it" to its owner's discard pile. Nothing else changes."""
    game = ctx.game
    s = _target(e)
    owner: str | None = ctx.player
    if s.whose != "you":
        order = game.state.order
        start = order.index(ctx.player) if ctx.player in order else 0
        others = [p for p in order[start:] + order[:start] if p != ctx.player]
        owner = game.choose_card(ctx.player, "look-at-hand", "Whose hand?", others)
    if owner is None:
        return
    left = list(game.players_pile(owner, HAND))
    for uid in left:
        game.apply(CardRevealed(uid) if e.revealed else CardLooked(uid, ctx.player))
    for step in e.effects:
        start = len(game.log)
        do(dataclasses.replace(ctx, looked=tuple(left)), step)
        moved = {event.card for event in game.log[start:] if isinstance(event, CardMoved)}
        left = [uid for uid in left if uid not in moved]


def _reveal(ctx: Context, e: Effect) -> str | None:
    """``reveal: action`` (``reveal-until``): reveal your deck until a card of that kind;
    it goes to your hand, the other revealed cards to the bottom of your deck.
    Returns the card found (later effects may name it: "you may play it as an extra")."""
    game = ctx.game
    what = _target(e).what
    found, others = effects.reveal_until(
        game, ctx.player, lambda uid: is_kind(game, uid, what), source=ctx.card
    )
    if found:
        game.move(found, HAND, reason="placed", source=ctx.card)
    for uid in others:
        game.move(uid, DECK, reason="placed", source=ctx.card)
    return found


def _discard(ctx: Context, e: Effect) -> None:
    """``discard: 1``: discard that many cards from your hand (``at-random``: picked at
    random, one by one among the cards left; no one chooses)."""
    game = ctx.game

    def discard(uid: str) -> None:
        game.move(uid, DISCARD, reason="discarded", source=ctx.card)

    if e.variant == "at-random":
        if e.optional and not game.may(ctx.player, f"{ctx.card}: discard?", source=ctx.card):
            return
        for _ in range(_target(e).quantifier.count):
            hand = candidates(ctx, _target(e))
            if not hand:
                return
            discard(game.rng.choice(hand))
        return

    for_targets(
        ctx, e, discard, one="discard-card", many="discard-card", prompt="Discard which card?"
    )


def _take(ctx: Context, e: Effect) -> str | None:
    """``take`` (``search: minion``, ``take-from-discard: action``): a card of that kind
    from your deck (searched: revealed, then the deck is shuffled; you may find none),
    your discard pile (revealed), or either (``deck-or-discard``: "search your deck
    and/or discard pile"; one must be taken if there is one; the deck, if it has cards,
    is shuffled after) into your hand.
    Returns the card taken (later effects may name it: "play it")."""
    game = ctx.game
    s = _target(e)
    found = candidates(ctx, s)
    if e.destination is not None and (e.destination.kind != "deck-top" or s.pile != "deck"):
        raise InvalidScenario("a card taken elsewhere than into a hand, or on top of a deck")
    if e.destination is not None and s.quantifier != Quantifier():  # lang-time: one only
        raise InvalidScenario("several cards taken on top of a deck (in which order?)")
    if s.quantifier.kind in ("up-to", "any-number"):
        return _take_some(ctx, e, found)
    if s.pile in ("deck", "deck-or-discard"):
        deck = game.players_pile(ctx.player, DECK)
        searched = s.pile == "deck" or bool(deck)
        # a deck alone is hidden: you may find none; with the discard pile it is as
        # the card says ("you may")
        optional = s.pile == "deck" or e.optional
        chosen = game.choose_card(
            ctx.player, e.ask or "search", f"Take which {s.what}?", found, optional=optional
        )
        if chosen and chosen in deck:
            game.apply(CardRevealed(chosen))
        on_top = e.destination is not None and e.destination.kind == "deck-top"  # lang-time
        if chosen and not on_top:
            game.move(chosen, HAND, reason="placed", source=ctx.card)
        if searched:  # "After searching a deck, it must be shuffled", found or not
            effects.shuffle_deck(game, ctx.player)
        if chosen and on_top:  # the card found, then, on top of the shuffled deck
            game.move(chosen, DECK, player=ctx.player, reason="placed", source=ctx.card, top=True)
        return chosen
    if s.quantifier.kind in ("up-to", "any-number"):  # lang-e2: several, chosen at once
        most = s.quantifier.count if s.quantifier.kind == "up-to" else None
        kind: DecisionKind = e.ask or "take-from-discard"
        picked = game.choose_cards(ctx.player, kind, f"Take which {s.what}s?", found, at_most=most)
        for uid in picked:
            game.move(uid, HAND, reason="placed", source=ctx.card)
        return picked[-1] if picked else None
    chosen = game.choose_card(
        ctx.player,
        e.ask or "take-from-discard",
        f"Take which {s.what}?",
        found,
        optional=e.optional,
    )
    if chosen:  # revealed as it leaves the pile (Game.move), as every card taken from one
        game.move(chosen, HAND, reason="placed", source=ctx.card)
    return chosen


def _take_some(ctx: Context, e: Effect, found: list[str]) -> str | None:
    """``take`` of up to N (or any number of) cards (lang-k: "Place any number of cards
    named X from your discard pile into your hand", "Search your deck for up to two
    minions and place them into your hand"): chosen at once, none included; each from
    the deck is revealed, and a deck searched is shuffled after, found or not."""
    game = ctx.game
    s = _target(e)
    q = s.quantifier
    most = q.count if q.kind == "up-to" else None
    searched = s.pile in ("deck", "deck-or-discard")
    deck = list(game.players_pile(ctx.player, DECK)) if searched else []
    kind = e.ask or ("search" if searched else "take-from-discard")
    chosen = game.choose_cards(ctx.player, kind, f"Take which {s.what}s?", found, at_most=most)
    for uid in chosen:
        if uid in deck:
            game.apply(CardRevealed(uid))
        game.move(uid, HAND, reason="placed", source=ctx.card)
    if s.pile == "deck" or searched and deck:  # "After searching a deck, it must be shuffled"
        effects.shuffle_deck(game, ctx.player)
    return chosen[-1] if chosen else None


def _place(ctx: Context, e: Effect) -> None:
    """``place``: a card into a pile: this card into your hand (``self-to-hand``), on the
    top or bottom of your deck (``place-self``), a card of your discard pile on your deck
    (``discard-to-deck``), a Madness card to the Madness deck, a base on the base deck."""
    game = ctx.game
    s = _target(e)
    where = e.destination.kind if e.destination else "hand"
    if where == "box":
        _put_in_box(ctx, e)
        return
    if s.this == "self":
        if where == "hand":
            if game.location(ctx.card).zone != HAND:
                game.move(ctx.card, HAND, reason="placed", source=ctx.card)
        elif where == "discard":  # lang-instead: from play, not destroyed ("in the discard pile")
            game.move(ctx.card, DISCARD, reason="placed", source=ctx.card)
        else:
            top = where == "deck-top"
            game.move(ctx.card, DECK, player=ctx.player, reason="placed", source=ctx.card, top=top)
        return

    if s.this == "event" and s.pile == "discard":  # lang-e2: the minion a trigger destroyed
        _place_from_discard(ctx, e, where)
        return

    asked = s.pile == "looked" and s.quantifier.kind == "each" and e.optional  # lang-basedeck
    # lang-reveal: "if it is an action, you may ...": asked only if it is one
    left = ctx.looked if s.what == "card" and s.name is None else tuple(candidates(ctx, s))
    if asked and (not left or not _wants(ctx, e)):  # asked only if any are left
        return
    if s.pile == "looked" and where == "deck":  # lang-piles: "shuffle the rest into your deck"
        # the cards looked at not moved are still in your deck (on top): it is shuffled, if
        # any are left (none left: nothing is shuffled in, nothing happens)
        if any(game.location(uid).zone == DECK for uid in left):
            effects.shuffle_deck(game, ctx.player)
        return
    if s.pile == "looked" and e.variant == "any-order":
        top = where in ("deck-top", "base-deck-top")
        _in_any_order(ctx, e, top=top, bases=where.startswith("base-deck"))
        return

    def place(uid: str) -> None:
        if _shielded(ctx, uid):
            return
        # a card in play goes to its owner's hand or deck; one from a pile to yours (one
        # looked at discarded, to its owner's: another player's hand looked at, lang-k; or
        # put on a deck, its owner's: lang-peek)
        looked = s.pile == "looked" and where in ("discard", "deck-top", "deck-bottom")
        player = None if game.is_in_play(uid) or looked else ctx.player
        if where == "discard":
            game.move(uid, DISCARD, player=player, reason="discarded", source=ctx.card)
        elif where == "madness-deck":
            game.move(uid, MADNESS_DECK, reason="returned", source=ctx.card, top=True)
        elif where == "base-deck-top":
            game.move(uid, BASE_DECK, reason="placed", source=ctx.card, top=True)
        elif where == "base-deck-bottom":  # lang-basedeck: a base looked at, under the deck
            game.move(uid, BASE_DECK, reason="placed", source=ctx.card)
        elif where == "hand":
            game.move(uid, HAND, player=player, reason="placed", source=ctx.card)
        else:
            top = where == "deck-top"
            game.move(uid, DECK, player=player, reason="placed", source=ctx.card, top=top)

    kinds = {"madness-deck": "return-card", "base-deck-top": "base-to-deck-top"}
    kind = kinds.get(where, "to-deck-top" if where == "deck-top" else "to-deck-bottom")
    if s.pile == "looked" and where != "deck-top":
        kind = "looked-card"
    for_targets(ctx, e, place, one=kind, many=kind, prompt="Which card?")  # type: ignore[arg-type]


def _place_from_discard(ctx: Context, e: Effect, where: str) -> None:
    """lang-e2: ``target: {this: event, pile: discard}``: the card the trigger's moment
    names (the minion destroyed), only while it is still in a discard pile (its own
    abilities may have moved it on), into its owner's hand or on its owner's deck;
    optional ("its owner may ..."): its player is asked first."""
    game = ctx.game
    found = [uid for uid in candidates(ctx, _target(e)) if game.location(uid).zone == DISCARD]
    if not found or where not in ("hand", "deck-top", "deck-bottom"):
        return
    if e.optional and not _wants(ctx, e):
        return
    uid = found[0]
    if where == "hand":
        game.move(uid, HAND, reason="placed", source=ctx.card)
    else:
        game.move(uid, DECK, reason="placed", source=ctx.card, top=where == "deck-top")


def _in_any_order(ctx: Context, e: Effect, *, top: bool, bases: bool = False) -> None:
    """``any-order``: the cards looked at that ``e`` names, on top of (or under) your
    deck in the order you choose, asked from the top down (``to-deck-top``,
    ``to-deck-bottom``), the last one not asked (``bases``: the bases looked at, on the
    base deck, lang-basedeck)."""
    game = ctx.game
    kind: DecisionKind = "to-deck-top" if top else "to-deck-bottom"
    chosen: list[str] = []
    for_targets(ctx, e, chosen.append, one=kind, many=kind, prompt="Which cards?")
    order: list[str] = []
    while len(chosen) > 1:
        picked = game.choose_card(ctx.player, kind, "Which of them is next from the top?", chosen)
        if picked is None:  # pragma: no cover (a choice that is not optional)
            break
        order.append(picked)
        chosen.remove(picked)
    order += chosen
    for uid in reversed(order) if top else order:
        if bases:
            game.move(uid, BASE_DECK, reason="placed", source=ctx.card, top=top)
            continue
        game.move(uid, DECK, player=ctx.player, reason="placed", source=ctx.card, top=top)


def _shielded(ctx: Context, uid: str) -> bool:
    """A card in play that a protection keeps this ability's card from affecting: it may
    still be chosen (the proviso: a card may be played "if the character you choose is
    immune"), and nothing happens to it, as for a destroy or a return."""
    return ctx.game.is_in_play(uid) and ongoing.is_protected(ctx.game, uid, ctx.card)


def _put_in_box(ctx: Context, e: Effect) -> None:
    """``place`` ``to: box``: the cards go out of the game (no protection stops it)."""

    def box(uid: str) -> None:
        effects.put_in_box(ctx.game, uid, source=ctx.card)

    for_targets(ctx, e, box, one="choose-target", many="choose-target", prompt="Which card?")


def _shuffle(ctx: Context, e: Effect) -> None:
    """``shuffle``: cards into their owner's deck: this card, all cards of a kind from
    your discard pile (``a-kind``: actions or minions, you choose), minions in play (each
    into its owner's deck)."""
    game = ctx.game
    s = _target(e)
    if s.this == "self":
        owner = game.card(ctx.card).owner
        game.move(ctx.card, DECK, reason="shuffled", source=ctx.card)
        if owner:
            effects.shuffle_deck(game, owner)
        return
    if e.variant == "a-kind":
        which = game.choose_card(
            ctx.player,
            e.ask or "actions-or-minions",
            "Shuffle all actions or all minions?",
            ["actions", "minions"],
        )
        s = dataclasses.replace(s, what="action" if which == "actions" else "minion")
        shuffle_into_deck(game, ctx.player, candidates(ctx, s), ctx.card)
        return
    if s.pile == "discard" and s.quantifier.kind in ("up-to", "any-number"):  # lang-e2
        picked: list[str] = []
        prompt = "Shuffle which cards of your discard pile into your deck?"
        kind: DecisionKind = "shuffle-from-discard"
        for_targets(ctx, e, picked.append, one=kind, many=kind, prompt=prompt)
        shuffle_into_deck(game, ctx.player, picked, ctx.card)
        return
    if s.pile == "discard":
        for uid in candidates(ctx, s):
            game.move(uid, DECK, reason="shuffled", source=ctx.card)
        effects.shuffle_deck(game, ctx.player)
        return
    chosen: list[str] = []
    for_targets(
        ctx,
        e,
        chosen.append,
        one="shuffle-minions",
        many="shuffle-minions",
        prompt="Shuffle which of your minions into your deck?",
    )
    # each card into its owner's deck; your deck is shuffled, and each deck a card joined
    for uid in chosen:
        game.move(uid, DECK, reason="shuffled", source=ctx.card)
    owners = (game.owner(uid) for uid in chosen)
    for player in dict.fromkeys([ctx.player, *(o for o in owners if o)]):
        effects.shuffle_deck(game, player)


def _store(ctx: Context, e: Effect) -> None:
    """``store``: a card of your hand under this card (with limits it is revealed first,
    "so others can see it meets the requirements")."""
    game = ctx.game
    card = game.choose_card(
        ctx.player, e.ask or "store-card", "Store which card?", candidates(ctx, _target(e))
    )
    if card and e.revealed:
        game.apply(CardRevealed(card))
    if card:
        bury.store(game, card, ctx.card, source=ctx.card)


def _bury(ctx: Context, e: Effect) -> None:
    """``bury``: this card, or a card of your hand, face down at this card's base."""
    game = ctx.game
    base = here(ctx)
    if _target(e).this == "self":
        if base is not None:
            bury.bury(game, ctx.card, base, ctx.player, source=ctx.card)
        return
    card = game.choose_card(
        ctx.player, e.ask or "bury-card", "Bury which card?", candidates(ctx, _target(e))
    )
    if card and base:
        bury.bury(game, card, base, ctx.player, source=ctx.card)


def _stasis(ctx: Context, e: Effect) -> str | None:
    """``stasis: 2``: put this card in stasis with that many stasis counters; with a
    ``target:`` (lang-d), each card it names (a minion in play: in front of its owner;
    one a protection keeps this card from affecting stays)."""
    game, counters = ctx.game, value(ctx, e.amount)
    if _target(e).this == "self":
        stasis.put_in_stasis(game, ctx.card, counters, source=ctx.card)
        return None

    def put(uid: str) -> None:
        if not _shielded(ctx, uid):
            stasis.put_in_stasis(game, uid, counters, source=ctx.card)

    prompt = "Place which minion in stasis?"
    return for_targets(ctx, e, put, one="choose-target", many="choose-target", prompt=prompt)


# ---------------------------------------------------------------------- minions in play


def _power(ctx: Context, e: Effect) -> str | None:
    """``power: 2``: the target gains that much power until the end of the turn (each
    of a group at a base you choose: not directly, no minion is chosen)."""
    game = ctx.game
    directly = _target(e).where != "chosen-base"

    def give(uid: str) -> None:
        amount = value(ctx, e.amount, uid)
        until = lasts(ctx, e.duration)
        effects.add_power(game, uid, amount, until=until, source=ctx.card if directly else None)

    n = value(ctx, e.amount)
    return for_targets(
        ctx, e, give, one="power-target", many="power-target", prompt=f"Give {n} power to?"
    )


def _destroy(ctx: Context, e: Effect) -> str | None:
    """``destroy``: destroy the targets (a base: the base deck replaces it, no scoring)."""
    game = ctx.game
    if _target(e).what == "base":
        base = game.choose_card(
            ctx.player, e.ask or "destroy-base", "Destroy which base?", game.state.bases
        )
        if base:
            scoring.replace_base(game, base, reason="destroyed")
        return None

    def destroy(uid: str) -> None:
        effects.destroy(game, uid, source=ctx.card)

    prompt = (
        "Destroy which minion?"
        if _target(e).quantifier.kind == "one"
        else "Destroy any number of minions"
    )
    options = None
    if _target(e).where != "chosen-base":  # (a base chosen first: its minions are asked then)

        def options() -> list[str]:  # what cannot be destroyed is not offered
            found = candidates(ctx, _target(e))
            return [uid for uid in found if not ongoing.cannot_be_destroyed(game, uid, ctx.card)]

    return for_targets(
        ctx,
        e,
        destroy,
        one="destroy-target",
        many="destroy-targets",
        prompt=prompt,
        options=options,
        # lang-s: at a base chosen first, what cannot be destroyed is not offered either
        keep=None
        if options is not None
        else lambda u: not ongoing.cannot_be_destroyed(game, u, ctx.card),
    )


def _return(ctx: Context, e: Effect) -> str | None:
    """``return``: the targets go to their owners' hands (``and-replay``: you may play the
    returned minion again, at once, as an extra minion; the cards played with this
    card's extra plays this turn: wherever they are)."""
    game = ctx.game
    s = _target(e)
    if s.this == "granted-by-this":
        for uid in candidates(ctx, s):
            if game.location(uid).zone != HAND or game.location(uid).player != game.owner(uid):
                game.move(uid, HAND, reason="returned", source=ctx.card)
        return None

    def send(uid: str) -> None:
        returned = effects.return_to_hand(game, uid, source=ctx.card)
        if returned and e.variant == "and-replay":
            plays.grant_extra(game, ctx.player, "minion", card=uid, immediate=True, source=ctx.card)

    if e.variant == "and-replay":
        prompt, kind = "Return which of your minions?", "return-minion"
    elif s.what == "card":
        prompt, kind = "Return?", "return-card"
    else:
        prompt, kind = "Return which minion?", "return-target"
    return for_targets(ctx, e, send, one=kind, many=kind, prompt=prompt)  # type: ignore[arg-type]


def _move(ctx: Context, e: Effect) -> str | None:
    """``move``: minions to another base (each one chosen, then where to; a group from a
    base you choose, all to one base; a faction's minions here), or a minion modifier
    onto another minion."""
    game = ctx.game
    s = _target(e)
    if s.what == "minion-modifier":
        _move_modifier(ctx, e)
        return None
    to = e.destination.base if e.destination else "another-base"
    if to == "chosen-base":  # lang-s: "to one base": one base chosen, all of them to it
        return _move_to_one_base(ctx, e)
    if to in ("here", "there"):
        base = here(ctx) if to == "here" else ctx.base  # lang-s: the base of the moment

        def bring(uid: str) -> None:
            if base and game.base_of(uid) != base:
                effects.move_minion(game, uid, base, source=ctx.card)

        return for_targets(
            ctx,
            e,
            bring,
            one="move-target",
            many="move-minions",
            prompt="Move which here?",
            options=_movable(ctx, s, to=base, elsewhere=base if to == "there" else None)
            if s.where != "chosen-base"
            else None,
            keep=lambda u: not _barred(ctx, u, base),  # lang-s, lang-r
        )
    if s.where == "chosen-base" and s.quantifier.kind in ("any-number", "up-to"):
        origin = chosen_base(ctx, e, "move-from")
        if origin is None:
            return None
        most = s.quantifier.count if s.quantifier.kind == "up-to" else None
        group = game.choose_cards(
            ctx.player,
            "move-minions",
            "Move which minions?",
            _movable(ctx, s, base=origin)(),
            at_most=most,
        )
        others = [b for b in game.state.bases if b != origin]
        target = game.choose_card(ctx.player, "move-to", "Move them where?", others)
        for uid in group:
            if target:
                effects.move_minion(game, uid, target, source=ctx.card)
        return None

    def places(uid: str) -> list[str]:
        elsewhere = _destinations(ctx, uid)
        if to in ("base-with-your-minion", "base-without-your-minion"):  # lang-s
            mine = to == "base-with-your-minion"  # "to another base where you have a minion"
            elsewhere = [
                b for b in elsewhere if bool(conditions.your_minions(game, ctx.player, b)) == mine
            ]
        return elsewhere

    def move(uid: str) -> None:
        elsewhere = places(uid)
        target = game.choose_card(
            ctx.player, "move-to", f"Move {uid} to?", elsewhere, optional=e.optional
        )
        if target:
            effects.move_minion(game, uid, target, source=ctx.card)

    return for_targets(
        ctx,
        e,
        move,
        one="move-target",
        many="move-minions",
        prompt="Move which minion?",
        options=_movable(ctx, s) if s.where != "chosen-base" else None,
        keep=lambda u: bool(places(u)),  # lang-s, lang-r; lang-where: a base that qualifies
    )


def _barred(ctx: Context, uid: str, base: str | None) -> bool:
    """Whether ``uid`` cannot be moved (to ``base``, if given) by this card."""
    if base is None:
        return ongoing.cannot_be_moved(ctx.game, uid, ctx.card)
    return ongoing.cannot_be_moved_to(ctx.game, uid, base, ctx.card)


def _move_to_one_base(ctx: Context, e: Effect) -> str | None:
    """``Move any number of your minions to one base`` (lang-s): a base chosen first, then
    the minions the target names that are elsewhere, each moved to it."""
    game = ctx.game
    s = _target(e)
    target = game.choose_card(
        ctx.player, "move-to", "Move them to which base?", game.state.bases, optional=e.optional
    )
    if target is None:
        return None

    def bring(uid: str) -> None:
        if game.base_of(uid) != target:
            effects.move_minion(game, uid, target, source=ctx.card)

    def elsewhere() -> list[str]:
        return [u for u in _movable(ctx, s, to=target)() if game.base_of(u) != target]

    return for_targets(
        ctx,
        e,
        bring,
        one="move-target",
        many="move-minions",
        prompt="Move which?",
        options=elsewhere,
    )


def _movable(
    ctx: Context,
    s: Selector,
    base: str | None = None,
    to: str | None = None,
    *,
    elsewhere: str | None = None,
) -> Callable[[], list[str]]:
    """The minions ``s`` names (at ``base``) that can be moved: one that cannot be moved
    (to ``to``, or to any other base: lang-r) is not offered (nor, lang-s, one already at
    ``elsewhere``, the base they move to)."""

    def options() -> list[str]:
        found = candidates(ctx, s, base=base)
        found = [u for u in found if elsewhere is None or ctx.game.base_of(u) != elsewhere]
        game = ctx.game
        if to is not None:
            return [u for u in found if not ongoing.cannot_be_moved_to(game, u, to, ctx.card)]
        return [uid for uid in found if _destinations(ctx, uid)]

    return options


def _destinations(ctx: Context, uid: str) -> list[str]:
    """The bases ``uid`` can be moved to by this card: every other base but one it cannot
    be moved to (lang-r: "minions cannot be moved to this base")."""
    game = ctx.game
    return [
        b
        for b in game.state.bases
        if b != game.base_of(uid) and not ongoing.cannot_be_moved_to(game, uid, b, ctx.card)
    ]


def _move_modifier(ctx: Context, e: Effect) -> None:
    game = ctx.game
    mods = candidates(ctx, _target(e))
    mod = game.choose_card(ctx.player, e.ask or "move-modifier", "Move which modifier?", mods)
    if mod is None:
        return
    host = game.location(mod).host
    others = [m for m in game.minions_in_play() if m != host]
    target = game.choose_card(ctx.player, "modifier-to", "Onto which minion?", others)
    if target:
        game.move(mod, "in-play", host=target, reason="moved", source=ctx.card)
        windows.affected(game, mod, game.log[-1])  # the moved modifier's own "when moved"


def _control(ctx: Context, e: Effect) -> str | None:
    """``control``: take control of the target."""
    game = ctx.game
    taken: list[str] = []

    def take(uid: str) -> None:
        if effects.take_control(game, uid, ctx.player, source=ctx.card):
            taken.append(uid)

    for_targets(
        ctx,
        e,
        take,
        one="control-target",
        many="control-target",
        prompt="Take control of which minion?",
    )
    return taken[-1] if taken else None


def _place_counters(ctx: Context, e: Effect) -> str | None:
    """``place-counters: 2``: that many +1 power counters on the target (up to N
    minions: one on each; stasis counters on one of your cards in stasis)."""
    game = ctx.game
    if e.variant == "stasis":
        _stasis_counters(ctx, e, value(ctx, e.amount))
        return None
    n = value(ctx, e.amount)
    s = _target(e)
    if s.quantifier.kind == "up-to":
        prompt = f"Place a +1 power counter on each of up to {s.quantifier.count} minions"
    elif s.quantifier.count > 1:
        prompt = "Place a +1 power counter on?"
    else:
        prompt = f"Place {n} +1 power counters on?"

    def place(uid: str) -> None:
        effects.place_counters(game, uid, n, source=ctx.card)

    return for_targets(ctx, e, place, one="counter-target", many="counter-targets", prompt=prompt)


def _stasis_counters(ctx: Context, e: Effect, amount: int) -> None:
    """Add (``amount`` > 0) or remove stasis counters on one of your cards in stasis."""
    game = ctx.game
    yours = [
        u for u in candidates(ctx, _target(e)) if amount > 0 or stasis.stasis_counters(game, u) > 0
    ]
    card = game.choose_card(
        ctx.player, e.ask or "stasis-card", "Which of your cards in stasis?", yours
    )
    if card is not None:
        game.apply(StasisCountersChanged(card, max(amount, -stasis.stasis_counters(game, card))))


def _move_counters(ctx: Context, e: Effect) -> None:
    """``move-counters: 1``: that many +1 power counters from a minion to another."""
    game = ctx.game
    n = value(ctx, e.amount)
    holders = [m for m in game.minions_in_play() if game.counters(m) >= n]
    origin = game.choose_card(ctx.player, "counter-from", "Move counters from?", holders)
    if origin is None:
        return
    others = [m for m in candidates(ctx, _target(e)) if m != origin]
    target = game.choose_card(ctx.player, "counter-to", "Move counters to?", others)
    if target:
        effects.move_counters(game, origin, target, n, source=ctx.card)


def _remove_counters(ctx: Context, e: Effect) -> None:
    """``remove-counters: 1``: that many counters from the target (stasis counters from
    one of your cards in stasis)."""
    game = ctx.game
    if e.variant == "stasis":
        _stasis_counters(ctx, e, -value(ctx, e.amount))
        return
    holders = [m for m in candidates(ctx, _target(e)) if game.counters(m) > 0]
    target = game.choose_card(
        ctx.player, "counter-remove", "Remove counters from?", holders, optional=e.optional
    )
    if target:
        effects.remove_counters(game, target, value(ctx, e.amount), source=ctx.card)


def _duel(ctx: Context, e: Effect) -> None:
    """``duel``: this minion duels another player's minion at its base; the winner's
    effects and the loser's run for that side ("you": that minion's controller, "this
    minion": that minion; on a tie both sides get both)."""
    game = ctx.game
    base = game.base_of(ctx.card)
    rivals = [m for m in game.minions_at(base or "") if game.controller(m) != ctx.player]
    rival = game.choose_card(ctx.player, "duel-target", "Duel which minion?", rivals)
    if rival is None:
        return
    winners = duels.duel(game, ctx.card, rival, source=ctx.card)
    if not winners:  # the duel stopped without resolution
        return
    losers = [m for m in (ctx.card, rival) if m not in winners or len(winners) > 1]
    sides = [(m, e.effects) for m in winners] + [(m, e.others) for m in losers]
    for minion, steps in sides:
        player = game.controller(minion) or ctx.player
        side = dataclasses.replace(ctx, card=minion, player=player)
        for step in steps:
            do(side, step)


# ---------------------------------------------------------------------- plays


def _play(ctx: Context, e: Effect) -> str | None:
    """``play``: an extra play (a grant: ``extra-minion``/``extra-action``), or a card
    played at once: this card, a card of another player's discard pile, another
    player's titan, monsters from the monster deck here. Returns the card an immediate
    grant played (later effects may name it: "an action that directly affects it")."""
    s = _target(e)
    if e.grant is not None:
        return _grant(ctx, e)
    if s.this == "self":
        _play_self(ctx)
    elif s.what == "monster":
        base = here(ctx)
        for _ in range(value(ctx, e.amount) if base else 0):
            monsters.play_monster(ctx.game, base or "")
    elif s.what == "titan":
        _play_others_titan(ctx, e)
    else:
        _play_from_discard(ctx, e)
    return None


def names_played(effect: Effect) -> bool:
    """True if ``effect`` (or an effect inside it) acts on the cards played with its
    card's extra plays: a later part of the ability that depends on playing the card."""
    if effect.target is not None and effect.target.this == "granted-by-this":
        return True
    inner = (*effect.then, *effect.effects, *effect.others, *effect.cost)
    return any(names_played(e) for e in (*inner, *(e for o in effect.options for e in o)))


def at_once(grant: Grant) -> Grant:
    """``grant``, to be used at once or not at all."""
    return dataclasses.replace(grant, immediate=True)


def _grant(ctx: Context, e: Effect) -> str | None:
    """An extra play. It is used at once or not at all (the glossary's "Extra") when it
    is given by a Special, when a later part of the ability depends on playing the card
    (its ``then``), or when it refers to a specific card. A card played from your deck is
    searched for: the deck is shuffled after, whether one was played or not."""
    grant = e.grant
    assert grant is not None
    s = _target(e)
    card = None
    if s.this == "chosen":  # "play it as an extra action": the card an earlier effect took
        card = ctx.chosen
        if card is None or not is_kind(ctx.game, card, s.what):
            return None
    elif s.this == "self":  # lang-grave: this card, from its owner's discard pile
        card = ctx.card
    if ctx.special or e.then or names_played(e):
        grant = at_once(grant)
    if s.affects is not None and s.affects.chooses and grant.immediate:
        _grants_on_one_minion(ctx, e)
        return None
    affects = None
    if s.affects is not None:  # this minion, or the one an earlier effect chose
        named = candidates(ctx, s.affects)
        if not named:  # none chosen: no play
            return None
        affects = named[0]
    base = ctx.base if grant.its_base or grant.there else here(ctx)
    if grant.that_base:  # lang-there: the base of the minion an earlier effect chose
        base = chosen_card_base(ctx)
    if grant.left_base:  # lang-grantplace: the base the minion moved just before left
        base = _base_left(ctx)
    fixed = grant.its_base or grant.there or grant.that_base or grant.left_base
    if fixed and base not in ctx.game.state.bases:  # gone (or none chosen): no play
        return None
    place = None if grant.at is None else play_place(grant.at)
    if grant.at is not None and grant.at.each:  # lang-grantplace: one play on each base
        bases = [
            b
            for b in ctx.game.state.bases
            if place is None or legality.place_unfit(ctx.game, place, ctx.player, b) is None
        ]
        for each in bases:
            _granted(ctx, grant, s, card=card, affects=affects, bases=[each])
        return None
    at = [base] if (grant.here or fixed) and base else None
    return _granted(ctx, grant, s, card=card, affects=affects, bases=at, place=place)


def _granted(
    ctx: Context,
    grant: Grant,
    s: Selector,
    *,
    card: str | None,
    affects: str | None,
    bases: list[str] | None,
    place: PlayPlace | None = None,
) -> str | None:
    """The extra play ``grant`` gives (of a card ``s`` names), on ``bases`` (any, if
    None) and at ``place``."""
    kind: PlayKind = "minion" if s.what == "minion" else "action"
    most = s.power.value if s.power is not None and s.power.compare == "at-most" else None
    printed = s.name
    if s.name_of is not None:  # lang-name: that card's name, as the play is granted
        printed = name_of(ctx, s.name_of)
        if printed is None:  # no card it names: no play
            return None
    least = s.power.value if s.power is not None and s.power.compare == "at-least" else None
    played = plays.grant_extra(
        ctx.game,
        ctx.player,
        kind,
        source=ctx.card,
        max_power=most,
        from_zone=HAND
        if grant.from_pile == "hand"
        else DISCARD
        if grant.from_pile == "discard"
        else DECK,
        card=card,
        affects=affects,
        immediate=grant.immediate,
        bases=bases,
        named=printed,
        min_power=least,
        place=place,
        on=grant.on,
    )
    if grant.from_pile == "deck":  # searched: shuffled after, found (and played) or not
        effects.shuffle_deck(ctx.game, ctx.player)
    return played


def play_place(at: GrantAt) -> PlayPlace | None:
    """lang-grantplace: the engine's place of an extra play ``at`` (None: any base)."""
    has = at.has or BaseHas()
    power = has.power
    if at.where is None and at.breakpoint_at_most is None:
        return None
    return PlayPlace(
        least=has.at_least if at.where == "you-have-a-minion" else 0,
        none=at.where == "you-have-no-minion",
        power_at_least=power.value if power is not None and power.compare == "at-least" else None,
        power_at_most=power.value if power is not None and power.compare == "at-most" else None,
        breakpoint_at_most=at.breakpoint_at_most,
    )


def _base_left(ctx: Context) -> str | None:
    """lang-grantplace: the base the card an earlier effect chose was at before it last
    left a base (moved to another, or out of play): "on the base it left"; none if it
    has left none since this card was played (its move did not happen)."""
    if ctx.chosen is None:
        return None
    for event in reversed(ctx.game.log):
        if isinstance(event, CardPlayed) and event.card == ctx.card:
            return None
        if isinstance(event, CardMoved) and event.card == ctx.chosen:
            was = event.from_host if event.from_zone == IN_PLAY else None
            if was in ctx.game.state.bases:
                return was
    return None


def _grants_on_one_minion(ctx: Context, e: Effect) -> None:
    """``Play up to two actions that directly affect the same minion as extra actions``:
    a minion is chosen first (optional: none, no play), then each extra action, at once,
    must directly affect it; the plays end when one is declined or the minion has left
    play."""
    game = ctx.game
    s = _target(e)
    assert s.affects is not None
    minion = game.choose_card(
        ctx.player,
        e.ask or "choose-target",
        "Which minion will the actions affect?",
        candidates(ctx, s.affects),
        optional=True,
    )
    kind: PlayKind = "minion" if s.what == "minion" else "action"
    for _ in range(s.quantifier.count):
        if minion is None or not game.is_active(minion):
            return
        played = plays.grant_extra(
            game, ctx.player, kind, affects=minion, immediate=True, source=ctx.card
        )
        if not played:
            return


def _play_self(ctx: Context) -> None:
    game = ctx.game
    target = None
    if game.why_not_playable(ctx.card, ctx.player) is not None:  # lang-playonly: its own
        return  # condition on being played ("Play only if ...")
    if game.definition(ctx.card).is_minion or game.modifier_target(ctx.card) == "base":
        bases = [  # lang-playonly: only where it may be played ("Play only on a base where")
            b for b in game.state.bases if game.why_not_playable_at(ctx.card, ctx.player, b) is None
        ]
        if not bases:
            return
        target = game.choose_card(ctx.player, "choose-base", "Play it where?", bases)
    plays.play_card(game, ctx.player, ctx.card, target, extra=True)


def _play_from_discard(ctx: Context, e: Effect) -> None:
    game = ctx.game
    found = candidates(ctx, _target(e))
    card = game.choose_card(
        ctx.player, e.ask or "play-from-discard", "Play which card?", found, optional=e.optional
    )
    if card is None:
        return
    targets = legality.action_targets(game, card)
    plays.play_card(
        game, ctx.player, card, plays.choose_target(game, ctx.player, card, targets), extra=True
    )


def _play_others_titan(ctx: Context, e: Effect) -> None:
    """Not if you control a titan in play; you control it, its owner does not change."""
    game = ctx.game
    if any(
        r.role == ROLE_TITAN and r.controller == ctx.player for r in game.state.in_play.values()
    ):
        return
    titans = candidates(ctx, _target(e))
    titan = game.choose_card(ctx.player, e.ask or "choose-titan", "Which titan?", titans)
    base = game.choose_card(ctx.player, "choose-base", "On which base?", game.state.bases)
    if titan is not None and base is not None:
        plays.play_card(game, ctx.player, titan, base)


# ---------------------------------------------------------------------- bases


def _replace_base(ctx: Context, e: Effect) -> None:
    """``replace-base``: ``swap``: a base is replaced by the base deck's top, its cards
    stay (on the new base); ``from-base-discard``: the base about to be replaced (the one
    that scored) is replaced by a base of your choice from the base discard pile (once
    chosen, tied winners after the first are not asked)."""
    game = ctx.game
    if e.variant == "swap":
        base = game.choose_card(
            ctx.player, e.ask or "swap-base", "Swap which base?", game.state.bases
        )
        deck = game.state.shared.get(BASE_DECK, [])
        if base is None or not deck:
            return
        new = deck[0]
        index = game.state.bases.index(base)
        game.move(new, "in-play", reason="replaced", source=ctx.card, index=index)
        for uid in game.cards_at(base):
            game.move(uid, "in-play", host=new, reason="moved", source=ctx.card)
        game.move(base, BASE_DISCARD, reason="discarded", source=ctx.card)
        return
    if ctx.base is not None and ctx.base in game.state.replacements:
        return
    chosen = game.choose_card(
        ctx.player,
        e.ask or "replacement-base",
        "Which base replaces the scored one?",
        game.state.shared.get(BASE_DISCARD, []),
    )
    if chosen is not None and ctx.base is not None:
        scoring.choose_replacement(game, ctx.base, chosen)


def _cancel(ctx: Context, e: Effect) -> None:
    """``cancel``: the abilities of this card's base are cancelled for the effect's
    duration (the end of the turn unless it says otherwise, as its English says)."""
    for base in candidates(ctx, _target(e)):
        effects.cancel_abilities(ctx.game, base, until=lasts(ctx, e.duration), source=ctx.card)


def _timed_bases(ctx: Context, e: Effect) -> list[str]:
    """lang-timed: the bases a timed breakpoint change or restriction is at: this card's
    (``where: here``), the base of the moment or the one chosen before (``where: there``), each
    base, or one its player chooses now (``choose-base``)."""
    s = _target(e)
    one = s.where == "anywhere" and s.quantifier.kind != "each"
    if e.optional and not one and not _wants(ctx, e):  # "you may": asked first
        return []
    if s.where == "here":
        found = here(ctx)
        return [found] if found is not None else []
    if s.where == "there":
        return [ctx.base] if ctx.base is not None and ctx.base in ctx.game.state.bases else []
    if s.where == "chosen-base":  # "Choose a base (where you have a minion). ... there"
        chosen = chosen_base(ctx, e)
        return [chosen] if chosen is not None else []
    bases = list(ctx.game.state.bases)
    if s.quantifier.kind == "each":
        return bases
    picked = ctx.game.choose_card(
        ctx.player, e.ask or "choose-base", "Which base?", bases, optional=e.optional
    )
    return [picked] if picked else []


def _breakpoint(ctx: Context, e: Effect) -> str | None:
    """``breakpoint: -4`` (lang-timed): the base's breakpoint changed by that much (the
    amount as the effect resolves) until the effect's duration ends; ``set-breakpoint:
    0``: it is that number meanwhile, whatever else changes it (never below 0: the
    rulebook's exception). It ends early if the base leaves play."""
    last = None
    for base in _timed_bases(ctx, e):
        until = lasts(ctx, e.duration)
        amount = value(dataclasses.replace(ctx, base=base), e.amount)  # "on that base": it
        if e.verb == "set-breakpoint":
            effects.set_breakpoint(ctx.game, base, amount, until=until, source=ctx.card)
        else:
            effects.add_breakpoint(ctx.game, base, amount, until=until, source=ctx.card)
        last = base
    return last


def _restrict(ctx: Context, e: Effect) -> str | None:
    """``restrict: no-minions-here-by-others`` (lang-timed): the plays it forbids at the
    base, until the effect's duration ends, held in the game state: it outlives this
    card ("other players": other than this effect's player, who made it)."""
    last = None
    for base in _timed_bases(ctx, e):
        until = lasts(ctx, e.duration)
        restriction = e.restriction or "no-minions-here"
        effects.restrict_base(ctx.game, base, restriction, ctx.player, until=until, source=ctx.card)
        last = base
    return last


def lasts(ctx: Context, duration: Duration | None) -> str:
    """The engine's ``until`` for an effect's duration, read as :func:`english.duration`
    says it: none is the end of the turn. A duration the engine cannot time (while this
    card is in play) is an :class:`InvalidScenario`, never played as another one."""
    kind = "end-of-turn" if duration is None else duration.kind
    if kind == "end-of-turn":
        return "end-of-turn"
    if kind == "start-of-your-next-turn":
        return f"start-of-turn:{ctx.player}"
    if kind == "end-of-your-next-turn":  # lang-time: not this turn's end, the next one's
        return f"end-of-next-turn:{ctx.player}"
    raise InvalidScenario(f"the engine cannot yet time an effect that lasts {kind!r}")


# ---------------------------------------------------------------------- flow


def _each(ctx: Context, e: Effect) -> None:
    """``each``: each player in turn from the current one (``winners``: each winner of
    the base that scored; ``others``: each player but you, in turn from the next one;
    ``with-minion-here``: each with a minion at this card's base as it begins, in turn
    order; ``chosen``, ``chosen-other``: the one player you choose, or other player) does
    the effects as "you"."""
    game = ctx.game
    if e.variant == "winners":
        event = ctx.event
        players = (
            [p for p, _power, place in event.ranking if place == 1]
            if isinstance(event, BaseScored)
            else []
        )
    elif e.variant == "others":
        order = game.state.order
        start = order.index(ctx.player) if ctx.player in order else 0
        players = [p for p in order[start + 1 :] + order[:start] if p != ctx.player]
    elif e.variant == "with-minion-here":  # lang-c: who has one as the effect begins
        players = conditions.with_minion_here(ctx)
    elif e.variant in ("chosen", "chosen-other"):  # lang-p: the one you choose
        players = _chosen_player(ctx, others=e.variant == "chosen-other")
    elif e.variant in _OF_CHOSEN:  # lang-owner: of the card the effect before chose
        card = ctx.chosen
        holder = None
        if card is not None:
            holder = game.owner(card) if e.variant == "chosen-owner" else game.controller(card)
        players = [] if holder is None else [holder]
    else:
        order = game.state.order
        start = order.index(game.state.active)
        players = order[start:] + order[:start]
    for player in players:
        each = Context(game, ctx.card, player, ctx.timing, ctx.event, ctx.base, special=ctx.special)
        if e.variant in _OF_CHOSEN:  # "that minion" in what its owner does: still that card
            each = dataclasses.replace(each, chosen=ctx.chosen)
        for step in e.effects:
            had = list(game.state.players[player].grants)
            do(each, step)
            if step.grant is not None:
                _offer_in_turn(each, had)


#: lang-owner: the ``each`` variants of the card the effect right before chose
_OF_CHOSEN = frozenset({"chosen-owner", "chosen-controller"})


def _chosen_player(ctx: Context, *, others: bool) -> list[str]:
    """The player ``ctx.player`` chooses (``others``: among the other players), in turn
    order from them: "Choose a player. That player ..." (lang-p)."""
    order = ctx.game.state.order
    start = order.index(ctx.player) if ctx.player in order else 0
    players = [p for p in order[start:] + order[:start] if not (others and p == ctx.player)]
    chosen = ctx.game.choose_card(ctx.player, "choose-player", "Which player?", players)
    return [] if chosen is None else [chosen]


def _offer_in_turn(ctx: Context, had: Sequence[object]) -> None:
    """An extra play each player is given in turn, kept by the current player for later
    in their Play Cards phase (the glossary's "Extra"), is offered now too: in turn
    order, before the next player's (who plays theirs at once or not at all)."""
    grants = ctx.game.state.players[ctx.player].grants
    given = [g for g in grants if not any(g is old for old in had)]
    if len(given) == 1 and not given[0].immediate:
        plays.offer_now(ctx.game, ctx.player, given[0], keep=True)


def _choose(ctx: Context, e: Effect) -> str | None:
    """``choose``: choose one of the lists of effects and do it (lang-there: or
    ``choose-base``, a base, then its effects in order, "there" that base; lang-possessive:
    or ``choose-card``, one card its target names, chosen and nothing more done to it: the
    effects after it name it, "that minion", "on that base")."""
    if chooses_a_base(e):
        base = chosen_base(ctx, e)
        if base is not None:
            run(dataclasses.replace(ctx, base=base), e.effects)
        return None
    if e.target is not None and not e.options:  # lang-possessive
        return for_targets(
            ctx, e, lambda _: None, one="choose-target", many="choose-target", prompt="Which card?"
        )
    options = [str(i + 1) for i in range(len(e.options))]
    chosen = ctx.game.choose_card(ctx.player, e.ask or "choose-one", "Which option?", options)
    if chosen:
        _done_no_less(ctx, e, int(chosen) - 1)
        for step in e.options[int(chosen) - 1]:
            do(ctx, step)
    return None


#: lang-or: how much of an option can be done now: in full, in part, not at all.
FULL, PART, NONE = 2, 1, 0

#: lang-or: the heads whose option :func:`how_much` can judge: with no target, drawing
#: (from the deck, then the discard pile shuffled), VP, an extra turn or an extra play
#: (given whatever the hand holds); with one, the cards it finds now (not those in play
#: protected from this card, nor, to destroy, those that cannot be destroyed). A move is
#: not judged (it needs a base to go to as well as a card).
JUDGED: frozenset[Verb] = frozenset(
    {
        "draw",
        "gain-vp",
        "extra-turn",
        "destroy",
        "return",
        "place",
        "discard",
        "power",
        "place-counters",
        "play",
    }
)


def can_be_judged(effect: Effect) -> bool:
    """lang-or: whether :func:`how_much` judges ``effect`` (an option said with "or")."""
    if effect.verb not in JUDGED or effect.cost or effect.condition is not None:
        return False
    if effect.variant is not None or effect.then:  # ("until you have 5", "at random" ...)
        return False
    if effect.verb == "play":
        return effect.grant is not None
    if effect.verb in ("draw", "gain-vp", "extra-turn"):
        return effect.target is None or effect.verb == "draw" and _plain_draw(effect)
    s = effect.target
    return s is not None and s.where != "chosen-base" and s.quantifier.kind in ("one", "each")


def _plain_draw(effect: Effect) -> bool:
    s = effect.target
    return s is None or (s.quantifier.kind == "one" and s.what != "madness")


def how_much(ctx: Context, effect: Effect) -> int | None:
    """lang-or: how much of ``effect`` can be done now (:data:`FULL`, :data:`PART`,
    :data:`NONE`), or None where :func:`can_be_judged` does not judge it."""
    if not can_be_judged(effect):
        return None
    if effect.verb == "draw":
        player = ctx.game.state.players[ctx.player]
        have, needed = len(player.deck) + len(player.discard), value(ctx, effect.amount)
    elif effect.target is None or effect.verb == "play":
        return FULL
    else:
        s = effect.target
        have = len(_actable(ctx, effect))
        needed = 1 if s.this is not None or s.quantifier.kind == "each" else s.quantifier.count
    return FULL if have >= needed else PART if have else NONE


def _actable(ctx: Context, effect: Effect) -> list[str]:
    """The cards ``effect``'s selector finds now that it can act on (in play: not those
    protected from it; to destroy, not those that cannot be destroyed)."""
    assert effect.target is not None
    found = candidates(ctx, effect.target)
    if effect.target.pile == "play":
        found = _unprotected(ctx, effect.verb, found)
    return found


def _unprotected(ctx: Context, verb: str, found: list[str]) -> list[str]:
    """The cards of ``found`` in play that ``verb`` of this card can act on: not those
    protected from it; to destroy, not those that cannot be destroyed."""
    game = ctx.game
    found = [
        uid
        for uid in found
        if game.is_in_play(uid) and not ongoing.is_protected(game, uid, ctx.card)
    ]
    if verb == "destroy":
        found = [uid for uid in found if not ongoing.cannot_be_destroyed(game, uid, ctx.card)]
    return found


def _done_no_less(ctx: Context, e: Effect, index: int) -> None:
    """lang-or: stop the game where the option chosen (``index``) can be done less (not at
    all, or only in part) than another could: the rules do not say whether such an option
    may be chosen (the provisos say only that a card is played even if its ability cannot
    happen, and that an ability is followed even if it is bad for you)."""
    judged = [[how_much(ctx, step) for step in option] for option in e.options]
    levels = [[level for level in option if level is not None] for option in judged]
    if any(len(known) != len(option) for known, option in zip(levels, judged, strict=True)):
        return
    most = [max(option, default=FULL) for option in levels]  # an option: as much as its most
    if most[index] < max(most):
        said = {NONE: "cannot be done at all", PART: "can be done only in part"}
        raise InvalidScenario(
            f"{ctx.card}: option {index + 1} {said[most[index]]} while another can be done"
            " more: the rules do not say whether it may then be chosen"
        )


def _if(ctx: Context, e: Effect) -> None:
    """``if``: the effects, if the condition holds."""
    if e.condition is None or conditions.holds(ctx, e.condition):
        for step in e.effects:
            do(ctx, step)


def _later(ctx: Context, e: Effect) -> None:
    """``later`` (``at-end-of-turn: [effects]``): schedule the effects for the end of the
    turn or the start of your next turn, held in the game state until then."""
    delayed.schedule(ctx, e.effects, lasts(ctx, e.duration))


def _may(ctx: Context, e: Effect) -> None:
    """``may``: you may do the effects (a yes/no decision, ``may``); not asked if each of
    them has a cost that cannot be paid in full (no card to discard, say)."""
    if all(step.cost and not _payable(ctx, step) for step in e.effects):
        return
    if ctx.game.may(ctx.player, f"{ctx.card}: do it?", source=ctx.card):
        for step in e.effects:
            do(ctx, step)


#: Every verb head with its function.
HEADS: dict[Verb, Head] = {
    "draw": _draw,
    "gain-vp": _gain_vp,
    "extra-turn": _extra_turn,
    "place-counters": _place_counters,
    "move-counters": _move_counters,
    "remove-counters": _remove_counters,
    "power": _power,
    "destroy": _destroy,
    "return": _return,
    "place": _place,
    "take": _take,
    "move": _move,
    "play": _play,
    "reveal": _reveal,
    "look": _look,
    "shuffle": _shuffle,
    "discard": _discard,
    "replace-base": _replace_base,
    "cancel": _cancel,
    "breakpoint": _breakpoint,  # lang-timed
    "set-breakpoint": _breakpoint,
    "restrict": _restrict,
    "each": _each,
    "choose": _choose,
    "if": _if,
    "may": _may,
    "later": _later,
    "duel": _duel,
    "stasis": _stasis,
    "bury": _bury,
    "store": _store,
    "control": _control,
}

delayed.install(do)
