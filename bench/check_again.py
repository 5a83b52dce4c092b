"""Benchmark: what checking data/ again in the same process costs (the test session's case).

`smashwiki check` reads every data file (libyaml, the schemas) and puts each in canonical form
(ruamel's round trip, pure Python) to see whether it already is. A test session does that to
copies of data/ many times; `load._check_bytes` and `fmt.canonical_text` remember their last
results, so a copy of unchanged files costs a fraction. This prints the CPU seconds of each
round, the first (nothing remembered) and the ones after, and the same with the memos cleared
before each round (what every round would cost without them).

    python bench/check_again.py --rounds 3
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from smashwiki import fmt, load
from smashwiki.building.pipeline import check

ROOT = Path(__file__).resolve().parent.parent


def _round(project: Path, *, forget: bool) -> float:
    if forget:
        load._check_bytes.cache_clear()
        fmt.canonical_text.cache_clear()
    started = time.process_time()
    check(project)
    return time.process_time() - started


def main() -> None:
    """Check fresh copies of data/ and print the CPU of each round."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory() as tmp:
        figures: dict[str, list[float]] = {"remembered": [], "forgotten": []}
        for turn in range(rounds * 2 + 1):
            project = Path(tmp) / f"copy-{turn}"
            shutil.copytree(ROOT / "data", project / "data")
            side = "remembered" if turn % 2 else "forgotten"
            figures[side].append(_round(project, forget=side == "forgotten"))
            print(f"round {turn + 1} ({side}): {figures[side][-1]:.2f} s CPU", flush=True)
        for side, values in figures.items():
            print(f"median {side}: {statistics.median(values):.2f} s CPU")


if __name__ == "__main__":
    main()
