"""A bound on the work one check may make the engine do.

A check comes from a data file, and a data file from a stranger's pull request: a
card that triggers itself must not hold CI for hours. :class:`StepBudget` listens
to every event the game applies and stops the game with :class:`DidNotFinish` once
there have been more than its limit.
"""

from __future__ import annotations

from .. import limits
from .errors import DidNotFinish
from .events import Event
from .game import Game


class StepBudget:
    """A game listener that raises :class:`DidNotFinish` after ``limit`` events.

    >>> budget = StepBudget(limit=1)
    >>> budget.steps
    0
    """

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limits.MAX_CHECK_STEPS if limit is None else limit
        self.steps = 0

    def __call__(self, game: Game, event: Event) -> None:
        """Count ``event``; stop the game when the budget is spent."""
        self.steps += 1
        if self.steps > self.limit:
            raise DidNotFinish(
                f"the engine applied more than {self.limit} events "
                f"(the last: {type(event).__name__}); does a card trigger itself?"
            )
