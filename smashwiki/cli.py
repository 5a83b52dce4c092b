"""The ``smashwiki`` command line: thin commands over the library.

Library errors are turned into messages here and nowhere else.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar

import click

from . import __version__
from .building import pipeline
from .errors import DataError, SmashwikiError
from .limits import MAX_BREAKPOINT, MAX_COPIES, MAX_POWER
from .model import PRINTED_TYPES, Dataset

F = TypeVar("F", bound=Callable[..., Any])


def _project_option(function: F) -> F:
    return click.option(
        "--project",
        type=click.Path(file_okay=False, exists=True, path_type=Path),
        default=Path("."),
        show_default=True,
        help="The project folder (the one holding data/).",
    )(function)


def _data_option(function: F) -> F:
    return click.option(
        "--data",
        "data_dir",
        type=click.Path(file_okay=False, path_type=Path),
        default=Path("data"),
        show_default=True,
        help="The data folder to write into.",
    )(function)


def _reporting_errors(function: F, *, writes: bool = True) -> F:
    """Turn library errors into messages and exit status 1 (a command that ``writes``
    says that nothing was written)."""
    written = "; nothing was written" if writes else ""

    @wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except DataError as exc:
            click.echo(exc.report(), err=True)
            raise click.ClickException(
                f"{exc}{written}. Fix them and run the command again."
            ) from exc
        except SmashwikiError as exc:
            report = getattr(exc, "report", None)
            if callable(report):  # errors that list several problems (e.g. an import's)
                click.echo(report(), err=True)
            raise click.ClickException(str(exc)) from exc
        except OSError as exc:  # a read-only or full disk, a missing folder
            where = f" {exc.filename}" if exc.filename else ""
            raise click.ClickException(
                f"cannot write or read{where}: {exc.strerror or exc}"
            ) from exc

    return wrapper  # type: ignore[return-value]


def _reporting_errors_of_a_reader(function: F) -> F:
    """:func:`_reporting_errors` for a command that writes nothing."""
    return _reporting_errors(function, writes=False)


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
    help=(
        "Where to write the output (default: PROJECT/build). A folder smashwiki did not make "
        "is refused if it holds smashup.db, metadata.json, docs or site."
    ),
)
@click.option(
    "--site/--no-site",
    default=True,
    show_default=True,
    help=(
        "Also build the static site (build/docs and build/site) with mkdocs. With "
        "--no-site the previous site is removed with the previous database."
    ),
)
@click.option(
    "--site-url",
    envvar="SMASHWIKI_SITE_URL",
    default=None,
    metavar="URL",
    help=(
        "The address the site is published at (default: $SMASHWIKI_SITE_URL, else "
        "mkdocs.yml's site_url): sitemap.xml then lists every page and each page names "
        "its canonical address."
    ),
)
@_reporting_errors
def build(project: Path, out: Path | None, site: bool, site_url: str | None) -> None:
    """Validate data/, write the database build/smashup.db and build the site.

    Nothing is written if the data has problems: every problem is listed as
    file:line:col and the command exits with status 1. The site (Markdown in
    build/docs, HTML in build/site) is rendered from the database; if mkdocs
    fails, the previous site is left as it was.

    Every ruling's check is run by the rules engine and its status stored; the
    counts are printed, each failing ruling is listed, and if any fails the
    command exits with status 1 (after writing the database).

    Example:

        smashwiki build
    """
    report = pipeline.build(project, out, site=site, site_url=site_url or None)
    dataset = report.dataset
    click.echo(
        f"{len(dataset.factions)} factions, {len(dataset.cards)} cards, "
        f"{len(dataset.rulings)} rulings, {len(dataset.rule_checks)} rule checks, "
        f"{len(dataset.rules)} rule sections, {len(dataset.terms)} terms"
    )
    _echo_summaries(dataset, report.results)
    _echo_failing(report.failing())
    click.echo(f"wrote {report.database}")
    if report.site:
        click.echo(
            f"wrote {report.site.pages} pages to {report.site.site} in {report.site.seconds:.1f}s"
        )
        for note in report.site.rendered.notes:
            click.echo(f"note: {note}", err=True)
    if report.failing():
        raise click.ClickException(
            f"{len(report.failing())} ruling checks fail (the database was written, with "
            "their status); see above"
        )


@cli.command()
@_project_option
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=int, help="Port to listen on.")
@_reporting_errors
def serve(project: Path, host: str, port: int) -> None:
    """Build the site and serve it, rebuilding on every change.

    A change to data/ shows at once on the pages that show what changed (the
    data is validated first); a full build then follows in the background and
    updates the database, every other page and the search. A change to
    templates/ or mkdocs.yml is such a full build. The server answers every
    request from the site as it is meanwhile, and open pages reload themselves
    when it changes. A build that fails prints its problems and keeps serving
    the last good site. Stop with Ctrl-C.

    Example:

        smashwiki serve --port 8000
    """
    from .building.serve import LiveServer, Rebuilds
    from .building.serve import serve as serve_site

    def report(exc: Exception) -> None:
        if isinstance(exc, DataError):
            click.echo(exc.report(), err=True)
        what = str(exc) if isinstance(exc, SmashwikiError) else f"{type(exc).__name__}: {exc}"
        click.echo(f"build failed: {what}; still serving the last good site", err=True)

    rebuilds = Rebuilds(project, on_error=report)
    rebuilds.build()
    server = LiveServer(project / pipeline.BUILD_DIR / "site", host, port)
    rebuilds.on_published = server.reload
    click.echo(f"serving http://{host}:{port}/ (Ctrl-C to stop)")
    serve_site(
        server,
        [project / pipeline.DATA_DIR, project / "templates", project / pipeline.MKDOCS_FILE],
        rebuilds,
        on_error=report,
    )
    rebuilds.wait(timeout=120)  # let a background build finish rather than cut it off
    rebuilds.close()


@cli.command()
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, exists=True, path_type=Path))
@_project_option
@click.option(
    "--ruling",
    "ruling_ids",
    multiple=True,
    metavar="ID",
    help="Run only this ruling's check and show its worked example (repeatable).",
)
@_reporting_errors
def check(project: Path, files: tuple[Path, ...], ruling_ids: tuple[str, ...]) -> None:
    """Validate data/, writing nothing in the project (what a pull request runs).

    Every problem is listed as file:line:col: message; the exit status is 1 if
    there are any (a file not in canonical form is one; a file's text found
    canonical before is remembered in ~/.cache/smashwiki, or
    $SMASHWIKI_CACHE_DIR, and not compared again). Every ruling's check is
    run too; a failing one also makes the exit status 1, unless the data marks it
    known-failing (those are listed as KNOWN FAILING). Then the rules' coverage is
    printed: how many of the rule statements that state a mechanic a passing check
    proves (covered / mechanical, out of all statements), and each uncovered
    statement with its checks and their status; then the glossary's, its terms'
    statements counted the same way.

    With --ruling (or FILE: every ruling and rule check in that file), only what
    those rulings need is read and validated (their files and the files of the
    cards they play), their checks are run, and each is shown with its status and
    worked example (setup, steps, result, in a player's words), then its check as
    the engine ran it, in the file's own key order. A file of theirs not in
    canonical form is a note, not a refusal: the full check (and CI) refuses it.

    Example:

    \b
        smashwiki check
        smashwiki check --ruling 'examples/if-three-players-had-10-10'
        smashwiki check data/rulings/rules-examples.yaml
    """
    try:
        if files or ruling_ids:
            _check_some(project, files, ruling_ids)
            return
        dataset = pipeline.check(project)
    except DataError as exc:  # check writes nothing, so it never says "nothing was written"
        click.echo(exc.report(), err=True)
        raise click.ClickException(f"{exc}. Fix them and run the command again.") from exc
    from . import checks

    results = pipeline.check_rulings(dataset)
    summary = checks.summary(results.values())
    failing = pipeline.failing(results)
    _echo_failing(failing)
    _echo_coverage(dataset, results)
    if failing:
        raise click.ClickException(f"{len(failing)} ruling checks fail ({summary}); see above")
    click.echo(
        f"ok: {len(dataset.cards)} cards, {len(dataset.rulings)} rulings "
        f"({_summary_of(dataset.rulings, results)}), {len(dataset.rule_checks)} rule checks "
        f"({_summary_of(dataset.rule_checks, results)}), no problems"
    )


def _summary_of(records: Any, results: Any) -> str:
    """The status counts of ``records`` (rulings, or rule checks) among ``results``."""
    from . import checks

    return checks.summary(results[r.id] for r in records if r.id in results)


def _echo_summaries(dataset: Any, results: Any) -> None:
    """The rulings' statuses, then the rule checks', each on its own line."""
    click.echo(f"rulings: {_summary_of(dataset.rulings, results)}")
    click.echo(f"rule checks: {_summary_of(dataset.rule_checks, results)}")


def _echo_coverage(dataset: Any, results: Any) -> None:
    """Print the checks known to fail, then the rules' coverage and what it leaves out."""
    for result in pipeline.known_failing(results):
        click.echo(f"KNOWN FAILING {result.ruling_id}: {result.detail}")
    from . import coverage

    for report in (
        coverage.coverage(dataset, results),
        coverage.glossary_coverage(dataset, results),
    ):
        click.echo(report.line())
        for line in coverage.uncovered_lines(report, results):
            click.echo(line)


def _scenario_text(ruling: Any) -> str:
    """The ruling's check as the engine ran it, its keys in the file's own order: the
    worked example above is told in a player's words, this is what the engine ran."""
    from .diffreport import check_yaml

    where = f" ({ruling.where.file}:{ruling.where.line})" if ruling.where.file else ""
    if not ruling.check:
        return f"Check{where}: none"
    body = "\n".join(f"  {line}" for line in check_yaml(ruling.check))
    return f"Check as the engine ran it{where}:\n{body}"


def _rulings_in(project: Path, files: tuple[Path, ...]) -> list[str]:
    """The ids of the rulings and rule checks held by the data files ``files``."""
    from .load import read_dataset

    data_dir = (project / pipeline.DATA_DIR).absolute()
    only = {path.absolute() for path in files}
    outside = [path for path in only if not path.is_relative_to(data_dir)]
    if outside:
        raise click.ClickException(f"not a file in {data_dir}: {outside[0]}")
    dataset, problems = read_dataset(data_dir, root=project.absolute(), only=only)
    if problems:
        raise DataError(problems)
    return [ruling.id for ruling in dataset.checked]


def _check_some(project: Path, files: tuple[Path, ...], ruling_ids: tuple[str, ...]) -> None:
    """Run the named rulings' checks (and those of ``files``), reading only what they need,
    and print each worked example."""
    wanted = list(dict.fromkeys([*ruling_ids, *(_rulings_in(project, files) if files else [])]))
    if not wanted:
        click.echo("no rulings or rule checks in " + ", ".join(map(str, files)))
        return
    from . import checks

    quick = pipeline.check_needs(project, wanted)
    known = {ruling.id: ruling for ruling in quick.dataset.checked}
    unknown = [rid for rid in wanted if rid not in known]
    if unknown:
        raise click.ClickException(f"no ruling with the id {', '.join(unknown)}")
    cards = checks.catalog(quick.dataset)
    results = [checks.run_ruling(known[rid], cards) for rid in wanted]
    for result in results:
        click.echo(checks.worked_example(known[result.ruling_id], result))
        click.echo(_scenario_text(known[result.ruling_id]))
    for note in quick.notes:
        click.echo(note, err=True)
    failing = [result for result in results if result.status == "failing"]
    if failing:
        raise click.ClickException(f"{len(failing)} of {len(results)} ruling checks fail")


@cli.command()
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, exists=True, path_type=Path))
@_project_option
@click.option(
    "--check",
    "check_only",
    is_flag=True,
    help="Write nothing: list the files not in canonical form and exit 1 if there are any.",
)
@_reporting_errors
def fmt(files: tuple[Path, ...], project: Path, check_only: bool) -> None:
    """Rewrite data files in their one canonical form (all of data/ without FILE).

    Keys in the schema's order, quoting only where YAML needs it, long text
    folded at 94 columns, lists whose order carries no meaning (a ruling's cards
    and rules) sorted; comments, and the flow or block style of each mapping and
    list, stay as they are, except that a flow collection too long for its line
    is written block-style (never broken mid-list). Each file is written whole or
    not at all; a file that
    isn't YAML is reported as file:line:col and nothing is written.

    Example:

    \b
        smashwiki fmt
        smashwiki fmt --check
        smashwiki fmt data/factions/time-travelers.yaml
    """
    from .fmt import fix_command, format_files, write_formatted

    results = format_files(files, project / pipeline.DATA_DIR, project)
    changed = [item for item in results if item.changed]
    if check_only:
        for item in changed:
            line, why = item.why_not_canonical()
            click.echo(f"{item.label}:{line}:1: {why}")
        if changed:
            raise click.ClickException(
                f"{len(changed)} of {len(results)} files are not in canonical form; "
                f"run: {fix_command(item.label for item in changed)}"
            )
        click.echo(f"{len(results)} files in canonical form")
        return
    for item in write_formatted(results):
        click.echo(f"formatted {item.label}")
    click.echo(f"{len(changed)} of {len(results)} files changed")


