"""The worked example in words: the starting position and what happened."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import definitions as d
from ..events import Event
from ..game import Game
from ..state import (
    ROLE_BURIED,
)

QUIET_EVENTS = {"play-used", "plays-reset", "ability-resolved", "decision-made", "duel-began"}


def narrate_events(events: Sequence[Event]) -> list[str]:
    """The events in plain words, leaving out bookkeeping."""
    return [event.describe() for event in events if event.kind not in QUIET_EVENTS]


def narrate_setup(game: Game, stand_ins: Sequence[d.CardDef] = ()) -> list[str]:
    """The starting position in plain words."""
    state = game.state
    lines = [
        f"{_join(state.order)} play, in that order; it is {state.active}'s turn "
        f"({state.phase.value} phase)."
    ]
    for base in state.bases:
        lines.append(_base_words(game, base))
    for player in state.order:
        piles = state.players[player]
        for zone, cards in (
            ("hand", piles.hand),
            ("deck (top first)", piles.deck),
            ("discard pile", piles.discard),
            ("titans", piles.set_aside),
            ("stasis", piles.stasis),
        ):
            if cards:
                lines.append(f"{player}'s {zone}: {_join([_card_words(game, c) for c in cards])}.")
    vps = [f"{p} {state.players[p].vp}" for p in state.order if state.players[p].vp]
    if vps:
        lines.append(f"VPs: {', '.join(vps)}.")
    for zone, cards in sorted(state.shared.items()):
        if cards:
            lines.append(
                f"{zone.replace('-', ' ').capitalize()}: {len(cards)} card(s) "
                f"({_join(cards[:6])}{', ...' if len(cards) > 6 else ''})."
            )
    for stand_in in stand_ins:
        lines.append(f"Stand-in {stand_in.name!r}: {_spec_words(stand_in)}.")
    return lines


def _join(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _card_words(game: Game, uid: str) -> str:
    definition = game.definition(uid)
    if definition.is_minion:
        return f"{uid} (power {definition.power})"
    return uid


def _base_words(game: Game, base: str) -> str:
    definition = game.definition(base)
    vps = "-".join(str(v) for v in definition.vps)
    parts = []
    for uid in game.cards_at(base):
        record = game.state.in_play[uid]
        who = record.controller or "nobody"
        words = f"{who}'s {uid}"
        if record.role == "minion":
            words += f" (power {game.power(uid)}"
            words += f", {record.counters} counter(s))" if record.counters else ")"
        elif record.role == ROLE_BURIED:
            words += " (buried)"
        attached = game.attached(uid)
        if attached:
            words += f" with {_join(attached)} on it"
        parts.append(words)
    there = _join(parts) if parts else "no cards"
    return f"Base {base} (breakpoint {game.breakpoint(base)}, VPs {vps}): {there}."


def _spec_words(definition: d.CardDef) -> str:
    spec = {k: v for k, v in definition.spec.items() if k != "name"}
    inner = "; ".join(f"{k}: {flow(v)}" for k, v in spec.items())
    return inner or f"a vanilla {definition.type}"


def flow(value: Any) -> str:
    """``value`` the way it is written in YAML flow style: ``{on: before-scoring}``."""
    if isinstance(value, dict | Mapping):
        return "{" + ", ".join(f"{k}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
