"""``smashwiki diff``: what a change to ``data/`` does, in Markdown for a pull request.

The data at a git revision is compared with the working tree, record by record:
factions, cards, bases, errata, rulings, rules and the rest are added, removed,
or changed field by field (``Doctor When: power 5 → 6``). Then every ruling's
check runs on both sides, and each ruling whose status changed is listed, the
ones that stopped passing first, with the worked example of the new side.

Everything taken from the data is escaped for Markdown, and worked examples go
in fenced blocks, so a pull request can't put markup in the comment.
"""

from __future__ import annotations

import dataclasses
import io
import subprocess
import tarfile
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from . import checks
from . import diffreport as report_doc
from .diffreport import (
    Block,
    Code,
    Details,
    Entry,
    Item,
    Quote,
    Section,
    Span,
    bold,
    check_yaml,
    data,
    said,
)
from .errors import DataError, SmashwikiError
from .load import load_dataset, plain, read_dataset
from .model import Card, CheckResult, Dataset

DATA_DIR = "data"


class DiffError(SmashwikiError):
    """The revision can't be read (not a git repository, unknown revision, ...)."""


# --------------------------------------------------------------------------- reading a revision


def _git(project: Path, *args: str) -> bytes:
    try:
        done = subprocess.run(
            ["git", "-C", str(project), *args], capture_output=True, check=False, timeout=120
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise DiffError(f"git could not be run: {exc}") from exc
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise DiffError(f"git {args[0]}: {message[-1] if message else 'failed'}")
    return done.stdout


def extract_data(project: Path, revision: str, into: Path) -> Path:
    """Write ``data/`` as it is at ``revision`` into ``into``; return that data folder."""
    if revision.startswith("-"):
        raise DiffError(f"not a revision: {revision!r}")
    commit = _git(project, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}")
    prefix = _git(project, "rev-parse", "--show-prefix").decode().strip()
    folder = f"{prefix}{DATA_DIR}"
    listing = _git(project, "ls-tree", "-d", "--name-only", commit.decode().strip(), folder)
    target = Path(into) / DATA_DIR
    target.mkdir(parents=True)
    if not listing.strip():
        return target  # no data/ at that revision: everything is new
    archive = _git(project, "archive", "--format=tar", commit.decode().strip(), "--", folder)
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in tar.getmembers():
            relative = PurePosixPath(member.name).relative_to(folder)
            if not member.isfile() or ".." in relative.parts:
                continue
            destination = target / Path(*relative.parts)
            destination.parent.mkdir(parents=True, exist_ok=True)
            source = tar.extractfile(member)
            if source is not None:
                destination.write_bytes(source.read())
    return target


def load_lenient(data_dir: Path, root: Path) -> tuple[Dataset, int]:
    """The data set in ``data_dir`` and how many problems it has (loaded as far as it goes)."""
    try:
        return load_dataset(data_dir, root=root), 0
    except DataError as exc:
        dataset, _ = read_dataset(data_dir, root=root)
        return dataset, len(exc.problems)


# --------------------------------------------------------------------------- comparing


@dataclass(frozen=True)
class Change:
    """One record added, removed or changed (``fields``: name, old, new)."""

    section: str
    key: str
    label: str
    kind: str  # added, removed, changed
    fields: tuple[tuple[str, Any, Any], ...] = ()


#: Dataset fields in the order the report shows them, with their heading.
SECTIONS = (
    ("factions", "Factions"),
    ("cards", "Cards"),
    ("errata", "Errata"),
    ("rulings", "Rulings"),
    ("rules", "Rules"),
    ("statements", "Rule statements"),
    ("rule_checks", "Checks of rule statements"),
    ("terms", "Glossary terms"),
    ("sources", "Sources"),
    ("sets", "Sets"),
    ("changelog", "Changelog"),
)

#: The sections of records that carry a check: shown with their verdict and worked example.
_CHECKED = frozenset({"Rulings", "Checks of rule statements"})
#: Record fields that are not facts of the data (positions, values derived from others).
_SKIPPED_FIELDS = frozenset({"where", "check_source"})


def _keyed(records: Iterable[Any]) -> dict[str, Any]:
    """Records by id; records without one (errata, changelog) by owner and position."""
    keyed: dict[str, Any] = {}
    counts: dict[str, int] = {}
    for record in records:
        key: str | None = getattr(record, "id", None)
        if key is None:
            owner = str(getattr(record, "card_id", None) or getattr(record, "date", ""))
            counts[owner] = counts.get(owner, 0) + 1
            key = f"{owner} ({counts[owner]})"
        keyed[key] = record
    return keyed


def _label(record: Any, key: str, names: Mapping[str, str]) -> str:
    for attribute in ("name", "title", "term"):
        value = getattr(record, attribute, None)
        if isinstance(value, str):
            return value
    card = getattr(record, "card_id", None)
    if card is not None:
        return f"{names.get(card, card)} ({key.rsplit(' ', 1)[-1].strip('()')})"
    return key


def _field_name(name: str) -> str:
    if name.endswith("_ids"):
        return name.removesuffix("_ids") + "s"
    return name.removesuffix("_id").replace("_", " ")


def _fields(old: Any, new: Any) -> tuple[tuple[str, Any, Any], ...]:
    changed = []
    for item in dataclasses.fields(new):
        if item.name in _SKIPPED_FIELDS:
            continue
        before, after = getattr(old, item.name, None), getattr(new, item.name)
        if before != after:
            changed.append((_field_name(item.name), before, after))
    return tuple(changed)


def compare(old: Dataset, new: Dataset) -> list[Change]:
    """Every record added, removed or changed from ``old`` to ``new``, section by section."""
    names = {card.id: card.name for card in (*old.cards, *new.cards)}
    changes: list[Change] = []
    for attribute, heading in SECTIONS:
        before = _keyed(getattr(old, attribute, ()))
        after = _keyed(getattr(new, attribute, ()))
        for key, record in after.items():
            section = _section(heading, record)
            label = _label(record, key, names)
            if key not in before:
                changes.append(Change(section, key, label, "added"))
            elif fields := _fields(before[key], record):
                changes.append(Change(section, key, label, "changed", fields))
        for key, record in before.items():
            if key not in after:
                label = _label(record, key, names)
                changes.append(Change(_section(heading, record), key, label, "removed"))
    return changes


def _section(heading: str, record: Any) -> str:
    if heading == "Cards" and getattr(record, "type", None) == "base":
        return "Bases"
    return heading


# --------------------------------------------------------------------------- statuses


@dataclass(frozen=True)
class StatusChange:
    """A ruling present on both sides whose check's status changed."""

    ruling_id: str
    text: str
    old: CheckResult
    new: CheckResult

    @property
    def rank(self) -> int:
        """0 for verified → failing, 1 for anything else → failing, 2 for the rest."""
        if self.new.status == "failing":
            return 0 if self.old.passes else 1
        return 2


def status_changes(
    old: Dataset, new: Dataset, run: Callable[[Dataset], Mapping[str, CheckResult]]
) -> list[StatusChange]:
    """Rulings on both sides whose status changed, those that stopped passing first."""
    before, after = run(old), run(new)
    texts = {ruling.id: ruling.text for ruling in new.checked}
    changed = [
        StatusChange(rid, texts.get(rid, ""), before[rid], result)
        for rid, result in after.items()
        if rid in before and before[rid].status != result.status
    ]
    return sorted(changed, key=lambda change: (change.rank, change.ruling_id))


# --------------------------------------------------------------------------- the report


@dataclass(frozen=True)
class DiffReport:
    """Everything ``smashwiki diff`` found."""

    base: str
    changes: list[Change]
    statuses: list[StatusChange]
    new_statuses: Mapping[str, CheckResult]
    base_problems: int = 0
    old_statuses: Mapping[str, CheckResult] = dataclasses.field(default_factory=dict)
    old: Dataset | None = None
    new: Dataset | None = None

    def markdown(self) -> str:
        """The report as Markdown for a pull-request comment (bounded, escaped)."""
        return report_doc.markdown(sections(self), *_title(self, report_doc.md))

    def text(self) -> str:
        """The report as plain text for a terminal."""
        return report_doc.text(sections(self), *_title(self, str))


def diff(project: Path, base: str = "HEAD") -> DiffReport:
    """Compare ``project/data`` at git revision ``base`` with the working tree.

    Raises :class:`~smashwiki.errors.DataError` if the working tree's data has
    problems, and :class:`DiffError` if the revision can't be read.
    """
    project = Path(project)
    new = load_dataset(project / DATA_DIR, root=project)
    with tempfile.TemporaryDirectory(prefix="smashwiki-diff-") as scratch:
        old_dir = extract_data(project, base, Path(scratch))
        old, problems = load_lenient(old_dir, Path(scratch))
    results: dict[int, Mapping[str, CheckResult]] = {}

    def run(dataset: Dataset) -> Mapping[str, CheckResult]:
        results[id(dataset)] = checks.run_all(dataset)
        return results[id(dataset)]

    statuses = status_changes(old, new, run)
    return DiffReport(
        base,
        compare(old, new),
        statuses,
        results[id(new)],
        problems,
        old_statuses=results[id(old)],
        old=old,
        new=new,
    )


def md(text: Any) -> str:
    """Text from the data, escaped so Markdown shows it as it is (see :func:`diffreport.md`).

    >>> print(md("**bold** <b> [link](x) @user"))
    \\*\\*bold\\*\\* \\<b\\> \\[link\\](x) \\@user
    """
    return report_doc.md(text)


def _title(report: DiffReport, escape: Callable[[str], str]) -> tuple[str, list[str]]:
    title = f"Data changes since {escape(report.base)}"
    notes = []
    if report.base_problems:
        notes.append(
            f"{report.base_problems} problems in the data at {escape(report.base)} under the "
            "current rules; it was compared as far as it loads."
        )
    if not report.changes and not report.statuses:
        notes.append("No changes to the data.")
    return title, notes


def sections(report: DiffReport) -> list[Section]:
    """The report's sections: the records by kind, then the rulings whose status changed."""
    order = [heading for _, heading in SECTIONS]
    order.insert(order.index("Cards") + 1, "Bases")
    found: dict[str, list[Entry]] = {heading: [] for heading in order}
    for change in report.changes:
        found[change.section].append(_entry(change, report))
    statuses = [_status_entry(status, report.base) for status in report.statuses]
    by_kind = [Section(heading, entries) for heading, entries in found.items()]
    return [*by_kind, Section("Rulings whose status changed", statuses)]


# --------------------------------------------------------------------------- entries


def _record(report: DiffReport, change: Change) -> Any:
    """The record a change is about, as it is now (as it was, if it was removed)."""
    dataset = report.old if change.kind == "removed" else report.new
    if dataset is None:
        return None
    for attribute, heading in SECTIONS:
        if heading == change.section or (heading == "Cards" and change.section == "Bases"):
            return _keyed(getattr(dataset, attribute, ())).get(change.key)
    return None


def _head(change: Change) -> list[Span]:
    spans: list[Span] = [said(f"{change.kind} ")] if change.kind != "changed" else []
    spans.append(bold(change.label))
    if change.label != change.key:
        spans.append(data(f" ({change.key})"))
    return spans


def _entry(change: Change, report: DiffReport) -> list[Block]:
    record = _record(report, change)
    if change.section in _CHECKED:
        return _ruling_entry(change, record, report)
    head = _head(change)
    if change.kind == "changed":
        head += [said(": "), *_changed_fields(change, getattr(record, "type", "minion"))]
    blocks: list[Block] = [Item(tuple(head))]
    if record is None:
        return blocks
    fields = [Item(spans, depth=1) for spans in record_fields(record)]
    if change.kind == "added":
        return [*blocks, *fields]
    if change.kind == "changed" and fields:
        return [*blocks, Details(f"every field of {change.label} now", tuple(fields))]
    return blocks


def _changed_fields(change: Change, kind: str = "minion") -> list[Span]:
    """What changed, field by field (``kind``: the card's type, for its abilities' words)."""
    spans: list[Span] = []
    for number, (name, old, new) in enumerate(change.fields):
        if number:
            spans.append(said("; "))
        if name == "check":
            spans.append(said("its check changed"))
        elif name in _ABILITIES:  # what the engine plays, in words
            before, after = (_words_or_flow(value, kind) for value in (old, new))
            spans += [data(name), said(" "), data(before), said(" → "), data(after)]
        else:
            spans += [data(name), said(" "), data(_value(old)), said(" → "), data(_value(new))]
    return spans


#: Record fields the head of an entry already shows, or that only say how it was read.
_NOT_LISTED = frozenset({"id", "name", "title", "term", "where", "check_source", "check"})
#: A card's fields that its shown type and power say for people (``character``, ``X``).
_CARD_SHOWN = frozenset({"type", "printed_types", "printed_type", "power_x", "power"})


def record_fields(record: Any) -> list[tuple[Span, ...]]:
    """A record's fields that hold something, each as ``name: value``, in the model's
    order; a card's type and power as printed, its abilities also in words."""
    found: list[tuple[Span, ...]] = []
    if isinstance(record, Card):
        found.append((said("type: "), data(record.shown_type)))
        if record.shown_power is not None:
            found.append((said("power: "), data(record.shown_power)))
    for item in dataclasses.fields(record):
        value = getattr(record, item.name)
        if item.name in _NOT_LISTED or value in (None, (), "", False, {}):
            continue
        if isinstance(record, Card) and item.name in _CARD_SHOWN:
            continue
        found.append((said(f"{_field_name(item.name)}: "), data(_value(value, long=True))))
        if isinstance(record, Card) and item.name in _ABILITIES:
            found.append(_in_words(item.name, value, record.type))
    return found


def _words(abilities: Any, kind: str) -> str | None:
    """Abilities in the card language, in the rulebook's words (None: none, or not in it)."""
    from .engine.language.english import render_declared

    return render_declared(plain(abilities), kind=kind) if abilities else None


def _words_or_flow(abilities: Any, kind: str) -> str:
    """Abilities in words, or as written when they have none."""
    return _words(abilities, kind) or _value(abilities, long=True)


#: A card's fields in the engine's card language, shown also in the rulebook's words.
_ABILITIES = frozenset({"abilities", "compiled"})


def _in_words(name: str, abilities: Any, kind: str) -> tuple[Span, ...]:
    """A card's ``abilities:`` (or ``compiled:``) as the engine will play them, in the
    rulebook's English (:mod:`smashwiki.engine.language.english`): what a reviewer compares
    with the printed text."""
    words = _words(abilities, kind)
    label = said(f"{_field_name(name)} in words: ")
    if words is None:
        return (label, said("none: not in the card language (smashwiki check says why)"))
    return (label, data(words))


def _ruling_entry(change: Change, record: Any, report: DiffReport) -> list[Block]:
    """A ruling: its words, source, cards and rules, its verdict (before and after, if
    it was there before) and its worked example and check, collapsed."""
    head = _head(change)
    new = report.new_statuses.get(change.key)
    old = report.old_statuses.get(change.key)
    if change.kind == "changed":
        head += [said(": "), *_changed_fields(change)]
    elif change.kind == "added" and new is not None:
        head.append(said(f": {new.status}"))
    blocks: list[Block] = [Item(tuple(head))]
    if record is None:
        return blocks
    blocks.append(Quote(record.text))
    for spans in record_fields(record):
        if spans[0] != said("text: "):
            blocks.append(Item(spans, depth=1))
    if change.kind == "changed" and new is not None and old is not None:
        verdict = f"{old.status} → {new.status}"
        blocks.append(Item((said("verdict: "), data(verdict), *_detail(new)), depth=1))
    elif change.kind == "added" and new is not None and new.detail:
        blocks.append(Item((said("verdict: "), data(new.status), *_detail(new)), depth=1))
    if change.kind != "removed":
        blocks += _example_blocks(new, old, report.base)
        if record.check:
            blocks.append(
                Details("its check, as written", (Code(tuple(check_yaml(record.check))),))
            )
    return blocks


def _detail(result: CheckResult) -> list[Span]:
    return [said(" ("), data(result.detail), said(")")] if result.detail else []


def _example_blocks(new: CheckResult | None, old: CheckResult | None, base: str) -> list[Block]:
    """The worked example of the new side, or the base revision's (said) when the new
    check stopped before it could tell one."""
    if new is not None and (lines := _example_lines(new)):
        return [Details("worked example", (Code(tuple(lines)),))]
    if old is not None and (lines := _example_lines(old)):
        return [Details(f"worked example at {base}, before the change", (Code(tuple(lines)),))]
    return []


def _value(value: Any, *, long: bool = False) -> str:
    if value is None or value == ():
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple | list):
        return ", ".join(_value(item, long=long) for item in value)
    if isinstance(value, Mapping):
        return _flow(value) if long else "(a check)"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _flow(
            {f.name: getattr(value, f.name) for f in dataclasses.fields(value) if f.name != "where"}
        )
    if isinstance(value, str) and len(value) > 60:
        return f"“{value}”"
    return str(value)


def _flow(value: Any) -> str:
    """``value`` in YAML's flow style, on one line (a card's ``abilities:``)."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return "null" if value is None else str(value)


def _example_lines(result: CheckResult) -> list[str]:
    lines: list[str] = []
    for title, part in (
        ("Setup", result.setup),
        ("Steps", result.steps),
        ("Result", result.result),
    ):
        if part:
            lines += [f"{title}:", *(f"  - {line}" for line in part)]
    return lines


def _status_entry(change: StatusChange, base: str) -> list[Block]:
    """A status change: the ruling, why, and its worked example (the base revision's,
    said to be, when a failing check stopped before it could tell one)."""
    head = (bold(change.ruling_id), said(f": {change.old.status} → {change.new.status}"))
    blocks: list[Block] = [Item((*head, *_detail(change.new))), Quote(change.text)]
    return blocks + _example_blocks(change.new, change.old, base)
