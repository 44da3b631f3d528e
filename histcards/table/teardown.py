"""Graphics items that survive being torn down by Python's garbage collector.

When a scene and its items fall into a reference cycle, the collector first clears each
Python object's attributes and only then frees the C++ objects; freeing an item with
children makes Qt ask the parent for its bounding rect once more, and the Python
override would fail on attributes that are already gone. ``survives_teardown`` answers
that last question with an empty rect, and only then: a missing attribute at any other
time is still an error.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar

from PySide6.QtCore import QRectF, SignalInstance

Item = TypeVar("Item")


def survives_teardown(bounding_rect: Callable[[Item], QRectF]) -> Callable[[Item], QRectF]:
    """Wrap a ``boundingRect`` override so that it answers an empty rect for an item
    whose attributes the garbage collector has already cleared."""

    @wraps(bounding_rect)
    def guarded(self: Item) -> QRectF:
        try:
            return bounding_rect(self)
        except AttributeError:
            if _torn_down(self):
                return QRectF()
            raise

    return guarded


def _torn_down(item: object) -> bool:
    """Whether the item holds none of its own attributes any more (PySide may have put
    back the signal instances it caches in the same dictionary)."""
    return all(isinstance(value, SignalInstance) for value in vars(item).values())
