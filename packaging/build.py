"""Build histcards' desktop bundles from a clean state and smoke-test them.

    python packaging/build.py                 # with this interpreter (needs the packaging extra)
    python packaging/build.py --fresh-venv    # in a new virtual environment under build/

First checks what the build needs and, if anything is missing, says in one line what to
install (exit status 2). Then builds the one-folder bundle (``dist/onedir/histcards/``)
and the one-file executable (``dist/onefile/histcards``) from ``packaging/histcards.spec``,
with PyInstaller's caches and work folders wiped first, and on Debian and Ubuntu the
Debian package ``dist/histcards_VERSION_ARCH.deb`` from the folder (``packaging/deb.py``).
Prints their sizes, runs each frozen program's ``--version`` and ``--selftest`` offscreen,
and times its start to the first painted table (``python -m histcards.bench startup
--executable``). Exits non-zero if a build, a smoke test or a start fails.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
import venv
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from qt_plugins import plugin_kept

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "histcards.spec"
WORK = ROOT / "build" / "pyinstaller"
FRESH_VENV = ROOT / "build" / "venv-bundle"
DIST = ROOT / "dist"
SMOKE_TESTS = (("--version",), ("--selftest",))
SMOKE_TIMEOUT = 600
STARTUP_RUNS = 5
LINUX = sys.platform.startswith("linux")
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
SYSTEM_PACKAGES = "packaging/system-packages.sh --build"
"""How the build's system packages are installed on Debian and Ubuntu."""


@dataclass(frozen=True)
class Bundle:
    """One way of freezing the program."""

    name: str
    spec_args: tuple[str, ...]

    @property
    def dist(self) -> Path:
        return DIST / self.name

    @property
    def executable(self) -> Path:
        """The program to run inside the bundle."""
        folder = self.dist / "histcards" if self.name == "onedir" else self.dist
        return folder / f"histcards{EXE_SUFFIX}"

    @property
    def output(self) -> Path:
        """What is shipped: the folder or the single file."""
        return self.dist / "histcards" if self.name == "onedir" else self.executable


BUNDLES = (Bundle("onedir", ()), Bundle("onefile", ("--onefile",)))


def size_of(path: Path) -> int:
    """Bytes in a file, or in every file under a folder (symbolic links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def fresh_interpreter(folder: Path) -> Path:
    """Make a new virtual environment in ``folder`` with histcards and its packaging extra
    installed, and return its Python."""
    print(f"creating a fresh virtual environment in {folder}", flush=True)
    venv.create(folder, with_pip=True, clear=True)
    python = folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([python, "-m", "pip", "install", "-q", f"{ROOT}[packaging]"], check=True)
    return python


def missing_prerequisites() -> list[str]:
    """What this interpreter lacks to build the bundles, each as ``what (package)``."""
    if importlib.util.find_spec("PyInstaller") is None:
        return ["PyInstaller (pip install -e '.[packaging]', or build with --fresh-venv)"]
    missing = []
    if LINUX:
        missing += [f"{tool} (binutils)" for tool in ("objdump", "strip")
                    if shutil.which(tool) is None]
    missing += python_library_missing()
    if LINUX and shutil.which("ldd"):
        missing += [f"{library} (for Qt's {plugin} plugin)"
                    for library, plugin in plugin_libraries_missing()]
    return missing


def python_library_missing() -> list[str]:
    """Python's shared library, if PyInstaller cannot find it (Debian keeps it apart)."""
    from PyInstaller.depend.bindepend import get_python_library_path

    try:
        get_python_library_path()
    except Exception:  # PyInstaller raises its own error types, which vary by version
        major, minor = sys.version_info[:2]
        return [f"Python's shared library (libpython{major}.{minor})"]
    return []


def plugin_libraries_missing() -> list[tuple[str, str]]:
    """The libraries that the Qt plugins the bundle keeps need and this machine lacks
    (the bundle would silently go without them), with the plugin that needs each;
    libraries PyInstaller never bundles (GL, libxcb, Wayland: the target's own) are left
    out."""
    from PyInstaller.depend.dylib import include_library

    plugins = Path(importlib.util.find_spec("PySide6").submodule_search_locations[0]) \
        / "Qt" / "plugins"
    missing: dict[str, str] = {}
    for plugin in sorted(plugins.glob("*/*.so")):
        if not plugin_kept(plugin.relative_to(plugins).parts):
            continue
        output = subprocess.run(["ldd", plugin], capture_output=True, text=True).stdout
        for library in re.findall(r"^\s*(\S+) => not found", output, re.MULTILINE):
            if include_library(library):
                missing.setdefault(library, plugin.stem.removeprefix("lib"))
    return sorted(missing.items())


