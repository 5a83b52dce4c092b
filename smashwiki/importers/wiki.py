"""Import pages of the AEG Smash Up rulebook wiki (MediaWiki wikitext) into ``data/``.

Three input shapes are read (by :mod:`smashwiki.importers.wikitext`):

* a **MediaWiki XML export** (``Special:Export``, schema 0.10 or 0.11), of one page
  or of the whole wiki: each page at its newest revision, with its title, revision
  date and editor; redirects and pages outside the main namespace are left out, and
  problems name the lines of the XML file;
* a **raw page**, as the wiki's ``action=raw`` view returns it. Its title is the
  file name (``Time_Travelers.wiki`` is the page "Time Travelers"); a faction page
  names itself anyway;
* a **dump** of the wiki's "User contributions" listing: a run of revisions, each a
  title line, a timestamp line (``2025-08-28T18:41:07Z``), the editor line
  (``Cfriedman: summary``) and the revision's wikitext. A title line is missing
  when the listing continued the previous page; such a revision is named by its
  content (a faction page names its faction, dated headings make the Update
  Tracker) or reported as a problem. A timestamp with no editor line after it is a
  revision the dump shows no text for, and so is a page with no text (``File:``
  pages).

Each page is one of three kinds, told by its content:

* a **faction page** (``=== Cards - Minions ===`` sections) becomes
  ``factions/<id>.yaml``: the faction, every card with its errata, and its
  clarification bullets as the card's rulings (naming the other cards of the
  faction they mention). Cards are typed as printed by their section (minions,
  actions, characters, bases, titans, ``Minion/Action`` fusions; any other
  ``Cards - X`` is kept as ``printed_type: X``, type unknown), powers read in
  every spelling (:mod:`smashwiki.importers.cardlines`), and every ``Errata:``
  line kept: one of an unknown shape verbatim, with the status unknown and a
  warning. A clarification under several cards is written once, under the first,
  linked to the others;
* the **Update Tracker** (dated ``====== 10/23/2025 ======`` headings) becomes
  ``changelog.yaml``; its copy-count and power corrections are applied to the
  factions they name (read in the same run, or already in ``data/``), keeping the
  old value and the date as a correction. Re-importing an older page later
  keeps the corrected value;
* any other page is a **rules page**: its heading tree becomes
  ``rules/<id>.yaml`` with Markdown bodies, and its worked examples (paragraphs
  opening with "For example," or "Example:") become ``rulings/<id>.yaml``.

Every page also gets an entry in ``sources.yaml`` (URL, revision date, licence) and
every faction's set one in ``sets.yaml``. Files are written with
:func:`~smashwiki.importers.common.write_yaml`, which merges into what is there.
Anything of a shape the importer does not know is an
:class:`~smashwiki.importers.common.ImportProblem` naming the page and the line;
all of them are raised together and nothing is written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from ..load import card_text_and_type
from ..model import DEFAULT_DECK_SIZE, Dataset
from .cardlines import (
    SectionTypes,
    errata_line,
    fusion_parts,
    power_line,
    power_value,
    section_types,
)
from .common import (
    REMOVED,
    ImportProblem,
    Whole,
    check_data_files,
    dropped_items,
    raise_problems,
    read_plain,
    read_source,
    rewrite_yaml,
    slugify,
    upserted,
    write_yaml,
)
from .complete import page_problems
from .staged import validated
from .wikitext import (
    HEADING,
    LIST_ITEM,
    Converter,
    Line,
    Page,
    Problems,
    Section,
    is_file_line,
    join_blocks,
    markdown_body,
    page_url,
    section_tree,
    split_pages,
)

WIKI_URL = "https://smashup-rulebook.alderac.com/wiki/"
PUBLISHER = "Alderac Entertainment Group"
LICENCE = "Copyright Alderac Entertainment Group; card and rules text quoted for reference"
SOURCE_PREFIX = "aeg-wiki-"
CHANGELOG_TITLE = "Update Tracker"

#: Short, stable ids for pages whose titles make long slugs.
PAGE_IDS = {"Special Cards, Counters and Other Rules": "special-cards"}

_DATE_HEADING = re.compile(r"^(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4}):?$")
_CARD_HEADING = re.compile(r"^(?P<count>\d+)x\s+(?P<name>.+)$")
_CARD_SECTION = re.compile(r"^Cards?\s*[-\u2013\u2014:]\s*(?P<type>\w.*?)[\s:.]*$", re.IGNORECASE)
_BASE = re.compile(
    r"^Breakpoint:?\s*(?P<bp>\d+)\s*[-\u2013,]\s*VPs?:?\s*(?P<vps>\d+(?:[\s,/-]+\d+)*)"
    r"\s*[-\u2013:]\s*(?P<text>.+)$",
    re.IGNORECASE,
)
_SET_LINE = re.compile(r"^(?P<name>.+?) (?:are|is) from the (?P<set>.+?) set\b", re.IGNORECASE)
_TITAN_LINE = re.compile(r"have a Titan card\s*-\s*(?P<titan>.+?)\.?$", re.IGNORECASE)
_COPIES = re.compile(
    r"(?P<card>[^,()]+?) in (?P<faction>[^,()]+?) \((?P<old>\d+)x to (?P<new>\d+)x\)"
)
_POWER_FIX = re.compile(
    r"power for (?P<card>[^,()]+?) in (?P<faction>[^,()]+?) \(it's (?P<new>\d+), not (?P<old>\d+)\)"
)
_EXAMPLE = re.compile(r"^(?:\*\*Example:\*\*\s*|Example:\s*)(?P<text>.+)$|^For example,", re.DOTALL)


# --------------------------------------------------------------------------- page kinds


def page_kind(page: Page) -> str:
    """``faction``, ``changelog`` or ``rules``, by the page's headings and title."""
    headings = [
        match.group("title") for line in page.lines if (match := HEADING.match(line.text.strip()))
    ]
    if any(_CARD_SECTION.match(title) for title in headings):
        return "faction"
    if page.title == CHANGELOG_TITLE or (
        headings and all(_DATE_HEADING.match(title) for title in headings)
    ):
        return "changelog"
    return "rules"


def page_id(title: str) -> str:
    """The id of a page's rules file or faction."""
    return PAGE_IDS.get(title, slugify(title))


def source_record(page: Page, title: str, wiki_url: str = WIKI_URL) -> dict[str, Any]:
    """The ``sources.yaml`` entry for a page.

    A raw page gives no revision date or editor: the entry then leaves ``revised``,
    ``date_from`` and ``attribution`` out, so the values a dump import recorded are kept.
    """
    record: dict[str, Any] = {
        "id": SOURCE_PREFIX + page_id(title),
        "title": f"{title} (Smash Up rulebook wiki, AEG)",
        "kind": "wiki",
        "url": page_url(wiki_url, title),
    }
    if page.revised:
        record["revised"] = page.revised
    record["publisher"] = PUBLISHER
    record["licence"] = LICENCE
    if page.editor:
        record["attribution"] = f"{default_attribution(title)[:-1]}, edited by {page.editor}."
    if page.timestamp:
        record["date_from"] = f"the page's revision timestamp on the wiki, {page.timestamp}"
    return record


def default_attribution(title: str) -> str:
    """The attribution of a page whose editor is not known."""
    return f"The page \u201c{title}\u201d of the official Smash Up rulebook wiki by {PUBLISHER}."


# --------------------------------------------------------------------------- faction pages


