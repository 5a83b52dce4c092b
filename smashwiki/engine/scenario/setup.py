"""A check's ``setup:`` (and ``players``, ``active``, ``phase``, ``cards``): the game
built as a snapshot, stand-ins compiled, real cards checked."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .. import definitions as d
from .. import standins
from ..errors import (
    InvalidScenario,
    not_a_player,
)
from ..game import Game
from ..registry import REGISTRY, Registry
from ..setup import GameBuilder
from ..state import (
    BASE_DECK,
    BASE_DISCARD,
    BOX,
    MADNESS_DECK,
    MONSTER_DECK,
    ROLE_BURIED,
    ROLE_MODIFIER,
    ROLE_STORED,
    TREASURE_DECK,
    Phase,
    Zone,
)
from .values import as_int, as_list, as_mapping, reading, reject_unknown

TOP_KEYS = {
    "players",
    "active",
    "phase",
    "goal",
    "seed",
    "cards",
    "setup",
    "do",
    "choices",
    "expect",
}
SETUP_KEYS = {
    "bases",
    "hands",
    "decks",
    "discards",
    "set-aside",
    "stasis",
    "vps",
    "plays",
    "base-deck",
    "base-discard",
    "madness-deck",
    "monster-deck",
    "treasure-deck",
    "box",
    "factions",
    "faction-decks",
    "faction-pool",
    "faction-sets",
}
BASE_KEYS = {
    "name",
    "card",
    "breakpoint",
    "vps",
    "minions",
    "modifiers",
    "titans",
    "buried",
    "monsters",
}
ENTRY_KEYS = {
    "card",
    "name",
    "counters",
    "controller",
    "modifiers",
    "stored",
    "owner",
    "copies",
    "set",
}


#: One line for each key of a check (:data:`TOP_KEYS`), of its ``setup:``, of a base in
#: ``setup.bases`` and of a card entry given as a mapping: the reference in CONTRIBUTING.md
#: and the check schema's descriptions are generated from them, and a test fails when a key
#: has no line.
TOP_KEY_DOCS: dict[str, str] = {
    "players": "who plays, in turn order (default Alan, Beth)",
    "active": "whose turn it is (default: the first player)",
    "phase": "the phase the game is at the beginning of: start, play (default), score, draw, end",
    "goal": "the VPs that win (default 15)",
    "seed": "seeds every shuffle",
    "cards": "stand-in cards by key, declared in the card language",
    "setup": "the starting position",
    "do": "the steps, in order",
    "choices": "the answers to the engine's questions, in order",
    "expect": "what must be true after the last step",
}
SETUP_KEY_DOCS: dict[str, str] = {
    "bases": "the bases in play, in order, each with the cards there",
    "hands": "each player's hand: {Alan: [knight, 3]}",
    "decks": "each player's deck, top first",
    "discards": "each player's discard pile",
    "set-aside": "titans beside their owner ({card: box, counters: 4} for a tally)",
    "stasis": "each player's cards in stasis ({card: x, counters: 2})",
    "vps": "each player's VPs",
    "plays": "normal plays left this turn: {Alan: {minions: 0, actions: 1}}",
    "base-deck": "the base deck, top first (a number is a vanilla base of that breakpoint)",
    "base-discard": "the base discard pile",
    "madness-deck": "the Madness deck: a number of Madness cards, or a list",
    "monster-deck": "the monster deck, top first",
    "treasure-deck": "the treasure deck, top first",
    "box": "cards in the box, out of the game (start-game drafts the factions there)",
    "factions": "stand-in factions: {mulan: [{card: 3, copies: 20}]}",
    "faction-pool": "factions in the middle of the table, for the draft of start-game",
    "faction-decks": "two factions shuffled into a player's deck: {Alan: [mulan, frozen]}",
    "faction-sets": "the set each stand-in faction comes from: {mulan: disney}",
}
BASE_KEY_DOCS: dict[str, str] = {
    "name": "the base's key in this check",
    "card": "a real base's id or a stand-in's key (instead of breakpoint and vps)",
    "breakpoint": "a vanilla base's breakpoint",
    "vps": "a vanilla base's VPs, winner first: [3, 2, 1]",
    "minions": "minions per player: {Alan: [10, knight]}",
    "modifiers": "base modifiers per player",
    "titans": "titans per player",
    "buried": "buried cards per player",
    "monsters": "monsters there (nobody controls them)",
}
ENTRY_KEY_DOCS: dict[str, str] = {
    "card": "a stand-in's key, a real card's id, or a number (a vanilla minion of that power)",
    "name": "the card's key in this check (for a number, or a second copy)",
    "counters": "its +1 power counters (in play), or its tally or stasis counters",
    "controller": "who controls it, when not its owner",
    "modifiers": "minion modifiers on it",
    "stored": "cards stored under it",
    "owner": "who owns a modifier, when not the minion's controller",
    "copies": "how many copies (in a stand-in faction)",
    "set": "the set a base of the base deck comes from (start-game grabs the chosen sets')",
}

DEFAULT_PLAYERS = ("Alan", "Beth")


@dataclass
class Build:
    """A game being set up: its builder, the registry of its stand-ins, their definitions."""

    builder: GameBuilder
    registry: Registry
    standins: list[d.CardDef] = field(default_factory=list)


def build_setup(check: Mapping[str, Any], catalog: Mapping[str, d.CardDef]) -> Build:
    """Build the starting position a check describes (the game is not made yet)."""
    reject_unknown(check, TOP_KEYS, "check")
    with reading("players"):
        players = [str(p) for p in as_list(check.get("players", list(DEFAULT_PLAYERS)), "players")]
    phase = str(check.get("phase", "play"))
    if phase not in {p.value for p in Phase}:
        raise InvalidScenario(
            f"unknown phase {phase!r}: one of {[p.value for p in Phase]}", field=("phase",)
        )
    goal = as_int(check.get("goal", 15), "goal", least=1)
    with reading("active"):
        builder = GameBuilder(
            players, active=check.get("active"), phase=phase, goal=goal, catalog=catalog
        )
    with reading("cards"):
        definitions, registry = compile_standins(repr(check.get("cards")), check.get("cards"))
    build = Build(builder, registry, list(definitions))
    for key, definition in zip(as_mapping(check.get("cards"), "cards"), definitions, strict=True):
        builder.define(definition)
        builder.definitions[str(key)] = definition
    with reading("setup"):
        _setup(builder, as_mapping(check.get("setup"), "setup"))
    return build


#: The piles of each player a setup lists cards in, by key.
PILES: tuple[tuple[str, Zone], ...] = (
    ("hands", "hand"),
    ("decks", "deck"),
    ("discards", "discard"),
    ("set-aside", "set-aside"),
)


def _setup(builder: GameBuilder, setup: Mapping[str, Any]) -> None:
    """The ``setup:`` of a check, each problem said with where in ``setup`` it is."""
    reject_unknown(setup, SETUP_KEYS, "setup")
    for index, base in enumerate(as_list(setup.get("bases"), "bases")):
        with reading("bases", index):
            _setup_base(builder, as_mapping(base, "a base"))
    for key, zone in PILES:
        for player, index, entry in _entries_of_players(setup, key):
            with reading(key, player, index):
                card, name, extra = _entry(entry, WITH_COUNTERS if zone == "set-aside" else PLAIN)
                [uid] = builder.pile(player, zone, card, uids=[name])
                if zone == "set-aside" and extra.get("counters"):
                    builder.state.tallies[uid] = as_int(extra["counters"], "counters", least=0)
    for player, index, entry in _entries_of_players(setup, "stasis"):
        with reading("stasis", player, index):
            card, name, extra = _entry(entry, WITH_COUNTERS)
            counters = as_int(extra.get("counters", 0), "counters", least=0)
            builder.stasis(player, card, counters, uid=name)
    for player, amount in as_mapping(setup.get("vps"), "vps").items():
        with reading("vps", str(player)):
            builder.vp(str(player), as_int(amount))
    for player, plays in as_mapping(setup.get("plays"), "plays").items():
        with reading("plays", str(player)):
            plays = as_mapping(plays, "plays")
            minions = as_int(plays.get("minions", 1), "minions", least=0)
            builder.plays(str(player), minions, as_int(plays.get("actions", 1), "actions", least=0))
    _setup_shared(builder, setup)
    _setup_faction_decks(builder, setup)


def _entries_of_players(setup: Mapping[str, Any], key: str) -> Iterator[tuple[str, int, Any]]:
    """``(player, position, entry)`` for every card listed under ``setup[key]``."""
    for player, cards in as_mapping(setup.get(key), key).items():
        with reading(key, str(player)):
            entries = as_list(cards, f"{key} of {player}")
        for index, entry in enumerate(entries):
            yield str(player), index, entry


def _setup_faction_decks(builder: GameBuilder, setup: Mapping[str, Any]) -> None:
    factions: dict[str, list[Any]] = {}
    names: dict[str, list[str | None]] = {}
    for faction, entries in as_mapping(setup.get("factions"), "factions").items():
        cards: list[Any] = []
        uids: list[str | None] = []
        for index, entry in enumerate(as_list(entries, f"faction {faction}")):
            with reading("factions", str(faction), index):
                card, name, extra = _entry(entry, IN_A_FACTION)
                copies = as_int(extra.get("copies", 1), "copies", least=1)
            cards += [card] * copies
            uids += [name] + [None] * (copies - 1)
        factions[str(faction)] = cards
        names[str(faction)] = uids
    sets = {
        str(f): str(s) for f, s in as_mapping(setup.get("faction-sets"), "faction-sets").items()
    }
    if [f for f in sets if f not in factions]:
        raise InvalidScenario("unknown factions in faction-sets: define them under factions:")
    pool = [str(f) for f in as_list(setup.get("faction-pool"), "faction-pool")]
    if [f for f in pool if f not in factions]:
        raise InvalidScenario("unknown factions in faction-pool: define them under factions:")
    if pool:
        uids = [u for f in pool for u in names[f]]
        builder.faction_pool({f: factions[f] for f in pool}, uids, sets=sets)
    for player, chosen in as_mapping(setup.get("faction-decks"), "faction-decks").items():
        with reading("faction-decks", str(player)):
            unknown = [f for f in as_list(chosen, "faction-decks") if f not in factions]
            if unknown:
                raise InvalidScenario(f"unknown factions {unknown}: define them under factions:")
            builder.faction_deck(str(player), {str(f): factions[f] for f in chosen}, sets=sets)


_COMPILED: dict[str, tuple[tuple[d.CardDef, ...], Registry]] = {}


def compile_standins(key: str, cards: Any) -> tuple[tuple[d.CardDef, ...], Registry]:
    """The stand-ins of a check and the registry of their abilities, compiled once per
    distinct ``cards:`` mapping (both are immutable once made)."""
    if key not in _COMPILED:
        registry = Registry()
        definitions = []
        for name, spec in as_mapping(cards, "cards").items():
            with reading(str(name)):
                definition = _standin(str(name), spec)
            standins.register(definition, registry)
            definitions.append(definition)
        if len(_COMPILED) > 10_000:
            _COMPILED.clear()
        _COMPILED[key] = (tuple(definitions), registry)
    return _COMPILED[key]


#: What ``set:`` means, and where: only a base of the base deck or discard pile has one.
SET_ONLY = (
    "only a base in the base deck or the base discard pile has a set here (start-game grabs "
    "the bases of the chosen factions' sets); on this card it would change nothing"
)


def _standin(name: str, spec: Any) -> d.CardDef:
    """A stand-in's definition; a value of its spec that reading it can't use (a text
    for a number) is the check's fault, said as such."""
    try:
        return standins.define(name, spec)
    except (TypeError, ValueError, AttributeError, KeyError) as error:
        raise InvalidScenario(f"{type(error).__name__}: {error}") from None


