"""Real card abilities the card language cannot yet say: one module per faction
(``time_travelers.py`` ...).

A module registers its cards in :data:`smashwiki.engine.registry.REGISTRY` when it is
imported, keyed by the card's id in ``data/`` and a :class:`~smashwiki.engine.registry.Timing`.
:func:`load_all` imports every module here; the checks call it before running. A card
with anything registered counts as *implemented*: scenarios may then put the real card
in play (``minions: {Alan: [time-travelers/doctor-when]}``), the database marks it
``implemented``, and a ruling about it whose check uses it can be ``verified``.

Writing a card::

    from smashwiki.engine import effects
    from smashwiki.engine.registry import Context, Timing, ability, modifier, protection

    @ability("time-travelers/into-the-time-slip", Timing.ON_PLAY)
    def into_the_time_slip(ctx: Context) -> None:
        \"\"\"Return a card in play to its owner's hand.\"\"\"
        game = ctx.game
        cards = [uid for uid in game.active_cards() if game.role(uid) != "base"]
        target = game.choose_card(ctx.player, "return-target", "Return which card?", cards)
        if target:
            effects.return_to_hand(game, target, source=ctx.card)

    modifier("time-travelers/stasis-field", "base")   # played on a base, stays there

What an ability gets (:class:`~smashwiki.engine.registry.Context`): ``ctx.game``, its
card ``ctx.card`` (a uid), the player using it ``ctx.player`` (the controller), the
``ctx.event`` that triggered it, the ``ctx.base`` concerned (the base scoring, the base
a card was played on) and ``ctx.must_affect`` (below).

Asking, never guessing: ``game.choose_card(player, kind, prompt, options, optional=...)``,
``game.choose_cards(..., at_least=, at_most=)`` ("up to", "any number"), and
``game.may(player, prompt)``. A forced choice of one option is made without asking; an
optional one always asks (``pass`` declines). The ``kind`` is what scenarios answer.

Changing the game, always through the game (each call becomes events in the log, and
respects protection): ``destroy``, ``return_to_hand``, ``move_minion``, ``move`` (any
zone, with a reason), ``take_control``, ``place_counters`` / ``move_counters`` /
``remove_counters`` (counters placed and moved are different events),
``add_power(uid, n, until="end-of-turn")``, ``add_breakpoint``, ``gain_vp``, ``draw``,
``reveal_until``, ``draw_madness``, ``bury`` / ``uncover`` / ``store`` /
``put_in_stasis``, ``duel``, ``play_monster``, ``grant_extra_turn``, ``shuffle_deck``,
``choose_replacement(base, new_base)`` (a base other than the base deck's top replaces
a scored base), ``play_card(player, uid, target, extra=True)`` when a card says "play",
and ``resolve_special(uid, player, effect)`` for a Special played from the hand at its
moment. "Once per turn" is ``@ability(..., once_per_turn=True)`` (whether some other
ability resolved this turn is in the log: ``common.this_turn(game)``);
``tag(card_id, "affects-minion")`` and ``game.has_tag(uid, tag)`` record facts about
cards that other cards ask ("an action that directly affects a minion").

Extra plays: ``plays.grant_extra(game, player, "minion", max_power=2, card=uid, from_zone=
"discard", bases=[...], affects=minion, immediate=True, source=ctx.card)``. Outside
the player's Play Cards phase, or with ``immediate=True`` (a Special, "play it again",
a specific card), the grant is offered at once and expires when declined, before
``grant_extra`` returns: "immediately or not at all"; it returns the card played, if
any. Otherwise it waits until the end of the phase.

Directly affecting a minion: pass ``source=ctx.card`` to every change; the log then
records the card as directly affected (counters placed, moved to or from it, or
removed; power changed; moved, destroyed, returned; a modifier played on it; control
changed). ``game.directly_affected(uid, since=len(game.log))`` lists those events;
after a card is played, ``game.directly_affected_by(event.card, event.start)`` (with
the :class:`~smashwiki.engine.events.CardPlayed` event an ``AFTER_PLAY`` ability gets)
lists the cards it directly affected; and
a :data:`~smashwiki.engine.registry.Timing.AFFECTED` ability of the minion runs after
each. A grant with ``affects=<minion>`` ("an extra action that directly affects this
minion") only lets minion modifiers be played on that minion, and gives the action's
abilities ``ctx.must_affect``: choose only that minion when it is set.

Ongoing effects are functions asked every time (nothing is stored):
``@power_modifier(card_id)`` ``(game, source, target) -> int``, ``@power_setter``,
``@breakpoint_modifier``, ``@player_power``, ``@protection`` ``(game, source, target,
by) -> bool``, ``@restriction`` ``(game, source, action) -> reason | None`` (a "can't",
which beats every "can"), ``@score_blocker``. Triggered abilities use
:func:`~smashwiki.engine.registry.ability` with a timing; ``optional=True`` for "you
may" (they wait for the Me First! round), ``from_hand=True`` for Specials, and
``when=lambda ctx: ...`` for conditions such as "before *this* base scores".
"""

from __future__ import annotations

import importlib
import pkgutil

from ..registry import REGISTRY, Registry

_loaded: list[bool] = []


def load_all() -> Registry:
    """Import every faction module (registering its cards) and return the registry (the
    modules are listed once: every check calls this)."""
    if not _loaded:
        for module in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{module.name}")
        _loaded.append(True)
    return REGISTRY
