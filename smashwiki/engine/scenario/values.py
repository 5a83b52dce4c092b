"""Reading a check's YAML values: mappings, lists, unknown keys."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from ..errors import (
    InvalidScenario,
)


def as_mapping(value: Any, what: str) -> Mapping[str, Any]:
    """``value`` as a mapping (None is empty); anything else is an invalid check."""
    if value is None:
        return {}
    if not isinstance(value, dict | Mapping):
        raise InvalidScenario(f"{what} must be a mapping")
    return value


def as_list(value: Any, what: str) -> list[Any]:
    """``value`` as a list (None is empty); anything else is an invalid check."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise InvalidScenario(f"{what} must be a list")
    return value


def reject_unknown(keys: Any, allowed: set[str], what: str) -> None:
    """Raise :class:`InvalidScenario` naming the ``keys`` not in ``allowed``."""
    extra = sorted(set(keys) - allowed)
    if extra:
        raise InvalidScenario(f"{what}: unknown keys {extra}; allowed: {sorted(allowed)}")


def as_int(value: Any, *field: str | int, least: int | None = None) -> int:
    """``value`` as a whole number (``field`` is where it is in the check). A text, a
    fraction, ``true`` or a list is an invalid check naming the field, never rounded or
    read as a number by luck; so is a number below ``least``.

    >>> as_int("two", "amount")
    Traceback (most recent call last):
    ...
    smashwiki.engine.errors.InvalidScenario: 'two' is not a whole number
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidScenario(f"{value!r} is not a whole number", field=field)
    if least is not None and value < least:
        raise InvalidScenario(f"{value} is less than {least}", field=field)
    return value


@contextmanager
def reading(*field: str | int) -> Iterator[None]:
    """Inside, a problem of the check (:class:`InvalidScenario`) is about a part of
    ``field``: its own field is read from there down (``reading("setup", "bases", 0)``
    makes ``vps`` ``setup.bases[0].vps``)."""
    try:
        yield
    except InvalidScenario as error:
        raise error.within(*field) from None
