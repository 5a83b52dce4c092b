"""Read ``data/*.yaml`` into a :class:`~smashwiki.model.Dataset`.

Parsing keeps the line and column of every node (:mod:`smashwiki.yamlpos`). Each
file is checked against its JSON Schema, read from the installed package
(``smashwiki/schema/``, never from ``data/``: a pull request can't change the
rules it is checked against); then the records are
built and the checks in :mod:`smashwiki.validate` run over the whole data set.
Every problem is collected; :func:`load_dataset` raises one
:class:`~smashwiki.errors.DataError` listing all of them.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import re
import stat
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass, field
from fnmatch import fnmatch
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema_rs

from .errors import DataError, Problem
from .ids import is_id
from .limits import (
    MAX_CHECK_NUMBER,
    MAX_CHECKS,
    MAX_DATA_BYTES,
    MAX_FILE_BYTES,
    MAX_RECORDS,
    MAX_SCHEMA_PROBLEMS,
    MAX_SEED,
)
from .model import (
    DEFAULT_DECK_SIZE,
    POWER_X,
    PRINTED_TYPES,
    RULE_CHECK,
    Card,
    ChangelogEntry,
    Correction,
    Dataset,
    Discrepancy,
    Erratum,
    Faction,
    Rule,
    Ruling,
    Set,
    Source,
    Statement,
    Term,
    Where,
)
from .yamlpos import YamlError, YamlList, YamlMap, frozen, load_text

if TYPE_CHECKING:
    import jsonschema
    from ruamel.yaml import YAML

#: The JSON Schemas the data is checked against: part of the package, not of ``data/``.
SCHEMA_DIR = Path(__file__).resolve().parent / "schema"

#: Which schema each data file follows, by its path inside ``data/``.
FILE_KINDS = (
    ("sources.yaml", "sources"),
    ("sets.yaml", "sets"),
    ("changelog.yaml", "changelog"),
    ("factions/*.yaml", "faction"),
    ("cards/*.yaml", "cards"),
    ("rules/*.yaml", "rules"),
    ("rulings/*.yaml", "rulings"),
)


def file_kind(relative: str) -> str | None:
    """The schema name for a path inside ``data/`` (``None`` for files we don't know)."""
    for pattern, kind in FILE_KINDS:
        if fnmatch(relative, pattern) and relative.count("/") == pattern.count("/"):
            return kind
    return None


def data_files(data_dir: Path) -> list[Path]:
    """Every data file under ``data_dir`` (regular ``*.yaml`` files), in a stable order."""
    return [path for path, problem in _walk(Path(data_dir)) if problem is None]


#: Suffixes of files that look like data the loader would not read (``*.yml``).
_DATA_LIKE = (".yml", ".yaml")


def _walk(data_dir: Path) -> list[tuple[Path, str | None]]:
    """Every ``*.yaml`` path under ``data_dir`` with ``None``, and every path that looks
    like data but is not read with the reason why; symlinks are never followed."""
    found: list[tuple[Path, str | None]] = []
    for folder, dirs, files in os.walk(data_dir, followlinks=False):
        here = Path(folder)
        for name in sorted(dirs):
            path = here / name
            if path.is_symlink():
                found.append((path, "a symlink to a folder: data files must be inside data/"))
            elif name.lower().endswith(_DATA_LIKE):
                found.append((path, "a folder named like a data file"))
        for name in files:
            path = here / name
            problem = _file_problem(path, name)
            if problem is not None or name.endswith(".yaml"):
                found.append((path, problem))
    return sorted(found)


def _file_problem(path: Path, name: str) -> str | None:
    """Why the file at ``path`` is not read as data (``None`` if it is, or is ignored)."""
    if not name.lower().endswith(_DATA_LIKE):
        return None
    if path.is_symlink():
        return "a symlink: data files must be regular files inside data/"
    if not stat.S_ISREG(path.lstat().st_mode):
        return "not a regular file"
    if not name.endswith(".yaml"):
        return f"not read: data files end in .yaml (rename it to {Path(name).stem}.yaml)"
    return None


# --------------------------------------------------------------------------- parsing


def yaml_loader() -> YAML:
    """A round-trip ruamel.yaml instance configured the way the project writes YAML."""
    from ruamel.yaml import YAML  # only the importers and fmt write YAML: a build does not

    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 100
    yaml.indent(mapping=2, sequence=4, offset=2)
    return yaml


def parse_file(path: Path, label: str) -> tuple[Any, list[Problem]]:
    """Parse one YAML file; a syntax error, a breached limit or a file that can't be
    read becomes a problem, not an exception."""
    raw, problems = _read_bytes(path, label)
    return (None, problems) if raw is None else _parse_bytes(raw, label)


def _read_bytes(path: Path, label: str) -> tuple[bytes | None, list[Problem]]:
    """The bytes of a data file, or the problem that it is too large or unreadable."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        return None, [Problem(label, 1, 1, f"cannot be read: {exc.strerror or exc}")]
    if len(raw) > MAX_FILE_BYTES:
        message = f"larger than {MAX_FILE_BYTES} bytes: split it into several files"
        return None, [Problem(label, 1, 1, message)]
    return raw, []


def _parse_bytes(raw: bytes, label: str) -> tuple[Any, list[Problem]]:
    """The parsed file (a byte order mark and CRLF line ends read like any other file)."""
    try:
        return load_text(raw.decode("utf-8-sig")), []
    except YamlError as exc:
        return None, [Problem(label, exc.line, exc.col, exc.describe())]
    except UnicodeDecodeError as exc:
        line, col = byte_position(raw, exc.start)
        return None, [Problem(label, line, col, f"not UTF-8 text: {exc.reason}")]


def byte_position(raw: bytes, offset: int) -> tuple[int, int]:
    r"""The 1-based line and column (in characters) of the byte at ``offset`` of ``raw``.

    >>> byte_position(b"a: 1\nb: caf\xc3\xa9 \xff", 14)
    (2, 9)
    """
    start = raw.rfind(b"\n", 0, offset) + 1
    before = raw[start:offset].decode("utf-8", "replace")
    return raw.count(b"\n", 0, offset) + 1, len(before.removeprefix("\ufeff")) + 1


def plain(node: Any) -> Any:
    """Parsed nodes as plain JSON-like Python values (dates become ISO strings)."""
    if isinstance(node, dict):
        return {str(k): plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    if isinstance(node, dt.date | dt.datetime):
        return node.isoformat()
    return node


def plain_documents(data_dir: Path) -> list[tuple[Path, str, Any]]:
    """Every data file under ``data_dir`` that reads without a problem, as (path, schema
    name, plain document): what the schemas are checked against."""
    found = []
    for path in data_files(data_dir):
        kind = file_kind(path.relative_to(data_dir).as_posix())
        node, problems = parse_file(path, path.name)
        if kind and not problems:
            found.append((path, kind, plain(node)))
    return found


def position(node: Any, path: list[str | int], *, key: bool = False) -> tuple[int, int]:
    """1-based (line, col) of the node at ``path`` below ``node``, as close as known.

    With ``key=True`` the position of the last mapping key itself is given.
    """
    line, col = _own_position(node)
    for step_number, step in enumerate(path):
        last = step_number == len(path) - 1
        if isinstance(node, YamlMap) and str(step) in node:
            line, col = node.key_at(str(step)) if (key and last) else node.value_at(str(step))
            node = node[str(step)]
        elif isinstance(node, YamlList) and isinstance(step, int) and step < len(node):
            line, col = node.item_at(step)
            node = node[step]
        else:
            break
    return line + 1, col + 1


def _own_position(node: Any) -> tuple[int, int]:
    return (node.line, node.col) if isinstance(node, YamlMap | YamlList) else (0, 0)


def where_of(node: Any, label: str) -> Where:
    """The :class:`Where` of a mapping node, with the position of each key and list item."""
    line, col = _own_position(node)
    fields: dict[str, tuple[int, int]] = {}
    if isinstance(node, YamlMap):
        for key, value in node.items():
            kl, kc = node.key_at(key)
            fields[key] = (kl + 1, kc + 1)
            if isinstance(value, YamlList):
                for index in range(len(value)):
                    il, ic = value.item_at(index)
                    fields[f"{key}[{index}]"] = (il + 1, ic + 1)
    return Where(label, line + 1, col + 1, fields)


# --------------------------------------------------------------------------- schemas


@cache
def schemas_by_kind() -> dict[str, Any]:
    """The package's schemas by kind (``cards``, ``faction``, ...)."""
    return {
        path.name.removesuffix(".schema.json"): json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(SCHEMA_DIR.glob("*.schema.json"))
    }


def _whole_match(pattern: str) -> str:
    r"""``pattern`` with a final ``$`` read as JSON Schema reads it: the very end.

    Python's ``$`` also matches before a final newline, so ``"jumper\n"`` would pass
    ``^[a-z]+$``; ``\Z`` does not let it.

    >>> _whole_match("^[a-z]+$")
    '^[a-z]+\\Z'
    """
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        return pattern[:-1] + r"\Z"
    return pattern


@cache
def validator_class() -> Any:
    """Draft 2020-12's ``jsonschema`` validator with JSON Schema's (ECMA-262) meaning of a
    final ``$`` in patterns.

    ``jsonschema`` is imported here, when a file needs it: valid files never do.
    """
    import jsonschema

    def pattern(
        validator: Any, pattern: str, instance: Any, schema: dict[str, Any]
    ) -> Iterator[jsonschema.ValidationError]:
        if validator.is_type(instance, "string") and not re.search(_whole_match(pattern), instance):
            yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")

    return jsonschema.validators.extend(  # type: ignore[no-untyped-call]
        jsonschema.Draft202012Validator, {"pattern": pattern}
    )


@cache
def schema_validator(kind: str) -> Any:
    """A :func:`validator_class` of the package's schema ``kind``, its ``$ref``s resolved."""
    import referencing

    registry: referencing.Registry = referencing.Registry().with_resources(
        (f"{name}.schema.json", referencing.Resource.from_contents(schema))
        for name, schema in schemas_by_kind().items()
    )
    return validator_class()(schemas_by_kind()[kind], registry=registry)


#: The base the package's schemas are known by to jsonschema-rs (their ``$ref``s are relative).
_SCHEMA_BASE = "file:///smashwiki/schema/"


@cache
def quick_validator(kind: str) -> jsonschema_rs.Validator:
    """jsonschema-rs's validator of the package's schema ``kind`` (compiled, fast: a valid
    file costs microseconds), its ``$ref``s resolved; its patterns are ECMA-262's, as JSON
    Schema reads them."""
    registry = jsonschema_rs.Registry(
        [
            (f"{_SCHEMA_BASE}{name}.schema.json", schema)
            for name, schema in schemas_by_kind().items()
        ]
    )
    return jsonschema_rs.validator_for(
        schemas_by_kind()[kind], registry=registry, base_uri=f"{_SCHEMA_BASE}{kind}.schema.json"
    )


def schema_problems(kind: str, document: Any, node: Any, label: str) -> list[Problem]:
    """Every way ``document`` breaks the package's schema ``kind``, as problems with positions.

    A document :func:`quick_validator` passes has none; the others go through ``jsonschema``,
    whose errors say which keyword failed and where, to describe every problem.
    """
    if quick_validator(kind).is_valid(document):
        return []
    problems: list[Problem] = []
    for error in schema_validator(kind).iter_errors(document):  # lazily: a file can hold a million
        if len(problems) >= MAX_SCHEMA_PROBLEMS:
            line, col = position(node, list(error.absolute_path))
            message = (
                f"more problems from here on: at most {MAX_SCHEMA_PROBLEMS} are listed "
                "per file; fix these and check again"
            )
            return [*problems, Problem(label, line, col, message)]
        problems.extend(_describe(error, node, label))
    return problems


_YAML_NAMES = {"array": "list", "object": "mapping"}
_UNEXPECTED = re.compile(r"'([^']+)'")


def _describe(error: jsonschema.ValidationError, node: Any, label: str) -> Iterator[Problem]:
    path = list(error.absolute_path)
    name = _field_name(path)
    if error.validator in ("additionalProperties", "unevaluatedProperties"):
        inside = error.message.split("(", 1)[-1]
        for key in _UNEXPECTED.findall(inside):
            line, col = position(node, [*path, key], key=True)
            yield Problem(label, line, col, f"unknown key {key!r}{_in(name)}")
        return
    line, col = position(node, path)
    if error.validator == "required":
        missing = _UNEXPECTED.search(error.message)
        field_name = missing.group(1) if missing else error.message
        yield Problem(label, line, col, f"missing field {field_name!r}{_in(name)}")
    elif error.validator == "dependentRequired":
        needed, *given = _UNEXPECTED.findall(error.message) or [error.message]
        having = f" (a record with {given[0]!r} needs it)" if given else ""
        yield Problem(label, line, col, f"missing field {needed!r}{_in(name)}{having}")
    elif error.validator == "type":
        wanted: Any = error.validator_value
        expected = " or ".join(
            _YAML_NAMES.get(t, t) for t in ([wanted] if isinstance(wanted, str) else wanted)
        )
        got = _json_type(error.instance)
        message = f"field {name!r}: expected {expected}, got {got} {error.instance!r}"
        yield Problem(label, line, col, message)
    elif error.validator == "enum":
        allowed: Any = error.validator_value
        options = ", ".join(map(str, allowed))
        yield Problem(
            label, line, col, f"field {name!r}: {error.instance!r} is not one of {options}"
        )
    elif error.validator == "anyOf":
        shapes: Any = error.validator_value
        options = " or ".join(_shape(option) for option in shapes)
        yield Problem(label, line, col, f"field {name!r}: {error.instance!r} is not {options}")
    elif error.validator == "not" and isinstance(error.instance, dict):
        message = f"{name or 'record'}: give either a 'check' or an 'untestable' reason, not both"
        yield Problem(label, line, col, message)
    elif error.validator == "pattern" and path[-1:] == ["id"] and "check" not in path:
        return  # a record's own id: smashwiki.validate.id_format reports it, in Python
    elif error.validator == "pattern" and path[-1:] == ["noun"]:  # lang-faction
        message = f"field {name!r}: {error.instance!r} is not a noun (capitalised words expected)"
        yield Problem(label, line, col, message)
    elif error.validator == "pattern":
        message = f"field {name!r}: {error.instance!r} is not a valid id (lowercase-slug expected)"
        yield Problem(label, line, col, message)
    else:
        yield Problem(label, line, col, f"field {name!r}: {error.message}")


def _shape(schema: Any) -> str:
    """A schema's shape in words, for the message of a value that fits none of several."""
    if not isinstance(schema, dict):
        return "valid"
    if "enum" in schema:
        return "one of " + ", ".join(map(str, schema["enum"]))
    if "const" in schema:
        return repr(schema["const"])
    if schema.get("type") == "array":
        return f"a list of ({_shape(schema.get('items'))})"
    if schema.get("type") == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        if low is not None and high is not None:
            return f"a whole number from {low} to {high}"
        return "a whole number" + (f" >= {low}" if low is not None else "")
    return _YAML_NAMES.get(str(schema.get("type")), str(schema.get("type", "valid")))


def _field_name(path: list[str | int]) -> str:
    return ".".join(f"[{p}]" if isinstance(p, int) else p for p in path).replace(".[", "[")


def _in(name: str) -> str:
    return f" in {name}" if name else ""


def _json_type(value: Any) -> str:
    return {
        bool: "boolean",
        int: "integer",
        float: "number",
        str: "string",
        list: "list",
        dict: "mapping",
        type(None): "null",
    }.get(type(value), type(value).__name__)


# --------------------------------------------------------------------------- building


@dataclass
class _Collector:
    """Records built so far, per kind (lists, frozen into the Dataset at the end)."""

    sources: list[Source] = field(default_factory=list)
    sets: list[Set] = field(default_factory=list)
    factions: list[Faction] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    errata: list[Erratum] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)
    rule_checks: list[Ruling] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)
    statements: list[Statement] = field(default_factory=list)
    changelog: list[ChangelogEntry] = field(default_factory=list)
    discrepancies: list[Discrepancy] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)

    def dataset(self) -> Dataset:
        self._resolve_aliases()
        records = {name: tuple(v) for name, v in vars(self).items() if name != "unreadable"}
        return Dataset(**records, unreadable=tuple(self.unreadable))

    def _resolve_aliases(self) -> None:
        """A ruling or change-log entry that names a card by an id it had before names the
        card (:attr:`Card.aliases`)."""
        aliases = {alias: card.id for card in self.cards for alias in card.aliases}
        if not aliases:
            return
        self.rulings = [
            dataclasses.replace(r, card_ids=tuple(aliases.get(c, c) for c in r.card_ids))
            if aliases.keys() & set(r.card_ids)
            else r
            for r in self.rulings
        ]
        self.changelog = [
            dataclasses.replace(e, card_ids=tuple(aliases.get(c, c) for c in e.card_ids))
            if aliases.keys() & set(e.card_ids)
            else e
            for e in self.changelog
        ]


