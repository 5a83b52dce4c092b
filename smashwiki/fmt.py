"""The one canonical form of data files, and ``smashwiki fmt``.

A data file is canonical when writing it with :func:`canonical_text` changes
nothing. The form is decided by the data and the schema, not by who wrote it:

* the keys of a record (a mapping the JSON Schema closes to the keys it names) in
  the order the schema lists them, except in mappings the schema marks
  ``x-keep-order`` (a check's ``setup`` and ``expect``, which read in the order
  their author chose); open mappings (a base in a check, an answer, a step) keep
  their author's order too;
* lists whose order carries no meaning (the schema marks them ``x-unordered``:
  a ruling's ``cards`` and ``rules``) sorted;
* strings quoted only where YAML needs it (ruamel's choice: plain, else single
  quotes), long ones folded at :data:`WIDTH` columns, text of several lines as a
  literal block (``|``) without trailing spaces;
* two spaces of indentation, list dashes indented under their key, no spaces at
  line ends.

Comments stay where they are (ruamel.yaml round trip), and so does the choice of
flow (``{a: 1}``) or block style of each mapping and list (checks are written
compactly by hand), but for a flow collection too long for its line: that one is
written block-style rather than broken wherever the width runs out (see :func:`dump`).
The importers write through :func:`dump`, so an import and ``smashwiki fmt`` agree.
"""

from __future__ import annotations

import io
import json
import stat
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError
from ruamel.yaml.scalarstring import LiteralScalarString

from . import canoncache
from .atomic import atomic_write
from .errors import DataError, Problem
from .fastread import read_uncommented
from .limits import MAX_DEPTH, MAX_FILE_BYTES
from .load import SCHEMA_DIR, data_files, file_kind
from .yamlpos import YamlError, check_text

#: Where long scalars are folded: lines stay within about 100 characters.
WIDTH = 94

#: The schema keyword that marks a list whose order carries no meaning.
UNORDERED = "x-unordered"

#: The schema keyword that marks a mapping whose keys stay in the author's order.
KEEP_ORDER = "x-keep-order"

Schema = dict[str, Any]


# --------------------------------------------------------------------------- schemas


@cache
def _schemas() -> dict[str, Schema]:
    return {
        path.name.removesuffix(".schema.json"): json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(SCHEMA_DIR.glob("*.schema.json"))
    }


def _resolve(schema: Any, document: str) -> tuple[Schema, str]:
    """``schema`` with its ``$ref`` followed (once per level), and the file it lives in."""
    if not isinstance(schema, dict) or "$ref" not in schema:
        return (schema if isinstance(schema, dict) else {}), document
    target, _, pointer = schema["$ref"].partition("#")
    name = target.removesuffix(".schema.json") if target else document
    found: Any = _schemas()[name]
    for part in filter(None, pointer.split("/")):
        found = found[part]
    resolved, where = _resolve(found, name)
    merged = {**resolved, **{k: v for k, v in schema.items() if k != "$ref"}}
    if "properties" in resolved and "properties" in schema:
        merged["properties"] = {**resolved["properties"], **schema["properties"]}
    return merged, where


def _child(schema: Schema, key: str | None) -> Any:
    """The schema of a mapping's value at ``key``, or of a list's items (``key=None``)."""
    if key is None:
        return schema.get("items")
    properties = schema.get("properties", {})
    if key in properties:
        return properties[key]
    extra = schema.get("additionalProperties")
    return extra if isinstance(extra, dict) else None


# --------------------------------------------------------------------------- the form


def canonicalize(node: Any, kind: str) -> Any:
    """Put the round-trip ``node`` of a ``kind`` file (a schema name) in canonical form.

    The node is changed in place where it can be and returned.
    """
    return _canonical(node, _schemas()[kind], kind)


def _canonical(node: Any, schema: Any, document: str) -> Any:
    resolved, document = _resolve(schema, document)
    if isinstance(node, CommentedMap):
        if _is_record(resolved):
            _order_keys(node, list(resolved.get("properties", {})))
        for key in node:
            # ruamel's own __setitem__ would keep the old value's quoting: bypass it
            value = _canonical(node[key], _child(resolved, str(key)), document)
            OrderedDict.__setitem__(node, key, value)
        return node
    if isinstance(node, CommentedSeq):
        items = _child(resolved, None)
        for index, item in enumerate(node):
            list.__setitem__(node, index, _canonical(item, items, document))
        if resolved.get(UNORDERED):
            _sort_list(node)
        return node
    if isinstance(node, str):
        return _canonical_string(node)
    return node


def _is_record(schema: Schema) -> bool:
    """Whether a mapping's keys follow the schema's order: a closed record (no key the
    schema does not name) that is not marked ``x-keep-order``. Open mappings (a base in a
    check, an answer in ``choices:``) keep their author's order."""
    closed = schema.get("additionalProperties") is False
    closed = closed or schema.get("unevaluatedProperties") is False
    return closed and not schema.get(KEEP_ORDER)


