"""Heads of the court figures: faces (full face or profile), hair, beards and headgear.

Everything is drawn in a local frame centred on the face (face height about 120 units,
profile noses pointing to +x) and mapped onto the canvas with :class:`Head`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from histcards.art.canvas import Canvas
from histcards.art.geom import Point, Poly, mirror, symmetric
from histcards.art.palette import BLUE, FLESH, INK, RED, WHITE, YELLOW


@dataclass(frozen=True)
class Head:
    """Where a head sits on the canvas: centre, scale and whether it is a profile."""

    cx: float
    cy: float
    scale: float = 1.0
    profile: bool = False

    def at(self, x: float, y: float) -> Point:
        """A local point in canonical card coordinates."""
        return (self.cx + x * self.scale, self.cy + y * self.scale)

    def map(self, points: Sequence[Point]) -> list[Point]:
        """Local points in canonical card coordinates."""
        return [self.at(x, y) for x, y in points]


def _sym(half: Sequence[Point]) -> list[Point]:
    return symmetric(half, 0.0)


# --- faces -------------------------------------------------------------------------------


def _front_face() -> list[Point]:
    half = (
        Poly((0, -60))
        .c((27, -60), (46, -42), (46, -10))
        .c((46, 18), (36, 44), (16, 56))
        .c((10, 60), (5, 61), (0, 61))
        .points
    )
    return _sym(half)


def _profile_face() -> list[Point]:
    return (
        Poly((-22, 100))
        .c((-22, 80), (-26, 68), (-30, 58))
        .c((-50, 30), (-52, -20), (-30, -46))
        .c((-12, -66), (26, -62), (36, -40))
        .c((40, -30), (42, -20), (42, -12))
        .c((44, -6), (46, -2), (48, 4))
        .c((52, 10), (58, 16), (58, 20))
        .c((57, 23), (52, 25), (47, 25))
        .c((48, 28), (50, 30), (49, 32))
        .l((44, 35))
        .c((47, 37), (48, 40), (46, 43))
        .c((44, 46), (41, 47), (41, 49))
        .c((44, 52), (46, 56), (44, 60))
        .c((38, 68), (24, 72), (16, 72))
        .l((18, 100))
        .points
    )


def _eye(cv: Canvas, h: Head, side: int, gaze: float, feminine: bool) -> None:
    """One front-facing eye; ``side`` is -1 (figure's right) or 1, the outer corner outward."""
    x, y = side * 19.0, -4.0

    def at(dx: float, dy: float) -> Point:
        return (x + side * dx, y + dy)

    almond = (
        Poly(at(-12, 0)).c(at(-6, -8), at(6, -9), at(12, -1)).c(at(6, 4), at(-6, 4), at(-12, 0))
    )
    cv.shape(h.map(almond.points), WHITE, width=1.6)
    cv.disc(h.at(x + gaze, y - 2.2), 4.6 * h.scale, INK)
    cv.disc(h.at(x + gaze + 1.4, y - 3.6), 1.2 * h.scale, WHITE)
    lid = Poly(at(-13, 0.5)).c(at(-6, -9), at(6, -10), at(13, -1)).points
    cv.stroke(h.map(lid), INK, 3.4)
    if feminine:
        for dx, dy in ((9, -6), (12, -3)):
            cv.stroke(h.map([at(dx, dy), at(dx + 5, dy - 4)]), INK, 1.6)
    else:
        cv.stroke(h.map(Poly(at(-9, 5)).c(at(-3, 8), at(4, 8), at(9, 4)).points), INK, 1.2)


def _profile_eye(cv: Canvas, h: Head, feminine: bool) -> None:
    almond = Poly((18, -6)).c((22, -12), (31, -13), (36, -7)).c((31, -1), (22, -1), (18, -6))
    cv.shape(h.map(almond.points), WHITE, width=1.6)
    cv.disc(h.at(31, -6.5), 4.0 * h.scale, INK)
    cv.disc(h.at(32, -8), 1.1 * h.scale, WHITE)
    cv.stroke(h.map(Poly((17, -6)).c((22, -14), (32, -15), (37, -7)).points), INK, 3.2)
    if feminine:
        cv.strokes([h.map([(34, -11), (39, -14)]), h.map([(36, -8), (41, -10)])], INK, 1.5)
    else:
        cv.stroke(h.map(Poly((21, -1)).c((25, 2), (30, 2), (34, -1)).points), INK, 1.2)


def face(cv: Canvas, h: Head, *, feminine: bool, brow: str = INK, gaze: float = 0.0) -> None:
    """Skin, features and cheeks; hair and beard are drawn separately."""
    if h.profile:
        contour = h.map(_profile_face())
        cv.shape(contour, FLESH, stroke=None)
        cv.stroke(contour, INK, 3.2)
        _ear(cv, h, -8, 6)
        _profile_eye(cv, h, feminine)
        cv.stroke(h.map(Poly((16, -19)).c((24, -25), (34, -24), (40, -17)).points), brow, 3.4)
        cv.stroke(h.map([(46, 19), (49, 21), (50, 24)]), INK, 1.8)
        lips = (
            Poly((49, 32))
            .c((46, 30), (44, 31), (42, 34))
            .c((44, 35), (46, 36), (47, 37))
            .c((45, 40), (43, 42), (40, 40))
            .l((40, 34))
            .points
        )
        cv.shape(h.map(lips), RED, width=1.4)
        cv.disc(h.at(14, 24), 11 * h.scale, RED, fill_opacity="0.18")
        return
    cv.shape(h.map(_front_face()), FLESH)
    for side in (-1, 1):
        _eye(cv, h, side, gaze, feminine)
        cv.stroke(
            h.map(
                Poly((side * 7, -18)).c((side * 12, -24), (side * 24, -25), (side * 32, -17)).points
            ),
            brow,
            3.4,
        )
        cv.disc(h.at(side * 26, 20), 10.5 * h.scale, RED, fill_opacity="0.18")
    cv.stroke(
        h.map(Poly((-2, -12)).c((1, -2), (4, 8), (7, 17)).c((6, 21), (2, 22), (-3, 20)).points),
        INK,
        2.4,
    )
    cv.stroke(h.map([(-6, 17), (-8, 19)]), INK, 2.0)
    top = Poly((-12, 35)).c((-7, 31), (-3, 31), (0, 33)).c((3, 31), (7, 31), (12, 35))
    bottom = Poly((12, 35)).c((7, 42 if feminine else 41), (-7, 42 if feminine else 41), (-12, 35))
    cv.shape(h.map(top.points + bottom.points[1:]), RED, width=1.4)
    cv.stroke(h.map([(-12, 35), (0, 36), (12, 35)]), INK, 1.6)
    cv.stroke(h.map(Poly((-5, 50)).c((-2, 52), (2, 52), (5, 50)).points), INK, 1.5)


def _ear(cv: Canvas, h: Head, x: float, y: float) -> None:
    ear = (
        Poly((x, y - 14))
        .c((x - 12, y - 14), (x - 12, y + 14), (x, y + 14))
        .c((x + 4, y + 8), (x + 4, y - 8), (x, y - 14))
        .points
    )
    cv.shape(h.map(ear), FLESH, width=2.0)
    cv.stroke(
        h.map(Poly((x - 2, y - 7)).c((x - 7, y - 6), (x - 7, y + 6), (x - 2, y + 6)).points),
        INK,
        1.5,
    )


def neck(cv: Canvas, h: Head, width: float = 22.0) -> None:
    """The neck from under the chin to the collar."""
    if h.profile:
        cv.shape(h.map([(-22, 50), (16, 50), (19, 112), (-24, 112)]), FLESH)
        return
    cv.shape(h.map([(-width, 30), (width, 30), (width + 2, 96), (-width - 2, 96)]), FLESH)


# --- hair and beards -------------------------------------------------------------------


def curls(start: Point, end: Point, count: int, depth: float) -> list[Point]:
    """A scalloped edge of ``count`` curls from ``start`` to ``end``."""
    pts: list[Point] = []
    (x0, y0), (x1, y1) = start, end
    for i in range(count):
        a = (x0 + (x1 - x0) * i / count, y0 + (y1 - y0) * i / count)
        b = (x0 + (x1 - x0) * (i + 1) / count, y0 + (y1 - y0) * (i + 1) / count)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + depth)
        pts.extend(Poly(a).q(mid, b, 5).points)
    return pts


