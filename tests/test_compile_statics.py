"""Ongoing power and protection statics in their other wordings, compiled and played
(lang-statics):

- "while" as the condition of an ongoing power or restriction is "if" (normalise rule 4:
  a continuous effect counts exactly while its condition holds): "This minion has +2
  power while ...", "... cannot be destroyed while ...";
- of this minion's own power, "while (if) it is the only minion you have on this base" is
  "if this is your only minion here", and "while you have a minion of power 5 or more on
  this base" is "... here";
- distributive singulars: "Each other player's minion here has -1 power" is "Other
  players' minions here have -1 power", and "Each other minion you have here" / "Each of
  your other minions here" is "Your other minions here";
- "(to a minimum of 0)" after such a loss says nothing new (the engine floors every power
  at 0, once, the rulebook's "never reduced below zero");
- "cannot be affected by other players' cards (actions)" is "is (are) not affected by
  ..." (the glossary's Affect, whose checks play the one as the other).

Stops, said why: "have 0 power" (a power set, not a modifier: the rules do not say how
other modifiers combine with it); a power change of your minions "while you have a
minion of power 5 or more (on this base)" (the minion it changes may be the one the
condition reads); conditions no condition says yet ("while it has a +1 power counter on
it", "while there is a monster here", "no other minions of power 5 or more in play"); a
distributive singular with a relative clause ("that is moved here").
"""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_same_values
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.compile.normalise import normalise
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import (
    Amount,
    Condition,
    Quantifier,
    Selector,
    Static,
)
from smashwiki.engine.scenario import run_check

EACH = Quantifier("each")
SELF = Selector(this="self-or-host")
OTHERS_HERE = Selector(quantifier=EACH, whose="other", where="here")
YOUR_OTHERS_HERE = Selector(quantifier=EACH, whose="you", where="here", other=True)
ANY_OTHERS_HERE = Selector(quantifier=EACH, where="here", other=True)
YOURS_HERE = Selector(quantifier=EACH, whose="you", where="here")


def _statics(text: str, card_type: str = "minion") -> tuple[Static, ...]:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.accepted, outcome.describe()
    assert outcome.compiled is not None
    *_, ability = outcome.compiled.abilities.abilities
    return ability.statics


def _power(target: Selector, n: int, condition: Condition | None = None) -> Static:
    return Static("power", target=target, amount=Amount(n), condition=condition)


# ---------------------------------------------------------------- (1) compiles, values

ONLY_HERE = Condition("your-other-minions-here-at-most", count=0)


@pytest.mark.parametrize(
    ("text", "card_type", "statics"),
    [
        pytest.param(
            "Ongoing: Each other player's minion here has -2 power.",
            "minion",
            (_power(OTHERS_HERE, -2),),
            id="each-other-players-minion-here",
        ),
        pytest.param(
            "Ongoing: Each other player's minion on this base has -1 power (to a minimum of 0).",
            "minion",
            (_power(OTHERS_HERE, -1),),
            id="each-other-players-minion-on-this-base-floored",
        ),
        pytest.param(
            "Ongoing: Each other minion you have here has +2 power.",
            "minion",
            (_power(YOUR_OTHERS_HERE, 2),),
            id="each-other-minion-you-have-here",
        ),
        pytest.param(
            "Ongoing: Each of your other minions here has +1 power.",
            "minion",
            (_power(YOUR_OTHERS_HERE, 1),),
            id="each-of-your-other-minions-here",
        ),
        pytest.param(
            "Ongoing: This minion has +3 power while it is the only minion you have on this base.",
            "minion",
            (_power(SELF, 3, ONLY_HERE),),
            id="while-only-minion-you-have-on-this-base",
        ),
        pytest.param(
            "Ongoing: This minion has +1 power while it is the only minion you have here.",
            "minion",
            (_power(SELF, 1, ONLY_HERE),),
            id="while-only-minion-you-have-here",
        ),
        pytest.param(
            "Ongoing: This minion cannot be destroyed while you have another minion here.",
            "minion",
            (
                Static(
                    "cannot-be-destroyed",
                    SELF,
                    condition=Condition("your-other-minions-here-at-least", count=1),
                ),
            ),
            id="cannot-be-destroyed-while",
        ),
        pytest.param(
            "Play on a base. Ongoing: Your minions here cannot be affected by other players'"
            " actions.",
            "action",
            (Static("protect", YOURS_HERE, protect_from="other-players-actions"),),
            id="your-minions-here-cannot-be-affected-actions",
        ),
        pytest.param(
            "Play on a minion. Ongoing: This minion cannot be affected by other players' cards.",
            "action",
            (Static("protect", SELF, protect_from="other-players-cards"),),
            id="this-minion-cannot-be-affected-cards",
        ),
        pytest.param(
            "Ongoing: This minion cannot be affected by other players' actions.",
            "minion",
            (Static("protect", SELF, protect_from="other-players-actions"),),
            id="minion-cannot-be-affected-actions",
        ),
    ],
)
def test_statics_compile_to(text: str, card_type: str, statics: tuple[Static, ...]) -> None:
    assert _statics(text, card_type) == statics


