"""Which language the interface speaks, and reading engine data written in several.

The application installs Qt translators (``histcards.app.i18n``); the table and the
dialogs only ask here which language those speak, so engine texts that are bilingual by
themselves (game names, option labels, level names, rules pages) follow the interface.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

LANGUAGES = ("en", "fr")
"""Languages the interface speaks; English is the source language."""

SOURCE_LANGUAGE = "en"


def interface_language() -> str:
    """The language the installed translators speak (``en`` without any)."""
    # Translators mark this string "fr" in the French catalogue; it never reaches the screen.
    code = QCoreApplication.translate("Language", "en")
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def pick(texts: Mapping[str, str], fallback: str = "") -> str:
    """The interface language's entry of a bilingual mapping (``{"en": …, "fr": …}``)."""
    return texts.get(interface_language()) or texts.get(SOURCE_LANGUAGE) or fallback
