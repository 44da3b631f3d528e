"""Where the application's art and data files live.

The same lookup serves a source checkout (``resources/`` beside the package), an installed
wheel (``histcards/_resources`` inside the package) and a frozen bundle (``resources/``
beside the executable's unpacked data).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

APP_ID = "io.github.histcards.histcards"
"""The application's reverse-DNS id: its AppStream id and the name of its desktop entry,
metainfo and icons once installed."""


def resources_dir() -> Path:
    """Return the folder holding histcards' resources."""
    return _resources_dir(getattr(sys, "_MEIPASS", None), __file__)


@cache
def _resources_dir(frozen_root: str | None, module_file: str) -> Path:
    """The resources' folder of a bundle unpacked at ``frozen_root``, else of the package
    this module (``module_file``) belongs to: looked up once per place."""
    if frozen_root:
        return Path(frozen_root) / "resources"
    package = Path(module_file).resolve().parent
    installed = package / "_resources"
    if installed.is_dir():
        return installed
    return package.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Return the path of one resource file, e.g. ``resource_path("cards", "KS.svg")``."""
    return resources_dir().joinpath(*parts)


def desktop_files() -> dict[str, Path]:
    """The desktop integration: for each file, where a desktop looks for it under a
    ``share/`` folder (``/usr/share``, ``~/.local/share``), and the resource it is."""
    return {
        f"applications/{APP_ID}.desktop": resource_path("desktop", f"{APP_ID}.desktop"),
        f"metainfo/{APP_ID}.metainfo.xml": resource_path("desktop", f"{APP_ID}.metainfo.xml"),
        f"icons/hicolor/scalable/apps/{APP_ID}.svg": resource_path("icons", "histcards.svg"),
        f"icons/hicolor/256x256/apps/{APP_ID}.png": resource_path("icons", "histcards.png"),
    }


def export_desktop_files(share: Path) -> list[Path]:
    """Copy the desktop integration into ``share`` (a ``share/`` folder) under the names
    a desktop looks for; returns the files written. How a downloaded bundle, which has no
    checkout beside it, hands them to ``packaging/install-linux.sh``."""
    written = []
    for destination, source in desktop_files().items():
        target = share / destination
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
        written.append(target)
    return written