#: The keys a card entry may give where it is (``card`` and ``name`` anywhere): any other
#: key of :data:`ENTRY_KEYS` would change nothing there, so the check is malformed.
PLAIN = frozenset({"card", "name"})
IN_A_PILE = PLAIN
WITH_COUNTERS = PLAIN | {"counters"}
A_MINION = PLAIN | {"counters", "controller", "modifiers", "stored"}
ON_A_BASE = PLAIN | {"counters", "controller"}
A_MONSTER = PLAIN | {"controller"}
ON_A_MINION = PLAIN | {"counters", "controller", "owner"}
IN_A_FACTION = PLAIN | {"copies"}
A_BASE_IN_A_PILE = PLAIN | {"set"}
#: Each kind of place a card entry stands in, and the keys it may give there: the check
#: schema types a card entry at each place from it (smashwiki.reference).
ENTRY_PLACES: dict[str, frozenset[str]] = {
    "pile": IN_A_PILE,
    "counted": WITH_COUNTERS,
    "minion": A_MINION,
    "on_base": ON_A_BASE,
    "monster": A_MONSTER,
    "on_minion": ON_A_MINION,
    "faction": IN_A_FACTION,
    "base_in_a_pile": A_BASE_IN_A_PILE,
}


def _entry(
    entry: Any, reads: frozenset[str] = IN_A_PILE
) -> tuple[d.CardDef | int | str, str | None, Mapping[str, Any]]:
    """A card entry: the card, its name if given, and the mapping (``{}`` for a plain
    card). ``reads``: the keys the entry may give where it is."""
    if isinstance(entry, dict | Mapping):
        reject_unknown(entry, ENTRY_KEYS, "a card entry")
        for key in entry:
            if key == "set" and key not in reads:
                raise InvalidScenario(SET_ONLY, field=("set",))
            if key not in reads:
                raise InvalidScenario(
                    f"a card here does not use {key}: (it would change nothing); a card here "
                    f"may give {', '.join(sorted(reads))}",
                    field=(str(key),),
                )
        if "card" not in entry:
            raise InvalidScenario(f"a card entry needs card: ({dict(entry)})")
        name = entry.get("name")
        return entry["card"], str(name) if name is not None else None, entry
    if isinstance(entry, int | str):
        return entry, None, {}
    raise InvalidScenario(f"{entry!r} is not a card")


