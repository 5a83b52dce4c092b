"""The libyaml-built round-trip nodes (:mod:`smashwiki.fastread`) write out exactly as
ruamel's own reading of the same text does, and every text it is not sure of is left to
ruamel."""

from __future__ import annotations

import datetime
import io
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from smashwiki import fmt
from smashwiki.corpus import add_factions_docs, generate_factions, write_corpus
from smashwiki.fastread import read_uncommented
from smashwiki.load import file_kind

HEADER = "# yaml-language-server: $schema=../../smashwiki/schema/faction.schema.json\n"


def _written(node: Any) -> str:
    """``node`` as :func:`smashwiki.fmt.yaml_writer` writes it (no canonical form)."""
    stream = io.StringIO()
    fmt.yaml_writer().dump(node, stream)
    return stream.getvalue()


def _same_as_ruamel(text: str, kind: str | None = None) -> bool:
    """Whether ``text`` is read here (True) and then written as ruamel's reading is; a text
    left to ruamel gives False."""
    quick = read_uncommented(text)
    if quick is None:
        return False
    slow = fmt.yaml_writer().load(text)
    assert _written(quick) == _written(slow)
    if kind is not None:
        assert fmt.dump(quick, kind) == fmt.dump(slow, kind)
    return True


def _data_files(data: Path) -> list[tuple[Path, str]]:
    found = []
    for path in sorted(data.rglob("*.yaml")):
        kind = file_kind(path.relative_to(data).as_posix())
        if kind is not None:
            found.append((path, kind))
    return found


def test_every_file_of_the_repository_reads_the_same() -> None:
    files = _data_files(ROOT / "data")
    read = [path for path, kind in files if _same_as_ruamel(path.read_text("utf-8"), kind)]
    assert files and len(read) < len(files)  # the files with comments are left to ruamel


def test_generated_factions_are_read_here_and_the_same(tmp_path: Path) -> None:
    add_factions_docs(tmp_path / "data", generate_factions(8, seed=3))
    files = _data_files(tmp_path / "data")
    assert len(files) == 10
    for path, kind in files:
        text = path.read_text("utf-8")
        assert _same_as_ruamel(text, kind) and _same_as_ruamel(HEADER + text, kind)


@pytest.mark.slow
def test_the_generated_whole_game_is_read_here_and_the_same(tmp_path: Path) -> None:
    data = write_corpus(tmp_path)
    files = _data_files(data)
    read = [path for path, kind in files if _same_as_ruamel(path.read_text("utf-8"), kind)]
    assert len(files) > 100
    assert len(read) >= len(files) - 2, "files without comments are read from libyaml"


@pytest.mark.parametrize(
    "text",
    [
        "id: a\n# a comment\nname: A\n",
        "id: a  # at the end of a line\n",
        "text: 'Card #1'\n",
        "id: a\n\nname: A\n",
        "id: a\nname: A\n\n",
        "id: a\r\nname: A\r\n",
        "%YAML 1.1\n---\nid: a\n",
        "---\nid: a\n",
        "id: a\n...\n",
        "id: !!str 3\n",
        "id: &x a\nname: *x\n",
        "text: >\n  folded\n  text\n",
        "power: 1.5\n",
        "power: 0x1f\n",
        "power: 010\n",
        "power: +3\n",
        "power: 1_000\n",
        "ok: True\n",
        "when: 2025-01-02 10:00:00\n",
        "3: three\n",
        "[a, b]: c\n",
        "- a\n- b\n",
        "just text\n",
        "id: a",
        HEADER,
        "id: [unclosed\n",
    ],
)
def test_what_it_is_not_sure_of_is_left_to_ruamel(text: str) -> None:
    assert read_uncommented(text) is None


@pytest.mark.parametrize(
    "text",
    [
        HEADER + "id: a\nname: A\n",
        HEADER + "# a second line of header\nid: a\n",
        "id: a\nvps: [2, 3, 1]\nempty: []\nnothing: {}\n",
        "power: 0\nminus: -12\nok: true\nno: false\nyes: no\nnull_value:\ntilde: ~\n",
        "date: 2025-02-01\nquoted: '2025-02-01'\nnumber: '3'\n",
        "text: |\n  two\n  lines\nkeep: |-\n  no end\n",
        "text: \"double \\u00e9 \\\"quoted\\\"\"\nsingle: 'it''s'\n",
        "long: a plain text\n  over two lines\n",
        "list:\n- id: x\n  flow: {a: 1, b: [c, d]}\n- plain\n",
        "'quoted key': 1\n\"other\": 2\n",
    ],
)
def test_what_it_reads_is_written_as_ruamel_writes_it(text: str) -> None:
    assert _same_as_ruamel(text, "faction")


def test_the_nodes_are_new_each_time() -> None:
    text = "id: a\ncards:\n  - id: b\n"
    first = read_uncommented(text)
    assert first is not None
    first["cards"].append("c")
    assert read_uncommented(text) == {"id": "a", "cards": [{"id": "b"}]}


_TEXT = st.text(alphabet="ab z:-#'\"\n{}[],&*!|>%@`?0123é\t", max_size=12)
_SCALARS = st.one_of(
    _TEXT,
    st.integers(-1000, 1000),
    st.booleans(),
    st.none(),
    st.dates(min_value=datetime.date(1990, 1, 1), max_value=datetime.date(2030, 12, 31)),
)


def _styled(value: Any, flow: bool) -> Any:
    """Plain data as round-trip nodes, flow or block style as drawn."""
    if isinstance(value, dict):
        mapping = CommentedMap((k, _styled(v, flow)) for k, v in value.items())
        (mapping.fa.set_flow_style if flow else mapping.fa.set_block_style)()
        return mapping
    if isinstance(value, list):
        items = CommentedSeq(_styled(v, flow) for v in value)
        (items.fa.set_flow_style if flow else items.fa.set_block_style)()
        return items
    return value


_DOCS = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TEXT, inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(_TEXT, _DOCS, min_size=1, max_size=5), st.booleans())
def test_any_document_ruamel_writes_reads_the_same(document: dict[str, Any], flow: bool) -> None:
    text = _written(_styled(document, flow))
    _same_as_ruamel(text)
