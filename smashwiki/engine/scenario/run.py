"""Running a check: set up, run the steps, check the expectations, and say it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .. import definitions as d
from ..budget import StepBudget
from ..cards import load_all
from ..errors import (
    EngineError,
    EngineFault,
    ExpectationFailed,
    IllegalAction,
    InvalidScenario,
    MissingAnswer,
    NothingHappened,
    UnusedAnswers,
)
from ..events import CardMoved
from ..game import Game
from ..registry import REGISTRY, Registry
from ..state import (
    IN_PLAY,
)
from .choices import ScriptedChooser
from .expect import EXPECTATIONS, check_expectations, event_matches
from .narrate import PlayerWords, happened_lines, narrate_events, narrate_setup, tried_words
from .setup import build_setup, check_real_cards, real_cards
from .steps import Partly, run_step, step_key, step_words
from .values import as_int, as_list, as_mapping, reading


@dataclass(frozen=True)
class Outcome:
    """A check that passed: its worked example in words, and what it used."""

    setup: tuple[str, ...]
    steps: tuple[str, ...]
    result: tuple[str, ...]
    standins: tuple[d.CardDef, ...] = ()
    real_cards: frozenset[str] = frozenset()
    events: int = 0


def run_check(
    check: Mapping[str, Any],
    catalog: Mapping[str, d.CardDef] | None = None,
    *,
    registry: Registry = REGISTRY,
    started: Callable[[Game], None] | None = None,
    vacuous: bool = False,
) -> Outcome:
    """Run a ruling's check. Returns the worked example; raises :class:`ExpectationFailed`
    listing every expectation that does not hold, or :class:`InvalidScenario`.

    >>> check = {"setup": {"bases": [{"name": "bank", "breakpoint": 8,
    ...                               "minions": {"Alan": [5], "Beth": [3]}}]},
    ...          "do": ["score"], "expect": {"vps": {"Alan": 3, "Beth": 2}}}
    >>> run_check(check).result
    ('Alan has 3 VPs.', 'Beth has 2 VPs.')
    >>> run_check({**check, "expect": {"vps": {"Beth": 3}}})
    Traceback (most recent call last):
    ...
    smashwiki.engine.errors.ExpectationFailed: VPs of Beth is 2, expected 3

    ``started`` is called with the game once it is set up, before the first step
    (the replay test keeps its starting state).

    A check whose steps do something, but whose every expectation already holds before
    the first step, proves nothing about its steps: it is invalid, unless ``vacuous``
    (the mutation test asks the engine about such copies of a check, see :func:`mutants`).
    """
    if not isinstance(check, dict | Mapping):
        raise InvalidScenario("a check must be a mapping")
    if registry is REGISTRY:
        load_all()  # the real cards' abilities
    build = build_setup(check, catalog or {})
    chooser = ScriptedChooser(check.get("choices") or [])
    game = build.builder.build(
        chooser=chooser,
        registries=(build.registry, registry),
        seed=as_int(check.get("seed", 0), "seed"),
    )
    chooser.check_players(game.state.order)
    chooser.log_length = lambda: len(game.log)
    game.listeners.append(StepBudget())
    check_real_cards(game, registry, list(game.state.in_play))
    if started is not None:
        started(game)
    words = PlayerWords.of(game)
    setup_words = tuple(narrate_setup(game, build.standins))
    if not vacuous and _holds_before_any_step(game, chooser, check):
        raise InvalidScenario(
            "the check proves nothing its steps do: everything it expects holds before its "
            "first step; expect what the steps change (or that a step is refused: illegal:)",
            field=("expect",),
        )
    steps: list[str] = []
    problems: list[str] = []
    for index, raw in enumerate(as_list(check.get("do"), "do"), 1):
        with reading("do", index - 1):
            key, step = step_key(raw)
            _perform(game, key, step, steps, chooser)
            if isinstance(step, dict | Mapping) and step.get("expect") is not None:
                problems += [
                    f"after step {index}: {p}"
                    for p in check_expectations(
                        game, chooser, as_mapping(step["expect"], "expect"), ("expect",)
                    )
                ]
    entered = [e.card for e in game.log if isinstance(e, CardMoved) and e.to_zone == IN_PLAY]
    check_real_cards(game, registry, entered)
    steps += [refused.words for refused in chooser.refused]  # refused outside any step
    leftovers = chooser.leftovers()
    if leftovers:
        raise UnusedAnswers(
            f"answers nobody asked for: {'; '.join(leftovers)}",
            field=("choices", len(chooser.entries) - len(leftovers)),
        )
    expect = as_mapping(check.get("expect"), "expect")
    if not expect and not _asserts_in_steps(check):
        raise InvalidScenario(
            "a check must expect something: an expect: block, a step's expect:, "
            "or a step that must be refused (illegal:)"
        )
    problems += check_expectations(game, chooser, expect, ("expect",))
    if problems:
        raise ExpectationFailed("; ".join(problems))
    result = [
        line
        for key, value in expect.items()
        for line in happened_lines(game.log, key, value, event_matches)
        or EXPECTATIONS[key].said(game, value)
    ]
    words.learn(game)
    return Outcome(
        tuple(words(line) for line in setup_words),
        tuple(words(line) for line in steps),
        tuple(words(line) for line in result),
        tuple(build.standins),
        real_cards(game),
        len(game.log),
    )


def _holds_before_any_step(game: Game, chooser: ScriptedChooser, check: Mapping[str, Any]) -> bool:
    """Whether ``check`` has steps that do something, yet every expectation it states
    (at the end or after a step) already holds in the starting position, and no step or
    answer must be refused: then its steps could do anything, or nothing, and it would
    still pass. A check with no steps states facts of a position, and is not asked."""
    try:
        steps = [step for _, step in map(step_key, as_list(check.get("do"), "do"))]
        refused = any(step.get("illegal") for step in steps) or any(
            isinstance(choice, dict | Mapping) and "illegal" in choice
            for choice in as_list(check.get("choices"), "choices")
        )
        if refused or not any(set(step) - {"expect"} for step in steps):
            return False
        expects = [as_mapping(check.get("expect"), "expect")]
        expects += [as_mapping(step.get("expect"), "expect") for step in steps]
    except InvalidScenario:  # said with its place in the check when the step runs
        return False
    if not any(expects):  # expects nothing at all: said after the steps
        return False
    start = len(game.log)
    try:
        held = all(not check_expectations(game, chooser, expect) for expect in expects)
    except (EngineError, LookupError):  # a place of a base that has not scored ...
        held = False
    if len(game.log) != start:
        raise EngineFault("reading the expectations changed the game")
    return held


def _asserts_in_steps(check: Mapping[str, Any]) -> bool:
    """Whether any step of ``check`` states an expectation or must be refused."""
    return any(
        isinstance(step, dict | Mapping) and bool(step.get("expect") or step.get("illegal"))
        for _, step in map(step_key, as_list(check.get("do"), "do"))
    )


def _perform(
    game: Game, key: str, step: Mapping[str, Any], steps: list[str], chooser: ScriptedChooser
) -> None:
    """Run one step of a check and add what happened, in words, to ``steps``: its events,
    and in their places among them what it did only in part and the answers refused."""
    start = len(game.log)
    illegal = step.get("illegal") if isinstance(step, dict | Mapping) else None
    try:
        partly = run_step(game, key, step)
    except IllegalAction as refused:
        if not illegal:
            raise
        if isinstance(illegal, str) and illegal.lower() not in str(refused).lower():
            raise ExpectationFailed(
                f"{key} was refused, but for another reason: {refused}"
            ) from None
        steps += _told(game, start, _taken(chooser))
        steps.append(_refused_words(key, step, refused, game.state.active))
        return
    if illegal:
        raise ExpectationFailed(
            f"expected {step_words(key, step)} to be refused, but it was allowed"
        )
    steps += _told(game, start, _taken(chooser) + partly)


def _taken(chooser: ScriptedChooser) -> list[Partly]:
    """The answers ``chooser`` refused so far, taken from it (to be said in their places)."""
    taken, chooser.refused = chooser.refused, []
    return taken


def _told(game: Game, start: int, notes: list[Partly]) -> list[str]:
    """The events of ``game`` from ``start`` in words, with each of ``notes`` in its place
    among them (a note of no place at the end)."""
    end = len(game.log)
    told: list[str] = []
    for note in sorted(notes, key=lambda n: end if n.at is None else n.at):
        at = end if note.at is None else note.at
        told += narrate_events(game.log[start:at]) + [note.words]
        start = max(start, at)
    return told + narrate_events(game.log[start:])


def _refused_words(key: str, step: Mapping[str, Any], refused: IllegalAction, active: str) -> str:
    """A refused step in the worked example: an action not allowed, or an effect that
    changes nothing, and the rule that says so."""
    tried = tried_words(key, step, active) or step_words(key, step)
    if isinstance(refused, NothingHappened):
        return f"{tried}: nothing happens, as {refused.reason}"
    return f"{tried}: not allowed, as {refused}"


def check_error(error: EngineError) -> str:
    """A one-line description of why a check did not pass."""
    kinds = {
        EngineFault: "engine error (a bug in the engine, not in the check)",
        NothingHappened: "nothing happened",
        ExpectationFailed: "expected otherwise",
        MissingAnswer: "missing answer",
        UnusedAnswers: "unused answers",
        IllegalAction: "illegal action",
    }
    for kind, words in kinds.items():
        if isinstance(error, kind):
            return f"{words}: {error}"
    return f"{type(error).__name__}: {error}"
