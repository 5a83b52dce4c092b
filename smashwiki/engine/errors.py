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


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidScenario(EngineError):
    """The scenario or the state it sets up is malformed."""


class IllegalAction(EngineError):
    """An action or an answer the rules do not allow at this point."""


class IllegalChoice(IllegalAction):
    """An answer to a decision that is not among its legal options."""


class MissingAnswer(InvalidScenario):
    """The engine asked a question the scenario has no answer for."""


class UnusedAnswers(InvalidScenario):
    """The scenario gave answers that no decision asked for."""


class ExpectationFailed(EngineError):
    """A scenario ran, but the state or the event log is not what it expected."""


class DidNotFinish(EngineError):
    """A check made the engine apply more events than a check may (see
    :data:`smashwiki.limits.MAX_CHECK_STEPS`): a card that triggers itself, say."""
