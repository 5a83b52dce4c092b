"""Benchmark: how long the quick tests (`pytest -m "not slow"`) take, wall-clock and CPU.

Runs the quick tests in a child process from the repository root and prints its wall-clock
seconds and its CPU seconds (user + system, of pytest and everything it starts: on a busy
machine the CPU time is the one to compare), the count pytest reports, and the slowest
tests, and the machine's load average before and after (on a busy machine, wall seconds
say little). `--workers 2` runs them with pytest-xdist on two processes.

    python bench/quick_tests.py
    python bench/quick_tests.py --workers 2
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(workers: int, slowest: int) -> None:
    """Run the quick tests once and print wall and CPU seconds and the slowest tests."""
    command = [sys.executable, "-m", "pytest", "-m", "not slow", "-q", "-p", "no:cacheprovider"]
    command += [f"--durations={slowest}"]
    if workers > 1:
        command += ["-n", str(workers)]
    load_before = os.getloadavg()[0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = done.stdout.splitlines()
    durations = [line for line in lines if line[:1].isdigit() and "s " in line]
    for line in durations[:slowest]:
        print(f"  {line}")
    print(lines[-1] if lines else done.stderr.strip())
    print(
        f"quick tests ({workers} process{'es' if workers > 1 else ''}): "
        f"{wall:.1f} s wall, {cpu:.1f} s CPU (user + system)"
    )
    print(
        f"load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after "
        f"({os.cpu_count()} CPUs)"
    )
    if done.returncode != 0:
        raise SystemExit(done.returncode)


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=1, help="pytest-xdist processes")
    parser.add_argument("--slowest", type=int, default=15, help="slowest tests to list")
    args = parser.parse_args()
    measure(args.workers, args.slowest)


if __name__ == "__main__":
    main()
