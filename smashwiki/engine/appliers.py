"""Event appliers: how each event changes the state. :meth:`Game.apply
<smashwiki.engine.game.Game.apply>` calls :func:`apply_event`, the only code that
changes a game's state, one small function per kind of event (looked up by the
event's class).
"""

from __future__ import annotations

from . import definitions as d
from .events import (
    BaseDeckShuffled,
    CardLooked,
    CardMoved,
    CardRevealed,
    ControlChanged,
    CounterMoved,
    CounterPlaced,
    CounterRemoved,
    CountersDiscarded,
    DeckShuffled,
    DelayedEffectDue,
    EffectAdded,
    EffectScheduled,
    EffectsExpired,
    Event,
    ExtraPlayGranted,
    ExtraTurnGranted,
    FactionChosen,
    GameEnded,
    GrantExpired,
    OncePerTurnUsed,
    PhaseBegan,
    PlaysReset,
    PlayUsed,
    ReplacementChosen,
    Reshuffled,
    TalentUsed,
    TallyChanged,
    TurnBegan,
    VPGained,
)
from .game import HOOKS, Game
from .state import (
    BASE_DECK,
    BASE_DISCARD,
    DECK,
    IN_PLAY,
    MADNESS_DECK,
    ROLE_BASE,
    ROLE_BURIED,
    ROLE_MINION,
    ROLE_MODIFIER,
    ROLE_STASIS,
    ROLE_STORED,
    ROLE_TITAN,
    STASIS,
    InPlay,
    Location,
    Phase,
    Role,
    TemporaryEffect,
)


def apply_event(event: Event, game: Game) -> None:
    """Change ``game``'s state as ``event`` says (events that only record do nothing)."""
    applier = HOOKS.appliers.get(type(event))
    if applier is not None:
        applier(event, game)


#: Registers the decorated function as the applier of one class of events.
applies = HOOKS.applier


@applies(TurnBegan)
def _turn_began(event: TurnBegan, game: Game) -> None:
    game.state.active = event.player
    game.state.turn = event.turn
    game.state.used_this_turn.clear()
    if event.extra:
        game.state.extra_turns.pop(0)


@applies(PhaseBegan)
def _phase_began(event: PhaseBegan, game: Game) -> None:
    game.state.phase = Phase(event.phase)
    game.state.phase_started = True


@applies(CardMoved)
def _card_moved(event: CardMoved, game: Game) -> None:
    state = game.state
    uid = event.card
    game.cache.version += 1
    state.pile(state.locations[uid]).remove(uid)
    entering = event.to_zone in (IN_PLAY, STASIS)
    leaving = event.from_zone in (IN_PLAY, STASIS)
    if leaving and not entering:
        record = state.in_play.pop(uid)
        state.effects = [e for e in state.effects if e.target != record.object_id]
        state.at.pop(uid, None)
        state.replacements.pop(uid, None)  # a base leaving play: its replacement is used
    elif entering and not leaving or event.reason in ("buried", "stored", "stasis", "uncovered"):
        state.in_play[uid] = InPlay(
            uid, state.next_object_id, event.controller, role_for(event, game.definition(uid))
        )
        state.next_object_id += 1
    destination = Location(event.to_zone, event.to_player, event.to_host)
    if event.to_zone == IN_PLAY and event.to_host is None:
        state.at.setdefault(uid, [])
    pile = state.pile(destination)
    if event.index is not None:
        pile.insert(event.index, uid)
    elif event.top:
        pile.insert(0, uid)
    else:
        pile.append(uid)
    state.locations[uid] = destination
    # a card going into a deck is unknown again; one moved within its deck (the cards
    # looked at placed back, on top or at the bottom) is known to whoever knew it
    if event.to_zone == DECK and event.from_zone != DECK or event.reason == "revealed":
        state.known.pop(uid, None)
    if event.reason == "revealed":
        state.known[uid] = set(state.order)
    if game.definition(uid).kind == d.MADNESS:
        state.cards[uid].owner = event.to_player if event.to_zone != MADNESS_DECK else None


@applies(ControlChanged)
def _control_changed(event: ControlChanged, game: Game) -> None:
    game.state.in_play[event.card].controller = event.new


@applies(CounterPlaced)
def _counter_placed(event: CounterPlaced, game: Game) -> None:
    game.state.in_play[event.card].counters += event.amount


@applies(ReplacementChosen)
def _replacement(event: ReplacementChosen, game: Game) -> None:
    game.state.replacements[event.base] = event.replacement


@applies(CardLooked)
def _card_looked(event: CardLooked, game: Game) -> None:
    game.state.known.setdefault(event.card, set()).add(event.player)


@applies(CardRevealed)
def _card_revealed(event: CardRevealed, game: Game) -> None:
    game.state.known[event.card] = set(game.state.order)


@applies(FactionChosen)
def _faction_chosen(event: FactionChosen, game: Game) -> None:
    state = game.state
    game.cache.version += 1
    for uid in event.cards:
        state.pile(state.locations[uid]).remove(uid)
        state.players[event.player].deck.append(uid)
        state.locations[uid] = Location(DECK, event.player)
        state.cards[uid].owner = event.player


@applies(BaseDeckShuffled)
def _base_deck_shuffled(event: BaseDeckShuffled, game: Game) -> None:
    game.state.shared.setdefault(BASE_DECK, [])[:] = event.order