@pytest.mark.parametrize(
    ("said", "same"),
    [
        pytest.param(
            "Ongoing: Each other player's minion here has -1 power.",
            "Ongoing: Other players' minions here have -1 power.",
            id="distributive-others",
        ),
        pytest.param(
            "Ongoing: Each other minion you have here has +1 power.",
            "Ongoing: Your other minions here have +1 power.",
            id="distributive-yours",
        ),
        pytest.param(
            "Ongoing: This minion has +2 power while you have another minion here.",
            "Ongoing: This minion has +2 power if you have another minion here.",
            id="while-is-if",
        ),
        pytest.param(
            "Ongoing: This minion cannot be affected by other players' cards.",
            "Ongoing: This minion is not affected by other players' cards.",
            id="cannot-be-affected",
        ),
        pytest.param(
            "Ongoing: Minions here cannot be affected by other players' actions.",
            "Ongoing: Minions here are not affected by other players' actions.",
            id="cannot-be-affected-plural",
        ),
    ],
)
def test_wordings_normalise_alike(said: str, same: str) -> None:
    assert normalise(said) == normalise(same)


@pytest.mark.parametrize(
    ("said", "other"),
    [
        pytest.param(
            # "each other minion here" is anyone's, "each other minion you have here" yours
            "Ongoing: Each other minion here has +1 power.",
            "Ongoing: Each other minion you have here has +1 power.",
            id="any-vs-yours",
        ),
        pytest.param(
            # "while" after an on-play effect is no ongoing condition: left as printed
            "Destroy a minion while there is a minion here.",
            "Destroy a minion if there is a minion here.",
            id="while-outside-statics",
        ),
        pytest.param(
            # "it" of another card than this minion's own power: left as printed
            "Ongoing: Your minions have +1 power while it is the only minion you have here.",
            "Ongoing: Your minions have +1 power if this is your only minion here.",
            id="it-of-a-group",
        ),
    ],
)
def test_near_wordings_differ(said: str, other: str) -> None:
    assert normalise(said) != normalise(other)


def test_each_other_minion_here_is_anyones() -> None:
    assert _statics("Ongoing: Each other minion here has +1 power.") == (
        _power(ANY_OTHERS_HERE, 1),
    )


