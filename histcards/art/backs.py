"""Card backs in historical French styles.

* ``fleurdelise``: a blue field sown with gold fleurs-de-lis round a central cartouche.
* ``tarotee``: a red trellis of lozenges with quatrefoils, after the dotted and latticed
  "tarotage" printed on the backs of old French packs.
* ``hermine``: a cream field sown with black ermine spots (the heraldic *semé d'hermines*)
  in a black frame, a red lozenge at the centre.
* ``grecque``: a green field with a gold Greek-key border and a diaper of small lozenges,
  in the *goût à la grecque* of Louis XVI's reign, round a gold rosette.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from histcards.art.cards import CORNER, H, W, card_blank
from histcards.art.geom import Point, clip_polyline
from histcards.art.ornaments import ornament_defs
from histcards.art.palette import BLUE, INK, PAPER, RED, WHITE, YELLOW
from histcards.art.svg import circle, document, ellipse, g, path, poly_d, rect, use


@dataclass(frozen=True)
class Back:
    """A back design: file stem, description and drawing function."""

    name: str
    purpose: str
    draw: Callable[[], tuple[list[str], list[str]]]


def _grid(
    step: tuple[float, float],
    box: tuple[float, float, float, float],
    margin: float,
    stagger: bool = True,
) -> list[Point]:
    x0, y0, x1, y1 = box
    dx, dy = step
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    out = []
    rows = int((y1 - y0) / dy) + 2
    cols = int((x1 - x0) / dx) + 2
    for j in range(-rows, rows + 1):
        for i in range(-cols, cols + 1):
            x = cx + i * dx + (dx / 2 if stagger and j % 2 else 0)
            y = cy + j * dy
            if x0 + margin <= x <= x1 - margin and y0 + margin <= y <= y1 - margin:
                out.append((x, y))
    return out


def _fleurdelise() -> tuple[list[str], list[str]]:
    box = (34.0, 34.0, W - 34, H - 34)
    medallion = (W / 2, H / 2, 112.0, 150.0)

    def clear(p: Point) -> bool:
        mx, my, rx, ry = medallion
        return ((p[0] - mx) / (rx + 30)) ** 2 + ((p[1] - my) / (ry + 30)) ** 2 > 1

    fleurs = [p for p in _grid((64.0, 56.0), box, 26.0) if clear(p)]
    body = [
        card_blank(),
        rect(box[0], box[1], box[2] - box[0], box[3] - box[1], rx=CORNER - 20, fill=BLUE),
        rect(
            box[0] + 10,
            box[1] + 10,
            box[2] - box[0] - 20,
            box[3] - box[1] - 20,
            rx=CORNER - 26,
            fill="none",
            stroke=YELLOW,
            stroke_width=3.0,
        ),
        *[
            use("fleur", transform=f"translate({x:.1f} {y:.1f}) scale(0.34)", fill=YELLOW)
            for x, y in fleurs
        ],
        *[circle(x, y + 28, 3.0, fill=WHITE) for x, y in fleurs],
        ellipse(
            W / 2,
            H / 2,
            medallion[2] + 12,
            medallion[3] + 12,
            fill=YELLOW,
            stroke=INK,
            stroke_width=3.0,
        ),
        ellipse(W / 2, H / 2, medallion[2], medallion[3], fill=PAPER, stroke=INK, stroke_width=2.0),
        ellipse(
            W / 2,
            H / 2,
            medallion[2] - 10,
            medallion[3] - 10,
            fill="none",
            stroke=BLUE,
            stroke_width=3.0,
            stroke_dasharray="2 8",
            stroke_linecap="round",
        ),
        use("fleur", transform=f"translate({W / 2:g} {H / 2 - 8:g}) scale(1.5)", fill=BLUE),
        *[
            use("fleur", transform=f"translate({W / 2:g} {H / 2 + s * 112:g}) scale(0.3)", fill=RED)
            for s in (-1, 1)
        ],
    ]
    return ornament_defs("fleur"), body


def _box_keep(box: tuple[float, float, float, float]) -> list[Callable[[Point], float]]:
    x0, y0, x1, y1 = box
    return [lambda p: x0 - p[0], lambda p: p[0] - x1, lambda p: y0 - p[1], lambda p: p[1] - y1]


def _clip_segment(a: Point, b: Point, box: tuple[float, float, float, float]) -> list[Point]:
    runs = [[a, b]]
    for keep in _box_keep(box):
        runs = [part for run in runs for part in clip_polyline(run, keep)]
    return runs[0] if runs else []


def _tarotee() -> tuple[list[str], list[str]]:
    box = (40.0, 40.0, W - 40, H - 40)
    dx, dy = 58.0, 80.0
    lines = []
    for k in range(-20, 21):
        x = W / 2 + k * dx
        for sign in (-1, 1):
            a = (x - sign * 20 * dx, H / 2 - 20 * dy)
            b = (x + sign * 20 * dx, H / 2 + 20 * dy)
            seg = _clip_segment(a, b, box)
            if seg:
                lines.append(poly_d(seg, closed=False))
    crossings = _grid((dx, dy / 2), box, 6.0)
    centres = _grid((dx, dy / 2), (box[0] - dx / 2, box[1], box[2] + dx / 2, box[3]), 0.0)
    centres = [
        (x + dx / 2, y)
        for x, y in centres
        if box[0] + 22 < x + dx / 2 < box[2] - 22 and box[1] + 22 < y < box[3] - 22
    ]
    body = [
        card_blank(),
        rect(
            box[0] - 12,
            box[1] - 12,
            box[2] - box[0] + 24,
            box[3] - box[1] + 24,
            rx=CORNER - 16,
            fill="none",
            stroke=RED,
            stroke_width=4.0,
        ),
        rect(
            box[0],
            box[1],
            box[2] - box[0],
            box[3] - box[1],
            fill="#fbeee8",
            stroke=RED,
            stroke_width=2.0,
        ),
        path("".join(lines), fill="none", stroke=RED, stroke_width=2.4),
        *[circle(x, y, 4.5, fill=RED) for x, y in crossings],
        *[
            use("rosette", transform=f"translate({x:.1f} {y:.1f}) scale(0.22)", fill=RED)
            for x, y in centres
        ],
        *[circle(x, y, 2.4, fill=PAPER) for x, y in centres],
    ]
    return ornament_defs("rosette"), body


CREAM = "#f7efd9"
GREEN = "#1d5a40"


def _hermine() -> tuple[list[str], list[str]]:
    frame = (30.0, 30.0, W - 30, H - 30)
    box = (frame[0] + 22, frame[1] + 22, frame[2] - 22, frame[3] - 22)
    lozenge = [(W / 2, H / 2 - 150), (W / 2 + 100, H / 2), (W / 2, H / 2 + 150),
               (W / 2 - 100, H / 2)]

    def clear(p: Point) -> bool:
        return abs(p[0] - W / 2) / 130 + abs(p[1] - H / 2) / 190 > 1

    spots = [p for p in _grid((64.0, 70.0), box, 26.0) if clear(p)]
    body = [
        card_blank(),
        rect(frame[0], frame[1], frame[2] - frame[0], frame[3] - frame[1], rx=CORNER - 18,
             fill=INK),
        rect(frame[0] + 8, frame[1] + 8, frame[2] - frame[0] - 16, frame[3] - frame[1] - 16,
             rx=CORNER - 24, fill="none", stroke=YELLOW, stroke_width=2.5),
        rect(box[0], box[1], box[2] - box[0], box[3] - box[1], fill=CREAM),
        *[use("ermine", transform=f"translate({x:.1f} {y:.1f}) scale(0.4)", fill=INK)
          for x, y in spots],
        path(poly_d(_grown(lozenge, 14.0)), fill=YELLOW, stroke=INK, stroke_width=3.0),
        path(poly_d(lozenge), fill=RED, stroke=INK, stroke_width=2.0),
        path(poly_d(_grown(lozenge, -12.0)), fill="none", stroke=YELLOW, stroke_width=2.0),
        use("ermine", transform=f"translate({W / 2:g} {H / 2:g}) scale(0.95)", fill=CREAM),
    ]
    return ornament_defs("ermine"), body


def _grown(lozenge: list[Point], by: float) -> list[Point]:
    """A lozenge (top, right, bottom, left) grown outwards by ``by`` along each axis."""
    (tx, ty), (rx, ry), (bx, by_), (lx, ly) = lozenge
    scale_y = by * (by_ - ty) / (rx - lx)
    return [(tx, ty - scale_y), (rx + by, ry), (bx, by_ + scale_y), (lx - by, ly)]


KEY_CELL = 8.0
"""The Greek key's grid step: its stroke runs in a band four steps high."""


