"""The engine's Python API, as a faction module uses it: registering abilities by card
id and timing, asking decisions, directly affecting minions, grants and errors."""

from __future__ import annotations

import pytest

from smashwiki.engine import (
    CardDef,
    Context,
    Game,
    GameBuilder,
    IllegalAction,
    IllegalChoice,
    InvalidScenario,
    MissingAnswer,
    PlayAction,
    PlayMinion,
    PlayTitan,
    Registry,
    Timing,
    ability,
    effects,
    legality,
    ongoing,
    plays,
    turn,
)
from smashwiki.engine.decisions import Decision, FirstChooser
from smashwiki.engine.language.grammar import Selector
from smashwiki.engine.registry import (
    aims,
    modifier,
    power_modifier,
    protection,
    restriction,
    titan_instead_of,
)
from smashwiki.engine.scenario import run_check

BUFF = CardDef("test/buff", "Buff", "action")
SQUIRE = CardDef("test/squire", "Squire", "minion", power=2)
GUARD = CardDef("test/guard", "Guard", "minion", power=3)
LEADER = CardDef("test/leader", "Leader", "minion", power=4)
ECHO = CardDef("test/echo", "Echo", "action")
KONG = CardDef("test/kong", "Kong", "titan")
REX = CardDef("test/rex", "Rex", "titan")


def registry() -> Registry:
    """A private registry with a few made-up cards, written the way faction modules are."""
    cards = Registry()

    @ability("test/buff", Timing.ON_PLAY, registry=cards)
    def buff(ctx: Context) -> None:
        game = ctx.game
        minions = [m for m in game.minions_in_play() if ctx.must_affect in (None, m)]
        target = game.choose_card(ctx.player, "buff-target", "Which minion?", minions)
        if target:
            effects.add_power(game, target, 2, source=ctx.card)

    aims("test/buff", Selector(), registry=cards)  # it chooses a minion

    @ability("test/echo", Timing.ON_PLAY, registry=cards)
    def echo(ctx: Context) -> None:
        plays.grant_extra(ctx.game, ctx.player, "action", affects="squire", source=ctx.card)

    @power_modifier("test/leader", registry=cards)
    def leader(game: Game, source: str, target: str) -> int:
        same_base = game.base_of(target) == game.base_of(source)
        return 1 if target != source and same_base else 0

    @protection("test/guard", registry=cards)
    def guard(game: Game, source: str, target: str, by: str | None) -> bool:
        return target == source and by is not None and game.card(by).owner != game.owner(source)

    @restriction("test/guard", registry=cards)
    def no_more_minions(game: Game, source: str, action: object) -> str | None:
        if isinstance(action, PlayMinion) and action.base == game.base_of(source):
            return "the guard lets no one else in"
        return None

    def affected_by_the_play(ctx: Context) -> bool:
        event = ctx.event
        assert event is not None
        since = getattr(event, "start", 0)
        return ctx.card in ctx.game.directly_affected_by(getattr(event, "card", ""), since)

    @ability(
        "test/squire",
        Timing.AFTER_PLAY,
        when=affected_by_the_play,
        once_per_turn=True,
        registry=cards,
    )
    def squire(ctx: Context) -> None:
        effects.draw(ctx.game, ctx.player, 1)

    modifier("test/shield", "minion", registry=cards)
    return cards


def game(*, chooser: object = None) -> Game:
    builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=20).base("mill", breakpoint=20)
    builder.minion("Alan", "bank", SQUIRE, uid="squire").minion(
        "Alan", "bank", LEADER, uid="leader"
    )
    builder.minion("Beth", "mill", GUARD, uid="guard")
    builder.hand("Alan", BUFF, ECHO, BUFF, 1).deck("Alan", 1, 1, 1)
    return builder.build(chooser=chooser or FirstChooser(), registries=(registry(),))  # type: ignore[arg-type]


def test_a_power_modifier_is_derived_not_stored() -> None:
    g = game()
    assert ongoing.power(g, "squire") == 3
    effects.move_minion(g, "leader", "mill")
    assert ongoing.power(g, "squire") == 2
    assert not any(event.kind == "effect-added" for event in g.log)


def test_protection_refuses_other_players_effects() -> None:
    g = game()
    assert not effects.destroy(g, "guard", source="leader")
    assert g.location("guard").zone == "in-play"
    assert effects.destroy(g, "guard", source=None)


def test_a_restriction_beats_a_grant() -> None:
    g = game()
    plays.grant_extra(g, "Alan", "minion")
    assert (
        legality.why_illegal(g, PlayMinion("Alan", "alan-1", "mill"))
        == "the guard lets no one else in"
    )
    with pytest.raises(IllegalAction, match="lets no one else in"):
        plays.perform(g, PlayMinion("Alan", "alan-1", "mill"))


