"""What an id may be, checked in Python (not only by the JSON Schemas).

Ids double as URLs and as folder names of the site, so the build trusts them only
after this module has: lowercase ASCII slugs (letters, digits, single hyphens
inside), joined by ``/`` for ids that have parts, a ruling number after ``#``.
No ``..``, no empty part, nothing after the end (``\\Z``, not ``$``, which would
let a final newline through), and at most :data:`MAX_ID_LENGTH` characters.

>>> is_id("time-travelers/doctor-when", "card")
True
>>> is_id("jumper\\n", "faction")
False
>>> is_id("../../etc", "card")
False
>>> is_id("time-travelers/doctor-when#1", "ruling")
True
"""

from __future__ import annotations

import re

#: The longest id accepted (it becomes a folder name of the site).
MAX_ID_LENGTH = 200

_SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
_PATH = rf"{_SLUG}(?:/{_SLUG})*"

#: The shape of an id, by the kind of record it names.
PATTERNS: dict[str, re.Pattern[str]] = {
    "slug": re.compile(rf"{_SLUG}\Z"),
    "source": re.compile(rf"{_SLUG}\Z"),
    "set": re.compile(rf"{_SLUG}\Z"),
    "faction": re.compile(rf"{_SLUG}\Z"),
    "term": re.compile(rf"{_SLUG}\Z"),
    "card": re.compile(rf"{_SLUG}/{_SLUG}\Z"),
    "rule": re.compile(rf"{_PATH}\Z"),
    "ruling": re.compile(rf"{_PATH}(?:#[0-9]+)?\Z"),
}

#: What each shape looks like, for messages.
SHAPES = {
    "slug": "a lowercase slug such as 'time-travelers'",
    "card": "'<faction or set>/<card>' slugs such as 'time-travelers/doctor-when'",
    "rule": "lowercase slugs joined by '/' such as 'scoring/ties'",
    "ruling": "lowercase slugs joined by '/', with an optional '#<number>'",
}


def is_id(value: object, kind: str) -> bool:
    """Whether ``value`` is a well-formed id for a record of ``kind``."""
    return (
        isinstance(value, str)
        and len(value) <= MAX_ID_LENGTH
        and PATTERNS[kind].match(value) is not None
    )


def why_not(value: str, kind: str) -> str:
    """Why ``value`` is not an id of ``kind`` (for a problem message)."""
    if len(value) > MAX_ID_LENGTH:
        return f"an id has at most {MAX_ID_LENGTH} characters, this one {len(value)}"
    return f"expected {SHAPES.get(kind, SHAPES['slug'])}"
