"""A generated data set shaped like all of Smash Up, at any multiple of it.

All of Smash Up is about 106 factions, 1,600 cards, 180 bases and 340
clarifications. :func:`write_corpus` writes a valid ``data/`` tree of that shape
(times ``scale``) so the build can be measured where the real data cannot reach
yet; :func:`add_factions` adds generated factions to an existing ``data/`` (the
scale tests add 100 to the project's own), and :func:`write_wiki_export` writes
the same kind of factions as faction pages of the AEG rulebook wiki in a MediaWiki
XML export (what ``bench/import_wiki.py`` imports).

What it models (``bench/README.md`` says it for people):

* one source per faction, 20 sets;
* card texts of real lengths: most 60 to 250 characters, some up to about 900
  (:data:`TEXT_LENGTHS`);
* minions of power 0 to 7, some of power 0 and some of power ``X``; actions, some
  with a printed power (Kaiju-style); Disney- and Marvel-like factions whose
  minions are printed as characters; fusion cards of two types; titans;
* two bases for most factions, none for the Marvel-like ones (180 bases);
* errata of every kind (wording, functional, reversion, unknown) on about one card
  in eleven, and an unknown errata status on about one in five;
* deck cards of 20 copies in 10 distinct cards, or 16 in half the factions (many
  single copies, as later sets print): about 1,550 cards with the bases and titans;
* own clarifications on about one card in seven, and 53 clarifications shared by 2 to
  14 cards each (about 150 cards; most by 2 or 3), written once under the first card
  and linked to every other;
* card names shared by two factions, and names with accents and ``ß``.

The cards are made up, and say so in their names.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .fmt import canonical_text
from .importers.common import slugify

FACTIONS_PER_SCALE = 106
RULES_PER_SCALE = 12
SETS = 20
#: Clarifications shared by several cards, per scale, and how many cards share each.
SHARED_CLARIFICATIONS = 53
SHARED_CARDS = (2, 14)  # most clarifications are shared by 2 or 3 cards, one by 14
#: Card-text lengths in characters: (weight, shortest, longest).
TEXT_LENGTHS = ((55, 60, 160), (30, 160, 260), (12, 260, 480), (3, 480, 900))
#: The deck of a faction: (copies, kind, power) for its ten distinct cards (20 copies).
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
#: The deck of a faction of many single copies (as Disney and later sets print): 16 cards.
SINGLES_DECK = (
    (2, "minion", 2),
    (2, "minion", 3),
    (1, "minion", 3),
    (1, "minion", 4),
    (1, "minion", 4),
    (1, "minion", 5),
    (1, "minion", 5),
    (1, "minion", 6),
    (2, "action", None),
    (1, "action", None),
    (1, "action", None),
    (1, "action", None),
    (1, "action", None),
    (1, "action", None),
    (1, "action", None),
    (2, "action", None),
)
_SENTENCES = (
    "Play an extra minion on this base.",
    "Destroy a minion of power 2 or less.",
    "Return a minion to its owner's hand.",
    "Draw a card.",
    "Place a +1 power counter on one of your minions.",
    "Move a minion from here to another base.",
    "You may play an extra action.",
    "Each other player discards a card.",
    "After this base scores, you may return this card to your hand.",
    "Talent: Search your deck for a minion and put it into your hand.",
    "Ongoing: Your minions here have +1 power.",
    "Special: Before a base scores, play this on that base.",
    "Shuffle your discard pile into your deck.",
    "Choose a base. Each player with a minion there draws a card.",
    "Reveal the top three cards of your deck and place them in any order.",
)
_SYLLABLES = ("ka", "lo", "mi", "ra", "zen", "tor", "vi", "sha", "bel", "qu", "dra", "mo")
_ODD_NAMES = ("Golem Schloß", "Crème Brûlée", "Ægir's Hall", "Łódź Runner", "Déjà Vu")
_ERRATA_KINDS = ("wording", "functional", "reversion", "unknown")
_UNKNOWN_NOTES = ("Unknown", "See source", "Not stated")


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _text(rng: random.Random, lead: str = "") -> str:
    """Card text of whole sentences, of a length drawn from :data:`TEXT_LENGTHS`."""
    weights = [weight for weight, _, _ in TEXT_LENGTHS]
    _, low, high = rng.choices(TEXT_LENGTHS, weights)[0]
    target = rng.randint(low, high)
    text = lead
    while len(text) < target:
        sentence = rng.choice(_SENTENCES)
        if len(text) >= low and len(text) + len(sentence) + 1 > high:
            break
        text = f"{text} {sentence}".strip()
    return text


def _name(rng: random.Random, index: int, number: int) -> str:
    word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).title()
    return f"Gen {word} {index}-{number}"


# --------------------------------------------------------------------------- factions


def faction_kind(index: int) -> str:
    """``marvel`` (characters, no bases), ``disney`` (characters and bases) or ``plain``."""
    if index % 13 in (3, 7):
        return "marvel"
    if index % 13 == 11:
        return "disney"
    return "plain"


def generate_faction(index: int, rng: random.Random, prefix: str = "gen") -> dict[str, Any]:
    """One generated faction as the YAML document of its file (plain data)."""
    fid = f"{prefix}-faction-{index:04d}"
    kind = faction_kind(index)
    deck = SINGLES_DECK if index % 2 else DECK
    cards = [_deck_card(index, number, spec, kind, rng) for number, spec in enumerate(deck)]
    _vary_powers(index, cards)
    if kind != "marvel":
        cards += [_base(index, number, rng) for number in range(2)]
    if index % 9 == 4:
        cards.append(
            {
                "id": "titan",
                "name": f"Gen Titan {index}",
                "type": "titan",
                "count": 1,
                "text": _text(rng, "Talent:"),
            }
        )
    for card in cards:
        card.update(_errata(rng))
        if rng.random() < 0.15:
            card["rulings"] = [{"kind": "clarification", "text": _text(rng)}]
    return {
        "id": fid,
        "name": f"Generated Faction {index}",
        "set": f"{prefix}-set-{index % SETS:02d}",
        "source": f"{prefix}-source-{index:04d}",
        "complexity": rng.choice(("Low", "Medium", "High")),
        "description": _text(rng),
        "cards": cards,
    }


def _deck_card(
    index: int, number: int, spec: tuple[int, str, int | None], kind: str, rng: random.Random
) -> dict[str, Any]:
    count, card_type, power = spec
    if number == 0 and index % 11 == 0:
        name = _ODD_NAMES[(index // 11) % len(_ODD_NAMES)]
    elif number == 1 and index % 3 in (1, 2):
        name = f"Gen Shared Name {index // 3}"  # the same name in two factions
    else:
        name = _name(rng, index, number)
    printed: Any = card_type
    if card_type == "minion" and kind != "plain":
        printed = "character"
    card: dict[str, Any] = {"id": slugify(name), "name": name, "type": printed, "count": count}
    if power is not None:
        card["power"] = power
    card["text"] = _text(rng)
    return card


def _vary_powers(index: int, cards: list[dict[str, Any]]) -> None:
    """Power 0, power X, an action with power and a fusion card, in some factions."""
    if index % 4 == 0:
        cards[0]["power"] = 0
    if index % 7 == 2:
        cards[3]["power"] = "X"
    if index % 6 == 5:
        next(c for c in cards if c["type"] == "action")["power"] = 4  # a Kaiju-style action
    if index % 9 == 1:
        cards[-1]["type"] = ["minion", "action"]
        cards[-1]["power"] = 3


def _base(index: int, number: int, rng: random.Random) -> dict[str, Any]:
    return {
        "id": f"base-{number}",
        "name": f"Gen Base {index}-{number}",
        "type": "base",
        "count": 1,
        "breakpoint": rng.randint(12, 28),
        "vps": [rng.randint(3, 6), rng.randint(2, 4), rng.randint(1, 2)],
        "text": _text(rng),
    }


def _errata(rng: random.Random) -> dict[str, Any]:
    roll = rng.random()
    if roll < 0.09:
        erratum: dict[str, Any] = {"kind": rng.choice(_ERRATA_KINDS)}
        if erratum["kind"] != "unknown":
            erratum["description"] = "a generated change"
        return {"errata": [erratum]}
    if roll < 0.30:
        return {"errata_status": "unknown", "errata_note": rng.choice(_UNKNOWN_NOTES)}
    return {}


def share_clarifications(docs: list[dict[str, Any]], count: int, rng: random.Random) -> None:
    """Add ``count`` clarifications each shared by several cards: written once, under the
    first card, and linked to the others (as the wiki importer writes them)."""
    deck = [
        (doc, card)
        for doc in docs
        for card in doc["cards"]
        if card["type"] not in ("base", "titan")
    ]
    low, high = SHARED_CARDS
    for number in range(count):
        size = high if number == 0 else min(high, low + int(rng.expovariate(1.0)))
        chosen = rng.sample(deck, min(len(deck), size))
        owner_doc, owner = chosen[0]
        ruling = {
            "kind": "clarification",
            "text": f"Shared clarification {number}: " + _text(rng),
            "cards": [f"{doc['id']}/{card['id']}" for doc, card in chosen[1:]],
        }
        owner.setdefault("rulings", []).append(ruling)


# --------------------------------------------------------------------------- YAML


def _value(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    if isinstance(value, str):
        return _quote(value)
    return json.dumps(value)


def _mapping_lines(item: dict[str, Any], indent: str) -> Iterator[str]:
    first = True
    for key, value in item.items():
        lead = f"{indent}- " if first else f"{indent}  "
        first = False
        if isinstance(value, list) and value and isinstance(value[0], dict):
            yield f"{lead}{key}:"
            for entry in value:
                yield from _mapping_lines(entry, indent + "    ")
        else:
            yield f"{lead}{key}: {_value(value)}"


def faction_yaml(doc: dict[str, Any]) -> str:
    """A generated faction's file."""
    lines = ["# yaml-language-server: $schema=../../smashwiki/schema/faction.schema.json"]
    lines += [f"{key}: {_value(value)}" for key, value in doc.items() if key != "cards"]
    lines.append("cards:")
    for card in doc["cards"]:
        lines.extend(_mapping_lines(card, "  "))
    return "\n".join(lines) + "\n"


