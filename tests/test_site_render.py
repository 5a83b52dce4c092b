"""The Markdown the site is built from (smashwiki/site/render.py and the templates).

These render the fixture database (tests/fixtures/site) without running mkdocs.
"""

from __future__ import annotations

import dataclasses
import html
import posixpath
import re
import sqlite3
from pathlib import Path

import jinja2
import pytest
from markupsafe import Markup

from smashwiki.site.catalogue import Catalogue
from smashwiki.site.contexts import Ref
from smashwiki.site.pages import Pages
from smashwiki.site.render import environment, markdown_path, page_contexts, page_url

# A real tag that runs script: <script>, an on...= attribute inside a tag, a javascript: link.

REPO = Path(__file__).resolve().parents[1]

HOSTILE = re.compile(
    r"<script|<[a-z][^<>]*\son[a-z]+\s*=|(href|src)\s*=\s*[\"']?\s*javascript", re.I
)


def page(docs: Path, url: str) -> str:
    """The generated Markdown of the page at ``url``."""
    return (docs / markdown_path(url)).read_text(encoding="utf-8")


def ids(db: Path, sql: str) -> list[str]:
    with sqlite3.connect(db) as connection:
        return [row[0] for row in connection.execute(sql)]


@pytest.mark.parametrize(
    ("sql", "prefix"),
    [
        pytest.param("select id from cards", "cards", id="cards"),
        pytest.param("select id from factions", "factions", id="factions"),
        pytest.param("select id from rules", "rules", id="rules"),
        pytest.param("select id from terms", "terms", id="terms"),
    ],
)
def test_every_record_has_its_page(site_db: Path, site_docs: Path, sql: str, prefix: str) -> None:
    found = ids(site_db, sql)
    assert found
    for record_id in found:
        assert (site_docs / markdown_path(f"{prefix}/{record_id}/")).is_file(), record_id


@pytest.mark.parametrize(
    "url",
    [
        "",
        "factions/",
        "titans/",
        "bases/",
        "sets/",
        "rules/",
        "terms/",
        "rulings/",
        "errata/",
        "sources/",
        "sql/",
    ],
)
def test_section_pages_exist_and_have_a_title(site_docs: Path, url: str) -> None:
    text = page(site_docs, url)
    assert text.startswith("---\ntitle: ")
    assert "\n# " in text


def test_nested_rule_sections_nest_in_urls(site_docs: Path) -> None:
    ties = page(site_docs, "rules/scoring/me-first/ties/")
    assert '<a href="../../../">Rules</a>' not in ties  # links go to the section pages
    assert '<a href="../../../../rules/scoring/">Scoring</a>' in ties
    assert '<a href="../../../../rules/scoring/me-first/">Me First&#33;</a>' in ties


