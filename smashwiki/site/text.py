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
import itertools
import re
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import markdown
from markdown.extensions import Extension
from markdown.postprocessors import Postprocessor
from markdown.treeprocessors import Treeprocessor
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
_WORDS = re.compile(r"\w+")
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
    if type(value) is str:
        return _escape_text(value)
    if value is None:
        return Markup("")
    if isinstance(value, bool | int | float):
        return _escape_number(value)
    return _escape_text(str(value))


def _escape_text(text: str) -> Markup:
    if text.isprintable():  # no line break of any kind: one line (most values)
        return Markup(_escape_line(text))
    lines = [_escape_line(line) for line in text.splitlines() or [""]]
    return Markup("<br>".join(lines))


def _escape_number(value: bool | int | float) -> Markup:
    return Markup(html.escape(str(value)))


def _escape_line(line: str) -> str:
    out = line.translate(_ENTITIES)
    first = out[:1]
    if (first in ("-", "+") or first.isdigit()) and _BLOCK_START.match(out):
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
    """Point the :data:`SITE_ROOT` links of ``text`` (and a search form's ``data-sw-root``, where
    it loads the search's indexes from) at the site root from a page ``depth`` folders deep
    (``cards/x/y/`` is 3 deep).

    >>> relativize('<a href="@/factions/x/">', 2)
    '<a href="../../factions/x/">'
    """
    prefix = "../" * depth if depth else "./"
    for attribute in ("href", "src", "data-sw-root"):
        text = text.replace(f'{attribute}="{SITE_ROOT}', f'{attribute}="{prefix}')
    return text


# --------------------------------------------------------------------------- linking names

#: Words whose rules meaning is the meaning every player already gives them. A glossary term
#: made only of these words (Play, After, Extra, In play, On your turn, ...) is not linked in
#: text: linked everywhere it would colour half of every sentence and help nobody.
_EVERYDAY = """
    a an the this that it its to of in on at by for from with into onto out up down off
    and or not no any all each every one your you their my our his her
    after before when while during then until once again
    turn play played plays playing extra discard discarded destroy destroyed move moved
    place placed return returned draw drawn card cards hand deck
"""
EVERYDAY_WORDS = frozenset(_EVERYDAY.split())

# Characters that join two words into one (an id, a hyphenated word, a path).
_JOINERS = "-/#_.@"
_SENTENCE_END = '.!?:;"“(—–•'


def is_lookup_term(term: str) -> bool:
    """Whether a glossary ``term`` is worth a link in running text: not made only of
    :data:`EVERYDAY_WORDS`.

    >>> is_lookup_term("Ongoing"), is_lookup_term("In play"), is_lookup_term("Extra")
    (True, False, False)
    """
    words = [w.casefold() for w in re.findall(r"\w+", term)]
    return bool(words) and not all(w in EVERYDAY_WORDS for w in words)


@dataclass(frozen=True)
class Target:
    """Something text can link to: a card, a faction or a glossary term.

    ``faction`` and ``set`` (ids) say where a card belongs: a name shared by several
    cards links to the one of the text's own faction, then of its own set.
    """

    name: str
    url: str
    kind: str  # "card", "faction" or "term"
    faction: str | None = None
    set: str | None = None


@dataclass(frozen=True)
class Context:
    """Where a text belongs: the factions and sets of the cards it is about."""

    factions: frozenset[str] = frozenset()
    sets: frozenset[str] = frozenset()

    @classmethod
    def of(cls, factions: Iterable[str | None] = (), sets: Iterable[str | None] = ()) -> Context:
        """A context of these faction and set ids (``None`` ignored)."""
        return cls(frozenset(f for f in factions if f), frozenset(s for s in sets if s))


NO_CONTEXT = Context()


@dataclass
class _Node:
    """A node of the word trie: names ending here (each with its targets), and the next words."""

    ends: dict[str, list[Target]] = field(default_factory=dict)
    next: dict[str, _Node] = field(default_factory=dict)