def _key_run(length: float) -> tuple[str, float]:
    """Path data of a Greek-key band from x=0 along ``length``, y from 0 to 4 cells: a
    baseline with a squared spiral rising from it every five cells. Returns the data and
    the length actually used (a whole number of spirals)."""
    a = KEY_CELL
    units = int(length // (5 * a))
    start = (length - units * 5 * a) / 2
    parts = [f"M{start:g} {4 * a:g}H{start + units * 5 * a:g}"]
    for i in range(units):
        x = start + i * 5 * a
        parts.append(poly_d([(x, 4 * a), (x, 0), (x + 4 * a, 0), (x + 4 * a, 3 * a),
                             (x + 2 * a, 3 * a), (x + 2 * a, a), (x + 3 * a, a),
                             (x + 3 * a, 2 * a)], closed=False))
    return "".join(parts), units * 5 * a


def _grecque() -> tuple[list[str], list[str]]:
    box = (34.0, 34.0, W - 34, H - 34)
    band = 4 * KEY_CELL
    inner = (box[0] + band + 24, box[1] + band + 24, box[2] - band - 24, box[3] - band - 24)
    corner = band + 12
    sides = []
    for length, transform in (
        (W - 68 - 2 * corner, f"translate({box[0] + corner:g} {box[1] + 12:g})"),
        (W - 68 - 2 * corner,
         f"translate({box[2] - corner:g} {box[3] - 12:g}) rotate(180)"),
        (H - 68 - 2 * corner, f"translate({box[2] - 12:g} {box[1] + corner:g}) rotate(90)"),
        (H - 68 - 2 * corner,
         f"translate({box[0] + 12:g} {box[3] - corner:g}) rotate(-90)"),
    ):
        data, _ = _key_run(length)
        sides.append(path(data, transform=transform, fill="none", stroke=YELLOW,
                          stroke_width=3.0, stroke_linecap="square"))
    corners = [(box[0] + 12 + band / 2, box[1] + 12 + band / 2),
               (box[2] - 12 - band / 2, box[1] + 12 + band / 2),
               (box[0] + 12 + band / 2, box[3] - 12 - band / 2),
               (box[2] - 12 - band / 2, box[3] - 12 - band / 2)]
    medallion = (W / 2, H / 2, 96.0, 128.0)

    def clear(p: Point) -> bool:
        mx, my, rx, ry = medallion
        return ((p[0] - mx) / (rx + 26)) ** 2 + ((p[1] - my) / (ry + 26)) ** 2 > 1

    diaper = [p for p in _grid((44.0, 44.0), inner, 10.0) if clear(p)]
    body = [
        card_blank(),
        rect(box[0], box[1], box[2] - box[0], box[3] - box[1], rx=CORNER - 20, fill=GREEN),
        g(sides),
        *[rect(x - band / 2, y - band / 2, band, band, fill="none", stroke=YELLOW,
               stroke_width=3.0) for x, y in corners],
        *[use("rosette", transform=f"translate({x:.1f} {y:.1f}) scale(0.2)", fill=YELLOW)
          for x, y in corners],
        rect(inner[0] - 10, inner[1] - 10, inner[2] - inner[0] + 20, inner[3] - inner[1] + 20,
             fill="none", stroke=YELLOW, stroke_width=2.0),
        *[use("lozenge", transform=f"translate({x:.1f} {y:.1f}) scale(0.14)", fill=YELLOW)
          for x, y in diaper],
        ellipse(*medallion[:2], medallion[2] + 10, medallion[3] + 10, fill=YELLOW, stroke=INK,
                stroke_width=2.5),
        ellipse(*medallion, fill=CREAM, stroke=INK, stroke_width=2.0),
        ellipse(*medallion[:2], medallion[2] - 10, medallion[3] - 10, fill="none",
                stroke=GREEN, stroke_width=3.0, stroke_dasharray="2 8",
                stroke_linecap="round"),
        use("rosette", transform=f"translate({W / 2:g} {H / 2:g}) scale(1.1)", fill=GREEN),
        circle(W / 2, H / 2, 9.0, fill=RED),
        *[use("lozenge", transform=f"translate({W / 2:g} {H / 2 + s * 92:g}) scale(0.3)",
              fill=RED) for s in (-1, 1)],
    ]
    return ornament_defs("rosette", "lozenge"), body


BACKS: tuple[Back, ...] = (
    Back("fleurdelise", "card back: blue field sown with fleurs-de-lis", _fleurdelise),
    Back("tarotee", "card back: red lattice with quatrefoils (tarotage)", _tarotee),
    Back("hermine", "card back: cream field sown with ermine spots round a red lozenge",
         _hermine),
    Back("grecque", "card back: green field with a Greek-key border and a lozenge diaper",
         _grecque),
)


def back_svg(back: Back) -> str:
    """The SVG text of one back."""
    defs, body = back.draw()
    return document(
        W, H, body, title=f"card back: {back.name}", defs=defs, size_mm=(W / 10, H / 10)
    )