@cli.command(name="diff")
@click.argument("base", default="HEAD")
@_project_option
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["auto", "markdown", "text"]),
    default="auto",
    show_default=True,
    help="markdown for a pull-request comment, text for a terminal; auto: text on a "
    "terminal, Markdown otherwise (piped, in CI).",
)
@_reporting_errors_of_a_reader
def diff_command(base: str, project: Path, output_format: str) -> None:
    """Report what changed in data/ since git revision BASE.

    Factions, cards, bases, errata, rulings, rules (and the rest) added,
    removed or changed field by field: a new card with every field, a new or
    changed ruling with its words, source, verdict (before and after), worked
    example and check; then every ruling whose check's status changed, those
    that stopped passing first, with the worked example. The Markdown is what CI
    posts on a pull request: escaped, with collapsible parts, at most 60,000
    characters (whole entries past that are counted, not shown). The working
    tree is compared, so uncommitted and untracked files count.

    Example:

    \b
        smashwiki diff
        smashwiki diff origin/main --format markdown > diff.md
    """
    from .diff import diff

    report = diff(project, base)
    if output_format == "auto":
        output_format = "text" if sys.stdout.isatty() else "markdown"
    click.echo(report.text() if output_format == "text" else report.markdown(), nl=False)


@cli.group()
def new() -> None:
    """Start a faction, card, erratum or ruling in the right data file.

    Each entry is written in canonical form; run `smashwiki check` after
    filling it in.

    Example:

        smashwiki new card time-travelers "Doctor Whom" --type minion --power 4
    """