def check_prerequisites() -> bool:
    """Say in one line what is missing for the build, if anything; whether all is there."""
    missing = missing_prerequisites()
    if missing:
        hint = f"; on Debian and Ubuntu: {SYSTEM_PACKAGES}" if LINUX else ""
        print(f"build.py: cannot build, missing: {', '.join(missing)}{hint}", file=sys.stderr)
    return not missing


def build(python: Path, bundle: Bundle) -> float:
    """Freeze one bundle; returns the seconds it took."""
    shutil.rmtree(bundle.dist, ignore_errors=True)
    command = [python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", bundle.dist, "--workpath", WORK / bundle.name, SPEC]
    if bundle.spec_args:
        command += ["--", *bundle.spec_args]
    environment = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(WORK / "cache"))
    print(f"building {bundle.name} ...", flush=True)
    start = time.perf_counter()
    subprocess.run([str(part) for part in command], check=True, env=environment)
    return time.perf_counter() - start


def smoke_test(bundle: Bundle) -> list[bool]:
    """Run the frozen program's smoke tests offscreen; whether each exited 0."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8")
    return [smoke_run(bundle, arguments, environment) for arguments in SMOKE_TESTS]


def smoke_run(bundle: Bundle, arguments: tuple[str, ...], environment: dict[str, str]) -> bool:
    """Run the frozen program once; True if it exits 0 in time."""
    command = [str(bundle.executable), *arguments]
    start = time.perf_counter()
    try:
        result = subprocess.run(command, env=environment, timeout=SMOKE_TIMEOUT,
                                capture_output=True, text=True)
    except subprocess.TimeoutExpired:
        print(f"  FAIL {bundle.name} {' '.join(arguments)}: no exit in {SMOKE_TIMEOUT} s")
        return False
    seconds = time.perf_counter() - start
    verdict = "ok  " if result.returncode == 0 else f"FAIL (exit {result.returncode})"
    print(f"  {verdict} {bundle.name} {' '.join(arguments)}  {seconds:.2f} s")
    if result.returncode != 0:
        print(result.stdout[-4000:] + result.stderr[-4000:])
    return result.returncode == 0


def startup_report(python: Path, bundle: Bundle) -> bool:
    """Print the frozen program's start-up figures; False if it could not be timed."""
    result = subprocess.run(
        [python, "-m", "histcards.bench", "startup", "--executable", bundle.executable,
         "--runs", str(STARTUP_RUNS)],
        capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    print(f"  {bundle.name}: {result.stdout.strip() or 'FAIL'}")
    if result.returncode != 0:
        print(result.stderr[-4000:])
    return result.returncode == 0


def main(argv: Sequence[str] | None = None) -> int:
    """Check the prerequisites, build the bundles and the Debian package, report their
    sizes, smoke-test the bundles."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fresh-venv", action="store_true",
                        help=f"build in a new virtual environment ({FRESH_VENV})")
    args = parser.parse_args(argv)
    if args.fresh_venv:
        python = fresh_interpreter(FRESH_VENV)
        return subprocess.run([python, __file__]).returncode
    if not check_prerequisites():
        return 2
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    python = Path(sys.executable)
    seconds = {bundle.name: build(python, bundle) for bundle in BUNDLES}
    outputs = {bundle.name: bundle.output for bundle in BUNDLES}
    deb = debian_package(BUNDLES[0], seconds)
    if deb:
        outputs["deb"] = deb
    print(f"\n{'output':<8} {'size (bytes)':>14} {'MB':>7} {'build (s)':>10}")
    for name, output in outputs.items():
        size = size_of(output)
        print(f"{name:<8} {size:>14,} {size / 1e6:>7.1f} {seconds[name]:>10.1f}")
    print("\nsmoke tests (QT_QPA_PLATFORM=offscreen):")
    results = [passed for bundle in BUNDLES for passed in smoke_test(bundle)]
    print("\nstart-up (QT_QPA_PLATFORM=offscreen):")
    results += [startup_report(python, bundle) for bundle in BUNDLES]
    print(f"smoke: {results.count(True)} passed, {results.count(False)} failed")
    return 0 if all(results) else 1


def debian_package(onedir: Bundle, seconds: dict[str, float]) -> Path | None:
    """Wrap the one-folder bundle in a .deb where dpkg-deb exists; its path."""
    if not LINUX or shutil.which("dpkg-deb") is None:
        print("no dpkg-deb here: the Debian package is not built")
        return None
    from deb import build_deb

    print("building the Debian package ...", flush=True)
    start = time.perf_counter()
    for old in DIST.glob("*.deb"):
        old.unlink()
    deb = build_deb(onedir.output, DIST)
    seconds["deb"] = time.perf_counter() - start
    return deb


if __name__ == "__main__":
    sys.exit(main())
