"""Expansion mechanics, one module each: :mod:`.titans`, :mod:`.stasis`, :mod:`.bury`
(buried and stored cards), :mod:`.monsters` (monsters and treasures), :mod:`.duels`,
:mod:`.madness`, and :mod:`.opening` (setting up a new game). Each is a set of functions
over a :class:`~smashwiki.engine.game.Game`, which cards call as module functions
(``bury.bury(game, ...)``)."""
