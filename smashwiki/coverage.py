"""Rule-by-rule coverage: which statements of the rules a passing check proves.

Every rule section is split into statements (``statements:`` in ``data/rules/``).
A statement that states a mechanic is *mechanical*; it is *covered* when at least
one check it names (a ruling, a rulebook example or its own scenario) passes and
none fails: a failing check (known or not) says the engine gets the statement wrong
somewhere, whatever its other checks show. A statement marked ``untestable:``
states no mechanic the engine can check.

>>> from smashwiki.model import Statement, CheckResult
>>> s = Statement("turn/one", "turn", "Draw two cards.", ruling_ids=("x",))
>>> statement_status(s, {"x": CheckResult("x", "verified")})
'covered'
>>> statement_status(s, {"x": CheckResult("x", "failing")})
'uncovered'
>>> s2 = Statement("turn/two", "turn", "Draw two cards.", ruling_ids=("x", "y"))
>>> statement_status(s2, {"x": CheckResult("x", "verified"), "y": CheckResult("y", "failing")})
'uncovered'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .model import CheckResult, Dataset, Statement

STATEMENT_STATUSES = ("covered", "uncovered", "untestable")


def statement_status(statement: Statement, results: Mapping[str, CheckResult]) -> str:
    """``covered`` (a check it names passes and none fails), ``uncovered`` or
    ``untestable``."""
    if not statement.mechanical:
        return "untestable"
    named = [results[r] for r in statement.ruling_ids if r in results]
    if any(r.passes for r in named) and not any(r.status == "failing" for r in named):
        return "covered"
    return "uncovered"


@dataclass(frozen=True)
class Coverage:
    """How many statements there are, how many state a mechanic, how many are proven."""

    total: int
    mechanical: int
    covered: int
    uncovered: tuple[Statement, ...]
    #: Rule sections with a body (or glossary terms) not split into statements yet.
    unsplit: tuple[str, ...]
    #: What is counted: ``rules`` (the rule sections) or ``glossary`` (its terms).
    of: str = "rules"

    def line(self) -> str:
        """``rules coverage: 120/130 mechanical statements covered (160 statements)``."""
        percent = f"{100 * self.covered / self.mechanical:.0f}%" if self.mechanical else "n/a"
        line = (
            f"{self.of} coverage: {self.covered}/{self.mechanical} mechanical statements "
            f"covered ({percent}; {self.total} statements, "
            f"{self.total - self.mechanical} untestable)"
        )
        if self.unsplit:
            what = "terms" if self.of == "glossary" else "sections"
            line += f"; {len(self.unsplit)} {what} not split into statements"
        return line


def coverage(dataset: Dataset, results: Mapping[str, CheckResult]) -> Coverage:
    """The coverage of ``dataset``'s rule sections' statements by the checks' ``results``."""
    statements = [s for s in dataset.statements if s.term_id is None]
    split = {s.rule_id for s in statements}
    unsplit = tuple(r.id for r in dataset.rules if r.body.strip() and r.id not in split)
    return _counted(statements, results, unsplit, "rules")


def glossary_coverage(dataset: Dataset, results: Mapping[str, CheckResult]) -> Coverage:
    """The coverage of the glossary terms' statements by the checks' ``results``."""
    statements = [s for s in dataset.statements if s.term_id is not None]
    split = {s.term_id for s in statements}
    unsplit = tuple(t.id for t in dataset.terms if t.text.strip() and t.id not in split)
    return _counted(statements, results, unsplit, "glossary")


def _counted(
    statements: list[Statement],
    results: Mapping[str, CheckResult],
    unsplit: tuple[str, ...],
    of: str,
) -> Coverage:
    statuses = [(s, statement_status(s, results)) for s in statements]
    return Coverage(
        total=len(statuses),
        mechanical=sum(1 for _, status in statuses if status != "untestable"),
        covered=sum(1 for _, status in statuses if status == "covered"),
        uncovered=tuple(s for s, status in statuses if status == "uncovered"),
        unsplit=unsplit,
        of=of,
    )


def uncovered_lines(report: Coverage, results: Mapping[str, CheckResult]) -> list[str]:
    """One line per uncovered statement: its id, and its checks with their status."""
    lines = []
    for statement in report.uncovered:
        named = [f"{r} {results[r].status}" for r in statement.ruling_ids if r in results]
        why = "; ".join(named) if named else "no check"
        lines.append(f"UNCOVERED {statement.id} ({why})")
    return lines
