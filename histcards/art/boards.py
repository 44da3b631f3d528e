"""Stake boards: the round Poch board (Pochbrett), the Poque board, the Hoc board and a pot.

Each compartment is left empty in the middle so the table can stack counters there; the
centre of every compartment is returned with the art and recorded in the manifest. The
compartments' names are not printed: the table writes them in the interface language in
the place each pool's ``Label`` gives (a band of the rim, or a tray's header).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from histcards.art.ornaments import ornament_defs
from histcards.art.palette import EDGE, INK, PAPER, RED
from histcards.art.pips import pip, pip_def
from histcards.art.svg import circle, document, g, rect, use
from histcards.art.text import lettering

WOOD = "#7b4a26"
WOOD_DARK = "#4f2d16"
WOOD_LIGHT = "#9a6236"
BAIZE = "#2f6a45"
BAIZE_DARK = "#214d31"
GILT = "#d9a93a"


@dataclass(frozen=True)
class Label:
    """Where a compartment's name is written: the centre of its place, the text's turn
    (degrees, clockwise) and the room it has; ``arc`` is the radius of the rim it follows
    round the board's centre (0: a straight line)."""

    x: float
    y: float
    rotation: float
    width: float
    height: float
    arc: float = 0.0

    def as_json(self) -> dict[str, float]:
        """The manifest's record."""
        return {k: round(v, 1) for k, v in vars(self).items()}


@dataclass(frozen=True)
class Pool:
    """One compartment: its key, centre and free radius in the SVG's units, and where its
    name goes (None: it has none)."""

    key: str
    x: float
    y: float
    r: float
    label: Label | None = None


@dataclass(frozen=True)
class Board:
    """A generated board: its SVG text, viewBox size, nominal size and pools."""

    name: str
    svg: str
    size: tuple[float, float]
    size_mm: tuple[float, float]
    pools: tuple[Pool, ...]


def _bowl(pool: Pool) -> list[str]:
    return [
        circle(pool.x, pool.y, pool.r + 9, fill=WOOD_DARK),
        circle(pool.x, pool.y, pool.r + 4, fill=GILT),
        circle(pool.x, pool.y, pool.r, fill=BAIZE, stroke=BAIZE_DARK, stroke_width=6.0),
        circle(
            pool.x,
            pool.y,
            pool.r - 12,
            fill="none",
            stroke=GILT,
            stroke_width=1.5,
            stroke_dasharray="3 9",
            stroke_linecap="round",
            opacity="0.7",
        ),
    ]


def _rim_place(cx: float, cy: float, radius: float, angle: float, width: float,
               height: float) -> Label:
    """A name's place on the rim at ``angle`` (degrees, 0 = top, clockwise), upright."""
    a = math.radians(angle)
    rotation = angle + 180 if 90 < angle % 360 < 270 else angle
    return Label(cx + radius * math.sin(a), cy - radius * math.cos(a), rotation % 360, width,
                 height, radius)


MiniCard = tuple[str, str]
RingPool = tuple[str, tuple[MiniCard, ...]]


def _mini_card(index: str, suit: str, tilt: float) -> str:
    """A small card (index over pip) centred on the origin, fanned by ``tilt`` degrees."""
    colour = RED if suit in "HD" else INK
    parts = [
        rect(-29, -43, 58, 86, rx=7, fill=PAPER, stroke=EDGE, stroke_width=2.5),
        lettering(index, 24.0).element(0, -8, "middle", fill=colour),
        pip(suit, 0, 20, 28, colour),
    ]
    return g(parts, transform=f"rotate({tilt:g} 0 90)")


def _mini_cards(
    cards: tuple[MiniCard, ...], x: float, y: float, angle: float, scale: float = 1.0
) -> str:
    """A fan of miniature cards at ``(x, y)``, their tops pointing away from the centre."""
    spread = 11.0
    first = -spread * (len(cards) - 1) / 2
    fan = [_mini_card(index, suit, first + i * spread) for i, (index, suit) in enumerate(cards)]
    transform = f"translate({x:.1f} {y:.1f}) rotate({angle:g})"
    if scale != 1.0:
        transform += f" scale({scale:g})"
    return g(fan, transform=transform)


