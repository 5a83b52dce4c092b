"""Import an AEG rulebook given as plain text, one paragraph a line, into ``data/``.

The format is the one of the Smash Up: Disney Edition rulebook: a title line, a
"Table of Contents" whose ``- Title`` entries name the top-level sections (a
``Title (Continued)`` entry continues the section before it on a new page), then
the sections. Inside a section a short line without closing punctuation is a
subheading; a numbered subheading (``2. Play Cards``) takes the unnumbered ones
after it as its own subsections.

What each top-level section becomes:

* rules sections (:data:`RULE_FILES`) -> ``rules/<file>.yaml`` trees of Markdown; their
  worked examples ("For example, ...", "So, if ...", "Example: ...") -> rulings of kind
  ``example``, and the card examples of "Get to Know the Equipment!" -> card records
  with their full text;
* "Game Terms and Restrictions" -> ``rules/glossary.yaml`` with ``terms:``;
* "Clarifications" (``Card A, Card B: text``) -> rulings linked to every card named;
* "A Few Provisos" -> ``rules/provisos.yaml`` and rulings of kind ``proviso``;
* "Suggested Matchups and Tips for Play" -> ``rules/tips.yaml`` (general advice) and
  each faction's partners and tips; "The Factions" -> descriptions and complexity.

Cards get a record each. The importer never guesses a card's faction: a new card
goes to ``cards/<set>.yaml`` with ``type: unknown`` unless the rulebook prints it in
full; a curator who finds a source that makes its faction or type certain moves or
edits the record (with a comment citing it), and later imports update it in place.

Everything is written with :func:`~smashwiki.importers.common.write_yaml`, so a
re-import changes nothing and hand-written keys (``check:``, comments) survive.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from ..yamlpos import YamlError, load_text
from .common import (
    CARD_TYPE_WORDS,
    ImportProblem,
    check_data_files,
    raise_problems,
    read_data_text,
    read_source,
    slugify,
    write_yaml,
)
from .complete import cut_mid_sentence
from .staged import validated

#: Rules sections and the ``rules/<file>.yaml`` each goes to. Sections that share a
#: file become subsections of the first one.
RULE_FILES: dict[str, str] = {
    "Objective": "objective",
    "Game Contents": "objective",
    "Growing On You": "objective",
    "Get to Know the Equipment!": "objective",
    "Setup": "setup",
    "The Phases of a Turn": "turn",
    "Resolving Cards and Abilities": "resolving",
    "The Big Score": "scoring",
    "Me First!": "scoring",
    "Awarding VPs": "scoring",
    "Untangling Ties": "scoring",
    "Back to Your Corners": "scoring",
    "Scoring Order": "scoring",
    "Declaring Victory": "victory",
    "Power Counters": "power-counters",
}
GLOSSARY = "Game Terms and Restrictions"
CLARIFICATIONS = "Clarifications"
PROVISOS = "A Few Provisos"
TIPS = "Suggested Matchups and Tips for Play"
FACTIONS = "The Factions"
#: Sections that hold nothing for the data (the credits).
IGNORED = frozenset({"Roll Credits"})

GLOSSARY_FILE = "glossary"
PROVISOS_FILE = "provisos"
TIPS_FILE = "tips"
GENERAL_ADVICE = "General Advice"

#: The card type a card example's subsection stands for, as printed ("character": a minion by
#: the rules, which the data model knows).
CARD_TYPES = {**CARD_TYPE_WORDS, "character": "character", "characters": "character"}
UNKNOWN_TYPE = "unknown"

_TOC = "Table of Contents"
_CONTINUED = re.compile(r"^(?P<title>.+) \(Continued\)$")
_NUMBERED = re.compile(r"^(?P<number>\d+)\.\s+(?P<title>.+)$")
_CARD_EXAMPLE = re.compile(
    r'^Example: (?P<name>.+?)(?: — (?P<stats>[^"]+?))? Ability: "(?P<text>.+)"$'
)
_STAT = re.compile(
    r"(?P<label>Power|Breakpoint|Winner VPs|Runner Up VPs|Third Place VPs) (?P<n>\d+)"
)
_TERM = re.compile(r"^(?P<term>[A-Z][\w' ]{0,30}): (?P<text>.+)$")
_LABEL = re.compile(r"^(?P<label>[A-Z][a-z]+): ")
_ENTRY = re.compile(r"^(?P<head>[^:]+?): (?P<text>.+)$")
_NAME = re.compile(r"^[A-Z0-9][^:;()]{0,45}$")
_SENTENCE_END = re.compile(r'(?:(?<=[.!?])|(?<=[.!?]["”)]))\s+(?=[A-Z"(])')
_EXAMPLE_MARKER = re.compile(r"^\(?(?P<marker>For example, |So, (?=if )|Example: )")
_STEP_REFERENCE = re.compile(r"\bsteps? \d")
_SEE_QUOTED = re.compile(r'see "(?P<term>[^"]+)"', re.IGNORECASE)
_CREDIT = re.compile(r"^(?:[A-Z][\w.]* )*[A-Z]\w*['’]s (?=[A-Z])")
_ID_WORDS = 6
_MAX_HEADING = 50


# --------------------------------------------------------------------------- the text


@dataclass(frozen=True)
class Line:
    """One line (paragraph) of the document and its 1-based line number."""

    number: int
    text: str


@dataclass
class Block:
    """A heading and what follows it: paragraphs, then subheadings with theirs."""

    title: str
    line: int
    paragraphs: list[Line] = field(default_factory=list)
    children: list[Block] = field(default_factory=list)

    def all_lines(self) -> Iterator[Line]:
        """Every paragraph below this heading, depth first."""
        yield from self.paragraphs
        for child in self.children:
            yield from child.all_lines()


def is_heading(text: str) -> bool:
    """A short line that is neither a list item nor a ``Label: text`` line nor a sentence."""
    return (
        len(text) <= _MAX_HEADING
        and not text.startswith("- ")
        and ": " not in text
        and not text.endswith((".", ":", ",", ";", "?"))
    )


def read_lines(text: str) -> list[Line]:
    """The non-blank lines of ``text``, stripped, with their line numbers."""
    lines = (Line(number, raw.strip()) for number, raw in enumerate(text.splitlines(), start=1))
    return [line for line in lines if line.text]


def table_of_contents(lines: list[Line], page: str) -> tuple[list[str], int]:
    """The top-level section titles the Table of Contents lists, and where the body starts."""
    index = next((i for i, line in enumerate(lines) if line.text == _TOC), None)
    if index is None:
        raise ImportProblem(page, 1, f"no {_TOC!r} line: cannot tell the sections apart")
    while index < len(lines) and lines[index].text == _TOC:
        index += 1
    titles: list[str] = []
    while index < len(lines) and lines[index].text.startswith("- "):
        titles.append(lines[index].text[2:].strip())
        index += 1
    if not titles:
        raise ImportProblem(page, lines[index - 1].number, f"the {_TOC} lists no '- Title' lines")
    return titles, index


def split_sections(text: str, page: str) -> tuple[str, list[Block]]:
    """The document's title and its top-level sections, each with its subheadings."""
    lines = read_lines(text)
    if not lines:
        raise ImportProblem(page, 1, "the file is empty")
    titles, start = table_of_contents(lines, page)
    toc = set(titles)
    sections: list[Block] = []
    for line in lines[start:]:
        continued = _CONTINUED.match(line.text)
        if line.text in toc and continued and sections:
            if continued["title"] != sections[-1].title:
                raise ImportProblem(
                    page, line.number, f"{line.text!r} does not follow {continued['title']!r}"
                )
        elif line.text in toc:
            sections.append(Block(line.text, line.number))
        elif not sections:
            raise ImportProblem(page, line.number, f"text before the first section: {line.text!r}")
        else:
            _add_line(sections[-1], line)
    _check_all_listed(titles, sections, page, lines[0].number)
    return lines[0].text, sections


