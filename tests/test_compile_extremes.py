"""The highest- and lowest-power minion, and who breaks a tie (lang-extremes): a
superlative in a scope (here, there, on this base, in play, of a player: "your", "their";
"each player's"; "on each base") with the tie-break the card says after the effect
("(you choose in case of a tie)": the effect's player; "(owner's choice in case of a
tie)", "(controller's choice ...)": the tied minions' own player), and a minion's power
ranked at its own base ("with the highest power on its base", "with more power than any
other minion on its base").

The rules in data/ (the glossary, the provisos, scoring's "Untangling Ties" is of players,
not minions) do not say who chooses among tied minions: a superlative with no tie-break
stops (unless every tied minion is the effect's player's own: "your", "their" after a player
subject, whom every tie-break names), and so does an owner's choice among anyone's minions
(two players' tied minions: which owner chooses?). Played by scenarios (ties chosen by the
right player, a tie-less scope asks nothing, an empty scope does nothing, each player's with
players who have none there); near-misses that stop; near-misses that compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.errors import EngineError
from smashwiki.engine.language.grammar import (
    Effect,
    GrammarError,
    Quantifier,
    Selector,
    parse_abilities,
)
from smashwiki.engine.scenario import run_check

YOU = " (you choose in case of a tie)"
OWNERS = " (owner's choice in case of a tie)"
CONTROLLERS = " (controller's choice in case of a tie)"

LOWEST_HERE = "Talent: Destroy the minion with the lowest power here" + YOU + "."
EACH_BASE = "Return the highest-power minion on each base to its owner's hand" + YOU + "."
THEIR_LOWEST = "Each other player destroys their minion with the lowest power" + OWNERS + "."
EACH_PLAYERS = "Talent: Destroy each player's minion with the highest power here" + OWNERS + "."
SCORED = (
    "After this base scores, place each player's highest-power minion here on the bottom of its"
    " owner's deck" + OWNERS + "."
)
ALONE = "Destroy a minion that has more power than any other minion on its base."
TOP_OF_ITS_BASE = "Destroy a minion with the highest power on its base."


def _target(text: str, card_type: str) -> Selector:
    outcome = compile_text(text, card_type)
    assert outcome.accepted and outcome.compiled is not None, outcome.describe()
    (effect,) = {e for a in outcome.compiled.abilities.abilities for e in a.effects}
    while effect.verb == "each":
        (effect,) = effect.effects
    assert isinstance(effect, Effect) and effect.target is not None
    return effect.target


# ---- (1) texts that compile and round-trip, with their values


@pytest.mark.parametrize(
    ("text", "card_type", "expected"),
    [
        (LOWEST_HERE, "minion", Selector(where="here", superlative="lowest-power", tie="you")),
        (EACH_BASE, "action", Selector(superlative="highest-power", tie="you", most_per="base")),
        (THEIR_LOWEST, "action", Selector(whose="you", superlative="lowest-power", tie="owner")),
        (EACH_PLAYERS, "minion", Selector(where="here", superlative="highest-power", tie="owner",
                                          most_per="player")),
        (SCORED, "base", Selector(where="here", superlative="highest-power", tie="owner",
                                  most_per="player")),
        ("Destroy each player's minion with the lowest power" + CONTROLLERS + ".", "action",
         Selector(superlative="lowest-power", tie="controller", most_per="player")),
        ("Talent: Return your minion with the highest power to its owner's hand" + OWNERS + ".",
         "minion", Selector(whose="you", superlative="highest-power", tie="owner")),
        ("Special: Before a base scores, destroy the minion with the lowest power there" + YOU
         + ".", "action", Selector(where="there", superlative="lowest-power", tie="you")),
        ("Talent: Destroy each other player's highest-power minion here" + OWNERS + ".",
         "minion", Selector(whose="other", where="here", superlative="highest-power",
                            tie="owner", most_per="player")),
        ("Destroy the lowest-power minion on each base" + YOU + ".", "action",
         Selector(superlative="lowest-power", tie="you", most_per="base")),
        ("Talent: Place a +1 power counter on each player's minion with the lowest power here"
         + OWNERS + ".", "minion", None),
        (ALONE, "action", Selector(base_rank="only-highest-power")),
        ("Destroy a minion with less power than any other minion on its base.", "action",
         Selector(base_rank="only-lowest-power")),
        (TOP_OF_ITS_BASE, "action", Selector(base_rank="highest-power")),
        ("Return each minion with the lowest power on its base to its owner's hand.", "action",
         Selector(base_rank="lowest-power", quantifier=Quantifier("each"))),
    ],
    ids=["lowest-here-you", "each-base-you", "their-owners", "each-players-here-owners",
         "base-scored-each-players", "each-players-controllers", "your-owners", "special-there",
         "each-other-players", "lowest-on-each-base", "counter-each-players", "more-than-any-other",
         "less-than-any-other", "highest-on-its-base", "each-lowest-on-its-base"],
)  # fmt: skip
def test_extremes_compile_and_say_themselves_back(
    text: str, card_type: str, expected: Selector | None
) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    if expected is not None:
        assert _target(text, card_type) == expected


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Destroy each player's highest-power minion" + OWNERS + ".",
         "Destroy each player's minion with the highest power" + OWNERS + ".", "action"),
        ("Talent: Destroy the lowest-power minion here (its owner chooses in case of a tie).",
         "Talent: Destroy the minion with the lowest power here" + YOU.replace(
             "you choose", "owner's choice") + ".", "minion"),
        ("Destroy each player's lowest-power minion (its controller chooses in case of a tie).",
         "Destroy each player's minion with the lowest power" + CONTROLLERS + ".", "action"),
        (LOWEST_HERE.replace("you choose", "your choice"), LOWEST_HERE, "minion"),
        (ALONE, "Destroy a minion with more power than any other minion on its base.", "action"),
        ("Destroy the highest-power minion in play" + YOU + ".",
         "Destroy the minion with the highest power" + YOU + ".", "action"),
        ("Destroy a minion that has the lowest power on its base.",
         "Destroy a minion with the lowest power on its base.", "action"),
    ],
    ids=["each-players-highest-power", "its-owner-chooses", "its-controller-chooses",
         "your-choice", "that-has-more-power", "in-play", "that-has-the-lowest"],
)  # fmt: skip
def test_the_wordings_normalise_alike(printed: str, canonical: str, card_type: str) -> None:
    """Normalise rule 4 (lang-extremes): each wording is the canonical one."""
    assert normalise(printed) == normalise(canonical)
    if "owner's choice" in canonical and "the minion" in canonical:
        return  # an owner's choice of anyone's minions stops (below): the words still agree
    assert_same_values(printed, canonical, card_type)


# ---- (2) scenarios


def _bank(text: str, minions: dict[str, list[Any]], *, card_type: str = "minion") -> dict[str, Any]:
    """Alan's ``judge`` (``text``, power 3) at bank with ``minions``; mill holds Beth's
    ``far`` (power 1); Alan uses its Talent (plays it, for an action)."""
    bank = {"Alan": ["judge"], **minions} if card_type == "minion" else minions
    check: dict[str, Any] = {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {
            "judge": stand_in(text, card_type, **({"power": 3} if card_type == "minion" else {}))
        },
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 40, "minions": bank},
                {
                    "name": "mill",
                    "breakpoint": 40,
                    "minions": {"Beth": [{"card": 1, "name": "far"}]},
                },
            ],
        },
        "do": [{"talent": "judge"}] if card_type == "minion" else [{"play": "judge"}],
    }
    if card_type != "minion":
        check["setup"]["hands"] = {"Alan": ["judge"]}
    return check


def test_no_tie_no_choice() -> None:
    """Beth's 2 is the lowest here (judge is 3): destroyed, nobody asked."""
    check = _bank(LOWEST_HERE, {"Beth": [{"card": 2, "name": "b2"}, {"card": 5, "name": "b5"}]})
    run_check(
        {
            **check,
            "expect": {
                "zones": {
                    "b2": "Beth's discard",
                    "b5": "at bank",
                    "far": "at mill",
                    "judge": "at bank",
                }
            },
        }
    )


