"""Expansion mechanics, one module each: :mod:`.titans`, :mod:`.stasis`, :mod:`.bury`
(buried and stored cards), :mod:`.monsters` (monsters and treasures), :mod:`.duels`,
:mod:`.madness`, and :mod:`.opening` (setting up a new game). Each is a set of functions
over a :class:`~smashwiki.engine.game.Game`, which cards call as module functions
(``bury.bury(game, ...)``), and registers what the core must ask it (its actions, their
legality, its turn steps, scoring and end-of-game hooks) in
:data:`~smashwiki.engine.game.HOOKS` when imported: the core names none of them."""

from . import bury, duels, madness, monsters, opening, stasis, titans

__all__ = ["bury", "duels", "madness", "monsters", "opening", "stasis", "titans"]
