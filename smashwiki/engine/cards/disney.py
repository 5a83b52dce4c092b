"""Disney Edition: the cards whose full text the rulebook gives (Jack Skellington,
I'm Gonna Wreck It!; Sultan's Palace is in YAML). The other Disney cards are known by name
only; their rulings run on stand-ins. In Disney terms a *character* is a minion and
a *character modifier* an action played on a minion.
"""

from __future__ import annotations

from .. import effects
from ..events import CardPlayed
from ..game import Game
from ..registry import Context, Timing, ability
from ..state import DISCARD, HAND

JACK_SKELLINGTON = "nightmare-before-christmas/jack-skellington"
IM_GONNA_WRECK_IT = "disney-edition/im-gonna-wreck-it"

WRECK_IT_BREAKPOINT = -3


def _character_modifier(game: Game, uid: str) -> bool:
    return game.definition(uid).is_action and game.modifier_target(uid) == "minion"


@ability(JACK_SKELLINGTON, Timing.ON_PLAY)
def jack_skellington(ctx: Context) -> None:
    """Place a character modifier from your discard pile into your hand."""
    game = ctx.game
    found = [u for u in game.players_pile(ctx.player, DISCARD) if _character_modifier(game, u)]
    chosen = game.choose_card(ctx.player, "take-modifier", "Take which modifier?", found)
    if chosen is not None:
        game.move(chosen, HAND, player=ctx.player, reason="placed", source=ctx.card)


def _played_a_character_modifier(ctx: Context) -> bool:
    event = ctx.event
    return (
        isinstance(event, CardPlayed)
        and event.player == ctx.player
        and _character_modifier(ctx.game, event.card)
    )


@ability(JACK_SKELLINGTON, Timing.AFTER_PLAY, optional=True, when=_played_a_character_modifier)
def jack_skellington_gift(ctx: Context) -> None:
    """Ongoing: After you play a character modifier, you may place a +1 power counter on a
    character, OR you may draw a card (every time: not once per turn)."""
    game = ctx.game
    which = game.choose_card(
        ctx.player,
        "counter-or-draw",
        "Place a +1 power counter, or draw a card?",
        ["counter", "draw"],
    )
    if which == "draw":
        effects.draw(game, ctx.player, 1)
        return
    target = game.choose_card(
        ctx.player, "counter-target", "Place the counter on?", game.minions_in_play()
    )
    if target is not None:
        effects.place_counters(game, target, 1, source=ctx.card)
