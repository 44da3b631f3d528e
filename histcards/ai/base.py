"""The bot interface every computer opponent implements.

A bot decides from what its seat may know: an ``Observation`` and the legal actions. It
never sees the match itself. All randomness comes from the ``rng`` the caller passes, so a
bot's choice is reproducible from a deal record and a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from histcards.engine.actions import Action
from histcards.engine.observation import Observation


@dataclass(frozen=True)
class Budget:
    """How much thinking one decision may take.

    ``iterations`` bounds the work (samples, rollouts) and keeps a decision reproducible.
    ``seconds`` is an anytime cap, measured with the ``clock`` the caller injects (the AI
    layer never reads a clock of its own): the CPU time of the thinking thread
    (``time.thread_time``), so that a busy machine slows a bot down without making it
    weaker. Without a clock only ``iterations`` counts.
    """

    iterations: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] | None = None
    started: float | None = None
    """When the decision began on the clock (``begun``); None: when ``deadline`` is asked."""

    def begun(self) -> Budget:
        """The budget of a decision beginning now: every deadline drawn from it counts
        from this moment, so that the time a bot spends before it searches counts too."""
        if self.clock is None or self.seconds is None:
            return self
        return replace(self, started=self.clock())

    def deadline(self) -> Deadline:
        """The deadline of the decision (counted from ``started``, or from now)."""
        if self.clock is None or self.seconds is None:
            return Deadline(None, None)
        start = self.started if self.started is not None else self.clock()
        return Deadline(start + self.seconds, self.clock)


class Deadline:
    """When a decision's time is up. Called, it tells whether the time is up now;
    ``allows(cost)`` tells whether a step of that cost still ends in time, so that an
    anytime search stops before a step that would overrun its budget."""

    __slots__ = ("clock", "end")

    def __init__(self, end: float | None, clock: Callable[[], float] | None) -> None:
        self.clock = clock
        self.end = end if clock is not None else None

    def __call__(self) -> bool:
        return self.end is not None and self.clock is not None and self.clock() >= self.end

    def allows(self, cost: float) -> bool:
        """Whether a step expected to take ``cost`` seconds would end before the deadline."""
        return self.end is None or self.clock is None or self.clock() + cost < self.end

    def now(self) -> float:
        """The clock's reading (0 without a clock): for timing the steps of a search."""
        return self.clock() if self.clock is not None else 0.0


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
