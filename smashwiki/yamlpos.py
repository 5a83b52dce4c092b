"""Read YAML fast, keeping the line and column of every key, value and list item.

ruamel.yaml's round-trip loader keeps positions too, but it is pure Python: at ten
times the size of all of Smash Up it spent 27 of the build's 31 seconds parsing.
This reader composes the document with libyaml (PyYAML's C loader) and turns the
node tree into dicts and lists that remember where each part came from. Writers
(the importers) still use ruamel.yaml, which keeps comments.

Scalars follow YAML 1.2 where it matters to data: only ``true``/``false`` are
booleans (``yes``, ``no``, ``on``, ``off`` stay strings) and dates stay the text
they were written as; so a date quoted (``'2025-02-30'``) is read as the same date
unquoted, and must be in the calendar too.

Data files come from strangers, so the reader takes plain YAML only and bounds it
(:mod:`smashwiki.limits`): no aliases (``*name``: a few bytes of them can expand to
gigabytes), no merge keys, no tags but YAML's own scalar, list and mapping tags, at
most :data:`~smashwiki.limits.MAX_DEPTH` levels, whole numbers within
:data:`~smashwiki.limits.MAX_SAFE_INTEGER`, finite numbers, text values of at most
:data:`~smashwiki.limits.MAX_TEXT_CHARS` characters, keys of at most
:data:`~smashwiki.limits.MAX_KEY_CHARS` (YAML's own limit, which libyaml reports
as a puzzling "mapping values are not allowed here"). Each breach is a
:class:`YamlError` with the position of what breaks the limit.

>>> doc = load_text("name: Doctor When\\npower: 5\\nvps: [2, 3, 1]\\n")
>>> doc, doc.value_at("power"), doc["vps"].item_at(2)
({'name': 'Doctor When', 'power': 5, 'vps': [2, 3, 1]}, (1, 7), (2, 12))
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Callable
from types import MappingProxyType
from typing import Any, NoReturn

import yaml

from .limits import MAX_DEPTH, MAX_KEY_CHARS, MAX_SAFE_INTEGER, MAX_TEXT_CHARS

try:
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml: slower, same results
    _Loader = yaml.SafeLoader

_CONSTRUCTOR = yaml.constructor.SafeConstructor()
_BOOLEANS = {"true": True, "false": False}
_YAML_TAG = "tag:yaml.org,2002:"
_TIMESTAMP = _YAML_TAG + "timestamp"
_STR = _YAML_TAG + "str"
_BOOL = _YAML_TAG + "bool"
_MERGE = _YAML_TAG + "merge"
#: The tags a data file may use (mostly implicitly): YAML's own scalars and collections.
_ALLOWED_TAGS = frozenset(
    _YAML_TAG + name for name in ("str", "int", "float", "bool", "null", "timestamp", "seq", "map")
)


class YamlError(Exception):
    """The text is not valid YAML (``syntax``) or breaks a limit; ``line`` and ``col`` are
    1-based."""

    def __init__(self, message: str, line: int, col: int, *, syntax: bool = True) -> None:
        super().__init__(message)
        self.line = line
        self.col = col
        self.syntax = syntax

    def describe(self) -> str:
        """The message for a problem report: ``YAML syntax error: ...`` or the breached limit."""
        return f"YAML syntax error: {self}" if self.syntax else str(self)


class YamlMap(dict[str, Any]):
    """A mapping that knows its own position and those of its keys and values (0-based)."""

    line: int = 0
    col: int = 0

    def __init__(self) -> None:
        super().__init__()
        self.key_positions: dict[str, tuple[int, int]] = {}
        self.value_positions: dict[str, tuple[int, int]] = {}

    def key_at(self, key: str) -> tuple[int, int]:
        """0-based (line, col) of ``key``."""
        return self.key_positions[key]

    def value_at(self, key: str) -> tuple[int, int]:
        """0-based (line, col) of the value of ``key``."""
        return self.value_positions[key]


class YamlList(list[Any]):
    """A list that knows its own position and those of its items (0-based)."""

    line: int = 0
    col: int = 0

    def __init__(self) -> None:
        super().__init__()
        self.item_positions: list[tuple[int, int]] = []

    def item_at(self, index: int) -> tuple[int, int]:
        """0-based (line, col) of item ``index``."""
        return self.item_positions[index]


def _read_only(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(
        f"this {type(self).__name__} is shared by every reader of its file: "
        "change a copy (copy.deepcopy gives one)"
    )


class _Frozen:
    """A copy of a frozen node is an ordinary (changeable) one; its pickle unpickles frozen."""

    def __copy__(self) -> Any:
        return _thawed(self, deep=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return _thawed(self, deep=True)

    def __reduce__(self) -> tuple[Any, ...]:
        return frozen, (_thawed(self, deep=True),)


class FrozenYamlMap(_Frozen, YamlMap):
    """A :class:`YamlMap` nobody can change (see :func:`frozen`)."""

    __setitem__ = __delitem__ = __setattr__ = __delattr__ = _read_only
    clear = pop = popitem = setdefault = update = __ior__ = _read_only


class FrozenYamlList(_Frozen, YamlList):
    """A :class:`YamlList` nobody can change (see :func:`frozen`)."""

    __setitem__ = __delitem__ = __setattr__ = __delattr__ = __iadd__ = __imul__ = _read_only
    append = extend = insert = pop = remove = clear = sort = reverse = _read_only


def frozen(node: Any) -> Any:
    """``node`` (what :func:`load_text` gives) as mappings and lists nobody can change, with
    the same positions: what one reader is handed can then be shared with the next
    (changing it raises :class:`TypeError`).

    >>> doc = frozen(load_text("vps: [2, 3, 1]\\n"))
    >>> doc["vps"].append(0)
    Traceback (most recent call last):
    TypeError: this FrozenYamlList is shared by every reader of its file: change a copy ...
    >>> doc["vps"].item_at(2), doc == {"vps": [2, 3, 1]}
    ((0, 12), True)
    """
    if isinstance(node, FrozenYamlMap | FrozenYamlList):
        return node
    if isinstance(node, YamlMap):
        mapping = FrozenYamlMap.__new__(FrozenYamlMap)
        dict.update(mapping, {key: frozen(value) for key, value in node.items()})
        _place(mapping, node)
        _place_parts(
            mapping, key_positions=node.key_positions, value_positions=node.value_positions
        )
        return mapping
    if isinstance(node, YamlList):
        items = FrozenYamlList.__new__(FrozenYamlList)
        list.extend(items, [frozen(item) for item in node])
        _place(items, node)
        _place_parts(items, item_positions=tuple(node.item_positions))
        return items
    return node


def _place(copy: YamlMap | YamlList, node: YamlMap | YamlList) -> None:
    object.__setattr__(copy, "line", node.line)
    object.__setattr__(copy, "col", node.col)


def _place_parts(copy: YamlMap | YamlList, **positions: Any) -> None:
    """Give a frozen ``copy`` its parts' positions, read-only."""
    for name, value in positions.items():
        object.__setattr__(
            copy, name, MappingProxyType(dict(value)) if isinstance(value, dict) else value
        )