def _add_line(section: Block, line: Line) -> None:
    """Add a line to a top-level section: a subheading opens a (sub)subsection."""
    if is_heading(line.text):
        last = section.children[-1] if section.children else None
        nested = last is not None and _NUMBERED.match(last.title) and not _NUMBERED.match(line.text)
        parent = last if nested and last is not None else section
        parent.children.append(Block(line.text, line.number))
        return
    target = section
    while target.children:
        target = target.children[-1]
    target.paragraphs.append(line)


def _check_all_listed(titles: list[str], sections: list[Block], page: str, line: int) -> None:
    found = {s.title for s in sections}
    missing = [t for t in titles if t not in found and not _CONTINUED.match(t)]
    if missing:
        raise ImportProblem(
            page, line, f"the {_TOC} lists {missing[0]!r} but no line has that heading"
        )


# --------------------------------------------------------------------------- what it says


@dataclass(frozen=True)
class RuleSection:
    """A rules section: its id (within its parent), title, Markdown body and subsections."""

    id: str
    title: str
    body: str
    line: int
    sections: tuple[RuleSection, ...] = ()

    def document(self) -> dict[str, Any]:
        """The section as YAML data (without ``source``, which the root carries)."""
        doc: dict[str, Any] = {"id": self.id, "title": self.title}
        if self.body:
            doc["body"] = self.body
        if self.sections:
            doc["sections"] = [child.document() for child in self.sections]
        return doc

    def walk(self, prefix: str = "") -> Iterator[tuple[str, RuleSection]]:
        """``(full id, section)`` for this section and every one below it."""
        full_id = f"{prefix}/{self.id}" if prefix else self.id
        yield full_id, self
        for child in self.sections:
            yield from child.walk(full_id)


@dataclass(frozen=True)
class Term:
    """A glossary entry (``Affect: ...``), with any paragraphs that continue it."""

    id: str
    term: str
    text: str
    line: int


@dataclass(frozen=True)
class Clarification:
    """A clarification entry ``Card A, Card B: text``."""

    names: tuple[str, ...]
    text: str
    line: int


@dataclass(frozen=True)
class Statement:
    """A proviso or a worked example, and the rule section it belongs to."""

    text: str
    line: int
    rule_id: str


@dataclass(frozen=True)
class CardFacts:
    """What the rulebook prints about a card it shows in full."""

    name: str
    type: str
    text: str
    line: int
    power: int | None = None
    breakpoint: int | None = None
    vps: tuple[int, ...] = ()


@dataclass(frozen=True)
class FactionFacts:
    """A faction as "The Factions" and the tips section describe it."""

    name: str
    line: int
    description: str = ""
    complexity: str | None = None
    partners: tuple[str, ...] = ()
    tips: tuple[str, ...] = ()


