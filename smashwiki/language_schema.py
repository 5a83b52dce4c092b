"""The card language's part of the JSON Schema (``$defs``: abilities, trigger, special,
ongoing, static, effect, effects, selector, amount, condition), generated from the types
of :mod:`smashwiki.engine.language.grammar` (their keys and the words of their
``Literal`` types), so that the schema and the grammar never disagree. The grammar reads
every value when the data loads (the schema gives editors the shape; the grammar's
problems name what is wrong and where). :mod:`smashwiki.reference` owns
``common.schema.json`` and writes this part with the rest: ``python -m smashwiki.reference``
after changing the language (a test checks the file is up to date).
"""

from __future__ import annotations

from typing import Any, get_args

from .engine.decisions import DecisionKind
from .engine.language import grammar as g


def _enum(words: object, description: str = "") -> dict[str, Any]:
    found: dict[str, Any] = {"enum": sorted(str(w) for w in words)}  # type: ignore[attr-defined]
    if description:
        found["description"] = description
    return found


def _object(keys: tuple[str, ...], properties: dict[str, Any], **more: Any) -> dict[str, Any]:
    assert set(properties) <= set(keys), set(properties) - set(keys)
    return {
        "type": "object",
        "additionalProperties": False,
        "properties": {key: properties.get(key, {}) for key in keys},
        **more,
    }


def _selector() -> dict[str, Any]:
    flag = {"type": "boolean"}
    words = {
        "what": _enum(get_args(g.What), "What kind of card."),
        "whose": _enum(get_args(g.Whose), "Whose: yours, another player's, anyone's."),
        "by": _enum(get_args(g.By), "Whose by controller (default) or owner."),
        "where": _enum(get_args(g.Where), "Where in play."),
        "pile": _enum(get_args(g.Pile), "Which pile (play: in play, the default)."),
        "this": _enum(get_args(g.This), "This card, its host, the chosen one, the event's."),
        "name": {"type": "string", "description": "A card named this."},
        "same-name-as": _enum(
            get_args(g.This), "With the same printed name as this card (the chosen one ...)."
        ),
        "faction": {"type": "string", "description": "Of this faction (its id)."},
        "power": {"$ref": "#/$defs/power_filter"},
        "printed-power": {"$ref": "#/$defs/power_filter"},
        "other": {**flag, "description": "Another: not this card."},
        "with-counter": {**flag, "description": "With a +1 power counter on it."},
        "with-modifier": {**flag, "description": "With an action played on it (a modifier)."},
        "played-this-turn": flag,
        "moved": _enum(get_args(g.Moved), "lang-moved: moved to the base it is on (this turn)."),
        "played-at": _enum(
            get_args(g.PlayedAt),
            "lang-playedhere: played this turn on this card's base (another base), wherever it"
            " is now.",
        ),
        "base-where": _enum(
            get_args(g.BaseWhere), "With where: chosen-base: the bases its player may choose."
        ),
        "base-has": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "at-least": {"type": "integer", "minimum": 1},
                "power": {"$ref": "#/$defs/power_filter"},
                "faction": {"type": "string", "description": "Of this faction (its id)."},
                "whose": _enum(
                    get_args(g.Whose),
                    "lang-where: its player's minions (you, the default), one other"
                    " player's (other), anyone's together (any: 'with N or more minions on"
                    " it').",
                ),
            },
            "description": "With where: base-with-your-minion (or where: chosen-base, the"
            " bases one may choose): how many of its player's minions the base holds"
            " (at-least), of a power, of a faction (lang-faction: its id).",
        },
        "superlative": _enum(
            get_args(g.Superlative), "Of the highest (lowest) power among them (ties: as tie says)."
        ),
        "tie": _enum(
            get_args(g.TieBreak),
            "With superlative: who chooses among tied minions (the effect's player, their"
            " owner, their controller).",
        ),
        "most-per": _enum(
            get_args(g.MostPer), "With superlative: one of each player's (on each base)."
        ),
        "base-rank": _enum(
            get_args(g.BaseRank),
            "Its power ranked among the minions at its own base (only-: more (less) than"
            " every other one there).",
        ),
        "on": {"$ref": "#/$defs/selector", "description": "A modifier on a card this selects."},
        "affects": {
            "$ref": "#/$defs/selector",
            "description": "An action that directly affects a card this selects.",
        },
        "count": {"type": "integer", "minimum": 1, "description": "This many, one at a time."},
        "up-to": {"type": "integer", "minimum": 1, "description": "Up to this many at once."},
        "any-number": {"type": "boolean", "description": "Any number of them (none too)."},
        "each": {"type": "boolean", "description": "Each of them (no choice)."},
    }
    return {
        "anyOf": [
            _enum(g.TARGET_WORDS, "A short selector."),
            _object(g.SELECTOR_KEYS, words),
        ],
        "description": "Which cards an effect acts on: whose, where, what, filters, how many.",
    }


