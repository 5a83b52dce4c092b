"""Compiled abilities written as an ``abilities:`` mapping, the card language's YAML.

:func:`to_yaml` writes the card grammar's general form (a verb with ``target:``,
``to:``, ``until:``, ``if:`` beside it) and then reads it back with the grammar's own
reader: a mapping is returned only if it reads back to exactly the values it was
written from (an ability's conditions in any order: all of them must hold), so what is
stored for a card (``compiled:``) and what ``--draft`` prints are the compiled values,
never an approximation of them. The compiler accepts only a text whose values it writes.

>>> from .compiler import compile_text
>>> to_yaml(compile_text("Destroy a minion of power 2 or less.").compiled.abilities)
{'on-play': [{'destroy': True, 'target': {'power': {'at-most': 2}}}]}
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine.language.grammar import (
    CHOSEN_BASE,
    TARGET_VERBS,
    Ability,
    Amount,
    CardAbilities,
    Condition,
    Effect,
    GrammarError,
    GrantAt,
    PowerFilter,
    Result,
    Selector,
    Static,
    chooses_a_base,
    chooses_a_card,
    parse_abilities,
)

Plain = dict[str, Any]
_DEFAULT = Selector()
_FLAG_CONDITIONS = ("your-turn", "on-self", "in-discard", "your-play-phase", "minion-here")


class NoYaml(Exception):
    """Values the card language's YAML has no way to write."""


_EACH_KEYS = {
    "winners": "each-winner",
    "others": "each-other-player",
    "with-minion-here": "each-player-with-minion-here",
    "chosen": "chosen-player",
    "chosen-other": "chosen-other-player",
    "chosen-owner": "its-owner",  # lang-owner
    "chosen-controller": "its-controller",
}


def power_filter(found: PowerFilter) -> Plain:
    """A power filter as its YAML mapping: ``{at-most: 2}``, ``{less-than: chosen}``, or
    (lang-rel) ``{less-than: {number-of: <selector>}}``."""
    limit: object = found.value if found.value is not None else found.of
    if found.count is not None:
        limit = {"number-of": selector(found.count)}
    if found.result is not None:  # lang-results
        limit = {"number-done": _result(found.result)}
    return {found.compare: limit}


def selector(found: Selector) -> Plain:
    """A selector as its YAML mapping (the defaults left out)."""
    out: Plain = {}
    for key, attribute in (("what", "what"), ("whose", "whose"), ("by", "by")):
        if getattr(found, attribute) != getattr(_DEFAULT, attribute):
            out[key] = getattr(found, attribute)
    for key in ("where", "pile", "this", "name", "faction"):
        if getattr(found, key) != getattr(_DEFAULT, key):
            out[key] = getattr(found, key)
    if found.name_of is not None:  # lang-name
        out["same-name-as"] = found.name_of
    if found.power is not None:
        out["printed-power" if found.power.printed else "power"] = power_filter(found.power)
    if found.other:
        out["other"] = True
    if found.with_counter:
        out["with-counter"] = True
    if found.with_modifier:  # lang-protect
        out["with-modifier"] = True
    if found.played_this_turn:
        out["played-this-turn"] = True
    if found.moved is not None:  # lang-moved
        out["moved"] = found.moved
    if found.played_at is not None:  # lang-playedhere
        out["played-at"] = found.played_at
    if found.base_where is not None:
        out["base-where"] = found.base_where
    if found.base_has is not None:  # lang-basefilter
        has: Plain = {}
        if found.base_has.at_least != 1:
            has["at-least"] = found.base_has.at_least
        if found.base_has.power is not None:
            has["power"] = power_filter(found.base_has.power)
        if found.base_has.faction is not None:  # lang-faction
            has["faction"] = found.base_has.faction
        if found.base_has.whose != "you":  # lang-where
            has["whose"] = found.base_has.whose
        out["base-has"] = has
    if found.superlative is not None:
        out["superlative"] = found.superlative
    if found.tie is not None:  # lang-extremes
        out["tie"] = found.tie
    if found.most_per is not None:
        out["most-per"] = found.most_per
    if found.base_rank is not None:
        out["base-rank"] = found.base_rank
    if found.on is not None:
        out["on"] = selector(found.on)
    if found.affects is not None:
        out["affects"] = selector(found.affects)
    q = found.quantifier
    if q.kind == "one" and q.count != 1:
        out["count"] = q.count
    elif q.kind == "up-to":
        out["up-to"] = q.count
    elif q.kind in ("any-number", "each"):
        out[q.kind] = True
    return out


