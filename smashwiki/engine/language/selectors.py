"""Selectors at play: the cards a :class:`~.grammar.Selector` names in a game, and the
choice its quantifier asks (one at a time, up to N, any number, each).

>>> from .grammar import Selector
>>> Selector(whose="you", where="here").quantifier.kind
'one'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from .. import definitions as d
from .. import effects, ongoing, windows
from ..decisions import DecisionKind
from ..errors import InvalidScenario
from ..events import CardMoved, CardPlayed
from ..registry import Context, Timing
from ..state import (
    BASE_DECK,
    BASE_DISCARD,
    IN_PLAY,
    MONSTER_DECK,
    ROLE_BURIED,
    ROLE_MODIFIER,
    ROLE_TITAN,
    Zone,
)
from .grammar import (
    BaseHas,
    BaseRank,
    BaseWhere,
    CardAbilities,
    Effect,
    PlayedAt,
    PowerFilter,
    Selector,
    Superlative,
    This,
    Verb,
    walk,
)

if TYPE_CHECKING:
    from ..game import Game


def here(ctx: Context) -> str | None:
    """This card's base (for a base: itself), else the base of the moment."""
    game = ctx.game
    if game.role(ctx.card) == "base":
        return ctx.card
    return game.base_of(ctx.card) or ctx.base


def this(ctx: Context, which: This) -> list[str]:
    """The card ``this``/``host``/``chosen``/``event`` names (none if there is none)."""
    game = ctx.game
    if which == "self":
        return [ctx.card]
    host = game.location(ctx.card).host
    if which == "host":
        return [host] if host else []
    if which == "self-or-host":
        return [ctx.card] if game.role(ctx.card) == "minion" else [h for h in [host] if h]
    if which == "chosen":
        return [ctx.chosen] if ctx.chosen else []
    if which == "event":
        card = getattr(ctx.event, "card", None)
        return [card] if isinstance(card, str) else []
    if which == "affected":
        return affected(ctx)
    return granted_by(ctx)


def affected(ctx: Context) -> list[str]:
    """The minions the action the event played directly affected ("those minions")."""
    event = ctx.event
    if not isinstance(event, CardPlayed) or not ctx.game.definition(event.card).is_action:
        return []
    return ctx.game.directly_affected_by(event.card, event.start)


def granted_by(ctx: Context) -> list[str]:
    """The cards played this turn through an extra play this card granted."""
    game = ctx.game
    grants: list[object] = []
    recalled: list[str] = []
    for event in game.log:
        grant = getattr(event, "grant", None)
        if event.kind == "turn-began":
            grants, recalled = [], []
        elif event.kind == "extra-play-granted" and grant is not None and grant.source == ctx.card:
            grants.append(grant.describe())
        elif isinstance(event, CardPlayed) and event.grant in grants:
            grants.remove(event.grant)
            recalled.append(event.card)
    return recalled


def is_kind(game: Game, uid: str, what: str) -> bool:
    """True if the card ``uid`` is of the kind ``what`` names (by what is printed, and
    for modifiers by what it is played on)."""
    definition = game.definition(uid)
    if what == "card":
        return definition.type != d.BASE
    if what == "minion":
        return definition.is_minion
    if what == "action":
        return definition.is_action
    if what == "madness":
        return definition.kind == d.MADNESS
    if what == "monster":
        return definition.is_minion
    if what in ("titan", "base"):
        return definition.type == what
    target = game.modifier_target(uid)
    return target is not None if what == "modifier" else f"{target}-modifier" == what


def _in_play(ctx: Context, s: Selector) -> list[str]:
    game = ctx.game
    if s.what == "base":
        return list(game.state.bases)
    if s.what == "minion":
        return [m for m in game.minions_in_play() if game.is_active(m)]
    if s.what == "titan":
        return [u for u in game.active_cards() if game.role(u) == ROLE_TITAN]
    if s.what == "card":  # "cards" in play: buried ones too, never bases
        buried = [u for u in game.state.in_play if game.role(u) == ROLE_BURIED]
        return [u for u in [*game.active_cards(), *buried] if game.role(u) != "base"]
    return [u for u in game.active_cards() if game.role(u) != "base" and is_kind(game, u, s.what)]


def _stasis_minions(ctx: Context) -> list[str]:
    game = ctx.game
    return [
        uid
        for uid, record in game.state.in_play.items()
        if record.role == "stasis" and game.definition(uid).is_minion
    ]


