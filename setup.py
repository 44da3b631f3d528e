"""Build hook: the top-level ``resources/`` folder ships inside the package as
``histcards/_resources`` (see ``histcards/resources.py``); everything else is in
pyproject.toml."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithResources(build_py):
    """Copy ``resources/`` into the built package."""

    def run(self) -> None:
        super().run()
        source = Path(__file__).parent / "resources"
        if source.is_dir():
            shutil.copytree(source, Path(self.build_lib) / "histcards" / "_resources",
                            dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithResources})
