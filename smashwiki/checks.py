"""Run every ruling's check with the rules engine and say how it went.

Each ruling ends with one status:

* ``verified``: its check passes and uses the real cards it is about (or it is
  about the rules only);
* ``verified-standin``: its check passes, but with stand-ins for a card it is
  about (the real card's abilities are not implemented, or its text is unknown);
* ``failing``: its check is broken or the engine disagrees (``detail`` says why);
* ``untestable``: it states no game mechanics (``detail`` is the reason);
* ``pending``: nobody has written its check yet.

The engine knows nothing of YAML: this module turns the data set's cards into
engine card definitions and hands each check (a plain mapping) to
:func:`smashwiki.engine.scenario.run_check`.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Iterable, Mapping

from .engine import definitions as d
from .engine.cards import load_all
from .engine.errors import DidNotFinish, EngineError, InvalidScenario
from .engine.scenario import Outcome, check_error, run_check
from .engine.scenario.setup import DEFAULT_PLAYERS
from .limits import MAX_CHECK_NUMBER, MAX_SEED
from .load import position
from .model import Card, CheckResult, Dataset, Ruling, unchecked_result

STATUS_ORDER = ("verified", "verified-standin", "failing", "untestable", "pending")


def card_definition(card: Card) -> d.CardDef:
    """The engine's view of a card from the data set."""
    return d.CardDef(
        id=card.id,
        name=card.name,
        type=card.type,
        power=card.power or 0,
        breakpoint=card.breakpoint or 0,
        vps=tuple(card.vps),
        faction=card.faction_id,
        card_set=card.set_id,
        text=card.text,
        spec=card.abilities or card.compiled or {},
    )


def catalog(dataset: Dataset) -> dict[str, d.CardDef]:
    """Every card of the data set by id, as engine card definitions."""
    return {card.id: card_definition(card) for card in dataset.cards}


def implemented(dataset: Dataset) -> frozenset[str]:
    """Ids of the data set's cards whose abilities the engine implements."""
    registry = load_all()
    return frozenset(
        card.id
        for card in dataset.cards
        if registry.knows(card.id) or card.abilities or card.compiled
    )


def run_ruling(ruling: Ruling, cards: Mapping[str, d.CardDef]) -> CheckResult:
    """Run ``ruling``'s check (if it has one) and return its result.

    A ruling marked ``known-failing`` is still run: if its check fails it is ``failing``
    and ``known`` (reported, not a surprise); if it passes it is ``failing`` too, and
    not known, so that someone removes the mark (the engine got better).
    """
    result = _run(ruling, cards)
    if ruling.known_failing is None or ruling.check is None:
        return result
    if result.status == "failing":
        detail = f"known failing: {ruling.known_failing} ({result.detail})"
        return dataclasses.replace(result, detail=detail, known=True)
    detail = (
        f"marked known-failing ({ruling.known_failing}) but its check passes: remove known-failing"
    )
    return dataclasses.replace(result, status="failing", detail=detail)


def _run(ruling: Ruling, cards: Mapping[str, d.CardDef]) -> CheckResult:
    if ruling.check is None:
        return unchecked_result(ruling)
    load_all()
    beyond = numbers_beyond_limits(ruling.check)
    if beyond:
        return CheckResult(ruling.id, "failing", f"the check is malformed: {beyond}")
    try:
        outcome = run_check(ruling.check, cards)
        status, detail = _verdict(ruling, outcome)
    except DidNotFinish as error:
        return CheckResult(ruling.id, "failing", f"did not finish: {error}")
    except RecursionError:
        message = (
            "did not finish: effects triggered each other too deeply (does a card trigger itself?)"
        )
        return CheckResult(ruling.id, "failing", message)
    except InvalidScenario as error:
        return CheckResult(ruling.id, "failing", malformed(error, ruling))
    except EngineError as error:
        return CheckResult(ruling.id, "failing", check_error(error))
    except Exception as error:  # reported as the check's result, never raised
        return CheckResult(ruling.id, "failing", unexpected_error(error, ruling))
    return CheckResult(ruling.id, status, detail, outcome.setup, outcome.steps, outcome.result)


def malformed(error: InvalidScenario, ruling: Ruling) -> str:
    """``the check is malformed: <file>:<line>: <field>: <what is wrong>``, the field (and
    its line) as far as the engine knows where in the check the problem is:
    ``data/rulings/x.yaml:12: do[2].amount: 'two' is not a whole number``."""
    where = field_path(error.field)
    return _malformed(ruling, error.field, f"{where}: {error.message}" if where else error.message)


def _malformed(ruling: Ruling, field: Iterable[str | int], what: str) -> str:
    """``the check is malformed: <file>:<line>: <what>``, the line that of ``field`` in
    the ruling's check (or of the check itself); no place if the ruling has no file."""
    if ruling.check_source is None or not ruling.where.file:
        return f"the check is malformed: {what}"
    line, _ = position(ruling.check_source, list(field))
    return f"the check is malformed: {ruling.where.file}:{line}: {what}"


def field_path(field: Iterable[str | int]) -> str:
    """A place in a check as its keys and list positions read: ``setup.bases[0].vps[1]``.

    >>> field_path(("do", 2, "amount"))
    'do[2].amount'
    """
    text = ""
    for part in field:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text


