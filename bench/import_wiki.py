"""Benchmark: how long `smashwiki import wiki` takes on a whole-wiki XML export.

Writes a MediaWiki XML export (schema 0.11) of generated faction pages in the shapes of
the AEG rulebook wiki (smashwiki/corpus.py; what it models is in bench/README.md), imports
it into an empty data folder, imports it again over the result (a re-import: a merge that
changes nothing), checks the result with `smashwiki check`'s loader, and prints the figures
(wall-clock and CPU seconds: on a busy machine the CPU time is the one to compare).

    python bench/import_wiki.py               # 100 faction pages
    python bench/import_wiki.py --pages 300
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from smashwiki.corpus import write_wiki_export
from smashwiki.importers.wiki import import_wiki
from smashwiki.load import load_dataset


def measure(pages: int) -> None:
    """Import an export of ``pages`` generated faction pages twice and print the times."""
    with tempfile.TemporaryDirectory() as tmp:
        export = write_wiki_export(Path(tmp) / "export.xml", pages)
        data = Path(tmp) / "data"
        started, cpu = time.perf_counter(), time.process_time()
        first = import_wiki([export], data)
        imported, imported_cpu = time.perf_counter() - started, time.process_time() - cpu
        started, cpu = time.perf_counter(), time.process_time()
        again = import_wiki([export], data)
        reimported, reimported_cpu = time.perf_counter() - started, time.process_time() - cpu
        dataset = load_dataset(data)
        print(
            f"{pages} pages ({export.stat().st_size / 1e6:.1f} MB export): "
            f"import {imported:.2f} s (CPU {imported_cpu:.2f} s), "
            f"re-import {reimported:.2f} s (CPU {reimported_cpu:.2f} s; "
            f"{len(again.changed)} files changed) | "
            f"{len(first.files)} files, {len(dataset.factions)} factions, "
            f"{len(dataset.cards)} cards, {len(dataset.rulings)} rulings, "
            f"{len(first.warnings)} warnings; the data passes the checks"
        )


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=100, help="faction pages in the export")
    measure(parser.parse_args().pages)


if __name__ == "__main__":
    main()
