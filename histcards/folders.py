"""Where histcards keeps its files between runs: platformdirs' user folders for it."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "histcards"


def config_dir() -> Path:
    """Where settings live (platformdirs' user config folder for histcards)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where statistics and the autosaved match live (platformdirs' user data folder)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Where what can be made again is kept: the rendered art, the classes' compiled code
    (platformdirs' user cache folder)."""
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
