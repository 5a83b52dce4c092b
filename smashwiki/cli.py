"""The ``smashwiki`` command line: thin commands over the library.

Library errors are turned into messages here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar

import click

from . import __version__, checks
from . import build as pipeline
from .errors import DataError, SmashwikiError

F = TypeVar("F", bound=Callable[..., Any])


def _project_option(function: F) -> F:
    return click.option(
        "--project",
        type=click.Path(file_okay=False, exists=True, path_type=Path),
        default=Path("."),
        show_default=True,
        help="The project folder (the one holding data/).",
    )(function)


def _reporting_errors(function: F) -> F:
    """Turn library errors into messages and exit status 1."""

    @wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except DataError as exc:
            click.echo(exc.report(), err=True)
            raise click.ClickException(
                f"{exc}; nothing was written. Fix them and run the command again."
            ) from exc
        except SmashwikiError as exc:
            raise click.ClickException(str(exc)) from exc

    return wrapper  # type: ignore[return-value]


@click.group()
@click.version_option(__version__, prog_name="smashwiki")
def cli() -> None:
    """smashwiki: the Smash Up card database and rulings wiki.

    YAML files in data/ are the source of truth; `smashwiki build` turns them
    into build/smashup.db.
    """


@cli.command()
@_project_option
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Where to write the output (default: PROJECT/build).",
)
@_reporting_errors
def build(project: Path, out: Path | None) -> None:
    """Validate data/ and write the database build/smashup.db.

    Nothing is written if the data has problems: every problem is listed as
    file:line:col and the command exits with status 1.

    Every ruling's check is run by the rules engine and its status stored; the
    counts are printed, each failing ruling is listed, and if any fails the
    command exits with status 1 (after writing the database).

    Example:

        smashwiki build
    """
    report = pipeline.build(project, out)
    dataset = report.dataset
    click.echo(
        f"{len(dataset.factions)} factions, {len(dataset.cards)} cards, "
        f"{len(dataset.rulings)} rulings, {len(dataset.rules)} rule sections, "
        f"{len(dataset.terms)} terms"
    )
    click.echo(f"rulings: {checks.summary(report.results.values())}")
    _echo_failing(report.failing())
    click.echo(f"wrote {report.database}")
    if report.failing():
        raise click.ClickException(
            f"{len(report.failing())} ruling checks fail (the database was written, with "
            "their status); see above"
        )


@cli.command()
@_project_option
@_reporting_errors
def check(project: Path) -> None:
    """Validate data/ without writing anything (what a pull request runs).

    Every problem is listed as file:line:col: message; the exit status is 1 if
    there are any. Every ruling's check is run too; a failing one also makes the
    exit status 1.

    Example:

        smashwiki check
    """
    dataset = pipeline.check(project)
    results = pipeline.check_rulings(dataset)
    click.echo(f"rulings: {checks.summary(results.values())}")
    failing = pipeline.failing(results)
    _echo_failing(failing)
    if failing:
        raise click.ClickException(f"{len(failing)} ruling checks fail; see above")
    click.echo(f"ok: {len(dataset.cards)} cards, {len(dataset.rulings)} rulings, no problems")


def _echo_failing(failing: list[Any]) -> None:
    """Print each failing ruling with the reason."""
    for result in failing:
        click.echo(f"FAILING {result.ruling_id}: {result.detail}", err=True)
