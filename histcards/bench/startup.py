"""Start-up cost: the time from launching a fresh Python process to the first painted
table (the main window showing a new match), and the process's peak memory.

Each run starts a new interpreter, so imports, the Qt platform, the SVG parsing and the
first rendering of the cards all count. Goals (TABLE issue): under 1 s and under 150 MB.
``--executable`` times a frozen bundle's program instead (packaging goal: under 1.5 s).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass

PROBE_FLAG = "--startup-probe"
"""The ``histcards`` option that runs ``child`` in the measured process."""


@dataclass(frozen=True)
class StartupFigures:
    """One game's start-up over several runs."""

    game: str
    runs: int
    median_s: float
    best_s: float
    worst_s: float
    peak_mb: float
    """The largest peak resident memory of the runs."""


def child(game: str) -> int:
    """In the measured process: open the window on a new match of ``game``; print the
    wall-clock time of the first paint of the table and the peak memory, then quit."""
    import resource

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from histcards.app.main_window import MainWindow, default_setup
    from histcards.app.pyside_guard import protect_none
    from histcards.storage import Settings

    protect_none()
    app = QApplication([sys.argv[0]])
    settings = Settings()
    window = MainWindow(settings)
    painted: list[float] = []

    def done() -> None:
        painted.append(time.time())
        app.quit()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                QTimer.singleShot(0, done)
            return False

    spy = FirstPaint()
    window.view.viewport().installEventFilter(spy)
    window.start(default_setup(game, settings, seed=1))
    window.show()
    app.exec()
    window.controller.shutdown()
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"painted": painted[0], "peak_mb": peak_kb / 1024}))
    return 0


def measure(game: str | None = None, runs: int = 5,
            executable: str | None = None) -> StartupFigures:
    """Launch ``runs`` fresh processes and time each one's first painted table; the
    processes run ``executable`` (a frozen bundle's program) or else this Python's
    ``-m histcards``."""
    from histcards.engine import GAMES

    game = game or next(iter(GAMES))
    env = {**os.environ}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    command = [executable] if executable else [sys.executable, "-m", "histcards"]
    times, peaks = [], []
    for _ in range(runs):
        start = time.time()
        done = subprocess.run([*command, PROBE_FLAG, game], capture_output=True, text=True,
                              env=env, check=True)
        report = json.loads(done.stdout.strip().splitlines()[-1])
        times.append(report["painted"] - start)
        peaks.append(report["peak_mb"])
    return StartupFigures(game, runs, statistics.median(times), min(times), max(times),
                          max(peaks))


def main(argv: list[str]) -> int:
    """``python -m histcards.bench startup [--game G] [--runs N] [--executable PATH] [--json]``."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench startup")
    parser.add_argument("--game", help="the game to start (default: the first registered)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--executable", metavar="PATH",
                        help="time this frozen histcards program instead of this Python's")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(args.game, args.runs, args.executable)
    if args.json:
        print(json.dumps(asdict(figures)))
    else:
        print(f"{figures.game}: first painted table in {figures.median_s:.3f} s (median of "
              f"{figures.runs}; best {figures.best_s:.3f} s, worst {figures.worst_s:.3f} s); "
              f"peak memory {figures.peak_mb:.0f} MB")
    return 0
