"""Actions a player takes of their own accord during the Play Cards phase.

They are value objects: :func:`~smashwiki.engine.legality.legal_actions` lists them,
:func:`~smashwiki.engine.legality.why_illegal` says why one is not allowed, and
:func:`~smashwiki.engine.plays.perform` carries one out.

>>> PlayMinion("Alan", "knight", "base-1")
PlayMinion('Alan', 'knight', 'base-1')
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Action:
    """Base class of player actions."""

    player: str

    def describe(self) -> str:
        """The action in plain words."""
        return repr(self)


@dataclass(frozen=True, repr=False)
class PlayMinion(Action):
    """Play a minion from the hand on a base. ``using``: ``normal``, ``extra`` or None (either)."""

    card: str
    base: str
    using: str | None = None

    def __repr__(self) -> str:
        return f"PlayMinion({self.player!r}, {self.card!r}, {self.base!r})"

    def describe(self) -> str:
        return f"{self.player} plays {self.card} on {self.base}"


@dataclass(frozen=True, repr=False)
class PlayAction(Action):
    """Play an action from the hand; ``target`` is the base or minion of a modifier."""

    card: str
    target: str | None = None
    using: str | None = None

    def __repr__(self) -> str:
        return f"PlayAction({self.player!r}, {self.card!r}, {self.target!r})"

    def describe(self) -> str:
        on = f" on {self.target}" if self.target else ""
        return f"{self.player} plays {self.card}{on}"


@dataclass(frozen=True, repr=False)
class PutInHand(Action):
    """Not a player's choice: a card about to go to ``player``'s hand. A "can't"
    (restriction) may forbid it; the card then goes to its owner's discard pile."""

    card: str

    def __repr__(self) -> str:
        return f"PutInHand({self.player!r}, {self.card!r})"


@dataclass(frozen=True, repr=False)
class UseTalent(Action):
    """Use the talent of a card in play (once per turn, Play Cards phase only)."""

    card: str

    def __repr__(self) -> str:
        return f"UseTalent({self.player!r}, {self.card!r})"

    def describe(self) -> str:
        return f"{self.player} uses the talent of {self.card}"


@dataclass(frozen=True, repr=False)
class PlayTitan(Action):
    """Play a titan from beside its owner; ``instead_of`` the regular ``minion`` or
    ``action`` play, or None when a card grants the play."""

    card: str
    base: str
    instead_of: str | None = None

    def __repr__(self) -> str:
        return f"PlayTitan({self.player!r}, {self.card!r}, {self.base!r})"

    def describe(self) -> str:
        return f"{self.player} plays the titan {self.card} on {self.base}"


@dataclass(frozen=True, repr=False)
class PlayFromStasis(Action):
    """Play a card with no stasis counters left out of stasis, as an extra card."""

    card: str
    base: str | None = None

    def __repr__(self) -> str:
        return f"PlayFromStasis({self.player!r}, {self.card!r}, {self.base!r})"

    def describe(self) -> str:
        on = f" on {self.base}" if self.base else ""
        return f"{self.player} plays {self.card} out of stasis{on}"
