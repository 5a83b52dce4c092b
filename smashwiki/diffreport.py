"""The report of ``smashwiki diff`` as a small document, written out two ways.

A report is a list of sections, each a heading and its entries; an entry (one record
added, removed or changed) is a few blocks: a bullet, a quote, a code block, a
collapsible ``<details>``. :func:`markdown` writes them for a pull-request comment:
every word taken from the data escaped (no mentions, links, images or HTML), code in
fences longer than any run of backticks inside, and the whole bounded in size (whole
entries are left out past :data:`MAX_MARKDOWN_CHARS`, and the report says how many).
:func:`text` writes them for a terminal: plain, indented, control characters shown as
escapes so a data file can't retitle or clear the terminal.

>>> doc = [Section("Cards", [[Item((said("added "), bold("Abu"), data(" (aladdin/abu)"))),
...                           Item((said("power: "), data(3)), depth=1)]])]
>>> print(markdown(doc), end="")
### Cards
<BLANKLINE>
- added **Abu** (aladdin/abu)
  - power: 3
>>> print(text(doc), end="")
Cards
<BLANKLINE>
- added Abu (aladdin/abu)
  - power: 3
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

#: The longest Markdown report: GitHub refuses a comment over 65,536 characters, and the
#: note saying what was left out must fit too.
MAX_MARKDOWN_CHARS = 60_000

#: A span of an entry's line: ("data", text from the data: escaped), ("bold", data shown
#: bold), or ("said", this project's own words, written as they are).
Span = tuple[str, str]


def data(value: object) -> Span:
    """Words from the data (escaped in Markdown, control characters shown in a terminal)."""
    return ("data", str(value))


def bold(value: object) -> Span:
    """Words from the data, in bold."""
    return ("bold", str(value))


def said(words: str) -> Span:
    """The report's own words (never data: they are written as they are)."""
    return ("said", words)


@dataclass(frozen=True)
class Item:
    """A bullet at ``depth`` (0: top level)."""

    spans: tuple[Span, ...]
    depth: int = 0


@dataclass(frozen=True)
class Quote:
    """Text from the data quoted under the bullet above it (a ruling's words)."""

    text: str
    depth: int = 1


@dataclass(frozen=True)
class Code:
    """Lines shown as they are, in a fenced block (a worked example, a check)."""

    lines: tuple[str, ...]
    depth: int = 1


@dataclass(frozen=True)
class Details:
    """A collapsible part: ``summary`` (the report's words) and what it hides."""

    summary: str
    blocks: tuple[Item | Quote | Code, ...]
    depth: int = 1


Block = Item | Quote | Code | Details
#: One record's blocks: entries are kept or left out whole.
Entry = Sequence[Block]


@dataclass(frozen=True)
class Section:
    """A heading and its entries (a section with no entries is not written)."""

    heading: str
    entries: Sequence[Entry] = field(default_factory=list)


# --------------------------------------------------------------------------- Markdown

#: What Markdown (and GitHub's) would read as markup: emphasis, code, links and images,
#: HTML and entities, tables, mentions, and ``#`` where it starts a word (an issue link).
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|~@&!]|(?<!\w)#)")


def md(value: object) -> str:
    """Text from the data, escaped so Markdown shows it as it is, on one line.

    >>> print(md("**bold** <b> [link](x) @user ![i](http://x/y.png) &#64; #12 card#2"))
    \\*\\*bold\\*\\* \\<b\\> \\[link\\](x) \\@user \\!\\[i\\](http://x/y.png) \\&\\#64; \\#12 card#2
    """
    return _MARKDOWN_SPECIAL.sub(r"\\\1", re.sub(r"\s+", " ", str(value)))


def _md_spans(spans: Iterable[Span]) -> str:
    out = []
    for style, words in spans:
        if style == "said":
            out.append(words)
        elif style == "bold":
            out.append(f"**{md(words)}**")
        else:
            out.append(md(words))
    return "".join(out)


def _fence(lines: Sequence[str]) -> str:
    longest = max((len(run) for line in lines for run in re.findall(r"`+", line)), default=0)
    return "`" * max(3, longest + 1)