def hair_back(cv: Canvas, h: Head, colour: str, length: float) -> None:
    """Hair behind the face, falling to ``length`` below the face centre."""
    if h.profile:
        back = (
            Poly((30, -50))
            .c((10, -78), (-52, -70), (-60, -20))
            .c((-66, 10), (-62, 40), (-58, length - 8))
            .points
            + curls((-58, length - 8), (-14, length), 4, 10)
            + Poly((-14, length))
            .c((-20, 40), (-16, 10), (-10, -14))
            .c((0, -30), (20, -42), (30, -50))
            .points
        )
        cv.shape(h.map(back), colour)
        for k in range(4):
            x = -52 + k * 11
            cv.stroke(
                h.map(Poly((x + 4, -20)).c((x - 4, 10), (x + 4, 30), (x - 2, length - 14)).points),
                INK,
                1.6,
            )
        return
    side = (
        Poly((0, -66))
        .c((34, -66), (56, -46), (56, -10))
        .c((58, 20), (60, 40), (62, length - 6))
        .points
        + curls((62, length - 6), (30, length), 3, 9)
        + Poly((30, length)).c((34, 30), (40, 10), (36, -16)).points
    )
    cv.shape(h.map(side), colour)
    cv.shape(h.map(mirror(side, 0.0)), colour)
    for s in (-1, 1):
        for k in range(3):
            x = s * (42 + k * 6)
            cv.stroke(
                h.map(
                    Poly((x, 0))
                    .c((x + s * 4, 20), (x - s * 2, 40), (x + s * 3, length - 12))
                    .points
                ),
                INK,
                1.5,
            )