def _result(found: Result) -> Plain:
    """lang-results: ``{effect: 0, verb: discard}`` (what, counts if not the defaults)."""
    done: Plain = {"effect": found.effect, "verb": found.verb}
    if found.what != "card":
        done["what"] = found.what
    if found.counts != "cards":
        done["counts"] = found.counts
    return done


def _amount(found: Amount) -> Any:
    if found.result is not None:  # lang-results
        return {"value": found.value, "for-each-done": _result(found.result)}
    if found.power_of is not None:  # lang-timed
        return {"value": found.value, "power-of": selector(found.power_of)}
    if found.per_player is not None:  # lang-its
        return {"value": found.value, "for-each-player": found.per_player}
    if found.per is None and not found.per_counter and found.equal_to is None:
        if found.per_power:  # lang-third
            return {"value": found.value, "for-every-power": found.per_power}
        return found.value
    out: Plain = {"value": found.value}
    if found.per is not None:
        out["for-each"] = selector(found.per)
    if found.per_counter:
        out["for-each-counter"] = True
    if found.equal_to is not None:
        out["equal-to"] = found.equal_to
    return out


def _condition(found: Condition) -> Any:
    if not found.names and not found.count and found.pile is None:
        return found.kind
    out: Plain = {"kind": found.kind}
    if found.names:
        out["name"] = list(found.names)
    if found.count:
        out["count"] = found.count
    if found.pile is not None:
        out["pile"] = found.pile
    return out


#: The base that scored replaced by a base of your choice from the base discard pile.
_FROM_BASE_DISCARD = Effect(
    "replace-base", target=Selector(what="base", pile="base-discard"), variant="from-base-discard"
)


