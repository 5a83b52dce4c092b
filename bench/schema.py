"""Benchmark: checking every data file against its schema, with jsonschema-rs and with jsonschema.

Reads every file of `data/` (or of the generated corpus at 1x, `--corpus`) as the loader does,
then prints the CPU seconds (median of `--rounds`) of validating them all with the quick check
`smashwiki.load.quick_validator` (jsonschema-rs, compiled) and with `jsonschema`'s Draft 2020-12
validator, which the loader keeps for describing the problems of a file the quick check refuses,
and the seconds each took to compile the package's schemas.

    python bench/schema.py
    python bench/schema.py --corpus
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from smashwiki.load import plain_documents, quick_validator, schema_validator, schemas_by_kind

ROOT = Path(__file__).resolve().parent.parent


def documents(data: Path) -> list[tuple[str, Any]]:
    """Every data file under ``data`` as (kind, plain document)."""
    return [(kind, document) for _, kind, document in plain_documents(data)]


def cpu(work: Callable[[], object], rounds: int) -> float:
    """Median CPU seconds of ``work``."""
    times = []
    for _ in range(rounds):
        started = time.process_time()
        work()
        times.append(time.process_time() - started)
    return statistics.median(times)


def main() -> None:
    """Measure both validators over one data set."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", action="store_true", help="the generated corpus at 1x")
    parser.add_argument("--rounds", type=int, default=5)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = ROOT / "data"
        if arguments.corpus:
            from smashwiki.corpus import write_corpus

            write_corpus(Path(tmp) / "project", scale=1)
            data = Path(tmp) / "project" / "data"
        docs = documents(data)
        kinds = sorted(schemas_by_kind())
        compile_rs = cpu(lambda: [quick_validator.__wrapped__(k) for k in kinds], 1)
        compile_py = cpu(lambda: [schema_validator.__wrapped__(k) for k in kinds], 1)
        rs = cpu(lambda: [quick_validator(k).is_valid(d) for k, d in docs], arguments.rounds)
        py = cpu(lambda: [schema_validator(k).is_valid(d) for k, d in docs], arguments.rounds)
        assert all(quick_validator(k).is_valid(d) for k, d in docs)
        print(
            f"{len(docs)} files of {data}: jsonschema-rs {rs:.3f} s CPU (compiling {compile_rs:.3f}"
            f" s), jsonschema {py:.3f} s ({compile_py:.3f} s); {py / rs:.0f} times faster"
        )


if __name__ == "__main__":
    main()
