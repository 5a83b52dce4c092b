"""Setting up a new game (the rulebooks' Setup), from a position with no base in play:

1. who goes first: the one player named, a choice among tied players, or at random;
2. with factions in the middle of the table (formal play, at least two per player), the
   faction draft: the first player chooses one, choice continues clockwise, the last
   player chooses a second, choice continues in reverse order; a player owns the cards
   of the factions they choose, and their two factions are shuffled into one deck;
3. the bases of the sets the chosen factions come from are grabbed (those of other sets
   go back in the box), shuffled together, and one base per player, plus one, is put in
   play;
4. each player shuffles their deck and draws five cards; a player whose hand has no
   minion may show it, draw a new hand and shuffle the old one into their deck (the
   second hand is kept);
5. the first player's first turn begins, and play continues clockwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import effects, scoring
from ..errors import IllegalAction, InvalidScenario, not_a_player
from ..events import BaseDeckShuffled, CardRevealed, FactionChosen, TurnBegan
from ..state import BASE_DECK, BOX, DECK, Phase
from ..turn import begin

if TYPE_CHECKING:
    from ..game import Game

OPENING_HAND = 5
FACTIONS_EACH = 2


def start_game(game: Game, first: Sequence[str] = ()) -> str:
    """Set up the game and begin the first turn; returns the first player. ``first``:
    the player who goes first, or the players tied for it (one of them chooses)."""
    if game.state.bases:
        raise InvalidScenario("a new game starts with no base in play")
    player = first_player(game, first)
    order = game.state.order
    clockwise = order[order.index(player) :] + order[: order.index(player)]
    if game.state.shared.get(BOX):
        draft(game, clockwise)
    deal_bases(game)
    for name in clockwise:
        effects.shuffle_deck(game, name)
        opening_hand(game, name)
    game.apply(TurnBegan(player, 1, False))
    game.first_active = player
    begin(game, Phase.START)
    if game.state.phase != Phase.OVER:
        begin(game, Phase.PLAY)
    return player


def first_player(game: Game, tied: Sequence[str]) -> str:
    """The player who goes first: the only one named, the choice of the tied players (the
    first of them answers for the table), or one at random when nobody is named."""
    for name in tied:
        if name not in game.state.players:
            raise not_a_player(name, game.state.order)
    if not tied:
        return game.rng.choice(game.state.order)
    chosen = game.choose_card(tied[0], "first-player", "Who goes first?", list(tied))
    assert chosen is not None
    return chosen


def draft(game: Game, clockwise: Sequence[str]) -> None:
    """The faction draft ("Who's On Your Side?") over the factions in the middle of the
    table: one each clockwise from the first player, then one each in reverse order."""
    pool = game.state.shared.get(BOX, [])
    factions = list(dict.fromkeys(game.definition(u).faction or "" for u in pool))
    if len(factions) < FACTIONS_EACH * len(clockwise):
        raise IllegalAction(
            f"formal play needs at least {FACTIONS_EACH} factions per player in the middle "
            f"of the table ({len(factions)} for {len(clockwise)} players)"
        )
    for name in [*clockwise, *reversed(clockwise)]:
        left = list(dict.fromkeys(game.definition(u).faction or "" for u in pool))
        faction = game.choose_card(name, "choose-faction", "Which faction?", left)
        assert faction is not None
        cards = tuple(u for u in pool if game.definition(u).faction == faction)
        game.apply(FactionChosen(name, faction, cards))


def deal_bases(game: Game) -> None:
    """Grab the bases of the chosen factions' sets, shuffle them, and put one base per
    player, plus one, in play."""
    grab_bases(game)
    order = list(game.state.shared.get(BASE_DECK, []))
    needed = len(game.state.order) + 1
    if len(order) < needed:
        raise InvalidScenario(f"{needed} bases are needed, the base deck has {len(order)}")
    game.rng.shuffle(order)
    game.apply(BaseDeckShuffled(tuple(order)))
    for index in range(needed):
        top = game.top_of(BASE_DECK)
        assert top is not None
        scoring.put_base(game, top, index)


def grab_bases(game: Game) -> None:
    """Put back in the box the bases of the base deck from sets no chosen faction comes
    from (when the players' cards and the bases say which set they come from)."""
    chosen = {
        card.definition.card_set
        for card in game.state.cards.values()
        if card.owner is not None and card.definition.card_set is not None
    }
    if not chosen:
        return
    for uid in list(game.state.shared.get(BASE_DECK, [])):
        card_set = game.definition(uid).card_set
        if card_set is not None and card_set not in chosen:
            game.move(uid, BOX, reason="returned")


def opening_hand(game: Game, player: str) -> None:
    """Draw five; with no minion among them, the player may show the hand, draw a new
    one and shuffle the old one into the deck, and must keep the second hand."""
    old = effects.draw(game, player, OPENING_HAND)
    if any(game.definition(u).is_minion for u in old):
        return
    if not game.may(player, "No minion in your opening hand: draw a new hand?", "mulligan"):
        return
    for uid in old:
        game.apply(CardRevealed(uid))
    effects.draw(game, player, OPENING_HAND)
    for uid in old:
        game.move(uid, DECK, player=player, reason="shuffled")
    effects.shuffle_deck(game, player)