def test_card_page_shows_stats_text_and_source(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/doctor-when/")
    assert "<dt>Power</dt><dd>5</dd>" in text
    assert "<dt>Copies</dt><dd>1</dd>" in text
    assert "You may return another of your minions" in text
    assert '<a href="../../../factions/time-travelers/">Time Travelers</a>' in text
    assert (
        "<dt>Rules engine</dt><dd>plays this card: its rulings are replayed with the real" in text
    )
    assert 'href="../../../how-rulings-are-checked/#rules-engine">what this means</a>' in text


def test_card_page_shows_abilities_declared_in_the_card_language(site_docs: Path) -> None:
    jumper = page(site_docs, "cards/time-travelers/jumper/")
    assert "plays this card (its abilities are declared in the card language)" in jumper
    assert "<summary>Abilities in the card language (for contributors)</summary>" in jumper
    shown = html.unescape(jumper)  # braces and colons are escaped for Markdown
    assert "abilities: {triggers: [{on: goes-to-discard, do: {self-to-hand: true}" in shown
    assert "Abilities in the card language" not in page(
        site_docs, "cards/time-travelers/doctor-when/"
    )


def test_card_page_shows_rulings_with_badges_and_examples(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/doctor-when/")
    assert text.count('class="sw-ruling"') == 4
    assert '<span class="sw-badge sw-badge--verified"' in text
    assert '<span class="sw-badge sw-badge--failing"' in text
    assert "expected&#58; Doctor When stays in play" in text
    assert text.count("<summary>Worked example</summary>") == 4
    assert '<ol class="sw-example__steps">' in text


def test_card_page_links_the_other_cards_a_ruling_names(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/doctor-when/")
    about = re.search(r'id="r-timing-extra-plays-1".*?sw-ruling__about">(.*?)</p>', text, re.S)
    assert about
    assert "Also about" in about.group(1)
    assert '<a href="../../../cards/time-travelers/do-over/">Do Over&#33;</a>' in about.group(1)
    assert '<a href="../../../cards/disney-edition/mickey-mouse/">' in about.group(1)
    assert "cards/time-travelers/doctor-when/" not in about.group(1)
    assert '<a href="../../../rules/scoring/me-first/">Me First&#33;</a>' in about.group(1)


@pytest.mark.parametrize(
    ("url", "status"),
    [
        ("cards/time-travelers/do-over/", "verified-standin"),
        ("cards/time-travelers/time-box/", "untestable"),
        ("cards/time-travelers/time-walk/", "pending"),
    ],
)
def test_every_status_has_its_badge(site_docs: Path, url: str, status: str) -> None:
    assert f'<span class="sw-badge sw-badge--{status}"' in page(site_docs, url)


def test_standin_badge_says_so(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/do-over/")
    assert ">verified with a stand-in</span>" in text
    assert "stand-ins&#58; Mickey Mouse" in text


def test_card_page_links_to_edit_its_yaml_line(
    site_db: Path, site_docs: Path, edit_base: str
) -> None:
    with sqlite3.connect(site_db) as db:
        file, line = db.execute(
            "select file, line from cards where id = 'time-travelers/doctor-when'"
        ).fetchone()
    assert f'href="{edit_base}/{file}#L{line}"' in page(
        site_docs, "cards/time-travelers/doctor-when/"
    )


@pytest.mark.parametrize(
    "url", ["cards/disney-edition/mickey-mouse/", "cards/time-travelers/a-very-rare-card/"]
)
def test_card_without_text_says_so(site_docs: Path, url: str) -> None:
    text = page(site_docs, url)
    assert "Text not yet known" in text


def test_card_without_faction_lives_under_its_set(site_docs: Path) -> None:
    text = page(site_docs, "cards/disney-edition/mickey-mouse/")
    assert "<dt>Faction</dt><dd>not known</dd>" in text
    sets = page(site_docs, "sets/disney-edition/")
    assert '<a href="../../cards/disney-edition/mickey-mouse/">Mickey Mouse</a>' in sets
    assert '<a href="disney-edition/">' in page(site_docs, "sets/")


def test_base_page_shows_breakpoint_and_vps(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/portal-room/")
    assert "<dt>Breakpoint</dt><dd>22</dd>" in text
    assert "<dt>VPs</dt><dd>2-3-1</dd>" in text


def test_card_page_shows_errata_and_corrections(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/time-walk/")
    erratum = text.split("## Errata", 1)[1].split("## ", 1)[0]
    assert "<strong>Functional erratum</strong>, printed in Bigger Geekier Box" in erratum
    assert "What changed: number of cards drawn changed." in erratum
    assert re.search(
        r"Source: <a [^>]*>[^<]*</a>, revised <time datetime=\"\d{4}-\d\d-\d\d\">", erratum
    )
    jumper = page(site_docs, "cards/time-travelers/jumper/")
    assert "<td>count</td><td><code>3</code></td><td><code>4</code></td>" in jumper


def test_errata_show_old_and_new_wording_where_the_data_gives_them(site_docs: Path) -> None:
    """The old wording where known; the new one is the card's text unless the erratum gives
    its own (a later erratum changed the card again)."""

    def words(url: str) -> str:
        return html.unescape(re.sub(r"<[^>]+>", "", page(site_docs, url)))

    walk = words("cards/time-travelers/time-walk/").split("## Errata", 1)[1]
    assert "Old wording: You may play an extra minion and an extra action this turn. Draw 3" in walk
    assert "The text above is the card's wording after this erratum." in walk
    room = page(site_docs, "cards/time-travelers/portal-room/").split("## Errata", 1)[1]
    first, second = room.split('<div class="sw-erratum">')[1:3]
    assert "Old wording: The winner takes another turn." in first
    assert "New wording: The winner takes an extra turn.</p>" in first
    assert "Old wording" not in second and "The text above is the card" in second
    walk = words("errata/time-travelers/").split("Time Walk", 1)[1].split("Portal Room", 1)[0]
    assert "Old wording: You may play an extra minion and an extra action this turn. Draw 3" in walk
    assert "New wording: You may play an extra minion and an extra action this turn. Draw 2" in walk


def test_faction_page_has_deck_table_bases_titan_and_curve(site_docs: Path) -> None:
    text = page(site_docs, "factions/time-travelers/")
    deck = text.split("## Deck", 1)[1].split("## Power curve", 1)[0]
    assert deck.count('<section class="sw-sheet__card">') == 6
    assert (
        '<span class="sw-sheet__count">4×</span> <strong><a href="../../cards/time-travelers/'
        'jumper/">Jumper</a></strong> <span class="sw-sheet__stats">minion, power 2' in deck
    )
    assert "When this minion goes to the discard pile" in deck  # the card's text
    assert "Text not yet known." in deck  # A Very Rare Card
    assert 'data-power="2" data-copies="6"' in text  # Jumper 4 + Time Raider 2
    assert 'data-power="5" data-copies="1"' in text
    assert 'data-power="3"' not in text  # no minion of power 3: no bar (the powers present)
    assert "portal-room" in text.split("## Bases", 1)[1].split("## Titan", 1)[0]
    assert "time-box" in text.split("## Titan", 1)[1]
    assert "<dt>Complexity</dt><dd>Medium</dd>" in text
    assert "<li>Replaying cards</li>" in text
    assert "Aliens, Wizards" in text


def test_rule_page_shows_body_children_and_rulings(site_docs: Path) -> None:
    text = page(site_docs, "rules/scoring/")
    assert "<strong>breakpoint</strong>" in text
    assert "<table>" in text  # Markdown tables in rule bodies
    assert '<a href="../../rules/scoring/me-first/">Me First&#33;</a>' in text
    assert 'id="r-timing-scoring-1"' in text


def test_rules_index_is_a_tree(site_docs: Path) -> None:
    text = page(site_docs, "rules/")
    assert re.search(r"Scoring</a>[^\n]*<ul class=\"sw-tree\">\s*<li><a [^>]*>Me First", text)


def test_rulings_page_links_every_list(site_db: Path, site_docs: Path) -> None:
    text = page(site_docs, "rulings/")
    for status in ids(site_db, "select distinct status from rulings"):
        assert f'href="../rulings/by-status/{status}/"' in text
    for kind in ids(site_db, "select distinct kind from rulings"):
        assert f'href="../rulings/by-kind/{kind}/"' in text
    assert 'href="../rulings/by-faction/time-travelers/"' in text


def test_term_page_lists_cards_using_it(site_docs: Path) -> None:
    text = page(site_docs, "terms/talent/")
    assert "once</strong>" in text
    cards = text.split("## Cards that use it", 1)[1]
    assert "Time Raider" in cards and "Time Box" in cards
    assert "Doctor When" not in cards


def test_glossary_terms_and_card_names_are_linked_in_text(site_docs: Path) -> None:
    text = page(site_docs, "cards/time-travelers/time-raider/")
    assert '<a href="../../../terms/talent/" class="sw-link sw-link--term">Talent</a>' in text
    rule = page(site_docs, "rules/scoring/me-first/")
    assert 'href="../../../cards/time-travelers/doctor-when/"' in rule


def test_home_page_has_counts_and_newest_correction_first(site_docs: Path) -> None:
    text = page(site_docs, "")
    assert "<strong>15</strong> cards" in text
    assert "<strong>2</strong> factions" in text
    assert text.index("2025-11-15") < text.index("2025-10-01")
    assert '<a href="./cards/time-travelers/jumper/">Jumper</a>' in text


def test_errata_pages_list_errata_cards_by_faction_or_set(site_docs: Path) -> None:
    index = page(site_docs, "errata/")
    links = re.findall(r'<a href="\.\./errata/([a-z0-9-]+)/">[^<]+</a> \((\d+) cards?\)', index)
    assert links and '<div class="sw-erratum">' not in index
    lists = "".join(page(site_docs, f"errata/{group}/") for group, _ in links)
    assert "Time Walk" in lists and "Portal Room" in lists
    assert lists.count('<div class="sw-erratum">') == 3
    assert lists.count("<h2 ") == sum(int(count) for _, count in links)
    assert "Current wording: " in lists


def test_sources_page_lists_every_source_and_each_has_its_page(
    site_db: Path, site_docs: Path
) -> None:
    text = page(site_docs, "sources/")
    with sqlite3.connect(site_db) as db:
        ids = [row[0] for row in db.execute("select id from sources")]
    assert ids and all(f'<a href="{source}/">' in text for source in ids)
    assert "\nsources: []" in text  # a list of sources credits none in its footer
    own = page(site_docs, "sources/aeg-rulebook-wiki/")
    assert "All rights reserved by AEG" in own
    assert "<dd>cards: 12, rule sections: 4, rulings: 8, terms: 4</dd>" in own


def test_sql_page_documents_every_table_and_column(site_db: Path, site_docs: Path) -> None:
    text = html.unescape(page(site_docs, "sql/"))
    with sqlite3.connect(site_db) as db:
        described = db.execute("select table_name, column_name, description from descriptions")
        for table, column, description in described:
            assert f'id="table-{table}"' in text
            if column:
                assert f"<code>{column}</code>" in text, (table, column)
                assert description in text
    assert 'href="../smashup.db" download' in text


def test_sql_page_shows_real_query_output(site_db: Path, site_docs: Path) -> None:
    text = page(site_docs, "sql/")
    with sqlite3.connect(site_db) as db:
        failing = db.execute("select count(*) from rulings where status = 'failing'").fetchone()[0]
    assert f"<tr><td>failing</td><td>{failing}</td></tr>" in text
    assert "Error&#58;" not in text


def test_database_and_metadata_are_copied_for_download(site_docs: Path) -> None:
    assert (site_docs / "smashup.db").stat().st_size > 0
    assert '"search_cards"' in (site_docs / "metadata.json").read_text(encoding="utf-8")


def test_no_page_carries_hostile_markup(site_docs: Path) -> None:
    for path in site_docs.rglob("*.md"):
        found = HOSTILE.search(path.read_text(encoding="utf-8"))
        assert not found, (path, found)


def test_hostile_text_is_still_shown_as_text(site_docs: Path) -> None:
    shown = html.unescape(page(site_docs, "cards/hostile/script-kiddie/"))
    assert '# <script>window.__pwned = "card name"</script>Script Kiddie' in shown
    assert "[click me](javascript:window.__pwned='card link')" in shown
    assert "<img src=x onerror=\"window.__pwned = 'card text'\">" in shown


def test_every_site_link_points_at_a_page(site_docs: Path) -> None:
    """Relative links are resolved from the page's address (``cards/x/y/``), which is not
    where its Markdown is (``cards/x/y.md``)."""
    for path in site_docs.rglob("*.md"):
        url = page_url(path.relative_to(site_docs))
        for target in re.findall(r'href="(\.[^"#?]*)', path.read_text(encoding="utf-8")):
            resolved = posixpath.normpath(posixpath.join(url, target)).removeprefix(".")
            found = site_docs / markdown_path(f"{resolved}/")
            assert found.is_file() or (site_docs / resolved).is_file(), (path, target)


def test_templates_fail_on_undefined_fields() -> None:
    env = environment(REPO / "templates")
    with pytest.raises(jinja2.UndefinedError):
        env.from_string("{{ page.no_such_field }}").render(page=object())


def test_every_page_context_is_a_documented_dataclass(site_db: Path) -> None:
    pages = Pages(Catalogue.load(site_db))
    kinds = {type(context) for _, context in page_contexts(pages, site_db)}
    assert len(kinds) == 25  # one per kind of page, the search page included
    for kind in kinds:
        assert dataclasses.is_dataclass(kind)
        assert kind.__doc__ and len(kind.__doc__) > 20, kind


@pytest.mark.parametrize(
    "markup",
    ["<script>x</script>", '<img src=x onerror="x">', '<a href="javascript:x">', "<svg onload=x>"],
)
def test_the_hostile_pattern_catches_live_markup(markup: str) -> None:
    assert HOSTILE.search(markup)


def test_partners_that_are_factions_link_to_them(site_docs: Path) -> None:
    text = page(site_docs, "factions/hostile/")
    partners = text.split('<p class="sw-partners">', 1)[1].split("</p>", 1)[0]
    assert '<a href="../../factions/time-travelers/" class="sw-link sw-link--faction">' in partners


@pytest.mark.parametrize(
    ("group", "owner", "cards"),
    [
        pytest.param("time-travelers", "../../factions/time-travelers/", 8, id="faction"),
        pytest.param("disney-edition", "../../sets/disney-edition/", 4, id="set"),
    ],
)
def test_card_groups_have_pages(site_docs: Path, group: str, owner: str, cards: int) -> None:
    text = page(site_docs, f"cards/{group}/")
    assert f'<a href="{owner}">' in text
    assert text.count("<tr><td>") == cards
    assert f'<a href="../cards/{group}/">' in page(site_docs, "cards/")


TEMPLATE_FORMS = """{% macro b(x) %}<b>{{ x }}</b>{% endmacro %}
{{ text }} {{ number }} {{ none }} {{ markup }} {{ b(text) }} {{ text ~ markup }}
{% set block %}<i>{{ text }}</i>{% endset %}{{ block }} {{ [text, number]|join(", ") }}
{{ ref|a }} {{ 'rulings/'|site }} {{ url|href }} {{ title|title }} {{ number|number }}
{% autoescape false %}{{ text }}{% endautoescape %} {{ text|upper }} {{ "a<b" }}
"""


def test_templates_print_what_jinja_itself_prints(tmp_path: Path) -> None:
    """The environment prints ``{{ value }}`` through :func:`escape` alone, without Jinja's
    own escape after it: the same text as a plain Jinja environment's, everything escaped."""
    (tmp_path / "forms.md.j2").write_text(TEMPLATE_FORMS, encoding="utf-8")
    ours = environment(tmp_path)
    plain = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(tmp_path)),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        finalize=ours.finalize,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    plain.filters.update(ours.filters)
    values = {
        "text": "<script>x</script> [a](javascript:b) 1. *c*",
        "number": 7,
        "none": None,
        "markup": Markup("<em>safe</em>"),
        "ref": Ref("A <name>", "cards/a/"),
        "url": "https://example.org/?a=1&b=2",
        "title": 'Say "hi" <now>',
    }
    printed = ours.get_template("forms.md.j2").render(**values)
    assert printed == plain.get_template("forms.md.j2").render(**values)
    assert "&#60;script&#62;" in printed and "<em>safe</em>" in printed
    assert "<script" not in printed  # not even where Jinja's autoescape is off
