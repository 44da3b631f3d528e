"""Test set-up: Qt runs offscreen unless a platform is given, ``None`` is guarded against
the PySide6 reference-counting fault (``histcards.app.pyside_guard``), and the interface
speaks English through its catalogue (for the plural forms), as the program does."""

import os

import pytest

from histcards.app.pyside_guard import protect_none

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
protect_none()


@pytest.fixture(scope="session", autouse=True)
def english_catalogue(qapp):
    """The English catalogue installed for the whole session."""
    from histcards.app.i18n import Translations

    translations = Translations()
    translations.apply("en")
    return translations
