"""Building the context of every page (:mod:`smashwiki.site.contexts`) from a
:class:`~smashwiki.site.catalogue.Catalogue`.

Text is rendered once (names linked, Markdown made safe) and shared by every page
that shows it.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from urllib.parse import unquote

from markupsafe import Markup

from ..engine.language.english import render_declared
from .catalogue import Catalogue, Row, json_list
from .contexts import (
    COVERAGE_HELP,
    COVERAGE_LABELS,
    KIND_LABELS,
    STATUS_EXPLANATIONS,
    STATUS_HELP,
    STATUS_LABELS,
    TYPE_ORDER,
    BasesPage,
    CardGroupPage,
    CardPage,
    CardRow,
    CardsPage,
    Change,
    CheckLink,
    ChecksPage,
    CorrectionView,
    CurveBar,
    Dated,
    DiscrepanciesPage,
    DiscrepancyView,
    EngineCounts,
    ErrataListPage,
    ErrataPage,
    ErratumView,
    Example,
    FactionPage,
    FactionsPage,
    HomePage,
    MovedPage,
    Ref,
    RuleCheckView,
    RuleNode,
    RulePage,
    RulesPage,
    RulingListPage,
    RulingPage,
    RulingsPage,
    RulingView,
    SetPage,
    SetsPage,
    SetView,
    SourcePage,
    SourcesPage,
    SourceView,
    StatementView,
    TermPage,
    TermsPage,
    TitansPage,
    WordingView,
)
from .text import NO_CONTEXT, Context, Linker, SafeMarkdown, Target, is_lookup_term

_CARD_ID = re.compile(r"[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*")

# --------------------------------------------------------------------------- urls


def card_url(card_id: str) -> str:
    """``cards/<faction-or-set>/<card>/``."""
    return f"cards/{card_id}/"


#: The page that lists what the sources get wrong.
DISCREPANCIES_URL = "what-the-sources-get-wrong/"


def engine_counts(cards: Iterable[Row]) -> EngineCounts:
    """How many of ``cards`` the engine plays, from their text and by hand."""
    found = Counter(card["implemented_by"] for card in cards)
    return EngineCounts(sum(found.values()), found["text"], found["hand"])


def faction_url(faction_id: str) -> str:
    """``factions/<faction>/``."""
    return f"factions/{faction_id}/"


def rule_url(rule_id: str) -> str:
    """``rules/<section>/`` (nested sections nest: ``rules/scoring/me-first/``)."""
    return f"rules/{rule_id}/"


def term_url(term_id: str) -> str:
    """``terms/<term>/``."""
    return f"terms/{term_id}/"


def errata_url(group: str) -> str:
    """``errata/<faction-or-set>/``: the errata of one group of cards."""
    return f"errata/{group}/"


def ruling_url(ruling_id: str) -> str:
    """``rulings/<id>/``, the ``#`` of a numbered ruling becoming a folder.

    >>> ruling_url("time-travelers/doctor-when#1")
    'rulings/time-travelers/doctor-when/1/'
    """
    return f"rulings/{ruling_id.replace('#', '/')}/"


def set_url(set_id: str) -> str:
    """``sets/<id>/``: a set's own page (every set's bases on one page pass 150 KB at ten times
    the whole game).

    >>> set_url("disney-edition")
    'sets/disney-edition/'
    """
    return f"sets/{set_id}/"


def source_url(source_id: str) -> str:
    """``sources/<id>/``: a source's own page (a list of every source, each with its licence,
    attribution and counts, passes 150 KB at ten times the whole game).

    >>> source_url("aeg-rulebook-wiki")
    'sources/aeg-rulebook-wiki/'
    """
    return f"sources/{source_id}/"


#: Rulings on one page of a ruling list (a list item is about 1 KB of HTML).
RULINGS_PER_PAGE = 100
#: The faction list of the rulings about no faction's card (rules, bases of no faction).
NO_FACTION = "none"


def anchor(ruling_id: str) -> str:
    """HTML id of a ruling.

    >>> anchor("time-travelers/doctor-when#1")
    'r-time-travelers-doctor-when-1'
    """
    return "r-" + "".join(c if c.isalnum() else "-" for c in ruling_id.lower())


def ruling_link(ruling_id: str) -> str:
    """Where a ruling is: its own page (:func:`ruling_url`)."""
    return ruling_url(ruling_id)


# --------------------------------------------------------------------------- building


@dataclass
class Pages:
    """Builds page contexts from a catalogue; text renderings are cached and shared."""

    cat: Catalogue
    edit_base_url: str | None = None
    _plain: dict[tuple[str, Context], Markup] = field(default_factory=dict)
    _markdown: dict[tuple[str, Context], Markup] = field(default_factory=dict)

    @cached_property
    def linker(self) -> Linker:
        """Links card names, faction names and the glossary terms a player would look up
        (:func:`~smashwiki.site.text.is_lookup_term`)."""
        terms = [t for t in self._term_targets if is_lookup_term(t.name)]
        return Linker.of(self._card_targets, self._faction_targets + terms)

    @cached_property
    def _card_targets(self) -> list[Target]:
        return [
            Target(c["name"], card_url(c["id"]), "card", c["faction_id"], c["set_id"])
            for c in self.cat.cards.values()
        ]

    @cached_property
    def _faction_targets(self) -> list[Target]:
        return [
            Target(f["name"], faction_url(f["id"]), "faction") for f in self.cat.factions.values()
        ]

    @cached_property
    def _term_targets(self) -> list[Target]:
        return [Target(t["term"], term_url(t["id"]), "term") for t in self.cat.terms.values()]

    @cached_property
    def _md(self) -> SafeMarkdown:
        return SafeMarkdown(self.linker, self.local_page)

    @cached_property
    def _local_titles(self) -> dict[str, str]:
        """Page titles of this site, casefolded, to the page's path: rule sections first,
        then factions, then cards whose name no other card has."""
        titles: dict[str, str] = {}
        for rule in self.cat.rules.values():
            titles.setdefault(rule["title"].casefold(), self.rule_ref(rule["id"]).url)
        for faction in self.cat.factions.values():
            titles.setdefault(faction["name"].casefold(), faction_url(faction["id"]))
        names = Counter(card["name"].casefold() for card in self.cat.cards.values())
        for card in self.cat.cards.values():
            if names[card["name"].casefold()] == 1:
                titles.setdefault(card["name"].casefold(), card_url(card["id"]))
        return titles

    def local_page(self, url: str, label: str) -> str | None:
        """This site's page for an outside wiki link (``.../wiki/The_Phases_of_a_Turn``
        goes to the rule section of that title), or ``None``."""
        if "/wiki/" not in url:
            return None
        title = unquote(url.rsplit("/wiki/", 1)[1].split("#", 1)[0]).replace("_", " ")
        return self._local_titles.get(title.casefold().strip())

    def context_of_cards(self, card_ids: Iterable[str]) -> Context:
        """The factions and sets of these cards."""
        rows = [self.cat.cards[c] for c in card_ids if c in self.cat.cards]
        return Context.of((r["faction_id"] for r in rows), (r["set_id"] for r in rows))

    def plain(self, text: str | None, context: Context = NO_CONTEXT) -> Markup:
        """Plain text from the data, escaped, names linked (cached)."""
        key = (text or "", context)
        if key not in self._plain:
            self._plain[key] = self.linker.plain(key[0], context)
        return self._plain[key]

    def markdown(self, text: str | None, context: Context = NO_CONTEXT) -> Markup:
        """A Markdown body from the data, rendered safely (cached)."""
        key = (text or "", context)
        if key not in self._markdown:
            self._markdown[key] = self._md(key[0], context)
        return self._markdown[key]

    # ----------------------------------------------------------------- refs

    def source_ref(self, source_id: str | None) -> Ref | None:
        """Link to a source's own page."""
        source = self.cat.sources.get(source_id or "")
        return Ref(source["title"], source_url(source["id"])) if source else None

    def set_ref(self, set_id: str | None) -> Ref | None:
        """Link to a set's own page."""
        row = self.cat.sets.get(set_id or "")
        return Ref(row["name"], set_url(row["id"])) if row else None

    def faction_ref(self, faction_id: str | None) -> Ref | None:
        """Link to a faction's page."""
        row = self.cat.factions.get(faction_id or "")
        return Ref(row["name"], faction_url(row["id"])) if row else None

    def card_ref(self, card_id: str) -> Ref:
        """Link to a card's page (a card missing from the database shows its id)."""
        card = self.cat.cards.get(card_id)
        return Ref(card["name"] if card else card_id, card_url(card_id))

    def rule_ref(self, rule_id: str) -> Ref:
        """Link to a rule section's page (of a section shown on another's page, that page)."""
        rule = self.cat.rules.get(rule_id)
        if rule and rule["same_as"] in self.cat.rules:
            return self.rule_ref(rule["same_as"])
        return Ref(rule["title"] if rule else rule_id, rule_url(rule_id))

    def edit_url(self, row: Row) -> str | None:
        """Link to edit the YAML a row comes from, at its line."""
        if not self.edit_base_url or not row.get("file"):
            return None
        line = f"#L{row['line']}" if row.get("line") else ""
        return f"{self.edit_base_url.rstrip('/')}/{row['file']}{line}"

    @staticmethod
    def where(row: Row) -> str | None:
        """``file:line`` of a row's YAML."""
        if not row.get("file"):
            return None
        return f"{row['file']}:{row['line']}" if row.get("line") else row["file"]

    # ----------------------------------------------------------------- views

    def card_row(self, card: Row) -> CardRow:
        """A card as a table row."""
        return CardRow(
            ref=Ref(card["name"], card_url(card["id"])),
            type=card["printed_type"] or card["type"],
            count=card["count"],
            power=card["printed_power"],
            breakpoint=card["breakpoint"],
            vps="-".join(str(v) for v in _vps(card)),
            rulings=len(self.cat.rulings_of_card.get(card["id"], ())),
            errata=len(self.cat.errata_of_card.get(card["id"], ())),
            has_text=bool(card["has_text"]),
            text=(
                self.plain(card["text"], Context.of([card["faction_id"]], [card["set_id"]]))
                if card["has_text"] and card["text"]
                else None
            ),
        )

    def ruling(self, ruling_id: str) -> RulingView:
        """A ruling with its verdict, example and what it names."""
        row = self.cat.rulings[ruling_id]
        card_ids = self.cat.cards_of_ruling.get(row["id"], ())
        context = self.context_of_cards(card_ids)
        return RulingView(
            id=row["id"],
            url=ruling_url(row["id"]),
            anchor=anchor(row["id"]),
            kind=row["kind"],
            kind_label=KIND_LABELS.get(row["kind"]) or str(row["kind"]),
            status=row["status"],
            status_label=STATUS_LABELS.get(row["status"]) or str(row["status"]),
            status_help=STATUS_HELP.get(row["status"], ""),
            detail=self.named(row["status_detail"]),
            text=self._md(row["text"], context),
            example=self.example(row["example"], context),
            cards=[self.card_ref(c) for c in card_ids],
            rules=[self.rule_ref(r) for r in self.cat.rules_of_ruling.get(row["id"], ())],
            source=self.source_ref(row["source_id"]),
            date=self.dated(row),
            where=self.where(row),
            edit_url=self.edit_url(row),
            source_quote=self.plain(row["source_quote"]) if row.get("source_quote") else None,
        )

    def named(self, text: str | None) -> str | None:
        """``text`` with every card id in it replaced by the card's name (a verdict's detail
        names the cards a check stood in for)."""
        if not text:
            return text

        def name(match: re.Match[str]) -> str:
            card = self.cat.cards.get(match.group())
            return str(card["name"]) if card else match.group()

        named = _CARD_ID.sub(name, text)
        return named.replace("stand-ins for ", "checked with stand-ins for ").replace(
            "not played with the real ", "played without the real text of "
        )

    def dated(self, row: Row) -> Dated | None:
        """When a ruling or erratum was stated: its own ``date``, else its source's date
        (said as the source's kind of date: "revised", "undated, published by")."""
        if row.get("date") and row.get("date_basis") in (None, "ruling"):
            return Dated(str(row["date"]))
        return source_date(self.cat.sources.get(row.get("source_id") or "") or {})

    def example(self, value: str | None, context: Context = NO_CONTEXT) -> Example | None:
        """The worked example stored as JSON, each line rendered as plain text, the first
        mention of each card linked."""
        if not value:
            return None
        try:
            data = json.loads(value)
        except json.JSONDecodeError:
            return None
        if not isinstance(data, dict):
            return None

        seen: set[str] = set()

        def lines(key: str) -> list[Markup]:
            items = data.get(key) or []
            if not isinstance(items, list):
                return []
            return [self.linker.plain(str(i), context, seen, kinds=("card",)) for i in items]

        example = Example(lines("setup"), lines("steps"), lines("result"))
        return example if example.setup or example.steps or example.result else None

    @cached_property
    def rulings(self) -> dict[str, RulingView]:
        """Every ruling's view, built once."""
        return {ruling_id: self.ruling(ruling_id) for ruling_id in self.cat.rulings}

    def erratum(self, row: Row) -> ErratumView:
        """An erratum's view."""
        card = self.cat.cards.get(row["card_id"]) or {}
        context = Context.of([card.get("faction_id")], [card.get("set_id")])
        return ErratumView(
            kind=row["kind"],
            description=self.plain(row["description"], context),
            errata_in=row["errata_in"],
            source=self.source_ref(row["source_id"]),
            date=self.dated(row),
            old=self.plain(row.get("old_text"), context) or None,
            new=self.plain(row.get("new_text") or card.get("text"), context) or None,
            new_is_current=not row.get("new_text") or row.get("new_text") == card.get("text"),
        )

    # ----------------------------------------------------------------- pages

    def home(self) -> HomePage:
        """The home page."""
        cards = self.cat.cards.values()
        types = Counter(card["type"] for card in cards)
        counts = [
            (plural(number, one, many), number, url)
            for one, many, number, url in (
                ("faction", "factions", len(self.cat.factions), "factions/"),
                ("card", "cards", len(self.cat.cards), "cards/"),
                ("base", "bases", types["base"], "bases/"),
                ("titan", "titans", types["titan"], "titans/"),
                ("ruling", "rulings", len(self.cat.rulings), "rulings/"),
                ("erratum", "errata", len(self.cat.errata), "errata/"),
                ("rule section", "rule sections", len(self.cat.rules), "rules/"),
                ("glossary term", "glossary terms", len(self.cat.terms), "terms/"),
                ("source", "sources", len(self.cat.sources), "sources/"),
            )
        ]
        statuses = Counter(row["status"] for row in self.cat.rulings.values())
        return HomePage(
            title="Smash Up card database and rulings",
            url="",
            counts=counts,
            statuses=[(s, label, statuses[s]) for s, label in STATUS_LABELS.items()],
            changes=[self.change(row) for row in self.cat.changelog[:10]],
            engine=engine_counts(self.cat.cards.values()),
        )

    def change(self, row: Row) -> Change:
        """A change-log entry's view."""
        return Change(
            date=row["date"],
            source=self.source_ref(row["source_id"]),
            text=self.markdown(row["text"]),
            cards=[self.card_ref(c) for c in json_list(row["cards"])],
        )

    def factions(self) -> FactionsPage:
        """The list of factions."""
        items = []
        for faction in self.cat.factions.values():
            deck = self._deck(faction["id"])
            has_titan = any(
                self.cat.cards[c]["type"] == "titan"
                for c in self.cat.cards_of_faction[faction["id"]]
            )
            items.append(
                (
                    Ref(faction["name"], faction_url(faction["id"])),
                    self.set_ref(faction["set_id"]),
                    faction["complexity"],
                    deck_summary(deck),
                    has_titan,
                )
            )
        return FactionsPage("Factions", "factions/", items)

    def _deck(self, faction_id: str) -> list[Row]:
        return [
            self.cat.cards[c]
            for c in self.cat.cards_of_faction.get(faction_id, ())
            if self.cat.cards[c]["type"] not in ("base", "titan")
        ]

    def _of_type(self, faction_id: str, kind: str) -> list[CardRow]:
        cards = (self.cat.cards[c] for c in self.cat.cards_of_faction.get(faction_id, ()))
        return [self.card_row(card) for card in cards if card["type"] == kind]

    def faction(self, faction_id: str) -> FactionPage:
        """A faction's page."""
        row = self.cat.factions[faction_id]
        context = Context.of([faction_id], [row["set_id"]])
        deck = sorted(
            self._deck(faction_id),
            key=lambda c: (TYPE_ORDER.get(c["type"], 9), -(c["power"] or 0), c["name"]),
        )
        return FactionPage(
            title=row["name"],
            url=faction_url(faction_id),
            name=row["name"],
            set=self.set_ref(row["set_id"]),
            source=self.source_ref(row["source_id"]),
            complexity=row["complexity"],
            description=self.markdown(row["description"], context),
            mechanics=[str(m) for m in json_list(row["mechanics"])],
            partners=[self.plain(str(p), context) for p in json_list(row["partners"])],
            tips=[self.plain(str(t), context) for t in json_list(row["tips"])],
            deck=[self.card_row(card) for card in deck],
            deck_total=sum(card["count"] or 0 for card in deck),
            deck_size=row["deck_size"] or 20,
            deck_uncounted=sum(1 for card in deck if not card["count"]),
            bases=self._of_type(faction_id, "base"),
            titans=self._of_type(faction_id, "titan"),
            curve=power_curve(deck),
            where=self.where(row),
            edit_url=self.edit_url(row),
            engine=engine_counts(
                self.cat.cards[c] for c in self.cat.cards_of_faction.get(faction_id, ())
            ),
        )

    @cached_property
    def _group_names(self) -> set[str]:
        """The names of factions and sets (titles of their own pages)."""
        names = {row["name"] for row in self.cat.factions.values()}
        return names | {row["name"] for row in self.cat.sets.values()}

    def card_title(self, row: Row) -> str:
        """A card page's title: its name, with its type where a faction or set has that name
        ("Mulan (character)" beside the faction Mulan)."""
        if row["name"] in self._group_names:
            kind = row["printed_type"] or row["type"]
            return f"{row['name']} ({'card' if kind == 'unknown' else kind})"
        return str(row["name"])

    def card(self, card_id: str) -> CardPage:
        """A card's page."""
        row = self.cat.cards[card_id]
        corrections = self.cat.corrections_of_card.get(card_id, ())
        return CardPage(
            title=self.card_title(row),
            url=card_url(card_id),
            group=self.group_ref(card_id.split("/", 1)[0]),
            name=row["name"],
            type=row["printed_type"] or row["type"],
            rules_type=_rules_type(row),
            count=row["count"],
            power=row["printed_power"],
            breakpoint=row["breakpoint"],
            vps=_vps(row),
            errata_status=row["errata_status"] or "unknown",
            errata_note=row["errata_note"],
            text=(
                self.plain(row["text"], Context.of([row["faction_id"]], [row["set_id"]]))
                if row["has_text"] and row["text"]
                else None
            ),
            faction=self.faction_ref(row["faction_id"]),
            set=self.set_ref(row["set_id"]),
            source=self.source_ref(row["source_id"]),
            illustrator=row["illustrator"],
            implemented=bool(row["implemented"]),
            implemented_by=row["implemented_by"],
            abilities=_flow(json.loads(row["abilities"])) if row["abilities"] else None,
            engine_text=(
                render_declared(json.loads(row["abilities"]), kind=row["type"])
                if row["abilities"]
                else None
            ),
            errata=[self.erratum(e) for e in self.cat.errata_of_card.get(card_id, ())],
            corrections=[self.correction(c) for c in corrections],
            rulings=[self.rulings[r] for r in self.cat.rulings_of_card.get(card_id, ())],
            where=self.where(row),
            edit_url=self.edit_url(row),
        )

    @cached_property
    def groups(self) -> dict[str, list[Row]]:
        """Cards by the group in their id (faction, or set when the faction is unknown)."""
        found: dict[str, list[Row]] = defaultdict(list)
        for card in self.cat.cards.values():
            found[card["id"].split("/", 1)[0]].append(card)
        return dict(sorted(found.items()))

    def group_ref(self, group: str) -> Ref:
        """Link to a group's page, named after its faction or set."""
        owner = self.cat.factions.get(group) or self.cat.sets.get(group)
        return Ref(owner["name"] if owner else group, f"cards/{group}/")

    def cards(self) -> CardsPage:
        """Every group of cards."""
        groups = [(self.group_ref(g), len(cards)) for g, cards in self.groups.items()]
        return CardsPage("Cards", "cards/", groups)

    def card_group(self, group: str) -> CardGroupPage:
        """The cards of one group."""
        cards = sorted(
            self.groups[group],
            key=lambda c: (TYPE_ORDER.get(c["type"], 9), -(c["power"] or 0), c["name"]),
        )
        owner = self.faction_ref(group) or self.set_ref(group)
        return CardGroupPage(
            title=f"{self.group_ref(group).name}: every card",
            url=f"cards/{group}/",
            owner=owner,
            cards=[self.card_row(card) for card in cards],
        )

    def correction(self, row: Row) -> CorrectionView:
        """A card correction's view."""
        return CorrectionView(
            field=row["field"],
            old=row["old"] or "",
            new=row["new"] or "",
            source=self.source_ref(row["source_id"]),
            date=row["date"],
        )

    def rules_tree(self) -> RulesPage:
        """The rules' table of contents."""
        return RulesPage("Rules", "rules/", self._nodes(None))

    def _nodes(self, parent: str | None) -> list[RuleNode]:
        """The sections inside ``parent`` (one shown on another's page is not one of its own)."""
        return [
            RuleNode(
                self.rule_ref(rule_id),
                sum(len(self.cat.rulings_of_rule.get(r, ())) for r in self._as_one(rule_id)),
                self._nodes(rule_id),
            )
            for rule_id in self.cat.children_of_rule.get(parent, ())
            if not self.cat.rules[rule_id]["same_as"]
        ]

    def _as_one(self, rule_id: str) -> list[str]:
        """A section and the sections that word it again (``same-as`` it), shown as one."""
        return [rule_id, *self.cat.worded_again.get(rule_id, ())]

    @cached_property
    def _shared_titles(self) -> set[str]:
        """Rule titles another page also has (another section, a glossary term, a list)."""
        seen = Counter(row["title"] for row in self.cat.rules.values())
        others = {row["term"] for row in self.cat.terms.values()} | set(LIST_TITLES)
        return {title for title, n in seen.items() if n > 1 or title in others}

    def rule_title(self, row: Row) -> str:
        """A rule section's title, with its enclosing section's where another page has the
        same title ("Actions (Play 2 Cards)")."""
        parent = self.cat.rules.get(row["parent_id"] or "")
        if row["title"] in self._shared_titles and parent:
            return f"{row['title']} ({parent['title']})"
        return str(row["title"])

    def rule(self, rule_id: str) -> RulePage:
        """A rule section's page."""
        row = self.cat.rules[rule_id]
        return RulePage(
            title=self.rule_title(row),
            url=rule_url(rule_id),
            parents=[self.rule_ref(r["id"]) for r in self.cat.rule_ancestors(rule_id)],
            body=self.markdown(row["body"]),
            children=[
                self.rule_ref(c)
                for r in self._as_one(rule_id)
                for c in self.cat.children_of_rule.get(r, ())
            ],
            rulings=[
                self.rulings[ruling]
                for r in self._as_one(rule_id)
                for ruling in self.cat.rulings_of_rule.get(r, ())
            ],
            source=self.source_ref(row["source_id"]),
            where=self.where(row),
            edit_url=self.edit_url(row),
            statements=[
                self.statement(s)
                for r in self._as_one(rule_id)
                for s in self.cat.statements_of_rule.get(r, ())
            ],
            also=[self.wording(r) for r in self.cat.worded_again.get(rule_id, ())],
        )

    def wording(self, rule_id: str) -> WordingView:
        """A section that words another's again, as that section's page shows it."""
        row = self.cat.rules[rule_id]
        return WordingView(
            title=str(row["title"]),
            body=self.markdown(row["body"]),
            source=self.source_ref(row["source_id"]),
            where=self.where(row),
            edit_url=self.edit_url(row),
        )

    def rule_moved(self, rule_id: str) -> MovedPage:
        """The page of a section shown on another's page (``same-as``): it sends there."""
        shown = self.rule_ref(rule_id)
        url = rule_url(rule_id)
        target = posixpath.relpath(shown.url, url.rstrip("/")) + "/"
        return MovedPage(str(self.cat.rules[rule_id]["title"]), url, shown, target)

    def statement(self, row: Row) -> StatementView:
        """A rule statement with its coverage and the checks it names."""
        checks, own = [], []
        for ruling_id in self.cat.checks_of_statement.get(row["id"], ()):
            if ruling_id in self.cat.rule_checks:
                own.append(self.rule_check(self.cat.rule_checks[ruling_id], row))
                continue
            ruling = self.cat.rulings.get(ruling_id)
            status = ruling["status"] if ruling else "pending"
            checks.append(
                CheckLink(
                    Ref(ruling_id, ruling_link(ruling_id)),
                    status,
                    STATUS_LABELS.get(status) or status,
                    STATUS_HELP.get(status, ""),
                )
            )
        coverage = row["coverage"]
        return StatementView(
            id=row["id"],
            anchor="s-" + row["id"].rsplit("/", 1)[-1],
            text=self.markdown(row["text"]),
            coverage=coverage,
            coverage_label=COVERAGE_LABELS.get(coverage) or coverage,
            coverage_help=COVERAGE_HELP.get(coverage, ""),
            untestable=row["untestable"],
            checks=checks,
            rule_checks=own,
        )

    def rule_check(self, row: Row, statement: Row) -> RuleCheckView:
        """A rule check, shown as the proof of ``statement`` on its rule's page."""
        return RuleCheckView(
            id=row["id"],
            anchor=anchor(row["id"]).replace("r-", "c-", 1),
            text=self.markdown(row["text"]),
            statement=self.plain(statement["text"]),
            status=row["status"],
            status_label=STATUS_LABELS.get(row["status"]) or str(row["status"]),
            status_help=STATUS_HELP.get(row["status"], ""),
            detail=self.named(row["status_detail"]),
            example=self.example(row["example"]),
            where=self.where(row),
            edit_url=self.edit_url(row),
        )

    def ruling_page(self, ruling_id: str) -> RulingPage:
        """A ruling's own page."""
        view = self.rulings[ruling_id]
        lists = [
            Ref(f"{view.status_label} rulings", f"rulings/by-status/{view.status}/"),
            Ref(f"{view.kind_label} rulings", f"rulings/by-kind/{view.kind}/"),
        ]
        lists += [
            Ref(f"{self._faction_name(f)} rulings", f"rulings/by-faction/{f}/")
            for f in self.factions_of_ruling[ruling_id]
        ]
        return RulingPage(ruling_title(view), view.url, view, lists)

    @cached_property
    def factions_of_ruling(self) -> dict[str, list[str]]:
        """The factions of the cards each ruling names (:data:`NO_FACTION` if none)."""
        found: dict[str, list[str]] = {}
        for ruling_id in self.cat.rulings:
            cards = (self.cat.cards.get(c) for c in self.cat.cards_of_ruling.get(ruling_id, ()))
            factions = {card["faction_id"] for card in cards if card and card["faction_id"]}
            found[ruling_id] = sorted(factions) or [NO_FACTION]
        return found

    def _faction_name(self, faction_id: str) -> str:
        row = self.cat.factions.get(faction_id)
        return row["name"] if row else "No faction"

    @cached_property
    def ruling_lists(self) -> dict[str, tuple[str, str, list[str]]]:
        """Every list of rulings: url -> (heading, help, ruling ids), by verdict, kind, faction."""
        lists: dict[str, tuple[str, str, list[str]]] = {}
        views = self.rulings.values()
        for status in sorted({v.status for v in views}, key=_status_order):
            label = STATUS_LABELS.get(status, status)
            ids = [v.id for v in views if v.status == status]
            help_ = STATUS_HELP.get(status, "")
            lists[f"rulings/by-status/{status}/"] = (f"Rulings: {label}", help_, ids)
        for kind in sorted({v.kind for v in views}):
            ids = [v.id for v in views if v.kind == kind]
            label = KIND_LABELS.get(kind, kind)
            lists[f"rulings/by-kind/{kind}/"] = (f"Rulings: {label}", "", ids)
        by_faction: dict[str, list[str]] = defaultdict(list)
        for ruling_id, factions in self.factions_of_ruling.items():
            for faction_id in factions:
                by_faction[faction_id].append(ruling_id)
        for faction_id in sorted(by_faction, key=lambda f: (f == NO_FACTION, f)):
            heading = f"Rulings: {self._faction_name(faction_id)}"
            help_ = "Rulings about no faction's card." if faction_id == NO_FACTION else ""
            lists[f"rulings/by-faction/{faction_id}/"] = (heading, help_, by_faction[faction_id])
        return lists

    def ruling_list_pages(self, url: str) -> list[RulingListPage]:
        """The pages of one ruling list (:attr:`ruling_lists`), at most
        :data:`RULINGS_PER_PAGE` rulings each: ``url``, ``url/2/``, ..."""
        heading, help_, ids = self.ruling_lists[url]
        chunks = [ids[i : i + RULINGS_PER_PAGE] for i in range(0, len(ids), RULINGS_PER_PAGE)]
        urls = [url if n == 1 else f"{url}{n}/" for n in range(1, len(chunks) + 1)]
        links = [Ref(str(n), u) for n, u in enumerate(urls, 1)] if len(chunks) > 1 else []
        return [
            RulingListPage(
                title=heading if n == 1 else f"{heading} (page {n})",
                url=urls[n - 1],
                heading=heading,
                help=help_,
                rulings=[self.rulings[r] for r in chunk],
                total=len(ids),
                pages=links,
                number=n,
            )
            for n, chunk in enumerate(chunks, 1)
        ]

    def all_rulings(self) -> RulingsPage:
        """``/rulings/``: the counts, and a link to every list."""
        lists = self.ruling_lists
        statuses, kinds, factions = [], [], []
        for url, (_, help_, ids) in lists.items():
            section, key = url.split("/")[1:3]
            if section == "by-status":
                label = STATUS_LABELS.get(key, key)
                statuses.append((key, label, len(ids), help_, Ref(label, url)))
            elif section == "by-kind":
                label = KIND_LABELS.get(key, key)
                kinds.append((key, label, len(ids), Ref(label, url)))
            else:
                name = self._faction_name(key)
                factions.append((name, len(ids), Ref(name, url)))
        return RulingsPage("Rulings", "rulings/", len(self.rulings), statuses, kinds, factions)

    def checks(self) -> ChecksPage:
        """The page that says how rulings are checked and what each verdict means."""
        counts = Counter(row["status"] for row in self.cat.rulings.values())
        return ChecksPage(
            title="How rulings are checked",
            url="how-rulings-are-checked/",
            statuses=[(s, label, STATUS_HELP[s], counts[s]) for s, label in STATUS_LABELS.items()],
            explanations=STATUS_EXPLANATIONS,
            coverage=[(c, label, COVERAGE_HELP.get(c, "")) for c, label in COVERAGE_LABELS.items()],
        )

    def terms(self) -> TermsPage:
        """The glossary."""
        return TermsPage(
            "Glossary",
            "terms/",
            [
                (Ref(t["term"], term_url(t["id"])), self.markdown(t["text"]))
                for t in self.cat.terms.values()
            ],
        )

    @cached_property
    def cards_mentioning(self) -> dict[str, list[str]]:
        """For each page url, the ids of the cards whose text links to it."""
        found: dict[str, list[str]] = defaultdict(list)
        finder = Linker.of(self._card_targets, self._faction_targets + self._term_targets)
        for card in self.cat.cards.values():
            context = Context.of([card["faction_id"]], [card["set_id"]])
            for url in finder.targets(card["text"], context):
                found[url].append(card["id"])
        return found

    def term(self, term_id: str) -> TermPage:
        """A glossary term's page."""
        row = self.cat.terms[term_id]
        return TermPage(
            title=row["term"],
            url=term_url(term_id),
            text=self.markdown(row["text"]),
            source=self.source_ref(row["source_id"]),
            cards=[self.card_ref(c) for c in self.cards_mentioning.get(term_url(term_id), ())],
            where=self.where(row),
            edit_url=self.edit_url(row),
        )

    @cached_property
    def errata_groups(self) -> dict[str, list[str]]:
        """The errata'd cards of each group (faction, or set), by the group in their id."""
        found: dict[str, list[str]] = defaultdict(list)
        for card_id in sorted(self.cat.errata_of_card):
            found[card_id.split("/", 1)[0]].append(card_id)
        return dict(found)

    def errata(self) -> ErrataPage:
        """``/errata/``: the errata'd cards of each faction or set, counted and linked."""
        groups = [
            (Ref(self.group_ref(g).name, errata_url(g)), len(cards))
            for g, cards in self.errata_groups.items()
        ]
        return ErrataPage("Errata", "errata/", sorted(groups, key=lambda g: g[0].name.casefold()))

    def errata_list(self, group: str) -> ErrataListPage:
        """The errata'd cards of one faction or set, with their errata."""
        name = self.group_ref(group).name
        return ErrataListPage(
            title=f"Errata: {name}",
            url=errata_url(group),
            owner=self.faction_ref(group) or self.set_ref(group),
            cards=[
                (self.card_ref(c), [self.erratum(e) for e in self.cat.errata_of_card[c]])
                for c in self.errata_groups.get(group, ())
            ],
        )

    def sets(self) -> SetsPage:
        """Every set, a line each."""
        return SetsPage("Sets", "sets/", list(self._set_views.values()))

    def set_page(self, set_id: str) -> SetPage:
        """One set's own page."""
        view = self._set_views[set_id]
        return SetPage(view.name, set_url(set_id), view)

    @cached_property
    def _set_views(self) -> dict[str, SetView]:
        """Every set and what is in it, by id."""
        factions: dict[str | None, list[Ref]] = defaultdict(list)
        for faction in self.cat.factions.values():
            factions[faction["set_id"]].append(Ref(faction["name"], faction_url(faction["id"])))
        bases: dict[str | None, list[CardRow]] = defaultdict(list)
        loose: dict[str | None, list[CardRow]] = defaultdict(list)
        for card in self.cat.cards.values():
            if card["type"] == "base":
                bases[card["set_id"]].append(self.card_row(card))
            elif not card["faction_id"]:
                loose[card["set_id"]].append(self.card_row(card))
        return {
            s["id"]: SetView(
                s["id"], s["name"], s["year"], factions[s["id"]], bases[s["id"]], loose[s["id"]]
            )
            for s in self.cat.sets.values()
        }

    def bases(self) -> BasesPage:
        """Every base, by set."""
        groups: dict[str | None, list[CardRow]] = defaultdict(list)
        for card in self.cat.cards.values():
            if card["type"] == "base":
                groups[card["set_id"]].append(self.card_row(card))
        ordered = [(s["name"], groups[s["id"]]) for s in self.cat.sets.values() if groups[s["id"]]]
        if groups[None]:
            ordered.append(("No set recorded", groups[None]))
        return BasesPage("Bases", "bases/", ordered)

    def titans(self) -> TitansPage:
        """Factions that have titans."""
        items = []
        for faction in self.cat.factions.values():
            titans = self._of_type(faction["id"], "titan")
            if titans:
                items.append((Ref(faction["name"], faction_url(faction["id"])), titans))
        return TitansPage("Titans", "titans/", items)

    def moved(self, alias: str) -> MovedPage:
        """The page of an id a card had before, sending the reader to the card's page."""
        card = self.card_ref(self.cat.aliases[alias])
        url = card_url(alias)
        target = posixpath.relpath(card.url, url.rstrip("/")) + "/"
        return MovedPage(card.name, url, card, target)

    def discrepancies(self) -> DiscrepanciesPage:
        """Every recorded source discrepancy, grouped by the page that says it."""
        grouped: dict[tuple[str, str], list[DiscrepancyView]] = {}
        for row in self.cat.discrepancies:
            card = self.card_ref(row["card_id"]) if row["card_id"] else None
            view = DiscrepancyView(
                row["page_line"], card, row["says"], row["expected"], row["kind"]
            )
            grouped.setdefault((row["page"], row["faction_id"]), []).append(view)
        pages = [
            (page, Ref(self._faction_name(faction_id), faction_url(faction_id)), views)
            for (page, faction_id), views in grouped.items()
        ]
        return DiscrepanciesPage("What the sources get wrong", DISCREPANCIES_URL, pages)

    def sources(self) -> SourcesPage:
        """Every source, a line each."""
        views = [self.source_view(row) for row in self.cat.sources.values()]
        return SourcesPage("Sources", "sources/", views)

    def source_page(self, source_id: str) -> SourcePage:
        """One source's own page."""
        view = self.source_view(self.cat.sources[source_id])
        return SourcePage(view.title, source_url(source_id), view)

    @cached_property
    def _facts(self) -> dict[str, dict[str, int]]:
        """How many cards, rulings, rule sections and terms come from each source."""
        facts: dict[str, Counter[str]] = defaultdict(Counter)
        for kind, table in (
            ("cards", self.cat.cards),
            ("rulings", self.cat.rulings),
            ("rule sections", self.cat.rules),
            ("terms", self.cat.terms),
        ):
            for row in table.values():
                facts[row["source_id"]][kind] += 1
        return {source: dict(counts) for source, counts in facts.items()}

    def source_view(self, row: Row) -> SourceView:
        """A source's full entry."""
        url = row["url"] if (row["url"] or "").startswith(("http://", "https://")) else None
        return SourceView(
            id=row["id"],
            ref=Ref(row["title"], source_url(row["id"])),
            title=row["title"],
            url=url,
            kind=row["kind"],
            date=source_date(row),
            publisher=row["publisher"],
            licence=row["licence"],
            attribution=row["attribution"],
            facts=self._facts.get(row["id"], {}),
        )


