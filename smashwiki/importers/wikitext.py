"""Reading MediaWiki wikitext: pages (raw or from a contributions dump), headings, Markdown.

Nothing here knows about Smash Up: :mod:`smashwiki.importers.wiki` uses these
pieces to read the AEG rulebook wiki's faction, rules and Update Tracker pages.

* :func:`split_pages` reads one input file: a raw page (``action=raw``; the file
  name is the title) or a dump of a "User contributions" listing, where each
  revision is a title line (missing when the listing continued the page before),
  a timestamp line, the editor line (``Cfriedman: summary``) and the wikitext. A
  timestamp with no editor line after it is a revision shown without text.
* :func:`section_tree` nests the headings of a page.
* :class:`Converter` turns wikitext into Markdown (wiki links become links to the
  wiki, bold and italics stay) or plain text, via mwparserfromhell, and reports
  what it cannot convert; :func:`markdown_body` does whole sections, dropping
  images, ``{{DISPLAYTITLE}}`` and navigation tables.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

import mwparserfromhell
from mwparserfromhell.nodes import (
    Comment,
    ExternalLink,
    HTMLEntity,
    Tag,
    Template,
    Text,
    Wikilink,
)
from mwparserfromhell.wikicode import Wikicode

from .common import ImportProblem

TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
EDITOR = re.compile(r"^(?P<editor>[^\s:=*#\[{|'][^:]{0,60}):(?:\s+(?P<summary>.*))?$")
HEADING = re.compile(r"^(?P<marks>={1,6})\s*(?P<title>.*?)\s*(?P=marks)\s*$")
LIST_ITEM = re.compile(r"^(?P<marks>[*#]+)\s*(?P<text>.*)$")
_MARKUP_START = tuple("=*#:;|{}!<['")
#: Characters kept as they are in the path of a wiki URL.
URL_SAFE = "/:'(),!&+"


def page_url(wiki_url: str, title: str) -> str:
    """The URL of the page ``title`` on the wiki at ``wiki_url`` (``.../wiki/``)."""
    target, _, anchor = title.strip().partition("#")
    url = wiki_url + quote(target.strip().replace(" ", "_"), safe=URL_SAFE)
    return f"{url}#{quote(anchor.strip().replace(' ', '_'))}" if anchor else url


# --------------------------------------------------------------------------- pages


@dataclass(frozen=True)
class Line:
    """One line of a source file, with its 1-based number in that file."""

    number: int
    text: str


@dataclass(frozen=True)
class Page:
    """One revision of a wiki page: its title (if the input gave one) and wikitext lines."""

    file: str
    title: str | None
    lines: tuple[Line, ...]
    timestamp: str | None = None
    editor: str | None = None

    @property
    def first_line(self) -> int:
        """The number of the page's first non-blank line (or of its first line, or 1)."""
        text = [line for line in self.lines if line.text.strip()] or list(self.lines)
        return text[0].number if text else 1

    @property
    def label(self) -> str:
        """How problems name this page."""
        return self.title or f"{self.file} (untitled page at line {self.first_line})"

    @property
    def revised(self) -> str | None:
        """The revision date, ``YYYY-MM-DD``, when the input gave one."""
        return self.timestamp[:10] if self.timestamp else None

    @property
    def empty(self) -> bool:
        """True when the page has no text."""
        return not any(line.text.strip() for line in self.lines)


class Problems:
    """The import problems of one run, collected to be raised together."""

    def __init__(self) -> None:
        self.items: list[ImportProblem] = []

    def add(self, page: Page | str, line: int, message: str) -> None:
        """Record a problem on ``page`` at ``line``."""
        label = page.label if isinstance(page, Page) else page
        self.items.append(ImportProblem(label, line, message))


def split_pages(text: str, file: str, problems: Problems) -> list[Page]:
    """The pages of one input file: a single raw page, or every revision of a dump."""
    lines = [Line(number, value.rstrip()) for number, value in enumerate(text.splitlines(), 1)]
    stamps = [i for i, line in enumerate(lines) if TIMESTAMP.match(line.text.strip())]
    if not stamps:
        return [Page(file, _title_from_file(file), tuple(lines))]
    return list(_dump_pages(lines, stamps, file, problems))


