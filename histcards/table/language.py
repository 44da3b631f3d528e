"""Which language the interface speaks.

The application installs Qt translators (``histcards.app.i18n``); the table and the
dialogs only ask here which language those speak, for what is kept per language outside
the catalogues (the rules pages).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

LANGUAGES = ("en", "fr")
"""Languages the interface speaks; English is the source language."""

SOURCE_LANGUAGE = "en"


def interface_language() -> str:
    """The language the installed translators speak (``en`` without any)."""
    # Translators mark this string "fr" in the French catalogue; it never reaches the screen.
    code = QCoreApplication.translate("Language", "en")
    return code if code in LANGUAGES else SOURCE_LANGUAGE

