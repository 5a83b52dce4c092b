"""Worked examples in a player's words (smashwiki/engine/scenario/narrate.py): card names as
printed, made-up cards in a short sentence, results as sentences; no ids, YAML or log words."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

import pytest
from conftest import real_dataset, real_results

from smashwiki.engine.scenario import run_check
from smashwiki.engine.scenario.narrate import PlayerWords

ROOT = Path(__file__).resolve().parents[1]

#: What a player should never read in a worked example.
ENGINE_WORDS = re.compile(r"The log|' event|->|[{}\[\]]|Stand-in '|\b[a-z]+-[a-z]+/[a-z-]+")

CHECK = {
    "cards": {"curse": {"type": "action", "on-play": {"gain-vp": 1}}},
    "setup": {
        "bases": [
            {
                "name": "bank",
                "breakpoint": 20,
                "minions": {"Alan": [5, {"card": 2, "name": "old-knight"}], "Beth": [3]},
            }
        ],
        "hands": {"Alan": ["curse"]},
    },
    "do": [{"play": "curse"}],
    "choices": [],
    "expect": {
        "vps": {"Alan": 1},
        "zones": {"curse": "Alan's discard"},
        "no-events": [{"kind": "counter-placed"}],
    },
}


@pytest.fixture(scope="module")
def example() -> tuple[str, ...]:
    outcome = run_check(CHECK)
    return outcome.setup + outcome.steps + outcome.result


def test_made_up_cards_are_named_as_a_player_would(example: tuple[str, ...]) -> None:
    text = "\n".join(example)
    assert "Base Bank (breakpoint 20" in text
    assert "Alan's 5-power minion" in text and "Old Knight (power 2)" in text
    assert "Curse is made up for this example: an action; when played: gain vp 1." in text


def test_results_are_sentences(example: tuple[str, ...]) -> None:
    assert "Alan has 1 VP." in example
    assert "Curse ends up in Alan's discard pile." in example
    assert "This does not happen: +1 power counter is placed." in example


def test_no_ids_yaml_or_log_words(example: tuple[str, ...]) -> None:
    for line in example:
        assert not ENGINE_WORDS.search(line), line


def test_player_words_leave_ordinary_words_alone() -> None:
    words = PlayerWords({"a": "Card A", "bank": "Bank", "scout": "Scout"})
    assert words("a scout is returned (at bank -> Alan's hand)") == (
        "A Scout is returned from Bank to Alan's hand."
    )


def test_every_line_is_a_sentence_and_abilities_are_the_cards() -> None:
    words = PlayerWords({"dartagnan": "D'Artagnan", "biding-time": "Biding Time"})
    assert words("the after play ability of dartagnan resolves") == (
        "D'Artagnan's after play ability resolves."
    )
    assert words(
        "biding-time is discarded after resolving (Alan's resolving -> Alan's discard)"
    ) == ("Biding Time resolves and goes to Alan's discard pile.")
    assert words("Alan may play it (immediately or not at all)").endswith("all).")
    assert words("Alan has 1 VP.") == "Alan has 1 VP."


@pytest.fixture(scope="module")
def real() -> tuple[object, Mapping[str, object]]:
    return real_dataset(), real_results()


def test_no_worked_example_in_the_data_shows_engine_words(real) -> None:  # type: ignore[no-untyped-def]
    _, results = real
    found = {
        ruling_id: line
        for ruling_id, result in results.items()
        for line in (*result.setup, *result.steps, *result.result)
        if ENGINE_WORDS.search(line)
    }
    assert found == {}


def test_doctor_when_example_names_the_cards(real) -> None:  # type: ignore[no-untyped-def]
    dataset, results = real
    ruling = next((r for r in dataset.rulings if r.id == "time-travelers/doctor-when#1"), None)
    if ruling is None:
        pytest.skip("the data has no Doctor When ruling")
    result = results[ruling.id]
    text = "\n".join((*result.setup, *result.steps, *result.result))
    assert "Alan plays Doctor When on Bank" in text
    assert "Scout is returned from Bank to Alan's hand" in text
    assert "doctor-when" not in text
