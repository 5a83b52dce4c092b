"""Benchmark: how long `smashwiki compile` takes over the texts of a whole game.

Compiles ~1,600 printed texts: every card and base text of the generated whole-game
corpus (smashwiki/corpus.py: 106 factions, real text lengths, generated sentences that
mostly stop at their first clause) and the invented corpus of tests/fixtures/compile/
(texts in Smash Up's style, most of which compile), repeated to make up the number, and
prints the seconds (wall-clock and CPU) and the outcome counts.

    python bench/compile.py                 # 1,600 texts
    python bench/compile.py --texts 5000
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

from smashwiki.compile.report import compile_cards, summary
from smashwiki.corpus import generate_factions

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from compilekit import corpus  # noqa: E402 - the fixture reader lives with the tests


def texts(count: int) -> list[tuple[str, str | None, str]]:
    """``count`` (name, text, type) triples: generated cards and invented texts, alternating."""
    generated = [
        (f"{doc['id']}/{card['id']}", card.get("text"), card.get("type", "minion"))
        for doc in generate_factions(106)
        for card in doc.get("cards", [])
        if card.get("text")
    ]
    invented = [(f"corpus/{n}", e["text"], e["type"]) for n, e in enumerate(corpus()["texts"])]
    mixed = [t for pair in itertools.zip_longest(generated, invented) for t in pair if t]
    return list(itertools.islice(itertools.cycle(mixed), count))


def main() -> None:
    """Compile the texts once (after a warm-up that builds the parser) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=1600, help="How many texts to compile.")
    count = parser.parse_args().texts
    chosen = texts(count)
    compile_cards(chosen[:1])  # builds the LALR tables once, as the first command does
    started, cpu = time.perf_counter(), time.process_time()
    outcomes = compile_cards(chosen)
    wall, used = time.perf_counter() - started, time.process_time() - cpu
    print(f"{count} texts compiled in {wall:.2f} s (CPU {used:.2f} s)")
    print(summary(outcome for _name, outcome in outcomes))


if __name__ == "__main__":
    main()
