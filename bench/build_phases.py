"""Benchmark: where the CPU of a full `smashwiki build` goes, phase by phase (issue 10's ratio).

Runs `smashwiki build --out <empty folder>` of a project in fresh Python processes, as
`python -m smashwiki build` runs it, with a timer (``time.process_time``, no profiler) around
each phase, and plain `mkdocs build` of the Markdown it wrote (same mkdocs.yml) in fresh
processes too, alternating; prints the median of each phase over ``--repeat`` runs. CPU is
user + system; Pagefind's is its child process's. "start-up and exit" is the process's CPU
(measured by this script, the parent) less what the phases inside it account for.

    python bench/build_phases.py                      # the generated corpus at 1x, 5 runs
    python bench/build_phases.py --project P --repeat 3

Run with the Python of another checkout's environment, it times that version (a phase the
version does not have is left out).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import importlib.util
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from projects import site_project

ROOT = Path(__file__).resolve().parent.parent

#: (label, module, attribute) of each timed function, outermost first. A phase's time
#: includes the phases nested in it (the report indents them).
PHASES = (
    ("load and validate the data", "smashwiki.building.pipeline", "load_dataset"),
    ("run the rulings' checks", "smashwiki.building.pipeline", "check_rulings"),
    ("write the database", "smashwiki.building.pipeline", "write_database"),
    ("build the site", "smashwiki.building.publish", "build_site"),
    ("  fingerprint", "smashwiki.building.publish", "fingerprint"),
    ("  load mkdocs.yml", "smashwiki.building.publish", "_config"),
    ("  render the Markdown", "smashwiki.building.publish", "render_docs"),
    ("    read the database (Catalogue)", "smashwiki.site.catalogue.Catalogue", "load"),
    ("    write each page (Jinja, write)", "smashwiki.site.render", "write_page"),
    ("      Jinja rendering (of our templates)", "jinja2.environment.Template", "render"),
    ("      write_if_changed", "smashwiki.site.render", "write_if_changed"),
    ("    search page", "smashwiki.site.render", "search_page"),
    ("    SQL page", "smashwiki.site.render", "sql_page"),
    ("    copy the downloads", "smashwiki.site.render", "_copy_downloads"),
    ("    card search index", "smashwiki.site.render", "write_index"),
    ("    remove other files", "smashwiki.site.render", "remove_others"),
    (
        "  mkdocs build, Pagefind beside it (its CPU)",
        "smashwiki.building.publish",
        "_build_and_index",
    ),
    ("    mkdocs build", "smashwiki.building.publish", "_run_mkdocs"),
    (
        "      words of each page, to Pagefind",
        "smashwiki.building.publish._IndexAsBuilt",
        "on_post_page",
    ),
    ("    Pagefind's bundle, written", "smashwiki.site.wordindex.WordIndex", "write"),
    ("  read the pages' words", "smashwiki.building.publish", "page_words"),
    ("  Pagefind (its process too)", "smashwiki.building.publish", "index_words"),
    ("  write the words (versions before 3659a29)", "smashwiki.building.publish", "_write_words"),
    ("  Pagefind on them (versions before 3659a29)", "smashwiki.building.publish", "index_pages"),
    ("  swap the folders", "smashwiki.building.publish", "swap_folder"),
    ("publish the build", "smashwiki.output", "publish"),
)
PLAIN_PHASES = (
    ("load mkdocs.yml", "mkdocs.config", "load_config"),
    ("mkdocs build", "mkdocs.commands.build", "build"),
)


def _cpu_children() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


#: The phases under way (Jinja is timed only inside the rendering of the Markdown: mkdocs
#: renders the theme's templates with it too).
_ACTIVE: set[str] = set()
_ONLY_WITHIN = {"jinja2.environment.Template": "  render the Markdown"}


def _timer(
    spent: dict[str, float], label: str, function: Callable[..., Any], within: str | None
) -> Callable[..., Any]:
    @functools.wraps(function)
    def timed(*args: Any, **kwargs: Any) -> Any:
        if within is not None and within not in _ACTIVE:
            return function(*args, **kwargs)
        start = time.process_time() + _cpu_children()
        _ACTIVE.add(label)
        try:
            return function(*args, **kwargs)
        finally:
            _ACTIVE.discard(label)
            spent[label] += time.process_time() + _cpu_children() - start

    return timed


#: Where versions before the build tools moved to smashwiki/building/ (issue 27) kept what
#: is timed: (module, attribute) -> module.
_OLD_HOMES = {
    ("smashwiki.building.publish", "build_site"): "smashwiki.site",
    ("smashwiki.building.pipeline", ""): "smashwiki.build",
    ("smashwiki.building.publish", ""): "smashwiki.site.publish",
    ("smashwiki.building.publish._IndexAsBuilt", ""): "smashwiki.site.publish._IndexAsBuilt",
}
#: The module whose import loads mkdocs (before smashwiki/building/: smashwiki.site).
_SITE_BUILDER = "smashwiki.building.publish"


def _old_home(where: str, name: str) -> str:
    """Where a version without smashwiki/building/ keeps ``where``'s ``name``."""
    if importlib.util.find_spec("smashwiki.building") is not None:
        return where
    return _OLD_HOMES.get((where, name), _OLD_HOMES.get((where, ""), where))


