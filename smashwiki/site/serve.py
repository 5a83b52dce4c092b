"""Serve the built site locally, rebuilding it on every change and reloading the browser."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from mkdocs.livereload import LiveReloadServer


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
    for path in watched:
        if Path(path).exists():
            server.watch(str(path))
    try:
        server.serve()
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
