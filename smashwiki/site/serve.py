"""Serve the built site locally, rebuilding it on every change and reloading the browser."""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from mkdocs.livereload import LiveReloadServer

from .. import build as pipeline
from ..load import FileCache, load_dataset
from .live import LiveSite
from .setup import site_setup

#: How often the watched files are looked at (a snapshot of their time stamps).
POLL_SECONDS = 0.25


def not_found_page(site: Path) -> Callable[[int], bytes | None]:
    """The server's error pages: for a 404, the site's own ``404.html`` as it is now (a
    rebuild may have changed it), or ``None`` (the server's plain message) without one."""

    def page(code: int) -> bytes | None:
        path = site / "404.html"
        if code != 404 or not path.is_file():
            return None
        return path.read_bytes()

    return page


def serve(
    site: Path,
    watched: Iterable[Path],
    rebuild: Callable[[], object],
    *,
    on_error: Callable[[Exception], None],
    host: str = "127.0.0.1",
    port: int = 8000,
) -> None:
    """Serve the folder ``site`` at ``http://host:port/`` until interrupted.

    Every change under a ``watched`` path runs ``rebuild``; a build that fails, for
    any reason (the project's errors, or anything a broken file makes a library
    raise), is reported with ``on_error`` and the previous site stays up: an
    exception escaping the builder would stop the server's build thread and leave
    every request hanging. Pages open in a browser reload themselves after each build.
    """

    def builder() -> None:
        try:
            rebuild()
        except Exception as exc:  # the server must outlive any failed build
            _report(on_error, exc)

    logging.getLogger("mkdocs.livereload").setLevel(logging.WARNING)
    server = LiveReloadServer(
        builder=builder, host=host, port=port, root=str(site), polling_interval=POLL_SECONDS
    )
    server.error_handler = not_found_page(Path(site))
    for path in watched:
        if Path(path).exists():
            server.watch(str(path))
    try:
        server.serve()
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()


class Rebuilds:
    """What ``smashwiki serve`` runs on every change of the project (call it).

    A change of the data shows at once on the pages that show it (:class:`~.live.LiveSite`);
    then a full build runs in the background (one at a time; saves during a build make one
    more), which updates every other page, the database and the search indexes and publishes
    them. A change of the templates or of mkdocs.yml is a full build before the call returns.
    Bad data raises :class:`~smashwiki.errors.DataError` before anything is written; a
    background build that fails is reported with ``on_error``; either way the last good site
    stays up. The data files already read are not parsed again unless they changed.
    """

    def __init__(self, project: Path, on_error: Callable[[Exception], None]) -> None:
        self.project, self.on_error = Path(project), on_error
        out = self.project / pipeline.BUILD_DIR
        setup = site_setup(self.project, out / pipeline.CACHE_DIR)
        self.live = LiveSite(out, setup.config_file, setup.templates)
        self.cache: FileCache = {}
        self._settings = self._stamp()
        self._wanted = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self._worker: threading.Thread | None = None

    def build(self) -> None:
        """A full build now (the first, before serving)."""
        pipeline.build(self.project, publish_lock=self.live.lock)
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
            self.build()
            return
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

    def _work(self) -> None:
        while True:
            self._wanted.wait()
            self._idle.clear()
            self._wanted.clear()
            try:
                self.build()
                if self._wanted.is_set():  # saved meanwhile: show it on the new site too
                    self.show(self._load())
            except Exception as exc:  # the server outlives any failed build
                _report(self.on_error, exc)
            finally:
                if not self._wanted.is_set():
                    self._idle.set()

    def _stamp(self) -> dict[str, tuple[int, int]]:
        """Time stamp and size of mkdocs.yml and of every file under templates/."""
        paths = [self.project / pipeline.MKDOCS_FILE, *(self.project / "templates").rglob("*")]
        found = {}
        for path in paths:
            try:
                stat = path.stat()
            except OSError:
                continue
            found[str(path)] = (stat.st_mtime_ns, stat.st_size)
        return found


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