def _maps(node: Any, key: str) -> list[Any]:
    """The mappings in the list at ``node[key]`` (anything malformed is skipped: the
    schema check has already reported it)."""
    value = node.get(key) if isinstance(node, dict) else None
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _strings(node: Any, key: str) -> tuple[str, ...]:
    value = node.get(key)
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _text(value: Any) -> str | None:
    return None if value is None else str(value).strip()


def _build_sources(node: Any, label: str, out: _Collector) -> None:
    for item in _maps(node, "sources"):
        out.sources.append(
            Source(
                id=item.get("id"),
                title=item.get("title"),
                kind=item.get("kind"),
                url=item.get("url"),
                revised=plain(item.get("revised")),
                publisher=item.get("publisher"),
                licence=item.get("licence"),
                attribution=_text(item.get("attribution")),
                published_by=plain(item.get("published_by")),
                retrieved=plain(item.get("retrieved")),
                date_from=_text(item.get("date_from")),
                where=where_of(item, label),
            )
        )


def _build_sets(node: Any, label: str, out: _Collector) -> None:
    for item in _maps(node, "sets"):
        out.sets.append(
            Set(
                id=item.get("id"),
                name=item.get("name"),
                year=item.get("year"),
                where=where_of(item, label),
            )
        )


def _build_changelog(node: Any, label: str, out: _Collector) -> None:
    for item in _maps(node, "changelog"):
        out.changelog.append(
            ChangelogEntry(
                date=plain(item.get("date")),
                source_id=item.get("source"),
                text=_text(item.get("text")) or "",
                card_ids=_strings(item, "cards"),
                where=where_of(item, label),
            )
        )


