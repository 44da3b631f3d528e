"""The rules engine: pure Python, no Qt, no I/O, no global state.

``GAMES[id]`` describes a game (names, player counts, direction, options schema);
``new_match`` starts a match; architecture §9 (``docs/architecture.md``) describes seats,
actions, records and replays.
"""

from histcards.engine.actions import Action
from histcards.engine.errors import IllegalAction, RecordError
from histcards.engine.game import GameRules, Layout
from histcards.engine.games import GAMES
from histcards.engine.match import Match, new_match, replay_record
from histcards.engine.observation import Observation

__all__ = ["GAMES", "Action", "GameRules", "IllegalAction", "Layout", "Match", "Observation",
           "RecordError", "new_match", "replay_record"]
