"""Card combinations shared by the vying games: runs (sequences), every set of a rank
(tricons, brelans; the best one alone is ``announcements.best_set``) and the point (the
longest suit).

Ranks run in natural order, Ace low to King high (1 … 13), with no wrap-around. Hands are
bitmasks (``histcards.cards``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from histcards.cards import RANK_MASKS, Card, cards_in, make_card

SUIT_BITS = (1 << 13) - 1


@dataclass(frozen=True, slots=True)
class Run:
    """A run of consecutive ranks: its length, its top rank and one card per rank."""

    length: int
    top: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class RankSet:
    """Several cards of one rank (three: a brelan, four: a fredon / carré)."""

    size: int
    rank: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Point:
    """A hand's point: its best suit by number of cards, then by total value."""

    count: int
    value: int
    suit: int
    cards: tuple[Card, ...]


def _runs_in_bits(bits: int, min_length: int) -> list[tuple[int, int]]:
    """Maximal runs of set bits (bit 0 = Ace) as ``(length, top rank)``."""
    found = []
    rank = 1
    while bits:
        if bits & 1:
            length = 0
            while bits & 1:
                length += 1
                bits >>= 1
                rank += 1
            if length >= min_length:
                found.append((length, rank - 1))
        else:
            bits >>= 1
            rank += 1
    return found


def runs(hand: int, suited: bool = True, min_length: int = 3) -> list[Run]:
    """Every maximal run of ``min_length`` or more consecutive ranks in ``hand``.

    Suited runs lie in one suit; unsuited runs take any suit for each rank (the card of
    the first suit in S H D C order stands for the rank).
    """
    found: list[Run] = []
    if suited:
        for suit in range(4):
            bits = hand >> (13 * suit) & SUIT_BITS
            for length, top in _runs_in_bits(bits, min_length):
                cards = tuple(make_card(r, suit) for r in range(top - length + 1, top + 1))
                found.append(Run(length, top, cards))
        return found
    ranks = 0
    for suit in range(4):
        ranks |= hand >> (13 * suit) & SUIT_BITS
    for length, top in _runs_in_bits(ranks, min_length):
        cards = tuple(next(cards_in(hand & RANK_MASKS[r]))
                      for r in range(top - length + 1, top + 1))
        found.append(Run(length, top, cards))
    return found


def rank_sets(hand: int, min_size: int = 3) -> list[RankSet]:
    """Every rank held ``min_size`` times or more, lowest rank first."""
    found = []
    for rank in range(1, 14):
        held = hand & RANK_MASKS[rank]
        size = held.bit_count()
        if size >= min_size:
            found.append(RankSet(size, rank, tuple(cards_in(held))))
    return found


def best_point(hand: int, values: Sequence[int]) -> Point:
    """The point of ``hand``: the suit with most cards, then the highest total of
    ``values[card]``; between equal suits the first in S H D C order."""
    points = []
    for suit in range(4):
        cards = tuple(cards_in(hand & (SUIT_BITS << (13 * suit))))
        points.append(Point(len(cards), sum(values[c] for c in cards), suit, cards))
    return max(points, key=lambda point: (point.count, point.value))  # the first of equals
