"""The grammar of the card language (typed values, positioned problems) and its English."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT
from ruamel.yaml import YAML
from scenariokit import every

from smashwiki.engine import definitions as d
from smashwiki.engine import legality, plays, standins, turn
from smashwiki.engine.cards import REGISTRY
from smashwiki.engine.decisions import RandomChooser
from smashwiki.engine.language.english import render, render_card
from smashwiki.engine.language.grammar import (
    SHORTHAND,
    Ability,
    Amount,
    CardAbilities,
    Effect,
    GrammarError,
    PowerFilter,
    Quantifier,
    Selector,
    Static,
    parse_abilities,
    parse_effects,
)
from smashwiki.engine.registry import Registry
from smashwiki.engine.scenario import run_check
from smashwiki.engine.setup import GameBuilder

#: What is printed on a stand-in, beside its abilities.
PRINTED = ("type", "name", "power", "breakpoint", "vps", "kind", "treasure", "monsters")
STANDIN_KEYS = (*PRINTED, "standin-for", "faction", "tags")


def _say(abilities: dict[str, Any], kind: str = "minion") -> str:
    return render_card(parse_abilities(abilities), kind=kind)


@pytest.mark.parametrize(
    ("abilities", "kind", "text"),
    [
        (
            {"on-play": {"destroy": 1, "target": {"power": {"at-most": 2}}}},
            "action",
            "Destroy a minion of power 2 or less.",
        ),
        (
            {
                "ongoing": {
                    "statics": [
                        {
                            "kind": "power",
                            "target": {
                                "whose": "you",
                                "where": "here",
                                "other": True,
                                "each": True,
                            },
                            "amount": 1,
                        }
                    ]
                }
            },
            "minion",
            "Ongoing: Your other minions here have +1 power.",
        ),
        ({"on-play": {"may": [{"draw": 1}]}}, "minion", "You may draw a card."),
        ({"on-play": [{"draw": 2}, {"gain-vp": 1}]}, "action", "Draw two cards. Gain 1 VP."),
        (
            {"on-play": {"destroy": 1, "target": {"whose": "other", "where": "here", "up-to": 2}}},
            "action",
            "Destroy up to two of other players' minions here.",
        ),
        ({"talent": {"draw": 1}}, "minion", "Talent: Draw a card."),
        (
            {"triggers": [{"on": "after-play", "affects": "self", "do": {"draw": 1}}]},
            "minion",
            "Ongoing: After you play an action that directly affects this minion, draw a card.",
        ),
        (
            {"modifier": "minion", "ongoing": {"power": 2}},
            "action",
            "Play on a minion. Ongoing: This minion has +2 power.",
        ),
        (
            {"special": {"on": "before-scoring", "do": {"power": 2, "target": "yours-here"}}},
            "action",
            "Special: Before a base scores, give one of your minions here +2 power until the end "
            "of the turn.",
        ),
        (
            {"on-play": {"extra-minion": {"max-power": 2}}},
            "action",
            "You may play an extra minion of power 2 or less.",
        ),
        (
            {"on-play": {"draw": {"value": 1, "for-each": {"whose": "other", "where": "here"}}}},
            "minion",
            "Draw a card for each other player's minion here.",
        ),
        (
            {"on-play": {"gain-vp": {"value": 1, "for-each": {"whose": "other"}}}},
            "action",
            "Gain 1 VP for each other player's minion.",
        ),
    ],
    ids=lambda value: value if isinstance(value, str) and len(value) < 12 else None,
)
def test_abilities_say_themselves_in_the_rulebooks_words(
    abilities: dict[str, Any], kind: str, text: str
) -> None:
    assert _say(abilities, kind) == text


def test_a_shorthand_verb_is_the_verb_with_a_selector() -> None:
    short = parse_abilities({"on-play": {"destroy-all": True, "target": "here"}})
    long = parse_abilities(
        {"on-play": {"destroy": True, "target": {"where": "here", "each": True}}}
    )
    assert short == long
    (ability,) = short.abilities
    assert ability.effects == (
        Effect("destroy", target=Selector(where="here", quantifier=Quantifier("each"))),
    )


def test_no_shorthand_verb_holds_its_target_in_the_typed_value() -> None:
    """Every old one-card verb becomes one of the heads: its name is never a verb."""
    for name, read in SHORTHAND.items():
        assert name not in {"self-to-hand", "destroy-self", "power-here", "destroy-all"} or read


def test_values_are_frozen() -> None:
    found = parse_abilities({"on-play": {"draw": 1}})
    with pytest.raises(AttributeError):
        found.modifier = "base"  # type: ignore[misc]


def test_counters_on_up_to_is_a_quantifier_on_place_counters() -> None:
    (ability,) = parse_abilities({"on-play": {"counters-on-up-to": 3}}).abilities
    (effect,) = ability.effects
    assert effect.verb == "place-counters"
    assert effect.target == Selector(quantifier=Quantifier("up-to", 3))
    assert effect.amount == Amount(1)


def test_ongoing_power_here_is_a_power_static_for_each_other_minion_here() -> None:
    found = parse_abilities({"ongoing": {"power-here": 1}})
    assert found == CardAbilities(
        (
            Ability(
                "ongoing",
                statics=(
                    Static(
                        "power",
                        Selector(where="here", other=True, quantifier=Quantifier("each")),
                        Amount(1),
                    ),
                ),
            ),
        )
    )


def test_a_printed_power_filter_reads() -> None:
    (effect,) = parse_effects({"destroy": 1, "target": {"printed-power": {"at-least": 4}}})
    assert effect.target is not None
    assert effect.target.power == PowerFilter("at-least", 4, printed=True)


@pytest.mark.parametrize(
    ("abilities", "path", "words"),
    [
        ({"on-play": {"draw": {}}}, ("on-play", "draw"), "{} is not a whole number"),
        ({"on-play": {"power": "big"}}, ("on-play", "power"), "'big' is not a whole number"),
        (
            {"on-play": [{"draw": 1}, {"zap": 1}]},
            ("on-play", 1, "zap"),
            "'zap' is not one of the verbs",
        ),
        ({"on-play": {"destroy": 1, "target": "there!"}}, ("on-play", "target"), "'there!'"),
        ({"triggers": [{"on": "never", "do": {"draw": 1}}]}, ("triggers", 0, "on"), "'never'"),
        ({"ongoing": {"power": True}}, ("ongoing", "power"), "True is not a whole number"),
        ({"on-play": {"destroy": 0}}, ("on-play", "destroy"), "at least 1"),
        (
            {"on-play": {"extra-minion": {"max-power": "2"}}},
            ("on-play", "extra-minion", "max-power"),
            "'2'",
        ),
    ],
    ids=[
        "draw-empty-mapping",
        "power-text",
        "unknown-verb",
        "bad-target",
        "bad-moment",
        "ongoing-bool",
        "zero-targets",
        "grant-text",
    ],
)
def test_a_mistyped_value_is_a_problem_at_its_path(
    abilities: dict[str, Any], path: tuple[str | int, ...], words: str
) -> None:
    with pytest.raises(GrammarError) as raised:
        parse_abilities(abilities)
    (problem,) = raised.value.problems
    assert problem.path == path
    assert words in problem.message


def test_every_problem_is_listed_at_once() -> None:
    with pytest.raises(GrammarError) as raised:
        parse_abilities({"on-play": [{"draw": {}}, {"gain-vp": "x"}], "talent": {"destroy": -1}})
    assert [p.path for p in raised.value.problems] == [
        ("on-play", 0, "draw"),
        ("on-play", 1, "gain-vp"),
        ("talent", "destroy"),
    ]


# ---------------------------------------------------------------- every declaration we hold


def _declarations(node: object) -> list[tuple[str, dict[str, Any], tuple[str, ...], str]]:
    """Every ``abilities:`` and stand-in in a YAML document: (name, mapping, printed keys,
    card type)."""
    found = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "abilities" and isinstance(value, dict):
                found.append((str(node.get("id")), value, ("tags",), str(node.get("type"))))
            elif key == "cards" and isinstance(value, dict):
                for name, spec in value.items():
                    if isinstance(spec, dict):
                        kind = str(spec.get("type", "minion"))
                        found.append((str(name), spec, STANDIN_KEYS, kind))
            found += _declarations(value)
    elif isinstance(node, list):
        for value in node:
            found += _declarations(value)
    return found


def _yaml_files() -> list[Path]:
    return sorted(
        [*(ROOT / "data").rglob("*.yaml"), *(ROOT / "tests" / "scenarios").rglob("*.yaml")]
    )


def test_every_declared_card_and_standin_parses_and_renders() -> None:
    reader = YAML(typ="safe", pure=True)
    said = 0
    for path in _yaml_files():
        for name, spec, printed, kind in _declarations(reader.load(path.read_text("utf-8"))):
            abilities = parse_abilities(spec, extra_keys=printed)
            text = render_card(abilities, kind=kind)
            declares = abilities.abilities or abilities.modifier or abilities.instead_of
            assert bool(text) == bool(declares), (path, name)
            for ability in abilities.abilities:
                assert render(ability, kind=kind).endswith("."), (path, name, ability)
            said += 1
    assert said > 0


# ---------------------------------------------------------------- each construct, played

CONSTRUCTS = every("grammar.yaml")


@pytest.mark.parametrize("name", list(CONSTRUCTS))
def test_a_construct_of_the_grammar_plays(name: str) -> None:
    run_check(CONSTRUCTS[name])


# ---------------------------------------------------------------- the invented corpus

CORPUS = YAML(typ="safe", pure=True).load(
    (ROOT / "tests" / "fixtures" / "grammar" / "corpus.yaml").read_text("utf-8")
)


def _corpus_id(card: dict[str, Any]) -> str:
    return str(card["text"])[:60]


@pytest.mark.parametrize("card", CORPUS, ids=_corpus_id)
def test_an_invented_card_text_is_said_back_by_its_declaration(card: dict[str, Any]) -> None:
    declared = parse_abilities(card["abilities"])
    assert render_card(declared, kind=card["type"]) == card["text"]


def _table(card: dict[str, Any]) -> tuple[Any, str]:
    """A small game in Alan's Play Cards phase, the card in Alan's hand (a base card: in
    play), minions of both players at two bases, cards in every pile; a seeded random
    player answers every decision."""
    spec = {"type": card["type"], **card["abilities"]}
    if card["type"] == "base":
        spec["breakpoint"] = 40
    definition = standins.define("corpus-card", spec)
    registry = Registry()
    standins.register(definition, registry)
    builder = GameBuilder(["Alan", "Beth"], phase="play").define(definition)
    if card["type"] == "base":
        builder.base("bank", card=definition)
    else:
        builder.base("bank", breakpoint=40)
    builder.base("keep", breakpoint=40)
    for player, base, power in (("Alan", "bank", 2), ("Alan", "bank", 3), ("Beth", "bank", 1)):
        builder.minion(player, base, power)
    builder.minion("Beth", "bank", 4).minion("Beth", "keep", 2).minion("Alan", "keep", 5)
    for player in ("Alan", "Beth"):
        builder.deck(player, 1, 2, 3, d.vanilla_action(), 4)
        builder.discard(player, 2, d.vanilla_action("spent"))
    uid = "bank" if card["type"] == "base" else builder.pile("Alan", "hand", definition)[0]
    builder.hand("Alan", 3, d.vanilla_action("spare"))
    game = builder.build(chooser=RandomChooser(random.Random(7)), registries=(registry, REGISTRY))
    return game, uid


@pytest.mark.parametrize("card", CORPUS, ids=_corpus_id)
def test_an_invented_card_plays(card: dict[str, Any]) -> None:
    """The card is played (a base: a turn is played at it and it scores), and the engine
    runs its abilities without an error; an on-play card's effects log an event of theirs
    or it could do nothing on this table (said by the test's list of such cards)."""
    game, uid = _table(card)
    if card["type"] == "base":
        turn.advance_to(game, "next-turn")
        return
    offered = [a for a in legality.legal_actions(game) if getattr(a, "card", None) == uid]
    if "special" in card["abilities"]:
        assert not offered or game.is_special(uid)
        return
    assert offered, card["text"]
    start = len(game.log)
    plays.perform(game, offered[0])
    assert any(
        e.kind == "card-played" and getattr(e, "card", None) == uid for e in game.log[start:]
    )
    turn.advance_to(game, "next-turn")