def _players(ctx: Context, s: Selector) -> list[str]:
    order = ctx.game.state.order
    if s.whose == "you":
        return [ctx.player]
    if s.whose == "other":
        return [p for p in order if p != ctx.player]
    return list(order)


def _piles(ctx: Context, s: Selector) -> list[str]:
    game = ctx.game
    shared: dict[str, Zone] = {
        "base-discard": BASE_DISCARD,
        "base-deck": BASE_DECK,
        "monster-deck": MONSTER_DECK,
    }
    if s.pile in shared:
        return list(game.state.shared.get(shared[s.pile], []))
    if s.pile == "madness-deck":
        return []
    found: list[str] = list(ctx.looked) if s.pile == "looked" else []
    for player in _players(ctx, s) if s.pile != "looked" else ():
        if s.pile == "deck":
            found += effects.deck_for_access(game, player)
        if s.pile == "deck-or-discard":  # as they are: an empty deck is not made anew
            found += game.players_pile(player, "deck")
        if s.pile in ("hand", "stasis", "set-aside"):
            found += game.players_pile(player, s.pile)
        if s.pile == "hand-or-discard":  # the hand's first, as they are offered
            found += game.players_pile(player, "hand")
        if s.pile in ("discard", "deck-or-discard", "hand-or-discard"):
            found += game.players_pile(player, "discard")
    return [u for u in found if s.what == "card" or is_kind(game, u, s.what)]


def _power_fits(ctx: Context, uid: str, found: PowerFilter) -> bool:
    game = ctx.game
    power = game.definition(uid).power if found.printed else ongoing.power(game, uid)
    if found.result is not None:  # lang-results: compared by run, as the ability resolves
        raise InvalidScenario("a power compared with an earlier effect, outside its ability")
    if found.value is not None:
        limit = found.value
    elif found.count is not None:  # lang-rel: the number of cards it names, now
        limit = len(candidates(ctx, found.count))
    else:
        others = this(ctx, found.of or "chosen")
        if not others:
            return False
        limit = ongoing.power(game, others[0])
    return {
        "at-most": power <= limit,
        "at-least": power >= limit,
        "less-than": power < limit,
        "more-than": power > limit,
        "equal": power == limit,  # lang-rel
    }[found.compare]


def power_fits(ctx: Context, uid: str, found: PowerFilter) -> bool:
    """Whether ``uid``'s power (printed, if ``found`` says so) fits the filter ``found``
    (lang-f2: the card a trigger's play is about, "a minion of power 2 or less")."""
    return _power_fits(ctx, uid, found)


def _whose_fits(ctx: Context, uid: str, s: Selector) -> bool:
    if s.whose == "any" or s.pile not in ("play", "play-and-stasis"):
        return True
    game = ctx.game
    holder = game.owner(uid) if s.by == "owner" else game.controller(uid)
    return (holder == ctx.player) == (s.whose == "you")


def _where_fits(ctx: Context, uid: str, s: Selector, base: str | None) -> bool:
    if s.where == "anywhere" or s.pile != "play":
        return True
    game = ctx.game
    if s.what == "base":  # lang-c: "each base where you have a minion" (the most power)
        return s.where not in _WHERE_YOU or _base_fits(ctx, uid, s.where)
    at = game.base_of(uid)
    if s.where in ("here", "there", "chosen-base", "that-base", "target-base"):
        return at is not None and at == base
    if s.where == "another-base":
        return at != base
    if s.base_has is not None:  # lang-basefilter: judged now, of the base it is at
        return at is not None and _base_has(ctx, at, s.base_has)
    return at is not None and _base_fits(ctx, at, s.where)


def _base_has(ctx: Context, base: str, has: BaseHas) -> bool:
    """lang-basefilter: ``base`` holds at least ``has.at_least`` of its player's minions
    (of ``has.power``, current power); lang-where: of one other player's (some other
    player has that many there), or of anyone's together (``whose: any``)."""
    game = ctx.game
    minions = game.minions_at(base)
    if has.power is not None:
        minions = [m for m in minions if power_fits(ctx, m, has.power)]
    if has.faction is not None:  # lang-faction
        minions = [m for m in minions if game.definition(m).faction == has.faction]
    if has.whose == "any":
        return len(minions) >= has.at_least
    players = [ctx.player] if has.whose == "you" else _other_players(game, ctx.player)
    held = ([m for m in minions if game.controller(m) == p] for p in players)
    return any(len(found) >= has.at_least for found in held)


