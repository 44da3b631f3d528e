"""Test set-up: Qt runs offscreen unless a platform is given, and ``None`` is guarded
against the PySide6 reference-counting fault (``histcards.app.pyside_guard``)."""

import os

from histcards.app.pyside_guard import protect_none

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
protect_none()
