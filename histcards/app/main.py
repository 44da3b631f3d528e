"""Start the Qt application and show the main window with a match under way: the
autosaved one if the player resumes it, else a new one."""

from __future__ import annotations

import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from histcards import __version__
from histcards.app.i18n import Translations
from histcards.app.main_window import MainWindow
from histcards.app.problems import file_problem
from histcards.app.pyside_guard import protect_none
from histcards.engine import GAMES
from histcards.resources import resource_path
from histcards.storage import AutosaveStore, SettingsStore, StatisticsStore


def run_app(argv: list[str] | None = None) -> int:
    """Create the application, show the table and run the event loop."""
    protect_none()
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("histcards")
    app.setApplicationVersion(__version__)
    # Matches packaging/histcards.desktop, so Wayland shells find the menu entry and icon.
    app.setDesktopFileName("histcards")
    app.setWindowIcon(QIcon(str(resource_path("icons", "histcards.svg"))))
    store = SettingsStore()
    settings, problem = store.load()
    translations = Translations()
    translations.apply(settings.language)
    window = MainWindow(settings, store, StatisticsStore(), AutosaveStore())
    window.translations = translations
    window.show()
    if problem:
        window.warn_of(file_problem(problem))
    window.start_up(next(iter(GAMES)))
    return app.exec()