@dataclass
class FactionImport:
    """A faction page, parsed: the faction document and where it came from."""

    page: Page
    doc: dict[str, Any]
    set_record: dict[str, Any] | None
    #: Where the page disagrees with what the game requires (written as the faction's
    #: ``discrepancies``); the deck's total is added once the faction's deck size is known.
    discrepancies: list[dict[str, Any]] = field(default_factory=list)


def parse_faction(page: Page, converter: Converter) -> FactionImport:
    """The faction document of a faction page (cards in page order)."""
    root = section_tree(page.lines)
    intro = _intro_lines(root)
    name, set_name = _name_and_set(page, intro, converter)
    doc: dict[str, Any] = {"id": faction_slug(name), "name": name}
    if set_name:
        doc["set"] = slugify(set_name)
    doc["source"] = SOURCE_PREFIX + slugify(name)
    doc.update(_faction_details(root, intro, converter))
    doc["cards"] = list(_cards(root, converter))
    _check_titan(page, intro, doc["cards"], converter)
    _check_page_end(root, converter)
    link_named_cards(doc)
    set_record = {"id": slugify(set_name), "name": set_name} if set_name else None
    found = converter.problems.discrepancies.pop(page.label, [])
    return FactionImport(page, doc, set_record, found)


_POSSESSIVE = re.compile(r"^(?:[\w.]+\s+){0,2}[\w.]+['\u2019]s\s+(?=\S+\s+\S)")
_ARTICLE = re.compile(r"^the\s+(?=\S)", re.IGNORECASE)


def faction_slug(name: str) -> str:
    """The id of the faction a page prints as ``name``: its slug without a possessive prefix
    or a leading "The" (the data's ids never carry them).

    >>> faction_slug("The Lion King")
    'lion-king'
    >>> faction_slug("Tim Burton's The Nightmare Before Christmas")
    'nightmare-before-christmas'
    >>> faction_slug("Time Travelers")
    'time-travelers'
    """
    bare = _ARTICLE.sub("", _POSSESSIVE.sub("", name.strip()))
    return slugify(bare) or slugify(name)


def match_existing_faction(doc: dict[str, Any], existing: dict[str, dict[str, Any]]) -> None:
    """A faction page whose printed name is an existing faction's, with or without "The", a
    possessive prefix or punctuation, takes that faction's id (never making a second one);
    its rulings' links to its own cards follow."""
    keys: dict[str, str] = {}
    for faction_id, old in existing.items():
        keys.setdefault(faction_id, faction_id)
        if isinstance(old.get("name"), str):
            keys.setdefault(faction_slug(old["name"]), faction_id)
            keys.setdefault(slugify(old["name"]), faction_id)
    name = str(doc["name"])
    found = next(
        (keys[key] for key in (doc["id"], slugify(name), faction_slug(name)) if key in keys),
        None,
    )
    if found is None or found == doc["id"]:
        return
    old_prefix, new_prefix = f"{doc['id']}/", f"{found}/"
    doc["id"] = found
    for card in doc["cards"]:
        for ruling in card.get("rulings", []):
            if "cards" in ruling:
                ruling["cards"] = [
                    new_prefix + ref.removeprefix(old_prefix) if ref.startswith(old_prefix) else ref
                    for ref in ruling["cards"]
                ]


def _intro_lines(root: Section) -> list[Line]:
    """The lines before the "Complexity Level" heading (cover image, description, set line)."""
    lines = list(root.lines)
    for child in root.children:
        if child.title.lower().startswith("complexity") or _CARD_SECTION.match(child.title):
            break
        if "purchase" in child.title.lower():
            lines.extend(child.lines)
    return lines


def _name_and_set(page: Page, intro: list[Line], converter: Converter) -> tuple[str, str | None]:
    for line in intro:
        match = _SET_LINE.match(converter.inline(line.text, line.number, markdown=False))
        if match:
            return page.title or match.group("name").strip(), match.group("set").strip()
    if page.title is None:
        converter.problems.add(page, page.first_line, "faction page without a title or set line")
        return "Unknown", None
    converter.problems.add(page, page.first_line, "no 'X are from the ... set' line")
    return page.title, None


def _faction_details(root: Section, intro: list[Line], converter: Converter) -> dict[str, Any]:
    details: dict[str, Any] = {}
    for child in root.children:
        title = converter.inline(child.title, child.line, markdown=False)
        if title.lower().startswith("complexity level:"):
            details["complexity"] = title.split(":", 1)[1].strip().title()
    description = [
        converter.inline(line.text, line.number, markdown=False)
        for line in intro
        if line.text.strip() and not is_file_line(line.text) and not _is_set_line(line, converter)
    ]
    if description:
        details["description"] = "\n\n".join(description)
    mechanics = _bullets(root, "mechanics", converter)
    partners = [item.split(":", 1)[0].strip() for item in _bullets(root, "synergy", converter)]
    if mechanics:  # a page without the list keeps what the data has
        details["mechanics"] = mechanics
    if partners:
        details["partners"] = partners
    return details


def _is_set_line(line: Line, converter: Converter) -> bool:
    return bool(_SET_LINE.match(converter.inline(line.text, line.number, markdown=False)))


def _bullets(root: Section, heading: str, converter: Converter) -> list[str]:
    for child in root.children:
        if child.title.strip().lower() == heading:
            return [
                converter.inline(match.group("text"), line.number, markdown=False)
                for line in child.lines
                if (match := LIST_ITEM.match(line.text.strip()))
            ]
    return []


def link_named_cards(faction: dict[str, Any]) -> None:
    """A card's ruling that names other cards of the faction lists them in ``cards``."""
    names = [(card["name"], f"{faction['id']}/{card['id']}") for card in faction["cards"]]
    for card in faction["cards"]:
        for ruling in card.get("rulings", []):
            named = [
                card_id
                for name, card_id in names
                if name != card["name"]
                and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", ruling["text"])
            ]
            if named:
                ruling["cards"] = named


def _check_titan(
    page: Page, intro: list[Line], cards: list[dict[str, Any]], converter: Converter
) -> None:
    """The titan the page names is the titan among its cards (and there is none if it says so)."""
    titans = [card["name"] for card in cards if card["type"] == "titan"]
    for line in intro:
        text = converter.inline(line.text, line.number, markdown=False)
        named = _TITAN_LINE.search(text)
        if named and [named.group("titan").strip()] != titans:
            converter.problems.add(
                page,
                line.number,
                f"the page names titan {named.group('titan')!r} but its titan cards are {titans}",
            )
        if "not have a titan" in text.lower() and titans:
            converter.problems.add(page, line.number, f"the page says no titan but has {titans}")


def _check_page_end(root: Section, converter: Converter) -> None:
    """A faction page ends with a whole card: its ``Clarifications:`` line and at least one
    entry (``*None``) when the page's other cards have them. A page cut between two
    cards' sections or inside the last card is refused (the merge would keep the rest)."""
    sections = [
        section
        for section in root.children
        if _CARD_SECTION.match(converter.inline(section.title, section.line, markdown=False))
    ]
    if not sections:
        return
    if not sections[-1].children:
        converter.problems.add(
            converter.page,
            sections[-1].line,
            f"the page ends with section {sections[-1].title!r} and no card in it: "
            "is the page cut short?",
        )
        return
    cards = [card for section in sections for card in section.children]
    finished = [_clarifications_given(card) for card in cards]
    if not finished[-1] and any(finished[:-1]):
        heading = _CARD_HEADING.match(cards[-1].title)
        name = heading.group("name").strip() if heading else cards[-1].title
        converter.problems.add(
            converter.page,
            cards[-1].line,
            f"the page ends inside card {name!r}, before the end of its "
            "'Clarifications:' list (every other card has one): is the page cut short?",
        )


