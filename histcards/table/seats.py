"""The seats around the table: a person at the screen or a computer player, which decides
on a worker thread so the window never freezes.

A computer seat thinks within its level's time budget (the CPU time of the worker thread,
measured here since the AI layer never reads a clock itself, so that a busy machine makes
a bot slower, not weaker) and, when the table is animated, takes at least the
player's chosen delay so its moves can be followed.
"""

from __future__ import annotations

import random
import threading
import time

from PySide6.QtCore import QObject, QThreadPool, Signal

from histcards.ai import Bot, budget_for, level, make_bot
from histcards.engine.actions import Action
from histcards.engine.observation import Observation
from histcards.match_setup import SeatSetup


class Seat:
    """One seat of the match: who sits there and, for a computer, its bot.

    A computer's level is checked at once (``ValueError`` if unknown), but its bot is made
    when first asked for: the bots' modules are not needed to show the table."""

    def __init__(self, setup: SeatSetup, game: str, bot: Bot | None = None) -> None:
        if not setup.is_human:
            level(setup.level)
        self.setup = setup
        self.game = game
        self._bot = bot

    @property
    def bot(self) -> Bot | None:
        """The computer's bot; None for a person."""
        if self._bot is None and not self.setup.is_human:
            self._bot = make_bot(self.game, self.setup.level)
        return self._bot

    @bot.setter
    def bot(self, bot: Bot | None) -> None:
        self._bot = bot

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.setup.is_human


class DecisionSignals(QObject):
    """How a worker reports back to the UI thread."""

    decided = Signal(int, str)
    """The request's token and the chosen action's text."""
    failed = Signal(int, str)
    """The request's token and what went wrong."""


class Decision:
    """One computer decision, run on a worker thread; ``cancelled`` set, it waits no
    more and reports nothing.

    A plain callable, not a ``QRunnable`` subclass: PySide keeps some of those alive
    after the pool has run and deleted them, with everything they hold (observation,
    legal list, bot), which made every match leave memory behind."""

    def __init__(self, token: int, bot: Bot, observation: Observation,
                 legal: list[Action], rng: random.Random, level: str, minimum: float,
                 signals: DecisionSignals, cancelled: threading.Event) -> None:
        self.token = token
        self.bot = bot
        self.observation = observation
        self.legal = legal
        self.rng = rng
        self.level = level
        self.minimum = minimum
        self.signals = signals
        self.cancelled = cancelled

    def run(self) -> None:
        """Decide, wait out the minimum delay, report."""
        start = time.perf_counter()
        try:
            action = self.bot.choose(self.observation, self.legal, self.rng,
                                     budget_for(self.level, time.thread_time))
            if action not in self.legal:
                raise ValueError(f"the bot chose '{action}', which is not legal")
        except Exception as error:  # a bot's fault must reach the table, not kill a thread
            if not self.cancelled.is_set():
                self.signals.failed.emit(self.token, f"{type(error).__name__}: {error}")
            return
        remaining = self.minimum - (time.perf_counter() - start)
        if remaining > 0:
            self.cancelled.wait(remaining)
        if not self.cancelled.is_set():
            self.signals.decided.emit(self.token, str(action))


class Thinker(QObject):
    """Runs computer decisions one at a time on a worker thread."""

    decided = Signal(int, str)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = DecisionSignals(self)
        self.signals.decided.connect(self.decided)
        self.signals.failed.connect(self.failed)
        self._cancelled = threading.Event()

    def request(self, token: int, seat: Seat, observation: Observation, legal: list[Action],
                rng: random.Random, minimum: float) -> None:
        """Ask ``seat``'s bot for a decision; the answer comes through ``decided``."""
        if seat.bot is None:
            raise ValueError("a human seat has no bot")
        self.ask(token, seat.bot, seat.setup.level, observation, legal, rng, minimum)

    def ask(self, token: int, bot: Bot, level: str, observation: Observation,
            legal: list[Action], rng: random.Random, minimum: float) -> None:
        """Ask ``bot`` (thinking within ``level``'s time) for a decision; the answer comes
        through ``decided``."""
        self.pool.start(Decision(token, bot, observation, legal, rng, level, minimum,
                                 self.signals, self._cancelled).run)

    def cancel(self) -> None:
        """Forget the decisions asked for so far: they stop waiting out their delay and
        report nothing (one still thinking finishes its thought first)."""
        self._cancelled.set()
        self._cancelled = threading.Event()

    def wait(self) -> None:
        """Block until running decisions are done (closing the window, tests)."""
        self.pool.waitForDone()