@dataclass
class Linker:
    """Links card names, faction names and glossary terms inside text to their pages.

    A name is linked only where it stands as a whole name:

    * whole words, longest name first, never inside an id or a hyphenated word
      (``doctor-when``, ``on-play``);
    * glossary terms in any case, card and faction names exactly as printed;
    * a card name is not linked as a piece of a longer capitalised name (``Wolf`` in
      ``Big Bad Wolf``);
    * a name shared by several cards links to the one of the text's own faction, then of
      its own set, and otherwise not at all;
    * a one-word card name (``Base``, ``Fan``, ``Toad``) is too often an ordinary word: it
      is linked only in a text of its own faction (or set), and never at the start of a
      sentence, where any word is capitalised.

    Names are kept in a trie of words, so linking costs time in proportion to the text,
    not to the number of names.
    """

    _root: _Node = field(default_factory=_Node)

    @classmethod
    def of(cls, cards: Iterable[Target], others: Iterable[Target]) -> Linker:
        """A linker for these cards and other targets (factions, terms): a card wins over
        another target of the same name, and among the others the first wins."""
        chosen: dict[str, list[Target]] = {}
        for card in cards:
            same = chosen.setdefault(card.name, [])
            if all(t.url != card.url for t in same):
                same.append(card)
        for other in others:
            chosen.setdefault(other.name, [other])
        linker = cls()
        for name, targets in chosen.items():
            words = _words(name)
            if len(name) < _MIN_NAME or not words:
                continue
            node = linker._root
            for word in words:
                node = node.next.setdefault(word, _Node())
            node.ends[name] = targets
        return linker

    def matches(
        self, text: str, context: Context = NO_CONTEXT
    ) -> Iterator[tuple[int, int, Target]]:
        """``(start, end, target)`` of every name in ``text``, left to right, not overlapping."""
        words = _folded_words(text)
        first_words = self._root.next  # most words start no name: not looked at further
        position = 0
        for index, (start, word) in enumerate(words):
            if start < position or word not in first_words:
                continue
            found = self._longest_at(text, words, index, context)
            if found:
                position = start + len(found[0])
                yield start, position, found[1]

    def _longest_at(
        self, text: str, words: list[tuple[int, str]], index: int, context: Context
    ) -> tuple[str, Target] | None:
        start = words[index][0]
        if _joined(text, start - 1, -1):
            return None
        node: _Node | None = self._root
        best = None
        for _, word in itertools.islice(words, index, None):
            node = node.next.get(word) if node else None
            if node is None:
                break
            for name, targets in node.ends.items():
                if best is not None and len(name) <= len(best[0]):
                    continue
                target = _choose(text, start, name, targets, context)
                if target is not None:
                    best = (name, target)
        return best

    def first_matches(
        self, text: str, seen: set[str] | None = None, context: Context = NO_CONTEXT
    ) -> Iterator[tuple[int, int, Target]]:
        """Like :meth:`matches`, but only the first mention of each page (``seen`` holds the
        urls already linked, and is updated)."""
        seen = set() if seen is None else seen
        for start, end, target in self.matches(text, context):
            if target.url not in seen:
                seen.add(target.url)
                yield start, end, target

    def plain(
        self,
        text: str | None,
        context: Context = NO_CONTEXT,
        seen: set[str] | None = None,
        kinds: tuple[str, ...] = ("card", "faction", "term"),
    ) -> Markup:
        """Plain ``text`` escaped (see :func:`escape`), with the first mention of each name
        linked (``seen``: pages already linked in the same section; ``kinds``: which kinds
        of target to link)."""
        if not text:
            return Markup("")
        pieces: list[str] = []
        last = 0
        seen = set() if seen is None else seen
        for start, end, target in self.matches(text, context):
            if target.kind not in kinds or target.url in seen:
                continue
            seen.add(target.url)
            pieces.append(escape(text[last:start]))
            pieces.append(link(target.url, text[start:end], target.kind))
            last = end
        pieces.append(escape(text[last:]))
        return Markup("".join(pieces))

    def targets(self, text: str | None, context: Context = NO_CONTEXT) -> set[str]:
        """The urls of every name ``text`` mentions."""
        return {target.url for _, _, target in self.matches(text or "", context)}


def _folded_words(text: str) -> list[tuple[int, str]]:
    """``(start, casefolded word)`` of each word of ``text`` (in ASCII, casefolding is
    lowering, and lowering the whole text keeps every word where it was).

    >>> _folded_words("Big Bad-Wolf")
    [(0, 'big'), (4, 'bad'), (8, 'wolf')]
    """
    if text.isascii():
        return [(m.start(), m.group()) for m in _WORDS.finditer(text.lower())]
    return [(m.start(), m.group().casefold()) for m in _WORDS.finditer(text)]