@dataclass(frozen=True)
class Rulebook:
    """Everything the importer reads from one rulebook."""

    title: str
    rule_files: tuple[RuleSection, ...]
    terms: tuple[Term, ...]
    clarifications: tuple[Clarification, ...]
    provisos: tuple[Statement, ...]
    examples: tuple[Statement, ...]
    cards: tuple[CardFacts, ...]
    factions: tuple[FactionFacts, ...]

    @property
    def edition(self) -> str:
        """The product name without "Smash Up:" (``Disney Edition``)."""
        return self.title.split(":", 1)[-1].strip()


@dataclass
class _Reading:
    """What has been read so far, and the problems found (all reported together)."""

    page: str
    known_names: tuple[str, ...] = ()
    rule_files: dict[str, RuleSection] = field(default_factory=dict)
    terms: list[Term] = field(default_factory=list)
    clarifications: list[Clarification] = field(default_factory=list)
    provisos: list[Statement] = field(default_factory=list)
    examples: list[Statement] = field(default_factory=list)
    cards: list[CardFacts] = field(default_factory=list)
    factions: dict[str, FactionFacts] = field(default_factory=dict)
    tips: dict[str, FactionFacts] = field(default_factory=dict)
    problems: list[ImportProblem] = field(default_factory=list)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(ImportProblem(self.page, line, message))


def parse_rulebook(text: str, page: str, known_names: Iterable[str] = ()) -> Rulebook:
    """Read a rulebook; raise :class:`~smashwiki.importers.common.ImportProblems` listing
    every paragraph whose shape is unexpected.

    ``known_names`` are card names already in the data: a clarification head keeps one
    that holds a comma whole.
    """
    title, sections = split_sections(text, page)
    reading = _Reading(page, tuple(known_names))
    groups: dict[str, list[Block]] = {}
    for section in sections:
        if section.title in RULE_FILES:
            groups.setdefault(RULE_FILES[section.title], []).append(section)
        elif section.title in READERS:
            READERS[section.title](section, reading)
        elif section.title not in IGNORED:
            reading.problem(
                section.line,
                f"no place in data/ for the section {section.title!r} "
                "(add it to RULE_FILES or IGNORED)",
            )
    for file_id, blocks in groups.items():
        reading.rule_files[file_id] = _rule_file(file_id, blocks, reading)
    factions = _join_factions(reading)
    raise_problems(reading.problems)
    return Rulebook(
        title=title,
        rule_files=tuple(reading.rule_files.values()),
        terms=tuple(reading.terms),
        clarifications=tuple(reading.clarifications),
        provisos=tuple(reading.provisos),
        examples=tuple(reading.examples),
        cards=tuple(reading.cards),
        factions=factions,
    )


# ----------------------------------------------------------------- rules sections


def section_id(title: str) -> str:
    """The id of a section: its title as a slug, without a phase number."""
    numbered = _NUMBERED.match(title)
    return slugify(numbered["title"] if numbered else title)


def section_title(title: str) -> str:
    """A heading without its phase number (the position keeps the order)."""
    numbered = _NUMBERED.match(title)
    return numbered["title"] if numbered else title


def _rule_file(file_id: str, blocks: list[Block], reading: _Reading) -> RuleSection:
    """A rules file: the first block is its root, the others become its subsections."""
    root, *rest = blocks
    children = [*root.children, *(Block(b.title, b.line, b.paragraphs, b.children) for b in rest)]
    return _rule_section(
        Block(root.title, root.line, root.paragraphs, children), file_id, file_id, reading
    )


def _rule_section(block: Block, own_id: str, full_id: str, reading: _Reading) -> RuleSection:
    card_type = CARD_TYPES.get(block.title.lower())
    paragraphs = []
    for line in block.paragraphs:
        card = _CARD_EXAMPLE.match(line.text)
        if card and card_type:
            reading.cards.extend(_card_facts(card, card_type, line, reading))
        elif card:
            reading.problem(
                line.number, f"a card example outside a card-type section: {line.text!r}"
            )
        else:
            reading.examples.extend(worked_examples(line, full_id))
        paragraphs.append(line.text)
    children = []
    seen: set[str] = set()
    for child in block.children:
        child_id = section_id(child.title)
        if child_id in seen:
            reading.problem(child.line, f"a second subsection {child.title!r} in {block.title!r}")
        seen.add(child_id)
        children.append(_rule_section(child, child_id, f"{full_id}/{child_id}", reading))
    return RuleSection(
        own_id, section_title(block.title), markdown(paragraphs), block.line, tuple(children)
    )


def markdown(paragraphs: Iterable[str]) -> str:
    """Paragraphs as Markdown: ``- item`` runs become lists (numbered when the text refers to
    its steps), and a leading one-word ``Label:`` ("Exception:") is set in bold."""
    parts: list[list[str]] = []
    for text in paragraphs:
        if text.startswith("- ") and parts and parts[-1][0].startswith("- "):
            parts[-1].append(text)
        else:
            parts.append([text])
    blocks = []
    for part in parts:
        if part[0].startswith("- "):
            blocks.append(_list_markdown(part))
        else:
            blocks.append(_LABEL.sub(r"**\g<label>:** ", part[0], count=1))
    return "\n\n".join(blocks)


def _list_markdown(items: list[str]) -> str:
    numbered = any(_STEP_REFERENCE.search(item) for item in items)
    marks = [f"{n}." if numbered else "-" for n in range(1, len(items) + 1)]
    return "\n".join(f"{mark} {item[2:].strip()}" for mark, item in zip(marks, items, strict=True))


