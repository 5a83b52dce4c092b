"""Benchmark: the CPU time of ``smashwiki check --ruling ID``, the inner loop of writing a
check, on this checkout's data/ (target: well under 1 s), beside the full ``smashwiki check``.

Each command runs as a fresh process (interpreter start and imports included, as a
contributor pays them), several times; the figure is the CPU time (user + system) of the
child, best and median: on a first run (an empty cache of canonical texts, so the files'
canonical form is compared in full: ``smashwiki.canoncache``), and with the files unchanged
since (the comparison remembered). The rulings timed are one in the smallest and one in the largest
data file holding rulings (the note on a file's canonical form costs with the file's size).

    python bench/check_ruling.py            # 5 runs each
    python bench/check_ruling.py --runs 9
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # benchmark this checkout, not an installed copy

from smashwiki.load import load_dataset  # noqa: E402


def cpu_of(command: list[str], cache: Path) -> float:
    """The CPU seconds (user + system) one run of ``command`` took, as a child process
    whose cache of canonical texts is ``cache``. Python's bytecode is written and read (under
    a folder of the benchmark's), as a contributor's Python does, even where the environment
    says not to (``PYTHONDONTWRITEBYTECODE``: then every run would compile every module)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SMASHWIKI_CACHE_DIR": str(cache)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(cache.parent / "bytecode")
    subprocess.run(command, cwd=ROOT, env=env, capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def rulings_to_time() -> list[tuple[str, str, int]]:
    """A ruling in the smallest and one in the largest file holding rulings with checks."""
    dataset = load_dataset(ROOT / "data", root=ROOT)
    by_file: dict[str, str] = {}
    for ruling in dataset.rulings:
        if ruling.check and ruling.where.file:
            by_file.setdefault(ruling.where.file, ruling.id)
    sizes = sorted(((ROOT / name).stat().st_size, name) for name in by_file)
    chosen = [sizes[0], sizes[-1]]
    return [(by_file[name], name, size) for size, name in chosen]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    smashwiki = [sys.executable, "-m", "smashwiki"]
    rows = [
        (f"check --ruling {rid} ({name}, {size:,} bytes)", [*smashwiki, "check", "--ruling", rid])
        for rid, name, size in rulings_to_time()
    ]
    rows.append(("check (all of data/)", [*smashwiki, "check"]))
    rows.append(("python -c pass (the interpreter alone)", [sys.executable, "-c", "pass"]))
    with tempfile.TemporaryDirectory(prefix="check-ruling-") as folder:
        cpu_of([*smashwiki, "--help"], Path(folder) / "warm-up")  # write the bytecode
        for label, command in rows:
            fresh = [cpu_of(command, Path(folder) / f"empty-{n}") for n in range(args.runs)]
            again = [cpu_of(command, Path(folder) / "empty-0") for _ in range(args.runs)]
            for when, times in (("first run", fresh), ("files unchanged since", again)):
                print(
                    f"{label}, {when}: best {min(times):.2f} s, "
                    f"median {statistics.median(times):.2f} s CPU"
                )


if __name__ == "__main__":
    main()
