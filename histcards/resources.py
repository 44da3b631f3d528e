"""Where the application's art and data files live.

The same lookup serves a source checkout (``resources/`` beside the package), an installed
wheel (``histcards/_resources`` inside the package) and a frozen bundle (``resources/``
beside the executable's unpacked data).
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """Return the folder holding histcards' resources."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    package = Path(__file__).resolve().parent
    installed = package / "_resources"
    if installed.is_dir():
        return installed
    return package.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Return the path of one resource file, e.g. ``resource_path("cards", "KS.svg")``."""
    return resources_dir().joinpath(*parts)