def sentences(text: str) -> list[str]:
    """``text`` split into sentences (after ``.``, ``!`` or ``?`` and a capital)."""
    return [part.strip() for part in _SENTENCE_END.split(text) if part.strip()]


def worked_examples(line: Line, rule_id: str) -> list[Statement]:
    """The worked examples in a paragraph: a sentence opening with "For example," "So, if"
    or "Example:" (a question is no example), with the sentences after it up to the next
    one that states a new rule ("If ...")."""
    found: list[Statement] = []
    current: list[str] | None = None
    for sentence in sentences(line.text):
        marker = _EXAMPLE_MARKER.match(sentence)
        if current is not None and not marker and not sentence.startswith(("If ", "(")):
            current.append(sentence)
            continue
        if current:
            found.append(Statement(" ".join(current), line.number, rule_id))
        current = [_unwrap(sentence)] if marker and not sentence.endswith("?") else None
    if current:
        found.append(Statement(" ".join(current), line.number, rule_id))
    return found


def _unwrap(sentence: str) -> str:
    """A parenthesised sentence without its parentheses."""
    if sentence.startswith("(") and sentence.endswith(")"):
        return sentence[1:-1]
    if sentence.startswith("(") and sentence.endswith(").") and sentence.count("(") == 1:
        return sentence[1:-2]
    return sentence


def _card_facts(
    match: re.Match[str], card_type: str, line: Line, reading: _Reading
) -> list[CardFacts]:
    stats = {m["label"]: int(m["n"]) for m in _STAT.finditer(match["stats"] or "")}
    vps = tuple(stats[k] for k in ("Winner VPs", "Runner Up VPs", "Third Place VPs") if k in stats)
    facts = CardFacts(
        name=match["name"].strip(),
        type=card_type,
        text=match["text"].strip(),
        line=line.number,
        power=stats.get("Power"),
        breakpoint=stats.get("Breakpoint"),
        vps=vps,
    )
    if card_type in ("minion", "character") and facts.power is None:
        reading.problem(line.number, f"the character {facts.name!r} has no 'Power N'")
        return []
    if card_type == "base" and (facts.breakpoint is None or len(vps) != 3):
        reading.problem(line.number, f"the base {facts.name!r} needs 'Breakpoint N' and three VPs")
        return []
    return [facts]


# ----------------------------------------------------------------- the other sections


def _read_glossary(section: Block, reading: _Reading) -> None:
    """``Term: text`` paragraphs; a paragraph without a term continues the one before."""
    for child in section.children:
        reading.problem(child.line, f"unexpected heading {child.title!r} in the glossary")
    for line in section.paragraphs:
        entry = _TERM.match(line.text)
        if entry and len(entry["term"].split()) <= 4:
            reading.terms.append(
                Term(slugify(entry["term"]), entry["term"], entry["text"], line.number)
            )
        elif reading.terms and reading.terms[-1].line < line.number:
            last = reading.terms[-1]
            reading.terms[-1] = Term(last.id, last.term, f"{last.text}\n\n{line.text}", last.line)
        else:
            reading.problem(line.number, f"expected 'Term: text' in the glossary: {line.text!r}")
    reading.rule_files[GLOSSARY_FILE] = RuleSection(GLOSSARY_FILE, section.title, "", section.line)


def split_names(head: str, known: Iterable[str] = ()) -> list[str]:
    """The card names of a clarification's head, split at commas.

    A name in ``known`` that itself holds a comma ("Lock, Shock & Barrel") is kept whole.

    >>> split_names("Lock, Shock & Barrel, Rajah", ["Lock, Shock & Barrel"])
    ['Lock, Shock & Barrel', 'Rajah']
    """
    parts = [part.strip() for part in head.split(", ")]
    comma_names = sorted((n for n in known if ", " in n), key=len, reverse=True)
    names: list[str] = []
    index = 0
    while index < len(parts):
        for name in comma_names:
            width = name.count(", ") + 1
            if ", ".join(parts[index : index + width]) == name:
                names.append(name)
                index += width
                break
        else:
            names.append(parts[index])
            index += 1
    return names


def parse_clarification(line: Line, page: str, known: Iterable[str] = ()) -> Clarification:
    """``Card A, Card B: text`` -> the names and the text (raise :class:`ImportProblem`)."""
    entry = _ENTRY.match(line.text)
    if not entry:
        raise ImportProblem(page, line.number, f"expected 'Card A, Card B: text': {line.text!r}")
    names = split_names(entry["head"], known)
    bad = [name for name in names if not _NAME.match(name) or len(name.split()) > 6]
    if bad:
        raise ImportProblem(
            page,
            line.number,
            f"{bad[0]!r} does not look like a card name (expected 'Card A, Card B: text')",
        )
    return Clarification(tuple(names), entry["text"].strip(), line.number)


def _read_clarifications(section: Block, reading: _Reading) -> None:
    for child in section.children:
        reading.problem(child.line, f"unexpected heading {child.title!r} in {section.title!r}")
    for line in section.paragraphs:
        try:
            reading.clarifications.append(
                parse_clarification(line, reading.page, reading.known_names)
            )
        except ImportProblem as problem:
            reading.problems.append(problem)


