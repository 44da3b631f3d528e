"""The game modules, one per game; ``GAME_RULES`` lists the registered ones."""

from histcards.engine.game import GameRules
from histcards.engine.games.poch import Poch
from histcards.engine.games.polignac import Polignac

GAME_RULES: tuple[GameRules, ...] = (Polignac(), Poch())
