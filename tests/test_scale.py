"""The build at the scale of all of Smash Up, on a generated corpus (see bench/build.py)."""

from __future__ import annotations

import sqlite3

import pytest

from smashwiki import build as pipeline
from smashwiki.corpus import FACTIONS_PER_SCALE, write_corpus


@pytest.mark.slow
def test_full_scale_corpus_builds(tmp_path):
    write_corpus(tmp_path, scale=1)
    report = pipeline.build(tmp_path)
    connection = sqlite3.connect(report.database)
    factions, cards = connection.execute(
        "select (select count(*) from factions), (select count(*) from cards)"
    ).fetchone()
    assert factions == FACTIONS_PER_SCALE
    assert cards > 1200
    assert connection.execute("pragma foreign_key_check").fetchall() == []
