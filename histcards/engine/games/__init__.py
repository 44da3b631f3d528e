"""The game modules, one per game, and ``GAMES``: the registered games by id."""

from collections.abc import Mapping

from histcards.engine.game import GameRules
from histcards.engine.games.hoc import HocMazarin
from histcards.engine.games.homme import Homme
from histcards.engine.games.poch import Poch
from histcards.engine.games.polignac import Polignac
from histcards.engine.games.quarante import Quarante

GAMES: Mapping[str, GameRules] = {
    rules.id: rules for rules in (Polignac(), Quarante(), Homme(), Poch(), HocMazarin())
}
