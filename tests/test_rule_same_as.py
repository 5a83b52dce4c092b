"""One rule worded by two sources (``same-as``): one section of the site, each wording with
its source; the second section's page sends to the first; a wrong ``same-as`` is a positioned
problem."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import write

from smashwiki.db import write_database
from smashwiki.errors import DataError
from smashwiki.load import load_dataset
from smashwiki.site import render_docs
from smashwiki.site.render import markdown_path

TEMPLATES = Path(__file__).resolve().parents[1] / "templates"

SOURCES = """
sources:
  - id: old-book
    title: The Old Rulebook
    kind: rulebook
  - id: new-book
    title: The New Rulebook
    kind: rulebook
"""

TOKENS = """
id: tokens
title: Tokens
source: old-book
body: Tokens sit on cards. A card that leaves play loses its tokens.
sections:
  - id: stacking
    title: Stacking Tokens
    body: Tokens stack without limit.
"""

COUNTERS = """
id: counters
title: Counters
source: new-book
same-as: {target}
body: Counters are kept on cards until they leave play.
"""

RULING = """
rulings:
  - id: counters/one
    kind: clarification
    text: A counter on a card that moves between bases stays on it.
    source: new-book
    rules: [counters]
"""


def _project(root: Path, target: str = "tokens") -> Path:
    write(root, "data/sources.yaml", SOURCES)
    write(root, "data/sets.yaml", "sets:\n  - id: core\n    name: Core Set\n")
    write(root, "data/rules/tokens.yaml", TOKENS)
    write(root, "data/rules/counters.yaml", COUNTERS.format(target=target))
    write(root, "data/rulings/counters.yaml", RULING)
    return root


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = _project(tmp_path_factory.mktemp("same-as"))
    dataset = load_dataset(root / "data", root=root)
    database = write_database(dataset, root / "build" / "smashup.db")
    render_docs(database, root / "docs", TEMPLATES)
    return root / "docs"


def _page(docs: Path, url: str) -> str:
    return (docs / markdown_path(url + "/")).read_text(encoding="utf-8")


def test_the_rules_index_lists_the_rule_once(docs: Path) -> None:
    index = _page(docs, "rules")
    assert "Tokens" in index
    assert ">Counters<" not in index
    assert "1 ruling" in index  # the second wording's ruling counts for the one section


def test_the_rule_page_shows_each_wording_with_its_source_and_every_ruling(docs: Path) -> None:
    page = _page(docs, "rules/tokens")
    assert "A card that leaves play loses its tokens." in page
    assert "Counters are kept on cards until they leave play." in page
    assert "The same rule in The New Rulebook" in page
    assert "Titled there “Counters”" in page
    assert page.count("The Old Rulebook") >= 1 and page.count("The New Rulebook") >= 2
    assert "A counter on a card that moves between bases stays on it." in page


def test_the_second_wordings_page_sends_to_the_one_section(docs: Path) -> None:
    page = _page(docs, "rules/counters")
    assert "redirect: ../tokens/" in page
    assert "This page has moved" in page


def test_a_ruling_about_the_second_wording_links_to_the_one_section(docs: Path) -> None:
    page = _page(docs, "rulings/counters/one")
    assert "rules/tokens/" in page
    assert "rules/counters/" not in page


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("tokenz", "unknown rule 'tokenz' (did you mean 'tokens'?)"),
        ("counters", "a rule section cannot be the same as itself"),
        ("tokens/stacking", None),
    ],
    ids=["unknown", "itself", "a-sub-section-is-fine"],
)
def test_a_wrong_same_as_is_a_positioned_problem(
    tmp_path: Path, target: str, message: str | None
) -> None:
    root = _project(tmp_path, target)
    if message is None:
        load_dataset(root / "data", root=root)
        return
    with pytest.raises(DataError) as raised:
        load_dataset(root / "data", root=root)
    [problem] = raised.value.problems
    assert (problem.file, problem.line, problem.message) == (
        "data/rules/counters.yaml",
        4,
        message,
    )


def test_a_chain_of_same_as_names_the_end_of_it(tmp_path: Path) -> None:
    root = _project(tmp_path)
    marks = COUNTERS.replace("counters", "marks").format(target="counters")
    write(root, "data/rules/marks.yaml", marks)
    with pytest.raises(DataError) as raised:
        load_dataset(root / "data", root=root)
    [problem] = raised.value.problems
    assert problem.file == "data/rules/marks.yaml" and problem.line == 4
    assert "which is itself the same as 'tokens': name 'tokens' instead" in problem.message
