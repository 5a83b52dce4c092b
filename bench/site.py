"""Benchmark: the site at the size of the whole game, and at ten times it (issue 10's figures).

Generates the made-up data set of smashwiki/corpus.py at each scale, then measures, in one run:

- the full build (`smashwiki build` into an empty folder) next to a plain `mkdocs build` of the
  same Markdown with the same mkdocs.yml (the floor for a mkdocs-material site), and the ratio:
  each command is run in a fresh Python process, as a user runs it, so both pay their own
  start-up and imports; the two alternate, ``--repeat`` times each (default 3 at scale 1, once
  above), and the medians and their ratio are printed, and the median of each pair's ratio (a
  full run and the plain run beside it: the machine's drift within a run cancels out). (The
  figure of the in-process build, with plain mkdocs run after it in the same process, is
  printed too, labelled: there plain mkdocs finds mkdocs, the theme and Markdown already
  imported, which favours it.)
- a rebuild with nothing changed, and a rebuild after changing one card's text;
- `smashwiki serve`: from saving an edited card file to the card's page showing the edit (the
  page is polled as a browser would), and to the background build publishing the whole site;
- in headless Chromium (Debian's /usr/bin/chromium; skipped without it): the bytes a cold load
  of a card page, a faction page and the home page transfers, and the bytes fetched and the
  time until the header search box shows its first result for three searches;
- the largest HTML page, and the size of the site.

Bytes are as the server sends them, uncompressed (Python's http.server does not compress; a
host that gzips sends less). Times are wall-clock seconds on this machine, CPU in brackets.

    python bench/site.py               # scales 1 and 10
    python bench/site.py --scale 1     # one scale only
    python bench/site.py --no-browser  # skip the Chromium figures
    python bench/site.py --repeat 5    # five fresh-process runs of each side of the ratio
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from smashwiki.building import pipeline  # noqa: E402
from smashwiki.building.publish import copy_site_setup  # noqa: E402
from smashwiki.building.serve import static  # noqa: E402
from smashwiki.corpus import write_corpus  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
#: The three searches typed into the header box of a card page: the card syntax, words (cards
#: and pages), and a faction's cards of one type.
SEARCHES = ("t:minion power>=4", "extra minion", "f:gen-faction-0001 t:action")
EDITED_FACTION = "data/factions/gen-faction-0000.yaml"


def cpu() -> float:
    """CPU seconds used so far by this process and its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(action: Callable[[], Any]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of ``action()``."""
    wall, used = time.perf_counter(), cpu()
    action()
    return time.perf_counter() - wall, cpu() - used


def show(label: str, wall: float, used: float, extra: str = "") -> None:
    print(f"  {label:<34} {wall:7.2f} s  (CPU {used:6.2f} s){extra}")


def plain_mkdocs(project: Path, docs: Path, site: Path) -> None:
    """`mkdocs build` of ``docs`` with the project's mkdocs.yml, as mkdocs alone runs it."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    build(load_config(str(project / "mkdocs.yml"), docs_dir=str(docs), site_dir=str(site)))


def child_cpu() -> float:
    """CPU seconds used so far by this process's finished children (and theirs)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return children.ru_utime + children.ru_stime


def run_command(command: list[str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of ``command`` run in a fresh process, which must succeed.

    The process writes bytecode as Python does by default (this machine's
    ``PYTHONDONTWRITEBYTECODE`` is dropped; :func:`fresh_process_ratio` compiles the package
    first), so neither side pays for compiling its modules again on every run."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    wall, used = time.perf_counter(), child_cpu()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall, used = time.perf_counter() - wall, child_cpu() - used
    if done.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")
    return wall, used


def fresh_process_ratio(project: Path, scratch: Path, repeat: int) -> None:
    """Run `smashwiki build` (into an empty folder) and plain `mkdocs build` of the Markdown it
    wrote in ``project/build/docs`` (same mkdocs.yml), each in its own fresh process,
    alternating which goes first, ``repeat`` times each; print each run, the medians and the
    ratio of the medians.

    Every run's output is kept until all have run: on this machine's file system (ext4
    mounted with ``discard``) deleting ~45 MB of files makes the runs after it pay more and
    more system CPU for writing theirs (a full build's 1.0 s grew by ~0.35 s a run over five
    runs, each output deleted after its run), which would measure the benchmark's own
    deletions rather than the build. For the same reason a first pair of runs, not counted,
    takes what the writing and deleting before them left to pay."""
    compileall.compile_dir(ROOT / "smashwiki", quiet=1)
    config = str(project / "mkdocs.yml")
    runs: dict[str, list[tuple[float, float]]] = {"full": [], "plain": []}
    commands = {
        "full": [sys.executable, "-m", "smashwiki", "build", "--project", str(project)],
        "plain": [sys.executable, "-m", "mkdocs", "build", "-f", config],
    }
    outs = []
    for turn in range(-1, repeat):  # turn -1: a warm-up, not counted
        for side in ("full", "plain") if turn % 2 == 0 else ("plain", "full"):
            outs.append(scratch / f"{side}{turn}")
            where = ["--out", str(outs[-1])] if side == "full" else ["-d", str(outs[-1])]
            measured = run_command([*commands[side], *where])
            if turn >= 0:
                runs[side].append(measured)
    for out in outs:  # not between runs (see above)
        shutil.rmtree(out)
    for side, label in (("full", "smashwiki build"), ("plain", "plain mkdocs build")):
        each = ", ".join(f"{wall:.1f} ({used:.1f})" for wall, used in runs[side])
        print(f"    {label:<20} runs, wall (CPU) s: {each}")
    full = _medians(runs["full"])
    plain = _medians(runs["plain"])
    show(f"full build, fresh process, median/{repeat}", *full)
    show(
        f"plain mkdocs, fresh process, median/{repeat}",
        *plain,
        f"  ratio {full[0] / plain[0]:.2f} (CPU {full[1] / plain[1]:.2f})",
    )
    pairs = [(f[0] / p[0], f[1] / p[1]) for f, p in zip(runs["full"], runs["plain"], strict=True)]
    each = ", ".join(f"{wall:.2f} ({used:.2f})" for wall, used in pairs)
    wall, used = _medians(pairs)
    print(f"    ratio of each pair (a full run and the plain run beside it), wall (CPU): {each}")
    print(f"  {'median ratio of the pairs':<34} {wall:7.2f}    (CPU {used:6.2f})")


def _medians(runs: list[tuple[float, float]]) -> tuple[float, float]:
    """The median wall and the median CPU seconds of ``runs``."""
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def edited_card(project: Path) -> str:
    """The id of the card :func:`edit_card` edits: the first of the first faction."""
    found = re.search(r"^  - id: ([a-z0-9-]+)$", (project / EDITED_FACTION).read_text(), re.M)
    assert found, "the corpus changed shape: no card in " + EDITED_FACTION
    return f"{EDITED_FACTION.rsplit('/', 1)[-1].removesuffix('.yaml')}/{found[1]}"


def edit_card(project: Path, mark: str) -> None:
    """Put the word ``mark`` at the start of one card's text (:func:`edited_card`), in place
    of the mark an earlier edit put there."""
    path = project / EDITED_FACTION
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("  - id: "))
    at = next(i for i in range(at, len(lines)) if lines[i].startswith("    text: "))
    line = re.sub(r"zqx[a-z]+ ", "", lines[at])
    quote = '"' if line.startswith('    text: "') else ""
    lines[at] = line.replace(f"    text: {quote}", f"    text: {quote}{mark} ", 1)
    path.write_text("\n".join(lines), encoding="utf-8")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:  # noqa: S310 (loopback)
            return str(response.read().decode("utf-8", "replace"))
    except OSError:
        return ""


def serve_edit_to_page(
    project: Path, card: str, limit: float = 300.0
) -> tuple[float | None, float | None]:
    """Seconds from saving an edited card file to `smashwiki serve` serving the edit on the
    card's page, and to the background build publishing the whole site (its database holds
    the edit)."""
    port = free_port()
    command = [sys.executable, "-m", "smashwiki", "serve", "--project", str(project)]
    server = subprocess.Popen(
        [*command, "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/cards/{card}/"
    try:
        start = time.monotonic()
        while "zqxedited" not in fetch(url):
            if time.monotonic() - start > limit or server.poll() is not None:
                return None, None
            time.sleep(0.2)
        time.sleep(1.0)  # let the watcher settle after the first build
        edit_card(project, "zqxserved")
        saved = time.monotonic()
        while "zqxserved" not in fetch(url):
            if time.monotonic() - saved > limit:
                return None, None
            time.sleep(0.05)
        shown = time.monotonic() - saved
        database = project / "build" / "smashup.db"
        while b"zqxserved" not in database.read_bytes():
            if time.monotonic() - saved > limit:
                return shown, None
            time.sleep(0.2)
        return shown, time.monotonic() - saved
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


def browser_figures(site: Path, card: str) -> None:
    """Bytes of cold page loads, and of the header search's first results, in Chromium."""
    if not Path(CHROMIUM).exists():
        print(f"  (no Chromium at {CHROMIUM}: page and search bytes not measured)")
        return
    from playwright.sync_api import sync_playwright

    with static(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for label, url in (
            ("cold load, card page", f"cards/{card}/"),
            ("cold load, faction page", f"factions/{card.split('/')[0]}/"),
            ("cold load, home page", ""),
        ):
            page, seen = _tab(browser)
            page.goto(base + url, wait_until="networkidle")
            print(f"  {label:<34} {_kb(sum(seen.values()))} in {len(seen)} files")
            page.context.close()
        for text in SEARCHES:
            page, seen = _tab(browser)
            page.goto(base + f"cards/{card}/", wait_until="networkidle")
            before = dict(seen)
            start = time.perf_counter()
            page.fill("[data-sw-find-input]", text)
            page.wait_for_function(
                "text => document.querySelector('[data-sw-find-panel]')"
                ".getAttribute('data-sw-find-for') === text",
                arg=text,
                timeout=60_000,
            )
            first = time.perf_counter() - start
            page.wait_for_timeout(300)  # the responses' events arrive after the result shows
            cards = {u: s for u, s in seen.items() if u not in before}
            line = f"  search {text!r:<27} first result {first:5.2f} s, {_kb(sum(cards.values()))}"
            if page.locator(".sw-find__pages").count():
                page.wait_for_selector(".sw-find__pages .sw-search__page, .sw-find__error")
                pages = time.perf_counter() - start
                page.wait_for_timeout(300)
                fetched = {u: s for u, s in seen.items() if u not in before}
                line += f"; with pages {pages:5.2f} s, {_kb(sum(fetched.values()))}"
            print(line)
            page.context.close()
        browser.close()


def _tab(browser: Any) -> tuple[Any, dict[str, int]]:
    """A fresh tab (empty cache) and the bytes of each response it receives."""
    context = browser.new_context()
    page = context.new_page()
    seen: dict[str, int] = {}

    def record(response: Any) -> None:
        try:
            seen[response.url] = len(response.body())
        except Exception:  # a response without a body (a redirect)
            seen.setdefault(response.url, 0)

    page.on("response", record)
    return page, seen


def _share(part: tuple[float, float], whole: tuple[float, float]) -> str:
    return f"  {part[0] / whole[0]:.0%} of full (CPU {part[1] / whole[1]:.0%})"


def _load() -> str:
    return ", ".join(f"{figure:.2f}" for figure in os.getloadavg())


def _kb(size: int) -> str:
    return f"{size / 1024:8.1f} KB"


def largest_pages(site: Path) -> tuple[int, int, Path, int]:
    """(files, bytes) of the site, and its largest HTML page with its size."""
    files = [p for p in site.rglob("*") if p.is_file()]
    pages = [p for p in files if p.suffix == ".html"]
    biggest = max(pages, key=lambda p: p.stat().st_size)
    total = sum(p.stat().st_size for p in files)
    return len(files), total, biggest.relative_to(site), biggest.stat().st_size


def measure(scale: int, *, browser: bool, repeat: int) -> None:
    """Print every figure for the generated data set at ``scale``."""
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        write_corpus(project, scale=scale)
        copy_site_setup(ROOT, project)
        print(f"scale {scale}: generated corpus (smashwiki/corpus.py)")
        report: list[Any] = []
        full = timed(lambda: report.append(pipeline.build(project)))
        site = report[0].site
        pages = site.pages if site else 0
        print(f"  {report[0].dataset and len(report[0].dataset.cards)} cards, {pages} pages")
        docs = project / "build" / "docs"
        plain = timed(lambda: plain_mkdocs(project, docs.resolve(), Path(tmp) / "plain"))
        print(f"  load average before the ratio: {_load()}")
        fresh_process_ratio(project, Path(tmp), repeat)
        print(f"  load average after the ratio:  {_load()}")
        show("full build, in this process", *full)
        show(
            "plain mkdocs, after it in-process",
            *plain,
            f"  ratio {full[0] / plain[0]:.2f} (CPU {full[1] / plain[1]:.2f}; favours mkdocs)",
        )
        first = timed(lambda: pipeline.build(project))
        show("first rebuild, nothing changed", *first, "  (copies the published site)")
        unchanged = timed(lambda: pipeline.build(project))
        show("rebuild, nothing changed", *unchanged, _share(unchanged, full))
        card = edited_card(project)
        edit_card(project, "zqxedited")
        one = timed(lambda: pipeline.build(project))
        show("rebuild after one card changed", *one, _share(one, full))
        html = (project / "build" / "site" / "cards" / card / "index.html").read_text()
        assert "zqxedited" in html, "the rebuild did not show the edit"
        for label, seconds in zip(
            ("serve: edit to page", "serve: edit to whole site (db)"),
            serve_edit_to_page(project, card),
            strict=True,
        ):
            shown = f"{seconds:7.2f} s" if seconds is not None else "did not show the edit"
            print(f"  {label:<34} {shown}")
        files, size, biggest, biggest_size = largest_pages(project / "build" / "site")
        print(f"  {'largest HTML page':<34} {_kb(biggest_size)}  ({biggest})")
        print(f"  {'site':<34} {files} files, {size / 1e6:.1f} MB")
        if browser:
            browser_figures((project / "build" / "site").resolve(), card)


def main() -> None:
    """Measure each scale asked for (default 1 and 10)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--scale", type=int, action="append", help="scale(s) to measure")
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium figures")
    parser.add_argument(
        "--repeat", type=int, help="fresh-process runs of each side (default 3 at scale 1, else 1)"
    )
    arguments = parser.parse_args()
    os.environ.setdefault("PYTHONHASHSEED", "0")
    for scale in arguments.scale or [1, 10]:
        repeat = arguments.repeat or (3 if scale == 1 else 1)
        measure(scale, browser=not arguments.no_browser, repeat=repeat)


if __name__ == "__main__":
    main()
