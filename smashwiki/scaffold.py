"""``smashwiki new``: start a faction, card, erratum or ruling in the right file.

Each function adds one entry to the data file where it belongs, written in
canonical form (:mod:`smashwiki.fmt`), and returns what it wrote. A new ruling
gets a check skeleton as comments: the ruling stays ``pending`` (honestly
unchecked) until someone fills the check in and removes the ``#`` marks.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from .atomic import atomic_write
from .errors import SmashwikiError
from .fmt import dump, read_round_trip
from .ids import is_id, why_not
from .importers.common import schema_comment, slugify, to_node
from .model import DEFAULT_DECK_SIZE, PRINTED_TYPES
from .yamlpos import YamlError, load_text


class ScaffoldError(SmashwikiError):
    """The entry can't be added (the file is missing, the id is taken, ...)."""


@dataclass(frozen=True)
class Added:
    """What :mod:`smashwiki.scaffold` wrote: the file, the new entry's id and its line."""

    path: Path
    id: str
    line: int
    #: What the entry makes doubtful, for the writer to look at (a deck over its size).
    warning: str | None = None


#: Every type a card may print, and ``unknown`` when no source says.
CARD_TYPES = tuple(PRINTED_TYPES)
#: The printed types that go in a faction's deck (a character is a minion by the rules).
DECK_TYPES = frozenset(
    word for word, rules in PRINTED_TYPES.items() if rules in {"minion", "action"}
)
ERRATUM_KINDS = ("wording", "functional")
RULING_KINDS = ("clarification", "faq", "example", "proviso")


# --------------------------------------------------------------------------- factions and cards


def new_faction(
    data_dir: Path, name: str, *, source: str, set_id: str | None = None, faction_id: str = ""
) -> Added:
    """Start ``data/factions/<id>.yaml`` with the faction and no cards (``partial: true``)."""
    faction_id = _checked(faction_id or slugify(name), "faction")
    path = Path(data_dir) / "factions" / f"{faction_id}.yaml"
    if path.exists():
        raise ScaffoldError(f"{path} already exists")
    document: dict[str, Any] = {"id": faction_id, "name": name}
    if set_id:
        document["set"] = set_id
    document |= {"source": source, "partial": True, "cards": []}
    text = dump(to_node(document), "faction")
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, f"{schema_comment(path, 'faction')}\n{text}")
    return Added(path, faction_id, 2)


def card_file(data_dir: Path, group: str) -> tuple[Path, str]:
    """The file holding the cards of faction or set ``group``, and its schema name."""
    _checked(group, "faction")
    for folder, kind in (("factions", "faction"), ("cards", "cards")):
        path = Path(data_dir) / folder / f"{group}.yaml"
        if path.is_file():
            return path, kind
    raise ScaffoldError(
        f"no faction or card set {group!r} (data/factions/{group}.yaml or "
        f"data/cards/{group}.yaml); start a faction with: smashwiki new faction NAME"
    )


def new_card(data_dir: Path, group: str, name: str, fields: dict[str, Any]) -> Added:
    """Append a card named ``name`` to faction (or card set) ``group``.

    ``fields`` holds the card's other keys (type, count, power, breakpoint, vps,
    text); a missing ``text`` is written as ``null`` (no source holds it yet).
    """
    path, kind = card_file(data_dir, group)
    document = _load(path)
    card_id = slugify(name)
    cards = document.setdefault("cards", CommentedSeq())
    if any(isinstance(card, dict) and card.get("id") == card_id for card in cards):
        raise ScaffoldError(f"{path}: the card {group}/{card_id} already exists")
    card = {"id": card_id, "name": name, **{k: v for k, v in fields.items() if v is not None}}
    card.setdefault("text", None)
    cards.append(to_node(card))
    _write(path, document, kind)
    line = _item_line(path, ["cards", len(cards) - 1])
    return Added(path, f"{group}/{card_id}", line, _deck_warning(document, group))


