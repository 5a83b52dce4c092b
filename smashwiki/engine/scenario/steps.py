"""A check's ``do:`` steps, dispatched from a table (:data:`STEPS`): phases of the
turn, actions (:data:`ACTION_KEYS`) and rules operations (:data:`OPERATION_TABLE`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .. import effects, plays, standins, turn
from ..actions import Action, PlayAction, PlayFromStasis, PlayMinion, PlayTitan, UseTalent
from ..decisions import YES
from ..errors import EngineFault, InvalidScenario, NothingHappened, not_a_player
from ..events import (
    CardMoved,
    DecisionMade,
    DeckShuffled,
    Event,
    PhaseBegan,
    Reshuffled,
    TurnBegan,
    counted,
)
from ..game import Game
from ..mechanics import bury, duels, madness, monsters, opening, stasis
from ..mechanics.opening import OPENING_HAND
from ..registry import Context, Timing
from ..state import Phase, as_play_kind
from ..turn import CARDS_DRAWN
from .cardtext import effects_text
from .nothing import check_names, nothing_happened, short_of
from .values import as_int, as_list

PHASE_STEPS = {"start", "score", "draw", "end", "end-turn", "next-turn"}
STEP_OPTIONS = {
    "on",
    "as",
    "using",
    "illegal",
    "expect",
    "by",
    "to",
    "from",
    "amount",
    "at",
    "under",
    "counters",
    "instead-of",
    "max-power",
    "immediate",
    "first",
}


def _player(game: Game, step: Mapping[str, Any], key: str = "as") -> str:
    player = str(step.get(key, game.state.active))
    if player not in game.state.players:
        raise not_a_player(player, game.state.order).within(key)
    return player


def action_of(game: Game, step: Mapping[str, Any]) -> Action:
    """The action a step (or a legal/illegal expectation) describes."""
    player = _player(game, step)
    if "play" in step:
        uid = str(step["play"])
        target = step.get("on")
        if game.definition(uid).is_minion:
            return PlayMinion(player, uid, str(target), step.get("using"))
        return PlayAction(
            player, uid, str(target) if target is not None else None, step.get("using")
        )
    if "talent" in step:
        return UseTalent(player, str(step["talent"]))
    if "play-titan" in step:
        return PlayTitan(
            player, str(step["play-titan"]), str(step.get("on")), step.get("instead-of")
        )
    if "play-from-stasis" in step:
        on = step.get("on")
        return PlayFromStasis(
            player, str(step["play-from-stasis"]), str(on) if on is not None else None
        )
    raise InvalidScenario(f"not an action: {dict(step)}")


ACTION_KEYS = ("play", "talent", "play-titan", "play-from-stasis")


@dataclass(frozen=True)
class Operand:
    """What a rules operation step says: its value, the card whose effect it is
    (``by:``), the player (``as:``, default the active player), and ``amount:``."""

    game: Game
    value: Any
    step: Mapping[str, Any]
    by: str | None
    player: str
    amount: int


def _operand(game: Game, key: str, step: Mapping[str, Any]) -> Operand:
    by = step.get("by")
    by = str(by) if by is not None else None
    player = _player(game, step)
    amount = as_int(step.get("amount", 1), "amount", least=1)
    return Operand(game, step[key], step, by, player, amount)


def _effect(o: Operand) -> Partly | None:
    """Run the stand-in effects; some of several that changed nothing (no target, say)
    are said in the worked example, as a card's effect does as much as it can."""
    card = o.by or ""
    base = o.game.base_of(card) if card else None
    ctx = Context(o.game, card, o.player, Timing.ON_PLAY, base=base)
    idle = standins.run_effects(ctx, o.value)
    count = len(o.value) if isinstance(o.value, list) else 1
    if not idle or len(idle) == count:  # all did something, or none (nothing happened)
        return None
    which = effects_text([o.value[i] for i in idle])
    return Partly(
        f'Of its {count} effects, "{which}" changed nothing: a card does as much as it can.'
    )


def _duel(o: Operand) -> None:
    pair = as_list(o.value, "duel")
    duels.duel(o.game, str(pair[0]), str(pair[1]), source=o.by)


@dataclass(frozen=True)
class Partly:
    """What a step did when the rules let it do only part of what it asks (a player draws
    what they can): said in the worked example, never left out; ``at``: how long the log
    was when it happened (None: at the end of the step), so it is said in its place."""

    words: str
    at: int | None = None