def base_fits(ctx: Context, base: str, at: Selector) -> bool:
    """lang-playonly: ``base`` is one ``at`` names (``where``, and ``base_has`` beside
    ``base-with-your-minion``), for the player of ``ctx``, now."""
    if at.base_has is not None:
        return _base_has(ctx, base, at.base_has)
    return at.where not in _WHERE_YOU or _base_fits(ctx, base, at.where)


def _other_players(game: Game, player: str) -> list[str]:
    """lang-where: the players other than ``player``, in turn order."""
    return [p for p in game.state.order if p != player]


_WHERE_YOU = ("base-with-your-minion", "base-where-most-power", "base-without-your-minion")


def _base_fits(ctx: Context, base: str, where: str) -> bool:
    """``base`` is one where you have a minion (``base-with-your-minion``), or more power
    than each other player (``base-where-most-power``: none when tied, as "if you have
    the most power here")."""
    game = ctx.game
    if where in ("base-with-your-minion", "base-without-your-minion"):  # (lang-s: none)
        yours = any(game.controller(m) == ctx.player for m in game.minions_at(base))
        return yours == (where == "base-with-your-minion")
    mine = ongoing.player_power(game, base, ctx.player)
    others = (ongoing.player_power(game, base, p) for p in game.state.order if p != ctx.player)
    return mine > 0 and all(power < mine for power in others)


def _fits(ctx: Context, uid: str, s: Selector, base: str | None, hosts: set[str] | None) -> bool:
    """True if ``uid`` (already of the selector's kind and pile) passes its filters."""
    game = ctx.game
    return (
        _whose_fits(ctx, uid, s)
        and _where_fits(ctx, uid, s, base)
        and not (s.other and uid == ctx.card)
        # lang-its: "each other minion on that base": other than the minion chosen before too
        and not (s.other and s.where == "that-base" and uid == ctx.chosen)
        and (s.name is None or s.name in (uid, game.definition(uid).name))
        and (s.name_of is None or game.definition(uid).name == name_of(ctx, s.name_of))
        and (s.faction is None or game.definition(uid).faction == s.faction)
        and (s.power is None or _power_fits(ctx, uid, s.power))
        and (not s.with_counter or game.counters(uid) > 0)
        and (not s.with_modifier or _has_modifier(game, uid))
        and (not s.played_this_turn or _played_this_turn(game, uid))
        and (s.moved is None or _moved_there(game, uid, this_turn=s.moved == "this-turn"))
        and (s.played_at is None or _played_at_fits(ctx, uid, s.played_at))
        and (hosts is None or game.location(uid).host in hosts)
        and (s.affects is None or _affects_fits(ctx, uid, s.affects))
        and (s.base_rank is None or _base_rank_fits(ctx, uid, s.base_rank))
    )


def name_of(ctx: Context, which: This) -> str | None:
    """The printed name of the card ``which`` names ("with the same name as that minion":
    the one an earlier effect chose, wherever it is now; "as this minion"), or None if it
    names none (lang-name)."""
    game = ctx.game
    if which in ("self", "self-or-host") and game.definition(ctx.card).is_minion:
        return game.definition(ctx.card).name  # this minion's, wherever it is now
    found = this(ctx, which)
    return game.definition(found[0]).name if found else None


def _has_modifier(game: Game, uid: str) -> bool:
    """lang-protect: an action is played on ``uid`` (a modifier attached to it)."""
    return any(game.role(card) == ROLE_MODIFIER for card in game.attached(uid))


def _affects_fits(ctx: Context, uid: str, affected: Selector) -> bool:
    """True if ``uid`` is an action that directly affects a card ``affected`` names: a
    minion of any kind by what the action is (wherever it lies, whatever is in play), or
    one of the minions the selector names now."""
    game = ctx.game
    if not game.definition(uid).is_action:
        return False
    if affected == Selector():
        return affects_a_minion(game, uid)
    return any(could_affect(game, ctx.player, uid, m) for m in candidates(ctx, affected))


