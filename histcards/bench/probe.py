"""The measured side of the start-up benchmark (``histcards.bench.startup``): what a
``histcards --startup-probe GAME`` process runs. It imports only what the table needs, so
that the benchmark's own tools weigh nothing in the time it measures."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

PROBE_FLAG = "--startup-probe"
"""The ``histcards`` option that runs ``child`` in the measured process."""
PIXMAPS_VARIABLE = "HISTCARDS_PROBE_PIXMAPS"
"""The folder of rendered art the probe uses instead of the player's, if set."""


def child(game: str) -> int:
    """In the measured process: open the window on a new match of ``game`` with the
    rendered art earlier runs kept (as the program does; in the folder ``PIXMAPS_VARIABLE``
    names, if set); print the wall-clock time of the first paint of the table, the CPU time
    and the peak memory, then quit (keeping the art rendered)."""
    import resource

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from histcards.app.main_window import MainWindow, default_setup
    from histcards.app.pyside_guard import protect_none
    from histcards.storage import Settings
    from histcards.table.pixmap_folder import PixmapFolder, user_folder

    protect_none()
    app = QApplication([sys.argv[0]])
    settings = Settings()
    folder = os.environ.get(PIXMAPS_VARIABLE)
    window = MainWindow(settings, pixmaps=PixmapFolder(Path(folder)) if folder else user_folder())
    painted: list[float] = []

    def done() -> None:
        painted.append(time.time())
        app.quit()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(0.0)
                QTimer.singleShot(0, done)
            return False

    spy = FirstPaint()
    window.view.viewport().installEventFilter(spy)
    window.start(default_setup(game, settings, seed=1))
    window.show()
    app.exec()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    window.close()  # keeps the rendered art for the next start, as the program does
    print(
        json.dumps(
            {
                "painted": painted[-1],
                "cpu_s": usage.ru_utime + usage.ru_stime,
                "peak_mb": usage.ru_maxrss / 1024,
            }
        )
    )
    return 0
