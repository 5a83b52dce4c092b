"""The corpus of bad inputs: each gives exactly its problems (file:line:col: message),
exit status 1, no traceback, and leaves the previous build and data/ untouched.

The cases are in ``tests/badinputs.py``; the problems each must give, in
``tests/fixtures/bad-inputs.txt``.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from badinputs import BASE, CASES, Case, write_edit
from click.testing import CliRunner

from smashwiki import build as pipeline
from smashwiki.cli import cli

GOLDEN = Path(__file__).parent / "fixtures" / "bad-inputs.txt"


def _expected() -> dict[str, list[str]]:
    blocks: dict[str, list[str]] = {}
    current: list[str] = []
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if line.startswith("== "):
            current = blocks.setdefault(line[3:], [])
        elif line and not line.startswith("#"):
            current.append(line)
    return blocks


EXPECTED = _expected()


def snapshot(folder: Path) -> dict[str, object]:
    """Every entry under ``folder`` without following links or opening anything but
    regular files: a file's bytes, a link's target, a folder, or another kind."""
    found: dict[str, object] = {}
    for here, dirs, files in os.walk(folder, followlinks=False):
        for name in [*dirs, *files]:
            path = Path(here, name)
            mode = path.lstat().st_mode
            key = path.relative_to(folder).as_posix()
            if stat.S_ISLNK(mode):
                found[key] = ("link", os.readlink(path))
            elif stat.S_ISREG(mode):
                found[key] = path.read_bytes()
            else:
                found[key] = ("folder" if stat.S_ISDIR(mode) else "other", stat.S_IFMT(mode))
    return found


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The valid project, built once (database only)."""
    root = tmp_path_factory.mktemp("template") / "project"
    for name, text in BASE.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    pipeline.build(root, site=False)
    return root


def _project(built: Path, tmp_path: Path, case: Case) -> tuple[Path, dict, dict]:
    root = tmp_path / "project"
    shutil.copytree(built, root, symlinks=True)
    write_edit(root, case.edit)
    return root, snapshot(root / "build"), snapshot(root / "data")


def test_every_case_has_its_expected_problems() -> None:
    assert len(CASES) >= 50
    assert [case.id for case in CASES] == list(EXPECTED)
    assert all(EXPECTED.values())


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_a_bad_input_is_reported_and_changes_nothing(
    built: Path, tmp_path: Path, case: Case
) -> None:
    root, build_before, data_before = _project(built, tmp_path, case)
    result = CliRunner().invoke(cli, ["build", "--project", str(root), "--no-site"])
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.output.splitlines()
    problems = EXPECTED[case.id]
    assert lines[:-1] == problems
    noun = "problem" if len(problems) == 1 else "problems"
    assert lines[-1] == (
        f"Error: {len(problems)} {noun} in the data; nothing was written. "
        "Fix them and run the command again."
    )
    assert snapshot(root / "build") == build_before
    assert snapshot(root / "data") == data_before


@pytest.mark.parametrize(
    "case_id", ["billion-laughs", "recursive-alias", "custom-tag", "power-23-digits", "fifo"]
)
def test_check_reports_them_too(built: Path, tmp_path: Path, case_id: str) -> None:
    case = next(case for case in CASES if case.id == case_id)
    root, _, data_before = _project(built, tmp_path, case)
    result = CliRunner().invoke(cli, ["check", "--project", str(root)])
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    for problem in EXPECTED[case_id]:
        assert problem in result.output.splitlines()
    assert snapshot(root / "data") == data_before


WIKI_PAGE = Path(__file__).parent / "fixtures" / "wiki" / "Musketeers.wiki"


