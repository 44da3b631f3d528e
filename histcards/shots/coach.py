"""Screenshots of the coach and of the guided deals, at 1280×800 and 1024×700.

For each game: ``<game>-coach-1.png`` … ``-3`` show the coach at three of the player's
decisions of a seeded match (the first, the first after a trick, run or stake was told, and
a later one), and ``<game>-lesson-<step>.png`` the guided deal at its first, middle and
last scripted steps, after a move off the script (``-stray``) and at its end (``-end``).
The smaller size adds ``-1024`` to each name. The player follows the master computer's
advice in the match and the script in the lesson.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from histcards.ai.base import Budget

SIZES = ((1280, 800, ""), (1024, 700, "-1024"))
THINKING = Budget(iterations=12)
"""The master computer's thinking for the screenshots (a few imagined deals: quick, and
the same on every machine)."""
LATE = 6
"""The player's decision shown as the coach's third moment."""
WAIT_SECONDS = 60.0


def _spin(app: Any, until: Callable[[], bool]) -> bool:
    """Let the window work until ``until()`` holds (False if it never did in time)."""
    from PySide6.QtCore import QEventLoop

    deadline = time.perf_counter() + WAIT_SECONDS
    while not until():
        if time.perf_counter() > deadline:
            return False
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    return True


def _window(app: Any) -> Any:
    from histcards.app.main_window import MainWindow
    from histcards.storage import Settings

    window = MainWindow(Settings(animation_speed=0.0, ai_delay=0.0, trick_linger=0.0, coach="on"))
    window.adviser.budget = lambda: THINKING
    window.show()
    return window


def _save(window: Any, app: Any, folder: Path, name: str, out: TextIO) -> list[Path]:
    """The window at each size."""
    from PySide6.QtCore import QCoreApplication, QEvent

    saved = []
    for width, height, suffix in SIZES:
        window.resize(width, height)
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        window.animator.finish_all()
        app.processEvents()
        path = folder / f"{name}{suffix}.png"
        window.grab().save(str(path))
        print(f"  {path}", file=out)
        saved.append(path)
    return saved


def _settled(window: Any) -> bool:
    controller = window.controller
    match = controller.match
    return not window.animator.busy and (
        match.to_act is None or controller.human_seat_to_act() is not None
    )


def shoot_coach(game: str, folder: Path, app: Any, out: TextIO) -> list[Path]:
    """The coach at three of the player's decisions of a seeded match of ``game``."""
    from histcards.app.main_window import default_setup

    window = _window(app)
    window.start(default_setup(game, window.settings, seed=11))
    controller = window.controller
    saved: list[Path] = []
    decisions = 0
    shots = {"first": 1, "told": 2, "late": 3}
    while shots and decisions < 60:
        if not _spin(app, lambda: _settled(window)):
            break
        if controller.match.over:
            break
        if controller.match.to_act is None:
            controller.next_deal()
            continue
        _spin(app, lambda: window.adviser.current() is not None)
        decisions += 1
        moment = (
            "first"
            if decisions == 1
            else "told"
            if window.coach.happened_lines() and "told" in shots
            else "late"
            if decisions >= LATE
            else None
        )
        if moment in shots:
            saved += _save(window, app, folder, f"{game}-coach-{shots.pop(moment)}", out)
        advice = window.adviser.current()
        controller.submit(advice.action if advice else controller.match.legal()[0])
    window.adviser.shutdown()
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    return saved


def shoot_lesson(game: str, folder: Path, app: Any, out: TextIO) -> list[Path]:
    """The guided deal of ``game`` at its key moments."""
    from histcards.table.lesson import read_lesson

    lesson = read_lesson(game)
    steps = sorted(lesson.steps)
    key = {steps[0], steps[len(steps) // 2], steps[-1]}
    window = _window(app)
    window.start_lesson(game)
    controller = window.controller
    saved: list[Path] = []
    strayed = False
    while _spin(app, lambda: _settled(window)) and controller.match.to_act is not None:
        index = window.lesson.index()
        if index in key:
            _spin(app, lambda: window.adviser.current() is not None)
            saved += _save(window, app, folder, f"{game}-lesson-{index}", out)
        expected = window.lesson.expected()
        if not strayed and index != steps[0]:
            other = next((a for a in controller.match.legal() if a != expected), None)
            if other is not None and not controller.submit(other):
                strayed = True
                saved += _save(window, app, folder, f"{game}-lesson-stray", out)
        controller.submit(expected)
    saved += _save(window, app, folder, f"{game}-lesson-end", out)
    window.adviser.shutdown()
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    return saved
