"""The master computer's advice for the human to act, thought out on a worker thread: one
``Adviser`` serves the hint (H) and the coach, so a position is thought about once.

The advice comes from what the human to act may see (``Controller.human_observation``)
and the legal actions only (``histcards.ai.advice``). It belongs to one position: any
decision, load, undo or computer request moves the controller on (its generation
counter), and advice asked for an older position is dropped when it arrives.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThreadPool, Signal

from histcards.ai import budget_for
from histcards.ai.base import Budget
from histcards.engine.actions import Action
from histcards.engine.observation import Observation
from histcards.table.controller import Controller

if TYPE_CHECKING:
    from histcards.ai.advice import Advice

Position = tuple[int, int, int]
"""A position advice is for: the controller's generation, the deal, decisions so far."""


def master_budget() -> Budget:
    """The master computer's time for one piece of advice, on the real clock."""
    from histcards.ai.advice import MASTER

    return budget_for(MASTER, time.perf_counter)


class AdviceSignals(QObject):
    """How a worker reports back to the UI thread."""

    done = Signal(object, object)
    """The position asked for and its ``Advice``."""
    failed = Signal(object, str)
    """The position asked for and what went wrong."""


class AdviceJob:
    """One position thought out on a worker thread (a plain callable, like the computer
    seats' decisions: see ``histcards.table.seats.Decision``)."""

    def __init__(
        self,
        position: Position,
        observation: Observation,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
        signals: AdviceSignals,
        cancelled: threading.Event,
    ) -> None:
        self.position = position
        self.observation = observation
        self.legal = legal
        self.rng = rng
        self.budget = budget
        self.signals = signals
        self.cancelled = cancelled

    def run(self) -> None:
        """Think, then report unless cancelled meanwhile."""
        from histcards.ai.advice import advise  # with the games' bots: when first asked

        try:
            advice = advise(self.observation, self.legal, self.rng, self.budget)
            if advice.action not in self.legal:
                raise ValueError(f"the advice '{advice.action}' is not legal")
        except Exception as error:  # a bot's fault must reach the table, not kill a thread
            if not self.cancelled.is_set():
                self.signals.failed.emit(self.position, f"{type(error).__name__}: {error}")
            return
        if not self.cancelled.is_set():
            self.signals.done.emit(self.position, advice)


class Adviser(QObject):
    """Asks the master computer for advice on the human's decision, once per position."""

    ready = Signal(object)
    """The ``Advice`` for the position now on the table."""
    failed = Signal(str)
    """No advice could be found for the position now on the table (what went wrong)."""

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = AdviceSignals(self)
        self.signals.done.connect(self._done)
        self.signals.failed.connect(self._failed)
        self._cancelled = threading.Event()
        self.budget: Callable[[], Budget] = master_budget
        """The thinking each position gets (the master level's time; tests give fewer
        worlds)."""
        self.advice: Advice | None = None
        self._for: Position | None = None
        """The position ``advice`` is for, or is being thought out for."""
        controller.changed.connect(self._moved)

    def position(self) -> Position:
        """The position on the table (see ``Position``)."""
        match = self.controller.match
        actions = len(match.deals[-1].actions) if match and match.deals else 0
        return (self.controller.generation, match.deal_index if match else 0, actions)

    def current(self) -> Advice | None:
        """The advice for the position on the table, if it has been found."""
        return self.advice if self._for == self.position() else None

    @property
    def thinking(self) -> bool:
        """Whether advice for the position on the table is being thought out."""
        return self._for == self.position() and self.advice is None

    def request(self) -> bool:
        """Ask for advice on the human's decision (``ready`` brings it; at once if it is
        known); False if no human may decide now."""
        observation = self.controller.human_observation()
        if observation is None:
            return False
        here = self.position()
        if self._for == here:
            if self.advice is not None:
                self.ready.emit(self.advice)
            return True
        self._forget()
        self._for = here
        match = self.controller.match
        rng = random.Random(f"advice:{match.seed}:{here[1]}:{here[2]}")
        job = AdviceJob(
            here,
            observation,
            list(observation.legal),
            rng,
            self._cancellable(self.budget(), self._cancelled),
            self.signals,
            self._cancelled,
        )
        self.pool.start(job.run)
        return True

    @staticmethod
    def _cancellable(budget: Budget, cancelled: threading.Event) -> Budget:
        """``budget`` whose time runs out at once when the advice is cancelled, so that a
        stale position stops being thought about (after the world in hand)."""
        clock = budget.clock
        if clock is None:
            return budget
        return replace(budget, clock=lambda: math.inf if cancelled.is_set() else clock())

    def _moved(self) -> None:
        if self._for is not None and self._for != self.position():
            self._forget()

    def _forget(self) -> None:
        """Drop what was found or asked for (a stale position)."""
        self._cancelled.set()
        self._cancelled = threading.Event()
        self.advice = None
        self._for = None

    def _done(self, position: Position, advice: Advice) -> None:
        if position == self._for == self.position():
            self.advice = advice
            self.ready.emit(advice)

    def _failed(self, position: Position, message: str) -> None:
        if position == self._for == self.position():
            self._for = None
            self.failed.emit(message)

    def shutdown(self) -> None:
        """Forget any advice under way and wait for its thread (the window closes)."""
        self._forget()
        self.pool.waitForDone()
