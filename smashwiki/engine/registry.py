"""Card abilities are code, registered by card id and timing.

One module per faction under :mod:`smashwiki.engine.cards` registers its cards::

    from smashwiki.engine import effects, plays
    from smashwiki.engine.registry import Timing, ability, power_modifier

    @ability("time-travelers/doctor-when", Timing.ON_PLAY, optional=True)
    def doctor_when(ctx: Context) -> None:
        game = ctx.game
        mine = [m for m in game.minions_in_play() if game.controller(m) == ctx.player
                and m != ctx.card]
        target = game.choose_card(ctx.player, "return-minion", "Return which minion?",
                                  mine, optional=True)
        if target:
            effects.return_to_hand(game, target, source=ctx.card)
            plays.grant_extra(game, ctx.player, "minion", card=target, immediate=True,
                              source=ctx.card)

    @power_modifier("monsters/alpha")
    def alpha(game: Game, source: str, target: str) -> int:
        return 1 if target != source and game.base_of(target) == game.base_of(source) else 0

Kinds of registration:

* :func:`ability`: runs at a timing (:class:`Timing`): on play, talent, start or
  end of turn, before / when / after scoring, goes to the discard pile, as a card's
  play starts (``when-play``: before its on-play ability), after a card is played,
  after a counter is placed, when a minion is directly affected, after a card is
  discarded from a hand, after a scored base's cards went to the discard piles
  (``base-cleared``: "after scoring" abilities that wait for them), in the Draw 2
  Cards phase.
  ``optional=True`` for "you may" abilities (they wait their turn in Me First!).
  ``from_hand=True`` for Specials that work from the hand (or, for a titan, from
  beside its owner) at that moment.
  ``when`` is a condition on the :class:`Context` (e.g. "before *this* base scores").
  ``once_per_turn=True``: not again in a turn in which it was used (it counts as used
  as it starts, so what it causes cannot trigger it again).
  ``describes`` gives the players a base's "you" (or "the winner") describes: the
  ability is theirs, one trigger each (a base is controlled by nobody).
* :func:`power_modifier` / :func:`breakpoint_modifier`: ongoing changes, asked every
  time power is derived (they return a number, they never store one);
  :func:`power_setter` for "this minion's power is N"; :func:`player_power` for power
  a card gives a player at a base without a minion.
* :func:`protection`: "can't be affected by ...": return True to refuse an effect.
* :func:`restriction`: "can't ...": return a reason to forbid a play; a restriction
  always beats a permission.
* :func:`score_blocker`: "this base cannot score".
* :func:`modifier`: the card is played on a base or on a minion and stays there.
* :func:`watcher`: sees every event while the card is set aside (a titan's Special);
  Time Box counts with it on a tally (:func:`~smashwiki.engine.effects.change_tally`),
  its counters being for literal counting only: a card out of play never has +1 power counters.
* :func:`titan_instead_of`: "Special: Instead of your regular minion [or action] play,
  you may play this titan". Without it a titan is played only through a grant (a card
  that says "play this titan", e.g. Time Box after its fifth counter).

Abilities read the game through :class:`~smashwiki.engine.game.Game` and change it
through the rules' module functions (:mod:`~smashwiki.engine.effects`,
:mod:`~smashwiki.engine.plays`, ...), which turn every change into an event. An ability
that affects one chosen minion passes ``source=ctx.card``; the game records it as *directly*
affecting that minion (see :meth:`Game.directly_affected`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .game import (
    REGISTRY,
    Ability,
    AbilityFn,
    BarrierFn,
    BlockerFn,
    Condition,
    Context,
    Describes,
    PlayerPowerFn,
    PowerFn,
    PowerSetFn,
    ProtectionFn,
    Registry,
    RestrictionFn,
    StandingGrantFn,
    Timing,
    WatcherFn,
)

if TYPE_CHECKING:
    from .language.grammar import Selector

__all__ = [
    "REGISTRY",
    "Ability",
    "AbilityFn",
    "BlockerFn",
    "Condition",
    "Context",
    "Describes",
    "PlayerPowerFn",
    "PowerFn",
    "PowerSetFn",
    "ProtectionFn",
    "Registry",
    "RestrictionFn",
    "StandingGrantFn",
    "Timing",
    "WatcherFn",
    "ability",
    "aims",
    "breakpoint_modifier",
    "modifier",
    "player_power",
    "power_modifier",
    "power_setter",
    "indestructible",
    "immovable",
    "barrier",
    "protection",
    "restriction",
    "score_blocker",
    "standing_grant",
    "tag",
    "titan_instead_of",
    "watcher",
]


def ability(
    card_id: str,
    timing: Timing,
    *,
    optional: bool = False,
    from_hand: bool = False,
    when: Condition | None = None,
    once_per_turn: bool = False,
    describes: Describes | None = None,
    from_discard: bool = False,
    once_per_player: bool = False,
    registry: Registry | None = None,
    per_name: str | None = None,
    as_usual: bool = False,
) -> Callable[[AbilityFn], AbilityFn]:
    """Register the decorated function as ``card_id``'s ability at ``timing``.

    ``once_per_turn``: the ability does not trigger again in a turn in which it was
    used (for the same card; for a base's ability with ``describes`` and
    ``once_per_player``, by the same player); the one way "once per turn" is kept. ``describes``
    gives, for a base, the players its "you" describes (each gets the ability, and
    each decides an optional one in their turn of Me First!). ``from_discard``: it works
    while its card is in its owner's discard pile (and not in play). ``per_name``
    (lang-specials): its player uses the ability of one card of this card's name only
    once each turn (``turn``) or for each base of its moment (``base``); ``as_usual``: a
    Special from the hand that is one more way to play a card also played as usual."""

    def register(function: AbilityFn) -> AbilityFn:
        (registry or REGISTRY).add(
            Ability(
                card_id,
                timing,
                function,
                optional,
                from_hand,
                when,
                function.__doc__ or "",
                once_per_turn,
                describes,
                from_discard,
                once_per_player,
                per_name,
                as_usual,
            )
        )
        return function

    return register


def power_modifier(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[PowerFn], PowerFn]:
    """Register ``fn(game, source, target) -> int``: power ``source`` (in play) gives ``target``."""

    def register(function: PowerFn) -> PowerFn:
        (registry or REGISTRY).power.setdefault(card_id, []).append(function)
        return function

    return register


def breakpoint_modifier(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[PowerFn], PowerFn]:
    """Register ``fn(game, source, base) -> int``: change to ``base``'s breakpoint."""

    def register(function: PowerFn) -> PowerFn:
        (registry or REGISTRY).breakpoint.setdefault(card_id, []).append(function)
        return function

    return register


