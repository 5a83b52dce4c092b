"""What a process computed lately, for the next call with the same input.

Reading and formatting data files are functions of the files' bytes, and slow (ruamel's
round trip is pure Python). A process that reads the same files again (``smashwiki serve``
rebuilding, an import checking data/ before and after it writes, a test session loading
copies of data/ many times) takes the result from a :class:`Recent` instead. Each is bounded
by the sizes of what it holds; the least recently used goes first.

>>> recent: Recent[str, str] = Recent(budget=10)
>>> recent.put("a", "alpha", size=6)
'alpha'
>>> recent.put("b", "beta", size=6)  # over the budget: "a" goes
'beta'
>>> recent.get("a"), recent.get("b")
(None, 'beta')
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


def digest(data: bytes | str) -> bytes:
    """A short fingerprint of ``data`` to key a :class:`Recent` by (text as UTF-8)."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    return hashlib.blake2b(data, digest_size=32).digest()


class Recent(Generic[K, V]):
    """A bounded map of results by their input: at most ``budget`` in total size (the sizes
    :meth:`put` is given; one entry is kept whatever its size)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._entries: OrderedDict[K, tuple[int, V]] = OrderedDict()
        self._held = 0

    def get(self, key: K) -> V | None:
        """The value put at ``key``, if it is still held (it is then the most recent)."""
        found = self._entries.get(key)
        if found is None:
            return None
        self._entries.move_to_end(key)
        return found[1]

    def put(self, key: K, value: V, size: int) -> V:
        """Hold ``value`` at ``key``, dropping the least recently used beyond the budget."""
        old = self._entries.pop(key, None)
        if old is not None:
            self._held -= old[0]
        self._entries[key] = (size, value)
        self._held += size
        while self._held > self.budget and len(self._entries) > 1:
            self._held -= self._entries.popitem(last=False)[1][0]
        return value

    def clear(self) -> None:
        """Forget everything."""
        self._entries.clear()
        self._held = 0