def _build_faction(node: Any, label: str, out: _Collector) -> None:
    faction_id = node.get("id")
    source_id = node.get("source")
    out.factions.append(
        Faction(
            id=faction_id,
            name=node.get("name"),
            set_id=node.get("set"),
            source_id=source_id,
            complexity=node.get("complexity"),
            description=_text(node.get("description")),
            mechanics=_strings(node, "mechanics"),
            partners=_strings(node, "partners"),
            tips=_strings(node, "tips"),
            deck_size=node.get("deck_size", DEFAULT_DECK_SIZE),
            partial=node.get("partial") is True,
            noun=node.get("noun") if isinstance(node.get("noun"), str) else None,
            where=where_of(node, label),
        )
    )
    _build_cards(node, label, out, group=faction_id, faction_id=faction_id)
    for item in _maps(node, "discrepancies"):
        card = item.get("card")
        out.discrepancies.append(
            Discrepancy(
                faction_id=faction_id,
                kind=item.get("kind"),
                page=item.get("page"),
                line=item.get("line"),
                says=plain(item.get("says")),
                expected=plain(item.get("expected")),
                card_id=f"{faction_id}/{card}" if card is not None else None,
                where=where_of(item, label),
            )
        )


def _build_card_set(node: Any, label: str, out: _Collector) -> None:
    _build_cards(node, label, out, group=node.get("set"), faction_id=None)