def _clarifications_given(card: Section) -> bool:
    """Whether a card's section has its ``Clarifications:`` line and an entry after it."""
    lines = [line for line in card.lines if line.text.strip()]
    at = next((i for i, line in enumerate(lines) if _is_label(line, "clarifications")), None)
    return at is not None and at + 1 < len(lines)


def _cards(root: Section, converter: Converter) -> Iterator[dict[str, Any]]:
    for section in root.children:
        match = _CARD_SECTION.match(converter.inline(section.title, section.line, markdown=False))
        if match is None:
            continue
        types = section_types(match.group("type"))
        for card_section in section.children:
            card = parse_card(card_section, types, converter)
            if card is None:
                continue
            if card.get("printed_type"):
                _unknown_type(card, section, card_section.line, converter)
            yield card


#: What the game expects of a card's type, as a discrepancy says it.
KNOWN_TYPES = (
    "a card heading the importer knows (Cards - Minions, Actions, Characters, Fusions, "
    "Titans, Bases or Other) or, under Other, a 'Minion: ... Action: ...' fusion"
)


def _unknown_type(card: dict[str, Any], section: Section, line: int, converter: Converter) -> None:
    """A card kept as printed, type unknown: a discrepancy, and a warning."""
    heading = f"=== {section.title.strip()} ==="
    converter.problems.discrepancy(
        converter.page,
        line,
        "unknown-type",
        f"{card['name']} under {heading}",
        KNOWN_TYPES,
        card["id"],
    )
    converter.problems.warn(
        converter.page,
        line,
        f"card {card['name']!r} under {heading} is kept as printed "
        f"({card['printed_type']!r}, type unknown): no source says how the rules treat it",
    )


def parse_card(
    section: Section, types: SectionTypes, converter: Converter
) -> dict[str, Any] | None:
    """One card from its ``====== 2x Name ======`` section."""
    page, problems = converter.page, converter.problems
    heading = _CARD_HEADING.match(converter.inline(section.title, section.line, markdown=False))
    if heading is None:
        problems.add(
            page,
            section.line,
            f"card heading {section.title!r} has no copy count (expected '2x Name')",
        )
        return None
    name = heading.group("name").strip()
    parts = _card_parts(section, name, converter)
    if parts is None:
        return None
    text = _card_text(parts.text_lines, converter)
    if text is None:
        problems.add(page, section.line, f"card {name!r} has no text")
    text, notes = _split_notes(text, name, parts.text_lines, converter)
    if types.by_text and text is not None and fusion_parts(text) is not None:
        types = SectionTypes(("minion", "action"))
    card: dict[str, Any] = {"id": slugify(name), "name": name, "type": types.value}
    if types.printed:
        card["printed_type"] = types.printed
    card["count"] = int(heading.group("count"))
    line = parts.text_lines[0].number if parts.text_lines else section.line
    card.update(_card_numbers(text, types.types, name, line, converter))
    card.update(parts.picture)
    card.update(parts.errata)
    if notes.errata:
        card["errata"] = [*card.get("errata", []), *notes.errata]
        card.pop("errata_status", None)
    card["rulings"] = parts.rulings + notes.rulings
    return {key: value for key, value in card.items() if value != []}


@dataclass
class _Notes:
    """Clarifications and errata a page wrote inside a card's text, split off from it."""

    rulings: list[dict[str, str]] = field(default_factory=list)
    errata: list[dict[str, str]] = field(default_factory=list)


_NOTE = re.compile(r"\s*\b(?P<label>Clarifications?|Errata)\s*:\s*", re.IGNORECASE)


def _card_text(text_lines: list[Line], converter: Converter) -> str | None:
    """The card's text lines as one plain text (``None`` if there are none)."""
    if not text_lines:
        return None
    return " ".join(converter.inline(line.text, line.number, markdown=False) for line in text_lines)


def _split_notes(
    text: str | None, name: str, text_lines: list[Line], converter: Converter
) -> tuple[str | None, _Notes]:
    """The card's text without the ``Clarifications:`` or ``Errata:`` blocks a page wrote
    inside it; each block becomes its own record (a clarification, an erratum of unknown
    kind), with a warning."""
    notes = _Notes()
    if text is None:
        return None, notes
    pieces = _NOTE.split(text)
    if len(pieces) == 1 or not pieces[0].strip():
        return text, notes
    line = text_lines[0].number
    for label, block in zip(pieces[1::2], pieces[2::2], strict=True):
        block = block.strip()
        if not block:
            continue
        if label.lower().startswith("clarification"):
            notes.rulings.append({"kind": "clarification", "text": block})
        else:
            notes.errata.append({"kind": "unknown", "description": block})
        converter.problems.warn(
            converter.page,
            line,
            f"card {name!r}: a {label.title()!r} block inside the card's text is split off "
            f"into its own record ({_shorten(block)!r})",
        )
    return pieces[0].strip(), notes


@dataclass
class _CardParts:
    text_lines: list[Line]
    picture: dict[str, str]
    errata: dict[str, Any]
    rulings: list[dict[str, str]]


def _card_parts(section: Section, name: str, converter: Converter) -> _CardParts | None:
    lines = [line for line in section.lines if line.text.strip()]
    picture: dict[str, str] = {}
    errata_at = next((i for i, line in enumerate(lines) if _is_label(line, "errata")), None)
    clar_at = next((i for i, line in enumerate(lines) if _is_label(line, "clarifications")), None)
    if errata_at is not None and clar_at is not None and clar_at < errata_at:
        converter.problems.add(
            converter.page,
            lines[clar_at].number,
            f"card {name!r}: 'Clarifications:' before 'Errata:'",
        )
        return None
    for label, found in (("Errata:", errata_at), ("Clarifications:", clar_at)):
        if found is None:
            converter.problems.warn(
                converter.page, section.line, f"card {name!r} has no {label!r} line"
            )
    bullet_at = next((i for i, line in enumerate(lines) if LIST_ITEM.match(line.text)), None)
    text_end = min(i for i in (errata_at, clar_at, bullet_at, len(lines)) if i is not None)
    text_lines = []
    for line in lines[:text_end]:
        if is_file_line(line.text):
            picture = _picture(line.text)
        else:
            text_lines.append(line)
    errata = (
        {"errata_status": "unknown"} if errata_at is None else _errata(lines[errata_at], converter)
    )
    labels = [i for i in (clar_at, errata_at) if i is not None]
    rulings = _clarifications(lines[max(labels) + 1 if labels else text_end :], converter)
    return _CardParts(text_lines, picture, errata, rulings)


def _picture(text: str) -> dict[str, str]:
    """``image`` and ``illustrator`` from a ``[[File:name.png|...|Illustrated by: X]]`` line."""
    parts = text.strip()[2:-2].split("|")
    picture = {"image": parts[0].split(":", 1)[1].strip()}
    for part in parts[1:]:
        if part.strip().lower().startswith("illustrated by:"):
            picture = {"illustrator": part.split(":", 1)[1].strip(), **picture}
    return picture


