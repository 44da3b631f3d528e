"""Counters in the manner of 18th–19th-century gaming counters of bone and mother-of-pearl.

The *jeton* (round, worth one) and the *fiche* (rectangular, worth ten) differ in shape,
colour and marking, as period sets did, rather than imitating casino chips.
"""

from __future__ import annotations

import math

from histcards.art.ornaments import ornament_defs
from histcards.art.palette import BLUE, INK, RED
from histcards.art.svg import circle, document, path, rect, use
from histcards.art.text import lettering

IVORY = "#f4ecd8"
NACRE = "#eef1ef"
NACRE_SHADE = "#d9e0e4"

JETON_SIZE = 200.0
FICHE_SIZE = (320.0, 150.0)


def _beads(cx: float, cy: float, radius: float, count: int, r: float, fill: str) -> list[str]:
    return [
        circle(
            cx + radius * math.cos(2 * math.pi * k / count),
            cy + radius * math.sin(2 * math.pi * k / count),
            r,
            fill=fill,
        )
        for k in range(count)
    ]


def _petals(cx: float, cy: float, count: int, length: float, width: float) -> str:
    parts = []
    for k in range(count):
        a = 2 * math.pi * k / count
        ux, uy = math.cos(a), math.sin(a)
        nx, ny = -uy, ux
        tip = (cx + ux * length, cy + uy * length)
        c1 = (cx + ux * length * 0.5 + nx * width, cy + uy * length * 0.5 + ny * width)
        c2 = (cx + ux * length * 0.5 - nx * width, cy + uy * length * 0.5 - ny * width)
        parts.append(
            f"M{cx:.1f} {cy:.1f}Q{c1[0]:.1f} {c1[1]:.1f} {tip[0]:.1f} {tip[1]:.1f}"
            f"Q{c2[0]:.1f} {c2[1]:.1f} {cx:.1f} {cy:.1f}Z"
        )
    return "".join(parts)


def scalloped(cx: float, cy: float, radius: float, lobes: int, depth: float) -> str:
    """Path data of a disc with a scalloped edge of ``lobes`` arcs."""
    pts = [
        (
            cx + radius * math.cos(2 * math.pi * k / lobes - math.pi / 2),
            cy + radius * math.sin(2 * math.pi * k / lobes - math.pi / 2),
        )
        for k in range(lobes)
    ]
    chord = 2 * radius * math.sin(math.pi / lobes)
    arc_r = (chord / 2) ** 2 / (2 * depth) + depth / 2
    data = f"M{pts[0][0]:.1f} {pts[0][1]:.1f}"
    for x, y in pts[1:] + pts[:1]:
        data += f"A{arc_r:.1f} {arc_r:.1f} 0 0 1 {x:.1f} {y:.1f}"
    return data + "Z"


def jeton_svg() -> str:
    """A round bone counter with a scalloped edge and an engraved rosette (worth one)."""
    c = JETON_SIZE / 2
    body = [
        path(scalloped(c, c, 88, 20, 8), fill=IVORY, stroke=INK, stroke_width=3.0),
        circle(c, c, 76, fill="none", stroke=RED, stroke_width=2.4),
        *_beads(c, c, 68, 32, 2.6, RED),
        circle(c, c, 60, fill="none", stroke=RED, stroke_width=1.6),
        path(_petals(c, c, 8, 50, 13), fill=RED, stroke=INK, stroke_width=1.4),
        path(
            _petals(c, c, 8, 32, 8),
            fill=BLUE,
            stroke=INK,
            stroke_width=1.2,
            transform=f"rotate(22.5 {c:g} {c:g})",
        ),
        circle(c, c, 9, fill=IVORY, stroke=INK, stroke_width=1.8),
        circle(c, c, 3.2, fill=RED),
    ]
    return document(
        JETON_SIZE, JETON_SIZE, body, title="jeton (round counter, worth one)", size_mm=(24.0, 24.0)
    )


def fiche_svg() -> str:
    """A rectangular mother-of-pearl counter engraved with its value (worth ten)."""
    w, h = FICHE_SIZE
    value = lettering("10", 62.0)
    body = [
        rect(3, 3, w - 6, h - 6, rx=14, fill=NACRE, stroke=INK, stroke_width=3.0),
        path(
            f"M14 {h - 20:g}C{w * 0.3:g} {h * 0.5:g} {w * 0.6:g} {h * 0.9:g} {w - 14:g} 22"
            f"L{w - 14:g} {h - 14:g}L14 {h - 14:g}Z",
            fill=NACRE_SHADE,
        ),
        rect(14, 14, w - 28, h - 28, rx=8, fill="none", stroke=BLUE, stroke_width=2.5),
        rect(
            22,
            22,
            w - 44,
            h - 44,
            rx=5,
            fill="none",
            stroke=BLUE,
            stroke_width=1.2,
            stroke_dasharray="2 5",
            stroke_linecap="round",
        ),
        *[
            use(
                "fleur",
                transform=f"translate({x:g} {h / 2:g}) scale(0.5)",
                fill=BLUE,
            )
            for x in (64.0, w - 64)
        ],
        value.element(w / 2, h / 2 + 31, "middle", fill=RED),
    ]
    return document(
        w,
        h,
        body,
        title="fiche (rectangular counter, worth ten)",
        defs=ornament_defs("fleur"),
        size_mm=(40.0, 18.75),
    )
