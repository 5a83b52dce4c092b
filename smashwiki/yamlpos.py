"""Read YAML fast, keeping the line and column of every key, value and list item.

ruamel.yaml's round-trip loader keeps positions too, but it is pure Python: at ten
times the size of all of Smash Up it spent 27 of the build's 31 seconds parsing.
This reader composes the document with libyaml (PyYAML's C loader) and turns the
node tree into dicts and lists that remember where each part came from. Writers
(the importers) still use ruamel.yaml, which keeps comments.

Scalars follow YAML 1.2 where it matters to data: only ``true``/``false`` are
booleans (``yes``, ``no``, ``on``, ``off`` stay strings) and dates stay the text
they were written as.

>>> doc = load_text("name: Doctor When\\npower: 5\\nvps: [2, 3, 1]\\n")
>>> doc, doc.value_at("power"), doc["vps"].item_at(2)
({'name': 'Doctor When', 'power': 5, 'vps': [2, 3, 1]}, (1, 7), (2, 12))
"""

from __future__ import annotations

from typing import Any

import yaml

try:
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml: slower, same results
    _Loader = yaml.SafeLoader

_CONSTRUCTOR = yaml.constructor.SafeConstructor()
_BOOLEANS = {"true": True, "false": False}
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_BOOL = "tag:yaml.org,2002:bool"


class YamlError(Exception):
    """The text is not valid YAML; ``line`` and ``col`` are 1-based."""

    def __init__(self, message: str, line: int, col: int) -> None:
        super().__init__(message)
        self.line = line
        self.col = col


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


def load_text(text: str) -> Any:
    """Parse one YAML document; raise :class:`YamlError` with its position if it is invalid."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise YamlError(str(exc.problem or exc.context), line, col) from exc
    except yaml.YAMLError as exc:
        raise YamlError(str(exc), 1, 1) from exc
    return None if node is None else _convert(node)


def _mark(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line, node.start_mark.column


def _convert(node: yaml.Node) -> Any:
    if isinstance(node, yaml.MappingNode):
        return _mapping(node)
    if isinstance(node, yaml.SequenceNode):
        items = YamlList()
        items.line, items.col = _mark(node)
        for child in node.value:
            items.item_positions.append(_mark(child))
            items.append(_convert(child))
        return items
    assert isinstance(node, yaml.ScalarNode)
    return _scalar(node)


def _mapping(node: yaml.MappingNode) -> YamlMap:
    mapping = YamlMap()
    mapping.line, mapping.col = _mark(node)
    for key_node, value_node in node.value:
        key = _scalar(key_node) if isinstance(key_node, yaml.ScalarNode) else None
        if not isinstance(key, str | int | float | bool) or isinstance(key, bool):
            line, col = _mark(key_node)
            raise YamlError("keys must be plain words", line + 1, col + 1)
        key = str(key)
        if key in mapping:
            line, col = _mark(key_node)
            raise YamlError(f'found duplicate key "{key}"', line + 1, col + 1)
        mapping.key_positions[key] = _mark(key_node)
        mapping.value_positions[key] = _mark(value_node)
        mapping[key] = _convert(value_node)
    return mapping


def _scalar(node: yaml.ScalarNode) -> Any:
    if node.tag == _TIMESTAMP:
        return node.value
    if node.tag == _BOOL:
        return _BOOLEANS.get(node.value.lower(), node.value)
    return _CONSTRUCTOR.construct_object(node)