def _patch(phases: tuple[tuple[str, str, str], ...], spent: dict[str, float]) -> None:
    for label, where, name in phases:
        where = _old_home(where, name)
        try:
            target: Any = importlib.import_module(where)
        except ModuleNotFoundError:  # a class inside a module
            module_name, _, owner = where.rpartition(".")
            target = getattr(importlib.import_module(module_name), owner, None)
        function = getattr(target, "__dict__", {}).get(name)
        if function is None:  # a phase this version of smashwiki does not have
            continue
        within = _ONLY_WITHIN.get(where)
        if isinstance(function, classmethod):
            setattr(target, name, classmethod(_timer(spent, label, function.__func__, within)))
        else:
            setattr(target, name, _timer(spent, label, function, within))


def child(side: str, arguments: list[str]) -> None:
    """Run one side in this process with its phases timed; print them as JSON on stdout's
    last line."""
    spent: dict[str, float] = defaultdict(float)
    start = time.process_time()
    spent["start-up before this script"] = start
    if side == "full":
        import smashwiki.cli

        spent["import smashwiki.cli"] = time.process_time() - start
        mark = time.process_time()
        importlib.import_module(_old_home(_SITE_BUILDER, "build_site"))  # what build() imports

        spent["import the site's builder (mkdocs)"] = time.process_time() - mark
        _patch(PHASES, spent)
        command: Any = smashwiki.cli.cli
        name = "smashwiki"
    else:
        import mkdocs.__main__

        spent["import mkdocs.__main__"] = time.process_time() - start
        _patch(PLAIN_PHASES, spent)
        command = mkdocs.__main__.cli
        name = "mkdocs"
    mark = time.process_time()
    try:
        command.main(arguments, prog_name=name, standalone_mode=False)
    finally:
        spent["the command"] = time.process_time() + _cpu_children() - mark
        print(json.dumps(spent))


def run(side: str, arguments: list[str]) -> dict[str, float]:
    """One side in a fresh process: its phases, and its whole CPU as the parent sees it."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    before = _cpu_children()
    wall = time.perf_counter()
    done = subprocess.run(
        [sys.executable, __file__, "--child", side, "--", *arguments],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - wall
    if done.returncode:
        raise SystemExit(f"{side} failed:\n{done.stdout}{done.stderr}")
    spent: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    spent["whole process (CPU)"] = _cpu_children() - before
    spent["whole process (wall)"] = wall
    accounted = sum(
        spent[k]
        for k in spent
        if k in ("start-up before this script", "the command") or k.startswith("import ")
    )
    spent["start-up and exit"] = (
        spent["whole process (CPU)"] - accounted + spent["start-up before this script"]
    )
    return spent


def report(label: str, runs: list[dict[str, float]], order: list[str]) -> None:
    print(f"{label} ({len(runs)} fresh processes), median CPU seconds:")
    for key in order:
        values = [r.get(key, 0.0) for r in runs]
        each = ", ".join(f"{v:.2f}" for v in values)
        print(f"  {key:<40} {statistics.median(values):6.2f}   ({each})")


def main() -> None:
    """Measure both sides ``--repeat`` times, alternating, and print the medians."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--project", type=Path, help="a project (default: the corpus at 1x)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("rest", nargs="*", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.child:
        child(arguments.child, arguments.rest)
        return
    sys.path[:0] = [str(ROOT)]
    import compileall

    compileall.compile_dir(ROOT / "smashwiki", quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        project = site_project(Path(tmp), arguments.project)
        if not (project / "build" / "docs").is_dir():
            run("full", ["build", "--project", str(project)])
        runs: dict[str, list[dict[str, float]]] = {"full": [], "plain": []}
        config = str(project / "mkdocs.yml")
        print(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        for turn in range(arguments.repeat):
            for side in ("full", "plain") if turn % 2 == 0 else ("plain", "full"):
                out = Path(tmp) / f"{side}-{turn}"
                if side == "full":
                    command = ["build", "--project", str(project), "--out", str(out)]
                else:
                    command = ["build", "-q", "-f", config, "-d", str(out)]
                runs[side].append(run(side, command))  # out kept: see site.py's ratio
        print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        tail = ["start-up and exit", "whole process (CPU)", "whole process (wall)"]
        full_order = ["import smashwiki.cli", "import the site's builder (mkdocs)"]
        full_order += [label for label, _, _ in PHASES] + ["the command", *tail]
        report("smashwiki build", runs["full"], full_order)
        plain_order = ["import mkdocs.__main__"] + [label for label, _, _ in PLAIN_PHASES]
        report("plain mkdocs build", runs["plain"], [*plain_order, "the command", *tail])
        full = statistics.median(r["whole process (CPU)"] for r in runs["full"])
        plain = statistics.median(r["whole process (CPU)"] for r in runs["plain"])
        print(f"ratio of the medians (CPU): {full / plain:.2f}")


if __name__ == "__main__":
    main()