@pytest.mark.parametrize("chosen", ["b2", "c2"])
def test_you_choose_among_tied_minions_of_two_players(chosen: str) -> None:
    """Beth's 2 and Cara's 2 tie for the lowest here: Alan (you) chooses, either of them."""
    check = _bank(
        LOWEST_HERE, {"Beth": [{"card": 2, "name": "b2"}], "Cara": [{"card": 2, "name": "c2"}]}
    )
    other = "c2" if chosen == "b2" else "b2"
    owner = {"b2": "Beth", "c2": "Cara"}[chosen]
    expect = {
        "zones": {chosen: f"{owner}'s discard", other: "at bank"},
        "offered": {"destroy-target": ["b2", "c2"]},
    }
    run_check(
        {**check, "choices": [{"destroy-target": chosen, "player": "Alan"}], "expect": expect}
    )


def test_the_tie_is_not_beths_to_break_when_you_choose() -> None:
    check = _bank(LOWEST_HERE, {"Beth": [{"card": 2, "name": "b2"}, {"card": 2, "name": "b2x"}]})
    with pytest.raises(EngineError):
        run_check(
            {
                **check,
                "choices": [{"destroy-target": "b2", "player": "Beth"}],
                "expect": {"zones": {"b2": "Beth's discard"}},
            }
        )


