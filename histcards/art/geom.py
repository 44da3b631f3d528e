"""Plane geometry for the generator: Bézier sampling, polygon clipping and containment.

Shapes are built as polygons (sampled curves) so that the generator can cut them itself:
QtSvg ignores ``<clipPath>``, so the oblique break of a court card is applied here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]


def lerp(a: Point, b: Point, t: float) -> Point:
    """Linear interpolation between two points."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 10) -> list[Point]:
    """Points on a cubic Bézier, excluding ``p0`` and including ``p3``."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (
                u * u * u * p0[0]
                + 3 * u * u * t * p1[0]
                + 3 * u * t * t * p2[0]
                + t * t * t * p3[0],
                u * u * u * p0[1]
                + 3 * u * u * t * p1[1]
                + 3 * u * t * t * p2[1]
                + t * t * t * p3[1],
            )
        )
    return out


class Poly:
    """Builds a polygon from line and cubic segments, e.g. ``Poly((0, 0)).c(a, b, c).l(p)``."""

    def __init__(self, start: Point) -> None:
        self.points: list[Point] = [start]

    def l(self, *pts: Point) -> Poly:  # noqa: E743 - mirrors the SVG command letter
        """Straight segments to each point."""
        self.points.extend(pts)
        return self

    def c(self, c1: Point, c2: Point, end: Point, steps: int = 10) -> Poly:
        """A cubic segment."""
        self.points.extend(cubic(self.points[-1], c1, c2, end, steps))
        return self

    def q(self, ctrl: Point, end: Point, steps: int = 8) -> Poly:
        """A quadratic segment."""
        p0 = self.points[-1]
        c1 = lerp(p0, ctrl, 2 / 3)
        c2 = lerp(end, ctrl, 2 / 3)
        return self.c(c1, c2, end, steps)


def mirror(points: Sequence[Point], axis_x: float) -> list[Point]:
    """Reflect points across the vertical line ``x = axis_x``."""
    return [(2 * axis_x - x, y) for x, y in points]


def symmetric(half: Sequence[Point], axis_x: float) -> list[Point]:
    """Close a left half-outline (top to bottom) with its mirror image."""
    return list(half) + mirror(list(reversed(half)), axis_x)


def rotate(points: Sequence[Point], centre: Point, degrees: float) -> list[Point]:
    """Rotate points about ``centre``."""
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [
        (cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points
    ]


@dataclass(frozen=True)
class Line:
    """The oblique break: ``y = y0 + slope * x``; the kept side is above it (smaller y)."""

    y0: float
    slope: float

    def y(self, x: float) -> float:
        """The break's height at ``x``."""
        return self.y0 + self.slope * x

    def side(self, p: Point) -> float:
        """Negative above the line (kept), positive below."""
        return p[1] - self.y(p[0])

    def clearance(self, p: Point) -> float:
        """Vertical distance from ``p`` up to the line (positive when ``p`` is above)."""
        return -self.side(p)


def _crossing(a: Point, b: Point, fa: float, fb: float) -> Point:
    return lerp(a, b, fa / (fa - fb))


def clip_polygon(points: Sequence[Point], keep: Callable[[Point], float]) -> list[Point]:
    """Sutherland–Hodgman clip: keep the part where ``keep(p) <= 0``."""
    out: list[Point] = []
    n = len(points)
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        fa, fb = keep(a), keep(b)
        if fa <= 0:
            out.append(a)
        if (fa <= 0) != (fb <= 0):
            out.append(_crossing(a, b, fa, fb))
    return out


def clip_polyline(points: Sequence[Point], keep: Callable[[Point], float]) -> list[list[Point]]:
    """Cut an open polyline into the runs where ``keep(p) <= 0``."""
    runs: list[list[Point]] = []
    current: list[Point] = []
    for i, p in enumerate(points):
        fp = keep(p)
        if i:
            prev = points[i - 1]
            fq = keep(prev)
            if (fq <= 0) != (fp <= 0):
                cross = _crossing(prev, p, fq, fp)
                if fp > 0:
                    current.append(cross)
                    runs.append(current)
                    current = []
                else:
                    current = [cross]
        if fp <= 0:
            current.append(p)
    if len(current) > 1:
        runs.append(current)
    return [run for run in runs if len(run) > 1]


def contains(points: Sequence[Point], p: Point) -> bool:
    """Even-odd point-in-polygon test."""
    x, y = p
    inside = False
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def edge_distance(points: Sequence[Point], p: Point) -> float:
    """Distance from ``p`` to the nearest edge of a polygon."""
    best = math.inf
    n = len(points)
    for i in range(n):
        ax, ay = points[i]
        bx, by = points[(i + 1) % n]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = (
            0.0
            if length2 == 0
            else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
        )
        best = min(best, math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy))
    return best


def fits(points: Sequence[Point], p: Point, radius: float) -> bool:
    """True if a disc of ``radius`` at ``p`` lies inside the polygon."""
    return contains(points, p) and edge_distance(points, p) >= radius