def _deck_warning(document: CommentedMap, group: str) -> str | None:
    """A warning when the minions and actions of ``document`` total more than its deck size."""
    size = document.get("deck_size", DEFAULT_DECK_SIZE)
    total = 0
    for card in document.get("cards") or []:
        types = card.get("type") if isinstance(card, dict) else None
        types = types if isinstance(types, list) else [types]
        if DECK_TYPES & set(types) and isinstance(card.get("count"), int):
            total += card["count"]
    if isinstance(size, int) and total > size:
        return (
            f"{group}'s minions and actions now total {total} cards, more than its deck of "
            f"{size}: check the copy counts (or set deck_size: {total} if the faction "
            "really has that many)"
        )
    return None


# --------------------------------------------------------------------------- errata and rulings


def _find_card(data_dir: Path, card_id: str) -> tuple[Path, str, CommentedMap, Any, int]:
    """The file, schema, document, card node and card index of ``group/card``."""
    group, _, slug = card_id.rpartition("/")
    if not group:
        raise ScaffoldError(f"{card_id!r} is not a card id (faction/card, e.g. a/b)")
    path, kind = card_file(data_dir, group)
    document = _load(path)
    for index, card in enumerate(document.get("cards") or []):
        if isinstance(card, dict) and card.get("id") == slug:
            return path, kind, document, card, index
    raise ScaffoldError(f"{path}: no card {slug!r}")


def new_erratum(data_dir: Path, card_id: str, fields: dict[str, Any]) -> Added:
    """Append an erratum (kind, description, errata_in, source) to the card ``card_id``."""
    path, kind, document, card, index = _find_card(data_dir, card_id)
    errata = card.setdefault("errata", CommentedSeq())
    errata.append(to_node({k: v for k, v in fields.items() if v is not None}))
    _write(path, document, kind)
    line = _item_line(path, ["cards", index, "errata", len(errata) - 1])
    return Added(path, card_id, line)


def new_ruling(data_dir: Path, target: str, fields: dict[str, Any]) -> Added:
    """Add a ruling with a check skeleton (as comments: the ruling stays pending).

    If ``target`` is a card id, the ruling goes under that card (its id is the
    card's id and its position, ``card#N``). Otherwise ``target`` is the new
    ruling's own id, ``topic/name``, and it goes in ``data/rulings/<topic>.yaml``
    with the cards and rules in ``fields``. Either way ``fields`` must name an existing
    source: a ruling is what a source published, never the project's own words.
    """
    entry = {k: v for k, v in fields.items() if v not in (None, [], ())}
    _known_source(data_dir, entry.get("source"), target)
    try:
        path, kind, document, card, index = _find_card(data_dir, target)
    except ScaffoldError:
        if "#" in target or "/" not in target or _is_card_file(data_dir, target):
            raise
        return _new_topic_ruling(data_dir, target, entry)
    entry.pop("cards", None)
    rulings = card.setdefault("rulings", CommentedSeq())
    rulings.append(to_node(entry))
    _write(path, document, kind)
    item: list[str | int] = ["cards", index, "rulings", len(rulings) - 1]
    line = _add_skeleton(path, item, _skeleton(target, card.get("type")))
    return Added(path, f"{target}#{len(rulings)}", line)


def _is_card_file(data_dir: Path, target: str) -> bool:
    group = target.rpartition("/")[0]
    return any(
        (Path(data_dir) / folder / f"{group}.yaml").is_file() for folder in ("factions", "cards")
    )


def _known_source(data_dir: Path, source: object, target: str) -> None:
    """Refuse a ruling without a source, or with one ``data/sources.yaml`` does not list."""
    path = Path(data_dir) / "sources.yaml"
    listed = _load(path).get("sources") if path.is_file() else None
    known = [s.get("id") for s in listed or () if isinstance(s, dict)]
    if not source:
        raise ScaffoldError(
            f"a ruling ({target}) needs --source: the id of the source that published it "
            f"(one of {', '.join(map(str, known)) or 'none yet: add it to ' + str(path)})"
        )
    if source not in known:
        raise ScaffoldError(f"{path}: no source {source!r} (one of {', '.join(map(str, known))})")


