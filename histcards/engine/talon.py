"""The talon: the face-down undealt cards, from whose top cards are turned face up
(Homme d'Auvergne's turn-ups and réjouissances, Poch's turned trump card).

A deal keeps its talon as two lists, ``stock`` (face down, top first) and ``turnups``
(face up, in the order turned), so its ``copy`` stays shallow.
"""

from __future__ import annotations

from typing import Any

from histcards.cards import CARD_NAMES, Card


def turn_top(stock: list[Card], turnups: list[Card]) -> Card:
    """Turn the talon's top card face up beside it; returns the card."""
    card = stock.pop(0)
    turnups.append(card)
    return card


def talon_table(stock: list[Card], turnups: list[Card]) -> dict[str, Any]:
    """The shared table keys of a talon: ``talon`` (cards face down) and ``turnups``."""
    return {"talon": len(stock), "turnups": [CARD_NAMES[c] for c in turnups]}