def fringe(cv: Canvas, h: Head, colour: str) -> None:
    """Hair over the forehead, under the headgear."""
    if h.profile:
        edge = (
            Poly((36, -40))
            .c((24, -36), (14, -44), (4, -36))
            .c((-6, -30), (-14, -20), (-16, -4))
            .points
        )
        top = (
            Poly((-16, -4)).c((-40, -10), (-46, -50), (-10, -64)).c((10, -68), (30, -58), (36, -40))
        )
        cv.shape(h.map(edge + top.points[1:]), colour)
        strands = [Poly((x, -50)).q((x - 12, -36), (x - 22, -24), 5).points for x in (24, 10, -4)]
        cv.strokes([h.map(run) for run in strands], INK, 1.4)
        return
    edge = curls((-47, -22), (47, -22), 5, -8)
    cap = Poly((47, -22)).c((46, -52), (26, -64), (0, -64)).c((-26, -64), (-46, -52), (-47, -22))
    cv.shape(h.map(edge + cap.points[1:]), colour)
    strands = []
    for k in range(1, 5):
        x = -47 + k * 18.8
        strands.append(Poly((x * 0.8, -46)).q((x * 0.95, -36), (x, -27), 5).points)
    cv.strokes([h.map(run) for run in strands], INK, 1.4)