def _setup_base(builder: GameBuilder, base: Mapping[str, Any]) -> None:
    reject_unknown(base, BASE_KEYS, "a base")
    if "name" not in base:
        raise InvalidScenario("every base needs a name:")
    name = str(base["name"])
    if "card" in base:
        builder.base(name, card=base["card"])
    else:
        vps = as_list(base.get("vps", [3, 2, 1]), "vps")
        points = tuple(as_int(vp, "vps", index, least=0) for index, vp in enumerate(vps))
        breakpoint = as_int(base.get("breakpoint", 20), "breakpoint", least=0)
        builder.base(name, breakpoint=breakpoint, vps=points)
    for player, key, index, entry in _entries_by_player(base, "minions", "titans"):
        with reading(key, player, index):
            _setup_minion(builder, player, name, entry)
    for player, key, index, entry in _entries_by_player(base, "modifiers", "buried"):
        with reading(key, player, index):
            card, uid, extra = _entry(entry, ON_A_BASE)
            counters = as_int(extra.get("counters", 0), "counters", least=0)
            role = ROLE_BURIED if key == "buried" else ROLE_MODIFIER
            controller = _player_in(builder, extra, "controller")
            builder.attach(
                player, name, card, uid=uid, counters=counters, controller=controller, role=role
            )
    for index, entry in enumerate(as_list(base.get("monsters"), "monsters")):
        with reading("monsters", index):
            card, uid, extra = _entry(entry, A_MONSTER)
            controller = _player_in(builder, extra, "controller")
            builder.add_minion(None, name, card, uid=uid, controller=controller)