def _order_keys(node: CommentedMap, order: list[str]) -> None:
    """Move the keys the schema names to the front, in its order; comments move with them."""
    rank = {key: index for index, key in enumerate(order)}
    keys = list(node.keys())
    wanted = sorted(keys, key=lambda k: (rank.get(str(k), len(rank)), keys.index(k)))
    if wanted != keys:
        for key in wanted:
            node.move_to_end(key)


def _sort_list(node: CommentedSeq) -> None:
    """Sort a list of scalars in place, keeping each item's comment with it."""
    if not all(isinstance(item, str | int) for item in node):
        return
    order = sorted(range(len(node)), key=lambda i: (str(node[i]), i))
    if order == list(range(len(node))):
        return
    items = [node[i] for i in order]
    comments = {new: node.ca.items[old] for new, old in enumerate(order) if old in node.ca.items}
    list.__setitem__(node, slice(None), items)
    node.ca.items.clear()
    node.ca.items.update(comments)


def _canonical_string(value: str) -> str:
    """A string in canonical style: a literal block if it has several lines, else plain."""
    text = str(value)
    if "\n" in text:
        block: str = LiteralScalarString("\n".join(line.rstrip() for line in text.splitlines()))
        return block
    return text


def yaml_writer() -> YAML:
    """The ruamel.yaml instance that reads and writes data files."""
    yaml = YAML(typ="rt")
    yaml.width = WIDTH
    yaml.indent(mapping=2, sequence=4, offset=2)
    return yaml


def read_round_trip(text: str) -> Any:
    """ruamel's round-trip reading of ``text`` (comments and styles kept, as
    :func:`yaml_writer` reads it): new nodes each call, which the caller may change.

    A text without comments but its first lines (what the importers write) is read from
    libyaml's events instead, to the same nodes (:mod:`smashwiki.fastread`).

    Raises ruamel's errors for text it can't read (check the text with
    :func:`smashwiki.yamlpos.check_text` first: ruamel would expand aliases without end).
    """
    quick = read_uncommented(text)
    return quick if quick is not None else yaml_writer().load(text)


def dump(node: Any, kind: str) -> str:
    """The canonical text of the round-trip ``node`` of a ``kind`` file (the node may be put in
    canonical form in place).

    A flow collection (``{a: 1}``, ``[a, b]``) that fits on its line stays on it; one that
    would be folded across lines (ruamel breaks it wherever the width runs out, even mid-list)
    is written in block style instead, and the flow collections inside it are weighed again
    at their new place."""
    node = canonicalize(node, kind)
    text = _emit(node)
    for _ in range(MAX_DEPTH):
        spans = _flow_spans(text)
        flows = list(_outermost_flows(node))
        if not any(spans) or len(flows) != len(spans):
            return text
        for flow, broken in zip(flows, spans, strict=True):
            if broken:
                flow.fa.set_block_style()
        text = _emit(node)
    return text


def _emit(node: Any) -> str:
    """``node`` written by :func:`yaml_writer`, without spaces at line ends."""
    stream = io.StringIO()
    yaml_writer().dump(node, stream)
    return "".join(line.rstrip() + "\n" for line in stream.getvalue().splitlines())


def _is_flow(node: Any) -> bool:
    """Whether ruamel writes ``node`` as a flow collection (an empty one always is)."""
    if isinstance(node, CommentedMap | CommentedSeq):
        return bool(node.fa.flow_style()) or not node
    return isinstance(node, dict | list) and not node


def _outermost_flows(node: Any) -> Iterator[Any]:
    """The flow collections of ``node`` not inside another, in the order they are written."""
    if _is_flow(node):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _outermost_flows(value)
    elif isinstance(node, list):
        for item in node:
            yield from _outermost_flows(item)


def _flow_spans(text: str) -> list[bool]:
    """For each flow collection of ``text`` not inside another, in order, whether it spans
    more than one line (read with libyaml's events: their marks say where each one ends)."""
    spans: list[bool] = []
    depth = start = 0
    for event in yaml.parse(text, Loader=yaml.CSafeLoader):
        if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
            if depth == 0 and not event.flow_style:
                continue
            start = _line(event.start_mark) if depth == 0 else start
            depth += 1
        elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent) and depth:
            depth -= 1
            if depth == 0:
                spans.append(_line(event.end_mark) != start)
    return spans


def _line(mark: Any) -> int:
    """The 0-based line of a libyaml mark (which every event has)."""
    return int(mark.line) if mark is not None else -1


# --------------------------------------------------------------------------- files


class FormatProblem(DataError):
    """A data file could not be read as YAML, or is not a data file; nothing was written."""


