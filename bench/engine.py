"""Benchmark: how fast the rules engine runs rulings scenarios, on one core.

Runs every scenario it can find (each ruling's check in data/, and the engine
scenarios in tests/scenarios/) over and over for a few seconds and prints
scenarios per second (target: at least 2,000), then plays seeded random games
with every invariant checked after every event and prints turns per second.

    python bench/engine.py                  # 5 s of scenarios, 2,000 random turns
    python bench/engine.py --seconds 10 --turns 20000

Figures are CPU time of this process (one core). Scenarios run in one-second
rounds; the best round is the figure (as timeit reports the best of several
runs: other work on a shared machine only ever slows a round down) and the
median is printed beside it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # benchmark this checkout, not an installed copy

from smashwiki.checks import catalog  # noqa: E402
from smashwiki.engine.cards import load_all  # noqa: E402
from smashwiki.engine.randomplay import Invariants, play_turns, random_game  # noqa: E402
from smashwiki.engine.scenario import run_check  # noqa: E402
from smashwiki.load import load_dataset  # noqa: E402

TARGET = 2000


def scenarios() -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Every check in data/ and every scenario in tests/scenarios/, and the card catalog."""
    dataset = load_dataset(ROOT / "data", root=ROOT)
    checks = [dict(r.check) for r in dataset.rulings if r.check is not None]
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")):
        checks += list(YAML(typ="safe").load(path.read_text()).values())
    return checks, catalog(dataset)


def bench_scenarios(seconds: float) -> None:
    """Print scenarios per second: the best and the median of one-second rounds."""
    load_all()
    checks, cards = scenarios()
    rates, runs, failing = [], 0, 0
    for _ in range(max(1, round(seconds))):
        done, cpu = 0, time.process_time()
        while time.process_time() - cpu < 1.0:
            for check in checks:
                try:
                    run_check(check, cards)
                except Exception:  # a failing check still costs a run; the tests report it
                    failing += 1
                done += 1
        rates.append(done / (time.process_time() - cpu))
        runs += done
    best, median = max(rates), statistics.median(rates)
    verdict = "meets" if best >= TARGET else "MISSES"
    print(
        f"scenarios: {len(checks)} distinct, {runs} runs ({failing} failing), "
        f"{len(rates)} rounds of 1 s CPU"
    )
    print(
        f"  {best:,.0f} scenarios/s on one core (best round; median {median:,.0f}/s); "
        f"{verdict} the target of {TARGET:,}/s"
    )


def bench_random_play(turns: int) -> None:
    """Print random-play turns (and events) per second, invariants checked after each event."""
    played, events, seed = 0, 0, 0
    cpu, wall = time.process_time(), time.perf_counter()
    while played < turns:
        game = random_game(seed, players=2 + seed % 3)
        invariants = Invariants.watch(game)
        played += play_turns(game, min(50, turns - played))
        events += invariants.events
        seed += 1
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(f"random play: {played} turns of {seed} games, {events} events, invariants after each")
    print(
        f"  {played / cpu:,.0f} turns/s, {events / cpu:,.0f} events/s on one core "
        f"({played / wall:,.0f} turns/s wall clock)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds of scenarios")
    parser.add_argument("--turns", type=int, default=2000, help="random turns to play")
    args = parser.parse_args()
    bench_scenarios(args.seconds)
    bench_random_play(args.turns)


if __name__ == "__main__":
    main()