def registry_entries(docs: list[dict[str, Any]]) -> tuple[str, str]:
    """The ``sources.yaml`` and ``sets.yaml`` list items the generated factions need."""
    sources = "".join(
        f"  - id: {doc['source']}\n    title: Generated source of {doc['name']}\n"
        "    kind: other\n    licence: CC0\n"
        for doc in docs
    )
    set_ids = sorted({doc["set"] for doc in docs})
    sets = "".join(f"  - id: {set_id}\n    name: Generated {set_id}\n" for set_id in set_ids)
    return sources, sets


def generate_factions(count: int, seed: int = 0, prefix: str = "gen") -> list[dict[str, Any]]:
    """``count`` generated factions, with shared clarifications in proportion."""
    rng = random.Random(seed)
    docs = [generate_faction(index, rng, prefix) for index in range(count)]
    shared = round(SHARED_CLARIFICATIONS * count / FACTIONS_PER_SCALE)
    share_clarifications(docs, shared, rng)
    return docs


def add_factions(data: Path, count: int, *, seed: int = 0, prefix: str = "gen") -> list[str]:
    """Add ``count`` generated factions to an existing ``data/`` folder (their sources and
    sets appended to its registries). Returns the faction ids."""
    docs = generate_factions(count, seed, prefix)
    add_factions_docs(Path(data), docs)
    return [doc["id"] for doc in docs]


