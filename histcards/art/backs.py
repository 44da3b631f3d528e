"""Card backs in historical French styles.

* ``fleurdelise``: a blue field sown with gold fleurs-de-lis round a central cartouche.
* ``tarotee``: a red trellis of lozenges with quatrefoils, after the dotted and latticed
  "tarotage" printed on the backs of old French packs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from histcards.art.cards import CORNER, H, W, card_blank
from histcards.art.geom import Point, clip_polyline
from histcards.art.ornaments import ornament_defs
from histcards.art.palette import BLUE, INK, PAPER, RED, WHITE, YELLOW
from histcards.art.svg import circle, document, ellipse, path, poly_d, rect, use


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


BACKS: tuple[Back, ...] = (
    Back("fleurdelise", "card back: blue field sown with fleurs-de-lis", _fleurdelise),
    Back("tarotee", "card back: red lattice with quatrefoils (tarotage)", _tarotee),
)


def back_svg(back: Back) -> str:
    """The SVG text of one back."""
    defs, body = back.draw()
    return document(
        W, H, body, title=f"card back: {back.name}", defs=defs, size_mm=(W / 10, H / 10)
    )
