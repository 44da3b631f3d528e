"""A guard against a reference-count fault of PySide6 6.12 under Python 3.11.

PySide6 6.12 returns ``None`` from C++ methods that return nothing (``setPos``,
``update``, ``removeItem``, ``QPainter.save`` …) without taking a new reference to it.
From Python 3.12 ``None`` is immortal and that is harmless; under Python 3.11 every such
call lowers ``None``'s count, and after a few thousand calls the interpreter aborts with
"none_dealloc: deallocating None". Passing ``True`` or ``False`` through a signal does the
same to them. (PySide6 6.11.2 is not affected.) The guard gives these singletons a count
that such calls can never exhaust.
"""

from __future__ import annotations

import ctypes
import sys

GUARD = 1 << 48
"""References added to each singleton: far more than any run can drop."""


SINGLETONS = (None, True, False, (), "")
"""The objects Python 3.12 makes immortal that PySide6 hands out without a reference."""


def keep_none_alive() -> None:
    """Make ``None``, ``True``, ``False`` and the empty tuple and string effectively
    immortal under CPython before 3.12 (a no-op after)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for singleton in SINGLETONS:
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < GUARD:
            count.value += GUARD
