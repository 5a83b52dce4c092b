"""Is a source document whole? An importer refuses input that looks cut short.

A truncated wiki export or rulebook must not replace good text with cut-off text
(``...and thus does``). Two signs give a cut away, checked before anything is
parsed into data:

* links and templates that don't balance (``[[`` without ``]]``, ``{{`` without
  ``}}``, ``<!--`` without ``-->``): a page cut inside one (and no more than
  :data:`~smashwiki.limits.MAX_DEPTH` of them inside one another);
* a page whose last line is prose (four words or more, not a heading, a table
  row or a short list entry like ``*None``) that does not end a sentence.

The page's own structure says more (:mod:`smashwiki.importers.wiki` checks it): a
faction page ends with a whole card (its ``Clarifications:`` list), and an XML export
with its closing tags. A list cut exactly between two of its items can't be told
from a shorter list; that case is the merge's to report (it says what an import
drops, record by record).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Protocol

from ..limits import MAX_DEPTH
from .wikitext import Page


class Line(Protocol):
    """A numbered line of a source document (the wiki reader's or the rulebook's)."""

    @property
    def number(self) -> int: ...  # noqa: D102

    @property
    def text(self) -> str: ...  # noqa: D102


#: Characters a whole sentence, a link or a markup construct ends with.
ENDINGS = tuple(".!?:;)\"'\u201d\u2019]}>|*")
#: A line of prose this many words long or longer must end with one of :data:`ENDINGS`.
PROSE_WORDS = 4
_PAIRS = {"[[": "]]", "{{": "}}", "<!--": "-->"}
_TOKENS = re.compile(r"\[\[|\]\]|\{\{|\}\}|<!--|-->")
_LIST_MARKERS = "*#:; "


def page_problems(page: Page) -> Iterator[tuple[int, str]]:
    """(line, message) for every sign that ``page`` was cut short."""
    yield from unbalanced(page.lines)
    ending = cut_mid_sentence(page.lines, wiki=True)
    if ending is not None:
        yield ending


def unbalanced(lines: Iterable[Line]) -> Iterator[tuple[int, str]]:
    """Links, templates and comments that open and never close (or close unopened)."""
    stack: list[tuple[str, int]] = []
    for line in lines:
        for match in _TOKENS.finditer(line.text):
            token = match.group()
            if stack and stack[-1][0] == "<!--":
                if token == "-->":
                    stack.pop()
                continue
            if token in _PAIRS:
                stack.append((token, line.number))
                if len(stack) > MAX_DEPTH:
                    yield line.number, f"links and templates nested more than {MAX_DEPTH} deep"
                    return
            elif stack and _PAIRS[stack[-1][0]] == token:
                stack.pop()
            else:
                yield line.number, f"{token!r} closes nothing: is the page cut short or broken?"
                return
    if stack:
        token, number = stack[0]
        yield number, f"{token!r} is never closed with {_PAIRS[token]!r}: is the page cut short?"


def cut_mid_sentence(lines: Iterable[Line], *, wiki: bool) -> tuple[int, str] | None:
    """The last line, if it is prose that stops mid-sentence."""
    last = next((line for line in reversed(list(lines)) if line.text.strip()), None)
    if last is None:
        return None
    text = last.text.strip()
    if wiki and (text.startswith(("=", "{|", "|", "!")) or text.endswith("=")):
        return None
    words = text.lstrip(_LIST_MARKERS).split()
    if len(words) < PROSE_WORDS or text.endswith(ENDINGS):
        return None
    return last.number, f"the text ends mid-sentence ({' '.join(words[-6:])!r}): is it cut short?"
