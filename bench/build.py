"""Benchmark: how long `smashwiki build` takes, and how big its output is, at scale.

Generates a made-up data set at 1x and 10x all of Smash Up (about 106 and 1,060
factions; see smashwiki/corpus.py), builds it, and prints the figures.

    python bench/build.py            # scales 1 and 10
    python bench/build.py --scale 1  # one scale only
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from smashwiki.building import pipeline
from smashwiki.building.publish import copy_site_setup
from smashwiki.corpus import write_corpus
from smashwiki.load import load_dataset

ROOT = Path(__file__).resolve().parent.parent


def folder_size(path: Path) -> tuple[int, int]:
    """(files, bytes) below ``path``."""
    files = [p for p in path.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def measure(scale: int, *, site: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp)
        write_corpus(project, scale=scale)
        if site:
            copy_site_setup(ROOT, project)
        started = time.perf_counter()
        dataset = load_dataset(project / "data", root=project)
        loaded = time.perf_counter() - started
        started = time.perf_counter()
        report = pipeline.build(project)
        built = time.perf_counter() - started
        print(
            f"scale {scale:>2}: {len(dataset.factions)} factions, {len(dataset.cards)} cards, "
            f"{len(dataset.rulings)} rulings | load+validate {loaded:.2f} s | "
            f"full build {built:.2f} s | db {report.database.stat().st_size / 1e6:.1f} MB"
        )
        site = project / "build" / "site"
        if site.is_dir():
            files, size = folder_size(site)
            print(f"          site: {files} files, {size / 1e6:.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, action="append", help="scale(s) to measure")
    parser.add_argument("--no-site", action="store_true", help="measure without the site")
    arguments = parser.parse_args()
    for scale in arguments.scale or [1, 10]:
        measure(scale, site=not arguments.no_site)


if __name__ == "__main__":
    main()