# --------------------------------------------------------------------------- rules


def _rulings_yaml(docs: list[dict[str, Any]], rng: random.Random) -> str:
    lines = [
        "# yaml-language-server: $schema=../../smashwiki/schema/rulings.schema.json",
        "rulings:",
    ]
    for number in range(len(docs)):
        doc = rng.choice(docs)
        cards = sorted({f"{doc['id']}/{card['id']}" for card in rng.sample(doc["cards"], 2)})
        lines += [
            f"  - id: generated/ruling-{number}",
            "    kind: clarification",
            f"    text: {_quote(f'Generated ruling {number} about the rules. ' + _text(rng))}",
            "    source: generated",
            f"    cards: [{', '.join(cards)}]",
            f"    rules: [rule-{number % RULES_PER_SCALE:02d}]",
        ]
    return "\n".join(lines) + "\n"


def _rule_yaml(index: int) -> str:
    sections = [
        line
        for sub in range(3)
        for line in (
            f"  - id: part-{sub}",
            f"    title: Part {sub}",
            f"    body: {_quote('More text.')}",
        )
    ]
    lines = [
        "# yaml-language-server: $schema=../../smashwiki/schema/rules.schema.json",
        f"id: rule-{index:02d}",
        f"title: Generated Rule {index}",
        "source: generated",
        f"body: {_quote('Some *generated* rule text with a [link](https://example.invalid).')}",
        "sections:",
        *sections,
    ]
    return "\n".join(lines) + "\n"


