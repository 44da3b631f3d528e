"""Starting the program on a machine that lacks something: one clear line for a missing
display or system library, and the bundled fonts when the system's draw no text.

Each case runs in a child process: Qt's platform and font database are set up once per
process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from histcards import cli
from histcards.app.fonts import BUNDLED_FONTS, use_empty_fontconfig_if_none
from histcards.app.startup import debian_package, missing_library, startup_problem
from histcards.resources import resource_path

ROOT = Path(__file__).resolve().parent.parent
EMPTY_FONTCONFIG = resource_path("fonts", "fonts.conf")
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="X11, Wayland and Fontconfig")


def child_environment(**changes: str) -> dict[str, str]:
    """This environment without a display or a chosen Qt platform, plus ``changes``."""
    removed = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH",
               "FONTCONFIG_FILE", "FONTCONFIG_PATH")
    environment = {k: v for k, v in os.environ.items() if k not in removed}
    return environment | {"LANG": "C.UTF-8"} | changes


def run_python(code: str, **changes: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=child_environment(**changes))


def run_histcards(*arguments: str, **changes: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "histcards", *arguments], capture_output=True,
                          text=True, timeout=120, cwd=ROOT, env=child_environment(**changes))


def assert_one_line(result: subprocess.CompletedProcess[str], *words: str) -> None:
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert result.returncode == 1, result.stderr
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("histcards: cannot start: ")
    assert "xcb-cursor0" not in result.stderr and "Traceback" not in result.stderr
    for word in words:
        assert word in lines[0]


# --- the missing library's package --------------------------------------------------------


@pytest.mark.parametrize(("library", "package"), [
    ("libGL.so.1", "libgl1"),
    ("libEGL.so.1", "libegl1"),
    ("libxcb.so.1", "libxcb1"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libdbus-1.so.3", "libdbus-1-3"),
    ("libX11.so.6", "libx11-6"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
])
def test_a_missing_library_is_named_with_its_debian_package(library: str,
                                                             package: str) -> None:
    assert debian_package(library) == package
    message = f"{library}: cannot open shared object file: No such file or directory"
    assert missing_library(message) == library


@given(st.from_regex(r"lib[a-z][a-z-]{0,12}[a-z]", fullmatch=True),
       st.integers(min_value=0, max_value=99))
def test_the_package_rule_keeps_the_name_and_ends_with_the_major_version(name: str,
                                                                        major: int) -> None:
    package = debian_package(f"{name}.so.{major}.2.1")
    assert package in (f"{name}{major}", f"{name}-{major}")


def test_qt_giving_up_is_explained_by_what_it_said() -> None:
    without = {"DISPLAY": ":5"}
    said = ['"…/libqxcb.so" cannot load: Cannot load library …/libqxcb.so: '
            "libxcb-icccm.so.4: cannot open shared object file: No such file or directory",
            "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb plugin."]
    assert "libxcb-icccm.so.4" in startup_problem(said, without)
    assert "apt-get install libxcb-icccm4" in startup_problem(said, without)
    assert "DISPLAY=:5" in startup_problem(["could not connect to display :5"], without)
    assert "neither DISPLAY nor WAYLAND_DISPLAY" in startup_problem(
        ["could not connect to display "], {})


# --- the program, started without what it needs ------------------------------------------


@linux_only
def test_without_a_display_one_line_says_so() -> None:
    assert_one_line(run_histcards(), "no display", "DISPLAY")


@linux_only
def test_a_display_that_does_not_answer_is_named() -> None:
    number = next(n for n in range(180, 300) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    assert_one_line(run_histcards(DISPLAY=f":{number}"), f"DISPLAY=:{number}")


def test_a_missing_gl_library_is_one_line_naming_its_package() -> None:
    """As on a machine without libGL: importing QtGui fails with the loader's words."""
    code = (
        "import sys\n"
        "class NoGL:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'PySide6.QtGui':\n"
        "            raise ImportError('libGL.so.1: cannot open shared object file: '\n"
        "                              'No such file or directory')\n"
        "sys.meta_path.insert(0, NoGL())\n"
        "from histcards.cli import main\n"
        "sys.exit(main([]))\n")
    assert_one_line(run_python(code, QT_QPA_PLATFORM="offscreen"), "libGL.so.1",
                    "apt-get install libgl1")


def test_an_import_error_that_is_no_missing_library_is_not_hidden(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(args: object) -> int:
        raise ImportError("No module named 'histcards.nowhere'")

    monkeypatch.setattr(cli, "qt_command", broken)
    with pytest.raises(ImportError, match="nowhere"):
        cli.main([])


def test_qt_messages_of_a_good_start_are_passed_on() -> None:
    code = ("from histcards.app.startup import create_application\n"
            "app = create_application(['histcards'])\n"
            "print(app.platformName())\n")
    result = run_python(code, QT_QPA_PLATFORM="offscreen", LC_ALL="C")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "offscreen"
    assert "UTF-8 locale" in result.stderr  # Qt's own warning, still shown


# --- fonts ----------------------------------------------------------------------------------


def test_the_bundled_fonts_and_their_licence_are_resources() -> None:
    for name in (*BUNDLED_FONTS, "LICENSE", "fonts.conf"):
        assert resource_path("fonts", name).is_file()
    assert "Bitstream Vera" in resource_path("fonts", "LICENSE").read_text(encoding="utf-8")


@linux_only
def test_without_fonts_text_comes_out_as_boxes_until_the_bundled_fonts_are_registered(
        ) -> None:
    code = ("from histcards.app.startup import create_application\n"
            "from histcards.app.fonts import ensure_fonts, text_is_drawn\n"
            "create_application(['histcards'])\n"
            "print(text_is_drawn())\n"
            "print(ensure_fonts())\n"
            "print(text_is_drawn())\n")
    result = run_python(code, QT_QPA_PLATFORM="offscreen",
                        FONTCONFIG_FILE=str(EMPTY_FONTCONFIG))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:3] == ["False", "['DejaVu Sans']", "True"]
    assert "Fontconfig" not in result.stderr


@linux_only
def test_with_system_fonts_nothing_is_registered() -> None:
    code = ("from histcards.app.startup import create_application\n"
            "from histcards.app.fonts import ensure_fonts\n"
            "create_application(['histcards'])\n"
            "print(ensure_fonts())\n")
    result = run_python(code, QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


@linux_only
def test_the_font_check_reports_the_bundled_font_on_a_fontless_machine(tmp_path: Path) -> None:
    image = tmp_path / "sample.png"
    result = run_histcards("--font-check", str(image), QT_QPA_PLATFORM="offscreen",
                           FONTCONFIG_FILE=str(EMPTY_FONTCONFIG))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ("histcards: text is drawn with DejaVu Sans "
                                     "(bundled with histcards)")
    assert result.stderr == ""
    assert image.stat().st_size > 0


def test_fontconfig_is_pointed_at_the_empty_configuration_only_when_the_system_has_none(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    absent, present = tmp_path / "absent.conf", tmp_path / "fonts.conf"
    present.write_text("<fontconfig/>")
    environ: dict[str, str] = {}
    assert use_empty_fontconfig_if_none(environ, absent)
    assert environ == {"FONTCONFIG_FILE": str(EMPTY_FONTCONFIG)}
    assert not use_empty_fontconfig_if_none(environ := {}, present) and environ == {}
    chosen = {"FONTCONFIG_FILE": "/mine.conf"}
    assert not use_empty_fontconfig_if_none(chosen, absent)
    assert chosen == {"FONTCONFIG_FILE": "/mine.conf"}
