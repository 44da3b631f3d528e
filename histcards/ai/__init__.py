"""Computer opponents, pure Python: bots see an Observation and the legal actions, never
the match itself (``histcards.ai.base``).

``LEVELS`` are the three strengths a player picks from; ``make_bot(game, level)`` gives the
bot of a game at a level. Each game's declaration names the module of its bots
(``GameInfo.bot``, ``histcards.ai.games.<id>`` by default), whose ``bot(level)`` makes them
for each level of ``BOT_LEVELS`` (the three player-facing levels and the noise-free
``heuristic`` yardstick); a game without such a module gets ``RandomBot``.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass

from histcards.ai.base import UNLIMITED, Bot, Budget, RandomBot
from histcards.ai.games import BOT_LEVELS
from histcards.engine import GAMES
from histcards.engine.text import SHARED, Text


@dataclass(frozen=True)
class Level:
    """A strength a player can choose for a computer seat."""

    id: str
    name: Text
    seconds: float
    """The most CPU time a decision at this level may take (an anytime cap, measured on
    the thinking thread: see ``Budget``)."""


LEVELS: tuple[Level, ...] = (
    Level("novice", Text(SHARED, "Beginner"), 0.01),
    Level("joueur", Text(SHARED, "Intermediate"), 0.1),
    Level("maitre", Text(SHARED, "Master"), 0.5),
)
DEFAULT_LEVEL = "joueur"
SEARCH_SHARE = 0.8
"""The share of a level's budget its search may take: the rest is room for what a decision
does before and after it (reading the observation, drawing its sampler, choosing among
the results), so that a decision stays within the budget."""


def level(level_id: str) -> Level:
    """The level of an id of ``LEVELS``; ``ValueError`` if unknown."""
    for candidate in LEVELS:
        if candidate.id == level_id:
            return candidate
    raise ValueError(f"unknown level {level_id!r}")


def budget_for(level_id: str, clock: Callable[[], float]) -> Budget:
    """The time budget of a decision at a level, measured with the caller's ``clock``
    (``time.thread_time`` for the CPU time of the thread that thinks)."""
    return Budget(seconds=SEARCH_SHARE * level(level_id).seconds, clock=clock)


def make_bot(game: str, level_id: str = DEFAULT_LEVEL) -> Bot:
    """The bot playing ``game`` at a level (an id of ``LEVELS``)."""
    level(level_id)
    return game_bot(game, level_id)


def game_bot(game: str, level_id: str) -> Bot:
    """The bot of ``game`` at a level of ``BOT_LEVELS`` (``RandomBot`` for a game whose
    declaration names no module of bots that exists)."""
    if level_id not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level_id!r}")
    factory = bot_factory(game)
    return factory(level_id) if factory else RandomBot()


def bot_factory(game: str) -> Callable[[str], Bot] | None:
    """The ``bot(level)`` function of a game's bot module, or None if it has none."""
    name = GAMES[game].info.bot
    if importlib.util.find_spec(name) is None:
        return None
    return getattr(importlib.import_module(name), "bot", None)


__all__ = ["BOT_LEVELS", "DEFAULT_LEVEL", "LEVELS", "UNLIMITED", "Bot", "Budget", "Level",
           "RandomBot", "bot_factory", "budget_for", "game_bot", "level", "make_bot"]
