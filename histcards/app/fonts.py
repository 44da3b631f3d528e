"""The fonts histcards draws with, on machines that have none.

The interface and the table draw their text with the system's default font. A machine
without fonts (a bare container, a minimal install) would show every letter as a box, so
histcards carries DejaVu Sans (``resources/fonts/``) and registers it with Qt at start when
the system's fonts draw no text. Where the system has no Fontconfig configuration at all,
Fontconfig would also complain on every start: it is then pointed at an empty one.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontInfo, QFontMetrics, QGuiApplication, QImage, QPainter

from histcards.app.startup import create_application
from histcards.resources import resource_path

SYSTEM_FONTCONFIG = Path("/etc/fonts/fonts.conf")
"""Where Fontconfig looks for its configuration unless told otherwise."""
BUNDLED_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf")
SAMPLE_TEXT = "Hoc Mazarin, Quarante de Roi"
MISSING_GLYPH = "\ue000"
"""A private-use character no text font has: drawn as the font's missing-glyph box."""


def use_empty_fontconfig_if_none(environ: MutableMapping[str, str] = os.environ,
                                 system_config: Path = SYSTEM_FONTCONFIG) -> bool:
    """Point Fontconfig at the bundled empty configuration when the system has none and
    nothing else was chosen; whether it did. Must run before the QGuiApplication exists."""
    if not sys.platform.startswith("linux") or system_config.exists():
        return False
    if environ.get("FONTCONFIG_FILE") or environ.get("FONTCONFIG_PATH"):
        return False
    environ["FONTCONFIG_FILE"] = str(resource_path("fonts", "fonts.conf"))
    return True


def text_is_drawn() -> bool:
    """Whether the application's font draws text: a sample line must look different from
    as many missing-glyph boxes (with no usable font, both are the same boxes or
    nothing). Needs a QGuiApplication."""
    sample = render_text(SAMPLE_TEXT)
    return sample != render_text(MISSING_GLYPH * len(SAMPLE_TEXT)) \
        and sample != render_text("")


def render_text(text: str) -> QImage:
    """``text`` drawn in black on white with the application's font, in an image as wide
    as the sample line (so that renderings compare pixel for pixel)."""
    font = QGuiApplication.font()
    metrics = QFontMetrics(font)
    image = QImage(metrics.horizontalAdvance(SAMPLE_TEXT) * 2 + 8, metrics.height() + 8,
                   QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(4, 4 + metrics.ascent(), text)
    painter.end()
    return image


def register_bundled_fonts() -> list[str]:
    """Add the bundled fonts to Qt's font database; the families added."""
    families: set[str] = set()
    for name in BUNDLED_FONTS:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id >= 0:
            families.update(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(families)


def ensure_fonts() -> list[str]:
    """Register the bundled fonts if the system's draw no text; the families registered
    (none when the system's fonts do). Needs a QGuiApplication."""
    if text_is_drawn():
        return []
    return register_bundled_fonts()


def font_check(image: str | None = None, out: TextIO | None = None) -> int:
    """``histcards --font-check [PNG]``: start Qt as the table does (after
    ``use_empty_fontconfig_if_none``, as every command that starts Qt), say in one line which
    font draws the text, exit 0 if text is drawn and 1 if it comes out as boxes. Saves the
    sample line's rendering as ``image`` if given."""
    out = out or sys.stdout
    create_application(sys.argv[:1])
    registered = ensure_fonts()
    family = QFontInfo(QGuiApplication.font()).family()
    if image:
        render_text(SAMPLE_TEXT).save(image)
    if not text_is_drawn():
        print(f"histcards: text is drawn as boxes (font {family!r})", file=out)
        return 1
    origin = "bundled with histcards" if registered else "from the system"
    print(f"histcards: text is drawn with {family} ({origin})", file=out)
    return 0
