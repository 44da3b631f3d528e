"""Check the Debian package and the bundles on a clean Debian: a fresh debootstrap root.

    python packaging/root_check.py             # after packaging/build.py; as root

Makes a minimal Debian root in ``build/debian-root`` (wiped first; nothing is cached
outside the build tree), puts the bundles built by ``packaging/build.py`` in it and runs
them there, each command through ``unshare`` and ``chroot`` in a mount namespace of its
own, so that no mount outlives it. Needs root, ``debootstrap`` and Debian's archive. The
checks, in order:

1. The bare root has no GL library: the bundle says so in one line, without a traceback.
2. ``apt-get install ./histcards_*.deb`` brings the package's dependencies, and no font.
3. The installed ``histcards --version`` and ``histcards --selftest`` pass.
4. ``histcards`` without a display says so in one line.
5. In the root without fonts, the one-folder bundle draws text with its own DejaVu Sans
   (not boxes: ``histcards --font-check``), and Fontconfig does not complain.
6. Under Xvfb (the host's, its socket bound into the root) the installed program opens
   its window through xcb and paints the table.
7. ``install-linux.sh``, alone with the one-file executable as root, installs it for
   every user: the command on a login shell's PATH, the desktop files in /usr/local/share.

Exits 1 if a check fails.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from histcards import __version__  # noqa: E402
from histcards.resources import APP_ID  # noqa: E402

CHROOT = ROOT / "build" / "debian-root"
DIST = ROOT / "dist"
SUITE = "bookworm"
MIRROR = "http://deb.debian.org/debian"
ENVIRONMENT = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
               "LANG": "C.UTF-8", "HOME": "/root", "DEBIAN_FRONTEND": "noninteractive"}
TIMEOUT = 900
X_SOCKETS = Path("/tmp/.X11-unix")


@dataclass(frozen=True)
class Run:
    """What a command in the root did."""

    status: int
    out: str
    err: str

    def lines(self) -> list[str]:
        """The non-empty lines of stderr."""
        return [line for line in self.err.splitlines() if line.strip()]


def in_root(command: str, *, display: str | None = None, **env: str) -> Run:
    """Run a shell command in the root, in a fresh mount and PID namespace (proc mounted;
    the host's X sockets bound in when ``display`` is given)."""
    environment = ENVIRONMENT | env | ({"DISPLAY": display} if display else {})
    inner = "env -i " + " ".join(shlex.quote(f"{k}={v}") for k, v in environment.items())
    inner += f" sh -c {shlex.quote(command)}"
    bind = f"mount --bind {X_SOCKETS} {CHROOT}{X_SOCKETS} && " if display else ""
    outer = f"{bind}exec chroot {shlex.quote(str(CHROOT))} {inner}"
    result = subprocess.run(
        ["unshare", "--mount", "--pid", "--fork", f"--mount-proc={CHROOT}/proc",
         "sh", "-c", outer], capture_output=True, text=True, timeout=TIMEOUT)
    return Run(result.returncode, result.stdout, result.stderr)


def make_root() -> None:
    """A fresh minimal Debian in CHROOT, with the bundles copied in."""
    if any(f" {CHROOT}" in line for line in Path("/proc/mounts").read_text().splitlines()):
        raise SystemExit(f"root_check.py: something is mounted under {CHROOT}; not wiping it")
    shutil.rmtree(CHROOT, ignore_errors=True)
    CHROOT.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["debootstrap", "--variant=minbase", SUITE, str(CHROOT), MIRROR],
                   check=True, stdout=subprocess.DEVNULL, timeout=TIMEOUT)
    (CHROOT / X_SOCKETS.relative_to("/")).mkdir(parents=True, exist_ok=True)
    shutil.copytree(DIST / "onedir" / "histcards", CHROOT / "opt" / "onedir")
    downloads = CHROOT / "root" / "Downloads"  # a one-file executable and its installer
    downloads.mkdir(parents=True)
    shutil.copy(DIST / "onefile" / "histcards", downloads / "histcards")
    (downloads / "histcards").chmod(0o644)  # as a browser saves it
    shutil.copy(ROOT / "packaging" / "install-linux.sh", downloads / "install-linux.sh")
    shutil.copy(deb_file(), CHROOT / "tmp" / deb_file().name)


def deb_file() -> Path:
    """The Debian package packaging/build.py made."""
    (deb,) = DIST.glob("histcards_*.deb")
    return deb


def one_clear_line(run: Run, *words: str) -> str | None:
    """Why ``run`` is not a start refused in one clear line naming ``words``, if it is not."""
    lines = run.lines()
    if run.status != 1:
        return f"exit status {run.status}, expected 1: {run.err[-400:]}"
    if len(lines) != 1 or not lines[0].startswith("histcards: cannot start: "):
        return f"expected one line, got: {run.err[-400:]}"
    if "Traceback" in run.err or "xcb-cursor0" in run.err:
        return f"a traceback or Qt's xcb-cursor0 blame: {run.err[-400:]}"
    absent = [word for word in words if word not in lines[0]]
    return f"{absent} not in {lines[0]!r}" if absent else None