def _base_for(ctx: Context, s: Selector) -> str | None:
    if s.where == "that-base":  # lang-s
        return chosen_card_base(ctx)
    if s.where == "target-base":  # lang-its: given by the effect (its target's base)
        return None
    return ctx.base if s.where == "there" else here(ctx)


def chosen_card_base(ctx: Context) -> str | None:
    """The base the card an earlier effect chose is at ("on that base"), or, when it has
    left play meanwhile (destroyed, returned), the base it was at as it left (lang-s)."""
    game = ctx.game
    if ctx.chosen is None:
        return None
    at = game.base_of(ctx.chosen)
    if at is not None:
        return at
    for event in reversed(game.log):
        if isinstance(event, CardMoved) and event.card == ctx.chosen:
            was = event.from_host if event.from_zone == IN_PLAY else None
            return was if was in game.state.bases else None
    return None


def candidates(ctx: Context, s: Selector, *, base: str | None = None) -> list[str]:
    """The cards ``s`` names now (before its quantifier): ``base`` is the base "here"
    means (this card's by default; a chosen base for ``where: chosen-base``)."""
    base = _base_for(ctx, s) if base is None else base
    hosts = None if s.on is None else set(candidates(ctx, s.on))
    if s.this == "affected":  # those of them the selector's filters name
        return [uid for uid in affected(ctx) if _fits(ctx, uid, s, base, hosts)]
    if s.this is not None:
        return this(ctx, s.this)
    found = _in_play(ctx, s) if s.pile == "play" else _piles(ctx, s)
    if s.pile == "play-and-stasis":
        found = [*_in_play(ctx, s), *_stasis_minions(ctx)]
    kept = [uid for uid in found if _fits(ctx, uid, s, base, hosts)]
    if s.superlative is not None:
        kept = [uid for tied in most_groups(ctx, s, kept) for uid in tied]
    if ctx.must_affect is not None and s.pile == "play" and s.what in ("minion", "card"):
        kept = [uid for uid in kept if uid == ctx.must_affect]
    return kept


def _most(ctx: Context, found: list[str], superlative: Superlative) -> list[str]:
    """Those of ``found`` of the highest (lowest) power now: all the tied ones, among
    which the effect's player chooses (the rulebook's ties)."""
    powers = {uid: ongoing.power(ctx.game, uid) for uid in found}
    if not powers:
        return []
    best = max(powers.values()) if superlative == "highest-power" else min(powers.values())
    return [uid for uid in found if powers[uid] == best]


def most_groups(ctx: Context, s: Selector, found: list[str]) -> list[list[str]]:
    """lang-extremes: the tied minions of ``s``'s superlative among ``found``, one list for
    each group it is taken in: all of them (one list), each player's (from the current
    player clockwise, a player with none of them left out), or each base's (in order, a
    base with none left out)."""
    game = ctx.game
    assert s.superlative is not None
    if s.most_per is None:
        groups = [found]
    elif s.most_per == "player":
        groups = [[u for u in found if game.controller(u) == p] for p in windows.turn_order(game)]
    else:
        groups = [[u for u in found if game.base_of(u) == b] for b in game.state.bases]
    return [tied for tied in (_most(ctx, g, s.superlative) for g in groups) if tied]


def tie_chooser(ctx: Context, s: Selector, tied: list[str]) -> str:
    """lang-extremes: who chooses among the ``tied`` minions of a superlative, as its
    tie-break says: the effect's player ("you choose"), or the tied minions' owner (their
    controller). A tie among minions of different owners (controllers) is said by no
    card's tie-break: a scenario that reaches it stops."""
    if s.tie in (None, "you") or len(tied) < 2:
        return ctx.player
    game = ctx.game
    holders = {game.owner(u) if s.tie == "owner" else game.controller(u) for u in tied}
    if len(holders) != 1 or None in holders:
        raise InvalidScenario(
            f"minions of different {s.tie}s tie for the {s.superlative}: the card's"
            f" tie-break ({s.tie}'s choice) does not say which of them chooses"
        )
    (holder,) = holders
    assert holder is not None
    return holder


def _base_rank_fits(ctx: Context, uid: str, rank: BaseRank) -> bool:
    """lang-extremes: ``uid``'s power ranked among the minions at its base now: the
    highest (lowest; tied ones too), or more (less) than every other minion there."""
    game = ctx.game
    at = game.base_of(uid)
    if at is None:
        return False
    power = ongoing.power(game, uid)
    others = [ongoing.power(game, m) for m in game.minions_at(at) if m != uid and game.is_active(m)]
    if rank == "highest-power":
        return all(power >= p for p in others)
    if rank == "lowest-power":
        return all(power <= p for p in others)
    if rank == "only-highest-power":
        return all(power > p for p in others)
    return all(power < p for p in others)


