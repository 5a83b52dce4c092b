"""A generated data set at the scale of all of Smash Up, or any multiple of it.

All of Smash Up is about 110 factions, 1,500 cards, 180 bases and a few hundred
rulings. :func:`write_corpus` writes a valid ``data/`` tree of that shape (times
``scale``) so the build can be measured where the real data cannot reach yet.
The cards are made up, and say so in their names.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

FACTIONS_PER_SCALE = 110
RULES_PER_SCALE = 12
SETS = 20
#: Copies of each deck card: 10 distinct cards totalling 20.
DECK = (
    (4, "minion", 2),
    (3, "minion", 3),
    (2, "minion", 4),
    (1, "minion", 5),
    (1, "minion", 6),
    (3, "action", None),
    (2, "action", None),
    (2, "action", None),
    (1, "action", None),
    (1, "action", None),
)
WORDS = (
    "extra minion",
    "destroy",
    "return",
    "draw a card",
    "+1 power counter",
    "move",
    "play an extra action",
    "discard",
    "after this base scores",
    "talent",
)


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _card_text(rng: random.Random, name: str) -> str:
    return f"{name}: {rng.choice(WORDS).capitalize()}, then {rng.choice(WORDS)}."


def _faction_yaml(index: int, rng: random.Random) -> str:
    fid = f"faction-{index:04d}"
    lines = [
        "# yaml-language-server: $schema=../../smashwiki/schema/faction.schema.json",
        f"id: {fid}",
        f"name: Generated Faction {index}",
        f"set: set-{index % SETS:02d}",
        "source: generated",
        "complexity: Medium",
        f"description: {_quote('A generated faction for measuring the build.')}",
        "cards:",
    ]
    for number, (count, kind, power) in enumerate(DECK):
        name = f"Gen {index} {kind.title()} {number}"
        lines += [
            f"  - id: {kind}-{number}",
            f"    name: {name}",
            f"    type: {kind}",
            f"    count: {count}",
        ]
        if power is not None:
            lines.append(f"    power: {power}")
        lines.append(f"    text: {_quote(_card_text(rng, name))}")
        if number % 4 == 0:
            lines += [
                "    rulings:",
                "      - kind: clarification",
                f"        text: {_quote(f'A generated clarification of {name}.')}",
            ]
    for base in range(2 if index % 3 else 1):
        breakpoint_ = rng.randint(12, 26)
        lines += [
            f"  - id: base-{base}",
            f"    name: Gen {index} Base {base}",
            "    type: base",
            "    count: 1",
            f"    breakpoint: {breakpoint_}",
            f"    vps: [{rng.randint(3, 6)}, {rng.randint(2, 4)}, {rng.randint(1, 2)}]",
            f"    text: {_quote(_card_text(rng, 'This base'))}",
        ]
    if index % 5 == 0:
        lines += [
            "  - id: titan",
            f"    name: Gen {index} Titan",
            "    type: titan",
            "    count: 1",
            f"    text: {_quote('Talent: Play an extra minion here.')}",
        ]
    return "\n".join(lines) + "\n"


def _rulings_yaml(factions: int, rng: random.Random) -> str:
    lines = [
        "# yaml-language-server: $schema=../../smashwiki/schema/rulings.schema.json",
        "rulings:",
    ]
    for number in range(factions * 2):
        cards = sorted(
            {
                f"faction-{rng.randrange(factions):04d}/minion-{rng.randrange(5)}"
                for _ in range(rng.randint(1, 4))
            }
        )
        lines += [
            f"  - id: generated/ruling-{number}",
            "    kind: clarification",
            f"    text: {_quote(f'Generated ruling {number} about several cards.')}",
            "    source: generated",
            f"    cards: [{', '.join(cards)}]",
            f"    rules: [rule-{number % RULES_PER_SCALE:02d}]",
        ]
    return "\n".join(lines) + "\n"


def _rule_yaml(index: int) -> str:
    return (
        "\n".join(
            [
                "# yaml-language-server: $schema=../../smashwiki/schema/rules.schema.json",
                f"id: rule-{index:02d}",
                f"title: Generated Rule {index}",
                "source: generated",
                f"body: {_quote('Some *generated* rule text with a [link](https://example.invalid).')}",
                "sections:",
                *(
                    line
                    for sub in range(3)
                    for line in (
                        f"  - id: part-{sub}",
                        f"    title: Part {sub}",
                        f"    body: {_quote('More text.')}",
                    )
                ),
            ]
        )
        + "\n"
    )


def write_corpus(target: Path, *, scale: int = 1, seed: int = 0) -> Path:
    """Write a generated ``data/`` tree under ``target`` at ``scale`` times all of Smash Up.

    Returns the ``data`` folder (it validates against the package's schemas).
    """
    rng = random.Random(seed)
    data = Path(target) / "data"
    (data / "factions").mkdir(parents=True, exist_ok=True)
    (data / "rulings").mkdir(exist_ok=True)
    (data / "rules").mkdir(exist_ok=True)
    factions = FACTIONS_PER_SCALE * scale
    (data / "sources.yaml").write_text(
        "sources:\n  - id: generated\n    title: Generated corpus\n    kind: other\n"
        "    licence: CC0\n",
        encoding="utf-8",
    )
    (data / "sets.yaml").write_text(
        "sets:\n" + "".join(f"  - id: set-{n:02d}\n    name: Set {n}\n" for n in range(SETS)),
        encoding="utf-8",
    )
    for index in range(factions):
        (data / "factions" / f"faction-{index:04d}.yaml").write_text(
            _faction_yaml(index, rng), encoding="utf-8"
        )
    for index in range(RULES_PER_SCALE):
        (data / "rules" / f"rule-{index:02d}.yaml").write_text(_rule_yaml(index), encoding="utf-8")
    (data / "rulings" / "generated.yaml").write_text(_rulings_yaml(factions, rng), encoding="utf-8")
    return data
