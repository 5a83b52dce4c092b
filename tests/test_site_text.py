"""Escaping, name linking and safe Markdown (smashwiki/site/text.py)."""

from __future__ import annotations

import doctest
import html as html_module
import importlib
import re

import markdown
import pytest
from markupsafe import Markup

from smashwiki.site.text import (
    Context,
    Linker,
    SafeMarkdown,
    Target,
    escape,
    is_lookup_term,
    link,
    relativize,
    safe_url,
)

CARDS = [
    Target("Doctor When", "cards/tt/doctor-when/", "card", "tt", "sf"),
    Target("Time Walk", "cards/tt/time-walk/", "card", "tt", "sf"),
    Target("Time", "cards/x/time/", "card", "x", "other"),
    Target("Do Over!", "cards/tt/do-over/", "card", "tt", "sf"),
    Target("Sheep", "cards/a/sheep/", "card", "a", "farm"),
    Target("Sheep", "cards/b/sheep/", "card", "b", "farm"),
    Target("It", "cards/x/it/", "card", "x", "other"),
    Target("Big Bad", "cards/w/big-bad/", "card", "w", "tales"),
    Target("Lone Wolf", "cards/w/lone-wolf/", "card", "w", "tales"),
    Target("Lone Wolf", "cards/z/lone-wolf/", "card", "z", "zoo"),
    Target("Base", "cards/w/base/", "card", "w", "tales"),
]
TALES = Context.of(["w"], ["tales"])
TERMS = [
    Target("Talent", "terms/talent/", "term"),
    Target("extra minion", "terms/extra-minion/", "term"),
    Target("Doctor When", "terms/doctor/", "term"),
]


@pytest.fixture
def linker() -> Linker:
    return Linker.of(CARDS, TERMS)


def through_markdown(html: str) -> str:
    """What Python-Markdown makes of a paragraph holding ``html``."""
    return markdown.markdown(f"Text: {html}", extensions=["tables"])


HOSTILE = [
    pytest.param("[x](&#106;avascript:alert(1))", id="entity-scheme"),
    pytest.param("[x](java&#x09;script:alert(1))", id="entity-tab"),
    pytest.param("[x](javascript&colon;alert(1))", id="entity-colon"),
    pytest.param("<script>alert(1)</script>", id="script"),
    pytest.param('<img src=x onerror="alert(1)">', id="onerror"),
    pytest.param("[click](javascript:alert(1))", id="markdown-link"),
    pytest.param("<javascript:alert(1)>", id="autolink"),
    pytest.param("![x](javascript:alert(1))", id="markdown-image"),
    pytest.param('" onmouseover="alert(1)', id="attribute-breakout"),
    pytest.param("*em* _em_ `code` | cell", id="markdown-syntax"),
]


@pytest.mark.parametrize("text", HOSTILE)
def test_escaped_values_stay_text_through_markdown(text: str) -> None:
    html = through_markdown(escape(text))
    assert "<script" not in html
    assert "<img" not in html
    assert "<a " not in html
    assert "<em>" not in html and "<code>" not in html
    assert 'onmouseover="' not in html


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("# heading", id="heading"),
        pytest.param("1. item", id="ordered-list"),
        pytest.param("- item", id="bullet"),
        pytest.param("+ item", id="plus-bullet"),
        pytest.param("> quote", id="quote"),
    ],
)
def test_escaped_value_at_line_start_starts_no_block(text: str) -> None:
    html = markdown.markdown(str(escape(text)))
    assert html.startswith("<p>"), html


def test_escape_keeps_newlines_as_line_breaks() -> None:
    assert str(escape("one\n- two")) == "one<br>&#45; two"


def test_escape_leaves_numbers_and_markup_alone() -> None:
    assert str(escape(5)) == "5"
    assert str(escape(None)) == ""
    assert str(escape(escape("<b>"))) == str(escape("<b>"))


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        pytest.param(True, "True", id="bool"),
        pytest.param(1, "1", id="int"),
        pytest.param(1.0, "1.0", id="float"),
        pytest.param("1", "1", id="digit"),
        pytest.param("1.", "&#49;.", id="list-marker"),
    ],
)
def test_escape_of_equal_values_of_other_types_differs(value: object, shown: str) -> None:
    """True == 1 == 1.0, and escaped values are remembered: each is still shown as itself."""
    for first in (True, 1, 1.0, "1", "1."):
        escape(first)
    assert str(escape(value)) == shown


def test_a_link_label_is_escaped_unless_it_is_markup() -> None:
    text, markup = link("cards/x/", "<b>X</b>"), link("cards/x/", Markup("<b>X</b>"))
    assert str(text) == '<a href="@/cards/x/">&#60;b&#62;X&#60;/b&#62;</a>'
    assert str(markup) == '<a href="@/cards/x/"><b>X</b></a>'
    assert str(link("cards/x/", "<b>X</b>")) == str(text)