def deck_summary(deck: list[Row]) -> str:
    """A deck's size as the faction's page says it: ``20``, or ``6 cards named so far`` while
    a source gives the copies of some of its cards and not of others.

    >>> deck_summary([{"count": 2}, {"count": None}])
    '2 cards named so far'
    """
    if any(card["count"] is None for card in deck):
        return f"{len(deck)} {plural(len(deck), 'card', 'cards')} named so far"
    return str(sum(card["count"] for card in deck))


#: Titles of the site's list pages, which a rule section of the same name must not share.
LIST_TITLES = ("Bases", "Titans", "Cards", "Factions", "Sets", "Rules", "Rulings", "Errata")
#: How many words of a ruling's text its title quotes, when its id does not number it.
TITLE_WORDS = 9


def ruling_title(view: RulingView) -> str:
    """A ruling page's title in a player's words: its kind and what it is about, with its
    number among the rulings of its card ("Clarification 1 on D'Artagnan"), or, for a ruling
    with its own id, its first words ("Proviso on A Few Provisos: If cards conflict, ...")."""
    kind = view.kind_label[:1].upper() + view.kind_label[1:]
    number = view.id.rsplit("#", 1)[1] if "#" in view.id else ""
    names = [ref.name for ref in view.cards] or [ref.name for ref in view.rules]
    if len(names) > 3:
        names = [*names[:2], f"{len(names) - 2} more"]
    about = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    title = " ".join(part for part in (kind, number, "on" if about else "", about) if part)
    words = first_words(view.text.striptags())
    return f"{title}: {words}" if words and not number else title


