"""Real card abilities: one module per faction, e.g. ``time_travelers.py``.

Each module registers its cards in :data:`smashwiki.engine.registry.REGISTRY` when
imported, keyed by the card's id in ``data/`` (``time-travelers/doctor-when``)::

    from smashwiki.engine.registry import Context, Timing, ability, modifier

    @ability("time-travelers/into-the-time-slip", Timing.ON_PLAY)
    def into_the_time_slip(ctx: Context) -> None:
        ...

:func:`load_all` imports every module here; the checks call it before running.
A card whose id is registered counts as *implemented*: scenarios may then use
the real card, and the database marks it ``implemented``.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..registry import REGISTRY, Registry


def load_all() -> Registry:
    """Import every faction module (registering its cards) and return the registry."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
    return REGISTRY
