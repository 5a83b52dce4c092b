"""Benchmark: what share of ``smashwiki check`` the canonical-form check of ``data/`` costs,
on the generated whole-game corpus (``smashwiki/corpus.py``) at 1x and 10x.

``check`` reads and validates the data (schemas, the data-set checks), runs every ruling's
check, and compares each file with its canonical form (``smashwiki fmt --check``). Each part
is timed in this process, in CPU seconds, on a fresh corpus, and the canonical-form check's
share of the whole is printed: on the first run (an empty cache of canonical texts,
``smashwiki.canoncache``), and again with nothing changed since (the cache read afresh).

    python bench/check_share.py              # 1x and 10x
    python bench/check_share.py --scales 1
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # benchmark this checkout, not an installed copy

from smashwiki import canoncache  # noqa: E402
from smashwiki.checks import run_all  # noqa: E402
from smashwiki.corpus import write_corpus  # noqa: E402
from smashwiki.fmt import format_problems  # noqa: E402
from smashwiki.load import load_dataset  # noqa: E402


def cpu(work: object) -> tuple[float, object]:
    """CPU seconds ``work()`` took in this process, and what it returned."""
    start = time.process_time()
    result = work()  # type: ignore[operator]
    return time.process_time() - start, result


def measure(scale: int) -> None:
    """Print the parts of ``check`` on a fresh corpus at ``scale``."""
    with tempfile.TemporaryDirectory(prefix="check-share-") as folder:
        project = Path(folder)
        data = write_corpus(project, scale=scale)
        size = sum(path.stat().st_size for path in data.rglob("*.yaml"))
        load, dataset = cpu(lambda: load_dataset(data, root=project))
        rulings, _ = cpu(lambda: run_all(dataset))  # type: ignore[arg-type]
        os.environ["SMASHWIKI_CACHE_DIR"] = str(project / "cache")  # empty: the first run
        cold, problems = cpu(lambda: format_problems(data, project))
        canoncache.forget()  # the next run reads the cache file as a new process would
        warm, _ = cpu(lambda: format_problems(data, project))
        for label, canonical in (("first run", cold), ("unchanged since", warm)):
            total = load + rulings + canonical
            print(
                f"{scale}x ({size / 1e6:.1f} MB, {len(dataset.cards):,} cards, "  # type: ignore[attr-defined]
                f"{len(dataset.rulings):,} rulings), {label}: read and validate {load:.2f} s, "  # type: ignore[attr-defined]
                f"rulings' checks {rulings:.2f} s, canonical form {canonical:.2f} s "
                f"= {100 * canonical / total:.0f}% of {total:.2f} s CPU "
                f"({len(problems)} files not canonical)"  # type: ignore[arg-type]
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 10])
    for scale in parser.parse_args().scales:
        measure(scale)


if __name__ == "__main__":
    main()
