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
from badinputs import (
    BASE,
    CASES,
    GARBAGE_TIMESTAMP,
    IMPOSSIBLE_TIMESTAMP,
    TEXT_REDIRECT,
    TITLE_TWICE,
    Case,
    write_edit,
)
from click.testing import CliRunner

from smashwiki.building import pipeline
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
            "data/rulings/basic.yaml, line 2: YAML syntax error: did not find expected ',' or ']': "
            "the '[' at line 1, column 10 is never closed; "
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
        (
            "Musketeers.wiki",
            "* None\n\n====== 1x Make Way",
            "Musketeers, line 116: the page ends inside card 'Last Stand', before the end of "
            "its 'Clarifications:' list (every other card has one): is the page cut short?",
        ),
        (
            "Musketeers.wiki",
            "\n====== 1x Bastion",
            "Musketeers, line 176: the page ends with section 'Cards - Bases' and no card in "
            "it: is the page cut short?",
        ),
        (
            "export-0.11.xml",
            "  <page>\n    <title>Musketeers",
            "export-0.11.xml, line 494: the MediaWiki XML export ends before </mediawiki>: "
            "is the file cut short?",
        ),
        (
            "export-0.10.xml",
            "Clarifications:",
            "export-0.10.xml, line 335: the MediaWiki XML export ends before "
            "</text></revision></page></mediawiki>: is the file cut short?",
        ),
    ],
    ids=[
        "mid-sentence",
        "mid-link",
        "mid-template",
        "faction-page-mid-card",
        "faction-page-after-a-section-heading",
        "export-between-pages",
        "export-mid-page",
    ],
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


def test_a_reimport_says_it_drops_a_ruling_added_by_hand(
    built: Path, tmp_path: Path, monkeypatch
) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    monkeypatch.chdir(root)
    page = str(WIKI / "Time_Travelers.wiki")
    assert CliRunner().invoke(cli, ["import", "wiki", page]).exit_code == 0
    faction = root / "data" / "factions" / "time-travelers.yaml"
    text = faction.read_text(encoding="utf-8")
    anchor = "      - kind: clarification\n        text: Gigawatts is pronounced with a J.\n"
    assert anchor in text
    faction.write_text(
        text.replace(anchor, anchor + "      - kind: clarification\n        text: By hand.\n"),
        encoding="utf-8",
    )
    lines = faction.read_text(encoding="utf-8").splitlines()
    line = lines.index("        text: By hand.")  # 0-based, so the 1-based line of its "- kind:"
    result = CliRunner().invoke(cli, ["import", "wiki", page])
    assert result.exit_code == 0
    assert (
        f"warning: data/factions/time-travelers.yaml, line {line}: the import drops "
        "cards[1-21-gigawatts].rulings[2]: 'By hand.' (one added by hand is kept by imports "
        "if it has its own source:)"
    ) in result.output.splitlines()


DISNEY = GOLDEN.parent / "rulebook" / "disney-edition.txt"


@pytest.mark.parametrize(
    ("appended", "problem"),
    [
        (
            " and more.",
            "book.txt, line 314: complexity 'Medium and more.' of 'Wreck-It Ralph' is not a "
            "level (Low, Low-Medium, Medium, Medium-High or High)",
        ),
        (
            "\nThis paragraph was appended to the file.",
            "book.txt, line 315: text after the 'Complexity:' line of 'Wreck-It Ralph', which "
            "ends a faction: is something appended to the rulebook?",
        ),
    ],
    ids=["on-the-last-line", "after-the-last-line"],
)
def test_text_appended_to_a_rulebook_is_refused(
    built: Path, tmp_path: Path, monkeypatch, appended: str, problem: str
) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    before = snapshot(root / "data")
    book = tmp_path / "book.txt"
    book.write_text(DISNEY.read_text(encoding="utf-8").rstrip("\n") + appended + "\n")
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", "rulebook", str(book)])
    assert result.exit_code == 1
    assert result.output.splitlines() == [problem, "Error: 1 import problem; nothing was written"]
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
        "data/f.yaml, line 4: the import drops cards[b]: 'Card b has a text of several words.'",
    ]