def effect(found: Effect) -> Plain:
    """One effect as its YAML mapping."""
    if found.verb == "place" and found.amount is None:
        cost = {"cost": [effect(e) for e in found.cost]} if found.cost else {}  # lang-x
        return {**_place(found), **cost}
    if found.variant == "and-replay":
        return _return_and_replay(found)
    if found.verb == "discard" and found.variant == "at-random":
        return _at_random(found)
    if found.variant == "stasis" and found.amount is not None:  # lang-d
        return _stasis_counters(found)
    if found.verb == "draw" and found.variant == "until-hand":  # lang-time: its shorthand
        plain = effect(replace(found, variant=None))
        return {("draw-until-hand" if k == "draw" else k): v for k, v in plain.items()}
    if found.verb == "later":  # the moment is in the shorthand's name
        when = found.duration.kind if found.duration is not None else "end-of-turn"
        key = "at-end-of-turn" if when == "end-of-turn" else f"at-{when}"
        return {key: [effect(e) for e in found.effects]}
    if found.verb == "each" and found.variant in _EACH_KEYS:
        return {_EACH_KEYS[found.variant]: [effect(e) for e in found.effects]}
    if chooses_a_base(found):  # lang-there: "Choose a base." and the effects there
        return _choose_base(found)
    if chooses_a_card(found):  # lang-possessive: "Choose one of your minions."
        if found.effects or found.then or found.condition or found.cost or found.optional:
            raise NoYaml("a card chosen with more than the choice")
        return {"choose-card": selector(found.target or Selector())}
    if found.verb == "replace-base" and found == _FROM_BASE_DISCARD:  # lang-a: its shorthand
        return {"replacement-from-base-discard": True}
    hand = found.target is not None and found.target.pile == "hand"  # lang-k
    deck = found.target is not None and found.target.pile in ("deck", "base-deck")  # lang-time
    if found.verb == "look" and (found.effects or found.revealed or hand or deck):
        return _look(found)
    if found.verb == "place" and found.variant == "any-order":
        return {**effect(replace(found, variant=None)), "place": {"any-order": True}}
    out: Plain = {found.verb: _verb_value(found)}
    if found.target is not None and (
        found.verb != "play"
        or found.grant is None
        or found.target.this is not None
        or _on_one_minion(found)
    ):  # an extra play's target is its card's (but "play it": the card taken; and
        # "up to 2 actions that directly affect the same minion": its minion chosen)
        out["target"] = selector(found.target)
        if found.verb == "stasis":  # lang-d: its shorthand's target is this card's kind
            out["target"]["what"] = found.target.what
    counted = found.amount is not None and found.amount.result is not None  # lang-results
    if found.amount is not None and (found.verb in TARGET_VERBS or counted and found.grant):
        out["amount"] = _amount(found.amount)
    if found.destination is not None:
        where = found.destination
        out["to"] = where.kind if where.base is None else {"kind": where.kind, "base": where.base}
    if found.duration is not None:
        out["until"] = found.duration.kind
    if found.condition is not None and found.verb != "if":
        out["if"] = _condition(found.condition)
    if found.optional != (found.grant is not None):  # an extra play's "you may" is its default
        out["optional"] = found.optional
    if found.ask is not None:
        out["ask"] = found.ask
    if found.then:
        out["then"] = [effect(e) for e in found.then]
    if found.cost:  # lang-x: "discard a card to draw two cards"
        out["cost"] = [effect(e) for e in found.cost]
    if found.variant is not None or found.revealed or found.others:
        raise NoYaml(f"the {found.verb} effect's variant")
    return out


def _choose_base(found: Effect) -> Plain:
    """``choose-base: [effects]`` (``{where: ..., do: [effects]}``): the language's one
    way to say a base chosen and effects done there (lang-there)."""
    target = found.target or Selector()
    plain = replace(target, base_where=None, base_has=None)
    if plain != CHOSEN_BASE or found.then or found.condition or found.cost or found.optional:
        raise NoYaml("a base chosen with more than the effects done there")
    inner = [effect(e) for e in found.effects]
    if target.base_has is not None:  # lang-where: "Choose a base where you have two or more"
        has = selector(replace(CHOSEN_BASE, base_has=target.base_has))["base-has"]
        return {"choose-base": {"has": has, "do": inner}}
    if target.base_where is None:
        return {"choose-base": inner}
    return {"choose-base": {"where": target.base_where, "do": inner}}


#: Where ``place-self`` puts this card (``discard``: lang-instead, from play, not destroyed).
_PLACE_SELF = ("deck-top", "deck-bottom", "discard")


def _place(found: Effect) -> Plain:
    """This card placed on your deck (``place-self``) or into your hand
    (``self-to-hand``), a card of yours placed from your
    discard pile on it, or a base from the base discard pile on the base deck: the
    language's ways to say a ``place`` without an amount."""
    where = found.destination.kind if found.destination else None
    target = found.target or Selector()
    meta: Plain = {"optional": True} if found.optional else {}  # "you may"
    if target == Selector(what="card", this="self") and where in _PLACE_SELF:
        return {"place-self": where, **meta}
    if target == Selector(what="card", this="self") and where == "hand":
        return {"self-to-hand": True, **meta}
    if where == "base-deck-top" and target == Selector(what="base", pile="base-discard"):
        return {"base-to-deck-top": {"optional": True} if found.optional else True}
    if where == "madness-deck" and target.what == "madness":  # lang-d: from another pile too
        said: Plain = {} if target.pile == "hand" else {"target": selector(target)}
        then = {"then": [effect(e) for e in found.then]} if found.then else {}
        return {"return-madness": target.quantifier.count, **said, **meta, **then}
    if where not in ("deck-top", "deck-bottom") or target.pile != "discard":
        raise NoYaml("placing a card other than from your discard pile on your deck")
    spec = {"card": target.what, "where": where.removeprefix("deck-")}
    return {"discard-to-deck": spec, **meta}


