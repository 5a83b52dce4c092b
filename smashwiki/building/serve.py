"""Serve the built site locally, rebuilding it on every change and reloading the browser.

The server never waits on a build: every request is answered from the site as it is on disk
(a build publishes a new site with one rename, so a request sees the old site or the new one,
whole), and the full builds run in a child process, so they never hold this process's
interpreter either. A page reloads itself when the site it shows changed: it asks
``/.livereload/N`` (held until the site's version is no longer ``N``, or for
:data:`RELOAD_WAIT` seconds) and reloads when the answer differs.
"""

from __future__ import annotations

import functools
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import AbstractContextManager, contextmanager
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ..errors import BuildError, DataError, Problem
from ..load import FileCache, load_dataset
from ..site.setup import site_setup
from . import pipeline
from .live import LiveSite

#: How often the watched files are looked at (a snapshot of their time stamps and sizes).
POLL_SECONDS = 0.25

#: Seconds a page's question "has the site changed?" is held before it is answered anyway.
RELOAD_WAIT = 25

#: Where a page asks whether the site changed.
RELOAD_PATH = "/.livereload/"


def not_found_page(site: Path) -> Callable[[int], bytes | None]:
    """The server's error pages: for a 404, the site's own ``404.html`` as it is now (a
    rebuild may have changed it), or ``None`` (the server's plain message) without one."""

    def page(code: int) -> bytes | None:
        path = site / "404.html"
        if code != 404 or not path.is_file():
            return None
        return path.read_bytes()

    return page


def reload_script(version: int) -> bytes:
    """The script put at the end of every HTML page served: it reloads the page when the
    site's version is no longer ``version``."""
    script = (
        "(function(){var seen=VERSION;function ask(){fetch('PATH'+seen)"
        ".then(function(r){return r.text()}).then(function(now){"
        "if(+now!==seen){location.reload()}else{ask()}},"
        "function(){setTimeout(ask,2000)})}ask()})();"
    )
    script = script.replace("VERSION", str(version)).replace("PATH", RELOAD_PATH)
    return f"<script>{script}</script>".encode("ascii")


class LiveServer(ThreadingHTTPServer):
    """Serves the folder ``site`` on ``host:port``, a thread a request, and tells open pages
    when :meth:`reload` is called."""

    daemon_threads = True
    #: Connections waiting to be accepted (socketserver's default, 5, makes the 6th of many
    #: clients connecting at once wait for the kernel to retry, a second and then longer).
    request_queue_size = 1024

    def __init__(self, site: Path, host: str = "127.0.0.1", port: int = 8000) -> None:
        self.site = Path(site)
        self.version = 0
        self._changed = threading.Condition()
        super().__init__((host, port), _LiveHandler)

    def reload(self) -> None:
        """Tell every open page that the site changed."""
        with self._changed:
            self.version += 1
            self._changed.notify_all()

    def version_after(self, seen: int, timeout: float) -> int:
        """The site's version once it is no longer ``seen`` (or after ``timeout`` seconds)."""
        with self._changed:
            self._changed.wait_for(lambda: self.version != seen, timeout)
            return self.version