def _build_cards(
    node: Any, label: str, out: _Collector, *, group: Any, faction_id: str | None
) -> None:
    for item in _maps(node, "cards"):
        card_id = f"{group}/{item.get('id')}"
        source_id = item.get("source", node.get("source"))
        where = where_of(item, label)
        vps = item.get("vps")
        printed = _printed_types(item.get("type"))
        power = item.get("power")
        text, card_type = card_text_and_type(item)
        errata = _maps(item, "errata")
        abilities = item.get("abilities")
        compiled = item.get("compiled")
        card = Card(
            id=card_id,
            name=item.get("name"),
            type=card_type,
            faction_id=faction_id,
            set_id=item.get("set", node.get("set")),
            source_id=source_id,
            count=item.get("count"),
            power=None if power == POWER_X else power,
            breakpoint=item.get("breakpoint"),
            vps=tuple(vps) if isinstance(vps, list) else (),
            text=text,
            illustrator=item.get("illustrator"),
            image=item.get("image"),
            corrections=tuple(_corrections(item, label)),
            printed_types=printed,
            printed_type=_text(item.get("printed_type")),
            power_x=power == POWER_X,
            errata_status=_errata_status(item, text, bool(errata)),
            errata_note=_text(item.get("errata_note")),
            aliases=_strings(item, "aliases"),
            abilities=plain(abilities) if isinstance(abilities, dict) else None,
            compiled=plain(compiled) if isinstance(compiled, dict) else None,
            where=where,
        )
        out.cards.append(card)
        for erratum in errata:
            out.errata.append(
                Erratum(
                    card_id=card_id,
                    kind=erratum.get("kind"),
                    source_id=erratum.get("source", source_id),
                    description=_text(erratum.get("description")),
                    errata_in=erratum.get("errata_in"),
                    old_text=_text(erratum.get("old_text")),
                    new_text=_text(erratum.get("new_text")),
                    where=where_of(erratum, label),
                )
            )
        for number, ruling in enumerate(_maps(item, "rulings"), start=1):
            out.rulings.append(_ruling(ruling, label, f"{card_id}#{number}", (card_id,), source_id))