def matches(ctx: Context, uid: str, s: Selector) -> bool:
    """True if the card ``uid`` in play is one ``s`` names (asked by ongoing effects for
    every card they may change: no list is built)."""
    game = ctx.game
    if s.this == "affected":
        return uid in candidates(ctx, s)
    if s.this is not None:
        return uid in this(ctx, s.this)
    if s.superlative is not None:  # among the others it names
        return uid in candidates(ctx, s)
    if s.what == "minion":
        kind = game.role(uid) == "minion" and game.is_active(uid)
    else:
        kind = game.is_in_play(uid) and is_kind(game, uid, s.what)
    hosts = None if s.on is None else set(candidates(ctx, s.on))
    return kind and _fits(ctx, uid, s, _base_for(ctx, s), hosts)


def _played_this_turn(game: Game, uid: str) -> bool:
    for event in reversed(game.log):
        if event.kind == "turn-began":
            return False
        if isinstance(event, CardPlayed) and event.card == uid:
            return True
    return False


def _played_at_fits(ctx: Context, uid: str, at: PlayedAt) -> bool:
    """lang-playedhere: ``uid`` was played this turn on this card's base (``here``) or on
    another base (``another-base``), wherever it is now (its last play this turn)."""
    game = ctx.game
    for event in reversed(game.log):
        if event.kind == "turn-began":
            return False
        if isinstance(event, CardPlayed) and event.card == uid:
            target = event.target
            base = target if target in game.state.bases else None
            if base is None and target is not None:
                base = game.base_of(target)
            if base is None:
                return False
            return (base == here(ctx)) == (at == "here")
    return False


def _moved_there(game: Game, uid: str, *, this_turn: bool) -> bool:
    """lang-moved: ``uid`` came to the base it is on now by a move (its last arrival in
    play, not a play or a placing); ``this_turn``: that move was this turn."""
    turn_over = False
    for event in reversed(game.log):
        if event.kind == "turn-began":
            turn_over = True
        if isinstance(event, CardMoved) and event.card == uid:
            moved = event.reason == "moved" and event.to_host == game.location(uid).host
            return moved and not (this_turn and turn_over)
    return False


def chosen_base(ctx: Context, effect: Effect, kind: DecisionKind = "choose-base") -> str | None:
    """The base a player chooses for ``where: chosen-base`` (among those its
    ``base_where`` allows; None if there is none)."""
    game = ctx.game
    wanted = effect.target.base_where if effect.target is not None else None
    has = effect.target.base_has if effect.target is not None else None  # lang-where
    bases = [
        b
        for b in game.state.bases
        if _may_choose_base(ctx, b, wanted) and (has is None or _base_has(ctx, b, has))
    ]
    return game.choose_card(ctx.player, effect.ask or kind, "Which base?", bases)


def _may_choose_base(ctx: Context, base: str, wanted: BaseWhere | None) -> bool:
    if wanted is None:
        return True
    yours = any(ctx.game.controller(m) == ctx.player for m in ctx.game.minions_at(base))
    return yours == (wanted == "you-have-a-minion")


def for_targets(
    ctx: Context,
    effect: Effect,
    act: Callable[[str], object],
    *,
    one: DecisionKind,
    many: DecisionKind,
    prompt: str,
    options: Callable[[], Iterable[str]] | None = None,
    keep: Callable[[str], bool] | None = None,
) -> str | None:
    """Choose the targets of ``effect`` as its quantifier says and ``act`` on each: one
    at a time (``count`` times, each among the cards left), up to N or any number at
    once, or each of them. Returns the last target (later effects may name it).
    ``keep`` leaves out what the verb cannot act on (lang-s: at a base chosen first too)."""
    s = effect.target or Selector()
    game = ctx.game
    base = chosen_base(ctx, effect) if s.where == "chosen-base" else None
    if s.where == "chosen-base" and base is None:
        return None

    def listed() -> list[str]:
        found = list(options()) if options is not None else candidates(ctx, s, base=base)
        return found if keep is None else [uid for uid in found if keep(uid)]

    last = None
    q = s.quantifier
    if s.superlative is not None and s.this is None and q.kind == "one" and q.count == 1:
        return _for_the_most(ctx, effect, act, listed(), one=one, prompt=prompt)
    if s.this is not None or q.kind == "each":
        for uid in listed():
            act(uid)
            last = uid
        return last
    if q.kind == "one":
        for _ in range(q.count):
            picked = game.choose_card(
                ctx.player, effect.ask or one, prompt, listed(), optional=effect.optional
            )
            if picked is None:
                return last
            act(picked)
            last = picked
        return last
    most = q.count if q.kind == "up-to" else None
    for uid in game.choose_cards(ctx.player, effect.ask or many, prompt, listed(), at_most=most):
        act(uid)
        last = uid
    return last