def _drawn(
    player: str, drawn: int, asked: int, what: str, why: str, of: str = "asked"
) -> Partly | None:
    """``Alan draws only 2 of the 3 cards asked: ...`` when fewer were drawn than asked."""
    if drawn >= asked:
        return None
    some = f"only {drawn}" if drawn else "none"
    return Partly(
        f"{player} draws {some} of the {counted(asked, what)} {of}: {why}, "
        "and a player draws what they can."
    )


def _draw_cards(o: Operand) -> Partly | None:
    asked = as_int(o.value, "draw-cards", least=1)
    drawn = len(effects.draw(o.game, o.player, asked))
    return _drawn(o.player, drawn, asked, "card", f"{o.player}'s deck and discard pile are empty")


def _draw_madness(o: Operand) -> Partly | None:
    asked = as_int(o.value, "draw-madness", least=1)
    drawn = sum(madness.draw_madness(o.game, o.player) is not None for _ in range(asked))
    return _drawn(o.player, drawn, asked, "Madness card", "the Madness deck is empty")


def _grant_extra(o: Operand) -> None:
    max_power = o.step.get("max-power")
    plays.grant_extra(
        o.game,
        o.player,
        as_play_kind(str(o.value)),
        source=o.by,
        immediate=bool(o.step.get("immediate")),
        max_power=as_int(max_power, "max-power") if max_power is not None else None,
    )


def _start_game(o: Operand) -> list[Partly]:
    """Set up a new game; an opening hand short of five (a deck that ran out: a player
    draws what they can) is said where it is drawn."""
    start = len(o.game.log)
    opening.start_game(o.game, _first(o.game, o.step.get("first")))
    return _short_hands(o.game.log, start)


#: The answer to a ``mulligan`` decision after which a new hand is drawn.
MULLIGAN = ("mulligan", (YES,))


def _short_hands(log: Sequence[Event], start: int) -> list[Partly]:
    """The opening hands (and new hands after a mulligan) drawn in ``log[start:]`` with
    fewer than five cards. A player's opening hand is the cards drawn into their hand after
    the first shuffle of their deck; a new hand, those after their ``mulligan`` yes; each
    until the next step of the setup (a shuffle, a mulligan, the old hand going back, the
    first turn), whatever else happens between."""
    notes: list[Partly] = []
    dealt: set[str] = set()
    drawing: tuple[str, str] | None = None  # (player, which hand)
    drawn = 0
    for at in range(start, len(log) + 1):
        event = log[at] if at < len(log) else None
        if drawing is not None and not _setup_step(event):
            drawn += _drawn_by(event, drawing[0])
            continue
        if drawing is not None:
            player, hand = drawing
            why = f"{player}'s deck and discard pile are empty"
            short = _drawn(player, drawn, OPENING_HAND, "card", why, f"of {hand}")
            notes += [replace(short, at=at)] if short else []
            drawing = None
        if isinstance(event, DeckShuffled) and event.player not in dealt:
            dealt.add(event.player)
            drawing, drawn = (event.player, "the opening hand"), 0
        elif isinstance(event, DecisionMade) and (event.decision, event.answer) == MULLIGAN:
            drawing, drawn = (event.player, "the new hand"), 0
    return notes


def _setup_step(event: Event | None) -> bool:
    """Whether ``event`` is a step of a new game's setup after which a hand is drawn, or
    the end of the log: it ends the draw of a hand."""
    return event is None or (
        isinstance(event, DeckShuffled | TurnBegan)
        or (isinstance(event, DecisionMade) and event.decision == MULLIGAN[0])
        or (isinstance(event, CardMoved) and event.reason == "shuffled")
    )


def _drawn_by(event: Event | None, player: str) -> int:
    """1 if ``event`` is a card ``player`` draws into their hand."""
    return int(
        isinstance(event, CardMoved) and event.reason == "drawn" and event.to_player == player
    )


def _first(game: Game, value: Any) -> list[str]:
    """``first:`` of start-game: one player, or a list of the players tied to go first; a
    name that is no player makes the check malformed."""
    one = isinstance(value, str)
    names = [str(value)] if one else [str(p) for p in as_list(value, "first")]
    for index, name in enumerate(names):
        if name not in game.state.players:
            raise not_a_player(name, game.state.order).within("first", *([] if one else [index]))
    return names