def _stasis_counters(found: Effect) -> Plain:
    """``stasis-counters: N`` (or ``-N``): the language's one way to say stasis counters
    added to (removed from) one of your cards in stasis."""
    amount = found.amount.value if found.amount is not None else 1
    sign = -1 if found.verb == "remove-counters" else 1
    meta: Plain = {"optional": True} if found.optional else {}
    then = {"then": [effect(e) for e in found.then]} if found.then else {}
    return {"stasis-counters": sign * amount, **meta, **then}


def _look(found: Effect) -> Plain:
    """``look: {top: N, reveal: true, do: [effects]}``: the top cards of your deck looked
    at (or revealed), and what is done with them; ``look: {hand: other|you}``: a hand
    (lang-k)."""
    hand = found.target is not None and found.target.pile == "hand"
    if hand and not (found.then or found.condition or found.cost):
        assert found.target is not None
        said: Plain = {"hand": found.target.whose}
        if found.revealed:
            said["reveal"] = True
        if found.effects:
            said["do"] = [effect(e) for e in found.effects]
        return {"look": said, **({"optional": True} if found.optional else {})}
    others = found.target == Selector(what="card", whose="other", pile="deck")  # lang-time
    bases = found.target == Selector(what="base", pile="base-deck")  # lang-basedeck
    known = others or bases
    if (found.target is not None and not known) or found.then or found.condition or found.cost:
        raise NoYaml("a look with a target, a condition or effects after it")
    spec: Plain = {"top": found.amount.value if found.amount is not None else 1}
    if others:
        spec["deck"] = "other"
    if bases:
        spec["deck"] = "base"
    if found.amount is not None and found.amount != Amount(found.amount.value):
        raise NoYaml("a look at a number of cards that is not a number")
    if found.revealed:
        spec["reveal"] = True
    if found.effects:
        spec["do"] = [effect(e) for e in found.effects]
    out: Plain = {"look": spec}
    if found.optional:
        out["optional"] = True
    return out


def _at_random(found: Effect) -> Plain:
    """``discard-at-random: N``: the language's one way to say a random discard (cards of
    your hand, picked at random)."""
    out = effect(replace(found, variant=None))
    target = out.pop("target")
    count = target.pop("count", 1) if isinstance(target, dict) else None
    if target != {"what": "card", "whose": "you", "pile": "hand"} or count is None:
        raise NoYaml("a random discard of other than cards of your hand")
    del out["discard"]
    return {"discard-at-random": count, **out}


def _return_and_replay(found: Effect) -> Plain:
    """The language's one way to say "Return one of your (other) minions to your hand.
    You may play it again ..."."""
    target = found.target or Selector()
    if replace(target, other=False) != Selector(whose="you") or found.then or found.condition:
        raise NoYaml("returning and replaying other than one of your minions")
    return {"return-and-replay": {"others": target.other, "optional": found.optional}}


def _verb_value(found: Effect) -> Any:
    if found.verb in ("may", "each"):
        return [effect(e) for e in found.effects]
    if found.verb == "if":
        raise NoYaml("'if' with several effects")
    if found.verb == "choose":
        return [[effect(e) for e in option] for option in found.options]
    if found.verb == "play" and found.grant is None:
        return True
    if found.verb == "play":
        return _grant(found)
    if found.verb in TARGET_VERBS or found.verb == "extra-turn":
        return True
    if found.verb == "restrict":  # lang-timed: what it forbids
        return found.restriction
    return _amount(found.amount) if found.amount is not None else 1


