"""Property-based fuzzing (hypothesis) of every way in for a stranger's input: the YAML
reader, the schemas and data-set checks, the scenario runner, both importers and the
query parser. Whatever the input, the only exceptions are the project's own escapes
(:class:`~smashwiki.errors.SmashwikiError` and its kin), never a traceback.

Each test has a fixed budget (``max_examples``) and is derandomized, so CI runs the
same examples in the same time every run; ``HYPOTHESIS_PROFILE=explore pytest
tests/test_fuzz.py`` searches afresh with many more examples.
"""

from __future__ import annotations

import contextlib
import copy
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from badinputs import BASE
from conftest import real_dataset
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashwiki.building import pipeline
from smashwiki.checks import catalog, run_ruling
from smashwiki.errors import DataError, SmashwikiError
from smashwiki.load import load_dataset, schema_problems
from smashwiki.model import Ruling, Where
from smashwiki.query import QueryError, compile_query, search
from smashwiki.yamlpos import YamlError, load_text

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "explore",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
settings.load_profile(PROFILE)


def budget(examples: int) -> Any:
    """The fixed number of examples of a fuzz test (twenty times more when exploring)."""
    return settings(max_examples=examples * (20 if PROFILE == "explore" else 1))


# --------------------------------------------------------------------------- values

WORDS = ["Alan", "Beth", "Chris", "bank", "minion", "score", "hand", "deck", "discard"]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=-3, max_value=30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(WORDS),
    st.text(max_size=20),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), inner, max_size=4),
    ),
    max_leaves=12,
)


