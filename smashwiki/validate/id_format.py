"""Every record's id has the shape :mod:`smashwiki.ids` allows.

The JSON Schemas say the same for each id as written; this check sees the ids as
the records carry them (a card's ``<group>/<slug>``, a rule's whole path), in
Python, so nothing the build turns into a URL or a folder depends on a schema alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..errors import Problem
from ..ids import MAX_ID_LENGTH, is_id, why_not
from ..model import Dataset

#: Record kinds of the data set and the id shape each follows.
KINDS = (
    ("sources", "source"),
    ("sets", "set"),
    ("factions", "faction"),
    ("cards", "card"),
    ("rules", "rule"),
    ("terms", "term"),
    ("rulings", "ruling"),
)


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every record whose id (as written) is not a well-formed id."""
    for attribute, kind in KINDS:
        for record in getattr(dataset, attribute):
            yield from _check_one(record, kind)


def _check_one(record: Any, kind: str) -> Iterator[Problem]:
    # An id the file does not write (a card's ruling is numbered by the loader; a
    # missing id is the schema's to report) has nothing to point at.
    if "id" not in record.where.fields or not isinstance(record.id, str):
        return
    written = _as_written(record, kind)
    part = "ruling" if kind == "ruling" else "slug"
    if not is_id(written, part):
        message = f"invalid id {written!r}: {why_not(written, part)}"
        yield Problem.at(record.where.at("id"), message)
    elif not is_id(record.id, kind) and len(record.id) > MAX_ID_LENGTH:
        # Its own part is fine but the whole is too long (a wrong group or parent id
        # is reported where that id is written).
        message = f"invalid id {record.id!r}: {why_not(record.id, kind)}"
        yield Problem.at(record.where.at("id"), message)


def _as_written(record: Any, kind: str) -> str:
    """The part of the id the record's own ``id:`` field gives."""
    if kind == "card":
        return str(record.id).split("/", 1)[-1]
    if kind == "rule" and record.parent_id:
        return str(record.id)[len(record.parent_id) + 1 :]
    return str(record.id)
