"""Import pages of the AEG Smash Up rulebook wiki (MediaWiki wikitext) into ``data/``.

Two input shapes are read (by :mod:`smashwiki.importers.wikitext`):

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
  faction they mention);
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
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import CARD_TYPE_WORDS, raise_problems, read_plain, slugify, upserted, write_yaml
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

#: ``=== Cards - Minions ===`` and the like: the card type of the section.
CARD_SECTIONS = CARD_TYPE_WORDS

_DATE_HEADING = re.compile(r"^(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4}):?$")
_CARD_HEADING = re.compile(r"^(?P<count>\d+)x\s+(?P<name>.+)$")
_CARD_SECTION = re.compile(r"^Cards?\s*-\s*(?P<type>\w+)$", re.IGNORECASE)
_POWER = re.compile(r"^Power\s+(?P<power>\d+)\s*[-\u2013]\s*(?P<text>.+)$")
_BASE = re.compile(
    r"^Breakpoint\s+(?P<bp>\d+)\s*[-\u2013]\s*VPs:\s*(?P<vps>\d+(?:\s+\d+)*)\s*[-\u2013]\s*(?P<text>.+)$"
)
_ERRATA = re.compile(
    r"^Yes,\s*(?P<kind>Wording|Functional)\s*(?:\((?P<what>[^)]*)\))?"
    r"\s*(?:-\s*errata'd in (?:the\s+)?(?P<where>.+?))?\s*$",
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

    A raw page gives no revision date or editor: the entry then leaves ``revised``
    and ``attribution`` out, so the values a dump import recorded are kept.
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


def parse_faction(page: Page, converter: Converter) -> FactionImport:
    """The faction document of a faction page (cards in page order)."""
    root = section_tree(page.lines)
    intro = _intro_lines(root)
    name, set_name = _name_and_set(page, intro, converter)
    doc: dict[str, Any] = {"id": slugify(name), "name": name}
    if set_name:
        doc["set"] = slugify(set_name)
    doc["source"] = SOURCE_PREFIX + slugify(name)
    doc.update(_faction_details(root, intro, converter))
    doc["cards"] = list(_cards(root, converter))
    _check_titan(page, intro, doc["cards"], converter)
    link_named_cards(doc)
    set_record = {"id": slugify(set_name), "name": set_name} if set_name else None
    return FactionImport(page, doc, set_record)


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
    details["mechanics"] = _bullets(root, "mechanics", converter)
    details["partners"] = [
        item.split(":", 1)[0].strip() for item in _bullets(root, "synergy", converter)
    ]
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


def _cards(root: Section, converter: Converter) -> Iterator[dict[str, Any]]:
    for section in root.children:
        match = _CARD_SECTION.match(converter.inline(section.title, section.line, markdown=False))
        if match is None:
            continue
        card_type = CARD_SECTIONS.get(match.group("type").lower())
        if card_type is None:
            converter.problems.add(
                converter.page, section.line, f"unknown card section {section.title!r}"
            )
            continue
        for card_section in section.children:
            card = parse_card(card_section, card_type, converter)
            if card is not None:
                yield card


def parse_card(section: Section, card_type: str, converter: Converter) -> dict[str, Any] | None:
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
    card: dict[str, Any] = {
        "id": slugify(name),
        "name": name,
        "type": card_type,
        "count": int(heading.group("count")),
    }
    card.update(_card_numbers(parts.text_lines, card_type, name, section.line, converter))
    card.update(parts.picture)
    card["errata"] = parts.errata
    card["rulings"] = parts.rulings
    return {key: value for key, value in card.items() if value != []}


@dataclass
class _CardParts:
    text_lines: list[Line]
    picture: dict[str, str]
    errata: list[dict[str, str]]
    rulings: list[dict[str, str]]


def _card_parts(section: Section, name: str, converter: Converter) -> _CardParts | None:
    lines = [line for line in section.lines if line.text.strip()]
    picture: dict[str, str] = {}
    errata_at = next((i for i, line in enumerate(lines) if line.text.startswith("Errata:")), None)
    clar_at = next(
        (i for i, line in enumerate(lines) if line.text.startswith("Clarifications:")), None
    )
    if errata_at is None or clar_at is None or clar_at < errata_at:
        what = "'Errata:'" if errata_at is None else "'Clarifications:'"
        converter.problems.add(converter.page, section.line, f"card {name!r} has no {what} line")
        return None
    text_lines = []
    for line in lines[:errata_at]:
        if is_file_line(line.text):
            picture = _picture(line.text)
        else:
            text_lines.append(line)
    errata = _errata(lines[errata_at], converter)
    rulings = _clarifications(lines[clar_at + 1 :], converter)
    return _CardParts(text_lines, picture, errata, rulings)


def _picture(text: str) -> dict[str, str]:
    """``image`` and ``illustrator`` from a ``[[File:name.png|...|Illustrated by: X]]`` line."""
    parts = text.strip()[2:-2].split("|")
    picture = {"image": parts[0].split(":", 1)[1].strip()}
    for part in parts[1:]:
        if part.strip().lower().startswith("illustrated by:"):
            picture = {"illustrator": part.split(":", 1)[1].strip(), **picture}
    return picture


def _card_numbers(
    text_lines: list[Line], card_type: str, name: str, heading_line: int, converter: Converter
) -> dict[str, Any]:
    """Power (minions), breakpoint and VPs (bases) and the card text."""
    if not text_lines:
        converter.problems.add(converter.page, heading_line, f"card {name!r} has no text")
        return {"text": None}
    first = text_lines[0]
    text = " ".join(converter.inline(line.text, line.number, markdown=False) for line in text_lines)
    if card_type == "minion":
        match = _POWER.match(text)
        if match is None:
            converter.problems.add(
                converter.page,
                first.number,
                f"minion {name!r} has no power line (expected '''Power N''' - text)",
            )
            return {"text": text}
        return {"power": int(match.group("power")), "text": match.group("text").strip()}
    if card_type == "base":
        match = _BASE.match(text)
        if match is None:
            converter.problems.add(
                converter.page,
                first.number,
                f"base {name!r} has no 'Breakpoint N - VPs: a b c - text' line",
            )
            return {"text": text}
        vps = [int(vp) for vp in match.group("vps").split()]
        return {
            "breakpoint": int(match.group("bp")),
            "vps": vps,
            "text": match.group("text").strip(),
        }
    return {"text": text}


def _errata(line: Line, converter: Converter) -> list[dict[str, str]]:
    value = converter.inline(line.text.split(":", 1)[1], line.number, markdown=False)
    if value.lower() == "no":
        return []
    match = _ERRATA.match(value)
    if match is None:
        converter.problems.add(
            converter.page,
            line.number,
            f"errata {value!r} is neither 'No' "
            "nor 'Yes, Wording|Functional (what) - errata'd in X'",
        )
        return []
    erratum = {"kind": match.group("kind").lower()}
    if match.group("what") and match.group("what").strip():
        erratum["description"] = match.group("what").strip()
    if match.group("where"):
        erratum["errata_in"] = match.group("where").strip()
    return [erratum]


def _clarifications(lines: list[Line], converter: Converter) -> list[dict[str, str]]:
    rulings = []
    for line in lines:
        match = LIST_ITEM.match(line.text.strip())
        if match is None:
            converter.problems.add(
                converter.page, line.number, "expected a clarification bullet ('* text')"
            )
            continue
        text = converter.inline(match.group("text"), line.number)
        if text.lower().rstrip(".") != "none":
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


def parse_files(files: Iterable[Path], wiki_url: str = WIKI_URL) -> ParsedImport:
    """Read and parse every page of every file; raise all problems together."""
    problems = Problems()
    pages = []
    for path in files:
        path = Path(path)
        pages.extend(split_pages(path.read_text(encoding="utf-8"), path.name, problems))
    parsed = ParsedImport()
    for page in _newest_first(pages):
        if page.empty or (page.title or "").lower().startswith("file:"):
            continue
        _parse_page(page, Converter(page, problems, wiki_url), parsed, wiki_url)
    raise_problems(problems.items)
    return parsed


def _newest_first(pages: list[Page]) -> list[Page]:
    """Revisions newest first; a raw page (no timestamp) is the current revision."""
    return sorted(pages, key=lambda page: page.timestamp or "9999", reverse=True)


def _parse_page(page: Page, converter: Converter, parsed: ParsedImport, wiki_url: str) -> None:
    kind = page_kind(page)
    if kind == "faction":
        faction = parse_faction(page, converter)
        if any(f.doc["id"] == faction.doc["id"] for f in parsed.factions):
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

    @property
    def changed(self) -> list[Path]:
        """The files whose bytes changed."""
        return [path for path, changed in self.files.items() if changed]


def import_wiki(files: Iterable[Path], data_dir: Path, *, wiki_url: str = WIKI_URL) -> ImportReport:
    """Import wiki pages (raw or dumped) into ``data_dir``, merging into existing YAML.

    Raises :class:`~smashwiki.importers.common.ImportProblems` (and writes nothing)
    if any page has a shape the importer does not know.
    """
    data_dir = Path(data_dir)
    parsed = parse_files(files, wiki_url)
    factions = {f.doc["id"]: f for f in parsed.factions}
    entries = _changelog_entries(parsed)
    existing = _existing_factions(data_dir)
    for faction in factions.values():
        _keep_existing_corrections(faction.doc, existing.get(faction.doc["id"], {}))
    problems = Problems()
    touched = _apply_tracker_fixes(factions, entries, existing, problems)
    raise_problems(problems.items)
    report = ImportReport()
    _write_registries(parsed, data_dir, report)
    docs = [f.doc for f in factions.values()] + [
        existing[faction_id] for faction_id in sorted(touched)
    ]
    for doc in docs:
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
    return report


def _write(report: ImportReport, path: Path, document: dict[str, Any], schema: str) -> None:
    report.files[path] = write_yaml(path, document, schema=schema)


def _write_registries(parsed: ParsedImport, data_dir: Path, report: ImportReport) -> None:
    """Add or update this run's sources and sets, keeping every other entry where it is."""
    sources = list(parsed.sources.values())
    sets = [f.set_record for f in parsed.factions if f.set_record is not None]
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
