"""The bot interface every computer opponent implements.

A bot decides from what its seat may know: an ``Observation`` and the legal actions. It
never sees the match itself. All randomness comes from the ``rng`` the caller passes, so a
bot's choice is reproducible from a deal record and a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from histcards.engine.actions import Action
from histcards.engine.observation import Observation


@dataclass(frozen=True)
class Budget:
    """How much thinking one decision may take.

    ``iterations`` bounds the work (samples, rollouts) and keeps a decision reproducible.
    ``seconds`` is an anytime cap, measured with the ``clock`` the caller injects (the AI
    layer never reads a clock of its own); without a clock only ``iterations`` counts.
    """

    iterations: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] | None = None

    def deadline(self) -> Callable[[], bool]:
        """A function telling, each time it is called, whether the time is up."""
        if self.seconds is None or self.clock is None:
            return lambda: False
        clock = self.clock
        end = clock() + self.seconds
        return lambda: clock() >= end


UNLIMITED = Budget()


class Bot(Protocol):
    """A computer player: it chooses one of the legal actions."""

    def choose(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Action:
        """One of ``legal``, decided from ``observation`` only."""


class RandomBot:
    """Plays a legal action chosen uniformly at random: the yardstick of the benchmarks."""

    def choose(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Action:
        """A uniformly random legal action."""
        return rng.choice(list(legal))
