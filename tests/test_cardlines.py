"""importers.cardlines: every shape of Errata: line, power line and card section seen on the
AEG rulebook wiki."""

from __future__ import annotations

import pytest

from smashwiki.importers.cardlines import errata_line, power_line, section_types


@pytest.mark.parametrize(
    ("line", "fields", "understood"),
    [
        ("No", {}, True),
        ("None", {}, True),
        ("No.", {}, True),
        ("Yes, Wording", {"errata": [{"kind": "wording"}]}, True),
        (
            "Yes, Functional (power 4 to 3)",
            {"errata": [{"kind": "functional", "description": "power 4 to 3"}]},
            True,
        ),
        ("Yes, functional", {"errata": [{"kind": "functional"}]}, True),
        ("Yes - Functional", {"errata": [{"kind": "functional"}]}, True),
        ("Yes, Reversion", {"errata": [{"kind": "reversion"}]}, True),
        ("Yes", {"errata": [{"kind": "unknown"}]}, True),
        (
            "Yes, Wording (added Special) - errata'd in the Bigger Geekier Box",
            {
                "errata": [
                    {
                        "kind": "wording",
                        "description": "added Special",
                        "errata_in": "Bigger Geekier Box",
                    }
                ]
            },
            True,
        ),
        ("Unknown", {"errata_status": "unknown", "errata_note": "Unknown"}, True),
        ("Not stated", {"errata_status": "unknown", "errata_note": "Not stated"}, True),
        ("See source", {"errata_status": "unknown", "errata_note": "See source"}, True),
        ("Maybe, ask AEG", {"errata_status": "unknown", "errata_note": "Maybe, ask AEG"}, False),
        ("Yes, see FAQ", {"errata": [{"kind": "unknown", "description": "see FAQ"}]}, False),
    ],
    ids=[
        "no",
        "none",
        "no-dot",
        "wording",
        "functional-what",
        "functional-lower",
        "dash",
        "reversion",
        "bare-yes",
        "errata-in",
        "unknown",
        "not-stated",
        "see-source",
        "unreadable",
        "yes-unreadable",
    ],
)
def test_every_errata_line_shape(line, fields, understood):
    read = errata_line(line)
    assert read.fields() == fields
    assert read.understood is understood


@pytest.mark.parametrize(
    ("text", "power", "rest"),
    [
        ("Power 5 - Destroy a minion.", "5", "Destroy a minion."),
        ("power 3 - Draw a card.", "3", "Draw a card."),
        ("Power4 - Draw a card.", "4", "Draw a card."),
        ("Power X - X is your hand size.", "X", "X is your hand size."),
        ("Power 0 \u2013 Gains power.", "0", "Gains power."),
        ("Power 2: Ongoing.", "2", "Ongoing."),
    ],
    ids=["spaced", "lower-case", "no-space", "x", "zero-en-dash", "colon"],
)
def test_every_power_line_shape(text, power, rest):
    assert power_line(text) == (power, rest)


@pytest.mark.parametrize(
    "text", ["Powerful friends help.", "Play this on a base.", "Power counters stay."]
)
def test_text_that_only_starts_with_the_word_power_has_no_power(text):
    assert power_line(text) is None


@pytest.mark.parametrize(
    ("title", "value", "printed"),
    [
        ("Minions", "minion", None),
        ("Actions", "action", None),
        ("Characters", "character", None),
        ("Titan", "titan", None),
        ("Titans", "titan", None),
        ("Bases", "base", None),
        ("Minion/Action", ["minion", "action"], None),
        ("Minions and Actions", ["minion", "action"], None),
        ("Monsters", "unknown", "Monster"),
        ("Super Powers", "unknown", "Super Power"),
        ("Madness", "unknown", "Madness"),
        ("Heroes", "unknown", "Hero"),
        ("Minions (Characters)", "minion", None),
    ],
    ids=lambda value: value if isinstance(value, str) else None,
)
def test_every_card_section_is_typed_as_printed(title, value, printed):
    types = section_types(title)
    assert (types.value, types.printed) == (value, printed)