def _read_provisos(section: Block, reading: _Reading) -> None:
    for child in section.children:
        reading.problem(child.line, f"unexpected heading {child.title!r} in {section.title!r}")
    for line in section.paragraphs:
        if line.text.startswith("- "):
            reading.problem(
                line.number, f"expected a proviso paragraph, got a list item: {line.text!r}"
            )
        else:
            reading.provisos.append(Statement(line.text, line.number, PROVISOS_FILE))
    body = "\n".join(f"- {line.text}" for line in section.paragraphs)
    reading.rule_files[PROVISOS_FILE] = RuleSection(
        PROVISOS_FILE, section.title, body, section.line
    )


def _read_tips(section: Block, reading: _Reading) -> None:
    """General advice (a rules section) and, per faction, partners and tips."""
    advice = ""
    for line in section.paragraphs:
        reading.problem(line.number, f"text before the first heading in {section.title!r}")
    for child in section.children:
        if child.title == GENERAL_ADVICE:
            advice = markdown(line.text for line in child.paragraphs)
        else:
            reading.tips[child.title] = _faction_tips(child, reading)
    reading.rule_files[TIPS_FILE] = RuleSection(TIPS_FILE, section.title, advice, section.line)


_PARTNERS = re.compile(r"^Good beginning partner factions: (?P<names>.+)$")
_TIPS_HEADING = "Tips for play:"


def _faction_tips(block: Block, reading: _Reading) -> FactionFacts:
    partners: tuple[str, ...] = ()
    tips: list[str] = []
    for child in block.children:
        reading.problem(
            child.line, f"unexpected heading {child.title!r} in the tips for {block.title!r}"
        )
    for line in block.paragraphs:
        found = _PARTNERS.match(line.text)
        if found:
            partners = tuple(name.strip() for name in found["names"].split(", "))
        elif line.text.startswith("- "):
            tips.append(line.text[2:].strip())
        elif line.text != _TIPS_HEADING:
            reading.problem(
                line.number,
                f"expected partners, {_TIPS_HEADING!r} or '- tip' "
                f"for {block.title!r}: {line.text!r}",
            )
    if not partners:
        reading.problem(block.line, f"no 'Good beginning partner factions:' for {block.title!r}")
    return FactionFacts(block.title, block.line, partners=partners, tips=tuple(tips))


_COMPLEXITY = re.compile(r"^Complexity: (?P<level>.+)$")
#: A complexity as the rulebooks print it: Low, Low-Medium, Medium, Medium-High, High.
_LEVEL = re.compile(r"^(?:Low|Medium|High)(?:-(?:Low|Medium|High))?$", re.IGNORECASE)


def _read_factions(section: Block, reading: _Reading) -> None:
    """Each faction's description paragraphs and its ``Complexity:`` line, which ends it:
    text after it, or a level that is none, is a problem (text appended to the book)."""
    for child in section.children:
        description: list[str] = []
        complexity = None
        for line in child.paragraphs:
            found = _COMPLEXITY.match(line.text)
            if complexity is not None:
                reading.problem(
                    line.number,
                    f"text after the 'Complexity:' line of {child.title!r}, which ends a "
                    "faction: is something appended to the rulebook?",
                )
            elif found:
                complexity = found["level"].strip()
                if not _LEVEL.match(complexity):
                    reading.problem(
                        line.number,
                        f"complexity {complexity!r} of {child.title!r} is not a level "
                        "(Low, Low-Medium, Medium, Medium-High or High)",
                    )
            else:
                description.append(line.text)
        if complexity is None or not description:
            reading.problem(
                child.line,
                f"the faction {child.title!r} needs a description and a 'Complexity:' line",
            )
        for grandchild in child.children:
            reading.problem(grandchild.line, f"unexpected heading {grandchild.title!r}")
        reading.factions[child.title] = FactionFacts(
            child.title, child.line, "\n\n".join(description), complexity
        )


def _join_factions(reading: _Reading) -> tuple[FactionFacts, ...]:
    """Descriptions joined with tips; tips or partners naming an unknown faction are problems."""
    names = set(reading.factions)
    for name, tips in reading.tips.items():
        if name not in names:
            reading.problem(tips.line, f"tips for {name!r}, which 'The Factions' does not list")
        for partner in tips.partners:
            if partner not in names:
                reading.problem(
                    tips.line,
                    f"partner {partner!r} of {name!r} is not a faction 'The Factions' lists",
                )
    joined = []
    for name, faction in reading.factions.items():
        tips = reading.tips.get(name, FactionFacts(name, faction.line))
        joined.append(
            FactionFacts(
                name,
                faction.line,
                faction.description,
                faction.complexity,
                tips.partners,
                tips.tips,
            )
        )
    return tuple(joined)


READERS = {
    GLOSSARY: _read_glossary,
    CLARIFICATIONS: _read_clarifications,
    PROVISOS: _read_provisos,
    TIPS: _read_tips,
    FACTIONS: _read_factions,
}


# --------------------------------------------------------------------------- the data there


@dataclass(frozen=True)
class KnownCard:
    """A card already in ``data/``: where it is, so a re-import updates it in place."""

    id: str
    name: str
    set_id: str | None
    file: str

    @property
    def slug(self) -> str:
        """The card's id without its group."""
        return self.id.split("/", 1)[-1]