@pytest.mark.parametrize(
    ("broken", "problem"),
    [
        (
            "a: &a [x]\nb: *a\n",
            "data/rulings/basic.yaml, line 2: aliases (*name) are not allowed in data files: "
            "write the value out; fix it (smashwiki check lists what is wrong) before importing",
        ),
        (
            "rulings: [oops\n",
            "data/rulings/basic.yaml, line 2: YAML syntax error: did not find expected ',' or ']'; "
            "fix it (smashwiki check lists what is wrong) before importing",
        ),
    ],
    ids=["alias", "syntax-error"],
)
@pytest.mark.parametrize("importer", ["wiki", "rulebook"])
def test_an_import_into_broken_data_writes_nothing(
    built: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    broken: str,
    problem: str,
    importer,
) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    (root / "data/rulings/basic.yaml").write_text(broken, encoding="utf-8")
    before = snapshot(root / "data")
    source = WIKI_PAGE if importer == "wiki" else GOLDEN.parent / "rulebook" / "excerpt.txt"
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", importer, str(source), "--data", "data"])
    assert result.exit_code == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.output.splitlines() == [problem, "Error: 1 import problem; nothing was written"]
    assert snapshot(root / "data") == before


def test_importing_a_binary_file_is_a_problem(built: Path, tmp_path: Path, monkeypatch) -> None:
    root, _, data_before = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    data_before = snapshot(root / "data")
    (tmp_path / "Binary.wiki").write_bytes(bytes(range(256)) * 4)
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", "wiki", str(tmp_path / "Binary.wiki")])
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        "Binary.wiki, line 2: not UTF-8 text (byte 129): is it the right file?",
        "Error: 1 import problem; nothing was written",
    ]
    assert snapshot(root / "data") == data_before


def _cut(text: str, before: str) -> str:
    return text[: text.index(before)]


WIKI = GOLDEN.parent / "wiki"
RULEBOOK = GOLDEN.parent / "rulebook" / "excerpt.txt"


@pytest.mark.parametrize(
    ("name", "cut_before", "problem"),
    [
        (
            "Time_Travelers.wiki",
            " that factions that help",
            "Time Travelers, line 29: the text ends mid-sentence "
            '("distortion in Time Travelers\' power balance"): is it cut short?',
        ),
        (
            "Update_Tracker.wiki",
            "Changerbots]]",
            "Update Tracker, line 98: '[[' is never closed with ']]': is the page cut short?",
        ),
        (
            "Special_Cards,_Counters_and_Other_Rules.wiki",
            " Cards, Counters, and Other Rules}}",
            "Special Cards, Counters and Other Rules, line 1: '{{' is never closed with '}}': "
            "is the page cut short?",
        ),
    ],
    ids=["mid-sentence", "mid-link", "mid-template"],
)
def test_a_cut_wiki_page_is_refused(
    built: Path, tmp_path: Path, monkeypatch, name: str, cut_before: str, problem: str
) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    before = snapshot(root / "data")
    page = tmp_path / name
    page.write_text(_cut((WIKI / name).read_text(encoding="utf-8"), cut_before), encoding="utf-8")
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", "wiki", str(page)])
    assert result.exit_code == 1
    assert result.output.splitlines() == [problem, "Error: 1 import problem; nothing was written"]
    assert snapshot(root / "data") == before


def test_a_cut_rulebook_is_refused(built: Path, tmp_path: Path, monkeypatch) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    before = snapshot(root / "data")
    book = tmp_path / "book.txt"
    book.write_text(RULEBOOK.read_text(encoding="utf-8")[:4000], encoding="utf-8")
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", "rulebook", str(book)])
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        "book.txt, line 32: the text ends mid-sentence ('book. Exception: Character power and "
        "bas'): is it cut short?",
        "Error: 1 import problem; nothing was written",
    ]
    assert snapshot(root / "data") == before


def test_an_import_that_shortens_or_drops_a_text_says_so(tmp_path: Path) -> None:
    from smashwiki.importers.staged import losses

    before, after = tmp_path / "before" / "data", tmp_path / "after" / "data"
    for folder, cards in (
        (
            before,
            "  - id: a\n    text: The whole text of card a.\n"
            "  - id: b\n    text: Card b has a text of several words.\n",
        ),
        (after, "  - id: a\n    text: The whole text\n"),
    ):
        folder.mkdir(parents=True)
        (folder / "f.yaml").write_text(f"cards:\n{cards}", encoding="utf-8")
    assert [str(problem) for problem in losses(before, after)] == [
        "data/f.yaml, line 3: the import shortens cards[a].text from 25 to 14 characters",
        "data/f.yaml, line 5: the import drops cards[b].text: "
        "'Card b has a text of several words.'",
    ]
