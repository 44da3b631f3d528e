"""Sets of a rank held in hand (Quarante's cliques, Hoc's tricons) and announcements
compared size first, rank second, revealed no more than the comparison needs.

Announcements of a deal are kept as an immutable tuple of ``Announced`` values, so a
deal's copy shares them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from histcards.cards import RANK_MASKS, RANK_SYMBOLS

RANK_WORDS = {11: "Jacks", 12: "Queens", 13: "Kings"}
SIZE_WORDS = {3: "three", 4: "four"}


def best_set(hand: int, ranks_high_to_low: Sequence[int], min_size: int = 3
             ) -> tuple[int, int] | None:
    """The best set of one rank in ``hand`` among ``ranks_high_to_low``: the most cards
    first, then the highest rank. Returns ``(size, rank)`` or None below ``min_size``."""
    best: tuple[int, int] | None = None
    best_key = (0, 0)
    for strength, rank in enumerate(reversed(ranks_high_to_low)):
        size = (hand & RANK_MASKS[rank]).bit_count()
        if size >= min_size and (size, strength) > best_key:
            best, best_key = (size, rank), (size, strength)
    return best


@dataclass(frozen=True, slots=True)
class Announced:
    """One announced set: who, how many cards, which rank, and whether the rank is public."""

    seat: int
    size: int
    rank: int
    rank_public: bool = False

    def text(self) -> str:
        """The announcement in English words: "three", or "three Kings" once shown (the
        interface words it from ``size`` and ``rank``)."""
        size = SIZE_WORDS[self.size]
        return f"{size} {RANK_WORDS[self.rank]}" if self.rank_public else size

    def as_json(self) -> dict[str, Any]:
        """The public form of the announcement (``announcements`` table entry)."""
        return {"seat": self.seat, "text": self.text(), "size": self.size,
                "rank": RANK_SYMBOLS[self.rank - 1] if self.rank_public else None}


def announce(announced: tuple[Announced, ...], seat: int, size: int, rank: int
             ) -> tuple[tuple[Announced, ...], list[Announced]]:
    """Add an announcement, size only (Quarante rules §4.3). When it ties the largest size
    announced so far, every announcer of that size states his rank (in announcement
    order, i.e. from first hand). Returns the new announcements and the ones whose rank
    has just been revealed."""
    new = (*announced, Announced(seat, size, rank))
    top = max(a.size for a in new)
    tied = [a for a in new if a.size == top]
    if size != top or len(tied) < 2:
        return new, []
    revealed = [Announced(a.seat, a.size, a.rank, True) for a in tied if not a.rank_public]
    by_seat = {a.seat: a for a in revealed}
    return tuple(by_seat.get(a.seat, a) for a in new), revealed


def best_announced(announced: Sequence[Announced], ranks_high_to_low: Sequence[int]
                   ) -> Announced | None:
    """The winning announcement: largest size, then highest rank."""
    if not announced:
        return None
    strength = {rank: -i for i, rank in enumerate(ranks_high_to_low)}
    return max(announced, key=lambda a: (a.size, strength[a.rank]))