def _words(name: str) -> list[str]:
    """The words of a name, casefolded; empty if the name does not start with a word."""
    found = list(re.finditer(r"\w+", name))
    if not found or found[0].start() != 0:
        return []
    return [m.group().casefold() for m in found]


def _joined(text: str, index: int, step: int) -> bool:
    """Whether the character at ``index`` joins the word beside it to another word
    (``-`` in ``on-play``, ``/`` and ``#`` in ids); ``step`` is -1 looking left, 1 right."""
    if not 0 <= index < len(text) or text[index] not in _JOINERS:
        return False
    beyond = index + step
    return 0 <= beyond < len(text) and bool(_WORD.match(text[beyond]))


def _choose(
    text: str, start: int, name: str, targets: list[Target], context: Context
) -> Target | None:
    """The target ``name`` at ``start`` of ``text`` links to, if it stands there as a name."""
    end = start + len(name)
    piece = text[start:end].replace("’", "'")
    name = name.replace("’", "'")
    if targets[0].kind == "term":
        if piece.casefold() != name.casefold():
            return None
    elif piece != name:
        return None
    if end < len(text) and _WORD.match(text[end]) and _WORD.match(name[-1]):
        return None
    if _joined(text, end, 1):
        return None
    if targets[0].kind == "term":
        return targets[0]
    if _inside_longer_name(text, start, end):
        return None
    target = _prefer(targets, context)
    if target is None or target.kind != "card" or len(_words(name)) > 1:
        return target
    own = target.faction in context.factions or (not target.faction and target.set in context.sets)
    return target if own and not _sentence_start(text, start) else None


def _prefer(targets: list[Target], context: Context) -> Target | None:
    """The one target, or the one of the context's faction, then set; else ``None``."""
    if len(targets) == 1:
        return targets[0]
    for matching in (
        [t for t in targets if t.faction and t.faction in context.factions],
        [t for t in targets if t.set and t.set in context.sets],
    ):
        if len(matching) == 1:
            return matching[0]
    return None


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    return not before or before[-1] in _SENTENCE_END


def _inside_longer_name(text: str, start: int, end: int) -> bool:
    """Whether the name at ``start:end`` is joined to a capitalised word before or after it
    (``Big Bad Wolf`` holds ``Wolf``); a possessive (``Alan's Scout``) or a word that starts
    a sentence does not count."""
    after = re.match(r" (\w)", text[end:])
    if after and after.group(1).isupper():
        return True
    before = re.search(r"(\S+) $", text[:start])
    if not before:
        return False
    word = before.group(1)
    if not word[0].isupper() or not word[-1].isalnum() or re.search(r"['’]s?$", word):
        return False
    return not _sentence_start(text, before.start(1))


def link(url: str, label: Any, kind: str = "") -> Markup:
    """An ``<a>`` to a site path (relative to the site root), label escaped."""
    css = f' class="sw-link sw-link--{kind}"' if kind else ""
    return Markup(f'<a href="{SITE_ROOT}{html.escape(url)}"{css}>{escape(label)}</a>')


# --------------------------------------------------------------------------- Markdown bodies

#: Given an outside link's address and text, the site path of the page of this site that
#: says the same thing (a rule section, a faction, a card), or ``None``.
LocalPage = Callable[[str, str], "str | None"]


def _no_local_page(url: str, label: str) -> str | None:
    return None


