"""The smashwiki rules engine: replays small rulings scenarios faithfully.

* :mod:`~smashwiki.engine.state`: the game state as data (zones, counters, phase).
* :mod:`~smashwiki.engine.events`: every change is an event; the log is the replay.
* :mod:`~smashwiki.engine.game`: :class:`Game`, the object cards and scenarios talk
  to: questions, the one ``apply`` and the one ``move``, decisions.
* :mod:`~smashwiki.engine.appliers`: how each event changes the state.
* :mod:`~smashwiki.engine.ongoing`, :mod:`~smashwiki.engine.legality`,
  :mod:`~smashwiki.engine.plays`, :mod:`~smashwiki.engine.effects`,
  :mod:`~smashwiki.engine.windows`, :mod:`~smashwiki.engine.turn`,
  :mod:`~smashwiki.engine.scoring`: the rules, each a set of functions that are also
  methods of :class:`Game`.
* :mod:`~smashwiki.engine.mechanics`: one module per expansion mechanic.
* :mod:`~smashwiki.engine.decisions`: choices are asked, never guessed.
* :mod:`~smashwiki.engine.registry`: card abilities registered by card id and timing.
* :mod:`~smashwiki.engine.standins`: declarative abilities of stand-in cards.
* :mod:`~smashwiki.engine.scenario`: a ruling's ``check:`` parsed and run.
* :mod:`~smashwiki.engine.cards`: one module per faction of real card abilities.
"""

from __future__ import annotations

# The rules' modules and the expansion mechanics register their hooks (event appliers,
# actions and their legality, turn and scoring steps) with the core when imported.
from . import appliers, legality, mechanics, windows  # noqa: F401, I001
from .actions import Action, PlayAction, PlayFromStasis, PlayMinion, PlayTitan, UseTalent
from .decisions import Chooser, Decision, Option
from .definitions import CardDef
from .errors import (
    EngineError,
    ExpectationFailed,
    IllegalAction,
    IllegalChoice,
    InvalidScenario,
    MissingAnswer,
    UnusedAnswers,
)
from .game import Game
from .registry import REGISTRY, Context, Registry, Timing, ability
from .setup import GameBuilder
from .state import GameState, Location, Phase, PlayGrant

__all__ = [
    "REGISTRY",
    "Action",
    "CardDef",
    "Chooser",
    "Context",
    "Decision",
    "EngineError",
    "ExpectationFailed",
    "Game",
    "GameBuilder",
    "GameState",
    "IllegalAction",
    "IllegalChoice",
    "InvalidScenario",
    "Location",
    "MissingAnswer",
    "Option",
    "Phase",
    "PlayAction",
    "PlayFromStasis",
    "PlayGrant",
    "PlayMinion",
    "PlayTitan",
    "Registry",
    "Timing",
    "UnusedAnswers",
    "UseTalent",
    "ability",
]
