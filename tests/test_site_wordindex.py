"""The index of the pages' words: Pagefind run as a service, fed from memory."""

from __future__ import annotations

import base64
import gzip
import json
import stat
from pathlib import Path

import pytest

from smashwiki.errors import BuildError
from smashwiki.site import wordindex
from smashwiki.site.wordindex import index_words

WORDS = {
    "index.html": '<html lang="en"><body><h1>Home</h1><p>Welcome to the wiki.</p></body></html>',
    "rules/scoring/index.html": (
        '<html lang="en"><body><h1>Scoring</h1><p>A base scores when its breakpoint is '
        'reached.</p><a class="headerlink" href="#x">permalink sign</a></body></html>'
    ),
    "terms/talent/index.html": (
        '<html lang="en"><body><h1>Talent</h1><p>Once per turn.</p></body></html>'
    ),
}


def fragments(bundle: Path) -> dict[str, dict[str, object]]:
    """Each indexed page's fragment (what a search shows of it), by its address."""
    found = {}
    for path in (bundle / "fragment").iterdir():
        data = gzip.decompress(path.read_bytes())
        fragment = json.loads(data[data.index(b"{") :])
        found[fragment["url"]] = fragment
    return found


def files(bundle: Path) -> dict[str, bytes]:
    return {str(p.relative_to(bundle)): p.read_bytes() for p in bundle.rglob("*") if p.is_file()}


def test_every_page_is_indexed_at_its_address(tmp_path: Path) -> None:
    index_words(WORDS, tmp_path / "pagefind")
    entry = json.loads((tmp_path / "pagefind" / "pagefind-entry.json").read_text())
    assert entry["languages"]["en"]["page_count"] == len(WORDS)
    found = fragments(tmp_path / "pagefind")
    assert set(found) == {"/", "/rules/scoring/", "/terms/talent/"}
    assert "breakpoint" in str(found["/rules/scoring/"]["content"])
    assert "permalink sign" not in str(found["/rules/scoring/"]["content"])


def test_the_same_words_give_the_same_bundle(tmp_path: Path) -> None:
    index_words(WORDS, tmp_path / "one")
    index_words(dict(reversed(WORDS.items())), tmp_path / "two")
    assert files(tmp_path / "one") == files(tmp_path / "two")


@pytest.mark.parametrize(
    ("script", "message", "timeout"),
    [
        # A service that answers (or stops) is given far longer than it needs, whatever the
        # machine's load; one that never answers is waited for a tenth of a second.
        pytest.param(
            "echo broken >&2; exit 3", "stopped before it was done: broken", 60, id="stops"
        ),
        pytest.param("printf '%s,' \"$ANSWER\"; cat >/dev/null", "no such index", 60, id="error"),
        pytest.param("exec sleep 30", "took too long", 0.1, id="never-answers"),
    ],
)
def test_a_failing_pagefind_is_a_build_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, script: str, message: str, timeout: float
) -> None:
    fake = tmp_path / "pagefind"
    fake.write_text(f"#!/bin/sh\n{script}\n", encoding="utf-8")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    error = {"message_id": 1, "payload": {"type": "Error", "message": "no such index"}}
    monkeypatch.setenv("ANSWER", base64.b64encode(json.dumps(error).encode()).decode())
    monkeypatch.setattr(wordindex, "_executable", lambda: str(fake))
    with pytest.raises(BuildError, match=message):
        index_words(WORDS, tmp_path / "bundle", timeout=timeout)
    assert not (tmp_path / "bundle").exists()


def test_a_missing_pagefind_is_a_build_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(wordindex, "_executable", lambda: str(tmp_path / "no-such-pagefind"))
    with pytest.raises(BuildError, match="could not index"):
        index_words(WORDS, tmp_path / "bundle")
