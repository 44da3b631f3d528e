"""Lettering converted to outlines at generation time (EB Garamond, SIL OFL 1.1).

Only the generator imports this module: it needs ``fontTools`` and the
``fontpkg-eb-garamond`` package (the optional ``art`` dependency group). The output is a
plain ``<path>``, so the application needs no font at run time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from histcards.art.svg import num

DEFAULT_WEIGHT = 600


@cache
def _font() -> Any:
    from fontpkg_eb_garamond import ROOT
    from fontTools.ttLib import TTFont

    return TTFont(str(ROOT / "files" / "EBGaramond[wght].ttf"))


@cache
def _glyph_set(weight: int) -> Any:
    return _font().getGlyphSet(location={"wght": weight})


@cache
def _cap_height() -> int:
    return int(_font()["OS/2"].sCapHeight)


def _glyph_name(char: str) -> str:
    return str(_font().getBestCmap()[ord(char)])


def _outline(char: str, weight: int, dx: float) -> tuple[str, float]:
    """Outline of one character in font units (y up, integers) shifted by ``dx``."""
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.pens.transformPen import TransformPen

    glyphs = _glyph_set(weight)
    glyph = glyphs[_glyph_name(char)]
    pen = SVGPathPen(glyphs, ntos=lambda v: str(round(v)))
    glyph.draw(TransformPen(pen, (1, 0, 0, 1, dx, 0)))
    return pen.getCommands(), float(glyph.width)


@dataclass(frozen=True)
class Lettering:
    """A run of text as outline data, in font units, with its advance width."""

    outline: str
    width: float
    scale: float

    @property
    def rendered_width(self) -> float:
        """Width in the document's units."""
        return self.width * self.scale

    def element(
        self,
        x: float,
        y: float,
        anchor: str = "start",
        rotate: float = 0.0,
        max_width: float | None = None,
        **extra: object,
    ) -> str:
        """A ``<path>`` with the baseline origin at ``(x, y)``.

        ``anchor`` is ``start``, ``middle`` or ``end``; ``rotate`` turns the run (degrees)
        about its anchor point; ``max_width`` condenses the run horizontally to fit.
        """
        shift = {"start": 0.0, "middle": -self.width / 2, "end": -self.width}[anchor]
        condense = 1.0
        if max_width is not None and self.rendered_width > max_width:
            condense = max_width / self.rendered_width
        transform = f"translate({num(x)} {num(y)})"
        if rotate:
            transform += f" rotate({num(rotate)})"
        transform += f" scale({num(self.scale * condense, 5)} {num(-self.scale, 5)})"
        if shift:
            transform += f" translate({num(shift, 0)} 0)"
        attr = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in extra.items())
        return f'<path transform="{transform}"{attr} d="{self.outline}"/>'


def lettering(
    text: str, cap_height: float, *, weight: int = DEFAULT_WEIGHT, tracking: float = 0.0
) -> Lettering:
    """Lay out ``text`` so that its capitals are ``cap_height`` units tall.

    ``tracking`` is extra space between letters in em (QtSvg ignores letter-spacing, so
    the spacing is baked into the outlines).
    """
    upm = _font()["head"].unitsPerEm
    scale = cap_height / _cap_height()
    x = 0.0
    parts = []
    for i, char in enumerate(text):
        if char == " ":
            x += upm * 0.28
            continue
        outline, advance = _outline(char, weight, round(x))
        parts.append(outline)
        x += advance + (tracking * upm if i < len(text) - 1 else 0.0)
    return Lettering("".join(parts), x, scale)
