"""Benchmark: the whole game through `smashwiki import wiki`, `check` and `build`.

Writes a MediaWiki XML export (schema 0.11) of generated faction pages shaped like the AEG
rulebook wiki (smashwiki/corpus.py; what it models is in bench/README.md), with the real
wiki's quirks planted: minions printed without a power token, a faction of fusion cards
under `=== Cards - Fusions ===` and `Minion: ... Action: ...` cards under `=== Cards - Other
===`, decks of 18, a heading the importer does not know, "Clarifications:" inside card
text, pages under printed titles ("The ...", "Tim Burton's The ..."). Then, each as a user
runs it (a `smashwiki` process, timed by wall clock and by the CPU time of the process):

1. `smashwiki import wiki export.xml` into an empty project (one run);
2. the same import again over its result (a merge that changes nothing);
3. `smashwiki check` of the result, on a first run (a canonical-form cache of its own,
   empty: `SMASHWIKI_CACHE_DIR`), then again (the files found canonical remembered);
4. `smashwiki build` of the result (database, every ruling's check, the site), unless
   `--no-build`.

It prints the counts of factions, cards, rulings and source discrepancies the data holds,
and of what the pages planted, so a run shows each quirk went in.

    python bench/import_wiki.py               # 106 faction pages: the whole wiki
    python bench/import_wiki.py --pages 300 --no-build
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from smashwiki.building.publish import copy_site_setup
from smashwiki.corpus import count_quirks, wiki_docs, write_wiki_export
from smashwiki.load import load_dataset

ROOT = Path(__file__).resolve().parent.parent


def timed(args: list[str], cwd: Path, cache: Path) -> tuple[float, float]:
    """Run ``smashwiki ARGS`` in ``cwd`` with its canonical-form cache in ``cache``; its
    wall-clock and CPU seconds (user + system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    smashwiki = shutil.which("smashwiki") or "smashwiki"
    env = {**os.environ, "SMASHWIKI_CACHE_DIR": str(cache)}
    done = subprocess.run(
        [smashwiki, *args], cwd=cwd, capture_output=True, text=True, check=False, env=env
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"smashwiki {' '.join(args)} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(pages: int, build: bool) -> None:
    """Import, re-import, check and build an export of ``pages`` faction pages; print it all."""
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        copy_site_setup(ROOT, project)
        export = write_wiki_export(Path(tmp) / "export.xml", pages)
        steps = [
            ("import", ["import", "wiki", str(export), "--data", "data"]),
            ("re-import", ["import", "wiki", str(export), "--data", "data"]),
            ("check", ["check", "--project", "."]),
            ("check again", ["check", "--project", "."]),
        ]
        if build:
            steps.append(("build", ["build", "--project", "."]))
        cache = Path(tmp) / "cache"
        times = {name: timed(args, project, cache) for name, args in steps}
        dataset = load_dataset(project / "data")
        planted = count_quirks(wiki_docs(pages))
        size = export.stat().st_size / 1e6
        print(f"{pages} faction pages ({size:.1f} MB export), CPU {os.cpu_count()} cores:")
        for name, (wall, cpu) in times.items():
            print(f"  {name:<11} {wall:6.2f} s wall, {cpu:6.2f} s CPU")
        kinds: dict[str, int] = {}
        for found in dataset.discrepancies:
            kinds[found.kind] = kinds.get(found.kind, 0) + 1
        print(
            f"  data: {len(dataset.factions)} factions, {len(dataset.cards)} cards, "
            f"{len(dataset.rulings)} rulings, {len(dataset.discrepancies)} source discrepancies "
            f"({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))})"
        )
        print(
            f"  planted: {planted.powerless} minions without a power token, "
            f"{planted.fusion_cards} cards under Cards - Fusions, {planted.other_fusions} "
            f"fusions under Cards - Other, {planted.short_decks} decks of 18, "
            f"{planted.odd_headings} card under an unknown heading, "
            f"{planted.inline_clarifications} clarifications inside card text, "
            f"{planted.printed_titles} printed titles"
        )


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=106, help="faction pages in the export")
    parser.add_argument("--no-build", action="store_true", help="leave out `smashwiki build`")
    arguments = parser.parse_args()
    measure(arguments.pages, not arguments.no_build)


if __name__ == "__main__":
    main()
