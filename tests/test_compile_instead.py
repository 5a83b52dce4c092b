""" "If this minion would be destroyed, move it to another base instead." compiled
(lang-instead): a replacement effect, ``on: would-be-destroyed`` with the cards it watches
(``replaces:``: this minion, the minion this card is on, this card, one of your minions
(here), another of your minions here, a minion here of some power) and the effects done in
place of the destruction ("it": the card that would be destroyed, ``this: event``). The
engine plays it as an event replacement: the card is not destroyed (it does not go to the
discard pile; ``destruction-replaced`` is logged), so nothing that waits for a destruction
fires; "you may" is asked of the replacement's player first, and declined, the card is
destroyed as usual. Two replacements of one destruction, and a replacement that changes
nothing, stop the game: the rules do not say what happens. Near-misses stop or compile
apart."""

from __future__ import annotations

from typing import Any

import pytest
from compilekit import assert_apart, assert_stops
from test_compile_plays import stand_in

from smashwiki.compile.compiler import compile_text
from smashwiki.engine.errors import ExpectationFailed, InvalidScenario
from smashwiki.engine.language.grammar import Ability, Destination, Selector, Trigger
from smashwiki.engine.scenario import run_check

MOVE = "If this minion would be destroyed, move it to another base instead."
HAND = "If this minion would be destroyed, you may return it to your hand instead."
SHIELD = "Play on a minion. Ongoing: If this minion would be destroyed, destroy this card instead."
GUARD = "If another of your minions here would be destroyed, you may destroy this minion instead."
DECK = (
    "Play on a base. Ongoing: If a minion here would be destroyed, place it on the bottom of"
    " its owner's deck instead."
)
DRAW = "Ongoing: If this minion would be destroyed, draw 2 cards instead."


def _replacement(text: str, card_type: str = "minion") -> Ability:
    outcome = compile_text(text, card_type)
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.of("trigger")
    assert ability.trigger is not None and ability.trigger.moment == "would-be-destroyed"
    return ability


@pytest.mark.parametrize(
    ("text", "card_type", "replaces", "may", "verb"),
    [
        (MOVE, "minion", Selector(this="self-or-host"), False, "move"),
        ("Ongoing: " + MOVE, "minion", Selector(this="self-or-host"), False, "move"),
        (HAND, "minion", Selector(this="self-or-host"), True, "return"),
        ("Ongoing: If this minion would be destroyed, you may return it to its owner's hand"
         " instead.", "minion", Selector(this="self-or-host"), True, "return"),
        (SHIELD, "action", Selector(this="self-or-host"), False, "destroy"),
        (GUARD, "minion", Selector(whose="you", where="here", other=True), True, "destroy"),
        ("Ongoing: If one of your minions would be destroyed, you may shuffle it into its"
         " owner's deck instead.", "minion", Selector(whose="you"), True, "shuffle"),
        ("Ongoing: If one of your minions here would be destroyed, you may return it to your"
         " hand instead.", "minion", Selector(whose="you", where="here"), True, "return"),
        (DECK, "action", Selector(where="here"), False, "place"),
        ("Ongoing: If this minion would be destroyed, place it on top of its owner's deck"
         " instead.", "minion", Selector(this="self-or-host"), False, "place"),
        (DRAW, "minion", Selector(this="self-or-host"), False, "draw"),
        ("Play on a minion. Ongoing: If this card would be destroyed, return it to its"
         " owner's hand instead.", "action", Selector(what="card", this="self"), False,
         "return"),
        ("Play on one of your minions. Ongoing: If this minion would be destroyed, return it"
         " to your hand instead.", "action", Selector(this="self-or-host"), False, "return"),
    ],
    ids=[
        "move-unlabelled",
        "move-ongoing",
        "may-return-your-hand",
        "may-return-owners-hand",
        "modifier-destroys-itself",
        "another-of-yours-here",
        "one-of-yours-shuffled",
        "one-of-yours-here-returned",
        "base-modifier-deck-bottom",
        "deck-top",
        "draw-instead",
        "this-card",
        "your-minions-modifier-your-hand",
    ],
)  # fmt: skip
def test_replacements_compile_and_say_themselves_back(
    text: str, card_type: str, replaces: Selector, may: bool, verb: str
) -> None:
    ability = _replacement(text, card_type)
    assert ability.trigger == Trigger("would-be-destroyed", may=may, replaces=replaces)
    (effect,) = ability.effects
    assert effect.verb == verb and not effect.optional
    if verb in ("move", "return", "shuffle", "place"):  # "it": the card that would be destroyed
        assert effect.target == Selector(this="event")


def test_the_move_goes_to_another_base() -> None:
    (effect,) = _replacement(MOVE).effects
    assert effect.destination == Destination("base", base="another-base")


