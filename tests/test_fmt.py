"""`smashwiki fmt`: the one canonical form of data files, and check's report of it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from conftest import ROOT, write

from smashwiki.cli import cli
from smashwiki.fmt import canonical_text, read_round_trip
from smashwiki.importers.common import write_yaml
from smashwiki.load import data_files, file_kind, plain, yaml_loader

UNTIDY_FACTION = """
    # yaml-language-server: $schema=../schema/faction.schema.json
    name: "Demo"   # the printed name
    id: demo
    partial: true
    source: src
    description: >-
      A description folded
      by hand.
    cards:
      - type: minion
        id: alpha
        name: 'Alpha'
        power: 3
        rulings:
          - text: Order of keys.
            kind: faq
            check:
              expect: {zones: {alpha: "Alan's discard"}, vps: {Alan: 1}}
              do: [score]
"""

CANONICAL_FACTION = """\
# yaml-language-server: $schema=../schema/faction.schema.json
id: demo
name: Demo     # the printed name
source: src
description: A description folded by hand.
partial: true
cards:
  - id: alpha
    name: Alpha
    type: minion
    power: 3
    rulings:
      - kind: faq
        text: Order of keys.
        check:
          do: [score]
          expect: {zones: {alpha: Alan's discard}, vps: {Alan: 1}}
"""

UNSORTED_RULINGS = """
    rulings:
      - id: topic/one
        kind: faq
        text: About two cards.
        source: src
        cards:
          - f/zeta   # named first by the source
          - f/alpha
        rules: [b-rule, a-rule]
"""


@pytest.fixture
def small(tmp_path: Path) -> Path:
    """A project folder whose data/ holds one tidy file (fmt needs no valid data set)."""
    write(tmp_path, "data/sets.yaml", "sets:\n  - id: core\n    name: Core Set\n")
    return tmp_path


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_keys_follow_the_schema_and_quoting_is_yamls(tmp_path: Path) -> None:
    path = write(tmp_path, "data/factions/demo.yaml", UNTIDY_FACTION)
    assert canonical_text(path.read_text(), "faction", "demo.yaml") == CANONICAL_FACTION


def test_a_check_keeps_its_authors_order_inside_expect(tmp_path: Path) -> None:
    path = write(tmp_path, "data/factions/demo.yaml", UNTIDY_FACTION)
    text = canonical_text(path.read_text(), "faction", "demo.yaml")
    assert "expect: {zones: {alpha: Alan's discard}, vps: {Alan: 1}}" in text


def test_lists_without_meaningful_order_are_sorted_with_their_comments(tmp_path: Path) -> None:
    path = write(tmp_path, "data/rulings/topic.yaml", UNSORTED_RULINGS)
    text = canonical_text(path.read_text(), "rulings", "topic.yaml")
    assert "      - f/alpha\n      - f/zeta   # named first by the source\n" in text
    assert "rules: [a-rule, b-rule]" in text


def test_long_text_is_folded_within_the_line_width(tmp_path: Path) -> None:
    long_text = " ".join(["word"] * 60)
    path = write(
        tmp_path,
        "data/rulings/topic.yaml",
        f"rulings:\n  - id: t/a\n    kind: faq\n    text: '{long_text}'\n    source: src\n",
    )
    text = canonical_text(path.read_text(), "rulings", "topic.yaml")
    assert max(len(line) for line in text.splitlines()) <= 100
    assert plain(yaml_loader().load(text))["rulings"][0]["text"] == long_text


@pytest.mark.parametrize(
    "path", data_files(ROOT / "data"), ids=lambda p: p.relative_to(ROOT / "data").as_posix()
)
def test_committed_data_is_canonical(path: Path) -> None:
    """data/ as committed is canonical (`smashwiki check` requires it): formatting it changes
    nothing, so no value either (that formatting keeps the values of a file that is not
    canonical: the next test)."""
    kind = file_kind(path.relative_to(ROOT / "data").as_posix())
    assert kind is not None
    text = path.read_text(encoding="utf-8")
    assert canonical_text(text, kind, path.name) == text


def _kind_of(path: Path) -> str | None:
    """The schema name of a data file under any ``data/`` folder (a fixture's too)."""
    parts = path.parts
    if "data" not in parts:
        return None
    return file_kind(Path(*parts[len(parts) - parts[::-1].index("data") :]).as_posix())


def _densest_in_checks(kind: str) -> list[str]:
    """The data file of ``kind`` densest in checks (the most for its size), if any."""
    data = ROOT / "data"
    files = [p for p in data_files(data) if file_kind(p.relative_to(data).as_posix()) == kind]
    if not files:
        return []
    best = max(files, key=lambda p: p.read_text("utf-8").count("check:") / (1 + p.stat().st_size))
    return [best.relative_to(data).as_posix()]


@pytest.mark.parametrize("name", _densest_in_checks("faction") + _densest_in_checks("rulings"))
def test_formatting_keeps_the_data(name: str) -> None:
    """A real file (a faction's and a rulings file, those densest in checks) written
    untidily (every mapping's keys reversed, PyYAML's own quoting, indentation and line
    breaks, no comments) formats back to the same values."""
    kind = file_kind(name)
    assert kind is not None
    # ruamel's reading of the committed file (the session's canonical checks read it already)
    before = plain(read_round_trip((ROOT / "data" / name).read_text(encoding="utf-8")))
    builtin = json.loads(json.dumps(before))  # no ruamel types: PyYAML writes builtins only
    untidy = yaml.safe_dump(_reversed(builtin), sort_keys=False, allow_unicode=True, width=60)
    once = canonical_text(untidy, kind, name)
    assert once != untidy
    assert _unsorted(plain(yaml_loader().load(once))) == _unsorted(before)


def _reversed(value: object) -> object:
    """The data with the keys of every mapping in reverse order."""
    if isinstance(value, dict):
        return {k: _reversed(value[k]) for k in reversed(value)}
    if isinstance(value, list):
        return [_reversed(v) for v in value]
    return value


def _unsorted(value: object) -> object:
    """The data with every list of scalars sorted (fmt may sort those)."""
    if isinstance(value, dict):
        return {k: _unsorted(v) for k, v in value.items()}
    if isinstance(value, list):
        items = [_unsorted(v) for v in value]
        if all(isinstance(v, str) for v in items):
            return sorted(items)  # type: ignore[type-var]
        return items
    return value


def test_formatting_is_idempotent(tmp_path: Path) -> None:
    path = write(tmp_path, "data/factions/demo.yaml", UNTIDY_FACTION)
    once = canonical_text(path.read_text(), "faction", "demo.yaml")
    assert canonical_text(once, "faction", "demo.yaml") == once


def test_an_import_writes_canonical_yaml(tmp_path: Path) -> None:
    path = tmp_path / "data" / "rulings" / "topic.yaml"
    document = {
        "rulings": [
            {"source": "src", "text": 'It\'s "quoted": ' + "long " * 30, "kind": "faq", "id": "t/a"}
        ]
    }
    write_yaml(path, document, schema="rulings")
    text = path.read_text(encoding="utf-8")
    assert canonical_text(text, "rulings", "topic.yaml") == text


def test_fmt_rewrites_files_and_reports_them(small: Path) -> None:
    path = write(small, "data/factions/demo.yaml", UNTIDY_FACTION)
    result = run("fmt", "--project", str(small))
    assert result.exit_code == 0, result.output
    assert "formatted data/factions/demo.yaml" in result.output
    assert path.read_text(encoding="utf-8") == CANONICAL_FACTION
    assert run("fmt", "--project", str(small), "--check").exit_code == 0


def test_fmt_check_lists_the_files_and_writes_nothing(small: Path) -> None:
    path = write(small, "data/factions/demo.yaml", UNTIDY_FACTION)
    before = path.read_bytes()
    result = run("fmt", "--check", "--project", str(small))
    assert result.exit_code == 1
    assert "data/factions/demo.yaml:2:1: not in canonical form" in result.output
    assert "run: smashwiki fmt data/factions/demo.yaml" in result.output
    assert path.read_bytes() == before


def test_check_names_the_fmt_command(project: Path) -> None:
    path = project / "data" / "factions" / "musketeers.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("name: Musketeers", 'name: "Musketeers"', 1), encoding="utf-8")
    result = run("check", "--project", str(project))
    assert result.exit_code == 1
    assert (
        "data/factions/musketeers.yaml:3:1: not in canonical form from here on; "
        "run: smashwiki fmt data/factions/musketeers.yaml"
    ) in result.output


def test_fmt_on_a_broken_file_writes_nothing(small: Path) -> None:
    untidy = write(small, "data/factions/demo.yaml", UNTIDY_FACTION)
    write(small, "data/rulings/broken.yaml", "rulings:\n  - id: [unclosed\n")
    before = untidy.read_bytes()
    result = run("fmt", "--project", str(small))
    assert result.exit_code == 1
    assert "data/rulings/broken.yaml:3:1: YAML syntax error" in result.output
    assert untidy.read_bytes() == before


def test_fmt_refuses_a_file_outside_data(small: Path) -> None:
    other = write(small, "notes.yaml", "a: 1\n")
    result = run("fmt", str(other), "--project", str(small))
    assert result.exit_code == 1
    assert "not a data file" in result.output


def test_check_names_crlf_line_endings_and_fmt_mends_them(small: Path) -> None:
    path = small / "data" / "sets.yaml"
    path.write_bytes(b"sets:\r\n  - id: core\r\n    name: Core Set\r\n")
    result = run("check", "--project", str(small))
    assert (
        "data/sets.yaml:1:1: CRLF line endings from here on (canonical files end lines with "
        "LF); run: smashwiki fmt data/sets.yaml"
    ) in result.output.splitlines()
    assert run("fmt", "--check", "--project", str(small)).output.startswith(
        "data/sets.yaml:1:1: CRLF line endings from here on"
    )
    assert run("fmt", "--project", str(small)).exit_code == 0
    assert path.read_bytes() == b"sets:\n  - id: core\n    name: Core Set\n"


def test_a_line_ending_in_crlf_further_down_is_placed_at_its_line(small: Path) -> None:
    path = small / "data" / "sets.yaml"
    path.write_bytes(b"sets:\n  - id: core\r\n    name: Core Set\n")
    result = run("fmt", "--check", "--project", str(small))
    assert result.output.startswith("data/sets.yaml:2:1: CRLF line endings from here on")


def test_a_file_with_a_byte_order_mark_is_read_like_any_other(small: Path) -> None:
    """The loader and fmt --check read past a UTF-8 byte order mark; a problem in the file
    is still placed at its line (the mark shifts no line or column)."""
    from smashwiki.load import parse_file

    path = small / "data" / "sets.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert run("fmt", "--check", "--project", str(small)).exit_code == 0
    node, problems = parse_file(path, "data/sets.yaml")
    assert problems == [] and node["sets"][0]["name"] == "Core Set"
    broken = text.replace("  - id: core\n", "  - id: [core\n", 1)
    path.write_bytes(b"\xef\xbb\xbf" + broken.encode("utf-8"))
    _, problems = parse_file(path, "data/sets.yaml")
    assert [(p.file, p.line) for p in problems] == [("data/sets.yaml", 3)], problems
    assert "the '[' at line 2, column 9 is never closed" in problems[0].message
    result = run("fmt", "--check", "--project", str(small))
    assert result.exit_code == 1 and "data/sets.yaml:3:" in result.output, result.output


#: A check whose flow collections are too long for their lines, at two depths.
FLOW_RULINGS = (
    "rulings:\n  - id: topic/one\n    kind: faq\n    text: About two cards.\n"
    "    source: src\n    check:\n      setup:\n        bases:\n"
    "          - {name: the-far-side-of-the-great-library, breakpoint: 30, minions: "
    "{Alan: [{card: 4, name: ally}, time-travelers/jumper]}}\n"
    "          - {name: mill, minions: {Beth: [b1]}}\n"
    "        hands: {Alan: [time-travelers/doctor-when, time-travelers/jumper, "
    "time-travelers/1-21-g]}\n"
    "      do: [score]\n"
)


def _flow_lines(text: str) -> list[str]:
    """The lines of ``text`` where a flow collection opens and is not closed."""
    return [
        line
        for line in text.splitlines()
        if line.count("[") + line.count("{") > (line.count("]") + line.count("}"))
    ]


def test_a_flow_collection_that_fits_stays_on_its_line() -> None:
    text = canonical_text(FLOW_RULINGS, "rulings", "topic.yaml")
    assert "          - {name: mill, minions: {Beth: [b1]}}\n" in text
    assert "      do: [score]\n" in text


def test_a_flow_collection_too_long_for_its_line_is_written_block_style() -> None:
    text = canonical_text(FLOW_RULINGS, "rulings", "topic.yaml")
    assert _flow_lines(text) == []
    assert (
        "          - name: the-far-side-of-the-great-library\n"
        "            breakpoint: 30\n"
        "            minions: {Alan: [{card: 4, name: ally}, time-travelers/jumper]}\n"
    ) in text
    assert (
        "        hands:\n"
        "          Alan: [time-travelers/doctor-when, time-travelers/jumper, "
        "time-travelers/1-21-g]\n"
    ) in text
    assert plain(yaml_loader().load(text)) == plain(yaml_loader().load(FLOW_RULINGS))


def test_a_list_too_long_for_any_line_becomes_a_block_list() -> None:
    ids = [f"time-travelers/the-card-number-{n}" for n in range(6)]
    source = (
        "rulings:\n  - id: t/a\n    kind: faq\n    text: Cards.\n    source: src\n"
        f"    check: {{cards: {{}}, do: [{{play: [{', '.join(ids)}]}}]}}\n"
    )
    text = canonical_text(source, "rulings", "topic.yaml")
    assert _flow_lines(text) == []
    assert "".join(f"            - {card}\n" for card in ids) in text
    assert canonical_text(text, "rulings", "topic.yaml") == text


@pytest.mark.parametrize(
    "path",
    [p for p in sorted((ROOT / "tests" / "fixtures").rglob("data/**/*.yaml")) if _kind_of(p)],
    ids=lambda p: p.relative_to(ROOT / "tests" / "fixtures").as_posix(),
)
def test_formatting_a_fixture_is_idempotent(path: Path) -> None:
    """fmt over each data file of tests/fixtures: formatting its canonical form changes nothing
    (data/'s own files are canonical as committed: test_committed_data_is_canonical)."""
    kind = _kind_of(path)
    assert kind is not None
    once = canonical_text(path.read_text(encoding="utf-8-sig"), kind, path.name)
    assert canonical_text(once, kind, path.name) == once


NESTED_FACTION = """\
id: sky-pirates
name: Sky Pirates
source: src
cards:
  - id: gunner
    name: Gunner
    type: minion
    power: 3
    rulings:
      - kind: faq
        text: First ruling on the Gunner.
      # a comment of the second ruling
      - kind: faq
        text: Second ruling on the Gunner.
  - id: lookout
    name: Lookout
    type: minion
    power: 2
"""


def test_an_entry_excerpt_keeps_its_ancestors_and_drops_the_items_beside_it() -> None:
    from smashwiki.fmt import excerpt_of

    assert canonical_text(NESTED_FACTION, "faction", "sky-pirates.yaml") == NESTED_FACTION
    second = NESTED_FACTION.splitlines().index("      - kind: faq", 10) + 1
    excerpt = excerpt_of(NESTED_FACTION, second)
    assert excerpt.text == (
        "id: sky-pirates\nname: Sky Pirates\nsource: src\ncards:\n  - id: gunner\n"
        "    name: Gunner\n    type: minion\n    power: 3\n    rulings:\n"
        "      - kind: faq\n        text: Second ruling on the Gunner.\n"
    )
    assert excerpt.file_line(10) == second and excerpt.file_line(1) == 1
    lookout = excerpt_of(NESTED_FACTION, 17)
    assert lookout.text == (
        "id: sky-pirates\nname: Sky Pirates\nsource: src\ncards:\n"
        "  - id: lookout\n    name: Lookout\n    type: minion\n    power: 2\n"
    )
    assert lookout.file_line(5) == 15 and lookout.file_line(9) == 19
    assert excerpt_of("cards: [oops\n", 1).text == "cards: [oops\n"  # unreadable: whole


def test_an_entry_difference_is_placed_at_the_file_line_of_that_entry(tmp_path: Path) -> None:
    from smashwiki.fmt import entry_difference

    text = NESTED_FACTION.replace("Second ruling on the Gunner.", "'Second ruling, quoted.'")
    path = write(tmp_path, "data/factions/sky-pirates.yaml", text)
    data, project = tmp_path / "data", tmp_path
    line = text.splitlines().index("        text: 'Second ruling, quoted.'") + 1
    why = "not in canonical form from here on"
    assert entry_difference(path, data, project, line - 1) == (line, why)
    assert entry_difference(path, data, project, line - 4) is None  # the first ruling is fine


def test_the_first_and_last_checked_entry_of_each_data_file_are_canonical_alone() -> None:
    """The excerpt of an entry is canonical when the entry is in its file: true of any data
    set ``check`` accepts (every file canonical), so never a false note. The first and last
    entry of each file (where an excerpt's cuts fall at the list's ends) are weighed."""
    from smashwiki.fmt import entry_difference
    from smashwiki.load import load_dataset

    dataset = load_dataset(ROOT / "data", root=ROOT)
    lines: dict[str, list[int]] = {}
    for ruling in dataset.checked:
        if ruling.where.file:
            lines.setdefault(ruling.where.file, []).append(ruling.where.line)
    assert lines
    for label, found in sorted(lines.items()):
        for line in {min(found), max(found)}:
            assert entry_difference(ROOT / label, ROOT / "data", ROOT, line) is None, (label, line)
