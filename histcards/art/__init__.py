"""histcards' art, generated as SVG by code in this package.

Regenerate everything under ``resources/`` with::

    pip install -e .[art]          # fontTools + EB Garamond (OFL): generation time only
    python -m histcards.art        # same as: python -m histcards.art generate

What it writes (all listed, with purpose and nominal size, in ``art-manifest.json``):

* ``cards/paris/<card>.svg`` and ``cards/paris-4colour/<card>.svg``: the 52 faces of the Paris
  pattern (``10H``, ``JS``, ``AC`` …; the piquet pack is the subset 7–A), aces indexed ``1``;
  ``cards/paris-ace-A/`` and ``cards/paris-4colour-ace-A/`` hold aces indexed ``A``;
* ``backs/fleurdelise.svg``, ``tarotee.svg``, ``hermine.svg``, ``grecque.svg``;
  ``counters/jeton.svg`` (1),
  ``counters/fiche.svg`` (10); ``boards/poch.svg``, ``poque.svg``, ``hoc.svg``, ``pot.svg``
  (the manifest gives each pool's centre and free radius); ``felt/green.svg``;
  ``icons/histcards.svg`` and its 256 px PNG; ``icons/actions/<action>.svg``, the toolbar's
  icons (``new``, ``undo``, ``hint``, ``last-trick``, ``rules``).

Review with ``python -m histcards.art sheet OUT.png [--height 60]``. The output is
deterministic and ``tests/test_art.py`` checks the committed files match it exactly. The SVGs
keep to what QtSvg draws in SVG Tiny 1.2 mode (no clipPath, nested svg, hsl() or text: the
lettering is converted to outlines), so the application needs no font at run time. Only the
icon PNG and the contact sheet use Qt; the generator itself is pure Python.
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
