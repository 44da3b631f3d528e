"""Start-up cost: the time from launching a fresh Python process to the first painted
table (the main window showing a new match), the CPU time the process spent until then,
and its peak memory — each against a bare PySide6 window (an application and an empty
main window of the same size, painted once) measured in the same run, runs interleaved.

Each run starts a new interpreter, so imports, the Qt platform and building the table all
count; the modules' bytecode is compiled once before the runs, as in an installed copy
(``PYTHONDONTWRITEBYTECODE`` is lifted for the runs). The table is timed twice in each
round: *cold*, with an empty folder of rendered art, so that every card, back and the felt
are rendered from SVG as at a first start; and *warm*, with the folder an earlier run left
(``histcards.table.pixmap_folder``), as at a later start once the cards shown have all
been seen (every run deals the same cards; a player's kept art fills up as he plays, a
face at each size the table draws it). The folders are the benchmark's own, never the
player's. Goals: under 1 s and under 150 MB (TABLE issue), at
most 1.5 times the bare window's CPU time (issue 19). ``--executable`` times a frozen
bundle's program instead (packaging goal: under 1.5 s).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from histcards.bench.probe import PIXMAPS_VARIABLE, PROBE_FLAG

BARE_WINDOW = """
import json, resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.resize(1280, 800)
painted = []
def done():
    painted.append(time.time())
    app.quit()
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not painted:
            painted.append(None)
            QTimer.singleShot(0, done)
        return False
spy = FirstPaint()
window.installEventFilter(spy)
window.show()
app.exec()
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"painted": painted[-1], "cpu_s": usage.ru_utime + usage.ru_stime,
                  "peak_mb": usage.ru_maxrss / 1024}))
"""
"""The yardstick: a bare PySide6 window, from a fresh interpreter to its first paint."""


@dataclass(frozen=True)
class StartupFigures:
    """One game's start-up over several runs, warm and cold, and a bare window's in the
    same runs (times are medians; the peak memory is the largest of the runs)."""

    game: str
    runs: int
    median_s: float
    """The wall-clock time to the first painted table, warm."""
    best_s: float
    worst_s: float
    peak_mb: float
    cpu_s: float
    """The CPU time (user and system) of the process until the first paint, warm."""
    cold_s: float
    cold_cpu_s: float
    cold_peak_mb: float
    bare_s: float
    bare_cpu_s: float
    bare_peak_mb: float

    @property
    def cpu_ratio(self) -> float:
        """The warm start's CPU time over the bare window's (goal ≤ 1.5)."""
        return self.cpu_s / self.bare_cpu_s

    @property
    def cold_cpu_ratio(self) -> float:
        """The cold start's CPU time over the bare window's."""
        return self.cold_cpu_s / self.bare_cpu_s

    @property
    def memory_ratio(self) -> float:
        """The peak memory over the bare window's (warm)."""
        return self.peak_mb / self.bare_peak_mb


def measure(game: str | None = None, runs: int = 5,
            executable: str | None = None) -> StartupFigures:
    """Launch ``runs`` rounds of fresh processes — the table cold, the table warm, the bare
    window — and time each one's first paint; the table's processes run ``executable`` (a
    frozen bundle's program) or else this Python's ``-m histcards``."""
    from histcards.engine import GAMES

    game = game or next(iter(GAMES))
    env = {**os.environ}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # as a player's copy starts: its modules' bytecode compiled (pip compiles an installed
    # wheel's; the first run writes an editable copy's), not compiled again at each start
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    command = [executable] if executable else [sys.executable, "-m", "histcards"]
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    bare: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory(prefix="histcards-startup-") as scratch:
        kept = {**env, PIXMAPS_VARIABLE: str(Path(scratch) / "warm")}
        _run([*command, PROBE_FLAG, game], kept)  # the bytecode, and the art kept
        for round_ in range(runs):  # interleaved: the machine's load weighs on all alike
            empty = Path(scratch) / f"cold-{round_}"
            cold.append(_run([*command, PROBE_FLAG, game], {**env, PIXMAPS_VARIABLE: str(empty)}))
            warm.append(_run([*command, PROBE_FLAG, game], kept))
            bare.append(_run([sys.executable, "-c", BARE_WINDOW], env))
    times = [r["wall_s"] for r in warm]
    return StartupFigures(game, runs, statistics.median(times), min(times), max(times),
                          max(r["peak_mb"] for r in warm),
                          statistics.median(r["cpu_s"] for r in warm),
                          statistics.median(r["wall_s"] for r in cold),
                          statistics.median(r["cpu_s"] for r in cold),
                          max(r["peak_mb"] for r in cold),
                          statistics.median(r["wall_s"] for r in bare),
                          statistics.median(r["cpu_s"] for r in bare),
                          max(r["peak_mb"] for r in bare))


def _run(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """One fresh process to its first paint: wall time, CPU time, peak memory."""
    start = time.time()
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    return {"wall_s": report["painted"] - start, "cpu_s": report["cpu_s"],
            "peak_mb": report["peak_mb"]}


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
        print(json.dumps(asdict(figures) | {"cpu_ratio": figures.cpu_ratio,
                                            "cold_cpu_ratio": figures.cold_cpu_ratio,
                                            "memory_ratio": figures.memory_ratio}))
    else:
        print(f"{figures.game}: first painted table in {figures.median_s:.3f} s (median of "
              f"{figures.runs}; best {figures.best_s:.3f} s, worst {figures.worst_s:.3f} s); "
              f"peak memory {figures.peak_mb:.0f} MB")
        print(f"bare PySide6 window: {figures.bare_s:.3f} s, {figures.bare_cpu_s:.3f} s CPU, "
              f"{figures.bare_peak_mb:.0f} MB")
        print(f"CPU to first paint {figures.cpu_s:.3f} s: {figures.cpu_ratio:.2f}× the bare "
              f"window's (goal ≤ 1.5×); memory {figures.memory_ratio:.2f}×")
        print(f"cold (no rendered art kept yet): {figures.cold_s:.3f} s, "
              f"{figures.cold_cpu_s:.3f} s CPU: {figures.cold_cpu_ratio:.2f}×; "
              f"peak memory {figures.cold_peak_mb:.0f} MB")
    return 0
