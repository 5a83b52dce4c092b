"""Effects of the card language on piles: cards placed from the discard pile on the
deck, kinds of cards shuffled in, a card in play returned, this card placed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..decisions import DecisionKind
from ..errors import InvalidScenario
from ..registry import Context
from ..state import DECK, DISCARD, ROLE_BURIED
from .conditions import your_minions
from .effects import EFFECTS, Effect, asked

if TYPE_CHECKING:
    from ..game import Game

#: What a card is, for ``card:`` options: any card, an action, a minion.
_KINDS = ("any", "action", "minion")


def _is(game: Game, uid: str, kind: str) -> bool:
    definition = game.definition(uid)
    return kind == "any" or (definition.is_action if kind == "action" else definition.is_minion)


def shuffle_into_deck(game: Game, player: str, cards: Iterable[str], source: str) -> None:
    """Shuffle ``cards`` into ``player``'s deck (the deck is shuffled even if none)."""
    for uid in cards:
        game.move(uid, DECK, player=player, reason="shuffled", source=source)
    game.shuffle_deck(player)


def _discard_to_deck(ctx: Context, value: Any, effect: Effect) -> None:
    """``discard-to-deck: {card: action, where: top}``: place a card of yours from your
    discard pile on the top (or ``bottom``) of your deck."""
    options = value if isinstance(value, Mapping) else {}
    kind, where = str(options.get("card", "any")), str(options.get("where", "top"))
    if kind not in _KINDS or where not in ("top", "bottom"):
        raise InvalidScenario("discard-to-deck: card is any, action or minion; where top or bottom")
    game = ctx.game
    found = [u for u in game.players_pile(ctx.player, DISCARD) if _is(game, u, kind)]
    default: DecisionKind = "to-deck-top" if where == "top" else "to-deck-bottom"
    chosen = game.choose_card(ctx.player, asked(effect, default), "Which card?", found)
    if chosen is not None:
        game.move(
            chosen, DECK, player=ctx.player, reason="placed", source=ctx.card, top=where == "top"
        )


def _shuffle_a_kind(ctx: Context, value: Any, effect: Effect) -> None:
    """``shuffle-a-kind: true``: shuffle all actions or all minions (you choose which, not
    both) from your discard pile into your deck."""
    game = ctx.game
    which = game.choose_card(
        ctx.player,
        asked(effect, "actions-or-minions"),
        "Shuffle all actions or all minions?",
        ["actions", "minions"],
    )
    kind = "action" if which == "actions" else "minion"
    chosen = [u for u in game.players_pile(ctx.player, DISCARD) if _is(game, u, kind)]
    shuffle_into_deck(game, ctx.player, chosen, ctx.card)


def _shuffle_yours_here(ctx: Context, value: Any, effect: Effect) -> None:
    """``shuffle-yours-here: true``: shuffle any number of your minions at the base (the
    one scoring, for a Special) into your deck."""
    game = ctx.game
    here = game.base_of(ctx.card) or ctx.base
    mine = your_minions(game, ctx.player, here) if here else []
    chosen = game.choose_cards(
        ctx.player,
        asked(effect, "shuffle-minions"),
        "Shuffle which of your minions into your deck?",
        mine,
    )
    shuffle_into_deck(game, ctx.player, chosen, ctx.card)


def _return_card(ctx: Context, value: Any, effect: Effect) -> None:
    """``return-card: 1``: return a card in play (a minion, a modifier, a titan, a buried
    card; not a base, not this card) to its owner's hand. Buried cards "are affected by
    abilities that target 'cards'"; stored cards and cards in stasis are not."""
    game = ctx.game
    buried = [u for u in game.state.in_play if game.role(u) == ROLE_BURIED]
    cards = [u for u in [*game.active_cards(), *buried] if game.role(u) != "base" and u != ctx.card]
    if ctx.must_affect is not None:
        cards = [u for u in cards if u == ctx.must_affect]
    for _ in range(int(value)):
        target = game.choose_card(ctx.player, asked(effect, "return-card"), "Return?", cards)
        if target is None:
            return
        game.return_to_hand(target, source=ctx.card)


def _place_self(ctx: Context, value: Any, effect: Effect) -> None:
    """``place-self: deck-bottom``: place this card on the bottom of your deck (instead
    of your discard pile)."""
    if value != "deck-bottom":
        raise InvalidScenario("place-self: deck-bottom")
    ctx.game.move(ctx.card, DECK, player=ctx.player, reason="placed", source=ctx.card)


EFFECTS.update(
    {
        "discard-to-deck": _discard_to_deck,
        "shuffle-a-kind": _shuffle_a_kind,
        "shuffle-yours-here": _shuffle_yours_here,
        "return-card": _return_card,
        "place-self": _place_self,
    }
)
