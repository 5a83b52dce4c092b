"""Serve the built site locally, rebuilding it on every change and reloading the browser."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from mkdocs.livereload import LiveReloadServer

from ..errors import SmashwikiError


def serve(
    site: Path,
    watched: Iterable[Path],
    rebuild: Callable[[], object],
    *,
    on_error: Callable[[SmashwikiError], None],
    host: str = "127.0.0.1",
    port: int = 8000,
) -> None:
    """Serve the folder ``site`` at ``http://host:port/`` until interrupted.

    Every change under a ``watched`` path runs ``rebuild``; a build that fails is
    reported with ``on_error`` and the previous site stays up. Pages open in a
    browser reload themselves after each build.
    """

    def builder() -> None:
        try:
            rebuild()
        except SmashwikiError as exc:
            on_error(exc)

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
