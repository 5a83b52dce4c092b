"""The fast YAML reader keeps positions and reads scalars the YAML 1.2 way."""

from __future__ import annotations

import pytest

from smashwiki.yamlpos import YamlError, YamlList, YamlMap, load_text


def test_positions_of_keys_values_and_items():
    doc = load_text("cards:\n  - id: a\n    power: 5\n  - id: b\n")
    assert isinstance(doc, YamlMap) and isinstance(doc["cards"], YamlList)
    assert doc.key_at("cards") == (0, 0)
    assert doc["cards"].item_at(1) == (3, 4)
    assert doc["cards"][0].value_at("power") == (2, 11)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("x: yes", "yes"),
        ("x: No", "No"),
        ("x: true", True),
        ("x: 2025-10-23", "2025-10-23"),
        ("x: 5", 5),
        ("x: 1.21", 1.21),
        ("x: ~", None),
        ("x: None", "None"),
    ],
    ids=[
        "yes-is-text",
        "no-is-text",
        "true",
        "date-kept-as-text",
        "int",
        "float",
        "null",
        "None-is-text",
    ],
)
def test_scalars(text, value):
    assert load_text(text)["x"] == value


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("a: 1\nb: [1, 2\n", 3, "expected ',' or ']'"),
        ("a: 1\na: 2\n", 2, 'duplicate key "a"'),
        ("? [a, b]\n: 1\n", 1, "keys must be plain words"),
    ],
    ids=["unclosed-list", "duplicate-key", "complex-key"],
)
def test_errors_carry_their_line(text, line, message):
    with pytest.raises(YamlError) as caught:
        load_text(text)
    assert caught.value.line == line
    assert message in str(caught.value)


def test_empty_document_is_none():
    assert load_text("# just a comment\n") is None