def write_corpus(target: Path, *, scale: int = 1, seed: int = 0) -> Path:
    """Write a generated ``data/`` tree under ``target`` at ``scale`` times all of Smash Up.

    Returns the ``data`` folder (it validates against the package's schemas).
    """
    rng = random.Random(seed + 1)
    data = Path(target) / "data"
    for folder in ("factions", "rulings", "rules"):
        (data / folder).mkdir(parents=True, exist_ok=True)
    (data / "sources.yaml").write_text(
        "sources:\n  - id: generated\n    title: Generated corpus\n    kind: other\n"
        "    licence: CC0\n",
        encoding="utf-8",
    )
    docs = generate_factions(FACTIONS_PER_SCALE * scale, seed)
    add_factions_docs(data, docs)
    for index in range(RULES_PER_SCALE):
        _write(data / "rules" / f"rule-{index:02d}.yaml", _rule_yaml(index), "rules")
    _write(data / "rulings" / "generated.yaml", _rulings_yaml(docs, rng), "rulings")
    return data


def add_factions_docs(data: Path, docs: list[dict[str, Any]]) -> None:
    """Write generated faction documents into ``data/`` and append their sources and sets
    to its registries (each file's only key is its list)."""
    (data / "factions").mkdir(parents=True, exist_ok=True)
    for doc in docs:
        _write(data / "factions" / f"{doc['id']}.yaml", faction_yaml(doc), "faction")
    sources, sets = registry_entries(docs)
    for name, entries in (("sources", sources), ("sets", sets)):
        path = data / f"{name}.yaml"
        old = path.read_text(encoding="utf-8") if path.exists() else f"{name}:\n"
        _write(path, old.rstrip("\n") + "\n" + entries, name)


def _write(path: Path, text: str, kind: str) -> None:
    """Write a data file in the canonical form ``smashwiki check`` asks for."""
    path.write_text(canonical_text(text, kind, path.name), encoding="utf-8")


# --------------------------------------------------------------------------- wiki pages

#: The faction whose deck is all minion-and-action fusions (``=== Cards - Fusions ===``).
FUSION_FACTION = 1
#: The faction with three minions the page prints no ``'''Power N'''`` token for.
POWERLESS_FACTION = 5
#: The faction with a card under a heading the importer does not know.
ODD_HEADING_FACTION = 17
#: Factions whose deck the page prints two copies short (18 cards; each of 20 in ten cards).
SHORT_DECKS = (8, 34, 58, 84)
#: Card texts that carry their own "Clarifications: ..." (as 41 pages' cards do).
INLINE_CLARIFICATIONS = 41
#: Disney-like factions whose page carries a printed title: with "The", and with a
#: possessive prefix (as *The Lion King* and *Tim Burton's The Nightmare Before Christmas*).
PRINTED_TITLES = {11: "The {name}", 24: "Tim Burton's The {name}"}


@dataclass(frozen=True)
class WikiQuirks:
    """What the generated export plants of the real wiki's quirks, and how many of each."""

    powerless: int = 0
    fusion_cards: int = 0
    other_fusions: int = 0
    short_decks: int = 0
    odd_headings: int = 0
    inline_clarifications: int = 0
    printed_titles: int = 0


