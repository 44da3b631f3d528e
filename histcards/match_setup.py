"""What a new match is made of: the game, its options and who sits in each seat.

The new-game dialog produces a ``MatchSetup``; the controller builds the match and the
seats from it; the autosave stores its seats beside the deal record.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

HUMAN = "human"
COMPUTER = "computer"


@dataclass(frozen=True)
class SeatSetup:
    """One seat: a name, human or computer, and the computer's level (an ai level id)."""

    name: str
    kind: str = COMPUTER
    level: str = "joueur"

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        """The seat as stored in an autosave."""
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> SeatSetup:
        """A seat read back from an autosave; ``ValueError`` if malformed."""
        kind = data.get("kind", COMPUTER)
        if kind not in (HUMAN, COMPUTER):
            raise ValueError(f"a seat is human or computer, not {kind!r}")
        name, level = data.get("name", ""), data.get("level", "joueur")
        if not isinstance(name, str) or not isinstance(level, str):
            raise ValueError("a seat's name and level are text")
        return SeatSetup(name, kind, level)


@dataclass(frozen=True)
class MatchSetup:
    """A match to start: game id, player count, options, seats in seat order and an
    optional seed (the deal number a player can type to replay a deal)."""

    game: str
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seats: tuple[SeatSetup, ...] = ()
    seed: int | None = None

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats a person plays."""
        return tuple(s for s, seat in enumerate(self.seats) if seat.is_human)