def _md_block(block: Block) -> list[str]:
    indent = "  " * block.depth
    if isinstance(block, Item):
        return [f"{indent}- {_md_spans(block.spans)}"]
    if isinstance(block, Quote):
        return [f"{indent}> {md(block.text)}"]
    if isinstance(block, Code):
        fence = _fence(block.lines)
        body = [f"{indent}{_printable(line)}" for line in block.lines]
        return ["", f"{indent}{fence}text", *body, f"{indent}{fence}", ""]
    lines = ["", f"{indent}<details><summary>{md(block.summary)}</summary>", ""]
    for inner in block.blocks:
        lines += _md_block(inner)
    return [*lines, "", f"{indent}</details>", ""]


def _md_entry(entry: Entry) -> str:
    lines: list[str] = []
    for block in entry:
        lines += _md_block(block)
    text = "\n".join(lines)
    return re.sub(r"\n{3,}", "\n\n", text).strip("\n")


def markdown(sections: Sequence[Section], title: str = "", notes: Sequence[str] = ()) -> str:
    """The report as Markdown, at most :data:`MAX_MARKDOWN_CHARS` characters long.

    ``title`` and ``notes`` are the report's own words (escape data in them with :func:`md`).
    """
    parts = [f"## {title}\n\n"] if title else []
    parts += [f"{note}\n\n" for note in notes]
    size = sum(map(len, parts))
    left_out = 0
    for section in sections:
        if not section.entries:
            continue
        heading = f"### {section.heading}\n\n"
        for number, entry in enumerate(section.entries):
            more = (heading if number == 0 else "") + _md_entry(entry) + "\n"
            if left_out or size + len(more) > MAX_MARKDOWN_CHARS:
                left_out += 1
                continue
            parts.append(more)
            size += len(more)
        if not left_out:
            parts.append("\n")
    if left_out:
        parts.append(
            f"{left_out} more changes are not shown: the report is kept under "
            f"{MAX_MARKDOWN_CHARS:,} characters. Run `smashwiki diff` to see them all.\n"
        )
    return "".join(parts).rstrip("\n") + "\n"


# --------------------------------------------------------------------------- terminal

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _printable(line: str) -> str:
    """``line`` with control characters (terminal escapes, NUL) shown as ``\\x..``."""
    return _CONTROL.sub(lambda found: f"\\x{ord(found.group()):02x}", line)


def _plain(value: str) -> str:
    return _printable(re.sub(r"\s+", " ", value))


def _text_block(block: Block, depth: int) -> list[str]:
    indent = "  " * depth
    if isinstance(block, Item):
        spans = "".join(words if style == "said" else _plain(words) for style, words in block.spans)
        return [f"{indent}- {spans}"]
    if isinstance(block, Quote):
        return [f"{indent}  “{_plain(block.text)}”"]
    if isinstance(block, Code):
        return [f"{indent}  {_printable(line)}" for line in block.lines]
    lines = [f"{indent}{block.summary}:"]
    for inner in block.blocks:
        lines += _text_block(inner, inner.depth + 1)
    return lines


def text(sections: Sequence[Section], title: str = "", notes: Sequence[str] = ()) -> str:
    """The report for a terminal: plain and indented, nothing left out."""
    lines = [title, ""] if title else []
    lines += [line for note in notes for line in (note, "")]
    for section in sections:
        if not section.entries:
            continue
        lines += [section.heading, ""]
        for entry in section.entries:
            for block in entry:
                lines += _text_block(block, block.depth)
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


# --------------------------------------------------------------------------- values


def check_yaml(check: Any) -> list[str]:
    """A ruling's ``check:`` as YAML lines, its keys in the file's own order.

    >>> check_yaml({"setup": {"bases": [{"name": "bank"}]}, "do": ["score"]})
    ['setup:', '  bases:', '  - {name: bank}', 'do: [score]']
    """
    dumped = yaml.safe_dump(
        check, sort_keys=False, default_flow_style=None, width=96, allow_unicode=True
    )
    return dumped.rstrip("\n").splitlines()
