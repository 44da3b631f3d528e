"""Computer opponents, pure Python: bots see an Observation and the legal actions, never
the match itself (``histcards.ai.base``).

``LEVELS`` are the three strengths a player picks from; ``make_bot(game, level)`` gives the
bot of a game at a level.
"""

from __future__ import annotations

from dataclasses import dataclass

from histcards.ai.base import UNLIMITED, Bot, Budget, RandomBot


@dataclass(frozen=True)
class Level:
    """A strength a player can choose for a computer seat."""

    id: str
    names: dict[str, str]


LEVELS: tuple[Level, ...] = (
    Level("novice", {"en": "Novice", "fr": "Novice"}),
    Level("joueur", {"en": "Player", "fr": "Joueur"}),
    Level("maitre", {"en": "Master", "fr": "Maître"}),
)
DEFAULT_LEVEL = "joueur"


def make_bot(game: str, level: str = DEFAULT_LEVEL) -> Bot:
    """The bot playing ``game`` at ``level`` (an id of ``LEVELS``)."""
    if level not in {lv.id for lv in LEVELS}:
        raise ValueError(f"unknown level {level!r}")
    return RandomBot()


__all__ = ["DEFAULT_LEVEL", "LEVELS", "UNLIMITED", "Bot", "Budget", "Level", "RandomBot",
           "make_bot"]
