"""Small reusable ornaments, each a 100-unit ``<defs>`` group coloured by its ``<use>``."""

from __future__ import annotations

from histcards.art.svg import circle, el, path, rect

_FLEUR = (
    "M0 -50C9 -40 16 -26 14 -10C13 -2 9 3 5 7L-5 7C-9 3 -13 -2 -14 -10C-16 -26 -9 -40 0 -50Z"
    "M7 7C16 -2 22 -14 28 -24C35 -34 49 -32 49 -19C49 -10 41 -6 36 -10C41 -13 41 -20 35 -20"
    "C28 -19 24 -4 20 8Z"
    "M-7 7C-16 -2 -22 -14 -28 -24C-35 -34 -49 -32 -49 -19C-49 -10 -41 -6 -36 -10"
    "C-41 -13 -41 -20 -35 -20C-28 -19 -24 -4 -20 8Z"
    "M-6 17C-7 29 -15 38 -28 41C-17 48 -5 42 0 32C5 42 17 48 28 41C15 38 7 29 6 17Z"
)

DEFS: dict[str, str] = {
    "fleur": el("g", path(_FLEUR), rect(-25, 7, 50, 10), id="fleur"),
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