def faction_wikitext(doc: dict[str, Any], quirks: dict[str, Any] | None = None) -> str:
    """A generated faction as a faction page of the AEG rulebook wiki (raw wikitext), in the
    shapes and under the headings the real pages use: Minions, Actions, Characters, Bases,
    Titans, Fusions (a faction of minion-and-action cards), Other (a ``Minion: ... Action:
    ...`` card of a faction that has one), every errata line. ``quirks`` (from
    :func:`wiki_docs`) plants what the real pages get wrong."""
    quirks = quirks or {}
    set_name = f"Generated {doc['set']}"
    titan = next((c["name"] for c in doc["cards"] if c["type"] == "titan"), None)
    lines = [
        f"{doc['description']}",
        "",
        f"{doc['name']} are from the '''{set_name} set''' and do not have a Titan."
        if titan is None
        else f"{doc['name']} are from the '''{set_name} set''' and have a Titan card - "
        f"'''{titan}'''.",
        "",
        f"====== Complexity Level: {doc['complexity'].upper()} ======",
    ]
    sections: dict[str, list[dict[str, Any]]] = {}
    for card in doc["cards"]:
        sections.setdefault(_heading(card, doc, quirks), []).append(card)
    for title, cards in sections.items():
        lines += ["", f"=== Cards - {title} ===", ""]
        for card in cards:
            lines += _card_wikitext(card, quirks)
    return "\n".join(lines) + "\n"


def _heading(card: dict[str, Any], doc: dict[str, Any], quirks: dict[str, Any]) -> str:
    if card["id"] in quirks.get("odd_heading", ()):
        return "Monsters"
    kind = card["type"]
    if isinstance(kind, list):
        return "Fusions" if quirks.get("fusion_faction") else "Other"
    return f"{kind.title()}s"


def _card_wikitext(card: dict[str, Any], quirks: dict[str, Any]) -> list[str]:
    text = card["text"]
    if card["type"] == "base":
        vps = " ".join(str(vp) for vp in card["vps"])
        text = f"Breakpoint {card['breakpoint']} - VPs: {vps} - {text}"
    elif "power" in card and card["id"] not in quirks.get("powerless", ()):
        text = f"'''Power {card['power']}''' - {text}"
    if isinstance(card["type"], list):
        minion, _, action = text.partition(" Action: ")
        text = f"Minion: {minion} Action: {action}"
    inline = card["id"] in quirks.get("inline", ())
    own = [r["text"] for r in card.get("rulings", []) if "cards" not in r]
    if inline and own:
        text = f"{text} Clarifications: {own.pop(0)}"
    if card.get("errata"):
        erratum = card["errata"][0]
        what = f" ({erratum['description']})" if erratum.get("description") else ""
        errata = "Yes" if erratum["kind"] == "unknown" else f"Yes, {erratum['kind'].title()}{what}"
    else:
        errata = card.get("errata_note", "No")
    rulings = [f"*{text}" for text in own] or ["*None"]
    return [
        f"====== {card['count']}x {card['name']} ======",
        text,
        "",
        f"Errata: {errata}",
        "",
        "Clarifications:",
        "",
        *rulings,
        "",
    ]


def wiki_docs(
    count: int, *, seed: int = 0, quirks: bool = True
) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """``count`` generated factions as the wiki prints them: (page title, faction document,
    the quirks planted on its page). With ``quirks``, the pages carry the real wiki's
    (see :class:`WikiQuirks`); the documents are changed to match what the pages print."""
    docs = generate_factions(count, seed, prefix="wiki")
    pages = []
    inline_left = INLINE_CLARIFICATIONS if quirks else 0
    for index, doc in enumerate(docs):
        planted: dict[str, Any] = {}
        title = doc["name"]
        if quirks:
            inline_left = _plant(index, doc, planted, inline_left)
            title = PRINTED_TITLES.get(index, "{name}").format(name=doc["name"])
        pages.append((title, doc, planted))
    return pages


