"""The benchmark's perfect-information reference bot: a yardstick, never offered to
players. It is given the real match, so it sees every hand (and the stock), and searches
exactly where it can:

- trick play (Polignac, Quarante de Roi, Homme d'Auvergne): each legal action is played
  in the real deal; with at most ``EXACT_FROM`` cards left the rest of the deal is solved
  exactly (every seat playing the best card for its own result: max^n, minimax where
  partners share a result); before that the game's rollout policy plays on, and the last
  ``EXACT_FROM`` cards are solved exactly (``histcards.ai.trickplay``); bids and
  declarations are played on the same way (``TrickModel.finish``);
- vying (Poch's betting, Hoc's auctions): it knows whether it wins the showdown, and vies
  by the same mixed strategy as the bots with that certainty for its equity, without
  bluffs or slow plays;
- the stops play-outs (Poch, Hoc): every distinct choice is played on in the real deal by
  the game's rollout policy, and the best result taken.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from dataclasses import replace

from histcards.ai.base import Bot
from histcards.ai.search import GameAI, relative_result, world_values
from histcards.ai.stops import VyingStopsBot
from histcards.ai.vying import Style, decide
from histcards.engine import GAMES, Match
from histcards.engine.actions import Action
from histcards.engine.observation import Observation

EXACT_FROM = 16
"""Cards left from which the reference solves a trick game's deal exactly."""
STYLE = Style()
"""How the reference vies, its equity certain: no bluffs, no slow plays."""


class ReferenceBot:
    """The perfect-information reference bot of one game."""

    def __init__(self, game: str, heuristic: Bot) -> None:
        module = importlib.import_module(GAMES[game].info.bot)
        self.ai: GameAI | None = getattr(module, "AI", None)
        self.stops = heuristic if isinstance(heuristic, VyingStopsBot) else None
        if self.ai is None and self.stops is None:
            raise ValueError(f"{game} has no bot the reference can search with")

    def choose(self, match: Match, legal: Sequence[Action], rng: random.Random) -> Action:
        """The reference's action for the seat to act in the real ``match``."""
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        seat = match.to_act
        assert seat is not None  # a decision is asked of the seat to act
        obs = match.observation(seat)
        if self.ai is not None:
            return self._trick_game(self.ai, match, obs, legal, rng)
        assert self.stops is not None
        if self.stops.vying(obs):
            move = decide(self.stops.exact_spot(match, obs, legal), STYLE, rng)
            return self.stops.action(obs, move, legal, rng)
        candidates = self.stops.candidates(obs, legal)
        values = world_values(match, seat, candidates, rng.getrandbits(32), self.stops.policy,
                              relative_result)
        return candidates[max(range(len(candidates)), key=values.__getitem__)]

    @staticmethod
    def _trick_game(ai: GameAI, match: Match, obs: Observation, legal: list[Action],
                    rng: random.Random) -> Action:
        """Each candidate played on in the real deal, its end solved exactly; ties go to
        the heuristic's choice."""
        candidates = ai.candidates(obs, legal)
        model = ai.model
        if model is not None:
            model = replace(model, solve_from=EXACT_FROM, exact_from=EXACT_FROM)
        values = world_values(match, obs.seat, candidates, rng.getrandbits(32), ai.policy,
                              ai.value, model)
        preferred = ai.heuristic(obs, legal, rng)
        return max(zip(values, candidates, strict=True),
                   key=lambda pair: (pair[0], pair[1] == preferred))[1]
