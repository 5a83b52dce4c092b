"""Every reference resolves: sources, sets, cards, rules, factions named in the data exist."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from difflib import get_close_matches

from ..errors import Problem
from ..model import Dataset, Where


def check(dataset: Dataset) -> Iterator[Problem]:
    """A problem for every id that names nothing."""
    sources = {s.id for s in dataset.sources}
    sets = {s.id for s in dataset.sets}
    cards = {c.id for c in dataset.cards}
    rules = {r.id for r in dataset.rules}

    def refs(
        where: Where, key: str, kind: str, ids: Iterable[str | None], known: set[str]
    ) -> Iterator[Problem]:
        for index, ref in enumerate(ids):
            if ref is not None and ref not in known:
                spot = (
                    where.at(f"{key}[{index}]")
                    if f"{key}[{index}]" in where.fields
                    else where.at(key)
                )
                yield Problem.at(spot, _message(kind, ref, known))

    for f in dataset.factions:
        yield from refs(f.where, "source", "source", [f.source_id], sources)
        if f.set_id is not None:
            yield from refs(f.where, "set", "set", [f.set_id], sets)
    for c in dataset.cards:
        yield from refs(c.where, "source", "source", [c.source_id], sources)
        if c.set_id is not None:
            yield from refs(c.where, "set", "set", [c.set_id], sets)
        for correction in c.corrections:
            yield from refs(correction.where, "source", "source", [correction.source_id], sources)
    for e in dataset.errata:
        yield from refs(e.where, "source", "source", [e.source_id], sources)
    for r in dataset.checked:
        if not r.is_rule_check:
            yield from refs(r.where, "source", "source", [r.source_id], sources)
        yield from refs(r.where, "cards", "card", _extra_cards(r.id, r.card_ids), cards)
        yield from refs(r.where, "rules", "rule", r.rule_ids, rules)
    for rule in dataset.rules:
        yield from refs(rule.where, "source", "source", [rule.source_id], sources)
        yield from refs(rule.where, "same-as", "rule", [rule.same_as], rules)
    yield from _same_as_problems(dataset)
    for t in dataset.terms:
        yield from refs(t.where, "source", "source", [t.source_id], sources)
        yield from refs(t.where, "rules", "rule", t.rule_ids, rules)
    for entry in dataset.changelog:
        yield from refs(entry.where, "source", "source", [entry.source_id], sources)
        yield from refs(entry.where, "cards", "card", entry.card_ids, cards)


def _same_as_problems(dataset: Dataset) -> Iterator[Problem]:
    """A section shown as one with another (``same-as``) names a section of its own: not
    itself, nor one that is itself shown with a third (the site shows one page for both)."""
    rules = {rule.id: rule for rule in dataset.rules}
    for rule in dataset.rules:
        target = rules.get(rule.same_as or "")
        if target is None:
            continue
        if target.id == rule.id:
            yield Problem.at(
                rule.where.at("same-as"), "a rule section cannot be the same as itself"
            )
        elif target.same_as is not None:
            yield Problem.at(
                rule.where.at("same-as"),
                f"same-as {target.id!r}, which is itself the same as {target.same_as!r}: "
                f"name {target.same_as!r} instead",
            )
        elif rule.id.startswith(target.id + "/") or target.id.startswith(rule.id + "/"):
            yield Problem.at(
                rule.where.at("same-as"),
                f"same-as {target.id!r}, a section inside this one or around it",
            )


def _extra_cards(ruling_id: str, card_ids: tuple[str, ...]) -> tuple[str, ...]:
    """The cards a ruling names in its ``cards:`` list (a card's own rulings name it implicitly)."""
    owner = ruling_id.split("#", 1)[0]
    return card_ids[1:] if card_ids and card_ids[0] == owner and "#" in ruling_id else card_ids


def _message(kind: str, ref: str, known: set[str]) -> str:
    guess = get_close_matches(ref, known, n=1)
    hint = f" (did you mean {guess[0]!r}?)" if guess else ""
    return f"unknown {kind} {ref!r}{hint}"
