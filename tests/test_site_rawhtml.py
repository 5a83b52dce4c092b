"""The pages' raw HTML blocks are set aside while Markdown converts the rest, and put back
(``smashwiki.site.rawhtml``, used by the mkdocs hooks): the page comes out exactly as
Markdown alone would have made it."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest

from smashwiki.site.rawhtml import BlockNotFound, put_back, set_aside

#: The extensions mkdocs.yml turns on.
EXTENSIONS = ["toc", "attr_list"]
CONFIGS = {"toc": {"permalink": True}}


def converted(text: str) -> str:
    """``text`` converted by Python-Markdown as mkdocs converts a page."""
    return markdown.markdown(text, extensions=EXTENSIONS, extension_configs=CONFIGS)


def converted_set_aside(text: str) -> str:
    """``text`` converted with its raw HTML blocks set aside and put back."""
    kept, blocks = set_aside(text, "abc")
    return put_back(converted(kept), blocks, "abc")


def body(page: Path) -> str:
    """A generated page's Markdown without its front matter (as mkdocs hands it on)."""
    text = page.read_text(encoding="utf-8")
    if text.startswith("---\n"):
        return text.split("\n---\n", 1)[1]
    return text


@pytest.mark.parametrize(
    "text",
    [
        "# Title\n\n<div class=\"a\">\n<p>one</p>\n\n<p>two</p>\n</div>\n\nAfter *this*.\n",
        "<p>first</p>\n<div>\n<div>nested</div>\n</div>\n\n## Heading { #anchor }\n",
        "Text\n<div>not after a blank line</div>\n",
        "<div>\nnever closed\n",
        "<div>closed</div> and text after it\n\nMore.\n",
        "<p>closed</p>\nText on the next line\n",
        "<svg><g></g></svg>\n\n<span>inline</span>\n",
        "<ul>\n<li>a</li>\n</ul>\n<ol>\n<li>b</li>\n</ol>\n",
        "<pre><code>keep   this\n\n   spacing</code></pre>\n",
        "",
    ],
    ids=[
        "block-with-blank-line", "blocks-in-a-row", "not-after-blank", "unclosed",
        "text-after-close", "text-on-next-line", "not-block-elements", "lists", "pre", "empty",
    ],
)  # fmt: skip
def test_setting_aside_changes_nothing_markdown_makes(text: str) -> None:
    assert converted_set_aside(text) == converted(text)


def test_a_page_text_that_poses_as_a_placeholder_is_left_as_it_is() -> None:
    text = "sw-html-000-0\n\n<div>real</div>\n"
    kept, blocks = set_aside(text, "fed")
    html = put_back(converted(kept), blocks, "fed")
    assert html == "<p>sw-html-000-0</p>\n<div>real</div>"


def test_a_block_whose_placeholder_is_lost_is_an_error() -> None:
    _, blocks = set_aside("<div>x</div>\n", "abc")
    with pytest.raises(BlockNotFound, match="HTML block 0"):
        put_back("<p>nothing here</p>", blocks, "abc")


def test_every_generated_page_converts_as_markdown_alone_would(site_docs: Path) -> None:
    pages = sorted(site_docs.rglob("*.md"))
    assert len(pages) > 50
    set_aside_blocks = 0
    for page in pages:
        text = body(page)
        set_aside_blocks += len(set_aside(text, "abc")[1])
        assert converted_set_aside(text) == converted(text), page.relative_to(site_docs)
    assert set_aside_blocks > len(pages)