#: The rules operations a step may run, by key (each may say ``by: <card>``).
OPERATION_TABLE: dict[str, Callable[[Operand], object]] = {
    "effect": _effect,
    "destroy": lambda o: effects.destroy(o.game, str(o.value), source=o.by),
    "return": lambda o: effects.return_to_hand(o.game, str(o.value), source=o.by),
    "move": lambda o: effects.move_minion(o.game, str(o.value), str(o.step.get("to")), source=o.by),
    "place-counters": lambda o: effects.place_counters(o.game, str(o.value), o.amount, source=o.by),
    "move-counters": lambda o: effects.move_counters(
        o.game, str(o.step.get("from")), str(o.step.get("to")), o.amount, source=o.by
    ),
    "remove-counters": lambda o: effects.remove_counters(
        o.game, str(o.value), o.amount, source=o.by
    ),
    "bury": lambda o: bury.bury(o.game, str(o.value), str(o.step.get("at")), o.player, source=o.by),
    "uncover": lambda o: bury.uncover(o.game, str(o.value)),
    "store": lambda o: bury.store(o.game, str(o.value), str(o.step.get("under")), source=o.by),
    "stasis": lambda o: stasis.put_in_stasis(
        o.game, str(o.value), as_int(o.step.get("counters", 0), "counters", least=0), source=o.by
    ),
    "duel": _duel,
    "draw-cards": _draw_cards,
    "draw-madness": _draw_madness,
    "extra-turn": lambda o: effects.grant_extra_turn(o.game, str(o.value)),
    "grant-extra": _grant_extra,
    "take-control": lambda o: effects.take_control(o.game, str(o.value), o.player, source=o.by),
    "play-monster": lambda o: monsters.play_monster(o.game, str(o.value)),
    "start-game": _start_game,
}
OPERATIONS = tuple(OPERATION_TABLE)


def step_key(step: Any) -> tuple[str, Mapping[str, Any]]:
    """The key of what a step does, and the step as a mapping."""
    if isinstance(step, str):
        return step, {step: None}
    if not isinstance(step, dict | Mapping):
        raise InvalidScenario(f"a step must be a word or a mapping, not {step!r}")
    keys = [k for k in step if k not in STEP_OPTIONS]
    if not keys and "expect" in step:
        return "checkpoint", step
    if len(keys) != 1:
        raise InvalidScenario(f"a step does one thing; found {keys or 'nothing'} in {dict(step)}")
    return str(keys[0]), step


#: A step's function: what it did only partly (:class:`Partly`), if anything.
StepFn = Callable[[Game, str, Mapping[str, Any]], list[Partly]]


class _DrawPhaseWatch:
    """Listens while a phase step runs: a Draw 2 Cards phase whose player ran out of cards
    (deck and discard pile empty) before drawing two, said as :func:`_drawn` says it."""

    def __init__(self) -> None:
        self.player: str | None = None
        self.drawn = 0
        self.notes: list[Partly] = []

    def __call__(self, game: Game, event: Event) -> None:
        if isinstance(event, PhaseBegan) and event.phase == "draw":
            self.player, self.drawn = event.player, 0
        elif self.player is None or isinstance(event, Reshuffled):
            return
        elif isinstance(event, CardMoved) and event.reason == "drawn":
            self.drawn += 1
            if self.drawn >= CARDS_DRAWN:
                self.player = None
        else:
            self.close(game, len(game.log) - 1)  # said before this event

    def close(self, game: Game, at: int) -> None:
        """The phase's own draws are over: note them if they fell short."""
        player, self.player = self.player, None
        if player is None or game.state.players[player].deck or game.state.players[player].discard:
            return
        why = f"{player}'s deck and discard pile are empty"
        short = _drawn(player, self.drawn, CARDS_DRAWN, "card", why, "of the Draw 2 Cards phase")
        self.notes += [replace(short, at=at)] if short else []