def test_an_empty_scope_does_nothing() -> None:
    """Nothing at bank but the judge: it is the lowest there, alone, and goes (no choice);
    played as an action with nothing there at all, nothing happens."""
    check = _bank(LOWEST_HERE, {})
    run_check({**check, "expect": {"zones": {"judge": "Alan's discard", "far": "at mill"}}})
    text = "Destroy the minion with the lowest power" + YOU + "."
    empty = _bank(text, {}, card_type="action")
    empty["setup"]["bases"][1]["minions"] = {}
    run_check(
        {
            **empty,
            "expect": {
                "zones": {"judge": "Alan's discard"},
                "no-events": [{"kind": "card-moved", "reason": "destroyed"}],
            },
        }
    )


def _three(text: str, bank: dict[str, list[Any]], mill: dict[str, list[Any]]) -> dict[str, Any]:
    return {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"zap": stand_in(text, "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 40, "minions": bank},
                {"name": "mill", "breakpoint": 40, "minions": mill},
            ],
            "hands": {"Alan": ["zap"]},
        },
        "do": [{"play": "zap"}],
    }


@pytest.mark.parametrize("chosen", ["b2", "b2x"])
def test_their_tie_is_their_owners_choice(chosen: str) -> None:
    """Beth's two 2s tie for her lowest: Beth (their owner) chooses; Cara's 1 goes without a
    choice; Alan's 1 stays (he is no other player)."""
    check = _three(
        THEIR_LOWEST,
        {
            "Alan": [{"card": 1, "name": "a1"}],
            "Beth": [{"card": 2, "name": "b2"}, {"card": 4, "name": "b4"}],
            "Cara": [{"card": 1, "name": "c1"}],
        },
        {"Beth": [{"card": 2, "name": "b2x"}], "Cara": [{"card": 3, "name": "c3"}]},
    )
    other, at = ("b2x", "at mill") if chosen == "b2" else ("b2", "at bank")
    expect = {
        "zones": {
            chosen: "Beth's discard",
            other: at,
            "c1": "Cara's discard",
            "a1": "at bank",
            "b4": "at bank",
            "c3": "at mill",
        }
    }
    run_check(
        {**check, "choices": [{"destroy-target": chosen, "player": "Beth"}], "expect": expect}
    )


@pytest.mark.parametrize(
    ("untied", "card_type"),
    [
        ("Each other player destroys their lowest-power minion.", "action"),
        ("Talent: Return your minion with the lowest power to its owner's hand.", "minion"),
    ],
    ids=["theirs", "yours"],
)
def test_a_tie_among_the_effect_players_own_minions_needs_no_tie_break(
    untied: str, card_type: str
) -> None:
    """All the tied minions are the effect's player's own ("your", "their" after a player
    subject): that player chooses, whichever tie-break the card said, so none is needed."""
    outcome = compile_text(untied, card_type)
    assert outcome.accepted, outcome.describe()


