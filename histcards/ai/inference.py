"""Inference from the plays: how likely the other seats' observed decisions were in a
sampled world.

A world (``histcards.ai.worlds``) is rebuilt by replaying the deal's public actions from
its start. Before each decision of another seat (partner or opponent) that the observing
seat saw in full, the world stands where that seat stood, holding the hand the world
gives it; a model of play — the game's rules of thumb, the same policy the search rolls
out with — tells what that seat would have done there. The decision observed counts
``1 − deviation`` if it is the model's choice and shares ``deviation`` with every other
legal choice otherwise (people deviate from any rule of thumb). The product over the
deal's observed decisions is the world's likelihood: a world where the others' plays make
sense (the player who ducked held no lower card, the one who led a suit was long in it)
weighs more in the search's totals than one where they look like blunders.

Only the public actions and the sampled world are read, never the real match: the weight
is a function of the observation and the draw, as the world is.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from histcards.ai.worlds import Judge
from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.engine.observation import Observation

Policy = Callable[[Match, random.Random], Action]
"""The model of play: the action of ``world.to_act`` in a world (a search's rollout
policy)."""


@dataclass(frozen=True)
class Inference:
    """A search level's inference: its model of play expects a share ``deviation`` of
    the others' decisions to depart from the rules of thumb; the search draws ``pool``
    times as many worlds as it plays and keeps them by their likelihood (1: it plays the
    worlds as drawn, their totals weighted by it)."""

    deviation: float
    pool: int = 1
    partners: bool = True
    """Whether a partner's decisions are judged too (False: the opponents' only)."""

    def __post_init__(self) -> None:
        if not 0 < self.deviation < 1:
            raise ValueError("a deviation is a share strictly between 0 and 1")
        if self.pool < 1:
            raise ValueError("a pool holds at least the worlds played")


@dataclass(frozen=True)
class PlayModel:
    """How likely a decision is in a world: the ``policy``'s choice has probability
    ``1 − deviation``, each other legal action an equal share of ``deviation``."""

    policy: Policy
    settings: Inference

    def likelihood(self, world: Match, action: Action, rng: random.Random) -> float:
        """The probability that the seat to act in ``world`` takes ``action`` (legal)."""
        legal = world.legal()
        choices = len(legal)
        if choices <= 1:
            return 1.0
        deviation = self.settings.deviation
        if self.policy(world, rng) == action:
            return 1.0 - deviation
        return deviation / (choices - 1)

    def judge(self, observation: Observation, rng: random.Random) -> Judge:
        """The sampler's judge for ``observation``'s seat: the likelihood of each decision
        of the seats the settings judge, 1 for the others'."""
        if self.settings.partners or not observation.teams:
            unjudged: frozenset[int] = frozenset()
        else:
            unjudged = next(
                frozenset(team) for team in observation.teams if observation.seat in team
            )

        def judge(world: Match, action: Action) -> float:
            if world.to_act in unjudged:
                return 1.0
            return self.likelihood(world, action, rng)

        return judge
