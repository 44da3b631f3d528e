"""The guard against PySide6's lost references to None keeps long sessions alive."""

from __future__ import annotations

import subprocess
import sys

SESSION = """
import sys
from PySide6.QtCore import QObject
from histcards.app.pyside_guard import protect_none
references = sys.getrefcount(None)
protect_none()
probe = QObject()
for _ in range(references + 10_000):
    probe.setObjectName("x")
print("alive")
"""


def test_many_qt_calls_do_not_abort_python() -> None:
    result = subprocess.run([sys.executable, "-c", SESSION], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr[-500:]
    assert result.stdout.strip() == "alive"
