"""Helpers every importer shares: slugs, merging YAML writes, and import problems.

:func:`write_yaml` is the only way importers write data files. It merges the
imported document into the file already there, so a re-import keeps what people
added by hand:

* keys the imported document does not have (``check:``, ``untestable:``,
  ``corrections:``, ``partial:`` ...) are kept, and so are comments;
* list items that are mappings are matched by ``id``; items without an id (a
  card's rulings, errata, corrections) are matched by ``text`` when both have
  one, and the rest by position among the still unmatched items;
* an old list item that nothing matches is kept (after the imported ones) when
  it has an ``id`` or its own ``source``: a record someone added from another
  document. Other unmatched items are dropped, because the import's list is the
  source's whole list: a clarification the wiki removed goes away (and the import
  says so: :func:`smashwiki.importers.staged.losses`). Lists of plain
  values (partners, mechanics, VPs) are replaced wholesale;
* any value the import has replaces the old one, and an unchanged value keeps
  its old node, so its comments stay as they were (quoting is the canonical form's); a key whose
  imported value is :data:`REMOVED` is deleted (the source no longer says it).

Writing the same document twice leaves the file byte-identical.

For registries (``sources.yaml``, ``sets.yaml``) build the document with
:func:`upserted` first: it keeps every existing entry in place and appends new
ones, so importers of different documents don't reorder each other's entries.
"""

from __future__ import annotations

import datetime as dt
import operator
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import LiteralScalarString

from ..errors import SmashwikiError
from ..fmt import dump as canonical_dump
from ..fmt import read_round_trip
from ..load import plain
from ..yamlpos import YamlError, check_text, load_text

#: Keys whose list value is written in flow style (``vps: [2, 3, 1]``).
FLOW_KEYS = frozenset({"vps"})

#: Sub-folders of ``data/`` (their files sit two levels below the project folder).
_NESTED_DIRS = frozenset({"factions", "cards", "rules", "rulings"})

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class _Removed:
    """The value of a key the source no longer gives: :func:`write_yaml` deletes it."""

    def __repr__(self) -> str:
        return "REMOVED"


#: Put as a key's value in an imported document to delete that key from the file.
REMOVED: Any = _Removed()


@dataclass(frozen=True)
class Whole:
    """A key's imported value that replaces the file's wholesale: merged into, the old value
    would keep the keys and records the new one no longer has (a card's ``compiled:``)."""

    value: Any


_QUOTES = "'\u2019\u2018\"\u201c\u201d"


#: Letters Unicode does not split into a base letter and an accent, as ASCII letters.
TRANSLITERATIONS = {
    "ß": "ss",
    "ẞ": "ss",
    "æ": "ae",
    "Æ": "ae",
    "œ": "oe",
    "Œ": "oe",
    "ø": "o",
    "Ø": "o",
    "ł": "l",
    "Ł": "l",
    "đ": "d",
    "Đ": "d",
    "ð": "d",
    "Ð": "d",
    "þ": "th",
    "Þ": "th",
    "ı": "i",
    "ħ": "h",
    "Ħ": "h",
    "ŋ": "ng",
    "Ŋ": "ng",
}


def slugify(name: str) -> str:
    """A lowercase ASCII slug of ``name``: the id of a card, faction or set.

    The transliteration never loses a letter: accents are dropped (``é`` -> ``e``),
    letters that are not an ASCII letter with an accent are spelled out
    (:data:`TRANSLITERATIONS`: ``ß`` -> ``ss``, ``æ`` -> ``ae``), a letter of another
    script becomes its Unicode name (``α`` -> ``alpha``) or, failing that, its code point
    (``中`` -> ``u4e2d``). Apostrophes and quotes vanish; every other run of characters
    that are not letters or digits becomes one hyphen. The same name always gives the
    same slug.

    >>> slugify("It's Astounding")
    'its-astounding'
    >>> slugify("1.21 Gigawatts")
    '1-21-gigawatts'
    >>> slugify("Überserum")
    'uberserum'
    >>> slugify("Golem Schloß")
    'golem-schloss'
    >>> slugify("Ægir's Øre")
    'aegirs-ore'
    >>> slugify("Ω-Ray 中")
    'omega-ray-u4e2d'
    """
    spelled = "".join(TRANSLITERATIONS.get(ch, ch) for ch in name)
    decomposed = unicodedata.normalize("NFKD", spelled)
    kept = "".join(
        _ascii_letter(ch)
        for ch in decomposed
        if ch not in _QUOTES and not unicodedata.combining(ch)
    )
    return re.sub(r"[^a-z0-9]+", "-", kept.lower()).strip("-")