def test_the_modifier_destroys_itself_not_its_minion() -> None:
    (effect,) = _replacement(SHIELD, "action").effects
    assert effect.target == Selector(what="card", this="self")


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("If this minion would be destroyed, move it to another base instead.", "action",
         "not in play"),
        ("Play on a base. Ongoing: If this minion would be destroyed, move it to another base"
         " instead.", "action", "no minion and on none"),
        ("If a minion here would be destroyed, place it on the bottom of its owner's deck"
         " instead.", "base", "on a base"),
        ("Ongoing: If each of your minions would be destroyed, move it to another base"
         " instead.", "minion", "'each'"),
        ("Ongoing: If up to 2 of your minions would be destroyed, move it to another base"
         " instead.", "minion", "'up to N'"),
        ("Ongoing: If another player's minion here would be destroyed, return it to your hand"
         " instead.", "minion", "whose hand"),
        ("Ongoing: If this minion would be destroyed, you may return it to its owner's hand"
         " and draw a card instead.", "minion", "joined effects"),
        ("Ongoing: If a minion on another base would be destroyed, move it to another base"
         " instead.", "minion", "other than here"),
        ("Play on a minion. Ongoing: If this minion would be destroyed, return it to your hand"
         " instead.", "action", "differs"),
        ("Talent: If this minion would be destroyed, move it to another base instead.",
         "minion", "outside Ongoing"),
    ],
    ids=[
        "action-on-nothing",
        "this-minion-on-a-base-modifier",
        "on-a-base",
        "each",
        "up-to",
        "others-minion-your-hand",
        "may-two-effects",
        "another-base",
        "any-minions-host-your-hand",
        "talent",
    ],
)  # fmt: skip
def test_replacements_stop_where_they_would_play_otherwise(
    text: str, card_type: str, why: str
) -> None:
    outcome = compile_text(text, card_type)
    assert not outcome.accepted, outcome.describe()
    assert why in outcome.describe()


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: If this minion would be returned, move it to another base instead.",
        "Ongoing: If this minion would be destroyed, move it to another base.",
        "Ongoing: If this minion is destroyed, move it to another base instead.",
        "Ongoing: If this minion would be destroyed, instead move it to another base.",
        "Ongoing: If your minions would be destroyed, move them to another base instead.",
        "Ongoing: If this minion would be destroyed, move it to another base instead of the"
        " discard pile.",
        "Ongoing: If this minion would be destroyed, place it on top of your deck instead.",
    ],
    ids=[
        "returned",
        "no-instead",
        "is-destroyed",
        "instead-first",
        "them",
        "instead-of",
        "your-deck",
    ],
)
def test_near_miss_wordings_stop(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (MOVE, "If this minion would be destroyed, you may move it to another base instead."),
        ("Ongoing: If one of your minions here would be destroyed, move it to another base"
         " instead.", "Ongoing: If another of your minions here would be destroyed, move it to"
         " another base instead."),
        ("Ongoing: If one of your minions here would be destroyed, move it to another base"
         " instead.", "Ongoing: If one of your minions would be destroyed, move it to another"
         " base instead."),
        ("Ongoing: If one of your minions here would be destroyed, move it to another base"
         " instead.", "Ongoing: If a minion here would be destroyed, move it to another base"
         " instead."),
        (MOVE, "If this minion would be destroyed, return it to its owner's hand instead."),
        ("Ongoing: If this minion would be destroyed, place it on top of its owner's deck"
         " instead.", "Ongoing: If this minion would be destroyed, place it on the bottom of"
         " its owner's deck instead."),
        (MOVE, "Ongoing: After this minion is destroyed, draw a card."),
    ],
    ids=["may", "another", "here", "yours", "verb", "deck-end", "after-destroyed"],
)  # fmt: skip
def test_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "minion")


# ------------------------------------------------------------------------------ playing

#: Alan's: after one of his minions is destroyed (any), he draws a card: it must not fire
#: for a minion that was not destroyed.
MOURN = "Ongoing: After one of your minions is destroyed, draw a card."
#: Alan's: when this minion is destroyed (its own destruction trigger).
LAST = "When this minion is destroyed, draw a card."


def _game(cards: dict[str, Any], bank: dict[str, list[Any]], **more: Any) -> dict[str, Any]:
    """Alan's turn; Beth's action ``axe`` destroys what the check says. Bases bank, keep,
    mill; Alan's deck ``a1``, ``a2`` (drawn by the watchers), Beth's ``b1``."""
    bases: list[dict[str, Any]] = [
        {"name": "bank", "breakpoint": 30, "minions": bank, **more.pop("bank_extra", {})},
        {"name": "keep", "breakpoint": 30, "minions": more.pop("keep", {})},
        {"name": "mill", "breakpoint": 30},
    ][: more.pop("bases", 3)]
    decks = {"Alan": [{"card": 1, "name": "a1"}, {"card": 1, "name": "a2"}], "Beth": [1]}
    return {
        "cards": {**cards, "axe": {"type": "action"}},
        "setup": {"bases": bases, "decks": decks, "hands": {"Beth": ["axe"]}},
        **more,
    }


def test_a_minion_that_would_be_destroyed_moves_instead() -> None:
    check = _game(
        {"rook": stand_in(MOVE, "minion", power=3), "sad": stand_in(MOURN, "minion", power=1)},
        {"Alan": ["rook", "sad"]},
    )
    check["do"] = [{"destroy": "rook", "by": "axe"}]
    check["choices"] = [{"move-to": "mill", "player": "Alan"}]
    expect = {
        "zones": {"rook": "at mill", "a1": "Alan's deck"},
        "hand": {"Alan": []},
        "events": [{"kind": "destruction-replaced", "card": "rook", "replacer": "rook"}],
        "no-events": [{"kind": "card-moved", "card": "rook", "reason": "destroyed"}],
    }
    run_check({**check, "expect": expect})


def test_its_own_after_destroyed_trigger_does_not_fire() -> None:
    text = f"Ongoing: {MOVE} {LAST}"
    outcome = compile_text(text, "minion")
    assert outcome.accepted, outcome.describe()
    check = _game({"rook": stand_in(text, "minion", power=3)}, {"Alan": ["rook"]}, bases=2)
    check["do"] = [{"destroy": "rook", "by": "axe"}]
    run_check({**check, "expect": {"zones": {"rook": "at keep", "a1": "Alan's deck"}}})


def test_the_moved_minion_would_fail_a_check_that_expects_it_destroyed() -> None:
    check = _game({"rook": stand_in(MOVE, "minion", power=3)}, {"Alan": ["rook"]}, bases=2)
    check["do"] = [{"destroy": "rook", "by": "axe"}]
    with pytest.raises(ExpectationFailed):
        run_check({**check, "expect": {"zones": {"rook": "Alan's discard"}}})


def test_you_may_return_it_to_your_hand_instead() -> None:
    check = _game(
        {"imp": stand_in(HAND, "minion", power=2), "sad": stand_in(MOURN, "minion", power=1)},
        {"Alan": ["imp", "sad"]},
    )
    check["do"] = [{"destroy": "imp", "by": "axe"}]
    check["choices"] = [{"may": "yes", "player": "Alan"}]
    expect = {"hand": {"Alan": ["imp"]}, "zones": {"a1": "Alan's deck"}}
    run_check({**check, "expect": expect})


def test_declined_the_minion_is_destroyed_and_watchers_fire() -> None:
    check = _game(
        {"imp": stand_in(HAND, "minion", power=2), "sad": stand_in(MOURN, "minion", power=1)},
        {"Alan": ["imp", "sad"]},
    )
    check["do"] = [{"destroy": "imp", "by": "axe"}]
    check["choices"] = [{"may": "no", "player": "Alan"}]
    expect = {
        "zones": {"imp": "Alan's discard", "a1": "Alan's hand"},
        "no-events": [{"kind": "destruction-replaced"}],
    }
    run_check({**check, "expect": expect})


def test_the_minions_owner_chooses_not_the_destroyer() -> None:
    check = _game({"imp": stand_in(HAND, "minion", power=2)}, {"Alan": ["imp"]})
    check["do"] = [{"destroy": "imp", "by": "axe"}]
    check["choices"] = [{"may": "yes", "player": "Beth"}]
    with pytest.raises(InvalidScenario, match="asked Alan 'may'"):
        run_check({**check, "expect": {"hand": {"Alan": ["imp"]}}})