def card_text_and_type(item: Mapping[str, Any]) -> tuple[str | None, Any]:
    """A card record's text and type as its :class:`~smashwiki.model.Card` has them (the
    type of its first printed type word: a fusion compiles as its first type)."""
    printed = _printed_types(item.get("type"))
    card_type = PRINTED_TYPES.get(printed[0], "unknown") if printed else item.get("type")
    return _text(item.get("text")), card_type


def _printed_types(value: Any) -> tuple[str, ...]:
    """The printed type words of a card's ``type`` (a word or a list of words)."""
    words = value if isinstance(value, list) else [value]
    return tuple(str(word) for word in words if isinstance(word, str))


def _errata_status(item: Any, text: str | None, has_errata: bool) -> str:
    """``errata`` if the card lists errata, else its ``errata_status``; by default ``none``
    for a card whose text is known and ``unknown`` for one known by name only."""
    if has_errata:
        return "errata"
    status = item.get("errata_status")
    if isinstance(status, str):
        return status
    return "none" if text is not None else "unknown"


def _corrections(item: Any, label: str) -> Iterator[Correction]:
    for correction in _maps(item, "corrections"):
        name = correction.get("field")
        new = item.get(name)
        yield Correction(
            field=name,
            old=plain(correction.get("old")),
            new=plain(new),
            source_id=correction.get("source"),
            date=plain(correction.get("date")),
            where=where_of(correction, label),
        )