def _setup_minion(builder: GameBuilder, player: str, base: str, entry: Any) -> None:
    card, uid, extra = _entry(entry, A_MINION)
    uid = builder.add_minion(
        player,
        base,
        card,
        uid=uid,
        counters=as_int(extra.get("counters", 0), "counters", least=0),
        controller=_player_in(builder, extra, "controller"),
    )
    for index, child in enumerate(as_list(extra.get("modifiers"), "modifiers")):
        with reading("modifiers", index):
            child_card, child_uid, child_extra = _entry(child, ON_A_MINION)
            builder.attach(
                _player_in(builder, child_extra, "owner") or player,
                uid,
                child_card,
                uid=child_uid,
                role=ROLE_MODIFIER,
                counters=as_int(child_extra.get("counters", 0), "counters", least=0),
                controller=_player_in(builder, child_extra, "controller"),
            )
    for index, child in enumerate(as_list(extra.get("stored"), "stored")):
        with reading("stored", index):
            child_card, child_uid, _ = _entry(child)
            builder.attach(player, uid, child_card, uid=child_uid, role=ROLE_STORED)


def _player_in(builder: GameBuilder, entry: Mapping[str, Any], key: str) -> str | None:
    """``entry[key]``, a player of the check (a card's controller or owner), or None if the
    entry does not say; a name that is no player makes the check malformed, never a card
    controlled by nobody playing."""
    name = entry.get(key)
    if name is None:
        return None
    if str(name) not in builder.state.players:
        raise not_a_player(name, builder.state.order).within(key)
    return str(name)


