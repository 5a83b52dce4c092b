"""A set's own words (Disney Edition's "character" = minion) compiled only for a card of
that set; the "Base modifier." label and "a minion modifier" as the glossary's Modifier
says them; "This base's breakpoint is reduced by N". Played by scenarios; near-misses
stop or compile apart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from smashwiki.compile.compiler import compile_text, draft
from smashwiki.compile.dump import to_yaml
from smashwiki.compile.setwords import SET_WORDS, set_words
from smashwiki.engine.scenario import run_check

ROOT = Path(__file__).resolve().parent.parent
DISNEY = "disney-edition"


def _stand_in(text: str, card_type: str, card_set: str | None, **printed: Any) -> dict[str, Any]:
    outcome = compile_text(text, card_type, card_set)
    assert outcome.accepted and outcome.compiled is not None, outcome.describe()
    return {"type": card_type, **printed, **to_yaml(outcome.compiled.abilities)}


@pytest.mark.parametrize(
    ("text", "card_type", "common"),
    [
        ("After the first time you play a character here each turn, draw a card.", "base",
         "After the first time you play a minion here each turn, draw a card."),
        ("Destroy a character of power 3 or less.", "action",
         "Destroy a minion of power 3 or less."),
        ("Ongoing: Your other characters here have +1 power.", "minion",
         "Ongoing: Your other minions here have +1 power."),
        ("Talent: Move one of your characters to another base.", "minion",
         "Talent: Move one of your minions to another base."),
        ("Character modifier. Ongoing: This character has +2 power.", "action",
         "Play on a minion. Ongoing: This minion has +2 power."),
        ("Destroy a character modifier.", "action", "Destroy an action played on a minion."),
    ],
)  # fmt: skip
def test_a_disney_character_is_a_minion(text: str, card_type: str, common: str) -> None:
    outcome, expected = compile_text(text, card_type, DISNEY), compile_text(common, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert expected.status == "compiled", expected.describe()
    assert outcome.compiled == expected.compiled


@pytest.mark.parametrize("card_set", [None, "world-tour-international-incident"])
def test_character_stops_on_a_card_of_another_set(card_set: str | None) -> None:
    text = "Destroy a character of power 3 or less."
    outcome = compile_text(text, "action", card_set)
    assert outcome.status == "stopped", outcome.describe()
    assert "unknown word: 'character'" in outcome.describe()
    assert draft(text, "action", card_set).stop is not None
    assert draft(text, "action", DISNEY).stop is None


@pytest.mark.parametrize(
    "text",
    ["Destroy a characterful minion.", "Draw a card for each of your characteristics."],
)
def test_only_the_whole_word_is_read(text: str) -> None:
    assert set_words(text, DISNEY) == text


def test_each_set_word_is_what_the_sets_rulebook_says() -> None:
    """Each entry of SET_WORDS: a glossary term of the set's rulebook (the source of the
    set's factions) names the word and calls it synonymous to the common one."""
    rules = yaml.safe_load((ROOT / "data" / "rules" / "glossary.yaml").read_text("utf-8"))
    for card_set, words in SET_WORDS.items():
        sources = set()
        for path in (ROOT / "data" / "factions").glob("*.yaml"):
            faction = yaml.safe_load(path.read_text("utf-8"))
            if faction.get("set") == card_set:
                sources.add(faction["source"])
        assert sources, card_set
        for word, common in words.items():
            terms = [t for t in rules["terms"] if t["id"] == word]
            assert terms and terms[0]["source"] in sources, (card_set, word)
            said = terms[0]["text"].lower()
            assert f'"{word}" is exactly synonymous to the term "{common}"' in said


@pytest.mark.parametrize(
    ("printed", "common", "card_type"),
    [
        ("Base modifier. Ongoing: Your minions here have +1 power.",
         "Play on a base. Ongoing: Your minions here have +1 power.", "action"),
        ("Minion modifier. Ongoing: This minion has +2 power.",
         "Play on a minion. Ongoing: This minion has +2 power.", "action"),
        ("Destroy a base modifier.", "Destroy an action played on a base.", "action"),
        ("Return a minion modifier to its owner's hand.",
         "Return an action played on a minion to its owner's hand.", "action"),
    ],
)  # fmt: skip
def test_a_modifier_is_an_action_played_on_a_card(
    printed: str, common: str, card_type: str
) -> None:
    outcome, expected = compile_text(printed, card_type), compile_text(common, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled == expected.compiled


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card. Base modifier.",  # the label opens a text, nowhere else
        "Base modifier. Draw a card. Ongoing: Destroy a minion modifier.",
        "Location modifier. Ongoing: Your minions here have +1 power.",
    ],
)
def test_a_modifier_label_elsewhere_stops(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Base modifier. Ongoing: This base's breakpoint is reduced by 3.", "action"),
        ("Play on a base. Ongoing: This base's breakpoint is increased by 5.", "action"),
        ("This base's breakpoint is reduced by 2.", "base"),
        ("Ongoing: This base's breakpoint is reduced by 4.", "minion"),
    ],
)
def test_a_breakpoint_change_compiles(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Ongoing: This base's breakpoint is reduced by 3.", "action"),  # on no base
        ("Play on a minion. Ongoing: This base's breakpoint is reduced by 2.", "action"),
        ("This base's breakpoint is reduced by 0.", "base"),
        ("This base's breakpoint is lowered by 2.", "base"),
        ("This base's breakpoint is reduced by 2 for each minion here.", "base"),
        ("Another base's breakpoint is reduced by 2.", "base"),
    ],
)
def test_a_breakpoint_change_near_misses_stop(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()


def test_reduced_and_increased_compile_apart() -> None:
    down = compile_text("This base's breakpoint is reduced by 3.", "base")
    up = compile_text("This base's breakpoint is increased by 3.", "base")
    assert down.accepted and up.accepted
    assert down.compiled != up.compiled


def test_a_base_modifier_reduces_the_breakpoint_of_its_base_only() -> None:
    text = "Base modifier. Ongoing: This base's breakpoint is reduced by 3."
    run_check(
        {
            "cards": {"dent": _stand_in(text, "action", None)},
            "setup": {
                "bases": [{"name": "bank", "breakpoint": 20}, {"name": "vault", "breakpoint": 20}],
                "hands": {"Alan": ["dent"]},
            },
            "do": [{"play": "dent", "on": "bank"}],
            "expect": {"zones": {"dent": "at bank"}, "breakpoint": {"bank": 17, "vault": 20}},
        }
    )


def test_a_disney_base_draws_for_the_first_character_played_there() -> None:
    text = "After the first time you play a character here each turn, draw a card."
    palace = _stand_in(text, "base", DISNEY, breakpoint=30, vps=[3, 2, 1])
    run_check(
        {
            "cards": {"palace": palace},
            "setup": {
                "bases": [{"name": "palace", "card": "palace"}],
                "hands": {"Alan": [{"card": 2, "name": "first"}]},
                "decks": {"Alan": [{"card": 1, "name": "d1"}, {"card": 1, "name": "d2"}]},
            },
            "do": [{"play": "first", "on": "palace"}],
            "expect": {"hand": {"Alan": ["d1"]}},
        }
    )
