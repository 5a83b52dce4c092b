"""The corpus of bad inputs (tests/test_bad_inputs.py): a small valid project, and edits
that break it, each with the exact problems ``smashwiki build`` must report.

Each case is ``Case(id, edit)``: ``edit`` changes the project (files by path inside
the project, text or bytes, or a function for what text can't say: links, FIFOs,
folders). The problems each case must give, exactly and in order, are in
``tests/fixtures/bad-inputs.txt`` under ``== <case id>``.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from smashwiki.corpus import export_xml

SOURCES = """\
sources:
  - id: src
    title: A source
    kind: wiki
"""
SETS = """\
sets:
  - id: core
    name: Core Set
"""
FACTION = """\
id: ninjas
name: Ninjas
source: src
partial: true
cards:
  - id: {card_id}
    name: {name}
    type: minion
    count: 1
    power: {power}
    text: Destroy a minion.
"""
#: A rulings file of one ruling, up to its ``check:`` (the check follows, indented by six):
#: tests/test_checks_malformed.py writes its checks under it too.
RULING_HEAD = """\
rulings:
  - id: {ruling_id}
    kind: example
    text: The bigger minion wins.
    source: src
    check:
"""
RULINGS = (
    RULING_HEAD
    + """\
      setup:
        bases:
          - name: bank
            breakpoint: 8
            minions: {{Alan: [5], Beth: [3]}}{setup}
      do: [score]
      expect:
        vps: {{Alan: 3, Beth: {beth}}}
"""
)
GLOSSARY = """\
id: glossary
title: Glossary
source: src
terms:
  - id: {term_id}
    term: Affect
    text: Moved, destroyed or changed.
    source: src
