"""The invented corpus of printed texts the compiler's tests and benchmark read
(tests/fixtures/compile/corpus.yaml: written for this project, copied from nowhere), and
the compiler tests' shared assertion that two wordings say one thing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from smashwiki.compile.compiler import Outcome, compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.language.grammar import Effect

CORPUS = Path(__file__).parent / "fixtures" / "compile" / "corpus.yaml"


def corpus() -> dict[str, Any]:
    """The corpus: ``texts`` ({type, text}), ``near-misses`` (pairs), ``stops`` ({text, reason})."""
    with CORPUS.open(encoding="utf-8") as stream:
        loaded: dict[str, Any] = yaml.safe_load(stream)
    return loaded


def assert_same_values(printed: str, canonical: str, card_type: str) -> None:
    """``printed`` normalises as ``canonical`` does, and both compile (and round-trip) to the
    same values: a second wording of a meaning the compiler already plays."""
    assert normalise(printed) == normalise(canonical)
    outcome, expected = compile_text(printed, card_type), compile_text(canonical, card_type)
    assert expected.status == "compiled", expected.describe()
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled == expected.compiled


def assert_apart(first: str, second: str, card_type: str) -> tuple[Outcome, Outcome]:
    """``first`` and ``second`` (of a card of ``card_type``) both compile, to different
    values: a near-miss the compiler tells apart. Both outcomes, for more checks."""
    one, other = compile_text(first, card_type), compile_text(second, card_type)
    assert one.accepted and other.accepted, (one.describe(), other.describe())
    assert one.compiled is not None and other.compiled is not None
    assert one.compiled.abilities != other.compiled.abilities
    return one, other


def assert_stops(text: str, card_type: str, why: str) -> None:
    """``text`` (of a card of ``card_type``) stops, and its report says ``why``."""
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert why in outcome.describe()


def effects_of(text: str, card_type: str = "action") -> tuple[Effect, ...]:
    """The effects of ``text``, which must compile to one ability (of a card of ``card_type``)."""
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    return ability.effects
