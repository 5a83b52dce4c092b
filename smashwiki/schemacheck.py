"""A quick yes-or-maybe check of a document against the package's JSON Schemas.

``jsonschema`` walks the schema anew for every value (resolving each ``$ref`` through its
registry, creating a validator object per step): about 0.3 s of CPU for the data of the
whole game, most of a build's loading. :func:`compile_schema` turns a schema into plain
Python closures once; the closure answers ``True`` only when the document is valid as
Draft 2020-12 (with the package's ``$`` reading of ``pattern``) says. ``False`` means
"maybe not": the caller then runs ``jsonschema`` to collect every problem with its place,
so a ``False`` where the document is valid costs time, never correctness.

Only the keywords the package's schemas use are compiled; a schema with any other keyword
raises :class:`Unsupported` (its documents go to ``jsonschema`` every time).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

Check = Callable[[Any], bool]

#: Keywords that assert nothing in Draft 2020-12 (``format`` only annotates by default).
_IGNORED = frozenset(
    {"$schema", "$comment", "title", "description", "examples", "default", "format", "deprecated"}
)


class Unsupported(Exception):
    """The schema uses a keyword (or a form of one) this compiler does not handle."""


def _is_integer(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


#: JSON types as ``jsonschema``'s default type checker reads them.
_TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": _is_integer,
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _plain_scalar(value: Any) -> bool:
    """A value whose Python equality is JSON Schema's (no ``True == 1``, no containers)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