def _amount() -> dict[str, Any]:
    keys = {
        "value": {"type": "integer"},
        "for-each": {"$ref": "#/$defs/selector"},
        "for-each-counter": {"type": "boolean"},
        "equal-to": _enum(get_args(g.This)),
        "for-every-power": {"type": "integer", "minimum": 1},
        "for-each-done": _object(  # lang-results
            g.RESULT_KEYS,
            {
                "effect": {"type": "integer", "minimum": 0},
                "verb": _enum(g.VERBS),
                "what": _enum(get_args(g.What)),
                "counts": _enum(get_args(g.ResultCounts)),
            },
            required=["effect", "verb"],
            description="What an earlier effect of the ability did, counted: the cards"
            " it acted on (of a kind), or the players of an each who did (did not).",
        ),
    }
    return {"anyOf": [{"type": "integer"}, _object(g.AMOUNT_KEYS, keys)]}


def _condition() -> dict[str, Any]:
    keys = {
        "kind": _enum(g.CONDITIONS),
        "count": {"type": "integer"},
        "pile": _enum(get_args(g.Pile)),
    }
    return {"anyOf": [_enum(g.CONDITIONS), _object(g.CONDITION_KEYS, keys)]}


def _effect() -> dict[str, Any]:
    verbs = sorted([*g.VERBS, *g.SHORTHAND])
    return {
        "type": "object",
        "minProperties": 1,
        "propertyNames": {"enum": verbs + sorted(g.META_KEYS)},
        "properties": {
            "target": {"$ref": "#/$defs/selector"},
            "amount": {"$ref": "#/$defs/amount"},
            "to": {"anyOf": [_enum(get_args(g.DestinationKind)), _enum(get_args(g.Where))]},
            "until": _enum(get_args(g.DurationKind), "How long it lasts."),
            "if": {"$ref": "#/$defs/condition"},
            "optional": {"type": "boolean", "description": '"You may".'},
            "then": {
                "$ref": "#/$defs/effects",
                "description": 'Effects that happen only if this one did something ("if you do").',
            },
            "cost": {
                "$ref": "#/$defs/effects",
                "description": 'Effects done in full first ("discard two cards to destroy a '
                'minion"): if any cannot be done in full, none is done, nor this effect.',
            },
            "ask": _enum(
                get_args(DecisionKind),
                "The kind of decision this effect asks (what a check answers under choices:).",
            ),
        },
        "description": "One effect: a verb head (or a shorthand one) and its value, with its "
        "target, amount, destination, duration and condition. The grammar: "
        "smashwiki/engine/language/grammar.py.",
    }


def _trigger(keys: tuple[str, ...]) -> dict[str, Any]:
    flag = {"type": "boolean"}
    words: dict[str, Any] = {
        "on": _enum(g.TRIGGER_MOMENTS, "The moment."),
        "do": {"$ref": "#/$defs/effects"},
        "played": _enum(get_args(g.PlayedKind), "After a card of this kind is played."),
        "by": _enum(get_args(g.Who), "Who played it (you by default)."),
        "played-power": {"$ref": "#/$defs/power_filter"},  # lang-f2: the played card's power
        "moved-by": _enum(  # lang-moves
            get_args(g.Who), "At minion-moved: who moved the minion (by any effect if unsaid)."
        ),
        "from-here": {**flag, "description": "At minion-moved: the minion left this base."},
        "destroyed-by": _enum(  # lang-destroyer
            get_args(g.Who),
            "At minion-destroyed (destroyed): who destroyed the minion (by any effect if unsaid).",
        ),
        "affects": _enum(get_args(g.AffectsWhat), "After an action that directly affects it."),
        "for": _enum(("winners", "who-played"), 'Whom a base\'s "you" describes.'),
        "if": {"$ref": "#/$defs/condition"},
        "play-on": _enum(
            get_args(g.PlayOnBase), "Where a Special that plays the card (a titan) puts it."
        ),
        "cost": {
            "$ref": "#/$defs/effects",
            "description": 'What its player does first to play the card ("discard two cards '
            'to play this titan"): only if all of it can be done and the card is played.',
        },
        "one-per-name": _enum(  # lang-specials
            get_args(g.PerName),
            "Its player uses the ability of only one card of this card's name each turn"
            " (for each base scoring).",
        ),
        "replaces": {  # lang-instead
            "$ref": "#/$defs/selector",
            "description": "The cards whose destruction a would-be-destroyed replacement "
            "replaces (this minion, another of your minions here ...).",
        },
    }
    for key in keys:
        words.setdefault(key, flag)
    return _object(keys, {k: v for k, v in words.items() if k in keys}, required=["on"])


