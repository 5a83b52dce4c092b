"""ruamel.yaml's round-trip nodes for a text without comments, built from libyaml's events.

ruamel's round-trip loader is pure Python (about 10 µs a byte): on the whole game it was
most of a cold ``smashwiki check`` (the canonical form) and of a re-import (the merge
reads every file it writes over). What it keeps beyond the data are the comments (blank
lines are comments to it too) and each collection's flow or block style. A file the
importers wrote has no comment but its first line (``# yaml-language-server: ...``), so
for such a text the same nodes are built here from libyaml's events (C, some 30 times
faster), the leading comment lines given back through ruamel's public
``yaml_set_start_comment``.

Precision first: :func:`read_uncommented` gives None, and the caller reads the text with ruamel,
for anything whose nodes it can't be sure to build exactly as ruamel would: a ``#`` past
the leading comment lines (a comment, or a ``#`` inside a text: it can't tell them apart
without scanning), a blank line, a line ending in CR, a directive or document marker, a
tag, anchor or alias, a folded (``>``) block, a key that is not text, and any plain
scalar ruamel's YAML 1.2 resolver reads as something other than text, ``true``/``false``,
null, a whole number in plain decimal (``0``, ``-12``) or a date (``2025-02-01``).
``tests/test_fastread.py`` compares both readers' nodes, written out, on every data file
of the repository and of the generated whole game.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable
from typing import Any

import yaml
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.nodes import ScalarNode
from ruamel.yaml.resolver import VersionedResolver
from ruamel.yaml.scalarstring import LiteralScalarString

_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_RESOLVER = VersionedResolver(version=(1, 2))
_TAG = "tag:yaml.org,2002:"
_DECIMAL = re.compile(r"-?(?:0|[1-9][0-9]*)")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: A line ruamel reads as more than data: blank, a directive, a document marker.
_SPECIAL_LINE = re.compile(r"^(?:[ \t]*$|%|---|\.\.\.)", re.MULTILINE)


class _Unsure(Exception):
    """The text holds something ruamel may read otherwise: leave it to ruamel."""


def read_uncommented(text: str) -> CommentedMap | None:
    """ruamel's round-trip mapping for ``text`` (as ``YAML(typ="rt").load`` gives it, for
    writing back), or None when the text is not one this reader is sure of (see the module
    docstring): the caller then reads it with ruamel. Text that is not YAML gives None too."""
    header, body = _split_header(text)
    if body is None or "#" in body or "\r" in text or _SPECIAL_LINE.search(body[:-1]):
        return None
    try:
        root = _build(yaml.parse(body, Loader=_LOADER))
    except (_Unsure, yaml.YAMLError):
        return None
    if not isinstance(root, CommentedMap):
        return None
    if header:
        root.yaml_set_start_comment("\n".join(header))
    return root


def _split_header(text: str) -> tuple[list[str], str | None]:
    """The leading comment lines (each starting with ``#``) and the rest of the text (None
    when there is no rest, or it does not end with a newline)."""
    lines = text.split("\n")
    count = 0
    while count < len(lines) and lines[count].startswith("#"):
        count += 1
    body = "\n".join(lines[count:])
    if not body.strip() or not body.endswith("\n"):
        return [], None
    return lines[:count], body


def _build(events: Iterable[Any]) -> Any:
    """The round-trip node the events of one document make."""
    stack: list[list[Any]] = []  # per open collection: [node, pending key, flow style]
    root: Any = None
    for event in events:
        if isinstance(event, yaml.DocumentStartEvent | yaml.DocumentEndEvent):
            if event.explicit or getattr(event, "version", None) or getattr(event, "tags", None):
                raise _Unsure
        elif isinstance(event, yaml.CollectionEndEvent):
            _set_style(*stack.pop())
        elif not isinstance(event, yaml.StreamStartEvent | yaml.StreamEndEvent):
            node = _node(event)
            if stack:
                _add(stack[-1], node, event)
            else:
                root = node
            if isinstance(event, yaml.CollectionStartEvent):
                stack.append([node, _NO_KEY, event.flow_style])
    return root


def _set_style(node: Any, key: Any, flow: bool | None) -> None:
    """A closed collection's style, as ruamel sets it: only on one with items."""
    if key is not _NO_KEY:
        raise _Unsure  # pragma: no cover - libyaml closes no mapping after a key
    if node and flow:
        node.fa.set_flow_style()
    elif node and flow is False:
        node.fa.set_block_style()


_NO_KEY = object()


def _node(event: Any) -> Any:
    """The node of one event (an empty collection, or a scalar's value)."""
    if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
        raise _Unsure
    if getattr(event, "tag", None) is not None:
        raise _Unsure
    if isinstance(event, yaml.MappingStartEvent):
        return CommentedMap()
    if isinstance(event, yaml.SequenceStartEvent):
        return CommentedSeq()
    if isinstance(event, yaml.ScalarEvent):
        return _scalar(event)
    raise _Unsure  # pragma: no cover - libyaml has no other node event


def _scalar(event: yaml.ScalarEvent) -> Any:
    """A scalar's value as ruamel's round-trip constructor gives it."""
    value: str = event.value
    if event.style == "|":
        return LiteralScalarString(value)
    if event.style:  # quoted (folded blocks are left to ruamel); plain: None or ""
        if event.style in ("'", '"'):
            return value
        raise _Unsure
    tag = _RESOLVER.resolve(ScalarNode, value, (True, False))
    kind = str(tag).removeprefix(_TAG) if str(tag).startswith(_TAG) else None
    if kind == "str":
        return value
    if kind == "bool" and value in ("true", "false"):
        return value == "true"
    if kind == "null":
        return None
    if kind == "int" and _DECIMAL.fullmatch(value):
        return int(value)
    if kind == "timestamp" and _DATE.fullmatch(value):
        return datetime.date.fromisoformat(value)
    raise _Unsure


def _add(top: list[Any], node: Any, event: Any) -> None:
    """Put ``node`` into the open collection ``top`` (a mapping's key, or its value)."""
    collection, key = top[0], top[1]
    if isinstance(collection, CommentedSeq):
        collection.append(node)
    elif key is _NO_KEY:
        if not isinstance(event, yaml.ScalarEvent) or type(node) is not str or node in collection:
            raise _Unsure
        top[1] = node
    else:
        collection[key] = node
        top[1] = _NO_KEY
