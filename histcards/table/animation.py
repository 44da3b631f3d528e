"""The animation queue: steps shown one after the other, each over a duration scaled by
the animation-speed setting.

Speed 0 shows every step at once, with no timer at all (tests and the self-test run so).
``finish_all`` jumps to the end of everything queued: a click on the table does that.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from PySide6.QtCore import QObject, QVariantAnimation, Signal

from histcards.table.choreography import Step
from histcards.table.scene import TableScene, Transition

BASE_MS = {
    "gather": 220, "deal": 110, "play": 300, "sweep": 380, "collect": 0, "pause": 320,
    "chips": 480, "turnup": 380, "bubble": 420, "score": 200, "settle": 240,
    "reveal": 1500, "summary": 0,
}
"""Duration of each kind of step at speed 1, in milliseconds; a trick's linger has its
own setting. A reveal is left to read (longer with more seats showing, its step's weight)
and stays up afterwards until the next decision; a summary stays until the next deal."""


class Animator(QObject):
    """Runs steps on a scene, in order."""

    idle = Signal()
    """Every queued step has been shown."""

    def __init__(self, scene: TableScene, speed: float = 1.0, linger: float = 1.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.speed = speed
        """Duration factor, 0 (instant) to 4 (slow)."""
        self.linger = linger
        """Seconds a finished trick stays on the table before it is swept (speed > 0)."""
        self._queue: deque[Step] = deque()
        self._transition: Transition | None = None
        self._animation: QVariantAnimation | None = None
        self._running = False

    @property
    def busy(self) -> bool:
        """Whether steps are being shown or wait to be."""
        return self._running or bool(self._queue)

    def duration(self, step: Step) -> int:
        """How long ``step`` takes at the current speed, in milliseconds."""
        if self.speed <= 0:
            return 0
        if step.kind == "linger":
            return round(self.linger * 1000)
        return round(BASE_MS.get(step.kind, 300) * self.speed * step.weight)

    def enqueue(self, steps: Iterable[Step]) -> None:
        """Queue steps; they start at once if nothing is running."""
        self._queue.extend(steps)
        if not self._running:
            self._run()

    def finish_all(self) -> None:
        """Show the end of the running step and of every queued step at once."""
        if not self.busy:
            return
        self._stop_animation()
        self._running = True
        if self._transition is not None:
            self._transition.finish()
            self._transition = None
        steps = list(self._queue)
        self._queue.clear()
        self.scene.finish_steps(steps)
        self._running = False
        self.idle.emit()

    def _run(self) -> None:
        """Show queued steps until one needs time, or the queue is empty."""
        self._running = True
        while self._queue:
            step = self._queue.popleft()
            transition = self.scene.begin(step)
            duration = self.duration(step)
            if duration <= 0:
                transition.finish()
                continue
            self._transition = transition
            animation = QVariantAnimation(self)
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setDuration(duration)
            animation.valueChanged.connect(transition.update)
            animation.finished.connect(self._step_done)
            self._animation = animation
            animation.start()
            return
        self._running = False
        self.idle.emit()

    def _step_done(self) -> None:
        self._stop_animation()
        if self._transition is not None:
            self._transition.finish()
            self._transition = None
        self._run()

    def _stop_animation(self) -> None:
        animation, self._animation = self._animation, None
        if animation is not None:
            animation.valueChanged.disconnect()
            animation.finished.disconnect()
            animation.stop()
            animation.deleteLater()