def _title_from_file(file: str) -> str:
    return Path(file).stem.replace("_", " ")


def _dump_pages(
    lines: list[Line], stamps: list[int], file: str, problems: Problems
) -> Iterator[Page]:
    titles = {stamp: _title_before(lines, stamp) for stamp in stamps}
    _check_dump_header(lines, stamps[0], titles[stamps[0]], file, problems)
    for index, stamp in enumerate(stamps):
        following = stamps[index + 1] if index + 1 < len(stamps) else len(lines)
        next_title = titles.get(following)
        end = next_title if next_title is not None else following
        title_line = titles[stamp]
        title = lines[title_line].text.strip() if title_line is not None else None
        editor_at = _next_text(lines, stamp + 1, end)
        match = EDITOR.match(lines[editor_at].text.strip()) if editor_at is not None else None
        body = tuple(lines[editor_at + 1 : end]) if match and editor_at is not None else ()
        yield Page(
            file,
            title,
            body,
            timestamp=lines[stamp].text.strip(),
            editor=match.group("editor") if match else None,
        )


def _title_before(lines: list[Line], stamp: int) -> int | None:
    """The index of the page-title line just before a timestamp, if there is one."""
    index = stamp - 1
    while index >= 0 and not lines[index].text.strip():
        index -= 1
    if index < 0:
        return None
    text = lines[index].text.strip()
    looks_like_title = (
        not text.startswith(_MARKUP_START)
        and not TIMESTAMP.match(text)
        and not text.endswith((".", ":"))
        and len(text) <= 100
    )
    return index if looks_like_title else None


def _next_text(lines: list[Line], start: int, end: int) -> int | None:
    for index in range(start, end):
        if lines[index].text.strip():
            return None if TIMESTAMP.match(lines[index].text.strip()) else index
    return None


def _check_dump_header(
    lines: list[Line], first_stamp: int, title: int | None, file: str, problems: Problems
) -> None:
    """Only the listing's own header may come before the first page."""
    end = title if title is not None else first_stamp
    for line in lines[:end]:
        if line.text.strip() and "User contributions" not in line.text:
            problems.add(file, line.number, "text before the first page of the dump")
            return


# --------------------------------------------------------------------------- sections


@dataclass
class Section:
    """A heading and the lines under it, up to the next heading; sub-headings nest."""

    title: str
    level: int
    line: int
    lines: list[Line] = field(default_factory=list)
    children: list[Section] = field(default_factory=list)


def section_tree(lines: Iterable[Line]) -> Section:
    """The heading tree of a page; the root (level 0) holds the lines before any heading."""
    root = Section("", 0, 0)
    stack = [root]
    for line in lines:
        match = HEADING.match(line.text.strip())
        if match is None:
            stack[-1].lines.append(line)
            continue
        section = Section(match.group("title"), len(match.group("marks")), line.number)
        while stack[-1].level >= section.level:
            stack.pop()
        stack[-1].children.append(section)
        stack.append(section)
    return root


# --------------------------------------------------------------------------- wikitext


