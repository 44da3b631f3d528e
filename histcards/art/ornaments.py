"""Small reusable ornaments, each a 100-unit ``<defs>`` group coloured by its ``<use>``."""

from __future__ import annotations

from histcards.art.svg import circle, el, path, rect

_FLEUR = (
    "M0 -50C11 -38 17 -20 8 4L-8 4C-17 -20 -11 -38 0 -50Z"
    "M9 6C20 -4 22 -28 38 -31C51 -33 55 -19 46 -11C45 -21 37 -22 33 -15C29 -6 31 3 22 10Z"
    "M-9 6C-20 -4 -22 -28 -38 -31C-51 -33 -55 -19 -46 -11C-45 -21 -37 -22 -33 -15"
    "C-29 -6 -31 3 -22 10Z"
    "M-6 18C-8 31 -18 38 -30 42C-19 47 -6 41 0 31C6 41 19 47 30 42C18 38 8 31 6 18Z"
)

DEFS: dict[str, str] = {
    "fleur": el("g", path(_FLEUR), rect(-27, 6, 54, 11), id="fleur"),
    "ermine": el(
        "g",
        circle(0, -30, 11),
        circle(-15, -42, 9),
        circle(15, -42, 9),
        path("M-8 -24L8 -24L16 44L0 28L-16 44Z"),
        id="ermine",
    ),
    "rosette": el(
        "g",
        circle(0, -26, 20),
        circle(26, 0, 20),
        circle(0, 26, 20),
        circle(-26, 0, 20),
        circle(0, 0, 16),
        id="rosette",
    ),
    "lozenge": el("g", path("M0 -50L36 0L0 50L-36 0Z"), id="lozenge"),
}


def ornament_defs(*names: str) -> list[str]:
    """The ``<defs>`` entries for the named ornaments, in the order given."""
    return [DEFS[name] for name in names]
