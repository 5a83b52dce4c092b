"""Serve the built site locally, rebuilding it on every change and reloading the browser."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from mkdocs.livereload import LiveReloadServer


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
            try:
                on_error(exc)
            except Exception:  # noqa: S110 - reporting must not stop the server either
                logging.getLogger(__name__).exception("reporting a failed build failed")

    logging.getLogger("mkdocs.livereload").setLevel(logging.WARNING)
    server = LiveReloadServer(builder=builder, host=host, port=port, root=str(site))
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
