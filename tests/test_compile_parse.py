"""Printed text cut into clauses and each clause parsed by the lark grammar, or
stopped with the reason a contributor can act on."""

from __future__ import annotations

import logging
from importlib import resources

import pytest
from compilekit import corpus
from lark import Lark

from smashwiki.compile.clauses import split
from smashwiki.compile.parse import REASONS, ClauseError, parse_clause

STOPS = corpus()["stops"]


def test_sections_and_sentences_are_numbered_in_printed_order():
    text = "Play on a base. Draw a card. Ongoing: You have +2 power here. Talent: Gain 1 VP."
    assert [(c.number, c.section, c.text) for c in split(text)] == [
        (1, "play-on", "Play on a base"),
        (2, "play", "Draw a card"),
        (3, "ongoing", "You have +2 power here"),
        (4, "talent", "Gain 1 VP"),
    ]


def test_a_special_section_keeps_its_sentences():
    clauses = split("Special: Play after a base scores. Draw two cards.")
    assert [(c.section, c.text) for c in clauses] == [
        ("special", "Play after a base scores"),
        ("special", "Draw 2 cards"),
    ]


def test_no_text_has_no_clauses():
    assert split("") == [] and split("  ") == []


def test_the_grammar_has_no_conflicts(caplog):
    """lark's LALR builder resolves a shift/reduce conflict silently (as a shift), so a
    conflict would narrow the language without a word: none may be there."""
    grammar = resources.files("smashwiki.compile").joinpath("clauses.lark").read_text()
    with caplog.at_level(logging.DEBUG, logger="lark"):
        Lark(grammar, parser="lalr", lexer="basic", debug=True)
    assert not [r.message for r in caplog.records if "conflict" in r.message.lower()]


@pytest.mark.parametrize("case", STOPS, ids=[case["text"] for case in STOPS])
def test_a_clause_stops_for_its_reason(case):
    with pytest.raises(ClauseError) as stopped:
        for clause in split(case["text"]):
            parse_clause(clause)
    assert case["reason"] in REASONS
    assert stopped.value.reason == case["reason"]


def test_an_unknown_word_is_named_with_its_column():
    with pytest.raises(ClauseError) as stopped:
        parse_clause(split("Destroy a gremlin.")[0])
    assert stopped.value.detail == "'gremlin' at column 11"


def test_an_unknown_word_is_not_read_as_a_keyword_and_the_rest():
    """'another' is one word, 'apple' is not 'a' + 'pple': words end at word boundaries."""
    with pytest.raises(ClauseError) as stopped:
        parse_clause(split("Destroy an apple.")[0])
    assert stopped.value.reason == "unknown word"


def test_the_verb_head_after_then_is_checked_too():
    with pytest.raises(ClauseError) as stopped:
        parse_clause(split("Draw a card, then banish a minion.")[0])
    assert (stopped.value.reason, stopped.value.detail) == (
        "unknown verb head",
        "'banish' at column 19",
    )


def test_the_parse_keeps_every_argument():
    tree = parse_clause(split("Destroy up to two minions of power 2 or less here.")[0])
    names = {subtree.data for subtree in tree.iter_subtrees()}
    assert {"destroy", "up_to", "power_at_most", "here"} <= names
