"""validate.references: every id the data names exists."""

from __future__ import annotations

from smashwiki.model import Card, Dataset, Rule, Ruling, Source, Where
from smashwiki.validate import references

WHERE = Where(
    "data/rulings/x.yaml", 4, 5, {"cards": (6, 5), "cards[1]": (8, 9), "rules[0]": (10, 9)}
)
SOURCE = Source("src", "A source", "wiki")
CARD = Card("f/doctor-when", "Doctor When", "minion", "f", None, "src", power=5)
RULE = Rule("scoring", "Scoring", "src")


def check(*rulings: Ruling) -> list[str]:
    dataset = Dataset(sources=(SOURCE,), cards=(CARD,), rules=(RULE,), rulings=rulings)
    return [str(p) for p in references.check(dataset)]


def test_resolving_references_pass():
    assert check(Ruling("x/1", "faq", "t", "src", ("f/doctor-when",), ("scoring",))) == []


def test_dangling_card_is_reported_at_its_list_item_with_a_guess():
    ruling = Ruling("x/1", "faq", "t", "src", ("f/doctor-when", "f/doctor-wen"), where=WHERE)
    assert check(ruling) == [
        "data/rulings/x.yaml:8:9: unknown card 'f/doctor-wen' (did you mean 'f/doctor-when'?)"
    ]


def test_dangling_rule_and_source_are_reported():
    ruling = Ruling("x/1", "faq", "t", "nope", (), ("scorring",), where=WHERE)
    messages = check(ruling)
    assert len(messages) == 2
    assert any("unknown source 'nope'" in m for m in messages)
    assert any(m.startswith("data/rulings/x.yaml:10:9: unknown rule 'scorring'") for m in messages)


def test_a_card_ruling_names_its_own_card_implicitly():
    ruling = Ruling("f/doctor-when#1", "clarification", "t", "src", ("f/doctor-when",))
    assert check(ruling) == []
