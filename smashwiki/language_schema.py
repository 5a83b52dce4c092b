"""The card language's part of the JSON Schema (``$defs``: abilities, trigger, effect,
effects), written from the engine's own vocabulary so that the schema and the engine
never disagree. :mod:`smashwiki.reference` owns ``common.schema.json`` and writes this part
with the rest: ``python -m smashwiki.reference`` after changing the language (a test checks
the file is up to date).
"""

from __future__ import annotations

from typing import Any, get_args

from .engine.decisions import DecisionKind
from .engine.language import (
    ABILITY_KEYS,
    EFFECTS,
    ONGOING_KEYS,
    SPECIAL_KEYS,
    TRIGGER_KEYS,
    TRIGGER_TIMINGS,
)


def language_defs(s: dict[str, Any]) -> None:
    """Put the card language's definitions into the schema ``s`` (in place)."""
    defs = s["$defs"]
    timings = sorted(TRIGGER_TIMINGS)
    defs["effect"] = {
        "type": "object",
        "minProperties": 1,
        "propertyNames": {"enum": sorted(EFFECTS) + ["ask", "target", "then"]},
        "properties": {
            "target": {
                "enum": ["any", "here", "yours", "yours-here", "others", "self"],
                "description": "Which minions a chosen target is among: any (default), here (at this card's base), yours, yours-here, others, self.",  # noqa: E501 (a description)
            },
            "then": {
                "$ref": "#/$defs/effects",
                "description": 'Effects that happen only if this one did something ("if you do").',
            },
            "ask": {
                "enum": sorted(get_args(DecisionKind)),
                "description": "The kind of decision this effect asks (what a check answers under choices:); each verb has its own by default.",  # noqa: E501 (a description)
            },
        },
        "description": "One effect of the card language: a verb and its value (draw: 2, destroy: 1, extra-action: {} ...). The verbs are listed in smashwiki/engine/language/__init__.py.",  # noqa: E501 (a description)
    }
    defs["effects"] = {
        **{k: v for k, v in defs["effect"].items() if k not in ("type", "description")},
        "type": ["object", "array"],
        "items": {"$ref": "#/$defs/effect"},
        "description": "An effect, or a list of effects that happen in order (each on its own).",
    }
    trigger_props = {
        "on": {"enum": timings, "description": "The moment: " + ", ".join(timings) + "."},
        "do": {"$ref": "#/$defs/effects"},
        "here": {
            "type": "boolean",
            "description": "Only for its own base (scoring) or a card played here.",
        },
        "may": {
            "type": "boolean",
            "description": 'Optional: "you may" (it waits its turn in Me First!).',
        },
        "played": {
            "enum": ["minion", "action", "base-modifier", "minion-modifier"],
            "description": "After its controller plays a card of this kind.",
        },
        "once-per-turn": {"type": "boolean"},
        "your-turn": {"type": "boolean", "description": "Only on its controller's turn."},
        "on-self": {"type": "boolean", "description": "The event is about this card."},
        "affects": {
            "enum": ["self", "yours-here"],
            "description": "After its controller plays an action that directly affects this minion (self), or one of their minions here (yours-here).",  # noqa: E501 (a description)
        },
        "in-discard": {
            "type": "boolean",
            "description": "Only while this card is in its owner's discard pile.",
        },
        "your-play-phase": {
            "type": "boolean",
            "description": "Only in the Play Cards phase of its controller's turn.",
        },
        "base-in-discard": {
            "type": "boolean",
            "description": "Only if the base discard pile holds a base.",
        },
        "minion-here": {
            "type": "boolean",
            "description": "Only if the player controls a minion at this base.",
        },
        "for": {
            "enum": ["winners", "who-played"],
            "description": 'Whom a base\'s "you" describes: each of them gets the ability (its winners after it scores, or the player who played the card).',  # noqa: E501 (a description)
        },
    }
    assert set(trigger_props) == set(TRIGGER_KEYS), set(trigger_props) ^ set(TRIGGER_KEYS)
    defs["trigger"] = {
        "type": "object",
        "required": ["on"],
        "additionalProperties": False,
        "properties": trigger_props,
    }
    ongoing_props = {k: {"type": ["integer", "boolean", "object"]} for k in sorted(ONGOING_KEYS)}
    defs["abilities"] = {
        "type": "object",
        "additionalProperties": False,
        "description": "The card's abilities in the engine's card language; a card with them is played by data, not Python. Reference: smashwiki/engine/language/__init__.py.",  # noqa: E501 (a description)
        "properties": {
            "modifier": {
                "enum": ["base", "minion"],
                "description": "Played on a base or a minion, and stays there.",
            },
            "instead-of": {
                "anyOf": [
                    {"enum": ["minion", "action"]},
                    {"type": "array", "items": {"enum": ["minion", "action"]}},
                ],
                "description": "A titan played instead of the regular minion (or action) play.",
            },
            "tags": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Facts other cards ask about (affects-minion ...).",
            },
            "on-play": {"$ref": "#/$defs/effects"},
            "talent": {"$ref": "#/$defs/effects"},
            "leaves-stasis": {"$ref": "#/$defs/effects"},
            "ongoing": {
                "type": "object",
                "additionalProperties": False,
                "properties": ongoing_props,
            },
            "triggers": {"type": "array", "items": {"$ref": "#/$defs/trigger"}},
            "special": {
                "type": "object",
                "required": ["on"],
                "additionalProperties": False,
                "properties": {
                    "on": trigger_props["on"],
                    "do": {"$ref": "#/$defs/effects"},
                    "play": {
                        "type": "boolean",
                        "description": "Played as a card (its on-play does the rest).",
                    },
                    "minion-here": trigger_props["minion-here"],
                    "base-in-discard": trigger_props["base-in-discard"],
                },
            },
        },
    }
    assert set(defs["abilities"]["properties"]) == set(ABILITY_KEYS)
    assert set(defs["abilities"]["properties"]["special"]["properties"]) == set(SPECIAL_KEYS)
    defs["card"]["properties"]["abilities"] = {"$ref": "#/$defs/abilities"}