def _added(added: Any, what: str) -> None:
    click.echo(f"{added.path}:{added.line}: added {what} {added.id}")
    if added.warning:
        click.echo(f"warning: {added.warning}", err=True)


def _power(value: str | None) -> int | str | None:
    """``--power``: a whole number, or X (a power the card's text sets)."""
    if value is None or value == "X":
        return value
    if value.isascii() and value.isdigit() and int(value) <= MAX_POWER:
        return int(value)
    raise click.BadParameter(
        f"{value!r}: a whole number from 0 to {MAX_POWER}, or X", param_hint="--power"
    )


def _source_option(function: F) -> F:
    return click.option("--source", help="The source's id (data/sources.yaml).")(function)


@new.command(name="faction")
@click.argument("name")
@click.option("--id", "faction_id", default="", help="The faction's id (default: from NAME).")
@click.option("--set", "set_id", help="The set it was published in (data/sets.yaml).")
@click.option("--source", required=True, help="The source's id (data/sources.yaml).")
@_data_option
@_reporting_errors
def new_faction_command(
    name: str, faction_id: str, set_id: str | None, source: str, data_dir: Path
) -> None:
    """Start data/factions/<id>.yaml: a faction with no cards yet (partial: true).

    Example:

        smashwiki new faction "Time Travelers" --source aeg-wiki-time-travelers
    """
    from .scaffold import new_faction

    _added(
        new_faction(data_dir, name, source=source, set_id=set_id, faction_id=faction_id), "faction"
    )


