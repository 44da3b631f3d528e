"""histcards' art, generated as SVG by code in this package.

Regenerate everything under ``resources/`` (cards, backs, counters, boards, icon and
``art-manifest.json``) with::

    pip install -e .[art]          # fontTools + EB Garamond (OFL), generation time only
    python -m histcards.art        # same as: python -m histcards.art generate

and review it with ``python -m histcards.art sheet OUT.png [--height 60]``. The output is
deterministic; ``tests/test_art.py`` checks the committed files match it exactly. The SVGs
keep to what QtSvg draws in SVG Tiny 1.2 mode (no clipPath, nested svg, hsl() or text: the
lettering is converted to outlines), so the application needs no font at run time. The icon
PNG is rendered from the icon SVG with Qt when PySide6 is available.
"""

from __future__ import annotations

from pathlib import Path


def write_all(root: Path) -> list[Path]:
    """Write every generated file under ``root``; returns the paths written."""
    from histcards.art.build import generate

    written = []
    for rel, text in generate().items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")
        written.append(target)
    written.append(write_icon_png(root))
    return written


def write_icon_png(root: Path) -> Path:
    """Render ``icons/histcards.svg`` to a 256 px PNG beside it (needs PySide6)."""
    from histcards.art.build import ICON_PNG, ICON_PNG_SIZE
    from histcards.art.raster import render_svg

    target = root / ICON_PNG
    image = render_svg(
        (root / "icons" / "histcards.svg").read_bytes(), ICON_PNG_SIZE, ICON_PNG_SIZE
    )
    image.save(str(target), "PNG")
    return target
