"""Engine additions the card modules needed: counting counters on a set-aside titan
(watchers), the turn order after an extra turn, Specials only at their moment, cancelled
base abilities, the discarded-from-hand, base-cleared and draw-phase windows, cards
kept from a hand (PutInHand), and "once per turn" on play."""

from __future__ import annotations

from smashwiki.engine import (
    CardDef,
    Context,
    Game,
    GameBuilder,
    PlayAction,
    Registry,
    Timing,
    effects,
    legality,
    plays,
    turn,
)
from smashwiki.engine.actions import Action, PutInHand
from smashwiki.engine.decisions import FirstChooser
from smashwiki.engine.events import Event, PhaseBegan
from smashwiki.engine.registry import ability, restriction, watcher

BOX = CardDef("test/box", "Box", "titan")
HORN = CardDef("test/horn", "Horn", "action")
SCRAP = CardDef("test/scrap", "Scrap", "action")
LOCK = CardDef("test/lock", "Lock", "action")


def _cards() -> Registry:
    cards = Registry()

    @watcher("test/box", registry=cards)
    def counts(game: Game, uid: str, event: Event) -> None:
        if isinstance(event, PhaseBegan) and event.phase == "start":
            effects.change_tally(game, uid, 1)

    @ability("test/horn", Timing.BEFORE_SCORING, from_hand=True, registry=cards)
    def horn(ctx: Context) -> None:
        plays.play_card(ctx.game, ctx.player, ctx.card, ctx.base)

    @ability("test/scrap", Timing.DISCARDED_FROM_HAND, registry=cards)
    def scrap(ctx: Context) -> None:
        effects.gain_vp(ctx.game, ctx.player, 1)

    @restriction("test/lock", registry=cards)
    def lock(game: Game, source: str, action: Action) -> str | None:
        return "locked" if isinstance(action, PutInHand) and action.player == "Beth" else None

    return cards


def test_a_watcher_counts_beside_its_owner_without_power_counters() -> None:
    builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=30)
    builder.pile("Alan", "set-aside", BOX, uids=["box"])
    game = builder.build(registries=(_cards(),))
    turn.advance_to(game, "next-turn")
    turn.advance_to(game, "next-turn")
    assert game.tally("box") == 2  # two start phases seen from beside Alan
    assert game.counters("box") == 0
    assert not effects.place_counters(game, "box", 1)  # other abilities can't touch the tally
    assert not effects.remove_counters(game, "box", 1)
    assert (game.tally("box"), game.counters("box")) == (2, 0)
    assert not game.state.in_play.get("box")


def test_after_an_extra_turn_play_goes_left_of_the_player_who_was_active() -> None:
    game = GameBuilder(["Alan", "Beth", "Chris"]).base("bank", breakpoint=30).build()
    effects.grant_extra_turn(game, "Chris")
    turn.advance_to(game, "next-turn")
    assert game.state.active == "Chris"
    assert turn.next_player(game) == "Beth"
    turn.advance_to(game, "next-turn")
    assert game.state.active == "Beth"


def test_a_special_is_not_played_as_a_normal_action() -> None:
    game = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=30).hand("Alan", HORN)
    built = game.build(registries=(_cards(),))
    reason = legality.why_illegal(built, PlayAction("Alan", "horn"))
    assert reason is not None and "Special" in reason


def test_cancelled_base_abilities_come_back_at_the_start_of_that_players_turn() -> None:
    game = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=30).build()
    effects.cancel_abilities(game, "bank", until="start-of-turn:Alan")
    assert game.is_cancelled("bank")
    assert "bank" not in list(game.active_cards())
    turn.advance_to(game, "next-turn")
    assert game.is_cancelled("bank")  # Beth's turn: still cancelled
    turn.advance_to(game, "next-turn")
    assert not game.is_cancelled("bank")


def test_a_card_discarded_from_the_hand_triggers_only_from_the_hand() -> None:
    builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=30)
    builder.pile("Alan", "hand", SCRAP, uids=["scrap"])
    builder.pile("Alan", "deck", SCRAP, uids=["deep"])
    game = builder.build(registries=(_cards(),), chooser=FirstChooser())
    game.move("scrap", "discard", reason="discarded")
    game.move("deep", "discard", reason="discarded")
    assert game.state.players["Alan"].vp == 1


def test_base_cleared_comes_after_the_cards_reach_the_discard_piles() -> None:
    seen: list[str] = []
    cards = Registry()
    base = CardDef("test/hill", "Hill", "base", breakpoint=3, vps=(3, 2, 1))

    @ability("test/hill", Timing.BASE_CLEARED, registry=cards)
    def hill(ctx: Context) -> None:
        seen.extend(ctx.game.players_pile("Alan", "discard"))

    builder = GameBuilder(["Alan", "Beth"]).base("hill", card=base).minion("Alan", "hill", 4)
    game = builder.base_deck(CardDef("test/next", "Next", "base", breakpoint=20)).build(
        registries=(cards,)
    )
    turn.advance_to(game, "score")
    assert seen == ["alan-4"]


def test_a_card_kept_from_the_hand_goes_to_the_discard_pile_but_the_draw_phase_is_kept() -> None:
    builder = GameBuilder(["Alan", "Beth"], active="Beth").base("bank", breakpoint=30)
    builder.minion("Alan", "bank", 3, uid="host")
    builder.attach("Alan", "host", LOCK, uid="lock")
    builder.deck("Beth", 1, 1, 1)
    game = builder.build(registries=(_cards(),))
    effects.draw(game, "Beth", 1)
    assert len(game.state.players["Beth"].discard) == 1
    turn.advance_to(game, "draw")
    assert len(game.state.players["Beth"].hand) == 2


def test_a_once_per_turn_on_play_ability_resolves_once_a_turn() -> None:
    cards = Registry()
    echo = CardDef("test/echo", "Echo", "minion", power=2)

    @ability("test/echo", Timing.ON_PLAY, once_per_turn=True, registry=cards)
    def gains(ctx: Context) -> None:
        effects.gain_vp(ctx.game, ctx.player, 1)

    builder = GameBuilder(["Alan", "Beth"]).base("bank", breakpoint=30)
    builder.pile("Alan", "hand", echo, uids=["echo"])
    game = builder.build(registries=(cards,))
    for _ in range(2):  # played, returned and played again: the ability is used
        plays.play_card(game, "Alan", "echo", "bank", extra=True)
        assert effects.return_to_hand(game, "echo")
    assert game.state.players["Alan"].vp == 1
    turn.advance_to(game, "next-turn")
    turn.advance_to(game, "next-turn")
    plays.play_card(game, "Alan", "echo", "bank", extra=True)
    assert game.state.players["Alan"].vp == 2