def _phase_step(game: Game, key: str, step: Mapping[str, Any]) -> list[Partly]:
    """Run the turn on to a phase; once the game is over, nothing happens, which the step
    must then expect (``illegal: the game is over``). A Draw 2 Cards phase that ran out
    of cards says so."""
    start = len(game.log)
    watch = _DrawPhaseWatch()
    game.listeners.append(watch)
    try:
        turn.advance_to(game, "end" if key == "end-turn" else key)
        watch.close(game, len(game.log))
    finally:
        game.listeners.remove(watch)
    if len(game.log) == start:
        if game.state.phase == Phase.OVER:
            raise NothingHappened(f"{key}: the game is over", "the game is over")
        raise EngineFault(f"{key} changed nothing, and no rule says why")
    return watch.notes


def _action_step(game: Game, key: str, step: Mapping[str, Any]) -> list[Partly]:
    """Perform an action; a card or base it names that the game lacks makes the check
    malformed (never a refusal a step's ``illegal:`` could take for the rules')."""
    check_names(game, key, step)
    plays.perform(game, action_of(game, step))
    return []


def _operation_step(game: Game, key: str, step: Mapping[str, Any]) -> list[Partly]:
    """Run a rules operation; one that changes nothing says why (:mod:`.nothing`), one
    the rules let do only part of what it asks says what it did (:class:`Partly`)."""
    operand = _operand(game, key, step)
    check_names(game, key, step)
    short = short_of(game, key, step, operand.amount)
    if short is not None:
        raise short
    start = len(game.log)
    done = OPERATION_TABLE[key](operand)
    if len(game.log) == start:
        raise nothing_happened(game, key, step, operand.player)
    if isinstance(done, list):
        return [note for note in done if isinstance(note, Partly)]
    return [done] if isinstance(done, Partly) else []


#: Every step of a check's ``do:`` list, by key: the turn's phases, actions, and
#: the rules operations.
STEPS: dict[str, StepFn] = {
    **{key: _phase_step for key in sorted(PHASE_STEPS)},
    **{key: _action_step for key in ACTION_KEYS},
    **{key: _operation_step for key in OPERATIONS},
}


#: One line for every step of :data:`STEPS` (and the options a step may carry): the
#: reference in CONTRIBUTING.md and the check schema are generated from it, and a test
#: fails when a step has no line here.
STEP_DOCS: dict[str, str] = {
    "start": "run the turn on until its Start Turn phase has happened",
    "score": "run the turn on until its Score Bases phase has happened",
    "draw": "run the turn on until its Draw 2 Cards phase has happened",
    "end": "run the turn on until its End Turn phase has happened",
    "end-turn": "the same as end",
    "next-turn": "run on into the next player's Play Cards phase",
    "play": "play a card from the hand (on: a base, or a minion for a minion modifier)",
    "talent": "use a minion's Talent",
    "play-titan": "play a titan (on: a base; instead-of: minion or action, if a card says so)",
    "play-from-stasis": "play a card from stasis (on: a base)",
    "effect": "run stand-in effects (a list) as the card by:, controlled by as:",
    "destroy": "destroy a card (as an effect of by:)",
    "return": "return a card to its owner's hand",
    "move": "move a minion to another base (to:)",
    "place-counters": "place +1 power counters on a card (amount:, default 1)",
    "move-counters": "move +1 power counters (from:, to:, amount:)",
    "remove-counters": "remove +1 power counters from a card (amount:; more than it has: "
    "nothing happens)",
    "bury": "bury a card at a base (at:), face down",
    "uncover": "uncover a buried card",
    "store": "store a card under another card (under:)",
    "stasis": "put a card in stasis (counters:)",
    "duel": "two minions duel: [challenger, defender]",
    "draw-cards": "the player (as:) draws this many cards (as many as there are, said in "
    "the worked example, when the deck and discard pile run out)",
    "draw-madness": "the player (as:) draws this many Madness cards (as many as the "
    "Madness deck holds, said in the worked example)",
    "extra-turn": "this player takes an extra turn after this one",
    "grant-extra": "grant an extra play: minion or action (max-power:, immediate:)",
    "take-control": "the player (as:) takes control of a card",
    "play-monster": "play the top monster of the monster deck on this base",
    "start-game": "set up a new game (no base in play): the faction draft if there is a "
    "faction-pool, the bases, five cards each, then the first turn (first:)",
}