def _same(value: Any) -> Any:
    return value


def _thawed(node: Any, *, deep: bool = True) -> Any:
    """An ordinary (changeable) copy of ``node``, with its positions (its parts copied too
    if ``deep``); a scalar as it is."""
    part: Callable[[Any], Any] = _thawed if deep else _same
    if isinstance(node, YamlMap):
        mapping = YamlMap()
        mapping.update({key: part(value) for key, value in node.items()})
        mapping.key_positions = dict(node.key_positions)
        mapping.value_positions = dict(node.value_positions)
        mapping.line, mapping.col = node.line, node.col
        return mapping
    if isinstance(node, YamlList):
        items = YamlList()
        items.extend(part(item) for item in node)
        items.item_positions = list(node.item_positions)
        items.line, items.col = node.line, node.col
        return items
    return node


def load_text(text: str) -> Any:
    """Parse one YAML document; raise :class:`YamlError` with its position if it is invalid
    or breaks one of the limits (see the module docstring)."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        error = _long_key(text, line, col)
        message = str(exc.problem or exc.context) + _opened_at(exc)
        raise error or YamlError(message, line, col) from exc
    except yaml.reader.ReaderError as exc:
        before = text[: exc.position]
        line, col = before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
        character = exc.character if isinstance(exc.character, int) else ord(exc.character)
        message = f"unacceptable character #x{character:04x}: {exc.reason}"
        raise YamlError(message, line, col) from exc
    except yaml.YAMLError as exc:
        raise YamlError(str(exc), 1, 1) from exc
    return None if node is None else _Converter(text).convert(node, 1)


def _opened_at(exc: yaml.MarkedYAMLError) -> str:
    """Where the bracket an error says is never closed was opened (libyaml reports where
    it gave up, often the end of the file)."""
    brackets = {"flow sequence": "[", "flow mapping": "{"}
    context, opened, failed = exc.context or "", exc.context_mark, exc.problem_mark
    if (
        opened is None
        or failed is None
        or (opened.line, opened.column)
        == (
            failed.line,
            failed.column,
        )
    ):
        return ""
    for what, bracket in brackets.items():
        if what in context:
            where = f"line {opened.line + 1}, column {opened.column + 1}"
            return f": the '{bracket}' at {where} is never closed"
    return ""


def check_text(text: str) -> None:
    """Raise :class:`YamlError` if :func:`load_text` would."""
    load_text(text)


#: Where a key can start on a line: after indentation, list dashes, ``? `` or a flow bracket.
_KEY_START = re.compile(r"^.*[{,\[]\s*|^(?:\s*[-?](?=\s))*\s*")


def _long_key(text: str, line: int, col: int) -> YamlError | None:
    """The error for a key longer than YAML allows, if the syntax error at ``line:col`` is
    the colon after one (libyaml then says "mapping values are not allowed here")."""
    lines = text.split("\n", line)
    if line > len(lines):
        return None
    before = lines[line - 1][: col - 1]
    if lines[line - 1][col - 1 : col] != ":":
        return None
    start = _KEY_START.match(before)
    key = before[start.end() if start else 0 :].rstrip()
    length = len(key.strip("\"'"))
    if length <= MAX_KEY_CHARS or ": " in key:
        return None
    message = f"a key of {length} characters: at most {MAX_KEY_CHARS} in one key"
    return YamlError(message, line, len(before) - len(key) + 1, syntax=False)


def _mark(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line, node.start_mark.column


def _error(message: str, node: yaml.Node, *, syntax: bool = False) -> YamlError:
    line, col = _mark(node)
    return YamlError(message, line + 1, col + 1, syntax=syntax)


class _Converter:
    """Turns one composed document into YamlMap/YamlList/scalars, enforcing the limits."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.seen: set[int] = set()

    def convert(self, node: yaml.Node, depth: int) -> Any:
        if id(node) in self.seen:
            raise self._alias_error()
        self.seen.add(id(node))
        if isinstance(node, yaml.ScalarNode):  # most nodes: checked first
            return _scalar(node)
        if depth > MAX_DEPTH:
            raise _error(f"nested more than {MAX_DEPTH} levels deep", node)
        _check_tag(node)
        if isinstance(node, yaml.MappingNode):
            return self.mapping(node, depth)
        assert isinstance(node, yaml.SequenceNode)
        return self.sequence(node, depth)

    def sequence(self, node: yaml.SequenceNode, depth: int) -> YamlList:
        items = YamlList()
        items.line, items.col = _mark(node)
        positions = items.item_positions
        for child in node.value:
            mark = child.start_mark
            positions.append((mark.line, mark.column))
            items.append(self.convert(child, depth + 1))
        return items

    def mapping(self, node: yaml.MappingNode, depth: int) -> YamlMap:
        mapping = YamlMap()
        mapping.line, mapping.col = _mark(node)
        keys, values = mapping.key_positions, mapping.value_positions
        for key_node, value_node in node.value:
            key = self._key(key_node, depth)
            if key in mapping:
                raise _error(f'found duplicate key "{key}"', key_node, syntax=True)
            mark = key_node.start_mark
            keys[key] = (mark.line, mark.column)
            mark = value_node.start_mark
            values[key] = (mark.line, mark.column)
            mapping[key] = self.convert(value_node, depth + 1)
        return mapping

    def _key(self, key_node: yaml.Node, depth: int) -> str:
        """The text of a mapping key: a plain word (or number), within the limits."""
        if key_node.tag == _MERGE:
            raise _error(
                "merge keys (<<) are not allowed in data files: write the keys out", key_node
            )
        key = self.convert(key_node, depth + 1) if isinstance(key_node, yaml.ScalarNode) else None
        if not isinstance(key, str | int | float) or isinstance(key, bool):
            raise _error("keys must be plain words", key_node, syntax=True)
        key = str(key)
        if len(key) > MAX_KEY_CHARS:
            raise _error(
                f"a key of {len(key)} characters: at most {MAX_KEY_CHARS} in one key", key_node
            )
        return key

    def _alias_error(self) -> YamlError:
        """The error for the first alias of the text, at the alias (found only now: a
        second reading of the events, paid only by a file that has one)."""
        message = "aliases (*name) are not allowed in data files: write the value out"
        for event in yaml.parse(self.text, Loader=_Loader):
            if isinstance(event, yaml.AliasEvent) and event.start_mark is not None:
                mark = event.start_mark
                return YamlError(message, mark.line + 1, mark.column + 1, syntax=False)
        return YamlError(message, 1, 1, syntax=False)  # pragma: no cover - an alias was composed