@pytest.mark.parametrize("chosen", ["b2", "b2x"])
def test_their_untied_lowest_is_theirs_to_choose(chosen: str) -> None:
    """No tie-break said: Beth's two 2s tie for her lowest and Beth chooses, as with
    "(owner's choice ...)"."""
    check = _three(
        "Each other player destroys their lowest-power minion.",
        {"Beth": [{"card": 2, "name": "b2"}, {"card": 4, "name": "b4"}]},
        {"Beth": [{"card": 2, "name": "b2x"}]},
    )
    other, at = ("b2x", "at mill") if chosen == "b2" else ("b2", "at bank")
    expect = {"zones": {chosen: "Beth's discard", other: at, "b4": "at bank"}}
    run_check(
        {**check, "choices": [{"destroy-target": chosen, "player": "Beth"}], "expect": expect}
    )
    with pytest.raises(EngineError):
        run_check({**check, "choices": [{"destroy-target": chosen, "player": "Alan"}]})


def test_an_owners_tie_is_not_the_card_players_to_break() -> None:
    check = _three(
        THEIR_LOWEST, {"Beth": [{"card": 2, "name": "b2"}]}, {"Beth": [{"card": 2, "name": "b2x"}]}
    )
    with pytest.raises(EngineError):
        run_check(
            {
                **check,
                "choices": [{"destroy-target": "b2", "player": "Alan"}],
                "expect": {"zones": {"b2": "Beth's discard"}},
            }
        )


def test_each_players_highest_here_skips_players_with_none_there() -> None:
    """Alan's judge (3) is his highest here; Beth's two 5s tie (Beth chooses); Cara has no
    minion here (her 9 at mill is not here): none of hers goes."""
    check = _bank(
        EACH_PLAYERS,
        {
            "Beth": [
                {"card": 5, "name": "b5"},
                {"card": 5, "name": "b5x"},
                {"card": 1, "name": "b1"},
            ]
        },
    )
    check["setup"]["bases"][1]["minions"] = {"Cara": [{"card": 9, "name": "c9"}]}
    expect = {
        "zones": {
            "judge": "Alan's discard",
            "b5x": "Beth's discard",
            "b5": "at bank",
            "b1": "at bank",
            "c9": "at mill",
        }
    }
    run_check({**check, "choices": [{"destroy-target": "b5x", "player": "Beth"}], "expect": expect})


def _borrowed(text: str) -> dict[str, Any]:
    """Beth controls her own 2 and Cara's 2 (tied, of two owners); Cara controls her 3."""
    return _three(
        text,
        {
            "Beth": [{"card": 2, "name": "b2"}],
            "Cara": [{"card": 2, "name": "c2", "controller": "Beth"}],
        },
        {"Cara": [{"card": 3, "name": "c3"}]},
    )


def test_a_controllers_tie_of_two_owners_is_the_controllers() -> None:
    """Beth's tied 2s (hers, and Cara's she controls): Beth chooses Cara's, which goes to
    Cara's discard pile; Cara's own lowest (her 3) goes too."""
    check = _borrowed(
        "Each other player destroys their minion with the lowest power" + CONTROLLERS + "."
    )
    expect = {"zones": {"c2": "Cara's discard", "b2": "at bank", "c3": "Cara's discard"}}
    run_check({**check, "choices": [{"destroy-target": "c2", "player": "Beth"}], "expect": expect})


def test_an_owners_tie_of_two_owners_stops_the_scenario() -> None:
    """The card says its owner chooses: the tied minions have two owners, and it says
    nothing more (the engine stops, said why, rather than choose for them)."""
    check = _borrowed(THEIR_LOWEST)
    with pytest.raises(EngineError, match="different owners"):
        run_check({**check, "expect": {"zones": {"c3": "Cara's discard"}}})


def test_each_other_players_highest_here_leaves_yours() -> None:
    """Beth's 5 and Cara's 4 go (each alone their highest here); Alan's 6 stays: he is no
    other player."""
    text = "Talent: Destroy each other player's highest-power minion here" + OWNERS + "."
    check = _bank(
        text,
        {
            "Alan": ["judge", {"card": 6, "name": "a6"}],
            "Beth": [{"card": 5, "name": "b5"}, {"card": 2, "name": "b2"}],
            "Cara": [{"card": 4, "name": "c4"}],
        },
    )
    expect = {
        "zones": {
            "b5": "Beth's discard",
            "c4": "Cara's discard",
            "a6": "at bank",
            "judge": "at bank",
            "b2": "at bank",
            "far": "at mill",
        }
    }
    run_check({**check, "expect": expect})