def _ascii_letter(ch: str) -> str:
    """``ch`` if it is ASCII; a letter of another script by its name (``alpha``), or its
    code point between hyphens; anything else (punctuation, symbols) as a separator."""
    if ch.isascii():
        return ch
    if not ch.isalnum():
        return " "
    word = unicodedata.name(ch, "").rsplit(" ", 1)[-1].lower()
    return word if word.isascii() and word.isalpha() else f" u{ord(ch):04x} "


#: Words for card types in section headings, singular and plural, as the data's types.
CARD_TYPE_WORDS = {
    word: kind for kind in ("minion", "action", "base", "titan") for word in (kind, f"{kind}s")
}


class ImportProblem(SmashwikiError):
    """Something in a source document has a shape the importer does not expect.

    ``page`` names the page (or file) and ``line`` the 1-based line in the file
    read, so the message can be acted on without reading the importer.
    """

    def __init__(self, page: str, line: int, message: str) -> None:
        self.page = page
        self.line = line
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        return f"{self.page}, line {self.line}: {self.message}"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.page, self.line, self.message))


class ImportProblems(SmashwikiError):
    """Every :class:`ImportProblem` of one import run, raised together."""

    def __init__(self, problems: Iterable[ImportProblem]) -> None:
        self.problems = list(problems)
        noun = "problem" if len(self.problems) == 1 else "problems"
        super().__init__(f"{len(self.problems)} import {noun}; nothing was written")

    def report(self) -> str:
        """Every problem on its own line."""
        return "\n".join(str(problem) for problem in self.problems)


def raise_problems(problems: list[ImportProblem]) -> None:
    """Raise :class:`ImportProblems` if ``problems`` is not empty."""
    if problems:
        raise ImportProblems(problems)


# --------------------------------------------------------------------------- writing YAML


