"""Reading a check's YAML values: mappings, lists, unknown keys."""

from __future__ import annotations

from collections.abc import Mapping
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
