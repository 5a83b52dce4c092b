"""Benchmark: how much of Python-Markdown's CPU on the generated pages is its raw-HTML parser.

Converts every ``.md`` page of a built site's Markdown (``build/docs`` after `smashwiki build`)
with the extensions mkdocs.yml names (``toc`` with permalinks, ``attr_list``), in this
process, and times the raw-HTML block preprocessor (``html_block``) inside each conversion;
prints the best of ``--repeat`` runs, for all pages and for each folder (page kind). Also
converts the pages with no extension at all, to show what the extensions themselves cost.

    smashwiki build && python bench/markdown_html.py build/docs
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import markdown

EXTENSIONS = ["toc", "attr_list"]
CONFIGS = {"toc": {"permalink": True}}


def convert_all(pages: list[str], md: markdown.Markdown) -> float:
    """CPU seconds to convert ``pages`` with ``md``."""
    start = time.process_time()
    for text in pages:
        md.reset()
        md.convert(text)
    return time.process_time() - start


def timed_html(md: markdown.Markdown) -> list[float]:
    """Wrap ``md``'s raw-HTML preprocessor so it adds its CPU seconds to the list returned."""
    spent = [0.0]
    preprocessor = md.preprocessors["html_block"]
    run: Callable[[list[str]], list[str]] = preprocessor.run

    def timed(lines: list[str]) -> list[str]:
        start = time.process_time()
        out = run(lines)
        spent[0] += time.process_time() - start
        return out

    preprocessor.run = timed  # type: ignore[method-assign]
    return spent


def measure(pages: list[str], repeat: int) -> tuple[float, float]:
    """(total, raw-HTML) CPU seconds of the fastest of ``repeat`` conversions of ``pages``."""
    md = markdown.Markdown(extensions=EXTENSIONS, extension_configs=CONFIGS)
    spent = timed_html(md)
    best: tuple[float, float] | None = None
    for _ in range(repeat):
        spent[0] = 0.0
        total = convert_all(pages, md)
        if best is None or total < best[0]:
            best = (total, spent[0])
    assert best is not None
    return best


def main() -> None:
    """Print the raw-HTML parser's share of Markdown's CPU, in all and by page kind."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("docs", type=Path, help="a built site's Markdown (build/docs)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    kinds: dict[str, list[str]] = defaultdict(list)
    for path in sorted(args.docs.rglob("*.md")):
        relative = path.relative_to(args.docs)
        kinds[relative.parts[0] if len(relative.parts) > 1 else "(top)"].append(
            path.read_text(encoding="utf-8")
        )
    every = [text for texts in kinds.values() for text in texts]
    bare = min(convert_all(every, markdown.Markdown()) for _ in range(args.repeat))
    total, html = measure(every, args.repeat)
    print(f"{len(every)} pages: {total:.2f} s CPU with the extensions, {bare:.2f} s without")
    print(f"  raw-HTML block parser: {html:.2f} s ({html / total:.0%})")
    for kind, texts in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        total, html = measure(texts, args.repeat)
        print(f"  {kind:12s} {len(texts):5d} pages {total:6.2f} s, raw HTML {html / total:.0%}")


if __name__ == "__main__":
    main()