class _SafeTree(Treeprocessor):
    """Drops unsafe link targets, points links at this site's pages where it has them,
    joins a word's tail to the link before it (``[Pirate]s``), and links the first mention
    of each name in text nodes."""

    def __init__(self, md: markdown.Markdown, owner: SafeMarkdown) -> None:
        super().__init__(md)
        self.owner = owner

    def run(self, root: etree.Element) -> None:
        self.seen: set[str] = set(self.owner.seen)
        for element in root.iter():
            for attribute in ("href", "src"):
                if attribute in element.attrib and safe_url(element.get(attribute)) is None:
                    del element.attrib[attribute]
            if element.tag == "img" and _is_remote(element.get("src")):
                _image_to_link(element)
            if element.tag == "a":
                self._localise(element)
        self._link_names(root)
        self.owner.seen.update(self.seen)
        self._mark(root, _MARKED)

    def _mark(self, element: etree.Element, marks: dict[int, str]) -> None:
        """Mark quotes (and ``=`` outside code, where it is shown as typed) in text."""
        inner = _QUOTES_ONLY if element.tag in ("code", "pre") else marks
        if element.text:
            element.text = element.text.translate(inner)
        for child in element:
            self._mark(child, inner)
            if child.tail:
                child.tail = child.tail.translate(marks)

    def _localise(self, anchor: etree.Element) -> None:
        tail = anchor.tail or ""
        trail = re.match(r"\w+", tail)
        if trail and len(anchor) == 0 and anchor.text:
            anchor.text += trail.group()
            anchor.tail = tail[trail.end() :]
        url = anchor.get("href") or ""
        if url.startswith(("http://", "https://")):
            local = self.owner.local_page(url, "".join(anchor.itertext()))
            if local is not None:
                anchor.set("href", SITE_ROOT + local)
                self.seen.add(local)

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
        found = list(self.owner.linker.first_matches(text, self.seen, self.owner.context))
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


def _is_remote(url: str | None) -> bool:
    """Whether ``url`` points outside the site (a scheme, or ``//host``)."""
    if not url:
        return False
    return url.startswith("//") or _SCHEME.match(url) is not None


def _image_to_link(image: etree.Element) -> None:
    """Make an image from outside the site a link to it (its alt text, or its address): no
    visitor's browser fetches anything from another site for a page of this one."""
    url = image.get("src") or ""
    label = image.get("alt") or url
    image.attrib.clear()
    image.tag = "a"
    image.set("href", url)
    image.set("class", "sw-remote-image")
    image.text = label


# Quotes and "=" in text become numeric references, so no text can look like an attribute
# (``a href="javascript:``) to anything that reads the page before a browser does; in code,
# where the text is shown as typed, only quotes. They are
# marked in the tree with private-use characters and replaced after serialising.
_QUOTE_MARKS = {'"': "\ue000", "'": "\ue001", "=": "\ue002"}
_MARKED = str.maketrans(_QUOTE_MARKS)
_QUOTES_ONLY = str.maketrans({c: m for c, m in _QUOTE_MARKS.items() if c != "="})
_NO_MARKS = str.maketrans(dict.fromkeys(_QUOTE_MARKS.values()))
_UNMARKED = {mark: f"&#{ord(c)};" for c, mark in _QUOTE_MARKS.items()}


class _UnmarkQuotes(Postprocessor):
    def run(self, text: str) -> str:
        for mark, reference in _UNMARKED.items():
            text = text.replace(mark, reference)
        return text


class _SafeExtension(Extension):
    def __init__(self, owner: SafeMarkdown) -> None:
        super().__init__()
        self.owner = owner

    def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802 (Markdown's API)
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
        md.treeprocessors.register(_SafeTree(md, self.owner), "smashwiki_safe", 5)
        md.postprocessors.register(_UnmarkQuotes(md), "smashwiki_quotes", 0)


class SafeMarkdown:
    """Markdown to HTML with raw HTML shown as text, unsafe URLs dropped and names linked.

    ``local_page`` turns an outside link into a link to this site's page on the same
    thing, where there is one (see :data:`LocalPage`).
    """

    def __init__(self, linker: Linker, local_page: LocalPage = _no_local_page) -> None:
        self.linker = linker
        self.local_page = local_page
        self.context = NO_CONTEXT
        self.seen: set[str] = set()
        self._md = markdown.Markdown(
            extensions=["tables", "sane_lists", _SafeExtension(self)], output_format="html"
        )

    def __call__(
        self, text: str | None, context: Context = NO_CONTEXT, seen: set[str] | None = None
    ) -> Markup:
        """``text`` rendered to HTML; names are linked as for ``context``, once each,
        and not at all if already in ``seen`` (which is updated)."""
        if not text:
            return Markup("")
        self.context = context
        self.seen = set() if seen is None else seen
        self._md.reset()
        try:
            return Markup(self._md.convert(text.translate(_NO_MARKS)))
        finally:
            self.context = NO_CONTEXT
            self.seen = set()
