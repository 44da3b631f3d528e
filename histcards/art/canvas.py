"""A drawing surface for one half of a double-ended court card.

Shapes are given in the figure's canonical orientation; the canvas mirrors them when the
figure faces the other way and cuts every polygon at the oblique break, so that no
``clipPath`` is needed.
"""

from __future__ import annotations

from collections.abc import Sequence

from histcards.art.geom import Line, Point, clip_polygon, clip_polyline, fits
from histcards.art.palette import INK
from histcards.art.svg import circle, ellipse, num, path, poly_d, use

OUTLINE = 3.2
AXIS = 290.0


class Canvas:
    """Collects SVG elements for the upper half of a court card."""

    def __init__(
        self,
        cut: Line,
        mirrored: bool = False,
        zoom: float = 1.0,
        anchor_y: float = 440.0,
        drop: float = 0.0,
    ) -> None:
        self.cut = cut
        self.mirrored = mirrored
        self.zoom = zoom
        self.anchor_y = anchor_y
        self.drop = drop
        self.items: list[str] = []

    def pt(self, p: Point) -> Point:
        """A canonical point in card coordinates (zoomed, lowered, then mirrored)."""
        x = AXIS + (p[0] - AXIS) * self.zoom
        y = self.anchor_y + (p[1] - self.anchor_y) * self.zoom + self.drop
        return (2 * AXIS - x, y) if self.mirrored else (x, y)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        """Canonical points in card coordinates."""
        return [self.pt(p) for p in points]

    def _keep(self, p: Point) -> float:
        return self.cut.side(p)

    def shape(
        self,
        points: Sequence[Point],
        fill: str,
        *,
        stroke: str | None = INK,
        width: float = OUTLINE,
        **extra: object,
    ) -> list[Point]:
        """A closed polygon, cut at the break; returns the kept outline."""
        kept = clip_polygon(self.pts(points), self._keep)
        if len(kept) >= 3:
            self.items.append(
                path(
                    poly_d(kept),
                    fill=fill,
                    stroke=stroke,
                    stroke_width=width if stroke else None,
                    stroke_linejoin="round" if stroke else None,
                    **extra,
                )
            )
        return kept

    def stroke(
        self, points: Sequence[Point], colour: str = INK, width: float = 2.0, **extra: object
    ) -> None:
        """An open polyline, cut at the break."""
        self.strokes([points], colour, width, **extra)

    def strokes(
        self,
        lines: Sequence[Sequence[Point]],
        colour: str = INK,
        width: float = 2.0,
        **extra: object,
    ) -> None:
        """Several open polylines drawn as one path, each cut at the break."""
        runs = [run for points in lines for run in clip_polyline(self.pts(points), self._keep)]
        data = "".join(poly_d(run, closed=False) for run in runs)
        if data:
            self.items.append(
                path(
                    data,
                    fill="none",
                    stroke=colour,
                    stroke_width=width,
                    stroke_linecap="round",
                    stroke_linejoin="round",
                    **extra,
                )
            )

    def disc(self, c: Point, r: float, fill: str, **extra: object) -> None:
        """A circle, dropped if it would cross the break."""
        x, y = self.pt(c)
        r *= self.zoom
        if self.cut.clearance((x, y)) > r:
            self.items.append(circle(x, y, r, fill=fill, **extra))

    def oval(self, c: Point, rx: float, ry: float, fill: str, **extra: object) -> None:
        """An axis-aligned ellipse, dropped if it would cross the break."""
        x, y = self.pt(c)
        rx, ry = rx * self.zoom, ry * self.zoom
        if self.cut.clearance((x, y)) > ry:
            self.items.append(ellipse(x, y, rx, ry, fill=fill, **extra))

    def place(
        self,
        ref: str,
        c: Point,
        size: float,
        fill: str,
        rotate: float = 0.0,
        outline: float = 0.0,
        **extra: object,
    ) -> None:
        """A ``<use>`` of a 100-unit definition, mirrored with the figure.

        ``outline`` is an ink stroke width in card units (0 for none).
        """
        x, y = self.pt(c)
        angle = -rotate if self.mirrored else rotate
        transform = f"translate({num(x)} {num(y)})"
        if angle:
            transform += f" rotate({num(angle)})"
        sx = size * self.zoom / 100
        transform += f" scale({num(-sx if self.mirrored else sx, 4)} {num(sx, 4)})"
        if outline:
            extra = {"stroke": INK, "stroke_width": num(outline / sx), **extra}
        self.items.append(use(ref, transform=transform, fill=fill, **extra))

    def motifs(
        self,
        area: Sequence[Point],
        ref: str,
        size: float,
        fill: str,
        step: tuple[float, float],
        origin: Point,
        margin: float = 4.0,
    ) -> None:
        """Scatter a motif on a staggered grid inside ``area`` (card coordinates); ``size``,
        ``step`` and ``origin`` are canonical."""
        xs0, ys0 = self.pt(origin)
        size *= self.zoom
        dx, dy = step[0] * self.zoom, step[1] * self.zoom
        row = 0
        y = ys0
        limit = max(p[1] for p in area)
        while y < limit:
            x = xs0 + (dx / 2 if row % 2 else 0.0)
            x -= dx * int((x - min(p[0] for p in area)) / dx + 1)
            right = max(p[0] for p in area)
            while x <= right:
                here = (x, y)
                if fits(area, here, size / 2 + margin) and self.cut.clearance(here) > size / 2 + 14:
                    self.items.append(
                        use(
                            ref,
                            transform=f"translate({num(x)} {num(y)}) scale({num(size / 100, 4)})",
                            fill=fill,
                        )
                    )
                x += dx
            y += dy
            row += 1
