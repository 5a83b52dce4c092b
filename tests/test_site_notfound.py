"""The error page `smashwiki serve` answers a missing page with (smashwiki/building/serve.py)."""

from __future__ import annotations

from pathlib import Path

from smashwiki.building.serve import not_found_page


def test_a_missing_page_gets_the_sites_404_page_as_it_is_now(tmp_path: Path) -> None:
    page = not_found_page(tmp_path)
    assert page(404) is None  # no 404.html yet: the server's own message
    (tmp_path / "404.html").write_text("<h1>Not here</h1>", encoding="utf-8")
    assert page(404) == b"<h1>Not here</h1>"
    (tmp_path / "404.html").write_text("<h1>Rebuilt</h1>", encoding="utf-8")
    assert page(404) == b"<h1>Rebuilt</h1>"


def test_other_errors_keep_the_servers_message(tmp_path: Path) -> None:
    (tmp_path / "404.html").write_text("<h1>Not here</h1>", encoding="utf-8")
    assert not_found_page(tmp_path)(500) is None