def _is_label(line: Line, label: str) -> bool:
    """True for an ``Errata:`` line (also bold, or ``Errata -``), or a ``Clarifications:`` one."""
    text = line.text.strip().lstrip("'*").lower()
    return text.startswith(label) and text[len(label) :].lstrip("'* ").startswith((":", "-"))


#: What the game expects of a minion's power, as a discrepancy says it.
EXPECTED_POWER = "a minion prints its power ('''Power N''' - text: a number, 0 or X)"


def _card_numbers(
    text: str | None, types: tuple[str, ...], name: str, line: int, converter: Converter
) -> dict[str, Any]:
    """Power (minions, characters, fusions and actions that print one), breakpoint and VPs
    (bases) and the card text. A minion without a power line is imported as printed, its
    power unknown, and the page's discrepancy recorded."""
    if text is None:
        return {"text": None}
    if "base" in types:
        return _base_numbers(text, name, line, converter)
    fusion = fusion_parts(text) if "minion" in types and "action" in types else None
    minion_text = fusion[0] if fusion else text
    power = power_line(minion_text) if "titan" not in types else None
    if power is not None:
        shown = f"Minion: {power[1]} Action: {fusion[1]}" if fusion else power[1]
        return {"power": power_value(power[0]), "text": shown}
    if "minion" in types or "character" in types:
        converter.problems.discrepancy(
            converter.page,
            line,
            "no-power",
            f"no '''Power N''' token for {name}",
            EXPECTED_POWER,
            slugify(name),
        )
    return {"text": f"Minion: {fusion[0]} Action: {fusion[1]}" if fusion else text}


def _base_numbers(text: str, name: str, line: int, converter: Converter) -> dict[str, Any]:
    match = _BASE.match(text)
    if match is None:
        converter.problems.add(
            converter.page, line, f"base {name!r} has no 'Breakpoint N - VPs: a b c - text' line"
        )
        return {"text": text}
    return {
        "breakpoint": int(match.group("bp")),
        "vps": [int(vp) for vp in re.findall(r"\d+", match.group("vps"))],
        "text": match.group("text").strip(),
    }


def _errata(line: Line, converter: Converter) -> dict[str, Any]:
    label = re.match(r"^\W*errata\W*?[:\-]", line.text.strip(), re.IGNORECASE)
    raw = line.text.strip()[label.end() :] if label else line.text
    value = converter.inline(raw.strip().lstrip("'").strip(), line.number, markdown=False)
    read = errata_line(value)
    if not read.understood:
        converter.problems.warn(
            converter.page,
            line.number,
            f"errata line {value!r} is not a shape the importer knows; kept verbatim "
            f"(status {read.status})",
        )
    return read.fields()


def _clarifications(lines: list[Line], converter: Converter) -> list[dict[str, str]]:
    rulings = []
    for line in lines:
        match = LIST_ITEM.match(line.text.strip())
        if match is None:
            converter.problems.warn(
                converter.page,
                line.number,
                "a clarification without a bullet ('* text'); kept as a clarification",
            )
        raw = match.group("text") if match else line.text.strip()
        text = converter.inline(raw, line.number)
        if text and text.lower().rstrip(".") != "none":
            rulings.append({"kind": "clarification", "text": text})
    return rulings


# --------------------------------------------------------------------------- Update Tracker


@dataclass(frozen=True)
class ChangeEntry:
    """One paragraph (with its list) of the Update Tracker, under a date heading."""

    date: str
    text: str
    plain: str
    line: int


def parse_changelog(page: Page, converter: Converter) -> list[ChangeEntry]:
    """Every dated entry of an Update Tracker page, newest first as the page has them."""
    entries = []
    root = section_tree(page.lines)
    for section in root.children:
        match = _DATE_HEADING.match(section.title)
        if match is None:
            converter.problems.add(
                page, section.line, f"heading {section.title!r} is not a date (expected M/D/YYYY)"
            )
            continue
        date = f"{match['y']}-{int(match['m']):02d}-{int(match['d']):02d}"
        for number, text in _entry_blocks(markdown_body(section.lines, converter)):
            plain_text = _plain_markdown(text)
            entries.append(ChangeEntry(date, text, plain_text, number))
    return entries


