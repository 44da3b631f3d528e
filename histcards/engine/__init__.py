"""The rules engine: pure Python, no Qt, no I/O, no global state.

``GAMES[id]`` describes a game (names, player counts, direction, options schema);
``new_match`` starts a match; see ``shared/design/ENGINE.md`` for the contract.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from histcards.engine.actions import Action
from histcards.engine.errors import IllegalAction, RecordError
from histcards.engine.game import GameRules, Layout
from histcards.engine.games import GAME_RULES
from histcards.engine.match import Match
from histcards.engine.observation import Observation

GAMES: Mapping[str, GameRules] = {rules.id: rules for rules in GAME_RULES}


def new_match(game: str, players: int, options: Mapping[str, Any] | None = None,
              seed: int = 0, names: Sequence[str] | None = None) -> Match:
    """Start a match of ``game`` (an id of ``GAMES``); ``ValueError`` on bad arguments."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (the games are: {', '.join(sorted(GAMES))})")
    return Match(GAMES[game], players, options, seed=seed, names=names)


__all__ = ["GAMES", "Action", "IllegalAction", "Layout", "Match", "Observation", "RecordError",
           "new_match"]