def _ruling(
    item: Any, label: str, ruling_id: str, cards: tuple[str, ...], source_id: str | None
) -> Ruling:
    check = item.get("check")
    return Ruling(
        id=ruling_id,
        kind=item.get("kind"),
        text=_text(item.get("text")) or "",
        source_id=item.get("source", source_id),
        card_ids=tuple(dict.fromkeys((*cards, *_strings(item, "cards")))),
        rule_ids=_strings(item, "rules"),
        check=plain(check) if isinstance(check, dict) else None,
        untestable=_text(item.get("untestable")),
        date=plain(item.get("date")),
        known_failing=_text(item.get("known-failing")),
        where=where_of(item, label),
        check_source=check if isinstance(check, dict) else None,
        source_quote=_text(item.get("source-quote")),
    )


def _build_rulings(node: Any, label: str, out: _Collector) -> None:
    for item in _maps(node, "rulings"):
        out.rulings.append(_ruling(item, label, str(item.get("id")), (), None))


#: The position of a rules file that gives none: after every file that does.
UNPLACED = 10_000


def _build_rules(node: Any, label: str, out: _Collector) -> None:
    position = node.get("position")
    _build_section(
        node,
        label,
        out,
        parent=None,
        source_id=node.get("source"),
        position=position if isinstance(position, int) else UNPLACED,
    )
    rule_id = str(node.get("id"))
    for item in _maps(node, "terms"):
        for index, statement in enumerate(_maps(item, "statements")):
            _build_statement(
                statement,
                label,
                out,
                rule_id=rule_id,
                source_id=None,
                position=index,
                term_id=str(item.get("id")),
            )
        out.terms.append(
            Term(
                id=item.get("id"),
                term=item.get("term"),
                text=_text(item.get("text")) or "",
                source_id=item.get("source"),
                rule_ids=_strings(item, "rules"),
                where=where_of(item, label),
            )
        )


def _build_section(
    node: Any, label: str, out: _Collector, *, parent: str | None, source_id: Any, position: int
) -> None:
    rule_id = f"{parent}/{node.get('id')}" if parent else str(node.get("id"))
    source_id = node.get("source", source_id)
    out.rules.append(
        Rule(
            id=rule_id,
            title=node.get("title"),
            source_id=source_id,
            body=_text(node.get("body")) or "",
            parent_id=parent,
            position=position,
            where=where_of(node, label),
            same_as=node.get("same-as"),
        )
    )
    for index, item in enumerate(_maps(node, "statements")):
        _build_statement(item, label, out, rule_id=rule_id, source_id=source_id, position=index)
    for index, child in enumerate(_maps(node, "sections")):
        _build_section(child, label, out, parent=rule_id, source_id=source_id, position=index)


def _build_statement(
    item: Any,
    label: str,
    out: _Collector,
    *,
    rule_id: str,
    source_id: Any,
    position: int,
    term_id: str | None = None,
) -> None:
    """A rule statement (of a section, or of the glossary term ``term_id``), and its own
    ``checks:`` as rule checks (``<statement id>#1``, ``#2``, ...): written here to prove
    it, so without a source of their own."""
    within = f"{rule_id}/{term_id}" if term_id else rule_id
    statement_id = f"{within}/{item.get('id')}"
    own = []
    for number, scenario in enumerate(_maps(item, "checks"), start=1):
        check = _ruling(
            {**scenario, "kind": RULE_CHECK, "rules": [rule_id]},
            label,
            f"{statement_id}#{number}",
            (),
            None,
        )
        own.append(
            dataclasses.replace(
                check, where=where_of(scenario, label), source_id=None, statement_id=statement_id
            )
        )
    out.rule_checks.extend(own)
    out.statements.append(
        Statement(
            id=statement_id,
            rule_id=rule_id,
            text=_text(item.get("text")) or "",
            position=position,
            ruling_ids=(*_strings(item, "rulings"), *(r.id for r in own)),
            untestable=_text(item.get("untestable")),
            where=where_of(item, label),
            term_id=term_id,
        )
    )


BUILDERS = {
    "sources": _build_sources,
    "sets": _build_sets,
    "changelog": _build_changelog,
    "faction": _build_faction,
    "cards": _build_card_set,
    "rules": _build_rules,
    "rulings": _build_rulings,
}


# --------------------------------------------------------------------------- entry points