@new.command(name="card")
@click.argument("faction")
@click.argument("name")
@click.option(
    "--type",
    "card_type",
    required=True,
    type=click.Choice(list(PRINTED_TYPES)),
    help="The type as printed (a Disney or Marvel character is character).",
)
@click.option("--count", type=click.IntRange(1, MAX_COPIES), help="Copies in the deck.")
@click.option("--power", help="A minion's (or character's) printed power: a number or X.")
@click.option("--breakpoint", type=click.IntRange(0, MAX_BREAKPOINT), help="A base's breakpoint.")
@click.option("--vps", help="A base's VPs, winner first: 3,2,1.")
@click.option("--text", help="The card's text (leave out if no source holds it).")
@_source_option
@_data_option
@_reporting_errors
def new_card_command(
    faction: str,
    name: str,
    card_type: str,
    count: int | None,
    power: str | None,
    breakpoint: int | None,
    vps: str | None,
    text: str | None,
    source: str | None,
    data_dir: Path,
) -> None:
    """Add a card to a faction (data/factions/FACTION.yaml) or a card set (data/cards/).

    Its id is made from NAME (It's Astounding: its-astounding). A warning says so
    when the faction's minions and actions then total more than its deck (20 cards
    unless it sets deck_size).

    Example:

    \b
        smashwiki new card time-travelers "Doctor Whom" --type minion --power 4 --count 1
        smashwiki new card aladdin "Genie" --type character --power X --count 1
    """
    from .scaffold import new_card

    try:
        points = [int(v) for v in vps.split(",")] if vps else None
    except ValueError as exc:
        raise click.BadParameter(
            f"{vps!r}: numbers separated by commas", param_hint="--vps"
        ) from exc
    fields = {
        "type": card_type,
        "count": count,
        "power": _power(power),
        "breakpoint": breakpoint,
        "vps": points,
        "text": text,
        "source": source,
    }
    _added(new_card(data_dir, faction, name, fields), "card")


