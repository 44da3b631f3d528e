"""Starting Qt, and saying in one line why it could not start.

Qt's own words when it cannot open a window mislead: without a display, or without one of
the X libraries its xcb plugin loads, it blames ``xcb-cursor0`` and aborts. The messages Qt
gives while the application is created are therefore held back: if Qt gives up, histcards
names the real cause (no display, a display that does not answer, a missing system
library) in one line and exits with status 1; if not, they are passed on unchanged.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported only once it is needed: its import may be what fails
    from PySide6.QtWidgets import QApplication

EXIT_CANNOT_START = 1
MISSING_LIBRARY = re.compile(r"([\w.+-]+\.so(?:\.[\d.]+)?): cannot open shared object file")
PACKAGE_EXCEPTIONS = {"libglib-2.0.so.0": "libglib2.0-0"}
"""Debian packages not named by the library rule (``debian_package``)."""
LIBRARY_CATEGORY = "qt.core.library"
"""The logging category in which Qt says why a plugin's library did not load: turned on
while the application is created, and passed on only if the user asked for it."""


def missing_library(text: str) -> str | None:
    """The shared library a loader's message says is missing (``libGL.so.1``), if any."""
    found = MISSING_LIBRARY.search(text)
    return found.group(1) if found else None


def debian_package(library: str) -> str:
    """The Debian and Ubuntu package that usually holds ``library``: its name without
    ``.so``, lower case, a hyphen before the version if the name ends in a digit
    (``libGL.so.1`` → ``libgl1``, ``libxcb-icccm.so.4`` → ``libxcb-icccm4``)."""
    if library in PACKAGE_EXCEPTIONS:
        return PACKAGE_EXCEPTIONS[library]
    name, _, version = library.partition(".so")
    name, version = name.lower(), version.lstrip(".").split(".")[0]
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def library_problem(library: str) -> str:
    """The sentence for a system library that is missing."""
    return (f"the system library {library} is missing "
            f"(on Debian and Ubuntu: apt-get install {debian_package(library)})")


def display_problem(environ: Mapping[str, str]) -> str:
    """The sentence for a display that could not be reached."""
    named = [f"{name}={environ[name]}" for name in ("DISPLAY", "WAYLAND_DISPLAY")
             if environ.get(name)]
    if not named:
        return ("there is no display to open the window on: neither DISPLAY nor "
                "WAYLAND_DISPLAY is set (start histcards from a desktop session)")
    return f"the display does not answer ({', '.join(named)})"


def cannot_start(problem: str) -> int:
    """Say why histcards cannot start, in one line on stderr; the exit status."""
    print(f"histcards: cannot start: {problem}", file=sys.stderr, flush=True)
    return EXIT_CANNOT_START


def startup_problem(messages: Sequence[str], environ: Mapping[str, str]) -> str:
    """Why Qt gave up creating the application, from what it said meanwhile."""
    for message in messages:
        library = missing_library(message)
        if library:
            return library_problem(library)
    if any("connect to display" in m or "wl_display" in m for m in messages):
        return display_problem(environ)
    return messages[-1].splitlines()[0] if messages else "Qt could not start"


def create_application(argv: Sequence[str]) -> QApplication:
    """The QApplication, created with Qt's start-up messages held back; if Qt cannot
    start, one line says why and the process exits with status 1."""
    from PySide6.QtCore import (
        QLoggingCategory,
        QMessageLogContext,
        QtMsgType,
        qFormatLogMessage,
        qInstallMessageHandler,
    )
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if existing is not None:
        return existing
    held: list[tuple[str, str | None]] = []  # each message, and its line for stderr if any
    asked = bool(os.environ.get("QT_DEBUG_PLUGINS"))

    def hold(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        # The context lives only during this call: the line is formatted now.
        ours = context.category == LIBRARY_CATEGORY and kind == QtMsgType.QtDebugMsg
        held.append((message, None if ours and not asked
                     else qFormatLogMessage(kind, context, message)))
        if kind == QtMsgType.QtFatalMsg:  # Qt aborts when this returns
            cannot_start(startup_problem([message for message, _ in held], os.environ))
            os._exit(EXIT_CANNOT_START)

    QLoggingCategory.setFilterRules(f"{LIBRARY_CATEGORY}.debug=true")
    qInstallMessageHandler(hold)
    try:
        app = QApplication(list(argv))
    finally:
        qInstallMessageHandler(None)
        QLoggingCategory.setFilterRules("")
    for _, line in held:
        if line is not None:
            print(line, file=sys.stderr)
    return app
