"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from histcards import __version__
from histcards.app.main_window import MainWindow
from histcards.resources import resource_path


def run_app(argv: list[str] | None = None) -> int:
    """Create the application, show the table and run the event loop."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("histcards")
    app.setApplicationVersion(__version__)
    # Matches packaging/histcards.desktop, so Wayland shells find the menu entry and icon.
    app.setDesktopFileName("histcards")
    app.setWindowIcon(QIcon(str(resource_path("icons", "histcards.svg"))))
    window = MainWindow()
    window.show()
    return app.exec()
