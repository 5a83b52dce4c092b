"""Benchmark: how big the search's chunked index of cards (``search/*.json``) is.

Writes the index for the real data's database (``build/smashup.db``, if built) and for the
made-up data sets of tests/sitekit.py at 1x and 10x all of Smash Up, and prints its size,
raw and gzipped (as a web server would send it), and per card.

    python bench/search_index.py
    python bench/search_index.py --scale 1 --scale 10 --scale 20
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # this checkout, and the tests' data helpers

from sitekit import scaled_dataset  # noqa: E402

from smashwiki.db import write_database  # noqa: E402
from smashwiki.site.searchpage import write_index  # noqa: E402


def measure(label: str, database: Path) -> None:
    """Write the chunked index of ``database`` to a scratch folder and print its size."""
    with tempfile.TemporaryDirectory() as tmp:
        files = {path.name: path.read_bytes() for path, _ in write_index(database, Path(tmp))}
    manifest = json.loads(files["cards.json"])
    cards = sum(shard["count"] for shard in manifest["shards"])
    total = sum(len(data) for data in files.values())
    zipped = sum(len(gzip.compress(data)) for data in files.values())
    largest = max((len(files[s["cards"]]), s["cards"]) for s in manifest["shards"])
    print(
        f"{label}: {cards} cards, {len(files)} files, {total / 1024:.1f} KiB "
        f"({zipped / 1024:.1f} KiB gzipped), {total / cards:.0f} B a card; "
        f"manifest {len(files['cards.json']) / 1024:.1f} KiB, "
        f"largest stats shard {largest[1]} {largest[0] / 1024:.1f} KiB"
    )


def main() -> None:
    """Measure the real data (if built) and each scale asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, action="append", help="default: 1 and 10")
    args = parser.parse_args()
    real = ROOT / "build" / "smashup.db"
    if real.is_file():
        measure(f"real data ({real.relative_to(ROOT)})", real)
    for scale in args.scale or [1, 10]:
        with tempfile.TemporaryDirectory() as tmp:
            database = write_database(scaled_dataset(scale), Path(tmp) / "smashup.db")
            measure(f"generated data at {scale:g}x", database)


if __name__ == "__main__":
    main()
