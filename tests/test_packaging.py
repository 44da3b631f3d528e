"""Packaging: where resources are found, the wheel and sdist (opt-in, ``-m distribution``),
the desktop entry and AppStream metainfo, the Linux install script, the system packages
script, the build's prerequisites and the Debian package.

The frozen bundles are built and smoke-tested by ``packaging/build.py``, and checked with
the Debian package in a fresh Debian root by ``packaging/root_check.py`` (CI steps)."""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path
from types import ModuleType
from xml.etree import ElementTree

import pytest

from histcards import __version__, resources
from histcards.resources import APP_ID, desktop_files, resources_dir

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


def test_the_startup_probe_reports_the_first_painted_table(tmp_path: Path) -> None:
    """``histcards --startup-probe G`` is how the start-up benchmark times a frozen bundle;
    it keeps the art it rendered where the benchmark says, for the next (warm) start."""
    before = time.time()
    pixmaps = tmp_path / "pixmaps"
    result = subprocess.run([sys.executable, "-m", "histcards", "--startup-probe", "polignac"],
                            capture_output=True, text=True, timeout=120,
                            env=clean_environment(QT_QPA_PLATFORM="offscreen",
                                                  HISTCARDS_PROBE_PIXMAPS=str(pixmaps)))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert before < report["painted"] < time.time()
    assert report["peak_mb"] > 0 and report["cpu_s"] > 0
    assert list(pixmaps.glob("*.pixels")), "the cards, the back and the felt are kept"


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
def test_the_wheel_installs_the_desktop_files_where_a_desktop_looks(
        distributions: tuple[Path, Path]) -> None:
    wheel, sdist = distributions
    prefix = f"{wheel.name.split('-')[0]}-{__version__}.data/data/share/"
    with zipfile.ZipFile(wheel) as archive:
        shared = {name.removeprefix(prefix): archive.read(name)
                  for name in archive.namelist() if name.startswith(prefix)}
        assert any(name.endswith("licenses/LICENSE") for name in archive.namelist())
    assert shared == {name: source.read_bytes() for name, source in desktop_files().items()}
    with tarfile.open(sdist) as archive:
        top = sdist.name.removesuffix(".tar.gz")
        names = set(archive.getnames())
    assert {f"{top}/LICENSE", f"{top}/CONTRIBUTING.md"} <= names


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


# --- desktop entry and AppStream metainfo --------------------------------------------------

DESKTOP_ENTRY = ROOT / "resources" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_starts_histcards_with_its_icon() -> None:
    entry = desktop_entry(DESKTOP_ENTRY)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "histcards" and entry["Icon"] == APP_ID
    assert "CardGame" in entry["Categories"].split(";")
    assert entry["Comment[fr]"] and entry["GenericName[fr]"]


def test_the_metainfo_describes_this_release_of_the_desktop_entry() -> None:
    component = ElementTree.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP_ENTRY.name
    assert component.findtext("project_license") == "GPL-3.0-or-later"
    releases = component.findall("releases/release")
    assert releases[0].get("version") == __version__, "the newest release comes first"
    assert component.find("content_rating").get("type").startswith("oars-")
    for image in component.iterfind("screenshots/screenshot/image"):
        in_checkout = ROOT / image.text.split("/main/", 1)[1]
        assert in_checkout.is_file(), f"{image.text} is not committed"


