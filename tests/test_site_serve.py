"""`smashwiki serve`: serves the site, rebuilds it when data changes, reloads the browser."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitekit import site_project

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
FIXTURE = REPO / "tests" / "fixtures" / "site"
CARD = "cards/time-travelers/doctor-when/"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return None


def wait_for(url: str, text: str, seconds: float = 90) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        body = fetch(url)
        if body and text in body:
            return body
        time.sleep(0.5)
    raise AssertionError(f"{url} never showed {text!r}")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    root = site_project(tmp_path / "project")
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-m", "smashwiki", "serve", "--project", str(root), "--port", str(port)],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        yield root, f"http://127.0.0.1:{port}/"
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_serve_rebuilds_on_data_change_and_injects_live_reload(served: tuple[Path, str]) -> None:
    root, base = served
    page = wait_for(base + CARD, "You may return another of your minions")
    assert "livereload" in page
    faction = root / "data" / "factions" / "time-travelers.yaml"
    text = faction.read_text(encoding="utf-8")
    faction.write_text(text.replace("You may return another", "You may send back another"))
    wait_for(base + CARD, "You may send back another")


def test_serve_keeps_the_last_good_site_when_data_breaks(served: tuple[Path, str]) -> None:
    root, base = served
    wait_for(base + CARD, "Doctor When")
    (root / "data" / "sets.yaml").write_text("sets: [oops\n")
    time.sleep(4)
    assert "Doctor When" in (fetch(base + CARD) or "")


@pytest.mark.parametrize(
    "edit",
    [
        ("name: Doctor When", "name: !custom Doctor When"),
        ("power: 2", "power: 12345678901234567890123"),
        ("id: doctor-when", "id: &a doctor-when\n    again: *a"),
    ],
    ids=["unknown-tag", "23-digit-power", "alias"],
)
def test_serve_keeps_answering_after_a_hostile_edit(served: tuple[Path, str], edit) -> None:
    root, base = served
    wait_for(base + CARD, "Doctor When")
    faction = root / "data" / "factions" / "time-travelers.yaml"
    text = faction.read_text(encoding="utf-8")
    assert edit[0] in text
    faction.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    time.sleep(4)
    assert "Doctor When" in (fetch(base + CARD) or "")
    faction.write_text(text.replace("You may return another", "You may send back another"))
    wait_for(base + CARD, "You may send back another")


def test_serve_answers_a_missing_page_with_the_sites_404(served: tuple[Path, str]) -> None:
    _, base = served
    wait_for(base + CARD, "Doctor When")
    try:
        urllib.request.urlopen(base + "no/such/page/", timeout=5)
    except urllib.error.HTTPError as error:
        assert error.code == 404
        body = error.read().decode("utf-8")
    else:
        raise AssertionError("a missing page was served")
    assert "<html" in body and "smashwiki" in body
