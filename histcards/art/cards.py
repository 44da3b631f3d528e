"""Card faces: the white card, corner indices, number cards and aces.

A card is a 580 × 880 viewBox (58 × 88 mm in 0.1 mm units). Court figures come from
:mod:`histcards.art.courts`; this module frames them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from histcards.art import courts
from histcards.art.palette import EDGE, INK, PAPER, RED, YELLOW, SuitColours
from histcards.art.pips import layout, pip, pip_def
from histcards.art.svg import circle, document, el, g, path, rect
from histcards.art.text import lettering

W, H = 580.0, 880.0
CORNER = 35.0
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FRENCH_INDEX = {"J": "V", "Q": "D", "K": "R"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_WORDS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
PIP_HEIGHT = 96.0
INDEX_CAP = 84.0
INDEX_WEIGHT = 700
INDEX_WIDTH = 70.0
INDEX_X = 40.0
INDEX_BASELINE = 104.0
ACE_HEIGHT = 236.0


@dataclass(frozen=True)
class FaceStyle:
    """Settings shared by a whole pack."""

    colours: SuitColours
    ace_index: str = "1"


def card_name(rank: str, suit: str) -> str:
    """The file stem in the project's card notation, e.g. ``10H`` or ``KS``."""
    return f"{rank}{suit}"


def index_label(rank: str, style: FaceStyle) -> str:
    """The printed corner index: French letters, ace as ``1`` or ``A``."""
    if rank == "A":
        return style.ace_index
    return FRENCH_INDEX.get(rank, rank)


def card_blank() -> str:
    """The white card with its thin edge."""
    return rect(1.5, 1.5, W - 3, H - 3, rx=CORNER - 1.5, fill=PAPER, stroke=EDGE, stroke_width=3.0)


def corner_index(rank: str, suit: str, style: FaceStyle) -> str:
    """Index letter and small pip, top-left and (rotated) bottom-right."""
    colour = style.colours.of(suit)
    label = index_label(rank, style)
    tracking = -0.08 if label == "10" else 0.0
    letters = lettering(label, INDEX_CAP, weight=INDEX_WEIGHT, tracking=tracking)
    squeeze = min(1.0, INDEX_WIDTH / letters.rendered_width)
    mark = letters.element(0, 0, "middle", fill=colour)
    at = f"translate({INDEX_X:g} {INDEX_BASELINE:g})"
    top = [
        el("g", mark, transform=f"{at} scale({squeeze:.3f} 1)" if squeeze < 1 else at),
        pip(suit, INDEX_X, INDEX_BASELINE + 42, 50, colour),
    ]
    return g(top, id="index") + el(
        "use", href="#index", transform=f"rotate(180 {W / 2:g} {H / 2:g})"
    )


def _number_body(rank: int, suit: str, colour: str) -> list[str]:
    return [
        pip(suit, spot.x * W, spot.y * H, PIP_HEIGHT, colour, spot.flipped) for spot in layout(rank)
    ]


def _leaf(x: float, y: float, angle: float, length: float) -> str:
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    w = length * 0.36
    tip = (x + ux * length, y + uy * length)
    c1 = (x + ux * length * 0.3 + nx * w, y + uy * length * 0.3 + ny * w)
    c2 = (x + ux * length * 0.75 + nx * w * 0.7, y + uy * length * 0.75 + ny * w * 0.7)
    c3 = (x + ux * length * 0.75 - nx * w * 0.7, y + uy * length * 0.75 - ny * w * 0.7)
    c4 = (x + ux * length * 0.3 - nx * w, y + uy * length * 0.3 - ny * w)
    pts = " ".join(f"{v:.1f}" for v in (*c1, *c2, *tip))
    back = " ".join(f"{v:.1f}" for v in (*c3, *c4, x, y))
    return f"M{x:.1f} {y:.1f}C{pts}C{back}Z"


def _wreath(cx: float, cy: float, radius: float) -> list[str]:
    """A laurel wreath of two branches tied at the foot, in yellow with ink outlines."""
    leaves: list[str] = []
    stems: list[str] = []
    berries: list[str] = []
    for side in (-1, 1):
        arc = []
        for i in range(16):
            a = math.radians(90 - side * (12 + i * 9.6))
            px, py = cx + radius * math.cos(a), cy + radius * math.sin(a)
            arc.append((px, py))
            tangent = math.degrees(a) - side * 90
            for sign in (-1, 1):
                leaves.append(_leaf(px, py, tangent + sign * 32, 38 - i * 1.2))
            if i % 3 == 1:
                bx = cx + (radius + 20) * math.cos(a + side * 0.05)
                by = cy + (radius + 20) * math.sin(a + side * 0.05)
                berries.append(circle(bx, by, 5.0, fill=RED, stroke=INK, stroke_width=1.4))
        stems.append("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in arc))
    bow = (
        f"M{cx:.1f} {cy + radius:.1f}c-14 -8 -30 -6 -30 4c0 10 16 12 30 -4"
        f"c14 16 30 14 30 4c0 -10 -16 -12 -30 -4z"
    )
    return [
        path("".join(stems), fill="none", stroke=INK, stroke_width=3.0),
        path("".join(leaves), fill=YELLOW, stroke=INK, stroke_width=2.2, stroke_linejoin="round"),
        *berries,
        path(bow, fill=YELLOW, stroke=INK, stroke_width=2.4),
    ]


def _ace_body(suit: str, colour: str) -> list[str]:
    return [*_wreath(W / 2, H / 2, 170.0), pip(suit, W / 2, H / 2, ACE_HEIGHT, colour)]


def face(rank: str, suit: str, style: FaceStyle) -> str:
    """The complete SVG text of one card face."""
    colour = style.colours.of(suit)
    title = f"{RANK_WORDS.get(rank, rank)} of {SUIT_WORDS[suit]}"
    defs = [pip_def(suit)]
    if rank == "A":
        body = _ace_body(suit, colour)
    elif rank in FRENCH_INDEX:
        court_defs, body = courts.court(rank, suit, style.colours)
        defs.extend(court_defs)
    else:
        body = _number_body(int(rank), suit, colour)
    return document(
        W,
        H,
        [card_blank(), *body, corner_index(rank, suit, style)],
        title=title,
        defs=defs,
        size_mm=(W / 10, H / 10),
    )