@pytest.mark.parametrize(
    ("url", "safe"),
    [
        ("https://example.org/x", True),
        ("http://example.org", True),
        ("mailto:someone@example.org", True),
        ("../cards/x/", True),
        ("#anchor", True),
        ("javascript:alert(1)", False),
        ("  JaVaScRiPt:alert(1)", False),
        ("java\tscript:alert(1)", False),
        ("data:text/html,<script>alert(1)</script>", False),
        ("vbscript:msgbox", False),
        ("&#106;avascript:alert(1)", False),
        ("java&#x09;script:alert(1)", False),
        ("javascript&colon;alert(1)", False),
        ("&#x6A;&#x61;vascript:alert(1)", False),
    ],
)
def test_safe_url(url: str, safe: bool) -> None:
    assert (safe_url(url) is not None) is safe


def test_links_longest_name_first(linker: Linker) -> None:
    html = str(linker.plain("Play Time Walk, not the Time.", Context.of(["x"])))
    assert 'href="@/cards/tt/time-walk/"' in html
    assert 'href="@/cards/x/time/"' in html
    assert html.count("<a ") == 2


def test_links_whole_words_only(linker: Linker) -> None:
    assert "<a " not in str(linker.plain("Timer and Sometime and Doctor Whenever"))


def test_card_names_match_case_exactly_terms_do_not(linker: Linker) -> None:
    html = str(linker.plain("doctor when uses a TALENT and an Extra Minion"))
    assert "doctor-when" not in html
    assert 'href="@/terms/talent/"' in html
    assert 'href="@/terms/extra-minion/"' in html


def test_faction_names_match_case_exactly() -> None:
    linker = Linker.of([], [Target("Time Travelers", "factions/tt/", "faction")])
    assert 'href="@/factions/tt/"' in str(linker.plain("Pair with Time Travelers."))
    assert "<a " not in str(linker.plain("time travelers"))


def test_card_wins_over_term_of_same_name(linker: Linker) -> None:
    assert 'href="@/cards/tt/doctor-when/"' in str(linker.plain("Doctor When"))


def test_ambiguous_and_short_names_are_not_linked(linker: Linker) -> None:
    assert "<a " not in str(linker.plain("A Sheep. It is."))


def test_name_with_punctuation_is_linked(linker: Linker) -> None:
    assert 'href="@/cards/tt/do-over/"' in str(linker.plain("Play Do Over! now"))


def test_linked_text_is_still_escaped(linker: Linker) -> None:
    html = str(linker.plain("<script>Doctor When</script>"))
    assert "<script>" not in html
    assert '<a href="@/cards/tt/doctor-when/" class="sw-link sw-link--card">Doctor When</a>' in html


def test_targets_lists_every_linked_page(linker: Linker) -> None:
    assert linker.targets("Talent: Doctor When") == {"terms/talent/", "cards/tt/doctor-when/"}


@pytest.mark.parametrize("text", HOSTILE)
def test_markdown_bodies_neutralise_html_and_scripts(linker: Linker, text: str) -> None:
    html = str(SafeMarkdown(linker)(f"Body {text}\n\n{text}"))
    assert "<script" not in html
    assert "<img src" not in html
    decoded = html_module.unescape(html).lower().replace("\t", "")
    assert 'href="javascript' not in decoded
    assert 'src="javascript' not in decoded


def test_markdown_bodies_keep_markdown_and_link_names(linker: Linker) -> None:
    md = SafeMarkdown(linker)
    html = str(md("**Talent**: see [the site](https://example.org) and `Doctor When`."))
    assert (
        '<strong><a class="sw-link sw-link--term" href="@/terms/talent/">Talent</a></strong>'
        in html
    )
    assert '<a href="https://example.org">the site</a>' in html
    assert "<code>Doctor When</code>" in html


def test_markdown_does_not_link_inside_links(linker: Linker) -> None:
    html = str(SafeMarkdown(linker)("[Doctor When rules](https://example.org)"))
    assert html.count("<a ") == 1


def test_relativize_points_site_links_at_the_root() -> None:
    html = '<a href="@/cards/x/">x</a>'
    assert relativize(html, 3) == '<a href="../../../cards/x/">x</a>'
    assert relativize(html, 0) == '<a href="./cards/x/">x</a>'


def test_only_the_first_mention_of_a_name_is_linked(linker: Linker) -> None:
    html = str(linker.plain("Doctor When, then Doctor When again, and a Talent."))
    assert html.count('href="@/cards/tt/doctor-when/"') == 1
    assert html.count("Doctor When") == 2
    body = str(SafeMarkdown(linker)("Here.\n\nTalent there, *Talent* everywhere, Talent."))
    assert body.count('href="@/terms/talent/"') == 1
    assert '<p><a class="sw-link sw-link--term" href="@/terms/talent/">Talent</a> there' in body