def test_the_modifier_is_destroyed_in_place_of_its_minion() -> None:
    cards = {"shield": stand_in(SHIELD, "action"), "sad": stand_in(MOURN, "minion", power=1)}
    minion = {"card": 4, "name": "pal", "modifiers": ["shield"]}
    check = _game(cards, {"Alan": [minion, "sad"]})
    check["do"] = [{"destroy": "pal", "by": "axe"}]
    expect = {
        "zones": {"pal": "at bank", "shield": "Alan's discard", "a1": "Alan's deck"},
        "events": [
            {"kind": "destruction-replaced", "card": "pal", "replacer": "shield"},
            {"kind": "card-moved", "card": "shield", "reason": "destroyed"},
        ],
    }
    run_check({**check, "expect": expect})


def test_the_modifier_itself_is_destroyed_as_usual() -> None:
    cards = {"shield": stand_in(SHIELD, "action")}
    check = _game(cards, {"Alan": [{"card": 4, "name": "pal", "modifiers": ["shield"]}]})
    check["do"] = [{"destroy": "shield", "by": "axe"}]
    expect = {"zones": {"pal": "at bank", "shield": "Alan's discard"}}
    run_check({**check, "expect": {**expect, "no-events": [{"kind": "destruction-replaced"}]}})


def test_another_of_your_minions_here_saved_by_this_one() -> None:
    cards = {"guard": stand_in(GUARD, "minion", power=3), "sad": stand_in(MOURN, "minion", power=1)}
    check = _game(cards, {"Alan": ["guard", "sad", {"card": 2, "name": "pal"}]})
    check["do"] = [{"destroy": "pal", "by": "axe"}]
    check["choices"] = [{"may": "yes", "player": "Alan"}]
    expect = {
        "zones": {"pal": "at bank", "guard": "Alan's discard", "a1": "Alan's hand"},
        "events": [{"kind": "card-moved", "card": "guard", "reason": "destroyed"}],
        "no-events": [{"kind": "card-moved", "card": "pal", "reason": "destroyed"}],
    }
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(
    ("where", "owner"),
    [("keep", "Alan"), ("bank", "Beth")],
    ids=["elsewhere", "another-players"],
)
def test_the_guard_watches_only_your_other_minions_here(where: str, owner: str) -> None:
    pal = {"card": 2, "name": "pal"}
    bank: dict[str, list[Any]] = {"Alan": ["guard"]}
    keep: dict[str, list[Any]] = {}
    (bank if where == "bank" else keep).setdefault(owner, []).append(pal)
    check = _game({"guard": stand_in(GUARD, "minion", power=3)}, bank, keep=keep)
    check["do"] = [{"destroy": "pal", "by": "axe"}]
    expect = {"zones": {"pal": f"{owner}'s discard", "guard": "at bank"}}
    run_check({**check, "expect": {**expect, "no-events": [{"kind": "destruction-replaced"}]}})


def test_the_guard_does_not_save_itself() -> None:
    check = _game({"guard": stand_in(GUARD, "minion", power=3)}, {"Alan": ["guard"]})
    check["do"] = [{"destroy": "guard", "by": "axe"}]
    run_check({**check, "expect": {"zones": {"guard": "Alan's discard"}}})


def test_a_minion_here_goes_to_the_bottom_of_its_owners_deck() -> None:
    check = _game(
        {"net": stand_in(DECK, "action")},
        {"Beth": [{"card": 2, "name": "foe"}]},
        bank_extra={"modifiers": {"Alan": ["net"]}},
    )
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    expect = {"zones": {"foe": "Beth's deck"}, "deck-size": {"Beth": 2}}
    run_check({**check, "expect": expect})


def test_draw_instead_leaves_the_minion_in_play() -> None:
    check = _game({"imp": stand_in(DRAW, "minion", power=2)}, {"Alan": ["imp"]})
    check["do"] = [{"destroy": "imp", "by": "axe"}]
    expect = {"zones": {"imp": "at bank"}, "hand": {"Alan": ["a1", "a2"]}}
    run_check({**check, "expect": expect})


def test_a_protected_minion_is_not_one_that_would_be_destroyed() -> None:
    text = "Ongoing: This minion cannot be destroyed."
    check = _game(
        {"wall": stand_in(text, "minion", power=2), "guard": stand_in(GUARD, "minion", power=3)},
        {"Alan": ["wall", "guard"]},
    )
    check["do"] = [{"destroy": "wall", "by": "axe", "illegal": True}]
    expect = {"zones": {"wall": "at bank", "guard": "at bank"}}
    run_check({**check, "expect": {**expect, "no-events": [{"kind": "destruction-replaced"}]}})


def test_two_replacements_of_one_destruction_stop() -> None:
    cards = {"imp": stand_in(MOVE, "minion", power=2), "guard": stand_in(GUARD, "minion", power=3)}
    check = _game(cards, {"Alan": ["imp", "guard"]})
    check["do"] = [{"destroy": "imp", "by": "axe"}]
    with pytest.raises(InvalidScenario, match="the rules do not say which replacement"):
        run_check({**check, "expect": {"zones": {"imp": "at keep"}}})


def test_a_replacement_that_changes_nothing_stops() -> None:
    check = _game({"rook": stand_in(MOVE, "minion", power=3)}, {"Alan": ["rook"]}, bases=1)
    check["do"] = [{"destroy": "rook", "by": "axe"}]
    with pytest.raises(InvalidScenario, match="changed nothing"):
        run_check({**check, "expect": {"events": [{"kind": "destruction-replaced"}]}})


@pytest.mark.parametrize(("answer", "drawn"), [("yes", False), ("no", True)])
def test_its_own_destroyed_trigger_fires_only_when_it_is_destroyed(
    answer: str, drawn: bool
) -> None:
    text = (
        "Ongoing: If this minion would be destroyed, you may return it to its owner's hand"
        f" instead. {LAST}"
    )
    check = _game({"imp": stand_in(text, "minion", power=2)}, {"Alan": ["imp"]})
    check["do"] = [{"destroy": "imp", "by": "axe"}]
    check["choices"] = [{"may": answer, "player": "Alan"}]
    where = "Alan's discard" if drawn else "Alan's hand"
    card = "Alan's hand" if drawn else "Alan's deck"
    run_check({**check, "expect": {"zones": {"imp": where, "a1": card}}})