def test_each_players_with_no_minion_anywhere_there_is_no_choice() -> None:
    """Only the judge is here: Alan's highest, destroyed; Beth and Cara have none here."""
    check = _bank(EACH_PLAYERS, {})
    run_check({**check, "expect": {"zones": {"judge": "Alan's discard", "far": "at mill"}}})


def test_the_highest_on_each_base_is_chosen_per_base() -> None:
    """bank: Beth's 4 and Cara's 4 tie (Alan chooses); mill: Beth's 6 alone (no choice);
    vault is empty (nothing)."""
    check = _three(
        EACH_BASE,
        {
            "Alan": [{"card": 1, "name": "a1"}],
            "Beth": [{"card": 4, "name": "b4"}],
            "Cara": [{"card": 4, "name": "c4"}],
        },
        {"Beth": [{"card": 6, "name": "b6"}, {"card": 2, "name": "b2"}]},
    )
    check["setup"]["bases"].append({"name": "vault", "breakpoint": 40})
    expect = {
        "zones": {
            "c4": "Cara's hand",
            "b4": "at bank",
            "b6": "Beth's hand",
            "b2": "at mill",
            "a1": "at bank",
        },
        "offered": {"return-target": ["b4", "c4"]},
    }
    run_check({**check, "choices": [{"return-target": "c4", "player": "Alan"}], "expect": expect})


def test_may_is_yours_and_the_tie_is_the_owners() -> None:
    """ "You may ...": Alan says yes; Beth's tied 2s are hers to choose between."""
    text = "Talent: You may destroy each player's minion with the lowest power here" + OWNERS + "."
    check = _bank(text, {"Beth": [{"card": 2, "name": "b2"}, {"card": 2, "name": "b2x"}]})
    expect = {"zones": {"judge": "Alan's discard", "b2x": "Beth's discard", "b2": "at bank"}}
    run_check(
        {
            **check,
            "choices": [
                {"may": "yes", "player": "Alan"},
                {"destroy-target": "b2x", "player": "Beth"},
            ],
            "expect": expect,
        }
    )


def test_there_is_the_base_about_to_score() -> None:
    """Before bank scores, Alan's Special: the lowest there are Beth's 2 and Cara's 2 (Alan
    chooses Cara's); the 1 at mill is not there."""
    text = "Special: Before a base scores, destroy the minion with the lowest power there" + YOU
    check = {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"zap": stand_in(text + ".", "action")},
        "setup": {
            "bases": [
                {"name": "bank", "breakpoint": 12, "minions": {
                    "Alan": [{"card": 8, "name": "a8"}], "Beth": [{"card": 2, "name": "b2"}],
                    "Cara": [{"card": 2, "name": "c2"}]}},
                {"name": "mill", "breakpoint": 40,
                 "minions": {"Beth": [{"card": 1, "name": "far"}]}},
            ],
            "hands": {"Alan": ["zap"]},
            "base-deck": [{"card": 20, "name": "fresh"}],
        },
        "do": ["next-turn"],
        "choices": [{"use-ability": "zap", "player": "Alan"},
                    {"destroy-target": "c2", "player": "Alan"}],
        "expect": {"zones": {"c2": "Cara's discard", "far": "at mill"},
                   "offered": {"destroy-target": ["b2", "c2"]}},
    }  # fmt: skip
    run_check(check)


def test_may_is_asked_once_for_every_base() -> None:
    """ "You may ..." of the lowest on each base: Alan says yes once; then bank's tie (Beth's
    2 and Cara's 2) is his to break, mill's 1 goes without a choice."""
    text = "You may destroy the lowest-power minion on each base" + YOU + "."
    check = _three(
        text,
        {"Beth": [{"card": 2, "name": "b2"}], "Cara": [{"card": 2, "name": "c2"}]},
        {"Beth": [{"card": 1, "name": "b1"}, {"card": 3, "name": "b3"}]},
    )
    expect = {
        "zones": {"c2": "Cara's discard", "b2": "at bank", "b1": "Beth's discard", "b3": "at mill"}
    }
    run_check(
        {
            **check,
            "choices": [
                {"may": "yes", "player": "Alan"},
                {"destroy-target": "c2", "player": "Alan"},
            ],
            "expect": expect,
        }
    )