@dataclass(frozen=True)
class DataIndex:
    """What the import needs to know about ``data/``: its cards, and each file's list order."""

    cards: tuple[KnownCard, ...] = ()
    order: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: Faction id -> the faction's name as printed.
    faction_names: dict[str, str] = field(default_factory=dict)

    def card(self, slug: str, set_id: str) -> KnownCard | None:
        """The card of this set with this slug, if the data has it."""
        return next((c for c in self.cards if c.slug == slug and c.set_id == set_id), None)

    def cards_of(self, slug: str, set_id: str) -> list[KnownCard]:
        """Every card of this set with this slug (several factions may print one name)."""
        return [c for c in self.cards if c.slug == slug and c.set_id == set_id]

    def in_context(
        self, found: list[KnownCard], names: Iterable[str], text: str
    ) -> KnownCard | None:
        """Which of the cards ``found`` (of one name, in several factions) a ruling means: the
        one whose faction prints the most of the other cards the ruling names, or whose
        faction's name its text says; None when nothing tells them apart."""
        slugs = {slugify(name) for name in names}
        scores = []
        for card in found:
            group = card.id.split("/", 1)[0]
            others = {c.slug for c in self.cards if c.id.split("/", 1)[0] == group}
            named = self.faction_names.get(group)
            said = bool(named) and _title_pattern(str(named), any_case=False).search(text)
            scores.append((len((slugs - {card.slug}) & others) + bool(said), card))
        best = max(score for score, _ in scores)
        chosen = [card for score, card in scores if score == best]
        return chosen[0] if best > 0 and len(chosen) == 1 else None


def read_index(data_dir: Path) -> DataIndex:
    """Index the cards of ``data/factions`` and ``data/cards`` and the ids of each list."""
    cards: list[KnownCard] = []
    order: dict[str, tuple[str, ...]] = {}
    faction_names: dict[str, str] = {}
    for folder, list_key in (("factions", "cards"), ("cards", "cards"), ("rulings", "rulings")):
        for path in sorted((data_dir / folder).glob("*.yaml")):
            relative = f"{folder}/{path.name}"
            document = _load(path, relative)
            items = [i for i in document.get(list_key) or [] if isinstance(i, dict)]
            order[relative] = tuple(str(item.get("id")) for item in items)
            if folder == "factions" and isinstance(document.get("name"), str):
                faction_names[str(document.get("id"))] = document["name"]
            if list_key == "cards":
                group = document.get("id") if folder == "factions" else document.get("set")
                cards.extend(
                    KnownCard(
                        f"{group}/{item.get('id')}",
                        str(item.get("name")),
                        item.get("set", document.get("set")),
                        relative,
                    )
                    for item in items
                )
    return DataIndex(tuple(cards), order, faction_names)


def _load(path: Path, relative: str) -> dict[str, Any]:
    """A data file as plain data, read with the loader's fast parser (the index needs no
    round-trip: it reads ids and names only)."""
    try:
        document = load_text(read_data_text(path) or "")
    except YamlError as exc:
        raise ImportProblem(f"data/{relative}", exc.line, f"cannot read the YAML: {exc}") from exc
    return document if isinstance(document, dict) else {}


# --------------------------------------------------------------------------- documents


def faction_id(name: str) -> str:
    """A faction's id: its name as a slug, without a possessive credit or a leading "The".

    >>> faction_id("Tim Burton's The Nightmare Before Christmas")
    'nightmare-before-christmas'
    >>> faction_id("The Lion King")
    'lion-king'
    """
    short = _CREDIT.sub("", name)
    return slugify(short.removeprefix("The "))


def short_id(text: str, words: int = _ID_WORDS) -> str:
    """A slug of the first few words of ``text`` (for rulings that name no card)."""
    return slugify(" ".join(re.sub(r"[^\w\s'-]", " ", text).split()[:words]))