def _grant(found: Effect) -> Any:
    if found.grant is None or found.target is None:
        raise NoYaml("a play that is not an extra play")
    spec: Plain = {"card": found.target.what}
    if found.target.power is not None and found.target.power.compare == "at-most":
        spec["max-power"] = found.target.power.value
    if found.target.power is not None and found.target.power.compare == "at-least":
        spec["min-power"] = found.target.power.value  # lang-grave
    if found.target.power is not None and found.target.power.result is not None:
        spec.pop("max-power", None)  # lang-results: compared with what an effect did
        spec.pop("min-power", None)
        spec["power"] = power_filter(found.target.power)
    grant = found.grant
    if grant.from_pile != "hand":
        spec["from"] = grant.from_pile
    if grant.here:
        spec["here"] = True
    if grant.its_base:
        spec["its-base"] = True
    if grant.there:  # lang-s
        spec["there"] = True
    if grant.that_base:  # lang-there
        spec["that-base"] = True
    if grant.at is not None:  # lang-grantplace
        spec["at"] = _play_at(grant.at)
    if grant.on is not None:  # lang-grantplace
        spec["on"] = grant.on
    if grant.left_base:  # lang-grantplace
        spec["left-base"] = True
    if grant.immediate:
        spec["immediate"] = True
    if found.target.name is not None:  # lang-k
        spec["name"] = found.target.name
    if found.target.name_of is not None:  # lang-name
        spec["same-name-as"] = found.target.name_of
    affects = found.target.affects
    if (
        affects is not None
        and affects.this in ("self", "chosen")
        and affects == Selector(this=affects.this)
    ):
        spec["affects"] = affects.this
    elif affects is not None and not _on_one_minion(found):
        raise NoYaml("an extra play that directly affects other than this or that minion")
    return spec


def _play_at(at: GrantAt) -> Plain:
    """lang-grantplace: an extra play's ``at:``."""
    spec: Plain = {}
    if at.where is not None:
        spec["where"] = at.where
    if at.has is not None:
        has: Plain = {}
        if at.has.at_least != 1:
            has["at-least"] = at.has.at_least
        if at.has.power is not None:
            has["power"] = power_filter(at.has.power)
        spec["has"] = has
    if at.breakpoint_at_most is not None:
        spec["breakpoint-at-most"] = at.breakpoint_at_most
    if at.each:
        spec["each"] = True
    return spec


def _on_one_minion(found: Effect) -> bool:
    """Whether ``found`` is extra plays on one minion chosen first (said by its target)."""
    target = found.target
    return (
        found.grant is not None
        and target is not None
        and target.affects is not None
        and target.affects.chooses
    )


def _static(found: Static) -> Plain:
    out: Plain = {"kind": found.kind}
    if found.target is not None:
        out["target"] = selector(found.target)
    if found.amount is not None:
        out["amount"] = _amount(found.amount)
    if found.protect_from is not None:
        out["from"] = found.protect_from
    if found.restriction is not None:
        out["restriction"] = found.restriction
    if found.condition is not None:
        out["if"] = _condition(found.condition)
    return out


