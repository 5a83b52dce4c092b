"""The server of `smashwiki serve` (smashwiki/building/serve.py's LiveServer): files as they are on
disk, every HTML page with the script that reloads it, a missing page with the site's 404, and
the answer a page waits for while the site is unchanged."""

from __future__ import annotations

import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from smashwiki.building.serve import RELOAD_PATH, LiveServer


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[LiveServer, str]]:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "index.html").write_text("<html><body><h1>Cards</h1></body></html>")
    (tmp_path / "style.css").write_text("h1 { color: red }")
    live = LiveServer(tmp_path, port=0)
    thread = threading.Thread(target=live.serve_forever, daemon=True)
    thread.start()
    try:
        yield live, f"http://127.0.0.1:{live.server_address[1]}"
    finally:
        live.shutdown()
        live.server_close()
        thread.join(timeout=5)


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def test_a_page_gets_the_reload_script_before_its_body_ends(server) -> None:
    live, base = server
    status, body = get(base + "/cards/")
    assert status == 200
    assert body.startswith("<html><body><h1>Cards</h1><script>")
    assert body.endswith("</script></body></html>") and RELOAD_PATH in body


def test_other_files_are_served_as_they_are(server) -> None:
    _, base = server
    assert get(base + "/style.css") == (200, "h1 { color: red }")


def test_a_missing_page_gets_the_sites_404_page(server, tmp_path: Path) -> None:
    _, base = server
    assert get(base + "/nothing/")[0] == 404
    (tmp_path / "404.html").write_text("<body>Not here</body>")
    status, body = get(base + "/nothing/")
    assert status == 404 and body.startswith("<body>Not here<script>")


def test_a_page_waiting_for_a_change_is_answered_when_the_site_changes(server) -> None:
    live, base = server
    assert get(base + RELOAD_PATH + "x") == (200, "0")  # no version asked: the current one
    answers: list[tuple[int, str]] = []
    waiting = threading.Thread(target=lambda: answers.append(get(base + RELOAD_PATH + "0")))
    waiting.start()
    waiting.join(timeout=0.5)
    assert answers == []  # held while the site is unchanged
    live.reload()
    waiting.join(timeout=10)
    assert answers == [(200, "1")]
