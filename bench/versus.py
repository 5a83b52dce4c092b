"""Benchmark: the full build of this checkout against another's, and both against plain mkdocs.

Runs, in fresh Python processes and in rounds that rotate their order, `smashwiki build` of
this checkout, `smashwiki build` of another checkout (given by its environment's Python), and a
plain `mkdocs build` of the Markdown this checkout wrote (same mkdocs.yml); prints each round,
the medians, each round's ratio to the plain build beside it, and the CPU each full build spends
beyond that plain build. Comparing two versions minutes apart tells little on a machine whose
speed drifts by a quarter within minutes; rounds side by side cancel most of the drift.

    python bench/versus.py --other /path/to/other-checkout/.venv/bin/python --rounds 6
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from projects import site_project

ROOT = Path(__file__).resolve().parent.parent


def _cpu_children() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run(command: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of ``command`` in a fresh process, with bytecode written as Python
    does by default (this machine sets ``PYTHONDONTWRITEBYTECODE``)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cpu, wall = _cpu_children(), time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
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
    arguments = parser.parse_args()
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
