"""``histcards --selftest``: an unknown game is refused, the command runs one game, and
``--game`` needs it. That every game's short all-computer match passes through the real
window, controller and scene is checked with the memory its matches leave behind
(``tests/test_table_memory.py``), which plays the same matches."""

from __future__ import annotations

import io
import os
import subprocess
import sys

from histcards.app.selftest import run_selftest


def test_an_unknown_game_is_refused(qapp):
    out = io.StringIO()
    assert run_selftest(["whist"], out) == 2
    assert "whist" in out.getvalue()


def test_the_command_runs_one_game():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "histcards", "--selftest", "--game",
                           "polignac"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "polignac:" in done.stdout


def test_game_needs_selftest():
    done = subprocess.run([sys.executable, "-m", "histcards", "--game", "hoc"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "--selftest" in done.stderr


GUARDED_SESSION = """
import sys
from PySide6.QtCore import QCoreApplication, QObject, Signal
from histcards.app.pyside_guard import protect_none
references = sys.getrefcount(True)
protect_none()
app = QCoreApplication([])
class Flag(QObject):
    changed = Signal(bool)
flag = Flag()
seen = []
flag.changed.connect(seen.append)
for _ in range(references + 10_000):
    flag.changed.emit(True)
    flag.changed.emit(False)
    seen.clear()
print("alive")
"""


def test_many_signals_carrying_booleans_do_not_abort_python():
    done = subprocess.run([sys.executable, "-c", GUARDED_SESSION], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "alive"
