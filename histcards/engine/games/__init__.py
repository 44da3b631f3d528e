"""The game modules, one per game; ``GAME_RULES`` lists the registered ones."""

from histcards.engine.game import GameRules
from histcards.engine.games.homme import Homme
from histcards.engine.games.polignac import Polignac
from histcards.engine.games.quarante import Quarante

GAME_RULES: tuple[GameRules, ...] = (Polignac(), Quarante(), Homme())
