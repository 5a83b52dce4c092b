"""Benchmark: `smashwiki serve` under many concurrent clients while it rebuilds.

Builds a project (the generated corpus at 1x, or `--project`), starts `smashwiki serve` on a
free loopback port, and runs `--clients` clients (threads spread over `--processes` processes),
each fetching the site's pages in a loop, one new connection a request, until `--seconds` have
passed. After `--settle` seconds it edits a card's text (a data change: the quick update, then
the full build in the background) and, `--template-after` seconds later, a template (a full
build). It prints, for the requests started in each 10 seconds, their count, median and
slowest, then the requests answered, the slowest, the 99th percentile, how many took over
`--limit` seconds (and any that failed), and exits 1 if any request took over the limit or
failed. Clients that ask without pause measure the server's throughput as much as its waits
(200 clients at 100 answers a second wait 2 s each): on a busy machine, compare the slices
during the rebuilds with those before them. Nothing leaves the machine: the server listens on
127.0.0.1 only.

    python bench/serve_load.py --clients 200 --seconds 60
    python bench/serve_load.py --python /path/to/other/.venv/bin/python   # another checkout
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from projects import checkout_of, edit_a_card, site_project, site_setup

ROOT = Path(__file__).resolve().parent.parent

#: The pages each client asks for in turn: the home page, a section, a card page, an asset.
PATHS = ["/", "/cards/", "/factions/", "/assets/smashwiki.css", "/missing-page/"]


def free_port() -> int:
    """A port nobody listens on now, on the loopback interface."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fetch(port: int, path: str, timeout: float) -> float:
    """Seconds to fetch ``path`` over a new connection (its whole body); raises on failure."""
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        if response.status >= 500:
            raise OSError(f"{path}: HTTP {response.status}")
    finally:
        connection.close()
    return time.perf_counter() - started


def client_process(port: int, threads: int, until: float, paths: list[str], out: object) -> None:
    """(In a child.) ``threads`` clients fetching ``paths`` in turn until the clock says
    ``until``; sends back every request's start (clock time) and seconds, and every failure."""
    times: list[tuple[float, float]] = []
    failures: list[str] = []
    lock = threading.Lock()

    def client(offset: int) -> None:
        turn = offset
        while time.time() < until:  # bounded: ends at the deadline
            path = paths[turn % len(paths)]
            turn += 1
            started = time.time()
            try:
                took = fetch(port, path, timeout=30)
            except OSError as exc:
                with lock:
                    failures.append(f"{path}: {exc}")
                continue
            with lock:
                times.append((started, took))

    workers = [threading.Thread(target=client, args=(n,)) for n in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    out.send((times, failures))  # type: ignore[attr-defined]


def wait_for_server(port: int, seconds: float) -> None:
    """Wait until the server answers its home page."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            fetch(port, "/", timeout=5)
            return
        except OSError:
            time.sleep(0.5)
    raise SystemExit("the server did not start")


def touch_a_template(project: Path) -> None:
    """Change a page template (a full build), without changing what it renders."""
    path = project / "templates" / "home.md.j2"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")


def main() -> None:
    """Run the clients against one server and print the figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="the checkout's Python")
    parser.add_argument("--project", type=Path, help="a project (default: the corpus at 1x)")
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--settle", type=float, default=5)
    parser.add_argument("--template-after", type=float, default=25)
    parser.add_argument("--limit", type=float, default=2.0)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if arguments.project is None:
            project = site_project(Path(tmp))
        else:  # a copy of its data, to edit, with the site setup of the server's checkout
            project = Path(tmp) / "project"
            shutil.copytree(arguments.project / "data", project / "data")
            site_setup(checkout_of(arguments.python), project)
        port = free_port()
        log = (Path(tmp) / "serve.log").open("w")
        server = subprocess.Popen(
            [arguments.python, "-m", "smashwiki", "serve", "--project", str(project)]
            + ["--host", "127.0.0.1", "--port", str(port)],
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=tmp,  # not this checkout: `python -m` would import its package first
            env={k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        )
        try:
            wait_for_server(port, 600)
            run(arguments, project, port)
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
            log.close()


def run(arguments: argparse.Namespace, project: Path, port: int) -> None:
    """The clients, the edits during their run, and the report."""
    start = time.time()
    until = start + arguments.seconds
    share = [arguments.clients // arguments.processes] * arguments.processes
    share[0] += arguments.clients - sum(share)
    context = multiprocessing.get_context("spawn")
    pipes, children = [], []
    for threads in share:
        mine, theirs = context.Pipe(duplex=False)
        child = context.Process(target=client_process, args=(port, threads, until, PATHS, theirs))
        child.start()
        pipes.append(mine)
        children.append(child)
    time.sleep(arguments.settle)
    edit_a_card(project)
    print(f"edited a card at +{arguments.settle:.0f} s", flush=True)
    time.sleep(arguments.template_after)
    touch_a_template(project)
    print(f"changed a template at +{arguments.settle + arguments.template_after:.0f} s", flush=True)
    times: list[tuple[float, float]] = []
    failures: list[str] = []
    for pipe, child in zip(pipes, children, strict=True):
        got, failed = pipe.recv()
        times += got
        failures += failed
        child.join()
    by_slice: dict[int, list[float]] = {}
    for started, took in times:
        by_slice.setdefault(int((started - start) // 10), []).append(took)
    for number, slice_times in sorted(by_slice.items()):
        print(
            f"  requests started at +{number * 10:>3}-{number * 10 + 10} s: {len(slice_times):>6},"
            f" median {statistics.median(slice_times):.3f} s, slowest {max(slice_times):.3f} s"
        )
    report([took for _, took in times], failures, arguments.limit, arguments.clients)


def report(times: list[float], failures: list[str], limit: float, clients: int) -> None:
    """Print the figures; exit 1 if a request failed or took over ``limit`` seconds."""
    times.sort()
    over = sum(1 for t in times if t > limit)
    p99 = times[int(len(times) * 0.99) - 1] if times else float("nan")
    print(
        f"{clients} clients: {len(times)} requests answered, {len(failures)} failed; "
        f"median {statistics.median(times):.3f} s, 99th percentile {p99:.3f} s, "
        f"slowest {times[-1]:.3f} s; over {limit:g} s: {over}"
    )
    for failure in failures[:5]:
        print(f"  failed: {failure}")
    if over or failures:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