def _alan_plays(card: dict[str, Any], bank: dict[str, list[Any]]) -> dict[str, Any]:
    """Alan's turn: he plays ``zap`` (``card``) at bank, keep beside it; Alan's deck a1."""
    bases = [
        {"name": "bank", "breakpoint": 30, "minions": bank},
        {"name": "keep", "breakpoint": 30},
    ]
    return {
        "cards": {"zap": card},
        "setup": {"bases": bases, "decks": {"Alan": [{"card": 1, "name": "a1"}]},
                  "hands": {"Alan": ["zap"]}},
        "do": [{"play": "zap"}],
    }  # fmt: skip


def test_a_replaced_destruction_is_not_one_you_did() -> None:
    zap = stand_in("Destroy a minion. If you do, draw a card.", "action")
    check = _alan_plays(zap, {"Beth": ["rook"]})
    check["cards"]["rook"] = stand_in(MOVE, "minion", power=3)
    expect = {"zones": {"rook": "at keep", "a1": "Alan's deck"}}
    run_check({**check, "expect": expect})


def test_a_cost_whose_destruction_is_replaced_is_not_paid() -> None:
    tribute = {
        "type": "action",
        "on-play": {"gain-vp": 1, "cost": {"destroy": 1, "target": "yours"}},
    }
    check = _alan_plays(tribute, {"Alan": ["guard", {"card": 2, "name": "pal"}]})
    check["cards"]["guard"] = stand_in(GUARD, "minion", power=3)
    check["choices"] = [{"destroy-target": "pal"}, {"may": "yes", "player": "Alan"}]
    expect = {"zones": {"pal": "at bank", "guard": "Alan's discard"}, "vps": {"Alan": 0}}
    run_check({**check, "expect": expect})


# ------------------------------------- "After this base scores, ... instead of the discard pile"

HOP = (
    "Ongoing: After this base scores, you may move this minion to another base instead of the"
    " discard pile."
)
HOME = (
    "Ongoing: After this base scores, place this minion into your hand instead of the discard pile."
)


@pytest.mark.parametrize(
    ("text", "may", "verb"),
    [(HOP, True, "move"), (HOME, False, "place")],
    ids=["may-move", "place-into-hand"],
)
def test_instead_of_the_discard_pile_compiles(text: str, may: bool, verb: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    watched = Selector(this="self-or-host")
    assert ability.trigger == Trigger("would-go-to-discard", may=may, replaces=watched)
    (effect,) = ability.effects
    assert effect.verb == verb and effect.target == watched and not effect.optional


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("After this base scores, you may place this minion into your hand instead of the"
         " discard pile.", "instead of the discard pile"),
        ("Ongoing: After a base scores, you may move this minion to another base instead of"
         " the discard pile.", "alone after 'After this base scores'"),
        ("Ongoing: Before this base scores, you may move this minion to another base instead"
         " of the discard pile.", "alone after 'After this base scores'"),
        ("Place this minion into your hand instead of the discard pile.",
         "alone after 'After this base scores'"),
        ("Ongoing: After this base scores, you may move a minion to another base instead of"
         " the discard pile.", "other than this minion's"),
        ("Ongoing: After this base scores, you may move this minion to another base instead of"
         " your discard pile.", "other than this minion's"),
        ("Ongoing: After this base scores, draw a card. Place this minion into your hand"
         " instead of the discard pile.", "alone after"),
    ],
    ids=["unlabelled", "a-base", "before", "no-moment", "a-minion", "your-pile", "not-alone"],
)  # fmt: skip
def test_instead_of_the_discard_pile_stops_otherwise(text: str, why: str) -> None:
    assert_stops(text, "minion", why)


def test_instead_of_the_discard_pile_and_after_scoring_compile_apart() -> None:
    trigger = "Ongoing: After this base scores, you may move this minion to another base."
    assert_apart(HOP, trigger, "minion")


def _scoring(card: dict[str, Any]) -> dict[str, Any]:
    """Alan's ``hop`` (``card``, power 6) and ``pal`` at bank (breakpoint 5), which scores;
    keep beside it; a fresh base replaces bank."""
    bank = {
        "name": "bank",
        "breakpoint": 5,
        "minions": {"Alan": ["hop", {"card": 1, "name": "pal"}]},
    }
    bases = [bank, {"name": "keep", "breakpoint": 30}]
    return {
        "cards": {"hop": card},
        "setup": {"bases": bases, "base-deck": [{"card": 20, "name": "fresh"}]},
        "do": ["score"],
    }  # fmt: skip


def test_after_its_base_scores_it_moves_instead_of_the_discard_pile() -> None:
    check = _scoring(stand_in(HOP, "minion", power=6))
    check["choices"] = [{"may": "yes", "player": "Alan"}]
    expect = {
        "zones": {"hop": "at keep", "pal": "Alan's discard", "bank": "base-discard"},
        "vps": {"Alan": 3},
        "events": [{"kind": "discard-replaced", "card": "hop", "replacer": "hop"}],
        "no-events": [{"kind": "card-moved", "card": "hop", "to-zone": "discard"}],
    }
    run_check({**check, "expect": expect})


def test_declined_it_goes_to_the_discard_pile() -> None:
    check = _scoring(stand_in(HOP, "minion", power=6))
    check["choices"] = [{"may": "no", "player": "Alan"}]
    expect = {"zones": {"hop": "Alan's discard"}, "no-events": [{"kind": "discard-replaced"}]}
    run_check({**check, "expect": expect})


def test_after_its_base_scores_it_goes_into_your_hand() -> None:
    check = _scoring(stand_in(HOME, "minion", power=6))
    expect = {"hand": {"Alan": ["hop"]}, "zones": {"pal": "Alan's discard"}}
    run_check({**check, "expect": expect})


#: "When this minion goes to the discard pile (from play), draw a card." (declared).
WENT = {"on": "goes-to-discard", "do": [{"draw": 1}]}


def test_a_goes_to_discard_trigger_does_not_fire_for_it() -> None:
    """Its own "when this minion goes to the discard pile" (declared beside it: one card's
    two texts) does not fire: it never went there."""
    hop = stand_in(HOME, "minion", power=6)
    hop["triggers"].append(WENT)
    check = _scoring(hop)
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "a1"}]}
    run_check({**check, "expect": {"hand": {"Alan": ["hop"]}, "zones": {"a1": "Alan's deck"}}})


def test_without_the_replacement_the_goes_to_discard_trigger_fires() -> None:
    check = _scoring({"type": "minion", "power": 6, "triggers": [WENT]})
    check["setup"]["decks"] = {"Alan": [{"card": 1, "name": "a1"}]}
    run_check({**check, "expect": {"zones": {"hop": "Alan's discard", "a1": "Alan's hand"}}})