@new.command(name="erratum")
@click.argument("card_id", metavar="CARD")
@click.option("--kind", required=True, type=click.Choice(["wording", "functional"]))
@click.option("--description", required=True, help="What changed.")
@click.option("--errata-in", help="The product that carried the errata.")
@_source_option
@_data_option
@_reporting_errors
def new_erratum_command(
    card_id: str,
    kind: str,
    description: str,
    errata_in: str | None,
    source: str | None,
    data_dir: Path,
) -> None:
    """Add an erratum to CARD (faction/card); put the errata'd text in the card's text.

    Example:

    \b
        smashwiki new erratum time-travelers/doctor-when --kind wording \\
            --description 'added "Special"'
    """
    from .scaffold import new_erratum

    fields = {"kind": kind, "description": description, "errata_in": errata_in, "source": source}
    _added(new_erratum(data_dir, card_id, fields), "an erratum of")


@new.command(name="ruling")
@click.argument("target", metavar="CARD_OR_ID")
@click.option("--text", required=True, help="The ruling, as the source words it.")
@click.option(
    "--source-quote",
    "quote",
    help="The source's own words, when --text adapts them instead of quoting them.",
)
@click.option(
    "--kind",
    default="clarification",
    show_default=True,
    type=click.Choice(["clarification", "faq", "example", "proviso"]),
)
@click.option("--card", "cards", multiple=True, help="A card it is about (repeatable).")
@click.option("--rule", "rules", multiple=True, help="A rule section it is about (repeatable).")
@click.option(
    "--source",
    help="Required: the id of the source that published it (data/sources.yaml).",
)
@_data_option
@_reporting_errors
def new_ruling_command(
    target: str,
    text: str,
    quote: str | None,
    kind: str,
    cards: tuple[str, ...],
    rules: tuple[str, ...],
    source: str | None,
    data_dir: Path,
) -> None:
    """Add a ruling with a check skeleton to fill in.

    CARD_OR_ID is a card id (the ruling goes under that card, as CARD#N) or the
    new ruling's own id topic/name (it goes in data/rulings/<topic>.yaml). A
    ruling is what a source published: --source (an id in data/sources.yaml) is
    required, and --text quotes it (or adapts it, with the source's words in
    --source-quote). Your own check of a rule statement is a rule check: write
    it under the statement's checks: in data/rules/ instead. The check skeleton
    is written as comments, so the ruling is pending until you fill it in; then
    run `smashwiki check --ruling ID`.

    Example:

    \b
        smashwiki new ruling time-travelers/doctor-when --source aeg-wiki-time-travelers \\
            --text "Play it now or never."
        smashwiki new ruling timing/me-first --source aeg-faq \\
            --card time-travelers/doctor-when --text "..."
    """
    from .scaffold import new_ruling

    fields = {
        "kind": kind,
        "text": text,
        "source": source,
        "source-quote": quote,
        "cards": list(cards),
        "rules": list(rules),
    }
    added = new_ruling(data_dir, target, fields)
    _added(added, "ruling")
    click.echo(
        f"fill in its check (the commented lines), then run: smashwiki check --ruling '{added.id}'"
    )


