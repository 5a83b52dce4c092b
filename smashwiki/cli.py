"""The ``smashwiki`` command line: thin commands over the library.

Library errors are turned into messages here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar

import click

from . import __version__
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
    into build/smashup.db and the static site build/site.
    """


@cli.command()
@_project_option
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Where to write the output (default: PROJECT/build).",
)
@click.option(
    "--site/--no-site",
    default=True,
    show_default=True,
    help="Also build the static site (build/docs and build/site) with mkdocs.",
)
@_reporting_errors
def build(project: Path, out: Path | None, site: bool) -> None:
    """Validate data/, write the database build/smashup.db and build the site.

    Nothing is written if the data has problems: every problem is listed as
    file:line:col and the command exits with status 1. The site (Markdown in
    build/docs, HTML in build/site) is rendered from the database; if mkdocs
    fails, the previous site is left as it was.

    Example:

        smashwiki build
    """
    report = pipeline.build(project, out, site=site)
    dataset = report.dataset
    click.echo(
        f"{len(dataset.factions)} factions, {len(dataset.cards)} cards, "
        f"{len(dataset.rulings)} rulings, {len(dataset.rules)} rule sections, "
        f"{len(dataset.terms)} terms"
    )
    click.echo(f"wrote {report.database}")
    if report.site:
        click.echo(
            f"wrote {report.site.pages} pages to {report.site.site} in {report.site.seconds:.1f}s"
        )


@cli.command()
@_project_option
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=int, help="Port to listen on.")
@_reporting_errors
def serve(project: Path, host: str, port: int) -> None:
    """Build the site and serve it, rebuilding on every change.

    Any change to data/, templates/ or mkdocs.yml rebuilds the database and
    the site, and open pages reload themselves. A build that fails prints its
    problems and keeps serving the last good site. Stop with Ctrl-C.

    Example:

        smashwiki serve --port 8000
    """
    from .site.serve import serve as serve_site

    pipeline.build(project)

    def report(exc: SmashwikiError) -> None:
        if isinstance(exc, DataError):
            click.echo(exc.report(), err=True)
        click.echo(f"build failed: {exc}; still serving the last good site", err=True)

    click.echo(f"serving http://{host}:{port}/ (Ctrl-C to stop)")
    serve_site(
        project / pipeline.BUILD_DIR / "site",
        [project / pipeline.DATA_DIR, project / "templates", project / pipeline.MKDOCS_FILE],
        lambda: pipeline.build(project),
        on_error=report,
        host=host,
        port=port,
    )


@cli.command()
@_project_option
@_reporting_errors
def check(project: Path) -> None:
    """Validate data/ without writing anything (what a pull request runs).

    Every problem is listed as file:line:col: message; the exit status is 1 if
    there are any.

    Example:

        smashwiki check
    """
    dataset = pipeline.check(project)
    click.echo(f"ok: {len(dataset.cards)} cards, {len(dataset.rulings)} rulings, no problems")
