"""Every ruling and erratum on the site shows when it was stated, whatever the data: its own
date, else its source's revision, else the date by which its source was published, else the
day the source was read; and it says "undated" only when the data gives none of these."""

from __future__ import annotations

import datetime as dt
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_site_links import DATE, entries, pages

from smashwiki.db import write_database
from smashwiki.model import Card, Dataset, Erratum, Faction, Ruling, Source
from smashwiki.site import render_docs
from smashwiki.site.pages import card_url, ruling_url
from smashwiki.site.render import markdown_path

REPO = Path(__file__).resolve().parents[1]
UNDATED = "undated (the source gives no date)"
WORDS = {
    "revised": "revised",
    "published_by": "undated, published by",
    "retrieved": "undated, as read on",
}

dates = st.dates(dt.date(2000, 1, 1), dt.date(2030, 12, 31)).map(dt.date.isoformat)
maybe_date = st.none() | dates


@st.composite
def sources(draw: st.DrawFn, number: int) -> Source:
    """A source with any mix of the three date fields (``date_from`` where the schema asks)."""
    fields = {key: draw(maybe_date) for key in WORDS}
    explained = fields["published_by"] or fields["retrieved"] or draw(st.booleans())
    return Source(
        f"s{number}",
        f"Source {number}",
        "other",
        date_from="how we know" if explained else None,
        **fields,
    )


@st.composite
def datasets(draw: st.DrawFn) -> Dataset:
    """A faction of three cards, rulings and errata from sources dated in every way."""
    found = tuple(draw(sources(n)) for n in range(draw(st.integers(1, 4))))
    pick = st.sampled_from([s.id for s in found])
    cards = tuple(
        Card(f"f/c{n}", f"Card {n}", "minion", "f", None, "s0", count=1, power=n, text="Draw.")
        for n in range(3)
    )
    rulings = tuple(
        Ruling(
            f"f/c{n % 3}#{n // 3 + 1}",
            "clarification",
            f"Ruling {n}.",
            draw(pick),
            card_ids=(f"f/c{n % 3}",),
            date=draw(maybe_date),
        )
        for n in range(draw(st.integers(0, 5)))
    )
    errata = tuple(
        Erratum(f"f/c{n}", "wording", draw(pick), description="a word")
        for n in range(3)
        if draw(st.booleans())
    )
    faction = Faction("f", "Faction", None, "s0", partial=True)
    return Dataset(found, (), (faction,), cards, errata, rulings)


def expected(source: Source, own: str | None = None) -> str:
    """What the site must say of a record's date, as a pattern."""
    if own:
        return f'<time datetime="{own}">{own}</time>'
    for key, words in WORDS.items():
        value = getattr(source, key)
        if value:
            return f'{words} <time datetime="{value}">{value}</time>'
    return UNDATED


@settings(
    max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(datasets())
def test_every_ruling_and_erratum_shows_the_date_the_data_gives(dataset: Dataset) -> None:
    sources_by_id = {s.id: s for s in dataset.sources}
    with tempfile.TemporaryDirectory() as tmp:
        db = write_database(dataset, Path(tmp) / "smashup.db")
        docs = Path(tmp) / "docs"
        render_docs(db, docs, REPO / "templates")
        for ruling in dataset.rulings:
            page = (docs / markdown_path(ruling_url(ruling.id))).read_text(encoding="utf-8")
            (entry,) = entries(page)
            assert expected(sources_by_id[ruling.source_id], ruling.date) in entry
        for erratum in dataset.errata:
            page = (docs / markdown_path(card_url(erratum.card_id))).read_text(encoding="utf-8")
            (entry,) = [e for e in entries(page) if 'class="sw-erratum"' in e]
            assert expected(sources_by_id[erratum.source_id]) in entry
        shown = [
            entry
            for path in pages(docs, "*.md")
            for entry in entries(path.read_text(encoding="utf-8"))
        ]
        assert len(shown) >= len(dataset.rulings) + len(dataset.errata)
        assert [e for e in shown if not DATE.search(e) and UNDATED not in e] == []
        if all(expected(s) != UNDATED for s in dataset.sources):
            assert [e for e in shown if UNDATED in e] == []
        assert not any(re.search(r"datetime=\"None", e) for e in shown)
