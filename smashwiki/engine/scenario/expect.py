"""A check's ``expect:``: each kind of expectation (:data:`EXPECTATIONS`) knows how
to check itself, say itself in words, and be broken for mutation testing."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import legality, ongoing, turn
from ..actions import Action
from ..decisions import DECISION_QUESTIONS, NO, PASS, YES, as_decision_kind
from ..errors import (
    InvalidScenario,
    not_a_player,
)
from ..events import BaseScored, CardMoved, Event, GameEnded
from ..game import Game
from ..mechanics import madness
from ..mechanics.opening import first_player
from ..state import (
    IN_PLAY,
    ROLE_BURIED,
    ROLE_STORED,
    PlayGrant,
    Zone,
)
from .choices import ScriptedChooser
from .narrate import does_words, flow, options_words
from .nothing import check_names
from .steps import action_of, step_key, step_words
from .values import as_list, as_mapping, reading


def check_expectations(
    game: Game,
    chooser: ScriptedChooser,
    expect: Mapping[str, Any],
    field: tuple[str | int, ...] = (),
) -> list[str]:
    """Every problem with ``expect`` in ``game`` (an unknown key is an invalid check;
    ``field`` is where ``expect`` is in the check, for its errors)."""
    problems = []
    for key, value in expect.items():
        if key not in EXPECTATIONS:
            raise InvalidScenario(
                f"unknown expectation {key!r}; known: {sorted(EXPECTATIONS)}", field=field
            )
        try:
            problems += EXPECTATIONS[key].check(game, value)
        except InvalidScenario as error:
            raise error.within(*field, key) from None
    return problems


@dataclass(frozen=True)
class Expectation:
    """One kind of expectation: how to check it, say it, and break it (for mutation).
    ``told``: how to say it from the game it held in, when its words need more than its
    value (who was asked a decision)."""

    check: Callable[[Game, Any], list[str]]
    words: Callable[[Any], list[str]]
    mutate: Callable[[Any, Sequence[str]], Any]
    told: Callable[[Game, Any], list[str]] | None = None

    def said(self, game: Game, value: Any) -> list[str]:
        """The expectation, which holds in ``game``, in words."""
        return self.told(game, value) if self.told is not None else self.words(value)


def _per_item(value: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict | Mapping) or not value:
        raise InvalidScenario(f"expect {what} must be a non-empty mapping")
    return value


def _compare(what: str, got: Any, wanted: Any) -> list[str]:
    return [] if got == wanted else [f"{what} is {got!r}, expected {wanted!r}"]


def _numbers(what: str, get: Callable[[Game, str], int]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for key, wanted in _per_item(value, what).items():
            with reading(str(key)):
                problems += _compare(f"{what} of {key}", get(game, str(key)), wanted)
        return problems

    def words(value: Any) -> list[str]:
        return [f"{_upper(what)} of {key}: {wanted}." for key, wanted in value.items()]

    def mutate(value: Any, players: Sequence[str]) -> Any:
        key = next(iter(value))
        return {**value, key: int(value[key]) + 1}

    return Expectation(check, words, mutate)


def _playing(game: Game, player: str) -> str:
    """``player``, who must be playing: an expectation about a player the game lacks (a
    misspelt one) would hold by default (0 VPs, no Madness), so the check is malformed."""
    if player not in game.state.players:
        raise not_a_player(player, game.state.order)
    return player


def _known(game: Game, uid: str) -> str:
    """``uid``, a card or base of the game: an expectation about one it lacks would hold by
    default (no counters, no controller, not affected), so the check is malformed."""
    game.card(uid)
    return uid


def _vp(game: Game, player: str) -> int:
    return game.state.players[_playing(game, player)].vp


def _pile_size(zone: Zone) -> Callable[[Game, str], int]:
    def size(game: Game, player: str) -> int:
        return len(game.state.players[_playing(game, player)].pile(zone))

    return size


def _final_vps(game: Game, player: str) -> int:
    _playing(game, player)
    return next(vp for p, vp, _ in turn.final_scores(game) if p == player)


def _nested(what: str, get: Callable[[Game, str, str], int]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for outer, inner in _per_item(value, what).items():
            for key, wanted in _per_item(inner, what).items():
                with reading(str(outer), str(key)):
                    got = get(game, str(outer), str(key))
                problems += _compare(f"{what} of {key} at {outer}", got, wanted)
        return problems

    def words(value: Any) -> list[str]:
        return [
            f"{key}'s {what} at {outer}: {wanted}."
            for outer, inner in value.items()
            for key, wanted in inner.items()
        ]

    def mutate(value: Any, players: Sequence[str]) -> Any:
        outer = next(iter(value))
        key = next(iter(value[outer]))
        return {**value, outer: {**value[outer], key: _bump(value[outer][key])}}

    return Expectation(check, words, mutate)


def _upper(words: str) -> str:
    return words[:1].upper() + words[1:]


def _bump(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return value + 1
    return 1 if value in (None, "none") else "none"


def _place(game: Game, base: str, player: str) -> Any:
    _playing(game, player)
    for event in game.log:
        if isinstance(event, BaseScored) and event.base == base:
            for who, _, place in event.ranking:
                if who == player:
                    return place
            return "none"
    raise InvalidScenario(f"{base} did not score")


def _zone_check(game: Game, value: Any) -> list[str]:
    problems = []
    for uid, wanted in _per_item(value, "zones").items():
        with reading(str(uid)):
            got = zone_words(game, str(uid))
        if not _zone_matches(got, str(wanted)):
            problems.append(f"{uid} is {got}, expected {wanted}")
    return problems


def zone_words(game: Game, uid: str) -> str:
    """Where ``uid`` is, in the words a scenario uses: ``Alan's discard``, ``at bank``,
    ``on knight``, ``buried at bank``, ``in play`` (a base), ``base-discard`` ..."""
    location = game.location(uid)
    if location.zone == IN_PLAY:
        role = game.role(uid)
        if location.host is None:
            return "in play"
        if location.host in game.state.at:
            prefix = "buried " if role == ROLE_BURIED else ""
            return f"{prefix}at {location.host}"
        prefix = "stored " if role == ROLE_STORED else ""
        return f"{prefix}on {location.host}"
    if location.player:
        return f"{location.player}'s {location.zone}"
    return location.zone


def _zone_matches(got: str, wanted: str) -> bool:
    if got == wanted:
        return True
    return "'s " in got and "'s " not in wanted and got.split("'s ", 1)[1] == wanted


def _zone_mutate(value: Any, players: Sequence[str]) -> Any:
    uid = next(iter(value))
    wanted = str(value[uid])
    return {**value, uid: "hand" if not wanted.endswith("hand") else "discard"}


def _hand_check(game: Game, value: Any) -> list[str]:
    problems = []
    for player, wanted in _per_item(value, "hand").items():
        with reading(str(player)):
            got = sorted(game.players_pile(_playing(game, str(player)), "hand"))
        problems += _compare(f"{player}'s hand", got, sorted(str(w) for w in wanted or []))
    return problems


def _hand_mutate(value: Any, players: Sequence[str]) -> Any:
    player = next(iter(value))
    cards = list(value[player] or [])
    return {**value, player: cards[:-1] if cards else ["no-such-card"]}


def _deck_top(game: Game, value: Any) -> list[str]:
    problems = []
    for player, wanted in _per_item(value, "deck-top").items():
        with reading(str(player)):
            deck = game.players_pile(_playing(game, str(player)), "deck")
        problems += _compare(f"the top of {player}'s deck", deck[0] if deck else None, wanted)
    return problems


def _other_player(value: Any, players: Sequence[str]) -> Any:
    others = [p for p in players if p != value]
    return others[0] if others else f"not-{value}"


def _who(what: str, verb: str, get: Callable[[Game, str], str | None]) -> Expectation:
    """The player each card has as its ``what`` (controller, owner): {knight: Beth}."""

    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for uid, who in _per_item(value, what).items():
            with reading(str(uid)):
                got = get(game, str(uid))
            problems += _compare(f"the {what} of {uid}", got, who)
        return problems

    def mutate(value: Any, players: Sequence[str]) -> Any:
        first = next(iter(value))
        return {**value, first: _other_player(value[first], players)}

    return Expectation(check, lambda v: [f"{who} {verb} {uid}." for uid, who in v.items()], mutate)


def _single(what: str, get: Callable[[Game], Any]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        return _compare(what, get(game), value)

    def words(value: Any) -> list[str]:
        return [f"{_upper(what)}: {value}."]

    return Expectation(check, words, _other_player)


def _next_player(game: Game) -> str:
    return turn.next_player(game)


def _winner(game: Game) -> str | None:
    return game.state.winners[0] if len(game.state.winners) == 1 else None


def _sequence(what: str, get: Callable[[Game], list[str]]) -> Expectation:
    def check(game: Game, value: Any) -> list[str]:
        return _compare(what, get(game), [str(v) for v in as_list(value, what)])

    def words(value: Any) -> list[str]:
        return [f"{_upper(what)}: {', '.join(map(str, value)) or 'none'}."]

    def mutate(value: Any, players: Sequence[str]) -> Any:
        items = list(value)
        if len(items) > 1 and items != items[::-1]:
            return items[::-1]
        if items and items[0] in players:
            return [_other_player(items[0], players)] + items[1:]
        return items[1:] if items else ["nothing"]

    return Expectation(check, words, mutate)


#: How many seeds of the random source ``goes-first-at-random`` draws the first player with.
FIRST_PLAYER_SEEDS = 100


def _drawn_first(game: Game) -> list[str]:
    """The players the engine draws to go first when nobody is named, over seeds 0-99 of
    the random source (each a new game on this one's state), in turn order."""
    drawn = {
        first_player(Game(game.state, rng=random.Random(seed)), ())
        for seed in range(FIRST_PLAYER_SEEDS)
    }
    return [name for name in game.state.order if name in drawn]


def _picks(game: Game) -> list[str]:
    return [
        e.to_player or "" for e in game.log if isinstance(e, CardMoved) and e.reason == "picked"
    ]


def _standings(game: Game) -> list[str]:
    if game.state.winners:
        for event in reversed(game.log):
            if isinstance(event, GameEnded):
                return [row[0] for row in event.standings]
    return [row[0] for row in turn.final_scores(game)]


def _game_over(game: Game, value: Any) -> list[str]:
    return _compare("game over", game.state.phase.value == "over", bool(value))


def event_matches(event: Event, spec: Mapping[str, Any]) -> bool:
    """Whether ``event`` is of ``spec``'s kind and has every other field ``spec`` gives."""
    if event.kind != spec["kind"]:
        return False
    for key, wanted in spec.items():
        if key == "kind":
            continue
        name = str(key).replace("-", "_")
        if not hasattr(event, name) or _norm(getattr(event, name)) != _norm(wanted):
            return False
    return True


def _norm(value: Any) -> Any:
    if isinstance(value, PlayGrant):
        return value.describe()
    if isinstance(value, tuple | list):
        return [_norm(v) for v in value]
    return value


def _event_specs(value: Any) -> list[Mapping[str, Any]]:
    specs = as_list(value, "events")
    for spec in specs:
        if not isinstance(spec, dict | Mapping) or "kind" not in spec:
            raise InvalidScenario(f"an event expectation is a mapping with a kind: {spec!r}")
    return specs


def _events_check(present: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for spec in _event_specs(value):
            found = any(event_matches(event, spec) for event in game.log)
            if found != present:
                problems.append(
                    f"{'no' if present else 'an'} event {dict(spec)} "
                    f"{'happened' if found else 'was found'}"
                    if not present
                    else f"no event matches {dict(spec)}"
                )
        return problems

    return check


def _event_words(present: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        lead = "The log has a" if present else "The log has no"
        return [f"{lead} '{_spec_text(spec)}' event." for spec in value]

    return words


def _in_order(game: Game, value: Any) -> list[str]:
    """The events of ``value`` happen in the log in this order (others may come between)."""
    specs = _event_specs(value)
    position = 0
    for index, spec in enumerate(specs):
        found = next(
            (i for i in range(position, len(game.log)) if event_matches(game.log[i], spec)), None
        )
        if found is None:
            earlier = any(event_matches(event, spec) for event in game.log[:position])
            where = "only before" if earlier else "nowhere"
            after = f" after {dict(specs[index - 1])}" if index else ""
            return [f"events in order: {dict(spec)} is {where} in the log{after}"]
        position = found + 1
    return []


def _in_order_words(value: Any) -> list[str]:
    texts = [f"'{_spec_text(spec)}'" for spec in value]
    return [f"The log has, in this order: {', then '.join(texts)}."]


def _reverse_mutate(value: Any, players: Sequence[str]) -> Any:
    specs = list(value)
    if len(specs) < 2:
        return [*specs, {"kind": "nothing-at-all"}]
    return list(reversed(specs))


def _spec_text(spec: Mapping[str, Any]) -> str:
    details = ", ".join(f"{k} {flow(v)}" for k, v in spec.items() if k != "kind")
    return f"{str(spec['kind']).replace('-', ' ')}" + (f" ({details})" if details else "")


def _action_specs(game: Game, value: Any) -> list[tuple[Mapping[str, Any], Action]]:
    result = []
    for index, spec in enumerate(as_list(value, "legal/illegal")):
        spec = as_mapping(spec, "an action")
        with reading(index):
            check_names(game, step_key(spec)[0], spec)  # a typo is no illegal action
            result.append((spec, action_of(game, spec)))
    return result


def _legality(wanted_legal: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for _spec, action in _action_specs(game, value):
            reason = legality.why_illegal(game, action)
            if (reason is None) != wanted_legal:
                problems.append(
                    f"{action.describe()} is {'legal' if reason is None else 'illegal'}"
                    f"{f' ({reason})' if reason else ''}, expected "
                    f"{'legal' if wanted_legal else 'illegal'}"
                )
        return problems

    return check


def _legality_words(legal: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        lines = []
        for spec in value:
            key = step_key(spec)[0]
            does = does_words(key, spec, "the active player")
            if does is None:
                lines.append(f"{'Allowed' if legal else 'Not allowed'}: {step_words(key, spec)}.")
            else:
                lines.append(f"{does[0]} may{'' if legal else ' not'} {does[1]}.")
        return lines

    return words


def _offered(present: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for kind, keys in _per_item(value, "offered").items():
            with reading(str(kind)):
                as_decision_kind(str(kind))  # a misspelt kind is never asked
            asked = [dec for dec in game.decisions if dec.kind == kind]
            if not asked:
                problems.append(f"no {kind!r} decision was asked")
                continue
            listed = isinstance(keys, list)
            for index, key in enumerate(keys if listed else [keys]):
                with reading(str(kind), *([index] if listed else [])):
                    _option(game, str(key))
                found = any(str(key) in dec.option_keys() for dec in asked)
                if found != present:
                    problems.append(f"{key} was {'' if found else 'not '}offered for {kind!r}")
        return problems

    return check


def _option(game: Game, key: str) -> None:
    """An option an expectation names must be something the game has (a card, a base, a
    player, an answer word, or an option some decision offered): a misspelt one would
    never be offered, and ``not-offered`` would hold by default."""
    offered = {k for dec in game.decisions for k in dec.option_keys()}
    if key not in {*game.state.cards, *game.state.players, PASS, YES, NO, *offered}:
        raise InvalidScenario(
            f"{key!r} is no card, base or player of this game, nor an option any decision offered"
        )


def _offered_words(present: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        return [options_words([], str(kind), _keys(keys), present) for kind, keys in value.items()]

    return words


def _offered_told(present: bool) -> Callable[[Game, Any], list[str]]:
    """The options of each decision kind, said with the players who were asked it (those
    it offered the first option to, for ``offered``)."""

    def told(game: Game, value: Any) -> list[str]:
        lines = []
        for kind, keys in value.items():
            options = _keys(keys)
            asked = [dec for dec in game.decisions if dec.kind == kind]
            if present:
                asked = [dec for dec in asked if options[0] in dec.option_keys()] or asked
            players = [p for p in game.state.order if any(dec.player == p for dec in asked)]
            lines.append(options_words(players, str(kind), options, present))
        return lines

    return told


def _keys(keys: Any) -> list[str]:
    return [str(k) for k in (keys if isinstance(keys, list) else [keys])]


def _affected(present: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for index, uid in enumerate(as_list(value, "directly-affected")):
            with reading(index):
                hit = bool(game.directly_affected(_known(game, str(uid))))
            if hit != present:
                problems.append(f"{uid} was {'' if hit else 'not '}directly affected")
        return problems

    return check


def _affected_words(present: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        verb = "is" if present else "is not"
        return [f"{uid} {verb} directly affected." for uid in value]

    return words


def _decided_by(game: Game, value: Any) -> list[str]:
    problems = []
    for kind, player in _per_item(value, "decided-by").items():
        with reading(str(kind)):
            as_decision_kind(str(kind))  # a misspelt kind is never asked
        deciders = sorted({dec.player for dec in game.decisions if dec.kind == kind})
        problems += _compare(f"who decided {kind!r}", deciders, [str(player)])
    return problems


def _visibility(visible: bool) -> Callable[[Game, Any], list[str]]:
    def check(game: Game, value: Any) -> list[str]:
        problems = []
        for uid, players in _per_item(value, "visible-to").items():
            listed = isinstance(players, list)
            for index, player in enumerate(players if listed else [players]):
                with reading(str(uid), *([index] if listed else [])):
                    seen = game.visible_to(_known(game, str(uid)), _playing(game, str(player)))
                if seen != visible:
                    problems.append(f"{player} can{'' if seen else 'not'} see {uid}")
        return problems

    return check


def _visibility_words(visible: bool) -> Callable[[Any], list[str]]:
    def words(value: Any) -> list[str]:
        verb = "can see" if visible else "cannot see"
        return [
            f"{', '.join(map(str, p if isinstance(p, list) else [p]))} {verb} {uid}."
            for uid, p in value.items()
        ]

    return words


def _swap_mutate(value: Any, players: Sequence[str]) -> Any:
    return value  # the key itself is swapped by mutants()


EXPECTATIONS: dict[str, Expectation] = {
    "vps": _numbers("VPs", _vp),
    "power": _numbers("power", lambda game, uid: ongoing.power(game, uid)),
    "counters": _numbers("counters", lambda game, uid: game.counters(_known(game, uid))),
    "tally": _numbers("counters for counting", lambda game, uid: game.tally(_known(game, uid))),
    "breakpoint": _numbers("breakpoint", lambda game, base: ongoing.breakpoint(game, base)),
    "total-power": _numbers(
        "total power", lambda game, base: ongoing.total_power(game, _known(game, base))
    ),
    "hand-size": _numbers("hand size", _pile_size("hand")),
    "deck-size": _numbers("deck size", _pile_size("deck")),
    "discard-size": _numbers("discard pile size", _pile_size("discard")),
    "final-vps": _numbers("final VPs", _final_vps),
    "madness": _numbers(
        "madness cards", lambda game, p: madness.madness_count(game, _playing(game, p))
    ),
    "player-power": _nested(
        "power",
        lambda game, base, p: ongoing.player_power(game, _known(game, base), _playing(game, p)),
    ),
    "places": _nested("place", _place),
    "zones": Expectation(
        _zone_check, lambda v: [f"{uid} ends up {where}." for uid, where in v.items()], _zone_mutate
    ),
    "controller": _who(
        "controller", "controls", lambda game, uid: game.controller(_known(game, uid))
    ),
    "hand": Expectation(
        _hand_check,
        lambda v: [f"{p}'s hand: {', '.join(map(str, c or [])) or 'empty'}." for p, c in v.items()],
        _hand_mutate,
    ),
    "deck-top": Expectation(
        _deck_top,
        lambda v: [f"The top card of {p}'s deck is {c}." for p, c in v.items()],
        lambda v, players: {**v, next(iter(v)): "no-such-card"},
    ),
    "bases": _sequence("bases in play", lambda game: list(game.state.bases)),
    "base-count": Expectation(
        lambda game, v: _compare("the number of bases in play", len(game.state.bases), v),
        lambda v: [f"{v} bases are in play."],
        lambda v, players: int(v) + 1,
    ),
    "owner": _who("owner", "owns", lambda game, uid: game.owner(uid)),
    "picks": _sequence("treasure picks", _picks),
    "goes-first-at-random": _sequence("players drawn to go first over seeds 0-99", _drawn_first),
    "standings": _sequence("final standings", _standings),
    "winners": _sequence("winners", lambda game: list(game.state.winners)),
    "active": _single("the active player", lambda game: game.state.active),
    "next-player": _single("the next player", _next_player),
    "winner": _single("the winner", _winner),
    "phase": Expectation(
        lambda game, v: _compare("the phase", game.state.phase.value, v),
        lambda v: [f"The game is in the {v} phase."],
        lambda v, players: "play" if v != "play" else "draw",
    ),
    "game-over": Expectation(
        _game_over,
        lambda v: ["The game is over." if v else "The game goes on."],
        lambda v, players: not v,
    ),
    "events": Expectation(_events_check(True), _event_words(True), _swap_mutate),
    "no-events": Expectation(_events_check(False), _event_words(False), _swap_mutate),
    "events-in-order": Expectation(_in_order, _in_order_words, _reverse_mutate),
    "illegal": Expectation(_legality(False), _legality_words(False), _swap_mutate),
    "legal": Expectation(_legality(True), _legality_words(True), _swap_mutate),
    "offered": Expectation(_offered(True), _offered_words(True), _swap_mutate, _offered_told(True)),
    "not-offered": Expectation(
        _offered(False), _offered_words(False), _swap_mutate, _offered_told(False)
    ),
    "directly-affected": Expectation(_affected(True), _affected_words(True), _swap_mutate),
    "not-directly-affected": Expectation(_affected(False), _affected_words(False), _swap_mutate),
    "visible-to": Expectation(_visibility(True), _visibility_words(True), _swap_mutate),
    "hidden-from": Expectation(_visibility(False), _visibility_words(False), _swap_mutate),
    "decided-by": Expectation(
        _decided_by,
        lambda v: [f"{who} chooses {DECISION_QUESTIONS[kind]}." for kind, who in v.items()],
        lambda v, players: {**v, next(iter(v)): _other_player(v[next(iter(v))], players)},
    ),
}


#: One line for every expectation of :data:`EXPECTATIONS`: the reference in
#: CONTRIBUTING.md and the ``expect`` part of the check schema are generated from it, and
#: a test fails when an expectation has no line here.
EXPECTATION_DOCS: dict[str, str] = {
    "vps": "VPs per player: {Alan: 3}",
    "power": "a card's power, everything counted: {knight: 5}",
    "counters": "+1 power counters on a card in play (a card out of play has none)",
    "tally": "counters for counting on a card out of play (Time Box's), not +1 power counters",
    "breakpoint": "a base's breakpoint, everything counted: {bank: 17}",
    "total-power": "the total power at a base: {bank: 25}",
    "hand-size": "cards in a player's hand: {Alan: 2}",
    "deck-size": "cards in a player's deck",
    "discard-size": "cards in a player's discard pile",
    "final-vps": "VPs after the Madness penalty, at the end of the game",
    "madness": "Madness cards a player has (hand, deck, discard, stasis; buried or stored)",
    "player-power": "a player's power at a base: {bank: {Alan: 12}}",
    "places": "a player's place at a base that scored: {bank: {Alan: 1, Beth: none}}",
    "zones": 'where a card is: "Alan\'s discard", at bank, on knight, buried at bank, hand',
    "controller": "who controls a card: {knight: Beth}",
    "hand": "exactly these cards in a player's hand: {Alan: [knight]}",
    "deck-top": "the top card of a player's deck: {Alan: knight}",
    "bases": "the bases in play, in order",
    "base-count": "how many bases are in play",
    "owner": "who owns a card: {knight: Alan}",
    "picks": "who took each treasure, in order",
    "goes-first-at-random": "who the random draw makes first player over seeds 0-99, in turn order",
    "standings": "the final standings, first to last",
    "winners": "the players who won",
    "active": "whose turn it is",
    "next-player": "whose turn comes next",
    "winner": "the one player who won",
    "phase": "the phase the game is in",
    "game-over": "whether the game is over (true or false)",
    "events": "events the log must have: [{kind: counter-moved, from-card: knight}]",
    "no-events": "events the log must not have (same form as events)",
    "events-in-order": "events the log must have in this order (others may come between)",
    "illegal": "actions the rules refuse now, written like steps",
    "legal": "actions the rules allow now, written like steps",
    "offered": "options a decision offered: {score-base: [bank, vault]}",
    "not-offered": "options a decision did not offer",
    "directly-affected": "cards that were directly affected by an ability: [knight]",
    "not-directly-affected": "cards that were not directly affected by any ability",
    "visible-to": "who can see a card: {knight: [Alan, Beth]}",
    "hidden-from": "who can't see a card: {knight: [Beth]}",
    "decided-by": "who answered a decision: {score-base: Beth}",
}

#: Expectations whose mutant moves one entry to the opposite expectation.
OPPOSITES = {
    "events": "no-events",
    "no-events": "events",
    "illegal": "legal",
    "legal": "illegal",
    "offered": "not-offered",
    "not-offered": "offered",
    "directly-affected": "not-directly-affected",
    "not-directly-affected": "directly-affected",
    "visible-to": "hidden-from",
    "hidden-from": "visible-to",
}
