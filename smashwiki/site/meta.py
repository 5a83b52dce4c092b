"""What each page says about itself to search engines and link previews: the ``description``
of its front matter, which the theme prints as ``<meta name="description">`` and
``templates/overrides/main.html`` as OpenGraph ``og:description``.

A page that shows one thing (a card, a ruling, a rule section, a term, a faction) is described
by its own text; a list page by a sentence saying what it lists.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from markupsafe import Markup

#: Longest description, in characters (what search engines show).
LENGTH = 160

_LISTS = {
    "home.md.j2": "Every Smash Up card, erratum and ruling with its source; each ruling "
    "replayed by a rules engine.",
    "factions.md.j2": "Every Smash Up faction in the database, with its set and deck.",
    "cards.md.j2": "Every Smash Up card in the database, by faction or set.",
    "card_group.md.j2": "Every card of {title}, with its type, power and rulings.",
    "rules.md.j2": "The Smash Up rules, section by section, with the rulings on each.",
    "rulings.md.j2": "Every Smash Up ruling, each with the rules engine's verdict, by verdict, "
    "kind and faction.",
    "ruling_list.md.j2": "{title}: Smash Up rulings with the rules engine's verdict on each.",
    "checks.md.j2": "How smashwiki's rules engine checks every Smash Up ruling, and what its "
    "verdicts and worked examples mean.",
    "terms.md.j2": "The Smash Up glossary: what the game's rules terms mean.",
    "errata.md.j2": "Every Smash Up card with errata, by faction: what changed, where and when.",
    "errata_list.md.j2": "{title}: Smash Up cards with errata, what changed, where and when.",
    "sets.md.j2": "Every Smash Up set in the database, with its factions and bases.",
    "set.md.j2": "{title}: a Smash Up set, its factions and its bases.",
    "bases.md.j2": "Every Smash Up base in the database, with breakpoint and VPs, by set.",
    "titans.md.j2": "Every Smash Up titan in the database, by faction.",
    "sources.md.j2": "Where every card, ruling and rule in smashwiki comes from, with "
    "licences and attributions.",
    "source.md.j2": "{title}: a source of smashwiki's Smash Up cards, rulings and rules, with "
    "its licence and attribution.",
    "search.md.j2": "Search Smash Up cards by name, text, type, faction, power and more.",
    "sql.md.j2": "Download the smashwiki SQLite database, its schema and example queries.",
}


def plain_text(value: Any) -> str:
    """``value`` (text, or rendered HTML) as one line of plain text."""
    text = Markup(value).striptags() if isinstance(value, Markup) else str(value or "")
    return re.sub(r"\s+", " ", text).strip()


def shorten(text: str, length: int = LENGTH) -> str:
    """``text`` cut at a word to at most ``length`` characters, with an ellipsis if cut.

    >>> shorten("one two three", 9)
    'one two…'
    """
    if len(text) <= length:
        return text
    cut = text[: length - 1].rsplit(" ", 1)[0].rstrip(",;:")
    return cut + "…"


def describe(template: str, page: Any) -> str:
    """The description of the page ``page`` rendered with ``template``."""
    title = plain_text(getattr(page, "title", ""))
    if template == "card.md.j2":
        owner = page.faction.name if page.faction else ""
        power = f", power {page.power}" if page.power is not None else ""
        text = plain_text(page.text) if page.text else "Text not yet known."
        return shorten(f"{title}: {owner + ' ' if owner else ''}{page.type}{power}. {text}")
    if template == "faction.md.j2":
        where = f" from {page.set.name}" if page.set else ""
        return shorten(f"{title}, a Smash Up faction{where}. {plain_text(page.description)}")
    if template == "ruling.md.j2":
        return shorten(f"Smash Up ruling: {plain_text(page.ruling.text)}")
    for field in ("body", "text"):
        if template in ("rule.md.j2", "term.md.j2") and getattr(page, field, None):
            return shorten(f"{title}: {plain_text(getattr(page, field))}")
    sentence = _LISTS.get(template, "{title}: smashwiki, the Smash Up card database.")
    return shorten(sentence.format(title=title))


def front_matter(description: str) -> str:
    """The ``description:`` line of a page's front matter (HTML-escaped, ``=`` too, as the
    theme prints it into an attribute unescaped)."""
    safe = html.escape(description).replace("=", "&#61;")
    return f"description: {json.dumps(safe, ensure_ascii=False)}"
