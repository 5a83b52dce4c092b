"""Work the test session hands to child processes, to run on the other core while the tests
run in this one (a plugin, registered by ``tests/conftest.py``).

**The style checks** (ruff, ``mypy --strict``): a test of ``tests/test_style.py`` marked
``style_check(NAME)`` asks :func:`outcome` for its check's exit status and output: it waits
for the run started after collection, or starts one then. Only the checks of the tests that
will run are started (``-k``, ``-m``, one file).

**data/ read and formatted** (``smashwiki.fmt``'s ruamel round trip, pure Python: about
2.5 s of CPU, paid by the first test that checks data/, a copy of it, or imports over it):
when the session runs the whole suite (no paths given), a child process puts each of data/'s
files in canonical form with ``fmt.canonical_text`` while collection goes on, and hands back
what that left in ``fmt``'s memos (keyed by the file's text, as ``fmt`` keys them). The first
time this process looks up one of those texts there, it waits for the child and takes them:
the readings and forms are then the same function's of the same texts, computed on the other
core. Any other text, or any text if the child failed, is read and formatted here as before.

Nothing is started by ``--collect-only`` or in a pytest-xdist worker (the other core is busy
there already). A child nobody waited for (``-x`` stopped the session, Ctrl-C) is killed when
the session ends.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import pytest

from smashwiki import fmt
from smashwiki.load import data_files
from smashwiki.memo import Recent, digest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
PYTHON_TREES = ["smashwiki", "tests", "bench"]

#: Seconds the session waits for the child reading data/ (it takes 3 on an idle machine)
#: before reading data/ itself.
DATA_MEMO_TIMEOUT = 300

#: Each style check by name: the module run with ``python -m`` and its arguments.
CHECKS: dict[str, list[str]] = {
    "ruff-check": ["ruff", "check", *PYTHON_TREES],
    "ruff-format": ["ruff", "format", "--check", *PYTHON_TREES],
    # pyproject's [tool.mypy]; a warm cache (.mypy_cache) makes it a fraction of a second.
    "mypy-strict": ["mypy", "--strict", "smashwiki"],
}


class Run:
    """A child process of this Python running ``arguments``, its output (stdout and stderr)
    in a temporary file, so that a long output never blocks it."""

    def __init__(self, arguments: list[str]) -> None:
        # closed by wait() or stop(), which the session always reaches
        self.output: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, *arguments],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=self.output,
            stderr=subprocess.STDOUT,
        )

    def wait(self, timeout: float | None = None) -> tuple[int, str]:
        """Wait for the child to end: its exit status and its output (killed after
        ``timeout`` seconds, with a status of -9)."""
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        self.output.seek(0)
        text = self.output.read().decode("utf-8", "replace")
        self.output.close()
        return code, text

    def stop(self) -> None:
        """Kill the child if it is still running, and forget its output."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.output.close()


_checks: dict[str, Run] = {}


def outcome(name: str) -> tuple[int, str]:
    """The exit status and output of the style check ``name`` (one of :data:`CHECKS`), run
    once: the run started after collection if there is one, else a run started now."""
    run = _checks.pop(name, None) or Run(["-m", *CHECKS[name]])
    return run.wait()


def _data_texts() -> dict[tuple[str, bytes], tuple[str, str]]:
    """Each data file of data/ by its kind and the digest of its text: its text and label."""
    texts = {}
    for path in data_files(DATA):
        kind = fmt.data_kind(path, DATA)
        if kind is not None:
            text = path.read_text(encoding="utf-8")
            texts[(kind, digest(text))] = (text, path.relative_to(ROOT).as_posix())
    return texts


