"""The quick schema check (jsonschema-rs, :func:`smashwiki.load.quick_validator`) says "valid"
only where ``jsonschema``, which describes the problems, does: a file it passes has none."""

from __future__ import annotations

import copy
import random
from typing import Any

import jsonschema_rs
import pytest
from conftest import ROOT

from smashwiki.load import plain_documents, quick_validator, schema_validator, validator_class

#: Values a mutation puts in place of one in the document.
ODD_VALUES: list[Any] = [
    None,
    True,
    0,
    1,
    -1,
    1.0,
    2.5,
    "",
    "x",
    "Not a slug",
    "a\n",
    [],
    {},
    ["a", "a"],
]


def _documents() -> list[tuple[str, str, Any]]:
    return [(path.name, kind, document) for path, kind, document in plain_documents(ROOT / "data")]


def _places(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    places = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            places.extend(_places(item, (*here, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            places.extend(_places(item, (*here, index)))
    return places


def _mutated(document: Any, places: list[tuple[Any, ...]], rng: random.Random) -> Any:
    """``document`` with one value replaced, removed or given an unknown key (at one of
    ``places``, the :func:`_places` of the document but its root). The mutant is a copy of
    the containers on the way to that value (and of the value, if it is one); the rest it
    shares with ``document``, which the checks only read."""
    place = rng.choice(places)
    copied = parent = _copy(document)
    for step in place[:-1]:
        parent[step] = parent = _copy(parent[step])
    action = rng.randrange(3)
    if action == 0:
        parent[place[-1]] = rng.choice(ODD_VALUES)
    elif action == 1:
        del parent[place[-1]]
    elif isinstance(parent[place[-1]], dict):
        parent[place[-1]] = {**parent[place[-1]], "unknown-key": 1}
    else:
        parent[place[-1]] = {"unknown-key": 1}
    return copied


def _copy(container: Any) -> Any:
    return dict(container) if isinstance(container, dict) else list(container)


DOCUMENTS = _documents()


def _valid(kind: str, document: Any) -> bool:
    return bool(schema_validator(kind).is_valid(document))


@pytest.mark.parametrize(("name", "kind", "document"), DOCUMENTS, ids=[d[0] for d in DOCUMENTS])
def test_valid_data_passes_and_broken_data_never_does(name: str, kind: str, document: Any):
    check = quick_validator(kind).is_valid
    assert check(document) and _valid(kind, document)
    rng = random.Random(name)
    places = _places(document)[1:]
    untouched = copy.deepcopy(document)
    broken = 0
    # At least 12 mutations, and on until one breaks the document (whatever the data, a
    # mutation that breaks nothing proves nothing).
    for tried in range(1, 201):
        mutant = _mutated(document, places, rng)
        quick, valid = check(mutant), _valid(kind, mutant)
        assert valid or not quick, mutant  # "valid" only where jsonschema agrees
        broken += not valid
        if tried >= 12 and broken:
            break
    assert broken, f"none of {tried} mutations broke {name}"
    assert document == untouched  # the mutants share its unchanged parts: nothing changed them


@pytest.mark.parametrize(
    ("schema", "document", "expected"),
    [
        ({"type": "integer"}, 1.0, True),
        ({"type": "integer"}, True, False),
        ({"enum": [1, "a"]}, True, False),
        ({"enum": [1, "a"]}, 1.0, True),
        ({"minimum": 0}, -1, False),
        ({"minimum": 0}, "-1", True),
        ({"pattern": "^[a-z]+$"}, "ab\n", False),
        ({"not": {"required": ["a", "b"]}}, {"a": 1, "b": 2}, False),
        (
            {"if": {"type": "string"}, "then": {"enum": ["x"]}, "else": {"type": "object"}},
            "y",
            False,
        ),
        ({"if": {"type": "string"}, "then": {"enum": ["x"]}, "else": {"type": "object"}}, 3, False),
        (
            {
                "$ref": "#/$defs/a",
                "unevaluatedProperties": False,
                "$defs": {"a": {"properties": {"k": {}}}},
            },
            {"k": 1},
            True,
        ),
        (
            {
                "$ref": "#/$defs/a",
                "unevaluatedProperties": False,
                "$defs": {"a": {"properties": {"k": {}}}},
            },
            {"j": 1},
            False,
        ),
        ({"uniqueItems": True}, [1, 1], False),
        ({"additionalProperties": False, "properties": {"a": {}}}, {"a": 1, "b": 2}, False),
    ],
    ids=lambda v: repr(v)[:40],
)
def test_keywords_read_as_jsonschema_reads_them(
    schema: dict[str, Any], document: Any, expected: bool
):
    assert jsonschema_rs.validator_for(schema).is_valid(document) is expected
    assert bool(validator_class()(schema).is_valid(document)) is expected
