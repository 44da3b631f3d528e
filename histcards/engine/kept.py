"""What the engine keeps from match to match to go faster: values that never change and
come back again and again (a betting's list of legal actions, a seat's antes, the rules a
match derives from its options), each kind in a bounded cache, so that memory stays flat.

``Kept`` is such a cache: a dict emptied when full. The caches kept across matches (the
module-level ones, and the ``functools.lru_cache`` of a function, listed with
``forgettable``) can all be emptied by ``forget_kept()``: what a run of matches leaves
behind is measured without them (``tests/test_table_memory.py``), as it is without the
card art's cache.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

_FORGETTERS: list[Callable[[], object]] = []


def forgettable(clear: Callable[[], object]) -> None:
    """List a cache kept across matches by the call that empties it (a ``Kept``'s
    ``clear``, an ``lru_cache``'d function's ``cache_clear``)."""
    _FORGETTERS.append(clear)


def forget_kept() -> None:
    """Empty every cache kept across matches."""
    for clear in _FORGETTERS:
        clear()


def keep(cache: dict[K, V], key: K, value: V, most: int) -> V:
    """Keep ``value`` for ``key`` in ``cache``, emptied first when it holds ``most`` values;
    returns ``value``. (``Kept.keep``; also for a plain dict read in the hottest loops:
    CPython 3.11 specialises ``cache[key]`` for a dict, not for a subclass of it, where it
    costs twice as much.)"""
    if len(cache) >= most:
        cache.clear()
    cache[key] = value
    return value


class Kept(dict[K, V]):
    """A bounded cache: read as a dict, filled with ``keep``, emptied whole when it holds
    ``most`` values. ``across_matches``: listed for ``forget_kept`` (a module's cache; not
    one that belongs to an object and goes with it)."""

    __slots__ = ("most",)

    def __init__(self, most: int, *, across_matches: bool = True) -> None:
        super().__init__()
        self.most = most
        if across_matches:
            forgettable(self.clear)

    def keep(self, key: K, value: V) -> V:
        """Keep ``value`` for ``key``; returns it."""
        return keep(self, key, value, self.most)
