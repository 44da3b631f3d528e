"""The four flat inks plus flesh of the Paris pattern, and the suits' colours."""

from __future__ import annotations

from dataclasses import dataclass

RED = "#c41f2f"
BLUE = "#23468f"
YELLOW = "#f0bd2c"
INK = "#1b1a1a"
FLESH = "#f6d8b8"
WHITE = "#ffffff"
PAPER = "#fffdf8"
EDGE = "#8a8580"

SUITS = ("S", "H", "D", "C")


@dataclass(frozen=True)
class SuitColours:
    """Ink used for each suit's signs and indices."""

    spade: str
    heart: str
    diamond: str
    club: str

    def of(self, suit: str) -> str:
        """Colour of suit letter ``S``, ``H``, ``D`` or ``C``."""
        return {"S": self.spade, "H": self.heart, "D": self.diamond, "C": self.club}[suit]


TWO_COLOUR = SuitColours(spade=INK, heart=RED, diamond=RED, club=INK)
FOUR_COLOUR = SuitColours(spade=INK, heart=RED, diamond="#1c5fc4", club="#17803d")