def test_an_import_says_which_records_it_drops_whatever_their_length(tmp_path: Path) -> None:
    from smashwiki.importers.staged import losses

    before, after = tmp_path / "before" / "data", tmp_path / "after" / "data"
    rulings = ["A ruling from the wiki.", "Short.", "Hand-added, {braces}.", "Last one."]
    for folder, kept, partners in (
        (before, rulings, "[Zombies, Ghosts, Sheep]"),
        (after, [rulings[0], rulings[3]], "[Zombies, Sheep]"),
    ):
        folder.mkdir(parents=True)
        items = "".join(f"      - kind: clarification\n        text: {t}\n" for t in kept)
        (folder / "f.yaml").write_text(
            f"partners: {partners}\nillustrator: Ann\ncards:\n  - id: a\n    rulings:\n{items}",
            encoding="utf-8",
        )
    (after / "f.yaml").write_text(
        (after / "f.yaml").read_text(encoding="utf-8").replace("illustrator: Ann\n", ""),
        encoding="utf-8",
    )
    hint = " (one added by hand is kept by imports if it has its own source:)"
    assert [str(problem) for problem in losses(before, after)] == [
        "data/f.yaml, line 1: the import drops partners[1]: 'Ghosts'",
        "data/f.yaml, line 2: the import drops illustrator: 'Ann'",
        f"data/f.yaml, line 8: the import drops cards[a].rulings[1]: 'Short.'{hint}",
        "data/f.yaml, line 10: the import drops cards[a].rulings[2]: 'Hand-added, {braces}.'"
        + hint,
    ]


ALIASED = {"data/factions/ninjas.yaml": "id: ninjas\nname: &n Ninjas\nsource: *n\ncards: []\n"}
DEEP = "{{" * 1000 + "x" + "}}" * 1000 + "\n"


@pytest.mark.parametrize(
    ("args", "edit", "output"),
    [
        (
            ["query", "--db", "data/sources.yaml", "ninja"],
            {},
            [
                "Error: data/sources.yaml is not a smashwiki database (file is not a database): "
                "run `smashwiki build` first"
            ],
        ),
        (
            ["new", "card", "ninjas", "Shadow", "--type", "minion", "--power", "2"],
            ALIASED,
            [
                "Error: data/factions/ninjas.yaml:3:9: aliases (*name) are not allowed in data "
                "files: write the value out; fix it first (smashwiki check lists what is wrong)"
            ],
        ),
        (
            ["new", "card", "../sources", "Shadow", "--type", "minion", "--power", "2"],
            {},
            ["Error: invalid id '../sources': expected a lowercase slug such as 'time-travelers'"],
        ),
        (
            ["new", "faction", "Up", "--id", "../../up", "--source", "src"],
            {},
            ["Error: invalid id '../../up': expected a lowercase slug such as 'time-travelers'"],
        ),
        (
            ["new", "ruling", "../up/x", "--text", "T.", "--kind", "faq", "--source", "src"],
            {},
            [
                "Error: invalid id '../up/x': expected lowercase slugs joined by '/', with an "
                "optional '#<number>'"
            ],
        ),
        (
            ["import", "rulebook", "book.txt"],
            {"book.txt": bytes(range(256))},
            [
                "book.txt, line 2: not UTF-8 text (byte 129): is it the right file?",
                "Error: 1 import problem; nothing was written",
            ],
        ),
        (
            ["import", "wiki", "Empty.wiki"],
            {"Empty.wiki": "\n\n"},
            [
                "Empty.wiki, line 1: no page with any text in the file: is it the right file?",
                "Error: 1 import problem; nothing was written",
            ],
        ),
        (
            ["import", "wiki", "ninja.xml"],
            {"ninja.xml": GARBAGE_TIMESTAMP},
            [
                "ninja.xml, line 8: the revision timestamp 'last Tuesday' of page 'Ninja Rules' "
                "is not a date and time (expected e.g. 2025-08-28T18:42:13Z)",
                "Error: 1 import problem; nothing was written",
            ],
        ),
        (
            ["import", "wiki", "ninja.xml"],
            {"ninja.xml": IMPOSSIBLE_TIMESTAMP},
            [
                "ninja.xml, line 8: the revision timestamp '2025-02-30T10:00:00Z' of page "
                "'Ninja Rules' is not a date and time (expected e.g. 2025-08-28T18:42:13Z)",
                "Error: 1 import problem; nothing was written",
            ],
        ),
        (
            ["import", "wiki", "Deep.wiki"],
            {"Deep.wiki": DEEP},
            [
                "Deep, line 1: links and templates nested more than 32 deep",
                "Deep, line 1: markup nested too deeply to read",
                "Error: 2 import problems; nothing was written",
            ],
        ),
    ],
    ids=[
        "query-a-file-that-is-no-database",
        "new-card-into-a-file-with-an-alias",
        "new-card-in-a-group-that-climbs-out",
        "new-faction-id-that-climbs-out",
        "new-ruling-id-that-climbs-out",
        "import-rulebook-binary",
        "import-wiki-empty-page",
        "import-wiki-garbage-revision-timestamp",
        "import-wiki-impossible-revision-timestamp",
        "import-wiki-templates-nested-too-deep",
    ],
)
def test_a_bad_input_to_a_command_is_its_message_and_changes_nothing(
    built: Path, tmp_path: Path, monkeypatch, args: list[str], edit: dict, output: list[str]
) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    write_edit(root, edit)
    build_before, data_before = snapshot(root / "build"), snapshot(root / "data")
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.output.splitlines() == output
    assert snapshot(root / "build") == build_before
    assert snapshot(root / "data") == data_before


