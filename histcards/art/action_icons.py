"""Toolbar icons in the flat inks of the Paris pattern, legible at 24 px.

* ``new``: a fresh pack, face down (blue backs, a gold fleur-de-lis);
* ``undo``: an arrow turning back;
* ``hint``: a lit candle in its holder;
* ``last-trick``: a trick of three cards fanned face up;
* ``rules``: an open book.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from histcards.art.ornaments import ornament_defs
from histcards.art.palette import BLUE, EDGE, INK, PAPER, RED, YELLOW
from histcards.art.pips import pip, pip_def
from histcards.art.svg import circle, document, g, path, rect, use

SIZE = 64.0
OUTLINE = 2.5
CREAM = "#f7efd9"


@dataclass(frozen=True)
class ActionIcon:
    """A toolbar icon: file stem, description and drawing function (defs, body)."""

    name: str
    purpose: str
    draw: Callable[[], tuple[list[str], list[str]]]


def _new() -> tuple[list[str], list[str]]:
    cards = [rect(14 + 4 * i, 6 + 3 * i, 32, 46, rx=4, fill=BLUE, stroke=INK,
                  stroke_width=OUTLINE) for i in range(3)]
    face = [rect(26, 18, 24, 34, rx=2, fill="none", stroke=YELLOW, stroke_width=1.5),
            use("fleur", transform="translate(38 33) scale(0.2)", fill=YELLOW)]
    return ornament_defs("fleur"), [*cards, *face]


def _undo() -> tuple[list[str], list[str]]:
    arc = path("M22 22H38C48 22 54 30 54 38C54 47 47 54 38 54H18", fill="none", stroke=INK,
               stroke_width=7.0, stroke_linecap="round", stroke_linejoin="round")
    inner = path("M22 22H38C48 22 54 30 54 38C54 47 47 54 38 54H18", fill="none",
                 stroke=RED, stroke_width=3.0, stroke_linecap="round",
                 stroke_linejoin="round")
    head = path("M6 22L24 9V35Z", fill=RED, stroke=INK, stroke_width=OUTLINE,
                stroke_linejoin="round")
    return [], [arc, inner, head]


def _hint() -> tuple[list[str], list[str]]:
    glow = circle(32, 15, 12, fill=YELLOW, fill_opacity=0.35)
    flame = path("M32 4C37 11 39 15 39 19C39 23 36 26 32 26C28 26 25 23 25 19C25 15 27 11 32 4Z",
                 fill=YELLOW, stroke=INK, stroke_width=2.0, stroke_linejoin="round")
    heart = path("M32 14C34 17 35 19 35 21C35 23 34 24 32 24C30 24 29 23 29 21C29 19 30 17 "
                 "32 14Z", fill=RED)
    wick = path("M32 24V29", stroke=INK, stroke_width=2.0)
    candle = rect(25, 29, 14, 21, fill=CREAM, stroke=INK, stroke_width=OUTLINE)
    holder = path("M12 50H52C52 56 44 60 32 60C20 60 12 56 12 50Z", fill=YELLOW, stroke=INK,
                  stroke_width=OUTLINE, stroke_linejoin="round")
    ring = path("M48 53C56 52 59 56 56 59C54 61 50 60 49 58", fill="none", stroke=INK,
                stroke_width=OUTLINE, stroke_linecap="round")
    return [], [glow, flame, heart, wick, candle, ring, holder]


def _last_trick() -> tuple[list[str], list[str]]:
    def card(angle: float, suit: str, colour: str) -> str:
        return g([rect(22, 8, 22, 34, rx=3, fill=PAPER, stroke=INK, stroke_width=OUTLINE),
                  pip(suit, 33, 23, 14, colour)],
                 transform=f"rotate({angle:g} 33 56)")

    return [pip_def("S"), pip_def("H"), pip_def("C")], [
        card(-34.0, "S", INK), card(0.0, "H", RED), card(34.0, "C", INK),
    ]


def _rules() -> tuple[list[str], list[str]]:
    cover = path("M4 14L32 18L60 14V54L32 58L4 54Z", fill=RED, stroke=INK,
                 stroke_width=OUTLINE, stroke_linejoin="round")
    left = path("M8 10C16 9 26 10 31 14V53C26 50 16 49 8 50Z", fill=CREAM, stroke=INK,
                stroke_width=2.0, stroke_linejoin="round")
    right = path("M56 10C48 9 38 10 33 14V53C38 50 48 49 56 50Z", fill=CREAM, stroke=INK,
                 stroke_width=2.0, stroke_linejoin="round")
    lines = "".join(f"M{x0} {y}H{x1}" for y in (20, 26, 32, 38, 44)
                    for x0, x1 in ((12, 27), (37, 52)))
    text = path(lines, stroke=EDGE, stroke_width=1.8)
    initial = rect(12, 17, 6, 6, fill=BLUE)
    return [], [cover, left, right, text, initial]


ACTION_ICONS: tuple[ActionIcon, ...] = (
    ActionIcon("new", "toolbar icon: new match (a fresh pack, face down)", _new),
    ActionIcon("undo", "toolbar icon: undo (an arrow turning back)", _undo),
    ActionIcon("hint", "toolbar icon: hint (a lit candle)", _hint),
    ActionIcon("last-trick", "toolbar icon: last trick (three cards fanned)", _last_trick),
    ActionIcon("rules", "toolbar icon: rules of the games (an open book)", _rules),
)


def action_icon_svg(icon: ActionIcon) -> str:
    """The SVG text of one toolbar icon."""
    defs, body = icon.draw()
    return document(SIZE, SIZE, body, title=icon.purpose, defs=defs)
