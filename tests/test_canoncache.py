"""The cache of texts known canonical (smashwiki.canoncache): a file unchanged since the
last run is not compared again, and nothing the full comparison catches slips through."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import write

from smashwiki import canoncache
from smashwiki.cli import cli
from smashwiki.fmt import format_files, format_problems

TIDY_SETS = "sets:\n  - id: core\n    name: Core Set\n"
UNTIDY_SETS = "sets:\n  - name: Core Set\n    id: core\n"


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of this test's own."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("SMASHWIKI_CACHE_DIR", str(folder))
    return folder


def _keys(cache_dir: Path) -> list[str]:
    path = cache_dir / canoncache.CACHE_NAME
    return path.read_text(encoding="ascii").split() if path.exists() else []


def test_a_canonical_text_is_remembered_once(tmp_path: Path, cache_dir: Path) -> None:
    path = write(tmp_path, "data/sets.yaml", TIDY_SETS)
    for _ in range(2):
        (item,) = format_files([path], tmp_path / "data", tmp_path)
        assert not item.changed
    assert _keys(cache_dir) == [canoncache.key_of(TIDY_SETS, "sets")]


def test_a_text_that_is_not_canonical_is_never_remembered(tmp_path: Path, cache_dir: Path) -> None:
    path = write(tmp_path, "data/sets.yaml", UNTIDY_SETS)
    (item,) = format_files([path], tmp_path / "data", tmp_path)
    assert item.changed
    assert _keys(cache_dir) == []


def test_a_file_changed_after_a_run_is_reported_with_its_line(
    tmp_path: Path, cache_dir: Path
) -> None:
    path = write(tmp_path, "data/sets.yaml", TIDY_SETS)
    assert format_problems(tmp_path / "data", tmp_path) == []
    path.write_text(UNTIDY_SETS, encoding="utf-8")
    (problem,) = format_problems(tmp_path / "data", tmp_path)
    assert (problem.file, problem.line) == ("data/sets.yaml", 2)
    assert "not in canonical form" in problem.message


def test_the_key_differs_by_kind_and_text() -> None:
    keys = {
        canoncache.key_of(TIDY_SETS, "sets"),
        canoncache.key_of(TIDY_SETS, "rulings"),
        canoncache.key_of(TIDY_SETS + "\n", "sets"),
    }
    assert len(keys) == 3


def test_the_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SMASHWIKI_CACHE_DIR", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    path = write(tmp_path, "data/sets.yaml", TIDY_SETS)
    format_files([path], tmp_path / "data", tmp_path)
    assert canoncache.cache_file() is None
    assert not (tmp_path / "xdg").exists()


def test_a_cache_that_cannot_be_written_fails_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = write(tmp_path, "not-a-folder", "a file where the cache folder would be\n")
    monkeypatch.setenv("SMASHWIKI_CACHE_DIR", str(blocker))
    write(tmp_path, "data/sets.yaml", TIDY_SETS)
    result = CliRunner().invoke(cli, ["fmt", "--check", "--project", str(tmp_path)])
    assert result.exit_code == 0, result.output


def test_the_cache_keeps_the_newer_half_past_its_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(canoncache, "MAX_KEYS", 4)
    cache = canoncache.CanonicalCache(tmp_path / canoncache.CACHE_NAME)
    texts = [(f"sets: []  # {n}\n", "sets") for n in range(5)]
    for text in texts:
        cache.remember([text])
    kept = (tmp_path / canoncache.CACHE_NAME).read_text(encoding="ascii").split()
    assert kept == [canoncache.key_of(*text) for text in texts[-2:]]