def test_may_declined_breaks_no_tie() -> None:
    text = "Talent: You may destroy each player's minion with the lowest power here" + OWNERS + "."
    check = _bank(text, {"Beth": [{"card": 2, "name": "b2"}, {"card": 2, "name": "b2x"}]})
    expect = {
        "zones": {"judge": "at bank", "b2x": "at bank", "b2": "at bank"},
        "events": [{"kind": "talent-used", "card": "judge"}],
        "no-events": [{"kind": "card-moved", "reason": "destroyed"}],
    }
    run_check({**check, "choices": [{"may": "no", "player": "Alan"}], "expect": expect})


def test_after_scoring_each_players_highest_goes_to_their_deck_bottom() -> None:
    """arena scores: Alan's 6 goes (alone); Beth's 4s tie, Beth chooses; Cara has none there."""
    arena = stand_in(SCORED, "base", breakpoint=10, vps=[3, 2, 1])
    check = {
        "players": ["Alan", "Beth", "Cara"],
        "cards": {"arena": arena},
        "setup": {
            "bases": [
                {
                    "name": "arena",
                    "card": "arena",
                    "minions": {
                        "Alan": [{"card": 6, "name": "a6"}, {"card": 1, "name": "a1"}],
                        "Beth": [{"card": 4, "name": "b4"}, {"card": 4, "name": "b4x"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Cara": [{"card": 7, "name": "c7"}]},
                },
            ],
            "base-deck": [{"card": 20, "name": "fresh"}],
            "decks": {p: [1, 1] for p in ["Alan", "Beth", "Cara"]},
        },
        "do": ["next-turn"],
        "choices": [{"to-deck-bottom": "b4x", "player": "Beth"}],
        "expect": {
            "zones": {
                "a6": "Alan's deck",
                "b4x": "Beth's deck",
                "a1": "Alan's discard",
                "b4": "Beth's discard",
                "c7": "at keep",
            }
        },
    }
    run_check(check)


def test_only_the_alone_highest_on_its_base_is_offered() -> None:
    """bank: Beth's 5 is alone the highest (offered); mill: two 4s tie (neither is more
    than every other one there: neither offered); Cara's 1 at mill is not."""
    check = _three(
        ALONE,
        {"Alan": [{"card": 1, "name": "a1"}], "Beth": [{"card": 5, "name": "b5"}]},
        {
            "Beth": [{"card": 4, "name": "b4"}],
            "Cara": [{"card": 4, "name": "c4"}, {"card": 1, "name": "c1"}],
        },
    )
    expect = {"zones": {"b5": "Beth's discard", "b4": "at mill", "c4": "at mill"}}
    run_check({**check, "expect": expect})


def test_the_highest_on_its_base_offers_tied_ones() -> None:
    check = _three(
        TOP_OF_ITS_BASE,
        {"Alan": [{"card": 1, "name": "a1"}], "Beth": [{"card": 5, "name": "b5"}]},
        {
            "Beth": [{"card": 4, "name": "b4"}],
            "Cara": [{"card": 4, "name": "c4"}, {"card": 1, "name": "c1"}],
        },
    )
    expect = {
        "zones": {"c4": "Cara's discard", "b4": "at mill", "b5": "at bank"},
        "offered": {"destroy-target": ["b5", "b4", "c4"]},
    }
    run_check({**check, "choices": [{"destroy-target": "c4", "player": "Alan"}], "expect": expect})


def test_a_minion_alone_on_its_base_is_its_highest() -> None:
    check = _three(ALONE, {}, {"Beth": [{"card": 2, "name": "b2"}]})
    run_check({**check, "expect": {"zones": {"b2": "Beth's discard"}}})


# ---- (3) near-misses that stop, said why


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Talent: Destroy the minion with the highest power here.", "minion", "no tie-break"),
        ("Return the highest-power minion on each base to its owner's hand" + OWNERS + ".",
         "action", "of anyone's minions"),
        ("Talent: Destroy the minion with the lowest power here" + CONTROLLERS + ".", "minion",
         "of anyone's minions"),
        ("Each other player destroys their minion with the lowest power" + YOU + ".", "action",
         "of another player's effect"),
        ("Destroy a minion" + YOU + ".", "action", "no 'highest (lowest) power' target"),
        ("Destroy each player's card.", "action", "cannot parse"),
        ("Destroy a minion on each base.", "action", "other than a superlative"),
        ("Destroy each player's minion with the lowest power here" + OWNERS + ".", "action",
         "at no base"),
        ("Destroy the minion with the highest power with the lowest power on its base" + YOU
         + ".", "action", "beside another power filter"),
        ("Destroy an action with the highest power on its base.", "action",
         "of other than minions in play"),
        ("Ongoing: Each minion with the highest power on its base has -1 power.", "minion",
         "ranked by power at their base"),
        ("Ongoing: Each of your minions with more power than any other minion on its base"
         " cannot be destroyed.", "minion", "ranked by power at their base"),
        ("Draw a card for each minion with more power than any other minion on its base.",
         "action", "a filter it cannot say"),
        # the highest of all there, or of those of power 3 or less?
        ("Talent: Destroy a minion of power 3 or less that has the highest power on its base.",
         "minion", "beside another power filter"),
    ],
    ids=["untied-here", "owners-of-anyones-each-base",
         "controllers-of-anyones-here", "you-in-their-effect", "tie-without-superlative",
         "each-players-without-superlative", "each-base-without-superlative",
         "here-on-an-action", "rank-beside-superlative", "rank-of-an-action",
         "ongoing-power-ranked", "ongoing-protection-ranked", "for-each-ranked",
         "rank-beside-power-filter"],
)  # fmt: skip
def test_near_misses_stop_and_say_why(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    "text",
    [
        "Talent: Destroy the minion with the lowest power here (Beth chooses in case of a tie).",
        "Talent: Destroy the minion with the lowest power here (you choose if tied).",
        "Talent: Destroy the minion with the lowest power here (owner's choice).",
    ],
    ids=["another-chooser", "other-words", "no-case-of-a-tie"],
)
def test_an_unknown_tie_break_stops(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "stopped", outcome.describe()


# ---- (4) near-misses that compile apart


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        (THEIR_LOWEST, THEIR_LOWEST.replace(OWNERS, CONTROLLERS), "action"),
        (LOWEST_HERE, LOWEST_HERE.replace("lowest", "highest"), "minion"),
        (EACH_BASE, EACH_BASE.replace("on each base", "here"), "minion"),
        (EACH_PLAYERS, EACH_PLAYERS.replace("each player's", "your"), "minion"),
        (ALONE, TOP_OF_ITS_BASE, "action"),
        (ALONE, ALONE.replace("more", "less"), "action"),
        (TOP_OF_ITS_BASE, "Destroy each minion with the highest power on its base.", "action"),
        ("Destroy the minion with the highest power" + YOU + ".", TOP_OF_ITS_BASE, "action"),
    ],
    ids=["owners-vs-controllers", "lowest-vs-highest", "each-base-vs-here",
         "each-players-vs-yours", "alone-vs-tied-too", "more-vs-less", "a-vs-each",
         "in-play-vs-on-its-base"],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str, card_type: str) -> None:
    assert_apart(first, second, card_type)


# ---- the values as declared (a stand-in's, a card's abilities:)


@pytest.mark.parametrize(
    ("target", "why"),
    [
        ({"tie": "owner"}, "without superlative"),
        ({"most-per": "player"}, "without superlative"),
        ({"superlative": "lowest-power", "tie": "him"}, "is not one of"),
        ({"base-rank": "highest"}, "is not one of"),
    ],
    ids=["tie-alone", "most-per-alone", "unknown-tie", "unknown-rank"],
)
def test_a_mistyped_tie_is_a_load_problem(target: dict[str, str], why: str) -> None:
    with pytest.raises(GrammarError, match=why):
        parse_abilities({"on-play": [{"destroy": 1, "target": target}]})
