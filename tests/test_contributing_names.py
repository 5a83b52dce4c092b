"""Every name CONTRIBUTING's prose gives a check (a step, a step's option, a decision kind, an
expectation, a key of setup, a trigger's condition) exists in the engine: the reference at
the end of the page is generated from the engine's tables, and this keeps the prose above it
true to the same tables."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, get_args

import pytest
from conftest import ROOT

from smashwiki import reference
from smashwiki.engine.language import TRIGGER_KEYS
from smashwiki.engine.language.grammar import For
from smashwiki.reference import event_classes, event_fields, tables
from smashwiki.yamlpos import load_text

TEXT = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
PROSE = TEXT[: TEXT.index(reference.START)]


def bullet(title: str) -> str:
    """The text of the bullet ``- **title**: ...`` of "The parts", up to the next bullet."""
    start = PROSE.index(f"- **{title}**")
    end = PROSE.find("\n- **", start + 1)
    return PROSE[start : end if end > 0 else None]


def spans(text: str) -> list[str]:
    """The backticked spans of ``text`` (its code, as written)."""
    return re.findall(r"`([^`\n]+)`", " ".join(text.split()))


def keys(value: Any) -> Iterator[str]:
    """Every mapping key in ``value``, at any depth."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from keys(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys(item)


def flow_keys(text: str) -> list[str]:
    """The keys of every ``{...}`` mapping written in ``text``'s code."""
    found: list[str] = []
    for span in spans(text):
        if span.startswith("{"):
            found += keys(load_text(span.replace("<decision>", "decision")))
    return found


DOCS = tables()
STEPS = set(DOCS["steps"])
OPTIONS = set(DOCS["step options"])
DECISIONS = set(DOCS["decision kinds"])
EXPECTATIONS = set(DOCS["expectations"])
SETUP = set(DOCS["setup keys"]) | set(DOCS["base keys"]) | set(DOCS["card entry keys"])
EVENT_FIELDS = {"kind", *(name for cls in event_classes() for name in event_fields(cls))}


def test_every_step_and_option_in_the_prose_of_do_exists() -> None:
    text = bullet("do")
    named = flow_keys(text)
    assert {"play", "talent", "play-titan", "start-game", "illegal", "by"} <= set(named)
    assert set(named) - STEPS - OPTIONS - {"..."} == set()  # {expect: {...}}
    words = {span for span in spans(text) if re.fullmatch(r"[a-z-]+", span)}
    assert words - STEPS - OPTIONS - SETUP == set()  # destroy, move, draw-cards; by, to, from


def test_every_decision_kind_in_the_prose_of_choices_exists() -> None:
    text = bullet("choices")
    named = set(flow_keys(text)) - {"decision", "illegal", "player"}
    assert {"score-base", "may", "use-ability"} <= named
    assert named - DECISIONS == set()


def test_every_expectation_in_the_prose_exists() -> None:
    text = bullet("expect")
    named = set(flow_keys(text))
    assert named - EXPECTATIONS - EVENT_FIELDS - {"score-base", "talent", "illegal"} == set()
    words = {s for s in spans(text) if re.fullmatch(r"[a-z-]+", s)}
    assert words - EXPECTATIONS == set()


def test_every_key_of_setup_in_the_prose_exists() -> None:
    words = {s for s in spans(bullet("setup")) if re.fullmatch(r"[a-z-]+", s)}
    assert {"bases", "hands", "faction-pool", "stasis"} <= words
    assert words - SETUP - STEPS == set()
    named = set(flow_keys(bullet("setup")))
    assert named - SETUP == set()


def test_every_condition_of_a_trigger_in_the_prose_exists() -> None:
    line = PROSE[PROSE.index("- `triggers`:") :].split("\n- ", 1)[0]
    conditions = spans(line[line.index("conditions") :].split("(optional", 1)[0])
    conditions += spans(line[line.index("`played`") :])
    assert "may" in conditions
    scorers = {f"for: {who}" for who in get_args(For)}
    assert set(conditions) - scorers - set(TRIGGER_KEYS) == set()


@pytest.mark.parametrize("kind", ["may", "use-ability"])
def test_the_prose_says_which_you_may_asks_which_decision(kind: str) -> None:
    """A ``may:`` effect asks ``may``; an optional trigger or a Special asks ``use-ability``."""
    assert kind in DECISIONS
    assert f"`{kind}`" in PROSE
