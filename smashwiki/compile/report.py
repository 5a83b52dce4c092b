"""Many texts compiled at once, and the counts a report ends with."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from .compiler import Outcome, compile_text


def compile_cards(
    cards: Sequence[tuple[str, str | None, str]],
    card_sets: Mapping[str, str | None] | None = None,
    card_names: Mapping[str, str | None] | None = None,
    factions: Mapping[str, str] | None = None,
) -> list[tuple[str, Outcome]]:
    """Each ``(name, text, card type)`` compiled, with its name, in the order given (a
    card of a set ``card_sets`` names by its name read as that set's rules say; its
    printed name, where ``card_names`` gives it, read as :mod:`.ownname` says; a noun of
    the ``factions`` known, id: noun, names that faction's cards: lang-faction)."""
    sets, printed = card_sets or {}, card_names or {}
    return [
        (name, compile_text(text, card_type, sets.get(name), printed.get(name), factions))
        for name, text, card_type in cards
    ]


def summary(outcomes: Iterable[Outcome]) -> str:
    """``N texts: A compiled and round-trip, D compiled but differ, S stopped`` and, for the
    stopped, how many for each reason.

    >>> print(summary([compile_text("Annihilate a minion."), compile_text(None)]))
    ... # doctest: +NORMALIZE_WHITESPACE
    2 texts: 0 compiled and round-trip, 0 compiled but differ (rejected), 1 stopped, 1 without
    text; stopped by: unknown verb head 1
    """
    outcomes = list(outcomes)
    status = Counter(outcome.status for outcome in outcomes)
    reasons = Counter(outcome.stop.reason for outcome in outcomes if outcome.stop)
    texts = f"{len(outcomes)} text{'' if len(outcomes) == 1 else 's'}"
    line = (
        f"{texts}: {status['compiled']} compiled and round-trip, "
        f"{status['differs']} compiled but differ (rejected), {status['stopped']} stopped"
    )
    if status["no-text"]:
        line += f", {status['no-text']} without text"
    if reasons:
        line += "; stopped by: " + ", ".join(f"{r} {n}" for r, n in reasons.most_common())
    return line