"""

#: The valid project every case starts from.
BASE = {
    "data/sources.yaml": SOURCES,
    "data/sets.yaml": SETS,
    "data/factions/ninjas.yaml": FACTION.format(
        card_id="ninja-master", name="Ninja Master", power=5
    ),
    "data/rulings/basic.yaml": RULINGS.format(ruling_id="basic/score", setup="", beth=2),
    "data/rules/glossary.yaml": GLOSSARY.format(term_id="affect"),
}

Edit = dict[str, str | bytes] | Callable[[Path], None]


@dataclass(frozen=True)
class Case:
    """One bad input and the problems it must give."""

    id: str
    edit: Edit


def faction(
    card_id: str = "ninja-master", *, name: str = "Ninja Master", power: object = 5
) -> Edit:
    return {"data/factions/ninjas.yaml": FACTION.format(card_id=card_id, name=name, power=power)}


def ruling(ruling_id: str = "basic/score", *, setup: str = "", beth: object = 2) -> Edit:
    return {"data/rulings/basic.yaml": RULINGS.format(ruling_id=ruling_id, setup=setup, beth=beth)}


def extra(name: str, text: str | bytes) -> Edit:
    return {name: text}


def laughs() -> str:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for number in range(1, 10):
        previous, name = chr(ord("a") + number - 1), chr(ord("a") + number)
        lines.append(f"{name}: &{name} [{','.join([f'*{previous}'] * 9)}]")
    return "\n".join(lines) + "\n"


def loose_schema_and(card_id: str) -> Callable[[Path], None]:
    def edit(project: Path) -> None:
        schema = project / "data" / "schema"
        schema.mkdir()
        loose = {"$defs": {"slug": {"type": "string"}, "ref": {"type": "string"}}}
        (schema / "common.schema.json").write_text(json.dumps(loose), encoding="utf-8")
        write_edit(project, faction(card_id))

    return edit


def symlink_out(project: Path) -> None:
    outside = project.parent / "outside.yaml"
    outside.write_text("rulings: []\n", encoding="utf-8")
    (project / "data" / "rulings" / "linked.yaml").symlink_to(outside)


def symlinked_folder(project: Path) -> None:
    (project / "data" / "more").symlink_to(project.parent)


def fifo(project: Path) -> None:
    os.mkfifo(project / "data" / "rulings" / "pipe.yaml")


def folder_named_yaml(project: Path) -> None:
    (project / "data" / "rulings" / "odd.yaml").mkdir()


def no_data_folder(project: Path) -> None:
    shutil.rmtree(project / "data")


def data_is_a_file(project: Path) -> None:
    shutil.rmtree(project / "data")
    (project / "data").write_text("sources: []\n", encoding="utf-8")


def many_rulings(count: int) -> Edit:
    """A rulings file of ``count`` small rulings (past the data set's limit on checks)."""
    rulings = "".join(
        f"  - {{id: many/r{n}, kind: faq, text: T., source: src, untestable: words}}\n"
        for n in range(count)
    )
    return {X: "rulings:\n" + rulings}


def write_edit(project: Path, edit: Edit) -> None:
    """Apply ``edit`` to the project folder."""
    if callable(edit):
        edit(project)
        return
    for name, content in edit.items():
        path = project / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")


R = "data/rulings/basic.yaml"
X = "data/rulings/extra.yaml"
F = "data/factions/ninjas.yaml"
NEST = "".join("[" for _ in range(40)) + "".join("]" for _ in range(40))

CASES: list[Case] = [
    # ------------------------------------------------ ids that could escape or mislead
    Case("card-id-climbs-out", faction('"../../../escape"')),
    Case("card-id-absolute", faction('"/etc/passwd"')),
    Case("card-id-final-newline", faction('"jumper\\n"')),
    Case("card-id-nul", faction('"a\\0b"')),
    Case("card-id-upper-case", faction("Ninja-Master")),
    Case("card-id-too-long", faction("a" * 201)),
    Case("loosened-schema-in-data", loose_schema_and('"../../escape"')),
    Case("ruling-id-climbs-out", ruling('"../../x#1"')),
    Case("ruling-id-final-newline", ruling('"basic/score\\n"')),
    Case("term-id-slash", extra("data/rules/glossary.yaml", GLOSSARY.format(term_id="a/b"))),
    Case(
        "rule-id-climbs-out",
        extra(
            "data/rules/up.yaml",
            "id: up\ntitle: Up\nsource: src\nbody: B.\nsections:\n  - id: ../../x\n"
            "    title: X\n    body: B.\n",
        ),
    ),
    Case(
        "card-set-climbs-out",
        extra("data/cards/core.yaml", 'set: "../core"\nsource: src\ncards: []\n'),
    ),
    Case("check-nan", ruling(beth=".nan")),
    Case(
        "source-id-dot-dot",
        extra("data/sources.yaml", SOURCES + '  - id: ".."\n    title: Up\n    kind: wiki\n'),
    ),
    # ------------------------------------------------ aliases, merge keys, tags
    Case("alias", extra(X, "a: &x [1]\nb: *x\n")),
    Case("billion-laughs", extra(X, laughs())),
    Case("recursive-alias", extra(X, "rulings:\n  - &r [*r]\n")),
    Case("merge-key", extra(X, "a: &x {p: 1}\nb:\n  <<: *x\n")),
    Case("custom-tag", faction(name="!custom Ninja Master")),
    Case("python-tag", extra(X, "x: !!python/object/apply:os.system [ls]\n")),
    Case("binary-tag", extra(X, "x: !!binary aGVsbG8=\n")),
    Case("set-tag", extra(X, "x: !!set {a, b}\n")),
    Case("omap-tag", extra(X, "x: !!omap [{a: 1}]\n")),
    # ------------------------------------------------ numbers
    Case("power-23-digits", faction(power="12345678901234567890123")),
    Case(
        "unreadable-file-named-by-a-statement",
        {
            **ruling(beth="12345678901234567890123"),
            "data/rules/scoring.yaml": "id: scoring\ntitle: Scoring\nsource: src\n"
            "body: The bigger minion wins.\nstatements:\n  - id: bigger-wins\n"
            "    text: The bigger minion wins.\n    rulings: [basic/score]\n",
        },
    ),
    Case("power-beyond-safe", faction(power="9007199254740992")),
    Case("power-negative-huge", faction(power="-99999999999999999999")),
    Case("power-float", faction(power="5.5")),
    Case("power-inf", faction(power=".inf")),
    Case("power-nan", faction(power=".nan")),
    Case("check-inf", ruling(beth=".inf")),
    Case("check-huge-vps", ruling(beth="123456789")),
    Case("madness-deck-billion", ruling(setup="\n        madness-deck: 1000000000")),
    Case("check-negative-count", ruling(setup="\n        madness-deck: -5000")),
    Case(
        "seed-beyond",
        {
            R: RULINGS.format(ruling_id="basic/score", setup="", beth=2)
            + "      seed: 99999999999\n"
        },
    ),
    # ------------------------------------------------ sizes and depth
    Case("nested-too-deep", extra(X, f"x: {NEST}\n")),
    Case("text-too-long", faction(name="x" * 20_001)),
    Case("key-too-long", extra(X, "k" * 20_001 + ": 1\n")),
    Case("key-beyond-yaml-limit", extra(X, "rulings:\n  - " + "k" * 1025 + ": 1\n")),
    Case("quoted-key-in-flow-too-long", extra(X, 'x: {"' + "k" * 1025 + '": 1}\n')),
    Case("explicit-key-too-long", extra(X, "? " + "k" * 1025 + "\n: 1\n")),
    Case(
        "file-too-large",
        extra(X, "rulings: []\n" + "#" * 99 + "\n" * 1 + ("# padding\n" * 220_000)),
    ),
    # ------------------------------------------------ files that are not data files
    Case("symlink-out", symlink_out),
    Case("symlinked-folder", symlinked_folder),
    Case("fifo", fifo),
    Case("folder-named-yaml", folder_named_yaml),
    Case("no-data-folder", no_data_folder),
    Case("data-is-a-file", data_is_a_file),
    Case("yml-file", extra("data/rulings/more.yml", "rulings: []\n")),
    Case("unknown-kind-of-file", extra("data/other.yaml", "x: 1\n")),
    Case("not-utf-8", extra(X, "x: caf\xe9\n".encode("latin-1"))),
    Case("binary-garbage", extra(X, bytes(range(256)))),
    Case("empty-file", extra(X, "")),
    Case("top-level-list", extra(X, "- 1\n- 2\n")),
    Case("syntax-error", extra(X, "rulings: [oops\n")),
    Case("duplicate-key", extra(X, "rulings: []\nrulings: []\n")),
    Case("control-character", extra(X, "x: a\x07b\n")),
    Case("complex-key", extra(X, "? [a, b]\n: 1\n")),
    Case("null-key", extra(X, "~: 1\n")),
    Case("boolean-key", extra(X, "true: 1\n")),
    # ------------------------------------------------ schema and references
    Case(
        "unknown-key",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5)
            + "    colour: red\n"
        },
    ),
    Case(
        "card-faction-key",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5)
            + "    faction: pirates\n"
        },
    ),
    Case("power-as-text", faction(power="five")),
    Case(
        "missing-name",
        {F: FACTION.format(card_id="ninja-master", name="X", power=5).replace("    name: X\n", "")},
    ),
    Case(
        "unknown-source",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5).replace(
                "source: src", "source: nowhere"
            )
        },
    ),
    Case(
        "ruling-about-unknown-card",
        {
            R: RULINGS.format(ruling_id="basic/score", setup="", beth=2)
            + "    cards: [ninjas/nobody]\n"
        },
    ),
    Case(
        "check-not-a-mapping",
        {
            R: "rulings:\n  - id: basic/score\n    kind: example\n    text: T.\n"
            "    source: src\n    check: run it\n"
        },
    ),
    Case(
        "duplicate-card-id",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5)
            + "  - id: ninja-master\n    name: Again\n    type: minion\n    count: 1\n"
            "    power: 2\n    text: x\n"
        },
    ),
    # ------------------------------------------------ numbers the game prints (issue 30, item 2)
    Case("power-three-million", faction(power="3000000")),
    Case("power-documented-maximum", faction(power="9007199254740991")),
    Case("power-just-past-the-game", faction(power="21")),
    Case(
        "breakpoint-huge",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5)
            + "  - id: dojo\n    name: Dojo\n    type: base\n    breakpoint: 100000\n"
            "    vps: [3, 2, 1]\n    text: x\n"
        },
    ),
    Case(
        "vps-too-many-places",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5)
            + "  - id: dojo\n    name: Dojo\n    type: base\n    breakpoint: 18\n"
            "    vps: [3, 2, 1, 1]\n    text: x\n"
        },
    ),
    Case(
        "vps-huge",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5)
            + "  - id: dojo\n    name: Dojo\n    type: base\n    breakpoint: 18\n"
            "    vps: [3000000, 2, 1]\n    text: x\n"
        },
    ),
    Case(
        "copies-huge",
        {
            F: FACTION.format(card_id="ninja-master", name="Ninja Master", power=5).replace(
                "count: 1", "count: 5000000"
            )
        },
    ),
    # ------------------------------------------------ dates, characters, encodings (items 3, 4)
    Case("date-february-30", extra(X, "rulings: []\nwhen: 2025-02-30\n")),
    Case("date-month-13", extra(X, "rulings: []\nwhen: 2025-13-45\n")),
    Case("date-quoted-february-30", extra(X, "rulings: []\nwhen: '2025-02-30'\n")),
    Case("time-stamp-quoted-hour-25", extra(X, 'rulings: []\nwhen: "2025-03-01T25:00:00Z"\n')),
    Case("terminal-escape-in-a-name", faction(name='"Ninja \\e]0;owned\\a Master"')),
    Case("nul-in-a-name", faction(name='"Ninja\\0Master"')),
    Case("c1-control-in-a-text", faction(name='"Ninja \\x9b2J Master"')),
    Case("invalid-utf-8-on-line-3", extra(X, b"rulings: []\n# fine\nx: caf\xe9\n")),
    Case("unclosed-bracket", extra(X, "rulings: [\n  {id: a},\nother: 1\n")),
    Case("unclosed-brace", extra(X, "x: {a: 1,\n  b: 2\ny: 3\n")),
    Case("too-many-rulings", many_rulings(10_001)),
]


