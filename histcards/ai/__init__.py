"""Computer opponents, pure Python: bots see an Observation and the legal actions, never
the match itself (``histcards.ai.base``).

``LEVELS`` are the three strengths a player picks from; ``make_bot(game, level)`` gives the
bot of a game at a level. ``GAME_BOTS`` registers, per game, the ``bot(level)`` function of
its module ``histcards.ai.games.<game>`` (levels of ``BOT_LEVELS``: the three player-facing
levels and the noise-free ``heuristic`` yardstick); a game without one gets ``RandomBot``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from histcards.ai.base import UNLIMITED, Bot, Budget, RandomBot
from histcards.ai.games import BOT_LEVELS, homme, polignac, quarante

GAME_BOTS: dict[str, Callable[[str], Bot]] = {
    "polignac": polignac.bot,
    "quarante": quarante.bot,
    "homme": homme.bot,
}
AI_GAMES: tuple[str, ...] = tuple(GAME_BOTS)


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
    return game_bot(game, level_id)


def game_bot(game: str, level_id: str) -> Bot:
    """The bot of ``game`` at a level of ``BOT_LEVELS`` (``RandomBot`` for a game without
    bots of its own)."""
    if level_id not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level_id!r}")
    factory = GAME_BOTS.get(game)
    return factory(level_id) if factory else RandomBot()


__all__ = ["AI_GAMES", "BOT_LEVELS", "DEFAULT_LEVEL", "GAME_BOTS", "LEVELS", "UNLIMITED",
           "Bot", "Budget", "Level", "RandomBot", "budget_for", "game_bot", "level", "make_bot"]
