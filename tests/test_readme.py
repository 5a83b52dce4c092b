"""The README's console examples are run, in order, in a fresh copy of the repository.

A ```console block holds ``$ command`` lines, each followed by the output it must
print (stdout and stderr together). In the expected output:

* a line ``...`` stands for any number of lines, and ``...`` inside a line for
  any text;
* a number stands for any number (counts and timings change with the data).

An HTML comment just before a block prepares the copy for it, one directive a
line: ``<!-- readme-test: write PATH FIXTURE -->`` copies a file from
``tests/fixtures/readme/``, ``remove PATH`` deletes one, ``commit`` commits
everything (the copy is a git repository), ``replace PATH OLD => NEW`` edits the
first occurrence of OLD, ``reset`` undoes every change since the last commit.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import ROOT, tracked_copy

README = ROOT / "README.md"
FIXTURES = ROOT / "tests" / "fixtures" / "readme"
_BLOCK = re.compile(
    r"((?:<!-- readme-test: .*? -->\n)*)```console\n(.*?)```", re.DOTALL | re.MULTILINE
)
_DIRECTIVE = re.compile(r"<!-- readme-test: (.*?) -->")


@dataclass
class Example:
    """One ``$ command`` of the README, what it must print, and how to prepare for it."""

    line: int
    command: str
    expected: list[str]
    setup: list[str] = field(default_factory=list)


def examples(text: str) -> list[Example]:
    """Every command of every console block, in order."""
    found: list[Example] = []
    for block in _BLOCK.finditer(text):
        setup = _DIRECTIVE.findall(block.group(1))
        start = text.count("\n", 0, block.start(2)) + 1
        for offset, line in enumerate(block.group(2).splitlines()):
            if line.startswith("$ "):
                found.append(Example(start + offset, line[2:], [], setup))
                setup = []
            elif found and found[-1].line >= start:
                found[-1].expected.append(line)
    return found


def pattern(expected: list[str]) -> re.Pattern[str]:
    """The regular expression an expected output stands for (see the module docstring)."""
    parts = []
    for line in expected:
        if line.strip() == "...":
            parts.append(r"(?:[^\n]*\n)*?")
            continue
        pieces = re.split(r"(\.\.\.|\d+(?:\.\d+)?)", line)
        regex = "".join(
            ".*?" if p == "..." else r"\d+(?:\.\d+)?" if p and p[0].isdigit() else re.escape(p)
            for p in pieces
        )
        parts.append(regex + r"[ \t]*\n")
    return re.compile("".join(parts), re.DOTALL)


@pytest.mark.parametrize(
    ("line", "output", "matches"),
    [
        (["wrote 234 pages in 4.2s"], "wrote 17 pages in 0.9s\n", True),
        (["wrote 234 pages"], "wrote many pages\n", False),
        (["a", "...", "z"], "a\nb\nc\nz\n", True),
        (["So, if ... first"], "So, if three players had 10 first\n", True),
        (["ok: no problems"], "ok: 2 problems\n", False),
    ],
    ids=["numbers", "words-stay", "lines", "inline", "text-differs"],
)
def test_the_matcher(line: list[str], output: str, matches: bool) -> None:
    assert bool(pattern(line).fullmatch(output)) is matches


def test_the_readme_has_examples() -> None:
    commands = [example.command for example in examples(README.read_text(encoding="utf-8"))]
    assert any(command.startswith("smashwiki build") for command in commands)
    assert any(command.startswith("smashwiki diff") for command in commands)


def prepare(project: Path, directive: str) -> None:
    """Carry out one ``readme-test:`` directive in the copy ``project``."""
    word, _, rest = directive.partition(" ")
    git = ["git", "-C", str(project), "-c", "user.name=t", "-c", "user.email=t@t"]
    if word == "write":
        path, fixture = rest.split()
        shutil.copy(FIXTURES / fixture, project / path)
    elif word == "remove":
        (project / rest).unlink()
    elif word == "commit":
        subprocess.run([*git, "add", "-A"], check=True)
        subprocess.run([*git, "commit", "-q", "--allow-empty", "-m", "readme"], check=True)
    elif word == "reset":
        subprocess.run([*git, "checkout", "-q", "--", "."], check=True)
        subprocess.run([*git, "clean", "-q", "-fd", "--", "data"], check=True)
    elif word == "replace":
        path, _, change = rest.partition(" ")
        old, new = change.split(" => ")
        text = (project / path).read_text(encoding="utf-8")
        assert old in text, f"readme-test replace: {old!r} is not in {path}"
        (project / path).write_text(text.replace(old, new, 1), encoding="utf-8")
    else:
        raise AssertionError(f"unknown readme-test directive {directive!r}")


@pytest.mark.slow
def test_the_readme_console_examples(tmp_path: Path) -> None:
    project = tracked_copy(tmp_path / "clone")
    env = dict(os.environ, COLUMNS="200")
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    for example in examples(README.read_text(encoding="utf-8")):
        for directive in example.setup:
            prepare(project, directive)
        done = subprocess.run(
            shlex.split(example.command),
            cwd=project,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            check=False,
        )
        expected = "\n".join(example.expected)
        matched = pattern(example.expected).fullmatch(done.stdout) is not None
        assert matched, (
            f"README.md:{example.line}: $ {example.command}\n"
            f"--- expected\n{expected}\n--- got\n{done.stdout}"
        )