def test_a_file_of_many_broken_records_lists_the_first_problems_only(
    built: Path, tmp_path: Path
) -> None:
    edit = {"data/rulings/extra.yaml": "rulings: [" + ", ".join(["{}"] * 9_000) + "]\n"}
    root, build_before, data_before = _project(built, tmp_path, Case("many", edit))
    result = CliRunner().invoke(cli, ["check", "--project", str(root)])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == "data/rulings/extra.yaml:1:11: missing field 'id' in rulings[0]"
    assert lines[-2:] == [
        "data/rulings/extra.yaml:1:111: more problems from here on: at most 100 are listed "
        "per file; fix these and check again",
        "Error: 101 problems in the data. Fix them and run the command again.",  # check writes none
    ]
    assert snapshot(root / "build") == build_before
    assert snapshot(root / "data") == data_before


@pytest.mark.parametrize(
    ("export", "warning"),
    [
        (
            TITLE_TWICE,
            "warning: ninja.xml, line 2: page title 'Ninja Rules' appears twice in the export "
            "(lines 2 and 16): the revision of 2025-02-01T00:00:00Z (line 16) is imported, the "
            "one of 2025-01-01T00:00:00Z dropped",
        ),
        (
            TEXT_REDIRECT,
            "warning: Ninja Tricks, line 26: the page is a redirect to 'Ninja Rules': not "
            "imported (import the page it redirects to)",
        ),
    ],
    ids=["import-wiki-title-twice", "import-wiki-text-redirect"],
)
def test_an_import_says_which_pages_it_drops(
    built: Path, tmp_path: Path, monkeypatch, export: str, warning: str
) -> None:
    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    write_edit(root, {"ninja.xml": export})
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", "wiki", "ninja.xml"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == warning
    rules_files = {p.name for p in (root / "data" / "rules").glob("*.yaml")}
    assert "ninja-rules.yaml" in rules_files and "ninja-tricks.yaml" not in rules_files
    rules = (root / "data" / "rules" / "ninja-rules.yaml").read_text(encoding="utf-8")
    assert "Ninjas hide in plain sight" in rules and "An older text" not in rules


def test_a_full_disk_during_an_import_leaves_no_file_behind(
    built: Path, tmp_path: Path, monkeypatch
) -> None:
    """The disk fills up while the import writes its files into data/: every temporary file
    is removed, no file of data/ changes, and the message names the cause."""
    import errno

    from smashwiki.importers import staged

    root, _, _ = _project(built, tmp_path, CASES[0])
    write_edit(root, BASE)
    write_edit(root, {"ninja.xml": TEXT_REDIRECT})
    before = snapshot(root / "data")
    real_fdopen = os.fdopen
    writes = []

    class FullDisk:
        def __init__(self, handle: int, mode: str) -> None:
            self.stream = real_fdopen(handle, mode)

        def __enter__(self) -> FullDisk:
            return self

        def __exit__(self, *exc: object) -> None:
            self.stream.close()

        def write(self, content: bytes) -> int:
            writes.append(len(content))
            if len(writes) > 1:  # the first file fits; the disk is full at the second
                self.stream.write(content[:10])
                raise OSError(errno.ENOSPC, "No space left on device")
            return self.stream.write(content)

    monkeypatch.setattr(staged.os, "fdopen", FullDisk)
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli, ["import", "wiki", "ninja.xml"])
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        "Error: cannot write or read: No space left on device"
    )
    assert len(writes) == 2
    assert snapshot(root / "data") == before  # no temporary file, no folder, no change
