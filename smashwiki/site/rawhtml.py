"""Raw HTML blocks of a generated page, set aside while Python-Markdown converts the rest.

The pages' Markdown is mostly HTML the templates wrote (a card's stats, a ruling's
article). Python-Markdown, and mkdocs before it, run the whole page through an HTML parser
to find where such blocks end and which ids they hold, and then emit each block exactly as
written: about a third of mkdocs' CPU on these pages went there. :func:`set_aside` takes
out each block it can delimit for certain (block-level elements, one after another, the
first opening a line after a blank one and the last closed at the end of a line before a
blank one, which Markdown would emit unchanged) and leaves one placeholder paragraph in its
place; :func:`put_back` puts the blocks back into the HTML Markdown made. A block it
cannot delimit is left where it is, for Markdown to handle as before.

>>> markdown, blocks = set_aside("# Title\\n\\n<div>\\n<p>a</p>\\n</div>\\n\\nText\\n", "ab")
>>> markdown
'# Title\\n\\nsw-html-ab-0\\n\\nText\\n'
>>> put_back("<h1>Title</h1>\\n<p>sw-html-ab-0</p>\\n<p>Text</p>", blocks, "ab")
'<h1>Title</h1>\\n<div>\\n<p>a</p>\\n</div>\\n\\n<p>Text</p>'
"""

from __future__ import annotations

import re

#: Elements Python-Markdown treats as block-level raw HTML (a subset: those the templates
#: open lines with). A line opening another element is left to Markdown.
BLOCK_ELEMENTS = frozenset(
    {"address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure"}
    | {"footer", "form", "header", "h1", "h2", "h3", "h4", "h5", "h6", "nav", "ol", "p"}
    | {"section", "table", "ul"}
)
_OPENING = re.compile(r"<([a-z][a-z0-9]*)(?=[\s>])")
_PLACEHOLDER = re.compile(r"<p>sw-html-(?P<key>[0-9a-f]+)-(?P<index>\d+)</p>")


class BlockNotFound(ValueError):
    """A block set aside has no placeholder left in the converted page."""


def set_aside(markdown: str, key: str) -> tuple[str, list[str]]:
    """``markdown`` with each raw HTML block it can delimit for certain replaced by a
    placeholder paragraph naming ``key`` (a fresh token per page, so no text of the page can
    pose as one), and the blocks, in order."""
    lines = markdown.split("\n")
    kept: list[str] = []
    blocks: list[str] = []
    index = 0
    while index < len(lines):
        end = _block_end(lines, index)
        if end is None:
            kept.append(lines[index])
            index += 1
            continue
        kept.append(f"sw-html-{key}-{len(blocks)}")
        blocks.append("\n".join(lines[index : end + 1]))
        index = end + 1
    return "\n".join(kept), blocks


def put_back(html: str, blocks: list[str], key: str) -> str:
    """``html`` (what Markdown made of :func:`set_aside`'s text) with each placeholder
    paragraph of ``key`` replaced by its block; raise :class:`BlockNotFound` if a block's
    placeholder is missing."""
    placed: set[int] = set()

    def block(match: re.Match[str]) -> str:
        if match["key"] != key:
            return match[0]
        number = int(match["index"])
        placed.add(number)
        return blocks[number] + "\n"  # Markdown leaves a blank line after a raw block

    restored = _PLACEHOLDER.sub(block, html).rstrip("\n")  # and none at the end
    missing = sorted(set(range(len(blocks))) - placed)
    if missing:
        raise BlockNotFound(f"HTML block {missing[0]} lost its place in the converted page")
    return restored


def _block_end(lines: list[str], start: int) -> int | None:
    """The index of the line that closes the raw block opening ``lines[start]`` (and any
    blocks that follow it line after line), or None when that line opens no block this
    module can delimit for certain."""
    if start > 0 and lines[start - 1].strip():
        return None
    end = _element_end(lines, start)
    while end is not None and end + 1 < len(lines) and lines[end + 1].strip():
        end = _element_end(lines, end + 1)
    return end


def _element_end(lines: list[str], start: int) -> int | None:
    """The index of the line that closes the element opening ``lines[start]`` at its end."""
    opening = _OPENING.match(lines[start])
    if opening is None or opening[1] not in BLOCK_ELEMENTS:
        return None
    tag = opening[1]
    opens = re.compile(rf"<{tag}(?=[\s>])")
    closes = re.compile(rf"</{tag}\s*>")
    depth = 0
    for index in range(start, len(lines)):
        line = lines[index]
        depth += len(opens.findall(line)) - len(closes.findall(line))
        if depth <= 0:
            return _closed_here(lines, index, closes)
    return None


def _closed_here(lines: list[str], index: int, closes: re.Pattern[str]) -> int | None:
    """``index`` if its line ends with the closing tag."""
    line = lines[index].rstrip()
    ends = [match.end() for match in closes.finditer(line)]
    return index if ends and ends[-1] == len(line) else None