def _round_board(name: str, title: str, ring: list[RingPool], centre: tuple[str, float, bool]
                 ) -> Board:
    """A round board: ``ring`` pools round a central one (``centre``: its key, radius and
    whether its name is written, under it)."""
    size = 1000.0
    c = size / 2
    ring_r, bowl_r = 325.0, 80.0
    rim_in, rim_out = ring_r + bowl_r + 9, 474.0
    """The band of the rim between the bowls and the gilt rings: the pools' names."""
    step = 2 * math.pi / len(ring)
    band = (rim_in + rim_out) / 2
    room = 2 * math.pi * band / len(ring) * 0.82
    pools = [
        Pool(key, c + ring_r * math.sin(step * i), c - ring_r * math.cos(step * i), bowl_r,
             _rim_place(c, c, band, math.degrees(step * i), room, rim_out - rim_in))
        for i, (key, _) in enumerate(ring)
    ]
    centre_key, centre_r, named = centre
    card_r = (ring_r - bowl_r + centre_r) / 2 + 2
    # Under the central pool, between the miniature cards of the two pools below it.
    centre_label = _rim_place(c, c, card_r, 180.0, 150.0, 44.0) if named else None
    centre_pool = Pool(centre_key, c, c, centre_r, centre_label)
    body = [
        circle(c, c, 494, fill=WOOD_DARK),
        circle(c, c, 486, fill=WOOD, stroke=WOOD_LIGHT, stroke_width=4.0),
        circle(c, c, rim_out + 6, fill="none", stroke=GILT, stroke_width=3.0),
        circle(c, c, rim_out, fill="none", stroke=GILT, stroke_width=1.2),
        *[
            use(
                "fleur",
                transform=f"translate({c + band * math.sin(a):.1f} "
                f"{c - band * math.cos(a):.1f}) rotate({math.degrees(a):.1f}) scale(0.13)",
                fill=GILT,
            )
            for a in (step * (i + 0.5) for i in range(len(ring)))
        ],
        circle(c, c, card_r + 44, fill="none", stroke=GILT, stroke_width=1.5, opacity="0.6"),
        circle(c, c, card_r - 44, fill="none", stroke=GILT, stroke_width=1.5, opacity="0.6"),
    ]
    for i, (pool, (_, cards)) in enumerate(zip(pools, ring, strict=True)):
        angle = math.degrees(step * i)
        body += _bowl(pool)
        a = step * i
        body.append(_mini_cards(cards, c + card_r * math.sin(a), c - card_r * math.cos(a), angle))
    body += _bowl(centre_pool)
    defs = [*ornament_defs("fleur"), *(pip_def(suit) for suit in "SHDC")]
    svg = document(size, size, body, title=title, defs=defs, size_mm=(400.0, 400.0))
    return Board(name, svg, (size, size), (400.0, 400.0), (*pools, centre_pool))


_HONOURS: list[RingPool] = [
    ("ace", (("1", "H"),)),
    ("king", (("R", "S"),)),
    ("queen", (("D", "D"),)),
    ("jack", (("V", "C"),)),
    ("ten", (("10", "H"),)),
]


def poch_board() -> Board:
    """The nine-pool Pochbrett: eight bowls in a ring round the central pot."""
    ring = [
        *_HONOURS,
        ("marriage", (("R", "H"), ("D", "H"))),
        ("sequence", (("7", "S"), ("8", "S"), ("9", "S"))),
        ("poch", (("1", "C"), ("1", "D"), ("1", "S"))),
    ]
    return _round_board("poch", "Poch board: nine pools", ring, ("centre", 130.0, False))


def poque_board() -> Board:
    """The six-pool Poque board: Ace, King, Queen, Jack and Ten round the Poque."""
    return _round_board("poque", "Poque board: six pools", _HONOURS, ("poque", 120.0, True))


def hoc_board() -> Board:
    """The Hoc stake tray: three compartments side by side (point, séquence, tricon), each
    under a header with its cards and its name."""
    w, h = 1200.0, 480.0
    keys: list[RingPool] = [
        ("point", (("1", "H"), ("R", "H"), ("7", "H"))),
        ("sequence", (("7", "S"), ("8", "S"), ("9", "S"))),
        ("tricon", (("R", "C"), ("R", "H"), ("R", "S"))),
    ]
    body = [
        rect(4, 4, w - 8, h - 8, rx=40, fill=WOOD_DARK),
        rect(14, 14, w - 28, h - 28, rx=32, fill=WOOD, stroke=WOOD_LIGHT, stroke_width=4.0),
        rect(30, 30, w - 60, h - 60, rx=22, fill="none", stroke=GILT, stroke_width=2.5),
    ]
    pools = []
    cell = (w - 80) / 3
    for i, (key, cards) in enumerate(keys):
        x0 = 40 + i * cell
        body += [
            rect(x0 + 10, 110, cell - 20, h - 160, rx=26, fill=GILT),
            rect(
                x0 + 16,
                116,
                cell - 32,
                h - 172,
                rx=21,
                fill=BAIZE,
                stroke=BAIZE_DARK,
                stroke_width=6.0,
            ),
            _mini_cards(cards, x0 + 52, 70, 0.0, 0.62),
        ]
        name = Label(x0 + 104 + (cell - 124) / 2, 70, 0.0, cell - 124, 66.0)
        pools.append(Pool(key, x0 + cell / 2, 116 + (h - 172) / 2, (cell - 32) / 2 - 20, name))
    defs = [pip_def(suit) for suit in "SHC"]
    svg = document(
        w, h, body, title="Hoc board: point, séquence, tricon", defs=defs, size_mm=(300.0, 120.0)
    )
    return Board("hoc", svg, (w, h), (300.0, 120.0), tuple(pools))


def pot() -> Board:
    """A turned wooden pot (seen from above) for the stakes of a hand."""
    s = 400.0
    c = s / 2
    body = [
        circle(c, c, 196, fill=WOOD_DARK),
        circle(c, c, 188, fill=WOOD_LIGHT),
        circle(c, c, 172, fill=WOOD, stroke=GILT, stroke_width=3.0),
        circle(c, c, 150, fill=WOOD_DARK),
        circle(c, c, 142, fill=BAIZE, stroke=BAIZE_DARK, stroke_width=6.0),
        *[
            circle(c + 181 * math.cos(a), c + 181 * math.sin(a), 3.0, fill=GILT)
            for a in (2 * math.pi * k / 24 for k in range(24))
        ],
    ]
    svg = document(s, s, body, title="pot", size_mm=(120.0, 120.0))
    return Board("pot", svg, (s, s), (120.0, 120.0), (Pool("pot", c, c, 130.0),))


def all_boards() -> tuple[Board, ...]:
    """Every board, in a fixed order."""
    return (poch_board(), poque_board(), hoc_board(), pot())
