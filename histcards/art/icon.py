"""The application icon: a blue fleur-de-lis back and a red king's card fanned, with a jeton."""

from __future__ import annotations

from histcards.art.counters import IVORY, scalloped
from histcards.art.ornaments import ornament_defs
from histcards.art.palette import BLUE, EDGE, INK, PAPER, RED, YELLOW
from histcards.art.pips import pip, pip_def
from histcards.art.svg import circle, document, g, path, rect, use
from histcards.art.text import lettering

SIZE = 256.0


def _card(angle: float, content: list[str]) -> str:
    outline = rect(70, 26, 124, 180, rx=13, fill=PAPER, stroke=EDGE, stroke_width=3.0)
    return g([outline, *content], transform=f"rotate({angle:g} 132 206)")


def icon_svg() -> str:
    """A 256-unit square icon, legible down to 16 px."""
    back = _card(
        -18.0,
        [
            rect(80, 36, 104, 160, rx=6, fill=BLUE),
            use("fleur", transform="translate(108 82) scale(0.5)", fill=YELLOW),
        ],
    )
    front = _card(
        10.0,
        [
            lettering("R", 58.0).element(132, 104, "middle", fill=RED),
            pip("H", 132, 154, 58, RED),
        ],
    )
    jeton = g(
        [
            path(scalloped(198, 206, 44, 14, 5), fill=IVORY, stroke=INK, stroke_width=4.0),
            circle(198, 206, 31, fill="none", stroke=RED, stroke_width=3.5),
            circle(198, 206, 17, fill=RED, stroke=INK, stroke_width=2.0),
            circle(198, 206, 6, fill=YELLOW),
        ]
    )
    defs = [pip_def("H"), *ornament_defs("fleur")]
    return document(SIZE, SIZE, [back, front, jeton], title="histcards", defs=defs)
