"""Packaging: where resources are found, the wheel and sdist (opt-in, ``-m distribution``),
the Linux desktop entry and install script.

The frozen bundles are built and smoke-tested by ``packaging/build.py`` (a CI step)."""

from __future__ import annotations

import configparser
import json
import os
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import pytest

from histcards import resources
from histcards.resources import resources_dir

ROOT = Path(__file__).resolve().parent.parent
RESOURCE_KINDS = ("cards/paris/", "backs/", "boards/", "rules/en/", "rules/fr/", "icons/",
                  "i18n/")
INSTALL_SCRIPT = ROOT / "packaging" / "install-linux.sh"
linux_only = pytest.mark.skipif(sys.platform != "linux", reason="Linux desktop integration")


def resource_files(folder: Path) -> set[str]:
    """The files under ``folder``, as paths relative to it."""
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def clean_environment(**changes: str) -> dict[str, str]:
    """This process's environment without what would let a child import the checkout."""
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return environment | changes


# --- one lookup for checkout, wheel and frozen bundle ----------------------------------


def test_a_checkout_finds_the_top_level_resources() -> None:
    assert resources_dir() == ROOT / "resources"
    assert (resources_dir() / "icons" / "histcards.svg").is_file()


def test_an_installed_package_finds_its_own_copy(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "histcards"
    (package / "_resources").mkdir(parents=True)
    monkeypatch.setattr(resources, "__file__", str(package / "resources.py"))
    assert resources_dir() == package / "_resources"


def test_a_frozen_bundle_finds_the_unpacked_resources(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"


def test_the_startup_probe_reports_the_first_painted_table() -> None:
    """``histcards --startup-probe G`` is how the start-up benchmark times a frozen bundle."""
    before = time.time()
    result = subprocess.run([sys.executable, "-m", "histcards", "--startup-probe", "polignac"],
                            capture_output=True, text=True, timeout=120,
                            env=clean_environment(QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert before < report["painted"] < time.time()
    assert report["peak_mb"] > 0


# --- wheel and sdist (slow: opt in with -m distribution) -------------------------------


@pytest.fixture(scope="module")
def distributions(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The wheel and the sdist of the checkout (the wheel is built from the sdist)."""
    pytest.importorskip("build", reason="needs the packaging extra (pip install .[packaging])")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True, timeout=900)
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return wheel, sdist


@pytest.mark.distribution
def test_wheel_and_sdist_carry_every_resource(distributions: tuple[Path, Path]) -> None:
    wheel, sdist = distributions
    expected = resource_files(ROOT / "resources")
    assert all(any(name.startswith(kind) for name in expected) for kind in RESOURCE_KINDS)
    with zipfile.ZipFile(wheel) as archive:
        in_wheel = {name.removeprefix("histcards/_resources/") for name in archive.namelist()
                    if name.startswith("histcards/_resources/")}
    with tarfile.open(sdist) as archive:
        prefix = f"{sdist.name.removesuffix('.tar.gz')}/resources/"
        in_sdist = {member.name.removeprefix(prefix) for member in archive.getmembers()
                    if member.isfile() and member.name.startswith(prefix)}
    assert in_wheel == expected
    assert in_sdist == expected


@pytest.mark.distribution
def test_the_wheel_installed_in_a_fresh_venv_runs(distributions: tuple[Path, Path],
                                                  tmp_path: Path) -> None:
    wheel, _ = distributions
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    subprocess.run([bin_dir / "python", "-m", "pip", "install", "-q", str(wheel)],
                   check=True, timeout=900, env=clean_environment())

    def run(*command: str | Path) -> str:
        result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True,
                                timeout=600, env=clean_environment(
                                    QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8"))
        assert result.returncode == 0, result.stdout + result.stderr
        return result.stdout

    where = Path(run(bin_dir / "python", "-c",
                     "from histcards.resources import resources_dir; print(resources_dir())")
                 .strip())
    assert where.is_relative_to(venv)
    assert resource_files(where) == resource_files(ROOT / "resources")
    assert run(bin_dir / "histcards", "--version").startswith("histcards ")
    assert "selftest passed" in run(bin_dir / "histcards", "--selftest")


# --- Linux desktop entry and install script --------------------------------------------


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_starts_histcards_with_its_icon() -> None:
    entry = desktop_entry(ROOT / "packaging" / "histcards.desktop")
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "histcards" and entry["Icon"] == "histcards"
    assert "CardGame" in entry["Categories"].split(";")
    assert entry["Comment[fr]"] and entry["GenericName[fr]"]


def fake_bundle(tmp_path: Path) -> Path:
    """A one-folder 'bundle' whose program prints a line."""
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    program = bundle / "histcards"
    program.write_text("#!/bin/sh\necho frozen histcards \"$@\"\n")
    program.chmod(0o755)
    (bundle / "_internal").mkdir()
    return bundle


def install_script(home: Path, *arguments: str | Path) -> subprocess.CompletedProcess[str]:
    environment = clean_environment(HOME=str(home))
    environment.pop("XDG_DATA_HOME", None)
    return subprocess.run(["bash", str(INSTALL_SCRIPT), *map(str, arguments)],
                          capture_output=True, text=True, timeout=60, env=environment)


@linux_only
def test_install_script_installs_and_uninstalls_for_the_user(tmp_path: Path) -> None:
    home = tmp_path / "home"
    settings = home / ".config" / "histcards" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text("{}")
    result = install_script(home, fake_bundle(tmp_path))
    assert result.returncode == 0, result.stderr
    share = home / ".local" / "share"
    installed = home / ".local" / "lib" / "histcards" / "histcards"
    entry = desktop_entry(share / "applications" / "histcards.desktop")
    assert entry["Exec"] == f'"{installed}"'
    assert (share / "icons/hicolor/scalable/apps/histcards.svg").is_file()
    assert (share / "icons/hicolor/256x256/apps/histcards.png").is_file()
    command = subprocess.run([home / ".local" / "bin" / "histcards", "--version"],
                             capture_output=True, text=True, timeout=60)
    assert command.stdout == "frozen histcards --version\n"

    result = install_script(home, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not (home / ".local" / "lib" / "histcards").exists()
    assert not (home / ".local" / "bin" / "histcards").exists()
    assert not (share / "applications" / "histcards.desktop").exists()
    assert not list(share.glob("icons/hicolor/*/apps/histcards.*"))
    assert settings.read_text() == "{}"


@linux_only
def test_install_script_leaves_another_histcards_command_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    other = home / ".local" / "bin" / "histcards"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\n")
    result = install_script(home, fake_bundle(tmp_path))
    assert result.returncode == 1
    assert "not a histcards bundle" in result.stderr
    assert other.read_text() == "#!/bin/sh\n"
    assert not (home / ".local" / "lib" / "histcards").exists()