@pytest.mark.parametrize("module", ["text", "pages", "catalogue", "meta", "render"])
def test_doctests(module: str) -> None:
    imported = importlib.import_module(f"smashwiki.site.{module}")
    result = doctest.testmod(imported)
    assert result.attempted > 0
    assert result.failed == 0


def linked(html: str) -> list[str]:
    """The addresses of the links in ``html``, in order."""
    return re.findall(r'href="([^"]*)"', html)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("doctor-when is played", id="id"),
        pytest.param("time-travelers/doctor-when#1", id="ruling-id"),
        pytest.param("an on-talent trigger", id="hyphen-after"),
        pytest.param("a talent-like ability", id="hyphen-before"),
        pytest.param("see x/talent/y", id="path"),
    ],
)
def test_no_link_inside_ids_or_hyphenated_words(linker: Linker, text: str) -> None:
    assert linked(str(linker.plain(text))) == []


def test_no_card_link_inside_a_longer_capitalised_name(linker: Linker) -> None:
    assert linked(str(linker.plain("Play The Big Bad Wolf here.", TALES))) == []
    assert linked(str(linker.plain("Play Big Bad Wolf.", TALES))) == []
    assert linked(str(linker.plain("Play Big Bad now.", TALES))) == ["@/cards/w/big-bad/"]


def test_possessive_and_sentence_start_do_not_make_a_longer_name(linker: Linker) -> None:
    html = str(linker.plain("Alan's Doctor When. Doctor When again? Time Walk!"))
    assert linked(html) == ["@/cards/tt/doctor-when/", "@/cards/tt/time-walk/"]


def test_shared_name_links_to_the_card_of_the_texts_own_faction(linker: Linker) -> None:
    assert linked(str(linker.plain("a Lone Wolf", TALES))) == ["@/cards/w/lone-wolf/"]
    zoo = Context.of(["q"], ["zoo"])
    assert linked(str(linker.plain("a Lone Wolf", zoo))) == ["@/cards/z/lone-wolf/"]
    assert linked(str(linker.plain("a Lone Wolf"))) == []


@pytest.mark.parametrize(
    ("text", "context", "links"),
    [
        pytest.param("Base modifier: play it.", TALES, 0, id="sentence-start"),
        pytest.param("play the Base modifier", Context.of(["tt"]), 0, id="other-faction"),
        pytest.param("play the Base modifier", Context(), 0, id="no-context"),
        pytest.param("play the Base here", TALES, 1, id="own-faction"),
        pytest.param("play the Base here", Context.of([], ["tales"]), 0, id="same-set-only"),
    ],
)
def test_one_word_card_names_link_only_in_their_own_faction(
    linker: Linker, text: str, context: Context, links: int
) -> None:
    assert len(linked(str(linker.plain(text, context)))) == links


@pytest.mark.parametrize(
    ("term", "lookup"),
    [
        ("Ongoing", True),
        ("Talent", True),
        ("Affect", True),
        ("The box", True),
        ("Play", False),
        ("After", False),
        ("When", False),
        ("Extra", False),
        ("Discard", False),
        ("In play", False),
        ("On your turn", False),
    ],
)
def test_only_terms_a_player_would_look_up_are_linked(term: str, lookup: bool) -> None:
    assert is_lookup_term(term) is lookup


def test_markdown_links_to_this_sites_page_and_joins_link_trails(linker: Linker) -> None:
    pages = {"the phases of a turn": "rules/turn/"}

    def local(url: str, label: str) -> str | None:
        return pages.get(url.rsplit("/", 1)[1].replace("_", " ").casefold())

    md = SafeMarkdown(linker, local)
    html = str(
        md(
            "See [The Phases](https://w.org/wiki/The_Phases_of_a_Turn) and [Pirate](https://w.org/x)s."
        )
    )
    assert '<a href="@/rules/turn/">The Phases</a>' in html
    assert '<a href="https://w.org/x">Pirates</a>.' in html


def test_markdown_takes_context_and_links_once_per_section(linker: Linker) -> None:
    md = SafeMarkdown(linker)
    seen: set[str] = set()
    first = str(md("**Q:** the Base? **A:** Talent.", TALES, seen))
    assert "**" not in first and "<strong>Q:</strong>" in first
    assert linked(first) == ["@/cards/w/base/", "@/terms/talent/"]
    assert linked(str(md("Talent and the Base again.", TALES, seen))) == []


def test_curly_and_straight_apostrophes_are_the_same_name() -> None:
    linker = Linker.of([Target("D'Artagnan", "cards/m/d/", "card", "m")], [])
    assert linked(str(linker.plain("it affects D’Artagnan (step 1)"))) == ["@/cards/m/d/"]
