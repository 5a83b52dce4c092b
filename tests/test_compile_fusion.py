"""A fusion card (``type: [minion, action]``, as an import writes it) is compiled like a
card of another type, never a crash (bench/compile.py's generated corpus has them)."""

from __future__ import annotations

from typing import Any

from smashwiki.compile.compiler import compile_text


def test_a_fusion_cards_text_compiles_without_a_crash() -> None:
    fusion: Any = ["minion", "action"]
    assert compile_text("Draw a card.", fusion).accepted
    assert compile_text("Talent: Draw a card.", fusion).accepted
    assert compile_text("Obliterate a minion.", fusion).status == "stopped"
