"""The ongoing abilities of the card language (``ongoing:``): power, breakpoints,
protections, restrictions and score blockers, asked every time, never stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .. import legality
from ..actions import PutInHand
from ..events import CardPlayed
from ..registry import (
    Registry,
    breakpoint_modifier,
    player_power,
    power_modifier,
    power_setter,
    protection,
    restriction,
    score_blocker,
)

if TYPE_CHECKING:
    from ..game import Game

Effect = Mapping[str, Any]


def register_ongoing(card_id: str, ongoing: Mapping[str, Any], registry: Registry) -> None:
    if "power" in ongoing:
        amount = int(ongoing["power"])

        def own_power(game: Game, source: str, target: str) -> int:
            host = game.location(source).host
            return amount if target in (source, host) else 0

        power_modifier(card_id, registry=registry)(own_power)
    if "set-power" in ongoing:
        value = int(ongoing["set-power"])

        def sets(game: Game, source: str, target: str) -> int | None:
            return value if target in (source, game.location(source).host) else None

        power_setter(card_id, registry=registry)(sets)
    if "power-here" in ongoing:
        here = int(ongoing["power-here"])

        def power_here(game: Game, source: str, target: str) -> int:
            same = game.base_of(target) == game.base_of(source)
            return here if target != source and same else 0

        power_modifier(card_id, registry=registry)(power_here)
    if "breakpoint" in ongoing:
        change = int(ongoing["breakpoint"])

        def breakpoint(game: Game, source: str, base: str) -> int:
            return change if base in (source, game.base_of(source)) else 0

        breakpoint_modifier(card_id, registry=registry)(breakpoint)
    if "player-power" in ongoing:
        bonus = int(ongoing["player-power"])

        def gives(game: Game, source: str, base: str, player: str) -> int:
            mine = game.controller(source) == player or (
                game.role(source) == "base" and player == game.state.active
            )
            return bonus if mine and base in (source, game.base_of(source)) else 0

        player_power(card_id, registry=registry)(gives)
    if ongoing.get("protected"):

        def protects(game: Game, source: str, target: str, by: str | None) -> bool:
            if target not in (source, game.location(source).host) or by is None:
                return False
            by_player = game.controller(by) or game.card(by).owner
            return bool(by_player != game.controller(target))

        protection(card_id, registry=registry)(protects)
    if ongoing.get("protected-from-actions"):

        def from_actions(game: Game, source: str, target: str, by: str | None) -> bool:
            if target != source or by is None or not game.definition(by).is_action:
                return False
            return game.player_of(by) != game.controller(source)

        protection(card_id, registry=registry)(from_actions)
    if ongoing.get("cannot-score"):

        def blocks(game: Game, source: str, base: str) -> bool:
            return bool(base in (source, game.base_of(source)))

        score_blocker(card_id, registry=registry)(blocks)
    if ongoing.get("no-minions-here"):

        def forbids(game: Game, source: str, play: Any) -> str | None:
            base = getattr(play, "base", None)
            if base is not None and base in (source, game.base_of(source)):
                return f"{source} says minions can't be played at {base}"
            return None

        restriction(card_id, registry=registry)(forbids)


def _host_or_self(game: Game, source: str, target: str) -> bool:
    return bool(target in (source, game.location(source).host))


def _minion_modifiers_of(game: Game, player: str | None) -> int:
    return sum(
        1
        for uid in game.active_cards()
        if game.role(uid) == "modifier"
        and game.modifier_target(uid) == "minion"
        and game.controller(uid) == player
    )


def _other_minions_in_play(game: Game, source: str) -> list[str]:
    """The other minions the controller of ``source`` has in play: at bases and in stasis
    (their presence on the table counts), not face down (buried or stored)."""
    mine = game.controller(source)
    return [
        uid
        for uid, record in game.state.in_play.items()
        if uid != source
        and record.controller == mine
        and record.role in ("minion", "stasis")
        and game.definition(uid).is_minion
    ]


def _protected_here(game: Game, source: str, target: str) -> bool:
    return bool(
        game.role(target) == "minion"
        and game.base_of(target) == game.base_of(source)
        and game.controller(target) == game.controller(source)
    )


def register_more_ongoing(card_id: str, ongoing: Mapping[str, Any], registry: Registry) -> None:
    """protect-here, power-per-modifier, power-if-here, power-per-counter,
    power-per-minion, first-minion-elsewhere."""
    if ongoing.get("protect-here"):

        def guards(game: Game, source: str, target: str, by: str | None) -> bool:
            if by is None or not _protected_here(game, source, target):
                return False
            return bool(game.player_of(by) != game.controller(source))

        protection(card_id, registry=registry)(guards)  # modifiers too: the engine asks
    if "power-per-modifier" in ongoing:
        each = int(ongoing["power-per-modifier"])

        def per_modifier(game: Game, source: str, target: str) -> int:
            if not _host_or_self(game, source, target):
                return 0
            return each * _minion_modifiers_of(game, game.controller(source))

        power_modifier(card_id, registry=registry)(per_modifier)
    if "power-if-here" in ongoing:
        rule = ongoing["power-if-here"]
        names = {str(n) for n in rule.get("cards", ())}
        bonus = int(rule.get("amount", 0))

        def if_here(game: Game, source: str, target: str) -> int:
            if not _host_or_self(game, source, target):
                return 0
            here = game.cards_at(game.base_of(source) or "")
            found = any(uid in names or game.definition(uid).name in names for uid in here)
            return bonus if found else 0

        power_modifier(card_id, registry=registry)(if_here)
    if "power-per-counter" in ongoing:
        per = int(ongoing["power-per-counter"])

        def per_counter(game: Game, source: str, target: str) -> int:
            return per * int(game.counters(target)) if _host_or_self(game, source, target) else 0

        power_modifier(card_id, registry=registry)(per_counter)
    if "power-per-minion" in ongoing:
        per_minion = int(ongoing["power-per-minion"])

        def per_other_minion(game: Game, source: str, target: str) -> int:
            if target != source:
                return 0
            return per_minion * len(_other_minions_in_play(game, source))

        power_modifier(card_id, registry=registry)(per_other_minion)
    if ongoing.get("hand-lock"):

        def hand_lock(game: Game, source: str, play: Any) -> str | None:
            host = game.location(source).host
            if not isinstance(play, PutInHand) or host is None:
                return None
            locked = game.controller(host)
            mine = game.controller(source)
            if play.player == locked != mine and game.state.active == locked:
                return f"{source}: {locked} can't put cards in their hand this turn"
            return None

        restriction(card_id, registry=registry)(hand_lock)
    if ongoing.get("first-minion-elsewhere"):

        def first_elsewhere(game: Game, source: str, play: Any) -> str | None:
            base = game.base_of(source) or source
            if getattr(play, "base", None) != base or play.player == game.controller(source):
                return None
            if not game.definition(play.card).is_minion:
                return None
            allowance = legality.allowance(game, play.player, play.card, "minion", base, play.using)
            if getattr(allowance, "bases", None) == (base,):
                return None  # a card says the minion is played here
            played = [
                e
                for e in game.log
                if isinstance(e, CardPlayed)
                and e.player == play.player
                and game.definition(e.card).is_minion
                and this_turn(game, e)
            ]
            if not played:
                return f"{play.player}'s first minion this turn can't be played at {base}"
            return None

        restriction(card_id, registry=registry)(first_elsewhere)


def this_turn(game: Game, wanted: Any) -> bool:
    for event in reversed(game.log):
        if event is wanted:
            return True
        if event.kind == "turn-began":
            return False
    return False