def _setup_shared(builder: GameBuilder, setup: Mapping[str, Any]) -> None:
    for key, zone in (("base-deck", BASE_DECK), ("base-discard", BASE_DISCARD)):
        for index, entry in enumerate(as_list(setup.get(key), key)):
            with reading(key, index):
                card, name, extra = _entry(entry, A_BASE_IN_A_PILE)
            if isinstance(card, int):
                card = d.vanilla_base(card, name=name)
            if "set" in extra:
                card = replace(builder.resolve(card), card_set=str(extra["set"]))
            builder.shared(zone, card, uids=[name])
    madness = setup.get("madness-deck")
    if isinstance(madness, int):
        count = as_int(madness, "madness-deck", least=0)
        builder.shared(MADNESS_DECK, *([d.MADNESS_CARD] * count))
    else:
        for index, entry in enumerate(as_list(madness, "madness-deck")):
            with reading("madness-deck", index):
                card, name, _ = _entry(entry)
                builder.shared(MADNESS_DECK, card, uids=[name])
    shared = (("monster-deck", MONSTER_DECK), ("treasure-deck", TREASURE_DECK), ("box", BOX))
    for key, zone in shared:
        for index, entry in enumerate(as_list(setup.get(key), key)):
            with reading(key, index):
                card, name, _ = _entry(entry)
                builder.shared(zone, card, uids=[name])


def real_cards(game: Game) -> frozenset[str]:
    """Ids of the real (not stand-in) cards in the game."""
    return frozenset(
        card.definition.id
        for card in game.state.cards.values()
        if not card.definition.standin and card.definition.kind != d.MADNESS
    )


def check_real_cards(game: Game, registry: Registry, uids: Sequence[str]) -> None:
    """A real card whose abilities the engine lacks may sit in a pile, but not be in play."""
    for uid in uids:
        definition = game.definition(uid)
        if definition.standin or definition.kind == d.MADNESS or definition.text == "":
            continue
        if not any(
            (
                game.registry_of(definition.id) is not None,  # declared abilities too
                registry.knows(definition.id),
                REGISTRY.knows(definition.id),
            )
        ):
            known = "its text is unknown" if definition.text is None else "it is not implemented"
            raise InvalidScenario(
                f"{definition.id} is in play but the engine cannot play it ({known}); "
                "use a stand-in (cards: ... standin-for:) or implement the card"
            )


def _entries_by_player(base: Mapping[str, Any], *keys: str) -> Iterator[tuple[str, str, int, Any]]:
    """``(player, key, position, entry)`` for every entry listed under ``keys`` of a base."""
    for key in keys:
        for player, index, entry in _entries_of_players(base, key):
            yield player, key, index, entry
