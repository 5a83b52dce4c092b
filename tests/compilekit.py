"""The invented corpus of printed texts the compiler's tests and benchmark read
(tests/fixtures/compile/corpus.yaml: written for this project, copied from nowhere)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

CORPUS = Path(__file__).parent / "fixtures" / "compile" / "corpus.yaml"


def corpus() -> dict[str, Any]:
    """The corpus: ``texts`` ({type, text}), ``near-misses`` (pairs), ``stops`` ({text, reason})."""
    with CORPUS.open(encoding="utf-8") as stream:
        loaded: dict[str, Any] = yaml.safe_load(stream)
    return loaded
