"""The index of the pages' words that the header search loads in chunks (Pagefind).

Pagefind's binary (the ``pagefind[bin]`` package; it runs offline) is run as a service, the
way Pagefind's own Python and Node.js APIs run it: each page's words are sent to it with the
page's address, then it hands back the files of its bundle, which are written here. Nothing is
written for it to read: run on a folder
instead, it takes each page's address from its path, so every page needs a folder of its own
(``rules/scoring/index.html``), and making ~800 folders and files cost more than the indexing.

The service reads messages from its standard input and answers each on its standard output,
in order; a message is base64 of a JSON object followed by a comma.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import queue
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from ..contain import inside
from ..errors import BuildError

#: Selectors of what Pagefind leaves out of a page's words: the heading's permalink sign.
EXCLUDED = (".headerlink",)


def index_words(
    words: Mapping[str, str],
    bundle: Path,
    *,
    order: Sequence[str] = (),
    timeout: float = 600.0,
) -> None:
    """Write into the folder ``bundle`` (the site's ``pagefind/``) the Pagefind index of
    ``words``: for each page, by its path in the site (``rules/scoring/index.html``, as
    :func:`smashwiki.building.publish.page_words` gives them), the HTML of its words.

    Pagefind's bundle depends on the order the pages are added in: they are added in the
    order of ``order`` (paths; a full build adds them in mkdocs' order of its pages, see
    :class:`WordIndex`), then the pages it does not name in the order of their paths, so the
    same words in the same order give the same bundle.

    Raises :class:`~smashwiki.errors.BuildError` if Pagefind is missing, fails, or takes
    longer than ``timeout`` seconds to answer.
    """
    with WordIndex(timeout=timeout) as index:
        for path in in_order(words, order):
            index.add(path, words[path])
        index.write(bundle)


def in_order(paths: Iterable[str], order: Sequence[str]) -> list[str]:
    """``paths`` in the order of ``order``, then the ones it does not name, sorted.

    >>> in_order(["c", "a", "b", "d"], ["b", "x", "a"])
    ['b', 'a', 'c', 'd']
    """
    wanted = set(paths)
    first = [path for path in dict.fromkeys(order) if path in wanted]
    return first + sorted(wanted.difference(first))


class WordIndex:
    """A Pagefind index under way: the running service, to which :meth:`add` hands each
    page's words as they come (it indexes them in its own process, on another core, while
    the caller goes on: the build adds each page as mkdocs writes it), and :meth:`write`
    asks for the bundle. Use it as a context manager: leaving it stops the service.

    The same pages added in the same order give the same bundle; in another order, some of
    its chunks differ.
    """

    def __init__(self, *, timeout: float = 600.0) -> None:
        self._timeout = timeout
        with contextlib.ExitStack() as stack:  # all undone if the index can't be made
            errors = stack.enter_context(tempfile.TemporaryFile())  # the service's stderr
            self._service = stack.enter_context(_Service(_executable(), errors))
            created = self._service.ask(
                [{"type": "NewIndex", "config": {"exclude_selectors": EXCLUDED}}]
            )
            self._index = self._service.answer(created, self._deadline())["index_id"]
            self._running = stack.pop_all()

    def __enter__(self) -> WordIndex:
        return self

    def __exit__(self, *exc: Any) -> None:
        """Stop the service (see :meth:`_Service.__exit__`)."""
        self._running.__exit__(*exc)

    def add(self, path: str, text: str) -> None:
        """Hand Pagefind the words ``text`` (HTML) of the page at ``path`` in the site; it
        indexes them while the caller goes on."""
        self._service.ask(
            [
                {
                    "type": "AddFile",
                    "index_id": self._index,
                    "url": page_url(path),
                    "file_path": None,
                    "file_contents": text,
                }
            ]
        )

    def write(self, bundle: Path) -> None:
        """Write the bundle of the pages added into the folder ``bundle``.

        Its files are asked of the service and written here: the service's own writing
        finishes in the background, and a service told to stop may leave a file empty.
        """
        asked = self._service.ask([{"type": "GetFiles", "index_id": self._index}])
        bundled = self._service.answer(asked, self._deadline())
        _write_bundle(bundled.get("files") or [], bundle)

    def _deadline(self) -> float:
        return time.monotonic() + self._timeout


def _write_bundle(files: list[dict[str, str]], bundle: Path) -> None:
    """Write the files of a bundle (each its path in the bundle and its base64 content)."""
    if not files:
        raise BuildError("pagefind gave no index")
    made: set[Path] = set()
    for file in files:
        target = inside(bundle, file["path"])
        if target.parent not in made:
            target.parent.mkdir(parents=True, exist_ok=True)
            made.add(target.parent)
        target.write_bytes(base64.b64decode(file["content"]))


def page_url(path: str) -> str:
    """The address Pagefind gives the page at ``path`` in the site.

    >>> page_url("index.html"), page_url("rules/scoring/index.html"), page_url("x/y.html")
    ('/', '/rules/scoring/', '/x/y.html')
    """
    return "/" + path.removesuffix("index.html")


def _executable() -> str:
    try:
        from pagefind_bin import get_executable
    except ImportError as exc:
        raise BuildError("pagefind is not installed: pip install 'pagefind[bin]'") from exc
    return str(get_executable())


class _Service:
    """A running ``pagefind --service``: :meth:`ask` sends messages, :meth:`answer` waits for
    the answer to one (a thread reads the answers as they come, so neither side waits on a
    full pipe)."""

    def __init__(self, executable: str, errors: IO[bytes]) -> None:
        self._errors = errors  # its standard error, for the message if it fails
        try:
            self._process = subprocess.Popen(
                [executable, "--service"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=errors,
            )
        except OSError as exc:
            raise BuildError(f"pagefind could not index the site: {exc}") from exc
        self._answers: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._sent = 0
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def __enter__(self) -> _Service:
        return self

    def __exit__(self, *exc: object) -> None:
        """Stop the service: end of its input, which it takes as the end (killed if it does
        not stop, or if something went wrong)."""
        stdin = self._process.stdin
        try:
            if stdin is not None:
                stdin.close()
            self._process.wait(timeout=None if exc[0] is None else 0.1)
        except (OSError, subprocess.TimeoutExpired):
            self._process.kill()
            self._process.wait()
        self._reader.join(timeout=10)
        if self._process.stdout is not None:
            self._process.stdout.close()

    def ask(self, payloads: list[dict[str, Any]]) -> int:
        """Send ``payloads`` as messages, in order; the id of the last."""
        data = []
        for payload in payloads:
            self._sent += 1
            message = json.dumps({"message_id": self._sent, "payload": payload})
            data.append(base64.b64encode(message.encode("utf-8")) + b",")
        try:
            assert self._process.stdin is not None
            self._process.stdin.write(b"".join(data))
            self._process.stdin.flush()
        except OSError as exc:  # a broken pipe: the service stopped
            self._process.wait()
            raise BuildError(f"pagefind stopped before it was done: {self._stderr()}") from exc
        return self._sent

    def answer(self, message_id: int, deadline: float) -> dict[str, Any]:
        """The answer to the message ``message_id`` (the answers before it must be no
        errors)."""
        while True:
            try:
                answer = self._answers.get(timeout=max(deadline - time.monotonic(), 0))
            except queue.Empty:
                raise BuildError("pagefind took too long to index the site") from None
            if answer is None:
                raise BuildError(f"pagefind stopped before it was done: {self._stderr()}")
            payload: dict[str, Any] = answer.get("payload") or {}
            if payload.get("type") == "Error":
                raise BuildError(f"pagefind failed: {payload.get('message', payload)}")
            if answer.get("message_id") == message_id:
                return payload

    def _read(self) -> None:
        """Put each answer of the service on the queue as it comes; ``None`` when it stops."""
        stdout = self._process.stdout
        assert stdout is not None
        pending = bytearray()  # an answer read in part (a bundle's files come as one answer)
        try:
            for chunk in iter(lambda: os.read(stdout.fileno(), 1 << 16), b""):
                *complete, rest = chunk.split(b",")
                for part in complete:
                    pending += part
                    self._answers.put(json.loads(base64.b64decode(pending)))
                    pending.clear()
                pending += rest
        except (OSError, ValueError):  # a broken pipe, or something that is no answer
            pass
        self._answers.put(None)

    def _stderr(self) -> str:
        self._process.poll()
        self._errors.seek(0)
        return self._errors.read().decode("utf-8", "replace").strip() or "no message"