@cli.command()
@click.argument("search_text", metavar="QUERY")
@click.option(
    "--db",
    "db_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("build") / pipeline.DB_NAME,
    show_default=True,
    help="The database to search.",
)
@click.option("--limit", type=int, default=None, help="Show at most this many cards.")
@click.option(
    "--sql",
    "show_sql",
    is_flag=True,
    help="Print the SQL the query ran (its typos corrected): it runs as it is in sqlite3.",
)
@_reporting_errors_of_a_reader
def query(search_text: str, db_path: Path, limit: int | None, show_sql: bool) -> None:
    """Search cards with the site's search syntax.

    Words and "phrases" match name, text, faction or set name, forgiving case,
    accents, punctuation and small typos ("doctr when"); the best matches come
    first. Keys: t:minion, f:musketeers, f:none,
    set:disney-edition, power>=4, bp<20, vp>=4, count:2, is:errata,
    is:corrected, has:ruling, has:text; a leading - negates a term. The
    site's search page (/search/) runs the same syntax and finds the same cards.
    A search that finds nothing says which type, faction or set it names does
    not exist, and the nearest one that does ("Did you mean t:minion?"), as the
    search box does.

    Example:

        smashwiki query 'f:time-travelers t:minion power>=4'
    """
    from .query import explain_empty, find

    found = find(db_path, search_text, limit)
    if show_sql:
        click.echo(f"where {found.where}  -- {list(found.params)}")
    rows = found.cards
    for said in found.notes:
        click.echo(said.message(), err=True)
    for row in rows:
        stat = row["printed_power"] if row["printed_power"] is not None else row["breakpoint"]
        stat_text = "" if stat is None else f" ({stat})"
        click.echo(f"{row['id']}  {row['name']}  [{row['printed_type']}]{stat_text}")
    click.echo(f"{len(rows)} card{'s' if len(rows) != 1 else ''}", err=True)
    if not rows:
        for note in explain_empty(db_path, search_text):
            click.echo(note.message(), err=True)


@cli.command(name="compile")
@click.argument("card_ids", nargs=-1, metavar="[CARD]...")
@_project_option
@click.option("--text", "texts", multiple=True, help="Compile this printed text (repeatable).")
@click.option(
    "--type",
    "text_type",
    type=click.Choice(["minion", "action", "base", "titan"]),
    default="minion",
    show_default=True,
    help="The card type the --text texts are printed on.",
)
@click.option(
    "--write",
    is_flag=True,
    help="Store each compiled card's abilities under its compiled: key (and remove stale ones).",
)
@click.option(
    "--draft",
    "draft_id",
    metavar="CARD",
    help="Print the best partial abilities: of CARD, with the clause it stops at marked.",
)
@_reporting_errors
def compile_command(
    card_ids: tuple[str, ...],
    project: Path,
    texts: tuple[str, ...],
    text_type: str,
    write: bool,
    draft_id: str | None,
) -> None:
    """Compile cards' printed text into the rules engine's card language.

    Each card (every card with text in data/ without CARD) is reported as
    compiled and round-trips (its abilities, rendered back to English, say the
    printed text: the engine may play it from its text), compiled but differs
    (rejected, with the text the engine would have played), or stopped at a
    clause, with why: an unknown verb head, an unknown word, an argument it
    cannot parse, or a construct the card grammar cannot say. Texts given with
    --text are compiled as a minion's. The exit status is 0: this is a report.

    With --write, a card that compiles and round-trips, and declares no
    abilities: by hand (a hand declaration always wins), gets the compiled
    abilities stored under its compiled: key in its YAML file; the engine plays
    them, and `smashwiki check` fails once its text no longer compiles to them.
    With --draft CARD, the clauses that compile are printed as abilities: YAML,
    the one it stops at marked MISSING, to finish by hand.

    Example:

    \b
        smashwiki compile
        smashwiki compile time-travelers/time-walk
        smashwiki compile --text 'Destroy a minion of power 2 or less.'
        smashwiki compile --type base --text 'After this base scores, the winner draws a card.'
        smashwiki compile --write
        smashwiki compile --draft time-travelers/stasis-field
    """
    from .compile.report import compile_cards, summary
    from .engine.language.factions import known_nouns
    from .load import load_dataset

    if draft_id or write:
        _compile_into_data(project, card_ids, draft_id)
        return
    if texts:
        named = [(f"text {n}", text, text_type) for n, text in enumerate(texts, 1)]
        outcomes = compile_cards(named, factions=_known_factions(project))
    else:
        dataset = load_dataset(project / pipeline.DATA_DIR, root=project)
        known = {card.id: card for card in dataset.cards}
        unknown = [card_id for card_id in card_ids if card_id not in known]
        if unknown:
            raise click.ClickException(f"no card with the id {', '.join(unknown)}")
        chosen = [known[card_id] for card_id in card_ids] or [c for c in dataset.cards if c.text]
        outcomes = compile_cards(
            [(card.id, card.text, card.type) for card in chosen],
            {card.id: card.set_id for card in chosen},
            {card.id: card.name for card in chosen},
            known_nouns(dataset.factions),
        )
    for name, outcome in outcomes:
        click.echo(f"{name}: {outcome.describe()}")
    click.echo(summary(outcome for _name, outcome in outcomes))


