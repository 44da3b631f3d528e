"""Wrap the one-folder bundle in a Debian package (``dpkg-deb``), for Debian and Ubuntu.

    python packaging/deb.py [BUNDLE [OUT_FOLDER]]   # defaults: dist/onedir/histcards, dist/

The package puts the bundle in ``/usr/lib/histcards``, the command ``/usr/bin/histcards``,
and the desktop entry, AppStream metainfo and icons under ``/usr/share``. The bundle
carries Qt, its X helper libraries, fontconfig, freetype, ICU and the fonts it draws with;
the package depends on what it does not carry: the graphics driver's GL and EGL libraries
and libxcb. ``packaging/build.py`` calls it after building the bundle.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from histcards import __version__  # noqa: E402
from histcards.resources import desktop_files  # noqa: E402

PACKAGE = "histcards"
DEPENDS = ("libc6 (>= 2.34)", "libgl1", "libegl1", "libxcb1")
"""What the bundle loads from the system: glibc (the PySide6 wheels' floor), the GL and EGL
dispatch libraries, and libxcb (PyInstaller leaves these out of every bundle)."""
RECOMMENDS = ("libwayland-client0", "libwayland-cursor0")
"""What the native Wayland plugin loads; without them histcards runs through XWayland."""
XZ_LEVEL = 3
"""xz's level for the package: 34.8 MB in under half the time of dpkg-deb's default (level
6: 31.9 MB, up to two minutes on the project's busy two-core machine)."""
SUMMARY = "card table for five historical French card games"
DESCRIPTION = """\
Hoc Mazarin, Polignac, Homme d'Auvergne, Quarante de Roi and Poch (with Le Poque),
played alone against computer opponents or pass-and-play at one screen, on a felt table
with Paris-pattern cards. In English and French.

This package carries its own Python, Qt for Python and fonts."""
HOMEPAGE = "https://github.com/histcards/histcards"
COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: histcards
Source: {homepage}

Files: *
Copyright: The histcards developers
License: GPL-3.0-or-later
 On Debian systems, the full text of the GNU General Public License version 3 can be
 found in the file /usr/share/common-licenses/GPL-3.
Comment: /usr/lib/histcards is a frozen bundle (PyInstaller). Besides histcards it carries
 Python (PSF License), Qt and Qt for Python (LGPL-3.0), ICU (Unicode License), fontconfig,
 freetype and libxcb helper libraries (MIT-style and FreeType licences) and DejaVu Sans
 (Bitstream Vera licence, /usr/lib/histcards/_internal/resources/fonts/LICENSE).
"""


def architecture() -> str:
    """The Debian architecture of this machine (the bundle's)."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def control(installed_kib: int, arch: str) -> str:
    """The package's DEBIAN/control."""
    description = "\n".join(f" {line}" if line else " ." for line in DESCRIPTION.splitlines())
    return (f"Package: {PACKAGE}\nVersion: {__version__}\nArchitecture: {arch}\n"
            f"Maintainer: The histcards developers\nInstalled-Size: {installed_kib}\n"
            f"Depends: {', '.join(DEPENDS)}\nRecommends: {', '.join(RECOMMENDS)}\n"
            f"Section: games\nPriority: optional\nHomepage: {HOMEPAGE}\n"
            f"Description: {SUMMARY}\n{description}\n")


def stage(bundle: Path, tree: Path) -> None:
    """Lay out the package's files under ``tree``."""
    shutil.copytree(bundle, tree / "usr" / "lib" / PACKAGE, symlinks=True)
    (tree / "usr" / "bin").mkdir(parents=True)
    (tree / "usr" / "bin" / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")
    for destination, source in desktop_files().items():
        target = tree / "usr" / "share" / destination
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    doc = tree / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT.format(homepage=HOMEPAGE), encoding="utf-8")
    for path in tree.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path.stat().st_mode & 0o111 else 0o644)


def build_deb(bundle: Path, out: Path) -> Path:
    """Build ``histcards_VERSION_ARCH.deb`` from the one-folder ``bundle`` into ``out``."""
    arch = architecture()
    deb = out / f"{PACKAGE}_{__version__}_{arch}.deb"
    with tempfile.TemporaryDirectory(dir=out) as work:
        tree = Path(work) / "tree"
        stage(bundle, tree)
        size = sum(p.lstat().st_size for p in tree.rglob("*") if not p.is_dir())
        (tree / "DEBIAN").mkdir()
        (tree / "DEBIAN" / "control").write_text(control(-(-size // 1024), arch),
                                                 encoding="utf-8")
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", f"-z{XZ_LEVEL}", "--build",
                        str(tree), str(deb)], check=True, stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str]) -> int:
    """Build the package from the arguments' bundle into their folder."""
    bundle = Path(argv[0]) if argv else ROOT / "dist" / "onedir" / PACKAGE
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "dist"
    if not (bundle / PACKAGE).is_file():
        print(f"deb.py: no one-folder bundle at {bundle} (build it: python packaging/build.py)",
              file=sys.stderr)
        return 2
    if shutil.which("dpkg-deb") is None:
        print("deb.py: dpkg-deb is missing (it comes with dpkg, on Debian and Ubuntu)",
              file=sys.stderr)
        return 2
    print(build_deb(bundle, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
