"""No code of this project uses a dependency's private names (``_name``): they change without
notice in a minor release. Read from the source with :mod:`ast`: ``from dep import _name``,
``import _dep``, and ``dep.x._name`` through a name a dependency was imported as."""

from __future__ import annotations

import ast
import sys

import pytest
from conftest import ROOT

TREES = ("smashwiki", "tests", "bench")


def _ours() -> set[str]:
    """Top-level names of this project's own modules (the package, test and bench modules)."""
    names = {"smashwiki"}
    for tree in TREES[1:]:
        names |= {path.stem for path in (ROOT / tree).glob("*.py")}
        names |= {path.name for path in (ROOT / tree).iterdir() if (path / "__init__.py").exists()}
    return names


OURS = _ours()


def _dependency(module: str | None) -> bool:
    top = (module or "").split(".")[0]
    return bool(top) and top not in OURS and top not in sys.stdlib_module_names


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_uses(source: str) -> list[str]:
    """Each use of a dependency's private name in ``source``, as ``line: what``."""
    tree = ast.parse(source)
    aliases: set[str] = set()
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and _dependency(node.module):
            module = node.module or ""
            if any(_private(part) for part in module.split(".")):
                found.append(f"{node.lineno}: from {module}")
            found += [f"{node.lineno}: {module}.{a.name}" for a in node.names if _private(a.name)]
            aliases |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if _dependency(alias.name):
                    if any(_private(part) for part in alias.name.split(".")):
                        found.append(f"{node.lineno}: import {alias.name}")
                    aliases.add(alias.asname or alias.name.split(".")[0])
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            root: ast.expr = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in aliases:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


SOURCES = sorted(path for tree in TREES for path in (ROOT / tree).rglob("*.py"))


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "from mkdocs.commands.build import _build_page, get_context",
            ["1: mkdocs.commands.build._build_page"],
        ),
        ("from _pytest.nodes import Item", ["1: from _pytest.nodes"]),
        (
            "import jinja2\njinja2.compiler.CodeGenerator._output_child_pre",
            ["2: jinja2.compiler.CodeGenerator._output_child_pre"],
        ),
        ("from smashwiki import fmt\nfmt._schemas()", []),
        ("import sys\nsys._getframe()", []),
        ("from jinja2 import Environment\nEnvironment.__init__", []),
    ],
    ids=["from-import", "private-module", "attribute", "our-own", "stdlib", "dunder"],
)
def test_the_reader_finds_private_names_of_dependencies(source: str, expected: list[str]) -> None:
    assert private_uses(source) == expected


def test_no_code_uses_a_dependency_s_private_names() -> None:
    assert len(SOURCES) > 50  # the trees are where they were: the test reads something
    found = {
        path.relative_to(ROOT).as_posix(): uses
        for path in SOURCES
        if (uses := private_uses(path.read_text(encoding="utf-8")))
    }
    assert found == {}