def unexpected_error(error: Exception, ruling: Ruling) -> str:
    """What an exception that is not the engine's own says of the ruling's check: the
    check's fault if it looks up a name the check gives that the game does not have (a
    ``KeyError``); otherwise a bug in the engine (a value the card language can't use
    never gets this far: the grammar reads every value when the data loads, and a
    stand-in's when its check is read). Told apart by the names alone, never by where the
    exception was raised. The check's faults name its file and line, as far as known."""
    check = ruling.check
    missing = error.args[0] if isinstance(error, KeyError) and error.args else None
    if isinstance(missing, str) and missing in _strings(check) - _defined(check):
        return _malformed(
            ruling,
            (),
            f"it names {missing!r}, which the game does not have where the name is looked "
            "up (a KeyError)",
        )
    return engine_error(error)


def _defined(check: object) -> set[str]:
    """The names a check gives its players, stand-ins and the cards and bases it sets up:
    a name the engine fails to find among these is the engine's fault, not the check's."""
    if not isinstance(check, Mapping):
        return set()
    players = check.get("players", DEFAULT_PLAYERS)
    cards = check.get("cards")
    return (
        {p for p in (players if isinstance(players, list | tuple) else []) if isinstance(p, str)}
        | ({str(key) for key in cards} if isinstance(cards, Mapping) else set())
        | _texts(check.get("setup"))
    )


def _texts(value: object) -> set[str]:
    """The texts a value holds (not its other values written as text)."""
    if isinstance(value, Mapping):
        return {t for item in value.values() for t in _texts(item)}
    if isinstance(value, list | tuple):
        return {t for item in value for t in _texts(item)}
    return {value} if isinstance(value, str) else set()


def _strings(value: object) -> set[str]:
    """Every text in a check, keys and values, and every value as text: the names it
    gives, as the scenario reads them."""
    found = {str(value)}  # a name the scenario made of any value (str([1, 2]))
    if isinstance(value, Mapping):
        found |= {str(key) for key in value}
        found |= {s for item in value.values() for s in _strings(item)}
    elif isinstance(value, list | tuple):
        found |= {s for item in value for s in _strings(item)}
    return found


def engine_error(error: BaseException) -> str:
    """An error of the engine itself (a bug, not the check's fault) in one line:
    ``engine error (a bug in the engine, not in the check): KeyError('x')``. Where it was
    raised is the traceback's business (``pytest`` on the ruling's test shows it); the
    verdict never depends on it."""
    return f"engine error (a bug in the engine, not in the check): {error!r}"


def numbers_beyond_limits(check: object, key: object = "check") -> str | None:
    """The first number in ``check`` beyond what a check may hold, described, or ``None``.

    >>> numbers_beyond_limits({"setup": {"madness-deck": 1000000000}})
    'madness-deck: 1000000000 is beyond what a check may hold (at most 1000 either way)'
    """
    if isinstance(check, Mapping):
        items: Iterable[tuple[object, object]] = check.items()
    elif isinstance(check, list | tuple):
        items = ((key, value) for value in check)
    else:
        limit = MAX_SEED if key == "seed" else MAX_CHECK_NUMBER
        if isinstance(check, int) and not isinstance(check, bool) and abs(check) > limit:
            return f"{key}: {check} is beyond what a check may hold (at most {limit} either way)"
        if isinstance(check, float) and not math.isfinite(check):
            return f"{key}: {check} is not a finite number"
        return None
    for name, value in items:
        found = numbers_beyond_limits(value, name)
        if found:
            return found
    return None


def _verdict(ruling: Ruling, outcome: Outcome) -> tuple[str, str | None]:
    odd = [s for s in outcome.standins if not isinstance(s.standin_for, str | None)]
    if odd:
        field = ("cards", odd[0].name, "standin-for")
        what = f"{field_path(field)}: {odd[0].standin_for!r} is not a card id"
        return "failing", _malformed(ruling, field, what)
    about = set(ruling.card_ids)
    replaced = sorted({s.standin_for for s in outcome.standins if s.standin_for in about})
    missing = sorted(about - outcome.real_cards - set(replaced))
    if replaced or missing:
        parts = []
        if replaced:
            parts.append(f"stand-ins for {', '.join(r for r in replaced if r)}")
        if missing:
            parts.append(f"not played with the real {', '.join(missing)}")
        return "verified-standin", "; ".join(parts)
    return "verified", None


def run_all(dataset: Dataset) -> dict[str, CheckResult]:
    """The result of every ruling and rule check in ``dataset``, by id."""
    cards = catalog(dataset)
    return {ruling.id: run_ruling(ruling, cards) for ruling in dataset.checked}


def status_counts(results: Iterable[CheckResult]) -> Counter[str]:
    """How many rulings have each status."""
    return Counter(result.status for result in results)


def summary(results: Iterable[CheckResult]) -> str:
    """``12 verified, 1 failing (1 known), ...`` in a fixed order, leaving out zeros."""
    results = list(results)
    counts = status_counts(results)
    known = sum(1 for result in results if result.known)
    parts = []
    for status in STATUS_ORDER:
        if counts[status]:
            note = f" ({known} known)" if status == "failing" and known else ""
            parts.append(f"{counts[status]} {status}{note}")
    return ", ".join(parts) or "none"


def worked_example(ruling: Ruling, result: CheckResult) -> str:
    """The ruling, its status and its worked example as plain text."""
    lines = [f"{ruling.id}: {result.status}" + (f" ({result.detail})" if result.detail else "")]
    lines.append(f"  {ruling.text}")
    for title, part in (
        ("Setup", result.setup),
        ("Steps", result.steps),
        ("Result", result.result),
    ):
        if part:
            lines.append(f"{title}:")
            lines += [f"  - {line}" for line in part]
    return "\n".join(lines)