def protection(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[ProtectionFn], ProtectionFn]:
    """Register ``fn(game, source, target, by) -> bool``: True if ``target`` is protected
    from an effect of the card ``by``."""

    def register(function: ProtectionFn) -> ProtectionFn:
        (registry or REGISTRY).protections.setdefault(card_id, []).append(function)
        return function

    return register


def indestructible(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[ProtectionFn], ProtectionFn]:
    """Register ``fn(game, source, target, by) -> bool``: True if ``target`` cannot be
    destroyed by an effect of the card ``by`` (``by`` None: by no card, as a rule)."""

    def register(function: ProtectionFn) -> ProtectionFn:
        (registry or REGISTRY).indestructible.setdefault(card_id, []).append(function)
        return function

    return register


def immovable(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[ProtectionFn], ProtectionFn]:
    """Register ``fn(game, source, target, by) -> bool``: True if ``target`` cannot be
    moved to another base by an effect of the card ``by`` (``by`` None: by no card, as a rule)."""

    def register(function: ProtectionFn) -> ProtectionFn:
        (registry or REGISTRY).immovable.setdefault(card_id, []).append(function)
        return function

    return register


def barrier(card_id: str, *, registry: Registry | None = None) -> Callable[[BarrierFn], BarrierFn]:
    """Register ``fn(game, source, target, base, by) -> bool``: True if ``target`` cannot
    be moved to ``base`` by an effect of the card ``by`` (lang-r: "minions cannot be moved
    to this base")."""

    def register(function: BarrierFn) -> BarrierFn:
        (registry or REGISTRY).barriers.setdefault(card_id, []).append(function)
        return function

    return register