@lru_cache(maxsize=128)
def canonical_text(text: str, kind: str, label: str) -> str:
    """The canonical form of the text of one data file of ``kind``.

    Raises :class:`FormatProblem` if the text is not YAML with a mapping at the top, or
    breaks one of the limits of :mod:`smashwiki.yamlpos` (checked first, with the bounded
    reader: ruamel would expand aliases without end).

    Remembered for the last 128 texts (ruamel's round trip is pure Python: some 2.5 s for
    data/): a test session checks copies of data/ many times (``bench/check_again.py``).
    """
    try:
        check_text(text)
    except YamlError as exc:
        raise FormatProblem([Problem(label, exc.line, exc.col, exc.describe())]) from exc
    try:
        node = read_round_trip(text)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = Problem(label, line, col, f"YAML syntax error: {exc.problem}")
        raise FormatProblem([problem]) from exc
    if not isinstance(node, CommentedMap):
        raise FormatProblem([Problem(label, 1, 1, "expected a mapping at the top of the file")])
    return dump(node, kind)


@dataclass(frozen=True)
class Formatted:
    """One data file and its canonical text."""

    path: Path
    label: str
    text: str
    canonical: str

    @property
    def changed(self) -> bool:
        """Whether the file is not canonical yet."""
        return self.text != self.canonical

    def first_difference(self) -> int:
        """The 1-based line where the file first differs from its canonical form."""
        old, new = self.text.splitlines(), self.canonical.splitlines()
        for number, (a, b) in enumerate(zip(old, new, strict=False), start=1):
            if a != b:
                return number
        return min(len(old), len(new)) + 1

    def why_not_canonical(self) -> tuple[int, str]:
        """Where and why the file is not canonical: its first line ending in CRLF (or a lone
        CR: the canonical form ends lines with LF alone), else its first line that differs."""
        ending = self.text.find("\r")
        if ending >= 0:
            kind = "CRLF" if self.text.startswith("\r\n", ending) else "CR"
            line = self.text.count("\n", 0, ending) + 1
            return line, f"{kind} line endings from here on (canonical files end lines with LF)"
        return self.first_difference(), "not in canonical form from here on"


@dataclass(frozen=True)
class Excerpt:
    """The part of a data file's text one entry needs to be weighed alone: the text with,
    in every block list on the way down to the entry, only the item holding it kept."""

    text: str
    #: The file's 1-based line of each line of :attr:`text`.
    lines: tuple[int, ...]

    def file_line(self, line: int) -> int:
        """The file's line of the excerpt's 1-based ``line`` (past the end: the file's next)."""
        if line <= len(self.lines):
            return self.lines[line - 1]
        return (self.lines[-1] + 1) if self.lines else 1


def excerpt_of(text: str, line: int) -> Excerpt:
    """The excerpt of ``text`` for the entry at the 1-based ``line``: its ancestors' keys
    and the entry itself, without the list items beside them (:class:`Excerpt`).

    Each item's canonical form does not depend on the items beside it (the lists that are
    sorted hold scalars only), so the entry is canonical in the file when it is in the
    excerpt; the check costs with the entry's size rather than the file's. Read with
    libyaml's events (flat: no alias is expanded, no depth recursed); text that can't be
    read as YAML is returned whole (the formatter reports it)."""
    lines = text.splitlines(keepends=True)
    dropped = _beside(text, line - 1) if text.endswith("\n") else []
    kept = [n for n in range(len(lines)) if not any(n in span for span in dropped)]
    return Excerpt("".join(lines[n] for n in kept), tuple(n + 1 for n in kept))


def _beside(text: str, line: int) -> list[range]:
    """The 0-based lines of the items beside the one holding ``line``, in every block list
    that holds it (a block list spans its lines up to the line its end is marked on)."""
    dropped: list[range] = []
    stack: list[list[int] | None] = []  # per open collection: a block list's item lines
    try:
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, yaml.NodeEvent) and stack and stack[-1] is not None:
                stack[-1].append(_line(event.start_mark))
            if isinstance(event, yaml.SequenceStartEvent) and not event.flow_style:
                stack.append([])
            elif isinstance(event, yaml.CollectionStartEvent):
                stack.append(None)
            elif isinstance(event, yaml.CollectionEndEvent):
                starts = stack.pop()
                end = _line(event.end_mark)
                if starts and starts[0] <= line < end:
                    dropped += _others(starts, end, line)
    except yaml.YAMLError:
        return []
    return dropped


def _others(starts: list[int], end: int, line: int) -> list[range]:
    """The lines of a block list's items (starting at ``starts``, the list ending before
    ``end``) but the one holding ``line``."""
    ends = [*starts[1:], end]
    index = max(n for n, start in enumerate(starts) if start <= line)
    return [range(starts[0], starts[index]), range(ends[index], end)]