def _plant(index: int, doc: dict[str, Any], planted: dict[str, Any], inline_left: int) -> int:
    """Plant the quirks of page ``index`` (into ``planted``); return the inline
    clarifications still to plant."""
    deck = [c for c in doc["cards"] if c["type"] not in ("base", "titan")]
    if index == FUSION_FACTION:
        planted["fusion_faction"] = True
        for number, card in enumerate(deck):
            card["type"] = ["minion", "action"]
            card.setdefault("power", 2 + number % 4)
            card["text"] = f"{card['text']} Action: {_SENTENCES[number % len(_SENTENCES)]}"
    elif any(isinstance(c["type"], list) for c in deck):
        fusion = next(c for c in deck if isinstance(c["type"], list))
        fusion["text"] = f"{fusion['text']} Action: Draw a card."
    if index == POWERLESS_FACTION:
        planted["powerless"] = [c["id"] for c in deck if "power" in c][:3]
    if index == ODD_HEADING_FACTION:
        monster = {
            "id": "gen-monster",
            "name": f"Gen Monster {index}",
            "type": "minion",
            "count": 1,
            "text": "Play this beside a base. It scores as a minion of power 3.",
        }
        doc["cards"].append(monster)
        planted["odd_heading"] = [monster["id"]]
    if index in SHORT_DECKS:
        deck[0]["count"] -= 2
    own = [c["id"] for c in doc["cards"] if any("cards" not in r for r in c.get("rulings", []))]
    chosen = own[: min(inline_left, 3)]
    if chosen:
        planted["inline"] = chosen
    return inline_left - len(chosen)


def count_quirks(pages: list[tuple[str, dict[str, Any], dict[str, Any]]]) -> WikiQuirks:
    """How many of each quirk the pages carry."""
    found = [planted for _, _, planted in pages]
    fusions = [
        card for _, doc, planted in pages for card in doc["cards"] if isinstance(card["type"], list)
    ]
    in_fusion_faction = sum(
        isinstance(card["type"], list)
        for _, doc, planted in pages
        if planted.get("fusion_faction")
        for card in doc["cards"]
    )
    return WikiQuirks(
        powerless=sum(len(p.get("powerless", ())) for p in found),
        fusion_cards=in_fusion_faction,
        other_fusions=len(fusions) - in_fusion_faction,
        short_decks=sum(1 for index in SHORT_DECKS if index < len(pages)),
        odd_headings=sum(len(p.get("odd_heading", ())) for p in found),
        inline_clarifications=sum(len(p.get("inline", ())) for p in found),
        printed_titles=sum(1 for index in PRINTED_TITLES if index < len(pages)),
    )


def export_xml(
    pages: list[tuple[str, str]],
    *,
    timestamp: str = "2025-08-28T18:42:13Z",
    timestamps: list[str] | None = None,
) -> str:
    """A MediaWiki XML export (schema 0.11) of ``(title, wikitext)`` pages, each revised at
    ``timestamp`` (or at its own of ``timestamps``)."""
    ns = "http://www.mediawiki.org/xml/export-0.11/"
    parts = [f'<mediawiki xmlns="{ns}" version="0.11" xml:lang="en">']
    stamps = timestamps or [timestamp] * len(pages)
    for number, ((title, text), timestamp) in enumerate(zip(pages, stamps, strict=True), 1):
        parts.append(
            f"  <page>\n    <title>{escape(title)}</title>\n    <ns>0</ns>\n"
            f"    <id>{number}</id>\n    <revision>\n      <id>{number}</id>\n"
            f"      <timestamp>{timestamp}</timestamp>\n"
            "      <contributor><username>Generator</username><id>1</id></contributor>\n"
            "      <model>wikitext</model>\n      <format>text/x-wiki</format>\n"
            f'      <text xml:space="preserve">{escape(text)}</text>\n'
            "    </revision>\n  </page>"
        )
    parts.append("</mediawiki>\n")
    return "\n".join(parts)


def write_wiki_export(path: Path, count: int, *, seed: int = 0, quirks: bool = True) -> Path:
    """Write ``count`` generated faction pages as a MediaWiki XML export (schema 0.11),
    with the real wiki's quirks planted (see :func:`wiki_docs`) unless ``quirks`` is false."""
    pages = wiki_docs(count, seed=seed, quirks=quirks)
    texts = [(title, faction_wikitext(doc, planted)) for title, doc, planted in pages]
    Path(path).write_text(export_xml(texts), encoding="utf-8")
    return Path(path)