# --------------------------------------------------------------------------- wiki exports

#: Rules pages of a MediaWiki XML export an import must refuse, or say what it drops from
#: (tests/test_bad_inputs.py names the exact message of each).
RULES_PAGE = "Ninjas hide in plain sight, and strike when a base scores.\n"
#: A revision timestamp that is no date: its own problem, never "invalid id".
GARBAGE_TIMESTAMP = export_xml([("Ninja Rules", RULES_PAGE)], timestamp="last Tuesday")
#: A timestamp of the right shape and an impossible date.
IMPOSSIBLE_TIMESTAMP = export_xml([("Ninja Rules", RULES_PAGE)], timestamp="2025-02-30T10:00:00Z")
#: The same title twice: the newer revision is imported, the other dropped, with a warning.
TITLE_TWICE = export_xml(
    [("Ninja Rules", "An older text of the rules.\n"), ("Ninja Rules", RULES_PAGE)],
    timestamps=["2025-01-01T00:00:00Z", "2025-02-01T00:00:00Z"],
)
#: A page whose text is a redirect: not imported as a rule, with a warning.
TEXT_REDIRECT = export_xml(
    [("Ninja Rules", RULES_PAGE), ("Ninja Tricks", "#REDIRECT [[Ninja Rules]]\n")]
)

#: Inputs ``smashwiki build`` accepts, whose pages must still stay in their box
#: (tests/test_site_box.py): a long unbroken word wraps, and an image from another site in a
#: Markdown body becomes a link to it (no visitor's browser fetches from outside).
LONG_WORD = "W" * 3000
REMOTE_IMAGE = "https://images.example/bank.png"
SITE_CASES: list[Case] = [
    Case(
        "long-word-in-attribution",
        extra("data/sources.yaml", SOURCES + f"    attribution: By {LONG_WORD}\n"),
    ),
    Case(
        "remote-image-in-ruling",
        extra(
            R,
            RULINGS.format(ruling_id="basic/score", setup="", beth=2).replace(
                "The bigger minion wins.", f"The bigger minion wins. ![The bank]({REMOTE_IMAGE})"
            ),
        ),
    ),
]