@dataclass(frozen=True)
class Converter:
    """Turns wikitext into Markdown (or plain text) and reports what it cannot."""

    page: Page
    problems: Problems
    wiki_url: str

    def link(self, title: str) -> str:
        """The URL of a wiki page."""
        return page_url(self.wiki_url, title)

    def inline(self, wikitext: str, line: int, *, markdown: bool = True) -> str:
        """One line of wikitext as Markdown (links and emphasis kept) or as plain text."""
        code = mwparserfromhell.parse(wikitext)
        return re.sub(r"[ \t]+", " ", self._nodes(code, line, markdown)).strip()

    def _nodes(self, code: Wikicode, line: int, markdown: bool) -> str:
        return "".join(self._node(node, line, markdown) for node in code.nodes)

    def _node(self, node: Any, line: int, markdown: bool) -> str:
        if isinstance(node, Text):
            return str(node.value)
        if isinstance(node, HTMLEntity):
            return node.normalize()
        if isinstance(node, Comment):
            return ""
        if isinstance(node, Wikilink):
            return self._wikilink(node, line, markdown)
        if isinstance(node, ExternalLink):
            text = self._nodes(node.title, line, markdown) if node.title else str(node.url)
            return f"[{text}]({node.url})" if markdown and node.title else text
        if isinstance(node, Tag):
            return self._tag(node, line, markdown)
        if isinstance(node, Template):
            self.problems.add(self.page, line, f"template {str(node)!r} is not supported")
            return ""
        self.problems.add(self.page, line, f"wikitext {str(node)!r} is not supported")
        return ""

    def _wikilink(self, node: Wikilink, line: int, markdown: bool) -> str:
        title = str(node.title).strip()
        if title.lower().startswith(("file:", "image:", "category:")):
            return ""
        text = self._nodes(node.text, line, markdown) if node.text else title
        return f"[{text}]({self.link(title)})" if markdown else text

    def _tag(self, node: Tag, line: int, markdown: bool) -> str:
        name = str(node.tag).lower()
        inner = self._nodes(node.contents, line, markdown) if node.contents else ""
        if name in ("b", "strong", "i", "em"):
            mark = "**" if name in ("b", "strong") else "*"
            return f"{mark}{inner}{mark}" if markdown and inner.strip() else inner
        if name == "nowiki":
            return str(node.contents) if node.contents else ""
        if name == "br":
            return " "
        self.problems.add(self.page, line, f"tag <{name}> is not supported")
        return inner


def is_file_line(text: str) -> bool:
    """True for a line holding only an image (``[[File:...]]``)."""
    stripped = text.strip()
    return stripped.lower().startswith(("[[file:", "[[image:")) and stripped.endswith("]]")


def markdown_body(lines: list[Line], converter: Converter) -> list[tuple[int, str]]:
    """Paragraphs and lists of a section as Markdown blocks, each with its first line number.

    Images, ``{{DISPLAYTITLE}}`` and navigation tables are dropped; any other table is
    a problem. Each wikitext line is its own paragraph; consecutive list lines make
    one list.
    """
    blocks: list[tuple[int, str]] = []
    in_list = False
    for line in _without_tables(lines, converter):
        text = line.text.strip()
        if not text or is_file_line(text) or text.startswith("{{DISPLAYTITLE:"):
            in_list = in_list and bool(text)
            continue
        match = LIST_ITEM.match(text)
        if match:
            indent = "  " * (len(match.group("marks")) - 1)
            item = f"{indent}- {converter.inline(match.group('text'), line.number)}"
            if in_list:
                blocks[-1] = (blocks[-1][0], f"{blocks[-1][1]}\n{item}")
            else:
                blocks.append((line.number, item))
            in_list = True
            continue
        blocks.append((line.number, converter.inline(text, line.number)))
        in_list = False
    return blocks


def _without_tables(lines: list[Line], converter: Converter) -> Iterator[Line]:
    table: list[Line] = []
    for line in lines:
        text = line.text.strip()
        if table or text.startswith("{|"):
            table.append(line)
            if text.startswith("|}"):
                _check_navigation(table, converter)
                table = []
            continue
        yield line
    if table:
        converter.problems.add(converter.page, table[0].number, "table is never closed")


def _check_navigation(table: list[Line], converter: Converter) -> None:
    """Navigation tables (previous/next links) are dropped; other tables can't be read yet."""
    text = " ".join(line.text for line in table).lower()
    if "previous" not in text and "next" not in text:
        converter.problems.add(
            converter.page, table[0].number, "only navigation tables are supported"
        )


def join_blocks(blocks: list[tuple[int, str]]) -> str:
    """Markdown blocks as one text, separated by blank lines."""
    return "\n\n".join(text for _, text in blocks if text)
