"""Exception types of the library. Only the CLI turns them into messages."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .model import Where


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with the data, at a position in a file."""

    file: str
    line: int
    col: int
    message: str

    @classmethod
    def at(cls, where: Where, message: str) -> Problem:
        """A problem at ``where``."""
        return cls(where.file, where.line, where.col, message)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.message}"


class SmashwikiError(Exception):
    """Base class of every error the library raises on purpose."""


class DataError(SmashwikiError):
    """The data has problems; ``problems`` lists every one of them, sorted."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = sorted(set(problems))
        noun = "problem" if len(self.problems) == 1 else "problems"
        super().__init__(f"{len(self.problems)} {noun} in the data")

    def report(self) -> str:
        """Every problem on its own line, as ``file:line:col: message``."""
        return "\n".join(str(problem) for problem in self.problems)


class BuildError(SmashwikiError):
    """A build step failed for a reason other than bad data."""