def _moment(ability: Ability, special: bool) -> Plain:
    trigger = ability.trigger
    assert trigger is not None
    out: Plain = {"on": trigger.moment}
    if ability.effects:
        out["do"] = [effect(e) for e in ability.effects]
    flags = (
        ("here", trigger.here),
        ("may", trigger.may),
        ("once-per-turn", trigger.once_per_turn),
        ("first-each-turn", trigger.first_each_turn),
        ("first-of-turn", trigger.first_of_turn),
        ("in-play", trigger.in_play),  # lang-specials
        ("with-counter", trigger.with_counter),  # lang-titans
        ("as-usual", trigger.as_usual),  # lang-specials
        ("from-here", trigger.from_here),  # lang-moves
    )
    out.update({key: True for key, on in flags if on})
    if trigger.play:
        out["play"] = True
    if trigger.play_on != "there":  # lang-t2
        out["play-on"] = trigger.play_on
    if trigger.cost:
        out["cost"] = [effect(e) for e in trigger.cost]
    if trigger.played is not None:
        out["played"] = trigger.played
    if trigger.who != "you":
        out["by"] = trigger.who
    if trigger.moved_by is not None:  # lang-moves
        out["moved-by"] = trigger.moved_by
    if trigger.destroyed_by is not None:  # lang-destroyer
        out["destroyed-by"] = trigger.destroyed_by
    if trigger.power is not None:  # lang-f2
        out["played-power"] = power_filter(trigger.power)
    if trigger.affects is not None:
        out["affects"] = trigger.affects
    if trigger.for_ != "controller":
        out["for"] = trigger.for_
    if trigger.replaces is not None:  # lang-instead
        out["replaces"] = selector(trigger.replaces)
    if trigger.per_name is not None:  # lang-specials
        out["one-per-name"] = trigger.per_name
    others = []
    for found in ability.conditions:
        if (
            found.kind in _FLAG_CONDITIONS
            and not special
            or found.kind in ("minion-here", "base-in-discard", "your-turn")
        ):
            out[found.kind] = True
        else:
            others.append(found)
    if len(others) > 1:
        raise NoYaml("a trigger with two conditions of its own")
    if others:
        out["if"] = _condition(others[0])
    return out


def _unchecked(abilities: CardAbilities) -> Plain:
    out: Plain = {}
    if abilities.modifier is not None:
        out["modifier"] = abilities.modifier
    if abilities.instead_of:
        out["instead-of"] = list(abilities.instead_of)
    turn = abilities.turn_play
    if turn is not None:  # lang-t2
        said: Plain = {}
        if turn.play_on != "a-base":
            said["play-on"] = turn.play_on
        if turn.condition is not None:
            said["if"] = _condition(turn.condition)
        if turn.cost:  # lang-titans
            said["cost"] = [effect(e) for e in turn.cost]
        out["turn-play"] = said or True
    if abilities.play_if is not None:  # lang-specials
        out["play-if"] = _condition(abilities.play_if)
    if abilities.play_at is not None:  # lang-playonly
        at = abilities.play_at
        out["play-at"] = (
            {"power": selector(at)["power"]}
            if at.what == "minion"
            else {"what": "base", "where": at.where}
            | ({"base-has": selector(at)["base-has"]} if at.base_has is not None else {})
        )
    for ability in abilities.abilities:
        if ability.timing in ("on-play", "talent", "leaves-stasis"):
            out[ability.timing] = [effect(e) for e in ability.effects]
        elif ability.timing == "ongoing":
            out["ongoing"] = {"statics": [_static(s) for s in ability.statics]}
        elif ability.timing == "trigger":
            out.setdefault("triggers", []).append(_moment(ability, special=False))
        else:
            out["special"] = _moment(ability, special=True)
    return out


def to_yaml(abilities: CardAbilities) -> Plain:
    """``abilities`` as an ``abilities:`` mapping that reads back to exactly them, or
    :class:`NoYaml`."""
    written = _unchecked(abilities)
    try:
        read_back = parse_abilities(written)
    except GrammarError as error:
        raise NoYaml(f"the card language does not read it back: {error}") from error
    if in_any_order(read_back) != in_any_order(abilities):
        raise NoYaml("the card language reads it back as something else")
    return written


def in_any_order(abilities: CardAbilities) -> CardAbilities:
    """``abilities`` with each ability's conditions in one order: all of them must hold,
    so the order they are read in plays no differently (the reader reads the flags first)."""
    return replace(
        abilities,
        abilities=tuple(
            replace(a, conditions=tuple(sorted(a.conditions, key=repr)))
            for a in abilities.abilities
        ),
    )