def test_destroyed_it_is_not_saved_by_instead_of_the_discard_pile() -> None:
    check = _scoring(stand_in(HOME, "minion", power=6))
    check["cards"]["axe"] = {"type": "action"}
    check["setup"]["hands"] = {"Beth": ["axe"]}
    check["do"] = [{"destroy": "hop", "by": "axe"}]
    run_check({**check, "expect": {"zones": {"hop": "Alan's discard"}}})


# ---------------------------------------- "Once per turn, if ... would be destroyed, ... instead"

ONCE = "Once per turn, if one of your minions would be destroyed, you may discard a card instead."
ONCE_HAND = (
    "Ongoing: Once per turn, if another of your minions here would be destroyed, you may return"
    " it to your hand instead."
)
ONCE_PREVENT = (
    "Ongoing: Once per turn, if one of your minions would be destroyed, you may discard a card to"
    " prevent it."
)


@pytest.mark.parametrize(
    ("text", "card_type", "replaces", "may", "verb"),
    [
        (ONCE, "minion", Selector(whose="you"), True, "discard"),
        ("Ongoing: " + ONCE, "minion", Selector(whose="you"), True, "discard"),
        (ONCE_HAND, "minion", Selector(whose="you", where="here", other=True), True, "return"),
        ("Ongoing: Once per turn, if this minion would be destroyed, move it to another base"
         " instead.", "minion", Selector(this="self-or-host"), False, "move"),
        ("Play on a base. Ongoing: Once per turn, if a minion here would be destroyed, place it"
         " on the bottom of its owner's deck instead.", "action", Selector(where="here"), False,
         "place"),
        ("Play on a minion. Ongoing: Once per turn, if this minion would be destroyed, draw 2"
         " cards instead.", "action", Selector(this="self-or-host"), False, "draw"),
    ],
    ids=["unlabelled-discard", "ongoing-discard", "another-here-hand", "move",
         "base-modifier-deck", "minion-modifier-draw"],
)  # fmt: skip
def test_once_per_turn_replacements_compile(
    text: str, card_type: str, replaces: Selector, may: bool, verb: str
) -> None:
    ability = _replacement(text, card_type)
    found = Trigger("would-be-destroyed", may=may, once_per_turn=True, replaces=replaces)
    assert ability.trigger == found
    (effect,) = ability.effects
    assert effect.verb == verb and not effect.optional


def test_once_per_turn_cost_to_prevent_compiles() -> None:
    ability = _replacement(ONCE_PREVENT)
    assert ability.trigger is not None and ability.trigger.once_per_turn
    assert ability.trigger.may and not ability.effects
    (cost,) = ability.trigger.cost
    assert cost.verb == "discard"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (ONCE, "Ongoing: If one of your minions would be destroyed, you may discard a card"
         " instead."),
        (ONCE, "Ongoing: Once per turn, if one of your minions would be destroyed, discard a card"
         " instead."),
        (ONCE, ONCE_PREVENT.replace("you may discard a card to prevent it", "you may discard 2"
         " cards instead")),
        (ONCE_PREVENT, "Ongoing: If one of your minions would be destroyed, you may discard a"
         " card to prevent it."),
        (ONCE_HAND, ONCE_HAND.replace("another of your minions here", "one of your minions here")),
    ],
    ids=["once-or-always", "may-or-must", "one-or-two-cards", "prevent-once-or-always",
         "another-or-any"],
)  # fmt: skip
def test_once_per_turn_near_misses_compile_apart(first: str, second: str) -> None:
    assert_apart(first, second, "minion")


def _twice(text: str, hand: int) -> dict[str, Any]:
    """Alan's ``wall`` (printed ``text``) and his ``p1``, ``p2`` at bank, Alan holding
    ``hand`` cards (``h1`` ...); Beth's ``axe`` destroys ``p1``, then ``p2``."""
    held = [{"card": 1, "name": f"h{n}"} for n in range(1, hand + 1)]
    minions = ["wall", {"card": 2, "name": "p1"}, {"card": 2, "name": "p2"}]
    check = _game({"wall": stand_in(text, "minion", power=3)}, {"Alan": minions})
    check["setup"]["hands"]["Alan"] = held
    check["do"] = [{"destroy": "p1", "by": "axe"}, {"destroy": "p2", "by": "axe"}]
    return check


def test_once_per_turn_the_discard_saves_only_the_first_minion() -> None:
    check = _twice(ONCE, hand=2)
    check["choices"] = [{"may": "yes", "player": "Alan"}, {"discard-card": "h1"}]
    expect = {
        "zones": {"p1": "at bank", "p2": "Alan's discard", "h1": "Alan's discard"},
        "hand": {"Alan": ["h2"]},
        "events": [{"kind": "destruction-replaced", "card": "p1", "replacer": "wall"}],
        "no-events": [{"kind": "destruction-replaced", "card": "p2"}],
    }
    run_check({**check, "expect": expect})


def test_once_per_turn_declined_it_is_still_there_for_the_next() -> None:
    check = _twice(ONCE, hand=1)
    check["choices"] = [{"may": "no", "player": "Alan"}, {"may": "yes", "player": "Alan"}]
    expect = {
        "zones": {"p1": "Alan's discard", "p2": "at bank", "h1": "Alan's discard"},
        "events": [{"kind": "destruction-replaced", "card": "p2", "replacer": "wall"}],
    }
    run_check({**check, "expect": expect})


def test_once_per_turn_again_on_the_next_turn() -> None:
    check = _twice(ONCE, hand=2)
    check["do"] = [{"destroy": "p1", "by": "axe"}, "next-turn", {"destroy": "p2", "by": "axe"}]
    check["choices"] = [
        {"may": "yes", "player": "Alan"},
        {"discard-card": "h1"},
        {"may": "yes", "player": "Alan"},
        {"discard-card": "h2"},  # (Alan drew a1, a2 at the end of his turn)
    ]
    expect = {"zones": {"p1": "at bank", "p2": "at bank", "h1": "Alan's discard"}}
    run_check({**check, "expect": {**expect, "zones": {**expect["zones"], "h2": "Alan's discard"}}})


def test_with_no_card_to_discard_instead_the_minion_is_destroyed_unasked() -> None:
    check = _twice(ONCE, hand=0)
    check["do"] = [{"destroy": "p1", "by": "axe"}]
    expect = {"zones": {"p1": "Alan's discard"}, "no-events": [{"kind": "destruction-replaced"}]}
    run_check({**check, "expect": expect})