def _paths(node: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    paths = [here]
    if isinstance(node, dict):
        for key, value in node.items():
            paths += _paths(value, (*here, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            paths += _paths(value, (*here, index))
    return paths


def mutate(document: Any, data: st.DataObject, times: int = 3) -> Any:
    """``document`` with a few of its parts (anywhere in the tree) replaced by odd values."""
    document = copy.deepcopy(document)
    for _ in range(data.draw(st.integers(1, times))):
        path = data.draw(st.sampled_from(_paths(document)))
        value = data.draw(VALUES)
        if not path:
            return value
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        parent[path[-1]] = value
    return document


# --------------------------------------------------------------------------- the YAML reader

YAML_BITS = [
    "a",
    ": ",
    "- ",
    "\n",
    "  ",
    "&x ",
    "*x",
    "!!binary ",
    "!custom ",
    "<<: ",
    "{",
    "}",
    "[",
    "]",
    ", ",
    '"',
    "'",
    "? ",
    "|\n",
    ">\n",
    ".inf",
    ".nan",
    "99999999999999999999",
    "-1",
    "~",
    "true",
    "#",
    "\t",
    "%YAML 1.1\n",
    "---\n",
    "...\n",
    "\x00",
    "\ufeff",
    "\\",
    "é",
]


@budget(300)
@given(st.one_of(st.text(max_size=200), st.lists(st.sampled_from(YAML_BITS)).map("".join)))
def test_the_yaml_reader_raises_only_its_own_error(text: str) -> None:
    try:
        load_text(text)
    except YamlError as error:
        assert error.line >= 1 and error.col >= 1


# --------------------------------------------------------------------------- schemas and checks


#: PyYAML's libyaml (C) reader and writer: the same data as safe_load/safe_dump, faster.
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DUMPER: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _base_documents() -> dict[str, Any]:
    return {name: yaml.load(text, Loader=_LOADER) for name, text in BASE.items()}


@pytest.fixture(scope="module")
def real_faction() -> Any:
    return yaml.safe_load((ROOT / "data/factions/time-travelers.yaml").read_text(encoding="utf-8"))


def _load_with(documents: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        for name, document in documents.items():
            path = Path(folder) / name
            path.parent.mkdir(parents=True, exist_ok=True)
            text = yaml.dump(document, Dumper=_DUMPER, allow_unicode=True)
            path.write_text(text, encoding="utf-8")
        try:
            load_dataset(Path(folder) / "data", root=Path(folder))
        except DataError as error:
            assert error.problems


@budget(60)
@given(st.data())
def test_schema_and_checks_report_any_document_as_problems(data: st.DataObject) -> None:
    documents = _base_documents()
    name = data.draw(st.sampled_from(sorted(documents)))
    documents[name] = mutate(documents[name], data)
    _load_with(documents)


@budget(25)
@given(data=st.data())
def test_schema_and_checks_report_a_mutated_real_faction(data: st.DataObject, real_faction) -> None:
    documents = _base_documents()
    documents["data/factions/time-travelers.yaml"] = mutate(real_faction, data)
    _load_with(documents)


# --------------------------------------------------------------------------- the scenario runner


@pytest.fixture(scope="module")
def real_checks() -> tuple[list[Ruling], dict[str, Any]]:
    dataset = real_dataset()
    return [r for r in dataset.rulings if r.check], catalog(dataset)


@budget(80)
@given(data=st.data())
def test_the_scenario_runner_fails_a_broken_check_without_raising(data: st.DataObject, real_checks):
    rulings, cards = real_checks
    ruling = data.draw(st.sampled_from(rulings))
    check = mutate(ruling.check, data)
    result = run_ruling(
        Ruling(ruling.id, "example", "t", "src", check=check, where=Where("x")), cards
    )
    assert result.status in ("verified", "verified-standin", "failing", "pending")
    document = {"rulings": [{"id": "x/y", "kind": "example", "text": "t", "source": "s"}]}
    document["rulings"][0]["check"] = check
    if not schema_problems("rulings", document, document, "x"):  # what check would run
        assert not (result.detail or "").startswith("engine error"), result.detail


# --------------------------------------------------------------------------- the importers


def _cut_and_patch(text: str, data: st.DataObject) -> str:
    """``text`` cut short, with lines dropped, doubled or replaced by odd ones."""
    lines = text.splitlines(keepends=True)
    for _ in range(data.draw(st.integers(0, 4))):
        if not lines:
            break
        index = data.draw(st.integers(0, len(lines) - 1))
        what = data.draw(st.sampled_from(["drop", "double", "junk"]))
        if what == "drop":
            del lines[index]
        elif what == "double":
            lines.insert(index, lines[index])
        else:
            junk = data.draw(
                st.sampled_from(["==", "{{", "}}", "[[", "* ", "=== Cards ===", "\x00"])
            )
            lines[index] = junk + data.draw(st.text(max_size=10)) + "\n"
    joined = "".join(lines)
    return joined[: data.draw(st.integers(0, len(joined)))]


WIKI_PAGES = sorted(p.name for p in (FIXTURES / "wiki").iterdir())


@budget(20)
@given(st.data())
def test_the_wiki_importer_raises_only_import_problems(data: st.DataObject) -> None:
    from smashwiki.importers.wiki import import_wiki

    name = data.draw(st.sampled_from(WIKI_PAGES))
    text = _cut_and_patch((FIXTURES / "wiki" / name).read_text(encoding="utf-8"), data)
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / name
        page.write_text(text, encoding="utf-8")
        with contextlib.suppress(SmashwikiError):
            import_wiki([page], Path(folder) / "data")


@budget(20)
@given(st.data())
def test_the_rulebook_importer_raises_only_import_problems(data: st.DataObject) -> None:
    from smashwiki.importers.rulebook import import_rulebook

    text = _cut_and_patch((FIXTURES / "rulebook" / "excerpt.txt").read_text(encoding="utf-8"), data)
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder) / "data"
        data_dir.mkdir()
        for name in ("sources.yaml", "sets.yaml"):
            (data_dir / name).write_text((ROOT / "data" / name).read_text(encoding="utf-8"))
        book = Path(folder) / "rulebook.txt"
        book.write_text(text, encoding="utf-8")
        with contextlib.suppress(SmashwikiError):
            import_rulebook(book, data_dir)


# --------------------------------------------------------------------------- the query parser

QUERY_BITS = [
    "t:",
    "f:",
    "set:",
    "power",
    ">=",
    "<",
    "!=",
    "=",
    ":",
    "is:",
    "has:",
    "-",
    '"',
    " ",
    "minion",
    "errata",
    "none",
    "99999999999999999999",
    "4",
    "%",
    "_",
    "\\",
    "'",
    ";",
    "é",
]


@pytest.fixture(scope="module")
def small_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("query") / "project"
    for name, text in BASE.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return pipeline.build(root, site=False).database


@budget(300)
@given(text=st.one_of(st.text(max_size=80), st.lists(st.sampled_from(QUERY_BITS)).map("".join)))
def test_the_query_parser_raises_only_query_errors(text: str, small_db: Path) -> None:
    try:
        compile_query(text)
        search(small_db, text, limit=5)
    except QueryError:
        pass
