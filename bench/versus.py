"""Benchmark: the full build of this checkout against another's, and both against plain mkdocs.

Runs, in fresh Python processes and in rounds that rotate their order, `smashwiki build` of
this checkout, `smashwiki build` of another checkout (given by its environment's Python), and a
plain `mkdocs build` of the Markdown this checkout wrote (same mkdocs.yml); prints each round,
the medians, each round's ratio to the plain build beside it, and the CPU each full build spends
beyond that plain build. Comparing two versions minutes apart tells little on a machine whose
speed drifts by a quarter within minutes; rounds side by side cancel most of the drift.

    python bench/versus.py --other /path/to/other-checkout/.venv/bin/python --rounds 6

`--rebuilds` times instead, for each of the two checkouts in each round, the full build, a
second build into the same folder with nothing changed and a third after one card's text
changed, each checkout in its own copy of the project's data with its own mkdocs.yml and
templates (`--other` must then be the `.venv/bin/python` inside the other checkout).
With `--own corpus` each checkout builds the whole-game corpus its own `smashwiki.corpus`
writes (versions whose data formats differ can then be compared), with `--own data` its own
repository's data/; `--rebuilds` is implied.

    python bench/versus.py --other <base>/.venv/bin/python --own corpus --rounds 3
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from projects import checkout_of, edit_a_card, own_data, site_project, site_setup

ROOT = Path(__file__).resolve().parent.parent


def _cpu_children() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run(command: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of ``command`` in a fresh process, with bytecode written as Python
    does by default (this machine sets ``PYTHONDONTWRITEBYTECODE``)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cpu, wall = _cpu_children(), time.perf_counter()
    # (run from elsewhere: `python -m smashwiki` would import the package of the folder it is run
    # in before its own environment's)
    done = subprocess.run(
        command, env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False
    )
    if done.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")
    return time.perf_counter() - wall, _cpu_children() - cpu


def _load() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    """Measure the rounds and print the figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--other", required=True, help="the Python of the other checkout")
    parser.add_argument("--project", type=Path, help="a project (default: the corpus at 1x)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--rebuilds", action="store_true", help="time the two rebuilds too")
    parser.add_argument(
        "--own",
        choices=("corpus", "data"),
        help="each checkout builds its own generated corpus, or its own data/ (implies --rebuilds)",
    )
    arguments = parser.parse_args()
    if arguments.rebuilds or arguments.own:
        rebuilds(arguments)
        return
    sys.path[:0] = [str(ROOT)]
    with tempfile.TemporaryDirectory() as tmp:
        project = site_project(Path(tmp), arguments.project)
        build = ["-m", "smashwiki", "build", "--project", str(project), "--out"]
        sides = {
            "this": [sys.executable, *build],
            "other": [arguments.other, *build],
            "plain": [sys.executable, "-m", "mkdocs", "build", "-q"]
            + ["-f", str(project / "mkdocs.yml"), "-d"],
        }
        run([*sides["this"], str(project / "build")])  # the Markdown plain mkdocs reads
        runs: dict[str, list[tuple[float, float]]] = {side: [] for side in sides}
        print(f"load average before: {_load()}")
        for turn in range(arguments.rounds):
            names = list(sides)
            for side in names[turn % 3 :] + names[: turn % 3]:
                out = Path(tmp) / f"{side}-{turn}"  # kept to the end: see site.py's ratio
                runs[side].append(run([*sides[side], str(out)]))
            each = ", ".join(
                f"{s} {w:.2f} ({c:.2f})" for s, (w, c) in ((s, runs[s][-1]) for s in sides)
            )
            print(f"  round {turn + 1}, wall (CPU) s: {each}", flush=True)
        print(f"load average after: {_load()}")
        report(runs)


def rebuilds(arguments: argparse.Namespace) -> None:
    """The full build, the unchanged rebuild and the one-card rebuild of both checkouts."""
    sys.path[:0] = [str(ROOT)]
    with tempfile.TemporaryDirectory() as tmp:
        pythons = {"this": sys.executable, "other": arguments.other}
        # each checkout's own templates and hooks (its .venv/bin/python is inside it)
        checkouts = {side: checkout_of(python) for side, python in pythons.items()}
        if arguments.own:
            sources = {
                side: own_data(
                    pythons[side], checkouts[side], Path(tmp) / f"{side}-source", arguments.own
                )
                for side in pythons
            }
        else:
            shared = site_project(Path(tmp), arguments.project)
            sources = dict.fromkeys(pythons, shared)
        runs: dict[str, list[tuple[float, float]]] = {}
        print(f"load average before: {_load()}")
        for turn in range(arguments.rounds):
            names = list(pythons)[turn % 2 :] + list(pythons)[: turn % 2]
            for side in names:
                copy = Path(tmp) / f"{side}-{turn}"
                shutil.copytree(sources[side] / "data", copy / "data")
                site_setup(checkouts[side], copy)
                build = [pythons[side], "-m", "smashwiki", "build", "--project", str(copy)]
                for step in ("full", "unchanged", "one-card"):
                    if step == "one-card":
                        edit_a_card(copy)
                    runs.setdefault(f"{side} {step}", []).append(run(build))
            print(
                f"  round {turn + 1}: "
                + ", ".join(f"{k} {v[-1][1]:.2f}" for k, v in runs.items())
                + " (CPU s)",
                flush=True,
            )
        print(f"load average after: {_load()}")
        medians = {name: statistics.median(c for _, c in found) for name, found in runs.items()}
        for name, found in runs.items():
            wall = statistics.median(w for w, _ in found)
            print(f"{name:<16} median {wall:6.2f} s wall, {medians[name]:6.2f} s CPU")
        for step in ("full", "unchanged", "one-card"):
            ratio = medians[f"this {step}"] / medians[f"other {step}"]
            print(f"{step:<10} CPU this / other: {ratio:.2f}x")


def report(runs: dict[str, list[tuple[float, float]]]) -> None:
    """The medians, and each full build against the plain build of its round."""
    for side, found in runs.items():
        wall = statistics.median(w for w, _ in found)
        cpu = statistics.median(c for _, c in found)
        print(f"{side:<6} median {wall:6.2f} s wall, {cpu:6.2f} s CPU")
    for side in ("this", "other"):
        pairs = list(zip(runs[side], runs["plain"], strict=True))
        cpu = [f[1] / p[1] for f, p in pairs]
        wall = [f[0] / p[0] for f, p in pairs]
        beyond = [f[1] - p[1] for f, p in pairs]
        print(
            f"{side:<6} ratio to plain, CPU {' '.join(f'{x:.2f}' for x in cpu)}"
            f" (median {statistics.median(cpu):.2f}); wall {' '.join(f'{x:.2f}' for x in wall)}"
            f" (median {statistics.median(wall):.2f}); CPU beyond plain, median"
            f" {statistics.median(beyond):.2f} s"
        )


if __name__ == "__main__":
    main()
