"""Everything the generator writes, as a mapping from path (under ``resources/``) to text."""

from __future__ import annotations

from histcards.art.cards import RANKS, FaceStyle, card_name, face
from histcards.art.palette import FOUR_COLOUR, SUITS, TWO_COLOUR

PACKS = {"paris": TWO_COLOUR, "paris-4colour": FOUR_COLOUR}


def card_files() -> dict[str, str]:
    """All 52 faces of each pack, plus the aces indexed ``A`` instead of ``1``."""
    out: dict[str, str] = {}
    for pack, colours in PACKS.items():
        style = FaceStyle(colours)
        for suit in SUITS:
            for rank in RANKS:
                out[f"cards/{pack}/{card_name(rank, suit)}.svg"] = face(rank, suit, style)
        lettered = FaceStyle(colours, ace_index="A")
        for suit in SUITS:
            out[f"cards/{pack}-ace-A/{card_name('A', suit)}.svg"] = face("A", suit, lettered)
    return out


def generate() -> dict[str, str]:
    """Every generated resource file, keyed by its path relative to ``resources/``."""
    files = card_files()
    return dict(sorted(files.items()))