def beard(cv: Canvas, h: Head, colour: str, kind: str) -> None:
    """Beard and moustache: ``full``, ``forked``, ``short`` or just a ``moustache``."""
    if h.profile and kind == "moustache":
        mous = Poly((47, 27)).c((40, 25), (32, 26), (26, 32)).c((34, 32), (42, 32), (46, 31)).points
        cv.shape(h.map(mous), colour, width=1.8)
        return
    if h.profile:
        shape = (
            Poly((-6, 4))
            .c((-4, 30), (10, 40), (24, 46))
            .l((40, 44))
            .c((46, 52), (50, 62), (46, 74))
            .c((42, 86), (34, 94), (24, 100))
            .c((8, 92), (-6, 74), (-12, 50))
            .c((-16, 30), (-12, 14), (-6, 4))
        )
        cv.shape(h.map(shape.points), colour)
        for k in range(3):
            cv.stroke(
                h.map(
                    Poly((8 + k * 10, 52))
                    .c((10 + k * 10, 66), (8 + k * 9, 78), (6 + k * 8, 90))
                    .points
                ),
                INK,
                1.5,
            )
        mous = Poly((47, 27)).c((40, 26), (30, 28), (24, 34)).c((30, 34), (40, 32), (46, 31)).points
        cv.shape(h.map(mous), colour, width=1.8)
        return
    if kind != "moustache":
        _front_beard(cv, h, colour, kind)
    for s in (-1, 1):
        mous = (
            Poly((0, 27))
            .c((s * 10, 23), (s * 22, 26), (s * 30, 34))
            .c((s * 34, 37), (s * 38, 34), (s * 38, 30))
            .c((s * 36, 40), (s * 26, 36), (s * 16, 34))
            .c((s * 10, 33), (s * 4, 33), (0, 33))
        )
        cv.shape(h.map(mous.points), colour, width=1.8)
    lip = Poly((-9, 36)).c((-4, 41), (4, 41), (9, 36)).points
    cv.shape(h.map(lip), RED, width=1.4)


def _front_beard(cv: Canvas, h: Head, colour: str, kind: str) -> None:
    bottom = {"full": 100.0, "forked": 98.0, "short": 74.0}[kind]
    half = Poly((0, 44)).c((8, 44), (12, 40), (18, 36)).c((28, 30), (36, 20), (46, -6))
    half.c((50, 30), (40, 62), (24, bottom - 18))
    if kind == "forked":
        half.c((20, bottom - 8), (18, bottom - 2), (14, bottom)).c(
            (10, bottom - 8), (4, bottom - 14), (0, bottom - 16)
        )
    else:
        half.c((16, bottom - 6), (6, bottom), (0, bottom))
    outline = half.points + mirror(list(reversed(half.points[:-1])), 0.0)
    cv.shape(h.map(outline), colour)
    for s in (-1, 1):
        for k in range(3):
            x = s * (6 + k * 11)
            cv.stroke(
                h.map(
                    Poly((x, 50 + k * 2))
                    .c((x * 1.05, 64), (x * 0.9, 78), (x * 0.7, bottom - 14 + k * 3))
                    .points
                ),
                INK,
                1.5,
            )


# --- headgear -------------------------------------------------------------------------


def _pearl(cv: Canvas, p: Point, r: float) -> None:
    cv.disc(p, r, WHITE, stroke=INK, stroke_width=1.8)