def _check_tag(node: yaml.Node) -> None:
    if node.tag not in _ALLOWED_TAGS:
        tag = node.tag.replace(_YAML_TAG, "!!", 1)
        raise _error(
            f"unknown tag {tag!r}: data files hold plain text, numbers, lists and mappings", node
        )


#: C0 and C1 control characters (and DEL), but for tab and newline: terminal escapes and NUL
#: in a text would reach the terminal, CI logs, the database and the site.
#: A text shaped like a date (as the schemas' ``date`` is: a day, maybe a time of it).
_DATE_SHAPE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[Tt ][0-9:.]+(?:Z|[+-][0-9:]+)?)?")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _check_characters(node: yaml.ScalarNode) -> None:
    """Refuse a text holding a control character (a tab or a newline is text)."""
    found = _CONTROL.search(node.value)
    if found is not None:
        raise _error(
            f"a control character (U+{ord(found.group()):04X}) in a text: only tabs and "
            "newlines may be in one; remove it",
            node,
        )


def _check_date(node: yaml.ScalarNode) -> None:
    """Refuse a date (or time stamp) that is not in the calendar: ``2025-02-30``."""
    text = node.value.strip()
    try:
        if len(text) <= 10:
            datetime.date.fromisoformat(text)
        else:
            datetime.datetime.fromisoformat(text.replace("Z", "+00:00").replace(" ", "T"))
    except ValueError as exc:
        raise _error(f"{text!r} is not a date in the calendar (YYYY-MM-DD): {exc}", node) from exc


def _scalar(node: yaml.ScalarNode) -> Any:
    tag, text = node.tag, node.value
    if tag != _STR:  # most scalars are text, whose tag is allowed
        _check_tag(node)
    if len(text) > MAX_TEXT_CHARS:
        raise _error(
            f"a value of {len(text)} characters: at most {MAX_TEXT_CHARS} in one value", node
        )
    if tag == _TIMESTAMP or (tag == _STR and _DATE_SHAPE.fullmatch(text)):
        _check_date(node)
    if tag in (_STR, _TIMESTAMP):  # the text itself (what the constructor gives for text)
        _check_characters(node)
        return text
    if tag == _BOOL:
        return _BOOLEANS.get(text.lower(), text)
    try:
        value = _CONSTRUCTOR.construct_object(node)
    except (yaml.YAMLError, ValueError) as exc:
        raise _error(f"not a valid value: {exc}", node, syntax=True) from exc
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_SAFE_INTEGER:
        raise _error(
            f"the number {node.value} is too large: whole numbers are at most "
            f"{MAX_SAFE_INTEGER} either way",
            node,
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise _error(f"{node.value} is not a finite number", node)
    return value