def _entry_blocks(blocks: list[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """A paragraph ending in ':' and the list after it are one entry."""
    pending: tuple[int, str] | None = None
    for number, text in blocks:
        if pending and text.startswith("- "):
            yield pending[0], f"{pending[1]}\n\n{text}"
            pending = None
            continue
        if pending:
            yield pending
        pending = (number, text) if text.endswith(":") else None
        if pending is None:
            yield number, text
    if pending:
        yield pending


def _plain_markdown(text: str) -> str:
    """Markdown with links reduced to their text and emphasis dropped (for matching names)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return text.replace("**", "").replace("*", "")


@dataclass(frozen=True)
class TrackerFix:
    """A correction the Update Tracker states: a card's field had ``old``, now ``new``."""

    faction: str
    card_text: str
    field: str
    old: int
    new: int
    date: str
    line: int


def tracker_fixes(entries: Iterable[ChangeEntry]) -> list[TrackerFix]:
    """The copy-count and power corrections stated in the Update Tracker's entries."""
    fixes = []
    for entry in entries:
        for pattern, field_name in ((_COPIES, "count"), (_POWER_FIX, "power")):
            for match in pattern.finditer(entry.plain):
                fixes.append(
                    TrackerFix(
                        match["faction"].strip(),
                        match["card"].strip(),
                        field_name,
                        int(match["old"]),
                        int(match["new"]),
                        entry.date,
                        entry.line,
                    )
                )
    return fixes


# --------------------------------------------------------------------------- rules pages


@dataclass
class RulesImport:
    """A rules page, parsed: its rules document and the rulings its examples make."""

    page: Page
    doc: dict[str, Any]
    rulings: list[dict[str, Any]]


def parse_rules(page: Page, converter: Converter) -> RulesImport:
    """The rule-section tree of a rules page, and its worked examples as rulings."""
    title = page.title or "Untitled"
    root = section_tree(page.lines)
    display = _display_title(root) or title
    rules_id = page_id(title)
    source = SOURCE_PREFIX + rules_id
    rulings: list[dict[str, Any]] = []
    doc: dict[str, Any] = {"id": rules_id, "title": display, "source": source}
    doc.update(_section_doc(root, rules_id, source, converter, rulings, top=True))
    return RulesImport(page, doc, rulings)


def _display_title(root: Section) -> str | None:
    for line in root.lines:
        match = re.match(r"^\{\{DISPLAYTITLE:(.+)\}\}$", line.text.strip())
        if match:
            return match.group(1).strip()
    return None


def _section_doc(
    section: Section,
    rule_id: str,
    source: str,
    converter: Converter,
    rulings: list[dict[str, Any]],
    *,
    top: bool = False,
) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    if not top:
        title = converter.inline(section.title, section.line)
        doc = {"id": _section_slug(title), "title": title}
    blocks = markdown_body(section.lines, converter)
    if blocks:
        doc["body"] = join_blocks(blocks)
    rulings.extend(_examples(blocks, rule_id, source))
    children = []
    for child in section.children:
        child_id = f"{rule_id}/{_section_slug(converter.inline(child.title, child.line))}"
        children.append(_section_doc(child, child_id, source, converter, rulings))
    if children:
        doc["sections"] = children
    return doc


def _section_slug(title: str) -> str:
    """A section's id: its title's slug, without a leading ``+1`` (``+1 Power Counters``)."""
    return slugify(re.sub(r"^\+\d+\s+", "", _plain_markdown(title)))


def _examples(blocks: list[tuple[int, str]], rule_id: str, source: str) -> Iterator[dict[str, Any]]:
    """Paragraphs that open with "For example," or "Example:" are worked-example rulings."""
    page_part, _, rest = rule_id.partition("/")
    leaf = rest.rsplit("/", 1)[-1] if rest else page_part
    number = 0
    for _, text in blocks:
        match = _EXAMPLE.match(text)
        if match is None:
            continue
        number += 1
        yield {
            "id": f"{page_part}/{leaf}#{number}",
            "kind": "example",
            "text": match.group("text") or text,
            "source": source,
            "rules": [rule_id],
        }


# --------------------------------------------------------------------------- the import


@dataclass
class ParsedImport:
    """Everything a run read, before anything is written."""

    factions: list[FactionImport] = field(default_factory=list)
    rules: list[RulesImport] = field(default_factory=list)
    changelog: list[tuple[Page, list[ChangeEntry]]] = field(default_factory=list)
    sources: dict[str, dict[str, Any]] = field(default_factory=dict)
    warnings: list[ImportProblem] = field(default_factory=list)


#: Called after each page is read: (pages read, pages in all, the page's title).
Progress = Callable[[int, int, str], None]


def parse_files(
    files: Iterable[Path], wiki_url: str = WIKI_URL, progress: Progress | None = None
) -> ParsedImport:
    """Read and parse every page of every file; raise all problems together."""
    parsed, problems = read_pages(files, wiki_url, progress)
    raise_problems(problems)
    return parsed


def read_pages(
    files: Iterable[Path], wiki_url: str = WIKI_URL, progress: Progress | None = None
) -> tuple[ParsedImport, list[ImportProblem]]:
    """Read and parse every page of every file, as far as each page allows: what was read,
    and every problem found (the import lists them with those of the later stages)."""
    problems = Problems()
    pages = []
    for path in files:
        path = Path(path)
        found = split_pages(read_source(path), path.name, problems)
        if not any(not page.empty for page in found) and not problems.items:
            problems.add(path.name, 1, "no page with any text in the file: is it the right file?")
        pages.extend(found)
    for page in pages:
        for line, message in page_problems(page):
            problems.add(page, line, message)
    parsed = ParsedImport()
    ordered = _newest_first(pages)
    for number, page in enumerate(ordered, 1):
        if _redirect(page, problems):
            continue
        if not (page.empty or (page.title or "").lower().startswith("file:")):
            _parse_page(page, Converter(page, problems, wiki_url), parsed, wiki_url)
        if progress is not None:
            progress(number, len(ordered), page.label)
    parsed.warnings = problems.warnings
    return parsed, problems.items


_REDIRECT = re.compile(r"^#REDIRECT\s*:?\s*\[\[(?P<target>[^\]|]*)", re.IGNORECASE)


def _redirect(page: Page, problems: Problems) -> bool:
    """Whether ``page`` is a redirect (``#REDIRECT [[Target]]``): it is not imported (as a
    rule or anything else), and a warning names its target."""
    text = next((line for line in page.lines if line.text.strip()), None)
    match = _REDIRECT.match(text.text.strip()) if text else None
    if match is None or text is None:
        return False
    problems.warn(
        page,
        text.number,
        f"the page is a redirect to {match.group('target').strip()!r}: not imported "
        "(import the page it redirects to)",
    )
    return True


def _newest_first(pages: list[Page]) -> list[Page]:
    """Revisions newest first; a raw page (no timestamp) is the current revision."""
    return sorted(pages, key=lambda page: page.timestamp or "9999", reverse=True)


def _older_revision(newer: FactionImport, faction: FactionImport) -> bool:
    """Whether ``faction`` is an older revision of the page ``newer`` was read from."""
    titles = (newer.page.title, faction.page.title)
    same_page = titles[0] == titles[1] or None in titles
    return newer.doc["id"] == faction.doc["id"] and same_page


def _parse_page(page: Page, converter: Converter, parsed: ParsedImport, wiki_url: str) -> None:
    kind = page_kind(page)
    if kind == "faction":
        faction = parse_faction(page, converter)
        if any(_older_revision(f, faction) for f in parsed.factions):
            return  # an older revision of a page already read
        parsed.factions.append(faction)
        title = faction.doc["name"]
    elif kind == "changelog":
        title = page.title or CHANGELOG_TITLE
        parsed.changelog.append((page, parse_changelog(page, converter)))
    else:
        if page.title is None:
            converter.problems.add(
                page,
                page.first_line,
                "page has no title line and is neither a faction page nor the Update Tracker",
            )
            return
        if any(r.page.title == page.title for r in parsed.rules):
            return
        parsed.rules.append(parse_rules(page, converter))
        title = page.title
    parsed.sources.setdefault(SOURCE_PREFIX + page_id(title), source_record(page, title, wiki_url))


@dataclass
class ImportReport:
    """What an import wrote: every file it touched, and whether its bytes changed."""

    files: dict[Path, bool] = field(default_factory=dict)
    warnings: list[ImportProblem] = field(default_factory=list)
    #: Where the pages disagree with what the game requires (imported as printed and
    #: recorded in the data), each as ``page, line: what it says (expected: ...)``.
    discrepancies: list[ImportProblem] = field(default_factory=list)
    #: The problems of the run (raised together by :func:`import_wiki`).
    problems: list[ImportProblem] = field(default_factory=list)
    #: Set-level cards merged into a faction's card: old id -> new id.
    moved: dict[str, str] = field(default_factory=dict)
    #: The data as written, read and validated (what ``data/`` now holds).
    dataset: Dataset | None = None

    @property
    def changed(self) -> list[Path]:
        """The files whose bytes changed."""
        return [path for path, changed in self.files.items() if changed]


def import_wiki(
    files: Iterable[Path],
    data_dir: Path,
    *,
    wiki_url: str = WIKI_URL,
    progress: Progress | None = None,
) -> ImportReport:
    """Import wiki pages (an XML export, raw pages or a dump) into ``data_dir``, merging into
    existing YAML.

    Raises :class:`~smashwiki.importers.common.ImportProblems` (and writes nothing)
    if any page has a shape the importer does not know, or if the wiki dropped a
    clarification that carries a hand-written check, or if the data it would write has
    a problem ``smashwiki check`` would report (:mod:`~smashwiki.importers.staged`).
    ``progress`` is told of each page read.
    """
    data_dir = Path(data_dir)
    check_data_files(data_dir)
    with validated(data_dir) as staging:
        staged = staging.path
        report = _import_wiki(files, staged, wiki_url=wiki_url, progress=progress)
        report.files = {data_dir / p.relative_to(staged): c for p, c in report.files.items()}
        staging.problems.extend(report.problems)
    report.dataset = staging.dataset
    report.warnings.extend(loss for loss in staging.losses if not _merged(loss, report.moved))
    return report


def _merged(loss: ImportProblem, moved: dict[str, str]) -> bool:
    """Whether what the import "drops" is a set-level card it merged into a faction card, or
    a link to one it re-linked (the report says so in words of its own)."""
    for old_id in moved:
        set_id, slug = old_id.split("/", 1)
        in_set_file = loss.page.endswith(f"cards/{set_id}.yaml") and f"[{slug}]" in loss.message
        if in_set_file or loss.message.endswith(f": {old_id!r}"):
            return True
    return False


def _import_wiki(
    files: Iterable[Path], data_dir: Path, *, wiki_url: str, progress: Progress | None
) -> ImportReport:
    parsed, read_problems = read_pages(files, wiki_url, progress)
    existing = _existing_factions(data_dir)
    moved: dict[str, str] = {}
    for faction in parsed.factions:
        match_existing_faction(faction.doc, existing)
    factions = {f.doc["id"]: f for f in parsed.factions}
    entries = _changelog_entries(parsed)
    problems = Problems()
    share_clarifications([f.doc for f in factions.values()], existing)
    for faction in factions.values():
        old_doc = existing.get(faction.doc["id"], {})
        _keep_existing_ids(faction.doc, old_doc)
        _keep_existing_corrections(faction.doc, old_doc)
        _drop_vanished(faction, old_doc, problems)
        _keep_provenance(faction.doc, old_doc)
        moved.update(merge_set_cards(faction.doc, old_doc, data_dir))
    _same_faction_twice(parsed.factions, problems)
    touched = _apply_tracker_fixes(factions, entries, existing, problems)
    for faction in factions.values():
        _record_discrepancies(faction, existing.get(faction.doc["id"], {}))
    for faction_id in touched:
        _refresh_deck_discrepancy(existing[faction_id])
    report = ImportReport(warnings=parsed.warnings, problems=read_problems + problems.items)
    report.discrepancies = [
        ImportProblem(found["page"], found["line"], discrepancy_message(found))
        for faction in factions.values()
        for found in faction.discrepancies
    ]
    _write_registries(parsed, data_dir, report)
    docs = [f.doc for f in factions.values()] + [
        existing[faction_id] for faction_id in sorted(touched)
    ]
    known = _faction_nouns([*existing.values(), *docs])  # lang-faction
    for doc in docs:
        _compile_cards(doc, existing.get(doc["id"], {}), known)
        _write(report, data_dir / "factions" / f"{doc['id']}.yaml", doc, "faction")
    for rules in parsed.rules:
        _write(report, data_dir / "rules" / f"{rules.doc['id']}.yaml", rules.doc, "rules")
        if rules.rulings:
            path = data_dir / "rulings" / f"{rules.doc['id']}.yaml"
            _write(report, path, {"rulings": rules.rulings}, "rulings")
    if entries:
        _write(
            report,
            data_dir / "changelog.yaml",
            _changelog_doc(entries, factions, existing),
            "changelog",
        )
    _move_set_cards(moved, data_dir, report)
    report.moved = moved
    for old_id, new_id in moved.items():
        report.warnings.append(
            ImportProblem(
                f"data/cards/{old_id.split('/', 1)[0]}.yaml",
                1,
                f"card {old_id!r} is merged into {new_id!r}, which the page prints: its id is "
                "kept as an alias (it still resolves, and its page redirects), every "
                "reference to it re-linked",
            )
        )
    return report


def _faction_nouns(docs: list[dict[str, Any]]) -> dict[str, str]:
    """lang-faction: the noun of each faction of ``docs`` (those in data/ and those
    imported, the imported last: they win), by its id (its ``noun:``, else the rule's)."""
    from ..engine.language.factions import nouns

    return nouns(
        {
            doc["id"]: (doc["name"], doc.get("noun") if isinstance(doc.get("noun"), str) else None)
            for doc in docs
            if isinstance(doc.get("id"), str) and isinstance(doc.get("name"), str)
        }
    )


def _compile_cards(
    doc: dict[str, Any], old_doc: dict[str, Any], factions: dict[str, str] | None = None
) -> None:
    """Give each card of a faction document with a text the ``compiled:`` its text compiles
    to, or remove a stale one (as ``smashwiki compile --write`` does; ``abilities:`` by hand
    in the file win), so the file is written once; ``factions``: the factions known (id:
    noun), whose nouns its texts may name cards by (lang-faction)."""
    from ..compile.store import compiled_for  # the compiler: imported only to import

    old_cards = {card.get("id"): card for card in old_doc.get("cards") or []}
    for card in doc.get("cards") or []:
        text, card_type = card_text_and_type(card)
        if not text or not isinstance(card.get("id"), str):
            continue
        abilities = card.get("abilities", old_cards.get(card["id"], {}).get("abilities"))
        by_hand = isinstance(abilities, dict) and bool(abilities)
        card_id = f"{doc['id']}/{card['id']}"
        card_set = doc.get("set") if isinstance(doc.get("set"), str) else None
        name = card.get("name") if isinstance(card.get("name"), str) else None
        wanted = compiled_for(
            card_id,
            text,
            card_type,
            by_hand=by_hand,
            card_set=card_set,
            card_name=name,
            factions=factions,
        )
        card["compiled"] = Whole(wanted) if wanted is not None else REMOVED


def discrepancy_message(found: dict[str, Any]) -> str:
    """A recorded discrepancy in words: what the page says, what the game expects."""
    if found["kind"] == "deck-size":
        return (
            f"the deck's minions and actions total {found['says']} cards, "
            f"expected {found['expected']} (imported as printed)"
        )
    return f"{found['says']}: expected {found['expected']} (imported as printed)"


def deck_total(cards: Iterable[dict[str, Any]]) -> int:
    """The copies of a faction's minions and actions (a fusion card counted once)."""
    deck_types = {"minion", "action", "character"}
    total = 0
    for card in cards:
        kind = card.get("type")
        kinds = set(kind) if isinstance(kind, list) else {kind}
        if kinds & deck_types and isinstance(card.get("count"), int):
            total += card["count"]
    return total


def _record_discrepancies(faction: FactionImport, old_doc: dict[str, Any]) -> None:
    """The faction's ``discrepancies`` (or none left): the page's, and a deck that does not
    total the faction's deck size (unless the data says it holds only some of its cards)."""
    doc = faction.doc
    size = old_doc.get("deck_size", DEFAULT_DECK_SIZE)
    total = deck_total(doc["cards"])
    if total and total != size and old_doc.get("partial") is not True:
        faction.discrepancies.append(
            {
                "kind": "deck-size",
                "page": faction.page.label,
                "line": faction.page.first_line,
                "says": total,
                "expected": size,
            }
        )
    cards = doc.pop("cards")
    doc["discrepancies"] = faction.discrepancies or REMOVED
    doc["cards"] = cards


def _refresh_deck_discrepancy(doc: dict[str, Any]) -> None:
    """A faction of ``data/`` the Update Tracker corrected keeps its deck-size discrepancy
    only while its deck still totals what the record says."""
    kept = [
        found
        for found in doc.get("discrepancies", [])
        if found.get("kind") != "deck-size" or found.get("says") == deck_total(doc["cards"])
    ]
    doc["discrepancies"] = kept or REMOVED


def _write(report: ImportReport, path: Path, document: dict[str, Any], schema: str) -> None:
    report.files[path] = write_yaml(path, document, schema=schema)


def _write_registries(parsed: ParsedImport, data_dir: Path, report: ImportReport) -> None:
    """Add or update this run's sources and sets, keeping every other entry where it is."""
    sources = list(parsed.sources.values())
    sets = list(
        {f.set_record["id"]: f.set_record for f in parsed.factions if f.set_record}.values()
    )
    for name, items, schema in (("sources", sources, "sources"), ("sets", sets, "sets")):
        if items:
            path = data_dir / f"{name}.yaml"
            document = upserted(path, name, items)
            if name == "sources":
                _fill_attribution(document["sources"], {item["id"] for item in items})
            report.files[path] = write_yaml(path, document, schema=schema)


def _fill_attribution(sources: list[dict[str, Any]], ids: set[str]) -> None:
    """A source of this run that has no attribution yet gets the page's default one."""
    for source in sources:
        if source["id"] in ids and "attribution" not in source:
            title = source["title"].removesuffix(" (Smash Up rulebook wiki, AEG)")
            source["attribution"] = default_attribution(title)


def _changelog_entries(parsed: ParsedImport) -> list[tuple[ChangeEntry, str]]:
    """Every Update Tracker entry with its source; per date the newest revision wins."""
    seen_dates: set[str] = set()
    entries: list[tuple[ChangeEntry, str]] = []
    for page, page_entries in parsed.changelog:  # newest revision first
        source = SOURCE_PREFIX + page_id(page.title or CHANGELOG_TITLE)
        dates = {entry.date for entry in page_entries}
        entries.extend((entry, source) for entry in page_entries if entry.date not in seen_dates)
        seen_dates |= dates
    return sorted(entries, key=lambda pair: pair[0].date, reverse=True)


def _apply_tracker_fixes(
    factions: dict[str, FactionImport],
    entries: list[tuple[ChangeEntry, str]],
    existing: dict[str, dict[str, Any]],
    problems: Problems,
) -> set[str]:
    """Apply the tracker's corrections to the factions they name.

    A faction read in this run is corrected when its page predates the fix; one
    already in ``data/`` (``existing``, by id) when it still has the old value.
    Returns the ids of the existing factions that changed.
    """
    targets: dict[str, tuple[dict[str, Any], str | None]] = {
        f.doc["name"]: (f.doc, f.page.revised) for f in factions.values()
    }
    for old_doc in existing.values():
        targets.setdefault(str(old_doc.get("name")), (old_doc, None))
    touched = set()
    for entry, source in entries:
        for fix in tracker_fixes([entry]):
            if fix.faction not in targets:
                continue  # a faction we don't have
            doc, revised = targets[fix.faction]
            if revised and revised >= fix.date:
                continue  # the page was revised after the fix
            card = _card_named(doc, fix.card_text)
            if card is None:
                message = f"no card of {fix.faction} is named at the end of {fix.card_text!r}"
                problems.add(CHANGELOG_TITLE, fix.line, message)
            elif _correct(card, fix, source, problems) and doc["id"] not in factions:
                touched.add(doc["id"])
    return touched


def _card_named(faction: dict[str, Any], text: str) -> dict[str, Any] | None:
    """The card whose name ends ``text`` ("... copies for On a Roll"), longest name first."""
    cards = sorted(faction["cards"], key=lambda card: -len(card["name"]))
    return next((card for card in cards if text.endswith(card["name"])), None)


def _correct(card: dict[str, Any], fix: TrackerFix, source: str, problems: Problems) -> bool:
    """Set the fixed value and record the old one; return whether the card changed."""
    value = card.get(fix.field)
    if value == fix.new:
        return False
    if value != fix.old:
        problems.add(
            CHANGELOG_TITLE,
            fix.line,
            f"{card['name']}: the tracker corrects "
            f"{fix.field} {fix.old} to {fix.new}, but the page says {value}",
        )
        return False
    card[fix.field] = fix.new
    correction = {"field": fix.field, "old": fix.old, "source": source, "date": fix.date}
    card["corrections"] = [*card.get("corrections", []), correction]
    return True


def _existing_factions(data_dir: Path) -> dict[str, dict[str, Any]]:
    """The faction documents already in ``data_dir``, by id."""
    docs = [read_plain(path) for path in sorted((data_dir / "factions").glob("*.yaml"))]
    return {doc["id"]: doc for doc in docs if isinstance(doc.get("id"), str)}


#: The keys of a card the faction page says all there is about: one the page no longer
#: gives is removed from the data (a power line gone, errata now "No", clarifications "None").
#: An image and its illustrator are not among them: a page without the picture says nothing
#: about them, so a value written by hand is kept.
PAGE_CARD_KEYS = (
    "type",
    "printed_type",
    "power",
    "breakpoint",
    "vps",
    "errata",
    "errata_status",
    "errata_note",
    "rulings",
)


def _keep_existing_ids(doc: dict[str, Any], old_doc: dict[str, Any]) -> None:
    """A card already in the data keeps its id, found by name, even if the slug of its name
    would now be another (ids are published URLs)."""
    by_name = {card.get("name"): card.get("id") for card in old_doc.get("cards", [])}
    taken = {card["id"] for card in doc["cards"]}
    for card in doc["cards"]:
        old_id = by_name.get(card["name"])
        if isinstance(old_id, str) and old_id != card["id"] and old_id not in taken:
            taken.discard(card["id"])
            card["id"] = old_id
            taken.add(old_id)


def _drop_vanished(faction: FactionImport, old_doc: dict[str, Any], problems: Problems) -> None:
    """Keys of a card the page no longer gives are removed; a clarification the page dropped
    goes too, unless it carries a hand-written check or reason: that is a conflict."""
    old_cards = {card.get("id"): card for card in old_doc.get("cards", [])}
    for card in faction.doc["cards"]:
        old_card = old_cards.get(card["id"])
        if not isinstance(old_card, dict):
            continue
        for key in PAGE_CARD_KEYS:
            if key not in card and key in old_card:
                card[key] = REMOVED
        new_rulings = card["rulings"] if isinstance(card.get("rulings"), list) else []
        for ruling in dropped_items(old_card.get("rulings", []), new_rulings):
            if "check" in ruling or "untestable" in ruling:
                problems.add(
                    faction.page,
                    faction.page.first_line,
                    f"conflict: the page no longer has the clarification of "
                    f"{card['name']!r} {_shorten(str(ruling.get('text')))!r}, which carries a "
                    "hand-written check in the data; move the check to another ruling or "
                    "delete it, then import again",
                )


#: What a set-level card merged into its faction's card brings along when the page lacks it:
#: what people wrote by hand (the card's abilities, its picture).
CARRIED_KEYS = ("abilities", "illustrator", "image")


def merge_set_cards(doc: dict[str, Any], old_doc: dict[str, Any], data_dir: Path) -> dict[str, str]:
    """A set-level card of ``data/cards/<set>.yaml`` whose name a card of this faction page
    (of the same set) prints becomes that card: the faction card keeps the set card's id as
    an alias (it still resolves, and its page redirects), and what was written by hand on it
    (:data:`CARRIED_KEYS`). Returns old id -> new id for the cards merged."""
    set_id = doc.get("set")
    if not isinstance(set_id, str):
        return {}
    set_cards = read_plain(data_dir / "cards" / f"{set_id}.yaml").get("cards", [])
    by_name = {
        slugify(str(card.get("name"))): card
        for card in set_cards
        if isinstance(card, dict) and isinstance(card.get("id"), str)
    }
    old_cards = {card.get("id"): card for card in old_doc.get("cards", [])}
    moved: dict[str, str] = {}
    for card in doc["cards"]:
        found = by_name.get(slugify(str(card.get("name")))) if "name" in card else None
        if found is None:
            continue
        old_id, new_id = f"{set_id}/{found['id']}", f"{doc['id']}/{card['id']}"
        kept = old_cards.get(card["id"], {}).get("aliases", [])
        card["aliases"] = list(dict.fromkeys([*kept, *found.get("aliases", []), old_id]))
        for key in CARRIED_KEYS:
            if key not in card and key in found and key not in old_cards.get(card["id"], {}):
                card[key] = found[key]
        moved[old_id] = new_id
    return moved


def _move_set_cards(moved: dict[str, str], data_dir: Path, report: ImportReport) -> None:
    """Remove the merged set-level cards from ``data/cards/`` and link every reference to one
    (a ruling's or change-log entry's ``cards``) to the faction card it became."""
    if not moved:
        return
    by_file: dict[str, set[str]] = {}
    for old_id in moved:
        set_id, slug = old_id.split("/", 1)
        by_file.setdefault(set_id, set()).add(slug)
    for set_id, slugs in by_file.items():
        path = data_dir / "cards" / f"{set_id}.yaml"
        report.files[path] = rewrite_yaml(
            path, partial(_without_cards, slugs=slugs), schema="cards"
        )
    for folder, schema in (("rulings", "rulings"), ("factions", "faction"), ("cards", "cards")):
        for path in sorted((data_dir / folder).glob("*.yaml")):
            if rewrite_yaml(path, lambda node: _relinked(node, moved), schema=schema):
                report.files[path] = True
    changelog = data_dir / "changelog.yaml"
    if rewrite_yaml(changelog, lambda node: _relinked(node, moved), schema="changelog"):
        report.files[changelog] = True


def _without_cards(node: Any, slugs: set[str]) -> bool:
    """Remove the cards of ``slugs`` from a card-set document; whether any went."""
    cards = node.get("cards")
    if not isinstance(cards, list):
        return False
    gone = [i for i, card in enumerate(cards) if isinstance(card, dict) and card.get("id") in slugs]
    for index in reversed(gone):
        del cards[index]
    return bool(gone)


def _names_moved(value: Any, moved: dict[str, str]) -> bool:
    """Whether ``value`` is a list of ids naming a card of ``moved``."""
    return (
        isinstance(value, list)
        and all(isinstance(item, str) for item in value)
        and any(item in moved for item in value)
    )


def _relinked(node: Any, moved: dict[str, str]) -> bool:
    """Replace every id of ``moved`` anywhere in ``node``: in a ``cards`` list of ids (once
    each) and as a check's ``standin-for``."""
    changed = False
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "standin-for" and isinstance(value, str) and value in moved:
                node[key] = moved[value]
                changed = True
            elif key == "cards" and _names_moved(value, moved):
                value[:] = list(dict.fromkeys(moved.get(item, item) for item in value))
                changed = True
            changed = _relinked(value, moved) or changed
    elif isinstance(node, list):
        for item in node:
            changed = _relinked(item, moved) or changed
    return changed


def _keep_provenance(doc: dict[str, Any], old_doc: dict[str, Any]) -> None:
    """A card of the data the page does not list keeps the source it came from when the
    faction's source becomes the page (a name from a rulebook stays the rulebook's)."""
    old_source = old_doc.get("source")
    if not isinstance(old_source, str) or old_source == doc.get("source"):
        return
    listed = {card["id"] for card in doc["cards"]}
    for card in old_doc.get("cards", []):
        if isinstance(card, dict) and card.get("id") not in listed and "source" not in card:
            doc["cards"].append({"id": card["id"], "source": old_source})


def _same_faction_twice(factions: list[FactionImport], problems: Problems) -> None:
    """Two pages of one run that are the same faction (by id) are a problem: one would
    silently replace the other."""
    seen: dict[str, FactionImport] = {}
    for faction in factions:
        first = seen.setdefault(faction.doc["id"], faction)
        if first is not faction:
            problems.add(
                faction.page,
                faction.page.first_line,
                f"the page is faction {faction.doc['id']!r}, as the page "
                f"{first.page.label!r} is: import one of them",
            )


def _shorten(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def share_clarifications(docs: list[dict[str, Any]], existing: dict[str, dict[str, Any]]) -> None:
    """A clarification that appears under several cards is written once, under the first
    card that has it, and linked to the others (its ``cards``). One that a faction already
    in the data holds, linked to this card, is not written again."""
    held: dict[str, set[str]] = {}
    run_ids = {doc["id"] for doc in docs}
    for old_id, old_doc in existing.items():
        if old_id in run_ids:
            continue
        for card in old_doc.get("cards", []):
            for ruling in card.get("rulings", []):
                linked = {f"{old_id}/{card.get('id')}", *ruling.get("cards", [])}
                held.setdefault(str(ruling.get("text")), set()).update(linked)
    first: dict[str, dict[str, Any]] = {}
    for doc in docs:
        own = _own_ruling_texts(existing.get(doc["id"], {}))
        for card in doc["cards"]:
            card_id = f"{doc['id']}/{card['id']}"
            kept = []
            for ruling in card.get("rulings", []):
                text = ruling["text"]
                if card_id in held.get(text, set()):
                    continue
                if text in own.get(card["id"], ()):
                    kept.append(ruling)  # the data already holds this card's own copy
                    first.setdefault(text, ruling)
                    continue
                if text in first:
                    owner = first[text]
                    owner["cards"] = list(dict.fromkeys([*owner.get("cards", []), card_id]))
                    continue
                first[text] = ruling
                kept.append(ruling)
            if "rulings" in card:
                card["rulings"] = kept
            if not kept:
                card.pop("rulings", None)


def _own_ruling_texts(old_doc: dict[str, Any]) -> dict[str, set[str]]:
    """For each card of a faction already in the data, the texts of its own rulings."""
    return {
        str(card.get("id")): {str(ruling.get("text")) for ruling in card.get("rulings", [])}
        for card in old_doc.get("cards", [])
    }


def _keep_existing_corrections(doc: dict[str, Any], old_doc: dict[str, Any]) -> None:
    """A value a later source corrected stays corrected when an older page is re-imported."""
    existing = {card.get("id"): card for card in old_doc.get("cards", [])}
    for card in doc["cards"]:
        old_card = existing.get(card["id"], {})
        for correction in old_card.get("corrections", []):
            name = correction.get("field")
            if name in card and card[name] == correction.get("old") and name in old_card:
                card[name] = old_card[name]


def _changelog_doc(
    entries: list[tuple[ChangeEntry, str]],
    factions: dict[str, FactionImport],
    existing: dict[str, dict[str, Any]],
) -> dict[str, Any]:
    known = _known_cards(factions, existing)
    items = []
    for entry, source in entries:
        item: dict[str, Any] = {"date": entry.date, "source": source, "text": entry.text}
        cards = _cards_mentioned(entry.plain, known)
        if cards:
            item["cards"] = cards
        items.append(item)
    return {"changelog": items}


def _known_cards(
    factions: dict[str, FactionImport], existing: dict[str, dict[str, Any]]
) -> dict[str, list[tuple[str, str]]]:
    """Faction name -> [(card name, card id)] for the factions of this run and of data/."""
    docs = {**existing, **{faction_id: f.doc for faction_id, f in factions.items()}}
    return {
        doc["name"]: [(card["name"], f"{doc['id']}/{card['id']}") for card in doc.get("cards", [])]
        for doc in docs.values()
        if "name" in doc
    }


def _cards_mentioned(text: str, known: dict[str, list[tuple[str, str]]]) -> list[str]:
    """The cards named in ``text`` next to ``in <their faction>``."""
    found = []
    for faction, cards in known.items():
        for name, card_id in cards:
            if re.search(rf"\b{re.escape(name)} (?:\([^)]*\) )?in {re.escape(faction)}\b", text):
                found.append(card_id)
    return found