def first_words(text: str, count: int = TITLE_WORDS) -> str:
    """The first ``count`` words of ``text``, with an ellipsis if there are more.

    >>> first_words("If cards conflict, the one that says it cannot be done wins.", 5)
    'If cards conflict, the one…'
    """
    words = text.replace("**", "").split()
    shown = " ".join(words[:count]).rstrip(",;:")
    return shown + "…" if len(words) > count else shown


#: A source's date fields, most exact first, and what each says in words before the date.
SOURCE_DATES = (
    ("revised", "revised"),
    ("published_by", "undated, published by"),
    ("retrieved", "undated, as read on"),
)


def source_date(source: Row) -> Dated | None:
    """A source's date: its revision, else the date by which it was published, else the day
    its text was read; ``None`` if the data gives none of them."""
    for key, label in SOURCE_DATES:
        if source.get(key):
            return Dated(str(source[key]), label, source.get("date_from"))
    return None


def _status_order(status: str) -> tuple[int, str]:
    order = list(STATUS_LABELS)
    return (order.index(status) if status in order else len(order), status)


def _rules_type(card: Row) -> str | None:
    """The rules type of a card whose printed type says otherwise (a character: minion)."""
    printed = str(card["printed_type"] or card["type"])
    return None if card["type"] in printed.split(" and ") else card["type"]


def plural(number: int, one: str, many: str) -> str:
    """``one`` or ``many``, as ``number`` needs.

    >>> plural(1, "titan", "titans"), plural(0, "erratum", "errata")
    ('titan', 'errata')
    """
    return one if number == 1 else many


def _vps(card: Row) -> list[int]:
    return [v for v in (card["vp_first"], card["vp_second"], card["vp_third"]) if v is not None]


def power_curve(deck: list[Row]) -> list[CurveBar]:
    """Copies of minions at each power the deck holds, lowest first, as bars: one bar per
    power present, so the chart grows with the deck's cards, never with a power's value."""
    copies: Counter[int] = Counter()
    for card in deck:
        if card["type"] == "minion" and card["power"] is not None:
            copies[card["power"]] += card["count"] or 0
    if not any(copies.values()):
        return []
    tallest = max(copies.values())
    return [
        CurveBar(power, copies[power], round(100 * copies[power] / tallest))
        for power in sorted(copies)
    ]


def _flow(value: object) -> str:
    """``value`` written as YAML flow style, as a card's ``abilities:`` is written."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
