"""Exception types of the rules engine.

Two families matter to a ruling's check:

* :class:`InvalidScenario`: the scenario itself is wrong (an unknown card, a
  player who is not in the game, an answer nobody asked for). The check is
  broken, not the rules.
* :class:`IllegalAction`: the scenario asked for something the rules forbid
  (playing a second minion, choosing an option that is not offered). A check
  can *expect* this: that is how "you may not ..." rulings are proven.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidScenario(EngineError):
    """The scenario or the state it sets up is malformed.

    ``field`` is where in the check, as keys and list positions (``("do", 2, "amount")``),
    when the reader knows it: whoever knows the check's file turns it into a line.
    """

    def __init__(self, message: str, *, field: tuple[str | int, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.field = field

    def within(self, *outer: str | int) -> InvalidScenario:
        """This error, its field now read from ``outer`` down (the caller's part of the
        check); returns itself, to be raised again."""
        self.field = (*outer, *self.field)
        return self


class IllegalAction(EngineError):
    """An action or an answer the rules do not allow at this point."""


class IllegalChoice(IllegalAction):
    """An answer to a decision that is not among its legal options."""


class MissingAnswer(InvalidScenario):
    """The engine asked a question the scenario has no answer for."""


class UnusedAnswers(InvalidScenario):
    """The scenario gave answers that no decision asked for."""


class NothingHappened(IllegalAction):
    """A rules operation of a check changed nothing because the rules stop it (the card is
    protected, out of play, has no counters ...). A check that means it says ``illegal:``
    on the step; otherwise it fails, saying why nothing happened (``reason``)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason or message


class EngineFault(EngineError):
    """The engine did not do what a check asked, and no rule says why: a bug in the
    engine, not in the check."""


class ExpectationFailed(EngineError):
    """A scenario ran, but the state or the event log is not what it expected."""


class DidNotFinish(EngineError):
    """A check made the engine apply more events than a check may (see
    :data:`smashwiki.limits.MAX_CHECK_STEPS`): a card that triggers itself, say."""


def not_a_player(name: object, players: Sequence[str]) -> InvalidScenario:
    """The error for a name a check gives as a player that is not one of its players
    (a misspelt one, say), with the nearest player's name if one is close.

    >>> print(not_a_player("Bath", ["Alan", "Beth"]))
    'Bath' is not a player of this check (did you mean 'Beth'?); its players: Alan, Beth
    """
    close = difflib.get_close_matches(str(name), list(players), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    return InvalidScenario(
        f"{str(name)!r} is not a player of this check{hint}; its players: {', '.join(players)}"
    )