@dataclass
class _Planner:
    """Turns a :class:`Rulebook` into YAML documents, given what ``data/`` holds."""

    book: Rulebook
    index: DataIndex
    #: The file the rulebook was read from (where its warnings point).
    page: str = ""
    #: What the planning could not decide and said so (a name of several factions' cards).
    warnings: list[ImportProblem] = field(default_factory=list)

    @cached_property
    def set_id(self) -> str:
        """The id of the rulebook's set (asked for every name the rulebook's text holds)."""
        return slugify(self.book.edition)

    @property
    def source_id(self) -> str:
        return f"{self.set_id}-rulebook"

    @property
    def prefix(self) -> str:
        """The short name of the set in ruling ids and file names (``disney``)."""
        return self.set_id.removesuffix("-edition")

    # ---- cards

    def named_cards(self) -> dict[str, str]:
        """Slug -> name of every card the rulebook names (a full card's name wins)."""
        names: dict[str, str] = {slugify(card.name): card.name for card in self.book.cards}
        for entry in self.book.clarifications:
            for name in entry.names:
                names.setdefault(slugify(name), name)
        return names

    def card_id(self, name: str) -> str:
        """The full id of a named card: where the data has it, else ``<set>/<slug>``."""
        known = self.index.card(slugify(name), self.set_id)
        return known.id if known else f"{self.set_id}/{slugify(name)}"

    def linked_card(self, name: str, names: Iterable[str], text: str, line: int) -> str | None:
        """The id of the card ``name`` a ruling (naming ``names``, saying ``text``) means: the
        one card of the set of that name, or, when several factions print the name, the one
        the ruling's other cards and words point to; else None, with a warning."""
        found = self.index.cards_of(slugify(name), self.set_id)
        if len(found) <= 1:
            return self.card_id(name)
        chosen = self.index.in_context(found, names, text)
        if chosen is None:
            ids = ", ".join(card.id for card in found)
            self.warnings.append(
                ImportProblem(
                    self.page,
                    line,
                    f"{name!r} names cards of several factions ({ids}), and nothing in the "
                    "ruling says which: linked to none of them (add it to the ruling's cards)",
                )
            )
        return chosen.id if chosen else None

    def card_records(self) -> dict[str, list[dict[str, Any]]]:
        """File -> card records to write there, in the order the file has them."""
        full = {slugify(card.name): card for card in self.book.cards}
        per_file: dict[str, dict[str, dict[str, Any]]] = {}
        new: dict[str, dict[str, Any]] = {}
        for slug, name in self.named_cards().items():
            known = self.index.card(slug, self.set_id)
            if known:
                record = {"id": slug, **_full_fields(full[slug])} if slug in full else {"id": slug}
                per_file.setdefault(known.file, {})[slug] = record
            else:
                new[slug] = _new_card(slug, name, full.get(slug))
        files: dict[str, list[dict[str, Any]]] = {}
        for file, records in per_file.items():
            files[file] = _in_file_order(records, self.index.order.get(file, ()))
        cards_file = f"cards/{self.set_id}.yaml"
        if new or cards_file in files:
            existing = files.get(cards_file, [])
            files[cards_file] = existing + list(new.values())
        return files

    # ---- documents

    def documents(self) -> dict[str, tuple[dict[str, Any], str]]:
        """Relative path -> (document, schema name) for every file the rulebook fills."""
        docs: dict[str, tuple[dict[str, Any], str]] = {}
        cards = self.card_records()
        for faction in self.book.factions:
            path = f"factions/{faction_id(faction.name)}.yaml"
            docs[path] = (self.faction_document(faction, cards.pop(path, None)), "faction")
        for path, records in cards.items():
            if path.startswith("factions/"):
                docs[path] = ({"cards": records}, "faction")
            else:
                doc = {"set": self.set_id, "source": self.source_id, "cards": records}
                docs[path] = (doc, "cards")
        for section in self.book.rule_files:
            docs[f"rules/{section.id}.yaml"] = (self.rules_document(section), "rules")
        rulings = {
            f"rulings/{self.prefix}-clarifications.yaml": self.clarification_rulings(),
            "rulings/provisos.yaml": self.statement_rulings(
                self.book.provisos, "provisos", "proviso"
            ),
            "rulings/rules-examples.yaml": self.statement_rulings(
                self.book.examples, "examples", "example"
            ),
        }
        for path, items in rulings.items():
            if items:
                ordered = _in_file_order(
                    {r["id"]: r for r in items}, self.index.order.get(path, ())
                )
                docs[path] = ({"rulings": ordered}, "rulings")
        return docs

    def faction_document(
        self, faction: FactionFacts, cards: list[dict[str, Any]] | None
    ) -> dict[str, Any]:
        """A faction file: what the rulebook says of the faction (its cards stay as they are)."""
        doc: dict[str, Any] = {
            "id": faction_id(faction.name),
            "name": faction.name,
            "set": self.set_id,
            "source": self.source_id,
            "complexity": faction.complexity,
            "description": faction.description,
            "partners": list(faction.partners),
            "tips": list(faction.tips),
            "partial": True,
        }
        if cards:
            doc["cards"] = cards
        return {key: value for key, value in doc.items() if value not in (None, [], "")}

    def rules_document(self, section: RuleSection) -> dict[str, Any]:
        """A rules file: the section tree, with the glossary's terms in the glossary file."""
        doc = section.document()
        doc = {"id": doc.pop("id"), "title": doc.pop("title"), "source": self.source_id, **doc}
        if section.id == GLOSSARY_FILE and self.book.terms:
            doc["terms"] = [
                {"id": t.id, "term": t.term, "text": t.text, "source": self.source_id}
                for t in self.book.terms
            ]
        return doc

    def clarification_rulings(self) -> list[dict[str, Any]]:
        """One ruling per clarification entry, linked to every card it names."""
        rulings = []
        taken: dict[str, int] = {}
        for entry in self.book.clarifications:
            base = f"{self.prefix}/{slugify(entry.names[0])}"
            taken[base] = taken.get(base, 0) + 1
            ruling_id = base if taken[base] == 1 else f"{base}#{taken[base]}"
            linked = (
                self.linked_card(name, entry.names, entry.text, entry.line) for name in entry.names
            )
            cards = list(dict.fromkeys(card for card in linked if card is not None))
            rulings.append(
                self._ruling(
                    ruling_id, "clarification", entry.text, cards, self.rules_named(entry.text)
                )
            )
        return rulings

    def statement_rulings(
        self, statements: Iterable[Statement], prefix: str, kind: str
    ) -> list[dict[str, Any]]:
        """Provisos or worked examples as rulings about their rule section and named cards."""
        rulings = []
        taken: dict[str, int] = {}
        for statement in statements:
            base = f"{prefix}/{short_id(_EXAMPLE_MARKER.sub('', statement.text))}"
            taken[base] = taken.get(base, 0) + 1
            ruling_id = base if taken[base] == 1 else f"{base}#{taken[base]}"
            rulings.append(
                self._ruling(
                    ruling_id,
                    kind,
                    statement.text,
                    self.cards_named(statement.text, statement.line),
                    [statement.rule_id],
                )
            )
        return rulings

    def _ruling(
        self, ruling_id: str, kind: str, text: str, cards: list[str], rules: list[str]
    ) -> dict[str, Any]:
        ruling: dict[str, Any] = {
            "id": ruling_id,
            "kind": kind,
            "text": text,
            "source": self.source_id,
        }
        if cards:
            ruling["cards"] = cards
        if rules:
            ruling["rules"] = rules
        return ruling

    # ---- finding names in text

    def cards_named(self, text: str, line: int = 0) -> list[str]:
        """Ids of the cards whose names ``text`` mentions (faction names are not cards); a
        name several factions' cards share is linked as :meth:`linked_card` says, when the
        ``line`` of the text is given."""
        names = self._card_names
        factions = {faction.name for faction in self.book.factions}
        found: list[str] = []
        matches = _mentions(text, [*names, *factions])
        for match in matches:
            if match in factions:
                continue
            linked = self.linked_card(match, matches, text, line) if line else names[match]
            found += [linked] if linked else []
        return list(dict.fromkeys(found))

    @cached_property
    def _card_names(self) -> dict[str, str]:
        """Name -> id of the set's cards in the data and of every card the rulebook names
        (the same for each text :meth:`cards_named` reads)."""
        names = {card.name: card.id for card in self.index.cards if card.set_id == self.set_id}
        names.update({name: self.card_id(name) for name in self.named_cards().values()})
        return names

    def rules_named(self, text: str) -> list[str]:
        """Ids of the rule sections whose titles (two words or more) ``text`` mentions, and the
        glossary when it says ``see "Term"``.

        A rules file's own title matches in any case ("power counters"); a subsection's
        only as printed ("Draw 2 Cards", not "play cards you don't own").
        """
        found = []
        for file in self.book.rule_files:
            for full_id, section in file.walk():
                title = re.sub(r"[^\w\s/]", "", section.title).strip()
                pattern = _title_pattern(title, any_case=full_id == file.id)
                if len(title.split()) >= 2 and pattern.search(text):
                    found.append(full_id)
        terms = {term.term.lower() for term in self.book.terms}
        if any(m["term"].lower() in terms for m in _SEE_QUOTED.finditer(text)):
            found.append(GLOSSARY_FILE)
        return list(dict.fromkeys(found))


