""" "After this minion is destroyed, ... here" (or "on this base"): "here" is the base the
minion was at when it was destroyed (a precision review found the engine's response looked at
no base, so the ability did nothing). Played by scenarios."""

from __future__ import annotations

from typing import Any

from test_compile_plays import stand_in

from smashwiki.engine.scenario import run_check

LAST_WORD = (
    "Ongoing: After this minion is destroyed, destroy all other players' minions on this base."
)
COUNT = "Ongoing: After this minion is destroyed, draw a card for each minion here."


def _destroyed(text: str, **expect: Any) -> dict[str, Any]:
    """Beth destroys Alan's ``bomb`` (printed ``text``) at bank, where her ``b1`` and Alan's
    ``mine`` are; her ``far`` is at keep."""
    zap = stand_in("Destroy a minion.", "action")
    return {
        "active": "Beth",
        "cards": {"bomb": stand_in(text, "minion", power=2), "zap": zap},
        "setup": {
            "bases": [
                {
                    "name": "bank",
                    "breakpoint": 30,
                    "minions": {
                        "Alan": ["bomb", {"card": 1, "name": "mine"}],
                        "Beth": [{"card": 3, "name": "b1"}],
                    },
                },
                {
                    "name": "keep",
                    "breakpoint": 30,
                    "minions": {"Beth": [{"card": 4, "name": "far"}]},
                },
            ],
            "hands": {"Beth": ["zap"]},
            "decks": {"Alan": [1, 1, 1, 1]},
        },
        "do": [{"play": "zap"}],
        "choices": [{"destroy-target": "bomb"}],
        "expect": expect,
    }


def test_the_base_it_was_destroyed_at_is_here() -> None:
    zones = {"bomb": "Alan's discard", "b1": "Beth's discard", "mine": "at bank", "far": "at keep"}
    run_check(_destroyed(LAST_WORD, zones=zones), {})


def test_what_is_here_is_counted_after_it_left() -> None:
    run_check(_destroyed(COUNT, **{"hand-size": {"Alan": 2}}), {})
