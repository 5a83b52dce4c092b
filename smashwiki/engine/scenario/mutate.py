"""Mutation testing: copies of a check with one expected value changed."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .expect import EXPECTATIONS, OPPOSITES
from .setup import DEFAULT_PLAYERS
from .values import as_list, as_mapping


def mutants(check: Mapping[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Copies of ``check`` with one expected value changed, with what was changed.

    Every expectation (final or after a step) gives one mutant; a step that must
    be refused gives one where it must be allowed; each ``illegal`` answer one
    where it must be offered. A sound check fails on every mutant.
    """
    players = [str(p) for p in check.get("players", DEFAULT_PLAYERS)]
    for key in as_mapping(check.get("expect"), "expect"):
        mutated = copy.deepcopy(dict(check))
        mutated["expect"] = _mutate_expect(mutated["expect"], key, players)
        yield f"expect {key}", mutated
    for index, step in enumerate(as_list(check.get("do"), "do")):
        if not isinstance(step, dict | Mapping):
            continue
        for key in as_mapping(step.get("expect"), "expect"):
            mutated = copy.deepcopy(dict(check))
            inner = mutated["do"][index]
            inner["expect"] = _mutate_expect(inner["expect"], key, players)
            yield f"step {index + 1} expect {key}", mutated
        if step.get("illegal"):
            mutated = copy.deepcopy(dict(check))
            del mutated["do"][index]["illegal"]
            yield f"step {index + 1} allowed", mutated
    for index, choice in enumerate(as_list(check.get("choices"), "choices")):
        if isinstance(choice, dict | Mapping) and "illegal" in choice:
            mutated = copy.deepcopy(dict(check))
            mutated["choices"][index] = dict(choice["illegal"])
            yield f"choice {index + 1} legal", mutated


def _mutate_expect(expect: dict[str, Any], key: str, players: Sequence[str]) -> dict[str, Any]:
    expect = dict(expect)
    if key in OPPOSITES:
        entries = expect.pop(key)
        if isinstance(entries, dict | Mapping):
            first = next(iter(entries))
            rest = {k: v for k, v in entries.items() if k != first}
            if rest:
                expect[key] = rest
            expect[OPPOSITES[key]] = {first: entries[first]}
        else:
            entries = list(entries) or [{"kind": "nothing-at-all"}]
            if entries[1:]:
                expect[key] = entries[1:]
            expect[OPPOSITES[key]] = [entries[0]]
        return expect
    expect[key] = EXPECTATIONS[key].mutate(expect[key], players)
    return expect