def crown(cv: Canvas, h: Head, kind: str, jewel: str = RED) -> None:
    """A crown: ``fleurons``, ``points``, ``imperial`` or ``queen``."""
    w = 40.0 if kind == "queen" else 50.0
    dx = -6.0 if h.profile else 0.0
    base, top = (-50.0, -66.0) if kind == "queen" else (-48.0, -68.0)
    band = [(dx - w, base + 4), (dx - w - 2, top), (dx + w + 2, top), (dx + w, base + 4)]
    if kind == "points":
        spikes = [(dx - w - 2, top)]
        for i in range(5):
            x0 = dx - w - 2 + i * (2 * w + 4) / 5
            x1 = x0 + (2 * w + 4) / 5
            spikes += [((x0 + x1) / 2, top - 38 if i % 2 == 0 else top - 28), (x1, top)]
        cv.shape(h.map(spikes), YELLOW)
        for i in range(5):
            x0 = dx - w - 2 + (i + 0.5) * (2 * w + 4) / 5
            _pearl(cv, h.at(x0, (top - 40 if i % 2 == 0 else top - 30)), 4.4 * h.scale)
    elif kind in ("fleurons", "imperial", "queen"):
        if kind == "imperial":
            cv.shape(
                h.map(
                    Poly((dx - w + 4, top))
                    .c((dx - w + 8, top - 44), (dx + w - 8, top - 44), (dx + w - 4, top))
                    .l((dx + w - 14, top))
                    .c((dx + w - 20, top - 30), (dx - w + 20, top - 30), (dx - w + 14, top))
                    .points
                ),
                YELLOW,
            )
            cv.disc(h.at(dx, top - 42), 9 * h.scale, BLUE, stroke=INK, stroke_width=2.4)
            cv.shape(
                h.map(
                    [
                        (dx - 2.5, top - 50),
                        (dx - 2.5, top - 62),
                        (dx - 8, top - 62),
                        (dx - 8, top - 66),
                        (dx - 2.5, top - 66),
                        (dx - 2.5, top - 72),
                        (dx + 2.5, top - 72),
                        (dx + 2.5, top - 66),
                        (dx + 8, top - 66),
                        (dx + 8, top - 62),
                        (dx + 2.5, top - 62),
                        (dx + 2.5, top - 50),
                    ]
                ),
                YELLOW,
                width=1.6,
            )
        span = 0.62 * w if kind == "queen" else 0.7 * w
        size = 30.0 if kind == "queen" else 38.0
        for x in (dx - span, dx, dx + span):
            cv.place(
                "fleur",
                h.at(x, top - size * 0.42),
                size * h.scale,
                YELLOW,
                outline=1.7,
            )
        for x in (dx - span / 2, dx + span / 2):
            _pearl(cv, h.at(x, top - 6), 3.8 * h.scale)
    cv.shape(h.map(band), YELLOW)
    for i, x in enumerate((dx - w * 0.6, dx, dx + w * 0.6)):
        colour = jewel if i != 1 else (BLUE if jewel == RED else RED)
        cv.oval(
            h.at(x, (base + top) / 2 + 2),
            6.5 * h.scale,
            5.5 * h.scale,
            colour,
            stroke=INK,
            stroke_width=1.6,
        )
    for x in (dx - w * 0.3, dx + w * 0.3):
        _pearl(cv, h.at(x, (base + top) / 2 + 2), 3.0 * h.scale)


def veil(cv: Canvas, h: Head, colour: str, trim: str) -> None:
    """A queen's veil falling from under the crown to the shoulders."""
    if h.profile:
        shape = (
            Poly((30, -56))
            .c((0, -76), (-58, -64), (-66, -16))
            .c((-72, 30), (-74, 70), (-80, 116))
            .l((-14, 116))
            .c((-26, 80), (-22, 30), (-10, -10))
            .c((0, -34), (16, -48), (30, -56))
        )
        cv.shape(h.map(shape.points), colour)
        cv.stroke(h.map(Poly((-60, -10)).c((-62, 40), (-64, 80), (-66, 112)).points), trim, 5.0)
        return
    side = (
        Poly((0, -70))
        .c((40, -72), (62, -50), (64, -10))
        .c((66, 40), (70, 80), (80, 120))
        .l((40, 120))
        .c((46, 60), (46, 20), (44, -20))
        .c((40, -50), (20, -56), (0, -56))
    )
    pts = side.points
    cv.shape(h.map(pts + mirror(list(reversed(pts[1:-1])), 0.0)), colour)
    for s in (-1, 1):
        cv.stroke(
            h.map(Poly((s * 58, -10)).c((s * 60, 40), (s * 64, 80), (s * 70, 116)).points),
            trim,
            5.0,
        )


