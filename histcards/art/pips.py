"""Suit signs and the pip layouts of the number cards.

Each sign is a ``<g id="pip-X">`` 100 units tall centred on the origin, with no fill of its
own so that the ``<use>`` that places it sets the colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from histcards.art.svg import circle, el, path, place, use

_HEART = "M0 -27C-7 -46 -47 -50 -48 -17C-49 9 -19 25 0 50C19 25 49 9 48 -17C47 -50 7 -46 0 -27Z"
_DIAMOND = "M0 -50Q14 -19 39 0Q14 19 0 50Q-14 19 -39 0Q-14 -19 0 -50Z"
_SPADE = (
    "M0 -50C16 -28 48 -12 48 14C48 40 16 45 3 26L-3 26C-16 45 -48 40 -48 14C-48 -12 -16 -28 0 -50Z"
)
_STEM = "M-4 14C-5 32 -12 43 -23 50L23 50C12 43 5 32 4 14Z"

SHAPES: dict[str, tuple[str, ...]] = {
    "S": (path(_SPADE), path(_STEM)),
    "H": (path(_HEART),),
    "D": (path(_DIAMOND),),
    "C": (
        circle(0, -25, 21.5),
        circle(-24, 9, 21.5),
        circle(24, 9, 21.5),
        circle(0, 2, 12),
        path(_STEM),
    ),
}


def pip_id(suit: str) -> str:
    """The definition id of a suit sign."""
    return f"pip-{suit}"


def pip_def(suit: str) -> str:
    """The ``<defs>`` entry for one suit sign."""
    return el("g", *SHAPES[suit], id=pip_id(suit))


def pip(suit: str, x: float, y: float, height: float, fill: str, flip: bool = False) -> str:
    """Place a suit sign of ``height`` units centred at ``(x, y)``."""
    return use(pip_id(suit), transform=place(x, y, height / 100, 180 if flip else 0), fill=fill)


@dataclass(frozen=True)
class PipSpot:
    """One pip of a number card, in fractions of the card's width and height."""

    x: float
    y: float

    @property
    def flipped(self) -> bool:
        """Pips below the middle are drawn upside down."""
        return self.y > 0.5


_L, _C, _R = 0.297, 0.5, 0.703
_TOP, _BOTTOM = 0.233, 0.767


def _column(xs: tuple[float, ...], ys: tuple[float, ...]) -> list[PipSpot]:
    return [PipSpot(x, y) for y in ys for x in xs]


def layout(rank: int) -> tuple[PipSpot, ...]:
    """Pip positions for ranks 1 (ace) to 10, in the French/international arrangement."""
    side = (_L, _R)
    four = _column(side, (_TOP, _BOTTOM))
    six = _column(side, (_TOP, 0.5, _BOTTOM))
    eight = _column(side, (_TOP, 0.411, 0.589, _BOTTOM))
    spots: dict[int, list[PipSpot]] = {
        1: [PipSpot(_C, 0.5)],
        2: [PipSpot(_C, _TOP), PipSpot(_C, _BOTTOM)],
        3: [PipSpot(_C, _TOP), PipSpot(_C, 0.5), PipSpot(_C, _BOTTOM)],
        4: four,
        5: [*four, PipSpot(_C, 0.5)],
        6: six,
        7: [*six, PipSpot(_C, 0.3665)],
        8: [*six, PipSpot(_C, 0.3665), PipSpot(_C, 0.6335)],
        9: [*eight, PipSpot(_C, 0.5)],
        10: [*eight, PipSpot(_C, 0.322), PipSpot(_C, 0.678)],
    }
    return tuple(spots[rank])
