"""Run the real ``histcards`` entry point (``histcards.cli.main``, no arguments) offscreen,
with the player's files wherever ``XDG_CONFIG_HOME`` / ``XDG_DATA_HOME`` point, answer
the question to resume a saved match (``python -m tests.entry_point resume|new``), choose
the game the chooser offers first by pressing Enter, and as soon as the first match is on
the table print what the player was told and asked as JSON, close the window and quit. The
exit status is the program's."""

from __future__ import annotations

import json
import os
import sys

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from histcards import cli
from histcards.app.chooser import GameChooser
from histcards.app.main_window import MainWindow


def main() -> int:
    resume = sys.argv[1:] == ["resume"]
    app = QApplication([sys.argv[0]])
    asked: list[str] = []

    def poll() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.icon() == QMessageBox.Icon.Question:
            asked.append(modal.text())
            buttons = modal.buttons()
            (modal.defaultButton() if resume else next(
                b for b in buttons if b is not modal.defaultButton())).click()
            return
        if isinstance(modal, GameChooser):
            asked.append(modal.windowTitle())
            QTest.keyClick(modal.focusWidget(), Qt.Key.Key_Return)
            return
        windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or windows[0].controller.match is None:
            return
        window = windows[0]
        told = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
        print(json.dumps({"told": told, "asked": asked,
                          "game": window.controller.match.game.id,
                          "ai_delay": window.settings.ai_delay}), flush=True)
        timer.stop()
        window.close()
        app.quit()

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(20)
    return cli.main([])


if __name__ == "__main__":
    sys.exit(main())