@applies(DeckShuffled)
def _deck_shuffled(event: DeckShuffled, game: Game) -> None:
    deck = game.state.players[event.player].deck
    deck[:] = event.order
    for uid in deck:
        game.state.known.pop(uid, None)


@applies(CounterMoved)
def _counter_moved(event: CounterMoved, game: Game) -> None:
    game.state.in_play[event.from_card].counters -= event.amount
    game.state.in_play[event.to_card].counters += event.amount


@applies(CounterRemoved)
def _counter_removed(event: CounterRemoved, game: Game) -> None:
    game.state.in_play[event.card].counters -= event.amount


@applies(CountersDiscarded)
def _counters_discarded(event: CountersDiscarded, game: Game) -> None:
    game.state.in_play[event.card].counters -= event.amount


@applies(EffectAdded)
def _effect_added(event: EffectAdded, game: Game) -> None:
    record = game.state.in_play[event.card]
    player = game.state.active if event.until == "start-of-turn" else None
    if event.until.startswith(("start-of-turn:", "end-of-next-turn:")):
        player = event.until.split(":", 1)[1]
    game.state.effects.append(
        TemporaryEffect(
            record.object_id,
            event.amount,
            event.until.split(":")[0],
            player,
            event.source,
            event.stat,
            game.state.turn,
            event.player,
        )
    )
    if event.stat == "cancelled":
        game.cache.version += 1  # which cards' abilities work has changed


@applies(EffectScheduled)
def _effect_scheduled(event: EffectScheduled, game: Game) -> None:
    game.state.delayed.append(event.delayed)


@applies(DelayedEffectDue)
def _delayed_due(event: DelayedEffectDue, game: Game) -> None:
    game.state.delayed.remove(event.delayed)


@applies(EffectsExpired)
def _effects_expired(event: EffectsExpired, game: Game) -> None:
    game.state.effects = [e for e in game.state.effects if not expires(e, event)]
    game.cache.version += 1


@applies(TallyChanged)
def _tally(event: TallyChanged, game: Game) -> None:
    total = game.state.tallies.get(event.card, 0) + event.amount
    if total:
        game.state.tallies[event.card] = total
    else:
        game.state.tallies.pop(event.card, None)


@applies(VPGained)
def _vp_gained(event: VPGained, game: Game) -> None:
    game.state.players[event.player].vp += event.amount


@applies(Reshuffled)
def _reshuffled(event: Reshuffled, game: Game) -> None:
    if event.zone == BASE_DECK:
        source = game.state.shared[BASE_DISCARD]
        target = game.state.shared.setdefault(BASE_DECK, [])
        zone, player = BASE_DECK, None
    else:
        assert event.player is not None
        player_state = game.state.players[event.player]
        source, target, zone, player = player_state.discard, player_state.deck, DECK, event.player
    source.clear()
    target.extend(event.order)
    for uid in event.order:
        game.state.locations[uid] = Location(zone, player)


@applies(ExtraPlayGranted)
def _grant(event: ExtraPlayGranted, game: Game) -> None:
    if not event.grant.immediate:
        game.state.players[event.player].grants.append(event.grant)


@applies(PlaysReset)
def _plays_reset(event: PlaysReset, game: Game) -> None:
    player = game.state.players[event.player]
    player.minion_plays, player.action_plays = event.minions, event.actions
    player.talents_used.clear()


@applies(PlayUsed)
def _play_used(event: PlayUsed, game: Game) -> None:
    player = game.state.players[event.player]
    if event.grant is None:
        if event.play == "minion":
            player.minion_plays -= 1
        else:
            player.action_plays -= 1
        return
    if event.grant in player.grants:
        player.grants.remove(event.grant)


@applies(GrantExpired)
def _grant_expired(event: GrantExpired, game: Game) -> None:
    player = game.state.players[event.player]
    if event.grant in player.grants:
        player.grants.remove(event.grant)


@applies(TalentUsed)
def _talent_used(event: TalentUsed, game: Game) -> None:
    game.state.players[event.player].talents_used.add(game.state.in_play[event.card].object_id)


@applies(ExtraTurnGranted)
def _extra_turn(event: ExtraTurnGranted, game: Game) -> None:
    game.state.extra_turns.append(event.player)


@applies(OncePerTurnUsed)
def _once_per_turn_used(event: OncePerTurnUsed, game: Game) -> None:
    game.state.used_this_turn.add((event.card, event.timing, event.player))


@applies(GameEnded)
def _game_ended(event: GameEnded, game: Game) -> None:
    game.state.winners = event.winners
    game.state.phase = Phase.OVER


def role_for(event: CardMoved, definition: d.CardDef) -> Role:
    """The role a card entering play (or stasis) takes, from how it moved."""
    if event.to_zone == STASIS:
        return ROLE_STASIS
    if event.reason == "buried":
        return ROLE_BURIED
    if event.reason == "stored":
        return ROLE_STORED
    if event.to_host is None:
        return ROLE_BASE
    if definition.is_minion:
        return ROLE_MINION
    if definition.type == d.TITAN:
        return ROLE_TITAN
    return ROLE_MODIFIER


def expires(effect: TemporaryEffect, event: EffectsExpired) -> bool:
    """True if ``event`` ends ``effect``."""
    if effect.until != event.until:
        return False
    if event.until == "end-of-next-turn":  # lang-time: a turn of that player's begun after it
        return effect.player == event.player and effect.turn < event.turn
    return event.until == "end-of-turn" or effect.player == event.player