class _Compiler:
    """Compiles schemas of one registry of resources (``name -> schema``)."""

    def __init__(self, resources: Mapping[str, Any], whole_match: Callable[[str], str]) -> None:
        self.resources = resources
        self.whole_match = whole_match
        self.refs: dict[tuple[str, str, bool], Check] = {}
        self.exact = 0  # > 0 inside "not" and "if", where "maybe not" would turn into "yes"

    def resolve(self, base: str, ref: str) -> tuple[str, Any]:
        name, _, pointer = ref.partition("#")
        name = name or base
        if name not in self.resources or not pointer.startswith("/$defs/"):
            raise Unsupported(f"$ref {ref!r}")
        parts = pointer[1:].split("/")
        if len(parts) != 2:
            raise Unsupported(f"$ref {ref!r}")
        return name, self.resources[name]["$defs"][parts[1]]

    def ref(self, base: str, ref: str) -> Check:
        name, target = self.resolve(base, ref)
        key = (name, ref.partition("#")[2], self.exact > 0)
        if key not in self.refs:
            cell: list[Check] = []
            self.refs[key] = lambda v: cell[0](v)  # a recursive $ref finds it while compiling
            cell.append(self.compile(name, target))
            self.refs[key] = cell[0]
        return self.refs[key]

    def compile(self, base: str, schema: Any) -> Check:
        if schema is True:
            return lambda v: True
        if schema is False:
            return lambda v: False
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))
        checks = [self.keyword(base, schema, key, value) for key, value in schema.items()]
        found = [c for c in checks if c is not None]
        if len(found) == 1:
            return found[0]
        return lambda v: all(check(v) for check in found)

    def keyword(self, base: str, schema: dict[str, Any], key: str, value: Any) -> Check | None:
        if key in _IGNORED or key.startswith("x-"):
            return None
        method = getattr(self, "k_" + key.replace("$", "S"), None)
        if method is None:
            raise Unsupported(key)
        check: Check | None = method(base, schema, value)
        return check

    # ------------------------------------------------------------------ keywords

    def k_Sdefs(self, base: str, schema: dict[str, Any], value: Any) -> Check | None:
        return None  # compiled when a $ref reaches them

    def k_Sref(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return self.ref(base, value)

    def k_type(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        names = [value] if isinstance(value, str) else list(value)
        tests = [_TYPES[name] for name in names]
        return lambda v: any(test(v) for test in tests)

    def k_enum(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        if not all(_plain_scalar(item) for item in value):
            raise Unsupported("enum of other than strings and integers")
        allowed = frozenset(value)  # 1.0 == 1 as in jsonschema; True is not 1 in either
        return lambda v: (
            isinstance(v, (str, int, float)) and not isinstance(v, bool) and v in allowed
        )

    def k_const(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return self.k_enum(base, schema, [value])

    def k_minimum(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return lambda v: not _is_number(v) or not v < value

    def k_maximum(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return lambda v: not _is_number(v) or not v > value

    def k_maxItems(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return lambda v: not isinstance(v, list) or len(v) <= value

    def k_minLength(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return lambda v: not isinstance(v, str) or len(v) >= value

    def k_minItems(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return lambda v: not isinstance(v, list) or len(v) >= value

    def k_minProperties(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        return lambda v: not isinstance(v, dict) or len(v) >= value

    def k_pattern(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        search = re.compile(self.whole_match(value)).search
        return lambda v: not isinstance(v, str) or search(v) is not None

    def k_uniqueItems(self, base: str, schema: dict[str, Any], value: Any) -> Check | None:
        if not value:
            return None
        if self.exact:
            raise Unsupported("uniqueItems inside not or if")

        def unique(v: Any) -> bool:  # "maybe not" for anything but plain scalars
            if not isinstance(v, list):
                return True
            return all(_plain_scalar(item) for item in v) and len(set(v)) == len(v)

        return unique

    def k_required(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        names = tuple(value)
        return lambda v: not isinstance(v, dict) or all(name in v for name in names)

    def k_dependentRequired(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        pairs = [(name, tuple(needed)) for name, needed in value.items()]

        def dependent(v: Any) -> bool:
            if not isinstance(v, dict):
                return True
            return all(all(n in v for n in needed) for name, needed in pairs if name in v)

        return dependent

    def k_properties(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        checks = [(name, self.compile(base, sub)) for name, sub in value.items()]

        def properties(v: Any) -> bool:
            if not isinstance(v, dict):
                return True
            return all(check(v[name]) for name, check in checks if name in v)

        return properties

    def k_additionalProperties(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        if "patternProperties" in schema:
            raise Unsupported("additionalProperties with patternProperties")
        known = frozenset(schema.get("properties", ()))
        check = self.compile(base, value)

        def additional(v: Any) -> bool:
            if not isinstance(v, dict):
                return True
            return all(check(item) for name, item in v.items() if name not in known)

        return additional

    def k_unevaluatedProperties(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        if value is not False:
            raise Unsupported("unevaluatedProperties other than false")
        known = frozenset(self.evaluated(base, schema))
        return lambda v: not isinstance(v, dict) or all(name in known for name in v)

    def evaluated(self, base: str, schema: dict[str, Any]) -> set[str]:
        """The names ``properties`` evaluates in ``schema`` and the schemas it ``$ref``s.

        Exact only when no conditional applicator or other annotating keyword is on the way
        (then every one of them must hold for the whole to hold); anything else is refused.
        """
        annotating = {"patternProperties", "additionalProperties", "if", "anyOf", "oneOf"}
        annotating |= {"allOf", "dependentSchemas"}
        if annotating & schema.keys():
            raise Unsupported("unevaluatedProperties next to conditional applicators")
        names = set(schema.get("properties", ()))
        if "$ref" in schema:
            name, target = self.resolve(base, schema["$ref"])
            names |= self.evaluated(name, target)
        return names

    def k_propertyNames(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        check = self.compile(base, value)
        return lambda v: not isinstance(v, dict) or all(check(name) for name in v)

    def k_items(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        if "prefixItems" in schema:
            raise Unsupported("items with prefixItems")
        check = self.compile(base, value)
        return lambda v: not isinstance(v, list) or all(check(item) for item in v)

    def k_anyOf(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        checks = [self.compile(base, sub) for sub in value]
        return lambda v: any(check(v) for check in checks)

    def k_allOf(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        checks = [self.compile(base, sub) for sub in value]
        return lambda v: all(check(v) for check in checks)

    def exactly(self, base: str, schema: Any) -> Check:
        """``schema`` compiled with no "maybe not": its ``False`` is certain."""
        self.exact += 1
        try:
            return self.compile(base, schema)
        finally:
            self.exact -= 1

    def k_not(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        check = self.exactly(base, value)
        return lambda v: not check(v)

    def k_if(self, base: str, schema: dict[str, Any], value: Any) -> Check:
        test = self.exactly(base, value)
        then = self.compile(base, schema.get("then", True))
        otherwise = self.compile(base, schema.get("else", True))
        return lambda v: then(v) if test(v) else otherwise(v)

    def k_then(self, base: str, schema: dict[str, Any], value: Any) -> Check | None:
        return None  # compiled with "if"

    def k_else(self, base: str, schema: dict[str, Any], value: Any) -> Check | None:
        return None  # compiled with "if"


def compile_schema(
    resources: Mapping[str, Any], name: str, whole_match: Callable[[str], str]
) -> Check:
    """A check of documents against ``resources[name]`` (``$ref``s resolve among ``resources``,
    keyed by file name): ``True`` only for a valid document.

    Raises :class:`Unsupported` for a schema using keywords this module does not compile.
    """
    return _Compiler(resources, whole_match).compile(name, resources[name])
