"""Turning text from the database into safe HTML for the generated Markdown pages.

Three kinds of text come from the data, and each has one way onto a page:

* values (names, ids, numbers): :func:`escape` makes them safe both as HTML and
  as Markdown, so a template may put them anywhere on a line;
* plain text (card text, rulings, examples): :meth:`Linker.plain` escapes it and
  links the card names and glossary terms it mentions;
* Markdown bodies (rules, terms, descriptions): :class:`SafeMarkdown` renders
  them with raw HTML switched off, unsafe URLs dropped, and names linked.

Links inside generated text point at :data:`SITE_ROOT` (``@/``), a marker that
the renderer replaces with the page's own relative path to the site root. That
keeps the rendering of a text independent of the page it lands on, so a ruling
shown on thirteen card pages is rendered once.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as etree
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import markdown  # type: ignore[import-untyped]
from markdown.extensions import Extension  # type: ignore[import-untyped]
from markdown.treeprocessors import Treeprocessor  # type: ignore[import-untyped]
from markupsafe import Markup

#: Prefix of every site-internal link in generated HTML; see :func:`relativize`.
SITE_ROOT = "@/"

# Characters that mean something to Markdown or to an extension anywhere on a line.
_MARKDOWN_SPECIALS = "\\`*_[](){}<>|!&\"'#~^=$:"
_ENTITIES = str.maketrans({c: f"&#{ord(c)};" for c in _MARKDOWN_SPECIALS})
# What could still start a list or a rule at the start of a line once specials are entities.
_BLOCK_START = re.compile(r"^(?:[-+]|\d+\.)")
_SAFE_SCHEMES = ("http", "https", "mailto")
_SCHEME = re.compile(r"^\s*([a-zA-Z][a-zA-Z0-9+.-]*):")
_WORD = re.compile(r"\w", re.UNICODE)
_MIN_NAME = 3


def escape(value: Any) -> Markup:
    """``value`` as text that is inert both in HTML and in Markdown.

    Every character Markdown or HTML could read as syntax becomes a numeric
    entity; newlines become ``<br>`` so the result stays on one line.

    >>> str(escape("<b>[x](javascript:y)</b>"))
    '&#60;b&#62;&#91;x&#93;&#40;javascript&#58;y&#41;&#60;/b&#62;'
    >>> str(escape("1. First"))
    '&#49;. First'
    """
    if isinstance(value, Markup):
        return value
    if value is None:
        return Markup("")
    text = str(value)
    if isinstance(value, bool | int | float):
        return Markup(html.escape(text))
    lines = [_escape_line(line) for line in text.splitlines() or [""]]
    return Markup("<br>".join(lines))


def _escape_line(line: str) -> str:
    out = line.translate(_ENTITIES)
    if _BLOCK_START.match(out):
        out = f"&#{ord(out[0])};{out[1:]}"
    return out


def safe_url(url: str | None) -> str | None:
    """``url`` if it is http(s), mailto or has no scheme (a path); else ``None``.

    The scheme is read as a browser would: after decoding character references
    and dropping whitespace and control characters.

    >>> safe_url("https://example.org"), safe_url("JavaScript:alert(1)"), safe_url("../x/")
    ('https://example.org', None, '../x/')
    """
    if not url:
        return None
    # Browsers decode entities in attributes and drop tabs and newlines from URLs.
    decoded = html.unescape(url)
    cleaned = "".join(c for c in decoded if c.isprintable() and not c.isspace())
    match = _SCHEME.match(cleaned)
    if match and match.group(1).lower() not in _SAFE_SCHEMES:
        return None
    return url


def relativize(text: str, depth: int) -> str:
    """Point the :data:`SITE_ROOT` links of ``text`` at the site root from a page
    ``depth`` folders deep (``cards/x/y/`` is 3 deep).

    >>> relativize('<a href="@/factions/x/">', 2)
    '<a href="../../factions/x/">'
    """
    prefix = "../" * depth if depth else "./"
    return text.replace(f'href="{SITE_ROOT}', f'href="{prefix}').replace(
        f'src="{SITE_ROOT}', f'src="{prefix}'
    )


# --------------------------------------------------------------------------- linking names


@dataclass(frozen=True)
class Target:
    """Something text can link to: a card, a faction or a glossary term."""

    name: str
    url: str
    kind: str  # "card", "faction" or "term"


@dataclass
class _Node:
    """A node of the word trie: names ending here, and the next words."""

    ends: list[tuple[str, Target]] = field(default_factory=list)
    next: dict[str, _Node] = field(default_factory=dict)


@dataclass
class Linker:
    """Links card names and glossary terms inside text to their pages.

    Matching is by whole words, longest name first, case-insensitive for
    glossary terms and exact for card and faction names; a name shared by two
    cards is ambiguous and is not linked. Names are kept in a trie of words, so
    linking costs time in proportion to the text, not to the number of names.
    """

    _root: _Node = field(default_factory=_Node)

    @classmethod
    def of(cls, cards: Iterable[Target], others: Iterable[Target]) -> Linker:
        """A linker for these cards and other targets (factions, terms): a card wins over
        another target of the same name, and among the others the first wins."""
        chosen: dict[str, Target] = {}
        ambiguous: set[str] = set()
        for card in cards:
            if card.name in chosen and chosen[card.name].url != card.url:
                ambiguous.add(card.name)
            chosen.setdefault(card.name, card)
        for other in others:
            chosen.setdefault(other.name, other)
        linker = cls()
        for name, target in chosen.items():
            words = _words(name)
            if name in ambiguous or len(name) < _MIN_NAME or not words:
                continue
            node = linker._root
            for word in words:
                node = node.next.setdefault(word, _Node())
            node.ends.append((name, target))
        return linker

    def matches(self, text: str) -> Iterator[tuple[int, int, Target]]:
        """``(start, end, target)`` of every name in ``text``, left to right, not overlapping."""
        words = [(m.start(), m.group().casefold()) for m in re.finditer(r"\w+", text)]
        position = 0
        for index, (start, _) in enumerate(words):
            if start < position:
                continue
            found = self._longest_at(text, words, index)
            if found:
                position = start + len(found[0])
                yield start, position, found[1]

    def _longest_at(
        self, text: str, words: list[tuple[int, str]], index: int
    ) -> tuple[str, Target] | None:
        start = words[index][0]
        node: _Node | None = self._root
        best = None
        for _, word in words[index:]:
            node = node.next.get(word) if node else None
            if node is None:
                break
            for name, target in node.ends:
                if _same(text, start, name, target) and (best is None or len(name) > len(best[0])):
                    best = (name, target)
        return best

    def first_matches(
        self, text: str, seen: set[str] | None = None
    ) -> Iterator[tuple[int, int, Target]]:
        """Like :meth:`matches`, but only the first mention of each page (``seen`` holds the
        urls already linked, and is updated)."""
        seen = set() if seen is None else seen
        for start, end, target in self.matches(text):
            if target.url not in seen:
                seen.add(target.url)
                yield start, end, target

    def plain(self, text: str | None) -> Markup:
        """Plain ``text`` escaped (see :func:`escape`), with the first mention of each name
        linked."""
        if not text:
            return Markup("")
        pieces: list[str] = []
        last = 0
        for start, end, target in self.first_matches(text):
            pieces.append(escape(text[last:start]))
            pieces.append(link(target.url, text[start:end], target.kind))
            last = end
        pieces.append(escape(text[last:]))
        return Markup("".join(pieces))

    def targets(self, text: str | None) -> set[str]:
        """The urls of every name ``text`` mentions."""
        return {target.url for _, _, target in self.matches(text or "")}


def _words(name: str) -> list[str]:
    """The words of a name, casefolded; empty if the name does not start with a word."""
    found = list(re.finditer(r"\w+", name))
    if not found or found[0].start() != 0:
        return []
    return [m.group().casefold() for m in found]


def _same(text: str, start: int, name: str, target: Target) -> bool:
    """Whether ``name`` is at ``start`` of ``text`` as a whole word (in any case for terms)."""
    end = start + len(name)
    piece = text[start:end]
    same = piece.casefold() == name.casefold() if target.kind == "term" else piece == name
    return same and not (end < len(text) and _WORD.match(text[end]) and _WORD.match(name[-1]))


def link(url: str, label: Any, kind: str = "") -> Markup:
    """An ``<a>`` to a site path (relative to the site root), label escaped."""
    css = f' class="sw-link sw-link--{kind}"' if kind else ""
    return Markup(f'<a href="{SITE_ROOT}{html.escape(url)}"{css}>{escape(label)}</a>')


# --------------------------------------------------------------------------- Markdown bodies


class _SafeTree(Treeprocessor):
    """Drops unsafe link targets and links the first mention of each name in text nodes."""

    def __init__(self, md: markdown.Markdown, linker: Linker) -> None:
        super().__init__(md)
        self.linker = linker

    def run(self, root: etree.Element) -> None:
        self.seen: set[str] = set()
        for element in root.iter():
            for attribute in ("href", "src"):
                if attribute in element.attrib and safe_url(element.get(attribute)) is None:
                    del element.attrib[attribute]
        self._link_names(root)

    def _link_names(self, element: etree.Element) -> None:
        if element.tag in ("a", "code", "pre"):
            return
        children = list(element)  # in document order: text, then each child and its tail
        if element.text and not isinstance(element.text, markdown.util.AtomicString):
            element.text = self._split(element, element.text, None)
        for child in children:
            self._link_names(child)
            if child.tail:
                child.tail = self._split(element, child.tail, child)

    def _split(self, parent: etree.Element, text: str, after: etree.Element | None) -> str:
        """Turn the names in ``text`` into ``<a>`` children of ``parent``; return the
        text left before the first link."""
        found = list(self.linker.first_matches(text, self.seen))
        if not found:
            return text
        head = text[: found[0][0]]
        children = list(parent)
        index = 0 if after is None else children.index(after) + 1
        for number, (start, end, target) in enumerate(found):
            anchor = etree.Element("a", {"href": SITE_ROOT + target.url})
            anchor.set("class", f"sw-link sw-link--{target.kind}")
            anchor.text = text[start:end]
            following = found[number + 1][0] if number + 1 < len(found) else len(text)
            anchor.tail = text[end:following]
            parent.insert(index + number, anchor)
        return head


class _SafeExtension(Extension):
    def __init__(self, linker: Linker) -> None:
        super().__init__()
        self.linker = linker

    def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802 (Markdown's API)
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
        md.treeprocessors.register(_SafeTree(md, self.linker), "smashwiki_safe", 5)


class SafeMarkdown:
    """Markdown to HTML with raw HTML shown as text, unsafe URLs dropped and names linked."""

    def __init__(self, linker: Linker) -> None:
        self._md = markdown.Markdown(
            extensions=["tables", "sane_lists", _SafeExtension(linker)], output_format="html"
        )

    def __call__(self, text: str | None) -> Markup:
        """``text`` rendered to HTML."""
        if not text:
            return Markup("")
        self._md.reset()
        return Markup(self._md.convert(text))