def test_once_per_turn_another_players_minion_is_not_saved() -> None:
    check = _game(
        {"wall": stand_in(ONCE, "minion", power=3)},
        {"Alan": ["wall"], "Beth": [{"card": 2, "name": "foe"}]},
    )
    check["setup"]["hands"]["Alan"] = [{"card": 1, "name": "h1"}]
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    expect = {"zones": {"foe": "Beth's discard"}, "hand": {"Alan": ["h1"]}}
    run_check({**check, "expect": {**expect, "no-events": [{"kind": "destruction-replaced"}]}})


def test_once_per_turn_return_to_hand_then_the_next_is_destroyed() -> None:
    check = _twice(ONCE_HAND, hand=0)
    check["choices"] = [{"may": "yes", "player": "Alan"}]
    expect = {"zones": {"p1": "Alan's hand", "p2": "Alan's discard", "wall": "at bank"}}
    run_check({**check, "expect": expect})


def test_once_per_turn_cost_to_prevent_it_once() -> None:
    check = _twice(ONCE_PREVENT, hand=2)
    check["choices"] = [{"may": "yes", "player": "Alan"}, {"discard-card": "h2"}]
    expect = {"zones": {"p1": "at bank", "p2": "Alan's discard", "h2": "Alan's discard"}}
    run_check({**check, "expect": {**expect, "hand": {"Alan": ["h1"]}}})


# ------------------------------ "If a minion here would be destroyed, its owner may ... instead"

REFUGE = (
    "Play on a base. Ongoing: If a minion here would be destroyed, its owner may return it to"
    " their hand instead."
)
DEN = "If a minion here would be destroyed, its owner may draw a card instead."


@pytest.mark.parametrize(
    ("text", "card_type", "its", "may", "verb"),
    [
        (REFUGE, "action", "event-owner", True, "return"),
        ("Ongoing: If a minion here would be destroyed, its owner may return it to their hand"
         " instead.", "minion", "event-owner", True, "return"),
        ("Ongoing: If another minion here would be destroyed, its owner may draw 2 cards"
         " instead.", "minion", "event-owner", True, "draw"),
        ("Ongoing: If a minion here would be destroyed, its owner draws a card instead.",
         "minion", "event-owner", False, "draw"),
        ("Ongoing: If a minion here would be destroyed, its controller may move it to another"
         " base instead.", "minion", "event-controller", True, "move"),
        (DEN, "base", "event-owner", True, "draw"),
        ("If a minion here would be destroyed, its owner may return it to their hand instead.",
         "base", "event-owner", True, "return"),
    ],
    ids=["base-modifier-hand", "minion-hand", "another-draws-two", "draws-not-may",
         "controller-moves", "base-draw", "base-hand"],
)  # fmt: skip
def test_its_owners_replacement_compiles(
    text: str, card_type: str, its: str, may: bool, verb: str
) -> None:
    ability = _replacement(text, card_type)
    assert ability.trigger is not None and ability.trigger.for_ == its
    assert ability.trigger.may is may
    (effect,) = ability.effects
    assert effect.verb == verb and not effect.optional


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Ongoing: If a minion here would be destroyed, its controller may return it to their"
         " hand instead.", "minion", "differs"),
        ("Ongoing: If a minion here would be destroyed, its owner may draw a card and discard a"
         " card instead.", "minion", "'and'"),
        ("If this minion would be destroyed, its owner may draw a card instead.", "base",
         "no minion and on none"),
        ("If a minion here would be destroyed, you may draw a card instead.", "base",
         "on a base"),
        ("Ongoing: If a minion here would be destroyed, its owner may draw a card instead.",
         "base", "'Ongoing:' on a base"),
    ],
    ids=["controller-their-hand", "two-effects", "base-this-minion", "base-you",
         "base-ongoing"],
)  # fmt: skip
def test_its_owners_replacement_near_misses_stop(text: str, card_type: str, why: str) -> None:
    outcome = compile_text(text, card_type)
    assert not outcome.accepted, outcome.describe()
    assert why in outcome.describe()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ongoing: If a minion here would be destroyed, its owner may draw a card instead.",
         "Ongoing: If a minion here would be destroyed, you may draw a card instead."),
        ("Ongoing: If a minion here would be destroyed, its owner may move it to another base"
         " instead.", "Ongoing: If a minion here would be destroyed, its controller may move it"
         " to another base instead."),
        ("Ongoing: If a minion here would be destroyed, its owner may draw a card instead.",
         "Ongoing: If a minion here would be destroyed, its owner draws a card instead."),
    ],
    ids=["owner-or-you", "owner-or-controller", "may-or-must"],
)  # fmt: skip
def test_its_owners_replacement_compiles_apart(first: str, second: str) -> None:
    assert_apart(first, second, "minion")


def test_its_owner_returns_it_to_their_hand_not_yours() -> None:
    """Alan's ``refuge`` on bank; Beth's ``foe`` there would be destroyed: Beth chooses,
    and ``foe`` goes to Beth's hand."""
    check = _game(
        {"refuge": stand_in(REFUGE, "action")},
        {"Beth": [{"card": 2, "name": "foe"}]},
        bank_extra={"modifiers": {"Alan": ["refuge"]}},
    )
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    check["choices"] = [{"may": "yes", "player": "Beth"}]
    expect = {
        "zones": {"foe": "Beth's hand", "refuge": "at bank"},
        "events": [{"kind": "destruction-replaced", "card": "foe", "replacer": "refuge"}],
    }
    run_check({**check, "expect": expect})


def test_its_owner_is_asked_not_the_modifiers_player() -> None:
    check = _game(
        {"refuge": stand_in(REFUGE, "action")},
        {"Beth": [{"card": 2, "name": "foe"}]},
        bank_extra={"modifiers": {"Alan": ["refuge"]}},
    )
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    check["choices"] = [{"may": "yes", "player": "Alan"}]
    with pytest.raises(InvalidScenario, match="asked Beth 'may'"):
        run_check({**check, "expect": {"zones": {"foe": "Beth's hand"}}})


def test_its_owner_declines_and_it_is_destroyed() -> None:
    check = _game(
        {"refuge": stand_in(REFUGE, "action")},
        {"Beth": [{"card": 2, "name": "foe"}]},
        bank_extra={"modifiers": {"Alan": ["refuge"]}},
    )
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    check["choices"] = [{"may": "no", "player": "Beth"}]
    expect = {"zones": {"foe": "Beth's discard"}, "no-events": [{"kind": "destruction-replaced"}]}
    run_check({**check, "expect": expect})


