"""The twelve named court figures of the Paris pattern, drawn double-ended.

Each figure is a row of :data:`FIGURES` (data, not code branches). The upper half is drawn
on a :class:`~histcards.art.canvas.Canvas`, which cuts it at the oblique break; the lower
half is the same group turned 180°, and the beaded band hides the seam.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from histcards.art import heads, props
from histcards.art.canvas import AXIS, Canvas
from histcards.art.geom import Line, Point, Poly, symmetric
from histcards.art.ornaments import ornament_defs
from histcards.art.palette import BLUE, FLESH, INK, PAPER, RED, WHITE, YELLOW, SuitColours
from histcards.art.pips import pip
from histcards.art.svg import circle, el, g, path, rect, use
from histcards.art.text import lettering

W, H = 580.0, 880.0
FRAME = (76.0, 34.0, 504.0, 846.0)
TILT = 38.0
CUT = Line(
    y0=H / 2 + TILT + 2 * TILT / (FRAME[2] - FRAME[0]) * FRAME[0],
    slope=-2 * TILT / (FRAME[2] - FRAME[0]),
)
HEAD_Y = 196.0
HEAD_SCALE = 1.1
HIGH_HAND: Point = (398.0, 322.0)
LOW_HAND: Point = (192.0, 378.0)
PROP_TOP = 120.0
ZOOM = 1.1
ZOOM_ANCHOR_Y = 470.0
DROP = 30.0


@dataclass(frozen=True)
class Figure:
    """One named court figure: costume colours, head, headgear and attributes."""

    name: str
    rank: str
    suit: str
    robe: str
    panel: str
    motif: str
    motif_colour: str
    hair: str
    headgear: str
    high: str = ""
    low: str = ""
    beard: str = ""
    profile: bool = False
    looks_left: bool = False
    veil: str = ""
    hat: str = ""
    hat_colour: str = ""
    gaze: float = 0.0
    brocade: tuple[str, str] = ("lozenge", INK)
    cloak: str = ""
    chain: bool = False


# fmt: off
_TABLE = (
    Figure("DAVID", "K", "S", BLUE, RED, "fleur", YELLOW, INK, "points",
           high="sceptre", low="harp", beard="full", gaze=-2.0, brocade=("rosette", YELLOW)),
    Figure("CHARLES", "K", "H", RED, BLUE, "rosette", YELLOW, YELLOW, "imperial",
           high="sword", low="orb", beard="forked", brocade=("fleur", YELLOW)),
    Figure("CÉSAR", "K", "D", YELLOW, BLUE, "rosette", RED, INK, "fleurons",
           beard="short", profile=True, looks_left=True, brocade=("lozenge", RED), cloak=BLUE,
           chain=True),
    Figure("ALEXANDRE", "K", "C", YELLOW, BLUE, "pip", YELLOW, YELLOW, "fleurons",
           high="sceptre", low="lion", beard="full", gaze=2.0, brocade=("rosette", RED)),
    Figure("PALLAS", "Q", "S", RED, BLUE, "pip", WHITE, YELLOW, "queen",
           low="lily", profile=True, veil=BLUE, brocade=("fleur", YELLOW)),
    Figure("JUDITH", "Q", "H", BLUE, YELLOW, "pip", RED, YELLOW, "queen",
           high="rose", veil=RED, gaze=-1.5, brocade=("rosette", YELLOW)),
    Figure("RACHEL", "Q", "D", YELLOW, RED, "rosette", BLUE, INK, "queen",
           low="tulip", veil=BLUE, gaze=-3.0, brocade=("lozenge", RED)),
    Figure("ARGINE", "Q", "C", RED, BLUE, "fleur", YELLOW, INK, "queen",
           low="fan", veil=YELLOW, gaze=2.0, brocade=("lozenge", YELLOW)),
    Figure("HOGIER", "J", "S", BLUE, YELLOW, "pip", INK, YELLOW, "hat",
           high="halberd", hat="toque", hat_colour=RED, gaze=-2.0, beard="moustache",
           brocade=("lozenge", YELLOW)),
    Figure("LA HIRE", "J", "H", RED, BLUE, "fleur", YELLOW, INK, "hat",
           high="partisan", hat="brim", hat_colour=YELLOW, beard="moustache",
           brocade=("lozenge", YELLOW)),
    Figure("HECTOR", "J", "D", YELLOW, RED, "rosette", BLUE, INK, "hat",
           high="halberd", profile=True, looks_left=True, hat="profile-brim", hat_colour=BLUE,
           beard="moustache", brocade=("lozenge", RED)),
    Figure("LANCELOT", "J", "C", RED, YELLOW, "pip", INK, YELLOW, "hat",
           high="halberd", low="escutcheon", hat="beret", hat_colour=BLUE, gaze=2.0,
           brocade=("lozenge", YELLOW)),
)
# fmt: on
FIGURES: dict[tuple[str, str], Figure] = {(f.rank, f.suit): f for f in _TABLE}


# --- bodies ------------------------------------------------------------------------------


def _robe_outline(shoulder: float, neck: float, waist: float) -> list[Point]:
    half = (
        Poly((AXIS, 276.0))
        .l((AXIS - neck, 270.0))
        .c((AXIS - neck - 30, 274), (AXIS - shoulder + 24, 280), (AXIS - shoulder, 306))
        .c((AXIS - shoulder - 24, 340), (AXIS - waist - 6, 430), (AXIS - waist - 20, 620))
        .l((AXIS, 620.0))
        .points
    )
    return symmetric(half[:-1], AXIS)


def _folds(cv: Canvas, xs: tuple[float, ...]) -> None:
    """Fold lines down the robe, each hatched on its outer side like an engraving."""
    for x in xs:
        side = -1 if x < AXIS else 1
        lean = 10 * side
        fold = Poly((x, 330.0)).c((x + lean, 380), (x - lean, 450), (x + lean * 2, 600), 24)
        cv.stroke(fold.points, INK, 2.0)
        ticks = [[(px, py), (px + side * 10, py + 6)] for px, py in fold.points[1:-1:2]]
        cv.strokes(ticks, INK, 1.2)


def _brocade(cv: Canvas, fig: Figure, robe: list[Point]) -> None:
    motif, colour = fig.brocade
    size = {"lozenge": 11.0, "rosette": 13.0, "fleur": 17.0}[motif]
    cv.motifs(robe, motif, size, colour, (40.0, 36.0), (AXIS + 20, 330.0), margin=2.0)


def _panel(
    cv: Canvas, fig: Figure, top: tuple[float, float], bottom: tuple[float, float], y0: float
) -> None:
    area = cv.shape(
        [
            (AXIS - top[0], y0),
            (AXIS + top[1], y0),
            (AXIS + bottom[1], 620.0),
            (AXIS - bottom[0], 620.0),
        ],
        fig.panel,
    )
    ref = f"pip-{fig.suit}" if fig.motif == "pip" else fig.motif
    cv.motifs(area, ref, 24.0, fig.motif_colour, (34.0, 34.0), (AXIS, y0 + 26), margin=6.0)
    for side, (t, b) in ((-1, (top[0], bottom[0])), (1, (top[1], bottom[1]))):
        braid(cv, [(AXIS + side * t, y0), (AXIS + side * b, 620.0)], _trim(fig))


def _trim(fig: Figure) -> str:
    """The braid colour: gold, or white where gold would not show."""
    return WHITE if YELLOW in (fig.robe, fig.panel) else YELLOW


def braid(cv: Canvas, points: list[Point], colour: str) -> None:
    """A gold (or white) braid with a row of ink beads, along ``points``."""
    cv.stroke(points, INK, 11.0)
    cv.stroke(points, colour, 7.0)
    cv.stroke(points, INK, 2.6, stroke_dasharray="0.1 9")


def _king_body(cv: Canvas, fig: Figure) -> None:
    robe = cv.shape(_robe_outline(140.0, 24.0, 170.0), fig.robe)
    _brocade(cv, fig, robe)
    _folds(cv, (176.0, 206.0, 374.0, 404.0))
    _panel(cv, fig, (22.0, 22.0), (58.0, 58.0), 300.0)
    if fig.cloak:
        _cloak(cv, fig.cloak)
    cape_half = Poly((AXIS, 276.0)).l((AXIS - 30, 266.0)).c(
        (AXIS - 70, 272), (AXIS - 120, 280), (AXIS - 146, 304)
    ).points + heads.curls((AXIS - 146, 304.0), (AXIS, 338.0), 6, 9)
    cape = cv.shape(symmetric(cape_half[:-1], AXIS), WHITE)
    cv.motifs(cape, "ermine", 16.0, INK, (30.0, 22.0), (AXIS, 290.0), margin=1.0)
    cv.stroke([(AXIS - 30, 266.0), (AXIS, 276.0), (AXIS + 30, 266.0)], INK, 2.4)
    for i in range(-3, 4):
        cv.disc((AXIS + i * 12, 276 + abs(i) * -3 + 2), 4.2, YELLOW, stroke=INK, stroke_width=1.6)


def _cloak(cv: Canvas, colour: str) -> None:
    """A mantle thrown over both shoulders, open over the robe in front."""
    for side in (-1, 1):
        outline = [
            (AXIS + side * 40, 270.0),
            *Poly((AXIS + side * 40, 270.0))
            .c((AXIS + side * 110, 272), (AXIS + side * 150, 290), (AXIS + side * 160, 320))
            .c((AXIS + side * 180, 380), (AXIS + side * 200, 500), (AXIS + side * 210, 620))
            .points[1:],
            (AXIS + side * 96, 620.0),
            *Poly((AXIS + side * 96, 620.0))
            .c((AXIS + side * 92, 480), (AXIS + side * 80, 360), (AXIS + side * 58, 300))
            .points[1:],
        ]
        area = cv.shape(outline, colour)
        cv.motifs(area, "fleur", 15.0, YELLOW, (38.0, 36.0), (AXIS + side * 130, 330.0), 2.0)
        hem = Poly((AXIS + side * 96, 620.0)).c(
            (AXIS + side * 92, 480), (AXIS + side * 80, 360), (AXIS + side * 58, 300)
        )
        braid(cv, hem.points, YELLOW)


def _queen_body(cv: Canvas, fig: Figure) -> None:
    robe = cv.shape(_robe_outline(124.0, 34.0, 160.0), fig.robe)
    _brocade(cv, fig, robe)
    _folds(cv, (186.0, 214.0, 366.0, 394.0))
    _panel(cv, fig, (34.0, 34.0), (12.0, 12.0), 306.0)
    chest = (
        Poly((AXIS - 36, 270.0))
        .l((AXIS + 36, 270.0), (AXIS + 34, 304.0))
        .c((AXIS + 14, 312), (AXIS - 14, 312), (AXIS - 34, 304.0))
    )
    cv.shape(chest.points, FLESH)
    cv.stroke(
        [
            (AXIS - 38, 268.0),
            (AXIS - 36, 306.0),
            (AXIS, 313.0),
            (AXIS + 36, 306.0),
            (AXIS + 38, 268.0),
        ],
        fig.panel,
        7.0,
    )
    for i in range(-4, 5):
        t = i / 4
        cv.disc((AXIS + 26 * t, 278 + 14 * (1 - t * t)), 3.6, WHITE, stroke=INK, stroke_width=1.4)
    cv.disc((AXIS, 299.0), 6.0, RED, stroke=INK, stroke_width=1.6)


def _jack_body(cv: Canvas, fig: Figure) -> None:
    robe = cv.shape(_robe_outline(136.0, 28.0, 164.0), fig.robe)
    _brocade(cv, fig, robe)
    _folds(cv, (184.0, 396.0))
    cv.shape(
        [(AXIS - 16, 290.0), (AXIS + 16, 290.0), (AXIS + 22, 620.0), (AXIS - 22, 620.0)], fig.panel
    )
    for k in range(6):
        cv.disc(
            (AXIS, 316.0 + k * 24),
            5.0,
            YELLOW if fig.panel != YELLOW else RED,
            stroke=INK,
            stroke_width=1.6,
        )
    sash = fig.hat_colour or fig.panel
    baldric = [(AXIS + 96, 292.0), (AXIS + 124, 306.0), (AXIS - 110, 520.0), (AXIS - 150, 500.0)]
    area = cv.shape(baldric, sash)
    cv.motifs(area, "rosette", 9.0, WHITE, (20.0, 20.0), (AXIS, 300.0), margin=1.0)
    collar_half = (
        Poly((AXIS, 262.0))
        .l((AXIS - 34, 258.0))
        .c((AXIS - 56, 268), (AXIS - 70, 290), (AXIS - 58, 304))
        .c((AXIS - 40, 312), (AXIS - 14, 300), (AXIS, 294))
        .points
    )
    cv.shape(symmetric(collar_half[:-1], AXIS), WHITE)
    cv.stroke([(AXIS, 262.0), (AXIS, 294.0)], INK, 1.8)


# --- attributes --------------------------------------------------------------------------


def _arms(cv: Canvas, fig: Figure, sleeve: str, cuff: str) -> None:
    if fig.high:
        props.sleeve(
            cv,
            [(420.0, 300.0), (470.0, 330.0), (456.0, 384.0), (HIGH_HAND[0] + 8, HIGH_HAND[1] + 10)],
            42.0,
            sleeve,
            cuff,
        )
    if fig.low:
        props.sleeve(
            cv,
            [(162.0, 302.0), (126.0, 350.0), (140.0, 398.0), (LOW_HAND[0] - 8, LOW_HAND[1] + 2)],
            42.0,
            sleeve,
            cuff,
        )


def _high_prop(cv: Canvas, fig: Figure) -> None:
    kind = fig.high
    if kind == "sceptre":
        props.sceptre(cv, HIGH_HAND, PROP_TOP)
    elif kind == "sword":
        props.sword(cv, HIGH_HAND, PROP_TOP)
    elif kind in ("halberd", "partisan"):
        props.halberd(cv, HIGH_HAND, PROP_TOP - 8, 620.0, 0 if kind == "halberd" else 1)
    elif kind == "rose":
        props.flower(cv, HIGH_HAND, "rose", lean=10.0)
    if kind:
        props.hand(cv, HIGH_HAND)


def _low_prop(cv: Canvas, fig: Figure, suit_colour: str) -> None:
    kind = fig.low
    if kind == "harp":
        props.harp(cv, (LOW_HAND[0] - 80, LOW_HAND[1] + 62), 200.0)
    elif kind == "orb":
        props.orb(cv, (LOW_HAND[0] + 2, LOW_HAND[1] - 34))
    elif kind in ("lily", "tulip"):
        props.flower(cv, LOW_HAND, kind, lean=-16.0)
    elif kind == "fan":
        props.fan(cv, (LOW_HAND[0] + 4, LOW_HAND[1] - 6))
    elif kind == "lion":
        props.targe(cv, (LOW_HAND[0] - 4, LOW_HAND[1] - 36))
    elif kind == "escutcheon":
        props.escutcheon(cv, LOW_HAND, fig.suit, suit_colour)
    if kind:
        props.hand(cv, LOW_HAND, angle=-20.0)


def _head_place(fig: Figure) -> heads.Head:
    return heads.Head(AXIS - 4 if fig.profile else AXIS, HEAD_Y, HEAD_SCALE, fig.profile)


def _head(cv: Canvas, fig: Figure) -> None:
    h = _head_place(fig)
    length = {"K": 70.0, "Q": 80.0, "J": 46.0}[fig.rank]
    heads.hair_back(cv, h, fig.hair, length)
    heads.face(cv, h, feminine=fig.rank == "Q", gaze=fig.gaze)
    if fig.beard:
        heads.beard(cv, h, fig.hair, fig.beard)
    heads.fringe(cv, h, fig.hair)
    if fig.headgear == "hat":
        heads.hat(cv, h, fig.hat, fig.hat_colour or fig.panel, fig.robe)
    else:
        heads.crown(cv, h, fig.headgear, RED if fig.robe != RED else BLUE)


def _upper_half(fig: Figure, colours: SuitColours) -> list[str]:
    cv = Canvas(CUT, fig.looks_left, ZOOM, ZOOM_ANCHOR_Y, DROP)
    sleeve = fig.robe if fig.rank != "Q" else fig.panel
    cuff = WHITE if fig.rank == "K" else _trim(fig)
    body = {"K": _king_body, "Q": _queen_body, "J": _jack_body}[fig.rank]
    if fig.veil:
        heads.veil(cv, _head_place(fig), fig.veil, fig.panel)
    heads.neck(cv, _head_place(fig))
    body(cv, fig)
    if fig.chain:
        _chain(cv)
    _arms(cv, fig, sleeve, cuff)
    _high_prop(cv, fig)
    _low_prop(cv, fig, colours.of(fig.suit))
    _head(cv, fig)
    return cv.items


def _chain(cv: Canvas) -> None:
    """A gold chain of office with a medallion, worn when the hands are hidden."""
    for i in range(15):
        t = i / 14
        x = AXIS - 84 + 168 * t
        y = 330 + 50 * math.sin(math.pi * t)
        cv.disc((x, y), 5.2, YELLOW, stroke=INK, stroke_width=1.6)
    cv.disc((AXIS, 392.0), 22.0, YELLOW, stroke=INK, stroke_width=2.4)
    cv.place("rosette", (AXIS, 392.0), 22.0, RED)


NAME_CAP = 34.0
"""The height of the capitals of a figure's name: legible on a card in the player's hand."""
NAME_WIDTH = 268.0
"""The room of the name at the top left of the frame: what a fanned hand leaves in sight
of each card (the next card covers the rest), a long name condensed to fit."""


def _name_and_sign(fig: Figure, colours: SuitColours) -> list[str]:
    """The suit's sign in the frame's top right corner and the figure's name in a
    cartouche at its top left, over the figure's headgear and attributes."""
    name = lettering(fig.name, NAME_CAP, tracking=0.04)
    x0, y0 = FRAME[0], FRAME[1]
    box = f"M{x0:g} {y0 + NAME_CAP + 22:g}H{x0 + NAME_WIDTH + 30:g}V{y0:g}"
    return [
        pip(fig.suit, FRAME[2] - 46, FRAME[1] + 44, 64.0, colours.of(fig.suit)),
        rect(x0, y0, NAME_WIDTH + 30, NAME_CAP + 22, fill=PAPER),
        path(box, fill="none", stroke=INK, stroke_width=2.4),
        name.element(FRAME[0] + 12, FRAME[1] + 12 + NAME_CAP, "start", max_width=NAME_WIDTH,
                     fill=INK),
    ]