#: The options a step may carry besides its key.
STEP_OPTION_DOCS: dict[str, str] = {
    "on": "the base (or minion) a card is played on",
    "as": "who does it (default: the active player)",
    "using": "which play it uses: normal or extra",
    "illegal": "the rules must refuse the step (or, for a rules operation, stop it changing "
    "anything): true, or words the reason must contain",
    "expect": "expectations checked right after the step",
    "by": "the card whose effect a rules operation is",
    "to": "where a card or counters go",
    "from": "where counters come from",
    "amount": "how many counters (default 1)",
    "at": "the base a card is buried at",
    "under": "the card a card is stored under",
    "counters": "counters a card gets in stasis",
    "instead-of": "the play a titan takes the place of (minion or action)",
    "max-power": "the most power a minion of an extra play may have",
    "immediate": "the extra play must be used at once or not at all",
    "first": "start-game: who goes first, or the players tied for it (default: at random)",
}


#: The options each step reads, besides ``illegal`` and ``expect`` (any step may carry
#: those): any other option would be ignored, so a check that gives one is malformed.
STEP_READS: dict[str, frozenset[str]] = {
    **{key: frozenset() for key in PHASE_STEPS},
    "play": frozenset({"on", "as", "using"}),
    "talent": frozenset({"as"}),
    "play-titan": frozenset({"on", "as", "instead-of"}),
    "play-from-stasis": frozenset({"on", "as"}),
    "effect": frozenset({"by", "as"}),
    "destroy": frozenset({"by"}),
    "return": frozenset({"by"}),
    "move": frozenset({"to", "by"}),
    "place-counters": frozenset({"amount", "by"}),
    "move-counters": frozenset({"from", "to", "amount", "by"}),
    "remove-counters": frozenset({"amount", "by"}),
    "bury": frozenset({"at", "by", "as"}),
    "uncover": frozenset(),
    "store": frozenset({"under", "by"}),
    "stasis": frozenset({"counters", "by"}),
    "duel": frozenset({"by"}),
    "draw-cards": frozenset({"as"}),
    "draw-madness": frozenset({"as"}),
    "extra-turn": frozenset(),
    "grant-extra": frozenset({"as", "by", "max-power", "immediate"}),
    "take-control": frozenset({"as", "by"}),
    "play-monster": frozenset(),
    "start-game": frozenset({"first"}),
}
#: What ``using:`` of a play may say.
USING = ("normal", "extra")
#: The steps whose own value is read by nothing (``{move-counters: null, from: a, to:
#: b}``): a value there (other than null or true) would be silently dropped, so a check
#: that gives one is malformed.
VALUELESS_STEPS = frozenset({*PHASE_STEPS, "move-counters", "start-game"})
#: Where each valueless step takes what a value might be mistaken for.
_VALUE_INSTEAD = {"move-counters": " (the card it takes counters from is from:)"}


def run_step(game: Game, key: str, step: Mapping[str, Any]) -> list[Partly]:
    """Run one step (a ``checkpoint`` only carries expectations). An option the step
    does not read, or a ``using:`` that is no play, makes the check malformed. Returns
    what the step did only partly, for the worked example."""
    if key == "checkpoint":
        return []
    run = STEPS.get(key)
    if run is None:
        raise InvalidScenario(
            f"unknown step {key!r}; steps: {sorted(PHASE_STEPS)}, "
            f"{list(ACTION_KEYS)}, {list(OPERATIONS)}"
        )
    for option in step:
        if option not in STEP_READS[key] | {key, "illegal", "expect"}:
            reads = ", ".join(sorted(STEP_READS[key])) or "none"
            raise InvalidScenario(
                f"{key} does not use {option}: (it would change nothing); its options: {reads}",
                field=(option,),
            )
    if key in VALUELESS_STEPS and step.get(key) is not None and step.get(key) is not True:
        raise InvalidScenario(
            f"{key} takes no value, not {step[key]!r} (it would change nothing): write "
            f"{key}: null{_VALUE_INSTEAD.get(key, '')}",
            field=(key,),
        )
    if step.get("using") not in (None, *USING):
        raise InvalidScenario(f"{step['using']!r} is not normal or extra", field=("using",))
    return run(game, key, step)


def step_words(key: str, step: Mapping[str, Any]) -> str:
    """A step in words, for the worked example."""
    details = ", ".join(f"{k} {v}" for k, v in step.items() if k not in ("illegal", "expect", key))
    value = step.get(key)
    words = key.replace("-", " ") + (f" {value}" if value is not None else "")
    return words + (f" ({details})" if details else "")
