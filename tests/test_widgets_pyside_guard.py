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


SCAN = """
import linecache, sys
import PySide6.QtCore
from histcards.app.pyside_guard import skip_feature_scan
skipped = skip_feature_scan() if sys.argv[1] == "skip" else False
from histcards.cards import Card
feature = sys.modules["shibokensupport.feature"]
print(skipped, feature.pyside_feature_dict.get("histcards.cards"),
      sys.modules["histcards.cards"].__file__ in linecache.cache)
"""


def test_modules_imported_after_pyside_are_not_read_again() -> None:
    """PySide6 reads the source of every module imported after it, unless told not to; a
    module is then taken for a PySide user that selects no feature (0)."""
    def run(mode: str) -> str:
        result = subprocess.run([sys.executable, "-c", SCAN, mode], capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, result.stderr[-500:]
        return result.stdout.strip()

    assert run("scan") == "False -1 True"  # read to find it does not name PySide6
    assert run("skip") == "True 0 False"
