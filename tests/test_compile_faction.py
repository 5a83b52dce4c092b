"""lang-faction: a known faction's noun before the kind of card names that faction's cards
("a Robot minion", "each other Wizard minion here", "a Pirate card"): the compiler reads
it as a faction selector when it is given the factions known (from the data: the faction
files' names, or a file's ``noun:``), and the renderer says it back so. A capitalised word
of no known faction still stops; a noun said alone ("a Robot") stops, said why."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from smashwiki.cli import cli
from smashwiki.compile.compiler import compile_text, draft
from smashwiki.compile.dump import to_yaml
from smashwiki.compile.parse import CANNOT_PARSE, CANNOT_SAY, UNKNOWN_WORD
from smashwiki.compile.report import compile_cards
from smashwiki.compile.store import compiled_for
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.factions import (
    faction_nouns,
    known_nouns,
    noun_of,
    singular,
)
from smashwiki.engine.language.grammar import Selector
from smashwiki.engine.scenario import run_check
from smashwiki.errors import DataError
from smashwiki.load import load_dataset
from smashwiki.model import Faction

#: invented factions, as the compiler is given them (id: noun)
KNOWN = {
    "robots": "Robot",
    "wizards": "Wizard",
    "pirates": "Pirate",
    "giant-ants": "Giant Ant",
    "kami": "Kami",
}

ROOT = Path(__file__).resolve().parent.parent


def _compiled(text: str, card_type: str = "action", known: dict[str, str] | None = None) -> Any:
    outcome = compile_text(text, card_type, factions=KNOWN if known is None else known)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    return outcome.compiled.abilities


def _target(text: str, card_type: str = "action") -> Selector:
    ability = _compiled(text, card_type).abilities[0]
    effect = ability.effects[0] if ability.effects else ability.statics[0]
    found = effect.target
    assert found is not None
    return found


def _stand_in(text: str, card_type: str, **printed: Any) -> dict[str, Any]:
    """As test_compile_plays.stand_in, with the factions of :data:`KNOWN` known."""
    return {"type": card_type, **printed, **to_yaml(_compiled(text, card_type))}


# ---- the noun of a faction -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "noun"),
    [
        ("Princesses", "Princess"),
        ("Dragons", "Dragon"),
        ("Teddy Bears", "Teddy Bear"),
        ("Sumo Wrestlers", "Sumo Wrestler"),
        ("Kaiju", "Kaiju"),
        ("Kree", "Kree"),
        ("Mermaids", "Mermaid"),
        ("Witches", "Witch"),
        ("Zombies", "Zombie"),
    ],
    ids=lambda v: v.replace(" ", "-"),
)
def test_a_factions_noun_is_its_name_in_the_singular(name: str, noun: str) -> None:
    assert singular(name) == noun


def test_a_faction_file_says_its_noun_where_the_rule_is_wrong() -> None:
    fairies = Faction(id="fairies", name="Fairies", set_id=None, source_id="s", noun="Fairy")
    ants = Faction(id="giant-ants", name="Giant Ants", set_id=None, source_id="s")
    assert singular("Fairies") == "Fairie"  # the rule's, wrong
    assert known_nouns([fairies, ants]) == {"fairies": "Fairy", "giant-ants": "Giant Ant"}


def test_a_noun_in_a_faction_file_is_loaded(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    path = data / "factions" / "musketeers.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "name: Musketeers\n", "name: Musketeers\nnoun: Swordsman\n"
        ),
        encoding="utf-8",
    )
    dataset = load_dataset(data, root=tmp_path)
    nouns = known_nouns(dataset.factions)
    assert nouns["musketeers"] == "Swordsman"
    assert nouns["time-travelers"] == "Time Traveler"
    assert compile_text("Destroy a Swordsman minion.", "action", factions=nouns).accepted
    assert not compile_text("Destroy a Musketeer minion.", "action", factions=nouns).accepted


def test_a_noun_not_in_the_schemas_form_is_a_problem(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    path = data / "factions" / "musketeers.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("name: Musketeers\n", "name: Musketeers\nnoun: x<b>\n"))
    with pytest.raises(DataError) as raised:
        load_dataset(data, root=tmp_path)
    [problem] = raised.value.problems
    assert "musketeers.yaml:4:7" in str(problem) and "is not a noun" in str(problem)


def test_the_renderer_says_a_faction_by_its_noun() -> None:
    assert noun_of("giant-ants") == "Giant Ant"  # no faction known: the rule, on its id
    with faction_nouns({"fairies": "Fairy"}):
        assert noun_of("fairies") == "Fairy"
    assert noun_of("fairies") == "Fairie"


# ---- compiled values ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "card_type", "faction", "what", "whose"),
    [
        ("Destroy a Robot minion.", "action", "robots", "minion", "any"),
        ("Return a Wizard action to its owner's hand.", "action", "wizards", "action", "any"),
        (
            "Move one of your Giant Ant minions to another base.",
            "action",
            "giant-ants",
            "minion",
            "you",
        ),
        ("Destroy all Kami minions here.", "minion", "kami", "minion", "any"),
        ("Ongoing: Your Pirate minions have +1 power.", "minion", "pirates", "minion", "you"),
        (
            "Search your deck for a Robot minion and place it into your hand. Shuffle your deck.",
            "action",
            "robots",
            "minion",
            "you",
        ),
        (
            "Place a Pirate card from your discard pile into your hand.",
            "action",
            "pirates",
            "card",
            "you",
        ),
    ],
    ids=["a-minion", "an-action", "one-of-yours", "all-here", "ongoing-yours", "search", "card"],
)
def test_a_faction_noun_compiles_to_a_faction_selector(
    text: str, card_type: str, faction: str, what: str, whose: str
) -> None:
    found = _target(text, card_type)
    assert (found.faction, found.what, found.whose) == (faction, what, whose)


def test_for_each_faction_minion_counts_that_factions_minions() -> None:
    ability = _compiled(
        "Ongoing: This minion has +1 power for each other Wizard minion you have here.", "minion"
    ).abilities[0]
    amount = ability.statics[0].amount
    assert amount is not None and amount.per is not None
    assert (amount.per.faction, amount.per.whose, amount.per.other) == (
        "wizards",
        "you",
        True,
    )


def test_the_rendering_says_the_noun_back() -> None:
    outcome = compile_text("Destroy up to two Giant Ant minions.", "action", factions=KNOWN)
    assert outcome.rendered == "Destroy up to two Giant Ant minions."


def test_without_factions_known_the_noun_stops_as_a_capitalised_word() -> None:
    outcome = compile_text("Destroy a Robot minion.", "action")
    assert outcome.status == "stopped" and outcome.stop is not None
    assert outcome.stop.reason == UNKNOWN_WORD and "capitalised" in outcome.stop.detail


def test_every_caller_passes_the_factions_known() -> None:
    text = "Destroy a Robot minion."
    [(_, outcome)] = compile_cards([("x", text, "action")], factions=KNOWN)
    assert outcome.accepted
    assert compiled_for("x/y", text, "action", by_hand=False, factions=KNOWN) is not None
    assert compiled_for("x/y", text, "action", by_hand=False) is None
    assert draft(text, "action", factions=KNOWN).stop is None


def test_smashwiki_compile_knows_the_datas_factions() -> None:
    result = CliRunner().invoke(
        cli,
        ["compile", "--type", "action", "--text", "Destroy a Time Traveler minion."],
        catch_exceptions=False,
    )
    assert "compiled and round-trips" in result.output, result.output


# ---- near-misses -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason", "says"),
    [
        ("Destroy a Robot.", CANNOT_SAY, "do not say whether"),
        ("Draw a card for each Wizard here.", CANNOT_SAY, "'a Wizard minion'"),
        ("Ongoing: Your Kami's power is doubled.", CANNOT_SAY, "'a Kami minion'"),
        ("Destroy a Robots minion.", CANNOT_SAY, "in the singular"),
        ("Destroy a Ninja minion.", UNKNOWN_WORD, "capitalised"),
        ("Destroy a robot minion.", UNKNOWN_WORD, "'robot'"),
        (
            "Choose a base where you have no Pirate minions.",
            CANNOT_PARSE,
            "where the grammar reads no faction",
        ),
    ],
    ids=["alone", "for-each-alone", "possessive", "plural-name", "unknown", "lowercase", "unread"],
)
def test_faction_near_misses_stop(text: str, reason: str, says: str) -> None:
    outcome = compile_text(text, "minion", factions=KNOWN)
    assert outcome.status == "stopped" and outcome.stop is not None, outcome.describe()
    assert outcome.stop.reason == reason
    assert says in outcome.stop.detail


def test_a_name_after_named_is_a_name_not_a_faction() -> None:
    found = _target("Destroy a minion named Robot Minion.")
    assert (found.name, found.faction) == ("Robot Minion", None)


def test_this_cards_own_name_wins_over_a_factions_noun() -> None:
    outcome = compile_text(
        "Destroy each other Robot here.", "minion", card_name="Robot", factions=KNOWN
    )
    assert outcome.accepted and outcome.compiled is not None
    found = outcome.compiled.abilities.abilities[0].effects[0].target
    assert found is not None and (found.name, found.faction) == ("Robot", None)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Destroy two Robot minions.", "Destroy up to two Robot minions."),
        ("Destroy a Robot minion.", "Destroy a Robot action."),
        ("Move one of your Robot minions to another base.", "Move a Robot minion to another base."),
        ("Destroy all Robot minions here.", "Destroy all Robot minions."),
        ("Destroy a Robot minion.", "Destroy a Wizard minion."),
    ],
    ids=["two-vs-up-to", "minion-vs-action", "yours-vs-any", "here-vs-anywhere", "faction"],
)
def test_faction_near_misses_compile_apart(first: str, second: str) -> None:
    card_type = "minion" if "here" in first else "action"
    assert _compiled(first, card_type) != _compiled(second, card_type)


# ---- scenarios ---------------------------------------------------------------------------


def _crusher() -> dict[str, Any]:
    crush = _stand_in("Destroy a Robot minion.", "action")
    return {
        "cards": {
            "crush": crush,
            "bot": {"type": "minion", "power": 3, "faction": "robots"},
            "droid": {"type": "minion", "power": 4, "faction": "robots"},
            "mage": {"type": "minion", "power": 2, "faction": "wizards"},
        },
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Beth": ["bot", "mage", {"card": 1, "name": "plain"}],
                        "Alan": ["droid"],
                    },
                }
            ],
            "hands": {"Alan": ["crush"]},
        },
        "do": [{"play": "crush"}],
    }


def test_only_a_minion_of_that_faction_is_offered() -> None:
    check = _crusher()
    expect = {
        "zones": {"bot": "Beth's discard", "mage": "at bank", "plain": "at bank"},
        "offered": {"destroy-target": ["bot", "droid"]},
        "not-offered": {"destroy-target": ["mage", "plain"]},
    }
    choices = [{"illegal": {"destroy-target": "mage"}}, {"destroy-target": "bot"}]
    run_check({**check, "choices": choices, "expect": expect}, {})


def test_a_minion_of_another_faction_may_not_be_chosen() -> None:
    check = _crusher()
    with pytest.raises(ExpectationFailed):
        run_check(
            {
                **check,
                "choices": [{"destroy-target": "bot"}],
                "expect": {"zones": {"mage": "Beth's discard"}},
            },
            {},
        )


def _counting() -> dict[str, Any]:
    sage = _stand_in(
        "Ongoing: This minion has +1 power for each other Wizard minion you have here.",
        "minion",
        power=2,
        faction="wizards",
    )
    wizard = {"type": "minion", "power": 1, "faction": "wizards"}
    return {
        "cards": {
            "sage": sage,
            "w1": wizard,
            "w2": wizard,
            "w3": wizard,
            "bot": {"type": "minion", "power": 1, "faction": "robots"},
        },
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": ["sage", "w1", "bot"], "Beth": ["w2"]},
                },
                {"name": "keep", "breakpoint": 30, "minions": {"Alan": ["w3"]}},
            ],
        },
    }


def test_for_each_counts_your_other_minions_of_the_faction_here() -> None:
    run_check({**_counting(), "expect": {"power": {"sage": 3}}}, {})


def test_for_each_does_not_count_others_or_elsewhere_or_another_faction() -> None:
    with pytest.raises(ExpectationFailed):
        run_check({**_counting(), "expect": {"power": {"sage": 4}}}, {})


def _search(choice: str) -> dict[str, Any]:
    seek = _stand_in(
        "Search your deck for a Pirate minion and place it into your hand. Shuffle your deck.",
        "action",
    )
    return {
        "cards": {
            "seek": seek,
            "corsair": {"type": "minion", "power": 3, "faction": "pirates"},
            "plunder": {"type": "action", "faction": "pirates"},
            "bot": {"type": "minion", "power": 2, "faction": "robots"},
        },
        "setup": {
            "bases": [{"name": "bank", "breakpoint": 30}],
            "hands": {"Alan": ["seek"]},
            "decks": {"Alan": ["bot", "plunder", "corsair"]},
        },
        "do": [{"play": "seek"}],
        "choices": [{"search": choice}],
    }


def test_a_search_finds_a_minion_of_that_faction() -> None:
    check = _search("corsair")
    expect = {"hand": {"Alan": ["corsair"]}, "offered": {"search": ["corsair"]}}
    run_check({**check, "expect": expect}, {})


def test_a_search_may_not_take_that_factions_action_nor_another_factions_minion() -> None:
    for wrong in ("plunder", "bot"):
        check = _search("corsair")
        with pytest.raises(ExpectationFailed):
            run_check({**check, "expect": {"hand": {"Alan": [wrong]}}}, {})
        check = {**check, "choices": [{"illegal": {"search": wrong}}, {"search": "corsair"}]}
        run_check({**check, "expect": {"hand": {"Alan": ["corsair"]}}}, {})


# ---- a base where you have a minion of a faction -----------------------------------------


def test_a_base_where_you_have_a_faction_minion_compiles_to_base_has() -> None:
    found = _target("Destroy a minion at a base where you have a Pirate minion.")
    assert found.where == "base-with-your-minion"
    assert found.base_has is not None and found.base_has.faction == "pirates"
    plain = _target("Destroy a minion at a base where you have a minion.")
    assert plain.base_has is None


def test_an_before_a_vowel_faction_noun_round_trips() -> None:
    known = {"aliens": "Alien"}
    text = "Return a minion at a base where you have an Alien minion to its owner's hand."
    assert compile_text(text, "action", factions=known).accepted
    wrong = "Return a minion at a base where you have a Alien minion to its owner's hand."
    assert not compile_text(wrong, "action", factions=known).accepted


def _raid() -> dict[str, Any]:
    raid = _stand_in("Destroy a minion at a base where you have a Pirate minion.", "action")
    pirate = {"type": "minion", "power": 2, "faction": "pirates"}
    bot = {"type": "minion", "power": 2, "faction": "robots"}
    return {
        "cards": {"raid": raid, "corsair": pirate, "bot": bot},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {"Alan": ["corsair"], "Beth": [{"card": 3, "name": "b1"}]},
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Alan": ["bot"], "Beth": [{"card": 3, "name": "b2"}]},
                },
            ],
            "hands": {"Alan": ["raid"]},
        },
        "do": [{"play": "raid"}],
    }


def test_only_minions_at_a_base_with_your_faction_minion_are_offered() -> None:
    expect = {"zones": {"b1": "Beth's discard", "b2": "at keep"}}
    expect["not-offered"] = {"destroy-target": ["b2", "bot"]}
    choices = [{"illegal": {"destroy-target": "b2"}}, {"destroy-target": "b1"}]
    run_check({**_raid(), "choices": choices, "expect": expect}, {})


def test_a_base_with_only_another_factions_minion_of_yours_fails() -> None:
    check = {**_raid(), "choices": [{"destroy-target": "b1"}]}
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"b2": "Beth's discard"}}}, {})
