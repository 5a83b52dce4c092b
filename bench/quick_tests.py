"""Benchmark: how long the quick tests (`pytest -m "not slow"`) take, wall-clock and CPU.

Runs the quick tests in a child process from the repository root and prints the seconds
pytest reports, its wall-clock seconds and its CPU seconds (user + system, of pytest and
everything it starts: on a busy machine the CPU time is the one to compare), the count pytest
reports, the slowest tests, and the machine's load average before and after (on a busy
machine, wall seconds say little). `--workers 2` runs them with pytest-xdist on two processes.

`--against CHECKOUT` (repeatable) compares with another checkout (an older commit, say):
they are run alternately, `--runs` times each (default 3), each with its own
`.venv/bin/python` if it has one, and the medians are printed. `--cold` deletes each
checkout's `.mypy_cache` and `.ruff_cache` before each run, as a fresh clone has none.

    python bench/quick_tests.py
    python bench/quick_tests.py --workers 2
    python bench/quick_tests.py --against ../base --runs 3
    python bench/quick_tests.py --against ../base --runs 2 --cold
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHES = (".mypy_cache", ".ruff_cache")


@dataclass(frozen=True)
class Run:
    """One run of the quick tests in one checkout."""

    summary: str  # pytest's last line
    tests: int  # passed + failed
    said: float  # the seconds pytest reports
    wall: float
    cpu: float  # user + system of pytest and everything it started
    load: tuple[float, float]  # 1-minute load average before and after
    failed: bool


def python_of(checkout: Path) -> str:
    """The checkout's own venv's Python if it has one, else this one."""
    own = checkout / ".venv" / "bin" / "python"
    return str(own) if own.exists() else sys.executable


def commit_of(checkout: Path) -> str:
    """The checkout's commit, abbreviated (with a + if its tracked files differ from it)."""
    git = ["git", "-C", str(checkout)]
    done = subprocess.run([*git, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run([*git, "diff", "--quiet", "HEAD"], capture_output=True).returncode
    return (done.stdout.strip() or "?") + ("+" if dirty else "")


def measure(checkout: Path, workers: int, slowest: int, cold: bool) -> tuple[Run, list[str]]:
    """Run the quick tests once in ``checkout``: the figures, and the slowest tests' lines."""
    if cold:
        for cache in CACHES:
            shutil.rmtree(checkout / cache, ignore_errors=True)
    command = [python_of(checkout), "-m", "pytest", "-m", "not slow", "-q"]
    command += ["-p", "no:cacheprovider", f"--durations={slowest}"]
    if workers > 1:
        command += ["-n", str(workers)]
    load_before = os.getloadavg()[0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=checkout, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = done.stdout.splitlines()
    summary = lines[-1] if lines else done.stderr.strip()
    counts = dict((word, int(n)) for n, word in re.findall(r"(\d+) (passed|failed)", summary))
    said = re.search(r" in ([\d.]+)s", summary)
    run = Run(
        summary=summary,
        tests=counts.get("passed", 0) + counts.get("failed", 0),
        said=float(said.group(1)) if said else float("nan"),
        wall=wall,
        cpu=cpu,
        load=(load_before, os.getloadavg()[0]),
        failed=done.returncode != 0,
    )
    durations = [line for line in lines if line[:1].isdigit() and "s " in line]
    return run, durations[:slowest]


def describe(run: Run) -> str:
    """One line of a run's figures."""
    return (
        f"{run.tests} tests, pytest says {run.said:.2f} s, {run.wall:.2f} s wall, "
        f"{run.cpu:.2f} s CPU (user + system), load average {run.load[0]:.2f} -> "
        f"{run.load[1]:.2f}" + ("  FAILED: " + run.summary if run.failed else "")
    )


def compare(checkouts: list[Path], runs: int, workers: int, cold: bool) -> bool:
    """Run the checkouts alternately, ``runs`` times each, and print each run and the
    medians. Whether every run passed."""
    results: dict[Path, list[Run]] = {checkout: [] for checkout in checkouts}
    names = {checkout: f"{checkout} ({commit_of(checkout)})" for checkout in checkouts}
    print(f"{os.cpu_count()} CPUs; {'cold' if cold else 'warm'} caches; {time.ctime()}")
    for number in range(1, runs + 1):
        for checkout in checkouts:
            run, _ = measure(checkout, workers, 0, cold)
            results[checkout].append(run)
            print(f"run {number}, {names[checkout]}: {describe(run)}", flush=True)
    print("medians:")
    for checkout, done in results.items():
        print(
            f"  {names[checkout]}: pytest says "
            f"{statistics.median(r.said for r in done):.2f} s, "
            f"{statistics.median(r.wall for r in done):.2f} s wall, "
            f"{statistics.median(r.cpu for r in done):.2f} s CPU, "
            f"{done[0].tests} tests"
        )
    return not any(run.failed for done in results.values() for run in done)


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=1, help="pytest-xdist processes")
    parser.add_argument("--slowest", type=int, default=15, help="slowest tests to list")
    parser.add_argument(
        "--against", type=Path, action="append", default=[], help="another checkout (repeatable)"
    )
    parser.add_argument("--runs", type=int, help="runs of each checkout (default 3 with --against)")
    parser.add_argument("--cold", action="store_true", help="delete mypy's and ruff's caches first")
    args = parser.parse_args()
    if args.against or (args.runs or 1) > 1:
        others = [checkout.resolve() for checkout in args.against]
        passed = compare([ROOT, *others], args.runs or 3, args.workers, args.cold)
        raise SystemExit(0 if passed else 1)
    run, slowest = measure(ROOT, args.workers, args.slowest, args.cold)
    for line in slowest:
        print(f"  {line}")
    print(run.summary)
    print(
        f"quick tests ({args.workers} process{'es' if args.workers > 1 else ''}): "
        f"{run.wall:.1f} s wall, {run.cpu:.1f} s CPU (user + system)"
    )
    print(f"load average {run.load[0]:.2f} before, {run.load[1]:.2f} after ({os.cpu_count()} CPUs)")
    if run.failed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
