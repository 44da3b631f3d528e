"""Python's cyclic garbage collector, held off while the program starts.

The start makes a few hundred thousand objects that live as long as the program (modules,
classes, functions, PySide's enums) and next to no garbage; the collector would walk them
all several times over before the table is painted, a twentieth of the start's CPU time.
``hold_collection`` turns it off as the program starts; ``release_collection`` turns it
back on once the table is painted (CONTRIBUTING, start-up), when its first collection
frees whatever cycles the start left. Both do nothing to a collector someone else turned
off or on.
"""

from __future__ import annotations

import gc

_held = False
"""Whether ``hold_collection`` turned the collector off (and it is still off)."""


def hold_collection() -> None:
    """Turn the collector off until ``release_collection``, if it is on."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def release_collection() -> None:
    """Turn the collector back on if ``hold_collection`` turned it off."""
    global _held
    if _held:
        _held = False
        gc.enable()