def _title_pattern(title: str, *, any_case: bool) -> re.Pattern[str]:
    """A title as a whole-word pattern; a plural title matches the singular too."""
    words = re.escape(title).replace(r"\ ", r"\s+")
    if title.endswith("s"):
        words = words[:-1] + "s?"
    return re.compile(rf"(?<!\w){words}(?!\w)", re.IGNORECASE if any_case else 0)


def _mentions(text: str, names: Iterable[str]) -> list[str]:
    """The names found in ``text``, longest first at each place, whole words only."""
    ordered = sorted(set(names), key=len, reverse=True)
    if not ordered:
        return []
    pattern = "|".join(re.escape(name) for name in ordered)
    return [m.group(0) for m in re.finditer(rf"(?<![\w'])(?:{pattern})(?![\w'])", text)]


def _full_fields(card: CardFacts) -> dict[str, Any]:
    """What the rulebook prints of a card it shows in full."""
    fields: dict[str, Any] = {"name": card.name, "type": card.type}
    if card.power is not None:
        fields["power"] = card.power
    if card.breakpoint is not None:
        fields["breakpoint"] = card.breakpoint
        fields["vps"] = list(card.vps)
    fields["text"] = card.text
    return fields


def _new_card(slug: str, name: str, full: CardFacts | None) -> dict[str, Any]:
    """A card the data does not have yet: type unknown and no text, unless printed in full."""
    if full:
        return {"id": slug, **_full_fields(full)}
    return {"id": slug, "name": name, "type": UNKNOWN_TYPE, "text": None}


def _in_file_order(
    records: dict[str, dict[str, Any]], order: Iterable[str]
) -> list[dict[str, Any]]:
    """``records`` in the order the file lists their ids, new ones last; ids the file has
    but the import does not (added by hand) stay where they are."""
    existing = list(order)
    ordered = [records.get(item_id, {"id": item_id}) for item_id in existing]
    ordered.extend(record for item_id, record in records.items() if item_id not in existing)
    return ordered


# --------------------------------------------------------------------------- entry point


@dataclass(frozen=True)
class ImportReport:
    """What an import did: the files it changed (relative to ``data/``) and what it read."""

    changed: tuple[str, ...]
    rulebook: Rulebook
    #: Texts the import shortened or dropped (see :mod:`~smashwiki.importers.staged`).
    warnings: tuple[ImportProblem, ...] = ()


def import_rulebook(path: Path, data_dir: Path) -> ImportReport:
    """Import the rulebook text at ``path`` into ``data_dir``, merging into what is there.

    Raises :class:`~smashwiki.importers.common.ImportProblems` (nothing written) if the
    text has a shape the importer does not expect, looks cut short, or would leave the
    data with a problem ``smashwiki check`` reports (:mod:`~smashwiki.importers.staged`).
    """
    path, data_dir = Path(path), Path(data_dir)
    text = read_source(path)
    check_data_files(data_dir)
    ending = cut_mid_sentence(read_lines(text), wiki=False)
    if ending is not None:
        raise_problems([ImportProblem(path.name, *ending)])
    with validated(data_dir) as staging:
        staged = staging.path
        index = read_index(staged)
        book = parse_rulebook(text, path.name, (card.name for card in index.cards))
        planner = _Planner(book, index, page=path.name)
        documents = planner.documents()
        changed = [
            relative
            for relative, (document, schema) in documents.items()
            if write_yaml(staged / relative, document, schema=schema)
        ]
    return ImportReport(tuple(changed), book, (*planner.warnings, *staging.losses))
