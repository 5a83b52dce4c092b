"""The importers' shared helpers: slugs, the merging YAML writer, import problems."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from smashwiki.fmt import read_round_trip
from smashwiki.importers.common import (
    ImportProblem,
    ImportProblems,
    raise_problems,
    schema_comment,
    slugify,
    upserted,
    write_yaml,
)
from smashwiki.load import plain

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("It's Astounding", "its-astounding"),
        ("It\u2019s Astounding", "its-astounding"),
        ("1.21 Gigawatts", "1-21-gigawatts"),
        ("D'Artagnan", "dartagnan"),
        ("D\u2019Artagnan", "dartagnan"),
        ("Überserum", "uberserum"),
        ("Do Over!", "do-over"),
        ("Golem Schloß", "golem-schloss"),
        ("  Time -- is Fleeting ", "time-is-fleeting"),
        ('"Quoted" Name', "quoted-name"),
    ],
    ids=lambda value: value if isinstance(value, str) and value.isascii() else None,
)
def test_slugify(name: str, slug: str) -> None:
    assert slugify(name) == slug


def _read(path: Path) -> dict:
    return plain(read_round_trip(path.read_text(encoding="utf-8")))


FACTION = {
    "id": "demo",
    "name": "Demo",
    "source": "demo-source",
    "cards": [
        {
            "id": "alpha",
            "name": "Alpha",
            "type": "minion",
            "count": 2,
            "power": 3,
            "text": "A long text " * 12,
            "rulings": [
                {"kind": "clarification", "text": "First ruling."},
                {"kind": "clarification", "text": "Second ruling."},
            ],
        },
        {
            "id": "home",
            "name": "Home",
            "type": "base",
            "count": 1,
            "breakpoint": 20,
            "vps": [3, 2, 1],
            "text": "Base text.",
        },
    ],
}


def test_write_yaml_new_file_style(tmp_path: Path) -> None:
    path = tmp_path / "factions" / "demo.yaml"
    assert write_yaml(path, FACTION, schema="faction") is True
    text = path.read_text(encoding="utf-8")
    assert text.startswith(
        "# yaml-language-server: $schema=../../smashwiki/schema/faction.schema.json\n"
    )
    assert "vps: [3, 2, 1]" in text
    assert all(line == line.rstrip() for line in text.splitlines())
    assert max(len(line) for line in text.splitlines()) <= 100
    assert _read(path) == FACTION


def test_write_yaml_twice_is_byte_identical(tmp_path: Path) -> None:
    path = tmp_path / "demo.yaml"
    write_yaml(path, FACTION, schema="faction")
    first = path.read_bytes()
    assert write_yaml(path, FACTION, schema="faction") is False
    assert path.read_bytes() == first


def test_merge_keeps_check_comment_and_unknown_keys(tmp_path: Path) -> None:
    path = tmp_path / "demo.yaml"
    write_yaml(path, FACTION, schema="faction")
    text = path.read_text(encoding="utf-8")
    text = text.replace(
        "      - kind: clarification\n        text: Second ruling.\n",
        "      - kind: clarification\n        text: Second ruling.\n"
        "        check:\n          expect: {vps: 1}\n",
    )
    text = text.replace("  - id: home\n", "  # the home base, hand-noted\n  - id: home\n")
    text = text.replace("source: demo-source\n", "source: demo-source\npartial: true\n")
    path.write_text(text, encoding="utf-8")

    changed = dict(FACTION, name="Demo Renamed")
    assert write_yaml(path, changed, schema="faction") is True
    merged = path.read_text(encoding="utf-8")
    assert "# the home base, hand-noted" in merged
    data = _read(path)
    assert data["name"] == "Demo Renamed"
    assert data["partial"] is True
    assert data["cards"][0]["rulings"][1]["check"] == {"expect": {"vps": 1}}
    assert write_yaml(path, changed, schema="faction") is False


def test_merge_matches_list_items_by_id_and_rulings_by_text(tmp_path: Path) -> None:
    path = tmp_path / "demo.yaml"
    write_yaml(path, FACTION, schema="faction")
    text = path.read_text(encoding="utf-8").replace(
        "        text: First ruling.\n", "        text: First ruling.\n        untestable: why\n"
    )
    path.write_text(text, encoding="utf-8")
    alpha, home = FACTION["cards"]
    reordered_rulings = dict(alpha, rulings=list(reversed(alpha["rulings"])))
    write_yaml(path, dict(FACTION, cards=[home, reordered_rulings]), schema="faction")
    data = _read(path)
    assert [card["id"] for card in data["cards"]] == ["home", "alpha"]
    assert data["cards"][1]["rulings"][1] == {
        "kind": "clarification",
        "text": "First ruling.",
        "untestable": "why",
    }


def test_merge_reworded_ruling_keeps_its_check_by_position(tmp_path: Path) -> None:
    path = tmp_path / "demo.yaml"
    write_yaml(path, FACTION, schema="faction")
    text = path.read_text(encoding="utf-8").replace(
        "        text: First ruling.\n", "        text: First ruling.\n        check: {do: []}\n"
    )
    path.write_text(text, encoding="utf-8")
    alpha, home = FACTION["cards"]
    reworded = [{"kind": "clarification", "text": "First ruling, reworded."}, alpha["rulings"][1]]
    write_yaml(path, dict(FACTION, cards=[dict(alpha, rulings=reworded), home]), schema="faction")
    rulings = _read(path)["cards"][0]["rulings"]
    assert rulings[0] == {
        "kind": "clarification",
        "text": "First ruling, reworded.",
        "check": {"do": []},
    }
    assert len(rulings) == 2


def test_merge_keeps_hand_written_records_the_import_lacks(tmp_path: Path) -> None:
    path = tmp_path / "rulings.yaml"
    write_yaml(path, {"rulings": [{"id": "a#1", "kind": "faq", "text": "A"}]}, schema="rulings")
    text = path.read_text(encoding="utf-8") + "  - id: a#2\n    kind: faq\n    text: By hand\n"
    path.write_text(text, encoding="utf-8")
    write_yaml(path, {"rulings": [{"id": "a#1", "kind": "faq", "text": "A!"}]}, schema="rulings")
    assert [r["text"] for r in _read(path)["rulings"]] == ["A!", "By hand"]


def test_dates_are_written_unquoted(tmp_path: Path) -> None:
    path = tmp_path / "sources.yaml"
    write_yaml(path, {"sources": [{"id": "s", "revised": "2025-11-01"}]}, schema="sources")
    assert "revised: 2025-11-01\n" in path.read_text(encoding="utf-8")
    assert (
        write_yaml(path, {"sources": [{"id": "s", "revised": "2025-11-01"}]}, schema="sources")
        is False
    )


def test_multi_line_strings_are_literal_blocks(tmp_path: Path) -> None:
    path = tmp_path / "rules.yaml"
    body = "First paragraph.\n\n* a bullet\n* another"
    write_yaml(path, {"id": "r", "title": "R", "source": "s", "body": body}, schema="rules")
    assert "body: |-\n" in path.read_text(encoding="utf-8")
    assert _read(path)["body"] == body


@pytest.mark.parametrize(
    ("relative", "schema"),
    [
        ("data/sets.yaml", "sets"),
        ("data/sources.yaml", "sources"),
        ("data/rules/turn.yaml", "rules"),
        ("data/factions/aliens.yaml", "faction"),
        ("data/cards/disney-edition.yaml", "cards"),
    ],
    ids=lambda value: str(value),
)
def test_schema_comment_reaches_the_package_schema(relative: str, schema: str) -> None:
    comment = schema_comment(ROOT / relative, schema)
    target = comment.split("$schema=", 1)[1]
    assert ((ROOT / relative).parent / target).resolve() == (
        ROOT / "smashwiki" / "schema" / f"{schema}.schema.json"
    )
    assert (ROOT / "smashwiki" / "schema" / f"{schema}.schema.json").is_file()


def test_import_problems_are_raised_together() -> None:
    problems = [
        ImportProblem("Musketeers", 12, "card heading with no power line"),
        ImportProblem("Time Travelers", 3, "no title"),
    ]
    with pytest.raises(ImportProblems) as caught:
        raise_problems(problems)
    assert "2 import problems" in str(caught.value)
    assert caught.value.report().splitlines() == [
        "Musketeers, line 12: card heading with no power line",
        "Time Travelers, line 3: no title",
    ]
    raise_problems([])


def test_merge_drops_a_ruling_the_source_removed_but_keeps_one_with_its_own_source(
    tmp_path: Path,
) -> None:
    path = tmp_path / "demo.yaml"
    write_yaml(path, FACTION, schema="faction")
    text = path.read_text(encoding="utf-8")
    text = text.replace(
        "        text: Second ruling.\n",
        "        text: Second ruling.\n"
        "      - kind: faq\n        text: From elsewhere.\n        source: other-doc\n",
    )
    path.write_text(text, encoding="utf-8")
    alpha, home = FACTION["cards"]
    only_second = dict(alpha, rulings=[alpha["rulings"][1]])
    write_yaml(path, dict(FACTION, cards=[only_second, home]), schema="faction")
    assert [r["text"] for r in _read(path)["cards"][0]["rulings"]] == [
        "Second ruling.",
        "From elsewhere.",
    ]


def test_upserted_keeps_order_updates_and_appends(tmp_path: Path) -> None:
    path = tmp_path / "sets.yaml"
    write_yaml(
        path,
        {"sets": [{"id": "a", "name": "A"}, {"id": "b", "name": "B", "year": 2014}]},
        schema="sets",
    )
    document = upserted(path, "sets", [{"id": "c", "name": "C"}, {"id": "b", "name": "Bee"}])
    assert document == {
        "sets": [
            {"id": "a", "name": "A"},
            {"id": "b", "name": "Bee", "year": 2014},
            {"id": "c", "name": "C"},
        ]
    }
    assert upserted(tmp_path / "missing.yaml", "sets", [{"id": "x"}]) == {"sets": [{"id": "x"}]}


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Golem Schloß", "golem-schloss"),
        ("GROẞE Welle", "grosse-welle"),
        ("Ægir's Øre", "aegirs-ore"),
        ("Crème Brûlée", "creme-brulee"),
        ("Łódź", "lodz"),
        ("Þór", "thor"),
        ("Lock, Shock & Barrel", "lock-shock-barrel"),
        ("It’s “Quoted”", "its-quoted"),
        ("Ω-Ray", "omega-ray"),
        ("中文", "u4e2d-u6587"),
        ("ﬁnal ½", "final-1-2"),
        ("  -Edge--Case-  ", "edge-case"),
    ],
    ids=[
        "sharp-s",
        "capital-sharp-s",
        "ligature-and-slashed-o",
        "accents",
        "stroke",
        "thorn",
        "ampersand",
        "curly-quotes",
        "greek",
        "ideographs",
        "compatibility",
        "hyphens",
    ],
)
def test_slugs_transliterate_and_never_lose_a_letter(name, slug):
    assert slugify(name) == slug
    assert slugify(name) == slugify(name)  # stable
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug)