def hat(cv: Canvas, h: Head, kind: str, colour: str, band: str) -> None:
    """A jack's hat: ``toque`` (with plume), ``brim``, ``profile-brim`` or ``beret``."""
    if kind == "toque":
        crown_pts = [(-46, -44), (-54, -86), (54, -86), (46, -44)]
        cv.shape(h.map(crown_pts), colour)
        cv.shape(h.map([(-50, -40), (-50, -58), (50, -58), (50, -40)]), band)
        for x in (-30, -10, 10, 30):
            cv.stroke(h.map([(x * 1.02, -62), (x * 1.1, -82)]), INK, 1.6)
        plume(cv, h, (-36, -80), WHITE, left=True, reach=0.62)
    elif kind == "brim":
        cv.shape(h.map(Poly((-44, -46)).c((-46, -96), (46, -96), (44, -46)).points), colour)
        brim = (
            Poly((-74, -38))
            .c((-70, -60), (-50, -58), (-40, -52))
            .l((40, -52))
            .c((50, -58), (70, -60), (74, -38))
            .c((40, -48), (-40, -48), (-74, -38))
        )
        cv.shape(h.map(brim.points), band)
        cv.disc(h.at(-36, -64), 6 * h.scale, RED, stroke=INK, stroke_width=2.0)
        plume(cv, h, (-30, -84), YELLOW)
    elif kind == "profile-brim":
        cv.shape(h.map(Poly((-46, -40)).c((-52, -96), (30, -104), (38, -50)).points), colour)
        brim = (
            Poly((-58, -30))
            .c((-56, -50), (-40, -50), (-20, -48))
            .l((30, -50))
            .c((46, -56), (62, -70), (68, -62))
            .c((64, -46), (46, -38), (30, -38))
            .l((-20, -38))
            .c((-40, -34), (-50, -26), (-58, -30))
        )
        cv.shape(h.map(brim.points), band)
        cv.shape(h.map([(-46, -44), (-44, -56), (34, -58), (36, -46)]), RED, width=2.0)
        cv.disc(h.at(-30, -51), 7 * h.scale, WHITE, stroke=INK, stroke_width=1.8)
        cv.disc(h.at(-30, -51), 3 * h.scale, BLUE)
    elif kind == "beret":
        beret = (
            Poly((-56, -40))
            .c((-70, -70), (-30, -96), (10, -92))
            .c((50, -90), (70, -66), (58, -40))
            .c((30, -48), (-30, -48), (-56, -40))
        )
        cv.shape(h.map(beret.points), colour)
        cv.shape(h.map([(-52, -38), (-54, -50), (54, -50), (52, -38)]), band)
        plume(cv, h, (-26, -86), WHITE, left=True, reach=0.62)


def plume(
    cv: Canvas, h: Head, root: Point, colour: str, left: bool = False, reach: float = 1.0
) -> None:
    """An ostrich feather curling back over the hat; ``reach`` scales its sideways sweep."""
    s = (-1 if left else 1) * reach
    x, y = root
    outer = (
        Poly((x, y))
        .c((x + s * 10, y - 40), (x + s * 60, y - 56), (x + s * 74, y - 20))
        .c((x + s * 78, y - 4), (x + s * 70, y + 10), (x + s * 62, y + 6))
    )
    inner = (
        Poly((x + s * 62, y + 6))
        .c((x + s * 64, y - 16), (x + s * 50, y - 34), (x + s * 26, y - 26))
        .c((x + s * 14, y - 20), (x + s * 8, y - 10), (x, y))
    )
    cv.shape(h.map(outer.points + inner.points[1:]), colour)
    for k in range(5):
        t = 0.2 + k * 0.14
        px = x + s * (8 + 64 * t)
        py = y - 30 - 12 * (1 - abs(t - 0.6) * 2)
        cv.stroke(h.map([(px, py), (px + s * 8, py + 16)]), INK, 1.4)