def _new_topic_ruling(data_dir: Path, ruling_id: str, entry: dict[str, Any]) -> Added:
    topic = _checked(ruling_id, "ruling").split("/", 1)[0]
    path = Path(data_dir) / "rulings" / f"{topic}.yaml"
    document = _load(path) if path.exists() else CommentedMap(rulings=CommentedSeq())
    rulings = document.setdefault("rulings", CommentedSeq())
    if any(isinstance(r, dict) and r.get("id") == ruling_id for r in rulings):
        raise ScaffoldError(f"{path}: the ruling {ruling_id} already exists")
    rulings.append(to_node({"id": ruling_id, **entry}))
    cards = entry.get("cards") or []
    _write(path, document, "rulings", new=not path.exists())
    line = _add_skeleton(
        path, ["rulings", len(rulings) - 1], _skeleton(cards[0] if cards else None)
    )
    return Added(path, ruling_id, line)


def _skeleton(card_id: str | None, card_type: str | None = None) -> list[str]:
    """The lines of a check to fill in, about ``card_id`` when there is one."""
    lines = ["check:", "  setup:"]
    short = card_id.rpartition("/")[2] if card_id else None
    if card_id and card_type == "base":
        lines += [
            f"    bases: [{{name: {short}, card: {card_id}, minions: {{Alan: [10], Beth: [5]}}}}]",
            "  do: [score]",
        ]
    elif card_id:
        lines += [
            "    bases: [{name: bank, breakpoint: 20, vps: [3, 2, 1], minions: {Beth: [3]}}]",
            f"    hands: {{Alan: [{card_id}]}}",
            "  do:",
            f"    - {{play: {short}, on: bank}}",
        ]
    else:
        lines += [
            "    bases: [{name: bank, breakpoint: 20, vps: [3, 2, 1], minions: {Alan: [10]}}]",
            "  do: [score]",
        ]
    lines += [
        "  choices: []                  # answers to the engine's questions, in order",
        "  expect:                      # what the ruling says must be true, and the",
        "    vps: {Alan: 3}             # difference that proves it",
    ]
    return lines


# --------------------------------------------------------------------------- files


def _checked(value: str, kind: str) -> str:
    """``value`` if it is an id of ``kind`` (so the file it names stays inside data/)."""
    if not is_id(value, kind):
        raise ScaffoldError(f"invalid id {value!r}: {why_not(value, kind)}")
    return value


def _load(path: Path) -> Any:
    """The round-trip document at ``path``, once the bounded reader accepts the file
    (ruamel alone would expand aliases without end); :class:`ScaffoldError` if not."""
    fix = "fix it first (smashwiki check lists what is wrong)"
    try:
        text = path.read_text(encoding="utf-8")
        load_text(text)
    except UnicodeDecodeError as exc:
        raise ScaffoldError(f"{path}:1:1: not UTF-8 text; {fix}") from exc
    except YamlError as exc:
        raise ScaffoldError(f"{path}:{exc.line}:{exc.col}: {exc.describe()}; {fix}") from exc
    document = read_round_trip(text)
    if not isinstance(document, CommentedMap):
        raise ScaffoldError(f"{path}: expected a mapping at the top of the file")
    return document


def _write(path: Path, document: CommentedMap, kind: str, *, new: bool = False) -> None:
    text = dump(document, kind)
    if new:
        text = f"{schema_comment(path, kind)}\n{text}"
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text)


def _item_line(path: Path, item: list[str | int]) -> int:
    """The 1-based line of the list item at ``item`` in the file at ``path``."""
    node: Any = load_text(path.read_text(encoding="utf-8"))
    *parents, index = item
    for key in parents:
        node = node[key]
    return int(node.item_at(index)[0]) + 1


def _add_skeleton(path: Path, item: list[str | int], skeleton: list[str]) -> int:
    """Insert ``skeleton`` as comment lines at the end of the list item at ``item``.

    Returns the 1-based line of the item.
    """
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    start = _item_line(path, item) - 1
    dash = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > dash
    ):
        end += 1
    note = "# fill in this check and remove the #s; until then the ruling is pending"
    indent = " " * (dash + 2)
    comment = [f"{indent}{note}\n", *(f"{indent}# {line}\n" for line in skeleton)]
    atomic_write(path, "".join(lines[:end] + comment + lines[end:]))
    return start + 1
