"""Start the Qt application and show the main window with a match under way: the
autosaved one if the player resumes it, else the one he chooses in the game chooser.

The start checks the player's files at their real places (platformdirs): settings,
statistics and the autosaved match are each read within limits and validated; one that
cannot be used is set aside, the player is told in one sentence, and the program goes on.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QIcon

from histcards import __version__
from histcards.app.fonts import ensure_fonts
from histcards.app.i18n import Translations
from histcards.app.main_window import MainWindow
from histcards.app.problems import file_problem
from histcards.app.pyside_guard import protect_none
from histcards.app.startup import create_application
from histcards.resources import APP_ID, resource_path
from histcards.storage import AutosaveStore, SettingsStore, StatisticsStore
from histcards.table.pixmap_folder import user_folder


def run_app(argv: list[str] | None = None) -> int:
    """Create the application, show the table and run the event loop."""
    protect_none()
    app = create_application(argv if argv is not None else sys.argv)
    ensure_fonts()
    app.setApplicationName("histcards")
    app.setApplicationVersion(__version__)
    # The installed desktop entry's name, so Wayland shells find the menu entry and icon.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", "histcards.svg"))))
    store, statistics = SettingsStore(), StatisticsStore()
    settings, settings_problem = store.load()
    _, statistics_problem = statistics.load()
    translations = Translations()
    translations.apply(settings.language)
    window = MainWindow(settings, store, statistics, AutosaveStore(),
                        pixmaps=user_folder())
    window.translations = translations
    window.show()
    for problem in (settings_problem, statistics_problem):
        if problem:
            window.warn_of(file_problem(problem))
    window.start_up()
    return app.exec()
