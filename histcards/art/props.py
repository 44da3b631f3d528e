"""The attributes the court figures hold: sceptres, swords, halberds, a harp, flowers, a fan,
an orb and Lancelot's escutcheon, plus hands and sleeves."""

from __future__ import annotations

import math
from collections.abc import Sequence

from histcards.art.canvas import Canvas
from histcards.art.geom import Point, Poly, rotate
from histcards.art.palette import BLUE, FLESH, INK, RED, WHITE, YELLOW


def tube(centre: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """A polygon around a polyline, ``widths[i]`` wide at ``centre[i]``."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(centre)
    for i, (x, y) in enumerate(centre):
        a = centre[max(i - 1, 0)]
        b = centre[min(i + 1, n - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        half = widths[i] / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + list(reversed(right))


def sleeve(cv: Canvas, points: Sequence[Point], width: float, colour: str, cuff: str) -> None:
    """An arm in a sleeve along ``points`` (shoulder to wrist) with a cuff at the wrist."""
    path_pts = Poly(points[0]).c(points[1], points[2], points[3], 12).points
    widths = [width * (1 - 0.3 * i / (len(path_pts) - 1)) for i in range(len(path_pts))]
    cv.shape(tube(path_pts, widths), colour)
    band = path_pts[4:6]
    cv.shape(tube(band, widths[4:6]), cuff, width=2.2)
    end = path_pts[-3:]
    cv.shape(tube(end, [width * 0.78] * len(end)), cuff, width=2.4)


def hand(cv: Canvas, c: Point, angle: float = 0.0) -> None:
    """A closed hand (a fist round a shaft) centred at ``c``, knuckles and thumb marked."""
    x, y = c

    def local(points: list[Point]) -> list[Point]:
        return rotate([(x + px, y + py) for px, py in points], c, angle)

    fist = (
        Poly((-15, -9))
        .c((-6, -16), (10, -15), (16, -6))
        .c((19, 6), (12, 16), (0, 15))
        .c((-12, 15), (-19, 4), (-15, -9))
    )
    cv.shape(local(fist.points), FLESH, width=2.4)
    for k in (-6, 0, 6):
        cv.stroke(local(Poly((k - 1, -1)).q((k + 3, 6), (k + 1, 13), 4).points), INK, 1.4)
    thumb = Poly((-14, -8)).c((-8, -15), (6, -16), (10, -9)).c((6, -5), (-6, -4), (-14, -8))
    cv.shape(local(thumb.points), FLESH, width=1.8)
    cv.stroke(local([(5, -11), (9, -9)]), INK, 1.2)


def _rod(cv: Canvas, top: Point, bottom: Point, width: float, colour: str) -> None:
    cv.shape(tube([top, bottom], [width, width]), colour, width=2.4)


def sceptre(cv: Canvas, grip: Point, top_y: float) -> None:
    """A gold sceptre held upright, topped with a fleur-de-lis."""
    x, y = grip
    _rod(cv, (x, top_y + 26), (x, y + 70), 9.0, YELLOW)
    for k in range(3):
        cv.disc(
            (x, top_y + 60 + k * ((y - top_y - 40) / 3)), 6.5, YELLOW, stroke=INK, stroke_width=2.0
        )
    cv.place("fleur", (x, top_y + 8), 44, YELLOW, outline=1.8)


def sword(cv: Canvas, grip: Point, top_y: float) -> None:
    """A sword brandished point upwards."""
    x, y = grip
    blade = [(x - 8, y - 24), (x - 7, top_y + 24), (x, top_y), (x + 7, top_y + 24), (x + 8, y - 24)]
    cv.shape(blade, WHITE)
    cv.stroke([(x, y - 30), (x, top_y + 26)], INK, 1.6)
    cv.shape(
        Poly((x - 36, y - 20))
        .c((x - 30, y - 30), (x - 10, y - 28), (x, y - 27))
        .c((x + 10, y - 28), (x + 30, y - 30), (x + 36, y - 20))
        .l((x, y - 19))
        .points,
        YELLOW,
    )
    cv.disc((x - 36, y - 21), 5.0, YELLOW, stroke=INK, stroke_width=2.0)
    cv.disc((x + 36, y - 21), 5.0, YELLOW, stroke=INK, stroke_width=2.0)
    _rod(cv, (x, y - 20), (x, y + 22), 11.0, RED)
    cv.disc((x, y + 28), 9.0, YELLOW, stroke=INK, stroke_width=2.4)


def halberd(cv: Canvas, grip: Point, top_y: float, bottom_y: float, variant: int = 0) -> None:
    """A halberd: axe blade, spike and back hook on a long shaft, with a tassel."""
    x, _ = grip
    _rod(cv, (x, top_y + 40), (x, bottom_y), 9.0, YELLOW)
    head = top_y + 40
    spike = [(x - 5, head), (x - 5, head - 30), (x, top_y), (x + 5, head - 30), (x + 5, head)]
    cv.shape(spike, WHITE)
    if variant == 0:
        axe = (
            Poly((x + 4, head - 22))
            .c((x + 26, head - 34), (x + 46, head - 30), (x + 54, head - 40))
            .c((x + 58, head - 14), (x + 54, head + 8), (x + 50, head + 20))
            .c((x + 38, head + 10), (x + 20, head + 8), (x + 4, head + 10))
        )
    else:
        axe = (
            Poly((x + 4, head - 20))
            .c((x + 30, head - 26), (x + 40, head - 10), (x + 44, head + 20))
            .c((x + 30, head + 10), (x + 16, head + 12), (x + 4, head + 12))
        )
    cv.shape(axe.points, WHITE)
    hook = (
        Poly((x - 4, head - 14))
        .c((x - 20, head - 16), (x - 30, head - 8), (x - 36, head + 8))
        .c((x - 24, head + 2), (x - 14, head + 2), (x - 4, head + 4))
    )
    cv.shape(hook.points, WHITE)
    cv.shape(
        [(x - 8, head + 12), (x + 8, head + 12), (x + 7, head + 22), (x - 7, head + 22)],
        BLUE,
        width=2.0,
    )
    tassel = (
        Poly((x - 6, head + 22))
        .c((x - 14, head + 40), (x - 14, head + 50), (x - 12, head + 58))
        .l((x + 12, head + 58))
        .c((x + 14, head + 50), (x + 14, head + 40), (x + 6, head + 22))
    )
    cv.shape(tassel.points, RED, width=2.2)
    for k in (-6, 0, 6):
        cv.stroke([(x + k * 0.6, head + 34), (x + k, head + 56)], INK, 1.3)


def flower(cv: Canvas, grip: Point, kind: str, lean: float = -20.0) -> None:
    """A flower held upright: ``lily`` (three petals), ``tulip`` or ``rose``."""
    x, y = grip
    stem = Poly((x, y + 10)).c((x + 2, y - 30), (x - 6, y - 60), (x - 4, y - 96)).points
    stem = rotate(stem, grip, lean)
    cv.shape(tube(stem, [6.0] * len(stem)), INK, stroke=None)
    bloom = stem[-1]
    leaf_at = stem[len(stem) // 2]
    for s in (-1, 1):
        leaf = (
            Poly(leaf_at)
            .c(
                (leaf_at[0] + s * 16, leaf_at[1] - 6),
                (leaf_at[0] + s * 30, leaf_at[1] - 18),
                (leaf_at[0] + s * 34, leaf_at[1] - 30),
            )
            .c(
                (leaf_at[0] + s * 20, leaf_at[1] - 26),
                (leaf_at[0] + s * 8, leaf_at[1] - 14),
                leaf_at,
            )
        )
        cv.shape(leaf.points, BLUE, width=2.0)
    bx, by = bloom
    if kind == "lily":
        for ang in (-34, 0, 34):
            petal = (
                Poly((bx, by))
                .c((bx - 12, by - 14), (bx - 10, by - 34), (bx, by - 44))
                .c((bx + 10, by - 34), (bx + 12, by - 14), (bx, by))
            )
            cv.shape(rotate(petal.points, bloom, ang + lean), WHITE, width=2.2)
        cv.disc((bx, by), 5.0, YELLOW, stroke=INK, stroke_width=1.8)
    elif kind == "tulip":
        cup = (
            Poly((bx - 16, by - 34))
            .l((bx - 8, by - 22), (bx, by - 36), (bx + 8, by - 22), (bx + 16, by - 34))
            .c((bx + 18, by - 12), (bx + 10, by + 2), (bx, by + 2))
            .c((bx - 10, by + 2), (bx - 18, by - 12), (bx - 16, by - 34))
        )
        cv.shape(rotate(cup.points, bloom, lean), RED)
    else:
        for k in range(6):
            a = math.radians(k * 60 + 15)
            cv.disc(
                (bx + 11 * math.cos(a), by - 14 + 11 * math.sin(a)),
                9.0,
                RED,
                stroke=INK,
                stroke_width=1.8,
            )
        cv.disc((bx, by - 14), 7.5, YELLOW, stroke=INK, stroke_width=1.8)


def fan(
    cv: Canvas, pivot: Point, start: float = -150.0, end: float = -40.0, radius: float = 96.0
) -> None:
    """A folding fan opening from ``pivot`` between two angles (degrees, y down)."""
    x, y = pivot
    ribs = 12
    for i in range(ribs):
        a0 = math.radians(start + (end - start) * i / ribs)
        a1 = math.radians(start + (end - start) * (i + 1) / ribs)
        leaf = [
            (x + 18 * math.cos(a0), y + 18 * math.sin(a0)),
            (x + radius * math.cos(a0), y + radius * math.sin(a0)),
            (x + radius * math.cos(a1), y + radius * math.sin(a1)),
            (x + 18 * math.cos(a1), y + 18 * math.sin(a1)),
        ]
        cv.shape(leaf, (YELLOW, RED)[i % 2], width=1.8)
    rim = [
        (
            x + (radius - 14) * math.cos(math.radians(start + (end - start) * t / 30)),
            y + (radius - 14) * math.sin(math.radians(start + (end - start) * t / 30)),
        )
        for t in range(31)
    ]
    cv.stroke(rim, INK, 1.6, stroke_dasharray="3 5")
    cv.disc(pivot, 6.0, BLUE, stroke=INK, stroke_width=2.0)


def harp(cv: Canvas, base: Point, height: float = 170.0) -> None:
    """David's harp: a gold frame with a carved pillar and strings, resting on its foot."""
    x, y = base
    top = y - height
    frame = (
        Poly((x, y))
        .l((x - 12, y))
        .l((x - 10, top + 20))
        .c((x - 6, top - 6), (x + 20, top - 14), (x + 40, top + 6))
        .c((x + 58, top + 26), (x + 74, top + 30), (x + 86, top + 20))
        .l((x + 90, top + 34))
        .c((x + 70, top + 46), (x + 50, top + 40), (x + 34, top + 24))
        .c((x + 20, top + 12), (x + 4, top + 16), (x + 2, top + 30))
        .l((x + 2, y - 16))
        .c((x + 30, y - 40), (x + 70, y - 90), (x + 84, top + 40))
        .l((x + 94, top + 36))
        .c((x + 84, y - 84), (x + 44, y - 24), (x, y))
    )
    for k in range(1, 8):
        sx = x + 2 + k * 11
        sy_top = top + 32 + 6 * math.sin(k / 2)
        sy_bottom = y - 16 - k * 12.5
        if sy_bottom > sy_top + 6:
            cv.stroke([(sx, sy_top + 8), (sx, sy_bottom)], INK, 1.4)
    cv.shape(frame.points, YELLOW)
    for k in range(4):
        cv.disc((x - 5, y - 30 - k * 32), 3.2, RED)


def orb(cv: Canvas, c: Point, r: float = 20.0) -> None:
    """The globe of empire, banded and surmounted by a cross."""
    x, y = c
    cv.shape(
        [
            (x - 3, y - r + 2),
            (x - 3, y - r - 12),
            (x - 9, y - r - 12),
            (x - 9, y - r - 17),
            (x - 3, y - r - 17),
            (x - 3, y - r - 23),
            (x + 3, y - r - 23),
            (x + 3, y - r - 17),
            (x + 9, y - r - 17),
            (x + 9, y - r - 12),
            (x + 3, y - r - 12),
            (x + 3, y - r + 2),
        ],
        YELLOW,
        width=1.6,
    )
    cv.disc(c, r, BLUE, stroke=INK, stroke_width=2.6)
    cv.stroke([(x - r, y), (x + r, y)], YELLOW, 5.0)
    cv.stroke([(x, y - r), (x, y)], YELLOW, 5.0)


def escutcheon(cv: Canvas, hang: Point, suit: str, suit_colour: str) -> None:
    """Lancelot's oval escutcheon held up by its ribbon, charged with his suit's sign."""
    x, y = hang
    cx, cy = x - 40, y - 52
    ribbon = Poly((x - 4, y)).c((x - 14, y - 10), (cx + 20, cy + 40), (cx + 6, cy + 30))
    ribbon.l((cx + 14, cy + 26)).c((cx + 28, cy + 36), (x - 4, y - 14), (x + 6, y - 4))
    cv.shape(ribbon.points, RED, width=2.0)
    cv.oval((cx, cy), 30, 38, YELLOW, stroke=INK, stroke_width=3.0)
    cv.oval((cx, cy), 22, 30, WHITE, stroke=INK, stroke_width=2.0)
    cv.place(f"pip-{suit}", (cx, cy + 2), 30, suit_colour)


def targe(cv: Canvas, c: Point, r: float = 40.0) -> None:
    """A round shield with a studded gold rim, charged with Alexander's lion's head."""
    cv.disc(c, r, YELLOW, stroke=INK, stroke_width=3.0)
    cv.disc(c, r - 8, BLUE, stroke=INK, stroke_width=2.0)
    for k in range(12):
        a = math.radians(k * 30)
        cv.disc((c[0] + (r - 4) * math.cos(a), c[1] + (r - 4) * math.sin(a)), 1.8, INK)
    lion(cv, c, r - 12)


def lion(cv: Canvas, c: Point, r: float = 26.0) -> None:
    """Alexander's small lion's head: a maned mask."""
    x, y = c
    mane = []
    for k in range(16):
        a = math.radians(k * 22.5)
        rr = r * (1.0 if k % 2 == 0 else 0.82)
        mane.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    cv.shape(mane, YELLOW)
    cv.disc(c, r * 0.58, YELLOW, stroke=INK, stroke_width=2.0)
    for s in (-1, 1):
        cv.disc((x + s * r * 0.22, y - r * 0.14), 2.2, INK)
    cv.shape([(x - 4, y + 2), (x + 4, y + 2), (x, y + 7)], INK, width=1.0)
    cv.stroke([(x - 6, y + 11), (x, y + 9), (x + 6, y + 11)], INK, 1.4)