def test_a_minion_elsewhere_is_not_one_here() -> None:
    check = _game(
        {"refuge": stand_in(REFUGE, "action")},
        {"Alan": [{"card": 1, "name": "pal"}]},
        keep={"Beth": [{"card": 2, "name": "foe"}]},
        bank_extra={"modifiers": {"Alan": ["refuge"]}},
    )
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    expect = {"zones": {"foe": "Beth's discard"}, "no-events": [{"kind": "destruction-replaced"}]}
    run_check({**check, "expect": expect})


def _den(owner: str, where: str = "den") -> dict[str, Any]:
    """The base ``den`` (printed :data:`DEN`) and keep; ``owner``'s ``foe`` at ``where``;
    Alan's, Beth's decks ``a1``, ``b1``; Beth's ``axe`` destroys ``foe``."""
    minions = {owner: [{"card": 2, "name": "foe"}]}
    bases = [
        {"name": "den", "card": "den", "minions": minions if where == "den" else {}},
        {"name": "keep", "breakpoint": 30, "minions": minions if where == "keep" else {}},
    ]
    decks = {"Alan": [{"card": 1, "name": "a1"}], "Beth": [{"card": 1, "name": "b1"}]}
    return {
        "cards": {"den": stand_in(DEN, "base", breakpoint=30), "axe": {"type": "action"}},
        "setup": {"bases": bases, "decks": decks, "hands": {"Beth": ["axe"]}},
        "do": [{"destroy": "foe", "by": "axe"}],
    }


@pytest.mark.parametrize("owner", ["Alan", "Beth"])
def test_a_bases_replacement_its_owner_draws_instead(owner: str) -> None:
    check = _den(owner)
    check["choices"] = [{"may": "yes", "player": owner}]
    drawn = "a1" if owner == "Alan" else "b1"
    expect = {"zones": {"foe": "at den", drawn: f"{owner}'s hand"}}
    run_check({**check, "expect": expect})


def test_a_bases_replacement_not_for_a_minion_elsewhere() -> None:
    check = _den("Alan", where="keep")
    expect = {"zones": {"foe": "Alan's discard", "a1": "Alan's deck"}}
    run_check({**check, "expect": {**expect, "no-events": [{"kind": "destruction-replaced"}]}})


# ------------------ a minion's "return this minion to your hand instead of the discard pile"

BACK = (
    "Ongoing: After this base scores, you may return this minion to your hand instead of the"
    " discard pile."
)


def test_return_instead_of_the_discard_pile_compiles() -> None:
    outcome = compile_text(BACK, "minion")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    watched = Selector(this="self-or-host")
    assert ability.trigger == Trigger("would-go-to-discard", may=True, replaces=watched)
    (effect,) = ability.effects
    assert effect.verb == "return" and effect.target == watched
    assert effect.destination == Destination("hand")


@pytest.mark.parametrize(
    "text",
    [
        "Ongoing: After this base scores, return a minion to your hand instead of the discard"
        " pile.",
        "Ongoing: After this base scores, return this minion to your hand instead of your"
        " discard pile.",
        "Return this minion to your hand instead of the discard pile.",
    ],
    ids=["a-minion", "your-pile", "no-moment"],
)
def test_return_instead_of_the_discard_pile_near_misses_stop(text: str) -> None:
    outcome = compile_text(text, "minion")
    assert outcome.status == "stopped", outcome.describe()


@pytest.mark.parametrize(("answer", "where"), [("yes", "Alan's hand"), ("no", "Alan's discard")])
def test_after_its_base_scores_it_returns_to_your_hand(answer: str, where: str) -> None:
    check = _scoring(stand_in(BACK, "minion", power=6))
    check["choices"] = [{"may": answer, "player": "Alan"}]
    run_check({**check, "expect": {"zones": {"hop": where, "pal": "Alan's discard"}}})


# ------- a base's "After this base scores, minions here go to ... instead of their discard piles"

NEST = (
    "After this base scores, minions here go to their owners' hands instead of their discard piles."
)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (NEST, "hand"),
        ("After this base scores, minions here go to the bottom of their owners' decks instead"
         " of their discard piles.", "deck-bottom"),
        ("After this base scores, minions here go to the top of their owners' decks instead of"
         " their discard piles.", "deck-top"),
    ],
    ids=["hands", "decks-bottom", "decks-top"],
)  # fmt: skip
def test_a_bases_minions_go_elsewhere_compiles(text: str, where: str) -> None:
    outcome = compile_text(text, "base")
    assert outcome.status == "compiled", outcome.describe()
    assert outcome.compiled is not None
    (ability,) = outcome.compiled.abilities.abilities
    found = Trigger("would-go-to-discard", for_="event-owner", replaces=Selector(where="here"))
    assert ability.trigger == found
    (effect,) = ability.effects
    assert effect.verb == "place" and effect.target == Selector(this="event")
    assert effect.destination == Destination(where)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Ongoing: " + NEST, "minion", "no base"),
        ("Play on a base. Ongoing: " + NEST, "action", "outside a minion's Ongoing"),
        (NEST.replace("After this base", "After a base"), "base", "alone after"),
        (NEST.replace("After this base scores", "Before this base scores"), "base",
         "alone after"),
        (NEST.replace("minions here", "your minions here"), "base", ""),
        (NEST.replace("their owners' hands", "your hand"), "base", ""),
    ],
    ids=["on-a-minion", "on-a-base-modifier", "a-base", "before", "your-minions", "your-hand"],
)  # fmt: skip
def test_a_bases_minions_go_elsewhere_near_misses_stop(text: str, card_type: str, why: str) -> None:
    assert_stops(text, card_type, why)


def _nest(text: str = NEST, breakpoint: int = 5) -> dict[str, Any]:
    """The base ``nest`` (printed ``text``) with Alan's ``big`` (power 6), Beth's ``foe``
    and Beth's action ``cap`` on ``foe``; keep beside it (breakpoint 30: it does not
    score); a base that reached its breakpoint scores."""
    bases = [
        {
            "name": "nest",
            "card": "nest",
            "minions": {
                "Alan": [{"card": 6, "name": "big"}],
                "Beth": [{"card": 1, "name": "foe", "modifiers": ["cap"]}],
            },
        },
        {"name": "keep", "breakpoint": 30},
    ]
    cards = {"nest": stand_in(text, "base", breakpoint=breakpoint), "cap": {"type": "action"}}
    return {
        "cards": cards,
        "setup": {"bases": bases, "base-deck": [{"card": 20, "name": "fresh"}]},
        "do": ["score"],
    }  # fmt: skip