def _band() -> list[str]:
    x0, x1 = FRAME[0] - 20, FRAME[2] + 20
    t = 12.0
    band = [(x0, CUT.y(x0) - t), (x1, CUT.y(x1) - t), (x1, CUT.y(x1) + t), (x0, CUT.y(x0) + t)]
    items = [path("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in band) + "Z", fill=INK)]
    n = 17
    for i in range(n):
        x = FRAME[0] + 6 + (FRAME[2] - FRAME[0] - 12) * (i + 0.5) / n
        items.append(use("bead", transform=f"translate({x:.1f} {CUT.y(x):.1f})"))
    return items


def _mat() -> str:
    x0, y0, x1, y1 = FRAME
    r = 32.0
    outer = (
        f"M{3 + r:g} 3H{W - 3 - r:g}A{r:g} {r:g} 0 0 1 {W - 3:g} {3 + r:g}V{H - 3 - r:g}"
        f"A{r:g} {r:g} 0 0 1 {W - 3 - r:g} {H - 3:g}H{3 + r:g}A{r:g} {r:g} 0 0 1 3 {H - 3 - r:g}"
        f"V{3 + r:g}A{r:g} {r:g} 0 0 1 {3 + r:g} 3Z"
    )
    inner = f"M{x0:g} {y0:g}V{y1:g}H{x1:g}V{y0:g}Z"
    return path(outer + inner, fill=PAPER, fill_rule="evenodd")


def court(rank: str, suit: str, colours: SuitColours) -> tuple[list[str], list[str]]:
    """The ``<defs>`` and body elements of a court card (rank ``K``, ``Q`` or ``J``)."""
    fig = FIGURES[(rank, suit)]
    bead = el(
        "g",
        circle(0, 0, 6.4, fill=INK, stroke=WHITE, stroke_width=2.2),
        circle(0, 0, 1.9, fill=WHITE),
        id="bead",
    )
    defs = [*ornament_defs("fleur", "ermine", "rosette", "lozenge"), bead]
    half = g([*_upper_half(fig, colours), *_name_and_sign(fig, colours)], id="half")
    x0, y0, x1, y1 = FRAME
    body = [
        half,
        use("half", transform=f"rotate(180 {W / 2:g} {H / 2:g})"),
        *_band(),
        _mat(),
        rect(x0, y0, x1 - x0, y1 - y0, fill="none", stroke=INK, stroke_width=3.0),
    ]
    return defs, body
