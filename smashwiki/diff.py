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
import re
import subprocess
import tarfile
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from . import checks
from .errors import DataError, SmashwikiError
from .load import load_dataset, read_dataset
from .model import CheckResult, Dataset

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
    ("terms", "Glossary terms"),
    ("sources", "Sources"),
    ("sets", "Sets"),
    ("changelog", "Changelog"),
)

#: Record fields that are not facts of the data (positions, values derived from others).
_SKIPPED_FIELDS = frozenset({"where"})


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

    def markdown(self) -> str:
        """The report as Markdown for a pull-request comment."""
        return render(self)


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
    return DiffReport(base, compare(old, new), statuses, results[id(new)], problems)


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|~@])")


def md(text: Any) -> str:
    """Text from the data, escaped so Markdown shows it as it is.

    >>> print(md("**bold** <b> [link](x) @user"))
    \\*\\*bold\\*\\* \\<b\\> \\[link\\](x) \\@user
    """
    return _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(str(text).split()))


def _value(value: Any) -> str:
    if value is None or value == ():
        return "none"
    if isinstance(value, tuple | list):
        return ", ".join(_value(item) for item in value)
    if isinstance(value, Mapping):
        return "(a check)"
    if isinstance(value, str) and len(value) > 60:
        return f"“{md(value)}”"
    return md(value)


def _change_line(change: Change) -> str:
    head = f"**{md(change.label)}**"
    if change.label != change.key:
        head += f" ({md(change.key)})"
    if change.kind != "changed":
        return f"- {change.kind} {head}"
    parts = []
    for name, old, new in change.fields:
        if name == "check":
            parts.append("its check changed")
        else:
            parts.append(f"{md(name)} {_value(old)} → {_value(new)}")
    return f"- {head}: " + "; ".join(parts)


def _fenced(lines: Iterable[str]) -> list[str]:
    body = list(lines)
    longest = max((len(run) for line in body for run in re.findall(r"`+", line)), default=0)
    fence = "`" * max(3, longest + 1)
    return [f"{fence}text", *body, fence]


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


def _status_lines(change: StatusChange, base: str) -> list[str]:
    """A status change: the ruling, why, and its worked example.

    A failing check has no worked example of its own (the engine stopped); then
    the example of the base revision, where it still ran, is shown and said to be.
    """
    detail = f" ({md(change.new.detail)})" if change.new.detail else ""
    lines = [
        f"- **{md(change.ruling_id)}**: {change.old.status} → {change.new.status}{detail}",
        f"  > {md(change.text)}",
    ]
    example = _example_lines(change.new)
    if example:
        lines += ["", "  Worked example:"]
    elif example := _example_lines(change.old):
        lines += ["", f"  Worked example at {md(base)}, before the change:"]
    if example:
        lines += ["", *(f"  {line}" for line in _fenced(example))]
    return lines


def render(report: DiffReport) -> str:
    """The Markdown of ``report``."""
    lines = [f"## Data changes since {md(report.base)}", ""]
    if report.base_problems:
        lines += [
            f"{report.base_problems} problems in the data at {md(report.base)} under the "
            "current rules; it was compared as far as it loads.",
            "",
        ]
    if not report.changes and not report.statuses:
        return "\n".join([*lines, "No changes to the data.", ""])
    order = [heading for _, heading in SECTIONS]
    order.insert(order.index("Cards") + 1, "Bases")
    for heading in order:
        mine = [change for change in report.changes if change.section == heading]
        if mine:
            lines += [f"### {heading}", "", *(_change_line(change) for change in mine), ""]
    if report.statuses:
        lines += ["### Rulings whose status changed", ""]
        for status in report.statuses:
            lines += [*_status_lines(status, report.base), ""]
    added = [c for c in report.changes if c.section == "Rulings" and c.kind == "added"]
    if added:
        lines += ["### New rulings' status", ""]
        for change in added:
            result = report.new_statuses.get(change.key)
            if result is not None:
                lines.append(f"- **{md(change.key)}**: {result.status}")
        lines.append("")
    return "\n".join(lines)
