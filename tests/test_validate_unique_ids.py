"""validate.unique_ids: no two records of a kind share an id."""

from __future__ import annotations

from smashwiki.model import Card, Dataset, Ruling, Where
from smashwiki.validate import unique_ids


def card(card_id: str, line: int) -> Card:
    return Card(card_id, "X", "action", "f", None, "src", where=Where("data/f.yaml", line, 5))


def test_distinct_ids_pass():
    assert list(unique_ids.check(Dataset(cards=(card("f/a", 3), card("f/b", 9))))) == []


def test_duplicate_card_is_reported_at_the_second_with_the_first_named():
    problems = list(unique_ids.check(Dataset(cards=(card("f/a", 3), card("f/a", 9)))))
    assert [str(p) for p in problems] == [
        "data/f.yaml:9:5: duplicate id 'f/a': cards already has it at data/f.yaml:3:5"
    ]


def test_same_id_in_different_kinds_is_fine():
    ruling = Ruling("f/a", "faq", "t", "src")
    assert list(unique_ids.check(Dataset(cards=(card("f/a", 3),), rulings=(ruling,)))) == []
