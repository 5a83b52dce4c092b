"""Reading MediaWiki wikitext: pages (raw or from a contributions dump), headings, Markdown.

Nothing here knows about Smash Up: :mod:`smashwiki.importers.wiki` uses these
pieces to read the AEG rulebook wiki's faction, rules and Update Tracker pages.

* :func:`split_pages` reads one input file: a MediaWiki XML export
  (``Special:Export``, schema 0.10 or 0.11: one page or a whole wiki; each page at
  its newest revision, redirects and pages outside the main namespace left out), a
  raw page (``action=raw``; the file name is the title) or a dump of a "User
  contributions" listing, where each
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

import datetime as dt
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote
from xml.parsers import expat

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
#: HTML tags whose text is kept and whose markup (underline, size, colour, layout) is dropped.
TEXT_TAGS = frozenset(
    {"u", "s", "del", "ins", "sup", "sub", "small", "big", "span", "center", "div", "font", "p"}
)
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
    """The import problems of one run, collected to be raised together, and its warnings
    (what was imported but deserves a look: a line kept verbatim, a type kept as printed)."""

    def __init__(self) -> None:
        self.items: list[ImportProblem] = []
        self.warnings: list[ImportProblem] = []
        #: The source discrepancies found on each page (by its label), as the data writes them.
        self.discrepancies: dict[str, list[dict[str, Any]]] = {}

    def add(self, page: Page | str, line: int, message: str) -> None:
        """Record a problem on ``page`` at ``line``."""
        label = page.label if isinstance(page, Page) else page
        self.items.append(ImportProblem(label, line, message))

    def discrepancy(
        self,
        page: Page,
        line: int,
        kind: str,
        says: str | int,
        expected: str | int,
        card: str | None = None,
    ) -> None:
        """Record that ``page`` says ``says`` at ``line`` where the game expects ``expected``:
        the page is imported as printed, and the data records the disagreement."""
        record: dict[str, Any] = {"kind": kind}
        if card is not None:
            record["card"] = card
        record.update(page=page.label, line=line, says=says, expected=expected)
        self.discrepancies.setdefault(page.label, []).append(record)

    def warn(self, page: Page | str, line: int, message: str) -> None:
        """Record a warning on ``page`` at ``line`` (it does not stop the import)."""
        label = page.label if isinstance(page, Page) else page
        self.warnings.append(ImportProblem(label, line, message))


def split_pages(text: str, file: str, problems: Problems) -> list[Page]:
    """The pages of one input file: a MediaWiki XML export (every page in it, each at its
    newest revision), a single raw page, or every revision of a contributions dump."""
    if is_xml_export(text):
        return xml_pages(text, file, problems)
    lines = [Line(number, value.rstrip()) for number, value in enumerate(text.splitlines(), 1)]
    stamps = [i for i, line in enumerate(lines) if TIMESTAMP.match(line.text.strip())]
    if not stamps:
        return [Page(file, _title_from_file(file), tuple(lines))]
    return list(_dump_pages(lines, stamps, file, problems))


# --------------------------------------------------------------------------- XML exports

#: The namespace of the MediaWiki export format; the version (0.10, 0.11) follows it.
EXPORT_NAMESPACE = "http://www.mediawiki.org/xml/export-"
#: The export schema versions this reader knows.
EXPORT_VERSIONS = ("0.10", "0.11")
_XML_START = re.compile(r"^\ufeff?\s*<(\?xml\s|mediawiki[\s>]|!DOCTYPE\s)")


def is_xml_export(text: str) -> bool:
    """True for a MediaWiki XML export (``Special:Export``, ``dumpBackup.php``)."""
    return bool(_XML_START.match(text[:4096]))


@dataclass
class _XmlRevision:
    timestamp: str | None = None
    editor: str | None = None
    text: str | None = None
    line: int = 1
    timestamp_line: int = 1


@dataclass
class _XmlPage:
    title: str | None = None
    namespace: str = "0"
    redirect: bool = False
    line: int = 1
    revisions: list[_XmlRevision] = field(default_factory=list)


class _ExportReader:
    """Reads an export with expat, keeping the file line where each revision's text starts
    (so problems name lines of the file). DOCTYPEs and entity declarations are refused."""

    def __init__(self, file: str, problems: Problems) -> None:
        self.file = file
        self.problems = problems
        self.pages: list[_XmlPage] = []
        self.version: str | None = None
        self.path: list[str] = []
        self.buffer: list[str] = []
        self.parser = expat.ParserCreate(namespace_separator="|")
        self.parser.StartElementHandler = self.start
        self.parser.EndElementHandler = self.end
        self.parser.CharacterDataHandler = self.buffer.append
        self.parser.StartDoctypeDeclHandler = self.refuse
        self.parser.EntityDeclHandler = self.refuse

    def refuse(self, *_: Any) -> None:
        raise ExportError("a DOCTYPE or entity declaration (an export has none)")

    def read(self, text: str) -> list[_XmlPage]:
        self.parser.Parse(text.encode("utf-8"), True)
        return self.pages

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        namespace, _, name = tag.rpartition("|")
        if not self.path:
            self.version = self._version(namespace, name)
        self.path.append(name)
        self.buffer.clear()
        if name == "page":
            self.pages.append(_XmlPage(line=self.parser.CurrentLineNumber))
        elif name == "revision" and self.pages:
            self.pages[-1].revisions.append(_XmlRevision())
        elif name == "redirect" and self.pages:
            self.pages[-1].redirect = True
        elif name == "text" and self._in_revision():
            self.pages[-1].revisions[-1].line = self.parser.CurrentLineNumber
        elif name == "timestamp" and self._in_revision():
            self.pages[-1].revisions[-1].timestamp_line = self.parser.CurrentLineNumber

    def _version(self, namespace: str, name: str) -> str:
        version = namespace.removeprefix(EXPORT_NAMESPACE).rstrip("/")
        if name != "mediawiki" or not namespace.startswith(EXPORT_NAMESPACE):
            raise ExportError(f"the root element is {name!r} in {namespace or 'no namespace'!r}")
        if version not in EXPORT_VERSIONS:
            known = " or ".join(EXPORT_VERSIONS)
            raise ExportError(f"export schema {version} is not supported (known: {known})")
        return version

    def _in_revision(self) -> bool:
        return len(self.path) >= 2 and self.path[-2] == "revision" and bool(self.pages)

    def end(self, tag: str) -> None:
        name = self.path.pop()
        value = "".join(self.buffer)
        self.buffer.clear()
        parent = self.path[-1] if self.path else ""
        if not self.pages:
            return
        page = self.pages[-1]
        if parent == "page" and name == "title":
            page.title = value.strip()
        elif parent == "page" and name == "ns":
            page.namespace = value.strip()
        elif parent == "revision" and page.revisions:
            revision = page.revisions[-1]
            if name == "timestamp":
                revision.timestamp = value.strip()
            elif name == "text":
                revision.text = value
        elif parent == "contributor" and name in ("username", "ip") and page.revisions:
            page.revisions[-1].editor = value.strip()


class ExportError(Exception):
    """An XML file that is not a MediaWiki export this reader knows."""


def xml_pages(text: str, file: str, problems: Problems) -> list[Page]:
    """The pages of a MediaWiki XML export (schema 0.10 or 0.11), each at its newest
    revision. Pages outside the main namespace (templates, files, users...) and
    redirects are left out; lines are numbered as in the file."""
    reader = _ExportReader(file, problems)
    try:
        found = reader.read(text)
    except ExportError as exc:
        problems.add(file, reader.parser.CurrentLineNumber, f"not a MediaWiki XML export: {exc}")
        return []
    except expat.ExpatError as exc:
        problems.add(file, exc.lineno, _broken_export(exc, reader.path))
        return []
    pages: dict[str, tuple[_XmlPage, Page]] = {}
    for page in found:
        if page.namespace != "0":
            continue
        if page.redirect:
            problems.warn(file, page.line, f"page {page.title!r} is a redirect: not imported")
            continue
        if page.title is None or not page.revisions:
            problems.add(file, page.line, "page without a title or a revision")
            continue
        revisions = [r for r in page.revisions if _timestamp_read(r, page, file, problems)]
        if not revisions:
            continue
        newest = max(revisions, key=lambda revision: revision.timestamp or "")
        body = (newest.text or "").splitlines()
        lines = tuple(Line(newest.line + index, value.rstrip()) for index, value in enumerate(body))
        read = Page(file, page.title, lines, newest.timestamp, newest.editor)
        pages[page.title] = _kept_of_twice(pages.get(page.title), (page, read), file, problems)
    return [read for _, read in pages.values()]


def _timestamp_read(revision: _XmlRevision, page: _XmlPage, file: str, problems: Problems) -> bool:
    """Whether a revision's timestamp (if it has one) is a date and time; if not, a problem
    of its own (an unreadable timestamp must not win "newest")."""
    if revision.timestamp is None or is_timestamp(revision.timestamp):
        return True
    problems.add(
        file,
        revision.timestamp_line,
        f"the revision timestamp {revision.timestamp!r} of page {page.title!r} is not a date "
        "and time (expected e.g. 2025-08-28T18:42:13Z)",
    )
    return False


def is_timestamp(text: str) -> bool:
    """True for a MediaWiki timestamp of a real date and time (``2025-08-28T18:42:13Z``).

    >>> is_timestamp("2025-08-28T18:42:13Z"), is_timestamp("2025-02-30T00:00:00Z")
    (True, False)
    """
    if not TIMESTAMP.match(text):
        return False
    try:
        dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return False
    return True


def _kept_of_twice(
    first: tuple[_XmlPage, Page] | None,
    second: tuple[_XmlPage, Page],
    file: str,
    problems: Problems,
) -> tuple[_XmlPage, Page]:
    """Of two pages of an export with the same title, the one with the newer revision; the
    other is dropped, and a warning says so."""
    if first is None:
        return second
    kept, dropped = sorted((first, second), key=lambda pair: pair[1].timestamp or "")[::-1]
    problems.warn(
        file,
        dropped[0].line,
        f"page title {dropped[1].title!r} appears twice in the export (lines "
        f"{first[0].line} and {second[0].line}): the revision of {kept[1].timestamp} "
        f"(line {kept[0].line}) is imported, the one of {dropped[1].timestamp} dropped",
    )
    return kept


#: Expat's errors for a document that stops before its end.
_CUT_SHORT = frozenset(
    expat.errors.codes[message]
    for message in (
        expat.errors.XML_ERROR_NO_ELEMENTS,
        expat.errors.XML_ERROR_UNCLOSED_TOKEN,
        expat.errors.XML_ERROR_PARTIAL_CHAR,
    )
)


def _broken_export(error: expat.ExpatError, open_elements: list[str]) -> str:
    """The problem of an export expat can't read: one that stops before its closing tags
    (cut short), or one that is not well-formed."""
    if error.code in _CUT_SHORT and open_elements:
        closing = "".join(f"</{name}>" for name in reversed(open_elements))
        return f"the MediaWiki XML export ends before {closing}: is the file cut short?"
    message = f"not well-formed XML ({expat.errors.messages[error.code]})"
    return f"MediaWiki XML export is broken: {message}"


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
        try:
            code = mwparserfromhell.parse(wikitext)
            converted = self._nodes(code, line, markdown)
        except RecursionError:  # the parser recurses once per level of nesting
            self.problems.add(self.page, line, "markup nested too deeply to read")
            return ""
        return re.sub(r"[ \t]+", " ", converted).strip()

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
        if name in TEXT_TAGS:
            return inner
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