def bare_root_names_the_gl_library() -> str | None:
    return one_clear_line(in_root("/opt/onedir/histcards --selftest"),
                          "libGL.so.1", "apt-get install libgl1")


def the_package_installs_with_its_dependencies() -> str | None:
    run = in_root(f"apt-get update -q && apt-get install -y -q --no-install-recommends "
                  f"/tmp/{deb_file().name}")
    if run.status != 0:
        return f"apt-get failed: {run.err[-800:]}"
    fonts = in_root("dpkg-query -W -f='${Package}\\n' 'fonts-*' 'fontconfig*' 2>/dev/null; "
                    "find /usr/share/fonts -type f 2>/dev/null; ls /etc/fonts 2>/dev/null")
    return f"fonts came with it: {fonts.out.split()}" if fonts.out.strip() else None


def the_installed_program_passes_its_selftest() -> str | None:
    version = in_root("histcards --version")
    if version.status != 0 or not version.out.startswith("histcards "):
        return f"--version: {version.status} {version.out} {version.err[-400:]}"
    run = in_root("histcards --selftest")
    if run.status != 0 or "selftest passed" not in run.out:
        return f"--selftest: exit {run.status}: {(run.out + run.err)[-1500:]}"
    return None


def no_display_is_one_line() -> str | None:
    return one_clear_line(in_root("histcards"), "no display")


def text_is_drawn_without_system_fonts() -> str | None:
    run = in_root("/opt/onedir/histcards --font-check /tmp/font-check.png",
                  QT_QPA_PLATFORM="offscreen")
    if run.status != 0 or "bundled with histcards" not in run.out:
        return f"exit {run.status}: {run.out} {run.err[-600:]}"
    if run.err.strip():
        return f"it complained: {run.err[-600:]}"
    return None


def the_window_opens_through_xcb() -> str | None:
    if shutil.which("Xvfb") is None:
        return "Xvfb is missing (packaging/system-packages.sh --ci)"
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket = X_SOCKETS / f"X{display[1:]}"
        deadline = time.monotonic() + 30
        while not socket.exists() and time.monotonic() < deadline and server.poll() is None:
            time.sleep(0.1)
        if not socket.exists():
            return f"Xvfb {display} did not start"
        run = in_root("histcards --startup-probe polignac", display=display)
    finally:
        server.terminate()
        server.wait(timeout=30)
    if run.status != 0 or '"painted"' not in run.out:
        return f"exit {run.status}: {run.out} {run.err[-800:]}"
    return None


def free_display() -> str:
    """An X display number no server uses."""
    number = 90
    while (X_SOCKETS / f"X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return f":{number}"


def root_installs_the_downloaded_executable() -> str | None:
    run = in_root("cd /root/Downloads && bash install-linux.sh histcards")
    if run.status != 0:
        return f"install-linux.sh failed: {run.out} {run.err[-600:]}"
    login = in_root("su - root -c 'command -v histcards && histcards --version'")
    if login.out.split() != ["/usr/local/bin/histcards", "histcards", __version__]:
        return f"not on a login shell's PATH: {login.out} {login.err[-400:]}"
    files = [f"/usr/local/share/applications/{APP_ID}.desktop",
             f"/usr/local/share/metainfo/{APP_ID}.metainfo.xml",
             f"/usr/local/share/icons/hicolor/scalable/apps/{APP_ID}.svg"]
    listed = in_root("ls " + " ".join(files))
    return f"desktop files missing: {listed.err}" if listed.status else None


CHECKS: Sequence[Callable[[], str | None]] = (
    bare_root_names_the_gl_library,
    the_package_installs_with_its_dependencies,
    the_installed_program_passes_its_selftest,
    no_display_is_one_line,
    text_is_drawn_without_system_fonts,
    the_window_opens_through_xcb,
    root_installs_the_downloaded_executable,
)


def main() -> int:
    """Make the root and run the checks in order; 0 if all pass."""
    if os.geteuid() != 0:
        print("root_check.py: needs root (debootstrap, chroot)", file=sys.stderr)
        return 2
    missing = [tool for tool in ("debootstrap", "unshare", "chroot")
               if shutil.which(tool) is None]
    if missing:
        print(f"root_check.py: missing {', '.join(missing)} "
              f"(packaging/system-packages.sh --ci)", file=sys.stderr)
        return 2
    start = time.perf_counter()
    make_root()
    print(f"Debian {SUITE} root made in {CHROOT} ({time.perf_counter() - start:.0f} s)")
    failed = 0
    for check in CHECKS:
        start = time.perf_counter()
        problem = check()
        failed += problem is not None
        verdict = "ok  " if problem is None else "FAIL"
        print(f"  {verdict} {check.__name__.replace('_', ' ')}  "
              f"({time.perf_counter() - start:.0f} s)", flush=True)
        if problem:
            print(f"       {problem}")
    print(f"clean Debian root: {len(CHECKS) - failed} of {len(CHECKS)} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