def language_defs(s: dict[str, Any]) -> None:
    """Put the card language's definitions into the schema ``s`` (in place)."""
    defs = s["$defs"]
    defs["selector"] = _selector()
    limit = {
        "anyOf": [
            {"type": ["integer", "string"]},
            {  # lang-rel: compared with the number of cards a selector names
                "type": "object",
                "properties": {"number-of": {"$ref": "#/$defs/selector"}},
                "required": ["number-of"],
                "additionalProperties": False,
            },
            {  # lang-results: compared with what an earlier effect of the ability did
                "type": "object",
                "properties": {"number-done": _amount()["anyOf"][1]["properties"]["for-each-done"]},
                "required": ["number-done"],
                "additionalProperties": False,
            },
        ]
    }
    defs["power_filter"] = _object(get_args(g.Compare), {c: limit for c in get_args(g.Compare)})
    defs["amount"] = _amount()
    defs["condition"] = _condition()
    defs["effect"] = _effect()
    defs["effects"] = {
        **{k: v for k, v in defs["effect"].items() if k not in ("type", "description")},
        "type": ["object", "array"],
        "items": {"$ref": "#/$defs/effect"},
        "description": "An effect, or a list of effects that happen in order (each on its own).",
    }
    defs["trigger"] = _trigger(g.TRIGGER_KEYS)
    defs["static"] = _object(
        g.STATIC_KEYS,
        {
            "kind": _enum(get_args(g.StaticKind)),
            "target": {"$ref": "#/$defs/selector"},
            "amount": {"$ref": "#/$defs/amount"},
            "from": _enum(get_args(g.ProtectFrom)),
            "restriction": _enum(get_args(g.Restriction)),
            "if": {"$ref": "#/$defs/condition"},
        },
        required=["kind"],
    )
    ongoing: dict[str, Any] = {
        key: {"type": ["integer", "boolean", "object"]} for key in g.ONGOING_KEYS
    }
    ongoing["statics"] = {"type": "array", "items": {"$ref": "#/$defs/static"}}
    defs["abilities"] = _object(
        g.ABILITY_KEYS,
        {
            "modifier": _enum(
                get_args(g.ModifierOf),
                "Played on a base, a minion, one of its player's own minions (your-minion), or"
                " another player's minion (other-minion).",
            ),
            "instead-of": {
                "anyOf": [
                    _enum(get_args(g.PlayInstead)),
                    {"type": "array", "items": _enum(get_args(g.PlayInstead))},
                ],
                "description": "A titan played instead of the regular minion (or action) play.",
            },
            "on-play": {"$ref": "#/$defs/effects"},
            "talent": {"$ref": "#/$defs/effects"},
            "leaves-stasis": {"$ref": "#/$defs/effects"},
            "ongoing": _object(g.ONGOING_KEYS, ongoing),
            "triggers": {"type": "array", "items": {"$ref": "#/$defs/trigger"}},
            "special": _trigger(g.SPECIAL_KEYS),
            "play-if": {  # lang-specials
                "$ref": "#/$defs/condition",
                "description": '"You can only play this card if ..." (during your turn): of'
                " the player playing it, from the hand (a regular, extra or Special play).",
            },
            "play-at": {  # lang-playonly
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "what": _enum(("base", "minion")),
                    "where": _enum(g.PLAY_AT_WHERE),
                    "base-has": _selector()["anyOf"][1]["properties"]["base-has"],
                    "power": {"$ref": "#/$defs/power_filter"},
                },
                "description": '"Play this minion only on a base where you have a minion",'
                ' "Play on a base with two or more minions on it" (what: base; base-has:'
                ' beside where: base-with-your-minion), "Play on a minion of power 3 or less"'
                " (a minion modifier's host, by power): where the card itself may be played,"
                " judged for its player as it is played.",
            },
            "turn-play": {
                "anyOf": [
                    {"const": True},
                    _object(
                        g.TURN_PLAY_KEYS,
                        {
                            "play-on": _enum(("a-base", "base-with-your-minion", "there")),
                            "if": {"$ref": "#/$defs/condition"},
                            "cost": {  # lang-titans
                                "$ref": "#/$defs/effects",
                                "description": "What its player does first to play it, as it"
                                " is played: only if all of it can be done.",
                            },
                        },
                    ),
                ],
                "description": 'A titan played on your turn ("Special: On your turn, you may '
                'play this titan on a base"), on a base where its condition holds (there).',
            },
        },
        description="The card's abilities in the engine's card language, parsed at load into "
        "typed values (smashwiki/engine/language/grammar.py).",
    )
    defs["card"]["properties"]["abilities"] = {"$ref": "#/$defs/abilities"}
