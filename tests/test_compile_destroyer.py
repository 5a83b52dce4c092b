"""lang-destroyer: who destroyed a minion. The engine records it on the destroy event
(``CardMoved.destroyer``: the controller of the card whose effect destroyed it; a base's
own ability, or no card, is no player; a minion discarded as its base scores is not
destroyed), so texts name it: "After you destroy a minion here, ..." (``destroyed-by``),
"After another player destroys one of your minions, ...", "After this minion is destroyed
by another player's card, ..." ("After another player destroys this minion"), "After a
player destroys a minion here, that player ..." and "After a minion is destroyed here, the
player who destroyed it ..." (``for: who-destroyed``: no one if no player did). Played by
scenarios; near-misses stop, said why ("one or more minions are destroyed": once per
effect, and the destroy event names no effect), or compile apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_same_values, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed
from smashwiki.engine.language.grammar import Trigger
from smashwiki.engine.scenario import run_check


def _trigger(text: str, card_type: str) -> Trigger:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    assert ability.trigger is not None
    return ability.trigger


# (text, card type, (moment, who: whose minion, here, destroyed_by, for_))
COMPILES = [
    ("Ongoing: After you destroy a minion here, draw a card.", "minion",
     ("minion-destroyed", "any", True, "you", "controller")),
    ("Play on a base. Ongoing: After you destroy another player's minion here, gain 1 VP.",
     "action", ("minion-destroyed", "other", True, "you", "controller")),
    ("Ongoing: After another player destroys one of your minions, draw two cards.", "minion",
     ("minion-destroyed", "you", False, "other", "controller")),
    ("Ongoing: Once per turn, after you destroy one of your minions, you may draw a card.",
     "minion", ("minion-destroyed", "you", False, "you", "controller")),
    ("Ongoing: After another player destroys a minion here, that player discards a card.",
     "minion", ("minion-destroyed", "any", True, "other", "who-destroyed")),
    ("After a player destroys a minion here, that player draws a card.", "base",
     ("minion-destroyed", "any", True, "any", "who-destroyed")),
    ("After a minion is destroyed here, the player who destroyed it gains 1 VP.", "base",
     ("minion-destroyed", "any", True, None, "who-destroyed")),
    ("After a minion is destroyed here, the player who destroyed it may place a +1 power"
     " counter on one of their minions.", "base",
     ("minion-destroyed", "any", True, None, "who-destroyed")),
    ("Ongoing: After one of your minions is destroyed, the player who destroyed it discards a"
     " card.", "minion", ("minion-destroyed", "you", False, None, "who-destroyed")),
    ("Ongoing: After this minion is destroyed by another player's card, draw a card.",
     "minion", ("destroyed", "you", False, "other", "controller")),
    ("Ongoing: When this minion is destroyed by one of your cards, gain 1 VP.", "minion",
     ("destroyed", "you", False, "you", "controller")),
    ("Ongoing: After this minion is destroyed, the player who destroyed it gains 1 VP.",
     "minion", ("destroyed", "you", False, None, "who-destroyed")),
    ("Play on a minion. Ongoing: After this minion is destroyed by another player's card, draw"
     " a card.", "action", ("destroyed", "you", False, "other", "controller")),
    ("Ongoing: After you destroy a minion here, if you have three or more minions here, draw a"
     " card.", "minion", ("minion-destroyed", "any", True, "you", "controller")),
]  # fmt: skip


@pytest.mark.parametrize(("text", "card_type", "values"), COMPILES, ids=lambda v: str(v)[:40])
def test_who_destroyed_compiles_to_its_values(
    text: str, card_type: str, values: tuple[object, ...]
) -> None:
    t = _trigger(text, card_type)
    assert (t.moment, t.who, t.here, t.destroyed_by, t.for_) == values


def test_the_destroyer_is_stored_in_the_card_language() -> None:
    text = "Ongoing: After another player destroys one of your minions, draw a card."
    stored = stand_in(text, "minion")["triggers"]
    assert stored == [{"on": "minion-destroyed", "do": [{"draw": 1}], "destroyed-by": "other"}]


@pytest.mark.parametrize(
    ("printed", "canonical"),
    [
        ("Ongoing: After another player destroys this minion, draw a card.",
         "Ongoing: After this minion is destroyed by another player's card, draw a card."),
        ("Ongoing: After this minion is destroyed by another player, draw a card.",
         "Ongoing: After this minion is destroyed by another player's card, draw a card."),
        ("Ongoing: After this minion is destroyed by you, gain 1 VP.",
         "Ongoing: After this minion is destroyed by one of your cards, gain 1 VP."),
        ("Ongoing: When another player destroys this minion, you may draw a card.",
         "Ongoing: When this minion is destroyed by another player's card, you may draw a card."),
    ],
    ids=["another-player-destroys-this", "by-another-player", "by-you", "when-destroys-this"],
)  # fmt: skip
def test_other_wordings_of_who_destroyed_this_minion(printed: str, canonical: str) -> None:
    assert_same_values(printed, canonical, "minion")


def test_after_and_when_this_minion_is_destroyed_by_are_one_moment() -> None:
    after = compile_text(
        "Ongoing: After this minion is destroyed by another player's card, draw a card."
    )
    when = compile_text(
        "Ongoing: When this minion is destroyed by another player's card, draw a card."
    )
    assert after.accepted and when.accepted
    assert after.compiled is not None and when.compiled is not None
    assert after.compiled.abilities == when.compiled.abilities


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Ongoing: After one or more minions are destroyed here, draw a card.", "minion",
         "its destroy event names no effect"),
        ("After you destroy a minion here, draw a card.", "base",
         "who destroyed a minion, on a base"),
        ("After another player destroys a minion here, gain 1 VP.", "base",
         "who destroyed a minion, on a base"),
        ("Ongoing: After you destroy two of your minions, draw a card.", "minion",
         "N of your minions destroyed at once"),
        ("Ongoing: After you destroy a minion of power 2 or less, draw a card.", "minion",
         "the power of a minion destroyed"),
        ("Ongoing: After you destroy another minion, draw a card.", "minion",
         "'another minion' destroyed"),
        ("Ongoing: After you destroy a minion on another base, draw a card.", "minion",
         "another place than here"),
        ("Ongoing: After this minion is destroyed by a card, draw a card.", "minion",
         "'by a card'"),
        ("Ongoing: After this minion is destroyed by another player's action, draw a card.",
         "minion", "a kind of card"),
        ("After a minion is destroyed here, the player who destroyed them gains 1 VP.", "base",
         "'the player who destroyed them'"),
        ("Ongoing: After a minion is played here, the player who destroyed it draws a card.",
         "minion", "after another moment than a destruction"),
        ("Ongoing: After a player destroys a minion here, the player who destroyed it draws a"
         " card.", "minion", "say 'that player'"),
        ("Ongoing: After you destroy a minion here, the player who destroyed it draws a card.",
         "minion", "say 'you'"),
        ("Ongoing: After another player destroys one of your minions, destroy one of their"
         " minions.", "minion", "'their' of a player the sentence does not name"),
    ],
    ids=["one-or-more", "base-you", "base-another", "two-of-yours", "power", "another-minion",
         "elsewhere", "by-a-card", "by-an-action", "them", "after-a-play", "a-player-then-who",
         "you-then-who", "their-minions"],
)  # fmt: skip
def test_who_destroyed_near_misses_stop(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


@pytest.mark.parametrize(
    ("first", "second", "card_type"),
    [
        ("Ongoing: After you destroy a minion here, draw a card.",
         "Ongoing: After a minion is destroyed here, draw a card.", "minion"),
        ("Ongoing: After you destroy a minion here, draw a card.",
         "Ongoing: After another player destroys a minion here, draw a card.", "minion"),
        ("Ongoing: After another player destroys one of your minions, draw a card.",
         "Ongoing: After one of your minions is destroyed, draw a card.", "minion"),
        ("Ongoing: After this minion is destroyed by another player's card, draw a card.",
         "Ongoing: After this minion is destroyed, draw a card.", "minion"),
        ("Ongoing: After this minion is destroyed by another player's card, draw a card.",
         "Ongoing: After this minion is destroyed by one of your cards, draw a card.", "minion"),
        ("After a minion is destroyed here, the player who destroyed it draws a card.",
         "After a minion is destroyed here, its owner draws a card.", "base"),
        ("After a player destroys a minion here, that player draws a card.",
         "After a minion is destroyed here, the player who destroyed it draws a card.", "base"),
    ],
    ids=["you-or-anyone", "you-or-another", "by-another-or-any", "this-by-another-or-any",
         "this-by-another-or-you", "destroyer-or-owner", "a-player-or-any-effect"],
)  # fmt: skip
def test_who_destroyed_pairs_compile_apart(first: str, second: str, card_type: str) -> None:
    one, other = assert_apart(first, second, card_type)
    assert one.rendered != other.rendered


# ---- played: the engine records who destroyed a minion (the destroying card's controller)

AXE = "Destroy a minion."
PLAYERS = ("Alan", "Beth")


def _table(cards: dict[str, Any], *, pit: str | None = None) -> dict[str, Any]:
    """Alan's turn: Alan's ``pal`` (power 2) and Beth's ``foe`` (power 3) at bank (of card
    ``pit`` if given), Beth's ``far`` (power 1) at keep; Alan holds ``axe`` (and ``watch``
    if given, with two action plays), Beth ``axe2``; each deck holds three cards."""
    bank: dict[str, Any] = {"name": "bank", "breakpoint": 30}
    if pit:
        bank["card"] = pit
    mine: list[Any] = [{"card": 2, "name": "pal"}]
    if cards.get("watch", {}).get("type") == "minion":
        mine.append("watch")
    bank["minions"] = {"Alan": mine, "Beth": [{"card": 3, "name": "foe"}]}
    keep = {"name": "keep", "breakpoint": 30, "minions": {"Beth": [{"card": 1, "name": "far"}]}}
    decks = {p: [{"card": 1, "name": f"{p[0].lower()}{i}"} for i in (1, 2, 3)] for p in PLAYERS}
    action = cards.get("watch", {}).get("type") == "action"
    axe = stand_in(AXE, "action")
    return {
        "active": "Alan",
        "cards": {**cards, "axe": axe, "axe2": axe},
        "setup": {
            "bases": [bank, keep],
            "decks": decks,
            "hands": {"Alan": ["axe", "watch"] if action else ["axe"], "Beth": ["axe2"]},
            "plays": {"Alan": {"actions": 2}},
        },
    }


def _destroying(check: dict[str, Any], by: str, doomed: str, first: list[Any]) -> dict[str, Any]:
    """``check`` doing ``first``, then ``by`` (Alan's ``axe``, or Beth's ``axe2`` on her
    turn) destroying ``doomed``."""
    turn = ["next-turn"] if by == "axe2" else []
    return {**check, "do": [*first, *turn, {"play": by}], "choices": [{"destroy-target": doomed}]}


YOU_DESTROY = "Play on a base. Ongoing: After you destroy a minion here, draw a card."


@pytest.mark.parametrize(
    ("by", "doomed", "hand"),
    [("axe", "foe", ["a1"]), ("axe", "far", []), ("axe", "pal", ["a1"]),
     ("axe2", "pal", ["axe", "a1", "a2"])],
    ids=["mine-destroys-here", "mine-destroys-elsewhere", "mine-destroys-my-own",
         "another-player-destroys-here"],
)  # fmt: skip
def test_after_you_destroy_a_minion_here_you_draw(by: str, doomed: str, hand: list[str]) -> None:
    check = _table({"watch": stand_in(YOU_DESTROY, "action")})
    check = _destroying(check, by, doomed, [{"play": "watch", "on": "bank"}])
    owner = "Alan" if doomed == "pal" else "Beth"
    expect = {"hand": {"Alan": hand}, "zones": {doomed: f"{owner}'s discard"}}
    run_check({**check, "expect": expect})


def test_the_wrong_player_destroying_draws_nothing_and_the_check_fails() -> None:
    check = _table({"watch": stand_in(YOU_DESTROY, "action")})
    check = _destroying(check, "axe", "far", [{"play": "watch", "on": "bank"}])
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"hand": {"Alan": ["a1"]}}})


THEY_DESTROY_MINE = "Ongoing: After another player destroys one of your minions, gain 1 VP."


@pytest.mark.parametrize(
    ("by", "doomed", "vps"),
    [("axe2", "pal", 1), ("axe", "pal", 0), ("axe2", "foe", 0)],
    ids=["beth-destroys-mine", "i-destroy-mine", "beth-destroys-hers"],
)
def test_another_player_destroying_one_of_yours_scores(by: str, doomed: str, vps: int) -> None:
    check = _table({"watch": stand_in(THEY_DESTROY_MINE, "minion", power=2)})
    check = _destroying(check, by, doomed, [])
    zones = {doomed: f"{'Alan' if doomed == 'pal' else 'Beth'}'s discard"}
    run_check({**check, "expect": {"vps": {"Alan": vps, "Beth": 0}, "zones": zones}})


DESTROYER_SCORES = "After a minion is destroyed here, the player who destroyed it gains 1 VP."


@pytest.mark.parametrize(
    ("by", "doomed", "vps"),
    [("axe", "foe", {"Alan": 1, "Beth": 0}), ("axe2", "pal", {"Alan": 0, "Beth": 1}),
     ("axe", "far", {"Alan": 0, "Beth": 0})],
    ids=["alan-destroys", "beth-destroys", "elsewhere"],
)  # fmt: skip
def test_the_player_who_destroyed_it_gains_1_vp(by: str, doomed: str, vps: dict[str, int]) -> None:
    check = _table({"pit": stand_in(DESTROYER_SCORES, "base", breakpoint=30)}, pit="pit")
    zones = {doomed: f"{'Alan' if doomed == 'pal' else 'Beth'}'s discard"}
    run_check({**_destroying(check, by, doomed, []), "expect": {"vps": vps, "zones": zones}})


@pytest.mark.parametrize("by", [None, "bank"], ids=["no-card", "the-base-itself"])
def test_a_minion_destroyed_by_no_players_card_gives_no_one_a_vp(by: str | None) -> None:
    check = _table({"pit": stand_in(DESTROYER_SCORES, "base", breakpoint=30)}, pit="pit")
    step: dict[str, Any] = {"destroy": "foe"} if by is None else {"destroy": "foe", "by": by}
    expect = {"vps": {"Alan": 0, "Beth": 0}, "zones": {"foe": "Beth's discard"}}
    run_check({**check, "do": [step], "expect": expect})


def test_a_minion_discarded_as_its_base_scores_has_no_destroyer() -> None:
    check = _table({"pit": stand_in(DESTROYER_SCORES, "base", breakpoint=2)}, pit="pit")
    check["setup"]["bases"][0]["breakpoint"] = 2
    expect = {"vps": {"Alan": 2, "Beth": 3}, "zones": {"foe": "Beth's discard"}}
    run_check({**check, "do": ["score"], "expect": expect})


def test_the_player_who_destroyed_it_places_a_counter_on_one_of_theirs() -> None:
    text = (
        "After a minion is destroyed here, the player who destroyed it may place a +1 power"
        " counter on one of their minions."
    )
    check = _table({"pit": stand_in(text, "base", breakpoint=30)}, pit="pit")
    check = _destroying(check, "axe2", "pal", [])
    check["choices"] += [{"use-ability": "bank", "player": "Beth"}, {"counter-target": "far"}]
    run_check({**check, "expect": {"counters": {"far": 1}}})


def test_after_a_player_destroys_a_minion_here_that_player_draws() -> None:
    text = "After a player destroys a minion here, that player draws a card."
    check = _table({"pit": stand_in(text, "base", breakpoint=30)}, pit="pit")
    check = _destroying(check, "axe2", "pal", [])
    run_check({**check, "expect": {"hand": {"Beth": ["b1"], "Alan": ["axe", "a1", "a2"]}}})


BY_ANOTHER = "Ongoing: After this minion is destroyed by another player's card, draw a card."


@pytest.mark.parametrize(
    ("by", "hand"),
    [("axe2", ["axe", "a1", "a2", "a3"]), ("axe", [])],
    ids=["beth-destroys-it", "alan-destroys-it"],
)
def test_this_minion_destroyed_by_another_players_card_draws(by: str, hand: list[str]) -> None:
    check = _table({"watch": stand_in(BY_ANOTHER, "minion", power=2)})
    check = _destroying(check, by, "watch", [])
    run_check({**check, "expect": {"hand": {"Alan": hand}, "zones": {"watch": "Alan's discard"}}})


@pytest.mark.parametrize(
    ("by", "vps"),
    [("axe2", {"Alan": 0, "Beth": 1}), ("axe", {"Alan": 1, "Beth": 0})],
    ids=["beth-destroys-it", "alan-destroys-it"],
)
def test_the_player_who_destroyed_this_minion_gains_1_vp(by: str, vps: dict[str, int]) -> None:
    text = "Ongoing: After this minion is destroyed, the player who destroyed it gains 1 VP."
    check = _destroying(_table({"watch": stand_in(text, "minion", power=2)}), by, "watch", [])
    run_check({**check, "expect": {"vps": vps, "zones": {"watch": "Alan's discard"}}})


def test_that_player_who_destroyed_a_minion_here_discards() -> None:
    text = "Ongoing: After another player destroys a minion here, that player discards a card."
    check = _table({"watch": stand_in(text, "minion", power=2)})
    check["setup"]["hands"]["Beth"] = ["axe2", {"card": 1, "name": "junk"}]
    check = _destroying(check, "axe2", "pal", [])
    expect = {"zones": {"junk": "Beth's discard", "pal": "Alan's discard"}}
    run_check({**check, "expect": expect})