def restriction(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[RestrictionFn], RestrictionFn]:
    """Register ``fn(game, source, play) -> reason | None``: forbid a play (``can't``)."""

    def register(function: RestrictionFn) -> RestrictionFn:
        (registry or REGISTRY).restrictions.setdefault(card_id, []).append(function)
        return function

    return register


def standing_grant(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[StandingGrantFn], StandingGrantFn]:
    """Register ``fn(game, source, player) -> grant | None`` (lang-limit): an extra play
    ``source`` gives ``player`` on each of their turns while it is in play."""

    def register(function: StandingGrantFn) -> StandingGrantFn:
        (registry or REGISTRY).standing_grants.setdefault(card_id, []).append(function)
        return function

    return register


def score_blocker(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[BlockerFn], BlockerFn]:
    """Register ``fn(game, source, base) -> bool``: True if ``base`` cannot score."""

    def register(function: BlockerFn) -> BlockerFn:
        (registry or REGISTRY).blockers.setdefault(card_id, []).append(function)
        return function

    return register


def player_power(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[PlayerPowerFn], PlayerPowerFn]:
    """Register ``fn(game, source, base, player) -> int``: power a card gives a player at a
    base without any minion (non-minion power, e.g. a base granting power)."""

    def register(function: PlayerPowerFn) -> PlayerPowerFn:
        (registry or REGISTRY).player_power.setdefault(card_id, []).append(function)
        return function

    return register


def watcher(card_id: str, *, registry: Registry | None = None) -> Callable[[WatcherFn], WatcherFn]:
    """Register ``fn(game, card, event)``: called after every event while the card is set
    aside beside its owner (a titan out of play whose text still works there)."""

    def register(function: WatcherFn) -> WatcherFn:
        (registry or REGISTRY).watchers.setdefault(card_id, []).append(function)
        return function

    return register


TITAN_PLAYS = ("minion", "action")


def titan_instead_of(card_id: str, *plays: str, registry: Registry | None = None) -> None:
    """Declare that the titan ``card_id`` may be played instead of the regular ``minion``
    and/or ``action`` play ("Special: Instead of your regular minion play, you may play
    this titan")."""
    wrong = [play for play in plays if play not in TITAN_PLAYS]
    if not plays or wrong:
        raise ValueError(f"a titan is played instead of a regular {TITAN_PLAYS}, not {wrong}")
    table = (registry or REGISTRY).titan_plays
    table[card_id] = table.get(card_id, frozenset()) | frozenset(plays)


def power_setter(
    card_id: str, *, registry: Registry | None = None
) -> Callable[[PowerSetFn], PowerSetFn]:
    """Register ``fn(game, source, target) -> int | None``: a power that replaces the
    minion's own (printed, counters and every modifier ignored), or None."""

    def register(function: PowerSetFn) -> PowerSetFn:
        (registry or REGISTRY).power_set.setdefault(card_id, []).append(function)
        return function

    return register


def tag(card_id: str, *tags: str, registry: Registry | None = None) -> None:
    """Give ``card_id`` facts other cards ask about, e.g. ``affects-minion`` for "an
    action that directly affects a minion" (see :meth:`Game.has_tag`)."""
    (registry or REGISTRY).tags.setdefault(card_id, set()).update(tags)


def aims(card_id: str, *targets: Selector, registry: Registry | None = None) -> None:
    """Declare what a card written in Python acts on in play when it is played (the
    card language derives it from a declared card's effects): an action aimed at a
    minion this way can be "an action that directly affects" it."""
    found = registry or REGISTRY
    found.targets[card_id] = (*found.targets.get(card_id, ()), *targets)


def modifier(card_id: str, target: str, *, registry: Registry | None = None) -> None:
    """Declare that ``card_id`` is played on a ``base``, a ``minion`` or one of its
    player's own minions (``your-minion``), or on another player's (``other-minion``,
    lang-where), or on a base where its player has a minion (``base-with-your-minion``)
    or none (``base-without-your-minion``), and stays there."""
    if target not in (
        "base",
        "minion",
        "your-minion",
        "other-minion",
        "base-with-your-minion",
        "base-without-your-minion",
    ):
        raise ValueError(f"a modifier is played on a base or a minion, not {target!r}")
    (registry or REGISTRY).modifiers[card_id] = target