def test_after_the_base_scores_each_minion_goes_to_its_owners_hand() -> None:
    expect = {
        "hand": {"Alan": ["big"], "Beth": ["foe"]},
        "zones": {"cap": "Beth's discard", "nest": "base-discard"},
        "events": [{"kind": "discard-replaced", "card": "foe", "replacer": "nest"}],
        "no-events": [{"kind": "card-moved", "card": "big", "to-zone": "discard"}],
    }
    run_check({**_nest(), "expect": expect})


def test_after_the_base_scores_each_minion_goes_under_its_owners_deck() -> None:
    text = NEST.replace("their owners' hands", "the bottom of their owners' decks")
    expect = {"zones": {"big": "Alan's deck", "foe": "Beth's deck", "cap": "Beth's discard"}}
    run_check({**_nest(text), "expect": expect})


def test_the_minions_of_another_base_that_scores_go_to_the_discard_piles() -> None:
    """keep (breakpoint 5) scores, nest (breakpoint 30) does not: keep's minions are not
    nest's, and go to the discard piles."""
    check = _nest(breakpoint=30)
    check["setup"]["bases"][1] = {
        "name": "keep", "breakpoint": 5, "minions": {"Beth": [{"card": 6, "name": "far"}]}
    }  # fmt: skip
    expect = {
        "zones": {"far": "Beth's discard", "foe": "at nest", "big": "at nest"},
        "no-events": [{"kind": "discard-replaced"}],
    }
    run_check({**check, "expect": expect})


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Special: If one of your minions would be destroyed, you may play this card to move it"
         " to another base instead.", "action"),
        ("Special: If one of your minions would be destroyed, you may play this card to return"
         " it to your hand instead.", "action"),
        ("Special: If one of your minions would be destroyed, you may play this card instead.",
         "action"),
        ("Special: If this minion would be destroyed, you may play this minion instead.",
         "minion"),
    ],
    ids=["move", "return", "alone", "minion"],
)  # fmt: skip
def test_a_card_played_from_the_hand_instead_stops_said_why(text: str, card_type: str) -> None:
    outcome = compile_text(text, card_type)
    assert outcome.status == "stopped", outcome.describe()
    assert "replaces a destruction only by a card in play" in outcome.describe()


def test_when_a_minion_would_be_destroyed_stops() -> None:
    text = (
        "Special: When one of your minions would be destroyed, you may play this card to move it"
        " to another base instead."
    )
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


# ------------------------------------- "... place this card in the discard pile instead"

CLOAK = (
    "Play on a minion. Ongoing: If this minion would be destroyed, place this card in the"
    " discard pile instead."
)


@pytest.mark.parametrize(
    ("text", "card_type", "replaces", "may"),
    [
        (CLOAK, "action", Selector(this="self-or-host"), False),
        ("Play on one of your minions. Ongoing: If this minion would be destroyed, you may place"
         " this card in the discard pile instead.", "action", Selector(this="self-or-host"),
         True),
        ("Play on a base. Ongoing: If a minion here would be destroyed, place this card in the"
         " discard pile instead.", "action", Selector(where="here"), False),
        ("Ongoing: If another of your minions here would be destroyed, place this card in the"
         " discard pile instead.", "minion", Selector(whose="you", where="here", other=True),
         False),
    ],
    ids=["minion-modifier", "may-your-minion", "base-modifier", "minion-itself"],
)  # fmt: skip
def test_place_this_card_in_the_discard_pile_instead_compiles(
    text: str, card_type: str, replaces: Selector, may: bool
) -> None:
    ability = _replacement(text, card_type)
    assert ability.trigger == Trigger("would-be-destroyed", may=may, replaces=replaces)
    (effect,) = ability.effects
    assert effect.verb == "place" and effect.target == Selector(what="card", this="self")
    assert effect.destination == Destination("discard")


@pytest.mark.parametrize(
    "text",
    [
        "Place this card in the discard pile.",
        "At the end of the turn, place this card in the discard pile.",
        "Play on a minion. Ongoing: If this minion would be destroyed, place it in the discard"
        " pile instead.",
    ],
    ids=["on-play", "at-the-end-of-the-turn", "it"],
)
def test_place_this_card_in_the_discard_pile_stops_elsewhere(text: str) -> None:
    outcome = compile_text(text, "action")
    assert outcome.status == "stopped", outcome.describe()


def test_place_in_the_discard_pile_and_destroy_compile_apart() -> None:
    assert_apart(CLOAK, SHIELD, "action")


def test_the_modifier_goes_to_the_discard_pile_not_destroyed() -> None:
    """The modifier placed in the discard pile is not destroyed (no card is), and Alan's
    ``sad`` (after one of his minions is destroyed) does not fire."""
    cards = {"cloak": stand_in(CLOAK, "action"), "sad": stand_in(MOURN, "minion", power=1)}
    minion = {"card": 4, "name": "pal", "modifiers": ["cloak"]}
    check = _game(cards, {"Alan": [minion, "sad"]})
    check["do"] = [{"destroy": "pal", "by": "axe"}]
    expect = {
        "zones": {"pal": "at bank", "cloak": "Alan's discard", "a1": "Alan's deck"},
        "events": [
            {"kind": "destruction-replaced", "card": "pal", "replacer": "cloak"},
            {"kind": "card-moved", "card": "cloak", "reason": "placed"},
        ],
        "no-events": [{"kind": "card-moved", "reason": "destroyed"}],
    }
    run_check({**check, "expect": expect})


def test_the_modifier_on_another_players_minion_goes_to_its_owners_discard_pile() -> None:
    cards = {"cloak": stand_in(CLOAK, "action")}
    minion = {"card": 4, "name": "foe", "modifiers": [{"card": "cloak", "owner": "Alan"}]}
    check = _game(cards, {"Beth": [minion]})
    check["do"] = [{"destroy": "foe", "by": "axe"}]
    expect = {"zones": {"foe": "at bank", "cloak": "Alan's discard"}}
    run_check({**check, "expect": expect})


def test_another_minion_is_destroyed_as_usual() -> None:
    cards = {"cloak": stand_in(CLOAK, "action")}
    minion = {"card": 4, "name": "pal", "modifiers": ["cloak"]}
    check = _game(cards, {"Alan": [minion, {"card": 2, "name": "pip"}]})
    check["do"] = [{"destroy": "pip", "by": "axe"}]
    expect = {"zones": {"pal": "at bank", "cloak": "on pal", "pip": "Alan's discard"}}
    run_check({**check, "expect": {**expect, "no-events": [{"kind": "destruction-replaced"}]}})