def test_after_play_sees_what_the_action_directly_affected_once_per_turn() -> None:
    class Answers:
        def choose(self, decision: Decision) -> list[str]:
            return ["squire"] if decision.kind == "buff-target" else [decision.option_keys()[0]]

    g = game(chooser=Answers())
    plays.perform(g, PlayAction("Alan", "buff"))
    assert ongoing.power(g, "squire") == 5
    assert g.directly_affected_by("buff") == ["squire"]
    assert len(g.state.players["Alan"].hand) == 4  # drew one
    plays.grant_extra(g, "Alan", "action")
    plays.perform(g, PlayAction("Alan", "buff#2"))
    assert len(g.state.players["Alan"].hand) == 3  # once per turn: no second draw


def test_a_grant_that_must_affect_a_minion_limits_the_choice() -> None:
    asked: list[Decision] = []

    class Answers:
        def choose(self, decision: Decision) -> list[str]:
            asked.append(decision)
            return [decision.option_keys()[0]]

    g = game(chooser=Answers())
    plays.perform(g, PlayAction("Alan", "echo"))
    plays.perform(g, PlayAction("Alan", "buff"))
    assert not [d for d in asked if d.kind == "buff-target"]  # only the squire could be chosen
    assert g.directly_affected("squire")
    assert not g.directly_affected("leader")


def test_decisions_are_asked_never_guessed() -> None:
    g = GameBuilder(["Alan", "Beth"]).base("a", breakpoint=1).base("b", breakpoint=1)
    g.minion("Alan", "a", 1).minion("Alan", "b", 1)
    built = g.build()
    with pytest.raises(MissingAnswer, match="score-base"):
        turn.advance_to(built, "score")


def test_an_answer_that_is_not_an_option_is_illegal() -> None:
    class Wrong:
        def choose(self, decision: Decision) -> list[str]:
            return ["no-such-base"]

    g = GameBuilder(["Alan", "Beth"]).base("a", breakpoint=1).base("b", breakpoint=1)
    built = g.minion("Alan", "a", 1).minion("Alan", "b", 1).build(chooser=Wrong())
    with pytest.raises(IllegalChoice, match="options are: a, b"):
        turn.advance_to(built, "score")


def test_legal_actions_are_a_question_separate_from_performing() -> None:
    g = game()
    actions = legality.legal_actions(g)
    assert PlayMinion("Alan", "alan-1", "bank") in actions
    assert all(legality.why_illegal(g, action) is None for action in actions)
    assert len(g.log) == 0


def test_a_real_card_without_abilities_may_not_be_put_in_play() -> None:
    unknown = CardDef("disney-edition/genie", "Genie", "minion", power=5, text=None)
    check = {
        "setup": {"bases": [{"name": "bank", "breakpoint": 20}], "hands": {"Alan": ["genie"]}},
        "do": [{"play": "genie", "on": "bank"}],
        "expect": {"zones": {"genie": "at bank"}},
    }
    with pytest.raises(InvalidScenario, match="its text is unknown"):
        run_check(check, {"genie": unknown})
    in_hand_only = {**check, "do": [], "expect": {"hand-size": {"Alan": 1}}}
    run_check(in_hand_only, {"genie": unknown})


def test_a_titan_is_played_instead_of_a_regular_play_only_if_its_card_says_so() -> None:
    cards = Registry()
    titan_instead_of("test/kong", "minion", registry=cards)
    builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=20)
    builder.pile("Alan", "set-aside", KONG, REX, uids=["kong", "rex"])
    game = builder.build(registries=(cards,))
    offered = {
        (a.card, a.instead_of) for a in legality.legal_actions(game) if isinstance(a, PlayTitan)
    }
    assert offered == {("kong", "minion")}
    reason = legality.why_illegal(game, PlayTitan("Alan", "rex", "bank", "minion"))
    assert reason == "no card lets you play this titan instead of your regular minion play"
    with pytest.raises(ValueError):
        titan_instead_of("test/kong", "base", registry=cards)


SCORE_ONLY = {"setup": {"bases": [{"name": "bank", "breakpoint": 8}]}, "do": ["score"]}
SCORED = {"kind": "phase-began", "phase": "score"}


@pytest.mark.parametrize(
    "asserts",
    [
        pytest.param({"expect": {"events": [SCORED]}}, id="final-expect"),
        pytest.param({"do": [{"score": None, "expect": {"events": [SCORED]}}]}, id="step-expect"),
    ],
)
def test_a_check_that_expects_something_runs(asserts: dict[str, object]) -> None:
    run_check({**SCORE_ONLY, **asserts})


@pytest.mark.parametrize("expect", [None, {}], ids=["no-expect", "empty-expect"])
def test_a_check_that_expects_nothing_is_invalid_not_verified(expect: object) -> None:
    with pytest.raises(InvalidScenario, match="must expect something"):
        run_check({**SCORE_ONLY, "expect": expect})
