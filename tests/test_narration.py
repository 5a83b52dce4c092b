"""Worked examples in a player's words (smashwiki/engine/scenario/narrate.py): card names as
printed, made-up cards in a short sentence, results as sentences; no ids, YAML or log words."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import get_args

import pytest
from conftest import real_dataset, real_results

from smashwiki.engine.decisions import DECISION_QUESTIONS, DecisionKind
from smashwiki.engine.events import BaseScored, EffectAdded, EffectsExpired, Event
from smashwiki.engine.language import verb_docs
from smashwiki.engine.scenario import run_check
from smashwiki.engine.scenario.cardtext import VERB_TEXT, card_text
from smashwiki.engine.scenario.narrate import PlayerWords

ROOT = Path(__file__).resolve().parents[1]

#: What a player should never read in a worked example.
ENGINE_WORDS = re.compile(
    r"The log|' event|->|[{}\[\]]|Stand-in '|\b[a-z]+-[a-z]+/[a-z-]+|\(s\)"
    r"|\(place \d|\bturn:\S|until the (?:end|start) of turn\b|[+-]0 cancelled"
    r"|This does not happen|\(amount \d|'s (?:power|place) at [^:]+: |: not allowed \("
    r"|^(?:Madness cards of|Final VPs of|Winners:|The winner:|The active player:|Discard pile size)"
    r"|\((?:which|whether|what|where|who)\b|The player may|\bmay (?:not )?answer\b"
)

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
    assert 'Curse is made up for this example: an action, with the text "Gain 1 VP."' in text


def test_results_are_sentences(example: tuple[str, ...]) -> None:
    assert "Alan has 1 VP." in example
    assert "Curse ends up in Alan's discard pile." in example
    assert "No +1 power counter is placed." in example


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


#: Shapes a worked example must not have: a zone without its words ("ends up hand"), a
#: buried or stored card without where it lies ("ends up buried."), a destroyed card told
#: as a move ("destroyed from Bank to Alan's discard pile").
SLIPS = re.compile(
    r"ends up (?:hand|box|deck|discard)\b|ends up (?:buried|stored)\.|is destroyed from \S.* to "
    r"|destroyed at in play"
)


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("Late is destroyed from Bank to Alan's discard pile.",
         "Late is destroyed at Bank and goes to Alan's discard pile."),
        ("Green Base ends up box.", "Green Base ends up in the box."),
    ],
)  # fmt: skip
def test_a_destroyed_card_and_a_zone_read_as_english(line: str, said: str) -> None:
    words = PlayerWords({})
    assert words(line) == said
    assert not SLIPS.search(said)


def test_no_worked_example_in_the_data_has_a_known_slip(real) -> None:  # type: ignore[no-untyped-def]
    _, results = real
    found = {
        ruling_id: line
        for ruling_id, result in results.items()
        for line in (*result.setup, *result.steps, *result.result)
        if SLIPS.search(line)
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


def test_a_destroyed_base_is_told_as_destroyed_not_scored() -> None:
    outcome = run_check(
        {
            "cards": {"bugs": {"type": "action", "on-play": {"destroy-base": True}}},
            "setup": {
                "bases": [
                    {"name": "bank", "breakpoint": 10, "minions": {"Alan": [12]}},
                    {"name": "keep"},
                ],
                "hands": {"Alan": ["bugs"]},
                "base-deck": [{"card": 20, "name": "fresh"}],
            },
            "do": [{"play": "bugs"}],
            "choices": [{"destroy-base": "bank"}],
            "expect": {"events": [{"kind": "card-moved", "card": "bank", "reason": "destroyed"}]},
        }
    )
    steps = "\n".join(outcome.steps)
    assert "Bank is destroyed and goes to the base discard pile." in steps
    assert "Fresh enters play from the base deck." in steps
    assert "scoring" not in steps


def test_setup_names_whose_modifier_is_on_another_players_minion() -> None:
    outcome = run_check(
        {
            "cards": {"gift": {"type": "action", "modifier": "minion"}},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "minions": {
                            "Alan": [{"card": 2, "name": "mine", "modifiers": ["gift"]}],
                            "Beth": [
                                {"card": 3, "name": "rival", "modifiers": [
                                    {"card": "gift", "owner": "Alan"}
                                ]}
                            ],
                        },
                    }
                ]
            },
            "expect": {"power": {"rival": 3}},
        }
    )  # fmt: skip
    bank = next(line for line in outcome.setup if line.startswith("Base Bank"))
    assert "Alan's Mine (power 2) with Gift on it" in bank
    assert "Beth's Rival (power 3) with Alan's Gift 2 on it" in bank


def test_setup_shows_counters_on_any_card_and_whose_card_another_player_controls() -> None:
    outcome = run_check(
        {
            "cards": {"banner": {"type": "action", "modifier": "base"}},
            "setup": {
                "bases": [
                    {
                        "name": "bank",
                        "minions": {"Alan": [{"card": 2, "name": "taken", "controller": "Beth"}]},
                        "modifiers": {"Alan": [{"card": "banner", "counters": 2}]},
                    }
                ]
            },
            "expect": {"counters": {"banner": 2}},
        }
    )
    bank = next(line for line in outcome.setup if line.startswith("Base Bank"))
    assert "Beth's Taken (power 2, Alan's card)" in bank
    assert "Alan's Banner (2 counters)" in bank


@pytest.mark.parametrize(
    ("line", "said"),
    [
        pytest.param(
            "alan-6 goes to the discard pile after scoring (at bank -> Alan's discard)",
            "6-power minion goes from Bank to Alan's discard pile after scoring.",
            id="scored-minion",
        ),
        pytest.param(
            "bank goes to the discard pile after scoring (in play -> base discard)",
            "Bank goes to the base discard pile after scoring.",
            id="scored-base",
        ),
        pytest.param("Alan gains 3 VP as winner of bank", "Alan gains 3 VPs as winner of Bank.",
                     id="vps"),
        pytest.param("1 +1 power counter placed on alan-2#2",
                     "One +1 power counter is placed on 2-power minion 2.", id="counter"),
        pytest.param("Counters of alan-2: 0.", "2-power minion has no +1 power counters.",
                     id="no-counters"),
        pytest.param("VPs of Alan: 1.", "Alan has 1 VP.", id="one-vp"),
        pytest.param("Hand size of Alan: 1.", "Alan has 1 card in hand.", id="one-card-in-hand"),
        pytest.param("Deck size of Alan: 2.", "Alan has 2 cards in their deck.", id="deck-size"),
        pytest.param("Counters of alan-2: 1.", "2-power minion has one +1 power counter.",
                     id="one-counter"),
        pytest.param("1 +1 power counter on alan-2 go back to the supply",
                     "One +1 power counter on 2-power minion goes back to the supply.",
                     id="counter-goes-back"),
        pytest.param("alan-2 is buried (at bank -> at bank)", "2-power minion is buried at Bank.",
                     id="buried"),
        pytest.param("alan-2 is revealed (Alan's deck -> resolving)",
                     "2-power minion is revealed from Alan's deck.", id="resolving"),
        pytest.param("old1 enters play (base discard -> in play)",
                     "Old1 enters play from the base discard pile.", id="base-from-discard"),
        pytest.param("Play titan rex (on bank, instead-of minion): not allowed",
                     "Play titan Rex (on Bank, instead of a minion play): not allowed.",
                     id="instead-of"),
    ],
)  # fmt: skip
def test_engine_lines_read_as_sentences(line: str, said: str) -> None:
    words = PlayerWords(
        {"alan-6": "6-power minion", "alan-2": "2-power minion", "bank": "Bank", "old1": "Old1",
         "rex": "Rex"}
    )  # fmt: skip
    assert words(line) == said


def test_a_long_pile_is_told_by_its_size() -> None:
    outcome = run_check(
        {
            "setup": {"bases": [{"name": "bank"}], "decks": {"Alan": [1] * 20}},
            "expect": {"deck-size": {"Alan": 20}},
        }
    )
    deck = next(line for line in outcome.setup if line.startswith("Alan's deck"))
    assert deck.startswith("Alan's deck (top first): 20 cards (1-power minion, 1-power minion 2")
    assert "#" not in deck


def test_what_did_not_happen_is_a_players_sentence() -> None:
    check = {
        "setup": {"bases": [{"name": "bank", "breakpoint": 5, "minions": {"Alan": [5]}}]},
        "do": ["score"],
        "expect": {
            "vps": {"Alan": 3},
            "no-events": [
                {"kind": "vp-gained", "place": 2},
                {"kind": "counter-placed", "card": "alan-5"},
                {"kind": "base-scored", "base": "mill"},
            ],
        },
    }
    result = run_check(check).result
    assert result[-3:] == (
        "Nobody gains VPs for second place.",
        "No +1 power counter is placed on 5-power minion.",
        "Mill does not score.",
    )


@pytest.mark.parametrize(
    ("event", "words"),
    [
        (
            BaseScored("bank", (("Alan", 10, 1), ("Beth", 10, 1), ("Chris", 5, 3))),
            "bank scores, with Alan and Beth tied for first (10 power each) and Chris third "
            "(5 power)",
        ),
        (BaseScored("bank", (("Beth", 4, 1),)), "bank scores, with Beth first (4 power)"),
        (
            EffectAdded("here", 0, "start-of-turn:Alan", "cancelled"),
            "here's abilities are cancelled until the start of Alan's next turn",
        ),
        (EffectAdded("knight", 2, "end-of-turn"), "knight gets +2 power until the end of the turn"),
        (
            EffectsExpired("start-of-turn", "Alan", 1),
            "an effect that lasted until the start of Alan's turn ends",
        ),
        (
            EffectsExpired("end-of-turn", "Alan", 2),
            "2 effects that lasted until the end of the turn end",
        ),
    ],
    ids=["tie", "one-player", "cancelled", "power", "one-expires", "two-expire"],
)
def test_scoring_and_temporary_effects_read_as_english(event: Event, words: str) -> None:
    assert event.describe() == words


def test_a_step_the_rules_stop_is_told_as_an_attempt() -> None:
    check = {
        "cards": {"shield": {"power": 3, "ongoing": {"protected": True}}},
        "setup": {"bases": [{"name": "bank", "minions": {"Alan": [2], "Beth": ["shield"]}}]},
        "do": [{"destroy": "shield", "by": "alan-2", "illegal": "protected"}],
        "expect": {"zones": {"shield": "at bank"}},
    }
    assert run_check(check).steps == (
        "2-power minion tries to destroy Shield: nothing happens, as Shield is protected from "
        "2-power minion's effects.",
    )


def test_a_refused_play_and_what_may_be_played_are_sentences() -> None:
    check = {
        "setup": {
            "bases": [{"name": "bank"}, {"name": "mill"}],
            "hands": {"Alan": [{"card": 2, "name": "scout"}, {"card": 3, "name": "page"}]},
            "plays": {"Alan": {"minions": 1, "actions": 0}},
        },
        "do": [
            {"play": "scout", "on": "bank"},
            {"play": "page", "on": "mill", "illegal": "no minion play"},
        ],
        "expect": {"illegal": [{"play": "page", "on": "bank"}]},
    }
    outcome = run_check(check)
    assert outcome.steps[-1] == (
        "Alan tries to play Page on Mill: not allowed, as Alan has no minion play left this turn."
    )
    assert outcome.result == ("The active player may not play Page on Bank.",)


def test_the_setup_says_the_plays_a_player_has_left() -> None:
    check = {
        "setup": {"bases": [{"name": "bank"}], "plays": {"Alan": {"minions": 0, "actions": 2}}},
        "expect": {"vps": {"Alan": 0}},
    }
    setup = run_check(check).setup
    assert "Alan has no minion plays and 2 action plays left this turn." in setup
    assert not any("Beth has" in line for line in setup)  # the usual 1 and 1 go unsaid


def test_every_decision_kind_is_said_as_a_player_says_it() -> None:
    assert set(DECISION_QUESTIONS) == set(get_args(DecisionKind))
    for kind, question in DECISION_QUESTIONS.items():
        assert re.fullmatch(r"(?:which|whether|what|where|who) [a-z' +1-]+", question), kind


#: Two bases reach their breakpoint: Alan chooses which scores first.
TWO_BASES = {
    "setup": {
        "bases": [{"name": b, "breakpoint": 2, "minions": {"Alan": [3]}} for b in ("bank", "mill")],
        "base-deck": [20, 20],
    },
    "do": ["score"],
}


@pytest.mark.parametrize(
    ("choices", "expect", "said"),
    [
        (
            [{"score-base": "bank"}],
            {"offered": {"score-base": ["bank", "mill"]}},
            "Alan chooses which base scores first, and may choose Bank or Mill.",
        ),
        (
            [{"score-base": "bank"}],
            {"not-offered": {"score-base": "pass"}, "vps": {"Alan": 6}},
            "Alan chooses which base scores first, and may not pass.",
        ),
        (
            [{"score-base": "mill"}],
            {"decided-by": {"score-base": "Alan"}, "vps": {"Alan": 6}},
            "Alan chooses which base scores first.",
        ),
        (
            [{"score-base": "bank"}],
            {"events": [{"kind": "decision-made", "decision": "score-base"}]},
            "Alan chooses which base scores first: Bank.",
        ),
    ],
    ids=["offered", "not-offered-pass", "decided-by", "decision-made"],
)
def test_a_decision_reads_as_the_player_says_it(choices: list, expect: dict, said: str) -> None:
    result = run_check({**TWO_BASES, "choices": choices, "expect": expect}).result
    assert result[0] == said, result


def test_a_refused_answer_says_what_may_be_chosen() -> None:
    choices = [{"illegal": {"score-base": "pass"}}, {"score-base": "bank"}]
    steps = run_check({**TWO_BASES, "choices": choices, "expect": {"vps": {"Alan": 6}}}).steps
    assert steps[:2] == (  # told where it was refused: before the base scores
        "Score Bases phase of Alan's turn.",
        "Alan chooses which base scores first, and may not pass: the options are Bank and Mill.",
    ), steps


@pytest.mark.parametrize(
    ("spec", "text"),
    [
        ({"on-play": {"draw": 1}}, "Draw a card."),
        ({"on-play": [{"destroy": 1, "target": "here"}, {"draw": 2}]},
         "Destroy a minion here. Draw 2 cards."),
        ({"talent": {"place-counters": 1, "target": "yours"}},
         "Talent: Place a +1 power counter on one of your minions."),
        ({"modifier": "minion", "ongoing": {"power": -2}}, "Ongoing: This minion has -2 power."),
        ({"triggers": [{"on": "after-scoring", "here": True, "may": True, "do": {"gain-vp": 1}}]},
         "After this base scores, you may gain 1 VP."),
        ({"special": {"on": "before-scoring", "do": {"power": 3, "target": "yours"}}},
         "Special: Before a base scores, you may play this card: give one of your minions +3 "
         "power until the end of the turn."),
        ({"on-play": {"discard": 1, "then": {"extra-minion": {"immediate": True}}}},
         "Discard a card; if you do, you may play an extra minion now or not at all."),
        ({"on-play": {"each-player": {"destroy": 1, "target": "yours"}}},
         "Each player, starting with the current player: destroy one of their minions."),
        ({"on-play": {"warp": 2}}, "Warp 2."),  # a verb the tables lack is still said
        ({"triggers": {"on": "after-play", "may": True, "do": {"extra-action": {}}}},
         "After you play a card, you may play an extra action."),  # one "may", not two
        ({"type": "base", "triggers": {"on": "end-of-turn", "minion-here": True,
                                       "do": {"draw": 1}}},
         "At the end of each turn, if you have a minion here, draw a card."),
        ({"special": {"on": "before-scoring", "minion-here": True, "play": True}},
         "Special: Before a base scores, if you have a minion there, you may play this card."),
    ],
    ids=["draw", "two-effects", "talent", "ongoing", "trigger", "special", "then",
         "each-player", "unknown-verb", "may-once", "minion-here", "minion-there"],
)  # fmt: skip
def test_a_made_up_cards_abilities_read_as_card_text(spec: dict, text: str) -> None:
    assert card_text(spec) == text


def test_every_verb_of_the_card_language_has_card_text() -> None:
    assert sorted(set(verb_docs()) - set(VERB_TEXT)) == []
    for verb in verb_docs():
        said = card_text({"on-play": {verb: 1}})
        assert re.fullmatch(r"[A-Z][^{}\[\]]*\.", said), said
        assert ("-" not in verb or verb not in said) and "true" not in said, said


def test_a_stand_in_is_marked_as_one_and_its_text_quoted_as_printed() -> None:
    check = {
        "cards": {
            "rival": {"power": 2},
            "fencer": {"power": 3, "standin-for": "x/fencer", "on-play": {"duel": True}},
        },
        "setup": {"bases": [{"name": "bank"}], "hands": {"Alan": ["fencer"]}},
        "expect": {"hand-size": {"Alan": 1}},
    }
    setup = run_check(check).setup
    assert (
        "Fencer is made up for this example, standing in for Fencer: a 3-power minion, "
        'with the text "This minion duels a rival minion here."'
    ) in setup, setup  # "rival" in the text is a word, not the card Rival
    assert "Rival is made up for this example: a 2-power minion with no abilities." in setup


#: A faction draft of two players: Alan takes Time Travelers, Beth may not take it too.
DRAFT = {
    "setup": {
        "factions": {
            "time-travelers": [{"card": 3, "copies": 20}],
            "ninjas": [{"card": 2, "copies": 20}],
            "pirates": [{"card": 4, "copies": 20}],
            "robots": [{"card": 1, "copies": 20}],
        },
        "faction-pool": ["time-travelers", "ninjas", "pirates", "robots"],
        "base-deck": [20, 21, 22],
    },
    "do": [{"start-game": None, "first": "Alan"}],
    "choices": [
        {"choose-faction": "time-travelers", "player": "Alan"},
        {"illegal": {"choose-faction": "time-travelers"}},
        {"choose-faction": "ninjas", "player": "Beth"},
        {"choose-faction": "pirates", "player": "Beth"},
    ],
    "expect": {"hand-size": {"Alan": 5, "Beth": 5}},
}


def test_factions_are_named_as_a_player_would() -> None:
    outcome = run_check(DRAFT)
    told = " ".join(outcome.steps + outcome.result)
    assert "Alan chooses the Time Travelers faction" in told, told
    assert "may not choose Time Travelers" in told, told
    assert "time-travelers" not in told


def test_a_refused_answer_is_told_where_it_was_refused() -> None:
    steps = run_check(DRAFT).steps
    refused = next(i for i, line in enumerate(steps) if "may not choose" in line)
    chosen = [i for i, line in enumerate(steps) if " faction (20 cards)" in line]
    drawn = [i for i, line in enumerate(steps) if " is drawn " in line]
    assert chosen[0] < refused < chosen[1], steps  # after Alan's pick, before Beth's
    assert refused < drawn[0], steps


#: A base every player "may" draw from, and a minion whose draw after scoring is optional.
OPTIONAL_CHOICES = {
    "cards": {
        "well": {
            "type": "base",
            "breakpoint": 5,
            "triggers": [
                {"on": "after-scoring", "here": True, "do": {"each-player": {"may": {"draw": 1}}}}
            ],
        },
        "fan": {"power": 2, "triggers": [{"on": "after-scoring", "may": True, "do": {"draw": 1}}]},
    },
    "setup": {
        "bases": [
            {"name": "well", "card": "well", "minions": {"Alan": [6]}},
            {"name": "keep", "breakpoint": 30, "minions": {"Alan": ["fan"]}},
        ],
        "decks": {"Alan": [1, 1], "Beth": [1]},
        "base-deck": [20],
    },
    "do": ["score"],
    "choices": [
        {"may": "yes", "player": "Alan"},
        {"may": "no", "player": "Beth"},
        {"use-ability": "fan"},
    ],
    "expect": {"hand-size": {"Alan": 2, "Beth": 0}},
}


def test_a_players_optional_choices_are_told_in_their_places() -> None:
    steps = run_check(OPTIONAL_CHOICES).steps
    said = [line for line in steps if " chooses " in line]
    assert said == [
        "Alan chooses to use the ability of Well.",
        "Beth chooses not to use the ability of Well.",
        "Alan chooses to use the ability of Fan.",
    ]
    assert steps.index(said[0]) < steps.index(said[1]) < steps.index(said[2])


def _optional_answers(check: object) -> int:
    """How many legal yes/no or use-this-ability answers a check gives."""
    choices = check.get("choices") if isinstance(check, Mapping) else None
    return sum(
        1
        for choice in choices or []
        if isinstance(choice, Mapping)
        and ("may" in choice or ("use-ability" in choice and choice["use-ability"] != "pass"))
    )


def test_every_optional_answer_in_the_data_is_told_in_its_worked_example(real) -> None:  # type: ignore[no-untyped-def]
    dataset, results = real
    untold = {}
    for record in (*dataset.rulings, *dataset.rule_checks):
        result = results.get(record.id)
        if result is None or not result.status.startswith("verified"):
            continue
        given = _optional_answers(record.check)
        told = sum(1 for line in result.steps if re.search(r" chooses (?:not )?to ", line))
        if told < given:
            untold[record.id] = (given, told)
    assert untold == {}