def _known_factions(project: Path) -> dict[str, str]:
    """lang-faction: the factions of the project's data (id: noun) a text given with
    ``--text`` may name cards by; none where the data does not load."""
    from .engine.language.factions import known_nouns
    from .load import load_dataset

    try:
        return known_nouns(load_dataset(project / pipeline.DATA_DIR, root=project).factions)
    except SmashwikiError:
        return {}


def _compile_into_data(project: Path, card_ids: tuple[str, ...], draft_id: str | None) -> None:
    """``compile --draft CARD`` and ``compile --write [CARD]...``."""
    from .compile.drafting import draft_text
    from .compile.store import write_compiled
    from .engine.language.factions import known_nouns
    from .load import load_dataset

    dataset = load_dataset(project / pipeline.DATA_DIR, root=project)
    known = {card.id: card for card in dataset.cards}
    wanted = (draft_id,) if draft_id else card_ids
    unknown = [card_id for card_id in wanted if card_id not in known]
    if unknown:
        raise click.ClickException(f"no card with the id {', '.join(unknown)}")
    if draft_id:
        card = known[draft_id]
        if not card.text:
            raise click.ClickException(f"{draft_id} has no printed text to compile")
        click.echo(
            draft_text(
                card.id, card.text, card.type, card.set_id, card.name, known_nouns(dataset.factions)
            )
        )
        return
    chosen = [known[card_id] for card_id in card_ids] or [c for c in dataset.cards if c.text]
    done = write_compiled(project, chosen, known_nouns(dataset.factions))
    for item in done:
        if item.action != "unchanged":
            click.echo(f"{item.action} compiled: of {item.card_id} ({item.why})")
    changed = sum(1 for item in done if item.action != "unchanged")
    click.echo(f"{changed} of {len(done)} cards' compiled: changed")


@cli.group(name="import")
def import_() -> None:
    """Import source documents into data/ (merging into the YAML already there).

    Example:

        smashwiki import wiki Time_Travelers.wiki
    """


@import_.command(name="wiki")
@click.argument(
    "files", nargs=-1, required=True, type=click.Path(dir_okay=False, exists=True, path_type=Path)
)
@_data_option
@_reporting_errors
def import_wiki_command(files: tuple[Path, ...], data_dir: Path) -> None:
    """Import AEG rulebook wiki pages (MediaWiki wikitext) into data/.

    Each FILE is a MediaWiki XML export (Special:Export, schema 0.10 or 0.11: one
    page or the whole wiki; each page at its newest revision), a raw page (as the
    wiki's ?action=raw returns it; the file name is the page title, e.g.
    Time_Travelers.wiki) or a dump of the wiki's "User contributions" (each page
    preceded by its title, timestamp and editor).
    Faction pages become data/factions/*.yaml, the Update Tracker becomes
    data/changelog.yaml (its corrections applied to the factions), other pages
    become data/rules/*.yaml and their worked examples data/rulings/*.yaml.
    Existing files are merged: hand-written checks, comments and keys stay.
    Importing the same pages again changes nothing. If a page has an unexpected
    shape or looks cut short (links or templates that don't close, prose that
    stops mid-sentence, a faction page that ends inside a card, an XML export
    without its closing tags), or the data it would write has a problem
    `smashwiki check` reports, every such problem is listed (page, line) and
    nothing is written (reading, merging and checking problems of every page are
    listed together, in one run). A page that disagrees with what the game requires
    but is not corrupt (a minion printed without a power, a deck of another size, a
    card under a heading the importer does not know) is imported as printed, and each
    disagreement is recorded in the faction's file as a source discrepancy (listed
    here, accepted by `smashwiki check`, shown on the site's "What the sources get
    wrong" page). What was imported but deserves a look (an Errata: line kept
    verbatim, a Clarifications: block split off a card's text, anything of the data
    the import shortens or drops, such as a ruling the page no longer has) is listed
    as a warning. On a terminal, a progress line counts
    the pages read. Then every card is compiled from its printed text, as
    `smashwiki compile --write` does, and the last line says how many cards the
    rules engine plays, from their text and by hand, and how many not yet.

    Example:

        smashwiki import wiki Time_Travelers.wiki Musketeers.wiki --data data
        smashwiki import wiki smashup-rulebook-export.xml
    """
    from .importers.wiki import import_wiki

    progress = _page_progress() if sys.stderr.isatty() else None
    try:
        report = import_wiki(files, data_dir, progress=progress)
    finally:
        if progress is not None:
            click.echo(err=True)
    for warning in report.warnings:
        click.echo(f"warning: {warning}", err=True)
    for found in report.discrepancies:
        click.echo(f"discrepancy: {found}", err=True)
    for path, changed in report.files.items():
        click.echo(f"{'wrote' if changed else 'unchanged'} {path}")
    if report.discrepancies:
        count = len(report.discrepancies)
        click.echo(
            f"{count} source discrepanc{'y' if count == 1 else 'ies'} recorded in the data "
            "(imported as printed; the site lists them on 'What the sources get wrong')",
            err=True,
        )
    click.echo(_compile_imported(data_dir, report.dataset))


