"""Every CLI command is documented: an Example in its --help, a mention in the README."""

from __future__ import annotations

from collections.abc import Iterator

import click
import pytest
from click.testing import CliRunner
from conftest import ROOT

from smashwiki.cli import cli


def commands(group: click.Group = cli, prefix: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """The name path of every command below ``group``, groups included."""
    for name, command in sorted(group.commands.items()):
        path = (*prefix, name)
        yield path
        if isinstance(command, click.Group):
            yield from commands(command, path)


def leaf(path: tuple[str, ...]) -> click.Command:
    command: click.Command = cli
    for name in path:
        assert isinstance(command, click.Group)
        command = command.commands[name]
    return command


ALL = list(commands())


def test_there_are_commands_to_document():
    assert ("build",) in ALL and ("check",) in ALL


@pytest.mark.parametrize("path", ALL, ids=" ".join)
def test_command_is_in_the_readme(path):
    assert f"smashwiki {' '.join(path)}" in (ROOT / "README.md").read_text()


@pytest.mark.parametrize(
    "path", [p for p in ALL if not isinstance(leaf(p), click.Group)], ids=" ".join
)
def test_command_help_has_an_example(path):
    result = CliRunner().invoke(cli, [*path, "--help"])
    assert result.exit_code == 0
    assert "Example" in result.output
    assert f"smashwiki {' '.join(path)}" in result.output
