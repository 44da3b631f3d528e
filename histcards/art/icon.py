"""The application icon: a fanned king of hearts and ace of spades with a jeton."""

from __future__ import annotations

from histcards.art.palette import EDGE, INK, PAPER, RED, YELLOW
from histcards.art.pips import pip, pip_def
from histcards.art.svg import circle, document, g, rect
from histcards.art.text import lettering

SIZE = 256.0


def _card(angle: float, content: list[str]) -> str:
    return g(
        [rect(78, 34, 116, 172, rx=12, fill=PAPER, stroke=EDGE, stroke_width=3.0), *content],
        transform=f"rotate({angle:g} 136 210)",
    )


def icon_svg() -> str:
    """A 256-unit square icon, legible down to 16 px."""
    back_card = _card(-16.0, [pip("S", 136, 118, 84, INK)])
    front = _card(
        12.0,
        [
            lettering("R", 52.0).element(136, 112, "middle", fill=RED),
            pip("H", 136, 158, 52, RED),
        ],
    )
    jeton = g(
        [
            circle(196, 204, 40, fill=RED, stroke=INK, stroke_width=4.0),
            circle(196, 204, 28, fill="#f4ecd8", stroke=INK, stroke_width=2.5),
            circle(196, 204, 12, fill=YELLOW, stroke=INK, stroke_width=2.0),
        ]
    )
    return document(
        SIZE, SIZE, [back_card, front, jeton], title="histcards", defs=[pip_def("S"), pip_def("H")]
    )