def read_dataset(
    data_dir: Path,
    *,
    root: Path | None = None,
    cache: FileCache | None = None,
    only: Collection[Path] | None = None,
) -> tuple[Dataset, list[Problem]]:
    """Parse, schema-check and build every file under ``data_dir`` (with ``only``: those of
    its files only, as ``smashwiki check --ruling`` reads what a ruling needs).

    Returns the data set (built as far as the files allow) and the problems found
    in the files themselves. File names in problems are relative to ``root``
    (default: the parent of ``data_dir``). With a ``cache`` (a dict kept between calls, as
    ``smashwiki serve`` keeps it), a file whose bytes did not change since the last call is
    not parsed and schema-checked again.
    """
    data_dir = Path(data_dir)
    root = Path(root) if root else data_dir.parent
    out = _Collector()
    problems: list[Problem] = []
    total = 0
    for path, why_not in _walk(data_dir):
        if only is not None and path not in only:
            continue
        label = _label(path, root)
        total += path.lstat().st_size if why_not is None else 0
        if total > MAX_DATA_BYTES:  # the rest is not read (so references are not checked)
            problems.append(Problem(label, 1, 1, _beyond("bytes", MAX_DATA_BYTES)))
            out.unreadable.append(label)
            break
        if why_not is not None:
            problems.append(Problem(label, 1, 1, why_not))
            continue
        kind = file_kind(path.relative_to(data_dir).as_posix())
        if kind is None:
            problems.append(Problem(label, 1, 1, _unknown_file_message(data_dir)))
            continue
        node, readable, file_problems = _checked_file(path, label, kind, cache)
        problems.extend(file_problems)
        if not readable:
            out.unreadable.append(label)
            continue
        BUILDERS[kind](node, label, out)
        beyond = _beyond_records(out, label)
        if beyond is not None:  # the rest is not read (so references are not checked)
            problems.append(beyond)
            out.unreadable.append(label)
            break
    return out.dataset(), problems


def _beyond(what: str, limit: int) -> str:
    return (
        f"the data set holds more than {limit:,} {what} from here on (the rest is not read): "
        "see CONTRIBUTING's limits"
    )


def _beyond_records(out: _Collector, label: str) -> Problem | None:
    """A problem when the data set read so far passes its limits on checks (at the first
    ruling past it) or on records (at the file that passes it)."""
    checks = [*out.rulings, *out.rule_checks]
    if len(checks) > MAX_CHECKS:
        return Problem.at(checks[MAX_CHECKS].where, _beyond("rulings and rule checks", MAX_CHECKS))
    records = sum(len(value) for name, value in vars(out).items() if name != "unreadable")
    if records > MAX_RECORDS:
        return Problem(label, 1, 1, _beyond("records", MAX_RECORDS))
    return None


#: What :func:`read_dataset` remembers of each file it read, by label: its kind and bytes, and
#: what reading them gave (the parsed file, whether it was readable, its own problems).
FileCache = dict[str, tuple[str, bytes, Any, bool, list[Problem]]]

#: What reading a file gave: the parsed file, whether it is a mapping, and its own problems.
_Checked = tuple[Any, bool, tuple[Problem, ...]]


def _checked_file(
    path: Path, label: str, kind: str, cache: FileCache | None
) -> tuple[Any, bool, list[Problem]]:
    """One file parsed and checked on its own (schema, limits, name): the parsed file, whether
    it could be read as a mapping, and its problems. Taken from ``cache`` when the file's
    bytes are those read last time."""
    raw, problems = _read_bytes(path, label)
    if raw is None:
        return None, False, problems
    known = cache.get(label) if cache is not None else None
    if known is not None and known[0] == kind and known[1] == raw:
        return known[2], known[3], list(known[4])
    node, readable, found = _check_bytes(raw, path.name, label, kind)
    if cache is not None:
        cache[label] = (kind, raw, node, readable, list(found))
    return node, readable, list(found)


@lru_cache(maxsize=64)
def _check_bytes(raw: bytes, name: str, label: str, kind: str) -> _Checked:
    """Parse the bytes of the file ``name`` and check it on its own.

    Remembered for the last 64 files a process read (by their bytes, name, label and kind,
    all the result depends on): a test session checks copies of data/ many times, and each
    would pay the parsing and the schemas again (``bench/check_again.py``). The parsed files
    are frozen (:func:`~smashwiki.yamlpos.frozen`): a reader can't change what another gets.
    """
    node, problems = _parse_bytes(raw, label)
    readable = not problems and isinstance(node, dict)
    if not problems and not readable:
        problems.append(Problem(label, 1, 1, "expected a mapping at the top of the file"))
    if readable:
        problems.extend(schema_problems(kind, plain(node), node, label))
        problems.extend(check_limit_problems(node, label))
        problems = _grammar_first(ability_problems(node, label), problems)
        problems.extend(_path_matches_id(kind, node, name, label))
    return frozen(node), readable, tuple(problems)  # remembered: shared by every reader


def _label(path: Path, root: Path) -> str:
    try:
        return path.absolute().relative_to(root.absolute()).as_posix()
    except ValueError:
        return path.as_posix()


def check_limit_problems(node: Any, label: str) -> list[Problem]:
    """Numbers in the file's ruling checks beyond :data:`~smashwiki.limits.MAX_CHECK_NUMBER`
    (a ``seed`` beyond :data:`~smashwiki.limits.MAX_SEED`), at their positions."""
    problems: list[Problem] = []
    rulings = _maps(node, "rulings") + [
        r for c in _maps(node, "cards") for r in _maps(c, "rulings")
    ]
    for ruling in rulings:
        check = ruling.get("check")
        if isinstance(check, YamlMap):
            problems.extend(_numbers_beyond(check, label, ruling.value_at("check"), "check"))
    return problems


