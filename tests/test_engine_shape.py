"""The engine's shape: a small core that the mechanics plug into.

Measured from the code itself: the imports between the engine's modules (every import,
those only for type checking and those inside functions too) must form no circle, the
core's modules must import no expansion mechanic, and :class:`Game` keeps a small public
surface of its own methods (no module functions rebound onto it).
"""

from __future__ import annotations

import ast
import functools
import graphlib
import inspect
from pathlib import Path

import pytest

import smashwiki.engine
from smashwiki.engine.game import HOOKS, Game

ENGINE = Path(smashwiki.engine.__file__).parent
#: The core: state, apply, legality, playing, effects, windows, turn and scoring.
CORE = (
    "game",
    "appliers",
    "legality",
    "plays",
    "effects",
    "ongoing",
    "windows",
    "turn",
    "scoring",
)
MAX_PUBLIC_NAMES = 40


def _module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The engine modules one import statement names (a name imported from a package
    counts as its submodule when there is one)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    package = module.split(".") if is_package else module.split(".")[:-1]
    package = package[: len(package) - node.level + 1] if node.level else []
    base = ".".join([*package, node.module] if node.module else package)
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def import_graph() -> dict[str, set[str]]:
    """Engine module -> the engine modules it imports (not its own parent packages,
    which Python runs first anyway); a fresh copy each call, parsed once a session."""
    return {module: set(names) for module, names in _parsed_graph().items()}


@functools.cache
def _parsed_graph() -> dict[str, frozenset[str]]:
    paths = {_module_name(p): p for p in ENGINE.rglob("*.py")}
    graph: dict[str, frozenset[str]] = {}
    for module, path in paths.items():
        is_package = path.name == "__init__.py"
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names.update(_imported(node, module, is_package))
        graph[module] = frozenset(
            name
            for name in names
            if name in paths and name != module and not module.startswith(name + ".")
        )
    return graph


def test_the_engine_has_no_import_circle() -> None:
    graph = import_graph()
    assert len(graph) > 20, "the engine's modules were not found"
    try:
        tuple(graphlib.TopologicalSorter(graph).static_order())
    except graphlib.CycleError as error:
        pytest.fail(f"import circle: {' -> '.join(error.args[1])}")


def test_a_circle_would_be_found() -> None:
    graph = import_graph()
    graph["smashwiki.engine.state"].add("smashwiki.engine.game")
    with pytest.raises(graphlib.CycleError):
        tuple(graphlib.TopologicalSorter(graph).static_order())


@pytest.mark.parametrize("core", CORE)
def test_the_core_names_no_mechanic(core: str) -> None:
    imported = import_graph()[f"smashwiki.engine.{core}"]
    mechanics = sorted(m for m in imported if m.startswith("smashwiki.engine.mechanics"))
    assert mechanics == []


def test_game_has_a_small_public_surface() -> None:
    public = [name for name in dir(Game) if not name.startswith("_")]
    assert len(public) < MAX_PUBLIC_NAMES, public


def test_no_function_is_rebound_onto_game() -> None:
    rebound = [
        name
        for name, value in vars(Game).items()
        if inspect.isfunction(value) and not value.__qualname__.startswith("Game.")
    ]
    assert rebound == []


def test_the_mechanics_plug_into_the_core() -> None:
    from smashwiki.engine.actions import PlayFromStasis, PlayTitan
    from smashwiki.engine.mechanics import bury, madness, monsters, stasis, titans

    assert HOOKS.action_rules[PlayTitan] is titans.why_illegal
    assert HOOKS.performers[PlayFromStasis] is stasis.play_from_stasis
    assert titans.after_arrives in HOOKS.arrivals
    assert monsters.share_treasure in HOOKS.base_scored
    assert bury.may_uncover in HOOKS.turn_started
    assert madness.penalty in HOOKS.final_adjustments