def _compile_imported(data_dir: Path, read: Dataset | None = None) -> str:
    """Compile every card of the imported data (``smashwiki compile --write``) and say how
    many cards the engine plays, from their text and by hand (``read``: the data as the
    import read it back, if it did)."""
    from .checks import implemented
    from .compile.store import write_compiled
    from .load import load_dataset

    root = data_dir.resolve().parent
    dataset = read if read is not None else load_dataset(data_dir.resolve(), root=root)
    done = write_compiled(root, [card for card in dataset.cards if card.text])
    if any(item.action != "unchanged" for item in done):
        dataset = load_dataset(data_dir.resolve(), root=root)
    engine = implemented(dataset)
    by_text = sum(1 for c in dataset.cards if c.id in engine and c.compiled and not c.abilities)
    total = len(dataset.cards)
    return (
        f"the rules engine plays {len(engine)} of {total} cards: {by_text} from their printed "
        f"text, {len(engine) - by_text} declared by hand; {total - len(engine)} not yet"
    )


def _page_progress() -> Callable[[int, int, str], None]:
    """A progress line on standard error, rewritten in place for each page read."""
    width = shutil.get_terminal_size((80, 20)).columns - 1

    def show(done: int, total: int, title: str) -> None:
        line = f"reading page {done}/{total}: {title}"
        click.echo("\r" + line[:width].ljust(width), nl=False, err=True)

    return show


@import_.command(name="rulebook")
@click.argument("file", type=click.Path(dir_okay=False, exists=True, path_type=Path))
@_data_option
@_reporting_errors
def import_rulebook_command(file: Path, data_dir: Path) -> None:
    """Import an AEG rulebook given as plain text (one paragraph a line) into data/.

    The rules sections become data/rules/*.yaml (the glossary's terms in
    glossary.yaml), the clarification entries ("Card A, Card B: text"), provisos
    and worked examples become data/rulings/*.yaml, the factions' descriptions,
    complexity, partners and tips data/factions/*.yaml, and every card the
    rulebook names a card record (data/cards/<set>.yaml unless the data already
    has it in a faction file). Existing files are merged: hand-written checks,
    comments and keys stay, and importing the same file again changes nothing.
    If the text has an unexpected shape or looks cut short (or has text
    appended after a faction's Complexity line), or the data it would write has
    a problem `smashwiki check` reports, every such problem is listed (file,
    line) and nothing is written. Anything of the data the import shortens or
    drops is listed as a warning.

    Example:

        smashwiki import rulebook disney-edition-rulebook.txt --data data
    """
    from .importers.rulebook import import_rulebook

    report = import_rulebook(file, data_dir)
    for warning in report.warnings:
        click.echo(f"warning: {warning}", err=True)
    for path in report.changed:
        click.echo(f"wrote {data_dir / path}")
    book = report.rulebook
    click.echo(
        f"{book.title}: {len(book.clarifications)} clarifications, {len(book.terms)} terms, "
        f"{len(book.provisos)} provisos, {len(book.examples)} worked examples, "
        f"{len(book.factions)} factions; {len(report.changed)} files changed"
    )


def _echo_failing(failing: list[Any]) -> None:
    """Print each failing ruling with the reason."""
    for result in failing:
        click.echo(f"FAILING {result.ruling_id}: {result.detail}", err=True)