def _for_the_most(
    ctx: Context,
    effect: Effect,
    act: Callable[[str], object],
    found: list[str],
    *,
    one: DecisionKind,
    prompt: str,
) -> str | None:
    """lang-extremes: the one minion of a superlative in each of its groups (one group
    unless ``most_per``), each chosen among its tied minions by whom the tie-break says,
    all chosen before any is acted on; a tie-less group is no choice. "You may": the
    effect's player says whether (once, for all the groups), before any tie is broken."""
    s = effect.target or Selector()
    game = ctx.game
    groups = most_groups(ctx, s, found)
    choosers = [tie_chooser(ctx, s, tied) for tied in groups]
    optional = effect.optional
    if optional and groups and (len(groups) > 1 or any(c != ctx.player for c in choosers)):
        if not game.may(ctx.player, prompt, source=ctx.card):
            return None
        optional = False
    picked: list[str] = []
    for tied, chooser in zip(groups, choosers, strict=True):
        kind = effect.ask or one
        uid = game.choose_card(chooser, kind, prompt, tied, optional=optional)
        if uid is None:
            return None
        picked.append(uid)
    last = None
    for uid in picked:
        act(uid)
        last = uid
    return last


#: The verbs whose targets an effect changes: acting on a minion in play, they directly
#: affect it (drawing, gaining VPs, extra plays affect no minion).
AFFECTING: frozenset[Verb] = frozenset(
    {
        "power",
        "destroy",
        "return",
        "move",
        "control",
        "place-counters",
        "move-counters",
        "remove-counters",
        "shuffle",
        "stasis",  # lang-d: a minion placed in stasis (this card's own stasis is no target)
    }
)


def minion_targets(abilities: CardAbilities) -> tuple[Selector, ...]:
    """The selectors with which a card's on-play effects (and a Special's) act on cards
    in play: what it can directly affect when it is played."""
    found: list[Selector] = []
    for ability in abilities.abilities:
        if ability.timing not in ("on-play", "special"):
            continue
        for effect in walk(ability.effects):
            s = effect.target or Selector()
            if effect.verb in AFFECTING and _in_play_target(s):
                found.append(s)
    return tuple(found)


def _in_play_target(s: Selector) -> bool:
    return s.pile == "play" and s.what in ("minion", "card") and s.this in (None, "chosen", "event")


def affects_a_minion(game: Game, uid: str) -> bool:
    """True if the action ``uid`` directly affects a minion by what it is: it is played
    on a minion, or its on-play effects (or its Special's) can target a minion in play."""
    if game.modifier_target(uid) == "minion":
        return True
    registry = game.registry_of(game.definition(uid).id)
    return registry is not None and bool(registry.targets.get(game.definition(uid).id))


def could_affect(game: Game, player: str, uid: str, minion: str) -> bool:
    """True if the action ``uid``, played by ``player``, can directly affect ``minion``:
    it is played on a minion, or one of its effects can target that minion (whose,
    what, power, name ... as its selector says; where it is played is not known yet)."""
    if game.modifier_target(uid) == "minion":
        return True
    registry = game.registry_of(game.definition(uid).id)
    if registry is None:
        return False
    ctx = Context(game, uid, player, Timing.ON_PLAY, must_affect=minion)
    for s in registry.targets.get(game.definition(uid).id, ()):
        if s.this is not None:
            return True  # "that minion": whichever an earlier effect chose
        anywhere = replace(s, where="anywhere", what="minion", superlative=None)
        if matches(ctx, minion, anywhere):
            return True
    return False
