"""Computer opponents, pure Python: bots see an Observation and the legal actions, never
the match itself (``histcards.ai.base``).

``LEVELS`` are the three strengths a player picks from; ``make_bot(game, level)`` gives the
bot of a game at a level.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from histcards.ai.base import UNLIMITED, Bot, Budget, RandomBot


@dataclass(frozen=True)
class Level:
    """A strength a player can choose for a computer seat."""

    id: str
    names: dict[str, str]
    seconds: float
    """The most a decision at this level may take (an anytime cap)."""


LEVELS: tuple[Level, ...] = (
    Level("novice", {"en": "Novice", "fr": "Novice"}, 0.1),
    Level("joueur", {"en": "Player", "fr": "Joueur"}, 0.5),
    Level("maitre", {"en": "Master", "fr": "Maître"}, 2.0),
)
DEFAULT_LEVEL = "joueur"


def level(level_id: str) -> Level:
    """The level of an id of ``LEVELS``; ``ValueError`` if unknown."""
    for candidate in LEVELS:
        if candidate.id == level_id:
            return candidate
    raise ValueError(f"unknown level {level_id!r}")


def budget_for(level_id: str, clock: Callable[[], float]) -> Budget:
    """The time budget of a decision at a level, measured with the caller's ``clock``."""
    return Budget(seconds=level(level_id).seconds, clock=clock)


def make_bot(game: str, level_id: str = DEFAULT_LEVEL) -> Bot:
    """The bot playing ``game`` at a level (an id of ``LEVELS``)."""
    level(level_id)
    return RandomBot()


__all__ = ["DEFAULT_LEVEL", "LEVELS", "UNLIMITED", "Bot", "Budget", "Level", "RandomBot",
           "budget_for", "level", "make_bot"]