class _LiveHandler(SimpleHTTPRequestHandler):
    """Files of the served site as they are now; HTML pages with :func:`reload_script`."""

    server: LiveServer

    def __init__(self, request: Any, client_address: Any, server: LiveServer) -> None:
        super().__init__(request, client_address, server, directory=str(server.site))

    def do_GET(self) -> None:  # noqa: N802 (the base's name)
        """A file of the site, or the answer to a page asking whether the site changed."""
        if self.path.startswith(RELOAD_PATH):
            self._answer_reload(self.path.removeprefix(RELOAD_PATH))
            return
        target = Path(self.translate_path(self.path))
        if target.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            target = target / "index.html"
        if target.suffix == ".html" and target.is_file():
            self._send(HTTPStatus.OK, self._with_script(target.read_bytes()))
        else:
            super().do_GET()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A missing page gets the site's own 404 page, when it has one."""
        page = not_found_page(self.server.site)(code)
        if page is None:
            super().send_error(code, message, explain)
        else:
            self._send(HTTPStatus.NOT_FOUND, self._with_script(page))

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base's name)
        pass

    def _answer_reload(self, seen: str) -> None:
        version = self.server.version
        if seen.isdigit():
            version = self.server.version_after(int(seen), RELOAD_WAIT)
        self._send(HTTPStatus.OK, str(version).encode("ascii"), "text/plain")

    def _with_script(self, page: bytes) -> bytes:
        script = reload_script(self.server.version)
        end = page.rfind(b"</body>")
        return page + script if end < 0 else page[:end] + script + page[end:]

    def _send(self, status: HTTPStatus, body: bytes, kind: str = "text/html") -> None:
        self.send_response(status)
        self.send_header("Content-Type", f"{kind}; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)


def snapshot(paths: Iterable[Path]) -> dict[str, tuple[int, int]]:
    """The time stamp and size of every file at or under ``paths`` (missing ones left out)."""
    found: dict[str, tuple[int, int]] = {}
    for path in paths:
        files = [Path(folder) / name for folder, _, names in os.walk(path) for name in names]
        for file in files if Path(path).is_dir() else [Path(path)]:
            try:
                stat = file.stat()
            except OSError:
                continue
            found[str(file)] = (stat.st_mtime_ns, stat.st_size)
    return found


def rebuild_and_reload(
    rebuild: Callable[[], object], server: LiveServer, on_error: Callable[[Exception], None]
) -> None:
    """Run ``rebuild``, then reload the open pages; a rebuild that fails, for any reason (the
    project's errors, or anything a broken file makes a library raise), is reported with
    ``on_error`` and the site served stays as it was."""
    try:
        rebuild()
    except Exception as exc:  # the server must outlive any failed build
        _report(on_error, exc)
    server.reload()


def serve(
    server: LiveServer,
    watched: Iterable[Path],
    rebuild: Callable[[], object],
    *,
    on_error: Callable[[Exception], None],
) -> None:
    """Serve with ``server`` until interrupted; every change under a ``watched`` path runs
    ``rebuild`` (:func:`rebuild_and_reload`), here, never in a thread answering requests."""
    paths = list(watched)
    thread = threading.Thread(target=server.serve_forever, name="http", daemon=True)
    thread.start()
    try:
        seen = snapshot(paths)
        while True:  # until Ctrl-C
            time.sleep(POLL_SECONDS)
            now = snapshot(paths)
            if now == seen:
                continue
            while (later := _settled(paths)) != now:  # saves still going on
                now = later
            seen = now
            rebuild_and_reload(rebuild, server, on_error)
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
        server.server_close()


def _settled(paths: list[Path]) -> dict[str, tuple[int, int]]:
    time.sleep(POLL_SECONDS)
    return snapshot(paths)


class Rebuilds:
    """What ``smashwiki serve`` runs on every change of the project (call it).

    A change of the data shows at once on the pages that show it (:class:`~.live.LiveSite`);
    then a full build runs in the background, in a child process (one at a time; saves during
    a build make one more), which updates every other page, the database and the search
    indexes and publishes them; ``on_published`` is called after each. A change of the
    templates or of mkdocs.yml is such a full build only. Bad data raises
    :class:`~smashwiki.errors.DataError` before anything is written; a background build that
    fails is reported with ``on_error``; either way the last good site stays up. The data
    files already read are not parsed again unless they changed.
    """

    def __init__(
        self,
        project: Path,
        on_error: Callable[[Exception], None],
        on_published: Callable[[], None] = lambda: None,
    ) -> None:
        self.project, self.on_error, self.on_published = Path(project), on_error, on_published
        out = self.project / pipeline.BUILD_DIR
        setup = site_setup(self.project, out / pipeline.CACHE_DIR)
        context = multiprocessing.get_context("spawn")
        lock = context.RLock()  # held by this process's page updates and the child's publishing
        self.live = LiveSite(out, setup.config_file, setup.templates, lock=lock)
        self._pool = functools.partial(
            ProcessPoolExecutor, 1, mp_context=context, initializer=_hold_lock, initargs=(lock,)
        )
        self._builder = self._pool()
        self.cache: FileCache = {}
        self._settings = self._stamp()
        self._wanted = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self._worker: threading.Thread | None = None

    def build(self) -> None:
        """A full build now, in this process (the first, before serving)."""
        pipeline.build(self.project, publish_lock=self.live.lock)
        self._ready()

    def _ready(self) -> None:
        if not self.cache:
            self._load()  # read every file once, so that an edit reads only its own
        try:
            self.live.prepare()
        except Exception:  # the next update tries again, and falls back to a full build
            logging.getLogger(__name__).debug("preparing quick updates failed", exc_info=True)

    def __call__(self) -> None:
        settings = self._stamp()
        if settings != self._settings:
            self._settings = settings
        else:
            self.show(self._load())
        self._wanted.set()
        if self._worker is None:
            self._worker = threading.Thread(target=self._work, name="full-build", daemon=True)
            self._worker.start()

    def _load(self) -> object:
        data = self.project / pipeline.DATA_DIR
        return load_dataset(data, root=self.project, cache=self.cache)

    def show(self, dataset: object) -> None:
        """Update the pages showing what changed; a failure here is left to the full build
        that follows, which reports it."""
        try:
            self.live.update(dataset)  # type: ignore[arg-type]
        except Exception:  # the background build says what is wrong
            logging.getLogger(__name__).debug("quick update failed", exc_info=True)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until no background build runs or is wanted; False on timeout."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        """Stop the child process that builds (after the build it runs, if any)."""
        self._builder.shutdown(wait=True, cancel_futures=True)

    def _build_in_child(self) -> tuple[str, Any] | None:
        try:
            return self._builder.submit(_build, str(self.project)).result()
        except BrokenProcessPool:  # the child died (killed, out of memory): a new one next time
            self._builder = self._pool()
            raise

    def _work(self) -> None:
        while True:
            self._wanted.wait()
            self._idle.clear()
            self._wanted.clear()
            try:
                _raise(self._build_in_child())
                self._ready()
                if self._wanted.is_set():  # saved meanwhile: show it on the new site too
                    self.show(self._load())
                self.on_published()
            except Exception as exc:  # the server outlives any failed build
                _report(self.on_error, exc)
            finally:
                if not self._wanted.is_set():
                    self._idle.set()

    def _stamp(self) -> dict[str, tuple[int, int]]:
        """Time stamp and size of mkdocs.yml and of every file under templates/."""
        return snapshot([self.project / pipeline.MKDOCS_FILE, self.project / "templates"])


#: The lock the child process that builds holds while it publishes (:class:`Rebuilds`).
_PUBLISH_LOCK: list[AbstractContextManager[Any]] = []


def _hold_lock(lock: AbstractContextManager[Any]) -> None:
    """(In the child that builds, when it starts.) Remember the publishing lock."""
    _PUBLISH_LOCK.append(lock)


def _build(project: str) -> tuple[str, Any] | None:
    """(In the child that builds.) A full build of ``project``; what stopped it, if anything,
    in a form that crosses processes: ``("data", problems)`` or ``("build", message)``."""
    try:
        pipeline.build(Path(project), publish_lock=_PUBLISH_LOCK[0] if _PUBLISH_LOCK else None)
    except DataError as exc:
        return ("data", list(exc.problems))
    except Exception as exc:  # reported by the server, which keeps serving
        return ("build", f"{type(exc).__name__}: {exc}")
    return None


def _raise(failure: tuple[str, Any] | None) -> None:
    """Raise what :func:`_build` says stopped the build, as the error it was."""
    if failure is None:
        return
    kind, detail = failure
    if kind == "data":
        problems: list[Problem] = detail
        raise DataError(problems)
    raise BuildError(str(detail))


def _report(on_error: Callable[[Exception], None], exc: Exception) -> None:
    try:
        on_error(exc)
    except Exception:
        logging.getLogger(__name__).exception("reporting a failed build failed")


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base's name)
        pass


@contextmanager
def static(folder: Path) -> Iterator[str]:
    """Serve the built ``folder`` as it is (no rebuilds, no reloading) on 127.0.0.1, on a free
    port, for the length of the block; yields the base URL. For tests and benchmarks."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
