"""A check's ``choices:``: the answers to the engine's questions, in order.

Each answer names its decision kind, one of the registry
:data:`~smashwiki.engine.decisions.DECISION_KINDS` that the Python asking uses too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..decisions import Decision, as_decision_kind
from ..errors import (
    ExpectationFailed,
    InvalidScenario,
    MissingAnswer,
    not_a_player,
)
from .narrate import refused_words
from .steps import Partly
from .values import reading


class ScriptedChooser:
    """Answers decisions from a check's ``choices:`` list, in order."""

    def __init__(self, entries: Sequence[Any]) -> None:
        if not isinstance(entries, Sequence) or isinstance(entries, str):
            raise InvalidScenario("choices must be a list", field=("choices",))
        self.entries = []
        for index, entry in enumerate(entries):
            with reading("choices", index):
                self.entries.append(_choice(entry))
        self.position = 0
        #: The answers refused as a check expects (``illegal:``), in words, each with how
        #: long the game's log was then (:attr:`log_length`), to be said in its place.
        self.refused: list[Partly] = []
        #: How long the game's log is (set by whoever runs the game; None: unknown).
        self.log_length: Callable[[], int | None] = lambda: None

    def choose(self, decision: Decision) -> Sequence[str]:
        """The next answer; it must be for a decision of this kind (and player)."""
        while True:
            if self.position >= len(self.entries):
                raise MissingAnswer(
                    f"{decision.player} must answer {decision.kind!r} ({decision.prompt}); "
                    f"options: {', '.join(decision.option_keys())}. Add it under choices:",
                    field=("choices",),
                )
            kind, player, answer, illegal = self.entries[self.position]
            if kind != decision.kind or (player is not None and player != decision.player):
                raise InvalidScenario(
                    f"the engine asked {decision.player} {decision.kind!r} "
                    f"({', '.join(decision.option_keys())}) but the next answer is for {kind!r}",
                    field=("choices", self.position),
                )
            self.position += 1
            if not illegal:
                return answer
            if decision.why_illegal(answer) is None:
                raise ExpectationFailed(
                    f"expected {', '.join(answer) or 'nothing'} to be refused for {kind!r}, "
                    "but it is a legal answer"
                )
            words = refused_words(decision.player, kind, answer, decision.option_keys())
            self.refused.append(Partly(words, self.log_length()))

    def check_players(self, players: Sequence[str]) -> None:
        """Raise :class:`InvalidScenario` for an answer pinned (``player:``) to a name that
        is no player: it would never be asked, and fail as unused, not as misspelt."""
        for index, (_, player, _, _) in enumerate(self.entries):
            if player is not None and player not in players:
                raise not_a_player(player, players).within("choices", index, "player")

    def leftovers(self) -> list[str]:
        """Answers nobody asked for."""
        return [
            f"{kind}: {', '.join(answer)}" for kind, _, answer, _ in self.entries[self.position :]
        ]


def _choice(entry: Any) -> tuple[str, str | None, tuple[str, ...], bool]:
    if not isinstance(entry, dict | Mapping):
        raise InvalidScenario(
            f"a choice must be a mapping like {{score-base: bank}}, not {entry!r}"
        )
    entry = dict(entry)
    illegal = False
    if "illegal" in entry:
        inner = entry.pop("illegal")
        if entry or not isinstance(inner, dict | Mapping):
            raise InvalidScenario("write an illegal answer as {illegal: {kind: answer}}")
        entry, illegal = dict(inner), True
    player = entry.pop("player", None)
    if len(entry) != 1:
        raise InvalidScenario(f"a choice names one decision kind, got {sorted(entry)}")
    [(kind, answer)] = entry.items()
    as_decision_kind(str(kind))
    answers = (
        tuple(str(a) for a in answer)
        if isinstance(answer, list)
        else ((str(answer),) if answer is not None else ())
    )
    return str(kind), player, answers, illegal