def ability_problems(node: Any, label: str) -> list[Problem]:
    """Every value of the file's ``abilities:``, check stand-ins (``cards:``) and
    ``effect:`` steps outside the card language's grammar, at its position."""
    from .engine.language.grammar import GrammarError, parse_abilities, parse_effects

    found: list[tuple[Any, list[str | int], Callable[[Any], object]]] = []
    for card in _maps(node, "cards"):
        if isinstance(card.get("abilities"), YamlMap):
            found.append((card, ["abilities"], parse_abilities))
    rulings = _maps(node, "rulings") + [
        r for c in _maps(node, "cards") for r in _maps(c, "rulings")
    ]
    for ruling in rulings:
        check = ruling.get("check")
        cards = check.get("cards") if isinstance(check, YamlMap) else None
        for name, spec in cards.items() if isinstance(cards, YamlMap) else ():
            if isinstance(spec, YamlMap):
                found.append((ruling, ["check", "cards", name], _standin_abilities))
        steps = check.get("do") if isinstance(check, YamlMap) else None
        for index, step in enumerate(steps if isinstance(steps, YamlList) else []):
            if isinstance(step, YamlMap) and "effect" in step:
                found.append((ruling, ["check", "do", index, "effect"], parse_effects))
    problems = []
    for holder, path, read in found:
        value: Any = holder
        for step in path:
            value = value[step]
        try:
            read(plain(value))
        except GrammarError as error:
            for problem in error.problems:
                line, col = position(holder, [*path, *problem.path])
                where = ".".join(str(p) for p in [*path, *problem.path])
                problems.append(Problem(label, line, col, f"{where}: {problem.message}"))
    return problems


def _standin_abilities(value: Any) -> object:
    from .engine.language import PRINTED_KEYS
    from .engine.language.grammar import parse_abilities

    return parse_abilities(value, extra_keys=PRINTED_KEYS)


def _grammar_first(grammar: list[Problem], others: list[Problem]) -> list[Problem]:
    """The problems, the card language's grammar's instead of the schema's at the same
    line (the grammar says which value is wrong and what it may be)."""
    lines = {(p.file, p.line) for p in grammar}
    return [p for p in others if (p.file, p.line) not in lines] + grammar


def _numbers_beyond(
    node: Any, label: str, spot: tuple[int, int], key: str | int
) -> Iterator[Problem]:
    if isinstance(node, YamlMap):
        for name, value in node.items():
            yield from _numbers_beyond(value, label, node.value_at(name), name)
    elif isinstance(node, YamlList):
        for index, value in enumerate(node):
            yield from _numbers_beyond(value, label, node.item_at(index), key)
    elif isinstance(node, int) and not isinstance(node, bool):
        limit = MAX_SEED if key == "seed" else MAX_CHECK_NUMBER
        if abs(node) > limit:
            message = f"{key}: {node} is beyond what a check may hold (at most {limit} either way)"
            yield Problem(label, spot[0] + 1, spot[1] + 1, message)


def _unknown_file_message(data_dir: Path) -> str:
    places = ", ".join(pattern for pattern, _ in FILE_KINDS)
    return f"not a known kind of data file (expected one of: {places} under {data_dir.name}/)"


def _path_matches_id(kind: str, node: Any, name: str, label: str) -> list[Problem]:
    """A faction, card-set or rules file (named ``name``) is named after the id inside it."""
    key = {"faction": "id", "rules": "id", "cards": "set"}.get(kind)
    if key is None or not is_id(node.get(key), "slug") or node[key] == Path(name).stem:
        return []  # (an id that is no slug is reported as such)
    line, col = position(node, [key])
    return [
        Problem(
            label,
            line,
            col,
            f"{key} {node[key]!r} does not match the file name "
            f"{name!r} (rename the file to {node[key]}.yaml)",
        )
    ]


def load_dataset(
    data_dir: Path, *, root: Path | None = None, cache: FileCache | None = None
) -> Dataset:
    """Load and validate ``data_dir``; raise :class:`DataError` listing every problem.
    ``cache``: as :func:`read_dataset`'s."""
    from .validate import run_checks

    if not Path(data_dir).is_dir():  # a mistyped --project would otherwise build nothing
        label = _label(Path(data_dir), Path(root) if root else Path(data_dir).parent)
        raise DataError([Problem(label, 1, 1, "no such folder: is this the project's folder?")])
    dataset, problems = read_dataset(data_dir, root=root, cache=cache)
    problems.extend(run_checks(dataset, skip_references=bool(dataset.unreadable), quiet=problems))
    if problems:
        raise DataError(problems)
    return dataset
