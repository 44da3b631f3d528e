"""Guards against two faults of the PySide6 wheels in use (6.12.0).

A reference-counting fault: on Python 3.11 every call of a Qt method returning nothing
releases one reference to ``None`` that it never took. ``None`` starts with a few thousand
references, so after some thousands of calls (a few seconds of a real session, or a test
run) Python aborts with "none_dealloc: deallocating None". Passing ``True`` or ``False``
through a signal loses a reference to them the same way ("bool_dealloc" when the
animations' signals have run a while). From Python 3.12 these objects are immortal and the
fault is harmless.

``protect_none()`` measures the fault and, where it is present, gives ``None``, ``True``
and ``False`` enough spare references to outlast any session. Call it once before the Qt
application runs.

A tax on every import: once PySide6 is loaded it reads the whole source of each module
imported after it (``shibokensupport.feature``), to learn whether the module might opt into
PySide's ``from __feature__ import snake_case, true_property``; a fifth of the start's
CPU time went to it. histcards opts into no feature, and a module that does still sets its
own choice when it imports ``__feature__``: ``skip_feature_scan()`` answers "uses PySide,
no feature" for every module without reading it.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

SPARE_REFERENCES = 1 << 40
PROBE_CALLS = 64
GUARDED = (None, True, False)
"""The objects Qt calls hand out without taking a reference."""


def skip_feature_scan() -> bool:
    """Spare PySide6 reading the source of every module imported from now on (see the
    module's docstring); whether its scan was found and turned off. Call it right after
    PySide6's first import, before the program's own modules are imported."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    # "True": the module's features are switched like any PySide user's, the default
    # PySide gives a module whose source names PySide6 and selects no feature.
    feature._mod_uses_pyside = lambda module: True
    return True


def void_calls_lose_none() -> bool:
    """Whether calling a Qt method that returns nothing releases a reference to None."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(PROBE_CALLS):
        probe.setObjectName("probe")
    return sys.getrefcount(None) <= before - PROBE_CALLS


def protect_none() -> bool:
    """Give ``None``, ``True`` and ``False`` spare references if the fault is present
    (CPython before 3.12); returns whether it did. Calling it again adds nothing."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if sys.getrefcount(None) > SPARE_REFERENCES:
        return True
    if not void_calls_lose_none():
        return False
    for guarded in GUARDED:
        ctypes.c_ssize_t.from_address(id(guarded)).value += SPARE_REFERENCES
    return True
