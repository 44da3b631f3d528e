"""Build hooks; everything else is in pyproject.toml.

- The top-level ``resources/`` folder ships inside the package as ``histcards/_resources``
  (see ``histcards/resources.py``).
- The desktop entry, the AppStream metainfo and the icons are the wheel's data files, under
  the names a desktop looks for (``share/applications``, ``share/metainfo``,
  ``share/icons/hicolor``): ``pip install --user`` puts them in ``~/.local/share``.
"""

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from histcards.resources import desktop_files  # noqa: E402

STAGE = Path("build") / "desktop-files"
"""Where the data files are copied under their installed names (data files keep the name
of their source)."""


class BuildWithResources(build_py):
    """Copy ``resources/`` into the built package."""

    def run(self) -> None:
        super().run()
        source = HERE / "resources"
        if source.is_dir():
            shutil.copytree(source, Path(self.build_lib) / "histcards" / "_resources",
                            dirs_exist_ok=True)


def desktop_data_files() -> list[tuple[str, list[str]]]:
    """``data_files`` for the desktop integration, staged under their installed names."""
    folders: dict[str, list[str]] = {}
    for destination, source in desktop_files().items():
        staged = STAGE / destination
        (HERE / staged).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, HERE / staged)
        folders.setdefault(f"share/{Path(destination).parent.as_posix()}", []).append(
            staged.as_posix())
    return sorted(folders.items())


setup(cmdclass={"build_py": BuildWithResources}, data_files=desktop_data_files())