def _write_data_memo(target: str) -> None:
    """(In the child.) Put each data file of data/ in canonical form, and write to ``target``
    what that left in ``fmt``'s memos for it, pickled: [(kind, digest of the text, pickled
    round-trip reading, canonical text)]. A file that can't be formatted is left out (the
    tests format it themselves, and report it)."""
    entries = []
    for (kind, key), (text, label) in _data_texts().items():
        try:
            canonical = fmt.canonical_text(text, kind, label)
        except fmt.FormatProblem:
            continue
        pickled = fmt._READINGS.get(key)
        if pickled is not None:  # (always, within the memo's budget)
            entries.append((kind, key, pickled, canonical))
    Path(target).write_bytes(pickle.dumps(entries, protocol=pickle.HIGHEST_PROTOCOL))


class DataMemo:
    """``fmt``'s memos of data/'s files (round-trip readings, dumps, canonical forms), filled
    by a child process: looking up one of data/'s texts in ``fmt._READINGS`` or
    ``fmt._CANONICAL`` waits for the child, then takes all it computed."""

    def __init__(self) -> None:
        texts = _data_texts()
        self.keys = {key for _, key in texts} | set(texts)
        handle, self.target = tempfile.mkstemp(suffix=".pickle")
        os.close(handle)
        self.run: Run | None = Run([__file__, "data-memo", self.target])
        for memo in (fmt._READINGS, fmt._CANONICAL):
            memo.get = self._waiting(memo)  # type: ignore[method-assign]

    def _waiting(self, memo: Recent[Any, Any]) -> Callable[[Any], Any]:
        def get(key: Any) -> Any:
            found = Recent.get(memo, key)
            if found is None and self.run is not None and key in self.keys:
                self._take()
                found = Recent.get(memo, key)
            return found

        return get

    def _take(self) -> None:
        """Wait for the child, and put what it computed in ``fmt``'s memos, as a reading,
        dump and formatting here would (nothing if it failed: this process computes them)."""
        assert self.run is not None
        code, output = self.run.wait(timeout=DATA_MEMO_TIMEOUT)
        self.run = None
        try:
            entries = pickle.loads(Path(self.target).read_bytes()) if code == 0 else None
        except (OSError, EOFError, pickle.UnpicklingError):
            entries = None
        if entries is None:
            warnings.warn(f"reading data/ in a child failed ({code}): {output}", stacklevel=1)
            return
        for kind, key, pickled, canonical in entries:
            fmt._READINGS.put(key, pickled, len(pickled))
            fmt._DUMPS.put((kind, digest(pickled)), canonical, len(canonical))
            fmt._CANONICAL.put((kind, key), canonical, len(canonical))

    def stop(self) -> None:
        """Kill the child if no test asked for data/ yet; ``fmt``'s memos as they were."""
        if self.run is not None:
            self.run.stop()
            self.run = None
        for memo in (fmt._READINGS, fmt._CANONICAL):
            del memo.get
        Path(self.target).unlink(missing_ok=True)


_memos: list[DataMemo] = []


def _starts_children(config: pytest.Config) -> bool:
    """Not in --collect-only, nor under pytest-xdist (its controller or a worker)."""
    xdist = "PYTEST_XDIST_WORKER" in os.environ or getattr(config.option, "dist", "no") != "no"
    return not config.option.collectonly and not xdist


def pytest_sessionstart(session: pytest.Session) -> None:
    """Start reading and formatting data/ in a child, if the session runs the whole suite."""
    config = session.config
    if _starts_children(config) and config.args_source == pytest.Config.ArgsSource.TESTPATHS:
        _memos.append(DataMemo())


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the style checks of the collected (and not deselected) tests that ask for one."""
    if not _starts_children(session.config):
        return
    for item in session.items:
        for mark in item.iter_markers("style_check"):
            name = mark.args[0]
            if name not in _checks:
                _checks[name] = Run(["-m", *CHECKS[name]])


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Leave no child behind: kill those no test waited for."""
    while _checks:
        _checks.popitem()[1].stop()
    while _memos:
        _memos.pop().stop()


if __name__ == "__main__" and sys.argv[1:2] == ["data-memo"]:
    _write_data_memo(sys.argv[2])