def entry_difference(path: Path, data_dir: Path, root: Path, line: int) -> tuple[int, str] | None:
    """Where and why the entry of a data file at the 1-based ``line`` is not in canonical
    form (the file's line), or None when it is, or when the file can't be read as YAML
    (the loader reports that). Weighs only the entry (:func:`excerpt_of`), remembering
    the excerpts found canonical (:mod:`smashwiki.canoncache`)."""
    kind = data_kind(path, data_dir)
    label = _label(path, root)
    try:
        text = _read_data_file(Path(path))
    except (OSError, UnicodeDecodeError):
        return None
    excerpt = excerpt_of(text, line)
    known = canoncache.shared()
    if kind is None or known.knows(excerpt.text, kind):
        return None
    try:
        canonical = canonical_text(excerpt.text, kind, label)
    except FormatProblem:
        return None
    if canonical == excerpt.text:
        known.remember([(excerpt.text, kind)])
        return None
    where, why = Formatted(Path(path), label, excerpt.text, canonical).why_not_canonical()
    return excerpt.file_line(where), why


def data_kind(path: Path, data_dir: Path) -> str | None:
    """The schema name of ``path`` if it is a data file inside ``data_dir``."""
    try:
        relative = Path(path).resolve().relative_to(Path(data_dir).resolve())
    except ValueError:
        return None
    return file_kind(relative.as_posix())


def format_files(paths: Iterable[Path], data_dir: Path, root: Path) -> list[Formatted]:
    """Read each data file and compute its canonical text (``paths`` empty: all of ``data_dir``).

    A text found canonical before (:mod:`smashwiki.canoncache`) is not compared again.
    Raises :class:`FormatProblem` listing every file that can't be formatted.
    """
    chosen = list(paths) or data_files(data_dir)
    results: list[Formatted] = []
    problems: list[Problem] = []
    known = canoncache.shared()
    verified: list[tuple[str, str]] = []  # (text, kind) found canonical by the round trip
    for path in chosen:
        label = _label(path, root)
        kind = data_kind(path, data_dir)
        if kind is None:
            problems.append(Problem(label, 1, 1, f"not a data file under {data_dir}/"))
            continue
        try:
            text = _read_data_file(Path(path))
            if known.knows(text, kind):
                canonical = text
            else:
                canonical = canonical_text(text, kind, label)
                verified += [(text, kind)] if canonical == text else []
            results.append(Formatted(Path(path), label, text, canonical))
        except FormatProblem as exc:
            problems.extend(exc.problems)
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(Problem(label, 1, 1, f"cannot read the file: {exc}"))
    known.remember(verified)
    if problems:
        raise FormatProblem(problems)
    return results


def _read_data_file(path: Path) -> str:
    """The text of a regular data file within the size limit (else :class:`OSError`)."""
    if path.is_symlink() or not stat.S_ISREG(path.lstat().st_mode):
        raise OSError(f"{path} is not a regular file")
    with path.open("rb") as stream:
        raw = stream.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise OSError(f"{path} is larger than {MAX_FILE_BYTES} bytes")
    return raw.decode("utf-8-sig")  # a byte order mark is read, and not written back


def write_formatted(files: Iterable[Formatted]) -> list[Formatted]:
    """Write each changed file's canonical text (each file atomically); return those written."""
    written = [item for item in files if item.changed]
    for item in written:
        atomic_write(item.path, item.canonical)
    return written


def fix_command(labels: Iterable[str]) -> str:
    """The command that makes these files canonical (all of data/ when they are many).

    >>> fix_command(["data/sets.yaml"])
    'smashwiki fmt data/sets.yaml'
    >>> fix_command(f"data/factions/f{n}.yaml" for n in range(9))
    'smashwiki fmt'
    """
    names = list(labels)
    return "smashwiki fmt" if len(names) > 5 else " ".join(["smashwiki fmt", *names])


def format_problems(data_dir: Path, root: Path, *, skip: Iterable[str] = ()) -> list[Problem]:
    """A problem for each data file not in canonical form, naming the command that fixes it.

    Files that can't be read as YAML are left to the loader, which reports them, and so
    are the files labelled in ``skip`` (those with problems already: formatting a large
    broken file would only delay its report).
    """
    problems: list[Problem] = []
    skipped = set(skip)
    for path in data_files(data_dir):
        if _label(path, root) in skipped:
            continue
        try:
            (item,) = format_files([path], data_dir, root)
        except FormatProblem:
            continue
        if item.changed:
            line, why = item.why_not_canonical()
            message = f"{why}; run: {fix_command([item.label])}"
            problems.append(Problem(item.label, line, 1, message))
    return problems


def _label(path: Path, root: Path) -> str:
    try:
        return Path(path).resolve().relative_to(Path(root).resolve()).as_posix()
    except ValueError:
        return Path(path).as_posix()