@linux_only
@pytest.mark.parametrize(("tool", "arguments", "path"), [
    ("desktop-file-validate", (), DESKTOP_ENTRY),
    ("appstreamcli", ("validate", "--no-net", "--pedantic"), METAINFO),
])
def test_the_desktop_files_validate(tool: str, arguments: tuple[str, ...], path: Path) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (packaging/system-packages.sh --ci)")
    result = subprocess.run([tool, *arguments, str(path)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_program_writes_out_its_desktop_files(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "histcards", "--export-desktop-files",
                             str(tmp_path / "share")], capture_output=True, text=True,
                            timeout=120, env=clean_environment())
    assert result.returncode == 0, result.stderr
    written = {p.relative_to(tmp_path / "share").as_posix(): p.read_bytes()
               for p in (tmp_path / "share").rglob("*") if p.is_file()}
    assert written == {name: source.read_bytes() for name, source in desktop_files().items()}
    assert set(result.stdout.split()) == {str(tmp_path / "share" / name) for name in written}


def test_writing_the_desktop_files_somewhere_unwritable_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = subprocess.run([sys.executable, "-m", "histcards", "--export-desktop-files",
                             str(blocker / "share")], capture_output=True, text=True,
                            timeout=120, env=clean_environment())
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "cannot write the desktop files" in result.stderr


# --- the install script ------------------------------------------------------------------


def program_script(path: Path) -> Path:
    """A stand-in for the frozen program: this checkout's histcards, run by this Python."""
    path.write_text(f"#!/bin/sh\nexec {sys.executable} -m histcards \"$@\"\n")
    path.chmod(0o755)
    return path


def fake_onedir(tmp_path: Path) -> Path:
    """A one-folder 'bundle': the program and its _internal folder."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    program_script(bundle / "histcards")
    return bundle


def install_script(home: Path, *arguments: str | Path,
                   path: str | None = None) -> subprocess.CompletedProcess[str]:
    environment = clean_environment(HOME=str(home), PYTHONPATH=str(ROOT))
    environment.pop("XDG_DATA_HOME", None)
    if path is not None:
        environment["PATH"] = path
    return subprocess.run(["bash", str(INSTALL_SCRIPT), *map(str, arguments)],
                          capture_output=True, text=True, timeout=120, env=environment)


def installed_share(prefix: Path) -> dict[str, bytes]:
    share = prefix / "share"
    return {p.relative_to(share).as_posix(): p.read_bytes() for p in share.rglob("*")
            if p.is_file() and p.name != "mimeinfo.cache"}


@linux_only
def test_install_script_installs_a_bundle_and_uninstalls_it(tmp_path: Path) -> None:
    home, prefix = tmp_path / "home", tmp_path / "home" / ".local"
    settings = home / ".config" / "histcards" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text("{}")
    result = install_script(home, "--prefix", prefix, fake_onedir(tmp_path))
    assert result.returncode == 0, result.stderr
    program = prefix / "lib" / "histcards" / "histcards"
    assert (prefix / "lib" / "histcards" / "_internal").is_dir()
    shared = installed_share(prefix)
    assert set(shared) == set(desktop_files())
    entry = desktop_entry(prefix / "share" / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == f'"{program}"'
    command = subprocess.run([prefix / "bin" / "histcards", "--version"], capture_output=True,
                             text=True, timeout=120, env=clean_environment(PYTHONPATH=str(ROOT)))
    assert command.stdout == f"histcards {__version__}\n"

    result = install_script(home, "--prefix", prefix, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not (prefix / "lib" / "histcards").exists()
    assert not (prefix / "bin" / "histcards").exists()
    assert installed_share(prefix) == {}
    assert settings.read_text() == "{}"


@linux_only
def test_install_script_installs_a_downloaded_one_file_executable_alone(
        tmp_path: Path) -> None:
    """No checkout beside it: the script and the executable, saved without its x bit."""
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    script = downloads / "install-linux.sh"
    shutil.copy(INSTALL_SCRIPT, script)
    executable = program_script(downloads / "histcards")
    executable.chmod(0o644)
    prefix = tmp_path / "prefix"
    environment = clean_environment(HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    result = subprocess.run(["bash", str(script), "--prefix", str(prefix)], cwd=downloads,
                            capture_output=True, text=True, timeout=120, env=environment)
    assert result.returncode == 0, result.stderr
    assert os.access(prefix / "lib" / "histcards" / "histcards", os.X_OK)
    assert set(installed_share(prefix)) == set(desktop_files())


@linux_only
def test_install_script_says_how_to_reach_the_command(tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    bundle = fake_onedir(tmp_path)
    outside = install_script(tmp_path, "--prefix", prefix, bundle, path="/usr/bin:/bin")
    assert outside.returncode == 0, outside.stderr
    assert f'export PATH="{prefix}/bin:$PATH"' in outside.stdout
    assert f"{prefix}/bin/histcards" in outside.stdout
    inside = install_script(tmp_path, "--prefix", prefix, bundle,
                            path=f"{prefix}/bin:/usr/bin:/bin")
    assert inside.returncode == 0, inside.stderr
    assert "with: histcards" in inside.stdout and "export PATH" not in inside.stdout


@linux_only
def test_install_script_leaves_another_histcards_command_alone(tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    other = prefix / "bin" / "histcards"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\n")
    result = install_script(tmp_path, "--prefix", prefix, fake_onedir(tmp_path))
    assert result.returncode == 1
    assert "not a histcards bundle" in result.stderr
    assert other.read_text() == "#!/bin/sh\n"
    assert not (prefix / "lib" / "histcards").exists()


@linux_only
def test_install_script_refuses_a_file_that_is_no_histcards_and_leaves_nothing(
        tmp_path: Path) -> None:
    impostor = tmp_path / "histcards"
    impostor.write_text("#!/bin/sh\nexit 3\n")
    prefix = tmp_path / "prefix"
    result = install_script(tmp_path, "--prefix", prefix, impostor)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "not a histcards program" in result.stderr
    assert not (prefix / "lib" / "histcards").exists()
    assert not (prefix / "bin" / "histcards").exists()
    assert installed_share(prefix) == {}


# --- the system packages script -----------------------------------------------------------

SYSTEM_PACKAGES = ROOT / "packaging" / "system-packages.sh"


def fake_system(tmp_path: Path, installed: set[str], uid: int, sudo: bool) -> tuple[str, Path]:
    """A PATH where dpkg-query knows ``installed``, apt-get and sudo log their calls, and
    ``id -u`` prints ``uid``; and the log."""
    bin_dir, log = tmp_path / "bin", tmp_path / "calls.log"
    bin_dir.mkdir()
    tools = {
        "id": f'echo {uid}',
        "apt-get": f'echo "apt-get $*" >> {log}',
        "dpkg-query": "for p in \"$@\"; do case \" {} \" in *\" $p \"*) echo installed ;; "
                      "esac; done".format(" ".join(sorted(installed))),
        "python3": 'echo 3.11',
    }
    if sudo:
        tools["sudo"] = f'echo "sudo $1" >> {log}; exec "$@"'
    for name, body in tools.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    for name in ("sh", "grep", "sed", "env", "cat"):
        (bin_dir / name).symlink_to(shutil.which(name))
    return str(bin_dir), log


def run_system_packages(path: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shutil.which("sh"), str(SYSTEM_PACKAGES), *arguments],
                          capture_output=True, text=True, timeout=60, env={"PATH": path})


@linux_only
def test_system_packages_fetches_the_lists_and_installs_only_what_is_missing_through_sudo(
        tmp_path: Path) -> None:
    path, log = fake_system(tmp_path, {"libgl1", "libegl1", "libglib2.0-0t64"}, 1000, True)
    result = run_system_packages(path)
    assert result.returncode == 0, result.stderr
    calls = log.read_text().splitlines()
    assert calls[:2] == ["sudo apt-get", "apt-get update -q"]
    install = calls[3].split()
    assert calls[2] == "sudo env" and install[:5] == ["apt-get", "install", "-y", "-q",
                                                      "--no-install-recommends"]
    assert "python3-venv" in install and "libxcb-cursor0" in install
    assert not {"libgl1", "libegl1", "libglib2.0-0", "binutils"} & set(install)


@linux_only
def test_system_packages_as_root_without_sudo_and_for_the_build(tmp_path: Path) -> None:
    path, log = fake_system(tmp_path, set(), 0, False)
    result = run_system_packages(path, "--build")
    assert result.returncode == 0, result.stderr
    calls = log.read_text().splitlines()
    assert calls[0] == "apt-get update -q" and calls.count("apt-get update -q") == 1
    assert "binutils" in calls[1].split() and "libpython3.11" in calls[2].split()


@linux_only
def test_system_packages_says_when_it_needs_root(tmp_path: Path) -> None:
    path, log = fake_system(tmp_path, set(), 1000, False)
    result = run_system_packages(path)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "needs root" in result.stderr
    assert not log.exists()


@linux_only
def test_system_packages_does_nothing_when_all_is_there(tmp_path: Path) -> None:
    listed = SYSTEM_PACKAGES.read_text(encoding="utf-8").split('RUN="')[1].split('"')[0]
    path, log = fake_system(tmp_path, set(listed.split()), 1000, False)
    result = run_system_packages(path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "system packages: all there"
    assert not log.exists()


# --- the build's prerequisites ------------------------------------------------------------


def run_build(path: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")],
                          capture_output=True, text=True, timeout=120,
                          env=clean_environment(PATH=path))


def tool_folder(folder: Path, **scripts: str) -> str:
    """A PATH of ``folder`` holding these shell scripts and links to the real tools the
    build's check may run."""
    folder.mkdir()
    for name, body in scripts.items():
        (folder / name).write_text(f"#!/bin/sh\n{body}\n")
        (folder / name).chmod(0o755)
    for name in ("ldd", "objdump", "strip"):
        if name not in scripts and shutil.which(name):
            (folder / name).symlink_to(shutil.which(name))
    return str(folder)


@linux_only
def test_the_build_says_in_one_line_that_binutils_is_missing(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="needs the packaging extra")
    path = tool_folder(tmp_path / "bin")
    for tool in ("objdump", "strip"):
        (tmp_path / "bin" / tool).unlink(missing_ok=True)
    result = run_build(path)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert "objdump (binutils)" in result.stderr
    assert "packaging/system-packages.sh --build" in result.stderr


@linux_only
def test_the_build_names_a_library_qts_kept_plugins_would_go_without(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="needs the packaging extra")
    ldd = ('case "$1" in *libqxcb.so) printf "\\tlibxcb-icccm.so.4 => not found\\n'
           '\\tlibwayland-cursor.so.0 => not found\\n" ;; esac')
    result = run_build(tool_folder(tmp_path / "bin", ldd=ldd))
    assert result.returncode == 2
    assert "libxcb-icccm.so.4 (for Qt's qxcb plugin)" in result.stderr
    assert "wayland" not in result.stderr  # the target's own, never bundled


def test_the_build_names_pythons_shared_library_when_pyinstaller_cannot_find_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("PyInstaller", reason="needs the packaging extra")
    from PyInstaller.depend import bindepend

    build = packaging_module("build")

    def not_found() -> str:
        raise OSError("Python library not found: libpython3.11.so.1.0")

    monkeypatch.setattr(bindepend, "get_python_library_path", not_found)
    major, minor = sys.version_info[:2]
    assert build.python_library_missing() == [
        f"Python's shared library (libpython{major}.{minor})"]


def packaging_module(name: str) -> ModuleType:
    """A script of packaging/, imported as a module under another name (``build`` is also
    PyPA's build tool); its folder goes last on the path, for its sibling imports."""
    folder = str(ROOT / "packaging")
    if folder not in sys.path:
        sys.path.append(folder)
    spec = importlib.util.spec_from_file_location(f"histcards_packaging_{name}",
                                                  ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # as an import would (dataclasses look it up there)
    spec.loader.exec_module(module)
    return module


# --- the Debian package -------------------------------------------------------------------


@linux_only
def test_the_debian_package_installs_the_bundle_its_command_and_desktop_files(
        tmp_path: Path) -> None:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed")
    deb = packaging_module("deb")
    bundle = fake_onedir(tmp_path)
    (bundle / "_internal" / "library.so").write_bytes(b"\x7fELF")
    package = deb.build_deb(bundle, tmp_path)
    assert package.name == f"histcards_{__version__}_{deb.architecture()}.deb"
    fields = subprocess.run(["dpkg-deb", "--field", str(package)], capture_output=True,
                            text=True, check=True).stdout
    control = dict(line.split(": ", 1) for line in fields.splitlines() if ": " in line)
    assert control["Package"] == "histcards" and control["Version"] == __version__
    assert {"libgl1", "libegl1", "libxcb1"} <= {
        dependency.split()[0] for dependency in control["Depends"].split(", ")}
    unpacked = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "--extract", str(package), str(unpacked)], check=True)
    assert os.readlink(unpacked / "usr" / "bin" / "histcards") == "../lib/histcards/histcards"
    assert os.access(unpacked / "usr" / "lib" / "histcards" / "histcards", os.X_OK)
    assert (unpacked / "usr" / "lib" / "histcards" / "_internal" / "library.so").is_file()
    for name, source in desktop_files().items():
        assert (unpacked / "usr" / "share" / name).read_bytes() == source.read_bytes()
    assert "GPL-3" in (unpacked / "usr/share/doc/histcards/copyright").read_text()