def upserted(path: Path, key: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The document at ``path`` with ``items`` merged into its list ``key`` by id.

    Existing entries keep their place (and any field the new item lacks); new ones
    are appended in the order given.
    """
    existing = read_plain(path).get(key, [])
    by_id = {item["id"]: item for item in items}
    merged = [dict(old, **by_id.pop(old.get("id"), {})) for old in existing]
    merged.extend(item for item in items if item["id"] in by_id)
    return {key: merged}


def read_source(path: Path) -> str:
    """The text of a source document given to an importer; :class:`ImportProblems` if it
    can't be read or is not UTF-8 text (a binary file, say)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ImportProblems([ImportProblem(path.name, 1, f"cannot read the file: {exc}")]) from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        message = f"not UTF-8 text (byte {exc.start + 1}): is it the right file?"
        raise ImportProblems([ImportProblem(path.name, line, message)]) from exc


def read_data_text(path: Path) -> str | None:
    """The text of the existing data file at ``path`` (``None`` if there is none), once the
    bounded reader of :mod:`smashwiki.yamlpos` accepts it: ruamel, which merges, would
    expand aliases without end. :class:`ImportProblems` if the file is broken."""
    path = Path(path)
    if not path.exists():
        return None
    problem = _data_file_problem(path)
    if problem is not None:
        raise ImportProblems([problem])
    return path.read_text(encoding="utf-8")


def _data_file_problem(path: Path) -> ImportProblem | None:
    label = path.as_posix()
    fix = "fix it (smashwiki check lists what is wrong) before importing"
    try:
        check_text(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        return ImportProblem(label, 1, f"not UTF-8 text; {fix}")
    except OSError as exc:
        return ImportProblem(label, 1, f"cannot read the file: {exc}")
    except YamlError as exc:
        return ImportProblem(label, exc.line, f"{exc.describe()}; {fix}")
    return None


def check_data_files(data_dir: Path) -> None:
    """Raise :class:`ImportProblems` listing every existing data file under ``data_dir``
    that can't be read, before an import writes anything."""
    problems = [
        problem
        for path in sorted(Path(data_dir).rglob("*.yaml"))
        if path.is_file() and (problem := _data_file_problem(path)) is not None
    ]
    raise_problems(problems)


def read_plain(path: Path) -> dict[str, Any]:
    """The YAML mapping at ``path`` as plain Python data (empty if there is no file)."""
    text = read_data_text(path)
    if text is None:
        return {}
    data = plain(load_text(text))  # libyaml: several times faster than ruamel (and bounded)
    return data if isinstance(data, dict) else {}


def schema_comment(path: Path, schema: str) -> str:
    """The ``# yaml-language-server`` line pointing ``path`` at the package's schema.

    The schemas live in ``smashwiki/schema/`` beside ``data/``; the path is relative
    so editors of a checkout find them.

    >>> schema_comment(Path("data/factions/aliens.yaml"), "faction")
    '# yaml-language-server: $schema=../../smashwiki/schema/faction.schema.json'
    >>> schema_comment(Path("data/sets.yaml"), "sets")
    '# yaml-language-server: $schema=../smashwiki/schema/sets.schema.json'
    """
    up = "../../" if Path(path).parent.name in _NESTED_DIRS else "../"
    return f"# yaml-language-server: $schema={up}smashwiki/schema/{schema}.schema.json"


def write_yaml(path: Path, document: dict[str, Any], *, schema: str) -> bool:
    """Write ``document`` to ``path`` in canonical form (:mod:`smashwiki.fmt`), merging into
    what is there.

    Returns whether the file's bytes changed. See the module docstring for how
    the merge treats existing keys, list items and comments.
    """
    path = Path(path)
    old_text = read_data_text(path)
    old = read_round_trip(old_text) if old_text else None
    node = merge(old, document) if isinstance(old, CommentedMap) else to_node(document)
    text = _with_schema_comment(canonical_dump(node, schema), schema_comment(path, schema))
    if text == old_text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def rewrite_yaml(path: Path, edit: Callable[[Any], bool], *, schema: str) -> bool:
    """Apply ``edit`` to the round-trip document at ``path`` (comments kept) and write it back
    in canonical form if ``edit`` says it changed something; returns whether it did."""
    path = Path(path)
    old_text = read_data_text(path)
    if old_text is None:
        return False
    node = read_round_trip(old_text)
    if not isinstance(node, CommentedMap) or not edit(node):
        return False
    text = _with_schema_comment(canonical_dump(node, schema), schema_comment(path, schema))
    path.write_text(text, encoding="utf-8")
    return text != old_text


def _with_schema_comment(text: str, comment: str) -> str:
    lines = text.splitlines(keepends=True)
    if lines and lines[0].startswith("# yaml-language-server:"):
        lines[0] = comment + "\n"
        return "".join(lines)
    return f"{comment}\n{text}"


def to_node(value: Any, key: str | None = None) -> Any:
    """Plain Python data as ruamel round-trip nodes in the project's style.

    Multi-line strings become literal blocks, ISO date strings become dates
    (written unquoted), and lists under :data:`FLOW_KEYS` use flow style.
    """
    if isinstance(value, Whole):
        return to_node(value.value, key)
    if isinstance(value, dict):
        node = CommentedMap()
        for k, v in value.items():
            if v is not REMOVED:
                node[k] = to_node(v, k)
        return node
    if isinstance(value, list | tuple):
        seq = CommentedSeq(to_node(v) for v in value)
        if key in FLOW_KEYS:
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, str):
        if "\n" in value:
            return LiteralScalarString("\n".join(line.rstrip() for line in value.splitlines()))
        if _ISO_DATE.match(value):
            return dt.date.fromisoformat(value)
    return value


def merge(old: Any, new: Any, key: str | None = None) -> Any:
    """``new`` merged into the round-trip node ``old`` (which may be modified and returned)."""
    if isinstance(new, Whole):
        return old if plain(old) == plain(new.value) else to_node(new.value, key)
    if plain(old) == plain(new):
        return old
    if isinstance(old, CommentedMap) and isinstance(new, dict):
        return _merge_map(old, new)
    if isinstance(old, CommentedSeq) and isinstance(new, list) and _all_maps(new):
        return _merge_list(old, new)
    return to_node(new, key)


def _merge_map(old: CommentedMap, new: dict[str, Any]) -> CommentedMap:
    previous: str | None = None
    for key, value in new.items():
        if value is REMOVED:
            old.pop(key, None)
            continue
        if key in old:
            old[key] = merge(old[key], value, key)
        else:
            index = list(old.keys()).index(previous) + 1 if previous in old else 0
            old.insert(index, key, to_node(value, key))
        previous = key
    return old


def _all_maps(items: list[Any]) -> bool:
    return bool(items) and all(isinstance(item, dict) for item in items)


def _merge_list(old: CommentedSeq, new: list[dict[str, Any]]) -> CommentedSeq:
    """Match mappings by id, then by text, then by position; keep unmatched records of our own.

    ``old`` is updated in place, so comments attached to the list itself stay.
    """
    pairs = match_items(list(old), new)
    items = [
        merge(old[pairs[i]], item) if i in pairs else to_node(item) for i, item in enumerate(new)
    ]
    matched = set(pairs.values())
    kept = [i for i, item in enumerate(old) if i not in matched and _is_own_record(item)]
    items.extend(old[i] for i in kept)
    order = [pairs.get(i) for i in range(len(new))] + kept
    if order == list(range(len(old))) and all(map(operator.is_, items, old)):
        return old  # the same items in the same places: comments and all stay as they are
    comments = {
        new_i: old.ca.items[old_i]
        for new_i, old_i in enumerate(order)
        if old_i is not None and old_i in old.ca.items
    }
    list.__setitem__(old, slice(None), items)
    old.ca.items.clear()
    old.ca.items.update(comments)
    return old


def _is_own_record(item: Any) -> bool:
    """An item with an id or its own source stands for itself and survives a re-import."""
    return isinstance(item, dict) and ("id" in item or "source" in item)


def dropped_items(old: list[Any], new: list[dict[str, Any]]) -> list[Any]:
    """The items of ``old`` that :func:`write_yaml` would drop when merging ``new`` into
    them: matched by nothing, and without an id or a source of their own."""
    matched = set(match_items(old, new).values())
    return [
        item
        for index, item in enumerate(old)
        if index not in matched and isinstance(item, dict) and not _is_own_record(item)
    ]


def match_items(old: list[Any], new: list[dict[str, Any]]) -> dict[int, int]:
    """For each index into ``new``, the index into ``old`` of the item it replaces: by
    ``id``, then by ``text``, then by position among the items left without an id."""
    pairs: dict[int, int] = {}
    for key in ("id", "text"):
        taken = set(pairs.values())
        lookup: dict[Any, int] = {}
        for i, item in enumerate(old):
            if i not in taken and isinstance(item, dict) and item.get(key) is not None:
                lookup.setdefault(plain(item[key]), i)
        for index, item in enumerate(new):
            if index not in pairs and item.get(key) is not None and item[key] in lookup:
                pairs[index] = lookup.pop(item[key])
    free_old = [
        i
        for i, item in enumerate(old)
        if i not in set(pairs.values()) and isinstance(item, dict) and "id" not in item
    ]
    free_new = [i for i, item in enumerate(new) if i not in pairs and "id" not in item]
    for index, old_index in zip(free_new, free_old, strict=False):
        pairs[index] = old_index
    return pairs