# ---------------------------------------------------------------- (2) stops, said why


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        pytest.param(
            "Ongoing: Other players' minions here have 0 power.",
            "minion",
            "power set to 0",
            id="zero-power",
        ),
        pytest.param(
            "Ongoing: Other players' minions here of power 3 or less have 0 power.",
            "minion",
            "power set to 0",
            id="zero-power-filtered",
        ),
        pytest.param(
            "Play on a base. Ongoing: Other players' minions here have 0 power during your turn.",
            "action",
            "power set to 0",
            id="zero-power-during-your-turn",
        ),
        pytest.param(
            "Ongoing: This minion has +2 power while you have a minion of power 5 or more on"
            " this base.",
            "minion",
            "its power would depend on itself",
            id="power-while-a-minion-of-power-here",
        ),
        pytest.param(
            "Ongoing: Your minions have +1 power if you have a minion of power 4 or more.",
            "minion",
            "its power would depend on itself",
            id="power-if-a-minion-of-power",
        ),
        pytest.param(  # lang-restrict: of this minion it compiles (test_compile_restrict.py)
            "Ongoing: Your minions here cannot be destroyed while it has a +1 power counter on it.",
            "minion",
            "which card is 'it'?",
            id="while-it-has-a-counter",
        ),
        pytest.param(
            "Ongoing: This minion has +2 power while you have no other minions of power 4 or"
            " more in play.",
            "minion",
            "",
            id="while-no-other-minions-of-power",
        ),
        pytest.param(
            "Ongoing: Each other player's minion that is moved here has -1 power.",
            "minion",
            "",
            id="distributive-with-relative-clause",
        ),
        pytest.param(
            "Ongoing: This minion has +2 power while it is the only minion here.",
            "minion",
            "",
            id="only-minion-of-anyone",
        ),
    ],
)
def test_statics_stop(text: str, card_type: str, why: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status != "compiled", outcome.describe()
    assert why in outcome.describe()


# ---------------------------------------------------------------- (3) plays


def _board(
    cards: dict[str, Any], bank: dict[str, Any], mill: dict[str, Any] | None = None
) -> dict[str, Any]:
    bases: list[dict[str, Any]] = [{"name": "bank", "breakpoint": 30, "minions": bank}]
    if mill:
        bases.append({"name": "mill", "breakpoint": 30, "minions": mill})
    return {"players": ["Alan", "Beth"], "cards": cards, "setup": {"bases": bases}}


DRAIN = "Ongoing: Each other player's minion here has -2 power (to a minimum of 0)."


def _drain(expect: dict[str, int]) -> dict[str, Any]:
    check = _board(
        {"drain": stand_in(DRAIN, "minion", power=3)},
        {
            "Alan": ["drain", {"card": 4, "name": "pal"}],
            "Beth": [{"card": 4, "name": "rival"}, {"card": 1, "name": "tiny"}],
        },
        {"Beth": [{"card": 4, "name": "away"}]},
    )
    check["expect"] = {"power": expect}
    return check


def test_each_other_players_minion_here_is_lowered_floored_at_0() -> None:
    run_check(_drain({"drain": 3, "pal": 4, "rival": 2, "tiny": 0, "away": 4}), {})


@pytest.mark.parametrize(
    "wrong",
    [
        pytest.param({"pal": 2}, id="not-your-own-minion"),
        pytest.param({"away": 2}, id="not-at-another-base"),
        pytest.param({"tiny": -1}, id="never-below-0"),
    ],
)
def test_each_other_players_minion_here_wrong(wrong: dict[str, int]) -> None:
    with pytest.raises(ExpectationFailed):
        run_check(_drain(wrong), {})


RALLY = "Ongoing: Each of your other minions here has +1 power."


def _rally(expect: dict[str, int]) -> dict[str, Any]:
    check = _board(
        {"rally": stand_in(RALLY, "minion", power=2)},
        {"Alan": ["rally", {"card": 3, "name": "pal"}], "Beth": [{"card": 3, "name": "rival"}]},
        {"Alan": [{"card": 3, "name": "away"}]},
    )
    check["expect"] = {"power": expect}
    return check


def test_each_of_your_other_minions_here_is_raised() -> None:
    run_check(_rally({"rally": 2, "pal": 4, "rival": 3, "away": 3}), {})


@pytest.mark.parametrize(
    "wrong",
    [
        pytest.param({"rally": 3}, id="not-itself"),
        pytest.param({"rival": 4}, id="not-another-players"),
        pytest.param({"away": 4}, id="not-at-another-base"),
    ],
)
def test_each_of_your_other_minions_here_wrong(wrong: dict[str, int]) -> None:
    with pytest.raises(ExpectationFailed):
        run_check(_rally(wrong), {})


LONER = "Ongoing: This minion has +2 power while it is the only minion you have on this base."


def _loner(bank: dict[str, Any], expect: dict[str, int]) -> dict[str, Any]:
    check = _board({"loner": stand_in(LONER, "minion", power=3)}, bank)
    check["expect"] = {"power": expect}
    return check


def test_only_minion_you_have_here_counts_yours_only() -> None:
    """Beth's minion beside it does not matter: it is still Alan's only one there."""
    run_check(_loner({"Alan": ["loner"], "Beth": [{"card": 2, "name": "rival"}]}, {"loner": 5}), {})


def test_only_minion_you_have_here_not_with_another_of_yours() -> None:
    check = _loner({"Alan": ["loner", {"card": 2, "name": "pal"}]}, {"loner": 3})
    run_check(check, {})
    with pytest.raises(ExpectationFailed):
        run_check(_loner({"Alan": ["loner", {"card": 2, "name": "pal"}]}, {"loner": 5}), {})


SHIELD = "Ongoing: Your minions here cannot be affected by other players' cards."


def _shielded(expect: dict[str, int]) -> dict[str, Any]:
    """Beth's base modifier lowers minions at ``bank``: Alan's there are shielded."""
    check = _board(
        {
            "guard": stand_in(SHIELD, "minion", power=3),
            "sap": {"type": "action", "modifier": "base", "ongoing": {"power-here": -1}},
        },
        {"Alan": ["guard", {"card": 4, "name": "ally"}], "Beth": [{"card": 4, "name": "rival"}]},
    )
    check["setup"]["bases"][0]["modifiers"] = {"Beth": ["sap"]}
    check["expect"] = {"power": expect}
    return check


def test_cannot_be_affected_plays_as_not_affected() -> None:
    run_check(_shielded({"guard": 3, "ally": 4, "rival": 3}), {})


def test_cannot_be_affected_wrong() -> None:
    with pytest.raises(ExpectationFailed):
        run_check(_shielded({"ally": 3}), {})


def test_power_condition_of_other_players_minions_compiles() -> None:
    """No loop: the minions it lowers are not the ones the condition reads."""
    assert _statics(
        "Ongoing: Other players' minions here have -1 power while you have a minion of power 4"
        " or more here."
    ) == (_power(OTHERS_HERE, -1, Condition("your-minion-here-power-at-least", count=4)),)


def test_other_players_minions_lowered_while_you_have_a_big_minion_here() -> None:
    text = (
        "Ongoing: Other players' minions here have -1 power while you have a minion of power 4"
        " or more here."
    )

    def check(big: int, expect: int) -> dict[str, Any]:
        found = _board(
            {"sage": stand_in(text, "minion", power=2)},
            {
                "Alan": ["sage", {"card": big, "name": "big"}],
                "Beth": [{"card": 3, "name": "rival"}],
            },
        )
        found["expect"] = {"power": {"rival": expect}}
        return found

    run_check(check(4, 2), {})
    run_check(check(3, 3), {})
    with pytest.raises(ExpectationFailed):
        run_check(check(3, 2), {})


@pytest.mark.parametrize(
    ("printed", "canonical", "card_type"),
    [
        ("Each minion here gets +1 power.", "Each minion here has +1 power.", "base"),
        ("Ongoing: Your other minions here get +1 power.",
         "Ongoing: Your other minions here have +1 power.", "minion"),
        ("Choose a minion. It gets -2 power until the end of the turn.",
         "Choose a minion. It gains -2 power until the end of the turn.", "action"),
    ],
    ids=["base", "ongoing", "until"],
)  # fmt: skip
def test_gets_power_is_has_or_gains_it(printed: str, canonical: str, card_type: str) -> None:
    assert_same_values(printed, canonical, card_type)


def test_gets_power_for_no_while_on_an_action_stops() -> None:
    outcome = compile_text("Each of your minions gets +1 power.", "action")
    assert outcome.status == "stopped", outcome.describe()
